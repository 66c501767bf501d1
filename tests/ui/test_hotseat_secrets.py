"""Between two people at one screen no secret is shown: the seed (which, with the public moves, rebuilds every
hidden hand and the deck order) never reaches the screen or the log, and no hand is face up while a computer
plays. Every string drawn is recorded by a font whose ``render`` writes it down."""

import random

import pygame
import pytest

from gardengames.ui import setup as setup_screen
from gardengames.ui.dialogs import CoverScreen
from gardengames.ui.menu import MenuScene
from gardengames.ui.picker import MovePicker
from gardengames.ui.rulespage import RulesScene
from gardengames.ui.setup import SECRET_DEAL, SetupScene
from gardengames.ui.shell import App
from gardengames.ui.table import BaseTable
from tests.ui_events import click, key, reveal

SECRET = 837261  # six different digits: no card value, count or turn number matches it by accident
SHOWN_BEFORE = 415926  # the seed the setup screen shows while only one person sits at it
MULTIPLAYER = ["unbeetable", "sabotage", "botanicus"]


@pytest.fixture
def seeds(monkeypatch):
    """The setup screen's random seeds: the first one it shows, then the secret one for every later draw."""
    drawn = iter([SHOWN_BEFORE])
    monkeypatch.setattr(setup_screen, "fresh_seed", lambda: next(drawn, SECRET))


def leaks(strings: list[str]) -> list[str]:
    return [s for s in strings if str(SECRET) in s]


def start_from_setup(app, game_id):
    """Menu -> setup of ``game_id``: three seats, the second one turned into a person, then Start."""
    from gardengames import games

    app.stack.push(MenuScene(app))
    setup = SetupScene(app, games.GAMES[game_id])
    app.stack.push(setup)
    app.step(0.016)
    setup.count_choice.step(1)  # 3 players: Ann (person), Basil and Rosemary (computers)
    app.step(0.016)
    assert setup.seed_field.visible  # one person: the seed may show (it is not the one the game gets)
    kind = setup.rows[1][1]
    kind.step(-kind.index)  # seat 2 becomes a person
    assert [s.kind for s in setup.seats[:3]] == ["human", "human", "computer"]
    app.step(0.016)
    assert not setup.seed_field.visible and not setup.reseed.visible
    click(app, setup.start_button.rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    assert table.session.seed == SECRET
    return table


def drive(app, table, rng, moves):
    """Play ``moves`` moves through the real table: people by ``play`` (sometimes through the move picker),
    computers by the app's own loop, every cover screen answered with its button; rules and picker opened too."""
    session = table.session
    computer_turns = 0
    for _ in range(moves * 40):
        if session.state.is_over or len(session.moves) >= moves:
            break
        top = app.stack.top
        if isinstance(top, CoverScreen):
            assert table.viewer is None
            reveal(app)
            continue
        assert top is table, top
        seat = session.current_seat
        if not seat.is_human:
            assert table.viewer is None, "a hand is face up while the computer plays between two people"
            computer_turns += 1
            app.step(0.3)
            table.wait_for_computer(timeout=30)
            app.step(0.016)
            continue
        assert table.my_turn and table.viewer == session.state.current_player
        roll = rng.random()
        if roll < 0.1:
            key(app, pygame.K_F1)
            assert isinstance(app.stack.top, RulesScene)
            key(app, pygame.K_ESCAPE)
        elif roll < 0.25:
            key(app, pygame.K_m)
            picker = app.stack.top
            assert isinstance(picker, MovePicker)
            picker.index = rng.randrange(len(picker.moves))
            key(app, pygame.K_RETURN)  # plays the chosen move
            app.step(0.016)
            continue
        table.play(rng.choice(session.state.legal_moves()))
        app.step(0.016)
    return computer_turns


@pytest.mark.slow
@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_no_seed_and_no_face_up_hand_between_two_people(game_id, rendered, seeds):
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    try:
        table = start_from_setup(app, game_id)
        setup_strings = list(rendered)
        assert str(SHOWN_BEFORE) in setup_strings  # the recorder sees the seed field when it is on screen
        assert SECRET_DEAL in setup_strings
        computer_turns = drive(app, table, random.Random(game_id), moves=100)
        assert computer_turns > 0, "the computer never played between the two people"
        assert len(table.session.moves) >= 40 or table.session.state.is_over
        names = {"Ann", "Basil"} | {seat.name for seat in table.session.seats}
        assert any(name in s for s in rendered for name in names)  # names on the table and the covers
        assert any(s.startswith("Pass the laptop to") for s in rendered)
        assert any("Choose a move" in s for s in rendered)  # the move picker was drawn
        assert any(s.startswith("Scroll: wheel") for s in rendered)  # and the rules page
        assert leaks(rendered) == []
        assert leaks([line for line, _ in table.log.lines]) == []
    finally:
        app.close()


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_one_person_against_computers_keeps_the_seed_in_the_log(game_id):
    """Alone at the screen there is nobody to hide the deal from: the log still names the seed to replay."""
    from gardengames import games
    from gardengames.session import Seat, Session

    app = App((1280, 720), headless=True)
    try:
        session = Session(game_id, [Seat("Ann"), Seat("Basil", "computer", colour=1)], SECRET)
        table = games.GAMES[game_id].table_scene()(app, session)
        assert str(SECRET) in table.log.lines[0][0]
        two = Session(game_id, [Seat("Ann"), Seat("Bob", colour=1)], SECRET)
        assert str(SECRET) not in games.GAMES[game_id].table_scene()(app, two).log.lines[0][0]
    finally:
        app.close()
