"""Computer players for Garden Sabotage!: they see only their own view and the legal moves.

All levels score positions with one hand-made evaluation (``evaluate``): banked points, the
objectives in hand (worth less for every action they still need, and less again while unbanked),
the cards in hand, and what the other gardens show in public. They form a ladder (issue 14): each
level adds one kind of foresight to the one below.

- easy: one move ahead. It fills in the hidden cards once at random and takes the move whose result
  scores best, ignoring the threat of the other players' bad bugs; the only plan it sees is planting
  the one plant an objective still lacks. When two met objectives compete for one plot it completes the one
  that looks best (an objective completes by itself once met, GS-O1; only that choice is the player's).
- medium: easy's one move ahead on one deal, still blind to the threat, but it sees every plan that
  finishes an objective within the turn: spray, good bug (also for the +3 alone), dig up, plant all
  three. It never looks past its next move otherwise, so it costs what easy costs.
- hard: determinisation. It deals the hidden cards at random again and again and, in every deal,
  plays out the rest of its turn after each of its best-looking moves, averaging the outcomes. How
  much it searches is counted in deals and positions (``HARD_DEALS``, ``HARD_WORK``), never in seconds,
  so the same view and random generator give the same move on any machine. It plans whole turns that
  finish an objective out of reach of bad bugs (spray, good bug, plant everything at once), and, alone
  of the three, its evaluation weighs how exposed its plants are to the rivals' bad bugs.

Every level plants a plan's plants in an order that meets no other objective in hand before the last one
lands: a met objective completes at once and would take plants the bigger plan needs.

Each level beats the one below in 60-85 % of two-player games (RULES.md has the figures). Medium used to
weigh the threat too, and easy to see two-plant plans: hard then beat medium in only 54 %.

Self-play figures: bench.py (``make bench``) has hard against easy and hard's CPU time per move;
``python -m gardengames.bench.ladder sabotage`` has each level against the one below.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from gardengames.engine.search import another_deal, check_request
from gardengames.engine.state import VIEWER, Move

from .rules import (
    ACTIONS_PER_TURN,
    PLOT_SIZE,
    DigUp,
    Discard,
    DrawBug,
    DrawPlant,
    EatPlant,
    EndTurn,
    Plant,
    PlayGoodBug,
    Sabotage,
    State,
    UsePesticide,
)

LEVELS = ("easy", "medium", "hard")

HORIZON = 14.0  # an objective still needing this many actions is worth nothing yet; each action done adds 1/14
DRAW_REACH = 30.0  # finding one more plant of a type with n cards takes about 1 + 30/n actions
EXPOSURE_COST = 1.5  # actions an exposed plant is likely to cost when a rival's bad bug lands
PLOT_PROGRESS = (0.0, 0.8, 2.0, 3.5)  # what n plants on a plot look like from outside (hidden objectives)
HAND_PLANT = 0.3  # worth of a plant in hand (each further one worth less), beyond any objective it serves
HAND_BUG = {"good": 1.0, "bad": 0.5, "pesticide": 0.4}  # the same for the first bug card of each kind
GOOD_BUG_ON_PLOT = 0.3  # own plot: its +3 is already counted in the objective it will join
RIVAL_GOOD_BUG = 1.6  # a rival's good bug: a likely +3 we cannot see the objective for
BAD_BUG_ON_OWN_PLOT = 1.2  # blocks the plot and eats every turn until sprayed
UNBANKED = 0.75  # points not yet banked count for less: the game may end first, so do not dawdle
FUTURE_SHARE = 0.3  # share of a fresh objective's worth counted for the objectives after the ones held
RIVAL_BAD_BUG = (0.5, 0.8)  # a bad bug on a rival plot: blocks it, and eats again at their turn's start
EASY_BURSTS = 1  # the longest finishing plan the easy bot notices (one plant)
SEARCH_WIDTH = 5  # the hard bot rolls out this many of its best-looking moves
HARD_DEALS = 36  # hard: at most this many deals of the hidden cards per decision...
HARD_WORK = 8000  # ...and no new deal once the rollouts would pass this many moves judged in all
# Counted in deals and moves judged, never in seconds, so a decision is the same on every machine under any load.
# Calibrated by the CPU time (time.thread_time) of every hard move through whole 4-player games, seats easy/hard
# as in --demo and all hard, on the 2-core build machine (bench.py reports it): the time grows with the deals
# (about 0.02 s a deal at the 95th percentile) and 36 uncapped put the 95th percentile at 0.62-0.72 s, with a
# tail past 1 s where every deal plays out a whole three-action turn; the cap trims that tail. Measured so:
# 95th percentile 0.5-0.73 s (that machine's CPU time drifts by up to 1.7x with its host's load).


def choose_move(view: dict[str, Any], legal: list[Move], level: str, rng: random.Random) -> Move:
    """Pick one of ``legal`` for the player whose ``view`` this is."""
    check_request(level, LEVELS, legal)
    me = view[VIEWER]
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        return _shallow(view, legal, me, rng, EASY_BURSTS, False)
    if level == "medium":
        return _shallow(view, legal, me, rng, ACTIONS_PER_TURN, True)
    return _search(view, legal, me, rng)


def _shallow(
    view: dict[str, Any], legal: list[Move], me: int, rng: random.Random, longest: int, good_bug: bool
) -> Move:
    """The easy and medium levels: one move ahead on one deal of the hidden cards, blind to the rivals' bad bugs.

    They differ only in foresight: the longest plan that finishes an objective this turn they notice
    (``longest`` actions), and whether a plan adds a good bug for its +3.
    """
    st = State.from_view(view, rng)
    bursts = [b for b in _bursts(st, me, add_good_bug=good_bug) if len(b) <= longest]
    if bursts:
        return _as_legal(st, bursts[0][0], legal)
    return _greedy(st, me, legal, threat=False, rng=rng)


# ------------------------------------------------------------------------------------ evaluation


def evaluate(st: State, me: int, threat: bool = True) -> float:
    """How good ``st`` looks for ``me``: own worth minus the best-looking rival's public worth."""
    totals = st.totals()
    mine = totals[me]
    if st.over:
        best = max(t for q, t in enumerate(totals) if q != me)
        return 100.0 * (mine - best) + (1000.0 if mine > best else 0.0)
    rival = max(totals[q] + _public_worth(st, q) for q in range(st.num_players) if q != me)
    return mine + _potential(st, me, threat) - rival


