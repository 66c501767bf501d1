"""Watching a game again (issue 16, point 3) and "Show me how" for Unsurmountable (point 4), driven by posted
events: a game finished through the real keeper is in the recent games, the statistics screen opens it, and
the replay reaches the recorded final state (checksum) in all four games; stepping back and forth, playing,
the move list, whose cards show, Play this deal again, the headless screenshot, and the solver's line."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from gardengames import games, recent, store
from gardengames.keeper import Keeper
from gardengames.replay import replay_of
from gardengames.session import Seat, Session
from gardengames.ui import replay as replay_ui
from gardengames.ui.dialogs import ConfirmDialog
from gardengames.ui.menu import MenuScene
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.replay import MoveList, ReplayScene
from gardengames.ui.score import ScoreScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene
from tests.ui_events import click, key

ROOT = Path(__file__).resolve().parents[2]
PLAYERS = {"unbeetable": 3, "sabotage": 2, "unsurmountable": 1, "botanicus": 2}


def seats_for(game_id: str) -> list[Seat]:
    info = games.get(game_id)
    seats = [Seat("Ann", "human", "easy", 0)]
    for i in range(1, PLAYERS[game_id]):
        seats.append(Seat(f"Bot {i}", "computer", info.bot_levels[0], i))
    return seats


def finish_game(game_id: str, seed: int = 7, pick: int = 1) -> Session:
    """A whole game of random legal moves whose last move is played with the keeper listening (what a table
    does), so it is recorded exactly as a real finished game is."""
    options = games.get(game_id).default_options()
    trial = Session(game_id, seats_for(game_id), seed, options)
    rng = random.Random(pick)
    while not trial.state.is_over:
        trial.apply(rng.choice(trial.state.legal_moves()))
    session = Session(game_id, seats_for(game_id), seed, options)
    for move in trial.moves[:-1]:
        session.apply(move)
    notices: list[str] = []
    Keeper(session, notices)
    session.apply(trial.moves[-1])
    assert not notices and session.state.is_over
    return session


def open_from_stats(app) -> ReplayScene:
    """Menu, T for the statistics, W for the recent games, Enter on the newest: the viewer."""
    app.stack.push(MenuScene(app))
    app.step(0.016)
    key(app, pygame.K_t)
    assert isinstance(app.stack.top, StatsScene)
    key(app, pygame.K_w)
    assert isinstance(app.stack.top, RecentGamesScene)
    key(app, pygame.K_RETURN)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    return viewer


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_recorded_game_replays_to_its_recorded_final_state(app, game_id):
    played = finish_game(game_id)
    [listed] = recent.load_recent([])
    assert listed.record["checksum"] == played.state.checksum()
    viewer = open_from_stats(app)
    assert viewer.position == 0
    fresh = Session(game_id, seats_for(game_id), 7, games.get(game_id).default_options())
    assert viewer.replay.session.state.checksum() == fresh.state.checksum()  # the deal, before any move
    key(app, pygame.K_END)
    assert viewer.position == len(played.moves)
    assert viewer.replay.session.state.checksum() == listed.record["checksum"]
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert viewer.position == len(played.moves) - 3
    assert viewer.replay.session.state.checksum() != listed.record["checksum"]
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert viewer.replay.session.state.checksum() == listed.record["checksum"]
    key(app, pygame.K_RIGHT)  # past the end: nothing happens
    assert viewer.position == len(played.moves)
    key(app, pygame.K_HOME)
    assert viewer.position == 0 and viewer.replay.session.state.checksum() == fresh.state.checksum()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, RecentGamesScene)


def places(viewer: ReplayScene) -> dict:
    return {k: (tuple(p.rect), p.angle, p.z, p.style) for k, p in viewer.table.placed().items()}


def test_stepping_back_shows_the_log_and_the_cards_of_that_position(app):
    played = finish_game("unbeetable")
    viewer = open_from_stats(app)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
    log_at_five = list(viewer.table.log.lines)
    places_at_five = places(viewer)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    assert viewer.table.log.lines != log_at_five
    for _ in range(3):
        key(app, pygame.K_LEFT)
    assert viewer.position == 5
    assert viewer.table.log.lines == log_at_five  # the lines of the moves taken back are gone again
    assert places(viewer) == places_at_five
    assert "Move 5 of" in viewer.caption() and viewer.replay.lines[4].split(". ", 1)[1] in viewer.caption()
    assert viewer.replay.session.moves == played.moves[:5]


def test_space_plays_at_the_chosen_speed_and_pauses(app):
    finish_game("sabotage")
    viewer = open_from_stats(app)
    key(app, pygame.K_SPACE)
    assert viewer.playing
    app.step(0.02)  # the first move comes at once
    assert viewer.position == 1
    app.step(replay_ui.STEP_SECONDS * 0.9)
    assert viewer.position == 1  # not yet at 1x
    app.step(replay_ui.STEP_SECONDS * 0.2)
    assert viewer.position == 2
    key(app, pygame.K_PLUS)
    key(app, pygame.K_PLUS)  # 4x
    assert viewer.interval == pytest.approx(replay_ui.STEP_SECONDS / 4)
    before = viewer.position
    for _ in range(4):
        app.step(replay_ui.STEP_SECONDS / 4 + 0.01)
    assert viewer.position >= before + 3
    key(app, pygame.K_SPACE)
    paused = viewer.position
    for _ in range(3):
        app.step(replay_ui.STEP_SECONDS)
    assert viewer.position == paused and not viewer.playing


def test_the_move_list_jumps_to_any_move_by_keyboard_and_by_click(app):
    played = finish_game("botanicus")
    viewer = open_from_stats(app)
    key(app, pygame.K_l)
    listing = app.stack.top
    assert isinstance(listing, MoveList) and len(listing.lines) == len(played.moves) + 1
    for _ in range(4):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.stack.top is viewer and viewer.position == 4
    click(app, viewer.list_button.rect.center)
    listing = app.stack.top
    assert isinstance(listing, MoveList)
    row = listing.row_rect(listing.index + 2)
    assert row is not None
    click(app, row.center)
    assert app.stack.top is viewer and viewer.position == 6
    assert viewer.replay.session.moves == played.moves[:6]


def test_whose_cards_show_follows_the_player_to_move_or_stays_with_one_seat(app):
    finish_game("unbeetable")
    viewer = open_from_stats(app)
    seen = set()
    for _ in range(30):
        key(app, pygame.K_RIGHT)
        current = viewer.replay.session.state.current_player
        assert viewer.table.viewer == current
        seen.add(current)
    assert len(seen) > 1  # the view went round the table
    key(app, pygame.K_v)  # "Ann's cards"
    assert viewer.view_choice.value == 0
    for _ in range(10):
        key(app, pygame.K_RIGHT)
        assert viewer.table.viewer == 0
    key(app, pygame.K_v)
    assert viewer.table.viewer == 1


def test_a_replay_writes_nothing_to_saves_statistics_or_the_recent_games(app):
    finish_game("sabotage")
    store.write_save(Session("unbeetable", seats_for("unbeetable"), 3).to_record())
    folder = store.data_dir()
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    viewer = open_from_stats(app)
    key(app, pygame.K_END)
    key(app, pygame.K_HOME)
    key(app, pygame.K_SPACE)
    for _ in range(5):
        app.step(replay_ui.STEP_SECONDS)
    assert viewer.table.keeper is None and viewer.table.spectator
    assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before


def test_play_this_deal_again_starts_a_real_game_of_the_same_deal(app):
    played = finish_game("unbeetable", seed=41)
    viewer = open_from_stats(app)
    key(app, pygame.K_END)
    click(app, viewer.again_button.rect.center)
    table = app.stack.top
    assert not isinstance(table, ReplayScene) and not table.spectator and table.keeper is not None
    assert table.session.seed == 41 and table.session.seats == played.seats and not table.session.moves
    fresh = Session("unbeetable", seats_for("unbeetable"), 41)
    assert table.session.state.checksum() == fresh.state.checksum()
    assert isinstance(app.stack.scenes[0], MenuScene) and len(app.stack) == 2  # Esc leads to the menu, as ever


def test_play_this_deal_again_asks_before_it_replaces_a_saved_game(app):
    finish_game("unbeetable", seed=41)
    saved = Session("unbeetable", seats_for("unbeetable"), 99)
    assert store.write_save(saved.to_record())
    before = store.save_path("unbeetable").read_bytes()
    viewer = open_from_stats(app)
    click(app, viewer.again_button.rect.center)
    assert isinstance(app.stack.top, ConfirmDialog)
    key(app, pygame.K_n)
    assert app.stack.top is viewer and store.save_path("unbeetable").read_bytes() == before
    click(app, viewer.again_button.rect.center)
    key(app, pygame.K_y)
    assert app.stack.top.session.seed == 41


def test_watch_again_from_the_score_screen(app):
    played = finish_game("botanicus")
    app.stack.push(MenuScene(app))
    app.stack.push(ScoreScene(app, played))
    app.step(0.016)
    assert not app.stack.top.how.button.visible  # only a lost climb has a solver's line to show
    key(app, pygame.K_w)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    click(app, viewer.last_button.rect.center)
    assert viewer.replay.session.state.checksum() == played.state.checksum()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ScoreScene)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_replay_bar_fits_the_window_without_overlaps(size):
    finish_game("botanicus")
    shell = App(size, headless=True)
    try:
        viewer = open_from_stats(shell)
        shown = [w for w in viewer.widgets.widgets if w.visible]
        window = pygame.Rect((0, 0), size)
        for i, widget in enumerate(shown):
            assert window.contains(widget.rect) and viewer.bar.contains(widget.rect), widget
            assert not any(widget.rect.colliderect(other.rect) for other in shown[i + 1 :]), widget
        table_buttons = [w for w in viewer.table.widgets.widgets if w.visible]
        assert {w.label for w in table_buttons} == {"Rules", "Settings"}
        assert all(w.rect.bottom <= viewer.bar.top for w in table_buttons)
        viewer.view_choice.step(-1)  # every card face up: a strip between the table and the bar
        strip = viewer.strip.rect
        assert window.contains(strip) and strip.bottom == viewer.bar.top and strip.h > 0
        assert all(w.rect.bottom <= strip.top for w in table_buttons)
        for _q, label, placed in viewer.strip.groups():
            assert strip.contains(label) and all(strip.contains(rect) for _card, rect in placed)
    finally:
        shell.close()


def run_main(*args):
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, cwd=ROOT, timeout=120
    )


def test_headless_screenshot_of_a_replay_position(tmp_path):
    played = finish_game("sabotage")
    record = tmp_path / "game.json"
    record.write_text(json.dumps(played.to_record()))
    out = tmp_path / "r.png"
    result = run_main("--replay", str(record), "--moves", "9", "--screenshot", "--out", str(out), "--size", "1024x600")
    assert result.returncode == 0, result.stderr
    assert f"move 9 of {len(played.moves)}" in result.stdout
    image = pygame.image.load(str(out))
    assert image.get_size() == (1024, 600)
    assert len({tuple(image.get_at((x, y))) for x in range(0, 1024, 61) for y in range(0, 600, 37)}) > 20
    # the recent-games file works as well (its newest game), and a broken file is one clear line, exit 2
    out2 = tmp_path / "r2.png"
    assert run_main("--replay", str(recent.recent_path()), "--screenshot", "--out", str(out2)).returncode == 0
    assert pygame.image.load(str(out2)).get_size() == (1280, 720)
    record.write_text(json.dumps({**played.to_record(), "checksum": "0" * 16}))
    bad = run_main("--replay", str(record), "--screenshot", "--out", str(tmp_path / "x.png"))
    assert bad.returncode == 2 and "checksum" in bad.stderr and "Traceback" not in bad.stderr
    assert record.exists()  # the user's own file is read, never moved
    assert run_main("--screenshot").returncode == 2  # without --replay it still needs a game ID


# ---- Show me how ---------------------------------------------------------------------------------------------
def lose_a_climb(seed: int, level: int = 1) -> Session:
    """A climb of ``seed`` played with random legal moves until it is lost (a few tries of the random player)."""
    for pick in range(40):
        session = Session("unsurmountable", seats_for("unsurmountable"), seed, {"level": level})
        rng = random.Random(pick)
        while not session.state.is_over:
            session.apply(rng.choice(session.state.legal_moves()))
        if not session.state.winners():
            return session
    raise AssertionError("every random climb won")


def score_screen_for(app, session: Session) -> ScoreScene:
    app.stack.push(MenuScene(app))
    app.stack.push(ScoreScene(app, session))
    app.step(0.016)
    return app.stack.top


def ask_the_solver(app, screen: ScoreScene) -> None:
    key(app, pygame.K_s)  # the answer may already be in by the end of this frame
    if screen.how.request is not None:
        assert screen.how.button.label == "Thinking..." and not screen.how.button.enabled
        screen.how.request.wait(120)
        app.step(0.016)
    assert screen.how.request is None and screen.how.button.enabled


def test_show_me_how_plays_the_solvers_winning_line_of_a_lost_deal_to_the_peak(app):
    lost = lose_a_climb(5)
    screen = score_screen_for(app, lost)
    assert screen.how.button.visible
    ask_the_solver(app, screen)
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert "winning line" in viewer.caption()
    assert viewer.replay.session.seed == 5 and viewer.replay.session.options == lost.options
    for k in range(1, viewer.total + 1):
        key(app, pygame.K_RIGHT)
        assert viewer.position == k
        caption = viewer.caption()
        assert f"Move {k} of {viewer.total}" in caption and "Why:" in caption
    state = viewer.replay.session.state
    assert state.is_over and state.winners() == [0]  # the rules themselves say the peak is reached
    assert "the peak is reached" in viewer.caption()
    assert not any(p.name.startswith("recent") for p in store.data_dir().glob("*"))  # nothing recorded


def test_show_me_how_says_so_when_the_solver_proves_the_deal_unwinnable(app, monkeypatch):
    # No real deal we know of is proved unwinnable within the solver's budget (the lost level V deals run out
    # of it), so this one is built: the same deal with its deck cut to four cards, which the solver proves lost.
    rules = games.get("unsurmountable").rules
    real = rules.new_game

    def short_deck(*args, **kwargs):
        state = real(*args, **kwargs)
        state.deck = state.deck[:4]
        return state

    monkeypatch.setattr(rules, "new_game", short_deck)
    lost = lose_a_climb(5)
    screen = score_screen_for(app, lost)
    ask_the_solver(app, screen)
    assert app.stack.top is screen
    assert replay_ui.UNWINNABLE_WORDS in screen.extra_lines and replay_ui.UNWINNABLE_WORDS in app.notices


def test_show_me_how_says_no_line_was_found_when_the_budget_runs_out(app, monkeypatch):
    from gardengames.games.unsurmountable import solver

    monkeypatch.setattr(solver, "ANALYSIS_NODES", 500)  # a level V deal the full budget cannot settle either
    lost = lose_a_climb(4, level=5)
    screen = score_screen_for(app, lost)
    ask_the_solver(app, screen)
    assert app.stack.top is screen
    assert replay_ui.UNKNOWN_WORDS in screen.extra_lines
    assert "cannot be won" not in " ".join(screen.extra_lines)  # never claimed as proved


def test_random_input_on_the_viewer_never_breaks_the_replay(app):
    played = finish_game("unbeetable")
    viewer = open_from_stats(app)
    rng = random.Random(3)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_HOME, pygame.K_END, pygame.K_l, pygame.K_v]
    keys += [pygame.K_PLUS, pygame.K_MINUS, pygame.K_TAB, pygame.K_PAGEDOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_z]
    leaving = (viewer.leave_button.rect, viewer.again_button.rect)  # (Enter is left out for the same reason)
    for _ in range(400):
        if rng.random() < 0.5:
            pos = (rng.randrange(1280), rng.randrange(720))
            if not any(r.collidepoint(pos) for r in leaving):  # Back and Play this deal again end the viewer
                click(app, pos)
        else:
            key(app, rng.choice(keys))
        while app.stack.top is not viewer:  # the move list, the rules, the settings: closed again
            assert viewer in app.stack.scenes, [type(x).__name__ for x in app.stack.scenes]
            key(app, pygame.K_ESCAPE)
        app.step(0.3)
        assert 0 <= viewer.position <= viewer.total
        assert viewer.replay.session.moves == played.moves[: viewer.position]
    assert app.stack.top is viewer
    key(app, pygame.K_END)
    assert viewer.replay.session.state.checksum() == played.state.checksum()


@pytest.mark.parametrize("game_id", ["unbeetable", "botanicus"])
def test_a_watched_game_says_whose_turn_it_is_not_that_someone_is_thinking(app, game_id, monkeypatch):
    """In a replay nobody is thinking: a computer seat's turn reads "Bot 1's turn", as a person's does."""
    from gardengames.ui import theme

    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, s, *a, **k: drawn.append(s) or real(surface, s, *a, **k))
    played = finish_game(game_id)
    viewer = ReplayScene(app, replay_of(played.to_record()))
    app.stack.push(viewer)
    app.step(0.016)
    for _ in range(len(played.moves) - 1):
        if played.history[viewer.position][0] not in (None, 0):  # a computer seat is to move here
            break
        key(app, pygame.K_RIGHT)
    drawn.clear()
    app.step(0.016)
    assert any("Bot 1's turn" in line for line in drawn)
    assert not any("thinking" in line for line in drawn)


