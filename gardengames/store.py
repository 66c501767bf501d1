"""Everything the app keeps between runs: settings, saves, statistics.

Files live in platformdirs' user folders (never beside the program). Writes are atomic (temp file,
fsync, keep the previous file as ``.bak``, rename) so a dying battery never leaves half a file.
Reads never crash: a broken file is set aside (never deleted), the backup is tried, and the caller
gets defaults plus a message naming the file and the field that was wrong.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

import platformdirs

from gardengames.i18n import N_, _, p_

T = TypeVar("T")

APP_NAME = "GardenGames"


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


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` so that ``path`` always holds either the old or the new content, whole.

    A failed write (full disk, read-only folder) removes its temporary file before the error goes on.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.is_file():
            _replace_backup(path)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    _fsync_dir(path.parent)


def _replace_backup(path: Path) -> None:
    """Keep the current file as ``.bak``: copied (the real file must exist at every instant, old or new) to
    a temporary name and renamed, so a kill during the copy never leaves a cut-short backup either."""
    bak = path.with_name(path.name + ".bak")
    tmp = path.with_name(f"{bak.name}.{os.getpid()}.tmp")
    try:
        shutil.copy2(path, tmp)
        os.replace(tmp, bak)
    except OSError:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def sweep_temp_files(folder: Path) -> None:
    """Remove temp files a killed process left behind; the real files are never touched."""
    if folder.is_dir():
        for stray in folder.glob("*.tmp"):
            with contextlib.suppress(OSError):
                stray.unlink()


def set_aside(path: Path) -> Path:
    """Rename a broken file out of the way (kept for the player or a bug report, never deleted)."""
    target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
    os.replace(path, target)
    return target


class FileProblem(ValueError):
    """A file's content is unusable; the message names the field."""


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


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, refusing anything over ``limit`` without reading it all into memory."""
    with open(path, "rb") as handle:
        blob = handle.read(limit + 1)
    if len(blob) > limit:
        raise FileProblem(_("the file is larger than {kb} KB").format(kb=limit // 1024))
    return blob


def read_json_file(
    path: Path, parse: Callable[[Any], Any], notices: list[str], limit: int = SMALL_FILE_LIMIT
) -> Any | None:
    """Load ``path`` (falling back to its ``.bak``) through ``parse``; ``None`` when neither is usable.

    Every file is untrusted: *any* failure to read, decode, parse or check it (a directory in its place,
    deep nesting, a huge number, a wrong type anywhere) sets it aside, never deleted, with a sentence
    about it in ``notices``.
    """
    for candidate in (path, path.with_name(path.name + ".bak")):
        if not (candidate.exists() or candidate.is_symlink()):
            continue
        try:
            return parse(parse_json_bytes(read_limited(candidate, limit)))
        except Exception as exc:  # the point: no content of a file may crash the app
            said = _("{file} could not be used ({reason})").format(file=candidate.name, reason=_reason(exc))
            keep_aside(candidate, said, notices)
    return None


def _load_or_default(path: Path, parse: Callable[[Any], T], default: Callable[[], T], notices: list[str]) -> T:
    """A file the app can do without (settings, statistics): temp files a killed write left in its folder are
    swept first, and ``default()`` stands in when neither the file nor its backup is usable."""
    sweep_temp_files(path.parent)
    found = read_json_file(path, parse, notices)
    return found if found is not None else default()


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


def keep_aside(path: Path, problem: str, notices: list[str]) -> None:
    """Set ``path`` aside and say so in ``notices``: ``problem`` is the sentence about it, in the player's language
    and naming the file ("recent.json could not be used (...)"), to which "; it was kept as <name>.broken-..." is
    added. A folder where the file cannot even be renamed still gets the sentence, without the new name.
    """
    try:
        kept = set_aside(path)
        notices.append(_("{problem}; it was kept as {kept}.").format(problem=problem, kept=kept.name))
    except OSError:
        notices.append(f"{problem}.")


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
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


@dataclass
class Settings:
    """What the player chose in the settings screen, plus the remembered window."""

    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    volume: float = 0.7
    muted: bool = False
    animation_speed: str = "normal"
    player_names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    language: str = ""  # "" follows the system's language; else one of i18n.LANGUAGES, chosen in Settings

    def animation_factor(self) -> float:
        """Multiplier on animation durations (0 = no animation)."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.animation_speed]

    @classmethod
    def parse(cls, raw: Any) -> Settings:
        raw = _versioned(raw, SETTINGS_VERSION)
        settings = cls()
        for f in fields(cls):
            if f.name not in raw:
                continue  # older files simply lack newer fields
            value = raw[f.name]
            default = getattr(settings, f.name)
            ok = isinstance(value, type(default)) and not (isinstance(value, bool) and not isinstance(default, bool))
            if isinstance(default, float) and isinstance(value, int) and not isinstance(value, bool):
                value, ok = float(value), True
            if not ok:
                raise FileProblem(
                    _("field '{field}' should be {kind}, not {value}").format(
                        field=f.name, kind=type(default).__name__, value=repr(value)
                    )
                )
            setattr(settings, f.name, value)
        settings.validate()
        return settings

    def validate(self) -> None:
        if not 0.0 <= self.volume <= 1.0:
            raise FileProblem(_("field 'volume' must be between 0 and 1, not {volume}").format(volume=self.volume))
        if self.animation_speed not in ANIMATION_SPEEDS:
            raise FileProblem(
                _("field 'animation_speed' must be one of {choices}").format(choices=", ".join(ANIMATION_SPEEDS))
            )
        from gardengames.i18n import LANGUAGES

        if self.language not in ("", *LANGUAGES):
            raise FileProblem(
                _("field 'language' must be one of {choices} or empty, not {value}").format(
                    choices=", ".join(LANGUAGES), value=repr(self.language)
                )
            )
        if not (320 <= self.window_width <= 16384 and 240 <= self.window_height <= 16384):
            raise FileProblem(_("field 'window_width'/'window_height' is out of range"))
        from gardengames.session import name_problem

        names = self.player_names
        if len(names) > 8 or not all(isinstance(n, str) and not name_problem(n) for n in names):
            raise FileProblem(
                _("field 'player_names' must list at most 8 names of 1 to {n} printable characters").format(n=MAX_NAME)
            )

    def name_for(self, seat: int) -> str:
        """The remembered name of a seat's person (a default where the file holds fewer names)."""
        if seat < len(self.player_names):
            return self.player_names[seat]
        return DEFAULT_NAMES[seat] if seat < len(DEFAULT_NAMES) else _("Player {n}").format(n=seat + 1)

    def to_json(self) -> str:
        return json.dumps({"version": SETTINGS_VERSION, **asdict(self)}, indent=2)


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(notices: list[str]) -> Settings:
    """Settings from disk, or defaults (with a notice) when the file is missing or broken."""
    return _load_or_default(settings_path(), Settings.parse, Settings, notices)


