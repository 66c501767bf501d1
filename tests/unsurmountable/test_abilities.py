"""Each of the seventeen abilities, and what happens when one cannot be carried out in full."""

import pytest

from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import (
    AbilityIgnored,
    Build,
    CardDiscarded,
    CardDrawn,
    CardRemoved,
    Choose,
    ChooseSlot,
    DeckRevealed,
    UseAbility,
)

DATA = rules.load_data()


def spare(*exclude: str) -> list[str]:
    """Card ids other than the given ones, in file order."""
    return [c.id for c in DATA.cards if c.id not in exclude]


def test_every_ability_kind_is_on_one_card():
    """UM-C1: the seventeen cards carry seventeen different abilities, each with its own text."""
    assert sorted(c.ability.kind for c in DATA.cards) == sorted(rules.ABILITY_KINDS)


def test_a_resolvable_ability_must_be_resolved(position, card_of):
    """UM-G6: once a card is discarded for an ability that can be carried out, the only legal moves
    answer its questions: it cannot be skipped or abandoned half-way."""
    s = card_of("swap_camp")
    a, b, c = spare(s)[:3]
    state = position(camp=[a, s, b, c])
    events = state.apply(UseAbility(s))
    assert events == [CardDiscarded(s, "camp")] and state.discard == [s]
    assert state.prompt.kind == "swap_camp" and state.prompt.detail["step"] == "camp"
    assert state.prompt.text == "Choose a Base Camp card to swap"
    assert state.legal_moves() == [Choose(a), Choose(b), Choose(c)]
    state.apply(Choose(a))
    assert state.legal_moves() == [Choose(b), Choose(c)]


IGNORED = {
    # kind: what falls short (Base Camp cards besides the ability card, deck cards, built places,
    # discard pile before, Base Camp size); anything not given takes the default below
    "swap_camp": dict(camp=1),
    "first_to_end": dict(camp=1),
    "last_to_first": dict(camp=1),
    "reorder_top3": dict(deck=2),
    "dig_three": dict(deck=2),
    "draw_two": dict(deck=1),
    "thin_deck": dict(deck=1),
    "bottom_to_first": dict(deck=0),
    "swap_top": dict(deck=0),
    "move_mountain": dict(mountain={(0, 0)}),
    "discard_mountain": dict(mountain=set()),
    "replace_mountain": dict(mountain=set()),
    "swap_mountain": dict(mountain={(0, 0), (0, 2)}),
    "grow_camp": dict(camp_size=rules.MAX_CAMP),
    "from_discard": dict(discard=0),
    "build_any": dict(mountain={(0, c) for c in range(4)} | {(1, c) for c in range(3)} | {(2, 0), (2, 1), (3, 0)}),
}


@pytest.mark.parametrize("kind", sorted(IGNORED))
def test_ability_that_cannot_be_carried_out_in_full_is_ignored(kind, position, card_of):
    """UM-G6, UM-G8: if an ability cannot be resolved entirely it is ignored, and its card is still
    discarded (to the discard pile, not out of the game)."""
    setup = IGNORED[kind]
    card = card_of(kind)
    pool = spare(card)
    camp = [pool.pop(0) for _ in range(setup.get("camp", 2))]
    deck = [pool.pop(0) for _ in range(setup.get("deck", 3))]
    slots = setup.get("mountain", {(0, 0), (0, 1)})
    mountain = {slot: pool.pop(0) for slot in sorted(slots)}
    discard = [pool.pop(0) for _ in range(setup.get("discard", 1))]
    state = position(
        camp=[camp[0], card, *camp[1:]],
        deck=deck,
        mountain=mountain,
        discard=discard,
        camp_size=setup.get("camp_size"),
        helicopter=False,
    )
    deck_before, mountain_before, size_before = list(state.deck), dict(state.mountain), state.camp_size
    events = state.apply(UseAbility(card))
    assert AbilityIgnored(card, kind) in events and (state.prompt is None or state.prompt.kind == rules.PLAY)
    assert state.discard == [*discard, card] and card not in state.removed
    assert (state.mountain, state.camp_size) == (mountain_before, size_before)
    drawn = [e.card for e in events if isinstance(e, CardDrawn)]  # only the end-of-turn refill
    assert state.camp == [*camp, *drawn] and state.deck == deck_before[len(drawn) :]


