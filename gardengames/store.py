"""Everything the app keeps between runs: settings, saves, statistics.

Files live in platformdirs' user folders (never beside the program) and may be shared by two windows of the app:
``files`` writes them atomically (a temp file of the writer's own, fsync, the previous file kept as ``.bak``,
rename), locks the ones a window reads, changes and writes again, and lets one window at a time play a save.
Reads never crash: a broken file is set aside (never deleted), the backup is tried, and the caller gets defaults
plus a message naming the file and the field that was wrong. A settings file with one wrong field keeps all the
others.
"""

from __future__ import annotations

import contextlib
import copy
import json
import os
import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from gardengames.files import (
    Claim,
    FileProblem,
    atomic_write_text,
    backup_path,
    in_use,
    keep_aside,
    locked,
    read_limited,
    sweep_temp_files,
)
from gardengames.i18n import N_, _, p_

T = TypeVar("T")

APP_NAME = "GardenGames"


def locks_dir() -> Path:
    """Where the locks windows take on the player's files live: apart from those files, one folder for all."""
    home = os.environ.get("GARDENGAMES_HOME")
    if home:
        return Path(home) / "locks"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "locks"


def lock_file(path: Path) -> Path:
    """The lock file of one of the app's files ("data-stats.json.lock", "saves-sabotage.json.lock")."""
    return locks_dir() / f"{path.parent.name}-{path.name}.lock"


def config_dir() -> Path:
    """Settings folder; ``GARDENGAMES_HOME`` (tests, portable installs) overrides platformdirs."""
    home = os.environ.get("GARDENGAMES_HOME")
    if home:
        return Path(home) / "config"
    # On Windows and macOS config and data are the same folder: keep them apart with subfolders.
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)) / "config"


def data_dir() -> Path:
    """Saves and statistics folder."""
    home = os.environ.get("GARDENGAMES_HOME")
    if home:
        return Path(home) / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "data"


SMALL_FILE_LIMIT = 1 << 20  # settings and statistics are a few kilobytes; more than a megabyte is not ours
SAVE_FILE_LIMIT = 8 << 20  # a 5,000-move game (the longest any game may run) saves in well under this
MAX_NUMBER_DIGITS = 100  # far past any count, seed or size of ours (each field bounds its own, naming it);
# thousands of digits stall int() and overflow float(), so those never reach a field


def _no_constant(name: str) -> Any:
    raise FileProblem(_("{name} is not a number this app accepts").format(name=name))


def _small_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise FileProblem(_("a number with {n} digits is too long").format(n=len(digits)))
    return int(digits)


def _small_float(digits: str) -> float:
    if len(digits) > MAX_NUMBER_DIGITS + 10:
        raise FileProblem(_("a number with {n} characters is too long").format(n=len(digits)))
    value = float(digits)
    if value in (float("inf"), float("-inf")):
        raise FileProblem(_("{number} is too large").format(number=digits))
    return value


def parse_json_bytes(blob: bytes) -> Any:
    """JSON from untrusted bytes: UTF-8 (a leading BOM is allowed), no NaN/Infinity, no giant numbers.

    Deep nesting ends in RecursionError, which callers treat like any other unusable file.
    """
    text = blob.decode("utf-8-sig")
    return json.loads(text, parse_constant=_no_constant, parse_int=_small_int, parse_float=_small_float)


