"""The first screen: four game tiles with art and a one-line description, settings and quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames import __version__, games, store
from gardengames.games import GameInfo
from gardengames.ui import assets, theme
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, Clickable, WidgetGroup, draw_tooltip

if TYPE_CHECKING:
    from gardengames.app import App


class GameTile(Clickable):
    """One game's tile: illustration, title band and tagline; a ribbon when it is not built yet."""

    def __init__(self, info: GameInfo, on_open) -> None:
        super().__init__(lambda: on_open(info), tooltip="" if info.built else f"{info.title} is coming soon.")
        self.info = info

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        rect = self.rect.move(0, -int(6 * scale)) if (self.hover or self.focused) and self.info.built else self.rect
        radius = int(14 * scale)
        theme.rounded_panel(surface, rect, theme.PAPER, radius=radius, border=None)
        pad = int(10 * scale)
        art_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, int((rect.w - 2 * pad) * 0.75))
        img = assets.svg(f"menu/{self.info.id}.svg", art_rect.size)
        if not self.info.built:
            img = img.copy()
            grey = pygame.Surface(img.get_size(), pygame.SRCALPHA)
            grey.fill((246, 238, 220, 120))
            img.blit(grey, (0, 0))
        surface.blit(img, art_rect)
        pygame.draw.rect(surface, theme.darken(self.info.colour, 0.1), art_rect, max(1, int(2 * scale)),
                         border_radius=int(6 * scale))
        band = pygame.Rect(rect.x, art_rect.bottom + int(6 * scale), rect.w, rect.bottom - art_rect.bottom - pad)
        px = theme.fit_text(self.info.title, int(26 * scale), rect.w - 2 * pad, bold=True)
        title = theme.text(surface, self.info.title, (band.centerx, band.y + int(4 * scale)), px,
                           theme.darken(self.info.colour, 0.25), bold=True, anchor="midtop")
        players = ("1 player" if self.info.max_players == 1
                   else f"{self.info.min_players}-{self.info.max_players} players")
        theme.text(surface, self.info.tagline, (band.centerx, title.bottom + int(6 * scale)), int(15 * scale),
                   theme.INK, anchor="midtop", width=rect.w - 2 * pad)
        theme.text(surface, players, (band.centerx, rect.bottom - pad), int(14 * scale), theme.INK_SOFT,
                   anchor="midbottom")
        if not self.info.built:
            ribbon = pygame.Rect(0, 0, int(150 * scale), int(30 * scale))
            ribbon.center = art_rect.center
            pygame.draw.rect(surface, theme.ACCENT, ribbon, border_radius=int(6 * scale))
            theme.text(surface, "Coming soon", ribbon.center, int(16 * scale), theme.WHITE, bold=True,
                       anchor="center")
        frame = theme.GLOW if self.focused else (theme.GOLD if self.hover else None)
        if frame:
            pygame.draw.rect(surface, frame, rect.inflate(6, 6), max(2, int(4 * scale)), border_radius=radius + 3)


class MenuScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.tiles = [self.widgets.add(GameTile(info, self.open_game)) for info in games.GAMES.values()]
        self.continues: dict[str, Button] = {}
        self.settings_button = self.widgets.add(Button("Settings", self.open_settings, hotkey=pygame.K_s,
                                                       tooltip="Volume, animation speed, window (S)"))
        self.quit_button = self.widgets.add(Button("Quit", app.request_quit, hotkey=pygame.K_q))
        self.size = (1280, 720)
        self.scale = 1.0
        self.message = ""

    def open_game(self, info: GameInfo) -> None:
        if not info.built:
            self.message = f"{info.title} is coming soon."
            self.app.audio.play("error")
            return
        self.app.audio.play("click")
        from gardengames.ui.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, info))

    def enter(self) -> None:
        """Offer Continue for every game with a save (checked again whenever the menu comes back)."""
        for button in self.continues.values():
            self.widgets.widgets.remove(button)
        self.continues = {
            info.id: Button("Continue", lambda info=info: self.continue_game(info), primary=True,
                            tooltip=f"Resume your {info.title} game where it stopped")
            for info in games.GAMES.values() if info.built and store.has_save(info.id)
        }
        for button in self.continues.values():
            self.widgets.widgets.insert(len(self.tiles), button)
        self.widgets.focus = None
        self.layout(self.size)

    def continue_game(self, info: GameInfo) -> None:
        """Resume a saved game: the moves are replayed and checked; a bad save falls back to its backup."""
        session = store.load_save(info.id, self.app.notices)
        if session is None:
            self.app.notices.append(f"There is no usable saved game of {info.title}; start a new one.")
            button = self.continues.pop(info.id)
            button.visible = False
            return
        self.app.audio.play("shuffle")
        self.app.stack.push(info.table_scene()(self.app, session))

    def open_settings(self) -> None:
        from gardengames.ui.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.request_quit()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size)
        n = len(self.tiles)
        gap = int(24 * s)
        tile_w = min(int(280 * s), (size[0] - gap * (n + 1)) // n)
        tile_h = int(tile_w * 1.22)
        total = n * tile_w + (n - 1) * gap
        x0 = (size[0] - total) // 2
        y0 = max(int(170 * s), (size[1] - tile_h) // 2 - int(10 * s))
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0 + i * (tile_w + gap), y0, tile_w, tile_h)
            button = self.continues.get(tile.info.id)
            if button is not None:
                button.rect = pygame.Rect(0, 0, int(tile_w * 0.6), int(36 * s))
                button.rect.center = (tile.rect.centerx, tile.rect.bottom)
        bw, bh = int(170 * s), int(48 * s)
        by = min(size[1] - bh - int(24 * s), y0 + tile_h + int(36 * s))
        self.settings_button.rect = pygame.Rect(size[0] // 2 - bw - int(10 * s), by, bw, bh)
        self.quit_button.rect = pygame.Rect(size[0] // 2 + int(10 * s), by, bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_4:
            self.open_game(self.tiles[event.key - pygame.K_1].info)
            return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        surface.blit(assets.tiled("common/table.svg", (w, h)), (0, 0))
        logo = int(64 * s)
        title_px = int(56 * s)
        title_w = theme.font(title_px, "title").size("Garden Games")[0]
        x = (w - title_w - logo - int(16 * s)) // 2
        surface.blit(assets.svg("common/logo.svg", (logo, logo)), (x, int(36 * s)))
        shadow_pos = (x + logo + int(18 * s), int(44 * s) + 3)
        theme.text(surface, "Garden Games", shadow_pos, title_px, theme.TABLE_DARK, bold="title")
        theme.text(surface, "Garden Games", (x + logo + int(16 * s), int(42 * s)), title_px, theme.PAPER, bold="title")
        theme.text(surface, "Pick a game for the table", (w // 2, int(116 * s)), int(20 * s), theme.PAPER_DARK,
                   anchor="midtop")
        self.widgets.draw(surface, s)
        if self.message:
            theme.text(surface, self.message, (w // 2, self.settings_button.rect.y - int(10 * s)), int(18 * s),
                       theme.GLOW, anchor="midbottom")
        theme.text(surface, f"v{__version__}", (w - int(12 * s), h - int(10 * s)), int(14 * s), theme.PAPER_DARK,
                   anchor="bottomright")
        tip = self.widgets.hovered_tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], s)
