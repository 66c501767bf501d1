"""Watching a recorded game again: the game's own table in spectator mode (so nothing is saved or counted), at
any position of the record, with a bar to step, play at a chosen speed, jump to a move and choose whose cards
show (the player to move's, one seat's, or every card face up); "Play this deal again" starts a real game of
the same deal. The same viewer plays back the solver's winning line for a lost Unsurmountable deal ("Show me
how"), each move with its reason.

Every position is reached by playing the recorded moves through the rules (``replay.Replay``), never by
reading a state from the file. Keys: Left/Right step, Space plays or pauses, Home/End, L the move list,
V whose view, +/- the speed, Esc back.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.i18n import N_, _, n_
from gardengames.replay import Replay, move_line, replay_of
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.faceup import STRIP_HEIGHT, FaceUpStrip
from gardengames.ui.rowlist import RowList
from gardengames.ui.rowpanel import RowPanel
from gardengames.ui.scenes import Scene
from gardengames.ui.tableview import OVERVIEW_KEY
from gardengames.ui.widgets import Button, Choice, Widget, WidgetGroup, button_width, draw_tooltip

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable

SPEEDS = (0.5, 1.0, 2.0, 4.0)
SPEED_NAMES = ("\u00bd\u00d7", "1\u00d7", "2\u00d7", "4\u00d7")
STEP_SECONDS = 1.2  # one move this often at 1x: a computer's move is shown about this often in a real game
BAR_HEIGHT = 92  # design pixels under the table: the caption line and the row of controls
BAR_ROOM_HEIGHT = 600  # the height the bar's scale is reckoned against: up to 120 % at 16:9, the table keeping most
FOLLOW = -1  # the view choice "whoever is to move"
FACE_UP = -2  # the view choice "every card face up": the player to move's table, everyone else's cards beneath


class ReplayScene(Scene):
    """The table of ``replay``'s game at one position, the replay bar under it. ``title``: the caption before
    the first move (what is being watched)."""

    covers_screen = True

    def __init__(self, app: App, replay: Replay, *, start: int = 0, title: str = "") -> None:
        super().__init__(app)
        self.replay = replay
        session = replay.session
        replay.go_to(start)
        self.table: BaseTable = replay.info.table_scene()(app, session, spectator=True)
        self.given_title = title  # a caption made by the caller (in the player's language), else our own
        self.playing = False
        self.wait = 0.0
        self.seat = FOLLOW
        self.widgets = WidgetGroup()
        self.first_button = self.widgets.add(
            Button("|<", self.to_start, tooltip=N_("The deal, before any move (Home)"))
        )
        self.back_button = self.widgets.add(Button("<", self.step_back, tooltip=N_("One move back (Left)")))
        self.play_button = self.widgets.add(
            Button(N_("Play"), self.toggle, primary=True, tooltip=N_("Play or pause (Space)"))
        )
        self.next_button = self.widgets.add(Button(">", self.step_forward, tooltip=N_("One move on (Right)")))
        self.last_button = self.widgets.add(Button(">|", self.to_end, tooltip=N_("The end of the game (End)")))
        self.speed = self.widgets.add(
            Choice(
                N_("Speed"), SPEEDS, 1.0, self._speed_changed, names=SPEED_NAMES, tooltip=N_("How fast Play goes (+/-)")
            )
        )
        seats = session.seats
        self.view_choice = self.widgets.add(
            Choice(
                N_("View"),
                [FOLLOW, *range(len(seats)), FACE_UP],
                FOLLOW,
                self._view_changed,
                names=self._view_names(),
                tooltip=N_("Whose cards show: each player's in turn, one seat's all game, or every card (V)"),
            )
        )
        self.strip = FaceUpStrip(self.table)
        self.view_choice.visible = len(seats) > 1  # a solitaire shows everything its one player saw
        self.list_button = self.widgets.add(Button(N_("Moves"), self.open_list, tooltip=N_("Jump to any move (L)")))
        self.again_button = self.widgets.add(Button(N_("Play this deal again"), self.play_again))
        # A lost climb watched again offers the solver's way up, as its score screen did (not on that line itself).
        self.how = ShowMeHow(app, replay.checked, self.widgets)
        self.how.button.visible = self.how.button.visible and not replay.notes
        self.leave_button = self.widgets.add(Button(N_("Back"), self.back, tooltip=N_("Stop watching (Esc)")))
        self.size = (1280, 720)
        self.scale = 1.0
        self.bar = pygame.Rect(0, 0, 0, 0)
        self._entered = False
        self.relabel()

    def _view_names(self) -> list[str]:
        return [
            N_("Player to move"),
            *(_("{name}'s cards").format(name=seat.name) for seat in self.replay.session.seats),
            N_("Every card face up"),
        ]

    def relabel(self) -> None:
        """The caption, the seat names' choice and the table under the bar in the player's language."""
        session = self.replay.session
        self.title = self.given_title or n_(
            "{game}, seed {seed}: {n} move recorded", "{game}, seed {seed}: {n} moves recorded", len(self.replay.moves)
        ).format(game=_(self.replay.info.title), seed=session.seed, n=len(self.replay.moves))
        self.view_choice.names = self._view_names()
        self.again_button.tooltip = _("A new game of the same deal: seed {seed}").format(seed=session.seed)
        self.table.relabel()

    # ---- where the replay is ----------------------------------------------------------------------------------
    @property
    def position(self) -> int:
        """How many of the recorded moves have been played."""
        return len(self.replay.session.moves)

    @property
    def total(self) -> int:
        return len(self.replay.moves)

    def caption(self) -> str:
        """What the bar says: the move just played (with its reason, when the solver gave one)."""
        k = self.position
        if k == 0:
            return self.title
        notes = self.replay.notes
        line = notes[k - 1] if k - 1 < len(notes) else self.replay.lines[k - 1].split(". ", 1)[-1]
        return _("Move {k} of {total} \u2013 {line}").format(k=k, total=self.total, line=line)

    def go_to(self, k: int) -> None:
        """Jump to the position after ``k`` moves (the cards glide there; no sounds for a jump)."""
        k = max(0, min(k, self.total))
        if k == self.position + 1:
            self.step_forward()
            return
        self.replay.go_to(k)
        self._rebuild_log()
        self._show_viewer()
        if self.position >= self.total:
            self.playing = False

    def step_forward(self) -> None:
        """One move on, through the table's own play: its log line, its effects and its sound."""
        if self.position >= self.total:
            self.playing = False
            return
        self.table.play(self.replay.moves[self.position])
        self._show_viewer()
        if self.position >= self.total:
            self.playing = False

    def step_back(self) -> None:
        self.playing = False
        self.go_to(self.position - 1)

    def to_start(self) -> None:
        self.playing = False
        self.go_to(0)

    def to_end(self) -> None:
        self.playing = False
        self.go_to(self.total)

    def toggle(self) -> None:
        """Play from here (from the start again when at the end), or pause."""
        if self.playing:
            self.playing = False
            return
        if self.position >= self.total:
            self.go_to(0)
        self.playing = True
        self.wait = 0.0

    def _speed_changed(self, _value: Any) -> None:
        self.wait = min(self.wait, self.interval)

    @property
    def interval(self) -> float:
        return STEP_SECONDS / float(self.speed.value)

    def _view_changed(self, value: Any) -> None:
        face_up = self.seat == FACE_UP
        self.seat = int(value)
        if face_up != (self.seat == FACE_UP):
            self.layout(self.size)  # the strip of everyone's cards comes or goes under the table
        self._show_viewer()

    def _show_viewer(self) -> None:
        """Whose private cards the table shows: the chosen seat's, or the player to move's (the last to move
        once the game is over)."""
        session = self.replay.session
        if self.seat >= 0:
            self.table.viewer = self.seat
            return
        current = session.state.current_player
        if current is None:
            current = next((actor for actor, _m, _e in reversed(session.history) if actor is not None), 0)
        self.table.viewer = current

    def _rebuild_log(self) -> None:
        """The table's log as it read after these moves (a step back or a jump takes lines away too)."""
        self.table.show_history()

    def open_list(self) -> None:
        self.playing = False
        self.app.stack.push(MoveList(self.app, self))

    def play_again(self) -> None:
        """A real game of this deal (saved and counted like any other), asking first when it would replace a
        saved game of the same game."""
        info = self.replay.session.info

        def start() -> None:
            from gardengames.ui.menu import MenuScene

            fresh = self.replay.fresh()
            self.app.stack.clear_to(MenuScene(self.app))
            self.app.stack.push(info.table_scene()(self.app, fresh))

        self.new_game(info.id, start)

    # ---- scene plumbing -------------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self._entered:
            self._entered = True
            self.table.enter()
            self._show_viewer()
            self.widgets.focus_on(self.play_button)  # Enter plays, and a ring shows where the keys are

    def back(self) -> None:
        self.app.stack.pop()

    def _hide_table_buttons(self) -> None:
        """The table's own buttons that play or leave a game do nothing here: only Rules and Settings stay."""
        keep = (self.table.rules_button, self.table.settings_button)
        for widget in self.table.widgets.widgets:
            if widget not in keep:
                widget.visible = False

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        # The bar grows until its row of controls, as wide as their words need, fills the window's width, and by
        # at most a fifth on a 16:9 window: every pixel it takes is taken from the table above it.
        s = self.scale = theme.scale_for(size, (self._row_width(1.0) + 16, BAR_ROOM_HEIGHT))
        w, h = size
        bar_h = int(BAR_HEIGHT * s)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        strip_h = int(STRIP_HEIGHT * s) if self.seat == FACE_UP else 0
        self.strip.layout(pygame.Rect(0, self.bar.y - strip_h, w, strip_h), s)
        self.table.layout((w, h - bar_h - strip_h))
        self._hide_table_buttons()
        gap, bh = int(8 * s), int(40 * s)
        y = self.bar.bottom - bh - int(10 * s)
        sizes = self._widths(s)
        shown = list(sizes)
        room = w - int(16 * s) - gap * (len(shown) - 1)
        squeeze = min(1.0, room / max(1, sum(sizes.values())))
        total = sum(int(sizes[wd] * squeeze) for wd in shown) + gap * (len(shown) - 1)
        x = (w - total) // 2
        for widget in shown:
            widget.rect = pygame.Rect(x, y, int(sizes[widget] * squeeze), bh)
            x += widget.rect.w + gap
        self.widgets._sync()

    def _widths(self, s: float) -> dict[Widget, int]:
        """Each shown control's width at scale ``s``: a button as wide as its words need (Dutch ones are longer)."""
        widths: dict[Widget, int] = {
            self.first_button: 44,
            self.back_button: 44,
            self.play_button: 80,
            self.next_button: 44,
            self.last_button: 44,
            self.speed: 110,
            self.view_choice: 210,
            self.list_button: 80,
            self.again_button: 150,
            self.how.button: 120,
            self.leave_button: 80,
        }
        labels = {self.play_button: [N_("Play"), N_("Pause")]}  # it says one or the other
        return {
            wd: button_width(labels.get(wd, [wd.label]), s, int(n * s)) if isinstance(wd, Button) else int(n * s)
            for wd, n in widths.items()
            if wd.visible
        }

    def _row_width(self, s: float) -> int:
        """The row of controls' width at scale ``s``, gaps included, unsqueezed."""
        sizes = self._widths(s)
        return sum(sizes.values()) + int(8 * s) * (len(sizes) - 1)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._keys(event):
            return
        if self.widgets.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key not in (pygame.K_F1, pygame.K_z, OVERVIEW_KEY):
            return  # the table's other keys play, undo or end a game: none of that here
        if event.type == pygame.MOUSEMOTION:
            self.strip.point(event.pos if self.seat == FACE_UP else None)
        elif event.type == pygame.WINDOWLEAVE:
            self.strip.point(None)
        if hasattr(event, "pos") and (self.bar.collidepoint(event.pos) or self.strip.rect.collidepoint(event.pos)):
            if event.type == pygame.MOUSEMOTION:
                self.table.handle(pygame.event.Event(pygame.WINDOWLEAVE))  # no table card stays hovered
            return
        self.table.handle(event)

    def _keys(self, event: pygame.event.Event) -> bool:
        actions: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: self.step_back,
            pygame.K_RIGHT: self.step_on,
            pygame.K_SPACE: self.toggle,
            pygame.K_HOME: self.to_start,
            pygame.K_END: self.to_end,
            pygame.K_l: self.open_list,
            pygame.K_v: lambda: self.view_choice.step(1) if self.view_choice.visible else None,
            pygame.K_PLUS: lambda: self.speed.step(1),
            pygame.K_EQUALS: lambda: self.speed.step(1),
            pygame.K_KP_PLUS: lambda: self.speed.step(1),
            pygame.K_MINUS: lambda: self.speed.step(-1),
            pygame.K_KP_MINUS: lambda: self.speed.step(-1),
        }
        action = actions.get(event.key)
        if action is None:
            return False
        action()
        return True

    def step_on(self) -> None:
        """Right: one move on, and Play stops (stepping is looking closely)."""
        self.playing = False
        self.step_forward()

    def update(self, dt: float) -> None:
        self.table.update(dt)
        self._hide_table_buttons()
        if self.playing and self.app.stack.top is self:
            self.wait -= dt
            if self.wait <= 0 and not self.table.animating:
                self.step_forward()
                self.wait = self.interval
        self.play_button.label = N_("Pause") if self.playing else N_("Play")
        at_start, at_end = self.position == 0, self.position >= self.total
        self.first_button.enabled = self.back_button.enabled = not at_start
        self.next_button.enabled = self.last_button.enabled = not at_end
        if self.widgets.by_keyboard and self.widgets.keyboard_focus() is None:
            self.widgets.focus_on(self.play_button)  # its button greyed at an end: the ring goes to Play
        self.how.poll()

    def next_frame(self) -> float | None:
        if self.playing:
            return 0.0
        return 0.05 if self.how.request is not None else self.table.next_frame()

    def frame_key(self) -> Hashable:
        return self.table.frame_key(), self.position, self.playing, self.seat, self.speed.index, self.strip.hover

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        s = self.scale
        if self.seat == FACE_UP:
            self.strip.draw(surface)
        pygame.draw.rect(surface, theme.TABLE_DARK, self.bar)
        pygame.draw.line(surface, theme.PAPER_DARK, self.bar.topleft, self.bar.topright, max(1, int(2 * s)))
        text = self.caption()
        room = self.bar.w - int(40 * s)
        px = theme.fit_text(text, int(18 * s), room, bold=True)
        theme.text(
            surface,
            text,
            (self.bar.centerx, self.bar.y + int(8 * s)),
            max(px, int(13 * s)),
            theme.PAPER,
            bold=True,
            anchor="midtop",
            width=room,
        )
        self.widgets.draw(surface, s)
        if self.seat == FACE_UP:
            self.strip.draw_zoom(surface)
        tip = self.widgets.hovered_tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], s)


