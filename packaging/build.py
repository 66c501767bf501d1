"""`make dist`: build Garden Games for this machine and prove each build starts.

    python packaging/build.py apps       # the icons, then the one-folder app and the one-file executable
    python packaging/build.py self-test  # run --self-test on both builds: exit 1 if either fails
    python packaging/build.py appimage   # Linux: the AppImage from the one-folder build, and its self-test
    python packaging/build.py install    # install what building needs (the Windows and macOS CI jobs)
    python packaging/build.py            # apps, self-test and appimage

`make dist` runs the first three in that order, and so does the Linux job of .github/workflows/build.yml (the
Windows and macOS jobs run the first two). Results land in dist/ (GardenGames/, GardenGames-onefile[.exe] and
GardenGames-<arch>.AppImage); nothing the build makes is committed. On Windows and macOS the build is windowed
(no console flash) and carries the .ico / .icns from packaging/make_icons.py; on Linux the console is kept so the
command-line modes print where they are run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import appimage  # noqa: E402
import make_icons  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build"
ICONS = WORK / "icons"
EXE = ".exe" if sys.platform == "win32" else ""
WINDOWED = sys.platform in ("win32", "darwin")
SELF_TEST_SECONDS = 600  # a one-file build unpacks itself first; a slow runner may take a minute


def shown(path: Path) -> str:
    """``path`` as a player of the command reads it best: relative to the checkout when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def builds() -> dict[str, Path]:
    """The executables `apps` makes, by name: the one-folder and the one-file app, and on macOS the one-folder
    app wrapped as "Garden Games.app"."""
    made = {"one-folder": DIST / "GardenGames" / f"GardenGames{EXE}", "one-file": DIST / f"GardenGames-onefile{EXE}"}
    if sys.platform == "darwin":
        made["macOS app"] = DIST / "Garden Games.app" / "Contents" / "MacOS" / "GardenGames"
    return made


def build_apps() -> int:
    """The icons, then both builds with PyInstaller (one spec: packaging/gardengames.spec)."""
    icons = make_icons.make(ICONS)
    env = {**os.environ, "GG_ROOT": str(ROOT), "GG_CONSOLE": "0" if WINDOWED else "1"}
    if sys.platform == "win32":
        env["GG_ICON"] = str(icons["ico"])
    elif sys.platform == "darwin":
        env["GG_ICON"] = str(icons["icns"])
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--distpath", str(DIST)]
    cmd += ["--workpath", str(WORK / "pyinstaller"), str(ROOT / "packaging" / "gardengames.spec")]
    result = subprocess.run(cmd, env=env, cwd=ROOT)
    if result.returncode == 0:
        for name, path in builds().items():
            item = {"one-file": path, "macOS app": path.parents[2]}.get(name, path.parent)
            files = [f for f in item.rglob("*") if f.is_file() and not f.is_symlink()] if item.is_dir() else [item]
            print(f"built {name}: {shown(path)}  ({sum(f.stat().st_size for f in files) / 1e6:.1f} MB)")
    return result.returncode


def self_test(name: str, command: list[str], env: dict[str, str] | None = None) -> bool:
    """Run ``command --self-test`` from a folder of its own (so nothing depends on where it is started) and print
    its report, which it also writes to a file: a windowed Windows build has no console to print to."""
    with tempfile.TemporaryDirectory(prefix="gardengames-build-") as folder:
        report = Path(folder) / "self-test.txt"
        try:
            result = subprocess.run(
                [*command, "--self-test", str(report)],
                cwd=folder,
                env=env,
                capture_output=True,
                text=True,
                timeout=SELF_TEST_SECONDS,
            )
        except (OSError, subprocess.TimeoutExpired) as exc:
            print(f"self-test of the {name} build could not run: {exc}")
            return False
        said = report.read_text(encoding="utf-8") if report.is_file() else result.stdout + result.stderr
        print(f"{name}: {said.strip() or '(it said nothing)'}")
        if result.returncode != 0:
            print(f"self-test of the {name} build FAILED (exit {result.returncode})")
            if not report.is_file():
                print(result.stderr[-3000:])
        return result.returncode == 0


def self_test_apps() -> int:
    """Every build must exist and pass."""
    failed = []
    for name, path in builds().items():
        if not path.is_file():
            print(f"no {name} build at {shown(path)}: run `python packaging/build.py apps` first")
            failed.append(name)
        elif not self_test(name, [str(path)]):
            failed.append(name)
    if failed:
        print(f"self-test failed: {', '.join(failed)}")
        return 1
    print(f"self-test passed: {', '.join(builds())}")
    return 0


def build_appimage() -> int:
    """Linux: the AppImage, then its self-test unpacked (works without FUSE, as on CI runners) and, where FUSE is
    available, mounted as a player's desktop starts it."""
    if not sys.platform.startswith("linux"):
        print("AppImage: built on Linux only; nothing to do here")
        return 0
    if not ICONS.is_dir():
        make_icons.make(ICONS)
    try:
        image = appimage.build(DIST / "GardenGames", ICONS, WORK / "appimage", DIST)
    except appimage.AppImageError as exc:
        print(f"AppImage: {exc}")
        return 1
    print(f"built AppImage: {shown(image)}  ({image.stat().st_size / 1e6:.1f} MB)")
    ok = self_test("AppImage (extract and run)", [str(image)], {**os.environ, "APPIMAGE_EXTRACT_AND_RUN": "1"})
    mounted = {k: v for k, v in os.environ.items() if k != "APPIMAGE_EXTRACT_AND_RUN"}
    try:  # FUSE is missing on some machines (containers, CI runners): first a start that only prints the version
        probe = subprocess.run([str(image), "--version"], env=mounted, capture_output=True, text=True, timeout=60)
        why = "" if probe.returncode == 0 else (probe.stderr.strip().splitlines() or ["no output"])[-1]
    except (OSError, subprocess.TimeoutExpired) as exc:
        why = str(exc)
    if why:
        print(f"AppImage: it cannot be mounted here ({why}), so it was self-tested unpacked only")
    else:
        ok = self_test("AppImage (mounted with FUSE)", [str(image)], mounted) and ok
    return 0 if ok else 1


def install() -> int:
    """pip-install what playing needs and the "dist" extra, as pyproject.toml lists them: for the Windows and macOS
    CI jobs, which run these steps without make (Windows has none, and the Makefile's .venv/bin paths are POSIX
    ones); `make dist` installs the same lists from the Makefile."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["dist"]]
    return subprocess.run([sys.executable, "-m", "pip", "install", *wanted]).returncode


STEPS = {"apps": build_apps, "self-test": self_test_apps, "appimage": build_appimage, "install": install}


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    steps = args or ["apps", "self-test", "appimage"]
    unknown = [step for step in steps if step not in STEPS]
    if unknown:
        print(f"build.py: unknown step {unknown[0]!r} (choose from {', '.join(STEPS)})")
        return 2
    for step in steps:
        status = STEPS[step]()
        if status != 0:
            return status
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
