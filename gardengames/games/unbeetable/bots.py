"""Computer players for Unbeetable. They see only their view and the legal moves, never the full state.

easy: one move ahead. It tries every legal move and keeps the one that most improves a plain judgement of
      the table: points, plus twice what each garden would harvest now, a rival's counting only a quarter
      as much as its own (``EASY_RIVALS``). So it suns its own ripe plants and never over-waters them, and
      spoils a rival's garden only for a big loss to them or when it has nothing better to do (a beginner
      tending their own patch). With nothing worth playing at the start of a turn it plays no card when
      time is on its side (a harvest season, and its garden harvests at least as much as any rival's),
      else it throws the hand away for a new one. Ahead on points it draws each card from the newest deck
      to hurry winter; behind, from the oldest. In spring it never spades or floods a rival's garden
      (``spares``): nothing is harvested yet, so it would cost the owner little, and a new player's first
      turns would otherwise start with their only plants dug up.
medium: easy's one move ahead, but with the hard player's finer judgement (below) and rivals at full
      weight; no look-ahead.
hard: that finer judgement (what each garden should still yield in the harvests left before winter, and
      what the cards in hand are worth) and a look-ahead. For its best few ideas it deals the hidden cards
      at random (``State.from_view``), finishes its turn, lets every rival answer with the plain judgement
      (at full weight) and judges the table when its own next turn comes round, averaged over many deals.
      Ending the turn without a card and the deck of the first card drawn are among the ideas it weighs;
      the rest of a refill comes from the same deck while it lasts. How much it searches is counted in
      deals and positions (``HARD_SAMPLES``, ``HARD_WORK``), never in seconds, so the same view and random
      generator always give the same move, on any machine.

Each level beats the one below in 60-85 % of two-player games (``python -m gardengames.bench.ladder
unbeetable``; the figures are in RULES.md). An earlier medium, hard's search made small, sat too close to
hard; a kinder easy made room for a medium without search.

No level ends a turn without playing when every other player did so since its last turn, so a table of
computer players always moves on towards winter (see RULES.md).
"""

from __future__ import annotations

import random
from typing import Any

from gardengames.engine.search import another_deal, check_request
from gardengames.engine.state import VIEWER, Move
from gardengames.games.unbeetable.rules import (
    DECKS,
    DiscardHand,
    DrawCard,
    EndTurn,
    PlayAction,
    PlayFlood,
    PlayPlant,
    SeasonalGrow,
    State,
    kind_of,
    legacy_name,
)

LEVELS = ("easy", "medium", "hard")

DRAWS_PER_TURN = 2.5  # cards a turn usually uses up; turns the deck counts into a number of turns left
EMPTY_SPOT = 0.3  # an open spot of a garden, per harvest still to come: room for a future plant
NOW_WEIGHT = 0.6  # a growing plant's yield: mostly what it gives now, partly its best phase still ahead
APHID_FACTOR = 0.25  # a blocked plant yields nothing until a ladybird or a spade frees the spot
PLAIN_WEIGHT = 2.0  # easy: a plant's harvest now counts twice (two harvests' worth)...
PLAIN_PEAK = 0.5  # ...and half of what it gains by ripening
PLAY_BONUS = 0.2  # playing a card refreshes the hand, so a card that changes nothing is still worth a bit
DISCARD_BONUS = 1.0  # a whole new hand
WIN_BONUS = 5.0  # in a finished game, winning matters more than the margin
HOLD = {  # hard: what a card kept in hand is worth, so a strong card waits for a strong use
    "sun": 3.0,
    "watering_can": 3.0,
    "flood": 3.0,
    "spade": 2.0,
    "aphid": 2.0,
    "compost": 1.5,
    "hail": 1.5,
    "ladybird": 1.0,
    "weeds": 1.0,
}
PLANT_HOLD = 1.5  # hard: a plant card kept in hand
TOP_K = 8  # how many of its best one-move ideas the hard player examines (plus every deck to draw from)
HARD_SAMPLES = 12  # hard: at most this many deals judged per decision...
HARD_WORK = 18000  # ...and no new deal once the rollouts would pass this many moves weighed in all
EASY_RIVALS = 0.25  # easy: a rival's garden and points count a quarter as much as its own (issue 14's ladder)
# Counted in deals and moves weighed, never in seconds, so a decision is the same on every machine under any load.
# Calibrated by the CPU time (time.thread_time) of every hard move through whole 4-player games, seats easy/hard
# as in --demo and all hard, on the 2-core build machine (bench.py reports it): uncapped, 12-14 deals put the
# 95th percentile at 0.7-0.98 s, and that machine's CPU time itself drifts by up to 1.7x with its host's load.
# The cap trims only the crowded late tables and brings the 95th percentile to about 0.6 s (max 0.85 s), under
# 1 s even on a slow day; two-player decisions rarely reach it.


