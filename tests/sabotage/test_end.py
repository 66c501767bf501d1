"""Garden Sabotage! end of the game: the final round, the golden can, scoring and ties."""

from __future__ import annotations

from gardengames.games.sabotage import rules
from gardengames.games.sabotage.rules import EndTurn, FinalRoundStarted, GameEnded, Plant


def _done(st: rules.State, p: int, *objectives: str, good: tuple[str, ...] = ()) -> None:
    """Record objectives as already completed (cards moved out of the decks)."""
    for i, oid in enumerate(objectives):
        st.deck["objective"].remove(oid)
        bug = good[i] if i < len(good) else None
        if bug:
            st.deck["bug"].remove(bug)
        st.completed[p].append({"objective": oid, "good_bug": bug})


def test_fifth_objective_takes_the_can_and_starts_the_final_round(kit):
    """GS-E1: the first to complete five takes the golden can; every other player gets one last turn."""
    st = kit.fresh(3, first=1)
    _done(st, 1, "coleslaw", "stew-pot", "soup-garden", "salsa")
    kit.give(st, 1, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(1, "lettuce.01", 0))
    events = st.apply(Plant(1, "tomato.01", 0))
    assert FinalRoundStarted(1) in events
    assert st.golden_can == 1 and st.final_round
    assert st.turn == 1 and st.actions_left == 1  # the trigger finishes the turn
    st.apply(EndTurn(1))
    assert st.turn == 2 and not st.is_over
    st.apply(EndTurn(2))
    assert st.turn == 0 and not st.is_over
    events = st.apply(EndTurn(0))
    assert st.is_over and st.current_player is None and st.legal_moves() == []
    assert any(type(e) is GameEnded for e in events)
    assert st.scores()[1].parts[rules.PART_GOLDEN_CAN] == 2


def test_a_later_fifth_objective_does_not_take_the_can(kit):
    """GS-E1: only the first to five gets the can; the final round is not extended."""
    st = kit.fresh(2, first=0)
    _done(st, 0, "coleslaw", "stew-pot", "soup-garden", "salsa")
    _done(st, 1, "crudites", "bee-border", "purple-haze", "wedding-bed")
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    kit.give(st, 1, "rabbit-run", "lettuce.02", "carrot.01")
    st.apply(Plant(0, "lettuce.01", 0))
    assert FinalRoundStarted(0) in st.apply(Plant(0, "tomato.01", 0))  # met: completes by itself (GS-O1)
    st.apply(EndTurn(0))
    st.apply(Plant(1, "lettuce.02", 0))
    events = st.apply(Plant(1, "carrot.01", 0))
    assert not any(type(e) is FinalRoundStarted for e in events)
    assert len(st.completed[1]) == 5 and st.golden_can == 0
    st.apply(EndTurn(1))
    assert st.is_over


def test_scoring_objectives_good_bugs_and_can(kit):
    """GS-E2: printed points, +3 per objective with a good bug under it, +2 for the golden can."""
    st = kit.fresh(2)
    _done(st, 0, "show-garden", "salsa", good=("good.01", ""))
    _done(st, 1, "salad-bowl")
    st.golden_can = 1
    sheets = st.scores()
    assert sheets[0].total == 22 + 16 + 3
    assert sheets[0].parts == {rules.PART_OBJECTIVES: 38, rules.PART_GOOD_BUGS: 3, rules.PART_GOLDEN_CAN: 0}
    assert sheets[1].total == 1 + 2
    assert st.totals() == [41, 3]


def _final(kit, can: int | None, *gardens: tuple[str, ...]) -> rules.State:
    st = kit.fresh(len(gardens))
    for p, objectives in enumerate(gardens):
        _done(st, p, *objectives)
    st.golden_can = can
    st.over = True
    return st


def test_most_points_wins(kit):
    """GS-E2: the most points wins, however few objectives made them."""
    st = _final(kit, None, ("show-garden",), ("salad-bowl", "big-salad"))
    assert [s.total for s in st.scores()] == [22, 14]
    assert st.winners() == [0]


def test_tie_goes_to_more_objectives(kit):
    """GS-E2: equal points: more completed objectives wins (our tie-break)."""
    st = _final(kit, None, ("salad-bowl", "rabbit-run", "twin-suns"), ("lettuce-twins", "tomato-twins"))
    assert [s.total for s in st.scores()] == [4, 4]
    assert st.winners() == [0]


def test_then_to_the_golden_can(kit):
    """GS-E2: equal points and objectives: the golden can holder wins (our tie-break)."""
    st = _final(kit, 0, ("salad-bowl", "twin-suns"), ("rabbit-run", "stew-pot"))
    assert [s.total for s in st.scores()] == [5, 5]
    assert st.winners() == [0]


def test_otherwise_the_win_is_shared(kit):
    """GS-E2: nothing else separates them: a shared win."""
    st = _final(kit, None, ("sunset-bed", "twin-suns"), ("veg-patch", "tomato-twins"), ("rabbit-run",))
    assert [s.total for s in st.scores()] == [13, 13, 1]
    assert st.winners() == [0, 1]


def test_safety_net_ends_a_game_nobody_can_finish(kit):
    """GS-E1, GS-E2: after the round limit (our safety net) the game ends, everyone having had equal turns."""
    st = kit.fresh(3, first=1, max_rounds=2)
    turns = [0, 0, 0]
    while not st.is_over:
        turns[st.turn] += 1
        st.apply(EndTurn(st.turn))
    assert turns == [2, 2, 2] and st.golden_can is None
    assert rules.DEFAULT_MAX_ROUNDS == rules.new_game(2, 1).max_rounds == 40