def _hand_worth(plants: int, bugs: dict[str, int]) -> float:
    """Cards in hand are options; each further card of a kind is worth half the one before."""
    value = HAND_PLANT * 2 * (1 - 0.5 ** (plants / 2))
    for kind, n in bugs.items():
        if n:
            value += HAND_BUG[kind] * 2 * (1 - 0.5**n)
    return value


def _exposure(st: State, p: int) -> float:
    """Chance that some rival can set a bad bug on ``p`` before ``p`` plays again."""
    kind = st.cat.bug_kind
    if any(c is not None and kind[c] == "bad" for c in st.row["bug"]):
        return 0.85
    rival_bugs = sum(len(st.hands[q]["bug"]) for q in range(st.num_players) if q != p)
    return 1.0 - 0.7 * 0.6**rival_bugs


def _potential(st: State, p: int, threat: bool) -> float:
    """Worth of ``p``'s unfinished business: objectives in hand, cards, bugs on the plots."""
    cat = st.cat
    of = cat.plant_of
    kind = cat.bug_kind
    hand = st.hands[p]
    in_hand: dict[str, int] = {}
    for c in hand["plant"]:
        t = of[c]
        in_hand[t] = in_hand.get(t, 0) + 1
    bugs = {"good": 0, "bad": 0, "pesticide": 0}
    for c in hand["bug"]:
        bugs[kind[c]] += 1
    in_row = {of[c] for c in st.row["plant"] if c is not None}
    value = _hand_worth(len(hand["plant"]), bugs)
    exposure = _exposure(st, p) if threat else 0.0
    plots = st.plots[p]
    kinds = []
    for plot in plots:
        kinds.append([of[c] for c in plot["plants"]])
        if plot["good"] is not None:
            value += GOOD_BUG_ON_PLOT
        if plot["bad"] is not None:
            value -= BAD_BUG_ON_OWN_PLOT + 0.4 * len(plot["plants"])
    objs = hand["objective"]
    fresh = _fresh_worth(st, in_hand, in_row)
    value += FUTURE_SHARE * fresh  # the objectives after these will want plants too
    if not objs:
        return value + 1.5 * fresh * UNBANKED  # the second fresh objective would wait for the first
    held = _objectives_worth(st, objs, plots, kinds, in_hand, in_row, bugs, exposure)
    if len(objs) == 1:
        held += 0.5 * fresh
    return value + held * UNBANKED


_FRESH: dict[Any, float] = {}


