"""Every table at every supported window size (issue 15): from a small laptop (1024x600) to 2560x1440, for every
player count, at the start and in mid-game, in English and in Dutch (whose words are longer). Every text the table
draws through ``theme.text`` is recorded: no two may overlap, none may be clipped by the window or a clip
rectangle, none may be smaller than ``theme.MIN_TEXT_PX``, and the log shows whole lines only."""

import itertools

import pygame
import pytest

from gardengames import games, i18n
from gardengames.ui import theme
from gardengames.ui.dialogs import CoverScreen
from gardengames.ui.shell import MIN_WINDOW, App
from tests.positions import position, tables
from tests.ui_events import reveal

SIZES = [MIN_WINDOW, (1280, 720), (1366, 768), (1920, 1080), (2560, 1440)]
MOVES = (0, 40)  # the opening, and a table with cards in play
LANGUAGES = ("en", "nl")


class TextSpy:
    """Records what ``theme.text`` draws on window-sized surfaces (the screen and the table's static layer)."""

    def __init__(self, monkeypatch):
        self.size = (0, 0)
        self.drawn: list[tuple[str, pygame.Rect, pygame.Rect, int]] = []
        real = theme.text

        def spy(surface, s, pos, px, colour=theme.INK, **kw):
            rect = real(surface, s, pos, px, colour, **kw)
            if surface.get_size() == self.size and s.strip():
                self.drawn.append((s, rect.copy(), surface.get_clip().copy(), px))
            return rect

        monkeypatch.setattr(theme, "text", spy)

    def problems(self) -> list[str]:
        out = []
        window = pygame.Rect((0, 0), self.size)
        for s, rect, clip, px in self.drawn:
            if not (window.contains(rect) and clip.contains(rect)):
                out.append(f"clipped: {s!r} at {rect} (clip {clip})")
            if px < theme.MIN_TEXT_PX:
                out.append(f"too small: {s!r} at {px} px")
        for (s1, r1, _, _), (s2, r2, _, _) in itertools.combinations(self.drawn, 2):
            # a line's box has room above and below the letters: only the letters' bands must not meet
            same = (s1, tuple(r1)) == (s2, tuple(r2))  # one text drawn twice (the screen and the static layer)
            if not same and r1.inflate(-2, -r1.h // 4).colliderect(r2.inflate(-2, -r2.h // 4)):
                out.append(f"overlap: {s1!r} at {r1} and {s2!r} at {r2}")
        return sorted(set(out))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "n"), list(tables()))
def test_no_text_overlaps_or_is_clipped_at_any_supported_size(monkeypatch, game_id, n, lang):
    monkeypatch.setenv(i18n.LANG_VARIABLE, lang)  # every App made here speaks it
    assert i18n.set_language(lang) == lang
    spy = TextSpy(monkeypatch)
    found = []
    for moves in MOVES:
        session = position(game_id, n, moves)
        for size in SIZES:
            spy.size = size
            app = App(size, headless=True)
            app.settings.animation_speed = "off"
            table = games.get(game_id).table_scene()(app, session)
            app.stack.push(table)
            app.step(0.016)
            if isinstance(app.stack.top, CoverScreen):
                reveal(app, pygame.K_RETURN)
            spy.drawn.clear()
            table.layout(size)  # a fresh static layer: everything is drawn again, and recorded
            table.redraw()
            app.step(0.016)
            area = table.log.text_area(table.log_rect, table.scale)
            for img, pos in table.log.placed_lines(table.log_rect, table.scale):
                if not area.contains(img.get_rect(topleft=pos)):
                    found.append(f"{size} moves={moves}: a log line is cut")
            found += [f"{size} moves={moves}: {p}" for p in spy.problems()]
            app.stack.scenes.clear()
    assert not found, "\n".join(found)


def test_the_spy_sees_an_overlap_and_a_clip(monkeypatch):
    spy = TextSpy(monkeypatch)
    spy.size = (200, 100)
    surface = pygame.Surface(spy.size)
    theme.text(surface, "Plants", (10, 10), 16)
    theme.text(surface, "Bugs", (30, 12), 16)
    theme.text(surface, "far right", (190, 50), 16)
    found = spy.problems()
    assert any(p.startswith("overlap: 'Plants'") for p in found)
    assert any(p.startswith("clipped: 'far right'") for p in found)
