"""Unsurmountable figures for ``make bench``: solver speed and verdicts, a careful player's wins, playout speed.

Difficulty is measured two ways per level: the share of deals the solver can win (it knows the deck
order, like any solitaire solver), and the share won by a careful player who sees only what a person
sees and looks two steps ahead (its move, then the best place for the next First card).
"""

from __future__ import annotations

import random
import statistics
import time

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import rules, solver
from gardengames.games.unsurmountable.rules import Build, GameData, State

LEVELS = rules.LEVELS


def careful_move(state: State, rng: random.Random) -> Move:
    """The move after which the fewest built cards must still change, then the best fit for the
    next First card, builds before abilities.

    Fair: the estimates use only what the player knows (the deck's contents, never its order): they
    come out the same whatever card a refill draws, and a First card fresh from the deck is not
    looked at.
    """
    tables = solver._tables(state.data)
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
            dead, need = solver._assess(child, tables)
            # look at the next First card only if the player has seen it (no peeking at the deck)
            between_turns = child.prompt is not None and child.prompt.kind == rules.PLAY
            fit = _next_fit(child, tables) if between_turns and child.first in seen else need
            score = (int(dead), need, fit, not isinstance(move, Build), rng.random())
        if best is None or score < best:
            best, choice = score, move
    assert choice is not None
    return choice


def _next_fit(state: State, tables: solver._Tables) -> int:
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
            dead, need = solver._assess(child, tables)
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


def random_playouts_per_second(games: int = 1000) -> float:
    """``games`` whole games with uniformly random legal moves (level II), each applied unchecked as a search
    does (a fixed count: the clock only measures)."""
    data = rules.load_data()
    rng = random.Random(0)
    start = time.perf_counter()
    for seed in range(games):
        state = rules.new_game(1, seed, {"level": 2}, data=data)
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()), check=False)
    return games / (time.perf_counter() - start)


def solver_survey(level: int, seeds: range, data: GameData | None = None) -> dict:
    """Verdict shares and decision times of the solver on fresh deals at one level."""
    times: list[float] = []
    verdicts = {solver.WINNABLE: 0, solver.UNWINNABLE: 0, solver.UNKNOWN: 0}
    for seed in seeds:
        state = rules.new_game(1, seed, {"level": level}, data=data)
        start = time.perf_counter()
        verdicts[solver.analyse(state).verdict] += 1
        times.append(time.perf_counter() - start)
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


def run(quick: bool = False) -> list[dict]:
    """Every figure as one JSON-able dict. quick: 50 deals per level for the solver, 20 for the player."""
    solver_deals = 50 if quick else 1000
    player_deals = 20 if quick else 1000
    figures: list[dict] = []
    for level in LEVELS:
        survey = solver_survey(level, range(solver_deals))
        figures.append({"name": f"unsurmountable.solver.level{level}", "deals": solver_deals, **survey})
    for level in LEVELS:
        rate = careful_win_rate(level, range(player_deals))
        figures.append({"name": f"unsurmountable.careful_player.level{level}", "deals": player_deals, "won": rate})
    figures.append({"name": "unsurmountable.random_playouts_per_s", "value": round(random_playouts_per_second(), 1)})
    return figures


if __name__ == "__main__":  # manual use: python -m gardengames.games.unsurmountable.bench [--quick]
    import json
    import sys

    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
