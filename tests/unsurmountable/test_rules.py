"""Set-up, turns, placement, refill, helicopter, winning, losing and the difficulty levels."""

import pytest

from gardengames.engine.state import IllegalMove
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import (
    Build,
    CardDrawn,
    Choose,
    GameLost,
    GameWon,
    Helicopter,
    UseAbility,
    geometry,
)

FULL = geometry.frame(0)
CLIMB = [(row, 0) for row in range(4)]  # up the left slope to the peak
UP = [("B1", "C", 1), ("C", "T3", 0)]
PEAK = [("B1", "C", 0)]
FILLER = [("L", "R", 1)]


def climb_data(cards, features=None, up=UP, extra=4):
    """Four climbing cards (c0..c2 and the peak c3), six fillers f0..f5 and some spare cards."""
    paths = {f"c{i}": up for i in range(3)}
    paths["c3"] = PEAK
    paths.update({f"f{i}": FILLER for i in range(6 + extra)})
    return cards(paths, features)


def full_mountain(last_missing=None):
    mountain = dict(zip(CLIMB, ["c0", "c1", "c2", "c3"], strict=True))
    others = [slot for slot in FULL if slot not in mountain]
    mountain.update({slot: f"f{i}" for i, slot in enumerate(others)})
    if last_missing is not None:
        del mountain[last_missing]
    return mountain


# ---- set-up ----


def test_setup_deals_a_shuffled_deck_and_a_base_camp_of_five():
    """UM-S1, UM-S2: shuffled face-down deck, helicopter at hand, five face-up Base Camp cards."""
    state = rules.new_game(1, 7)
    assert len(state.camp) == 5 and len(state.deck) == 12
    assert sorted(state.camp + state.deck) == sorted(c.id for c in state.data.cards)
    assert state.helicopter and not state.mountain and not state.discard and not state.removed
    view = state.view(0)
    assert view["deck"] == [None] * 12 and view["camp"] == state.camp and view["helicopter"]
    orders = {tuple(rules.new_game(1, seed).deck) for seed in range(5)}
    assert len(orders) == 5
    assert rules.new_game(1, 7).deck == state.deck


def test_only_the_first_card_builds_and_only_others_are_discarded():
    """UM-B1, UM-G1: the First card is the only one that can be built; any other may be discarded for
    its ability; no move rearranges the Base Camp by itself."""
    state = rules.new_game(1, 3)
    moves = state.legal_moves()
    assert [m for m in moves if isinstance(m, Build)] == [Build(state.first, 0, 0)]
    assert {m.card for m in moves if isinstance(m, UseAbility)} == set(state.camp[1:])
    assert {type(m) for m in moves} == {Build, UseAbility, Helicopter}
    with pytest.raises(IllegalMove):
        state.apply(UseAbility(state.camp[0]))


def test_a_turn_uses_one_card_then_refills_from_the_right():
    """UM-G1, UM-B1, UM-R1: one card is used, the Base Camp closes up and is topped up on the right."""
    state = rules.new_game(1, 3)
    first, second, top = state.camp[0], state.camp[1], state.deck[0]
    events = state.apply(Build(first, 0, 0))
    assert state.mountain == {(0, 0): first}
    assert state.camp[0] == second and state.camp[-1] == top and len(state.camp) == 5
    assert [e.card for e in events if isinstance(e, CardDrawn)] == [top]


def test_refill_draws_one_at_a_time_and_stops_when_the_deck_is_empty(position, card_of):
    """UM-R1: draws go one by one onto the right until the Base Camp is full or the deck runs out."""
    grow = card_of("grow_camp")
    others = [c.id for c in rules.load_data().cards if c.id != grow]
    state = position(camp=[others[0], grow], deck=others[1:4])
    events = state.apply(UseAbility(grow))  # 5 -> 6 places, one card left in the Base Camp
    assert [e.card for e in events if isinstance(e, CardDrawn)] == others[1:4]
    assert state.camp == [others[0], *others[1:4]] and not state.deck and state.camp_size == 6


