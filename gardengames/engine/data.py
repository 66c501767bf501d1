"""Card definitions: YAML in, frozen typed dataclasses out, or a list of precise problems.

Every game describes its data file as frozen dataclasses (type hints are the schema). ``load`` reads
the YAML with ``yaml.safe_load`` (within limits on size, depth and expanded values) and builds those
dataclasses, collecting *every* problem it finds (unknown keys, missing fields, wrong types, duplicate
ids, then the game's own ``check()``) so a person fixing a broken file sees them all at once, each
naming the file, the card and the field.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import yaml

from gardengames.i18n import LANGUAGES, SOURCE, Text

T = TypeVar("T")
OTHER_LANGUAGES = tuple(lang for lang in LANGUAGES if lang != SOURCE)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a data file: where it is and what is wrong."""

    file: str
    card: str
    field: str
    message: str

    def __str__(self) -> str:
        where = self.file
        if self.card:
            where += f": card '{self.card}'"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Named:
    """The fields a data file's entries (card types, decks) start with: ``id`` to refer to it, ``name`` to show.

    Schemas extend it so every game's entries are looked up and listed the same way; the builder reads a
    subclass's fields base first (``dataclasses.fields``), so ``id`` and ``name`` still come first.
    """

    id: str
    name: Text


@dataclass(frozen=True)
class Described(Named):
    """A named entry that also carries the rules text its card prints."""

    text: Text


class Problems(list[Problem]):
    """The problems a game's ``check()`` collects for one file; ``bad`` adds one, naming entry and field."""

    def __init__(self, file: str) -> None:
        super().__init__()
        self.file = file

    def bad(self, entry: str, field: str, message: str) -> None:
        self.append(Problem(self.file, entry, field, message))

    def version(self, found: int, wanted: int) -> None:
        """A data file written for another schema version is named as such, before anything else."""
        if found != wanted:
            self.bad("", "version", f"must be {wanted}, not {found}")

    def at_least(self, owner: Any, names: typing.Iterable[str], low: int, entry: str = "") -> None:
        """Each numeric field ``names`` of ``owner`` must be ``low`` or more."""
        for name in names:
            if getattr(owner, name) < low:
                self.bad(entry, name, "cannot be negative" if low == 0 else f"must be at least {low}")


