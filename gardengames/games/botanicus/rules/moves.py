"""Moves (what a player decides) and events (what happened) of Botanicus, all plain frozen data.

A turn is several small decisions (walk, card, Flower space, which action first, which bed...), each a
move answered through ``State.legal_moves()``; the events tell the UI what to animate and the log what
to print, always with the players' names.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from gardengames.engine.data import DataError
from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, plural
from gardengames.engine.text import seat_name as _name

from . import keys as K
from .content import LEVEL_NAMES

TRACK_NAMES = {"money": "Money", "wheelbarrow": "Wheelbarrow", "shovel": "Shovel"}


def coins_text(n: int) -> str:
    return plural(n, "coin")


_coins = coins_text


def spot_text(node: str) -> str:
    """A footprint spot for people: spot ``n23`` sits where bed rows 2-3 meet bed columns 3-4."""
    if len(node) == 3 and node[0] == "n" and node[1:].isdigit():
        r, c = int(node[1]), int(node[2])
        return f"the footprint between rows {r}-{r + 1} and columns {c}-{c + 1}"
    return node


def space_text(space: str) -> str:
    """A track space for people: ``money-5`` is space 5."""
    return f"space {space.rsplit('-', 1)[-1]}" if "-" in space else space


def card_text(card: str) -> str:
    """A garden card's printed name, from its key or its id (the id if the data cannot be read)."""
    from .content import load_data

    cid = K.card_id(card)
    try:
        found = {c.id: c.name for c in load_data().cards}.get(cid)
    except DataError:  # a log line never fails: the id will do
        found = None
    return found or cid


def _bed(row: int, col: int) -> str:
    return f"row {row + 1}, column {col + 1}"


# -- moves ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AssignTask(Move):
    """At the start: put one of your drawn special tasks on a garden row (BO-K1)."""

    player: int
    task: str
    row: int

    @property
    def source_key(self) -> str:
        return self.task

    @property
    def target_key(self) -> str:
        return K.row_key(self.player, self.row)

    def describe(self, names: Sequence[str]) -> str:
        return f"puts a special task on row {self.row + 1}"


@dataclass(frozen=True)
class PlaceNeutral(Move):
    """Two players: the second player of the turn puts the neutral Flower on a space of the new column."""

    column: int
    space: int

    @property
    def source_key(self) -> str:
        return K.NEUTRAL_FLOWER

    @property
    def target_key(self) -> str:
        return K.space_key(self.column, self.space)

    def describe(self, names: Sequence[str]) -> str:
        return f"puts the neutral Flower on space {self.space + 1}"


@dataclass(frozen=True)
class WalkGardener(Move):
    """Walk the gardener to a footprint spot; ``cost`` is the coins paid (0 for a free move)."""

    player: int
    node: str
    cost: int

    @property
    def source_key(self) -> str:
        return K.gardener_key(self.player)

    @property
    def target_key(self) -> str:
        return K.node_key(self.player, self.node)

    def describe(self, names: Sequence[str]) -> str:
        paid = f" for {_coins(self.cost)}" if self.cost else " for free"
        return f"walks the gardener to {spot_text(self.node)}{paid}"


@dataclass(frozen=True)
class PlayCard(Move):
    """Pay a card's cost and carry out its action (BO-T2); ``card`` is the key of the copy played."""

    card: str

    @property
    def source_key(self) -> str:
        return self.card

    @property
    def target_key(self) -> str:
        return K.PLAY_ZONE

    def describe(self, names: Sequence[str]) -> str:
        return f"plays {card_text(self.card)}"


@dataclass(frozen=True)
class SellCard(Move):
    """Sell a card for its value instead of using it (BO-T2); ``card`` is the key of the copy sold."""

    card: str

    @property
    def source_key(self) -> str:
        return self.card

    @property
    def target_key(self) -> str:
        return K.SELL_ZONE

    def describe(self, names: Sequence[str]) -> str:
        return f"sells {card_text(self.card)}"


