"""Stable keys, the prompt, why a click is refused, clones and old saves: the kernel contract as Unbeetable keeps it."""

import random
from collections import Counter

from gardengames.games.unbeetable.rules import (
    DECKS,
    SEASONS,
    DiscardHand,
    DrawCard,
    PlayAction,
    PlayFlood,
    PlayPlant,
    SeasonalGrow,
    back_of,
    kind_of,
    legacy_name,
    new_game,
)


def test_every_physical_card_has_its_own_key_from_setup_to_the_end():
    """UB-S1: each copy of a card is its own key (deck, type, serial); the keys in play never change."""
    state = new_game(3, 5)
    start = state.all_cards()
    assert set(start.values()) == {1} and len(start) == sum(len(state.data.card_keys[b]) for b in (*DECKS, "season"))
    for key in start:
        assert back_of(key) in (*DECKS, "season") and kind_of(key) in state.data.by_id
    assert {k for k in start if back_of(k) == "season"} == {f"season:{s}" for s in SEASONS}
    assert kind_of("summer:watering_can.03") == "watering_can" and legacy_name("summer:watering_can.03") == (
        "summer:watering_can"
    )
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        assert state.all_cards() == start


def test_moves_name_the_keys_they_pick_up_and_land_on(kit):
    """A card from the hand onto a spot or a band, a plant's spot for the seasonal grow, a deck to draw from."""
    st = kit.make(2, "summer")
    kit.plant(st, 1, 4, "pumpkin", 2)
    kit.give(st, 0, "carrot", "sun", "flood")
    keys = {(type(m).__name__, m.source_key, m.target_key) for m in st.legal_moves()}
    assert ("PlayPlant", "summer:carrot", "garden:0:8") in keys
    assert ("PlayAction", "summer:sun", "garden:1:4") in keys
    assert ("PlayFlood", "summer:flood", "column:1:1") in keys and ("PlayFlood", "summer:flood", "row:1:1") in keys
    assert ("DiscardHand", None, None) in keys
    pairs = [(m.source_key, m.target_key) for m in st.legal_moves() if m.source_key is not None]
    assert len(pairs) == len(set(pairs))  # one move per (picked up, landed on); the two buttons name no key
    assert ("EndTurn", None, None) in keys  # UB-T5: a button, at the start of the turn
    assert DrawCard(0, "summer").source_key == "deck:summer" and DrawCard(0, "summer").target_key == "hand:0"
    assert SeasonalGrow(1, 4).source_key == "garden:1:4" and SeasonalGrow(1, 4).target_key is None


def test_the_seasonal_grow_drags_the_season_card_onto_a_plant(kit):
    """UB-T2: the legal grows name the season card (picked up) and each plant that can grow (landed on); those
    two names are only how the move is shown: a grow written without them is the same move."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.plant(st, 0, 4, "radish", 4)  # withered: it cannot grow
    kit.plant(st, 0, 8, "carrot", 2)
    kit.begin_turn(st)
    legal = st.legal_moves()
    assert [(m.source_key, m.target_key) for m in legal] == [
        ("season:summer", "spring:beetroot"),
        ("season:summer", "spring:carrot"),
    ]
    assert legal == [SeasonalGrow(0, 0), SeasonalGrow(0, 8)] and hash(legal[1]) == hash(SeasonalGrow(0, 8))
    assert st.why_not("season:summer") == ""
    codec = type(st).codec
    assert codec.decode(codec.encode(legal[1])) == legal[1]
    assert codec.decode({"type": "SeasonalGrow", "player": 0, "spot": 8}) == legal[1]  # as format-2 saves wrote it
    st.apply(SeasonalGrow(0, 8))
    assert st.gardens[0][8]["phase"] == 3


def test_copies_of_a_card_are_told_apart_in_the_legal_moves():
    """Two copies of one card in a hand are two cards to drag: each has its own moves."""
    state = new_game(2, 1, {"first_player": 0})
    state.stage = "play"
    state.hands[0] = ["spring:carrot.01", "spring:carrot.02"]
    plants = [m for m in state.legal_moves() if isinstance(m, PlayPlant)]
    assert {m.card for m in plants} == {"spring:carrot.01", "spring:carrot.02"}
    state.apply(next(m for m in plants if m.card == "spring:carrot.02"))
    assert state.hands[0] == ["spring:carrot.01"]


def test_the_prompt_says_what_is_asked(kit):
    """UB-T1: the seasonal grow, then up to three cards (or the whole hand), then a deck; nothing once it is over."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "sun", "hail", "compost", "spade")
    kit.begin_turn(st)
    prompt = st.prompt
    assert (prompt.kind, prompt.player) == ("seasonal-grow", 0)
    assert prompt.text == "Spring: choose one of your plants to grow"
    st.apply(SeasonalGrow(0, 0))
    assert st.prompt.text == "Play up to 3 cards, discard your whole hand, or end your turn"
    st.apply(PlayPlant(0, "summer:carrot", 1))
    st.apply(PlayAction(0, "summer:hail", 0, 1))
    assert st.prompt.kind == "play" and st.prompt.text.startswith("Play up to 1 more card,")
    st.apply(PlayAction(0, "summer:compost", 0, 1))
    assert (
        st.prompt.kind == "draw"
        and st.prompt.text == "Refill your hand: choose a deck for each card you draw (3 cards to go)"
    )
    st.apply(DrawCard(0, "spring"))
    assert st.prompt.kind == "draw" and st.prompt.text.endswith("(2 cards to go)")
    st.stage = "over"
    assert st.prompt is None


