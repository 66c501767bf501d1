"""Hand-edited saves: each a real autosave with one field made wrong, the way a curious player (or a bug) would.

Each must be refused by ``store.load_save`` with a notice naming the file and the field, kept aside byte for
byte, and a second Continue must find nothing usable without raising. The unedited save must load.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from gardengames import games, store
from gardengames.session import Seat, Session

GAME_IDS = [g.id for g in games.GAMES.values()]


@functools.cache
def valid_record(game_id: str) -> str:
    """A real autosave (a few moves into a game) as JSON text; multiplayer games get three seats."""
    info = games.GAMES[game_id]
    if info.solitaire:
        seats, options = [Seat("Zoë")], {"level": 2, "winnable_only": False}
    else:
        seats = [
            Seat("Zoë"),
            Seat("Basil", "computer", info.bot_levels[-1], 1),
            Seat("Clover", "computer", info.bot_levels[0], 2),
        ]
        options = None
    session = Session(game_id, seats, 99, options)
    for _ in range(4):
        session.apply(session.computer_move())
    return json.dumps({**session.to_record(), "saved_at": 1_700_000_000.0})


@dataclass(frozen=True)
class Edit:
    name: str
    change: Callable[[dict[str, Any], games.GameInfo], None]
    words: tuple[str, ...]  # what the notice must name besides the file
    applies: Callable[[games.GameInfo], bool] = lambda info: True


def seat(i: int) -> Callable[[dict[str, Any], games.GameInfo], int]:
    """Seat ``i`` of the record, or the only seat of a solitaire game."""
    return lambda record, info: 0 if info.solitaire else i


def set_seat(key: str, value: Any, i: int = 0) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        record["seats"][seat(i)(record, info)][key] = value

    return change


def computer_at(level: str) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        row = record["seats"][seat(1)(record, info)]
        row["kind"], row["level"] = "computer", level

    return change


def seat_count(n: int) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        names = ["Zoë", "Basil", "Clover", "Rosemary", "Sage", "Thyme"]
        record["seats"] = [{"name": names[i], "kind": "human", "level": "easy", "colour": i % 4} for i in range(n)]

    return change


def outside(n: int) -> Callable[[games.GameInfo], bool]:
    return lambda info: not info.min_players <= n <= info.max_players


def top(key: str, value: Any) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        record[key] = value

    return change


def option(key: str, value: Any) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        record["options"][key] = value

    return change


def first_move(make: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any], games.GameInfo], None]:
    def change(record: dict[str, Any], info: games.GameInfo) -> None:
        record["moves"][0] = make(record["moves"][0])

    return change


def fields_as(value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The first move with every field but its type set to ``value``."""
    return lambda move: {k: (v if k == "type" else value) for k, v in move.items()}


