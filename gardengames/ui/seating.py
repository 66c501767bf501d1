"""Who sees what at one screen: whose private cards the table shows, the pass-the-laptop cover screen, and
the hot-seat pause that keeps a turn's last move in sight before the cover comes up.

Kept apart from the table's drawing and input because it is the one place that decides what may be seen; a
table only reads ``viewer`` and ``covered``. The session hears every change of viewer (``Session.look_from``): a
laptop holding several seats of a game hosted elsewhere rebuilds its state from the view of the seat at the screen.

The hand-off (issue 30): during the pause the "Pass to <name>" button stands where the turn's buttons were (each
table says where with ``pass_place`` and hides what it would cover) and the prompt line says what to do. The
cover that follows is told where the table's buttons and the pointer were, so its reveal button comes up away
from them, and it stays inert for a moment (``CoverScreen``). The previous player's hover, tooltips and zoom go
with them: nothing of theirs shows again until the pointer moves after the reveal. The cover's summary is every
line of the story since the incoming player last moved, what changed their things first.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.dialogs import CoverScreen
from gardengames.ui.table_log import since_last_move
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable

HANDOFF_SECONDS = 2.5  # hot seat: the last move stays on the table this long before the cover screen


class Seating:
    """Sets ``table.viewer`` and ``table.covered`` as turns pass; owns the "Pass to <name>" button."""

    def __init__(self, table: BaseTable) -> None:
        self.table = table
        humans = [i for i in range(len(table.session.seats)) if table.session.at_screen(i)]
        self.hot_seat = len(humans) >= 2 and not table.spectator
        # Hot seat: the turn's last move stays in sight until this is clicked or HANDOFF_SECONDS pass.
        self.button = Button(
            N_("Pass the laptop"), self.hand_over, primary=True, tooltip=N_("Hide the table for the next player")
        )
        self.button.visible = False
        self.handoff: tuple[int, float] | None = None  # (next player, table clock when the cover comes)
        self.covering: int | None = None  # the player the cover screen is up for, until they lift it

    def choose(self, first: bool = False) -> None:
        """Whose private cards the screen shows: the human whose turn it is (or the only human)."""
        table = self.table
        session = table.session
        current = session.state.current_player
        humans = [i for i in range(len(session.seats)) if session.at_screen(i)]
        if table.spectator:
            self.show(current if current is not None else 0)
        elif len(humans) == 1:
            self.show(humans[0])
        elif current is not None and session.at_screen(current):
            if self.hot_seat and (first or current != table.viewer):
                factor = table.app.animation_factor
                if first or factor <= 0:  # animations off: no waiting, the cover's summary tells the move
                    self.cover(current)
                else:
                    self.handoff = (current, table.clock + HANDOFF_SECONDS * factor)
                    self.button.visible = True
                    self.relabel()
            else:
                self.show(current)
        else:
            # A computer's turn (or nobody's): with no person or several at the screen, no hand is face up; the
            # next person to play gets the cover screen first.
            self.show(None)

    def relabel(self) -> None:
        """The pass button names the next player (in the player's language)."""
        if self.handoff is not None:
            self.button.label = _("Pass to {name}").format(name=self.table.session.seats[self.handoff[0]].name)

    def cover(self, player: int) -> None:
        """Hide every hand behind the pass-the-laptop screen until ``player`` says they are at the screen."""
        table = self.table
        if table.covered and self.covering == player:
            return  # up already: a host told several moves at once, and each asked for it
        self.covering = player
        # Where a late click may land: the table's buttons (the pass button too, hidden by now) and the pointer.
        avoid = [w.rect for w in table.widgets.widgets if w.visible] + [self.button.rect]
        if table.pointer is not None:
            avoid.append(pygame.Rect(table.pointer, (1, 1)))
        avoid = [table.viewport.on_screen(rect) for rect in avoid]  # the cover is on the screen, the table may scroll
        table.forget_pointer()
        self.show(None)
        table.covered = True
        summary = since_last_move(table.session, player)
        seat = table.session.seats[player]
        colour = theme.SEAT_COLOURS[seat.colour]
        table.app.stack.push(
            CoverScreen(table.app, seat.name, colour, summary, functools.partial(self.uncover, player), avoid)
        )
        table.app.audio.play("turn")

    def hand_over(self) -> None:
        """The pause after a turn's last move ends (a click, Enter, or time): the cover screen comes up."""
        if self.handoff is None:
            return
        player, _ = self.handoff
        self.handoff = None
        self.button.visible = False
        state = self.table.session.state
        if state.current_player == player and not state.is_over:
            self.cover(player)

    def uncover(self, player: int) -> None:
        self.covering = None
        self.show(player)
        self.table.covered = False

    def show(self, seat: int | None) -> None:
        """``seat``'s private cards are the ones on show now (None: nobody's)."""
        self.table.viewer = seat
        self.table.session.look_from(seat)

    @property
    def prompt(self) -> str:
        """What the prompt line says during the pause: what to do, and for whom."""
        if self.handoff is None:
            return ""
        name = self.table.session.seats[self.handoff[0]].name
        return _("Turn over: pass the laptop to {name} (Enter).").format(name=name)

    @property
    def pausing(self) -> bool:
        """True while the last move of a turn is on show before the cover screen."""
        return self.handoff is not None

    def update(self) -> None:
        """End the pause when its time is up, once the cards stopped moving, and only with the table on top:
        under a dialog or the rules page the player is still reading."""
        table = self.table
        if (
            self.handoff is not None
            and table.clock >= self.handoff[1]
            and not table.animating
            and table.app.stack.top is table
        ):
            self.hand_over()

    def layout(self, place: pygame.Rect) -> None:
        """The pass button fills ``place`` (the table's ``pass_place``)."""
        self.button.rect = pygame.Rect(place)
