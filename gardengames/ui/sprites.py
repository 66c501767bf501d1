"""Where a card should be (``Place``) and where it is on screen now (``Sprite``): the base table moves each
sprite toward its place with tweens, keyed by the card's stable key, so a card glides between zones."""

from __future__ import annotations

import pygame

from gardengames.ui.tween import Tween

MOVE_SECONDS = 0.35  # a card's glide to a new place (times the animation speed setting)
TURN_SECONDS = 0.6  # a card's quarter turn


class Place:
    """Where a card should be drawn: its rect, its angle (degrees counterclockwise) and draw order."""

    __slots__ = ("rect", "angle", "z", "style")

    def __init__(self, rect: pygame.Rect, angle: float = 0.0, z: float = 0.0, style: str = "") -> None:
        self.rect, self.angle, self.z, self.style = pygame.Rect(rect), angle, z, style


class Sprite:
    """What is on screen now for one card, chasing its Place with tweens."""

    def __init__(self, place: Place) -> None:
        self.rect = pygame.Rect(place.rect)
        self.angle = place.angle
        self.goal = (tuple(place.rect), place.angle)
        self.style = place.style
        self.move: Tween | None = None
        self.turn: Tween | None = None
