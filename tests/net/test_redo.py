"""Redo across laptops (issue 32), as at one screen: the seat that took a move back may play it again, until any
other move is made.

Real hosts and laptops over loopback, each laptop's table a ``RemoteSession`` (tests/net/remote_tables.py), checked
after every step against the host's game and against a hot-seat ``Session`` given the same moves, undos and redos.
"""

import json
import random
import time

import pytest

from gardengames import games, store
from gardengames.keeper import Keeper
from gardengames.net import protocol
from tests.net.remote_tables import NAMES, Laptops, ended_as_hot_seat, pair_and_one, play
from tests.net.test_undo import wait_for_refusal


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "steps"),
    [
        pytest.param("unbeetable", 2, 4, 400, id="unbeetable-2"),
        pytest.param("sabotage", 3, 4, 90, id="sabotage-3"),
    ],
)
def test_a_move_taken_back_is_played_again_on_every_laptop_as_at_one_screen(table, game_id, players, seed, steps):
    laptops = Laptops(table, game_id, players, seed)
    play(laptops, steps, 2, random.Random(seed), redo_every=2)
    assert laptops.redos >= 5 and laptops.undos > laptops.redos, (laptops.undos, laptops.redos)
    if game_id == "unbeetable":  # played to its end
        ended_as_hot_seat(laptops)


def ask_redo_raw(laptops, seat, at=None):
    """A redo sent as any laptop could send it, whatever its table says."""
    client = laptops.clients[seat]
    at = client.latest().moves if at is None else at
    text = json.dumps({"v": protocol.PROTOCOL, "t": "redo", "at": at})
    client._loop.call_soon_threadsafe(client._out.put_nowait, text)


def host_moves(laptops):
    host = laptops.host
    return host.call(lambda: list(host.session.moves))


def undo_a_move(laptops):
    """Play on until the seat to move may take a move back, and take it back."""
    for _ in range(300):
        if laptops.sessions[laptops.to_move()].can_undo():
            return laptops.undo()
        laptops.move()
    pytest.fail("no move could be taken back")


@pytest.mark.parametrize(("game_id", "players", "seed"), [("unbeetable", 2, 3), ("sabotage", 3, 3)])
def test_a_redo_is_refused_to_another_seat_for_an_old_position_and_after_a_fresh_move(table, game_id, players, seed):
    """Redos sent as any laptop could send them, whatever its table allows; each refused with a reason and the game
    unchanged. Only the laptop that took the move back is told it may redo (Redo enabled)."""
    laptops = Laptops(table, game_id, players, seed)
    ask_redo_raw(laptops, laptops.to_move())  # nothing was taken back yet
    assert "there is no move taken back to play again" in wait_for_refusal(laptops, laptops.to_move())

    undo_a_move(laptops)
    current = laptops.to_move()
    other = (current + 1) % players
    assert laptops.sessions[current].can_redo() and not laptops.sessions[other].can_redo()
    moves = host_moves(laptops)
    ask_redo_raw(laptops, other)
    assert f"it is not your turn: {NAMES[current]} is to move" in wait_for_refusal(laptops, other)

    # Asked for a position the game has left: refused, and the table says the redo was refused.
    session = laptops.sessions[current]
    session.client.send_redo = lambda: ask_redo_raw(laptops, current, at=len(session.moves) + 1)
    assert session.submit_redo() and not session.can_redo()  # nothing more until the host answers
    notice = wait_for_refusal(laptops, current)
    del session.client.send_redo
    assert notice == "The host would not play that move again: the game has moved on since that position"
    assert session.can_redo() and host_moves(laptops) == moves

    # A fresh move (here: any other than the one taken back) empties the redo list, at the host as at one screen.
    undone = laptops.hot_seat._redo[-1]
    legal = session.state.legal_moves()
    fresh = next((move for move in legal if move != undone), undone)
    assert session.submit(fresh)
    laptops.hot_seat.apply(fresh)
    laptops.check_histories(laptops.settle(len(laptops.hot_seat.moves)))
    assert not laptops.hot_seat.can_redo()
    assert not any(s.can_redo() for s in laptops.sessions)
    mover = laptops.to_move()
    ask_redo_raw(laptops, mover)
    assert "there is no move taken back to play again" in wait_for_refusal(laptops, mover)
    assert host_moves(laptops) == laptops.hot_seat.moves


