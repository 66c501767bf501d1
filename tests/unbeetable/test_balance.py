"""The spread figures of data/unbeetable.yaml come from ``balance``: the same seed gives the same figures, and
every turn of a game is counted for one season."""

from gardengames.games.unbeetable import balance
from gardengames.games.unbeetable.rules import TurnPassed


def test_every_turn_counts_for_the_season_it_starts_in(monkeypatch):
    """UB-T9, UB-E1: one count per turn (the first, then one per hand-off), all before winter."""
    passed = []
    real = balance.new_game

    def watched(*args, **kwargs):
        st = real(*args, **kwargs)
        apply = st.apply
        st.apply = lambda move, **kw: passed.extend(e for e in apply(move, **kw) if isinstance(e, TurnPassed)) or []
        return st

    monkeypatch.setattr(balance, "new_game", watched)
    result = balance.play(3, 5)
    counted = sum(result["turns"].values())
    assert counted in (len(passed), len(passed) + 1)  # every turn but the one that would start in winter
    assert result["turns"]["spring"] >= 3  # every seat plays in spring


def test_the_same_seeds_give_the_same_spread():
    first = balance.spread(2, 2, first_seed=7)
    assert first == balance.spread(2, 2, first_seed=7)
    assert first["players"] == 2 and first["games"] == 2 and first["winner_median"] >= first["margin_median"] >= 0
