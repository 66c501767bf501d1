"""A table larger than its window (issue 34): the part of a magnified table the window shows, and how a player
moves it.

Where the player's UI scale asks for more than a table's ``room`` fits in the window, the table is laid out at
the asked scale on a table larger than the window (the window times the UI scale, ``magnified_size``) and the
window shows part of it, so cards, words and buttons grow together. Everything the table knows (its layout, hit tests,
drags, animations) stays in table coordinates; this owns the one offset between the two: mouse events are moved
into the table as they arrive, and what belongs to the screen (a notice, the zoom, tooltips, the scroll bars) is
moved out of it as it is drawn. Where the table fits (always at 100 %) the view is the whole table and nothing
moves.

Moving around: the wheel scrolls (sideways with Shift or a touchpad), the right button on the empty table or the
middle button anywhere drags it, a dragged card held near an edge scrolls that way, the keys' focus and a new turn
(or a new question in it) are brought into view, and holding W shows the whole table fitted to the window.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.assets import cloth
from gardengames.ui.viewport import MOUSE_EVENTS, SHOW_MARGIN, Viewport
from gardengames.ui.widgets import draw_notice, draw_tooltip, focus_ring
from gardengames.ui.zoom import TIP_DELAY, draw_tip, draw_zoom, place_tip

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable

OVERVIEW_KEY = pygame.K_w  # held: the whole table, fitted to the window
EDGE = 48  # design pixels at each edge of the window where a dragged card scrolls the table that way
EDGE_SPEED = 700  # design pixels a second the table scrolls with a dragged card at the very edge
PAN_BUTTONS = (2, 3)  # the middle button pans anywhere, the right one on the empty table (on a card it zooms)
# The help of the scroll bars, for a pointer resting on them: how to see the rest of the table.
MORE_TABLE = N_(
    "More of the table: scroll with the wheel (Shift: sideways) or drag it with the right button; hold W to see all."
)


def magnified_size(window: tuple[int, int], room: tuple[int, int], factor: float) -> tuple[int, int]:
    """The whole table magnified by ``factor`` (the UI scale): the window that much larger, so the table is laid
    out as at 100 %, every part ``factor`` times as large. (Its ``room`` times the scale would be smaller, but a
    table fills a window wider than its room with larger cards: on the room alone they grew 12-23 % less.) Never
    smaller than the room at the scale, nor than the window."""
    w, h = (
        max(math.ceil(window[i] * factor), math.ceil(room[i] * theme.window_scale(window) * factor)) for i in (0, 1)
    )
    return max(window[0], w), max(window[1], h)


class TableView(Viewport):
    """The window's view into its table (``Viewport``), and what only a table does with it: panning, the
    overview, scrolling with a dragged card and bringing a new turn into view."""

    def __init__(self, table: BaseTable) -> None:
        super().__init__()
        self.table = table
        self.overview = False  # the whole table shown fitted, while the overview key is held
        self.pan: tuple[tuple[int, int], tuple[float, float], bool] | None = None  # from, offset then, moved
        self.kept: pygame.Surface | None = None  # the cloth, board and resting cards of the view, as last drawn
        self.kept_key: Any = None  # what they were drawn from (None: draw them again)
        self.later: list[tuple[str, pygame.Rect]] = []  # hover help a part asked for, drawn on the screen at the end
        self._cue: Hashable = None  # the turn, question or hand-over last brought into view
        self.cue_due = False  # a new one is brought into view once the table has drawn (a lesson's words move then)
        self._focus: Hashable = None  # the keys' focus last brought into view
        self._said: tuple[int, str] = (-1, "")  # the position and the prompt line's words when last looked at

    # ---- geometry ---------------------------------------------------------------------------------------------
    def unit(self) -> float:
        return self.table.scale

    def fit(self, window: tuple[int, int], room: tuple[int, int]) -> float:
        """Lay the view out for ``window``: the scale the table is laid out at (the asked one when the room does
        not fit, else ``theme.scale_for``'s), and ``size``, the table that big. The view keeps its middle where
        it was on the table."""
        asked = theme.window_scale(window) * theme.ui_scale()
        scale = theme.scale_for(window, room)
        if scale < asked - 1e-9:
            scale = asked
            self.resize(window, magnified_size(window, room, theme.ui_scale()))
        else:
            self.resize(window, window)
        return scale

    def to_table(self, pos: tuple[int, int]) -> tuple[int, int]:
        return self.to_content(pos)

    def moved(self) -> None:
        """The pointer stays where it is on screen, so it is over another part of the table: what it hovers is
        found again, and a dragged card stays under it."""
        table = self.table
        if self.pointer is not None:
            table.pointer = self.to_table(self.pointer)
            if table.drag.drag is not None:
                table.drag.drag.pos = table.pointer  # the dragged card stays under the pointer
            table.input.hover(pygame.event.Event(pygame.MOUSEMOTION, pos=table.pointer))

    def across(self, rect: pygame.Rect) -> pygame.Rect:
        """``rect`` cut across to the part of it the window shows, when it is wider than the window: a line of words
        there keeps them in sight wherever the table is scrolled (the prompt line). As it is otherwise, or when
        little of it shows."""
        view = self.rect.inflate(-2 * int(SHOW_MARGIN * self.table.scale), 0)
        if not self.magnified or self.overview or rect.w <= view.w:
            return pygame.Rect(rect)
        left, right = max(rect.left, view.left), min(rect.right, view.right)
        return pygame.Rect(left, rect.y, right - left, rect.h) if right - left >= view.w // 2 else pygame.Rect(rect)

    # ---- input ------------------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """An event as the table should see it: a mouse event moved into table coordinates, or None when the view
        used it (the wheel away from the log, a pan, the overview key, a click on the overview)."""
        if event.type in MOUSE_EVENTS:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if event.type in (pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST):
            self.pan = None
            self.overview = False
        if not self.magnified:
            return event
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == OVERVIEW_KEY:
            self.overview = event.type == pygame.KEYDOWN
            return None
        if self.overview:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.look_at(self.from_overview(event.pos))
            return None if event.type in (*MOUSE_EVENTS, pygame.MOUSEWHEEL) else event
        if self.panned(event) or self.wheel(event):
            return None
        if event.type not in MOUSE_EVENTS:
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": self.to_table(event.pos)})

    def panned(self, event: pygame.event.Event) -> bool:
        """The middle button, or the right one on the empty table, drags the view (a right click there without
        moving still puts a zoom away, as it always did)."""
        table = self.table
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button in PAN_BUTTONS and table.drag.drag is None
        if pressed and (event.button == 2 or table.card_at(self.to_table(event.pos)) is None):
            self.pan = (event.pos, self.offset, False)
            return True
        if self.pan is None:
            return False
        (x0, y0), (ox, oy), moved = self.pan
        if event.type == pygame.MOUSEMOTION:
            dx, dy = event.pos[0] - x0, event.pos[1] - y0
            moved = moved or abs(dx) + abs(dy) >= 6
            if moved:
                self.scroll_by(ox - dx - self.offset[0], oy - dy - self.offset[1])
            self.pan = ((x0, y0), (ox, oy), moved)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in PAN_BUTTONS:
            self.pan = None
            if not moved:
                table.zoom_key = None
            return True
        return False

    def wheel(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls the table (Shift, or a touchpad's sideways swipe, across), except over the move log,
        which scrolls its own lines as before."""
        if event.type != pygame.MOUSEWHEEL:
            return False
        table = self.table
        if self.pointer is not None and table.log_rect.collidepoint(self.to_table(self.pointer)):
            return False
        self.scroll_wheel(event)
        return True

    def look_at(self, pos: tuple[int, int]) -> None:
        """Centre the view on ``pos`` of the table (as near as the table's edges allow)."""
        view = self.rect
        self.scroll_by(pos[0] - view.centerx, pos[1] - view.centery)

    # ---- what moves the view by itself ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """A card dragged near an edge scrolls the table that way; the keys' focus, a new turn or question, new
        words on the prompt line with no move played, the hand-over and the end of the game are brought into view
        (not while the player drags or pans)."""
        table = self.table
        if not self.magnified:
            return
        if table.drag.active:
            if self.pointer is not None:
                self.edge_scroll(self.pointer, dt)
            return
        if self.pan is not None:
            return
        focus = tuple(tuple(r) for r in table.input.focus_rects())
        if focus != self._focus:
            self._focus = focus
            self.show([pygame.Rect(r) for r in focus[::-1]])  # the target pointed at first, then the lifted card
        asked = table.session.state.prompt  # a new kind of question, not each move of one (actions counting down)
        question = (asked.kind, asked.player) if asked is not None else None
        step = table.session.version if table.guide is not None else None  # each step of a lesson says more
        cue = (table.my_turn, question, table.handing_over, table.result_button.visible, step)
        said = (table.session.version, table.prompt_line.text())
        if cue != self._cue:
            self._cue = cue
            self.cue_due = True
        elif said[0] == self._said[0] and said[1] != self._said[1] and table.selection.lifted is None:
            self.cue_due = True  # new words with no move played (a hint asked for): the line is brought into view
        self._said = said

    def cue_rects(self) -> list[pygame.Rect]:
        """What a player needs in sight now: the pass button in the hand-over, See result at the end, and on their
        turn a lesson's words and what it lights, the prompt line, then their hand, then the buttons that play a
        move."""
        table = self.table
        if table.handing_over:
            return [table.seating.button.rect]
        line = pygame.Rect(table.prompt_line.rect)
        line.w = min(line.w, self.window[0] // 2)  # its words begin at its left end; it may be wider than the window
        if table.result_button.visible:
            return [table.result_button.rect, line]
        if not table.my_turn:
            return []
        hand = table.session.state.private_cards(table.viewer) if table.viewer is not None else []
        cards = [rect for key in hand if (rect := table.key_rect(key)) is not None]
        buttons = [w.rect for w in table.widgets.widgets if w.visible and table.input.widget_move(w) is not None]
        lesson = [table.guide.panel, *table.guide.lit_rects()] if table.guide is not None else []
        return [*lesson, line, *cards, *buttons]

    def edge_scroll(self, pointer: tuple[int, int], dt: float) -> None:
        """Scroll toward the edge the pointer is near, faster the nearer it is."""
        band = max(12, EDGE * theme.window_scale(self.window))
        speed = EDGE_SPEED * self.table.scale * dt
        push = []
        for pos, span in zip(pointer, self.window, strict=True):
            push.append(min(1.0, max(0.0, 1 - (span - 1 - pos) / band)) - min(1.0, max(0.0, 1 - pos / band)))
        if any(push):
            self.scroll_by(push[0] * speed, push[1] * speed)

    # ---- drawing ----------------------------------------------------------------------------------------------
    def begin(self, surface: pygame.Surface) -> tuple[pygame.Surface, pygame.Rect]:
        """Where the table draws this frame, and which part of it must be drawn: the window itself when the table
        fits; else the magnified frame, clipped to the view (all of it for the overview)."""
        if not self.magnified:
            return surface, pygame.Rect((0, 0), self.window)
        frame = self.frame_for(surface)
        area = frame.get_rect() if self.overview else self.rect
        frame.set_clip(area)
        return frame, area

    def draw_resting(
        self, surface: pygame.Surface, area: pygame.Rect, key: Hashable, draw: Callable[[pygame.Surface], None]
    ) -> None:
        """The cloth and what ``draw`` puts on it (the board, the cards at rest) over ``area`` of ``surface``, kept
        between frames and drawn again only when ``key`` changes or the view moves. A magnified table draws them
        on its frame, clipped to the view, and keeps a copy the window's size; its overview is kept nowhere."""
        key = (key, tuple(area))
        if self.overview:
            self.kept_key = None
            cloth(surface, area)
            draw(surface)
            return
        if self.kept is None or self.kept.get_size() != area.size:
            self.kept = pygame.Surface(area.size, 0, surface)
            self.kept_key = None
        if key != self.kept_key:
            self.kept_key = key
            layer = surface if self.magnified else self.kept
            cloth(layer, area)
            draw(layer)
            if layer is surface:
                self.kept.blit(surface, (0, 0), area)
                return
        surface.blit(self.kept, area)

    def end(self, surface: pygame.Surface) -> bool:
        """Put the frame's view (or the whole table, fitted) on the window, with bars that say where it is; then
        bring what the player needs into view, if that changed: True when the view moved for it (the table is then
        drawn again at once)."""
        if self.magnified and self.frame is not None:
            self.frame.set_clip(None)
            if self.overview:
                self.draw_overview(surface)
            else:
                surface.blit(self.frame, (0, 0), self.rect)
            self.draw_bars(surface)
        if not self.cue_due:
            return False
        self.cue_due = False
        return self.show(self.cue_rects())

    def draw_screen(self, surface: pygame.Surface) -> None:
        """What belongs to the screen, over the table wherever it is scrolled: a notice, the keys' focus (over the
        notice: always seen), the zoom and the hover help."""
        table = self.table
        w, h = self.window
        if table.message_time > 0:
            draw_notice(surface, table.message, (w // 2, int(h * 0.5)), table.scale)
        if self.overview:
            return
        for ring in table.input.focus_rects():
            focus_ring(surface, self.on_screen(ring), table.scale)
        draw_zoom(table, surface)
        for text, anchor in self.later:  # hover help a part asked for while a magnified table drew
            place_tip(table, surface, text, anchor)
        tip = table.widgets.hovered_tooltip()
        if tip:
            draw_tip(table, surface, *tip)
        self.draw_help(surface)

    def overview_rect(self) -> pygame.Rect:
        """Where the whole table goes in the window while the overview shows."""
        f = min(self.window[0] / self.size[0], self.window[1] / self.size[1])
        rect = pygame.Rect(0, 0, int(self.size[0] * f), int(self.size[1] * f))
        rect.center = (self.window[0] // 2, self.window[1] // 2)
        return rect

    def from_overview(self, pos: tuple[int, int]) -> tuple[int, int]:
        shown = self.overview_rect()
        return (
            int((pos[0] - shown.x) * self.size[0] / max(1, shown.w)),
            int((pos[1] - shown.y) * self.size[1] / max(1, shown.h)),
        )

    def draw_overview(self, surface: pygame.Surface) -> None:
        """The whole table fitted to the window, the part the window shows outlined in white."""
        assert self.frame is not None
        shown = self.overview_rect()
        surface.fill(theme.TABLE_DARK, pygame.Rect((0, 0), self.window))
        surface.blit(pygame.transform.smoothscale(self.frame, shown.size), shown)
        f = shown.w / self.size[0]
        view = self.rect
        outline = pygame.Rect(shown.x + view.x * f, shown.y + view.y * f, view.w * f, view.h * f)
        pygame.draw.rect(surface, theme.WHITE, outline, max(2, int(3 * theme.window_scale(self.window))))

    def draw_help(self, surface: pygame.Surface) -> None:
        """The bars' help, once the pointer rested near one: how to see the rest of the table."""
        table = self.table
        if self.overview or self.pointer is None or table.drag.drag is not None or not table.input.resting(TIP_DELAY):
            return
        near = [
            bar for bar in self.bars() if bar.inflate(4 * min(bar.size), 4 * min(bar.size)).collidepoint(self.pointer)
        ]
        if near:
            rect = draw_tooltip(surface, _(MORE_TABLE), near[0], table.scale)
            if rect is not None:
                table.tips_shown.append((_(MORE_TABLE), rect))

    def draw_bars(self, surface: pygame.Surface) -> None:
        if not self.overview:
            super().draw_bars(surface)
