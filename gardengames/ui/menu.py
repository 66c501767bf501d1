"""The first screen: four game tiles with art and a one-line description, settings, statistics and quit."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from gardengames import __version__, games, store
from gardengames.games import GameInfo
from gardengames.i18n import N_, _, n_
from gardengames.ui import assets, theme
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, Clickable, WidgetGroup, button_width, draw_tooltip, focus_ring, lay_out_row

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable

MAX_CONTINUE_ATTEMPTS = 4  # the save, its backup, and a spare: every failed try sets one file aside
# A computer seat's label ends "(computer, hard)" (in the player's language): the level goes first when short of room.
COMPUTER_LEVEL = r" \(([^(),]+), [^()]*\)$"


class GameTile(Clickable):
    """One game's tile: illustration, title band and tagline."""

    def __init__(self, info: GameInfo, on_open: Callable[[GameInfo], object]) -> None:
        super().__init__(lambda: on_open(info))
        self.info = info

    def height_for(self, width: int, scale: float) -> int:
        """The tile's height at ``width``: the design's proportion, or taller where its words need it (a narrow
        tile at a large UI scale wraps the tagline onto more lines)."""
        pad = int(10 * scale)
        art_h = int((width - 2 * pad) * 0.75)
        title_px = theme.fit_text(_(self.info.title), int(26 * scale), width - 2 * pad, bold=True)
        tagline = theme.rendered(_(self.info.tagline), int(15 * scale), theme.INK, False, width - 2 * pad)
        players = theme.font(int(14 * scale)).get_height()
        words = theme.font(title_px, True).get_height() + tagline.get_height() + players
        return max(int(width * 1.22), pad + art_h + int(16 * scale) + words + int(8 * scale) + pad)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        rect = self.rect.move(0, -int(6 * scale)) if self.hover or self.focused else self.rect
        radius = int(14 * scale)
        theme.rounded_panel(surface, rect, theme.PAPER, radius=radius, border=None)
        pad = int(10 * scale)
        art_rect = pygame.Rect(rect.x + pad, rect.y + pad, rect.w - 2 * pad, int((rect.w - 2 * pad) * 0.75))
        img = assets.svg(f"menu/{self.info.id}.svg", art_rect.size)
        surface.blit(img, art_rect)
        pygame.draw.rect(
            surface, theme.darken(self.info.colour, 0.1), art_rect, max(1, int(2 * scale)), border_radius=int(6 * scale)
        )
        band = pygame.Rect(rect.x, art_rect.bottom + int(6 * scale), rect.w, rect.bottom - art_rect.bottom - pad)
        name = _(self.info.title)
        px = theme.fit_text(name, int(26 * scale), rect.w - 2 * pad, bold=True)
        title = theme.text(
            surface,
            name,
            (band.centerx, band.y + int(4 * scale)),
            px,
            theme.darken(self.info.colour, 0.25),
            bold=True,
            anchor="midtop",
        )
        if self.info.min_players == self.info.max_players:
            players = n_("{n} player", "{n} players", self.info.max_players).format(n=self.info.max_players)
        else:
            players = _("{low}-{high} players").format(low=self.info.min_players, high=self.info.max_players)
        theme.text(
            surface,
            _(self.info.tagline),
            (band.centerx, title.bottom + int(6 * scale)),
            int(15 * scale),
            theme.INK,
            anchor="midtop",
            width=rect.w - 2 * pad,
        )
        theme.text(
            surface, players, (band.centerx, rect.bottom - pad), int(14 * scale), theme.INK_SOFT, anchor="midbottom"
        )
        if self.focused:
            focus_ring(surface, rect, scale)
        elif self.hover:
            pygame.draw.rect(
                surface, theme.GOLD, rect.inflate(6, 6), theme.stroke(max(2, int(4 * scale))), border_radius=radius + 3
            )


