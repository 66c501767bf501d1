"""Helpers for the Garden Sabotage! tests: rig a game into an exact position without breaking it.

Every helper moves cards (never creates or copies them), so the 201-card conservation check still
holds on a rigged game.
"""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest

from gardengames.games.sabotage import rules


def _take(st: rules.State, card: str) -> None:
    """Lift ``card`` from wherever it lies; a face-up slot it leaves is refilled from the deck."""
    for k in rules.KINDS:
        for pile in (st.deck[k], st.discard[k], *(h[k] for h in st.hands)):
            if card in pile:
                pile.remove(card)
                return
    for k, row in st.row.items():
        if card in row:
            replacement = _last_other(st.deck[k], card)
            st.deck[k].remove(replacement)
            row[row.index(card)] = replacement
            return
    for mine in st.plots:
        for plot in mine:
            if card in plot["plants"]:
                plot["plants"].remove(card)
                return
            for slot in ("good", "bad", "pesticide"):
                if plot[slot] == card:
                    plot[slot] = None
                    if slot == "bad":
                        plot["by"] = None
                    return
    raise AssertionError(f"{card} is nowhere")


def _last_other(deck: list[str], card: str) -> str:
    return next(c for c in reversed(deck) if c != card)


def empty_hands(st: rules.State) -> None:
    """Put every hand card at the bottom of its deck."""
    for hand in st.hands:
        for k in rules.KINDS:
            st.deck[k][:0] = hand[k]
            hand[k].clear()


def give(st: rules.State, p: int, *cards: str) -> None:
    for card in cards:
        _take(st, card)
        st.hands[p][st.cat.kind_of(card)].append(card)


def on_top(st: rules.State, card: str) -> None:
    """Put ``card`` on top of its deck, to be drawn next."""
    _take(st, card)
    st.deck[st.cat.kind_of(card)].append(card)


def sow(st: rules.State, p: int, plot: int, *cards: str) -> None:
    for card in cards:
        _take(st, card)
        st.plots[p][plot]["plants"].append(card)


def bug(st: rules.State, p: int, plot: int, card: str, by: int | None = None) -> None:
    """Put a bug card straight onto a plot (a bad bug needs ``by``, the seat that set it)."""
    _take(st, card)
    slot = st.cat.bug_kind[card]
    st.plots[p][plot][slot] = card
    if slot == "bad":
        st.plots[p][plot]["by"] = by


def conserved(st: rules.State) -> bool:
    """Every one of the 201 cards is in exactly one place."""
    cards = st.all_cards()
    expected = Counter([*st.cat.plant_of, *st.cat.bug_kind, *st.cat.objective, "golden-can"])
    return cards == expected


def asked(st: rules.State) -> dict:
    """The prompt as one plain dict (kind, player and its detail), or None once the game is over."""
    prompt = st.prompt
    return None if prompt is None else {"kind": prompt.kind, "player": prompt.player, **prompt.detail}


def types(st: rules.State, moves: list) -> set[type]:
    return {type(m) for m in moves}


def fresh(num_players: int = 2, seed: int = 1, first: int = 0, **options) -> rules.State:
    """A new game with empty hands, so a test gives each player exactly what it needs."""
    st = rules.new_game(num_players, seed, {"first_player": first, **options})
    empty_hands(st)
    return st


@pytest.fixture
def kit() -> SimpleNamespace:
    helpers = (fresh, give, on_top, sow, bug, conserved, types, empty_hands, asked)
    return SimpleNamespace(**{f.__name__: f for f in helpers})
