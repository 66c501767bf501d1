"""Card definitions: YAML in, frozen typed dataclasses out, or a list of precise problems.

Every game describes its data file as frozen dataclasses (type hints are the schema). ``load`` reads
the YAML with PyYAML's safe loader (within limits on size, depth and expanded values; a key given twice in
one mapping is a problem, not a silent overwrite) and builds those dataclasses, collecting *every* problem it
finds (unknown keys, missing fields, wrong types, values out of bounds, duplicate ids, then the game's own
``check()``) so a person fixing a broken file sees them all at once, each naming the file, the card and
the field.

Every value a data file gives is bounded before a game sees it, so a modded file can neither exhaust memory
(a count of 10**9 copies) nor hang the app: a schema states its bounds beside each field,
``Annotated[int, Range(0, 60)]`` for a number and ``Annotated[str, MaxLen(40)]`` for a text, list or mapping,
and a field that states none gets the kernel's defaults (``DEFAULT_RANGE``, ``MAX_ITEMS``, ``MAX_TEXT``).
No message ever shows more of a value than a short excerpt (``excerpt``), walked lazily: a value that YAML
aliases expand a billion-fold ("billion laughs") costs no more to name than a small one.
"""

from __future__ import annotations

import dataclasses
import datetime
import types
import typing
from collections.abc import Generator, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import yaml

from gardengames.i18n import LANGUAGES, SOURCE, Text

