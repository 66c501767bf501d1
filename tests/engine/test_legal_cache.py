"""The list of legal moves ``apply`` checks against (engine/state.py): made by ``legal_moves()``, trusted only
for the state object that listed it and only until that state changes, never changed by the caller."""

import copy
import random

import pytest

from gardengames import games
from gardengames.engine import state as engine_state
from gardengames.engine.state import IllegalMove, Move
from gardengames.games.unbeetable import rules as ub
from tests.toygame import Take, ToyState


def pile_of(count):
    """A toy game with ``count`` counters left (rigged before anything is listed)."""
    state = ToyState(2, seed=1)
    state.pile = count
    return state


def test_apply_forgets_the_list_it_was_checked_against():
    state = pile_of(3)
    take1, take2, take3 = state.legal_moves()
    state.apply(take2)
    with pytest.raises(IllegalMove):
        state.apply(take3)  # listed, but only one counter is left now
    assert state.pile == 1
    state.apply(take1)
    assert state.is_over


def test_a_copy_of_the_state_does_not_trust_the_list_of_the_original():
    state = pile_of(3)
    take3 = state.legal_moves()[-1]
    twin = copy.copy(state)  # its __dict__ copied, as the games' fast clones copy it
    twin.pile = 1
    with pytest.raises(IllegalMove):
        twin.apply(take3)
    state.apply(take3)  # the original's list still holds for the original
    assert state.is_over


def test_a_state_read_back_from_a_dict_lists_afresh():
    state = pile_of(3)
    take3 = state.legal_moves()[-1]
    again = ToyState.from_dict({**state.to_dict(), "pile": 1})
    with pytest.raises(IllegalMove):
        again.apply(take3)


def test_changing_the_returned_list_changes_nothing():
    state = pile_of(2)
    moves = state.legal_moves()
    moves.append(Take(3))
    with pytest.raises(IllegalMove):
        state.apply(moves[-1])
    moves.clear()
    state.apply(Take(2))
    assert state.is_over


def test_a_real_clone_changed_by_hand_checks_a_fresh_list():
    """Unbeetable's clone copies ``__dict__``: the clone must not inherit the list its parent made."""
    state = ub.new_game(2, 4, {"first_player": 0})
    while state.stage != "play" or not state.hands[state.current]:
        state.apply(state.legal_moves()[0])
    plays = [m for m in state.legal_moves() if isinstance(m, (ub.PlayPlant, ub.PlayAction, ub.PlayFlood))]
    assert plays
    twin = state.clone()
    twin.hands[twin.current] = []
    with pytest.raises(IllegalMove):
        twin.apply(plays[0])
    state.apply(plays[0])  # still fine for the state that listed it


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_listed_move_and_an_equal_copy_do_the_same(game_id):
    """The shortcut (the very object listed) and the full check (an equal move, as a save decodes it) agree."""
    info = games.GAMES[game_id]
    state = info.rules.new_game(1 if info.solitaire else 3, 5, info.default_options())
    codec = type(state).codec
    rng = random.Random(5)
    for _ in range(60):
        if state.is_over:
            break
        listed, decoded = state.clone(), state.clone()
        move = rng.choice(listed.legal_moves())
        copied = codec.decode(codec.encode(move))
        assert copied == move and copied is not move
        assert listed.apply(move) == decoded.apply(copied)
        assert listed.to_dict() == decoded.to_dict()
        state = listed


def test_moves_made_through_of_and_family_are_shared_and_equal():
    assert Take.of[2] is Take.of[2]
    assert Take.of[2] == Take(2) and Take.of[3] != Take.of[2]
    assert ub.PlayAction.of[0, "summer:sun.01", 1, 4] == ub.PlayAction(0, "summer:sun.01", 1, 4)
    assert ub.PlayAction.family[0]["summer:sun.01", 1, 4] == ub.PlayAction(0, "summer:sun.01", 1, 4)
    assert ub.DrawCard.family[1]["spring"] is ub.DrawCard.family[1]["spring"] == ub.DrawCard(1, "spring")
    assert isinstance(ub.DiscardHand.of[1], Move) and ub.DiscardHand.of[1] == ub.DiscardHand(1)


def test_the_shared_moves_stay_few(monkeypatch):
    monkeypatch.setattr(engine_state, "MOVES_KEPT", 3)
    made = [ub.DiscardHand.of[p] for p in range(10)]
    assert made == [ub.DiscardHand(p) for p in range(10)]
    assert len(ub.DiscardHand.of) <= 3
