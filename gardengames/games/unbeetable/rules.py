"""Unbeetable rules: pure Python, no pygame.

A physical card is a string ``"<back>:<type id>"``: the back is the deck it belongs to (``spring``,
``summer``, ``autumn``) or ``season`` for the four season cards. Backs are public (you can see which deck a
card in a rival's hand came from), which is exactly what ``State.from_view`` needs to deal the unseen cards
consistently. A garden is a fixed grid of spots (3x3 or 2x2), each ``None`` or
``{"card": str, "phase": int, "under": [str, ...]}`` (weeds have phase 0 and nothing under them).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, ClassVar, Literal

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

SCHEMA_VERSION = 1
SEASONS = ("spring", "summer", "autumn", "winter")
DECKS = ("spring", "summer", "autumn")
ONE_TIME = ("watering_can", "spade", "sun", "flood")
PERMANENT = ("ladybird", "aphid", "hail", "compost")
WEEDS = "weeds"
ACTIONS = ONE_TIME + PERMANENT + (WEEDS,)
ACTION_KINDS = {**{a: "one-time" for a in ONE_TIME}, **{a: "permanent" for a in PERMANENT}, WEEDS: "weeds"}
SEASON_BACK = "season"
AXES = ("row", "column")


# ---------------------------------------------------------------------------------------------- data


@dataclass(frozen=True)
class Species:
    """A vegetable: points scored when harvested in phases 1 (start) to 4 (withered)."""

    id: str
    name: str
    phases: tuple[int, int, int, int]
    flavour: str
    text: str


@dataclass(frozen=True)
class StartPlant:
    """A start-plant card: a plant of ``species`` with the start symbol, part of the spring deck."""

    id: str
    name: str
    species: str
    count: int
    text: str


@dataclass(frozen=True)
class ActionCard:
    """One of the nine action cards; its effect is fixed by its id."""

    id: str
    name: str
    kind: Literal["one-time", "permanent", "weeds"]
    text: str


@dataclass(frozen=True)
class SeasonCard:
    id: str
    name: str
    text: str


@dataclass(frozen=True)
class Deck:
    """A seasonal deck: card type id (species or action) -> number of copies."""

    id: str
    name: str
    cards: dict[str, int]


@dataclass(frozen=True)
class GameData:
    """The whole data file ``data/unbeetable.yaml``."""

    version: int
    hand_size: int
    max_plays: int
    season_window: int
    start_plants_each: int
    grid_size: dict[int, int]
    species: tuple[Species, ...]
    start_plants: tuple[StartPlant, ...]
    actions: tuple[ActionCard, ...]
    seasons: tuple[SeasonCard, ...]
    decks: tuple[Deck, ...]

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

    def composition(self, back: str) -> Counter[str]:
        """Every physical card with this back, as a multiset (start plants count as spring cards)."""
        out: Counter[str] = Counter()
        if back == SEASON_BACK:
            out.update(f"{SEASON_BACK}:{s}" for s in SEASONS)
            return out
        for cid, count in self.deck[back].cards.items():
            out[f"{back}:{cid}"] += count
        if back == "spring":
            for sp in self.start_plants:
                out[f"spring:{sp.id}"] += sp.count
        return out

    def check(self, file: str) -> list[Problem]:
        """Rules that span cards: ids, references, counts and deck sizes."""
        problems: list[Problem] = []

        def fail(card: str, field: str, message: str) -> None:
            problems.append(Problem(file, card, field, message))

        if self.version != SCHEMA_VERSION:
            fail("", "version", f"must be {SCHEMA_VERSION}, not {self.version}")
        for name in ("hand_size", "max_plays", "season_window", "start_plants_each"):
            if getattr(self, name) < 1:
                fail("", name, "must be at least 1")
        if self.max_plays > self.hand_size:
            fail("", "max_plays", "cannot be more than hand_size")
        for players in (2, 3, 4):
            if players not in self.grid_size:
                fail("", f"grid_size.{players}", "is missing")
            elif self.grid_size[players] < 2:
                fail("", f"grid_size.{players}", "must be at least 2 (two start plants on a diagonal)")
        problems.extend(
            engine_data.duplicate_ids(file, [*self.species, *self.start_plants, *self.actions, *self.seasons])
        )
        for s in self.species:
            if ":" in s.id:
                fail(s.id, "id", "must not contain ':'")
        species_ids = {s.id for s in self.species}
        for sp in self.start_plants:
            if sp.species not in species_ids:
                fail(sp.id, "species", f"'{sp.species}' is not a species")
            if sp.count < 1:
                fail(sp.id, "count", "must be at least 1")
        start_total = sum(sp.count for sp in self.start_plants)
        if start_total != 8:
            fail("", "start_plants", f"the counts must add up to 8 start-plant cards, not {start_total}")
        if self.start_plants_each * 4 > start_total:
            fail("", "start_plants_each", f"four players need {self.start_plants_each * 4} start plants")
        action_ids = [a.id for a in self.actions]
        for a in self.actions:
            if a.id not in ACTION_KINDS:
                fail(a.id, "id", f"is not one of the nine actions ({', '.join(ACTIONS)})")
            elif a.kind != ACTION_KINDS[a.id]:
                fail(a.id, "kind", f"must be '{ACTION_KINDS[a.id]}'")
        for missing in sorted(set(ACTIONS) - set(action_ids)):
            fail(missing, "actions", "this action card is missing")
        season_ids = [s.id for s in self.seasons]
        if sorted(season_ids) != sorted(SEASONS):
            fail("", "seasons", f"must be exactly {', '.join(SEASONS)}")
        deck_ids = [d.id for d in self.decks]
        if sorted(deck_ids) != sorted(DECKS) or len(deck_ids) != 3:
            fail("", "decks", f"must be exactly {', '.join(DECKS)}")
        playable = species_ids | set(ACTION_KINDS)
        for d in self.decks:
            for cid, count in d.cards.items():
                if cid not in playable:
                    fail(d.id, f"cards.{cid}", "is not a species or an action card")
                if count < 1:
                    fail(d.id, f"cards.{cid}", "must be at least 1")
            size = sum(d.cards.values())
            needed = self.season_window + (self.hand_size * 4 if d.id == "spring" else 0)
            if size < needed:
                fail(d.id, "cards", f"has {size} cards; it needs at least {needed} to hide the next season card")
        return problems


@lru_cache(maxsize=8)
def _load_cached(folder: str) -> GameData:
    return engine_data.load(Path(folder) / "unbeetable.yaml", GameData)


def load_data(folder: Path | None = None) -> GameData:
    """Read and validate ``unbeetable.yaml`` (cached per folder); raises ``DataError`` naming every problem."""
    return _load_cached(str(folder or resources.data_dir()))


def kind_of(card: str) -> str:
    """The card type id of a physical card string."""
    return card.partition(":")[2]


def back_of(card: str) -> str:
    return card.partition(":")[0]


def card_name(card: str) -> str:
    """A player-facing name for a physical card string or a card type id (for logs)."""
    cid = kind_of(card) if ":" in card else card
    try:
        found = load_data().by_id.get(cid)
    except engine_data.DataError:
        found = None
    return found.name if found else cid.replace("_", " ").capitalize()


def _owner_text(names: Sequence[str], player: int, owner: int) -> str:
    return "their own" if owner == player else f"{names[owner]}'s"


def spot_fits(entry: dict[str, Any] | None) -> list[str]:
    """The action cards (flood aside) that may target this garden spot.

    An open spot takes only weeds (UB-A10); weeds only a spade (UB-A3). A plant takes a spade, a sun and a
    watering can unless an aphid blocks it (UB-A7; a withered plant cannot grow, UB-P4), and each permanent
    card it does not hold yet (UB-P2: one of each type).
    """
    if entry is None:
        return [WEEDS]
    if kind_of(entry["card"]) == WEEDS:
        return ["spade"]
    unders = {kind_of(c) for c in entry["under"]}
    fits = ["spade"]
    if "aphid" not in unders:
        fits.append("sun")
        if entry["phase"] < 4:
            fits.append("watering_can")
    fits.extend(c for c in PERMANENT if c not in unders)
    return fits


# ---------------------------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class SeasonalGrow(Move):
    """The grow part of the spring/summer seasonal action: the player picks one of their plants."""

    player: int
    spot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} grows a plant for the season"


@dataclass(frozen=True)
class PlayPlant(Move):
    """Plant a card from the hand on an empty spot of the player's own garden."""

    player: int
    card: str
    spot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} plants a {card_name(self.card)}"


