"""Undo across laptops (issue 32), as at one screen: within your own turn, never past a reveal or a hand-off.

Real hosts and laptops over loopback, each laptop's table a ``RemoteSession`` (as a window's table holds it), played a
step at a time: each step waits until every laptop shows the host's game, then checks that their histories agree
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
from tests.net.laptops import REMOTE

NAMES = ["Ann", "Bob", "Cid"]
SECRET = "garden"
SETTLE_SECONDS = 30.0


class Laptops:
    """A host and, for each of its seats, a laptop whose table is a ``RemoteSession``; beside them the same game at
    one screen (``hot_seat``), given every move and undo the laptops make."""

    def __init__(self, table, game_id, players, seed, **kwargs):
        self.host = table.host(game_id, [REMOTE] * players, seed, secret=SECRET, **kwargs)
        self.clients = [table.client(self.host, seat=s, name=NAMES[s]) for s in range(players)]
        deadline = time.monotonic() + SETTLE_SECONDS
        while not all(c.latest().status == "playing" and c.latest().views for c in self.clients):
            assert time.monotonic() < deadline, "the game did not start"
            time.sleep(0.01)
        self.notices = [[] for _ in range(players)]
        self.sessions = [RemoteSession(c, self.notices[s]) for s, c in enumerate(self.clients)]
        self.undone = [[] for _ in range(players)]  # what each table was told was taken back, in order
        seats = [Seat(NAMES[s], "human", "easy", s) for s in range(players)]
        self.hot_seat = Session(game_id, seats, seed, secret=SECRET)
        self.bots = games.get(game_id).bots
        self.undos = 0
        self.settle()

    def truth(self):
        """The host's game now: its history, each seat's view, and whether each seat may undo."""
        host = self.host

        def read():
            session = host.session
            current = session.state.current_player
            may = [current == s and not session.state.is_over and session.can_undo() for s in range(len(NAMES))]
            views = [session.state.view(s) for s in range(len(session.seats))]
            return list(session.history), views, may

        return host.call(read)

    def settle(self, count=None):
        """Frames of every laptop until the host's game has ``count`` moves (any, when None) and each laptop
        shows it as it stands (bounded in time)."""
        deadline = time.monotonic() + SETTLE_SECONDS
        while True:
            history, views, may = self.truth()
            if count is not None and len(history) != count:
                assert time.monotonic() < deadline, "the host never played what it was sent"
                time.sleep(0.005)
                continue
            for s, session in enumerate(self.sessions):
                session.take_arrived()
                self.undone[s] += session.take_undone()
            if all(self.shows(s, history, views[s], may[s]) for s in range(len(self.sessions))):
                return history
            assert time.monotonic() < deadline, "the laptops never caught up with the host"
            time.sleep(0.005)

    def shows(self, seat, history, view, may):
        session = self.sessions[seat]
        if session.state.is_over:
            return session.ended and len(session.history) == len(history)
        return (
            len(session.history) == len(history)
            and session.snapshot.moves == len(history)
            and session.state.view(seat) == view
            and session.can_undo() == may
        )

    def to_move(self):
        return self.sessions[0].snapshot.current

    def move(self):
        """The laptop to move makes the move an easy computer player would (another one after an undo)."""
        seat = self.to_move()
        session = self.sessions[seat]
        legal = session.state.legal_moves()
        rng = random.Random(f"{session.snapshot.key}:{self.undos}")
        move = self.bots.choose_move(session.snapshot.views[seat], legal, "easy", rng)
        assert session.submit(move)
        self.hot_seat.apply(move)
        return self.settle(len(self.hot_seat.moves))

    def undo(self):
        """The laptop to move takes back its last move (through its table's way of asking)."""
        seat = self.to_move()
        session = self.sessions[seat]
        assert session.can_undo()
        before = [list(s.history) for s in self.sessions]
        told = [len(u) for u in self.undone]
        assert session.submit_undo()
        assert self.hot_seat.undo() is not None
        self.undos += 1
        history = self.settle(len(self.hot_seat.moves))
        for s, other in enumerate(self.sessions):  # every laptop takes back the very move it was told
            assert self.undone[s][told[s] :] == [before[s][-1]]
            assert other.history == before[s][:-1]
        return history

    def check_histories(self, history):
        """Every laptop's history is the host's, as its seat may see it; the host's game is hot seat's."""
        state_class = type(self.hot_seat.state)
        assert [move for _actor, move, _events in history] == self.hot_seat.moves
        assert self.host.call(lambda: self.host.session.state.to_dict()) == self.hot_seat.state.to_dict()
        for seat, session in enumerate(self.sessions):
            if session.ended:  # the finished game is everyone's: each laptop has the host's record
                assert session.history == history
                continue
            assert len(session.history) == len(history)
            for (actor, move, events), (their_actor, their_move, their_events) in zip(
                history, session.history, strict=True
            ):
                assert their_actor == actor
                assert their_events == [event.seen_by([seat]) for event in events]
                assert their_move in (move, UNSEEN)
                if actor == seat:
                    assert their_move == move  # a laptop sees its own moves
        actors = [[actor for actor, _move, _events in s.history] for s in self.sessions]
        assert all(a == actors[0] for a in actors)
        assert state_class is type(self.sessions[0].state)


def play(laptops, steps, undo_every, rng):
    """``steps`` moves, each undoable one taken back about one time in ``undo_every``; the histories are checked
    after every step. Returns the number of undos."""
    history = laptops.settle()
    for _ in range(steps):
        if laptops.sessions[0].state.is_over:
            break
        if laptops.sessions[laptops.to_move()].can_undo() and rng.randrange(undo_every) == 0:
            history = laptops.undo()
        else:
            history = laptops.move()
        laptops.check_histories(history)
    return laptops.undos


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
    if game_id == "unbeetable":  # played to its end: every laptop ends with the game hot seat played
        assert laptops.sessions[0].state.is_over
        result = laptops.hot_seat.result()
        assert [s.result() for s in laptops.sessions] == [result] * players
        assert laptops.sessions[1].to_record()["moves"] == laptops.hot_seat.to_record()["moves"]


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
def test_an_undo_is_refused_after_a_hand_off_or_a_reveal_and_to_a_laptop_not_to_move(table, game_id, players, seed):
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
