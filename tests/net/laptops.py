"""Helpers of the tests of play across laptops, over the loopback interface only: every host binds 127.0.0.1 on
a port the system chose, every wait is bounded, and every host, client and thread a test starts is stopped when
it ends, failed or not."""

import json
import subprocess
import sys
import threading
import time
from pathlib import Path

from gardengames.net.client import Client, play_as_computer
from gardengames.net.host import REMOTE, Host

__all__ = ["REMOTE", "GAME_SECONDS", "Table", "demo"]

ROOT = Path(__file__).resolve().parents[2]
GAME_SECONDS = 240.0  # the longest any whole game here may take, on a busy machine


class Table:
    """A host and its laptops, all stopped by ``close``."""

    def __init__(self):
        self.hosts: list[Host] = []
        self.clients: list[Client] = []
        self.threads: list[threading.Thread] = []

    def host(self, game_id, levels, seed=1, **kwargs):
        host = Host(game_id, levels, seed, **kwargs)
        self.hosts.append(host)
        host.start()
        return host

    def client(self, host, cls=Client, **kwargs):
        client = cls("127.0.0.1", host.port, host.code, **kwargs)
        self.clients.append(client)
        client.start()
        return client

    def bots(self, host, levels, cls=Client):
        """A laptop per remote seat, each playing it as a computer level; returns (clients, last snapshots), the
        snapshots filled in as each game ends."""
        clients = [self.client(host, cls, seat=s, bot=level) for s, level in levels.items()]
        finals = [None] * len(clients)
        for i, level in enumerate(levels.values()):
            self.play(clients[i], level, finals, i)
        return clients, finals

    def play(self, client, level, finals, i):
        """Play ``client``'s seat as ``level`` on a thread; its last snapshot goes to ``finals[i]``."""

        def run():
            finals[i] = play_as_computer(client, level, idle=GAME_SECONDS)

        thread = threading.Thread(target=run, daemon=True)
        self.threads.append(thread)
        thread.start()

    def join_all(self, timeout=GAME_SECONDS):
        deadline = time.monotonic() + timeout
        for thread in self.threads:
            thread.join(max(0.1, deadline - time.monotonic()))
        assert not any(t.is_alive() for t in self.threads), "a laptop's game did not end in time"

    def close(self):
        for client in self.clients:
            client.stop(5)
        for host in self.hosts:
            host.stop(5)


def demo(game_id, seed, levels, secret):
    """What ``--demo`` prints for these seats (one level per seat), as a dict."""
    out = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--demo",
            game_id,
            "--seed",
            str(seed),
            "--seats",
            ",".join(levels),
            "--secret",
            secret,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=GAME_SECONDS,
        check=True,
    )
    return json.loads(out.stdout)