def choose_move(view: dict[str, Any], legal: list[Move], level: str, rng: random.Random) -> Move:
    """Pick one of ``legal`` for the player whose ``view`` this is; the same arguments give the same move."""
    check_request(level, LEVELS, legal)
    legal = distinct(allowed(legal, view["passes"], view["num_players"]))
    if len(legal) == 1:
        return legal[0]
    me = view[VIEWER]
    if all(isinstance(m, DrawCard) for m in legal):  # the rest of a refill: no search, the view says it all
        return refill(view["score"], me, view["last_deck"], legal, follow=level != "easy")
    if level == "easy":
        # Hidden cards are dealt at random only to have a state to try moves on: no move here depends on them.
        return greedy_move(State.from_view(view, rng), me, legal, plain=True, rivals=EASY_RIVALS)
    if level == "medium":
        return greedy_move(State.from_view(view, rng), me, legal, plain=False)
    return _search(view, legal, me, rng, TOP_K, HARD_SAMPLES, HARD_WORK)


def allowed(legal: list[Move], passes: int, players: int) -> list[Move]:
    """The moves a computer player considers: all but ending the turn without a card when every other player
    has just done so (a whole round of such turns would leave the decks as they are, and winter must come)."""
    if passes < players - 1:
        return legal
    kept = [m for m in legal if not isinstance(m, EndTurn)]
    return kept or legal


def distinct(legal: list[Move]) -> list[Move]:
    """The legal moves with each choice once: two copies of a card (same deck, same type) play alike, so only
    the first copy in the hand is weighed, in the order ``legal_moves()`` gives (what the search weighed before
    every card had its own key, so its budget buys the same look-ahead)."""
    seen: set[tuple[Any, ...]] = set()
    out = []
    for move in legal:
        source = move.source_key
        choice = (type(move), legacy_name(source) if isinstance(source, str) else source, move.target_key)
        if choice not in seen:
            seen.add(choice)
            out.append(move)
    return out


# ---------------------------------------------------------------------------------------------- judging


def _before_season(cards: int, window: int) -> float:
    """Expected cards drawn from a deck of ``cards`` before its hidden season card (in its last ``window``)."""
    spread = min(window, cards)
    return cards - (spread + 1) / 2


def harvests_left(state: State) -> float:
    """Rough number of harvesting turns each player still has (summer and autumn turns before winter)."""
    window = state.data.season_window + 1
    counts = {d: len(state.decks[d]) for d in DECKS}
    autumn = _before_season(counts["autumn"], window)
    if state.season == "autumn":
        draws = autumn
    else:
        draws = autumn + _before_season(counts["summer"], window)
    return max(0.5, draws / DRAWS_PER_TURN / state.num_players)


_ESTIMATES: dict[tuple[Any, ...], float] = {}


def plant_estimate(state: State, entry: dict[str, Any]) -> float:
    """What one harvest of this plant is likely to bring over the coming turns (memoised: bots ask often)."""
    kind = kind_of(entry["card"])
    if kind == "weeds":
        return 0.0
    phases = state.data.plant_species[kind].phases
    unders = [kind_of(c) for c in entry["under"]]
    key = (phases, entry["phase"], *unders)
    found = _ESTIMATES.get(key)
    if found is not None:
        return found
    mods = unders.count("compost") - unders.count("hail")
    now = phases[entry["phase"] - 1] + mods
    peak = max(phases[entry["phase"] - 1 : 3]) + mods if entry["phase"] < 4 else now
    guess = NOW_WEIGHT * now + (1 - NOW_WEIGHT) * peak
    if "aphid" in unders:
        guess *= APHID_FACTOR
    _ESTIMATES[key] = guess
    return guess


