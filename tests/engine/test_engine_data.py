"""Data loading: typed, frozen definitions, and every problem named by file, card and field."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from typing import Literal

import pytest

from gardengames.engine.data import DataError, Described, Named, Problem, duplicate_ids, load


@dataclass(frozen=True)
class Phase:
    name: str
    points: int


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    kind: Literal["plant", "action"]
    count: int = 1
    phases: tuple[Phase, ...] = ()
    tags: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Deck:
    version: int
    cards: tuple[Card, ...]

    def check(self, file: str) -> list[Problem]:
        problems = duplicate_ids(file, self.cards)
        if sum(c.count for c in self.cards) != 4:
            problems.append(Problem(file, "", "cards", "counts must add up to 4"))
        return problems


GOOD = """
version: 1
cards:
  - {id: beet, name: Beetroot, kind: plant, count: 2, phases: [{name: seed, points: 0}, {name: ripe, points: 5}]}
  - {id: sun, name: Sun, kind: action, count: 2}
"""


def write(tmp_path, text, name="deck.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def problems_of(tmp_path, text):
    with pytest.raises(DataError) as info:
        load(write(tmp_path, text), Deck)
    return info.value.problems


def test_good_file_gives_frozen_typed_definitions(tmp_path):
    deck = load(write(tmp_path, GOOD), Deck)
    assert deck.cards[0].phases[1] == Phase("ripe", 5)
    assert isinstance(deck.cards, tuple)
    with pytest.raises(AttributeError):
        deck.cards[0].name = "x"  # type: ignore[misc]


def test_several_errors_reported_together_with_file_card_field(tmp_path):
    text = GOOD.replace("count: 2, phases", "count: two, phases").replace("kind: action", "kind: weather")
    text = text.replace("name: Sun,", "name: Sun, colour: red,")
    problems = problems_of(tmp_path, text)
    where = {(p.file, p.card, p.field) for p in problems}
    assert ("deck.yaml", "beet", "count") in where
    assert ("deck.yaml", "sun", "kind") in where
    assert ("deck.yaml", "sun", "colour") in where
    assert all("deck.yaml: card '" in str(p) for p in problems)


def test_missing_field_and_nested_wrong_type(tmp_path):
    text = GOOD.replace("name: Beetroot, ", "").replace("points: 5", "points: lots")
    where = {(p.card, p.field) for p in problems_of(tmp_path, text)}
    assert ("beet", "name") in where
    assert ("beet", "phases[1].points") in where


def test_duplicate_ids_and_counts_checked(tmp_path):
    text = GOOD.replace("id: sun", "id: beet")
    msgs = [str(p) for p in problems_of(tmp_path, text)]
    assert any("card 'beet', field 'id'" in m and "more than one" in m for m in msgs)
    text = GOOD.replace("count: 2}", "count: 3}")
    assert any("add up to 4" in str(p) for p in problems_of(tmp_path, text))


def test_bool_is_not_a_number(tmp_path):
    where = {(p.card, p.field) for p in problems_of(tmp_path, GOOD.replace("count: 2}", "count: true}"))}
    assert ("sun", "count") in where


@pytest.mark.parametrize(
    "text, words",
    [
        ("version: 1\ncards: [\n", "not valid YAML at line"),
        ("", "is empty"),
        ("- just a list", "must be a mapping"),
        ("version: 1\ncards: {a: 1}", "must be a list"),
    ],
)
def test_broken_files_get_a_clear_message(tmp_path, text, words):
    problems = problems_of(tmp_path, text)
    assert any(words in str(p) for p in problems), problems
    assert all(p.file == "deck.yaml" for p in problems)


def test_unreadable_and_non_utf8_files(tmp_path):
    with pytest.raises(DataError, match="cannot be read"):
        load(tmp_path / "missing.yaml", Deck)
    path = tmp_path / "bin.yaml"
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(DataError, match="not UTF-8"):
        load(path, Deck)


def test_unknown_field_suggests_the_close_one(tmp_path):
    problems = problems_of(tmp_path, GOOD.replace("count: 2, phases", "cuont: 2, phases"))
    assert any("did you mean 'count'" in str(p) for p in problems)


def test_cached_loader_reads_once_and_again_when_the_file_changes(tmp_path):
    from gardengames.engine.data import load_cached

    path = tmp_path / "cards.yaml"
    path.write_text(GOOD)
    first = load_cached("cards.yaml", Deck, tmp_path)
    assert load_cached("cards.yaml", Deck, tmp_path) is first  # one parsed copy shared
    path.write_text(GOOD.replace("Beetroot", "Red beet"))
    os.utime(path, ns=(1, 1))
    again = load_cached("cards.yaml", Deck, tmp_path)
    assert again is not first and again != first
    path.unlink()
    with pytest.raises(DataError, match="cards.yaml"):
        load_cached("cards.yaml", Deck, tmp_path)


def test_problems_collector_names_file_entry_and_field():
    from gardengames.engine.data import Problems

    @dataclass(frozen=True)
    class Limits:
        hand: int
        coins: int

    found = Problems("x.yaml")
    found.version(2, 1)
    found.at_least(Limits(hand=-1, coins=0), ("hand",), 0)
    found.at_least(Limits(hand=3, coins=0), ("hand", "coins"), 1, entry="rules")
    assert [str(p) for p in found] == [
        "x.yaml, field 'version': must be 1, not 2",
        "x.yaml, field 'hand': cannot be negative",
        "x.yaml: card 'rules', field 'coins': must be at least 1",
    ]


@dataclass(frozen=True)
class Crop(Named):
    count: int


@dataclass(frozen=True)
class Weather(Described):
    pass


@dataclass(frozen=True)
class Almanac:
    crops: tuple[Crop, ...]
    weather: tuple[Weather, ...]


ALMANAC = "crops: [{id: beet, name: Beetroot, count: 2}]\nweather: [{id: sun, name: Sun, text: Grows a plant.}]\n"


def test_schemas_extending_named_and_described_build_inherited_fields_first(tmp_path):
    assert [f.name for f in fields(Crop)] == ["id", "name", "count"]
    assert [f.name for f in fields(Weather)] == ["id", "name", "text"]
    book = load(write(tmp_path, ALMANAC), Almanac)
    assert book.crops == (Crop("beet", "Beetroot", 2),)
    assert book.weather == (Weather("sun", "Sun", "Grows a plant."),)
    broken = ALMANAC.replace("name: Beetroot, ", "").replace("text: Grows", "txet: Grows")
    with pytest.raises(DataError) as info:
        load(write(tmp_path, broken), Almanac)
    problems = info.value.problems
    where = {(p.card, p.field) for p in problems}
    assert ("beet", "name") in where  # an inherited field is named like any other
    assert ("sun", "text") in where and ("sun", "txet") in where
    assert any("did you mean 'text'" in str(p) for p in problems)
