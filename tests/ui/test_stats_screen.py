"""The statistics screen, driven by posted events: reached from the menu by click, hotkey and Tab, Esc backs out,
reset asks first (cancel keeps the file, confirm clears it), every size lays out without overlapping or clipped
text, a broken file is set aside and the screen still opens, and ``--screenshot stats`` renders the file on disk.
Also the menu's Continue note, which covered the tile's "2-4 players" line (issue 15), and "won with N hints"."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from gardengames import games, store
from gardengames.session import Seat, Session
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.menu import MenuScene
from gardengames.ui.score import ScoreScene, won_with_hints
from gardengames.ui.shell import App
from gardengames.ui.stats import FOOTNOTE, RESET_TITLE, StatsScene
from tests.ui_events import click, key

ROOT = Path(__file__).resolve().parents[2]
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]


def seed_stats(big: bool = False) -> store.Stats:
    """A record on disk as play leaves it: Unbeetable won 3 of 4 by a person, climbs with and without hints."""
    stats = store.Stats()
    for won_by in (["human"], ["computer"], ["human"], ["human"]):
        stats.game("unbeetable").record(won_by, 57)
    stats.game("sabotage").record(["computer"], 31)
    for level, won, hints in [(1, True, 0), (1, True, 2), (1, False, 0), (2, True, 1), (5, False, 3)]:
        stats.game("unsurmountable").record(["human"] if won else [], int(won), level, won, hints=hints)
    if big:  # the most a file may hold, in every column: nothing may run out of its cell
        for row in stats.games.values():
            row.played = row.best = row.streak = row.best_streak = store.MAX_COUNT
            row.wins = {"human": store.MAX_COUNT}
            for counts in row.levels.values():
                counts.update(dict.fromkeys(store.LEVEL_FIELDS, store.MAX_COUNT))
            row.hinted = dict.fromkeys(row.levels, store.MAX_COUNT)
    assert store.save_stats(stats)
    return stats


def menu_on(app):
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    return menu


def texts(screen: StatsScene) -> list[str]:
    return [text for text, _, _ in screen.drawn]


def test_statistics_open_from_the_menu_by_click_hotkey_and_tab_and_esc_backs_out(app):
    seed_stats()
    menu = menu_on(app)
    click(app, menu.stats_button.rect.center)
    screen = app.stack.top
    assert isinstance(screen, StatsScene)
    shown = texts(screen)
    assert shown[shown.index("Unbeetable") :][:7] == ["Unbeetable", "4", "3", "75%", "2", "2", "57"]
    level_one = shown[shown.index("Level I") :][:7]
    assert level_one == ["Level I", "3", "2", "1", "67%", "0", "2"]  # one of the two wins used hints
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    key(app, pygame.K_t)
    assert isinstance(app.stack.top, StatsScene)
    key(app, pygame.K_RETURN)  # Back has the focus
    assert app.stack.top is menu
    for _ in range(len(menu.widgets.widgets)):
        key(app, pygame.K_TAB)
        if menu.stats_button.focused:
            break
    assert menu.stats_button.focused
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, StatsScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_reset_asks_first_cancel_keeps_the_record_and_confirm_clears_it(app):
    seed_stats()
    before = store.stats_path().read_bytes()
    menu = menu_on(app)
    key(app, pygame.K_t)
    screen = app.stack.top
    click(app, screen.reset_button.rect.center)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == RESET_TITLE
    key(app, pygame.K_ESCAPE)  # Esc says no
    assert app.stack.top is screen and store.stats_path().read_bytes() == before
    key(app, pygame.K_r)
    dialog = app.stack.top
    click(app, dialog.no.rect.center)
    assert app.stack.top is screen and store.stats_path().read_bytes() == before
    assert "75%" in texts(screen)
    key(app, pygame.K_r)
    click(app, app.stack.top.yes.rect.center)
    assert app.stack.top is screen
    assert store.load_stats([]).games == {}
    app.step(0.016)
    assert "75%" not in texts(screen) and texts(screen)[texts(screen).index("Unbeetable") + 1] == "0"
    assert any("reset" in n for n in app.notices)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


@pytest.mark.parametrize("big", [False, True])
@pytest.mark.parametrize("size", SIZES)
def test_the_screen_lays_out_without_overlapping_or_clipped_text(size, big):
    seed_stats(big)
    app = App(size, headless=True)
    try:
        menu_on(app)
        key(app, pygame.K_t)
        screen = app.stack.top
        window = pygame.Rect((0, 0), size)
        drawn = [rect for _, rect, _ in screen.drawn]
        for text, rect, box in screen.drawn:
            assert box.contains(rect), (size, text, rect, box)
            assert window.contains(rect), (size, text)
        assert not [(a, b) for i, a in enumerate(drawn) for b in drawn[i + 1 :] if a.colliderect(b)], size
        for button in (screen.reset_button, screen.back_button):
            assert window.contains(button.rect)
            assert not any(button.rect.colliderect(r) for r in drawn), (size, button.label)
        assert screen.drawn[-1][0] == FOOTNOTE
        for panel in screen.panels:
            assert window.contains(panel)
    finally:
        app.close()


def test_a_broken_stats_file_is_named_and_kept_and_the_screen_opens(app):
    path = store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"version": 1, "games": {"sabotage": {"played": 2, "streak": "many"}}}')
    menu_on(app)
    key(app, pygame.K_t)
    screen = app.stack.top
    assert isinstance(screen, StatsScene)
    assert any("stats.json" in n and "sabotage.streak" in n for n in app.notices)
    assert len(list(path.parent.glob("stats.json.broken-*"))) == 1
    shown = texts(screen)
    assert shown[shown.index("Garden Sabotage!") + 1] == "0"


def render(home: Path, out: Path) -> pygame.Surface:
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--screenshot", "stats", "--size", "1280x720", "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={**os.environ, "GARDENGAMES_HOME": str(home)},
    )
    assert result.returncode == 0, result.stderr
    return pygame.image.load(str(out))


def test_screenshot_stats_renders_the_record_on_disk(tmp_path):
    seed_stats()  # into this test's GARDENGAMES_HOME
    seeded = render(Path(store.data_dir()).parent, tmp_path / "seeded.png")
    empty = render(tmp_path / "nobody", tmp_path / "empty.png")
    assert seeded.get_size() == (1280, 720)
    colours = {tuple(seeded.get_at((x, y))) for x in range(0, 1280, 97) for y in range(0, 720, 53)}
    assert len(colours) > 20  # a real picture, not a blank fill
    assert pygame.image.tobytes(seeded, "RGB") != pygame.image.tobytes(empty, "RGB")  # the numbers are drawn


def saved_games() -> None:
    """A save of every game, as Continue offers them."""
    seats = {
        "unbeetable": [Seat("Ann"), Seat("Bob", colour=1)],
        "sabotage": [Seat("Ann"), Seat("Basil", "computer", "hard", colour=1)],
        "unsurmountable": [Seat("Ann")],
        "botanicus": [Seat("Ann"), Seat("Bob", colour=1), Seat("Cleo", colour=2)],
    }
    for game_id in games.GAMES:
        session = Session(game_id, seats[game_id], 3)
        rng = random.Random(3)
        for _ in range(4):
            session.apply(rng.choice(session.state.legal_moves()))
        assert store.write_save(session.to_record())


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_continue_note_never_covers_a_tile(size):
    """Issue 15: pointing at Continue put its note over the tile's "2-4 players" line. Every tile looks the same
        (and the Settings row) with the note up as without it; the note is shown, over the Continue's own caption,
    which it repeats."""
    saved_games()
    app = App(size, headless=True)
    try:
        menu = menu_on(app)
        assert set(menu.continues) == set(games.GAMES)
        for game_id, button in menu.continues.items():
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
            app.step(0.016)
            before = app.screen.copy()
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))
            )
            app.step(0.016)
            assert menu.widgets.hovered_tooltip() is not None
            row = [menu.settings_button.rect, menu.stats_button.rect, menu.quit_button.rect]
            for what, rect in [
                *((t.info.id, t.rect.inflate(12, 12)) for t in menu.tiles),
                *(("buttons", r) for r in row),
            ]:
                area = rect.clip(app.screen.get_rect())
                same = pygame.image.tobytes(before.subsurface(area), "RGB") == pygame.image.tobytes(
                    app.screen.subsurface(area), "RGB"
                )
                assert same, (size, game_id, what)
            caption = menu.caption_rects[game_id]
            assert pygame.image.tobytes(before.subsurface(caption), "RGB") != pygame.image.tobytes(
                app.screen.subsurface(caption), "RGB"
            )
    finally:
        app.close()


def won_climb() -> Session:
    session = Session("unsurmountable", [Seat("Ann")], 1, {"level": 1})
    while not session.state.is_over:
        session.apply(session.computer_move())
    assert session.state.winners()  # seed 1 at level I is a win for the solver
    return session


def test_the_result_screen_says_how_many_hints_a_win_used(app):
    session = won_climb()
    for hints, words in ((0, "Won without a hint. "), (1, "Won with 1 hint. "), (2, "Won with 2 hints. ")):
        session.hints_used = hints  # what the table's hook keeps (Session.hints_used)
        assert won_with_hints(session) == words
    unfinished = Session("unsurmountable", [Seat("Ann")], 1, {"level": 1})
    unfinished.hints_used = 3
    assert won_with_hints(unfinished) == ""
    stats = store.Stats()
    stats.game("unsurmountable").record(["human"], 1, 1, True, hints=2)
    store.save_stats(stats)
    scene = ScoreScene(app, session)
    assert scene.record_line == "Won with 2 hints. Level I: won 1 of 1 (1 with hints), streak 1 (best 1)"
    app.stack.push(scene)
    app.step(0.016)


def test_a_hint_is_counted_saved_resumed_recorded_and_shown(open_table):
    """End to end: H finds a hint, the save holds it at once, Continue keeps it, the win is recorded as one
    with hints and the result screen says so."""
    app, table = open_table("unsurmountable", [Seat("Ann")], seed=1, options={"level": 1})
    key(app, pygame.K_h)
    table.wait_for_hint(30)
    app.step(0.016)
    assert table.session.hints_used == 1
    assert json.loads(store.save_path("unsurmountable").read_text())["hints"] == 1
    table.play(table.session.computer_move())
    app.stack.clear_to(MenuScene(app))
    app.step(0.016)
    menu = app.stack.top
    click(app, menu.continues["unsurmountable"].rect.center)
    table = app.stack.top
    assert table.session.hints_used == 1
    while not table.session.state.is_over:
        table.play(table.session.computer_move())
        app.step(0.016)
    assert store.load_stats([]).game("unsurmountable").hinted == {"1": 1}
    for _ in range(200):
        app.step(0.05)
        if isinstance(app.stack.top, ScoreScene):
            break
    else:
        table.finish()
    assert isinstance(app.stack.top, ScoreScene)
    assert app.stack.top.record_line.startswith("Won with 1 hint. Level I: won 1 of 1 (1 with hints)")
