"""What Botanicus's rules page says about scoring is what the data and the rules do (issue 33, point 12)."""

from __future__ import annotations

import re

import pytest

from gardengames import games
from gardengames.games.botanicus import rules as R


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_page_lists_the_animal_points_of_the_data(lang):
    """BO-B6: the page's "2, 4, 7, ... points for 1 to 8 animals" is the data's scale, and its words on what
    each animal adds (the first two 2 points, every later one 3) are the scale's steps."""
    page = games.GAMES["botanicus"].rules_page(lang).read_text(encoding="utf-8")
    scale = R.load_data().animal_points
    listed = re.search(r"((?:\d+, ){7}\d+) (?:points for|punten voor) 1 (?:to|tot) 8", page)
    assert listed, "the animal points are not listed"
    assert [int(n) for n in listed.group(1).split(", ")] == list(scale[1:])
    steps = [b - a for a, b in zip(scale, scale[1:], strict=False)]
    assert steps[:2] == [2, 2] and set(steps[2:]) == {3}


def test_a_tie_goes_to_the_tied_player_first_in_turn_order_even_when_the_starter_is_not_tied(bo):
    """BO-E1 (our decision): the game help gives a tie to the player who would start a fourth round; when that
    player is not among the tied ones, the tied player who comes first in the final turn order wins."""
    state = bo.setup(3, seed=5)
    starter, second, third = state.order
    totals = [sheet.total for sheet in state.scores()]
    state.players[second]["bonus"] += 50 - totals[second]
    state.players[third]["bonus"] += 50 - totals[third]
    state.players[starter]["bonus"] += 10 - totals[starter]
    state.stage = "over"
    assert [state.scores()[p].total for p in (starter, second, third)] == [10, 50, 50]
    assert state.winners() == [second]
