"""Unsurmountable rules: card data, the solitaire state, its moves and events.

A deal is 17 shuffled mountain cards and the Rescue Helicopter. Each turn the player either builds
the First (leftmost) Base Camp card into the mountain or discards another Base Camp card for its
ability; then the Base Camp is refilled from the deck. Abilities that ask for choices become a
pending question answered with ``Choose``/``ChooseSlot`` moves, so the UI, the solver and the tests
all go through ``legal_moves()``. Every decision the rulebook leaves open is listed in RULES.md.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from gardengames import resources
from gardengames.engine import data as engine_data
from gardengames.engine.data import Problem
from gardengames.engine.state import (
    Codec,
    Event,
    GameState,
    Move,
    ScoreSheet,
    rng_from_json,
    rng_to_json,
)
from gardengames.games.unsurmountable import geometry
from gardengames.games.unsurmountable.geometry import HEIGHT, MOUNTAIN_SIZE, ROW_NAMES, Slot

SCHEMA_VERSION = 1
GAME_ID = "unsurmountable"
CARD_COUNT = 17
FEATURES = ("forest", "camp", "lake", "cave", "yeti")
HELICOPTER = "helicopter"
LEVELS = (1, 2, 3, 4, 5)
#: Base Camp size at the start of a level (UM-S2, UM-D2).
START_CAMP = {1: 5, 2: 4, 3: 4, 4: 4, 5: 4}
#: The grow ability never takes the Base Camp past this many cards.
MAX_CAMP = 6

#: Every ability kind, with the questions it asks in order ("camp", "mountain", "slot", "deck",
#: "discard"); kinds with no questions take effect at once.
ABILITY_STEPS: dict[str, tuple[str, ...]] = {
    "swap_camp": ("camp", "camp"),
    "first_to_end": (),
    "first_to_bottom": (),
    "reorder_top3": ("deck", "deck"),
    "dig_three": ("deck",),
    "draw_two": (),
    "bottom_to_first": (),
    "thin_deck": ("deck",),
    "swap_top": (),
    "move_mountain": ("mountain", "slot"),
    "discard_mountain": ("mountain",),
    "swap_mountain": ("mountain", "mountain"),
    "replace_mountain": ("mountain",),
    "grow_camp": (),
    "from_discard": ("discard",),
    "build_any": ("camp", "slot"),
    "last_to_first": (),
}
ABILITY_KINDS = tuple(ABILITY_STEPS)
_STEPS = {**ABILITY_STEPS, HELICOPTER: ("camp",)}
#: Abilities that change cards already in the mountain (the solver's pruning needs this list).
MOUNTAIN_CHANGERS = ("move_mountain", "discard_mountain", "swap_mountain", "replace_mountain")

_PROMPTS: dict[tuple[str, int], str] = {
    ("swap_camp", 0): "Choose a Base Camp card to swap",
    ("swap_camp", 1): "Choose the Base Camp card to swap it with",
    ("reorder_top3", 0): "Choose the card to put on top of the deck",
    ("reorder_top3", 1): "Choose the card to put second from the top",
    ("dig_three", 0): "Choose the card to take into your Base Camp",
    ("thin_deck", 0): "Choose the card to remove from the game",
    ("move_mountain", 0): "Choose a mountain card to move",
    ("move_mountain", 1): "Choose where to move it",
    ("discard_mountain", 0): "Choose a mountain card to discard",
    ("swap_mountain", 0): "Choose a mountain card to swap",
    ("swap_mountain", 1): "Choose the mountain card to swap it with",
    ("replace_mountain", 0): "Choose the mountain card your First card replaces",
    ("from_discard", 0): "Choose a discarded card to take back as your First card",
    ("build_any", 0): "Choose a Base Camp card to build",
    ("build_any", 1): "Choose where to build it",
    (HELICOPTER, 0): "Choose a Base Camp card to fly to the bottom of the deck",
}


# --------------------------------------------------------------------------------------------------
# Data


@dataclass(frozen=True)
class Ability:
    kind: str
    text: str


@dataclass(frozen=True)
class Card:
    """A mountain card. ``paths`` entries are ``(from point, to point, climbers on that segment)``."""

    id: str
    name: str
    paths: tuple[tuple[str, str, int], ...]
    features: tuple[str, ...]
    ability: Ability

    @property
    def climbers(self) -> int:
        return sum(seg[2] for seg in self.paths)

    @cached_property
    def pieces(self) -> tuple[frozenset[str], ...]:
        """The separate path pieces printed on the card: groups of points its segments join."""
        groups: list[frozenset[str]] = []
        for a, b, _ in self.paths:
            joined = [g for g in groups if a in g or b in g]
            groups = [g for g in groups if g not in joined] + [frozenset({a, b}).union(*joined)]
        return tuple(groups)

    @cached_property
    def piece_of(self) -> dict[str, int]:
        """Index into ``pieces`` for every point a segment touches."""
        return {point: i for i, piece in enumerate(self.pieces) for point in piece}

    @cached_property
    def feature_mask(self) -> int:
        return sum(1 << FEATURES.index(f) for f in self.features if f in FEATURES)

    @cached_property
    def adjacency(self) -> dict[str, tuple[tuple[str, int], ...]]:
        """For each point, the points one segment away and that segment's climbers."""
        out: dict[str, list[tuple[str, int]]] = {}
        for a, b, climbers in self.paths:
            out.setdefault(a, []).append((b, climbers))
            out.setdefault(b, []).append((a, climbers))
        return {point: tuple(near) for point, near in out.items()}


