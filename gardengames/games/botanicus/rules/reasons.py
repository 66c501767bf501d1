"""What the table asks the rules in words: why a click or a drop is refused, what joining a space costs, and
where every Flower stands (the neutral Flower included), so no rule is worked out again in the table."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from gardengames.engine.text import seat_name
from gardengames.i18n import N_, _

from . import keys as K
from .words import coins_text, free_text

if TYPE_CHECKING:
    from .game import State

CARD_TOO_LATE = N_("That card can be used only before your Flower moves (and only one card a turn).")
MARKER_CANNOT_STOP = N_("Your marker cannot stop there with this move.")
_coins = coins_text


def why_not(state: State, source: Hashable | None, target: Hashable | None = None) -> str:
    """Why no legal move picks up ``source`` (and lands on ``target``); "" when one does or nothing helps."""
    p = state.current_player
    if p is None or not isinstance(source, str):
        return ""
    for move in state.legal_moves():
        if move.source_key == source and (target is None or move.target_key == target):
            return ""
    me = state.players[p]
    if source in me["hand"]:
        if state.stage != "prep" or state.carded:
            return _(CARD_TOO_LATE)
        if target == K.PLAY_ZONE:
            card = state.data.card_of(source)
            return _("Playing {card} costs {coins}; you have {have}.").format(
                card=_(card.name), coins=_coins(card.cost), have=_coins(me["coins"])
            )
        return ""
    kind = K.parts(source)[0] if ":" in source else ""
    if kind == "marker" and state.stage == "effect" and state.queue and state.queue[0][0] == "track":
        return _(MARKER_CANNOT_STOP)
    there = K.parts(target)
    if source == K.flower_key(p) and state.stage == "prep" and state.round < 3 and there[:1] == ["space"]:
        column, space = int(there[1]), int(there[2])
        if column != state.column:
            return _("Your Flower moves into column {column} this turn.").format(column=state.column + 1)
        fee = state.data.occupied_fee * len(state.board[column][space])
        return _("Joining that space costs {coins}; you have {have}.").format(
            coins=_coins(fee), have=_coins(me["coins"])
        )
    if source == K.gardener_key(p) and state.stage == "prep" and state.walked:
        return _("Your gardener has already walked this turn.")
    return ""


def fee_text(state: State, space: int) -> str:
    """What moving the current player's Flower to ``space`` of the next column costs, in words ("free",
    "free (Pole)" when a Pole Position token waives the fee, "3 coins"); "" when it is not allowed."""
    cost = state.space_cost(space)
    if cost is None:
        return ""
    p = state.current_player
    if p is not None and state.board[state.column][space] and state.players[p]["pole"] > 0:
        return free_text(pole=True)
    return free_text() if cost == 0 else _coins(cost)


def flower_spots(state: State) -> dict[str, tuple[int, int, int]]:
    """Every Flower now in play -> (column, space, place in the pile from the bottom). A Flower not on the board
    waits in the start lane: column -1, ``space`` its rank in the turn order (the neutral Flower last)."""
    out: dict[str, tuple[int, int, int]] = {}
    for column, spaces in enumerate(state.board):
        for space, pile in enumerate(spaces):
            for height, key in enumerate(pile):
                out[key] = (column, space, height)
    seats = list(state.order) + [p for p in range(state.num_players) if p not in state.order]
    waiting = [K.flower_key(p) for p in seats]
    if state.neutral_in_play:
        waiting.append(K.NEUTRAL_FLOWER)
    for rank, key in enumerate(k for k in waiting if k not in out):
        out[key] = (-1, rank, 0)
    return out


def flower_name(key: str, names: Sequence[str]) -> str:
    """Whose Flower ``key`` is, for people: a seat's name, or "the neutral Flower"."""
    return _("the neutral Flower") if key == K.NEUTRAL_FLOWER else seat_name(names, K.flower_seat(key))
