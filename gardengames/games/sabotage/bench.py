"""Garden Sabotage! speed and strength figures (``make bench``): playouts, bot CPU time per move, hard vs easy.

Run ``python -m gardengames.games.sabotage.bench [--quick]``; each figure is one JSON object. The clock only
measures: every count here is fixed, and the bots search a fixed amount (see bots.py).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from gardengames.bench import bot_figures

from . import rules

STRENGTH_GAMES = 8  # two-player games, hard against easy: about 10 s of CPU each at the full hard search
STRENGTH_GAMES_QUICK = 2
TIMING_GAMES = 2  # whole four-player games (about 25 s of CPU each) for the hard level's CPU time per move
FIRST_PLAYER = {"first_player": 0}  # in the two-player matches seat 0 starts, so hard starts every other game


def _playout(seed: int) -> int:
    """One 2-player game of uniformly random legal moves; returns the number of moves."""
    st = rules.new_game(2, seed)
    pick = random.Random(seed)
    moves = 0
    while not st.is_over:
        st.apply(pick.choice(st.legal_moves()))
        moves += 1
    return moves


def run(quick: bool = False) -> list[dict[str, Any]]:
    """Every figure as a JSON-able dict with a "name"."""
    figures: list[dict[str, Any]] = []

    count = 3 if quick else 30
    start = time.perf_counter()
    moves = sum(_playout(seed) for seed in range(count))
    spent = time.perf_counter() - start
    figures.append(
        {
            "name": "sabotage.random_playouts_per_s",
            "value": round(count / spent, 2),
            "moves_per_s": round(moves / spent),
            "games": count,
            "note": "2 players, uniformly random legal moves, to the 40-round safety net at worst",
        }
    )

    if quick:  # a smoke test: two short matches, and the first 40 moves of one four-player game
        figures += bot_figures("sabotage", STRENGTH_GAMES_QUICK, 1, FIRST_PLAYER, timing_moves=40)
    else:
        figures += bot_figures("sabotage", STRENGTH_GAMES, TIMING_GAMES, FIRST_PLAYER)
    return figures


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
