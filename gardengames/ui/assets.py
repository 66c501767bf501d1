"""Art from art/: SVGs rasterised once per size and kept, so a frame is mostly blits.

Rasterising is the slow part of start-up (a menu tile takes 13-32 ms), so every result is also kept on disk in
the user's cache folder, keyed by the SVG's bytes and the size; the next start reads it back in 1-4 ms. The
cache is only a shortcut: a file that is missing, cut short or not what it claims is ignored, the SVG is
rasterised again and the file replaced. The files are raw RGBA squeezed with zlib (level 1): against PNG they
write about four times faster (a first start pays for them) and read a little faster, at the same size.

A missing or broken art file never stops the game: it draws a plain placeholder and says so once.
"""

from __future__ import annotations

import contextlib
import io
import os
import struct
import time
import zlib
from functools import lru_cache
from pathlib import Path

import platformdirs
import pygame

from gardengames import files, resources, store
from gardengames.i18n import _
from gardengames.ui import theme

try:  # the hash itself, without hashlib's OpenSSL binding (3 ms of start-up)
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - an interpreter without the private module
    from hashlib import blake2b

problems: list[str] = []

CACHE_FORMAT = 1  # bump when the file layout or the way art is rasterised changes
CACHE_LIMIT = 48 << 20  # bytes on disk; past this the least recently used files go (one 1920x1080 table ~ 3 MB)
STALE_TEMP = 3600.0  # seconds: a .tmp older than this was left by a process that died while writing
_HEADER = struct.Struct(">8s16sII")  # magic, key, width, height; then the zlib stream of RGBA rows
_MAGIC = b"GGart\x01\r\n"
_cache_bytes: int | None = None  # what the cache folder holds, as this process last counted it


def cache_dir() -> Path:
    """Where rasterised art is kept between runs; ``GARDENGAMES_HOME`` (tests, portable installs) overrides
    platformdirs as it does for settings and saves."""
    home = os.environ.get("GARDENGAMES_HOME")
    if home:
        return Path(home) / "cache" / "art"
    return Path(platformdirs.user_cache_dir(store.APP_NAME, appauthor=False)) / "art"


@lru_cache(maxsize=512)
def svg(rel: str, size: tuple[int, int]) -> pygame.Surface:
    """``art/<rel>`` rasterised to fit ``size`` exactly (aspect kept by the art's own viewBox)."""
    path = resources.art_dir() / rel
    try:
        source = path.read_bytes()
        if size[0] > 0 and size[1] > 0:
            key = cache_key(source, size)
            img = read_cached(key, size)
            if img is None:
                img = rasterise(source, size)
                write_cached(key, img)
        else:
            img = rasterise(source, size)  # refuses the size, as it always has
        return img.convert_alpha() if pygame.display.get_surface() else img
    except (pygame.error, FileNotFoundError, OSError) as exc:
        note = _("art/{file} could not be drawn ({problem}); a plain card is shown instead.").format(
            file=rel, problem=exc
        )
        if note not in problems:
            problems.append(note)
        return placeholder(size)


def rasterise(source: bytes, size: tuple[int, int]) -> pygame.Surface:
    """The SVG ``source`` drawn at exactly ``size``."""
    img = pygame.image.load_sized_svg(io.BytesIO(source), size)
    if img.get_size() != size:
        img = pygame.transform.smoothscale(img, size)
    return img


def cache_key(source: bytes, size: tuple[int, int]) -> bytes:
    """16 bytes naming one rasterised image: the SVG's bytes, the size, and the renderer that drew it."""
    renderer = f"{CACHE_FORMAT} {pygame.version.ver} {pygame.image.get_sdl_image_version()} {size[0]}x{size[1]}\n"
    return blake2b(renderer.encode() + source, digest_size=16).digest()


def _cache_path(key: bytes) -> Path:
    return cache_dir() / f"{key.hex()}.art"


