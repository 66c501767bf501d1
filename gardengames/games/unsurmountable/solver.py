"""Exact solver for Unsurmountable: can this position still be won, and how?

Like a solitaire solver it sees everything, deck order included. It is a depth-first search over
``State.legal_moves()``/``State.apply(move, check=False)`` on clones (the rules' own code, so it can never
disagree with them) with
- a memo of positions proved lost, keyed on a canonical form (the mountain shifted so its leftmost
  column is 0: every rule is the same after shifting the whole mountain);
- safe prunes that only cut positions which cannot be won (``estimates.assess``); the same estimate orders
  the moves, most promising first;
- restarts: a try that runs out of its allowance starts again with equally good moves shuffled,
  keeping every position proved lost (one early mistake can hide a win for a long time in a
  depth-first search);
- a node budget: when it runs out the answer is "unknown", never a wrong "unwinnable";
- for the hint button only, a cap on this thread's CPU time as well (``analyse(..., cpu_seconds=)``): an
  answer in time matters more there than the same answer on every machine. The computer's own play
  (``hint``, ``solve``) never passes one, so its moves never depend on the clock.

Its estimates (``estimates``) keep what they learn between searches: the same outlines of the mountain come
back position after position and game after game.

For speed it reads the question an ability is asking straight from the state (``State.pending``: kind,
card, answers picked) instead of building a ``prompt`` for every position.
"""

from __future__ import annotations

import gc
import random
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from gardengames.engine.state import Move
from gardengames.games.unsurmountable import estimates
from gardengames.games.unsurmountable.careful import careful_move
from gardengames.games.unsurmountable.rules import Build, Choose, State, new_game

#: Search nodes (moves tried) allowed per decision (a computer turn, ``hint``, ``solve``) before the answer becomes
#: "unknown": at most 0.5 s of CPU on this machine at the 95th percentile (issue 13), where level V deals it cannot
#: win take the whole budget (14,000 came to 0.49-0.51 s, too close). Since the estimates charge two spare cards
#: for a use that takes a mountain card off, 12,000 nodes win 81 of level V deals 0-199 (14,000: 88; 23,000:
#: 107; 30,000: 120, where 30,000 won 104 before, and 12,000 67).
NODE_LIMIT = 12_000
#: The budget of a look back at a deal, not a decision: "Show me how" after a lost climb (on a thread of its own,
#: its button saying "Thinking...") and the bench's survey of which deals can be won. About 1.5 s of CPU where
#: a level V deal takes all of it, for many more winning lines than a decision's budget finds.
ANALYSIS_NODES = 50_000
#: Allowance unit of the restarts: try i gets TRY_UNIT * luby(i) nodes (1, 1, 2, 1, 1, 2, 4, ...), the
#: schedule that wastes least when the search time is heavy-tailed (Luby, Sinclair and Zuckerman).
TRY_UNIT = 200
#: CPU seconds the hint button lets the solver think before it says no hint was found in time: under the 0.5 s
#: goal by room for what the cap does not cover (the nodes between two looks at the clock, freeing the search,
#: a garbage collection), which came to 0.09 s on fresh level V deals (p95 0.49 s with a 0.4 s cap, 0.38 s now).
HINT_SECONDS = 0.35
#: Nodes between two looks at the clock when a search has a time cap (a look costs about a microsecond).
CLOCK_EVERY = 16

WINNABLE, UNWINNABLE, UNKNOWN = "winnable", "unwinnable", "unknown"

_SWAPS = ("swap_camp", "swap_mountain")


@dataclass(frozen=True)
class Result:
    verdict: str  # WINNABLE, UNWINNABLE or UNKNOWN
    line: tuple[Move, ...] = ()  # a winning line of moves when winnable
    nodes: int = 0


class _OutOfBudget(Exception):
    pass


