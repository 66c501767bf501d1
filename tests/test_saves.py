"""Autosave and resume: a game interrupted at any move continues exactly there; bad saves lose nothing."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from gardengames import store
from gardengames.session import RecordError, Seat, Session, from_record
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App

ROOT = Path(__file__).resolve().parent.parent


def played(seed=7, moves=5):
    session = Session("unsurmountable", [Seat("Ann")], seed, {"level": 2})
    for _ in range(moves):
        session.apply(session.computer_move())
    return session


def test_record_round_trip_rebuilds_the_identical_state():
    session = played()
    again = from_record(json.loads(json.dumps(session.to_record())))
    assert again.state == session.state
    assert again.moves == session.moves and again.seats == session.seats
    assert [h[1] for h in again.history] == session.moves


@pytest.mark.parametrize("field, value, words", [
    ("format", 99, "format"),
    ("game", "chess", "game"),
    ("rules_version", 0, "rules_version"),
    ("seed", "x", "seed"),
    ("moves", [{"type": "Build", "row": 9, "col": 9}], "moves[0]"),
    ("moves", [{"type": "Nope"}], "moves[0]"),
    ("checksum", "0000", "checksum"),
    ("seats", [], "seats"),
])
def test_every_bad_field_is_named(field, value, words):
    record = played().to_record()
    record[field] = value
    with pytest.raises(RecordError, match=words.replace("[", r"\[").replace("]", r"\]")):
        from_record(record)


def test_autosave_with_backup_and_resume_from_the_menu():
    app = App((1280, 720), headless=True)
    try:
        from gardengames.games.unsurmountable.table import TableScene

        session = Session("unsurmountable", [Seat("Ann")], 11, {"level": 1})
        table = TableScene(app, session)
        app.stack.push(MenuScene(app))
        app.stack.push(table)
        for _ in range(3):
            table.play(session.computer_move())
        assert store.save_path("unsurmountable").exists()
        assert store.save_path("unsurmountable").with_name("unsurmountable.json.bak").exists()
        app.stack.pop()  # back to the menu (as after Esc)
        menu = app.stack.top
        assert "unsurmountable" in menu.continues
        app.step(0.016)
        button = menu.continues["unsurmountable"]
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
        app.step(0.016)
        resumed = app.stack.top
        assert isinstance(resumed, TableScene) and resumed is not table
        assert resumed.session.state == session.state
        assert len(resumed.log.lines) == len(table.log.lines)
    finally:
        app.close()


def test_corrupt_save_falls_back_to_the_backup_and_is_kept_aside():
    session = played(moves=4)
    store.write_save(played(moves=3).to_record())
    store.write_save(session.to_record())
    path = store.save_path("unsurmountable")
    path.write_text(path.read_text()[:40])  # truncated, as by a dying battery
    notices: list[str] = []
    loaded = store.load_save("unsurmountable", notices)
    assert loaded is not None and len(loaded.moves) == 3
    assert "unsurmountable.json" in notices[0]
    assert list(path.parent.glob("unsurmountable.json.broken-*"))


def test_save_from_a_newer_version_is_refused_but_not_deleted():
    record = played().to_record()
    record["format"] = 42
    path = store.save_path("unsurmountable")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record))
    notices: list[str] = []
    assert store.load_save("unsurmountable", notices) is None
    assert "format" in notices[0]
    kept = list(path.parent.glob("unsurmountable.json.broken-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["format"] == 42


def test_finished_game_leaves_nothing_to_continue():
    app = App((800, 600), headless=True)
    try:
        from gardengames.games.unsurmountable.table import TableScene

        session = Session("unsurmountable", [Seat("Ann")], 3, {"level": 1})
        table = TableScene(app, session)
        app.stack.push(table)
        while not session.state.is_over:
            table.play(session.computer_move())
        assert not store.has_save("unsurmountable")
    finally:
        app.close()


@pytest.mark.slow
def test_sigkill_mid_game_then_the_next_start_continues(tmp_path):
    """The app runs headless, plays moves with autosave, and is killed with SIGKILL mid-game."""
    script = tmp_path / "run.py"
    script.write_text(
        "import sys, time\n"
        "from gardengames.session import Seat, Session\n"
        "from gardengames.ui.shell import App\n"
        "from gardengames.games.unsurmountable.table import TableScene\n"
        "app = App((800, 600), headless=True)\n"
        "s = Session('unsurmountable', [Seat('Ann')], 21, {'level': 1})\n"
        "t = TableScene(app, s)\n"
        "app.stack.push(t)\n"
        "for _ in range(4):\n"
        "    t.play(s.computer_move())\n"
        "print(s.state.checksum(), flush=True)\n"
        "while True:\n"
        "    app.step(0.016)\n"
        "    time.sleep(0.01)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    checksum = proc.stdout.readline().strip()
    time.sleep(0.3)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    resumed = store.load_save("unsurmountable", [])
    assert resumed is not None and len(resumed.moves) == 4 and resumed.state.checksum() == checksum