def read_json_file(
    path: Path,
    parse: Callable[[Any], Any],
    notices: list[str],
    limit: int = SMALL_FILE_LIMIT,
    repairs: list[str] | None = None,
) -> Any | None:
    """Load ``path`` (falling back to its ``.bak``) through ``parse``; ``None`` when neither is usable.

    Every file is untrusted: *any* failure to read, decode, parse or check it (a directory or a FIFO in its place,
    deep nesting, a huge number, a wrong type anywhere) sets it aside, never deleted, with a sentence about it in
    ``notices``. A ``parse`` that can do without a wrong field lists it in ``repairs`` instead of failing: the file
    is then used and set aside as it was, and the notice names the fields that were reset.
    """
    for candidate in (path, backup_path(path)):
        if not (candidate.exists() or candidate.is_symlink()):
            continue
        found, problem = _try_reading(candidate, parse, limit, repairs)
        if problem is None and not repairs:
            return found
        # Another window may be replacing the file this very instant: look again under its lock (only now, so an
        # app starting on good files never loads the lock library) before setting it aside.
        with lock_for_reading(path):
            found, problem = _try_reading(candidate, parse, limit, repairs)
            if problem is not None:
                said = _("{file} could not be used ({reason})").format(file=candidate.name, reason=_reason(problem))
                keep_aside(candidate, said, notices)
                continue
            if repairs:
                said = _("{file} could not be used ({reason})").format(
                    file=candidate.name, reason=_clip("; ".join(repairs))
                )
                keep_aside(candidate, _("{problem}; its other values were kept").format(problem=said), notices)
        return found
    return None


def _try_reading(
    path: Path, parse: Callable[[Any], Any], limit: int, repairs: list[str] | None
) -> tuple[Any, Exception | None]:
    """``parse`` of the file's JSON, or the exception that stopped it (any at all: no content may crash the app)."""
    if repairs is not None:
        repairs.clear()
    try:
        return parse(parse_json_bytes(read_limited(path, limit))), None
    except Exception as exc:
        return None, exc


def _load_or_default(path: Path, parse: Callable[[Any], T], default: Callable[[], T], notices: list[str]) -> T:
    """A file the app can do without (statistics): stale temp files of killed writers swept first, and
    ``default()`` standing in when neither the file nor its backup is usable."""
    sweep_temp_files(path.parent)
    found = read_json_file(path, parse, notices)
    return found if found is not None else default()


def lock_for_reading(path: Path) -> contextlib.AbstractContextManager[Any]:
    """``path``'s lock where it can be had; a read goes on without it (a read-only folder, a window that hangs
    holding it) rather than the app starting without its settings or statistics."""
    stack = contextlib.ExitStack()
    with contextlib.suppress(OSError):
        stack.enter_context(locked(lock_file(path)))
    return stack


def _versioned(raw: Any, newest: int) -> dict[str, Any]:
    """``raw`` as the mapping a versioned file of ours holds; a file a newer app wrote is refused, an older
    one is read (older files simply lack newer fields)."""
    if not isinstance(raw, dict):
        raise FileProblem(_("the file is not a mapping"))
    version = raw.get("version", 1)
    if not isinstance(version, int) or version > newest:
        raise FileProblem(
            _("field 'version': {version} is newer than this app understands").format(version=repr(version))
        )
    return raw


def _reason(exc: BaseException) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return _("not valid JSON at line {line}").format(line=exc.lineno)
    if isinstance(exc, UnicodeError):
        return _("not UTF-8 text")
    if isinstance(exc, RecursionError):
        return _("nested too deeply")
    if isinstance(exc, MemoryError):
        return _("too large to read")
    if isinstance(exc, IsADirectoryError):
        return _("a folder, not a file")
    if isinstance(exc, OSError):
        return _("cannot be read: {error}").format(error=exc.strerror or type(exc).__name__)
    if isinstance(exc, FileProblem):
        return _clip(str(exc)) or _("unusable")
    return f"{type(exc).__name__}: {_clip(str(exc))}"


