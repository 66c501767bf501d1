"""Start-up stays light: the window surface SDL is asked for, and what importing the app does not pull in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import gardengames

ROOT = Path(__file__).resolve().parents[2]
HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def open_app(monkeypatch, driver: str):
    from gardengames.ui.shell import App

    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    return App((320, 240), headless=True)


def test_x11_gets_the_plain_window_surface(monkeypatch):
    monkeypatch.delenv(HINT, raising=False)
    open_app(monkeypatch, "x11").close()
    assert os.environ.get(HINT) == "0"


@pytest.mark.parametrize("value", ["1", "opengl", "0"])
def test_a_value_the_user_set_wins(monkeypatch, value):
    monkeypatch.setenv(HINT, value)
    open_app(monkeypatch, "x11").close()
    assert os.environ[HINT] == value


@pytest.mark.parametrize("driver", ["wayland", "cocoa", "windows", "dummy"])
def test_other_drivers_keep_their_own_default(monkeypatch, driver):
    """Wayland and Cocoa have no plain window surface at all: asking them for one would fail set_mode."""
    monkeypatch.delenv(HINT, raising=False)
    open_app(monkeypatch, driver).close()
    assert HINT not in os.environ


def test_importing_the_app_pulls_in_neither_metadata_nor_multiprocessing():
    script = (
        "import sys\n"
        "import gardengames.app, gardengames.ui.shell, gardengames.ui.menu\n"
        "print(' '.join(m for m in ('importlib.metadata', 'multiprocessing', 'hashlib') if m in sys.modules))\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""


def test_the_version_is_a_plain_string_that_pyproject_reads():
    assert gardengames.__version__.count(".") == 2
    assert all(part.isdigit() for part in gardengames.__version__.split("."))
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in text and 'version = { attr = "gardengames.__version__" }' in text