class MoveList(RowPanel):
    """Every move of the record, the current one lit: arrows or the wheel to choose, Enter or a click jumps."""

    close_key = pygame.K_l
    text_px = 16

    def __init__(self, app: App, viewer: ReplayScene) -> None:
        self.viewer = viewer
        lines = [_("0. The deal, before any move"), *viewer.replay.lines]
        rows = RowList(len(lines), viewer.position, row_px=28, top_px=60, below_px=20)
        super().__init__(app, lines, rows, (700, 580))

    def heading(self) -> str:
        return _("Jump to a move (arrows, Enter; Esc to close)")

    def choose(self, i: int) -> None:
        self.app.stack.pop()
        self.viewer.go_to(i)

    def row_ink(self, i: int) -> tuple[int, int, int]:
        """Moves still to come are softer."""
        return theme.INK if i <= self.viewer.position else theme.INK_SOFT


UNWINNABLE_WORDS = N_("This deal cannot be won: the solver tried every way up the mountain and none reaches the peak.")
UNKNOWN_WORDS = N_("No winning line found: the solver could not settle this deal within its budget.")


def solver_replay(session: Session) -> tuple[Replay | None, str]:
    """The exact solver's winning line for the deal ``session`` was dealt (the same seed and options), as a
    replay whose every move says why; or None and the sentence that says why not. Deterministic: a node
    budget, never the clock, so the same deal always gets the same line."""
    solver = session.info.module("solver")
    start = Session(session.info.id, list(session.seats), session.seed, dict(session.options))
    result = solver.analyse(start.state.clone(), solver.ANALYSIS_NODES)
    if result.verdict == solver.UNWINNABLE:
        return None, _(UNWINNABLE_WORDS)
    if result.verdict != solver.WINNABLE:
        return None, _(UNKNOWN_WORDS)
    for move in result.line:
        start.apply(move)  # through the rules: a line they refuse would raise here, never show a false win
    replay = replay_of(start.to_record())
    played = session.moves
    same = next(
        (i for i, (a, b) in enumerate(zip(played, replay.moves, strict=False)) if a != b),
        min(len(played), len(replay.moves)),
    )
    notes = []
    n = len(replay.moves)
    for i, line in enumerate(replay.lines):
        what = line.split(". ", 1)[-1]
        left = n - i - 1
        if left == 0:
            why = _("the peak is reached")
        else:
            why = n_(
                "from here the peak can still be reached in {n} more move",
                "from here the peak can still be reached in {n} more moves",
                left,
            ).format(n=left)
        if i == same and i < len(played):
            other = move_line(session, *session.history[i])
            note = _("{move}. Why: {why} (here your game went another way: {other}).").format(
                move=what, why=why, other=other
            )
        elif i < same:
            note = _("{move}. Why: {why} (as your game did).").format(move=what, why=why)
        else:
            note = _("{move}. Why: {why}.").format(move=what, why=why)
        notes.append(note)
    replay.notes = notes
    return replay, n_("The solver's winning line: {n} move.", "The solver's winning line: {n} moves.", n).format(n=n)


