"""The parts of a turn: gardener, card, Flower and turn order (BO-T*)."""

from __future__ import annotations

import pytest

from gardengames.engine.state import IllegalMove
from gardengames.games.botanicus import rules as R


def test_walking_costs_one_coin_per_step(bo):
    """BO-T1: the gardener walks along footprints for 1 coin a step; the cost follows the path, not the map."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    assert me["node"] == "n22"
    # n22 -> n32 has a hedge in between: the way round is n22-n21-n31-n32 (3 steps).
    assert state.walk_cost("n32") == 3
    assert state.walk_cost("n11") == 2
    coins = me["coins"]
    events = state.apply(R.WalkGardener(p, "n11", 2))
    assert me["coins"] == coins - 2 and me["node"] == "n11"
    assert R.GardenerMoved(p, "n22", "n11", 2) in events


def test_walking_is_optional_limited_by_coins_and_once(bo):
    """BO-T1: walking is optional, never costs more than the player has, and happens once before the Flower."""
    state = bo.setup(3)
    me = state.players[state.current_player]
    me["coins"] = 1
    walks = [m for m in state.legal_moves() if isinstance(m, R.WalkGardener)]
    assert walks and all(m.cost == 1 for m in walks)
    assert any(isinstance(m, R.MoveFlower) for m in state.legal_moves())  # may skip walking
    state.apply(walks[0])
    assert not any(isinstance(m, R.WalkGardener) for m in state.legal_moves())


def test_one_card_per_turn_play_or_sell(bo):
    """BO-T2: one card at most: pay its cost for its action, or sell it for its value; it is optional."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["hand"] = ["garden-show.01", "hedgehog.01"]
    legal = state.legal_moves()
    assert R.PlayCard("garden-show.01") in legal and R.SellCard("hedgehog.01") in legal
    assert any(isinstance(m, R.MoveFlower) for m in legal)
    coins = me["coins"]
    events = state.apply(R.PlayCard("garden-show.01"))
    assert me["coins"] == coins - 2 and me["bonus"] == 4
    assert R.CardPlayed(p, "garden-show.01", 2) in events
    assert not any(isinstance(m, (R.PlayCard, R.SellCard)) for m in state.legal_moves())
    assert state.discard[-1] == "garden-show.01"


def test_selling_a_card_gives_its_value(bo):
    """BO-T2: a sold card pays its value (3 coins) and its action is not carried out."""
    state = bo.setup(3)
    me = state.players[state.current_player]
    me["hand"] = ["garden-show.01"]
    coins = me["coins"]
    state.apply(R.SellCard("garden-show.01"))
    assert me["coins"] == coins + 3 and me["bonus"] == 0 and me["hand"] == []
    assert not any(isinstance(m, (R.PlayCard, R.SellCard)) for m in state.legal_moves())


def test_playing_needs_the_cost(bo):
    """BO-T2: a card whose cost the player cannot pay can only be sold."""
    state = bo.setup(3)
    me = state.players[state.current_player]
    me["hand"] = ["rare-bulb.01"]
    me["coins"] = 1
    legal = state.legal_moves()
    assert R.PlayCard("rare-bulb.01") not in legal and R.SellCard("rare-bulb.01") in legal


def test_card_drawn_this_turn_waits(bo):
    """BO-T2: a card drawn during a turn (after the card step) cannot be played until the next turn."""
    state = bo.setup(2)
    bo.to_prep(state, 3)
    p = state.current_player
    state.players[p]["hand"] = []
    state.tiles[0] = "catalogue"  # the tile over the top two spaces of column 1 draws a card
    state.apply(R.MoveFlower(p, 0, 1, 0))
    events = state.apply(R.ChooseAction("tile", 0, 1))
    assert any(isinstance(e, R.CardDrawn) and e.player == p for e in events)
    card = state.players[p]["hand"][0]
    while state.current_player == p:
        assert not any(isinstance(m, (R.PlayCard, R.SellCard)) for m in state.legal_moves())
        legal = state.legal_moves()
        state.apply(next((m for m in legal if isinstance(m, R.Pass)), legal[0]))
    bo.play_flower(state, 2)  # the other player stops lower, so p leads the next column
    bo.to_prep(state)
    assert state.current_player == p and state.stage == "prep"
    assert R.SellCard(card) in state.legal_moves()