@dataclass(frozen=True)
class PlayAction(Move):
    """Play an action card (anything but flood) on one spot of any garden."""

    player: int
    card: str
    owner: int
    spot: int

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.player]} plays {card_name(self.card)} in {_owner_text(names, self.player, self.owner)} garden"
        )


@dataclass(frozen=True)
class PlayFlood(Move):
    """Play a flood on a whole row or column of one garden."""

    player: int
    card: str
    owner: int
    axis: str
    index: int

    def describe(self, names: Sequence[str]) -> str:
        where = _owner_text(names, self.player, self.owner)
        return f"{names[self.player]} floods {self.axis} {self.index + 1} of {where} garden"


@dataclass(frozen=True)
class DiscardHand(Move):
    """Instead of playing cards: throw the whole hand onto the discard pile."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards their whole hand"


@dataclass(frozen=True)
class EndTurn(Move):
    """Finish the turn: refill the hand to five, drawing from ``deck`` first (then the newest open deck)."""

    player: int
    deck: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} ends the turn, drawing from the {self.deck} deck"


MOVES = (SeasonalGrow, PlayPlant, PlayAction, PlayFlood, DiscardHand, EndTurn)


# ---------------------------------------------------------------------------------------------- events


@dataclass(frozen=True)
class PlantGrew(Event):
    """A plant in ``player``'s garden reached ``phase``: the UI turns the card a quarter turn counterclockwise."""

    player: int
    spot: int
    phase: int

    def describe(self, names: Sequence[str]) -> str:
        return f"A plant in {names[self.player]}'s garden grows to phase {self.phase}"


