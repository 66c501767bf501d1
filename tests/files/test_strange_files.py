"""Strange things where the player's files belong (issue 30, points 2 and 5): a FIFO never hangs the app, and a
settings file with one wrong field keeps every other; a window size is clamped before anything is allocated.

A FIFO opened for reading waits for a writer that never comes: before, the app hung there for good, with no
message, and once the display was up not even SIGTERM ended it. Each case runs in its own process with a
deadline, so a hang fails the test instead of hanging the suite.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import files, store

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")

# The app starting on a user folder with a FIFO somewhere in it, headless: the menu (every Continue it offers
# pressed), the statistics screen and the recent games each read their files; the notices are printed.
STARTER = """
from gardengames import games
from gardengames.ui.menu import MenuScene
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene

app = App((1024, 600), headless=True)
menu = MenuScene(app)
app.stack.push(menu)
app.step(0.016)
for game_id in list(menu.continues):  # a save is only read whole when the player continues it
    menu.continue_game(games.GAMES[game_id])
    app.step(0.016)
app.stack.push(StatsScene(app))
app.step(0.016)
app.stack.pop()
app.stack.push(RecentGamesScene(app))
app.step(0.016)
print("NOTICES", *app.notices, sep="\\n", flush=True)
app.close()
"""

PLACES = {
    "settings": "config/settings.json",
    "statistics": "data/stats.json",
    "recent games": "data/recent.json",
    "a save": "data/saves/sabotage.json",
    "a save's backup": "data/saves/botanicus.json.bak",
}


def run(args: list[str], home: Path, extra: dict | None = None, timeout: float = 30) -> subprocess.CompletedProcess:
    env = {**os.environ, "GARDENGAMES_HOME": str(home), "PYTHONPATH": str(ROOT), **(extra or {})}
    return subprocess.run(args, env=env, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("place", PLACES, ids=list(PLACES))
def test_a_fifo_where_a_file_belongs_is_named_set_aside_and_the_app_starts(tmp_path, place):
    home = tmp_path / "home"
    fifo = home / PLACES[place]
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    script = tmp_path / "start.py"
    script.write_text(STARTER)
    done = run([sys.executable, str(script)], home)
    assert done.returncode == 0, done.stderr[-2000:]
    notices = done.stdout.split("NOTICES\n", 1)[1]
    assert f"{fifo.name} could not be used (it is not a regular file); it was kept as {fifo.name}.broken-" in notices
    assert not fifo.exists()  # kept aside (renamed, never deleted): the next start does not meet it again
    kept = list(fifo.parent.glob(f"{fifo.name}.broken-*"))
    assert len(kept) == 1 and kept[0].is_fifo()


def test_a_fifo_given_to_replay_is_refused_with_one_line(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    done = run(
        [sys.executable, "main.py", "--replay", str(fifo), "--screenshot", "--out", str(tmp_path / "x.png")], tmp_path
    )
    assert done.returncode == 2
    assert (
        done.stderr.strip() == "gardengames: error: --replay: game.json cannot be replayed (it is not a regular file)"
    )
    assert fifo.is_fifo()  # a file named on the command line is the player's own: never renamed


def test_reading_refuses_every_kind_of_file_but_a_regular_one(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(files.FileProblem, match="not a regular file"):
        files.read_limited(fifo, 100)
    with pytest.raises(files.FileProblem, match="not a regular file"):
        files.read_limited(Path("/dev/zero"), 100)
    with pytest.raises(IsADirectoryError):
        files.read_limited(tmp_path, 100)
    link = tmp_path / "link"
    link.symlink_to(fifo)
    with pytest.raises(files.FileProblem, match="not a regular file"):
        files.read_limited(link, 100)
    regular = tmp_path / "ok.json"
    regular.write_bytes(b"{}")
    assert files.read_limited(regular, 100) == b"{}"


def test_a_fifo_in_the_art_cache_is_passed_over(tmp_path):
    script = tmp_path / "art.py"
    script.write_text(
        "import os\n"
        "from gardengames.ui import assets\n"
        "key = b'k' * 16\n"
        "path = assets.cache_dir() / f'{key.hex()}.art'\n"
        "path.parent.mkdir(parents=True)\n"
        "os.mkfifo(path)\n"
        "print(assets.read_cached(key, (4, 4)))\n"
    )
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache"), "SDL_VIDEODRIVER": "dummy"}
    done = run([sys.executable, str(script)], tmp_path, env)
    assert done.returncode == 0 and done.stdout.strip() == "None", done.stderr[-2000:]


# ---- settings: one wrong field keeps the others ------------------------------------------------------------------


def write_settings(raw: dict) -> Path:
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw))
    return path


def test_one_wrong_field_keeps_every_other_setting():
    """Before: a volume of 5 reset every setting to its default (the names, the language, the animation speed)."""
    path = write_settings(
        {"version": 1, "volume": 5, "language": "nl", "player_names": ["Wim", "Zus"], "animation_speed": "slow"}
    )
    notices: list[str] = []
    settings, repaired = store.read_settings(notices)
    assert repaired
    assert settings.language == "nl" and settings.player_names == ["Wim", "Zus"] and settings.animation_speed == "slow"
    assert settings.volume == store.Settings().volume
    assert len(notices) == 1 and "settings.json" in notices[0] and "'volume'" in notices[0]
    kept = list(path.parent.glob("settings.json.broken-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["volume"] == 5  # the file as it was, for a bug report


def test_the_app_writes_the_repaired_settings_at_once(app_factory):
    write_settings({"version": 1, "muted": "yes", "language": "nl", "player_names": ["Wim"]})
    app = app_factory()
    assert app.settings.language == "nl" and app.settings.player_names == ["Wim"]
    assert any("'muted'" in note for note in app.notices)
    again: list[str] = []
    assert store.load_settings(again).player_names == ["Wim"] and again == []  # on disk, whole, nothing wrong


def test_the_notice_about_a_repaired_settings_file_speaks_the_language_it_kept(app_factory, monkeypatch):
    """Seen in a real window: the Dutch menu, kept from a file with a broken volume, told of it in English."""
    monkeypatch.delenv("GARDENGAMES_LANG")
    write_settings({"version": 1, "volume": "loud", "language": "nl"})
    app = app_factory()
    assert app.settings.language == "nl"
    assert [note for note in app.notices if note.startswith("settings.json kon niet worden gebruikt (")], app.notices


@pytest.fixture
def app_factory():
    from gardengames.ui.shell import App

    made = []

    def make(size=(1024, 600)):
        made.append(App(size, headless=True))
        return made[-1]

    yield make
    for app in made:
        app.close()


def test_a_huge_window_size_is_clamped_to_the_display_before_the_window_is_made(monkeypatch):
    """Before: 16384x16384 was accepted, a 1 GB surface made, 11-32 s to the first frame."""
    write_settings({"version": 1, "window_width": 16384, "window_height": 16384})
    import pygame

    from gardengames.ui import shell

    made = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda size, flags=0: made.append(size) or real_set_mode((8, 8)))
    app = shell.App(None, headless=True)
    try:
        most = shell.display_size()
        assert most is not None and made == [(max(most[0], 1024), max(most[1], 600))]
        assert (app.settings.window_width, app.settings.window_height) == most  # F11 and back: the same size
    finally:
        app.close()


@pytest.mark.parametrize("size", [(17000, 17000), (100, 50), (1600, 900)])
def test_a_remembered_window_size_always_reads_back(size):
    """Before: after F11 a 17000-pixel size was written, refused at the next start, and the backup with it."""
    settings = store.Settings()
    settings.remember_window(size)
    assert store.save_settings(settings)
    notices: list[str] = []
    again = store.load_settings(notices)
    assert notices == [] and (again.window_width, again.window_height) == (
        settings.window_width,
        settings.window_height,
    )
    assert again.window_width == min(max(size[0], 320), 16384)


def test_a_notice_a_screen_adds_later_is_shown_its_full_time():
    """Seen in a real window: the statistics screen set a FIFO aside seven seconds after a notice about the settings
    file, and its own notice went with the first one a second later, unread."""
    from gardengames.ui import shell

    app = shell.App((1024, 600), headless=False)  # notices time out only in a real window (SDL's dummy driver)
    try:
        app.notify("settings.json could not be used")
        for _ in range(14):
            app.step(0.5)
        app.notices.append("stats.json could not be used")  # as a screen does when it reads its file
        for _ in range(10):
            app.step(0.5)
        assert app.notices[-1] == "stats.json could not be used"
        for _ in range(8):
            app.step(0.5)
        assert app.notices == []
    finally:
        app.audio.close()
        app.close()
