"""The ladder of computer players (issue 14): what each level must see, and that a choice is repeatable."""

from __future__ import annotations

import random

from gardengames.games.botanicus import bots


def _column_one_short(bo, seed: int = 4):
    """Two players at the walk/card step of the first turn; the current player's garden column 2 has every
    bed planted but the top one (row 1, column 2), which the gardener at the start spot cannot reach but
    reaches after one paid step (BO-T1); the opening column offers plant actions (BO-B2)."""
    state = bo.to_prep(bo.setup(2, seed))
    seat = state.current_player
    me = state.players[seat]
    for row in range(1, 5):
        me["garden"][row][1] = 1
    me["coins"] = 6
    assert me["node"] == "n22" and (0, 1) not in state.data.garden.reach["n22"]
    return state, seat


def test_easy_walks_to_fill_a_garden_column(bo):
    """Easy looks one move ahead only, yet it steps next to the last empty bed of a column before moving its
    Flower to a plant action, and the turn ends with the column full (its points scored, BO-E1)."""
    state, seat = _column_one_short(bo)
    assert state.column_points(seat)[1] == 0
    moves = 0
    while state.current_player == seat and not state.is_over:
        legal = state.legal_moves()
        move = bots.choose_move(state.view(seat), legal, "easy", random.Random(moves))
        if moves == 0:
            assert isinstance(move, bo.R.WalkGardener) and (0, 1) in state.data.garden.reach[move.node]
        state.apply(move)
        moves += 1
    assert state.column_points(seat)[1] > 0


def test_medium_is_repeatable(bo):
    """Same view and same generator, same move: medium's search is counted in moves and worlds, never time."""
    state, seat = _column_one_short(bo, seed=9)
    view, legal = state.view(seat), state.legal_moves()
    moves = {bots.choose_move(view, legal, "medium", random.Random(3)) for _ in range(3)}
    assert len(moves) == 1 and moves <= set(legal)


def test_levels_are_in_ladder_order():
    """The setup screen and the ladder bench list the levels weakest first."""
    assert bots.LEVELS == ("easy", "medium", "hard")
