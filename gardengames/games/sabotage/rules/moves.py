"""Garden Sabotage! moves and events: frozen data, each with a log line.

Every move names the key it picks up or clicks (``source_key``) and where it lands (``target_key``): a hand
card dropped on a plot (``"plot:q:i"``) or on its discard pile (``"discard:plant"``); a face-up card or a deck
(``"deck:bug"``) clicked to draw it; a plant clicked for the bad bug to eat; an objective dropped on the plot
it completes on. Sweeping, digging a plot up and ending the turn are buttons (no keys).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from gardengames.engine.declared import Phrased, field_key, fixed_key, made_key
from gardengames.engine.events import TurnPassed
from gardengames.engine.state import Event, Move
from gardengames.engine.text import capital, join_words, seat_name
from gardengames.i18n import N_, _, n_

from .content import DECK, a_card, card_name, deck_key, discard_key, kind_of_key, plot_key

PLANT_DECK = deck_key("plant")
BUG_DECK = deck_key("bug")
OBJECTIVE_DECK = deck_key("objective")
# The texts that name a deck or a row, one whole text per deck (Dutch names them differently, not by one word).
DRAW_BLIND = {"plant": N_("draws a plant card from the deck"), "bug": N_("draws a bug card from the deck")}
DRAW_FACE_UP = {"plant": N_("draws the {card} from the plant row"), "bug": N_("draws the {card} from the bug row")}
DREW_BLIND = {
    "plant": N_("{name} drew a plant card from the deck"),
    "bug": N_("{name} drew a bug card from the deck"),
    "objective": N_("{name} drew an objective card from the deck"),
}
LAID_OUT = {
    "plant": N_("{card} was laid face up in the plant row"),
    "bug": N_("{card} was laid face up in the bug row"),
}


class _Said(Phrased):
    """How Garden Sabotage! puts a field into words: plots counted from 1, a card with its article ("a Tomato"),
    an objective by its name."""

    words = {
        "plot": lambda said: said.plot + 1,
        "card": lambda said: a_card(said.card),
        "objective": lambda said: card_name(said.objective),
    }


@dataclass(frozen=True)
class _Draw(Move):
    """Take a card of ``deck``: blind from the deck (``source`` is the deck's key) or a face-up one (its key)."""

    deck: ClassVar[str] = ""
    player: int
    source: str
    source_key = field_key("source")

    def describe(self, names: Sequence[str]) -> str:
        if self.source == deck_key(self.deck):
            return _(DRAW_BLIND[self.deck])
        return _(DRAW_FACE_UP[self.deck]).format(card=card_name(self.source))


@dataclass(frozen=True)
class DrawPlant(_Draw):
    """GS-T2: take a plant card from the deck (``source`` "deck:plant") or a face-up one (its card key)."""

    deck: ClassVar[str] = "plant"
    source: str = PLANT_DECK


@dataclass(frozen=True)
class _FromHand(_Said, Move):
    """A card from the player's hand (``card``) is what the move picks up."""

    player: int
    card: str
    source_key = field_key("card")


@dataclass(frozen=True)
class _OnOwnPlot(_FromHand):
    """A card from hand played on one of the player's own plots."""

    plot: int
    target_key = made_key(plot_key, "player", "plot")


@dataclass(frozen=True)
class Plant(_OnOwnPlot):
    """GS-T3: plant one card from hand on one of your own plots."""

    phrase = N_("plants {card} on plot {plot}")


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
    target_key = made_key(plot_key, "target", "plot")

    def describe(self, names: Sequence[str]) -> str:
        return _("sets a bad bug on {name}'s plot {plot}").format(
            name=seat_name(names, self.target), plot=self.plot + 1
        )


@dataclass(frozen=True)
class PlayGoodBug(_OnOwnPlot):
    """GS-T6: put a good bug from hand on one of your own plots."""

    phrase = N_("puts a good bug on plot {plot}")


@dataclass(frozen=True)
class Sweep(_Said, Move):
    """GS-T7: discard the face-up plant row and lay out a fresh one (a button)."""

    phrase = N_("sweeps the plant row")
    player: int


@dataclass(frozen=True)
class UsePesticide(_OnOwnPlot):
    """GS-T8: replace the bad bug on one of your plots with a pesticide from hand."""

    phrase = N_("sprays pesticide on plot {plot}")


@dataclass(frozen=True)
class DrawObjective(_Said, Move):
    """GS-T9: draw the top objective card (only while holding fewer than two): click the objective deck."""

    phrase = N_("draws an objective card")
    player: int
    source_key = fixed_key(OBJECTIVE_DECK)


@dataclass(frozen=True)
class DigUp(_Said, Move):
    """GS-T10: clear every plant from one of your plots (a button per plot)."""

    phrase = N_("digs up plot {plot}")
    player: int
    plot: int


@dataclass(frozen=True)
class Discard(_FromHand):
    """GS-T11: put one card from hand on the discard pile of its own kind (``"discard:<kind>"``)."""

    phrase = N_("discards {card}")

    @property
    def target_key(self) -> str:
        return discard_key(kind_of_key(self.card))


@dataclass(frozen=True)
class EndTurn(_Said, Move):
    """End the turn now, giving up the actions left (our decision, see RULES.md, GS-T1)."""

    phrase = N_("ends the turn")
    player: int


@dataclass(frozen=True)
class EatPlant(Move):
    """Answer to an "eat" question: which plant on the plot the bad bug eats (GS-T5): click the plant."""

    player: int
    owner: int
    plot: int
    card: str
    source_key = field_key("card")

    def describe(self, names: Sequence[str]) -> str:
        return _("has the bad bug eat {name}'s {card} on plot {plot}").format(
            name=seat_name(names, self.owner), card=card_name(self.card), plot=self.plot + 1
        )


@dataclass(frozen=True)
class CompleteObjective(_Said, Move):
    """Which objective completes first (GS-O1): the answer to the "complete" question, asked only when two
    completions compete for one plot (or one objective is met on both); a lone met objective completes by
    itself. The objective card is dropped on (or clicked, then the plot clicked) the plot."""

    phrase = N_("completes {objective} on plot {plot}")
    player: int
    objective: str
    plot: int
    source_key = field_key("objective")
    target_key = made_key(plot_key, "player", "plot")


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

    private: ClassVar[Mapping[str, str]] = {"card": "player"}

    def is_private(self) -> bool:
        """A card taken from the row was face up for all to see; one drawn blind is its drawer's alone."""
        return self.slot == DECK

    def describe(self, names: Sequence[str]) -> str:
        who = seat_name(names, self.player)
        if self.slot == DECK:
            return _(DREW_BLIND[self.deck]).format(name=who)
        return _("{name} took the {card} from the row").format(name=who, card=card_name(self.card))


@dataclass(frozen=True)
class Reshuffled(Event):
    """A deck ran out, so its discard pile was shuffled into a new deck."""

    reveals: ClassVar[bool] = True
    deck: str
    size: int

    def describe(self, names: Sequence[str]) -> str:
        n = self.size
        if self.deck == "plant":
            text = n_(
                "The plant discards were shuffled into a new deck ({n} card)",
                "The plant discards were shuffled into a new deck ({n} cards)",
                n,
            )
        elif self.deck == "bug":
            text = n_(
                "The bug discards were shuffled into a new deck ({n} card)",
                "The bug discards were shuffled into a new deck ({n} cards)",
                n,
            )
        else:
            text = n_(
                "The objective discards were shuffled into a new deck ({n} card)",
                "The objective discards were shuffled into a new deck ({n} cards)",
                n,
            )
        return text.format(n=n)


@dataclass(frozen=True)
class RowRefilled(Event):
    reveals: ClassVar[bool] = True
    deck: str
    slot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return capital(_(LAID_OUT[self.deck]).format(card=a_card(self.card)))


@dataclass(frozen=True)
class Planted(_Said, Event):
    phrase = N_("{name} planted {card} on plot {plot}")
    player: int
    card: str
    plot: int


@dataclass(frozen=True)
class BugPlaced(Event):
    """A bug card went on a plot; for a pesticide, ``replaced`` is the bad bug it killed."""

    touches = ("owner",)
    player: int
    card: str
    owner: int
    plot: int
    replaced: str = ""

    def describe(self, names: Sequence[str]) -> str:
        who, plot = seat_name(names, self.player), self.plot + 1
        if self.replaced:
            return _("{name} killed the bad bug on plot {plot} with pesticide").format(name=who, plot=plot)
        if self.owner != self.player:
            owner = seat_name(names, self.owner)
            return _("{name} set a bad bug on {owner}'s plot {plot}").format(name=who, owner=owner, plot=plot)
        return _("{name} put {card} on plot {plot}").format(name=who, card=a_card(self.card), plot=plot)


@dataclass(frozen=True)
class PlantEaten(Event):
    touches = ("owner",)
    owner: int
    plot: int
    card: str
    chooser: int

    def describe(self, names: Sequence[str]) -> str:
        return _("A bad bug ate {owner}'s {card} on plot {plot}").format(
            owner=seat_name(names, self.owner), card=card_name(self.card), plot=self.plot + 1
        )


@dataclass(frozen=True)
class ObjectiveCompleted(_Said, Event):
    """``cards`` are the plants discarded; ``good_bug`` (or "") went under the objective."""

    player: int
    objective: str
    plot: int
    cards: tuple[str, ...]
    good_bug: str = ""

    def phrasing(self) -> str:
        if self.good_bug:
            return N_("{name} completed {objective} with a good bug")
        return N_("{name} completed {objective}")


@dataclass(frozen=True)
class Swept(Event):
    player: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        text = n_("{name} swept away {n} face-up plant", "{name} swept away {n} face-up plants", n)
        return text.format(name=seat_name(names, self.player), n=n)


@dataclass(frozen=True)
class DugUp(Event):
    player: int
    plot: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        text = n_("{name} dug up {n} plant from plot {plot}", "{name} dug up {n} plants from plot {plot}", n)
        return text.format(name=seat_name(names, self.player), n=n, plot=self.plot + 1)


@dataclass(frozen=True)
class Discarded(_Said, Event):
    phrase = N_("{name} discarded {card}")
    player: int
    card: str


@dataclass(frozen=True)
class PesticideLifted(Event):
    """At the start of its owner's turn a pesticide leaves the plot (GS-T8), on the move that ends the turn before."""

    touches = ("player",)
    player: int
    plot: int
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return _("The pesticide on {owner}'s plot {plot} wore off").format(
            owner=seat_name(names, self.player), plot=self.plot + 1
        )


@dataclass(frozen=True)
class FinalRoundStarted(_Said, Event):
    phrase = N_("{name} completed five objectives and takes the golden watering can: final round!")
    player: int


@dataclass(frozen=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = join_words([seat_name(names, w) for w in self.winners])
        return n_("Game over: {winners} wins", "Game over: {winners} win", len(self.winners)).format(winners=who)


EVENTS: tuple[type[Event], ...] = (
    CardDrawn,
    Reshuffled,
    RowRefilled,
    Planted,
    BugPlaced,
    PlantEaten,
    ObjectiveCompleted,
    Swept,
    DugUp,
    Discarded,
    PesticideLifted,
    FinalRoundStarted,
    GameEnded,
    TurnPassed,
)

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
    "EVENTS",
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