def read_cached(key: bytes, size: tuple[int, int]) -> pygame.Surface | None:
    """The image kept for ``key``, or None unless the file is whole and exactly what it should be."""
    want = size[0] * size[1] * 4
    path = _cache_path(key)
    try:
        # zlib never grows data by more than a few bytes per 16 KB block: more than this is not ours. A FIFO in
        # the cache folder is refused unread (opening it would wait for a writer).
        blob = files.read_limited(path, _HEADER.size + want + want // 100 + 1024)
    except (OSError, files.FileProblem):
        return None
    if len(blob) < _HEADER.size or _HEADER.unpack_from(blob) != (_MAGIC, key, size[0], size[1]):
        return None
    inflate = zlib.decompressobj()
    try:
        pixels = inflate.decompress(memoryview(blob)[_HEADER.size :], want + 1)  # a bomb stops at want + 1
    except zlib.error:
        return None
    if len(pixels) != want or not inflate.eof or inflate.unused_data:
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # recently used: the last to be trimmed
    return pygame.image.frombytes(pixels, size, "RGBA")


def write_cached(key: bytes, img: pygame.Surface) -> None:
    """Keep ``img`` for ``key``. Atomic (a temporary file renamed over the old one), so a reader sees the old
    file or the new one, whole; no fsync, since a file cut short by a power cut is ignored when read. A cache
    that cannot be written (read-only, full disk) is simply not kept."""
    global _cache_bytes
    w, h = img.get_size()
    blob = _HEADER.pack(_MAGIC, key, w, h) + zlib.compress(pygame.image.tobytes(img, "RGBA"), 1)
    path = _cache_path(key)
    tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as handle:
            handle.write(blob)
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()
        return
    if _cache_bytes is None:
        _cache_bytes = trim_cache(CACHE_LIMIT)
    else:
        _cache_bytes += len(blob)
        if _cache_bytes > CACHE_LIMIT:
            _cache_bytes = trim_cache(CACHE_LIMIT)


def trim_cache(limit: int) -> int:
    """Delete the least recently used files until the cache holds at most three quarters of ``limit`` (when it
    holds more than ``limit``), and temporary files a dead process left; returns the bytes left."""
    folder = cache_dir()
    now = time.time()
    files: list[tuple[float, int, Path]] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        path = Path(entry.path)
        if entry.name.endswith(".tmp"):
            if now - info.st_mtime > STALE_TEMP:
                with contextlib.suppress(OSError):
                    path.unlink()
        elif entry.name.endswith(".art"):
            files.append((info.st_mtime, info.st_size, path))
    total = sum(size for _, size, _ in files)
    if total <= limit:
        return total
    for _used, size, path in sorted(files):
        if total <= limit * 3 // 4:
            break
        with contextlib.suppress(OSError):
            path.unlink()
            total -= size
    return total


def placeholder(size: tuple[int, int]) -> pygame.Surface:
    img = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(img, theme.PAPER_DARK, img.get_rect(), border_radius=max(2, size[0] // 14))
    pygame.draw.rect(img, theme.INK_SOFT, img.get_rect(), 2, border_radius=max(2, size[0] // 14))
    return img


@lru_cache(maxsize=8)
def tiled(rel: str, size: tuple[int, int], tile: int = 512) -> pygame.Surface:
    """A background made by repeating one tileable SVG across ``size``."""
    piece = svg(rel, (tile, tile))
    out = pygame.Surface(size)
    out.fill(theme.TABLE)
    for x in range(0, size[0], tile):
        for y in range(0, size[1], tile):
            out.blit(piece, (x, y))
    return out


def cloth(surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
    """The wooden table over ``area`` of ``surface`` (what its clip shows, by default), tiled as ``tiled`` tiles
    it over the whole surface, without making a picture of the whole: a screen larger than the window (a high UI
    scale) keeps none of its size in memory."""
    area = surface.get_clip() if area is None else area
    tile = 512
    piece = svg("common/table.svg", (tile, tile))
    surface.fill(theme.TABLE, area)
    for x in range(area.x - area.x % tile, area.right, tile):
        for y in range(area.y - area.y % tile, area.bottom, tile):
            surface.blit(piece, (x, y))


def exists(rel: str) -> bool:
    return Path(resources.art_dir() / rel).is_file()
