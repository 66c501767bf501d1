"""A panel of rows to choose one from, over a dimmed screen: the move picker (which move to play) and the
replay's move list (which position to jump to) are both this, told apart only by their rows, their title and
what choosing a row does. Arrows or the wheel move the lit row, Enter, Space or a click chooses, Esc or the key
that opened the panel closes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

import pygame

from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.rowlist import RowList
from gardengames.ui.scenes import Scene

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
ROOM_HEIGHT = 400  # design pixels a panel of rows needs at the least: its heading and about nine rows


class RowPanel(Scene):
    """``lines`` as rows in a panel of ``size_px`` design pixels; a subclass says what ``choose(i)`` does."""

    overlay = True
    close_key: ClassVar[int] = pygame.K_ESCAPE  # the key that opened the panel closes it again
    wrap: ClassVar[bool] = False  # whether the arrows go round from the last row to the first
    row_keys: ClassVar[dict[int, int]] = {}  # more keys that move the lit row, as the arrow each stands for
    text_px: ClassVar[int] = 17  # the rows' text size in design pixels

    def __init__(self, app: App, lines: list[str], rows: RowList, size_px: tuple[int, int]) -> None:
        super().__init__(app)
        self.lines = lines
        self.rows = rows
        self.size_px = size_px
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    @property
    def index(self) -> int:
        """The lit row."""
        return self.rows.index

    @index.setter
    def index(self, value: int) -> None:
        self.rows.index = value

    def heading(self) -> str:
        """The title over the rows, in the player's language."""
        return ""

    def choose(self, i: int) -> None:
        """Row ``i`` was chosen."""
        raise NotImplementedError

    def row_ink(self, i: int) -> tuple[int, int, int]:
        return theme.INK

    def layout(self, size: tuple[int, int]) -> None:
        w, h = self.size_px
        # As wide as its rows, and tall enough for a few of them: the rest scroll, so it grows further than it is tall
        s = self.scale = self.rows.scale = theme.scale_for(size, (w + 40, min(h, ROOM_HEIGHT)))
        self.rect = pygame.Rect(0, 0, int(w * s), min(size[1] - int(60 * s), int(h * s)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.rows.rect = self.rect

    def back(self) -> None:
        self.app.stack.pop()

    def row_rect(self, i: int) -> pygame.Rect | None:
        """Where row ``i`` is drawn now (None when it is scrolled out of sight): what a click hits."""
        return self.rows.row_rect(i)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in self.row_keys:
            event = pygame.event.Event(pygame.KEYDOWN, key=self.row_keys[event.key], mod=event.mod)
        if self.rows.move(event, wrap=self.wrap):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in CHOOSE_KEYS and self.lines:
                self.choose(self.index)
            elif event.key == self.close_key:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.rows.row_at(event.pos)
            if i is not None:
                self.choose(i)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(14 * s))
        at = (self.rect.x + int(20 * s), self.rect.y + int(18 * s))
        theme.text(surface, self.heading(), at, int(20 * s), bold=True)
        ink: Callable[[int], tuple[int, int, int]] = self.row_ink
        self.rows.draw(surface, self.lines, self.text_px, ink)
