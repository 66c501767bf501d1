"""A Linux AppImage of the one-folder build: one file that starts on any recent x86-64 Linux desktop.

An AppImage is a small starter program (the AppImage project's "type 2 runtime") followed by a SquashFS image of
the app's folder; started, it mounts the image with FUSE (or, with ``--appimage-extract-and-run`` or
``APPIMAGE_EXTRACT_AND_RUN=1``, unpacks it to a temporary folder) and runs the folder's ``AppRun``.

The usual tool, appimagetool, could not be installed on the machines this project is built on: no package
registry they reach carries it, and every wrapper that does install (pyproject-appimage, python-appimage,
appimage, appimage-builder on PyPI; the Electron Forge makers on npm) downloads appimagetool or the runtime
from GitHub when it runs. So this file does what appimagetool does, with maintained parts that do install:
Debian's ``mksquashfs`` (squashfs-tools) makes the image with appimagetool's own options, and the runtime is the
AppImage project's source (``packaging/appimage/runtime.c``, unchanged, MIT), compiled statically against
Debian's squashfuse and libfuse3, and marked as its own build script marks it.

``python packaging/appimage.py --debian-packages`` prints what building needs (``make appimage-deps``).
"""

from __future__ import annotations

import os
import platform
import shutil
import stat
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "packaging" / "appimage"
DESKTOP = ROOT / "packaging" / "gardengames.desktop"
APP = "GardenGames"
ICON = "gardengames"
# Debian / Ubuntu packages: a C compiler and binutils, mksquashfs, and the static libraries the runtime links.
DEBIAN_PACKAGES = (
    "gcc",
    "binutils",
    "squashfs-tools",
    "libsquashfuse-dev",
    "libfuse3-dev",
    "libzstd-dev",
    "zlib1g-dev",
    "liblzma-dev",
    "liblz4-dev",
    "liblzo2-dev",
)
RUNTIME_LIBS = ("-lsquashfuse_ll", "-lsquashfuse", "-lzstd", "-lz", "-llzma", "-llz4", "-llzo2", "-lfuse3")
# The squashfuse header the runtime includes, as squashfuse 0.1.x (Debian 12, Ubuntu 24.04) has it but does not
# install; squashfuse 0.5 installs it, and there ``sqfs_usage`` takes one more argument.
OLD_USAGE, NEW_USAGE = "sqfs_usage(argv[0], true)", "sqfs_usage(argv[0], true, true)"
APPRUN = """#!/bin/sh
# Garden Games inside an AppImage: start the one-folder build with the arguments given.
HERE="${APPDIR:-$(dirname "$(readlink -f "$0")")}"
exec "$HERE/GardenGames/GardenGames" "$@"
"""


class AppImageError(Exception):
    """The AppImage cannot be built here; the message says what is missing and how to get it."""


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x86_64", "arm64": "aarch64"}.get(arch, arch)


def need(tool: str) -> str:
    found = shutil.which(tool)
    if not found:
        raise AppImageError(
            f"'{tool}' is not installed: the AppImage needs the Debian packages {' '.join(DEBIAN_PACKAGES)}"
            " (make appimage-deps)"
        )
    return found


