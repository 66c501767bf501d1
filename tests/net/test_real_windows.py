"""Two app windows play a game across laptops in a real X11 server (issue 32): one hosts from the setup screen, the
other joins from the menu, and each plays its seat by real mouse clicks (xdotool): the Moves button, then the first
move of the list. Both end with the same finished game in their recent games.

Skipped only where Xvfb or xdotool is not installed. Everything talks over 127.0.0.1 (``GARDENGAMES_NET_LOOPBACK``).
The display is ``GARDENGAMES_TEST_DISPLAY`` when set (a machine shared with other X servers), else one Xvfb picks.
Where to click is worked out by laying the same screens out headless at the windows' size.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gardengames import games
from gardengames.session import Seat, Session
from gardengames.ui.host_screen import HostScene
from gardengames.ui.join_screen import JoinScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.picker import MovePicker
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1280, 720)  # a new user folder's window
GAP = 1300  # the second window's left edge: side by side, never overlapping
GAME = "unbeetable"
GAME_SECONDS = 400.0
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"),
]


def xdo(env, *args):
    return subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=20).stdout.strip()


def centre(rect, left=0):
    return left + rect.centerx, rect.centery


class Places:
    """Where each thing to click is in a window of ``SIZE``: the same scenes laid out headless."""

    def __init__(self):
        app = App(SIZE, headless=True)
        try:
            info = games.get(GAME)
            app.stack.push(MenuScene(app))
            self.join_menu = centre(app.stack.top.join_button.rect)
            setup = SetupScene(app, info)
            app.stack.push(setup)
            self.host = centre(setup.host_button.rect)
            host_screen = HostScene(app, info, [Seat("Ann"), Seat("Basil", "computer", "easy", 1)], {})
            app.stack.push(host_screen)
            seat = host_screen.rows[1].rect
            self.seat_left = (seat.x + seat.h // 2, seat.centery)  # "Computer (easy)" -> "Another laptop"
            self.host_go = centre(host_screen.host_button.rect)
            join = JoinScene(app)
            app.stack.push(join)
            self.address, self.code = centre(join.address_field.rect), centre(join.code_field.rect)
            self.name, self.join = centre(join.name_field.rect), centre(join.join_button.rect)
            join.browser.close()
            table = info.table_scene()(app, Session(GAME, [Seat("Ann"), Seat("Bea", colour=1)], 1), spectator=True)
            app.stack.push(table)
            self.moves = centre(table.moves_button.rect)
            picker = MovePicker(app, table)
            app.stack.push(picker)
            self.first_move = centre(picker.row_rect(0))
        finally:
            app.close()


@pytest.fixture
def display(tmp_path):
    """An Xvfb server of our own, wide enough for two windows side by side; stopped at the end."""
    wanted = os.environ.get("GARDENGAMES_TEST_DISPLAY")
    read, write = os.pipe()
    args = ["Xvfb", f":{wanted}" if wanted else "-displayfd", *([] if wanted else [str(write)])]
    server = subprocess.Popen(
        [*args, "-screen", "0", f"{GAP + SIZE[0]}x{SIZE[1] + 80}x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        if wanted:
            name = wanted
            for _ in range(50):  # until the server answers (bounded: ten seconds)
                ready = subprocess.run(["xdotool", "getdisplaygeometry"], env={**os.environ, "DISPLAY": f":{name}"})
                if ready.returncode == 0:
                    break
                time.sleep(0.2)
        else:
            with os.fdopen(read) as pipe:
                name = pipe.readline().strip()
        assert name, "Xvfb did not start"
        yield {**os.environ, "DISPLAY": f":{name}"}
    finally:
        if wanted:
            os.close(read)
        server.terminate()
        server.wait(10)


def open_window(env, folder, *args):
    """One app window with a user folder of its own, talking over loopback only."""
    folder.mkdir()
    env = {
        **env,
        "SDL_AUDIODRIVER": "dummy",
        "GARDENGAMES_HOME": str(folder / "home"),
        "XDG_CONFIG_HOME": str(folder / "config"),
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CACHE_HOME": str(folder / "cache"),
        "GARDENGAMES_NET_LOOPBACK": "1",
        "GARDENGAMES_LANG": "en",
    }
    env.pop("SDL_VIDEODRIVER", None)
    log = (folder / "out.txt").open("w")
    proc = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env, stdout=log, stderr=log)
    return proc, env


def window_of(env, pid, left, log):
    """The window of process ``pid``, moved to ``left`` (no window manager: the window is placed as asked)."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        for wid in xdo(env, "search", "--pid", str(pid)).split():
            xdo(env, "windowmove", "--sync", wid, str(left), "0")
            time.sleep(2.0)  # the first frames
            return wid
        time.sleep(0.2)
    raise AssertionError(f"the window did not open: {log.read_text()[-2000:]}")


