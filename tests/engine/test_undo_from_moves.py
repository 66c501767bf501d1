"""Undo plays the moves again from the last point kept instead of keeping a copy of the state before every move
(issue 31, point 8: 12.6 MB of copies in a late four-player Botanicus game). It must still give back exactly the
position before the move, in every game, after hand-offs, after a resume and from a start a lesson arranged."""

import gc
import random
import tracemalloc

import pytest

from gardengames import games
from gardengames.session import Seat, Session, from_record


def seats_for(info):
    return [Seat(f"P{i}", "human", "easy", i) for i in range(1 if info.solitaire else min(3, info.max_players))]


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_undo_gives_back_exactly_the_position_before_the_move(game_id):
    info = games.GAMES[game_id]
    session = Session(game_id, seats_for(info), 5)
    rng = random.Random(5)
    before: list[dict] = []
    undone = 0
    for _ in range(300):
        if session.state.is_over:
            break
        before.append(session.state.to_dict())
        session.apply(rng.choice(session.state.legal_moves()))
        if session.can_undo() and rng.random() < 0.3:
            move = session.undo()
            assert session.state.to_dict() == before.pop(), f"{game_id}: undo of {move} changed the position"
            undone += 1
            before.append(session.state.to_dict())
            session.apply(move)
        if session.can_redo():
            pytest.fail("a fresh move clears the redo list")
    assert undone > 5


def test_undo_after_a_resume_and_from_an_arranged_start():
    info = games.GAMES["unsurmountable"]  # undo without a floor: back to the first move
    session = Session("unsurmountable", seats_for(info), 9)
    session.state.camp.reverse()  # a lesson or a test arranging the table after the deal
    arranged = session.state.to_dict()
    rng = random.Random(1)
    for _ in range(3):
        session.apply(rng.choice(session.state.legal_moves()))
    while session.can_undo():
        session.undo()
    assert session.state.to_dict() == arranged
    played = Session("unsurmountable", seats_for(info), 9)
    for _ in range(3):
        played.apply(rng.choice(played.state.legal_moves()))
    resumed = from_record(played.to_record())
    positions = []
    while resumed.can_undo():
        resumed.undo()
        positions.append(resumed.state.to_dict())
    while played.can_undo():
        played.undo()
    assert positions and positions[-1] == played.state.to_dict()


def test_a_long_game_keeps_no_copy_of_the_state_per_move():
    """A late four-player Botanicus game with undo in use held 12.6 MB of state copies; now about 0.5 MB."""
    info = games.GAMES["botanicus"]
    seats = [Seat(f"P{i}", "human", "easy", i) for i in range(info.max_players)]
    gc.collect()
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        session = Session("botanicus", seats, 7)
        rng = random.Random(7)
        while not session.state.is_over and len(session.moves) < 330:
            session.apply(rng.choice(session.state.legal_moves()))
            if session.can_undo() and rng.random() < 0.1:
                session.apply(session.undo())
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()
    assert len(session.moves) > 250
    assert held < 2_000_000, f"the session holds {held / 1e6:.1f} MB"
