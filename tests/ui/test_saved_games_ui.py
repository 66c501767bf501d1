"""Nothing lost: Continue never fails twice on one file, says which game it resumes, a new game never replaces a
saved one without asking, and Leave / Quit say what really happens to the game."""

import random

import pygame
import pytest

from gardengames import games, store
from gardengames.session import Seat, Session
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from gardengames.ui.menu import MenuScene, fit_seats, save_caption
from gardengames.ui.scenes import LEAVE_ENDS, LEAVE_SAVED
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App
from tests.ui_events import click, key

ANN_VS_BASIL = [Seat("Ann"), Seat("Basil", "computer", "hard", colour=1)]
ANN_VS_BOB = [Seat("Ann"), Seat("Bob", colour=1)]


def saved(game_id, seats, moves, seed=3, options=None):
    """Write the saves a table would have written: one per move, so the backup is one move older."""
    session = Session(game_id, seats, seed, options)
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.state.legal_moves()))
        store.write_save(session.to_record())
    return session


def menu_on(app):
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    return menu


def broken_table(monkeypatch, game_id, where, breaks):
    """Make the game's table raise in ``where`` ("__init__" or "draw") for sessions for which ``breaks`` is true."""
    cls = games.GAMES[game_id].table_scene()
    real = getattr(cls, where)

    def failing(self, *args, **kwargs):
        session = self.session if where == "draw" else args[1]
        if breaks(session):
            raise RuntimeError("this table cannot be drawn")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(cls, where, failing)
    return cls


@pytest.mark.parametrize("where", ["__init__", "draw"])
def test_a_save_whose_table_fails_is_set_aside_and_the_backup_opens(app, monkeypatch, where):
    session = saved("sabotage", ANN_VS_BASIL, 6)
    cls = broken_table(monkeypatch, "sabotage", where, lambda s: len(s.moves) == 6)
    menu = menu_on(app)
    click(app, menu.continues["sabotage"].rect.center)
    table = app.stack.top
    assert isinstance(table, cls) and len(table.session.moves) == 5  # the backup, one move older
    assert table.session.moves == session.moves[:5]
    kept = list(store.saves_dir().glob("sabotage.json.broken-*"))
    assert len(kept) == 1
    assert any("could not be opened" in n and "RuntimeError" in n for n in app.notices)
    assert any("backup" in n for n in app.notices)
    app.step(0.016)  # the table really draws on screen


def test_when_no_save_opens_continue_says_so_and_never_raises(app, monkeypatch):
    saved("sabotage", ANN_VS_BASIL, 4)
    broken_table(monkeypatch, "sabotage", "draw", lambda s: True)
    menu = menu_on(app)
    button = menu.continues["sabotage"]
    click(app, button.rect.center)
    assert app.stack.top is menu and "sabotage" not in menu.continues and not button.visible
    assert button not in menu.widgets.widgets
    assert any("no usable saved game of Garden Sabotage!" in n for n in app.notices)
    assert len(list(store.saves_dir().glob("sabotage.json*.broken-*"))) == 2  # the save and its backup, kept
    assert not store.has_save("sabotage")
    menu.continue_game(games.GAMES["sabotage"])  # a second Continue (say a key press queued before)
    app.step(0.016)
    app.stack.push(MenuScene(app))  # the menu again: nothing to continue
    app.step(0.016)
    assert app.stack.top.continues == {}


def test_a_save_that_fails_in_the_tables_enter_is_set_aside_too(app, monkeypatch):
    saved("sabotage", ANN_VS_BASIL, 3)
    cls = games.GAMES["sabotage"].table_scene()

    def enter(self):
        raise ValueError("no")

    monkeypatch.setattr(cls, "enter", enter)
    menu = menu_on(app)
    menu.continue_game(games.GAMES["sabotage"])
    assert app.stack.scenes == [menu]
    assert not store.has_save("sabotage")


def test_continue_shows_who_plays_the_turn_and_when(app):
    saved("sabotage", ANN_VS_BASIL, 9)
    info = store.save_info("sabotage")
    caption = save_caption(info)
    assert caption.startswith("Ann vs Basil (computer, hard) \u00b7 turn ")
    assert caption.endswith(info.when()) and "today" in info.when()
    menu = menu_on(app)
    assert caption in menu.continues["sabotage"].tooltip
    assert "sabotage" in menu.caption_rects


def test_long_seat_lists_are_shortened_to_fit():
    pygame.font.init()
    labels = ("Ann", "Bob", "Clover (computer, easy)", "Rosemary (computer, hard)")
    text, px = fit_seats(labels, 14, 2000)
    assert text == "Ann vs Bob vs Clover (computer, easy) vs Rosemary (computer, hard)" and px == 14
    from gardengames.ui import theme

    for width in (400, 250, 160, 60):
        text, px = fit_seats(labels, 14, width)
        assert theme.font(px).size(text)[0] <= width, (width, text)
    assert fit_seats(labels, 14, 250)[0] == "Ann vs Bob vs Clover vs Rosemary"


