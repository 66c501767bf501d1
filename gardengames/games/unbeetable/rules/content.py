"""The data schema of Unbeetable (species, start plants, actions, seasons, decks), its cross-checks, and the
keys every physical card and every place of the table is known by.

A card's key is ``"<back>:<type id>.<serial>"`` (``"summer:sun.03"``): the back is the deck it belongs to
(``spring``, ``summer``, ``autumn``; start plants are spring cards), the serial tells the copies of one type
apart, from setup to the end. The four season cards are one of a kind: ``"season:summer"``. The back is
public (a rival's hand shows its backs), the rest of the key only to whoever may see the card's face.

Places are ``"garden:<owner>:<spot>"`` (one spot of a garden), ``"row:<owner>:<i>"`` and
``"column:<owner>:<i>"`` (a flood's band), ``"deck:<name>"`` and ``"hand:<owner>"`` (where a drawn card goes).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Annotated, Literal

from gardengames.engine import data as engine_data
from gardengames.engine.data import Described, Id, MaxLen, Named, Problem, Problems, Range, Version
from gardengames.i18n import N_, Text, _

DATA_FILE = "unbeetable.yaml"
SCHEMA_VERSION = 1
SEASONS = ("spring", "summer", "autumn", "winter")
DECKS = ("spring", "summer", "autumn")
DECK_OPENS = dict(zip(DECKS, SEASONS, strict=False))  # deck -> the season whose card opens it
ONE_TIME = ("watering_can", "spade", "sun", "flood")
PERMANENT = ("ladybird", "aphid", "hail", "compost")
WEEDS = "weeds"
ACTIONS = ONE_TIME + PERMANENT + (WEEDS,)
ACTION_KINDS = {**{a: "one-time" for a in ONE_TIME}, **{a: "permanent" for a in PERMANENT}, WEEDS: "weeds"}
SEASON_BACK = "season"
AXES = ("row", "column")
# The seasons as words inside a sentence (the season cards' own names, from the data file, are titles). Dutch
# writes the deck and the card of a season as one word ("de lentestapel", "de zomerkaart"), so sentences take
# the season word, never a translated "spring deck" glued together.
SEASON_WORDS = {"spring": N_("spring"), "summer": N_("summer"), "autumn": N_("autumn"), "winter": N_("winter")}

# The bounds of every value the data file gives (the loader refuses anything outside them before a game sees it;
# the rules' own limits are GameData.check's). Generous: the shipped file's values are well inside.
Count = Annotated[int, Range(0, 60)]  # copies of one card type in a deck: ours have at most 9
Points = Annotated[int, Range(-20, 20)]  # a phase's score: ours are -4 to +7
Players = Annotated[int, Range(0, 9)]  # a player count as a key (the game seats 2 to 4; check names the others)
GridSide = Annotated[int, Range(0, 6)]  # a garden's side: the rulebook's are 3 and 2; 6 is 36 spots a garden
#: Cards in one deck, start plants included (a rules limit, GameData.check): ours have 68, 42 and 32. Every copy is
#: a card key, and the computer players deal the unseen cards again for every move they weigh.
MAX_DECK = 200
Aside = Annotated[int, Range(0, MAX_DECK)]  # cards of a deck set aside unseen at setup: ours at most 30


@dataclass(frozen=True)
class Species(Named):
    """A vegetable: points scored when harvested in phases 1 (start) to 4 (withered)."""

    phases: tuple[Points, Points, Points, Points]
    flavour: Annotated[Text, MaxLen(200)]  # one line under the name: ours have at most 62 characters
    text: Annotated[Text, MaxLen(400)]


@dataclass(frozen=True)
class StartPlant(Named):
    """A start-plant card: a plant of ``species`` with the start symbol, part of the spring deck."""

    species: Id
    count: Annotated[int, Range(0, 8)]  # the start plants are eight cards in all (check)
    text: Annotated[Text, MaxLen(400)]


@dataclass(frozen=True)
class ActionCard(Named):
    """One of the nine action cards; its effect is fixed by its id."""

    kind: Literal["one-time", "permanent", "weeds"]
    text: Annotated[Text, MaxLen(400)]


@dataclass(frozen=True)
class SeasonCard(Described):
    """One of the four season cards (key ``"season:<id>"``): drawing it changes the season and its turn action."""


@dataclass(frozen=True)
class Deck(Named):
    """A seasonal deck: card type id (species or action) -> number of copies, and by number of players how many
    of its cards are set aside unseen at setup (fewer players, shorter seasons: see the data file)."""

    cards: Annotated[dict[Id, Count], MaxLen(30)]  # by card type: there are 15 (six species, nine actions)
    set_aside: Annotated[dict[Players, Aside], MaxLen(9)] = field(default_factory=dict)


@dataclass(frozen=True)
class GameData:
    """The whole data file ``data/unbeetable.yaml``."""

    version: Version
    hand_size: Annotated[int, Range(0, 20)]  # a hand is shown side by side: ours is 5
    max_plays: Annotated[int, Range(0, 20)]  # no more than a hand (check)
    season_window: Annotated[int, Range(0, MAX_DECK)]  # within a deck: ours is 10
    start_plants_each: Annotated[int, Range(0, 8)]  # of the eight start plants: ours is 2
    grid_size: Annotated[dict[Players, GridSide], MaxLen(9)]
    species: Annotated[tuple[Species, ...], MaxLen(20)]  # ours are 6
    start_plants: Annotated[tuple[StartPlant, ...], MaxLen(8)]  # eight cards in all, so at most eight kinds
    actions: Annotated[tuple[ActionCard, ...], MaxLen(20)]  # exactly nine (check)
    seasons: Annotated[tuple[SeasonCard, ...], MaxLen(8)]  # exactly four (check)
    decks: Annotated[tuple[Deck, ...], MaxLen(6)]  # exactly three (check)

    @cached_property
    def by_id(self) -> dict[str, Species | StartPlant | ActionCard | SeasonCard]:
        """Every card type by id (species, start plants, actions, seasons)."""
        return {c.id: c for group in (self.species, self.start_plants, self.actions, self.seasons) for c in group}

    @cached_property
    def plant_species(self) -> dict[str, Species]:
        """Plant card type id (species or start plant) -> its species."""
        species = {s.id: s for s in self.species}
        out = dict(species)
        for sp in self.start_plants:
            out[sp.id] = species[sp.species]
        return out

    @cached_property
    def deck(self) -> dict[str, Deck]:
        return {d.id: d for d in self.decks}

    @cached_property
    def start_keys(self) -> tuple[str, ...]:
        """The keys of the eight start-plant cards, in data order."""
        return tuple(key for sp in self.start_plants for key in serials("spring", sp.id, sp.count))

    @cached_property
    def deck_keys(self) -> dict[str, tuple[str, ...]]:
        """Deck -> the keys of the cards its data lists (start plants aside), in data order."""
        return {
            d.id: tuple(key for cid, count in d.cards.items() for key in serials(d.id, cid, count)) for d in self.decks
        }

    @cached_property
    def card_keys(self) -> dict[str, tuple[str, ...]]:
        """Back -> the key of every physical card with that back, in data order (start plants are spring)."""
        out = {back: self.deck_keys[back] + (self.start_keys if back == "spring" else ()) for back in DECKS}
        out[SEASON_BACK] = tuple(f"{SEASON_BACK}:{s}" for s in SEASONS)
        return out

    def composition(self, back: str) -> Counter[str]:
        """Every physical card with this back, each key once (start plants count as spring cards)."""
        return Counter(self.card_keys[back])

    def check(self, file: str) -> list[Problem]:
        """Rules that span cards: ids, references, counts and deck sizes."""
        problems = Problems(file)
        problems.version(self.version, SCHEMA_VERSION)
        problems.at_least(self, ("hand_size", "max_plays", "season_window", "start_plants_each"), 1)
        if self.max_plays > self.hand_size:
            problems.bad("", "max_plays", "cannot be more than hand_size")
        for players in (2, 3, 4):
            if players not in self.grid_size:
                problems.bad("", f"grid_size.{players}", "is missing")
            elif self.grid_size[players] < 2:
                problems.bad("", f"grid_size.{players}", "must be at least 2 (two start plants on a diagonal)")
        problems.extend(
            engine_data.duplicate_ids(file, [*self.species, *self.start_plants, *self.actions, *self.seasons])
        )
        for cid in [s.id for s in self.species] + [sp.id for sp in self.start_plants]:
            if ":" in cid or "." in cid:
                problems.bad(cid, "id", "must not contain ':' or '.' (they separate the parts of a card's key)")
        species_ids = {s.id for s in self.species}
        for sp in self.start_plants:
            if sp.species not in species_ids:
                problems.bad(sp.id, "species", f"'{sp.species}' is not a species")
            if sp.count < 1:
                problems.bad(sp.id, "count", "must be at least 1")
        start_total = sum(sp.count for sp in self.start_plants)
        if start_total != 8:
            problems.bad("", "start_plants", f"the counts must add up to 8 start-plant cards, not {start_total}")
        if self.start_plants_each * 4 > start_total:
            problems.bad("", "start_plants_each", f"four players need {self.start_plants_each * 4} start plants")
        self._check_actions_and_decks(problems, species_ids)
        return problems

    def _check_actions_and_decks(self, problems: Problems, species_ids: set[str]) -> None:
        action_ids = [a.id for a in self.actions]
        for a in self.actions:
            if a.id not in ACTION_KINDS:
                problems.bad(a.id, "id", f"is not one of the nine actions ({', '.join(ACTIONS)})")
            elif a.kind != ACTION_KINDS[a.id]:
                problems.bad(a.id, "kind", f"must be '{ACTION_KINDS[a.id]}'")
        for missing in sorted(set(ACTIONS) - set(action_ids)):
            problems.bad(missing, "actions", "this action card is missing")
        if sorted(s.id for s in self.seasons) != sorted(SEASONS):
            problems.bad("", "seasons", f"must be exactly {', '.join(SEASONS)}")
        deck_ids = [d.id for d in self.decks]
        if sorted(deck_ids) != sorted(DECKS) or len(deck_ids) != 3:
            problems.bad("", "decks", f"must be exactly {', '.join(DECKS)}")
        playable = species_ids | set(ACTION_KINDS)
        for d in self.decks:
            for cid, count in d.cards.items():
                if cid not in playable:
                    problems.bad(d.id, f"cards.{cid}", "is not a species or an action card")
                if count < 1:
                    problems.bad(d.id, f"cards.{cid}", "must be at least 1")
            size = sum(d.cards.values()) + (sum(sp.count for sp in self.start_plants) if d.id == "spring" else 0)
            if size > MAX_DECK:
                problems.bad(d.id, "cards", f"holds {size} cards; a deck holds at most {MAX_DECK}")
            for players in (2, 3, 4):
                aside = d.set_aside.get(players, 0)
                left = size - aside - (self.start_plants_each * players if d.id == "spring" else 0)
                needed = self.season_window + (self.hand_size * players if d.id == "spring" else 0)
                if left < needed:
                    problems.bad(
                        d.id,
                        "cards" if not aside else f"set_aside.{players}",
                        f"leaves {left} cards with {players} players; it needs at least {needed} to hide the next "
                        "season card",
                    )
            for players in d.set_aside:
                if players not in (2, 3, 4):
                    problems.bad(d.id, f"set_aside.{players}", "must be for 2, 3 or 4 players")


def load_data(folder: Path | None = None) -> GameData:
    """Read and validate ``unbeetable.yaml`` (read again only when it changes); raises ``DataError`` naming
    every problem."""
    return engine_data.load_cached(DATA_FILE, GameData, folder)


# ---------------------------------------------------------------------------------------------- keys


def serials(back: str, cid: str, count: int) -> list[str]:
    """The keys of ``count`` copies of card type ``cid`` with this back: ``spring:carrot.01`` and on."""
    return [f"{back}:{cid}.{n:02d}" for n in range(1, count + 1)]


class _Kinds(dict[str, str]):
    """Card key -> type id, each key worked out once (the rules ask for it in every listing of moves)."""

    def __missing__(self, card: str) -> str:
        found = self[card] = card.partition(":")[2].partition(".")[0]
        return found


kind_of: Callable[[str], str] = _Kinds().__getitem__
"""The card type id of a card key (``"summer:sun.03"`` -> ``"sun"``; a plain ``"summer:sun"`` works too); a
dict's own lookup, so the common case runs no Python code."""


def back_of(card: str) -> str:
    """The deck a card key belongs to, as its back shows (``"season"`` for the season cards)."""
    return card.partition(":")[0]


def legacy_name(card: str) -> str:
    """What a card was called before every copy had its own key (save format 1): ``"summer:sun"``."""
    return card.partition(".")[0]


def card_name(card: str) -> str:
    """A player-facing name for a card key or a card type id (for logs), in the player's language."""
    cid = kind_of(card) if ":" in card else card
    try:
        found = load_data().by_id.get(cid)
    except engine_data.DataError:
        found = None
    return _(found.name) if found else cid.replace("_", " ").capitalize()


def season_word(season: str) -> str:
    """A season (or the deck it opens) as a word in a sentence, in the player's language: ``"spring"``."""
    return _(SEASON_WORDS[season]) if season in SEASON_WORDS else season


def spot_key(owner: int, spot: int) -> str:
    """The place key of one spot of a garden: ``"garden:1:4"``."""
    return f"garden:{owner}:{spot}"


def line_key(owner: int, axis: str, index: int) -> str:
    """The place key of a row or column of a garden (a flood's target): ``"row:1:0"``, ``"column:0:2"``."""
    return f"{axis}:{owner}:{index}"
