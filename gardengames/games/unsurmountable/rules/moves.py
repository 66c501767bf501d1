"""Unsurmountable's moves (what the player does) and events (what happened), each with its log line.

Texts are made when asked for, in the player's language (a Dutch predicate starts with its verb in the third
person, so hints can turn it into an order); the fields are data and never words.

Every move names the stable keys the table drags and clicks: ``source_key`` is the card picked up (or the
mountain place clicked), ``target_key`` where it lands (a place key), None for a click on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gardengames.engine.state import Event, Move
from gardengames.engine.text import capital
from gardengames.games.unsurmountable.rules.content import ABILITY, HELICOPTER, card_name, slot_key, slot_text
from gardengames.games.unsurmountable.rules.mountain import Fault, loss_words
from gardengames.i18n import _, n_

# ---- moves ----------------------------------------------------------------------------------------------------


class _CardMove(Move):
    """A move that picks up (or clicks) the card its ``card`` field names."""

    card: str

    @property
    def source_key(self) -> str:
        return self.card


@dataclass(frozen=True)
class Build(_CardMove):
    """Add the First Base Camp card (``card``) to the mountain at ``(row, col)``: drag it onto the place."""

    card: str
    row: int
    col: int

    @property
    def target_key(self) -> str:
        return slot_key(self.row, self.col)

    def describe(self, names: Sequence[str]) -> str:
        return _("builds the First card {where}").format(where=slot_text(self.row, self.col))


@dataclass(frozen=True)
class UseAbility(_CardMove):
    """Discard a non-First Base Camp card for its ability: drag it onto the ability zone (or click it)."""

    card: str

    @property
    def target_key(self) -> str:
        return ABILITY

    def describe(self, names: Sequence[str]) -> str:
        return _("discards {card} for its ability").format(card=card_name(self.card))


@dataclass(frozen=True)
class Choose(_CardMove):
    """Answer an ability's question with a card (in the Base Camp, mountain, deck or discard pile): click it."""

    card: str

    def describe(self, names: Sequence[str]) -> str:
        return _("chooses {card}").format(card=card_name(self.card))


@dataclass(frozen=True)
class ChooseSlot(Move):
    """Answer an ability's question with a mountain place: click it."""

    row: int
    col: int

    @property
    def source_key(self) -> str:
        return slot_key(self.row, self.col)

    def describe(self, names: Sequence[str]) -> str:
        return _("chooses a place {where}").format(where=slot_text(self.row, self.col))


@dataclass(frozen=True)
class Helicopter(Move):
    """Call the Rescue Helicopter (once per game): drag its card onto the ability zone (or click it); a Choose
    move then names the Base Camp card."""

    @property
    def source_key(self) -> str:
        return HELICOPTER

    @property
    def target_key(self) -> str:
        return ABILITY

    def describe(self, names: Sequence[str]) -> str:
        return _("calls the Rescue Helicopter")


# ---- events ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPlaced(Event):
    card: str
    row: int
    col: int

    def describe(self, names: Sequence[str]) -> str:
        return capital(
            _("{card} was built {where}").format(card=card_name(self.card), where=slot_text(self.row, self.col))
        )


@dataclass(frozen=True)
class CardDiscarded(Event):
    card: str
    source: str  # "camp" or "mountain"

    def describe(self, names: Sequence[str]) -> str:
        if self.source == "mountain":
            text = _("{card} went from the mountain to the discard pile")
        else:
            text = _("{card} went from the camp to the discard pile")
        return capital(text.format(card=card_name(self.card)))


@dataclass(frozen=True)
class CardRemoved(Event):
    card: str
    source: str  # "camp", "mountain" or "deck"

    def describe(self, names: Sequence[str]) -> str:
        return capital(_("{card} was removed from the game").format(card=card_name(self.card)))


@dataclass(frozen=True)
class AbilityIgnored(Event):
    card: str
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        text = _("{card}'s ability cannot be carried out in full, so it is ignored")
        return capital(text.format(card=card_name(self.card)))


@dataclass(frozen=True)
class CardDrawn(Event):
    reveals = True
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return capital(_("{card} joined the Base Camp from the deck").format(card=card_name(self.card)))


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


@dataclass(frozen=True)
class CardToDeck(Event):
    card: str
    source: str  # "camp" or "deck"
    position: str  # "top" or "bottom"

    def describe(self, names: Sequence[str]) -> str:
        top = self.position == "top"
        if self.source == "deck":
            text = _("{card} went back into the deck (top)") if top else _("{card} went back into the deck (bottom)")
        else:
            text = (
                _("{card} went from the camp into the deck (top)")
                if top
                else _("{card} went from the camp into the deck (bottom)")
            )
        return capital(text.format(card=card_name(self.card)))


@dataclass(frozen=True)
class CardToCamp(Event):
    card: str
    source: str  # "mountain", "discard", "deck" or "deck bottom"
    index: int  # position in the Base Camp, 0 = First

    def describe(self, names: Sequence[str]) -> str:
        first = self.index == 0
        if self.source == "deck bottom":
            text = (
                _("{card} came from the deck bottom into the Base Camp as the First card")
                if first
                else _("{card} came from the deck bottom into the Base Camp at the right end")
            )
        elif self.source == "discard":
            text = (
                _("{card} came from the discard into the Base Camp as the First card")
                if first
                else _("{card} came from the discard into the Base Camp at the right end")
            )
        elif self.source == "mountain":
            text = (
                _("{card} came from the mountain into the Base Camp as the First card")
                if first
                else _("{card} came from the mountain into the Base Camp at the right end")
            )
        else:
            text = (
                _("{card} came from the deck into the Base Camp as the First card")
                if first
                else _("{card} came from the deck into the Base Camp at the right end")
            )
        return capital(text.format(card=card_name(self.card)))


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
class CardsSwapped(Event):
    first: str
    second: str
    place: str  # "camp" or "mountain"

    def describe(self, names: Sequence[str]) -> str:
        if self.place == "mountain":
            text = _("{first} and {second} swapped places (mountain)")
        else:
            text = _("{first} and {second} swapped places (camp)")
        return capital(text.format(first=card_name(self.first), second=card_name(self.second)))


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


MOVES: tuple[type[Move], ...] = (Build, UseAbility, Choose, ChooseSlot, Helicopter)

__all__ = [
    "Build",
    "UseAbility",
    "Choose",
    "ChooseSlot",
    "Helicopter",
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
