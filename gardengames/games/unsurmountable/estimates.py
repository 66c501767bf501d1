"""What a win of an Unsurmountable position still needs, and what the position can still afford: the
solver's estimates (``assess``), relaxations of the real game that never call a winnable position lost.

They keep what they learn between searches (per card data, see ``Tables``): the same outlines of the
mountain come back position after position and game after game. Every cache holds exact answers to one
question, kept by everything the answer depends on and nothing more, so what was asked before never changes
an answer; their keys are tuples of numbers and strings, which cost the garbage collector nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from gardengames.games.unsurmountable.rules import MOUNTAIN_CHANGERS, GameData, State, geometry
from gardengames.games.unsurmountable.rules.geometry import HEIGHT, MOUNTAIN_SIZE

#: Most answers kept by each of the estimates' caches before it starts afresh (they live as long as the
#: program: together some tens of MB at most).
KEEP = 50_000
#: Most ways of filling the empty places that ``_can_fill`` tries one by one.
FILL_LIMIT = 720

#: How many built cards one use of each mountain-changing ability can take out or exchange.
CHANGES = {"move_mountain": 1, "discard_mountain": 1, "swap_mountain": 2, "replace_mountain": 1}
assert set(CHANGES) == set(MOUNTAIN_CHANGERS)
#: The changing abilities that take a card off the mountain for good (to the discard pile or out of the game):
#: a use costs two spare cards, the ability's and the mountain card's.
TAKES_OFF = frozenset({"discard_mountain", "replace_mountain"})
assert min(CHANGES.values()) >= max(CHANGES[kind] for kind in TAKES_OFF)


Shape = tuple[str | None, ...]
_Outlines = tuple[tuple[int, ...], tuple[tuple[str | None, ...], ...]]  # what ``shape_outlines`` gives


def shape(mountain: dict[tuple[int, int], str]) -> Shape:
    """The mountain shifted so that its leftmost column is 0, as the card (or None) at each place
    ``row * HEIGHT + column`` (inside its outline a card lies at most ``HEIGHT - 1 - row`` columns right of
    the leftmost): one flat tuple, cheap to build and to compare, and no work for the garbage collector."""
    cells: list[str | None] = [None] * (HEIGHT * HEIGHT)
    if mountain:
        shift = min([col for _, col in mountain])
        for (row, col), card in mountain.items():
            cells[row * HEIGHT + col - shift] = card
    return tuple(cells)


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
_ROW_GROUPS = [[_PLACE[slot] for slot in row] for row in _ROWS]  # the same, as place numbers
_SLOPE_GROUPS = [[_PLACE[slot] for slot in slope] for slope in _SLOPES]

_Joins = tuple[tuple[tuple[int, int], ...], ...]  # per point index: (point index reached, fewest climbers)
_Steps = tuple[_Joins, ...]  # per place, a ``_Joins`` with the points reached named by their spots
_FAR = 99  # more changes or climbers than any route needs


def _spot_table() -> tuple[list[int], list[tuple[tuple[int, int], ...]]]:
    """Two points that touch are one spot for a route (crossing between them costs nothing): a number for
    every node's spot, and what each spot is made of: (place, point index)."""
    assert all(_LINK[other] == node for node, other in enumerate(_LINK) if other >= 0)
    first: dict[int, int] = {}
    spot_of = [
        first.setdefault(node if other < 0 else min(node, other), len(first)) for node, other in enumerate(_LINK)
    ]
    members: list[list[tuple[int, int]]] = [[] for _ in first]
    for node, spot in enumerate(spot_of):
        members[spot].append(divmod(node, _NP))
    return spot_of, [tuple(parts) for parts in members]


_SPOT, _AT = _spot_table()
_ENTRY_SPOTS = tuple(_SPOT[node] for node in _ENTRIES)
_GOAL_SPOT = _SPOT[_GOAL]


_PLACE_SPOTS = [_SPOT[place * _NP : place * _NP + _NP] for place in range(MOUNTAIN_SIZE)]  # place -> spot by point
_ENTRY_MASK = sum(1 << spot for spot in set(_ENTRY_SPOTS))
_GOAL_MASK = 1 << _GOAL_SPOT


