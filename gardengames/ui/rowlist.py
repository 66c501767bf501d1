"""Rows to choose from inside a panel: which rows are in sight around the chosen one, where each is drawn,
which one a click hits, how the keys and the wheel move the choice, and the rows drawn with the choice lit.

One piece for every list dialog (the move picker, a replay's move list, the recent games), so they scroll,
click and look the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from gardengames.ui import theme
from gardengames.ui.widgets import focus_ring

STEPS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: 10, pygame.K_PAGEUP: -10}
LIST_KEYS = (*STEPS, pygame.K_HOME, pygame.K_END)  # the keys that move the choice


class RowList:
    """``count`` rows of ``row_px`` design pixels from ``top_px`` below the panel's top, leaving ``below_px`` free
    under them (for buttons); the owner sets ``rect`` and ``scale`` when it lays out."""

    def __init__(self, count: int, index: int = 0, *, row_px: int = 30, top_px: int = 64, below_px: int = 26) -> None:
        self.count = count
        self.index = index
        self.row_px, self.top_px, self.below_px = row_px, top_px, below_px
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def in_sight(self) -> tuple[int, int]:
        """The first row in sight and how many fit, the chosen one kept in the middle where it can be."""
        s = self.scale
        visible = max(1, (self.rect.h - int((self.top_px + self.below_px) * s)) // int(self.row_px * s))
        first = max(0, min(self.index - visible // 2, self.count - visible))
        return first, visible

    def row_rect(self, i: int) -> pygame.Rect | None:
        """Where row ``i`` is drawn now (None when it is scrolled out of sight): what a click hits."""
        first, visible = self.in_sight()
        if not first <= i < min(self.count, first + visible):
            return None
        s, row_h = self.scale, int(self.row_px * self.scale)
        return pygame.Rect(
            self.rect.x + int(14 * s),
            self.rect.y + int(self.top_px * s) + (i - first) * row_h,
            self.rect.w - int(28 * s),
            row_h - 2,
        )

    def row_at(self, pos: tuple[int, int]) -> int | None:
        first, visible = self.in_sight()
        return next((i for i in range(first, first + visible) if (r := self.row_rect(i)) and r.collidepoint(pos)), None)

    def move(self, event: pygame.event.Event, wrap: bool = False) -> bool:
        """Arrows, Page Up/Down, Home/End and the wheel move the choice (``wrap``: past the ends, round again);
        True when the event was one of those."""
        if not self.count:
            return False
        last = self.count - 1
        if event.type == pygame.MOUSEWHEEL:
            self.index = max(0, min(last, self.index - event.y))
        elif event.type != pygame.KEYDOWN:
            return False
        elif event.key in STEPS:
            target = self.index + STEPS[event.key]
            self.index = target % self.count if wrap and abs(STEPS[event.key]) == 1 else max(0, min(last, target))
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.index = 0 if event.key == pygame.K_HOME else last
        else:
            return False
        return True

    def draw(
        self,
        surface: pygame.Surface,
        lines: Sequence[str],
        px: int = 17,
        ink: Callable[[int], tuple[int, int, int]] = lambda i: theme.INK,
        *,
        ring: bool = True,
    ) -> None:
        """Every row in sight, the chosen one on a lit band, with the keyboard's focus ring round it while the keys
        are on the list (``ring``); ``ink(i)`` colours row ``i``. A line with a newline is two: the first as the
        row's title, the second smaller under it (a row needs room for both)."""
        s = self.scale
        first, visible = self.in_sight()
        chosen = self.row_rect(self.index)
        if chosen is not None:  # under every row's words: the ring reaches into the rows beside it
            pygame.draw.rect(surface, theme.GLOW, chosen, border_radius=int(6 * s))
            if ring:
                focus_ring(surface, chosen, s)
        for i in range(first, min(self.count, first + visible)):
            row = self.row_rect(i)
            assert row is not None  # in sight
            title, _, under = lines[i].partition("\n")
            room, x = row.w - int(16 * s), row.x + int(8 * s)
            size = theme.fit_text(title, int(px * s), room)
            if not under:
                theme.text(surface, title, (x, row.centery), size, ink(i), anchor="midleft")
                continue
            theme.text(surface, title, (x, row.centery + int(1 * s)), size, ink(i), anchor="bottomleft")
            small = theme.fit_text(under, int((px - 3) * s), room)
            theme.text(surface, under, (x, row.centery + int(2 * s)), small, theme.INK_SOFT, anchor="topleft")