T = TypeVar("T")
OTHER_LANGUAGES = tuple(lang for lang in LANGUAGES if lang != SOURCE)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a data file: where it is (the line too, where only the text can say it: a key given
    twice) and what is wrong."""

    file: str
    card: str
    field: str
    message: str
    line: int = 0

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.card:
            where += f": card '{self.card}'"
        if self.field:
            where += f", field '{self.field}'"
        return f"{where}: {self.message}"


@dataclass(frozen=True)
class Range:
    """The bounds of a number read from data, stated beside its field: ``Annotated[int, Range(0, 60)]``.

    A bound of sense, not a rule of the game: beyond it no value is a game this app can hold (memory, time, a
    table a person can read), so the loader refuses it before any game code sees it. What is playable within
    it is the game's ``check()`` (which words its own rules better), so a range is generous.
    """

    low: float
    high: float


@dataclass(frozen=True)
class MaxLen:
    """The most items a list or mapping, or characters a text (each of its translations), read from data may
    have: ``Annotated[tuple[Card, ...], MaxLen(40)]``, ``Annotated[Text, MaxLen(60)]``."""

    most: int


#: The bounds of a field whose schema states none (every game's schema states its own; these keep a new field,
#: or a test's toy schema, from being unbounded). Our longest list has 50 items, our longest text 236 characters.
DEFAULT_RANGE = Range(-10_000, 10_000)
MAX_ITEMS = 100
MAX_TEXT = 1_000
Id = Annotated[str, MaxLen(40)]  # an id is part of card keys and of messages: ours have at most 16 characters
Version = Annotated[int, Range(0, 1000)]  # a data file's schema version (each game's check() wants its own)


@dataclass(frozen=True)
class Named:
    """The fields a data file's entries (card types, decks) start with: ``id`` to refer to it, ``name`` to show.

    Schemas extend it so every game's entries are looked up and listed the same way; the builder reads a
    subclass's fields base first (``dataclasses.fields``), so ``id`` and ``name`` still come first.
    """

    id: Id
    name: Annotated[Text, MaxLen(60)]  # printed in a card's name band; ours have at most 22 characters


@dataclass(frozen=True)
class Described(Named):
    """A named entry that also carries the rules text its card prints."""

    text: Annotated[Text, MaxLen(400)]  # printed on a card; ours have at most 132 characters


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

    def __init__(self, file: str, raw_lines: Mapping[int, int] | None = None) -> None:
        self.file = file
        self.problems: list[Problem] = []
        self.visited = 0
        self.raw_lines = raw_lines or {}  # id of a raw mapping -> the line it starts on
        self.lines: dict[int, int] = {}  # id of a built entry -> the line its mapping starts on
        self.places: dict[int, tuple[str, str]] = {}  # id of a raw mapping -> the card and field it was read as

    def fail(self, card: str, field: str, message: str) -> None:
        self.problems.append(Problem(self.file, card, field, message))

    def build(self, tp: Any, raw: Any, card: str, field: str, bound: Range | MaxLen | None = None) -> Any:
        self.visited += 1
        if self.visited > MAX_NODES:
            raise _TooLarge
        if get_origin(tp) is Annotated:
            tp, bound = _plain(tp), _bound_in(tp) or bound
        origin = get_origin(tp)
        if isinstance(tp, type) and dataclasses.is_dataclass(tp):
            return self.build_dataclass(tp, raw, card, field)
        if tp is Any:
            return raw
        if tp is Text:
            return self.build_text(raw, {}, card, field, bound)
        if origin is Literal:
            if raw not in get_args(tp):
                allowed = ", ".join(repr(a) for a in get_args(tp))
                self.fail(card, field, f"must be one of {allowed}, not {excerpt(raw)}")
            return raw
        if origin in (Union, types.UnionType):
            args = get_args(tp)
            if raw is None and type(None) in args:
                return None
            inner = [a for a in args if a is not type(None)]
            if len(inner) == 1:
                return self.build(inner[0], raw, card, field, bound)
            for option in inner:  # each option states its own bounds
                trial = _Builder(self.file, self.raw_lines)
                trial.visited = self.visited  # one budget for the whole file, trials included
                value = trial.build(option, raw, card, field)
                self.visited = trial.visited
                if not trial.problems:
                    return value
            self.fail(card, field, f"has an unexpected value {excerpt(raw)}")
            return None
        if origin is tuple:
            args = get_args(tp)
            if not isinstance(raw, list):
                self.fail(card, field, f"must be a list, not {_kind(raw)}")
                return ()
            if len(args) == 2 and args[1] is Ellipsis:
                if not self.short_enough(raw, bound, card, field, "items"):
                    return ()
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
            if not self.short_enough(raw, bound, card, field, "entries"):
                return types.MappingProxyType({})
            self.places[id(raw)] = (card, field)
            out = {}
            for key, value in raw.items():
                where = f"{field}.{_key_text(key)}"
                out[self.build(key_tp, key, card, where)] = self.build(value_tp, value, card, where)
            return types.MappingProxyType(out)
        if tp in (int, float):
            if isinstance(raw, bool) or not isinstance(raw, int if tp is int else (int, float)):
                self.fail(card, field, f"must be {'a whole number' if tp is int else 'a number'}, not {_kind(raw)}")
                return tp()
            return tp(raw) if self.in_range(raw, bound, card, field) else tp()
        if tp in (str, bool):
            if not isinstance(raw, tp):
                self.fail(card, field, f"must be {'text' if tp is str else 'true or false'}, not {_kind(raw)}")
                return tp()
            if tp is str and not self.short_enough(raw, bound, card, field, "characters"):
                return ""
            return raw
        raise TypeError(f"unsupported schema type {tp!r}")  # a programming error, not a data error

    def in_range(self, raw: float, bound: Range | MaxLen | None, card: str, field: str) -> bool:
        """Whether a number lies within its field's ``Range`` (or the default one); a problem when not."""
        limits = _bound(bound, Range) or DEFAULT_RANGE
        if raw < limits.low:
            self.fail(card, field, f"must be at least {limits.low}, not {excerpt(raw)}")
        elif not raw <= limits.high:  # NaN too
            self.fail(card, field, f"must be at most {limits.high}, not {excerpt(raw)}")
        else:
            return True
        return False

    def short_enough(self, raw: Any, bound: Range | MaxLen | None, card: str, field: str, what: str) -> bool:
        """Whether a list, mapping or text is within its field's ``MaxLen`` (or the default one), checked before
        any item of it is looked at; a problem when not."""
        limit = _bound(bound, MaxLen)
        most = limit.most if limit else MAX_TEXT if isinstance(raw, str) else MAX_ITEMS
        if len(raw) <= most:
            return True
        self.fail(card, field, f"must have at most {most} {what}, not {len(raw)}")
        return False

    def build_text(
        self, raw: Any, local: dict[str, Any], card: str, field: str, bound: Range | MaxLen | None = None
    ) -> Text:
        """A text and its translations: ``"Carrot"`` with ``{"nl": "Wortel"}`` from a ``_nl`` twin field, or a
        mapping by language (``{en: Carrot, nl: Wortel}``) where a twin cannot stand (an item of a list); each
        within the field's ``MaxLen``."""
        if isinstance(raw, dict) and SOURCE in raw:
            self.places[id(raw)] = (card, field)
            local = {k: v for k, v in raw.items() if k != SOURCE}
            for key in local:
                if key not in OTHER_LANGUAGES:
                    self.fail(card, f"{field}.{_key_text(key)}", "is not a language we have")
            raw = raw[SOURCE]
        if not isinstance(raw, str):
            self.fail(card, field, f"must be text, not {_kind(raw)}")
            return Text("")
        fine = self.short_enough(raw, bound, card, field, "characters")
        for lang, value in local.items():
            if not isinstance(value, str):
                self.fail(card, f"{field}_{lang}", f"must be text, not {_kind(value)}")
            elif lang in OTHER_LANGUAGES:
                fine = self.short_enough(value, bound, card, f"{field}_{lang}", "characters") and fine
        if not fine:
            return Text("")
        return Text(raw, {lang: v for lang, v in local.items() if isinstance(v, str) and lang in OTHER_LANGUAGES})

    def build_dataclass(self, cls: type, raw: Any, card: str, field: str) -> Any:
        if not isinstance(raw, dict):
            self.fail(card, field, f"must be a mapping, not {_kind(raw)}")
            return None
        hints = get_type_hints(cls, include_extras=True)
        fields = {f.name: f for f in dataclasses.fields(cls) if f.init}
        if "id" in fields and isinstance(raw.get("id"), str):
            card, field = _key_text(raw["id"]), ""  # fields are then named relative to the card
        prefix = f"{field}." if field else ""
        self.places[id(raw)] = (card, field)
        # A text field ``name`` may have its translations beside it: ``name_nl``.
        texts = {name for name in fields if _plain(hints[name]) is Text}
        twins = {f"{name}_{lang}": (name, lang) for name in texts for lang in OTHER_LANGUAGES}
        for key in raw:
            if key not in fields and key not in twins:
                self.fail(card, f"{prefix}{_key_text(key)}", "is not a known field" + _suggest(key, fields))
        values = {}
        complete = True
        for name, f in fields.items():
            if name in raw and name in texts:
                local = {lang: raw[key] for key, (base, lang) in twins.items() if base == name and key in raw}
                values[name] = self.build_text(raw[name], local, card, f"{prefix}{name}", _bound_in(hints[name]))
            elif name in raw:
                values[name] = self.build(hints[name], raw[name], card, f"{prefix}{name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                self.fail(card, f"{prefix}{name}", "is missing")
                complete = False
        if not complete:
            return None
        try:
            built = cls(**values)
        except (TypeError, ValueError) as exc:
            self.fail(card, field, _clip(exc))
            return None
        self.lines[id(built)] = self.raw_lines.get(id(raw), 0)
        return built

    def locate(self, mapping: int, problem: Problem) -> Problem:
        """A problem the loader found in a raw mapping, named like the builder's problems: by the card and
        field that mapping was read as (when the builder got to it)."""
        if mapping not in self.places:
            return problem
        card, field = self.places[mapping]
        return dataclasses.replace(problem, card=card, field=f"{field}.{problem.field}" if field else problem.field)


def _plain(tp: Any) -> Any:
    """A field's type without its ``Annotated`` bounds."""
    return get_args(tp)[0] if get_origin(tp) is Annotated else tp


def _bound_in(tp: Any) -> Range | MaxLen | None:
    """The bound an ``Annotated`` field type states, if any."""
    extras = get_args(tp)[1:] if get_origin(tp) is Annotated else ()
    return next((x for x in extras if isinstance(x, (Range, MaxLen))), None)


B = TypeVar("B", Range, MaxLen)


def _bound(bound: Range | MaxLen | None, kind: type[B]) -> B | None:
    """``bound`` when it is of the ``kind`` the value needs; a schema that puts a ``Range`` on a text (or a
    ``MaxLen`` on a number) is a programming error, said at once."""
    if bound is None or isinstance(bound, kind):
        return bound
    raise TypeError(f"{type(bound).__name__} cannot bound a field that needs a {kind.__name__}")


# Ours are at most 19 KB; the safe loader takes about 2 s for 256 KB of the worst YAML, a bigger file is no card list.
MAX_DATA_BYTES = 256 << 10
MAX_NODES = 200_000  # values the builder may visit: ours have a few thousand; aliases ("billion laughs") expand
MAX_PROBLEMS = 100  # listed for one file; a file with more is broken throughout, and the rest says nothing new
EXCERPT = 40  # characters of a value a message shows at most


class _TooLarge(Exception):
    """The file expands (through YAML aliases) to more values than any card list has."""


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader, except that a key given twice in one mapping is noted as a problem (PyYAML keeps the
    last value without a word, so an edit further down a card would silently win), and that every mapping
    remembers the line it starts on (so a duplicate id can be found in the file)."""

    def __init__(self, text: str, file: str) -> None:
        super().__init__(text)
        self.file = file
        self.duplicates: list[tuple[int, Problem]] = []  # (id of the mapping, what is wrong in it)
        self.lines: dict[int, int] = {}  # id of a constructed mapping -> its first line

    def construct_yaml_map(self, node: yaml.MappingNode) -> Generator[dict[Any, Any], None, None]:
        data: dict[Any, Any] = {}
        self.lines[id(data)] = node.start_mark.line + 1
        yield data
        self.note_duplicates(node, id(data))
        data.update(self.construct_mapping(node))

    def note_duplicates(self, node: yaml.MappingNode, mapping: int) -> None:
        """A problem for every key this mapping gives again (its own keys: a ``<<`` merge may override), named
        by the mapping's own ``id`` until the builder knows which card and field the mapping is."""
        first: dict[Any, yaml.Node] = {}
        ids = [v.value for k, v in node.value if k.value == "id" and isinstance(v, yaml.ScalarNode)]
        card = _key_text(ids[-1]) if ids else ""
        for key_node, _value in node.value:
            if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
                continue
            key = self.construct_object(key_node)
            if key not in first:
                first[key] = key_node
                continue
            mark, before = key_node.start_mark, first[key].start_mark
            message = f"is given twice (here at column {mark.column + 1}, first at line {before.line + 1})"
            self.duplicates.append((mapping, Problem(self.file, card, _key_text(key), message, mark.line + 1)))


_Loader.add_constructor("tag:yaml.org,2002:map", _Loader.construct_yaml_map)


def _clip(exc: BaseException, limit: int = 120) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def excerpt(value: Any, limit: int = EXCERPT) -> str:
    """``value`` written out like ``repr`` for a message, but at most ``limit`` characters of it: the walk stops
    there, so a value YAML aliases expand a billion-fold, or a text of megabytes, is never written out whole."""
    text = ""
    for token in _tokens(value, limit):
        text += token
        if len(text) > limit:
            return text[: limit - 1] + "\u2026"
    return text


def _tokens(value: Any, limit: int) -> Iterator[str]:
    """The pieces of ``value``'s ``repr``, each made only when the one before it has been taken."""
    if isinstance(value, (list, tuple, set, frozenset)):
        yield "["
        for i, item in enumerate(value):
            yield ", " if i else ""
            yield from _tokens(item, limit)
        yield "]"
    elif isinstance(value, dict):
        yield "{"
        for i, (key, item) in enumerate(value.items()):
            yield ", " if i else ""
            yield from _tokens(key, limit)
            yield ": "
            yield from _tokens(item, limit)
        yield "}"
    elif isinstance(value, (str, bytes)):
        yield repr(value[: limit + 1])
    elif isinstance(value, int) and value.bit_length() > 4 * limit:
        yield f"a number of {value.bit_length()} bits"
    elif value is None or isinstance(value, (int, float, datetime.date)):
        yield repr(value)
    else:
        yield f"<{type(value).__name__}>"


def _key_text(key: Any) -> str:
    """A key or id as a problem names it (a card, a field): itself, cut short if it is long."""
    text = key if isinstance(key, str) else excerpt(key)
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1] + "\u2026"