@dataclass(frozen=True)
class Harvested(Event):
    """``player`` harvested the plants at ``spots`` for ``points`` each; their score is now ``score``."""

    player: int
    spots: tuple[int, ...]
    points: tuple[int, ...]
    score: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.spots:
            return f"{names[self.player]} has nothing to harvest"
        total = sum(self.points)
        return f"{names[self.player]} harvests {len(self.spots)} plant(s) for {total:+d} (score {self.score})"


@dataclass(frozen=True)
class CardPlayed(Event):
    """``player`` played ``card`` on ``owner``'s garden: at ``spot``, or on a row/column for a flood."""

    player: int
    card: str
    owner: int
    spot: int = -1
    axis: str = ""
    index: int = -1

    def describe(self, names: Sequence[str]) -> str:
        where = _owner_text(names, self.player, self.owner)
        return f"{names[self.player]} plays {card_name(self.card)} on {where} garden"


@dataclass(frozen=True)
class CardRemoved(Event):
    """``cards`` left ``owner``'s garden at ``spot`` for the discard pile (the spot is empty if its top card left)."""

    owner: int
    spot: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        listed = ", ".join(card_name(c) for c in self.cards)
        return f"Removed from {names[self.owner]}'s garden: {listed}"


@dataclass(frozen=True)
class HandDiscarded(Event):
    """The whole hand went face up onto the discard pile."""

    reveals: ClassVar[bool] = True
    player: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} discards {len(self.cards)} cards"


@dataclass(frozen=True)
class CardsDrawn(Event):
    """``player`` drew ``cards`` (private to them) from ``decks`` (public: one deck name per card)."""

    reveals: ClassVar[bool] = True
    player: int
    decks: tuple[str, ...]
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        counts = Counter(self.decks)
        parts = ", ".join(f"{n} {d}" for d, n in counts.items())
        return f"{names[self.player]} draws {len(self.decks)} card(s) ({parts})"


@dataclass(frozen=True)
class SeasonChanged(Event):
    """``player`` drew the ``season`` card: it now lies face up and sets the seasonal action."""

    reveals: ClassVar[bool] = True
    player: int
    season: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} draws the {self.season} card: it is {self.season} now"


@dataclass(frozen=True)
class SeasonalActionSkipped(Event):
    """The compulsory grow could not be done (no plant of the player can grow)."""

    player: int
    season: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} has no plant that can grow this {self.season}"