def _clip(text: str, limit: int = 160) -> str:
    """Messages quote file content; a notice must stay one readable line however long that content was."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


SETTINGS_VERSION = 1
MAX_NAME = 24  # the setup screen's name field holds this many characters; longer names break layouts
DEFAULT_NAMES = ("Ann", "Bob", "Cleo", "Dev")
MAX_SETUPS, MAX_SETUPS_TEXT = 16, 16_384  # a game each, as JSON: far more than four games' seats and options need
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
# How long a computer player's move waits after the move before it, as a share of the table's pace: people follow
# its moves at "normal", watch closely at "slow", or let it move as soon as its search ends at "instant".
COMPUTER_SPEEDS = {"instant": 0.0, "normal": 1.0, "slow": 2.0}
UI_SCALES = (100, 125, 150, 175, 200)  # the UI scale steps in percent (ui/theme.py grows every screen by them)


@dataclass
class Settings:
    """What the player chose in the settings screen, plus the remembered window."""

    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    volume: float = 0.7
    muted: bool = False
    animation_speed: str = "normal"
    computer_speed: str = "normal"
    player_names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    language: str = ""  # "" follows the system's language; else one of i18n.LANGUAGES, chosen in Settings
    high_contrast: bool = False  # darker ink, thicker outlines, plain patches behind text (ui.theme)
    ui_scale: int = 0  # text, cards and buttons in percent, one of UI_SCALES; 0 starts from the system's scale
    # The table last started from each game's setup (players, seats, levels, colours, options), offered again
    # there: a plain mapping the setup screen checks against the game before it uses any part of it.
    last_setups: dict[str, Any] = field(default_factory=dict)

    def animation_factor(self) -> float:
        """Multiplier on animation durations (0 = no animation)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation_speed]

    @classmethod
    def parse(cls, raw: Any, repairs: list[str] | None = None) -> Settings:
        """Settings from a file's mapping. A wrong field keeps its default and is named in ``repairs``, so one bad
        value never costs the player their names, language and volume; without ``repairs`` it raises
        ``FileProblem``. A file that is not a settings mapping at all (or a newer app's) always raises."""
        raw = _versioned(raw, SETTINGS_VERSION)
        settings = cls()
        for f in fields(cls):
            if f.name not in raw:
                continue  # older files simply lack newer fields
            try:
                setattr(settings, f.name, _setting(f.name, raw[f.name], getattr(settings, f.name)))
            except FileProblem as problem:
                if repairs is None:
                    raise
                repairs.append(str(problem))
        return settings

    def remember_window(self, size: tuple[int, int]) -> None:
        """Keep the window's size for the next start, within what a settings file may hold: the app never writes
        a value it would refuse when reading it back."""
        self.window_width = min(max(size[0], WINDOW_SIDES[0]), WINDOW_SIDES[2])
        self.window_height = min(max(size[1], WINDOW_SIDES[1]), WINDOW_SIDES[2])

    def name_for(self, seat: int) -> str:
        """The remembered name of a seat's person (a default where the file holds fewer names)."""
        if seat < len(self.player_names):
            return self.player_names[seat]
        return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else _("Player {n}").format(n=seat + 1)

    def to_json(self) -> str:
        return json.dumps({"version": SETTINGS_VERSION, **asdict(self)}, indent=2)


WINDOW_SIDES = (320, 240, 16384)  # the narrowest and lowest window a file may ask for, and the longest side


def _setups_shape(value: dict[Any, Any]) -> bool:
    """Whether ``value`` has the shape the setup screen writes, nested no deeper: ``{game: {"count": n, "seats":
    [{field: value}], "options": {id: value}}}`` with plain values (what it means is checked when it is used)."""
    plain = (str, int, float, bool, type(None))
    if len(value) > MAX_SETUPS:
        return False
    for game, entry in value.items():
        if not isinstance(game, str) or not isinstance(entry, dict):
            return False
        for key, part in entry.items():
            if key == "seats":
                seats_ok = isinstance(part, list) and len(part) <= MAX_SETUPS
                if not seats_ok or not all(
                    isinstance(s, dict) and all(isinstance(v, plain) for v in s.values()) for s in part
                ):
                    return False
            elif key == "options":
                if not isinstance(part, dict) or not all(isinstance(v, plain) for v in part.values()):
                    return False
            elif not isinstance(part, plain):
                return False
    return True


