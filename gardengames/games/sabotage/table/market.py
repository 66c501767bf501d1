"""The market along the top of the Garden Sabotage! table: the game's title, the plant deck and row, the bug deck
and row, the objective deck, the three discard piles and the golden can, with their counts; P and B draw blind
from the plant and bug decks."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.parts import MoveButton, Part
from gardengames.ui.sprites import Place

if TYPE_CHECKING:
    from . import TableScene

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
CAN = rules.GOLDEN_CAN
# TRANSLATORS: written on an empty discard pile of plants, bugs or objectives
DECK_WORDS = {"plant": N_("plants"), "bug": N_("bugs"), "objective": N_("objectives")}
MARKET_LABELS = (N_("Plants"), N_("Bugs"), N_("Objectives"), N_("Discard piles"), N_("Golden can"))
# P and B draw blind: the move a click on the plant or bug deck plays (never a widget of their own).
DRAW_BLIND = {
    key: MoveButton("", kind, {"source": rules.deck_key(kind.deck)}, acts_on=rules.deck_key(kind.deck))
    for key, kind in ((pygame.K_p, rules.DrawPlant), (pygame.K_b, rules.DrawBug))
}


class Market(Part):
    """The decks, the face-up rows, the discard piles and the golden can; the title above them."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.where: dict[Hashable, tuple[Any, ...]] = {}  # card -> ("row", deck, slot), ("discard", deck), ...

    def layout(self, size: tuple[int, int]) -> None:
        """Plant deck and row, bug deck and row, objective deck, the three discard piles and the golden can, in
        one row across the top of the play area."""
        s = self.table.scale
        main = self.table.panel.main
        label = int(17 * s)
        g_in, g_out = int(6 * s), int(22 * s)
        groups = (5, 3, 1, 3, 1)
        count = sum(groups)
        inner = sum(n - 1 for n in groups)
        cw = min(int(70 * s), (main.w - inner * g_in - (len(groups) - 1) * g_out) // count)
        ch = int(cw * CARD_RATIO)
        width = count * cw + inner * g_in + (len(groups) - 1) * g_out
        x = main.x + (main.w - width) // 2
        y = main.y + label
        rects: list[list[pygame.Rect]] = []
        for n in groups:
            rects.append([pygame.Rect(x + k * (cw + g_in), y, cw, ch) for k in range(n)])
            x += n * cw + (n - 1) * g_in + g_out
        self.card = (cw, ch)
        self.deck_rects = {"plant": rects[0][0], "bug": rects[1][0], "objective": rects[2][0]}
        self.row_rects = {"plant": rects[0][1:], "bug": rects[1][1:]}
        self.discard_rects = dict(zip(rules.KINDS, rects[3], strict=True))
        self.can_rect = rects[4][0]
        self.groups = [(rs[0].x, rs[-1].right) for rs in rects]
        self.bottom = y + ch

    def card_places(self) -> dict[Hashable, Place]:
        st = self.table.state
        places: dict[Hashable, Place] = {}
        where: dict[Hashable, tuple[Any, ...]] = {}
        for deck, row in st.row.items():
            for slot, card in enumerate(row):
                if card is not None:
                    places[card] = Place(self.row_rects[deck][slot], 0, 10 + slot, "row")
                    where[card] = ("row", deck, slot)
        for deck, pile in st.discard.items():
            for n, card in enumerate(pile[-2:]):
                places[card] = Place(self.discard_rects[deck], 0, 5 + n, "row")
                where[card] = ("discard", deck)
        if st.golden_can is None:
            places[CAN] = Place(self.can_rect, 0, 5, "row")
            where[CAN] = ("market",)
        self.where = where
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        rects: dict[Hashable, pygame.Rect] = {}
        for kind, rect in self.deck_rects.items():
            rects[rules.deck_key(kind)] = rect
        for kind, rect in self.discard_rects.items():
            rects[rules.discard_key(kind)] = rect
        for kind, slots in self.row_rects.items():
            for slot, rect in enumerate(slots):
                rects[rules.row_key(kind, slot)] = rect
        return rects

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """A refilled row card comes out of its deck (other arrivals are recorded with ``appear_at``)."""
        spot = self.where.get(key)
        if spot and spot[0] == "row":
            return self.deck_rects[spot[1]]
        return None

    def key(self, event: pygame.event.Event) -> bool:
        """P and B draw blind from the plant and bug decks (or say why not)."""
        spec = DRAW_BLIND.get(event.key)
        if spec is None or not self.table.my_turn or event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            return False
        self.table.move_buttons.press(spec)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        title = _(table.session.info.title)
        theme.text(surface, title, (int(14 * s), int(10 * s)), int(26 * s), theme.PAPER, bold="title")
        st = table.state
        y = self.deck_rects["plant"].y - 4 - int(2 * s)  # over a deck's stack, which rises 2 pixels a card
        for text, (x0, x1) in zip(MARKET_LABELS, self.groups, strict=True):
            px = theme.fit_text(_(text), int(15 * s), x1 - x0, bold=True)
            theme.text(surface, _(text), ((x0 + x1) // 2, y), px, theme.PAPER, bold=True, anchor="midbottom")
        for deck, rect in self.deck_rects.items():
            slot_outline(surface, rect, s)
            count = len(st.deck[deck])
            if count:
                back = card_back(rect.size)
                for i in range(min(3, (count + 9) // 10) - 1, -1, -1):
                    surface.blit(back, rect.move(-i * 2, -i * 2))
            badge(surface, str(count), rect.midbottom, s)
        for rects in self.row_rects.values():
            for rect in rects:
                slot_outline(surface, rect, s)
        for deck, rect in self.discard_rects.items():
            slot_outline(surface, rect, s)
            if not st.discard[deck]:
                word = _(DECK_WORDS[deck])
                px = theme.fit_text(word, int(13 * s), rect.w - 4)
                theme.text(surface, word, rect.center, px, (255, 255, 255, 150), anchor="center")
        can = self.can_rect
        slot_outline(surface, can, s)
        if st.golden_can is not None:
            taken = table.session.names[st.golden_can]
            above = (can.centerx, can.centery - int(4 * s))
            word = _("taken by")
            px = theme.fit_text(word, int(12 * s), can.w - 4)
            theme.text(surface, word, above, px, theme.PAPER_DARK, anchor="midbottom")
            px = theme.fit_text(taken, int(14 * s), can.w - 4, bold=True)
            theme.text(surface, taken, can.center, px, theme.GOLD, bold=True, anchor="midtop")

    def overlay(self, surface: pygame.Surface) -> None:
        """Each discard pile's count, over its top card."""
        st = self.table.state
        for deck, rect in self.discard_rects.items():
            if st.discard[deck]:
                badge(surface, str(len(st.discard[deck])), rect.topright, self.table.scale, corner=True)


def badge(surface: pygame.Surface, text: str, pos: tuple[int, int], s: float, corner: bool = False) -> None:
    """A small count at the foot of a deck (``pos`` its midbottom), or on a pile's top right ``corner``."""
    img = theme.font(int(14 * s), True).render(text, True, theme.INK)
    rect = img.get_rect().inflate(int(10 * s), int(4 * s))
    if corner:
        rect.topright = (pos[0] + int(4 * s), pos[1] - int(4 * s))
    else:
        rect.center = (pos[0], pos[1] - int(11 * s))
    pygame.draw.rect(surface, theme.PAPER, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, theme.INK_SOFT, rect, 1, border_radius=rect.h // 2)
    surface.blit(img, img.get_rect(center=rect.center))
