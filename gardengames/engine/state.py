"""The one narrow API every game's rules share, plus the plain-data Move and Event types.

Modelled on python-chess (``legal_moves``/``push``) and OpenSpiel (``legal_actions``/``apply_action``):
the UI, the bots, hints, saves and tests all drive a game through the same handful of calls, so a rule
lives in exactly one place. Moves and events are frozen dataclasses: hashable, comparable, printable,
and serialisable through a per-game ``Codec`` so that a save is just (seed, options, moves).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

S = TypeVar("S", bound="GameState")


class IllegalMove(ValueError):
    """A move that ``legal_moves()`` does not contain was applied."""


def default_names(count: int) -> list[str]:
    """Names used when no seat names are known (tests, logs without a UI)."""
    return [f"Player {i + 1}" for i in range(count)]


@dataclass(frozen=True)
class Move:
    """Base of every game's moves. Subclasses are frozen dataclasses with tuple/int/str fields."""

    def describe(self, names: Sequence[str]) -> str:
        """Readable text for the move log; ``names`` are the seats' names."""
        return _generic_text(self)

    def __str__(self) -> str:
        return self.describe(default_names(8))


@dataclass(frozen=True)
class Event:
    """Something that happened, for the UI to animate and the log to print.

    ``reveals`` marks events that show hidden information (a card drawn, a shuffle) or hand the
    table to another player; multiplayer undo never steps back over such an event.
    """

    reveals: ClassVar[bool] = False

    def describe(self, names: Sequence[str]) -> str:
        return _generic_text(self)

    def __str__(self) -> str:
        return self.describe(default_names(8))


def _generic_text(obj: Any) -> str:
    parts = ", ".join(f"{f.name}={getattr(obj, f.name)!r}" for f in dataclasses.fields(obj))
    return f"{type(obj).__name__}({parts})"


class Codec:
    """Turns a game's moves into JSON-able dicts and back; the list of classes is the whitelist."""

    def __init__(self, classes: Sequence[type[Move]]) -> None:
        self.by_name = {cls.__name__: cls for cls in classes}

    def encode(self, move: Move) -> dict[str, Any]:
        name = type(move).__name__
        if self.by_name.get(name) is not type(move):
            raise ValueError(f"{name} is not a move of this game")
        return {"type": name, **{f.name: _to_json(getattr(move, f.name)) for f in dataclasses.fields(move)}}

    def decode(self, data: Any) -> Move:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(f"a move must be a mapping with a 'type', not {data!r}")
        cls = self.by_name.get(data["type"])
        if cls is None:
            raise ValueError(f"unknown move type {data['type']!r}")
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise ValueError(f"move {data['type']} has unknown fields {sorted(extra)}")
        try:
            return cls(**{k: _from_json(v) for k, v in data.items() if k != "type"})
        except TypeError as exc:
            raise ValueError(f"move {data['type']}: {exc}") from None


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@dataclass(frozen=True)
class ScoreSheet:
    """A player's score with the parts it is made of (category -> points), for the score screen."""

    total: int
    parts: dict[str, int] = field(default_factory=dict)
    tiebreak: float = 0.0


class GameState(ABC):
    """A whole game in progress. Subclasses keep only plain data so ``to_dict`` is exact.

    Contract shared by all four games:
    - ``legal_moves()`` lists every move the current player may make now, including the answers to a
      pending multi-step choice; ``apply(move)`` checks it is legal, changes the state and returns events.
    - All randomness comes from ``self.rng`` (seeded), so the same seed and moves give the same state.
    - ``view(player)`` is a JSON-able dict of what that player may see (``None``: a spectator).
    """

    game_id: ClassVar[str] = ""
    codec: ClassVar[Codec]

    num_players: int
    rng: random.Random

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat whose decision it is; ``None`` once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def legal_moves(self) -> list[Move]: ...

    @abstractmethod
    def _apply(self, move: Move) -> list[Event]:
        """Carry out a move already known to be legal."""

    @abstractmethod
    def scores(self) -> list[ScoreSheet]: ...

    @abstractmethod
    def view(self, player: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    @abstractmethod
    def from_dict(cls: type[S], data: dict[str, Any]) -> S: ...

    def apply(self, move: Move) -> list[Event]:
        """Apply a legal move and return what happened; an illegal move changes nothing."""
        if self.is_over:
            raise IllegalMove(f"the game is over; cannot play {_generic_text(move)}")
        if move not in self.legal_moves():
            raise IllegalMove(f"not a legal move now: {_generic_text(move)}")
        return self._apply(move)

    def winners(self) -> list[int]:
        """Seats sharing the best (total, tiebreak); empty while the game is running."""
        if not self.is_over:
            return []
        sheets = self.scores()
        best = max((s.total, s.tiebreak) for s in sheets)
        return [i for i, s in enumerate(sheets) if (s.total, s.tiebreak) == best]

    def copy(self: S) -> S:
        return type(self).from_dict(json.loads(json.dumps(self.to_dict())))

    def checksum(self) -> str:
        """A short fingerprint of the whole state; saves store it to verify a replay."""
        blob = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable


def rng_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
