"""The Toy Garden table: it only lays out and draws. Every drag, click and key comes from ui/'s shared layer."""

from __future__ import annotations

import pygame

from gardengames.ui.table import BaseTable, Place
from tests.toygarden.rules import BEDS


class TableScene(BaseTable):
    def layout_table(self, size: tuple[int, int]) -> None:
        self.card = (90, 126)
        self.beds = {
            f"bed:{p}:{i}": pygame.Rect(200 + i * 120, 80 + p * 300, *self.card)
            for p in range(self.session.state.num_players)
            for i in range(BEDS)
        }
        self.deck_rect = pygame.Rect(40, 280, *self.card)

    def place_rects(self):
        return {**self.beds, "deck": self.deck_rect}

    def card_places(self):
        st = self.session.state
        places = {}
        for p, beds in enumerate(st.beds):
            for i, card in enumerate(beds):
                if card:
                    places[card] = Place(self.beds[f"bed:{p}:{i}"], z=1)
        viewer = self.viewer
        if viewer is not None:
            for i, card in enumerate(st.hands[viewer]):
                places[card] = Place(pygame.Rect(200 + i * 100, 560, *self.card), z=2 + i)
        return places

    def render_card(self, key, size, style):
        img = pygame.Surface(size)
        img.fill((120, 180, 90) if str(key).startswith("pea") else (150, 110, 60))
        return img

    def draw_board(self, surface: pygame.Surface) -> None:
        for rect in self.beds.values():
            pygame.draw.rect(surface, (90, 60, 40), rect, 2)
