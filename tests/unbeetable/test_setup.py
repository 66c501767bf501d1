"""Setting up a game of Unbeetable."""

import random
from collections import Counter

import pytest

from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import DECKS, DrawCard, EndTurn, SeasonalGrow, new_game


def _card_count(data, back):
    return sum(data.composition(back).values())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_three_separate_decks_and_season_cards_apart(players):
    """UB-S1: three seasonal decks of their own backs; the four season cards are kept apart from them."""
    st = new_game(players, 11)
    for back in DECKS:
        cards = [c for c in st.decks[back] if not c.startswith("season:")]
        assert cards and all(c.startswith(f"{back}:") for c in cards)
    season_cards = [c for deck in st.decks.values() for c in deck if c.startswith("season:")]
    assert sorted(season_cards) == ["season:autumn", "season:summer", "season:winter"]
    assert st.seasons_shown == ["season:spring"]
    assert not any(c.startswith("season:") for hand in st.hands for c in hand)
    assert st.all_cards() == sum((st.data.composition(b) for b in (*DECKS, "season")), Counter())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_start_plants_each_rest_back_in_spring(players):
    """UB-S2: every player starts with two start plants in phase 1; the unused ones join the spring deck."""
    st = new_game(players, 5)
    data = st.data
    start_ids = {sp.id for sp in data.start_plants}
    for garden in st.gardens:
        placed = [e for e in garden if e is not None]
        assert len(placed) == 2
        assert all(rules.kind_of(e["card"]) in start_ids and e["phase"] == 1 and not e["under"] for e in placed)
    spring = st.decks["spring"] + st.aside["spring"] + [c for h in st.hands for c in h]
    in_spring = [c for c in spring if rules.kind_of(c) in start_ids]
    assert len(in_spring) == 8 - 2 * players
    # Placed on a diagonal: no single row or column holds both.
    for garden in st.gardens:
        spots = [s for s, e in enumerate(garden) if e is not None]
        rows = {s // st.size for s in spots}
        cols = {s % st.size for s in spots}
        assert len(rows) == 2 and len(cols) == 2


@pytest.mark.parametrize(("players", "side"), [(2, 3), (3, 2), (4, 2)])
def test_grid_size_by_player_count(players, side, kit):
    """UB-S3: a garden is a 3x3 grid with two players, 2x2 with three or four; a full grid takes no plant."""
    st = new_game(players, 1)
    assert st.size == side and all(len(g) == side * side for g in st.gardens)
    st = kit.make(players)
    for s in range(side * side):
        kit.plant(st, 0, s)
    kit.give(st, 0, "carrot", "potato")
    assert not [m for m in st.legal_moves() if isinstance(m, rules.PlayPlant)]


def test_decks_shuffled_separately_and_five_spring_cards_dealt():
    """UB-S4: each deck is shuffled on its own; every player gets five spring cards."""
    for players in (2, 3, 4):
        st = new_game(players, 21)
        assert all(len(h) == 5 and all(c.startswith("spring:") for c in h) for h in st.hands)
        for back in ("summer", "autumn"):
            aside = st.data.deck[back].set_aside.get(players, 0)
            assert len(st.decks[back]) == _card_count(st.data, back) - aside + 1
    orders = {tuple(new_game(2, seed).decks[d]) for seed in range(5) for d in ("summer",)}
    assert len(orders) == 5  # different seeds, different summer orders
    a, b = new_game(2, 1), new_game(2, 2)
    assert Counter(a.decks["autumn"] + a.aside["autumn"]) == Counter(b.decks["autumn"] + b.aside["autumn"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fewer_players_set_cards_aside_unseen(players):
    """UB-S4 (decision): with fewer players each shuffled deck loses the number of cards the data sets aside
    for that count, at random and face down: nobody sees them, not even in the view, and no move brings them
    back. Bots dealing the unseen cards (``from_view``) keep the same counts."""
    st = new_game(players, 8)
    for back in DECKS:
        assert len(st.aside[back]) == st.data.deck[back].set_aside.get(players, 0)
    assert st.all_cards() == sum((st.data.composition(b) for b in (*DECKS, "season")), Counter())
    view = st.view(0)
    assert not {c for cards in st.aside.values() for c in cards} & set(str(view))
    dealt = rules.State.from_view(view, random.Random(1))
    assert {b: len(c) for b, c in dealt.aside.items()} == {b: len(c) for b, c in st.aside.items()}
    assert dealt.view(0) == view and dealt.all_cards() == st.all_cards()


def test_season_cards_hide_in_last_ten():
    """UB-S5: summer, autumn and winter cards each lie among the last ten cards of the previous deck."""
    positions = {d: set() for d in DECKS}
    for seed in range(120):
        st = new_game(2 + seed % 3, seed)
        for back, season in zip(DECKS, ("summer", "autumn", "winter"), strict=True):
            deck = st.decks[back]
            from_bottom = len(deck) - 1 - deck.index(f"season:{season}")
            assert 0 <= from_bottom <= st.data.season_window
            positions[back].add(from_bottom)
    assert all(len(p) > 5 for p in positions.values())  # really shuffled in, not always the same place


def test_only_spring_open_at_start(kit):
    """UB-S6: at the start only the spring deck can be drawn and the spring card lies face up."""
    st = new_game(3, 4, {"first_player": 0})
    assert st.season == "spring" and st.seasons_shown == ["season:spring"] and st.open_decks == ("spring",)
    st.apply(st.legal_moves()[0])  # seasonal grow
    st.apply(next(m for m in st.legal_moves() if not isinstance(m, (SeasonalGrow, EndTurn))))
    assert [m.deck for m in st.legal_moves() if isinstance(m, DrawCard)] == ["spring"]


def test_starting_player_chosen():
    """UB-S7: the starting seat is drawn at random from the seed, or set with the first_player option."""
    firsts = {new_game(4, seed).start_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    st = new_game(3, 9, {"first_player": 2})
    assert st.current_player == 2 == st.start_player
    with pytest.raises(ValueError):
        new_game(2, 1, {"first_player": 5})
    with pytest.raises(ValueError):
        new_game(5, 1)