def garden_value(state: State, player: int, harvests: float) -> float:
    """What a garden should still yield: every plant's estimate per harvest to come, plus room to plant."""
    total = 0.0
    for entry in state.gardens[player]:
        if entry is None:
            total += EMPTY_SPOT * min(harvests, 3.0)
        else:
            total += plant_estimate(state, entry) * harvests
    return total


def plain_garden_value(state: State, player: int, harvests: float) -> float:
    """The easy player's simpler sense of a garden: what it would harvest now, plus a little for ripening."""
    total = 0.0
    for entry in state.gardens[player]:
        if entry is not None and kind_of(entry["card"]) != "weeds":
            now = state.harvest_value(entry)
            if now is not None:
                total += PLAIN_WEIGHT * now + PLAIN_PEAK * (plant_estimate(state, entry) - now)
    return total


def _relative(values: list[float], me: int, rivals: float = 1.0) -> float:
    """My value minus a blend of the strongest and the average rival's, weighted by ``rivals``."""
    others = [v for p, v in enumerate(values) if p != me]
    return values[me] - rivals * 0.5 * max(others) - rivals * 0.5 * sum(others) / len(others)


def evaluate(state: State, me: int, plain: bool = False, rivals: float = 1.0) -> float:
    """How good the table looks for ``me``: my value minus a blend of the strongest and the average rival
    (times ``rivals``).

    A player's value is their points plus what their garden should still yield (``plain``: the easy
    player's simpler garden sense); in a finished game, the final points plus a bonus for the winners.
    """
    if state.is_over:
        winners = state.winners()
        values = [state.score[p] + (WIN_BONUS if p in winners else 0.0) for p in range(state.num_players)]
        return _relative(values, me, rivals)
    garden = plain_garden_value if plain else garden_value
    harvests = harvests_left(state)
    return _relative([state.score[p] + garden(state, p, harvests) for p in range(state.num_players)], me, rivals)


# ---------------------------------------------------------------------------------------------- easy


def refill(scores: list[int], me: int, last: str, draws: list[Any], follow: bool) -> DrawCard:
    """The deck for the next card of a refill. ``follow`` (hard): the deck of the card before, while it lasts, so
    the deck its search chose for the first card serves the whole refill. Otherwise (and for the first card of
    the easy player): ahead on points, the newest deck to bring winter closer; behind, the oldest."""
    if follow:
        same = next((m for m in draws if m.deck == last), None)
        if same is not None:
            return same
    ahead = scores[me] > max(s for p, s in enumerate(scores) if p != me)
    ranked = sorted(draws, key=lambda m: DECKS.index(m.deck), reverse=ahead)
    return ranked[0]


def time_on_my_side(state: State, me: int) -> bool:
    """Whether waiting pays: a harvest season, and my garden harvests at least as much now as any rival's."""
    if state.season not in ("summer", "autumn"):
        return False
    now = [sum(state.harvest_value(e) or 0 for e in garden) for garden in state.gardens]
    return now[me] >= max(v for p, v in enumerate(now) if p != me)


def spares(state: State, me: int, move: Move) -> bool:
    """Whether the easy player leaves this move alone: a spade or flood on a rival's garden in spring.

    Nothing is harvested in spring, so a plant dug up then costs its owner little they cannot replant before
    summer, while the card would take a ripe plant later; and it spares a new player's start plants, often
    their only ones, in the first turns.
    """
    if state.season != "spring" or not isinstance(move, (PlayAction, PlayFlood)) or move.owner == me:
        return False
    return isinstance(move, PlayFlood) or kind_of(move.card) == "spade"


def score_moves(state: State, me: int, legal: list[Move], plain: bool, rivals: float = 1.0) -> list[tuple[float, Move]]:
    """One-move-ahead value of every legal move except ending the turn (see ``greedy_move``).

    A card or a seasonal grow changes one garden (and perhaps its owner's score), so only that garden is
    judged again, on a clone that tries the move.
    """
    garden = plain_garden_value if plain else garden_value
    harvests = harvests_left(state)
    gardens = [garden(state, p, harvests) for p in range(state.num_players)]
    base = _relative([state.score[p] + gardens[p] for p in range(state.num_players)], me, rivals)
    out: list[tuple[float, Move]] = []
    for move in legal:
        if isinstance(move, (EndTurn, DrawCard)) or (plain and spares(state, me, move)):
            continue
        if isinstance(move, DiscardHand):
            out.append((base + DISCARD_BONUS, move))
            continue
        trial = state.clone()
        trial.apply(move, check=False)
        if isinstance(move, (SeasonalGrow, PlayPlant)):
            owner = move.player
        else:
            assert isinstance(move, (PlayAction, PlayFlood))
            owner = move.owner
        changed = list(gardens)
        changed[owner] = garden(trial, owner, harvests)
        value = _relative([trial.score[p] + changed[p] for p in range(state.num_players)], me, rivals)
        out.append((value + (0.0 if isinstance(move, SeasonalGrow) else PLAY_BONUS), move))
    return out


