"""Unsurmountable's vocabulary: constants, the stable keys of cards and places, and the card data schema.

Keys: every card's key is its id in ``data/unsurmountable.yaml`` (``"m01"`` ... ``"m17"``) and the Rescue
Helicopter's is ``"helicopter"``; they are unique (``GameData.check``) and never change during a game. Places are
``"slot:<row>:<col>"`` for a mountain place (columns float, so they may be negative), and ``"camp"``,
``"deck"``, ``"discard"``, ``"removed"`` for the piles and ``"ability"`` for the zone a card is dropped on to be
discarded for its ability.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Annotated

from gardengames.engine import data as engine_data
from gardengames.engine.data import Described, Id, MaxLen, Named, Problem, Problems, Range, Version
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.geometry import HEIGHT, Slot
from gardengames.i18n import N_, Text, _, n_, p_

SCHEMA_VERSION = 1
GAME_ID = "unsurmountable"
DATA_FILE = f"{GAME_ID}.yaml"
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
#: Abilities that change cards already in the mountain (the solver's pruning needs this list).
MOUNTAIN_CHANGERS = ("move_mountain", "discard_mountain", "swap_mountain", "replace_mountain")

# ---- place keys ----------------------------------------------------------------------------------------------
CAMP = "camp"
DECK = "deck"
DISCARD = "discard"
REMOVED = "removed"
ABILITY = "ability"
_SLOT = "slot:"


def slot_key(row: int, col: int) -> str:
    """The key of a mountain place: ``"slot:<row>:<col>"``."""
    return f"{_SLOT}{row}:{col}"


def slot_of_key(key: object) -> Slot | None:
    """The ``(row, col)`` a place key names, or None when ``key`` is not a mountain place."""
    if not isinstance(key, str) or not key.startswith(_SLOT):
        return None
    try:
        row, col = key[len(_SLOT) :].split(":")
        return int(row), int(col)
    except ValueError:
        return None


# ---- the data file -------------------------------------------------------------------------------------------
# The bounds of every value the data file gives (the loader refuses anything outside them before a game sees it;
# the rules' limits are GameData.check's). The mountain's shape (its places and a card's points) is code
# (``geometry``), not data; the data gives only the cards. Generous: ours are well inside.
Climbers = Annotated[int, Range(0, 9)]  # on one segment: check wants 0 to 2
Segment = tuple[Id, Id, Climbers]  # from point, to point, climbers


@dataclass(frozen=True)
class Ability:
    kind: Id
    text: Annotated[Text, MaxLen(400)]  # printed on the card: ours have at most 132 characters


@dataclass(frozen=True)
class Card(Named):
    """A mountain card. ``paths`` entries are ``(from point, to point, climbers on that segment)``."""

    paths: Annotated[tuple[Segment, ...], MaxLen(21)]  # a card's seven points join in at most 21 pairs
    features: Annotated[tuple[Id, ...], MaxLen(10)]  # check allows 2 of the five features
    ability: Ability

    @property
    def climbers(self) -> int:
        return sum(seg[2] for seg in self.paths)

    @cached_property
    def pieces(self) -> tuple[frozenset[str], ...]:
        """The separate path pieces printed on the card: groups of points its segments join."""
        groups: list[frozenset[str]] = []
        for a, b, _climbers in self.paths:
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

    @cached_property
    def climbs(self) -> tuple[tuple[tuple[int, int], ...], ...]:
        """By point (points numbered in ``geometry.POINTS`` order): every other point its path piece reaches,
        with the fewest climbers on the way. Searches for a cheapest climb cross a card in one step with it."""
        names = tuple(geometry.POINTS)
        steps = [[(names.index(q), c) for q, c in self.adjacency.get(p, ())] for p in names]
        out = []
        for start in range(len(names)):
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


@dataclass(frozen=True)
class HelicopterCard(Described):
    """The Rescue Helicopter (key ``"helicopter"``): called once a game, it is not a mountain card."""


@dataclass(frozen=True)
class GameData:
    version: Version
    helicopter: HelicopterCard
    cards: Annotated[tuple[Card, ...], MaxLen(40)]  # exactly 17 (UM-C1, check)

    @cached_property
    def by_id(self) -> dict[str, Card]:
        return {card.id: card for card in self.cards}

    def check(self, file: str) -> list[Problem]:
        """Rules that span fields: card count, ids, point names, features, climbers, ability kinds."""
        problems = Problems(file)
        problems += engine_data.duplicate_ids(file, self.cards)
        problems.version(self.version, SCHEMA_VERSION)
        if len(self.cards) != CARD_COUNT:
            problems.bad("", "cards", f"must hold exactly {CARD_COUNT} cards, not {len(self.cards)}")
        if self.helicopter.id in {card.id for card in self.cards}:
            problems.bad(self.helicopter.id, "id", "is also used by a mountain card")
        elif self.helicopter.id != HELICOPTER:
            problems.bad(self.helicopter.id, "id", f"must be '{HELICOPTER}' (the key the rules and the art use)")
        kinds_seen: dict[str, str] = {}
        for card in self.cards:
            _check_card(problems, card)
            kind = card.ability.kind
            if kind in kinds_seen:
                problems.bad(card.id, "ability.kind", f"'{kind}' is already the ability of {kinds_seen[kind]}")
            kinds_seen.setdefault(kind, card.id)
        return problems


def _check_card(problems: Problems, card: Card) -> None:
    bad = problems.bad
    if not card.paths:
        bad(card.id, "paths", "needs at least one path segment")
    for i, (a, b, climbers) in enumerate(card.paths):
        for j, point in enumerate((a, b)):
            if point not in geometry.POINTS:
                bad(card.id, f"paths[{i}][{j}]", f"unknown point '{point}' (use {', '.join(geometry.POINTS)})")
        if a == b:
            bad(card.id, f"paths[{i}]", f"joins point '{a}' to itself")
        if not 0 <= climbers <= 2:
            bad(card.id, f"paths[{i}][2]", f"climbers must be 0 to 2, not {climbers}")
    pairs = [frozenset(seg[:2]) for seg in card.paths]
    if len(set(pairs)) != len(pairs):
        bad(card.id, "paths", "joins the same two points twice")
    if card.paths and not 1 <= card.climbers <= 3:
        bad(card.id, "paths", f"must show 1 to 3 climbers in all, not {card.climbers}")
    for i, feature in enumerate(card.features):
        if feature not in FEATURES:
            bad(card.id, f"features[{i}]", f"unknown feature '{feature}' (use {', '.join(FEATURES)})")
    if len(card.features) > 2:
        bad(card.id, "features", "may list at most 2 features")
    if len(set(card.features)) != len(card.features):
        bad(card.id, "features", "lists a feature twice")
    if card.ability.kind not in ABILITY_STEPS:
        bad(card.id, "ability.kind", f"unknown ability '{card.ability.kind}' (use {', '.join(ABILITY_KINDS)})")


def load_data(folder: Path | None = None) -> GameData:
    """The cards from ``data/unsurmountable.yaml`` (read once, and again only when the file changes)."""
    return engine_data.load_cached(DATA_FILE, GameData, folder)


def card_name(card_id: str) -> str:
    """A card's printed name for log lines (moves only carry ids), in the player's language."""
    if card_id == HELICOPTER:
        # TRANSLATORS: the Rescue Helicopter card (data/unsurmountable.yaml) as a log line names it, with its article
        return _("the Rescue Helicopter")
    try:
        return _(load_data().by_id[card_id].name)
    except (engine_data.DataError, KeyError):
        return card_id


#: Where a place is for a log line, by row (columns float, so only the row is named).
SLOT_TEXTS = (N_("in the bottom row"), N_("in the second row"), N_("in the third row"), N_("at the peak"))


def slot_text(row: int, col: int) -> str:
    """Where a place is, in words for the log (columns float, so only the row is named)."""
    return _(SLOT_TEXTS[min(row, HEIGHT - 1)])


# ---- words said in English or in the player's language ----------------------------------------------------
# The loss reason is kept in English in the state and its saves (data, as every text there), and shown in the
# player's language: the functions that make it take ``english`` and pick their markers (``_``, ``n_``, ``p_``)
# from one of these two sets, so each text is written (and extracted) once and said either way.


def _same(text: str) -> str:
    return text


def _english_n(one: str, many: str, n: int) -> str:
    return one if n == 1 else many


def _english_p(context: str, text: str) -> str:
    return text


Markers = tuple[Callable[[str], str], Callable[[str, str, int], str], Callable[[str, str], str]]
ENGLISH: Markers = (_same, _english_n, _english_p)
LOCAL: Markers = (_, n_, p_)


def feature_name(feature: str, english: bool = False) -> str:
    """A landscape feature as a player reads it (the data file names features by their English keys)."""
    p_ = (ENGLISH if english else LOCAL)[2]
    names = {
        "forest": p_("mountain feature", "forest"),
        "camp": p_("mountain feature", "camp"),
        "lake": p_("mountain feature", "lake"),
        "cave": p_("mountain feature", "cave"),
        "yeti": p_("mountain feature", "yeti"),
    }
    return names.get(feature, feature)
