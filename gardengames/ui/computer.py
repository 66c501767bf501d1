"""Computer players at the table: a computer seat's move worked out off the UI thread, so the window keeps
drawing while it thinks, and shown at a pace people can follow (the Computer speed setting). The search starts
as soon as the seat is to move, while the move before it still glides and the pace runs, so a slow search and
the pace overlap instead of adding up. The thinking itself (``Session.computer_request``) is deterministic, only
when it finishes depends on the machine."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from gardengames.engine.state import Move
from gardengames.store import COMPUTER_SPEEDS

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable

BOT_PACE_SECONDS = 0.9  # a computer move is shown at most this often, so people can follow


class ComputerThread:
    """At most one search at a time; its move, or the exception it raised, is handed to the UI thread."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.result: list[Move] = []
        self.error: list[BaseException] = []

    @property
    def busy(self) -> bool:
        return self.thread is not None

    def start(self, think: Callable[[], Move]) -> None:
        def run() -> None:
            try:
                self.result.append(think())
            except BaseException as exc:  # reported on the UI thread, never lost silently
                self.error.append(exc)

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def poll(self) -> Move | None:
        """The finished move (once), None while still thinking; a search that failed raises here."""
        if self.error:
            self.thread = None
            raise self.error.pop()
        if self.thread is not None and self.result and not self.thread.is_alive():
            self.thread = None
            return self.result.pop()
        return None

    def wait(self, timeout: float | None = None) -> None:
        if self.thread is not None:
            self.thread.join(timeout)


class ComputerSeats:
    """The table's computer players: a computer seat to move moves at a pace people can follow, its search
    running on a ``ComputerThread``; a lesson's computer seats play the lesson's script instead."""

    def __init__(self, table: BaseTable) -> None:
        self.table = table
        self.thread = ComputerThread()
        self.since_move = 0.0  # seconds since the last move was played, by anyone
        self.ready: tuple[int, Move] | None = None  # (the session version it is for, a move found before its time)
        self.asked = -1  # the session version the running search was asked about

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self.thread.busy

    @property
    def seated(self) -> bool:
        """True when a computer seat played here is to move in a game being played (not watched; across laptops
        the host plays its computer seats)."""
        table = self.table
        state = table.session.state
        p = state.current_player
        if table.spectator or state.is_over or p is None:
            return False
        return not table.session.seats[p].is_human and table.session.plays_here(p)

    @property
    def to_move(self) -> bool:
        """True when a computer seat is to move and has a move to make (a lesson's script may have none yet)."""
        guide = self.table.guide
        return self.seated and (guide is None or guide.computer_move() is not None)

    def update(self, dt: float, acting: bool) -> None:
        """Time passes; while the table is ``acting`` (on top of the screen), a computer seat due to move moves."""
        self.since_move += dt
        if not acting or not self.seated:
            return
        table = self.table
        share = COMPUTER_SPEEDS.get(table.app.settings.computer_speed, 1.0)
        due = self.since_move >= BOT_PACE_SECONDS * share * max(0.3, table.app.animation_factor)
        if table.guide is not None:  # a lesson's computer seats play its script, never a bot
            scripted = table.guide.computer_move()
            if scripted is not None and due:
                table.play(scripted)
            return
        version = table.session.version
        if self.ready is not None and self.ready[0] != version:
            self.ready = None  # found for a position an undo has taken away
        if self.ready is None:
            if not self.thread.busy:
                self.thread.start(table.session.computer_request())
                self.asked = version
            move = self.thread.poll()
            if move is not None and self.asked == version:
                self.ready = (version, move)
        if self.ready is not None and due:
            move = self.ready[1]
            self.ready = None
            table.play(move)

    def wait(self, timeout: float | None = None) -> None:
        """Block until a search running now has finished (tests and the monkey use it)."""
        self.thread.wait(timeout)
