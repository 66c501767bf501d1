"""The two README commands install from lists in the Makefile (so playing builds nothing); pyproject.toml states
the same dependencies for anyone installing the package. They must never drift apart."""

import re
import shlex
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def makefile_list(name: str) -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = re.search(rf"^{name} := (.*)$", text, re.MULTILINE)
    assert line, f"no {name} in the Makefile"
    return set(shlex.split(line.group(1)))


@pytest.mark.skipif(sys.version_info < (3, 11), reason="tomllib is new in Python 3.11")
def test_the_makefile_installs_what_pyproject_declares():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert makefile_list("PLAY_DEPS") == set(project["dependencies"])
    assert makefile_list("TEST_DEPS") == set(project["optional-dependencies"]["test"])
    assert makefile_list("DIST_DEPS") == set(project["optional-dependencies"]["dist"])


def test_playing_installs_nothing_but_the_runtime_packages():
    # filelock since issue 30: two windows share the player's files, and the issue asks for a maintained lock;
    # websockets and zeroconf since issue 32: play across laptops, and find the games hosted nearby.
    wanted = {"pygame-ce", "pyyaml", "platformdirs", "filelock", "websockets", "zeroconf"}
    assert {re.split(r"[<>=]", d)[0] for d in makefile_list("PLAY_DEPS")} == wanted
