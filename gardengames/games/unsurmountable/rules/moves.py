"""Unsurmountable's moves (what the player does) and events (what happened), each with its log line.

Every move names the stable keys the table drags and clicks: ``source_key`` is the card picked up (or the
mountain place clicked), ``target_key`` where it lands (a place key), None for a click on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gardengames.engine.state import Event, Move
from gardengames.engine.text import capital, plural
from gardengames.games.unsurmountable.rules.content import ABILITY, HELICOPTER, card_name, slot_key, slot_text

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
        return f"builds the First card {slot_text(self.row, self.col)}"


@dataclass(frozen=True)
class UseAbility(_CardMove):
    """Discard a non-First Base Camp card for its ability: drag it onto the ability zone (or click it)."""

    card: str

    @property
    def target_key(self) -> str:
        return ABILITY

    def describe(self, names: Sequence[str]) -> str:
        return f"discards {card_name(self.card)} for its ability"


@dataclass(frozen=True)
class Choose(_CardMove):
    """Answer an ability's question with a card (in the Base Camp, mountain, deck or discard pile): click it."""

    card: str

    def describe(self, names: Sequence[str]) -> str:
        return f"chooses {card_name(self.card)}"


@dataclass(frozen=True)
class ChooseSlot(Move):
    """Answer an ability's question with a mountain place: click it."""

    row: int
    col: int

    @property
    def source_key(self) -> str:
        return slot_key(self.row, self.col)

    def describe(self, names: Sequence[str]) -> str:
        return f"chooses a place {slot_text(self.row, self.col)}"


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
        return "calls the Rescue Helicopter"


# ---- events ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardPlaced(Event):
    card: str
    row: int
    col: int

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)} was built {slot_text(self.row, self.col)}")


@dataclass(frozen=True)
class CardDiscarded(Event):
    card: str
    source: str  # "camp" or "mountain"

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)} went from the {self.source} to the discard pile")


@dataclass(frozen=True)
class CardRemoved(Event):
    card: str
    source: str  # "camp", "mountain" or "deck"

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)} was removed from the game")


@dataclass(frozen=True)
class AbilityIgnored(Event):
    card: str
    kind: str

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)}'s ability cannot be carried out in full, so it is ignored")


@dataclass(frozen=True)
class CardDrawn(Event):
    reveals = True
    card: str

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)} joined the Base Camp from the deck")


@dataclass(frozen=True)
class DeckRevealed(Event):
    """Deck cards shown to the player (top first), e.g. before reordering them."""

    reveals = True
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} looked at {', '.join(card_name(c) for c in self.cards)}"


@dataclass(frozen=True)
class DeckReordered(Event):
    cards: tuple[str, ...]  # the new top of the deck, top first

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} put {', '.join(card_name(c) for c in self.cards)} back on top of the deck"


@dataclass(frozen=True)
class CardToDeck(Event):
    card: str
    source: str
    position: str  # "top" or "bottom", or "index N" after a search

    def describe(self, names: Sequence[str]) -> str:
        if self.source == "deck":
            return capital(f"{card_name(self.card)} went back into the deck ({self.position})")
        return capital(f"{card_name(self.card)} went from the {self.source} into the deck ({self.position})")


@dataclass(frozen=True)
class CardToCamp(Event):
    card: str
    source: str  # "mountain", "discard", "deck" or "deck bottom"
    index: int  # position in the Base Camp, 0 = First

    def describe(self, names: Sequence[str]) -> str:
        where = "as the First card" if self.index == 0 else "at the right end"
        return capital(f"{card_name(self.card)} came from the {self.source} into the Base Camp {where}")


@dataclass(frozen=True)
class CardMoved(Event):
    card: str
    from_row: int
    from_col: int
    to_row: int
    to_col: int

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.card)} moved to a new place {slot_text(self.to_row, self.to_col)}")


@dataclass(frozen=True)
class CardsSwapped(Event):
    first: str
    second: str
    place: str  # "camp", "mountain" or "camp and deck"

    def describe(self, names: Sequence[str]) -> str:
        return capital(f"{card_name(self.first)} and {card_name(self.second)} swapped places ({self.place})")


@dataclass(frozen=True)
class CampReordered(Event):
    cards: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return "The Base Camp is now " + ", ".join(card_name(c) for c in self.cards)


@dataclass(frozen=True)
class CampSizeChanged(Event):
    size: int

    def describe(self, names: Sequence[str]) -> str:
        return f"The Base Camp now holds {plural(self.size, 'card')}"


@dataclass(frozen=True)
class GameWon(Event):
    path: tuple[tuple[int, int, str], ...]  # (row, col, point) from the bottom edge to the peak's centre

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} reached the peak!"


@dataclass(frozen=True)
class GameLost(Event):
    reason: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[0]} lost: {self.reason}"


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
