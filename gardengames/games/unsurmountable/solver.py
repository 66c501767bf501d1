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
- a node budget: when it runs out the answer is "unknown", never a wrong "unwinnable".

For speed it reads the question an ability is asking straight from the state (``State._pending``: kind,
card, answers picked) instead of building a ``prompt`` for every position.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass, field

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import geometry
from gardengames.games.unsurmountable.geometry import HEIGHT, MOUNTAIN_SIZE, Slot
from gardengames.games.unsurmountable.rules import (
    MOUNTAIN_CHANGERS,
    Build,
    Choose,
    GameData,
    State,
    cheapest_path,
    has_path,
    new_game,
)

#: Search nodes (moves tried) allowed per question before the answer becomes "unknown".
NODE_LIMIT = 30_000
#: Allowance unit of the restarts: try i gets TRY_UNIT * luby(i) nodes (1, 1, 2, 1, 1, 2, 4, ...), the
#: schedule that wastes least when the search time is heavy-tailed (Luby, Sinclair and Zuckerman).
TRY_UNIT = 200
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


def analyse(state: State, node_limit: int = NODE_LIMIT) -> Result:
    """Decide whether ``state`` can still be won, with a winning line if so."""
    if state.is_over:
        return Result(WINNABLE if state.won else UNWINNABLE)
    search = _Search(state)
    attempt = 0
    while True:
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
        self.line: list[Move] = []
        self.shuffle: random.Random | None = None

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
            if self.nodes > self.limit:
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
                dead, child_need = _assess(child, self.tables)
                if dead:
                    self.lost.add(child_key)
                    continue
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
    mountain = state.mountain
    if mountain:
        shift = min(col for _, col in mountain)
        shape = tuple(sorted((row, col - shift, card) for (row, col), card in mountain.items()))
    else:
        shape = ()
    p = state._pending
    pending = None if p is None else (p["kind"], p["card"], tuple(p["picked"]))
    discard = frozenset(state.discard)
    return (tuple(state.deck), tuple(state.camp), shape, discard, state.camp_size, state.helicopter, pending)


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
_SLOPES = [geometry.left_slope(0), geometry.right_slope(0)]

_Joins = tuple[tuple[tuple[int, int], ...], ...]  # per point index: (point index reached, fewest climbers)


@dataclass
class _Tables:
    """Card facts by card id, and caches of the costlier questions (they repeat a lot in a search)."""

    data: GameData
    bit: dict[str, int] = field(default_factory=dict)  # card id -> bit in a set of cards
    steps: dict[str, _Joins] = field(default_factory=dict)  # segments by point index
    reach: dict[str, _Joins] = field(default_factory=dict)  # points joined by one path piece
    mask: dict[str, int] = field(default_factory=dict)  # features as bits
    kind: dict[str, str] = field(default_factory=dict)
    joins: dict[int, _Joins] = field(default_factory=dict)
    routes: dict[tuple, int] = field(default_factory=dict)
    fills: dict[tuple, bool] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for i, card in enumerate(self.data.cards):
            self.bit[card.id] = 1 << i
            self.steps[card.id] = tuple(
                tuple((_POINTS.index(q), c) for q, c in card.adjacency.get(p, ())) for p in _POINTS
            )
            self.reach[card.id] = _closure(self.steps[card.id])
            self.mask[card.id] = card.feature_mask
            self.kind[card.id] = card.ability.kind

    def joins_of(self, cards: list[str]) -> _Joins:
        """How an empty place could join its points if any one of ``cards`` went there."""
        bits = 0
        for card in cards:
            bits |= self.bit[card]
        found = self.joins.get(bits)
        if found is None:
            merged: list[dict[int, int]] = [{} for _ in _POINTS]
            for card in set(cards):
                for start, reach in enumerate(self.reach[card]):
                    for point, climbers in reach:
                        if climbers < merged[start].get(point, 99):
                            merged[start][point] = climbers
            found = self.joins[bits] = tuple(tuple(row.items()) for row in merged)
        return found


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


