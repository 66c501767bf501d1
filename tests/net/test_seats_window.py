"""Two people at one laptop in a hosted game (issue 32), at the window, by posted events: the host screen gives this
laptop two seats with a name each, the join screen takes two seats; on the table the hand-off is hot seat's: when
the turn passes between the laptop's two people the cover comes first, no hidden card of the one is drawn while
the other is at the screen, and no hand is face up while the other laptop moves. A laptop whose app closed comes
back to both its seats from the join screen."""

import time

import pygame
import pytest

from gardengames import games
from gardengames.net import rejoin
from gardengames.net.remote import RemoteSession
from gardengames.session import Seat
from gardengames.ui.dialogs import CoverScreen
from gardengames.ui.host_screen import HERE, THERE, HostScene
from gardengames.ui.join_screen import JoinScene
from gardengames.ui.lobby import LobbyScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.score import ScoreScene
from gardengames.ui.table import BaseTable
from tests.net.laptops import GAME_SECONDS, REMOTE
from tests.net.test_window_play import STEP, bot_laptop, clear_field, step_until, type_text
from tests.ui_events import click, key, reveal


def set_place(app, choice, place):
    """Click the seat's right arrow until it says ``place`` (bounded by its number of choices)."""
    for _ in range(len(choice.choices)):
        if choice.value == place:
            return
        click(app, (choice.rect.right - choice.rect.h // 2, choice.rect.centery))
    assert choice.value == place


class Watch:
    """Plays the laptop's people's turns by keyboard and checks every frame what the table shows: the real hidden
    cards (the host's) of the laptop's person not at the screen are never drawn, nor any of its people's while
    nobody's hand shows (the cover is up, another laptop moves), a cover comes between its two people, and while
    a seat of another laptop is to move no hand is face up."""

    def __init__(self, app, board, host):
        self.app, self.board, self.host = app, board, host
        self.mine = set(board.session.mine)
        self.drawn: list[tuple[object, int | None]] = []  # each card face drawn, with whose hand showed then
        turned = board.faces.turned

        def spy(key, *args, **kwargs):
            self.drawn.append((key, board.viewer))
            return turned(key, *args, **kwargs)

        board.faces.turned = spy
        self.covers = 0
        self.last: int | None = None  # the last of the laptop's people to have been at the screen
        self.covers_then = 0
        self.handoffs = 0  # turns passed from one of the laptop's people to the other
        self.played = 0
        self.others_turns = 0
        self.compared = 0

    def hidden_of_the_others(self, viewer):
        """The cards in the hands of the laptop's people other than ``viewer`` (all of them for None) that
        ``viewer`` may not see, as the host has them."""
        others = sorted(self.mine - {viewer})
        host = self.host

        def look():
            state = host.session.state
            secret = state.hidden_from(viewer)
            return {card for seat in others for card in state.private_cards(seat) if card in secret}

        return host.call(look)

    def same_as_the_host(self, viewer):
        """The table shows ``viewer`` what the host's game shows that seat (when it knows every move so far)."""
        session, host = self.board.session, self.host
        view, moves = host.call(lambda: (host.session.state.view(viewer), len(host.session.moves)))
        if len(session.moves) == moves:
            assert session.state.view(viewer) == view, f"seat {viewer + 1} is shown another seat's game"
            self.compared += 1

    def frame(self):
        app, board = self.app, self.board
        if isinstance(app.stack.top, CoverScreen):
            assert board.viewer is None and board.covered
            self.covers += 1
            reveal(app)
            return
        assert app.stack.top is board, type(app.stack.top).__name__
        viewer = board.viewer
        if viewer is not None:
            assert viewer in self.mine
            if self.last is not None and viewer != self.last:
                assert self.covers > self.covers_then, "the next person's hand showed with no cover before it"
                self.handoffs += 1
            self.last, self.covers_then = viewer, self.covers
            self.same_as_the_host(viewer)
        drawn, self.drawn = self.drawn, []
        for shown in {v for _key, v in drawn}:
            leaked = {key for key, v in drawn if v == shown} & self.hidden_of_the_others(shown)
            assert not leaked, f"with seat {shown}'s hand on show, hidden cards were drawn: {sorted(leaked)[:3]}"
        current = board.session.state.current_player
        if current is not None and current not in self.mine and not board.session.state.is_over:
            self.others_turns += 1
            if not board.animating and not board.handing_over:
                assert viewer is None, "a hand is face up while the other laptop moves"
        if board.my_turn and board.session.state.legal_moves() and not board.animating:
            key(app, pygame.K_m)
            key(app, pygame.K_RETURN)
            self.played += 1
        app.step(STEP)
        time.sleep(0.005)

    def play(self, until, seconds=GAME_SECONDS):
        deadline = time.monotonic() + seconds
        while not until():
            assert time.monotonic() < deadline, "the game did not get there in time"
            self.frame()


def finish(app, watch):
    board = watch.board
    watch.play(lambda: board.session.state.is_over and not board.animating)
    key(app, pygame.K_RETURN)  # See result
    assert isinstance(app.stack.top, ScoreScene)
    assert watch.handoffs > 0 and watch.others_turns > 0, "the turn never passed between the laptop's people"
    assert watch.compared > 0


@pytest.mark.parametrize(
    "game_id",
    ["sabotage", pytest.param("unbeetable", marks=pytest.mark.slow), pytest.param("botanicus", marks=pytest.mark.slow)],
)
def test_two_people_host_at_one_laptop_and_the_cover_comes_between_them(app, table, game_id):
    info = games.get(game_id)
    app.stack.push(MenuScene(app))
    screen = HostScene(app, info, [Seat("Ann"), Seat("Bob", colour=1), Seat("Basil", "computer", "easy", 2)], {})
    app.stack.push(screen)
    app.step(STEP)
    set_place(app, screen.rows[1], HERE)
    set_place(app, screen.rows[2], THERE)
    assert [f.visible for f in screen.name_fields] == [True, True, False]
    clear_field(app, screen.name_fields[1])
    type_text(app, "ann")
    click(app, screen.host_button.rect.center)
    assert screen.error == "Two seats have the same name." and app.stack.top is screen
    clear_field(app, screen.name_fields[1])
    type_text(app, "Cleo")
    click(app, screen.host_button.rect.center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    step_until(app, lambda: lobby.snap.table)
    lines = lobby.seat_lines()
    assert "Ann (this laptop)" in lines[0] and "Cleo (this laptop)" in lines[1] and "free" in lines[2]
    host = lobby.host
    _client, finals = bot_laptop(table, host.port, host.code)
    step_until(app, lambda: isinstance(app.stack.top, (BaseTable, CoverScreen)))
    board = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    assert isinstance(board.session, RemoteSession) and board.session.mine == (0, 1)
    assert board.seating.hot_seat
    finish(app, Watch(app, board, host))
    table.join_all()
    assert finals[0].result == board.session.result()


def test_a_two_seat_laptop_joins_and_comes_back_to_both_seats_after_its_app_closed(app, table):
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 9)
    bot_laptop(table, host.port, host.code, seat=1)
    app.stack.push(MenuScene(app))
    step_until(app, lambda: host.call(lambda: host.names[1]) is not None)  # Bea has taken seat 2
    join = JoinScene(app)
    app.stack.push(join)
    click(app, join.address_field.rect.center)
    type_text(app, f"127.0.0.1:{host.port}")
    click(app, join.code_field.rect.center)
    type_text(app, host.code)
    click(app, join.name_fields[1].rect.center)
    type_text(app, "ANN")
    click(app, join.join_button.rect.center)
    assert join.error == "Two seats have the same name." and app.stack.top is join
    clear_field(app, join.name_fields[1])
    type_text(app, "Cleo")
    click(app, join.join_button.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, (BaseTable, CoverScreen)))
    board = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    assert board.session.mine == (0, 2) and host.call(lambda: host.names) == ["Ann", "Bea", "Cleo"]
    watch = Watch(app, board, host)
    watch.play(lambda: watch.played >= 4)
    app.stack.clear_to(MenuScene(app))  # the app closes, its table and connection with it
    held = rejoin.recall()
    assert held is not None and held.names == ("Ann", "Cleo") and len(held.tokens) == 2
    click(app, app.stack.top.join_button.rect.center)
    join = app.stack.top
    assert join.return_button.visible and "seats: Ann, Cleo in Garden Sabotage!" in join.return_button.label
    click(app, join.return_button.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, (BaseTable, CoverScreen)))
    back = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    assert back.session.mine == (0, 2)
    if isinstance(app.stack.top, CoverScreen):  # back at a turn of the laptop's: its person comes to the screen
        assert back.viewer is None
        reveal(app)
    step_until(app, lambda: len(back.session.moves) == host.call(lambda: len(host.session.moves)) or back.my_turn)
    if back.viewer is not None:  # exactly where it is, as the person at the screen sees it
        viewer = back.viewer
        assert back.session.state.view(viewer) == host.call(lambda: host.session.state.view(viewer))
    finish(app, Watch(app, back, host))
    assert rejoin.recall() is None


def test_with_animations_on_the_last_move_stays_in_sight_before_the_cover(app, table):
    """As in hot seat: the turn's last move stays on the table a moment ("Pass to Cleo"), Ann's hand still hers,
    then the cover comes up for Cleo; Cleo's hand shows only once she lifts it."""
    from gardengames.net.client import Client

    app.settings.animation_speed = "normal"
    host = table.host("sabotage", [REMOTE, REMOTE, REMOTE], 5)
    pair = Client("127.0.0.1", host.port, host.code, name="Ann", seat=0, more=[(1, "Cleo")])
    table.clients.append(pair)
    pair.start()
    bot_laptop(table, host.port, host.code, seat=2)
    app.stack.push(MenuScene(app))
    app.stack.push(LobbyScene(app, pair))
    step_until(app, lambda: any(isinstance(s, BaseTable) for s in app.stack.scenes))
    board = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    watch = Watch(app, board, host)
    paused = []

    def seen():
        if board.handing_over and app.stack.top is board:
            paused.append((board.viewer, board.pass_button.label))
        return watch.handoffs >= 2

    watch.play(seen)
    assert {viewer for viewer, label in paused if label == "Pass to Cleo"} == {0}  # paused, Ann's hand in sight
