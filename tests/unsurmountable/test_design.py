"""The card design of issue 14 (the third cards) and what rests on it: six summit cards, level V's two free
summits and its free row, whole level V mountains the rules accept, and "Winnable deals only" offering proven
deals only."""

from __future__ import annotations

import pytest

from gardengames.games.unsurmountable import deals, rules, solver
from gardengames.games.unsurmountable.rules import Build, GameWon, geometry, mountain
from gardengames.games.unsurmountable.rules.content import Card

BOTTOM, TOP = ("B1", "B3"), ("T1", "T3")


def _fewest(card: Card, start: str, ends: tuple[str, ...]) -> int | None:
    """Fewest climbers on a trail of one card from ``start`` to any of ``ends`` (None: no such trail)."""
    best = {start: 0}
    todo = [start]
    while todo:
        point = todo.pop()
        for other, climbers in card.adjacency.get(point, ()):
            if best[point] + climbers < best.get(other, 99):
                best[other] = best[point] + climbers
                todo.append(other)
    found = [best[end] for end in ends if end in best]
    return min(found) if found else None


def _summits(card: Card) -> list[str]:
    """The lower corners from which a trail of ``card`` reaches its centre (where a peak must be reached)."""
    return [start for start in BOTTOM if _fewest(card, start, ("C",)) is not None]


def test_six_summit_cards_are_the_only_possible_peaks():
    """UM-M2: a finished mountain's trail must reach the centre of the peak, and only six cards have a trail from
    their bottom edge into their centre (the third cards: the others climb straight up, the sides or both), so a
    player keeps one of them for the top."""
    cards = rules.load_data().cards
    assert sorted(card.id for card in cards if _summits(card)) == ["m02", "m04", "m07", "m11", "m14", "m17"]


def test_no_card_is_climbed_free_on_its_own_and_two_summits_are_free():
    """UM-D5: every way from a card's bottom edge to its top edge carries a climber, and every way from the
    bottom edge into the centre too except from the lower right of Frostfang Col and Crystal Grotto. (That
    alone does not make those two the only level V peaks: two cards side by side can climb a row for free, see
    the whole mountains below.)"""
    free_peaks = []
    for card in rules.load_data().cards:
        for start in BOTTOM:
            through = _fewest(card, start, TOP)
            assert through is None or through >= 1, (card.id, start)
            if _fewest(card, start, ("C",)) == 0:
                free_peaks.append((card.id, start))
    assert free_peaks == [("m02", "B3"), ("m14", "B3")]


def test_winnable_only_offers_a_deal_only_once_a_win_is_found(monkeypatch):
    """UM-S1: with "Winnable deals only" a deal the solver cannot decide within its node budget ("unknown") is
    skipped like a lost one; the deal offered has a winning line within that budget, the view says it is
    proven, and the same seed gives the same deal again (a node budget, no clock)."""
    budget = 300
    monkeypatch.setattr(deals, "WINNABLE_ONLY_NODES", budget)
    seed = next(
        s for s in range(40) if solver.analyse(rules.new_game(1, s, {"level": 5}), budget).verdict == solver.UNKNOWN
    )
    options = {"level": 5, "winnable_only": True}
    state = deals.new_game(1, seed, options)
    tried = deals.deal_seeds(seed)
    assert state.deal_seed != seed and state.deal_seed in tried
    for deal_seed in tried[: tried.index(state.deal_seed)]:
        skipped = rules.deal(state.data, seed, 5, True, deal_seed)
        assert solver.analyse(skipped, budget).verdict != solver.WINNABLE
    assert solver.analyse(state, budget).verdict == solver.WINNABLE
    assert state.view(0)["winnable_only"] is True
    assert rules.new_game(1, seed, {"level": 5}).view(0)["winnable_only"] is False
    assert deals.new_game(1, seed, options) == state


@pytest.mark.parametrize("level", [1, 5])
def test_winnable_only_uses_the_fixed_budget(level):
    """UM-S1: the deal of a winnable-only game is proven with ``WINNABLE_ONLY_NODES``, the budget the option
    is documented with."""
    state = deals.new_game(1, 21, {"level": level, "winnable_only": True})
    assert solver.analyse(state, deals.WINNABLE_ONLY_NODES).verdict == solver.WINNABLE


