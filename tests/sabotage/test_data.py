"""Garden Sabotage! card data: rulebook counts, feasibility, our point rule, and precise errors."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
import yaml

from gardengames import resources
from gardengames.engine.data import DataError
from gardengames.games.sabotage import rules

SOURCE = resources.data_dir() / "sabotage.yaml"


def _broken(tmp_path: Path, change) -> DataError:
    raw = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    change(raw)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "sabotage.yaml").write_text(yaml.safe_dump(raw, sort_keys=False), encoding="utf-8")
    with pytest.raises(DataError) as info:
        rules.load_data(folder)
    return info.value


def _plant(raw: dict, plant_id: str) -> dict:
    return next(p for p in raw["plants"] if p["id"] == plant_id)


def _objective(raw: dict, objective_id: str) -> dict:
    return next(o for o in raw["objectives"] if o["id"] == objective_id)


def _where(error: DataError) -> set[tuple[str, str, str]]:
    return {(p.file, p.card, p.field) for p in error.problems}


def test_shipped_cards_match_the_rulebook_counts():
    """GS-C1: 100 plants, 50 bugs (10 good, 20 bad, 20 pesticide), 50 objectives, one golden can."""
    data = rules.load_data()
    cat = rules.catalogue(data)
    assert sum(p.count for p in data.plants) == 100
    assert len(cat.cards["plant"]) == 100
    assert Counter(cat.bug_kind.values()) == {"good": 10, "bad": 20, "pesticide": 20}
    assert len(cat.cards["objective"]) == 50
    st = rules.new_game(4, 3)
    assert sum(st.all_cards().values()) == 201  # the golden can is the 201st card


def test_every_objective_fits_on_one_plot():
    """GS-S1, GS-O1: an objective asks for at most three plants, all of kinds that exist in enough copies."""
    data = rules.load_data()
    counts = {p.id: p.count for p in data.plants}
    for obj in data.objectives:
        assert 1 <= len(obj.plants) <= rules.PLOT_SIZE, obj.id
        for plant, k in Counter(obj.plants).items():
            assert k <= counts[plant], obj.id
    assert any(o.good_bug for o in data.objectives)


def test_plants_differ_by_symbol_and_colour():
    """GS-C1: ten plant kinds, each with its own symbol (for colour-blind players) and colour."""
    data = rules.load_data()
    assert len(data.plants) == 10
    assert len({p.symbol for p in data.plants}) == len(data.plants)
    assert len({p.colour for p in data.plants}) == len(data.plants)


def test_harder_objectives_pay_more():
    """GS-E2: points follow our documented rule (data/sabotage.yaml, tuned for issue 14), so rarer plants,
    doubles, a third plant and bugs never pay less, and an objective asking for more always pays more."""
    data = rules.load_data()
    counts = {p.id: p.count for p in data.plants}

    def rarity(plant: str) -> int:
        return 0 if counts[plant] >= 12 else 1 if counts[plant] >= 8 else 2

    for obj in data.objectives:
        alike = (0, 1, 3)[len(obj.plants) - len(set(obj.plants))]
        work = 6 * len(obj.plants) - 11 + sum(map(rarity, obj.plants)) + alike + 2 * obj.good_bug
        assert obj.points == max(1, round(max(1, work) ** 1.25)), obj.id
    for a in data.objectives:
        for b in data.objectives:
            more = Counter(a.plants) - Counter(b.plants)
            contains = not Counter(b.plants) - Counter(a.plants) and a.good_bug >= b.good_bug
            if a is not b and contains and (more or a.good_bug > b.good_bug):
                assert a.points > b.points, (a.id, b.id)


def test_plant_counts_must_add_up(tmp_path):
    """GS-C1: a plant count that breaks the total of 100 is reported against the plants list."""
    error = _broken(tmp_path, lambda raw: _plant(raw, "tomato").update(count=12))
    assert ("sabotage.yaml", "", "plants") in _where(error)
    assert "100" in str(error)


def test_bug_split_must_match(tmp_path):
    """GS-C1: the bug split is checked kind by kind."""
    error = _broken(tmp_path, lambda raw: raw["bugs"].update(good=9, bad=21))
    assert {("sabotage.yaml", "", "bugs.good"), ("sabotage.yaml", "", "bugs.bad")} <= _where(error)


def test_objective_count_must_match(tmp_path):
    """GS-C1: exactly fifty objectives."""
    error = _broken(tmp_path, lambda raw: raw["objectives"].pop())
    assert ("sabotage.yaml", "", "objectives") in _where(error)


def test_unknown_plant_in_objective_is_named(tmp_path):
    """GS-O1: an objective naming a plant kind that does not exist points at the exact entry."""
    error = _broken(tmp_path, lambda raw: _objective(raw, "salad-bowl").update(plants=["lettuce", "tomatoe"]))
    assert ("sabotage.yaml", "salad-bowl", "plants[1]") in _where(error)
    assert "tomatoe" in str(error)


def test_objective_too_big_for_a_plot(tmp_path):
    """GS-S1: four plants cannot share one plot, so such an objective could never be completed."""
    error = _broken(
        tmp_path, lambda raw: _objective(raw, "veg-patch").update(plants=["carrot", "tomato", "lettuce", "radish"])
    )
    assert ("sabotage.yaml", "veg-patch", "plants") in _where(error)


def test_objective_needing_more_copies_than_exist(tmp_path):
    """GS-O1: asking for more lilies than the deck holds makes an objective impossible."""

    def change(raw):
        _plant(raw, "lily").update(count=2)
        _plant(raw, "lettuce").update(count=18)
        _objective(raw, "show-garden").update(plants=["lily", "lily", "lily"])

    error = _broken(tmp_path, change)
    assert ("sabotage.yaml", "show-garden", "plants") in _where(error)


def test_symbols_must_be_distinct(tmp_path):
    """GS-C1: two plant kinds with one symbol could not be told apart without colour."""
    error = _broken(tmp_path, lambda raw: _plant(raw, "carrot").update(symbol="leaf"))
    assert ("sabotage.yaml", "carrot", "symbol") in _where(error)


def test_bad_values_are_named(tmp_path):
    """GS-E2: points must be positive; colours must be RGB components."""

    def change(raw):
        _objective(raw, "salsa").update(points=0)
        _plant(raw, "radish").update(colour=[300, 0, 0])

    where = _where(_broken(tmp_path, change))
    assert ("sabotage.yaml", "salsa", "points") in where
    assert ("sabotage.yaml", "radish", "colour") in where


def test_wrong_types_are_named(tmp_path):
    """GS-E2: points must be a whole number; a misspelt field is caught too."""

    def change(raw):
        _objective(raw, "coleslaw").update(points="four")
        _objective(raw, "salsa")["good_bugs"] = True

    where = _where(_broken(tmp_path, change))
    assert ("sabotage.yaml", "coleslaw", "points") in where
    assert any(card == "salsa" and field.endswith("good_bugs") for _, card, field in where)


def test_duplicate_ids_are_named(tmp_path):
    """GS-C1: every objective card is distinct."""
    error = _broken(tmp_path, lambda raw: _objective(raw, "salsa").update(id="coleslaw"))
    assert ("sabotage.yaml", "coleslaw", "id") in _where(error)
