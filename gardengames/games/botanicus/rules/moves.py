"""Moves (what a player decides) and events (what happened) of Botanicus, all plain frozen data.

A turn is several small decisions (walk, card, Flower space, which action first, which bed...), each a
move answered through ``State.legal_moves()``; the events tell the UI what to animate and the log what
to print, always with the players' names.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from gardengames.engine.declared import Phrased, field_key, fixed_key, made_key
from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words
from gardengames.engine.text import seat_name as _name
from gardengames.i18n import N_, _, n_

from . import keys as K
from .words import (
    NO_FLOWER,
    THE_ONE,
    TRACK_NAMES,
    bed_text,
    card_text,
    coins_text,
    flower_text,
    items_text,
    level_text,
    space_text,
    spot_text,
    steps_text,
    track_text,
)

_coins = coins_text
_bed = bed_text


class _Said(Phrased):
    """How Botanicus puts a field into words: rows, columns and spaces counted from 1, coins as coins (the
    ``cost`` paid or the ``coins`` taken), a bed by its row and column, a plant ``level`` as the flower planted
    or as the level reached, a ``reason`` and the plant ``replaced`` in the player's language."""

    words = {
        "row": lambda said: said.row + 1,
        "column": lambda said: said.column + 1,
        "space": lambda said: said.space + 1,
        "bed": lambda said: _bed(said.row, said.col),
        "card": lambda said: card_text(said.card),
        "track": lambda said: track_text(said.track),
        "coins": lambda said: _coins(said.cost if hasattr(said, "cost") else said.coins),
        "flower": lambda said: flower_text(said.level),
        "level": lambda said: level_text(said.level),
        "reason": lambda said: _(said.reason),
        "old": lambda said: _(THE_ONE[said.replaced]),
    }


# -- moves ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AssignTask(_Said, Move):
    """At the start: put one of your drawn special tasks on a garden row (BO-K1)."""

    phrase = N_("puts a special task on row {row}")
    player: int
    task: str
    row: int
    source_key = field_key("task")
    target_key = made_key(K.row_key, "player", "row")


@dataclass(frozen=True)
class PlaceNeutral(_Said, Move):
    """Two players: the second player of the turn puts the neutral Flower on a space of the new column."""

    phrase = N_("puts the neutral Flower on space {space}")
    column: int
    space: int
    source_key = fixed_key(K.NEUTRAL_FLOWER)
    target_key = made_key(K.space_key, "column", "space")


@dataclass(frozen=True)
class WalkGardener(Move):
    """Walk the gardener to a footprint spot; ``cost`` is the coins paid (0 for a free move)."""

    player: int
    node: str
    cost: int
    source_key = made_key(K.gardener_key, "player")
    target_key = made_key(K.node_key, "player", "node")

    def describe(self, names: Sequence[str]) -> str:
        if self.cost:
            return _("walks the gardener to {spot} for {coins}").format(
                spot=spot_text(self.node), coins=_coins(self.cost)
            )
        return _("walks the gardener to {spot} for free").format(spot=spot_text(self.node))


@dataclass(frozen=True)
class _CardToZone(_Said, Move):
    """A garden card (``card``, the key of the copy) dropped on the zone that says what is done with it."""

    card: str
    source_key = field_key("card")


@dataclass(frozen=True)
class PlayCard(_CardToZone):
    """Pay a card's cost and carry out its action (BO-T2)."""

    phrase = N_("plays {card}")
    target_key = fixed_key(K.PLAY_ZONE)


@dataclass(frozen=True)
class SellCard(_CardToZone):
    """Sell a card for its value instead of using it (BO-T2)."""

    phrase = N_("sells {card}")
    target_key = fixed_key(K.SELL_ZONE)


@dataclass(frozen=True)
class MoveFlower(_Said, Move):
    """Put your Flower on a space of the next column; ``cost`` is the fee for an occupied space (BO-T3/T4)."""

    player: int
    column: int
    space: int
    cost: int
    source_key = made_key(K.flower_key, "player")
    target_key = made_key(K.space_key, "column", "space")

    def phrasing(self) -> str:
        if self.cost:
            return N_("moves the Flower to space {space}, paying {coins}")
        return N_("moves the Flower to space {space}")


@dataclass(frozen=True)
class ChooseAction(_Said, Move):
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

    def phrasing(self) -> str:
        return N_("takes the space's action first") if self.slot == "space" else N_("takes the tile's action first")


@dataclass(frozen=True)
class PayForAction(_Said, Move):
    """Pay the red price of an action (``accept``) or let the action go."""

    accept: bool

    def phrasing(self) -> str:
        return N_("pays for the action") if self.accept else N_("lets the action go")


@dataclass(frozen=True)
class Plant(_Said, Move):
    """Put a plant of ``level`` in a bed diagonal to the gardener (BO-B2): from the supply into the bed."""

    phrase = N_("plants {flower} in {bed}")
    player: int
    row: int
    col: int
    level: int
    source_key = made_key(K.supply_key, "level")
    target_key = made_key(K.bed_key, "player", "row", "col")


