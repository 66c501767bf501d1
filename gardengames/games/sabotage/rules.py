"""Garden Sabotage! rules in pure Python: card data, set-up, the turn, pending choices, scoring, views.

Everyone (table, bots, hints, tests) drives the game through ``State``: ``legal_moves()`` lists every
legal move, including the answers to a pending choice described by ``State.pending``; ``apply(move)``
returns the events to animate. Clause IDs (GS-*) refer to the shared CLAUSES.md; the decisions the
rulebook leaves open are explained in RULES.md ("Decisions we made").

The state stores only card ids: plant cards are ``"<plant type>.<nn>"`` (``"tomato.03"``), bug cards
``"good.01"``, ``"bad.07"``, ``"pesticide.12"``, and objective cards are the objective's own id.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, ClassVar

from gardengames import resources
from gardengames.engine.data import Problem, duplicate_ids, load
from gardengames.engine.state import Codec, Event, GameState, Move, ScoreSheet, rng_from_json, rng_to_json

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
#: Score categories as the score screen shows them.
PART_OBJECTIVES = "Objective points"
PART_GOOD_BUGS = "Good bugs under objectives"
PART_GOLDEN_CAN = "Golden watering can"
MAX_OBJECTIVES_IN_HAND = 2  # GS-T9
OBJECTIVES_TO_FINISH = 5  # GS-E1

# Our own safety net (RULES.md, decisions): a game nobody can finish stops after this many rounds.
DEFAULT_MAX_ROUNDS = 40

DECK = -1  # the "slot" of a draw taken blind from the top of a deck
KINDS = ("plant", "bug", "objective")
BUG_KINDS = ("good", "bad", "pesticide")
BUG_NAMES = {"good": "good bug", "bad": "bad bug", "pesticide": "pesticide"}
_ID = re.compile(r"^[a-z][a-z0-9-]*$")


# --------------------------------------------------------------------------------------------- data


@dataclass(frozen=True)
class PlantType:
    """One kind of plant card; the symbol lets colour-blind players tell the types apart by shape."""

    id: str
    name: str
    colour: tuple[int, int, int]
    symbol: str
    count: int


@dataclass(frozen=True)
class Objective:
    """A garden objective: plants (a type may repeat) and maybe a good bug wanted on one plot."""

    id: str
    name: str
    plants: tuple[str, ...]
    points: int
    good_bug: bool = False


@dataclass(frozen=True)
class BugCounts:
    good: int
    bad: int
    pesticide: int


@dataclass(frozen=True)
class Scoring:
    """End-of-game bonuses (GS-E2)."""

    good_bug: int
    golden_can: int


@dataclass(frozen=True)
class GameData:
    """The whole of data/sabotage.yaml."""

    version: int
    plants: tuple[PlantType, ...]
    bugs: BugCounts
    scoring: Scoring
    objectives: tuple[Objective, ...]

    def check(self, file: str) -> list[Problem]:
        """Counts match the rulebook, references resolve, and every objective fits on one plot."""
        out: list[Problem] = []

        def bad(card: str, field: str, message: str) -> None:
            out.append(Problem(file, card, field, message))

        if self.version != SCHEMA_VERSION:
            bad("", "version", f"must be {SCHEMA_VERSION}, not {self.version}")
        out += duplicate_ids(file, self.plants)
        out += duplicate_ids(file, self.objectives)
        symbols: dict[str, str] = {}
        counts: dict[str, int] = {}
        for plant in self.plants:
            if not _ID.match(plant.id):
                bad(plant.id, "id", "must be lower-case letters, digits and '-', starting with a letter")
            if plant.id in BUG_NAMES:
                bad(plant.id, "id", "is the name of a bug kind; plant ids must differ from good/bad/pesticide")
            if not plant.name.strip():
                bad(plant.id, "name", "must not be empty")
            if any(not 0 <= c <= 255 for c in plant.colour):
                bad(plant.id, "colour", f"components must be 0-255, not {list(plant.colour)}")
            if not plant.symbol.strip():
                bad(plant.id, "symbol", "must not be empty")
            elif plant.symbol in symbols:
                bad(plant.id, "symbol", f"'{plant.symbol}' is already used by '{symbols[plant.symbol]}'")
            symbols.setdefault(plant.symbol, plant.id)
            if plant.count < 1:
                bad(plant.id, "count", f"must be at least 1, not {plant.count}")
            counts[plant.id] = plant.count
        total = sum(counts.values())
        if total != RULEBOOK_PLANTS:
            bad("", "plants", f"counts add up to {total}; the game has {RULEBOOK_PLANTS} plant cards (GS-C1)")
        for kind, wanted in RULEBOOK_BUGS.items():
            got = getattr(self.bugs, kind)
            if got != wanted:
                bad("", f"bugs.{kind}", f"must be {wanted} (GS-C1), not {got}")
        for name in ("good_bug", "golden_can"):
            if getattr(self.scoring, name) < 0:
                bad("", f"scoring.{name}", "must not be negative")
        if len(self.objectives) != RULEBOOK_OBJECTIVES:
            bad("", "objectives", f"has {len(self.objectives)} cards; the game has {RULEBOOK_OBJECTIVES} (GS-C1)")
        for obj in self.objectives:
            if not _ID.match(obj.id):
                bad(obj.id, "id", "must be lower-case letters, digits and '-', starting with a letter")
            if not obj.name.strip():
                bad(obj.id, "name", "must not be empty")
            if obj.points < 1:
                bad(obj.id, "points", f"must be at least 1, not {obj.points}")
            if not 1 <= len(obj.plants) <= PLOT_SIZE:
                bad(obj.id, "plants", f"must ask for 1 to {PLOT_SIZE} plants (one plot holds {PLOT_SIZE})")
            for i, plant in enumerate(obj.plants):
                if plant not in counts:
                    bad(obj.id, f"plants[{i}]", f"'{plant}' is not a plant type")
            for plant, k in Counter(obj.plants).items():
                if plant in counts and k > counts[plant]:
                    bad(obj.id, "plants", f"asks for {k} {plant} but only {counts[plant]} exist")
            if obj.good_bug and self.bugs.good < 1:
                bad(obj.id, "good_bug", "asks for a good bug but the game has none")
        return out


@lru_cache(maxsize=8)
def _load_cached(path: str) -> GameData:
    return load(path, GameData)


def load_data(folder: Path | None = None) -> GameData:
    """Read and check data/sabotage.yaml (cached per path)."""
    return _load_cached(str(Path(folder or resources.data_dir()) / DATA_FILE))


class Catalogue:
    """Lookups derived once per GameData: every card id, its kind, objective needs, display names."""

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


_CATALOGUES: dict[int, Catalogue] = {}
_NAMES: dict[str, str] = {}  # id -> display name, filled as data is loaded; only used for log text


def catalogue(data: GameData) -> Catalogue:
    cat = _CATALOGUES.get(id(data))
    if cat is None or cat.data is not data:
        cat = _CATALOGUES[id(data)] = Catalogue(data)
    return cat


def card_name(card: str) -> str:
    """Readable name of any card id or objective id: "Tomato", "bad bug", "Salad Bowl"."""
    base = card.split(".", 1)[0]
    if base in BUG_NAMES:
        return BUG_NAMES[base]
    return _NAMES.get(base, base.replace("-", " ").capitalize())


def _who(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def _a(noun: str) -> str:
    """The noun with "a" or "an" for log lines ("an objective", "a Tomato")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


