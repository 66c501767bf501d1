"""Where things are on an Unsurmountable mountain: card points, slots, and which points meet.

One definition shared by the rules (placement, path search), the card-art generator and the pygame
table, so a path drawn on a card is exactly the path the rules follow.

Card units: a card is the unit rectangle, x to the right (0..1), y downwards (0..1), whatever its
real width and height. Seven named points sit on a card: two on the top edge, two on the bottom
edge, one in the middle of each side, and the centre.

Slots: ``(row, col)``. Row 0 is the bottom row, row 3 the peak. ``col`` of a bottom-row slot is a
column index that may be any integer (the very first card goes to column 0, and the row may then
grow left into negative columns). A slot ``(row, col)`` with row >= 1 sits centred over the two
slots ``(row - 1, col)`` and ``(row - 1, col + 1)``, so its card spans bottom-row columns
``col .. col + row``. A full mountain is the triangle ``frame(s)``: columns ``s .. s + 3`` in the
bottom row, ``s .. s + 2`` in row 1, ``s .. s + 1`` in row 2 and ``s`` at the peak. We let the
columns float instead of fixing seven absolute ones because cards can be taken off the mountain:
with a fixed grid a row could drift to the edge and lose room to grow.
"""

from __future__ import annotations

from collections.abc import Iterable

Slot = tuple[int, int]
Node = tuple[Slot, str]

#: Every point a path segment may join, in card units (x right, y down).
POINTS: dict[str, tuple[float, float]] = {
    "T1": (0.25, 0.0),
    "T3": (0.75, 0.0),
    "L": (0.0, 0.5),
    "C": (0.5, 0.5),
    "R": (1.0, 0.5),
    "B1": (0.25, 1.0),
    "B3": (0.75, 1.0),
}
#: Points on a bottom-row card where a climb may start (the mountain's bottom edge).
ENTRY_POINTS = ("B1", "B3")
#: The point of the peak card a path must reach.
GOAL_POINT = "C"
#: Number of rows; the bottom row holds HEIGHT cards, the next HEIGHT - 1, ... the peak 1.
HEIGHT = 4
#: Cards in a complete mountain (4 + 3 + 2 + 1).
MOUNTAIN_SIZE = HEIGHT * (HEIGHT + 1) // 2
_FAR = 1 << 30  # further than any column a mountain reaches

# A point of one card meets a point of its neighbour: (row change, column change, neighbour's point).
_LINKS: dict[str, tuple[int, int, str]] = {
    "R": (0, 1, "L"),
    "L": (0, -1, "R"),
    "T1": (1, -1, "B3"),
    "T3": (1, 0, "B1"),
    "B1": (-1, 0, "T3"),
    "B3": (-1, 1, "T1"),
}


def link(slot: Slot, point: str) -> Node | None:
    """The neighbouring slot's point that touches ``point`` of ``slot`` (None for the centre or below row 0)."""
    step = _LINKS.get(point)
    if step is None:
        return None
    row = slot[0] + step[0]
    if row < 0 or row >= HEIGHT:
        return None
    return (row, slot[1] + step[1]), step[2]


def touching(slot: Slot) -> list[Slot]:
    """Slots whose cards touch this one: side by side in the row, resting on it, or under it."""
    row, col = slot
    near = [(row, col - 1), (row, col + 1), (row + 1, col - 1), (row + 1, col), (row - 1, col), (row - 1, col + 1)]
    return [(r, c) for r, c in near if 0 <= r < HEIGHT]


def slot_origin(slot: Slot) -> tuple[float, float]:
    """Top-left corner of a slot in card units, relative to bottom-row column 0 (y grows downwards)."""
    row, col = slot
    return col + row / 2, -float(row)


def point_xy(slot: Slot, point: str) -> tuple[float, float]:
    """Position of a card point on the table, in card units (same frame as ``slot_origin``)."""
    x0, y0 = slot_origin(slot)
    px, py = POINTS[point]
    return x0 + px, y0 + py


def span(slot: Slot) -> tuple[int, int]:
    """First and last bottom-row column a slot's card covers."""
    return slot[1], slot[1] + slot[0]


