"""Garden Sabotage! moves and events: frozen data, each with a log line.

Every move names the key it picks up or clicks (``source_key``) and where it lands (``target_key``): a hand
card dropped on a plot (``"plot:q:i"``) or on its discard pile (``"discard:plant"``); a face-up card or a deck
(``"deck:bug"``) clicked to draw it; a plant clicked for the bad bug to eat; an objective dropped on the plot
it completes on. Sweeping, digging a plot up and ending the turn are buttons (no keys).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from gardengames.engine.events import TurnPassed
from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, plural, seat_name

from .content import (
    DECK,
    a_noun,
    card_name,
    deck_key,
    discard_key,
    kind_of_key,
    owner_plot,
    plot_key,
    plot_name,
)

PLANT_DECK = deck_key("plant")
BUG_DECK = deck_key("bug")
OBJECTIVE_DECK = deck_key("objective")


@dataclass(frozen=True)
class _Draw(Move):
    """Take a card of ``deck``: blind from the deck (``source`` is the deck's key) or a face-up one (its key)."""

    deck: ClassVar[str] = ""
    player: int
    source: str

    @property
    def source_key(self) -> str:
        return self.source

    def describe(self, names: Sequence[str]) -> str:
        if self.source == deck_key(self.deck):
            return f"draws {a_noun(self.deck)} card from the deck"
        return f"draws the {card_name(self.source)} from the {self.deck} row"


@dataclass(frozen=True)
class DrawPlant(_Draw):
    """GS-T2: take a plant card from the deck (``source`` "deck:plant") or a face-up one (its card key)."""

    deck: ClassVar[str] = "plant"
    source: str = PLANT_DECK


@dataclass(frozen=True)
class _FromHand(Move):
    """A card from the player's hand (``card``) is what the move picks up."""

    player: int
    card: str

    @property
    def source_key(self) -> str:
        return self.card


@dataclass(frozen=True)
class _OnOwnPlot(_FromHand):
    """A card from hand played on one of the player's own plots."""

    plot: int

    @property
    def target_key(self) -> str:
        return plot_key(self.player, self.plot)


@dataclass(frozen=True)
class Plant(_OnOwnPlot):
    """GS-T3: plant one card from hand on one of your own plots."""

    def describe(self, names: Sequence[str]) -> str:
        return f"plants {a_noun(card_name(self.card))} on {plot_name(self.plot)}"


@dataclass(frozen=True)
class DrawBug(_Draw):
    """GS-T4: take a bug card from the deck (``source`` "deck:bug") or a face-up one (its card key)."""

    deck: ClassVar[str] = "bug"
    source: str = BUG_DECK


@dataclass(frozen=True)
class Sabotage(_FromHand):
    """GS-T5: set a bad bug from hand on another player's plot."""

    target: int
    plot: int

    @property
    def target_key(self) -> str:
        return plot_key(self.target, self.plot)

    def describe(self, names: Sequence[str]) -> str:
        return f"sets a bad bug on {owner_plot(names, self.target, self.plot)}"


@dataclass(frozen=True)
class PlayGoodBug(_OnOwnPlot):
    """GS-T6: put a good bug from hand on one of your own plots."""

    def describe(self, names: Sequence[str]) -> str:
        return f"puts a good bug on {plot_name(self.plot)}"


@dataclass(frozen=True)
class Sweep(Move):
    """GS-T7: discard the face-up plant row and lay out a fresh one (a button)."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return "sweeps the plant row"


@dataclass(frozen=True)
class UsePesticide(_OnOwnPlot):
    """GS-T8: replace the bad bug on one of your plots with a pesticide from hand."""

    def describe(self, names: Sequence[str]) -> str:
        return f"sprays pesticide on {plot_name(self.plot)}"


@dataclass(frozen=True)
class DrawObjective(Move):
    """GS-T9: draw the top objective card (only while holding fewer than two): click the objective deck."""

    player: int

    @property
    def source_key(self) -> str:
        return OBJECTIVE_DECK

    def describe(self, names: Sequence[str]) -> str:
        return "draws an objective card"


@dataclass(frozen=True)
class DigUp(Move):
    """GS-T10: clear every plant from one of your plots (a button per plot)."""

    player: int
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"digs up {plot_name(self.plot)}"


@dataclass(frozen=True)
class Discard(_FromHand):
    """GS-T11: put one card from hand on the discard pile of its own kind (``"discard:<kind>"``)."""

    @property
    def target_key(self) -> str:
        return discard_key(kind_of_key(self.card))

    def describe(self, names: Sequence[str]) -> str:
        return f"discards {a_noun(card_name(self.card))}"


@dataclass(frozen=True)
class EndTurn(Move):
    """End the turn now, giving up the actions left (our decision, see RULES.md, GS-T1)."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return "ends the turn"


@dataclass(frozen=True)
class EatPlant(Move):
    """Answer to an "eat" question: which plant on the plot the bad bug eats (GS-T5): click the plant."""

    player: int
    owner: int
    plot: int
    card: str

    @property
    def source_key(self) -> str:
        return self.card

    def describe(self, names: Sequence[str]) -> str:
        return f"has the bad bug eat {seat_name(names, self.owner)}'s {card_name(self.card)} on {plot_name(self.plot)}"


@dataclass(frozen=True)
class CompleteObjective(Move):
    """Complete an objective on a plot of yours that meets it (GS-O1): a free move at any time during the
    turn's actions, and the answer to the "complete" question when the turn ends with two completions
    competing for one plot. The objective card is dropped on (or clicked, then the plot clicked) the plot."""

    player: int
    objective: str
    plot: int

    @property
    def source_key(self) -> str:
        return self.objective

    @property
    def target_key(self) -> str:
        return plot_key(self.player, self.plot)

    def describe(self, names: Sequence[str]) -> str:
        return f"completes {card_name(self.objective)} on {plot_name(self.plot)}"


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
            return f"{seat_name(names, self.player)} drew {a_noun(self.deck)} card from the deck"
        return f"{seat_name(names, self.player)} took the {card_name(self.card)} from the row"


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
        what = a_noun(card_name(self.card))
        return f"{what[0].upper()}{what[1:]} was laid face up in the {self.deck} row"


@dataclass(frozen=True)
class Planted(Event):
    player: int
    card: str
    plot: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.player)} planted {a_noun(card_name(self.card))} on {plot_name(self.plot)}"


