"""The app's icon for each system, drawn from art/common/logo.svg: ``python packaging/make_icons.py [FOLDER]``.

- ``gardengames.ico`` (Windows: the executable, the taskbar, Explorer): 16, 24, 32, 48, 64, 128 and 256 px;
- ``gardengames.icns`` (macOS: the Dock, Finder): 16 to 1024 px, each Retina size too;
- ``gardengames-<N>.png`` (Linux: the AppImage, the desktop entry's icon theme): 16 to 256 px.

Every size is drawn from the SVG at that size (pygame-ce renders SVG), never scaled down from a big bitmap, so the
small ones stay sharp. Both container formats hold PNG images (Windows since Vista, macOS since 10.7 read them),
so they are written here in a few lines: PyInstaller takes a native .ico / .icns as it is, and needs Pillow only
to convert other formats, so building needs no Pillow.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOGO = ROOT / "art" / "common" / "logo.svg"
NAME = "gardengames"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS types that hold a PNG, by the pixel size of the image (the @2x types are the Retina form of a smaller icon).
ICNS_TYPES = (
    (b"ic11", 32),  # 16 @2x
    (b"ic12", 64),  # 32 @2x
    (b"ic07", 128),
    (b"ic13", 256),  # 128 @2x
    (b"ic08", 256),
    (b"ic14", 512),  # 256 @2x
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 @2x
)


def png(size: int) -> bytes:
    """The logo drawn at ``size`` x ``size``, as PNG bytes."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    image = pygame.image.load_sized_svg(str(LOGO), (size, size))
    if image.get_size() != (size, size):  # a logo that is not square is centred on a transparent square
        square = pygame.Surface((size, size), pygame.SRCALPHA)
        square.blit(image, image.get_rect(center=(size // 2, size // 2)))
        image = square
    out = io.BytesIO()
    pygame.image.save(image, out, "icon.png")
    return out.getvalue()


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows icon holding one PNG per size: a header, a directory entry per image, then the images."""
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, blob in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory's one byte
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    """A macOS icon: 'icns' and the file's length, then per type its 4-letter code, length and PNG."""
    body = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make(folder: Path) -> dict[str, Path]:
    """Write every icon into ``folder``; returns them by kind ("ico", "icns", "png" = the 256 px one)."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*ICO_SIZES, *PNG_SIZES, *(size for _, size in ICNS_TYPES)})
    images = {size: png(size) for size in sizes}
    made = {"ico": folder / f"{NAME}.ico", "icns": folder / f"{NAME}.icns", "png": folder / f"{NAME}-256.png"}
    made["ico"].write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    made["icns"].write_bytes(icns(images))
    for size in PNG_SIZES:
        (folder / f"{NAME}-{size}.png").write_bytes(images[size])
    return made


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for kind, path in make(target).items():
        print(f"{kind}: {path}")
