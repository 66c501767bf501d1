"""Undo across laptops (issue 32), as at one screen: within your own turn, never past a reveal or a hand-off.

Real hosts and laptops over loopback, each laptop's table a ``RemoteSession`` (tests/net/remote_tables.py), played
a step at a time: each step waits until every laptop shows the host's game, then checks that their histories agree
with the host's (each as its seat may see it), that each was told every move taken back, and that the host's game
is exactly the game a hot-seat ``Session`` plays with the same moves and undos.
"""

import asyncio
import functools
import json
import random
import time

import pytest

from gardengames import games, store
from gardengames.keeper import Keeper
from gardengames.net import protocol
from gardengames.net.remote import UNSEEN, RemoteSession
from gardengames.session import Seat, Session
from tests.net.laptops import GAME_SECONDS, REMOTE
from tests.net.remote_tables import NAMES, SECRET, SETTLE_SECONDS, Laptops, ended_as_hot_seat, pair_and_one, play


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "steps"),
    [
        pytest.param("unbeetable", 2, 3, 400, id="unbeetable-2"),
        pytest.param("sabotage", 3, 3, 90, id="sabotage-3"),
    ],
)
def test_a_move_taken_back_is_taken_back_on_every_laptop(table, game_id, players, seed, steps):
    laptops = Laptops(table, game_id, players, seed)
    undos = play(laptops, steps, 2, random.Random(seed))
    assert undos >= 5, "too few undos to prove anything"
    if game_id == "unbeetable":  # played to its end
        ended_as_hot_seat(laptops)


def wait_for_refusal(laptops, seat):
    deadline = time.monotonic() + SETTLE_SECONDS
    while not laptops.notices[seat]:
        laptops.settle()
        assert time.monotonic() < deadline, "the host never answered"
        time.sleep(0.01)
    return laptops.notices[seat].pop()


def ask_undo_raw(laptops, seat, at=None):
    """An undo sent as any laptop could send it, whatever its table says."""
    client = laptops.clients[seat]
    at = client.latest().moves if at is None else at
    text = json.dumps({"v": protocol.PROTOCOL, "t": "undo", "at": at})
    client._loop.call_soon_threadsafe(client._out.put_nowait, text)


@pytest.mark.parametrize(("game_id", "players", "seed"), [("unbeetable", 2, 3), ("sabotage", 3, 3)])
def test_an_undo_is_refused_after_a_hand_off_to_a_laptop_not_to_move_and_for_an_old_position(
    table, game_id, players, seed
):
    """Undos sent as any laptop could send them, whatever its table allows: by the new player after a hand-off, by
    a laptop whose seat is not to move, and for a position the game has left; each refused with a reason, the game
    unchanged. The host's answer (Undo enabled) is False on every laptop but the one to move."""
    laptops = Laptops(table, game_id, players, seed)
    seen = set()
    for _ in range(300):
        if seen >= {"hand-off", "not to move", "stale"}:
            break
        history = laptops.move()
        current, last = laptops.to_move(), history[-1][0]
        may = laptops.sessions[current].can_undo()
        if current != last and "hand-off" not in seen:
            # The turn passed: the new player may not undo the old one's move, nor the old player its own.
            assert not may and not laptops.sessions[last].can_undo()
            ask_undo_raw(laptops, current)
            reason = wait_for_refusal(laptops, current)
            assert "undo works only within your own turn" in reason, reason
            seen.add("hand-off")
        elif may and "not to move" not in seen:
            other = (current + 1) % players
            assert not laptops.sessions[other].can_undo()
            ask_undo_raw(laptops, other)
            assert f"it is not your turn: {NAMES[current]} is to move" in wait_for_refusal(laptops, other)
            seen.add("not to move")
        elif may and "stale" not in seen:
            # Asked for a position the game has left: refused, and the table says the undo was refused.
            session = laptops.sessions[current]
            stale = functools.partial(ask_undo_raw, laptops, current, at=len(session.moves) - 1)
            session.client.send_undo = stale
            assert session.submit_undo() and not session.can_undo()  # nothing more until the host answers
            notice = wait_for_refusal(laptops, current)
            del session.client.send_undo
            assert notice == "The host would not take back that move: the game has moved on since that position"
            assert session.can_undo()
            seen.add("stale")
        laptops.check_histories(laptops.settle())
    assert seen == {"hand-off", "not to move", "stale"}
    assert laptops.host.call(lambda: len(laptops.host.session.moves)) == len(laptops.hot_seat.moves)


