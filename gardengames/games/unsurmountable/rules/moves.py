"""Unsurmountable's moves (what the player does) and events (what happened), each with its log line.

Texts are made when asked for, in the player's language (a Dutch predicate starts with its verb in the third
person, so hints can turn it into an order); the fields are data and never words.

Every move names the stable keys the table drags and clicks: ``source_key`` is the card picked up (or the
mountain place clicked), ``target_key`` where it lands (a place key), None for a click on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gardengames.engine.declared import Phrased, field_key, fixed_key, made_key
from gardengames.engine.state import Event, Move
from gardengames.engine.text import capital
from gardengames.games.unsurmountable.rules.content import ABILITY, HELICOPTER, card_name, slot_key, slot_text
from gardengames.games.unsurmountable.rules.mountain import Fault, loss_words
from gardengames.i18n import N_, _, n_


class _Said(Phrased):
    """How Unsurmountable puts a field into words: a card by its name, a place by where it is on the mountain."""

    words = {
        "card": lambda said: card_name(said.card),
        "first": lambda said: card_name(said.first),
        "second": lambda said: card_name(said.second),
        "where": lambda said: slot_text(said.row, said.col),
    }


class _Told(_Said):
    """An event told as a sentence of its own, so it starts with a capital (a card's name may not)."""

    def describe(self, names: Sequence[str]) -> str:
        return capital(super().describe(names))


# ---- moves ----------------------------------------------------------------------------------------------------


class _CardMove(_Said, Move):
    """A move that picks up (or clicks) the card its ``card`` field names."""

    card: str
    source_key = field_key("card")


@dataclass(frozen=True)
class Build(_CardMove):
    """Add the First Base Camp card (``card``) to the mountain at ``(row, col)``: drag it onto the place."""

    phrase = N_("builds the First card {where}")
    card: str
    row: int
    col: int
    target_key = made_key(slot_key, "row", "col")


@dataclass(frozen=True)
class UseAbility(_CardMove):
    """Discard a non-First Base Camp card for its ability: drag it onto the ability zone (or click it)."""

    phrase = N_("discards {card} for its ability")
    card: str
    target_key = fixed_key(ABILITY)


@dataclass(frozen=True)
class Choose(_CardMove):
    """Answer an ability's question with a card (in the Base Camp, mountain, deck or discard pile): click it."""

    phrase = N_("chooses {card}")
    card: str


@dataclass(frozen=True)
class ChooseSlot(_Said, Move):
    """Answer an ability's question with a mountain place: click it."""

    phrase = N_("chooses a place {where}")
    row: int
    col: int
    source_key = made_key(slot_key, "row", "col")


@dataclass(frozen=True)
class Helicopter(_Said, Move):
    """Call the Rescue Helicopter (once per game): drag its card onto the ability zone (or click it); a Choose
    move then names the Base Camp card."""

    phrase = N_("calls the Rescue Helicopter")
    source_key = fixed_key(HELICOPTER)
    target_key = fixed_key(ABILITY)


@dataclass(frozen=True)
class GiveUp(_Said, Move):
    """End the climb as lost, once the mountain is full without a way up (a button: it names no card). Our
    decision, not the rulebook's: play would go on until the Base Camp runs out (UM-R2, UM-W2), so a player who
    sees no ability left that could open a way need not throw away every card first."""

    phrase = N_("gives up the climb")


# ---- events ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPlaced(_Told, Event):
    phrase = N_("{card} was built {where}")
    card: str
    row: int
    col: int


@dataclass(frozen=True)
class CardDiscarded(_Told, Event):
    card: str
    source: str  # "camp" or "mountain"

    def phrasing(self) -> str:
        if self.source == "mountain":
            return N_("{card} went from the mountain to the discard pile")
        return N_("{card} went from the camp to the discard pile")


@dataclass(frozen=True)
class CardRemoved(_Told, Event):
    phrase = N_("{card} was removed from the game")
    card: str
    source: str  # "camp", "mountain" or "deck"


@dataclass(frozen=True)
class AbilityIgnored(_Told, Event):
    phrase = N_("{card}'s ability cannot be carried out in full, so it is ignored")
    card: str
    kind: str


@dataclass(frozen=True)
class CardDrawn(_Told, Event):
    reveals = True
    phrase = N_("{card} joined the Base Camp from the deck")
    card: str


@dataclass(frozen=True)
class DeckRevealed(Event):
    """Deck cards shown to the player (top first), e.g. before reordering them."""

    reveals = True
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        cards = ", ".join(card_name(c) for c in self.cards)
        return _("{name} looked at {cards}").format(name=names[0], cards=cards)


@dataclass(frozen=True)
class DeckReordered(Event):
    cards: tuple[str, ...]  # the new top of the deck, top first

    def describe(self, names: Sequence[str]) -> str:
        cards = ", ".join(card_name(c) for c in self.cards)
        return _("{name} put {cards} back on top of the deck").format(name=names[0], cards=cards)


# Where a card went into the deck from and (True) whether on top, one whole text each (Dutch words them apart).
TO_DECK = {
    ("deck", True): N_("{card} went back into the deck (top)"),
    ("deck", False): N_("{card} went back into the deck (bottom)"),
    ("camp", True): N_("{card} went from the camp into the deck (top)"),
    ("camp", False): N_("{card} went from the camp into the deck (bottom)"),
}
# Where a card came into the Base Camp from and (True) whether as the First card.
TO_CAMP = {
    ("deck bottom", True): N_("{card} came from the deck bottom into the Base Camp as the First card"),
    ("deck bottom", False): N_("{card} came from the deck bottom into the Base Camp at the right end"),
    ("discard", True): N_("{card} came from the discard into the Base Camp as the First card"),
    ("discard", False): N_("{card} came from the discard into the Base Camp at the right end"),
    ("mountain", True): N_("{card} came from the mountain into the Base Camp as the First card"),
    ("mountain", False): N_("{card} came from the mountain into the Base Camp at the right end"),
    ("deck", True): N_("{card} came from the deck into the Base Camp as the First card"),
    ("deck", False): N_("{card} came from the deck into the Base Camp at the right end"),
}


@dataclass(frozen=True)
class CardToDeck(_Told, Event):
    card: str
    source: str  # "camp" or "deck"
    position: str  # "top" or "bottom"

    def phrasing(self) -> str:
        return TO_DECK["deck" if self.source == "deck" else "camp", self.position == "top"]


@dataclass(frozen=True)
class CardToCamp(_Told, Event):
    card: str
    source: str  # "mountain", "discard", "deck" or "deck bottom"
    index: int  # position in the Base Camp, 0 = First

    def phrasing(self) -> str:
        first = self.index == 0
        return TO_CAMP.get((self.source, first), TO_CAMP["deck", first])


@dataclass(frozen=True)
class CardMoved(Event):
    card: str
    from_row: int
    from_col: int
    to_row: int
    to_col: int

    def describe(self, names: Sequence[str]) -> str:
        text = _("{card} moved to a new place {where}")
        return capital(text.format(card=card_name(self.card), where=slot_text(self.to_row, self.to_col)))


@dataclass(frozen=True)
class CardsSwapped(_Told, Event):
    first: str
    second: str
    place: str  # "camp" or "mountain"

    def phrasing(self) -> str:
        if self.place == "mountain":
            return N_("{first} and {second} swapped places (mountain)")
        return N_("{first} and {second} swapped places (camp)")


@dataclass(frozen=True)
class CampReordered(Event):
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return _("The Base Camp is now {cards}").format(cards=", ".join(card_name(c) for c in self.cards))


@dataclass(frozen=True)
class CampSizeChanged(Event):
    size: int

    def describe(self, names: Sequence[str]) -> str:
        n = self.size
        return n_("The Base Camp now holds {n} card", "The Base Camp now holds {n} cards", n).format(n=n)


@dataclass(frozen=True)
class GameWon(Event):
    path: tuple[tuple[int, int, str], ...]  # (row, col, point) from the bottom edge to the peak's centre

    def describe(self, names: Sequence[str]) -> str:
        return _("{name} reached the peak!").format(name=names[0])


@dataclass(frozen=True)
class GameLost(Event):
    """The game is lost: ``reason`` in English (as the state keeps it), ``cause`` and ``faults`` the data it is
    said from in the player's language (``mountain.loss_words``)."""

    reason: str
    cause: str = ""
    faults: tuple[Fault, ...] = ()

    def describe(self, names: Sequence[str]) -> str:
        reason = loss_words(self.cause, self.faults) if self.cause else self.reason
        return _("{name} lost: {reason}").format(name=names[0], reason=reason)


MOVES: tuple[type[Move], ...] = (Build, UseAbility, Choose, ChooseSlot, Helicopter, GiveUp)

__all__ = [
    "Build",
    "UseAbility",
    "Choose",
    "ChooseSlot",
    "Helicopter",
    "GiveUp",
    "CardPlaced",
    "CardDiscarded",
    "CardRemoved",
    "AbilityIgnored",
    "CardDrawn",
    "DeckRevealed",
    "DeckReordered",
    "CardToDeck",
    "CardToCamp",
    "CardMoved",
    "CardsSwapped",
    "CampReordered",
    "CampSizeChanged",
    "GameWon",
    "GameLost",
    "MOVES",
]