@dataclass(frozen=True)
class MoveFlower(Move):
    """Put your Flower on a space of the next column; ``cost`` is the fee for an occupied space (BO-T3/T4)."""

    player: int
    column: int
    space: int
    cost: int

    @property
    def source_key(self) -> str:
        return K.flower_key(self.player)

    @property
    def target_key(self) -> str:
        return K.space_key(self.column, self.space)

    def describe(self, names: Sequence[str]) -> str:
        paid = f", paying {_coins(self.cost)}" if self.cost else ""
        return f"moves the Flower to space {self.space + 1}{paid}"


@dataclass(frozen=True)
class ChooseAction(Move):
    """Which of the two actions of an empty space comes first: ``space`` or ``tile`` (BO-T4).

    ``column`` and ``space`` say where the Flower stands: the move is made by clicking that space or its tile.
    """

    slot: str
    column: int
    space: int

    @property
    def source_key(self) -> str:
        if self.slot == "space":
            return K.space_key(self.column, self.space)
        return K.tile_key(self.column, self.space // 2)

    def describe(self, names: Sequence[str]) -> str:
        return "takes the space's action first" if self.slot == "space" else "takes the tile's action first"


@dataclass(frozen=True)
class PayForAction(Move):
    """Pay the red price of an action (``accept``) or let the action go."""

    accept: bool

    def describe(self, names: Sequence[str]) -> str:
        return "pays for the action" if self.accept else "lets the action go"


@dataclass(frozen=True)
class Plant(Move):
    """Put a plant of ``level`` in a bed diagonal to the gardener (BO-B2): from the supply into the bed."""

    player: int
    row: int
    col: int
    level: int

    @property
    def source_key(self) -> str:
        return K.supply_key(self.level)

    @property
    def target_key(self) -> str:
        return K.bed_key(self.player, self.row, self.col)

    def describe(self, names: Sequence[str]) -> str:
        return f"plants a {LEVEL_NAMES[self.level]} flower in {_bed(self.row, self.col)}"


@dataclass(frozen=True)
class Water(Move):
    """Lift the plant in a bed diagonal to the gardener one level (BO-B3): a click on the plant."""

    player: int
    row: int
    col: int

    @property
    def source_key(self) -> str:
        return K.plant_key(self.player, self.row, self.col)

    def describe(self, names: Sequence[str]) -> str:
        return f"waters the plant in {_bed(self.row, self.col)}"


@dataclass(frozen=True)
class TrackMove(Move):
    """Move ``steps`` steps on a track, ending on ``space``; ``coins`` is the net coin change.

    Negative ``coins``: extra steps (3 each) and shortcuts paid; positive: steps not taken (1 each). Two moves
    may end on the same space (along a shortcut or not): a real choice, with different steps and coins.
    """

    player: int
    track: str
    space: str
    steps: int
    coins: int

    @property
    def source_key(self) -> str:
        return K.marker_key(self.player, self.track)

    @property
    def target_key(self) -> str:
        return K.track_space_key(self.track, self.space)

    def describe(self, names: Sequence[str]) -> str:
        money = ""
        if self.coins > 0:
            money = f", taking {_coins(self.coins)}"
        elif self.coins < 0:
            money = f", paying {_coins(-self.coins)}"
        track = TRACK_NAMES.get(self.track, self.track)
        return f"moves {plural(self.steps, 'step')} on the {track} track to {space_text(self.space)}{money}"


@dataclass(frozen=True)
class ChooseTrack(Move):
    """Last round: the track on which to take the final action (BO-R2): a click on the track."""

    track: str

    @property
    def source_key(self) -> str:
        return K.track_key(self.track)

    def describe(self, names: Sequence[str]) -> str:
        return f"chooses the {TRACK_NAMES.get(self.track, self.track)} track for the last action"


@dataclass(frozen=True)
class Pass(Move):
    """Let the rest of the current effect go (no bed, no more watering, no walk)."""

    def describe(self, names: Sequence[str]) -> str:
        return "lets it go"


MOVE_CLASSES: tuple[type[Move], ...] = (
    AssignTask,
    PlaceNeutral,
    WalkGardener,
    PlayCard,
    SellCard,
    MoveFlower,
    ChooseAction,
    PayForAction,
    Plant,
    Water,
    TrackMove,
    ChooseTrack,
    Pass,
)


# -- events ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TasksRevealed(Event):
    """Every player has placed their special tasks; they are turned face up."""

    reveals: ClassVar[bool] = True
    rows: tuple[tuple[str, ...], ...]

    def describe(self, names: Sequence[str]) -> str:
        return "Everyone's special tasks are turned face up"


@dataclass(frozen=True)
class TurnStarted(Event):
    """A player's turn begins (the table hands over to them)."""

    reveals: ClassVar[bool] = True
    player: int
    round: int
    column: int

    def describe(self, names: Sequence[str]) -> str:
        if self.round == 3:
            return f"{_name(names, self.player)} takes the last turn"
        return f"{_name(names, self.player)}'s turn (round {self.round}, column {self.column + 1})"


@dataclass(frozen=True)
class NeutralPlaced(Event):
    player: int
    column: int
    space: int

    def describe(self, names: Sequence[str]) -> str:
        who = _name(names, self.player)
        return f"{who} puts the neutral Flower on space {self.space + 1} of column {self.column + 1}"


@dataclass(frozen=True)
class GardenerMoved(Event):
    player: int
    start: str
    end: str
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        paid = f" for {_coins(self.cost)}" if self.cost else " for free"
        return f"{_name(names, self.player)} walks the gardener to {spot_text(self.end)}{paid}"


@dataclass(frozen=True)
class CardPlayed(Event):
    reveals: ClassVar[bool] = True
    player: int
    card: str
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} pays {_coins(self.cost)} to play {card_text(self.card)}"