@dataclass(frozen=True)
class HelicopterCard:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class GameData:
    version: int
    helicopter: HelicopterCard
    cards: tuple[Card, ...]

    @cached_property
    def by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.cards}

    def check(self, file: str) -> list[Problem]:
        """Rules that span fields: card count, ids, point names, features, climbers, ability kinds."""
        problems = engine_data.duplicate_ids(file, self.cards)
        if self.version != SCHEMA_VERSION:
            problems.append(Problem(file, "", "version", f"must be {SCHEMA_VERSION}, not {self.version}"))
        if len(self.cards) != CARD_COUNT:
            problems.append(Problem(file, "", "cards", f"must hold exactly {CARD_COUNT} cards, not {len(self.cards)}"))
        if self.helicopter.id in {card.id for card in self.cards}:
            problems.append(Problem(file, self.helicopter.id, "id", "is also used by a mountain card"))
        kinds_seen: dict[str, str] = {}
        for card in self.cards:
            problems += _check_card(file, card)
            kind = card.ability.kind
            if kind in kinds_seen:
                problems.append(
                    Problem(file, card.id, "ability.kind", f"'{kind}' is already the ability of {kinds_seen[kind]}")
                )
            kinds_seen.setdefault(kind, card.id)
        return problems


def _check_card(file: str, card: Card) -> list[Problem]:
    problems = []
    if not card.paths:
        problems.append(Problem(file, card.id, "paths", "needs at least one path segment"))
    for i, (a, b, climbers) in enumerate(card.paths):
        for j, point in enumerate((a, b)):
            if point not in geometry.POINTS:
                known = ", ".join(geometry.POINTS)
                problems.append(Problem(file, card.id, f"paths[{i}][{j}]", f"unknown point '{point}' (use {known})"))
        if a == b:
            problems.append(Problem(file, card.id, f"paths[{i}]", f"joins point '{a}' to itself"))
        if not 0 <= climbers <= 2:
            problems.append(Problem(file, card.id, f"paths[{i}][2]", f"climbers must be 0 to 2, not {climbers}"))
    pairs = [frozenset(seg[:2]) for seg in card.paths]
    if len(set(pairs)) != len(pairs):
        problems.append(Problem(file, card.id, "paths", "joins the same two points twice"))
    if card.paths and not 1 <= card.climbers <= 3:
        problems.append(Problem(file, card.id, "paths", f"must show 1 to 3 climbers in all, not {card.climbers}"))
    for i, feature in enumerate(card.features):
        if feature not in FEATURES:
            problems.append(
                Problem(file, card.id, f"features[{i}]", f"unknown feature '{feature}' (use {', '.join(FEATURES)})")
            )
    if len(card.features) > 2:
        problems.append(Problem(file, card.id, "features", "may list at most 2 features"))
    if len(set(card.features)) != len(card.features):
        problems.append(Problem(file, card.id, "features", "lists a feature twice"))
    if card.ability.kind not in ABILITY_STEPS:
        problems.append(
            Problem(
                file, card.id, "ability.kind", f"unknown ability '{card.ability.kind}' (use {', '.join(ABILITY_KINDS)})"
            )
        )
    return problems


