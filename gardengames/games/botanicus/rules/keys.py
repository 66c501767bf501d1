"""The stable keys of Botanicus: every physical card, token and piece, and every place a move lands on.

A key is a plain string, the same in the state, in the moves (``source_key`` / ``target_key``) and in the
table's sprites and target rectangles, so the interface can offer any move by drag, click or keyboard
without knowing the rules.

- Garden cards: ``"<card id>.<serial>"``, e.g. ``"seed-packet.01"`` and ``"seed-packet.02"`` for the two
  copies (serials count from 01 in the data file's order). Special task tiles keep their own data ids
  (``"odd-pair"``): each exists once. Prize tokens: ``"prize.01"`` (the top, highest one) to ``"prize.12"``.
- Pieces: ``"flower:<seat>"`` and ``"flower:neutral"``, ``"gardener:<seat>"``, ``"marker:<seat>:<track>"``,
  a plant in a bed ``"plant:<seat>:<row>:<col>"``; the plant waiting in the tray is taken from the supply
  pile of its level, ``"supply:<level>"``.
- Places: ``"space:<column>:<space>"`` (a Flower space), ``"tile:<column>:<pair>"`` (the tile over spaces
  2*pair and 2*pair+1), ``"bed:<seat>:<row>:<col>"``, ``"node:<seat>:<spot>"`` (a footprint spot),
  ``"row:<seat>:<row>"`` (where a special task goes), ``"track:<track>"`` (a whole track) and
  ``"track:<track>:<space id>"``, ``"zone:play"`` and ``"zone:sell"`` (where a garden card is dropped).

Plants, animals and Pole Position tokens are counters, not pieces: any plant of a level is as good as
another, and nobody picks an animal up.
"""

from __future__ import annotations

NEUTRAL = -1
"""The seat number of the neutral Flower on the action area (two-player games only)."""

NEUTRAL_FLOWER = "flower:neutral"
PLAY_ZONE = "zone:play"
SELL_ZONE = "zone:sell"


def card_key(card_id: str, serial: int) -> str:
    """The key of copy ``serial`` (1, 2, ...) of a garden card."""
    return f"{card_id}.{serial:02d}"


def card_id(key: str) -> str:
    """The data id of a garden card key (``"seed-packet.02"`` -> ``"seed-packet"``)."""
    return key.rpartition(".")[0] or key


def prize_key(index: int) -> str:
    """The key of the prize token ``index`` places from the top of the stack (0: the top)."""
    return f"prize.{index + 1:02d}"


def prize_index(key: str) -> int:
    """Where a prize token lay in the stack at the start (0: the top)."""
    return int(key.rpartition(".")[2]) - 1


def flower_key(seat: int) -> str:
    return NEUTRAL_FLOWER if seat == NEUTRAL else f"flower:{seat}"


def flower_seat(key: str) -> int:
    """The seat a Flower key belongs to (``NEUTRAL`` for the neutral Flower)."""
    return NEUTRAL if key == NEUTRAL_FLOWER else int(key.rpartition(":")[2])


def gardener_key(seat: int) -> str:
    return f"gardener:{seat}"


def marker_key(seat: int, track: str) -> str:
    return f"marker:{seat}:{track}"


def plant_key(seat: int, row: int, col: int) -> str:
    return f"plant:{seat}:{row}:{col}"


def supply_key(level: int) -> str:
    return f"supply:{level}"


def bed_key(seat: int, row: int, col: int) -> str:
    return f"bed:{seat}:{row}:{col}"


def node_key(seat: int, node: str) -> str:
    return f"node:{seat}:{node}"


def row_key(seat: int, row: int) -> str:
    return f"row:{seat}:{row}"


def space_key(column: int, space: int) -> str:
    return f"space:{column}:{space}"


def tile_key(column: int, pair: int) -> str:
    return f"tile:{column}:{pair}"


def track_key(track: str) -> str:
    return f"track:{track}"


def track_space_key(track: str, space: str) -> str:
    return f"track:{track}:{space}"


def parts(key: object) -> list[str]:
    """A key's parts split at the colons (``[]`` for anything that is not a key string)."""
    return key.split(":") if isinstance(key, str) else []
