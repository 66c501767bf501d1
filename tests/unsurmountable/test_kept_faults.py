"""The shortcuts the win check takes for speed give what the plain rules give: the faults kept per full
mountain are the faults worked out afresh, and a card's ``climbs`` are its fewest climbers point to point."""

from __future__ import annotations

import heapq
import random

from gardengames.games.unsurmountable.rules import geometry, load_data, mountain
from gardengames.games.unsurmountable.rules.geometry import MOUNTAIN_SIZE
from gardengames.games.unsurmountable.rules.mountain import CLIMBERS, Fault

DATA = load_data()


def full_mountains(count: int, seed: int = 11) -> list[dict[tuple[int, int], str]]:
    """Random full mountains, their places in a shuffled order (the order of the faults follows it)."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample([card.id for card in DATA.cards], MOUNTAIN_SIZE)
        slots = geometry.frame(rng.randint(-3, 3))
        rng.shuffle(slots)
        out.append(dict(zip(slots, cards, strict=True)))
    return out


def test_kept_faults_are_the_faults_worked_out_afresh() -> None:
    for level in (1, 3, 4, 5):
        for built in full_mountains(150):
            fresh = mountain._full_faults(built, level, DATA)
            mountain._FAULTS.clear()
            first = mountain.mountain_faults(built, level, DATA, where=False)
            again = mountain.mountain_faults(built, level, DATA, where=False)  # from what was kept
            assert first == again == fresh
            traced = mountain.mountain_faults(built, level, DATA)
            assert [f.kind for f in traced] == [f.kind for f in fresh]
            if fresh and fresh[-1].kind == CLIMBERS:
                path = mountain.cheapest_path(built, DATA)
                assert path is not None
                places = tuple(dict.fromkeys((row, col) for row, col, _ in path[1]))
                assert traced[-1] == Fault(CLIMBERS, places, count=fresh[-1].count)
            else:
                assert traced == fresh


def test_kept_faults_cannot_be_changed_by_a_caller() -> None:
    built = full_mountains(1)[0]
    faults = mountain.mountain_faults(built, 5, DATA, where=False)
    faults.append(Fault("made up"))
    assert Fault("made up") not in mountain.mountain_faults(built, 5, DATA, where=False)


def test_a_cards_climbs_are_its_fewest_climbers_from_point_to_point() -> None:
    names = list(geometry.POINTS)
    for card in DATA.cards:
        for start, reached in zip(names, card.climbs, strict=True):
            best = {start: 0}
            heap = [(0, start)]
            while heap:
                cost, point = heapq.heappop(heap)
                if cost > best[point]:
                    continue
                for other, climbers in card.adjacency.get(point, ()):
                    if cost + climbers < best.get(other, 1 << 30):
                        best[other] = cost + climbers
                        heapq.heappush(heap, (cost + climbers, other))
            del best[start]
            assert dict((names[i], c) for i, c in reached) == best
