"""Helpers for the Unsurmountable tests: hand-made positions and hand-made cards."""

from __future__ import annotations

from typing import Any

import pytest

from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import Ability, Card, GameData, HelicopterCard, State


def _position(
    level: int = 1,
    mountain: dict[tuple[int, int], str] | None = None,
    camp: list[str] | None = None,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    helicopter: bool = True,
    camp_size: int | None = None,
    data: GameData | None = None,
) -> State:
    """A game at ``level`` arranged by hand; every card not placed anywhere is out of the game."""
    state = rules.new_game(1, 0, {"level": level}, data=data)
    state.mountain = dict(mountain or {})
    state.camp = list(camp or [])
    state.deck = list(deck or [])
    state.discard = list(discard or [])
    used = set(state.mountain.values()) | set(state.camp) | set(state.deck) | set(state.discard)
    state.removed = [card.id for card in state.data.cards if card.id not in used]
    state.helicopter = helicopter
    if not helicopter:
        state.removed.append(rules.HELICOPTER)
    if camp_size is not None:
        state.camp_size = camp_size
    return state


@pytest.fixture
def position():
    return _position


@pytest.fixture
def card_of():
    """The id of the card carrying an ability kind."""
    data = rules.load_data()

    def find(kind: str) -> str:
        return next(card.id for card in data.cards if card.ability.kind == kind)

    return find


def make_data(
    paths: dict[str, list[tuple[str, str, int]]], features: dict[str, tuple[str, ...]] | None = None
) -> GameData:
    """Card data with just the cards a test needs (not a valid game file: no check() is run)."""
    features = features or {}
    cards = tuple(
        Card(cid, cid, tuple(segs), features.get(cid, ()), Ability("grow_camp", "")) for cid, segs in paths.items()
    )
    return GameData(1, HelicopterCard("helicopter", "Rescue Helicopter", ""), cards)


@pytest.fixture
def cards():
    return make_data


def play(state: State, *moves: Any) -> list:
    """Apply moves through the public API and return all their events."""
    events = []
    for move in moves:
        events += state.apply(move)
    return events


@pytest.fixture
def apply_all():
    return play