@dataclass(frozen=True)
class CardSold(Event):
    reveals: ClassVar[bool] = True
    player: int
    card: str
    coins: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} sells {card_text(self.card)} for {_coins(self.coins)}"


@dataclass(frozen=True)
class CardDrawn(Event):
    """A card goes into a hand. ``card`` is for its owner's eyes only: the text never names it."""

    reveals: ClassVar[bool] = True
    player: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} draws a card"


@dataclass(frozen=True)
class DeckShuffled(Event):
    reveals: ClassVar[bool] = True
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The discard pile is shuffled into a new deck of {self.cards} cards"


@dataclass(frozen=True)
class FlowerMoved(Event):
    player: int
    column: int
    space: int
    cost: int
    pole: bool = False

    def describe(self, names: Sequence[str]) -> str:
        text = f"{_name(names, self.player)} moves the Flower to column {self.column + 1}, space {self.space + 1}"
        if self.pole:
            return text + " (Pole Position: no fee)"
        return text + (f" and pays {_coins(self.cost)}" if self.cost else "")


@dataclass(frozen=True)
class ActionStarted(Event):
    """An action begins: ``source`` is space, tile, card, track or final."""

    player: int
    source: str
    text: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} takes the {self.source} action: {self.text}"


@dataclass(frozen=True)
class ActionSkipped(Event):
    player: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} {self.reason}"


@dataclass(frozen=True)
class CoinsChanged(Event):
    player: int
    amount: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        verb = "takes" if self.amount >= 0 else "pays"
        return f"{_name(names, self.player)} {verb} {_coins(abs(self.amount))} ({self.reason})"


@dataclass(frozen=True)
class PointsScored(Event):
    player: int
    points: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} scores {self.points} points ({self.reason})"


@dataclass(frozen=True)
class PolePositionTaken(Event):
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} takes a Pole Position token"


@dataclass(frozen=True)
class Planted(Event):
    player: int
    row: int
    col: int
    level: int
    replaced: int

    def describe(self, names: Sequence[str]) -> str:
        text = f"{_name(names, self.player)} plants a {LEVEL_NAMES[self.level]} flower in {_bed(self.row, self.col)}"
        if self.replaced:
            text += f" (the {LEVEL_NAMES[self.replaced]} one goes back to the supply)"
        return text


