"""Two windows on one user folder (issue 30, point 1): a player who starts the app twice loses nothing.

Statistics, recent games and settings are changed under a file lock, a temp file is swept only when its writer is
gone, and one window at a time plays a save: the second is told the game is open elsewhere.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gardengames import files, recent, store
from gardengames.keeper import Keeper
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App

ROOT = Path(__file__).resolve().parents[2]
SOAK = bool(os.environ.get("GARDENGAMES_SOAK"))

# One "window": finishes GAMES games of GAME with a keeper listening, as a table does (the moves of one game
# played by computers, replayed each time: the last move is what counts), and prints every notice it got.
FINISHER = """
import sys
from gardengames.keeper import Keeper
from gardengames.session import Seat, Session

game, games = sys.argv[1], int(sys.argv[2])
seats = [Seat("Ann")] if game == "unsurmountable" else [Seat("Ann"), Seat("Basil", "computer", "easy", 1)]
options = {"level": 1} if game == "unsurmountable" else {}
done = Session(game, seats, 1, options)
while not done.state.is_over:
    done.apply(done.computer_move() if game != "unsurmountable" else done.state.legal_moves()[0])
notices = []
print("ready", flush=True)
sys.stdin.readline()  # both windows start finishing games at the same moment
for n in range(games):
    session = Session(game, seats, 1, options)
    for move in done.moves[:-1]:
        session.apply(move)
    keeper = Keeper(session, notices)
    session.apply(done.moves[-1])  # the last move: saved, counted, listed, save dropped
    keeper.close()
print("notices", len(notices), *notices[:3], flush=True)
"""


def run_windows(tmp_path: Path, script: str, args: list[list[str]]) -> list[str]:
    """Start one process per argument list on the same user folder, let them go at once, return their output."""
    path = tmp_path / "window.py"
    path.write_text(script)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [
        subprocess.Popen(
            [sys.executable, str(path), *a], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )
        for a in args
    ]
    try:
        for proc in procs:
            assert proc.stdout.readline().strip() == "ready"
        for proc in procs:
            proc.stdin.write("go\n")
            proc.stdin.flush()
        outs = [proc.communicate(timeout=120)[0] for proc in procs]
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
    assert all(proc.returncode == 0 for proc in procs), outs
    return outs


@pytest.mark.slow
def test_two_windows_finishing_games_at_once_lose_no_result(tmp_path):
    """Before: 21 and 9 of 300 results lost from the statistics, and recent-list writes failed with "No such file
    or directory" (the other window swept the temp file in the middle of its write)."""
    games = 60 if SOAK else 20
    outs = run_windows(tmp_path, FINISHER, [["unsurmountable", str(games)], ["botanicus", str(games)]])
    for out in outs:
        assert out.strip().endswith("notices 0"), out
    stats = store.load_stats([])
    assert stats.game("unsurmountable").played == games and stats.game("botanicus").played == games
    assert len(set(stats.recorded)) == 2 * games
    listed = recent.load_recent([])
    assert len(listed) == min(2 * games, recent.RECENT_LIMIT)
    assert len({store.game_uid(game.record) for game in listed}) == len(listed)
    assert not store.has_save("unsurmountable") and not store.has_save("botanicus")
    assert not list(store.data_dir().rglob("*.tmp"))


SETTER = """
import sys
from gardengames import store

field, values = sys.argv[1], sys.argv[2:]
since = store.load_settings([])
print("ready", flush=True)
sys.stdin.readline()
notices = []
for value in values:  # the settings screen: one change, one save, as the window does
    changed = store.Settings(**{**since.__dict__})
    setattr(changed, field, type(getattr(since, field))(value))
    if store.save_settings(changed, notices, since=since):
        since = changed
print("notices", len(notices), flush=True)
"""


def test_two_windows_changing_different_settings_keep_both_changes(tmp_path):
    """Before: the window that wrote last put back its own stale copy of the other's setting (1 of 2 lost)."""
    volumes = [f"0.{n}" for n in range(1, 10)] * 3
    speeds = ["fast", "slow", "off"] * 9
    run_windows(tmp_path, SETTER, [["volume", *volumes], ["animation_speed", *speeds]])
    settings = store.load_settings([])
    assert settings.volume == float(volumes[-1]) and settings.animation_speed == speeds[-1]


def test_a_window_writes_only_the_settings_it_changed():
    first = store.load_settings([])
    second = store.load_settings([])
    first.volume = 0.25
    assert store.save_settings(first, since=store.Settings())
    second.language = "nl"
    assert store.save_settings(second, since=store.Settings())  # its volume is still the old 0.7: not written
    on_disk = store.load_settings([])
    assert on_disk.volume == 0.25 and on_disk.language == "nl"


def dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_only_a_stale_temp_file_is_swept(tmp_path):
    """Another window's write in progress is never pulled from under it; a killed writer's file goes."""
    folder = store.config_dir()
    folder.mkdir(parents=True)
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        busy = folder / f"settings.json.{alive.pid}-0a1b2c3d.tmp"
        busy.write_text("being written")
        mine = folder / f"settings.json.{os.getpid()}-00000000.tmp"
        mine.write_text("this process's write")
        gone = folder / f"settings.json.{dead_pid()}-0a1b2c3d.tmp"
        gone.write_text("half")
        old = folder / f"settings.json.{alive.pid}-ffffffff.tmp"
        old.write_text("half, long ago")
        long_ago = time.time() - 2 * files.STALE_TEMP_SECONDS
        os.utime(old, (long_ago, long_ago))
        store.load_settings([])
        assert busy.exists() and mine.exists()
        assert not gone.exists() and not old.exists()
    finally:
        alive.kill()
        alive.wait()


