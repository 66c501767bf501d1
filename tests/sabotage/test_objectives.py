"""Garden Sabotage! objectives: each completes the moment its plot meets it (never kept, never thrown away met),
several in one turn, bugs, and the player's choice only where two completions compete for one plot."""

from __future__ import annotations

from gardengames.games.sabotage import rules
from gardengames.games.sabotage.rules import (
    CompleteObjective,
    DigUp,
    Discard,
    DrawObjective,
    EndTurn,
    ObjectiveCompleted,
    Plant,
    UsePesticide,
)


def _completions(st: rules.State) -> set[CompleteObjective]:
    return {m for m in st.legal_moves() if isinstance(m, CompleteObjective)}


def test_an_objective_completes_the_moment_its_plot_meets_it(kit):
    """GS-O1 ("automatically", during your turn): the planting that meets an objective completes it at once, for no
    action; it is never a move of its own."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(0, "lettuce.01", 0))
    assert st.completed[0] == []
    events = st.apply(Plant(0, "tomato.01", 0))
    assert ObjectiveCompleted(0, "salad-bowl", 0, ("lettuce.01", "tomato.01"), "") in events
    assert st.completed[0] == [{"objective": "salad-bowl", "good_bug": None}]
    assert st.hands[0]["objective"] == [] and _completions(st) == set()
    assert st.actions_left == 1 and st.prompt.kind == "play"  # two plantings, nothing for completing
    move = CompleteObjective(0, "salad-bowl", 0)
    assert (move.source_key, move.target_key) == ("salad-bowl", "plot:0:0")


def test_a_met_objective_can_be_neither_discarded_nor_dug_up_first(kit):
    """GS-O1: what the issue found: a met objective could be thrown away, or its plot dug up, before it completed.
    Now nothing is offered in between: the objective is already completed when the planting's move returns."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "lettuce.01", "tomato.01")
    st.apply(Plant(0, "lettuce.01", 0))
    st.apply(Plant(0, "tomato.01", 0))
    legal = st.legal_moves()
    assert Discard(0, "salad-bowl") not in legal and DigUp(0, 0) not in legal
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl"]


