"""Garden Sabotage! card content: the rulebook's numbers, the data schema of data/sabotage.yaml, its
cross-checks, and the card keys every physical card is known by from set-up to the end.

Card keys (stable, unique, the same in every zone): plant cards are ``"<plant type>.<nn>"``
(``"tomato.03"``), bug cards ``"good.01"``, ``"bad.07"``, ``"pesticide.12"``, an objective card is the
objective's own id (``"salsa"``) and the golden watering can is ``"golden-can"``. Places are keyed
``"zone:owner:index"``: ``"plot:1:0"`` (seat 1's first plot), ``"hand:2"``, ``"deck:plant"``,
``"discard:bug"``, ``"row:plant:3"``, ``"done:0"``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from gardengames.engine import data as engine_data
from gardengames.engine.data import Id, MaxLen, Named, Problem, Problems, Range, Version, duplicate_ids
from gardengames.engine.keys import deck_key, hand_key
from gardengames.i18n import N_, Text, _

SCHEMA_VERSION = 1
DATA_FILE = "sabotage.yaml"

# Numbers the rulebook fixes (the clause each comes from).
RULEBOOK_PLANTS = 100  # GS-C1
RULEBOOK_BUGS = {"good": 10, "bad": 20, "pesticide": 20}  # GS-C1
RULEBOOK_OBJECTIVES = 50  # GS-C1
MIN_PLAYERS, MAX_PLAYERS = 2, 4  # GS-C1: four garden boards
PLOTS = 2  # GS-S1
PLOT_SIZE = 3  # GS-S1
ROW_SIZE = {"plant": 4, "bug": 2}  # GS-S4
DEAL = {"plant": 3, "bug": 1, "objective": 1}  # GS-S5
ACTIONS_PER_TURN = 3  # GS-T1
#: Score categories: the keys of a score sheet (kept in English in results and saves), translated where shown.
PART_OBJECTIVES = N_("Objective points")
PART_GOOD_BUGS = N_("Good bugs under objectives")
PART_GOLDEN_CAN = N_("Golden watering can")
MAX_OBJECTIVES_IN_HAND = 2  # GS-T9
OBJECTIVES_TO_FINISH = 5  # GS-E1

# Our own safety net (RULES.md, decisions): a game nobody can finish stops after this many rounds.
DEFAULT_MAX_ROUNDS = 40

DECK = -1  # the ``slot`` of a CardDrawn event for a card taken blind from the top of a deck
KINDS = ("plant", "bug", "objective")
BUG_KINDS = ("good", "bad", "pesticide")
BUG_NAMES = {"good": N_("good bug"), "bad": N_("bad bug"), "pesticide": N_("pesticide")}
GOLDEN_CAN = "golden-can"  # the key of the one golden watering can
_ID = re.compile(r"^[a-z][a-z0-9-]*$")


# ---------------------------------------------------------------------------------------------- keys


def discard_key(kind: str) -> str:
    """``"discard:bug"``: the discard pile of one kind (a hand card dropped there is thrown away)."""
    return f"discard:{kind}"


def plot_key(owner: int, plot: int) -> str:
    """``"plot:1:0"``: plot ``plot`` of seat ``owner``'s garden."""
    return f"plot:{owner}:{plot}"


def row_key(kind: str, slot: int) -> str:
    """``"row:plant:2"``: one face-up slot of the plant or bug row."""
    return f"row:{kind}:{slot}"


def done_key(owner: int) -> str:
    """Where seat ``owner``'s completed objectives (and the golden can, once taken) lie."""
    return f"done:{owner}"


def kind_of_key(card: str) -> str:
    """The deck a card key belongs to, from the key alone: ``"tomato.03"`` plant, ``"bad.07"`` bug, ``"salsa"``
    objective (plant ids never name a bug kind, and only plant and bug keys carry a serial)."""
    base, dot, _serial = card.partition(".")
    if not dot:
        return "objective"
    return "bug" if base in BUG_NAMES else "plant"


def parse_plot_key(key: object) -> tuple[int, int] | None:
    """(owner, plot) of a ``"plot:q:i"`` key, or None for any other key."""
    if not isinstance(key, str) or not key.startswith("plot:"):
        return None
    parts = key.split(":")
    if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
        return None
    return int(parts[1]), int(parts[2])


# --------------------------------------------------------------------------------------------- data

# The bounds of every value the data file gives (the loader refuses anything outside them before a game sees it;
# the rulebook's exact numbers and the rules' limits are GameData.check's). Generous: ours are well inside.
Copies = Annotated[int, Range(0, 100)]  # copies of a plant type or a bug kind: the deck has 100 plants (GS-C1)
Points = Annotated[int, Range(-100, 100)]  # an objective's or a bonus's points (check wants them positive): ours <= 22
Channel = Annotated[int, Range(-999, 999)]  # a colour component (check wants 0-255, naming the whole colour)


