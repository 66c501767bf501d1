"""A table larger than the window at a high UI scale (issue 34, ``ui/tableview.py``): the window shows part of it,
the mouse lands on what is under it on screen, a dragged card scrolls the table at an edge so a target that starts
off screen can be reached, the keys' focus and a new turn are brought into view, the wheel and the right button
scroll it, W held shows it whole, and at 100 % nothing of this happens."""

import pygame
import pytest

from gardengames.games.sabotage import rules
from gardengames.session import Seat
from gardengames.ui import theme
from gardengames.ui.tableview import OVERVIEW_KEY
from tests.ui_events import key, reveal

SEATS = [Seat("Ann"), Seat("Bob", "computer", "easy", 1)]


@pytest.fixture(autouse=True)
def _back_to_100():
    yield
    theme.set_ui_scale(100)


def magnified(open_table, game_id="botanicus", percent=200, size=(1280, 720)):
    app, table = open_table(game_id, SEATS, size=size)
    app.set_ui_scale(percent)
    app.step(0.016)
    assert table.viewport.magnified and table.my_turn
    return app, table


def post(app, kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))
    app.step(0.016)


def source_with_far_target(table):
    """A card on screen that can move, and a target of it wholly off screen."""
    view = table.viewport.rect
    for source in table.selection.index.sources:
        rect = table.key_rect(source)
        targets = table.drag_targets(source) or {}
        far = [t for t, target in targets.items() if not view.colliderect(target.rect)]
        if rect is not None and view.contains(rect) and far:
            return source, far[0]
    raise AssertionError("no card on screen with a target off screen")


def test_at_100_percent_the_table_is_the_window_and_nothing_moves(open_table):
    app, table = open_table("botanicus", SEATS)
    view = table.viewport
    assert not view.magnified and view.rect == pygame.Rect(0, 0, 1280, 720) and table.size == (1280, 720)
    post(app, pygame.MOUSEWHEEL, x=0, y=-3, precise_x=0.0, precise_y=-3.0, flipped=False)
    assert view.rect.topleft == (0, 0) and view.frame is None
    app.close()


def test_the_table_grows_by_the_whole_step_and_the_window_shows_part_of_it(open_table):
    app, table = magnified(open_table)
    assert table.scale == pytest.approx(2.0)
    assert table.size == (2560, 1440) and table.viewport.rect.size == (1280, 720)
    app.set_ui_scale(100)
    assert not table.viewport.magnified and table.viewport.frame is None  # the frame's memory is given back
    app.close()


def test_a_click_and_the_hover_land_on_the_card_under_the_pointer_when_scrolled(open_table):
    app, table = magnified(open_table)
    view = table.viewport
    source, _target = source_with_far_target(table)
    assert view.rect.topleft != (0, 0)
    on_screen = view.on_screen(table.key_rect(source)).center
    assert table.card_at(on_screen) != source  # the same point on the table is another place
    post(app, pygame.MOUSEMOTION, pos=on_screen, rel=(0, 0), buttons=(0, 0, 0))
    assert table.hover_key == source and table.pointer == view.to_table(on_screen)
    post(app, pygame.MOUSEBUTTONDOWN, pos=on_screen, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=on_screen, button=1)
    assert table.selection.lifted == source


def test_a_card_dragged_to_an_edge_scrolls_the_table_to_a_target_that_started_off_screen(open_table):
    app, table = magnified(open_table)
    view = table.viewport
    source, target = source_with_far_target(table)
    version = table.session.version
    start = view.on_screen(table.key_rect(source)).center
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    aim = table.drag_targets(source)[target].rect.center
    corner = (2 if aim[0] < view.rect.centerx else 1277, 2 if aim[1] < view.rect.centery else 717)
    for i in range(1, 7):
        pos = (start[0] + (corner[0] - start[0]) * i // 6, start[1] + (corner[1] - start[1]) * i // 6)
        post(app, pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    goal = table.drag_targets(source)[target].rect
    for _ in range(200):  # held at the edge: the table scrolls that way, frame by frame
        if view.rect.contains(goal):
            break
        app.step(0.05)
    assert view.rect.contains(goal)
    assert table.drag.active and table.drag.drag.pos == view.to_table(corner)  # the card stayed under the pointer
    there = view.on_screen(goal).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=there, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=there, button=1))
    app.step(0.016)
    assert table.session.version == version + 1
    app.close()


def test_the_keys_focus_is_scrolled_into_view(open_table):
    app, table = magnified(open_table)
    view = table.viewport
    view.scroll_by(-5000, -5000)
    app.step(0.016)
    assert view.rect.topleft == (0, 0)
    order = table.input.tab_order()
    assert not view.rect.contains(table.key_rect(order[0]))  # the hand is below
    key(app, pygame.K_TAB)
    lifted = table.selection.lifted
    assert lifted == order[0] and view.rect.contains(table.key_rect(lifted))
    key(app, pygame.K_RIGHT)  # the arrows point at a target: it comes into view too
    focus = table.drag_targets(lifted)[table.selection.focus].rect
    assert view.rect.contains(focus)
    app.close()


def test_a_new_turn_brings_the_prompt_line_and_the_hand_into_view(open_table):
    app, table = open_table("sabotage", SEATS)
    app.set_ui_scale(200)
    view = table.viewport
    view.scroll_by(5000, -5000)
    view._cue = None  # as if the turn had just come: the prompt line and the hand come into sight
    app.step(0.016)
    assert view.rect.colliderect(table.prompt_line.rect)
    hand = [table.key_rect(k) for k in table.session.state.private_cards(table.viewer)]
    assert any(view.rect.contains(rect) for rect in hand)
    app.close()