def test_an_undo_after_a_reveal_within_the_turn_is_refused(table):
    """Unbeetable: drawing cards reveals them and keeps the turn; the move before may no longer be taken back."""
    laptops = Laptops(table, "unbeetable", 2, 3)
    for _ in range(300):
        history = laptops.move()
        actor, _move, events = history[-1]
        if actor == laptops.to_move() and any(e.reveals for e in events):
            break
    else:
        pytest.fail("no reveal within a turn")
    assert not laptops.sessions[actor].can_undo()
    ask_undo_raw(laptops, actor)
    assert "undo works only within your own turn" in wait_for_refusal(laptops, actor)
    assert laptops.host.call(lambda: len(laptops.host.session.moves)) == len(history)


def test_the_hosts_save_has_the_move_taken_back(table):
    """The host's autosave (its ``Keeper``, as ``--serve`` attaches it) follows the undo: a resumed game has the
    move taken back."""
    notices = []
    keepers = []
    laptops = Laptops(table, "unbeetable", 2, 3, on_start=lambda session: keepers.append(Keeper(session, notices)))
    while not laptops.sessions[laptops.to_move()].can_undo():
        laptops.move()
    moved = list(laptops.hot_seat.moves)
    laptops.undo()
    assert laptops.hot_seat.moves == moved[:-1]
    saved = store.load_save("unbeetable", notices)
    assert saved is not None and saved.moves == moved[:-1], notices
    assert saved.state.to_dict() == laptops.hot_seat.state.to_dict()


def test_a_laptop_away_during_an_undo_is_told_it_when_it_comes_back(table):
    """A laptop whose connection dropped before a move was taken back and another made in its place comes back
    by itself with its token, takes the old move back and shows the new one (each told move's mark tells them
    apart, though both are the same move of the game by count)."""
    laptops = Laptops(table, "unbeetable", 2, 3)
    while not laptops.sessions[laptops.to_move()].can_undo():
        laptops.move()
    mover = laptops.to_move()
    away = 1 - mover
    told = list(laptops.sessions[away].history)
    client, host = laptops.clients[away], laptops.host
    uri, client.uri = client.uri, "ws://127.0.0.1:1"  # nobody listens there: it keeps trying while it is away

    def drop():
        (laptop,) = [laptop for laptop in host.laptops if away in laptop.seats]
        asyncio.get_running_loop().create_task(laptop.ws.close())

    host.call(drop)
    session = laptops.sessions[mover]
    deadline = time.monotonic() + SETTLE_SECONDS
    while not (session.take_arrived() or session.away == [NAMES[away]]):
        assert time.monotonic() < deadline
        time.sleep(0.005)
    undone = session.history[-1][1]
    assert session.submit_undo() and laptops.hot_seat.undo() == undone
    while len(session.history) == len(told) or not session.can_undo() and not session.state.legal_moves():
        session.take_arrived()
        assert time.monotonic() < deadline
        time.sleep(0.005)
    other = next(move for move in session.state.legal_moves() if move != undone)
    assert session.submit(other)
    laptops.hot_seat.apply(other)
    while len(session.history) != len(told):
        session.take_arrived()
        assert time.monotonic() < deadline
        time.sleep(0.005)
    client.uri = uri  # back: the client's next try finds the host, and it is told the game again
    laptops.undone[away] = []
    history = laptops.settle()
    assert laptops.undone[away] == [told[-1]]
    assert laptops.sessions[away].history[-1][1] in (other, UNSEEN)
    laptops.check_histories(history)
    assert laptops.clients[away].latest().joins == 2