def save_settings(settings: Settings, notices: list[str] | None = None) -> bool:
    return write_or_say(settings_path(), settings.to_json(), N_("Settings could not be saved ({error})."), notices)


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


class Stats:
    """All games' statistics, kept in one small file that survives upgrades and corruption."""

    def __init__(self, games: dict[str, GameStats] | None = None) -> None:
        self.games = games or {}

    def game(self, game_id: str) -> GameStats:
        return self.games.setdefault(game_id, GameStats())

    @classmethod
    def parse(cls, raw: Any) -> Stats:
        games = _mapping(_versioned(raw, STATS_VERSION).get("games", {}), "games")
        return cls({str(k): GameStats.parse(v, str(k)) for k, v in games.items()})

    def to_json(self) -> str:
        return json.dumps({"version": STATS_VERSION, "games": {k: asdict(v) for k, v in self.games.items()}}, indent=2)


def load_stats(notices: list[str]) -> Stats:
    return _load_or_default(stats_path(), Stats.parse, Stats, notices)


def save_stats(stats: Stats, notices: list[str] | None = None) -> bool:
    return write_or_say(stats_path(), stats.to_json(), N_("Statistics could not be saved ({error})."), notices)


def reset_stats(notices: list[str] | None = None) -> bool:
    """The player asked to start the record afresh: an empty file, and no backup the old record could come
    back from when the new file is damaged later."""
    if not save_stats(Stats(), notices):
        return False
    with contextlib.suppress(OSError):
        _backup(stats_path()).unlink()
    return True


def saves_dir() -> Path:
    return data_dir() / "saves"


def save_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}.json"


def _backup(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def write_save(record: dict[str, Any], notices: list[str] | None = None) -> bool:
    """Autosave: atomic, with the previous save kept as ``.bak``."""
    try:
        atomic_write_text(save_path(record["game"]), json.dumps({**record, "saved_at": time.time()}))
        return True
    except OSError as exc:
        if notices is not None:
            notices.append(_("The game could not be saved ({error}).").format(error=exc.strerror or exc))
        return False


def clear_save(game_id: str) -> None:
    """A finished game has nothing to continue: drop its save (and backup)."""
    for path in (save_path(game_id), _backup(save_path(game_id))):
        with contextlib.suppress(OSError):
            path.unlink()


def has_save(game_id: str) -> bool:
    return save_path(game_id).exists() or _backup(save_path(game_id)).exists()


@dataclass(frozen=True)
class SaveInfo:
    """What the menu and the setup screen say about a saved game, read without replaying it."""

    game: str
    seats: tuple[str, ...]  # the seats' labels, e.g. "Ann", "Basil (computer, hard)", in the language when read
    turn: int | None  # None when the file does not say (older saves) or says nonsense
    moves: int
    saved_at: float  # seconds since the epoch; 0 when the file does not say

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


def save_info(game_id: str) -> SaveInfo | None:
    """A summary of the saved game of ``game_id`` (or its backup), or None when there is none readable.

    Only the header is looked at: this never sets a file aside (``load_save`` does that when it is opened).
    Fields only shown here (turn, time) are shown when sane and left out otherwise, never a reason to hide
    a save that would load.
    """
    from gardengames.session import Seat

    for candidate in (save_path(game_id), _backup(save_path(game_id))):
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
        )
    return None


def _is_time(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 < value < LATEST_TIME


def set_aside_save(game_id: str, reason: str, notices: list[str]) -> None:
    """A save that replays but cannot be opened as a table: keep it aside, so Continue never fails twice.

    The backup (one move older) stays where it is, for the next Continue to try.
    """
    path = save_path(game_id)
    if not path.exists():
        path = _backup(path)
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


def load_save(game_id: str, notices: list[str]) -> Any | None:
    """The saved session of a game (replayed and verified), falling back to the backup; None if neither works."""
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
        return session

    return read_json_file(save_path(game_id), parse, notices, limit=SAVE_FILE_LIMIT)
