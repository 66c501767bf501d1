"""The card design of issue 14 (the third cards) and what rests on it: six summit cards, level V's two free
summits, and "Winnable deals only" offering proven deals only."""

from __future__ import annotations

import pytest

from gardengames.games.unsurmountable import deals, rules, solver
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


def test_every_climb_costs_a_climber_and_two_summits_are_free():
    """UM-D5: every way from a card's bottom edge to its top edge carries a climber, and every way from the
    bottom edge into the centre too except from the lower right of Frostfang Col and Crystal Grotto: a level V
    trail (four cards high, at most three climbers) must end on one of those two."""
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
