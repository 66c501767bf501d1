"""The zoom panel: a card shown large beside its full text, placed on the side away from the card itself so
the player still sees what they asked about."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import theme

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
) -> None:
    """``face`` (already turned the way the zoom shows it) and ``info`` (title, text) for the card at ``src``,
    with ``hint`` (how to close it) under the text."""
    s = scale
    w, h = surface.get_size()
    fw, fh = face.get_size()
    text_w = int(300 * s)
    title, text = info
    title_img = theme.font(int(22 * s), True).render(title, True, theme.INK, wraplength=text_w - int(40 * s))
    body_img = theme.font(int(17 * s)).render(text, True, theme.INK, wraplength=text_w - int(40 * s))
    hint_img = theme.font(int(14 * s)).render(hint, True, theme.INK_SOFT, wraplength=text_w - int(40 * s))
    text_h = int(18 * s) + title_img.get_height() + int(10 * s) + body_img.get_height() + int(12 * s)
    if hint:
        text_h += hint_img.get_height() + int(10 * s)
    panel = pygame.Rect(0, 0, fw + text_w, max(fh + int(24 * s), text_h))
    panel.center = (w // 2, h // 2)
    if src.centerx < w // 2:
        panel.left = min(w - panel.w - 8, src.right + int(16 * s))
    else:
        panel.right = max(panel.w + 8, src.left - int(16 * s))
    panel.clamp_ip(surface.get_rect())
    theme.rounded_panel(surface, panel, theme.lighten(theme.PAPER, 0.4), radius=int(14 * s))
    surface.blit(face, (panel.x + int(12 * s), panel.y + (panel.h - fh) // 2))
    tx = panel.x + fw + int(28 * s)
    surface.blit(title_img, (tx, panel.y + int(18 * s)))
    surface.blit(body_img, (tx, panel.y + int(28 * s) + title_img.get_height()))
    if hint:
        surface.blit(hint_img, (tx, panel.bottom - int(12 * s) - hint_img.get_height()))


def draw_zoom(table: BaseTable, surface: pygame.Surface) -> None:
    """The card the table's zoom shows (``BaseTable.shown_zoom``), large, with its full text beside it."""
    key = table.shown_zoom()
    info = table.card_info(key) if key is not None else None
    if key is not None and info is not None:
        face = table.faces.turned(key, zoom_face_size(table.scale), table.zoom_angle(key), table.zoom_style(key))
        draw_zoom_panel(surface, face, info, table.sprites[key].rect, table.scale, _(CLOSE_HINT))
