"""Helpers for Unbeetable tests: set up exact table positions from a real game."""

from __future__ import annotations

from collections.abc import Iterable
from types import SimpleNamespace

import pytest

from gardengames.engine.state import Event
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import SEASONS, State


def set_season(st: State, season: str) -> None:
    """Move the table to ``season``: its card and the earlier ones lie face up, as if they had been drawn."""
    st.season = season
    upto = SEASONS[: SEASONS.index(season) + 1]
    for deck in st.decks.values():
        deck[:] = [c for c in deck if c.partition(":")[2] not in upto or not c.startswith("season:")]
    st.seasons_shown = [f"season:{s}" for s in upto]


def plant(st: State, owner: int, spot: int, kind: str = "beetroot", phase: int = 1, under: Iterable[str] = ()) -> None:
    """Put a plant (or weeds with ``kind='weeds'``) on a spot, with permanent cards under it."""
    st.gardens[owner][spot] = {
        "card": f"spring:{kind}",
        "phase": 0 if kind == "weeds" else phase,
        "under": [f"summer:{u}" for u in under],
    }


def give(st: State, player: int, *kinds: str) -> None:
    """Replace the player's hand with cards of these types."""
    st.hands[player] = [f"summer:{k}" for k in kinds]


def make(players: int = 2, season: str = "spring", seed: int = 3) -> State:
    """A fresh game in the play stage of seat 0's turn with empty gardens, in the given season."""
    st = rules.new_game(players, seed, {"first_player": 0})
    st.gardens = [[None] * (st.size * st.size) for _ in range(players)]
    set_season(st, season)
    st.stage = "play"
    return st


def begin_turn(st: State) -> list[Event]:
    """Start seat ``st.current``'s turn the way play does, through ``apply``: the seat before it, holding a full
    hand, ends its turn without playing a card. Returns the events of the turn's start (after TurnPassed)."""
    p = st.current
    before = (p - 1) % st.num_players
    hand = st.hands[before]
    for deck in st.decks.values():  # a rigged hand refilled from the decks, so every card stays counted once
        while len(hand) < st.data.hand_size and deck:
            hand.append(deck.pop())
    st.current, st.stage, st.played, st.discarded = before, "play", 0, False
    end = next(m for m in st.legal_moves() if isinstance(m, rules.EndTurn))
    events = st.apply(end)
    assert events[0] == rules.TurnPassed(p) and st.current == p
    return events[1:]


@pytest.fixture
def kit() -> SimpleNamespace:
    """The helpers above, for test modules (conftest cannot be imported under --import-mode=importlib)."""
    return SimpleNamespace(make=make, plant=plant, give=give, set_season=set_season, begin_turn=begin_turn)
