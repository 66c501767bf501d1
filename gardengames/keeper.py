"""What a played game leaves on disk, kept by a listener on the session rather than by the table: the save
after every change (so closing the lid, a crash or kill -9 loses at most the move being made) and, once the
game is over, its result in the statistics and its record in the recent games (exactly once) and no save left
to continue.

A game ends in the order that loses nothing wherever the process is killed (write-ahead): the finished game is
saved first (marked ``over``), then counted in the statistics and listed in the recent games, each of which
remembers the game's id and does nothing the second time, and only then is the save dropped. A window killed
half-way leaves the finished save behind, and ``settle`` completes it at the next start.

One window plays a save at a time: a keeper holds the save's claim while its table is open, and a keeper that
could not get it (another window has the game open) never writes or drops that save, and says so; a game it
sees to the end is still counted.

A game this laptop hosts for others is kept the same way in a slot of its own (``hosted``), with what starting
its host again needs besides the game (``more``: which seats are this laptop's, the port, the host's name).

Pure Python: the table attaches one, the demo and tests can run a session without it.
"""

from __future__ import annotations

from typing import Any

from gardengames import recent, store
from gardengames.engine.state import Move
from gardengames.i18n import _, n_
from gardengames.session import Session


class Keeper:
    """Saves ``session`` after every move, undo and redo, and records the result once when it ends. ``hosted``: in
    the slot of a game hosted for other laptops, with ``more`` written beside the game."""

    def __init__(
        self, session: Session, notices: list[str], hosted: bool = False, more: dict[str, Any] | None = None
    ) -> None:
        self.session = session
        self.notices = notices
        self.hosted = hosted
        self.more = more or {}
        self.saved_moves: list[Move] | None = None  # the moves the save file holds, once written by this keeper
        self.recorded = False
        self.problem = ""  # why the last save failed, as the system says it ("" when it did not)
        if not session.uid:
            session.uid = store.new_uid()
        self.claim = store.claim_save(session.info.id, hosted)
        if not self.claim.take():
            self.problem = _(store.SAVE_IN_USE)
            notices.append(_("{problem} This window will not save it.").format(problem=self.problem))
        session.listeners.append(self.changed)

    @property
    def owns_save(self) -> bool:
        return self.claim.held

    def changed(self, session: Session) -> None:
        self.save()

    def start(self) -> None:
        """A new game is saved the moment it opens (it replaces the old save: the setup screen asked)."""
        if not self.session.moves and self.saved_moves is None:
            self.save()

    def save(self) -> None:
        """Write the game as it stands; a finished one is then counted, listed and its save dropped."""
        session = self.session
        record = session.to_record()
        over = session.state.is_over
        if self.owns_save:  # else another window plays this save: never written here (a finished game still counts)
            try:
                store.put_save({**record, **self.more, **({"over": True} if over else {})}, self.hosted)
                self.saved_moves = list(session.moves)
                self.problem = ""
            except OSError as exc:
                self.problem = exc.strerror or str(exc)
                self.notices.append(store.save_failed(exc))
        if over:
            self.record(record)

    def save_now(self) -> None:
        """Before the app is closed from outside: save unless the file already holds exactly this game (the
        backup, one move older, stays the fallback it is meant to be)."""
        if self.session.moves != self.saved_moves or (self.session.state.is_over and not self.recorded):
            self.save()

    def record(self, record: dict[str, object] | None = None) -> None:
        """Count the finished game in the statistics and keep it in the recent games, to watch again; then drop
        its save. Each step is done once however often this runs (the game's id is remembered), and the save is
        dropped only when both are on disk."""
        if self.recorded:
            return
        counted = store.update_stats(self.count, self.notices)
        result = recent.result_of(self.session.state)
        listed = recent.add_recent(record or self.session.to_record(), self.notices, result)
        if counted and listed:
            self.recorded = True
            if self.owns_save:
                store.clear_save(self.session.info.id, self.hosted)
                self.claim.release()  # nothing is left to continue: the save is free for the next game

    def count(self, stats: store.Stats) -> None:
        """The statistics' change for this game (under their lock), unless it was counted already."""
        session = self.session
        uid = session.uid
        if stats.counted(uid):
            return
        stats.remember(uid)
        state, seats = session.state, session.seats
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

    def unsaved(self) -> str:
        """What leaving now would lose, in the player's language ("" when the file holds this very game)."""
        session = self.session
        if self.session.state.is_over:
            return "" if self.recorded else self.problem
        if not self.owns_save:
            return _("{problem} This window's moves are not saved.").format(problem=_(store.SAVE_IN_USE))
        saved = self.saved_moves
        if saved is not None and saved == session.moves:
            return ""
        kept = 0
        if saved is not None:
            while kept < min(len(saved), len(session.moves)) and saved[kept] == session.moves[kept]:
                kept += 1
        lost = max(1, len(session.moves) - kept)
        reason = self.problem or _("it was not written yet")
        return n_(
            "The last move is not saved ({reason}).", "The last {n} moves are not saved ({reason}).", lost
        ).format(n=lost, reason=reason)

    def close(self) -> None:
        """The table closed: another window may play this save now."""
        self.claim.release()


def settle(game_id: str, notices: list[str], hosted: bool = False) -> None:
    """A finished game whose window was closed or killed before its result was counted: count and list it now
    (each once), then drop its save. Skipped while another window has the game open (that window does it)."""
    if store.save_in_use(game_id, hosted):
        return
    session = store.load_save(game_id, notices, hosted)
    if session is None or not session.state.is_over:
        return
    keeper = Keeper(session, notices, hosted)
    try:
        keeper.save_now()
    finally:
        keeper.close()
