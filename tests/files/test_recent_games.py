"""The recent-games list (issue 16, point 3): the keeper keeps every finished game's record, the newest 50; the
file is written like saves; a broken, huge or hostile file is set aside with a notice naming it and the app
starts; a record that does not replay is named, kept aside in the file as it was, and the others stay."""

import json
import os

import pygame
import pytest

from gardengames import recent, store
from gardengames.keeper import Keeper
from gardengames.replay import replay_of
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.replay import ReplayScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene
from tests.ui_events import key

SEATS = [Seat("Ann", "human", "easy", 0)]


def played_climb(seed: int) -> Session:
    """A finished Unsurmountable game (the first legal move each time: quick, and over in a few dozen moves)."""
    session = Session("unsurmountable", list(SEATS), seed, {"level": 1})
    while not session.state.is_over:
        session.apply(session.state.legal_moves()[0])
    return session


def record_game(seed: int, notices: list[str] | None = None) -> Session:
    """Finish a climb with a keeper listening on its last move, as a table does."""
    done = played_climb(seed)
    session = Session("unsurmountable", list(SEATS), seed, {"level": 1})
    for move in done.moves[:-1]:
        session.apply(move)
    Keeper(session, notices if notices is not None else [])
    session.apply(done.moves[-1])
    return session


def test_each_finished_game_is_kept_once_and_the_51st_drops_the_oldest():
    first = record_game(1)
    keeper = first.listeners[0].__self__
    assert isinstance(keeper, Keeper) and keeper.recorded
    keeper.save()
    keeper.record()  # a keeper records its game once, however often it is asked
    assert [g.seed for g in recent.load_recent([])] == [1]
    for seed in range(2, 51):
        record_game(seed)
    listed = recent.load_recent([])
    assert len(listed) == recent.RECENT_LIMIT and listed[0].seed == 1 and listed[-1].seed == 50
    record_game(51)
    listed = recent.load_recent([])
    assert len(listed) == recent.RECENT_LIMIT
    assert listed[0].seed == 2 and listed[-1].seed == 51  # the oldest went
    assert recent.recent_path().with_name("recent.json.bak").exists()  # written like saves: the previous kept
    assert not list(recent.recent_path().parent.glob("*.tmp"))
    assert listed[-1].record["checksum"] == played_climb(51).state.checksum()


def test_a_full_disk_is_a_notice_not_a_crash(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "atomic_write_text", refuse)
    notices: list[str] = []
    record_game(3, notices)
    assert any("recent games could not be saved" in n and "No space" in n for n in notices)


