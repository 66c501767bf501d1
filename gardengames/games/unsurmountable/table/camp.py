"""The camp panel, a part of the Unsurmountable table: on the right, the deck, the helicopter and the two piles,
the Base Camp row, the ability zone (what a Base Camp card can do, or the cards a question chooses from) and the
log under it; the glow on what a question may answer, and the second click that spends a lifted Base Camp card.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.table.faces import card_info
from gardengames.games.unsurmountable.table.mountain import CARD_RATIO
from gardengames.i18n import N_, _, n_, p_
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.drag import glow_rect
from gardengames.ui.parts import Part
from gardengames.ui.sprites import Place

if TYPE_CHECKING:
    from gardengames.games.unsurmountable.table import TableScene

# Watching a game again: what the zone is, not an order to a player who cannot play here.
WATCH_HELP = N_("In play, a Base Camp card dropped here is discarded for its ability. Point at a card to read it.")
ZONE_HELP = N_(
    "Drag any Base Camp card except the First here (or click it, then click again) to discard it for its ability."
    " Hover a card to read it."
)
CONFIRM_HELP = N_("Click it again, or click here, to do it. Esc or a click elsewhere puts it back.")


def label(
    surface: pygame.Surface, text: str, pos: tuple[int, int], px: int, anchor: str, colour: tuple = theme.PAPER
) -> None:
    """A bold label over a pile or a row (the piles' and the Base Camp's names)."""
    theme.text(surface, text, pos, px, colour, bold=True, anchor=anchor)


class Camp(Part):
    """The right-hand panel, laid out beside the mountain."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        empty = pygame.Rect(0, 0, 0, 0)
        self.panel = self.deck_rect = self.heli_rect = self.discard_rect = self.removed_rect = empty
        self.zone_rect = empty
        self.camp_card = (0, 0)
        self.camp_top = 0
        self.hover_ability: str | None = None
        self.chosen_ability: str | None = None  # a Base Camp card (or the helicopter) lifted: one more click spends it

    def layout(self, size: tuple[int, int]) -> None:
        table = self.table
        w, h = size
        s = table.scale
        top = int(56 * s)
        margin = int(16 * s)
        px = table.mountain.area.right + int(24 * s)
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
        table.log_rect = pygame.Rect(px, ly, pw, h - ly - margin)
        table.result_button.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        table.result_button.rect.center = self.zone_rect.center

    def camp_rect(self, index: int, count: int) -> pygame.Rect:
        cw, ch = self.camp_card
        pw = self.panel.w
        gap = min(int(10 * self.table.scale), (pw - count * cw) // max(1, count - 1)) if count > 1 else 0
        step = cw + gap if count * cw + (count - 1) * gap <= pw else (pw - cw) / max(1, count - 1)
        return pygame.Rect(round(self.panel.x + index * step), self.camp_top, cw, ch)

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The ability zone, the piles, and the Base Camp row as a whole."""
        count = max(1, len(self.table.state.camp))
        return {
            rules.ABILITY: self.zone_rect,
            rules.DECK: self.deck_rect,
            rules.DISCARD: self.discard_rect,
            rules.REMOVED: self.removed_rect,
            rules.CAMP: self.camp_rect(0, count).union(self.camp_rect(count - 1, count)),
        }

    # ---- where the cards are ------------------------------------------------------------------------------
    def strip_area(self) -> pygame.Rect:
        """Where revealed deck cards or the discard pile are spread out while choosing: the ability zone and the
        log's place under it, so the cards show at Base Camp size with their names whole (in the zone alone
        they were 55 px wide and cut "ummit Chimne"); the log comes back once the choice is made."""
        return self.zone_rect.union(self.table.log_rect) if self.strip_cards() else self.zone_rect

    def strip_rects(self, cards: list[str]) -> dict[str, pygame.Rect]:
        """Revealed deck cards or the discard pile spread out over ``strip_area`` while choosing."""
        if not cards:
            return {}
        s = self.table.scale
        area = self.zone_rect.union(self.table.log_rect)
        cw, ch = self.camp_card
        if ch > area.h - int(12 * s):  # a very flat window: as large as fits
            ch = area.h - int(12 * s)
            cw = int(ch / CARD_RATIO)
        step = min(cw + int(10 * s), (area.w - cw - int(16 * s)) / max(1, len(cards) - 1))
        y = area.y + (area.h - ch) // 2
        return {card: pygame.Rect(round(area.x + int(8 * s) + i * step), y, cw, ch) for i, card in enumerate(cards)}

    def strip_cards(self) -> list[str]:
        """The cards a deck or discard question may choose from (the legal answers), else none."""
        question = self.table.question
        if question is None or question.detail["step"] not in ("deck", "discard"):
            return []
        return [str(m.source_key) for m in self.table.state.legal_moves()]

    def card_places(self) -> dict[Hashable, Place]:
        st = self.table.state
        places: dict[Hashable, Place] = {}
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

    # ---- spending an ability ------------------------------------------------------------------------------
    def spends(self, key: Hashable | None) -> Move | None:
        """The one move that spends ``key`` (a Base Camp card discarded for its ability, the helicopter called)."""
        moves = self.table.selection.index.by_source.get(key, []) if key is not None else []
        return moves[0] if len(moves) == 1 and moves[0].target_key == rules.ABILITY else None

    def click_lifted(self, key: Hashable) -> bool:
        """Nothing is spent on one click: a Base Camp card or the helicopter is lifted first, the ability zone
        says what it will do, and a second click on it (or on the lit zone, or a drag there) does it."""
        spend = self.spends(key)
        if spend is None:
            return False
        self.table.app.audio.play("place")
        self.table.play(spend)
        return True

    def update(self, dt: float) -> None:
        """The zone shows the ability of the Base Camp card lifted, else of the one pointed at."""
        table = self.table
        lifted = table.selection.lifted if self.spends(table.selection.lifted) is not None else None
        hover = table.hover_key
        hovered = hover if hover in table.state.camp or hover == rules.HELICOPTER else None
        self.chosen_ability = str(lifted) if lifted is not None else None
        shown = lifted if lifted is not None else hovered  # the card about to be spent wins over one pointed at
        self.hover_ability = str(shown) if shown is not None else None

    def board_key(self) -> Hashable:
        return self.hover_ability, self.chosen_ability  # the zone shows what that Base Camp card can do

    # ---- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_piles(surface)
        self.draw_zone(surface)
        if not self.strip_cards():  # while choosing, the revealed cards lie where the log is
            self.table.log.draw(surface, self.table.log_rect, self.table.scale)

    def draw_piles(self, surface: pygame.Surface) -> None:
        """The deck (a few backs), the helicopter's place and the two piles (their labels are ``draw_labels``)."""
        st, s = self.table.state, self.table.scale
        for rect in (self.deck_rect, self.heli_rect, self.discard_rect, self.removed_rect):
            slot_outline(surface, rect, s)
        if st.deck:
            back = card_back(self.deck_rect.size)
            for i in range(min(3, len(st.deck)) - 1, -1, -1):
                surface.blit(back, self.deck_rect.move(-i * 2, -i * 2))

    def draw_labels(self, surface: pygame.Surface) -> None:
        """The piles' and the Base Camp's labels, drawn over the cards: a lifted card rises into the space above
        its row and used to hide "Helicopter" or "Base Camp (4 of 5)" (issue 33)."""
        st, s = self.table.state, self.table.scale
        room = self.deck_rect.w + int(16 * s)  # a label may reach into the gaps between the piles, never across
        for rect, text in (
            (self.deck_rect, p_("pile label", "Deck ({n})").format(n=len(st.deck))),
            (self.heli_rect, p_("pile label", "Helicopter")),
            (self.discard_rect, p_("pile label", "Discard ({n})").format(n=len(st.discard))),
            (self.removed_rect, p_("pile label", "Removed ({n})").format(n=len(st.removed))),
        ):
            px = theme.fit_text(text, int(15 * s), room, bold=True)
            label(surface, text, (rect.centerx, rect.y - int(4 * s)), px, "midbottom")
        n, size = len(st.camp), st.camp_size
        if n <= size:
            camp = _("Base Camp ({n} of {size})").format(n=n, size=size)
        else:  # an ability added a card: "6 of 5" read like a mistake
            camp = n_(
                "Base Camp ({n}: {extra} more than its {size} places)",
                "Base Camp ({n}: {extra} more than its {size} places)",
                n - size,
            ).format(n=n, extra=n - size, size=size)
        label(surface, camp, (self.panel.x, self.camp_top - int(4 * s)), int(16 * s), "bottomleft")
        if st.camp:
            first = self.camp_rect(0, len(st.camp))
            # TRANSLATORS: the label under the First card of the Base Camp
            first_label = p_("pile label", "First")
            label(surface, first_label, (first.centerx, first.bottom + int(2 * s)), int(14 * s), "midtop", theme.GLOW)

    def draw_zone(self, surface: pygame.Surface) -> None:
        """The ability zone: what it is for, or the ability of the Base Camp card (or helicopter) pointed at; a
        lifted card's zone says how to spend it."""
        s, st, zone = self.table.scale, self.table.state, self.strip_area()
        hovered, confirm = self.hover_ability, self.chosen_ability is not None
        layer = pygame.Surface(zone.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (250, 243, 226, 215), layer.get_rect(), border_radius=int(12 * s))
        surface.blit(layer, zone)
        pygame.draw.rect(surface, theme.PAPER_DARK, zone, max(1, int(2 * s)), border_radius=int(12 * s))
        if st.is_over:
            return
        pad = int(14 * s)
        if self.strip_cards():  # the cards to choose from lie here: say what the choice is for
            question = self.table.question
            title = question.text if question is not None else ""
            theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), theme.LEAF_DARK, bold=True)
            return
        info = card_info(st.data, hovered) if hovered is not None else None
        if info is not None:
            title = _("{card} (First card: build it)").format(card=info[0]) if hovered == st.first else info[0]
            r = theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), bold=True)
            # What it does, and how to do it once lifted, smaller until both fit the zone (the log lies under it:
            # a line that ran over was hidden there, its descenders cut off).
            width, room = zone.w - 2 * pad, zone.bottom - r.bottom - pad // 2
            parts = [(info[1].split("\n")[0], theme.INK, False, 16)]
            if confirm:
                parts.append((_(CONFIRM_HELP), theme.LEAF_DARK, True, 15))
            for shrink in range(7):
                sized = [
                    (text, colour, bold, max(theme.MIN_TEXT_PX, int((px - shrink) * s)))
                    for text, colour, bold, px in parts
                ]
                if sum(theme.rendered(t, p, c, b, width).get_height() + 2 for t, c, b, p in sized) <= room:
                    break
            y = r.bottom + 2
            for text, colour, bold, px in sized:
                y = theme.text(surface, text, (zone.x + pad, y), px, colour, bold=bold, width=width).bottom + 2
            return
        if hovered is not None:
            return
        spectator = self.table.spectator
        title, words = (_("Abilities"), _(WATCH_HELP)) if spectator else (_("Use an ability"), _(ZONE_HELP))
        theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), theme.LEAF_DARK, bold=True)
        help_at = (zone.x + pad, zone.y + pad // 2 + int(26 * s))
        theme.text(surface, words, help_at, int(15 * s), theme.INK_SOFT, width=zone.w - 2 * pad)

    def mark_picked(self, surface: pygame.Surface, picked: list) -> None:
        """What this ability's earlier questions chose, marked on the card or place itself (1, 2 ... in the order
        chosen), so a second question does not leave the player wondering what the first answer was."""
        s = self.table.scale
        for n, choice in enumerate(picked, 1):
            key = rules.slot_key(*choice) if isinstance(choice, list) else choice
            rect = self.table.shown_rect(key)
            if rect is None:
                continue
            pygame.draw.rect(surface, theme.LEAF_DARK, rect, max(3, int(4 * s)), border_radius=int(6 * s))
            r = max(9, int(13 * s))
            centre = (rect.right - r - int(3 * s), rect.top + r + int(3 * s))
            pygame.draw.circle(surface, theme.LEAF_DARK, centre, r)
            pygame.draw.circle(surface, theme.WHITE, centre, r, max(1, int(2 * s)))
            theme.text(surface, str(n), centre, int(r * 1.3), theme.WHITE, bold=True, anchor="center")

    def overlay(self, surface: pygame.Surface) -> None:
        """The labels; what a question asks to choose glows (every legal answer); otherwise the First card, the card
        to build next, until something is lifted (the base then glows that)."""
        self.draw_labels(surface)
        table = self.table
        st, breath = table.state, table.breath()
        if table.question is not None and not table.spectator:
            for move in st.legal_moves():
                rect = table.shown_rect(move.source_key)
                if rect is not None:
                    glow_rect(surface, rect, table.scale, pulse=breath)
            self.mark_picked(surface, table.question.detail.get("picked", []))
        elif table.my_turn and not table.drag.active and table.selection.lifted is None and st.first in table.sprites:
            glow_rect(surface, table.sprites[st.first].rect, table.scale, pulse=breath, colour=(255, 255, 255))
