"""Unbeetable's plant cards read at a glance at 1280 x 720 (issue 15): the species by a large silhouette whose shape
differs from every other species', the current phase by the bright frame on top, and what a harvest now scores by
a large upright badge at the top left corner of the card as it lies (UB-P4: the card still turns a quarter turn
per phase; UB-P5, UB-A7, UB-A8, UB-A9: the badge is the rules' own harvest value)."""

import itertools
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from gardengames.engine.text import signed
from gardengames.games.unbeetable.table import faces
from gardengames.games.unbeetable.table.keys import CARD_RATIO, read_plant_style
from gardengames.session import Seat
from gardengames.ui import theme
from gardengames.ui.cards import card_base

ART = Path(__file__).resolve().parents[2] / "art" / "unbeetable"
NS = "{http://www.w3.org/2000/svg}"
FOUR = [Seat(f"P{i}", "computer", "easy", colour=i) for i in range(4)]
UNDERS = [(), ("compost",), ("hail",), ("compost", "hail"), ("aphid",)]


@pytest.fixture
def four_at_720(open_table):
    """A four-player table at 1280 x 720, where the garden cards are smallest on a common laptop screen."""
    app, scene = open_table("unbeetable", FOUR, size=(1280, 720), seed=3, options={"first_player": 0})
    yield scene
    app.close()


def expected_badge(layer_size, text):
    """The current phase's badge alone, as the face must show it at the top left of the card as it lies."""
    layer = pygame.Surface(layer_size, pygame.SRCALPHA)
    rect = faces.draw_corner_badge(layer, 0, text, faces.PHASE_TINTS[0], current=True)
    return layer, rect


def test_the_badge_is_what_the_rules_say_a_harvest_scores_now_for_every_species_phase_and_card_under_it(
    kit, four_at_720
):
    """UB-P5, UB-A7, UB-A8, UB-A9, UB-A12: for every species in every phase, bare or with compost, hail or an aphid
    under it, the face's top left corner, once turned as the table turns the card (UB-P4), shows exactly the badge
    of the rules' harvest value, upright; an aphid's plant shows the cannot-harvest sign."""
    scene = four_at_720
    st = scene.state
    checked = 0
    for species in st.data.plant_species:
        if species.startswith("start-"):
            continue
        for phase, under in itertools.product((1, 2, 3, 4), UNDERS):
            kit.plant(st, 0, 0, species, phase=phase, under=under)
            entry = st.gardens[0][0]
            place = scene.card_places()[entry["card"]]
            assert place.angle == 90 * (phase - 1)
            worth = st.harvest_value(entry)
            assert read_plant_style(place.style) == (phase, worth)
            text = "x" if worth is None else signed(worth)
            assert faces.plant_badges(st.data.plant_species[species].phases, phase, worth)[0] == (phase, text)
            size = (place.rect.h, place.rect.w) if phase % 2 == 0 else place.rect.size
            turned = scene.faces.turned(entry["card"], size, place.angle, place.style)
            assert turned.get_size() == place.rect.size
            want, rect = expected_badge(turned.get_size(), text)
            diff = [
                (x, y)
                for x in range(rect.x, rect.right)
                for y in range(rect.y, rect.bottom)
                if want.get_at((x, y)).a == 255 and turned.get_at((x, y))[:3] != want.get_at((x, y))[:3]
            ]
            assert not diff, (species, phase, under, text, diff[:5])
            checked += 1
    assert checked == 6 * 4 * len(UNDERS)


@pytest.mark.parametrize("phase", [1, 2, 3, 4])
def test_the_current_phase_frame_is_the_bright_one_on_top_and_the_ripe_silhouette_stands_upright(
    kit, four_at_720, phase
):
    """UB-P4: whichever way the card lies, the picture panel on top (the current phase's) shows the art as drawn,
    the other three are faded; turned half round or more (ripe, withered) the centre still shows the species the
    right way up, as on the upright card (the centre is drawn turned half round for phases 3 and 4)."""
    scene = four_at_720
    st = scene.state
    kit.plant(st, 0, 0, "beetroot", phase=phase)
    key = st.gardens[0][0]["card"]
    place = scene.card_places()[key]
    size = (place.rect.h, place.rect.w) if phase % 2 == 0 else place.rect.size
    face = scene.faces.turned(key, size, place.angle, place.style)
    raw = card_base(size, "unbeetable/beetroot.svg")
    plain = pygame.transform.rotate(raw, place.angle)
    units = (350.0, 250.0) if phase % 2 == 0 else (250.0, 350.0)
    k = face.get_width() / units[0]
    for edge in range(4):
        pts = faces.frame_panel(edge, units)
        mid = (round(sum(x for x, _ in pts) / 4 * k), round(sum(y for _, y in pts) / 4 * k))
        same = face.get_at(mid) == plain.get_at(mid)
        assert same == (edge == 0), (phase, edge)
    if phase == 3:  # turned back upright, the centre is the art's centre turned half round
        w, h = size
        x0, y0 = round(faces.CENTRE[0] * w / 250), round(faces.CENTRE[1] * h / 350)
        centre = pygame.Rect(x0, y0, w - 2 * x0, h - 2 * y0).inflate(-8, -8)  # inside the current frame's rim
        shown = pygame.transform.rotate(face, -place.angle).subsurface(centre)
        turned_art = pygame.transform.rotate(raw.subsurface(centre), 180)
        assert pygame.image.tobytes(shown, "RGBA") == pygame.image.tobytes(turned_art, "RGBA")