@dataclass(frozen=True)
class TurnPassed(Event):
    reveals: ClassVar[bool] = True
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}'s turn"


@dataclass(frozen=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = " and ".join(names[w] for w in self.winners)
        return f"Winter has come. {who} win{'s' if len(self.winners) == 1 else ''}!"


# ---------------------------------------------------------------------------------------------- state


class State(GameState):
    """A game of Unbeetable in progress; only plain data plus ``rng``."""

    game_id = "unbeetable"
    codec = Codec(MOVES)

    def __init__(self, data: GameData) -> None:
        self.data = data
        self.num_players = 0
        self.seed: int | None = None
        self.options: dict[str, Any] = {}
        self.size = 3
        self.season = "spring"
        self.seasons_shown: list[str] = []
        self.decks: dict[str, list[str]] = {d: [] for d in DECKS}
        self.hands: list[list[str]] = []
        self.gardens: list[list[dict[str, Any] | None]] = []
        self.discard: list[str] = []
        self.score: list[int] = []
        self.gains: list[int] = []
        self.losses: list[int] = []
        self.floor: list[int] = []
        self.current = 0
        self.start_player = 0
        self.stage = "play"
        self.played = 0
        self.discarded = False
        self.turn = 0
        self.rng = random.Random(0)

    # -- the narrow API ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.stage == "over" else self.current

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def pending(self) -> dict[str, str] | None:
        """What the current player is asked now (the UI shows ``prompt``)."""
        if self.stage == "season":
            return {"kind": "seasonal-grow", "prompt": f"{self.season.capitalize()}: choose one of your plants to grow"}
        if self.stage == "play":
            left = 0 if self.discarded else min(self.data.max_plays - self.played, len(self.hands[self.current]))
            if self.played == 0 and not self.discarded:
                return {"kind": "play", "prompt": f"Play up to {left} cards, or discard your whole hand"}
            if left == 0:
                return {"kind": "draw", "prompt": "Choose a deck to refill your hand"}
            return {"kind": "play", "prompt": f"Play up to {left} more card(s), or choose a deck to refill your hand"}
        return None

    @property
    def open_decks(self) -> tuple[str, ...]:
        """Decks that may be drawn from: every season's deck whose card has appeared (UB-T7)."""
        return DECKS[: min(SEASONS.index(self.season) + 1, 3)]

    def legal_moves(self) -> list[Move]:
        if self.stage == "over":
            return []
        p = self.current
        if self.stage == "season":
            return [SeasonalGrow(p, s) for s in self.growable_spots(p)]
        moves: list[Move] = []
        hand = self.hands[p]
        if not self.discarded and self.played < self.data.max_plays:
            targets: dict[str, list[tuple[int, int]]] | None = None
            for card in dict.fromkeys(hand):
                cid = kind_of(card)
                if cid in self.data.plant_species:
                    moves.extend(PlayPlant(p, card, s) for s, e in enumerate(self.gardens[p]) if e is None)
                elif cid == "flood":
                    moves.extend(PlayFlood(p, card, owner, axis, i) for owner, axis, i in self.flood_targets())
                else:
                    targets = targets if targets is not None else self.action_targets()
                    moves.extend(PlayAction(p, card, owner, s) for owner, s in targets[cid])
            if self.played == 0 and hand:
                moves.append(DiscardHand(p))
        if self.played > 0 or self.discarded:
            moves.extend(EndTurn(p, d) for d in self.open_decks if self.decks[d])
        return moves

    def flood_targets(self) -> list[tuple[int, str, int]]:
        """(owner, axis, index) of every row or column that holds at least one plant or weed (UB-A5)."""
        out = []
        for owner, garden in enumerate(self.gardens):
            for axis in AXES:
                for i in range(self.size):
                    if any(garden[s] is not None for s in self.line(axis, i)):
                        out.append((owner, axis, i))
        return out

    def action_targets(self) -> dict[str, list[tuple[int, int]]]:
        """Action id -> every (garden owner, spot) it may be played on; flood aside."""
        out: dict[str, list[tuple[int, int]]] = {cid: [] for cid in ACTIONS}
        for owner, garden in enumerate(self.gardens):
            for s, entry in enumerate(garden):
                for cid in spot_fits(entry):
                    out[cid].append((owner, s))
        return out

    def growable_spots(self, player: int) -> list[int]:
        """Own plants that can grow now: not withered, not blocked by an aphid (UB-P4, UB-A7)."""
        return [s for s, e in enumerate(self.gardens[player]) if "watering_can" in spot_fits(e)]

    def line(self, axis: str, index: int) -> range:
        """Spots of a row or column of a garden."""
        if axis == "row":
            return range(index * self.size, (index + 1) * self.size)
        return range(index, self.size * self.size, self.size)

    # -- carrying out moves -----------------------------------------------------------------------

    def apply_unchecked(self, move: Move) -> list[Event]:
        """Carry out a move just listed by ``legal_moves()`` without listing them again (for bot search)."""
        return self._apply(move)

    def _apply(self, move: Move) -> list[Event]:
        p = self.current
        if isinstance(move, SeasonalGrow):
            events: list[Event] = [self._grow(p, move.spot)]
            if self.season == "summer":
                events.append(self._harvest(p, range(len(self.gardens[p]))))
            self.stage = "play"
            return events
        if isinstance(move, DiscardHand):
            cards = tuple(self.hands[p])
            self.discard.extend(cards)
            self.hands[p] = []
            self.discarded = True
            return [HandDiscarded(p, cards)]
        if isinstance(move, EndTurn):
            return self._end_turn(p, move.deck)
        assert isinstance(move, (PlayPlant, PlayAction, PlayFlood))
        self.hands[p].remove(move.card)
        self.played += 1
        if isinstance(move, PlayPlant):
            self.gardens[p][move.spot] = {"card": move.card, "phase": 1, "under": []}
            return [CardPlayed(p, move.card, p, move.spot)]
        if isinstance(move, PlayFlood):
            events = [CardPlayed(p, move.card, move.owner, -1, move.axis, move.index)]
            for s in self.line(move.axis, move.index):
                if self.gardens[move.owner][s] is not None:
                    events.append(self._remove(move.owner, s))
            self.discard.append(move.card)
            return events
        return self._play_action(p, move)

    def _play_action(self, p: int, move: PlayAction) -> list[Event]:
        cid = kind_of(move.card)
        owner, spot = move.owner, move.spot
        events: list[Event] = [CardPlayed(p, move.card, owner, spot)]
        garden = self.gardens[owner]
        if cid == WEEDS:
            garden[spot] = {"card": move.card, "phase": 0, "under": []}
            return events
        if cid in PERMANENT:
            entry = garden[spot]
            assert entry is not None
            rival = {"ladybird": "aphid", "aphid": "ladybird"}.get(cid)
            match = [c for c in entry["under"] if kind_of(c) == rival]
            if match:  # UB-A6: ladybird and aphid cancel, both cards leave
                entry["under"].remove(match[0])
                self.discard.extend((match[0], move.card))
                events.append(CardRemoved(owner, spot, (match[0], move.card)))
            else:
                entry["under"].append(move.card)
            return events
        if cid == "watering_can":
            events.append(self._grow(owner, spot))
        elif cid == "sun":
            events.append(self._harvest(owner, (spot,)))
        elif cid == "spade":
            events.append(self._remove(owner, spot))
        self.discard.append(move.card)
        return events

    def _grow(self, owner: int, spot: int) -> PlantGrew:
        entry = self.gardens[owner][spot]
        assert entry is not None
        entry["phase"] = min(4, entry["phase"] + 1)
        return PlantGrew(owner, spot, entry["phase"])

    def harvest_value(self, entry: dict[str, Any] | None) -> int | None:
        """Points a harvest of this spot would score now, or ``None`` if it cannot be harvested."""
        if entry is None or kind_of(entry["card"]) == WEEDS:
            return None
        unders = [kind_of(c) for c in entry["under"]]
        if "aphid" in unders:
            return None
        value = self.data.plant_species[kind_of(entry["card"])].phases[entry["phase"] - 1]
        return value + unders.count("compost") - unders.count("hail")

    def _harvest(self, owner: int, spots: Sequence[int]) -> Harvested:
        """Harvest ``spots`` of ``owner``'s garden; the points are added up, then the score is floored at 0."""
        done, points = [], []
        for s in spots:
            value = self.harvest_value(self.gardens[owner][s])
            if value is not None:
                done.append(s)
                points.append(value)
        total = sum(points)
        raw = self.score[owner] + total
        self.gains[owner] += sum(v for v in points if v > 0)
        self.losses[owner] += sum(v for v in points if v < 0)
        self.floor[owner] += max(0, -raw)
        self.score[owner] = max(0, raw)
        return Harvested(owner, tuple(done), tuple(points), self.score[owner])

    def _remove(self, owner: int, spot: int) -> CardRemoved:
        entry = self.gardens[owner][spot]
        assert entry is not None
        cards = (entry["card"], *entry["under"])
        self.discard.extend(cards)
        self.gardens[owner][spot] = None
        return CardRemoved(owner, spot, cards)

    def _end_turn(self, p: int, preferred: str) -> list[Event]:
        """Refill the hand (UB-T7, UB-T8), stop at winter (UB-E1), or pass the turn (UB-T9)."""
        events: list[Event] = []
        drawn: list[str] = []
        backs: list[str] = []

        def flush() -> None:
            if drawn:
                events.append(CardsDrawn(p, tuple(backs), tuple(drawn)))
                drawn.clear()
                backs.clear()

        while len(self.hands[p]) < self.data.hand_size:
            # Never empty: the newest open deck still holds the next season card (see RULES.md).
            source = preferred if self.decks[preferred] else next(d for d in reversed(self.open_decks) if self.decks[d])
            card = self.decks[source].pop(0)
            if back_of(card) == SEASON_BACK:
                flush()
                self.seasons_shown.append(card)
                self.season = kind_of(card)
                events.append(SeasonChanged(p, self.season))
                if self.season == "winter":
                    self.stage = "over"
                    events.append(GameEnded(tuple(self.winners()), tuple(self.score)))
                    return events
                continue
            self.hands[p].append(card)
            drawn.append(card)
            backs.append(source)
        flush()
        self.current = (p + 1) % self.num_players
        self.turn += 1
        self.played = 0
        self.discarded = False
        events.append(TurnPassed(self.current))
        events.extend(self._begin_turn())
        return events

    def _begin_turn(self) -> list[Event]:
        """The seasonal action (UB-T2..T4): grows wait for a SeasonalGrow move, harvests happen at once."""
        p = self.current
        events: list[Event] = []
        if self.season in ("spring", "summer"):
            if self.growable_spots(p):
                self.stage = "season"
                return events
            events.append(SeasonalActionSkipped(p, self.season))
        if self.season in ("summer", "autumn"):
            events.append(self._harvest(p, range(len(self.gardens[p]))))
        self.stage = "play"
        return events

    # -- results ----------------------------------------------------------------------------------

    def garden_worth(self, player: int) -> int:
        """What harvesting every plant of the garden would score now (blocked plants count 0): the tie-break."""
        return sum(self.harvest_value(e) or 0 for e in self.gardens[player])

    def scores(self) -> list[ScoreSheet]:
        return [
            ScoreSheet(
                total=self.score[p],
                parts={"harvests": self.gains[p], "losses": self.losses[p], "kept at zero": self.floor[p]},
                tiebreak=float(self.garden_worth(p)),
            )
            for p in range(self.num_players)
        ]

    def all_cards(self) -> Counter[str]:
        """Every card wherever it is now; it must always equal the data's full card set."""
        out: Counter[str] = Counter(self.discard)
        out.update(self.seasons_shown)
        for deck in self.decks.values():
            out.update(deck)
        for hand in self.hands:
            out.update(hand)
        for garden in self.gardens:
            for e in garden:
                if e is not None:
                    out[e["card"]] += 1
                    out.update(e["under"])
        return out

    # -- hidden information -----------------------------------------------------------------------

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see: their own hand; other hands only as card backs; decks as counts."""
        return {
            **self._public(),
            "player": player,
            "decks": {d: len(cards) for d, cards in self.decks.items()},
            "open_decks": list(self.open_decks),
            "hand": list(self.hands[player]) if player is not None else None,
            "backs": [[back_of(c) for c in hand] for hand in self.hands],
        }

    def _public(self) -> dict[str, Any]:
        """What everyone at the table sees: part of every view and of the saved state alike."""
        return {
            "game": self.game_id,
            "num_players": self.num_players,
            "size": self.size,
            "season": self.season,
            "seasons_shown": list(self.seasons_shown),
            "gardens": _copy_gardens(self.gardens),
            "discard": list(self.discard),
            "score": list(self.score),
            "gains": list(self.gains),
            "losses": list(self.losses),
            "floor": list(self.floor),
            "current": self.current,
            "start_player": self.start_player,
            "stage": self.stage,
            "played": self.played,
            "discarded": self.discarded,
            "turn": self.turn,
        }

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: random.Random, data: GameData | None = None) -> State:
        """A full state consistent with ``view``: unseen cards are dealt at random, per card back.

        For each back the unseen cards are that deck's cards minus every card the viewer can see; they fill
        the rivals' hand slots with that back and the deck. A season card not yet drawn goes back among the
        last cards of its deck where it was hidden (UB-S5), so samples never end a season too early.
        """
        data = data or load_data()
        me = view["player"]
        st = cls(data)
        st.num_players = view["num_players"]
        st.size = view["size"]
        st.season = view["season"]
        st.seasons_shown = list(view["seasons_shown"])
        st.gardens = _copy_gardens(view["gardens"])
        st.discard = list(view["discard"])
        for name in ("score", "gains", "losses", "floor"):
            setattr(st, name, list(view[name]))
        st.current, st.start_player, st.stage = view["current"], view["start_player"], view["stage"]
        st.played, st.discarded, st.turn = view["played"], view["discarded"], view["turn"]
        st.rng = random.Random(rng.getrandbits(64))
        seen = Counter(st.discard)
        seen.update(view["hand"] or [])
        for garden in st.gardens:
            for e in garden:
                if e is not None:
                    seen[e["card"]] += 1
                    seen.update(e["under"])
        hands: list[list[str | None]] = [
            list(view["hand"]) if p == me else [None] * len(b) for p, b in enumerate(view["backs"])
        ]
        for back in DECKS:
            pool = list((data.composition(back) - seen).elements())
            rng.shuffle(pool)
            for p, backs in enumerate(view["backs"]):
                if p == me:
                    continue
                for i, b in enumerate(backs):
                    if b == back:
                        hands[p][i] = pool.pop()
            st.decks[back] = pool
        upcoming = SEASONS[SEASONS.index(st.season) + 1 :]
        for back, season in zip(DECKS, SEASONS[1:], strict=True):
            if season in upcoming:
                deck = st.decks[back]
                window = min(data.season_window + 1, len(deck) + 1)
                deck.insert(len(deck) + 1 - window + rng.randrange(window), f"{SEASON_BACK}:{season}")
        st.hands = [[c for c in h if c is not None] for h in hands]
        return st

    # -- saving -----------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            **self._public(),
            "version": SCHEMA_VERSION,
            "seed": self.seed,
            "options": dict(self.options),
            "decks": {d: list(c) for d, c in self.decks.items()},
            "hands": [list(h) for h in self.hands],
            "rng": rng_to_json(self.rng),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any], game_data: GameData | None = None) -> State:
        if data.get("game") != cls.game_id or data.get("version") != SCHEMA_VERSION:
            raise ValueError("not an Unbeetable save of this version")
        st = cls(game_data or load_data())
        for name in (
            "num_players", "seed", "size", "season", "current", "start_player", "stage", "played",
            "discarded", "turn",
        ):  # fmt: skip
            setattr(st, name, data[name])
        st.options = dict(data["options"])
        st.seasons_shown = list(data["seasons_shown"])
        st.decks = {d: list(data["decks"][d]) for d in DECKS}
        st.hands = [list(h) for h in data["hands"]]
        st.gardens = _copy_gardens(data["gardens"])
        st.discard = list(data["discard"])
        for name in ("score", "gains", "losses", "floor"):
            setattr(st, name, list(data[name]))
        st.rng = rng_from_json(data["rng"])
        return st

    def clone(self, share_rng: bool = False) -> State:
        """A fast independent copy (bots search on many of them).

        ``share_rng=True`` skips copying the RNG (most of the cost): fine for throwaway search copies,
        because the rules use randomness only while setting up.
        """
        st = State.__new__(State)
        st.__dict__.update(self.__dict__)
        st.options = dict(self.options)
        st.seasons_shown = list(self.seasons_shown)
        st.decks = {d: list(c) for d, c in self.decks.items()}
        st.hands = [list(h) for h in self.hands]
        st.gardens = _copy_gardens(self.gardens)
        st.discard = list(self.discard)
        for name in ("score", "gains", "losses", "floor"):
            setattr(st, name, list(getattr(self, name)))
        if not share_rng:
            st.rng = random.Random()
            st.rng.setstate(self.rng.getstate())
        return st

    def snapshot(self) -> tuple[Any, ...]:
        """Everything a card play or a seasonal grow can change, for ``restore`` (bots try moves in place).

        Ending a turn changes decks and turn order too: it is not covered, use ``clone`` for it.
        """
        counters = (list(self.score), list(self.gains), list(self.losses), list(self.floor))
        hand = list(self.hands[self.current])
        return hand, len(self.discard), _copy_gardens(self.gardens), counters, self.played, self.discarded, self.stage

    def restore(self, snap: tuple[Any, ...]) -> None:
        """Undo back to ``snapshot()``; the same snapshot may be restored many times."""
        hand, discard, gardens, counters, self.played, self.discarded, self.stage = snap
        self.hands[self.current] = list(hand)
        del self.discard[discard:]
        self.gardens = _copy_gardens(gardens)
        self.score, self.gains, self.losses, self.floor = (list(c) for c in counters)


def _copy_gardens(gardens: Sequence[Sequence[dict[str, Any] | None]]) -> list[list[dict[str, Any] | None]]:
    return [
        [None if e is None else {"card": e["card"], "phase": e["phase"], "under": list(e["under"])} for e in g]
        for g in gardens
    ]


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Set up a game (UB-S1..S7). ``options["first_player"]`` picks the starting seat, else it is drawn at random."""
    data = data or load_data()
    if not 2 <= num_players <= 4:
        raise ValueError("Unbeetable is for 2 to 4 players")
    options = dict(options or {})
    st = State(data)
    st.num_players = num_players
    st.seed = seed
    st.options = options
    st.rng = rng = random.Random(seed)
    st.size = data.grid_size[num_players]
    # UB-S1/S4: three separate decks, each shuffled on its own (start plants set aside first).
    starts = [f"spring:{sp.id}" for sp in data.start_plants for _ in range(sp.count)]
    rng.shuffle(starts)
    # UB-S2: two start plants each, planted in phase 1 on a diagonal (so one flood cannot take both);
    # the leftovers join the spring deck before it is shuffled.
    st.gardens = [[None] * (st.size * st.size) for _ in range(num_players)]
    for p in range(num_players):
        for k in range(data.start_plants_each):
            st.gardens[p][k * (st.size + 1) % (st.size * st.size)] = {"card": starts.pop(), "phase": 1, "under": []}
    for back in DECKS:
        deck = [f"{back}:{cid}" for cid, count in data.deck[back].cards.items() for _ in range(count)]
        if back == "spring":
            deck.extend(starts)
        rng.shuffle(deck)
        st.decks[back] = deck
    st.hands = [[] for _ in range(num_players)]
    for _ in range(data.hand_size):
        for p in range(num_players):
            st.hands[p].append(st.decks["spring"].pop(0))
    # UB-S5: each next season card is shuffled in with the last cards of the previous deck.
    for back, season in zip(DECKS, SEASONS[1:], strict=True):
        deck = st.decks[back]
        cut = max(0, len(deck) - data.season_window)
        bottom = [*deck[cut:], f"{SEASON_BACK}:{season}"]
        rng.shuffle(bottom)
        st.decks[back] = deck[:cut] + bottom
    st.seasons_shown = [f"{SEASON_BACK}:spring"]  # UB-S6
    st.season = "spring"
    st.score = [0] * num_players
    st.gains = [0] * num_players
    st.losses = [0] * num_players
    st.floor = [0] * num_players
    first = options.get("first_player")
    if first is None:
        first = rng.randrange(num_players)  # UB-S7
    elif not (isinstance(first, int) and 0 <= first < num_players):
        raise ValueError(f"first_player must be a seat from 0 to {num_players - 1}")
    st.current = st.start_player = first
    st._begin_turn()
    return st