def analyse(state: State, node_limit: int = NODE_LIMIT, cpu_seconds: float | None = None) -> Result:
    """Decide whether ``state`` can still be won, with a winning line if so. ``cpu_seconds``: also answer
    "unknown" once the calling thread has used that much CPU time on it (the hint button; never the
    computer's play, whose moves must not depend on the machine)."""
    if state.is_over:
        return Result(WINNABLE if state.won else UNWINNABLE)
    with _collector_paused():
        return _decide(state, node_limit, cpu_seconds)  # (whose search is freed before the collector is back)


def _decide(state: State, node_limit: int, cpu_seconds: float | None) -> Result:
    """``analyse`` of a game still on, in a search of its own."""
    search = _Search(state)
    if cpu_seconds is not None:
        search.deadline = time.thread_time() + cpu_seconds
    found = _restarts(search, node_limit)
    if found is None:
        return Result(UNKNOWN, (), search.nodes)
    if found:
        return Result(WINNABLE, tuple(reversed(search.line)), search.nodes)
    return Result(UNWINNABLE, (), search.nodes)


def _restarts(search: _Search, node_limit: int) -> bool | None:
    """Try after try, each with its allowance, until one decides (None: the budget or the time ran out)."""
    attempt = 0
    while True:
        if search.out_of_time():
            return None
        search.limit = min(node_limit, search.nodes + TRY_UNIT * _luby(attempt + 1))
        search.line = []
        search.shuffle = random.Random(attempt) if attempt else None
        try:
            return search.start()
        except _OutOfBudget:
            if search.nodes >= node_limit:
                return None
        attempt += 1


class _CollectorPause:
    """The cyclic garbage collector off while any search runs, then as it was before the first of them. A search
    makes and drops hundreds of thousands of lists and dicts, none of them in a reference cycle (reference
    counting frees every one), and the collector's passes over every object the program holds cost about a
    quarter of the search's time, more with the app's window open. Cycles another thread makes meanwhile are
    only collected a little later. Searches may overlap (a hint and "Show me how" run on threads of their own),
    so the pauses are counted: the last one to end puts the collector back. (A search itself must be gone before
    the collector is back, or its first pass walks all the search kept.)"""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.running = 0
        self.was_on = False

    @contextmanager
    def __call__(self) -> Iterator[None]:
        with self.lock:
            if self.running == 0:
                self.was_on = gc.isenabled()
                gc.disable()
            self.running += 1
        try:
            yield
        finally:
            with self.lock:
                self.running -= 1
                if self.running == 0 and self.was_on:
                    gc.enable()


_collector_paused = _CollectorPause()


def _luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


def solve(state: State, node_limit: int = NODE_LIMIT) -> list[Move] | None:
    """A winning line of moves from ``state``, or None (lost, or no win found within the budget)."""
    result = analyse(state, node_limit)
    return list(result.line) if result.verdict == WINNABLE else None


def hint(state: State, node_limit: int = NODE_LIMIT) -> Move | None:
    """The first move of a winning line (None when the position is lost or the budget ran out)."""
    line = solve(state, node_limit)
    return line[0] if line else None


def play(state: State, rng: random.Random) -> Move:
    """The computer's solitaire move: the next move of a winning line when one is found within the budget, else the
    careful player's (``careful.careful_move``: it plans with what a person sees), not just any legal move, so a
    deal the solver cannot see through at once is still played towards a win (and searched again every move).
    Deterministic: a node budget and the caller's seeded ``rng``, never the clock."""
    return hint(state) or careful_move(state, rng)


def hint_in_time(state: State, cpu_seconds: float | None = None) -> Result:
    """What the hint button asks: the analysis, cut short ("unknown") once this thread has thought for
    ``cpu_seconds`` (by default ``HINT_SECONDS``) of CPU time. Only what the hint says depends on the
    machine, never the game."""
    return analyse(state, cpu_seconds=HINT_SECONDS if cpu_seconds is None else cpu_seconds)


