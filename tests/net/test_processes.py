"""Laptops as separate processes (``--serve`` and ``--join --bot`` over loopback): they print the JSON ``--demo``
prints for the same seed, secret and seats, also when a laptop is killed (kill -9) mid-game and comes back with its
token, and when the host is killed and continued from its autosave (``--serve --resume``) while the laptops wait
and rejoin by themselves."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.net.laptops import GAME_SECONDS, ROOT, demo

pytestmark = pytest.mark.slow
SEED, SECRET, LEVELS = 3, "garden", ["easy", "easy"]


class Processes:
    def __init__(self, home):
        self.env = {**os.environ, "GARDENGAMES_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
        self.home = home
        self.running: list[subprocess.Popen] = []

    def start(self, name, *args):
        out = open(self.home / f"{name}.out", "w")  # noqa: SIM115 (closed with the process)
        err = open(self.home / f"{name}.err", "w")  # noqa: SIM115
        proc = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=self.env, stdout=out, stderr=err)
        proc.files = (out, err)
        proc.name = name
        self.running.append(proc)
        return proc

    def lines(self, proc, stream="out"):
        return (self.home / f"{proc.name}.{stream}").read_text().splitlines()

    def first_line(self, proc, stream="out", timeout=30):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            lines = self.lines(proc, stream)
            if lines:
                return lines[0]
            assert proc.poll() is None, f"{proc.name} ended: {self.lines(proc, 'err')}"
            time.sleep(0.05)
        raise AssertionError(f"{proc.name} said nothing in {timeout} s")

    def finish(self, proc, timeout=GAME_SECONDS):
        proc.wait(timeout)
        assert proc.returncode == 0, f"{proc.name} failed: {self.lines(proc, 'err')}"
        return json.loads(self.lines(proc)[-1])

    def stop(self):
        for proc in self.running:
            if proc.poll() is None:
                proc.kill()
                proc.wait(10)
            for f in proc.files:
                f.close()


@pytest.fixture
def procs(tmp_path):
    p = Processes(tmp_path)
    yield p
    p.stop()


def serve(procs, *extra, name="host"):
    host = procs.start(name, "--serve", "unbeetable", "--players", "2", "--seed", str(SEED), "--secret", SECRET, *extra)
    hello = json.loads(procs.first_line(host))
    return host, hello["address"], hello["code"]


def join(procs, address, code, seat, *extra):
    return procs.start(
        f"seat{seat}-{len(procs.running)}",
        "--join",
        address,
        "--code",
        code,
        "--seat",
        str(seat),
        "--bot",
        "easy",
        *extra,
    )


def saved_moves(procs):
    path = procs.home / "data" / "saves" / "unbeetable.json"
    try:
        return len(json.loads(path.read_text())["moves"])
    except (OSError, ValueError, KeyError):
        return 0


def test_processes_play_the_demos_game(procs):
    host, address, code = serve(procs)
    laptops = [join(procs, address, code, seat) for seat in (1, 2)]
    expected = demo("unbeetable", SEED, LEVELS, SECRET)
    assert [procs.finish(p) for p in laptops] == [expected, expected]
    assert procs.finish(host) == expected


def test_a_laptop_killed_mid_game_comes_back_with_its_token(procs):
    host, address, code = serve(procs)
    first = join(procs, address, code, 1)
    victim = join(procs, address, code, 2)
    token = procs.first_line(victim, "err").rsplit(" ", 1)[-1]
    deadline = time.monotonic() + GAME_SECONDS
    while saved_moves(procs) < 20 and time.monotonic() < deadline:
        time.sleep(0.01)
    victim.send_signal(signal.SIGKILL)
    assert victim.wait(10) == -signal.SIGKILL, "the laptop had ended before it was killed"
    back = join(procs, address, code, 2, "--token", token)
    expected = demo("unbeetable", SEED, LEVELS, SECRET)
    assert procs.finish(back) == expected
    assert procs.finish(first) == expected
    assert procs.finish(host) == expected


def test_a_host_killed_mid_game_is_continued_and_the_laptops_come_back(procs):
    host, address, code = serve(procs)
    laptops = [join(procs, address, code, seat) for seat in (1, 2)]
    deadline = time.monotonic() + GAME_SECONDS
    while saved_moves(procs) < 20 and time.monotonic() < deadline:
        time.sleep(0.01)
    host.send_signal(signal.SIGKILL)
    assert host.wait(10) == -signal.SIGKILL, "the host had ended before it was killed"
    assert saved_moves(procs) >= 20
    port = address.rsplit(":", 1)[1]
    again = procs.start("host-again", "--serve", "unbeetable", "--resume", "--port", port)
    hello = json.loads(procs.first_line(again))
    assert hello["code"] == code and hello["address"] == address  # the code comes from the saved secret
    expected = demo("unbeetable", SEED, LEVELS, SECRET)
    assert [procs.finish(p) for p in laptops] == [expected, expected]
    assert procs.finish(again) == expected
