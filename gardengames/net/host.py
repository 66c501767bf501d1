"""The host of a game played across laptops: it runs the one true ``Session`` and serves each laptop its part.

The host's event loop runs on a thread of its own (``websockets``' asyncio server), so a window's frame loop never
waits on the network; everything that touches the session runs on that loop, one message at a time. It binds
127.0.0.1 unless told otherwise.

Seats are a person on another laptop (``REMOTE``) or a computer level played here (a person at the host's own
screen comes with the window). A laptop joins with the game's code (short, random, compared in constant time;
a wrong one costs a pause) and a free seat, or the one it asks for, and a name; or with several, one for each
person taking turns at its screen (hot seat there), all or none of them. The game starts when every remote seat
is taken. It is given a secret token for each seat and may come back with them at any time (a dropped
connection, a killed app, a host started again from its save): the token is derived from the game's secret and
the seat, so a host resumed from its save knows the same tokens and code without keeping them anywhere else.

Every move is checked: the laptop holds the seat to move, the move was made on the position as it stands, and
it is one of ``legal_moves()``; otherwise it is refused with a reason (the rules' ``why_not`` where there is
one). Anything malformed, too large, of another version or without the code is refused with a reason; a
message the websocket layer already finds too large (over twice ``MAX_MESSAGE``) closes the connection. A laptop
may also ask to take back its last move (``undo``) and to play a move it took back again (``redo``): the same
checks, then ``Session.can_undo`` or ``Session.can_redo`` as at one screen.

How a laptop that stops reading is kept from growing the host's memory: nothing is queued per laptop but a flag
("its view changed"), the index of the first move it has not been told, and at most ``REPLIES_KEPT`` refusals.
An undo only lowers that index (the laptop is told the game again from there, each move with its mark; the marks,
one per move, are kept once for all laptops).
Its messages are made only when they can be sent, from the session as it stands (the latest views, the moves
from that index on, ``EVENTS_PER_MESSAGE`` at a time). Below that, one message at most is in flight, websockets
buffers up to ``WRITE_LIMIT`` bytes before ``send`` waits, and the kernel's send buffer is set to
``SEND_BUFFER``. ``Host.queued`` measures the first two. A laptop that reads nothing at all also answers no
pings, and is dropped after ``PING_SECONDS`` (its seat is then away, and comes back with its token).

The computer players' randomness is keyed by the game's secret (``Session.decision_key``): the key of the
decision at hand goes to the laptop of the seat to move (a computer level playing through the network), and the
seed and secret to nobody before the game is over.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import hashlib
import hmac
import logging
import secrets
import socket
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from gardengames import games
from gardengames.engine.state import Move
from gardengames.i18n import _
from gardengames.net import protocol
from gardengames.net.protocol import FROM_LAPTOP, ProtocolError, encode
from gardengames.session import COMPUTER_NAMES, Seat, Session, check_options, name_problem

log = logging.getLogger(__name__)

REMOTE = "remote"  # a seat played on another laptop
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
CODE_LENGTH = 6
HELLO_SECONDS = 10.0  # a new connection must ask to join within this
WRONG_CODE_PAUSE = 0.5  # seconds before a wrong code is answered: guessing six characters stays hopeless
SEND_SECONDS = 5.0  # the longest a refusal before closing may wait for a laptop to read it
START_SECONDS = 10.0  # the longest ``start`` waits for the server to listen
REPLIES_KEPT = 8  # refusals waiting for a laptop that does not read: older ones are dropped
WRITE_LIMIT = 64 * 1024  # websockets' write buffer per laptop before ``send`` waits
SEND_BUFFER = 64 * 1024  # the kernel's send buffer per laptop (a fixed size, not grown without bound)
PING_SECONDS: float | None = 20.0  # a laptop that answers no ping for this long twice over is dropped (seat away)


def new_secret() -> str:
    """A hosted game's secret: 128 random bits, as hex."""
    return secrets.token_hex(16)


def _derived(secret: str, what: str) -> bytes:
    return hmac.new(secret.encode(), what.encode(), hashlib.sha256).digest()


def code_of(secret: str) -> str:
    """The join code a game's secret gives (``CODE_LENGTH`` characters people can read out)."""
    return "".join(CODE_ALPHABET[b % len(CODE_ALPHABET)] for b in _derived(secret, "code")[:CODE_LENGTH])


def seat_token(secret: str, seat: int) -> str:
    """The token that brings a laptop back to ``seat``."""
    return _derived(secret, f"seat:{seat}").hex()[:32]


