"""The messages of play across laptops: what is sent comes back the same, and anything else is refused with a
reason (never evaluated, never a crash)."""

import json

import pytest

from gardengames import games
from gardengames.engine.state import Codec
from gardengames.net import protocol
from gardengames.net.protocol import FROM_HOST, FROM_LAPTOP, MAX_MESSAGE, PROTOCOL, ProtocolError
from gardengames.session import Seat, Session

MULTI = [gid for gid, info in games.GAMES.items() if not info.solitaire]


def test_a_join_and_a_move_come_back_as_sent():
    join = protocol.encode("join", code="ABC234", name="Ann", seat=1, token=None, bot=None, more=[])
    assert protocol.decode(join, FROM_LAPTOP) == json.loads(join)
    session = Session("unbeetable", [Seat("A"), Seat("B", colour=1)], 3)
    codec = session.state.codec
    for move in session.state.legal_moves():
        message = protocol.decode(protocol.encode("move", at=0, move=codec.encode(move)), FROM_LAPTOP)
        assert protocol.decode_move(codec, message["move"]) == move


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        (b"\x00\xff garbage", "only text"),
        ("{not json", "not JSON"),
        ("[1, 2]", "JSON object"),
        ("[" * 100_000 + "]" * 100_000, "not JSON"),
        ('{"v": 1, "t": "join", "code": NaN}', "not JSON"),
        ('{"t": "join"}', "protocol version"),
        (json.dumps({"v": PROTOCOL + 1, "t": "join"}), "protocol version"),
        (json.dumps({"v": True, "t": "join"}), "protocol version"),
        (json.dumps({"v": PROTOCOL, "t": "__import__"}), "unknown message kind"),
        (json.dumps({"v": PROTOCOL, "t": "move", "at": 0}), "field move"),
        (json.dumps({"v": PROTOCOL, "t": "move", "at": True, "move": {}}), "field at"),
        (json.dumps({"v": PROTOCOL, "t": "move", "at": 0, "move": {}, "path": "/etc/passwd"}), "unknown fields"),
        (
            json.dumps(
                {"v": PROTOCOL, "t": "join", "code": "x" * 100, "name": None, "seat": None, "token": None, "bot": None}
            ),
            "too long",
        ),
        ("{" + " " * MAX_MESSAGE + "}", "larger than"),
    ],
)
def test_a_bad_message_is_refused_with_a_reason(raw, words):
    with pytest.raises(ProtocolError, match=words):
        protocol.decode(raw, FROM_LAPTOP)


@pytest.mark.parametrize(
    "raw",
    [
        {"type": "Exec"},
        {"type": "EndTurn", "player": "0"},
        {"type": "EndTurn", "player": True},
        {"type": "EndTurn", "player": 0, "extra": 1},
        {"type": "EndTurn"},
        ["EndTurn"],
        {"type": "PlayPlant", "player": 0, "card": ["a", ["b"]], "plot": 1},
    ],
)
def test_a_move_is_rebuilt_only_through_the_games_codec(raw):
    codec = games.GAMES["unbeetable"].rules.State.codec
    with pytest.raises(ProtocolError):
        protocol.decode_move(codec, raw)


@pytest.mark.parametrize("game_id", MULTI)
def test_every_event_a_game_raises_is_in_its_event_codec(game_id):
    """A game played across laptops lists every event class of its rules, so each can be sent and rebuilt."""
    from gardengames.engine.state import Event

    state_class = games.GAMES[game_id].rules.State
    assert isinstance(state_class.events, Codec)

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    package = f"gardengames.games.{game_id}."
    raised = {c.__name__ for c in subclasses(Event) if c.__module__.startswith(package)}
    assert raised and raised <= set(state_class.events.by_name)


@pytest.mark.parametrize("game_id", MULTI)
def test_events_and_states_round_trip_through_the_host_messages(game_id):
    """Along a whole game, every ``events`` and ``state`` message the host would send a seat decodes on the
    laptop to the same events (as that seat sees them), views and legal moves."""
    info = games.GAMES[game_id]
    seats = [Seat(n, "computer", "easy", i) for i, n in enumerate(("A", "B", "C"))]
    session = Session(game_id, seats, 4)
    state_class = type(session.state)
    while not session.state.is_over:
        for seat in range(3):
            fields = protocol.play_fields(session, [seat])
            message = protocol.decode(protocol.encode("state", started=True, seats=[], **fields), FROM_HOST)
            assert protocol.decode_views(message) == {seat: session.state.view(seat)}
            legal = [protocol.decode_move(state_class.codec, raw) for raw in message["legal"]]
            assert legal == (session.state.legal_moves() if session.state.current_player == seat else [])
        session.apply(session.computer_move())
        marks = [protocol.move_mark("k", i, state_class.codec.encode(move)) for i, move in enumerate(session.moves)]
        for seat in range(3):
            fields = protocol.events_for(session.history, session.state, [seat], len(session.history) - 1, marks)
            message = protocol.decode(protocol.encode("events", **fields), FROM_HOST)
            ((_mark, (actor, _move, events)),) = protocol.decode_events(state_class, message)
            assert actor == session.history[-1][0]
            assert events == [e.seen_by(seat) for e in session.history[-1][2]]
    assert info.id == game_id


def test_a_message_too_large_to_send_is_not_sent():
    with pytest.raises(ProtocolError, match="larger than"):
        protocol.encode("refused", about="x", reason="y" * MAX_MESSAGE, fatal=False)
