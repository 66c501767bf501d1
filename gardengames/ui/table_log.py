"""What the table's log says about a game: an opening line, then each move told by what it did, in the mover's
colour. Written from the session's history, so a resumed game, a replay stepping back and a change of language
all get the same story."""

from __future__ import annotations

from gardengames.engine.state import Event, Move
from gardengames.i18n import _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.widgets import MoveLog


def write_history(log: MoveLog, session: Session) -> None:
    """Write ``log`` anew: the opening line, then every move the session has played."""
    log.clear()
    title = _(session.info.title)
    # The seed and the public moves rebuild every hidden hand: between two people at one screen it stays
    # secret until the game is over (the score screen offers the same deal again).
    if sum(seat.is_human for seat in session.seats) >= 2:
        line = _("A game of {game}").format(game=title)
        log.add(line if title.endswith(("!", "?", ".")) else line + ".", theme.INK_SOFT)
    else:
        log.add(_("A game of {game} (seed {seed}).").format(game=title, seed=session.seed), theme.INK_SOFT)
    for actor, move, events in session.history:
        write_move(log, session, actor, move, events)


def write_move(log: MoveLog, session: Session, actor: int | None, move: Move, events: list[Event]) -> None:
    """One move: what happened says more than what was asked for ("Ann planted a Lettuce" and not also "Ann
    plants a Lettuce"); the move itself is logged only when it had no visible result yet (a first choice)."""
    names = session.names
    colour = theme.darken(theme.SEAT_COLOURS[session.seats[actor].colour], 0.25) if actor is not None else theme.INK
    lines = [line for line in (event.describe(names) for event in events) if line]
    if not lines:
        log.add(move.log_line(names, actor), colour)
    for i, line in enumerate(lines):
        log.add(line if i == 0 else "  " + line, colour if i == 0 else theme.INK_SOFT)
