"""A full screen larger than the window at a high UI scale (issue 34, ``ui/viewport.py``): the menu, settings and
the join form are laid out at the asked scale and the window shows part of them. The wheel scrolls them (Shift:
sideways), Tab brings the focused widget into view, a click on a scrolled button lands on it, typing goes into a
scrolled text field, an overlay over a magnified screen is drawn over what the window shows, and at 100 % nothing
of this happens."""

import pygame
import pytest

from gardengames.ui import theme
from gardengames.ui.join_screen import JoinScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.settings import SettingsScene
from tests.ui_events import click, key


@pytest.fixture(autouse=True)
def _back_to_100():
    yield
    theme.set_ui_scale(100)


def at(app, percent, *scenes):
    for scene in scenes:
        app.stack.push(scene)
    app.set_ui_scale(percent)
    app.step(0.016)
    return app.stack.top


def wheel(app, y, x=0):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEWHEEL, x=x, y=y, precise_x=float(x), precise_y=float(y), flipped=False)
    )
    app.step(0.016)


def test_at_100_percent_a_screen_is_the_window_and_the_wheel_moves_nothing(app):
    menu = at(app, 100, MenuScene(app))
    view = menu.screen_view
    assert not view.magnified and view.rect == pygame.Rect(0, 0, 1280, 720) and menu.scale == 1.0
    wheel(app, -3)
    assert view.rect.topleft == (0, 0) and view.frame is None


def test_the_menu_doubles_and_the_window_shows_its_top_across_its_middle(app):
    """Every full screen is laid out about the window's middle: the view opens there, at the top."""
    menu = at(app, 200, MenuScene(app))
    view = menu.screen_view
    assert menu.scale == pytest.approx(2.0, rel=0.01)
    assert view.magnified and view.size[0] > 1280 and view.size[1] > 720 and view.rect.top == 0
    assert abs(view.rect.centerx - view.size[0] // 2) <= 1
    at(app, 100)
    assert not view.magnified and view.frame is None  # the memory of the frame is given back


def test_the_wheel_scrolls_down_and_with_shift_sideways(app):
    menu = at(app, 200, MenuScene(app))
    view = menu.screen_view
    x0 = view.rect.x
    wheel(app, -2)
    assert view.rect.x == x0 and view.rect.y > 0
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    wheel(app, -2)
    pygame.key.set_mods(0)
    assert view.rect.x > x0
    wheel(app, 20)
    assert view.rect.y == 0  # kept on the screen


def test_tab_brings_the_focused_widget_into_view(app):
    menu = at(app, 200, MenuScene(app))
    view = menu.screen_view
    seen_away = False
    for _ in range(len(menu.widgets.widgets) + 1):
        key(app, pygame.K_TAB)
        focused = menu.widgets.keyboard_focus()
        assert focused is not None and view.rect.contains(focused.rect), focused.rect
        seen_away = seen_away or view.rect.topleft != (0, 0)
    assert seen_away  # some widget was off the window at first: the view moved to it


def test_a_click_on_a_scrolled_button_lands_on_it(app):
    menu = at(app, 200, MenuScene(app))
    view = menu.screen_view
    assert not view.rect.contains(menu.settings_button.rect)  # below the window at first
    for _ in range(30):
        if view.rect.contains(menu.settings_button.rect):
            break
        wheel(app, -1)
    assert view.rect.contains(menu.settings_button.rect)
    on_screen = view.on_screen(menu.settings_button.rect).center
    assert on_screen != menu.settings_button.rect.center  # the screen's coordinates are not the window's
    click(app, on_screen)
    assert isinstance(app.stack.top, SettingsScene)


def test_typing_goes_into_a_scrolled_text_field(app):
    join = at(app, 200, MenuScene(app), JoinScene(app))
    view = join.screen_view
    field = join.code_field
    view.show([field.rect])
    app.step(0.016)
    assert view.rect.topleft != (0, 0) and view.rect.contains(field.rect)
    click(app, view.on_screen(field.rect).center)
    for letter in "k7":
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(letter), mod=0, unicode=letter, scancode=0))
    app.step(0.016)
    assert field.value.upper() == "K7"


def test_an_overlay_that_outgrows_the_window_dims_what_the_window_shows(app):
    settings = at(app, 200, MenuScene(app), SettingsScene(app))
    view = settings.screen_view
    assert view.magnified and settings.scale == pytest.approx(2.0, rel=0.01)
    app.step(0.016)
    corner = app.screen.get_at((8, 8))
    at(app, 100)
    at(app, 200)
    plain = pygame.Surface((1280, 720))
    app.stack.scenes[-2].draw(plain)  # the menu behind, undimmed
    assert sum(corner[:3]) < sum(plain.get_at((8, 8))[:3]) * 0.8
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_hover_help_on_a_scrolled_button_stays_in_the_window(app, monkeypatch):
    from gardengames.ui import menu as menu_module

    notes = []
    real = menu_module.draw_tooltip

    def spy(surface, text, anchor, scale, *args):
        notes.append(real(surface, text, anchor, scale, *args))
        return notes[-1]

    monkeypatch.setattr(menu_module, "draw_tooltip", spy)
    menu = at(app, 200, MenuScene(app))
    view = menu.screen_view
    view.show([menu.stats_button.rect])  # scrolled just far enough: at the window's edge
    app.step(0.016)
    assert view.rect.contains(menu.stats_button.rect) and view.rect.topleft != (0, 0)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=view.on_screen(menu.stats_button.rect).center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    app.step(0.016)
    assert menu.stats_button.hover and notes and notes[-1] is not None
    assert view.rect.contains(notes[-1]), (notes[-1], view.rect)
