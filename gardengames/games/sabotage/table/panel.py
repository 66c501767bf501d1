"""The turn panel on the right of the Garden Sabotage! table, under the shared top bar: whose turn it is and the
actions left (or who won), the action buttons two by two with End turn across, then the log. It holds the play
area left of it (``main``) that the market, the gardens and the hand share."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.engine.text import join_words
from gardengames.games.sabotage import rules
from gardengames.i18n import _, n_
from gardengames.ui import theme
from gardengames.ui.parts import Part

if TYPE_CHECKING:
    from . import TableScene


class TurnPanel(Part):
    """The turn counter, the action buttons and the log."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        # The declared buttons in the order they are laid out: Sweep, Objective, Dig up 1 and 2, End turn.
        self.buttons = [table.move_buttons[spec] for spec in table.buttons]
        self.sweep_button, self.objective_button, *self.dig_buttons, self.end_button = self.buttons

    def layout(self, size: tuple[int, int]) -> None:
        """The top bar, the panel along the right edge and the play area left of it; in the panel, the counter,
        the action buttons two by two, End turn across, then the log."""
        table = self.table
        w, h = size
        s = table.scale
        m = int(12 * s)
        top = int(50 * s)
        table.layout_top_bar(w - m, width=84, height=34, gap=6, top=8)
        pw = int(272 * s)
        self.rect = p = pygame.Rect(w - m - pw, top, pw, h - top - m)
        self.main = pygame.Rect(m, top, p.x - int(10 * s) - m, h - top - m)
        self.counter_rect = pygame.Rect(p.x, p.y, p.w, int(108 * s))
        gap = int(6 * s)
        y = self.counter_rect.bottom + int(10 * s)
        half = (p.w - gap) // 2
        bh = int(34 * s)
        for i, button in enumerate([self.sweep_button, self.objective_button, *self.dig_buttons]):
            button.rect = pygame.Rect(p.x + (i % 2) * (half + gap), y + (i // 2) * (bh + gap), half, bh)
        y += 2 * (bh + gap)
        self.end_button.rect = pygame.Rect(p.x, y, p.w, bh)
        y += bh + int(12 * s)
        table.log_rect = pygame.Rect(p.x, y, p.w, p.bottom - y)

    def update(self, dt: float) -> None:
        """Undo and redo are for the people playing, not for someone watching."""
        table = self.table
        table.undo_button.visible = table.redo_button.visible = not table.spectator

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_counter(surface)
        self.table.log.draw(surface, self.table.log_rect, self.table.scale)

    def _draw_counter(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = table.state
        rect = self.counter_rect
        theme.rounded_panel(surface, rect, theme.PAPER, radius=int(10 * s))
        pad = int(12 * s)
        names = table.session.names
        if st.is_over:
            winners = st.winners()
            who = join_words([names[w] for w in winners])
            title = n_("{winners} wins!", "{winners} win!", len(winners)).format(winners=who)
            theme.text(surface, _("Game over"), (rect.x + pad, rect.y + pad), int(18 * s), theme.INK_SOFT, bold=True)
            px = theme.fit_text(title, int(24 * s), rect.w - 2 * pad, bold=True)
            theme.text(surface, title, (rect.x + pad, rect.y + pad + int(28 * s)), px, theme.LEAF_DARK, bold=True)
            return
        colour = theme.readable(theme.seat_colour(table.session.seats[st.turn].colour))
        title = _("{name}'s turn").format(name=names[st.turn])
        px = theme.fit_text(title, int(19 * s), rect.w - 2 * pad, bold=True)
        theme.text(surface, title, (rect.x + pad, rect.y + pad), px, colour, bold=True)
        y = rect.y + pad + int(30 * s)
        r = int(9 * s)
        for i in range(rules.ACTIONS_PER_TURN):
            c = (rect.x + pad + r + i * (2 * r + int(6 * s)), y + r)
            if i < st.actions_left:
                pygame.draw.circle(surface, theme.LEAF, c, r)
            pygame.draw.circle(surface, theme.INK_SOFT, c, r, max(1, int(2 * s)))
        at = (rect.x + pad + 3 * (2 * r + int(6 * s)) + int(4 * s), y + r)
        words = st.actions_text()
        px = theme.fit_text(words, int(17 * s), rect.right - pad - at[0], bold=True)
        theme.text(surface, words, at, px, theme.INK, bold=True, anchor="midleft")
        if st.final_round:
            if st.trigger is not None:
                line = _("Final round ({name} has the can)").format(name=names[st.trigger])
            else:
                line = _("Final round")
            px = theme.fit_text(line, int(15 * s), rect.w - 2 * pad, bold=True)
            theme.text(
                surface, line, (rect.x + pad, rect.bottom - pad), px, theme.ACCENT, bold=True, anchor="bottomleft"
            )
        else:
            line = _("First to {n} objectives takes the golden can").format(n=rules.OBJECTIVES_TO_FINISH)
            px = theme.fit_text(line, int(14 * s), rect.w - 2 * pad)
            theme.text(surface, line, (rect.x + pad, rect.bottom - pad), px, theme.INK_SOFT, anchor="bottomleft")