def _setting(name: str, value: Any, default: Any) -> Any:
    """``value`` as settings field ``name`` (whose default is ``default``), or ``FileProblem`` naming the field."""
    ok = isinstance(value, type(default)) and not (isinstance(value, bool) and not isinstance(default, bool))
    if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
        value, ok = float(value), True
    if not ok:
        raise FileProblem(
            _("field '{field}' should be {kind}, not {value}").format(
                field=name, kind=type(default).__name__, value=_clip(repr(value), 40)
            )
        )
    if name == "volume" and not 0.0 <= value <= 1.0:
        raise FileProblem(_("field 'volume' must be between 0 and 1, not {volume}").format(volume=value))
    if name == "computer_speed" and value not in COMPUTER_SPEEDS:
        raise FileProblem(
            _("field 'computer_speed' must be one of {choices}").format(choices=", ".join(COMPUTER_SPEEDS))
        )
    if name == "animation_speed" and value not in ANIMATION_SPEEDS:
        raise FileProblem(
            _("field 'animation_speed' must be one of {choices}").format(choices=", ".join(ANIMATION_SPEEDS))
        )
    if name == "language":
        from gardengames.i18n import LANGUAGES

        if value not in ("", *LANGUAGES):
            raise FileProblem(
                _("field 'language' must be one of {choices} or empty, not {value}").format(
                    choices=", ".join(LANGUAGES), value=_clip(repr(value), 40)
                )
            )
    if name == "ui_scale" and value not in (0, *UI_SCALES):
        raise FileProblem(
            _("field 'ui_scale' must be 0 (the system's scale) or one of {choices}, not {value}").format(
                choices=", ".join(map(str, UI_SCALES)), value=value
            )
        )
    low = {"window_width": WINDOW_SIDES[0], "window_height": WINDOW_SIDES[1]}.get(name)
    if low is not None and not low <= value <= WINDOW_SIDES[2]:
        raise FileProblem(
            _("field '{field}' must be between {low} and {high}, not {value}").format(
                field=name, low=low, high=WINDOW_SIDES[2], value=value
            )
        )
    if name == "last_setups" and not (_setups_shape(value) and len(json.dumps(value)) <= MAX_SETUPS_TEXT):
        raise FileProblem(_("field 'last_setups' is larger than a setup screen ever writes"))
    if name == "player_names":
        from gardengames.session import name_problem

        if len(value) > 8 or not all(isinstance(n, str) and not name_problem(n) for n in value):
            raise FileProblem(
                _("field 'player_names' must list at most 8 names of 1 to {n} printable characters").format(n=MAX_NAME)
            )
        value = list(value)
    return value


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(notices: list[str]) -> Settings:
    """Settings from disk, or defaults (with a notice) when the file is missing or broken."""
    return read_settings(notices)[0]


def read_settings(notices: list[str], on_parse: Callable[[Settings], None] | None = None) -> tuple[Settings, bool]:
    """Settings from disk, and whether they must be written back now: a file with wrong fields was used for
    its good ones and set aside as it was, so the repaired settings must reach the disk before anything else
    could lose them. ``on_parse`` sees the settings before any notice about them is worded, so the app can take
    up their language first: a Dutch player whose volume was broken reads about it in Dutch."""
    path = settings_path()
    repairs: list[str] = []

    def parse(raw: Any) -> Settings:
        settings = Settings.parse(raw, repairs)
        if on_parse is not None:
            on_parse(settings)
        return settings

    sweep_temp_files(path.parent)
    found = read_json_file(path, parse, notices, repairs=repairs)
    return (found, bool(repairs)) if found is not None else (Settings(), False)


def save_settings(settings: Settings, notices: list[str] | None = None, since: Settings | None = None) -> bool:
    """Write ``settings``. With ``since`` (the settings as this window read or last wrote them), only the fields
    this window changed since are written over what the file holds now, under its lock: two windows that each
    change a setting keep both changes, and a window never puts back an old value the other one replaced."""
    path = settings_path()
    failed = N_("Settings could not be saved ({error}).")
    try:
        with locked(lock_file(path)):
            merged = settings
            if since is not None:
                merged = copy.deepcopy(read_settings(notices if notices is not None else [])[0])
                for f in fields(Settings):
                    if getattr(settings, f.name) != getattr(since, f.name):
                        setattr(merged, f.name, copy.deepcopy(getattr(settings, f.name)))
            return write_or_say(path, merged.to_json(), failed, notices)
    except OSError as exc:
        if notices is not None:
            notices.append(_(failed).format(error=exc.strerror or exc))
        return False