@dataclass(frozen=True)
class BugPlaced(Event):
    """A bug card went on a plot; for a pesticide, ``replaced`` is the bad bug it killed."""

    player: int
    card: str
    owner: int
    plot: int
    replaced: str = ""

    def describe(self, names: Sequence[str]) -> str:
        who = seat_name(names, self.player)
        if self.replaced:
            return f"{who} killed the bad bug on {plot_name(self.plot)} with pesticide"
        if self.owner != self.player:
            return f"{who} set a bad bug on {owner_plot(names, self.owner, self.plot)}"
        return f"{who} put {a_noun(card_name(self.card))} on {plot_name(self.plot)}"


@dataclass(frozen=True)
class PlantEaten(Event):
    owner: int
    plot: int
    card: str
    chooser: int

    def describe(self, names: Sequence[str]) -> str:
        return f"A bad bug ate {seat_name(names, self.owner)}'s {card_name(self.card)} on {plot_name(self.plot)}"


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
        return f"{seat_name(names, self.player)} completed {card_name(self.objective)}{extra}"


@dataclass(frozen=True)
class Swept(Event):
    player: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.player)} swept away {plural(len(self.cards), 'face-up plant')}"


@dataclass(frozen=True)
class DugUp(Event):
    player: int
    plot: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.player)} dug up {plural(len(self.cards), 'plant')} from {plot_name(self.plot)}"


@dataclass(frozen=True)
class Discarded(Event):
    player: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{seat_name(names, self.player)} discarded {a_noun(card_name(self.card))}"


@dataclass(frozen=True)
class PesticideLifted(Event):
    """At the start of its owner's turn a pesticide leaves the plot (GS-T8)."""

    player: int
    plot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"The pesticide on {owner_plot(names, self.player, self.plot)} wore off"


@dataclass(frozen=True)
class FinalRoundStarted(Event):
    player: int

    def describe(self, names: Sequence[str]) -> str:
        who = seat_name(names, self.player)
        return f"{who} completed five objectives and takes the golden watering can: final round!"


@dataclass(frozen=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = join_words([seat_name(names, w) for w in self.winners])
        return f"Game over: {who} {'win' if len(self.winners) > 1 else 'wins'}"


__all__ = [
    "ACTION_MOVES",
    "ANSWER_MOVES",
    "BUG_DECK",
    "OBJECTIVE_DECK",
    "PLANT_DECK",
    "BugPlaced",
    "CardDrawn",
    "CompleteObjective",
    "DigUp",
    "Discard",
    "Discarded",
    "DrawBug",
    "DrawObjective",
    "DrawPlant",
    "DugUp",
    "EatPlant",
    "EndTurn",
    "FinalRoundStarted",
    "GameEnded",
    "ObjectiveCompleted",
    "PesticideLifted",
    "Plant",
    "PlantEaten",
    "Planted",
    "PlayGoodBug",
    "Reshuffled",
    "RowRefilled",
    "Sabotage",
    "Sweep",
    "Swept",
    "TurnPassed",
    "UsePesticide",
]
