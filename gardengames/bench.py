"""``make bench``: speed and strength figures, one JSON object per line (never asserted by tests).

Run ``python -m gardengames.bench [--quick] [NAME ...]``; NAME picks sections (``app`` or a game id).
"""

from __future__ import annotations

import importlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from gardengames import games

ROOT = Path(__file__).resolve().parent.parent


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def headless_env() -> dict[str, str]:
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def startup(runs: int) -> dict:
    """Wall time from process start to the first menu frame drawn (source tree)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "main.py"), "--first-frame"], env=headless_env(), check=True,
                       capture_output=True)
        times.append(time.perf_counter() - t0)
    return {"name": "startup_to_first_menu_frame_s", "median": round(statistics.median(times), 4),
            "min": round(min(times), 4), "runs": runs}


def menu_frames(frames: int) -> dict:
    """The menu's frame time at 1920x1080 (events + update + full redraw)."""
    os.environ.update({k: v for k, v in headless_env().items() if k.startswith(("SDL", "PYGAME"))})
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.shell import App

    app = App((1920, 1080), headless=True)
    app.stack.push(MenuScene(app))
    app.step(0.0)  # warm the art cache
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        app.step(1 / 60)
        times.append(time.perf_counter() - t0)
    app.close()
    ms = [t * 1000 for t in times]
    return {"name": "menu_frame_ms_1920x1080", "median": round(statistics.median(ms), 3),
            "p95": round(percentile(ms, 0.95), 3), "frames": frames}


def packaged(runs: int) -> list[dict]:
    """The one-file executable's size and its start-up to the first menu frame, beside the source's."""
    exe = ROOT / "dist" / ("GardenGames-onefile.exe" if sys.platform == "win32" else "GardenGames-onefile")
    if not exe.exists():
        return [{"name": "onefile", "skipped": "run `make dist` first"}]
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([str(exe), "--first-frame"], env=headless_env(), check=True, capture_output=True)
        times.append(time.perf_counter() - t0)
    return [{"name": "onefile_size_mb", "value": round(exe.stat().st_size / 1e6, 1)},
            {"name": "onefile_startup_to_first_menu_frame_s", "median": round(statistics.median(times), 4),
             "min": round(min(times), 4), "runs": runs}]


def saves(runs: int) -> list[dict]:
    """Autosave and resume (replay + checksum) times for a long game: 4-player Botanicus one move from its end."""
    import random
    import tempfile

    from gardengames import store
    from gardengames.session import Seat, Session

    os.environ["GARDENGAMES_HOME"] = tempfile.mkdtemp(prefix="gg-bench-")
    seats = [Seat(f"P{i}", "computer", "easy", i) for i in range(4)]
    finished = Session("botanicus", seats, 5)
    rng = random.Random(5)
    while not finished.state.is_over:
        finished.apply(rng.choice(finished.state.legal_moves()))
    session = Session("botanicus", seats, 5)
    for move in finished.moves[:-1]:
        session.apply(move)
    record = session.to_record()
    save_ms, load_ms = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        store.write_save(record)
        save_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        store.load_save("botanicus", [])
        load_ms.append((time.perf_counter() - t0) * 1000)
    moves = len(session.moves)
    return [{"name": "autosave_ms_long_game", "moves": moves, "median": round(statistics.median(save_ms), 2)},
            {"name": "resume_ms_long_game", "moves": moves, "median": round(statistics.median(load_ms), 1)}]


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    quick = "--quick" in args
    wanted = [a for a in args if not a.startswith("--")]
    if not wanted or "app" in wanted:
        rows = (startup(3 if quick else 7), menu_frames(60 if quick else 300), *packaged(3 if quick else 7),
                *saves(3 if quick else 10))
        for row in rows:
            print(json.dumps(row), flush=True)
    for info in games.GAMES.values():
        if not info.built or (wanted and info.id not in wanted):
            continue
        try:
            module = importlib.import_module(f"{info.package}.bench")
        except ModuleNotFoundError:
            continue
        for row in module.run(quick=quick):
            print(json.dumps({"game": info.id, **row}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
