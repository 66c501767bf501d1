"""A game's state declared once: every field, how deep it is copied, and who may see it.

OpenSpiel's lesson is that a game says what it is in one place; boardgame.io's is that one function strips a
player's view of secrets. A game lists its fields here, and the engine derives from that one list the copy a
search makes (``clone``), the dict a checksum and a test read (``to_dict``/``from_dict``), what each seat may
see (``view``), the state rebuilt from a view before its hidden part is dealt (``from_view``), and the values a
seat may not see (``hidden_from``), which is what the leak tests look for in views and events. A field added to
the list is saved, copied and hidden everywhere at once; a field left off is a bug the tests find.

Who sees a field:
- ``EVERYONE``: all seats and spectators;
- ``NOBODY``: no seat (a deck): a view holds ``None`` and ``<name>_count``, what the field's ``count`` tells;
- ``OWNER``: only the seat a part belongs to: a field of a per-seat record (``records``), or a top-level list
  with one part per seat (Unbeetable's hands), which a view shows as the seat's own part and None for the rest;
- ``until`` names a boolean field of the state that, once true, shows a hidden field to everyone.
What a seat is told of a field it may not see is the field's ``count`` (its size unless the game says more, as
the back of each card in a hand), under ``<name>_<told>``; a field with no ``count`` is not mentioned at all (the
seed that would tell the deck order).
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

EVERYONE = "everyone"
OWNER = "owner"
NOBODY = "nobody"


def size(value: Any) -> Any:
    """What a viewer is told of a hidden list (its length) or of a dict of lists (each one's length)."""
    if isinstance(value, dict):
        return {key: len(part) for key, part in value.items()}
    return len(value)


@dataclass(frozen=True)
class Field:
    """One field of a game's state.

    ``depth`` says how deep a copy goes: 0 for a value shared as it is (a number, a string, a bool, None), 1 for
    a list or dict of such values, 2 for a list or dict of those, and so on; ``copy`` replaces that for a shape
    of its own (a garden of entries and gaps). ``records`` makes the field a list of per-seat records (the seat
    is the index) whose own fields are declared there. ``count`` says what a seat that may not see the field is
    told of it (by default its size; None: nothing), under the key ``<name>_<told>``. ``fixed`` marks a field
    no move changes after set-up (the cards set aside unseen): a copy for search shares it instead of copying.
    ``shown(state, seat)`` is how a seat sees a field with a private part (a question whose answers are one
    player's hand cards, a deck whose cards the player has seen): the seat's copy, holding no value the seat may
    not see; what the field holds beyond that copy is what ``hidden_from`` reports. ``plain``/``live`` turn a
    field kept in a shape JSON has not (a mountain keyed by (row, column)) into plain data and back, for saves
    and views; a copy for search keeps the live shape.
    """

    name: str
    depth: int = 0
    seen: str = EVERYONE
    until: str = ""
    count: Callable[[Any], Any] | None = size
    told: str = "count"
    records: tuple[Field, ...] = ()
    copy: Callable[[Any], Any] | None = None
    fixed: bool = False
    default: Any = None
    """What a new state holds before its game is set up (a fresh copy per state); a value that depends on the
    players or the data is set by the game's ``new_game`` instead."""
    shown: Callable[[Any, int | None], Any] | None = None
    plain: Callable[[Any], Any] | None = None
    live: Callable[[Any], Any] | None = None

    def __post_init__(self) -> None:
        if self.seen not in (EVERYONE, OWNER, NOBODY):
            raise ValueError(f"field {self.name}: seen must be everyone, owner or nobody, not {self.seen!r}")
        if self.records and (self.depth or self.seen != EVERYONE):
            raise ValueError(f"field {self.name}: a list of records is public; its own fields say who sees them")


def state_field(
    depth: int = 0,
    seen: str = EVERYONE,
    *,
    default: Any = None,
    until: str = "",
    count: Callable[[Any], Any] | None = size,
    told: str = "count",
    records: tuple[Field, ...] = (),
    copy: Callable[[Any], Any] | None = None,
    fixed: bool = False,
    shown: Callable[[Any, int | None], Any] | None = None,
    plain: Callable[[Any], Any] | None = None,
    live: Callable[[Any], Any] | None = None,
) -> Any:
    """A field declared in a game's ``State`` class body, dataclass style: ``deck: list[str] = state_field(1,
    NOBODY, default=[])``. The annotation is the field's type (what the type checker holds the rules to), this
    call everything else; ``GameState`` gathers them, in order, into the class's ``schema``. Typed ``Any``, as
    ``dataclasses.field`` is, so the declaration type-checks."""
    return Field(
        "",
        depth,
        seen,
        until=until,
        count=count,
        told=told,
        records=records,
        copy=copy,
        fixed=fixed,
        shown=shown,
        plain=plain,
        live=live,
        default=default,
    )


class Schema:
    """The declared fields of one game's state, and what the engine derives from them."""

    def __init__(self, *fields: Field) -> None:
        self.fields = fields
        self.names = tuple(f.name for f in fields)
        if len(set(self.names)) != len(self.names):
            raise ValueError(f"a field is declared twice: {self.names}")
        self._copiers = tuple((f.name, f.plain or _copier(f)) for f in fields)
        # What clone runs for every position a search looks at: plain values taken in one sweep, fixed ones shared.
        self._plain = tuple(f.name for f in fields if f.fixed or _copier(f) is _same)
        self._deep = tuple((f.name, _copier(f)) for f in fields if f.name not in self._plain)
        self._get_plain = operator.itemgetter(*self._plain) if len(self._plain) > 1 else None
        self._record_copiers = {f.name: tuple((sub, _copier(sub)) for sub in f.records) for f in fields if f.records}

    def copy(self, state: Any) -> dict[str, Any]:
        """Every declared field of ``state`` as plain data (a save's, a checksum's), sharing nothing mutable."""
        values = state.__dict__
        return {name: copy(values[name]) for name, copy in self._copiers}

    def clone(self, state: Any) -> dict[str, Any]:
        """``copy`` for a search's copy of the state: the same, but ``fixed`` fields are shared, not copied."""
        values = state.__dict__
        get = self._get_plain
        out = dict(zip(self._plain, get(values), strict=True)) if get else {name: values[name] for name in self._plain}
        for name, copy in self._deep:
            out[name] = copy(values[name])
        return out

    def start(self, state: Any) -> None:
        """Give ``state`` every field at its declared ``default``: the one place a game's starting values are."""
        state.__dict__.update({f.name: plain_copy(f.default) for f in self.fields})

    def load(self, state: Any, data: Mapping[str, Any]) -> None:
        """Set ``state``'s declared fields from ``data`` (a dict ``copy`` or ``view`` made), copied; a hidden
        field of a view comes in as None, for the game to deal. Anything else in ``data`` is left out."""
        try:
            state.__dict__.update({f.name: _load(f, data[f.name]) for f in self.fields})
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"not a state of this game: missing or malformed field {exc}") from None

    def view(self, state: Any, seat: int | None) -> dict[str, Any]:
        """Every field as ``seat`` may see it (``None``: a spectator): a hidden one as None plus its count."""
        values = state.__dict__
        out: dict[str, Any] = {}
        for f, (name, copy) in zip(self.fields, self._copiers, strict=True):
            value = values[name]
            if f.records:
                fields = self._record_copiers[name]
                out[name] = [_record_view(fields, record, owner, seat, values) for owner, record in enumerate(value)]
            elif f.shown is not None:
                out[name] = f.shown(state, seat)
                if f.seen != EVERYONE and f.count is not None:
                    out[f"{name}_{f.told}"] = f.count(value)
            elif _sees(f, None, seat, values):
                out[name] = copy(value)
            elif f.seen == OWNER:  # one part per seat: the seat's own shown, the others told of
                out[name] = [plain_copy(part) if owner == seat else None for owner, part in enumerate(value)]
                if f.count is not None:
                    out[f"{name}_{f.told}"] = [f.count(part) for part in value]
            else:
                out[name] = None
                if f.count is not None:
                    out[f"{name}_{f.told}"] = f.count(value)
        return out

    def hidden_from(self, state: Any, seat: int | None) -> set[str]:
        """Every non-empty string held in a field ``seat`` may not see now: the card keys, task ids and such a
        view, or an event shown to that seat, must never contain."""
        values = state.__dict__
        out: set[str] = set()
        for f in self.fields:
            value = values[f.name]
            if f.records:
                for owner, record in enumerate(value):
                    for sub in f.records:
                        if not _sees(sub, owner, seat, values):
                            out.update(_strings(record[sub.name]))
            elif f.shown is not None:
                out.update(set(_strings(value)) - set(_strings(f.shown(state, seat))))
            elif f.seen == OWNER and not _sees(f, None, seat, values):
                for owner, part in enumerate(value):
                    if owner != seat:
                        out.update(_strings(part))
            elif not _sees(f, None, seat, values):
                out.update(_strings(value))
        return out


