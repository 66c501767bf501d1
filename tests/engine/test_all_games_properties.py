"""Properties every game's rules must keep, checked the same way for all of them (hypothesis drives the seeds).

After every move of random legal play: the state survives a JSON round trip unchanged, replaying the
moves from the seed rebuilds it exactly, each player's view can be re-dealt with different hidden cards
without changing what that player sees (so the view reveals none of them), the game's own card count
holds, and every game ends within a bound.
"""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gardengames import games

GAMES = list(games.GAMES.values())
MOVE_BOUND = {"unsurmountable": 400, "unbeetable": 3000, "sabotage": 4000, "botanicus": 3000}
PROPS = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def new(info, players, seed, options=None):
    return info.rules.new_game(players, seed, {**info.default_options(), **(options or {})})


@pytest.mark.parametrize("game_id", [g.id for g in GAMES])
@PROPS
@given(seed=st.integers(0, 10**9), players=st.integers(1, 4), picker=st.integers(0, 10**9))
def test_random_play_keeps_every_property(game_id, seed, players, picker):
    info = games.GAMES[game_id]
    players = max(info.min_players, min(info.max_players, players))
    state = new(info, players, seed)
    rng = random.Random(picker)
    codec = type(state).codec
    start_cards = state.all_cards()
    moves = []
    hidden_differed = False
    while not state.is_over:
        assert len(moves) < MOVE_BOUND[game_id], "the game did not end within the bound"
        legal = state.legal_moves()
        assert legal, "a running game must always offer a move"
        move = rng.choice(legal)
        state.apply(move)
        moves.append(move)
        # Round trip through JSON, moves included.
        assert type(state).from_dict(json.loads(json.dumps(state.to_dict()))) == state
        assert codec.decode(json.loads(json.dumps(codec.encode(move)))) == move
        assert state.all_cards() == start_cards, "a card was lost or duplicated"
        # Views: a re-deal of everything hidden from p leaves p's view unchanged.
        if len(moves) % 5 == 0 and not type(state).perfect_information:
            for p in range(players):
                view = state.view(p)
                json.dumps(view)  # views are plain data
                again = type(state).from_view(view, random.Random(len(moves) + p))
                assert again.view(p) == view
                hidden_differed |= again.to_dict() != state.to_dict()
    replay = new(info, players, seed)
    for move in moves:
        replay.apply(move)
    assert replay == state and replay.checksum() == state.checksum()
    assert state.current_player is None and state.legal_moves() == []
    assert len(state.scores()) == players
    if not type(state).perfect_information and len(moves) >= 5:
        assert hidden_differed, "re-dealing hidden cards never changed anything: is anything hidden at all?"


@pytest.mark.parametrize("game_id", [g.id for g in GAMES if g.max_players > 1])
def test_a_view_does_not_show_other_hands(game_id):
    """The strongest generic leak check: two states that differ only in p's unknowns give p the same view,
    and re-dealing does change the other hands (so they really are hidden from p)."""
    info = games.GAMES[game_id]
    state = new(info, 3 if info.max_players >= 3 else 2, 12345)
    view = state.view(0)
    changed = 0
    for k in range(20):
        other = type(state).from_view(view, random.Random(k))
        assert other.view(0) == view
        changed += other.view(1) != state.view(1)
    assert changed > 0
