"""The generated art: reproducible from its generator, drawable by nanosvg, and true to the game data."""

from __future__ import annotations

import importlib.util
import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest
import yaml

from gardengames.games.unsurmountable import geometry

ROOT = Path(__file__).resolve().parent.parent
ART = ROOT / "art"
SVGS = sorted(ART.rglob("*.svg"))
CARDS = yaml.safe_load((ROOT / "data" / "unsurmountable.yaml").read_text(encoding="utf-8"))["cards"]
NS = "{http://www.w3.org/2000/svg}"
NUMBER = r"-?\d+(?:\.\d+)?"


def _generator():
    spec = importlib.util.spec_from_file_location("make_art", ART / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_art"] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


def test_generator_reproduces_the_committed_art(tmp_path):
    """Re-running the generator gives byte-identical files, and no committed SVG is left without a source."""
    written = _generator().main(tmp_path)
    fresh = {p.relative_to(tmp_path).as_posix(): p.read_bytes() for p in written}
    committed = {p.relative_to(ART).as_posix(): p.read_bytes() for p in SVGS}
    assert sorted(fresh) == sorted(committed)
    changed = [name for name in fresh if fresh[name] != committed[name]]
    assert not changed, f"out of date, re-run art/make_art.py: {changed}"


def test_expected_files_exist():
    names = {p.relative_to(ART).as_posix() for p in SVGS}
    for game in ("unbeetable", "sabotage", "unsurmountable", "botanicus"):
        assert f"menu/{game}.svg" in names
    assert {"common/table.svg", "common/card_back.svg", "common/logo.svg"} <= names
    assert "unsurmountable/helicopter.svg" in names
    assert {f"unsurmountable/{card['id']}.svg" for card in CARDS} <= names


@pytest.mark.parametrize("path", SVGS, ids=lambda p: p.relative_to(ART).as_posix())
def test_svg_is_plain_xml_that_nanosvg_can_draw(path):
    """nanosvg ignores <text> and <use>: the art must not rely on them."""
    root = ET.parse(path).getroot()
    assert root.tag == f"{NS}svg"
    tags = {el.tag.removeprefix(NS) for el in root.iter()}
    assert not tags & {"text", "use", "tspan", "clipPath", "filter", "pattern", "image"}, tags


@pytest.mark.parametrize("path", SVGS, ids=lambda p: p.relative_to(ART).as_posix())
def test_svg_rasterises_to_a_picture(path):
    surface = pygame.image.load_sized_svg(str(path), (250, 350))
    w, h = surface.get_size()
    assert w > 100 and h > 100
    colours = {
        tuple(surface.get_at((x, y))) for x in range(0, w, max(1, w // 24)) for y in range(0, h, max(1, h // 24))
    }
    assert len(colours) > 20, "the picture is (nearly) blank"


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c["id"])
def test_mountain_card_trails_are_the_data_segments(card):
    """Each trail element names one segment and runs exactly from its first point to its second."""
    root = ET.parse(ART / "unsurmountable" / f"{card['id']}.svg").getroot()
    trails = [el for el in root.iter(f"{NS}path") if el.get("class") == "trail"]
    drawn = set()
    for el in trails:
        match = re.fullmatch(r"seg-(\w+)-(\w+)", el.get("id", ""))
        assert match, el.get("id")
        a, b = match.groups()
        drawn.add(frozenset((a, b)))
        numbers = [float(n) for n in re.findall(NUMBER, el.get("d"))]
        (ax, ay), (bx, by) = geometry.POINTS[a], geometry.POINTS[b]
        assert numbers[:2] == pytest.approx([ax * 250, ay * 350], abs=0.05)
        assert numbers[-2:] == pytest.approx([bx * 250, by * 350], abs=0.05)
    expected = {frozenset((str(a), str(b))) for a, b, _ in card["paths"]}
    assert drawn == expected
    assert len(trails) == len(card["paths"])


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c["id"])
def test_mountain_card_climbers_and_features_are_the_data(card):
    """Every climber stands beside the segment the data gives it; every feature of the card is drawn once."""
    root = ET.parse(ART / "unsurmountable" / f"{card['id']}.svg").getroot()
    groups = list(root.iter(f"{NS}g"))
    climbers = sorted(g.get("data-seg") for g in groups if g.get("class") == "climber")
    expected = sorted(f"seg-{a}-{b}" for a, b, n in card["paths"] for _ in range(n))
    assert climbers == expected
    features = sorted(g.get("data-kind") for g in groups if g.get("class") == "feature")
    assert features == sorted(card.get("features") or [])


def _anchors(d: str) -> list[tuple[float, float]]:
    """The on-curve points of a trail path ("M p C c1 c2 p C c1 c2 p ...")."""
    nums = [float(n) for n in re.findall(NUMBER, d)]
    pairs = list(zip(nums[::2], nums[1::2], strict=True))
    return [pairs[0], *pairs[3::3]]


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c["id"])
def test_each_climber_stands_nearest_its_own_segment(card):
    """A player counting climbers on a route (level V) must not be misled: each figure is clearly beside its own
    segment, clearly further from every other one, and above the text band."""
    root = ET.parse(ART / "unsurmountable" / f"{card['id']}.svg").getroot()
    trails = {el.get("id"): _anchors(el.get("d")) for el in root.iter(f"{NS}path") if el.get("class") == "trail"}
    for g in root.iter(f"{NS}g"):
        if g.get("class") != "climber":
            continue
        x, y = (float(n) for n in re.match(rf"translate\(({NUMBER}),({NUMBER})\)", g.get("transform")).groups())
        middle = (x, y - 12)  # feet to the middle of the figure
        dist = {seg: min(math.dist(middle, p) for p in pts) for seg, pts in trails.items()}
        own = dist.pop(g.get("data-seg"))
        assert own < 30
        assert all(other > own + 10 for other in dist.values()), (own, dist)
        assert y < 350 * 0.78 + 2
