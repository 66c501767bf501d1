"""A careful player of Unsurmountable: it sees only what a person sees and plans with it.

The bench measures how hard each level is for a person with it (``bench.careful_win_rate``), and the computer's own
solitaire play falls back on it where the solver finds no winning line within its budget (``solver.play``).
"""

from __future__ import annotations

import random

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import estimates, rules
from gardengames.games.unsurmountable.rules import Build, State


def careful_move(state: State, rng: random.Random) -> Move:
    """The move after which the cards the player can see build best, then the one that needs fewest built cards
    changed, builds before abilities.

    A person plans with the Base Camp in view: where the First card goes, then the next one, and so on through
    every card already face up. So after each candidate move this player builds the seen First cards one after
    another, each at its best place (``_build_ahead``), and judges where that leaves the mountain. A larger Base
    Camp shows more cards, so it plans further (level I against II). Fair: the estimates use only what the player
    knows (the deck's contents, never its order), and a card drawn from the deck after the move is not looked at.
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
            score: tuple = (2, 2, 99, 99, True, rng.random())
        else:
            dead, need = estimates.assess(child, tables)
            between_turns = child.prompt is not None and child.prompt.kind == rules.PLAY
            ahead = _build_ahead(child, tables, seen) if between_turns else (int(dead), need)
            score = (int(dead), *ahead, need, not isinstance(move, Build), rng.random())
        if best is None or score < best:
            best, choice = score, move
    assert choice is not None
    return choice


def _judge(state: State, tables: estimates.Tables) -> tuple[int, int]:
    """(hopeless, fewest built cards to change) of a position, a win first and a loss last."""
    if state.won:
        return (-1, -1)
    if state.status == "lost":
        return (2, 99)
    dead, need = estimates.assess(state, tables)
    return (int(dead), need)


def _build_ahead(state: State, tables: estimates.Tables, seen: set[str]) -> tuple[int, int]:
    """Build the First card at its best place, then the next, while the First card is one the player has seen:
    the judgement (``_judge``) of where that ends (of ``state`` itself when its First card is unseen)."""
    here = _judge(state, tables)
    while here[0] >= 0 and not state.is_over and state.first in seen:
        prompt = state.prompt
        if prompt is None or prompt.kind != rules.PLAY:
            break
        builds = []
        for move in state.legal_moves():
            if isinstance(move, Build):
                child = state.clone()
                child.apply(move, check=False)
                builds.append((_judge(child, tables), child))
        if not builds:
            break
        here, state = min(builds, key=lambda found: found[0])
    return here