def _assess(state: State, tables: _Tables) -> tuple[bool, int]:
    """(hopeless, fewest built cards that must still change). Hopeless only when the position
    surely cannot be won; every test relaxes the real game. Not for a position taking a card back
    from the discard pile (that card is about to count again):

    1. Every card that can still end up in the mountain is in the mountain, the Base Camp or the deck
       (taking a card back from the discard pile costs the card that does it).
    2. Built cards stay unless a mountain-changing ability changes them. ``_capacity`` bounds how many
       can still change; ``_least_changes`` how many must, with empty places filled by any card to come.
    """
    slack = len(state.mountain) + len(state.camp) + len(state.deck) - MOUNTAIN_SIZE
    if slack < 0:
        return True, 99
    budget = _capacity(state, tables, slack)
    if state._pending is not None:  # an ability being resolved was paid for already
        budget += CHANGES.get(state._pending["kind"], 0)
    need = _least_changes(state, tables, budget)
    return need > budget, need


def _capacity(state: State, tables: _Tables, slack: int) -> int:
    """Most built cards that can still change: each use of a changing ability costs a spare card, and
    the card that takes a used card back from the discard pile allows one more use."""
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


def _least_changes(state: State, tables: _Tables, budget: int) -> int:
    """Fewest built cards to change before some complete outline could win (more than ``budget``
    comes back as ``budget + 1``). An outline may lie anywhere; cards outside it must all change."""
    mountain = state.mountain
    if not mountain:
        return 0
    best = len(mountain) if len(mountain) <= budget else budget + 1  # clear everything, start afresh
    lo = min(col for _, col in mountain)
    hi = max(col + row for row, col in mountain)
    fillers = _fillers(state, tables, movable=budget > 0)
    for s in range(lo - (HEIGHT - 1), hi + 1):
        outside = sum(1 for row, col in mountain if not s <= col <= s + HEIGHT - 1 - row)
        limit = min(budget, best - 1) - outside
        if limit < 0:
            continue
        places = _places(mountain, s)
        need = _route(state.level, places, limit, tables, fillers)
        if need > limit:
            continue
        if state.level >= 3:
            need = max(need, _feature_changes(state.level, places, tables, fillers))
            if need > limit:
                continue
        if outside == budget and not _can_fill(state, places, tables, fillers):
            continue  # no change left for the cards inside the outline
        best = outside + need
        if best == 0:
            break
    return best


def _places(mountain: dict[Slot, str], s: int) -> tuple[str | None, ...]:
    """The cards of outline ``s`` by place number (None: empty)."""
    out: list[str | None] = [None] * MOUNTAIN_SIZE
    for (row, col), card in mountain.items():
        place = _PLACE.get((row, col - s))
        if place is not None:
            out[place] = card
    return tuple(out)


def _route(level: int, places: tuple[str | None, ...], limit: int, tables: _Tables, fillers: list[str]) -> int:
    """Fewest built cards a bottom-to-peak route must change (``limit + 1``: more than ``limit``).

    0-1 BFS over (place, point[, climbers so far]). An empty place joins points as some card still to
    come could; a built card joins its own points, or, at the price of one change, points as a card to
    come could. At level V only routes with fewer climbers than the mountain's height count.
    """
    joins = tables.joins_of(fillers)
    key = (places, id(joins), level >= 5, limit)
    found = tables.routes.get(key)
    if found is not None:
        return found
    climb = level >= 5
    most = HEIGHT - 1 if climb else 0
    layers = most + 1
    cards = [tables.steps[card] if card else None for card in places]
    dist = [limit + 1] * (len(_LINK) * layers)
    queue: deque[tuple[int, int, int]] = deque()
    for node in _ENTRIES:
        dist[node * layers] = 0
        queue.append((0, node, 0))
    answer = limit + 1
    while queue:
        cost, node, used = queue.popleft()
        if cost > dist[node * layers + used]:
            continue
        if node == _GOAL:
            answer = cost
            break
        place, point = divmod(node, _NP)
        own = cards[place]
        base = place * _NP
        if own is None:
            moves = [(base + q, 0, c) for q, c in joins[point]]
        else:
            moves = [(base + q, 0, c) for q, c in own[point]]
            moves += [(base + q, 1, c) for q, c in joins[point]]
        other = _LINK[node]
        if other >= 0:
            moves.append((other, 0, 0))
        for nxt, extra, more in moves:
            total = used + more if climb else 0
            if total > most:
                continue
            new = cost + extra
            index = nxt * layers + total
            if new < dist[index]:
                dist[index] = new
                if extra:
                    queue.append((new, nxt, total))
                else:
                    queue.appendleft((new, nxt, total))
    if len(tables.routes) > 200_000:
        tables.routes.clear()
    tables.routes[key] = answer
    return answer