def write_or_say(path: Path, text: str, failed: str, notices: list[str] | None) -> bool:
    """Write atomically; a full disk or read-only folder becomes the notice ``failed`` (an English sentence marked
    with ``N_`` and holding ``{error}``, translated when it is said), not a crash."""
    try:
        atomic_write_text(path, text)
        return True
    except OSError as exc:
        if notices is not None:
            notices.append(_(failed).format(error=exc.strerror or exc))
        return False


STATS_VERSION = 1  # fields added since (streaks per game, wins with hints) are read as absent from older files,
# and an older app reading a newer file just skips them, so the version stays: nobody's record is set aside for it
MAX_COUNT = 10**9  # a billion games or points: anything above is damage, not play
LEVEL_FIELDS = ("played", "won", "streak", "best_streak")


def stats_path() -> Path:
    return data_dir() / "stats.json"


def _count(raw: Any, where: str) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= MAX_COUNT:
        raise FileProblem(_("field '{field}' should be a count, not {value}").format(field=where, value=repr(raw)))
    return raw


def _mapping(raw: Any, where: str) -> dict[Any, Any]:
    if not isinstance(raw, dict):
        raise FileProblem(_("field '{field}' should be a mapping").format(field=where))
    return raw


@dataclass
class GameStats:
    """One game's record: games played, wins by seat kind, the streak of games a person at the table won, the
    best score, and (solitaire) per-level rows with the wins that used a hint counted apart."""

    played: int = 0
    wins: dict[str, int] = field(default_factory=dict)  # "human" / "computer" -> wins
    best: int = 0
    levels: dict[str, dict[str, int]] = field(default_factory=dict)  # level -> played, won, streak, best_streak
    streak: int = 0  # games in a row, up to now, that a person won
    best_streak: int = 0
    hinted: dict[str, int] = field(default_factory=dict)  # level -> wins (counted in ``levels`` too) that used hints

    @property
    def won(self) -> int:
        """Games a person at the table won (not the computer): what win rate and streaks count."""
        return self.wins.get("human", 0)

    def record(
        self, won_by: list[str], best_score: int, level: int | None = None, solo_won: bool = False, hints: int = 0
    ) -> None:
        """Count one finished game; ``hints``: how many hints the player was shown in it. Counts stop at
        ``MAX_COUNT``, the most a file may hold, so recording a game can never make the file unreadable next time."""
        self.played = min(MAX_COUNT, self.played + 1)
        for kind in won_by:
            self.wins[kind] = min(MAX_COUNT, self.wins.get(kind, 0) + 1)
        self.best = max(self.best, min(MAX_COUNT, max(0, best_score)))
        self.streak = min(MAX_COUNT, self.streak + 1) if "human" in won_by else 0
        self.best_streak = max(self.best_streak, self.streak)
        if level is not None:
            row = self.levels.setdefault(str(level), dict.fromkeys(LEVEL_FIELDS, 0))
            row["played"] = min(MAX_COUNT, row["played"] + 1)
            if solo_won:
                row["won"] = min(MAX_COUNT, row["won"] + 1)
                row["streak"] = min(MAX_COUNT, row["streak"] + 1)
                row["best_streak"] = max(row["best_streak"], row["streak"])
                if hints > 0:
                    self.hinted[str(level)] = min(MAX_COUNT, self.hinted.get(str(level), 0) + 1)
            else:
                row["streak"] = 0

    @classmethod
    def parse(cls, raw: Any, game: str) -> GameStats:
        raw = _mapping(raw, game)
        out = cls(
            played=_count(raw.get("played", 0), f"{game}.played"), best=_count(raw.get("best", 0), f"{game}.best")
        )
        out.wins = {
            str(k): _count(v, f"{game}.wins.{k}") for k, v in _mapping(raw.get("wins", {}), f"{game}.wins").items()
        }
        for level, row in _mapping(raw.get("levels", {}), f"{game}.levels").items():
            row = _mapping(row, f"{game}.levels.{level}")
            out.levels[str(level)] = {k: _count(row.get(k, 0), f"{game}.levels.{level}.{k}") for k in LEVEL_FIELDS}
        out.streak = _count(raw.get("streak", 0), f"{game}.streak")
        # A file from before streaks were kept per game: its longest streak was at least one win, and at least the
        # longest of any level.
        known = [1 if out.won else 0] + [row["best_streak"] for row in out.levels.values()]
        out.best_streak = _count(raw.get("best_streak", max(known)), f"{game}.best_streak")
        for level, wins in _mapping(raw.get("hinted", {}), f"{game}.hinted").items():
            where = f"{game}.hinted.{level}"
            out.hinted[str(level)] = _count(wins, where)
            if out.hinted[str(level)] > out.levels.get(str(level), {}).get("won", 0):
                raise FileProblem(
                    _("field '{field}' counts more wins with hints than the level has wins").format(field=where)
                )
        return out