def click(env, pos, left=0):
    xdo(env, "mousemove", "--sync", str(pos[0] + left), str(pos[1]), "click", "1")
    time.sleep(0.12)


def type_into(env, pos, text, left=0, clear=0):
    """Click a text field and type into it (the keyboard goes to the window given the focus: no window manager)."""
    click(env, pos, left)
    for _ in range(clear):
        xdo(env, "key", "BackSpace")
    xdo(env, "type", "--delay", "30", text)
    time.sleep(0.2)


def recent_games(folder):
    """The finished games listed in a window's recent games (their records)."""
    path = folder / "home" / "data" / "recent.json"
    return json.loads(path.read_text())["games"] if path.exists() else []


def test_two_windows_host_join_and_play_a_game_by_mouse(display, tmp_path):
    places = Places()
    host_proc, host_env = open_window(display, tmp_path / "host", "--game", GAME)
    guest_proc, guest_env = open_window(display, tmp_path / "guest")
    try:
        window_of(display, host_proc.pid, 0, tmp_path / "host" / "out.txt")
        guest = window_of(display, guest_proc.pid, GAP, tmp_path / "guest" / "out.txt")
        # The host: Host on the setup screen, seat 2 on another laptop, Host.
        click(display, places.host)
        click(display, places.seat_left)
        click(display, places.host_go)
        said = ""
        deadline = time.monotonic() + 20
        while "code" not in said and time.monotonic() < deadline:
            time.sleep(0.2)
            said = (tmp_path / "host" / "out.txt").read_text()
        found = re.search(r"hosting \w+ at ([\d.]+):(\d+), code (\w+)", said)
        assert found, said
        address, code = f"{found[1]}:{found[2]}", found[3]
        # The guest: Join a game on the menu, the address and the code as the host's screen shows them, a name.
        xdo(display, "windowfocus", "--sync", guest)  # the keyboard's window (there is no window manager)
        time.sleep(1.0)
        click(display, places.join_menu, GAP)
        type_into(display, places.address, address, GAP)
        type_into(display, places.code, code, GAP)
        type_into(display, places.name, "Bea", GAP, clear=12)
        click(display, places.join, GAP)
        # Both play by mouse: Moves, then the first move listed (a click does nothing when it is not their turn).
        deadline = time.monotonic() + GAME_SECONDS
        while not (recent_games(tmp_path / "host") and recent_games(tmp_path / "guest")):
            assert time.monotonic() < deadline, "the game did not end in time"
            assert host_proc.poll() is None and guest_proc.poll() is None, "a window closed"
            for left in (0, GAP):
                click(display, places.moves, left)
                click(display, places.first_move, left)
        host_game, guest_game = recent_games(tmp_path / "host")[-1], recent_games(tmp_path / "guest")[-1]
        assert host_game["moves"] == guest_game["moves"] and len(host_game["moves"]) > 20
        assert host_game["seed"] == guest_game["seed"]
        assert [seat["name"] for seat in guest_game["seats"]] == ["Ann", "Bea"]
    finally:
        for proc in (host_proc, guest_proc):
            proc.terminate()
        for proc in (host_proc, guest_proc):
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
