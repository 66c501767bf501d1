"""The bench (``make bench``) runs and speaks its format: one JSON object per line, each with its name and the
goal beside it. Its figures are never asserted here (speed lives in the bench, behaviour in the tests)."""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gardengames import games
from gardengames.bench import common, run

ROOT = Path(__file__).resolve().parents[2]


def lines_of(*args):
    out = io.StringIO()
    status = run.main(list(args), out=out)
    return status, [json.loads(line) for line in out.getvalue().splitlines()]


def test_quickest_section_prints_one_json_figure_per_line_with_its_goal():
    status, rows = lines_of("--quick", "saves", "unsurmountable")
    assert status == 0
    names = [row["name"] for row in rows]
    assert any(n.startswith("save.unsurmountable.") for n in names)
    assert any(n.startswith("resume.unsurmountable.") for n in names)
    assert names[-1] == "bench.wall"
    for row in rows:
        assert {"name", "value", "unit", "goal", "meets"} <= row.keys(), row
        assert row["value"] is not None or "skipped" in row, row


@pytest.mark.slow
def test_the_network_section_measures_over_loopback_and_names_its_goals():
    """Issue 32: ``bench network`` gives a move's round trip (p95, goal 20 ms), the time from Join to the table and
    the host's idle CPU with four laptops waiting (goal 2 % of a core), each a figure with its goal."""
    status, rows = lines_of("--quick", "network")
    assert status == 0
    by_name = {row["name"]: row for row in rows}
    trip = by_name["net.round_trip"]
    assert trip["goal"] == "<= 20 ms" and trip["where"] == "127.0.0.1" and trip["n"] >= 10 and trip["value"] > 0
    assert by_name["net.join_to_table"]["value"] > 0
    idle = by_name["idle_cpu.host_four_laptops"]
    assert idle["goal"] == "<= 2 % of a core" and (idle["value"] is not None or "skipped" in idle)


def test_a_figure_says_whether_it_meets_its_goal():
    assert common.figure("f", 3.9, "ms", ("<=", 4.0, "ms"))["meets"] is True
    assert common.figure("f", 4.1, "ms", ("<=", 4.0, "ms"))["meets"] is False
    row = common.figure("p", 49_999, "moves/s", (">=", 50_000, "moves/s"))
    assert row["goal"] == ">= 50000 moves/s" and row["meets"] is False
    assert common.figure("n", 1.0, "s")["goal"] is None and common.figure("n", 1.0, "s")["meets"] is None
    assert common.skipped("s", "no Xvfb", "MB", ("<=", 90.0, "MB"))["meets"] is None


def test_unknown_section_is_refused(capsys):
    assert run.main(["--quick", "nonsense"]) == 2
    assert "usage" in capsys.readouterr().out


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_game_has_a_busy_table_with_a_drag(game_id):
    """The frame bench drags a card on each game's busiest table; the search for that position must succeed."""
    from gardengames.bench.scenes import open_busy_table
    from gardengames.ui.shell import App

    app = App((1280, 720), headless=True)
    try:
        busy = open_busy_table(app, game_id)
        assert app.stack.top is busy.table and busy.table.my_turn
        assert busy.table.card_at(busy.press) == busy.key and busy.table.drag_targets(busy.key)
    finally:
        app.close()


def test_bench_scene_flag_opens_a_table_and_says_when_it_is_drawn(tmp_path):
    env = {**common.headless_env(), "GARDENGAMES_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--bench-scene", "unsurmountable", "--first-frame"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "first_frame_s" in json.loads(result.stdout.splitlines()[-1])
