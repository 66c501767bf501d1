"""The state of a game of Unbeetable: legal moves, carrying them out, scores, what each player may see, saving.

A garden is a fixed grid of spots (3x3 or 2x2), each ``None`` or ``{"card": key, "phase": int, "under":
[key, ...]}`` (weeds have phase 0 and nothing under them). Hands, decks, the discard pile and the season
cards shown are lists of card keys (see ``content``).
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import Counter
from collections.abc import Hashable, Sequence
from typing import Any

from gardengames.engine.schema import NOBODY, OWNER, state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet
from gardengames.engine.text import capital
from gardengames.i18n import N_, _, n_

from .content import (
    AXES,
    DECK_OPENS,
    DECKS,
    PERMANENT,
    SEASON_BACK,
    SEASONS,
    WEEDS,
    GameData,
    back_of,
    kind_of,
    legacy_name,
    load_data,
    season_word,
)
from .moves import (
    CARD_MOVES,
    EVENTS,
    MOVES,
    CardPlayed,
    CardRemoved,
    CardsDrawn,
    DiscardHand,
    DrawCard,
    EndTurn,
    GameEnded,
    HandDiscarded,
    Harvested,
    PlantGrew,
    PlayAction,
    PlayFlood,
    PlayPlant,
    SeasonalActionSkipped,
    SeasonalGrow,
    SeasonChanged,
    TurnPassed,
)

Entry = dict[str, Any]
COUNTERS = ("score", "gains", "losses", "floor")
# The score sheet's rows: English, marked; the score screen shows them in the player's language.
HARVESTS, LOSSES, KEPT_AT_ZERO = N_("harvests"), N_("losses"), N_("kept at zero")
OPEN_DECKS = {season: DECKS[: min(i + 1, 3)] for i, season in enumerate(SEASONS)}  # by the season now


@functools.lru_cache(maxsize=4096)
def plant_fits(card: str, phase: int, under: tuple[str, ...]) -> tuple[str, ...]:
    """The action cards (flood aside) that may target a spot holding ``card`` at ``phase`` over ``under`` (an
    open spot takes only weeds, UB-A10); kept per answer, as listing the moves asks it of every planted spot
    of every garden again and again.

    Weeds take only a spade (UB-A3). A plant takes a spade, a sun and a watering can unless an aphid blocks
    it (UB-A7; a withered plant cannot grow, UB-P4), and each permanent card it does not hold yet (UB-P2: one
    of each type).
    """
    if kind_of(card) == WEEDS:
        return ("spade",)
    unders = {kind_of(c) for c in under}
    fits = ["spade"]
    if "aphid" not in unders:
        fits.append("sun")
        if phase < 4:
            fits.append("watering_can")
    fits.extend(c for c in PERMANENT if c not in unders)
    return tuple(fits)


def can_grow(entry: Entry | None) -> bool:
    """Whether a spot holds a plant that can grow now: not withered, not blocked by an aphid (UB-P4, UB-A7)."""
    return entry is not None and "watering_can" in plant_fits(entry["card"], entry["phase"], (*entry["under"],))


def copy_gardens(gardens: Sequence[Sequence[Entry | None]]) -> list[list[Entry | None]]:
    return [
        [None if e is None else {"card": e["card"], "phase": e["phase"], "under": list(e["under"])} for e in g]
        for g in gardens
    ]


def _backs(hand: list[str]) -> list[str]:
    return [back_of(card) for card in hand]


class State(GameState):
    """A game of Unbeetable in progress; only plain data plus ``rng``."""

    game_id = "unbeetable"
    codec = Codec(MOVES)
    events = Codec(EVENTS)
    data_loader = staticmethod(load_data)
    state_version = 3  # 2: every card has its own key ("summer:sun.03"); 3: the refill goes card by card
    # ("draw" stage, ``last_deck``) and turns may pass (``passes``)
    data: GameData

    # Every field, once: its type, how deep a copy goes, who sees it, and where a new game starts.
    num_players: int = state_field(default=0)
    size: int = state_field(default=3)
    season: str = state_field(default="spring")
    seasons_shown: list[str] = state_field(1, default=[])
    gardens: list[list[Entry | None]] = state_field(default=[], copy=copy_gardens)
    discard: list[str] = state_field(1, default=[])
    score: list[int] = state_field(1, default=[])
    gains: list[int] = state_field(1, default=[])
    losses: list[int] = state_field(1, default=[])
    floor: list[int] = state_field(1, default=[])
    current: int = state_field(default=0)
    start_player: int = state_field(default=0)
    stage: str = state_field(default="play")
    played: int = state_field(default=0)
    discarded: bool = state_field(default=False)
    last_deck: str = state_field(default="")  # the deck the refill under way drew its last card from ("": none)
    passes: int = state_field(default=0)  # turns in a row just before this one that ended with no card played
    turn: int = state_field(default=0)
    seed: int | None = state_field(seen=NOBODY, count=None)  # with the public moves it would tell every card
    options: dict[str, Any] = state_field(1, default={})
    decks: dict[str, list[str]] = state_field(2, NOBODY, default={d: [] for d in DECKS})
    # The cards set aside unseen at set-up: no move changes them, so a search's copy shares them.
    aside: dict[str, list[str]] = state_field(2, NOBODY, fixed=True, default={d: [] for d in DECKS})
    # As at a real table, everyone sees a rival's card backs (which deck each came from), never the card.
    hands: list[list[str]] = state_field(2, OWNER, default=[], count=_backs, told="backs")

    # -- the narrow API ---------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.stage == "over" else self.current

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    @property
    def plays_left(self) -> int:
        """Cards the current player may still play this turn (UB-T5): none once the hand is gone or the refill
        has begun."""
        if self.discarded or self.stage == "draw":
            return 0
        return min(self.data.max_plays - self.played, len(self.hands[self.current]))

    @property
    def prompt(self) -> Prompt | None:
        """What the current player is asked now: the seasonal grow, cards to play, or a deck for the next card."""
        p = self.current
        if self.stage == "season":
            text = _("{season}: choose one of your plants to grow").format(season=capital(season_word(self.season)))
            return Prompt("seasonal-grow", p, text, {"season": self.season})
        if self.stage not in ("play", "draw"):
            return None
        need = self.data.hand_size - len(self.hands[p])
        left = self.plays_left if self.stage == "play" else 0
        if self.stage == "play" and self.played == 0 and not self.discarded:
            text = n_(
                "Play up to {n} card, discard your whole hand, or end your turn",
                "Play up to {n} cards, discard your whole hand, or end your turn",
                left,
            ).format(n=left)
            return Prompt("play", p, text, {"left": left, "draw": need, "can_end": True})
        # TRANSLATORS: what to choose while refilling the hand; it ends "Refill your hand: choose ...".
        refill = n_(
            "a deck for each card you draw ({n} card to go)", "a deck for each card you draw ({n} cards to go)", need
        ).format(n=need)
        if left == 0:
            return Prompt(
                "draw", p, _("Refill your hand: choose {refill}").format(refill=refill), {"left": 0, "draw": need}
            )
        text = n_(
            "Play up to {n} more card, or refill your hand: choose {refill}",
            "Play up to {n} more cards, or refill your hand: choose {refill}",
            left,
        ).format(n=left, refill=refill)
        return Prompt("play", p, text, {"left": left, "draw": need})

    @property
    def open_decks(self) -> tuple[str, ...]:
        """Decks that may be drawn from: every season's deck whose card has appeared (UB-T7)."""
        return OPEN_DECKS[self.season]

    def legal_moves(self) -> list[Move]:
        """Every legal move; each physical card in the hand has its own (copies of a card are told apart)."""
        if self.stage == "over":
            return []
        p = self.current
        if self.stage == "season":
            season_card, garden = self.seasons_shown[-1], self.gardens[p]
            return [
                SeasonalGrow.of[p, s, season_card, entry["card"]]
                for s in self.growable_spots(p)
                if (entry := garden[s]) is not None
            ]
        if self.stage == "draw":
            return self._draws(p)
        moves: list[Move] = []
        hand = self.hands[p]
        if not self.discarded and self.played < self.data.max_plays:
            species = self.data.plant_species
            targets: dict[str, list[tuple[int, int]]] = {}
            planted: list[tuple[tuple[int, int], tuple[str, ...]]] | None = None
            floods: list[tuple[int, str, int]] | None = None
            empty = [s for s, e in enumerate(self.gardens[p]) if e is None]
            for card in hand:
                cid = kind_of(card)
                if cid in species:
                    moves += map(PlayPlant.family[p, card].__getitem__, empty)
                elif cid == "flood":
                    floods = floods if floods is not None else self.flood_targets()
                    moves += [PlayFlood.of[p, card, owner, axis, i] for owner, axis, i in floods]
                else:
                    spots = targets.get(cid)
                    if spots is None:
                        if cid == WEEDS:  # only on an open spot, of any garden (UB-A10)
                            spots = [
                                (o, s)
                                for o, garden in enumerate(self.gardens)
                                for s, e in enumerate(garden)
                                if e is None
                            ]
                        else:
                            planted = planted if planted is not None else self.planted_fits()
                            spots = [spot for spot, fits in planted if cid in fits]
                        targets[cid] = spots
                    moves += map(PlayAction.family[p, card].__getitem__, spots)
            if self.played == 0 and hand:
                moves.append(DiscardHand.of[p])
        if self.played > 0 or self.discarded:
            moves += self._draws(p)
        else:
            moves.append(EndTurn.of[p])  # UB-T5: playing no card at all
        return moves

    def _draws(self, p: int) -> list[Move]:
        """The next card of the refill, from any open deck that still has cards (UB-T7)."""
        family = DrawCard.family[p]
        return [family[d] for d in self.open_decks if self.decks[d]]

    def flood_targets(self) -> list[tuple[int, str, int]]:
        """(owner, axis, index) of every row or column that holds at least one plant or weed (UB-A5)."""
        n = self.size
        return [
            (owner, axis, i)
            for owner, garden in enumerate(self.gardens)
            for axis in AXES
            for i in range(n)
            if (garden[i * n : i * n + n] if axis == "row" else garden[i::n]).count(None) < n
        ]

    def planted_fits(self) -> list[tuple[tuple[int, int], tuple[str, ...]]]:
        """((owner, spot), the action cards that fit it) for every spot of every garden holding a plant or weeds."""
        return [
            ((owner, s), plant_fits(e["card"], e["phase"], (*e["under"],)))
            for owner, garden in enumerate(self.gardens)
            for s, e in enumerate(garden)
            if e is not None
        ]

    def growable_spots(self, player: int) -> list[int]:
        """Own plants that can grow now (see ``can_grow``)."""
        return [s for s, e in enumerate(self.gardens[player]) if can_grow(e)]

    def line(self, axis: str, index: int) -> range:
        """Spots of a row or column of a garden."""
        if axis == "row":
            return range(index * self.size, (index + 1) * self.size)
        return range(index, self.size * self.size, self.size)

    def why_not(self, source: Hashable | None, target: Hashable | None = None) -> str:
        """Why no legal move picks up ``source`` (a card or a deck's key), in words for the table ("" if one does).

        A deck: not open yet, the hand still full (nothing played yet), the seasonal grow first, or empty. A card
        during the seasonal grow: the grow comes first. A card in the hand: the refill has begun, no plays left
        this turn, or no place it fits.
        """
        if self.is_over or source is None:
            return ""
        legal = [m for m in self.legal_moves() if m.source_key == source]
        if legal:  # it may be picked up: only a place it may not go needs words
            if target is None or any(m.target_key == target for m in legal):
                return ""
            return self._not_there(legal, target)
        if isinstance(source, str) and source.startswith("deck:"):
            deck = source.partition(":")[2]
            if deck not in DECK_OPENS:
                return ""
            if deck not in self.open_decks:
                # TRANSLATORS: {deck} and {season} are season words; Dutch: "De {deck}stapel ... de {season}kaart".
                return _("The {deck} deck opens when the {season} card turns up.").format(
                    deck=season_word(deck), season=season_word(DECK_OPENS[deck])
                )
            if self.stage == "play" and not (self.played or self.discarded):
                return _("Your hand is full: play a card or discard your hand first, or end your turn without drawing.")
            if self.stage == "season":
                return _("First the seasonal action: click a glowing plant.")
            return _("The {deck} deck is empty.").format(deck=season_word(deck))
        if self.stage == "season":
            return _("First the seasonal action: choose one of your plants to grow (click a glowing plant).")
        if source in self.hands[self.current]:
            if self.stage == "draw":
                return _("You are refilling your hand: click a glowing deck for each card still to draw.")
            if self.played >= self.data.max_plays or self.discarded:
                return _("You cannot play more cards this turn: click a glowing deck to draw.")
            return _("That card has no place it can go right now.")
        return ""

    def _not_there(self, legal: list[Move], target: Hashable) -> str:
        """Why a card that has places to go may not go on ``target`` (UB-T6: a plant only in its player's own
        garden, on an empty spot; an action card only where its lit places are)."""
        plant = any(isinstance(m, PlayPlant) for m in legal)
        parts = str(target).split(":")
        if plant and parts[0] == "garden" and len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            owner, spot = int(parts[1]), int(parts[2])
            if owner != self.current:
                return _("A plant goes into your own garden.")
            if 0 <= spot < len(self.gardens[owner]) and self.gardens[owner][spot] is not None:
                return _("That spot is taken: a plant needs an empty spot.")
        return _("That card cannot go there: the places it can go are lit while you drag it.")

    def end_turn_text(self) -> str:
        """What the End turn button says: what ending the turn now does, or why it cannot end yet (UB-T5, UB-T7)."""
        if self.is_over:
            return ""
        if self.stage == "season":
            return _("First the seasonal action: choose one of your plants to grow.")
        if self.stage == "play" and self.played == 0 and not self.discarded:
            return _("End your turn without playing a card: your hand stays as it is and you draw nothing (E).")
        need = self.data.hand_size - len(self.hands[self.current])
        return n_(
            "Your turn ends when your hand is full again: click a glowing deck for each card "
            "({n} card to draw; keys 1, 2, 3).",
            "Your turn ends when your hand is full again: click a glowing deck for each card "
            "({n} cards to draw; keys 1, 2, 3).",
            need,
        ).format(n=need)

    # -- carrying out moves -----------------------------------------------------------------------

    def _apply(self, move: Move) -> list[Event]:
        p = self.current
        if isinstance(move, SeasonalGrow):
            events: list[Event] = [self._grow(p, move.spot)]
            if self.season == "summer":
                events.append(self._harvest(p, range(len(self.gardens[p]))))
            self.stage = "play"
            return events
        if isinstance(move, DiscardHand):
            cards = tuple(self.hands[p])
            self.discard.extend(cards)
            self.hands[p] = []
            self.discarded = True
            return [HandDiscarded(p, cards)]
        if isinstance(move, DrawCard):
            return self._draw(p, move.deck)
        if isinstance(move, EndTurn):
            if len(self.hands[p]) < self.data.hand_size:  # only in a rigged position: refill first
                self.stage = "draw"
                return []
            return self._pass_turn(p, passed=True)
        assert isinstance(move, CARD_MOVES)
        self.hands[p].remove(move.card)
        self.played += 1
        if isinstance(move, PlayPlant):
            self.gardens[p][move.spot] = {"card": move.card, "phase": 1, "under": []}
            return [CardPlayed(p, move.card, p, move.spot)]
        if isinstance(move, PlayFlood):
            events = [CardPlayed(p, move.card, move.owner, -1, move.axis, move.index)]
            for s in self.line(move.axis, move.index):
                if self.gardens[move.owner][s] is not None:
                    events.append(self._remove(move.owner, s))
            self.discard.append(move.card)
            return events
        return self._play_action(p, move)

    def _play_action(self, p: int, move: PlayAction) -> list[Event]:
        cid = kind_of(move.card)
        owner, spot = move.owner, move.spot
        events: list[Event] = [CardPlayed(p, move.card, owner, spot)]
        garden = self.gardens[owner]
        if cid == WEEDS:
            garden[spot] = {"card": move.card, "phase": 0, "under": []}
            return events
        if cid in PERMANENT:
            entry = garden[spot]
            assert entry is not None
            rival = {"ladybird": "aphid", "aphid": "ladybird"}.get(cid)
            match = [c for c in entry["under"] if kind_of(c) == rival]
            if match:  # UB-A6: ladybird and aphid cancel, both cards leave
                entry["under"].remove(match[0])
                self.discard.extend((match[0], move.card))
                events.append(CardRemoved(owner, spot, (match[0], move.card)))
            else:
                entry["under"].append(move.card)
            return events
        if cid == "watering_can":
            events.append(self._grow(owner, spot))
        elif cid == "sun":
            events.append(self._harvest(owner, (spot,)))
        elif cid == "spade":
            events.append(self._remove(owner, spot))
        self.discard.append(move.card)
        return events

    def _grow(self, owner: int, spot: int) -> PlantGrew:
        entry = self.gardens[owner][spot]
        assert entry is not None
        entry["phase"] = min(4, entry["phase"] + 1)
        return PlantGrew(owner, spot, entry["phase"])

    def harvest_value(self, entry: Entry | None) -> int | None:
        """Points a harvest of this spot would score now, or ``None`` if it cannot be harvested."""
        if entry is None:
            return None
        kind = kind_of(entry["card"])
        if kind == WEEDS:
            return None
        under = entry["under"]
        if under:
            unders = [kind_of(c) for c in under]
            if "aphid" in unders:
                return None
            bonus = unders.count("compost") - unders.count("hail")
        else:
            bonus = 0
        return self.data.plant_species[kind].phases[entry["phase"] - 1] + bonus

    def _harvest(self, owner: int, spots: Sequence[int]) -> Harvested:
        """Harvest ``spots`` of ``owner``'s garden; the points are added up, then the score is floored at 0."""
        done, points = [], []
        gains = losses = 0
        garden = self.gardens[owner]
        for s in spots:
            value = self.harvest_value(garden[s])
            if value is not None:
                done.append(s)
                points.append(value)
                if value > 0:
                    gains += value
                else:
                    losses += value
        raw = self.score[owner] + gains + losses
        self.gains[owner] += gains
        self.losses[owner] += losses
        self.floor[owner] += max(0, -raw)
        self.score[owner] = max(0, raw)
        return Harvested(owner, tuple(done), tuple(points), self.score[owner])

    def _remove(self, owner: int, spot: int) -> CardRemoved:
        entry = self.gardens[owner][spot]
        assert entry is not None
        cards = (entry["card"], *entry["under"])
        self.discard.extend(cards)
        self.gardens[owner][spot] = None
        return CardRemoved(owner, spot, cards)

    def _draw(self, p: int, deck: str) -> list[Event]:
        """One card of the refill (UB-T7); a season card turns up at once (UB-T8) and may end the game (UB-E1);
        the turn passes when the hand is full (UB-T9). Never from an empty deck: the newest open deck still holds
        the next season card (see RULES.md)."""
        self.stage, self.last_deck = "draw", deck
        card = self.decks[deck].pop(0)
        if back_of(card) == SEASON_BACK:
            self.seasons_shown.append(card)
            self.season = kind_of(card)
            events: list[Event] = [SeasonChanged(p, self.season)]
            if self.season == "winter":
                self.stage = "over"
                events.append(GameEnded(tuple(self.winners()), tuple(self.score)))
            return events
        hand = self.hands[p]
        hand.append(card)
        events = [CardsDrawn(p, (deck,), (card,))]
        if len(hand) >= self.data.hand_size:
            events += self._pass_turn(p, passed=False)
        return events

    def _pass_turn(self, p: int, passed: bool) -> list[Event]:
        """The next player's turn (UB-T9); ``passed``: this one ended with no card played."""
        self.passes = self.passes + 1 if passed else 0
        self.current = (p + 1) % self.num_players
        self.turn += 1
        self.played = 0
        self.discarded = False
        self.last_deck = ""
        events: list[Event] = [TurnPassed(self.current)]
        events.extend(self._begin_turn())
        return events

    def _begin_turn(self) -> list[Event]:
        """The seasonal action (UB-T2..T4): grows wait for a SeasonalGrow move, harvests happen at once."""
        p = self.current
        events: list[Event] = []
        if self.season in ("spring", "summer"):
            if any(map(can_grow, self.gardens[p])):
                self.stage = "season"
                return events
            events.append(SeasonalActionSkipped(p, self.season))
        if self.season in ("summer", "autumn"):
            events.append(self._harvest(p, range(len(self.gardens[p]))))
        self.stage = "play"
        return events

    # -- results ----------------------------------------------------------------------------------

    def garden_worth(self, player: int) -> int:
        """What harvesting every plant of the garden would score now (blocked plants count 0): the tie-break."""
        return sum(self.harvest_value(e) or 0 for e in self.gardens[player])

    def scores(self) -> list[ScoreSheet]:
        return [
            ScoreSheet(
                total=self.score[p],
                parts={HARVESTS: self.gains[p], LOSSES: self.losses[p], KEPT_AT_ZERO: self.floor[p]},
                tiebreak=float(self.garden_worth(p)),
            )
            for p in range(self.num_players)
        ]

    def private_cards(self, seat: int) -> list[str]:
        """The hand, in its order (everyone else sees only its backs)."""
        return list(self.hands[seat])

    def all_cards(self) -> Counter[str]:
        """Every card key wherever it is now; it must always equal the data's full card set, each key once."""
        out: Counter[str] = Counter(self.discard)
        out.update(self.seasons_shown)
        for deck in (*self.decks.values(), *self.aside.values()):
            out.update(deck)
        for hand in self.hands:
            out.update(hand)
        for garden in self.gardens:
            for e in garden:
                if e is not None:
                    out[e["card"]] += 1
                    out.update(e["under"])
        return out

    # -- hidden information (copies, saves and views are derived from the fields) --------------------

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """Unseen cards dealt at random, per card back.

        For each back the unseen cards are that deck's cards minus every card the viewer can see; they fill
        the rivals' hand slots with that back, then the deck (as many as it holds), and the rest are the cards
        set aside at setup. A season card not yet drawn goes back among the
        last cards of its deck where it was hidden (UB-S5), so samples never end a season too early.
        """
        st, data = self, self.data
        me = view["viewer"]
        backs_of = view["hands_backs"]
        seen = Counter(st.discard)
        seen.update(view["hands"][me] if me is not None else [])
        for garden in st.gardens:
            for e in garden:
                if e is not None:
                    seen[e["card"]] += 1
                    seen.update(e["under"])
        upcoming = SEASONS[SEASONS.index(st.season) + 1 :]
        st.decks, st.aside = {}, {}
        hands: list[list[str | None]] = [
            list(view["hands"][p]) if p == me else [None] * len(b) for p, b in enumerate(backs_of)
        ]
        for back in DECKS:
            pool = list((data.composition(back) - seen).elements())
            rng.shuffle(pool)
            for p, backs in enumerate(backs_of):
                if p == me:
                    continue
                for i, b in enumerate(backs):
                    if b == back:
                        hands[p][i] = pool.pop()
            count = view["decks_count"][back] - (SEASONS[DECKS.index(back) + 1] in upcoming)
            st.decks[back], st.aside[back] = pool[:count], pool[count:]
        for back, season in zip(DECKS, SEASONS[1:], strict=True):
            if season in upcoming:
                deck = st.decks[back]
                window = min(data.season_window + 1, len(deck) + 1)
                deck.insert(len(deck) + 1 - window + rng.randrange(window), f"{SEASON_BACK}:{season}")
        st.hands = [[c for c in h if c is not None] for h in hands]

    def upgrade_move(self, raw: dict[str, Any], version: int) -> Move:
        """A move of a format-1 save named a card by deck and type (``"summer:sun"``): it means the first such
        card in the hand, the one the code of that time took (``list.remove``)."""
        move = self.codec.decode(raw)
        if version >= 2 or not isinstance(move, CARD_MOVES) or self.is_over:
            return move
        hand = self.hands[self.current]
        card = next((c for c in hand if legacy_name(c) == move.card), move.card)
        return dataclasses.replace(move, card=card)


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Set up a game (UB-S1..S7). ``options["first_player"]`` picks the starting seat, else it is drawn at random."""
    data = data or load_data()
    if not 2 <= num_players <= 4:
        raise ValueError("Unbeetable is for 2 to 4 players")
    options = dict(options or {})
    st = State.bare(data)
    st.num_players = num_players
    st.seed = seed
    st.options = options
    st.rng = rng = random.Random(seed)
    st.size = data.grid_size[num_players]
    # UB-S1/S4: three separate decks, each shuffled on its own (start plants set aside first).
    starts = list(data.start_keys)
    rng.shuffle(starts)
    # UB-S2: two start plants each, planted in phase 1 on a diagonal (so one flood cannot take both);
    # the leftovers join the spring deck before it is shuffled.
    st.gardens = [[None] * (st.size * st.size) for _ in range(num_players)]
    for p in range(num_players):
        for k in range(data.start_plants_each):
            st.gardens[p][k * (st.size + 1) % (st.size * st.size)] = {"card": starts.pop(), "phase": 1, "under": []}
    for back in DECKS:
        deck = list(data.deck_keys[back])
        if back == "spring":
            deck.extend(starts)
        rng.shuffle(deck)
        keep = len(deck) - data.deck[back].set_aside.get(num_players, 0)  # fewer players, shorter seasons
        st.decks[back], st.aside[back] = deck[:keep], deck[keep:]
    st.hands = [[] for _ in range(num_players)]
    for _round in range(data.hand_size):
        for p in range(num_players):
            st.hands[p].append(st.decks["spring"].pop(0))
    # UB-S5: each next season card is shuffled in with the last cards of the previous deck.
    for back, season in zip(DECKS, SEASONS[1:], strict=True):
        deck = st.decks[back]
        cut = max(0, len(deck) - data.season_window)
        bottom = [*deck[cut:], f"{SEASON_BACK}:{season}"]
        rng.shuffle(bottom)
        st.decks[back] = deck[:cut] + bottom
    st.seasons_shown = [f"{SEASON_BACK}:spring"]  # UB-S6
    st.season = "spring"
    for name in COUNTERS:
        setattr(st, name, [0] * num_players)
    first = options.get("first_player")
    if first is None:
        first = rng.randrange(num_players)  # UB-S7
    elif not (isinstance(first, int) and 0 <= first < num_players):
        raise ValueError(f"first_player must be a seat from 0 to {num_players - 1}")
    st.current = st.start_player = first
    st._begin_turn()
    return st
