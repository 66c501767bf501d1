"""The statistics screen: every game's record (played, won, win rate, streaks, best score) and, for a game with
levels, its record per level with the wins that used a hint counted apart; the record can be reset after a
confirmation, and the recent games can be watched again (W). Reached from the menu (T); Esc or Back returns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from gardengames import games, store
from gardengames.games import GameInfo
from gardengames.i18n import N_, _
from gardengames.ui import assets, theme
from gardengames.ui.dialogs import ConfirmDialog, centred_lines
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width, draw_tooltip, lay_out_row

if TYPE_CHECKING:
    from gardengames.ui.shell import App

# Texts in English here, translated where they are laid out (the language may change while the app runs).
GAME_COLUMNS = (N_("Game"), N_("Played"), N_("Won"), N_("Win rate"), N_("Streak"), N_("Best streak"), N_("Best score"))
LEVEL_COLUMNS = (
    N_("Level"),
    N_("Played"),
    N_("Won"),
    N_("With hints"),
    N_("Win rate"),
    N_("Streak"),
    N_("Best streak"),
)
NONE = "\u2013"  # an en dash: nothing to say yet (no game played, or a score a solitaire game does not keep)
FOOTNOTE = N_(
    "Won: games a person at the table won, not the computer. Streak: such wins in a row, now and at best. "
    "With hints: the wins in which a hint was shown (they count among the wins too)."
)
RESET_TITLE = N_("Reset all statistics?")
RESET_DETAIL = N_("Every game's record goes back to zero: played, won, streaks and best scores. This cannot be undone.")


Panel = tuple[str, tuple[str, ...], list[list[str]]]  # heading, column titles, rows of cells


def win_rate(won: int, played: int) -> str:
    """ "67%", or a dash before the first game (no rate to speak of)."""
    return f"{round(100 * won / played)}%" if played else NONE


def game_row(info: GameInfo, row: store.GameStats) -> list[str]:
    if not row.played:
        return [_(info.title), "0", NONE, NONE, NONE, NONE, NONE]
    # A climb is won or lost: its "score" is that, which the win columns already say.
    best = NONE if info.solitaire else str(row.best)
    return [
        _(info.title),
        str(row.played),
        str(row.won),
        win_rate(row.won, row.played),
        str(row.streak),
        str(row.best_streak),
        best,
    ]


def level_rows(info: GameInfo, row: store.GameStats) -> list[list[str]]:
    """One row per level the game offers, played or not."""
    option = next(o for o in info.options if o.id == "level")
    out = []
    for level in option.choices:
        counts = row.levels.get(str(level))
        name = _("Level {level}").format(level=_(option.label_of(level)))
        if not counts or not counts["played"]:
            out.append([name, "0", NONE, NONE, NONE, NONE, NONE])
            continue
        out.append(
            [
                name,
                str(counts["played"]),
                str(counts["won"]),
                str(row.hinted.get(str(level), 0)),
                win_rate(counts["won"], counts["played"]),
                str(counts["streak"]),
                str(counts["best_streak"]),
            ]
        )
    return out


def has_levels(info: GameInfo) -> bool:
    return any(o.id == "level" for o in info.options)


@dataclass
class Cell:
    """One piece of text and the box it must stay inside (layout tests check every one)."""

    text: str
    box: pygame.Rect
    px: int
    bold: bool = False
    first: bool = False  # the row's label: left-aligned, the numbers are centred


class StatsScene(Scene):
    """Full screen over the menu's table top: a panel of every game, a panel per game with levels, a footnote."""

    magnifies = True
    ROW = 32  # design pixels of a row in the room the screen asks for: the most a row takes, its text at full size

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.stats = store.load_stats(app.notices)
        self.widgets = WidgetGroup()
        self.recent_button = self.widgets.add(
            Button(
                N_("Recent games"), self.open_recent, hotkey=pygame.K_w, tooltip=N_("Watch a finished game again (W)")
            )
        )
        self.reset_button = self.widgets.add(
            Button(
                N_("Reset..."),
                self.ask_reset,
                hotkey=pygame.K_r,
                tooltip=N_("Clear every game's record; asks first (R)"),
            )
        )
        self.back_button = self.widgets.add(
            Button(N_("Back"), self.back, primary=True, tooltip=N_("Back to the menu (Esc)"))
        )
        self.size = (1280, 720)
        self.scale = 1.0
        self.panels: list[pygame.Rect] = []
        self.cells: list[Cell] = []
        self.stripes: list[pygame.Rect] = []
        self.footnote = pygame.Rect(0, 0, 0, 0)
        self.note = pygame.Surface((1, 1))  # the footnote, wrapped and centred for this size
        self.drawn: list[tuple[str, pygame.Rect, pygame.Rect]] = []  # (text, where it was drawn, its box): tests

    def tables(self) -> list[Panel]:
        """(heading, columns, rows) of every panel, from the record as it is now."""
        game_columns, level_columns = tuple(map(_, GAME_COLUMNS)), tuple(map(_, LEVEL_COLUMNS))
        out: list[Panel] = [
            (_("All games"), game_columns, [game_row(info, self.stats.game(info.id)) for info in games.GAMES.values()])
        ]
        for info in games.GAMES.values():
            if has_levels(info):
                heading = _("{game} by level").format(game=_(info.title))
                out.append((heading, level_columns, level_rows(info, self.stats.game(info.id))))
        return out

    def ask_reset(self) -> None:
        self.app.stack.push(
            ConfirmDialog(self.app, RESET_TITLE, RESET_DETAIL, self.reset, yes=N_("Reset"), no=N_("Keep"))
        )

    def reset(self) -> None:
        if store.reset_stats(self.app.notices):
            self.stats = store.Stats()
            self.app.notify(_("Statistics reset: every game starts a new record."))
        self.layout(self.size)

    def open_recent(self) -> None:
        from gardengames.ui.recent import RecentGamesScene

        self.app.stack.push(RecentGamesScene(self.app))

    def back(self) -> None:
        self.app.stack.pop()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        tables = self.tables()
        # The room: every row at full height (the panels, the title above, the footnote and buttons below). A 16:9
        # window is about full at 100 %, so it grows where the window is taller, and its rows never get squeezed.
        rows = sum(len(body) + 2 for _, _, body in tables)
        foot = centred_lines(_(FOOTNOTE), 15, theme.PAPER, 1040).get_height()
        need = 92 + rows * self.ROW + len(tables) * (2 * 14 + 16) + foot + 12 + 14 + 48 + 24
        self.room = (1088, need)
        s = self.scale = theme.scale_for(size, self.room)
        w, h = size
        row = (self.recent_button, self.reset_button, self.back_button)
        bw, bh = button_width((b.label for b in row), s, int(170 * s)), int(48 * s)
        by = h - bh - int(24 * s)
        lay_out_row(row, w // 2, by, (bw, bh), int(20 * s))
        panel_w = min(w - int(48 * s), int(1040 * s))
        x0 = (w - panel_w) // 2
        pad = int(14 * s)
        self.note = centred_lines(_(FOOTNOTE), max(9, int(15 * s)), theme.PAPER, panel_w)
        foot_h = self.note.get_height()
        top = int(92 * s)
        gap = int(16 * s)
        rows = sum(len(body) + 2 for _, _, body in tables)  # heading + columns + body, per panel
        room = by - int(14 * s) - foot_h - int(12 * s) - top - len(tables) * (2 * pad + gap)
        row_h = max(int(18 * s), min(int(32 * s), room // rows))
        px = max(9, min(int(18 * s), int(row_h * 0.58)))
        self.panels, self.cells, self.stripes = [], [], []
        y = top
        for heading, columns, body in tables:
            panel = pygame.Rect(x0, y, panel_w, (len(body) + 2) * row_h + 2 * pad)
            self.panels.append(panel)
            inner = panel.inflate(-2 * pad, -2 * pad)
            self.cells.append(
                Cell(heading, pygame.Rect(inner.x, inner.y, inner.w, row_h), int(px * 1.15), bold=True, first=True)
            )
            first_w = int(inner.w * 0.26)
            col_w = (inner.w - first_w) // (len(columns) - 1)
            for r, cells in enumerate([list(columns), *body]):
                ry = inner.y + (r + 1) * row_h
                if r % 2 == 1:
                    self.stripes.append(pygame.Rect(inner.x - pad // 2, ry, inner.w + pad, row_h))
                for c, text in enumerate(cells):
                    cx = inner.x if c == 0 else inner.x + first_w + (c - 1) * col_w
                    box = pygame.Rect(cx, ry, first_w if c == 0 else col_w, row_h).inflate(-int(6 * s), 0)
                    self.cells.append(Cell(text, box, px, bold=r == 0, first=c == 0))
            y = panel.bottom + gap
        self.footnote = pygame.Rect(x0, y - gap + int(12 * s), panel_w, foot_h)
        self.widgets.focus_on(self.back_button)  # Enter goes back; Tab reaches the others

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1 if event.key == pygame.K_RIGHT else -1)
            return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, _h = self.size
        assets.cloth(surface)
        title_px = int(46 * s)
        theme.text(
            surface,
            _("Statistics"),
            (w // 2 + 2, int(24 * s) + 3),
            title_px,
            theme.TABLE_DARK,
            bold="title",
            anchor="midtop",
        )
        theme.text(
            surface, _("Statistics"), (w // 2, int(24 * s)), title_px, theme.PAPER, bold="title", anchor="midtop"
        )
        for panel in self.panels:
            theme.rounded_panel(surface, panel, theme.PAPER, radius=int(14 * s))
        for stripe in self.stripes:
            pygame.draw.rect(surface, theme.PAPER_DARK, stripe, border_radius=int(6 * s))
        self.drawn = []
        for cell in self.cells:
            px = theme.fit_text(cell.text, cell.px, cell.box.w, bold=cell.bold)
            colour = theme.INK_SOFT if cell.text == NONE else theme.INK
            if cell.first:
                pos, anchor = (cell.box.x, cell.box.centery), "midleft"
            else:
                pos, anchor = cell.box.center, "center"
            drawn = theme.text(surface, cell.text, pos, px, colour, bold=cell.bold, anchor=anchor)
            self.drawn.append((cell.text, drawn, cell.box))
        foot = self.note.get_rect(midtop=self.footnote.midtop)
        surface.blit(self.note, foot)
        self.drawn.append((_(FOOTNOTE), foot, self.footnote))
        self.widgets.draw(surface, s)
        tip = self.widgets.hovered_tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], s)
