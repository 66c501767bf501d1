"""The right-hand column of the Unbeetable table: the season card with a note on its season, the discard pile,
the three decks to refill the hand from (a click or a key draws at once), the log under them, and the shared
buttons above them."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from gardengames.engine.text import capital
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import DECK_OPENS, DECKS, SEASONS, back_of, deck_key, kind_of, season_word
from gardengames.i18n import _, n_
from gardengames.ui import theme
from gardengames.ui.cards import slot_outline
from gardengames.ui.drag import glow_rect
from gardengames.ui.sprites import Place
from gardengames.ui.zoom import draw_tip

from .keys import CARD_RATIO
from .part import MARGIN, TOP, TablePart

DECK_KEYS = {pygame.K_1: DECKS[0], pygame.K_2: DECKS[1], pygame.K_3: DECKS[2]}


class Piles(TablePart):
    """The season card, the discard pile and the decks, and the log below them."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.season_rect = self.discard_rect = self.info_rect = pygame.Rect(0, 0, 0, 0)
        self.deck_rects: dict[str, pygame.Rect] = {}

    def layout(self, size: tuple[int, int]) -> None:
        table = self.table
        w, h = size
        s = table.scale
        m = int(MARGIN * s)
        top = int(TOP * s)
        panel_w = int(300 * s)
        self.panel = pygame.Rect(w - m - panel_w, top, panel_w, h - top - m)
        # Piles: the season card, the discard pile and a note on the season; under them the three decks.
        gap = int(12 * s)
        pw = (panel_w - 2 * gap) // 3
        ph = int(pw * CARD_RATIO)
        label = int(20 * s)
        y = top + label
        self.season_rect = pygame.Rect(self.panel.x, y, pw, ph)
        self.discard_rect = pygame.Rect(self.panel.x + pw + gap, y, pw, ph)
        self.info_rect = pygame.Rect(self.panel.x + 2 * (pw + gap), y, pw, ph)
        y += ph + gap + label
        self.deck_rects = {d: pygame.Rect(self.panel.x + i * (pw + gap), y, pw, ph) for i, d in enumerate(DECKS)}
        ly = y + ph + gap
        table.log_rect = pygame.Rect(self.panel.x, ly, panel_w, h - ly - m)
        table.layout_top_bar(w - int(12 * s))

    def card_places(self) -> dict[Hashable, Place]:
        """The season card shown (and the one before, under it) and the top of the discard pile."""
        st = self.state
        places: dict[Hashable, Place] = {}
        first = max(0, len(st.seasons_shown) - 2)
        for i in range(first, len(st.seasons_shown)):
            places[st.seasons_shown[i]] = Place(self.season_rect, 0, 5 + i)
        for i in range(max(0, len(st.discard) - 2), len(st.discard)):
            places[st.discard[i]] = Place(self.discard_rect, 0, 5 + i / 1000)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        return {deck_key(deck): rect for deck, rect in self.deck_rects.items()}

    def deck_at(self, pos: tuple[int, int]) -> str | None:
        return next((d for d, r in self.deck_rects.items() if r.collidepoint(pos)), None)

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """A season card comes on screen from the deck it was shuffled into (the deck before its season's)."""
        if isinstance(key, str) and back_of(key) == rules.SEASON_BACK:
            i = SEASONS.index(kind_of(key))
            return self.deck_rects.get(DECKS[i - 1]) if i > 0 else None
        return None

    def click_key(self, key: Hashable) -> bool:
        """A click on a deck draws from it at once (its one target, the hand, needs no second click)."""
        index = self.table.selection.index
        draws = index.by_source.get(key, []) if isinstance(key, str) and key.startswith("deck:") else []
        if len(draws) == 1:
            self.table.app.audio.play("pick")
            self.table.play(draws[0])
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """1, 2 and 3 draw from the spring, summer and autumn decks, or say why that deck cannot be drawn from."""
        table = self.table
        if not table.my_turn or event.key not in DECK_KEYS or event.mod & pygame.KMOD_CTRL:
            return False
        deck = DECK_KEYS[event.key]
        move = table.legal_of(rules.DrawCard, deck=deck)
        if move is not None:
            table.app.audio.play("pick")
            table.play(move)
        else:
            table.refuse(deck_key(deck))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = self.state
        label_px = int(15 * s)
        counts = table.shown()["decks_count"]
        theme.text(
            surface,
            _("Season"),
            (self.season_rect.centerx, self.season_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        theme.text(
            surface,
            _("Discard ({n})").format(n=len(st.discard)),
            (self.discard_rect.centerx, self.discard_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        slot_outline(surface, self.discard_rect, s)
        info = self.info_rect
        season = st.data.by_id[st.season]
        theme.rounded_panel(surface, info, theme.lighten(theme.PAPER, 0.3), radius=int(8 * s), shadow=False)
        r = theme.text(surface, _(season.name), (info.x + int(6 * s), info.y + int(4 * s)), int(16 * s), bold=True)
        # The card speaks to whoever's turn it is; the note by the pile is read by everyone. The Dutch card text
        # already says it for everyone, so only the English needs the change.
        body = _(season.text).replace("Start of your turn: ", "Each turn starts: ")
        px = int(14 * s)
        while px > 9 and theme.font(px).render(
            body, True, theme.INK, wraplength=info.w - int(12 * s)
        ).get_height() > info.bottom - r.bottom - int(6 * s):
            px -= 1
        theme.text(
            surface, body, (info.x + int(6 * s), r.bottom + int(3 * s)), px, theme.INK_SOFT, width=info.w - int(12 * s)
        )
        for deck, rect in self.deck_rects.items():
            opened = deck in st.open_decks
            n = counts[deck]
            theme.text(
                surface,
                f"{capital(season_word(deck))} ({n})",
                (rect.centerx, rect.y - int(3 * s)),
                label_px,
                theme.PAPER if opened else theme.PAPER_DARK,
                bold=True,
                anchor="midbottom",
            )
            slot_outline(surface, rect, s)
            if n:
                img = table.cards.back_image(rect.size, deck, dim=not opened)
                for i in range(min(3, max(1, n // 8)) - 1, -1, -1):
                    surface.blit(img, rect.move(-i * 2, -i * 2))
            if not opened:
                theme.text(
                    surface,
                    # TRANSLATORS: under a closed deck, on two lines: "opens in" / "summer".
                    _("opens in\n{season}").format(season=season_word(DECK_OPENS[deck])),
                    (rect.centerx, rect.bottom - int(6 * s)),
                    int(13 * s),
                    theme.PAPER,
                    bold=True,
                    anchor="midbottom",
                    width=rect.w,
                )
        table.log.draw(surface, table.log_rect, s)

    def overlay(self, surface: pygame.Surface) -> None:
        """The decks the next card may be drawn from breathe (over the board, as they change with time)."""
        table = self.table
        if not table.my_turn or table.drag.active or table.selection.lifted is not None:
            return
        index = table.selection.index
        for deck, rect in self.deck_rects.items():
            if index.by_source.get(deck_key(deck)):
                glow_rect(surface, rect, table.scale, pulse=table.breath())

    def deck_tip(self, deck: str) -> str:
        """What a deck's tooltip says: how to draw from it and what hides in it, or why it is closed."""
        st = self.state
        if deck not in st.open_decks:
            return st.why_not(deck_key(deck))
        n = self.table.shown()["decks_count"][deck]
        if not self.table.my_turn:
            return n_("The {deck} deck: {n} card left.", "The {deck} deck: {n} cards left.", n).format(
                deck=season_word(deck), n=n
            )
        key = DECKS.index(deck) + 1
        if deck != st.open_decks[-1]:
            return _("Click (key {key}) or drag onto your hand to draw the next card from the {deck} deck.").format(
                key=key, deck=season_word(deck)
            )
        return _(
            "Click (key {key}) or drag onto your hand to draw the next card from the {deck} deck. "
            "The {season} card hides among its last {n} cards."
        ).format(key=key, deck=season_word(deck), season=season_word(SEASONS[key]), n=st.data.season_window)


class DeckTips(TablePart):
    """The tooltip of the deck the pointer rests on, over everything else on the table."""

    def overlay(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.drag.active or table.app.stack.top is not table or table.pointer is None:
            return
        deck = table.piles.deck_at(table.pointer)
        if deck is not None:
            draw_tip(table, surface, table.piles.deck_tip(deck), table.piles.deck_rects[deck])
