"""Speed and strength figures for Unbeetable (``make bench``); never part of the timed tests.

- how many random games per second the rules play (legal_moves + apply only);
- how much CPU time the easy and hard players take per decision (median, 95th percentile), on mid-game
  two-player positions and, for hard, through whole four-player games;
- how often hard beats easy in seeded two-player games, seats alternating.

The clock only measures: every count here is fixed, and the bots search a fixed amount (see bots.py).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from gardengames.bench import bot_figures
from gardengames.games.unbeetable import bots
from gardengames.games.unbeetable.rules import State, new_game

STRENGTH_GAMES = 8  # two-player games, hard against easy: about 16 s of CPU each at the full hard search
TIMING_GAMES = 2  # whole four-player games (about 18 s of CPU each) for the hard level's CPU time per move
FIRST_PLAYER = {"first_player": 0}  # in the two-player matches seat 0 starts, so hard starts every other game


def random_playouts(count: int) -> dict[str, Any]:
    """``count`` random legal games (two to four players)."""
    moves = 0
    rng = random.Random(1)
    started = time.perf_counter()
    for game in range(count):
        state = new_game(2 + game % 3, game)
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))
            moves += 1
    spent = time.perf_counter() - started
    return {
        "name": "unbeetable.random_playouts",
        "games_per_s": round(count / spent, 1),
        "moves_per_s": round(moves / spent),
        "games": count,
    }


def _positions(count: int) -> list[State]:
    """Mid-game two-player positions reached by easy-vs-easy play, where the mover has a real choice."""
    out: list[State] = []
    seed = 0
    while len(out) < count:
        state = new_game(2, 500 + seed)
        rng = random.Random(seed)
        stop = rng.randrange(15, 90)
        for _ in range(stop):
            if state.is_over:
                break
            legal = state.legal_moves()
            state.apply(bots.choose_move(state.view(state.current), legal, "easy", rng))
        if not state.is_over and len(state.legal_moves()) > 2:
            out.append(state)
        seed += 1
    return out


def decision_times(level: str, positions: list[State]) -> dict[str, Any]:
    """CPU time (``time.thread_time``) of one decision in each position."""
    times = []
    rng = random.Random(7)
    for state in positions:
        started = time.thread_time()
        bots.choose_move(state.view(state.current), state.legal_moves(), level, rng)
        times.append(time.thread_time() - started)
    times.sort()
    return {
        "name": f"unbeetable.{level}_decision_cpu_time_2p",
        "median_ms": round(statistics.median(times) * 1000, 2),
        "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))] * 1000, 2),
        "positions": len(times),
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    """All figures; ``quick`` keeps it to a few seconds (smoke test)."""
    if quick:  # two matches, and the first 40 moves of one four-player game
        positions = _positions(3)
        return [
            random_playouts(20),
            decision_times("easy", positions),
            decision_times("hard", positions[:2]),
            *bot_figures("unbeetable", 2, 1, FIRST_PLAYER, timing_moves=40),
        ]
    positions = _positions(20)
    return [
        random_playouts(100),
        decision_times("easy", positions),
        decision_times("hard", positions),
        *bot_figures("unbeetable", STRENGTH_GAMES, TIMING_GAMES, FIRST_PLAYER),
    ]


if __name__ == "__main__":
    import json

    for figure in run():
        print(json.dumps(figure))
