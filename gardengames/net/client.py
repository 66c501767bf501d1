"""A laptop's side of a game played across laptops: it joins a host and keeps what the host told it.

The connection runs on an asyncio event loop on a thread of its own (``websockets``' asyncio client); the window
(or the headless ``--join``) reads what arrived through ``latest`` and ``take_news`` and sends moves with
``send_move``, none of which ever waits on the network: a frame may ask every time it is drawn. When the
connection drops, the client comes back to its seat with its token by itself, a bounded number of times. An undo
is asked with ``send_undo``; a move taken back at the host is found by the moves' marks (``take_news`` says it). A
redo is asked with ``send_redo``; the move played again is told like any other.

Everything the host sends is checked as strictly as the host checks what it is sent (``protocol.decode``): the
moves are rebuilt through the game's codec, the events through its event codec.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from gardengames import games
from gardengames.engine.state import GameState, Move
from gardengames.i18n import _
from gardengames.net import protocol
from gardengames.net.protocol import FROM_HOST, ProtocolError, Told, encode

# Connection attempts in a row before the client gives up (each waits longer, at most RETRY_WAIT): about a minute,
# long enough for a host whose app was closed or killed to be started again and its game continued (issue 32).
RETRIES = 24
RETRY_WAIT = 3.0
CONNECT_SECONDS = 5.0
TOLD_KEPT = 2000  # moves kept for ``take_news``: more than any game lasts (MAX_MOVES is a bound of saves)
REFUSALS_KEPT = 20

# What a client is doing.
CONNECTING, LOBBY, PLAYING, OVER, REFUSED, CLOSED = "connecting", "lobby", "playing", "over", "refused", "closed"


@dataclass(frozen=True)
class Snapshot:
    """Everything the laptop knows now, as one value: a frame reads it without locking anything."""

    status: str = CONNECTING
    problem: str = ""  # why the host refused this laptop, or why the connection was given up
    game: str = ""
    options: dict[str, Any] = field(default_factory=dict)  # the game's options, as the host plays them
    seats: tuple[int, ...] = ()  # the seats this laptop holds
    tokens: tuple[str, ...] = ()  # bring this laptop back to its seats, one for each
    table: tuple[dict[str, Any], ...] = ()  # each seat: name, level (a computer at the host), taken, away
    moves: int = 0  # moves played so far
    current: int | None = None  # whose turn it is
    views: dict[int, dict[str, Any]] = field(default_factory=dict)  # each seat's view
    legal: tuple[Move, ...] = ()  # the legal moves, when one of this laptop's seats is to move
    key: str | None = None  # that decision's key (what a computer level playing this seat seeds its randomness with)
    undo: bool = False  # whether this laptop's seat may take back its last move now (the host's answer)
    redo: bool = False  # whether it may play again the move it took back last (the host's answer)
    result: dict[str, Any] | None = None  # once the game is over: what ``--demo`` prints
    record: dict[str, Any] | None = None  # once the game is over: the whole game, as a save holds it
    version: int = 0  # bumped by every message received
    joins: int = 0  # connections the host welcomed: a move sent on an earlier one may have been lost with it

    @property
    def token(self) -> str:
        """The token of this laptop's first seat ("" before the welcome): all a laptop with one seat needs."""
        return self.tokens[0] if self.tokens else ""

    @property
    def missing(self) -> list[str]:
        """The names of the seats whose laptop is away (the game waits for them)."""
        return [str(seat["name"]) for seat in self.table if seat.get("away")]

    @property
    def to_move(self) -> bool:
        """Whether one of this laptop's seats is to move now."""
        return self.status == PLAYING and self.current in self.seats and bool(self.legal)


