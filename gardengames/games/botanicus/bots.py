"""Computer players for Botanicus. They see only a player's view and the legal moves, never the state.

The three levels form a ladder (issue 14), each beating the one below in most two-player games:

- ``easy`` looks one move ahead: it tries each legal move on a state sampled from its view and keeps the
  one ``easy_evaluate`` likes best. That is the position heuristic plus two things one move cannot see:
  the beds the gardener can reach (so it walks next to the last empty bed of a column) and, before the
  Flower moves, the best Flower space still open (so walking first is weighed against moving at once).
- ``medium`` is easy, except at the walk/card/Flower step of a turn, where it plays the rest of the turn
  out for its two best moves on its one sampled world (``MEDIUM_BUDGET``) and keeps the better outcome.
- ``hard`` plans whole turns at every step: for the most promising moves it plays the rest of its own
  turn out greedily on several sampled states (other hands and the deck dealt at random from what it
  cannot see) and compares the averaged outcomes, judged by the plain heuristic ``evaluate``. When it
  places the neutral Flower it also plays out the opponent's answer, since blocking is the whole point
  of that choice.

Every search has a fixed size, never the clock (``MEDIUM_BUDGET``, ``HARD_CANDIDATES``, ``HARD_WORLDS``,
``HARD_WORK``), so the same view and random generator always give the same move on any machine.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from gardengames.engine.state import VIEWER, Move

from .rules import GameData, State, card_id, load_data
from .rules.content import FLOWER_COLUMNS
from .rules.moves import AssignTask, PlaceNeutral, PlayCard, SellCard

LEVELS = ("easy", "medium", "hard")

TOTAL_TURNS = 2 * FLOWER_COLUMNS + 1

W = {
    "coin": 0.45,
    "card": 1.0,
    "card_time": 1.5,
    "pole": 2.0,
    "animal": 0.5,
    "col": 0.8,
    "col_exp": 1.5,
    "level": 0.25,
    "basic": 0.6,
    "special": 0.55,
    "special_early": 0.3,
    "track": 0.8,
    "track_exp": 2.0,
}
"""Weights of the position heuristic, tuned by bot-against-bot matches."""

EASY_W = {"spot": 0.5, "plan": 1.0}
"""Weights of easy's two extra terms (0.3 and 0.8 for the spot, 0.7 for the plan did no better in
20-game matches against these)."""
EASY_SPOT_LEVEL = 2  # the plant level easy pictures in an empty bed it could reach

MEDIUM_BUDGET = (2, 1, 0)  # medium: (candidates, worlds, work) of its search; one world needs no work cap
HARD_CANDIDATES = 14  # hard: moves it plays whole turns out for (as the old 1 s budget gave it)
HARD_WORLDS = 16  # hard: at most this many sampled worlds (the first is the one it was given) per candidate...
HARD_WORK = 2400  # ...and no new world once the playouts would pass this many positions judged in all
# Counted in worlds and positions, never in seconds, so a decision is the same on every machine under any load.
# Calibrated by the CPU time (time.thread_time) of every hard move through whole 4-player games, seats easy/hard
# as in --demo and all hard, on the 2-core build machine (bench.py reports it): a position judged costs about
# 0.27 ms, and a fixed number of worlds left a long tail (9 worlds: max 1.06 s; 12: p99 1.2 s, max 2.1 s) where
# a big purse opens many moves. The cap evens that out: small choices get all 16 worlds, big ones about five,
# and the 95th percentile is 0.55-0.73 s, max about 1 s (that machine's CPU time drifts by up to 1.7x).


def choose_move(view: dict[str, Any], legal: list[Move], level: str, rng: random.Random) -> Move:
    """Pick a move for the seat ``view['viewer']`` from ``legal`` (``level`` is one of ``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    legal = distinct(legal)
    if len(legal) == 1:
        return legal[0]
    data = load_data()
    me = view[VIEWER]
    if isinstance(legal[0], AssignTask):
        return _assign_choice(data, legal)
    state = State.from_view(view, rng, data)
    if level == "easy" or (level == "medium" and state.stage != "prep"):
        return greedy_move(state, legal, me, easy_evaluate)
    if level == "medium":
        return _search(view, state, legal, me, rng, data, MEDIUM_BUDGET, easy_evaluate)
    return _search(view, state, legal, me, rng, data)


def distinct(legal: list[Move]) -> list[Move]:
    """The moves that differ in what they do: of two copies of a card in one hand only the first is weighed
    (they are alike), so the search spends its fixed budget on real choices."""
    seen: set[tuple[type, str]] = set()
    out = []
    for move in legal:
        if isinstance(move, (PlayCard, SellCard)):
            alike = (type(move), card_id(move.card))
            if alike in seen:
                continue
            seen.add(alike)
        out.append(move)
    return out


# -- the position heuristic -----------------------------------------------------------------------------


def turns_left(state: State) -> int:
    """Own turns still to come, counting the one being played."""
    if state.is_over:
        return 0
    if state.round == 3:
        return 1
    return (2 - state.round) * FLOWER_COLUMNS + (FLOWER_COLUMNS - state.column) + 1


def evaluate(state: State, me: int) -> float:
    """My estimated final points minus the best opponent's."""
    mine = estimate(state, me)
    others = max(estimate(state, p) for p in range(state.num_players) if p != me)
    return mine - others


def estimate(state: State, p: int) -> float:
    """Points now plus what the position promises: unfinished rows, columns, tracks, cards and coins."""
    data = state.data
    sheet_total = _points_now(state, p)
    if state.is_over:
        return sheet_total
    f = turns_left(state) / TOTAL_TURNS
    me = state.players[p]
    value = sheet_total
    value += me["coins"] * W["coin"] * f
    value += len(me["hand"]) * (W["card"] + W["card_time"] * f)
    value += me["pole"] * W["pole"] * f
    value += _garden_promise(state, p, f)
    value += _track_promise(state, p, f)
    if p == state.current_player:
        value += _open_work(state, p, f)

    scale = data.animal_points
    a = me["animals"]
    if a + 1 < len(scale):
        value += (scale[a + 1] - scale[a]) * W["animal"] * f
    return value


def _points_now(state: State, p: int) -> float:
    me = state.players[p]
    scale = state.data.animal_points
    return (
        me["tasks"]
        + state.prize_points(p)
        + me["bonus"]
        + scale[min(me["animals"], len(scale) - 1)]
        + sum(state.column_points(p))
        + me["coins"] / state.data.coins_per_point
    )


def _garden_promise(state: State, p: int, f: float) -> float:
    data = state.data
    g = data.garden
    me = state.players[p]
    grid = me["garden"]
    value = 0.0
    columns_weight = min(1.0, 1.6 * f + 0.1)
    for c, rows in enumerate(g.column_beds):
        planted = best = 0
        for r in rows:
            level = grid[r][c]
            if level:
                planted += 1
                best = max(best, level)
        if planted and planted < len(rows):
            value += g.column_points[c][best - 1] * (planted / len(rows)) ** W["col_exp"] * columns_weight * W["col"]
    tasks_weight = min(1.0, 2 * f)
    vectors = _task_vectors(data)
    for r, row in enumerate(g.rows):
        have = [0, 0, 0, 0, 0]
        for c in row.columns:
            have[grid[r][c]] += 1
        value += (have[1] + 2 * have[2] + 3 * have[3] + 4 * have[4]) * W["level"] * f
        if not me["basic_done"][r]:
            value += row.basic.points * _closeness(have, vectors[row.basic.id]) ** 2 * W["basic"] * tasks_weight
        special = me["specials"][r]
        if special and not me["special_done"][r]:
            weight = W["special"] if me["basic_done"][r] else W["special_early"]
            value += data.task[special].points * _closeness(have, vectors[special]) ** 2 * weight * tasks_weight
    return value


_VECTORS: dict[int, dict[str, tuple[int, ...]]] = {}


def _task_vectors(data: GameData) -> dict[str, tuple[int, ...]]:
    """Each task as (plants needed, yellow, pink, green, blue) counts, computed once per data file."""
    key = id(data)
    if key not in _VECTORS:
        _VECTORS[key] = {
            tid: (len(t.plants), *(t.plants.count(level) for level in (1, 2, 3, 4))) for tid, t in data.task.items()
        }
    return _VECTORS[key]


def _closeness(have: list[int], need: tuple[int, ...]) -> float:
    """How much of a task a row already shows (0..1); a plant one level short counts a little."""
    n, n1, n2, n3, n4 = need
    matched = min(have[1], n1) + min(have[2], n2) + min(have[3], n3) + min(have[4], n4)
    near = min(have[1], n2) + min(have[2], n3) + min(have[3], n4)
    return min(1.0, (matched + near * 0.4) / n)


def _track_promise(state: State, p: int, f: float) -> float:
    data = state.data
    me = state.players[p]
    prize = data.prize_value(state.prizes[0]) if state.prizes else 0
    value = 0.0
    for track in data.tracks:
        last = len(track.spaces) - 1
        done = me["track"][track.id] / last
        hope = prize if track.id not in me["finished"] else 3
        value += hope * done ** W["track_exp"] * min(1.0, 1.5 * f) * W["track"]
    return value


_ITEM_VALUE = {"coins": 0.45, "vp": 1.0, "cards": 2.0, "pole": 1.8, "move": 0.35, "water": 1.8, "track": 1.0}


def _item_value(item: list, f: float) -> float:
    kind = item[0]
    if kind == "plant":
        return (1.2 + 0.9 * item[1]) * (0.4 + f)
    if kind == "track":
        return item[2] * _ITEM_VALUE["track"] * (0.5 + f)
    if kind == "animals":
        return item[1] * 2.0
    if kind == "vp":
        return float(item[1])
    return item[1] * _ITEM_VALUE[kind] * (0.5 + f if kind != "coins" else 1.0)


def _open_work(state: State, p: int, f: float) -> float:
    """What the current player still gets this turn: queued effects and actions not yet taken."""
    value = sum(_item_value(item, f) for item in state.queue)
    refs = []
    if state.stage == "pay" and state.pay_for:
        refs.append((state.pay_for, True))
    for slot in state.todo:
        refs.append((state.slot_ref(p, slot), False))
    for ref, asked in refs:
        action = state.action_of(ref)
        gain = sum(_item_value(e.as_item(), f) for e in action.effects)
        if action.pay:
            afford = state.players[p]["coins"] >= action.pay
            gain = max(0.0, gain - action.pay * 0.45) if (afford or asked) else 0.0
        value += gain
    return value


# -- easy: one move ahead -------------------------------------------------------------------------------


def easy_evaluate(state: State, me: int) -> float:
    """``evaluate`` plus two things a one-move look cannot see: where the gardener stands (the beds it
    can plant next) and, before the Flower moves, the best Flower space still to come."""
    values = []
    for p in range(state.num_players):
        value = estimate(state, p)
        if not state.is_over:
            value += _spot_value(state, p)
            if p == state.current_player:
                value += _flower_plan(state, p)
        values.append(value)
    return values[me] - max(v for p, v in enumerate(values) if p != me)


def _spot_value(state: State, p: int) -> float:
    """What the best empty bed in the gardener's reach would add with a plant there: walking next to the
    last empty bed of a column is worth it before any plant action comes."""
    grid = state.players[p]["garden"]
    f = turns_left(state) / TOTAL_TURNS
    beds = [(r, c) for r, c in state.data.garden.reach[state.players[p]["node"]] if not grid[r][c]]
    if not beds:
        return 0.0
    base = sum(state.column_points(p)) + _garden_promise(state, p, f)
    best = 0.0
    for r, c in beds:
        grid[r][c] = EASY_SPOT_LEVEL
        best = max(best, sum(state.column_points(p)) + _garden_promise(state, p, f) - base)
        grid[r][c] = 0
    return best * EASY_W["spot"]


def _flower_plan(state: State, p: int) -> float:
    """Before the Flower moves: the best space's two actions less its fee, so walking first is compared
    fairly with moving the Flower at once."""
    if state.stage != "prep" or state.round == 3:
        return 0.0
    f = turns_left(state) / TOTAL_TURNS
    coins = state.players[p]["coins"]
    best = 0.0
    for space in range(len(state.board[state.column])):
        fee = state.space_cost(space, p)
        if fee is None:
            continue
        gain = 0.0
        for action in state.actions_at(state.column, space):
            worth = sum(_item_value(e.as_item(), f) for e in action.effects)
            if action.pay:
                worth = max(0.0, worth - action.pay * 0.45) if coins - fee >= action.pay else 0.0
            gain += worth
        best = max(best, gain - fee * (W["coin"] * f + 1 / state.data.coins_per_point))
    return best * EASY_W["plan"]


def greedy_move(state: State, legal: list[Move], me: int, judge: Callable[[State, int], float] | None = None) -> Move:
    """The legal move whose resulting position ``judge`` (``evaluate`` unless given) likes best for ``me``
    (ties: the first listed)."""
    judge = judge or evaluate
    best, best_value = legal[0], float("-inf")
    for move in legal:
        trial = state.clone()
        trial.apply(move, check=False)
        value = judge(trial, me)
        if value > best_value:
            best, best_value = move, value
    return best


def _assign_choice(data: GameData, legal: list[Move]) -> Move:
    """Put the special task that best fits a row's basic task there (shared plant levels), big tasks first."""

    def fit(move: Move) -> float:
        assert isinstance(move, AssignTask)  # only placements are asked while tasks are placed
        task = data.task[move.task]
        basic = data.garden.rows[move.row].basic
        shared = sum((Counter(task.plants) & Counter(basic.plants)).values())
        distance = sum(min(abs(a - b) for b in basic.plants) for a in task.plants)
        return shared * 2 - distance * 0.5 + task.points * 0.1

    return max(legal, key=fit)


# -- hard: whole-turn lookahead over sampled hidden information ------------------------------------------


def _search(
    view: dict[str, Any],
    state: State,
    legal: list[Move],
    me: int,
    rng: random.Random,
    data: GameData,
    budget: tuple[int, int, int] = (HARD_CANDIDATES, HARD_WORLDS, HARD_WORK),
    judge: Callable[[State, int], float] = evaluate,
) -> Move:
    """Rank moves by ``judge``, then average whole-turn playouts of the best few over sampled worlds.

    ``budget`` is (candidates, worlds, work): the best ``candidates`` moves are each played out on the same
    worlds: ``worlds`` of them, or fewer in a big position, where one more world would take the positions
    judged past ``work``.
    """
    n_candidates, n_worlds, max_work = budget
    ranked = []
    for move in legal:
        trial = state.clone()
        trial.apply(move, check=False)
        ranked.append((judge(trial, me), move))
    ranked.sort(key=lambda x: -x[0])
    candidates = [m for _, m in ranked[:n_candidates]]
    totals = [0.0] * len(candidates)
    work = 0
    for world in range(n_worlds):
        if world and work + work / world > max_work:  # one more world, as big as the average so far
            break
        sample = state if world == 0 else State.from_view(view, rng, data)
        for i, move in enumerate(candidates):
            value, judged = _playout(sample, move, me, judge)
            totals[i] += value
            work += judged
    return candidates[max(range(len(candidates)), key=lambda i: totals[i])]


def _playout(state: State, move: Move, me: int, judge: Callable[[State, int], float] = evaluate) -> tuple[float, int]:
    """Play ``move``, finish the rest of my turn greedily, then evaluate the position.

    After placing the neutral Flower the opponent's answer is what matters, so it is played out too.
    Returns the value and how many positions the greedy steps judged (the search's unit of work).
    """
    trial = state.clone()
    trial.apply(move, check=False)
    judged = 1
    while not trial.is_over and trial.current_player == me:
        legal = distinct(trial.legal_moves())
        judged += len(legal)
        trial.apply(greedy_move(trial, legal, me, judge), check=False)
    if isinstance(move, PlaceNeutral):
        while not trial.is_over and trial.current_player != me:
            legal = distinct(trial.legal_moves())
            judged += len(legal)
            trial.apply(greedy_move(trial, legal, trial.mover, judge), check=False)
    return judge(trial, me), judged
