"""The recent games and the replay viewer by keys alone (issue 34), each key as README's "Keys" names it: from
the menu T opens the statistics, W the recent games; the arrows choose a game and Enter watches it; in the viewer
Left / Right step, Space plays or pauses, Home / End jump, L lists the moves (arrows, Enter jumps), V chooses
whose cards show, + / - change the speed, Tab reaches every button of the bar and Enter presses it, Esc leaves.
After every key a focus ring shows where the keys are: round the chosen game, or round a button.
"""

import pygame

from gardengames import recent
from gardengames.ui.menu import MenuScene
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.replay import FACE_UP, FOLLOW, MoveList, ReplayScene
from gardengames.ui.stats import StatsScene
from tests.ui.test_keyboard_games import PRESSES, press, ring_shown
from tests.ui.test_replay import finish_game


def ring_round_focus(app) -> pygame.Rect:
    """Where the ring is on the top screen, asserting it is drawn there: round the chosen row of a list whose keys
    are on it, else round the button the keys are on."""
    app.step(0.016)
    top = app.stack.top
    if isinstance(top, RecentGamesScene) and top.on_list or isinstance(top, MoveList):
        rect = top.row_rect(top.index)
    else:
        widget = top.widgets.keyboard_focus()
        rect = widget.rect if widget is not None else None
    assert rect is not None, f"the keys are nowhere to be seen on {type(top).__name__}"
    assert ring_shown(app.screen, rect, top.scale), f"no focus ring round {rect} on {type(top).__name__}"
    return rect


def key(app, k, mod=0):
    press(app, k, mod)
    ring_round_focus(app)


def test_a_recent_game_is_found_watched_stepped_and_left_by_keys_alone(app):
    older = finish_game("unbeetable")
    newer = finish_game("sabotage")
    assert [game.game for game in recent.load_recent([])] == ["unbeetable", "sabotage"]
    app.stack.push(MenuScene(app))
    app.step(0.016)
    press(app, pygame.K_t)
    assert isinstance(app.stack.top, StatsScene)
    press(app, pygame.K_w)
    listing = app.stack.top
    assert isinstance(listing, RecentGamesScene) and listing.on_list and listing.index == 0  # the newest
    ring_round_focus(app)
    key(app, pygame.K_DOWN)
    assert listing.index == 1
    key(app, pygame.K_TAB)  # on to Watch: its ring, none on the list
    assert not listing.on_list and listing.widgets.keyboard_focus() is listing.watch_button
    key(app, pygame.K_TAB)
    assert listing.widgets.keyboard_focus() is listing.close_button
    key(app, pygame.K_TAB)  # round to the list again
    assert listing.on_list
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert listing.widgets.keyboard_focus() is listing.close_button
    key(app, pygame.K_UP)  # an arrow brings the keys back to the list
    assert listing.on_list and listing.index == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene) and viewer.replay.session.info.id == older.info.id
    assert viewer.widgets.keyboard_focus() is viewer.play_button  # a ring from the first frame
    ring_round_focus(app)
    total = len(older.moves)

    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert viewer.position == 2
    key(app, pygame.K_LEFT)
    assert viewer.position == 1
    key(app, pygame.K_END)
    assert viewer.position == total
    assert viewer.replay.session.state.checksum() == older.state.checksum()
    key(app, pygame.K_HOME)
    assert viewer.position == 0
    key(app, pygame.K_SPACE)  # play: the moves come one after another as time passes
    assert viewer.playing
    for _ in range(PRESSES):
        if viewer.position >= 2:
            break
        app.step(0.5)
    key(app, pygame.K_SPACE)
    assert not viewer.playing and viewer.position >= 2
    speed = viewer.speed.value
    key(app, pygame.K_PLUS)
    assert viewer.speed.value > speed
    key(app, pygame.K_MINUS)
    assert viewer.speed.value == speed
    seats = len(older.seats)
    views = [viewer.seat]
    for _ in range(seats + 2):
        key(app, pygame.K_v)
        views.append(viewer.seat)
    assert views[0] == FOLLOW and FACE_UP in views and set(range(seats)) <= set(views) and views[-1] == views[0]

    key(app, pygame.K_l)
    moves = app.stack.top
    assert isinstance(moves, MoveList) and moves.index == viewer.position
    for _ in range(3):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.stack.top is viewer and viewer.position == moves.index
    key(app, pygame.K_l)
    key(app, pygame.K_l)  # the key that opened the list closes it
    assert app.stack.top is viewer

    # Tab reaches every control of the bar, a ring round each; Enter presses the one the keys are on.
    reached = set()
    for _ in range(len(viewer.widgets.widgets) + 1):
        key(app, pygame.K_TAB)
        reached.add(id(viewer.widgets.keyboard_focus()))
    assert reached == {id(viewer.widgets.widgets[i]) for i in viewer.widgets.focusable()}
    for _ in range(PRESSES):
        if viewer.widgets.keyboard_focus() is viewer.first_button:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # |<: back to the deal; the button greys, the ring moves to Play
    assert viewer.position == 0 and viewer.widgets.keyboard_focus() is viewer.play_button
    for _ in range(PRESSES):
        if viewer.widgets.keyboard_focus() is viewer.next_button:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert viewer.position == 1

    key(app, pygame.K_ESCAPE)
    assert app.stack.top is listing
    for _ in range(PRESSES):
        if listing.widgets.keyboard_focus() is listing.close_button:
            break
        key(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, StatsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    assert newer.info.id == "sabotage"


def test_an_empty_recent_list_rings_back_and_enter_goes_back(app):
    app.stack.push(MenuScene(app))
    app.stack.push(StatsScene(app))
    app.stack.push(RecentGamesScene(app))
    listing = app.stack.top
    assert not listing.games and not listing.on_list
    assert ring_round_focus(app) == listing.close_button.rect
    key(app, pygame.K_TAB)
    assert listing.widgets.keyboard_focus() is listing.close_button  # Watch is greyed: Back is the only stop
    press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, StatsScene)