def test_the_bigger_objective_is_had_by_planting_its_extra_plant_first(kit):
    """GS-O1, GS-O2: with Salad Bowl and Ploughman's Lunch in hand, the order of planting decides: lettuce and
    tomato together complete Salad Bowl at once; radish first lets the last planting meet both, and then the
    player chooses the bigger one; the small one stays in hand."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "ploughmans-lunch", "lettuce.01", "tomato.01", "radish.01")
    twin = st.clone()
    twin.apply(Plant(0, "lettuce.01", 0))
    twin.apply(Plant(0, "tomato.01", 0))
    assert [c["objective"] for c in twin.completed[0]] == ["salad-bowl"]
    st.apply(Plant(0, "radish.01", 0))
    st.apply(Plant(0, "lettuce.01", 0))
    assert st.completed[0] == []
    st.apply(Plant(0, "tomato.01", 0))
    assert kit.asked(st) == {
        "kind": "complete",
        "player": 0,
        "options": [["salad-bowl", 0], ["ploughmans-lunch", 0]],
    }
    assert set(st.legal_moves()) == {CompleteObjective(0, "salad-bowl", 0), CompleteObjective(0, "ploughmans-lunch", 0)}
    st.apply(CompleteObjective(0, "ploughmans-lunch", 0))
    assert st.completed[0] == [{"objective": "ploughmans-lunch", "good_bug": None}]
    assert st.hands[0]["objective"] == ["salad-bowl"] and st.plots[0][0]["plants"] == []
    assert st.totals()[0] == 13 and st.turn == 1  # the third action was the tomato: the turn passed


def test_several_objectives_in_one_turn(kit):
    """GS-O1: more than one objective can complete in a turn, each as its plot meets it."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "rabbit-run", "tomato.01", "carrot.01")
    kit.sow(st, 0, 0, "lettuce.01")
    kit.sow(st, 0, 1, "lettuce.02")
    st.apply(Plant(0, "tomato.01", 0))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl"]
    st.apply(Plant(0, "carrot.01", 1))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl", "rabbit-run"] and st.actions_left == 1
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "rabbit-run")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    kit.sow(st, 0, 1, "lettuce.02", "carrot.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    kit.bug(st, 0, 1, "bad.02", by=1)
    kit.give(st, 0, "pesticide.01", "pesticide.02")
    st.apply(UsePesticide(0, "pesticide.01", 0))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl"]
    st.apply(UsePesticide(0, "pesticide.02", 1))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl", "rabbit-run"] and st.actions_left == 1


def test_an_objective_drawn_already_met_completes_when_drawn(kit):
    """GS-O1: drawing an objective your garden already satisfies completes it at once (our decision)."""
    st = kit.fresh()
    kit.sow(st, 0, 1, "carrot.01", "radish.01")
    kit.on_top(st, "crudites")
    events = st.apply(DrawObjective(0))
    assert any(type(e) is ObjectiveCompleted and e.objective == "crudites" for e in events)
    assert st.plots[0][1]["plants"] == [] and st.actions_left == 2


def test_nothing_completes_on_another_players_turn(kit):
    """GS-O1: completion happens during your own turn only (the plot is laid by hand here: in play only its owner
    can make an objective met, so it would have completed already)."""
    st = kit.fresh()
    st.apply(EndTurn(0))
    kit.give(st, 0, "salad-bowl")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    st.apply(rules.DrawPlant(1, rules.PLANT_DECK))
    assert st.completed[0] == []
    events = st.apply(EndTurn(1))
    assert st.turn == 0 and [c["objective"] for c in st.completed[0]] == ["salad-bowl"]
    assert [type(e) for e in events].index(rules.TurnPassed) < [type(e) for e in events].index(ObjectiveCompleted)


def test_used_plants_discarded_extras_stay_good_bug_goes_under(kit):
    """GS-O2: the plants used are discarded, others stay; a good bug on the plot goes under the objective."""
    st = kit.fresh()
    kit.give(st, 0, "tomato-twins", "tomato.01", "tomato.03")
    kit.sow(st, 0, 0, "lily.01")
    kit.bug(st, 0, 0, "good.01")
    kit.bug(st, 0, 1, "good.02")
    st.apply(Plant(0, "tomato.01", 0))
    events = st.apply(Plant(0, "tomato.03", 0))
    assert ObjectiveCompleted(0, "tomato-twins", 0, ("tomato.01", "tomato.03"), "good.01") in events
    assert st.plots[0][0]["plants"] == ["lily.01"] and st.plots[0][0]["good"] is None
    assert st.plots[0][1]["good"] == "good.02"
    assert st.completed[0] == [{"objective": "tomato-twins", "good_bug": "good.01"}]
    assert st.discard["plant"][-2:] == ["tomato.01", "tomato.03"]
    assert "good.01" not in st.discard["bug"]
    assert st.scores()[0].parts == {rules.PART_OBJECTIVES: 2, rules.PART_GOOD_BUGS: 3, rules.PART_GOLDEN_CAN: 0}


def test_objective_asking_for_a_good_bug(kit):
    """GS-O1, GS-O2: an objective that shows a good bug needs one on the plot, completes when it lands, and keeps
    it."""
    st = kit.fresh()
    kit.give(st, 0, "bee-stop", "sunflower.01", "good.01")
    st.apply(Plant(0, "sunflower.01", 1))
    assert st.completed[0] == []
    st.apply(rules.PlayGoodBug(0, "good.01", 1))
    assert st.completed[0] == [{"objective": "bee-stop", "good_bug": "good.01"}]
    assert st.scores()[0].total == 1 + 3


def test_no_completion_with_a_bad_bug(kit):
    """GS-O3: a plot with a bad bug completes nothing until it is sprayed, not even when the turn ends; the spray
    completes it at once."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "tomato.01", "pesticide.01")
    kit.sow(st, 0, 0, "lettuce.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    st.apply(Plant(0, "tomato.01", 0))
    assert st.completable(0) == [] and st.completed[0] == []
    twin = st.clone()
    twin.apply(EndTurn(0))
    assert twin.completed[0] == []
    st.apply(UsePesticide(0, "pesticide.01", 0))
    assert [c["objective"] for c in st.completed[0]] == ["salad-bowl"]


def test_overlapping_objectives_are_the_players_choice(kit):
    """GS-O1, GS-O2: one planting meets two objectives that want the same plant: the player says which completes;
    the other waits in hand, and play goes on."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01")
    kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")
    st.apply(Plant(0, "tomato.01", 0))
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
    assert st.prompt.kind == "play" and st.actions_left == 2 and _completions(st) == set()


def test_same_objective_on_either_plot_is_a_choice(kit):
    """GS-O1: when one objective is met on both plots, the player picks the plot."""
    st = kit.fresh()
    kit.give(st, 0, "twin-suns", "sunflower.04")
    kit.sow(st, 0, 0, "sunflower.01", "sunflower.02")
    kit.sow(st, 0, 1, "sunflower.03")
    st.apply(Plant(0, "sunflower.04", 1))
    assert kit.asked(st)["kind"] == "complete"
    assert _completions(st) == {CompleteObjective(0, "twin-suns", 0), CompleteObjective(0, "twin-suns", 1)}
    st.apply(CompleteObjective(0, "twin-suns", 1))
    assert st.plots[0][0]["plants"] == ["sunflower.01", "sunflower.02"] and st.plots[0][1]["plants"] == []


def test_two_objectives_sharing_a_good_bug_plot(kit):
    """GS-O2: when two objectives complete from one plot, the first chosen takes the good bug."""
    st = kit.fresh()
    kit.give(st, 0, "ladybird-lunch", "tomato-twins", "tomato.02", "good.01")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01")
    st.apply(Plant(0, "tomato.02", 0))
    assert [c["objective"] for c in st.completed[0]] == ["tomato-twins"]  # no good bug yet: only one was met
    st = kit.fresh()
    kit.give(st, 0, "ladybird-lunch", "tomato-twins", "good.01")
    kit.sow(st, 0, 0, "lettuce.01", "tomato.01", "tomato.02")
    st.apply(rules.PlayGoodBug(0, "good.01", 0))
    assert kit.asked(st)["kind"] == "complete"
    st.apply(CompleteObjective(0, "tomato-twins", 0))
    assert st.completed[0] == [{"objective": "tomato-twins", "good_bug": "good.01"}]
    assert st.hands[0]["objective"] == ["ladybird-lunch"]  # it needs the good bug, now gone
