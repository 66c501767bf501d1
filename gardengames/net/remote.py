"""A game played across laptops as this laptop's table sees it: a ``Session`` fed by a ``Client``.

The table is the very table of a game at one screen; only its session differs. This one holds no truth of its
own: its state is rebuilt from the host's view of one of this laptop's seats (``State.from_view``, whatever that
seat may not see dealt at random and never shown): the seat of the person at the screen (``look_from``; a laptop
may hold several seats, its people taking turns behind the hot-seat cover). Its legal moves are the host's, a
move the player makes is sent to the host (``submit``) and comes back, checked and played there, among the moves
``take_arrived`` hands the table to tell and animate like any other. Once the game is over the host sends the
whole record, and the session becomes that game exactly (the score screen, the replay and the recent games read
it).

Undo is asked of the host the same way (``submit_undo``, offered when the host's state says this seat may): a move
taken back there is taken back here (``take_undone``, told by the table). So is redo (``submit_redo``): the move
played again at the host comes back among ``take_arrived`` like any move.

Everything here runs on the frame's thread and never waits: it reads the client's latest snapshot.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from gardengames import recent
from gardengames.engine.state import Event, GameState, Move
from gardengames.i18n import _
from gardengames.net import rejoin
from gardengames.net.client import CLOSED, OVER, PLAYING, REFUSED, Client, Snapshot
from gardengames.net.host import Host
from gardengames.session import Seat, Session, from_record

Arrived = tuple[int | None, Move, list[Event]]


@dataclass(frozen=True)
class UnseenMove(Move):
    """A move this laptop may not see (it names a card laid face down): the log tells it by its events."""

    def describe(self, names: Sequence[str]) -> str:
        return _("makes a move")


UNSEEN = UnseenMove()


def seats_of(snap: Snapshot) -> list[Seat]:
    """The table's seats as the host lists them: a person (here or on another laptop) or a computer level."""
    seats = []
    for i, seat in enumerate(snap.table):
        name = str(seat.get("name") or "?")
        level = seat.get("level")
        if isinstance(level, str):
            seats.append(Seat(name, "computer", level, i))
        else:
            seats.append(Seat(name, "human", "easy", i))
    return seats


