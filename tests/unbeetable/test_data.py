"""The data file: it loads, it follows the rulebook's shape, and broken copies are reported precisely."""

from pathlib import Path

import pytest
import yaml

from gardengames import resources
from gardengames.engine.data import DataError
from gardengames.games.unbeetable.rules import DECKS, load_data

SOURCE = resources.data_dir() / "unbeetable.yaml"


def test_real_file_loads_with_designed_content():
    """UB-S1, UB-S2, UB-S3, UB-S5: the shipped data has three decks, eight start plants, a small autumn deck
    big enough to hide winter in its last ten, and 3x3 / 2x2 grids."""
    data = load_data()
    sizes = {d: sum(data.composition(d).values()) for d in DECKS}
    assert sizes["autumn"] < sizes["summer"] < sizes["spring"]
    assert sizes["autumn"] >= data.season_window
    assert sum(sp.count for sp in data.start_plants) == 8
    assert dict(data.grid_size) == {2: 3, 3: 2, 4: 2}
    for card in data.by_id.values():
        assert card.id and card.name and card.text
    assert all(s.flavour for s in data.species)


def _broken(tmp_path: Path, change) -> list:
    raw = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    change(raw)
    (tmp_path / "unbeetable.yaml").write_text(yaml.safe_dump(raw), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_data(tmp_path)
    return [(p.file, p.card, p.field) for p in info.value.problems]


def _find(items, cid):
    return next(i for i in items if i["id"] == cid)


def test_unknown_species_reference(tmp_path):
    """Data validation: a start plant of an unknown species names the file, the card and the field."""

    def change(raw):
        _find(raw["start_plants"], "start-carrot")["species"] = "turnip"

    assert ("unbeetable.yaml", "start-carrot", "species") in _broken(tmp_path, change)


def test_unknown_card_in_deck(tmp_path):
    """Data validation: a deck listing a card that does not exist names the deck and the card."""

    def change(raw):
        _find(raw["decks"], "summer")["cards"]["turnip"] = 2

    assert ("unbeetable.yaml", "summer", "cards.turnip") in _broken(tmp_path, change)


def test_wrong_phase_count_and_types(tmp_path):
    """Data validation: a species needs exactly four whole-number phase values."""

    def change(raw):
        _find(raw["species"], "carrot")["phases"] = [1, 2, 3]
        _find(raw["species"], "radish")["phases"] = [2, "two", 2, -3]

    problems = _broken(tmp_path, change)
    assert ("unbeetable.yaml", "carrot", "phases") in problems
    assert ("unbeetable.yaml", "radish", "phases[1]") in problems


def test_counts_and_missing_cards(tmp_path):
    """Data validation: start plants must add up to eight and all nine actions must exist."""

    def change(raw):
        _find(raw["start_plants"], "start-potato")["count"] = 3
        raw["actions"] = [a for a in raw["actions"] if a["id"] != "flood"]
        for deck in raw["decks"]:
            deck["cards"].pop("flood", None)

    problems = _broken(tmp_path, change)
    assert ("unbeetable.yaml", "", "start_plants") in problems
    assert ("unbeetable.yaml", "flood", "actions") in problems


def test_unknown_field(tmp_path):
    """Data validation: a field the schema does not know is named with its card."""

    def change(raw):
        _find(raw["species"], "lettuce")["colour"] = "green"

    assert ("unbeetable.yaml", "lettuce", "colour") in _broken(tmp_path, change)


def test_small_deck_and_duplicates(tmp_path):
    """Data validation: a deck too small for its season card and a duplicate id are both reported."""

    def change(raw):
        _find(raw["decks"], "autumn")["cards"] = {"sun": 3}
        raw["species"].append(dict(_find(raw["species"], "beetroot")))

    problems = _broken(tmp_path, change)
    assert ("unbeetable.yaml", "autumn", "cards") in problems
    assert ("unbeetable.yaml", "beetroot", "id") in problems


def test_wrong_action_kind(tmp_path):
    """Data validation: an action's kind must match what its id does."""

    def change(raw):
        _find(raw["actions"], "hail")["kind"] = "one-time"

    assert ("unbeetable.yaml", "hail", "kind") in _broken(tmp_path, change)


def test_ids_that_would_break_card_keys(tmp_path):
    """Data validation: a species or start-plant id may not hold ':' or '.', which separate a card key's parts."""

    def change(raw):
        _find(raw["species"], "lettuce")["id"] = "let.tuce"
        _find(raw["start_plants"], "start-carrot")["id"] = "start:carrot"

    problems = _broken(tmp_path, change)
    assert ("unbeetable.yaml", "let.tuce", "id") in problems
    assert ("unbeetable.yaml", "start:carrot", "id") in problems


def test_cards_set_aside_must_leave_room_to_hide_the_next_season(tmp_path):
    """UB-S5 (decision): a deck that sets so many cards aside for a player count that fewer than ten would be
    left to hide the next season card is refused, naming the deck and the player count; so is a count for a
    number of players the game does not have."""

    def change(raw):
        _find(raw["decks"], "autumn")["set_aside"][2] = 30
        _find(raw["decks"], "summer")["set_aside"][5] = 1

    problems = _broken(tmp_path, change)
    assert ("unbeetable.yaml", "autumn", "set_aside.2") in problems
    assert ("unbeetable.yaml", "summer", "set_aside.5") in problems
