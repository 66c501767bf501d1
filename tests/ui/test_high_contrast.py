"""The high-contrast option (issue 34): stored like the other settings (older files without it still load), read
at start, switched live from Settings, and what it draws: darker ink, thicker outlines, plain patches behind text
that would otherwise stand on a busy or similar background."""

import json

import pygame
import pytest

from gardengames import games, store
from gardengames.session import Seat, Session
from gardengames.ui import theme
from gardengames.ui.menu import MenuScene
from gardengames.ui.settings import SettingsScene
from gardengames.ui.shell import App
from gardengames.ui.widgets import focus_ring
from tests.ui_events import key


@pytest.fixture(autouse=True)
def _normal_palette_after():
    """The palette is process-wide: no test leaves high contrast on for the next."""
    yield
    theme.set_high_contrast(False)


def write_settings(raw: dict) -> None:
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw), encoding="utf-8")


def test_an_older_settings_file_without_it_loads_with_it_off():
    write_settings({"version": 1, "volume": 0.4, "language": "nl"})
    notices: list[str] = []
    loaded = store.load_settings(notices)
    assert notices == [] and loaded.volume == 0.4 and loaded.high_contrast is False


def test_a_wrong_value_is_named_and_the_rest_kept():
    write_settings({"version": 1, "volume": 0.4, "high_contrast": "yes"})
    notices: list[str] = []
    loaded = store.load_settings(notices)
    assert loaded.volume == 0.4 and loaded.high_contrast is False
    assert any("high_contrast" in n for n in notices)


def test_the_app_starts_in_the_palette_the_file_asks_for():
    write_settings({"version": 1, "high_contrast": True})
    app = App((1024, 600), headless=True)
    assert theme.high_contrast and theme.HIGH_PALETTE["INK"] == theme.INK
    app.close()
    write_settings({"version": 1})
    app = App((1024, 600), headless=True)
    assert not theme.high_contrast and theme.NORMAL_PALETTE["INK"] == theme.INK
    app.close()


def test_settings_switches_it_live_saves_it_and_redraws_the_table_under_it():
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    session = Session("sabotage", [Seat("Ann"), Seat("Bob", "computer", "easy", 1)], seed=4)
    table = games.get("sabotage").table_scene()(app, session)
    app.stack.push(table)
    app.step(0.016)
    normal = app.screen.copy()

    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step(0.016)
    while scene.widgets.focus is None or scene.widgets.widgets[scene.widgets.focus] is not scene.contrast:
        key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    assert app.settings.high_contrast and theme.high_contrast
    assert store.load_settings([]).high_contrast is True  # saved at once

    key(app, pygame.K_ESCAPE)  # back to the table, drawn again in the new palette
    app.step(0.016)
    assert app.stack.top is table
    high = app.screen.copy()
    assert pygame.image.tobytes(high, "RGB") != pygame.image.tobytes(normal, "RGB")

    app.set_high_contrast(False)
    app.step(0.016)
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(normal, "RGB")  # nothing stale left
    app.close()


def frame(game_id: str, switch: bool | None) -> bytes:
    """A table's first frame: opened in the palette the settings start with, or (``switch``) with high contrast
    switched on or off while it is open."""
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    seats = [Seat("Ann")] if games.get(game_id).solitaire else [Seat("Ann"), Seat("Bob", "computer", "easy", 1)]
    table = games.get(game_id).table_scene()(app, Session(game_id, seats, seed=4))
    app.stack.push(table)
    app.step(0.016)
    if switch is not None:
        app.set_high_contrast(switch)
    app.step(0.016)  # as many frames either way: what breathes is at the same point
    shot = pygame.image.tobytes(app.screen, "RGB")
    app.close()
    return shot


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_switching_live_looks_the_same_as_starting_in_it(game_id):
    """Nothing a table keeps (its cards, board, a part's own picture) stays in the old palette."""
    write_settings({"version": 1, "high_contrast": True})
    started_high = frame(game_id, None)
    write_settings({"version": 1})
    started_normal = frame(game_id, None)
    assert started_high != started_normal
    assert frame(game_id, True) == started_high
    write_settings({"version": 1, "high_contrast": True})
    assert frame(game_id, False) == started_normal


def test_text_gets_a_plain_patch_only_where_it_needs_one(app):
    theme.set_high_contrast(True)
    surface = pygame.Surface((200, 80))
    surface.fill((120, 90, 60))  # the walnut table
    rect = theme.text(surface, "Plants", (10, 10), 16, theme.PAPER_DARK)
    corner = rect.inflate(2, 0).topleft
    assert tuple(surface.get_at(corner))[:3] == (20, 14, 10)  # a dark patch behind pale words
    surface.fill(theme.WHITE)
    rect = theme.text(surface, "Plants", (10, 40), 16, theme.INK)
    assert tuple(surface.get_at(rect.inflate(2, 0).topleft))[:3] == theme.WHITE  # ink on white needs none
    card = pygame.Surface((200, 80), pygame.SRCALPHA)  # a face being made: what will lie behind is unknown
    rect = theme.text(card, "Plants", (10, 10), 16, theme.INK)
    assert tuple(card.get_at(rect.inflate(2, 0).topleft)) == (*theme.PAPER, 255)
    theme.set_high_contrast(False)
    surface.fill((120, 90, 60))
    rect = theme.text(surface, "Plants", (10, 10), 16, theme.PAPER_DARK)
    assert tuple(surface.get_at(rect.inflate(2, 0).topleft))[:3] == (120, 90, 60)  # off: no patch


def _ring_pixels() -> int:
    """White pixels of the focus ring round a 60x40 rect."""
    surface = pygame.Surface((120, 100))
    focus_ring(surface, pygame.Rect(30, 30, 60, 40), 1.0)
    return pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255)).count()


def test_outlines_and_the_menu_focus_are_stronger(app):
    assert theme.stroke(2) == 2
    plain_ring = _ring_pixels()
    theme.set_high_contrast(True)
    assert theme.stroke(2) == 3 and theme.stroke(1) == 2 and theme.stroke(4) == 6
    assert _ring_pixels() > plain_ring  # the keys' focus ring is thicker too
    app.stack.push(MenuScene(app))
    app.step(0.016)  # the menu draws in it without trouble
