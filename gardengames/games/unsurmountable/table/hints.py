"""The hint, a part of the Unsurmountable table: the Hint button in the top bar, the solver asked on a thread of
its own (capped by its CPU time), and the hinted move lit in blue until the position changes."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from gardengames.engine.state import Move
from gardengames.i18n import N_, _
from gardengames.ui.drag import glow_rect
from gardengames.ui.parts import Part
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.games.unsurmountable.table import TableScene

HINT_COLOUR = (140, 220, 255)


class Hints(Part):
    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.button = table.widgets.add(
            Button(N_("Hint"), table.hint, tooltip=N_("Show the next move of a winning line (H)"))
        )
        self.bar_left = 0  # where the row of buttons starts: the title ends before it
        self._hint: tuple[int, Move] | None = None  # (version it was found for, the solver's next move)
        self._thread: threading.Thread | None = None
        self._answers: list[tuple[int, Move | None, bool]] = []  # (version asked about, next move, cut short)

    def layout(self, size: tuple[int, int]) -> None:
        self.bar_left = self.table.layout_top_bar(size[0] - int(16 * self.table.scale), extra=(self.button,))

    @property
    def move(self) -> Move | None:
        """The solver's next move for this very position (a move, an undo or a redo makes it stale)."""
        return self._hint[1] if self._hint is not None and self._hint[0] == self.table.session.version else None

    def ask(self) -> None:
        """Look for the next move of a winning line, on a thread: the table keeps drawing meanwhile."""
        table = self.table
        if table.state.is_over or self._thread is not None:
            return
        if table.guide is not None:  # a lesson's hint is its own step, never the solver's other way up
            wanted = table.guide.wanted()
            if wanted is not None:
                self._hint = (table.session.version, wanted)
            return
        snapshot, version = table.state.clone(), table.session.version
        table.flash(_("Thinking about a hint..."))

        def think() -> None:
            from gardengames.games.unsurmountable import solver

            # Capped by this thread's CPU time: a slow machine may find fewer hints, never freeze on one.
            result = solver.hint_in_time(snapshot)
            move = result.line[0] if result.line else None
            self._answers.append((version, move, result.verdict == solver.UNKNOWN))

        self._thread = threading.Thread(target=think, daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def update(self, dt: float) -> None:
        if self._thread is not None and not self._thread.is_alive():
            self._arrived()
        self.button.enabled = not self.table.state.is_over and not self.table.spectator

    def _arrived(self) -> None:
        table = self.table
        self._thread = None
        if not self._answers:
            return
        version, answer, cut_short = self._answers.pop()
        if version != table.session.version:
            return  # the position moved on while the solver thought
        if answer is not None:
            self._hint = (version, answer)  # lit on the table and said on the prompt line, never over the cards
            table.message_time = 0.0
            table.session.hints_used += 1  # the statistics count a win that used hints apart
            if table.keeper is not None:
                table.keeper.save()  # on disk at once, as a move would be
        elif cut_short:
            table.flash(_("No hint found in time: the solver could not settle this position quickly."))
        else:
            table.flash(_("This deal can no longer be won from here. Undo can take you back."))

    def next_frame(self) -> float | None:
        """Frames while a hint is being searched (its answer lands in ``update``)."""
        return 0.0 if self._thread is not None else None

    def overlay(self, surface: pygame.Surface) -> None:
        """The hinted move lit in the hint's colour: the card it picks up (or clicks) and where it lands."""
        move = self.move
        if move is None:
            return
        for key in dict.fromkeys((move.source_key, move.target_key)):
            rect = self.table.shown_rect(key) if key is not None else None
            if rect is not None:
                glow_rect(surface, rect, self.table.scale, strong=True, colour=HINT_COLOUR)
