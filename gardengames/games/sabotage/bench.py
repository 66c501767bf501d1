"""Garden Sabotage! speed and strength figures (``make bench``): playouts, bot think times, hard vs easy.

Run ``python -m gardengames.games.sabotage.bench [--quick]``; each figure is one JSON object.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from . import bots, rules

HARD_BUDGET_S = 0.02  # the strength figure's think time per hard move (the app gives the hard bot more)
STRENGTH_GAMES = 200
STRENGTH_GAMES_QUICK = 4


def _playout(seed: int) -> int:
    """One 2-player game of uniformly random legal moves; returns the number of moves."""
    st = rules.new_game(2, seed)
    pick = random.Random(seed)
    moves = 0
    while not st.is_over:
        st.apply(pick.choice(st.legal_moves()))
        moves += 1
    return moves


def _bot_game(seed: int, hard_seat: int, budget_s: float) -> dict[str, Any]:
    """One seeded 2-player game, hard against easy; returns the result and every decision's time."""
    st = rules.new_game(2, seed, {"first_player": 0})
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"easy": [], "hard": []}
    while not st.is_over:
        p = st.current_player
        level = "hard" if p == hard_seat else "easy"
        legal = st.legal_moves()
        start = time.perf_counter()
        move = bots.choose_move(st.view(p), legal, level, rng, budget_s)
        times[level].append(time.perf_counter() - start)
        st.apply(move)
    winners = st.winners()
    totals = st.totals()
    return {
        "hard_share": (1.0 / len(winners)) if hard_seat in winners else 0.0,
        "hard_points": totals[hard_seat],
        "easy_points": totals[1 - hard_seat],
        "rounds": st.turns_taken / 2,
        "finished": st.golden_can is not None,
        "times": times,
    }


def _quantiles(values: list[float]) -> tuple[float, float]:
    values = sorted(values)
    return statistics.median(values), values[min(len(values) - 1, int(0.95 * len(values)))]


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

    games = STRENGTH_GAMES_QUICK if quick else STRENGTH_GAMES
    jobs = [(seed, seed % 2, HARD_BUDGET_S) for seed in range(games)]  # seats alternate
    if quick:
        results = [_bot_game(*job) for job in jobs]
    else:
        with ProcessPoolExecutor(max_workers=max(1, min(2, os.cpu_count() or 1))) as pool:
            results = list(pool.map(_bot_game, *zip(*jobs, strict=True)))
    for level in bots.LEVELS:
        times = [t for r in results for t in r["times"][level]]
        median, p95 = _quantiles(times)
        figures.append(
            {
                "name": f"sabotage.{level}_decision_s",
                "median": round(median, 4),
                "p95": round(p95, 4),
                "decisions": len(times),
                "budget_s": HARD_BUDGET_S if level == "hard" else None,
            }
        )
    wins = sum(r["hard_share"] for r in results)
    figures.append(
        {
            "name": "sabotage.hard_vs_easy_win_rate",
            "value": round(wins / games, 3),
            "games": games,
            "players": 2,
            "hard_budget_s": HARD_BUDGET_S,
            "seats": "alternating (hard first in even seeds)",
            "hard_mean_points": round(statistics.mean(r["hard_points"] for r in results), 1),
            "easy_mean_points": round(statistics.mean(r["easy_points"] for r in results), 1),
            "mean_rounds": round(statistics.mean(r["rounds"] for r in results), 1),
            "finished_by_five_objectives": round(sum(r["finished"] for r in results) / games, 3),
        }
    )
    return figures


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
