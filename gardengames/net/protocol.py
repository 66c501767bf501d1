"""What the laptops of a game played across laptops send each other: versioned JSON messages, checked strictly.

Every message is one JSON object (a websocket text frame) with ``"v"`` (``PROTOCOL``) and ``"t"`` (its kind).
A laptop that joins sends ``join`` (for one seat, or several with ``more``: people taking turns at its screen),
then ``move`` (or ``undo``, to take back its last move, and ``redo``, to play a move taken back again); the host
answers ``welcome`` (a token for each of its seats), then ``events`` and ``state`` after every change, and
``refused`` (with a reason) for anything it will not do. A move taken back is told by what follows: a ``state``
with fewer moves than were told, or a move told at an index whose ``mark`` differs from the one told there before
(``move_mark``); a move played again is told like any move. Moves and events travel as each game's codecs write
them (``State.codec``, ``State.events``), views as ``state.view(seat)`` makes them.

Nothing a peer sends is ever run or used as a path: ``decode`` takes only a JSON object of at most
``MAX_MESSAGE`` bytes, of a known kind, with exactly that kind's fields, each of its type; a move or an event
is rebuilt only from its game's whitelist of classes. Everything a host sends a laptop is made here from the
laptop's own seats (``state_for``, ``events_for``): their views, the events as those seats may see them
(``Event.seen_by``, as the hot-seat log tells them), and the moves that name nothing hidden from them.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Collection, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from gardengames.engine.state import Codec, Event, GameState, Move
from gardengames.i18n import _

if TYPE_CHECKING:
    from gardengames.session import Session

# Bumped whenever a message changes shape: a laptop of another version is refused by name.
# 2: a laptop with several seats (``more``, ``tokens``). 3: undo (a laptop's ``undo``, a state's ``undo``, each told
# move's ``mark``). 4: redo (a laptop's ``redo``, a state's ``redo``).
PROTOCOL = 4
MAX_MESSAGE = 256 * 1024  # bytes: the largest view with its legal moves is a few tens of kilobytes
MAX_TEXT = 64  # a code, token, name or level: far longer than any of ours
MAX_REASON = 300  # a refusal's words
MAX_MORE = 7  # further seats one ``join`` may ask for: more than a game has seats
MARK_LENGTH = 16  # hex digits of a move's mark: 64 bits tell two moves apart
EVENTS_PER_MESSAGE = 64  # moves told in one ``events`` message; a laptop far behind gets several


class ProtocolError(ValueError):
    """A message that is not one this version sends: the words say what is wrong, for the refusal."""


Spec = dict[str, tuple[type, ...]]
NONE = type(None)
TEXT = (str,)
OPT_TEXT = (str, NONE)
INT = (int,)
OPT_INT = (int, NONE)

# Each kind of message, with every field it has and the types each may take (besides "v" and "t").
FROM_LAPTOP: dict[str, Spec] = {
    "join": {"code": TEXT, "name": OPT_TEXT, "seat": OPT_INT, "token": OPT_TEXT, "bot": OPT_TEXT, "more": (list,)},
    "move": {"at": INT, "move": (dict,)},
    "undo": {"at": INT},  # take back the last move, made on the position after ``at`` moves
    "redo": {"at": INT},  # play again the move taken back last, on the position after ``at`` moves
}
FROM_HOST: dict[str, Spec] = {
    "welcome": {"game": TEXT, "players": INT, "options": (dict,), "seats": (list,), "tokens": (list,)},
    "state": {
        "started": (bool,),
        "seats": (list,),
        "moves": INT,
        "current": OPT_INT,
        "over": (bool,),
        "views": (list,),
        "legal": (list,),
        "key": OPT_TEXT,
        "undo": (bool,),
        "redo": (bool,),
        "result": (dict, NONE),
        "record": (dict, NONE),
    },
    "events": {"first": INT, "items": (list,)},
    "refused": {"about": TEXT, "reason": TEXT, "fatal": (bool,)},
}


def encode(kind: str, **fields: Any) -> str:
    """One message as the text sent; ``ProtocolError`` if it would be larger than ``MAX_MESSAGE``."""
    text = json.dumps({"v": PROTOCOL, "t": kind, **fields}, separators=(",", ":"), allow_nan=False)
    if len(text.encode()) > MAX_MESSAGE:
        raise ProtocolError(_("the message is larger than {n} bytes").format(n=MAX_MESSAGE))
    return text


def _no_constant(name: str) -> Any:
    raise ValueError(name)


def decode(raw: str | bytes, kinds: dict[str, Spec]) -> dict[str, Any]:
    """A received message, checked against ``kinds`` (``FROM_LAPTOP`` or ``FROM_HOST``); ``ProtocolError`` with
    the reason otherwise. Only text frames are messages: bytes are refused unread."""
    if not isinstance(raw, str):
        raise ProtocolError(_("only text messages are understood"))
    if len(raw) > MAX_MESSAGE or len(raw.encode("utf-8", "replace")) > MAX_MESSAGE:
        raise ProtocolError(_("the message is larger than {n} bytes").format(n=MAX_MESSAGE))
    try:
        message = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):  # RecursionError: thousands of nested brackets
        raise ProtocolError(_("the message is not JSON")) from None
    if not isinstance(message, dict):
        raise ProtocolError(_("a message must be a JSON object"))
    version = message.get("v")
    if type(version) is not int or version != PROTOCOL:
        raise ProtocolError(
            _("protocol version {theirs} is not this version's {ours}").format(
                theirs=_clip(repr(version), MAX_TEXT), ours=PROTOCOL
            )
        )
    kind = message.get("t")
    spec = kinds.get(kind) if isinstance(kind, str) else None
    if spec is None:
        raise ProtocolError(_("unknown message kind {kind}").format(kind=_clip(repr(kind), MAX_TEXT)))
    extra = set(message) - set(spec) - {"v", "t"}
    if extra:
        raise ProtocolError(
            _("{kind} has unknown fields {fields}").format(kind=kind, fields=_clip(repr(sorted(extra)), MAX_TEXT))
        )
    for name, types in spec.items():
        value = message.get(name)
        if name not in message or not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise ProtocolError(
                _("{kind}: field {field} is missing or of the wrong type").format(kind=kind, field=name)
            )
        if isinstance(value, str) and types in (TEXT, OPT_TEXT) and len(value) > MAX_TEXT and name != "reason":
            raise ProtocolError(_("{kind}: field {field} is too long").format(kind=kind, field=name))
    return message


Ask = tuple[int | None, str | None, str | None]
"""One seat a ``join`` asks for: (the seat or None for the first free one, the name, or the token to come back)."""
ASK_FIELDS = {"seat": OPT_INT, "name": OPT_TEXT, "token": OPT_TEXT}


def asks(message: dict[str, Any]) -> list[Ask]:
    """Every seat a decoded ``join`` asks for, its own fields first, then each of ``more`` (checked as strictly
    as a message's fields: a mapping of exactly seat, name and token, each of its type and length)."""
    more = message["more"]
    if len(more) > MAX_MORE:
        raise ProtocolError(_("join: at most {n} more seats").format(n=MAX_MORE))
    out: list[Ask] = [(message["seat"], message["name"], message["token"])]
    for entry in more:
        if not isinstance(entry, dict) or set(entry) != set(ASK_FIELDS):
            raise ProtocolError(_("join: each of more must have seat, name and token"))
        for name, types in ASK_FIELDS.items():
            value = entry[name]
            if (
                not isinstance(value, types)
                or isinstance(value, bool)
                or (isinstance(value, str) and len(value) > MAX_TEXT)
            ):
                raise ProtocolError(_("join: field {field} of more is of the wrong type").format(field=name))
        out.append((entry["seat"], entry["name"], entry["token"]))
    return out


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def reason(text: str) -> str:
    """A refusal's words, cut to ``MAX_REASON``: they may quote what a peer sent."""
    return _clip(text, MAX_REASON)


def decode_move(codec: Codec[Move], raw: Any) -> Move:
    """A move as a peer sent it, rebuilt only through its game's codec (``ProtocolError`` otherwise)."""
    try:
        return codec.decode(raw)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(reason(str(exc))) from None


# What the host sends: made from the session for one laptop's seats.


def visible_move(state: GameState, move: Move, seats: Collection[int], codec: Codec[Move]) -> dict[str, Any] | None:
    """``move`` encoded for a laptop holding ``seats``, or None when it names anything hidden from all of them
    now (a card laid face down): the laptop then tells it by its events, as the log does."""
    encoded = codec.encode(move)
    hidden = _hidden(state, seats)
    return None if hidden & set(strings(encoded)) else encoded


def _hidden(state: GameState, seats: Collection[int]) -> set[str]:
    """What none of ``seats`` may know (a spectator's hidden set when there are none)."""
    sets = [state.hidden_from(seat) for seat in seats] or [state.hidden_from(None)]
    return set.intersection(*sets)


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON-like value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, part in value.items():
            yield from strings(key)
            yield from strings(part)
    elif isinstance(value, list | tuple):
        for part in value:
            yield from strings(part)


def move_mark(secret: str, index: int, move: dict[str, Any]) -> str:
    """What tells one move of the game from another at the same place in it (a move taken back and another made):
    keyed by the game's secret, so it says nothing of a move the laptop may not see."""
    text = json.dumps(move, sort_keys=True, separators=(",", ":"))
    return hmac.new(secret.encode(), f"mark:{index}:{text}".encode(), hashlib.sha256).hexdigest()[:MARK_LENGTH]


def events_for(
    history: list[tuple[int | None, Move, list[Event]]],
    state: GameState,
    seats: Collection[int],
    first: int,
    marks: Sequence[str],
) -> dict[str, Any]:
    """The ``events`` message fields for history entries from ``first`` on (at most ``EVENTS_PER_MESSAGE``): who
    moved, the move when it hides nothing from ``seats``, each event as those seats may see it, and the move's
    mark (``marks``, one per history entry)."""
    game = type(state)
    assert game.events is not None, "a game played across laptops declares its events"
    items = [
        {
            "actor": actor,
            "move": visible_move(state, move, seats, game.codec),
            "events": [game.events.encode(event.seen_by(seats)) for event in events],
            "mark": marks[first + i],
        }
        for i, (actor, move, events) in enumerate(history[first : first + EVENTS_PER_MESSAGE])
    ]
    return {"first": first, "items": items}


Told = tuple[int | None, Move | None, list[Event]]
"""One move as a laptop is told it: who moved, the move (None when it names something hidden), its events."""


def decode_events(state_class: type[GameState], fields: dict[str, Any]) -> list[tuple[str, Told]]:
    """The entries of an ``events`` message, each with its mark, each move and event rebuilt through the game's
    codecs."""
    codec, events = state_class.codec, state_class.events
    if events is None:
        raise ProtocolError(_("this game is not played across laptops"))
    out: list[tuple[str, Told]] = []
    for item in fields["items"]:
        if not isinstance(item, dict) or set(item) != {"actor", "move", "events", "mark"}:
            raise ProtocolError(_("an entry of events must have actor, move, events and mark"))
        actor, move, raw_events, mark = item["actor"], item["move"], item["events"], item["mark"]
        bad_mark = not isinstance(mark, str) or len(mark) > MAX_TEXT
        if (actor is not None and type(actor) is not int) or not isinstance(raw_events, list) or bad_mark:
            raise ProtocolError(_("an entry of events has a field of the wrong type"))
        try:
            decoded = [events.decode(raw) for raw in raw_events]
        except (ValueError, RecursionError) as exc:
            raise ProtocolError(reason(str(exc))) from None
        out.append((mark, (actor, None if move is None else decode_move(codec, move), decoded)))
    return out


def play_fields(session: Session, seats: Collection[int]) -> dict[str, Any]:
    """The game part of a ``state`` message for a laptop holding ``seats``: each seat's view, whose turn it is,
    and to the seat to move its legal moves, decision key (``Session.decision_key``) and whether it may take back
    its last move or play again one it took back (``Session.can_undo``, ``Session.can_redo``: the host's answers,
    never guessed by the laptop). The seed and the secret go out only once the game is over, in the result and the
    record."""
    state = session.state
    current = state.current_player
    mine = current is not None and current in seats
    over = state.is_over
    return {
        "moves": len(session.moves),
        "current": current,
        "over": over,
        "views": [{"seat": seat, "view": state.view(seat)} for seat in sorted(seats)],
        "legal": [state.codec.encode(move) for move in state.legal_moves()] if mine else [],
        "key": session.decision_key() if mine else None,
        "undo": mine and not over and session.can_undo(),
        "redo": mine and not over and session.can_redo(),
        "result": session.result() if over else None,
        "record": session.to_record() if over else None,
    }


def decode_views(fields: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The views of a ``state`` message by seat."""
    views: dict[int, dict[str, Any]] = {}
    for entry in fields["views"]:
        if not isinstance(entry, dict) or type(entry.get("seat")) is not int or not isinstance(entry.get("view"), dict):
            raise ProtocolError(_("a view must name its seat"))
        views[entry["seat"]] = entry["view"]
    return views