class Client:
    """Joins the game at ``host``:``port`` with ``code``: as ``name`` in ``seat`` (None: the first free one),
    and for each of ``more`` (seat, name) one more person at this laptop's screen; or back in its seats with
    ``token`` or ``tokens``. ``start()`` connects on a thread of its own, ``stop()`` ends it."""

    def __init__(
        self,
        host: str,
        port: int,
        code: str,
        *,
        name: str | None = None,
        seat: int | None = None,
        token: str | None = None,
        bot: str | None = None,
        more: Sequence[tuple[int | None, str]] = (),
        tokens: Sequence[str] = (),
    ) -> None:
        self.host, self.port = host, port
        self.uri = f"ws://{host}:{port}"
        self.code, self.name, self.seat, self.bot = code, name, seat, bot
        self.more = list(more)
        self._snap = Snapshot(tokens=((token,) if token else ()) + tuple(tokens))
        self._told: list[Told] = []  # the last moves heard, not yet taken
        self._heard: list[str] = []  # the mark of each move of the game as heard: a rejoin's retelling is skipped
        self._rewound: int | None = None  # the fewest moves the game was taken back to since the last take
        self._refusals: list[str] = []
        self._lock = threading.Condition()
        self._state_class: type[GameState] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._out: asyncio.Queue[str] | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None

    # What the window asks (any thread, never waits on the network).

    def latest(self) -> Snapshot:
        """Everything this laptop knows now (one immutable value)."""
        with self._lock:
            return self._snap

    def take_news(self) -> tuple[int | None, list[Told]]:
        """What happened since the last call, in one piece: the number of moves the game was taken back to (None
        when no move taken before was undone), then the moves told since (who moved, the move if this laptop may
        see it, its events), each once: the host tells the whole game again on a rejoin, and what this client
        was told already is skipped."""
        with self._lock:
            news = self._rewound, self._told
            self._rewound, self._told = None, []
            return news

    def take_refusals(self) -> list[str]:
        """The host's reasons for refusing what this laptop sent, since the last call."""
        with self._lock:
            refusals, self._refusals = self._refusals, []
            return refusals

    def send_move(self, move: Move) -> None:
        """Send ``move`` for the position this laptop knows; the host checks it and says if it refuses it."""
        snap, state_class = self.latest(), self._state_class
        if state_class is None or self._loop is None or self._out is None:
            return
        text = encode("move", at=snap.moves, move=state_class.codec.encode(move))
        with contextlib.suppress(RuntimeError):  # the loop has ended: the move goes nowhere, as the laptop is gone
            self._loop.call_soon_threadsafe(self._out.put_nowait, text)

    def send_undo(self) -> None:
        """Ask the host to take back this laptop's last move, on the position this laptop knows."""
        self._send_at("undo")

    def send_redo(self) -> None:
        """Ask the host to play again the move this laptop took back last, on the position this laptop knows."""
        self._send_at("redo")

    def _send_at(self, kind: str) -> None:
        if self._loop is None or self._out is None:
            return
        text = encode(kind, at=self.latest().moves)
        with contextlib.suppress(RuntimeError):  # the loop has ended: the laptop is gone
            self._loop.call_soon_threadsafe(self._out.put_nowait, text)

    def wait(self, after: int, timeout: float) -> Snapshot:
        """For headless use only (a window polls ``latest``): the snapshot once its version passed ``after``,
        or as it is when ``timeout`` seconds have passed or the connection has ended."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while self._snap.version <= after and self._snap.status not in (REFUSED, CLOSED):
                left = deadline - time.monotonic()
                if left <= 0:
                    break
                self._lock.wait(left)
            return self._snap

    # The client's own thread.

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="gardengames-client", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 10.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def _update(self, **changes: Any) -> None:
        with self._lock:
            self._snap = replace(self._snap, version=self._snap.version + 1, **changes)
            self._lock.notify_all()

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # noqa: BLE001 (whatever ended the thread is said, not lost)
            self._update(status=CLOSED, problem=str(exc) or type(exc).__name__)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        self._stop = asyncio.Event()
        failures = 0
        while not self._stop.is_set() and failures < RETRIES:
            try:
                ws = await connect(self.uri, max_size=protocol.MAX_MESSAGE, open_timeout=CONNECT_SECONDS, proxy=None)
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
                failures += 1
                problem = str(exc) or type(exc).__name__
                if failures >= RETRIES or isinstance(exc, InvalidURI):
                    self._update(status=CLOSED, problem=problem)
                    return
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._stop.wait(), min(RETRY_WAIT, 0.2 * 2**failures))
                continue
            failures = 0
            async with ws:
                done = await self._session(ws)
            if done or self.latest().status in (OVER, REFUSED):
                break
            self._update(status=CONNECTING)  # dropped: back with the token
        if self.latest().status not in (OVER, REFUSED):
            self._update(status=CLOSED)

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection: join, then read and send until it ends; True when the client should not come back."""
        join = self._join(self.latest().tokens)
        assert self._out is not None and self._stop is not None
        while not self._out.empty():  # moves for a position of the old connection: the host would refuse them
            self._out.get_nowait()
        sender = asyncio.create_task(self._send_loop(ws))
        stopper = asyncio.create_task(self._stop.wait())
        try:
            await ws.send(join)
            receiver = asyncio.create_task(self._receive_loop(ws))
            done, _pending = await asyncio.wait({receiver, stopper}, return_when=asyncio.FIRST_COMPLETED)
            if stopper in done:
                receiver.cancel()
                return True
            return bool(receiver.result())
        except ConnectionClosed:
            return False
        finally:
            sender.cancel()
            stopper.cancel()

    def _join(self, tokens: tuple[str, ...]) -> str:
        """The ``join`` this laptop sends: back with its tokens once it has them, else asking for its seats."""
        more: list[dict[str, Any]]
        if tokens:
            first: dict[str, Any] = {"name": None, "seat": None, "token": tokens[0]}
            more = [{"seat": None, "name": None, "token": token} for token in tokens[1:]]
        else:
            first = {"name": self.name, "seat": self.seat, "token": None}
            more = [{"seat": seat, "name": name, "token": None} for seat, name in self.more]
        return encode("join", code=self.code, bot=self.bot, more=more, **first)

    async def _send_loop(self, ws: ClientConnection) -> None:
        assert self._out is not None
        with contextlib.suppress(ConnectionClosed):
            while True:
                await ws.send(await self._out.get())

    async def _receive_loop(self, ws: ClientConnection) -> bool:
        try:
            async for raw in ws:
                try:
                    if self._receive(raw):
                        return True
                except ProtocolError as exc:
                    self._update(status=CLOSED, problem=_("the host sent {problem}").format(problem=exc))
                    return True
        except ConnectionClosed:
            pass
        return self.latest().status in (OVER, REFUSED)

    def _receive(self, raw: str | bytes) -> bool:
        """Take in one message from the host; True when it ends this laptop's game."""
        message = protocol.decode(raw, FROM_HOST)
        kind = message["t"]
        if kind == "refused":
            if message["fatal"]:
                self._update(status=REFUSED, problem=message["reason"])
                return True
            with self._lock:
                self._refusals = [*self._refusals, message["reason"]][-REFUSALS_KEPT:]
            self._update()
        elif kind == "welcome":
            game = message["game"]
            if game not in games.GAMES:
                raise ProtocolError(_("unknown game {game}").format(game=repr(game)))
            seats, tokens = message["seats"], message["tokens"]
            if not all(type(s) is int for s in seats):
                raise ProtocolError(_("seats must be numbers"))
            if len(tokens) != len(seats) or not all(
                isinstance(t, str) and 0 < len(t) <= protocol.MAX_TEXT for t in tokens
            ):
                raise ProtocolError(_("a token must come with each seat"))
            self._state_class = games.GAMES[game].rules.State
            joins = self.latest().joins + 1
            options = message["options"]
            self._update(
                game=game, options=options, seats=tuple(seats), tokens=tuple(tokens), status=LOBBY, joins=joins
            )
        elif kind == "events":
            state_class = self._need_game()
            heard = protocol.decode_events(state_class, message)
            with self._lock:  # the host tells the whole game again on every (re)join: only what is new is kept
                for index, (mark, told) in enumerate(heard, message["first"]):
                    self._hear(index, mark, told)
            self._update()
        else:  # state
            state_class = self._need_game()
            table = message["seats"]
            if not all(isinstance(seat, dict) for seat in table):
                raise ProtocolError(_("each seat must be a mapping"))
            legal = tuple(protocol.decode_move(state_class.codec, raw) for raw in message["legal"])
            over = message["over"]
            if message["moves"] < 0:
                raise ProtocolError(_("a count of moves must not be negative"))
            with self._lock:
                self._rewind(message["moves"])  # a move told was taken back, and nothing was played since
            self._update(
                status=OVER if over else PLAYING if message["started"] else LOBBY,
                table=tuple(table),
                moves=message["moves"],
                current=message["current"],
                views=protocol.decode_views(message),
                legal=legal,
                key=message["key"],
                undo=message["undo"],
                redo=message["redo"],
                result=message["result"],
                record=message["record"],
            )
            return bool(over)
        return False

    def _hear(self, index: int, mark: str, told: Told) -> None:
        """Move ``index`` as the host tells it: already heard (a rejoin's retelling), or another move than the one
        heard there (the one heard was taken back), or the next one."""
        if index > len(self._heard):
            raise ProtocolError(_("the host skipped a move"))
        if index < len(self._heard) and self._heard[index] == mark:
            return
        self._rewind(index)
        self._heard.append(mark)
        self._told = [*self._told, told][-TOLD_KEPT:]

    def _rewind(self, count: int) -> None:
        """The game was taken back to its first ``count`` moves: those heard after are forgotten, and the ones
        already taken are reported by ``take_news``."""
        after = len(self._heard) - count
        if after <= 0:
            return
        untaken = min(after, len(self._told))
        del self._heard[count:], self._told[len(self._told) - untaken :]
        if after > untaken:
            self._rewound = count if self._rewound is None else min(self._rewound, count)

    def _need_game(self) -> type[GameState]:
        if self._state_class is None:
            raise ProtocolError(_("a message came before the welcome"))
        return self._state_class


def play_as_computer(client: Client, level: str, idle: float = 600.0) -> Snapshot:
    """Play ``client``'s seat as a computer level until the game ends (headless ``--join --bot``): the bot sees
    what a computer player at the host would see (its view and legal moves) and seeds its randomness with the
    decision key the host sent, so it makes the very moves the same level makes at the host. Returns the last
    snapshot (over, refused, closed, or ``idle`` seconds without a message)."""
    snap = client.latest()
    played = (-1, -1)  # (connection, position) of the last move sent: sent again on a new connection
    while snap.status not in (OVER, REFUSED, CLOSED):
        if snap.to_move and snap.key is not None and (snap.joins, snap.moves) != played and snap.current is not None:
            bots = games.get(snap.game).bots
            move = bots.choose_move(snap.views[snap.current], list(snap.legal), level, random.Random(snap.key))
            client.send_move(move)
            played = (snap.joins, snap.moves)
        newer = client.wait(snap.version, idle)
        if newer.version == snap.version and newer.status == snap.status:
            break  # nothing came for ``idle`` seconds
        snap = newer
    return snap
