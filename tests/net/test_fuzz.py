"""The host under bad input: malformed JSON, wrong types, huge messages, another version, a wrong code, a move for
another seat, an illegal move, malformed undos and redos and ones not allowed, garbage bytes. Each is refused with a
reason, the host keeps running, and the game still ends as it would have without them."""

import json

import pytest
from websockets.sync.client import connect

from gardengames.net import host as host_module
from gardengames.net.client import OVER
from gardengames.net.protocol import MAX_MESSAGE, PROTOCOL
from tests.net.laptops import REMOTE, demo


def ask(port, *frames, timeout=10):
    """Open a connection, send ``frames``, and return every message received until the host closes it."""
    received = []
    with connect(f"ws://127.0.0.1:{port}", open_timeout=timeout, close_timeout=timeout) as ws:
        for frame in frames:
            ws.send(frame)
        try:
            while True:
                received.append(json.loads(ws.recv(timeout=timeout)))
        except Exception:  # the host closed the connection (or went quiet): what came before is the answer
            pass
    return received


def join(code, **fields):
    fields = {"name": None, "seat": None, "token": None, "bot": None, "more": [], **fields}
    return json.dumps({"v": PROTOCOL, "t": "join", "code": code, **fields})


@pytest.mark.parametrize(
    ("frame", "words"),
    [
        (lambda code: join("WRONG1"), "wrong code"),
        (lambda code: join(code.lower(), token="f" * 32), "token holds no seat"),
        (lambda code: join(code, seat=7), "no seat 8"),
        (lambda code: join(code, name="\u0007bell"), "printable"),
        (lambda code: join(code, name="clover", seat=0), "taken"),  # the computer at seat 2 is Clover
        (lambda code: b"\x00\x01garbage", "only text"),
        (lambda code: "{{{", "not JSON"),
        (lambda code: json.dumps({"v": 99, "t": "join"}), "protocol version"),
        (lambda code: json.dumps({"v": PROTOCOL, "t": "move", "at": 0, "move": {}}), "join first"),
    ],
)
def test_a_bad_join_is_refused_with_a_reason_and_closed(table, frame, words):
    host = table.host("unbeetable", [REMOTE, "easy"], 3, secret="k")
    answer = ask(host.port, frame(host.code))
    assert answer and answer[-1]["t"] == "refused" and answer[-1]["fatal"], answer
    assert words in answer[-1]["reason"]
    assert host.call(lambda: host.session is None and host.laptops == [])


def test_a_connection_that_never_asks_to_join_is_closed(table, monkeypatch):
    monkeypatch.setattr(host_module, "HELLO_SECONDS", 0.3)
    host = table.host("unbeetable", [REMOTE, "easy"], 3)
    answer = ask(host.port)
    assert answer[-1]["reason"] == "no request to join came"


