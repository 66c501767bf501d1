"""Special task placement and task scoring (BO-K1, BO-K2)."""

from __future__ import annotations

import pytest

from gardengames.games.botanicus import rules as R


def _four(data, tid):
    return len(data.task[tid].plants) == 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_player_draws_five_and_places_one_per_row(players):
    """BO-K1: every player draws 5 special tasks and puts exactly one on each of the 5 rows."""
    state = R.new_game(players, seed=players)
    data = state.data
    assert state.stage == "assign"
    for me in state.players:
        assert len(me["task_hand"]) == 5
        assert sum(_four(data, t) for t in me["task_hand"]) == 2
    drawn = [t for me in state.players for t in me["task_hand"]]
    assert len(set(drawn)) == len(drawn)
    while state.stage == "assign":
        p = state.current_player
        legal = state.legal_moves()
        assert legal and all(isinstance(m, R.AssignTask) for m in legal)
        assert all(not state.players[p]["specials"][m.row] for m in legal)  # one special task per row
        state.apply(legal[-1])
    for me in state.players:
        assert all(me["specials"]) and len(set(me["specials"])) == 5 and me["task_hand"] == []


def test_four_flower_tasks_never_on_three_bed_rows():
    """BO-K1: a task needing four flowers cannot go on a row with three beds, and a hand always fits."""
    for seed in range(12):
        state = R.new_game(4, seed)
        data = state.data
        rng_pick = seed
        while state.stage == "assign":
            legal = state.legal_moves()
            for m in legal:
                if _four(data, m.task):
                    assert data.row_size[m.row] == 4
            rng_pick = (rng_pick * 31 + 7) % 1000
            state.apply(legal[rng_pick % len(legal)])
        for me in state.players:
            for row, tid in enumerate(me["specials"]):
                assert not _four(data, tid) or data.row_size[row] == 4


def test_placement_keeps_a_full_assignment_possible():
    """BO-K1: after two four-flower tasks took two long rows, the third long row may still take anything,
    but a four-flower task can never be left without a long row."""
    state = R.new_game(2, seed=9)
    data = state.data
    p = state.current_player
    hand = state.players[p]["task_hand"]
    short = [t for t in hand if not _four(data, t)]
    long_rows = [r for r, size in enumerate(data.row_size) if size == 4]
    # Fill two of the three long rows with short tasks: the two four-flower tasks now need the last long
    # row and there is only one, so the second short placement on a long row must be refused.
    state.apply(R.AssignTask(p, short[0], long_rows[0]))
    legal = state.legal_moves()
    assert R.AssignTask(p, short[1], long_rows[1]) not in legal
    assert any(m.task == short[1] for m in legal)


def test_tasks_ignore_order_and_score_once_at_once(bo):
    """BO-K2: a task counts the levels anywhere in its row, in any order; it scores at once, and only once."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["specials"][0] = "odd-pair"  # row 1 (four beds): basic yellow+pink, special yellow+blue
    me["garden"][0] = [2, 0, 0, 0]
    events = []
    events += bo.plant(state, p, 0, 3, 1)  # pink in column 1, yellow in column 4: order does not matter
    done = [e for e in events if isinstance(e, R.TaskCompleted)]
    assert [(e.kind, e.points) for e in done] == [("basic", 5)]
    assert me["tasks"] == 5 and me["basic_done"][0]
    assert state.scores()[p].parts[R.PART_TASKS] == 5
    events = []
    events += bo.plant(state, p, 0, 1, 2)  # the row still shows the basic task: no second score
    assert not any(isinstance(e, R.TaskCompleted) for e in events)
    assert me["tasks"] == 5


def test_basic_task_before_special(bo):
    """BO-K2: a row's special task cannot score before its basic task; when both appear, basic comes first."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["specials"][0] = "odd-pair"  # special: yellow + blue; basic of row 1: yellow + pink
    events = []
    events += bo.plant(state, p, 0, 0, 1)
    events += bo.plant(state, p, 0, 1, 4)
    assert not any(isinstance(e, R.TaskCompleted) for e in events)  # special shown, basic missing
    assert not me["special_done"][0]
    events = []
    events += bo.plant(state, p, 0, 2, 2)  # now the basic appears, and the special is still there too
    done = [(e.kind, e.task) for e in events if isinstance(e, R.TaskCompleted)]
    assert done == [("basic", "basic-row1"), ("special", "odd-pair")]
    assert me["tasks"] == 5 + 7


def test_rows_are_independent(bo):
    """BO-K2: a basic task of a lower row may be completed while the rows above are still unfinished."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    events = []
    events += bo.plant(state, p, 4, 0, 3)
    events += bo.plant(state, p, 4, 3, 4)  # row 5 basic: green + blue
    assert [e.row for e in events if isinstance(e, R.TaskCompleted)] == [4]
    assert me["basic_done"] == [False, False, False, False, True]


def test_tasks_are_checked_after_a_real_plant_move(bo):
    """BO-K2: planting through the normal moves completes a task the moment the row shows it."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["node"] = "n11"  # reaches row 1 columns 1-2 and row 2 columns 1-2
    me["garden"][0][0] = 1
    bo.queue_effects(state, [["plant", 2]])
    events = state.apply(R.Plant(p, 0, 1, 2))
    assert any(isinstance(e, R.TaskCompleted) and e.kind == "basic" and e.row == 0 for e in events)