def _plot(n: int) -> str:
    return f"plot {n + 1}"


# -------------------------------------------------------------------------------------------- moves


@dataclass(frozen=True)
class DrawPlant(Move):
    """GS-T2: take a plant card from the deck (slot -1) or from the face-up row (slot 0-3)."""

    player: int
    slot: int = DECK

    def describe(self, names: Sequence[str]) -> str:
        where = "the deck" if self.slot == DECK else f"the row (slot {self.slot + 1})"
        return f"{_who(names, self.player)} draws a plant card from {where}"


@dataclass(frozen=True)
class Plant(Move):
    """GS-T3: plant one card from hand on one of your own plots."""

    player: int
    card: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} plants {_a(card_name(self.card))} on {_plot(self.plot)}"


@dataclass(frozen=True)
class DrawBug(Move):
    """GS-T4: take a bug card from the deck (slot -1) or from the face-up row (slot 0-1)."""

    player: int
    slot: int = DECK

    def describe(self, names: Sequence[str]) -> str:
        where = "the deck" if self.slot == DECK else f"the row (slot {self.slot + 1})"
        return f"{_who(names, self.player)} draws a bug card from {where}"


@dataclass(frozen=True)
class Sabotage(Move):
    """GS-T5: set a bad bug from hand on another player's plot."""

    player: int
    card: str
    target: int
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} sets a bad bug on {_who(names, self.target)}'s {_plot(self.plot)}"


@dataclass(frozen=True)
class PlayGoodBug(Move):
    """GS-T6: put a good bug from hand on one of your own plots."""

    player: int
    card: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} puts a good bug on {_plot(self.plot)}"


@dataclass(frozen=True)
class Sweep(Move):
    """GS-T7: discard the face-up plant row and lay out a fresh one."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} sweeps the plant row"


@dataclass(frozen=True)
class UsePesticide(Move):
    """GS-T8: replace the bad bug on one of your plots with a pesticide from hand."""

    player: int
    card: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} sprays pesticide on {_plot(self.plot)}"


@dataclass(frozen=True)
class DrawObjective(Move):
    """GS-T9: draw the top objective card (only while holding fewer than two)."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} draws an objective card"


@dataclass(frozen=True)
class DigUp(Move):
    """GS-T10: clear every plant from one of your plots."""

    player: int
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} digs up {_plot(self.plot)}"