def greedy_move(state: State, me: int, legal: list[Move], plain: bool = True, rivals: float = 1.0) -> Move:
    """The best move one step ahead; stop playing when nothing beats standing still. ``plain``: the easy
    player's garden sense; ``rivals``: how much the rivals' values count against mine.

    Stopping at the start of a turn is ending it without a card when time is on my side, else discarding the
    hand; after a card, it is drawing (``refill``).
    """
    draws = [m for m in legal if isinstance(m, DrawCard)]
    ends = [m for m in legal if isinstance(m, EndTurn)]
    scored = score_moves(state, me, legal, plain, rivals)
    plays = [vm for vm in scored if not isinstance(vm[1], DiscardHand)] if ends else scored
    if plays:
        value, best = max(plays, key=lambda vm: vm[0])
        if (
            not (draws or ends)
            or isinstance(best, SeasonalGrow)
            or value > evaluate(state, me, plain, rivals) + PLAY_BONUS
        ):
            return best
    if ends and (time_on_my_side(state, me) or len(ends) == len(legal)):
        return ends[0]
    discard = next((m for m in legal if isinstance(m, DiscardHand)), None)
    if discard is not None:
        return discard
    return refill(state.score, me, state.last_deck, draws, follow=not plain)


# ---------------------------------------------------------------------------------------------- hard


def hand_value(state: State, player: int) -> float:
    """What the cards in a hand are worth kept for later (only ever asked about the searching player's hand)."""
    return sum(HOLD.get(kind_of(c), PLANT_HOLD) for c in state.hands[player])


def _rollout(state: State, me: int) -> tuple[float, int]:
    """Play on until ``me`` has done the seasonal action of their next turn, then judge the table.

    ``me`` finishes the turn with the finer one-move judgement; rivals answer with the plain judgement
    (their own rivals at full weight). Returns the value and how many moves the one-move judgements weighed
    (the search's unit of work).
    """
    start_turn = state.turn
    judged = 0
    while not state.is_over:
        if state.current == me and state.turn > start_turn and state.stage == "play":
            break
        legal = distinct(allowed(state.legal_moves(), state.passes, state.num_players))
        if len(legal) == 1:
            move = legal[0]
        elif all(isinstance(m, DrawCard) for m in legal):  # a refill under way weighs nothing
            move = refill(state.score, state.current, state.last_deck, legal, follow=state.current == me)
        else:
            judged += len(legal)
            move = greedy_move(state, state.current, legal, plain=state.current != me)
        state.apply(move, check=False)
    return evaluate(state, me) + (0.0 if state.is_over else hand_value(state, me)), judged


def _search(
    view: dict[str, Any], legal: list[Move], me: int, rng: random.Random, top_k: int, samples: int, cap: int
) -> Move:
    """Determinised look-ahead over the best ``top_k`` ideas, ending the turn without a card and every deck for
    the first card of the refill.

    Every idea is tried on the same deals (fairer comparisons with few deals): ``samples`` of them, or fewer
    where one more deal would take the positions judged past ``cap`` (long rollouts).
    """
    first = State.from_view(view, rng)
    scored = sorted(score_moves(first, me, legal, plain=False), key=lambda vm: -vm[0])
    candidates = [m for _, m in scored[:top_k]] + [m for m in legal if isinstance(m, (EndTurn, DrawCard))]
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    work = 0
    for sample in range(samples):
        if not another_deal(sample, work, cap):
            break
        deal = State.from_view(view, rng)
        for i, move in enumerate(candidates):
            trial = deal.clone()
            trial.apply(move, check=False)
            value, judged = _rollout(trial, me)
            totals[i] += value
            work += judged
    return candidates[max(range(len(candidates)), key=lambda i: totals[i])]