class SolverRequest:
    """``solver_replay`` on a thread (a hard deal takes the solver seconds): the score screen polls ``done``."""

    def __init__(self, session: Session) -> None:
        self.answer: tuple[Replay | None, str] | None = None
        self.thread = threading.Thread(target=self._run, args=(session,), daemon=True)
        self.thread.start()

    def _run(self, session: Session) -> None:
        try:
            self.answer = solver_replay(session)
        except Exception as exc:  # a bug in the search must not take the score screen down
            self.answer = (None, _("The solver could not answer ({problem}).").format(problem=type(exc).__name__))

    @property
    def done(self) -> bool:
        return self.answer is not None

    def wait(self, timeout: float | None = None) -> None:
        self.thread.join(timeout)


class ShowMeHow:
    """The "Show me how" button of a lost solitaire, on its score screen and in the viewer of a recorded one: the
    solver asked on a thread, then its winning line in the viewer, or the sentence that says why there is none."""

    def __init__(self, app: App, session: Session, widgets: WidgetGroup) -> None:
        self.app = app
        self.session = session  # the whole game as played: the line says where it went another way
        self.button = widgets.add(
            Button(N_("Show me how"), self.ask, hotkey=pygame.K_s, tooltip=N_("The solver's winning line (S)"))
        )
        state = session.state
        self.button.visible = session.info.solver and state.is_over and not state.winners()
        self.request: SolverRequest | None = None

    def ask(self) -> None:
        if self.request is None and self.button.visible:
            self.request = SolverRequest(self.session)
            self.button.label, self.button.enabled = N_("Thinking..."), False

    def poll(self) -> str:
        """Once the solver has answered: its line opens in the viewer, or the words why there is none are said
        (and returned, for a screen that lists them); "" until then and after a line."""
        if self.request is None or not self.request.done:
            return ""
        assert self.request.answer is not None
        replay, words = self.request.answer
        self.request = None
        self.button.label, self.button.enabled = N_("Show me how"), True
        if replay is None:
            self.app.notify(words)
            return words
        title = _("{answer} Step through it with the arrows, or press Space to watch it climb.").format(answer=words)
        self.app.stack.push(ReplayScene(self.app, replay, title=title))
        return ""
