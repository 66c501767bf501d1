"""The declared state schema (engine/schema.py): copies share nothing, views hide what they must and say how
much they hide, and ``hidden_from`` names exactly what a seat may not see."""

import pytest

from gardengames.engine.schema import EVERYONE, NOBODY, OWNER, Field, Schema


class Thing:
    """A bare object holding fields, as a game state does."""

    def __init__(self, **fields):
        self.__dict__.update(fields)


SCHEMA = Schema(
    Field("turn"),
    Field("deck", 1, NOBODY),
    Field("piles", 2, NOBODY),
    Field("board", 3),
    Field("seats", records=(Field("coins"), Field("hand", 1, OWNER), Field("secret", 1, OWNER, until="shown"))),
    Field("shown"),
)


def thing(shown=False):
    return Thing(
        turn=3,
        deck=["d1", "d2"],
        piles={"a": ["p1"], "b": []},
        board=[[["f1"], []], [[], ["f2", "f3"]]],
        seats=[{"coins": 2, "hand": ["h1"], "secret": ["s1"]}, {"coins": 5, "hand": ["h2", "h3"], "secret": ["s2"]}],
        shown=shown,
    )


def test_a_copy_shares_nothing_mutable_at_any_depth():
    original = thing()
    copied = SCHEMA.copy(original)
    assert copied == {name: getattr(original, name) for name in SCHEMA.names}
    copied["deck"].append("x")
    copied["piles"]["a"].append("x")
    copied["board"][1][1].append("x")
    copied["seats"][0]["hand"].append("x")
    copied["seats"][1]["coins"] = 0
    assert original.deck == ["d1", "d2"] and original.piles["a"] == ["p1"] and original.board[1][1] == ["f2", "f3"]
    assert original.seats[0]["hand"] == ["h1"] and original.seats[1]["coins"] == 5


def test_a_view_hides_decks_and_other_seats_things_and_tells_their_size():
    view = SCHEMA.view(thing(), 0)
    assert view["deck"] is None and view["deck_count"] == 2
    assert view["piles"] is None and view["piles_count"] == {"a": 1, "b": 0}
    assert view["seats"][0] == {"coins": 2, "hand": ["h1"], "secret": ["s1"]}
    assert view["seats"][1] == {"coins": 5, "hand": None, "hand_count": 2, "secret": None, "secret_count": 1}
    spectator = SCHEMA.view(thing(), None)
    assert all(seat["hand"] is None and seat["secret"] is None for seat in spectator["seats"])


def test_until_shows_a_hidden_field_to_everyone_once_its_flag_is_set():
    view = SCHEMA.view(thing(shown=True), 0)
    assert view["seats"][1]["secret"] == ["s2"] and view["seats"][1]["hand"] is None


def test_hidden_from_names_exactly_what_the_seat_may_not_see():
    assert SCHEMA.hidden_from(thing(), 0) == {"d1", "d2", "p1", "h2", "h3", "s2"}
    assert SCHEMA.hidden_from(thing(), None) == {"d1", "d2", "p1", "h1", "h2", "h3", "s1", "s2"}
    assert SCHEMA.hidden_from(thing(shown=True), 1) == {"d1", "d2", "p1", "h1"}


def test_load_takes_only_declared_fields_and_copies_them():
    source = thing()
    view = SCHEMA.view(source, 1)
    target = Thing()
    SCHEMA.load(target, view)
    assert target.deck is None and not hasattr(target, "deck_count")
    assert target.seats[0] == {"coins": 2, "hand": None, "secret": None}
    target.board[0][0].append("x")
    assert view["board"][0][0] == ["f1"]
    with pytest.raises(ValueError, match="turn"):
        SCHEMA.load(Thing(), {k: v for k, v in view.items() if k != "turn"})


def test_a_schema_refuses_what_it_cannot_mean():
    with pytest.raises(ValueError, match="twice"):
        Schema(Field("a"), Field("a"))
    with pytest.raises(ValueError, match="seen"):
        Field("a", seen="friends")
    with pytest.raises(ValueError, match="records"):
        Field("seats", 1, records=(Field("x"),))
    assert Field("a").seen == EVERYONE


PER_SEAT = Schema(
    Field("hands", 2, OWNER, count=lambda hand: [card[0] for card in hand], told="backs"),
    Field("seed", seen=NOBODY, count=None),
    Field("garden", copy=lambda g: [None if e is None else dict(e) for e in g]),
)


def test_a_per_seat_list_shows_each_seat_its_own_part_and_tells_the_rest():
    state = Thing(hands=[["a1", "b2"], ["c3"]], seed=99, garden=[{"card": "x"}, None])
    view = PER_SEAT.view(state, 1)
    assert view["hands"] == [None, ["c3"]] and view["hands_backs"] == [["a", "b"], ["c"]]
    assert view["seed"] is None and "seed_count" not in view
    assert PER_SEAT.hidden_from(state, 1) == {"a1", "b2"} and PER_SEAT.hidden_from(state, None) == {"a1", "b2", "c3"}
    copied = PER_SEAT.copy(state)
    copied["garden"][0]["card"] = "y"
    copied["hands"][0].append("z")
    assert state.garden[0] == {"card": "x"} and state.hands[0] == ["a1", "b2"]


def test_fields_declared_in_a_state_class_become_its_schema_in_order():
    from gardengames.engine.schema import state_field
    from gardengames.engine.state import GameState

    class Declared(GameState):
        round: int = state_field(default=1)
        deck: list[str] = state_field(1, NOBODY, default=[])
        hands: list[list[str]] = state_field(2, OWNER, default=[])

    assert Declared.schema.names == ("round", "deck", "hands")
    assert Declared.schema.fields[1].seen == NOBODY and Declared.schema.fields[1].depth == 1
    assert "deck" not in vars(Declared), "a state without the field must fail, not read its declaration"
    first, second = Thing(), Thing()
    Declared.schema.start(first)
    Declared.schema.start(second)
    first.deck.append("c1")
    assert (second.round, second.deck, second.hands) == (1, [], []), "each state starts with its own copy"
