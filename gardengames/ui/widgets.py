"""Buttons, choice pickers, text fields, tooltips and the move log: the small parts every screen uses.

Every widget works with the mouse and the keyboard: a ``WidgetGroup`` moves focus with Tab / arrows
and activates with Enter or Space, so no action needs a mouse.

Labels, choice names and tooltips are kept in English (marked with ``N_``) and translated when drawn, so a
change of language shows at once without building any screen again. A text made from a player's name is
translated by whoever makes it (``_("Pass to {name}")``); translating it once more finds no entry and leaves it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from typing import Any, TypeVar

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import theme

BLINK_MS = 500  # a focused text field's caret shows and hides this often
BAR_STRETCH = 1.4  # a button in a bar with a long label grows up to this much wider than the bar asked
NOTICE_PLATE = (48, 40, 32)  # behind a notice over a screen


def shown(text: str) -> str:
    """``text`` in the player's language; "" stays "" (gettext would give the catalog's header for it)."""
    return _(text) if text else text


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard's focus, the same on every screen (a card, a place, a button, a picker, a text field): a solid
    white ring edged in ink, as plain on a dark deck or the wooden table as on a bright card or a paper panel, and
    still (no breathing), so a player who plays by keys always sees where they are; thicker under high contrast."""
    width = theme.stroke(max(3, int(4 * scale)))
    radius = max(4, int(10 * scale))
    ring = rect.inflate(2 * width + 4, 2 * width + 4)
    pygame.draw.rect(surface, theme.INK, ring.inflate(4, 4), width + 4, border_radius=radius + 2)
    pygame.draw.rect(surface, theme.WHITE, ring, width, border_radius=radius)


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | None = None, tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.tooltip = tooltip
        self.hover = False
        self.focused = False
        self.enabled = True
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was used."""
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """Keyboard input while focused; True when used."""
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None: ...

    def follow(self, event: pygame.event.Event) -> None:
        """Hover follows the pointer whatever state the widget is in: a button disabled or hidden while the
        pointer is on it must still notice the pointer leave, or its tooltip stays up."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.visible and self.rect.collidepoint(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hover = False

    def track_pointer(self, event: pygame.event.Event) -> bool:
        """Follow the mouse for ``hover``; True for a left-button press inside the widget (what each acts on)."""
        self.follow(event)
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)


class Clickable(Widget):
    """A widget that acts on a full click (press and release inside it), a hotkey, or Enter/Space when focused."""

    def __init__(
        self,
        on_click: Callable[[], Any],
        rect: pygame.Rect | None = None,
        *,
        tooltip: str = "",
        hotkey: int | None = None,
    ) -> None:
        super().__init__(rect, tooltip)
        self.on_click = on_click
        self.hotkey = hotkey
        self.pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            self.follow(event)
            self.pressed = False
            return False
        if self.track_pointer(event):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.on_click()
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if self.enabled and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.on_click()
            return True
        return False


class Button(Clickable):
    def __init__(
        self,
        label: str,
        on_click: Callable[[], Any],
        rect: pygame.Rect | None = None,
        *,
        tooltip: str = "",
        primary: bool = False,
        hotkey: int | None = None,
    ) -> None:
        super().__init__(on_click, rect, tooltip=tooltip, hotkey=hotkey)
        self.label = label
        self.primary = primary

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if not self.visible:
            return
        base = theme.LEAF if self.primary else theme.PAPER
        if not self.enabled:
            base = theme.PAPER_DARK
        elif self.pressed:
            base = theme.darken(base, 0.15)
        elif self.hover or self.focused:  # a little lighter: white words on the green keep 3:1 (large text)
            base = theme.lighten(base, 0.1 if self.primary else 0.18)
        colour = theme.WHITE if self.primary and self.enabled else (theme.INK if self.enabled else theme.INK_SOFT)
        face = button_face(shown(self.label), self.rect.size, scale, base, colour, self.enabled)
        surface.blit(face, (self.rect.x - BUTTON_MARGIN, self.rect.y - BUTTON_MARGIN))
        if self.focused and self.enabled:  # a greyed button takes no Enter: no ring says it would
            focus_ring(surface, self.rect, scale)


