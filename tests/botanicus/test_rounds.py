"""Rounds, the last one-turn round, and the final scoring (BO-R1, BO-R2, BO-E1)."""

from __future__ import annotations

import dataclasses

from gardengames.games.botanicus import rules as R


def _play_round(bo, state, spaces=None):
    rnd = state.round
    events = []
    while state.round == rnd and not state.is_over:
        column = state.column
        bo.play_column(state, spaces)
        if state.round == rnd:
            assert state.column == column + 1
    return events


def test_round_ends_after_last_column_flowers_return_tiles_flip(bo):
    """BO-R1: the round ends when everyone reached the last column; Flowers go back in the current turn
    order; every tile turns to its dark side for round 2."""
    state = bo.setup(3, seed=8)
    while state.column < 7:
        bo.play_column(state)
    # The last column: seat 2 highest, then seat 0, then seat 1.
    spaces = {2: 0, 0: 1, 1: 3}
    while state.round == 1:
        bo.to_prep(state)
        seat = state.current_player
        events = bo.play_flower(state, spaces[seat])
    ended = [e for e in events if isinstance(e, R.RoundEnded)]
    assert ended == [R.RoundEnded(1, (2, 0, 1))]
    assert state.round == 2 and state.column == 0 and state.order == [2, 0, 1]
    assert all(not stack for column in state.board for stack in column)
    # Tiles now give their dark side.
    p = state.current_player
    tile = state.tiles[0]
    state.apply(R.MoveFlower(p, 0, 0, 0))
    events = state.apply(R.ChooseAction("tile", 0, 0))
    started = [e for e in events if isinstance(e, R.ActionStarted)][0]
    assert started.text == R.effect_text(state.data.tile[tile].dark.effects, state.data.tile[tile].dark.pay)
    assert started.player == p


def test_round_one_uses_light_tiles(bo):
    """BO-R1: in round 1 the tiles show their light side."""
    state = bo.setup(3, seed=8)
    tile = state.tiles[0]
    state.apply(R.MoveFlower(state.current_player, 0, 0, 0))
    events = state.apply(R.ChooseAction("tile", 0, 0))
    started = [e for e in events if isinstance(e, R.ActionStarted)][0]
    light = state.data.tile[tile].light
    assert started.text == R.effect_text(light.effects, light.pay)


def test_last_round_is_one_turn_with_a_track_of_choice(bo):
    """BO-R2: after round 2 each player, in the same order, may walk and play a card, then chooses one of
    the three tracks for a last move; then the game is over."""
    state = bo.setup(2, seed=11)
    _play_round(bo, state)
    _play_round(bo, state)
    assert state.round == 3 and state.stage == "prep"
    order = list(state.order)
    assert state.prompt.kind == "final"
    turns = []
    while not state.is_over:
        p = state.current_player
        turns.append(p)
        legal = state.legal_moves()
        assert not any(isinstance(m, R.MoveFlower) for m in legal)
        assert {m.track for m in legal if isinstance(m, R.ChooseTrack)} == {"money", "wheelbarrow", "shovel"}
        assert any(isinstance(m, R.WalkGardener) for m in legal) or state.players[p]["coins"] == 0
        state.players[p]["hand"] = ["garden-show.01"]
        state.players[p]["coins"] = 10
        state.apply(R.PlayCard("garden-show.01"))
        state.apply(R.ChooseTrack("money"))
        assert state.prompt.kind == "track" and state.prompt.detail["amount"] == state.data.final_steps
        events = bo.finish_turn(state)
        assert not any(isinstance(e, R.FlowerMoved) for e in events)
    assert turns == order
    assert state.round == 3 and state.is_over and state.current_player is None
    assert state.legal_moves() == []


def test_final_scoring_columns_coins_and_tie(bo):
    """BO-E1: every full column scores by its best plant; every 3 coins give 1 point; the tie goes to the
    player who would start a fourth round."""
    state = bo.setup(2, seed=12)
    data = state.data
    a, b = state.players
    for me in (a, b):
        me["coins"] = 0
    # Column 1 of seat 0 full (rows 1, 2, 3, 5) with a green as best plant; column 2 missing one bed.
    for row in data.garden.column_beds[0]:
        a["garden"][row][0] = 1
    a["garden"][2][0] = 3
    for row in data.garden.column_beds[1][:-1]:
        a["garden"][row][1] = 4
    assert state.column_points(0) == [data.garden.column_points[0][2], 0, 0, 0]
    a["coins"] = 8
    sheet = state.scores()[0]
    assert sheet.parts[R.PART_COLUMNS] == data.garden.column_points[0][2]
    assert sheet.parts[R.coins_part(data.coins_per_point)] == 2
    assert R.coins_part(data.coins_per_point) == "Coins (3 = 1 point)"  # saves' expected scores name it so
    # Make both totals equal: the player first in the order wins the tie.
    b["bonus"] = sheet.total - state.scores()[1].total + b["bonus"]
    state.stage = "over"
    assert state.scores()[0].total == state.scores()[1].total
    assert state.winners() == [state.order[0]]


def test_game_ends_with_scores_event(bo):
    """BO-E1: the last turn of round 3 ends the game with a GameEnded event naming the winners."""
    state = bo.setup(3, seed=13)
    events = []
    while not state.is_over:
        legal = state.legal_moves()
        choice = next((m for m in legal if isinstance(m, (R.MoveFlower, R.ChooseTrack))), None)
        events = state.apply(choice or next((m for m in legal if isinstance(m, R.Pass)), legal[-1]))
    ended = [e for e in events if isinstance(e, R.GameEnded)]
    assert len(ended) == 1
    assert ended[0].scores == tuple(s.total for s in state.scores())
    assert list(ended[0].winners) == state.winners()
    assert "wins" in ended[0].describe(["Ann", "Bob", "Cy"])


def test_the_coins_score_part_is_named_by_the_datas_coins_per_point(bo):
    """The category says what the data makes coins worth: 3 in the shipped game, 4 if the data says 4."""
    state = bo.setup(2, seed=12)
    assert R.coins_part(3) in state.scores()[0].parts
    dearer = R.new_game(2, 12, data=dataclasses.replace(state.data, coins_per_point=4))
    dearer.players[0]["coins"] = 9
    assert dearer.scores()[0].parts["Coins (4 = 1 point)"] == 2