def fits(slots: Iterable[Slot]) -> bool:
    """Whether all these slots lie inside one complete 4-3-2-1 mountain outline."""
    lo, hi = _FAR, -_FAR  # no slots at all: hi - lo is negative, and they fit
    for row, col in slots:  # span() written out: this runs for every candidate place of every search node
        if col < lo:
            lo = col
        if col + row > hi:
            hi = col + row
    return hi - lo <= HEIGHT - 1


def frames(slots: Iterable[Slot]) -> list[int]:
    """Left columns ``s`` of every complete outline that contains all these slots (empty list: none)."""
    spans = [span(slot) for slot in slots]
    if not spans:
        return [0]
    lo = min(a for a, _ in spans)
    hi = max(b for _, b in spans)
    return list(range(hi - (HEIGHT - 1), lo + 1))


def frame(s: int) -> list[Slot]:
    """The slots of the complete mountain whose bottom row starts at column ``s``, bottom row first."""
    return [(row, s + i) for row in range(HEIGHT) for i in range(HEIGHT - row)]


def peak(s: int) -> Slot:
    return (HEIGHT - 1, s)


def left_slope(s: int) -> list[Slot]:
    """The outer left edge of mountain ``s``, bottom to peak (the peak belongs to both slopes)."""
    return [(row, s) for row in range(HEIGHT)]


def right_slope(s: int) -> list[Slot]:
    """The outer right edge of mountain ``s``, bottom to peak."""
    return [(row, s + HEIGHT - 1 - row) for row in range(HEIGHT)]


#: ``legal_slots`` answers by occupied slots: every listing of moves asks, and the same shapes recur.
_LEGAL: dict[frozenset[Slot], tuple[Slot, ...]] = {}


def legal_slots(occupied: Iterable[Slot]) -> list[Slot]:
    """Every empty slot where a card may be placed next (UM-G2, UM-G3), sorted bottom row first.

    - On an empty mountain the first card starts the bottom row (always at column 0: every start is
      the same up to shifting the whole mountain).
    - A bottom-row card goes directly left or right of a bottom-row card; if the bottom row was
      emptied by an ability while higher cards remain, it may go anywhere below them.
    - A higher card needs both cards it is centred over.
    - Nothing may leave the 4-3-2-1 outline, which also caps the bottom row at four cards.
    """
    occ = frozenset(occupied)
    found = _LEGAL.get(occ)
    if found is None:
        if len(_LEGAL) > 50_000:
            _LEGAL.clear()
        found = _LEGAL[occ] = tuple(_legal_slots(occ))
    return list(found)


def _legal_slots(occ: frozenset[Slot]) -> list[Slot]:
    if not occ:
        return [(0, 0)]
    lo, hi = _FAR, -_FAR  # the columns the mountain spans (``fits`` of it plus each candidate, written out)
    bottom = []
    candidates = set()
    for row, col in occ:
        if col < lo:
            lo = col
        if col + row > hi:
            hi = col + row
        if row == 0:
            bottom.append(col)
        if row + 1 < HEIGHT and (row, col + 1) in occ:
            candidates.add((row + 1, col))
    if bottom:
        for col in bottom:
            candidates.add((0, col - 1))
            candidates.add((0, col + 1))
    else:
        candidates.update((0, s + i) for s in range(hi - (HEIGHT - 1), lo + 1) for i in range(HEIGHT))
    room = HEIGHT - 1
    return sorted(
        (row, col) for row, col in candidates if (row, col) not in occ and max(hi, col + row) - min(lo, col) <= room
    )


def is_complete(occupied: Iterable[Slot]) -> bool:
    """A mountain with all ten places filled (the outline rule keeps every card inside one triangle)."""
    occ = set(occupied)
    return len(occ) == MOUNTAIN_SIZE and fits(occ)


def mountain_frame(occupied: Iterable[Slot]) -> int | None:
    """Left column of a complete mountain, or None while it is not complete."""
    occ = set(occupied)
    if not is_complete(occ):
        return None
    return min(col for _, col in occ)
