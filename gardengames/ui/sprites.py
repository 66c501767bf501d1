"""Where a card should be (``Place``) and where it is on screen now (``Sprite``): a ``SpriteStage`` moves each
sprite toward its place with tweens, keyed by the card's stable key, so a card glides between zones."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from gardengames.ui.tween import Tween, ease_in_out_cubic, ease_out_cubic

MOVE_SECONDS = 0.35  # a card's glide to a new place (times the animation speed setting)
TURN_SECONDS = 0.6  # a card's quarter turn
ORIGIN_SECONDS = 0.5  # an appear_at origin older than this is stale (the card stayed hidden)


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


class SpriteStage:
    """Every card on screen and how it gets to its place: a changed place or angle starts a glide or a turn,
    a card coming on screen slides in from where it came from, and one leaving is shown on its way out."""

    def __init__(self) -> None:
        self.sprites: dict[Hashable, Sprite] = {}
        self.origins: dict[Hashable, tuple[pygame.Rect, float]] = {}  # where a card about to appear comes from
        self.leaving: dict[Hashable, tuple[Place, float]] = {}  # cards shown on their way off, and until when

    @property
    def animating(self) -> bool:
        return any(s.move or s.turn for s in self.sprites.values())

    def appear_at(self, key: Hashable, rect: pygame.Rect, clock: float) -> None:
        self.origins[key] = (pygame.Rect(rect), clock)

    def leave_to(self, key: Hashable, place: Place, until: float) -> None:
        self.leaving[key] = (place, until)

    def add_leaving(self, places: dict[Hashable, Place], clock: float) -> None:
        """Add to ``places`` the cards still on their way off the screen (and forget those that are gone)."""
        for key, (place, until) in list(self.leaving.items()):
            if clock > until:
                del self.leaving[key]
            elif key not in places:
                places[key] = place

    def sync(
        self,
        places: dict[Hashable, Place],
        clock: float,
        factor: float,
        appear_from: Callable[[Hashable], pygame.Rect | None],
    ) -> None:
        """Start a glide or a turn for every card whose place changed; add and drop cards as needed. ``factor``
        stretches the animations (0: every card is at its place at once); a card new on screen slides in from
        its fresh ``appear_at`` origin, else from ``appear_from(key)``."""
        gone = [pygame.Rect(self.sprites.pop(key).rect) for key in list(self.sprites) if key not in places]
        new = [key for key in places if key not in self.sprites]
        for key, place in places.items():
            sprite = self.sprites.get(key)
            if sprite is None:
                sprite = self.sprites[key] = Sprite(place)
                recorded = self.origins.pop(key, None)
                if recorded is not None and clock - recorded[1] <= ORIGIN_SECONDS:
                    origin: pygame.Rect | None = recorded[0]
                else:
                    origin = appear_from(key)
                if origin is None and len(gone) == 1 and len(new) == 1:
                    origin = gone[0]  # one card left the screen as one came on: it is the same card, turned face up
                if origin is not None and factor > 0:
                    sprite.rect = pygame.Rect(origin)
                    sprite.move = Tween(tuple(origin), tuple(place.rect), MOVE_SECONDS * factor, ease_out_cubic)
                continue
            sprite.style = place.style
            goal = (tuple(place.rect), place.angle)
            if goal == sprite.goal:
                continue
            sprite.goal = goal
            if factor <= 0:
                sprite.rect, sprite.angle, sprite.move, sprite.turn = pygame.Rect(place.rect), place.angle, None, None
                continue
            if tuple(place.rect) != tuple(sprite.rect):
                sprite.move = Tween(tuple(sprite.rect), tuple(place.rect), MOVE_SECONDS * factor, ease_out_cubic)
            if place.angle != sprite.angle:
                sprite.turn = Tween((sprite.angle,), (place.angle,), TURN_SECONDS * factor, ease_in_out_cubic)

    def advance(self, dt: float) -> None:
        """Move every gliding or turning card ``dt`` seconds on."""
        for sprite in self.sprites.values():
            if sprite.move:
                sprite.move.update(dt)
                sprite.rect = pygame.Rect(*(round(v) for v in sprite.move.value()))
                if sprite.move.done:
                    sprite.move = None
            if sprite.turn:
                sprite.turn.update(dt)
                sprite.angle = sprite.turn.value()[0]
                if sprite.turn.done:
                    sprite.turn = None

    def stop(self) -> None:
        """Stop every glide and turn where it is (a new layout places the cards again)."""
        for sprite in self.sprites.values():
            sprite.move = sprite.turn = None
