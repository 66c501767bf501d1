"""The app shell: scene stack, overlays, Esc behaviour, resizing and the menu, driven by posted events."""

import pygame
import pytest

from gardengames import games, store
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.menu import MenuScene
from gardengames.ui.scenes import Scene, SceneStack
from gardengames.ui.settings import SettingsScene
from gardengames.ui.shell import App


class Probe(Scene):
    def __init__(self, app, name, overlay=False, busy=False):
        super().__init__(app)
        self.name, self.overlay, self.busy = name, overlay, busy
        self.drawn = self.entered = self.laid_out = 0
        self.events = []

    @property
    def in_progress(self):
        return self.busy

    def layout(self, size):
        self.laid_out += 1

    def enter(self):
        self.entered += 1

    def handle(self, event):
        self.events.append(event.type)

    def draw(self, surface):
        self.drawn += 1


@pytest.fixture
def shell():
    app = App((1280, 720), headless=True)
    yield app
    app.close()


def key(k, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))


def click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_stack_push_pop_replace_and_enter_calls(shell):
    stack = SceneStack()
    stack.resize((800, 600))
    a, b, c = Probe(shell, "a"), Probe(shell, "b"), Probe(shell, "c")
    stack.push(a)
    stack.push(b)
    assert stack.top is b and a.entered == 1 and b.laid_out == 1
    stack.replace(c)
    assert stack.scenes == [a, c]
    assert stack.pop() is c and stack.top is a and a.entered == 2
    stack.clear_to(b)
    assert stack.scenes == [b]
    assert stack.pop() is b and stack.pop() is None


def test_overlays_draw_over_the_scene_below_and_only_top_gets_events(shell):
    stack = SceneStack()
    base, hidden, over = Probe(shell, "base"), Probe(shell, "hidden"), Probe(shell, "over", overlay=True)
    for s in (hidden, base, over):
        stack.push(s)
    surface = pygame.Surface((10, 10))
    stack.draw(surface)
    assert (hidden.drawn, base.drawn, over.drawn) == (0, 1, 1)
    # Covered, the scene below was told the pointer left it (no hover stays lit under the overlay)...
    assert base.events == [pygame.WINDOWLEAVE]
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    # ...and from then on only the top gets events.
    assert over.events and base.events == [pygame.WINDOWLEAVE]


def test_resize_lays_out_every_scene(shell):
    a, b = Probe(shell, "a"), Probe(shell, "b", overlay=True)
    shell.stack.push(a)
    shell.stack.push(b)
    before = a.laid_out
    shell.stack.resize((900, 700))
    assert a.laid_out == before + 1 and b.laid_out >= 2


def test_escape_pops_or_asks_first_when_a_game_is_in_progress(shell):
    calm, busy = Probe(shell, "calm"), Probe(shell, "busy", busy=True)
    shell.stack.push(calm)
    shell.stack.push(busy)
    key(pygame.K_ESCAPE)
    shell.step(0.016)
    assert isinstance(shell.stack.top, ConfirmDialog)
    key(pygame.K_ESCAPE)  # "no": stay in the game
    shell.step(0.016)
    assert shell.stack.top is busy
    key(pygame.K_ESCAPE)
    shell.step(0.016)
    key(pygame.K_y)  # "yes": leave
    shell.step(0.016)
    assert shell.stack.top is calm
    key(pygame.K_ESCAPE)
    shell.step(0.016)
    assert shell.stack.top is None and not shell.running


def test_quit_request_during_a_game_asks_then_second_request_quits(shell):
    shell.stack.push(Probe(shell, "busy", busy=True))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert shell.step(0.016)
    assert isinstance(shell.stack.top, ConfirmDialog)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert not shell.step(0.016)


def test_menu_shows_four_tiles(shell):
    menu = MenuScene(shell)
    shell.stack.push(menu)
    shell.step(0.016)
    assert [t.info.id for t in menu.tiles] == list(games.GAMES)


def test_menu_keyboard_focus_and_settings_overlay(shell):
    menu = MenuScene(shell)
    shell.stack.push(menu)
    key(pygame.K_s)
    shell.step(0.016)
    assert isinstance(shell.stack.top, SettingsScene)
    overlay = shell.stack.top
    overlay.widgets.focus = overlay.widgets.widgets.index(overlay.speed)
    key(pygame.K_RIGHT)
    shell.step(0.016)
    assert shell.settings.animation_speed != "normal"
    assert store.load_settings([]).animation_speed == shell.settings.animation_speed  # saved at once
    key(pygame.K_ESCAPE)
    shell.step(0.016)
    assert shell.stack.top is menu


def test_menu_lays_out_inside_small_and_huge_windows():
    for size in ((640, 480), (1280, 720), (3840, 2160)):
        app = App(size, headless=True)
        menu = MenuScene(app)
        app.stack.push(menu)
        app.step(0.016)
        screen = pygame.Rect((0, 0), size)
        for widget in menu.widgets.widgets:
            assert screen.contains(widget.rect), (size, widget.rect)
        rects = [w.rect for w in menu.widgets.widgets]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), size
        app.close()


def test_broken_settings_file_shows_a_notice_and_starts_with_defaults():
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\x00garbage")
    app = App((800, 600), headless=True)
    try:
        assert app.settings == store.Settings()
        assert any("settings.json" in n for n in app.notices)
    finally:
        app.close()


def test_rules_pages_parse_headings_bullets_tables_and_emphasis():
    from gardengames.ui.rulespage import parse_markdown

    lines = parse_markdown(
        "# Title\n*Two* to **four** players.\n\n- a `bullet`\n  continued\n\n| A | B |\n|---|---|\n"
        "| 1 | 2 |\n| 3 | 4 |\n"
    )
    assert lines[0] == ("h1", "Title")
    assert ("para", "Two to four players.") in lines
    assert ("bullet", "a bullet continued") in lines
    assert ("table", [["A", "B"], ["1", "2"], ["3", "4"]]) in lines


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_game_has_a_rules_page_that_draws(game_id):
    from gardengames.ui.rulespage import RulesScene

    info = games.GAMES[game_id]
    assert info.rules_page().is_file()
    app = App((1280, 720), headless=True)
    try:
        page = RulesScene(app, info)
        app.stack.push(page)
        app.step(0.016)
        assert page.content_h > 720  # a real page, longer than one screen, so scrolling matters
        key(pygame.K_PAGEDOWN)
        app.step(0.016)
        assert page.scroll > 0
    finally:
        app.close()
