"""Garden Sabotage! objectives: a free move at any time in the turn, compulsory by its end, several at once,
bugs, and the player's choice of which objective takes a plot."""

from __future__ import annotations

from gardengames.games.sabotage import rules
from gardengames.games.sabotage.rules import (
    CompleteObjective,
    DrawObjective,
    EndTurn,
    ObjectiveCompleted,
    Plant,
    UsePesticide,
)


def _completions(st: rules.State) -> set[CompleteObjective]:
    return {m for m in st.legal_moves() if isinstance(m, CompleteObjective)}


def test_completing_is_a_free_move_offered_once_a_plot_is_met(kit):
    """GS-O1: once a plot holds what an objective shows, completing it is a legal move that costs no action."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(0, "lettuce.01", 0))
    assert _completions(st) == set()
    st.apply(Plant(0, "tomato.01", 0))
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0)}
    assert st.completed[0] == [] and st.prompt.kind == "play"  # it waits for the player (RULES.md decisions)
    events = st.apply(CompleteObjective(0, "salad-bowl", 0))
    assert ObjectiveCompleted(0, "salad-bowl", 0, ("lettuce.01", "tomato.01"), "") in events
    assert st.completed[0] == [{"objective": "salad-bowl", "good_bug": None}]
    assert st.hands[0]["objective"] == []
    assert st.actions_left == 1  # two plantings, nothing for completing
    move = CompleteObjective(0, "salad-bowl", 0)
    assert (move.source_key, move.target_key) == ("salad-bowl", "plot:0:0")


def test_a_met_objective_may_wait_for_a_bigger_one_on_the_same_plot(kit):
    """GS-O1 ("anytime during your turn"), GS-O2: the player holds the small card back, plants the radish, and
    takes the bigger card from the same plot; the small one stays in hand with its plants gone."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "ploughmans-lunch", "radish.01")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0)}
    st.apply(Plant(0, "radish.01", 0))
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0), CompleteObjective(0, "ploughmans-lunch", 0)}
    st.apply(CompleteObjective(0, "ploughmans-lunch", 0))
    assert st.completed[0] == [{"objective": "ploughmans-lunch", "good_bug": None}]
    assert st.hands[0]["objective"] == ["salad-bowl"] and st.plots[0][0]["plants"] == []
    assert st.totals()[0] == 13 and st.actions_left == 2 and _completions(st) == set()


def test_what_is_still_met_completes_when_the_turn_ends(kit):
    """GS-O1: completing cannot be declined: whatever is still met completes by itself as the turn ends,
    whether the player ends it early or uses the third action."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(0, "lettuce.01", 0))
    st.apply(Plant(0, "tomato.01", 0))
    events = st.apply(EndTurn(0))
    assert ObjectiveCompleted(0, "salad-bowl", 0, ("lettuce.01", "tomato.01"), "") in events
    assert st.turn == 1 and st.completed[0] == [{"objective": "salad-bowl", "good_bug": None}]
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(0, "lettuce.01", 0))
    st.apply(Plant(0, "tomato.01", 0))
    st.apply(rules.DrawPlant(0, rules.PLANT_DECK))  # the third action ends the turn
    assert st.turn == 1 and [c["objective"] for c in st.completed[0]] == ["salad-bowl"]


def test_several_objectives_in_one_turn(kit):
    """GS-O1: more than one objective can complete in a turn, even from one action."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "rabbit-run", "tomato.01", "carrot.01")
    kit.sow(st, 0, 0, "lettuce.01")
    kit.sow(st, 0, 1, "lettuce.02")
    st.apply(Plant(0, "tomato.01", 0))
    st.apply(Plant(0, "carrot.01", 1))
    st.apply(EndTurn(0))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl", "rabbit-run"]
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "rabbit-run")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    kit.sow(st, 0, 1, "lettuce.02", "carrot.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    kit.bug(st, 0, 1, "bad.02", by=1)
    kit.give(st, 0, "pesticide.01", "pesticide.02")
    st.apply(UsePesticide(0, "pesticide.01", 0))
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0)}
    st.apply(UsePesticide(0, "pesticide.02", 1))
    assert len(_completions(st)) == 2
    st.apply(CompleteObjective(0, "rabbit-run", 1))
    st.apply(CompleteObjective(0, "salad-bowl", 0))
    assert len(st.completed[0]) == 2 and st.actions_left == 1


def test_objective_already_met_can_complete_when_drawn(kit):
    """GS-O1: drawing an objective your garden already satisfies lets you complete it at once (our decision)."""
    st = kit.fresh()
    kit.sow(st, 0, 1, "carrot.01", "radish.01")
    kit.on_top(st, "crudites")
    st.apply(DrawObjective(0))
    events = st.apply(CompleteObjective(0, "crudites", 1))
    assert any(type(e) is ObjectiveCompleted and e.objective == "crudites" for e in events)
    assert st.plots[0][1]["plants"] == [] and st.actions_left == 2


def test_nothing_completes_on_another_players_turn(kit):
    """GS-O1: completion happens during your own turn only."""
    st = kit.fresh()
    st.apply(EndTurn(0))
    kit.give(st, 0, "salad-bowl")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    assert _completions(st) == set()
    st.apply(rules.DrawPlant(1, rules.PLANT_DECK))
    st.apply(EndTurn(1))
    assert st.completed[0] == [] and st.turn == 0
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0)}


