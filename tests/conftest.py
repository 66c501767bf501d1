"""Test set-up: headless SDL, and user folders redirected so tests never touch a real profile."""

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_dirs(tmp_path, monkeypatch):
    """Every test gets fresh config/data/cache folders (platformdirs honours XDG_* on Linux)."""
    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = tmp_path / name.lower()
        folder.mkdir()
        monkeypatch.setenv(name, str(folder))
    monkeypatch.setenv("GARDENGAMES_HOME", str(tmp_path / "home"))
    # English unless a test asks for another language, whatever this machine's locale: assertions read English.
    monkeypatch.setenv("GARDENGAMES_LANG", "en")
    # Hosting and joining from the window talk over the loopback interface only (no packet, no advert, elsewhere).
    monkeypatch.setenv("GARDENGAMES_NET_LOOPBACK", "1")
    yield
    from gardengames import i18n

    i18n.set_language("en")  # the language is process-wide: a Dutch test leaves none behind


def open_table_for(game_id, seats, *, rig=None, size=(1280, 720), animation="off", seed=3, options=None, info=None):
    """The one way tests open a table: a headless app, a session on ``seed``, ``rig(state)`` arranging the
    position before the table first looks at it, one frame stepped. Returns (app, table)."""
    from gardengames import games
    from gardengames.session import Session
    from gardengames.ui.shell import App

    app = App(size, headless=True)
    app.settings.animation_speed = animation
    session = Session(game_id, seats, seed=seed, options=options or {})
    if rig is not None:
        rig(session.state)
    table = (info or games.get(game_id)).table_scene()(app, session)
    app.stack.push(table)
    app.step(0.016)
    return app, table


@pytest.fixture
def app():
    """A headless app at 1280x720 with animations off, closed afterwards: for tests of menus, dialogs and
    screens driven by posted events (a test module may define its own ``app`` with other settings)."""
    from gardengames.ui.shell import App

    shell = App((1280, 720), headless=True)
    shell.settings.animation_speed = "off"
    yield shell
    shell.close()


@pytest.fixture
def open_table():
    """``open_table(game_id, seats, rig=..., size=..., animation=..., seed=..., options=...) -> (app, table)``."""
    return open_table_for


@pytest.fixture
def rendered(monkeypatch):
    """Every string any font of the app renders from now on, in order (tooltips render theirs every frame): what
    the hot-seat tests search for a hidden card's name."""
    import pygame

    from gardengames.ui import theme

    seen: list[str] = []

    class RecordingFont(pygame.font.Font):
        def render(self, text, *args, **kwargs):
            seen.append(str(text))
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", RecordingFont)
    theme.clear_caches()  # fonts and the text they rendered: every string must be drawn anew
    yield seen
    theme.clear_caches()


class Written(list):
    """Every ``theme.text`` call since the fixture began (or the last ``clear()``): (words, position, rect)."""

    def words(self) -> list[str]:
        return [words for words, _pos, _rect in self]


@pytest.fixture
def written(monkeypatch):
    """What the screens write with ``theme.text`` from now on, with where each text went: for tests that ask where
    a line was drawn (inside a zone, on a card) or that a part draws it at all (its overlay, called directly)."""
    from gardengames.ui import theme

    calls = Written()
    real = theme.text

    def text(surface, words, pos, *args, **kwargs):
        rect = real(surface, words, pos, *args, **kwargs)
        calls.append((words, pos, rect))
        return rect

    monkeypatch.setattr(theme, "text", text)
    return calls
