"""The trigger's win share (issue 14): the figure the objectives' points were tuned by (GS-E1, GS-E2)."""

from __future__ import annotations

import pytest

from gardengames.games.sabotage import balance


def test_wilson_interval_brackets_the_share():
    low, high = balance.wilson(50, 100)
    assert low == pytest.approx(0.404, abs=0.001) and high == pytest.approx(0.596, abs=0.001)
    assert balance.wilson(0, 20)[0] == 0.0 and balance.wilson(20, 20)[1] == pytest.approx(1.0)
    assert balance.wilson(0, 0) == (0.0, 1.0)


def test_a_game_is_scored_for_its_trigger():
    """GS-E1, GS-E2: the trigger has five objectives and the golden can; winners have the most points."""
    result = balance.play(2, 3)
    assert result["trigger"] is not None
    totals = result["totals"]
    assert all(totals[w] == max(totals) for w in result["winners"])


def test_trigger_share_counts_its_games():
    figure = balance.trigger_share(2, 2, first_seed=3)
    assert figure["games"] == 2 and 0 < figure["triggered"] <= 2
    assert figure["low"] <= figure["share"] <= figure["high"]
    games = [balance.play(2, seed) for seed in (3, 4)]
    wins = sum(1 / len(r["winners"]) for r in games if r["trigger"] in r["winners"])
    assert figure["trigger_wins"] == pytest.approx(wins)
    assert all(r["trigger"] is not None for r in games) == (figure["triggered"] == 2)
