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
    ``max_moves`` stops early (then there are no winners).
    """
    info = games.GAMES[game_id]
    state = info.rules.new_game(len(levels), seed, options)
    bots = info.bots
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    moves = 0
    while not state.is_over and (max_moves is None or moves < max_moves):
        seat = state.current_player
        legal = state.legal_moves()
        rng = random.Random(f"{seed}:{moves}")
        start = time.thread_time()
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


def matches(
    game_id: str, quick: bool, full: bool, strength_games: int, timing_games: int, options: dict | None = None
) -> list[dict[str, Any]]:
    """A multiplayer game's ``bench.run``: its whole-game matches, only with ``full`` (``quick``: two matches
    and the first 40 moves of one four-player game)."""
    if not full:
        return []
    if quick:
        return bot_figures(game_id, 2, 1, options, timing_moves=40)
    return bot_figures(game_id, strength_games, timing_games, options)


def bot_figures(
    game_id: str,
    strength_games: int,
    timing_games: int,
    strength_options: dict | None = None,
    timing_moves: int | None = None,
    first_seed: int = 1000,
) -> list[dict]:
    """The computer players' whole-game figures for one game.

    - hard against easy over ``strength_games`` seeded two-player games (with ``strength_options``), hard in
      seat 0 in even games and in seat 1 in odd ones; a tie counts as a shared win;
    - the hard level's CPU time per move at the game's most players, over ``timing_games`` whole games with
      seats alternating easy/hard as in ``--demo`` (and the other way round in every other game).
    """
    players = games.GAMES[game_id].max_players
    jobs: list[tuple] = []
    for g in range(timing_games):  # the long games first, so the two processes finish together
        levels = tuple("hard" if (i + g) % 2 else "easy" for i in range(players))
        jobs.append((game_id, levels, first_seed + 500 + g, None, timing_moves))
    for g in range(strength_games):
        levels = ("hard", "easy") if g % 2 == 0 else ("easy", "hard")
        jobs.append((game_id, levels, first_seed + g, strength_options))
    started = time.perf_counter()
    results = bot_games(jobs)
    seconds = round(time.perf_counter() - started, 1)
    timing, strength = results[:timing_games], results[timing_games:]
    figures = []
    if timing:
        figures.append(
            cpu_figure(
                f"match.{game_id}.hard_cpu_per_move.{players}p",
                [t for r in timing for t in r["cpu"]["hard"]],
                games=len(timing),
                finished=sum(r["over"] for r in timing),
            )
        )
    if strength:
        wins = margins = 0.0
        for r in strength:
            hard = r["levels"].index("hard")
            wins += 1 / len(r["winners"]) if hard in r["winners"] else 0.0
            margins += r["totals"][hard] - r["totals"][1 - hard]
        rate = wins / len(strength)
        figures.append(
            figure(
                f"match.{game_id}.hard_vs_easy_win_rate.2p",
                round(rate, 3),
                "share of games",
                std_error=round((rate * (1 - rate) / len(strength)) ** 0.5, 3),
                games=len(strength),
                seats="alternating (hard in seat 0 in even games)",
                hard_mean_margin=round(margins / len(strength), 1),
            )
        )
        for level in ("hard", "easy"):
            figures.append(
                cpu_figure(
                    f"match.{game_id}.{level}_cpu_per_move.2p",
                    [t for r in strength for t in r["cpu"][level]],
                    games=len(strength),
                )
            )
    figures.append(figure(f"match.{game_id}.wall", seconds, "s", games=len(results)))
    return figures