def test_first_to_bottom_is_always_possible(position, card_of):
    """UM-G6: 'put your First card on the bottom of the deck' can always be done (there is a First)."""
    card = card_of("first_to_bottom")
    a, b, d1, d2 = spare(card)[:4]
    state = position(camp=[a, card, b], deck=[d1, d2], camp_size=3)
    state.apply(UseAbility(card))
    assert state.camp == [b, d1, d2] and state.deck == [a]
    assert state.view(0)["deck"] == [a]  # the player saw where it went


def test_swap_camp(position, card_of):
    """UM-B1, UM-G6: Eagle Ridge swaps two Base Camp cards, the only way besides abilities to reorder it."""
    card = card_of("swap_camp")
    a, b, c = spare(card)[:3]
    state = position(camp=[a, card, b, c])
    state.apply(UseAbility(card))
    state.apply(Choose(a))
    state.apply(Choose(c))
    assert state.camp == [c, b, a]


def test_first_to_end_and_last_to_first(position, card_of):
    """UM-B1: Base Camp order only changes when an ability says so."""
    end, front = card_of("first_to_end"), card_of("last_to_first")
    a, b, c = spare(end, front)[:3]
    state = position(camp=[a, end, b, front, c])
    state.apply(UseAbility(end))
    assert state.camp == [b, front, c, a]
    state.apply(UseAbility(front))
    assert state.camp == [a, b, c]


def test_reorder_top3(position, card_of):
    """UM-G6, UM-R1: Lantern Lake shows the top three deck cards and puts them back in the chosen order."""
    card = card_of("reorder_top3")
    a, d1, d2, d3, d4 = spare(card)[:5]
    state = position(camp=[a, card], deck=[d1, d2, d3, d4], camp_size=2)
    events = state.apply(UseAbility(card))
    assert DeckRevealed((d1, d2, d3)) in events
    assert state.view(0)["deck"] == [d1, d2, d3, None]
    state.apply(Choose(d3))
    assert state.legal_moves() == [Choose(d1), Choose(d2)]
    state.apply(Choose(d1))
    assert state.camp == [a, d3] and state.deck == [d1, d2, d4]  # d3 came back on top, then was drawn


def test_dig_three(position, card_of):
    """UM-G6, UM-B1: Yeti's Stair adds one of the top three to the right end; the others go under the deck."""
    card = card_of("dig_three")
    a, d1, d2, d3, d4 = spare(card)[:5]
    state = position(camp=[a, card], deck=[d1, d2, d3, d4], camp_size=1)
    state.apply(UseAbility(card))
    assert state.legal_moves() == [Choose(d1), Choose(d2), Choose(d3)]
    state.apply(Choose(d2))
    assert state.camp == [a, d2] and state.deck == [d4, d1, d3]


def test_draw_two(position, card_of):
    """UM-G6, UM-R1: Cloudbreak Pass draws two onto the right end, even past the Base Camp size."""
    card = card_of("draw_two")
    a, d1, d2, d3 = spare(card)[:4]
    state = position(camp=[a, card], deck=[d1, d2, d3], camp_size=2)
    state.apply(UseAbility(card))
    assert state.camp == [a, d1, d2] and state.deck == [d3]  # more than the Base Camp size, for now


def test_bottom_to_first(position, card_of):
    """UM-G6, UM-B1: Hollow Grotto makes the bottom deck card the First card."""
    card = card_of("bottom_to_first")
    a, d1, d2 = spare(card)[:3]
    state = position(camp=[a, card], deck=[d1, d2], camp_size=2)
    state.apply(UseAbility(card))
    assert state.camp == [d2, a] and state.deck == [d1]


def test_thin_deck_removes_from_the_game(position, card_of):
    """UM-G8: cards removed from the game go to their own pile, apart from the discard pile."""
    card = card_of("thin_deck")
    a, d1, d2, d3 = spare(card)[:4]
    state = position(camp=[a, card], deck=[d1, d2, d3], camp_size=2)
    state.apply(UseAbility(card))
    assert state.legal_moves() == [Choose(d1), Choose(d2)]
    events = state.apply(Choose(d2))
    assert CardRemoved(d2, "deck") in events
    assert d2 in state.removed and d2 not in state.discard and state.discard == [card]
    assert state.camp == [a, d1] and state.deck == [d3]


