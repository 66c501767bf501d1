"""Laptops whose tables are ``RemoteSession``s (as a window's table holds them), driven a step at a time beside the
same game at one screen: what the tests of undo and redo across laptops share (tests/net/test_undo.py,
test_redo.py, test_leaks.py)."""

import random
import time

from gardengames import games
from gardengames.net.client import Client
from gardengames.net.remote import UNSEEN, RemoteSession
from gardengames.session import Seat, Session
from tests.net.laptops import GAME_SECONDS, REMOTE

NAMES = ["Ann", "Bob", "Cid"]
SECRET = "s3cret-of-the-undoing-host"  # found in no key or word of any game
SETTLE_SECONDS = 30.0


class Laptops:
    """A host and, for each of its seats, a laptop whose table is a ``RemoteSession``; beside them the same game at
    one screen (``hot_seat``), given every move, undo and redo the laptops make."""

    def __init__(self, table, game_id, players, seed, cls=Client, **kwargs):
        self.host = table.host(game_id, [REMOTE] * players, seed, secret=SECRET, **kwargs)
        self.clients = [table.client(self.host, cls, seat=s, name=NAMES[s]) for s in range(players)]
        self.steps = 0  # steps settled so far
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
        self.redos = 0
        self.settle()

    def truth(self):
        """The host's game now: its history, each seat's view, and whether each seat may undo and redo."""
        host = self.host

        def read():
            session = host.session
            current = session.state.current_player
            mine = [current == s and not session.state.is_over for s in range(len(NAMES))]
            may = [(m and session.can_undo(), m and session.can_redo()) for m in mine]
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
                self.steps += 1
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
            and (session.can_undo(), session.can_redo()) == may
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

    def redo(self):
        """The laptop to move plays again the move it took back last (through its table's way of asking): every
        laptop is told it like any move."""
        seat = self.to_move()
        session = self.sessions[seat]
        assert session.can_redo()
        before = [list(s.history) for s in self.sessions]
        assert session.submit_redo() and self.hot_seat.can_redo()
        self.hot_seat.redo()
        self.redos += 1
        history = self.settle(len(self.hot_seat.moves))
        for s, other in enumerate(self.sessions):  # one move more, nothing taken back
            assert other.history[:-1] == before[s]
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
        # The host keeps no more for a laptop after an undo: each is told up to the game as it stands, no further.
        host = self.host
        told = host.call(lambda: [laptop.told for laptop in host.laptops])
        assert told == [len(history)] * len(told) and (told or self.sessions[0].ended)  # at the end laptops leave
        actors = [[actor for actor, _move, _events in s.history] for s in self.sessions]
        assert all(a == actors[0] for a in actors)
        assert state_class is type(self.sessions[0].state)


def play(laptops, steps, undo_every, rng, redo_every=0):
    """``steps`` moves, each undoable one taken back about one time in ``undo_every`` and, with ``redo_every``, a move
    taken back played again about one time in that many; the histories are checked after every step. Returns the
    number of undos."""
    history = laptops.settle()
    for _ in range(steps):
        if laptops.sessions[0].state.is_over:
            break
        session = laptops.sessions[laptops.to_move()]
        if redo_every and session.can_redo() and rng.randrange(redo_every) == 0:
            history = laptops.redo()
        elif session.can_undo() and rng.randrange(undo_every) == 0:
            history = laptops.undo()
        else:
            history = laptops.move()
        laptops.check_histories(history)
    return laptops.undos


def pair_and_one(table):
    """Garden Sabotage! with Ann and Cleo (seats 1 and 3) taking turns at one laptop and Bob at another, against the
    same game at one screen: (the host, the pair's client, the laptops' sessions by client seat, the hot-seat
    session, the deadline of the whole test)."""
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 6, secret=SECRET)
    pair = table.client(host, name="Ann", seat=0, more=[(2, "Cleo")])
    bob = table.client(host, name="Bob", seat=1)
    deadline = time.monotonic() + GAME_SECONDS
    while not (pair.latest().views and bob.latest().views):
        assert time.monotonic() < deadline
        time.sleep(0.01)
    sessions = {0: RemoteSession(pair, []), 1: RemoteSession(bob, [])}
    seats = [Seat(name, "human", "easy", s) for s, name in enumerate(("Ann", "Bob", "Cleo"))]
    return host, pair, sessions, Session("sabotage", seats, 6, secret=SECRET), deadline


def ended_as_hot_seat(laptops):
    """Every laptop ends with the game, result and record of moves that hot seat played."""
    assert laptops.sessions[0].state.is_over
    result = laptops.hot_seat.result()
    assert [s.result() for s in laptops.sessions] == [result] * len(laptops.sessions)
    assert laptops.sessions[1].to_record()["moves"] == laptops.hot_seat.to_record()["moves"]
