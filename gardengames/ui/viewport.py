"""A screen larger than its window (issue 34): the part of a magnified screen the window shows, and how a player
moves it, shared by the tables (``ui/tableview.py``) and every other full screen (``SceneView``).

Where the player's UI scale asks for more than a screen's ``room`` fits in the window, the screen is laid out at
the asked scale on a surface larger than the window and the window shows part of it, so text, cards and buttons
grow together. The screen keeps working in its own coordinates; this owns the one offset between the two: mouse
events are moved into the screen as they arrive, and the part shown is put on the window with slim bars that say
there is more. Where the screen fits (always at 100 %) the view is the whole screen and nothing moves.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from gardengames.ui import theme

if TYPE_CHECKING:
    from gardengames.ui.scenes import Scene

WHEEL_STEP = 70  # design pixels one notch of the wheel scrolls
BAR = 6  # the scroll bars' thickness in design pixels
SHOW_MARGIN = 16  # design pixels kept round what is brought into view
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class Viewport:
    """The offset of the window's view into a larger screen, the frame that screen is drawn on, the wheel and the
    bars. ``unit`` is the screen's scale (design pixels to its pixels), for margins and scroll steps."""

    def __init__(self) -> None:
        self.window = (1280, 720)  # the screen's share of the window, on screen from its top left corner
        self.size = (1280, 720)  # the whole screen as laid out
        self.offset = (0.0, 0.0)  # where the view's top left corner is on the screen (fractional for smooth scroll)
        self.pointer: tuple[int, int] | None = None  # the pointer in the window, as last seen
        self.frame: pygame.Surface | None = None  # the magnified screen is drawn here, the view's part at least

    def unit(self) -> float:
        return 1.0

    # ---- geometry ---------------------------------------------------------------------------------------------
    @property
    def magnified(self) -> bool:
        return self.size != self.window

    @property
    def rect(self) -> pygame.Rect:
        """The part of the screen the window shows, in the screen's coordinates."""
        return pygame.Rect(round(self.offset[0]), round(self.offset[1]), *self.window)

    def resize(self, window: tuple[int, int], size: tuple[int, int]) -> None:
        """The window is now ``window`` and the screen ``size``: the view keeps its middle where it was on the
        screen; a screen that fits gives the memory of its frame back."""
        middle = [(self.offset[i] + self.window[i] / 2) / self.size[i] for i in (0, 1)]
        self.window, self.size = window, size
        if not self.magnified:
            self.frame = None
        self.offset = self._kept(middle[0] * size[0] - window[0] / 2, middle[1] * size[1] - window[1] / 2)

    def to_content(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Where the window's ``pos`` is on the screen."""
        x, y = self.rect.topleft
        return pos[0] + x, pos[1] + y

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        """Where ``rect`` of the screen is in the window."""
        x, y = self.rect.topleft
        return pygame.Rect(rect).move(-x, -y)

    def _kept(self, x: float, y: float) -> tuple[float, float]:
        """``x, y`` as a view offset that keeps the view on the screen."""
        return max(0.0, min(self.size[0] - self.window[0], x)), max(0.0, min(self.size[1] - self.window[1], y))

    def scroll_by(self, dx: float, dy: float) -> bool:
        """Move the view by ``dx, dy`` of the screen's pixels, kept on it; True when it moved (then ``moved``)."""
        before = self.rect.topleft
        self.offset = self._kept(self.offset[0] + dx, self.offset[1] + dy)
        if self.rect.topleft == before:
            return False
        self.moved()
        return True

    def moved(self) -> None:
        """The view moved under a pointer that stayed where it is in the window: it is over another part now."""

    def show(self, rects: Sequence[pygame.Rect]) -> bool:
        """Scroll as little as will bring ``rects`` into view, the first ones first: as many of them, in order,
        as fit the window together (at least the start of the first). True when the view moved."""
        rects = [pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0]
        if not self.magnified or not rects:
            return False
        margin = int(SHOW_MARGIN * self.unit())
        room = pygame.Rect((0, 0), self.window).inflate(-2 * margin, -2 * margin)
        count = len(rects)
        while count > 1 and not _fits(rects[0].unionall(rects[1:count]), room):
            count -= 1
        wanted = rects[0].unionall(rects[1:count])
        # A margin around it where there is room for one: a thing nearly as wide as the window is still shown whole.
        mx, my = (max(0, min(margin, (self.window[i] - wanted.size[i]) // 2)) for i in (0, 1))
        want = wanted.inflate(2 * mx, 2 * my)
        view = self.rect
        dx = _axis(want.left, want.right, view.left, view.w)
        dy = _axis(want.top, want.bottom, view.top, view.h)
        return self.scroll_by(dx - view.left, dy - view.top)

    def scroll_wheel(self, event: pygame.event.Event) -> None:
        """One turn of the wheel scrolls the view (sideways with Shift, or a touchpad's sideways swipe)."""
        flip = -1 if getattr(event, "flipped", False) else 1
        dx, dy = getattr(event, "precise_x", event.x) * flip, getattr(event, "precise_y", event.y) * flip
        if pygame.key.get_mods() & pygame.KMOD_SHIFT:  # the wheel turned down with Shift goes right
            dx, dy = dx - dy, 0.0
        step = WHEEL_STEP * self.unit()
        self.scroll_by(dx * step, -dy * step)

    # ---- drawing ----------------------------------------------------------------------------------------------
    def frame_for(self, surface: pygame.Surface) -> pygame.Surface:
        """The surface the whole magnified screen is drawn on (made once per size)."""
        if self.frame is None or self.frame.get_size() != self.size:
            self.frame = pygame.Surface(self.size, 0, surface)
        return self.frame

    def bars(self) -> list[pygame.Rect]:
        """Where the scroll bars are in the window (none where the screen fits that way)."""
        w, h = self.window
        thick = max(4, int(BAR * theme.window_scale(self.window)))
        out = []
        if self.size[0] > w:
            out.append(pygame.Rect(0, h - thick, w - thick, thick))
        if self.size[1] > h:
            out.append(pygame.Rect(w - thick, 0, thick, h - thick))
        return out

    def draw_bars(self, surface: pygame.Surface) -> None:
        """Slim bars along the bottom and the right edge: how much more screen there is, and where the view is."""
        view = self.rect
        for track in self.bars():
            across = track.w > track.h
            i = 0 if across else 1
            length = track.size[i] * self.window[i] // self.size[i]
            start = view.topleft[i] * track.size[i] // self.size[i]
            thumb = pygame.Rect(start, 0, length, track.h) if across else pygame.Rect(0, start, track.w, length)
            layer = pygame.Surface(track.size, pygame.SRCALPHA)  # only as large as the bar: drawn every frame
            radius = min(track.size) // 2
            pygame.draw.rect(layer, (*theme.TABLE_DARK, 150), layer.get_rect(), border_radius=radius)
            pygame.draw.rect(layer, (*theme.PAPER, 220), thumb, border_radius=radius)
            surface.blit(layer, track)


def grown_size(window: tuple[int, int], room: tuple[int, int], asked: float) -> tuple[int, int]:
    """The smallest screen, never smaller than the window, whose ``room`` (in design pixels) holds the ``asked``
    scale: laid out there, ``theme.scale_for`` gives that scale (the room then fills it along one axis at least)."""
    return max(window[0], math.ceil(room[0] * asked)), max(window[1], math.ceil(room[1] * asked))


class SceneView(Viewport):
    """The view of a full screen (the menu, setup, settings...) that the UI scale grows past its window: laid out
    at the asked scale on a larger surface, scrolled by the wheel and the keys' focus. Its ``scene`` never knows:
    the scene stack lays it out, moves its mouse events and draws it through this."""

    def __init__(self, scene: Scene) -> None:
        super().__init__()
        self.scene = scene
        self._focus: Hashable = None  # the keys' focus last brought into view

    def unit(self) -> float:
        return self.scene.scale

    def lay_out(self, window: tuple[int, int]) -> None:
        """Lay the scene out for ``window``: as it always was where that reaches the asked scale, else at the asked
        scale on the screen it needs (``grown_size`` of its ``room``, which a layout may measure anew)."""
        scene = self.scene
        scene.layout(window)
        size = window
        asked = theme.window_scale(window) * theme.ui_scale()
        for _ in range(3):  # a room measured by the layout (a panel's rows, the statistics) may grow with it
            if scene.scale >= asked * 0.999:
                break
            grown = grown_size(window, scene.room, asked)
            size = max(size[0], grown[0]), max(size[1], grown[1])
            scene.layout(size)
        fresh = not self.magnified
        self.resize(window, size)
        if fresh:  # a screen newly larger than its window opens at its top, across its middle: every full screen
            # is laid out about the window's middle (the title, a form's sheet, the score table), so its left edge
            # is bare cloth and the middle is what it says
            self.offset = self._kept((size[0] - window[0]) / 2, 0.0)
        rect = scene.focus_rect()  # where a screen opens with the focus (Enter's button), it is not scrolled to
        self._focus = None if rect is None else tuple(rect)

    def moved(self) -> None:
        """What the pointer hovers is found again, as if it moved there."""
        if self.pointer is not None:
            pos = self.to_content(self.pointer)
            self.scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def handle(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """An event as the scene should see it: a mouse event moved into the screen, or None when the view used
        it (the wheel, except over a part of the scene that scrolls its own lines)."""
        if event.type in MOUSE_EVENTS:
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        if not self.magnified:
            return event
        if event.type == pygame.MOUSEWHEEL:
            if self.pointer is not None and self.scene.wheel_at(self.to_content(self.pointer)):
                return event
            self.scroll_wheel(event)
            return None
        if event.type not in MOUSE_EVENTS:
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": self.to_content(event.pos)})

    def follow_focus(self) -> None:
        """The widget the keys moved to is brought into view (once: the wheel may take the view away again)."""
        if not self.magnified:
            return
        rect = self.scene.focus_rect()
        key = None if rect is None else tuple(rect)
        if key != self._focus:
            self._focus = key
            if rect is not None:
                self.show([rect])

    def draw(self, surface: pygame.Surface, draw: Callable[[pygame.Surface], None]) -> None:
        """``draw`` the scene on its frame, over what the window shows below it (an overlay's veil dims that), and
        put the view's part on the window with the bars."""
        if not self.magnified:
            draw(surface)
            return
        frame = self.frame_for(surface)
        view = self.rect
        if self.scene.overlay:  # what the window shows below, for the overlay's veil to dim
            frame.blit(surface, view.topleft, pygame.Rect((0, 0), self.window))
        frame.set_clip(view)
        try:
            draw(frame)
        finally:
            frame.set_clip(None)
        surface.blit(frame, (0, 0), view)
        self.draw_bars(surface)


def _fits(rect: pygame.Rect, room: pygame.Rect) -> bool:
    return rect.w <= room.w and rect.h <= room.h


def _axis(lo: int, hi: int, pos: int, span: int) -> int:
    """Where a view of ``span`` at ``pos`` goes along one axis to show ``lo..hi``: not at all if it shows it, else
    just far enough, the start of it when it is longer than the view."""
    if hi - lo > span or lo < pos:
        return lo
    if hi > pos + span:
        return hi - span
    return pos