def _sees(f: Field, owner: int | None, seat: int | None, values: Mapping[str, Any]) -> bool:
    if f.seen == EVERYONE or (f.until and values[f.until]):
        return True
    return f.seen == OWNER and owner is not None and owner == seat


def _record_view(
    fields: tuple[tuple[Field, Callable[[Any], Any]], ...],
    record: Mapping[str, Any],
    owner: int,
    seat: int | None,
    values: Mapping[str, Any],
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f, copy in fields:
        if _sees(f, owner, seat, values):
            out[f.name] = copy(record[f.name])
        else:
            out[f.name] = None
            if f.count is not None:
                out[f"{f.name}_{f.told}"] = f.count(record[f.name])
    return out


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        if value:
            yield value
    elif isinstance(value, dict):
        for part in value.values():
            yield from _strings(part)
    elif isinstance(value, list | tuple):
        for part in value:
            yield from _strings(part)


def _copier(f: Field) -> Callable[[Any], Any]:
    """The fastest copy of a field of this shape: these run on every clone a search makes."""
    if f.copy is not None:
        return f.copy
    if f.records:
        inner = tuple((sub.name, _copier(sub)) for sub in f.records if sub.depth)

        def records(value: list[dict[str, Any]]) -> list[dict[str, Any]]:
            out = []
            for record in value:
                twin = record.copy()  # the depth-0 fields, shared as they are
                for name, copy in inner:
                    twin[name] = copy(record[name])
                out.append(twin)
            return out

        return records
    if f.depth == 0:
        return _same
    if f.depth == 1:
        return _shallow
    if f.depth == 2:
        return _two_deep
    if f.depth == 3:
        return _three_deep
    return plain_copy


def _same(value: Any) -> Any:
    return value


def _shallow(value: Any) -> Any:
    return value.copy()


def _two_deep(value: Any) -> Any:
    if type(value) is dict:
        return {key: part.copy() for key, part in value.items()}
    return [part.copy() for part in value]


def _three_deep(value: list[list[Any]]) -> list[list[Any]]:
    return [[inner.copy() for inner in part] for part in value]


def _load(f: Field, value: Any) -> Any:
    if f.records:
        return [{sub.name: plain_copy(record[sub.name]) for sub in f.records} for record in value]
    if f.live is not None and value is not None:
        return f.live(value)
    return plain_copy(value)


def plain_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (lists, dicts, scalars), whatever its shape (a hidden field of a view is
    None): how a state is loaded from a dict it must not share anything with."""
    kind = type(value)
    if kind is list:
        return [plain_copy(v) for v in value]
    if kind is dict:
        return {k: plain_copy(v) for k, v in value.items()}
    return value