def test_placement_may_leave_segments_unconnected(position, card_of):
    """UM-G5: a card may be built where none of its segments meets another."""
    dead_end = next(c.id for c in rules.load_data().cards if len(c.paths) == 1)
    other = card_of("grow_camp") if dead_end != card_of("grow_camp") else card_of("swap_camp")
    state = position(mountain={(0, 0): other}, camp=[dead_end], deck=[])
    assert Build(dead_end, 0, 1) in state.legal_moves()
    state.apply(Build(dead_end, 0, 1))
    assert state.mountain[(0, 1)] == dead_end


# ---- winning and losing ----


def test_win_with_cards_left_over(position, cards):
    """UM-W1: a complete mountain with a path from the bottom edge to the peak's centre wins, even with
    cards left in the deck and the Base Camp."""
    data = climb_data(cards)
    state = position(data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=["f7", "f8"])
    events = state.apply(Build("c3", 3, 0))
    won = [e for e in events if isinstance(e, GameWon)]
    assert state.won and state.is_over and won
    assert won[0].path[0][:2] == (0, 0) and won[0].path[-1] == (3, 0, "C")
    assert state.camp == ["f6"] and state.deck == ["f7", "f8"]
    assert state.scores()[0].total == 1 and state.legal_moves() == []


def test_full_mountain_without_path_plays_on_until_no_card_can_be_used(position, cards):
    """UM-R2, UM-W2: a full mountain without a path is not a win; play goes on while a Base Camp card
    can be used, and the game is lost when none can (the reason says what was missing)."""
    data = climb_data(cards)
    mountain = full_mountain((3, 0))
    mountain[(1, 0)] = "f6"  # the climb is broken in the second row
    state = position(data=data, mountain=mountain, camp=["c3", "f7", "c1", "f8"], deck=[], helicopter=False)
    state.apply(Build("c3", 3, 0))
    assert not state.is_over and len(state.mountain) == 10
    assert "path" in " ".join(state.problems())
    state.apply(UseAbility("c1"))  # hand-made cards grow the Base Camp: resolvable, no choice
    assert not state.is_over
    events = state.apply(UseAbility("f8"))
    assert state.status == "lost" and state.camp == ["f7"]
    assert isinstance(events[-1], GameLost) and "no Base Camp card can be used" in events[-1].reason
    assert "path" in state.reason


def test_lost_when_only_the_first_card_is_left_for_a_full_mountain(position, cards):
    """UM-W2, UM-R2: with the mountain full, only the First card left and the helicopter gone, no card
    can be used: the game ends as a loss rather than stalling."""
    data = climb_data(cards)
    mountain = full_mountain((3, 0))
    mountain[(1, 0)] = "f6"
    state = position(data=data, mountain=mountain, camp=["c3", "c1"], deck=[], helicopter=False)
    state.apply(Build("c3", 3, 0))
    assert state.camp == ["c1"] and state.status == "lost"
    assert "no Base Camp card can be used" in state.reason


def test_loss_when_the_base_camp_runs_out_early(position, cards):
    """UM-W2: the Base Camp running out before the peak is reached loses."""
    data = climb_data(cards)
    state = position(data=data, mountain={(0, 0): "c0"}, camp=["f0", "f1"], deck=[])
    state.apply(UseAbility("f1"))
    assert not state.is_over
    events = state.apply(Build("f0", 0, 1))
    assert state.status == "lost" and not state.camp
    assert "Base Camp is empty" in events[-1].reason and "8 empty places" in state.reason


# ---- the helicopter ----


