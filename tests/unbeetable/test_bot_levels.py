"""The ladder of computer players: easy plays sensibly in its first turns, medium sits between easy and hard.

How strong each level is against the one below is a benchmark (``python -m gardengames.bench.ladder
unbeetable``), never a test: these tests check behaviour only.
"""

import random

from gardengames.games.unbeetable import bots
from gardengames.games.unbeetable.rules import PlayAction, PlayFlood, kind_of, new_game


def _removes_a_rivals_plant(move, me):
    if isinstance(move, PlayFlood):
        return move.owner != me
    return isinstance(move, PlayAction) and kind_of(move.card) == "spade" and move.owner != me


def test_easy_spares_a_new_players_start_plants_in_spring(kit):
    """UB-S2, UB-A3, UB-A5: in its first turns (spring) the easy player digs up or floods none of a new rival's
    start plants, their only plants, even a ripe one; it plants and tends its own garden instead."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "start-beetroot", 1)
    kit.plant(st, 0, 4, "start-carrot", 1)
    kit.plant(st, 1, 0, "start-potato", 3)  # grown twice by its seasonal grows: harvests 4
    kit.plant(st, 1, 4, "start-carrot", 2)
    kit.give(st, 0, "spade", "flood", "spade", "beetroot", "compost")
    rng = random.Random(1)
    while st.current == 0 and not st.is_over:
        move = bots.choose_move(st.view(0), st.legal_moves(), "easy", rng)
        assert not _removes_a_rivals_plant(move, 0), move
        st.apply(move)
    assert [e is not None for e in st.gardens[1]] == [True, False, False, False, True, False, False, False, False]


def test_easy_still_digs_up_what_pays_to(kit):
    """UB-A3: the spring rule spares rivals only: the easy player spades its own withered plant in spring, and a
    rival's ripe one once harvests have begun."""
    st = kit.make(2, "spring")
    kit.plant(st, 0, 0, "pumpkin", 4)  # withered: -4 a harvest
    kit.plant(st, 1, 0, "start-potato", 3)
    kit.give(st, 0, "spade")
    move = bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1))
    assert move == PlayAction(0, "summer:spade", 0, 0)
    st = kit.make(2, "summer")
    kit.plant(st, 1, 0, "pumpkin", 3)  # ripe: +7 a harvest
    kit.give(st, 0, "spade")
    move = bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1))
    assert move == PlayAction(0, "summer:spade", 1, 0)


def test_easy_tends_its_own_garden_where_medium_spoils_a_rivals(kit):
    """UB-A2, UB-A3: easy counts a rival's garden a quarter as much as its own, so with a watering can it grows its own
    beetroot; medium, judging rivals at full weight, over-waters the rival's ripe pumpkin instead."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "beetroot", 2)
    kit.plant(st, 1, 0, "pumpkin", 3)
    kit.give(st, 0, "watering_can")
    own, rival = PlayAction(0, "summer:watering_can", 0, 0), PlayAction(0, "summer:watering_can", 1, 0)
    assert bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1)) == own
    assert bots.choose_move(st.view(0), st.legal_moves(), "medium", random.Random(1)) == rival


def test_levels_from_easy_to_hard():
    """The ladder's levels, weakest first, as the set-up screen and the ladder benchmark list them."""
    assert bots.LEVELS == ("easy", "medium", "hard")


def test_medium_answers_the_same_view_the_same_way():
    """Medium deals the hidden cards from the generator it is given, never from the clock: the same view and generator
    give the same move."""
    state = new_game(2, 8)
    rng = random.Random(8)
    for _ in range(30):
        state.apply(rng.choice(state.legal_moves()))
    legal = state.legal_moves()
    me = state.current
    first = bots.choose_move(state.view(me), legal, "medium", random.Random(4))
    assert first in legal
    assert bots.choose_move(state.view(me), legal, "medium", random.Random(4)) == first
