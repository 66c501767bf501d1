"""Garden Sabotage! invariants over whole random games, determinism, saves and hidden information."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st_

from gardengames.engine.state import Event, Move, default_names
from gardengames.games.sabotage import bots, rules

NAMES = default_names(4)


def _random_game(players: int, seed: int, max_rounds: int = 40, sensible: float = 0.6):
    """Yield (state, move, events) after every move of a seeded game.

    Each move is the easy bot's with probability ``sensible``, else a random legal one (ending the
    turn early only when nothing else is legal), so games reach completions, reshuffles and the end.
    """
    st = rules.new_game(players, seed, {"max_rounds": max_rounds})
    pick = random.Random(seed)
    while not st.is_over:
        legal = st.legal_moves()
        if pick.random() < sensible:
            move = bots.choose_move(st.view(st.current_player), legal, "easy", pick)
        else:
            move = pick.choice([m for m in legal if type(m) is not rules.EndTurn] or legal)
        events = st.apply(move)
        yield st, move, events


@pytest.mark.slow
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st_.integers(2, 4), seed=st_.integers(0, 10**6))
def test_invariants_after_every_move(kit, players, seed):
    """GS-C1, GS-S1, GS-T3, GS-T5, GS-T6, GS-T1: cards conserved, plots legal, the game ends in bounded moves.

    (``kit`` only holds stateless helper functions, so sharing it between examples is safe.)
    """
    # every turn: at most 3 actions, each opening at most one answer, plus start-of-turn bites and completions
    bound = rules.DEFAULT_MAX_ROUNDS * players * (rules.ACTIONS_PER_TURN * 2 + 2 * rules.PLOTS + 2)
    for moves, (st, move, events) in enumerate(_random_game(players, seed), start=1):
        assert kit.conserved(st)
        for mine in st.plots:
            for plot in mine:
                assert len(plot["plants"]) <= rules.PLOT_SIZE
                assert not (plot["bad"] and plot["pesticide"])  # one bad-bug slot: bug or its pesticide
                assert (plot["bad"] is None) == (plot["by"] is None)
        assert all(len(h["objective"]) <= rules.MAX_OBJECTIVES_IN_HAND for h in st.hands)
        assert 0 <= st.actions_left <= rules.ACTIONS_PER_TURN
        assert isinstance(move.describe(NAMES), str) and all(isinstance(e.describe(NAMES), str) for e in events)
        if moves % 7 == 0:
            again = rules.State.from_dict(json.loads(json.dumps(st.to_dict())))
            assert again == st and again.legal_moves() == st.legal_moves()
        assert moves <= bound
    assert st.is_over and st.legal_moves() == []


def test_sample_games_reach_every_part_of_the_rules():
    """GS-O1, GS-T5, GS-E1: the games the property test plays do complete objectives, eat plants and end."""
    seen = set()
    for seed in (1, 2, 3, 4):  # 40 % random moves: not every game reaches five objectives before round 40
        for _, _, events in _random_game(2, seed):
            seen.update(type(e).__name__ for e in events)
    assert {"ObjectiveCompleted", "PlantEaten", "TurnPassed", "GameEnded", "FinalRoundStarted"} <= seen


def test_same_seed_and_moves_give_the_same_game():
    """GS-S2: all randomness comes from the seed; a replay through the move codec is identical."""
    played = list(_random_game(3, 99, max_rounds=6, sensible=0.0))
    final = played[-1][0]
    replay = rules.new_game(3, 99, {"max_rounds": 6})
    for _, move, _ in played:
        decoded = rules.State.codec.decode(json.loads(json.dumps(rules.State.codec.encode(move))))
        assert decoded == move
        replay.apply(decoded)
    assert replay == final and replay.checksum() == final.checksum()
    assert rules.new_game(3, 99).checksum() != rules.new_game(3, 98).checksum()


def test_copy_is_equal_and_independent():
    """GS-T1: copies made by the bots never touch the game they came from."""
    st = rules.new_game(2, 5)
    twin = st.clone()
    assert twin == st and st.clone() == st
    twin.apply(twin.legal_moves()[0])
    assert twin != st


def test_view_hides_hands_and_decks(kit):
    """GS-S5: a player sees their own hand; other hands and every deck only as counts."""
    st = rules.new_game(3, 21)
    for p in (0, 1, 2, None):
        view = st.view(p)
        json.dumps(view)
        text = json.dumps({k: v for k, v in view.items() if k != "hands"})
        for q in range(3):
            for k in rules.KINDS:
                for card in st.hands[q][k]:
                    assert f'"{card}"' not in text
        for k in rules.KINDS:
            for card in st.deck[k]:
                assert f'"{card}"' not in json.dumps(view)
        assert view["hands"] == [st.hands[q] if q == p else None for q in range(3)]
        assert view["hands_count"] == [{k: len(v) for k, v in h.items()} for h in st.hands]
        assert view["deck_count"] == {k: len(v) for k, v in st.deck.items()}


def test_from_view_deals_the_unseen_cards_consistently(kit):
    """GS-S5: a state rebuilt from a view looks the same to that player and conserves every card."""
    for st, _, _ in _random_game(3, 5, max_rounds=4, sensible=0.0):
        p = st.current_player
        if p is None:
            break
        view = st.view(p)
        guess = rules.State.from_view(view, random.Random(1))
        assert guess.view(p) == view
        assert kit.conserved(guess)
        assert guess.legal_moves() == st.legal_moves()
    spectator = rules.State.from_view(st.view(None), random.Random(2))
    assert kit.conserved(spectator)


def test_moves_and_events_are_frozen_data():
    """GS-T1: moves and events are hashable values with readable log lines."""
    st = rules.new_game(2, 3, {"first_player": 0})
    move = rules.DrawPlant(0, rules.PLANT_DECK)
    assert isinstance(move, Move) and hash(move) == hash(rules.DrawPlant(0, "deck:plant"))
    events = st.apply(move)
    assert all(isinstance(e, Event) for e in events)
    assert events[0].describe(["Ann", "Bob"]) == "Ann drew a plant card from the deck"
    assert rules.Plant(1, "tomato.03", 0).log_line(["Ann", "Bob"], 1) == "Bob plants a Tomato on plot 1"
    assert rules.Sabotage(0, "bad.01", 1, 1).log_line(["Ann", "Bob"], 0) == "Ann sets a bad bug on Bob's plot 2"
    assert rules.Sabotage(0, "bad.01", 1, 1).instruction(["Ann", "Bob"]) == "Set a bad bug on Bob's plot 2"
    assert rules.card_name("show-garden") == "Show Garden" and rules.card_name("good.04") == "good bug"
