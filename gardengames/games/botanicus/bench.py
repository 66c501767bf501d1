"""Speed and strength figures for Botanicus (``make bench``): playouts per second, the bots' CPU time per
decision (hard also through whole four-player games), and the hard bot's win rate against the easy one over
seeded two-player games with alternating seats.

The clock only measures: every count here is fixed, and the bots search a fixed amount (see bots.py).
"""

from __future__ import annotations

import random
import time

from gardengames.bench import bot_figures

from .rules import State, load_data, new_game

STRENGTH_GAMES = 6  # two-player games, hard against easy: about 17 s of CPU each at the full hard search
TIMING_GAMES = 2  # whole four-player games (about 40 s of CPU each) for the hard level's CPU time per move


def random_playout(seed: int, players: int = 2) -> State:
    """A whole game of uniformly random legal moves."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    return state


def run(quick: bool = False) -> list[dict]:
    """All figures; ``quick`` plays only a few games (for the smoke test)."""
    load_data()
    figures: list[dict] = []

    games = 10 if quick else 100
    start = time.perf_counter()
    for seed in range(games):
        random_playout(seed, 2 + seed % 3)
    elapsed = time.perf_counter() - start
    figures.append({"name": "botanicus random playouts per second", "value": round(games / elapsed, 1), "games": games})

    if quick:  # two matches, and the first 40 moves of one four-player game
        figures += bot_figures("botanicus", 2, 1, timing_moves=40)
    else:
        figures += bot_figures("botanicus", STRENGTH_GAMES, TIMING_GAMES)
    return figures


if __name__ == "__main__":
    import json

    for figure in run():
        print(json.dumps(figure))
