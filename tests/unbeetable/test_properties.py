"""Whole random games: invariants after every move, saves, determinism and hidden information."""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from gardengames.games.unbeetable.rules import DECKS, SEASONS, State, new_game


def _full_set(state):
    return sum((state.data.composition(b) for b in (*DECKS, "season")), Counter())


def _strings(obj):
    """Every card string anywhere in a JSON-able structure."""
    if isinstance(obj, str):
        return [obj] if ":" in obj else []
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _strings(v)]
    return []


def _check_view(state, player):
    """A player's view holds their own hand and the public cards, nothing else."""
    view = state.view(player)
    json.dumps(view)
    own = state.hands[player] if player is not None else []
    assert view["hands"] == [own if p == player else None for p in range(state.num_players)]
    assert all(isinstance(n, int) for n in view["decks_count"].values())
    assert view["hands_backs"] == [[c.split(":")[0] for c in hand] for hand in state.hands]
    public = Counter(state.discard) + Counter(state.seasons_shown) + Counter(own)
    for garden in state.gardens:
        for e in garden:
            if e is not None:
                public.update([e["card"], *e["under"]])
    # The prompt's text is words for the player (with colons), its detail plain data: only public cards in it.
    prompt = view.pop("prompt")
    assert prompt is None or set(_strings(prompt["detail"])) <= set(public)
    assert Counter(_strings(view)) == public


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(seed=st_.integers(0, 2**31), players=st_.integers(2, 4))
def test_random_games_keep_every_invariant(seed, players):
    """UB-S1, UB-P6, UB-T5, UB-T7, UB-E1: in random legal games no card is lost or duplicated, no score is
    negative, saves round-trip exactly, the newest open deck always still hides the next season card (so the
    decks can never run dry before winter) and every game ends within a bound (each turn draws a card)."""
    state = new_game(players, seed)
    rng = random.Random(seed)
    full = _full_set(state)
    bound = 5 * sum(full.values())
    moves = 0
    while not state.is_over:
        legal = state.legal_moves()
        assert legal
        state.apply(rng.choice(legal))
        moves += 1
        assert moves <= bound
        assert state.all_cards() == full
        assert all(s >= 0 for s in state.score)
        assert all(len(h) <= 5 for h in state.hands)
        restored = State.from_dict(json.loads(json.dumps(state.to_dict())))
        assert restored == state
        if not state.is_over:
            nxt = SEASONS[SEASONS.index(state.season) + 1]
            assert f"season:{nxt}" in state.decks[state.open_decks[-1]]
            if state.stage == "play" and state.played == 0 and not state.discarded:
                assert len(state.hands[state.current]) == 5
        if moves % 7 == 0:
            _check_view(state, moves % players)
    assert state.season == "winter" and state.winners()


def _play(seed, players, count=None):
    state = new_game(players, seed)
    rng = random.Random(seed + 1)
    played = []
    while not state.is_over and (count is None or len(played) < count):
        move = rng.choice(state.legal_moves())
        played.append(State.codec.encode(move))
        state.apply(move)
    return state, played


def test_same_seed_same_moves_same_game():
    """Determinism: the same seed and the same moves (replayed from a save) give the identical game."""
    for seed in (1, 2, 3):
        first, moves = _play(seed, 2 + seed % 3)
        again = new_game(2 + seed % 3, seed)
        for encoded in moves:
            again.apply(State.codec.decode(json.loads(json.dumps(encoded))))
        assert again == first and again.checksum() == first.checksum()
    assert new_game(2, 1).checksum() != new_game(2, 2).checksum()


def test_views_hide_other_hands():
    """A view shows its player's hand, other hands only as card backs, decks only as counts."""
    state, _ = _play(8, 3, count=40)
    for player in (0, 1, 2, None):
        _check_view(state, player)


def test_from_view_deals_unseen_cards_consistently():
    """State.from_view: a full state whose view equals the given one, with every card present once and the
    undrawn season cards back among the last cards of their decks."""
    for seed, players, count in ((4, 2, 0), (5, 2, 30), (6, 3, 55), (7, 4, 80)):
        state, _ = _play(seed, players, count)
        me = state.current
        view = state.view(me)
        seen_hands = set()
        for k in range(6):
            sample = State.from_view(view, random.Random(k))
            assert sample.view(me) == view
            assert sample.all_cards() == _full_set(state)
            for back, season in zip(DECKS, SEASONS[1:], strict=True):
                deck = sample.decks[back]
                card = f"season:{season}"
                if card in state.decks[back]:
                    assert len(deck) - 1 - deck.index(card) <= sample.data.season_window
            seen_hands.add(tuple(tuple(h) for p, h in enumerate(sample.hands) if p != me))
            moves = sample.legal_moves()
            assert set(moves) == set(state.legal_moves())
        assert len(seen_hands) > 1  # really dealt at random
