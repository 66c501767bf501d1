"""Keys that more than one game names the same way: made in one place, so they cannot drift apart.

A key is a plain string shared by the state, the moves (``source_key`` / ``target_key``) and the table's
sprites and drop rectangles; each game keeps the keys only it has in its own rules.
"""

from __future__ import annotations


def deck_key(deck: str) -> str:
    """``"deck:summer"``, ``"deck:plant"``: a face-down deck, clicked (or dragged onto the hand) to draw from it."""
    return f"deck:{deck}"


def hand_key(seat: int) -> str:
    """``"hand:0"``: a seat's hand (where a deck is dragged to draw from it)."""
    return f"hand:{seat}"
