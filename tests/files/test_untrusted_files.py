"""Hostile data files are a DataError naming the file; a broken data file never costs a player their save;
a failed write leaves no temporary file behind."""

import errno
import json
import shutil
from pathlib import Path

import pytest

from gardengames import games, store
from gardengames.engine import data as engine_data
from gardengames.engine.data import DataError
from gardengames.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_YAML = {
    "deep lists": "[" * 20_000 + "]" * 20_000,
    "deep mappings": "a: " * 5_000 + "1",
    "deep flow mappings": "{a: " * 20_000 + "1" + "}" * 20_000,
    "alias bomb": "a: &a [x, x, x, x, x, x, x, x, x]\n"
    + "".join(f"{c}: &{c} [{', '.join([f'*{p}'] * 9)}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True)),
    "python tag": "!!python/object/apply:os.system ['echo hacked']",
    "unhashable key": "? [1, 2]\n: 3\n",
    "huge integer": "cards: " + "9" * 5_000,
    "not UTF-8": b"cards: [\xff\xfe\x00]".decode("latin-1"),
    "BOM then garbage": "\ufeff{{{",
}


@pytest.mark.parametrize("game_id", [g.id for g in games.GAMES.values()])
@pytest.mark.parametrize("case", sorted(HOSTILE_YAML))
def test_hostile_data_files_are_a_data_error_naming_the_file(tmp_path, game_id, case):
    info = games.GAMES[game_id]
    text = HOSTILE_YAML[case]
    path = tmp_path / info.data_file
    path.write_bytes(text.encode("latin-1") if case == "not UTF-8" else text.encode("utf-8"))
    with pytest.raises(DataError) as caught:
        engine_data.load(path, type(info.load_data()))
    assert caught.value.problems and all(str(p).startswith(info.data_file) for p in caught.value.problems)


def test_a_huge_data_file_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "sabotage.yaml"
    with open(path, "wb") as handle:
        handle.seek(engine_data.MAX_DATA_BYTES + 10)
        handle.write(b"\n")
    with pytest.raises(DataError, match="larger than"):
        engine_data.load(path, type(games.GAMES["sabotage"].load_data()))


def test_a_data_file_with_a_bom_still_loads(tmp_path):
    info = games.GAMES["unsurmountable"]
    (tmp_path / info.data_file).write_bytes(b"\xef\xbb\xbf" + (ROOT / "data" / info.data_file).read_bytes())
    assert info.rules.load_data(tmp_path) == info.load_data()


def test_check_data_reports_deep_nesting_instead_of_crashing(tmp_path, capsys):
    from gardengames.app import main

    shutil.copytree(ROOT / "data", tmp_path / "data")
    (tmp_path / "data" / "botanicus.yaml").write_text("[" * 20_000)
    assert main(["--check-data", str(tmp_path / "data")]) == 2
    assert "botanicus.yaml" in capsys.readouterr().err


def test_a_broken_data_file_keeps_the_save_untouched(monkeypatch):
    session = Session("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], 4)
    for _ in range(3):
        session.apply(session.state.legal_moves()[0])
    store.write_save(session.to_record())
    saved = store.save_path("sabotage").read_bytes()

    def broken(folder=None):
        raise DataError([engine_data.Problem("sabotage.yaml", "", "", "is not valid YAML at line 3")])

    with monkeypatch.context() as patch:
        patch.setattr(games.GAMES["sabotage"].rules, "load_data", broken)
        notices: list[str] = []
        assert store.load_save("sabotage", notices) is None
    assert "sabotage.yaml" in notices[0] and "Garden Sabotage!" in notices[0]
    assert store.save_path("sabotage").read_bytes() == saved
    assert not list(store.saves_dir().glob("*.broken-*"))
    resumed = store.load_save("sabotage", [])
    assert resumed is not None and resumed.moves == session.moves


def test_a_failed_write_removes_its_temporary_file(monkeypatch, tmp_path):
    folder = tmp_path / "only"
    folder.mkdir()
    target = folder / "settings.json"
    target.write_text("old")

    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(store.os, "fsync", full_disk)
        with pytest.raises(OSError):
            store.atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in folder.iterdir()) == ["settings.json"]


def test_save_settings_on_a_full_disk_is_a_notice_and_no_leftovers(monkeypatch):
    monkeypatch.setattr(store.os, "replace", lambda *a: (_ for _ in ()).throw(OSError(errno.ENOSPC, "disk full")))
    notices: list[str] = []
    assert not store.save_settings(store.Settings(), notices)
    assert "could not be saved" in notices[0]
    assert not list(store.config_dir().glob("*.tmp"))


def test_the_statistics_of_a_finished_game_survive_a_broken_file():
    path = store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": {"sabotage": {"played": ' + "9" * 5000 + "}}}")
    notices: list[str] = []
    stats = store.load_stats(notices)
    stats.game("sabotage").record(["human"], 12)
    assert store.save_stats(stats, notices)
    assert "stats.json" in notices[0]
    again = store.load_stats([])
    assert again.game("sabotage").played == 1 and again.game("sabotage").wins == {"human": 1}
    assert len(list(path.parent.glob("stats.json.broken-*"))) == 1


def test_save_info_reads_the_header_and_never_sets_anything_aside():
    session = Session("sabotage", [Seat("Ann"), Seat("Basil", "computer", "hard", 1)], 4)
    while session.turn < 3:
        session.apply(session.state.legal_moves()[0])
    store.write_save(session.to_record())
    info = store.save_info("sabotage")
    assert info is not None and info.seats == ("Ann", "Basil (computer, hard)")
    assert info.turn == 3 and info.moves == len(session.moves) and info.when().startswith("today")
    store.save_path("sabotage").write_text(json.dumps({"seats": "x"}))
    store.save_path("sabotage").with_name("sabotage.json.bak").unlink(missing_ok=True)
    assert store.save_info("sabotage") is None
    assert store.save_path("sabotage").exists()


def test_the_menu_names_a_broken_data_file_and_stays_open(monkeypatch):
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.shell import App

    def broken(folder=None):
        raise DataError([engine_data.Problem("botanicus.yaml", "", "", "is not valid YAML at line 3")])

    app = App((1280, 720), headless=True)
    try:
        menu = MenuScene(app)
        app.stack.push(menu)
        with monkeypatch.context() as patch:
            patch.setattr(games.GAMES["botanicus"].rules, "load_data", broken)
            menu.open_game(games.GAMES["botanicus"])
        assert app.stack.top is menu
        assert any("botanicus.yaml" in note and "Botanicus cannot be played" in note for note in app.notices)
        app.step(0.016)
    finally:
        app.close()


def test_a_rules_page_that_is_not_text_still_opens(monkeypatch, tmp_path):
    from gardengames.ui.rulespage import RulesScene
    from gardengames.ui.shell import App

    page = tmp_path / "RULES.md"
    page.write_bytes(b"# Rules\n\xff\xfe broken")
    info = games.GAMES["sabotage"]
    monkeypatch.setattr(type(info), "rules_page", lambda self, lang="en": page)
    app = App((1280, 720), headless=True)
    try:
        page_scene = RulesScene(app, info)
        app.stack.push(page_scene)
        app.step(0.016)
        assert app.stack.top is page_scene and not app.notices  # open, drawn, nothing raised or reported
        assert page_scene.lines == [
            ("h1", "Garden Sabotage!"),
            ("para", "The rules page for this game is not written yet."),
        ]
    finally:
        app.close()
