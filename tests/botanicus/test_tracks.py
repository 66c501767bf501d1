"""The three tracks: end-space rewards, shortcuts, extra and missing steps, endless tracks (BO-K3..BO-K6)."""

from __future__ import annotations

from gardengames.games.botanicus import rules as R


def _track_state(bo, track: str, steps: int, coins: int, position: int = 0):
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["coins"] = coins
    me["track"][track] = position
    bo.queue_effects(state, [["track", track, steps]])
    assert state.prompt.kind == "track" and state.prompt.detail["track"] == track
    return state, p, me


def test_only_the_end_space_pays(bo):
    """BO-K3: moving several spaces pays only the reward of the space where the move stops."""
    state, p, me = _track_state(bo, "wheelbarrow", 3, coins=0)
    state.apply(R.TrackMove(p, "wheelbarrow", "barrow-3", 3, 0))
    assert me["track"]["wheelbarrow"] == 3
    assert state.queue == [["plant", 2]]  # barrow-3's pink plant, not barrow-1's yellow or barrow-2's water


def test_shovel_shortcuts_cost_coins_and_need_them(bo):
    """BO-K4: a shortcut skips spaces for coins, and only when the player can pay for it at that moment."""
    state, p, me = _track_state(bo, "shovel", 1, coins=2, position=2)
    legal = state.legal_moves()
    # One step along the shortcut from shovel-2 to shovel-5 costs 2 coins.
    assert R.TrackMove(p, "shovel", "shovel-5", 1, -2) in legal
    assert R.TrackMove(p, "shovel", "shovel-3", 1, 0) in legal
    state.apply(R.TrackMove(p, "shovel", "shovel-5", 1, -2))
    assert me["coins"] == 0 and me["track"]["shovel"] == 5
    poor, _, _ = _track_state(bo, "shovel", 1, coins=1, position=2)
    assert not any(m.space == "shovel-5" for m in poor.legal_moves())


def test_extra_steps_cost_three_and_missing_steps_pay_one(bo):
    """BO-K5: 3 coins buy one extra step; each step fewer than allowed gives 1 coin (the game help's rule)."""
    state, p, me = _track_state(bo, "money", 3, coins=3)
    options = {m.steps: m.coins for m in state.legal_moves() if m.track == "money"}
    assert options == {1: 2, 2: 1, 3: 0, 4: -3}
    state.apply(R.TrackMove(p, "money", "money-1", 1, 2))
    assert me["track"]["money"] == 1
    assert me["coins"] == 3 + 2 + 1  # two steps not taken, plus money-1's coin


def test_extra_steps_only_when_affordable(bo):
    """BO-K5: without 3 coins no extra step is offered; with 6 coins two are."""
    state, _, _ = _track_state(bo, "money", 2, coins=2)
    assert max(m.steps for m in state.legal_moves()) == 2
    state, _, _ = _track_state(bo, "money", 2, coins=6)
    assert max(m.steps for m in state.legal_moves()) == 4


def test_track_is_endless_and_prize_only_first_time(bo):
    """BO-K6: at the last space take its reward and the coins for unused steps, then restart; the prize
    token (highest first) comes only with the first completion of that track."""
    state, p, me = _track_state(bo, "money", 4, coins=0, position=9)
    last = state.data.track["money"].spaces[-1].id
    legal = state.legal_moves()
    assert {m.steps for m in legal} == {1, 2}  # the move stops at the last space
    top = state.prizes[0]
    events = state.apply(R.TrackMove(p, "money", last, 2, 2))
    assert R.PrizeTaken(p, "money", state.data.prize_value(top), top) in events
    assert any(isinstance(e, R.TrackRestarted) for e in events)
    assert me["track"]["money"] == 0 and me["prizes"] == [top] and me["finished"] == ["money"]
    assert me["coins"] == 2 + 3  # two steps not taken + the last space's 3 coins
    assert state.data.prize_value(state.prizes[0]) < state.data.prize_value(top)
    # Round the track again: the reward is paid again, the prize is not.
    me["track"]["money"] = 10
    state.queue = [["track", "money", 1]]
    state.stage = "effect"
    events = state.apply(R.TrackMove(p, "money", last, 1, 0))
    assert not any(isinstance(e, R.PrizeTaken) for e in events)
    assert me["prizes"] == [top] and me["track"]["money"] == 0


def test_prize_tokens_go_down_in_value(bo):
    """BO-K6: prize tokens are taken from the top, so later finishers get less."""
    state = bo.setup(3)
    values = []
    for p in range(3):
        me = state.players[p]
        me["track"]["shovel"] = 12
        state.order[state.idx] = p
        state.queue = [["track", "shovel", 1]]
        state.stage = "effect"
        events = state.apply(R.TrackMove(p, "shovel", "shovel-13", 1, 0))
        values += [e.points for e in events if isinstance(e, R.PrizeTaken)]
        state.queue = []
    assert values == list(state.data.prize_tokens[:3])
    assert values == sorted(values, reverse=True)
