"""Issue 30, point 3: a modded data file never hangs the app or exhausts its memory. Every value a data file
gives is bounded by its schema, a key given twice is an error naming file and line, no message writes out more
than an excerpt of a value (a "billion laughs" of YAML aliases costs nothing to report), and a broken file is
a clear message everywhere: --check-data, --demo, and the windowed app, which keeps running and loses nothing."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import time
import types
import typing
from pathlib import Path

import pytest

from gardengames import app, games, recent, store, tutorial
from gardengames.engine import data as engine_data
from gardengames.engine.data import DataError, MaxLen, Range, excerpt, load
from gardengames.replay import replay_of

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = {info.data_file: type(info.load_data()) for info in games.GAMES.values()} | {"tutorial": tutorial.Script}


def laughs(levels: int = 9) -> str:
    """A flow list whose last item is 9**levels "lol"s through nested aliases: a few hundred bytes of YAML."""
    names = "abcdefghijklmnop"[:levels]
    items = [f"&{names[0]} [{', '.join(['lol'] * 9)}]"]
    items += [f"&{cur} [{', '.join([f'*{prev}'] * 9)}]" for prev, cur in zip(names, names[1:], strict=False)]
    return f"[{', '.join(items)}]"


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

LAUGHS = [  # (file, the line as shipped, the same field given the bomb, what the report names)
    ("unbeetable.yaml", "    name: Beetroot\n", f"    name: {laughs()}\n", "card 'beetroot', field 'name'"),
    (
        "unbeetable.yaml",
        "      beetroot: 5\n",
        f"      beetroot: {laughs()}\n",
        "card 'spring', field 'cards.beetroot'",
    ),
    ("unbeetable.yaml", "    kind: weeds\n", f"    kind: {laughs()}\n", "card 'weeds', field 'kind'"),
    ("sabotage.yaml", "symbol: leaf, ", f"symbol: {laughs()}, ", "card 'lettuce', field 'symbol'"),
    ("botanicus.yaml", "  columns: 4\n", f"  columns: {laughs()}\n", "field 'garden.columns'"),
    ("unsurmountable.yaml", "[[B1, T1, 1], [B3, R, 0]]", f"[[B1, T1, {laughs()}], [B3, R, 0]]", "'paths[0][2]'"),
    ("tutorials/unsurmountable.yaml", "{level: 1,", f"{{level: {laughs()},", "field 'options.level'"),
]


@pytest.mark.parametrize("file, old, new, where", LAUGHS, ids=[f"{c[0]}:{c[3]}" for c in LAUGHS])
def test_a_billion_laughs_in_a_typed_field_is_reported_at_once(tmp_path, capsys, file, old, new, where):
    status, err, cpu = check_data(data_copy(tmp_path, file, old, new), capsys)
    assert status == 2 and where in err, err
    assert Path(file).name in err
    assert cpu < 3, f"--check-data took {cpu:.1f} s of CPU"
    assert max(len(line) for line in err.splitlines()) < 300  # the value is named by an excerpt at most


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


# ---- (b) a count, a grid or a board of 10**9 --------------------------------------------------------------------

HUGE = 10**9
BIG_VALUES = [  # (file, the line as shipped, the line with 10**9, the words of the report)
    (
        "unbeetable.yaml",
        "      beetroot: 5\n",
        f"      beetroot: {HUGE}\n",
        f"unbeetable.yaml: card 'spring', field 'cards.beetroot': must be at most 60, not {HUGE}",
    ),
    (
        "unbeetable.yaml",
        "    species: carrot\n    count: 2\n",
        f"    species: carrot\n    count: {HUGE}\n",
        f"unbeetable.yaml: card 'start-carrot', field 'count': must be at most 8, not {HUGE}",
    ),
    (
        "unbeetable.yaml",
        "grid_size:\n  2: 3\n",
        f"grid_size:\n  2: {HUGE}\n",
        f"unbeetable.yaml, field 'grid_size.2': must be at most 6, not {HUGE}",
    ),
    (
        "unbeetable.yaml",
        "      2: 30\n",
        f"      2: {HUGE}\n",
        f"unbeetable.yaml: card 'spring', field 'set_aside.2': must be at most 200, not {HUGE}",
    ),
    (
        "sabotage.yaml",
        "symbol_nl: blad,    count: 14}",
        f"symbol_nl: blad,    count: {HUGE}}}",
        f"sabotage.yaml: card 'lettuce', field 'count': must be at most 100, not {HUGE}",
    ),
    (
        "botanicus.yaml",
        "  columns: 4\n",
        f"  columns: {HUGE}\n",
        f"botanicus.yaml, field 'garden.columns': must be at most 8, not {HUGE}",
    ),
    (
        "botanicus.yaml",
        "name_nl: Zaadzakje, count: 2,",
        f"name_nl: Zaadzakje, count: {HUGE},",
        f"botanicus.yaml: card 'seed-packet', field 'count': must be at most 20, not {HUGE}",
    ),
    (
        "unsurmountable.yaml",
        "[[B1, T1, 1], [B3, R, 0]]",
        f"[[B1, T1, {HUGE}], [B3, R, 0]]",
        f"unsurmountable.yaml: card 'm01', field 'paths[0][2]': must be at most 9, not {HUGE}",
    ),
    (
        "tutorials/unsurmountable.yaml",
        "seed: 96\n",
        f"seed: {HUGE * HUGE}\n",
        f"unsurmountable.yaml, field 'seed': must be at most 2147483647, not {HUGE * HUGE}",
    ),
]


@pytest.mark.parametrize("file, old, new, words", BIG_VALUES, ids=[c[3].split(": ", 1)[1] for c in BIG_VALUES])
def test_a_huge_count_grid_or_board_is_refused_naming_file_card_and_field(tmp_path, capsys, file, old, new, words):
    status, err, cpu = check_data(data_copy(tmp_path, file, old, new), capsys)
    assert status == 2 and words in err, err
    assert cpu < 3


def test_a_long_list_is_refused_before_any_item_is_built(tmp_path, capsys):
    """Totals are bounded too: the cards of 1,000 types of 60 copies are refused by the list's length."""
    types_ = "".join(f"      t{i}: 60\n" for i in range(1_000))
    folder = data_copy(tmp_path, "unbeetable.yaml", "      beetroot: 5\n", types_)
    status, err, _cpu = check_data(folder, capsys)
    assert status == 2
    assert "card 'spring', field 'cards': must have at most 30 entries, not 1013" in err


