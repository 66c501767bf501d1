"""A game being played: seats, the state, the list of moves, undo/redo and computer turns.

Pure Python (no pygame) so the table, the command-line demo, saves and tests share one driver.
A session is fully described by (game id, seed, options, seats, moves): replaying the moves
rebuilds the identical state, which is what saves store.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from gardengames import games
from gardengames.engine.state import Event, GameState, Move
from gardengames.i18n import _

COMPUTER_NAMES = ["Basil", "Clover", "Rosemary", "Sage"]
SEAT_KINDS = ("human", "computer")
SEAT_COLOUR_COUNT = 4  # the table's seat colours (ui.theme.SEAT_COLOURS has exactly this many)
MAX_NAME = 24  # as long as the setup screen's name field; longer names would overrun every layout
SOLVER_LEVEL = "solver"  # the only computer player of a solitaire game: the exact solver


@dataclass
class Seat:
    """Who sits in a chair: a person or a computer player at some level."""

    name: str
    kind: str = "human"  # "human" or "computer"
    level: str = "easy"
    colour: int = 0

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def label(self) -> str:
        """The seat as lists of players show it: "Ann", "Basil (computer, hard)" (in the player's language)."""
        if self.is_human:
            return self.name
        return _("{name} (computer, {level})").format(name=self.name, level=games.level_name(self.level))

    @classmethod
    def from_dict(cls, raw: Any) -> Seat:
        """A seat from a save, taken exactly as written: wrong types are refused, never converted."""
        if not isinstance(raw, dict):
            raise ValueError(_("a seat must be a mapping"))
        name, kind, level, colour = (
            raw.get("name"),
            raw.get("kind", "human"),
            raw.get("level", "easy"),
            raw.get("colour", 0),
        )
        if not isinstance(name, str) or not isinstance(kind, str) or not isinstance(level, str):
            raise ValueError(_("a seat's name, kind and level must be text"))
        if isinstance(colour, bool) or not isinstance(colour, int):
            raise ValueError(_("a seat's colour must be a whole number"))
        return cls(name, kind, level, colour)

    def problem(self, levels: tuple[str, ...]) -> str:
        """Why this seat cannot sit at a game whose computer levels are ``levels`` ("" when it can)."""
        problem = name_problem(self.name)
        if problem:
            return problem
        if self.kind not in SEAT_KINDS:
            return _("kind {kind} is not one of {kinds}").format(
                kind=repr(self.kind[:MAX_NAME]), kinds=", ".join(SEAT_KINDS)
            )
        if self.kind == "computer" and self.level not in levels:
            return _("computer level {level} is not one of {levels}").format(
                level=repr(self.level[:MAX_NAME]), levels=", ".join(levels)
            )
        if not 0 <= self.colour < SEAT_COLOUR_COUNT:
            return _("colour {colour} is not between 0 and {last}").format(
                colour=self.colour, last=SEAT_COLOUR_COUNT - 1
            )
        return ""


def name_problem(name: str) -> str:
    """Why ``name`` cannot name a seat ("" when it can): the one rule for the setup screen, settings and saves."""
    if not name.strip() or len(name) > MAX_NAME or not name.isprintable():
        return _("name {name} must be 1 to {n} printable characters").format(name=repr(name[:MAX_NAME]), n=MAX_NAME)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from a JSON escape: no font can draw it, no file can hold it
        return _("name {name} is not valid text").format(name=repr(name[:MAX_NAME]))
    return ""


class Session:
    """Drives one game: applies moves, remembers them, and knows how far undo may go.

    Undo follows what players expect: unlimited in solitaire; in a multiplayer game only within the
    current player's turn and never back past an event that revealed something or passed the turn.
    """

    def __init__(
        self,
        game_id: str,
        seats: list[Seat],
        seed: int,
        options: dict[str, Any] | None = None,
        data: Any = None,
        secret: str = "",
    ) -> None:
        self.info = games.get(game_id)
        self.seats = seats
        self.seed = seed
        self.secret = secret  # keys the computer players' randomness (``decision_key``); "" for a local game
        self.options = {**self.info.default_options(), **(options or {})}
        self._data = data
        self.state: GameState = self._new_state()
        self.moves: list[Move] = []
        self.history: list[tuple[int | None, Move, list[Event]]] = []  # (who, move, events) for the log
        self._redo: list[Move] = []
        self.undo_floor = 0
        # Undo plays the moves again from the last point kept: the state at the undo floor (moves played, state)
        # in a shared game; from the start where undo has no floor (a solitaire's games are short). The start is
        # the state as the first move found it (a lesson or a test may have arranged it after it was dealt).
        self._kept: tuple[int, dict[str, Any]] | None = None
        self._start: dict[str, Any] | None = None
        self.version = 0  # bumped by every change of the state: what the table's caches are keyed on
        self.listeners: list[Callable[[Session], None]] = []  # told after every change (autosave, statistics)
        self.hints_used = 0  # hints shown in this game: the statistics count a win that used any apart
        self.uid = ""  # the played game's own id, given by its keeper; a demo, replay or lesson has none

    # A game played across laptops (``net.remote.RemoteSession``) answers these differently: this laptop shows and
    # plays only its own seats, and its moves are decided by the host, not here.
    hosted = False  # the table keeps no save of its own (the host's is the truth) and tells no seed
    # A hosted game on the host's laptop: what leaving now would lose of the host's autosave ("" nothing); the
    # game waits on Continue hosting. None where this laptop keeps no host's save.
    host_save: Callable[[], str] | None = None

    def plays_here(self, seat: int) -> bool:
        """Whether this app makes ``seat``'s moves (a person at this screen, or a computer player run here)."""
        return True

    def at_screen(self, seat: int) -> bool:
        """Whether ``seat`` is a person at this screen (hot seat: every person; across laptops: this laptop's)."""
        return self.seats[seat].is_human and self.plays_here(seat)

    def look_from(self, seat: int | None) -> None:
        """The person at ``seat`` is at the screen now (None: nobody's cards show); at one screen the state is the
        whole truth and the table shows each seat's part of it, so nothing changes."""

    @property
    def away(self) -> list[str]:
        """The names of the players whose laptop is away (the game waits for them); none at one screen."""
        return []

    @property
    def can_hand_away(self) -> bool:
        """Whether this laptop may let a computer play for the players who are away (it hosts the game)."""
        return False

    def hand_away(self) -> str:
        """Let a computer play for every player who is away; why not, or ""."""
        return ""

    def submit(self, move: Move) -> bool:
        """Hand ``move`` to whoever decides elsewhere (a host): True when it was sent and will come back among
        ``take_arrived``; False when it is to be played here with ``apply``."""
        return False

    def submit_undo(self) -> bool:
        """Ask whoever decides elsewhere (a host) to take back the last move: True when asked (it comes back
        through ``take_undone``); False when it is to be taken back here with ``undo``."""
        return False

    def submit_redo(self) -> bool:
        """Ask whoever decides elsewhere (a host) to play again the move taken back last: True when asked (it comes
        back through ``take_arrived``); False when it is to be played again here with ``redo``."""
        return False

    def take_undone(self) -> list[tuple[int | None, Move, list[Event]]]:
        """The moves taken back elsewhere since the last call, newest first, already gone from the state and
        history (the table tells each); none in a game played at one screen."""
        return []

    def take_arrived(self) -> list[tuple[int | None, Move, list[Event]]]:
        """The moves played elsewhere since the last call, now part of the state and history (the table tells and
        shows each); none in a game played at one screen."""
        return []

    def close(self) -> None:
        """The table is closed for good: let go of what the game holds beyond it (a connection)."""

    def _new_state(self) -> GameState:
        return self.info.new_game(len(self.seats), self.seed, self.options, self._data)

    def _changed(self) -> None:
        self.version += 1
        for listener in list(self.listeners):
            listener(self)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def turn(self) -> int:
        """Which turn this is, counting from 1: a new turn starts whenever the player to move changes, or with a
        move the rules say opens a turn (``opens_turn``) once the turn under way has had one."""
        turn, last, opened = 1, None, False
        for actor, move, _events in self.history:
            opens = self.state.opens_turn(move)
            if last is not None and (actor != last or (opens and opened)):
                turn += 1
                opened = False
            opened = opened or opens
            last = actor
        if last is not None and self.state.current_player not in (None, last):
            turn += 1
        return turn

    @property
    def current_seat(self) -> Seat | None:
        p = self.state.current_player
        return None if p is None else self.seats[p]

    def apply(self, move: Move, *, keep_redo: bool = False) -> list[Event]:
        """Play ``move`` (must be legal) and record it; a fresh move clears the redo list."""
        return self._play(move, keep_redo)

    def _play(self, move: Move, keep_redo: bool = False) -> list[Event]:
        if not self.moves and self._start is None:
            self._start = self.state.to_dict()
        before_player = self.state.current_player
        events = self.state.apply(move)
        self.moves.append(move)
        self.history.append((before_player, move, events))
        if not keep_redo:
            self._redo.clear()
        handed_on = any(e.reveals for e in events) or self.state.current_player != before_player
        if handed_on and not self.info.undo_unlimited:
            self.undo_floor = len(self.moves)
            self._kept = None  # kept again when an undo first needs it: most turns are never taken back
        self._changed()
        return events

    def _state_at(self, count: int) -> GameState:
        """The state after the first ``count`` moves, played again from the last point kept at or before it (the
        same seed and moves give the same state): only the undo floor's state is ever kept, not one per move."""
        kept = self._kept
        if kept is not None and kept[0] <= count:
            start, state = kept[0], type(self.state).from_dict(kept[1], self._data)
        else:
            start = 0
            state = self._new_state() if self._start is None else type(self.state).from_dict(self._start, self._data)
            if self.undo_floor and not self.info.undo_unlimited and count >= self.undo_floor:
                for move in self.moves[: self.undo_floor]:
                    state.apply(move, check=False)
                self._kept = (self.undo_floor, state.to_dict())
                start = self.undo_floor
        for move in self.moves[start:count]:
            state.apply(move, check=False)
        return state

    def rewind(self, count: int) -> list[Move]:
        """Take back every move after the first ``count`` at once (a replay viewer jumping back), whatever the
        undo floor; the moves taken back, oldest first."""
        count = max(0, min(count, len(self.moves)))
        if count == len(self.moves):
            return []
        self.state = self._state_at(count)
        taken = self.moves[count:]
        del self.moves[count:], self.history[count:]
        self.undo_floor = min(self.undo_floor, count)
        if self._kept is not None and self._kept[0] > count:
            self._kept = None
        self._changed()
        return taken

    def can_undo(self) -> bool:
        if self.info.undo_unlimited:
            return bool(self.moves)
        seat = self.current_seat
        return len(self.moves) > self.undo_floor and seat is not None and seat.is_human

    def undo(self) -> Move | None:
        if not self.can_undo():
            return None
        (move,) = self.rewind(len(self.moves) - 1)
        self._redo.append(move)
        return move

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        if not self._redo:
            return []
        return self.apply(self._redo.pop(), keep_redo=True)

    def computer_move(self) -> Move:
        """The move the current computer seat chooses. Bots see only their view and the legal moves."""
        return self.computer_request()()

    def computer_request(self) -> Callable[[], Move]:
        """The current computer seat's thinking, packed to run later or on another thread: it holds copies of
        what the bot may see (its view, the legal moves, an RNG seeded by seed and move number), so the same
        position always gets the same move however long it takes."""
        player = self.state.current_player
        assert player is not None, "the game is over"
        seat = self.seats[player]
        legal = self.state.legal_moves()
        rng = random.Random(self.decision_key())
        if self.info.solver:
            # A solver's game has no opponent to hide from: it plays the winning line when there is one.
            solver, state = self.info.module("solver"), self.state.clone()
            return lambda: solver.play(state, rng)
        bots, view = self.info.bots, self.state.view(player)
        return lambda: bots.choose_move(view, legal, seat.level, rng)

    def decision_key(self) -> str:
        """What seeds the randomness of the computer player deciding now: the seed and the move number.

        A game played across laptops lets a computer level on another laptop decide for its seat, so that laptop
        must be given this key; the plain ``"{seed}:{n}"`` would tell it the seed, and the seed deals every hidden
        card (seeds are small numbers, so even a plain hash of one is quickly guessed). With a ``secret`` the key
        is HMAC-SHA256(secret, "{seed}:{n}") instead: it says nothing of the seed, and the same seed, secret and
        seats still give the same game. Without one (every local game) it is the plain string, as it always was.
        """
        plain = f"{self.seed}:{len(self.moves)}"
        if not self.secret:
            return plain
        return hmac.new(self.secret.encode(), plain.encode(), hashlib.sha256).hexdigest()

    def result(self) -> dict[str, Any]:
        """The finished game in one JSON-able mapping: what ``--demo`` prints, and what a hosted game tells every
        laptop at its end (so a game played across laptops can be compared with the demo of the same seed)."""
        sheets = self.state.scores()
        result: dict[str, Any] = {
            "game": self.info.id,
            "seed": self.seed,
            "players": len(self.seats),
            "winner": [self.names[w] for w in self.state.winners()],
            "scores": {self.names[i]: {"total": sh.total, **sh.parts} for i, sh in enumerate(sheets)},
            "turns": self.turn,  # a run of moves by one player (a refill, three actions...); solitaire: one camp card
            "moves": len(self.moves),
        }
        if self.info.solitaire:
            result["won"] = bool(self.state.winners())
            result["level"] = self.options.get("level")
        return result

    def to_record(self) -> dict[str, Any]:
        """Everything needed to rebuild this session: the basis of a save file."""
        codec = type(self.state).codec
        return {
            "format": SAVE_FORMAT,
            "rules_version": rules_version(self.info.id),
            "game": self.info.id,
            "seed": self.seed,
            "options": self.options,
            "seats": [asdict(seat) for seat in self.seats],
            "turn": self.turn,  # for the menu's Continue line only; the moves are what counts
            "moves": [codec.encode(m) for m in self.moves],
            "checksum": self.state.checksum(),
            "hints": self.hints_used,
            **({"uid": self.uid} if self.uid else {}),
            **({"secret": self.secret} if self.secret else {}),
        }


SAVE_FORMAT = 2
"""2: moves and states name stable keys (each physical card its own id) and states carry game and version.
A format-1 save is replayed through each game's ``upgrade_move``; its checksum was taken of the old state
layout and cannot be compared, so for it the replay of every move as a legal move is the check."""


class RecordError(ValueError):
    """A saved game that cannot be rebuilt; the message says which field and why."""


def rules_version(game_id: str) -> int:
    """Bumped by a game when a change to its rules or data would make old saves replay differently."""
    return games.get(game_id).rules_version


def computer_levels(info: games.GameInfo) -> tuple[str, ...]:
    """The levels a computer seat of this game may have."""
    return (SOLVER_LEVEL,) if info.solver else info.bot_levels


def check_seats(info: games.GameInfo, seats: list[Seat]) -> str:
    """Why these seats cannot play ``info`` ("" when they can): the setup screen's rules, for any source."""
    if not info.min_players <= len(seats) <= info.max_players:
        return _("{game} takes {min} to {max} players, not {n}").format(
            game=_(info.title), min=info.min_players, max=info.max_players, n=len(seats)
        )
    for i, seat in enumerate(seats):
        problem = seat.problem(computer_levels(info))
        if problem:
            return _("seat {n}: {problem}").format(n=i + 1, problem=problem)
    if len({seat.name.strip().lower() for seat in seats}) < len(seats):
        return _("two seats have the same name")
    if len({seat.colour for seat in seats}) < len(seats):
        return _("two seats have the same colour")
    return ""


def check_options(info: games.GameInfo, options: dict[str, Any]) -> str:
    """Why ``options`` are not a valid choice for ``info`` ("" when they are): only declared ids and choices."""
    declared = {o.id: o for o in info.options}
    for key, value in options.items():
        option = declared.get(key)
        if option is None:
            return _("{option} is not an option of {game}").format(option=repr(str(key)[:MAX_NAME]), game=_(info.title))
        if not any(value == c and type(value) is type(c) for c in option.choices):
            return _("{option} must be one of {choices}, not {value}").format(
                option=key, choices=", ".join(map(str, option.choices)), value=repr(str(value)[:MAX_NAME])
            )
    return ""


MAX_MOVES = 5000  # the longest game the demo allows; every real game ends far sooner
MAX_SECRET = 128  # a hosted game's secret: 32 random hex digits, or what ``--secret`` was given
MAX_SEED = 2**63  # seeds are typed or drawn at random; the bound keeps a crafted one from being a giant number


def _refuse(field: str, problem: str) -> None:
    if problem:
        raise RecordError(_("field '{field}': {problem}").format(field=field, problem=problem))


def from_record(raw: Any, expect_game: str | None = None) -> Session:
    """Rebuild a session by replaying its moves; refuse anything that does not check out exactly.

    Everything is validated against the game before a single move is replayed, because whatever a save
    says (a colour, a level, a name) is later used by the table and the bots without another check.
    """
    if not isinstance(raw, dict):
        raise RecordError(_("the save is not a mapping"))
    fmt = raw.get("format")
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt > SAVE_FORMAT or fmt < 1:
        raise RecordError(
            _("field 'format': {value} is not a save format this version understands").format(
                value=repr(str(fmt)[:MAX_NAME])
            )
        )
    game_id = raw.get("game")
    if not isinstance(game_id, str) or game_id not in games.GAMES:
        raise RecordError(_("field 'game': unknown game {game}").format(game=repr(str(game_id)[:MAX_NAME])))
    if expect_game is not None and game_id != expect_game:
        raise RecordError(
            _("field 'game' says {game}, not {expected}").format(game=repr(game_id), expected=repr(expect_game))
        )
    version = raw.get("rules_version")
    if isinstance(version, bool) or version != rules_version(game_id):
        raise RecordError(
            _("field 'rules_version': saved with rules version {saved}, this version plays {plays}").format(
                saved=repr(str(version)[:MAX_NAME]), plays=rules_version(game_id)
            )
        )
    seed = raw.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not -MAX_SEED <= seed <= MAX_SEED:
        raise RecordError(_("field 'seed' must be a whole number"))
    info = games.GAMES[game_id]
    options = raw.get("options")
    if not isinstance(options, dict):
        raise RecordError(_("field 'options' must be a mapping"))
    _refuse("options", check_options(info, options))
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list):
        raise RecordError(_("field 'seats' must list the players"))
    try:
        seats = [Seat.from_dict(seat) for seat in seats_raw]
    except ValueError as exc:
        raise RecordError(_("field 'seats': {problem}").format(problem=exc)) from None
    _refuse("seats", check_seats(info, seats))
    moves = raw.get("moves")
    if not isinstance(moves, list):
        raise RecordError(_("field 'moves' must be a list"))
    if len(moves) > MAX_MOVES:
        raise RecordError(_("field 'moves': {n} moves is more than any game lasts").format(n=len(moves)))
    secret = raw.get("secret", "")  # only a game hosted for other laptops has one
    if not isinstance(secret, str) or len(secret) > MAX_SECRET or not secret.isprintable():
        raise RecordError(_("field 'secret' must be text of at most {n} characters").format(n=MAX_SECRET))
    session = Session(game_id, seats, seed, options, secret=secret)
    codec = type(session.state).codec
    for i, data in enumerate(moves):
        try:
            move = codec.decode(data) if fmt == SAVE_FORMAT else session.state.upgrade_move(data, fmt)
            session._play(move)
        except Exception as exc:  # IllegalMove, a malformed move of any shape: the save is unusable
            raise RecordError(_("field 'moves[{i}]': {problem}").format(i=i, problem=str(exc)[:160])) from None
    if fmt == SAVE_FORMAT and raw.get("checksum") != session.state.checksum():
        raise RecordError(_("field 'checksum': the replayed game does not match the saved one"))
    hints = raw.get("hints", 0)  # saves from before hints were counted have none
    if isinstance(hints, bool) or not isinstance(hints, int) or not 0 <= hints <= MAX_MOVES:
        raise RecordError(_("field 'hints' must be a count of hints"))
    session.hints_used = hints
    from gardengames.store import UID_PATTERN

    uid = raw.get("uid")  # saves from before games had ids have none: their keeper gives one
    session.uid = uid if isinstance(uid, str) and UID_PATTERN.fullmatch(uid) else ""
    session.undo_floor = len(session.moves)  # a resumed game never undoes past where it was saved
    return session
