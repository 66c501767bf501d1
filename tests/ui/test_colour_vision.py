"""Play without colour (issue 34): the colours that carry meaning stay apart for colour-blind players, each has a
second code, and text keeps its contrast.

Colour vision is simulated with Machado, Oliveira and Fernandes (2009), "A physiologically-based model for
simulation of color vision deficiency" (IEEE TVCG 15(6)), their matrices for protanopia, deuteranopia and
tritanopia at severity 1.0 applied to linear sRGB; colour difference is CIEDE2000 after Sharma, Wu and Dalal (2005),
"The CIEDE2000 color-difference formula: implementation notes, supplementary test data, and mathematical
observations" (Color Research & Application 30(1)), checked here against that paper's 34 test pairs; contrast is
WCAG 2's relative luminance and ratio. The formulas are in tests/colour_science.py.

Every table is rendered headless (every game and player count, English and Dutch, mid-game, in the normal palette
and under high contrast) while every seat mark and task plant it draws is recorded, with the colour that landed on
the surface: any two seats', and any two plant levels', stay at least ``MIN_DISTANCE`` apart under each
simulation. Every ``theme.text`` is recorded with the pixels behind its letters just before they are drawn: the
letters' colour against the median of those pixels keeps 4.5:1 (WCAG's 3:1 for large text: 24 px, or 19 px bold),
and so does every line of the move log on its paper. The menu, Settings, statistics, and each game's setup,
rules page and score screen are checked the same way.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pygame
import pytest

from gardengames import games, i18n
from gardengames.games.botanicus.table import gardens as botanicus_gardens
from gardengames.games.botanicus.table.layout import LEVEL_COLOURS, LEVEL_SHAPES
from gardengames.ui import theme
from gardengames.ui.dialogs import CoverScreen
from gardengames.ui.menu import MenuScene
from gardengames.ui.rulespage import RulesScene
from gardengames.ui.score import ScoreScene
from gardengames.ui.settings import SettingsScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene
from tests.colour_science import VISIONS, ciede2000, contrast, distance, lab, luminance, simulate
from tests.positions import position, tables
from tests.ui_events import reveal

MIN_DISTANCE = 20  # CIEDE2000: two colours this far apart read as different at a glance
BODY, LARGE = 4.5, 3.0  # WCAG 2 contrast for body text and for large text
ROOT = Path(__file__).resolve().parents[2]

# Sharma, Wu, Dalal (2005), Table 1: L1 a1 b1, L2 a2 b2, and the CIEDE2000 difference.
SHARMA_PAIRS = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_gives_the_published_differences(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=5e-5)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=5e-5)  # the formula is symmetric


def test_the_simulations_keep_greys_and_merge_what_each_vision_confuses():
    """A grey looks the same to everyone; red and green (protanopia, deuteranopia) and blue and green (tritanopia)
    that normal vision tells far apart come out close: the model is applied, not skipped."""
    for vision in VISIONS:
        for grey in ((0, 0, 0), (128, 128, 128), (255, 255, 255)):
            assert distance(simulate(grey, vision), grey) < 1.5, vision
    red, green = (200, 80, 40), (120, 120, 40)
    assert distance(red, green) > 25
    assert distance(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < 8
    assert distance(simulate(red, "protanopia"), simulate(green, "protanopia")) < 15
    teal, blue = (60, 150, 140), (70, 140, 200)
    assert distance(teal, blue) > 15
    assert distance(simulate(teal, "tritanopia"), simulate(blue, "tritanopia")) < 6


def test_lab_and_contrast_match_known_values():
    assert lab((255, 255, 255)) == pytest.approx((100, 0, 0), abs=0.05)
    assert lab((255, 0, 0)) == pytest.approx((53.24, 80.09, 67.20), abs=0.05)
    assert luminance((255, 255, 255)) == pytest.approx(1.0)
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)
    assert theme.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # the app's own


def too_close(colours: dict[object, tuple[int, int, int]] | list[tuple[object, tuple[int, int, int]]]) -> list[str]:
    """Every pair of colours of different keys closer than ``MIN_DISTANCE`` under normal vision or a simulation
    (a list may give a key several colours: a seat's mark as drawn in several places)."""
    items = list(colours.items()) if isinstance(colours, dict) else colours
    found = []
    for vision in ("normal", *VISIONS):
        for (k1, c1), (k2, c2) in itertools.combinations(items, 2):
            if k1 == k2:
                continue
            d = distance(c1, c2) if vision == "normal" else distance(simulate(c1, vision), simulate(c2, vision))
            if d < MIN_DISTANCE:
                found.append(f"{vision}: {k1} {c1} and {k2} {c2} only {d:.1f} apart")
    return sorted(set(found))


def test_the_check_finds_colours_too_close():
    assert too_close({"red": (196, 72, 60), "green": (120, 130, 40)})
    assert not too_close({"black": (0, 0, 0), "white": (255, 255, 255)})
    assert not too_close([("seat 0", (196, 72, 60)), ("seat 0", (190, 70, 58))])  # one seat's shades may be close


def test_seat_colours_and_plant_levels_stay_apart_and_each_has_its_own_shape():
    assert not too_close(dict(enumerate(theme.SEAT_COLOURS)))
    assert not too_close(LEVEL_COLOURS)
    assert len(set(theme.SEAT_SHAPES)) == len(theme.SEAT_SHAPES) == len(theme.SEAT_COLOURS)
    assert len(set(LEVEL_SHAPES.values())) == len(LEVEL_SHAPES) == len(LEVEL_COLOURS)


def test_the_plant_art_uses_the_tables_level_colours():
    """The plants are SVGs from art/make_art.py: their colours are the ones checked above, not older ones."""
    source = (ROOT / "art" / "artgen" / "botanicus.py").read_text(encoding="utf-8")
    line = re.search(r"^BOT_LEVELS = \{(.*)\}", source, re.M)
    assert line is not None
    art = {int(k): v for k, v in re.findall(r'(\d): "#([0-9a-f]{6})"', line.group(1))}
    assert {k: tuple(int(v[i : i + 2], 16) for i in (0, 2, 4)) for k, v in art.items()} == LEVEL_COLOURS
    for level, (r, g, b) in LEVEL_COLOURS.items():
        assert f"#{r:02x}{g:02x}{b:02x}" in (ROOT / "art" / "botanicus" / f"plant-{level}.svg").read_text()


class Recorder:
    """What a drawn frame showed: seat marks and task plants with the colour each left at its centre, and every
    text with its colour, size and the pixels behind its letters (sampled before the letters were drawn)."""

    def __init__(self, monkeypatch):
        self.marks: dict[int, set[tuple[int, int, int]]] = {}
        self.plants: dict[int, set[tuple[int, int, int]]] = {}
        self.texts: list[tuple[str, tuple[int, int, int], int, bool, list[pygame.Color], pygame.Rect]] = []
        real_text, real_mark, real_plant = theme.text, theme.seat_mark, botanicus_gardens.plant_dot

        def mark(surface, index, centre, r, **kw):
            rect = real_mark(surface, index, centre, r, **kw)
            if kw.get("fill") is None:  # a white heart on a Flower is told by its shape; its petals by colour
                self.marks.setdefault(index, set()).add(tuple(surface.get_at(centre))[:3])
            return rect

        def plant(surface, level, centre, r):
            real_plant(surface, level, centre, r)
            self.plants.setdefault(level, set()).add(tuple(surface.get_at(centre))[:3])

        def text(surface, words, pos, px, colour=None, **kw):
            ink = pygame.Color(theme.INK if colour is None else colour)
            bold = bool(kw.get("bold", False))
            img = theme.rendered(words, px, tuple(ink), kw.get("bold", False), kw.get("width", 0))
            rect = img.get_rect(**{kw.get("anchor", "topleft"): pos})
            if theme.high_contrast:  # the patch it would put under the letters first (a second one is not needed)
                theme.plain_patch(surface, rect, ink)
            behind = []
            shown = rect.clip(surface.get_clip())  # letters outside the clip are never seen
            for y in range(shown.y, shown.bottom):
                for x in range(shown.x, shown.right):
                    if img.get_at((x - rect.x, y - rect.y)).a > 160:
                        behind.append(surface.get_at((x, y)))
            if words.strip() and behind:
                self.texts.append((words, (ink.r, ink.g, ink.b), px, bold, behind, rect))
            return real_text(surface, words, pos, px, colour, **kw)

        monkeypatch.setattr(theme, "text", text)
        monkeypatch.setattr(theme, "seat_mark", mark)
        monkeypatch.setattr(botanicus_gardens, "plant_dot", plant)

    def low_contrast(self) -> list[str]:
        """Texts whose letters stand on an opaque background too close to them in tone. Letters on a see-through
        surface (a card face being made) are composed later and not judged here, nor is a drop shadow: the same
        words drawn again up to 6 px off straight after, over it."""
        out = []
        for i, (words, ink, px, bold, behind, rect) in enumerate(self.texts):
            later = self.texts[i + 1 : i + 2]
            if later and later[0][0] == words and max(map(abs, (later[0][5].x - rect.x, later[0][5].y - rect.y))) <= 6:
                continue
            opaque = sorted((c for c in behind if c.a == 255), key=lambda c: luminance((c.r, c.g, c.b)))
            if len(opaque) * 2 < len(behind):
                continue
            middle = opaque[len(opaque) // 2]
            ratio = contrast(ink, (middle.r, middle.g, middle.b))
            need = LARGE if px >= 24 or (bold and px >= 19) else BODY
            if ratio < need:
                out.append(f"{words!r} in {ink} on {tuple(middle)[:3]}: {ratio:.2f} < {need}")
        return sorted(set(out))


def test_the_recorder_sees_poor_contrast_and_passes_good(monkeypatch, app):
    recorder = Recorder(monkeypatch)
    surface = pygame.Surface((300, 60))
    surface.fill(theme.PAPER)
    theme.text(surface, "plain ink", (4, 4), 16)
    theme.text(surface, "pale on paper", (4, 30), 16, theme.PAPER_DARK)
    problems = recorder.low_contrast()
    assert len(problems) == 1 and "pale on paper" in problems[0]


@pytest.mark.parametrize("lang", ("en", "nl"))
def test_the_other_screens_keep_their_text_readable(monkeypatch, lang):
    """The menu, Settings, statistics, and for every game its setup, rules page and score screen."""
    monkeypatch.setenv(i18n.LANG_VARIABLE, lang)
    recorder = Recorder(monkeypatch)
    problems = []

    def look(app: App, scene, name: str) -> None:
        recorder.texts.clear()
        app.stack.push(scene)
        app.step(0.016)
        problems.extend(f"{name}: {p}" for p in recorder.low_contrast())

    app = App((1280, 720), headless=True)
    look(app, MenuScene(app), "menu")
    look(app, SettingsScene(app), "settings")
    app.stack.pop()
    look(app, StatsScene(app), "statistics")
    app.close()
    for game_id, info in games.GAMES.items():
        app = App((1280, 720), headless=True)
        app.stack.push(MenuScene(app))
        look(app, SetupScene(app, info), f"{game_id} setup")
        look(app, RulesScene(app, info), f"{game_id} rules")
        look(app, ScoreScene(app, position(game_id, 1 if info.solitaire else 2, to_end=True)), f"{game_id} score")
        app.close()
    assert not problems, "\n".join(sorted(set(problems)))


def table_cases():
    """Every table in both languages; under high contrast each game once, at its most players (its layout
    differs from the normal palette's only in colours, outlines and patches)."""
    for case in tables():
        game_id, n = case.values
        info = games.get(game_id)
        for lang in ("en", "nl"):
            yield pytest.param(game_id, n, lang, False, id=f"{case.id}-{lang}")
            if n == info.max_players:
                yield pytest.param(game_id, n, lang, True, id=f"{case.id}-{lang}-high-contrast")


@pytest.mark.parametrize(("game_id", "n", "lang", "high_contrast"), list(table_cases()))
def test_every_table_keeps_its_codes_apart_and_its_text_readable(monkeypatch, game_id, n, lang, high_contrast):
    monkeypatch.setenv(i18n.LANG_VARIABLE, lang)
    assert i18n.set_language(lang) == lang
    recorder = Recorder(monkeypatch)
    session = position(game_id, n, moves=30)
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    if high_contrast:
        app.set_high_contrast(True)
        assert theme.high_contrast and theme.NORMAL_PALETTE["INK"] != theme.INK
    table = games.get(game_id).table_scene()(app, session)
    app.stack.push(table)
    app.step(0.016)
    if isinstance(app.stack.top, CoverScreen):
        reveal(app, pygame.K_RETURN)
    recorder.texts.clear()
    table.layout((1280, 720))  # a fresh static layer: everything is drawn again, and recorded
    table.redraw()
    app.step(0.016)

    problems = recorder.low_contrast()
    for line, colour in table.log.lines:
        if contrast(colour, theme.PAPER) < BODY:
            problems.append(f"log line {line!r} in {colour}: {contrast(colour, theme.PAPER):.2f} on paper")
    if not games.get(game_id).solitaire:
        assert len(recorder.marks) == n, "every seat's mark is drawn"
        problems += too_close([(f"seat {i}", c) for i, found in recorder.marks.items() for c in found])
    if game_id == "botanicus":
        assert recorder.plants, "the tasks show their plants"
        problems += too_close([(f"level {k}", c) for k, found in recorder.plants.items() for c in found])
    app.stack.scenes.clear()
    app.set_high_contrast(False)
    assert not problems, "\n".join(problems)
