"""Garden Sabotage! stable keys: every card keeps one key, every move names what it picks up and where it lands,
refusals come with the rule's reason, copies are independent, and old saves map onto today's moves."""

from __future__ import annotations

import json
import random

from gardengames.engine.state import VIEWER
from gardengames.games.sabotage import rules
from gardengames.games.sabotage.rules import (
    BUG_DECK,
    PLANT_DECK,
    CompleteObjective,
    DigUp,
    Discard,
    DrawBug,
    DrawObjective,
    DrawPlant,
    EatPlant,
    EndTurn,
    Plant,
    PlayGoodBug,
    Sabotage,
    Sweep,
    UsePesticide,
)


def _random_states(players: int, seed: int, count: int):
    st = rules.new_game(players, seed)
    pick = random.Random(seed)
    for _ in range(count):
        if st.is_over:
            return
        yield st
        st.apply(pick.choice(st.legal_moves()))


def _places(st: rules.State) -> set[str]:
    keys = {rules.deck_key(k) for k in rules.KINDS} | {rules.discard_key(k) for k in rules.KINDS}
    return keys | {rules.plot_key(q, i) for q in range(st.num_players) for i in range(rules.PLOTS)}


def test_every_move_names_card_and_place_keys(kit):
    """GS-C1, GS-T1: a move picks up a card the mover can see (or a deck) and lands on a plot or a discard pile;
    keyed moves never share both keys, and only the buttons (sweep, dig up, end turn) name no key."""
    for st in _random_states(3, 8, 150):
        cards = st.all_cards()
        seen = set(st.hands[st.turn]["plant"] + st.hands[st.turn]["bug"] + st.hands[st.turn]["objective"])
        seen |= {c for row in st.row.values() for c in row if c} | {
            c for mine in st.plots for p in mine for c in p["plants"]
        }
        pairs = []
        for move in st.legal_moves():
            source, target = move.source_key, move.target_key
            if source is None:
                assert target is None and type(move) in (Sweep, DigUp, EndTurn)
                continue
            pairs.append((source, target))
            assert source in _places(st) or (cards[source] == 1 and source in seen), move
            assert target is None or target in _places(st), move
        assert len(pairs) == len(set(pairs))
    assert kit.conserved(st)


def test_the_keys_of_each_move():
    """GS-T2..GS-T11: which key each kind of move picks up and where it lands."""
    assert (DrawPlant(0).source_key, DrawPlant(0).target_key) == (PLANT_DECK, None)
    assert (DrawBug(1, "bad.03").source_key, DrawBug(1, "bad.03").target_key) == ("bad.03", None)
    assert (Plant(1, "tomato.02", 1).source_key, Plant(1, "tomato.02", 1).target_key) == ("tomato.02", "plot:1:1")
    assert Sabotage(0, "bad.01", 2, 0).target_key == "plot:2:0"
    assert PlayGoodBug(0, "good.01", 1).target_key == UsePesticide(0, "pesticide.01", 1).target_key == "plot:0:1"
    assert [Discard(0, c).target_key for c in ("lily.01", "good.02", "salsa")] == [
        "discard:plant",
        "discard:bug",
        "discard:objective",
    ]
    assert (DrawObjective(0).source_key, EatPlant(0, 1, 0, "lily.01").source_key) == ("deck:objective", "lily.01")
    assert (CompleteObjective(2, "salsa", 1).source_key, CompleteObjective(2, "salsa", 1).target_key) == (
        "salsa",
        "plot:2:1",
    )
    assert all(m.source_key is None and m.target_key is None for m in (Sweep(0), DigUp(0, 1), EndTurn(0)))


def test_a_card_keeps_its_key_from_the_deck_to_the_plot(kit):
    """GS-T2, GS-T3: the card drawn from the row is the card planted: one key all the way."""
    st = kit.fresh()
    card = st.row["plant"][1]
    st.apply(DrawPlant(0, card))
    assert card in st.hands[0]["plant"]
    st.apply(Plant(0, card, 0))
    assert st.plots[0][0]["plants"] == [card] and st.all_cards()[card] == 1