def test_the_rules_never_search_a_winnable_deal_is_set_up_beside_them():
    """Issue 31, point 3: the rules imported the solver to find a winnable deal; now they refuse the option and
    the registry sets games up through ``deals.new_game``, which asks the solver."""
    import pathlib
    import re

    from gardengames import games

    with pytest.raises(ValueError, match="deals.new_game"):
        rules.new_game(1, 21, {"level": 1, "winnable_only": True})
    info = games.get("unsurmountable")
    assert info.new_game(1, 21, {"level": 1, "winnable_only": True}) == deals.new_game(1, 21, {"winnable_only": True})
    folder = pathlib.Path(rules.__file__).parent
    searching = re.compile(r"^\s*(from|import)\s.*\b(solver|search)\b", re.M)
    assert [p.name for p in folder.glob("*.py") if searching.search(p.read_text())] == []


# Whole level V mountains of the real cards, bottom row first, left to right (the slots of geometry.frame(0)),
# one for each summit card at the peak (found by a search over arrangements; what matters is that the rules
# accept them).
LEVEL_FIVE_WINS = {
    "m02": ("m04", "m07", "m05", "m06", "m09", "m10", "m14", "m08", "m15", "m02"),
    "m04": ("m15", "m01", "m08", "m02", "m12", "m03", "m10", "m11", "m09", "m04"),
    "m07": ("m13", "m11", "m12", "m06", "m17", "m02", "m15", "m01", "m08", "m07"),
    "m11": ("m12", "m01", "m08", "m16", "m17", "m02", "m15", "m13", "m05", "m11"),
    "m14": ("m15", "m16", "m08", "m01", "m06", "m17", "m02", "m09", "m04", "m14"),
    "m17": ("m14", "m02", "m16", "m13", "m01", "m08", "m05", "m10", "m15", "m17"),
}


@pytest.mark.parametrize("peak", sorted(LEVEL_FIVE_WINS))
def test_every_summit_card_can_top_a_level_five_win(peak):
    """UM-D5, UM-D3, UM-D4, UM-W1: not only the two free summits: each of the six summit cards is the peak of a
    complete mountain that wins at level V (at most three climbers, no feature twice in a row or on a slope)."""
    data = rules.load_data()
    whole = dict(zip(geometry.frame(0), LEVEL_FIVE_WINS[peak], strict=True))
    assert whole[geometry.peak(0)] == peak
    assert mountain.mountain_problems(whole, 5, data) == []
    assert mountain.fewest_climbers(whole, data) == 3


def test_a_level_five_win_with_glacier_tongue_entered_from_below_left(position):
    """UM-D5, UM-W1 (issue 33, point 10): the rules page once said a level V peak must be Frostfang Col or
    Crystal Grotto entered from below right. Building Glacier Tongue last, at the peak, wins a real level V
    game: its trail enters the peak from the lower left (one climber) and Eagle Ridge beside Wolf's Traverse
    carries it up the second row for free, so the whole climb passes three climbers."""
    whole = dict(zip(geometry.frame(0), LEVEL_FIVE_WINS["m17"], strict=True))
    top = geometry.peak(0)
    del whole[top]
    state = position(level=5, mountain=whole, camp=["m17", "m09"], deck=["m11", "m12"])
    events = state.apply(Build("m17", *top))
    [won] = [e for e in events if isinstance(e, GameWon)]
    assert state.won and state.is_over
    assert won.path[-2:] == ((*top, "B1"), (*top, "C"))
    eagle, wolf = (1, 0), (1, 1)
    assert (state.mountain[eagle], state.mountain[wolf]) == ("m01", "m08")
    assert [(*eagle, "B3"), (*eagle, "R"), (*wolf, "L"), (*wolf, "T1")] == [
        step for step in won.path if step[:2] in (eagle, wolf)
    ]
    assert mountain.fewest_climbers(state.mountain, state.data) == 3
