"""Drag and drop: pick a card up, follow the pointer, light the legal targets, drop or fly back.

The controller never decides legality: the table gives it the targets that ``legal_moves()``
allows, each with the move a drop there makes. It reads positions from the events themselves
(posted test events do not move the real mouse) and keeps the grab offset instead of summing
``rel``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from gardengames.ui import theme

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag (else it is a click)


@dataclass
class Target:
    rect: pygame.Rect
    move: Any
    label: str = ""


@dataclass
class Drag:
    item: Hashable
    image: pygame.Surface
    origin: pygame.Rect
    grab: tuple[int, int]
    targets: dict[Hashable, Target]
    pos: tuple[int, int]
    started: bool = False
    press: tuple[int, int] = (0, 0)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], *self.origin.size)


class DragController:
    """One drag at a time. ``handle`` returns ("drop", drag, target), ("cancel", drag, None),
    ("click", drag, None) for a press released without moving, or None."""

    def __init__(self) -> None:
        self.drag: Drag | None = None

    @property
    def active(self) -> bool:
        return self.drag is not None and self.drag.started

    def begin(
        self,
        item: Hashable,
        image: pygame.Surface,
        origin: pygame.Rect,
        pos: tuple[int, int],
        targets: dict[Hashable, Target],
    ) -> None:
        self.drag = Drag(
            item, image, pygame.Rect(origin), (pos[0] - origin.x, pos[1] - origin.y), targets, pos, press=pos
        )

    def target_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The lit target under the pointer or, failing that, the one the dragged card overlaps most."""
        if self.drag is None:
            return None
        return self.pick(self.drag.targets, pos, self.drag.rect)

    def pick(self, targets: dict[Hashable, Target], pos: tuple[int, int], card: pygame.Rect | None) -> Hashable | None:
        """The target under ``pos``; failing that, with a ``card`` rect, the one that card overlaps most.

        Used for drops and for the click that follows click-to-select, so both choose alike; a table whose
        targets overlap (rows and columns of one garden) overrides this one method."""
        for key, target in targets.items():
            if target.rect.collidepoint(pos):
                return key
        if card is None:
            return None
        best, best_area = None, 0
        for key, target in targets.items():
            clip = card.clip(target.rect)
            area = clip.w * clip.h
            if area > best_area and area >= 0.35 * min(card.w * card.h, target.rect.w * target.rect.h):
                best, best_area = key, area
        return best

    def handle(self, event: pygame.event.Event) -> tuple[str, Drag, Hashable | None] | None:
        drag = self.drag
        if drag is None:
            return None
        if event.type == pygame.MOUSEMOTION:
            drag.pos = event.pos
            if not drag.started and (
                abs(event.pos[0] - drag.press[0]) + abs(event.pos[1] - drag.press[1]) >= DRAG_THRESHOLD
            ):
                drag.started = True
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            drag.pos = event.pos
            key = self.target_at(event.pos) if drag.started else None
            self.drag = None
            if not drag.started:
                return ("click", drag, None)
            return ("drop", drag, key) if key is not None else ("cancel", drag, None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.drag = None
            return ("cancel", drag, None)
        return None

    def draw_targets(self, surface: pygame.Surface, scale: float, t: float) -> None:
        """Glow every legal target; the one under the card glows brighter."""
        if not self.active or self.drag is None:
            return
        hot = self.target_at(self.drag.pos)
        pulse = 0.5 + 0.5 * (1 + pygame.math.Vector2(1, 0).rotate(t * 360).x) / 2
        for key, target in self.drag.targets.items():
            glow_rect(surface, target.rect, scale, strong=key == hot, pulse=pulse)

    def draw_card(self, surface: pygame.Surface, scale: float) -> None:
        if not self.active or self.drag is None:
            return
        rect = self.drag.rect
        surface.blit(_drag_shadow(rect.size, int(10 * scale)), rect.move(int(8 * scale), int(10 * scale)))
        surface.blit(self.drag.image, rect.move(0, -int(4 * scale)))


@lru_cache(maxsize=16)
def _drag_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shadow = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=radius)
    return shadow


def glow_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    scale: float,
    *,
    strong: bool = False,
    pulse: float = 1.0,
    colour: tuple[int, int, int] = theme.GLOW,
) -> None:
    """A soft glowing outline that says "you may drop here"."""
    width = max(2, int((5 if strong else 3) * scale))
    alpha = int(255 if strong else 120 + 100 * pulse)
    radius = max(4, int(10 * scale))
    surface.blit(_glow_layer(rect.size, width, radius, alpha, tuple(colour), strong), (rect.x - 12, rect.y - 12))


@lru_cache(maxsize=256)
def _glow_layer(
    size: tuple[int, int], width: int, radius: int, alpha: int, colour: tuple[int, ...], strong: bool
) -> pygame.Surface:
    """One glow, drawn once per size and brightness: lit targets are drawn every frame while they breathe."""
    layer = pygame.Surface((size[0] + 24, size[1] + 24), pygame.SRCALPHA)
    inner = pygame.Rect(12, 12, *size)
    for grow, a in ((10, alpha // 6), (6, alpha // 3), (0, alpha)):
        pygame.draw.rect(layer, (*colour, a), inner.inflate(grow, grow), width, border_radius=radius + grow // 2)
    if strong:
        fill = pygame.Surface(size, pygame.SRCALPHA)
        fill.fill((*colour, 50))
        layer.blit(fill, inner)
    return layer
