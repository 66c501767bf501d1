"""Several seats on one laptop in a hosted game (issue 32): a laptop joins for two seats at once, all or none; it
is sent the views of both and nothing that neither may see; it may move for either and for no other; it comes back
to both with their tokens, and a seat the host handed to a computer while it was away stays the computer's."""

import json

import pytest

from gardengames.net import protocol
from gardengames.net.client import OVER, PLAYING, REFUSED
from gardengames.net.protocol import PROTOCOL
from tests.net.laptops import REMOTE, demo
from tests.net.test_fuzz import ask
from tests.net.test_leaks import SECRET, Recording, held_to, states_along
from tests.net.test_rejoin import settle


@pytest.mark.parametrize(
    ("game_id", "seed"),
    [
        pytest.param("unbeetable", 4, id="unbeetable"),
        pytest.param("sabotage", 3, id="sabotage"),
        pytest.param("botanicus", 2, id="botanicus"),
    ],
)
def test_a_two_seat_laptop_plays_a_whole_game_and_is_sent_nothing_neither_seat_may_see(table, game_id, seed):
    """Seats 1 and 3 on one laptop, seat 2 on another: the game is the one ``--demo`` plays for the same seeds,
    and no message to the two-seat laptop names anything hidden from both its seats (what one of them may see
    is its to show, behind the cover, to that seat's person only)."""
    levels = ["easy", "easy", "easy"]
    host = table.host(game_id, [REMOTE] * 3, seed, secret=SECRET)
    # The names ``--demo`` gives its computer players, so that the results compare whole.
    pair = table.client(host, cls=Recording, name="Basil", seat=0, more=[(2, "Rosemary")], bot="easy")
    finals = [None, None]
    table.play(pair, "easy", finals, 0)
    other = table.client(host, name="Clover", seat=1, bot="easy")
    table.play(other, "easy", finals, 1)
    table.join_all()
    assert [f.status for f in finals] == [OVER, OVER], [f.problem for f in finals]
    assert finals[0].seats == (0, 2) and len(finals[0].tokens) == 2
    assert host.call(lambda: host.session.names) == ["Basil", "Clover", "Rosemary"]
    expected = demo(game_id, seed, levels, SECRET)
    assert finals[0].result == finals[1].result == expected

    moves = host.call(lambda: list(host.session.moves))
    states = states_along(game_id, seed, 3, moves)
    checked, views_sent = held_to(pair.raw, states, (0, 2), "the pair")
    assert checked > 0 and views_sent == {0, 2}
    # The same bytes hold a hidden card of seat 3 that seat 1 may not see: the rule above is the pair's, not seat 1's.
    only_cleo = [states[i].hidden_from(0) - states[i].hidden_from(2) for i in range(len(states))]
    assert any(only_cleo), "seat 3 never held anything seat 1 could not see: the test would prove little"


def refusals_of(client):
    """The host's refusals of what ``client`` sent, once one came (bounded)."""
    refusals = []
    for _ in range(50):
        refusals += client.take_refusals()
        if refusals:
            return refusals
        client.wait(client.latest().version, 0.2)
    return refusals


def test_a_two_seat_laptop_moves_for_its_seats_and_no_other(table):
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 6, secret="k")
    pair = table.client(host, name="Ann", seat=0, more=[(2, "Cleo")])
    other = table.client(host, name="Bob", seat=1)
    snap = settle(pair, lambda s: s.status == PLAYING and s.views)
    assert snap.seats == (0, 2) and set(snap.views) == {0, 2}
    played, refused = set(), False
    for _ in range(400):  # each laptop plays its first legal move whenever one of its seats is to move
        if (len(played) == 2 and refused) or host.call(lambda: host.session.state.is_over):
            break
        snap, bob = pair.latest(), other.latest()
        if bob.to_move and bob.moves == snap.moves and not refused:
            assert not snap.legal and snap.key is None  # Bob is to move: the pair has no legal moves nor key
            pair.send_move(bob.legal[0])  # a move for Bob's seat, from the pair
            assert "not your turn" in refusals_of(pair)[0]
            assert host.call(lambda: len(host.session.moves)) == bob.moves
            refused = True
        for client, mine in ((pair, snap), (other, bob)):
            if mine.to_move:
                played |= {mine.current} - {1}
                client.send_move(mine.legal[0])
                settle(client, lambda s, at=mine.moves: s.moves > at)
                break
        else:
            pair.wait(pair.latest().version, 0.2)
    assert refused and played == {0, 2}, "the pair never moved for both its seats"


