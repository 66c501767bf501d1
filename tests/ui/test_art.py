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

from gardengames.games.unsurmountable.rules import geometry

ROOT = Path(__file__).resolve().parents[2]
ART = ROOT / "art"
SVGS = sorted(ART.rglob("*.svg"))
DATA = ROOT / "data"


def _data(name: str) -> dict:
    return yaml.safe_load((DATA / f"{name}.yaml").read_text(encoding="utf-8"))


CARDS = _data("unsurmountable")["cards"]
UNBEETABLE = _data("unbeetable")
SABOTAGE = _data("sabotage")
BOTANICUS = _data("botanicus")
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
    """Drawn at its own size (cards, icons, boards and the long track strip alike), every file is a real picture."""
    root = ET.parse(path).getroot()
    size = (int(float(root.get("width"))), int(float(root.get("height"))))
    surface = pygame.image.load_sized_svg(str(path), size)
    w, h = surface.get_size()
    assert (w, h) == size and min(w, h) >= 48
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


# ----------------------------------------------------------------------------------------------------------------
# Art for the other games follows their data: a card added to a YAML file without a picture fails here.


def _names() -> set[str]:
    return {p.relative_to(ART).as_posix() for p in SVGS}


def test_every_unbeetable_card_has_art():
    names = _names()
    ids = [s["id"] for s in UNBEETABLE["species"]] + [a["id"] for a in UNBEETABLE["actions"]]
    missing = [i for i in ids if f"unbeetable/{i}.svg" not in names]
    missing += [s["id"] for s in UNBEETABLE["seasons"] if f"unbeetable/season-{s['id']}.svg" not in names]
    assert not missing
    assert "unbeetable/garden.svg" in names
    for start in UNBEETABLE["start_plants"]:  # start plants are drawn with their species' card
        assert f"unbeetable/{start['species']}.svg" in names


def test_every_sabotage_card_has_art():
    names = _names()
    for plant in SABOTAGE["plants"]:
        assert f"sabotage/{plant['id']}.svg" in names
        assert f"sabotage/icon-{plant['id']}.svg" in names
    for kind in SABOTAGE["bugs"]:
        assert f"sabotage/{kind}.svg" in names
    assert {"sabotage/objective.svg", "sabotage/board.svg", "sabotage/golden_can.svg"} <= names


def test_every_botanicus_piece_has_art():
    names = _names()
    for level in range(1, len(BOTANICUS["plant_supply"]) + 1):
        assert f"botanicus/plant-{level}.svg" in names
    expected = ("gardener", "flower-token", "garden-board", "card", "task", "track", "action-board")
    assert {f"botanicus/{n}.svg" for n in expected} <= names


def _matrix(transform: str | None) -> tuple[float, float, float, float, float, float]:
    """The affine matrix (a, b, c, d, e, f) of an SVG transform made of translate() and rotate() steps."""
    a, b, c, d, e, f = 1.0, 0.0, 0.0, 1.0, 0.0, 0.0
    for name, args in re.findall(r"(translate|rotate)\(([^)]*)\)", transform or ""):
        nums = [float(n) for n in re.findall(NUMBER, args)]
        if name == "translate":
            m = (1.0, 0.0, 0.0, 1.0, nums[0], nums[1] if len(nums) > 1 else 0.0)
        else:
            r = math.radians(nums[0])
            m = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0.0, 0.0)
        a, b, c, d, e, f = (
            a * m[0] + c * m[1],
            b * m[0] + d * m[1],
            a * m[2] + c * m[3],
            b * m[2] + d * m[3],
            a * m[4] + c * m[5] + e,
            b * m[4] + d * m[5] + f,
        )
    return a, b, c, d, e, f


@pytest.mark.parametrize("species", [s["id"] for s in UNBEETABLE["species"]])
def test_unbeetable_phase_reads_upright_after_its_quarter_turns(species):
    """Phase k is drawn upright in its own frame (its edge on top). Turning the card counterclockwise k - 1 times,
    as the app does (pygame rotate(img, 90) per growth), must bring that frame's top edge to the card's top, the
    right way up."""
    root = ET.parse(ART / "unbeetable" / f"{species}.svg").getroot()
    phases = {int(g.get("data-phase")): g for g in root.iter(f"{NS}g") if g.get("class") == "phase"}
    assert sorted(phases) == [1, 2, 3, 4]
    for k, group in phases.items():
        a, b, c, d, e, f = _matrix(group.get("transform"))
        width, height = (250.0, 350.0) if k % 2 else (350.0, 250.0)  # the card's size once turned
        mid = (a * width / 2 + e, b * width / 2 + f)  # the middle of the frame's top edge, on the upright card
        up = (-c, -d)  # the frame's "up" on the upright card
        w = 250.0
        for _ in range(k - 1):  # one counterclockwise quarter turn: (x, y) -> (y, w - x), directions (dy, -dx)
            mid, up = (mid[1], w - mid[0]), (up[1], -up[0])
            w = 350.0 if w == 250.0 else 250.0
        assert mid == pytest.approx((width / 2, 0.0), abs=0.01), (k, mid)
        assert up == pytest.approx((0.0, -1.0), abs=1e-9), (k, up)