RECORDED_LIMIT = 200  # finished games remembered as counted: far more than could ever wait to be counted again


class Stats:
    """All games' statistics, kept in one small file that survives upgrades and corruption.

    ``recorded`` lists the newest finished games counted (by their ``game_uid``), so a game whose window was killed
    between counting it and dropping its save is counted once, not again when that save is settled at the next
    start."""

    def __init__(self, games: dict[str, GameStats] | None = None, recorded: list[str] | None = None) -> None:
        self.games = games or {}
        self.recorded = recorded or []

    def game(self, game_id: str) -> GameStats:
        return self.games.setdefault(game_id, GameStats())

    def counted(self, uid: str) -> bool:
        return uid in self.recorded

    def remember(self, uid: str) -> None:
        self.recorded = [*self.recorded, uid][-RECORDED_LIMIT:]

    @classmethod
    def parse(cls, raw: Any) -> Stats:
        raw = _versioned(raw, STATS_VERSION)
        games = _mapping(raw.get("games", {}), "games")
        recorded = raw.get("recorded", [])
        if (
            not isinstance(recorded, list)
            or len(recorded) > RECORDED_LIMIT
            or not all(isinstance(uid, str) and UID_PATTERN.fullmatch(uid) for uid in recorded)
        ):
            raise FileProblem(
                _("field '{field}' should list at most {n} game ids").format(field="recorded", n=RECORDED_LIMIT)
            )
        return cls({str(k): GameStats.parse(v, str(k)) for k, v in games.items()}, list(recorded))

    def to_json(self) -> str:
        games = {k: asdict(v) for k, v in self.games.items()}
        return json.dumps({"version": STATS_VERSION, "games": games, "recorded": self.recorded}, indent=2)


def load_stats(notices: list[str]) -> Stats:
    return _load_or_default(stats_path(), Stats.parse, Stats, notices)


STATS_FAILED = N_("Statistics could not be saved ({error}).")


def save_stats(stats: Stats, notices: list[str] | None = None) -> bool:
    return write_or_say(stats_path(), stats.to_json(), STATS_FAILED, notices)


def update_stats(change: Callable[[Stats], None], notices: list[str]) -> bool:
    """Read the statistics, ``change`` them and write them back, under the file's lock: another window's game
    finished at the same moment is counted too, never overwritten."""
    try:
        with locked(lock_file(stats_path())):
            stats = load_stats(notices)
            change(stats)
            return save_stats(stats, notices)
    except OSError as exc:
        notices.append(_(STATS_FAILED).format(error=exc.strerror or exc))
        return False


def reset_stats(notices: list[str] | None = None) -> bool:
    """The player asked to start the record afresh: an empty file, and no backup the old record could come
    back from when the new file is damaged later."""
    try:
        with locked(lock_file(stats_path())):
            if not save_stats(Stats(), notices):
                return False
            with contextlib.suppress(OSError):
                backup_path(stats_path()).unlink()
    except OSError as exc:
        if notices is not None:
            notices.append(_(STATS_FAILED).format(error=exc.strerror or exc))
        return False
    return True


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_path(game_id: str, hosted: bool = False) -> Path:
    """A game's save; ``hosted``: the slot of the game this laptop hosts for others, kept apart, so hosting never
    replaces (nor waits on) a game played at this screen, and a game at this screen never replaces a hosted one."""
    return saves_dir() / (f"{game_id}.hosted.json" if hosted else f"{game_id}.json")


SAVE_IN_USE = N_("This game is open in another Garden Games window.")
UID_PATTERN = re.compile(r"[0-9a-f]{16}")


