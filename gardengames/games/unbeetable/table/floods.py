"""A flood's targets, the one place where Unbeetable's lit targets overlap: a row and a column of one garden
cross, so the band the pointer means is chosen by where in the spot it is (``Gardens.band_at``), and the lit
bands are drawn as markers by the garden's edge with only the chosen one filled with water."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.ui import theme
from gardengames.ui.drag import DragController, Target, glow_rect

from .keys import is_band, split_key

if TYPE_CHECKING:
    from . import TableScene


class FloodDrag(DragController):
    """Drag and drop (and the click after click-to-select) that understands floods."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table

    def pick(self, targets: dict[Hashable, Target], pos: tuple[int, int], card: pygame.Rect | None) -> Hashable | None:
        if any(is_band(k) for k in targets):
            return self.table.gardens.band_at(targets, pos)
        return super().pick(targets, pos, card)

    def draw_targets(self, surface: pygame.Surface, scale: float, t: float) -> None:
        if self.active and self.drag is not None and any(is_band(k) for k in self.drag.targets):
            draw_band_targets(self.table, surface, self.drag.targets, self.target_at(self.drag.pos))
            return
        super().draw_targets(surface, scale, t)


def draw_lifted_flood(table: TableScene, surface: pygame.Surface) -> bool:
    """A lifted flood lights its rows and columns as markers, the one the keyboard or the pointer means filled
    with water, and glows round the card itself; False when no flood is lifted (the base table lights the
    targets of any other card)."""
    lifted = table.selection.lifted
    targets = table.drag_targets(lifted) if lifted is not None and not table.drag.active else None
    if not targets or not any(is_band(k) for k in targets):
        return False
    focus = table.selection.focus
    if focus not in targets:
        focus = table.drag.pick(targets, table.pointer, None) if table.pointer is not None else None
    draw_band_targets(table, surface, targets, focus)
    rect = table.key_rect(lifted)
    if rect is not None:
        glow_rect(surface, rect, table.scale, pulse=table.breath(), colour=(255, 255, 255))
    return True


def draw_band_targets(
    table: TableScene, surface: pygame.Surface, targets: Mapping[Hashable, Any], hot: Hashable | None
) -> None:
    """Floods: a soft glow round every garden with a band to wash away, small markers at each legal row and
    column, and the band under the pointer lit in water blue."""
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