BUTTON_MARGIN = 8  # room round a button's face for its shadow


def button_width(labels: Iterable[str], scale: float, least: int) -> int:
    """How wide buttons with these labels must be for the widest, in the player's language, to show at its full
    size (``least`` at the very least): Dutch words are longer than the English ones a layout was drawn for."""
    bold = theme.font(int(20 * scale), True)
    widest = max((bold.size(shown(label))[0] for label in labels), default=0)
    return max(least, widest + int(28 * scale))


def lay_out_bar(buttons: Sequence[Button], right: int, top: int, size: tuple[int, int], gap: int, scale: float) -> int:
    """Lay ``buttons`` in one row ending at ``right``, each ``size`` unless its label needs more room; returns
    the row's left edge. A long word (Dutch "Instellingen") widens its button a little, up to ``BAR_STRETCH``
    times, rather than shrinking to a squint."""
    least, height = size
    widths = [min(button_width([button.label], scale, least), int(least * BAR_STRETCH)) for button in buttons]
    x = first = right - sum(widths) - gap * (len(buttons) - 1)
    for button, width in zip(buttons, widths, strict=True):
        button.rect = pygame.Rect(x, top, width, height)
        x += width + gap
    return first


def lay_out_row(buttons: Sequence[Button], centre: int, top: int, size: tuple[int, int], gap: int) -> None:
    """Lay ``buttons`` side by side, each ``size``, in a row centred on ``centre``: left to right, as Tab goes."""
    width, height = size
    x = centre - (len(buttons) * width + (len(buttons) - 1) * gap) // 2
    for button in buttons:
        button.rect = pygame.Rect(x, top, width, height)
        x += width + gap


@theme.in_palette
@lru_cache(maxsize=128)
def button_face(
    label: str,
    size: tuple[int, int],
    scale: float,
    base: tuple[int, int, int],
    colour: tuple[int, int, int],
    shadow: bool,
) -> pygame.Surface:
    """A button as it looks in one state, drawn once: every table shows about ten of them every frame."""
    m = BUTTON_MARGIN
    face = pygame.Surface((size[0] + 2 * m, size[1] + 2 * m), pygame.SRCALPHA)
    rect = pygame.Rect(m, m, *size)
    radius = max(4, int(10 * scale))
    theme.rounded_panel(face, rect, base, radius=radius, shadow=shadow)
    px = theme.fit_text(label, int(20 * scale), size[0] - int(12 * scale), bold=True)
    theme.text(face, label, rect.center, px, colour, bold=True, anchor="center")
    return face


class Choice(Widget):
    """A ``< value >`` picker: click the arrows (or Left/Right when focused) to cycle the choices."""

    def __init__(
        self,
        label: str,
        choices: Sequence[Any],
        value: Any,
        on_change: Callable[[Any], Any],
        rect: pygame.Rect | None = None,
        *,
        names: Sequence[str] | None = None,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.label = label
        self.choices = list(choices)
        self.names = list(names) if names else [str(c) for c in choices]
        self.index = self.choices.index(value) if value in self.choices else 0
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.choices[self.index]

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = self.rect.h
        return pygame.Rect(self.rect.x, self.rect.y, w, self.rect.h), pygame.Rect(
            self.rect.right - w, self.rect.y, w, self.rect.h
        )

    def step(self, delta: int) -> None:
        if not self.enabled or len(self.choices) < 2:
            return
        self.index = (self.index + delta) % len(self.choices)
        self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            self.follow(event)
            return False
        if self.track_pointer(event):
            left, _right = self._arrows()
            self.step(-1 if left.collidepoint(event.pos) else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-event.y)
            return True
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS):
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_RETURN, pygame.K_SPACE):
            self.step(1)
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if not self.visible:
            return
        colour = theme.lighten(theme.PAPER, 0.3) if (self.hover or self.focused) else theme.PAPER
        radius = max(4, int(8 * scale))
        theme.rounded_panel(
            surface, self.rect, colour if self.enabled else theme.PAPER_DARK, radius=radius, shadow=False
        )
        if self.focused:
            focus_ring(surface, self.rect, scale)
        left, right = self._arrows()
        px = int(18 * scale)
        if self.enabled and len(self.choices) > 1:
            theme.text(surface, "<", left.center, px, theme.INK_SOFT, bold=True, anchor="center")
            theme.text(surface, ">", right.center, px, theme.INK_SOFT, bold=True, anchor="center")
        name = shown(self.names[self.index])
        px = theme.fit_text(name, px, self.rect.w - 2 * left.w)
        theme.text(surface, name, self.rect.center, px, theme.INK if self.enabled else theme.INK_SOFT, anchor="center")


