"""The count of built cards that can still change charges two spare cards for a use that takes a mountain card
away for good: positions it calls lost that the plain count (one spare card a use) let through are lost
indeed, by exhaustive search."""

import random

from gardengames.games.unsurmountable import estimates, rules
from gardengames.games.unsurmountable.rules import Build, State
from tests.unsurmountable.test_solver import brute_force


def plain_capacity(state: State, tables: estimates.Tables, slack: int) -> int:
    """The count without that charge: each use of a changing ability costs one spare card."""
    kinds = [tables.kind[card] for card in (*state.camp, *state.deck)]
    caps = sorted((estimates.CHANGES[kind] for kind in kinds if kind in estimates.CHANGES), reverse=True)
    if "from_discard" in kinds:
        caps.insert(0, max(estimates.CHANGES.values()))
    return sum(caps[:slack])


def late_positions(count: int, level: int) -> list[State]:
    """Positions of random play late in real deals (few spare cards left), between turns or mid-ability."""
    out = []
    for seed in range(count):
        state = rules.new_game(1, seed, {"level": level})
        rng = random.Random(seed)
        while not state.is_over and len(state.camp) + len(state.deck) > 2:
            moves = state.legal_moves()
            builds = [m for m in moves if isinstance(m, Build)]
            state.apply(rng.choice(builds) if builds and rng.random() < 0.7 else rng.choice(moves))
            if not state.is_over and (state.pending is None or state.pending["kind"] != "from_discard"):
                out.append(state.clone())
    return out


def test_a_use_taking_a_card_off_costs_two_spare_cards_and_what_that_prunes_is_lost() -> None:
    tables = estimates.tables_for(rules.load_data())
    pruned = []
    charged = 0
    for level in (1, 3, 5):
        for state in late_positions(150, level):
            slack = len(state.mountain) + len(state.camp) + len(state.deck) - 10
            if slack < 0:
                continue
            plain = plain_capacity(state, tables, slack)
            tighter = estimates.change_capacity(state, tables, slack)
            assert tighter <= plain
            charged += tighter < plain
            dead, _ = estimates.assess(state, tables)
            if dead and tighter < plain:
                tight = estimates.change_capacity
                estimates.change_capacity = plain_capacity
                try:
                    tables.capacities.clear()
                    plain_dead, _ = estimates.assess(state, tables)
                finally:
                    estimates.change_capacity = tight
                    tables.capacities.clear()
                if not plain_dead:
                    pruned.append(state)
    assert charged > 0 and pruned  # the charge made a difference, and cut positions the plain count kept
    for state in pruned[:12]:
        assert not brute_force(state.clone())