def test_a_watched_solitaire_does_not_tell_the_watcher_to_drag_cards(app, monkeypatch):
    """Unsurmountable's ability zone gave its play instructions in a replay, where nothing can be played: it
    now says what the zone is instead."""
    from gardengames.games.unsurmountable.table import camp
    from gardengames.ui import theme

    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, s, *a, **k: drawn.append(s) or real(surface, s, *a, **k))
    played = finish_game("unsurmountable")
    viewer = ReplayScene(app, replay_of(played.to_record()))
    app.stack.push(viewer)
    app.step(0.016)
    key(app, pygame.K_RIGHT)
    app.step(0.016)
    assert camp.WATCH_HELP in drawn and camp.ZONE_HELP not in drawn


@pytest.mark.parametrize("game_id", ["unbeetable", "sabotage", "botanicus"])
def test_every_card_face_up_lays_out_the_other_seats_hidden_cards_under_the_table(app, game_id, monkeypatch):
    """The last view choice shows, under the table of the player to move, every other seat's private cards
    drawn by the game's own faces; the table shrinks to make room and grows back when the view changes."""
    finish_game(game_id)
    viewer = open_from_stats(app)
    full_height = viewer.table.size[1]
    for _ in range(len(viewer.replay.session.seats) + 1):
        key(app, pygame.K_v)
    assert viewer.view_choice.value == replay_ui.FACE_UP
    strip = viewer.strip
    assert viewer.table.size[1] == strip.rect.y < full_height and strip.rect.bottom == viewer.bar.top
    drawn: list[object] = []
    faces = viewer.table.faces
    face = faces.face
    monkeypatch.setattr(faces, "face", lambda k, size, style="": drawn.append(k) or face(k, size, style))
    shown_some = False
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        state = viewer.replay.session.state
        assert viewer.table.viewer == state.current_player or state.current_player is None
        groups = strip.groups()
        assert [q for q, _label, _cards in groups] == [
            q for q in range(len(viewer.replay.session.seats)) if q != viewer.table.viewer
        ]
        for q, label, placed in groups:
            assert [card for card, _rect in placed] == state.private_cards(q)
            assert all(strip.rect.contains(rect) for _card, rect in placed) and strip.rect.contains(label)
            assert all(card in drawn for card, _rect in placed)  # drawn by the game's faces, not left blank
            shown_some |= bool(placed)
    assert shown_some
    key(app, pygame.K_v)  # round to "Player to move": no strip, the whole height for the table again
    assert viewer.view_choice.value == replay_ui.FOLLOW
    assert viewer.table.size[1] == full_height