def is_winnable(seed: int, level: int, node_limit: int = NODE_LIMIT) -> bool | None:
    """Whether the plain deal for ``seed`` at ``level`` can be won; None when the budget ran out."""
    result = analyse(new_game(1, seed, {"level": level}), node_limit)
    return None if result.verdict == UNKNOWN else result.verdict == WINNABLE


# --------------------------------------------------------------------------------------------------
# Search


class _Search:
    def __init__(self, root: State) -> None:
        self.root = root
        self.tables = estimates.tables_for(root.data)
        self.limit = 0
        self.nodes = 0
        # A position is numbered once (``_key`` without the helicopter: n); with the helicopter held it is
        # 2n + 1, without 2n, so the sets below hash small numbers instead of whole positions.
        self.numbers: dict[tuple, int] = {}
        self.lost: set[int] = set()
        self.needs: dict[int, int] = {}  # ``estimates.assess`` of live positions by n (it ignores the helicopter)
        self.line: list[Move] = []
        self.shuffle: random.Random | None = None
        self.deadline: float | None = None  # thread CPU time to stop at (``analyse``'s cpu_seconds)

    def out_of_time(self) -> bool:
        return self.deadline is not None and time.thread_time() >= self.deadline

    def start(self) -> bool:
        state = self.root
        need = 0
        if state.pending is None:
            dead, need = estimates.assess(state, self.tables)
            if dead:
                return False
        numbers = self.numbers
        return self.run(state, 2 * numbers.setdefault(_key(state), len(numbers)) + state.helicopter, need)

    def run(self, state: State, key: int, need: int) -> bool:
        """Depth-first from a live position: children needing the fewest changes first, builds first."""
        children = []
        lost, needs, numbers, tables, shuffle = self.lost, self.needs, self.numbers, self.tables, self.shuffle
        # The second card of a swap is only taken after the first in id order: both orders give the same
        # position (only inside the search, where the search itself picked the first card).
        p = state.pending
        mirror = (
            p["picked"][0] if state is not self.root and p is not None and p["kind"] in _SWAPS and p["picked"] else None
        )
        for index, move in enumerate(state.legal_moves()):
            if mirror is not None and isinstance(move, Choose) and move.card < mirror:
                continue
            self.nodes += 1
            if self.nodes > self.limit or (self.nodes % CLOCK_EVERY == 0 and self.out_of_time()):
                raise _OutOfBudget
            child = state.clone()
            child.apply(move, check=False)
            status = child.status
            if status == "won":
                self.line.append(move)
                return True
            if status == "lost":
                continue
            child_key = _key(child)
            number = numbers.setdefault(child_key, len(numbers))
            child_id = 2 * number + child.helicopter
            if child_id in lost or 2 * number + 1 in lost:
                continue  # (a position is never better without the helicopter than with it)
            child_need = need
            pending = child.pending
            if pending is None or pending["kind"] != "from_discard":
                known = needs.get(number)
                if known is not None:
                    child_need = known
                else:
                    dead, child_need = estimates.assess(child, tables, child_key[2])
                    if dead:
                        lost.add(child_id)
                        continue
                    needs[number] = child_need
            tie = shuffle.random() if shuffle else index
            children.append((child_need, not isinstance(move, Build), tie, move, child, child_id))
        children.sort(key=_order)
        for child_need, _, _, move, child, child_id in children:
            if child_id not in lost and self.run(child, child_id, child_need):
                self.line.append(move)
                return True
        lost.add(key)
        return False


def _order(child: tuple) -> tuple:
    """What the children are tried by: fewest changes needed, builds first, then the tie-break."""
    return child[:3]


def _key(state: State) -> tuple:
    """Everything but the helicopter that decides the rest of the game, with the mountain shifted to start at
    column 0."""
    shape = estimates.shape(state.mountain)
    p = state.pending
    pending = None if p is None else (p["kind"], p["card"], tuple(p["picked"]))
    discard = tuple(sorted(state.discard))  # (a tuple of strings, unlike a frozenset, is no work for the GC)
    return (tuple(state.deck), tuple(state.camp), shape, discard, state.camp_size, pending)
