"""Copies, views and hidden information of a Botanicus state, and the reading of saves made before keys.

- ``copy_fields`` is the one deep copy of a state's plain data, written out field by field (no pickle, no
  JSON round trip): ``clone`` for search, ``to_dict`` and ``view`` are all built on it.
- ``make_view`` shows a player everything but other hands, the deck and the undrawn tasks (counts only), and
  other players' special tasks until all are placed; ``from_view`` deals those at random from the cards and
  tasks the viewer cannot account for.
- ``upgrade_move`` turns a move of a format-1 save (card ids, no seat or column) into today's move.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, TypeVar

from gardengames.engine.state import VIEWER, rng_from_json

from . import keys as K
from .content import GameData

if TYPE_CHECKING:
    from .game import State

S = TypeVar("S", bound="State")

FIELDS = (
    "num_players",
    "round",
    "column",
    "order",
    "idx",
    "stage",
    "board",
    "tiles",
    "players",
    "deck",
    "discard",
    "task_piles",
    "prizes",
    "supply",
    "queue",
    "todo",
    "context",
    "pay_for",
    "walked",
    "carded",
    "tasks_public",
)
"""Every field of the state's plain data (the game data and the random generator aside)."""


def _copy_player(me: dict[str, Any]) -> dict[str, Any]:
    out = me.copy()
    out["hand"] = me["hand"][:]
    out["garden"] = list(map(list.copy, me["garden"]))
    out["track"] = me["track"].copy()
    out["finished"] = me["finished"][:]
    out["prizes"] = me["prizes"][:]
    out["task_hand"] = me["task_hand"][:]
    out["specials"] = me["specials"][:]
    out["basic_done"] = me["basic_done"][:]
    out["special_done"] = me["special_done"][:]
    return out


def copy_fields(state: State) -> dict[str, Any]:
    """A deep copy of every field in ``FIELDS``, sharing nothing mutable with ``state``."""
    return {
        "num_players": state.num_players,
        "round": state.round,
        "column": state.column,
        "order": state.order[:],
        "idx": state.idx,
        "stage": state.stage,
        "board": [list(map(list.copy, column)) for column in state.board],
        "tiles": state.tiles[:],
        "players": [_copy_player(me) for me in state.players],
        "deck": state.deck[:],
        "discard": state.discard[:],
        "task_piles": {name: pile[:] for name, pile in state.task_piles.items()},
        "prizes": state.prizes[:],
        "supply": state.supply[:],
        "queue": list(map(list.copy, state.queue)),
        "todo": state.todo[:],
        "context": state.context,
        "pay_for": state.pay_for[:],
        "walked": state.walked,
        "carded": state.carded,
        "tasks_public": state.tasks_public,
    }


def clone(state: S) -> S:
    """A deep copy of ``state`` with its own random generator in the same position."""
    twin = type(state).__new__(type(state))
    twin.data = state.data
    twin.__dict__.update(copy_fields(state))
    twin.rng = random.Random.__new__(random.Random)  # skips seeding from the OS: setstate overwrites it
    twin.rng.setstate(state.rng.getstate())
    return twin


def plain_copy(value: Any) -> Any:
    """A deep copy of JSON-like data (lists, dicts, scalars), whatever its shape (a view's hidden hands are None)."""
    kind = type(value)
    if kind is list:
        return [plain_copy(v) for v in value]
    if kind is dict:
        return {k: plain_copy(v) for k, v in value.items()}
    return value


def build(cls: type[S], fields: dict[str, Any], rng: Any, data: GameData) -> S:
    """A state of ``cls`` from the fields ``to_dict`` wrote (copied, so the caller's dict stays its own)."""
    state = cls(data, fields["num_players"], rng if isinstance(rng, random.Random) else rng_from_json(rng))
    state.__dict__.update(plain_copy({name: fields[name] for name in FIELDS}))
    return state


