"""A seeded monkey at the laptop: thousands of random clicks, drags, keys, resizes, focus losses and quit
requests across every scene of every game, while the game keeps moving. Nothing may raise, and no
card may be lost."""

import os
import random
from collections import Counter

import pygame
import pytest

from gardengames import games
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App
from gardengames.ui.table import BaseTable

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_SPACE,
    pygame.K_m,
    pygame.K_h,
    pygame.K_z,
    pygame.K_y,
    pygame.K_F1,
    pygame.K_1,
    pygame.K_2,
    pygame.K_s,
    pygame.K_a,
    pygame.K_BACKSPACE,
    pygame.K_r,
    pygame.K_d,
    pygame.K_n,
]
SIZES = [(640, 480), (1280, 720), (1600, 900), (1024, 768), (3840, 2160)]
SOAK = os.environ.get("GARDENGAMES_SOAK") == "1"  # make soak: longer runs, more seeds
STEPS = 10_000 if SOAK else 1500
SEEDS = [1, 2, 3] if SOAK else [1]


def conserved(state) -> Counter:
    """Every physical card, counted wherever it lies."""
    return state.all_cards()


def post(event_type, **kw):
    pygame.event.post(pygame.event.Event(event_type, **kw))


def monkey_step(app, rng):
    w, h = app.size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    table = next((s for s in reversed(app.stack.scenes) if isinstance(s, BaseTable)), None)
    if table is not None and roll < 0.25 and app.stack.top is table and table.my_turn:
        legal = table.session.state.legal_moves()
        if legal:
            table.play(rng.choice(legal))  # keep the game moving as a real player would
        return
    if roll < 0.45:
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 1, 3]))
        post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    elif roll < 0.6:
        end = (rng.randrange(w), rng.randrange(h))
        post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        for i in range(1, 4):
            mid = (pos[0] + (end[0] - pos[0]) * i // 3, pos[1] + (end[1] - pos[1]) * i // 3)
            post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    elif roll < 0.7:
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    elif roll < 0.9:
        key = rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if rng.random() < 0.2 else 0
        post(pygame.KEYDOWN, key=key, mod=mod, unicode=chr(key) if 32 <= key < 127 else "", scancode=0)
    elif roll < 0.93:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
    elif roll < 0.95:
        app.resize_to(rng.choice(SIZES))
    elif roll < 0.97:
        post(pygame.WINDOWFOCUSLOST)
        post(pygame.WINDOWFOCUSGAINED)
    else:
        post(pygame.QUIT)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(games.GAMES))
@pytest.mark.parametrize("seed", SEEDS)
def test_monkey_across_every_scene(game_id, seed):
    info = games.GAMES[game_id]
    rng = random.Random(f"{game_id}:{seed}")
    steps = STEPS
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = rng.choice(["off", "fast", "normal"])
    played = 0
    try:
        for step in range(steps):
            if not app.running or not app.stack.scenes:
                app.close()
                app = App((1280, 720), headless=True)
            if len(app.stack) == 0 or (step % 300 == 0):
                # Start a fresh game with a mix of people and computers, through the real screens' classes.
                n = info.min_players if info.solitaire else rng.randint(info.min_players, info.max_players)
                seats = [
                    Seat(
                        f"P{i}",
                        "human" if (i == 0 or rng.random() < 0.4) else "computer",
                        rng.choice(info.bot_levels or ("easy",)),
                        i,
                    )
                    for i in range(n)
                ]
                session = Session(info.id, seats, rng.randrange(10**6), info.default_options())
                app.stack.clear_to(MenuScene(app))
                app.stack.push(info.table_scene()(app, session))
                expected = conserved(session.state)
            monkey_step(app, rng)
            app.step(rng.choice([0.0, 0.016, 0.05, 0.2]))
            table = next((s for s in app.stack.scenes if isinstance(s, BaseTable)), None)
            if table is not None and table.session is session:
                played = max(played, len(session.moves))
                assert conserved(session.state) == expected, "a card was lost or duplicated"
            if table is not None:
                table.wait_for_computer(timeout=5)
        assert played > 0, "the monkey never got a game going"
    finally:
        app.close()