def test_the_wheel_and_the_right_button_scroll_and_w_shows_the_whole_table(open_table):
    app, table = magnified(open_table)
    view = table.viewport
    view.scroll_by(-5000, -5000)
    empty = next(
        (x, y)
        for y in range(300, 700, 20)
        for x in range(300, 900, 20)
        if table.card_at((x, y)) is None and not table.log_rect.collidepoint((x, y))
    )
    post(app, pygame.MOUSEMOTION, pos=empty, rel=(0, 0), buttons=(0, 0, 0))
    post(app, pygame.MOUSEWHEEL, x=0, y=-2, precise_x=0.0, precise_y=-2.0, flipped=False)
    assert view.rect.topleft == (0, round(2 * 70 * table.scale))
    pygame.key.set_mods(pygame.KMOD_SHIFT)  # Shift turns the wheel sideways: down goes right
    post(app, pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False)
    pygame.key.set_mods(0)
    assert view.rect.topleft == (round(70 * table.scale), round(2 * 70 * table.scale))
    view.scroll_by(-5000, 0)
    post(app, pygame.MOUSEBUTTONDOWN, pos=empty, button=3)
    post(app, pygame.MOUSEMOTION, pos=(empty[0] - 200, empty[1] + 60), rel=(0, 0), buttons=(0, 0, 1))
    post(app, pygame.MOUSEBUTTONUP, pos=(empty[0] - 200, empty[1] + 60), button=3)
    assert view.rect.topleft == (200, round(2 * 70 * table.scale) - 60)
    assert table.zoom_key is None
    key(app, OVERVIEW_KEY)
    assert view.overview
    app.draw()
    whole = view.overview_rect()
    post(app, pygame.MOUSEBUTTONDOWN, pos=whole.bottomright, button=1)  # a click on the overview looks there
    assert view.rect.bottomright == tuple(table.size)
    post(app, pygame.KEYUP, key=OVERVIEW_KEY, mod=0, unicode="", scancode=0)
    assert not view.overview
    app.close()


def test_in_hot_seat_the_pass_button_comes_into_view_and_the_cover_avoids_where_the_pointer_was(open_table):
    app, table = open_table("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], animation="fast")
    reveal(app)
    app.set_ui_scale(200)
    app.step(0.016)
    view = table.viewport
    view.scroll_by(-5000, -5000)
    table.play(table.legal_of(rules.EndTurn))
    app.step(0.016)
    assert table.handing_over and view.rect.contains(table.seating.button.rect)
    on_screen = view.on_screen(table.seating.button.rect).center
    post(app, pygame.MOUSEBUTTONDOWN, pos=on_screen, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=on_screen, button=1)
    cover = app.stack.top
    assert cover is not table and pygame.Rect(on_screen, (1, 1)) in cover.avoid  # where the pointer is on screen
    app.close()


def test_tooltips_and_a_parts_hover_help_are_drawn_on_the_screen_beside_what_they_belong_to(open_table):
    from gardengames.ui.zoom import draw_tip

    app, table = magnified(open_table)
    view = table.viewport
    button = table.rules_button
    view.show([button.rect])
    app.step(0.016)
    at = view.on_screen(button.rect)
    assert pygame.Rect((0, 0), view.window).contains(at)
    post(app, pygame.MOUSEMOTION, pos=at.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(40):
        app.step(0.05)
    app.draw()
    tips = [rect for text, rect in table.tips_shown if "F1" in text]
    assert tips and pygame.Rect((0, 0), view.window).contains(tips[0])
    assert tips[0].inflate(int(20 * table.scale), int(20 * table.scale)).colliderect(at)  # beside the button
    table.tips_shown.clear()
    draw_tip(table, view.frame, "a part's help", button.rect)  # as a part does while the table draws
    assert view.later == [("a part's help", button.rect)] and not table.tips_shown
    app.close()


def shown(view, rect):
    """``rect`` is in view, or as much of it from its top as the window holds (a lesson's long words)."""
    top = pygame.Rect(rect.topleft, (rect.w, min(rect.h, view.rect.h - 40)))
    return view.rect.contains(top)


@pytest.mark.parametrize("game_id", ["sabotage", "botanicus"])
def test_a_lessons_words_come_into_view_at_each_step(app, game_id):
    from gardengames.ui.tutorial import tutorial_table

    app.set_ui_scale(200)
    table = tutorial_table(app, game_id)
    app.stack.push(table)
    for _ in range(3):
        app.step(0.016)
    view = table.viewport
    assert view.magnified and table.my_turn
    assert shown(view, table.guide.panel)
    view.scroll_by(-5000, -5000)
    if view.rect.colliderect(table.guide.panel):
        view.scroll_by(0, 5000)
    assert not shown(view, table.guide.panel)
    table.play(table.guide.wanted())  # the next step: its words are shown again, wherever they are now
    for _ in range(3):
        app.step(0.016)
    if table.my_turn:
        assert shown(view, table.guide.panel)


def test_a_hint_asked_for_brings_the_prompt_line_that_tells_it_into_view(open_table):
    app, table = open_table("unsurmountable", [Seat("Ann")])
    app.set_ui_scale(200)
    app.step(0.016)
    view = table.viewport
    view.scroll_by(5000, -5000)
    app.step(0.016)
    assert not view.rect.colliderect(table.prompt_line.rect)
    before = table.prompt_line.text()
    key(app, pygame.K_h)
    table.wait_for_hint(30)
    for _ in range(3):
        app.step(0.016)
    assert table.prompt_line.text() != before and view.rect.colliderect(table.prompt_line.rect)
    app.close()