def _fresh_worth(st: State, in_hand: dict[str, int], in_row: set[str]) -> float:
    """Average worth of an objective still to be drawn, given the plants in hand (cached).

    This is what an empty objective slot is worth: it makes a far-off objective worth discarding,
    and it gives plants in hand a value beyond the objectives held right now.
    """
    key = (id(st.cat), tuple(sorted(in_hand.items())), frozenset(in_row))
    value = _FRESH.get(key)
    if value is None:
        if len(_FRESH) > 200_000:
            _FRESH.clear()
        cat = st.cat
        bonus = st.data.scoring.good_bug
        total = 0.0
        for oid, need in cat.need.items():
            cost = 1.0  # the draw itself
            for t, k in need:
                from_hand = min(k, in_hand.get(t, 0))
                cost += k + (k - from_hand) * _draw_cost(cat.plant_count[t], t in in_row)
            obj = cat.objective[oid]
            points = obj.points
            if obj.good_bug:
                cost += 3
                points += bonus
            total += points * max(0.05, 1.0 - cost / HORIZON)
        value = _FRESH[key] = total / len(cat.need)
    return value


def _draw_cost(count: int, in_row: bool) -> float:
    """Actions it takes, on average, to lay hands on one more plant of a type."""
    return 1.0 if in_row else 1.0 + DRAW_REACH / count


def _plan(
    st: State,
    oid: str,
    plot: dict[str, Any],
    planted: list[str],
    in_hand: dict[str, int],
    in_row: set[str],
    bugs: dict[str, int],
    exposure: float,
) -> tuple[int, float, dict[str, int]]:
    """(points, actions still needed, plants it takes from hand) to complete ``oid`` on ``plot``."""
    cat = st.cat
    obj = cat.objective[oid]
    cost = 0.0
    matched = 0
    missing = 0
    used: dict[str, int] = {}
    for t, k in cat.need[oid]:
        got = min(planted.count(t), k)
        matched += got
        short = k - got
        if short:
            missing += short
            from_hand = min(short, in_hand.get(t, 0))
            used[t] = from_hand
            cost += short + (short - from_hand) * _draw_cost(cat.plant_count[t], t in in_row)
    if missing > PLOT_SIZE - len(planted):  # the plot must be dug up first, losing what matched
        cost += 1 + matched * 2.5
    if plot["bad"] is not None:
        cost += 1 if bugs["pesticide"] else 5
    elif exposure and missing and planted and plot["pesticide"] is None:
        cost += exposure * EXPOSURE_COST * len(planted)  # plants left in the open invite a bad bug
    points = obj.points
    if obj.good_bug and plot["good"] is None:
        cost += 1 if bugs["good"] else 5
    if obj.good_bug or plot["good"] is not None:
        points += st.data.scoring.good_bug
    return points, cost, used


def _scaled(points: float, cost: float) -> float:
    return points * max(0.05, 1.0 - cost / HORIZON)


def _objectives_worth(
    st: State, objs: list[str], plots: list[dict[str, Any]], kinds: list[list[str]], *context: Any
) -> float:
    """Worth of the objectives in hand, planned one after the other.

    The second objective may use only the plants the first leaves in hand, and waits for the first's
    actions: otherwise two objectives sharing one tomato would both look nearly done.
    """
    in_hand = context[0]
    best = 0.0
    for first, second in ((0, 1), (1, 0))[: len(objs)]:
        for i, plot in enumerate(plots):
            points, cost, used = _plan(st, objs[first], plot, kinds[i], *context)
            value = _scaled(points, cost)
            best = max(best, value)
            if len(objs) < 2:
                continue
            rest = {t: n - used.get(t, 0) for t, n in in_hand.items()}
            for j, other in enumerate(plots):
                planted = [] if j == i else kinds[j]  # the first objective's plants are gone by then
                points2, cost2, _ = _plan(st, objs[second], other, planted, rest, *context[1:])
                best = max(best, value + _scaled(points2, cost + cost2))
    return best


def _public_worth(st: State, q: int) -> float:
    """What a rival's garden and hand sizes suggest, without their hidden objectives."""
    value = 0.0
    for plot in st.plots[q]:
        value += PLOT_PROGRESS[len(plot["plants"])]
        if plot["good"] is not None:
            value += RIVAL_GOOD_BUG
        if plot["bad"] is not None:
            value -= RIVAL_BAD_BUG[0] + RIVAL_BAD_BUG[1] * len(plot["plants"])
    hand = st.hands[q]
    return value + HAND_PLANT * len(hand["plant"]) + 0.8 * len(hand["bug"]) + 0.5 * len(hand["objective"])


