"""Whole games played by computer levels on laptops joined over loopback give exactly the game ``--demo`` plays
with the same seed, secret and seat levels: the host checks and applies every move, the laptops see only their
views, and a computer level decides from the decision key the host sends (never the seed)."""

import pytest

from gardengames.net.client import OVER
from tests.net.laptops import REMOTE, demo

CASES = [
    pytest.param("unbeetable", 3, ["easy", "easy"], id="unbeetable-2"),
    pytest.param("sabotage", 2, ["easy", "easy", "easy"], id="sabotage-3", marks=pytest.mark.slow),
    pytest.param("botanicus", 2, ["easy", "hard"], id="botanicus-2", marks=pytest.mark.slow),
    pytest.param("sabotage", 5, ["easy", "easy", "easy", "easy"], id="sabotage-4", marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("game_id", "seed", "levels"), CASES)
def test_laptops_play_the_demos_game(table, game_id, seed, levels):
    host = table.host(game_id, [REMOTE] * len(levels), seed, secret="garden")
    clients, finals = table.bots(host, dict(enumerate(levels)))
    table.join_all()
    expected = demo(game_id, seed, levels, "garden")
    for final in finals:
        assert final.status == OVER, final.problem
        assert final.result == expected
    record = finals[0].record
    assert record["moves"] == host.call(lambda: [host.session.state.codec.encode(m) for m in host.session.moves])
    assert len(record["moves"]) == expected["moves"]


@pytest.mark.slow
def test_a_computer_seat_at_the_host_plays_beside_laptops(table):
    """A seat played by a computer level at the host keys its randomness the same way (the game's secret)."""
    levels = ["easy", "easy", "easy"]
    host = table.host("sabotage", [REMOTE, "easy", REMOTE], 2, secret="garden")
    _clients, finals = table.bots(host, {0: "easy", 2: "easy"})
    table.join_all()
    assert [f.result for f in finals] == [demo("sabotage", 2, levels, "garden")] * 2


def test_the_secret_decides_the_bots_game():
    """The decision key is what makes the laptops' game the demo's: another secret plays another game (so the
    comparison above could fail), and no secret keeps the demo's old randomness exactly."""
    from gardengames.session import Seat, Session

    seats = [Seat("A", "computer", "easy", 0), Seat("B", "computer", "easy", 1), Seat("C", "computer", "easy", 2)]
    plain, keyed = Session("sabotage", seats, 2), Session("sabotage", seats, 2, secret="garden")
    assert plain.decision_key() == "2:0"
    assert len(keyed.decision_key()) == 64 and ":" not in keyed.decision_key()  # an HMAC, not the seed
    games = []
    for secret in ("garden", "other"):
        session = Session("sabotage", seats, 2, secret=secret)
        for _ in range(60):
            session.apply(session.computer_move())
        games.append(session.moves)
    assert games[0] != games[1]
