"""``make bench``: every figure issue 13 sets a goal for, one JSON object per line, the goal beside each.

``python -m gardengames.bench [--quick] [--full] [NAME ...]``: NAME picks sections (below) and/or games (ids);
none picks all. ``--quick`` is a smoke test (seconds per section, figures too rough to read); ``--full`` adds
the long whole-game matches and the solver's 1,000-deal surveys (``make bench-full``). Progress goes to stderr.

Each line: ``{"name", "value", "unit", "goal", "meets", ...}``; ``goal`` is None where the issue sets none, and
a figure this machine cannot measure has ``"skipped": reason`` instead of a value.
"""

from __future__ import annotations

import importlib
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from typing import Any

from gardengames import games
from gardengames.bench import common

BENCH_GOAL: common.Goal = ("<=", 300.0, "s")  # issue 13: make bench finishes in at most 5 minutes


def _frames(ids: list[str], quick: bool, full: bool) -> list[dict[str, Any]]:
    from gardengames.bench import frames

    return frames.run(ids, quick)


def _window(parts: set[str]) -> Callable[[list[str], bool, bool], list[dict[str, Any]]]:
    def section(ids: list[str], quick: bool, full: bool) -> list[dict[str, Any]]:
        from gardengames.bench import window

        return window.run(ids, quick, parts)

    return section


def _play(name: str) -> Callable[[list[str], bool, bool], list[dict[str, Any]]]:
    def section(ids: list[str], quick: bool, full: bool) -> list[dict[str, Any]]:
        from gardengames.bench import play

        measure: Callable[[list[str], bool], list[dict[str, Any]]] = getattr(play, name)
        return measure(ids, quick)

    return section


# game: whole four-player games timing the hard level (CPU per game at the full hard search: Unbeetable ~18 s,
# Sabotage ~25 s, Botanicus ~40 s); the ladder's two-player matches are bench/ladder.py's
MATCHES: dict[str, int] = {"unbeetable": 2, "sabotage": 2, "botanicus": 2}


def _network(ids: list[str], quick: bool, full: bool) -> list[dict[str, Any]]:
    from gardengames.bench import net

    return net.run(ids, quick)


def _games(ids: list[str], quick: bool, full: bool) -> list[dict[str, Any]]:
    """The whole-game matches of the multiplayer games (only with ``full``), and a game's own ``bench.run``
    where it has one (Unsurmountable: its hints; with ``full``, the solver's surveys)."""
    out = []
    for game_id in ids:
        if game_id in MATCHES:
            out += common.matches(game_id, quick, full, MATCHES[game_id])
        else:
            module = importlib.import_module(f"{games.GAMES[game_id].package}.bench")
            out += module.run(quick=quick, full=full)
        common.say(f"games: {game_id} done")
    return out


PER_GAME = {"frames", "playouts", "decisions", "games", "saves"}  # run one game at a time (a failure costs one)
SECTIONS: dict[str, Callable[[list[str], bool, bool], list[dict[str, Any]]]] = {
    "frames": _frames,
    "window": _window({"window"}),
    "startup": _window({"startup", "onefile"}),
    "playouts": _play("playouts"),
    "decisions": _play("decisions"),
    "games": _games,
    "saves": _play("saves"),
    "network": _network,
}


def main(argv: list[str] | None = None, out: Any = None) -> int:
    """Run the sections asked for, printing each figure as it comes; 1 if a section failed (its line says why)."""
    args = list(sys.argv[1:] if argv is None else argv)
    out = out or sys.stdout
    quick, full = "--quick" in args, "--full" in args
    names = [a for a in args if not a.startswith("--")]
    unknown = [n for n in names if n not in SECTIONS and n not in games.GAMES]
    if unknown or any(a.startswith("--") and a not in ("--quick", "--full") for a in args):
        print(f"usage: python -m gardengames.bench [--quick] [--full] [{' | '.join([*SECTIONS, *games.GAMES])} ...]")
        return 2
    sections = [n for n in names if n in SECTIONS] or list(SECTIONS)
    ids = [n for n in names if n in games.GAMES] or list(games.GAMES)
    home = tempfile.mkdtemp(prefix="gg-bench-home-")
    previous = os.environ.get("GARDENGAMES_HOME")
    os.environ["GARDENGAMES_HOME"] = home  # never the player's own saves and settings
    started, cpu = time.perf_counter(), time.process_time()
    failed = False
    try:
        for name in sections:
            common.say(f"{name} ...")
            for part in [[game_id] for game_id in ids] if name in PER_GAME else [ids]:
                try:
                    rows = SECTIONS[name](part, quick, full)
                except Exception as exc:  # one broken game or section must not hide the other figures
                    failed = True
                    traceback.print_exc()
                    where = name if len(part) > 1 else f"{name}.{part[0]}"
                    rows = [common.skipped(f"{where}.failed", f"{type(exc).__name__}: {exc}")]
                for row in rows:
                    print(json.dumps(row), file=out, flush=True)
    finally:
        shutil.rmtree(home, ignore_errors=True)
        if previous is None:
            os.environ.pop("GARDENGAMES_HOME", None)
        else:
            os.environ["GARDENGAMES_HOME"] = previous
    whole = not names and not quick and not full
    wall = round(time.perf_counter() - started, 1)
    row = common.figure(
        "bench.wall",
        wall,
        "s",
        BENCH_GOAL if whole else None,
        cpu_s_this_process=round(time.process_time() - cpu, 1),
        sections=sections,
    )
    print(json.dumps(row), file=out, flush=True)
    return 1 if failed else 0