@dataclass(frozen=True)
class Discard(Move):
    """GS-T11: put one card from hand on its own discard pile."""

    player: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} discards {_a(card_name(self.card))}"


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn now, giving up the actions left (our decision, see RULES.md, GS-T1)."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} ends the turn"


@dataclass(frozen=True)
class EatPlant(Move):
    """Answer to a pending "eat" choice: which plant on the plot the bad bug eats (GS-T5)."""

    player: int
    owner: int
    plot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{_who(names, self.player)} has the bad bug eat {_who(names, self.owner)}'s "
            f"{card_name(self.card)} on {_plot(self.plot)}"
        )


@dataclass(frozen=True)
class CompleteObjective(Move):
    """Answer to a pending "complete" choice: which objective to complete next, on which plot (GS-O1)."""

    player: int
    objective: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} completes {card_name(self.objective)} on {_plot(self.plot)}"


ACTION_MOVES: tuple[type[Move], ...] = (
    DrawPlant,
    Plant,
    DrawBug,
    Sabotage,
    PlayGoodBug,
    Sweep,
    UsePesticide,
    DrawObjective,
    DigUp,
    Discard,
)
ANSWER_MOVES: tuple[type[Move], ...] = (EatPlant, CompleteObjective)


# ------------------------------------------------------------------------------------------- events


@dataclass(frozen=True)
class CardDrawn(Event):
    """A card went to a hand; ``slot`` -1 means blind from the deck (only its drawer may see ``card``)."""

    reveals: ClassVar[bool] = True
    player: int
    deck: str
    card: str
    slot: int

    def describe(self, names: Sequence[str]) -> str:
        if self.slot == DECK:
            return f"{_who(names, self.player)} drew {_a(self.deck)} card from the deck"
        return f"{_who(names, self.player)} took the {card_name(self.card)} from the row"


@dataclass(frozen=True)
class Reshuffled(Event):
    """A deck ran out, so its discard pile was shuffled into a new deck."""

    reveals: ClassVar[bool] = True
    deck: str
    size: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The {self.deck} discards were shuffled into a new deck ({self.size} cards)"


@dataclass(frozen=True)
class RowRefilled(Event):
    reveals: ClassVar[bool] = True
    deck: str
    slot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        what = _a(card_name(self.card))
        return f"{what[0].upper()}{what[1:]} was laid face up in the {self.deck} row"


@dataclass(frozen=True)
class Planted(Event):
    player: int
    card: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} planted {_a(card_name(self.card))} on {_plot(self.plot)}"


@dataclass(frozen=True)
class BugPlaced(Event):
    """A bug card went on a plot; for a pesticide, ``replaced`` is the bad bug it killed."""

    player: int
    card: str
    owner: int
    plot: int
    replaced: str = ""

    def describe(self, names: Sequence[str]) -> str:
        who = _who(names, self.player)
        if self.replaced:
            return f"{who} killed the bad bug on {_plot(self.plot)} with pesticide"
        if self.owner != self.player:
            return f"{who} set a bad bug on {_who(names, self.owner)}'s {_plot(self.plot)}"
        return f"{who} put {_a(card_name(self.card))} on {_plot(self.plot)}"


@dataclass(frozen=True)
class PlantEaten(Event):
    owner: int
    plot: int
    card: str
    chooser: int

    def describe(self, names: Sequence[str]) -> str:
        return f"A bad bug ate {_who(names, self.owner)}'s {card_name(self.card)} on {_plot(self.plot)}"


@dataclass(frozen=True)
class ObjectiveCompleted(Event):
    """``cards`` are the plants discarded; ``good_bug`` (or "") went under the objective."""

    player: int
    objective: str
    plot: int
    cards: tuple[str, ...]
    good_bug: str = ""

    def describe(self, names: Sequence[str]) -> str:
        extra = " with a good bug" if self.good_bug else ""
        return f"{_who(names, self.player)} completed {card_name(self.objective)}{extra}"


@dataclass(frozen=True)
class Swept(Event):
    player: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} swept away {len(self.cards)} face-up plants"


@dataclass(frozen=True)
class DugUp(Event):
    player: int
    plot: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} dug up {len(self.cards)} plants from {_plot(self.plot)}"


@dataclass(frozen=True)
class Discarded(Event):
    player: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} discarded {_a(card_name(self.card))}"


@dataclass(frozen=True)
class PesticideLifted(Event):
    """At the start of its owner's turn a pesticide leaves the plot (GS-T8)."""

    player: int
    plot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The pesticide on {_who(names, self.player)}'s {_plot(self.plot)} wore off"


@dataclass(frozen=True)
class FinalRoundStarted(Event):
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)} completed five objectives and takes the golden watering can: final round!"


@dataclass(frozen=True)
class TurnPassed(Event):
    reveals: ClassVar[bool] = True
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_who(names, self.player)}'s turn"