def test_a_deck_of_many_full_counts_is_refused_by_its_total(tmp_path, capsys):
    """Sixty copies of each of the six species: every count within bounds, the deck (402 cards) is not."""
    species = ("beetroot", "carrot", "pumpkin", "lettuce", "potato", "radish")
    shipped = "".join(f"      {card}: {n}\n" for card, n in zip(species, (5, 5, 4, 4, 4, 4), strict=True))
    folder = data_copy(tmp_path, "unbeetable.yaml", shipped, "".join(f"      {card}: 60\n" for card in species))
    status, err, _cpu = check_data(folder, capsys)
    assert status == 2 and "card 'spring', field 'cards': holds 402 cards; a deck holds at most 200" in err


@pytest.mark.slow
def test_the_largest_file_allowed_is_answered_within_seconds(tmp_path, capsys):
    """The worst YAML for the parser (one long flow list) just under the size limit."""
    items = (engine_data.MAX_DATA_BYTES - 100) // 3
    folder = tmp_path / "data"
    shutil.copytree(ROOT / "data", folder)
    (folder / "sabotage.yaml").write_text("plants: [" + "x, " * items + "x]\n", encoding="utf-8")
    status, err, cpu = check_data(folder, capsys)
    assert status == 2 and "sabotage.yaml, field 'plants': must have at most 40 items" in err
    assert cpu < 10, f"{cpu:.1f} s of CPU"  # about 2 s on the 2-core machine of the README's figures


