"""A laptop that stops reading cannot make the host's memory grow: while the others play a whole game, what the
host holds for it stays under a fixed bound (its refusals, the websocket's write buffer; the views are made only
when they can be sent, so they coalesce), measured as the bytes queued, not the process's size."""

import asyncio
import json
import socket
import threading
import time

from websockets.asyncio.client import connect

from gardengames.net import host as host_module
from gardengames.net.client import OVER
from gardengames.net.protocol import PROTOCOL
from tests.net.laptops import GAME_SECONDS, REMOTE
from tests.net.test_leaks import Recording

REFUSAL = 500  # bytes: the longest refusal (its reason is cut to MAX_REASON)


class Deaf:
    """A laptop that joins and then never reads (its socket's receive buffer kept small): it only sends."""

    def __init__(self, port):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 65536)  # far less than a game sends it
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.ws = self.run(
            connect(f"ws://127.0.0.1:{port}", sock=sock, max_queue=1, proxy=None, ping_interval=None, compression=None)
        )

    def run(self, awaitable):
        async def wrapped():
            return await awaitable

        return asyncio.run_coroutine_threadsafe(wrapped(), self.loop).result(10)

    def send(self, message):
        self.run(self.ws.send(json.dumps({"v": PROTOCOL, **message})))

    def close(self):
        self.loop.call_soon_threadsafe(self.ws.transport.abort)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


def test_a_laptop_that_stops_reading_holds_a_bounded_queue_on_the_host(table, monkeypatch):
    monkeypatch.setattr(host_module, "PING_SECONDS", None)  # else a laptop deaf to pings is dropped after 40 s
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 2, secret="k")
    (reader,), finals = table.bots(host, {0: "easy"}, cls=Recording)
    table.bots(host, {1: "easy"})
    deaf = Deaf(host.port)
    try:
        deaf.send({"t": "join", "code": host.code, "name": None, "seat": 2, "token": None, "bot": None, "more": []})
        most, deadline = 0, time.monotonic() + GAME_SECONDS
        while time.monotonic() < deadline:
            over, to_move, at, queued = host.call(
                lambda: (
                    host.session is not None and host.session.state.is_over,
                    host.session is not None and host.session.state.current_player == 2,
                    len(host.session.moves) if host.session else 0,
                    [lp.queued() for lp in host.laptops if lp.seats == (2,)],
                )
            )
            most = max([most, *queued])  # as the test sees it; ``peak`` is what the host saw at every change
            if over:
                break
            if to_move:  # the deaf laptop still plays, blind (the test asks the host): it sends and never reads
                think = host.call(host.session.computer_request)
                deaf.send({"t": "move", "at": at, "move": host.session.state.codec.encode(think())})
            time.sleep(0.05)
        stalled = host.call(lambda: next(lp for lp in host.laptops if lp.seats == (2,)))
        table.join_all()
    finally:
        deaf.close()
    assert finals[0].status == OVER
    # The bound: websockets' write buffer, the one message being written, the refusals kept.
    bound = host_module.WRITE_LIMIT + max(len(raw.encode()) for raw in reader.raw) + host_module.REPLIES_KEPT * REFUSAL
    sent_to_reader = sum(len(raw.encode()) for raw in reader.raw)
    assert sent_to_reader > 3 * bound, "the game sent too little for the bound to mean anything"
    most = max(most, stalled.peak)
    assert most > 0, "the stalled laptop's connection never backed up: it was not stalled"
    assert stalled.coalesced > 0, "no change was ever coalesced for the stalled laptop"
    assert most <= bound, f"{most} bytes queued for a laptop that stopped reading (bound {bound})"