def make_view(state: State, player: int | None) -> dict[str, Any]:
    """What ``player`` may see (``None``: a spectator); see ``State.view``."""
    out = {**state.view_header(player), **copy_fields(state)}
    out["deck"] = None
    out["deck_count"] = len(state.deck)
    out["task_piles"] = None
    out["task_pile_counts"] = {k: len(v) for k, v in state.task_piles.items()}
    prompt = state.prompt
    out["prompt"] = None if prompt is None else prompt.to_json()
    for p, me in enumerate(out["players"]):
        me["hand_count"] = len(me["hand"])
        if p != player:
            me["hand"] = None
            if not state.tasks_public:
                me["task_hand"] = None
                me["specials_placed"] = sum(1 for t in me["specials"] if t)
                me["specials"] = None
    return out


def from_view(cls: type[S], view: dict[str, Any], rng: random.Random, data: GameData) -> S:
    """A full state that agrees with ``view``; the hidden cards and tasks are dealt with ``rng``."""
    viewer = view[VIEWER]
    state = build(cls, view, random.Random(rng.getrandbits(64)), data)
    for me in state.players:
        me.pop("hand_count", None)
        me.pop("specials_placed", None)
    known = set(state.discard)
    if viewer is not None:
        known.update(state.players[viewer]["hand"])
    pool = [key for key in data.deck() if key not in known]
    rng.shuffle(pool)
    for p, me in enumerate(state.players):
        if p != viewer:
            count = view["players"][p]["hand_count"]
            me["hand"], pool = pool[:count], pool[count:]
    state.deck = pool
    state.task_piles = _deal_tasks(state, view, rng)
    return state


def _deal_tasks(state: State, view: dict[str, Any], rng: random.Random) -> dict[str, list[str]]:
    """Deal hidden special tasks consistently: each player holds 2 four-flower and 3 other tasks."""
    data = state.data
    seen: set[str] = set()
    for me in state.players:
        if me["specials"] is not None:
            seen.update(t for t in me["specials"] if t)
            seen.update(me["task_hand"])
    piles = {
        "four": [t.id for t in data.special_tasks if len(t.plants) >= 4 and t.id not in seen],
        "other": [t.id for t in data.special_tasks if len(t.plants) < 4 and t.id not in seen],
    }
    for pile in piles.values():
        rng.shuffle(pile)
    sizes = data.row_size
    for p, me in enumerate(state.players):
        if me["specials"] is not None:
            continue
        fours = [piles["four"].pop() for _ in range(data.special_four_per_player)]
        others = [piles["other"].pop() for _ in range(data.special_other_per_player)]
        long_rows = [r for r, s in enumerate(sizes) if s >= 4]
        rng.shuffle(long_rows)
        rows = long_rows[: len(fours)]
        rest = [r for r in range(len(sizes)) if r not in rows]
        rng.shuffle(rest)
        specials = [""] * len(sizes)
        for tid, r in zip(fours + others, rows + rest, strict=True):
            specials[r] = tid
        placed = [r for r in range(len(sizes)) if specials[r]]
        rng.shuffle(placed)
        keep = view["players"][p].get("specials_placed", 0)
        me["task_hand"] = sorted(specials[r] for r in placed[keep:])
        for r in placed[keep:]:
            specials[r] = ""
        me["specials"] = specials
    return piles


_SEATED = ("AssignTask", "WalkGardener", "MoveFlower", "Plant", "Water", "TrackMove")


def upgrade_move(state: State, raw: Any) -> Any:
    """A format-1 move dict as today's: the seat, column and Flower space it was made from, and for a card the
    key of the first copy of that card in the hand (copies are alike; the old rules took the first too)."""
    if not isinstance(raw, dict):
        return raw  # the codec says what is wrong with it
    kind = raw.get("type")
    out = dict(raw)
    p = state.current_player
    if p is None:
        return out  # the game is over: no move fits, and the replay says so
    if kind in _SEATED:
        out["player"] = p
    if kind in ("MoveFlower", "PlaceNeutral", "ChooseAction"):
        out["column"] = state.column
    if kind == "ChooseAction":
        out["space"] = state.flower_space(p)
    if kind in ("PlayCard", "SellCard"):
        card = raw.get("card")
        out["card"] = next((key for key in state.players[p]["hand"] if K.card_id(key) == card), card)
    return out
