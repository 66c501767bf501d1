"""End of game: who won, and every player's score broken down by category (and what decided a tie)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from gardengames import store
from gardengames.engine.text import MINUS, capital
from gardengames.i18n import N_, _, n_
from gardengames.replay import replay_of
from gardengames.session import RecordError, Session
from gardengames.ui import assets, theme
from gardengames.ui.replay import ReplayScene, ShowMeHow
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width, lay_out_row

if TYPE_CHECKING:
    from gardengames.ui.shell import App

TOTAL = N_("Total")


def headline(session: Session) -> tuple[str, str]:
    """The big line and the line under it, e.g. ("Ann wins!", "A tie on points, decided by garden value")."""
    state = session.state
    winners = state.winners()
    names = session.names
    if session.info.solitaire:
        won = bool(winners)
        reason = state.end_reason()  # a clause ("the Base Camp is empty, ..."): under the headline, a sentence
        return (_("The peak is reached!") if won else _("The climb is over")), capital(reason) + "." if reason else ""
    sheets = state.scores()
    if len(winners) == 1:
        best = sheets[winners[0]].total
        tied = [i for i, sh in enumerate(sheets) if sh.total == best]
        note = _("Tied on points; the tie-break decided.") if len(tied) > 1 else ""
        return _("{name} wins!").format(name=names[winners[0]]), note
    together = " ".join(names[w] if i == 0 else _("and {name}").format(name=names[w]) for i, w in enumerate(winners))
    return _("A shared victory: {names}").format(names=together), _("Even the tie-break could not split them.")


def won_with_hints(session: Session) -> str:
    """ "Won with 2 hints. " after a won climb ("Won without a hint. " when none was shown); "" after a loss."""
    hints = session.hints_used
    if not session.state.winners():
        return ""
    if hints <= 0:
        return _("Won without a hint.") + " "
    return n_("Won with {n} hint.", "Won with {n} hints.", hints).format(n=hints) + " "


TABLE_TOP, ROW_H = 150, 36  # design pixels: where the score table starts, and each of its rows
STORY_PX, STORY_W = 19, 1000  # the lines under it: their size and the width they wrap at
BASE_ROOM = (1060, 596)  # the least room a score needs; past ~121 % at 16:9 it scrolls (ui/viewport.py)


class ScoreScene(Scene):
    """``extra_lines``: what a table adds under the score table (e.g. harvests season by season)."""

    room = BASE_ROOM  # the table of scores and its buttons, measured anew by ``layout`` (``measured_room``)
    magnifies = True

    def __init__(self, app: App, session: Session, extra_lines: list[str] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.extra_lines = list(extra_lines or [])
        self.widgets = WidgetGroup()
        self.again = self.widgets.add(
            Button(
                N_("Play again"),
                self.play_again,
                primary=True,
                hotkey=pygame.K_r,
                tooltip=N_("Same players, a new deal (R)"),
            )
        )
        self.same = self.widgets.add(Button(N_("Same deal"), self.same_deal, hotkey=pygame.K_d))
        self.watch = self.widgets.add(
            Button(
                N_("Watch again"), self.watch_again, hotkey=pygame.K_w, tooltip=N_("Replay this game move by move (W)")
            )
        )
        # A lost climb: the exact solver's way up the same deal, played back with each move's reason.
        self.how = ShowMeHow(app, session, self.widgets)
        self.menu = self.widgets.add(Button(N_("Menu"), self.to_menu, hotkey=pygame.K_m))
        # A game played across laptops is not dealt again at one screen: its players are at other laptops.
        self.again.visible = self.same.visible = not session.hosted
        self.row = pygame.Rect(0, 0, 0, 0)  # where the buttons stand (the table and the lines keep above them)
        self.scale = 1.0
        self.size = (1280, 720)
        self.relabel()

    def relabel(self) -> None:
        """The headline, the record line and the seed's tooltip, in the player's language."""
        session = self.session
        self.same.tooltip = _("Play this deal again: seed {seed} (D)").format(seed=session.seed)
        self.title, self.subtitle = headline(session)
        self.record_line = ""
        level = session.options.get("level")
        if session.info.solitaire and level is not None:
            record = store.load_stats([]).game(session.info.id)
            row = record.levels.get(str(level))
            self.record_line = won_with_hints(session)
            if row:
                name = _(next(o for o in session.info.options if o.id == "level").label_of(level))
                hinted = record.hinted.get(str(level), 0)
                numbers = dict(level=name, won=row["won"], played=row["played"], hinted=hinted)
                numbers.update(streak=row["streak"], best=row["best_streak"])
                if hinted:
                    line = _(
                        "Level {level}: won {won} of {played} ({hinted} with hints), streak {streak} (best {best})"
                    )
                else:
                    line = _("Level {level}: won {won} of {played}, streak {streak} (best {best})")
                self.record_line += line.format(**numbers)
            self.record_line = self.record_line.strip()

    def play_again(self) -> None:
        self._deal(random.randrange(1, 1_000_000))

    def same_deal(self) -> None:
        self._deal(self.session.seed)

    def _deal(self, seed: int) -> None:
        """A new game of these seats on ``seed``: a save another window made since this game ended is not
        replaced without asking, nor one that window is playing."""
        s = self.session

        def start() -> None:
            self.app.stack.replace(s.info.table_scene()(self.app, Session(s.info.id, s.seats, seed, s.options)))

        self.new_game(s.info.id, start)

    def watch_again(self) -> None:
        """This game from its first move, in the replay viewer (nothing it does is saved or counted)."""
        if not self.playable(self.session.info.id):
            return
        try:
            replay = replay_of(self.session.to_record())
        except RecordError as exc:  # a game that does not replay is a bug to report, not a crash
            self.app.notify(_("This game could not be replayed: {problem}.").format(problem=exc))
            return
        self.app.stack.push(ReplayScene(self.app, replay))

    def update(self, dt: float) -> None:
        words = self.how.poll()  # the solver's line opens in the viewer; no line: why, under the scores too
        if words and words not in self.extra_lines:
            self.extra_lines.append(words)

    def next_frame(self) -> float | None:
        return 0.05 if self.how.request is not None else None

    def picture(self) -> str:
        """The game's picture beside a solitaire's scores: its menu picture after a win, its picture of a climb
        turned back (``menu/<id>_lost.svg``, where the game has one) after a loss, never a summit reached then."""
        info = self.session.info
        lost = f"menu/{info.id}_lost.svg"
        return lost if not self.session.state.winners() and assets.exists(lost) else f"menu/{info.id}.svg"

    def to_menu(self) -> None:
        from gardengames.ui.menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def back(self) -> None:
        self.to_menu()

    def rows(self) -> tuple[list[str], list[str]]:
        """The score table's rows: the kinds of points (the total adds them up), then facts that are not points."""
        sheets = self.session.state.scores()
        categories: list[str] = []
        for sheet in sheets:
            for cat in [*sheet.parts, *sheet.details]:
                if cat not in categories:
                    categories.append(cat)
        details = [c for c in categories if not any(c in sheet.parts for sheet in sheets)]
        return [c for c in categories if c not in details], details

    def story(self) -> list[str]:
        """The lines under the score table: the record, the game's summary, what the table added."""
        lines = [self.record_line] if self.record_line else []
        return lines + self.session.state.summary_lines(self.session.names) + self.extra_lines

    def measured_room(self) -> tuple[int, int]:
        """The design room this game's score needs: a game with a long story (four gardeners' objectives, in
        Dutch) needs more height than ``BASE_ROOM``, so that grown past the window its lines never reach the
        buttons."""
        categories, details = self.rows()
        table = ROW_H * (len(categories) + len(details) + 2) + 40
        if self.session.info.solitaire:
            table = max(table, 300)
        font = theme.font(STORY_PX, True)
        story = sum(-(-font.size(line)[0] // STORY_W) * font.get_linesize() + 6 for line in self.story() if line)
        return BASE_ROOM[0], max(BASE_ROOM[1], TABLE_TOP + table + 18 + story + 20 + 52 + 30)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        self.room = self.measured_room()
        s = self.scale = theme.scale_for(size, self.room)
        shown = [b for b in (self.again, self.same, self.watch, self.how.button, self.menu) if b.visible]
        bw, bh, gap = button_width((b.label for b in shown), s, int(180 * s)), int(52 * s), int(20 * s)
        bw = min(bw, (size[0] - int(40 * s) - (len(shown) - 1) * gap) // len(shown))
        lay_out_row(shown, size[0] // 2, size[1] - bh - int(30 * s), (bw, bh), gap)
        self.row = pygame.Rect(shown[0].rect)
        self.widgets.focus_on(shown[0])

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, h = self.size
        assets.cloth(surface)
        theme.text(surface, self.title, (w // 2, int(40 * s)), int(46 * s), theme.GLOW, bold=True, anchor="midtop")
        if self.subtitle:
            theme.text(
                surface,
                self.subtitle,
                (w // 2, int(104 * s)),
                int(20 * s),
                theme.PAPER,
                anchor="midtop",
                width=int(900 * s),
            )
        sheets = self.session.state.scores()
        names = self.session.names
        winners = set(self.session.state.winners())
        # The points first, then the total they add up to, then facts that are not points (in softer ink).
        categories, details = self.rows()
        cols = len(sheets)
        label_w = int(300 * s)
        col_w = min(int(180 * s), (w - label_w - int(120 * s)) // max(1, cols))
        row_h = int(ROW_H * s)
        rows = len(categories) + len(details) + 2
        table = pygame.Rect(0, 0, label_w + cols * col_w + int(40 * s), row_h * rows + int(40 * s))
        table.midtop = (w // 2, int(TABLE_TOP * s))
        if self.session.info.solitaire:  # room beside a one-column table for the game's picture
            # Without the picture's bottom quarter: a menu tile keeps it calm for a title band (art/make_art.py),
            # which here would only be an empty strip under the scene.
            art = pygame.Rect(0, 0, int(400 * s), int(225 * s))
            gap = int(30 * s)
            art.topleft = ((w - art.w - gap - table.w) // 2, table.y)
            table.topleft = (art.right + gap, table.y)
            surface.blit(assets.svg(self.picture(), (art.w, int(300 * s))), art, pygame.Rect((0, 0), art.size))
            pygame.draw.rect(surface, theme.PAPER, art, max(2, int(4 * s)), border_radius=int(8 * s))
        table.h = min(table.h, self.row.y - table.y - int(20 * s))
        theme.rounded_panel(surface, table, theme.PAPER, radius=int(14 * s))
        x0, y = table.x + int(20 * s), table.y + int(20 * s)
        for c, name in enumerate(names):
            cx = x0 + label_w + c * col_w + col_w // 2
            mark = (cx - col_w // 2 + int(14 * s), y + row_h // 2)
            theme.seat_mark(surface, self.session.seats[c].colour, mark, int(8 * s))
            px = theme.fit_text(name, int(19 * s), col_w - int(34 * s), bold=True)
            theme.text(surface, name, (cx + int(6 * s), y + row_h // 2), px, bold=True, anchor="center")
        y += row_h
        for r, cat in enumerate([*categories, TOTAL, *details]):
            if r % 2 == 0:
                pygame.draw.rect(
                    surface, theme.PAPER_DARK, (x0 - 6, y, label_w + cols * col_w + 12, row_h), border_radius=int(6 * s)
                )
            bold = cat == TOTAL
            soft = cat in details
            ink = theme.INK_SOFT if soft else theme.INK
            label = _(cat)  # a game's categories are English texts it marked; shown in the player's language
            label = label[:1].upper() + label[1:]  # every game's rows in sentence case
            theme.text(surface, label, (x0 + int(6 * s), y + row_h // 2), int(18 * s), ink, bold=bold, anchor="midleft")
            for c, sheet in enumerate(sheets):
                value = sheet.total if bold else (sheet.details if soft else sheet.parts).get(cat, 0)
                cx = x0 + label_w + c * col_w + col_w // 2
                colour = theme.LEAF_DARK if bold and c in winners else ink
                theme.text(
                    surface,
                    str(value) if value >= 0 else f"{MINUS}{-value}",  # a real minus sign, as the log writes
                    (cx, y + row_h // 2),
                    int(20 * s if bold else 18 * s),
                    colour,
                    bold=bold,
                    anchor="center",
                )
            y += row_h
        y = max(table.bottom, table.y + int(300 * s) if self.session.info.solitaire else 0) + int(18 * s)
        story = self.story()
        # Lines a little too long are set a little smaller, all alike, rather than wrapped: a lone "+2" on a line
        # of its own reads as a separate fact. A much longer line still wraps, at the usual size.
        fits = [theme.fit_text(line, int(STORY_PX * s), int(STORY_W * s), bold=True) for line in story]
        px = min([f for f in fits if f >= int(16 * s)], default=int(STORY_PX * s))
        for line in story:
            drawn = theme.text(
                surface, line, (w // 2, y), px, theme.PAPER, bold=True, anchor="midtop", width=int(STORY_W * s)
            )
            y = drawn.bottom + int(6 * s)
        self.widgets.draw(surface, s)
        # Hidden while the game ran (between people it would have given every hand away); now it may be known.
        theme.text(
            surface,
            _("This deal: seed {seed}").format(seed=self.session.seed),
            (w // 2, self.row.bottom + int(6 * s)),
            int(14 * s),
            theme.PAPER,
            anchor="midtop",
        )
