"""The bonus symbols: coins, plants, watering, free walks, cards, animals, points, Pole Position (BO-B*)."""

from __future__ import annotations

from gardengames.games.botanicus import rules as R


def test_black_coins_give_red_price_costs(bo):
    """BO-B1: a black number gives coins; a red price is paid before its action, or the action is let go."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["coins"] = 4
    events = bo.queue_effects(state, [["coins", 3]])
    assert me["coins"] == 7 and R.CoinsChanged(p, 3, "bonus") in events
    # col3-4 (bottom space of column 3) costs 2 coins for a green plant.
    state.column = 2
    state.board[2][3] = [R.flower_key(p)]
    state.context, state.stage, state.todo = "flower", "order", ["space"]
    state.apply(R.ChooseAction("space", 2, 3))  # the space's action, then nothing more (the tile's is done)
    assert state.prompt.kind == "pay" and state.prompt.detail["amount"] == 2
    state.apply(R.PayForAction(True))
    assert me["coins"] == 5 and state.queue == [["plant", 3]]


def test_red_price_cannot_be_paid_without_coins(bo):
    """BO-B1: without enough coins a priced action goes by; declining is allowed too."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    state.column = 2
    state.board[2][3] = [R.flower_key(p)]
    state.context, state.stage, state.todo = "flower", "order", ["space", "tile"]
    me["coins"] = 1
    events = state.apply(R.ChooseAction("space", 2, 3))
    assert any(isinstance(e, R.ActionSkipped) for e in events) and me["coins"] >= 1
    state2 = bo.setup(3)
    q = state2.current_player
    state2.column = 2
    state2.board[2][3] = [R.flower_key(q)]
    state2.context, state2.stage, state2.todo = "flower", "order", ["space"]
    state2.players[q]["coins"] = 5
    state2.apply(R.ChooseAction("space", 2, 3))
    state2.apply(R.PayForAction(False))
    assert state2.players[q]["coins"] == 5


def test_plant_levels_only_diagonal_and_over_older(bo):
    """BO-B2: four levels; plants go only in beds diagonal to the gardener, and may cover an older plant,
    which goes back to the supply."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    assert state.data.garden.reach["n22"] == ((1, 1), (1, 2), (2, 1), (2, 2))
    bo.queue_effects(state, [["plant", 2]])
    beds = {(m.row, m.col) for m in state.legal_moves() if isinstance(m, R.Plant)}
    assert beds == {(1, 1), (1, 2), (2, 1), (2, 2)}
    assert R.Pass() in state.legal_moves()
    supply = list(state.supply)
    events = state.apply(R.Plant(p, 1, 1, 2))
    assert me["garden"][1][1] == 2 and state.supply[1] == supply[1] - 1
    assert R.Planted(p, 1, 1, 2, 0) in events
    bo.queue_effects(state, [["plant", 4]])
    events = state.apply(R.Plant(p, 1, 1, 4))
    assert me["garden"][1][1] == 4 and state.supply[1] == supply[1] and state.supply[3] == supply[3] - 1
    assert R.Planted(p, 1, 1, 4, 2) in events
    assert [R.LEVEL_NAMES[i] for i in (1, 2, 3, 4)] == ["yellow", "pink", "green", "blue"]


def test_empty_supply_skips_planting(bo):
    """BO-B2: when no plant of that level is left in the supply, the plant effect goes by."""
    state = bo.setup(3)
    state.supply[3] = 0
    events = bo.queue_effects(state, [["plant", 4]])
    assert any(isinstance(e, R.ActionSkipped) for e in events) and state.stage == "prep"


def test_watering_lifts_one_level_split_or_stacked(bo):
    """BO-B3: watering lifts a reachable plant one level; two waterings may go on one plant or on two."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    me["garden"][1][1] = 1
    me["garden"][2][2] = 3
    me["garden"][0][0] = 1  # not diagonal to the gardener on n22
    bo.queue_effects(state, [["water", 2]])
    targets = {(m.row, m.col) for m in state.legal_moves() if isinstance(m, R.Water)}
    assert targets == {(1, 1), (2, 2)}
    events = state.apply(R.Water(p, 1, 1))
    assert me["garden"][1][1] == 2 and R.Watered(p, 1, 1, 2) in events
    state.apply(R.Water(p, 1, 1))  # stacked on the same plant
    assert me["garden"][1][1] == 3 and state.stage == "prep"
    bo.queue_effects(state, [["water", 2]])
    state.apply(R.Water(p, 1, 1))
    assert me["garden"][1][1] == 4
    assert R.Water(p, 1, 1) not in state.legal_moves()  # blue is the top level
    state.apply(R.Water(p, 2, 2))  # split: the second watering on another plant
    assert me["garden"][2][2] == 4


