"""Issue 15's shared defects, each driven by real posted events on Toy Garden (whatever the base table and the
widgets do there, every game's table does): tooltips that stuck, focus rings after a click, a zoom that opened
over bare table after a fly-back, and F11 that did nothing until the next start."""

import pygame
import pytest

from gardengames.session import Seat
from tests.ui.test_interaction import centre, hand, toy  # noqa: F401  (toy is a fixture)
from tests.ui_events import click, drag, key, reveal


def move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.016)


@pytest.fixture
def solitaire(open_table):
    """Unsurmountable after one move: a real toolbar, and undo is always allowed in solitaire."""
    app, table = open_table("unsurmountable", [Seat("Ann")], seed=5, options={"level": 1})
    table.session.apply(table.session.state.legal_moves()[0])
    app.step(0.016)
    return app, table


def test_a_button_that_turns_disabled_under_the_pointer_drops_its_tooltip_when_the_pointer_leaves(solitaire):
    app, table = solitaire
    assert table.undo_button.enabled
    move(app, table.undo_button.rect.center)
    assert table.widgets.hovered_tooltip()[0] == table.undo_button.tooltip
    click(app, table.undo_button.rect.center)  # nothing left to undo: the button is disabled under the pointer
    assert table.session.moves == [] and not table.undo_button.enabled
    move(app, (640, 700))
    assert table.widgets.hovered_tooltip() is None


def test_a_tooltip_follows_the_button_not_a_stale_hover_after_a_resize(solitaire):
    app, table = solitaire
    move(app, table.redo_button.rect.center)
    assert table.widgets.hovered_tooltip() is not None
    app.resize_to((1920, 1080))
    app.step(0.016)
    assert not table.redo_button.rect.collidepoint(table.widgets.pointer)  # the toolbar moved away
    assert table.widgets.hovered_tooltip() is None


def test_a_clicked_button_shows_no_focus_ring_until_the_keyboard_is_used(solitaire):
    app, table = solitaire
    click(app, table.undo_button.rect.center)
    assert table.session.moves == [] and table.widgets.focus is not None  # Tab would go on from there
    assert not any(w.focused for w in table.widgets.widgets)
    table.widgets.move_focus(1)  # what Tab does where the table does not use Tab for cards
    assert sum(w.focused for w in table.widgets.widgets) == 1


def test_no_zoom_opens_over_bare_table_after_an_illegal_drop_flies_back(toy):  # noqa: F811
    app, table = toy(hand(["pea.01"]))
    drag(app, centre(table, "pea.01"), (1200, 40))
    assert table.session.moves == []
    for _ in range(100):  # 1.6 s with the pointer resting where the card was let go
        app.step(0.016)
    assert table.shown_zoom() is None
    move(app, centre(table, "pea.01"))
    for _ in range(100):
        app.step(0.016)
    assert table.shown_zoom() == "pea.01"  # resting on a card still zooms it


def test_leaving_the_window_clears_hover_and_tooltips(solitaire):
    app, table = solitaire
    move(app, table.undo_button.rect.center)
    assert table.widgets.hovered_tooltip() is not None
    pygame.event.post(pygame.event.Event(pygame.WINDOWLEAVE))
    app.step(0.016)
    assert table.widgets.hovered_tooltip() is None and table.hover_key is None


def test_a_tooltip_does_not_stay_lit_under_an_overlay(solitaire):
    """Clicking Settings with the pointer on it opened the overlay over the button's tooltip, which stayed
    drawn there (the scene below gets no more pointer events to drop it)."""
    app, table = solitaire
    move(app, table.settings_button.rect.center)
    assert table.widgets.hovered_tooltip() is not None
    click(app, table.settings_button.rect.center)
    assert app.stack.top is not table
    assert table.widgets.hovered_tooltip() is None and table.hover_key is None


def test_a_refusal_is_not_hidden_by_the_zoom_of_the_card_clicked(solitaire):
    """Seen in a real window: a refused click on a card, the pointer resting there, opened the card's zoom over
    the refusal within a second. The zoom now waits while the message shows."""
    from gardengames.ui.table import ZOOM_DELAY

    app, table = solitaire
    key = next(k for k, sprite in table.sprites.items() if table.card_at(sprite.rect.center) == k)
    move(app, table.sprites[key].rect.center)  # the pointer rests on the card
    table.flash("Not yet: build the First card first")
    for _ in range(int((ZOOM_DELAY + 1.0) / 0.05)):
        app.step(0.05)
    assert table.message and table.shown_zoom() is None
    for _ in range(int((ZOOM_DELAY + 3.0) / 0.05)):
        app.step(0.05)
    assert table.shown_zoom() == key  # once read, resting there still zooms


def test_f11_switches_the_window_at_once_and_back_to_the_size_the_player_chose():
    from gardengames.ui.shell import App

    app = App((1280, 720), headless=False)  # a real window on SDL's dummy driver: the code path a player meets
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        key(app, pygame.K_F11)
        assert app.settings.fullscreen and app.size == desktop and app.stack.size == desktop
        assert pygame.display.get_surface() is app.screen  # drawing goes to the window shown
        key(app, pygame.K_F11)
        assert not app.settings.fullscreen and app.size == (1280, 720) and app.stack.size == (1280, 720)
    finally:
        app.audio.close()


def test_a_real_window_opens_no_smaller_than_a_small_laptop(tmp_path):
    from gardengames.ui.shell import MIN_WINDOW, App

    app = App(headless=False)
    try:
        app.settings.window_width, app.settings.window_height = 640, 400  # e.g. a settings file from an old version
        assert app.window_size() == MIN_WINDOW
        with pytest.warns(DeprecationWarning):  # pygame-ce's hint that Window could draw too; we only read a size
            assert pygame.Window.from_display_module().minimum_size == MIN_WINDOW
    finally:
        app.audio.close()


def _hot_seat(monkeypatch, open_table):
    from gardengames import games
    from gardengames.ui.dialogs import CoverScreen
    from tests.ui.test_interaction import TOY

    monkeypatch.setitem(games.GAMES, "toygarden", TOY)
    app, table = open_table("toygarden", [Seat("Ann"), Seat("Bob")], info=TOY, animation="normal")
    assert isinstance(app.stack.top, CoverScreen)  # the first player is asked to the screen
    reveal(app, pygame.K_RETURN)
    assert app.stack.top is table and table.viewer == 0
    click(app, table.deck_rect.center)  # Ann draws: the turn passes to Bob
    assert table.session.state.current_player == 1
    return app, table


def test_the_last_move_of_a_turn_stays_in_sight_until_the_laptop_is_passed(monkeypatch, open_table):
    from gardengames.ui.dialogs import CoverScreen

    app, table = _hot_seat(monkeypatch, open_table)
    for _ in range(60):  # a second later the table still shows what Ann did, to Ann
        app.step(0.016)
    assert app.stack.top is table and table.handing_over and table.viewer == 0 and not table.my_turn
    assert table.pass_button.visible and table.pass_button.label == "Pass to Bob"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, CoverScreen) and table.viewer is None and not table.pass_button.visible


def test_the_cover_comes_by_itself_after_the_pause(monkeypatch, open_table):
    from gardengames.ui.dialogs import CoverScreen
    from gardengames.ui.seating import HANDOFF_SECONDS

    app, table = _hot_seat(monkeypatch, open_table)
    for _ in range(int(HANDOFF_SECONDS / 0.016) + 40):
        app.step(0.016)
    assert isinstance(app.stack.top, CoverScreen) and not table.handing_over
    reveal(app, pygame.K_RETURN)
    assert table.viewer == 1 and table.my_turn