@dataclass(frozen=True)
class PlantType(Named):
    """One kind of plant card; the symbol lets colour-blind players tell the types apart by shape (its name is
    shown on the card, so it is a text with translations)."""

    colour: tuple[Channel, Channel, Channel]
    symbol: Annotated[Text, MaxLen(20)]  # a word under the symbol: ours have at most 7 characters
    count: Copies


@dataclass(frozen=True)
class Objective(Named):
    """A garden objective: plants (a type may repeat) and maybe a good bug wanted on one plot."""

    plants: Annotated[tuple[Id, ...], MaxLen(9)]  # check wants 1 to 3 (one plot holds three)
    points: Points
    good_bug: bool = False


@dataclass(frozen=True)
class BugCounts:
    good: Copies
    bad: Copies
    pesticide: Copies


@dataclass(frozen=True)
class Scoring:
    """End-of-game bonuses (GS-E2)."""

    good_bug: Points
    golden_can: Points


@dataclass(frozen=True)
class GameData:
    """The whole of data/sabotage.yaml."""

    version: Version
    plants: Annotated[tuple[PlantType, ...], MaxLen(40)]  # ours are 10 (their counts add up to 100)
    bugs: BugCounts
    scoring: Scoring
    objectives: Annotated[tuple[Objective, ...], MaxLen(100)]  # exactly 50 (GS-C1, check)

    def check(self, file: str) -> list[Problem]:
        """Counts match the rulebook, references resolve, and every objective fits on one plot."""
        out = Problems(file)
        out.version(self.version, SCHEMA_VERSION)
        out += duplicate_ids(file, self.plants)
        out += duplicate_ids(file, self.objectives)
        counts = self._check_plants(out)
        total = sum(counts.values())
        if total != RULEBOOK_PLANTS:
            out.bad("", "plants", f"counts add up to {total}; the game has {RULEBOOK_PLANTS} plant cards (GS-C1)")
        for kind, wanted in RULEBOOK_BUGS.items():
            got = getattr(self.bugs, kind)
            if got != wanted:
                out.bad("", f"bugs.{kind}", f"must be {wanted} (GS-C1), not {got}")
        for name in ("good_bug", "golden_can"):
            if getattr(self.scoring, name) < 0:
                out.bad("", f"scoring.{name}", "must not be negative")
        if len(self.objectives) != RULEBOOK_OBJECTIVES:
            out.bad("", "objectives", f"has {len(self.objectives)} cards; the game has {RULEBOOK_OBJECTIVES} (GS-C1)")
        self._check_objectives(out, counts)
        return out

    def _check_plants(self, out: Problems) -> dict[str, int]:
        """Each plant type's id, name, colour and symbol; returns the count of every type."""
        symbols: dict[str, str] = {}
        counts: dict[str, int] = {}
        for plant in self.plants:
            _check_id(out, plant.id, plant.name)
            if plant.id in BUG_NAMES:
                out.bad(plant.id, "id", "is the name of a bug kind; plant ids must differ from good/bad/pesticide")
            if any(not 0 <= c <= 255 for c in plant.colour):
                out.bad(plant.id, "colour", f"components must be 0-255, not {list(plant.colour)}")
            if not plant.symbol.strip():
                out.bad(plant.id, "symbol", "must not be empty")
            elif plant.symbol in symbols:
                out.bad(plant.id, "symbol", f"'{plant.symbol}' is already used by '{symbols[plant.symbol]}'")
            symbols.setdefault(plant.symbol, plant.id)
            if plant.count < 1:
                out.bad(plant.id, "count", f"must be at least 1, not {plant.count}")
            counts[plant.id] = plant.count
        return counts

    def _check_objectives(self, out: Problems, counts: dict[str, int]) -> None:
        """Each objective asks for plants that exist, in numbers that fit on one plot."""
        for obj in self.objectives:
            _check_id(out, obj.id, obj.name)
            if obj.id == GOLDEN_CAN:
                out.bad(obj.id, "id", f"'{GOLDEN_CAN}' is the golden watering can's key")
            if obj.points < 1:
                out.bad(obj.id, "points", f"must be at least 1, not {obj.points}")
            if not 1 <= len(obj.plants) <= PLOT_SIZE:
                out.bad(obj.id, "plants", f"must ask for 1 to {PLOT_SIZE} plants (one plot holds {PLOT_SIZE})")
            for i, plant in enumerate(obj.plants):
                if plant not in counts:
                    out.bad(obj.id, f"plants[{i}]", f"'{plant}' is not a plant type")
            for plant, k in Counter(obj.plants).items():
                if plant in counts and k > counts[plant]:
                    out.bad(obj.id, "plants", f"asks for {k} {plant} but only {counts[plant]} exist")
            if obj.good_bug and self.bugs.good < 1:
                out.bad(obj.id, "good_bug", "asks for a good bug but the game has none")


