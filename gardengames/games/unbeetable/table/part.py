"""What every part of the Unbeetable table shares: the table it belongs to, typed as this game's table, and the
margins of the layout they divide between them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gardengames.games.unbeetable import rules
from gardengames.ui.parts import Part

if TYPE_CHECKING:
    from . import TableScene

TOP = 56  # design pixels above the gardens and the piles: the title and the top bar
MARGIN = 12  # design pixels round the table's edges and between the left side and the piles


class TablePart(Part):
    """A part of the Unbeetable table: it reaches the others by their names on ``table``."""

    table: TableScene

    @property
    def state(self) -> rules.State:
        return self.table.state
