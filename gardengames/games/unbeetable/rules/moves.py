"""Unbeetable's moves (what a player chooses) and events (what happened), each with its log line.

Every move names the key it picks up or clicks (``source_key``) and where it lands (``target_key``), see
``content``: a card from the hand onto a garden spot or a flood band, the season card onto a plant for the
seasonal grow, a deck onto the hand for each card of the refill; discarding the whole hand and ending the turn
without playing are buttons.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from gardengames.engine.declared import Phrased, field_key, made_key
from gardengames.engine.events import TurnPassed
from gardengames.engine.keys import deck_key, hand_key
from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, seat_name, signed
from gardengames.i18n import N_, _, n_, p_

from .content import card_name, line_key, season_word, spot_key


def _garden_text(names: Sequence[str], player: int, owner: int) -> str:
    """The garden a move aims at, as said in a move's own words (which also become an order: "your own")."""
    if owner == player:
        # TRANSLATORS: part of a move that hints turn into an order; Dutch "hun eigen tuin" becomes "je eigen tuin".
        return _("their own garden")
    return _("{name}'s garden").format(name=seat_name(names, owner))


def _log_garden_text(names: Sequence[str], player: int, owner: int) -> str:
    """The garden a card landed in, as a log line says it."""
    if owner == player:
        # TRANSLATORS: in a log line, "Ann plays Sun on their own garden".
        return p_("log", "their own garden")
    return _("{name}'s garden").format(name=seat_name(names, owner))


# ---------------------------------------------------------------------------------------------- moves


class _Said(Phrased):
    """How Unbeetable puts a field into words: a card by its name, a deck or season by its season word."""

    words = {
        "card": lambda said: card_name(said.card),
        "deck": lambda said: season_word(said.deck),
        "season": lambda said: season_word(said.season),
    }


class _FromHand(_Said, Move):
    """A move that plays a card from the hand: the card's own key is what the player picks up."""

    source_key = field_key("card")


@dataclass(frozen=True)
class SeasonalGrow(_Said, Move):
    """The grow part of the spring/summer seasonal action: the player picks one of their plants (its spot).

    At the table the season card is dragged onto the plant, or the plant clicked: ``legal_moves()`` names the two
    cards (``season_card``, ``plant``) so the keys say so. They only say which cards the move is shown by, never
    which move it is (``player`` and ``spot`` do), so a move saved or written without them is the same move; one
    without them names the plant's spot, clicked on its own.
    """

    player: int
    spot: int
    season_card: str = field(default="", compare=False, repr=False)
    phrase = N_("grows a plant for the season")
    plant: str = field(default="", compare=False, repr=False)

    @property
    def source_key(self) -> str:
        return self.season_card or spot_key(self.player, self.spot)

    @property
    def target_key(self) -> str | None:
        return (self.plant or None) if self.season_card else None


@dataclass(frozen=True)
class PlayPlant(_FromHand):
    """Plant a card from the hand on an empty spot of the player's own garden."""

    phrase = N_("plants a {card}")
    player: int
    card: str
    spot: int
    target_key = made_key(spot_key, "player", "spot")


@dataclass(frozen=True)
class PlayAction(_FromHand):
    """Play an action card (anything but flood) on one spot of any garden."""

    player: int
    card: str
    owner: int
    spot: int
    target_key = made_key(spot_key, "owner", "spot")

    def describe(self, names: Sequence[str]) -> str:
        where = _garden_text(names, self.player, self.owner)
        return _("plays {card} in {garden}").format(card=card_name(self.card), garden=where)


@dataclass(frozen=True)
class PlayFlood(_FromHand):
    """Play a flood on a whole row or column of one garden."""

    player: int
    card: str
    owner: int
    axis: str
    index: int
    target_key = made_key(line_key, "owner", "axis", "index")

    def describe(self, names: Sequence[str]) -> str:
        where = _garden_text(names, self.player, self.owner)
        if self.axis == "row":
            return _("floods row {n} of {garden}").format(n=self.index + 1, garden=where)
        return _("floods column {n} of {garden}").format(n=self.index + 1, garden=where)


@dataclass(frozen=True)
class DiscardHand(_Said, Move):
    """Instead of playing cards: throw the whole hand onto the discard pile (a button: no keys)."""

    phrase = N_("discards their whole hand")
    player: int


@dataclass(frozen=True)
class EndTurn(_Said, Move):
    """End the turn at its start, playing no card (UB-T5: "up to three" includes none). The hand is still full,
    so the refill draws nothing and the next player begins (a button: no keys)."""

    phrase = N_("plays no card and ends the turn")
    player: int


@dataclass(frozen=True)
class DrawCard(_Said, Move):
    """Draw the next card of the refill from ``deck`` (UB-T7): each card from any open deck the player likes.

    The first draw ends the playing; the turn passes when the hand is full again. At the table a deck is
    clicked, or dragged onto the hand.
    """

    # TRANSLATORS: {deck} is a season word ("spring"); Dutch writes "de {deck}stapel" as one word.
    phrase = N_("draws from the {deck} deck")
    player: int
    deck: str
    source_key = made_key(deck_key, "deck")
    target_key = made_key(hand_key, "player")


MOVES = (SeasonalGrow, PlayPlant, PlayAction, PlayFlood, DiscardHand, EndTurn, DrawCard)
CARD_MOVES = (PlayPlant, PlayAction, PlayFlood)


