"""Computer players: legal choices, sensible one-move sense, and no peeking at hidden cards."""

import random
import time

import pytest

from gardengames.games.unbeetable import bots
from gardengames.games.unbeetable.rules import DiscardHand, DrawCard, EndTurn, PlayAction, State, new_game


def _midgame(seed, players=2, moves=25):
    state = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_choose_legal_moves_through_a_game(level, monkeypatch):
    """Both levels always answer with one of the legal moves, for 2 to 4 players."""
    monkeypatch.setattr(bots, "HARD_SAMPLES", 1)  # a tiny search (legality, not strength): quick
    for players in (2, 3, 4):
        state = new_game(players, players)
        rng = random.Random(players)
        steps = 0
        while not state.is_over and steps < 60:
            legal = state.legal_moves()
            move = bots.choose_move(state.view(state.current), legal, level, rng)
            assert move in legal
            state.apply(move)
            steps += 1


def test_unknown_level_refused():
    state = new_game(2, 1)
    with pytest.raises(ValueError):
        bots.choose_move(state.view(state.current), state.legal_moves(), "expert", random.Random(1))


def test_easy_harvests_ripe_and_overwaters_rivals(kit):
    """UB-A2, UB-A4: the easy player suns its own ripe plant and over-waters a rival's ripe plant."""
    st = kit.make(2, "summer")
    kit.plant(st, 0, 0, "pumpkin", 3)
    kit.plant(st, 1, 0, "carrot", 1)
    kit.give(st, 0, "sun")
    move = bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1))
    assert move == PlayAction(0, "summer:sun", 0, 0)
    st = kit.make(2, "summer")
    kit.plant(st, 1, 4, "pumpkin", 3)
    kit.plant(st, 1, 0, "carrot", 1)
    kit.plant(st, 0, 0, "carrot", 1)
    kit.give(st, 0, "watering_can")
    move = bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1))
    assert move == PlayAction(0, "summer:watering_can", 1, 4)


def _swap_hidden(state: State, me: int, seed: int) -> State:
    """The same table as ``me`` sees it, with the unseen cards dealt differently."""
    other = State.from_view(state.view(me), random.Random(seed))
    assert other.view(me) == state.view(me) and other.to_dict() != state.to_dict()
    return other


@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_never_read_hidden_cards(level, monkeypatch):
    """A bot's choice depends only on its view: re-dealing the unseen cards never changes it."""
    monkeypatch.setattr(bots, "HARD_SAMPLES", 2)  # a small search, to keep the test quick
    for seed in (3, 4, 5):
        state = _midgame(seed)
        me = state.current
        legal = state.legal_moves()
        first = bots.choose_move(state.view(me), legal, level, random.Random(9))
        other = _swap_hidden(state, me, seed + 100)
        again = bots.choose_move(other.view(me), other.legal_moves(), level, random.Random(9))
        assert first == again


def test_hard_keeps_to_its_budget():
    """The hard player's fixed search returns quickly on a two-player table (about 0.3 s of CPU here)."""
    state = _midgame(12, moves=30)
    legal = state.legal_moves()
    started = time.perf_counter()
    bots.choose_move(state.view(state.current), legal, "hard", random.Random(1))
    assert time.perf_counter() - started < 2.0  # loose: the machine may be busy


def test_easy_draws_each_card_towards_winter_when_ahead(kit):
    """UB-T7: ahead, the easy player draws each card from the newest deck to bring winter closer; behind, the
    oldest."""
    st = kit.make(2, "autumn")
    kit.give(st, 0, "sun")
    st.hands[0] = []
    st.discarded = True
    st.score = [30, 0]
    assert bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1)) == DrawCard(0, "autumn")
    st.score = [0, 30]
    assert bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1)) == DrawCard(0, "spring")


def test_hard_draws_the_rest_of_a_refill_from_the_deck_it_chose(kit):
    """UB-T7: once the hard player's search picked the deck of the first card, the refill goes on from it while
    it lasts (the cheap part of the choice: no search per card)."""
    st = kit.make(2, "autumn")
    st.hands[0] = []
    st.discarded = True
    st.score = [30, 0]
    st.apply(DrawCard(0, "summer"))
    assert bots.choose_move(st.view(0), st.legal_moves(), "hard", random.Random(1)) == DrawCard(0, "summer")
    st.decks["summer"] = []
    assert bots.choose_move(st.view(0), st.legal_moves(), "hard", random.Random(1)) == DrawCard(0, "autumn")


def test_bots_may_end_a_turn_without_a_card_but_never_a_whole_round(kit):
    """UB-T5: with nothing worth playing in a harvest season and time on its side, the easy player plays no card;
    when every other player just did the same, it plays or discards instead, so winter still comes."""
    st = kit.make(2, "summer")
    for owner in (0, 1):
        for spot in range(1, 9):
            kit.plant(st, owner, spot, "weeds")
    kit.plant(st, 0, 0, "potato", 3)  # harvests 4 a turn
    kit.plant(st, 1, 0, "carrot", 1)  # harvests 1
    kit.give(st, 0, "weeds", "weeds", "weeds", "weeds", "weeds")  # no open spot anywhere: nothing to play
    legal = st.legal_moves()
    assert set(legal) == {DiscardHand(0), EndTurn(0)}
    assert bots.choose_move(st.view(0), legal, "easy", random.Random(1)) == EndTurn(0)
    st.passes = 1
    assert bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1)) == DiscardHand(0)
    st.passes = 0
    st.gardens[0][0]["phase"] = 1  # worth 0 now: the rival's garden harvests more, waiting does not pay
    assert bots.choose_move(st.view(0), st.legal_moves(), "easy", random.Random(1)) == DiscardHand(0)
