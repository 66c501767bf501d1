"""The move list: every legal move (or the few one drop still leaves) as rows to choose by keyboard or mouse,
so any game can be played without dragging anything."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Move
from gardengames.i18n import _
from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.rowlist import RowList
from gardengames.ui.scenes import Scene

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable


ROW_KEYS = {pygame.K_j: pygame.K_DOWN, pygame.K_k: pygame.K_UP, pygame.K_TAB: pygame.K_DOWN}  # j / k, Tab: the rows too


class MovePicker(Scene):
    """Every legal move as a list (keyboard play for any game): arrows to choose, Enter to play. Given
    ``moves``, just those: the choice one drop still leaves (which plant to eat, which row to water)."""

    overlay = True

    def __init__(self, app: App, table: BaseTable, moves: list[Move] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.title = (
            _("Which one? (arrows, Enter; Esc to close)") if moves else _("Choose a move (arrows, Enter; Esc to close)")
        )
        names = table.session.names
        offered: dict[str, Move] = {}
        for move in moves or table.session.state.legal_moves():
            offered.setdefault(move.instruction(names), move)  # two copies of one card read alike: offered once
        self.moves = list(offered.values())
        self.lines = list(offered)
        self.rows = RowList(len(self.moves))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    @property
    def index(self) -> int:
        """The chosen row."""
        return self.rows.index

    @index.setter
    def index(self, value: int) -> None:
        self.rows.index = value

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = self.rows.scale = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, int(640 * s), min(size[1] - int(60 * s), int(560 * s)))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.rows.rect = self.rect

    def back(self) -> None:
        self.app.stack.pop()

    def _play(self, i: int) -> None:
        self.app.stack.pop()
        self.table.play(self.moves[i])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in ROW_KEYS:
            event = pygame.event.Event(pygame.KEYDOWN, key=ROW_KEYS[event.key], mod=event.mod)
        if self.rows.move(event, wrap=True):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.moves:
                self._play(self.index)
            elif event.key == pygame.K_m:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.rows.row_at(event.pos)
            if i is not None:
                self._play(i)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(14 * s))
        theme.text(surface, self.title, (self.rect.x + int(20 * s), self.rect.y + int(18 * s)), int(20 * s), bold=True)
        self.rows.draw(surface, self.lines)
