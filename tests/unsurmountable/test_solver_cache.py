"""The solver's fast estimates agree with plain definitions, its caches never change an answer, and only the
hint button's search looks at the clock."""

import gc
import heapq
import random

import pygame
import pytest

from gardengames.games.unsurmountable import estimates, rules, solver
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules import mountain as mountain_rules
from gardengames.games.unsurmountable.rules.geometry import HEIGHT, MOUNTAIN_SIZE
from gardengames.session import Seat, Session
from tests.ui_events import key

DATA = rules.load_data()
FRAME = geometry.frame(0)
PLACE = {slot: i for i, slot in enumerate(FRAME)}


def closure(card: rules.Card) -> dict[tuple[str, str], int]:
    """(from point, to point) -> fewest climbers along the card's own segments (a point never to itself)."""
    best: dict[tuple[str, str], int] = {}
    for start in geometry.POINTS:
        reached = {start: 0}
        heap = [(0, start)]
        while heap:
            cost, point = heapq.heappop(heap)
            if cost > reached[point]:
                continue
            for other, climbers in card.adjacency.get(point, ()):
                if cost + climbers < reached.get(other, 99):
                    reached[other] = cost + climbers
                    heapq.heappush(heap, (cost + climbers, other))
        best.update({(start, point): c for point, c in reached.items() if point != start})
    return best


def plain_route(places, fillers, level, limit):
    """The route estimate by its definition: Dijkstra over (place, point, climbers so far). Built cards join
    their points for free along their segments, or at one change as any filler card could; empty places
    join points as any filler card could; touching points of neighbours meet for free."""
    by_id = DATA.by_id
    most = HEIGHT - 1 if level >= 5 else 0
    joined: dict[tuple[str, str], int] = {}
    for card in fillers:
        for pair, c in closure(by_id[card]).items():
            joined[pair] = min(joined.get(pair, 99), c)
    goal = (PLACE[geometry.peak(0)], geometry.GOAL_POINT)
    heap = [(0, 0, PLACE[(0, i)], point) for i in range(HEIGHT) for point in geometry.ENTRY_POINTS]
    seen = set()
    while heap:
        cost, used, place, point = heapq.heappop(heap)
        if (place, point) == goal:
            return min(cost, limit + 1)
        if (place, point, used) in seen:
            continue
        seen.add((place, point, used))
        card = places[place]
        steps = [(place, q, 0, c) for (p, q), c in joined.items() if p == point and card is None]
        if card is not None:
            steps += [(place, q, 0, c) for q, c in by_id[card].adjacency.get(point, ())]
            steps += [(place, q, 1, c) for (p, q), c in joined.items() if p == point]
        touching = geometry.link(FRAME[place], point)
        if touching is not None and touching[0] in PLACE:
            steps.append((PLACE[touching[0]], touching[1], 0, 0))
        for nxt, q, extra, climbers in steps:
            total = used + climbers if most else 0
            if total <= most:
                heapq.heappush(heap, (cost + extra, total, nxt, q))
    return limit + 1


def random_outline(rng):
    cards = [card.id for card in DATA.cards]
    rng.shuffle(cards)
    places = tuple(cards.pop() if rng.random() < 0.6 else None for _ in range(MOUNTAIN_SIZE))
    fillers = rng.sample(cards, rng.randint(0, len(cards)))
    return places, fillers


@pytest.mark.parametrize("level", [2, 5])
def test_route_estimate_matches_its_plain_definition_at_every_limit(level):
    """The spot-by-spot search gives the plain search's answer, whether an outline is asked once or
    again with other limits (a larger limit after a smaller one takes the search up again)."""
    rng = random.Random(level)
    tables = estimates.tables_for(DATA)
    answers = set()
    for _ in range(150):
        places, fillers = random_outline(rng)
        filler_facts = tables.fillers_of(fillers)
        expected = {limit: plain_route(places, fillers, level, limit) for limit in range(4)}
        assert {limit: asked_afresh(level, places, limit, tables, filler_facts) for limit in range(4)} == expected
        tables.routes.clear()
        for limit in (0, 1, 2, 3, 1, 0):
            assert estimates.route_changes(level, places, limit, tables, filler_facts) == expected[limit]
        answers.add(expected[3])
    assert {0, 1, 2} <= answers  # the comparison met routes needing no change, one and two


