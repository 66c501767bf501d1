"""The sheet of paper on the wooden table that the full-screen forms share (setup, hosting, joining, the lobby):
one place for its size rule and its look, so the forms stay alike."""

from __future__ import annotations

import pygame

from gardengames.ui import assets, theme


def centred_panel(size: tuple[int, int], scale: float, width: int, height: int) -> pygame.Rect:
    """A panel of ``width`` x ``height`` design pixels, centred, never closer than 20 design pixels to an edge."""
    margin = int(40 * scale)
    panel = pygame.Rect(0, 0, min(size[0] - margin, int(width * scale)), min(size[1] - margin, int(height * scale)))
    panel.center = (size[0] // 2, size[1] // 2)
    return panel


def draw_sheet(surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
    """The wooden table over the whole window, and the paper panel on it."""
    assets.cloth(surface)
    theme.rounded_panel(surface, panel, theme.PAPER, radius=int(18 * scale))


def draw_refusal(surface: pygame.Surface, text: str, panel: pygame.Rect, above: int, scale: float) -> None:
    """Why the form's main button refused, in red, centred just above that button (its top at ``above``)."""
    theme.text(
        surface,
        text,
        (panel.centerx, above - int(14 * scale)),
        int(18 * scale),
        theme.DANGER,
        bold=True,
        anchor="midbottom",
    )