def test_helicopter_once_per_game_between_turns(position, card_of):
    """UM-H1: the helicopter is removed from the game to put one Base Camp card on the bottom of the
    deck; the Base Camp is then topped up; it flies once per game and never in the middle of an ability."""
    state = rules.new_game(1, 11)
    camp, deck = list(state.camp), list(state.deck)
    state.apply(Helicopter())
    assert state.prompt.kind == rules.HELICOPTER and state.prompt.text
    assert set(state.legal_moves()) == {Choose(c) for c in camp}
    state.apply(Choose(camp[2]))
    assert state.deck[-1] == camp[2] and rules.HELICOPTER in state.removed and not state.helicopter
    assert state.camp == [*camp[:2], *camp[3:], deck[0]]
    assert state.view(0)["deck"][-1] == camp[2]  # the player knows where it went
    assert Helicopter() not in state.legal_moves()
    swap = card_of("swap_camp")
    busy = position(camp=[card_of("draw_two"), swap, card_of("grow_camp")])
    busy.apply(UseAbility(swap))
    assert busy.prompt.kind == "swap_camp" != rules.PLAY and Helicopter() not in busy.legal_moves()


# ---- difficulty levels ----


def test_level_two_and_up_start_with_four_base_camp_cards():
    """UM-D2, UM-D1: from level II on the Base Camp holds four cards (abilities may still change it)."""
    assert len(rules.new_game(1, 1, {"level": 1}).camp) == 5
    for level in (2, 3, 4, 5):
        state = rules.new_game(1, 1, {"level": level})
        assert len(state.camp) == 4 and state.camp_size == 4


def test_no_feature_twice_in_a_row_from_level_three(cards):
    """UM-D3, UM-D1: a feature repeated in one row of the final mountain fails from level III on."""
    data = climb_data(cards, {"f0": ("lake",), "f1": ("lake",)})
    mountain = full_mountain()
    assert mountain[(0, 1)] == "f0" and mountain[(0, 2)] == "f1"
    assert rules.mountain_problems(mountain, 2, data) == []
    for level in (3, 4, 5):
        assert any("bottom row" in p and "lake" in p for p in rules.mountain_problems(mountain, level, data))


def test_no_feature_twice_on_a_slope_from_level_four_peak_on_both(cards):
    """UM-D4, UM-D1: the peak belongs to both outer slopes; a feature shared by the peak and the
    right-hand bottom corner fails at level IV but not at level III."""
    mountain = full_mountain()
    corner = mountain[(0, 3)]
    data = climb_data(cards, {"c3": ("yeti",), corner: ("yeti",)})
    assert rules.mountain_problems(mountain, 3, data) == []
    assert any("right slope" in p for p in rules.mountain_problems(mountain, 4, data))
    left = climb_data(cards, {"c3": ("cave",), "c0": ("cave",)})
    assert any("left slope" in p for p in rules.mountain_problems(mountain, 4, left))


def test_level_five_counts_climbers_on_the_cheapest_path(cards):
    """UM-D5, UM-D1: the chosen path must carry fewer climbers than the mountain's height (4); the
    cheapest path is the one that counts."""
    mountain = full_mountain()
    three = climb_data(cards)  # one climber on each of c0..c2, none on the peak
    assert rules.mountain_problems(mountain, 5, three) == []
    heavy = climb_data(cards, up=[("B1", "C", 1), ("C", "T3", 1)])  # six climbers
    assert any("climbers" in p for p in rules.mountain_problems(mountain, 5, heavy))
    assert rules.mountain_problems(mountain, 4, heavy) == []
    # a second, climber-free way through the bottom card makes the mountain pass again
    paths = {c.id: c.paths for c in heavy.cards}
    paths["c0"] = (*paths["c0"], ("B3", "T3", 0))
    paths["c1"] = (("B1", "T3", 0), *paths["c1"])
    paths["c2"] = (("B1", "T3", 1), *paths["c2"])
    light = cards({k: list(v) for k, v in paths.items()})
    assert rules.cheapest_path(mountain, light)[0] == 1
    assert rules.mountain_problems(mountain, 5, light) == []


# ---- how levels III-V end ----


