"""The seventeen abilities and the Rescue Helicopter: the questions each asks, whether it can be carried
out in full (UM-G6), its answers as legal moves, and what it does once every answer is given."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from gardengames.engine.state import Event, Move
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.content import ABILITY_STEPS, HELICOPTER, MAX_CAMP
from gardengames.games.unsurmountable.rules.geometry import MOUNTAIN_SIZE, Slot
from gardengames.games.unsurmountable.rules.moves import (
    CampReordered,
    CampSizeChanged,
    CardDiscarded,
    CardDrawn,
    CardMoved,
    CardPlaced,
    CardRemoved,
    CardsSwapped,
    CardToCamp,
    CardToDeck,
    Choose,
    ChooseSlot,
    DeckReordered,
    DeckRevealed,
)
from gardengames.i18n import N_

if TYPE_CHECKING:
    from gardengames.games.unsurmountable.rules.game import State

#: The questions of every ability and of the helicopter, in order.
STEPS: dict[str, tuple[str, ...]] = {**ABILITY_STEPS, HELICOPTER: ("camp",)}
#: How many top deck cards an ability shows before its question (the answers are among them).
SHOWN = {"reorder_top3": 3, "dig_three": 3, "thin_deck": 2}

#: What each question asks, in English (translated where it is asked: ``State.prompt``).
PROMPTS: dict[tuple[str, int], str] = {
    ("swap_camp", 0): N_("Choose a Base Camp card to swap"),
    ("swap_camp", 1): N_("Choose the Base Camp card to swap it with"),
    ("reorder_top3", 0): N_("Choose the card to put on top of the deck"),
    ("reorder_top3", 1): N_("Choose the card to put second from the top"),
    ("dig_three", 0): N_("Choose the card to take into your Base Camp"),
    ("thin_deck", 0): N_("Choose the card to remove from the game"),
    ("move_mountain", 0): N_("Choose a mountain card to move"),
    ("move_mountain", 1): N_("Choose where to move it"),
    ("discard_mountain", 0): N_("Choose a mountain card to discard"),
    ("swap_mountain", 0): N_("Choose a mountain card to swap"),
    ("swap_mountain", 1): N_("Choose the mountain card to swap it with"),
    ("replace_mountain", 0): N_("Choose the mountain card your First card replaces"),
    ("from_discard", 0): N_("Choose a discarded card to take back as your First card"),
    ("build_any", 0): N_("Choose a Base Camp card to build"),
    ("build_any", 1): N_("Choose where to build it"),
    (HELICOPTER, 0): N_("Choose a Base Camp card to fly to the bottom of the deck"),
}


def move_targets(mountain: dict[Slot, str], slot: Slot) -> list[Slot]:
    """Where the card at ``slot`` could be moved to: a legal place once it is lifted off (not its own)."""
    rest = [other for other in mountain if other != slot]
    return [target for target in geometry.legal_slots(rest) if target != slot]


def slot_of(mountain: dict[Slot, str], card: str) -> Slot:
    """Where ``card`` lies on the mountain (it must lie there)."""
    for slot, here in mountain.items():
        if here == card:
            return slot
    raise ValueError(f"{card!r} is not on the mountain")


def can_resolve(state: State, kind: str) -> bool:
    """Whether an ability could be carried out in full right now (UM-G6)."""
    camp, deck, mountain = state.camp, state.deck, state.mountain
    if kind in ("swap_camp", "first_to_end", "last_to_first"):
        return len(camp) >= 2
    if kind == "first_to_bottom":
        return len(camp) >= 1
    if kind in ("reorder_top3", "dig_three"):
        return len(deck) >= 3
    if kind in ("draw_two", "thin_deck"):
        return len(deck) >= 2
    if kind in ("bottom_to_first", "swap_top"):
        return len(deck) >= 1
    if kind == "move_mountain":
        return any(move_targets(mountain, slot) for slot in mountain)
    if kind == "discard_mountain":
        return len(mountain) >= 1
    if kind == "replace_mountain":
        return len(mountain) >= 1 and len(camp) >= 1
    if kind == "swap_mountain":
        return any(other in mountain for slot in mountain for other in geometry.touching(slot))
    if kind == "grow_camp":
        return state.camp_size < MAX_CAMP
    if kind == "from_discard":
        return len(state.discard) >= 2  # the ability card itself is on the pile and cannot be taken
    if kind == "build_any":
        return bool(camp) and len(mountain) < MOUNTAIN_SIZE
    raise ValueError(f"unknown ability {kind!r}")


def answers(state: State, kind: str, card: str, picked: list[Any]) -> list[Move]:
    """The legal answers to the next question of ability ``kind`` (played from ``card``)."""
    step = STEPS[kind][len(picked)]
    mountain = state.mountain
    if step == "camp":
        return [_choose(c) for c in state.camp if c not in picked]
    if step == "mountain":
        cards = [(slot, c) for slot, c in sorted(mountain.items()) if c not in picked]
        if kind == "swap_mountain" and picked:
            near = geometry.touching(slot_of(mountain, picked[0]))
            cards = [(slot, c) for slot, c in cards if slot in near]
        elif kind == "swap_mountain":
            cards = [(slot, c) for slot, c in cards if any(n in mountain for n in geometry.touching(slot))]
        if kind == "move_mountain":
            cards = [(slot, c) for slot, c in cards if move_targets(mountain, slot)]
        return [_choose(c) for _, c in cards]
    if step == "slot":
        if kind == "move_mountain":
            targets = move_targets(mountain, slot_of(mountain, picked[0]))
        else:
            targets = geometry.legal_slots(mountain)
        return [_choose_slot(*slot) for slot in targets]
    if step == "deck":
        return [_choose(c) for c in state.deck[: SHOWN[kind]] if c not in picked]
    if step == "discard":
        return [_choose(c) for c in state.discard if c != card]
    raise AssertionError(step)


# Answers are immutable values and the same few recur in every position: each is made once (a frozen
# dataclass costs most of a microsecond to build, and a search lists thousands of answers); bounded, as
# columns drift without bound in a very long game.
_choose = lru_cache(maxsize=4096)(Choose)
_choose_slot = lru_cache(maxsize=10_000)(ChooseSlot)


def reveal_for(state: State, kind: str, events: list[Event]) -> None:
    """Show the player the deck cards an ability's question is about (they stay known while in the deck)."""
    shown = SHOWN.get(kind, 0)
    if shown:
        cards = tuple(state.deck[:shown])
        state.known += [c for c in cards if c not in state.known]
        events.append(DeckRevealed(cards))