def test_a_route_kept_for_some_fillers_serves_only_fillers_that_join_points_alike(monkeypatch):
    """Routes are kept by what the fillers join, not by which cards they are: asked in a shuffled order with
    every answer kept, many sets of fillers on the same outlines still get the plain search's answers, and
    some sets of cards never asked before were answered without a search."""
    searches = []
    for name in ("spread_changes", "_joined_up"):
        monkeypatch.setattr(estimates, name, counting(getattr(estimates, name), searches))
    rng = random.Random(7)
    tables = estimates.tables_for(DATA)
    tables.routes.clear()
    cards = [card.id for card in DATA.cards]
    questions = []
    for _ in range(40):
        places, _ = random_outline(rng)
        free = [card for card in cards if card not in places]
        for _ in range(6):
            fillers = rng.sample(free, rng.randint(1, len(free)))
            questions += [(places, fillers, rng.randint(0, 3)) for _ in range(2)]
    rng.shuffle(questions)
    asked, served = set(), 0
    for places, fillers, limit in questions:
        facts = tables.fillers_of(fillers)
        before = len(searches)
        assert estimates.route_changes(5, places, limit, tables, facts) == plain_route(places, fillers, 5, limit)
        served += len(searches) == before and (places, facts.bits) not in asked
        asked.add((places, facts.bits))
    assert served > 0


def counting(function, calls):
    """``function``, noting each call in ``calls``."""

    def counted(*args):
        calls.append(1)
        return function(*args)

    return counted


@pytest.mark.parametrize("level", [3, 5])
def test_kept_feature_changes_serve_only_the_same_cards_and_pool(level):
    """Feature changes are kept by the outline's cards and what the fillers could bring: asked in a shuffled
    order with every answer kept, they equal the plain count for each outline and set of fillers, and the set
    of fillers did change some answers (so keeping one per outline would be wrong)."""
    rng = random.Random(level)
    tables = estimates.tables_for(DATA)
    tables.features.clear()
    cards = [card.id for card in DATA.cards]
    questions = []
    for _ in range(60):
        places, _ = random_outline(rng)
        free = [card for card in cards if card not in places]
        questions += [(places, rng.sample(free, rng.randint(0, min(4, len(free))))) for _ in range(4)]
    rng.shuffle(questions)
    answers: dict[tuple, set[int]] = {}
    for places, fillers in questions:
        facts = tables.fillers_of(fillers)
        expected = estimates.feature_changes(level, places, tables, facts)
        assert estimates.feature_bound(level, places, tables, facts) == expected
        answers.setdefault(places, set()).add(expected)
    assert any(len(found) > 1 for found in answers.values())


def asked_afresh(level, places, limit, tables, fillers):
    """``route_changes`` with nothing kept from earlier questions."""
    tables.routes.clear()
    return estimates.route_changes(level, places, limit, tables, fillers)


def random_full_mountain(rng, data=DATA):
    cards = rng.sample([card.id for card in data.cards], MOUNTAIN_SIZE)
    shift = rng.randint(-3, 3)
    return dict(zip(geometry.frame(shift), cards, strict=True))