def _check_id(out: Problems, entry: str, name: str) -> None:
    if not _ID.match(entry):
        out.bad(entry, "id", "must be lower-case letters, digits and '-', starting with a letter")
    if not name.strip():
        out.bad(entry, "name", "must not be empty")


def load_data(folder: Path | str | None = None) -> GameData:
    """Read and check data/sabotage.yaml (read again only when the file changes)."""
    return engine_data.load_cached(DATA_FILE, GameData, folder)


class Catalogue:
    """Lookups derived once per GameData: every card key, its kind, objective needs, display names."""

    def __init__(self, data: GameData) -> None:
        self.data = data
        self.plant_of: dict[str, str] = {}
        for plant in data.plants:
            for i in range(1, plant.count + 1):
                self.plant_of[f"{plant.id}.{i:02d}"] = plant.id
        self.bug_kind: dict[str, str] = {}
        for kind in BUG_KINDS:
            for i in range(1, getattr(data.bugs, kind) + 1):
                self.bug_kind[f"{kind}.{i:02d}"] = kind
        self.objective = {o.id: o for o in data.objectives}
        self.need = {o.id: tuple(Counter(o.plants).items()) for o in data.objectives}
        self.cards: dict[str, tuple[str, ...]] = {
            "plant": tuple(self.plant_of),
            "bug": tuple(self.bug_kind),
            "objective": tuple(self.objective),
        }
        self.plant_count = {p.id: p.count for p in data.plants}
        self.names = {p.id: p.name for p in data.plants} | {o.id: o.name for o in data.objectives}
        _NAMES.update(self.names)

    def kind_of(self, card: str) -> str:
        """Which deck a card belongs to: plant, bug or objective."""
        if card in self.plant_of:
            return "plant"
        if card in self.bug_kind:
            return "bug"
        return "objective"

    def is_card(self, key: object) -> bool:
        """Whether ``key`` is the key of a plant, bug or objective card."""
        return isinstance(key, str) and (key in self.plant_of or key in self.bug_kind or key in self.objective)


_CATALOGUES: dict[int, Catalogue] = {}
_NAMES: dict[str, str] = {}  # id -> English name (a Text: it knows its translations), filled as data is loaded


def catalogue(data: GameData) -> Catalogue:
    cat = _CATALOGUES.get(id(data))
    if cat is None or cat.data is not data:
        cat = _CATALOGUES[id(data)] = Catalogue(data)
    return cat


def card_name(card: str) -> str:
    """Readable name of any card key or objective id, in the player's language: "Tomato", "bad bug", "Salad
    Bowl"."""
    return _(_english_name(card))


def _english_name(card: str) -> str:
    base = card.split(".", 1)[0]
    if base in BUG_NAMES:
        return BUG_NAMES[base]
    return _NAMES.get(base, base.replace("-", " ").capitalize())


def a_card(card: str) -> str:
    """The card's name with "a" or "an" for log lines ("an objective", "a Tomato"), in the player's language
    (the English article follows the English name)."""
    name = card_name(card)
    if _english_name(card)[:1].lower() in "aeiou":
        # TRANSLATORS: {card} is a card's name: a plant ("Onion"), an objective or "good bug"
        return _("an {card}").format(card=name)
    # TRANSLATORS: {card} is a card's name: a plant ("Tomato"), an objective or "bad bug"
    return _("a {card}").format(card=name)


#: What ``rules`` re-exports: the rulebook's numbers, the schema and the keys (not the log-text helpers).
__all__ = [
    "ACTIONS_PER_TURN",
    "BUG_KINDS",
    "BUG_NAMES",
    "DATA_FILE",
    "DEAL",
    "DECK",
    "DEFAULT_MAX_ROUNDS",
    "GOLDEN_CAN",
    "KINDS",
    "MAX_OBJECTIVES_IN_HAND",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "OBJECTIVES_TO_FINISH",
    "PART_GOLDEN_CAN",
    "PART_GOOD_BUGS",
    "PART_OBJECTIVES",
    "PLOTS",
    "PLOT_SIZE",
    "ROW_SIZE",
    "RULEBOOK_BUGS",
    "RULEBOOK_OBJECTIVES",
    "RULEBOOK_PLANTS",
    "SCHEMA_VERSION",
    "BugCounts",
    "Catalogue",
    "GameData",
    "Objective",
    "PlantType",
    "Scoring",
    "card_name",
    "catalogue",
    "deck_key",
    "discard_key",
    "done_key",
    "hand_key",
    "kind_of_key",
    "load_data",
    "parse_plot_key",
    "plot_key",
    "row_key",
]
