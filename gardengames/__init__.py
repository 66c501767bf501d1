"""Garden Games: four small tabletop games for one laptop table."""

# The one place the version is written: pyproject.toml reads it from here (setuptools' static ``attr``), so
# start-up does not pay for importlib.metadata (~30 ms) and a bundle needs no copy of the package metadata.
__version__ = "0.1.0"
