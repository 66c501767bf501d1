"""The window host's autosave is the truth (issue 32): a game hosted from the window is saved after every change in
a hosted slot of its own, and when the host's app is closed mid-game, a new app on the same user folder offers
Continue hosting, which brings the host back on the same port with the same code and tokens; the other laptop,
still trying, comes back by itself, and the game ends exactly as the same game played without the break.

A hosted save is read with the care of every save (broken, hostile or old: named, set aside, the app goes on), and
lives beside a game played at this screen without either replacing the other. Everything over 127.0.0.1.
"""

import json

import pytest

from gardengames import games, recent, store
from gardengames.net import host as host_module
from gardengames.net import hosting
from gardengames.net.client import Client
from gardengames.session import Seat, Session
from gardengames.ui import host_screen
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from gardengames.ui.host_screen import HostScene
from gardengames.ui.lobby import LobbyScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.scenes import LEAVE_HOSTED
from gardengames.ui.shell import App
from gardengames.ui.table import BaseTable
from tests.net.test_window_play import STEP, bot_laptop, play_to_the_end, step_until
from tests.ui_events import click, key

GAME, SEED, SECRET = "unbeetable", 21, "a-fixed-secret-for-the-test"
CUT = 6  # moves played before the host's app goes


@pytest.fixture
def fixed_deal(monkeypatch):
    """Host draws this seed and secret, so two runs deal the same game."""
    monkeypatch.setattr(host_screen, "fresh_seed", lambda: SEED)
    monkeypatch.setattr(host_module, "new_secret", lambda: SECRET)


def new_app():
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    app.stack.push(MenuScene(app))
    return app


def host_from_the_window(app, table):
    """Ann hosts from the host screen; Bea's laptop (a computer level) joins seat 2. The table, and Bea's client."""
    app.stack.push(HostScene(app, games.get(GAME), [Seat("Ann"), Seat("Bea", colour=1)], {}))
    click(app, app.stack.top.host_button.rect.center)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    bea, finals = bot_laptop(table, lobby.host.port, lobby.code, seat=1)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    return app.stack.top, lobby.host, bea, finals


def play_until(app, board, moves):
    """Ann's turns, as at the keyboard, until the game has ``moves`` moves."""
    while len(board.session.moves) < moves:
        step_until(app, lambda: board.my_turn or len(board.session.moves) >= moves)
        if board.my_turn:
            before = len(board.session.moves)
            key(app, 109)  # M: the list of moves
            key(app, 13)  # Enter: its first
            step_until(app, lambda before=before: len(board.session.moves) > before)


def plain(record):
    return {k: v for k, v in record.items() if k != "uid"}  # the game's own id is random: never part of the game


def test_the_host_closed_mid_game_continues_and_ends_as_the_game_without_the_break(
    fixed_deal, table, tmp_path, monkeypatch
):
    # The game without a break, in a user folder of its own.
    monkeypatch.setenv("GARDENGAMES_HOME", str(tmp_path / "unbroken"))
    app = new_app()
    try:
        board, _host, _bea, finals = host_from_the_window(app, table)
        play_to_the_end(app, board)
        table.join_all()
        unbroken = board.session.to_record()
    finally:
        app.close()
    assert finals[0].record is not None and plain(finals[0].record) == plain(unbroken)

    monkeypatch.setenv("GARDENGAMES_HOME", str(tmp_path / "broken"))
    app = new_app()
    try:
        board, host, bea, finals = host_from_the_window(app, table)
        play_until(app, board, CUT)
        port, code, token = host.port, host.code, bea.latest().token
        saved = json.loads(store.save_path(GAME, hosted=True).read_text())
        assert saved["hosting"] == {"here": [0], "port": port, "host": "Ann"}
        assert len(saved["moves"]) == len(host.call(lambda: host.session.moves))  # saved after every move
        assert not store.has_save(GAME)  # the slot of a game at this screen is left alone
    finally:
        app.close()  # the host's window goes, mid-game
    host.stop(5)  # (its thread ends within moments; a new app starts later than that)
    assert bea.latest().status != "over"

    app = new_app()
    try:
        menu = app.stack.top
        assert set(menu.hosting) == {GAME} and not menu.continues
        assert menu.hosted[GAME].moves >= CUT
        click(app, menu.hosting[GAME].rect.center)  # the lobby, which opens the table at once
        step_until(app, lambda: isinstance(app.stack.top, BaseTable))
        board = app.stack.top
        assert (board.session.client.port, board.session.client.code) == (port, code)  # same port, same code
        assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "TableScene"]
        assert board.session.mine == (0,) and len(board.session.moves) >= CUT  # back in Ann's seat, where it was
        step_until(app, lambda: bea.latest().joins == 2 and not board.session.away)  # Bea came back by herself
        assert bea.latest().token == token
        play_to_the_end(app, board)
        table.join_all()
        assert plain(board.session.to_record()) == plain(unbroken)
        assert plain(finals[0].record) == plain(unbroken)
    finally:
        app.close()
    # Counted and listed once, and nothing left to continue.
    assert store.load_stats([]).game(GAME).played == 1
    assert len(recent.load_recent([])) == 1
    assert not store.has_save(GAME, hosted=True)
    app = new_app()
    try:
        assert app.stack.top.hosting == {}
    finally:
        app.close()


