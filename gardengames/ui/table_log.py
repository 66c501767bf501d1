"""What the table's log says about a game: an opening line, then each move told by what it did, in the mover's
colour. Written from the session's history, so a resumed game, a replay stepping back and a change of language
all get the same story; the hot-seat cover tells the player coming to the screen the part of it since their last
move in the same words."""

from __future__ import annotations

from typing import NamedTuple

from gardengames.engine.state import Event, Move
from gardengames.i18n import _
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.widgets import MoveLog


class StoryLine(NamedTuple):
    """One line of what happened since a player's last move; ``mine`` when it changed their garden, plots or cards
    (the rules' ``Event.touched``)."""

    text: str
    mine: bool


def write_history(log: MoveLog, session: Session) -> None:
    """Write ``log`` anew: the opening line, then every move the session has played."""
    log.clear()
    title = _(session.info.title)
    # The seed and the public moves rebuild every hidden hand: between two people at one screen it stays
    # secret until the game is over (the score screen offers the same deal again).
    if sum(seat.is_human for seat in session.seats) >= 2 or session.hosted:  # a hosted game's seed: at its end
        line = _("A game of {game}").format(game=title)
        log.add(line if title.endswith(("!", "?", ".")) else line + ".", theme.INK_SOFT)
    else:
        log.add(_("A game of {game} (seed {seed}).").format(game=title, seed=session.seed), theme.INK_SOFT)
    for actor, move, events in session.history:
        write_move(log, session, actor, move, events)


def told(session: Session, actor: int | None, move: Move, events: list[Event]) -> list[tuple[str, Event | None]]:
    """One move's lines and the event each tells: what happened says more than what was asked for ("Ann planted a
    Lettuce" and not also "Ann plants a Lettuce"); the move itself is told only when it had no visible result yet
    (a first choice)."""
    names = session.names
    lines: list[tuple[str, Event | None]] = [(line, event) for event in events if (line := event.describe(names))]
    return lines or [(move.log_line(names, actor), None)]


def write_move(log: MoveLog, session: Session, actor: int | None, move: Move, events: list[Event]) -> None:
    """One move in the log: its first line in the mover's colour, the rest indented under it."""
    colour = theme.readable(theme.seat_colour(session.seats[actor].colour)) if actor is not None else theme.INK
    for i, (line, _event) in enumerate(told(session, actor, move, events)):
        log.add(line if i == 0 else "  " + line, colour if i == 0 else theme.INK_SOFT)


def since_last_move(session: Session, seat: int) -> list[StoryLine]:
    """Every line of the story since ``seat`` last moved (since the game began if they have not), oldest first,
    each marked when it changed that seat's things; as in the log, a move's later lines are indented and the same
    line told again straight after is counted ("(x3)")."""
    history = session.history
    last = max((i for i, (actor, _move, _events) in enumerate(history) if actor == seat), default=-1)
    counted: list[tuple[StoryLine, int]] = []
    for actor, move, events in history[last + 1 :]:
        for i, (text, event) in enumerate(told(session, actor, move, events)):
            line = StoryLine(text if i == 0 else "  " + text, event is not None and seat in event.touched())
            if counted and counted[-1][0] == line:
                counted[-1] = (line, counted[-1][1] + 1)
            else:
                counted.append((line, 1))
    return [StoryLine(f"{line.text} (\u00d7{n})", line.mine) if n > 1 else line for line, n in counted]