def test_a_face_up_card_under_the_pointer_opens_its_zoom(app, monkeypatch):
    finish_game("sabotage")
    viewer = open_from_stats(app)
    viewer.view_choice.step(-1)  # "Every card face up" is the last choice
    app.step(0.016)
    _q, _label, placed = next(group for group in viewer.strip.groups() if group[2])
    card, rect = placed[-1]
    asked: list[object] = []
    info = viewer.table.card_info
    monkeypatch.setattr(viewer.table, "card_info", lambda k: asked.append(k) or info(k))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.016)
    assert viewer.strip.hover == card and card in asked
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=viewer.bar.center, rel=(1, 1), buttons=(0, 0, 0)))
    app.step(0.016)
    assert viewer.strip.hover is None


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_recent_games_say_who_won_and_the_scores(app, game_id, rendered):
    """Issue 33 (8): the recent games did not say won or lost, nor the score. The keeper keeps the result with the
    record; the list shows it (a record from before, or one whose result does not fit its seats, shows none)."""
    played = finish_game(game_id)
    [listed] = recent.load_recent([])
    state = played.state
    names = [played.seats[w].name for w in state.winners()]
    assert listed.winners == tuple(names) and listed.totals == tuple(s.total for s in state.scores())
    app.stack.push(MenuScene(app))
    app.step(0.016)
    key(app, pygame.K_t)
    key(app, pygame.K_w)
    app.step(0.016)
    row = next(text for text in rendered if text.startswith(f"{listed.title} \u2013 "))
    assert listed.details() in rendered  # under it: who played, how many moves, which deal
    if games.get(game_id).solitaire:
        assert (" \u2013 won \u2013 " in row) == state.won and (" \u2013 lost \u2013 " in row) != state.won
    else:
        assert f"{' and '.join(names) if len(names) < 3 else names[0]} won, " in row
        assert "\u2013".join(str(s.total) for s in state.scores()) in row
    older = recent.RecentGame(listed.record, game_id, 7, listed.seats, listed.moves, 0.0)
    assert older.outcome() == ""
    [wrong] = recent.parse_recent({"games": [{**listed.record, "result": {"winners": [9], "totals": ["x"]}}]})
    assert wrong.winners is None and wrong.outcome() == ""


def test_a_lost_climb_watched_again_offers_show_me_how(app):
    """Issue 33 (8): Show me how was offered only on the score screen, not when watching a lost climb from Recent
    games. The viewer of a lost climb offers it (S or the button) and opens the solver's line; a won climb, a
    multiplayer game and the solver's line itself do not offer it."""
    lost = lose_a_climb(5)
    notices: list[str] = []
    Keeper(lost, notices).record()  # kept in the recent games, as a finished game is
    viewer = open_from_stats(app)
    assert viewer.how.button.visible
    key(app, pygame.K_s)
    if viewer.how.request is not None:
        viewer.how.request.wait(120)
        app.step(0.016)
    line = app.stack.top
    assert isinstance(line, ReplayScene) and line is not viewer and "winning line" in line.caption()
    assert not line.how.button.visible  # the solver's own line: nothing more to show
    won = ReplayScene(app, replay_of(finish_game("unbeetable").to_record()))
    assert not won.how.button.visible