def resolve(state: State, kind: str, picked: list[Any], events: list[Event]) -> None:
    """Carry out an ability (or the helicopter) whose choices are all made."""
    camp, deck, mountain = state.camp, state.deck, state.mountain
    if kind == "swap_camp":
        i, j = camp.index(picked[0]), camp.index(picked[1])
        camp[i], camp[j] = camp[j], camp[i]
        events.append(CardsSwapped(picked[0], picked[1], "camp"))
    elif kind == "first_to_end":
        camp.append(camp.pop(0))
        events.append(CampReordered(tuple(camp)))
    elif kind == "last_to_first":
        camp.insert(0, camp.pop())
        events.append(CampReordered(tuple(camp)))
    elif kind in ("first_to_bottom", HELICOPTER):
        moved = camp.pop(0) if kind == "first_to_bottom" else picked[0]
        if kind == HELICOPTER:
            camp.remove(moved)
        deck.append(moved)
        state.known.append(moved)
        events.append(CardToDeck(moved, "camp", "bottom"))
    elif kind == "reorder_top3":
        order = [*picked, *(c for c in deck[:3] if c not in picked)]
        deck[:3] = order
        events.append(DeckReordered(tuple(order)))
    elif kind == "dig_three":
        rest = [c for c in deck[:3] if c != picked[0]]
        del deck[:3]
        deck.extend(rest)
        camp.append(picked[0])
        events.append(CardToCamp(picked[0], "deck", len(camp) - 1))
        events += [CardToDeck(c, "deck", "bottom") for c in rest]
    elif kind == "draw_two":
        for _ in range(2):
            draw(state, events)
    elif kind == "bottom_to_first":
        taken = deck.pop()
        camp.insert(0, taken)
        events.append(CardToCamp(taken, "deck bottom", 0))
    elif kind == "thin_deck":
        deck.remove(picked[0])
        state.removed.append(picked[0])
        events.append(CardRemoved(picked[0], "deck"))
    elif kind == "swap_top":
        old, camp[0] = camp[0], deck[0]
        deck[0] = old
        state.known.append(old)
        events += [CardToCamp(camp[0], "deck", 0), CardToDeck(old, "camp", "top")]
    elif kind == "move_mountain":
        src = slot_of(mountain, picked[0])
        dst = (picked[1][0], picked[1][1])
        del mountain[src]
        mountain[dst] = picked[0]
        events.append(CardMoved(picked[0], *src, *dst))
    elif kind == "discard_mountain":
        del mountain[slot_of(mountain, picked[0])]
        state.discard.append(picked[0])
        events.append(CardDiscarded(picked[0], "mountain"))
    elif kind == "swap_mountain":
        a, b = slot_of(mountain, picked[0]), slot_of(mountain, picked[1])
        mountain[a], mountain[b] = mountain[b], mountain[a]
        events.append(CardsSwapped(picked[0], picked[1], "mountain"))
    elif kind == "replace_mountain":
        slot = slot_of(mountain, picked[0])
        state.removed.append(picked[0])
        mountain[slot] = camp.pop(0)
        events += [CardRemoved(picked[0], "mountain"), CardPlaced(mountain[slot], *slot)]
    elif kind == "grow_camp":
        state.camp_size += 1
        events.append(CampSizeChanged(state.camp_size))
    elif kind == "from_discard":
        state.discard.remove(picked[0])
        camp.insert(0, picked[0])
        events.append(CardToCamp(picked[0], "discard", 0))
    elif kind == "build_any":
        slot = (picked[1][0], picked[1][1])
        camp.remove(picked[0])
        mountain[slot] = picked[0]
        events.append(CardPlaced(picked[0], *slot))
    else:
        raise AssertionError(kind)
    state.known = [c for c in state.known if c in deck]


def draw(state: State, events: list[Event]) -> None:
    """The top deck card joins the Base Camp on the right."""
    card = state.deck.pop(0)
    state.camp.append(card)
    events.append(CardDrawn(card))