def runtime(work: Path) -> Path:
    """The AppImage runtime compiled from ``packaging/appimage/runtime.c``: static, stripped, and marked with
    the AppImage type 2 magic bytes at offset 8, as the runtime's own build script does."""
    cc = os.environ.get("CC") or need("gcc")
    work.mkdir(parents=True, exist_ok=True)
    source = (SOURCE / "runtime.c").read_text(encoding="utf-8")
    includes = ["-I/usr/include/fuse3", "-I/usr/include/squashfuse"]
    if not Path("/usr/include/squashfuse/fuseprivate.h").is_file():
        headers = work / "include" / "squashfuse"
        headers.mkdir(parents=True, exist_ok=True)
        shutil.copy(SOURCE / "fuseprivate.h", headers / "fuseprivate.h")
        includes.insert(0, f"-I{work / 'include'}")
        source = source.replace(NEW_USAGE, OLD_USAGE)
    (work / "runtime.c").write_text(source, encoding="utf-8")
    out = work / f"runtime-{machine()}"
    cmd = [
        cc,
        "-std=gnu99",
        "-Os",
        "-D_FILE_OFFSET_BITS=64",
        "-DFUSE_USE_VERSION=31",
        '-DGIT_COMMIT="0253327"',  # the type2-runtime commit runtime.c is from
        *includes,
        "-T",
        str(SOURCE / "data_sections.ld"),
        "-ffunction-sections",
        "-fdata-sections",
        "-Wl,--gc-sections",
        str(work / "runtime.c"),
        "-static",
        *RUNTIME_LIBS,
        "-lpthread",
        "-o",
        str(out),
    ]
    built = subprocess.run(cmd, capture_output=True, text=True)
    if built.returncode != 0:
        problems = [line for line in built.stderr.splitlines() if "error" in line or "cannot find" in line]
        raise AppImageError(
            "the AppImage runtime did not compile ("
            + "; ".join(problems[:5] or built.stderr.splitlines()[-3:])
            + f"); it needs the Debian packages {' '.join(DEBIAN_PACKAGES)}"
        )
    subprocess.run([need("strip"), "--strip-debug", "--strip-unneeded", str(out)], check=True)
    with open(out, "r+b") as handle:
        handle.seek(8)
        handle.write(b"AI\x02")
    return out


def app_dir(folder: Path, icons: Path, work: Path) -> Path:
    """The AppDir: the one-folder build, ``AppRun`` that starts it, the desktop entry and its icon at the top
    (where AppImage tools and desktops look) and in the usual places under usr/share."""
    target = work / f"{APP}.AppDir"
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    shutil.copytree(folder, target / APP, symlinks=True)
    (target / "AppRun").write_text(APPRUN, encoding="utf-8")
    (target / "AppRun").chmod(0o755)
    shutil.copy(DESKTOP, target / f"{ICON}.desktop")
    shutil.copy(icons / f"{ICON}-256.png", target / f"{ICON}.png")
    (target / ".DirIcon").symlink_to(f"{ICON}.png")
    share = target / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(DESKTOP, share / "applications" / f"{ICON}.desktop")
    for png in sorted(icons.glob(f"{ICON}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        place = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        place.mkdir(parents=True)
        shutil.copy(png, place / f"{ICON}.png")
    return target


def build(folder: Path, icons: Path, work: Path, out: Path) -> Path:
    """``out``/GardenGames-<arch>.AppImage from the one-folder build ``folder``."""
    if not sys.platform.startswith("linux"):
        raise AppImageError("an AppImage is built on Linux only")
    if not (folder / APP).is_file():
        raise AppImageError(f"no one-folder build in {folder} (build the apps first)")
    mksquashfs = need("mksquashfs")
    starter = runtime(work / "runtime")
    appdir = app_dir(folder, icons, work)
    image = out / f"{APP}-{machine()}.AppImage"
    image.unlink(missing_ok=True)
    size = starter.stat().st_size
    # appimagetool's own mksquashfs options: the image written after room for the runtime, zstd with 128K
    # blocks (its measured best start-up), files owned by root, a fixed time so the same input gives the same file.
    cmd = [mksquashfs, str(appdir), str(image), "-offset", str(size), "-comp", "zstd", "-b", "128K"]
    cmd += ["-root-owned", "-noappend", "-mkfs-time", "0", "-quiet", "-no-progress"]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    with open(image, "r+b") as handle:
        handle.write(starter.read_bytes())
    image.chmod(image.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return image


if __name__ == "__main__":
    if sys.argv[1:] == ["--debian-packages"]:
        print(" ".join(DEBIAN_PACKAGES))
    else:
        print(__doc__)
