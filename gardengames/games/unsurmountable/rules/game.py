"""The Unsurmountable game state: a deal, its turns, the prompt, views and saves.

A deal is 17 shuffled mountain cards and the Rescue Helicopter. Each turn the player either builds
the First (leftmost) Base Camp card into the mountain or discards another Base Camp card for its
ability; then the Base Camp is refilled from the deck. Abilities that ask for choices become a
question (the ``prompt``) answered with ``Choose``/``ChooseSlot`` moves, so the UI, the solver and the
tests all go through ``legal_moves()``. Every decision the rulebook leaves open is listed in RULES.md.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable
from functools import lru_cache
from typing import Any

from gardengames.engine.schema import NOBODY, state_field
from gardengames.engine.state import Codec, Event, GameState, Move, Prompt, ScoreSheet
from gardengames.games.unsurmountable.rules import abilities, geometry
from gardengames.games.unsurmountable.rules.abilities import PROMPTS, STEPS
from gardengames.games.unsurmountable.rules.content import (
    ABILITY,
    ABILITY_STEPS,
    GAME_ID,
    HELICOPTER,
    LEVELS,
    START_CAMP,
    Card,
    GameData,
    load_data,
    slot_of_key,
)
from gardengames.games.unsurmountable.rules.geometry import MOUNTAIN_SIZE, Slot
from gardengames.games.unsurmountable.rules.mountain import (
    BROKEN,
    COMPLETE,
    EMPTY,
    GAVE_UP,
    STUCK,
    Fault,
    cheapest_path,
    foot_reach,
    has_path,
    loss_words,
    mountain_faults,
    mountain_problems,
    place_text,
)
from gardengames.games.unsurmountable.rules.moves import (
    MOVES,
    AbilityIgnored,
    Build,
    CardDiscarded,
    CardPlaced,
    CardRemoved,
    Choose,
    ChooseSlot,
    GameLost,
    GameWon,
    GiveUp,
    Helicopter,
    UseAbility,
)
from gardengames.i18n import N_, _

#: The prompt's kind between turns (during an ability it is the ability's kind, or ``HELICOPTER``).
PLAY = "play"
PLAY_TEXT = N_("Build the First card, or discard another Base Camp card for its ability")
FIRST_ONLY_BY_DRAG = N_("Drag the First card onto a glowing place on the mountain.")
MOUNTAIN_FULL = N_("The mountain is full: no card can be built.")
# Score rows: English keys (saves and the demo print them), translated where the score screen shows them.
REACHED_PEAK = N_("reached the peak")
CARDS_BUILT = N_("mountain cards built")


def _deck_seen(state: State, seat: int | None) -> list[str | None]:
    """The deck in order, each card the player has seen (and may still place there) shown, the rest unknown."""
    known = state.known
    return [card if card in known else None for card in state.deck]


def _copy_pending(pending: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if pending is None else {**pending, "picked": list(pending["picked"])}  # items: str or tuples


class State(GameState):
    """One game of Unsurmountable. Plain data only; card definitions come from ``self.data``."""

    game_id = GAME_ID
    codec = Codec(MOVES)
    data_loader = staticmethod(load_data)
    num_players = 1  # played alone, always
    data: GameData

    # Every field, once: its type, how deep a copy goes, who sees it, and where a new game starts (see ``deal``).
    seed: int = state_field(seen=NOBODY, count=None)  # either seed tells the deck order
    level: int = state_field()
    winnable_only: bool = state_field(default=False)
    deal_seed: int = state_field(seen=NOBODY, count=None)
    deck: list[str] = state_field(1, NOBODY, default=[], shown=_deck_seen)
    camp: list[str] = state_field(1, default=[])
    camp_size: int = state_field()
    mountain: dict[Slot, str] = state_field(
        1,
        default={},
        plain=lambda mountain: [[row, col, card] for (row, col), card in sorted(mountain.items())],
        live=lambda rows: {(row, col): card for row, col, card in rows},
    )
    discard: list[str] = state_field(1, default=[])
    removed: list[str] = state_field(1, default=[])
    helicopter: bool = state_field(default=True)
    known: list[str] = state_field(1, default=[])  # deck cards the player has seen and can still place in the deck
    status: str = state_field(default="playing")
    reason: str = state_field(default="")
    path: list[tuple[int, int, str]] = state_field(
        1,
        default=[],
        plain=lambda path: [list(node) for node in path],
        live=lambda rows: [(row, col, point) for row, col, point in rows],
    )
    # The question an ability (or the helicopter) is asking: {"kind", "card", "picked": [card or (row, col)]}.
    pending: dict[str, Any] | None = state_field(
        copy=_copy_pending,
        plain=lambda p: None if p is None else {**p, "picked": [_plain(x) for x in p["picked"]]},
        live=lambda p: {**p, "picked": [_picked(x) for x in p["picked"]]},
    )

    # ---- the GameState API ----------------------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else 0

    @property
    def is_over(self) -> bool:
        return self.status != "playing"

    @property
    def won(self) -> bool:
        return self.status == "won"

    def winners(self) -> list[int]:
        """The one seat, once it has reached the peak: a solitaire is won or lost, never won by default."""
        return [0] if self.won else []

    @property
    def prompt(self) -> Prompt | None:
        """Between turns ``PLAY``; during an ability its kind (or ``HELICOPTER``), with ``detail``: the
        ability's ``card``, the ``step`` it asks about ("camp", "mountain", "slot", "deck", "discard") and
        the answers ``picked`` so far. None once the game is over. The text is in the player's language (made
        when asked for, never kept)."""
        if self.is_over:
            return None
        p = self.pending
        if p is None:
            return Prompt(PLAY, 0, _(PLAY_TEXT))
        kind, index = p["kind"], len(p["picked"])
        detail = {"card": p["card"], "step": STEPS[kind][index], "picked": [_plain(x) for x in p["picked"]]}
        return Prompt(kind, 0, _(PROMPTS[(kind, index)]), detail)

    def legal_moves(self) -> list[Move]:
        return [] if self.is_over else self._moves()

    def all_cards(self) -> Counter[str]:
        """Every card wherever it lies, the helicopter while the player still holds it."""
        held = [HELICOPTER] if self.helicopter else []
        return Counter(self.deck + self.camp + list(self.mountain.values()) + self.discard + self.removed + held)

    def scores(self) -> list[ScoreSheet]:
        won = int(self.won)
        # The mountain cards built are a fact, not points: they stand under the total, never beside it as an addend.
        details = {CARDS_BUILT: len(self.mountain)}
        return [ScoreSheet(won, {REACHED_PEAK: won}, float(len(self.deck)), details)]

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """The deck cards the view hides are dealt into the hidden places of the deck at random; the cards the
        player has seen stay where the view shows them. The seeds are no part of any view (they would tell
        the deck order), so they are unknown (-1)."""
        seen = {*self.camp, *self.discard, *self.removed, *self.mountain.values(), *self.known}
        unseen = [card.id for card in self.data.cards if card.id not in seen]
        if len(unseen) != sum(card is None for card in view["deck"]):
            raise ValueError("the view's hidden deck cards do not fit the card data")
        rng.shuffle(unseen)
        self.deck = [card if card is not None else unseen.pop() for card in view["deck"]]
        self.seed = self.deal_seed = -1

    def opens_turn(self, move: Move) -> bool:
        """UM-G1: a turn uses one Base Camp card, built or discarded for its ability (the helicopter flies between
        turns, and an ability's answers belong to its turn)."""
        return isinstance(move, (Build, UseAbility))

    def why_not(self, source: Hashable | None, target: Hashable | None = None) -> str:
        """Why no legal move picks up ``source`` (and lands on ``target``), in the rules' words; "" when one
        does (in the player's language). A click on the First card alone builds nothing: every build needs a place."""
        if self.is_over or source is None:
            return ""
        if target is None:
            if source != self.first or self.pending is not None:
                return ""
            return _(MOUNTAIN_FULL) if len(self.mountain) >= MOUNTAIN_SIZE else _(FIRST_ONLY_BY_DRAG)
        if any(m.source_key == source and m.target_key == target for m in self._moves()):
            return ""
        if self.pending is not None:
            prompt = self.prompt
            assert prompt is not None
            question = prompt.text[:1].lower() + prompt.text[1:]
            return _("First answer the ability's question: {question}.").format(question=question)
        if source == HELICOPTER:
            return "" if self.helicopter else _("The Rescue Helicopter flies only once per game.")
        if source not in self.camp:
            return ""
        slot = slot_of_key(target)
        if source == self.first:
            if target == ABILITY:
                return _("The First card is built, never discarded for its ability.")
            if slot is not None and len(self.mountain) >= MOUNTAIN_SIZE:
                return _(MOUNTAIN_FULL)
            if slot is not None:
                return _(
                    "The First card goes next to a bottom-row card or onto two cards side by side, inside the mountain."
                )
        elif slot is not None:
            return _("Only the First card is built; the other Base Camp cards are discarded for their abilities.")
        return ""

    def upgrade_move(self, raw: dict[str, Any], version: int) -> Move:
        """Format-1 saves wrote a build as its place only: the card built is the First card."""
        if version < 2 and isinstance(raw, dict) and raw.get("type") == "Build" and "card" not in raw:
            if self.first is None:
                raise ValueError("a build with no First card to build")
            raw = {**raw, "card": self.first}
        return self.codec.decode(raw)

    # ---- helpers the UI and the solver use --------------------------------------------------------------------------

    @property
    def first(self) -> str | None:
        return self.camp[0] if self.camp else None

    @property
    def full_without_path(self) -> bool:
        """The mountain is full and no path climbs to the peak: only an ability can still open one, so the table
        says so at once, and the player may give up (``GiveUp``) rather than discard every card left."""
        return len(self.mountain) >= MOUNTAIN_SIZE and not self.is_over and not has_path(self.mountain, self.data)

    def foot_reach(self) -> set[tuple[Slot, int]]:
        """The trail pieces joined to the bottom edge now (place, piece index): how far a climb gets so far."""
        return foot_reach(self.mountain, self.data)

    def legal_slots(self) -> list[Slot]:
        """Where the First card may be built now (UM-G2, UM-G3)."""
        if not self.camp or len(self.mountain) >= MOUNTAIN_SIZE:
            return []
        return geometry.legal_slots(self.mountain)

    def problems(self) -> list[str]:
        """Why the mountain does not win yet (empty when it does)."""
        return mountain_problems(self.mountain, self.level, self.data)

    def loss(self) -> list[dict[str, Any]]:
        """Why a lost game was lost and where: each failed condition of the final mountain with the places
        and cards it is about, as ``{"text", "places": [[row, col]], "where": [words]}`` (empty unless lost), the
        words in the player's language. Worked out from the mountain, which a finished game no longer changes,
        so saves carry nothing new."""
        if self.status != "lost":
            return []
        by_id = self.data.by_id
        return [
            {
                "text": fault.local(),
                "places": [list(slot) for slot in fault.places],
                "where": [
                    f"{_(by_id[self.mountain[slot]].name)} ({place_text(slot, self.mountain)})" for slot in fault.places
                ],
            }
            for fault in mountain_faults(self.mountain, self.level, self.data)
        ]

    def end_reason(self) -> str:
        """Why the game was lost, in the player's language ("" unless lost). ``reason`` keeps it in English (as
        saves do); these words are made again from the final position, which a finished game no longer
        changes. A reason the rules would no longer give (a save from older wording) is shown as it was kept."""
        if self.status != "lost":
            return ""
        faults = mountain_faults(self.mountain, self.level, self.data, where=False)
        cause = self._cause(faults)
        return loss_words(cause, faults) if loss_words(cause, faults, english=True) == self.reason else self.reason

    def winning_path(self) -> list[tuple[int, int, str]]:
        """The path with the fewest climbers, bottom edge to the peak's centre, as (row, col, point)."""
        found = cheapest_path(self.mountain, self.data)
        return found[1] if found else []

    def card(self, card_id: str) -> Card:
        """The definition of a mountain card."""
        return self.data.by_id[card_id]

    def can_resolve(self, kind: str) -> bool:
        """Whether an ability could be carried out in full right now (UM-G6)."""
        return abilities.can_resolve(self, kind)

    # ---- internals --------------------------------------------------------------------------------------------------

    def _moves(self) -> list[Move]:
        p = self.pending
        if p is not None:
            return abilities.answers(self, p["kind"], p["card"], p["picked"])
        camp = self.camp
        if not camp:
            return []
        first = camp[0]
        moves: list[Move] = [_build(first, *slot) for slot in self.legal_slots()]
        moves += [_use(card) for card in camp[1:]]
        if self.helicopter:
            moves.append(_HELICOPTER)
        if self.full_without_path:
            moves.append(_GIVE_UP)
        return moves

    def _can_move(self) -> bool:
        """Whether ``_moves()`` would offer anything between turns (without listing them)."""
        camp = self.camp
        return bool(camp) and (len(camp) > 1 or self.helicopter or bool(self.legal_slots()))

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        if isinstance(move, Build):
            card = self.camp.pop(0)
            self.mountain[(move.row, move.col)] = card
            events.append(CardPlaced(card, move.row, move.col))
            self._end_turn(events)
        elif isinstance(move, UseAbility):
            self.camp.remove(move.card)
            self.discard.append(move.card)
            events.append(CardDiscarded(move.card, "camp"))
            kind = self.data.by_id[move.card].ability.kind
            if not abilities.can_resolve(self, kind):
                events.append(AbilityIgnored(move.card, kind))
                self._end_turn(events)
            elif ABILITY_STEPS[kind]:
                self.pending = {"kind": kind, "card": move.card, "picked": []}
                abilities.reveal_for(self, kind, events)
            else:
                abilities.resolve(self, kind, [], events)
                self._end_turn(events)
        elif isinstance(move, GiveUp):
            faults = mountain_faults(self.mountain, self.level, self.data, where=False)
            self._lose(GAVE_UP, faults, events)
        elif isinstance(move, Helicopter):
            self.helicopter = False
            self.removed.append(HELICOPTER)
            events.append(CardRemoved(HELICOPTER, "camp"))
            self.pending = {"kind": HELICOPTER, "card": HELICOPTER, "picked": []}
        elif isinstance(move, Choose):
            self._answer(move.card, events)
        else:
            assert isinstance(move, ChooseSlot)
            self._answer((move.row, move.col), events)
        return events

    def _answer(self, answer: str | Slot, events: list[Event]) -> None:
        """One answer to the ability's question; the last one carries the ability out and ends the turn."""
        p = self.pending
        assert p is not None
        p["picked"].append(answer)
        if len(p["picked"]) == len(STEPS[p["kind"]]):
            self.pending = None
            abilities.resolve(self, p["kind"], p["picked"], events)
            self._end_turn(events)

    def _refill(self, events: list[Event]) -> None:
        """UM-R1: the Base Camp list never has gaps; draw one at a time onto the right up to its size."""
        while len(self.camp) < self.camp_size and self.deck:
            abilities.draw(self, events)
        self.known = [c for c in self.known if c in self.deck]

    def _end_turn(self, events: list[Event]) -> None:
        """The end check, refill, then the loss checks (UM-R2, UM-W1, UM-D3-D5, UM-R1, UM-W2). A full mountain
        with a way up ends the game: won when it keeps the level's rules, lost when it breaks one. A full
        mountain with no way up plays on, so abilities can still open one."""
        if len(self.mountain) >= MOUNTAIN_SIZE:
            faults = mountain_faults(self.mountain, self.level, self.data, where=False)
            if not faults:
                self.status = "won"
                self.path = self.winning_path()
                events.append(GameWon(tuple(self.path)))
                return
            if not any(fault.kind == BROKEN for fault in faults):
                self._lose(COMPLETE, faults, events)
                return
        self._refill(events)
        if self.camp and self._can_move():
            return
        faults = mountain_faults(self.mountain, self.level, self.data, where=False)
        self._lose(self._cause(faults), faults, events)

    def _cause(self, faults: list[Fault]) -> str:
        """Why a game that just ended was lost: its mountain complete but wrong, or the Base Camp run dry."""
        if len(self.mountain) >= MOUNTAIN_SIZE and not any(fault.kind == BROKEN for fault in faults):
            return COMPLETE
        if self.camp and self._can_move():  # it could have gone on: the player gave up (``GiveUp``)
            return GAVE_UP
        return STUCK if self.camp else EMPTY

    def _lose(self, cause: str, faults: list[Fault], events: list[Event]) -> None:
        self.status = "lost"
        self.reason = loss_words(cause, faults, english=True)  # data, as saves keep it: shown by ``end_reason``
        events.append(GameLost(self.reason, cause, tuple(faults)))


# Moves are immutable values and the same few recur in every position: each is made once (a frozen
# dataclass costs most of a microsecond to build, and a search lists thousands of moves); bounded, as
# columns drift without bound in a very long game.
_build = lru_cache(maxsize=50_000)(Build)
_use = lru_cache(maxsize=256)(UseAbility)
_HELICOPTER = Helicopter()
_GIVE_UP = GiveUp()


def _plain(value: Any) -> Any:
    """A picked answer as JSON has it: a card id, or a place as [row, col]."""
    return list(value) if isinstance(value, (list, tuple)) else value


def _picked(value: Any) -> Any:
    """A picked answer as the state keeps it: a card id, or a place as (row, col)."""
    return tuple(value) if isinstance(value, (list, tuple)) else value


def deal(data: GameData, seed: int, level: int, winnable_only: bool, deal_seed: int) -> State:
    """The deal ``deal_seed`` makes (UM-S1): the deck shuffled, the Base Camp filled; ``seed`` is the game's."""
    state = State.bare(data)
    state.seed, state.level, state.winnable_only, state.deal_seed = seed, level, winnable_only, deal_seed
    state.rng = rng = random.Random(deal_seed)
    state.deck = [card.id for card in data.cards]
    rng.shuffle(state.deck)
    state.camp_size = START_CAMP[level]
    state._refill([])
    return state


def new_game(num_players: int, seed: int, options: dict | None = None, data: GameData | None = None) -> State:
    """Deal a game of any deal. Options: ``level`` 1..5. A game of winnable deals only is found by the solver
    (``deals.new_game``, what the registry sets games up with): the rules never search."""
    if num_players != 1:
        raise ValueError("Unsurmountable is played alone")
    options = options or {}
    level = int(options.get("level", 1))
    if level not in LEVELS:
        raise ValueError(f"level must be one of {LEVELS}, not {level}")
    if options.get("winnable_only", False):
        raise ValueError("a winnable-only deal is proven by the solver: set it up with deals.new_game")
    return deal(data or load_data(), seed, level, False, seed)
