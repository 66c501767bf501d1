"""The packaged app: build the one-folder bundle with PyInstaller and use it exactly as a player would.

Slow (a build takes about a minute here) but it runs in CI: a missing data, art or sound file, a
module the bundle forgot, or a path that breaks with spaces or non-ASCII names fails here.
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import __version__, games

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    out = tmp_path_factory.mktemp("dist")
    work = tmp_path_factory.mktemp("work")
    env = {**os.environ, "GG_ROOT": str(ROOT), "GG_CONSOLE": "1"}
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--distpath",
        str(out),
        "--workpath",
        str(work),
        str(ROOT / "packaging" / "gardengames.spec"),
    ]
    result = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    # Played from a folder with spaces and non-ASCII letters, by a user whose folders have them too.
    home = tmp_path_factory.mktemp("home") / "Zoë Müller"
    target = home / "My Games" / "Garden Gämes"
    shutil.copytree(out / "GardenGames", target)
    return target, home


def run(bundle, *args):
    folder, home = bundle
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "GARDENGAMES"))}
    env.update({"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    return subprocess.run(
        [str(folder / "GardenGames"), *args], capture_output=True, text=True, env=env, cwd=home, timeout=300
    )


def test_every_data_art_and_sound_file_is_inside(bundle):
    folder, _ = bundle
    inside = folder / "_internal"
    for part in ("data", "art", "sounds"):
        for source in (ROOT / part).rglob("*"):
            if source.is_file() and source.suffix != ".py":
                assert (inside / source.relative_to(ROOT)).is_file(), f"{source.relative_to(ROOT)} missing"
    for info in games.GAMES.values():
        for page in info.rules_page().parent.glob("RULES*.md"):
            assert (inside / "gardengames" / "games" / info.id / page.name).is_file(), f"{page.name} missing"


def test_both_languages_are_inside_compiled(bundle):
    """The executable carries every catalog compiled from the current .po (the spec compiles them), so a
    Dutch player of the bundle reads Dutch."""
    import gettext

    from gardengames import i18n
    from gardengames.i18n import po

    folder, _ = bundle
    for lang in i18n.LANGUAGES:
        if lang == i18n.SOURCE:
            continue
        for domain in i18n.DOMAINS:
            source = i18n.LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
            if not source.exists():
                continue
            mo = folder / "_internal" / "gardengames" / "locale" / lang / "LC_MESSAGES" / f"{domain}.mo"
            assert mo.is_file(), f"{mo.name} ({lang}) missing"
            with open(mo, "rb") as handle:
                catalog = gettext.GNUTranslations(handle)
            for entry in po.read(source):
                if entry.translated and entry.msgid and entry.plural is None and entry.context is None:
                    assert catalog.gettext(entry.msgid) == entry.strings[0]


def test_version_and_data_check(bundle):
    result = run(bundle, "--version")
    assert result.returncode == 0 and result.stdout.strip() == f"Garden Games {__version__}"
    result = run(bundle, "--check-data")
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_demo_of_every_game(bundle, game_id):
    info = games.GAMES[game_id]
    result = run(bundle, "--demo", game_id, "--players", str(info.min_players), "--seed", "2")
    assert result.returncode == 0, result.stderr
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["game"] == game_id and line["moves"] > 0 and line["winner"] is not None


def test_the_bundle_passes_its_self_test_without_touching_the_players_folders(bundle):
    """Issue 34: the packaged app proves it starts (every file loaded, every table drawn, each game played and
    saved), in a user folder of its own: the player's home is the same before and after."""
    folder, home = bundle
    before = sorted(home.rglob("*"))
    report = folder.parent / "self-test report.txt"
    result = run(bundle, "--self-test", str(report))
    assert result.returncode == 0, result.stderr
    text = report.read_text(encoding="utf-8")
    assert text == result.stdout and "self-test passed (packaged" in text
    for game_id in games.GAMES:
        assert f"\n  {game_id}: " in text
    report.unlink()
    assert sorted(home.rglob("*")) == before


def test_screenshot_of_the_menu_and_settings_in_the_user_folder(bundle):
    folder, home = bundle
    out = home / "menu shot.png"
    result = run(bundle, "--screenshot", "menu", "--out", str(out))
    assert result.returncode == 0, result.stderr
    import pygame

    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    assert len({tuple(img.get_at((x, y))) for x in range(0, 1280, 64) for y in range(0, 720, 48)}) > 40
    # Nothing is written beside the executable: user files go to the user's folders.
    assert not list(folder.glob("*.json"))


def test_the_packaged_app_hosts_and_joins_over_loopback(bundle):
    """Issue 32: the packaged app must play over the network too (websockets inside the bundle): a packaged host
    and two packaged computer laptops on 127.0.0.1 print the line the packaged demo prints for the same seed,
    secret and seats."""
    import select

    folder, home = bundle
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "GARDENGAMES"))}
    env.update({"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    exe = str(folder / "GardenGames")
    game = ["--players", "2", "--seed", "3", "--secret", "garden"]
    host = subprocess.Popen(
        [exe, "--serve", "unbeetable", *game], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )
    laptops: list[subprocess.Popen] = []
    try:
        ready, _, _ = select.select([host.stdout], [], [], 60)
        assert ready, "the packaged host said nothing in 60 s"
        hello = json.loads(host.stdout.readline())
        for seat in (1, 2):  # seats count from 1 on the command line
            join = [exe, "--join", hello["address"], "--code", hello["code"], "--seat", str(seat), "--bot", "easy"]
            laptops.append(subprocess.Popen(join, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env))
        lines = []
        for laptop in laptops:
            out, err = laptop.communicate(timeout=240)
            assert laptop.returncode == 0, err[-2000:]
            lines.append(json.loads(out.splitlines()[-1]))
        demo = run(bundle, "--demo", "unbeetable", *game, "--seats", "easy,easy")
        assert demo.returncode == 0, demo.stderr
        assert lines[0] == lines[1] == json.loads(demo.stdout.splitlines()[-1])
    finally:
        for proc in (host, *laptops):
            if proc.poll() is None:
                proc.kill()
            proc.communicate(timeout=30)