@pytest.mark.parametrize("plant", SABOTAGE["plants"], ids=lambda p: p["id"])
def test_sabotage_art_carries_the_plants_colour_and_symbol(plant):
    """Icon and card show the data's symbol, and the icon's symbol is painted in the data's colour."""
    colour = "#" + "".join(f"{v:02x}" for v in plant["colour"])
    icon = ET.parse(ART / "sabotage" / f"icon-{plant['id']}.svg").getroot()
    symbols = [g for g in icon.iter(f"{NS}g") if g.get("class") == "symbol"]
    assert [g.get("data-symbol") for g in symbols] == [plant["symbol"]]
    paints = {el.get("fill") for el in symbols[0].iter()} | {el.get("stroke") for el in symbols[0].iter()}
    assert colour in paints
    card = ET.parse(ART / "sabotage" / f"{plant['id']}.svg").getroot()
    assert {g.get("data-symbol") for g in card.iter(f"{NS}g") if g.get("class") == "symbol"} == {plant["symbol"]}
    assert [g.get("data-colour") for g in card.iter(f"{NS}g") if g.get("class") == "plant"] == [colour]


def _silhouette(plant_id: str, tmp_path: Path) -> set[tuple[int, int]]:
    """The pixels covered by an icon's symbol alone (everything else removed), drawn at 48 x 48."""
    tree = ET.parse(ART / "sabotage" / f"icon-{plant_id}.svg")
    root = tree.getroot()
    for child in list(root):
        if child.get("class") != "symbol" and child.tag != f"{NS}defs":
            root.remove(child)
    out = tmp_path / f"{plant_id}.svg"
    ET.register_namespace("", NS[1:-1])  # write plain <svg> tags, which nanosvg reads
    tree.write(out)
    surface = pygame.image.load_sized_svg(str(out), (48, 48))
    return {(x, y) for x in range(48) for y in range(48) if surface.get_at((x, y)).a > 128}


def test_sabotage_symbols_tell_plants_apart_without_colour(tmp_path):
    """A colour-blind player must tell every plant type from every other by shape alone: the symbols' silhouettes
    differ clearly (they overlap by less than three quarters) for every pair of plant types."""
    shapes = {p["id"]: _silhouette(p["id"], tmp_path) for p in SABOTAGE["plants"]}
    assert all(len(s) > 150 for s in shapes.values()), {k: len(s) for k, s in shapes.items()}
    ids = sorted(shapes)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
            assert overlap < 0.75, (a, b, round(overlap, 2))


def test_botanicus_garden_board_is_the_data_layout():
    """Beds where the data has beds, a footprint spot for every node, a path for every joined pair, and a hedge
    exactly between neighbouring spots the data does not join."""
    garden = BOTANICUS["garden"]
    root = ET.parse(ART / "botanicus" / "garden-board.svg").getroot()
    by_class: dict[str, list] = {}
    for el in root.iter():
        by_class.setdefault(el.get("class"), []).append(el)
    beds = {(el.get("data-row"), int(el.get("data-col"))) for el in by_class["bed"]}
    assert beds == {(row["id"], col) for row in garden["rows"] for col in row["columns"]}
    assert {el.get("id") for el in by_class["node"]} == {n["id"] for n in garden["nodes"]}
    paths = [frozenset((el.get("data-a"), el.get("data-b"))) for el in by_class["path"]]
    assert sorted(map(sorted, paths)) == sorted(map(sorted, (frozenset(p) for p in garden["paths"])))
    corners = {tuple(n["corner"]): n["id"] for n in garden["nodes"]}
    neighbours = {
        frozenset((name, corners[(r + dr, c + dc)]))
        for (r, c), name in corners.items()
        for dr, dc in ((0, 1), (1, 0))
        if (r + dr, c + dc) in corners
    }
    hedges = {frozenset((el.get("data-a"), el.get("data-b"))) for el in by_class["hedge"]}
    assert hedges == neighbours - set(paths)
    assert {el.get("data-row") for el in by_class["row-task"]} == {row["id"] for row in garden["rows"]}
    assert len(by_class["column-points"]) == garden["columns"]


def test_botanicus_action_board_has_every_space():
    root = ET.parse(ART / "botanicus" / "action-board.svg").getroot()
    spaces = [g.get("id") for g in root.iter(f"{NS}g") if g.get("class") == "space"]
    assert spaces == [s["id"] for col in BOTANICUS["columns"] for s in col["spaces"]]


def test_a_card_text_that_does_not_fit_keeps_whole_sentences_or_ends_with_an_ellipsis():
    """Issue 33 (7): replay cards cut their ability text mid-sentence. The text band keeps the whole sentences that
    fit, or the first words and an ellipsis; never half a word, never a line off the card."""
    from gardengames.ui.cards import fitting_text

    def height(text):  # ten characters to a line, ten pixels a line
        return 10 * max(1, -(-len(text) // 10))

    text = "Look at two cards. Keep one. Put the other back."
    assert fitting_text(text, 100, height) == text
    assert fitting_text(text, 30, height) == "Look at two cards. Keep one."
    assert fitting_text(text, 20, height) == "Look at two cards."
    assert fitting_text(text, 10, height) == "Look at\u2026"
    assert fitting_text("Unbreakable", 5, height) == ""
