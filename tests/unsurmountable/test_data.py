"""The card file: the real one is sound, and broken copies are reported precisely."""

from pathlib import Path

import pytest
import yaml

from gardengames import resources
from gardengames.engine import data as engine_data
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import geometry

SOURCE = resources.data_dir() / "unsurmountable.yaml"


def test_components():
    """UM-C1: seventeen mountain cards and one rescue helicopter card."""
    data = rules.load_data()
    assert len(data.cards) == 17
    assert data.helicopter.id == rules.HELICOPTER and data.helicopter.name == "Rescue Helicopter"
    assert len({card.ability.kind for card in data.cards}) == 17 == len(rules.ABILITY_KINDS)
    for card in data.cards:
        assert 1 <= card.climbers <= 3
        assert set(card.features) <= set(rules.FEATURES) and len(card.features) <= 2
        assert all(a in geometry.POINTS and b in geometry.POINTS for a, b, _ in card.paths)
        assert card.ability.text and card.name


def _broken(tmp_path: Path, edit) -> list[engine_data.Problem]:
    raw = yaml.safe_load(SOURCE.read_text(encoding="utf-8"))
    edit(raw)
    target = tmp_path / "unsurmountable.yaml"
    target.write_text(yaml.safe_dump(raw, sort_keys=False), encoding="utf-8")
    with pytest.raises(engine_data.DataError) as caught:
        engine_data.load(target, rules.GameData)
    return caught.value.problems


def _where(problems):
    return {(p.file, p.card, p.field) for p in problems}


def test_card_count(tmp_path):
    """UM-C1: a file without exactly 17 mountain cards is refused, naming the file and the field."""
    problems = _broken(tmp_path, lambda raw: raw["cards"].pop())
    assert ("unsurmountable.yaml", "", "cards") in _where(problems)


def test_duplicate_id(tmp_path):
    """A repeated card id is reported on that card."""

    def edit(raw):
        raw["cards"][1]["id"] = raw["cards"][0]["id"]

    assert ("unsurmountable.yaml", "m01", "id") in _where(_broken(tmp_path, edit))


def test_unknown_point(tmp_path):
    """UM-M2: trail segments may only join the seven card points; others are named with the card and field."""

    def edit(raw):
        raw["cards"][2]["paths"][0][1] = "TOP"

    problems = _broken(tmp_path, edit)
    assert ("unsurmountable.yaml", "m03", "paths[0][1]") in _where(problems)
    assert "TOP" in str(problems[0])


def test_segment_to_itself(tmp_path):
    """UM-M2: a segment must join two different points."""

    def edit(raw):
        raw["cards"][3]["paths"][1] = ["C", "C", 0]

    assert ("unsurmountable.yaml", "m04", "paths[1]") in _where(_broken(tmp_path, edit))


def test_unknown_ability(tmp_path):
    """UM-G6: every ability kind must be one the rules can carry out."""

    def edit(raw):
        raw["cards"][4]["ability"]["kind"] = "teleport"

    assert ("unsurmountable.yaml", "m05", "ability.kind") in _where(_broken(tmp_path, edit))


def test_unknown_feature(tmp_path):
    """UM-D3: features are forest, camp, lake, cave or yeti."""

    def edit(raw):
        raw["cards"][5]["features"] = ["glacier"]

    assert ("unsurmountable.yaml", "m06", "features[0]") in _where(_broken(tmp_path, edit))


def test_climbers_out_of_range(tmp_path):
    """UM-D5: 0 to 2 climbers per segment, 1 to 3 per card."""

    def edit(raw):
        raw["cards"][6]["paths"][0][2] = 5

    problems = _where(_broken(tmp_path, edit))
    assert ("unsurmountable.yaml", "m07", "paths[0][2]") in problems
    assert ("unsurmountable.yaml", "m07", "paths") in problems  # 5 climbers in all is too many too


def test_wrong_shape_of_a_segment(tmp_path):
    """A segment written as a mapping instead of [from, to, climbers] is reported on that card."""

    def edit(raw):
        raw["cards"][7]["paths"][0] = {"from": "B1", "to": "C", "climbers": 0}

    assert ("unsurmountable.yaml", "m08", "paths[0]") in _where(_broken(tmp_path, edit))


def test_the_helicopter_keeps_its_key(tmp_path):
    """UM-C1: the helicopter card's id is the key the rules and the art use for it."""

    def edit(raw):
        raw["helicopter"]["id"] = "chopper"

    assert ("unsurmountable.yaml", "chopper", "id") in _where(_broken(tmp_path, edit))
