"""Overlays that ask or tell: a yes/no confirmation and the pass-the-laptop cover screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import N_, _
from gardengames.ui import assets, theme
from gardengames.ui.scenes import LEAVE_ENDS, LEAVE_TITLE, Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width, shown

if TYPE_CHECKING:
    from gardengames.ui.shell import App


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((20, 24, 18, alpha))
    surface.blit(veil, (0, 0))


def centred_lines(text: str, px: int, colour: tuple[int, int, int], width: int, bold: bool = False) -> pygame.Surface:
    """``text`` wrapped at ``width``, every line centred (the font's alignment is put back afterwards)."""
    font = theme.font(px, bold)
    align = font.align
    font.align = pygame.FONT_CENTER
    try:
        return font.render(text, True, colour, wraplength=width)
    finally:
        font.align = align


class PanelScene(Scene):
    """A paper panel over the dimmed scene below, holding widgets; Esc (or Done) closes it."""

    overlay = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.widgets.handle(event)

    def back(self) -> None:
        self.app.stack.pop()

    def draw_panel(self, surface: pygame.Surface) -> None:
        dim(surface)
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(16 * self.scale))


class ConfirmDialog(PanelScene):
    """ "Leave this game?" — Enter/Y says yes, Esc/N says no. A long title wraps; the panel fits its text.

    ``title``, ``detail`` and the button words are English texts marked with ``N_`` (translated when shown),
    or texts already translated because they hold a name."""

    def __init__(
        self,
        app: App,
        title: str,
        detail: str,
        on_yes: Callable[[], object],
        yes: str = N_("Leave"),
        no: str = N_("Stay"),
    ) -> None:
        super().__init__(app)
        self.title, self.detail, self.on_yes = title, detail, on_yes
        self.yes = self.widgets.add(Button(yes, self._yes, hotkey=pygame.K_y))
        self.no = self.widgets.add(Button(no, self.app.stack.pop, primary=True, hotkey=pygame.K_n))
        self.title_px = 28
        self.detail_y = 80

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = theme.scale_for(size)
        width = int(460 * s)
        room = width - int(40 * s)
        # A long title ("Replace your saved game of Garden Sabotage!?") shrinks a little, then wraps; the panel
        # grows to hold it and the detail, so no line ever runs out of it.
        title, detail = shown(self.title), shown(self.detail)
        self.title_px = max(theme.fit_text(title, int(28 * s), room, bold=True), int(22 * s))
        title_h = centred_lines(title, self.title_px, theme.INK, room, bold=True).get_height()
        detail_h = centred_lines(detail, int(18 * s), theme.INK_SOFT, room).get_height()
        bw, bh = (
            min(button_width((self.yes.label, self.no.label), s, int(150 * s)), width // 2 - int(24 * s)),
            int(48 * s),
        )
        self.detail_y = int(28 * s) + max(title_h + int(14 * s), int(52 * s))
        height = max(int(220 * s), self.detail_y + detail_h + int(24 * s) + bh + int(22 * s))
        self.rect = pygame.Rect(0, 0, width, min(height, size[1]))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.yes.rect = pygame.Rect(self.rect.centerx - bw - int(12 * s), self.rect.bottom - bh - int(22 * s), bw, bh)
        self.no.rect = pygame.Rect(self.rect.centerx + int(12 * s), self.yes.rect.y, bw, bh)
        self.widgets.focus = 1
        self.widgets._sync()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        s = self.scale
        room = self.rect.w - int(40 * s)
        title = centred_lines(shown(self.title), self.title_px, theme.INK, room, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + int(28 * s))))
        detail = centred_lines(shown(self.detail), int(18 * s), theme.INK_SOFT, room)
        surface.blit(detail, detail.get_rect(midtop=(self.rect.centerx, self.rect.y + self.detail_y)))
        self.widgets.draw(surface, s)


class CoverScreen(Scene):
    """Pass-the-laptop screen: hides every hand until the named player says they are ready.

    ``summary`` is the public account of what just happened, so the next player knows the table
    without seeing anyone's cards.
    """

    def __init__(
        self, app: App, name: str, colour: tuple[int, int, int], summary: list[str], on_ready: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.name, self.colour, self.summary, self.on_ready = name, colour, summary, on_ready
        self.widgets = WidgetGroup()
        self.ready = self.widgets.add(Button(self._ready_label(), self._ready, primary=True))
        self.scale = 1.0
        self.size = (0, 0)

    def _ready_label(self) -> str:
        return _("I am {name} - show my cards").format(name=self.name)

    def relabel(self) -> None:
        self.ready.label = self._ready_label()

    @property
    def in_progress(self) -> bool:
        return True

    def _ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size)
        self.ready.rect = pygame.Rect(0, 0, int(380 * s), int(60 * s))
        self.ready.rect.center = (size[0] // 2, int(size[1] * 0.72))
        self.widgets.focus = 0
        self.widgets._sync()

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def leave_detail(self) -> str:
        """The cover hides a table: leaving it does what leaving that table does."""
        scenes = self.app.stack.scenes
        below = scenes[: scenes.index(self)] if self in scenes else scenes
        return below[-1].leave_detail() if below else LEAVE_ENDS

    def back(self) -> None:
        # Esc on the cover asks whether to leave the whole game, like Esc on the table.
        def leave() -> None:
            self.app.stack.pop()
            self.app.stack.pop()

        self.app.stack.push(ConfirmDialog(self.app, LEAVE_TITLE, self.leave_detail(), leave))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surface.blit(assets.tiled("common/table.svg", self.size), (0, 0))
        dim(surface, 205)  # the table, but no card on it can be made out
        logo = int(56 * s)
        surface.blit(assets.svg("common/logo.svg", (logo, logo)), (int(20 * s), int(18 * s)))
        pygame.draw.circle(surface, self.colour, (w // 2, int(h * 0.26)), int(46 * s))
        pygame.draw.circle(surface, theme.PAPER, (w // 2, int(h * 0.26)), int(46 * s), max(2, int(4 * s)))
        theme.text(
            surface,
            self.name[:1].upper(),
            (w // 2, int(h * 0.26)),
            int(44 * s),
            theme.WHITE,
            bold=True,
            anchor="center",
        )
        theme.text(
            surface,
            _("Pass the laptop to {name}").format(name=self.name),
            (w // 2, int(h * 0.36)),
            int(36 * s),
            theme.PAPER,
            bold=True,
            anchor="midtop",
        )
        y = int(h * 0.46)
        for line in self.summary[-4:]:
            r = theme.text(
                surface, line, (w // 2, y), int(18 * s), theme.PAPER_DARK, anchor="midtop", width=int(700 * s)
            )
            y = r.bottom + int(4 * s)
        self.widgets.draw(surface, s)