def test_the_host_refuses_bad_messages_mid_game_and_the_game_ends_as_without_them(table):
    host = table.host("unbeetable", [REMOTE, REMOTE], 3, secret="k")
    _bots, finals = table.bots(host, {0: "easy"})
    fuzzer = table.client(host, seat=1)
    snap = fuzzer.wait(0, 10)
    for _ in range(100):  # the game waits for the fuzzer's seat: its position holds still while it is fuzzed
        if snap.to_move:
            break
        snap = fuzzer.wait(snap.version, 1)
    assert snap.to_move
    at = snap.moves
    move = {"v": PROTOCOL, "t": "move", "at": at}
    bad = [
        "not json at all",
        b"\xff\xfe binary garbage",
        json.dumps({**move, "move": "EndTurn"}),
        json.dumps({**move, "move": {"type": "EndTurn", "player": "1"}}),
        json.dumps({**move, "move": {"type": "__class__", "player": 1}}),
        json.dumps({**move, "move": {"type": "EndTurn", "player": 1, "path": "../../etc"}}),
        json.dumps({**move, "v": PROTOCOL + 1, "move": {"type": "EndTurn", "player": 1}}),
        json.dumps({**move, "at": at + 50, "move": {"type": "EndTurn", "player": 1}}),
        json.dumps({**move, "move": {"type": "EndTurn", "player": 0}}),  # for the other seat (never legal for 1)
        json.dumps({**move, "move": {"type": "PlayPlant", "player": 1, "card": "nothing.99", "spot": 0}}),
        join(host.code),
        json.dumps({**move, "move": {"type": "DrawCard", "player": 1, "deck": "x" * (MAX_MESSAGE + 10)}}),
    ]
    undo = {"v": PROTOCOL, "t": "undo", "at": at}  # its turn has just begun: nothing of it to take back
    bad_undos = [
        json.dumps({"v": PROTOCOL, "t": "undo"}),
        json.dumps({**undo, "at": "0"}),
        json.dumps({**undo, "at": True}),
        json.dumps({**undo, "at": at, "move": {"type": "EndTurn", "player": 1}}),
        json.dumps({**undo, "at": at + 50}),
        json.dumps({**undo, "at": -1}),
        json.dumps({**undo, "v": PROTOCOL + 1}),
        json.dumps(undo),
    ]
    redo = {"v": PROTOCOL, "t": "redo", "at": at}  # nothing was taken back: nothing to play again
    bad_redos = [
        json.dumps({"v": PROTOCOL, "t": "redo"}),
        json.dumps({**redo, "at": None}),
        json.dumps({**redo, "at": 1.5}),
        json.dumps({**redo, "move": {"type": "EndTurn", "player": 1}}),
        json.dumps({**redo, "at": at - 1}),
        json.dumps({**redo, "at": 2**80}),
        json.dumps({**redo, "v": PROTOCOL - 1}),
        json.dumps(redo),
    ]
    refusals = []
    for batch in (
        bad[:6],
        bad[6:],
        bad_undos,
        bad_redos,
    ):  # the host keeps only the latest few refusals for a laptop that lags
        for frame in batch:
            fuzzer._loop.call_soon_threadsafe(fuzzer._out.put_nowait, frame)
        got = []
        for _ in range(200):
            got += fuzzer.take_refusals()
            if len(got) >= len(batch):
                break
            fuzzer.wait(fuzzer.latest().version, 0.2)
        refusals += got
    text = " | ".join(refusals)
    for words in (
        "not JSON",
        "only text",
        "field move is missing",
        "field player is not int",
        "unknown move type",
        "unknown fields",
        "protocol version",
        "moved on",
        "joined already",
        "larger than",
        "undo: field at is missing",
        "undo has unknown fields",
        "undo works only within your own turn",
        "redo: field at is missing",
        "redo has unknown fields",
        "there is no move taken back to play again",
    ):
        assert words in text, f"no refusal says {words!r}: {text}"
    assert "turn" in text or "not allowed" in text
    assert text.count("moved on") == 5 and text.count("protocol version") == 3
    assert text.count("redo: field at is missing or of the wrong type") == 3
    assert len(refusals) == len(bad) + len(bad_undos) + len(bad_redos)
    finals.append(None)
    table.play(fuzzer, "easy", finals, 1)
    table.join_all()
    expected = demo("unbeetable", 3, ["easy", "easy"], "k")
    assert [f.status for f in finals] == [OVER, OVER]
    assert [f.result for f in finals] == [expected, expected]


def test_a_message_past_the_websocket_limit_closes_only_that_connection(table):
    """Over twice ``MAX_MESSAGE`` the websocket layer closes the connection unread; the laptop comes back to its
    seat with its token by itself, and the game goes on."""
    host = table.host("unbeetable", [REMOTE, REMOTE], 3, secret="k")
    (_bot, big), finals = table.bots(host, {0: "easy", 1: "easy"})
    snap = big.wait(0, 10)
    while not snap.seats:
        snap = big.wait(snap.version, 10)
    big._loop.call_soon_threadsafe(big._out.put_nowait, "x" * (3 * MAX_MESSAGE))
    table.join_all()
    assert [f.result for f in finals] == [demo("unbeetable", 3, ["easy", "easy"], "k")] * 2