@lru_cache(maxsize=4)
def _load(path: str) -> GameData:
    return engine_data.load(path, GameData)


def load_data(folder: Path | None = None) -> GameData:
    """The cards from ``data/unsurmountable.yaml`` (read once per folder)."""
    return _load(str((folder or resources.data_dir()) / f"{GAME_ID}.yaml"))


def _name(card_id: str) -> str:
    """A card's printed name for log lines (moves only carry ids)."""
    if card_id == HELICOPTER:
        return "the Rescue Helicopter"
    try:
        return load_data().by_id[card_id].name
    except (engine_data.DataError, KeyError):
        return card_id


def slot_text(row: int, col: int) -> str:
    """Where a place is, in words for the log (columns float, so only the row is named)."""
    return "at the peak" if row == HEIGHT - 1 else f"in the {ROW_NAMES[row]}"


# --------------------------------------------------------------------------------------------------
# Moves


@dataclass(frozen=True)
class Build(Move):
    """Add the First Base Camp card to the mountain at ``(row, col)``."""

    row: int
    col: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} built the First card {slot_text(self.row, self.col)}"


@dataclass(frozen=True)
class UseAbility(Move):
    """Discard a non-First Base Camp card for its ability."""

    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} discarded {_name(self.card)} for its ability"


@dataclass(frozen=True)
class Choose(Move):
    """Answer a pending question with a card (in the Base Camp, mountain, deck or discard pile)."""

    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} chose {_name(self.card)}"


@dataclass(frozen=True)
class ChooseSlot(Move):
    """Answer a pending question with a mountain place."""

    row: int
    col: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} chose a place {slot_text(self.row, self.col)}"


@dataclass(frozen=True)
class Helicopter(Move):
    """Call the Rescue Helicopter (once per game); a Choose move then names the Base Camp card."""

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} called the Rescue Helicopter"


# --------------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True)
class CardPlaced(Event):
    card: str
    row: int
    col: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} was built {slot_text(self.row, self.col)}"


@dataclass(frozen=True)
class CardDiscarded(Event):
    card: str
    source: str  # "camp" or "mountain"

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} went from the {self.source} to the discard pile"


@dataclass(frozen=True)
class CardRemoved(Event):
    card: str
    source: str  # "camp", "mountain" or "deck"

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} was removed from the game"


@dataclass(frozen=True)
class AbilityIgnored(Event):
    card: str
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)}'s ability cannot be carried out in full, so it is ignored"


@dataclass(frozen=True)
class CardDrawn(Event):
    reveals = True
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} joined the Base Camp from the deck"


@dataclass(frozen=True)
class DeckRevealed(Event):
    """Deck cards shown to the player (top first), e.g. before reordering them."""

    reveals = True
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} looked at {', '.join(_name(c) for c in self.cards)}"


@dataclass(frozen=True)
class DeckReordered(Event):
    cards: tuple[str, ...]  # the new top of the deck, top first

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} put {', '.join(_name(c) for c in self.cards)} back on top of the deck"


@dataclass(frozen=True)
class CardToDeck(Event):
    card: str
    source: str
    position: str  # "top" or "bottom", or "index N" after a search

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} went from the {self.source} into the deck ({self.position})"


@dataclass(frozen=True)
class CardToCamp(Event):
    card: str
    source: str  # "mountain", "discard", "deck" or "deck bottom"
    index: int  # position in the Base Camp, 0 = First

    def describe(self, names: Sequence[str]) -> str:
        where = "as the First card" if self.index == 0 else "at the right end"
        return f"{_name(self.card)} came from the {self.source} into the Base Camp {where}"


@dataclass(frozen=True)
class CardMoved(Event):
    card: str
    from_row: int
    from_col: int
    to_row: int
    to_col: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.card)} moved to a new place {slot_text(self.to_row, self.to_col)}"


