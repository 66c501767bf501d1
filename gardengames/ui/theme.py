"""Colours, fonts and sizes: one place for the warm, hand-made look of every screen."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from gardengames import resources
from gardengames.i18n import N_
from gardengames.store import UI_SCALES

if TYPE_CHECKING:
    from pygame.typing import ColorLike

F = TypeVar("F")

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

# Settings' high-contrast option swaps these for darker ink, a paler disabled paper and a deeper leaf green (white
# on a main button), draws a widget's focus in ink, makes outlines thicker and puts a plain patch behind text where
# what lies behind it is see-through or too close to it in tone on average.
high_contrast = False
NORMAL_PALETTE = {"INK": INK, "INK_SOFT": INK_SOFT, "PAPER_DARK": PAPER_DARK, "LEAF": LEAF}
HIGH_PALETTE = {"INK": (14, 9, 5), "INK_SOFT": (44, 32, 22), "PAPER_DARK": (238, 229, 210), "LEAF": (50, 88, 32)}
HIGH_TEXT_CONTRAST = 7.0  # under high contrast, text below this ratio against its background gets a plain patch


PALETTE_CACHES: list[Any] = []  # cached pictures drawn in the palette: made again when it changes


def in_palette(cached: F) -> F:
    """Mark an ``lru_cache``d picture (a button's face, an icon) as drawn in the palette, so switching high
    contrast draws it again instead of showing the old one."""
    PALETTE_CACHES.append(cached)
    return cached


def set_high_contrast(on: bool) -> None:
    """Switch the palette every screen reads at draw time (``theme.INK``...); cached pictures are made again."""
    global high_contrast
    high_contrast = on
    globals().update(HIGH_PALETTE if on else NORMAL_PALETTE)
    clear_caches()
    for cached in PALETTE_CACHES:
        cached.cache_clear()


def stroke(width: int) -> int:
    """An outline's width: half as thick again (at least 1 px more) under high contrast."""
    return max(width + 1, round(width * 1.5)) if high_contrast else width


def luminance(colour: ColorLike) -> float:
    """WCAG 2 relative luminance (0 black to 1 white) of a colour."""
    c = pygame.Color(colour)
    lin = [v / 255 / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in (c.r, c.g, c.b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: ColorLike, b: ColorLike) -> float:
    """WCAG 2 contrast ratio of two colours, 1 (same) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# Chosen so that any two stay at least CIEDE2000 20 apart under simulated protanopia, deuteranopia and
# tritanopia (tests/ui/test_colour_vision.py), and each has a shape as well: a seat never relies on colour alone.
SEAT_COLOURS = [(188, 70, 58), (100, 150, 200), (240, 184, 44), (92, 50, 140)]
SEAT_COLOUR_NAMES = [N_("Red"), N_("Blue"), N_("Yellow"), N_("Purple")]  # translated where shown
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")  # the second code of each seat colour, in its order


def seat_colour(index: int) -> tuple[int, int, int]:
    """The colour a seat's ``colour`` index stands for, wrapping round so any index draws."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def seat_mark(
    surface: pygame.Surface,
    index: int,
    centre: tuple[int, int],
    r: int,
    *,
    fill: tuple[int, int, int] | None = None,
    outline: tuple[int, int, int] | None = None,
) -> pygame.Rect:
    """A seat's mark: its colour (or ``fill``) in its shape, edged in ink, about ``2r`` across. Wherever a seat's
    colour says whose something is, this shape says it too, for players who do not tell the colours apart."""
    shape = SEAT_SHAPES[index % len(SEAT_SHAPES)]
    colour = fill or seat_colour(index)
    edge = outline or INK
    x, y = centre
    r = max(3, r)
    width = max(1, round(r / 5)) + (1 if high_contrast else 0)
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        return pygame.draw.circle(surface, edge, centre, r, width)
    if shape == "square":
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        box.center = centre
        pygame.draw.rect(surface, colour, box)
        return pygame.draw.rect(surface, edge, box, width)
    if shape == "triangle":
        top, base = y - r * 1.05, y + r * 0.8
        pts = [(x, top), (x + r * 1.05, base), (x - r * 1.05, base)]
    else:  # diamond
        pts = [(x, y - r * 1.1), (x + r * 1.1, y), (x, y + r * 1.1), (x - r * 1.1, y)]
    pygame.draw.polygon(surface, colour, pts)
    return pygame.draw.polygon(surface, edge, pts, width)


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
    scale, so text never shrinks as the UI scale grows. A table, which needs nearly the whole design, is laid out
    at the full scale on a table larger than the window where this falls short (``ui/tableview.py``), and so is
    every full screen (``ui/viewport.py``): this then governs the dialogs and panels over them.
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
    colour: ColorLike | None = None,
    *,
    bold: bool | str = False,
    anchor: str = "topleft",
    width: int = 0,
    centre: bool = False,
) -> pygame.Rect:
    """Draw text (wrapped at ``width`` when given, each line ``centre``d if told; in ``INK`` unless told); returns
    the rect it took."""
    colour = INK if colour is None else colour
    img = rendered(s, px, tuple(pygame.Color(colour)), bold, width, centre)
    rect = img.get_rect(**{anchor: pos})
    if high_contrast:
        plain_patch(surface, rect, colour)
    surface.blit(img, rect)
    return rect


