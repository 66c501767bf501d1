"""Garden Sabotage! turn and actions: three actions, the ten kinds, and the choices they open."""

from __future__ import annotations

from gardengames.games.sabotage import rules
from gardengames.games.sabotage.rules import (
    BUG_DECK,
    DECK,
    PLANT_DECK,
    CardDrawn,
    DigUp,
    Discard,
    DrawBug,
    DrawObjective,
    DrawPlant,
    EatPlant,
    EndTurn,
    Plant,
    PlantEaten,
    PlayGoodBug,
    RowRefilled,
    Sabotage,
    Sweep,
    UsePesticide,
)


def test_three_actions_any_order_repeats_allowed(kit):
    """GS-T1: three actions a turn, any order, the same one repeated; then the next player."""
    st = kit.fresh()
    assert st.actions_text() == "3 of 3 actions left"
    st.apply(DrawPlant(0, PLANT_DECK))
    assert st.actions_text() == "2 of 3 actions left" and st.view(0)["actions_left"] == 2
    st.apply(DrawPlant(0, PLANT_DECK))
    assert st.turn == 0
    st.apply(DrawBug(0, BUG_DECK))
    assert st.turn == 1 and st.actions_left == 3
    st.apply(DrawBug(1, BUG_DECK))
    st.apply(Discard(1, st.hands[1]["bug"][0]))
    st.apply(DrawPlant(1, st.row["plant"][0]))
    assert st.turn == 0


def test_every_kind_of_action_is_offered(kit):
    """GS-T1: all ten kinds of action appear when they are possible, plus ending the turn early."""
    st = kit.fresh()
    kit.give(st, 0, "tomato.01", "good.01", "bad.01", "pesticide.01", "salad-bowl")
    kit.sow(st, 0, 0, "carrot.01")
    kit.bug(st, 0, 1, "bad.02", by=1)
    kinds = kit.types(st, st.legal_moves())
    assert kinds == {
        DrawPlant,
        Plant,
        DrawBug,
        Sabotage,
        PlayGoodBug,
        Sweep,
        UsePesticide,
        DrawObjective,
        DigUp,
        Discard,
        EndTurn,
    }


def test_ending_the_turn_early(kit):
    """GS-T1: ending early gives up the actions left (our decision)."""
    st = kit.fresh()
    st.apply(DrawPlant(0, PLANT_DECK))
    events = st.apply(EndTurn(0))
    assert st.turn == 1 and st.actions_left == 3
    assert any(type(e) is rules.TurnPassed and e.player == 1 for e in events)


def test_draw_plant_from_deck_or_row(kit):
    """GS-T2: a plant from the top of the deck, or from the row with the gap refilled from the deck."""
    st = kit.fresh()
    top = st.deck["plant"][-1]
    events = st.apply(DrawPlant(0, PLANT_DECK))
    assert st.hands[0]["plant"] == [top]
    assert events[0] == CardDrawn(0, "plant", top, DECK) and CardDrawn.reveals
    face_up = st.row["plant"][2]
    top = st.deck["plant"][-1]
    events = st.apply(DrawPlant(0, face_up))
    assert st.hands[0]["plant"][-1] == face_up
    assert st.row["plant"][2] == top
    assert RowRefilled("plant", 2, top) in events and RowRefilled.reveals


def test_no_hand_limit_for_plants_and_bugs(kit):
    """GS-T2, GS-T4: there is no limit to the cards in hand."""
    st = kit.fresh()
    for _ in range(10):
        for _ in range(3):
            st.apply(DrawPlant(st.turn, PLANT_DECK) if st.turn == 0 else DrawBug(st.turn, BUG_DECK))
    assert len(st.hands[0]["plant"]) == 15
    assert len(st.hands[1]["bug"]) == 15