def test_free_gardener_move(bo):
    """BO-B4: a free move walks the gardener up to the given number of steps without paying."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    coins = me["coins"]
    bo.queue_effects(state, [["move", 2]])
    nodes = {m.node for m in state.legal_moves() if isinstance(m, R.WalkGardener)}
    assert nodes == {n for n, d in state.data.garden.distances["n22"].items() if 1 <= d <= 2}
    assert all(m.cost == 0 for m in state.legal_moves() if isinstance(m, R.WalkGardener))
    state.apply(R.WalkGardener(p, "n11", 0))
    assert me["node"] == "n11" and me["coins"] == coins


def test_draw_a_card_and_reshuffle(bo):
    """BO-B5: drawing puts a card in the hand; an empty deck is refilled from the shuffled discard pile."""
    state = bo.setup(3)
    p = state.current_player
    me = state.players[p]
    hand = len(me["hand"])
    top = state.deck[-1]
    events = bo.queue_effects(state, [["cards", 1]])
    assert me["hand"][-1] == top and len(me["hand"]) == hand + 1
    assert R.CardDrawn(p, top) in events and R.CardDrawn.reveals
    state.discard = state.deck[:]
    state.deck = []
    events = bo.queue_effects(state, [["cards", 1]])
    assert any(isinstance(e, R.DeckShuffled) for e in events) and len(me["hand"]) == hand + 2
    state.deck, state.discard = [], []
    events = bo.queue_effects(state, [["cards", 1]])
    assert any(isinstance(e, R.ActionSkipped) for e in events) and len(me["hand"]) == hand + 2


def test_animals_more_is_worth_more(bo):
    """BO-B6: animals go on the circle and every extra animal is worth at least as much as the one before."""
    state = bo.setup(3)
    p = state.current_player
    events = bo.queue_effects(state, [["animals", 2]])
    assert R.AnimalAdded(p, 2, 2) in events
    scale = state.data.animal_points
    assert state.scores()[p].parts[R.PART_ANIMALS] == scale[2]
    steps = [b - a for a, b in zip(scale, scale[1:], strict=False)]
    assert all(s > 0 for s in steps) and steps == sorted(steps)


def test_victory_points_count_at_once(bo):
    """BO-B7: points go on the score straight away."""
    state = bo.setup(3)
    p = state.current_player
    before = state.scores()[p].total
    bo.queue_effects(state, [["vp", 3]])
    assert state.scores()[p].total == before + 3 and state.scores()[p].parts[R.PART_BONUS] == 3


def test_pole_position_waives_the_fee(bo):
    """BO-B8: with a Pole Position token a player joins an occupied space without paying; the token is spent."""
    state = bo.setup(3, seed=2)
    bo.play_flower(state, 2)
    b = state.current_player
    me = state.players[b]
    bo.queue_effects(state, [["pole", 1]])
    state.carded = False
    assert me["pole"] == 1 and state.space_cost(2) == 0
    me["coins"] = 0
    events = state.apply(R.MoveFlower(b, state.column, 2, 0))
    assert any(isinstance(e, R.FlowerMoved) and e.pole for e in events)
    assert me["pole"] == 0
