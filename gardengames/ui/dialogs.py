"""Overlays that ask or tell: a yes/no confirmation and the pass-the-laptop cover screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from gardengames.ui import assets, theme
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup

if TYPE_CHECKING:
    from gardengames.app import App


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((20, 24, 18, alpha))
    surface.blit(veil, (0, 0))


class ConfirmDialog(Scene):
    """"Leave this game?" — Enter/Y says yes, Esc/N says no."""

    overlay = True

    def __init__(self, app: App, title: str, detail: str, on_yes: Callable[[], None],
                 yes: str = "Leave", no: str = "Stay") -> None:
        super().__init__(app)
        self.title, self.detail, self.on_yes = title, detail, on_yes
        self.widgets = WidgetGroup()
        self.yes = self.widgets.add(Button(yes, self._yes, hotkey=pygame.K_y))
        self.no = self.widgets.add(Button(no, self.app.stack.pop, primary=True, hotkey=pygame.K_n))
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def layout(self, size: tuple[int, int]) -> None:
        s = self.scale = theme.scale_for(size)
        self.rect = pygame.Rect(0, 0, int(460 * s), int(220 * s))
        self.rect.center = (size[0] // 2, size[1] // 2)
        bw, bh = int(150 * s), int(48 * s)
        self.yes.rect = pygame.Rect(self.rect.centerx - bw - int(12 * s), self.rect.bottom - bh - int(22 * s), bw, bh)
        self.no.rect = pygame.Rect(self.rect.centerx + int(12 * s), self.yes.rect.y, bw, bh)
        self.widgets.focus = 1
        self.widgets._sync()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.widgets.handle(event)

    def back(self) -> None:
        self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(16 * s))
        theme.text(surface, self.title, (self.rect.centerx, self.rect.y + int(28 * s)), int(28 * s), bold=True,
                   anchor="midtop")
        theme.text(surface, self.detail, (self.rect.centerx, self.rect.y + int(80 * s)), int(18 * s),
                   theme.INK_SOFT, anchor="midtop", width=self.rect.w - int(40 * s))
        self.widgets.draw(surface, s)


class CoverScreen(Scene):
    """Pass-the-laptop screen: hides every hand until the named player says they are ready.

    ``summary`` is the public account of what just happened, so the next player knows the table
    without seeing anyone's cards.
    """

    def __init__(self, app: App, name: str, colour: tuple[int, int, int], summary: list[str],
                 on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name, self.colour, self.summary, self.on_ready = name, colour, summary, on_ready
        self.widgets = WidgetGroup()
        self.ready = self.widgets.add(Button(f"I am {name} - show my cards", self._ready, primary=True))
        self.scale = 1.0
        self.size = (0, 0)

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

    def back(self) -> None:
        # Esc on the cover asks whether to leave the whole game, like Esc on the table.
        from gardengames.ui.dialogs import ConfirmDialog

        def leave() -> None:
            self.app.stack.pop()
            self.app.stack.pop()

        self.app.stack.push(ConfirmDialog(self.app, "Leave this game?", "The game in progress will end.", leave))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surface.blit(assets.tiled("common/table.svg", self.size), (0, 0))
        dim(surface, 205)  # the table, but no card on it can be made out
        logo = int(56 * s)
        surface.blit(assets.svg("common/logo.svg", (logo, logo)), (int(20 * s), int(18 * s)))
        pygame.draw.circle(surface, self.colour, (w // 2, int(h * 0.26)), int(46 * s))
        pygame.draw.circle(surface, theme.PAPER, (w // 2, int(h * 0.26)), int(46 * s), max(2, int(4 * s)))
        theme.text(surface, self.name[:1].upper(), (w // 2, int(h * 0.26)), int(44 * s), theme.WHITE, bold=True,
                   anchor="center")
        theme.text(surface, f"Pass the laptop to {self.name}", (w // 2, int(h * 0.36)), int(36 * s), theme.PAPER,
                   bold=True, anchor="midtop")
        y = int(h * 0.46)
        for line in self.summary[-4:]:
            r = theme.text(surface, line, (w // 2, y), int(18 * s), theme.PAPER_DARK, anchor="midtop",
                           width=int(700 * s))
            y = r.bottom + int(4 * s)
        self.widgets.draw(surface, s)