def test_leaving_the_host_table_says_the_game_waits_and_continue_hosting_offers_it(fixed_deal, app, table):
    app.stack.push(MenuScene(app))
    board, host, _bea, _finals = host_from_the_window(app, table)
    play_until(app, board, 2)
    key(app, 27)  # Esc: leave?
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.detail == LEAVE_HOSTED
    key(app, 121)  # Y: leave
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and GAME in menu.hosting
    assert "Host your Unbeetable game again" in menu.hosting[GAME].tooltip
    host.stop(5)
    saved = hosting.load(GAME, app.notices)
    assert saved is not None and saved[1].here == (0,) and saved[1].port == host.port


def seated(game_id=GAME, moves=3):
    """A game of Ann and Bea a few moves in, as a host keeps it."""
    session = Session(game_id, [Seat("Ann"), Seat("Bea", colour=1)], SEED, secret=SECRET)
    for _ in range(moves):
        session.apply(session.state.legal_moves()[0])
    return session


def write_hosted(record):
    path = store.save_path(GAME, hosted=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record) if isinstance(record, dict) else record)
    return path


HOSTING = {"here": [0], "port": 40111, "host": "Ann"}


@pytest.mark.parametrize(
    ("content", "said"),
    [
        ("{not json", "not valid JSON"),
        ({"hosting": HOSTING}, "field 'format'"),
        ("record", "field 'hosting' must give"),  # an old or hand-made save with no hosting part
        ({"here": [1, 1], "port": 40111, "host": "Ann"}, "field 'hosting.here'"),
        ({"here": [0], "port": 70000, "host": "Ann"}, "field 'hosting.port'"),
        ({"here": [0], "port": 40111, "host": "x" * 500}, "field 'hosting.host'"),
        ({"here": [0], "port": True, "host": "Ann"}, "field 'hosting.port'"),
    ],
)
def test_a_broken_hosted_save_is_named_and_set_aside_and_the_app_goes_on(app, content, said):
    record = seated().to_record()
    if content == "record":
        content = record
    elif isinstance(content, dict) and "here" in content:
        content = {**record, "hosting": content}
    path = write_hosted(content)
    app.stack.push(MenuScene(app))
    menu = app.stack.top
    assert GAME in menu.hosting  # offered: what is wrong is said when it is opened
    click(app, menu.hosting[GAME].rect.center)
    assert app.stack.top is menu and GAME not in menu.hosting
    assert any(path.name in n and said in n for n in app.notices), app.notices
    assert not path.exists() and list(path.parent.glob(f"{path.name}.*"))  # kept aside, never deleted
    app.step(STEP)


def test_a_hot_seat_save_and_a_hosted_save_of_one_game_live_side_by_side(fixed_deal, app, table):
    at_screen = seated(moves=5)
    store.put_save(at_screen.to_record())
    app.stack.push(MenuScene(app))
    board, host, _bea, _finals = host_from_the_window(app, table)  # no "Replace your saved game?": another slot
    play_until(app, board, 2)
    app.stack.clear_to(MenuScene(app))
    host.stop(5)
    menu = app.stack.top
    assert set(menu.continues) == set(menu.hosting) == {GAME}
    assert menu.saves[GAME].moves == 5 and menu.hosted[GAME].moves >= 2
    local = menu.continues[GAME].rect
    assert not local.colliderect(menu.hosting[GAME].rect)  # side by side
    click(app, menu.continues[GAME].rect.center)
    board = next(scene for scene in app.stack.scenes if isinstance(scene, BaseTable))  # under its cover screen
    assert board.session.moves == at_screen.moves and not board.session.hosted  # the game at this screen
    app.stack.clear_to(MenuScene(app))
    assert store.has_save(GAME) and store.has_save(GAME, hosted=True)
    # Hosting a new game asks about the hosted one only, and a new game at the screen about its own only.
    app.stack.push(HostScene(app, games.get(GAME), [Seat("Ann"), Seat("Bea", colour=1)], {}))
    click(app, app.stack.top.host_button.rect.center)
    assert isinstance(app.stack.top, ConfirmDialog)
    assert app.stack.top.title == "Replace your hosted game of Unbeetable?"
    key(app, 110)  # N: keep it
    assert store.has_save(GAME, hosted=True) and store.has_save(GAME)


def test_a_resumed_host_waits_for_the_laptop_that_is_away(app, table):
    session = seated(moves=2)
    record = {**session.to_record(), "hosting": HOSTING}
    write_hosted(record)
    app.stack.push(MenuScene(app))
    click(app, app.stack.top.hosting[GAME].rect.center)
    step_until(app, lambda: isinstance(app.stack.top, BaseTable))
    board = app.stack.top
    assert board.session.away == ["Bea"] and board.session.moves == session.moves
    step_until(app, lambda: board.prompt_line.text() == "Waiting for Bea to come back.")
    lobby_host = board.session.host
    table.hosts.append(lobby_host)
    bea = Client("127.0.0.1", lobby_host.port, lobby_host.code, token=host_module.seat_token(SECRET, 1))
    table.clients.append(bea)
    bea.start()
    step_until(app, lambda: not board.session.away)


