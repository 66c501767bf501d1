"""The keys and styles of what the Unbeetable table shows that the rules do not name: a card seen only from its
back, a flood's row or column, the face style of a plant in a garden (its phase and what a harvest scores now).
"""

from __future__ import annotations

from collections.abc import Hashable

from gardengames.games.unbeetable.rules import AXES

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)


def back_key(owner: int, index: int, deck: str) -> str:
    """The sprite key of a card seen only from its back: the ``index``-th card of ``owner``'s hand, from ``deck``
    (never the card's own key, which would tell what it is)."""
    return f"back:{owner}:{index}:{deck}"


def is_back(key: Hashable) -> bool:
    return isinstance(key, str) and key.startswith("back:")


def is_band(key: Hashable) -> bool:
    """A flood's target: a row or a column of one garden (``"row:1:0"``)."""
    return isinstance(key, str) and key.startswith(tuple(f"{axis}:" for axis in AXES))


def split_key(key: Hashable) -> list[str]:
    return key.split(":") if isinstance(key, str) else []


def plant_style(phase: int, worth: int | None) -> str:
    """The face style of a plant in a garden: its phase and what a harvest of it scores now (``"p3:6"``, or
    ``"p3:x"`` when it cannot be harvested), so its face shows that number and is drawn again when it changes."""
    return f"p{phase}:{'x' if worth is None else worth}"


def read_plant_style(style: str) -> tuple[int, int | None]:
    """(phase, harvest worth now) of a ``plant_style``; phase 0 for a plant not in a garden (a hand's card)."""
    if not style.startswith("p"):
        return 0, None
    phase, _, worth = style[1:].partition(":")
    return int(phase), None if worth == "x" else int(worth)
