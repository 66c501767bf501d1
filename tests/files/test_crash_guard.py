"""A bug in a scene during the real loop closes the table, not the app: the game stays saved, a report is
written, the menu says so, and Continue opens the game again. Crashes one after another still end the app."""

import pygame
import pytest

from gardengames import store
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.scenes import Scene
from gardengames.ui.shell import CRASH_LIMIT, App


class Boom(Scene):
    """A scene whose drawing fails a given number of times."""

    def __init__(self, app, times=1):
        super().__init__(app)
        self.times = times

    def draw(self, surface):
        if self.times:
            self.times -= 1
            raise ZeroDivisionError("a bug in a scene")


def test_a_crashing_table_returns_to_the_menu_with_the_game_saved():
    app = App((1280, 720), headless=True)
    from gardengames.games.sabotage.table import TableScene

    session = Session("sabotage", [Seat("Ann"), Seat("Basil", "computer", "easy", 1)], 5)
    table = TableScene(app, session)
    app.stack.push(MenuScene(app))
    app.stack.push(table)
    app.step(0.016)
    for _ in range(3):
        if table.my_turn:
            table.play(session.state.legal_moves()[0])
    saved = store.save_path("sabotage").read_bytes()

    def broken_draw(surface):
        raise ZeroDivisionError("a bug in the table")

    table.draw = broken_draw
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # asks (a game is on), then the frame's draw fails
    app.running = True
    steps = []
    real_frame = app.frame  # what run() calls once per turn of the loop

    def counted(dt, events, **kw):
        steps.append(dt)
        if len(steps) > 3:
            app.running = False
        return real_frame(dt, events, **kw)

    app.frame = counted
    app.run()  # closes the app at the end, as the real loop does
    assert len(steps) > 1, "the app ended at the first crash"
    reports = list((store.data_dir() / "crashes").glob("crash-*.txt"))
    assert len(reports) == 1 and "ZeroDivisionError: a bug in the table" in reports[0].read_text()
    assert store.save_path("sabotage").read_bytes() == saved
    assert any("Continue resumes it" in note for note in app.notices)
    assert isinstance(app.stack.scenes[0], MenuScene) and len(app.stack.scenes) == 1
    assert store.load_save("sabotage", []) is not None


def test_crash_after_crash_still_ends_the_app():
    app = App((800, 600), headless=True)
    app.stack.push(Boom(app, times=10_000))
    real_recover = app.recover

    def recover_into_boom(exc):
        real_recover(exc)
        app.stack.push(Boom(app, times=10_000))  # the menu it went back to fails at once again

    app.recover = recover_into_boom
    with pytest.raises(ZeroDivisionError):
        app.run()
    assert len(list((store.data_dir() / "crashes").glob("crash-*.txt"))) >= CRASH_LIMIT - 1


def test_a_crash_after_a_move_the_disk_refused_says_so_instead_of_saved(monkeypatch):
    """Issue 30, point 6: the crash notice said "your game is saved" even when the last move was not on disk."""
    import errno

    from gardengames.games.unsurmountable.table import TableScene

    app = App((1280, 720), headless=True)
    try:
        session = Session("unsurmountable", [Seat("Ann")], 8, {"level": 1})
        table = TableScene(app, session)
        app.stack.push(MenuScene(app))
        app.stack.push(table)
        app.step(0.016)

        def full(record, hosted=False):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(store, "put_save", full)
        table.play(session.state.legal_moves()[0])
        app.recover(ZeroDivisionError("a bug in the table"))
        said = [note for note in app.notices if note.startswith("Something went wrong")]
        assert said == [
            "Something went wrong, so the table was closed. The last move is not saved (No space left on device)."
        ]
        assert not any("your game is saved" in note for note in app.notices)
    finally:
        app.close()
