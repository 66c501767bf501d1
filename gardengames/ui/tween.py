"""Easing curves and tweens: how cards glide, flip and turn a quarter turn.

Animation is driven from the frame's ``dt`` and never blocks input: a tween only changes where
something is drawn, never the game state (the rules have already moved on).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little, then settles: good for a card snapping into place."""
    c1 = 1.70158
    return 1 + (c1 + 1) * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


@dataclass
class Tween:
    """Interpolates a tuple of numbers from ``start`` to ``end`` over ``duration`` seconds."""

    start: Sequence[float]
    end: Sequence[float]
    duration: float
    ease: Callable[[float], float] = ease_out_cubic
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    _fired: bool = field(default=False, repr=False)

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def value(self) -> tuple[float, ...]:
        k = self.ease(self.progress)
        return tuple(a + (b - a) * k for a, b in zip(self.start, self.end, strict=True))

    def update(self, dt: float) -> None:
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done is not None:
                self.on_done()