def test_used_plants_discarded_extras_stay_good_bug_goes_under(kit):
    """GS-O2: the plants used are discarded, others stay; a good bug on the plot goes under the objective."""
    st = kit.fresh()
    kit.give(st, 0, "tomato-twins", "tomato.03")
    kit.sow(st, 0, 0, "tomato.01", "lily.01")
    kit.bug(st, 0, 0, "good.01")
    kit.bug(st, 0, 1, "good.02")
    st.apply(Plant(0, "tomato.03", 0))
    events = st.apply(CompleteObjective(0, "tomato-twins", 0))
    assert ObjectiveCompleted(0, "tomato-twins", 0, ("tomato.01", "tomato.03"), "good.01") in events
    assert st.plots[0][0]["plants"] == ["lily.01"] and st.plots[0][0]["good"] is None
    assert st.plots[0][1]["good"] == "good.02"
    assert st.completed[0] == [{"objective": "tomato-twins", "good_bug": "good.01"}]
    assert st.discard["plant"][-2:] == ["tomato.01", "tomato.03"]
    assert "good.01" not in st.discard["bug"]
    assert st.scores()[0].parts == {rules.PART_OBJECTIVES: 2, rules.PART_GOOD_BUGS: 3, rules.PART_GOLDEN_CAN: 0}


def test_objective_asking_for_a_good_bug(kit):
    """GS-O1, GS-O2: an objective that shows a good bug needs one on the plot, and keeps it."""
    st = kit.fresh()
    kit.give(st, 0, "bee-stop", "sunflower.01", "good.01")
    st.apply(Plant(0, "sunflower.01", 1))
    assert _completions(st) == set()
    st.apply(rules.PlayGoodBug(0, "good.01", 1))
    st.apply(CompleteObjective(0, "bee-stop", 1))
    assert st.completed[0] == [{"objective": "bee-stop", "good_bug": "good.01"}]
    assert st.scores()[0].total == 1 + 3


def test_no_completion_with_a_bad_bug(kit):
    """GS-O3: a plot with a bad bug completes nothing until it is sprayed, not even when the turn ends."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "tomato.01", "pesticide.01")
    kit.sow(st, 0, 0, "lettuce.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    st.apply(Plant(0, "tomato.01", 0))
    assert st.completable(0) == [] and _completions(st) == set()
    twin = st.clone()
    twin.apply(EndTurn(0))
    assert twin.completed[0] == []
    st.apply(UsePesticide(0, "pesticide.01", 0))
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0)}


def test_overlapping_objectives_are_the_players_choice(kit):
    """GS-O1, GS-O2: two objectives wanting the same plant: the player picks; the other waits."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01")
    kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")
    st.apply(Plant(0, "tomato.01", 0))
    assert _completions(st) == {CompleteObjective(0, "salad-bowl", 0), CompleteObjective(0, "sunny-side", 0)}
    st.apply(CompleteObjective(0, "sunny-side", 0))
    assert [c["objective"] for c in st.completed[0]] == ["sunny-side"]
    assert st.hands[0]["objective"] == ["salad-bowl"] and st.plots[0][0]["plants"] == ["lettuce.01"]
    assert st.prompt.kind == "play" and st.actions_left == 2 and _completions(st) == set()


def test_overlapping_objectives_left_at_the_end_of_the_turn_ask_which_first(kit):
    """GS-O1, GS-O2: when the turn ends with two objectives met on one plot, the player says which completes;
    the rest is checked again with what is left."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01")
    kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")
    st.apply(Plant(0, "tomato.01", 0))
    st.apply(EndTurn(0))
    assert kit.asked(st) == {
        "kind": "complete",
        "player": 0,
        "options": [["salad-bowl", 0], ["sunny-side", 0]],
    }
    assert set(st.legal_moves()) == {CompleteObjective(0, "salad-bowl", 0), CompleteObjective(0, "sunny-side", 0)}
    assert "choose" in st.prompt_for(["Ann", "Bob"]).text
    st.apply(CompleteObjective(0, "sunny-side", 0))
    assert [c["objective"] for c in st.completed[0]] == ["sunny-side"]
    assert st.hands[0]["objective"] == ["salad-bowl"] and st.plots[0][0]["plants"] == ["lettuce.01"]
    assert st.turn == 1 and st.prompt.kind == "play"


def test_same_objective_on_either_plot_is_a_choice(kit):
    """GS-O1: when one objective is met on both plots, the player picks the plot."""
    st = kit.fresh()
    kit.give(st, 0, "twin-suns")
    kit.sow(st, 0, 0, "sunflower.01", "sunflower.02")
    kit.sow(st, 0, 1, "sunflower.03", "sunflower.04")
    assert _completions(st) == {CompleteObjective(0, "twin-suns", 0), CompleteObjective(0, "twin-suns", 1)}
    st.apply(EndTurn(0))
    assert kit.asked(st)["kind"] == "complete"
    st.apply(CompleteObjective(0, "twin-suns", 1))
    assert st.plots[0][0]["plants"] == ["sunflower.01", "sunflower.02"] and st.plots[0][1]["plants"] == []


def test_two_objectives_sharing_a_good_bug_plot(kit):
    """GS-O2: when two objectives complete from one plot, the first chosen takes the good bug."""
    st = kit.fresh()
    kit.give(st, 0, "ladybird-lunch", "tomato-twins", "tomato.02")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    kit.bug(st, 0, 0, "good.01")
    st.apply(Plant(0, "tomato.02", 0))
    st.apply(EndTurn(0))
    assert kit.asked(st)["kind"] == "complete"
    st.apply(CompleteObjective(0, "tomato-twins", 0))
    assert st.completed[0] == [{"objective": "tomato-twins", "good_bug": "good.01"}]
    assert st.hands[0]["objective"] == ["ladybird-lunch"]  # it needs the good bug, now gone
