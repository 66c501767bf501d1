"""What `make dist` and the CI workflow promise (issue 34), checked without building: the workflow builds on the
three systems and self-tests every build, its Linux job is `make dist` itself, the icons are what each system
reads, and the AppImage's folder starts the app. (Building and self-testing the bundle: test_packaging.py.)"""

import importlib.util
import io
import os
import re
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pygame
import yaml

ROOT = Path(__file__).resolve().parents[2]


def load(name: str) -> ModuleType:
    """A script of packaging/ as a module, under a name no installed package has (pypa's is called build)."""
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", ROOT / "packaging" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load("build")
appimage, make_icons = build.appimage, build.make_icons

WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def steps_on(job: dict, runner_os: str) -> list[str]:
    """The commands a job runs on one system: every `run` whose `if` (if any) holds for ``runner_os``."""
    commands = []
    for step in job["steps"]:
        condition = step.get("if", "")
        if "run" not in step or (condition and not condition_holds(condition, runner_os)):
            continue
        commands.append(step["run"].strip())
    return commands


def condition_holds(condition: str, runner_os: str) -> bool:
    match = re.fullmatch(r"runner\.os (==|!=) '(\w+)'", condition.strip())
    assert match, f"a condition this test cannot read: {condition}"
    return (runner_os == match.group(2)) == (match.group(1) == "==")


def makefile_recipe(target: str) -> list[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    block = re.search(rf"^{target}:.*\n((?:\t.*\n)+)", text, re.MULTILINE)
    assert block, f"no {target} target in the Makefile"
    return [line.strip() for line in block.group(1).splitlines()]


def test_the_workflow_builds_and_self_tests_on_windows_macos_and_linux():
    jobs = workflow()["jobs"]
    assert len(jobs) == 1
    job = next(iter(jobs.values()))
    assert job["runs-on"] == "${{ matrix.os }}"
    assert set(job["strategy"]["matrix"]["os"]) == {"windows-latest", "macos-14", "ubuntu-latest"}
    assert job["strategy"]["fail-fast"] is False  # one system failing must not hide another's result
    for runner_os in ("Windows", "macOS"):
        assert steps_on(job, runner_os) == [
            "python packaging/build.py install",
            "python packaging/build.py apps",
            "python packaging/build.py self-test",
        ], runner_os
    # Linux: `make dist` itself, after the Debian packages its AppImage step needs.
    assert steps_on(job, "Linux") == ["sudo make appimage-deps", "make dist"]
    uploads = [step for step in job["steps"] if step.get("uses", "").startswith("actions/upload-artifact@")]
    assert len(uploads) == 1 and uploads[0]["with"]["path"] == "dist/" and "if" not in uploads[0]


def test_make_dist_builds_self_tests_both_builds_and_the_appimage():
    recipe = makefile_recipe("dist")
    steps = [line.split("packaging/build.py", 1)[1].strip() for line in recipe if "packaging/build.py" in line]
    assert steps == ["apps", "self-test", "appimage"]  # the self-test after the build, failing the make
    assert set(build.STEPS) >= set(steps)
    assert makefile_recipe("appimage-deps")[-1].endswith("$(APPIMAGE_DEBS)")
    deps = subprocess.run(
        [sys.executable, "packaging/appimage.py", "--debian-packages"], cwd=ROOT, capture_output=True, text=True
    )
    assert deps.stdout.split() == list(appimage.DEBIAN_PACKAGES)


def test_the_self_test_step_covers_every_build_and_fails_without_one(tmp_path, monkeypatch, capsys):
    names = set(build.builds())
    assert {"one-folder", "one-file"} <= names
    monkeypatch.setattr(build, "DIST", tmp_path / "dist")  # no build there
    assert build.main(["self-test"]) == 1
    out = capsys.readouterr().out
    assert "no one-folder build" in out and "no one-file build" in out
    assert build.main(["nonsense"]) == 2


def test_the_icons_hold_every_size_each_system_asks_for(tmp_path):
    made = make_icons.make(tmp_path)
    ico = made["ico"].read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * i)
        image = pygame.image.load(io.BytesIO(ico[offset : offset + length]), "x.png")
        side = w or 256
        assert (w, h, planes, bits) == (w, w, 1, 32) and image.get_size() == (side, side)
        sizes.append(side)
    assert sizes == sorted(make_icons.ICO_SIZES)
    icns = made["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    found, at = {}, 8
    while at < len(icns):
        kind, length = icns[at : at + 4], struct.unpack_from(">I", icns, at + 4)[0]
        found[kind] = pygame.image.load(io.BytesIO(icns[at + 8 : at + length]), "x.png").get_size()
        at += length
    assert found == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}
    for size in make_icons.PNG_SIZES:
        png = pygame.image.load(str(tmp_path / f"gardengames-{size}.png"))
        assert png.get_size() == (size, size)
    big = pygame.image.load(str(made["png"]))
    # The logo, not an empty square: a round badge, its corners clear and its middle drawn.
    assert big.get_at((2, 2)).a == 0 and big.get_at((128, 128)).a == 255


def test_the_appimage_folder_starts_the_app_with_its_arguments(tmp_path):
    folder = tmp_path / "GardenGames"
    folder.mkdir()
    fake = folder / "GardenGames"
    fake.write_text('#!/bin/sh\necho "started with: $*"\n', encoding="utf-8")
    fake.chmod(0o755)
    icons = tmp_path / "icons"
    make_icons.make(icons)
    appdir = appimage.app_dir(folder, icons, tmp_path / "work")
    desktop = (appdir / "gardengames.desktop").read_text(encoding="utf-8")
    assert "Icon=gardengames\n" in desktop and "StartupWMClass=gardengames\n" in desktop
    assert (appdir / "gardengames.png").is_file() and os.readlink(appdir / ".DirIcon") == "gardengames.png"
    assert (appdir / "usr/share/icons/hicolor/256x256/apps/gardengames.png").is_file()
    run = subprocess.run([str(appdir / "AppRun"), "--self-test", "a b"], capture_output=True, text=True, check=True)
    assert run.stdout == "started with: --self-test a b\n"