def test_a_redo_is_refused_after_the_turn_passed(table):
    """A move taken back, then a turn handed on: the next player may not play the old player's move again, nor
    may the old player, though nobody else has moved since."""
    laptops = Laptops(table, "unbeetable", 2, 3)
    undo_a_move(laptops)
    undoer = laptops.to_move()
    for _ in range(300):
        laptops.move()
        if laptops.to_move() != undoer:
            break
    else:
        pytest.fail("the turn never passed")
    assert not any(s.can_redo() for s in laptops.sessions)
    ask_redo_raw(laptops, laptops.to_move())
    assert "there is no move taken back to play again" in wait_for_refusal(laptops, laptops.to_move())
    ask_redo_raw(laptops, undoer)
    assert "it is not your turn" in wait_for_refusal(laptops, undoer)
    assert host_moves(laptops) == laptops.hot_seat.moves


def test_the_hosts_save_has_the_move_played_again(table):
    """The host's autosave (its ``Keeper``, as ``--serve`` attaches it) follows the redo as it follows the undo."""
    notices = []
    keepers = []
    laptops = Laptops(table, "unbeetable", 2, 3, on_start=lambda session: keepers.append(Keeper(session, notices)))
    undo_a_move(laptops)
    laptops.redo()
    saved = store.load_save("unbeetable", notices)
    assert saved is not None and saved.moves == laptops.hot_seat.moves, notices
    assert saved.state.to_dict() == laptops.hot_seat.state.to_dict()


def test_a_laptop_with_two_seats_redoes_for_the_seat_that_took_the_move_back(table):
    """A laptop holding seats 1 and 3 of Garden Sabotage! (its people take turns at its screen) may play again a move
    its seat to move took back, for each of its seats, as hot seat does; the other laptop never may."""
    host, pair, sessions, hot_seat, deadline = pair_and_one(table)
    bots, redone = games.get("sabotage").bots, set()
    while redone != {0, 2}:
        assert time.monotonic() < deadline, f"only redid for {sorted(redone)}"
        for session in sessions.values():
            session.take_arrived()
            session.take_undone()
        if not all(s.snapshot.moves == len(s.moves) == len(hot_seat.moves) for s in sessions.values()):
            time.sleep(0.005)
            continue
        current = hot_seat.state.current_player
        laptop, other = (sessions[1], sessions[0]) if current == 1 else (sessions[0], sessions[1])
        assert (laptop.can_undo(), laptop.can_redo()) == (hot_seat.can_undo(), hot_seat.can_redo())
        assert not other.can_undo() and not other.can_redo()
        if laptop.can_redo():
            assert laptop.submit_redo()
            hot_seat.redo()
            redone.add(current)
        elif laptop.can_undo() and current != 1 and current not in redone:
            assert laptop.submit_undo()
            hot_seat.undo()
        else:
            view = laptop.snapshot.views[current]
            move = bots.choose_move(view, laptop.state.legal_moves(), "easy", random.Random(len(hot_seat.moves)))
            assert laptop.submit(move)
            hot_seat.apply(move)
    while not host.call(lambda: len(host.session.moves)) == len(sessions[0].moves) == len(hot_seat.moves):
        assert time.monotonic() < deadline
        sessions[0].take_arrived()
        time.sleep(0.005)
    assert host.call(lambda: list(host.session.moves)) == hot_seat.moves
    assert host.call(lambda: host.session.state.to_dict()) == hot_seat.state.to_dict()
