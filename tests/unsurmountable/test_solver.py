"""The solver agrees with brute force, its lines win, and unknown answers are said out loud."""

import json
import random

import pytest

from gardengames.games.unsurmountable import deals, rules, solver
from gardengames.games.unsurmountable.rules import Build, State


def brute_force(state: State, seen: set | None = None) -> bool:
    """Plain exhaustive search through the public API (no pruning, only a table of visited positions)."""
    if state.is_over:
        return state.won
    seen = set() if seen is None else seen
    key = json.dumps(state.to_dict(), sort_keys=True)
    if key in seen:
        return False
    seen.add(key)
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        if brute_force(child, seen):
            return True
    return False


def endgame(seed: int, level: int, cards_left: int) -> State:
    """A position from random play of a real deal, with few Base Camp and deck cards left."""
    state = rules.new_game(1, seed, {"level": level})
    rng = random.Random(seed)
    while not state.is_over and (state.prompt.kind != rules.PLAY or len(state.camp) + len(state.deck) > cards_left):
        moves = state.legal_moves()
        builds = [m for m in moves if isinstance(m, Build)]
        state.apply(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(moves))
    return state


CASES = [(seed, level, 3) for seed in range(16) for level in (1, 3, 5)]
CASES += [(seed, level, 4) for seed in range(6) for level in (2, 4)]


@pytest.mark.parametrize("seed,level,cards_left", CASES)
def test_solver_agrees_with_brute_force_on_endgames(seed, level, cards_left):
    """UM-W1, UM-W2: the solver's verdict (with its pruning) equals plain exhaustive search."""
    state = endgame(seed, level, cards_left)
    if state.is_over:
        assert solver.analyse(state).verdict == (solver.WINNABLE if state.won else solver.UNWINNABLE)
        return
    result = solver.analyse(state)
    assert result.verdict != solver.UNKNOWN
    assert (result.verdict == solver.WINNABLE) == brute_force(state.clone())


def test_both_verdicts_occur_among_the_endgames():
    """UM-W1, UM-W2: the agreement test above is not trivial: it meets winnable and lost positions alike."""
    verdicts = {solver.analyse(endgame(*case)).verdict for case in CASES}
    assert {solver.WINNABLE, solver.UNWINNABLE} <= verdicts


def test_hand_made_positions_one_build_from_the_end(position):
    """UM-W1, UM-W2: one move before a win the solver finds it; take away the last card and the same
    mountain is lost. Brute force agrees on both."""
    start = rules.new_game(1, 5)
    line = solver.solve(start)
    assert line is not None and isinstance(line[-1], Build)
    almost = start.clone()
    for move in line[:-1]:
        almost.apply(move)
    assert solver.analyse(almost).verdict == solver.WINNABLE and brute_force(almost.clone())
    assert solver.hint(almost) == line[-1]
    verdicts = set()
    for card in (c.id for c in almost.data.cards if c.id not in almost.mountain.values()):
        short = position(mountain=almost.mountain, camp=[card], deck=[], helicopter=False)
        verdict = solver.analyse(short).verdict
        assert (verdict == solver.WINNABLE) == brute_force(short.clone())
        verdicts.add(verdict)
    assert verdicts == {solver.WINNABLE, solver.UNWINNABLE}


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_solved_lines_replay_to_a_win(level):
    """UM-W1: for a handful of fresh deals, every winning line the solver returns wins when replayed."""
    for seed in range(4):
        state = rules.new_game(1, seed, {"level": level})
        result = solver.analyse(state)
        assert result.verdict != solver.UNWINNABLE or not result.line
        if result.verdict == solver.WINNABLE:
            for move in result.line:
                state.apply(move)
            assert state.won


def test_hint_is_a_legal_first_step_and_none_when_lost(position):
    """UM-W2: a hint is a legal move from a winnable position; a lost game has none."""
    state = rules.new_game(1, 9, {"level": 2})
    move = solver.hint(state)
    assert move in state.legal_moves()
    lost = position(camp=[], deck=[])
    lost.status = "lost"
    assert solver.hint(lost) is None and solver.analyse(lost).verdict == solver.UNWINNABLE


def test_running_out_of_budget_says_unknown():
    """A search cut short answers "unknown", never a wrong "unwinnable"."""
    state = rules.new_game(1, 3, {"level": 5})
    assert solver.analyse(state).verdict == solver.WINNABLE
    assert solver.analyse(state, node_limit=5).verdict == solver.UNKNOWN
    assert solver.solve(state, node_limit=5) is None


def test_is_winnable_matches_analyse():
    """UM-S1: a deal is decided from its seed alone; a tiny budget answers "unknown" (None)."""
    assert solver.is_winnable(4, 1) is (solver.analyse(rules.new_game(1, 4)).verdict == solver.WINNABLE)
    assert solver.is_winnable(4, 1, node_limit=1) is None


def test_winnable_only_deals_are_winnable_and_replay_identically():
    """Winnable-only deals are found deterministically from the seed, so (seed, options, moves) replays."""
    options = {"level": 5, "winnable_only": True}
    state = deals.new_game(1, 21, options)
    assert state.deal_seed in deals.deal_seeds(21)
    line = solver.solve(state)
    assert line is not None
    again = deals.new_game(1, 21, options)
    assert again == state
    for move in line:
        state.apply(move)
        again.apply(move)
    assert state.won and again == state and state.checksum() == again.checksum()


def test_a_complete_mountain_that_breaks_the_level_is_no_win_for_the_solver(position, cards):
    """UM-R2, UM-D3: the solver takes the rules' verdict: completing the mountain with a feature twice in a
    row ends the game lost, so a repair that only comes after the last build does not count. Here the
    swap that would fix the third row arrives only once the peak is built: unwinnable, as brute force says,
    while the same cards with no repeat are winnable."""
    from dataclasses import replace

    from gardengames.games.unsurmountable.rules import Ability, GameData

    def deal(features):
        base = cards(
            {**{f"c{i}": [("B1", "C", 1), ("C", "T3", 0)] for i in range(3)}, "c3": [("B1", "C", 0)]}
            | {f"f{i}": [("L", "R", 1)] for i in range(8)},
            features,
        )
        swap = tuple(replace(c, ability=Ability("swap_mountain", "")) if c.id == "f7" else c for c in base.cards)
        return GameData(base.version, base.helicopter, swap)

    mountain = {(0, 0): "c0", (1, 0): "c1", (2, 0): "c2", (0, 1): "f0", (0, 2): "f1", (0, 3): "f2"}
    mountain |= {(1, 1): "f3", (1, 2): "f4", (2, 1): "f5"}
    for features, winnable in (({"c2": ("lake",), "f5": ("lake",)}, False), ({}, True)):
        state = position(
            level=3,
            data=deal(features),
            mountain=mountain,
            camp=["c3"],
            deck=["f6", "f7"],
            camp_size=2,
            helicopter=True,
        )
        assert brute_force(state.clone()) is winnable
        assert solver.analyse(state).verdict == (solver.WINNABLE if winnable else solver.UNWINNABLE)