def test_fewest_climbers_and_the_solvers_fill_check_agree_with_the_path_rules():
    """The win check's cost-only search and the solver's own search on a filled outline give what
    ``cheapest_path`` and ``has_path`` say, on many full mountains."""
    rng = random.Random(5)
    tables = estimates.tables_for(DATA)
    costs = set()
    for _ in range(300):
        mountain = random_full_mountain(rng)
        found = rules.cheapest_path(mountain, DATA)
        assert mountain_rules.fewest_climbers(mountain, DATA) == (found[0] if found else None)
        assert (found is not None) == rules.has_path(mountain, DATA)
        shift = min(col for _, col in mountain)
        places = [mountain[(row, col + shift)] for row, col in FRAME]
        nothing = [None] * MOUNTAIN_SIZE
        flat = (
            estimates.spread_changes(
                [tables.own[False][card][place] for place, card in enumerate(places)], nothing, 0, 0
            )
            == 0
        )
        climb = (
            estimates.spread_changes(
                [tables.own[True][card][place] for place, card in enumerate(places)], nothing, 0, HEIGHT - 1
            )
            == 0
        )
        assert flat == (found is not None)
        assert climb == (found is not None and found[0] < HEIGHT)
        costs.add(found[0] if found else None)
    assert None in costs and len(costs) >= 4


def plain_legal_slots(occupied):
    """``legal_slots`` as it reads in the rules: candidates, then every one checked with ``fits``."""
    occ = set(occupied)
    if not occ:
        return [(0, 0)]
    bottom = [col for row, col in occ if row == 0]
    if bottom:
        candidates = {(0, col + d) for col in bottom for d in (-1, 1)}
    else:
        candidates = {(0, s + i) for s in geometry.frames(occ) for i in range(HEIGHT)}
    for row, col in occ:
        if row + 1 < HEIGHT and (row, col + 1) in occ:
            candidates.add((row + 1, col))
    return sorted(slot for slot in candidates if slot not in occ and geometry.fits([*occ, slot]))


def test_legal_slots_match_the_plain_rule_and_hand_out_fresh_lists():
    rng = random.Random(2)
    for _ in range(400):
        mountain = random_full_mountain(rng)
        occupied = rng.sample(list(mountain), rng.randint(0, MOUNTAIN_SIZE))
        assert geometry.legal_slots(occupied) == plain_legal_slots(occupied)
    first = geometry.legal_slots([(0, 0)])
    first.append((9, 9))
    assert geometry.legal_slots([(0, 0)]) == [(0, -1), (0, 1)]


def test_problem_texts_follow_the_order_of_each_mountain(cards):
    """What is kept of a full mountain between calls never fixes the texts: the same cards held in another
    order still name their repeated features in that order."""
    names = [f"c{i}" for i in range(MOUNTAIN_SIZE)]
    data = cards({name: [] for name in names}, {"c0": ("forest", "lake"), "c1": ("lake", "forest")})
    slots = geometry.frame(0)
    one = dict(zip(slots, names, strict=True))
    other = {slots[1]: "c1", **{slot: name for slot, name in one.items() if slot != slots[1]}}
    assert list(other.items()) != list(one.items())
    row = "the bottom row shows more than one"
    assert rules.mountain_problems(one, 3, data)[1:] == [f"{row} lake", f"{row} forest"]
    assert rules.mountain_problems(other, 3, data)[1:] == [f"{row} forest", f"{row} lake"]
    assert rules.mountain_problems(one, 3, data)[1:] == [f"{row} lake", f"{row} forest"]


def midgame_positions(count, level=5):
    """Positions some random moves into real deals (builds more likely, so mountains grow)."""
    out, seed = [], 500
    while len(out) < count:
        seed += 1
        state = rules.new_game(1, seed, {"level": level})
        rng = random.Random(seed)
        for _ in range(rng.randint(4, 14)):
            if not state.is_over:
                moves = state.legal_moves()
                builds = [m for m in moves if isinstance(m, rules.Build)]
                state.apply(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(moves))
        if not state.is_over:
            out.append(state)
    return out


def clear_caches():
    estimates.clear_caches()


def test_estimates_do_not_depend_on_what_was_asked_before():
    """``_assess`` answers a position the same with empty caches as after every other position was asked
    first, in another order (kept answers, lower bounds and all)."""
    states = [child for state in midgame_positions(6) for child in successors(state)]
    states = [state for state in states if state.pending is None or state.pending["kind"] != "from_discard"]
    clear_caches()
    cold = []
    for state in states:
        clear_caches()
        cold.append(estimates.assess(state, estimates.tables_for(state.data)))
    clear_caches()
    warm = [estimates.assess(state, estimates.tables_for(state.data)) for state in reversed(states)]
    assert warm[::-1] == cold
    assert {need for _, need in cold} >= {0, 1}


