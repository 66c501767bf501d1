"""What a table asks of a lesson laid over it (``ui.tutorial`` is the one there is)."""

from __future__ import annotations

from typing import Protocol

import pygame

from gardengames.engine.state import Move


class Guide(Protocol):
    """A lesson laid over a table: it names the computer seats' moves, may refuse a legal move with its reason,
    and draws its words and lights over everything else."""

    panel: pygame.Rect  # where its words were drawn last

    def refuse(self, move: Move) -> str: ...

    def computer_move(self) -> Move | None: ...

    def wanted(self) -> Move | None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def lit_rects(self) -> list[pygame.Rect]: ...

    def relabel(self) -> None: ...
