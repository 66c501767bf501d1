"""Speed and strength figures for Unbeetable (``make bench``); never part of the timed tests.

- how many random games per second the rules play (legal_moves + apply only);
- how long the easy and hard players take per decision at the default budget (median, 95th percentile);
- how often hard beats easy in seeded two-player games, seats alternating, at a small search budget.
"""

from __future__ import annotations

import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from gardengames.games.unbeetable import bots
from gardengames.games.unbeetable.rules import State, new_game

MATCH_BUDGET_S = 0.05  # hard's budget in the win-rate match: small, so 200 games take minutes, not hours


def random_playouts(seconds: float) -> dict[str, Any]:
    """Random legal games (two to four players) for ``seconds``."""
    games = moves = 0
    rng = random.Random(1)
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = new_game(2 + games % 3, games)
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))
            moves += 1
        games += 1
    spent = time.perf_counter() - started
    return {
        "name": "unbeetable.random_playouts",
        "games_per_s": round(games / spent, 1),
        "moves_per_s": round(moves / spent),
        "games": games,
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


def decision_times(level: str, positions: list[State], budget_s: float) -> dict[str, Any]:
    times = []
    rng = random.Random(7)
    for state in positions:
        started = time.perf_counter()
        bots.choose_move(state.view(state.current), state.legal_moves(), level, rng, budget_s)
        times.append(time.perf_counter() - started)
    times.sort()
    return {
        "name": f"unbeetable.{level}_decision_time",
        "budget_s": budget_s,
        "median_ms": round(statistics.median(times) * 1000, 2),
        "p95_ms": round(times[min(len(times) - 1, int(0.95 * len(times)))] * 1000, 2),
        "positions": len(times),
    }


def play_match(seed: int, hard_seat: int, budget_s: float) -> float:
    """One seeded two-player game of hard against easy; hard's share of the win (ties split)."""
    state = new_game(2, seed, {"first_player": 0})
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.current
        level = "hard" if seat == hard_seat else "easy"
        state.apply(bots.choose_move(state.view(seat), state.legal_moves(), level, rng, budget_s))
    winners = state.winners()
    return 1 / len(winners) if hard_seat in winners else 0.0


def _match_job(args: tuple[int, float]) -> float:
    game, budget_s = args
    return play_match(10_000 + game, game % 2, budget_s)


def win_rate(games: int, budget_s: float, workers: int) -> dict[str, Any]:
    """Hard against easy over ``games`` seeded games; hard sits first in even games, second in odd ones."""
    started = time.perf_counter()
    jobs = [(g, budget_s) for g in range(games)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(_match_job, jobs))
    else:
        results = [_match_job(job) for job in jobs]
    rate = sum(results) / games
    spread = (rate * (1 - rate) / games) ** 0.5
    return {
        "name": "unbeetable.hard_vs_easy_win_rate",
        "players": 2,
        "games": games,
        "hard_budget_s": budget_s,
        "win_rate": round(rate, 3),
        "std_error": round(spread, 3),
        "seconds": round(time.perf_counter() - started, 1),
    }


def run(quick: bool = False) -> list[dict[str, Any]]:
    """All figures; ``quick`` keeps it to a few seconds (smoke test)."""
    if quick:
        positions = _positions(3)
        return [
            random_playouts(0.5),
            decision_times("easy", positions, 1.0),
            decision_times("hard", positions[:2], 0.1),
            win_rate(2, 0.01, workers=1),
        ]
    positions = _positions(20)
    return [
        random_playouts(3.0),
        decision_times("easy", positions, 1.0),
        decision_times("hard", positions, 1.0),
        win_rate(200, MATCH_BUDGET_S, workers=2),
    ]


if __name__ == "__main__":
    import json

    for figure in run():
        print(json.dumps(figure))
