"""Issue 30, point 3: a modded data file never hangs the app or exhausts its memory. Every value a data file
gives is bounded by its schema, a key given twice is an error naming file and line, no message writes out more
than an excerpt of a value (a "billion laughs" of YAML aliases costs nothing to report), and a broken file is
a clear message everywhere: --check-data, --demo, and the windowed app, which keeps running and loses nothing."""

from __future__ import annotations

import dataclasses
import shutil
import time
import typing
from pathlib import Path

import pytest

from gardengames import app, games, tutorial
from gardengames.engine import data as engine_data
from gardengames.engine.data import DataError, MaxLen, Range, excerpt, load

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = {info.data_file: type(info.load_data()) for info in games.GAMES.values()} | {"tutorial": tutorial.Script}


def data_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    """A copy of data/ with one edit to ``file`` (a path under data/), which must apply exactly once."""
    folder = tmp_path / "data"
    shutil.copytree(ROOT / "data", folder)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} is not once in {file}"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return folder


def check_data(folder: Path, capsys) -> tuple[int, str, float]:
    """``--check-data folder`` in this process: exit status, what it printed on stderr, CPU seconds it took."""
    start = time.process_time()
    status = app.main(["--check-data", str(folder)])
    return status, capsys.readouterr().err, time.process_time() - start


# ---- (a) a billion laughs in a typed field ----------------------------------------------------------------------


def test_an_excerpt_walks_only_as_far_as_it_shows():
    bomb: list = ["lol"] * 9
    for _ in range(40):  # 9**41 items if anything walked it all
        bomb = [bomb] * 9
    start = time.process_time()
    shown = excerpt(bomb)
    assert time.process_time() - start < 0.1
    assert len(shown) == engine_data.EXCERPT and shown.startswith("[[[[") and shown.endswith("\u2026")
    assert excerpt("x" * 4_000_000).startswith("'xxx") and len(excerpt("x" * 4_000_000)) == engine_data.EXCERPT
    assert excerpt({"a": [1, 2.5, None, True]}) == "{'a': [1, 2.5, None, True]}"  # short ones are whole


def test_a_long_text_is_refused_by_its_length_and_never_quoted_whole(tmp_path, capsys):
    long_name = "Carrot" * 30_000  # 180 KB, within the size a data file may have
    folder = data_copy(tmp_path, "unbeetable.yaml", "    name: Carrot\n", f"    name: {long_name}\n")
    status, err, _cpu = check_data(folder, capsys)
    assert status == 2 and "card 'carrot', field 'name': must have at most 60 characters, not 180000" in err
    assert len(err) < 1000


# ---- (c) keys given twice ------------------------------------------------------------------------------------------


def line_of(text: str, line: str) -> int:
    return text[: text.index(line)].count("\n") + 1


DUPLICATES = [  # (file, the line to give twice, the words naming it)
    ("unbeetable.yaml", "hand_size: 5\n", "unbeetable.yaml:{line}, field 'hand_size': is given twice"),
    (
        "unbeetable.yaml",
        "    name: Beetroot\n",
        "unbeetable.yaml:{line}: card 'beetroot', field 'name': is given twice",
    ),
    ("unbeetable.yaml", "  2: 3\n", "unbeetable.yaml:{line}, field 'grid_size.2': is given twice"),
    (
        "unbeetable.yaml",
        "      radish: 4\n",
        "unbeetable.yaml:{line}: card 'spring', field 'cards.radish': is given twice",
    ),
    ("unsurmountable.yaml", "      kind: swap_camp\n", "unsurmountable.yaml:{line}: card 'm01', field 'ability.kind'"),
    ("tutorials/sabotage.yaml", "seed: 1\n", "sabotage.yaml:{line}, field 'seed': is given twice"),
]


@pytest.mark.parametrize("file, line, words", DUPLICATES, ids=[f"{c[0]}:{c[1].strip()}" for c in DUPLICATES])
def test_a_key_given_twice_is_named_with_file_and_line(tmp_path, capsys, file, line, words):
    text = (ROOT / "data" / file).read_text(encoding="utf-8")
    first = line_of(text, line)
    status, err, _cpu = check_data(data_copy(tmp_path, file, line, line + line), capsys)
    assert status == 2
    assert words.format(line=first + 1) in err and f"first at line {first})" in err, err


