"""Where everything lies on the Unsurmountable table: the mountain on the left; the deck, helicopter and
piles, the Base Camp row, the ability zone and the log on the right; and where every card is now.

The mountain's columns float (geometry.py), so the view centres on the cards plus the places the next card
may go; that range is worked out once per position (keyed on the session's version)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Prompt
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import geometry
from gardengames.session import Session
from gardengames.ui.table import BaseTable, Place

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)


class MountainLayout(BaseTable):
    """The table's geometry: rects for this window size, the keyed places moves name, and card places."""

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self._view: tuple[int, tuple[float, float], dict[str, geometry.Slot]] | None = None
        super().__init__(app, session, spectator)

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    @property
    def question(self) -> Prompt | None:
        """The question an ability (or the helicopter) is asking now; None between turns and once over."""
        prompt = self.state.prompt
        return prompt if prompt is not None and prompt.kind != rules.PLAY else None

    # ---- rects for this window size -----------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        top = int(56 * s)
        margin = int(16 * s)
        # Mountain: four rows of cards, five columns of room (a growing bottom row shifts the view).
        mh = h - top - int(84 * s)
        self.m_card_h = min(mh // 4, int((w * 0.42) / 5 * CARD_RATIO))
        self.m_card_w = int(self.m_card_h / CARD_RATIO)
        self.mountain_area = pygame.Rect(margin, top, self.m_card_w * 5 + int(20 * s), self.m_card_h * 4)
        self.prompt_rect = pygame.Rect(
            margin,
            self.mountain_area.bottom + int(12 * s),
            self.mountain_area.w,
            h - self.mountain_area.bottom - int(24 * s),
        )
        # Right panel.
        px = self.mountain_area.right + int(24 * s)
        pw = w - px - margin
        self.panel = pygame.Rect(px, top, pw, h - top - margin)
        pile_w = int(min(86 * s, pw / 6.5))
        pile = (pile_w, int(pile_w * CARD_RATIO))
        labels_h = int(22 * s)
        y = top + labels_h
        gap = int(18 * s)
        self.deck_rect = pygame.Rect(px, y, *pile)
        self.heli_rect = pygame.Rect(self.deck_rect.right + gap, y, *pile)
        self.discard_rect = pygame.Rect(px + pw - 2 * pile[0] - gap, y, *pile)
        self.removed_rect = pygame.Rect(px + pw - pile[0], y, *pile)
        # Base Camp row.
        cy = self.deck_rect.bottom + int(18 * s) + labels_h
        max_cards = rules.MAX_CAMP + 1
        cw = min(int(128 * s), (pw - (max_cards - 1) * int(8 * s)) // max_cards)
        cw = max(cw, min(int(128 * s), (pw - 5 * int(10 * s)) // 6))
        self.camp_card = (cw, int(cw * CARD_RATIO))
        self.camp_top = cy
        # Ability zone (and the strip where revealed deck cards or the discard pile are spread out).
        zy = cy + self.camp_card[1] + int(26 * s)
        self.zone_rect = pygame.Rect(px, zy, pw, int(max(self.camp_card[1] * 0.62, 70 * s)))
        ly = self.zone_rect.bottom + int(12 * s)
        self._log_rect = pygame.Rect(px, ly, pw, h - ly - margin)

    # ---- the mountain's places ------------------------------------------------------------------------------
    def _position_view(self) -> tuple[tuple[float, float], dict[str, geometry.Slot]]:
        """This position's bottom-row column range the view is centred on (the cards plus where the next
        may go) and the mountain places its moves name by key; worked out once per version."""
        version = self.session.version
        if self._view is None or self._view[0] != version:
            st = self.state
            named = {m.target_key or m.source_key for m in st.legal_moves()}
            slots = {str(key): slot for key in named if (slot := rules.slot_of_key(key)) is not None}
            shown = [*st.mountain, *slots.values(), *([] if st.is_over else st.legal_slots())]
            if shown:
                lo = min(geometry.slot_origin(sl)[0] for sl in shown)
                hi = max(geometry.slot_origin(sl)[0] + 1 for sl in shown)
            else:
                lo, hi = 0.0, 1.0
            self._view = (version, (lo, hi), slots)
        return self._view[1], self._view[2]

    def slot_rect(self, slot: geometry.Slot) -> pygame.Rect:
        """Where mountain place ``slot`` is drawn: the view centres on the cards and where the next may go."""
        lo, hi = self._position_view()[0]
        x0, y0 = geometry.slot_origin(slot)
        area = self.mountain_area
        left = area.centerx - (hi - lo) * self.m_card_w / 2
        x = left + (x0 - lo) * self.m_card_w
        y = area.bottom + (y0 - 1) * self.m_card_h
        return pygame.Rect(round(x), round(y), self.m_card_w, self.m_card_h)

    def camp_rect(self, index: int, count: int) -> pygame.Rect:
        cw, ch = self.camp_card
        pw = self.panel.w
        gap = min(int(10 * self.scale), (pw - count * cw) // max(1, count - 1)) if count > 1 else 0
        step = cw + gap if count * cw + (count - 1) * gap <= pw else (pw - cw) / max(1, count - 1)
        return pygame.Rect(round(self.panel.x + index * step), self.camp_top, cw, ch)

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The keyed places moves name: the mountain places of this position's moves, the ability zone, the
        piles, and the Base Camp row as a whole."""
        count = max(1, len(self.state.camp))
        return {
            **{key: self.slot_rect(slot) for key, slot in self._position_view()[1].items()},
            rules.ABILITY: self.zone_rect,
            rules.DECK: self.deck_rect,
            rules.DISCARD: self.discard_rect,
            rules.REMOVED: self.removed_rect,
            rules.CAMP: self.camp_rect(0, count).union(self.camp_rect(count - 1, count)),
        }

    # ---- where every card is --------------------------------------------------------------------------------
    def strip_area(self) -> pygame.Rect:
        """Where revealed deck cards or the discard pile are spread out while choosing: the ability zone and the
        log's place under it, so the cards show at Base Camp size with their names whole (in the zone alone
        they were 55 px wide and cut "ummit Chimne"); the log comes back once the choice is made."""
        return self.zone_rect.union(self.log_rect) if self.strip_cards() else self.zone_rect

    def strip_rects(self, cards: list[str]) -> dict[str, pygame.Rect]:
        """Revealed deck cards or the discard pile spread out over ``strip_area`` while choosing."""
        if not cards:
            return {}
        s = self.scale
        area = self.zone_rect.union(self.log_rect)
        cw, ch = self.camp_card
        if ch > area.h - int(12 * s):  # a very flat window: as large as fits
            ch = area.h - int(12 * s)
            cw = int(ch / CARD_RATIO)
        step = min(cw + int(10 * s), (area.w - cw - int(16 * s)) / max(1, len(cards) - 1))
        y = area.y + (area.h - ch) // 2
        return {card: pygame.Rect(round(area.x + int(8 * s) + i * step), y, cw, ch) for i, card in enumerate(cards)}

    def strip_cards(self) -> list[str]:
        """The cards a deck or discard question may choose from (the legal answers), else none."""
        question = self.question
        if question is None or question.detail["step"] not in ("deck", "discard"):
            return []
        return [str(m.source_key) for m in self.state.legal_moves()]

    def card_places(self) -> dict[Hashable, Place]:
        st = self.state
        places: dict[Hashable, Place] = {}
        for slot, card in st.mountain.items():
            places[card] = Place(self.slot_rect(slot), 0, 10 + slot[0], "bare")
        for i, card in enumerate(st.camp):
            places[card] = Place(self.camp_rect(i, len(st.camp)), 0, 20 + i)
        strip = self.strip_rects(self.strip_cards())
        for i, (card, rect) in enumerate(strip.items()):
            places[card] = Place(rect, 0, 40 + i)
        for pile, rect in ((st.discard, self.discard_rect), (st.removed, self.removed_rect)):
            shown = [c for c in pile if c not in strip]
            for i, card in enumerate(shown[-2:]):
                places[card] = Place(rect, 0, 5 + i)
        if st.helicopter:
            places[rules.HELICOPTER] = Place(self.heli_rect, 0, 5)
        return places

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """New cards slide out of the deck."""
        return self.deck_rect

    def shown_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where ``key`` is drawn this frame: a card's sprite as it glides, else its place."""
        sprite = self.sprites.get(key)
        return sprite.rect if sprite is not None else self.key_rect(key)