@dataclass(frozen=True)
class CardsSwapped(Event):
    first: str
    second: str
    place: str  # "camp", "mountain" or "camp and deck"

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(self.first)} and {_name(self.second)} swapped places ({self.place})"


@dataclass(frozen=True)
class CampReordered(Event):
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "The Base Camp is now " + ", ".join(_name(c) for c in self.cards)


@dataclass(frozen=True)
class CampSizeChanged(Event):
    size: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The Base Camp now holds {self.size} cards"


@dataclass(frozen=True)
class GameWon(Event):
    path: tuple[tuple[int, int, str], ...]  # (row, col, point) from the bottom edge to the peak's centre

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} reached the peak!"


@dataclass(frozen=True)
class GameLost(Event):
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} lost: {self.reason}"


# --------------------------------------------------------------------------------------------------
# Paths and end-of-game conditions


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


def has_path(mountain: dict[Slot, str], data: GameData) -> bool:
    """Whether a path joins the bottom edge to the peak's centre (UM-M2); cheaper than ``cheapest_path``."""
    peak = next((slot for slot in mountain if slot[0] == HEIGHT - 1), None)
    if peak is None:
        return False
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
            return True
        for point in piece:
            touching = geometry.link(slot, point)
            if touching is not None and touching[0] in mountain:
                other = by_id[mountain[touching[0]]].piece_of.get(touching[1])
                if other is not None and (touching[0], other) not in seen:
                    seen.add((touching[0], other))
                    stack.append((touching[0], other))
    return False


def mountain_problems(mountain: dict[Slot, str], level: int, data: GameData) -> list[str]:
    """Why this mountain does not win at ``level`` (empty list: it wins). UM-W1, UM-D3, UM-D4, UM-D5."""
    missing = MOUNTAIN_SIZE - len(mountain)
    if missing:
        return [f"the mountain still has {missing} empty place{'s' if missing > 1 else ''}"]
    problems = []
    found = cheapest_path(mountain, data) if level >= 5 else None
    if not (found if level >= 5 else has_path(mountain, data)):
        problems.append("no path climbs from the bottom edge to the centre of the peak")
    s = min(col for _, col in mountain)
    if level >= 3:
        for row in range(HEIGHT - 1):
            problems += _repeats([slot for slot in mountain if slot[0] == row], mountain, data, f"the {ROW_NAMES[row]}")
    if level >= 4:
        problems += _repeats(geometry.left_slope(s), mountain, data, "the left slope")
        problems += _repeats(geometry.right_slope(s), mountain, data, "the right slope")
    if level >= 5 and found is not None and found[0] >= HEIGHT:
        problems.append(f"the easiest path carries {found[0]} climbers (it must be fewer than {HEIGHT})")
    return problems


def _repeats(slots: list[Slot], mountain: dict[Slot, str], data: GameData, where: str) -> list[str]:
    seen: set[str] = set()
    repeated: list[str] = []
    for slot in slots:
        for feature in data.by_id[mountain[slot]].features:
            if feature in seen and feature not in repeated:
                repeated.append(feature)
            seen.add(feature)
    return [f"{where} shows more than one {feature}" for feature in repeated]


# --------------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True)
class Pending:
    """The question an ability (or the helicopter) is asking: what to choose next, and the prompt."""

    kind: str
    card: str
    step: str
    picked: tuple[Any, ...]
    prompt: str


