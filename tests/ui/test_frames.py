"""Draw only what changed, sleep when nothing moves (issue 13): the cached static layer must never show
anything stale, and a still screen must ask the loop for no frames at all."""

import random

import pygame
import pytest

from gardengames import games
from gardengames.session import Seat
from gardengames.ui import shell
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App
from gardengames.ui.table import BaseTable


def post(event_type, **kw):
    pygame.event.post(pygame.event.Event(event_type, **kw))


def plain(places: dict) -> dict:
    return {k: (tuple(p.rect), p.angle, p.z, p.style) for k, p in places.items()}


def fresh_picture(table: BaseTable, surface: pygame.Surface) -> bytes:
    """What the table draws with every cache thrown away first."""
    table.redraw()
    target = pygame.Surface(surface.get_size(), 0, surface)
    table.draw(target)
    return pygame.image.tobytes(target, "RGB")


def cached_picture(table: BaseTable, surface: pygame.Surface) -> bytes:
    target = pygame.Surface(surface.get_size(), 0, surface)
    table.draw(target)
    return pygame.image.tobytes(target, "RGB")


def poke(app: App, table: BaseTable, rng: random.Random) -> None:
    """One thing a player does, aimed at what the table can take (cards, their targets) most of the time."""
    w, h = app.size
    roll = rng.random()
    if roll < 0.12 and table.my_turn:
        table.play(rng.choice(table.session.state.legal_moves()))  # keep the game moving, as a player would
        return
    rects = [r for k in table.selection.index.sources if (r := table.key_rect(k)) is not None]
    start = rng.choice(rects).center if rects and roll < 0.6 else (rng.randrange(w), rng.randrange(h))
    if roll < 0.35:
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        end = (rng.randrange(w), rng.randrange(h))
        for i in range(1, 4):
            mid = (start[0] + (end[0] - start[0]) * i // 3, start[1] + (end[1] - start[1]) * i // 3)
            post(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0))
    elif roll < 0.5:
        post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    elif roll < 0.65:
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    elif roll < 0.8:
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    elif roll < 0.92:
        key = rng.choice([pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_RETURN, pygame.K_z, pygame.K_ESCAPE])
        post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
    else:
        post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_cached_picture_is_always_the_fresh_one(open_table, game_id):
    """Hundreds of clicks, drags, keys and computer moves: after every frame the table drawn from its caches
    (the static layer, the card places) is pixel for pixel the table drawn from nothing."""
    info = games.GAMES[game_id]
    n = 1 if info.solitaire else info.max_players
    seats = [Seat(f"P{i}", "human" if i == 0 else "computer", (info.bot_levels or ("easy",))[0], i) for i in range(n)]
    app, table = open_table(game_id, seats, animation="fast", seed=11)
    rng = random.Random(game_id)
    compared = 0
    try:
        for _ in range(260):
            if app.stack.top is not table:
                app.stack.top.back()  # a picker, the rules page, a dialog: close it and play on
                app.step(0.016)
                continue
            poke(app, table, rng)
            app.step(rng.choice([0.0, 0.016, 0.05, 0.2]))
            table.wait_for_computer(timeout=5)
            if app.stack.top is table:
                assert plain(table.placed()) == plain(table.card_places())
                assert cached_picture(table, app.screen) == fresh_picture(table, app.screen), "a stale picture"
                compared += 1
        assert compared > 100 and len(table.session.moves) > 3
    finally:
        app.close()


def settle(app: App, table: BaseTable) -> None:
    """Let the computers play up to the person's turn, every glide finish and the lit targets stop breathing
    (which takes ``BREATHE_SECONDS + SETTLE_SECONDS`` after the last thing that happened)."""
    quiet = 0
    for _ in range(1000):
        app.step(0.1)
        table.wait_for_computer(timeout=5)
        quiet = quiet + 1 if app.next_frame() is None else 0
        if quiet > 3:
            break
    assert table.breath(1.0) == table.breath(0.37) == 0.5  # held still: BREATHE_SECONDS + SETTLE_SECONDS passed


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_table_nobody_touches_needs_no_frames(open_table, game_id):
    info = games.GAMES[game_id]
    seats = [Seat("Ann", "human", "easy", 0)] + [Seat("Cpu", "computer", "easy", 1)] * (0 if info.solitaire else 1)
    app, table = open_table(game_id, seats, animation="normal")
    try:
        assert app.next_frame() == 0  # just opened: the lit targets breathe
        settle(app, table)
        assert table.my_turn and app.next_frame() is None
        drawn = []
        real_draw = app.draw
        app.draw = lambda: (drawn.append(1), real_draw())
        app.frame(0.25, [])
        assert drawn == []  # no event, nothing moving: nothing drawn
        pos = table.key_rect(next(iter(table.selection.index.sources))).center
        app.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        assert drawn == [1]  # input is drawn at once, and wakes the breathing again
        assert app.next_frame() == 0
    finally:
        app.close()