def test_temp_files_are_unique_to_each_write():
    path = store.stats_path()
    assert files.temp_name(path) != files.temp_name(path)
    assert str(os.getpid()) in files.temp_name(path).name


HOLDER = """
import sys
from gardengames import store

claim = store.claim_save(sys.argv[1])
print("held" if claim.take() else "not held", flush=True)
sys.stdin.readline()
"""


@pytest.fixture
def other_window(tmp_path):
    """Another Garden Games process playing the saved Garden Sabotage! game (holding its claim) until closed."""
    script = tmp_path / "holder.py"
    script.write_text(HOLDER)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, str(script), "sabotage"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    )
    assert proc.stdout.readline().strip() == "held"
    yield proc
    if proc.poll() is None:
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait(timeout=10)


def sabotage_save() -> Session:
    session = Session("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], 4)
    for _move in range(5):
        session.apply(session.computer_move())
    assert store.write_save(session.to_record())
    return session


@pytest.fixture
def app():
    shell = App((1280, 720), headless=True)
    shell.settings.animation_speed = "off"
    yield shell
    shell.close()


def test_a_second_window_cannot_continue_a_game_another_window_plays(app, other_window):
    """Before: both windows played the save, and the later writer replaced the other's (a 22-move game lost)."""
    session = sabotage_save()
    before = store.save_path("sabotage").read_bytes()
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    menu.continue_game(menu_info("sabotage"))
    assert app.stack.top is menu
    assert app.notices[-1] == "This game is open in another Garden Games window."
    assert store.save_path("sabotage").read_bytes() == before
    other_window.stdin.write("\n")  # the other window closes its table
    other_window.stdin.flush()
    other_window.wait(timeout=10)
    menu.continue_game(menu_info("sabotage"))
    table = next(scene for scene in app.stack.scenes if hasattr(scene, "session"))  # under its cover screen
    assert table.session.moves == session.moves
    assert store.save_in_use("sabotage")  # now this window holds it
    while app.stack.top is not menu:
        app.stack.pop()
    assert not store.save_in_use("sabotage")  # leaving the table lets go


def test_a_second_window_cannot_start_a_new_game_over_a_save_another_plays(app, other_window):
    sabotage_save()
    before = store.save_path("sabotage").read_bytes()
    setup = SetupScene(app, menu_info("sabotage"))
    app.stack.push(setup)
    app.step(0.016)
    setup.start()
    assert app.stack.top is setup
    assert setup.error == "This game is open in another Garden Games window."
    assert store.save_path("sabotage").read_bytes() == before


def test_a_keeper_that_cannot_claim_its_save_never_writes_it_and_says_so(other_window):
    sabotage_save()
    before = store.save_path("sabotage").read_bytes()
    notices: list[str] = []
    session = Session("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], 9)
    keeper = Keeper(session, notices)
    keeper.start()
    session.apply(session.computer_move())
    assert store.save_path("sabotage").read_bytes() == before
    assert notices == ["This game is open in another Garden Games window. This window will not save it."]
    assert keeper.unsaved() == "This game is open in another Garden Games window. This window's moves are not saved."
    keeper.close()


def test_two_windows_may_play_different_games():
    a = Keeper(Session("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], 1), [])
    b = Keeper(Session("botanicus", [Seat("Ann"), Seat("Bob", colour=1)], 1), [])
    assert a.owns_save and b.owns_save
    a.close()
    b.close()


def menu_info(game_id: str):
    from gardengames import games

    return games.GAMES[game_id]


def test_stats_and_recent_files_hold_what_json_says():
    """The counted games' ids are data in the statistics file: an old app reading it skips them."""
    session = Session("unsurmountable", [Seat("Ann")], 2, {"level": 1})
    keeper = Keeper(session, [])
    while not session.state.is_over:
        session.apply(session.state.legal_moves()[0])
    keeper.close()
    raw = json.loads(store.stats_path().read_text())
    assert raw["recorded"] == [session.uid] and raw["games"]["unsurmountable"]["played"] == 1


@pytest.mark.parametrize("press", ["play_again", "same_deal"])
def test_the_score_screen_never_replaces_a_save_made_since_the_game_ended(app, other_window, press):
    """Before: Play again and Same deal opened a new game straight away, so a save another window had made (and
    was playing) since this game ended was replaced without a word. Now they ask, or refuse while it is open."""
    from gardengames.ui.dialogs import ConfirmDialog
    from gardengames.ui.score import ScoreScene

    finished = sabotage_save()  # a stand-in for the game just ended: only its seats and seed are used
    store.save_path("sabotage").unlink()
    sabotage_save()  # the other window's game, which it holds
    before = store.save_path("sabotage").read_bytes()
    score = ScoreScene(app, finished)
    app.stack.push(MenuScene(app))
    app.stack.push(score)
    getattr(score, press)()
    assert app.stack.top is score and app.notices[-1] == "This game is open in another Garden Games window."
    other_window.stdin.write("\n")  # the other window closes: the save stays, and now replacing it is asked
    other_window.stdin.flush()
    other_window.wait(timeout=10)
    getattr(score, press)()
    assert isinstance(app.stack.top, ConfirmDialog) and app.stack.top.title.startswith("Replace your saved game")
    assert store.save_path("sabotage").read_bytes() == before