@dataclass(frozen=True)
class Watered(Event):
    player: int
    row: int
    col: int
    level: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} waters {_bed(self.row, self.col)}: it is {LEVEL_NAMES[self.level]} now"


@dataclass(frozen=True)
class TaskCompleted(Event):
    player: int
    row: int
    task: str
    kind: str
    points: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} completes the {self.kind} task of row {self.row + 1}: {self.points} points"


@dataclass(frozen=True)
class TrackMoved(Event):
    player: int
    track: str
    start: str
    end: str
    steps: int
    coins: int

    def describe(self, names: Sequence[str]) -> str:
        money = ""
        if self.coins > 0:
            money = f" and takes {_coins(self.coins)} for steps not taken"
        elif self.coins < 0:
            money = f" and pays {_coins(-self.coins)}"
        track = TRACK_NAMES.get(self.track, self.track)
        steps = plural(self.steps, "step")
        return f"{_name(names, self.player)} moves {steps} on the {track} track to {space_text(self.end)}{money}"


@dataclass(frozen=True)
class TrackRestarted(Event):
    player: int
    track: str

    def describe(self, names: Sequence[str]) -> str:
        track = TRACK_NAMES.get(self.track, self.track)
        return f"{_name(names, self.player)} finished the {track} track and starts it again"


@dataclass(frozen=True)
class PrizeTaken(Event):
    """The first finish of a track: the top prize token (``prize``, its key) worth ``points``."""

    player: int
    track: str
    points: int
    prize: str

    def describe(self, names: Sequence[str]) -> str:
        track = TRACK_NAMES.get(self.track, self.track)
        return f"{_name(names, self.player)} takes a {self.points}-point prize for the {track} track"


@dataclass(frozen=True)
class AnimalAdded(Event):
    player: int
    count: int
    total: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} adds {plural(self.count, 'animal')} to the circle ({self.total} now)"


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    order: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = ", ".join(_name(names, p) for p in self.order)
        return f"Round {self.round} ends; the Flowers go back to the start in this order: {who}"


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = join_words([_name(names, p) for p in self.winners])
        return f"The game is over: {who} wins" + ("" if len(self.winners) == 1 else " (shared)")


EVENT_CLASSES: tuple[type[Event], ...] = (
    TasksRevealed,
    TurnStarted,
    NeutralPlaced,
    GardenerMoved,
    CardPlayed,
    CardSold,
    CardDrawn,
    DeckShuffled,
    FlowerMoved,
    ActionStarted,
    ActionSkipped,
    CoinsChanged,
    PointsScored,
    PolePositionTaken,
    Planted,
    Watered,
    TaskCompleted,
    TrackMoved,
    TrackRestarted,
    PrizeTaken,
    AnimalAdded,
    RoundEnded,
    GameEnded,
)

__all__ = [  # written out (not built from the class lists) so type checkers see every name
    "EVENT_CLASSES",
    "MOVE_CLASSES",
    "TRACK_NAMES",
    "AssignTask",
    "PlaceNeutral",
    "WalkGardener",
    "PlayCard",
    "SellCard",
    "MoveFlower",
    "ChooseAction",
    "PayForAction",
    "Plant",
    "Water",
    "TrackMove",
    "ChooseTrack",
    "Pass",
    "TasksRevealed",
    "TurnStarted",
    "NeutralPlaced",
    "GardenerMoved",
    "CardPlayed",
    "CardSold",
    "CardDrawn",
    "DeckShuffled",
    "FlowerMoved",
    "ActionStarted",
    "ActionSkipped",
    "CoinsChanged",
    "PointsScored",
    "PolePositionTaken",
    "Planted",
    "Watered",
    "TaskCompleted",
    "TrackMoved",
    "TrackRestarted",
    "PrizeTaken",
    "AnimalAdded",
    "RoundEnded",
    "GameEnded",
]