def test_an_idle_botanicus_frame_asks_nothing_of_the_rules_words(open_table, monkeypatch):
    """Its choice buttons are laid out again only when what they show may differ (before, every idle frame
    put their labels into words through the data file: 2.2 % of a core in a real window, over the 2 % goal)."""
    seats = [Seat("Ann", "human", "easy", 0), Seat("Cpu", "computer", "easy", 1)]
    app, table = open_table("botanicus", seats, animation="normal")
    try:
        settle(app, table)
        asked = []
        real_choices = table.turn.choices
        monkeypatch.setattr(table.turn, "choices", lambda: (asked.append(1), real_choices())[1])
        for _ in range(30):
            app.frame(1 / 30, [])
        assert asked == []
        table.play(table.session.state.legal_moves()[0])
        app.frame(1 / 30, [])
        assert asked == [1]  # a new position: the buttons follow it at once
    finally:
        app.close()


def test_a_computer_turn_keeps_the_loop_running(open_table):
    seats = [Seat("Cpu", "computer", "easy", 0), Seat("Ann", "human", "easy", 1)]
    app, table = open_table("sabotage", seats, animation="off", options={"first_player": 0})
    try:
        assert table.session.state.current_player == 0 and app.next_frame() == 0
    finally:
        app.close()


def test_the_menu_sleeps_until_something_happens():
    app = App((1280, 720), headless=True)
    try:
        app.stack.push(MenuScene(app))
        app.step(0.016)
        assert app.next_frame() is None
        drawn = []
        real_draw = app.draw
        app.draw = lambda: (drawn.append(1), real_draw())
        app.frame(0.25, [])
        app.frame(0.25, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
        assert drawn == [1]
    finally:
        app.close()


def test_the_idle_loop_sleeps_instead_of_ticking(monkeypatch):
    """While nothing moves the loop sleeps between looks at the event queue (sooner when a notice is due to
    go); while something moves it ticks at 60 frames a second and never sleeps."""
    app = App((1280, 720), headless=True)
    try:
        app.stack.push(MenuScene(app))
        app.step(0.016)
        pygame.event.clear()  # the audio device's arrival, say
        sleeps = []
        monkeypatch.setattr(shell.time, "sleep", sleeps.append)
        assert app.next_events()[1] == []
        assert sleeps == [shell.IDLE_POLL]
        post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
        sleeps.clear()
        assert len(app.next_events()[1]) == 1 and sleeps == []  # input waiting: no sleep
        app.headless = False  # notices fade only in a real window: the loop then wakes when one is due to go
        monkeypatch.setattr(shell, "NOTICE_SECONDS", 0.01)  # a notice shown this long is due to go at once
        app.notify("A file was broken.")
        app.next_events()
        assert sleeps and sleeps[0] < 0.02
        monkeypatch.setattr(app, "next_frame", lambda: 0.0)
        sleeps.clear()
        app.next_events()
        assert sleeps == []
    finally:
        app.headless = True
        app.close()


def test_a_focused_name_field_wakes_the_loop_for_its_caret():
    from gardengames.ui.setup import SetupScene
    from gardengames.ui.widgets import TextField

    app = App((1280, 720), headless=True)
    try:
        scene = SetupScene(app, games.GAMES["sabotage"])
        app.stack.push(scene)
        app.step(0.016)
        fields = [i for i, w in enumerate(scene.widgets.widgets) if isinstance(w, TextField)]
        scene.widgets.focus = fields[0]
        scene.widgets._sync()
        wait = app.next_frame()
        assert wait is not None and 0 < wait <= 0.5
    finally:
        app.close()
