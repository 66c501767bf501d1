"""The kernel contract for Unsurmountable: stable card and place keys on every move, the prompt, a fast
independent clone, views re-dealt by ``from_view``, format-1 saves upgraded, and the rules' "why not"."""

import json
import random
from collections import Counter

import pytest

from gardengames.engine.state import VIEWER, Prompt
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import (
    Build,
    Choose,
    ChooseSlot,
    Helicopter,
    State,
    UseAbility,
    geometry,
    new_game,
)

DATA = rules.load_data()
CARD_KEYS = Counter([*(card.id for card in DATA.cards), rules.HELICOPTER])


def played(seed: int, level: int, steps: int) -> list[State]:
    state = new_game(1, seed, {"level": level})
    rng = random.Random(seed)
    seen = [state.clone()]
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))
        seen.append(state.clone())
    return seen


def test_every_card_has_one_key_from_setup_to_the_end():
    """UM-C1, UM-G8: the 17 mountain cards and the helicopter are counted once each by their keys, wherever
    they lie (deck, Base Camp, mountain, discard pile, removed pile), all game long."""
    for seed in range(6):
        for state in played(seed, 1 + seed % 5, 80):
            assert state.all_cards() == CARD_KEYS


def test_moves_name_the_card_they_pick_up_and_the_place_they_land_on(position, card_of):
    """UM-B1, UM-G1: a build drags the First card onto a mountain place; any other Base Camp card (and the
    helicopter) is dropped on the ability zone; an ability's answer is a click on a card or a place."""
    state = new_game(1, 3)
    first = state.first
    assert Build(first, 0, 0) in state.legal_moves()
    assert (Build(first, 0, 0).source_key, Build(first, 0, 0).target_key) == (first, "slot:0:0")
    assert (UseAbility("m02").source_key, UseAbility("m02").target_key) == ("m02", rules.ABILITY)
    assert (Helicopter().source_key, Helicopter().target_key) == (rules.HELICOPTER, rules.ABILITY)
    assert (Choose("m05").source_key, Choose("m05").target_key) == ("m05", None)
    assert (ChooseSlot(0, -1).source_key, ChooseSlot(0, -1).target_key) == ("slot:0:-1", None)
    assert rules.slot_key(2, -3) == "slot:2:-3" and rules.slot_of_key("slot:2:-3") == (2, -3)
    assert rules.slot_of_key("m01") is None and rules.slot_of_key("slot:x") is None


@pytest.mark.parametrize("level", rules.LEVELS)
def test_keys_of_legal_moves_tell_them_apart_and_name_cards_where_they_lie(level):
    """UM-B1, UM-G6: no two legal moves share (source key, target key); each card key a move picks up is
    a card in play where the rules say (the First card for a build), each place key a place the rules offer."""
    for state in played(level, level, 120):
        legal = state.legal_moves()
        pairs = [(m.source_key, m.target_key) for m in legal]
        assert len(set(pairs)) == len(pairs)
        for move in legal:
            if isinstance(move, Build):
                assert move.card == state.first and (move.row, move.col) in state.legal_slots()
                assert rules.slot_of_key(move.target_key) == (move.row, move.col)
            elif isinstance(move, ChooseSlot):
                assert rules.slot_of_key(move.source_key) == (move.row, move.col)
            else:
                assert move.source_key in state.all_cards()
            assert state.why_not(move.source_key, move.target_key) == ""


def test_prompt_says_what_is_asked_and_is_none_once_over(position, card_of):
    """UM-G1, UM-G6: between turns the player builds or uses an ability; during an ability the prompt names
    it, its card, the step and what is picked; a finished game asks nothing."""
    state = new_game(1, 2)
    assert state.prompt == Prompt(rules.PLAY, 0, rules.PLAY_TEXT)
    swap = card_of("swap_camp")
    a, b = [c.id for c in DATA.cards if c.id != swap][:2]
    busy = position(camp=[a, swap, b])
    busy.apply(UseAbility(swap))
    busy.apply(Choose(a))
    prompt = busy.prompt
    assert prompt.kind == "swap_camp" and prompt.player == 0
    assert prompt.text == "Choose the Base Camp card to swap it with"
    assert dict(prompt.detail) == {"card": swap, "step": "camp", "picked": [a]}
    assert busy.view(0)["prompt"] == prompt.to_json()
    over = position(camp=[], deck=[])
    over.status = "lost"
    assert over.prompt is None and over.view(0)["prompt"] is None


