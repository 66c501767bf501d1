"""The recent-games list on screen: the last finished games, newest first, to choose one to watch again (reached
from the statistics screen; the viewer itself is ``ui.replay``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames import recent
from gardengames.i18n import N_, _
from gardengames.ui import theme
from gardengames.ui.dialogs import dim
from gardengames.ui.replay import ReplayScene
from gardengames.ui.rowlist import LIST_KEYS, RowList
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, Widget, WidgetGroup, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App


class RecentGamesScene(Scene):
    """The recent games, newest first: choose one to watch it again (from the statistics screen)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = list(reversed(recent.load_recent(app.notices)))
        self.rows = RowList(len(self.games), row_px=44, top_px=64, below_px=76)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.size = (1280, 720)
        self.widgets = WidgetGroup()
        self.watch_button = self.widgets.add(
            Button(N_("Watch"), self.watch, primary=True, tooltip=N_("Replay it (Enter)"))
        )
        self.close_button = self.widgets.add(Button(N_("Back"), self.back, tooltip=N_("Back (Esc)")))
        self.watch_button.enabled = bool(self.games)

    overlay = True  # over the statistics screen, dimmed
    room = (700, 400)  # a few rows and the buttons (the rest scroll): up to 180 % at 16:9, past it the panel scrolls
    magnifies = True

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = self.rows.scale = theme.scale_for(size, self.room)
        self.rect = pygame.Rect(0, 0, min(int(820 * s), size[0] - int(40 * s)), size[1] - int(60 * s))
        self.rect.center = (size[0] // 2, size[1] // 2)
        self.rows.rect = self.rect
        bw, bh = button_width((self.watch_button.label, self.close_button.label), s, int(150 * s)), int(44 * s)
        y = self.rect.bottom - bh - int(14 * s)
        self.watch_button.rect = pygame.Rect(self.rect.centerx - bw - int(8 * s), y, bw, bh)
        self.close_button.rect = pygame.Rect(self.rect.centerx + int(8 * s), y, bw, bh)
        if not self.games:
            self.widgets.focus_on(self.close_button)  # no list to be on: Enter goes back

    def back(self) -> None:
        self.app.stack.pop()

    @property
    def index(self) -> int:
        """The chosen game (0 is the newest)."""
        return self.rows.index

    def watch(self) -> None:
        if not self.games:
            return
        game = self.games[self.index]
        replay = recent.open_record(game, self.app.notices)
        if replay is None:  # named in a notice; the list on disk no longer holds it
            self.games.remove(game)
            self.rows.count = len(self.games)
            self.rows.index = max(0, min(self.index, len(self.games) - 1))
            self.watch_button.enabled = bool(self.games)
            if not self.games:
                self.widgets.focus_on(self.close_button)  # the list is gone: the ring goes to Back
            return
        self.app.stack.push(ReplayScene(self.app, replay))

    def row_rect(self, i: int) -> pygame.Rect | None:
        """Where game ``i`` is listed now (None when it is scrolled out of sight)."""
        return self.rows.row_rect(i)

    def wheel_at(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos)  # the wheel over the panel chooses a game, as at any scale

    def focus_rect(self) -> pygame.Rect | None:
        return self.row_rect(self.index) if self.on_list else super().focus_rect()

    @property
    def on_list(self) -> bool:
        """Whether the keys are on the list (its chosen row ringed), not on a button."""
        return bool(self.games) and self.widgets.keyboard_focus() is None

    def tab(self, step: int) -> None:
        """Tab (``step`` 1) or Shift+Tab (-1): from the list to Watch, Back, and round to the list again."""
        stops: list[Widget | None] = [None, *(self.widgets.widgets[i] for i in self.widgets.focusable())]
        if not self.games:
            stops.remove(None)
        here = self.widgets.keyboard_focus()
        after = stops[(stops.index(here) + step) % len(stops)] if here in stops else stops[0]
        if after is None:
            self.widgets.blur()
        else:
            self.widgets.focus_on(after)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.on_list:
                self.watch()
                return
            if event.key in LIST_KEYS and self.games:  # the arrows choose a game, from a button too
                self.widgets.blur()
        if self.rows.move(event, wrap=True) or self.widgets.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.rows.row_at(event.pos)
            if i is not None:
                self.widgets.blur()  # the list is where the choice is now
                if i == self.index:
                    self.watch()
                self.rows.index = i

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        s = self.scale
        theme.rounded_panel(surface, self.rect, theme.PAPER, radius=int(14 * s))
        theme.text(
            surface, _("Recent games"), (self.rect.x + int(20 * s), self.rect.y + int(16 * s)), int(24 * s), bold=True
        )
        if not self.games:
            theme.text(
                surface,
                _("No finished games yet: a game you finish is kept here to watch again."),
                self.rect.center,
                int(18 * s),
                theme.INK_SOFT,
                anchor="center",
                width=self.rect.w - int(60 * s),
            )
        heads = [" \u2013 ".join(filter(None, (game.title, game.outcome(), game.when()))) for game in self.games]
        lines = [f"{head}\n{game.details()}" for head, game in zip(heads, self.games, strict=True)]
        self.rows.draw(surface, lines, ring=self.on_list)
        self.widgets.draw(surface, s)


# ---- Show me how (Unsurmountable) -------------------------------------------------------------------------------
