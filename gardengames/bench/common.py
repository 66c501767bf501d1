"""What every bench section shares: one figure per JSON line with its goal beside it, percentiles, and the
computer players' whole-game matches (``make bench-full``).

The clock only measures here, never decides: every count is fixed, so two runs do the same work.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from gardengames import games

ROOT = Path(__file__).resolve().parent.parent.parent
Goal = tuple[str, float, str]  # (">=" or "<=", bound, unit): "<= 4 ms"
RANDOM = "random"  # a seat that plays a uniformly random legal move: the bottom of the ladder


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def headless_env() -> dict[str, str]:
    """This process's environment with SDL on its dummy drivers (no window, no sound device)."""
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def use_headless() -> None:
    """Put this process's SDL on its dummy drivers before pygame opens anything."""
    for key in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        os.environ[key] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


def goal_text(goal: Goal | None) -> str | None:
    if goal is None:
        return None
    op, bound, unit = goal
    return f"{op} {bound:g} {unit}".strip()


def meets(value: float | None, goal: Goal | None) -> bool | None:
    if goal is None or value is None:
        return None
    op, bound, _unit = goal
    return value <= bound if op == "<=" else value >= bound


def figure(name: str, value: float | None, unit: str, goal: Goal | None = None, **extra: Any) -> dict[str, Any]:
    """One bench line: the figure, its unit, the goal issue 13 sets for it (None: it sets none) and whether
    the figure meets it."""
    return {"name": name, "value": value, "unit": unit, "goal": goal_text(goal), "meets": meets(value, goal), **extra}


def skipped(name: str, reason: str, unit: str = "", goal: Goal | None = None, **extra: Any) -> dict[str, Any]:
    """A figure this run could not measure, and why."""
    return {**figure(name, None, unit, goal, **extra), "skipped": reason}


def spread(values: list[float], digits: int = 3) -> dict[str, Any]:
    """p50, p95 and max of ``values`` (for the extra fields of a figure whose value is the p95)."""
    return {
        "p50": round(statistics.median(values), digits),
        "p95": round(percentile(values, 0.95), digits),
        "max": round(max(values), digits),
        "n": len(values),
    }


def say(message: str) -> None:
    """Progress for the person waiting, on stderr (stdout carries only the JSON lines)."""
    print(f"bench: {message}", file=sys.stderr, flush=True)


# ---- computer players over whole games: strength and CPU time per move (``make bench-full``) ----------------------


def bot_game(
    game_id: str, levels: tuple[str, ...], seed: int, options: dict | None = None, max_moves: int | None = None
) -> dict:
    """One game between computer players, ``levels[i]`` in seat i, each decision made as
    ``Session.computer_move`` makes it (its own ``random.Random(f"{seed}:{move number}")``).

    The CPU time (``time.thread_time``) of every decision with more than one legal move is returned by level.
    ``max_moves`` stops early (then there are no winners). The level ``"random"`` (the ladder's floor) picks
    uniformly among the legal moves with that same generator.
    """
    info = games.GAMES[game_id]
    state = info.new_game(len(levels), seed, options)
    bots = info.bots
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    moves = 0
    while not state.is_over and (max_moves is None or moves < max_moves):
        seat = state.current_player
        legal = state.legal_moves()
        rng = random.Random(f"{seed}:{moves}")
        start = time.thread_time()
        if levels[seat] == RANDOM:
            move = rng.choice(legal)
        else:
            move = bots.choose_move(state.view(seat), legal, levels[seat], rng)
        spent = time.thread_time() - start
        if len(legal) > 1:
            cpu[levels[seat]].append(spent)
        state.apply(move)
        moves += 1
    winners = state.winners() if state.is_over else []
    return {
        "levels": list(levels),
        "seed": seed,
        "moves": moves,
        "over": state.is_over,
        "winners": winners,
        "totals": [s.total for s in state.scores()],
        "cpu": cpu,
    }


def _bot_job(job: tuple) -> dict:
    return bot_game(*job)


def bot_games(jobs: list[tuple], workers: int = 2) -> list[dict]:
    """``bot_game(*job)`` for every job, on up to ``workers`` processes (results in the jobs' order)."""
    workers = max(1, min(workers, os.cpu_count() or 1, len(jobs)))
    if workers == 1:
        return [bot_game(*job) for job in jobs]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_bot_job, jobs))


def cpu_figure(name: str, times: list[float], goal: Goal | None = None, **extra: Any) -> dict[str, Any]:
    """The 95th percentile CPU time per decision in seconds, with the median and maximum beside it."""
    if not times:
        return skipped(name, "no decision with a choice", "s", goal, **extra)
    return figure(
        name, round(percentile(times, 0.95), 4), "s CPU (p95)", goal, **spread(times, 4), clock="thread_time", **extra
    )


def matches(game_id: str, quick: bool, full: bool, timing_games: int) -> list[dict[str, Any]]:
    """A multiplayer game's whole-game figures, only with ``full``: the ladder of its levels (200 two-player
    games a step) and the hard level's CPU time per move at the most players (``quick``: two games a step
    and the first 40 moves of one four-player game)."""
    if not full:
        return []
    from gardengames.bench import ladder

    figures = ladder.run(game_id, 2 if quick else ladder.GAMES)
    return figures + timing_figures(game_id, 1 if quick else timing_games, 40 if quick else None)


def timing_figures(game_id: str, games_count: int, moves: int | None = None, first_seed: int = 1500) -> list[dict]:
    """The hard level's CPU time per move at the game's most players, over ``games_count`` whole games with the
    seats alternating easy/hard as in ``--demo`` (and the other way round in every other game)."""
    info = games.GAMES[game_id]
    players, easy, hard = info.max_players, info.bot_levels[0], info.bot_levels[-1]
    jobs = [
        (game_id, tuple(hard if (i + g) % 2 else easy for i in range(players)), first_seed + g, None, moves)
        for g in range(games_count)
    ]
    started = time.perf_counter()
    results = bot_games(jobs)
    return [
        cpu_figure(
            f"match.{game_id}.hard_cpu_per_move.{players}p",
            [t for r in results for t in r["cpu"][hard]],
            games=len(results),
            finished=sum(r["over"] for r in results),
        ),
        figure(f"match.{game_id}.wall", round(time.perf_counter() - started, 1), "s", games=len(results)),
    ]
