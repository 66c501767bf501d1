"""Card faces: art from art/ plus text from the YAML, drawn once per size and kept.

Rotations by quarter turns are cached too (``rotate(.., 90)`` is exact); only a card that is
turning right now is rotozoomed each frame, as PYGAME-NOTES measured that is the cheap way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from gardengames.ui import assets, theme

if TYPE_CHECKING:
    from pygame.typing import ColorLike

Renderer = Callable[[Hashable, tuple[int, int], str], pygame.Surface]


class FaceCache:
    """Caches a game's card faces by (card, size, style) and their quarter-turn rotations.

    ``style`` lets one card look different by where it lies (e.g. bare on the mountain, with its
    text band in the hand).
    """

    def __init__(self, render: Renderer) -> None:
        self.render = render
        self._faces: dict[tuple[Hashable, tuple[int, int], str], pygame.Surface] = {}
        self._turned: dict[tuple[Hashable, tuple[int, int], str, int], pygame.Surface] = {}

    def face(self, key: Hashable, size: tuple[int, int], style: str = "") -> pygame.Surface:
        found = self._faces.get((key, size, style))
        if found is None:
            found = self._faces[(key, size, style)] = self.render(key, size, style)
        return found

    def turned(self, key: Hashable, size: tuple[int, int], angle: float, style: str = "") -> pygame.Surface:
        """The face turned counterclockwise by ``angle`` degrees: exact and cached on quarter turns."""
        quarter = round(angle / 90)
        if abs(angle - quarter * 90) < 0.01:
            q = quarter % 4
            if q == 0:
                return self.face(key, size, style)
            found = self._turned.get((key, size, style, q))
            if found is None:
                found = self._turned[(key, size, style, q)] = pygame.transform.rotate(
                    self.face(key, size, style), q * 90
                )
            return found
        return pygame.transform.rotozoom(self.face(key, size, style), angle, 1.0)

    def clear(self) -> None:
        self._faces.clear()
        self._turned.clear()


def card_base(
    size: tuple[int, int],
    art: str | None,
    *,
    border: tuple[int, int, int] = theme.INK_SOFT,
    paper: tuple[int, int, int] = theme.PAPER,
) -> pygame.Surface:
    """A rounded card with its illustration (art/<art>) filling it, and a fine border."""
    w, h = size
    radius = max(3, w // 14)
    card = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(card, paper, card.get_rect(), border_radius=radius)
    if art:
        img = assets.svg(art, size)
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        img = img.copy()
        img.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        card.blit(img, (0, 0))
    pygame.draw.rect(card, border, card.get_rect(), max(1, w // 90), border_radius=radius)
    return card


def text_band(
    card: pygame.Surface,
    top: float,
    title: str,
    body: str,
    *,
    colour: ColorLike = theme.INK,
    band: tuple[int, int, int, int] = (250, 243, 226, 225),
) -> None:
    """Write a title and body text on a parchment band covering the card from ``top`` (0..1) down."""
    w, h = card.get_size()
    y0 = int(h * top)
    radius = max(3, w // 14)
    layer = pygame.Surface((w, h - y0), pygame.SRCALPHA)
    pygame.draw.rect(layer, band, layer.get_rect(), border_bottom_left_radius=radius, border_bottom_right_radius=radius)
    card.blit(layer, (0, y0))
    pad = max(2, w // 22)
    title_px = theme.fit_text(title, max(7, int(w * 0.085)), w - 2 * pad, bold=True)
    r = theme.text(card, title, (w // 2, y0 + pad // 2), title_px, colour, bold=True, anchor="midtop")
    if body:
        body_px = max(7, int(w * 0.064))
        room = h - r.bottom - pad // 2

        def height(text: str) -> int:
            return theme.font(body_px).render(text, True, colour, wraplength=w - 2 * pad).get_height()

        while body_px > 7 and height(body) > room:
            body_px -= 1
        body = fitting_text(body, room, height)
        img = theme.font(body_px).render(body, True, colour, wraplength=w - 2 * pad)
        card.blit(img, img.get_rect(midtop=(w // 2, r.bottom + 1)))


def fitting_text(text: str, room: int, height: Callable[[str], int]) -> str:
    """``text`` if it fits ``room`` (as ``height`` measures it); else its whole sentences that fit, or, when not
    even the first does, its first words and an ellipsis: never a cut in the middle of a word or a line that runs
    off the card (issue 33 found replay cards ending mid-sentence). The zoom always has the full text."""
    if height(text) <= room:
        return text
    sentences = [part for part in re.split(r"(?<=[.!?])\s+", text) if part]
    for n in range(len(sentences) - 1, 0, -1):
        kept = " ".join(sentences[:n])
        if height(kept) <= room:
            return kept
    words = text.split()
    for n in range(len(words) - 1, 0, -1):
        kept = " ".join(words[:n]).rstrip(",;:") + "\u2026"
        if height(kept) <= room:
            return kept
    return ""


def card_back(size: tuple[int, int]) -> pygame.Surface:
    return card_base(size, "common/card_back.svg", border=theme.LEAF_DARK)


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, scale: float, lift: float = 1.0) -> None:
    """A soft shadow under a card, bigger when it is lifted."""
    off = int(4 * scale * lift)
    surface.blit(_shadow(rect.size), (rect.x - 3 + off // 2, rect.y - 3 + off))


@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """A card shadow, made once per card size (every card casts one, every frame a card moves)."""
    shadow = pygame.Surface((size[0] + 6, size[1] + 6), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 55), shadow.get_rect(), border_radius=max(3, size[0] // 12))
    return shadow


def slot_outline(
    surface: pygame.Surface, rect: pygame.Rect, scale: float, colour: ColorLike = (255, 255, 255, 70)
) -> None:
    """An empty place for a card: a dashed-looking soft outline on the table."""
    surface.blit(_slot(rect.size, max(1, int(2 * scale)), tuple(pygame.Color(colour))), rect)


@lru_cache(maxsize=64)
def _slot(size: tuple[int, int], width: int, colour: tuple[int, ...]) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (255, 255, 255, 18), layer.get_rect(), border_radius=max(3, size[0] // 14))
    pygame.draw.rect(layer, colour, layer.get_rect(), width, border_radius=max(3, size[0] // 14))
    return layer
