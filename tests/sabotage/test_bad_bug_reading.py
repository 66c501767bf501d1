"""Two readings of the bad bug that the rules page writes down (issue 33, point 11): when one set on an empty
plot eats, and that it blocks its plot, not the whole garden."""

from __future__ import annotations

from gardengames.games.sabotage.rules import EndTurn, ObjectiveCompleted, Plant, PlantEaten, Sabotage


def test_a_plant_under_a_waiting_bad_bug_is_eaten_at_the_start_of_the_victims_following_turn(kit):
    """GS-T5: a bad bug on an empty plot eats nothing at the start of the victim's next turn; a plant the victim
    puts there in that turn survives it and the attacker's turn, and is eaten at the start of the victim's
    turn after that."""
    st = kit.fresh(2)
    kit.give(st, 0, "bad.01")
    kit.give(st, 1, "tomato.01")
    st.apply(Sabotage(0, "bad.01", 1, 0))
    events = st.apply(EndTurn(0))
    assert st.turn == 1 and not any(isinstance(e, PlantEaten) for e in events)
    st.apply(Plant(1, "tomato.01", 0))
    assert st.plots[1][0]["plants"] == ["tomato.01"]
    st.apply(EndTurn(1))
    assert st.turn == 0 and st.plots[1][0]["plants"] == ["tomato.01"]
    events = st.apply(EndTurn(0))
    assert st.turn == 1 and st.plots[1][0]["plants"] == []
    assert [(e.owner, e.card, e.chooser) for e in events if isinstance(e, PlantEaten)] == [(1, "tomato.01", 0)]


def test_a_bad_bug_blocks_its_own_plot_and_not_the_other(kit):
    """GS-O3, GS-T5: the rulebook says "Garden" once and "Plot" once; we read "Plot": with a bad bug on one
    plot, an objective met on the other plot completes."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "tomato.01")
    kit.sow(st, 0, 1, "lettuce.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    events = st.apply(Plant(0, "tomato.01", 1))
    assert ObjectiveCompleted(0, "salad-bowl", 1, ("lettuce.01", "tomato.01"), "") in events
    assert [done["objective"] for done in st.completed[0]] == ["salad-bowl"]
    assert st.plots[0][0]["bad"] == "bad.01"
