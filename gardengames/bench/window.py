"""Figures of whole processes in a real X11 window (an Xvfb server of our own, when it is installed): idle
CPU and memory per scene, start-up to the first frame beside a minimal pygame-ce window, the one-file
executable.

CPU time comes from the kernel (``/proc/PID/stat``, ``getrusage(RUSAGE_CHILDREN)``), never from wall clocks,
so a busy machine changes the figures little. Sound runs on SDL's dummy driver (the machine has no device).
"""

from __future__ import annotations

import contextlib
import os
import resource
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gardengames.bench.common import ROOT, Goal, figure, headless_env, say, skipped

IDLE_GOAL: Goal = ("<=", 2.0, "% of a core")
RSS_GOAL: Goal = ("<=", 70.0, "MB")  # issue 31: was 90 MB until undo stopped keeping a state per move
START_GOAL: Goal = ("<=", 0.25, "s CPU")
ONEFILE_GOAL: Goal = ("<=", 0.8, "s CPU")
RSS_AFTER = 3.0  # seconds after the first frame
IDLE_AFTER = 11.0  # idle CPU from here: a table's lit targets breathe ~9 s after anything happened (ui/table.py)
IDLE_SECONDS = 5.0
WINDOW = (1280, 720)  # the size a first start opens (the settings' default)
MINIMAL = (
    "import os, sys\n"
    "os.environ.setdefault('PYGAME_HIDE_SUPPORT_PROMPT', '1')\n"
    "if 'no-gl' in sys.argv:\n"
    "    os.environ['SDL_FRAMEBUFFER_ACCELERATION'] = '0'\n"
    "import pygame\n"
    "pygame.display.init()\n"
    f"pygame.display.set_mode({WINDOW})\n"
    "pygame.display.flip()\n"
    "print('{}', flush=True)\n"
    "while 'stay' in sys.argv and pygame.event.wait(250).type != pygame.QUIT:\n"
    "    pass  # SDL turns SIGTERM into a QUIT event\n"
    "pygame.quit()\n"
)
NO_XVFB = "Xvfb is not installed (apt-get install xvfb), so there is no real X11 window to measure"


