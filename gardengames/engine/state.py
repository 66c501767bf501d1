"""The one narrow API every game's rules share, plus the plain-data Move and Event types.

Modelled on python-chess (``legal_moves``/``push``) and OpenSpiel (``legal_actions``/``apply_action``):
the UI, the bots, hints, saves and tests all drive a game through the same handful of calls, so a rule
lives in exactly one place. Moves and events are frozen dataclasses: hashable, comparable, printable,
and serialisable through a per-game ``Codec`` so that a save is just (seed, options, moves).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import hashlib
import json
import operator
import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import repeat
from typing import Any, ClassVar, Generic, TypeVar, get_args, get_origin, get_type_hints

from gardengames.engine.schema import Field, Schema
from gardengames.engine.text import imperative, seat_name, sentence
from gardengames.i18n import _

S = TypeVar("S", bound="GameState")
D = TypeVar("D", "Move", "Event")


MOVES_KEPT = 4096  # moves ``Move.of`` keeps per class before it starts again (about 1 MB)

VIEWER = "viewer"
"""The key every ``view()`` uses for the seat it was made for (``None``: a spectator)."""


class IllegalMove(ValueError):
    """A move that ``legal_moves()`` does not contain was applied."""


class WrongState(ValueError):
    """A state dict written by another game, or by a version this code cannot read."""


def default_names(count: int) -> list[str]:
    """Names used when no seat names are known (tests, logs without a UI)."""
    return [_("Player {n}").format(n=i + 1) for i in range(count)]


@dataclass(frozen=True)
class Move:
    """Base of every game's moves. Subclasses are frozen dataclasses with tuple/int/str fields.

    Like a python-chess move (from-square, to-square), a move names the key of what it picks up or clicks
    (``source_key``) and the key of where it lands (``target_key``), both stable keys of the state's cards, piles,
    spaces or slots; ``None`` for a move made with a button only. That is all the UI needs to offer a move
    by drag, by click-then-click and by keyboard without knowing the rules.
    """

    @property
    def source_key(self) -> Hashable | None:
        """The key picked up or clicked first (a card, a piece), or None."""
        return None

    @property
    def target_key(self) -> Hashable | None:
        """The key the move lands on or clicks last (a slot, a space, a pile), or None."""
        return None

    def describe(self, names: Sequence[str]) -> str:
        """What the move does, said once: third person, present tense, no subject (``"builds the First card in
        the bottom row"``); ``names`` are the seats' names. The log adds who (``log_line``), hints and the move
        picker turn it into an order (``instruction``)."""
        return _generic_text(self)

    def log_line(self, names: Sequence[str], actor: int | None) -> str:
        """The move as the log tells it: ``"Ann builds the First card in the bottom row"``."""
        return sentence(seat_name(names, actor), self.describe(names))

    def instruction(self, names: Sequence[str]) -> str:
        """The move as a hint or the move picker offers it: ``"Build the First card in the bottom row"``."""
        return imperative(self.describe(names))

    def __str__(self) -> str:
        return self.describe(default_names(8))

    of: ClassVar[Mapping[Any, Any]]
    """The move with these fields, made once and then shared: ``Plant.of[p, card, plot]``, ``EndTurn.of[p]`` (a
    class with one field is looked up by its value). Moves are values, and listing the legal moves makes the
    same ones position after position: a dict lookup instead of building a frozen dataclass (a microsecond).
    Fields match as dict keys do (``1`` finds a move made with ``True``): exact while each field keeps one
    type, as every game's moves do."""

    family: ClassVar[Mapping[Any, Mapping[Any, Any]]]
    """``of`` split by the leading fields (a tuple for more than one), for a listing that makes many moves of one
    player or card: ``Discard.family[p][card]``, ``PlayAction.family[p, card][owner, spot]`` (a cheaper lookup
    than the whole key, and one a ``map`` can make over a list of targets)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.of = _Made(cls, ())
        cls.family = _Families(cls)


class _Made(dict[Any, Move]):
    """The moves of one class whose first fields are ``first``, by the rest; each made on first lookup."""

    __slots__ = ("make", "first", "spread")

    def __init__(self, make: type[Any], first: tuple[Any, ...]) -> None:
        super().__init__()
        self.make, self.first = make, first
        self.spread: bool | None = None  # known once the class is a dataclass: whether a key is a fields tuple

    def __missing__(self, key: Any) -> Move:
        if self.spread is None:
            self.spread = len(dataclasses.fields(self.make)) - len(self.first) != 1
        if len(self) >= MOVES_KEPT:
            self.clear()  # a bound on memory; the moves are made again as they come up
        move = self[key] = self.make(*self.first, *key) if self.spread else self.make(*self.first, key)
        return move


class _Families(dict[Any, _Made]):
    """``Move.family`` of one class: a ``_Made`` per value of the leading fields."""

    __slots__ = ("make",)

    def __init__(self, make: type[Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, first: Any) -> _Made:
        if len(self) >= MOVES_KEPT:
            self.clear()
        made = self[first] = _Made(self.make, first if isinstance(first, tuple) else (first,))
        return made


@dataclass(frozen=True)
class Event:
    """Something that happened, for the UI to animate and the log to print.

    ``reveals`` marks events that show hidden information (a card drawn, a shuffle) or hand the
    table to another player; multiplayer undo never steps back over such an event.

    ``touches`` names the fields holding the seats whose garden, plots or cards the event changed, declared
    where that can be a seat other than the player moving (a bad bug set on a rival's plot: ``("owner",)``); a
    rules fact, so the hot-seat cover can tell a player first what the others did to their things.
    """

    reveals: ClassVar[bool] = False
    touches: ClassVar[tuple[str, ...]] = ()
    private: ClassVar[Mapping[str, str]] = {}
    """Fields only one seat may see, each with the field naming that seat: a card drawn is its drawer's
    (``{"card": "player"}``). ``seen_by`` blanks them for everyone else, so an event can be shown to any seat."""

    def touched(self) -> frozenset[int]:
        """The seats whose garden, plots or cards this event changed, as far as ``touches`` declares."""
        return frozenset(getattr(self, name) for name in self.touches)

    def seen_by(self, seat: int | None | Collection[int]) -> Event:
        """The event as ``seat`` may see it (``None``: a spectator; several seats: a laptop holding them all): its
        private fields None unless they are that seat's."""
        if not self.private or not self.is_private():
            return self
        seats = seat if isinstance(seat, Collection) else (seat,)
        blank = {name: None for name, owner in self.private.items() if getattr(self, owner) not in seats}
        return dataclasses.replace(self, **blank) if blank else self

    def is_private(self) -> bool:
        """Whether ``private`` holds for this event: a card taken from a face-up row was seen by all."""
        return True

    def describe(self, names: Sequence[str]) -> str:
        return _generic_text(self)

    def __str__(self) -> str:
        return self.describe(default_names(8))


def _generic_text(obj: Any) -> str:
    parts = ", ".join(f"{f.name}={getattr(obj, f.name)!r}" for f in dataclasses.fields(obj))
    return f"{type(obj).__name__}({parts})"


class Codec(Generic[D]):
    """Turns a game's moves (or events) into JSON-able dicts and back; the list of classes is the whitelist.

    Decoding is strict, because a save or another laptop may send anything: only a listed class, only its
    fields, each of the type its annotation declares (``int``, ``str``, ``bool``, tuples of them); an event's
    ``private`` fields may also be None, as ``seen_by`` blanks them for the other seats.
    """

    def __init__(self, classes: Sequence[type[D]]) -> None:
        self.by_name: dict[str, type[D]] = {cls.__name__: cls for cls in classes}
        self.hints: dict[str, dict[str, Any]] = {name: get_type_hints(cls) for name, cls in self.by_name.items()}

    def encode(self, item: D) -> dict[str, Any]:
        name = type(item).__name__
        if self.by_name.get(name) is not type(item):
            raise ValueError(_("{move} is not a move of this game").format(move=name))
        return {"type": name, **{f.name: _to_json(getattr(item, f.name)) for f in dataclasses.fields(item)}}

    def decode(self, data: Any) -> D:
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError(_("a move must be a mapping with a 'type', not {value}").format(value=_short(data)))
        cls = self.by_name.get(data["type"])
        if cls is None:
            raise ValueError(_("unknown move type {type}").format(type=_short(data["type"])))
        names = {f.name for f in dataclasses.fields(cls)}
        extra = set(data) - names - {"type"}
        if extra:
            raise ValueError(
                _("move {type} has unknown fields {fields}").format(type=data["type"], fields=_short(sorted(extra)))
            )
        blank = getattr(cls, "private", {})
        hints = self.hints[cls.__name__]
        for name, value in data.items():
            if name != "type" and not (value is None and name in blank) and not _conforms(value, hints[name]):
                raise ValueError(
                    _("move {type}: field {field} is not {kind}").format(
                        type=data["type"], field=name, kind=getattr(hints[name], "__name__", str(hints[name]))
                    )
                )
        try:
            return cls(**{k: _from_json(v) for k, v in data.items() if k != "type"})
        except TypeError as exc:
            raise ValueError(_("move {type}: {problem}").format(type=data["type"], problem=exc)) from None


def _short(value: Any) -> str:
    """A value in a message, cut short: what a peer sent may be large."""
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _conforms(value: Any, hint: Any) -> bool:
    """Whether a decoded JSON ``value`` has the shape of the annotation ``hint`` (tuples arrive as lists)."""
    if hint is bool:
        return isinstance(value, bool)
    if hint in (int, str):
        return isinstance(value, hint) and not isinstance(value, bool)
    if get_origin(hint) is tuple and isinstance(value, list):
        args = get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_conforms(v, args[0]) for v in value)
        return len(args) == len(value) and all(map(_conforms, value, args))
    return False


def _to_json(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


def _from_json(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    return value


@dataclass(frozen=True)
class Prompt:
    """The one shape of "what is being asked now", shared by every game (boardgame.io's stage, made data).

    ``kind`` names the decision (``"play"``, ``"eat"``, ``"assign"``...), ``player`` the seat that makes it,
    ``text`` is what the table shows, and ``detail`` carries plain data the table may use to light the
    right things (the card an ability belongs to, what is already picked). The answers are always
    ``legal_moves()``; the prompt only says what they are for. ``private`` names the details only ``player``
    may see (the objectives in their hand they may complete).
    """

    kind: str
    player: int
    text: str
    detail: Mapping[str, Any] = field(default_factory=dict, hash=False)
    private: tuple[str, ...] = ()

    def to_json(self, seat: int | None = None) -> dict[str, Any]:
        """The prompt as plain data, as ``seat`` may see it (its private details only for its player)."""
        shown = self.detail if seat == self.player else {k: v for k, v in self.detail.items() if k not in self.private}
        return {"kind": self.kind, "player": self.player, "text": self.text, "detail": copy.deepcopy(dict(shown))}


@dataclass(frozen=True)
class ScoreSheet:
    """A player's score with the parts it is made of (category -> points, adding up to ``total``), for the score
    screen; ``details`` are facts shown under the total that are not points (the mountain cards built)."""

    total: int
    parts: dict[str, int] = field(default_factory=dict)
    tiebreak: float = 0.0
    details: dict[str, int] = field(default_factory=dict)


class GameState(ABC):
    """A whole game in progress. Subclasses keep only plain data so ``to_dict`` is exact.

    Contract shared by all four games (OpenSpiel's lesson: one declared State, chance and observation
    explicit):
    - ``legal_moves()`` lists every move the current player may make now, including the answers to a
      pending multi-step choice, and ``prompt`` says what that choice is; ``apply(move)`` checks the move is
      legal, changes the state and returns events; ``apply(move, check=False)`` skips the check for a
      search that has just listed the moves.
    - All randomness comes from ``self.rng`` (seeded), so the same seed and moves give the same state.
    - ``view(player)`` is a JSON-able dict of what that player may see, with ``view[VIEWER] == player``
      (``None``: a spectator); ``from_view`` deals the hidden rest at random, which is how the computer
      players see the game. A game with nothing hidden sets ``perfect_information`` and gets an exact
      ``from_view`` for free.
    - ``all_cards()`` counts every physical card key wherever it lies: no move creates or loses a card.
    - A game declares its fields once (``schema``, engine/schema.py); ``to_dict``/``from_dict``, ``clone`` (a
      fast deep copy for search), ``view``, ``from_view`` and ``hidden_from`` are derived from it.
      ``to_dict()`` is wrapped by ``envelope`` (game id and ``state_version``) and ``from_dict`` opens it
      with ``unwrap``, so a state of another game or version is refused by name, never half read.

    Each game's ``legal_moves()`` is wrapped (``__init_subclass__``) to remember what it listed, so the usual
    ``legal_moves()`` then ``apply(move)`` lists the moves once: ``apply`` accepts a move that is one of the very
    objects listed, and forgets the list. The list belongs to the state object that made it (a clone copying
    ``__dict__`` does not inherit it) and lasts until that state's next ``apply``; any other move (decoded
    from a save, built by hand) is checked against a fresh listing. Code that changes a state's fields by hand
    after listing (a test rigging a position) lists again before applying a move taken from the old list.
    """

    game_id: ClassVar[str] = ""
    codec: ClassVar[Codec[Move]]
    events: ClassVar[Codec[Event] | None] = None
    """The events another laptop may be sent (play across laptops): None for a game only ever played alone."""
    state_version: ClassVar[int] = 1
    perfect_information: ClassVar[bool] = False

    schema: ClassVar[Schema]
    """The declared fields (engine/schema.py): a game that declares them gets ``to_dict``, ``from_dict``,
    ``clone``, ``view``, ``from_view`` and ``hidden_from`` derived from that one list."""
    data: Any
    data_loader: ClassVar[Callable[[], Any] | None] = None
    """Loads the shipped data (a game's ``load_data``) when a state is made without any (None: no data file)."""
    shared: ClassVar[tuple[str, ...]] = ("data",)
    """Attributes a copy shares with its original because they never change (the game's data)."""
    deals_first: ClassVar[bool] = False
    """Whether ``from_view`` deals the hidden cards before drawing the sampled world's generator from the same
    ``rng`` (the order a game always used, kept so the computer players sample the worlds they always did)."""

    num_players: int
    _rng: random.Random | None = None  # the live generator, or None while only its state is kept
    _rng_state: tuple[Any, ...] | None = None
    _listed: tuple[int, tuple[Move, ...]] | None = None  # (id of the state that listed, the moves listed)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = [(name, value) for name, value in vars(cls).items() if isinstance(value, Field)]
        if declared:  # the fields the class body declares with state_field, in order: the schema
            for name, _value in declared:
                delattr(cls, name)  # a state that lacks a field must fail, not read the declaration
            cls.schema = Schema(*(dataclasses.replace(value, name=name) for name, value in declared))
        listing = cls.__dict__.get("legal_moves")
        if listing is not None and not getattr(listing, "__isabstractmethod__", False):
            setattr(cls, "legal_moves", _remembering(listing))  # noqa: B010 (a method cannot be assigned for mypy)

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """Seat whose decision it is; ``None`` once the game is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @property
    @abstractmethod
    def prompt(self) -> Prompt | None:
        """What the current player is asked now; ``None`` once the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[Move]: ...

    @abstractmethod
    def _apply(self, move: Move) -> list[Event]:
        """Carry out a move already known to be legal."""

    @abstractmethod
    def scores(self) -> list[ScoreSheet]: ...

    @property
    def rng(self) -> random.Random:
        """The game's one seeded generator. A copy keeps only its original's generator state and makes a live
        generator of its own on first use (a reshuffle), so the thousands of copies a search makes copy nothing."""
        live = self._rng
        if live is None:
            live = self._rng = random.Random.__new__(random.Random)  # no seeding from the OS: setstate overwrites
            live.setstate(self._rng_state or _UNSEEDED)
            self._rng_state = None
        return live

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_state = value, None

    def rng_state(self) -> tuple[Any, ...]:
        """Where the generator stands. A live generator is frozen into that state (and made live again only if
        this state draws), so a search cloning one position many times reads the generator once."""
        live = self._rng
        if live is None:
            return self._rng_state or _UNSEEDED
        frozen = self._rng_state = live.getstate()
        self._rng = None
        return frozen

    @classmethod
    def bare(cls: type[S], game_data: Any = None) -> S:
        """A new state of this game at its fields' starting values, holding the game data (``None``: the shipped
        data, from ``data_loader``): what ``new_game`` sets up, and ``from_dict``/``from_view`` fill."""
        state = object.__new__(cls)
        if game_data is None and cls.data_loader is not None:
            game_data = cls.data_loader()
        state.attach(game_data)
        cls.schema.start(state)
        return state

    def attach(self, game_data: Any) -> None:
        """Keep the game data copies share; a game that derives more from it (a catalogue) keeps that too."""
        self.data = game_data

    def view(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may see (``None``: a spectator), with what is being asked now: every declared field,
        a hidden one as None and its count."""
        prompt = self.prompt
        return {
            **self.view_header(player),
            **self.schema.view(self, player),
            "prompt": None if prompt is None else prompt.to_json(player),
        }

    def hidden_from(self, seat: int | None) -> set[str]:
        """The strings (card keys, task ids) ``seat`` may not know now; no view or event it is shown holds one."""
        return self.schema.hidden_from(self, seat)

    def to_dict(self) -> dict[str, Any]:
        """Every declared field and the generator, marked with the game and version (see ``envelope``)."""
        return self.envelope({**self.schema.copy(self), "rng": _state_to_json(self.rng_state())})

    @classmethod
    def from_dict(cls: type[S], data: dict[str, Any], game_data: Any = None) -> S:
        fields = cls.unwrap(data)
        state = cls.bare(game_data)
        try:
            cls.schema.load(state, fields)
            state.rng = rng_from_json(fields["rng"])
        except (KeyError, TypeError, ValueError) as exc:
            raise WrongState(f"{cls.game_id} state: {exc}") from None
        return state

    @classmethod
    def from_view(cls: type[S], view: dict[str, Any], rng: random.Random, game_data: Any = None) -> S:
        """A whole state that agrees with ``view``, anything hidden dealt with ``rng`` (``deal_hidden``)."""
        if cls.perfect_information:
            return cls.from_dict(copy.deepcopy(view))
        state = cls.bare(game_data)
        cls.schema.load(state, view)
        if cls.deals_first:
            state.deal_hidden(view, rng)
            state.rng = random.Random(rng.getrandbits(64))
        else:
            state.rng = random.Random(rng.getrandbits(64))
            state.deal_hidden(view, rng)
        return state

    def deal_hidden(self, view: dict[str, Any], rng: random.Random) -> None:
        """Fill the fields ``view`` hid (loaded as None) at random with ``rng``, agreeing with everything the view
        shows: which cards are still unseen, how many each hidden place holds."""
        raise NotImplementedError(f"{type(self).__name__} hides information and must say how to deal it")

    @abstractmethod
    def all_cards(self) -> Counter[str]:
        """Every physical card key in the game, wherever it lies (hands, decks, tables, discards)."""

    def private_cards(self, seat: int) -> list[str]:
        """The keys of the cards only ``seat`` may see (its hand, face-down cards of its own), in the order its
        table shows them: what a replay with every card face up lays out beside the table. A game that hides
        nothing from one seat to another keeps the empty default."""
        return []

    def why_not(self, source: Hashable | None, target: Hashable | None = None) -> str:
        """Why no legal move picks up ``source`` (and lands on ``target``, when given), in words for the
        player; "" when one does or when there is nothing useful to say. The table shows it for a refused
        click or drop, so the reason lives with the rule it explains."""
        return ""

    def opens_turn(self, move: Move) -> bool:
        """Whether ``move`` begins a turn of its own even when the same player moved before: a solitaire game's
        turns (one Base Camp card each) never change player. By default a turn is a run of moves by one player."""
        return False

    def upgrade_move(self, raw: dict[str, Any], version: int) -> Move:
        """A move as a save of an older format (``version``) wrote it, as the legal move it means now.

        Saves are (seed, options, moves): when a game renames its keys it overrides this to map an old
        move onto one of ``legal_moves()``; by default a move's shape has not changed.
        """
        return self.codec.decode(raw)

    def envelope(self, fields: dict[str, Any]) -> dict[str, Any]:
        """``fields`` marked with this game's id and state version (what ``to_dict`` returns)."""
        return {"game": self.game_id, "version": self.state_version, **fields}

    @classmethod
    def unwrap(cls, data: Any) -> dict[str, Any]:
        """The fields of a dict ``envelope`` wrote, after checking it is this game's and this version's."""
        if not isinstance(data, dict):
            raise WrongState(f"a {cls.game_id} state must be a mapping, not {type(data).__name__}")
        if data.get("game") != cls.game_id:
            raise WrongState(f"this state belongs to {data.get('game')!r}, not {cls.game_id!r}")
        if data.get("version") != cls.state_version:
            raise WrongState(
                f"{cls.game_id} state version {data.get('version')!r} (this code reads {cls.state_version})"
            )
        return {k: v for k, v in data.items() if k not in ("game", "version")}

    def view_header(self, player: int | None) -> dict[str, Any]:
        """The keys every view starts with: which game, and whose view it is."""
        return {"game": self.game_id, VIEWER: player}

    def apply(self, move: Move, check: bool = True) -> list[Event]:
        """Apply a legal move and return what happened; an illegal move changes nothing.

        ``check=False`` is for a search that applies a move it has just taken from ``legal_moves()``: it
        skips listing them again (the one public way to do so; nothing outside a game calls ``_apply``).
        """
        if check:
            if self.is_over:
                raise IllegalMove(_("the game is over; cannot play {move}").format(move=_generic_text(move)))
            listed = self._listed
            # One of the very moves this state last listed passes at once; any other (a move decoded from a
            # save or built by hand) is compared with a fresh listing.
            unlisted = listed is None or listed[0] != id(self) or not any(map(operator.is_, listed[1], repeat(move)))
            if unlisted and move not in self.legal_moves():
                raise IllegalMove(_("not a legal move now: {move}").format(move=_generic_text(move)))
        self._listed = None
        try:
            return self._apply(move)
        finally:
            self._listed = None  # also what _apply itself may have listed on the way

    def end_reason(self) -> str:
        """Why the game ended as it did, in the player's language, for the score screen's second line; "" where
        the scores say it all (a game that keeps such a reason in its state keeps it as data or English)."""
        return ""

    def summary_lines(self, names: Sequence[str]) -> list[str]:
        """Lines a game adds under its score table, in the player's language (who completed what first); none
        unless the game has such facts to tell."""
        return []

    def winners(self) -> list[int]:
        """Seats sharing the best (total, tiebreak); empty while the game is running."""
        if not self.is_over:
            return []
        sheets = self.scores()
        best = max((s.total, s.tiebreak) for s in sheets)
        return [i for i, s in enumerate(sheets) if (s.total, s.tiebreak) == best]

    def clone(self: S) -> S:
        """A deep copy for search that shares nothing mutable with this state (the game data aside), its
        generator in the same place."""
        twin = object.__new__(type(self))
        values, mine = twin.__dict__, self.__dict__
        for name in self.shared:
            values[name] = mine[name]
        values.update(self.schema.clone(self))
        twin._rng_state = self.rng_state()
        return twin

    def checksum(self) -> str:
        """A short fingerprint of the whole state; saves store it to verify a replay."""
        blob = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return type(self) is type(other) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable


def _remembering(listing: Callable[[Any], list[Move]]) -> Callable[[Any], list[Move]]:
    """``listing`` (a game's ``legal_moves``) that also keeps a copy of its answer for ``apply``'s check; the
    caller gets the list itself and may change it freely."""

    @functools.wraps(listing)
    def legal_moves(self: GameState) -> list[Move]:
        moves = listing(self)
        self._listed = (id(self), tuple(moves))
        return moves

    return legal_moves


_UNSEEDED = random.Random(0).getstate()  # where a state's generator starts if it was never given one


def rng_to_json(rng: random.Random) -> list[Any]:
    return _state_to_json(rng.getstate())


def _state_to_json(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