def _pieces(reach: _Joins) -> tuple[tuple[int, ...], ...]:
    """The points ``reach`` joins, climbers aside, in groups, as a mask of spots in each place (groups of
    one point join nothing and are left out): what ``_joined_up`` reads."""
    group = list(range(_NP))
    for start, row in enumerate(reach):
        for point, _ in row:
            a, b = group[start], group[point]
            if a != b:
                group = [a if g == b else g for g in group]
    groups = [[point for point in range(_NP) if group[point] == g] for g in sorted(set(group))]
    return tuple(
        tuple(sum(1 << spots[point] for point in members) for members in groups if len(members) > 1)
        for spots in _PLACE_SPOTS
    )


def _flat(reach: _Joins) -> _Joins:
    """``reach`` with no climbers counted (below level V they do not matter)."""
    return tuple(tuple((point, 0) for point, _ in row) for row in reach)


#: One copy of each row and place of ``reach_steps`` and of each outline's cards made so far (cleared with
#: ``outlines_of``, the cache that grows fastest).
_SHARED: dict[tuple, tuple] = {}


def place_spot(place: int, point: int) -> int:
    """The spot (the junction shared across card edges) that ``point`` of mountain place ``place`` is."""
    return _SPOT[place * _NP + point]


def shared_count() -> int:
    """How many rows and outlines are kept once and handed out again (``_SHARED``): what sharing saved."""
    return len(_SHARED)


def clear_caches() -> None:
    """Forget every table, cost and shared row worked out so far: the next question is asked cold."""
    for cache in (_TABLES, _GROUP_COSTS, _DISJOINT, _SHARED):
        cache.clear()


def reach_steps(reach: _Joins) -> _Steps:
    """``reach`` in every place, each point reached given as its spot: what ``_relax`` reads, so that its
    inner loop looks up nothing it can be handed. Most of its rows and places came up before (for other
    fillers): those are shared, so the kept ``reach_steps`` hold a few objects each for the garbage collector's
    first pass over them, instead of hundreds."""
    shared = _SHARED.setdefault
    out = []
    for spots in _PLACE_SPOTS:
        rows = tuple([shared(row, row) for row in [tuple([(spots[p], c) for p, c in joins]) for joins in reach]])
        out.append(shared(rows, rows))
    return tuple(out)


@dataclass
class _Fillers:
    """A set of cards that could still fill a place, and what they could do there."""

    bits: int
    cards: tuple[str, ...]  # sorted
    joins: _Joins  # how any one of them could join an empty (or changed) place's points (fewest climbers)
    pool: tuple[int, tuple[int, ...]]  # featureless cards, and the distinct feature masks of the others (sorted)
    code: int  # ``joins`` as a ``_code``: sets of fillers that join points alike share their routes
    pieces: tuple[tuple[int, ...], ...] | None = None  # ``_pieces`` of ``joins``, once needed


