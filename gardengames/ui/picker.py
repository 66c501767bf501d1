"""The move list: every legal move (or the few one drop still leaves) as rows to choose by keyboard or mouse,
so any game can be played without dragging anything."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Move
from gardengames.i18n import _
from gardengames.ui.rowlist import RowList
from gardengames.ui.rowpanel import RowPanel

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable


ROW_KEYS = {pygame.K_j: pygame.K_DOWN, pygame.K_k: pygame.K_UP, pygame.K_TAB: pygame.K_DOWN}  # j / k, Tab: the rows too


class MovePicker(RowPanel):
    """Every legal move as a list (keyboard play for any game): arrows to choose, Enter to play. Given
    ``moves``, just those: the choice one drop still leaves (which plant to eat, which row to water)."""

    close_key = pygame.K_m
    wrap = True
    row_keys = ROW_KEYS

    def __init__(self, app: App, table: BaseTable, moves: list[Move] | None = None) -> None:
        self.table = table
        self.asked = bool(moves)
        names = table.session.names
        offered: dict[str, Move] = {}
        for move in moves or table.session.state.legal_moves():
            offered.setdefault(move.instruction(names), move)  # two copies of one card read alike: offered once
        self.moves = list(offered.values())
        super().__init__(app, list(offered), RowList(len(self.moves)), (640, 560))

    def heading(self) -> str:
        if self.asked:
            return _("Which one? (arrows, Enter; Esc to close)")
        return _("Choose a move (arrows, Enter; Esc to close)")

    def choose(self, i: int) -> None:
        self.app.stack.pop()
        self.table.play(self.moves[i])
