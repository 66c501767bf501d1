"""Issue 33, points 2-4, in every game, driven by real posted pygame events: Esc and a click close an open zoom
before anything else, tooltips and the resting zoom wait for a pointer that rests and never cover a lit target,
and the arrow keys go the way pressed."""

import pygame
import pytest

from gardengames.session import Seat
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.table import ZOOM_DELAY
from gardengames.ui.widgets import tooltip_place
from gardengames.ui.zoom import CLOSE_HINT, TIP_DELAY
from tests.ui.test_tutorial import SCRIPTS
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


# ---- point 3: hover help waits for a resting pointer and covers no lit target --------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_a_buttons_tooltip_waits_for_the_pointer_to_rest(open_table, game_id):
    app, table = seated(open_table, game_id)
    move_to(app, table.rules_button.rect.center)
    app.step(0.1)
    assert table.tips_shown == []  # passing over it shows nothing
    rest(app, TIP_DELAY)
    assert table.tips_shown and table.tips_shown[0][0] == "How to play (F1)"


@pytest.mark.parametrize("game_id", GAMES)
def test_after_a_click_nothing_opens_by_itself_until_the_pointer_moves_and_rests_again(open_table, game_id):
    app, table = seated(open_table, game_id)
    card = zoomable(table)
    spot = table.sprites[card].rect.center
    move_to(app, spot)
    rest(app, ZOOM_DELAY + 0.1)
    assert table.shown_zoom() == card and table.tips_shown
    press(app, spot)  # lifts it, or says why not
    rest(app, ZOOM_DELAY + 3.5)  # longer than a refusal shows
    assert table.shown_zoom() is None and table.tips_shown == []
    move_to(app, (spot[0] + 1, spot[1]))
    rest(app, ZOOM_DELAY + 0.1)
    assert table.shown_zoom() == table.card_at((spot[0] + 1, spot[1]))


@pytest.mark.parametrize("game_id", GAMES)
def test_no_tooltip_or_resting_zoom_covers_a_lit_target(open_table, game_id):
    """Each thing the keyboard can lift in turn, the pointer resting at points all over the table: whatever help
    opens keeps clear of every lit target."""
    app, table = seated(open_table, game_id)
    found, shown = [], 0
    for _ in range(min(3, len(table.selection.index.sources))):
        key(app, pygame.K_TAB)
        lit = table.input.lit_rects()
        for x in range(20, table.size[0], 90):
            for y in range(20, table.size[1], 90):
                move_to(app, (x, y))
                app.step(ZOOM_DELAY + 0.1)
                shown += len(table.tips_shown)
                found += [(text, rect) for text, rect in table.tips_shown if rect.collidelist(lit) >= 0]
    assert shown and not found


@pytest.mark.parametrize("game_id", SCRIPTS)
def test_in_every_lesson_no_help_opens_over_the_next_step_after_a_drop(game_id):
    """Seen in the Botanicus lesson: after a drop, the help of the bed under the resting pointer opened at once
    over the next glowing bed. Each step played with the mouse: while the pointer rests where it let go, nothing
    opens; once it moves and rests, nothing covers what the lesson lights."""
    from tests.ui.test_tutorial import _lesson, _let_the_computer_play
    from tests.ui_events import click, drag

    app, table, guide = _lesson(game_id)
    found = []
    for i, move in enumerate(guide.lesson.moves):
        _let_the_computer_play(app, table, guide)
        if guide.played > i:
            continue
        source, target = table.key_rect(move.source_key).center, move.target_key
        if target is not None and target != move.source_key:
            end = table.key_rect(target).center
            drag(app, source, end)
        else:
            end = source
            click(app, end)
        rest(app, ZOOM_DELAY + 0.5)
        found += [f"step {i + 1}: {text} opened by itself" for text, _rect in table.tips_shown]
        _let_the_computer_play(app, table, guide)
        move_to(app, (end[0] + 2, end[1] + 2))
        rest(app, ZOOM_DELAY + 0.1)
        lit = table.input.lit_rects()
        found += [
            f"step {i + 1}: {text} covers a lit target" for text, rect in table.tips_shown if rect.collidelist(lit) >= 0
        ]
    assert not found, "\n".join(found)


