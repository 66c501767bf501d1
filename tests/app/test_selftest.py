"""``--self-test`` (issue 34): the check a packaged build runs to prove it starts. It must pass on a good copy of
the app, touch none of the player's files, and fail, naming the file, on a copy with something broken or left
out (the test of the packaged app itself runs it on the bundle: tests/app/test_packaging.py)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

from gardengames import app, games

ROOT = Path(__file__).resolve().parents[2]


def test_the_self_test_passes_and_says_what_it_checked(tmp_path, capsys):
    home = os.environ["GARDENGAMES_HOME"]
    report = tmp_path / "report.txt"
    assert app.main(["--self-test", str(report)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Garden Games ") and "self-test passed (from source" in out
    for name in ("imports", "data", "art", "fonts", "sounds", "catalogues", "menu", "network", *games.GAMES):
        assert f"\n  {name}: " in out, name
    for game_id in games.GAMES:
        assert f"{game_id}: " in out and "saved and read back, table drawn" in out
    assert report.read_text(encoding="utf-8") == out  # the copy a windowed build (no console) leaves
    # Its own user folder, gone again: the player's folder (here the test's) is never written.
    assert os.environ["GARDENGAMES_HOME"] == home and not Path(home).exists()


def test_the_network_check_plays_the_same_game_as_one_screen_or_says_so(monkeypatch):
    """The game across two laptops must be the very game the same seats play at one screen: held to another seed
    at one screen, the check fails and says why."""
    from gardengames import selftest

    assert selftest.check_network(problems := []).startswith("a game of Unbeetable across two laptops"), problems
    real = app.new_session
    monkeypatch.setattr(app, "new_session", lambda info, n, seed, *rest: real(info, n, seed + 1, *rest))
    assert selftest.check_network(problems := []) == ""
    assert problems == [f"seat {seat}'s laptop ended another game than the same seats at one screen" for seat in (0, 1)]


def test_a_copy_without_its_network_library_fails_the_self_test():
    """What a bundle that left out zeroconf looks like: the self-test names the network, not only an import."""
    code = (
        "import sys; sys.modules['zeroconf'] = None; from gardengames import app; sys.exit(app.main(['--self-test']))"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    run = [sys.executable, "-c", code]
    result = subprocess.run(run, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "\n  network: " in result.stderr and "zeroconf" in result.stderr


def test_the_self_test_is_a_mode_of_its_own():
    assert app.main(["--self-test", "--demo", "sabotage"]) == 2


def broken_copy(tmp_path: Path) -> Path:
    """A copy of the app as a bundle would carry it, with an art file left out, a sound cut short, a data file
    broken, and a catalogue and a rules page missing."""
    copy = tmp_path / "app copy"
    ignore = shutil.ignore_patterns("__pycache__", "*.py[co]")
    for part in ("gardengames", "data", "art", "sounds"):
        shutil.copytree(ROOT / part, copy / part, ignore=ignore)
    shutil.copy(ROOT / "main.py", copy / "main.py")
    (copy / "art" / "common" / "logo.svg").unlink()
    (copy / "sounds" / "pick.wav").write_bytes((ROOT / "sounds" / "pick.wav").read_bytes()[:20])
    with open(copy / "data" / "sabotage.yaml", "a", encoding="utf-8") as handle:
        handle.write("cards: [\n")
    for catalogue in (copy / "gardengames" / "locale" / "nl" / "LC_MESSAGES").glob("botanicus.*"):
        catalogue.unlink()
    (copy / "gardengames" / "games" / "unbeetable" / "RULES.nl.md").unlink()
    return copy


def test_the_self_test_names_every_file_that_is_broken_or_missing(tmp_path):
    copy = broken_copy(tmp_path)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}  # it chooses the dummy drivers itself
    result = subprocess.run(
        [sys.executable, "main.py", "--self-test"], cwd=copy, env=env, capture_output=True, text=True, timeout=300
    )
    assert result.returncode == 1, result.stdout + result.stderr
    failed = result.stderr[result.stderr.index("self-test FAILED") :]
    assert "art/common/logo.svg" in failed
    assert "sounds: 1 effect(s) silent: pick.wav" in failed
    assert "data: sabotage.yaml: is not valid YAML" in failed
    assert "catalogues: nl/LC_MESSAGES/botanicus.mo (and .po) missing" in failed
    assert "data: unbeetable/RULES.nl.md is missing" in failed
    # What was not broken still passed, so one run names every problem.
    assert "passed: unbeetable: 36 moves" in failed and "passed: imports" in failed
