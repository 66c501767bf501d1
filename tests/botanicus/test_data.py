"""The data file: it loads, matches the sizes the game needs, and a broken copy names file, entry and field."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gardengames import resources
from gardengames.engine.data import DataError
from gardengames.games.botanicus import rules as R

SOURCE = resources.data_dir() / "botanicus.yaml"


def _broken(tmp_path: Path, change) -> DataError:
    raw = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    change(raw)
    (tmp_path / "botanicus.yaml").write_text(yaml.safe_dump(raw, sort_keys=False), encoding="utf-8")
    with pytest.raises(DataError) as info:
        R.load_data(tmp_path)
    return info.value


def _has(error: DataError, card: str, field: str, words: str = "") -> bool:
    return any(
        p.file == "botanicus.yaml" and p.card == card and p.field == field and words in p.message
        for p in error.problems
    )


def test_the_shipped_data_loads_with_the_sizes_the_game_needs():
    """BO-T3 BO-T4 BO-K1 BO-K4 BO-B2: 8 columns of 4 spaces, 16 two-sided tiles, 18 cards costing 2 and selling
    for 3, 20 special tasks (8 need four flowers), 12 prize tokens high to low, a 4x5 garden with short rows,
    and a Shovel track with paid shortcuts."""
    data = R.load_data()
    assert len(data.columns) == 8 and all(len(c.spaces) == 4 for c in data.columns)
    assert len(data.tiles) == 16
    assert len(data.deck()) == 18 and all(c.cost == 2 and c.value == 3 for c in data.cards)
    assert len(data.special_tasks) == 20 and sum(len(t.plants) == 4 for t in data.special_tasks) == 8
    assert list(data.prize_tokens) == sorted(data.prize_tokens, reverse=True) and len(data.prize_tokens) == 12
    assert data.garden.columns == 4 and len(data.garden.rows) == 5
    assert sorted(data.row_size) == [3, 3, 4, 4, 4]
    assert data.track["shovel"].shortcuts and all(c.cost > 0 for c in data.track["shovel"].shortcuts)
    assert data.start_coins == 6 and data.occupied_fee == 3 and data.extra_step_cost == 3
    assert data.short_step_refund == 1 and data.coins_per_point == 3
    assert len(set(data.garden.beds)) == 18


def test_unknown_track_is_named(tmp_path):
    """BO-K3: an effect naming a track that does not exist is reported with its entry and field."""
    error = _broken(tmp_path, lambda raw: raw["columns"][0]["spaces"][2]["effects"][0].update(track="rake"))
    assert _has(error, "col1-3", "effects[0].track", "rake")


def test_two_effects_in_one_entry_are_refused(tmp_path):
    """BO-B1: an effect sets exactly one thing."""
    error = _broken(tmp_path, lambda raw: raw["tiles"][1]["light"]["effects"][0].update(vp=2))
    assert _has(error, "coin-purse", "light.effects[0]", "exactly one")


def test_negative_coins_must_be_a_price(tmp_path):
    """BO-B1: red numbers are prices ('pay'), not negative coin effects."""
    error = _broken(tmp_path, lambda raw: raw["columns"][2]["spaces"][0]["effects"][0].update(coins=-2))
    assert _has(error, "col3-1", "effects[0].coins", "pay")


def test_card_count_and_value(tmp_path):
    """BO-T2: the card counts must add up to 18 and a value cannot be negative."""

    def change(raw):
        raw["cards"][0]["count"] = 3
        raw["cards"][1]["value"] = -1

    error = _broken(tmp_path, change)
    assert _has(error, "", "cards", "18")
    assert _has(error, "rare-bulb", "value", "negative")


def test_bad_shortcut_and_unknown_field(tmp_path):
    """BO-K4: a shortcut must point forwards to a space of its own track; misspelt fields are named."""

    def bad_end(raw):
        next(t for t in raw["tracks"] if t["id"] == "shovel")["shortcuts"][0]["end"] = "shovel-99"

    def misspelt(raw):
        next(t for t in raw["tracks"] if t["id"] == "shovel")["shortcuts"][1]["cots"] = 1

    assert _has(_broken(tmp_path, bad_end), "shovel-cut-a", "shortcuts[0].end", "shovel-99")
    assert _has(_broken(tmp_path, misspelt), "shovel-cut-b", "cots", "did you mean 'cost'")


def test_four_flower_task_needs_long_rows_and_tasks_levels(tmp_path):
    """BO-K1 BO-B2: plant levels are 1-4, and there must be enough four-flower tasks for four players."""

    def change(raw):
        raw["special_tasks"][0]["plants"] = [1, 5]
        raw["special_tasks"][12]["plants"] = [1, 1, 1]

    error = _broken(tmp_path, change)
    assert _has(error, "three-yellow", "plants[1]", "1-4")
    assert _has(error, "", "special_four_per_player", "four-flower")


def test_garden_geometry_is_checked(tmp_path):
    """BO-B2: every footprint spot must sit between beds, paths must join known spots."""

    def change(raw):
        raw["garden"]["nodes"][0]["corner"] = [0, 1]
        raw["garden"]["paths"][0] = ["n11", "n99"]

    error = _broken(tmp_path, change)
    assert _has(error, "n11", "corner", "edge")
    assert _has(error, "garden", "garden.paths[0]", "n99")


def test_wrong_board_size(tmp_path):
    """BO-T3: the action area has 8 columns of 4 spaces."""

    def change(raw):
        raw["columns"][3]["spaces"].pop()

    error = _broken(tmp_path, change)
    assert _has(error, "col4", "spaces", "4")
