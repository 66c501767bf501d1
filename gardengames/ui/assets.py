"""Art from art/: SVGs rasterised once per size and kept, so a frame is mostly blits.

A missing or broken file never stops the game: it draws a plain placeholder and says so once.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from gardengames import resources
from gardengames.ui import theme

problems: list[str] = []


@lru_cache(maxsize=512)
def svg(rel: str, size: tuple[int, int]) -> pygame.Surface:
    """``art/<rel>`` rasterised to fit ``size`` exactly (aspect kept by the art's own viewBox)."""
    path = resources.art_dir() / rel
    try:
        img = pygame.image.load_sized_svg(str(path), size)
        if img.get_size() != size:
            img = pygame.transform.smoothscale(img, size)
        return img.convert_alpha() if pygame.display.get_surface() else img
    except (pygame.error, FileNotFoundError, OSError) as exc:
        note = f"art/{rel} could not be drawn ({exc}); a plain card is shown instead."
        if note not in problems:
            problems.append(note)
        return placeholder(size)


def placeholder(size: tuple[int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, theme.PAPER_DARK, img.get_rect(), border_radius=max(2, size[0] // 14))
    pygame.draw.rect(img, theme.INK_SOFT, img.get_rect(), 2, border_radius=max(2, size[0] // 14))
    return img


@lru_cache(maxsize=8)
def tiled(rel: str, size: tuple[int, int], tile: int = 512) -> pygame.Surface:
    """A background made by repeating one tileable SVG across ``size``."""
    piece = svg(rel, (tile, tile))
    out = pygame.Surface(size)
    out.fill(theme.TABLE)
    for x in range(0, size[0], tile):
        for y in range(0, size[1], tile):
            out.blit(piece, (x, y))
    return out


def exists(rel: str) -> bool:
    return Path(resources.art_dir() / rel).is_file()