def test_a_computer_seat_at_the_host_plays_on_as_at_one_screen_after_undos(table):
    """A computer level played at the host beside a laptop that takes moves back: it moves only on its own turn
    and decides as the same level at one screen does, so the whole game is hot seat's game with the same undos."""
    host = table.host("unbeetable", [REMOTE, "easy"], 5, secret=SECRET)
    client = table.client(host, seat=0, name="Ann")
    deadline = time.monotonic() + GAME_SECONDS
    while not client.latest().views:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    ann = RemoteSession(client, [])
    seats = [Seat("Ann", "human", "easy", 0), Seat("Clover", "computer", "easy", 1)]
    hot_seat = Session("unbeetable", seats, 5, secret=SECRET)
    bots, undos = games.get("unbeetable").bots, 0
    while not ann.ended:
        assert time.monotonic() < deadline, "the game did not end in time"
        ann.take_arrived()
        ann.take_undone()
        while hot_seat.current_seat is not None and not hot_seat.current_seat.is_human:
            hot_seat.apply(hot_seat.computer_move())  # the host's computer, as at one screen
        if not (ann.snapshot.moves == len(ann.moves) == len(hot_seat.moves) and ann.state.legal_moves()):
            time.sleep(0.005)
            continue
        assert ann.can_undo() == hot_seat.can_undo()
        if ann.can_undo() and undos < 8 and len(ann.moves) % 2:
            assert ann.submit_undo()
            hot_seat.undo()
            undos += 1
        else:
            move = bots.choose_move(ann.snapshot.views[0], ann.state.legal_moves(), "easy", random.Random(undos))
            assert ann.submit(move)
            hot_seat.apply(move)
    assert undos >= 3
    assert ann.moves == hot_seat.moves and ann.result() == hot_seat.result()


def test_a_laptop_with_two_seats_undoes_for_the_seat_to_move_never_back_past_its_other_seats_turn(table):
    """A laptop holding seats 1 and 3 of Garden Sabotage! (its people take turns at its screen) may take back a move
    of the seat to move, as hot seat does; never the move that handed the turn from one of its seats to the other."""
    host, pair, sessions, hot_seat, deadline = pair_and_one(table)
    bots, undone, handed = games.get("sabotage").bots, {}, False
    while len(undone) < 2 or not handed:
        assert time.monotonic() < deadline, f"only undid for {sorted(undone)}, handed over: {handed}"
        for session in sessions.values():
            session.take_arrived()
            session.take_undone()
        if not all(s.snapshot.moves == len(s.moves) == len(hot_seat.moves) for s in sessions.values()):
            time.sleep(0.005)
            continue
        current = hot_seat.state.current_player
        laptop = sessions[1 if current == 1 else 0]
        assert laptop.can_undo() == hot_seat.can_undo() and not sessions[1 - (current == 1)].can_undo()
        last = hot_seat.history[-1][0] if hot_seat.history else None
        if current == 0 and last == 2 and not handed:  # Cleo handed the turn to Ann, at the same laptop
            assert not laptop.can_undo()
            ask_undo_raw_for(pair)
            assert "undo works only within your own turn" in wait_for(pair.take_refusals)
            handed = True
        if laptop.can_undo() and current != 1 and current not in undone:
            laptop.submit_undo()
            undone[current] = hot_seat.undo()
            continue
        view = laptop.snapshot.views[current]
        move = bots.choose_move(view, laptop.state.legal_moves(), "easy", random.Random(len(hot_seat.moves)))
        assert laptop.submit(move)
        hot_seat.apply(move)
    while not host.call(lambda: len(host.session.moves)) == len(sessions[0].moves) == len(hot_seat.moves):
        assert time.monotonic() < deadline
        sessions[0].take_arrived()
        time.sleep(0.005)
    history = host.call(lambda: list(host.session.history))
    assert [move for _actor, move, _events in history] == hot_seat.moves
    assert [actor for actor, _move, _events in sessions[0].history] == [actor for actor, _m, _e in history]


def ask_undo_raw_for(client):
    text = json.dumps({"v": protocol.PROTOCOL, "t": "undo", "at": client.latest().moves})
    client._loop.call_soon_threadsafe(client._out.put_nowait, text)


def wait_for(take):
    deadline = time.monotonic() + SETTLE_SECONDS
    while not (got := take()):
        assert time.monotonic() < deadline, "the host never answered"
        time.sleep(0.01)
    return " | ".join(got)
