"""One way to play any game by mouse and keyboard, built from nothing but ``legal_moves()`` and the two
keys every move names (``source_key``: what is picked up or clicked, ``target_key``: where it lands).

python-chess lets a board GUI stay generic because a move is (from-square, to-square); this is that idea for
cards. From the moves alone it knows which things may be picked up, where each may go, which things play a
move when simply clicked, and when one drop still leaves a choice (then the table offers just those moves).
It holds no rule: a refused click asks the rules why (``State.why_not``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from gardengames.engine.state import Move

Rect = tuple[int, int, int, int]


class MoveIndex:
    """The legal moves of one position, grouped by the keys they name."""

    def __init__(self, legal: Sequence[Move]) -> None:
        self.legal = list(legal)
        self.by_source: dict[Hashable, list[Move]] = {}
        self.onto: dict[Hashable, list[Move]] = {}  # moves with no source that land on (or click) a key
        for move in self.legal:
            source, target = move.source_key, move.target_key
            if source is not None:
                self.by_source.setdefault(source, []).append(move)
            elif target is not None:
                self.onto.setdefault(target, []).append(move)

    @property
    def sources(self) -> list[Hashable]:
        """Everything that may be picked up or clicked now, in the order the rules list their moves."""
        return list(self.by_source)

    def targets(self, source: Hashable) -> dict[Hashable, list[Move]]:
        """Where ``source`` may land, each with the moves that land there (more than one: a further choice)."""
        out: dict[Hashable, list[Move]] = {}
        for move in self.by_source.get(source, ()):
            if move.target_key is not None:
                out.setdefault(move.target_key, []).append(move)
        return out

    def direct(self, source: Hashable) -> list[Move]:
        """The moves a click on ``source`` alone makes (no target to choose)."""
        return [m for m in self.by_source.get(source, ()) if m.target_key is None]

    def between(self, source: Hashable, target: Hashable) -> list[Move]:
        return [m for m in self.by_source.get(source, ()) if m.target_key == target]

    def clickable(self) -> set[Hashable]:
        """Every key a click can do something with now: sources and the landing keys of source-less moves."""
        return set(self.by_source) | set(self.onto)

    def buttons(self) -> list[Move]:
        """Moves that name no key at all (end the turn, pass): the table offers them as buttons."""
        return [m for m in self.legal if m.source_key is None and m.target_key is None]


class Selection:
    """Click-to-select and keyboard state: the lifted source and the target the keyboard points at.

    The table owns one and resets it whenever the position changes (``sync``), so no table has to
    remember to clear its own selection after a move, an undo or a redo.
    """

    def __init__(self) -> None:
        self.index = MoveIndex([])
        self.version = -1
        self.lifted: Hashable | None = None
        self.focus: Hashable | None = None  # keyboard: the target of the lifted source it points at

    def sync(self, version: int, legal: Callable[[], Sequence[Move]]) -> None:
        """Rebuild the move index when the session's version moved on (and put down what was lifted)."""
        if version != self.version:
            self.version = version
            self.index = MoveIndex(legal())
            self.put_down()

    def lift(self, key: Hashable) -> None:
        self.lifted, self.focus = key, None

    def put_down(self) -> bool:
        """Put the lifted card back; True when there was one (Esc does this before asking to leave)."""
        had = self.lifted is not None
        self.lifted = self.focus = None
        return had

    def targets(self) -> dict[Hashable, list[Move]]:
        return {} if self.lifted is None else self.index.targets(self.lifted)

    def step_source(self, order: Sequence[Hashable], step: int) -> Hashable | None:
        """Tab / Shift+Tab: lift the next (or previous) thing that can be picked up, in ``order``."""
        keys = [k for k in order if k in self.index.by_source]
        if not keys:
            return None
        at = keys.index(self.lifted) if self.lifted in keys else (-1 if step > 0 else 0)
        self.lift(keys[(at + step) % len(keys)])
        return self.lifted

    def step_target(self, order: Sequence[Hashable], step: int) -> Hashable | None:
        """Arrows: point at the next (or previous) place the lifted card may go, in ``order``."""
        targets = self.targets()
        keys = [k for k in order if k in targets] + [k for k in targets if k not in order]
        if not keys:
            return None
        at = keys.index(self.focus) if self.focus in keys else (-1 if step > 0 else 0)
        self.focus = keys[(at + step) % len(keys)]
        return self.focus


def reading_order(rects: dict[Hashable, Rect]) -> list[Hashable]:
    """Keys ordered the way eyes read a table: by rows from the top, then left to right (keyboard order)."""

    if not rects:
        return []
    band = max(8, min(h for _x, _y, _w, h in rects.values()) // 2)  # centres this close count as one row

    def row_then_column(key: Hashable) -> tuple[int, int]:
        x, y, _w, h = rects[key]
        return ((y + h // 2) // band, x)

    return sorted(rects, key=row_then_column)
