"""Events that more than one game announces in the same words, defined once so every log reads alike.

Events are never saved (a save is seed, options and moves), so a game may take one of these in place of its
own without touching any save format; its rules module re-exports it, so ``rules.TurnPassed`` still works.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from gardengames.engine.state import Event
from gardengames.engine.text import seat_name
from gardengames.i18n import _


@dataclass(frozen=True)
class TurnPassed(Event):
    """The table passes to ``player``: it reveals, so multiplayer undo never steps back over a hand-over."""

    reveals: ClassVar[bool] = True
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return _("{name}'s turn").format(name=seat_name(names, self.player))
