"""Rasterised art kept on disk: a hit gives the very pixels the SVG gives, and a bad cache file never matters.

conftest points GARDENGAMES_HOME at a fresh folder per test, so every test starts with an empty cache.
"""

from __future__ import annotations

import os
import shutil
import struct
import time
import zlib
from pathlib import Path

import pygame
import pytest

from gardengames import resources
from gardengames.ui import assets

REL = "menu/sabotage.svg"
SIZE = (180, 120)


@pytest.fixture(autouse=True)
def _fresh_memory():
    """The in-memory layer would hide the disk: every test clears it before and after."""
    assets.svg.cache_clear()
    assets.problems.clear()
    yield
    assets.svg.cache_clear()
    assets.problems.clear()


def rgba(img: pygame.Surface) -> bytes:
    return pygame.image.tobytes(img, "RGBA")


def source(rel: str = REL) -> bytes:
    return (resources.art_dir() / rel).read_bytes()


def cache_file(rel: str = REL, size: tuple[int, int] = SIZE) -> Path:
    return assets.cache_dir() / f"{assets.cache_key(source(rel), size).hex()}.art"


def no_rasterising(monkeypatch):
    def refuse(*args):
        raise AssertionError("rasterised although the cache holds this image")

    monkeypatch.setattr(assets, "rasterise", refuse)


def test_the_cache_lives_under_the_redirected_home():
    home = Path(os.environ["GARDENGAMES_HOME"])
    assert assets.cache_dir() == home / "cache" / "art"
    assets.svg(REL, SIZE)
    assert cache_file().is_file()
    assert [p.name for p in assets.cache_dir().iterdir()] == [cache_file().name]


def test_a_hit_gives_the_same_pixels_as_rasterising_without_rasterising(monkeypatch):
    drawn = rgba(assets.rasterise(source(), SIZE))
    assert rgba(assets.svg(REL, SIZE)) == drawn  # a miss: rasterised and written
    assets.svg.cache_clear()
    no_rasterising(monkeypatch)
    hit = assets.svg(REL, SIZE)
    assert hit.get_size() == SIZE
    assert rgba(hit) == drawn
    assert assets.problems == []


def test_each_size_and_each_content_has_its_own_file(tmp_path, monkeypatch):
    assets.svg(REL, SIZE)
    assets.svg(REL, (90, 60))
    assert len(list(assets.cache_dir().glob("*.art"))) == 2
    # Edited art is drawn afresh, never served from a stale file.
    art = tmp_path / "art"
    (art / "menu").mkdir(parents=True)
    shutil.copy(resources.art_dir() / REL, art / REL)
    other = source("menu/unbeetable.svg")
    monkeypatch.setattr(resources, "art_dir", lambda: art)
    assets.svg.cache_clear()
    before = rgba(assets.svg(REL, SIZE))
    (art / REL).write_bytes(other)
    assets.svg.cache_clear()
    after = rgba(assets.svg(REL, SIZE))
    assert after != before
    assert after == rgba(assets.rasterise((art / REL).read_bytes(), SIZE))


def header(size=SIZE, key=None, magic=b"GGart\x01\r\n") -> bytes:
    key = assets.cache_key(source(), SIZE) if key is None else key
    return struct.pack(">8s16sII", magic, key, *size)


def corruptions() -> dict[str, bytes]:
    good_pixels = zlib.compress(rgba(assets.rasterise(source(), SIZE)), 1)
    want = SIZE[0] * SIZE[1] * 4
    return {
        "empty": b"",
        "garbage": b"\x89PNG not at all" * 50,
        "header only": header(),
        "cut short": header() + good_pixels[: len(good_pixels) // 2],
        "one byte flipped": header() + good_pixels[:100] + bytes([good_pixels[100] ^ 0xFF]) + good_pixels[101:],
        "wrong magic": header(magic=b"GGart\x09\r\n") + good_pixels,
        "another key": header(key=b"\x00" * 16) + good_pixels,
        "another size": header(size=(SIZE[0], SIZE[1] + 1)) + good_pixels,
        "too few pixels": header() + zlib.compress(b"\x00" * (want - 4)),
        "a bomb": header() + zlib.compress(b"\x00" * (want * 50), 9),
        "trailing junk": header() + good_pixels + b"junk",
        "not zlib": header() + os.urandom(4000),
    }


@pytest.mark.parametrize("kind", list(corruptions()))
def test_a_broken_cache_file_is_ignored_and_rewritten(kind, monkeypatch):
    path = cache_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(corruptions()[kind])
    img = assets.svg(REL, SIZE)
    assert rgba(img) == rgba(assets.rasterise(source(), SIZE))
    assert assets.problems == []
    # Replaced by a good file: the next start reads it without rasterising.
    assets.svg.cache_clear()
    no_rasterising(monkeypatch)
    assert rgba(assets.svg(REL, SIZE)) == rgba(img)
    assert not list(path.parent.glob("*.tmp"))


def test_a_cache_that_cannot_be_written_still_draws_the_art():
    folder = assets.cache_dir()
    folder.parent.mkdir(parents=True)
    folder.write_text("a file where the folder should be")
    img = assets.svg(REL, SIZE)
    assert rgba(img) == rgba(assets.rasterise(source(), SIZE))
    assert assets.problems == []


def test_a_directory_in_place_of_the_cache_file_is_survived():
    cache_file().mkdir(parents=True)
    assert rgba(assets.svg(REL, SIZE)) == rgba(assets.rasterise(source(), SIZE))


def test_trimming_drops_the_least_recently_used_and_dead_temporary_files():
    folder = assets.cache_dir()
    folder.mkdir(parents=True)
    now = time.time()
    for n in range(10):
        path = folder / f"{n:032x}.art"
        path.write_bytes(b"x" * 1000)
        os.utime(path, (now - 100 + n, now - 100 + n))  # file 0 is the oldest
    dead = folder / "dead.123.tmp"
    dead.write_bytes(b"half")
    os.utime(dead, (now - 2 * assets.STALE_TEMP, now - 2 * assets.STALE_TEMP))
    busy = folder / "busy.456.tmp"
    busy.write_bytes(b"being written")
    unrelated = folder / "notes.txt"
    unrelated.write_text("not ours to delete")
    assert assets.trim_cache(20_000) == 10_000  # under the limit: nothing goes
    left = assets.trim_cache(8_000)
    assert left == 6_000
    kept = sorted(p.name for p in folder.glob("*.art"))
    assert kept == [f"{n:032x}.art" for n in range(4, 10)]
    assert not dead.exists() and busy.exists() and unrelated.exists()


def test_reading_a_file_marks_it_recently_used():
    assets.svg(REL, SIZE)
    path = cache_file()
    os.utime(path, (1_000_000, 1_000_000))
    assets.svg.cache_clear()
    assets.svg(REL, SIZE)
    assert path.stat().st_mtime > 1_000_000


def test_writing_past_the_limit_trims(monkeypatch):
    monkeypatch.setattr(assets, "CACHE_LIMIT", 1)
    monkeypatch.setattr(assets, "_cache_bytes", None)
    assets.svg(REL, SIZE)
    assets.svg(REL, (90, 60))
    assert list(assets.cache_dir().glob("*.art")) == []
