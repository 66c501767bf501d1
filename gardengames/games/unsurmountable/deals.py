"""How a game of Unsurmountable is set up: any deal, or one the solver has proven winnable.

"Winnable deals only" is a promise only a search can keep, so it lives here, beside the rules and the
solver, and not in the rules (which never search): the registry sets every game up through ``new_game``.
"""

from __future__ import annotations

import random

from gardengames.games.unsurmountable import rules, solver
from gardengames.games.unsurmountable.rules import GAME_ID, GameData, State

WINNABLE_ONLY_NODES = 4000
"""Search nodes the solver may spend on each candidate deal of a "winnable deals only" game. A deal is offered
only once the solver has found a winning line for it; one it cannot decide within this budget is skipped like
a lost one. A node budget, not a clock, so the same seed always gives the same deal; smaller than the hint's,
because at level V most deals it cannot win take the whole budget (about 0.15 s per 4,000 nodes here)."""


def deal_seeds(seed: int, tries: int = 400) -> list[int]:
    """The deal seeds tried, in order, for a winnable-only game: the seed itself, then derived ones."""
    return [seed] + [random.Random(f"{GAME_ID}:{seed}:{k}").getrandbits(48) for k in range(1, tries)]


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Deal a game. Options: ``level`` 1..5 and ``winnable_only`` (only deals the solver can win)."""
    options = options or {}
    if not options.get("winnable_only", False):
        return rules.new_game(num_players, seed, options, data)
    plain = rules.new_game(num_players, seed, {**options, "winnable_only": False}, data)  # checks the rest
    for deal_seed in deal_seeds(seed):
        state = rules.deal(plain.data, seed, plain.level, True, deal_seed)
        if solver.solve(state, WINNABLE_ONLY_NODES) is not None:  # a found win: proven, never "unknown"
            return state
    raise RuntimeError(f"no winnable deal found from seed {seed}")  # pragma: no cover - never seen in tests
