"""What a played game leaves on disk, kept by a listener on the session rather than by the table: the save
after every change (so closing the lid, a crash or kill -9 loses at most the move being made) and, once the
game is over, its result in the statistics and its record in the recent games (exactly once) and no save left
to continue.

Pure Python: the table attaches one, the demo and tests can run a session without it.
"""

from __future__ import annotations

from gardengames import recent, store
from gardengames.engine.state import Move
from gardengames.session import Session


class Keeper:
    """Saves ``session`` after every move, undo and redo, and records the result once when it ends."""

    def __init__(self, session: Session, notices: list[str]) -> None:
        self.session = session
        self.notices = notices
        self.saved_moves: list[Move] | None = None  # the moves the save file holds, once written by this keeper
        self.recorded = False
        session.listeners.append(self.changed)

    def changed(self, session: Session) -> None:
        self.save()

    def start(self) -> None:
        """A new game is saved the moment it opens (it replaces the old save: the setup screen asked)."""
        if not self.session.moves and self.saved_moves is None:
            self.save()

    def save(self) -> None:
        session = self.session
        if session.state.is_over:
            store.clear_save(session.info.id)
            self.record()
        elif store.write_save(session.to_record(), self.notices):
            self.saved_moves = list(session.moves)

    def save_now(self) -> None:
        """Before the app is closed from outside: save unless the file already holds exactly this game (the
        backup, one move older, stays the fallback it is meant to be)."""
        if self.session.moves != self.saved_moves or self.session.state.is_over:
            self.save()

    def record(self) -> None:
        """Count the finished game in the statistics and keep it in the recent games, to watch again (once)."""
        if self.recorded:
            return
        self.recorded = True
        session = self.session
        state, seats = session.state, session.seats
        stats = store.load_stats(self.notices)
        entry = stats.game(session.info.id)
        sheets = state.scores()
        winners = state.winners()
        if session.info.solitaire:
            won = bool(winners)
            entry.record(
                ["human"] if won else [], sheets[0].total, session.options.get("level"), won, hints=session.hints_used
            )
        else:
            # "Best score" is a person's best: a computer's score at the same table is not the player's record.
            best = max((sh.total for i, sh in enumerate(sheets) if seats[i].is_human), default=0)
            entry.record(sorted({seats[w].kind for w in winners}), best)
        store.save_stats(stats, self.notices)
        recent.add_recent(session.to_record(), self.notices)
