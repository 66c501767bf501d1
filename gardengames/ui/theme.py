"""Colours, fonts and sizes: one place for the warm, hand-made look of every screen."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from gardengames import resources
from gardengames.i18n import N_
from gardengames.store import UI_SCALES

if TYPE_CHECKING:
    from pygame.typing import ColorLike

# A warm palette: cream paper, walnut table, leaf greens and a terracotta accent.
PAPER = (246, 238, 220)
PAPER_DARK = (228, 214, 186)
INK = (52, 40, 30)
INK_SOFT = (104, 88, 70)
TABLE = (58, 78, 56)
TABLE_DARK = (38, 52, 38)
LEAF = (92, 140, 60)
LEAF_DARK = (60, 98, 40)
ACCENT = (196, 98, 58)
GOLD = (226, 180, 72)
GLOW = (255, 226, 120)
DANGER = (180, 60, 50)
SHADOW = (0, 0, 0, 90)
WHITE = (255, 255, 255)

SEAT_COLOURS = [(196, 72, 60), (60, 110, 180), (232, 170, 40), (120, 70, 160)]
SEAT_COLOUR_NAMES = [N_("Red"), N_("Blue"), N_("Yellow"), N_("Purple")]  # translated where shown


def seat_colour(index: int) -> tuple[int, int, int]:
    """The colour a seat's ``colour`` index stands for, wrapping round so any index draws."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


BASE_SIZE = (1280, 720)
_ui_scale = [1.0]  # the chosen UI scale as a factor (the app sets it from Settings; one window per process)


def set_ui_scale(percent: int) -> None:
    """Grow text, cards and buttons by ``percent`` from now on (the caller lays every scene out again)."""
    _ui_scale[0] = max(UI_SCALES[0], min(UI_SCALES[-1], percent)) / 100


def ui_scale() -> float:
    """The player's UI scale as a factor (1.0 = 100 %)."""
    return _ui_scale[0]


def window_scale(size: tuple[int, int]) -> float:
    """How much bigger than the 1280x720 design the window is (at least 0.5): the scale at 100 %."""
    return max(0.5, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))


def scale_for(size: tuple[int, int], room: tuple[int, int] = BASE_SIZE) -> float:
    """The scale a screen lays out at: the window's scale times the player's UI scale, clamped to what fits.

    Every layout is drawn in design pixels times this. ``room`` is the design size the screen's layout needs
    (a full table the whole 1280x720; a settings panel much less): the UI scale grows the screen only until that
    room fills the window, so nothing runs off it or over something else, and never below the window's own
    scale, so text never shrinks as the UI scale grows. A table that needs the whole design therefore grows only
    where the window is wider or taller than 16:9 leaves room for; Settings says so beside the choice.
    """
    base = window_scale(size)
    fits = min(size[0] / room[0], size[1] / room[1])
    return max(base, min(base * _ui_scale[0], fits))


FONT_FILES = {False: "DejaVuSansCondensed.ttf", True: "DejaVuSansCondensed-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}


@lru_cache(maxsize=96)
def font(px: int, bold: bool | str = False) -> pygame.font.Font:
    """The app's font at a pixel size (cached: creating fonts is slow).

    ``bold="title"`` gives the serif display face used for headings. The fonts ship in art/fonts
    (DejaVu, freely redistributable) so text looks the same on every machine; if they are missing
    the app falls back to pygame's built-in font rather than failing.
    """
    path = resources.art_dir() / "fonts" / FONT_FILES[bold]
    try:
        return pygame.font.Font(str(path), max(6, px))
    except (OSError, pygame.error):
        f = pygame.font.Font(None, max(8, int(px * 1.3)))
        f.set_bold(bool(bold))
        return f


def text(
    surface: pygame.Surface,
    s: str,
    pos: tuple[int, int],
    px: int,
    colour: ColorLike = INK,
    *,
    bold: bool | str = False,
    anchor: str = "topleft",
    width: int = 0,
) -> pygame.Rect:
    """Draw text (wrapped at ``width`` when given); returns the rect it took."""
    img = rendered(s, px, tuple(pygame.Color(colour)), bold, width)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


@lru_cache(maxsize=384)
def rendered(s: str, px: int, colour: tuple[int, ...], bold: bool | str = False, width: int = 0) -> pygame.Surface:
    """``s`` rendered once per size, colour and wrap width: a table draws the same labels every frame, and
    rendering text is the slowest thing a frame did. Callers blit the surface and never change it."""
    f = font(px, bold)
    return f.render(s, True, colour, wraplength=width) if width else f.render(s, True, colour)


MIN_TEXT_PX = 9  # the smallest text any screen draws: still readable on a small laptop (the layout tests check it)


@lru_cache(maxsize=512)
def fit_text(s: str, px: int, max_width: int, bold: bool | str = False) -> int:
    """The largest font size not above ``px`` (nor below ``MIN_TEXT_PX``) at which ``s`` fits in ``max_width``."""
    while px > MIN_TEXT_PX and font(px, bold).size(s)[0] > max_width:
        px -= 1
    return px


def rounded_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: ColorLike = PAPER,
    *,
    radius: int = 12,
    border: tuple[int, int, int] | None = INK_SOFT,
    shadow: bool = True,
    width: int = 2,
) -> None:
    """A card-like panel with a soft drop shadow."""
    if shadow:
        surface.blit(panel_shadow(rect.size, radius), (rect.x - 2, rect.y - 1))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, width, border_radius=radius)


@lru_cache(maxsize=64)
def panel_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The soft shadow under a panel of ``size``, made once per size (panels are drawn every frame)."""
    sh = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
    pygame.draw.rect(sh, (0, 0, 0, 60), sh.get_rect().inflate(-4, -4).move(2, 3), border_radius=radius + 2)
    return sh


def clear_caches() -> None:
    """Forget fonts and every surface made from them (a closed app's pygame is gone; a new one starts clean)."""
    for cache in (font, rendered, fit_text, panel_shadow):
        cache.cache_clear()


def lighten(c: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    r, g, b = c[:3]
    return int(r + (255 - r) * amount), int(g + (255 - g) * amount), int(b + (255 - b) * amount)


def darken(c: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    r, g, b = c[:3]
    return int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount))
