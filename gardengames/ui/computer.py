"""A computer player's move worked out off the UI thread, so the window keeps drawing while it thinks; the
thinking itself (``Session.computer_request``) is deterministic, only when it finishes depends on the machine."""

from __future__ import annotations

import threading
from collections.abc import Callable

from gardengames.engine.state import Move


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