class TextField(Widget):
    """A one-line text entry (player names); click or Tab into it and type."""

    def __init__(
        self,
        value: str,
        on_change: Callable[[str], Any],
        rect: pygame.Rect | None = None,
        *,
        max_len: int = 14,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect, tooltip)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len

    def handle(self, event: pygame.event.Event) -> bool:
        return self.track_pointer(event)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
        elif event.unicode and event.unicode.isprintable() and event.key not in (pygame.K_TAB, pygame.K_RETURN):
            if len(self.value) >= self.max_len:
                return True
            self.value += event.unicode
        else:
            return False
        self.on_change(self.value)
        return True

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        radius = max(4, int(6 * scale))
        pygame.draw.rect(surface, theme.WHITE, self.rect, border_radius=radius)
        pygame.draw.rect(surface, theme.INK_SOFT, self.rect, 1, border_radius=radius)
        if self.focused:
            focus_ring(surface, self.rect, scale)
        px = int(18 * scale)
        shown = self.value + ("|" if self.focused and pygame.time.get_ticks() // BLINK_MS % 2 == 0 else "")
        theme.text(surface, shown, (self.rect.x + int(8 * scale), self.rect.centery), px, theme.INK, anchor="midleft")


W = TypeVar("W", bound=Widget)


class WidgetGroup:
    """Routes events to widgets and keeps keyboard focus (Tab / Shift+Tab / Up / Down).

    A click moves the focus too (Tab goes on from the widget clicked), but the focus ring shows only once the
    keyboard is in use: a ring left on a button after a mouse click reads as a stuck key."""

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        # The order Tab visits the widgets in, when it is not the order they were added in (a table: the buttons
        # that play a move now first); sorted by this, stably.
        self.rank: Callable[[Widget], Any] | None = None
        self.focus: int | None = None
        self.by_keyboard = False  # was the focus last moved with the keyboard (rings show) or the mouse
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen, None once it left

    def add(self, widget: W) -> W:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = None

    def focusable(self) -> list[int]:
        """The widgets Tab can go to now, in the order it visits them."""
        order = [i for i, w in enumerate(self.widgets) if w.focusable and w.visible and w.enabled]
        rank = self.rank
        return order if rank is None else sorted(order, key=lambda i: rank(self.widgets[i]))

    def move_focus(self, delta: int) -> None:
        """Keyboard focus to the next (``delta`` 1) or previous focusable widget; the ring shows from now on."""
        order = self.focusable()
        if not order:
            return
        self.by_keyboard = True
        if self.focus not in order:
            self.focus = order[0] if delta > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + delta) % len(order)]
        self._sync()

    def keyboard_focus(self) -> Widget | None:
        """The widget the keyboard is on, its ring showing; None when the focus is nowhere or came from a click."""
        if self.focus is None or self.focus >= len(self.widgets) or not self.by_keyboard:
            return None
        widget = self.widgets[self.focus]
        return widget if widget.visible and widget.enabled else None

    def at_end(self, delta: int) -> bool:
        """Whether Tab (``delta`` 1) or Shift+Tab (-1) would now wrap round past the last (first) widget: a table
        sends the focus back to its cards there."""
        order = self.focusable()
        if not order or self.focus not in order:
            return True
        return order.index(self.focus) == (len(order) - 1 if delta > 0 else 0)

    def focus_on(self, widget: Widget) -> None:
        """Put the focus on ``widget`` where a screen opens with one (what Enter does there), its ring showing:
        a key pressed on that screen acts where the player can see."""
        self.focus = self.widgets.index(widget)
        self.by_keyboard = True
        self._sync()

    def blur(self) -> None:
        """No widget has the focus (the keyboard went back to the cards on a table)."""
        self.focus = None
        self._sync()

    def _sync(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.focus and (self.by_keyboard or isinstance(w, TextField))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if event.type in (pygame.MOUSEMOTION, pygame.WINDOWLEAVE):
            for widget in self.widgets:
                widget.follow(event)
        if event.type == pygame.KEYDOWN:
            focused = self.widgets[self.focus] if self.focus is not None and self.focus < len(self.widgets) else None
            if focused is not None and focused.key(event):
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP) and not isinstance(focused, TextField):
                self.move_focus(1 if event.key == pygame.K_DOWN else -1)
                return True
        for i, widget in enumerate(self.widgets):
            if widget.visible and widget.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and widget.focusable:
                    self.focus, self.by_keyboard = i, False
                    self._sync()
                return True
        return False

    def next_frame(self) -> float | None:
        """Seconds until a widget changes by itself: a focused text field's caret blinks every half second."""
        if any(isinstance(w, TextField) and w.focused for w in self.widgets):
            return (BLINK_MS - pygame.time.get_ticks() % BLINK_MS) / 1000
        return None

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, scale)

    def hovered_tooltip(self) -> tuple[str, pygame.Rect] | None:
        """The tooltip of the widget under the pointer, checked against where the widget is now (a resize or a
        new layout moves buttons out from under a pointer that has not moved)."""
        if self.pointer is None:
            return None
        for widget in self.widgets:
            if widget.visible and widget.hover and widget.tooltip and widget.rect.collidepoint(self.pointer):
                return shown(widget.tooltip), widget.rect
        return None


