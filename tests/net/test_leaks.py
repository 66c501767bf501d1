"""Nothing a laptop receives shows what its seat may not see: along whole games played across laptops, no
hidden value of another seat (``hidden_from``, as tests/engine/test_view_leaks.py holds every view to) appears
anywhere in the bytes a laptop was sent, and neither the seed nor the secret does before the game is over; also along
games where moves are taken back and played again (issue 32), each message held to the game as it stood when it
was made."""

import json
import random
import re

import pytest

from gardengames import games
from gardengames.net.client import OVER, Client
from gardengames.net.protocol import strings
from tests.net.laptops import REMOTE

SECRET = "s3cret-of-the-host"
SEED = re.compile(r'"seed":-?\d')  # a view may have a hidden seed field, always null


class Recording(Client):
    """A laptop that keeps every message it received, as received."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.raw: list[str] = []

    def _receive(self, raw):
        self.raw.append(raw)
        return super()._receive(raw)


def states_along(game_id, seed, players, moves):
    """The state before each move and after the last."""
    info = games.GAMES[game_id]
    state = info.rules.new_game(players, seed, info.default_options())
    states = [state.clone()]
    for move in moves:
        state.apply(move)
        states.append(state.clone())
    return states


def held_to(received, states, seats, who):
    """Hold every message in ``received`` to what ``seats`` may see together: no state names a value hidden from
    all of them, no move's events name one that became hidden from all of them and none of them had seen, and the
    seed and secret stay out until the game is over. Returns how many hidden values were checked and the seats
    whose views were sent."""
    hidden_at = [set.intersection(*(state.hidden_from(seat) for seat in seats)) for state in states]
    seen = [set().union(*(strings(state.view(seat)) for seat in seats)) for state in states]
    # What a move's message may name: nothing hidden after it that the seats had not seen before it.
    news = [hidden_at[i + 1] - seen[i] for i in range(len(states) - 1)]
    checked, views_sent = 0, set()
    for raw in received:
        message = json.loads(raw)
        if message["t"] == "state":
            # Once the game is over its record (seed, secret, every move) is everyone's, as a replay is.
            shown = {k: v for k, v in message.items() if k != "record"}
            leaked = hidden_at[message["moves"]] & set(strings(shown))
            checked += len(hidden_at[message["moves"]])
            assert not leaked, f"{who} was sent {sorted(leaked)[:5]} in a state"
            views_sent |= {entry["seat"] for entry in message["views"]}
            if not message["over"]:
                assert SECRET not in raw and not SEED.search(raw), "the seed or secret went out before the end"
        elif message["t"] == "events":
            for i, item in enumerate(message["items"], start=message["first"]):
                leaked = news[i] & set(strings(item))
                assert not leaked, f"{who} was told {sorted(leaked)[:5]} by move {i}"
        else:
            assert SECRET not in raw
    return checked, views_sent


@pytest.mark.parametrize(
    ("game_id", "seed", "levels"),
    [
        pytest.param("sabotage", 3, ["easy", "easy", "easy"], id="sabotage"),
        pytest.param("unbeetable", 2, ["easy", "easy", "easy"], id="unbeetable", marks=pytest.mark.slow),
        pytest.param("botanicus", 3, ["easy", "easy"], id="botanicus", marks=pytest.mark.slow),
    ],
)
def test_no_laptop_is_sent_what_its_seat_may_not_see(table, game_id, seed, levels):
    host = table.host(game_id, [REMOTE] * len(levels), seed, secret=SECRET)
    clients, finals = table.bots(host, dict(enumerate(levels)), cls=Recording)
    table.join_all()
    assert all(f.status == OVER for f in finals)
    moves = host.call(lambda: list(host.session.moves))
    states = states_along(game_id, seed, len(levels), moves)
    checked = 0
    for seat, client in enumerate(clients):
        checked += held_to(client.raw, states, (seat,), f"seat {seat}")[0]
    assert checked > 0, "nothing was ever hidden: the test would prove nothing"


@pytest.mark.parametrize(
    ("game_id", "players", "seed", "steps"),
    [
        pytest.param("sabotage", 3, 3, 90, id="sabotage"),
        pytest.param("unbeetable", 2, 2, 160, id="unbeetable"),
        pytest.param("botanicus", 2, 3, 120, id="botanicus"),
    ],
)
def test_no_laptop_is_sent_what_its_seat_may_not_see_in_a_game_with_undos(table, game_id, players, seed, steps):
    """Moves taken back (and some played again) branch the game: each message a laptop receives is held to the game
    as it stood when the message was made (the step it came in, or the one after), found by its count of moves or its
    moves' marks."""
    from gardengames.net import protocol
    from tests.net.remote_tables import SECRET as GAME_SECRET
    from tests.net.remote_tables import Laptops, play

    held = {}

    class Stepped(Client):
        """A laptop that keeps every message it received with the step of the game it came in."""

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self.heard: list[tuple[int, str]] = []

        def _receive(self, raw):
            self.heard.append((held["laptops"].steps if held else 0, raw))
            return super()._receive(raw)

    branches = {0: []}  # the host's moves after each step

    class Recorded(Laptops):
        def settle(self, count=None):
            history = super().settle(count)
            branches[self.steps] = [move for _actor, move, _events in history]
            return history

    laptops = held["laptops"] = Recorded(table, game_id, players, seed, cls=Stepped)
    assert play(laptops, steps, 3, random.Random(seed), redo_every=2) >= 3
    assert laptops.redos >= 2, "too few redos to prove anything"
    codec = games.GAMES[game_id].rules.State.codec
    along = {}

    def states(step):
        if step not in along:
            moves = branches[step]
            marks = [protocol.move_mark(GAME_SECRET, i, codec.encode(move)) for i, move in enumerate(moves)]
            along[step] = (states_along(game_id, seed, players, moves), marks)
        return along[step]

    checked = 0
    for seat, client in enumerate(laptops.clients):
        for step, raw in client.heard:
            candidates = [s for s in (step, step + 1) if s in branches]
            message = json.loads(raw)
            if message["t"] == "state":
                made = [s for s in candidates if len(branches[s]) == message["moves"]]
                assert made, "a state of no position the game was in"
                assert all(branches[s] == branches[made[0]] for s in made)  # one step changes the count by one
                made = made[0]
                hidden = states(made)[0][message["moves"]].hidden_from(seat)
                checked += len(hidden)
                shown = {k: v for k, v in message.items() if k != "record"}  # the end's record is everyone's
                assert not hidden & set(strings(shown)), f"seat {seat} was sent what it may not see in a state"
                assert message["over"] or (GAME_SECRET not in raw and not SEED.search(raw))
            elif message["t"] == "events":
                for i, item in enumerate(message["items"], start=message["first"]):
                    made = next(s for s in candidates if states(s)[1][i : i + 1] == [item["mark"]])
                    line = states(made)[0]
                    news = line[i + 1].hidden_from(seat) - set(strings(line[i].view(seat)))
                    assert not news & set(strings(item)), f"seat {seat} was told what it may not see by move {i}"
    assert checked > 0, "nothing was ever hidden: the test would prove nothing"
