"""Finds data/, art/ and sounds/ from a source checkout, an installed package or a PyInstaller bundle."""

from __future__ import annotations

import functools
import os
import sys
from pathlib import Path


@functools.cache
def root() -> Path:
    """The folder that holds data/, art/ and sounds/ (found once: it cannot move while the app runs, and the
    rules' words ask for the data file often)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    here = Path(__file__).resolve().parent
    for candidate in (here.parent, here / "_resources"):
        if (candidate / "data").is_dir():
            return candidate
    return here.parent


def data_dir() -> Path:
    """The card data and lessons: ``GARDENGAMES_DATA`` when set (a modded copy, tried without touching the
    program's own), else the bundled ``data/``."""
    return Path(os.environ.get("GARDENGAMES_DATA") or root() / "data")


def art_dir() -> Path:
    return root() / "art"


def sounds_dir() -> Path:
    return root() / "sounds"
