"""What the estimates share between their kept answers (one copy of each row of route steps and of each
outline's cards) never changes an answer: shared or not, the steps and outlines are those of their plain
definitions."""

import random
from typing import Any

from gardengames.games.unsurmountable import estimates, rules
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.geometry import HEIGHT, MOUNTAIN_SIZE

DATA = rules.load_data()
FRAME = geometry.frame(0)


def plain_steps(reach: Any) -> tuple:
    """``reach_steps`` by its definition: in every place, each point's reached points as their spots."""
    return tuple(
        tuple(tuple((estimates.place_spot(place, point), c) for point, c in row) for row in reach)
        for place in range(MOUNTAIN_SIZE)
    )


def test_steps_are_their_plain_definition_whatever_was_shared_before() -> None:
    """Cards' and fillers' steps equal the plain ones asked cold and again after many others, and the second
    asking hands out the very rows kept the first time (shared, not copies)."""
    rng = random.Random(3)
    cards = [card.id for card in DATA.cards]
    tables = estimates.tables_for(DATA)
    reaches = [DATA.by_id[card].climbs for card in cards]
    reaches += [tables.fillers_of(rng.sample(cards, rng.randint(1, len(cards)))).joins for _ in range(40)]
    estimates.clear_caches()
    first = [estimates.reach_steps(reach) for reach in reaches]
    rng.shuffle(reaches)
    again = {reach: estimates.reach_steps(reach) for reach in reaches}
    for reach, steps in zip([DATA.by_id[card].climbs for card in cards], first, strict=False):
        assert steps == plain_steps(reach) == again[reach]
        assert all(a is b for a, b in zip(steps, again[reach], strict=True))
    assert estimates.shared_count() < sum(len(place) + 1 for steps in first for place in steps)  # some shared


def plain_outlines(built: estimates.Shape) -> list[tuple[int, tuple]]:
    """``shape_outlines`` by its definition: every outline ``s`` from the leftmost that can hold the shifted
    mountain's first column to the one starting at its rightmost card's last column, with the cards outside
    it and its cards by place, fewest outside first, then leftmost."""
    cells = {(cell // HEIGHT, cell % HEIGHT): card for cell, card in enumerate(built) if card is not None}
    out = []
    for s in range(-(HEIGHT - 1), max(row + col for row, col in cells) + 1):
        frame = geometry.frame(s)
        outside = sum(slot not in frame for slot in cells)
        out.append((outside, s, tuple(cells.get(slot) for slot in frame)))
    out.sort()
    return [(outside, places) for outside, _, places in out]


def test_outlines_are_their_plain_definition_and_share_their_cards() -> None:
    """For random shifted mountains the outlines (cards outside, cards by place) are the plain ones, and an
    outline's cards met again under another mountain are handed out as the copy kept before."""
    rng = random.Random(8)
    cards = [card.id for card in DATA.cards]
    estimates.clear_caches()
    seen: dict[tuple, tuple] = {}
    shared = 0
    for _ in range(300):
        slots = rng.sample(geometry.frame(0), rng.randint(1, MOUNTAIN_SIZE))
        mountain = dict(zip(slots, rng.sample(cards, len(slots)), strict=True))
        built = estimates.shape(mountain)
        outsides, outlines = estimates.shape_outlines(built)
        assert list(zip(outsides, outlines, strict=True)) == plain_outlines(built)
        for places in outlines:
            if places in seen:
                assert places is seen[places]
                shared += 1
            seen[places] = places
    assert shared > 0