def test_why_not_gives_the_rule(kit):
    """GS-T3, GS-T5, GS-T7, GS-T9, GS-T10: a refused click or drop is explained in the rules' words."""
    st = kit.fresh()
    kit.give(st, 0, "tomato.01", "bad.01", "salsa", "salad-bowl")
    kit.sow(st, 0, 1, "lily.01", "lily.02", "lily.03")
    kit.bug(st, 1, 1, "bad.02", by=0)
    assert st.why_not("tomato.01", "plot:0:0") == "" and st.why_not("tomato.01") == ""
    assert st.why_not("tomato.01", "plot:0:1") == "A plot holds at most 3 plants."
    assert st.why_not("tomato.01", "plot:1:0") == "Plants go on your own plots."
    assert st.why_not("bad.01", "plot:0:0") == "Set a bad bug on another gardener's plot."
    assert st.why_not("bad.01", "plot:1:1") == "That plot already has a bad bug."
    assert st.why_not("tomato.01", "discard:bug") == "It goes on the plant discard pile."
    assert st.why_not("deck:objective") == "You may hold at most two objectives."
    assert st.why_not("salsa", "plot:0:0") == "That plot does not hold everything Salsa shows yet."  # GS-O1
    assert st.why_not("salsa", "plot:1:0") == "Objectives complete on your own plots."
    on_a_plot = "Drag a card from your hand onto a plot; the dig-up buttons clear a plot."
    assert st.why_not("plot:0:0") == st.why_not("plot:1:1") == st.why_not("lily.01") == on_a_plot  # clicked alone
    assert st.why_not("bad.02") == on_a_plot
    assert st.why_not(rules.ROW) == "" and st.why_not(None) == ""
    st.hands[1]["plant"] += st.deck["plant"] + st.discard["plant"]
    st.deck["plant"].clear()
    st.discard["plant"].clear()
    assert st.why_not(PLANT_DECK) == "The plant deck and its discards are empty."
    assert st.why_not(rules.ROW) == "The plant row cannot be swept now."
    st.apply(Sabotage(0, "bad.01", 1, 0))  # on an empty plot: no question
    assert st.why_not(BUG_DECK) == ""


def test_why_not_during_a_question(kit):
    """GS-T5, GS-O1: while a question is open, everything else waits for the answer."""
    st = kit.fresh()
    kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01", "bad.01")
    kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")
    st.apply(Plant(0, "tomato.01", 0))  # two objectives met by one planting: which first?
    assert st.prompt.kind == "complete"
    assert st.why_not(None, "plot:0:0") == "Two objectives can complete on that plot: click the one to complete first."
    assert st.why_not("salad-bowl", "plot:0:0") == ""
    assert st.why_not(PLANT_DECK) == st.why_not(None) == "Answer the question first."


def test_a_complete_question_shows_its_objectives_only_to_who_answers(kit):
    """GS-S5, GS-O1: the objectives a question offers are hand cards: other views see only that one is asked."""
    st = kit.fresh(3)
    kit.give(st, 0, "salad-bowl", "sunny-side", "tomato.01")
    kit.sow(st, 0, 0, "lettuce.01", "sunflower.01")
    st.apply(Plant(0, "tomato.01", 0))
    assert st.view(0)["question"]["options"] == [["salad-bowl", 0], ["sunny-side", 0]]
    for viewer in (1, 2, None):
        view = st.view(viewer)
        text = json.dumps(view)
        assert '"salad-bowl"' not in text and '"sunny-side"' not in text
        assert view["question"] == {"kind": "complete", "player": 0} and view[VIEWER] == viewer
        guess = rules.State.from_view(view, random.Random(4))
        assert guess.view(viewer) == view and kit.conserved(guess)
    assert rules.State.from_view(st.view(0), random.Random(4)).legal_moves() == st.legal_moves()


def test_a_clone_draws_its_own_shuffle(kit):
    """GS-S2: a copy's generator is its own: a reshuffle in the copy leaves the original's sequence alone."""
    st = kit.fresh()
    st.discard["plant"].extend(st.deck["plant"])
    st.deck["plant"].clear()
    twin = st.clone()
    twin.apply(DrawPlant(0))
    assert twin.rng.getstate() != st.rng.getstate()
    again = st.clone()
    again.apply(DrawPlant(0))
    assert again == twin and kit.conserved(twin)
    st.apply(DrawPlant(0))
    assert st == twin


def test_a_format_1_draw_names_the_card_in_that_slot_now():
    """GS-T2, GS-T4: an old save's draw by slot is the draw of the card lying there (or of the deck)."""
    st = rules.new_game(2, 6, {"first_player": 1})
    card = st.row["bug"][1]
    assert st.upgrade_move({"type": "DrawBug", "player": 1, "slot": 1}, 1) == DrawBug(1, card)
    assert st.upgrade_move({"type": "DrawPlant", "player": 1, "slot": -1}, 1) == DrawPlant(1, PLANT_DECK)
    assert st.upgrade_move({"type": "DrawPlant", "player": 1}, 1) == DrawPlant(1, PLANT_DECK)
    assert st.upgrade_move({"type": "Plant", "player": 1, "card": "tomato.02", "plot": 0}, 1) == Plant(
        1, "tomato.02", 0
    )
