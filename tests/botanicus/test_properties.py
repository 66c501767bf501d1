"""Whole games of random legal moves: invariants, saving, determinism and hidden information."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gardengames.games.botanicus import rules as R


def _random_game(players: int, seed: int, check_every: int = 1):
    """Play a seeded random game, checking the invariants after every move; returns (state, moves, flowers)."""
    state = R.new_game(players, seed)
    initial = list(state.supply)
    rng = random.Random(seed)
    moves = []
    flowers = 0
    step = 0
    while not state.is_over:
        legal = state.legal_moves()
        assert legal, f"no legal move in stage {state.stage}"
        move = rng.choice(legal)
        events = state.apply(move)
        moves.append(move)
        flowers += sum(isinstance(e, R.FlowerMoved) for e in events)
        step += 1
        for me in state.players:
            assert me["coins"] >= 0
        totals = list(state.supply)
        for me in state.players:
            for row in me["garden"]:
                for level in row:
                    if level:
                        totals[level - 1] += 1
        assert totals == initial, "a plant appeared or vanished"
        assert state.round <= 3
        if step % check_every == 0:
            assert R.State.from_dict(state.to_dict()) == state
    return state, moves, flowers


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6))
def test_random_games_keep_the_invariants(players, seed):
    """BO-T1 BO-T4 BO-K4 BO-K5 BO-B2 BO-R2 BO-E1: no payment ever takes coins below zero, every plant is
    counted (supply + gardens), the game ends after round three (16 Flower moves per player), and saving
    and loading gives the same state."""
    state, moves, flowers = _random_game(players, seed, check_every=7)
    assert state.is_over and state.round == 3
    assert flowers == 2 * 8 * players
    assert R.State.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    total_cards = len(state.deck) + len(state.discard) + sum(len(me["hand"]) for me in state.players)
    assert total_cards == len(state.data.deck())
    sheets = state.scores()
    assert all(s.total == sum(s.parts.values()) for s in sheets)
    assert state.winners()


def test_same_seed_same_moves_same_game():
    """The game is deterministic: the same seed and moves give the same state, byte for byte."""
    first, moves, _ = _random_game(3, 42, check_every=50)
    second = R.new_game(3, 42)
    for move in moves:
        second.apply(R.State.codec.decode(json.loads(json.dumps(R.State.codec.encode(move)))))
    assert second.checksum() == first.checksum()
    assert R.new_game(3, 43).checksum() != R.new_game(3, 42).checksum()


def test_view_hides_hands_deck_and_unrevealed_tasks():
    """BO-B5 BO-K1: a player's view shows other hands and the deck only as counts, and other players'
    special tasks only once all are placed; it carries no random-number state."""
    state = R.new_game(3, 5)
    view = state.view(0)
    json.dumps(view)
    assert "rng" not in view and view["deck"] is None and view["deck_count"] == len(state.deck)
    assert view["players"][0]["hand"] == state.players[0]["hand"]
    assert view["players"][0]["task_hand"] == state.players[0]["task_hand"]
    for p in (1, 2):
        assert view["players"][p]["hand"] is None and view["players"][p]["hand_count"] == 1
        assert view["players"][p]["task_hand"] is None and view["players"][p]["specials"] is None
    spectator = state.view(None)
    assert all(me["hand"] is None and me["task_hand"] is None for me in spectator["players"])
    assert view["task_piles"] is None and view["task_piles_count"] == {"four": 2, "other": 3}
    while state.stage == "assign":
        state.apply(state.legal_moves()[0])
    view = state.view(1)
    assert view["players"][0]["specials"] == state.players[0]["specials"]  # revealed after placement


def test_from_view_is_consistent():
    """BO-B5 BO-K1: a state sampled from a view agrees with everything the view shows; the hidden cards
    and tasks are dealt from those the viewer cannot account for."""
    state = R.new_game(4, 17)
    rng = random.Random(3)
    for _ in range(3):  # part-way through the task placement
        state.apply(state.legal_moves()[0])
    for step in range(140):
        viewer = state.current_player
        view = state.view(viewer)
        sample = R.State.from_view(view, random.Random(step))
        assert sample.view(viewer) == view
        assert sorted(sample.deck + [c for me in sample.players for c in me["hand"]] + sample.discard) == sorted(
            state.data.deck()
        )
        specials = [t for me in sample.players for t in me["specials"] + me["task_hand"] if t]
        piles = sample.task_piles["four"] + sample.task_piles["other"]
        assert sorted(specials + piles) == sorted(t.id for t in state.data.special_tasks)
        assert sample.legal_moves() == state.legal_moves()
        state.apply(rng.choice(state.legal_moves()))
        if state.is_over:
            break


def test_every_move_round_trips_through_the_codec():
    """Every legal move encodes to JSON and back unchanged (saves are seed + moves)."""
    state = R.new_game(2, 23)
    rng = random.Random(1)
    seen = set()
    while not state.is_over:
        for move in state.legal_moves():
            if type(move) not in seen:
                seen.add(type(move))
                assert R.State.codec.decode(json.loads(json.dumps(R.State.codec.encode(move)))) == move
                assert move.describe(["Ann", "Bob"])
        state.apply(rng.choice(state.legal_moves()))
    assert len(seen) >= 10


def test_prompt_describes_every_decision():
    """BO-T4: every decision (including which action first) has a prompt naming who must answer."""
    state = R.new_game(3, 31)
    rng = random.Random(2)
    kinds = set()
    while not state.is_over:
        prompt = state.prompt
        assert prompt is not None and prompt.player == state.current_player and prompt.text
        kinds.add(prompt.kind)
        state.apply(rng.choice(state.legal_moves()))
    assert state.prompt is None
    assert {"assign", "prep", "order", "final", "track", "plant"} <= kinds


def test_the_prompt_says_what_the_table_needs_to_know_of_the_turn():
    """The table reads what is asked from the prompt, never the rules' private stage: along a whole game the
    prompt's details agree with the state (preparation done so far, a choice following the Flower's move)."""
    state = R.new_game(3, 8)
    rng = random.Random(5)
    flower_choices = prep = 0
    while not state.is_over:
        prompt = state.prompt
        if prompt.kind in ("prep", "final"):
            prep += 1
            assert prompt.detail == {"walked": state.walked, "carded": state.carded}
        if prompt.kind in ("order", "pay"):
            assert prompt.detail["flower"] == (state.context == "flower")
            flower_choices += prompt.detail["flower"]
        state.apply(rng.choice(state.legal_moves()))
    assert prep and flower_choices
