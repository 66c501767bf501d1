"""The rules kernel: moves and events as data, legality, determinism, (de)serialisation."""

import json
import random

import pytest

from gardengames.engine.state import VIEWER, Codec, IllegalMove, Prompt, WrongState, rng_from_json, rng_to_json
from tests.toygame import Passed, Take, ToyState


def play_random(state, seed, limit=100):
    rng = random.Random(seed)
    moves = []
    while not state.is_over and len(moves) < limit:
        move = rng.choice(state.legal_moves())
        state.apply(move)
        moves.append(move)
    return moves


def test_same_seed_same_moves_same_state():
    a, b = ToyState(2, 7), ToyState(2, 7)
    moves = play_random(a, 1)
    for m in moves:
        b.apply(m)
    assert a == b
    assert a.checksum() == b.checksum()


def test_different_seed_differs():
    assert ToyState(2, 1).to_dict() != ToyState(2, 2).to_dict()


def test_illegal_move_is_refused_and_changes_nothing():
    s = ToyState(2, 3)
    before = s.to_dict()
    with pytest.raises(IllegalMove):
        s.apply(Take(4))
    assert s.to_dict() == before


def test_no_move_after_the_end():
    s = ToyState(2, 3)
    play_random(s, 5)
    assert s.is_over and s.current_player is None
    with pytest.raises(IllegalMove):
        s.apply(Take(1))
    assert s.winners() == [s.last]


def test_round_trip_through_json_keeps_rng_stream():
    s = ToyState(3, 11)
    play_random(s, 2, limit=3)
    copy = ToyState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert copy == s
    assert copy.rng.random() == s.rng.random()


def test_rng_json_round_trip():
    rng = random.Random(5)
    rng.random()
    again = rng_from_json(json.loads(json.dumps(rng_to_json(rng))))
    assert again.random() == rng.random()


def test_codec_round_trip_and_rejections():
    codec = Codec([Take])
    assert codec.decode(json.loads(json.dumps(codec.encode(Take(2))))) == Take(2)
    for bad in ({"type": "Nope"}, {"count": 1}, {"type": "Take", "count": 1, "extra": 2}, [1], {"type": "Take"}):
        with pytest.raises(ValueError):
            codec.decode(bad)


def test_moves_and_events_are_immutable_and_printable():
    with pytest.raises(AttributeError):
        Take(1).count = 2  # type: ignore[misc]
    assert Take(2).describe(["Ann"]) == "took 2"
    assert Passed.reveals and "Passed" in str(Passed(1))


def test_prompt_is_plain_data_saying_whose_choice_and_what():
    state = ToyState(2, seed=3)
    prompt = state.prompt
    assert isinstance(prompt, Prompt) and prompt.player == state.current_player
    assert json.loads(json.dumps(prompt.to_json())) == prompt.to_json()
    assert prompt == Prompt("take", state.turn, prompt.text, {"pile": state.pile}) and hash(prompt)
    play_random(state, 1)
    assert state.prompt is None


def test_to_dict_names_game_and_version_and_from_dict_refuses_others():
    state = ToyState(2, seed=3)
    data = state.to_dict()
    assert data["game"] == "toy" and data["version"] == ToyState.state_version
    for wrong in (
        {**data, "game": "sabotage"},
        {**data, "version": 99},
        [1, 2],
        {k: v for k, v in data.items() if k != "game"},
    ):
        with pytest.raises(WrongState):
            ToyState.from_dict(wrong)


def test_unchecked_apply_skips_the_legality_check_only():
    checked, unchecked = ToyState(2, seed=9), ToyState(2, seed=9)
    while not checked.is_over:
        move = checked.legal_moves()[-1]
        assert checked.apply(move) == unchecked.apply(move, check=False)
    assert checked == unchecked
    with pytest.raises(IllegalMove):
        ToyState(2, seed=9).apply(Take(7))
    risky = ToyState(2, seed=9)
    risky.apply(Take(7), check=False)  # the caller's promise, not checked: search must only pass listed moves
    assert risky.pile != ToyState(2, seed=9).pile


def test_views_name_their_viewer_and_perfect_information_rebuilds_exactly():
    state = ToyState(3, seed=4)
    play_random(state, 2, limit=3)
    for p in (None, 0, 2):
        assert state.view(p)[VIEWER] == p
        assert ToyState.from_view(state.view(p), random.Random(0)) == state


def test_clone_is_equal_and_independent():
    state = ToyState(2, seed=5)
    twin = state.clone()
    assert twin == state and twin is not state
    twin.apply(twin.legal_moves()[0])
    assert twin != state
