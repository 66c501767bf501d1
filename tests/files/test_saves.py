"""Autosave and resume: a game interrupted at any move continues exactly there; bad saves lose nothing."""

import json
import os
import random
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

ROOT = Path(__file__).resolve().parents[2]


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


@pytest.mark.parametrize(
    "field, value, words",
    [
        ("format", 99, "format"),
        ("game", "chess", "game"),
        ("rules_version", 0, "rules_version"),
        ("seed", "x", "seed"),
        ("moves", [{"type": "Build", "row": 9, "col": 9}], "moves[0]"),
        ("moves", [{"type": "Nope"}], "moves[0]"),
        ("checksum", "0000", "checksum"),
        ("seats", [], "seats"),
    ],
)
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
        "    time.sleep(0.01)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    checksum = proc.stdout.readline().strip()
    time.sleep(0.3)
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert proc.returncode == -signal.SIGKILL
    resumed = store.load_save("unsurmountable", [])
    assert resumed is not None and len(resumed.moves) == 4 and resumed.state.checksum() == checksum


KILL_CHILD = """\
import json, sys
from gardengames import store
records = json.loads(open(sys.argv[1]).read())
log = open(sys.argv[2], "w", buffering=1)
store.write_save(records[0])
log.write("R " + records[0]["checksum"] + "\\n")  # one whole save exists: the parent may kill from now on
i = 0
while True:
    i += 1
    record = records[i % len(records)]
    log.write("B " + record["checksum"] + "\\n")  # about to write this one
    store.write_save(record)
    log.write("E " + record["checksum"] + "\\n")  # written
"""


def long_records() -> list[dict]:
    """Three different valid saves late in one long game of Garden Sabotage! (hundreds of moves each)."""
    seats = [Seat(name, "computer", "easy", i) for i, name in enumerate(["Basil", "Clover", "Rosemary", "Sage"])]
    session = Session("sabotage", seats, 8, None)
    records = []
    while not session.state.is_over:
        session.apply(session.computer_move())
        if len(session.moves) % 10 == 0 and not session.state.is_over:
            records.append(session.to_record())
    records = records[-3:]
    assert len(records[0]["moves"]) >= 100, f"the game ended after {len(session.moves)} moves"
    return records


@pytest.mark.slow
def test_sigkill_during_a_save_write_loses_nothing(tmp_path, monkeypatch):
    """A child autosaves in a tight loop, alternating between saves, and is killed with SIGKILL at a random
    moment, many times: the save on disk is always the old one or the new one, whole, and loads."""
    records = long_records()
    records_file = tmp_path / "records.json"
    records_file.write_text(json.dumps(records))
    script = tmp_path / "autosave.py"
    script.write_text(KILL_CHILD)
    rng = random.Random(9)
    trials = in_write = tmp_left = bak_missing = bak_broken = 0
    deadline = time.monotonic() + 40
    while trials < 60 and time.monotonic() < deadline:
        trials += 1
        home = tmp_path / f"trial-{trials}"
        log = tmp_path / f"trial-{trials}.log"
        env = {**os.environ, "GARDENGAMES_HOME": str(home), "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen(
            [sys.executable, str(script), str(records_file), str(log)], env=env, cwd=ROOT, stdout=subprocess.DEVNULL
        )
        try:
            started = time.monotonic()
            while not (log.exists() and log.read_text().startswith("R ")):
                assert proc.poll() is None, f"the autosave child died: {proc.returncode}"
                assert time.monotonic() - started < 20, "the autosave child never got going"
                time.sleep(0.005)
            time.sleep(rng.uniform(0.0, 0.08))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
        assert proc.returncode == -signal.SIGKILL
        lines = log.read_text().splitlines()
        lines = [line for line in lines if line[:2] in ("R ", "B ", "E ") and len(line) > 2]  # a torn last line
        done = [line[2:] for line in lines if line[0] in "RE"]
        old = done[-1]
        new = lines[-1][2:] if lines[-1][0] == "B" else old
        in_write += lines[-1][0] == "B"
        saves = home / "data" / "saves"
        tmp_left += bool(list(saves.glob("*.tmp")))
        path = saves / "sabotage.json"
        on_disk = from_record(json.loads(path.read_text()))  # the real file is always whole
        assert on_disk.state.checksum() in (old, new), f"trial {trials}: neither the old nor the new save"
        bak = path.with_name(path.name + ".bak")
        if not bak.exists():
            bak_missing += 1  # killed in the first write after the start, before the backup copy was made
        else:
            try:
                from_record(json.loads(bak.read_text()))
            except ValueError:
                bak_broken += 1  # the backup is copied to a temp name and renamed: never cut short
        monkeypatch.setenv("GARDENGAMES_HOME", str(home))
        notices: list[str] = []
        loaded = store.load_save("sabotage", notices)
        assert notices == [], f"trial {trials}: {notices}"
        assert loaded is not None and loaded.state.checksum() == on_disk.state.checksum()
        assert not list(saves.glob("*.tmp")), "load_save leaves no temp file behind"
    print(
        f"\nkill -9 during autosave: {trials} trials, {in_write} inside write_save, {tmp_left} with a temp file "
        f"left over, {bak_missing} without a .bak yet, {bak_broken} with a cut-short .bak"
    )
    assert in_write >= 5 and tmp_left >= 5, f"too few kills landed mid-write ({in_write}, {tmp_left} of {trials})"
    assert bak_broken == 0, f"{bak_broken} kills left a cut-short backup"
