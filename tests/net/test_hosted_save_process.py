"""A window host killed (kill -9) mid-game, and continued from the menu of a new app on the same user folder
(issue 32): the other laptop, a ``--join --bot`` process still trying to come back, returns by itself and both end
with the same game. The window host is ``tests/net/window_host.py`` in a process of its own; everything over
127.0.0.1, every wait bounded."""

import json
import os
import re
import signal
import subprocess
import sys
import time

from gardengames import store
from gardengames.ui.table import BaseTable
from tests.net.laptops import GAME_SECONDS, ROOT
from tests.net.test_hosted_save import GAME, new_app
from tests.net.test_window_play import play_to_the_end, step_until
from tests.ui_events import click

HOSTING = re.compile(r"gardengames: hosting unbeetable at ([0-9.]+:\d+), code (\w+)")
KILLED_AT = 8  # moves saved before the host's process is killed


def saved_moves():
    try:
        return len(json.loads(store.save_path(GAME, hosted=True).read_text())["moves"])
    except (OSError, ValueError, KeyError):
        return 0


def wait_for(what, done, seconds=60.0):
    deadline = time.monotonic() + seconds
    while not (found := done()):
        assert time.monotonic() < deadline, f"no {what} in {seconds} s"
        time.sleep(0.01)
    return found


def test_a_window_host_killed_mid_game_continues_from_the_menu_and_the_laptop_comes_back(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    err = tmp_path / "host.err"
    running = []
    with open(err, "w") as host_err, open(tmp_path / "bea.out", "w") as bea_out, open(tmp_path / "bea.err", "w") as e:
        try:
            host = subprocess.Popen(
                [sys.executable, "-m", "tests.net.window_host", "17", "the-secret"], cwd=ROOT, env=env, stderr=host_err
            )
            running.append(host)
            where = wait_for("host line", lambda: HOSTING.search(err.read_text()))
            address, code = where.group(1), where.group(2)
            bea = subprocess.Popen(
                [sys.executable, "main.py", "--join", address, "--code", code, "--seat", "2", "--bot", "easy"],
                cwd=ROOT,
                env=env,
                stdout=bea_out,
                stderr=e,
            )
            running.append(bea)
            wait_for("saved moves", lambda: saved_moves() >= KILLED_AT)
            host.send_signal(signal.SIGKILL)
            assert host.wait(10) == -signal.SIGKILL, "the window host had ended before it was killed"
            app = new_app()
            try:
                menu = app.stack.top
                click(app, menu.hosting[GAME].rect.center)  # the lobby, which opens the table at once
                step_until(app, lambda: isinstance(app.stack.top, BaseTable))
                board = app.stack.top
                client = board.session.client
                assert f"{client.host}:{client.port}" == address and client.code == code  # the same port and code
                assert len(board.session.moves) >= KILLED_AT
                play_to_the_end(app, board)
                result = board.session.result()
            finally:
                app.close()
            assert bea.wait(GAME_SECONDS) == 0, (tmp_path / "bea.err").read_text()
        finally:
            for proc in running:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait(10)
    assert json.loads((tmp_path / "bea.out").read_text().splitlines()[-1]) == result
    assert not store.has_save(GAME, hosted=True)
    assert store.load_stats([]).game(GAME).played == 1
