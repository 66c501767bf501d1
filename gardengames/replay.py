"""A recorded game made ready to watch: its moves replayed through the rules to the recorded checksum, and a
session the viewer steps through (``ui.replay`` shows it; ``recent`` opens the list's games with it).

Pure Python: no position is ever read from a file, every one is reached by playing the moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gardengames import games, i18n
from gardengames.engine.state import Event, Move
from gardengames.session import Seat, Session, from_record


class ReplaySession(Session):
    """A session the viewer steps through: every recorded move is applied through the rules, and stepping
    back restores the state from before it, in any game (undo between turns is a player's rule, not a
    viewer's). Never has a keeper: nothing it does is written anywhere."""

    def can_undo(self) -> bool:
        return bool(self.moves)


@dataclass
class Replay:
    """A recorded game ready to watch: its moves (checked by replaying them to the recorded checksum), the
    whole game as it was checked (for each move's line in the list), and the session the viewer steps through
    (at the start)."""

    record: dict[str, Any]
    moves: list[Move]
    checked: Session  # the record replayed to its end: its history says what each move did
    final_checksum: str
    session: ReplaySession
    notes: list[str] = field(default_factory=list)  # why each move was played, when someone knows (the solver)
    _lines: tuple[str, list[str]] = field(default=("", []), repr=False, compare=False)

    @property
    def info(self) -> games.GameInfo:
        return self.session.info

    @property
    def lines(self) -> list[str]:
        """One per move, "12. Ann plants a Lettuce", in the player's language (made again when it changes)."""
        lang = i18n.language()
        if self._lines[0] != lang:
            history = self.checked.history
            made = [
                f"{i + 1}. {move_line(self.checked, actor, move, events)}"
                for i, (actor, move, events) in enumerate(history)
            ]
            self._lines = (lang, made)
        return self._lines[1]

    def go_to(self, k: int) -> None:
        """Put the session at the position after the first ``k`` moves, by playing or taking back moves."""
        k = max(0, min(k, len(self.moves)))
        self.session.rewind(k)  # back in one go, however far (the moves played again from the start)
        while len(self.session.moves) < k:
            self.session.apply(self.moves[len(self.session.moves)])

    def fresh(self) -> Session:
        """A new game of the same deal: the same seed, options and seats (Play this deal again)."""
        s = self.session
        return Session(s.info.id, [Seat(**vars(seat)) for seat in s.seats], s.seed, dict(s.options))


def move_line(session: Session, actor: int | None, move: Move, events: list[Event]) -> str:
    """What one move did, in the log's words (its first event), or the move itself when nothing showed yet."""
    names = session.names
    said = next((line for line in (event.describe(names) for event in events) if line), "")
    return said or move.log_line(names, actor)


def replay_of(record: dict[str, Any]) -> Replay:
    """``record`` replayed through the rules to its checksum (``RecordError`` naming the field when it does not)."""
    checked = from_record(record)
    seats = [Seat(**vars(seat)) for seat in checked.seats]
    viewing = ReplaySession(checked.info.id, seats, checked.seed, dict(checked.options))
    return Replay(record, list(checked.moves), checked, checked.state.checksum(), viewing)
