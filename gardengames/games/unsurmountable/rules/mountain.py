"""The mountain's paths and whether it wins: the cheapest climb, connectivity, and the level rules."""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.content import ENGLISH, LOCAL, GameData, feature_name
from gardengames.games.unsurmountable.rules.geometry import HEIGHT, MOUNTAIN_SIZE, Slot
from gardengames.i18n import N_, _


def cheapest_path(mountain: dict[Slot, str], data: GameData) -> tuple[int, list[tuple[int, int, str]]] | None:
    """The path with the fewest climbers from a bottom-row entry to the peak's centre (UM-M2, UM-D5).

    Nodes are (slot, point); a card's segments join its points (costing their climbers) and a point
    touching the neighbouring card's point joins them for free. None if no path exists (or no peak).
    """
    peak = next((slot for slot in mountain if slot[0] == HEIGHT - 1), None)
    if peak is None:
        return None
    goal = (peak, geometry.GOAL_POINT)
    best: dict[tuple[Slot, str], int] = {}
    came: dict[tuple[Slot, str], tuple[Slot, str] | None] = {}
    heap: list[tuple[int, int, tuple[Slot, str]]] = []
    tick = 0
    for slot in sorted(mountain):
        if slot[0] == 0:
            for point in geometry.ENTRY_POINTS:
                node = (slot, point)
                best[node] = 0
                came[node] = None
                heap.append((0, tick, node))
                tick += 1
    heapq.heapify(heap)
    while heap:
        cost, _, node = heapq.heappop(heap)
        if cost > best.get(node, 1 << 30):
            continue
        if node == goal:
            nodes = []
            step: tuple[Slot, str] | None = node
            while step is not None:
                nodes.append((step[0][0], step[0][1], step[1]))
                step = came[step]
            return cost, nodes[::-1]
        slot, point = node
        card = data.by_id[mountain[slot]]
        steps = [((slot, other), climbers) for other, climbers in card.adjacency.get(point, ())]
        touching = geometry.link(slot, point)
        if touching is not None and touching[0] in mountain:
            steps.append((touching, 0))
        for nxt, extra in steps:
            new = cost + extra
            if new < best.get(nxt, 1 << 30):
                best[nxt] = new
                came[nxt] = node
                tick += 1
                heapq.heappush(heap, (new, tick, nxt))
    return None


# Fixed numbers for the places of an outline and the points on them, as ``fewest_climbers`` uses them: place
# (row, s + i) of the outline starting at column s is _PLACE[(row, i)]; point n of it is node place * 7 + n.
_NAMES = tuple(geometry.POINTS)
_NP = len(_NAMES)
_PLACE = {slot: i for i, slot in enumerate(geometry.frame(0))}


def _touching(node: int) -> int:
    """The node touching ``node`` on the neighbouring place inside the outline (-1: none)."""
    place, point = divmod(node, _NP)
    touch = geometry.link(geometry.frame(0)[place], _NAMES[point])
    return -1 if touch is None or touch[0] not in _PLACE else _PLACE[touch[0]] * _NP + _NAMES.index(touch[1])


_TOUCHING = [_touching(node) for node in range(MOUNTAIN_SIZE * _NP)]
_STARTS = [(_PLACE[(0, i)], _NAMES.index(point)) for i in range(HEIGHT) for point in geometry.ENTRY_POINTS]
_GOAL = _PLACE[geometry.peak(0)] * _NP + _NAMES.index(geometry.GOAL_POINT)


