"""The ladder of computer players (issue 14): each level against the one below over two-player games.

``python -m gardengames.bench.ladder GAME [--games N] [--pair HIGH:LOW ...] [--workers W] [--seed S]``
prints one JSON line per pair; ``make bench-full`` prints the whole ladder of every multiplayer game.

The upper level sits in seat 0 in even games and in seat 1 in odd ones, and seat 0 always starts, so neither
level gains from the seat. A tie counts as half a win each. The goals: easy beats random in at least 90 % of
games, and every other level beats the one below in 60-85 %.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from gardengames import games
from gardengames.bench import common

GAMES = 200  # two-player games a step of the ladder
FLOOR_GOAL: common.Goal = (">=", 0.9, "share of games")  # easy against random
STEP_GOAL = (0.6, 0.85)  # each level above easy against the one below


def pairs(levels: tuple[str, ...]) -> list[tuple[str, str]]:
    """(upper, lower) for each step of the ladder ``(random, *levels)``."""
    ladder = (common.RANDOM, *levels)
    return [(ladder[i + 1], ladder[i]) for i in range(len(ladder) - 1)]


def match_jobs(game_id: str, upper: str, lower: str, count: int, first_seed: int) -> list[tuple]:
    """``bot_game`` jobs: ``count`` two-player games, the upper level's seat alternating, seat 0 first."""
    options = {"first_player": 0} if game_id in ("unbeetable", "sabotage") else None
    jobs = []
    for g in range(count):
        levels = (upper, lower) if g % 2 == 0 else (lower, upper)
        jobs.append((game_id, levels, first_seed + g, options))
    return jobs


def step_figure(game_id: str, upper: str, lower: str, results: list[dict], seconds: float) -> dict[str, Any]:
    """The upper level's share of wins (ties half) with its standard error and the CPU a move of each."""
    wins = margin = 0.0
    for r in results:
        seat = r["levels"].index(upper)
        if seat in r["winners"]:
            wins += 1 / len(r["winners"])
        margin += r["totals"][seat] - r["totals"][1 - seat]
    rate = wins / len(results)
    if lower == common.RANDOM:
        goal: common.Goal | None = FLOOR_GOAL
        inside = None
    else:
        goal = None
        inside = STEP_GOAL[0] <= rate <= STEP_GOAL[1]
    row = common.figure(
        f"ladder.{game_id}.{upper}_vs_{lower}.2p",
        round(rate, 3),
        "share of games",
        goal,
        std_error=round((rate * (1 - rate) / len(results)) ** 0.5, 3),
        games=len(results),
        finished=sum(r["over"] for r in results),
        mean_margin=round(margin / len(results), 1),
        cpu_per_move_p95={
            level: round(common.percentile(times, 0.95), 4) if times else None
            for level in (upper, lower)
            for times in [[t for r in results for t in r["cpu"].get(level, [])]]
        },
        wall_s=round(seconds, 1),
    )
    if inside is not None:
        row["goal"] = f"{STEP_GOAL[0]:.2f}-{STEP_GOAL[1]:.2f} share of games"
        row["meets"] = inside
    return row


def run(
    game_id: str, count: int, chosen: list[tuple[str, str]] | None = None, workers: int = 2, first_seed: int = 3000
) -> list[dict[str, Any]]:
    """One figure per step of ``game_id``'s ladder (or only the ``chosen`` pairs)."""
    info = games.GAMES[game_id]
    rows = []
    for upper, lower in chosen or pairs(info.bot_levels):
        started = time.perf_counter()
        results = common.bot_games(match_jobs(game_id, upper, lower, count, first_seed), workers)
        rows.append(step_figure(game_id, upper, lower, results, time.perf_counter() - started))
    return rows


def main(argv: list[str]) -> int:
    """The command line above; 2 for bad arguments."""
    import json

    args = list(argv)
    try:
        game_id = args.pop(0)
        count, workers, seed, chosen = GAMES, 2, 3000, []
        while args:
            flag, value = args.pop(0), args.pop(0)
            if flag == "--games":
                count = int(value)
            elif flag == "--workers":
                workers = int(value)
            elif flag == "--seed":
                seed = int(value)
            elif flag == "--pair":
                upper, lower = value.split(":")
                chosen.append((upper, lower))
            else:
                raise ValueError(flag)
        if game_id not in games.GAMES or games.GAMES[game_id].solitaire:
            raise ValueError(game_id)
    except (IndexError, ValueError):
        print("usage: python -m gardengames.bench.ladder GAME [--games N] [--pair HIGH:LOW] [--workers W] [--seed S]")
        return 2
    for row in run(game_id, count, chosen or None, workers, seed):
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