def test_a_laptop_that_gave_up_finds_its_host_continued_on_another_port_from_the_join_screen(app, table, monkeypatch):
    import socket

    from gardengames.net import rejoin
    from gardengames.net.discovery import Advert
    from gardengames.net.protocol import PROTOCOL
    from gardengames.ui.join_screen import JoinScene

    session = seated(moves=2)
    host = table.host(GAME, [], session=session)  # continued from its save, on a new port
    with socket.socket() as taken:  # the port the laptop remembers: nothing listens there now
        taken.bind(("127.0.0.1", 0))
        old = taken.getsockname()[1]
    token = host_module.seat_token(SECRET, 1)
    rejoin.remember(rejoin.Held("127.0.0.1", old, host.code, (token,), GAME, ("Bea",)), [])
    advert = Advert(host="Ann", port=host.port, game=GAME, free=0, seats=2, protocol=PROTOCOL, interfaces=["127.0.0.1"])
    try:
        app.stack.push(MenuScene(app))
        join = JoinScene(app)
        app.stack.push(join)
        # Only this test's advert: other test runs on this machine advertise on 127.0.0.1 too.
        everything = join.browser.found
        monkeypatch.setattr(join.browser, "found", lambda: [f for f in everything() if f.port == host.port])
        step_until(app, lambda: join.browser.found())
        click(app, join.return_button.rect.center)
        step_until(app, lambda: isinstance(app.stack.top, BaseTable))
        board = app.stack.top
        assert board.session.mine == (1,) and board.session.moves == session.moves
        assert rejoin.recall().port == host.port  # remembered where it is now
    finally:
        advert.close(timeout=5)


def test_back_to_your_seat_follows_an_advert_only_where_it_can_be_no_other_game():
    from gardengames.net.discovery import Found
    from gardengames.net.rejoin import Held
    from gardengames.ui.join_screen import moved

    held = Held("192.0.2.5", 4000, "ABCDEF", ("t" * 32,), GAME, ("Bea",))

    def found(port, game=GAME, free=0, address="192.0.2.5", compatible=True):
        return Found(f"k{port}", "Ann", (address,), port, game, free, 2, 1, "0.1.0", compatible)

    assert moved(held, [found(5000)]).port == 5000
    assert moved(held, [found(4000), found(5000)]) == held  # still where it was
    assert moved(held, [found(5000), found(6000)]) == held  # two candidates: no guess
    assert moved(held, [found(5000, free=1)]) == held  # a game waiting for players is a new one
    assert moved(held, [found(5000, game="sabotage")]) == held
    assert moved(held, [found(5000, address="192.0.2.6")]) == held
    assert moved(held, [found(5000, compatible=False)]) == held
    assert moved(None, [found(5000)]) is None


def test_a_finished_hosted_game_whose_host_was_killed_before_counting_it_is_counted_once_at_the_menu(app):
    session = seated(moves=0)
    session.uid = "0123456789abcdef"
    while not session.state.is_over:
        session.apply(session.state.legal_moves()[0])
    write_hosted({**session.to_record(), "hosting": HOSTING, "over": True})
    for _ in range(2):
        app.stack.clear_to(MenuScene(app))
        assert app.stack.top.hosting == {}
        assert store.load_stats([]).game(GAME).played == 1 and len(recent.load_recent([])) == 1
    assert not store.has_save(GAME, hosted=True)


def test_a_hosted_save_of_a_game_played_alone_is_set_aside(app):
    session = Session("unsurmountable", [Seat("Ann")], 3, {"level": 1})
    path = store.save_path("unsurmountable", hosted=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({**session.to_record(), "hosting": HOSTING}))
    app.stack.push(MenuScene(app))
    click(app, app.stack.top.hosting["unsurmountable"].rect.center)
    assert "unsurmountable" not in app.stack.top.hosting and not path.exists()
    assert any("it cannot be hosted" in n for n in app.notices), app.notices


def test_continue_hosting_brings_back_every_seat_of_the_hosts_laptop(app, table):
    """Ann and Cleo take turns at the host's laptop (issue 32, several seats on one laptop): Continue hosting
    brings both back, not only the first, and waits for Bea's laptop alone."""
    session = Session(GAME, [Seat("Ann"), Seat("Bea", colour=1), Seat("Cleo", colour=2)], SEED, secret=SECRET)
    for _ in range(2):
        session.apply(session.state.legal_moves()[0])
    write_hosted({**session.to_record(), "hosting": {"here": [0, 2], "port": 40111, "host": "Ann"}})
    app.stack.push(MenuScene(app))
    click(app, app.stack.top.hosting[GAME].rect.center)
    step_until(app, lambda: isinstance(app.stack.top, (BaseTable, CoverScreen)))
    board = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    table.hosts.append(board.session.host)
    assert board.session.mine == (0, 2) and board.session.moves == session.moves
    assert board.session.away == ["Bea"]