def six_thousand_moves(record: dict[str, Any], info: games.GameInfo) -> None:
    moves = record["moves"]
    record["moves"] = (moves * (6000 // len(moves) + 1))[:6000]


def solo(info: games.GameInfo) -> bool:
    return info.solitaire


def multi(info: games.GameInfo) -> bool:
    return not info.solitaire


EDITS = [
    Edit("colour 99", set_seat("colour", 99), ("seats", "colour")),
    Edit("colour -1", set_seat("colour", -1), ("seats", "colour")),
    Edit("colour 4", set_seat("colour", 4), ("seats", "colour")),
    Edit("colour true", set_seat("colour", True), ("seats", "colour")),
    Edit("colour '1'", set_seat("colour", "1"), ("seats", "colour")),
    Edit("computer level godlike", computer_at("godlike"), ("seats", "level")),
    Edit("computer level solver in a multiplayer game", computer_at("solver"), ("seats", "level"), multi),
    Edit("computer level hard in solitaire", computer_at("hard"), ("seats", "level"), solo),
    Edit("kind alien", set_seat("kind", "alien"), ("seats", "kind")),
    Edit("name of a million characters", set_seat("name", "a" * 1_000_000), ("seats", "name")),
    Edit("empty name", set_seat("name", ""), ("seats", "name")),
    Edit("blank name", set_seat("name", "   "), ("seats", "name")),
    Edit("name with a newline", set_seat("name", "Zo\në"), ("seats", "name")),
    Edit("name 25 characters", set_seat("name", "z" * 25), ("seats", "name")),
    Edit("name missing", lambda record, info: record["seats"][0].pop("name"), ("seats", "name")),
    Edit("seat not a mapping", lambda record, info: record["seats"].__setitem__(0, "Zoë"), ("seats",)),
    Edit("two seats with the same colour", set_seat("colour", 0, 1), ("seats", "colour"), multi),
    Edit("two seats with the same name", set_seat("name", "zoë", 1), ("seats", "name"), multi),
    Edit("0 players", seat_count(0), ("seats", "0"), outside(0)),
    Edit("1 player", seat_count(1), ("seats", "1"), outside(1)),
    Edit("2 players", seat_count(2), ("seats", "2"), outside(2)),
    Edit("5 players", seat_count(5), ("seats", "5"), outside(5)),
    Edit("seats not a list", top("seats", {"0": {"name": "Zoë"}}), ("seats",)),
    Edit("unknown option key", option("turbo", True), ("options", "turbo")),
    Edit("options not a mapping", top("options", [["level", 2]]), ("options",)),
    Edit("level 9", option("level", 9), ("options", "level"), solo),
    Edit("level '2'", option("level", "2"), ("options", "level"), solo),
    Edit("level 2.0", option("level", 2.0), ("options", "level"), solo),
    Edit("level true", option("level", True), ("options", "level"), solo),
    Edit("winnable_only 1", option("winnable_only", 1), ("options", "winnable_only"), solo),
    Edit("winnable_only 'yes'", option("winnable_only", "yes"), ("options", "winnable_only"), solo),
    Edit("seed a string", top("seed", "99"), ("seed",)),
    Edit("seed a float", top("seed", 99.0), ("seed",)),
    Edit("seed a bool", top("seed", True), ("seed",)),
    Edit("seed a 40-digit int", top("seed", 10**39), ("seed",)),
    Edit("seed null", top("seed", None), ("seed",)),
    Edit("format true", top("format", True), ("format",)),
    Edit("format '1'", top("format", "1"), ("format",)),
    Edit("format 0", top("format", 0), ("format",)),
    Edit("rules_version true", top("rules_version", True), ("rules_version",)),
    Edit(
        "game another one",
        lambda record, info: record.__setitem__("game", next(g for g in GAME_IDS if g != info.id)),
        ("game",),
    ),
    Edit(
        "moves a mapping",
        lambda record, info: record.__setitem__("moves", dict(enumerate(record["moves"]))),
        ("moves",),
    ),
    Edit("moves a string", top("moves", "Build 0 0"), ("moves",)),
    Edit("moves null", top("moves", None), ("moves",)),
    Edit("a move that is a list", first_move(lambda move: [1, 2]), ("moves[0]",)),
    Edit("a move that is a string", first_move(lambda move: move["type"]), ("moves[0]",)),
    Edit("a move whose type is a number", first_move(lambda move: {**move, "type": 5}), ("moves[0]",)),
    Edit("a move of another game", first_move(lambda move: {"type": "NotAMove", "player": 0}), ("moves[0]",)),
    Edit("a move with no fields", first_move(lambda move: {"type": move["type"]}), ("moves[0]",)),
    Edit("a move with text fields", first_move(fields_as("x")), ("moves[0]",)),
    Edit("a move with list fields", first_move(fields_as([[[]]])), ("moves[0]",)),
    Edit("a move with huge fields", first_move(fields_as(10**20)), ("moves[0]",)),
    Edit("6,000 moves", six_thousand_moves, ("moves",)),
    Edit("checksum wrong", top("checksum", "0" * 16), ("checksum",)),
]

CASES = [(game_id, edit) for game_id in GAME_IDS for edit in EDITS if edit.applies(games.GAMES[game_id])]


def write(game_id: str, record: dict[str, Any]) -> bytes:
    blob = json.dumps(record).encode()
    path = store.save_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    return blob


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_unedited_save_loads(game_id):
    record = json.loads(valid_record(game_id))
    write(game_id, record)
    notices: list[str] = []
    session = store.load_save(game_id, notices)
    assert notices == []
    assert session is not None and session.state.checksum() == record["checksum"]
    assert len(session.moves) == len(record["moves"]) and [s.name for s in session.seats][0] == "Zoë"
    assert store.save_info(game_id) is not None


@pytest.mark.parametrize("game_id, edit", CASES, ids=[f"{g}-{e.name}" for g, e in CASES])
def test_a_crafted_save_is_refused_by_name_and_kept(game_id, edit):
    record = json.loads(valid_record(game_id))
    edit.change(record, games.GAMES[game_id])
    blob = write(game_id, record)
    path = store.save_path(game_id)
    store.save_info(game_id)  # the menu may read the header first: never raises
    notices: list[str] = []
    assert store.load_save(game_id, notices) is None
    assert len(notices) == 1, notices
    notice = notices[0]
    assert path.name in notice, notice
    for word in edit.words:
        assert word in notice, f"the notice does not name {word!r}: {notice}"
    assert "\n" not in notice and len(notice) < 400, f"not one readable line: {notice[:200]!r}..."
    assert not path.exists()
    kept = list(path.parent.glob(path.name + ".broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == blob
    # Continue again: nothing usable is left, and nothing raises.
    again: list[str] = []
    assert store.load_save(game_id, again) is None
    assert again == []
    assert store.save_info(game_id) is None
    assert sorted(p.name for p in path.parent.iterdir()) == [kept[0].name]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_crafted_save_falls_back_to_the_backup(game_id):
    """With a good ``.bak`` beside it, a crafted save gives way to the backup, every time it is opened."""
    good = json.loads(valid_record(game_id))
    write(game_id, good)
    path = store.save_path(game_id)
    path.replace(path.with_name(path.name + ".bak"))
    record = json.loads(valid_record(game_id))
    record["seats"][0]["colour"] = 99
    blob = write(game_id, record)
    for attempt in range(2):
        notices: list[str] = []
        session = store.load_save(game_id, notices)
        assert session is not None and session.state.checksum() == good["checksum"]
        if attempt == 0:
            assert len(notices) == 1 and path.name in notices[0] and "colour" in notices[0], notices
        else:
            assert notices == []
    kept = list(path.parent.glob(path.name + ".broken-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == blob