def test_a_join_for_two_seats_is_all_or_nothing(table):
    host = table.host("unbeetable", [REMOTE, REMOTE, "easy"], 3, secret="k")
    clover = table.client(host, name="Ann", seat=0, more=[(1, "rosemary")])  # seat 3 is the computer Rosemary
    assert "taken" in settle(clover, lambda s: s.status == REFUSED).problem
    twice = table.client(host, name="Ann", seat=1, more=[(1, "Bob")])
    assert "not free" in settle(twice, lambda s: s.status == REFUSED).problem
    same = table.client(host, name="Ann", more=[(None, "ANN")])
    assert "taken" in settle(same, lambda s: s.status == REFUSED).problem
    too_many = table.client(host, name="Ann", more=[(None, "Bob"), (None, "Cleo")])  # two remote seats only
    assert settle(too_many, lambda s: s.status == REFUSED).problem == "every seat is taken"
    assert host.call(lambda: host.names) == [None, None, "Rosemary"]  # no refused join kept a seat
    pair = table.client(host, name="Ann", more=[(None, "Bob")])
    snap = settle(pair, lambda s: s.status == PLAYING and s.views)
    assert snap.seats == (0, 1) and host.call(lambda: host.names) == ["Ann", "Bob", "Rosemary"]


@pytest.mark.parametrize(
    ("more", "words"),
    [
        ("seat 2", "field more"),
        ([{"seat": 1, "name": "Bob"}], "seat, name and token"),
        ([{"seat": "1", "name": "Bob", "token": None}], "field seat of more"),
        ([{"seat": True, "name": "Bob", "token": None}], "field seat of more"),
        ([{"seat": None, "name": "B" * 100, "token": None}], "field name of more"),
        ([{"seat": None, "name": None, "token": None}] * (protocol.MAX_MORE + 1), "at most"),
        ([{"seat": None, "name": None, "token": "f" * 32}], "tokens or asks for new seats"),
    ],
)
def test_a_malformed_join_for_several_seats_is_refused_with_a_reason(table, more, words):
    host = table.host("unbeetable", [REMOTE, REMOTE, "easy"], 3, secret="k")
    frame = {"v": PROTOCOL, "t": "join", "code": host.code, "name": "Ann", "seat": None, "token": None, "bot": None}
    answer = ask(host.port, json.dumps({**frame, "more": more}))
    assert answer and answer[-1]["t"] == "refused" and answer[-1]["fatal"], answer
    assert words in answer[-1]["reason"]
    assert host.call(lambda: host.names) == [None, None, "Rosemary"]


def test_a_two_seat_laptop_comes_back_to_both_seats_and_a_seat_handed_away_stays_the_computers(table):
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 7, secret="k")
    pair = table.client(host, name="Ann", seat=0, more=[(2, "Cleo")])
    other = table.client(host, name="Bob", seat=1)
    settle(other, lambda s: s.status == PLAYING)
    snap = settle(pair, lambda s: s.status == PLAYING and s.views)
    tokens = snap.tokens
    assert len(set(tokens)) == 2
    # A dropped connection: the client comes back with both tokens by itself.
    host.call(lambda: [lp for lp in host.laptops if lp.seats == (0, 2)][0].ws.transport.abort())
    back = settle(pair, lambda s: s.joins == 2 and s.status == PLAYING)
    assert back.seats == (0, 2) and back.tokens == tokens
    # The app closed: both seats are away, each by name, and come back with the remembered tokens.
    pair.stop()
    assert sorted(settle(other, lambda s: len(s.missing) == 2).missing) == ["Ann", "Cleo"]
    again = table.client(host, tokens=list(tokens))
    snap = settle(again, lambda s: s.status == PLAYING and s.views)
    assert snap.seats == (0, 2) and settle(other, lambda s: not s.missing).missing == []
    assert snap.views == host.call(lambda: {s: host.session.state.view(s) for s in (0, 2)})
    # Away again; the host lets a computer play seat 3: the laptop comes back to seat 1 alone.
    again.stop()
    settle(other, lambda s: len(s.missing) == 2)
    assert host.call(lambda: host.hand_to_computer(2, "easy")) == ""
    alone = table.client(host, tokens=list(tokens))
    snap = settle(alone, lambda s: s.status in (PLAYING, OVER) and s.views)
    assert snap.seats == (0,) and snap.tokens == (tokens[0],)
    assert settle(other, lambda s: not s.missing).missing == []
    assert host.call(lambda: host.session.seats[2].kind) == "computer"
    thief = table.client(host, tokens=[tokens[1]])  # the handed seat's token alone seats nobody
    assert "no seat" in settle(thief, lambda s: s.status == REFUSED).problem


def test_the_remembered_seats_are_read_back_only_as_written():
    """The file a laptop comes back with holds a token and a name per seat; any other shape is ignored."""
    import json as json_module

    from gardengames.net import rejoin

    held = rejoin.Held("127.0.0.1", 4567, "ABC234", ("a" * 32, "b" * 32), "sabotage", ("Ann", "Cleo"))
    rejoin.remember(held, [])
    assert rejoin.recall() == held
    good = json_module.loads(rejoin.path().read_text())
    for bad in (
        {**good, "names": ["Ann"]},  # a token without its name
        {**good, "tokens": [], "names": []},
        {**good, "tokens": ["a" * 32] * 9, "names": [f"P{i}" for i in range(9)]},
        {**good, "tokens": ["a" * 32, 7]},
        {**good, "names": ["Ann", "\u0007"]},
        {**{k: v for k, v in good.items() if k not in ("tokens", "names")}, "token": "a" * 32, "name": "Ann"},
    ):
        rejoin.path().write_text(json_module.dumps(bad))
        assert rejoin.recall() is None, bad
