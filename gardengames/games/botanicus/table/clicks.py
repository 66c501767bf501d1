"""What the Botanicus table does with the mouse beyond the shared layer: a click on a place that only one piece
can reach moves it there, a click on a bed waters the plant in it, a click on a place nothing can reach says why;
and the drag of a round token, which casts a round shadow and remembers where it was let go.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.games.botanicus.rules import keys as K
from gardengames.ui.drag import Drag
from gardengames.ui.parts import PartsDrag

from .faces import piece_shadow
from .layout import ROUND_PIECES, TablePart, piece_kind

if TYPE_CHECKING:
    from . import TableScene


class Clicks(TablePart):
    """The clicks the places of this table always answered, asked before the shared click on a key but answering
    only where that one would not (nothing is lifted or played by the key itself)."""

    def click_key(self, key: Hashable) -> bool:
        """A click on a bed does what a click on its plant does (water it); a place that only one piece can reach
        now moves it there (a space for the Flower, a footprint for the gardener; a card still has to be picked
        first); a place nothing can reach says why, in the rules' words, for the first thing that goes to places
        of that kind (the Flower into the wrong column, a marker that cannot stop there)."""
        table = self.table
        index = table.selection.index
        if index.by_source.get(key) or index.onto.get(key):
            return False  # the key itself lifts or plays: the shared click does it
        parts = K.parts(key)
        if parts[:1] == ["bed"] and index.direct(K.plant_key(*map(int, parts[1:]))):
            return table.click_key(K.plant_key(*map(int, parts[1:])))
        landing = [m for m in index.legal if m.source_key is not None and m.target_key == key]
        sources = {m.source_key for m in landing}
        if len(sources) == 1 and piece_kind(next(iter(sources))):
            table.play_choice(landing[0] if len(landing) == 1 else tuple(landing))
            return True
        if not landing and key in table.place_rects():
            kind = parts[:1]  # asked only of what goes to places of this kind (a space, a track space)
            could = [source for source in index.sources if any(K.parts(t)[:1] == kind for t in index.targets(source))]
            reason = next((r for source in could if (r := table.state.why_not(source, key))), "")
            if reason:
                table.flash(reason)
                table.app.audio.play("flyback")
                return True
        return False

    def update(self, dt: float) -> None:
        self.table.drag.dropped = None  # a drop is played (and its plant planted) in the frame it is let go


class PieceDrag(PartsDrag):
    """The table's drag and drop, whose carried token casts a round shadow, and which remembers where the last drop
    was let go: the plant taken from the tray grows from there, not from the tray."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.dropped: pygame.Rect | None = None

    def handle(self, event: pygame.event.Event) -> tuple[str, Drag, Hashable | None] | None:
        result = super().handle(event)
        if result is not None and result[0] == "drop":
            self.dropped = pygame.Rect(result[1].rect)
        return result

    def draw_card(self, surface: pygame.Surface, scale: float) -> None:
        if not self.active or self.drag is None:
            return
        if piece_kind(self.drag.item) in ROUND_PIECES:
            rect = self.drag.rect
            piece_shadow(surface, self.drag.item, rect.move(int(4 * scale), int(6 * scale)), scale, 1.0)
            surface.blit(self.drag.image, rect.move(0, -int(4 * scale)))
            return
        super().draw_card(surface, scale)
