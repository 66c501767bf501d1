"""``make bench``: speed and strength figures, one JSON object per line (never asserted by tests).

Run ``python -m gardengames.bench [--quick] [NAME ...]``; NAME picks sections (``app`` or a game id).
"""

from __future__ import annotations

import importlib
import json
import os
import random
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


# ---- computer players: strength and CPU time per move (the game benches share these) --------------------------


def bot_game(
    game_id: str, levels: tuple[str, ...], seed: int, options: dict | None = None, max_moves: int | None = None
) -> dict:
    """One game between computer players, ``levels[i]`` in seat i, each decision made as
    ``Session.computer_move`` makes it (its own ``random.Random(f"{seed}:{move number}")``).

    The clock only measures here, never decides: the CPU time (``time.thread_time``, so a busy machine does
    not inflate it) of every decision with more than one legal move is returned by level. ``max_moves``
    stops early (then there are no winners).
    """
    info = games.GAMES[game_id]
    state = info.rules.new_game(len(levels), seed, options)
    bots = info.bots
    cpu: dict[str, list[float]] = {level: [] for level in levels}
    moves = 0
    while not state.is_over and (max_moves is None or moves < max_moves):
        seat = state.current_player
        legal = state.legal_moves()
        rng = random.Random(f"{seed}:{moves}")
        start = time.thread_time()
        move = bots.choose_move(state.view(seat), legal, levels[seat], rng)
        spent = time.thread_time() - start
        if len(legal) > 1:
            cpu[levels[seat]].append(spent)
        state.apply(move)
        moves += 1
    winners = state.winners() if state.is_over else []
    return {
        "levels": list(levels),
        "seed": seed,
        "moves": moves,
        "over": state.is_over,
        "winners": winners,
        "totals": [s.total for s in state.scores()],
        "cpu": cpu,
    }


def _bot_job(job: tuple) -> dict:
    return bot_game(*job)


def bot_games(jobs: list[tuple], workers: int = 2) -> list[dict]:
    """``bot_game(*job)`` for every job, on up to ``workers`` processes (results in the jobs' order)."""
    workers = max(1, min(workers, os.cpu_count() or 1, len(jobs)))
    if workers == 1:
        return [bot_game(*job) for job in jobs]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_bot_job, jobs))


def cpu_figure(name: str, times: list[float], **extra: object) -> dict:
    """Median, 95th percentile and maximum of CPU times per move, in seconds."""
    if not times:
        return {"name": name, "decisions": 0, **extra}
    return {
        "name": name,
        "median_s": round(statistics.median(times), 4),
        "p95_s": round(percentile(times, 0.95), 4),
        "max_s": round(max(times), 4),
        "decisions": len(times),
        "clock": "CPU (thread_time)",
        **extra,
    }


def bot_figures(
    game_id: str,
    strength_games: int,
    timing_games: int,
    strength_options: dict | None = None,
    timing_moves: int | None = None,
    first_seed: int = 1000,
) -> list[dict]:
    """The computer players' figures for one game.

    - hard against easy over ``strength_games`` seeded two-player games (with ``strength_options``), hard in
      seat 0 in even games and in seat 1 in odd ones; a tie counts as a shared win;
    - the hard level's CPU time per move at the game's most players, over ``timing_games`` whole games with
      seats alternating easy/hard as in ``--demo`` (and the other way round in every other game).
    """
    players = games.GAMES[game_id].max_players
    jobs: list[tuple] = []
    for g in range(timing_games):  # the long games first, so the two processes finish together
        levels = tuple("hard" if (i + g) % 2 else "easy" for i in range(players))
        jobs.append((game_id, levels, first_seed + 500 + g, None, timing_moves))
    for g in range(strength_games):
        levels = ("hard", "easy") if g % 2 == 0 else ("easy", "hard")
        jobs.append((game_id, levels, first_seed + g, strength_options))
    started = time.perf_counter()
    results = bot_games(jobs)
    seconds = round(time.perf_counter() - started, 1)
    timing, strength = results[:timing_games], results[timing_games:]
    figures = []
    if timing:
        figures.append(
            cpu_figure(
                f"{game_id}.hard_cpu_per_move_{players}p",
                [t for r in timing for t in r["cpu"]["hard"]],
                players=players,
                games=len(timing),
                finished=sum(r["over"] for r in timing),
            )
        )
    if strength:
        wins = margins = 0.0
        for r in strength:
            hard = r["levels"].index("hard")
            wins += 1 / len(r["winners"]) if hard in r["winners"] else 0.0
            margins += r["totals"][hard] - r["totals"][1 - hard]
        rate = wins / len(strength)
        figures.append(
            {
                "name": f"{game_id}.hard_vs_easy_win_rate_2p",
                "value": round(rate, 3),
                "std_error": round((rate * (1 - rate) / len(strength)) ** 0.5, 3),
                "games": len(strength),
                "seats": "alternating (hard in seat 0 in even games)",
                "hard_mean_margin": round(margins / len(strength), 1),
            }
        )
        for level in ("hard", "easy"):
            figures.append(
                cpu_figure(
                    f"{game_id}.{level}_cpu_per_move_2p",
                    [t for r in strength for t in r["cpu"][level]],
                    games=len(strength),
                )
            )
    figures.append({"name": f"{game_id}.bot_games_wall_s", "value": seconds, "games": len(results)})
    return figures


def startup(runs: int) -> dict:
    """Wall time from process start to the first menu frame drawn (source tree)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "--first-frame"],
            env=headless_env(),
            check=True,
            capture_output=True,
        )
        times.append(time.perf_counter() - t0)
    return {
        "name": "startup_to_first_menu_frame_s",
        "median": round(statistics.median(times), 4),
        "min": round(min(times), 4),
        "runs": runs,
    }


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
    return {
        "name": "menu_frame_ms_1920x1080",
        "median": round(statistics.median(ms), 3),
        "p95": round(percentile(ms, 0.95), 3),
        "frames": frames,
    }


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
    return [
        {"name": "onefile_size_mb", "value": round(exe.stat().st_size / 1e6, 1)},
        {
            "name": "onefile_startup_to_first_menu_frame_s",
            "median": round(statistics.median(times), 4),
            "min": round(min(times), 4),
            "runs": runs,
        },
    ]


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
    return [
        {"name": "autosave_ms_long_game", "moves": moves, "median": round(statistics.median(save_ms), 2)},
        {"name": "resume_ms_long_game", "moves": moves, "median": round(statistics.median(load_ms), 1)},
    ]


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    quick = "--quick" in args
    wanted = [a for a in args if not a.startswith("--")]
    if not wanted or "app" in wanted:
        rows = (
            startup(3 if quick else 7),
            menu_frames(60 if quick else 300),
            *packaged(3 if quick else 7),
            *saves(3 if quick else 10),
        )
        for row in rows:
            print(json.dumps(row), flush=True)
    for info in games.GAMES.values():
        if wanted and info.id not in wanted:
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
