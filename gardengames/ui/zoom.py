"""The table's hover help: the zoom panel (a card shown large beside its full text, placed on the side away from
the card itself so the player still sees what they asked about) and tooltips. Both wait for a resting pointer
and keep clear of lit targets (``TableInput.resting``, ``TableInput.lit_rects``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.widgets import draw_tooltip

TIP_DELAY = 0.5  # a pointer resting this long on a button or a place with hover help shows that help
ZOOM_ROOM = (600, 400)  # design pixels a zoom panel needs at most, so it never outgrows the window

# Said under the text of a card zoomed on the table: how to put it away again (it covers much of the table).
CLOSE_HINT = N_("Click anywhere or press Esc to close.")

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable


def zoom_face_size(scale: float) -> tuple[int, int]:
    card_w = int(250 * scale)
    return card_w, int(card_w * 1.4)


def draw_zoom_panel(
    surface: pygame.Surface,
    face: pygame.Surface,
    info: tuple[str, str],
    src: pygame.Rect,
    scale: float,
    hint: str = "",
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """``face`` (already turned the way the zoom shows it) and ``info`` (title, text) for the card at ``src``,
    with ``hint`` (how to close it) under the text, where it covers none of ``avoid`` (lit targets); not drawn
    where it would cover one everywhere. Returns where it went."""
    s = scale
    fw, fh = face.get_size()
    text_w = int(300 * s)
    title, text = info
    title_img = theme.font(int(22 * s), True).render(title, True, theme.INK, wraplength=text_w - int(40 * s))
    body_img = theme.font(int(17 * s)).render(text, True, theme.INK, wraplength=text_w - int(40 * s))
    hint_img = theme.font(int(14 * s)).render(hint, True, theme.INK_SOFT, wraplength=text_w - int(40 * s))
    text_h = int(18 * s) + title_img.get_height() + int(10 * s) + body_img.get_height() + int(12 * s)
    if hint:
        text_h += hint_img.get_height() + int(10 * s)
    size = (fw + text_w, max(fh + int(24 * s), text_h))
    panel = zoom_place(surface.get_rect(), size, src, int(16 * s), avoid)
    if panel is None:
        return None
    theme.rounded_panel(surface, panel, theme.lighten(theme.PAPER, 0.4), radius=int(14 * s))
    surface.blit(face, (panel.x + int(12 * s), panel.y + (panel.h - fh) // 2))
    tx = panel.x + fw + int(28 * s)
    surface.blit(title_img, (tx, panel.y + int(18 * s)))
    surface.blit(body_img, (tx, panel.y + int(28 * s) + title_img.get_height()))
    if hint:
        surface.blit(hint_img, (tx, panel.bottom - int(12 * s) - hint_img.get_height()))
    return panel


def zoom_place(
    bounds: pygame.Rect, size: tuple[int, int], src: pygame.Rect, gap: int, avoid: Sequence[pygame.Rect]
) -> pygame.Rect | None:
    """Where a zoom panel of ``size`` goes: beside the card at ``src`` on the side with more room, so the player
    still sees what they asked about, in the middle of the height, else at the top or bottom, else on the other
    side; the first of those that covers none of ``avoid``."""
    wide = src.centerx < bounds.centerx
    for right in (wide, not wide):
        for y in (bounds.centery - size[1] // 2, bounds.top + 8, bounds.bottom - 8 - size[1]):
            panel = pygame.Rect((0, y), size)
            if right:
                panel.left = min(bounds.right - panel.w - 8, src.right + gap)
            else:
                panel.right = max(bounds.left + panel.w + 8, src.left - gap)
            panel = panel.clamp(bounds)
            if panel.collidelist(list(avoid)) < 0:
                return panel
    return None


def draw_zoom(table: BaseTable, surface: pygame.Surface) -> None:
    """The card the table's zoom shows (``BaseTable.shown_zoom``), large, with its full text beside it. A zoom
    opened by a resting pointer covers no lit target (it stays closed where it would); one asked for shows
    anyway, clear of them where it can be."""
    key = table.shown_zoom()
    info = table.card_info(key) if key is not None else None
    if key is None or info is None:
        return
    view = table.viewport
    # On the screen, over a table magnified beyond the window: as large as the window holds, not larger.
    s = min(table.scale, view.window[0] / ZOOM_ROOM[0], view.window[1] / ZOOM_ROOM[1])
    face = table.faces.turned(key, zoom_face_size(s), table.zoom_angle(key), table.zoom_style(key))
    src, hint = view.on_screen(table.sprites[key].rect), _(CLOSE_HINT)
    panel = draw_zoom_panel(surface, face, info, src, s, hint, [view.on_screen(r) for r in table.input.lit_rects()])
    if panel is None and table.zoom_key is not None:
        panel = draw_zoom_panel(surface, face, info, src, s, hint)
    if panel is not None:
        table.tips_shown.append((info[0], panel))


def draw_tip(table: BaseTable, surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
    """The hover help ``text`` of ``anchor`` (a button, a place) on ``table``, once the pointer rested there,
    beside it where it covers no lit target (not at all where every side would). Asked for while a magnified
    table draws (``anchor`` on it), it is drawn on the screen once the table is (``place_tip``)."""
    if table.input.resting(TIP_DELAY):
        if table.viewport.magnified and surface is table.viewport.frame:
            table.viewport.later.append((text, pygame.Rect(anchor)))
        else:
            place_tip(table, surface, text, anchor)


def place_tip(table: BaseTable, surface: pygame.Surface, text: str, anchor: pygame.Rect) -> None:
    """Hover help for ``anchor`` on the table, drawn on the screen where the table's view shows it."""
    on = table.viewport.on_screen
    rect = draw_tooltip(surface, text, on(anchor), table.scale, avoid=[on(r) for r in table.input.lit_rects()])
    if rect is not None:
        table.tips_shown.append((text, rect))