@dataclass(frozen=True)
class Water(_Said, Move):
    """Lift the plant in a bed diagonal to the gardener one level (BO-B3): a click on the plant."""

    phrase = N_("waters the plant in {bed}")
    player: int
    row: int
    col: int
    source_key = made_key(K.plant_key, "player", "row", "col")


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
    source_key = made_key(K.marker_key, "player", "track")
    target_key = made_key(K.track_space_key, "track", "space")

    def describe(self, names: Sequence[str]) -> str:
        words = {"steps": steps_text(self.steps), "track": track_text(self.track), "space": space_text(self.space)}
        if self.coins > 0:
            return _("moves {steps} on the {track} track to {space}, taking {coins}").format(
                **words, coins=_coins(self.coins)
            )
        if self.coins < 0:
            return _("moves {steps} on the {track} track to {space}, paying {coins}").format(
                **words, coins=_coins(-self.coins)
            )
        return _("moves {steps} on the {track} track to {space}").format(**words)


@dataclass(frozen=True)
class ChooseTrack(_Said, Move):
    """Last round: the track on which to take the final action (BO-R2): a click on the track."""

    phrase = N_("chooses the {track} track for the last action")
    track: str
    source_key = made_key(K.track_key, "track")


@dataclass(frozen=True)
class Pass(_Said, Move):
    """Let the rest of the current effect go (no bed, no more watering, no walk)."""

    phrase = N_("lets it go")


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
class TasksRevealed(_Said, Event):
    """Every player has placed their special tasks; they are turned face up."""

    reveals: ClassVar[bool] = True
    phrase = N_("Everyone's special tasks are turned face up")
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class TurnStarted(_Said, Event):
    """A player's turn begins (the table hands over to them)."""

    reveals: ClassVar[bool] = True
    player: int
    round: int
    column: int

    def phrasing(self) -> str:
        if self.round == 3:
            return N_("{name} takes the last turn")
        return N_("{name}'s turn (round {round}, column {column})")


@dataclass(frozen=True)
class NeutralPlaced(_Said, Event):
    phrase = N_("{name} puts the neutral Flower on space {space} of column {column}")
    player: int
    column: int
    space: int


@dataclass(frozen=True)
class GardenerMoved(Event):
    player: int
    start: str
    end: str
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        who, spot = _name(names, self.player), spot_text(self.end)
        if self.cost:
            return _("{name} walks the gardener to {spot} for {coins}").format(
                name=who, spot=spot, coins=_coins(self.cost)
            )
        return _("{name} walks the gardener to {spot} for free").format(name=who, spot=spot)


@dataclass(frozen=True)
class CardPlayed(_Said, Event):
    reveals: ClassVar[bool] = True
    phrase = N_("{name} pays {coins} to play {card}")
    player: int
    card: str
    cost: int


@dataclass(frozen=True)
class CardSold(_Said, Event):
    reveals: ClassVar[bool] = True
    phrase = N_("{name} sells {card} for {coins}")
    player: int
    card: str
    coins: int


@dataclass(frozen=True)
class CardDrawn(_Said, Event):
    """A card goes into a hand. ``card`` is for its owner's eyes only: the text never names it."""

    reveals: ClassVar[bool] = True
    private: ClassVar[Mapping[str, str]] = {"card": "player"}
    phrase = N_("{name} draws a card")
    player: int
    card: str


@dataclass(frozen=True)
class DeckShuffled(Event):
    reveals: ClassVar[bool] = True
    cards: int

    def describe(self, names: Sequence[str]) -> str:
        return n_(
            "The discard pile is shuffled into a new deck of {n} card",
            "The discard pile is shuffled into a new deck of {n} cards",
            self.cards,
        ).format(n=self.cards)


@dataclass(frozen=True)
class FlowerMoved(_Said, Event):
    player: int
    column: int
    space: int
    cost: int
    pole: bool = False

    def phrasing(self) -> str:
        if self.pole:
            return N_("{name} moves the Flower to column {column}, space {space} (Pole Position: no fee)")
        if self.cost:
            return N_("{name} moves the Flower to column {column}, space {space} and pays {coins}")
        return N_("{name} moves the Flower to column {column}, space {space}")


# What each kind of action is called in the log ("Ann takes the tile action: ...").
ACTION_TEXTS = {
    "space": N_("{name} takes the space action: {effects}"),
    "tile": N_("{name} takes the tile action: {effects}"),
    "card": N_("{name} takes the card action: {effects}"),
    "final": N_("{name} takes the final action: {effects}"),
}
# Why an action or an effect goes by (``ActionSkipped.reason``): a predicate, with {coins} for the price.
SKIP_DECLINED = N_("lets the action go")
SKIP_UNPAID = N_("cannot pay {coins}, so the action goes by")
SKIP_NO_WATER = N_("has no plant the gardener can water")
SKIP_NO_CARD = N_("finds no card left to draw")
# What coins and points change for (``CoinsChanged.reason``, ``PointsScored.reason``).
FOR_BONUS = N_("bonus")
FOR_PRICE = N_("the price of the action")