def test_plant_on_own_plot_up_to_three(kit):
    """GS-T3: one plant per action, on your own plot, never a fourth on a plot."""
    st = kit.fresh()
    kit.give(st, 0, "tomato.01", "tomato.02", "tomato.03", "tomato.04")
    kit.sow(st, 0, 1, "lily.01", "lily.02", "lily.03")
    assert Plant(0, "tomato.01", 1) not in st.legal_moves()
    st.apply(Plant(0, "tomato.01", 0))
    assert st.plots[0][0]["plants"] == ["tomato.01"]
    assert "tomato.01" not in st.hands[0]["plant"]
    assert all(m.player == 0 for m in st.legal_moves() if type(m) is Plant)


def test_draw_bug_from_deck_or_row(kit):
    """GS-T4: a bug from the deck or the row of two; the row is refilled from the deck."""
    st = kit.fresh()
    face_up = st.row["bug"][1]
    top = st.deck["bug"][-1]
    st.apply(DrawBug(0, face_up))
    assert st.hands[0]["bug"] == [face_up] and st.row["bug"][1] == top
    top = st.deck["bug"][-1]
    st.apply(DrawBug(0, BUG_DECK))
    assert st.hands[0]["bug"][-1] == top


def test_sabotage_eats_at_once_and_the_attacker_chooses(kit):
    """GS-T5: the bad bug eats one plant at once; the attacker picks which; it is discarded."""
    st = kit.fresh()
    kit.give(st, 0, "bad.01")
    kit.sow(st, 1, 0, "tomato.01", "lily.01", "tomato.02")
    st.apply(Sabotage(0, "bad.01", 1, 0))
    assert kit.asked(st) == {"kind": "eat", "player": 0, "owner": 1, "plot": 0}
    assert st.current_player == 0
    answers = st.legal_moves()
    assert set(answers) == {EatPlant(0, 1, 0, c) for c in ("tomato.01", "lily.01", "tomato.02")}
    assert st.actions_left == 2  # the sabotage was the action; the answer is part of it
    events = st.apply(EatPlant(0, 1, 0, "lily.01"))
    assert PlantEaten(1, 0, "lily.01", 0) in events
    assert st.plots[1][0]["plants"] == ["tomato.01", "tomato.02"]
    assert st.discard["plant"][-1] == "lily.01"
    assert st.plots[1][0]["bad"] == "bad.01" and st.actions_left == 2 and st.prompt.kind == "play"


def test_sabotage_with_one_kind_of_plant_needs_no_choice(kit):
    """GS-T5: when every plant there is alike, the bug eats one straight away."""
    st = kit.fresh()
    kit.give(st, 0, "bad.01")
    kit.sow(st, 1, 1, "carrot.01", "carrot.02")
    events = st.apply(Sabotage(0, "bad.01", 1, 1))
    assert st.prompt.kind == "play"
    assert [type(e) for e in events][:2] == [rules.BugPlaced, PlantEaten]
    assert len(st.plots[1][1]["plants"]) == 1


def test_bad_bug_eats_again_at_each_of_the_victims_turns(kit):
    """GS-T5: at the start of the victim's turn the bug eats again, and its owner chooses what."""
    st = kit.fresh(3)
    kit.give(st, 0, "bad.01")
    kit.sow(st, 1, 0, "tomato.01", "lily.01", "carrot.01")
    st.apply(Sabotage(0, "bad.01", 1, 0))
    st.apply(EatPlant(0, 1, 0, "carrot.01"))
    st.apply(EndTurn(0))
    assert st.turn == 1 and st.current_player == 0  # the attacker answers at the start of the victim's turn
    assert kit.asked(st)["kind"] == "eat" and kit.asked(st)["owner"] == 1
    assert {type(m) for m in st.legal_moves()} == {EatPlant}
    st.apply(EatPlant(0, 1, 0, "lily.01"))
    assert st.plots[1][0]["plants"] == ["tomato.01"]
    assert st.current_player == 1 and st.actions_left == 3
    st.apply(EndTurn(1))
    st.apply(EndTurn(2))
    st.apply(EndTurn(0))
    assert st.plots[1][0]["plants"] == []  # the last one, eaten without a choice


