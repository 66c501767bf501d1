"""The bottom of the Unbeetable table: the hand of the player at the screen (or, when nobody there may see it,
the current player's backs), the turn's buttons beside it, and the prompt line above it."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from gardengames.games.unbeetable.rules import hand_key
from gardengames.ui.cards import slot_outline
from gardengames.ui.sprites import Place

from .keys import CARD_RATIO, back_key
from .part import MARGIN, TOP, TablePart


class Hand(TablePart):
    """The hand along the bottom, its buttons and the prompt line; it leaves the room above to the gardens."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.area = pygame.Rect(0, 0, 0, 0)
        self.card = (90, 126)  # the size of a card in the hand

    def layout(self, size: tuple[int, int]) -> None:
        table = self.table
        w, h = size
        s = table.scale
        m, top = int(MARGIN * s), int(TOP * s)
        left = pygame.Rect(m, top, table.piles.panel.x - 2 * m, h - top - m)
        ch = int(132 * s)
        self.card = (int(ch / CARD_RATIO), ch)
        self.area = pygame.Rect(left.x, left.bottom - ch, left.w, ch)
        prompt = table.prompt_line.rect = pygame.Rect(left.x, self.area.y - int(40 * s), left.w, int(28 * s))
        table.gardens.arrange(pygame.Rect(left.x, top, left.w, prompt.y - top - int(6 * s)))
        # The table's own buttons beside the hand (See result where End turn is).
        bx = self.area.x + self.state.data.hand_size * (self.card[0] + int(10 * s)) + int(16 * s)
        bw, bh = min(int(200 * s), self.area.right - bx), int(46 * s)
        table.end_button.rect = pygame.Rect(bx, self.area.y + int(8 * s), bw, bh)
        table.discard_button.rect = pygame.Rect(bx, table.end_button.rect.bottom + int(12 * s), bw, bh)
        table.result_button.rect = pygame.Rect(bx, self.area.y + int(8 * s), bw, bh)

    def update(self, dt: float) -> None:
        """End turn's tooltip is the rules' words on ending the turn now, or on why it cannot end yet."""
        self.table.end_button.tooltip = self.state.end_turn_text()

    def owner(self) -> int | None:
        """Whose hand lies along the bottom: the viewer's, or (nobody's turn to see) the current player's backs."""
        viewer = self.table.viewer
        return viewer if viewer is not None else self.state.current_player

    def own(self) -> list[str] | None:
        """The viewer's hand as the view shows it (None for a spectator)."""
        viewer = self.table.viewer
        return None if viewer is None else self.table.shown()["hands"][viewer]

    def in_hand(self, key: Hashable) -> bool:
        """Whether ``key`` is a card of the hand shown face up along the bottom."""
        hand = self.own()
        return hand is not None and key in hand

    def card_rect(self, index: int) -> pygame.Rect:
        cw, ch = self.card
        return pygame.Rect(self.area.x + index * (cw + int(10 * self.table.scale)), self.area.y, cw, ch)

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The hands: the one along the bottom is the hand owner's, every other one its backs by its owner's
        name."""
        owner = self.owner()
        return {hand_key(p): self.area if p == owner else mini for p, mini in enumerate(self.table.gardens.mini_hands)}

    def card_places(self) -> dict[Hashable, Place]:
        """The hand owner's cards, face up for the viewer, else seen only from the back by ``back_key``."""
        seat = self.owner()
        places: dict[Hashable, Place] = {}
        if seat is None:
            return places
        hand = self.own() if seat == self.table.viewer else None
        if hand is not None:
            for i, key in enumerate(hand):
                places[key] = Place(self.card_rect(i), 0, 30 + i)
        else:
            for i, back in enumerate(self.table.shown()["hands_backs"][seat]):
                places[back_key(seat, i, back)] = Place(self.card_rect(i), 0, 30 + i)
        return places

    def draw(self, surface: pygame.Surface) -> None:
        """An outline where each card still to draw will go."""
        owner = self.owner()
        if owner is not None:
            count = len(self.table.shown()["hands_backs"][owner])
            for i in range(count, self.state.data.hand_size):
                slot_outline(surface, self.card_rect(i), self.table.scale, (255, 255, 255, 40))
