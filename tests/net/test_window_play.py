"""Play across laptops from the window (issue 32): hosting from the setup screen, joining from the menu, and the
table of a hosted game played by posted pygame events, the other laptop a computer level joined over loopback.

Everything talks over 127.0.0.1 only (the tests' ``GARDENGAMES_NET_LOOPBACK``: the host binds there, the advert and
the browser are bound to the loopback interface); every wait is bounded.
"""

import time

import pygame
import pytest

from gardengames import games, recent
from gardengames.net.client import Client
from gardengames.net.discovery import Advert
from gardengames.net.protocol import PROTOCOL
from gardengames.net.remote import RemoteSession
from gardengames.ui.host_screen import THERE, HostScene
from gardengames.ui.join_screen import JoinScene
from gardengames.ui.lobby import LobbyScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.score import ScoreScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.table import BaseTable
from tests.net.laptops import GAME_SECONDS, REMOTE
from tests.ui_events import click, key

STEP = 0.02


def type_text(app, text):
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0))
    app.step(STEP)


def clear_field(app, field):
    click(app, field.rect.center)
    for _ in range(len(field.value)):
        key(app, pygame.K_BACKSPACE)


def step_until(app, done, seconds=20.0):
    """Frames (each a short real pause, so the network threads run) until ``done()``; bounded in time."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, f"never came about; on top: {type(app.stack.top).__name__}"
        app.step(STEP)
        time.sleep(STEP)


def play_to_the_end(app, table, seconds=GAME_SECONDS):
    """This laptop's turns played as a player at the keyboard does: M opens the list of legal moves, Enter plays
    the first; the moves of the other laptop arrive meanwhile. Ends with the score screen opened by Enter."""
    deadline = time.monotonic() + seconds
    played = 0
    while not table.session.state.is_over or table.animating:
        assert time.monotonic() < deadline, "the game did not end in time"
        assert app.stack.top is table, type(app.stack.top).__name__
        if table.my_turn and table.session.state.legal_moves() and not table.animating:
            key(app, pygame.K_m)
            key(app, pygame.K_RETURN)
            played += 1
        app.step(STEP)
        time.sleep(0.005)
    key(app, pygame.K_RETURN)  # See result
    assert isinstance(app.stack.top, ScoreScene)
    return played


def bot_laptop(table_helper, port, code, seat=None, level="easy"):
    """Another laptop, playing its seat as a computer level on a thread of its own."""
    client = Client("127.0.0.1", port, code, name="Bea", seat=seat, bot=level)
    table_helper.clients.append(client)
    client.start()
    finals = [None]
    table_helper.play(client, level, finals, 0)
    return client, finals


def test_host_from_the_setup_screen_and_play_to_the_end(app, table):
    info = games.get("unbeetable")
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, info))
    app.step(STEP)
    setup = app.stack.top
    assert setup.host_button.visible
    click(app, setup.host_button.rect.center)
    host_screen = app.stack.top
    assert isinstance(host_screen, HostScene)
    seat = host_screen.rows[1]
    while seat.value != THERE:  # seat 2: a person on another laptop
        click(app, (seat.rect.right - seat.rect.h // 2, seat.rect.centery))
    click(app, host_screen.host_button.rect.center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.code
    step_until(app, lambda: lobby.snap.table)
    assert "free" in lobby.seat_lines()[1] and "(this laptop)" in lobby.seat_lines()[0]
    # The other laptop reads the address and the code off the host's screen.
    host, port = lobby.address.rsplit(":", 1)
    assert host == "127.0.0.1"
    bea, finals = bot_laptop(table, int(port), lobby.code)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    assert isinstance(board.session, RemoteSession) and board.keeper is None
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "TableScene"]
    played = play_to_the_end(app, board)
    score = app.stack.top
    assert score.watch.visible and not score.again.visible  # no new deal at one screen for players elsewhere
    table.join_all()
    assert played > 5
    result = board.session.result()
    assert finals[0].result == result  # both laptops end with the same game
    listed = recent.load_recent([])
    assert [game.record["seed"] for game in listed] == [result["seed"]]


def test_join_from_the_menu_finds_the_advert_and_plays_to_the_end(app, table):
    host = table.host("sabotage", [REMOTE, "easy"], 11)
    advert = Advert(
        host="Hostess", port=host.port, game="sabotage", free=1, seats=2, protocol=PROTOCOL, interfaces=["127.0.0.1"]
    )
    try:
        app.stack.push(MenuScene(app))
        app.step(STEP)
        click(app, app.stack.top.join_button.rect.center)
        join = app.stack.top
        assert isinstance(join, JoinScene)
        step_until(app, lambda: any(f.host == "Hostess" for f in join.found))
        i = next(i for i, f in enumerate(join.found) if f.host == "Hostess")
        click(app, join.game_buttons[i].rect.center)
        assert join.address == f"127.0.0.1:{host.port}"
        click(app, join.join_button.rect.center)
        assert "code" in join.error  # no code typed yet: said, and nothing lost
        click(app, join.code_field.rect.center)
        type_text(app, host.code.lower())
        clear_field(app, join.name_field)
        type_text(app, "Zed")
        click(app, join.join_button.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, BaseTable))
        board = app.stack.top
        assert board.session.names[0] == "Zed" and board.session.mine == (0,)
        assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "TableScene"]
        play_to_the_end(app, board)
        assert board.session.result() == host.call(lambda: host.session.result())
    finally:
        advert.close(timeout=5)


def test_a_wrong_code_is_refused_in_the_lobby_and_leaving_goes_back(app, table):
    host = table.host("unbeetable", [REMOTE, "easy"], 3)
    app.stack.push(MenuScene(app))
    join = JoinScene(app)
    app.stack.push(join)
    click(app, join.address_field.rect.center)
    type_text(app, f"127.0.0.1:{host.port}")
    click(app, join.code_field.rect.center)
    type_text(app, "ZZZZZZ" if host.code != "ZZZZZZ" else "YYYYYY")
    click(app, join.join_button.rect.center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    step_until(app, lambda: lobby.snap.status == "refused")
    assert "wrong code" in lobby.status()
    click(app, lobby.leave_button.rect.center)
    assert app.stack.top is join and join.address == f"127.0.0.1:{host.port}"


@pytest.mark.parametrize("game_id", ["botanicus"])
def test_the_other_laptops_move_is_logged_waiting_is_said_and_an_away_seat_goes_to_a_computer(app, table, game_id):
    """A table fed by the client: the other laptop's moves arrive as told moves, in the log; while the other person
    thinks the prompt line says whom the table waits for, and while their laptop is away, that it waits for them
    to come back; the host's laptop may let a computer play for them (C)."""
    host = table.host(game_id, [REMOTE, REMOTE], 5)
    mine = Client("127.0.0.1", host.port, host.code, name="Ann", seat=0)
    table.clients.append(mine)
    mine.start()
    other = Client("127.0.0.1", host.port, host.code, name="Bob", seat=1)
    table.clients.append(other)
    other.start()
    app.stack.push(MenuScene(app))
    lobby = LobbyScene(app, mine, host=host)  # this laptop runs the host
    app.stack.push(lobby)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    # Ann plays until it is Bob's turn.
    step_until(app, lambda: board.session.state.current_player is not None)
    while board.session.state.current_player == 0:
        before = len(board.session.moves)
        key(app, pygame.K_m)
        key(app, pygame.K_RETURN)
        step_until(app, lambda before=before: len(board.session.moves) > before)
    assert board.prompt_line.text() == "Waiting for Bob."
    lines = len(board.log.lines)
    snap = other.wait(0, 5)
    deadline = time.monotonic() + 20
    while not other.latest().to_move:
        assert time.monotonic() < deadline
        snap = other.wait(snap.version, 1)
    before = len(board.session.moves)
    other.send_move(other.latest().legal[0])
    step_until(app, lambda: len(board.session.moves) > before)
    assert len(board.log.lines) > lines
    other.stop()
    step_until(app, lambda: board.session.away == ["Bob"])
    assert board.prompt_line.text() == "Waiting for Bob to come back."
    assert board.prompt_line.line().how == "C: let a computer play for them."
    # The host lets a computer play for Bob: the game goes on without him, and his token no longer seats anyone.
    before = len(board.session.moves)
    key(app, pygame.K_c)
    step_until(app, lambda: len(board.session.moves) > before and not board.session.away)
    assert board.session.seats[1].kind == "computer" and board.session.names[1] == "Bob"
    back = Client("127.0.0.1", host.port, host.code, token=other.latest().token)
    table.clients.append(back)
    back.start()
    assert back.wait(0, 10).status in ("connecting", "refused")
    step_until(app, lambda: back.latest().status == "refused")


