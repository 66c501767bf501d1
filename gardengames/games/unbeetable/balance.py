"""How far scores and turns spread across player counts (issue 14): the figures that tuned the deck sizes in
data/unbeetable.yaml (its comments and RULES.md give the measured tables).

Games are played between computer players of one level, each decision made as ``Session.computer_move`` makes
it (its own ``random.Random(f"{seed}:{move number}")``), so a figure is the same on every machine. A turn counts
for the season it starts in.
"""

from __future__ import annotations

import random
import statistics
from typing import Any

from . import bots
from .rules import new_game

SEASONS = ("spring", "summer", "autumn")


def play(num_players: int, seed: int, level: str = "easy") -> dict[str, Any]:
    """One whole game between ``level`` bots: final scores and the turns started in each season."""
    st = new_game(num_players, seed)
    turns = dict.fromkeys(SEASONS, 0)
    moves, last_turn = 0, None
    while not st.is_over:
        if st.turn != last_turn:
            last_turn = st.turn
            if st.season in turns:
                turns[st.season] += 1
        seat = st.current_player
        move = bots.choose_move(st.view(seat), st.legal_moves(), level, random.Random(f"{seed}:{moves}"))
        st.apply(move)
        moves += 1
    return {"score": list(st.score), "turns": turns, "moves": moves}


def spread(num_players: int, games: int, level: str = "easy", first_seed: int = 0) -> dict[str, Any]:
    """The winner's median score, the median winning margin and the turns per seat in each season over
    ``games`` seeded games (``first_seed`` on)."""
    winners: list[int] = []
    margins: list[int] = []
    turns = dict.fromkeys(SEASONS, 0)
    for g in range(games):
        result = play(num_players, first_seed + g, level)
        top = sorted(result["score"], reverse=True)
        winners.append(top[0])
        margins.append(top[0] - top[1])
        for season, n in result["turns"].items():
            turns[season] += n
    per_seat = {season: round(n / games / num_players, 1) for season, n in turns.items()}
    return {
        "players": num_players,
        "level": level,
        "games": games,
        "winner_median": statistics.median(winners),
        "margin_median": statistics.median(margins),
        "turns_per_seat": per_seat,
    }