@contextlib.contextmanager
def x_server() -> Iterator[tuple[dict[str, str], int] | None]:
    """An Xvfb display of our own for the children: (the environment that points at it, the server's pid),
    or None if there is no Xvfb."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        number = b""
        while not number.endswith(b"\n") and select.select([read], [], [], 15)[0]:
            chunk = os.read(read, 16)
            if not chunk:
                break
            number += chunk
        if not number.strip():
            yield None
            return
        display = {"DISPLAY": f":{number.decode().strip()}", "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
        yield display, server.pid
    finally:
        os.close(read)
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _stat_cpu(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def app_command(*args: str) -> list[str]:
    return [sys.executable, str(ROOT / "main.py"), *args]


def minimal_command(*args: str) -> list[str]:
    return [sys.executable, "-c", MINIMAL, *args]


def _first_frames(procs: dict[str, subprocess.Popen], timeout: float) -> dict[str, float]:
    """When (``time.monotonic``) each child printed its first line (the app prints one after its first frame);
    a child that printed nothing within ``timeout`` seconds, or ended, is left out."""
    waiting = {proc.stdout: name for name, proc in procs.items() if proc.stdout is not None}
    seen: dict[str, float] = {}
    deadline = time.monotonic() + timeout
    while waiting and time.monotonic() < deadline:
        ready, _, _ = select.select(list(waiting), [], [], max(0.0, deadline - time.monotonic()))
        for pipe in ready:
            name = waiting.pop(pipe)
            if pipe.readline():
                seen[name] = time.monotonic()
    return seen


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def scene_figures(
    scenes: dict[str, list[str]], env: dict[str, str], server_pid: int, rss_after: float, idle_after: float, idle: float
) -> list[dict[str, Any]]:
    """Open every scene's command at once (each prints a line after its first frame); read each one's RSS
    ``rss_after`` seconds after its first frame and its CPU over ``idle`` seconds from ``idle_after`` on,
    when nothing has happened for a while (a table's lit targets breathe for some seconds, then hold still).
    They run side by side to save the bench minutes; each figure is that process's own CPU."""
    procs = {
        name: subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        for name, command in scenes.items()
    }
    readings: dict[tuple[str, str], float] = {}
    problems: dict[str, str] = {}
    try:
        first = _first_frames(procs, 120)
        problems = {name: f"no first frame (exit status {procs[name].poll()})" for name in procs if name not in first}
        plan = sorted(
            (at + offset, what, name)
            for name, at in first.items()
            for offset, what in ((rss_after, "rss"), (idle_after, "cpu0"), (idle_after + idle, "cpu1"))
        )
        server: list[tuple[float, float]] = []  # the X server's CPU from the first idle window's start on
        for when, what, name in plan:
            time.sleep(max(0.0, when - time.monotonic()))
            pid = procs[name].pid
            if what == "cpu0" and not server:
                server.append((time.monotonic(), _stat_cpu(server_pid)))
            readings[name, what] = _rss_mb(pid) if what == "rss" else _stat_cpu(pid)
            readings[name, what + "_wall"] = time.monotonic()
        server.append((time.monotonic(), _stat_cpu(server_pid)))
        for name in first:
            if procs[name].poll() is not None:
                problems[name] = f"ended during the measurement (exit status {procs[name].poll()})"
    finally:
        for proc in procs.values():
            _stop(proc)
    where = {"window": f"{WINDOW[0]}x{WINDOW[1]}", "video": "x11 (Xvfb)", "side_by_side": len(scenes)}
    out = []
    for name in scenes:
        rss_goal, idle_goal = (None, None) if name.startswith("minimal") else (RSS_GOAL, IDLE_GOAL)
        if name in problems:
            out.append(skipped(f"rss.{name}", problems[name], "MB", rss_goal))
            out.append(skipped(f"idle_cpu.{name}", problems[name], "% of a core", idle_goal))
            continue
        wall = readings[name, "cpu1_wall"] - readings[name, "cpu0_wall"]
        cpu = readings[name, "cpu1"] - readings[name, "cpu0"]
        out.append(figure(f"rss.{name}", round(readings[name, "rss"], 1), "MB", rss_goal, after_s=rss_after, **where))
        out.append(
            figure(
                f"idle_cpu.{name}",
                round(100 * cpu / wall, 2),
                "% of a core",
                idle_goal,
                from_s=idle_after,
                over_s=round(wall, 1),
                **where,
            )
        )
    if len(server) == 2 and server[1][0] > server[0][0]:
        (t0, c0), (t1, c1) = server
        out.append(
            figure("idle_cpu.x_server_all_scenes", round(100 * (c1 - c0) / (t1 - t0), 2), "% of a core", None, **where)
        )
    return out


def cpu_of_runs(command: list[str], env: dict[str, str], runs: int) -> list[float]:
    """CPU seconds (user + system, the child and everything it waited for) of each of ``runs`` whole runs."""
    out = []
    for _ in range(runs):
        before = _child_cpu()
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        out.append(_child_cpu() - before)
    return out


def startup_figures(env: dict[str, str], video: str, runs: int) -> list[dict[str, Any]]:
    """Warm start to the first menu frame (``main.py --first-frame``) beside a minimal pygame-ce window
    (display init, set_mode, flip; with SDL's default surface, and with the plain X11 surface the app picks),
    runs interleaved so all see the same machine, after one warm-up run each."""
    commands = {
        "app": app_command("--first-frame"),
        "minimal": minimal_command(),
        "minimal_no_gl": minimal_command("no-gl"),
    }
    # Warm as on a player's machine: the bytecode is cached too (in a folder of its own, not in the tree), even
    # where the environment says not to write it (this sandbox sets PYTHONDONTWRITEBYTECODE).
    env = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="gg-bench-pyc-")
    for command in commands.values():
        cpu_of_runs(command, env, 1)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            times[name] += cpu_of_runs(command, env, 1)
    median = {name: statistics.median(values) for name, values in times.items()}
    where = {"video": video, "runs": runs, "clock": "CPU of the child (getrusage)", "bytecode": "cached"}
    app, minimal, plain = median["app"], median["minimal"], median["minimal_no_gl"]
    return [
        figure(
            "startup.first_menu_frame",
            round(app, 3),
            "s CPU (median)",
            START_GOAL,
            min=round(min(times["app"]), 3),
            minimal_window_s=round(minimal, 3),
            ratio_to_minimal=round(app / minimal, 2) if minimal else None,
            ratio_to_minimal_no_gl=round(app / plain, 2) if plain else None,
            **where,
        ),
        figure("startup.minimal_pygame_window", round(minimal, 3), "s CPU (median)", None, **where),
        figure(
            "startup.minimal_pygame_window_no_gl",
            round(plain, 3),
            "s CPU (median)",
            None,
            surface="SDL_FRAMEBUFFER_ACCELERATION=0",
            **where,
        ),
    ]


