"""How often the gardener who triggers the final round also wins (issue 14): the figure that tuned the
objectives' points in data/sabotage.yaml (its comments and RULES.md give the measured tables).

Games are played between computer players of one level, each decision made as ``Session.computer_move``
makes it (its own ``random.Random(f"{seed}:{move number}")``), so a figure is the same on every machine.
``trigger_share`` is what a bench may call; the share comes with its 95 % (Wilson) interval and the number
of games it rests on.
"""

from __future__ import annotations

import math
import random
from typing import Any

from . import bots
from .rules import GameData, new_game


def play(num_players: int, seed: int, level: str = "easy", data: GameData | None = None) -> dict[str, Any]:
    """One whole game between ``level`` bots: who triggered the final round, who won, the totals."""
    st = new_game(num_players, seed, None, data)
    moves = 0
    while not st.is_over:
        seat = st.current_player
        move = bots.choose_move(st.view(seat), st.legal_moves(), level, random.Random(f"{seed}:{moves}"))
        st.apply(move)
        moves += 1
    return {"trigger": st.trigger, "winners": st.winners(), "totals": st.totals(), "moves": moves}


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a share of ``wins`` in ``games`` (a shared win counts its share)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return max(0.0, (centre - half) / scale), min(1.0, (centre + half) / scale)


def trigger_share(
    num_players: int, games: int, level: str = "easy", first_seed: int = 1, data: GameData | None = None
) -> dict[str, Any]:
    """Share of the games with a final round that its trigger won (a shared win counts 1/k), over ``games``
    seeded games (``first_seed`` on); games that hit the round limit without a trigger are counted apart."""
    wins = 0.0
    triggered = 0
    for g in range(games):
        result = play(num_players, first_seed + g, level, data)
        if result["trigger"] is None:
            continue
        triggered += 1
        if result["trigger"] in result["winners"]:
            wins += 1 / len(result["winners"])
    low, high = wilson(wins, triggered)
    share = wins / triggered if triggered else 0.0
    return {
        "players": num_players,
        "level": level,
        "games": games,
        "triggered": triggered,
        "trigger_wins": wins,
        "share": round(share, 3),
        "low": round(low, 3),
        "high": round(high, 3),
    }
