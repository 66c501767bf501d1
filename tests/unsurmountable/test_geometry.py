"""Mountain geometry and path connectivity on hand-made mountains."""

from collections import Counter

from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.geometry import legal_slots

UP_RIGHT = [("B1", "C", 0), ("C", "T3", 0)]
FILLER = [("L", "R", 1)]
FULL = geometry.frame(0)


def test_complete_mountain_has_rows_of_4_3_2_1():
    """UM-M1: the finished mountain is a triangle of 4, 3, 2 and 1 cards."""
    assert Counter(row for row, _ in FULL) == {0: 4, 1: 3, 2: 2, 3: 1}
    assert geometry.is_complete(FULL)
    assert not geometry.is_complete(FULL[:-1])
    assert geometry.MOUNTAIN_SIZE == 10


def test_touching_points_sit_at_the_same_place():
    """UM-M2: segments connect at card edges; every linked pair of points coincides on the table."""
    for slot in FULL:
        for point in geometry.POINTS:
            other = geometry.link(slot, point)
            if other is not None:
                assert geometry.point_xy(slot, point) == geometry.point_xy(*other)
                assert geometry.link(*other) == (slot, point)


def test_brick_links():
    """UM-G3: a card sits centred over two: its B1 meets the lower-left T3, its B3 the lower-right T1."""
    assert geometry.link((1, 0), "B1") == ((0, 0), "T3")
    assert geometry.link((1, 0), "B3") == ((0, 1), "T1")
    assert geometry.link((0, 0), "R") == ((0, 1), "L")
    assert geometry.link((0, 0), "C") is None
    assert geometry.link((0, 0), "B1") is None  # the bottom edge of the mountain


def test_first_card_starts_the_bottom_row_and_it_grows_sideways():
    """UM-G2: the first card may start anywhere (all starts are the same up to a shift); more bottom
    cards go directly left or right of one, never on top of another."""
    assert legal_slots([]) == [(0, 0)]
    assert legal_slots([(0, 0)]) == [(0, -1), (0, 1)]
    assert legal_slots([(0, 0), (0, 1)]) == [(0, -1), (0, 2), (1, 0)]


def test_bottom_row_holds_at_most_four():
    """UM-G2: at most four cards in the bottom row."""
    bottom = [(0, c) for c in range(4)]
    assert all(row > 0 for row, _ in legal_slots(bottom))
    assert legal_slots(bottom) == [(1, 0), (1, 1), (1, 2)]
    # after a gap was opened, the row may only be refilled inside its four columns
    gapped = [(0, 0), (0, 2), (0, 3)]
    assert [s for s in legal_slots(gapped) if s[0] == 0] == [(0, 1)]


def test_higher_cards_need_two_adjacent_cards_below():
    """UM-G3: a higher card must be centred over two adjacent cards; rows need not be full first."""
    assert (1, 0) not in legal_slots([(0, 0)])
    two = [(0, 0), (0, 1)]
    assert (1, 0) in legal_slots(two)
    assert (2, 0) in legal_slots([(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)])  # bottom row has only 3
    assert (2, 0) not in legal_slots([(0, 0), (0, 1), (0, 2), (1, 0)])


def test_bottom_row_emptied_under_a_higher_card():
    """UM-G7, UM-G2: with the bottom row cleared by an ability, a higher card stays where it is and a
    new bottom card may start anywhere under it that still fits the 4-3-2-1 outline."""
    assert legal_slots([(1, 0)]) == [(0, c) for c in range(-2, 4)]


def test_slopes_share_the_peak():
    """UM-D4: each outer slope runs from a bottom corner to the peak, which belongs to both."""
    assert geometry.left_slope(0) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    assert geometry.right_slope(0) == [(0, 3), (1, 2), (2, 1), (3, 0)]


def _chain(cards, replace=None):
    """A full mountain with a climb up the left slope; ``replace`` swaps in other card ids."""
    slots = {slot: f"f{i}" for i, slot in enumerate(FULL)}
    for row in range(4):
        slots[(row, 0)] = f"up{row}"
    slots.update(replace or {})
    paths = {f"f{i}": FILLER for i in range(10)}
    paths.update({f"up{row}": UP_RIGHT for row in range(4)})
    paths["dead"] = [("B1", "C", 0)]
    paths["top"] = [("C", "T3", 1)]
    return slots, cards(paths)


def test_connected_path(cards):
    """UM-M2: a continuous path from the bottom edge to the peak's centre is found."""
    mountain, data = _chain(cards)
    assert rules.has_path(mountain, data)
    cost, nodes = rules.cheapest_path(mountain, data)
    assert nodes[0] == (0, 0, "B1") and nodes[-1] == (3, 0, "C")
    assert cost == 0


def test_dead_end_breaks_the_path(cards):
    """UM-M2, UM-G5: a card whose piece stops at its centre is a dead end (placing it was allowed)."""
    mountain, data = _chain(cards, {(2, 0): "dead"})
    assert not rules.has_path(mountain, data)
    assert rules.cheapest_path(mountain, data) is None


def test_gap_where_a_card_was_removed(cards):
    """UM-M2, UM-G7: a removed card leaves a gap the path cannot cross; the rest stays in place."""
    mountain, data = _chain(cards)
    del mountain[(1, 0)]
    assert not rules.has_path(mountain, data)
    assert (2, 0) in mountain


def test_cards_are_never_rotated(cards):
    """UM-G4: a piece joining the centre to the top cannot be climbed from below, as it would be upside down."""
    mountain, data = _chain(cards, {(3, 0): "top"})
    assert not rules.has_path(mountain, data)


def test_sideways_route_and_unconnected_extra_paths(cards):
    """UM-M2: a route may step sideways through L/R; dead ends and loose pieces elsewhere are fine."""
    paths = {f"f{i}": FILLER for i in range(10)}
    paths["entry"] = [("B3", "R", 1)]
    paths["turn"] = [("L", "C", 0), ("C", "T3", 0)]
    paths["climb"] = [("B1", "C", 0), ("C", "T1", 0)]
    paths["up"] = [("B3", "C", 0), ("C", "T3", 0)]
    paths["peak"] = [("B1", "C", 0), ("C", "L", 0)]
    mountain = {slot: f"f{i}" for i, slot in enumerate(FULL)}
    mountain.update({(0, 0): "entry", (0, 1): "turn", (1, 1): "climb", (2, 0): "up", (3, 0): "peak"})
    data = cards(paths)
    assert rules.has_path(mountain, data)
    cost, nodes = rules.cheapest_path(mountain, data)
    assert cost == 1 and (0, 0, "R") in nodes and (0, 1, "L") in nodes
