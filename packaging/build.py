"""`make dist`: build the one-folder app and the one-file executable for this machine with PyInstaller.

Results land in dist/ (GardenGames/ and GardenGames-onefile[.exe]); nothing the build makes is committed.
On Windows and macOS the build is windowed (no console flash); on Linux the console is kept so the
command-line modes (--demo, --check-data) print where they are run.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def make_icon(work: Path) -> str | None:
    """Rasterise art/common/logo.svg for the executable's icon (Windows needs .ico, macOS .icns)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    work.mkdir(parents=True, exist_ok=True)
    png = work / "icon.png"
    pygame.image.save(pygame.image.load_sized_svg(str(ROOT / "art" / "common" / "logo.svg"), (256, 256)), str(png))
    if sys.platform in ("win32", "darwin"):
        try:
            import PIL  # noqa: F401 - PyInstaller needs Pillow to turn the PNG into .ico / .icns
        except ImportError:
            print("build: Pillow is not installed, so the executable gets no icon (pip install pillow)")
            return None
        return str(png)
    return None  # Linux executables carry no icon: the window sets its own, the .desktop file names one


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    dist = ROOT / "dist"
    work = ROOT / "build"
    env = {**os.environ, "GG_ROOT": str(ROOT), "GG_CONSOLE": "0" if sys.platform in ("win32", "darwin") else "1"}
    icon = make_icon(work)
    if icon:
        env["GG_ICON"] = icon
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        str(ROOT / "packaging" / "gardengames.spec"),
        *args,
    ]
    result = subprocess.run(cmd, env=env, cwd=ROOT)
    if result.returncode == 0:
        for item in sorted(dist.iterdir()):
            files = [f for f in item.rglob("*") if f.is_file()] if item.is_dir() else [item]
            size = sum(f.stat().st_size for f in files)
            print(f"built {item.relative_to(ROOT)}  ({size / 1e6:.1f} MB)")
    return result.returncode


if __name__ == "__main__":
    raise SystemExit(main())
