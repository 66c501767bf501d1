"""The hand along the bottom of the left column: the viewer's garden cards (or, while placing them, special
tasks), the deck the cards come out of, and the Play and Sell zones a card is dropped on.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.games.botanicus.rules import keys as K
from gardengames.i18n import _, p_
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.sprites import Place

from .layout import CARD_RATIO, TablePart

if TYPE_CHECKING:
    from . import TableScene


class Hand(TablePart):
    """The hand, the deck, Play and Sell, under the choice row."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.area = self.play_zone = self.sell_zone = self.deck_rect = pygame.Rect(0, 0, 0, 0)  # laid out later
        self.card = (70, 98)

    def layout(self, size: tuple[int, int]) -> None:
        s = self.table.scale
        choice = self.table.turn.choice_rect
        self.area = pygame.Rect(
            choice.x, choice.bottom + int(4 * s), choice.w, size[1] - int(10 * s) - choice.bottom - int(4 * s)
        )
        ch = min(self.area.h - int(20 * s), int(150 * s))
        self.card = (int(ch / CARD_RATIO), ch)
        cy = self.area.bottom - ch
        # Play and Sell are as wide as a card, or as their words where cards are small (a large UI scale, Dutch).
        pay, value = self.table.data.card_words
        titles = (p_("card zone", "Play"), p_("card zone", "Sell"))
        words = [theme.font(int(16 * s), True).size(title)[0] for title in titles]
        words += [theme.font(int(12 * s)).size(w)[0] for w in (pay, value)]
        zone_w = max(self.card[0], max(words) + int(12 * s))
        self.sell_zone = pygame.Rect(self.area.right - zone_w, cy, zone_w, ch)
        self.play_zone = self.sell_zone.move(-zone_w - int(8 * s), 0)
        self.deck_rect = pygame.Rect(self.play_zone.x - self.card[0] - int(22 * s), cy, *self.card)

    def card_places(self) -> dict[Hashable, Place]:
        if self.table.viewer is None:
            return {}
        return {card: Place(rect, 0, 60 + rect.x / 10000, "hand") for card, rect in self.hand_places().items()}

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        return {K.PLAY_ZONE: self.play_zone, K.SELL_ZONE: self.sell_zone}

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """Garden cards come out of the deck (other arrivals are recorded with ``appear_at``)."""
        if self.table.kind(key) == "card":
            return self.deck_rect
        return None

    def hand_places(self) -> dict[Hashable, pygame.Rect]:
        """The viewer's garden cards (or, while placing them, special tasks) along the bottom, left to right."""
        table = self.table
        me = table.hidden()["players"][table.viewer]
        s = table.scale
        cw, ch = self.card
        room = pygame.Rect(self.area.x, self.area.bottom - ch, self.deck_rect.x - int(16 * s) - self.area.x, ch)
        out: dict[Hashable, pygame.Rect] = {}
        tasks = me.get("task_hand") or []
        if self.placing_tasks():
            gap = int(8 * s)
            th = min(int(ch * 0.7), int((self.area.w - 4 * gap) / 5 / 2))
            for i, tid in enumerate(tasks):
                out[tid] = pygame.Rect(room.x + i * (2 * th + gap), room.bottom - th - int(4 * s), 2 * th, th)
            return out
        keys = sorted(me["hand"] or [], key=lambda key: (K.card_id(key), key))
        if not keys:
            return out
        step = min(cw + int(8 * s), (room.w - cw) / max(1, len(keys) - 1)) if len(keys) > 1 else 0
        for i, key in enumerate(keys):
            out[key] = pygame.Rect(round(room.x + i * step), room.y, cw, ch)
        return out

    def placing_tasks(self) -> bool:
        """True while the viewer still has special tasks to put on their rows (the hand area shows them)."""
        table = self.table
        asked = table.asked
        if table.viewer is None or asked is None or asked.kind != "assign":
            return False
        return bool(table.hidden()["players"][table.viewer].get("task_hand"))

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = table.state
        area = self.area
        y = area.bottom - self.card[1] - int(18 * s)  # the labels sit just over the cards
        viewer = table.viewer
        if viewer is not None and self.placing_tasks():
            name = table.session.names[viewer]
            text = _(
                "{name}'s special tasks: put one on each row of your garden (a four-plant task needs four beds)"
            ).format(name=name)
            px = theme.fit_text(text, int(14 * s), area.w, bold=True)
            if theme.font(px, True).size(text)[0] <= area.w:
                theme.text(surface, text, (area.x, y), px, theme.PAPER, bold=True)
            else:  # a long name or a wordier language: two lines, in the room the smaller task tiles leave
                theme.text(surface, text, (area.x, y), px, theme.PAPER, bold=True, width=area.w)
            return
        pay, value = table.data.card_words
        for zone, title, sub in (
            (self.play_zone, p_("card zone", "Play"), pay),
            (self.sell_zone, p_("card zone", "Sell"), value),
        ):
            slot_outline(surface, zone, s, (255, 255, 255, 110))
            theme.text(
                surface,
                title,
                (zone.centerx, zone.centery - int(8 * s)),
                int(16 * s),
                theme.PAPER,
                bold=True,
                anchor="center",
            )
            theme.text(
                surface, sub, (zone.centerx, zone.centery + int(10 * s)), int(12 * s), theme.PAPER, anchor="center"
            )
        deck = table.hidden()["deck_count"]
        if deck:
            back = card_back(self.deck_rect.size)
            for i in range(min(3, (deck + 5) // 6) - 1, -1, -1):
                surface.blit(back, self.deck_rect.move(-i * 2, -i * 2))
        else:
            slot_outline(surface, self.deck_rect, s)
        theme.text(
            surface,
            _("deck {n}").format(n=deck),
            (self.deck_rect.centerx, y + int(2 * s)),
            int(12 * s),
            theme.PAPER_DARK,
            anchor="midtop",
        )
        if viewer is None:
            who = st.current_player if st.current_player is not None else 0
            count = len(st.players[who]["hand"])
            text = _("{name}'s cards are hidden ({n})").format(name=table.session.names[who], n=count)
            theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)
            back = card_back(self.card)
            for n in range(min(count, 6)):
                surface.blit(back, (area.x + n * int(22 * s), area.bottom - self.card[1]))
            return
        name = table.session.names[viewer]
        count = len(st.players[viewer]["hand"])
        if count:
            text = _("{name}'s garden cards ({n})").format(name=name, n=count)
        else:
            text = _("{name} has no garden cards").format(name=name)
        theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)
