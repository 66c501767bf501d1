"""Structural fuzzing of every JSON file the app reads: settings, statistics and the save of every game.

Where tests/files/test_fuzz_files.py flips bytes, this one knows the shape of each document: it walks the JSON tree
of a real, valid file and puts a wrong value at every key path (null, booleans, text, lists, mappings, giant
and negative numbers, NaN, Infinity, 1e400, a million characters, 100,000 levels of nesting), deletes and adds
keys, and wraps the whole in the wrong encoding, a BOM, a folder, a symlink loop or 30 MB of padding; then it
fills up to the case count with seeded random combinations of all of these.

Every case checks the same contract:

* the loader never raises (and never stalls);
* a file it could not use is named in a notice and still exists byte for byte (set aside as
  ``<name>.broken-*``, or left untouched);
* whatever it did load is sane: settings in their ranges, counts non-negative whole numbers, a save's session
  replays and its seats, levels, colours and options are ones the game allows;
* ``store.save_info`` never raises on any of these files, before or after the load, and what it returns can be
  shown.

2,000 cases per kind normally, 10,000 with ``GARDENGAMES_SOAK=1`` (``make soak``). ``GARDENGAMES_FUZZ_SEED``
changes the random part; a failure names the case (``kind #index``) and its mutations, and
``GARDENGAMES_FUZZ_ONLY=<index>`` reruns just that case. Run with ``-s`` to see one summary line per kind.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import shutil
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pytest

from gardengames import games, store
from gardengames.session import Seat, Session, from_record

SOAK = os.environ.get("GARDENGAMES_SOAK") == "1"
CASES = 10_000 if SOAK else 2_000
SEED = os.environ.get("GARDENGAMES_FUZZ_SEED", "0")
ONLY = os.environ.get("GARDENGAMES_FUZZ_ONLY")
STALL_S = 5.0  # one load taking longer than this is a hang, whatever the file
HUGE = 30 << 20  # "a huge file": far past every limit, still quick to write and compare

GAME_IDS = [g.id for g in games.GAMES.values()]
COLOURS = range(4)  # the table has four seat colours
KINDS = ("human", "computer")
MAX_NAME = 24

# ---------------------------------------------------------------------------------------------------------------
# Valid documents: what the app itself writes.


def valid_settings() -> dict[str, Any]:
    settings = store.Settings(
        window_width=1440,
        window_height=900,
        fullscreen=True,
        volume=0.35,
        muted=False,
        animation_speed="fast",
        player_names=["Zoë", "Bob", "Cleo", "Dev"],
    )
    return json.loads(settings.to_json())


def valid_stats() -> dict[str, Any]:
    stats = store.Stats()
    for game_id in GAME_IDS:
        stats.game(game_id).record(["human"], 31, None)
        stats.game(game_id).record(["computer", "human"], 44, None)
    stats.game("unsurmountable").record(["human"], 1, 2, True)
    stats.game("unsurmountable").record([], 0, 2, False)
    stats.game("unsurmountable").record(["human"], 1, 5, True)
    return json.loads(stats.to_json())


def valid_save(game_id: str, moves: int = 5) -> dict[str, Any]:
    """A real autosave: a few moves of a fresh game, as ``store.write_save`` writes it."""
    info = games.GAMES[game_id]
    if info.solitaire:
        seats, options = [Seat("Zoë")], {"level": 2}
    else:
        levels = info.bot_levels
        seats = [Seat("Zoë"), Seat("Basil", "computer", levels[-1], 2), Seat("Clover", "computer", levels[0], 3)]
        options = None
    session = Session(game_id, seats, 4242, options)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.apply(session.computer_move())
    return {**session.to_record(), "saved_at": 1_700_000_000.25}


# ---------------------------------------------------------------------------------------------------------------
# Building mutated files.


@dataclass(frozen=True)
class Raw:
    """JSON text dropped in verbatim where a value goes (NaN, 5,000 digits, 100,000 brackets...)."""

    text: str
    name: str


def deep(n: int, open_: str = "[", close: str = "]") -> Raw:
    middle = "1" if open_.endswith(":") else ""
    return Raw(open_ * n + middle + close * n, f"{n} nested {open_}{close}")


RAW_VALUES = [
    Raw("NaN", "NaN"),
    Raw("Infinity", "Infinity"),
    Raw("-Infinity", "-Infinity"),
    Raw("1e400", "1e400"),
    Raw("-1e400", "-1e400"),
    Raw("1" + "0" * 4999, "5000-digit int"),
    Raw("9" * 400, "400-digit int"),
    Raw("-" + "9" * 400, "-400-digit int"),
    Raw("0." + "1" * 400, "400-digit float"),
    Raw("[" * 100_000, "100000 unclosed ["),
    Raw('{"a":' * 100_000, "100000 unclosed {"),
    deep(100_000),
    deep(900),
    Raw('{"a":' * 900 + "1" + "}" * 900, "900 nested {}"),
]
MILLION = "a" * 1_000_000
# The wrong values put at every key path of every valid document.
EVERY_PATH_VALUES: list[Any] = [
    None,
    True,
    False,
    "",
    "text",
    MILLION,
    [],
    [1],
    {},
    {"a": 1},
    0,
    -1,
    -(10**9),
    1.5,
    10**9,  # store.MAX_COUNT: the largest count a statistics file may hold
    10**25,
    -(10**25),
    2**63,
    *RAW_VALUES,
]
STRINGS = [
    "",
    " ",
    "\t",
    "x",
    "\x00",
    "\n",
    "\u202e",
    "\ud800",
    "Zo\u00eb",
    "名前",
    "a" * 25,
    "a" * 24,
    "easy",
    "hard",
    "solver",
    "godlike",
    "human",
    "computer",
    "alien",
    *GAME_IDS,
    "chess",
    "normal",
    "off",
]
EXTRA_KEYS = ["zzz", "", "version", "format", "game", "colour", "__class__", "a" * 1000, "\u00e9", "1", "level"]


def describe(value: Any) -> str:
    if isinstance(value, Raw):
        return value.name
    if isinstance(value, str) and len(value) > 30:
        return f"{len(value)}-char string"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**12:
        return f"{len(str(abs(value)))}-digit int" if abs(value) > 10**20 else str(value)
    text = dumps(value).decode("utf-8", "replace")
    return text if len(text) <= 40 else text[:37] + "..."


def dumps(doc: Any, style: int = 0) -> bytes:
    """``doc`` as the bytes of a file; ``Raw`` values are spliced in as written."""
    raws: list[Raw] = []

    def swap(node: Any) -> Any:
        if isinstance(node, Raw):
            raws.append(node)
            return f"@@raw-{len(raws) - 1}@@"
        if isinstance(node, dict):
            return {k: swap(v) for k, v in node.items()}
        if isinstance(node, list):
            return [swap(v) for v in node]
        return node

    plain = swap(doc)
    if style == 1:
        text = json.dumps(plain, indent=2, ensure_ascii=False)
    elif style == 2:
        text = json.dumps(plain, separators=(",", ":"))
    elif style == 3:
        text = json.dumps(plain, indent="\t").replace("\n", "\r\n") + "\r\n"
    else:
        text = json.dumps(plain)
    for i, raw in enumerate(raws):
        text = text.replace(f'"@@raw-{i}@@"', raw.text, 1)
    return text.encode("utf-8", "surrogatepass")


Key = str | int
JsonPath = tuple[Key, ...]


def show(path: JsonPath) -> str:
    out = ""
    for key in path:
        out += f"[{key}]" if isinstance(key, int) else (f".{key}" if out else str(key))
    return out or "<root>"


def walk(node: Any, path: JsonPath = ()) -> Iterator[tuple[JsonPath, Any]]:
    yield path, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from walk(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk(value, (*path, i))


def copy(node: Any) -> Any:
    if isinstance(node, dict):
        return {k: copy(v) for k, v in node.items()}
    if isinstance(node, list):
        return [copy(v) for v in node]
    return node


def replaced(doc: Any, path: JsonPath, value: Any) -> Any:
    if not path:
        return value
    out = copy(doc)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return out


def deleted(doc: Any, path: JsonPath) -> Any:
    out = copy(doc)
    node = out
    for key in path[:-1]:
        node = node[key]
    del node[path[-1]]
    return out


# A case's file: bytes, or one of these things in place of a file.
DIRECTORY, DIRECTORY_WITH_FILE, SELF_LINK, DANGLING_LINK, LINK_TO_VALID = (
    "<a folder>",
    "<a folder holding a file>",
    "<a symlink to itself>",
    "<a dangling symlink>",
    "<a symlink to a valid copy>",
)


@dataclass
class Case:
    label: str
    payload: bytes | str
    must_load: bool = False  # the valid document, merely written differently


def fixed_cases(doc: dict[str, Any], limit: int) -> list[Case]:
    """The systematic part: every path times every wrong value, every deletion, every extra key, and the
    whole-file cases."""
    text = dumps(doc)
    cases = [
        Case("valid", text, True),
        Case("valid, indented, non-ASCII as UTF-8", dumps(doc, 1), True),
        Case("valid, compact", dumps(doc, 2), True),
        Case("valid, tabs and CRLF", dumps(doc, 3), True),
        Case("UTF-8 BOM in front", b"\xef\xbb\xbf" + text, True),
        Case("surrounded by whitespace", b" \n\t" + text + b"\n\n  ", True),
        Case(f"padded with spaces to {limit} bytes, the limit", text + b" " * (limit - len(text)), True),
    ]
    paths = list(walk(doc))
    for path, _ in paths:
        for value in EVERY_PATH_VALUES:
            cases.append(Case(f"{show(path)} = {describe(value)}", dumps(replaced(doc, path, value))))
    for path, _ in paths[1:]:
        cases.append(Case(f"delete {show(path)}", dumps(deleted(doc, path))))
    for path, node in paths:
        if isinstance(node, dict):
            for key in EXTRA_KEYS[:4]:
                cases.append(Case(f"extra key {key!r} in {show(path)}", dumps(replaced(doc, path, {**node, key: 1}))))
    whole = {
        "empty file": b"",
        "only whitespace": b" \n\t ",
        "only a BOM": b"\xef\xbb\xbf",
        "null": b"null",
        "a list": b"[]",
        "a number": b"7",
        "a string": b'"settings"',
        "true": b"true",
        "100000 [ at the top": b"[" * 100_000,
        "100000 { at the top": b'{"a":' * 100_000,
        "100000 balanced [] at the top": b"[" * 100_000 + b"]" * 100_000,
        "NaN at the top": b"NaN",
        "Infinity at the top": b"Infinity",
        "-Infinity at the top": b"-Infinity",
        "1e400 at the top": b"1e400",
        "5000-digit int at the top": b"1" * 5000,
        "two BOMs": b"\xef\xbb\xbf\xef\xbb\xbf" + text,
        "UTF-16 with BOM": dumps(doc).decode().encode("utf-16"),
        "UTF-16-LE, no BOM": dumps(doc).decode().encode("utf-16-le"),
        "UTF-16-BE with BOM": b"\xfe\xff" + dumps(doc).decode().encode("utf-16-be"),
        "UTF-32": dumps(doc).decode().encode("utf-32"),
        "Latin-1 (non-ASCII as Latin-1)": dumps(doc, 1).decode().encode("latin-1", "replace"),
        "\\xff inside a string": text.replace(b'"', b'"\xff', 2),
        "lone continuation byte": text.replace(b'"', b'"\x80', 2),
        "overlong slash": text.replace(b'"', b'"\xc0\xaf', 2),
        "UTF-8 encoded surrogate": text.replace(b'"', b'"\xed\xa0\x80', 2),
        "truncated multibyte character": dumps(doc, 1).replace("ë".encode(), b"\xc3", 1),
        "NUL appended": text + b"\x00",
        "NULs in front": b"\x00" * 8 + text,
        "two documents": text + text,
        "trailing comma": text[:-1] + b",}",
        "single quotes": text.replace(b'"', b"'"),
        "JavaScript comment": b"// saved\n" + text,
        "truncated to 1 byte": text[:1],
        "truncated to half": text[: len(text) // 2],
        "last byte missing": text[:-1],
        "ends mid-escape": dumps(doc).split(b"\\", 1)[0] + b"\\",
        f"one byte over the {limit // 1024} KB limit": text + b" " * (limit + 1 - len(text)),
        f"{HUGE >> 20} MB of spaces": b" " * HUGE,
        f"a {HUGE >> 20} MB string in an extra field": text[:-1] + b', "pad": "' + b"x" * HUGE + b'"}',
    }
    cases += [Case(label, payload) for label, payload in whole.items()]
    cases += [Case(thing, thing) for thing in (DIRECTORY, DIRECTORY_WITH_FILE, SELF_LINK, DANGLING_LINK)]
    cases.append(Case(LINK_TO_VALID, LINK_TO_VALID, True))
    return cases


def near(rng: random.Random, value: Any) -> Any:
    """A plausible wrong (or sometimes right) value where ``value`` was: the edits a person or a bug makes."""
    if isinstance(value, bool):
        return rng.choice([not value, int(value), str(value).lower(), None])
    if isinstance(value, int):
        return rng.choice(
            [
                value + rng.randint(1, 3),
                value - rng.randint(1, 3),
                -value,
                value * 1000,
                0,
                -1,
                4,
                5,
                99,
                2**31,
                2**63,
                2**63 + 1,
                -(2**63) - 1,
                2**64,
                float(value),
                str(value),
                True,
            ]
        )
    if isinstance(value, float):
        return rng.choice([-value, value * 3, 0, 1, 1.0000001, 1e308, -0.0, 5e-324, int(value), str(value)])
    if isinstance(value, str):
        return rng.choice([value.upper(), value + " ", " " + value, value * 30, value[:-1], value + "\x00", *STRINGS])
    if isinstance(value, list):
        if not value:
            return rng.choice([[None], [{}], [[]], [1]])
        items = copy(value)
        op = rng.randrange(5)
        if op == 0:
            return items + items
        if op == 1:
            return items[::-1]
        if op == 2:
            i = rng.randrange(len(items))
            return items[: i + 1] + [copy(items[i])] + items[i + 1 :]
        if op == 3:
            del items[rng.randrange(len(items))]
            return items
        return items[: rng.randrange(len(items) + 1)]
    if isinstance(value, dict):
        return rng.choice([{}, {**value, rng.choice(EXTRA_KEYS): random_value(rng)}, dict(reversed(value.items()))])
    return random_value(rng)


def random_value(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.45:
        return rng.choice(EVERY_PATH_VALUES)
    if roll < 0.75:
        return rng.choice(STRINGS)
    if roll < 0.9:
        return rng.choice(
            [rng.randint(-5, 30), rng.randint(-(10**6), 10**6), rng.random() * 2 - 0.5, rng.randint(0, 10**30)]
        )
    return deep(rng.choice([50, 500, 990, 1100, 3000]), *rng.choice([("[", "]"), ('[{"a":', "}]")]))


def random_case(rng: random.Random, doc: dict[str, Any]) -> Case:
    """One to three tree edits, then sometimes a byte-level edit on top."""
    steps: list[str] = []
    current: Any = doc
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
        paths = [(p, v) for p, v in walk(current) if p or rng.random() < 0.02]
        if not paths:
            break
        path, node = rng.choice(paths)
        op = rng.random()
        if op < 0.4:
            value = near(rng, node)
            steps.append(f"{show(path)} ~ {describe(value)}")
        elif op < 0.65:
            value = random_value(rng)
            steps.append(f"{show(path)} = {describe(value)}")
        elif op < 0.8 and path:
            current = deleted(current, path)
            steps.append(f"delete {show(path)}")
            continue
        else:
            holder = [(p, v) for p, v in walk(current) if isinstance(v, dict)]
            if not holder:
                continue
            path, node = rng.choice(holder)
            key = rng.choice(EXTRA_KEYS + list(node))
            value = random_value(rng)
            steps.append(f"key {key[:20]!r} in {show(path)} = {describe(value)}")
            value = {**node, key: value}
        current = replaced(current, path, value)
    blob = dumps(current, rng.randrange(4))
    roll = rng.random()
    if roll < 0.06 and isinstance(current, dict) and current and blob.endswith(b"}"):
        key = rng.choice(list(current))
        extra = random_value(rng)
        blob = blob[:-1] + b", " + json.dumps(key).encode() + b": " + dumps(extra) + b"}"
        steps.append(f"duplicate key {key!r} = {describe(extra)}")
    elif roll < 0.12 and blob:
        blob = blob[: rng.randrange(len(blob))]
        steps.append(f"truncated to {len(blob)} bytes")
    elif roll < 0.18 and blob:
        data = bytearray(blob)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            data[i : i + rng.randint(0, 3)] = bytes([rng.randrange(256)])
        blob = bytes(data)
        steps.append("bytes flipped")
    elif roll < 0.21:
        i = rng.randrange(len(blob) + 1)
        bad = rng.choice([b"\xff", b"\x80", b"\xc3", b"\xed\xa0\x80", b"\xc0\xaf", b"\x00", b"\xef\xbb\xbf"])
        blob = blob[:i] + bad + blob[i:]
        steps.append(f"{bad!r} inserted at byte {i}")
    elif roll < 0.24:
        blob = b"\xef\xbb\xbf" + blob
        steps.append("BOM")
    elif roll < 0.26:
        blob = blob.decode("utf-8", "surrogatepass").encode("utf-16", "surrogatepass")
        steps.append("UTF-16")
    return Case("; ".join(steps) or "valid", blob)


def make_cases(kind: str, doc: dict[str, Any], limit: int) -> list[Case]:
    cases = fixed_cases(doc, limit)  # all of these always run, even if they alone come to more than CASES
    for i in range(len(cases), CASES):
        rng = random.Random(f"{SEED}:{kind}:{i}")
        cases.append(random_case(rng, doc))
    return cases


# ---------------------------------------------------------------------------------------------------------------
# Writing a case, and what must hold after loading it.


def clear(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for entry in folder.iterdir():
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()


def place(path: Path, case: Case, valid: bytes) -> None:
    payload = case.payload
    if payload == DIRECTORY:
        path.mkdir()
    elif payload == DIRECTORY_WITH_FILE:
        path.mkdir()
        (path / "inside.json").write_bytes(valid)
    elif payload == SELF_LINK:
        path.symlink_to(path.name)
    elif payload == DANGLING_LINK:
        path.symlink_to(path.name + ".missing")
    elif payload == LINK_TO_VALID:
        target = path.parent.parent / f"valid-{path.name}"
        target.write_bytes(valid)
        path.symlink_to(target)
    else:
        assert isinstance(payload, bytes)
        path.write_bytes(payload)


def snapshot(path: Path) -> tuple[str, Any]:
    """What is at ``path``, compared byte for byte (a folder by its files, a symlink by its target)."""
    if path.is_symlink():
        return ("symlink", os.readlink(path))
    if path.is_dir():
        return ("folder", sorted((p.name, p.read_bytes()) for p in path.iterdir()))
    if path.exists():
        return ("file", path.read_bytes())
    return ("nothing", None)


def where(exc: BaseException) -> str:
    """The deepest line of our code an exception came from: what the owner needs to fix it."""
    frames = traceback.extract_tb(exc.__traceback__)
    ours = [f for f in frames if "gardengames" in f.filename] or frames
    f = ours[-1]
    return f"{Path(f.filename).name}:{f.lineno} in {f.name}: {(f.line or '').strip()[:100]}"


def problem_of(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {str(exc)[:160]} (at {where(exc)})"


def plain_json(blob: Any) -> Any:
    """The document as an ordinary reader sees it (for comparing with what was loaded), or None."""
    if not isinstance(blob, bytes):
        return None
    try:
        return json.loads(blob.decode("utf-8-sig"))
    except Exception:
        return None


def is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def name_problem(name: Any) -> str:
    if not isinstance(name, str):
        return f"name {name!r:.40} is not text"
    if not name.strip() or len(name) > MAX_NAME or not name.isprintable():
        return f"name {name[:MAX_NAME]!r} is not 1 to {MAX_NAME} printable characters"
    return ""


def settings_problems(settings: Any, doc: Any, loaded: bool) -> list[str]:
    if not isinstance(settings, store.Settings):
        return [f"load_settings returned {type(settings).__name__}"]
    out = []
    for name, low, high in (("window_width", 320, 16384), ("window_height", 240, 16384)):
        value = getattr(settings, name)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            out.append(f"{name} = {value!r:.40}")
    for name in ("fullscreen", "muted"):
        if not isinstance(getattr(settings, name), bool):
            out.append(f"{name} = {getattr(settings, name)!r:.40}")
    volume = settings.volume
    if not isinstance(volume, float) or not math.isfinite(volume) or not 0 <= volume <= 1:
        out.append(f"volume = {volume!r:.40}")
    if settings.animation_speed not in store.ANIMATION_SPEEDS:
        out.append(f"animation_speed = {settings.animation_speed!r:.40}")
    names = settings.player_names
    if not isinstance(names, list) or len(names) > 8:
        out.append(f"player_names = {names!r:.60}")
    else:
        # These names go straight into the setup screen's seats: they must be names a seat accepts.
        out += [f"player_names[{i}]: {p}" for i, n in enumerate(names) if (p := name_problem(n))]
    if out:
        return out
    try:
        again = store.Settings.parse(json.loads(settings.to_json()))
        if again != settings:
            out.append("settings do not survive their own save and load")
    except Exception as exc:
        out.append(f"settings do not survive their own save and load: {problem_of(exc)}")
    if loaded and isinstance(doc, dict):
        for f in store.Settings.__dataclass_fields__:
            if f in doc and getattr(settings, f) != doc[f]:
                out.append(f"field {f!r} is {getattr(settings, f)!r:.40} though the file says {doc[f]!r:.40}")
    return out


def stats_problems(stats: Any, doc: Any, loaded: bool) -> list[str]:
    if not isinstance(stats, store.Stats):
        return [f"load_stats returned {type(stats).__name__}"]
    out = []
    for game_id, row in stats.games.items():
        if not isinstance(game_id, str) or not isinstance(row, store.GameStats):
            out.append(f"games[{game_id!r:.30}] is {type(row).__name__}")
            continue
        for name in ("played", "best"):
            if not is_count(getattr(row, name)):
                out.append(f"{game_id}.{name} = {getattr(row, name)!r:.40}")
        if not isinstance(row.wins, dict) or not all(isinstance(k, str) and is_count(v) for k, v in row.wins.items()):
            out.append(f"{game_id}.wins = {row.wins!r:.60}")
        if not isinstance(row.levels, dict):
            out.append(f"{game_id}.levels = {row.levels!r:.60}")
            continue
        for level, counts in row.levels.items():
            if (
                not isinstance(level, str)
                or not isinstance(counts, dict)
                or set(counts) != {"played", "won", "streak", "best_streak"}
                or not all(is_count(v) for v in counts.values())
            ):
                out.append(f"{game_id}.levels[{level!r:.30}] = {counts!r:.60}")
    if out:
        return out
    try:
        again = store.Stats.parse(json.loads(stats.to_json()))
        if {k: asdict(v) for k, v in again.games.items()} != {k: asdict(v) for k, v in stats.games.items()}:
            out.append("statistics do not survive their own save and load")
        # And the app can go on recording games into what was loaded.
        for game_id in GAME_IDS:
            again.game(game_id).record(["human", "computer"], 3, 2, True)
        store.Stats.parse(json.loads(again.to_json()))
    except Exception as exc:
        out.append(f"loaded statistics cannot be used: {problem_of(exc)}")
    if loaded and isinstance(doc, dict) and isinstance(doc.get("games"), dict):
        for game_id, row in doc["games"].items():
            if isinstance(row, dict) and "played" in row and stats.game(str(game_id)).played != row["played"]:
                out.append(
                    f"{game_id}.played is {stats.game(str(game_id)).played} though the file says {row['played']!r:.40}"
                )
    return out


def save_problems(session: Any, doc: Any, game_id: str) -> list[str]:
    info = games.GAMES[game_id]
    out = []
    if not isinstance(session, Session):
        return [f"load_save returned {type(session).__name__}"]
    if session.info.id != game_id:
        out.append(f"the session is of {session.info.id!r}")
    seats = session.seats
    if not info.min_players <= len(seats) <= info.max_players:
        out.append(f"{len(seats)} seats")
    levels = ("solver",) if info.solver else info.bot_levels
    for i, seat in enumerate(seats):
        if not isinstance(seat, Seat):
            out.append(f"seats[{i}] is {type(seat).__name__}")
            continue
        if p := name_problem(seat.name):
            out.append(f"seats[{i}]: {p}")
        if seat.kind not in KINDS:
            out.append(f"seats[{i}].kind = {seat.kind!r:.40}")
        if seat.kind == "computer" and seat.level not in levels:
            out.append(f"seats[{i}].level = {seat.level!r:.40} (allowed: {levels})")
        if isinstance(seat.colour, bool) or not isinstance(seat.colour, int) or seat.colour not in COLOURS:
            out.append(f"seats[{i}].colour = {seat.colour!r:.40}")
    if len({getattr(s, "colour", None) for s in seats}) < len(seats):
        out.append("two seats share a colour")
    if len({str(getattr(s, "name", "")).strip().lower() for s in seats}) < len(seats):
        out.append("two seats share a name")
    declared = {o.id: o for o in info.options}
    for key, value in session.options.items():
        option = declared.get(key)
        if option is None:
            out.append(f"options has unknown key {key!r:.30}")
        elif not any(value == c and type(value) is type(c) for c in option.choices):
            out.append(f"options[{key!r}] = {value!r:.30} (allowed: {option.choices})")
    if out:
        return out
    try:
        if isinstance(doc, dict):
            if session.state.checksum() != doc.get("checksum"):
                out.append("the loaded game's checksum is not the file's")
            if isinstance(doc.get("moves"), list) and len(session.moves) != len(doc["moves"]):
                out.append(f"{len(session.moves)} moves loaded of {len(doc['moves'])}")
        again = from_record(json.loads(json.dumps(session.to_record())), expect_game=game_id)
        if again.state.checksum() != session.state.checksum() or again.moves != session.moves:
            out.append("the loaded game does not replay to itself")
        if not session.state.is_over:
            assert session.state.legal_moves(), "no legal move in a game that is not over"
            session.current_seat.label()  # the table shows it
        assert isinstance(session.turn, int)
    except Exception as exc:
        out.append(f"the loaded game cannot be played on: {problem_of(exc)}")
    return out


def save_info_problems(game_id: str, when: str, full: bool = True) -> tuple[list[str], Any]:
    try:
        info = store.save_info(game_id)
    except Exception as exc:
        return [f"save_info {when} raised {problem_of(exc)}"], None
    if info is None or not full:
        return [], info
    out = []
    if not isinstance(info, store.SaveInfo):
        return [f"save_info {when} returned {type(info).__name__}"], None
    if not all(isinstance(s, str) for s in info.seats):
        out.append(f"save_info: seats {info.seats!r:.60}")
    if info.turn is not None and (isinstance(info.turn, bool) or not isinstance(info.turn, int) or info.turn < 1):
        out.append(f"save_info: turn {info.turn!r:.40}")  # None means "not said": shown as the move count
    if not isinstance(info.progress(), str):
        out.append("save_info: progress() is not text")
    if not is_count(info.moves):
        out.append(f"save_info: moves {info.moves!r:.40}")
    if not isinstance(info.saved_at, float) or not math.isfinite(info.saved_at) or info.saved_at < 0:
        out.append(f"save_info: saved_at {info.saved_at!r:.40}")
    try:
        assert isinstance(info.when(), str)  # what the menu prints beside Continue
    except Exception as exc:
        out.append(f"SaveInfo.when() raised {problem_of(exc)} for saved_at={info.saved_at!r:.40}")
    return out, info


@dataclass
class Kind:
    name: str
    doc: dict[str, Any]
    path: Callable[[], Path]
    load: Callable[[list[str]], Any]
    limit: int
    game_id: str | None = None
    failures: list[tuple[str, str]] = field(default_factory=list)


def kinds() -> list[str]:
    return ["settings", "statistics"] + [f"save-{game_id}" for game_id in GAME_IDS]


def build_kind(name: str) -> Kind:
    if name == "settings":
        return Kind(name, valid_settings(), store.settings_path, store.load_settings, store.SMALL_FILE_LIMIT)
    if name == "statistics":
        return Kind(name, valid_stats(), store.stats_path, store.load_stats, store.SMALL_FILE_LIMIT)
    game_id = name.removeprefix("save-")
    return Kind(
        name,
        valid_save(game_id),
        lambda: store.save_path(game_id),
        lambda notices: store.load_save(game_id, notices),
        store.SAVE_FILE_LIMIT,
        game_id,
    )


def run_case(kind: Kind, case: Case, valid: bytes) -> tuple[list[str], bool]:
    """Place the case's file, load it, and list what went wrong; also whether it loaded."""
    path = kind.path()
    clear(path.parent)
    for stray in path.parent.parent.glob("valid-*"):
        stray.unlink()
    place(path, case, valid)
    before = snapshot(path)
    problems: list[str] = []
    info_before = None
    if kind.game_id:
        found, info_before = save_info_problems(kind.game_id, "before the load", full=False)
        problems += found
    notices: list[str] = []
    started = time.perf_counter()
    try:
        result = kind.load(notices)
    except Exception as exc:
        return [*problems, f"the loader raised {problem_of(exc)}"], False
    took = time.perf_counter() - started
    if took > STALL_S:
        problems.append(f"the load took {took:.1f} s")
    there = path.exists() or path.is_symlink()
    kept = sorted(path.parent.glob(path.name + ".broken-*"))
    if there:
        if snapshot(path) != before:
            problems.append("the file was changed in place")
        if kept:
            problems.append("a .broken copy was made yet the file is still there")
    elif not kept:
        problems.append("the file is gone and nothing was set aside" + ("" if notices else ", with no notice"))
    elif len(kept) > 1:
        problems.append(f"{len(kept)} set-aside copies of one file")
    elif snapshot(kept[0]) != before:
        problems.append(f"the set-aside copy {kept[0].name} is not the original byte for byte")
    if kind.game_id:
        usable = result is not None and there and not notices
        if result is not None and not there:
            problems.append("the save loaded, yet was set aside")
        if result is not None and notices:
            problems.append(f"the save loaded, yet with a notice: {notices[0][:120]}")
    else:
        usable = there and not notices
    if not usable and not any(path.name in n for n in notices):
        problems.append(f"unusable, and no notice names {path.name}: {notices!r:.200}")
    for n in notices:
        if "\n" in n or len(n) > 400:
            problems.append(f"a notice is not one readable line ({len(n)} characters): {n[:100]!r}")
    if case.must_load and not usable:
        problems.append(f"a valid file was refused: {notices!r:.200}")
    doc = plain_json(case.payload) if usable else None
    if kind.name == "settings":
        problems += settings_problems(result, doc, usable)
    elif kind.name == "statistics":
        problems += stats_problems(result, doc, usable)
    elif result is not None:
        problems += save_problems(result, doc, kind.game_id)
    if kind.game_id:
        if usable and info_before is None:
            problems.append("the save loads, but save_info said there was no readable save (no Continue line)")
        problems += save_info_problems(kind.game_id, "after the load")[0]
    return problems, usable