def draw_tooltip(
    surface: pygame.Surface, text: str, anchor: pygame.Rect, scale: float, avoid: Sequence[pygame.Rect] = ()
) -> pygame.Rect | None:
    """A small paper note next to ``anchor``, kept inside the window (the part of a magnified screen it shows, its
    clip): above it, else below, right or left, on the
    first side where it covers none of ``avoid`` (lit targets); with none such it is not drawn. Returns where it
    went."""
    px = int(16 * scale)
    width = int(320 * scale)
    img = theme.font(px).render(text, True, theme.INK, wraplength=width)
    pad = int(8 * scale)
    rect = tooltip_place(surface.get_clip(), img.get_rect().inflate(2 * pad, 2 * pad), anchor, int(6 * scale), avoid)
    if rect is not None:
        theme.rounded_panel(surface, rect, theme.lighten(theme.PAPER, 0.5), radius=int(6 * scale))
        surface.blit(img, (rect.x + pad, rect.y + pad))
    return rect


def tooltip_place(
    bounds: pygame.Rect, note: pygame.Rect, anchor: pygame.Rect, gap: int, avoid: Sequence[pygame.Rect]
) -> pygame.Rect | None:
    """Where a note of ``note``'s size goes beside ``anchor`` (see ``draw_tooltip``); where no side has room for
    it, over the anchor's edge, kept in ``bounds``, if that covers none of ``avoid``."""
    sides = {
        "midbottom": (anchor.centerx, anchor.top - gap),
        "midtop": (anchor.centerx, anchor.bottom + gap),
        "midleft": (anchor.right + gap, anchor.centery),
        "midright": (anchor.left - gap, anchor.centery),
    }
    for side, point in sides.items():
        rect = note.copy()
        setattr(rect, side, point)
        fits = {"midbottom": rect.top >= bounds.top, "midtop": rect.bottom <= bounds.bottom}.get(
            side, bounds.left <= rect.left and rect.right <= bounds.right
        )
        rect = rect.clamp(bounds)
        if fits and rect.collidelist(list(avoid)) < 0:
            return rect
    rect = note.copy()
    rect.midbottom = sides["midbottom"]
    rect = rect.clamp(bounds)
    return rect if rect.collidelist(list(avoid)) < 0 else None