def plain_patch(surface: pygame.Surface, rect: pygame.Rect, colour: ColorLike) -> None:
    """Under high contrast: a plain patch behind text whose background is see-through, or too close to it in
    tone on average (words over a picture or a tinted band), light behind dark text and dark behind light."""
    area = rect.inflate(4, 2).clip(surface.get_rect())
    if not area.w or not area.h:
        return
    behind = pygame.transform.average_color(surface, area)
    see_through = surface.get_flags() & pygame.SRCALPHA and behind[3] < 255  # (alpha reads 0 on opaque surfaces)
    if not see_through and contrast(colour, behind) >= HIGH_TEXT_CONTRAST:
        return
    patch = PAPER if luminance(colour) < 0.3 else (20, 14, 10)
    pygame.draw.rect(surface, patch, area, border_radius=3)


@lru_cache(maxsize=384)
def rendered(
    s: str, px: int, colour: tuple[int, ...], bold: bool | str = False, width: int = 0, centre: bool = False
) -> pygame.Surface:
    """``s`` rendered once per size, colour and wrap width (its lines centred if told): a table draws the same
    labels every frame, and rendering text is the slowest thing a frame did. Callers blit the surface and never
    change it."""
    f = font(px, bold)
    if not width:
        return f.render(s, True, colour)
    align = f.align  # the font is shared: its alignment is put back
    f.align = pygame.FONT_CENTER if centre else pygame.FONT_LEFT
    try:
        return f.render(s, True, colour, wraplength=width)
    finally:
        f.align = align


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
    border: tuple[int, int, int] | None | bool = True,
    shadow: bool = True,
    width: int = 2,
) -> None:
    """A card-like panel with a soft drop shadow, edged in ``INK_SOFT`` unless ``border`` says another colour
    (``None``: no edge)."""
    if shadow:
        surface.blit(panel_shadow(rect.size, radius), (rect.x - 2, rect.y - 1))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border is True:
        border = INK_SOFT
    if border:
        pygame.draw.rect(surface, border, rect, stroke(width), border_radius=radius)


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


def ink_on(colour: ColorLike) -> tuple[int, int, int]:
    """White or ink, whichever reads better on ``colour`` (a score in a seat's colour: ink on yellow)."""
    return WHITE if contrast(WHITE, colour) >= contrast(INK, colour) else INK


def readable(colour: tuple[int, int, int], on: ColorLike = PAPER, ratio: float = 4.6) -> tuple[int, int, int]:
    """``colour`` darkened just enough for text in it to keep ``ratio`` (WCAG) against ``on``: a seat's name in
    its own colour, still readable when the colour is yellow."""
    for step in range(21):
        shade = darken(colour, step / 20)
        if contrast(shade, on) >= ratio:
            return shade
    return INK


def lighten(c: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    r, g, b = c[:3]
    return int(r + (255 - r) * amount), int(g + (255 - g) * amount), int(b + (255 - b) * amount)


def darken(c: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    r, g, b = c[:3]
    return int(r * (1 - amount)), int(g * (1 - amount)), int(b * (1 - amount))