def test_the_other_corners_show_the_coming_phases_in_order():
    """Clockwise from the badge: the next phase's printed points, then the one after, then the one before; a card
    in the hand (no phase yet) shows the four phases in order from the top left."""
    beet = (0, 1, 5, -2)
    assert faces.plant_badges(beet, 0, None) == [(1, "0"), (2, "+1"), (3, "+5"), (4, signed(-2))]
    assert faces.plant_badges(beet, 3, 6) == [(3, "+6"), (4, signed(-2)), (1, "0"), (2, "+1")]
    assert faces.plant_badges(beet, 4, None) == [(4, "x"), (1, "0"), (2, "+1"), (3, "+5")]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_badge_is_large_enough_to_read_with_four_players(open_table, size):
    """At 1280 x 720 (and the smallest window) with four players the garden cards are smallest: the harvest-now
    figure is still at least 14 px, and every other corner's figure at least the app's smallest text."""
    app, scene = open_table("unbeetable", FOUR, size=size, seed=3)
    try:
        card = (round(scene.gardens.S / CARD_RATIO), scene.gardens.S)
        for lying in (card, card[::-1]):
            assert faces.badge_px(lying, current=True) >= faces.NOW_MIN_PX >= 14
            assert faces.badge_px(lying, current=False) > theme.MIN_TEXT_PX
            _, rect = expected_badge(lying, "+7")
            assert rect.h >= 14 and rect.w <= lying[0] // 2  # a clear pill, leaving the card's picture in sight
            figure = theme.rendered("+7", faces.badge_px(lying, current=True), theme.WHITE, True)
            ink = figure.get_bounding_rect(min_alpha=128)
            assert ink.h >= 10  # the digits themselves, not just the line box
    finally:
        app.close()


def silhouette(species: str, tmp_path: Path, size=(100, 140)) -> set[tuple[int, int]]:
    """The pixels covered by a card's species silhouette alone (everything else removed), drawn at ``size``."""
    tree = ET.parse(ART / f"{species}.svg")
    root = tree.getroot()
    groups = [g for g in root if g.get("class") == "silhouette"]
    assert [g.get("data-species") for g in groups] == [species]
    for child in list(root):
        if child.get("class") != "silhouette" and child.tag != f"{NS}defs":
            root.remove(child)
    out = tmp_path / f"{species}.svg"
    ET.register_namespace("", NS[1:-1])
    tree.write(out)
    surface = pygame.image.load_sized_svg(str(out), size)
    return {(x, y) for x in range(size[0]) for y in range(size[1]) if surface.get_at((x, y)).a > 128}


def test_every_species_is_told_apart_by_its_silhouette_alone(kit, tmp_path):
    """Carrot and pumpkin share an orange, and a colour-blind player sees more alike: each pair of species'
    silhouettes (shape only, no colour) overlaps by less than 0.6 (intersection over union; the closest pair,
    pumpkin and lettuce, is near 0.5), and each is large: at least 40 % of the card's height or width."""
    species = [s for s in kit.make().data.plant_species if not s.startswith("start-")]
    shapes = {s: silhouette(s, tmp_path) for s in species}
    for name, mask in shapes.items():
        xs, ys = {x for x, _ in mask}, {y for _, y in mask}
        assert max((max(xs) - min(xs)) / 100, (max(ys) - min(ys)) / 140) >= 0.4, name
    for a, b in itertools.combinations(sorted(shapes), 2):
        overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
        assert overlap < 0.6, (a, b, round(overlap, 2))
