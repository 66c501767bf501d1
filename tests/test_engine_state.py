"""The rules kernel: moves and events as data, legality, determinism, (de)serialisation."""

import json
import random

import pytest

from gardengames.engine.state import Codec, IllegalMove, rng_from_json, rng_to_json
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
