"""Computer players: legal choices from a view only, every level, within a second of thinking."""

from __future__ import annotations

import random

import pytest

from gardengames.games.botanicus import bots
from gardengames.games.botanicus import rules as R


@pytest.mark.slow
@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_play_a_whole_game_with_legal_moves(level, monkeypatch):
    """A bot answers every decision of a whole game with one of the legal moves."""
    monkeypatch.setattr(bots, "HARD_WORLDS", 1)  # a tiny search (legality, not strength): quick
    state = R.new_game(3, 77)
    rng = random.Random(5)
    other = "easy"
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_moves()
        move = bots.choose_move(state.view(seat), legal, level if seat == 0 else other, rng)
        assert move in legal
        state.apply(move)
    assert state.round == 3


def test_bots_never_see_hidden_cards():
    """The bot gets a view where other hands and the deck are hidden, and still plays."""
    state = R.new_game(2, 3)
    while state.stage == "assign":
        state.apply(state.legal_moves()[0])
    seat = state.current_player
    view = state.view(seat)
    other = 1 - seat
    assert view["players"][other]["hand"] is None and view["deck"] is None
    legal = state.legal_moves()
    for level in bots.LEVELS:
        assert bots.choose_move(view, legal, level, random.Random(1)) in legal


def test_hard_respects_its_budget(monkeypatch):
    """The hard bot's search is a fixed size even for a big choice: at most HARD_WORLDS sampled worlds, the
    same move every time (its CPU time per move is measured by bench.py, not here)."""
    state = R.new_game(4, 9)
    while state.stage == "assign":
        state.apply(state.legal_moves()[0])
    seat = state.current_player
    state.players[seat]["coins"] = 12
    legal = state.legal_moves()
    worlds = []
    real = bots.State.from_view
    monkeypatch.setattr(bots.State, "from_view", staticmethod(lambda *a, **k: worlds.append(1) or real(*a, **k)))
    moves = set()
    for _ in range(3):
        worlds.clear()
        moves.add(bots.choose_move(state.view(seat), legal, "hard", random.Random(2)))
        assert 1 <= len(worlds) <= bots.HARD_WORLDS
    assert len(moves) == 1 and moves <= set(legal)


def test_unknown_level_is_refused():
    """Only the listed levels exist."""
    state = R.new_game(2, 1)
    with pytest.raises(ValueError):
        bots.choose_move(state.view(0), state.legal_moves(), "expert", random.Random(0))