def new_uid() -> str:
    """A played game's own id (random, not from the game's seed: it never changes what happens in the game)."""
    return os.urandom(8).hex()


def game_uid(record: dict[str, Any]) -> str:
    """The id a finished game is counted and listed by: the one its keeper gave it, or, for a record from before
    games had ids, one made from what the record holds."""
    uid = record.get("uid")
    if isinstance(uid, str) and UID_PATTERN.fullmatch(uid):
        return uid
    import hashlib  # only for records from before ids: the app starts without it

    basis = json.dumps([record.get(key) for key in ("game", "seed", "options", "seats", "moves")], sort_keys=True)
    return hashlib.sha256(basis.encode()).hexdigest()[:16]


def claim_save(game_id: str, hosted: bool = False) -> Claim:
    """The hold a window takes on a game's save while it plays it (``Claim.take`` says whether it got it)."""
    return Claim(lock_file(save_path(game_id, hosted)))


def save_in_use(game_id: str, hosted: bool = False) -> bool:
    """True while another window plays this game's save: this window must neither continue nor replace it."""
    return in_use(lock_file(save_path(game_id, hosted)))


def put_save(record: dict[str, Any], hosted: bool = False) -> None:
    """Autosave: atomic, with the previous save kept as ``.bak`` (``OSError`` when it cannot be written). Only the
    window holding the game's claim writes it."""
    atomic_write_text(save_path(record["game"], hosted), json.dumps({**record, "saved_at": time.time()}))


def write_save(record: dict[str, Any], notices: list[str] | None = None) -> bool:
    """``put_save``, with a failure said in ``notices`` instead of raised."""
    try:
        put_save(record)
        return True
    except OSError as exc:
        if notices is not None:
            notices.append(save_failed(exc))
        return False


def save_failed(exc: OSError) -> str:
    return _("The game could not be saved ({error}).").format(error=exc.strerror or exc)


def clear_save(game_id: str, hosted: bool = False) -> None:
    """A finished game, counted and listed, has nothing to continue: drop its save and backup, the backup first (a
    kill in between leaves the finished save, which the next start settles, never a backup offered as Continue)."""
    for path in (backup_path(save_path(game_id, hosted)), save_path(game_id, hosted)):
        with contextlib.suppress(OSError):
            path.unlink()


def has_save(game_id: str, hosted: bool = False) -> bool:
    return save_path(game_id, hosted).exists() or backup_path(save_path(game_id, hosted)).exists()


@dataclass(frozen=True)
class SaveInfo:
    """What the menu and the setup screen say about a saved game, read without replaying it."""

    game: str
    seats: tuple[str, ...]  # the seats' labels, e.g. "Ann", "Basil (computer, hard)", in the language when read
    turn: int | None  # None when the file does not say (older saves) or says nonsense
    moves: int
    saved_at: float  # seconds since the epoch; 0 when the file does not say
    finished: bool = False  # the game ended and was saved before its result was counted (see keeper.settle)

    def progress(self) -> str:
        """ "turn 7", or "move 12" for solitaire (one player: every move is the same turn) and for a save that
        does not say its turn."""
        if self.turn is not None and len(self.seats) > 1:
            return _("turn {n}").format(n=self.turn)
        return _("move {n}").format(n=self.moves)

    def when(self, now: float | None = None) -> str:
        """ "today 14:05", "yesterday 09:12" or "3 Nov 18:40" (local time)."""
        try:
            now = time.time() if now is None else now
            at, today = time.localtime(self.saved_at), time.localtime(now)
            clock = time.strftime("%H:%M", at)
            midnight = (0, 0, 0, 0, 0, -1)
            days = round((time.mktime(today[:3] + midnight) - time.mktime(at[:3] + midnight)) / 86400)
        except (OverflowError, OSError, ValueError):  # a date no clock can show
            return _("at an unknown time")
        if not self.saved_at:
            return _("at an unknown time")
        if days == 0:
            return _("today {clock}").format(clock=clock)
        if days == 1:
            return _("yesterday {clock}").format(clock=clock)
        return _("{day} {month} {clock}").format(day=at.tm_mday, month=month_name(at.tm_mon), clock=clock)