# ---------------------------------------------------------------------------------------- policy


def _key(st: State, move: Move) -> Any:
    """Moves that cannot differ in outcome share a key (any tomato in hand plants the same)."""
    t = type(move)
    of = st.cat.plant_of
    if isinstance(move, Plant):
        return (t, of[move.card], move.plot)
    if isinstance(move, Discard):
        card = move.card
        return (t, of.get(card) or st.cat.bug_kind.get(card) or card)
    if isinstance(move, Sabotage):
        return (t, move.target, move.plot)
    if isinstance(move, (PlayGoodBug, UsePesticide)):
        return (t, move.plot)
    if isinstance(move, EatPlant):
        return (t, of[move.card])
    if isinstance(move, (DrawPlant, DrawBug)) and not move.source.startswith("deck:"):
        card = move.source  # a face-up card: any tomato in the row draws the same
        return (t, of.get(card) or st.cat.bug_kind.get(card))
    return move


def _distinct(st: State, legal: list[Move]) -> list[Move]:
    seen: dict[Any, Move] = {}
    for move in legal:
        seen.setdefault(_key(st, move), move)
    return list(seen.values())


def _after(st: State, move: Move, me: int, threat: bool) -> State:
    """Apply ``move`` to a throwaway copy, then answer any choice it opens for ``me`` greedily (which plant a
    bug eats, which of two competing objectives completes first: the best-looking)."""
    s = st.clone()
    s.apply(move, check=False)
    for _ in range(6):
        if s.over or s.current_player != me or s.question is None:
            break
        s.apply(_greedy(s, me, s.legal_moves(), threat, None), check=False)
    return s


def _greedy(st: State, me: int, legal: list[Move], threat: bool, rng: random.Random | None) -> Move:
    """The move whose immediate result evaluates best (ties broken at random when ``rng`` is given).

    Ending the turn early is never better than drawing (a card in hand never hurts), so it is only
    chosen when nothing else is legal; a bad bug eats the rarest plant (hardest for its owner to replace).
    """
    moves = [m for m in _distinct(st, legal) if type(m) is not EndTurn] or legal
    if len(moves) == 1:
        return moves[0]
    eats = [m for m in moves if isinstance(m, EatPlant)]
    if eats:
        return min(eats, key=lambda m: st.cat.plant_count[st.cat.plant_of[m.card]])
    best_value = float("-inf")
    best: list[Move] = []
    for move in moves:
        value = evaluate(_after(st, move, me, threat), me, threat)
        if value > best_value + 1e-9:
            best_value, best = value, [move]
        elif value > best_value - 1e-9:
            best.append(move)
    return rng.choice(best) if rng is not None and len(best) > 1 else best[0]


def _bursts(st: State, me: int, add_good_bug: bool = True) -> list[tuple[Move, ...]]:
    """Action sequences that complete a held objective within this turn, before any rival can react.

    Planting a whole objective in one turn is the one sure defence against bad bugs, but its first
    planting looks bad on its own (it leaves a plant in the open), so the bots consider whole
    sequences: spray the plot if needed, put down a good bug (when asked for, or with ``add_good_bug``
    for the +3 it earns), dig the plot up if other plants fill it, then plant everything missing.
    """
    if st.over or st.turn != me or st.question is not None:
        return []
    cat = st.cat
    of = cat.plant_of
    kind = cat.bug_kind
    hand = st.hands[me]
    spray = next((c for c in hand["bug"] if kind[c] == "pesticide"), None)
    good = next((c for c in hand["bug"] if kind[c] == "good"), None)
    out = []
    for oid in hand["objective"]:
        obj = cat.objective[oid]
        for i, plot in enumerate(st.plots[me]):
            seq: list[Move] = []
            if plot["bad"] is not None:
                if spray is None:
                    continue
                seq.append(UsePesticide(me, spray, i))
            extra_bug = False
            if plot["good"] is None and good is not None and (add_good_bug or obj.good_bug):
                seq.append(PlayGoodBug(me, good, i))  # asked for, or simply worth +3 under the objective
                extra_bug = not obj.good_bug
            elif obj.good_bug and plot["good"] is None:
                continue
            for dig in (False, True):
                planted = [] if dig else [of[c] for c in plot["plants"]]
                pool = list(hand["plant"])
                plants = []
                for t, k in cat.need[oid]:
                    for _ in range(k - min(k, planted.count(t))):
                        card = next((c for c in pool if of[c] == t), None)
                        if card is not None:
                            pool.remove(card)
                            plants.append(card)
                missing = sum(max(0, k - planted.count(t)) for t, k in cat.need[oid])
                if len(plants) < missing or len(plants) > PLOT_SIZE - len(planted):
                    continue
                plants = _quiet_order(st, [o for o in hand["objective"] if o != oid], planted, plants)
                full = seq + ([DigUp(me, i)] if dig else []) + [Plant(me, c, i) for c in plants]
                if extra_bug and len(full) > st.actions_left:
                    full.remove(seq[-1])  # no time for the optional good bug
                if full and len(full) <= st.actions_left:
                    out.append(tuple(full))
                    break
    return out