def draw_notice(surface: pygame.Surface, text: str, centre: tuple[int, int], scale: float) -> None:
    """A short message (a refusal, a notice) on a dark plate of its own, so it never reads as part of what is
    under it."""
    px, width = int(22 * scale), min(int(700 * scale), surface.get_width() - int(60 * scale))
    plate = theme.rendered(text, px, tuple(pygame.Color(theme.GLOW)), True, width).get_rect(center=centre)
    theme.rounded_panel(surface, plate.inflate(int(32 * scale), int(20 * scale)), NOTICE_PLATE, radius=int(10 * scale))
    theme.text(surface, text, centre, px, theme.GLOW, bold=True, anchor="center", width=width)


class MoveLog:
    """The running log of what happened, with player names; newest at the bottom, scrollable."""

    def __init__(self, limit: int = 500) -> None:
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.limit = limit
        self.scroll = 0  # lines scrolled up from the newest
        self._last: tuple[str, tuple[int, int, int], int] | None = None  # the newest line as added, and how often
        self.version = 0  # counts every add (a folded line changes the text but not the number of lines)

    def add(self, line: str, colour: tuple[int, int, int] | None = None) -> None:
        """Add a line; the same line again straight after (three single draws) becomes one line with a count,
        so a turn of small repeated moves does not push the rest of the story out of sight."""
        colour = theme.INK if colour is None else colour
        if self._last is not None and self._last[:2] == (line, colour) and self.lines:
            count = self._last[2] + 1
            self._last = (line, colour, count)
            self.lines[-1] = (f"{line} (\u00d7{count})", colour)
        else:
            self._last = (line, colour, 1)
            self.lines.append((line, colour))
            del self.lines[: -self.limit]
        self.version += 1
        self.scroll = 0

    def clear(self) -> None:
        """Start again empty (a replay stepping back writes the story anew)."""
        self.lines.clear()
        self._last = None
        self.version += 1
        self.scroll = 0

    def handle(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        if event.type == pygame.MOUSEWHEEL and rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + event.y))
            return True
        return False

    def text_area(self, rect: pygame.Rect, scale: float) -> pygame.Rect:
        """Where the lines go inside the log's panel ``rect`` (under the title)."""
        pad = int(10 * scale)
        top = rect.y + pad + int(26 * scale)
        return pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - pad - top)

    def placed_lines(self, rect: pygame.Rect, scale: float) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The newest lines that fit whole in the text area, each with where it goes: a line that would stick
        out of the top is left out, never shown cut in half."""
        area = self.text_area(rect, scale)
        f = theme.font(max(10, int(15 * scale)))
        gap = max(2, f.get_linesize() // 5)
        y = area.bottom
        placed = []
        end = len(self.lines) - self.scroll
        for line, colour in reversed(self.lines[max(0, end - 60) : end]):
            img = f.render(line, True, colour, wraplength=area.w)
            y -= img.get_height()
            if y < area.top:
                break
            placed.append((img, (area.x, y)))
            y -= gap
        return placed

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, scale: float, title: str = N_("Log")) -> None:
        theme.rounded_panel(surface, rect, theme.PAPER, radius=int(10 * scale))
        pad = int(10 * scale)
        theme.text(surface, shown(title), (rect.x + pad, rect.y + pad), int(17 * scale), theme.INK_SOFT, bold=True)
        for img, pos in self.placed_lines(rect, scale):
            surface.blit(img, pos)