def fewest_climbers(mountain: dict[Slot, str], data: GameData) -> int | None:
    """The climbers on ``cheapest_path`` (None: no path), without tracing the path: what the win check
    needs, for every full mountain a search meets. Dial's buckets (climbers are small whole numbers) over
    numbered points, crossing each card in one step (``Card.climbs``)."""
    if not any(row == HEIGHT - 1 for row, _ in mountain):
        return None
    s = min([col for _, col in mountain])  # (every legal mountain lies inside the outline starting there)
    by_id = data.by_id
    climbs: list[tuple[tuple[tuple[int, int], ...], ...] | None] = [None] * MOUNTAIN_SIZE
    for (row, col), card in mountain.items():
        climbs[_PLACE[(row, col - s)]] = by_id[card].climbs
    start = [place * _NP + point for place, point in _STARTS if climbs[place] is not None]
    best = [1 << 30] * (MOUNTAIN_SIZE * _NP)
    for node in start:
        best[node] = 0
    buckets = [start]
    cost = 0
    while cost < len(buckets):
        for node in buckets[cost]:  # free steps join this very bucket while it is being read
            if best[node] < cost:
                continue
            if node == _GOAL:
                return cost
            place, point = divmod(node, _NP)
            crossing = climbs[place]
            assert crossing is not None
            for other, extra in crossing[point]:
                nxt = place * _NP + other
                new = cost + extra
                if new < best[nxt]:
                    best[nxt] = new
                    while len(buckets) <= new:
                        buckets.append([])
                    buckets[new].append(nxt)
            touch = _TOUCHING[node]
            if touch >= 0 and climbs[touch // _NP] is not None and cost < best[touch]:
                best[touch] = cost
                buckets[cost].append(touch)
        cost += 1
    return None


def has_path(mountain: dict[Slot, str], data: GameData) -> bool:
    """Whether a path joins the bottom edge to the peak's centre (UM-M2); cheaper than ``cheapest_path``."""
    peak = next((slot for slot in mountain if slot[0] == HEIGHT - 1), None)
    return peak is not None and _flood(mountain, data, peak)[0]


def foot_reach(mountain: dict[Slot, str], data: GameData) -> set[tuple[Slot, int]]:
    """Every trail piece (place, index into its card's ``pieces``) joined to the bottom edge: how far up the
    mountain a climb can get so far (the table lights them while the mountain is built)."""
    return _flood(mountain, data, None)[1]


def _flood(mountain: dict[Slot, str], data: GameData, peak: Slot | None) -> tuple[bool, set[tuple[Slot, int]]]:
    """The pieces joined to the bottom edge, stopping (True) as soon as one holds ``peak``'s centre."""
    by_id = data.by_id
    stack = []
    for slot, card_id in mountain.items():
        if slot[0] == 0:
            piece_of = by_id[card_id].piece_of
            stack += [(slot, piece_of[p]) for p in geometry.ENTRY_POINTS if p in piece_of]
    seen = set(stack)
    while stack:
        slot, index = stack.pop()
        piece = by_id[mountain[slot]].pieces[index]
        if slot == peak and geometry.GOAL_POINT in piece:
            return True, seen
        for point in piece:
            touching = geometry.link(slot, point)
            if touching is not None and touching[0] in mountain:
                other = by_id[mountain[touching[0]]].piece_of.get(touching[1])
                if other is not None and (touching[0], other) not in seen:
                    seen.add((touching[0], other))
                    stack.append((touching[0], other))
    return False, seen


#: The problem a full mountain without a way up has: the one problem a full mountain may still have while
#: play goes on (UM-R2).
NO_PATH = N_("no path climbs from the bottom edge to the centre of the peak")
#: What a fault is about (``Fault.kind``); a repeat names its row or slope in ``Fault.where``.
MISSING, BROKEN, REPEAT, CLIMBERS = "missing", "no path", "repeat", "climbers"
BOTTOM_ROW, SECOND_ROW, THIRD_ROW, LEFT_SLOPE, RIGHT_SLOPE = "row 0", "row 1", "row 2", "left slope", "right slope"


@dataclass(frozen=True)
class Fault:
    """One reason a mountain does not win, and the places it is about (bottom to top, left to right; the
    cards of a repeated feature, or the chosen path's cards for too many climbers; none for a missing path).
    Data, as events and saves keep it; ``text`` says it in English, ``local()`` in the player's language."""

    kind: str
    places: tuple[Slot, ...] = ()
    count: int = 0  # the empty places (MISSING) or the easiest path's climbers (CLIMBERS)
    where: str = ""  # REPEAT: the row or slope
    feature: str = ""  # REPEAT: the feature shown twice

    @property
    def text(self) -> str:
        return fault_words(self, english=True)

    def local(self) -> str:
        return fault_words(self)


def fault_words(fault: Fault, english: bool = False) -> str:
    """Why the mountain does not win, as a clause ("the bottom row shows more than one lake")."""
    _, n_, _p = ENGLISH if english else LOCAL
    if fault.kind == MISSING:
        n = fault.count
        return n_("the mountain still has {n} empty place", "the mountain still has {n} empty places", n).format(n=n)
    if fault.kind == BROKEN:
        return _(NO_PATH)
    if fault.kind == CLIMBERS:
        return _("the easiest path carries {n} climbers (it must be fewer than {most})").format(
            n=fault.count, most=HEIGHT
        )
    feature = feature_name(fault.feature, english)
    if fault.where == BOTTOM_ROW:
        text = _("the bottom row shows more than one {feature}")
    elif fault.where == SECOND_ROW:
        text = _("the second row shows more than one {feature}")
    elif fault.where == THIRD_ROW:
        text = _("the third row shows more than one {feature}")
    elif fault.where == LEFT_SLOPE:
        text = _("the left slope shows more than one {feature}")
    else:
        text = _("the right slope shows more than one {feature}")
    return text.format(feature=feature)


#: Why a lost game was lost (``loss_words``): the mountain complete but wrong, or the Base Camp run dry.
COMPLETE, EMPTY, STUCK, GAVE_UP = "complete", "empty", "stuck", "gave-up"


def loss_words(cause: str, faults: Sequence[Fault], english: bool = False) -> str:
    """The reason a game was lost: its cause and what the mountain still lacks, as one clause."""
    _, _n, _p = ENGLISH if english else LOCAL
    problems = "; ".join(fault_words(fault, english) for fault in faults)
    if cause == COMPLETE:
        return _("the mountain is complete, but {problems}").format(problems=problems)
    if cause == EMPTY:
        return _("the Base Camp is empty, and {problems}").format(problems=problems)
    if cause == GAVE_UP:
        return _("the player gave up, and {problems}").format(problems=problems)
    return _("no Base Camp card can be used, and {problems}").format(problems=problems)


def mountain_problems(mountain: dict[Slot, str], level: int, data: GameData) -> list[str]:
    """Why this mountain does not win at ``level`` (empty list: it wins). UM-W1, UM-D3, UM-D4, UM-D5."""
    return [fault.text for fault in mountain_faults(mountain, level, data, where=False)]


#: The faults (``where=False``) of full mountains already judged, by (data, level, then row, column and card of
#: each place in the mountain's order, which the order of the faults follows). A search meets the same full
#: mountain again and again (the data object is kept with each answer, so no other data can come to have its
#: id meanwhile); faults are immutable, so one tuple serves every caller.
_FAULTS: dict[tuple, tuple[GameData, tuple[Fault, ...]]] = {}


def mountain_faults(mountain: dict[Slot, str], level: int, data: GameData, where: bool = True) -> list[Fault]:
    """``mountain_problems`` with the places each is about (``where``: also trace the chosen path, the one
    costly part, which the win check itself never needs)."""
    missing = MOUNTAIN_SIZE - len(mountain)
    if missing:
        return [Fault(MISSING, count=missing)]
    # (in order: the texts follow it; flat, the key is one object for the garbage collector's first look)
    key = (id(data), level, *[x for (row, col), card in mountain.items() for x in (row, col, card)])
    found = _FAULTS.get(key)
    if found is None:
        if len(_FAULTS) > 20_000:
            _FAULTS.clear()
        found = _FAULTS[key] = (data, tuple(_full_faults(mountain, level, data)))
    faults = list(found[1])
    if where and faults and faults[-1].kind == CLIMBERS:
        traced = cheapest_path(mountain, data)
        places = tuple(dict.fromkeys((row, col) for row, col, _ in traced[1])) if traced else ()
        faults[-1] = Fault(CLIMBERS, places, count=faults[-1].count)
    return faults


def _full_faults(mountain: dict[Slot, str], level: int, data: GameData) -> list[Fault]:
    """The faults of a full mountain, the chosen path's places left out (a too costly climb comes last)."""
    if level >= 5:
        climbers = fewest_climbers(mountain, data)
        faults = [] if climbers is not None else [Fault(BROKEN)]
    else:
        climbers = None
        faults = [] if has_path(mountain, data) else [Fault(BROKEN)]
    s = min(col for _, col in mountain)
    if level >= 3:
        for row, row_name in enumerate((BOTTOM_ROW, SECOND_ROW, THIRD_ROW)):
            faults += _repeats([slot for slot in mountain if slot[0] == row], mountain, data, row_name)
    if level >= 4:
        faults += _repeats(geometry.left_slope(s), mountain, data, LEFT_SLOPE)
        faults += _repeats(geometry.right_slope(s), mountain, data, RIGHT_SLOPE)
    if climbers is not None and climbers >= HEIGHT:
        faults.append(Fault(CLIMBERS, count=climbers))
    return faults


def _repeats(slots: list[Slot], mountain: dict[Slot, str], data: GameData, where: str) -> list[Fault]:
    seen: set[str] = set()
    repeated: list[str] = []
    for slot in slots:
        for feature in data.by_id[mountain[slot]].features:
            if feature in seen and feature not in repeated:
                repeated.append(feature)
            seen.add(feature)
    return [
        Fault(
            REPEAT,
            tuple(sorted(slot for slot in slots if feature in data.by_id[mountain[slot]].features)),
            where=where,
            feature=feature,
        )
        for feature in repeated
    ]


def place_text(slot: Slot, mountain: dict[Slot, str]) -> str:
    """Where a place is in words a player can find on the table: its row and its card counted from the left
    of the mountain's outline (columns float, so they are counted from the outline's left edge)."""
    row, col = slot
    if row == HEIGHT - 1:
        return _("the peak")
    nth = ordinal(col - min(c for _c, c in mountain) + 1)
    if row == 0:
        return _("bottom row, {nth} from the left").format(nth=nth)
    if row == 1:
        return _("second row, {nth} from the left").format(nth=nth)
    return _("third row, {nth} from the left").format(nth=nth)


def ordinal(n: int) -> str:
    """``"1st"``, ``"2nd"``, ``"3rd"``, ``"4th"``: a card's place counted in a row."""
    if n == 1:
        # TRANSLATORS: a card's place counted in a row ("1st from the left"); {n} is a number
        return _("{n}st").format(n=n)
    if n == 2:
        return _("{n}nd").format(n=n)
    if n == 3:
        return _("{n}rd").format(n=n)
    return _("{n}th").format(n=n)
