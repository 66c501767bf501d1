"""Stable keys, the reasons the rules give for a refused click or drop, copies, and saves from before keys."""

from __future__ import annotations

import json
import random
from pathlib import Path

from gardengames import session as sessions
from gardengames.games.botanicus import rules as R

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "saves_v1" / "botanicus.json"


def test_every_card_task_and_prize_has_its_own_key_from_start_to_end():
    """BO-B5 BO-K1 BO-K6: the two copies of a card are two keys; every garden card, special task and prize
    token is counted once wherever it lies, from the deal to the end of the game."""
    data = R.load_data()
    assert data.deck()[:2] == ["seed-packet.01", "seed-packet.02"]
    assert len(set(data.deck())) == len(data.deck()) == 18
    state = R.new_game(3, 8)
    start = state.all_cards()
    assert set(start.values()) == {1} and len(start) == 18 + 20 + 12
    rng = random.Random(8)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
        assert state.all_cards() == start
    taken = [key for me in state.players for key in me["prizes"]]
    assert all(key.startswith("prize.") for key in taken + state.prizes)
    assert sum(state.prize_points(p) for p in range(3)) == sum(data.prize_value(k) for k in taken)


def test_moves_name_the_pieces_and_places_they_use():
    """BO-T1 BO-T2 BO-T3 BO-B2: a move names what it picks up and where it lands, by key."""
    assert R.MoveFlower(1, 0, 2, 0).source_key == "flower:1"
    assert R.MoveFlower(1, 0, 2, 0).target_key == "space:0:2"
    assert R.PlaceNeutral(3, 1).source_key == R.NEUTRAL_FLOWER
    assert R.WalkGardener(2, "n11", 2).source_key == "gardener:2"
    assert R.WalkGardener(2, "n11", 2).target_key == "node:2:n11"
    assert (R.PlayCard("hedgehog.01").target_key, R.SellCard("hedgehog.01").target_key) == ("zone:play", "zone:sell")
    assert R.Plant(0, 1, 2, 3).source_key == "supply:3" and R.Plant(0, 1, 2, 3).target_key == "bed:0:1:2"
    assert R.Water(0, 1, 2).source_key == "plant:0:1:2" and R.Water(0, 1, 2).target_key is None
    assert R.ChooseAction("tile", 4, 3).source_key == "tile:4:1"
    assert R.TrackMove(1, "money", "money-3", 3, 0).target_key == "track:money:money-3"
    assert R.AssignTask(0, "odd-pair", 2).target_key == "row:0:2"
    assert R.Pass().source_key is None and R.PayForAction(True).target_key is None


def test_why_not_explains_a_card_too_late_and_a_marker_that_cannot_stop(bo):
    """BO-T2 BO-K5: after the card step a card cannot be used, and a track move cannot stop beyond its steps;
    the rules say why in words, and say nothing when the move is legal."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["hand"] = ["garden-show.01", "hedgehog.01"]
    assert state.why_not("garden-show.01") == ""
    me["coins"] = 1
    assert "costs 2 coins; you have 1 coin" in state.why_not("garden-show.01", "zone:play")
    me["coins"] = 6
    state.apply(R.SellCard("hedgehog.01"))
    assert "only one card a turn" in state.why_not("garden-show.01")
    assert state.why_not(R.flower_key(p), "space:3:0") == f"Your Flower moves into column {state.column + 1} this turn."
    bo.queue_effects(state, [["track", "money", 1]])
    marker = f"marker:{p}:money"
    assert state.why_not(marker, "track:money:money-1") == ""
    assert state.why_not(marker, "track:money:money-9") == "Your marker cannot stop there with this move."


def test_fee_words_and_where_the_flowers_stand(bo):
    """BO-T4 BO-B8: joining an occupied space costs 3 coins a Flower, free with a Pole Position token; the
    neutral Flower stands on the board in a two-player game and waits in the start lane with the others."""
    state = bo.setup(2, seed=6)
    spots = state.flower_spots()
    assert set(spots) == {"flower:0", "flower:1", R.NEUTRAL_FLOWER} and all(c == -1 for c, _, _ in spots.values())
    state.apply(R.PlaceNeutral(0, 1))
    assert state.flower_spots()[R.NEUTRAL_FLOWER] == (0, 1, 0)
    assert state.fee_text(0) == "free" and state.fee_text(1) == "3 coins"
    state.players[state.current_player]["pole"] = 1
    assert state.fee_text(1) == "free (Pole)"
    assert R.flower_name(R.NEUTRAL_FLOWER, ["Ann", "Bob"]) == "the neutral Flower"
    assert R.flower_name("flower:1", ["Ann", "Bob"]) == "Bob"


def test_clone_is_deep_and_keeps_the_random_generator_apart():
    """A clone shares nothing mutable with its original: playing on it leaves the original as it was."""
    state = R.new_game(4, 2)
    rng = random.Random(2)
    for _ in range(90):
        state.apply(rng.choice(state.legal_moves()))
    before = state.to_dict()
    twin = state.clone()
    assert twin == state and twin.rng is not state.rng
    while not twin.is_over:
        twin.apply(rng.choice(twin.legal_moves()), check=False)
    assert state.to_dict() == before


def test_a_view_hides_the_keys_of_hidden_cards():
    """BO-B5: the keys of other hands and of the deck never appear in a player's view."""
    state = R.new_game(3, 4)
    view = json.dumps(state.view(0))
    hidden = [key for me in state.players[1:] for key in me["hand"]] + state.deck
    assert hidden and not any(f'"{key}"' in view for key in hidden)
    assert all(f'"{key}"' in view for key in state.players[0]["hand"])


def test_a_save_from_before_keys_replays_onto_the_same_cards():
    """BO-T2: a format-1 save names cards by id; each becomes the key of that card in the player's hand."""
    raw = json.loads(FIXTURE.read_text())
    session = sessions.from_record(raw, "botanicus")
    played = [m for m in session.moves if isinstance(m, (R.PlayCard, R.SellCard))]
    old = [m["card"] for m in raw["moves"] if m["type"] in ("PlayCard", "SellCard")]
    assert [R.card_id(m.card) for m in played] == old and all("." in m.card for m in played)
