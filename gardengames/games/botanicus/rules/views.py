"""Hidden information of a Botanicus state, and the reading of saves made before keys.

What is saved, copied and shown to whom is declared once, with the fields of ``game.State``; what is left here
is what only this game knows:
- ``deal_hidden`` deals what a view hid (other hands, the deck, the undrawn tasks, and other players' special
  tasks until all are placed) at random from the cards and tasks the viewer cannot account for;
- ``upgrade_move`` turns a move of a format-1 save (card ids, no seat or column) into today's move.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from gardengames.engine.state import VIEWER

from . import keys as K

if TYPE_CHECKING:
    from .game import State


def placed(specials: list[str]) -> int:
    """How many special tasks a player has put on a row: what the others know of them until all are placed."""
    return sum(1 for t in specials if t)


def deal_hidden(state: State, view: dict[str, Any], rng: random.Random) -> None:
    """Deal the hands, the deck and the special tasks ``view`` hid, agreeing with what it shows."""
    viewer = view[VIEWER]
    data = state.data
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
        keep = view["players"][p].get("specials_count", 0)
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