HOSTILE = {
    "not json": b"{ this is not json",
    "binary": bytes(range(256)) * 40,
    "not a mapping": b"[1, 2, 3]",
    "newer version": json.dumps({"version": 99, "games": []}).encode(),
    "games not a list": json.dumps({"version": 1, "games": {"a": 1}}).encode(),
    "entry not a mapping": json.dumps({"version": 1, "games": ["x"]}).encode(),
    "unknown game": json.dumps(
        {"version": 1, "games": [{"game": "chess", "seed": 1, "moves": [], "seats": []}]}
    ).encode(),
    "too many games": json.dumps({"version": 1, "games": [{}] * 51}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "giant number": b'{"version": 1, "games": [{"seed": ' + b"9" * 5000 + b"}]}",
    "a name no table could show": json.dumps(
        {
            "version": 1,
            "games": [
                {"game": "sabotage", "seed": 1, "moves": [], "seats": [{"name": "A\nB"}, {"name": "Bo", "colour": 1}]}
            ],
        }
    ).encode(),
    "bad seat": json.dumps(
        {"version": 1, "games": [{"game": "sabotage", "seed": 1, "moves": [], "seats": [{"name": 5}]}]}
    ).encode(),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_a_broken_or_hostile_file_is_set_aside_with_a_notice_and_the_app_starts(name):
    path = recent.recent_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(HOSTILE[name])
    app = App((1280, 720), headless=True)
    try:
        app.stack.push(MenuScene(app))
        app.step(0.016)
        key(app, pygame.K_t)
        assert isinstance(app.stack.top, StatsScene)
        key(app, pygame.K_w)
        listing = app.stack.top
        assert isinstance(listing, RecentGamesScene) and listing.games == []
        key(app, pygame.K_RETURN)  # nothing to watch: Enter presses Back, the one button the focus ring is on
        assert isinstance(app.stack.top, StatsScene)
        assert any(n.startswith("recent.json ") and "kept as recent.json.broken-" in n for n in app.notices), name
        kept = list(path.parent.glob("recent.json.broken-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == HOSTILE[name] and not path.exists()
    finally:
        app.close()
    record_game(4)  # and the next finished game starts a new list
    assert [g.seed for g in recent.load_recent([])] == [4]


def test_a_huge_file_is_refused_without_being_read():
    path = recent.recent_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as handle:
        handle.truncate(recent.RECENT_FILE_LIMIT + 1)  # sparse: no disk is filled to test this
    notices: list[str] = []
    assert recent.load_recent(notices) == []
    assert any("larger than" in n and "recent.json.broken-" in n for n in notices)


def tamper(field: str, value) -> list[str]:
    """Three recorded games, the middle one's ``field`` changed; returns the notices of opening it."""
    for seed in (5, 6, 7):
        record_game(seed)
    raw = json.loads(recent.recent_path().read_text())
    raw["games"][1][field] = value(raw["games"][1]) if callable(value) else value
    recent.recent_path().write_text(json.dumps(raw))
    listed = recent.load_recent([])
    notices: list[str] = []
    assert recent.open_record(listed[1], notices) is None
    return notices


@pytest.mark.parametrize(
    "field, value, words",
    [
        ("checksum", "0" * 16, "field 'checksum'"),
        ("moves", lambda g: g["moves"][:-1] + [{"kind": "bogus"}], "field 'moves["),
        ("moves", lambda g: list(reversed(g["moves"])), "field 'moves["),
        ("rules_version", 0, "rules version"),
        ("options", {"level": 9}, "field 'options'"),
    ],
)
def test_a_record_that_does_not_replay_is_named_kept_aside_and_the_others_stay(field, value, words):
    notices = tamper(field, value)
    assert any("Unsurmountable, seed 6" in n and "could not be replayed" in n and words in n for n in notices), notices
    assert any("kept as recent.json.broken-" in n for n in notices)
    [kept] = recent.recent_path().parent.glob("recent.json.broken-*")
    assert len(json.loads(kept.read_text())["games"]) == 3  # the file as it was, whole
    assert [g.seed for g in recent.load_recent([])] == [5, 7]


def test_the_viewer_refuses_a_bad_record_from_the_list_and_keeps_the_app_running():
    for seed in (8, 9):
        record_game(seed)
    raw = json.loads(recent.recent_path().read_text())
    raw["games"][-1]["checksum"] = "f" * 16
    recent.recent_path().write_text(json.dumps(raw))
    app = App((1280, 720), headless=True)
    try:
        app.stack.push(MenuScene(app))
        app.stack.push(StatsScene(app))
        app.step(0.016)
        key(app, pygame.K_w)
        listing = app.stack.top
        assert [g.seed for g in listing.games] == [9, 8]  # newest first
        key(app, pygame.K_RETURN)
        assert app.stack.top is listing and [g.seed for g in listing.games] == [8]
        assert any("seed 9" in n and "checksum" in n for n in app.notices)
        key(app, pygame.K_RETURN)
        assert isinstance(app.stack.top, ReplayScene) and app.stack.top.replay.session.seed == 8
    finally:
        app.close()


def test_a_spectator_table_records_nothing(open_table):
    app, table = open_table("unsurmountable", list(SEATS))
    app.stack.pop()
    session = played_climb(10)
    from gardengames import games

    spectator = games.get("unsurmountable").table_scene()(app, session, spectator=True)
    app.stack.push(spectator)
    app.step(0.016)
    assert spectator.keeper is None
    assert not recent.recent_path().exists()
    app.close()


def test_the_record_time_is_for_the_list_only():
    record_game(11)
    [game] = recent.load_recent([])
    raw = dict(game.record)
    raw.pop("finished_at")
    assert replay_of(raw).final_checksum == game.record["checksum"]  # the replay never reads the time
    assert game.when() != "at an unknown time" and os.path.getsize(recent.recent_path()) < 64 * 1024