class RemoteSession(Session):
    """This laptop's part of a hosted game (``client``'s seats, one or several). ``on_close`` is called when the
    table closes (the host laptop stops its host and advert); ``notices`` hears the host's refusals."""

    hosted = True

    def __init__(
        self,
        client: Client,
        notices: list[str],
        on_close: Sequence[Callable[[], object]] = (),
        host: Host | None = None,
    ) -> None:
        snap = client.latest()
        super().__init__(snap.game, seats_of(snap), 0, snap.options)
        self.client = client
        self.notices = notices
        self.on_close = list(on_close)
        self.host = host  # the game's host, when this laptop runs it
        self.mine = snap.seats
        self.viewer = snap.seats[0] if snap.seats else None  # the seat whose view the state is rebuilt from
        self._snap = snap
        self._shown = snap  # the snapshot the state was last rebuilt from
        self._pending: list[tuple[int | None, Move | None, list[Event]]] = []
        self._built = -1  # the snapshot version the state was rebuilt from
        self._sent: int | None = None  # the position a move (an undo, a redo) was sent for, until the host answers
        self._asked = "move"  # what was sent last: a move, an undo or a redo (the host's refusal is told as such)
        self._undone: list[Arrived] = []  # moves the host took back, newest first, until the table takes them
        self.ended = False  # the record of the finished game has been taken in
        if host is None and self.mine:  # a laptop that closes its app may come back to its seats
            names = tuple(self.names[seat] for seat in self.mine)
            held = rejoin.Held(client.host, client.port, client.code, snap.tokens, snap.game, names)
            rejoin.remember(held, notices)
        self.take_arrived()  # a laptop joining a game under way starts where it is

    # What a table asks.

    def plays_here(self, seat: int) -> bool:
        return seat in self.mine

    def look_from(self, seat: int | None) -> None:
        """The person at ``seat`` is at the screen now: the state is rebuilt from that seat's view, so the table
        shows that seat's cards and never another's. Nobody (the cover is up, a computer or another laptop moves):
        the state stays as it is, and the table shows no hand."""
        if seat is None or seat == self.viewer or seat not in self.mine:
            return
        self.viewer = seat
        if not self.ended and seat in self._shown.views:
            self.state = self._state_of(self._shown, seat)
            self._changed()

    @property
    def away(self) -> list[str]:
        return [] if self.ended else self._snap.missing

    @property
    def snapshot(self) -> Snapshot:
        """What the client knew when the table last looked."""
        return self._snap

    @property
    def can_hand_away(self) -> bool:
        return self.host is not None and bool(self.away)

    def hand_away(self) -> str:
        """The host lets its easiest computer level play each seat whose laptop is away (on the host's own thread,
        a moment's wait on this laptop, no network)."""
        host = self.host
        if host is None:
            return ""
        level = host.info.bot_levels[0]
        away = [i for i, seat in enumerate(self._snap.table) if seat.get("away")]
        problems = [host.call(functools.partial(host.hand_to_computer, seat, level), timeout=2.0) for seat in away]
        return next((problem for problem in problems if problem), "")

    def can_undo(self) -> bool:
        """The host's answer for this laptop's seat (its last state), once this table shows that state and
        nothing sent awaits an answer."""
        return self._snap.undo and self._caught_up()

    def can_redo(self) -> bool:
        """The host's answer, as for ``can_undo``: the host keeps the moves taken back, not this laptop."""
        return self._snap.redo and self._caught_up()

    def submit(self, move: Move) -> bool:
        if self._sent is None and move in self._snap.legal:
            self.client.send_move(move)
            self._sent, self._asked = len(self.moves), "move"
            self._changed()  # nothing can be played until the host answers
        return True

    def submit_undo(self) -> bool:
        if self.can_undo():
            self.client.send_undo()
            self._sent, self._asked = len(self.moves), "undo"
            self._changed()
        return True

    def submit_redo(self) -> bool:
        if self.can_redo():
            self.client.send_redo()
            self._sent, self._asked = len(self.moves), "redo"
            self._changed()
        return True

    def take_undone(self) -> list[Arrived]:
        undone, self._undone = self._undone, []
        return undone

    def _caught_up(self) -> bool:
        """Whether the table shows the host's latest state and may act on it."""
        snap = self._snap
        return snap.status == PLAYING and self._sent is None and not self.ended and snap.moves == len(self.history)

    def take_arrived(self) -> list[Arrived]:
        """Take in what the host told since the last frame: the moves up to the snapshot's position (the state is
        rebuilt only once every move up to it was told), the host's refusals, and the end of the game."""
        rewound, told = self.client.take_news()
        if rewound is not None and not self.ended:
            self._take_back(rewound)
        self._pending += told
        for refusal in self.client.take_refusals():
            self._sent = None
            refused = {
                "undo": _("The host would not take back that move: {reason}"),
                "redo": _("The host would not play that move again: {reason}"),
            }.get(self._asked, _("The host refused that move: {reason}"))
            self.notices.append(refused.format(reason=refusal))
            self._changed()
        snap = self.client.latest()
        if snap.status in (CLOSED, REFUSED) and self._snap.status not in (CLOSED, REFUSED) and not self.ended:
            self.notices.append(  # the client gave up coming back: say so once, the table stays as it was
                _(
                    "The connection to the host ended ({problem}). When the host continues the game, come back to"
                    " your seat from Join a game."
                ).format(problem=snap.problem or _("the host is gone"))
            )
        if snap.joins != self._snap.joins:
            self._sent = None  # a move sent on the old connection may be lost with it: it may be made again
            self.mine = snap.seats or self.mine  # back with the seats not handed to a computer meanwhile
            if self.viewer not in self.mine:
                self.viewer = self.mine[0] if self.mine else None
        if snap.table != self._snap.table and not self.ended:  # a seat handed to a computer while away
            self.seats = seats_of(snap)
        self._snap = snap
        if self.ended:
            return []
        due = snap.moves - len(self.history)
        if due < 0 or len(self._pending) < due or (due == 0 and snap.version == self._built):
            return []
        arrived: list[Arrived] = []
        for actor, move, events in self._pending[:due]:
            shown = move if move is not None else UNSEEN
            self.moves.append(shown)
            self.history.append((actor, shown, events))
            arrived.append((actor, shown, events))
        del self._pending[:due]
        if snap.status == OVER and snap.record is not None:
            self._end(snap.record)
        elif self.viewer is not None and self.viewer in snap.views:
            self.state = self._state_of(snap, self.viewer)
            self._shown = snap
        self._built = snap.version
        if arrived:
            self._sent = None
        self._changed()
        return arrived

    def _take_back(self, count: int) -> None:
        """The host took the game back to its first ``count`` moves: the moves after go from the history (the
        table tells each as undone, as this laptop was told it: a move it could not see stays unseen), and the
        state is rebuilt once the host's state for that position is here."""
        shown = len(self.history)
        if count >= shown:
            del self._pending[count - shown :]
            return
        self._pending.clear()
        self._undone += reversed(self.history[count:])
        del self.moves[count:], self.history[count:]
        self._built = -1
        self._sent = None
        self._changed()

    def _state_of(self, snap: Snapshot, seat: int) -> GameState:
        """A whole state that agrees with ``seat``'s view; its legal moves are the host's."""
        cls = type(self.state)
        state = cls.from_view(snap.views[seat], random.Random(snap.moves), self.state.data)
        # The state answers ``legal_moves`` with what the host listed (nothing while a move sent awaits its answer),
        # not with what the randomly dealt hidden cards would allow.
        setattr(state, "legal_moves", self._legal)  # noqa: B010 (an instance's own answer, by design)
        return state

    def _legal(self) -> list[Move]:
        return list(self._snap.legal) if self._caught_up() else []

    def _end(self, record: dict[str, Any]) -> None:
        """The game is over: become the finished game exactly (the host's record), and list it in the recent
        games of this laptop."""
        try:
            real = from_record(record, expect_game=self.info.id)
        except ValueError as exc:
            self.notices.append(_("The finished game could not be read: {problem}").format(problem=exc))
            return
        self.seats, self.seed, self.options, self.secret = real.seats, real.seed, real.options, real.secret
        self.state, self.moves, self.history, self.uid = real.state, real.moves, real.history, real.uid
        self.ended = True
        recent.add_recent(record, self.notices, recent.result_of(real.state))
        if self.host is None:
            rejoin.forget()

    def close(self) -> None:
        self.client.stop(timeout=0.0)
        for close in self.on_close:
            close()