def test_flower_moves_to_next_column(bo):
    """BO-T3: every Flower moves into the next column, one column per turn, in turn order."""
    state = bo.setup(3)
    for column in range(3):
        assert state.column == column
        for space in (3, 2, 1):
            p = state.current_player
            events = bo.play_flower(state, space)
            assert any(isinstance(e, R.FlowerMoved) and e.column == column and e.player == p for e in events)
            assert state.board[column][space] == [R.flower_key(p)]
    assert state.column == 3


def test_empty_space_gives_both_actions_in_either_order(bo):
    """BO-T4: on an empty space the player takes the space's and the tile's action, choosing which first."""
    for first, second in (("space", "tile"), ("tile", "space")):
        state = bo.setup(3, seed=4)
        p = state.current_player
        state.apply(R.MoveFlower(p, 0, 0, 0))
        assert state.prompt.kind == "order"
        assert set(state.legal_moves()) == {R.ChooseAction("space", 0, 0), R.ChooseAction("tile", 0, 0)}
        events = state.apply(R.ChooseAction(first, 0, 0))
        while state.current_player == p:
            legal = state.legal_moves()
            events += state.apply(next((m for m in legal if isinstance(m, R.Pass)), legal[0]))
        sources = [e.source for e in events if isinstance(e, R.ActionStarted)]
        assert sources == [first, second]


def test_occupied_space_tile_only_and_fee(bo):
    """BO-T4: on an occupied space only the tile's action, and 3 coins for each Flower already there."""
    state = bo.setup(3, seed=2)
    a = state.current_player
    bo.play_flower(state, 2)
    b = state.current_player
    assert state.space_cost(2) == 3
    events = bo.play_flower(state, 2)
    sources = [e.source for e in events if isinstance(e, R.ActionStarted)]
    assert sources == ["tile"]
    assert any(isinstance(e, R.FlowerMoved) and e.cost == 3 for e in events)
    c = state.current_player
    assert c not in (a, b)
    assert state.space_cost(2) == 6
    state.players[c]["coins"] = 5
    assert state.space_cost(2) is None
    assert not any(isinstance(m, R.MoveFlower) and m.space == 2 for m in state.legal_moves())
    with pytest.raises(IllegalMove):
        state.apply(R.MoveFlower(c, state.column, 2, 6))


def test_fee_is_paid_exactly(bo):
    """BO-T4: the fee for joining one Flower is exactly 3 coins, taken when the Flower lands."""
    state = bo.setup(3, seed=2)
    bo.play_flower(state, 1)
    b = state.current_player
    state.tiles[0] = "show-garden"  # a tile that gives no coins, so the fee is all that changes them
    state.players[b]["coins"] = 7
    state.apply(R.MoveFlower(b, state.column, 1, 3))
    assert state.players[b]["coins"] == 4


def test_turn_order_from_latest_column(bo):
    """BO-T5: the highest Flower in the latest column goes first; on a shared space the top of the stack."""
    state = bo.setup(3, seed=3)
    first, second, third = state.order
    bo.play_flower(state, 3)  # first player: bottom space
    bo.play_flower(state, 1)  # second: second space from the top
    state.players[third]["coins"] = 10
    bo.play_flower(state, 3)  # third joins the first on the bottom space, on top of the stack
    assert state.column == 1
    assert state.order == [second, third, first]
    assert state.current_player == second


def test_turn_order_handover_each_turn(bo):
    """BO-T5: the order is worked out again for every column from where the Flowers stand."""
    state = bo.setup(4, seed=5)
    bo.play_column(state, {0: 0, 1: 1, 2: 2, 3: 3})
    assert state.order == [0, 1, 2, 3]
    bo.play_column(state, {0: 3, 1: 2, 2: 1, 3: 0})
    assert state.order == [3, 2, 1, 0]


def test_neutral_flower_two_players(bo):
    """BO-T4: with two players the second player of the turn puts the neutral Flower, which occupies a space."""
    state = bo.setup(2, seed=6)
    assert state.stage == "neutral"
    placer = state.order[1]
    assert state.current_player == placer
    assert state.prompt.kind == "neutral"
    state.apply(R.PlaceNeutral(state.column, 3))
    assert state.board[0][3] == [R.NEUTRAL_FLOWER]
    mover = state.current_player
    assert mover == state.order[0]
    assert state.space_cost(3) == 3  # one Flower (the neutral) already there
    bo.play_flower(state, 0)
    bo.play_flower(state, 1)
    assert state.column == 1 and state.stage == "neutral"
    assert R.NEUTRAL not in state.order