@dataclass
class Tables:
    """Card facts by card id, and caches of the costlier questions (they repeat a lot in a search)."""

    data: GameData
    bit: dict[str, int] = field(default_factory=dict)  # card id -> bit in a set of cards
    reach: dict[str, _Joins] = field(default_factory=dict)  # points joined by one path piece
    mask: dict[str, int] = field(default_factory=dict)  # features as bits
    kind: dict[str, str] = field(default_factory=dict)
    pieces: dict[str, tuple[tuple[int, ...], ...]] = field(default_factory=dict)  # ``_pieces`` of ``reach``
    own: tuple[dict[str, _Steps], dict[str, _Steps]] = field(init=False)  # ``reach_steps`` of ``reach``: flat, climbing
    width: int = field(init=False)  # bits per (start, point) in a ``_code``
    code: dict[str, int] = field(default_factory=dict)  # ``reach`` as one number (``_code``)
    joins: dict[int, _Joins] = field(default_factory=dict)  # ``_decode`` by code
    steps: dict[tuple[bool, int], _Steps] = field(default_factory=dict)  # ``reach_steps`` by climbing or not, code
    fillers: dict[int, _Fillers] = field(default_factory=dict)
    outlines_of: dict[tuple, _Outlines] = field(default_factory=dict)  # ``shape_outlines`` by shape
    # ``route_changes`` by climbing or not, places, fillers' joins
    routes: dict[tuple, int] = field(default_factory=dict)
    features: dict[tuple, int] = field(default_factory=dict)  # ``feature_changes`` by level, places, pool
    fills: dict[tuple, bool] = field(default_factory=dict)  # ``fill_trial`` by level, places, filler cards
    least: dict[tuple, int] = field(default_factory=dict)  # ``_least_changes`` by mountain shape, fillers, budget
    capacities: dict[tuple[int, int], int] = field(default_factory=dict)  # ``change_capacity`` by cards held and slack
    takers: int = 0  # the cards that take a card back from the discard pile, as bits

    def __post_init__(self) -> None:
        self.own = ({}, {})
        for i, card in enumerate(self.data.cards):
            self.bit[card.id] = 1 << i
            self.reach[card.id] = card.climbs
            self.pieces[card.id] = _pieces(self.reach[card.id])
            self.mask[card.id] = card.feature_mask
            self.kind[card.id] = card.ability.kind
            if card.ability.kind == "from_discard":
                self.takers |= 1 << i
            self.own[False][card.id] = reach_steps(_flat(self.reach[card.id]))
            self.own[True][card.id] = reach_steps(self.reach[card.id])
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
            masks = tuple(sorted(m for m in {self.mask[card] for card in cards} if m))
            if len(self.fillers) > KEEP:
                self.fillers.clear()
            found = self.fillers[bits] = _Fillers(
                bits,
                tuple(sorted(set(cards))),
                joins,
                (sum(1 for card in cards if not self.mask[card]), masks),
                code,
            )
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


_TABLES: dict[int, Tables] = {}


def tables_for(data: GameData) -> Tables:
    """The tables of ``data``, made once and kept (for a few card data at once)."""
    found = _TABLES.get(id(data))
    if found is None or found.data is not data:
        if len(_TABLES) > 8:
            _TABLES.clear()
        found = _TABLES[id(data)] = Tables(data)
    return found


# --------------------------------------------------------------------------------------------------
# Estimates: what a win still needs, and what the position can still afford


def assess(state: State, tables: Tables, built: Shape | None = None) -> tuple[bool, int]:
    """(hopeless, fewest built cards that must still change). Hopeless only when the position
    surely cannot be won; every test relaxes the real game. Not for a position taking a card back
    from the discard pile (that card is about to count again):

    1. Every card that can still end up in the mountain is in the mountain, the Base Camp or the deck
       (taking a card back from the discard pile costs the card that does it).
    2. Built cards stay unless a mountain-changing ability changes them. ``change_capacity`` bounds how many
       can still change; ``_least_changes`` how many must, with empty places filled by any card to come.

    ``built``: the mountain as ``shape`` gives it, when the caller has it already.
    """
    slack = len(state.mountain) + len(state.camp) + len(state.deck) - MOUNTAIN_SIZE
    pending = state.pending
    if pending is not None and pending["kind"] in TAKES_OFF:
        slack -= 1  # the mountain card it takes off is as good as gone
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
        budget = tables.capacities[(held, slack)] = change_capacity(state, tables, slack)
    if pending is not None:  # an ability being resolved was paid for already
        budget += CHANGES.get(pending["kind"], 0)
    need = _least_changes(state, tables, budget, held, built)
    return need > budget, need


