"""Garden Games: four small tabletop games for one laptop table."""

import re
from importlib import metadata
from pathlib import Path


def _version() -> str:
    """The version lives in one place, pyproject.toml: read from the installed (or bundled) metadata,
    or straight from pyproject.toml when running from a source tree that was never installed."""
    try:
        return metadata.version("gardengames")
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
        try:
            found = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text(encoding="utf-8"), re.M)
        except OSError:
            found = None
        return found.group(1) if found else "unknown"


__version__ = _version()