def successors(state):
    out = []
    for move in state.legal_moves():
        child = state.clone()
        child.apply(move)
        if not child.is_over:
            out.append(child)
    return out


def test_a_time_cap_only_cuts_the_search_short():
    """With time to spare the capped search gives the very answer of the uncapped one; with none it
    answers "unknown" at once, never a wrong "unwinnable"."""
    state = rules.new_game(1, 3, {"level": 5})
    free = solver.analyse(state)
    assert free.verdict == solver.WINNABLE and free.nodes > solver.CLOCK_EVERY
    assert solver.analyse(state, cpu_seconds=600) == free == solver.hint_in_time(state, 600)
    cut = solver.analyse(state, cpu_seconds=0)
    assert cut.verdict == solver.UNKNOWN and cut.nodes < free.nodes


def test_the_computers_solitaire_play_never_reads_the_clock(monkeypatch):
    """Same seed, same game: the computer's move comes from the node budget alone (a level V deal the solver
    wins within its budget, so the move is the solver's, not the fallback)."""
    session = Session("unsurmountable", [Seat("Solo", "computer", "solver", 0)], seed=3, options={"level": 5})
    expected = session.computer_move()

    def no_clock() -> float:
        raise AssertionError("the computer's play looked at the clock")

    monkeypatch.setattr(solver.time, "thread_time", no_clock)
    clear_caches()
    assert session.computer_move() == expected
    assert solver.hint(session.state) == expected


def test_the_hint_button_says_when_no_hint_was_found_in_time(open_table, monkeypatch):
    monkeypatch.setattr(solver, "HINT_SECONDS", 0.0)
    app, scene = open_table("unsurmountable", [Seat("Ann")], seed=5, options={"level": 1})
    try:
        key(app, pygame.K_h)
        scene.wait_for_hint(30)
        app.step(0.016)
        assert scene.hints.move is None
        assert scene.message.startswith("No hint found in time")
    finally:
        app.close()


def test_a_search_pauses_the_garbage_collector_and_leaves_it_as_it_found_it(monkeypatch):
    """The collector is off while a search runs and as it was afterwards: on if it was on, off if it was off,
    and on again after a search cut short by its budget."""
    seen = []
    assess = estimates.assess

    def watched(*args):
        seen.append(gc.isenabled())
        return assess(*args)

    monkeypatch.setattr(estimates, "assess", watched)
    state = rules.new_game(1, 3, {"level": 5})
    assert gc.isenabled()
    assert solver.analyse(state).verdict == solver.WINNABLE
    assert gc.isenabled() and seen and not any(seen)
    assert solver.analyse(state, node_limit=5).verdict == solver.UNKNOWN and gc.isenabled()
    gc.disable()
    try:
        solver.analyse(state)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_overlapping_searches_put_the_collector_back_only_when_the_last_one_ends():
    """A hint and "Show me how" may search at once on two threads: whichever ends first, the collector stays off
    until both are done and is on again afterwards (a plain save-and-restore would leave it off for good)."""
    pause = solver._collector_paused
    first, second = pause(), pause()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the first to start ends first
    assert not gc.isenabled()
    second.__exit__(None, None, None)
    assert gc.isenabled()


def test_a_search_leaves_no_reference_cycles_behind(monkeypatch):
    """What pausing the collector rests on: every object a search makes is freed by reference counting alone,
    the fill check's card by card tries included (positions where it is asked)."""
    fills = []
    monkeypatch.setattr(estimates, "fill_trial", counting(estimates.fill_trial, fills))
    states = [rules.new_game(1, seed, {"level": 5}) for seed in (1, 3)] + midgame_positions(4)
    gc.collect()
    gc.disable()
    try:
        for state in states:
            estimates.clear_caches()
            solver.analyse(state, node_limit=3000)
        assert fills
        assert gc.collect() == 0
    finally:
        gc.enable()