@dataclass(frozen=True)
class ActionStarted(Event):
    """An action begins: ``source`` is space, tile, card or final; ``effects`` are its (kind, amount, track) and
    ``pay`` its red price."""

    player: int
    source: str
    effects: tuple[tuple[str, int, str], ...]
    pay: int = 0

    @property
    def text(self) -> str:
        """The action in words (``"pay 2: plant green"``)."""
        return items_text(self.effects, self.pay)

    def describe(self, names: Sequence[str]) -> str:
        return _(ACTION_TEXTS[self.source]).format(name=_name(names, self.player), effects=self.text)


@dataclass(frozen=True)
class ActionSkipped(Event):
    """An action or effect goes by: ``reason`` is one of the ``SKIP_`` predicates (or ``NO_FLOWER``'s), kept in
    English and said in the player's language when shown; ``amount`` fills its {coins}."""

    player: int
    reason: str
    amount: int = 0

    def describe(self, names: Sequence[str]) -> str:
        return f"{_name(names, self.player)} {_(self.reason).format(coins=_coins(self.amount))}"


@dataclass(frozen=True)
class CoinsChanged(Event):
    player: int
    amount: int
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        words = {"name": _name(names, self.player), "coins": _coins(abs(self.amount)), "reason": _(self.reason)}
        if self.amount >= 0:
            return _("{name} takes {coins} ({reason})").format(**words)
        return _("{name} pays {coins} ({reason})").format(**words)


@dataclass(frozen=True)
class PointsScored(_Said, Event):
    phrase = N_("{name} scores {points} points ({reason})")
    player: int
    points: int
    reason: str


@dataclass(frozen=True)
class PolePositionTaken(_Said, Event):
    phrase = N_("{name} takes a Pole Position token")
    player: int


@dataclass(frozen=True)
class Planted(_Said, Event):
    player: int
    row: int
    col: int
    level: int
    replaced: int

    def phrasing(self) -> str:
        if self.replaced:
            return N_("{name} plants {flower} in {bed} ({old} goes back to the supply)")
        return N_("{name} plants {flower} in {bed}")


@dataclass(frozen=True)
class Watered(_Said, Event):
    phrase = N_("{name} waters {bed}: it is {level} now")
    player: int
    row: int
    col: int
    level: int


@dataclass(frozen=True)
class TaskCompleted(_Said, Event):
    player: int
    row: int
    task: str
    kind: str
    points: int

    def phrasing(self) -> str:
        if self.kind == "basic":
            return N_("{name} completes the basic task of row {row}: {points} points")
        return N_("{name} completes the special task of row {row}: {points} points")


@dataclass(frozen=True)
class TrackMoved(Event):
    player: int
    track: str
    start: str
    end: str
    steps: int
    coins: int

    def describe(self, names: Sequence[str]) -> str:
        words = {
            "name": _name(names, self.player),
            "steps": steps_text(self.steps),
            "track": track_text(self.track),
            "space": space_text(self.end),
        }
        if self.coins > 0:
            return _(
                "{name} moves {steps} on the {track} track to {space} and takes {coins} for steps not taken"
            ).format(**words, coins=_coins(self.coins))
        if self.coins < 0:
            return _("{name} moves {steps} on the {track} track to {space} and pays {coins}").format(
                **words, coins=_coins(-self.coins)
            )
        return _("{name} moves {steps} on the {track} track to {space}").format(**words)


@dataclass(frozen=True)
class TrackRestarted(_Said, Event):
    phrase = N_("{name} finished the {track} track and starts it again")
    player: int
    track: str


@dataclass(frozen=True)
class PrizeTaken(_Said, Event):
    """The first finish of a track: the top prize token (``prize``, its key) worth ``points``."""

    phrase = N_("{name} takes a {points}-point prize for the {track} track")
    player: int
    track: str
    points: int
    prize: str


@dataclass(frozen=True)
class AnimalAdded(Event):
    player: int
    count: int
    total: int

    def describe(self, names: Sequence[str]) -> str:
        return n_(
            "{name} adds {n} animal to the circle ({total} now)",
            "{name} adds {n} animals to the circle ({total} now)",
            self.count,
        ).format(name=_name(names, self.player), n=self.count, total=self.total)


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    order: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = ", ".join(_name(names, p) for p in self.order)
        return _("Round {round} ends; the Flowers go back to the start in this order: {names}").format(
            round=self.round, names=who
        )


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = join_words([_name(names, p) for p in self.winners])
        if len(self.winners) == 1:
            return _("The game is over: {names} wins").format(names=who)
        return _("The game is over: {names} wins (shared)").format(names=who)


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
    "ACTION_TEXTS",
    "NO_FLOWER",
    "SKIP_DECLINED",
    "SKIP_UNPAID",
    "SKIP_NO_WATER",
    "SKIP_NO_CARD",
    "FOR_BONUS",
    "FOR_PRICE",
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
