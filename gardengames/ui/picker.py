"""The move list: every legal move (or the few one drop still leaves) as rows to choose by keyboard or mouse,
so any game can be played without dragging anything."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Move
from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.scenes import Scene

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable


class MovePicker(Scene):
    """Every legal move as a list (keyboard play for any game): arrows to choose, Enter to play. Given
    ``moves``, just those: the choice one drop still leaves (which plant to eat, which row to water)."""

    overlay = True

    def __init__(self, app: App, table: BaseTable, moves: list[Move] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.title = (
            "Which one? (arrows, Enter; Esc to close)" if moves else "Choose a move (arrows, Enter; Esc to close)"
        )
        names = table.session.names
        offered: dict[str, Move] = {}
        for move in moves or table.session.state.legal_moves():
            offered.setdefault(move.instruction(names), move)  # two copies of one card read alike: offered once
        self.moves = list(offered.values())
        self.lines = list(offered)
        self.index = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, int(640 * s), min(size[1] - int(60 * s), int(560 * s)))
        self.rect.center = (size[0] // 2, size[1] // 2)

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_DOWN, pygame.K_j, pygame.K_TAB):
                self.index = (self.index + 1) % max(1, len(self.moves))
            elif event.key in (pygame.K_UP, pygame.K_k):
                self.index = (self.index - 1) % max(1, len(self.moves))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.moves:
                self.app.stack.pop()
                self.table.play(self.moves[self.index])
            elif event.key == pygame.K_m:
                self.app.stack.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._row_at(event.pos)
            if i is not None:
                self.app.stack.pop()
                self.table.play(self.moves[i])
        elif event.type == pygame.MOUSEWHEEL:
            self.index = max(0, min(len(self.moves) - 1, self.index - event.y))

    def _rows(self) -> tuple[int, int, int]:
        row_h = int(30 * self.scale)
        visible = max(1, (self.rect.h - int(90 * self.scale)) // row_h)
        first = max(0, min(self.index - visible // 2, len(self.moves) - visible))
        return row_h, visible, first

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        row_h, visible, first = self._rows()
        top = self.rect.y + int(64 * self.scale)
        if not self.rect.collidepoint(pos) or pos[1] < top:
            return None
        i = first + (pos[1] - top) // row_h
        return i if i < min(len(self.moves), first + visible) else None

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(14 * s))
        theme.text(
            surface,
            self.title,
            (self.rect.x + int(20 * s), self.rect.y + int(18 * s)),
            int(20 * s),
            bold=True,
        )
        row_h, visible, first = self._rows()
        y = self.rect.y + int(64 * s)
        for i in range(first, min(len(self.moves), first + visible)):
            row = pygame.Rect(self.rect.x + int(14 * s), y, self.rect.w - int(28 * s), row_h - 2)
            if i == self.index:
                pygame.draw.rect(surface, theme.GLOW, row, border_radius=int(6 * s))
            px = theme.fit_text(self.lines[i], int(17 * s), row.w - int(16 * s))
            theme.text(surface, self.lines[i], (row.x + int(8 * s), row.centery), px, anchor="midleft")
            y += row_h