def test_a_host_that_is_gone_is_said_once_and_the_table_stays(app, table, monkeypatch):
    from gardengames.net import client as client_module

    monkeypatch.setattr(client_module, "RETRIES", 2)  # give up soon after the host went
    host = table.host("unbeetable", [REMOTE, "easy"], 4)
    mine = Client("127.0.0.1", host.port, host.code, name="Ann")
    table.clients.append(mine)
    mine.start()
    app.stack.push(MenuScene(app))
    app.stack.push(LobbyScene(app, mine))
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    host.stop(5)
    step_until(app, lambda: any("connection to the host ended" in n for n in app.notices))
    for _ in range(5):
        app.step(STEP)
    assert sum("connection to the host ended" in n for n in app.notices) == 1
    assert app.stack.top is board and not board.session.state.legal_moves()  # nothing can be played any more


def test_a_laptop_whose_table_closed_comes_back_to_its_seat_from_the_join_screen(app, table):
    from gardengames.net import rejoin

    host = table.host("unbeetable", [REMOTE, "easy"], 8)
    app.stack.push(MenuScene(app))
    join = JoinScene(app)
    app.stack.push(join)
    assert not join.return_button.visible
    click(app, join.address_field.rect.center)
    type_text(app, f"127.0.0.1:{host.port}")
    click(app, join.code_field.rect.center)
    type_text(app, host.code)
    click(app, join.join_button.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    for _ in range(3):  # a few moves, then the app closes (its table and connection with it)
        step_until(app, lambda: board.session.state.legal_moves())
        before = len(board.session.moves)
        key(app, pygame.K_m)
        key(app, pygame.K_RETURN)
        step_until(app, lambda before=before: len(board.session.moves) > before)
    app.stack.clear_to(MenuScene(app))
    assert rejoin.recall() is not None
    click(app, app.stack.top.join_button.rect.center)
    join = app.stack.top
    assert join.return_button.visible and "Ann in Unbeetable" in join.return_button.label
    click(app, join.return_button.rect.center)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    back = app.stack.top
    step_until(app, lambda: len(back.session.moves) == host.call(lambda: len(host.session.moves)))
    assert back.session.state.view(0) == host.call(lambda: host.session.state.view(0))  # exactly where it is
    play_to_the_end(app, back)
    assert rejoin.recall() is None  # the game is over: nothing to come back to


def test_the_host_screen_says_why_it_cannot_host_yet(app):
    from gardengames.session import Seat

    info = games.get("sabotage")
    app.stack.push(MenuScene(app))
    screen = HostScene(app, info, [Seat("Basil"), Seat("Basil", "computer", "easy", 1)], {})
    app.stack.push(screen)
    app.step(STEP)
    click(app, screen.host_button.rect.center)
    assert screen.error == "Choose at least one seat for another laptop."
    screen.rows[1].step(-1)  # seat 2: another laptop
    click(app, screen.host_button.rect.center)
    assert isinstance(app.stack.top, LobbyScene)  # Basil is free now: no computer has the name
    app.stack.pop()
    screen = HostScene(app, info, [Seat("Clover"), Seat("X", "computer", "easy", 1), Seat("Y")], {})
    app.stack.push(screen)
    click(app, screen.host_button.rect.center)
    assert screen.error == "Two seats have the same name."  # seat 2 is the computer Clover


def test_undo_and_redo_by_keys_and_buttons_on_both_tables(app, table):
    """Undo and redo on a hosted table (issue 32): each enabled exactly when the host says this laptop's seat may;
    Ctrl+Z then Ctrl+Y, then the Undo and Redo buttons, take the move back and play it again at the host and on both
    laptops' tables, each of whose logs says so ("Undone: ...", then the move told again as it was told first).
    Redo is never enabled on the laptop that did not take the move back."""
    host = table.host("unbeetable", [REMOTE, REMOTE], 3)
    mine = Client("127.0.0.1", host.port, host.code, name="Ann", seat=0)
    other = Client("127.0.0.1", host.port, host.code, name="Bob", seat=1)
    for client in (mine, other):
        table.clients.append(client)
        client.start()
    app.stack.push(MenuScene(app))
    app.stack.push(LobbyScene(app, mine, host=host))
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    # Bob's laptop: a table of its own over its own session, shown nowhere here but updated every frame.
    step_until(app, lambda: other.latest().views)
    bobs = games.get("unbeetable").table_scene()(app, RemoteSession(other, []))
    bobs.layout(app.stack.size)
    bobs.enter()

    def frames(done):
        """At least one frame of each table, then more until ``done()``."""
        app.step(STEP)

        def both():
            bobs.update(STEP)
            return done()

        step_until(app, both)

    def host_moves():
        return host.call(lambda: len(host.session.moves))

    undone = redone = 0
    for how in ("keys", "buttons"):
        # Play on (Bob plays his turns from his table) until Ann has made a move of her turn she may take back.
        for _ in range(200):
            frames(lambda: len(board.session.moves) == len(bobs.session.moves) == host_moves())
            if board.undo_button.enabled:
                break
            mover = board if board.my_turn else bobs
            assert board.my_turn != bobs.my_turn
            assert board.my_turn or not board.undo_button.enabled  # never on the other laptop's turn
            mover.play(mover.session.state.legal_moves()[0])
            frames(lambda mover=mover: mover.session._sent is None)
        assert board.session.state.current_player == 0 and not board.redo_button.enabled
        before = len(board.session.moves)
        last = board.session.history[-1]
        if how == "keys":
            key(app, pygame.K_z, pygame.KMOD_CTRL)
        else:
            click(app, board.undo_button.rect.center)
        frames(lambda before=before: len(board.session.moves) == len(bobs.session.moves) == before - 1 == host_moves())
        undone += 1
        assert board.log.lines[-1][0].startswith("Undone: ")
        assert bobs.log.lines[-1][0].startswith("Undone: ")
        assert board.session.state.view(0) == host.call(lambda: host.session.state.view(0))
        frames(lambda: bobs.session.state.view(1) == host.call(lambda: host.session.state.view(1)))
        assert host.call(lambda last=last: host.session._redo[-1] == last[1])
        frames(lambda: board.redo_button.enabled)
        assert not bobs.redo_button.enabled
        logs = [
            (table.log, len(table.log.lines), table.log.lines[-1][0].removeprefix("Undone: "))
            for table in (board, bobs)
        ]
        if how == "keys":
            key(app, pygame.K_y, pygame.KMOD_CTRL)
        else:
            click(app, board.redo_button.rect.center)
        frames(lambda before=before: len(board.session.moves) == len(bobs.session.moves) == before == host_moves())
        redone += 1
        assert board.session.history[-1] == last and host.call(lambda: not host.session._redo)
        for log, count, line in logs:  # the move told again in the words it was told with the first time
            assert log.lines[count][0] == line, (log.lines[count - 1 :], line)
        assert board.session.state.view(0) == host.call(lambda: host.session.state.view(0))
        frames(lambda: bobs.session.state.view(1) == host.call(lambda: host.session.state.view(1)))
        assert not board.redo_button.enabled and not bobs.redo_button.enabled
        assert board.undo_button.enabled  # the move played again may be taken back again, as at one screen
    assert undone == redone == 2