def test_a_tooltip_goes_to_the_first_side_of_its_anchor_that_covers_no_lit_target():
    bounds, note, anchor = pygame.Rect(0, 0, 800, 600), pygame.Rect(0, 0, 200, 40), pygame.Rect(300, 300, 100, 50)
    assert tooltip_place(bounds, note, anchor, 6, ()).midbottom == (350, 294)  # above, by default
    above = pygame.Rect(300, 240, 100, 50)
    assert tooltip_place(bounds, note, anchor, 6, [above]).midtop == (350, 356)  # below
    below = pygame.Rect(300, 360, 100, 50)
    assert tooltip_place(bounds, note, anchor, 6, [above, below]).midleft == (406, 325)  # right
    everywhere = pygame.Rect(0, 0, 800, 290), pygame.Rect(0, 360, 800, 240), pygame.Rect(0, 0, 295, 600)
    assert tooltip_place(bounds, note, anchor, 6, [*everywhere, pygame.Rect(405, 0, 395, 600)]) is None


# ---- point 4: the keyboard ---------------------------------------------------------------------------------------
def past_the_opening(table):
    """Unbeetable opens on the season card alone: play it, so hand cards and decks can be lifted too. The
    First card of a new climb has one place to go: build until it has more."""
    state = table.session.state
    if state.prompt.kind == "seasonal-grow":
        table.play(state.legal_moves()[0])
    while state.game_id == "unsurmountable" and len(table.selection.index.targets(state.first)) < 2:
        table.play(next(m for m in state.legal_moves() if m.source_key == state.first))
        table.selection.sync(table.session.version, state.legal_moves)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_first_tab_lifts_a_hand_card_or_the_first_card_not_a_deck(open_table, game_id):
    app, table = seated(open_table, game_id)
    past_the_opening(table)
    app.step(0.016)
    index = table.selection.index
    hand = [k for k in index.sources if k in table.session.state.private_cards(0) and index.targets(k)]
    for tab in (0, pygame.KMOD_SHIFT):  # Shift+Tab starts at the same place
        key(app, pygame.K_TAB, mod=tab)
        if game_id == "unsurmountable":
            assert table.selection.lifted == table.session.state.first  # not the helicopter above it
        else:
            assert hand and table.selection.lifted in hand
        key(app, pygame.K_ESCAPE)


@pytest.mark.parametrize("game_id", GAMES)
def test_tab_visits_everything_that_can_be_lifted_and_every_button_once_before_it_comes_round(open_table, game_id):
    """The lifted card is drawn raised; Tab orders by where things rest, so lifting one never reorders the rest
    (a raised hand tile read as a row of its own, and Tab went back and forth between two)."""
    app, table = seated(open_table, game_id)
    past_the_opening(table)
    app.step(0.016)
    on_screen = {k for k in table.selection.index.sources if table.key_rect(k) is not None}
    seen = []
    for _ in range(len(on_screen)):
        key(app, pygame.K_TAB)
        seen.append(table.selection.lifted)
    assert sorted(seen, key=str) == sorted(on_screen, key=str)
    buttons = []  # then on through the table's buttons (a move with no card, the shared ones), and round again
    for _ in range(len(table.widgets.widgets) + 1):
        key(app, pygame.K_TAB)
        if table.widgets.keyboard_focus() is None:
            break
        buttons.append(table.widgets.keyboard_focus())
    assert table.menu_button in buttons and len(set(buttons)) == len(buttons)
    assert table.selection.lifted == seen[0]


