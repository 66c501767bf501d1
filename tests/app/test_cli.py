"""The command line: exact forms that tests, benchmarks and packaging rely on, and clear errors."""

import dataclasses
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import app, games

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args):
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


@pytest.mark.parametrize(
    "args, words",
    [
        (["--bogus"], "unrecognized arguments"),
        (["--demo", "chess"], "unknown game 'chess'"),
        (["--screenshot", "menu", "--size", "big"], "--size must look like"),
        (["--screenshot", "menu", "--size", "10x10"], "outside"),
        (["--seed", "abc"], "invalid int value"),
        (["--demo", "unsurmountable", "--screenshot", "menu"], "choose one of"),
    ],
)
def test_bad_arguments_give_one_clear_line_and_exit_2(capsys, args, words):
    assert app.main(args) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and err.startswith("gardengames: error:") and "\n" not in err


def test_player_count_outside_the_range(capsys):
    info = next(iter(games.GAMES.values()))
    assert app.main(["--demo", info.id, "--players", str(info.max_players + 1)]) == 2
    assert "players" in capsys.readouterr().err


def test_version(capsys):
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("Garden Games ")


def test_screenshot_menu_writes_a_png(tmp_path):
    out = tmp_path / "m.png"
    result = run_main("--screenshot", "menu", "--size", "1280x720", "--out", str(out))
    assert result.returncode == 0, result.stderr
    import pygame

    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)
    colours = {tuple(img.get_at((x, y))) for x in range(0, 1280, 97) for y in range(0, 720, 53)}
    assert len(colours) > 20  # a real picture, not a blank fill


def test_check_data_passes_on_the_shipped_files():
    result = run_main("--check-data")
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("game_id", [g.id for g in games.GAMES.values()])
def test_check_data_names_file_card_and_field_of_a_broken_copy(tmp_path, game_id):
    info = games.GAMES[game_id]
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    path = copy / info.data_file
    text = path.read_text(encoding="utf-8")
    broken = text.replace(" name:", " nmae:", 1)
    assert broken != text
    path.write_text(broken, encoding="utf-8")
    result = run_main("--check-data", str(copy))
    assert result.returncode == 2
    assert info.data_file in result.stderr and "card '" in result.stderr and "field 'nmae'" in result.stderr


def test_check_data_proves_the_tutorials_and_names_a_broken_step(tmp_path):
    shipped = run_main("--check-data")
    assert "checked" in shipped.stdout and shipped.returncode == 0
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    lesson = copy / "tutorials" / "unsurmountable.yaml"
    text = lesson.read_text(encoding="utf-8")
    assert "seed:" in text
    lesson.write_text(text.replace("seed:", "seed: 999999 #", 1), encoding="utf-8")  # another deal: steps fail
    result = run_main("--check-data", str(copy))
    assert result.returncode == 2 and "unsurmountable.yaml" in result.stderr


def test_tutorial_step_screenshot_and_an_unknown_tutorial(tmp_path, capsys):
    out = tmp_path / "step.png"
    assert app.main(["--screenshot", "unbeetable", "--tutorial", "--moves", "4", "--out", str(out)]) == 0
    assert out.stat().st_size > 10_000
    capsys.readouterr()
    assert app.main(["--tutorial", "chess"]) == 2
    assert "unknown game 'chess'" in capsys.readouterr().err


def test_check_data_on_a_missing_folder(tmp_path):
    result = run_main("--check-data", str(tmp_path / "nope"))
    assert result.returncode == 2 and "no folder" in result.stderr


@pytest.mark.parametrize(
    "game_id, players, level",
    [
        *[
            (g.id, n, None)
            for g in games.GAMES.values()
            if not g.solitaire
            for n in range(g.min_players, g.max_players + 1)
        ],
        *[("unsurmountable", 1, level) for level in (1, 2, 3, 4, 5)],
    ],
)
@pytest.mark.slow
def test_demo_plays_a_whole_game_and_prints_one_json_line(capsys, monkeypatch, game_id, players, level):
    # The demo's hard seats think at full strength (a fixed search, up to about a second a move); the command
    # line is what this test is about, so easy players take every seat here. The real demo, hard seats and all,
    # is played by tests/engine/test_determinism.py and by the bundle in tests/app/test_packaging.py.
    seats = app.computer_seats
    monkeypatch.setattr(
        app,
        "computer_seats",
        lambda info, n, levels=None: [dataclasses.replace(s, level="easy") for s in seats(info, n, levels)],
    )
    args = ["--demo", game_id, "--players", str(players), "--seed", str(players * 7 + (level or 0))]
    assert app.main(args + (["--level", str(level)] if level else [])) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    line = json.loads(out[0])
    assert {"game", "seed", "players", "winner", "scores", "turns", "moves"} <= set(line)
    assert line["game"] == game_id and line["players"] == players and line["moves"] > 0 and line["winner"]
    # Issue 14: real turns (a run of moves by one player), not the move count under another name
    assert 0 < line["turns"] <= line["moves"]
    if players > 1:
        assert line["turns"] < line["moves"]
    if game_id == "unsurmountable":
        assert line["won"], "the solver's line wins every winnable deal (all deals here are)"
        # UM-G1: one turn a Base Camp card: at least the ten built into the mountain, fewer than the moves
        # when an ability asked something (its answers belong to its turn)
        assert 10 <= line["turns"] <= line["moves"]