def _kind(raw: Any) -> str:
    if raw is None:
        return "empty"
    if isinstance(raw, bool):
        return str(raw)
    if isinstance(raw, dict):
        return "a mapping"
    if isinstance(raw, list):
        return "a list"
    return f"text {excerpt(raw)}" if isinstance(raw, str) else excerpt(raw)


def _suggest(key: Any, fields: typing.Iterable[str]) -> str:
    import difflib

    close = difflib.get_close_matches(_key_text(key), list(fields), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


#: While ``load`` runs a schema's ``check``: the line each built entry's mapping starts on (by ``id()``).
_ENTRY_LINES: ContextVar[Mapping[int, int]] = ContextVar("_ENTRY_LINES", default=types.MappingProxyType({}))


def duplicate_ids(file: str, items: typing.Iterable[Any], what: str = "id") -> list[Problem]:
    """Problems for every id used more than once in ``items`` (dataclasses with an ``id``), each at the line of
    the entry that repeats it when ``load`` is checking the file."""
    lines = _ENTRY_LINES.get()
    first: dict[str, int] = {}
    problems = []
    for item in items:
        if item is None:
            continue
        line = lines.get(id(item), 0)
        if item.id in first:
            before = f" (first at line {first[item.id]})" if first[item.id] else ""
            problems.append(Problem(file, item.id, what, f"is used by more than one card{before}", line))
        else:
            first[item.id] = line
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
        loader = _Loader(text, name)  # its reader already refuses characters YAML does not allow
        try:
            raw = loader.get_single_data()
        finally:
            loader.dispose()
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
    builder = _Builder(name, loader.lines)
    checked: list[Problem] = []
    try:
        result = builder.build(schema, raw, "", "")
        check = getattr(result, "check", None)
        if not builder.problems and check is not None:
            lines = _ENTRY_LINES.set(builder.lines)
            try:
                checked = check(name)
            finally:
                _ENTRY_LINES.reset(lines)
    except RecursionError:
        raise DataError([Problem(name, "", "", "is nested too deeply to be a data file")]) from None
    except _TooLarge:
        raise DataError([Problem(name, "", "", f"holds more than {MAX_NODES} values (repeated aliases?)")]) from None
    except (TypeError, ValueError, KeyError, AttributeError, OverflowError) as exc:
        # A value of a shape no schema expects (an unhashable mapping key, a giant number) reaching a
        # game's own check: still this file's problem, not a crash.
        checked = [Problem(name, "", "", f"has a value that cannot be used ({_clip(exc)})")]
        result = None
    # A key given twice does not spoil the shape: the file as read (the later value wins) is checked too.
    duplicates = [builder.locate(mapping, problem) for mapping, problem in loader.duplicates]
    problems = duplicates + builder.problems + checked
    if problems or result is None:
        if len(problems) > MAX_PROBLEMS:
            more = len(problems) - MAX_PROBLEMS + 1
            problems[MAX_PROBLEMS - 1 :] = [Problem(name, "", "", f"has {more} more problems not listed here")]
        raise DataError(problems or [Problem(name, "", "", "is empty")])
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