class HostError(ValueError):
    """A game that cannot be hosted as asked (the words say why)."""


@dataclass(eq=False)
class Laptop:
    """One connected laptop: its seats, and what it has not been sent yet (see the module's docstring)."""

    ws: ServerConnection
    seats: tuple[int, ...] = ()
    told: int = 0  # the first move of the history it has not been told
    dirty: bool = True  # its views or the table changed since its last ``state``
    replies: deque[str] = field(default_factory=lambda: deque(maxlen=REPLIES_KEPT))
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    sent: int = 0  # messages sent, for tests and figures
    coalesced: int = 0  # changes that found a state already waiting for it (so only the latest is sent)
    peak: int = 0  # the most bytes ever found queued for it (``queued``), looked at with every change

    def poke(self) -> None:
        if self.dirty:
            self.coalesced += 1
        self.dirty = True
        self.peak = max(self.peak, self.queued())
        self.wake.set()

    def queued(self) -> int:
        """Bytes waiting for this laptop on the host: its refusals and the websocket's write buffer."""
        transport = self.ws.transport
        buffered = transport.get_write_buffer_size() if transport is not None else 0
        return sum(len(r) for r in self.replies) + buffered


class Host:
    """Hosts one game for laptops on a thread of its own: ``start()``, then ``stop()``.

    ``levels`` has one entry per seat: ``REMOTE`` or a computer level. ``session`` continues a saved game
    (its people's seats become remote seats, all taken: their laptops come back with their tokens).
    ``on_start`` is called with the session when the game starts (where the app attaches its ``Keeper``).
    """

    def __init__(
        self,
        game_id: str,
        levels: list[str],
        seed: int = 1,
        options: dict[str, Any] | None = None,
        *,
        secret: str | None = None,
        code: str | None = None,
        session: Session | None = None,
        on_start: Callable[[Session], None] | None = None,
        bind: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        info = games.get(game_id)
        if session is not None:
            levels = [REMOTE if seat.is_human else seat.level for seat in session.seats]
        if info.solitaire or info.rules.State.events is None:
            raise HostError(_("{game} is played alone: it cannot be hosted").format(game=_(info.title)))
        if not info.min_players <= len(levels) <= info.max_players:
            raise HostError(
                _("{game} takes {min} to {max} players, not {n}").format(
                    game=_(info.title), min=info.min_players, max=info.max_players, n=len(levels)
                )
            )
        for level in levels:
            if level != REMOTE and level not in info.bot_levels:
                raise HostError(_("a seat must be remote or one of {levels}").format(levels=", ".join(info.bot_levels)))
        self.info = info
        self.levels = list(levels)
        self.seed = seed
        self.options = {**info.default_options(), **(options or {})}
        problem = check_options(info, self.options)
        if problem:
            raise HostError(problem)
        self.secret = secret or (session.secret if session is not None else "") or new_secret()
        if session is not None and session.secret != self.secret:
            raise HostError(_("a resumed game keeps the secret it was saved with"))
        self.code = (code or code_of(self.secret)).upper()
        self.session = session
        # Each seat's name: a computer's from the start, a remote seat's once a laptop took it (None: free).
        self.names: list[str | None] = [COMPUTER_NAMES[s] if lv != REMOTE else None for s, lv in enumerate(levels)]
        if session is not None:
            self.names = list(session.names)
        self.on_start = on_start
        self.bind, self.port = bind, port
        self.laptops: list[Laptop] = []
        self.over = threading.Event()  # set once the game is over and every laptop was sent its end
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._thinking = False
        self._bots = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="host-bot")
        self._marks: list[tuple[Move, str]] = []  # each move of the game with its mark (``protocol.move_mark``)

    # The host's own thread.

    def start(self) -> tuple[str, int]:
        """Start serving; the address and port it listens on (the port the system chose for port 0)."""
        self._thread = threading.Thread(target=self._run, name="gardengames-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(START_SECONDS) or self._failed is not None:
            self.stop()
            raise HostError(_("the host could not listen: {problem}").format(problem=self._failed or "timeout"))
        return self.bind, self.port

    def stop(self, timeout: float = 10.0) -> None:
        """Close every connection and the server, and end the thread (waits at most ``timeout`` seconds)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop ended between the check and the call
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
        self._bots.shutdown(wait=False, cancel_futures=True)

    def call(self, fn: Callable[[], Any], timeout: float = 10.0) -> Any:
        """Run ``fn`` on the host's loop and return its result: the one safe way to look at the game from
        another thread while it runs."""
        assert self._loop is not None

        async def run() -> Any:
            return fn()

        return asyncio.run_coroutine_threadsafe(run(), self._loop).result(timeout)

    def queued(self) -> list[int]:
        """Bytes waiting on the host for each connected laptop (see ``Laptop.queued``)."""
        return list(self.call(lambda: [laptop.queued() for laptop in self.laptops]))

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # noqa: BLE001 (reported to start(); the thread must not die silently)
            self._failed = exc
            self._ready.set()

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(
            self._handle,
            self.bind,
            self.port,
            max_size=2 * protocol.MAX_MESSAGE,
            write_limit=WRITE_LIMIT,
            ping_interval=PING_SECONDS,
            ping_timeout=PING_SECONDS,
            logger=log,
        ) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            if self.session is not None or REMOTE not in self.levels:
                self._begin()
            self._ready.set()
            await self._stop.wait()

    # Connections.

    async def _handle(self, ws: ServerConnection) -> None:
        sock = ws.transport.get_extra_info("socket") if ws.transport is not None else None
        if sock is not None:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
        laptop: Laptop | None = None
        sender: asyncio.Task[None] | None = None
        try:
            laptop = await self._admit(ws)
            if laptop is None:
                return
            sender = asyncio.create_task(self._send_loop(laptop))
            async for raw in ws:
                try:
                    self._receive(laptop, raw)
                except Exception as exc:  # noqa: BLE001 (never let one message stop the host)
                    log.exception("message from a laptop")
                    self._refuse(laptop, "message", _("the host could not handle it ({problem})").format(problem=exc))
        except ConnectionClosed:
            pass
        finally:
            if sender is not None:
                sender.cancel()
            if laptop is not None and laptop in self.laptops:
                self.laptops.remove(laptop)
                self._changed()

    async def _admit(self, ws: ServerConnection) -> Laptop | None:
        """The laptop a new connection becomes once its ``join`` checks out; None after refusing it."""
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
            message = protocol.decode(raw, FROM_LAPTOP)
        except TimeoutError:
            await self._shut(ws, "join", _("no request to join came"))
            return None
        except ProtocolError as exc:
            await self._shut(ws, "join", str(exc))
            return None
        if message["t"] != "join":
            await self._shut(ws, "join", _("ask to join first"))
            return None
        if not hmac.compare_digest(message["code"].strip().upper().encode(), self.code.encode()):
            await asyncio.sleep(WRONG_CODE_PAUSE)
            await self._shut(ws, "join", _("wrong code"))
            return None
        seats, problem = self._seats_for(message)
        if not seats:
            await self._shut(ws, "join", problem)
            return None
        for other in [laptop for laptop in self.laptops if set(seats) & set(laptop.seats)]:
            self.laptops.remove(other)  # the same seat came back on a new connection: the old one is stale
            await other.ws.close()
        laptop = Laptop(ws, seats)
        self.laptops.append(laptop)
        await ws.send(
            encode(
                "welcome",
                game=self.info.id,
                players=len(self.levels),
                options=self.options,
                seats=list(seats),
                tokens=[seat_token(self.secret, seat) for seat in seats],
            )
        )
        if self.session is None and None not in self.names:
            self._begin()
        self._changed()
        return laptop

    def _seats_for(self, message: dict[str, Any]) -> tuple[tuple[int, ...], str]:
        """The seats a ``join`` gets (every one it asks for, or none), or () and why not. A laptop comes back with
        tokens (each seat whose token still holds one; a seat handed to a computer is not), or asks for free seats
        with a name for each."""
        try:
            wanted = protocol.asks(message)
        except ProtocolError as exc:
            return (), str(exc)
        tokens = [token for _seat, _name, token in wanted if token is not None]
        if tokens and len(tokens) != len(wanted):
            return (), _("a laptop comes back with its tokens or asks for new seats, not both")
        if tokens:
            back = tuple(
                seat
                for seat, level in enumerate(self.levels)
                if level == REMOTE
                and self.names[seat] is not None
                and any(hmac.compare_digest(t.encode(), seat_token(self.secret, seat).encode()) for t in tokens)
            )
            return back, "" if back else _("this token holds no seat of this game")
        free = [s for s, level in enumerate(self.levels) if level == REMOTE and self.names[s] is None]
        chosen: dict[int, str] = {}
        asked = sorted(wanted, key=lambda ask: ask[0] is None)  # the seats named first, then the first free ones
        for seat, name, _token in asked:
            if seat is None:
                left = [s for s in free if s not in chosen]
                if not left:
                    return (), _("every seat is taken")
                seat = left[0]
            elif seat not in free or seat in chosen:
                if not 0 <= seat < len(self.levels):
                    return (), _("there is no seat {n}").format(n=seat + 1)
                return (), _("seat {n} is not free").format(n=seat + 1)
            chosen[seat] = name if name is not None else COMPUTER_NAMES[seat]
        taken = {n.strip().lower() for n in self.names if n is not None}
        for name in chosen.values():
            problem = name_problem(name)
            if problem:
                return (), problem
            if name.strip().lower() in taken:
                return (), _("the name {name} is taken").format(name=name)
            taken.add(name.strip().lower())
        for seat, name in chosen.items():
            self.names[seat] = name
        return tuple(sorted(chosen)), ""

    async def _shut(self, ws: ServerConnection, about: str, reason: str) -> None:
        """Refuse a connection with a reason, then close it."""
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            text = encode("refused", about=about, reason=protocol.reason(reason), fatal=True)
            await asyncio.wait_for(ws.send(text), SEND_SECONDS)
            await ws.close(1008, protocol.reason(reason)[:100])

    def _refuse(self, laptop: Laptop, about: str, reason: str) -> None:
        laptop.replies.append(encode("refused", about=about, reason=protocol.reason(reason), fatal=False))
        laptop.wake.set()

    # The game.

    def _begin(self) -> None:
        """Every remote seat is taken (or a saved game resumes): the game starts."""
        if self.session is None:
            names = self.names
            seats = [
                Seat(str(names[s]), "human" if level == REMOTE else "computer", level if level != REMOTE else "easy", s)
                for s, level in enumerate(self.levels)
            ]
            self.session = Session(self.info.id, seats, self.seed, self.options, secret=self.secret)
        if self.on_start is not None:
            self.on_start(self.session)
        self._changed()

    def _receive(self, laptop: Laptop, raw: str | bytes) -> None:
        try:
            message = protocol.decode(raw, FROM_LAPTOP)
        except ProtocolError as exc:
            self._refuse(laptop, "message", str(exc))
            return
        if message["t"] == "join":
            self._refuse(laptop, "join", _("this laptop has joined already"))
            return
        about = message["t"]  # "move", "undo" or "redo"
        session = self.session
        if session is None:
            self._refuse(laptop, about, _("the game has not started"))
            return
        state = session.state
        if state.is_over:
            self._refuse(laptop, about, _("the game is over"))
            return
        if message["at"] != len(session.moves):
            self._refuse(laptop, about, _("the game has moved on since that position"))
            return
        if about == "undo":
            self._undo(laptop, session)
            return
        if about == "redo":
            self._redo(laptop, session)
            return
        try:
            move = protocol.decode_move(state.codec, message["move"])
        except ProtocolError as exc:
            self._refuse(laptop, "move", str(exc))
            return
        if not self._holds_turn(laptop, session, "move"):
            return
        if move not in state.legal_moves():
            why = state.why_not(move.source_key, move.target_key)
            self._refuse(laptop, "move", why or _("that move is not allowed now"))
            return
        session.apply(move)
        self._changed()

    def _undo(self, laptop: Laptop, session: Session) -> None:
        """Take back the last move, as hot seat does (``Session.can_undo``: the seat to move is a person, and the
        move revealed nothing and kept the turn), for the laptop holding that seat only. Each laptop told of it
        is told again from there: ``told`` only ever goes back, so nothing more is kept for it."""
        if not self._holds_turn(laptop, session, "undo"):
            return
        if not session.can_undo():
            self._refuse(laptop, "undo", _("undo works only within your own turn, before anything new is revealed"))
            return
        session.undo()
        for other in self.laptops:
            other.told = min(other.told, len(session.history))
        self._changed()

    def _redo(self, laptop: Laptop, session: Session) -> None:
        """Play again the move taken back last, as hot seat does (``Session.can_redo``), for the laptop holding the
        seat to move only. Only that seat can have taken it back: an undo keeps the turn, and any move played since
        (the only way the turn passes) empties the session's redo list. It is told to every laptop like any move."""
        if not self._holds_turn(laptop, session, "redo"):
            return
        if not session.can_redo():
            self._refuse(laptop, "redo", _("there is no move taken back to play again"))
            return
        session.redo()
        self._changed()

    def _holds_turn(self, laptop: Laptop, session: Session, about: str) -> bool:
        """Whether ``laptop`` holds the seat to move; refused with a reason when not."""
        current = session.state.current_player
        if current in laptop.seats:
            return True
        name = session.names[current] if current is not None else ""
        self._refuse(laptop, about, _("it is not your turn: {name} is to move").format(name=name))
        return False

    def _changed(self) -> None:
        """After every change: each laptop is due a new state, and a computer seat here may be to move."""
        for laptop in self.laptops:
            laptop.poke()
        session = self.session
        if session is None:
            return
        if session.state.is_over:
            self._check_over()
            return
        seat = session.current_seat
        if seat is not None and not seat.is_human and not self._thinking:
            self._thinking = True
            asyncio.get_running_loop().create_task(self._computer_turn())

    async def _computer_turn(self) -> None:
        """A computer seat played here thinks off the loop (the laptops are served meanwhile), then moves."""
        session = self.session
        assert session is not None
        try:
            count = len(session.moves)
            move = await asyncio.get_running_loop().run_in_executor(self._bots, session.computer_request())
        finally:
            self._thinking = False
        if len(session.moves) == count and not session.state.is_over:
            session.apply(move)
            self._changed()

    def hand_to_computer(self, seat: int, level: str) -> str:
        """Let a computer ``level`` play ``seat`` from now on, while its laptop is away (the host's choice, so the
        others need not wait); its token no longer brings anyone back. Run on the host's loop (``call``); the
        reason it cannot, or ""."""
        session = self.session
        if session is None or session.state.is_over:
            return _("the game is not under way")
        if seat not in self._away():
            return _("only a seat whose laptop is away can be handed to a computer")
        if level not in self.info.bot_levels:
            return _("a seat must be remote or one of {levels}").format(levels=", ".join(self.info.bot_levels))
        self.levels[seat] = level
        old = session.seats[seat]
        session.seats[seat] = Seat(old.name, "computer", level, old.colour)
        self._changed()
        return ""

    def _check_over(self) -> None:
        """Set ``over`` once the game is over and every laptop was told its end."""
        session = self.session
        told = session is not None and all(not lp.dirty and lp.told >= len(session.history) for lp in self.laptops)
        if session is not None and session.state.is_over and told:
            self.over.set()

    def _away(self) -> list[int]:
        """The remote seats taken but with no laptop connected now."""
        here = {seat for laptop in self.laptops for seat in laptop.seats}
        return [s for s, level in enumerate(self.levels) if level == REMOTE and self.names[s] and s not in here]

    def _state_message(self, laptop: Laptop) -> str:
        away = self._away()
        seats = [
            {
                "name": self.names[s],
                "level": None if level == REMOTE else level,
                "taken": self.names[s] is not None,
                "away": s in away,
            }
            for s, level in enumerate(self.levels)
        ]
        session = self.session
        if session is None:
            play: dict[str, Any] = {
                "moves": 0,
                "current": None,
                "over": False,
                "views": [],
                "legal": [],
                "key": None,
                "undo": False,
                "redo": False,
                "result": None,
                "record": None,
            }
        else:
            play = protocol.play_fields(session, laptop.seats)
        return encode("state", started=session is not None, seats=seats, **play)

    def _marks_now(self, session: Session) -> list[str]:
        """The mark of every move of the game as it stands: those kept while the moves are the same objects,
        the rest (after an undo, or new) made anew."""
        moves, kept = session.moves, self._marks
        same = 0
        while same < min(len(kept), len(moves)) and kept[same][0] is moves[same]:
            same += 1
        del kept[same:]
        codec = session.state.codec
        kept += [
            (move, protocol.move_mark(self.secret, i, codec.encode(move))) for i, move in enumerate(moves[same:], same)
        ]
        return [mark for _move, mark in kept]

    async def _send_loop(self, laptop: Laptop) -> None:
        """Send ``laptop`` what it is due, made from the game as it stands when it can be sent."""
        ws = laptop.ws
        while True:
            await laptop.wake.wait()
            laptop.wake.clear()
            while laptop.replies:
                await ws.send(laptop.replies.popleft())
                laptop.sent += 1
            session = self.session
            while session is not None and laptop.told < len(session.history):
                marks = self._marks_now(session)
                fields = protocol.events_for(session.history, session.state, laptop.seats, laptop.told, marks)
                laptop.told += len(fields["items"])
                await ws.send(encode("events", **fields))
                laptop.sent += 1
            if laptop.dirty:
                laptop.dirty = False
                await ws.send(self._state_message(laptop))
                laptop.sent += 1
            self._check_over()