def test_every_number_list_and_mapping_a_schema_reads_states_its_bounds():
    """Every int and float field of every game's schema (and the lessons') has a Range, and every list and
    mapping of any length a MaxLen, stated beside it: no value read from data is bounded only by chance."""
    unbounded: list[str] = []

    def walk(tp, where, bound=None, seen=frozenset()):
        if typing.get_origin(tp) is typing.Annotated:
            tp, *extras = typing.get_args(tp)
            bound = next((x for x in extras if isinstance(x, (Range, MaxLen))), bound)
        origin, args = typing.get_origin(tp), typing.get_args(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            if tp not in seen:
                hints = typing.get_type_hints(tp, include_extras=True)
                for f in dataclasses.fields(tp):
                    walk(hints[f.name], f"{tp.__name__}.{f.name}", None, seen | {tp})
        elif tp in (int, float) and not isinstance(bound, Range):
            unbounded.append(f"{where}: no Range")
        elif (origin is dict or (origin is tuple and args[-1:] == (Ellipsis,))) and not isinstance(bound, MaxLen):
            unbounded.append(f"{where}: no MaxLen")
        if origin in (tuple, dict, typing.Union, types.UnionType):
            for arg in args:
                if arg is not Ellipsis:
                    walk(arg, where, None if origin is not typing.Union and origin is not types.UnionType else bound)

    for file, schema in SCHEMAS.items():
        walk(schema, file)
    assert not unbounded, unbounded


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


# ---- (d) --demo and the other headless modes on a broken data folder ---------------------------------------------


def run_app(*args: str, data: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "GARDENGAMES_DATA": str(data), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=env, timeout=60
    )


@pytest.mark.parametrize(
    "file, old, new",
    [
        ("unbeetable.yaml", "      beetroot: 5\n", f"      beetroot: {HUGE}\n"),
        ("unbeetable.yaml", "    name: Beetroot\n", f"    name: {laughs()}\n"),
        ("unbeetable.yaml", "hand_size: 5\n", "hand_size: 5\nhand_size: 5\n"),
    ],
    ids=["huge count", "billion laughs", "key given twice"],
)
def test_demo_on_broken_data_is_one_line_and_exit_2(tmp_path, file, old, new):
    result = run_app("--demo", "unbeetable", "--players", "2", data=data_copy(tmp_path, file, old, new))
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr and result.stderr.count("\n") == 1
    assert result.stderr.startswith("gardengames: error: Unbeetable cannot be played: unbeetable.yaml")


def a_record(moves: int = 3) -> dict:
    from gardengames.session import Seat, Session

    session = Session("sabotage", [Seat("Ann"), Seat("Bob", colour=1)], 4)
    for _ in range(moves):
        session.apply(session.state.legal_moves()[0])
    return session.to_record()


LETTUCE = ("sabotage.yaml", "symbol_nl: blad,    count: 14}", f"symbol_nl: blad,    count: {HUGE}}}")
LETTUCE_WORDS = f"sabotage.yaml: card 'lettuce', field 'count': must be at most 100, not {HUGE}"


def test_screenshot_and_replay_on_broken_data_are_one_line(tmp_path, capsys, monkeypatch):
    record = tmp_path / "game.json"
    record.write_text(json.dumps(a_record()))
    monkeypatch.setenv("GARDENGAMES_DATA", str(data_copy(tmp_path, *LETTUCE)))
    for args in (["--screenshot", "sabotage", "--out", str(tmp_path / "s.png")], ["--replay", str(record)]):
        assert app.main(args) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and LETTUCE_WORDS in err, err
    assert not (tmp_path / "s.png").exists()


# ---- the windowed app: a notice naming the file, no table, nothing lost -------------------------------------------


def test_setup_start_on_broken_data_is_a_notice_and_no_table(app, tmp_path, monkeypatch):
    from gardengames.ui.setup import SetupScene

    monkeypatch.setenv("GARDENGAMES_DATA", str(data_copy(tmp_path, *LETTUCE)))
    setup = SetupScene(app, games.GAMES["sabotage"])
    app.stack.push(setup)
    app.step(0.016)
    setup.start()
    app.step(0.016)
    assert app.stack.top is setup
    assert [note.endswith(LETTUCE_WORDS) and "Garden Sabotage! cannot be played" in note for note in app.notices] == [
        True
    ]


def test_continue_on_broken_data_keeps_the_save_and_its_button(app, tmp_path, monkeypatch):
    """Seen in a real window: Continue said "there is no usable saved game; start a new one" and hid its button,
    though the save was whole and only the data file was broken."""
    from gardengames.ui.menu import MenuScene

    store.write_save(a_record(), [])
    monkeypatch.setenv("GARDENGAMES_DATA", str(data_copy(tmp_path, *LETTUCE)))
    menu = MenuScene(app)
    app.stack.push(menu)
    app.step(0.016)
    menu.continue_game(games.GAMES["sabotage"])
    assert app.stack.top is menu
    assert len(app.notices) == 1 and app.notices[0].endswith(LETTUCE_WORDS), app.notices
    assert menu.continues["sabotage"].visible and store.save_path("sabotage").exists()


def test_data_broken_during_a_game_gives_notices_never_a_table_or_a_crash_report(app, tmp_path, monkeypatch):
    """Play again, Same deal and Watch again on the score screen, the replay's Play this deal, and a DataError
    raised inside a frame (the crash guard's recover): each a notice naming the file; no table opens, no crash
    report is written (the file is broken, not the program)."""
    from gardengames.session import from_record
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.replay import ReplayScene
    from gardengames.ui.score import ScoreScene

    session = from_record(a_record())
    replay = replay_of(session.to_record())
    monkeypatch.setenv("GARDENGAMES_DATA", str(data_copy(tmp_path, *LETTUCE)))
    app.stack.push(MenuScene(app))
    score = ScoreScene(app, session)
    app.stack.push(score)
    for press in (score.play_again, score.same_deal, score.watch_again):
        press()
        assert app.stack.top is score
    viewer = ReplayScene(app, replay)
    app.stack.push(viewer)
    viewer.play_again()
    assert app.stack.top is viewer
    assert len(app.notices) == 4 and all(note.endswith(LETTUCE_WORDS) for note in app.notices), app.notices
    with pytest.raises(DataError) as caught:
        games.GAMES["sabotage"].load_data()
    app.recover(caught.value)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1
    assert app.notices[-2].endswith("Continue resumes it.") and app.notices[-1] == LETTUCE_WORDS
    assert not (store.data_dir() / "crashes").exists()


def test_a_recent_game_of_a_broken_game_stays_listed(tmp_path, monkeypatch):
    recent.add_recent(a_record(), [])
    listed = recent.load_recent([])
    monkeypatch.setenv("GARDENGAMES_DATA", str(data_copy(tmp_path, *LETTUCE)))
    notices: list[str] = []
    assert recent.open_record(listed[-1], notices) is None
    assert len(notices) == 1 and notices[0].endswith(LETTUCE_WORDS)
    assert recent.load_recent([]) == listed and not list(recent.recent_path().parent.glob("*.broken-*"))


def test_text_bounds_apply_to_each_translation(tmp_path):
    folder = data_copy(tmp_path, "unbeetable.yaml", "    name_nl: Biet\n", f"    name_nl: {'Biet' * 20}\n")
    with pytest.raises(DataError) as caught:
        games.GAMES["unbeetable"].rules.load_data(folder)
    assert [str(p) for p in caught.value.problems] == [
        "unbeetable.yaml: card 'beetroot', field 'name_nl': must have at most 60 characters, not 80"
    ]
