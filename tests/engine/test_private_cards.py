"""``GameState.private_cards(seat)``: exactly the cards only that seat may see. A replay with every card face up
lays these out beside the table, so a card missing here would stay hidden and a card too many would be shown
twice or be a public one. Checked against the views themselves: what seat q's view names and a spectator's does
not is q's private cards, and no other seat's view names any of them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gardengames import games

PLAYERS = {"unbeetable": (2, 4), "sabotage": (2, 4), "botanicus": (2, 4)}


def named(value: Any, keys: set[str]) -> set[str]:
    """Every card key that stands anywhere in ``value`` (a view: dicts, lists, strings)."""
    if isinstance(value, str):
        return {value} & keys
    if isinstance(value, dict):
        return set().union(*(named(v, keys) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(named(v, keys) for v in value)) if value else set()
    return set()


@pytest.mark.parametrize("game_id", list(PLAYERS))
@pytest.mark.parametrize("which", [0, 1])
def test_private_cards_are_what_only_that_seat_sees(game_id, which):
    info = games.get(game_id)
    players = PLAYERS[game_id][which]
    state = info.rules.new_game(players, 11 + which, info.default_options())
    keys = set(state.all_cards())
    rng = random.Random(which)
    checked = 0
    moves = 0
    while not state.is_over and moves < 400:
        if moves % 3 == 0:
            public = named(state.view(None), keys)
            for q in range(players):
                private = state.private_cards(q)
                assert len(private) == len(set(private)), "a card listed twice"
                assert set(private) == named(state.view(q), keys) - public, (moves, q)
                for other in range(players):
                    if other != q:
                        assert not set(private) & named(state.view(other), keys), (moves, q, other)
                checked += bool(private)
        state.apply(rng.choice(state.legal_moves()))
        moves += 1
    assert checked > 10  # hands were really held and compared


def test_a_game_with_nothing_hidden_between_seats_has_no_private_cards():
    info = games.get("unsurmountable")
    state = info.rules.new_game(1, 3, info.default_options())
    assert state.private_cards(0) == []
