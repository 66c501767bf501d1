"""A game being played: seats, the state, the list of moves, undo/redo and computer turns.

Pure Python (no pygame) so the table, the command-line demo, saves and tests share one driver.
A session is fully described by (game id, seed, options, seats, moves): replaying the moves
rebuilds the identical state, which is what saves store.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any

from gardengames import games
from gardengames.engine.state import Event, GameState, Move

COMPUTER_NAMES = ["Basil", "Clover", "Rosemary", "Sage"]


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
        return self.name if self.is_human else f"{self.name} (computer, {self.level})"

    @classmethod
    def from_dict(cls, raw: dict[str, Any]) -> Seat:
        return cls(str(raw["name"]), str(raw.get("kind", "human")), str(raw.get("level", "easy")),
                   int(raw.get("colour", 0)))


class Session:
    """Drives one game: applies moves, remembers them, and knows how far undo may go.

    Undo follows what players expect: unlimited in solitaire; in a multiplayer game only within the
    current player's turn and never back past an event that revealed something or passed the turn.
    """

    def __init__(self, game_id: str, seats: list[Seat], seed: int, options: dict[str, Any] | None = None,
                 data: Any = None) -> None:
        self.info = games.get(game_id)
        self.seats = seats
        self.seed = seed
        self.options = {**self.info.default_options(), **(options or {})}
        rules = self.info.rules
        kwargs = {"data": data} if data is not None else {}
        self.state: GameState = rules.new_game(len(seats), seed, self.options, **kwargs)
        self.moves: list[Move] = []
        self.history: list[tuple[int | None, Move, list[Event]]] = []  # (who, move, events) for the log
        self._snapshots: list[dict[str, Any]] = []
        self._redo: list[Move] = []
        self.undo_floor = 0

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def current_seat(self) -> Seat | None:
        p = self.state.current_player
        return None if p is None else self.seats[p]

    def apply(self, move: Move, *, keep_redo: bool = False) -> list[Event]:
        """Play ``move`` (must be legal) and record it; a fresh move clears the redo list."""
        before_player = self.state.current_player
        snapshot = self.state.to_dict()
        events = self.state.apply(move)
        self._snapshots.append(snapshot)
        self.moves.append(move)
        self.history.append((before_player, move, events))
        if not keep_redo:
            self._redo.clear()
        if not self.info.solitaire and (
            any(e.reveals for e in events) or self.state.current_player != before_player
        ):
            self.undo_floor = len(self.moves)
        return events

    def can_undo(self) -> bool:
        if self.info.solitaire:
            return bool(self.moves)
        seat = self.current_seat
        return len(self.moves) > self.undo_floor and seat is not None and seat.is_human

    def undo(self) -> Move | None:
        if not self.can_undo():
            return None
        move = self.moves.pop()
        self.history.pop()
        self.state = type(self.state).from_dict(self._snapshots.pop())
        self._redo.append(move)
        return move

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list[Event]:
        if not self._redo:
            return []
        return self.apply(self._redo.pop(), keep_redo=True)

    def computer_move(self, budget_s: float = 1.0) -> Move:
        """The move the current computer seat chooses. Bots see only their view and the legal moves."""
        player = self.state.current_player
        assert player is not None, "the game is over"
        seat = self.seats[player]
        legal = self.state.legal_moves()
        rng = random.Random(f"{self.seed}:{len(self.moves)}")
        if self.info.solitaire:
            # Solitaire has no opponent to hide from: the solver plays the winning line when there is one.
            return self.info.module("solver").hint(self.state) or legal[0]
        return self.info.bots.choose_move(self.state.view(player), legal, seat.level, rng, budget_s)

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
            "moves": [codec.encode(m) for m in self.moves],
            "checksum": self.state.checksum(),
        }


SAVE_FORMAT = 1


class RecordError(ValueError):
    """A saved game that cannot be rebuilt; the message says which field and why."""


def rules_version(game_id: str) -> int:
    """Bumped by a game when a change to its rules or data would make old saves replay differently."""
    return int(getattr(games.get(game_id).rules, "RULES_VERSION", 1))


def from_record(raw: Any) -> Session:
    """Rebuild a session by replaying its moves; refuse anything that does not check out exactly."""
    if not isinstance(raw, dict):
        raise RecordError("the save is not a mapping")
    fmt = raw.get("format")
    if not isinstance(fmt, int) or fmt > SAVE_FORMAT or fmt < 1:
        raise RecordError(f"field 'format': {fmt!r} is not a save format this version understands")
    game_id = raw.get("game")
    if game_id not in games.GAMES or not games.GAMES[game_id].has_rules:
        raise RecordError(f"field 'game': unknown game {game_id!r}")
    if raw.get("rules_version") != rules_version(game_id):
        raise RecordError(f"field 'rules_version': saved with rules version {raw.get('rules_version')!r}, "
                          f"this version plays {rules_version(game_id)}")
    seed = raw.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RecordError("field 'seed' must be a whole number")
    options = raw.get("options")
    if not isinstance(options, dict):
        raise RecordError("field 'options' must be a mapping")
    seats_raw = raw.get("seats")
    info = games.GAMES[game_id]
    if not isinstance(seats_raw, list) or not info.min_players <= len(seats_raw) <= info.max_players:
        raise RecordError("field 'seats' must list the players")
    try:
        seats = [Seat.from_dict(seat) for seat in seats_raw]
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"field 'seats': {exc}") from None
    moves = raw.get("moves")
    if not isinstance(moves, list):
        raise RecordError("field 'moves' must be a list")
    try:
        session = Session(game_id, seats, seed, options)
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"field 'options': {exc}") from None
    codec = type(session.state).codec
    for i, data in enumerate(moves):
        try:
            session.apply(codec.decode(data))
        except (ValueError, TypeError, KeyError, IndexError) as exc:  # IllegalMove is a ValueError too
            raise RecordError(f"field 'moves[{i}]': {exc}") from None
    if raw.get("checksum") != session.state.checksum():
        raise RecordError("field 'checksum': the replayed game does not match the saved one")
    session.undo_floor = len(session.moves)  # a resumed game never undoes past where it was saved
    return session