def month_name(month: int) -> str:
    """A month's short name (1 = "Jan"): the words themselves, not the C library's, which speak the locale of the
    machine rather than the player's language."""
    names = (
        p_("month", "Jan"),
        p_("month", "Feb"),
        p_("month", "Mar"),
        p_("month", "Apr"),
        p_("month", "May"),
        p_("month", "Jun"),
        p_("month", "Jul"),
        p_("month", "Aug"),
        p_("month", "Sep"),
        p_("month", "Oct"),
        p_("month", "Nov"),
        p_("month", "Dec"),
    )
    return names[(month - 1) % 12]


LATEST_TIME = 2**33  # seconds since 1970: the year 2242; a save "from" later is damaged, its time unknown


def save_info(game_id: str, hosted: bool = False) -> SaveInfo | None:
    """A summary of the saved game of ``game_id`` (or its backup), or None when there is none readable.

    Only the header is looked at: this never sets a file aside (``load_save`` does that when it is opened).
    Fields only shown here (turn, time) are shown when sane and left out otherwise, never a reason to hide
    a save that would load.
    """
    from gardengames.session import Seat

    for candidate in (save_path(game_id, hosted), backup_path(save_path(game_id, hosted))):
        try:
            raw = parse_json_bytes(read_limited(candidate, SAVE_FILE_LIMIT))
            seats = tuple(Seat.from_dict(seat).label()[: 2 * MAX_NAME] for seat in raw["seats"])
            moves = raw["moves"]
            if not isinstance(moves, list):
                continue
        except Exception:  # unreadable here means "not offered"; load_save reports and sets it aside
            continue
        turn = raw.get("turn")
        saved_at = raw.get("saved_at")
        return SaveInfo(
            game_id,
            seats,
            turn if isinstance(turn, int) and not isinstance(turn, bool) and 0 < turn <= 10 * len(moves) + 1 else None,
            len(moves),
            float(saved_at) if _is_time(saved_at) else 0.0,
            raw.get("over") is True,
        )
    return None


def _is_time(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value < LATEST_TIME


def set_aside_save(game_id: str, reason: str, notices: list[str], hosted: bool = False) -> None:
    """A save that replays but cannot be opened as a table: keep it aside, so Continue never fails twice.

    The backup (one move older) stays where it is, for the next Continue to try.
    """
    path = save_path(game_id, hosted)
    if not path.exists():
        path = backup_path(path)
    keep_aside(path, _("{file} could not be opened ({reason})").format(file=path.name, reason=_clip(reason)), notices)


def data_problem(game_id: str) -> str:
    """Why ``game_id`` cannot be played now, as a notice in the player's language naming its data file and the
    file's first problem; "" when the data loads. The program's own file is broken then, not the player's: a
    caller opens no table and keeps saves and records untouched for a fixed install."""
    from gardengames import games
    from gardengames.engine.data import DataError

    try:
        games.get(game_id).load_data()
    except DataError as exc:
        return _("{game} cannot be played: {problem}").format(
            game=_(games.get(game_id).title), problem=_clip(str(exc.problems[0]))
        )
    return ""


def load_save(
    game_id: str, notices: list[str], hosted: bool = False, more: Callable[[Any, Any], Any] | None = None
) -> Any | None:
    """The saved session of a game (replayed and verified), falling back to the backup; None if neither works.
    ``more`` reads what a hosted save holds besides the game (from the file's mapping and the session, raising
    ``FileProblem``): then the answer is the pair (session, what ``more`` read)."""
    from gardengames.session import RecordError, from_record

    sweep_temp_files(saves_dir())
    problem = data_problem(game_id)
    if problem:
        notices.append(problem)
        return None

    def parse(raw: Any) -> Any:
        try:
            session = from_record(raw, expect_game=game_id)
        except RecordError as exc:
            raise FileProblem(str(exc)) from None
        return session if more is None else (session, more(raw, session))

    return read_json_file(save_path(game_id, hosted), parse, notices, limit=SAVE_FILE_LIMIT)
