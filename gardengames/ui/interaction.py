"""One way to play any game by mouse and keyboard, built from nothing but ``legal_moves()`` and the two
keys every move names (``source_key``: what is picked up or clicked, ``target_key``: where it lands).

python-chess lets a board GUI stay generic because a move is (from-square, to-square); this is that idea for
cards. From the moves alone it knows which things may be picked up, where each may go, which things play a
move when simply clicked, and when one drop still leaves a choice (then the table offers just those moves).
It holds no rule: a refused click asks the rules why (``State.why_not``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence

from gardengames.engine.state import Move

Rect = tuple[int, int, int, int]
Point = tuple[float, float]


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
        self.by_keys = False  # the lift came from the keyboard: the prompt says the keys, the ring is solid

    def sync(self, version: int, legal: Callable[[], Sequence[Move]]) -> None:
        """Rebuild the move index when the session's version moved on (and put down what was lifted)."""
        if version != self.version:
            self.version = version
            self.index = MoveIndex(legal())
            self.put_down()

    def lift(self, key: Hashable, by_keys: bool = False) -> None:
        self.lifted, self.focus, self.by_keys = key, None, by_keys

    def put_down(self) -> bool:
        """Put the lifted card back; True when there was one (Esc does this before asking to leave)."""
        had = self.lifted is not None
        self.lifted = self.focus = None
        return had

    def targets(self) -> dict[Hashable, list[Move]]:
        return {} if self.lifted is None else self.index.targets(self.lifted)

    def step_source(self, order: Sequence[Hashable], step: int) -> Hashable | None:
        """Tab / Shift+Tab: lift the next (or previous) thing that can be picked up, in ``order``; with nothing
        lifted yet, the first of ``order`` (what a player most likely wants: ``tab_order``) either way."""
        keys = [k for k in order if k in self.index.by_source]
        if not keys:
            return None
        self.lift(keys[(keys.index(self.lifted) + step) % len(keys)] if self.lifted in keys else keys[0], True)
        return self.lifted

    def tab_order(self, rects: dict[Hashable, Rect], private: Collection[Hashable]) -> list[Hashable]:
        """The order Tab lifts things in: the player's own cards that go somewhere (a hand), then the rest that
        go somewhere (the First card, a marker), then what plays on a click alone (a deck, a face-up card to
        draw), each group in reading order; the first group starts at the one the rules list first (the First
        card before the helicopter above it), the one a player most likely wants."""

        def group(key: Hashable) -> int:
            return 2 if not self.index.targets(key) else 0 if key in private else 1

        placed = [k for k in self.index.sources if k in rects]
        order = sorted(reading_order({k: rects[k] for k in placed}), key=group)
        best = [k for k in order if group(k) == group(order[0])] if order else []
        if not best:
            return []
        at = best.index(next(k for k in placed if k in best))
        return best[at:] + best[:at] + order[len(best) :]


def toward(points: dict[Hashable, Point], origin: Point, direction: Point) -> Hashable | None:
    """The key in ``points`` an arrow key pressed at ``origin`` goes to: the nearest inside a cone of 45 degrees
    each side of ``direction`` (a unit step such as (1, 0) for Right), else the nearest anywhere on that side,
    else None. Screen geometry, not reading order: Down goes down even where rows are ragged."""
    dx, dy = direction
    cone: list[tuple[float, Hashable]] = []
    side: list[tuple[float, Hashable]] = []
    for key, (x, y) in points.items():
        along = (x - origin[0]) * dx + (y - origin[1]) * dy
        across = abs((x - origin[0]) * dy - (y - origin[1]) * dx)
        if along > 0:
            (cone if across <= along else side).append((along * along + across * across, key))
    for found in (cone, side):
        if found:
            return min(found, key=lambda pair: pair[0])[1]
    return None


def centres(rects: dict[Hashable, Rect]) -> dict[Hashable, Point]:
    """Each rect's centre, where arrows aim; rects with one centre (a row and a column of one garden) are set a
    hair apart along the diagonal, in the order given, so an arrow can still step from one to the other."""
    points: dict[Hashable, Point] = {}
    seen: dict[Point, int] = {}
    for key, (x, y, w, h) in rects.items():
        centre = (x + w / 2, y + h / 2)
        n = seen[centre] = seen.get(centre, -1) + 1
        points[key] = (centre[0] + n / 1000, centre[1] + n / 1000)
    return points


def reading_order(rects: dict[Hashable, Rect]) -> list[Hashable]:
    """Keys ordered the way eyes read a table: by rows from the top, then left to right (keyboard order)."""

    if not rects:
        return []
    band = max(8, min(h for _x, _y, _w, h in rects.values()) // 2)  # centres this close count as one row

    def row_then_column(key: Hashable) -> tuple[int, int]:
        x, y, _w, h = rects[key]
        return ((y + h // 2) // band, x)

    return sorted(rects, key=row_then_column)
