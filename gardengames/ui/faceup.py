"""The strip under a replayed table when every card is shown face up: each other seat's hidden cards (its hand,
its face-down tasks), under its name, drawn by the game's own card faces. The table above still shows the
player to move's hand where it always does, so the strip adds only what that seat could not see; which cards
are hidden is the rules' answer (``GameState.private_cards``), not the screen's guess. A card under the pointer
opens the same zoom the table gives its own cards."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import _, n_
from gardengames.ui import theme
from gardengames.ui.zoom import draw_zoom_panel, zoom_face_size

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable

STRIP_HEIGHT = 96  # design pixels: a name line and a row of small cards
CARD_RATIO = 1.4  # cards stand upright here; a landscape tile (a Botanicus task) is framed by its own face
MIN_STEP = 0.22  # when a row must squeeze, each card still shows at least this share of its width


class FaceUpStrip:
    """Lays out and draws the other seats' hidden cards in ``rect``; ``table`` gives the state, the seat at the
    screen (``viewer``), the seat names and the card faces."""

    def __init__(self, table: BaseTable) -> None:
        self.table = table
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.hover: str | None = None
        self._cache_key: Hashable = None
        self._groups: list[tuple[int, pygame.Rect, list[tuple[str, pygame.Rect]]]] = []

    def layout(self, rect: pygame.Rect, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self._cache_key = None

    def seats(self) -> list[int]:
        """The seats whose cards the strip shows: all but the one whose hand the table shows."""
        return [q for q in range(len(self.table.session.seats)) if q != self.table.viewer]

    def groups(self) -> list[tuple[int, pygame.Rect, list[tuple[str, pygame.Rect]]]]:
        """(seat, its name's rect, its cards' keys and rects) left to right, worked out once per position."""
        key = (self.table.session.version, self.table.viewer, tuple(self.rect), self.scale)
        if key != self._cache_key:
            self._cache_key = key
            self._groups = self._lay_out()
        return self._groups

    def _lay_out(self) -> list[tuple[int, pygame.Rect, list[tuple[str, pygame.Rect]]]]:
        s = self.scale
        pad, gap, group_gap, label_h = int(8 * s), int(5 * s), int(22 * s), int(20 * s)
        ch = max(8, self.rect.h - label_h - 2 * pad)
        cw = max(6, round(ch / CARD_RATIO))
        state = self.table.session.state
        hands = [(q, state.private_cards(q)) for q in self.seats()]
        label_w = [self._label_width(q, len(cards)) for q, cards in hands]
        natural = [max(lw, len(cards) * (cw + gap) - gap) for lw, (_q, cards) in zip(label_w, hands, strict=True)]
        room = self.rect.w - 2 * pad - group_gap * max(0, len(hands) - 1)
        # Squeeze the card rows (never the names) until every seat fits; cards then overlap like a fanned hand.
        steps = sum(max(0, len(cards) - 1) for _q, cards in hands) * (cw + gap)
        fixed = sum(cw if cards else 0 for _q, cards in hands)
        squeeze = 1.0 if sum(natural) <= room or not steps else max(MIN_STEP, (room - fixed) / steps)
        out = []
        x = self.rect.x + pad
        y = self.rect.y + pad
        for (q, cards), lw in zip(hands, label_w, strict=True):
            step = (cw + gap) * squeeze
            width = round(max(0, len(cards) - 1) * step) + (cw if cards else 0)
            label = pygame.Rect(x, y, max(0, min(max(lw, width), self.rect.right - pad - x)), label_h)
            placed = [(card, pygame.Rect(round(x + i * step), y + label_h, cw, ch)) for i, card in enumerate(cards)]
            out.append((q, label, placed))
            x += label.w + group_gap
        return out

    def _label(self, seat: int, count: int) -> str:
        name = self.table.session.seats[seat].name
        return n_("{name}: {n} card", "{name}: {n} cards", count).format(name=name, n=count)

    def _label_width(self, seat: int, count: int) -> int:
        return theme.font(int(14 * self.scale), True).size(self._label(seat, count))[0]

    # ---- the pointer ------------------------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> str | None:
        """The card under ``pos`` (the topmost where a squeezed row overlaps)."""
        if not self.rect.collidepoint(pos):
            return None
        for _q, _label, placed in reversed(self.groups()):
            for card, rect in reversed(placed):
                if rect.collidepoint(pos):
                    return card
        return None

    def point(self, pos: tuple[int, int] | None) -> None:
        """The pointer moved to ``pos`` (None: it left the window): the card there gets the zoom."""
        self.hover = None if pos is None else self.card_at(pos)

    # ---- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        pygame.draw.rect(surface, theme.darken(theme.TABLE_DARK, 0.25), self.rect)
        groups = self.groups()
        if not groups:
            return
        faces = self.table.faces
        for q, label, placed in groups:
            text = self._label(q, len(placed))
            px = theme.fit_text(text, int(14 * s), label.w, bold=True)
            theme.text(surface, text, label.topleft, px, theme.PAPER, bold=True)
            if not placed:
                theme.text(surface, _("no cards"), (label.x, label.bottom + int(4 * s)), int(13 * s), theme.PAPER_DARK)
            for card, rect in placed:
                surface.blit(faces.face(card, rect.size), rect)
                if card == self.hover:
                    pygame.draw.rect(surface, theme.GLOW, rect, max(2, int(3 * s)), border_radius=int(4 * s))

    def draw_zoom(self, surface: pygame.Surface) -> None:
        """The zoom of the card under the pointer, as the table shows one of its own cards."""
        key = self.hover
        if key is None:
            return
        rect = next((r for _q, _l, placed in self.groups() for card, r in placed if card == key), None)
        info = self.table.card_info(key)
        if rect is None or info is None:
            return
        table = self.table
        face = table.faces.turned(key, zoom_face_size(self.scale), table.zoom_angle(key), table.zoom_style(key))
        draw_zoom_panel(surface, face, info, rect, self.scale)