def test_why_a_deck_or_a_card_is_refused(kit):
    """UB-T5, UB-T7: the reasons the table shows for a click that no legal move answers."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 1)
    kit.give(st, 0, "carrot", "weeds", "sun")
    assert st.why_not("deck:autumn") == "The autumn deck opens when the autumn card turns up."
    assert st.why_not("deck:summer") == (
        "Your hand is full: play a card or discard your hand first, or end your turn without drawing."
    )
    assert st.why_not("summer:carrot") == ""  # it has places to go
    kit.begin_turn(st)
    assert st.stage == "season"
    assert st.why_not("deck:summer") == "First the seasonal action: click a glowing plant."
    assert st.why_not("summer:carrot").startswith("First the seasonal action: choose one of your plants")
    st.apply(SeasonalGrow(0, 0))
    for spot in range(1, 9):
        kit.plant(st, 0, spot, "weeds")
    kit.plant(st, 1, 0, "beetroot")
    for spot in range(1, 9):
        kit.plant(st, 1, spot, "weeds")
    assert st.why_not("summer:carrot") == "That card has no place it can go right now."  # both gardens full
    st.apply(PlayAction(0, "summer:sun", 0, 0))
    assert st.why_not("deck:summer") == ""
    st.played = 3
    assert st.why_not("summer:weeds") == "You cannot play more cards this turn: click a glowing deck to draw."
    st.decks["spring"] = []
    assert st.why_not("deck:spring") == "The spring deck is empty."


def test_clone_is_deep_and_its_random_generator_its_own():
    """A clone equals its original, and nothing done to one (moves, drawing random numbers) touches the other."""
    state = new_game(2, 9)
    twin = state.clone()
    assert twin == state and twin.to_dict() == state.to_dict()
    before = state.to_dict()
    twin.rng.random()
    twin.apply(twin.legal_moves()[0])
    assert state.to_dict() == before and twin.rng.getstate() != state.rng.getstate()
    third = state.clone()
    state.rng.random()
    assert third.to_dict()["rng"] == before["rng"] != state.to_dict()["rng"]


def test_a_format_1_move_means_the_first_such_card_in_the_hand():
    """Old saves named cards by deck and type: the upgraded move plays the first copy in the hand (as
    ``list.remove`` did), so the replay deals the same game."""
    state = new_game(2, 4, {"first_player": 0})
    state.stage = "play"
    state.hands[0] = ["spring:sun.02", "spring:carrot.04", "spring:sun.01"]
    raw = {"type": "PlayAction", "player": 0, "card": "spring:sun", "owner": 0, "spot": 0}
    assert state.upgrade_move(raw, 1) == PlayAction(0, "spring:sun.02", 0, 0)
    raw = {"type": "PlayFlood", "player": 0, "card": "spring:flood", "owner": 1, "axis": "row", "index": 0}
    assert state.upgrade_move(raw, 1) == PlayFlood(0, "spring:flood", 1, "row", 0)  # not in hand: stays illegal
    assert state.upgrade_move({"type": "DiscardHand", "player": 0}, 1) == DiscardHand(0)
    assert state.upgrade_move({"type": "PlayPlant", "player": 0, "card": "spring:carrot.04", "spot": 1}, 2) == (
        PlayPlant(0, "spring:carrot.04", 1)
    )


def test_views_show_hidden_cards_by_their_backs_only():
    """Another hand and the decks never show a key; the viewer's own hand does."""
    state = new_game(3, 2)
    view = state.view(1)
    assert view["viewer"] == 1 and view["hands"][1] == state.hands[1]
    assert view["hands"][0] is None and view["hands"][2] is None and view["decks"] is None
    assert view["hands_backs"][0] == [back_of(c) for c in state.hands[0]]
    assert all(isinstance(n, int) for n in view["decks_count"].values())
    shown = Counter(str(v) for v in _leaves(view))
    for hidden in [*state.hands[0], *state.hands[2], *(c for d in state.decks.values() for c in d)]:
        assert hidden not in shown


def _leaves(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from _leaves(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from _leaves(v)
    else:
        yield obj


def test_bots_weigh_each_choice_once(kit):
    """Copies of one card play alike: the computer players weigh the first copy's moves only."""
    from gardengames.games.unbeetable import bots

    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "beetroot", 3)
    st.hands[0] = ["summer:sun.01", "summer:carrot.01", "summer:sun.02"]
    legal = st.legal_moves()
    assert PlayAction(0, "summer:sun.02", 0, 0) in legal
    kept = bots.distinct(legal)
    assert [m for m in legal if getattr(m, "card", "") != "summer:sun.02"] == kept
    assert bots.choose_move(st.view(0), legal, "easy", random.Random(1)) == PlayAction(0, "summer:sun.01", 0, 0)