class State(GameState):
    """One game of Unsurmountable. Plain data only; card definitions come from ``self.data``."""

    game_id = GAME_ID
    codec = Codec([Build, UseAbility, Choose, ChooseSlot, Helicopter])

    def __init__(self, data: GameData, seed: int, level: int, winnable_only: bool, deal_seed: int) -> None:
        self.data = data
        self.num_players = 1
        self.seed = seed
        self.level = level
        self.winnable_only = winnable_only
        self.deal_seed = deal_seed
        self.rng = random.Random(deal_seed)
        self.deck: list[str] = [card.id for card in data.cards]
        self.rng.shuffle(self.deck)
        self.camp_size = START_CAMP[level]
        self.camp: list[str] = []
        self.mountain: dict[Slot, str] = {}
        self.discard: list[str] = []
        self.removed: list[str] = []
        self.helicopter = True
        self.known: list[str] = []  # deck cards the player has seen and can still place in the deck
        self.status = "playing"
        self.reason = ""
        self.path: list[tuple[int, int, str]] = []
        self._pending: dict[str, Any] | None = None
        self._refill([])

    # ---- the GameState API ----

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else 0

    @property
    def is_over(self) -> bool:
        return self.status != "playing"

    @property
    def won(self) -> bool:
        return self.status == "won"

    @property
    def pending(self) -> Pending | None:
        """What the current ability asks for, or None between turns."""
        p = self._pending
        if p is None:
            return None
        index = len(p["picked"])
        picked = tuple(tuple(x) if isinstance(x, list) else x for x in p["picked"])
        step = _STEPS[p["kind"]][index]
        return Pending(p["kind"], p["card"], step, picked, _PROMPTS[(p["kind"], index)])

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over else self._moves()

    def all_cards(self) -> Counter[str]:
        """Every card wherever it lies, the helicopter while the player still holds it."""
        held = [HELICOPTER] if self.helicopter else []
        return Counter(self.deck + self.camp + list(self.mountain.values()) + self.discard + self.removed + held)

    def scores(self) -> list[ScoreSheet]:
        won = int(self.won)
        return [ScoreSheet(won, {"reached the peak": won, "mountain cards": len(self.mountain)}, float(len(self.deck)))]

    def view(self, player: int | None) -> dict[str, Any]:
        """What the player sees: everything but the order of deck cards they have not seen."""
        pending = self.pending
        return {
            "level": self.level,
            "status": self.status,
            "reason": self.reason,
            "camp": list(self.camp),
            "camp_size": self.camp_size,
            "deck_count": len(self.deck),
            "deck": [card if card in self.known else None for card in self.deck],
            "mountain": [[row, col, card] for (row, col), card in sorted(self.mountain.items())],
            "discard": list(self.discard),
            "removed": list(self.removed),
            "helicopter": self.helicopter,
            "legal_slots": [list(slot) for slot in self.legal_slots()] if not pending else [],
            "pending": None
            if pending is None
            else {"kind": pending.kind, "card": pending.card, "step": pending.step, "prompt": pending.prompt},
            "path": [list(node) for node in self.path],
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "level": self.level,
            "winnable_only": self.winnable_only,
            "deal_seed": self.deal_seed,
            "rng": rng_to_json(self.rng),
            "deck": list(self.deck),
            "camp": list(self.camp),
            "camp_size": self.camp_size,
            "mountain": [[row, col, card] for (row, col), card in sorted(self.mountain.items())],
            "discard": list(self.discard),
            "removed": list(self.removed),
            "helicopter": self.helicopter,
            "known": list(self.known),
            "status": self.status,
            "reason": self.reason,
            "path": [list(node) for node in self.path],
            "pending": None if self._pending is None else {**self._pending, "picked": list(self._pending["picked"])},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], game_data: GameData | None = None) -> State:
        s = cls.__new__(cls)
        s.data = game_data or load_data()
        s.num_players = 1
        s.seed = data["seed"]
        s.level = data["level"]
        s.winnable_only = data["winnable_only"]
        s.deal_seed = data["deal_seed"]
        s.rng = rng_from_json(data["rng"])
        s.deck = list(data["deck"])
        s.camp = list(data["camp"])
        s.camp_size = data["camp_size"]
        s.mountain = {(row, col): card for row, col, card in data["mountain"]}
        s.discard = list(data["discard"])
        s.removed = list(data["removed"])
        s.helicopter = data["helicopter"]
        s.known = list(data["known"])
        s.status = data["status"]
        s.reason = data["reason"]
        s.path = [tuple(node) for node in data["path"]]
        pending = data["pending"]
        s._pending = None if pending is None else {**pending, "picked": [_plain(x) for x in pending["picked"]]}
        return s

    def copy(self) -> State:
        """A deep, independent copy that keeps this state's card data."""
        return State.from_dict(self.to_dict(), self.data)

    # ---- helpers the UI and the solver use ----

    @property
    def first(self) -> str | None:
        return self.camp[0] if self.camp else None

    def legal_slots(self) -> list[Slot]:
        """Where the First card may be built now (UM-G2, UM-G3)."""
        if not self.camp or len(self.mountain) >= MOUNTAIN_SIZE:
            return []
        return geometry.legal_slots(self.mountain)

    def problems(self) -> list[str]:
        """Why the mountain does not win yet (empty when it does)."""
        return mountain_problems(self.mountain, self.level, self.data)

    def winning_path(self) -> list[tuple[int, int, str]]:
        """The path with the fewest climbers, bottom edge to the peak's centre, as (row, col, point)."""
        found = cheapest_path(self.mountain, self.data)
        return found[1] if found else []

    def card(self, card_id: str) -> Card:
        return self.data.by_id[card_id]

    def can_resolve(self, kind: str) -> bool:
        """Whether an ability could be carried out in full right now (UM-G6)."""
        camp, deck, mountain = self.camp, self.deck, self.mountain
        if kind in ("swap_camp", "first_to_end", "last_to_first"):
            return len(camp) >= 2
        if kind == "first_to_bottom":
            return len(camp) >= 1
        if kind in ("reorder_top3", "dig_three"):
            return len(deck) >= 3
        if kind in ("draw_two", "thin_deck"):
            return len(deck) >= 2
        if kind in ("bottom_to_first", "swap_top"):
            return len(deck) >= 1
        if kind == "move_mountain":
            return any(self._move_targets(slot) for slot in mountain)
        if kind == "discard_mountain":
            return len(mountain) >= 1
        if kind == "replace_mountain":
            return len(mountain) >= 1 and len(camp) >= 1
        if kind == "swap_mountain":
            return any(other in mountain for slot in mountain for other in geometry.touching(slot))
        if kind == "grow_camp":
            return self.camp_size < MAX_CAMP
        if kind == "from_discard":
            return len(self.discard) >= 2  # the ability card itself is on the pile and cannot be taken
        if kind == "build_any":
            return bool(camp) and len(mountain) < MOUNTAIN_SIZE
        raise ValueError(f"unknown ability {kind!r}")

    # ---- internals ----

    def _clone(self) -> State:
        """A fast copy for search. The RNG is only used to deal, so the copy shares it."""
        s = State.__new__(State)
        s.__dict__.update(self.__dict__)
        s.deck = self.deck.copy()
        s.camp = self.camp.copy()
        s.mountain = self.mountain.copy()
        s.discard = self.discard.copy()
        s.removed = self.removed.copy()
        s.known = self.known.copy()
        s.path = self.path.copy()
        p = self._pending
        s._pending = None if p is None else {**p, "picked": list(p["picked"])}
        return s

    def _move_targets(self, slot: Slot) -> list[Slot]:
        rest = [other for other in self.mountain if other != slot]
        return [target for target in geometry.legal_slots(rest) if target != slot]

    def _slot_of(self, card: str) -> Slot:
        return next(slot for slot, here in self.mountain.items() if here == card)

    def _moves(self) -> list[Move]:
        p = self._pending
        if p is not None:
            return self._answers(p)
        moves: list[Move] = []
        if self.camp:
            moves += [Build(row, col) for row, col in self.legal_slots()]
            moves += [UseAbility(card) for card in self.camp[1:]]
            if self.helicopter:
                moves.append(Helicopter())
        return moves

    def _answers(self, p: dict[str, Any]) -> list[Move]:
        kind, picked = p["kind"], p["picked"]
        step = _STEPS[kind][len(picked)]
        if step == "camp":
            return [Choose(card) for card in self.camp if card not in picked]
        if step == "mountain":
            cards = [(slot, card) for slot, card in sorted(self.mountain.items()) if card not in picked]
            if kind == "swap_mountain" and picked:
                near = geometry.touching(self._slot_of(picked[0]))
                cards = [(slot, card) for slot, card in cards if slot in near]
            elif kind == "swap_mountain":
                cards = [
                    (slot, card) for slot, card in cards if any(n in self.mountain for n in geometry.touching(slot))
                ]
            if kind == "move_mountain":
                cards = [(slot, card) for slot, card in cards if self._move_targets(slot)]
            return [Choose(card) for _, card in cards]
        if step == "slot":
            if kind == "move_mountain":
                targets = self._move_targets(self._slot_of(picked[0]))
            else:
                targets = geometry.legal_slots(self.mountain)
            return [ChooseSlot(row, col) for row, col in targets]
        if step == "deck":
            shown = {"reorder_top3": 3, "dig_three": 3, "thin_deck": 2}[kind]
            return [Choose(card) for card in self.deck[:shown] if card not in picked]
        if step == "discard":
            return [Choose(card) for card in self.discard if card != p["card"]]
        raise AssertionError(step)

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        if isinstance(move, Build):
            card = self.camp.pop(0)
            self.mountain[(move.row, move.col)] = card
            events.append(CardPlaced(card, move.row, move.col))
            self._end_turn(events)
        elif isinstance(move, UseAbility):
            self.camp.remove(move.card)
            self.discard.append(move.card)
            events.append(CardDiscarded(move.card, "camp"))
            kind = self.data.by_id[move.card].ability.kind
            if not self.can_resolve(kind):
                events.append(AbilityIgnored(move.card, kind))
                self._end_turn(events)
            elif ABILITY_STEPS[kind]:
                self._pending = {"kind": kind, "card": move.card, "picked": []}
                self._reveal_for(kind, events)
            else:
                self._resolve(kind, move.card, [], events)
                self._end_turn(events)
        elif isinstance(move, Helicopter):
            self.helicopter = False
            self.removed.append(HELICOPTER)
            events.append(CardRemoved(HELICOPTER, "camp"))
            self._pending = {"kind": HELICOPTER, "card": HELICOPTER, "picked": []}
        else:
            assert isinstance(move, (Choose, ChooseSlot)) and self._pending is not None
            p = self._pending
            p["picked"].append(move.card if isinstance(move, Choose) else [move.row, move.col])
            if len(p["picked"]) == len(_STEPS[p["kind"]]):
                self._pending = None
                self._resolve(p["kind"], p["card"], p["picked"], events)
                self._end_turn(events)
        return events

    def _reveal_for(self, kind: str, events: list[Event]) -> None:
        shown = {"reorder_top3": 3, "dig_three": 3, "thin_deck": 2}.get(kind, 0)
        if shown:
            cards = tuple(self.deck[:shown])
            self.known += [card for card in cards if card not in self.known]
            events.append(DeckRevealed(cards))

    def _resolve(self, kind: str, card: str, picked: list[Any], events: list[Event]) -> None:
        """Carry out an ability (or the helicopter) whose choices are all made."""
        camp, deck, mountain = self.camp, self.deck, self.mountain
        if kind == "swap_camp":
            i, j = camp.index(picked[0]), camp.index(picked[1])
            camp[i], camp[j] = camp[j], camp[i]
            events.append(CardsSwapped(picked[0], picked[1], "camp"))
        elif kind == "first_to_end":
            camp.append(camp.pop(0))
            events.append(CampReordered(tuple(camp)))
        elif kind == "last_to_first":
            camp.insert(0, camp.pop())
            events.append(CampReordered(tuple(camp)))
        elif kind in ("first_to_bottom", HELICOPTER):
            moved = camp.pop(0) if kind == "first_to_bottom" else picked[0]
            if kind == HELICOPTER:
                camp.remove(moved)
            deck.append(moved)
            self.known.append(moved)
            events.append(CardToDeck(moved, "camp", "bottom"))
        elif kind == "reorder_top3":
            order = [*picked, *(c for c in deck[:3] if c not in picked)]
            deck[:3] = order
            events.append(DeckReordered(tuple(order)))
        elif kind == "dig_three":
            rest = [c for c in deck[:3] if c != picked[0]]
            del deck[:3]
            deck.extend(rest)
            camp.append(picked[0])
            events.append(CardToCamp(picked[0], "deck", len(camp) - 1))
            events += [CardToDeck(c, "deck", "bottom") for c in rest]
        elif kind == "draw_two":
            for _ in range(2):
                self._draw(events)
        elif kind == "bottom_to_first":
            taken = deck.pop()
            camp.insert(0, taken)
            events.append(CardToCamp(taken, "deck bottom", 0))
        elif kind == "thin_deck":
            deck.remove(picked[0])
            self.removed.append(picked[0])
            events.append(CardRemoved(picked[0], "deck"))
        elif kind == "swap_top":
            old, camp[0] = camp[0], deck[0]
            deck[0] = old
            self.known.append(old)
            events += [CardToCamp(camp[0], "deck", 0), CardToDeck(old, "camp", "top")]
        elif kind == "move_mountain":
            src = self._slot_of(picked[0])
            dst = (picked[1][0], picked[1][1])
            del mountain[src]
            mountain[dst] = picked[0]
            events.append(CardMoved(picked[0], *src, *dst))
        elif kind == "discard_mountain":
            del mountain[self._slot_of(picked[0])]
            self.discard.append(picked[0])
            events.append(CardDiscarded(picked[0], "mountain"))
        elif kind == "swap_mountain":
            a, b = self._slot_of(picked[0]), self._slot_of(picked[1])
            mountain[a], mountain[b] = mountain[b], mountain[a]
            events.append(CardsSwapped(picked[0], picked[1], "mountain"))
        elif kind == "replace_mountain":
            slot = self._slot_of(picked[0])
            self.removed.append(picked[0])
            mountain[slot] = camp.pop(0)
            events += [CardRemoved(picked[0], "mountain"), CardPlaced(mountain[slot], *slot)]
        elif kind == "grow_camp":
            self.camp_size += 1
            events.append(CampSizeChanged(self.camp_size))
        elif kind == "from_discard":
            self.discard.remove(picked[0])
            camp.insert(0, picked[0])
            events.append(CardToCamp(picked[0], "discard", 0))
        elif kind == "build_any":
            slot = (picked[1][0], picked[1][1])
            camp.remove(picked[0])
            mountain[slot] = picked[0]
            events.append(CardPlaced(picked[0], *slot))
        else:
            raise AssertionError(kind)
        self.known = [c for c in self.known if c in deck]

    def _draw(self, events: list[Event]) -> None:
        card = self.deck.pop(0)
        self.camp.append(card)
        events.append(CardDrawn(card))

    def _refill(self, events: list[Event]) -> None:
        """UM-R1: the Base Camp list never has gaps; draw one at a time onto the right up to its size."""
        while len(self.camp) < self.camp_size and self.deck:
            self._draw(events)
        self.known = [c for c in self.known if c in self.deck]

    def _end_turn(self, events: list[Event]) -> None:
        """Win check, refill, then the loss checks (UM-W1, UM-R1, UM-R2, UM-W2)."""
        problems = self.problems()
        if not problems:
            self.status = "won"
            self.path = self.winning_path()
            events.append(GameWon(tuple(self.path)))
            return
        self._refill(events)
        if not self.camp:
            cause = "the Base Camp is empty"
        elif not self._moves():
            cause = "no Base Camp card can be used"
        else:
            return
        self.status = "lost"
        self.reason = f"{cause}, and {problems[0]}" + "".join(f"; {p}" for p in problems[1:])
        events.append(GameLost(self.reason))


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, (list, tuple)) else value


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Deal a game. Options: ``level`` 1..5 and ``winnable_only`` (only deals the solver can win)."""
    if num_players != 1:
        raise ValueError("Unsurmountable is played alone")
    options = options or {}
    level = int(options.get("level", 1))
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level}")
    winnable_only = bool(options.get("winnable_only", False))
    data = data or load_data()
    if not winnable_only:
        return State(data, seed, level, False, seed)
    from gardengames.games.unsurmountable import solver  # the solver needs this module first

    for deal_seed in deal_seeds(seed):
        state = State(data, seed, level, True, deal_seed)
        if solver.solve(state) is not None:
            return state
    raise RuntimeError(f"no winnable deal found from seed {seed}")  # pragma: no cover - never seen in tests


def deal_seeds(seed: int, tries: int = 400) -> list[int]:
    """The deal seeds tried, in order, for a winnable-only game: the seed itself, then derived ones."""
    return [seed] + [random.Random(f"{GAME_ID}:{seed}:{k}").getrandbits(48) for k in range(1, tries)]
