# Two commands do all set-up on a fresh machine that has only Python:
#   make play   - create .venv, install what playing needs (pygame-ce, pyyaml, platformdirs, filelock, websockets,
#                 zeroconf), start the game
#   make test   - create .venv, install that plus the test tools, run every test
#   make quick  - every test not marked slow (the edit loop; CI runs them all with make test)
#   make soak   - the long runs of the file fuzzers, the monkey, kill -9 during the last move and two windows at once
#                 (GARDENGAMES_SOAK=1; not in CI, under an hour)
#   make bench  - the figures issue 13 sets goals for, one JSON line each with its goal (at most 5 minutes)
#   make bench-full - that plus the long computer-player matches and the solver's 1,000-deal surveys
#   make dist   - the one-folder and one-file apps for this machine, each self-tested (--self-test), and on Linux
#                 the AppImage, self-tested too (needs `make appimage-deps` once, as root: Debian packages)
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PLAY_STAMP := $(VENV)/.play-stamp
STAMP := $(VENV)/.installed-stamp
# What playing needs, and what testing adds: the same lists as pyproject.toml's dependencies and its "test" extra
# (tests/app/test_packaging.py checks they agree). Installing them by name builds nothing: no setuptools run, no
# editable install, so `make play` is three wheels and starts in seconds. The app runs from this folder.
PLAY_DEPS := 'pygame-ce>=2.5' 'pyyaml>=6.0' 'platformdirs>=4.0' 'filelock>=3.13' 'websockets>=13' 'zeroconf>=0.132'
TEST_DEPS := 'pytest>=8' 'hypothesis>=6.100' 'ruff>=0.5' 'mypy>=1.10' 'types-PyYAML>=6.0' 'pyinstaller>=6.10' 'babel>=2.12'
# What building the apps adds (pyproject.toml's "dist" extra): PyInstaller. The icons need no Pillow (see
# packaging/make_icons.py) and the AppImage's tools are Debian packages (APPIMAGE_DEBS).
DIST_DEPS := 'pyinstaller>=6.10'
APPIMAGE_DEBS = $(shell $(PYTHON) packaging/appimage.py --debian-packages)
PIP := $(PY) -m pip install --quiet --disable-pip-version-check

.PHONY: play test quick soak bench bench-full lint art sounds dist appimage-deps clean translations

$(PLAY_STAMP): Makefile
	$(PYTHON) -m venv $(VENV)
	$(PIP) $(PLAY_DEPS)
	$(PY) -m gardengames.i18n.po
	touch $(PLAY_STAMP)

$(STAMP): $(PLAY_STAMP)
	$(PIP) $(TEST_DEPS)
	touch $(STAMP)

play: $(PLAY_STAMP)
	$(PY) main.py

test: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy
	$(PY) -m pytest

quick: $(STAMP)
	$(PY) -m pytest -m "not slow"

soak: $(STAMP)
	GARDENGAMES_SOAK=1 $(PY) -m pytest -s tests/files/test_fuzz_json.py tests/files/test_crafted_saves.py tests/ui/test_monkey.py \
		tests/files/test_saves.py::test_sigkill_during_a_save_write_loses_nothing tests/files/test_last_move.py \
		tests/files/test_two_windows.py

bench: $(PLAY_STAMP)
	$(PY) -m gardengames.bench

bench-full: $(PLAY_STAMP)
	$(PY) -m gardengames.bench --full

# The same three steps as the Linux job of .github/workflows/build.yml (tests/app/test_packaging.py holds them equal).
dist: $(PLAY_STAMP)
	$(PIP) $(DIST_DEPS)
	$(PY) packaging/build.py apps
	$(PY) packaging/build.py self-test
	$(PY) packaging/build.py appimage

appimage-deps:
	apt-get update
	apt-get install -y --no-install-recommends $(APPIMAGE_DEBS)

lint: $(STAMP)
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

# After changing texts in the code: refresh the templates and catalogs (Babel), then fill in the new entries.
translations: $(STAMP)
	$(PY) -m gardengames.i18n.extract
	$(PY) -m gardengames.i18n.po
	$(PY) main.py --check-translations

art: $(STAMP)
	$(PY) art/make_art.py

sounds: $(STAMP)
	$(PY) sounds/make_sounds.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache .hypothesis
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