# ---------------------------------------------------------------------------------------------- events


@dataclass(frozen=True)
class PlantGrew(_Said, Event):
    """A plant in ``player``'s garden reached ``phase``: the UI turns the card a quarter turn counterclockwise."""

    phrase = N_("A plant in {name}'s garden grows to phase {phase}")
    touches = ("player",)  # a watering can on a rival's garden grows their plant
    player: int
    spot: int
    phase: int


@dataclass(frozen=True)
class Harvested(Event):
    """``player`` harvested the plants at ``spots`` for ``points`` each; their score is now ``score``."""

    touches = ("player",)  # every garden is harvested when the season turns, on whoever's move
    player: int
    spots: tuple[int, ...]
    points: tuple[int, ...]
    score: int

    def describe(self, names: Sequence[str]) -> str:
        who = seat_name(names, self.player)
        if not self.spots:
            return _("{name} has nothing to harvest").format(name=who)
        n = len(self.spots)
        return n_(
            "{name} harvests {n} plant for {points} (score {score})",
            "{name} harvests {n} plants for {points} (score {score})",
            n,
        ).format(name=who, n=n, points=signed(sum(self.points)), score=self.score)


@dataclass(frozen=True)
class CardPlayed(Event):
    """``player`` played ``card`` on ``owner``'s garden: at ``spot``, or on a row/column for a flood."""

    touches = ("owner",)
    player: int
    card: str
    owner: int
    spot: int = -1
    axis: str = ""
    index: int = -1

    def describe(self, names: Sequence[str]) -> str:
        where = _log_garden_text(names, self.player, self.owner)
        return _("{name} plays {card} on {garden}").format(
            name=seat_name(names, self.player), card=card_name(self.card), garden=where
        )


@dataclass(frozen=True)
class CardRemoved(Event):
    """``cards`` left ``owner``'s garden at ``spot`` for the discard pile (the spot is empty if its top card left)."""

    touches = ("owner",)
    owner: int
    spot: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        listed = ", ".join(card_name(c) for c in self.cards)
        return _("Removed from {name}'s garden: {cards}").format(name=seat_name(names, self.owner), cards=listed)


@dataclass(frozen=True)
class HandDiscarded(Event):
    """The whole hand went face up onto the discard pile."""

    reveals: ClassVar[bool] = True
    player: int
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.cards)
        return n_("{name} discards {n} card", "{name} discards {n} cards", n).format(
            name=seat_name(names, self.player), n=n
        )


@dataclass(frozen=True)
class CardsDrawn(Event):
    """``player`` drew ``cards`` (private to them) from ``decks`` (public: one deck name per card)."""

    reveals: ClassVar[bool] = True
    private: ClassVar[Mapping[str, str]] = {"cards": "player"}
    player: int
    decks: tuple[str, ...]
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = seat_name(names, self.player)
        if len(self.decks) == 1:  # the refill draws card by card
            # TRANSLATORS: {deck} is a season word ("spring"); Dutch writes "de {deck}stapel" as one word.
            return _("{name} draws a card from the {deck} deck").format(name=who, deck=season_word(self.decks[0]))
        counts = Counter(self.decks)
        # TRANSLATORS: how many cards came from one deck, e.g. "2 spring".
        parts = ", ".join(_("{n} {deck}").format(n=n, deck=season_word(d)) for d, n in counts.items())
        n = len(self.decks)
        return n_("{name} draws {n} card ({decks})", "{name} draws {n} cards ({decks})", n).format(
            name=who, n=n, decks=parts
        )


@dataclass(frozen=True)
class SeasonChanged(_Said, Event):
    """``player`` drew the ``season`` card: it now lies face up and sets the seasonal action."""

    reveals: ClassVar[bool] = True
    # TRANSLATORS: {season} is a season word ("summer"); Dutch writes "de {season}kaart" as one word.
    phrase = N_("{name} draws the {season} card: it is {season} now")
    player: int
    season: str


@dataclass(frozen=True)
class SeasonalActionSkipped(_Said, Event):
    """The compulsory grow could not be done (no plant of the player can grow)."""

    phrase = N_("{name} has no plant that can grow this {season}")
    player: int
    season: str


@dataclass(frozen=True)
class GameEnded(Event):
    reveals: ClassVar[bool] = True
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        who = join_words([seat_name(names, w) for w in self.winners])
        return n_("Winter has come. {names} wins!", "Winter has come. {names} win!", len(self.winners)).format(
            names=who
        )


EVENTS = (
    PlantGrew,
    Harvested,
    CardPlayed,
    CardRemoved,
    HandDiscarded,
    CardsDrawn,
    SeasonChanged,
    SeasonalActionSkipped,
    TurnPassed,
    GameEnded,
)

__all__ = [
    "CARD_MOVES",
    "EVENTS",
    "MOVES",
    "CardPlayed",
    "CardRemoved",
    "CardsDrawn",
    "DiscardHand",
    "DrawCard",
    "EndTurn",
    "GameEnded",
    "HandDiscarded",
    "Harvested",
    "PlantGrew",
    "PlayAction",
    "PlayFlood",
    "PlayPlant",
    "SeasonChanged",
    "SeasonalActionSkipped",
    "SeasonalGrow",
    "TurnPassed",
]
