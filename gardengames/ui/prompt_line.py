"""The one line that says what happens now, shared by every table (a part each table places in its layout).

Before, each table wrote this line its own way and the four had drifted apart (one said "Ann and Basil wins" on
a tie). Now the frame is one: a finished game says who won (``BaseTable.ended_line``), a hand-over says whom to
pass the laptop to, a turn of a person not at the screen says whom the table waits for, and only the rest (what
to do on a turn and how) comes from the game, through ``BaseTable.turn_line``. It is drawn the same way
everywhere too: in bold on a dark plate, shrunk to fit, on two lines before it would shrink below readable, the
"how" beside it in a lighter hand when there is room. After a lift by the keyboard the frame says the keys
(arrows, Enter, Esc) instead of a game's words about the mouse.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from gardengames.engine.text import join_words, seat_name
from gardengames.i18n import N_, _, n_
from gardengames.ui import theme
from gardengames.ui.parts import Part
from gardengames.ui.widgets import Button, shown

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable

PLATE = (20, 28, 18, 175)
# What the line says after a lift by the keyboard, in place of a game's words about clicking and dragging.
KEYS_TO_PLACE = N_("Arrows: choose a glowing place. Enter: play there. Tab: another card. Esc: put it back.")
KEYS_TO_PLAY = N_("Enter: play the chosen card. Arrows or Tab: another one. Esc: put it back.")
# ... and after Tab went on from the cards to the table's buttons.
KEYS_ON_BUTTON = N_("Enter: {button}. Tab: the next button, then the cards again. Arrows: back to the cards.")


class Line(NamedTuple):
    text: str
    colour: tuple[int, int, int] = theme.PAPER
    how: str = ""  # how to do it with the mouse, drawn lighter beside ``text`` when there is room


class PromptLine(Part):
    """The prompt line; ``rect`` is set by the part that lays out the table around it."""

    def __init__(self, table: BaseTable, px: int = 17, plate: bool = True) -> None:
        super().__init__(table)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.px = px
        self.plate = plate
        self.hidden = False  # a table hides it where something else stands on the line (See result)

    def line(self) -> Line:
        """What the line says now: the shared frame, then the game's words for a turn."""
        table = self.table
        state = table.session.state
        if state.is_over:
            return table.ended_line()
        if table.handing_over:
            return Line(table.seating.prompt, theme.GLOW)
        missing = table.session.away
        if missing:  # across laptops: a laptop dropped out, and the game waits for it to come back
            waiting = _("Waiting for {names} to come back.").format(names=join_words(missing))
            how = _("C: let a computer play for them.") if table.session.can_hand_away else ""
            return Line(waiting, theme.GLOW, how)
        p = state.current_player
        away = p is not None and (table.covered or table.viewer != p)
        if p is not None and away and not table.spectator and table.session.seats[p].is_human:
            return Line(_("Waiting for {name}.").format(name=table.session.names[p]))
        selection = table.selection
        button = table.widgets.keyboard_focus()
        if table.my_turn and isinstance(button, Button):
            return Line(_(KEYS_ON_BUTTON).format(button=shown(button.label)), theme.GLOW)
        if table.my_turn and selection.by_keys and selection.lifted is not None:  # the keys, not the mouse
            return Line(_(KEYS_TO_PLACE if table.drag_targets(selection.lifted) else KEYS_TO_PLAY), theme.GLOW)
        return table.turn_line()

    def text(self) -> str:
        """The words on the line (tests read them)."""
        return self.line().text

    def overlay(self, surface: pygame.Surface) -> None:
        line = self.line()
        if self.hidden or not line.text or not self.rect.w:
            return
        s = self.table.scale
        pad = int(10 * s) if self.plate else 0
        place = self.table.viewport.across(self.rect)  # on a table wider than the window: the part in sight
        passing = self.table.pass_button
        end = (
            min(place.right, passing.rect.left) if passing.visible and passing.rect.colliderect(place) else place.right
        )
        room = end - place.x - 2 * pad
        px = theme.fit_text(line.text, int(self.px * s), room, bold=True)
        smallest = max(theme.MIN_TEXT_PX, int(0.8 * self.px * s))  # a line shrinks this far, then takes two
        one = px >= smallest and theme.font(px, True).size(line.text)[0] <= room
        lines = (line.text,) if one else two_lines(line.text)
        if len(lines) == 2:  # too long for one line (long names, a wordy language)
            px = min(theme.fit_text(part, int(self.px * s), room, bold=True) for part in lines)
            while px > theme.MIN_TEXT_PX and 2 * theme.font(px, True).get_linesize() > place.h:
                px -= 1  # both lines inside the place the table gave the line
        # A tall place (under Unsurmountable's mountain) keeps one line at its top, on a plate as high as the line.
        rect = pygame.Rect(place)
        rect.h = min(rect.h, max(int(28 * s), len(lines) * theme.font(px, True).get_linesize() + int(8 * s)))
        if self.plate:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, PLATE, layer.get_rect(), border_radius=int(8 * s))
            surface.blit(layer, rect)
        x = rect.x + pad
        if len(lines) == 1:
            drawn = theme.text(surface, line.text, (x, rect.centery), px, line.colour, bold=True, anchor="midleft")
            self._how(surface, line.how, drawn.right + int(12 * s), end - pad)
            return
        # One text, broken where ``two_lines`` chose: the words stay one string (the language tests read it whole).
        # Each line fits ``room``; SDL's wrapping may still break a line that fits to the pixel, so it wraps wider.
        wrap = max(theme.font(px, True).size(part)[0] for part in lines) + int(12 * s)
        theme.text(
            surface, "\n".join(lines), (x, rect.centery), px, line.colour, bold=True, anchor="midleft", width=wrap
        )

    def _how(self, surface: pygame.Surface, how: str, left: int, right: int) -> None:
        s = self.table.scale
        room = right - left
        if not how or room <= int(120 * s):
            return
        px = theme.fit_text(how, int((self.px - 2) * s), room)
        if theme.font(px).size(how)[0] <= room:
            theme.text(surface, how, (left, self.rect.centery), px, theme.PAPER, anchor="midleft")


def over_words(table: BaseTable) -> str:
    """The line of a finished game with opponents, one for every game: who won (a tie names each winner, and the
    verb agrees: "Ann and Basil win") and how to reach the scores, where there is a way (a watched game and a lesson
    have no See result: issue 33 found a replay's end telling to press Enter)."""
    winners = table.session.state.winners()
    names = join_words([seat_name(table.session.names, w) for w in winners])
    if table.spectator or table.guide is not None:
        return n_("Game over: {names} wins.", "Game over: {names} win.", len(winners)).format(names=names)
    return n_(
        "Game over: {names} wins. Press Enter or click See result.",
        "Game over: {names} win. Press Enter or click See result.",
        len(winners),
    ).format(names=names)


def two_lines(text: str) -> tuple[str, str]:
    """``text`` cut at the space nearest its middle (the halves as even as the words allow)."""
    middle = len(text) // 2
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text, ""
    cut = min(spaces, key=lambda i: abs(i - middle))
    return text[:cut], text[cut + 1 :]
