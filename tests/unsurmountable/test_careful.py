"""The careful player (``careful.careful_move``): it plans with every card a person can see and nothing more, and
the computer's solitaire play falls back on it where the solver finds no line."""

from __future__ import annotations

import random

import pytest

from gardengames.games.unsurmountable import careful, rules, solver
from gardengames.games.unsurmountable.rules import State


def _unseen_shuffled(state: State, seed: int) -> State:
    """The same position with the deck cards the player has not seen in another order (seen ones stay put)."""
    other = state.clone()
    unseen = [i for i, card in enumerate(other.deck) if card not in other.known]
    cards = [other.deck[i] for i in unseen]
    random.Random(seed).shuffle(cards)
    for i, card in zip(unseen, cards, strict=True):
        other.deck[i] = card
    return other


@pytest.mark.parametrize("level", [1, 2, 5])
def test_the_careful_player_never_looks_at_the_unseen_deck(level):
    """UM-S1: the deck is face down; the careful player's move is the same whatever order the cards it has not
    seen lie in (over whole games, every position checked against three other orders)."""
    for seed in range(4):
        state = rules.new_game(1, seed, {"level": level})
        moves = 0
        while not state.is_over and moves < 40:
            move = careful.careful_move(state, random.Random(moves))
            for k in range(3):
                assert careful.careful_move(_unseen_shuffled(state, k), random.Random(moves)) == move
            state.apply(move)
            moves += 1


def test_the_careful_player_plans_through_every_card_in_view(monkeypatch):
    """It builds the Base Camp's cards one after another in its head, as far as it can see: with a Base Camp of
    five (level I) its plan after a build runs through the four cards it still sees, with four (level II) through
    three, and never on to a card still in the deck."""
    judged: list[int] = []
    real = careful._judge
    monkeypatch.setattr(
        careful, "_judge", lambda state, tables: judged.append(len(state.mountain)) or real(state, tables)
    )
    for level, deepest in ((1, 5), (2, 4)):
        judged.clear()
        state = rules.new_game(1, 11, {"level": level})
        careful.careful_move(state, random.Random(0))
        assert max(judged) == deepest


def test_the_computers_solitaire_move_falls_back_on_the_careful_player(monkeypatch):
    """Where the solver finds no winning line within its budget the computer plays the careful player's move
    (before, it took the first legal move: a build in the leftmost place, whatever the card)."""
    state = rules.new_game(1, 7, {"level": 5})
    monkeypatch.setattr(solver, "hint", lambda state: None)
    move = solver.play(state, random.Random(3))
    assert move == careful.careful_move(state, random.Random(3)) and move != state.legal_moves()[0]