def test_clone_is_deep_and_keeps_the_rng(position, card_of):
    """UM-S1, UM-G6: a clone is the same game (its RNG and an ability half answered included) and shares
    nothing that changes: answering on the clone leaves the original asking."""
    swap = card_of("swap_camp")
    a, b, c = [card.id for card in DATA.cards if card.id != swap][:3]
    state = position(camp=[a, swap, b], deck=[c])
    state.apply(UseAbility(swap))
    state.apply(Choose(a))
    twin = state.clone()
    assert twin == state and twin.rng.getstate() == state.rng.getstate()
    assert twin.rng is not state.rng
    twin.rng.random()
    assert twin.rng.getstate() != state.rng.getstate() and twin != state
    before = state.to_dict()
    again = state.clone()
    again.apply(Choose(b))
    assert again.camp == [b, a, c] and state.to_dict() == before and state.prompt.detail["picked"] == [a]
    assert State.from_dict(json.loads(json.dumps(before))).clone() == state


def test_view_starts_with_the_header_and_from_view_redeals_only_the_unseen_deck(card_of, position):
    """UM-S1: the view names the game and the viewer; a state dealt from it keeps every card the player
    sees (the deck cards an ability showed stay in place) and deals the rest of the deck at random."""
    lake = card_of("reorder_top3")
    others = [c.id for c in DATA.cards if c.id != lake]
    state = position(camp=[others[0], lake], deck=others[1:9], camp_size=2)
    state.apply(UseAbility(lake))  # shows the top three
    view = state.view(0)
    assert view["game"] == "unsurmountable" and view[VIEWER] == 0
    assert view["deck"][:3] == others[1:4] and view["deck"][3:] == [None] * 5
    orders = set()
    for k in range(12):
        again = State.from_view(view, random.Random(k))
        assert again.view(0) == view and again.legal_moves() == state.legal_moves()
        assert again.deck[:3] == state.deck[:3] and sorted(again.deck) == sorted(state.deck)
        assert again.all_cards() == state.all_cards()
        orders.add(tuple(again.deck))
    assert len(orders) > 1
    assert State.from_view(view, random.Random(1)).deck == State.from_view(view, random.Random(1)).deck
    broken = {**view, "deck": [*view["deck"], None]}
    with pytest.raises(ValueError):
        State.from_view(broken, random.Random(0))


def test_a_format_1_build_is_upgraded_to_the_first_card():
    """UM-B1: saves of format 1 wrote a build as its place; the card built is the First card."""
    state = new_game(1, 4)
    move = state.upgrade_move({"type": "Build", "row": 0, "col": 0}, 1)
    assert move == Build(state.first, 0, 0) and move in state.legal_moves()
    assert state.upgrade_move({"type": "UseAbility", "card": "m02"}, 1) == UseAbility("m02")
    assert state.upgrade_move({"type": "Helicopter"}, 1) == Helicopter()
    assert state.upgrade_move(State.codec.encode(Build(state.first, 0, 0)), 2) == Build(state.first, 0, 0)
    empty = new_game(1, 4)
    empty.camp = []
    with pytest.raises(ValueError):
        empty.upgrade_move({"type": "Build", "row": 0, "col": 0}, 1)


def test_why_not_explains_refused_clicks_and_drops_in_the_rules_words(position, card_of):
    """UM-B1, UM-G2, UM-H1, UM-G6: only the First card is built, only at a legal place; the other cards
    are discarded for their abilities; the helicopter flies once; an ability's question comes first."""
    state = new_game(1, 5)
    first, other = state.camp[0], state.camp[1]
    assert state.why_not(first) == "Drag the First card onto a glowing place on the mountain."
    assert state.why_not(first, "slot:0:0") == "" and state.why_not(other, rules.ABILITY) == ""
    assert "First card is built" in state.why_not(first, rules.ABILITY)
    assert "next to a bottom-row card" in state.why_not(first, "slot:1:0")
    assert "Only the First card is built" in state.why_not(other, "slot:0:0")
    assert state.why_not(other) == "" and state.why_not(None) == ""
    state.apply(Helicopter())
    assert "First answer the ability's question: choose a Base Camp card" in state.why_not(first, "slot:0:0")
    state.apply(Choose(other))
    assert "once per game" in state.why_not(rules.HELICOPTER, rules.ABILITY)
    ids = [card.id for card in DATA.cards]
    full = position(mountain=dict(zip(geometry.frame(0), ids, strict=False)), camp=ids[10:12])
    assert full.why_not(ids[10], "slot:0:4") == "The mountain is full: no card can be built."
    assert full.why_not(ids[10]) == "The mountain is full: no card can be built."  # a click: nothing is lit to drag to
    over = position(camp=[], deck=[])
    over.status = "lost"
    assert over.why_not("m01", "slot:0:0") == ""
