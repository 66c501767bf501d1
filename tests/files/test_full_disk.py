"""Telling the truth when the disk is full (issue 30, point 6): nothing is corrupted, and the Quit and Leave dialogs
and the line printed on SIGTERM say which moves are not saved and why, instead of "Your game is saved".

The disk is really full: a small tmpfs filled to the last byte where this machine lets the test mount one, and
otherwise a file-size limit of zero bytes on the app's process (``RLIMIT_FSIZE``), which fails every write the way a
full disk does (with "File too large" instead of "No space left on device").
"""

import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import store

ROOT = Path(__file__).resolve().parents[2]

# A table of Unsurmountable with three moves on disk; then the disk fills and two more moves are played. Prints the
# Leave and Quit dialogs' words, then closes by SIGTERM through the real loop (which prints its own line).
SCRIPT = """
import os, resource, signal, sys
from pathlib import Path
from gardengames.games.unsurmountable.table import TableScene
from gardengames.session import Seat, Session
from gardengames.ui.shell import App

app = App((1024, 600), headless=True)
app.settings.animation_speed = "off"
session = Session("unsurmountable", [Seat("Ann")], 21, {"level": 1})
table = TableScene(app, session)
app.stack.push(table)
app.step(0.016)
for _ in range(3):
    table.play(session.state.legal_moves()[0])
if sys.argv[1] == "rlimit":
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead of killing us
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
else:
    with open(Path(os.environ["GARDENGAMES_HOME"]) / "filler", "wb", buffering=0) as filler:
        for size in (65536, 4096, 1):  # to the last byte
            try:
                while True:
                    filler.write(b"x" * size)
            except OSError:
                pass
for _ in range(2):
    table.play(session.state.legal_moves()[0])
print("LEAVE", table.leave_detail(), flush=True)
app.request_quit()
print("QUIT", app.stack.top.detail, flush=True)
app.stack.pop()
app.quit_asked = False
frame, frames = app.frame, []

def signalled(dt, events, **kw):
    frames.append(dt)
    if len(frames) == 2:
        signal.raise_signal(signal.SIGTERM)
    return frame(dt, events, **kw)

app.frame = signalled
app.run()
"""


def full_disk_home(tmp_path: Path) -> tuple[str, Path, bool]:
    """A user folder on a full-able disk: ("tmpfs", folder, mounted) where mounting is allowed, else "rlimit"."""
    home = tmp_path / "small-disk"
    home.mkdir()
    if sys.platform.startswith("linux") and shutil.which("mount"):
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(home)], capture_output=True, timeout=10
        )
        if done.returncode == 0:
            return "tmpfs", home, True
    return "rlimit", home, False


@pytest.mark.skipif(sys.platform == "win32", reason="no tmpfs and no RLIMIT_FSIZE on Windows")
def test_a_full_disk_is_said_plainly_in_every_place_that_said_saved(tmp_path):
    mode, home, mounted = full_disk_home(tmp_path)
    try:
        script = tmp_path / "full.py"
        script.write_text(SCRIPT)
        env = {**os.environ, "PYTHONPATH": str(ROOT), "GARDENGAMES_HOME": str(home)}
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        done = subprocess.run(
            [sys.executable, str(script), mode], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
        )
        assert done.returncode == 0, done.stderr[-3000:]
        reason = "No space left on device" if mode == "tmpfs" else "File too large"
        said = f"The last 2 moves are not saved ({reason})."
        lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if line.startswith(("LEAVE", "QUIT")))
        assert lines == {"LEAVE": said, "QUIT": said}, done.stdout
        assert f"gardengames: SIGTERM: {said} closing" in done.stderr
        assert "the game is saved" not in done.stderr
        # Nothing is corrupted: the save on disk is the game three moves in, whole, and it continues.
        os.environ["GARDENGAMES_HOME"] = str(home)
        notices: list[str] = []
        resumed = store.load_save("unsurmountable", notices)
        assert notices == [] and resumed is not None and len(resumed.moves) == 3
        assert not list((home / "data").rglob("*.tmp"))
    finally:
        if mounted:
            subprocess.run(["umount", str(home)], capture_output=True, timeout=10)


def test_the_leave_dialog_says_the_game_is_saved_only_when_it_is(monkeypatch):
    """The words when every move is on disk stay as they were."""
    from gardengames.games.unsurmountable.table import TableScene
    from gardengames.session import Seat, Session
    from gardengames.ui.shell import App

    app = App((1024, 600), headless=True)
    try:
        session = Session("unsurmountable", [Seat("Ann")], 21, {"level": 1})
        table = TableScene(app, session)
        app.stack.push(table)
        app.step(0.016)
        table.play(session.state.legal_moves()[0])
        assert table.leave_detail() == "Your game is saved: Continue it from the menu."

        def full(record, hosted=False):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(store, "put_save", full)
        table.play(session.state.legal_moves()[0])
        assert table.leave_detail() == "The last move is not saved (No space left on device)."
        assert app.notices[-1] == "The game could not be saved (No space left on device)."
    finally:
        app.close()
