"""No seat is ever shown what it may not know: along whole random games, no value a seat may not see appears
anywhere in its view or in an event as that seat is shown it (``Event.seen_by``). This is what play across
laptops rests on: a laptop is sent only views and events seen by its seat.

What a seat may not see is ``hidden_from``: derived from the game's declared schema (other hands, decks, tasks
placed in secret), written out by a game not yet on the schema; either way it takes in every other seat's
``private_cards``."""

import json
import random

import pytest

from gardengames import games
from gardengames.net.protocol import strings  # every string in a JSON-like value, keys included

GAME_IDS = list(games.GAMES)


def event_strings(event):
    return set(strings([getattr(event, name) for name in event.__dataclass_fields__]))


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_no_view_and_no_event_shows_a_seat_what_it_may_not_see(game_id, seed):
    info = games.GAMES[game_id]
    players = 1 if info.solitaire else min(3, info.max_players)
    state = info.rules.new_game(players, seed, info.default_options())
    rng = random.Random(seed)
    seats = [None, *range(players)]
    checked_hidden = 0
    for _ in range(2000):
        if state.is_over:
            break
        seen_before = {seat: set(strings(state.view(seat))) for seat in seats}
        events = state.apply(rng.choice(state.legal_moves()))
        for seat in seats:
            hidden = state.hidden_from(seat)
            others = {key for q in range(players) if q != seat for key in state.private_cards(q)}
            assert others <= hidden, f"{game_id}: another seat's private cards are not hidden from seat {seat}"
            checked_hidden += len(hidden)
            view = state.view(seat)
            assert not hidden & set(strings(view)), f"{game_id}: seat {seat}'s view shows what it may not see"
            json.dumps(view)
            for event in events:
                # An event may name what the seat saw before the move (a face-up card taken into a hand).
                leaked = hidden & event_strings(event.seen_by(seat)) - seen_before[seat]
                assert not leaked, f"{game_id}: {type(event).__name__} shows seat {seat} {sorted(leaked)}"
    assert checked_hidden > 0, "nothing was ever hidden: the test would prove nothing"


def test_seen_by_blanks_a_private_field_for_everyone_but_its_owner():
    from dataclasses import dataclass
    from typing import ClassVar

    from gardengames.engine.state import Event

    @dataclass(frozen=True)
    class Drawn(Event):
        private: ClassVar = {"card": "player"}
        player: int
        card: str

    event = Drawn(1, "c7")
    assert event.seen_by(1) is event
    assert event.seen_by(0) == Drawn(1, None) and event.seen_by(None) == Drawn(1, None)