def signature(problem: str) -> str:
    """A problem with its particulars (indices, quoted values, numbers) blurred, to count alike ones together."""
    problem = re.sub(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"", "'…'", problem)
    return re.sub(r"\d+", "N", problem)


@pytest.mark.slow
@pytest.mark.parametrize("kind_name", kinds())
def test_structural_fuzz_never_crashes_never_loses_a_file(kind_name):
    kind = build_kind(kind_name)
    valid = dumps(kind.doc)
    cases = make_cases(kind_name, kind.doc, kind.limit)
    picked = range(len(cases)) if ONLY is None else [int(ONLY)]
    started = time.perf_counter()
    loaded = 0
    by_problem: dict[str, list[str]] = {}
    slowest = (0.0, "")
    for i in picked:
        case = cases[i]
        t0 = time.perf_counter()
        problems, usable = run_case(kind, case, valid)
        dt = time.perf_counter() - t0
        slowest = max(slowest, (dt, case.label[:60]))
        loaded += usable
        for problem in problems:
            by_problem.setdefault(signature(problem), []).append(f"#{i} {case.label[:150]} -> {problem[:200]}")
    failed = {label for labels in by_problem.values() for label in labels}
    elapsed = time.perf_counter() - started
    print(
        f"\nfuzz-json {kind_name}: {len(picked)} cases, {len(failed)} failures, {loaded} loaded, "
        f"{len(picked) - loaded} refused, {elapsed:.1f} s (slowest case {slowest[0]:.2f} s: {slowest[1]})"
    )
    for problem, labels in sorted(by_problem.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(labels):5} x {problem[:300]}\n          e.g. {labels[0]}")
    if by_problem:
        lines = [
            f"{len(labels)} case(s): {problem[:300]}\n    e.g. {labels[0][:400]}"
            for problem, labels in sorted(by_problem.items(), key=lambda kv: -len(kv[1]))[:25]
        ]
        pytest.fail(
            f"{kind_name}: {len(failed)} of {len(picked)} cases failed, {len(by_problem)} distinct "
            "problems:\n" + "\n".join(lines),
            pytrace=False,
        )


@pytest.mark.parametrize("names", [[], ["Ann"], ["Ann", "Bob", "Cleo"], [f"Player {i}" for i in range(1, 9)]])
def test_player_names_that_load_work_on_the_setup_screen(names):
    """Whatever list of names load_settings accepts, the setup screen (which seats people by them) copes with:
    every seat switched to each computer level and back to a person, every player count, then Start."""
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.setup import SetupScene
    from gardengames.ui.shell import App

    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "player_names": names}))
    app = App((1280, 720), headless=True)
    try:
        assert app.settings.player_names == names and not app.notices
        for info in games.GAMES.values():
            app.stack.clear_to(MenuScene(app))
            scene = SetupScene(app, info)
            app.stack.push(scene)
            for _name, kind, _colour in scene.rows:
                for _ in range(len(kind.choices) if kind is not None else 0):
                    kind.step(1)  # through every computer level and back to "Person"
            counter = getattr(scene, "count_choice", None)
            for _ in range(len(counter.choices) if counter is not None else 0):
                counter.step(1)
            app.step(0.016)
            scene.start()
            app.step(0.016)
    finally:
        app.close()
