"""A game part-way through (or played out), the same for every layout and colour test: Ann at the screen and the
game's first computer level in the other seats, seed 7; Ann plays any legal move, since the point is what is drawn."""

from __future__ import annotations

import pytest

from gardengames import games
from gardengames.session import Seat, Session


def position(game_id: str, n: int, moves: int = 40, *, to_end: bool = False) -> Session:
    """The game of ``n`` seats after ``moves`` moves, or at its end with ``to_end``."""
    info = games.get(game_id)
    level = (info.bot_levels or ("easy",))[0]
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "computer", level, i) for i in range(1, n)]
    session = Session(game_id, seats, seed=7)
    while (to_end or len(session.moves) < moves) and not session.state.is_over:
        if session.current_seat is not None and session.current_seat.is_human:
            legal = session.state.legal_moves()
            session.apply(legal[len(session.moves) % len(legal)])
        else:
            session.apply(session.computer_move())
    return session


def tables():
    """Every game at every player count it allows, as ``pytest.param(game_id, n)`` named "game-n"."""
    for game_id, info in games.GAMES.items():
        counts = [1] if info.solitaire else range(info.min_players, info.max_players + 1)
        for n in counts:
            yield pytest.param(game_id, n, id=f"{game_id}-{n}")