def _feature_changes(level: int, places: tuple[str | None, ...], tables: _Tables, fillers: list[str]) -> int:
    """Fewest built cards to change so every row (from level IV also each slope) could still be
    completed without a repeated feature, filling its gaps from ``fillers``. Each row is judged on its
    own (a card may be counted for several rows: optimistic)."""
    masks = [m for m in {tables.mask[card] for card in fillers} if m]
    pool = (sum(1 for card in fillers if not tables.mask[card]), frozenset(masks))

    def cost(group: list[Slot]) -> int:
        fixed = tuple(sorted(tables.mask[card] for slot in group if (card := places[_PLACE[slot]])))
        return _group_cost(fixed, len(group) - len(fixed), pool)

    need = sum(cost(row) for row in _ROWS)
    if level >= 4:
        need = max(need, *(cost(slope) for slope in _SLOPES))
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


def _most_disjoint(pool: tuple[int, frozenset[int]], used: int) -> int:
    """Most pool cards sharing no feature with each other or with ``used`` (featureless ones always fit)."""
    featureless, masks = pool
    best = {used: 0}
    for mask in masks:
        for have, count in list(best.items()):
            if not have & mask and best.get(have | mask, -1) < count + 1:
                best[have | mask] = count + 1
    return featureless + max(best.values())


def _can_fill(state: State, places: tuple[str | None, ...], tables: _Tables, fillers: list[str]) -> bool:
    """With the built cards fixed: could distinct cards still to come fill the empty places into a
    winning mountain (ignoring the order they arrive in)? True when there are too many ways to try."""
    empty = [i for i, card in enumerate(places) if card is None]
    if not empty:
        return True
    cards = sorted(set(fillers))
    ways = 1
    for i in range(len(empty)):
        ways *= len(cards) - i
    if ways <= 0:
        return False
    if ways > FILL_LIMIT:
        return True
    key = (state.level, places, tuple(cards))
    found = tables.fills.get(key)
    if found is None:
        if len(tables.fills) > 100_000:
            tables.fills.clear()
        found = tables.fills[key] = _fill(state.level, list(places), empty, cards, tables)
    return found


def _fill(level: int, trial: list[str | None], empty: list[int], cards: list[str], tables: _Tables) -> bool:
    groups = [[_PLACE[slot] for slot in row] for row in _ROWS] if level >= 3 else []
    if level >= 4:
        groups += [[_PLACE[slot] for slot in slope] for slope in _SLOPES]
    groups_of = {place: [g for g in groups if place in g] for place in empty}

    def clashes(place: int, card: str) -> bool:
        mask = tables.mask[card]
        return any(
            (near := trial[other]) is not None and tables.mask[near] & mask
            for group in groups_of[place]
            for other in group
            if other != place
        )

    def done() -> bool:
        mountain = {slot: card for slot, card in zip(_FRAME0, trial, strict=True) if card is not None}  # all filled
        if level >= 5:
            found = cheapest_path(mountain, tables.data)
            return found is not None and found[0] < HEIGHT
        return has_path(mountain, tables.data)

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
