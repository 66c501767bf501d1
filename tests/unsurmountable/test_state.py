"""Saving, replaying, views and logs: whole random games through the public API."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gardengames.engine.state import Codec
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import Build, State, UseAbility, new_game

NAMES = ["Ann"]


def random_game(seed: int, level: int, steps: int = 200) -> tuple[State, list]:
    state = new_game(1, seed, {"level": level})
    rng = random.Random(seed)
    moves = []
    for _ in range(steps):
        if state.is_over:
            break
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    return state, moves


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), level=st.sampled_from(rules.LEVELS), cut=st.integers(0, 40))
def test_round_trip_and_replay(seed, level, cut):
    """UM-G8, UM-R1: a saved game (to_dict/JSON/from_dict) equals the original at every point, and the
    same seed and moves give the same game; cards are never lost or duplicated between the piles."""
    state, moves = random_game(seed, level, cut)
    text = json.dumps(state.to_dict())
    again = State.from_dict(json.loads(text))
    assert again == state and again.checksum() == state.checksum()
    assert again.legal_moves() == state.legal_moves()
    replay = new_game(1, seed, {"level": level})
    for move in moves:
        replay.apply(State.codec.decode(json.loads(json.dumps(State.codec.encode(move)))))
    assert replay == state
    everywhere = [*state.mountain.values(), *state.camp, *state.deck, *state.discard, *state.removed]
    assert sorted(c for c in everywhere if c != rules.HELICOPTER) == sorted(c.id for c in state.data.cards)
    assert (rules.HELICOPTER in state.removed) != state.helicopter


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), level=st.sampled_from(rules.LEVELS))
def test_whole_random_games_end_and_log(seed, level):
    """UM-R2, UM-W2: every game ends (a win, or a loss with a reason); every move and event has a log line."""
    state = new_game(1, seed, {"level": level})
    rng = random.Random(seed)
    while not state.is_over:
        for move in state.legal_moves():
            assert move.log_line(NAMES, 0).startswith("Ann")
        move = rng.choice(state.legal_moves())
        for event in state.apply(move):
            assert event.describe(NAMES)
        json.dumps(state.view(0))
        assert set(state.known) <= set(state.deck)
    assert state.won or state.reason
    assert state.current_player is None and state.legal_moves() == []


def test_view_hides_the_deck_order_until_seen():
    """UM-S1: the deck is face down; the view shows only its size until an ability reveals cards."""
    state = new_game(1, 2)
    view = state.view(0)
    assert view["deck_count"] == 12 and set(view["deck"]) == {None}
    assert state.legal_slots() == [(0, 0)] and view["prompt"]["kind"] == rules.PLAY
    assert view["seed"] is None and view["deal_seed"] is None  # either would tell the deck order
    assert state.view(None)["deck"] == view["deck"]


def test_every_move_type_round_trips_through_the_codec():
    """UM-G1: every kind of move (build, ability, answers, helicopter) can be saved and read back."""
    codec = Codec([rules.Build, rules.UseAbility, rules.Choose, rules.ChooseSlot, rules.Helicopter])
    for move in (
        rules.Build("m01", 1, -2),
        rules.UseAbility("m03"),
        rules.Choose("m07"),
        rules.ChooseSlot(0, 3),
        rules.Helicopter(),
    ):
        assert codec.decode(codec.encode(move)) == move
        assert "Ann" in move.log_line(NAMES, 0)


def test_log_lines_use_card_names():
    """UM-B1: log lines name the player and the card."""
    assert rules.UseAbility("m01").log_line(NAMES, 0) == "Ann discards Eagle Ridge for its ability"
    assert rules.Build("m01", 3, 0).log_line(NAMES, 0) == "Ann builds the First card at the peak"
    assert rules.ChooseSlot(0, -2).log_line(NAMES, 0) == "Ann chooses a place in the bottom row"
    assert rules.Build("m01", 3, 0).instruction(NAMES) == "Build the First card at the peak"  # hints, the picker


def test_a_turn_is_one_base_camp_card():
    """UM-G1, UM-H1: the session counts a turn for each Base Camp card used, built or discarded for its ability;
    an ability's answers and the helicopter between turns start none."""
    from gardengames.session import Seat, Session

    session = Session("unsurmountable", [Seat("Solo", "human")], 11, {"level": 1})
    assert session.turn == 1
    uses = 0
    rng = random.Random(4)
    while not session.state.is_over and len(session.history) < 40:
        move = rng.choice(session.state.legal_moves())
        uses += isinstance(move, (Build, UseAbility))
        session.apply(move)
        assert session.turn == max(1, uses)
    assert uses > 1