def _quiet_order(st: State, others: list[str], planted: list[str], plants: list[str]) -> list[str]:
    """``plants`` in an order whose every step but the last meets none of the ``others`` (plant kinds only, so
    an objective also asking for a good bug counts as met): a met objective completes at once (GS-O1) and would
    take plants this plan still needs. The given order when no order avoids it."""
    of, need = st.cat.plant_of, st.cat.need
    for order in itertools.permutations(plants):
        have = list(planted)
        for card in order[:-1]:
            have.append(of[card])
            if any(all(have.count(t) >= k for t, k in need[o]) for o in others):
                break
        else:
            return list(order)
    return plants


def _play(st: State, seq: tuple[Move, ...], me: int) -> State:
    """Play a planned sequence (objectives met on the way complete as the rules say)."""
    for move in seq:
        st = _after(st, move, me, True)
        if st.over or st.turn != me or st.question is not None:
            break
    return st


def _finish_turn(st: State, me: int) -> tuple[State, int]:
    """Play ``me``'s remaining actions (the hard bot's rollout): a completing burst if any, else greedily.

    Returns the state reached and how many moves the greedy steps judged (the search's unit of work).
    """
    judged = 0
    for _ in range(ACTIONS_PER_TURN + 4):
        if st.over or st.current_player != me or st.turn != me:
            break
        bursts = _bursts(st, me)
        if bursts:
            st, more = _finish_turn(_play(st, bursts[0], me), me)
            return st, judged + more
        legal = [m for m in st.legal_moves() if type(m) is not Discard]
        judged += len(legal)
        st = _after(st, _greedy(st, me, legal, True, None), me, True)
    return st, judged


def _search(view: dict[str, Any], legal: list[Move], me: int, rng: random.Random) -> Move:
    """Average rollouts of the rest of the turn over fresh deals of the hidden cards.

    The candidates are the sequences that complete an objective this turn (``_bursts``) when there
    are any, otherwise the best single moves by a one-ply ranking; the move returned is the best
    candidate's first step. Every candidate is rolled out on the same deals: ``HARD_DEALS`` of them, or
    fewer where one more deal would take the positions judged past ``HARD_WORK`` (long rollouts).
    """
    base = State.from_view(view, rng)
    moves = [m for m in _distinct(base, legal) if type(m) is not EndTurn]
    if not moves:
        return legal[0]
    if len(moves) == 1 or base.question is not None:
        return _greedy(base, me, moves, True, rng)
    bursts = _bursts(base, me)
    if bursts:  # banking an objective now beats every alternative; only which one, and where, is open
        candidates = bursts
    else:
        ranked = sorted(moves, key=lambda m: -evaluate(_after(base, m, me, True), me, True))
        candidates = [(m,) for m in ranked[:SEARCH_WIDTH]]
    if len(candidates) == 1:
        return _as_legal(base, candidates[0][0], legal)
    sums = [0.0] * len(candidates)
    work = 0
    for deal in range(HARD_DEALS):
        if not another_deal(deal, work, HARD_WORK):
            break
        st = base if deal == 0 else State.from_view(view, rng)
        for j, seq in enumerate(candidates):
            end, judged = _finish_turn(_play(st, seq, me), me)
            sums[j] += evaluate(end, me, True)
            work += len(seq) + judged
    best = max(range(len(candidates)), key=lambda j: sums[j])
    return _as_legal(base, candidates[best][0], legal)


def _as_legal(st: State, move: Move, legal: list[Move]) -> Move:
    key = _key(st, move)
    return next(m for m in legal if _key(st, m) == key)
