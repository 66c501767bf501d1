"""The busiest table of a game, the same in every bench: most players (all people at one screen), late in a
seeded random game, at a position where the player to move can drag a card.

The frame bench draws it headless; ``main.py --bench-scene ID`` opens it in a real window for the idle-CPU and
memory figures. The position is found by a fixed search (seeds and moves, never the clock).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gardengames import games
from gardengames.engine.state import Move
from gardengames.session import Seat, Session

if TYPE_CHECKING:
    from gardengames.ui.shell import App

SEED = 7
LATE = 0.6  # how far through a random game the busy position starts (then on, move by move, to a drag)
SEEDS_TRIED = 20


@dataclass
class BusyTable:
    """A table pushed on ``app``'s stack at a position with a drag, and where to press to start it."""

    table: Any
    seed: int
    moves: int
    key: Hashable
    press: tuple[int, int]

    def describe(self) -> dict[str, Any]:
        return {"seed": self.seed, "moves_played": self.moves, "dragged": str(self.key)}


def seats_for(info: games.GameInfo) -> list[Seat]:
    """People in every seat at the most players (nothing moves unless someone does something)."""
    if info.solitaire:
        return [Seat("Solo", "human", "solver", 0)]
    return [Seat(f"Player {i + 1}", "human", "easy", i) for i in range(info.max_players)]


def random_game(info: games.GameInfo, seed: int) -> list[Move]:
    """The moves of one whole game of uniformly random legal moves at the most players."""
    state = info.new_game(len(seats_for(info)), seed, info.default_options())
    rng = random.Random(seed)
    moves: list[Move] = []
    while not state.is_over and len(moves) < 5000:
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state.apply(move)
    return moves


def settle(app: App, table: Any, frames: int = 3) -> None:
    """Draw until the table is on top again (pressing a cover screen's ready button) and still."""
    from gardengames.ui.dialogs import CoverScreen

    for _ in range(frames):
        app.step(1 / 60)
        while app.stack.top is not table and isinstance(app.stack.top, CoverScreen):
            app.stack.top.ready.on_click()
            app.step(1 / 60)


def drag_point(table: Any) -> tuple[Hashable, tuple[int, int]] | None:
    """A card the player to move may drag now, and a visible point of it (the first in the rules' order)."""
    if not table.my_turn:
        return None
    for key in table.selection.index.sources:
        sprite = table.sprites.get(key)
        if sprite is None or not table.drag_targets(key):
            continue
        rect = sprite.rect
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
                point = (rect.x + int(rect.w * fx), rect.y + int(rect.h * fy))
                if table.card_at(point) == key:
                    return key, point
    return None


def open_busy_table(app: App, game_id: str) -> BusyTable:
    """Push the busiest table of ``game_id`` on ``app`` at the first position, from ``LATE`` through the game
    on (seed ``SEED``, then the next seeds), where a card can be dragged. Animations are off while searching."""
    info = games.GAMES[game_id]
    speed = app.settings.animation_speed
    app.settings.animation_speed = "off"
    try:
        for seed in range(SEED, SEED + SEEDS_TRIED):
            moves = random_game(info, seed)
            session = Session(info.id, seats_for(info), seed, info.default_options())
            start = int(len(moves) * LATE)
            for move in moves[:start]:
                session.apply(move)
            table = info.table_scene()(app, session)
            app.stack.push(table)
            settle(app, table)
            for played in range(start, len(moves)):
                found = drag_point(table)
                if found is not None:
                    return BusyTable(table, seed, played, *found)
                table.play(moves[played])
                settle(app, table)
            app.stack.pop()
    finally:
        app.settings.animation_speed = speed
    raise RuntimeError(f"{game_id}: no position with a drag in seeds {SEED}..{SEED + SEEDS_TRIED - 1}")


def open_scene(app: App, scene: str) -> None:
    """``main.py --bench-scene``: the menu (already open) or the busiest table of a game over it."""
    if scene != "menu":
        open_busy_table(app, scene)
