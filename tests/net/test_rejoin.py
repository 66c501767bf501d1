"""A laptop that drops out loses nothing: the others are told who is missing while it is away, and with its token
it comes back to its seat and sees the game exactly where it is; a token is good only for its own seat."""

from gardengames.net.client import LOBBY, PLAYING, REFUSED
from tests.net.laptops import REMOTE


def settle(client, until, tries=100):
    """The client's snapshot once ``until(snapshot)`` holds (bounded: ``tries`` waits of at most a second)."""
    snap = client.latest()
    for _ in range(tries):
        if until(snap):
            return snap
        snap = client.wait(snap.version, 1.0)
    raise AssertionError(f"never came about: {snap.status} {snap.problem}")


def test_the_others_see_who_is_away_and_the_seat_comes_back_with_its_token(table):
    host = table.host("sabotage", [REMOTE, REMOTE, "easy"], 7, secret="k")
    ann = table.client(host, name="Ann", seat=0)
    settle(ann, lambda s: s.status == LOBBY and s.seats == (0,))
    bob = table.client(host, name="Bob", seat=1)
    settle(ann, lambda s: s.status == PLAYING)
    token = settle(bob, lambda s: s.status == PLAYING).token
    bob.stop()
    assert settle(ann, lambda s: s.missing).missing == ["Bob"]
    assert host.call(lambda: host.session.names) == ["Ann", "Bob", "Rosemary"]

    thief = table.client(host, token=ann.latest().token[::-1])
    assert "no seat" in settle(thief, lambda s: s.status == REFUSED).problem
    back = table.client(host, token=token)
    snap = settle(back, lambda s: s.status == PLAYING and s.views)
    assert snap.seats == (1,) and snap.token == token
    assert settle(ann, lambda s: not s.missing).missing == []
    assert snap.views[1] == host.call(lambda: host.session.state.view(1))
    rewound, told = back.take_news()
    assert rewound is None
    assert len(told) == snap.moves  # the whole game so far is told again to a laptop that comes back


def test_a_late_laptop_finds_no_free_seat(table):
    host = table.host("unbeetable", [REMOTE, "easy"], 1)
    first = table.client(host, name="Ann")
    settle(first, lambda s: s.status == PLAYING)
    late = table.client(host, name="Bea")
    assert settle(late, lambda s: s.status == REFUSED).problem == "every seat is taken"
