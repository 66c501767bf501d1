"""A flood's targets, the one place where Unbeetable's lit targets overlap: a row and a column of one garden
cross, so the band the pointer means is chosen by where in the spot it is (``Gardens.band_at``), and the lit
bands are drawn as markers by the garden's edge with only the chosen one filled with water."""

from __future__ import annotations

from collections.abc import Hashable, Mapping

import pygame

from gardengames.ui import theme
from gardengames.ui.drag import Target, glow_rect

from .keys import is_band, split_key
from .part import TablePart


class Floods(TablePart):
    """Picks and lights a flood's rows and columns, dragged or lifted (the base table asks it for them)."""

    def picks_targets(self, targets: Mapping[Hashable, Target]) -> bool:
        return any(is_band(k) for k in targets)

    def pick_target(self, targets: Mapping[Hashable, Target], pos: tuple[int, int]) -> Hashable | None:
        return self.table.gardens.band_at(targets, pos)

    def draw_targets(self, surface: pygame.Surface, targets: Mapping[Hashable, Target], hot: Hashable | None) -> None:
        """A soft glow round every garden with a band to wash away, small markers at each legal row and column,
        and the band meant now lit in water blue."""
        table = self.table
        s = table.scale
        gardens = table.gardens
        owners = {int(split_key(k)[1]) for k in targets}
        for owner in owners:
            glow_rect(surface, gardens.rects[owner], s, pulse=table.breath())
        marker = max(4, int(6 * s))
        for key in targets:
            axis, owner_text, index_text = split_key(key)
            owner, index = int(owner_text), int(index_text)
            band = gardens.band_rect(owner, axis, index)
            if axis == "row":
                centre = (gardens.rects[owner].x + marker, band.centery)
            else:
                centre = (band.centerx, gardens.rects[owner].y + marker)
            pygame.draw.circle(surface, theme.GLOW, centre, marker)
            pygame.draw.circle(surface, theme.INK, centre, marker, 1)
        if hot is not None:
            rect = targets[hot].rect
            water = pygame.Surface(rect.size, pygame.SRCALPHA)
            water.fill((90, 160, 230, 90))
            surface.blit(water, rect)
            glow_rect(surface, rect, s, strong=True, colour=(140, 200, 255))