@dataclass(frozen=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = " and ".join(_who(names, w) for w in self.winners)
        return f"Game over: {who} {'win' if len(self.winners) > 1 else 'wins'}"


# -------------------------------------------------------------------------------------------- state


def _new_plot() -> dict[str, Any]:
    return {"plants": [], "good": None, "bad": None, "by": None, "pesticide": None}


def _copy_plot(plot: dict[str, Any]) -> dict[str, Any]:
    new = dict(plot)
    new["plants"] = list(plot["plants"])
    return new


def _copy_hand(hand: dict[str, list[str]]) -> dict[str, list[str]]:
    return {"plant": list(hand["plant"]), "bug": list(hand["bug"]), "objective": list(hand["objective"])}


class State(GameState):
    """A game of Garden Sabotage! in progress (plain data plus the seeded RNG)."""

    game_id = "sabotage"
    codec = Codec([*ACTION_MOVES, EndTurn, *ANSWER_MOVES])

    def __init__(self, data: GameData | None = None) -> None:
        self.data = data or load_data()
        self.cat = catalogue(self.data)
        self.num_players = 0
        self.seed = 0
        self.rng = random.Random(0)
        self.deck: dict[str, list[str]] = {k: [] for k in KINDS}
        self.discard: dict[str, list[str]] = {k: [] for k in KINDS}
        self.row: dict[str, list[str | None]] = {k: [None] * n for k, n in ROW_SIZE.items()}
        self.hands: list[dict[str, list[str]]] = []
        self.plots: list[list[dict[str, Any]]] = []
        self.completed: list[list[dict[str, Any]]] = []
        self.golden_can: int | None = None
        self.first_player = 0
        self.turn = 0
        self.actions_left = ACTIONS_PER_TURN
        self.pending: dict[str, Any] | None = None
        self.start_queue: list[int] = []
        self.trigger: int | None = None
        self.turns_taken = 0
        self.max_rounds = DEFAULT_MAX_ROUNDS
        self.over = False

    # ---- the shared API

    @property
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.pending is not None:
            return self.pending["player"]
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def final_round(self) -> bool:
        return self.trigger is not None

    def legal_moves(self) -> list[Move]:
        if self.over:
            return []
        pend = self.pending
        if pend is not None:
            if pend["kind"] == "eat":
                owner, i = pend["owner"], pend["plot"]
                return [EatPlant(pend["player"], owner, i, c) for c in self.plots[owner][i]["plants"]]
            return [CompleteObjective(pend["player"], o, i) for o, i in pend["options"]]
        p = self.turn
        hand = self.hands[p]
        mine = self.plots[p]
        kind = self.cat.bug_kind
        moves: list[Move] = []
        for deck, cls in (("plant", DrawPlant), ("bug", DrawBug)):  # GS-T2, GS-T4
            if self.deck[deck] or self.discard[deck]:
                moves.append(cls(p, DECK))
            moves += [cls(p, s) for s, c in enumerate(self.row[deck]) if c is not None]
        open_plots = [i for i in range(PLOTS) if len(mine[i]["plants"]) < PLOT_SIZE]  # GS-T3
        moves += [Plant(p, c, i) for c in hand["plant"] for i in open_plots]
        bugs = hand["bug"]
        bads = [c for c in bugs if kind[c] == "bad"]
        if bads:  # GS-T5: other players' plots with no bad bug and no pesticide
            targets = [
                (q, i)
                for q in range(self.num_players)
                if q != p
                for i, plot in enumerate(self.plots[q])
                if plot["bad"] is None and plot["pesticide"] is None
            ]
            moves += [Sabotage(p, c, q, i) for c in bads for q, i in targets]
        goods = [c for c in bugs if kind[c] == "good"]
        if goods:  # GS-T6
            moves += [PlayGoodBug(p, c, i) for c in goods for i in range(PLOTS) if mine[i]["good"] is None]
        if any(c is not None for c in self.row["plant"]) and (self.deck["plant"] or self.discard["plant"]):
            moves.append(Sweep(p))  # GS-T7
        sprays = [c for c in bugs if kind[c] == "pesticide"]
        if sprays:  # GS-T8
            moves += [UsePesticide(p, c, i) for c in sprays for i in range(PLOTS) if mine[i]["bad"] is not None]
        if len(hand["objective"]) < MAX_OBJECTIVES_IN_HAND and (self.deck["objective"] or self.discard["objective"]):
            moves.append(DrawObjective(p))  # GS-T9
        moves += [DigUp(p, i) for i in range(PLOTS) if mine[i]["plants"]]  # GS-T10
        moves += [Discard(p, c) for k in KINDS for c in hand[k]]  # GS-T11
        moves.append(EndTurn(p))
        return moves

    def _apply(self, move: Move) -> list[Event]:
        ev: list[Event] = []
        t = type(move)
        if t is EatPlant:
            self.pending = None
            self._eat(move.owner, move.plot, move.card, move.player, ev)
        elif t is CompleteObjective:
            self.pending = None
            self._complete(move.player, move.objective, move.plot, ev)
        elif t is EndTurn:
            self.actions_left = 0
        else:
            self.actions_left -= 1
            self._action(move, ev)
        self._settle(ev)
        return ev

    # ---- actions

    def _action(self, move: Any, ev: list[Event]) -> None:
        t = type(move)
        p = move.player
        hand = self.hands[p]
        if t is DrawPlant or t is DrawBug:
            deck = "plant" if t is DrawPlant else "bug"
            if move.slot == DECK:
                card = self._take_top(deck, ev)
            else:
                card = self.row[deck][move.slot]
                self.row[deck][move.slot] = None
            hand[deck].append(card)
            ev.append(CardDrawn(p, deck, card, move.slot))
            self._top_up(deck, ev)
        elif t is Plant:
            hand["plant"].remove(move.card)
            self.plots[p][move.plot]["plants"].append(move.card)
            ev.append(Planted(p, move.card, move.plot))
        elif t is Sabotage:
            hand["bug"].remove(move.card)
            plot = self.plots[move.target][move.plot]
            plot["bad"] = move.card
            plot["by"] = p
            ev.append(BugPlaced(p, move.card, move.target, move.plot))
            self._bite(move.target, move.plot, p, ev)
        elif t is PlayGoodBug:
            hand["bug"].remove(move.card)
            self.plots[p][move.plot]["good"] = move.card
            ev.append(BugPlaced(p, move.card, p, move.plot))
        elif t is Sweep:
            row = self.row["plant"]
            old = tuple(c for c in row if c is not None)
            row[:] = [None] * len(row)
            ev.append(Swept(p, old))
            self._top_up("plant", ev)  # the swept cards are not in the discards yet, so they cannot come back
            self.discard["plant"].extend(old)
        elif t is UsePesticide:
            hand["bug"].remove(move.card)
            plot = self.plots[p][move.plot]
            killed = plot["bad"]
            self.discard["bug"].append(killed)
            plot["bad"] = plot["by"] = None
            plot["pesticide"] = move.card
            ev.append(BugPlaced(p, move.card, p, move.plot, killed))
        elif t is DrawObjective:
            card = self._take_top("objective", ev)
            hand["objective"].append(card)
            ev.append(CardDrawn(p, "objective", card, DECK))
        elif t is DigUp:
            plot = self.plots[p][move.plot]
            cards = tuple(plot["plants"])
            plot["plants"] = []
            self.discard["plant"].extend(cards)
            ev.append(DugUp(p, move.plot, cards))
        elif t is Discard:
            deck = self.cat.kind_of(move.card)
            hand[deck].remove(move.card)
            self.discard[deck].append(move.card)
            ev.append(Discarded(p, move.card))
        else:  # pragma: no cover - legal_moves only offers the moves above
            raise TypeError(f"not a Garden Sabotage! move: {move!r}")
        for deck, row in self.row.items():  # a gap left by an empty deck fills as soon as cards come back
            if None in row:
                self._top_up(deck, ev)

    def _take_top(self, deck: str, ev: list[Event]) -> str | None:
        """Top card of a deck; an empty deck first takes its shuffled discards (RULES.md decisions)."""
        cards = self.deck[deck]
        if not cards:
            spare = self.discard[deck]
            if not spare:
                return None
            cards.extend(spare)
            spare.clear()
            self.rng.shuffle(cards)
            ev.append(Reshuffled(deck, len(cards)))
        return cards.pop()

    def _top_up(self, deck: str, ev: list[Event]) -> None:
        """Fill the gaps of a face-up row from its deck (GS-T2, GS-T4, GS-T7)."""
        row = self.row[deck]
        for slot, card in enumerate(row):
            if card is None:
                card = self._take_top(deck, ev)
                if card is None:
                    return
                row[slot] = card
                ev.append(RowRefilled(deck, slot, card))

    def _bite(self, owner: int, i: int, chooser: int, ev: list[Event]) -> None:
        """A bad bug eats one plant; when the plants differ, ``chooser`` (its owner) picks (GS-T5)."""
        plants = self.plots[owner][i]["plants"]
        if not plants:
            return
        of = self.cat.plant_of
        first = of[plants[0]]
        if all(of[c] == first for c in plants):
            self._eat(owner, i, plants[0], chooser, ev)
        else:
            self.pending = {"kind": "eat", "player": chooser, "owner": owner, "plot": i}

    def _eat(self, owner: int, i: int, card: str, chooser: int, ev: list[Event]) -> None:
        self.plots[owner][i]["plants"].remove(card)
        self.discard["plant"].append(card)
        ev.append(PlantEaten(owner, i, card, chooser))

    # ---- objectives

    def completable(self, p: int) -> list[tuple[str, int]]:
        """(objective, plot) pairs player ``p`` could complete right now (GS-O1, GS-O3)."""
        out = []
        need = self.cat.need
        objs = self.hands[p]["objective"]
        if not objs:
            return out
        of = self.cat.plant_of
        for i, plot in enumerate(self.plots[p]):
            if plot["bad"] is not None or not plot["plants"]:
                continue
            have = Counter(of[c] for c in plot["plants"])
            for oid in objs:
                if self.cat.objective[oid].good_bug and plot["good"] is None:
                    continue
                if all(have[t] >= k for t, k in need[oid]):
                    out.append((oid, i))
        return out

    def _complete(self, p: int, oid: str, i: int, ev: list[Event]) -> None:
        """GS-O2: the plants used are discarded, a good bug on the plot goes under the objective."""
        plot = self.plots[p][i]
        rest = list(plot["plants"])
        used = []
        of = self.cat.plant_of
        for t, k in self.cat.need[oid]:
            for _ in range(k):
                card = next(c for c in rest if of[c] == t)  # the oldest matching card
                rest.remove(card)
                used.append(card)
        plot["plants"] = rest
        self.discard["plant"].extend(used)
        good = plot["good"]
        plot["good"] = None
        self.hands[p]["objective"].remove(oid)
        self.completed[p].append({"objective": oid, "good_bug": good})
        ev.append(ObjectiveCompleted(p, oid, i, tuple(used), good or ""))
        if self.golden_can is None and len(self.completed[p]) >= OBJECTIVES_TO_FINISH:  # GS-E1
            self.golden_can = self.trigger = p
            ev.append(FinalRoundStarted(p))

    # ---- flow

    def _settle(self, ev: list[Event]) -> None:
        """Run everything that follows a move without a decision, until someone must choose."""
        while not self.over and self.pending is None:
            if self.start_queue:  # start of turn: each bad bug takes one plant (GS-T5)
                i = self.start_queue.pop(0)
                plot = self.plots[self.turn][i]
                if plot["bad"] is not None:
                    self._bite(self.turn, i, plot["by"], ev)
                continue
            options = self.completable(self.turn)
            if options:
                objs = [o for o, _ in options]
                plots = [i for _, i in options]
                if len(set(objs)) < len(objs) or len(set(plots)) < len(plots):
                    self.pending = {"kind": "complete", "player": self.turn, "options": [list(o) for o in options]}
                    return
                for oid, i in options:
                    self._complete(self.turn, oid, i, ev)
                continue
            if self.actions_left > 0:
                return
            self._pass_turn(ev)

    def _pass_turn(self, ev: list[Event]) -> None:
        self.turns_taken += 1
        nxt = (self.turn + 1) % self.num_players
        if self.trigger is not None:
            if nxt == self.trigger:  # everyone else has had the last turn (GS-E1)
                self._end(ev)
                return
        elif self.turns_taken >= self.max_rounds * self.num_players:
            self._end(ev)
            return
        self.turn = nxt
        self.actions_left = ACTIONS_PER_TURN
        ev.append(TurnPassed(nxt))
        for i, plot in enumerate(self.plots[nxt]):  # GS-T8: pesticide lasts until its owner's next turn
            if plot["pesticide"] is not None:
                self.discard["bug"].append(plot["pesticide"])
                ev.append(PesticideLifted(nxt, i, plot["pesticide"]))
                plot["pesticide"] = None
        self.start_queue = [i for i, plot in enumerate(self.plots[nxt]) if plot["bad"] is not None]

    def _end(self, ev: list[Event]) -> None:
        self.over = True
        self.pending = None
        self.start_queue = []
        ev.append(GameEnded(tuple(s.total for s in self.scores()), tuple(self.winners())))

    # ---- scoring and what the table shows

    def totals(self) -> list[int]:
        """Each seat's score so far (the ``total`` of ``scores()``, cheaper for the bots)."""
        points = self.cat.objective
        bonus = self.data.scoring
        out = []
        for p, done in enumerate(self.completed):
            total = sum(points[c["objective"]].points + (bonus.good_bug if c["good_bug"] else 0) for c in done)
            out.append(total + (bonus.golden_can if self.golden_can == p else 0))
        return out

    def scores(self) -> list[ScoreSheet]:
        """GS-E2; ties go to more completed objectives, then to the golden can (RULES.md decisions)."""
        sheets = []
        bonus = self.data.scoring
        for p in range(self.num_players):
            done = self.completed[p]
            points = sum(self.cat.objective[c["objective"]].points for c in done)
            bugs = bonus.good_bug * sum(1 for c in done if c["good_bug"])
            can = bonus.golden_can if self.golden_can == p else 0
            parts = {PART_OBJECTIVES: points, PART_GOOD_BUGS: bugs, PART_GOLDEN_CAN: can}
            tiebreak = 2 * len(done) + (1 if self.golden_can == p else 0)
            sheets.append(ScoreSheet(points + bugs + can, parts, float(tiebreak)))
        return sheets

    def summary_lines(self, names: Sequence[str]) -> list[str]:
        """The score screen's story: each gardener's completed objectives with their points."""
        scoring = self.data.scoring
        lines = [f"Completed objectives (printed points, +{scoring.good_bug} for a good bug under one):"]
        for q, done in enumerate(self.completed):
            parts = []
            for c in done:
                obj = self.cat.objective[c["objective"]]
                parts.append(f"{obj.name} {obj.points}" + (f"+{scoring.good_bug}" if c["good_bug"] else ""))
            if self.golden_can == q:
                parts.append(f"golden can +{scoring.golden_can}")
            lines.append(f"{names[q]}: " + (" \u00b7 ".join(parts) if parts else "none"))
        totals = [sh.total for sh in self.scores()]
        if totals.count(max(totals)) > 1:
            lines.append("Equal points go to the gardener with more completed objectives, then to the golden can.")
        return lines

    def actions_text(self) -> str:
        """Short status for the table, e.g. "2 of 3 actions left"."""
        return f"{self.actions_left} of {ACTIONS_PER_TURN} actions left"

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see: every other hand, and every deck, only as counts."""
        return {
            "game": self.game_id,
            "player": player,
            "num_players": self.num_players,
            "turn": self.turn,
            "current_player": self.current_player,
            "actions_left": self.actions_left,
            "actions_per_turn": ACTIONS_PER_TURN,
            "pending": self._pending_copy(),
            "start_queue": list(self.start_queue),
            "row": {k: list(v) for k, v in self.row.items()},
            "deck_sizes": {k: len(v) for k, v in self.deck.items()},
            "discard": {k: list(v) for k, v in self.discard.items()},
            "hand": _copy_hand(self.hands[player]) if player is not None else None,
            "hand_counts": [{k: len(v) for k, v in h.items()} for h in self.hands],
            "plots": [[_copy_plot(x) for x in mine] for mine in self.plots],
            "completed": [[dict(c) for c in done] for done in self.completed],
            "scores": [s.total for s in self.scores()],
            "golden_can": self.golden_can,
            "trigger": self.trigger,
            "final_round": self.final_round,
            "first_player": self.first_player,
            "turns_taken": self.turns_taken,
            "max_rounds": self.max_rounds,
            "over": self.over,
        }

    def _pending_copy(self) -> dict[str, Any] | None:
        if self.pending is None:
            return None
        out = dict(self.pending)
        if "options" in out:
            out["options"] = [list(o) for o in out["options"]]
        return out

    def pending_text(self, names: Sequence[str]) -> str:
        """The prompt for the pending choice ("" when nothing is asked)."""
        pend = self.pending
        if pend is None:
            return ""
        who = _who(names, pend["player"])
        if pend["kind"] == "eat":
            return f"{who}: choose the plant the bad bug eats on {_who(names, pend['owner'])}'s {_plot(pend['plot'])}"
        return f"{who}: choose which objective to complete first"

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: random.Random, data: GameData | None = None) -> State:
        """A full state matching ``view``; cards it hides are dealt at random from those unaccounted for."""
        st = cls(data)
        st._load_public(view)
        me = view["player"]
        seen: set[str] = set()
        for k in KINDS:
            seen.update(view["discard"][k])
        for k in ROW_SIZE:
            seen.update(c for c in view["row"][k] if c is not None)
        for mine in view["plots"]:
            for plot in mine:
                seen.update(plot["plants"])
                seen.update(plot[b] for b in ("good", "bad", "pesticide") if plot[b] is not None)
        for done in view["completed"]:
            for c in done:
                seen.add(c["objective"])
                if c["good_bug"] is not None:
                    seen.add(c["good_bug"])
        if me is not None:
            for k in KINDS:
                seen.update(view["hand"][k])
        st.hands = [{k: [] for k in KINDS} for _ in range(st.num_players)]
        for k in KINDS:
            pool = [c for c in st.cat.cards[k] if c not in seen]
            rng.shuffle(pool)
            for q in range(st.num_players):
                if q == me:
                    st.hands[q][k] = list(view["hand"][k])
                else:
                    n = view["hand_counts"][q][k]
                    st.hands[q][k] = pool[:n]
                    del pool[:n]
            if len(pool) != view["deck_sizes"][k]:
                size = view["deck_sizes"][k]
                raise ValueError(f"view does not add up: {len(pool)} unseen {k} cards for a deck of {size}")
            st.deck[k] = pool
        st.rng = random.Random(rng.getrandbits(64))
        return st

    def _load_public(self, d: dict[str, Any]) -> None:
        self.num_players = d["num_players"]
        self.turn = d["turn"]
        self.actions_left = d["actions_left"]
        pend = d["pending"]
        self.pending = None if pend is None else dict(pend)
        if pend is not None and "options" in pend:
            self.pending["options"] = [list(o) for o in pend["options"]]
        self.start_queue = list(d["start_queue"])
        self.row = {k: list(v) for k, v in d["row"].items()}
        self.discard = {k: list(v) for k, v in d["discard"].items()}
        self.plots = [[_copy_plot(x) for x in mine] for mine in d["plots"]]
        self.completed = [[dict(c) for c in done] for done in d["completed"]]
        self.golden_can = d["golden_can"]
        self.trigger = d["trigger"]
        self.first_player = d["first_player"]
        self.turns_taken = d["turns_taken"]
        self.max_rounds = d["max_rounds"]
        self.over = d["over"]

    def to_dict(self) -> dict[str, Any]:
        d = self.view(None)
        del d["hand"], d["hand_counts"], d["deck_sizes"], d["scores"], d["player"], d["current_player"]
        d["seed"] = self.seed
        d["hands"] = [_copy_hand(h) for h in self.hands]
        d["deck"] = {k: list(v) for k, v in self.deck.items()}
        d["rng"] = rng_to_json(self.rng)
        return d

    @classmethod
    def from_dict(cls, data: dict[str, Any], game_data: GameData | None = None) -> State:
        st = cls(game_data)
        st._load_public(data)
        st.seed = data["seed"]
        st.hands = [_copy_hand(h) for h in data["hands"]]
        st.deck = {k: list(v) for k, v in data["deck"].items()}
        st.rng = rng_from_json(data["rng"])
        return st

    def clone(self, share_rng: bool = False) -> State:
        """A fast independent copy; ``share_rng`` lets throwaway search copies skip copying the RNG."""
        st = State.__new__(State)
        st.__dict__.update(self.__dict__)
        st.deck = {k: list(v) for k, v in self.deck.items()}
        st.discard = {k: list(v) for k, v in self.discard.items()}
        st.row = {k: list(v) for k, v in self.row.items()}
        st.hands = [_copy_hand(h) for h in self.hands]
        st.plots = [[_copy_plot(x) for x in mine] for mine in self.plots]
        st.completed = [list(done) for done in self.completed]  # entries are never changed in place
        st.pending = self._pending_copy()
        st.start_queue = list(self.start_queue)
        if not share_rng:
            st.rng = random.Random.__new__(random.Random)
            st.rng.setstate(self.rng.getstate())
        return st

    def copy(self) -> State:
        return self.clone()

    def all_cards(self) -> Counter[str]:
        """Every card wherever it lies (hands, decks, rows, plots, completed), for conservation checks."""
        seen: Counter[str] = Counter()
        for k in KINDS:
            seen.update(self.deck[k])
            seen.update(self.discard[k])
        for k in ROW_SIZE:
            seen.update(c for c in self.row[k] if c is not None)
        for hand in self.hands:
            for k in KINDS:
                seen.update(hand[k])
        for mine in self.plots:
            for plot in mine:
                seen.update(plot["plants"])
                seen.update(plot[b] for b in ("good", "bad", "pesticide") if plot[b] is not None)
        for done in self.completed:
            for c in done:
                seen[c["objective"]] += 1
                if c["good_bug"] is not None:
                    seen[c["good_bug"]] += 1
        seen["golden-can"] += 1  # beside the board, or with the player who took it: always exactly one
        return seen


def new_game(num_players: int, seed: int, options: dict[str, Any] | None = None, data: GameData | None = None) -> State:
    """Set up a game (GS-S1..GS-S6). Options: ``first_player`` (default: drawn by the seed), ``max_rounds``."""
    if not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise ValueError(f"Garden Sabotage! is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players}")
    options = options or {}
    st = State(data)
    st.num_players = num_players
    st.seed = seed
    st.rng = rng = random.Random(seed)
    for k in KINDS:  # GS-S2: three decks, shuffled separately
        st.deck[k] = list(st.cat.cards[k])
        rng.shuffle(st.deck[k])
    for k, size in ROW_SIZE.items():  # GS-S4
        st.row[k] = [st.deck[k].pop() for _ in range(size)]
    st.hands = [{k: [st.deck[k].pop() for _ in range(DEAL[k])] for k in KINDS} for _ in range(num_players)]  # GS-S5
    st.plots = [[_new_plot() for _ in range(PLOTS)] for _ in range(num_players)]  # GS-S1
    st.completed = [[] for _ in range(num_players)]
    st.golden_can = None  # GS-S3: face down beside the board
    first = options.get("first_player")
    if first is None:
        first = rng.randrange(num_players)
    if not 0 <= first < num_players:
        raise ValueError(f"first_player must be a seat from 0 to {num_players - 1}, not {first}")
    st.first_player = st.turn = first  # GS-S6
    st.max_rounds = int(options.get("max_rounds", DEFAULT_MAX_ROUNDS))
    if st.max_rounds < 1:
        raise ValueError("max_rounds must be at least 1")
    return st