def aims_the_way_pressed(table, before, after, direction):
    """Where an arrow pressed at ``before`` went: to ``after``, which lies that way, and no lit target lies
    nearer inside the 45-degree cone round that way; or nowhere, when nothing lit lies that way."""
    points = {k: t.rect.center for k, t in table.drag_targets(table.selection.lifted).items()}
    origin = points[before] if before in points else table.key_rect(table.selection.lifted).center

    def along_across(p):
        dx, dy = p[0] - origin[0], p[1] - origin[1]
        return dx * direction[0] + dy * direction[1], abs(dx * direction[1] - dy * direction[0])

    that_way = {k: along_across(p) for k, p in points.items() if k != before and along_across(p)[0] > 0}
    if not that_way:
        return after == before or before is None
    cone = {k: a * a + c * c for k, (a, c) in that_way.items() if c <= a}
    if after not in that_way:
        return False
    return not cone or cone[after] <= min(cone.values())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_arrow_goes_the_way_pressed(open_table, game_id):
    """Seen: in Sabotage Right went up, then left; in Unbeetable Down stayed in the same row. Every arrow now
    goes to the nearest lit target in its direction, for each thing Tab lifts that has two or more."""
    from gardengames.ui.table_input import ARROWS

    app, table = seated(open_table, game_id)
    past_the_opening(table)
    app.step(0.016)
    walk = [pygame.K_UP, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP, pygame.K_LEFT]
    walk += [pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_UP, pygame.K_RIGHT]
    wrong, tried = [], 0
    for _ in range(min(6, len(table.selection.index.sources))):
        key(app, pygame.K_TAB)
        lifted = table.selection.lifted
        if len(table.drag_targets(lifted) or {}) < 2:
            continue
        tried += 1
        for arrow in walk:
            before = table.selection.focus
            key(app, arrow)
            if before is not None and not aims_the_way_pressed(table, before, table.selection.focus, ARROWS[arrow]):
                wrong.append(f"{lifted}: {pygame.key.name(arrow)} from {before} went to {table.selection.focus}")
    assert tried and not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game_id", GAMES)
def test_after_a_keyboard_lift_the_prompt_says_the_keys_and_after_a_click_it_does_not(open_table, game_id):
    from gardengames.ui.prompt_line import KEYS_TO_PLACE, KEYS_TO_PLAY

    app, table = seated(open_table, game_id)
    key(app, pygame.K_TAB)
    lifted = table.selection.lifted
    assert table.prompt_line.text() in (KEYS_TO_PLACE, KEYS_TO_PLAY)
    assert "click" not in table.prompt_line.text().lower()
    key(app, pygame.K_ESCAPE)
    press(app, table.key_rect(lifted).center)
    assert table.selection.lifted == lifted and table.prompt_line.text() not in (KEYS_TO_PLACE, KEYS_TO_PLAY)


def ring_sides(app, rect):
    """How many of the four sides round ``rect`` show the keyboard's solid white ring."""
    off = max(3, int(4 * 1.0)) + 1  # inside the white band, which lies 3 to 6 pixels out at the design size
    spots = [(rect.centerx, rect.top - off), (rect.centerx, rect.bottom + off - 1)]
    spots += [(rect.left - off, rect.centery), (rect.right + off - 1, rect.centery)]
    return sum(
        tuple(app.screen.get_at(p))[:3] == (255, 255, 255) for p in spots if app.screen.get_rect().collidepoint(p)
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_what_the_keyboard_lifted_has_a_solid_white_ring_a_deck_too(open_table, game_id):
    app, table = seated(open_table, game_id)
    past_the_opening(table)
    app.step(0.016)
    rings = {}
    for _ in range(len(table.selection.index.sources)):
        key(app, pygame.K_TAB)
        for _ in range(200):  # a glow that breathes could be white by chance at one moment: let it settle
            app.step(0.05)
        rings[table.selection.lifted] = ring_sides(app, table.key_rect(table.selection.lifted))
    faint = {k: n for k, n in rings.items() if n < 3}
    assert not faint
    if game_id == "sabotage":
        assert "deck:plant" in rings  # the faint ring of the report: a deck
