"""Issue 33, points 2-4, in every game, driven by real posted pygame events: Esc and a click close an open zoom
before anything else, tooltips and the resting zoom wait for a pointer that rests and never cover a lit target,
and the arrow keys go the way pressed."""

import pygame
import pytest

from gardengames.session import Seat
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.table import ZOOM_DELAY
from gardengames.ui.zoom import CLOSE_HINT
from tests.ui_events import key

GAMES = ["unbeetable", "sabotage", "botanicus", "unsurmountable"]


def seated(open_table, game_id, seed=5, **kwargs):
    """Ann's turn at ``game_id`` (against an easy computer where the game has opponents)."""
    if game_id == "unsurmountable":
        seats, options = [Seat("Ann")], {"level": 1}
    else:
        seats = [Seat("Ann", colour=0), Seat("Basil", "computer", "easy", colour=1)]
        options = {"first_player": 0} if game_id in ("unbeetable", "sabotage") else {}
    app, table = open_table(game_id, seats, seed=seed, options=options, **kwargs)
    for _ in range(200):
        if table.my_turn and not table.animating:
            break
        table.wait_for_computer(10)
        app.step(0.05)
    assert table.my_turn
    return app, table


def move_to(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(0.016)


def press(app, pos, button=1):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.016)


def rest(app, seconds):
    for _ in range(int(seconds / 0.05) + 1):
        app.step(0.05)


def zoomable(table):
    """A card with a zoom that lies on top where it is."""
    return next(
        k for k, sprite in table.sprites.items() if table.card_at(sprite.rect.center) == k and table.card_info(k)
    )


# ---- point 2: Esc and a click close a zoom first -----------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_escape_closes_a_zoom_asked_for_before_it_asks_to_leave(open_table, game_id, rendered):
    app, table = seated(open_table, game_id)
    card = zoomable(table)
    press(app, table.sprites[card].rect.center, button=3)
    assert table.shown_zoom() == card
    rendered.clear()
    app.step(0.016)
    assert CLOSE_HINT in rendered  # the panel says how to put it away
    key(app, pygame.K_ESCAPE)
    assert table.shown_zoom() is None and app.stack.top is table  # no "Leave this game?"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmDialog)


@pytest.mark.parametrize("game_id", GAMES)
def test_escape_closes_the_zoom_of_a_resting_pointer_and_it_stays_closed_until_the_pointer_moves(open_table, game_id):
    app, table = seated(open_table, game_id)
    card = zoomable(table)
    move_to(app, table.sprites[card].rect.center)
    rest(app, ZOOM_DELAY + 0.1)
    assert table.shown_zoom() == card
    key(app, pygame.K_ESCAPE)
    assert table.shown_zoom() is None and app.stack.top is table
    rest(app, ZOOM_DELAY + 0.5)
    assert table.shown_zoom() is None  # the pointer has not moved: the zoom does not come back by itself
    move_to(app, (table.sprites[card].rect.centerx + 1, table.sprites[card].rect.centery))
    rest(app, ZOOM_DELAY + 0.1)
    assert table.shown_zoom() == card


@pytest.mark.parametrize("game_id", GAMES)
def test_a_click_anywhere_closes_a_zoom_asked_for_and_does_nothing_else(open_table, game_id):
    app, table = seated(open_table, game_id)
    card = zoomable(table)
    press(app, table.sprites[card].rect.center, button=3)
    assert table.shown_zoom() == card
    press(app, table.menu_button.rect.center)  # over a button: the zoom closes, the button is not pressed
    assert table.shown_zoom() is None and app.stack.top is table
    played = len(table.session.moves)
    press(app, table.sprites[card].rect.center, button=3)
    press(app, table.sprites[card].rect.center)  # over the card itself: nothing is lifted or played
    assert table.shown_zoom() is None and table.selection.lifted is None and len(table.session.moves) == played