class MenuScene(Scene):
    room = (990, 560)  # four tiles and the buttons under them; past ~130 % at 16:9 it scrolls (ui/viewport.py)
    magnifies = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.tiles = [self.widgets.add(GameTile(info, self.open_game)) for info in games.GAMES.values()]
        self.continues: dict[str, Button] = {}
        self.saves: dict[str, store.SaveInfo | None] = {}
        self.hosting: dict[str, Button] = {}  # Continue hosting: a game this laptop hosted for others
        self.hosted: dict[str, store.SaveInfo | None] = {}
        self.caption_rects: dict[str, pygame.Rect] = {}
        self.settings_button = self.widgets.add(
            Button(
                N_("Settings"),
                self.open_settings,
                hotkey=pygame.K_s,
                tooltip=N_("Language, volume, animation speed, window (S)"),
            )
        )
        self.stats_button = self.widgets.add(
            Button(
                N_("Statistics"),
                self.open_stats,
                hotkey=pygame.K_t,
                tooltip=N_("Games played and won, streaks and best scores (T)"),
            )
        )
        self.join_button = self.widgets.add(
            Button(
                N_("Join a game"),
                self.open_join,
                hotkey=pygame.K_j,
                tooltip=N_("Play a game hosted on another laptop (J)"),
            )
        )
        self.quit_button = self.widgets.add(Button(N_("Quit"), app.request_quit, hotkey=pygame.K_q))
        self.size = (1280, 720)
        self.scale = 1.0
        self.message = ""

    def open_game(self, info: GameInfo) -> None:
        from gardengames.engine.data import DataError

        try:
            info.load_data()
        except DataError as exc:  # the program's own card list is damaged: say which file, keep the app running
            self.message = _("{game} cannot be played: {problem}").format(game=_(info.title), problem=exc.problems[0])
            self.message = self.message[:200]
            self.app.notify(self.message)
            self.app.audio.play("error")
            return
        self.app.audio.play("click")
        from gardengames.ui.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, info))

    def enter(self) -> None:
        """Offer Continue for every game with a save, and Continue hosting for every game with a hosted save
        (checked again whenever the menu comes back)."""
        for button in [*self.continues.values(), *self.hosting.values()]:
            self.widgets.widgets.remove(button)
        self.saves = {}
        for info in games.GAMES.values():
            save = store.save_info(info.id) if store.has_save(info.id) else None
            if save is not None and save.finished:  # ended, but its window closed before counting it: count it now
                from gardengames.keeper import settle

                settle(info.id, self.app.notices)
                save = store.save_info(info.id) if store.has_save(info.id) else None
            if save is not None and save.finished:
                continue  # another window has it open and counts it
            if save is not None or store.has_save(info.id):
                self.saves[info.id] = save
        self.continues = {
            game_id: Button(
                N_("Continue"),
                functools.partial(self.continue_game, games.GAMES[game_id]),
                primary=True,
            )
            for game_id in self.saves
        }
        self.hosted = {}
        for info in games.GAMES.values():
            offered, save = self._hosted(info.id)
            if offered:
                self.hosted[info.id] = save
        self.hosting = {
            game_id: Button(
                N_("Continue hosting"), functools.partial(self.continue_hosting, games.GAMES[game_id]), primary=True
            )
            for game_id in self.hosted
        }
        self.relabel()
        for button in [*self.hosting.values(), *self.continues.values()]:
            self.widgets.widgets.insert(len(self.tiles), button)
        self.widgets.focus = None
        self.layout(self.size)

    def _hosted(self, game_id: str) -> tuple[bool, store.SaveInfo | None]:
        """Whether ``game_id`` has a hosted game to continue, and its summary (None when it cannot be read here:
        the button says why when pressed). A finished one whose host closed before counting it is counted now."""
        if not store.has_save(game_id, hosted=True):
            return False, None
        save = store.save_info(game_id, hosted=True)
        if save is not None and save.finished:
            from gardengames.keeper import settle

            settle(game_id, self.app.notices, hosted=True)
            if not store.has_save(game_id, hosted=True):
                return False, None
            save = store.save_info(game_id, hosted=True)
        return not (save is not None and save.finished), save  # still finished: another window hosts and counts it

    def relabel(self) -> None:
        """Each Continue's tooltip names its game and its players, in the player's language."""
        for game_id, button in self.continues.items():
            title, save = _(games.GAMES[game_id].title), self.saves.get(game_id)
            if save:
                button.tooltip = _("Resume your {game} game: {caption}").format(game=title, caption=save_caption(save))
            else:
                button.tooltip = _("Resume your {game} game where it stopped").format(game=title)
        for game_id, button in self.hosting.items():
            title, save = _(games.GAMES[game_id].title), self.hosted.get(game_id)
            if save:
                button.tooltip = _("Host your {game} game again, the others come back: {caption}").format(
                    game=title, caption=save_caption(save)
                )
            else:
                button.tooltip = _("Host your {game} game again where it stopped").format(game=title)

    def continue_hosting(self, info: GameInfo) -> None:
        """Host the game this laptop hosted again (``ui/host_again.py``); a save that cannot be continued loses its
        button (it was named and set aside)."""
        from gardengames.ui.host_again import continue_hosting

        if continue_hosting(self, info) or store.has_save(info.id, hosted=True):
            return
        button = self.hosting.pop(info.id, None)
        if button is not None:
            button.visible = False
            self.widgets.widgets.remove(button)
            self.widgets.focus = None
        self.hosted.pop(info.id, None)
        self.layout(self.size)

    def continue_game(self, info: GameInfo) -> None:
        """Resume a saved game: the moves are replayed and checked; a bad save falls back to its backup.

        A save that replays but whose table cannot be built or drawn is set aside (kept, never deleted) and the
        backup is tried, so Continue fails at most once per file and never crashes the app.
        """
        if not self.playable(info.id):  # the data file is broken, not the save: keep it and its Continue
            return
        if store.save_in_use(info.id):  # both windows would write one file: the other keeps the game
            self.app.notify(_(store.SAVE_IN_USE))
            self.app.audio.play("error")
            return
        failed = 0
        for _attempt in range(MAX_CONTINUE_ATTEMPTS):
            session = store.load_save(info.id, self.app.notices)
            if session is None:
                break
            depth = len(self.app.stack.scenes)
            table: BaseTable | None = None
            try:
                table = info.table_scene()(self.app, session)
                if table.keeper is not None:
                    table.keeper.saved_moves = list(session.moves)  # the file holds exactly this game already
                self._try_out(table)
                self.app.stack.push(table)
            except Exception as exc:  # the point: no saved game may crash the menu, now or next time
                while len(self.app.stack.scenes) > depth:
                    self.app.stack.scenes.pop().exit()
                if table is not None:
                    table.exit()
                failed += 1
                store.set_aside_save(info.id, f"{type(exc).__name__}: {exc}", self.app.notices)
                continue
            self.app.audio.play("shuffle")
            if failed:
                self.app.notify(
                    _("Your {game} game continues from its backup, a move or so earlier.").format(game=_(info.title))
                )
            return
        self.app.notify(_("There is no usable saved game of {game}; start a new one.").format(game=_(info.title)))
        button = self.continues.pop(info.id, None)
        if button is not None:
            button.visible = False
            self.widgets.widgets.remove(button)
            self.widgets.focus = None
        self.saves.pop(info.id, None)
        self.layout(self.size)

    def _try_out(self, table: BaseTable) -> None:
        """Lay out, update and draw ``table`` offscreen, as everyone at the table may see it, before it is shown."""
        size = self.app.size
        surface = pygame.Surface(size)
        table.layout(size)
        humans = [i for i, seat in enumerate(table.session.seats) if seat.is_human]
        try:
            for viewer in [None, *humans]:
                table.viewer = viewer
                table.update(0.0)
                table.draw(surface)
        finally:
            table.viewer = None  # the table decides whose cards show when it is entered

    def open_settings(self) -> None:
        from gardengames.ui.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_join(self) -> None:
        from gardengames.ui.join_screen import JoinScene

        self.app.stack.push(JoinScene(self.app))

    def open_stats(self) -> None:
        from gardengames.ui.stats import StatsScene

        self.app.stack.push(StatsScene(self.app))

    def back(self) -> None:
        self.app.request_quit()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size, self.room)
        n = len(self.tiles)
        gap = int(24 * s)
        tile_w = min(int(280 * s), (size[0] - gap * (n + 1)) // n)
        tile_h = max(tile.height_for(tile_w, s) for tile in self.tiles)
        total = n * tile_w + (n - 1) * gap
        x0 = (size[0] - total) // 2
        row = (self.join_button, self.settings_button, self.stats_button, self.quit_button)
        bw, bh = button_width((b.label for b in row), s, int(170 * s)), int(48 * s)
        side = int(120 * s)  # the row stays clear of the version in the corner, however long its words
        bw = min(bw, (size[0] - 2 * side - (len(row) - 1) * gap) // len(row))
        # Under a tile with a save: its Continue button, then a caption saying which game it is.
        button_h, caption_h = int(36 * s), 2 * theme.font(self._caption_px()).get_linesize() + int(10 * s)
        extra = int(10 * s) + button_h + int(6 * s) + caption_h if self.continues or self.hosting else 0
        top = int(170 * s)
        y0 = max(top, (size[1] - tile_h) // 2 - int(10 * s))
        overflow = y0 + tile_h + extra + int(20 * s) + bh + int(24 * s) - size[1]
        if extra and overflow > 0:
            y0 = max(top, y0 - overflow)
        self.caption_rects = {}
        for i, tile in enumerate(self.tiles):
            tile.rect = pygame.Rect(x0 + i * (tile_w + gap), y0, tile_w, tile_h)
            buttons = [b for b in (self.continues.get(tile.info.id), self.hosting.get(tile.info.id)) if b is not None]
            if buttons:
                # Continue alone is short; Continue hosting alone, or both side by side, take the tile's width.
                widths = [int(tile_w * 0.6) if self.continues.get(tile.info.id) else int(tile_w * 0.8)]
                if len(buttons) == 2:
                    widths = [(tile_w - int(8 * s)) // 2] * 2
                x = tile.rect.centerx - (sum(widths) + int(8 * s) * (len(buttons) - 1)) // 2
                for button, width in zip(buttons, widths, strict=True):
                    button.rect = pygame.Rect(x, tile.rect.bottom + int(10 * s), width, button_h)
                    x += width + int(8 * s)
                caption = pygame.Rect(0, 0, tile_w, caption_h)
                caption.midtop = (tile.rect.centerx, buttons[0].rect.bottom + int(6 * s))
                self.caption_rects[tile.info.id] = caption
        by = min(size[1] - bh - int(24 * s), max(y0 + tile_h + int(36 * s), y0 + tile_h + extra + int(20 * s)))
        lay_out_row(row, size[0] // 2, by, (bw, bh), gap)

    def _caption_px(self) -> int:
        return max(9, int(14 * self.scale))

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
        assets.cloth(surface)
        logo = int(64 * s)
        title_px = int(56 * s)
        title_w = theme.font(title_px, "title").size(_("Garden Games"))[0]
        x = (w - title_w - logo - int(16 * s)) // 2
        surface.blit(assets.svg("common/logo.svg", (logo, logo)), (x, int(36 * s)))
        shadow_pos = (x + logo + int(18 * s), int(44 * s) + 3)
        if not theme.high_contrast:  # a soft shadow; high contrast puts the title on a plain patch instead
            theme.text(surface, _("Garden Games"), shadow_pos, title_px, theme.TABLE_DARK, bold="title")
        theme.text(
            surface, _("Garden Games"), (x + logo + int(16 * s), int(42 * s)), title_px, theme.PAPER, bold="title"
        )
        theme.text(
            surface,
            _("Pick a game for the table"),
            (w // 2, int(116 * s)),
            int(20 * s),
            theme.PAPER_DARK,
            anchor="midtop",
        )
        self.widgets.draw(surface, s)
        self._draw_captions(surface)
        if self.message:
            theme.text(
                surface,
                self.message,
                (w // 2, self.settings_button.rect.y - int(10 * s)),
                int(18 * s),
                theme.GLOW,
                anchor="midbottom",
            )
        theme.text(
            surface,
            f"v{__version__}",
            (w - int(12 * s), h - int(10 * s)),
            int(14 * s),
            theme.PAPER,
            anchor="bottomright",
        )
        tip = self.widgets.hovered_tooltip()
        if tip:
            text, anchor = tip
            both = [*self.continues.items(), *self.hosting.items()]
            caption = next((self.caption_rects.get(g) for g, b in both if b.rect == anchor), None)
            if caption is not None:
                room = pygame.Rect(0, anchor.top, w, self.settings_button.rect.top - int(4 * s) - anchor.top)
                draw_note_over(surface, text, caption, room, s)
            else:
                draw_tooltip(surface, text, anchor, s)

    def _draw_captions(self, surface: pygame.Surface) -> None:
        """Which game each Continue resumes: who plays, the turn, and when it was saved."""
        s = self.scale
        px = self._caption_px()
        for game_id, rect in self.caption_rects.items():
            save, hosted = self._captioned(game_id)
            if save is None:
                continue
            theme.rounded_panel(surface, rect, theme.PAPER_DARK, radius=int(8 * s), shadow=False, width=1)
            room = rect.w - int(12 * s)
            who, who_px = fit_seats(save.seats, px, room)
            line_h = theme.font(px).get_linesize()
            y = rect.y + int(5 * s)
            theme.text(
                surface,
                who,
                (rect.centerx, y + (line_h - theme.font(who_px).get_linesize()) // 2),
                who_px,
                theme.INK,
                anchor="midtop",
            )
            when = _("{progress} \u00b7 saved {when}").format(progress=save.progress(), when=save.when())
            if hosted:
                when = _("hosted \u00b7 {progress} \u00b7 saved {when}").format(
                    progress=save.progress(), when=save.when()
                )
            theme.text(
                surface,
                when,
                (rect.centerx, y + line_h),
                theme.fit_text(when, px, room),
                theme.INK_SOFT,
                anchor="midtop",
            )

    def _captioned(self, game_id: str) -> tuple[store.SaveInfo | None, bool]:
        """The save a tile's caption tells of, and whether it is the hosted one: the one whose button the pointer or
        the focus is on, else the game at this screen's when there is one."""
        local, hosted = self.continues.get(game_id), self.hosting.get(game_id)
        local = local if local is not None and local.visible else None
        hosted = hosted if hosted is not None and hosted.visible else None
        if hosted is not None and (hosted.hover or hosted.focused or local is None):
            return self.hosted.get(game_id), True
        return (self.saves.get(game_id), False) if local is not None else (None, False)


def draw_note_over(surface: pygame.Surface, text: str, caption: pygame.Rect, room: pygame.Rect, scale: float) -> None:
    """A Continue button's tooltip, laid over its own caption (which it says again at length) rather than above
    the button, where it hid the tile's "2-4 players" line (issue 15). It looks like every tooltip, a little wider
    than the caption, and stays inside ``room`` (from the button's top to above the Settings row) when it can."""
    pad = int(8 * scale)
    width = min(int(caption.w * 1.6), surface.get_width()) - 2 * pad
    img = theme.font(int(16 * scale)).render(text, True, theme.INK, wraplength=max(1, width))
    rect = img.get_rect().inflate(2 * pad, 2 * pad)
    rect.midtop = caption.midtop
    rect.bottom = min(rect.bottom, room.bottom)
    rect.top = max(rect.top, room.top)  # never up over the tile, even when it does not fit
    rect.clamp_ip(surface.get_rect())
    theme.rounded_panel(surface, rect, theme.lighten(theme.PAPER, 0.5), radius=int(6 * scale))
    surface.blit(img, (rect.x + pad, rect.y + pad))


def save_caption(save: store.SaveInfo) -> str:
    """One line about a saved game: "Ann vs Basil (computer, hard) · turn 7 · today 14:05"."""
    return f"{vs(save.seats)} \u00b7 {save.progress()} \u00b7 {save.when()}"


def vs(labels: tuple[str, ...] | list[str]) -> str:
    """The seats of a game one against the other: "Ann vs Basil"."""
    # TRANSLATORS: between the players of a game, with a space either side: "Ann vs Basil vs Chloe".
    return _(" vs ").join(labels)


def fit_seats(labels: tuple[str, ...], px: int, width: int) -> tuple[str, int]:
    """The seats of a save as "Ann vs Basil (computer, hard)" and the size to draw it at, shortened until it fits
    ``width`` near ``px``: levels dropped first, then "(computer)", then "Ann and 3 others" (four long names shrank
    to a tiny font, issue 33: the tooltip still names everyone), and only then the end cut with an ellipsis."""
    forms = [vs(labels), vs([re.sub(COMPUTER_LEVEL, r" (\1)", label) for label in labels])]
    forms.append(vs([re.sub(COMPUTER_LEVEL, "", label) for label in labels]))
    if len(labels) > 2:
        first = re.sub(COMPUTER_LEVEL, "", labels[0])
        others = len(labels) - 1
        forms.append(n_("{name} and {n} other", "{name} and {n} others", others).format(name=first, n=others))
    least = max(9, int(px * 0.8))
    for form in forms:
        size = theme.fit_text(form, px, width)
        if size >= least and theme.font(size).size(form)[0] <= width:
            return form, size
    text = forms[-1]
    while len(text) > 1 and theme.font(least).size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip() + "\u2026", least