def test_swap_top(position, card_of):
    """UM-G6, UM-B1: Larch Gully swaps the First card with the top deck card, which the player then knows."""
    card = card_of("swap_top")
    a, b, d1, d2 = spare(card)[:4]
    state = position(camp=[a, card, b], deck=[d1, d2], camp_size=2)
    state.apply(UseAbility(card))
    assert state.camp == [d1, b] and state.deck == [a, d2]
    assert state.view(0)["deck"] == [a, None]


def test_move_mountain(position, card_of):
    """UM-G7: a card moved off the mountain leaves the others in place; the new place must be legal."""
    card = card_of("move_mountain")
    a, m1, m2, m3 = spare(card)[:4]
    state = position(camp=[a, card], mountain={(0, 0): m1, (0, 1): m2, (1, 0): m3})
    state.apply(UseAbility(card))
    assert Choose(m1) in state.legal_moves()
    state.apply(Choose(m1))
    assert state.legal_moves() == [ChooseSlot(0, 2)]  # m2 alone in the bottom row; m3 stays unsupported
    state.apply(ChooseSlot(0, 2))
    assert state.mountain == {(0, 1): m2, (0, 2): m1, (1, 0): m3}


def test_discard_mountain_leaves_unsupported_cards(position, card_of):
    """UM-G7, UM-G8: a card taken off the mountain goes to the discard pile; the card it held up stays,
    and later placements still follow the placement rules."""
    card = card_of("discard_mountain")
    a, m1, m2, m3 = spare(card)[:4]
    state = position(camp=[a, card], mountain={(0, 0): m1, (0, 1): m2, (1, 0): m3})
    state.apply(UseAbility(card))
    state.apply(Choose(m1))
    assert state.mountain == {(0, 1): m2, (1, 0): m3} and state.discard == [card, m1]
    assert state.legal_slots() == [(0, 0), (0, 2)]


def test_swap_mountain_only_touching_cards(position, card_of):
    """UM-G6, UM-G7: Windy Saddle swaps two touching mountain cards; cards that do not touch cannot swap."""
    card = card_of("swap_mountain")
    a, m1, m2, m3 = spare(card)[:4]
    state = position(camp=[a, card], mountain={(0, 0): m1, (0, 1): m2, (0, 2): m3})
    state.apply(UseAbility(card))
    state.apply(Choose(m1))
    assert state.legal_moves() == [Choose(m2)]
    state.apply(Choose(m2))
    assert state.mountain == {(0, 0): m2, (0, 1): m1, (0, 2): m3}


def test_replace_mountain(position, card_of):
    """UM-G8: the replaced card leaves the game; the First card takes its place."""
    card = card_of("replace_mountain")
    a, b, m1, m2 = spare(card)[:4]
    state = position(camp=[a, card, b], mountain={(0, 0): m1, (0, 1): m2})
    state.apply(UseAbility(card))
    state.apply(Choose(m2))
    assert state.mountain == {(0, 0): m1, (0, 1): a} and m2 in state.removed and state.camp == [b]


def test_grow_camp(position, card_of):
    """UM-D2: abilities can change the Base Camp size."""
    card = card_of("grow_camp")
    a, d1, d2 = spare(card)[:3]
    state = position(level=2, camp=[a, card], deck=[d1, d2], camp_size=4)
    state.apply(UseAbility(card))
    assert state.camp_size == 5 and state.camp == [a, d1, d2]


def test_from_discard_cannot_take_itself(position, card_of):
    """UM-G6, UM-G8: Shepherd's Camp takes another card back from the discard pile as the First card."""
    card = card_of("from_discard")
    a, x, y = spare(card)[:3]
    state = position(camp=[a, card], discard=[x, y])
    state.apply(UseAbility(card))
    assert state.legal_moves() == [Choose(x), Choose(y)]
    state.apply(Choose(y))
    assert state.camp == [y, a] and state.discard == [x, card]


def test_build_any(position, card_of):
    """UM-G6, UM-B1, UM-G2: Glacier Tongue builds any Base Camp card, still at a legal place."""
    card = card_of("build_any")
    a, b, m1 = spare(card)[:3]
    state = position(camp=[a, card, b], mountain={(0, 0): m1})
    state.apply(UseAbility(card))
    state.apply(Choose(b))
    assert state.legal_moves() == [ChooseSlot(0, -1), ChooseSlot(0, 1)]
    state.apply(ChooseSlot(0, 1))
    assert state.mountain == {(0, 0): m1, (0, 1): b} and state.camp == [a]
    assert Build(a, 0, -1) in state.legal_moves()
