"""Closing from outside: SIGTERM and SIGHUP (logout, shutdown, ``kill``) save the game and exit cleanly with no
dialog; the window's close button still asks first."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from gardengames import store
from gardengames.session import Seat, Session
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.shell import App

ROOT = Path(__file__).resolve().parents[2]

# The real App.run() with a table open after four saved moves and a fifth played without a save, so only the
# signal's own save can put the last state on disk. "ready" is printed from the first frame of run(), once the
# handlers are in place; the checksum is the game's as it stands then.
SCRIPT = """
import random, signal, sys
from gardengames.session import Seat, Session
from gardengames.ui.shell import App
from gardengames.games.unsurmountable.table import TableScene

app = App((800, 600), headless=True)
session = Session("unsurmountable", [Seat("Ann")], 21, {"level": 1})
table = TableScene(app, session)
app.stack.push(table)
rng = random.Random(5)
for _ in range(4):
    table.play(rng.choice(session.state.legal_moves()))
keepers, session.listeners[:] = list(session.listeners), []  # one move the autosave has not seen yet
session.apply(rng.choice(session.state.legal_moves()))  # played, not yet saved
session.listeners[:] = keepers
frame = app.frame  # what run() calls once per turn of the loop
said = []

def first_frame(dt, events, **kw):
    if not said:
        said.append(True)
        print("ready", len(session.moves), session.state.checksum(), flush=True)
    return frame(dt, events, **kw)

app.frame = first_frame
before = signal.getsignal(signal.SIGTERM)
app.run()
print("restored", signal.getsignal(signal.SIGTERM) is before, flush=True)
"""

# SIGINT is Ctrl+C in the terminal the app was started from: before issue 30 it ended in a traceback (8 of 8).
SIGNALS = [signal.SIGTERM, signal.SIGINT] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
@pytest.mark.parametrize("signum", SIGNALS, ids=lambda s: signal.Signals(s).name)
def test_a_signal_saves_the_game_and_exits_cleanly(tmp_path, signum):
    script = tmp_path / "run.py"
    script.write_text(SCRIPT)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen(
        [sys.executable, str(script)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT
    )
    try:
        ready = proc.stdout.readline().split()
        assert ready[:1] == ["ready"], proc.stderr.read()
        moves, checksum = int(ready[1]), ready[2]
        assert store.load_save("unsurmountable", []).state.checksum() != checksum  # the 5th move is not on disk
        time.sleep(0.2)
        start = time.monotonic()
        proc.send_signal(signum)
        out, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert time.monotonic() - start < 5
    assert "restored True" in out  # the previous handler is back once run() ends
    assert signal.Signals(signum).name in err and "saved" in err
    notices: list[str] = []
    resumed = store.load_save("unsurmountable", notices)
    assert notices == []
    assert resumed is not None and len(resumed.moves) == moves and resumed.state.checksum() == checksum


def test_signal_in_process_saves_and_ends_run_then_restores_the_handler():
    from gardengames.games.unsurmountable.table import TableScene

    app = App((800, 600), headless=True)
    session = Session("unsurmountable", [Seat("Ann")], 8, {"level": 1})
    table = TableScene(app, session)
    app.stack.push(table)
    frame = app.frame  # what run() calls once per turn of the loop
    frames = []

    def signalled_frame(dt, events, **kw):
        frames.append(dt)
        if len(frames) == 2:
            keepers, session.listeners[:] = list(session.listeners), []
            session.apply(session.state.legal_moves()[0])  # a move the autosave has not seen
            session.listeners[:] = keepers
            signal.raise_signal(signal.SIGTERM)
        assert len(frames) < 50, "the signal did not end the loop"
        return frame(dt, events, **kw)

    app.frame = signalled_frame
    before = signal.getsignal(signal.SIGTERM)
    app.run()
    assert not app.running
    assert signal.getsignal(signal.SIGTERM) is before
    assert not any(isinstance(s, ConfirmDialog) for s in app.stack.scenes)  # no dialog: closed from outside
    resumed = store.load_save("unsurmountable", [])
    assert resumed is not None and resumed.state.checksum() == session.state.checksum()


def test_the_window_close_button_still_asks_and_says_the_game_is_kept():
    from gardengames.games.unsurmountable.table import TableScene

    app = App((1280, 720), headless=True)
    try:
        session = Session("unsurmountable", [Seat("Ann")], 8, {"level": 1})
        table = TableScene(app, session)
        app.stack.push(table)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert app.step(0.016)
        dialog = app.stack.top
        assert isinstance(dialog, ConfirmDialog) and app.running
        assert dialog.title == "Quit Garden Games?" and "saved" in dialog.detail and "Continue" in dialog.detail
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0))
        assert app.step(0.016) and app.stack.top is table  # "Stay"
    finally:
        app.close()


def test_quitting_a_watched_demo_says_it_ends():
    from gardengames.games.unsurmountable.table import TableScene

    app = App((1280, 720), headless=True)
    try:
        session = Session("unsurmountable", [Seat("Ann")], 8, {"level": 1})
        app.stack.push(TableScene(app, session, spectator=True))
        app.request_quit()
        assert isinstance(app.stack.top, ConfirmDialog)
        assert app.stack.top.detail == "This game is not saved: it will end."
        assert not store.has_save("unsurmountable")
    finally:
        app.close()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_in_a_command_line_mode_says_one_line_not_a_traceback():
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    proc = subprocess.Popen(
        [sys.executable, "main.py", "--demo", "botanicus", "--players", "4", "--seed", "5"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    try:
        time.sleep(2.0)  # well inside the game (four computer players take far longer)
        assert proc.poll() is None, "the demo ended before Ctrl+C"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130 and out == ""
    assert err == "gardengames: interrupted\n"