def test_a_complete_mountain_with_a_repeat_in_a_row_ends_the_game_lost_at_level_three(position, cards):
    """UM-R2, UM-D3, UM-D1: once the mountain and its path are complete the game is over; a feature twice
    in one row is then a loss, even with cards and the helicopter left that could have repaired it, and
    the loss says which cards and where. The same mountain wins at level II."""
    data = climb_data(cards, {"f0": ("lake",), "f1": ("lake",)})
    for level in (3, 4, 5):
        state = position(level=level, data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6", "f7"], deck=["f8"])
        events = state.apply(Build("c3", 3, 0))
        assert state.status == "lost" and state.is_over and state.legal_moves() == []
        assert isinstance(events[-1], GameLost) and events[-1].reason == state.reason
        assert state.reason == "the mountain is complete, but the bottom row shows more than one lake"
        assert state.camp == ["f6", "f7"] and state.deck == ["f8"]  # no refill once the game is over
        assert state.loss() == [
            {
                "text": "the bottom row shows more than one lake",
                "places": [[0, 1], [0, 2]],
                "where": ["f0 (bottom row, 2nd from the left)", "f1 (bottom row, 3rd from the left)"],
            }
        ]
        assert state.scores()[0].total == 0 and state.winners() == []
    easy = position(level=2, data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    easy.apply(Build("c3", 3, 0))
    assert easy.won and easy.loss() == []


def test_a_complete_mountain_with_a_repeat_on_a_slope_is_lost_at_level_four(position, cards):
    """UM-R2, UM-D4: a feature twice on one outer slope of the complete mountain loses at level IV (the
    peak is on both slopes), and the loss names the corner and the peak; at level III it wins."""
    corner = full_mountain()[(0, 3)]
    data = climb_data(cards, {"c3": ("yeti",), corner: ("yeti",)})
    state = position(level=4, data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    state.apply(Build("c3", 3, 0))
    assert state.status == "lost" and "right slope shows more than one yeti" in state.reason
    [fault] = state.loss()
    assert fault["places"] == [[0, 3], [3, 0]]
    assert fault["where"] == [f"{corner} (bottom row, 4th from the left)", "c3 (the peak)"]
    lower = position(level=3, data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    lower.apply(Build("c3", 3, 0))
    assert lower.won


def test_a_complete_path_with_too_many_climbers_is_lost_at_level_five(position, cards):
    """UM-R2, UM-D5: at level V a complete mountain whose easiest path carries four or more climbers ends
    the game lost; the loss lists the cards of that path, bottom to peak."""
    heavy = climb_data(cards, up=[("B1", "C", 1), ("C", "T3", 1)])  # six climbers up c0..c2
    state = position(level=5, data=heavy, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    state.apply(Build("c3", 3, 0))
    assert state.status == "lost" and "6 climbers" in state.reason
    [fault] = state.loss()
    assert fault["places"] == [[0, 0], [1, 0], [2, 0], [3, 0]]
    assert fault["where"][0] == "c0 (bottom row, 1st from the left)" and fault["where"][-1] == "c3 (the peak)"
    lower = position(level=4, data=heavy, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    lower.apply(Build("c3", 3, 0))
    assert lower.won


def test_a_complete_mountain_without_a_path_plays_on_at_every_level(position, cards):
    """UM-R2, UM-D3: the game ends only when the path is complete too: a full mountain with no way up (and
    a repeat) still plays on at level V, and a later loss lists what was wrong, with the repeated cards."""
    data = climb_data(cards, {"f0": ("lake",), "f1": ("lake",)})
    mountain = full_mountain((3, 0))
    mountain[(1, 0)] = "f6"  # the climb is broken in the second row
    state = position(level=5, data=data, mountain=mountain, camp=["c3", "f7", "f8"], deck=[], helicopter=False)
    state.apply(Build("c3", 3, 0))
    assert not state.is_over and len(state.mountain) == 10 and state.loss() == []
    state.apply(UseAbility("f8"))
    assert state.status == "lost" and "no Base Camp card can be used" in state.reason
    texts = [fault["text"] for fault in state.loss()]
    assert texts[0] == "no path climbs from the bottom edge to the centre of the peak"
    assert state.loss()[1]["places"] == [[0, 1], [0, 2]]