def onefile_figures(env: dict[str, str], video: str, runs: int) -> list[dict[str, Any]]:
    """The one-file executable's size and CPU to its first menu frame (skipped without ``make dist``)."""
    exe = ROOT / "dist" / ("GardenGames-onefile.exe" if sys.platform == "win32" else "GardenGames-onefile")
    if not exe.exists():
        return [
            skipped("startup.onefile_first_menu_frame", "no dist/ build: run `make dist` first", "s CPU", ONEFILE_GOAL)
        ]
    cpu_of_runs([str(exe), "--first-frame"], env, 1)
    times = cpu_of_runs([str(exe), "--first-frame"], env, runs)
    return [
        figure(
            "startup.onefile_first_menu_frame",
            round(statistics.median(times), 3),
            "s CPU (median)",
            ONEFILE_GOAL,
            min=round(min(times), 3),
            size_mb=round(exe.stat().st_size / 1e6, 1),
            video=video,
            runs=runs,
        )
    ]


def run(game_ids: list[str], quick: bool, parts: set[str]) -> list[dict[str, Any]]:
    """``parts``: any of "window" (idle CPU and RSS per scene), "startup", "onefile"."""
    home = tempfile.mkdtemp(prefix="gg-bench-")
    out: list[dict[str, Any]] = []
    try:
        with x_server() as x11:
            if x11 is None:
                env, video = {**headless_env(), "GARDENGAMES_HOME": home}, "dummy (no Xvfb: not a real window)"
            else:
                env, video = {**os.environ, **x11[0], "GARDENGAMES_HOME": home}, "x11 (Xvfb)"
            if "startup" in parts:
                out += startup_figures(env, video, 1 if quick else 7)
                say("start-up done")
            if "onefile" in parts:
                out += onefile_figures(env, video, 1 if quick else 5)
            if "window" in parts:
                scenes = ["menu", *game_ids[: 1 if quick else None]]
                if x11 is None:
                    for scene in ["minimal_window", "minimal_window_no_gl", *scenes]:
                        reference = scene.startswith("minimal")
                        out.append(skipped(f"rss.{scene}", NO_XVFB, "MB", None if reference else RSS_GOAL))
                        out.append(
                            skipped(f"idle_cpu.{scene}", NO_XVFB, "% of a core", None if reference else IDLE_GOAL)
                        )
                else:
                    timing = (1.0, 1.0, 1.0) if quick else (RSS_AFTER, IDLE_AFTER, IDLE_SECONDS)
                    commands = {
                        "minimal_window": minimal_command("stay"),
                        "minimal_window_no_gl": minimal_command("stay", "no-gl"),
                        **{scene: app_command("--bench-scene", scene) for scene in scenes},
                    }
                    out += scene_figures(commands, env, x11[1], *timing)
                    say("window done")
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return out