def test_bad_bug_limits(kit):
    """GS-T5: never on your own garden, never on a plot that already has one, never past pesticide."""
    st = kit.fresh()
    kit.give(st, 0, "bad.01")
    kit.bug(st, 1, 0, "bad.02", by=0)
    sabotage = [m for m in st.legal_moves() if type(m) is Sabotage]
    assert sabotage == [Sabotage(0, "bad.01", 1, 1)]
    kit.bug(st, 1, 1, "pesticide.01")
    assert not [m for m in st.legal_moves() if type(m) is Sabotage]


def test_bad_bug_on_an_empty_plot(kit):
    """GS-T5: allowed (our decision); it eats nothing yet, and blocks the plot."""
    st = kit.fresh()
    kit.give(st, 0, "bad.01")
    events = st.apply(Sabotage(0, "bad.01", 1, 0))
    assert not any(type(e) is PlantEaten for e in events) and st.prompt.kind == "play"
    assert st.plots[1][0]["bad"] == "bad.01" and st.plots[1][0]["by"] == 0


def test_bad_bug_stays_when_its_plot_is_emptied(kit):
    """GS-T5, GS-T10: digging up clears plants only; the bad bug (and a good bug) stay."""
    st = kit.fresh()
    st.apply(EndTurn(0))
    kit.sow(st, 1, 0, "tomato.01", "lily.01")
    kit.bug(st, 1, 0, "bad.01", by=0)
    kit.bug(st, 1, 0, "good.01")
    st.apply(DigUp(1, 0))
    plot = st.plots[1][0]
    assert plot["plants"] == [] and plot["bad"] == "bad.01" and plot["good"] == "good.01"
    assert {"tomato.01", "lily.01"} <= set(st.discard["plant"])


def test_good_bug_on_own_plot_one_per_plot(kit):
    """GS-T6: a good bug goes on one of your own plots, one per plot."""
    st = kit.fresh()
    kit.give(st, 0, "good.01", "good.02")
    kit.bug(st, 0, 1, "good.03")
    goods = [m for m in st.legal_moves() if type(m) is PlayGoodBug]
    assert {(m.card, m.plot) for m in goods} == {("good.01", 0), ("good.02", 0)}
    st.apply(PlayGoodBug(0, "good.01", 0))
    assert st.plots[0][0]["good"] == "good.01"
    assert not [m for m in st.legal_moves() if type(m) is PlayGoodBug]
    assert st.plots[1][0]["good"] is None and st.plots[1][1]["good"] is None


def test_sweep_replaces_the_plant_row_only(kit):
    """GS-T7: the four face-up plants are discarded and four new ones laid out; bugs are never swept."""
    st = kit.fresh()
    old = list(st.row["plant"])
    bugs = list(st.row["bug"])
    new = st.deck["plant"][-4:][::-1]
    st.apply(Sweep(0))
    assert st.row["plant"] == new
    assert st.discard["plant"][-4:] == old
    assert st.row["bug"] == bugs
    assert all(type(m) is not Sweep or m == Sweep(0) for m in st.legal_moves())


def test_sweep_never_brings_back_the_same_cards_while_others_remain(kit):
    """GS-T7: with the deck empty, the new row comes from the older discards first."""
    st = kit.fresh()
    st.discard["plant"].extend(st.deck["plant"])
    st.deck["plant"].clear()
    old = list(st.row["plant"])
    st.apply(Sweep(0))
    assert not set(old) & set(st.row["plant"])
    assert kit.conserved(st)


def test_pesticide_kills_and_guards_until_next_turn(kit):
    """GS-T8: pesticide replaces the bad bug (discarded) and keeps bad bugs off until its owner's next turn."""
    st = kit.fresh()
    kit.give(st, 0, "pesticide.01")
    kit.give(st, 1, "bad.02")
    kit.bug(st, 0, 0, "bad.01", by=1)
    assert [m for m in st.legal_moves() if type(m) is UsePesticide] == [UsePesticide(0, "pesticide.01", 0)]
    st.apply(UsePesticide(0, "pesticide.01", 0))
    plot = st.plots[0][0]
    assert plot["bad"] is None and plot["pesticide"] == "pesticide.01"
    assert st.discard["bug"][-1] == "bad.01"
    st.apply(EndTurn(0))
    assert Sabotage(1, "bad.02", 0, 0) not in st.legal_moves()
    assert Sabotage(1, "bad.02", 0, 1) in st.legal_moves()
    events = st.apply(EndTurn(1))
    assert st.plots[0][0]["pesticide"] is None and st.discard["bug"][-1] == "pesticide.01"
    assert any(type(e) is rules.PesticideLifted for e in events)