def test_four_long_names_read_as_the_first_and_the_others_not_in_a_tiny_font():
    """Issue 33 (7): four long names shrank the menu's caption to a tiny font and cut the last name. Before any
    cut, the caption names the first seat and counts the others, at a readable size."""
    pygame.font.init()
    labels = ("Annabelle", "Bartholomew (computer, hard)", "Clementine (computer, medium)", "Dorothea (computer, easy)")
    text, px = fit_seats(labels, 14, 210)
    assert text == "Annabelle and 3 others" and px >= 12


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080), (640, 480), (1280, 600)])
def test_continue_buttons_and_captions_fit_without_overlapping(size):
    saved("sabotage", ANN_VS_BASIL, 3)
    saved("unbeetable", [Seat("Ann"), Seat("Bob", colour=1), Seat("Clover", "computer", "easy", colour=2)], 3)
    saved(
        "botanicus",
        [
            Seat("Ann"),
            Seat("Bob", colour=1),
            Seat("Clover", "computer", "easy", colour=2),
            Seat("Rosemary", "computer", "hard", colour=3),
        ],
        3,
    )
    saved("unsurmountable", [Seat("Ann")], 3, options={"level": 1})
    app = App(size, headless=True)
    try:
        menu = menu_on(app)
        assert set(menu.continues) == set(games.GAMES)
        screen = pygame.Rect((0, 0), size)
        rects = [w.rect for w in menu.widgets.widgets if w.visible] + list(menu.caption_rects.values())
        for rect in rects:
            assert screen.contains(rect), (size, rect)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :]), size
    finally:
        app.close()


def test_starting_a_game_that_has_a_save_asks_first(app):
    old = saved("sabotage", ANN_VS_BOB, 7)
    before = store.save_path("sabotage").read_bytes()
    info = store.save_info("sabotage")
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, games.GAMES["sabotage"])
    app.stack.push(setup)
    app.step(0.016)
    click(app, setup.start_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert dialog.title == "Replace your saved game of Garden Sabotage!?"
    assert dialog.detail == f"Ann vs Bob, turn {info.turn}, saved {info.when()}, will be lost."
    assert dialog.rect.contains(dialog.yes.rect) and dialog.rect.contains(dialog.no.rect)
    key(app, pygame.K_n)  # keep it: back on the setup screen, the save untouched
    assert app.stack.top is setup
    assert store.save_path("sabotage").read_bytes() == before
    key(app, pygame.K_RETURN)  # Enter on the setup screen: Start again
    assert isinstance(app.stack.top, ConfirmDialog)
    key(app, pygame.K_y)  # replace
    table = app.stack.top
    assert not isinstance(table, (ConfirmDialog, SetupScene))
    now = store.load_save("sabotage", [])
    assert now is not None and now.seed == table.session.seed and now.seats == table.session.seats
    assert len(now.moves) == 0 and now.seats != old.seats  # the new game replaced the old one at once


def test_starting_a_game_without_a_save_does_not_ask(app):
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, games.GAMES["unsurmountable"])
    app.stack.push(setup)
    app.step(0.016)
    click(app, setup.start_button.rect.center)
    assert not isinstance(app.stack.top, ConfirmDialog)
    assert type(app.stack.top).__name__ == "TableScene"


def test_confirm_dialog_title_and_detail_stay_inside_the_panel(app):
    dialog = ConfirmDialog(
        app,
        "Replace your saved game of Garden Sabotage!?",
        "Ann vs Basil (computer, hard) vs Clover (computer, easy), turn 12, saved today 14:05, will be lost.",
        on_yes=lambda: None,
    )
    app.stack.push(dialog)
    app.step(0.016)
    from gardengames.ui.dialogs import centred_lines

    s = dialog.scale
    room = dialog.rect.w - int(40 * s)
    title = centred_lines(dialog.title, dialog.title_px, (0, 0, 0), room, bold=True)
    detail = centred_lines(dialog.detail, int(18 * s), (0, 0, 0), room)
    assert title.get_width() <= room and detail.get_width() <= room
    assert dialog.rect.y + dialog.detail_y + detail.get_height() < dialog.yes.rect.y


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_leaving_a_table_says_the_game_is_kept(app, game_id):
    info = games.GAMES[game_id]
    seats = [Seat("Ann")] if info.solitaire else [Seat("Ann"), Seat("Basil", "computer", colour=1)]
    table = info.table_scene()(app, Session(game_id, seats, 4))
    app.stack.push(MenuScene(app))
    app.stack.push(table)
    app.step(0.016)
    key(app, pygame.K_ESCAPE)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    assert (dialog.title, dialog.detail) == ("Leave this game?", LEAVE_SAVED)
    key(app, pygame.K_y)
    assert isinstance(app.stack.top, MenuScene) and store.has_save(game_id)


def test_leaving_from_the_cover_screen_and_from_a_demo(app):
    from gardengames.games.sabotage.table import TableScene

    app.stack.push(MenuScene(app))
    app.stack.push(TableScene(app, Session("sabotage", ANN_VS_BOB, 4)))
    app.step(0.016)
    assert isinstance(app.stack.top, CoverScreen)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ConfirmDialog) and app.stack.top.detail == LEAVE_SAVED
    key(app, pygame.K_n)
    demo = TableScene(
        app, Session("sabotage", [Seat("Basil", "computer"), Seat("Clover", "computer", colour=1)], 4), spectator=True
    )
    app.stack.clear_to(MenuScene(app))
    app.stack.push(demo)
    demo.back()
    assert isinstance(app.stack.top, ConfirmDialog) and app.stack.top.detail == LEAVE_ENDS