def test_duplicate_keys_everywhere_are_all_listed_at_once(tmp_path):
    """Top level, inside a card, inside a nested mapping, and a card id used twice: four problems, each at its
    line, together with what the rules check finds in the file as read (the later value wins, and is checked)."""
    text = (ROOT / "data" / "unbeetable.yaml").read_text(encoding="utf-8")
    text = text.replace("hand_size: 5\n", "hand_size: 5\nhand_size: 2\n", 1)
    text = text.replace("    count: 4\n", "    count: 4\n    count: 3\n", 1)
    text = text.replace("      beetroot: 5\n", "      beetroot: 5\n      beetroot: 1\n", 1)
    text = text.replace("  - id: carrot\n", "  - id: beetroot\n", 1)
    (tmp_path / "unbeetable.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load(tmp_path / "unbeetable.yaml", SCHEMAS["unbeetable.yaml"])
    found = {(p.card, p.field, p.line) for p in caught.value.problems}
    lines = text.splitlines()
    assert ("", "hand_size", lines.index("hand_size: 2") + 1) in found
    assert ("start-beetroot", "count", lines.index("    count: 3") + 1) in found
    assert ("spring", "cards.beetroot", lines.index("      beetroot: 1") + 1) in found
    assert ("beetroot", "id", lines.index("  - id: beetroot", lines.index("  - id: beetroot") + 1) + 1) in found
    assert ("", "max_plays", 0) in found  # the rules check read hand_size as 2, the later value


@dataclasses.dataclass(frozen=True)
class Card:
    id: str
    name: str
    count: typing.Annotated[int, Range(0, 9)]


@dataclasses.dataclass(frozen=True)
class Deck:
    cards: typing.Annotated[tuple[Card, ...], MaxLen(3)]


def test_a_merge_key_may_still_override_what_it_merges(tmp_path):
    """``<<`` is YAML's own way to reuse a mapping and change one key of it: not a key given twice."""
    text = "cards:\n  - &beet {id: beet, name: Beetroot, count: 2}\n  - {<<: *beet, id: sun, count: 3}\n"
    (tmp_path / "deck.yaml").write_text(text, encoding="utf-8")
    assert load(tmp_path / "deck.yaml", Deck).cards[1] == Card("sun", "Beetroot", 3)


def test_a_toy_schema_gets_the_default_bounds(tmp_path):
    """A field that states no bounds still has the kernel's: a number, a text, a list."""
    (tmp_path / "deck.yaml").write_text("cards: [{id: x, name: X, count: 99}]\n", encoding="utf-8")
    with pytest.raises(DataError, match="must be at most 9, not 99"):
        load(tmp_path / "deck.yaml", Deck)
    (tmp_path / "deck.yaml").write_text(f"cards: [{{id: x, name: {'X' * 1001}, count: 1}}]\n", encoding="utf-8")
    with pytest.raises(DataError, match="field 'name': must have at most 1000 characters, not 1001"):
        load(tmp_path / "deck.yaml", Deck)
    (tmp_path / "deck.yaml").write_text("cards: [" + "{id: x, name: X, count: 1}, " * 4 + "]\n", encoding="utf-8")
    with pytest.raises(DataError, match="field 'cards': must have at most 3 items, not 4"):
        load(tmp_path / "deck.yaml", Deck)


def test_a_file_broken_throughout_lists_its_first_problems_and_a_count_of_the_rest(tmp_path):
    (tmp_path / "deck.yaml").write_text("cards: [" + "{id: x, name: X, count: 99}, " * 3 + "]\n" + "a: 1\n" * 150)
    with pytest.raises(DataError) as caught:
        load(tmp_path / "deck.yaml", Deck)
    problems = caught.value.problems
    assert len(problems) == engine_data.MAX_PROBLEMS
    assert str(problems[-1]) == "deck.yaml: has 54 more problems not listed here"
