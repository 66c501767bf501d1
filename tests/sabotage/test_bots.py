"""Garden Sabotage! computer players: legal, quick, and blind to what their seat cannot see."""

from __future__ import annotations

import random

import pytest

from gardengames.games.sabotage import bots, rules


def _positions(seed: int, count: int):
    """Positions from a random game, for the bots to choose in."""
    st = rules.new_game(3, seed, {"max_rounds": 8})
    pick = random.Random(seed)
    seen = 0
    while not st.is_over and seen < count:
        yield st
        seen += 1
        st.apply(pick.choice(st.legal_moves()))


@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_choose_legal_moves(level, monkeypatch):
    """GS-T1, GS-T5, GS-O1: every choice, including answers to pending choices, is one of the legal moves."""
    monkeypatch.setattr(bots, "HARD_DEALS", 1)  # a tiny search (legality, not strength): quick
    rng = random.Random(4)
    kinds = set()
    for st in _positions(17, 60):
        legal = st.legal_moves()
        move = bots.choose_move(st.view(st.current_player), legal, level, rng)
        assert move in legal
        kinds.add(type(move))
    assert len(kinds) >= 3


def test_hard_bot_keeps_to_its_budget(monkeypatch):
    """GS-T1: the hard bot's search is a fixed size: it samples at most HARD_DEALS deals of the hidden cards
    and gives the same legal move every time (its CPU time per move is measured by bench.py, not here)."""
    st = rules.new_game(2, 8)
    deals = []
    real = bots.State.from_view
    monkeypatch.setattr(bots.State, "from_view", staticmethod(lambda *a, **k: deals.append(1) or real(*a, **k)))
    moves = set()
    for _ in range(3):
        deals.clear()
        move = bots.choose_move(st.view(st.current_player), st.legal_moves(), "hard", random.Random(1))
        assert move in st.legal_moves()
        assert 1 <= len(deals) <= bots.HARD_DEALS
        moves.add(move)
    assert len(moves) == 1


def test_medium_bot_deals_once_where_hard_searches(monkeypatch):
    """GS-T1: medium judges its moves on one deal of the hidden cards; hard, in the same position, on several."""
    st = rules.new_game(2, 8)
    deals = []
    real = bots.State.from_view
    monkeypatch.setattr(bots.State, "from_view", staticmethod(lambda *a, **k: deals.append(1) or real(*a, **k)))
    counts = {}
    for level in ("medium", "hard"):
        deals.clear()
        assert (
            bots.choose_move(st.view(st.current_player), st.legal_moves(), level, random.Random(1)) in st.legal_moves()
        )
        counts[level] = len(deals)
    assert counts["medium"] == 1 < counts["hard"]


def test_only_hard_weighs_the_rivals_bad_bugs(monkeypatch):
    """GS-T5: the ladder's steps (issue 14): easy and medium never ask how exposed a garden is to the rivals' bad
    bugs; hard, in the same position, does."""
    st = rules.new_game(2, 8)
    asked = []
    real = bots._exposure
    monkeypatch.setattr(bots, "_exposure", lambda *a: asked.append(1) or real(*a))
    for level in bots.LEVELS:
        asked.clear()
        assert (
            bots.choose_move(st.view(st.current_player), st.legal_moves(), level, random.Random(1)) in st.legal_moves()
        )
        assert bool(asked) == (level == "hard"), level


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_shallow_bots_cannot_see_hidden_cards(level, kit):
    """GS-S5: two games that look the same from a seat get the same answer, whatever is hidden."""
    st = rules.new_game(2, 31, {"first_player": 0})
    other = st.clone()
    hidden = other.hands[1]["plant"]
    other.hands[1]["plant"] = other.deck["plant"][:3]
    other.deck["plant"][:3] = hidden
    other.deck["objective"].reverse()
    assert other.view(0) == st.view(0) and other != st and kit.conserved(other)
    a = bots.choose_move(st.view(0), st.legal_moves(), level, random.Random(5))
    b = bots.choose_move(other.view(0), other.legal_moves(), level, random.Random(5))
    assert a == b


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_bots_complete_an_objective_in_one_turn(level, kit):
    """GS-O1, GS-T3: holding every plant, medium and hard plant the whole three-plant objective at once."""
    st = kit.fresh(2, first=0)
    kit.give(st, 0, "veg-patch", "carrot.01", "tomato.01", "lettuce.01")
    rng = random.Random(3)
    while st.turn == 0 and not st.completed[0]:
        st.apply(bots.choose_move(st.view(0), st.legal_moves(), level, rng))
    assert [c["objective"] for c in st.completed[0]] == ["veg-patch"]


def test_bots_spray_and_sabotage_sensibly(kit):
    """GS-T5, GS-T8: a bot with a pesticide clears the bad bug blocking its nearly finished objective."""
    st = kit.fresh(2, first=0)
    kit.give(st, 0, "salad-bowl", "tomato.01", "pesticide.01")
    kit.sow(st, 0, 0, "lettuce.01")
    kit.bug(st, 0, 0, "bad.01", by=1)
    for level in bots.LEVELS:
        game = st.clone()
        rng = random.Random(2)
        while game.turn == 0:
            game.apply(bots.choose_move(game.view(0), game.legal_moves(), level, rng))
        assert game.completed[0], level


def test_unknown_level_is_refused():
    """GS-T1: only the listed levels exist."""
    st = rules.new_game(2, 1)
    with pytest.raises(ValueError):
        bots.choose_move(st.view(0), st.legal_moves(), "expert", random.Random(1))


def _salad_or_ploughmans(kit):
    """Lettuce, tomato and radish in hand, plot 1 empty: planted in the wrong order they meet Salad Bowl (1)
    first, which completes at once; planted radish first they can make Ploughman's Lunch (13)."""
    st = kit.fresh(2, first=0)
    kit.give(st, 0, "salad-bowl", "ploughmans-lunch", "lettuce.01", "tomato.01", "radish.01")
    return st


def test_hard_bot_plants_so_the_small_objective_does_not_complete_first(kit):
    """GS-O1, GS-O2: an objective completes the moment it is met, so the hard level, which weighs whole turns,
    never lets lettuce and tomato meet Salad Bowl before the radish is down, and finishes with Ploughman's Lunch (medium
    takes the first plan it sees, as before)."""
    st = _salad_or_ploughmans(kit)
    rng = random.Random(3)
    for _ in range(8):
        if st.turn != 0 or st.completed[0]:
            break
        st.apply(bots.choose_move(st.view(0), st.legal_moves(), "hard", rng))
    assert [c["objective"] for c in st.completed[0]] == ["ploughmans-lunch"]
    assert st.hands[0]["objective"] == ["salad-bowl"]


@pytest.mark.parametrize("level", bots.LEVELS)
def test_bots_pick_the_bigger_objective_when_two_compete_for_a_plot(level, kit):
    """GS-O1, GS-O2: with both met on one plot by one planting, every level completes the one worth more."""
    st = _salad_or_ploughmans(kit)
    st.apply(rules.Plant(0, "radish.01", 0))
    st.apply(rules.Plant(0, "lettuce.01", 0))
    st.apply(rules.Plant(0, "tomato.01", 0))  # both met at once: the "complete" question
    assert st.prompt.kind == "complete"
    move = bots.choose_move(st.view(0), st.legal_moves(), level, random.Random(1))
    assert move == rules.CompleteObjective(0, "ploughmans-lunch", 0)