def change_capacity(state: State, tables: Tables, slack: int) -> int:
    """Most built cards that can still change: each use of a changing ability costs a spare card, two for
    one that takes a card off the mountain for good (``TAKES_OFF``: the mountain card is gone too), and the
    card that takes a used card back from the discard pile allows one more use (its own card and the one it
    brings back cancel out; the use then costs at least one, and changes at most the most any use does).
    Nothing else ever brings a spare card back. (It depends only on the Base Camp and deck cards and
    ``slack``: ``assess`` keeps it by those.)"""
    kinds = [tables.kind[card] for card in (*state.camp, *state.deck)]
    cheap = sorted((CHANGES[kind] for kind in kinds if kind in CHANGES and kind not in TAKES_OFF), reverse=True)
    if "from_discard" in kinds:
        cheap.insert(0, max(CHANGES.values()))
    dear = sorted((CHANGES[kind] for kind in kinds if kind in TAKES_OFF), reverse=True)
    used = min(slack, len(cheap))  # (a cheap use changes at least as much as a dear one, for half the cards)
    return sum(cheap[:used]) + sum(dear[: (slack - used) // 2])


def _fillers(state: State, tables: Tables, movable: bool) -> list[str]:
    """Cards that could still fill an empty place: Base Camp and deck, the discard pile while a card
    that takes from it is at hand, and, while any built card may still change (``movable``), the
    built cards themselves (moved or swapped into place)."""
    cards = [*state.camp, *state.deck]
    if any(tables.kind[card] == "from_discard" for card in cards):
        cards += state.discard
    if movable:
        cards += state.mountain.values()
    return cards


def _least_changes(state: State, tables: Tables, budget: int, held: int, built: Shape | None) -> int:
    """Fewest built cards to change before some complete outline could win (more than ``budget``
    comes back as ``budget + 1``). An outline may lie anywhere; cards outside it must all change.
    ``held``: the Base Camp and deck cards as bits; ``built``: the mountain as ``shape`` gives it (or None)."""
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
    if built is None:
        built = shape(mountain)  # shifted: the same anywhere
    level = state.level
    key = (level, built, bits, budget)
    found = tables.least.get(key)
    if found is not None:
        return found
    outlines = tables.outlines_of.get(built)
    if outlines is None:
        if len(tables.outlines_of) > KEEP // 5:  # (each holds some seven outlines)
            tables.outlines_of.clear()
            _SHARED.clear()
        outlines = tables.outlines_of[built] = shape_outlines(built)
    best = len(mountain) if len(mountain) <= budget else budget + 1  # clear everything, start afresh
    # The answer is the least over the outlines whatever their order: those with fewer cards outside first
    # make the limits of the rest tighter (cheaper searches, often none at all).
    for outside, places in zip(*outlines, strict=True):
        limit = min(budget, best - 1) - outside
        if limit < 0:
            break  # and for every outline after it (more cards outside)
        features = _kept_features(level, places, tables, fillers)
        if features is not None and features > limit:
            continue
        need = route_changes(level, places, limit, tables, fillers)
        if need > limit:
            continue
        if features is None:
            features = feature_bound(level, places, tables, fillers)
        need = max(need, features)
        if need > limit:
            continue
        if outside == budget and not _can_fill(level, places, tables, fillers):
            continue  # no change left for the cards inside the outline
        best = outside + need
        if best == 0:
            break
    if len(tables.least) > KEEP // 2:  # (its keys hold whole mountains)
        tables.least.clear()
    tables.least[key] = best
    return best


#: By shape cell (``row * HEIGHT + column``): the rightmost bottom-row column its card covers; and by outline
#: left column ``s`` (-3 to 3, as ``shape_outlines`` asks), the outline's place of each cell (-1: outside it).
_REACH = [row + col for row in range(HEIGHT) for col in range(HEIGHT)]
_OUTLINE_PLACES = {
    s: [_PLACE.get((row, col - s), -1) for row in range(HEIGHT) for col in range(HEIGHT)]
    for s in range(-(HEIGHT - 1), HEIGHT)
}


def shape_outlines(built: Shape) -> _Outlines:
    """Every complete outline the shifted mountain ``built`` touches, fewest cards outside it first (then
    leftmost): how many cards lie outside each, and each one's cards by place (two tuples side by side: three
    objects to keep, not two per outline)."""
    out = []
    built_at = [(cell, card) for cell, card in enumerate(built) if card is not None]
    for s in range(-(HEIGHT - 1), max([_REACH[cell] for cell, _ in built_at]) + 1):
        place_of = _OUTLINE_PLACES[s]
        cards: list[str | None] = [None] * MOUNTAIN_SIZE
        outside = 0
        for cell, card in built_at:
            place = place_of[cell]
            if place < 0:
                outside += 1
            else:
                cards[place] = card
        places = tuple(cards)
        out.append((outside, s, _SHARED.setdefault(places, places)))  # (the far outlines hold a card or two)
    out.sort()
    return tuple([outside for outside, _, _ in out]), tuple([places for _, _, places in out])


def route_changes(level: int, places: tuple[str | None, ...], limit: int, tables: Tables, fillers: _Fillers) -> int:
    """Fewest built cards a bottom-to-peak route through the outline's cards (by place) must change
    (``limit + 1``: more than ``limit``).

    An empty place joins points as some card still to come could; a built card joins its own points, or,
    at the price of one change, points as a card to come could. At level V only routes with fewer climbers
    than the mountain's height count. That is all a route depends on, so every set of fillers that joins
    points alike shares the answer, and it is kept exactly, whatever the limit it was asked with: a search
    stopped at a limit keeps only that the answer is larger (``routes`` holds the answer, or -1 less the
    least it can be), and is taken up again by a larger limit.
    """
    climb = level >= 5
    key = (climb, places, fillers.code)
    kept = tables.routes.get(key, -1)
    if kept >= 0:
        return min(kept, limit + 1)
    if limit < -1 - kept:
        return limit + 1
    if limit == 0 and not _joined_up(places, tables, fillers):
        found = 1
    else:
        joined = tables.steps.get((climb, fillers.code))
        if joined is None:
            if len(tables.steps) > KEEP // 10:  # (each holds some 400 numbers)
                tables.steps.clear()
            joined = tables.steps[(climb, fillers.code)] = reach_steps(fillers.joins if climb else _flat(fillers.joins))
        own = tables.own[climb]
        zero = [joined[place] if card is None else own[card][place] for place, card in enumerate(places)]
        one = [None if card is None or not limit else joined[place] for place, card in enumerate(places)]
        found = spread_changes(zero, one, limit, HEIGHT - 1 if climb else 0)
    if len(tables.routes) > KEEP:
        tables.routes.clear()
    tables.routes[key] = found if found <= limit else -1 - found
    return found


def _joined_up(places: tuple[str | None, ...], tables: Tables, fillers: _Fillers) -> bool:
    """Whether the free moves through the outline join the bottom edge to the peak's centre at all, climbers
    aside: the answer to most questions ``spread_changes`` is asked with no change allowed is no, and this finds it
    several times faster (it can only say no where ``spread_changes`` would)."""
    if fillers.pieces is None:
        fillers.pieces = _pieces(fillers.joins)
    gaps, own = fillers.pieces, tables.pieces
    masks: list[int] = []
    for place, card in enumerate(places):
        masks += gaps[place] if card is None else own[card][place]
    reached = _ENTRY_MASK
    grown = True
    while grown:
        grown = False
        for piece in masks:
            if piece & reached and piece | reached != reached:
                reached |= piece
                grown = True
        if reached & _GOAL_MASK:
            return True
    return False


def spread_changes(zero: list[_Joins], one: list[_Joins | None], limit: int, most: int) -> int:
    """Fewest changes (``limit + 1``: more than ``limit``) on a route from the bottom edge to the peak's
    centre carrying at most ``most`` climbers; ``zero[place]`` are the moves through a place for free (one
    place's ``reach_steps``: by point, the spots reached and the climbers on the way), ``one[place]`` (None: none)
    those that cost a change. One change level at a time: the fewest climbers
    each spot is reached with, spread through the free moves, then one paid move from every spot reached
    (fewer climbers are always as good, so that number is all a spot needs to keep)."""
    best = [_FAR] * len(_AT)
    for spot in _ENTRY_SPOTS:
        best[spot] = 0
    todo = list(_ENTRY_SPOTS)
    cost = 0
    while True:
        while todo:  # free moves from the spots just improved, until none improves another
            wave, todo = todo, []
            if _relax(wave, best, zero, best, most, todo):
                return cost
        if cost >= limit:
            return limit + 1
        cost += 1
        if _relax(range(len(best)), best.copy(), one, best, most, todo):  # from the spots as the level left them
            return cost
        if not todo:
            return limit + 1


def _relax(
    spots: Iterable[int], here: list[int], steps: Sequence[_Joins | None], best: list[int], most: int, todo: list[int]
) -> bool:
    """One move through its places' ``steps`` from each of ``spots`` reached with ``here[spot]`` climbers: each
    spot this reaches with fewer climbers than ``best`` says (and at most ``most``) is kept there and joins
    ``todo``. True as soon as the goal is reached."""
    goal = _GOAL_SPOT
    for spot in spots:
        carried = here[spot]
        if carried > most:
            continue
        for place, point in _AT[spot]:
            joins = steps[place]
            if joins is None:
                continue
            for nxt, climbers in joins[point]:
                total = carried + climbers
                if total < best[nxt] and total <= most:
                    if nxt == goal:
                        return True
                    best[nxt] = total
                    todo.append(nxt)
    return False


def feature_bound(level: int, places: tuple[str | None, ...], tables: Tables, fillers: _Fillers) -> int:
    """``feature_changes``, kept by all it depends on: rows only (level III) or slopes too (from IV), the
    outline's cards and the fillers' ``pool`` (0 below level III)."""
    found = _kept_features(level, places, tables, fillers)
    if found is None:
        if len(tables.features) > KEEP:
            tables.features.clear()
        found = tables.features[(min(level, 4), places, fillers.pool)] = feature_changes(level, places, tables, fillers)
    return found


def _kept_features(level: int, places: tuple[str | None, ...], tables: Tables, fillers: _Fillers) -> int | None:
    """``feature_bound`` if kept already, else None."""
    return tables.features.get((min(level, 4), places, fillers.pool)) if level >= 3 else 0


def feature_changes(level: int, places: tuple[str | None, ...], tables: Tables, fillers: _Fillers) -> int:
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


def _group_cost(fixed: tuple[int, ...], empty: int, pool: tuple[int, tuple[int, ...]]) -> int:
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


def _most_disjoint(pool: tuple[int, tuple[int, ...]], used: int) -> int:
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


def _can_fill(level: int, places: tuple[str | None, ...], tables: Tables, fillers: _Fillers) -> bool:
    """With the built cards fixed: could distinct cards still to come fill the empty places into a
    winning mountain (ignoring the order they arrive in)? True when there are too many ways to try."""
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
    key = (level, places, cards)
    found = tables.fills.get(key)
    if found is None:
        if len(tables.fills) > KEEP:
            tables.fills.clear()
        found = tables.fills[key] = fill_trial(level, list(places), empty, list(cards), tables)
    return found


def fill_trial(level: int, trial: list[str | None], empty: list[int], cards: list[str], tables: Tables) -> bool:
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
        filled = [own[card][place] for place, card in enumerate(trial) if card is not None]  # every place, here
        return spread_changes(filled, nothing, 0, most) == 0

    return _place(0, cards, trial, empty, clashes, done)


def _place(
    i: int, left: list[str], trial: list[str | None], empty: list[int], clashes: Callable, done: Callable
) -> bool:
    """Fill the empty places from the ``i``-th on with ``left`` cards that clash with nothing, every way in
    turn until one is ``done``. (Not a closure calling itself: that would leave a reference cycle behind,
    work for the garbage collector that ``analyse`` keeps away.)"""
    if i == len(empty):
        return done()
    spot = empty[i]
    for j, card in enumerate(left):
        if not clashes(spot, card):
            trial[spot] = card
            if _place(i + 1, left[:j] + left[j + 1 :], trial, empty, clashes, done):
                return True
            trial[spot] = None
    return False
