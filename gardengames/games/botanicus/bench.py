"""Speed and strength figures for Botanicus (``make bench``): playouts per second, bot decision times,
and the hard bot's win rate against the easy one over seeded two-player games with alternating seats.
"""

from __future__ import annotations

import random
import statistics
import time

from . import bots
from .rules import State, load_data, new_game

HARD_BUDGET_S = 0.05
"""The hard bot's thinking time per decision in the strength match (the app gives it up to 1 s)."""


def random_playout(seed: int, players: int = 2) -> State:
    """A whole game of uniformly random legal moves."""
    rng = random.Random(seed)
    state = new_game(players, seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_moves()))
    return state


def play_match(
    levels: list[str], seed: int, budget_s: float = HARD_BUDGET_S, timings: dict[str, list[float]] | None = None
) -> State:
    """One game between bots; ``levels[i]`` plays seat i. Decision times go into ``timings`` by level."""
    state = new_game(len(levels), seed)
    rng = random.Random(seed * 7919 + 1)
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_moves()
        start = time.perf_counter()
        move = bots.choose_move(state.view(seat), legal, levels[seat], rng, budget_s)
        if timings is not None and len(legal) > 1:
            timings.setdefault(levels[seat], []).append(time.perf_counter() - start)
        state.apply(move)
    return state


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


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

    matches = 4 if quick else 200
    timings: dict[str, list[float]] = {}
    hard_wins = 0.0
    margins = []
    for seed in range(matches):
        hard_seat = seed % 2
        levels = ["easy", "easy"]
        levels[hard_seat] = "hard"
        state = play_match(levels, 1000 + seed, HARD_BUDGET_S, timings)
        winners = state.winners()
        if hard_seat in winners:
            hard_wins += 1 / len(winners)
        totals = [s.total for s in state.scores()]
        margins.append(totals[hard_seat] - totals[1 - hard_seat])
    for level in bots.LEVELS:
        times = timings.get(level, [0.0])
        figures.append(
            {
                "name": f"botanicus {level} decision time",
                "median_ms": round(statistics.median(times) * 1000, 2),
                "p95_ms": round(_percentile(times, 0.95) * 1000, 2),
                "decisions": len(times),
                "budget_s": HARD_BUDGET_S if level == "hard" else None,
            }
        )
    figures.append(
        {
            "name": "botanicus hard vs easy win rate (2 players)",
            "value": round(hard_wins / matches, 3),
            "games": matches,
            "hard_budget_s": HARD_BUDGET_S,
            "seats": "alternating",
            "mean_margin": round(statistics.mean(margins), 1),
        }
    )
    return figures


if __name__ == "__main__":
    import json

    for figure in run():
        print(json.dumps(figure))
