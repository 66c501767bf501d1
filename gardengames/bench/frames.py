"""Frame CPU time of each game's busiest table (``scenes.open_busy_table``), headless, at 1920x1080 and
1280x720: at rest and while a card is dragged.

A frame is one ``App.step(1/60)``: the events waiting, update, and a draw that ``step`` always does (the real
loop skips frames when nothing changes; "at rest" here is the forced redraw of an unchanged table, what a
frame costs whenever one is drawn). The clock is ``time.thread_time`` of this thread; the dummy video driver
has no flip, so a real window adds the flip's cost on top.
"""

from __future__ import annotations

from typing import Any

from gardengames.bench.common import Goal, figure, percentile, say, skipped, spread, use_headless
from gardengames.bench.scenes import drag_point, open_busy_table, settle

SIZES = ((1920, 1080), (1280, 720))
GOALS: dict[tuple[int, int], Goal] = {(1920, 1080): ("<=", 4.0, "ms"), (1280, 720): ("<=", 2.5, "ms")}


def _timed_frames(app: Any, frames: int, before: Any = None) -> tuple[list[float], int]:
    """CPU milliseconds of ``frames`` calls of ``app.step``, and how many of them drew (``App.draw`` ran);
    ``before(i)`` posts that frame's events."""
    import time

    draw = app.draw
    drawn = [0]

    def counted() -> None:
        drawn[0] += 1
        draw()

    app.draw = counted
    out = []
    try:
        for i in range(frames):
            if before is not None:
                before(i)
            start = time.thread_time()
            app.step(1 / 60)
            out.append((time.thread_time() - start) * 1000)
    finally:
        del app.draw
    return out, drawn[0]


def _drag_frames(app: Any, busy: Any, frames: int) -> tuple[list[float], int, bool]:
    """Press on the busy table's draggable card, then move the pointer to and fro between it and its first
    target (lighting the target on the way), one motion event per frame."""
    import pygame

    table = busy.table
    targets = table.drag_targets(busy.key) or {}
    x0, y0 = busy.press
    goal = next(iter(targets.values())).rect.center if targets else (x0 + 200, y0 - 100)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(x0, y0)))
    app.step(1 / 60)
    last = [(x0, y0)]

    def move(i: int) -> None:
        phase = (i % 60) / 30
        f = phase if phase <= 1 else 2 - phase
        f = max(f, 0.1)  # past the drag threshold from the first frame on
        pos = (int(x0 + (goal[0] - x0) * f), int(y0 + (goal[1] - y0) * f))
        rel = (pos[0] - last[0][0], pos[1] - last[0][1])
        last[0] = pos
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0)))

    times, drawn = _timed_frames(app, frames, move)
    active = table.drag.active
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=busy.press))
    app.step(1 / 60)
    return times, drawn, active


def game_frames(game_id: str, frames: int) -> list[dict[str, Any]]:
    """The four frame figures of one game (two sizes, at rest and dragging)."""
    use_headless()
    from gardengames import games
    from gardengames.ui.shell import App

    info = games.GAMES[game_id]
    app = App(SIZES[0], headless=True)
    out: list[dict[str, Any]] = []
    try:
        busy = open_busy_table(app, game_id)
        for size in SIZES:
            if app.size != size:
                app.resize_to(size)
                settle(app, busy.table)
                found = drag_point(busy.table)
                if found is not None:
                    busy.key, busy.press = found
            settle(app, busy.table, 5)
            label = f"{size[0]}x{size[1]}"
            where = {"players": len(busy.table.session.seats), **busy.describe(), "clock": "thread_time"}
            rest, drawn = _timed_frames(app, frames)
            out.append(_frame_figure(f"frame.{game_id}.{label}.rest", rest, drawn, GOALS[size], where))
            drag, drawn, active = _drag_frames(app, busy, frames)
            if active:
                out.append(_frame_figure(f"frame.{game_id}.{label}.drag", drag, drawn, GOALS[size], where))
            else:
                out.append(
                    skipped(f"frame.{game_id}.{label}.drag", "the press did not start a drag", "ms", GOALS[size])
                )
    finally:
        app.close()
    say(f"frames: {info.title} done")
    return out


def _frame_figure(name: str, times: list[float], drawn: int, goal: Goal, where: dict[str, Any]) -> dict[str, Any]:
    return figure(name, round(percentile(times, 0.95), 2), "ms (p95)", goal, **spread(times, 2), drawn=drawn, **where)


def run(game_ids: list[str], quick: bool) -> list[dict[str, Any]]:
    frames = 8 if quick else 180
    return [row for game_id in game_ids for row in game_frames(game_id, frames)]
