"""What the table shows and plays for a moment when something happens: rising words ("+5", "munch!"),
rings that spread from a card, the slow pulse of lit targets, and the one sound a move deserves.

One module for every game, so an effect looks, lasts and respects the animation speed the same way
everywhere; effects change only what is drawn, never the game.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from gardengames.ui import theme

FLOAT_SECONDS = 1.4
RING_SECONDS = 0.9

SOUND_ORDER = (
    "win",
    "lose",
    "objective",
    "munch",
    "harvest",
    "grow",
    "water",
    "bug",
    "shuffle",
    "draw",
    "place",
    "flyback",
    "click",
)
"""When one move sets off several sounds, only the most telling one plays (a fanfare over a shuffle)."""


def pulse(clock: float, period: float = 1.0) -> float:
    """0..1 and back once per ``period`` seconds: the breathing of lit targets and glowing hints."""
    return 0.5 + 0.5 * math.sin(clock * 2 * math.pi / period)


def most_telling(sounds: Iterable[str]) -> str | None:
    """The sound to play of several asked for at once (unknown names rank last, first asked first)."""
    asked = list(dict.fromkeys(sounds))
    if not asked:
        return None
    return min(asked, key=lambda s: SOUND_ORDER.index(s) if s in SOUND_ORDER else len(SOUND_ORDER))


@dataclass
class Float:
    text: str
    pos: tuple[int, int]
    start: float
    colour: tuple[int, int, int]


@dataclass
class Ring:
    rect: pygame.Rect
    start: float
    colour: tuple[int, int, int]


class Effects:
    """The effects running on one table, aged by the table's clock."""

    def __init__(self) -> None:
        self.floats: list[Float] = []
        self.rings: list[Ring] = []
        self.clock = 0.0

    def float_text(self, text: str, pos: tuple[int, int], colour: tuple[int, int, int] = theme.GLOW) -> None:
        self.floats.append(Float(text, (int(pos[0]), int(pos[1])), self.clock, colour))

    def ring(self, rect: pygame.Rect, colour: tuple[int, int, int] = theme.GLOW) -> None:
        self.rings.append(Ring(pygame.Rect(rect), self.clock, colour))

    @property
    def texts(self) -> list[str]:
        """The words floating now, oldest first (what a test or a screen reader may ask)."""
        return [f.text for f in self.floats]

    @property
    def busy(self) -> bool:
        return bool(self.floats or self.rings)

    def update(self, clock: float) -> None:
        self.clock = clock
        self.floats = [f for f in self.floats if clock - f.start < FLOAT_SECONDS]
        self.rings = [r for r in self.rings if clock - r.start < RING_SECONDS]

    def clear(self) -> None:
        self.floats.clear()
        self.rings.clear()

    def draw_rings(self, surface: pygame.Surface, scale: float) -> None:
        """Under the floating words: a ring that grows and fades from the card it marks."""
        for ring in self.rings:
            age = (self.clock - ring.start) / RING_SECONDS
            grow = int(36 * scale * age)
            alpha = int(220 * (1 - age))
            rect = ring.rect.inflate(grow, grow)
            layer = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
            pygame.draw.rect(
                layer,
                (*ring.colour, alpha),
                pygame.Rect(4, 4, rect.w, rect.h),
                max(2, int(4 * scale)),
                border_radius=int(12 * scale),
            )
            surface.blit(layer, (rect.x - 4, rect.y - 4))

    def draw_floats(self, surface: pygame.Surface, scale: float) -> None:
        for item in self.floats:
            age = (self.clock - item.start) / FLOAT_SECONDS
            size = int(26 * scale)
            img = theme.font(size, True).render(item.text, True, item.colour)
            outline = theme.font(size, True).render(item.text, True, theme.INK)
            alpha = int(255 * (1 - age) ** 0.7)
            img.set_alpha(alpha)
            outline.set_alpha(alpha)
            x, y = item.pos
            rect = img.get_rect(center=(x, y - int(50 * scale * age)))
            for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                surface.blit(outline, rect.move(dx, dy))
            surface.blit(img, rect)


def winners_sound(winners: Sequence[int], humans: Sequence[int]) -> str:
    """A fanfare when a person at the table (or, with none, anyone) won; the sad horn when they all lost."""
    return "win" if not humans or any(w in humans for w in winners) else "lose"