def test_pesticide_only_where_a_bad_bug_is(kit):
    """GS-T8: no bad bug on your plots, no pesticide move."""
    st = kit.fresh()
    kit.give(st, 0, "pesticide.01")
    assert not [m for m in st.legal_moves() if type(m) is UsePesticide]


def test_draw_objective_only_below_two(kit):
    """GS-T9: the top objective card, and never a third in hand."""
    st = kit.fresh()
    top = st.deck["objective"][-1]
    st.apply(DrawObjective(0))
    assert st.hands[0]["objective"] == [top]
    st.apply(DrawObjective(0))
    assert len(st.hands[0]["objective"]) == 2
    assert DrawObjective(0) not in st.legal_moves()


def test_dig_up_clears_one_plot(kit):
    """GS-T10: every plant on one of your plots goes to the discards."""
    st = kit.fresh()
    kit.sow(st, 0, 1, "potato.01", "lily.01", "lily.02")
    kit.sow(st, 0, 0, "tomato.01")
    st.apply(DigUp(0, 1))
    assert st.plots[0][1]["plants"] == [] and st.plots[0][0]["plants"] == ["tomato.01"]
    assert st.discard["plant"][-3:] == ["potato.01", "lily.01", "lily.02"]
    assert DigUp(0, 1) not in st.legal_moves()


def test_discard_any_card_to_its_own_pile(kit):
    """GS-T11: one card from hand goes onto the discard pile of its own kind."""
    st = kit.fresh()
    kit.give(st, 0, "radish.01", "pesticide.01", "salsa")
    assert {m.card for m in st.legal_moves() if type(m) is Discard} == {"radish.01", "pesticide.01", "salsa"}
    st.apply(Discard(0, "radish.01"))
    st.apply(Discard(0, "pesticide.01"))
    st.apply(Discard(0, "salsa"))
    assert st.discard["plant"][-1] == "radish.01"
    assert st.discard["bug"][-1] == "pesticide.01"
    assert st.discard["objective"] == ["salsa"]


def test_empty_deck_reshuffles_its_discards(kit):
    """GS-T2, GS-T4: a deck that runs out takes its shuffled discard pile."""
    st = kit.fresh()
    st.discard["plant"].extend(st.deck["plant"])
    st.deck["plant"].clear()
    before = len(st.discard["plant"])
    events = st.apply(DrawPlant(0, PLANT_DECK))
    assert any(type(e) is rules.Reshuffled for e in events)
    assert len(st.deck["plant"]) == before - 1 and not st.discard["plant"]
    assert kit.conserved(st)


def test_draw_not_offered_when_deck_and_discards_are_empty(kit):
    """GS-T2, GS-T9: with no card left to draw, the draw action is not offered (our decision)."""
    st = kit.fresh()
    st.hands[1]["plant"].extend(st.deck["plant"])
    st.deck["plant"].clear()
    st.hands[1]["objective"].extend(st.deck["objective"])
    st.deck["objective"].clear()
    moves = st.legal_moves()
    first = st.row["plant"][0]
    assert DrawPlant(0, PLANT_DECK) not in moves and DrawPlant(0, first) in moves
    assert DrawObjective(0) not in moves and Sweep(0) not in moves
    st.apply(DrawPlant(0, first))
    assert st.row["plant"][0] is None  # the gap stays until cards come back
    assert DrawPlant(0, first) not in st.legal_moves()
    assert {m.source for m in st.legal_moves() if type(m) is DrawPlant} == {c for c in st.row["plant"] if c}
    kit.sow(st, 0, 0, st.hands[1]["plant"][0])
    st.apply(DigUp(0, 0))
    assert st.row["plant"][0] is not None  # back as soon as a card reaches the discards
    assert kit.conserved(st)
