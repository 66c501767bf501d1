"""Resume replays a save's moves without taking undo snapshots; the snapshots an undo past the save point needs
(only solitaire goes that far) are made when it first asks, so the undo steps back through the very states
the live game passed through."""

import json
import random

from gardengames.session import Seat, Session, from_record


def live_game(game_id, players, seed, moves):
    session = Session(game_id, [Seat(f"P{i + 1}", colour=i) for i in range(players)], seed)
    rng = random.Random(seed)
    while len(session.moves) < moves and not session.state.is_over:
        session.apply(rng.choice(session.state.legal_moves()))
    return session


def resumed(session):
    return from_record(json.loads(json.dumps(session.to_record())))


def test_undo_after_resuming_a_solitaire_game_steps_back_through_the_live_states():
    live = live_game("unsurmountable", 1, 3, 12)
    again = resumed(live)
    assert again.state == live.state and len(live.moves) >= 5
    for _ in range(2):  # moves after the resume take their snapshots as they are played
        if live.state.is_over:
            break
        move = random.Random(len(live.moves)).choice(live.state.legal_moves())
        assert again.apply(move) == live.apply(move)
    steps = 0
    while live.can_undo():
        assert again.can_undo()
        assert again.undo() == live.undo()
        assert again.state == live.state
        steps += 1
    assert steps >= 5 and not again.can_undo() and not again.moves
    for _ in range(3):
        assert again.redo() == live.redo()
        assert again.state == live.state


def test_a_resumed_multiplayer_game_undoes_nothing_it_replayed():
    live = live_game("sabotage", 2, 4, 30)
    again = resumed(live)
    before = again.state.to_dict()
    assert not again.can_undo() and again.undo() is None
    assert again.state.to_dict() == before and len(again.moves) == 30
