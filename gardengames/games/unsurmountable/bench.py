"""Unsurmountable figures for the bench: the solver's decision time per level (``make bench``), and with
``make bench-full`` its verdicts over many deals and how often a careful player wins.

A decision is what the Hint button and a computer turn ask: ``solver.hint`` on a fresh deal, and mid-game,
a few moves into a deal played by the careful player. Difficulty is measured two ways per level: the share
of deals the solver can win (it knows the deck order, like any solitaire solver), and the share won by a
careful player who sees only what a person sees and plans through every card it can see (``careful_move``).
Both are printed per level beside issue 14's goals for the ladder. The clock only measures: every count here
is fixed.

A deal the solver cannot decide within its node budget counts as "unknown", not as winnable, and each costs the
whole budget (the survey uses "Show me how"'s, ``solver.ANALYSIS_NODES``: about 1.5 s). An unknown is not a loss
either: the survey searches up to ``RECHECK`` of them again with ``RECHECK_NODES`` and says what they turned out
to be, because a budget that runs out says nothing about the deal (with the second cards a survey at 50,000
nodes showed 70 % of level V deals winnable and 30 % unknown; searched longer, nearly all of those were won).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from gardengames.bench.common import Goal, cpu_figure, figure
from gardengames.games.unsurmountable import rules, solver
from gardengames.games.unsurmountable.careful import careful_move
from gardengames.games.unsurmountable.rules import GameData, State

LEVELS = rules.LEVELS


def careful_win_rate(level: int, seeds: range, data: GameData | None = None) -> float:
    wins = 0
    for seed in seeds:
        state = rules.new_game(1, seed, {"level": level}, data=data)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(careful_move(state, rng))
        wins += state.won
    return wins / len(seeds)


#: Unknown deals of a survey searched again, and the budget they get (about 10 s of CPU each where it runs out).
RECHECK = 20
RECHECK_NODES = 400_000


def solver_survey(level: int, seeds: range, data: GameData | None = None, recheck: int = RECHECK) -> dict:
    """Verdict shares and CPU times (``thread_time``) of ``solver.analyse`` on fresh deals at one level, with the
    budget of a look back at a deal (``solver.ANALYSIS_NODES``, what "Show me how" has); then the first
    ``recheck`` unknown deals searched again with ``RECHECK_NODES``, and what became of them."""
    times: list[float] = []
    verdicts = {solver.WINNABLE: 0, solver.UNWINNABLE: 0, solver.UNKNOWN: 0}
    unknown: list[int] = []
    for seed in seeds:
        state = rules.new_game(1, seed, {"level": level}, data=data)
        start = time.thread_time()
        verdict = solver.analyse(state, solver.ANALYSIS_NODES).verdict
        times.append(time.thread_time() - start)
        verdicts[verdict] += 1
        if verdict == solver.UNKNOWN:
            unknown.append(seed)
    again = {solver.WINNABLE: 0, solver.UNWINNABLE: 0, solver.UNKNOWN: 0}
    for seed in unknown[:recheck]:
        again[solver.analyse(rules.new_game(1, seed, {"level": level}, data=data), RECHECK_NODES).verdict] += 1
    times.sort()
    n = len(seeds)
    return {
        "rechecked": sum(again.values()),
        "rechecked_winnable": again[solver.WINNABLE],
        "rechecked_unwinnable": again[solver.UNWINNABLE],
        "winnable": round(verdicts[solver.WINNABLE] / n, 3),
        "unwinnable": round(verdicts[solver.UNWINNABLE] / n, 3),
        "unknown": round(verdicts[solver.UNKNOWN] / n, 3),
        "median_s": round(statistics.median(times), 4),
        "p95_s": round(times[min(n - 1, int(0.95 * n))], 4),
        "max_s": round(times[-1], 4),
    }


HINT_GOAL: Goal = ("<=", 0.5, "s CPU")  # issue 13: level V, fresh deals and mid-game hints
HINT_GOAL_LEVELS = (5,)


def midgame(level: int, seed: int, data: GameData) -> State | None:
    """Deal ``seed`` after 4 to 11 careful moves (seeded), or None if the game is over by then."""
    state = rules.new_game(1, seed, {"level": level}, data=data)
    rng = random.Random(seed)
    for _ in range(rng.randrange(4, 12)):
        if state.is_over:
            return None
        state.apply(careful_move(state, rng))
    return None if state.is_over else state


def hint_times(level: int, deals: int, data: GameData, ask: Callable[[State], Any]) -> tuple[list[float], list[float]]:
    """CPU seconds (``thread_time``) of ``ask(state)`` on ``deals`` fresh deals and as many mid-game positions."""
    fresh: list[float] = []
    mid: list[float] = []
    for seed in range(deals):
        for state, times in (
            (rules.new_game(1, seed, {"level": level}, data=data), fresh),
            (midgame(level, seed, data), mid),
        ):
            if state is None:
                continue
            start = time.thread_time()
            ask(state)
            times.append(time.thread_time() - start)
    return fresh, mid


def decisions(quick: bool) -> list[dict[str, Any]]:
    """Per level, fresh deals and mid-game (``quick``: level I only, two deals): the solver as the computer's
    play and "winnable deals only" ask it (``solver.hint``, a fixed node budget, no clock), and the Hint button
    (``solver.hint_in_time``, which answers "no hint found in time" after ``solver.HINT_SECONDS`` of CPU); and at
    level V what "Show me how" costs (``solver.ANALYSIS_NODES``)."""
    data = rules.load_data()
    out = []
    for level in LEVELS[:1] if quick else LEVELS:
        goal = HINT_GOAL if level in HINT_GOAL_LEVELS else None
        fresh, mid = hint_times(level, 2 if quick else 20, data, solver.hint)
        out.append(cpu_figure(f"solver.unsurmountable.level{level}.fresh", fresh, goal, call="solver.hint"))
        out.append(cpu_figure(f"solver.unsurmountable.level{level}.midgame", mid, goal, call="solver.hint"))
        fresh, mid = hint_times(level, 2 if quick else 20, data, solver.hint_in_time)
        for kind, times in (("fresh", fresh), ("midgame", mid)):
            out.append(
                cpu_figure(f"hint_button.unsurmountable.level{level}.{kind}", times, goal, call="solver.hint_in_time")
            )
    if not quick:  # the look back after a lost climb: no goal (its own thread, "Thinking..."), shown for what it costs
        fresh, _ = hint_times(LEVELS[-1], 20, data, lambda state: solver.analyse(state, solver.ANALYSIS_NODES))
        out.append(cpu_figure(f"show_me_how.unsurmountable.level{LEVELS[-1]}.fresh", fresh, call="solver.analyse"))
    return out


#: Issue 14's goals for the difficulty ladder: level I at least 90 % winnable, each level strictly less winnable
#: than the one before (one deal fewer in the survey), level V at most 60 %; the careful player's share won at
#: least 5 points below the level before.
WINNABLE_FIRST: Goal = (">=", 0.9, "share winnable")
WINNABLE_LAST: Goal = ("<=", 0.6, "share winnable")
CAREFUL_STEP = 0.05


def ladder_goals(values: list[float], step: float, unit: str) -> list[Goal | None]:
    """The goal of each level after the first: at most the level before less ``step``."""
    return [None] + [("<=", round(before - step, 4), unit) for before in values[:-1]]


def run(quick: bool = False, full: bool = False) -> list[dict[str, Any]]:
    """The solver's decision times; with ``full`` also, per level, the share of 1,000 deals the solver proves
    winnable (and what its unknown deals turned out to be) and the careful player's share won over 1,000 deals, each
    beside issue 14's goal (``quick``: 50 and 20 deals, two unknowns searched again)."""
    figures = decisions(quick)
    if not full:
        return figures
    solver_deals = 50 if quick else 1000
    player_deals = 20 if quick else 1000
    surveys = [solver_survey(level, range(solver_deals), recheck=2 if quick else RECHECK) for level in LEVELS]
    shares = [survey["winnable"] for survey in surveys]
    goals = ladder_goals(shares, 1 / solver_deals, "share winnable")
    goals[0] = WINNABLE_FIRST
    for level, survey, share, goal in zip(LEVELS, surveys, shares, goals, strict=True):
        name = f"solver.unsurmountable.level{level}.verdicts"
        figures.append(figure(name, share, "share winnable", goal, deals=solver_deals, **survey))
        if level == LEVELS[-1]:
            figures.append(figure(f"{name}.last", share, "share winnable", WINNABLE_LAST, deals=solver_deals))
    rates = [careful_win_rate(level, range(player_deals)) for level in LEVELS]
    for level, rate, goal in zip(LEVELS, rates, ladder_goals(rates, CAREFUL_STEP, "share won"), strict=True):
        figures.append(
            figure(f"careful_player.unsurmountable.level{level}", rate, "share won", goal, deals=player_deals)
        )
    return figures


if __name__ == "__main__":  # manual use: python -m gardengames.games.unsurmountable.bench [--quick] [--full]
    import json
    import sys

    for row in run(quick="--quick" in sys.argv, full="--full" in sys.argv):
        print(json.dumps(row))
