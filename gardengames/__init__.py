"""Garden Games: four small tabletop games for one laptop table."""

from importlib import metadata

try:
    __version__ = metadata.version("gardengames")
except metadata.PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
