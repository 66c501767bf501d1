"""Play across laptops, measured over the loopback interface only (127.0.0.1, ports the system chose): a move's
round trip, the time from Join to the table, and the host's idle CPU with four laptops waiting (issue 32).

The round trip and the join are wall-clock times by nature (what a player waits for); they are taken on this
machine's loopback, so they show the cost of the host, the protocol and both threads, not of a network. The idle
CPU is the host process's own, read from the kernel (``/proc/PID/stat``), over a fixed span of wall time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from gardengames.bench import common

ROUND_TRIP_GOAL: common.Goal = ("<=", 20.0, "ms")  # issue 32: a move's round trip over loopback, p95
IDLE_GOAL: common.Goal = ("<=", 2.0, "% of a core")  # issue 32: the host with four laptops waiting
WAIT_SECONDS = 20.0  # the longest any one step here may take, on a busy machine
ROOT = Path(__file__).resolve().parents[2]


def _round_trips(moves: int) -> tuple[list[float], float]:
    """Two laptops play Unbeetable on a host in this process, the one to move always sending its first legal
    move: how long each took from sending to seeing the new position (ms), and the second laptop's join, from
    starting it to seeing the table (ms)."""
    from gardengames.net.client import Client
    from gardengames.net.host import REMOTE, Host

    host = Host("unbeetable", [REMOTE, REMOTE], seed=7)
    host.start()
    clients: list[Client] = []
    trips: list[float] = []
    join = 0.0
    try:
        for seat in (0, 1):  # the game starts when the second seat is taken: that laptop's wait is Join to table
            began = time.perf_counter()
            client = Client("127.0.0.1", host.port, host.code, name=f"Laptop {seat + 1}", seat=seat)
            clients.append(client)
            client.start()
            snap = client.wait(-1, WAIT_SECONDS)
            while seat == 1 and not snap.views and time.perf_counter() - began < WAIT_SECONDS:
                snap = client.wait(snap.version, WAIT_SECONDS)
            join = (time.perf_counter() - began) * 1000
        deadline = time.perf_counter() + WAIT_SECONDS * 4
        while len(trips) < moves and time.perf_counter() < deadline:
            mover = next((c for c in clients if c.latest().to_move), None)
            if mover is None:
                if any(c.latest().result is not None for c in clients):
                    break
                time.sleep(0.001)
                continue
            snap = mover.latest()
            began = time.perf_counter()
            mover.send_move(snap.legal[0])
            after = mover.wait(snap.version, WAIT_SECONDS)
            while after.moves == snap.moves and time.perf_counter() - began < WAIT_SECONDS:
                after = mover.wait(after.version, WAIT_SECONDS)
            trips.append((time.perf_counter() - began) * 1000)
    finally:
        for client in clients:
            client.stop()
        host.stop()
    return trips, join


def _stat_cpu(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _idle_host(span: float) -> float | None:
    """The host process's CPU, in % of a core, over ``span`` seconds while four laptops are joined and the seat
    to move thinks (nobody moves); None where /proc is not there to read it."""
    if not Path("/proc/self/stat").exists():
        return None
    env = common.headless_env()
    serve = [sys.executable, "main.py", "--serve", "sabotage", "--players", "4", "--seed", "3"]
    host = subprocess.Popen(serve, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert host.stdout is not None
        hello = json.loads(host.stdout.readline())
        from gardengames.net.client import PLAYING, Client

        port = int(hello["address"].rsplit(":", 1)[1])
        clients = [Client("127.0.0.1", port, hello["code"], seat=seat) for seat in range(4)]
        for client in clients:
            client.start()
        began = time.monotonic()
        while not all(c.latest().status == PLAYING for c in clients) and time.monotonic() - began < WAIT_SECONDS:
            time.sleep(0.05)
        time.sleep(2.0)  # joining settles
        start = _stat_cpu(host.pid)
        time.sleep(span)
        used = _stat_cpu(host.pid) - start
        for client in clients:
            client.stop()
        return round(100 * used / span, 2)
    finally:
        host.kill()
        host.wait(10)


def run(ids: list[str], quick: bool) -> list[dict[str, Any]]:
    common.say("network ...")
    trips, join = _round_trips(20 if quick else 120)
    out = [
        common.figure(
            "net.round_trip",
            round(common.percentile(trips, 0.95), 2),
            "ms (p95)",
            ROUND_TRIP_GOAL,
            **common.spread(trips, 2),
            clock="perf_counter",
            where="127.0.0.1",
            game="unbeetable, 2 laptops",
        ),
        common.figure("net.join_to_table", round(join, 1), "ms", None, clock="perf_counter", where="127.0.0.1"),
    ]
    idle = _idle_host(2.0 if quick else 6.0)
    name = "idle_cpu.host_four_laptops"
    out.append(
        common.skipped(name, "no /proc here", "% of a core", IDLE_GOAL)
        if idle is None
        else common.figure(name, idle, "% of a core", IDLE_GOAL, clock="/proc stat", laptops=4, game="sabotage")
    )
    common.say("network done")
    return out
