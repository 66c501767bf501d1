"""Unsurmountable figures for the bench: the solver's decision time per level (``make bench``), and with
``make bench-full`` its verdicts over many deals and how often a careful player wins.

A decision is what the Hint button and a computer turn ask: ``solver.hint`` on a fresh deal, and mid-game,
a few moves into a deal played by the careful player. Difficulty is measured two ways per level: the share
of deals the solver can win (it knows the deck order, like any solitaire solver), and the share won by a
careful player who sees only what a person sees and looks two steps ahead (its move, then the best place
for the next First card). Both are printed per level beside issue 14's goals for the ladder. The clock only
measures: every count here is fixed.

A deal the solver cannot decide within its node budget counts as "unknown", not as winnable: since the cards of
issue 14 most level V deals it does not win are of that kind, and each costs the whole budget (the survey uses
"Show me how"'s, ``solver.ANALYSIS_NODES``: about 1.5 s), so the 1,000-deal survey of level V is the slow part of
``make bench-full``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from gardengames.bench.common import Goal, cpu_figure, figure
from gardengames.engine.state import Move
from gardengames.games.unsurmountable import estimates, rules, solver
from gardengames.games.unsurmountable.rules import Build, GameData, State

LEVELS = rules.LEVELS


def careful_move(state: State, rng: random.Random) -> Move:
    """The move after which the fewest built cards must still change, then the best fit for the
    next First card, builds before abilities.

    Fair: the estimates use only what the player knows (the deck's contents, never its order): they
    come out the same whatever card a refill draws, and a First card fresh from the deck is not
    looked at.
    """
    tables = estimates.tables_for(state.data)
    seen = {*state.camp, *state.known, *state.mountain.values(), *state.discard}
    best: tuple | None = None
    choice = None
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move, check=False)
        if child.won:
            return move
        if child.status == "lost":
            score: tuple = (2, 0, 0, 0, rng.random())
        else:
            dead, need = estimates.assess(child, tables)
            # look at the next First card only if the player has seen it (no peeking at the deck)
            between_turns = child.prompt is not None and child.prompt.kind == rules.PLAY
            fit = _next_fit(child, tables) if between_turns and child.first in seen else need
            score = (int(dead), need, fit, not isinstance(move, Build), rng.random())
        if best is None or score < best:
            best, choice = score, move
    assert choice is not None
    return choice


def _next_fit(state: State, tables: estimates.Tables) -> int:
    """Fewest changes a win needs after building the First card at its best place (99: nowhere)."""
    best = 99
    for move in state.legal_moves():
        if not isinstance(move, Build):
            continue
        child = state.clone()
        child.apply(move, check=False)
        if child.won:
            return -1
        if child.status != "lost":
            dead, need = estimates.assess(child, tables)
            if not dead:
                best = min(best, need)
    return best


def careful_win_rate(level: int, seeds: range, data: GameData | None = None) -> float:
    wins = 0
    for seed in seeds:
        state = rules.new_game(1, seed, {"level": level}, data=data)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(careful_move(state, rng))
        wins += state.won
    return wins / len(seeds)


def solver_survey(level: int, seeds: range, data: GameData | None = None) -> dict:
    """Verdict shares and CPU times (``thread_time``) of ``solver.analyse`` on fresh deals at one level, with the
    budget of a look back at a deal (``solver.ANALYSIS_NODES``, what "Show me how" has)."""
    times: list[float] = []
    verdicts = {solver.WINNABLE: 0, solver.UNWINNABLE: 0, solver.UNKNOWN: 0}
    for seed in seeds:
        state = rules.new_game(1, seed, {"level": level}, data=data)
        start = time.thread_time()
        verdicts[solver.analyse(state, solver.ANALYSIS_NODES).verdict] += 1
        times.append(time.thread_time() - start)
    times.sort()
    n = len(seeds)
    return {
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
    winnable and the careful player's share won over 1,000 deals, each beside issue 14's goal (``quick``: 50 and
    20 deals)."""
    figures = decisions(quick)
    if not full:
        return figures
    solver_deals = 50 if quick else 1000
    player_deals = 20 if quick else 1000
    surveys = [solver_survey(level, range(solver_deals)) for level in LEVELS]
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
