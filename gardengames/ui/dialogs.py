"""Overlays that ask or tell: a yes/no confirmation and the pass-the-laptop cover screen."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from gardengames.i18n import N_, _, n_
from gardengames.ui import assets, theme
from gardengames.ui.scenes import LEAVE_ENDS, LEAVE_TITLE, Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width, shown

if TYPE_CHECKING:
    from gardengames.ui.shell import App


class StoryRow(NamedTuple):
    """A row of the cover's summary: its text, size, colour and weight, and where it goes (once placed)."""

    text: str
    px: int
    colour: tuple[int, int, int]
    bold: bool = False
    rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """A veil over what ``surface`` shows (its clip: the window's part of a magnified screen)."""
    area = surface.get_clip()
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((20, 24, 18, alpha))
    surface.blit(veil, area)


def centred_lines(text: str, px: int, colour: tuple[int, int, int], width: int, bold: bool = False) -> pygame.Surface:
    """``text`` wrapped at ``width``, every line centred: how tall ``theme.text(..., centre=True)`` draws it."""
    return theme.rendered(text, px, colour, bold, width, centre=True)


NOTICE_ROOM = (800, 450)  # the design size the notices grow into: up to 160 % at 16:9, no more (a toast, not a page)


def draw_notices(surface: pygame.Surface, notices: Sequence[str], size: tuple[int, int]) -> list[pygame.Rect]:
    """The last three notices (a broken file, a save...), newest lowest, on gold slips at the foot of the window,
    as large as the UI scale asks while they still leave the screen above them in sight; returns the slips. They
    lie over the screen for a few seconds, whatever is under them, so their words are not ``theme.text``'s (which
    the layout tests hold apart from everything else drawn)."""
    s = theme.scale_for(size, NOTICE_ROOM)
    w, h = size
    y = h - int(16 * s)
    slips = []
    for note in reversed(notices[-3:]):
        img = centred_lines(note, int(16 * s), theme.INK, int(w * 0.7))
        rect = img.get_rect(midbottom=(w // 2, y)).inflate(int(20 * s), int(12 * s))
        theme.rounded_panel(surface, rect, theme.lighten(theme.GOLD, 0.6), radius=int(8 * s))
        surface.blit(img, img.get_rect(center=rect.center))
        slips.append(rect)
        y = rect.top - int(6 * s)
    return slips


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


DIALOG_WIDTH = 460  # a question's panel, in design pixels: as tall as its words need


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
        # The room it needs is the panel as tall as its words make it at 100 %, with a margin round it.
        self.scale = theme.scale_for(size, (DIALOG_WIDTH + 60, self._fit(1.0, size) + 60))
        self._fit(self.scale, size)
        self.widgets.focus_on(self.no)

    def _fit(self, s: float, size: tuple[int, int]) -> int:
        """Lay the dialog out at scale ``s``; returns the panel's height before it is clamped to the window."""
        width = int(DIALOG_WIDTH * s)
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
        return height

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        s = self.scale
        room = self.rect.w - int(40 * s)
        at = (self.rect.centerx, self.rect.y + int(28 * s))
        theme.text(surface, shown(self.title), at, self.title_px, bold=True, anchor="midtop", width=room, centre=True)
        at = (self.rect.centerx, self.rect.y + self.detail_y)
        detail_px = int(18 * s)
        theme.text(surface, shown(self.detail), at, detail_px, theme.INK_SOFT, anchor="midtop", width=room, centre=True)
        self.widgets.draw(surface, s)


class CoverScreen(Scene):
    """Pass-the-laptop screen: hides every hand until the named player says they are at the screen.

    A reveal is never one stray click away (issue 30: a late click aimed at "Pass to Bob" landed on "I am Bob",
    which the cover had put in the same place, and showed Bob's hand to Ann):

    - The reveal button sits high on the screen, under the title, where no table has a button of the turn (those
      are along the bottom and down the right in every game). ``avoid`` holds where the table's buttons and the
      pointer were as the cover came up; the button moves aside from any of them it would come near.
    - It is inert for ``ARM_SECONDS`` of the frame clock after the cover comes up (greyed, a bar filling), with
      animations off too: it protects people, not animations. Every click or Enter in that time starts the wait
      again, for whoever still clicks or hammers Enter is the player passing, not the one coming. A press the
      button did not take never ends in a click, so one that began before it woke does not reveal when let go.
    - ``summary`` is what happened since the player's last move, the lines that changed their garden, plots or
      cards first (``table_log.since_last_move``); it scrolls (wheel, arrows) when it does not fit.
    """

    room = (760, 480)  # the title, the button and a few lines of the summary: up to 150 % at 16:9

    def __init__(
        self,
        app: App,
        name: str,
        colour: tuple[int, int, int],
        summary: Sequence[tuple[str, bool]],
        on_ready: Callable[[], None],
        avoid: Sequence[pygame.Rect] = (),
    ) -> None:
        super().__init__(app)
        self.name, self.colour, self.on_ready = name, colour, on_ready
        self.summary = list(summary)
        self.avoid = [pygame.Rect(rect) for rect in avoid]
        self.widgets = WidgetGroup()
        self.ready = self.widgets.add(Button(self._ready_label(), self._ready, primary=True))
        self.ready.enabled = False
        self.waited = 0.0  # frame-clock seconds since the cover came up, or since the last press while inert
        self.scroll = 0  # story rows scrolled past
        self.scale = 1.0
        self.size = (0, 0)
        self.story = pygame.Rect(0, 0, 0, 0)  # where the summary goes

    def _ready_label(self) -> str:
        return _("I am {name} - show my cards").format(name=self.name)

    def relabel(self) -> None:
        self.ready.label = self._ready_label()

    @property
    def in_progress(self) -> bool:
        return True

    @property
    def armed(self) -> bool:
        """True once the reveal button has been still long enough to take a click or Enter."""
        return self.waited >= ARM_SECONDS

    def _ready(self) -> None:
        self.app.stack.pop()
        self.on_ready()

    def enter(self) -> None:
        """Coming up, or back from the dialog Esc opened: the button is inert again for a moment."""
        self.waited = 0.0
        self.ready.enabled = False

    def update(self, dt: float) -> None:
        self.waited += dt
        self.ready.enabled = self.armed

    def next_frame(self) -> float | None:
        return None if self.armed else 0.0  # the bar fills while the button wakes

    def frame_key(self) -> Hashable:
        return self.armed, self.scroll

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size, self.room)
        width = min(button_width([self.ready.label], s, int(380 * s)), size[0] - int(48 * s))
        self.ready.rect = self._place_ready(width, int(58 * s), int(150 * s))
        top = self.ready.rect.bottom + int(50 * s)
        self.story = pygame.Rect(0, top, min(int(820 * s), size[0] - int(48 * s)), size[1] - int(16 * s) - top)
        self.story.centerx = size[0] // 2
        self.widgets.focus_on(self.ready)

    def _place_ready(self, width: int, height: int, top: int) -> pygame.Rect:
        """Centred under the title, unless a table button or the pointer was near there: then the nearest place to
        the side, left or right a quarter of its width at a time, that is clear of them all."""
        w = self.size[0]
        margin = int(24 * self.scale)
        step = max(1, width // 4)
        for i in range(2 * (w // step) + 1):
            rect = pygame.Rect(0, top, width, height)
            rect.centerx = w // 2 + (i + 1) // 2 * step * (-1 if i % 2 else 1)
            inside = margin <= rect.left and rect.right <= w - margin
            if inside and rect.inflate(2 * margin, 2 * margin).collidelist(self.avoid) < 0:
                return rect
        rect.centerx = w // 2
        return rect

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(SCROLL_KEYS[event.key])
            return
        pressed = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if not self.armed and (pressed or (event.type == pygame.KEYDOWN and event.key in REVEAL_KEYS)):
            self.waited = 0.0  # someone is still clicking or pressing Enter: the button waits for them to stop
        self.widgets.handle(event)

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.scroll + rows, len(self._rows()) - 1))

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

    def _rows(self) -> list[StoryRow]:
        """The summary as drawn, top to bottom, unplaced: what changed the player's things first, then the rest."""
        mine = [text.strip() for text, touched in self.summary if touched]
        rest = [text for text, touched in self.summary if not touched]
        px = max(theme.MIN_TEXT_PX, int(16 * self.scale))
        rows = []
        if mine:
            rows.append(StoryRow(_("Done to your garden and cards since your last turn:"), px, theme.GOLD, True))
            rows += [StoryRow("\u2022 " + text, px, theme.GLOW) for text in mine]
        if rest:
            head = _("Everything else since then:") if mine else _("Since your last turn:")
            rows.append(StoryRow(head, px, theme.PAPER, True))
            rows += [StoryRow(text, px, theme.PAPER_DARK) for text in rest]
        return rows

    def visible_story(self) -> list[StoryRow]:
        """The summary's rows that show now, placed: from ``scroll`` on as many as fit, each wrapped, and a row
        saying how many more there are above and below when they do not all fit."""
        px, gap = max(theme.MIN_TEXT_PX, int(16 * self.scale)), int(4 * self.scale)
        note = px + 2 * gap  # the height of a row saying how many more there are
        box = self.story
        rows = self._rows()
        shown: list[StoryRow] = []
        y = box.y
        if self.scroll:
            above = n_("{n} line above (wheel or arrow keys)", "{n} lines above (wheel or arrow keys)", self.scroll)
            shown.append(StoryRow(above.format(n=self.scroll), px, theme.PAPER, rect=pygame.Rect(box.x, y, box.w, px)))
            y += note
        for i, row in enumerate(rows[self.scroll :], start=self.scroll):
            h = theme.rendered(row.text, px, row.colour, row.bold, box.w).get_height()
            if y + h > box.bottom - (note if i < len(rows) - 1 else 0):
                more = len(rows) - i
                below = n_("{n} more line (wheel or arrow keys)", "{n} more lines (wheel or arrow keys)", more)
                shown.append(StoryRow(below.format(n=more), px, theme.PAPER, rect=pygame.Rect(box.x, y, box.w, px)))
                break
            shown.append(row._replace(rect=pygame.Rect(box.x, y, box.w, h)))
            y += h + gap
        return shown

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        w, _h = self.size
        surface.blit(assets.tiled("common/table.svg", self.size), (0, 0))
        dim(surface, 205)  # the table, but no card on it can be made out
        logo = int(56 * s)
        surface.blit(assets.svg("common/logo.svg", (logo, logo)), (int(20 * s), int(18 * s)))
        badge = (w // 2, int(52 * s))
        pygame.draw.circle(surface, self.colour, badge, int(34 * s))
        pygame.draw.circle(surface, theme.PAPER, badge, int(34 * s), max(2, int(3 * s)))
        theme.text(surface, self.name[:1].upper(), badge, int(34 * s), theme.WHITE, bold=True, anchor="center")
        title = _("Pass the laptop to {name}").format(name=self.name)
        px = theme.fit_text(title, int(34 * s), w - int(48 * s), bold=True)
        theme.text(surface, title, (w // 2, int(94 * s)), px, theme.PAPER, bold=True, anchor="midtop")
        self.widgets.draw(surface, s)
        button = self.ready.rect
        if self.armed:
            hint = _("{name}: click it or press Enter when only you can see the screen.").format(name=self.name)
        else:
            hint = _("One moment: the button wakes up once nobody is clicking.")
            bar = pygame.Rect(button.x + int(12 * s), button.bottom - int(10 * s), button.w - int(24 * s), int(5 * s))
            pygame.draw.rect(surface, theme.INK_SOFT, bar, border_radius=bar.h // 2)
            bar.w = int(bar.w * min(1.0, self.waited / ARM_SECONDS))
            pygame.draw.rect(surface, theme.LEAF, bar, border_radius=bar.h // 2)
        hpx = theme.fit_text(hint, int(17 * s), w - int(48 * s))
        theme.text(surface, hint, (w // 2, button.bottom + int(12 * s)), hpx, theme.PAPER_DARK, anchor="midtop")
        rows = self.visible_story()
        if rows:  # on a darker plate of its own, as tall as what it holds
            plate = rows[0].rect.unionall([row.rect for row in rows]).inflate(int(28 * s), int(20 * s))
            veil = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (20, 24, 18, 110), veil.get_rect(), border_radius=int(10 * s))
            surface.blit(veil, plate)
        for row in rows:
            theme.text(surface, row.text, row.rect.topleft, row.px, row.colour, bold=row.bold, width=row.rect.w)


ARM_SECONDS = 1.0  # the reveal button is inert this long after the cover comes up, and after any press while inert
REVEAL_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
