"""Botanicus's own bench figures. ``make bench`` measures playouts and one decision per level for every game
(gardengames/bench/play.py); what is left here are the whole-game matches of ``make bench-full``: hard
against easy in seeded two-player games (seats alternating) and hard's CPU time per move through whole
four-player games.

The clock only measures: every count here is fixed, and the bots search a fixed amount (see bots.py).
"""

from __future__ import annotations

from typing import Any

from gardengames.bench.common import bot_figures

STRENGTH_GAMES = 6  # two-player games, hard against easy: about 17 s of CPU each at the full hard search
TIMING_GAMES = 2  # whole four-player games (about 40 s of CPU each) for the hard level's CPU time per move


def run(quick: bool = False, full: bool = False) -> list[dict[str, Any]]:
    """The matches with ``full`` (``quick``: two matches and the first 40 moves of one four-player game)."""
    if not full:
        return []
    if quick:
        return bot_figures("botanicus", 2, 1, timing_moves=40)
    return bot_figures("botanicus", STRENGTH_GAMES, TIMING_GAMES)


if __name__ == "__main__":  # python -m gardengames.games.botanicus.bench [--quick]
    import json
    import sys

    for row in run(quick="--quick" in sys.argv, full=True):
        print(json.dumps(row))
