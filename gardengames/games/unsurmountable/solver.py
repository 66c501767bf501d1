"""Exact solver for Unsurmountable: can this position still be won, and how?

Like a solitaire solver it sees everything, deck order included. It is a depth-first search over
``State.legal_moves()``/``State.apply(move, check=False)`` on clones (the rules' own code, so it can never
disagree with them) with
- a memo of positions proved lost, keyed on a canonical form (the mountain shifted so its leftmost
  column is 0: every rule is the same after shifting the whole mountain);
- safe prunes that only cut positions which cannot be won (``_assess``); the same estimate orders
  the moves, most promising first;
- restarts: a try that runs out of its allowance starts again with equally good moves shuffled,
  keeping every position proved lost (one early mistake can hide a win for a long time in a
  depth-first search);
- a node budget: when it runs out the answer is "unknown", never a wrong "unwinnable";
- for the hint button only, a cap on this thread's CPU time as well (``analyse(..., cpu_seconds=)``): an
  answer in time matters more there than the same answer on every machine. The computer's own play
  (``hint``, ``solve``) never passes one, so its moves never depend on the clock.

Its estimates keep what they learn between searches (per card data, see ``_Tables``): the same outlines
of the mountain come back position after position and game after game.

For speed it reads the question an ability is asking straight from the state (``State._pending``: kind,
card, answers picked) instead of building a ``prompt`` for every position.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import geometry
from gardengames.games.unsurmountable.geometry import HEIGHT, MOUNTAIN_SIZE
from gardengames.games.unsurmountable.rules import (
    MOUNTAIN_CHANGERS,
    Build,
    Choose,
    GameData,
    State,
    new_game,
)

#: Search nodes (moves tried) allowed per question before the answer becomes "unknown".
NODE_LIMIT = 30_000
#: Allowance unit of the restarts: try i gets TRY_UNIT * luby(i) nodes (1, 1, 2, 1, 1, 2, 4, ...), the
#: schedule that wastes least when the search time is heavy-tailed (Luby, Sinclair and Zuckerman).
TRY_UNIT = 200
#: CPU seconds the hint button lets the solver think before it says no hint was found in time (under the
#: 0.5 s goal by room for the nodes between two looks at the clock and a garbage collection).
HINT_SECONDS = 0.4
#: Nodes between two looks at the clock when a search has a time cap (a look costs about a microsecond).
CLOCK_EVERY = 16
#: Most answers kept by each of the estimates' caches before it starts afresh (they live as long as the
#: program: together some tens of MB at most).
KEEP = 50_000
#: Most ways of filling the empty places that ``_can_fill`` tries one by one.
FILL_LIMIT = 720

WINNABLE, UNWINNABLE, UNKNOWN = "winnable", "unwinnable", "unknown"

#: How many built cards one use of each mountain-changing ability can take out or exchange.
CHANGES = {"move_mountain": 1, "discard_mountain": 1, "swap_mountain": 2, "replace_mountain": 1}
assert set(CHANGES) == set(MOUNTAIN_CHANGERS)
_SWAPS = ("swap_camp", "swap_mountain")


@dataclass(frozen=True)
class Result:
    verdict: str  # WINNABLE, UNWINNABLE or UNKNOWN
    line: tuple[Move, ...] = ()  # a winning line of moves when winnable
    nodes: int = 0


class _OutOfBudget(Exception):
    pass


def analyse(state: State, node_limit: int = NODE_LIMIT, cpu_seconds: float | None = None) -> Result:
    """Decide whether ``state`` can still be won, with a winning line if so. ``cpu_seconds``: also answer
    "unknown" once the calling thread has used that much CPU time on it (the hint button; never the
    computer's play, whose moves must not depend on the machine)."""
    if state.is_over:
        return Result(WINNABLE if state.won else UNWINNABLE)
    search = _Search(state)
    if cpu_seconds is not None:
        search.deadline = time.thread_time() + cpu_seconds
    attempt = 0
    while True:
        if search.out_of_time():
            return Result(UNKNOWN, (), search.nodes)
        search.limit = min(node_limit, search.nodes + TRY_UNIT * _luby(attempt + 1))
        search.line = []
        search.shuffle = random.Random(attempt) if attempt else None
        try:
            found = search.start()
            break
        except _OutOfBudget:
            if search.nodes >= node_limit:
                return Result(UNKNOWN, (), search.nodes)
        attempt += 1
    if found:
        return Result(WINNABLE, tuple(reversed(search.line)), search.nodes)
    return Result(UNWINNABLE, (), search.nodes)


def _luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


def solve(state: State, node_limit: int = NODE_LIMIT) -> list[Move] | None:
    """A winning line of moves from ``state``, or None (lost, or no win found within the budget)."""
    result = analyse(state, node_limit)
    return list(result.line) if result.verdict == WINNABLE else None


def hint(state: State, node_limit: int = NODE_LIMIT) -> Move | None:
    """The first move of a winning line (None when the position is lost or the budget ran out)."""
    line = solve(state, node_limit)
    return line[0] if line else None


def hint_in_time(state: State, cpu_seconds: float | None = None) -> Result:
    """What the hint button asks: the analysis, cut short ("unknown") once this thread has thought for
    ``cpu_seconds`` (by default ``HINT_SECONDS``) of CPU time. Only what the hint says depends on the
    machine, never the game."""
    return analyse(state, cpu_seconds=HINT_SECONDS if cpu_seconds is None else cpu_seconds)


def is_winnable(seed: int, level: int, node_limit: int = NODE_LIMIT) -> bool | None:
    """Whether the plain deal for ``seed`` at ``level`` can be won; None when the budget ran out."""
    result = analyse(new_game(1, seed, {"level": level}), node_limit)
    return None if result.verdict == UNKNOWN else result.verdict == WINNABLE


# --------------------------------------------------------------------------------------------------
# Search


class _Search:
    def __init__(self, root: State) -> None:
        self.root = root
        self.tables = _tables(root.data)
        self.limit = 0
        self.nodes = 0
        self.lost: set[tuple] = set()
        self.needs: dict[tuple, int] = {}  # ``_assess`` of live positions (a restart meets many again)
        self.line: list[Move] = []
        self.shuffle: random.Random | None = None
        self.deadline: float | None = None  # thread CPU time to stop at (``analyse``'s cpu_seconds)

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.thread_time() >= self.deadline

    def start(self) -> bool:
        state = self.root
        need = 0
        if state._pending is None:
            dead, need = _assess(state, self.tables)
            if dead:
                return False
        return self.run(state, _key(state), need)

    def run(self, state: State, key: tuple, need: int) -> bool:
        """Depth-first from a live position: children needing the fewest changes first, builds first."""
        children = []
        inner = state is not self.root
        for index, move in enumerate(state.legal_moves()):
            if inner and _mirrored(state, move):
                continue
            self.nodes += 1
            if self.nodes > self.limit or (self.nodes % CLOCK_EVERY == 0 and self.out_of_time()):
                raise _OutOfBudget
            child = state.clone()
            child.apply(move, check=False)
            if child.status == "won":
                self.line.append(move)
                return True
            if child.status == "lost":
                continue
            child_key = _key(child)
            if child_key in self.lost or (not child.helicopter and _with_helicopter(child_key) in self.lost):
                continue  # (a position is never better without the helicopter than with it)
            child_need = need
            if child._pending is None or child._pending["kind"] != "from_discard":
                known = self.needs.get(child_key)
                if known is not None:
                    child_need = known
                else:
                    dead, child_need = _assess(child, self.tables, child_key[2])
                    if dead:
                        self.lost.add(child_key)
                        continue
                    self.needs[child_key] = child_need
            tie = self.shuffle.random() if self.shuffle else index
            children.append((child_need, not isinstance(move, Build), tie, move, child, child_key))
        children.sort(key=lambda c: c[:3])
        for child_need, _, _, move, child, child_key in children:
            if child_key not in self.lost and self.run(child, child_key, child_need):
                self.line.append(move)
                return True
        self.lost.add(key)
        return False


def _key(state: State) -> tuple:
    """Everything that decides the rest of the game, with the mountain shifted to start at column 0."""
    shape = _shape(state.mountain)
    p = state._pending
    pending = None if p is None else (p["kind"], p["card"], tuple(p["picked"]))
    discard = frozenset(state.discard)
    return (tuple(state.deck), tuple(state.camp), shape, discard, state.camp_size, state.helicopter, pending)


def _shape(mountain: dict[tuple[int, int], str]) -> tuple[tuple[int, int, str], ...]:
    """The mountain's (row, column, card), sorted, shifted so that its leftmost column is 0."""
    if not mountain:
        return ()
    shift = min([col for _, col in mountain])
    return tuple(sorted([(row, col - shift, card) for (row, col), card in mountain.items()]))


def _with_helicopter(key: tuple) -> tuple:
    return key[:5] + (True,) + key[6:]


def _mirrored(state: State, move: Move) -> bool:
    """The second card of a swap is only taken after the first in id order: both orders give the same
    position (used only inside the search, where the search itself picked the first card)."""
    p = state._pending
    return (
        p is not None
        and p["kind"] in _SWAPS
        and bool(p["picked"])
        and isinstance(move, Choose)
        and move.card < p["picked"][0]
    )


# --------------------------------------------------------------------------------------------------
# Per-card tables, built once per card data


# Frame-relative numbering: slot (row, s + i) of outline s is place _PLACE[(row, i)];
# a route node is place * 7 + point index, and _LINK[node] is the node touching it inside the outline.
_POINTS = tuple(geometry.POINTS)
_NP = len(_POINTS)
_FRAME0 = geometry.frame(0)
_PLACE = {slot: i for i, slot in enumerate(_FRAME0)}


def _link_table() -> list[int]:
    out = []
    for slot in _FRAME0:
        for point in _POINTS:
            touch = geometry.link(slot, point)
            if touch is not None and touch[0] in _PLACE:
                out.append(_PLACE[touch[0]] * _NP + _POINTS.index(touch[1]))
            else:
                out.append(-1)
    return out


_LINK = _link_table()
_ENTRIES = [_PLACE[(0, i)] * _NP + _POINTS.index(p) for i in range(HEIGHT) for p in geometry.ENTRY_POINTS]
_GOAL = _PLACE[geometry.peak(0)] * _NP + _POINTS.index(geometry.GOAL_POINT)
_ROWS = [[slot for slot in _FRAME0 if slot[0] == row] for row in range(HEIGHT - 1)]
_ROW_PLACES = [[_PLACE[(row, i)] for i in range(HEIGHT - row)] for row in range(HEIGHT)]  # place of (row, s + i)
_SLOPES = [geometry.left_slope(0), geometry.right_slope(0)]
_ROW_GROUPS = [[_PLACE[slot] for slot in row] for row in _ROWS]  # the same, as place numbers
_SLOPE_GROUPS = [[_PLACE[slot] for slot in slope] for slope in _SLOPES]

_Joins = tuple[tuple[tuple[int, int], ...], ...]  # per point index: (point index reached, fewest climbers)
_FAR = 99  # more changes or climbers than any route needs


def _spot_table() -> tuple[list[int], list[tuple[tuple[int, tuple[int, ...], int], ...]]]:
    """Two points that touch are one spot for a route (crossing between them costs nothing): a number for
    every node's spot, and what each spot is made of: (place, the spots of that place's points, point index)."""
    assert all(_LINK[other] == node for node, other in enumerate(_LINK) if other >= 0)
    first: dict[int, int] = {}
    spot_of = [
        first.setdefault(node if other < 0 else min(node, other), len(first)) for node, other in enumerate(_LINK)
    ]
    members: list[list[tuple[int, tuple[int, ...], int]]] = [[] for _ in first]
    for node, spot in enumerate(spot_of):
        place, point = divmod(node, _NP)
        members[spot].append((place, tuple(spot_of[place * _NP : place * _NP + _NP]), point))
    return spot_of, [tuple(parts) for parts in members]


_SPOT, _MEMBERS = _spot_table()
_ENTRY_SPOTS = tuple(_SPOT[node] for node in _ENTRIES)
_GOAL_SPOT = _SPOT[_GOAL]


def _flat(reach: _Joins) -> _Joins:
    """``reach`` with no climbers counted (below level V they do not matter)."""
    return tuple(tuple((point, 0) for point, _ in row) for row in reach)


@dataclass
class _Fillers:
    """A set of cards that could still fill a place, and what they could do there."""

    bits: int
    cards: tuple[str, ...]  # sorted
    joins: _Joins  # how any one of them could join an empty (or changed) place's points (fewest climbers)
    pool: tuple[int, frozenset[int]]  # featureless cards, and the distinct feature masks of the others
    flat: _Joins | None = None  # the same with no climbers counted, once needed


class _Outline:
    """What is known of one outline's cards (by place) with one set of fillers: the fewest changes a route
    needs (``route`` once known exactly, until then at least ``low``), the feature changes, and whether the
    gaps can be filled. Each field only ever becomes more certain, so a hint and the computer's play may
    share one outline from two threads: a lost update loses knowledge, never makes an answer wrong."""

    __slots__ = ("places", "route", "low", "features", "fill")

    def __init__(self, places: tuple[str | None, ...]) -> None:
        self.places = places
        self.route: int | None = None
        self.low = 0
        self.features: int | None = None
        self.fill: bool | None = None


@dataclass
class _Tables:
    """Card facts by card id, and caches of the costlier questions (they repeat a lot in a search)."""

    data: GameData
    bit: dict[str, int] = field(default_factory=dict)  # card id -> bit in a set of cards
    reach: dict[str, _Joins] = field(default_factory=dict)  # points joined by one path piece
    mask: dict[str, int] = field(default_factory=dict)  # features as bits
    kind: dict[str, str] = field(default_factory=dict)
    own: tuple[dict[str, _Joins], dict[str, _Joins]] = field(init=False)  # ``reach``: flat, climbing
    width: int = field(init=False)  # bits per (start, point) in a ``_code``
    code: dict[str, int] = field(default_factory=dict)  # ``reach`` as one number (``_code``)
    joins: dict[int, _Joins] = field(default_factory=dict)  # ``_decode`` by code
    fillers: dict[int, _Fillers] = field(default_factory=dict)
    outlines: dict[tuple, _Outline] = field(default_factory=dict)
    least: dict[tuple, int] = field(default_factory=dict)  # ``_least_changes`` by mountain shape, fillers, budget
    capacities: dict[tuple[int, int], int] = field(default_factory=dict)  # ``_capacity`` by cards held and slack
    takers: int = 0  # the cards that take a card back from the discard pile, as bits

    def __post_init__(self) -> None:
        self.own = ({}, {})
        for i, card in enumerate(self.data.cards):
            self.bit[card.id] = 1 << i
            steps = tuple(tuple((_POINTS.index(q), c) for q, c in card.adjacency.get(p, ())) for p in _POINTS)
            self.reach[card.id] = _closure(steps)
            self.mask[card.id] = card.feature_mask
            self.kind[card.id] = card.ability.kind
            if card.ability.kind == "from_discard":
                self.takers |= 1 << i
            self.own[False][card.id] = _flat(self.reach[card.id])
            self.own[True][card.id] = self.reach[card.id]
        self.width = 1 + max((c for reach in self.reach.values() for row in reach for _, c in row), default=0)
        self.code = {card: _code(reach, self.width) for card, reach in self.reach.items()}

    def fillers_of(self, cards: list[str]) -> _Fillers:
        """The facts of a set of filler cards (each card lies in one place only, so none is listed twice)."""
        bits = 0
        for card in cards:
            bits |= self.bit[card]
        found = self.fillers.get(bits)
        if found is None:
            code = 0
            for card in cards:
                code |= self.code[card]
            joins = self.joins.get(code)
            if joins is None:
                if len(self.joins) > KEEP:
                    self.joins.clear()
                joins = self.joins[code] = _decode(code, self.width)
            masks = frozenset(m for m in {self.mask[card] for card in cards} if m)
            if len(self.fillers) > KEEP:
                self.fillers.clear()
            found = self.fillers[bits] = _Fillers(
                bits,
                tuple(sorted(set(cards))),
                joins,
                (sum(1 for card in cards if not self.mask[card]), masks),
            )
        return found

    def outline(self, level: int, places: tuple[str | None, ...], fillers: _Fillers) -> _Outline:
        key = (level, places, fillers.bits)
        found = self.outlines.get(key)
        if found is None:
            if len(self.outlines) > KEEP:
                self.outlines.clear()
            found = self.outlines[key] = _Outline(places)
        return found


def _code(reach: _Joins, width: int) -> int:
    """``reach`` as one number: a field of ``width`` bits for each (start, point), with every bit from the
    fewest climbers up set (no bit: not reached). OR-ing the codes of several cards gives, field by field,
    the fewest climbers any one of them needs: the cheap way to merge a set of fillers."""
    full = (1 << width) - 1
    code = 0
    for start, row in enumerate(reach):
        for point, climbers in row:
            code |= (full ^ ((1 << climbers) - 1)) << ((start * _NP + point) * width)
    return code


def _decode(code: int, width: int) -> _Joins:
    """A ``_code`` back as points reached with their fewest climbers, per start."""
    full = (1 << width) - 1
    rows = []
    for start in range(_NP):
        row = []
        for point in range(_NP):
            bits = code >> ((start * _NP + point) * width) & full
            if bits:
                row.append((point, (bits & -bits).bit_length() - 1))
        rows.append(tuple(row))
    return tuple(rows)


def _closure(steps: _Joins) -> _Joins:
    """For each point, every point its path piece reaches, with the fewest climbers on the way."""
    out = []
    for start in range(_NP):
        best = {start: 0}
        todo = [start]
        while todo:  # tiny graphs: relax until nothing improves
            point = todo.pop()
            for nxt, climbers in steps[point]:
                if best[point] + climbers < best.get(nxt, 99):
                    best[nxt] = best[point] + climbers
                    todo.append(nxt)
        del best[start]
        out.append(tuple(best.items()))
    return tuple(out)


_TABLES: dict[int, _Tables] = {}


def _tables(data: GameData) -> _Tables:
    found = _TABLES.get(id(data))
    if found is None or found.data is not data:
        if len(_TABLES) > 8:
            _TABLES.clear()
        found = _TABLES[id(data)] = _Tables(data)
    return found


# --------------------------------------------------------------------------------------------------
# Estimates: what a win still needs, and what the position can still afford


def _assess(state: State, tables: _Tables, shape: tuple | None = None) -> tuple[bool, int]:
    """(hopeless, fewest built cards that must still change). Hopeless only when the position
    surely cannot be won; every test relaxes the real game. Not for a position taking a card back
    from the discard pile (that card is about to count again):

    1. Every card that can still end up in the mountain is in the mountain, the Base Camp or the deck
       (taking a card back from the discard pile costs the card that does it).
    2. Built cards stay unless a mountain-changing ability changes them. ``_capacity`` bounds how many
       can still change; ``_least_changes`` how many must, with empty places filled by any card to come.

    ``shape``: the mountain as ``_key`` gives it, when the caller has it already.
    """
    slack = len(state.mountain) + len(state.camp) + len(state.deck) - MOUNTAIN_SIZE
    if slack < 0:
        return True, 99
    bit = tables.bit
    held = 0  # the Base Camp and deck cards, as bits
    for card in state.camp:
        held |= bit[card]
    for card in state.deck:
        held |= bit[card]
    budget = tables.capacities.get((held, slack))
    if budget is None:
        if len(tables.capacities) > KEEP:
            tables.capacities.clear()
        budget = tables.capacities[(held, slack)] = _capacity(state, tables, slack)
    if state._pending is not None:  # an ability being resolved was paid for already
        budget += CHANGES.get(state._pending["kind"], 0)
    need = _least_changes(state, tables, budget, held, shape)
    return need > budget, need


def _capacity(state: State, tables: _Tables, slack: int) -> int:
    """Most built cards that can still change: each use of a changing ability costs a spare card, and
    the card that takes a used card back from the discard pile allows one more use. (It depends only on
    the Base Camp and deck cards and ``slack``: ``_assess`` keeps it by those.)"""
    kinds = [tables.kind[card] for card in (*state.camp, *state.deck)]
    caps = sorted((CHANGES[kind] for kind in kinds if kind in CHANGES), reverse=True)
    if "from_discard" in kinds:
        caps.insert(0, max(CHANGES.values()))
    return sum(caps[:slack])


def _fillers(state: State, tables: _Tables, movable: bool) -> list[str]:
    """Cards that could still fill an empty place: Base Camp and deck, the discard pile while a card
    that takes from it is at hand, and, while any built card may still change (``movable``), the
    built cards themselves (moved or swapped into place)."""
    cards = [*state.camp, *state.deck]
    if any(tables.kind[card] == "from_discard" for card in cards):
        cards += state.discard
    if movable:
        cards += state.mountain.values()
    return cards


def _least_changes(state: State, tables: _Tables, budget: int, held: int, shape: tuple | None) -> int:
    """Fewest built cards to change before some complete outline could win (more than ``budget``
    comes back as ``budget + 1``). An outline may lie anywhere; cards outside it must all change.
    ``held``: the Base Camp and deck cards as bits; ``shape``: the mountain as ``_key`` gives it (or None)."""
    mountain = state.mountain
    if not mountain:
        return 0
    bit = tables.bit
    bits = held  # the fillers (``_fillers``), as bits
    if held & tables.takers:
        for card in state.discard:
            bits |= bit[card]
    if budget > 0:
        for card in mountain.values():
            bits |= bit[card]
    fillers = tables.fillers.get(bits) or tables.fillers_of(_fillers(state, tables, movable=budget > 0))
    built = shape if shape is not None else _shape(mountain)  # shifted: the same anywhere
    level = state.level
    key = (level, built, bits, budget)
    found = tables.least.get(key)
    if found is not None:
        return found
    hi = max(col + row for row, col, _ in built)
    best = len(mountain) if len(mountain) <= budget else budget + 1  # clear everything, start afresh
    outlines: list[tuple[int, int, tuple[str | None, ...]]] = []
    for s in range(-(HEIGHT - 1), hi + 1):
        cards: list[str | None] = [None] * MOUNTAIN_SIZE
        outside = 0
        for row, col, card in built:
            i = col - s
            if 0 <= i < HEIGHT - row:
                cards[_ROW_PLACES[row][i]] = card
            else:
                outside += 1
        if outside <= budget:
            outlines.append((outside, s, tuple(cards)))
    # The answer is the least over the outlines whatever their order: those with fewer cards outside first
    # make the limits of the rest tighter (cheaper searches, often none at all).
    outlines.sort()
    for outside, _, places in outlines:
        limit = min(budget, best - 1) - outside
        if limit < 0:
            break  # and for every outline after it
        outline = tables.outline(level, places, fillers)
        if outline.features is not None and outline.features > limit:
            continue
        need = _route(level, outline, limit, tables, fillers)
        if need > limit:
            continue
        if level >= 3:
            if outline.features is None:
                outline.features = _feature_changes(level, places, tables, fillers)
            need = max(need, outline.features)
            if need > limit:
                continue
        if outside == budget and not _can_fill(level, outline, tables, fillers):
            continue  # no change left for the cards inside the outline
        best = outside + need
        if best == 0:
            break
    if len(tables.least) > KEEP // 2:  # (its keys hold whole mountains)
        tables.least.clear()
    tables.least[key] = best
    return best


def _route(level: int, outline: _Outline, limit: int, tables: _Tables, fillers: _Fillers) -> int:
    """Fewest built cards a bottom-to-peak route must change (``limit + 1``: more than ``limit``).

    An empty place joins points as some card still to come could; a built card joins its own points, or,
    at the price of one change, points as a card to come could. At level V only routes with fewer climbers
    than the mountain's height count. The answer is kept exactly, whatever the limit it was asked with: a
    search stopped at a limit keeps only that the answer is larger, and is taken up again by a larger limit.
    """
    if outline.route is not None:
        return min(outline.route, limit + 1)
    if limit < outline.low:
        return limit + 1
    climb = level >= 5
    if climb:
        joined = fillers.joins
    else:
        joined = fillers.flat = fillers.flat or _flat(fillers.joins)
    own = tables.own[climb]
    zero = [joined if card is None else own[card] for card in outline.places]
    one = [None if card is None else joined for card in outline.places]
    found = _spread(zero, one, limit, HEIGHT - 1 if climb else 0)
    if found <= limit:
        outline.route = found
    else:
        outline.low = max(outline.low, found)
    return found


def _spread(zero: list[_Joins], one: list[_Joins | None], limit: int, most: int) -> int:
    """Fewest changes (``limit + 1``: more than ``limit``) on a route from the bottom edge to the peak's
    centre carrying at most ``most`` climbers; ``zero[place]`` are the moves through a place for free,
    ``one[place]`` (None: none) those that cost a change. One change level at a time: the fewest climbers
    each spot is reached with, spread through the free moves, then one paid move from every spot reached
    (fewer climbers are always as good, so that number is all a spot needs to keep)."""
    best = [_FAR] * len(_MEMBERS)
    todo = list(_ENTRY_SPOTS)
    for spot in todo:
        best[spot] = 0
    goal = _GOAL_SPOT
    cost = 0
    while True:
        while todo:
            spot = todo.pop()
            here = best[spot]
            for place, spots, point in _MEMBERS[spot]:
                for other, climbers in zero[place][point]:
                    nxt = spots[other]
                    total = here + climbers
                    if total < best[nxt] and total <= most:
                        if nxt == goal:
                            return cost
                        best[nxt] = total
                        todo.append(nxt)
        if cost >= limit:
            return limit + 1
        cost += 1
        for spot, here in enumerate(best.copy()):  # the spots as the last level left them
            if here > most:
                continue
            for place, spots, point in _MEMBERS[spot]:
                paid = one[place]
                if paid is None:
                    continue
                for other, climbers in paid[point]:
                    nxt = spots[other]
                    total = here + climbers
                    if total < best[nxt] and total <= most:
                        if nxt == goal:
                            return cost
                        best[nxt] = total
                        todo.append(nxt)
        if not todo:
            return limit + 1


def _feature_changes(level: int, places: tuple[str | None, ...], tables: _Tables, fillers: _Fillers) -> int:
    """Fewest built cards to change so every row (from level IV also each slope) could still be
    completed without a repeated feature, filling its gaps from ``fillers``. Each row is judged on its
    own (a card may be counted for several rows: optimistic)."""
    pool, mask = fillers.pool, tables.mask

    def cost(group: list[int]) -> int:
        fixed = tuple(sorted([mask[card] for place in group if (card := places[place]) is not None]))
        return _group_cost(fixed, len(group) - len(fixed), pool)

    need = sum([cost(row) for row in _ROW_GROUPS])
    if level >= 4:
        need = max(need, *[cost(slope) for slope in _SLOPE_GROUPS])
    return need


_GROUP_COSTS: dict[tuple, int] = {}


def _group_cost(fixed: tuple[int, ...], empty: int, pool: tuple[int, frozenset[int]]) -> int:
    """Fewest of the ``fixed`` cards to take out so the rest clash with nothing and the gaps can be
    filled from ``pool`` with cards that clash neither with them nor with each other."""
    key = (fixed, empty, pool)
    found = _GROUP_COSTS.get(key)
    if found is not None:
        return found
    best = 99
    for kept in range(1 << len(fixed)):
        used, count, ok = 0, 0, True
        for i, mask in enumerate(fixed):
            if kept >> i & 1:
                if used & mask:
                    ok = False
                    break
                used |= mask
                count += 1
        removed = len(fixed) - count
        if ok and removed < best and _most_disjoint(pool, used) >= empty + removed:
            best = removed
    if len(_GROUP_COSTS) > 100_000:
        _GROUP_COSTS.clear()
    _GROUP_COSTS[key] = best
    return best


_DISJOINT: dict[tuple, int] = {}


def _most_disjoint(pool: tuple[int, frozenset[int]], used: int) -> int:
    """Most pool cards sharing no feature with each other or with ``used`` (featureless ones always fit)."""
    key = (pool, used)
    found = _DISJOINT.get(key)
    if found is not None:
        return found
    featureless, masks = pool
    best = {used: 0}
    for mask in masks:
        for have, count in list(best.items()):
            if not have & mask and best.get(have | mask, -1) < count + 1:
                best[have | mask] = count + 1
    if len(_DISJOINT) > KEEP:
        _DISJOINT.clear()
    found = _DISJOINT[key] = featureless + max(best.values())
    return found


def _can_fill(level: int, outline: _Outline, tables: _Tables, fillers: _Fillers) -> bool:
    """With the built cards fixed: could distinct cards still to come fill the empty places into a
    winning mountain (ignoring the order they arrive in)? True when there are too many ways to try."""
    places = outline.places
    empty = [i for i, card in enumerate(places) if card is None]
    if not empty:
        return True
    cards = fillers.cards
    ways = 1
    for i in range(len(empty)):
        ways *= len(cards) - i
    if ways <= 0:
        return False
    if ways > FILL_LIMIT:
        return True
    if outline.fill is None:
        outline.fill = _fill(level, list(places), empty, list(cards), tables)
    return outline.fill


def _fill(level: int, trial: list[str | None], empty: list[int], cards: list[str], tables: _Tables) -> bool:
    groups = list(_ROW_GROUPS) if level >= 3 else []
    if level >= 4:
        groups += _SLOPE_GROUPS
    groups_of = {place: [g for g in groups if place in g] for place in empty}
    climb = level >= 5
    own, most = tables.own[climb], HEIGHT - 1 if climb else 0
    nothing: list[_Joins | None] = [None] * MOUNTAIN_SIZE

    def clashes(place: int, card: str) -> bool:
        mask = tables.mask[card]
        return any(
            (near := trial[other]) is not None and tables.mask[near] & mask
            for group in groups_of[place]
            for other in group
            if other != place
        )

    def done() -> bool:
        """The rules' path test (``has_path``, at level V ``cheapest_path`` under HEIGHT climbers) on the
        filled outline: a route changing no card."""
        filled = [own[card] for card in trial if card is not None]  # every place, here
        return _spread(filled, nothing, 0, most) == 0

    def place(i: int, left: list[str]) -> bool:
        if i == len(empty):
            return done()
        spot = empty[i]
        for j, card in enumerate(left):
            if not clashes(spot, card):
                trial[spot] = card
                if place(i + 1, left[:j] + left[j + 1 :]):
                    return True
                trial[spot] = None
        return False

    return place(0, cards)