class DataError(Exception):
    """Raised with every problem found in one data file."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class _Builder:
    """Walks raw YAML against a dataclass schema, recording problems instead of stopping."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.problems: list[Problem] = []
        self.visited = 0

    def fail(self, card: str, field: str, message: str) -> None:
        self.problems.append(Problem(self.file, card, field, message))

    def build(self, tp: Any, raw: Any, card: str, field: str) -> Any:
        self.visited += 1
        if self.visited > MAX_NODES:
            raise _TooLarge
        origin = get_origin(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self.build_dataclass(tp, raw, card, field)
        if tp is Any:
            return raw
        if tp is Text:
            return self.build_text(raw, {}, card, field)
        if origin is Literal:
            if raw not in get_args(tp):
                allowed = ", ".join(repr(a) for a in get_args(tp))
                self.fail(card, field, f"must be one of {allowed}, not {raw!r}")
            return raw
        if origin in (Union, types.UnionType):
            args = get_args(tp)
            if raw is None and type(None) in args:
                return None
            inner = [a for a in args if a is not type(None)]
            if len(inner) == 1:
                return self.build(inner[0], raw, card, field)
            for option in inner:
                trial = _Builder(self.file)
                trial.visited = self.visited  # one budget for the whole file, trials included
                value = trial.build(option, raw, card, field)
                self.visited = trial.visited
                if not trial.problems:
                    return value
            self.fail(card, field, f"has an unexpected value {raw!r}")
            return None
        if origin is tuple:
            args = get_args(tp)
            if not isinstance(raw, list):
                self.fail(card, field, f"must be a list, not {_kind(raw)}")
                return ()
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self.build(args[0], item, card, f"{field}[{i}]") for i, item in enumerate(raw))
            if len(raw) != len(args):
                self.fail(card, field, f"must have exactly {len(args)} items, not {len(raw)}")
                return ()
            pairs = enumerate(zip(args, raw, strict=True))
            return tuple(self.build(a, item, card, f"{field}[{i}]") for i, (a, item) in pairs)
        if origin is dict:
            key_tp, value_tp = get_args(tp)
            if not isinstance(raw, dict):
                self.fail(card, field, f"must be a mapping, not {_kind(raw)}")
                return types.MappingProxyType({})
            out = {}
            for key, value in raw.items():
                out[self.build(key_tp, key, card, f"{field}.{key}")] = self.build(
                    value_tp, value, card, f"{field}.{key}"
                )
            return types.MappingProxyType(out)
        if tp is float:
            if isinstance(raw, bool) or not isinstance(raw, (int, float)):
                self.fail(card, field, f"must be a number, not {_kind(raw)}")
                return 0.0
            return float(raw)
        if tp is int:
            if isinstance(raw, bool) or not isinstance(raw, int):
                self.fail(card, field, f"must be a whole number, not {_kind(raw)}")
                return 0
            return raw
        if tp in (str, bool):
            if not isinstance(raw, tp):
                self.fail(card, field, f"must be {'text' if tp is str else 'true or false'}, not {_kind(raw)}")
                return tp()
            return raw
        raise TypeError(f"unsupported schema type {tp!r}")  # a programming error, not a data error

    def build_text(self, raw: Any, local: dict[str, Any], card: str, field: str) -> Text:
        """A text and its translations: ``"Carrot"`` with ``{"nl": "Wortel"}`` from a ``_nl`` twin field, or a
        mapping by language (``{en: Carrot, nl: Wortel}``) where a twin cannot stand (an item of a list)."""
        if isinstance(raw, dict) and SOURCE in raw:
            local = {k: v for k, v in raw.items() if k != SOURCE}
            for key in local:
                if key not in OTHER_LANGUAGES:
                    self.fail(card, f"{field}.{key}", "is not a language we have")
            raw = raw[SOURCE]
        if not isinstance(raw, str):
            self.fail(card, field, f"must be text, not {_kind(raw)}")
            return Text("")
        for lang, value in local.items():
            if not isinstance(value, str):
                self.fail(card, f"{field}_{lang}", f"must be text, not {_kind(value)}")
        return Text(raw, {lang: v for lang, v in local.items() if isinstance(v, str) and lang in OTHER_LANGUAGES})

    def build_dataclass(self, cls: type, raw: Any, card: str, field: str) -> Any:
        if not isinstance(raw, dict):
            self.fail(card, field, f"must be a mapping, not {_kind(raw)}")
            return None
        hints = get_type_hints(cls)
        fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
        if "id" in fields and isinstance(raw.get("id"), str):
            card, field = raw["id"], ""  # fields are then named relative to the card
        prefix = f"{field}." if field else ""
        # A text field ``name`` may have its translations beside it: ``name_nl``.
        twins = {f"{name}_{lang}": (name, lang) for name in fields if hints[name] is Text for lang in OTHER_LANGUAGES}
        for key in raw:
            if key not in fields and key not in twins:
                self.fail(card, f"{prefix}{key}", "is not a known field" + _suggest(key, fields))
        values = {}
        complete = True
        for name, f in fields.items():
            if name in raw and hints[name] is Text:
                local = {lang: raw[key] for key, (base, lang) in twins.items() if base == name and key in raw}
                values[name] = self.build_text(raw[name], local, card, f"{prefix}{name}")
            elif name in raw:
                values[name] = self.build(hints[name], raw[name], card, f"{prefix}{name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                self.fail(card, f"{prefix}{name}", "is missing")
                complete = False
        if not complete:
            return None
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            self.fail(card, field, str(exc))
            return None


MAX_DATA_BYTES = 4 << 20  # our largest data file is about 40 KB; a bigger one is not a card list
MAX_NODES = 200_000  # values the builder may visit: ours have a few thousand; aliases ("billion laughs") expand


class _TooLarge(Exception):
    """The file expands (through YAML aliases) to more values than any card list has."""


def _clip(exc: BaseException, limit: int = 120) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _kind(raw: Any) -> str:
    if raw is None:
        return "empty"
    return {dict: "a mapping", list: "a list", str: f"text {raw!r}", bool: f"{raw}"}.get(type(raw), repr(raw))


def _suggest(key: Any, fields: typing.Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(str(key), list(fields), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def duplicate_ids(file: str, items: typing.Iterable[Any], what: str = "id") -> list[Problem]:
    """Problems for every id used more than once in ``items`` (dataclasses with an ``id``)."""
    seen: set[str] = set()
    problems = []
    for item in items:
        if item is None:
            continue
        if item.id in seen:
            problems.append(Problem(file, item.id, what, "is used by more than one card"))
        seen.add(item.id)
    return problems


def load(path: Path | str, schema: type[T]) -> T:
    """Read ``path`` into ``schema``; raise ``DataError`` listing every problem found.

    A schema may define ``check(self, file) -> list[Problem]`` for rules that span cards
    (counts adding up, references to other ids); it runs only when the shape is right.
    """
    path = Path(path)
    name = path.name
    try:
        with open(path, "rb") as handle:
            blob = handle.read(MAX_DATA_BYTES + 1)
    except OSError as exc:
        raise DataError([Problem(name, "", "", f"cannot be read ({exc.strerror or exc})")]) from None
    if len(blob) > MAX_DATA_BYTES:
        raise DataError([Problem(name, "", "", f"is larger than {MAX_DATA_BYTES // 1024} KB")])
    try:
        text = blob.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DataError([Problem(name, "", "", "is not UTF-8 text")]) from None
    try:
        raw = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise DataError([Problem(name, "", "", f"is not valid YAML{at}: {problem}")]) from None
    except RecursionError:
        raise DataError([Problem(name, "", "", "is nested too deeply to be a data file")]) from None
    except Exception as exc:  # any other failure of the parser on hostile text is still a problem of this file
        raise DataError([Problem(name, "", "", f"could not be read as YAML ({type(exc).__name__})")]) from None
    if raw is None:
        raise DataError([Problem(name, "", "", "is empty")])
    builder = _Builder(name)
    try:
        result = builder.build(schema, raw, "", "")
        if not builder.problems and result is not None:
            check = getattr(result, "check", None)
            if check is not None:
                builder.problems.extend(check(name))
    except RecursionError:
        raise DataError([Problem(name, "", "", "is nested too deeply to be a data file")]) from None
    except _TooLarge:
        raise DataError([Problem(name, "", "", f"holds more than {MAX_NODES} values (repeated aliases?)")]) from None
    except (TypeError, ValueError, KeyError, AttributeError, OverflowError) as exc:
        # A value of a shape no schema expects (an unhashable mapping key, a giant number) reaching a
        # game's own check: still this file's problem, not a crash.
        builder.problems.append(Problem(name, "", "", f"has a value that cannot be used ({_clip(exc)})"))
        result = None
    if builder.problems or result is None:
        raise DataError(builder.problems or [Problem(name, "", "", "is empty")])
    return result


def load_cached(file_name: str, schema: type[T], folder: Path | str | None = None) -> T:
    """The one loader every game reads its data file with: ``folder/file_name`` (by default the app's data
    folder) read and checked once, and read again only when the file changes on disk (its size or time), so
    an edited file is picked up without a restart while search and tests share one parsed copy."""
    if folder is None:
        from gardengames import resources  # lazy: resources only finds folders, but keep the kernel standalone

        folder = resources.data_dir()
    path = Path(folder) / file_name
    try:
        info = path.stat()
        stamp: tuple[int, int] = (info.st_size, info.st_mtime_ns)
    except OSError:
        stamp = (-1, -1)  # load() names the file and why it cannot be read; nothing is cached for it
    cache_key = (str(path), stamp, schema)
    if cache_key not in _LOADED:
        if len(_LOADED) >= 32:  # files edited over and over in one run: forget the old copies
            _LOADED.clear()
        _LOADED[cache_key] = load(path, schema)
    return typing.cast(T, _LOADED[cache_key])


_LOADED: dict[tuple[str, tuple[int, int], type], Any] = {}
