"""Setup: how many players, who sits where (person or computer, level, name, colour), seed and options."""

from __future__ import annotations

import functools
import random
from dataclasses import asdict
from typing import TYPE_CHECKING

import pygame

from gardengames import store, tutorial
from gardengames.games import GameInfo
from gardengames.i18n import N_, _, n_
from gardengames.session import COMPUTER_NAMES, Seat, Session, check_options, check_seats
from gardengames.ui import theme
from gardengames.ui.paper import centred_panel, draw_refusal, draw_sheet
from gardengames.ui.prompt_line import two_lines
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, Choice, TextField, WidgetGroup, button_width, draw_tooltip

if TYPE_CHECKING:
    from gardengames.ui.shell import App

_SEEDS = random.SystemRandom()  # a deal nobody at the table can work out from the clock or an earlier game
SECRET_DEAL = N_("Two or more people play: the deal stays secret. The score screen shows its seed afterwards.")
PERSON = N_("Person")
# How a computer seat of each level reads in the seat choice (a level not named here: "Computer (<level>)").
COMPUTER_LEVELS = {"easy": N_("Computer (easy)"), "medium": N_("Computer (medium)"), "hard": N_("Computer (hard)")}


def fresh_seed() -> int:
    """A new random seed for a deal."""
    return _SEEDS.randrange(1, 1_000_000)


class SetupScene(Scene):
    room = (1010, 570)  # four seats' rows and the options; past ~127 % at 16:9 it scrolls (ui/viewport.py)
    magnifies = True

    def __init__(self, app: App, info: GameInfo) -> None:
        super().__init__(app)
        self.info = info
        names = [app.settings.name_for(i) for i in range(info.max_players)]
        count = info.min_players if info.solitaire else min(max(2, info.min_players), info.max_players)
        self.count = count
        self.seats = [
            Seat(
                names[i] if i == 0 or info.solitaire else COMPUTER_NAMES[i],
                "human" if i == 0 else "computer",
                info.bot_levels[0] if info.bot_levels else "easy",
                i,
            )
            for i in range(info.max_players)
        ]
        self.seed = fresh_seed()
        self.options = info.default_options()
        self._recall()
        self.error = ""
        self.scale = 1.0
        self.size = (1280, 720)
        self.widgets = WidgetGroup()
        self._build()

    def _recall(self) -> None:
        """The players, seats, levels, colours and options of the last game started from here (a person's name
        comes from Settings, as always). What no longer fits this game (a level it lost, a hand-edited file) is
        left at its default, so a strange settings file can never keep the screen from opening."""
        last = self.app.settings.last_setups.get(self.info.id)
        if not isinstance(last, dict):
            return
        count = last.get("count")
        if type(count) is int and self.info.min_players <= count <= self.info.max_players:
            self.count = count
        recalled = list(self.seats)
        raw_seats = last.get("seats")
        for i, raw in enumerate(raw_seats[: len(recalled)] if isinstance(raw_seats, list) else []):
            try:
                seat = Seat.from_dict(raw)
            except ValueError:
                continue
            if seat.is_human:
                seat.name = self.app.settings.name_for(i)
            recalled[i] = seat
        if not check_seats(self.info, recalled[: self.count]) and len({s.colour for s in recalled}) == len(recalled):
            self.seats = recalled
        options = last.get("options")
        if isinstance(options, dict) and not check_options(self.info, options):
            self.options.update(options)

    def _remember(self) -> None:
        """Keep this screen's choices for the next game of this game (saved with the settings)."""
        self.app.settings.last_setups[self.info.id] = {
            "count": self.count,
            "seats": [asdict(seat) for seat in self.seats],
            "options": dict(self.options),
        }

    # -- widgets -------------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.widgets.clear()
        w = self.widgets
        if not self.info.solitaire:
            counts = list(range(self.info.min_players, self.info.max_players + 1))
            self.count_choice = w.add(
                Choice(
                    N_("Players"),
                    counts,
                    self.count,
                    self._set_count,
                    names=[n_("{n} player", "{n} players", n).format(n=n) for n in counts],
                )
            )
        self.rows: list[tuple[TextField, Choice | None, Choice]] = []
        kinds = [("human", "easy")] + [("computer", level) for level in self.info.bot_levels]
        kind_names = [PERSON] + [
            COMPUTER_LEVELS.get(level) or _("Computer ({level})").format(level=level) for level in self.info.bot_levels
        ]
        for i, seat in enumerate(self.seats):
            name = w.add(TextField(seat.name, functools.partial(self._set_name, i)))
            kind = None
            if not self.info.solitaire:
                kind = w.add(
                    Choice(
                        N_("Seat"),
                        kinds,
                        (seat.kind, seat.level),
                        functools.partial(self._set_kind, i),
                        names=kind_names,
                    )
                )
            colour = w.add(
                Choice(
                    N_("Colour"),
                    list(range(len(theme.SEAT_COLOURS))),
                    seat.colour,
                    functools.partial(self._set_colour, i),
                    names=theme.SEAT_COLOUR_NAMES,
                )
            )
            self.rows.append((name, kind, colour))
        self.option_choices = [
            w.add(
                Choice(
                    o.label,
                    list(o.choices),
                    self.options[o.id],
                    functools.partial(self.options.__setitem__, o.id),
                    names=[o.label_of(c) for c in o.choices],
                )
            )
            for o in self.info.options
        ]
        self.seed_field = w.add(
            TextField(
                str(self.seed),
                self._set_seed,
                max_len=9,
                tooltip=N_("The same seed deals the same cards: replay a game you liked."),
            )
        )
        self.reseed = w.add(Button(N_("New seed"), self._new_seed, tooltip=N_("Pick a random seed")))
        self.rules_button = w.add(
            Button(N_("Rules"), self.open_rules, hotkey=pygame.K_F1, tooltip=N_("How to play (F1)"))
        )
        self.learn_button = w.add(
            Button(N_("Learn to play"), self.learn, tooltip=N_("A guided first game: each move shown and explained"))
        )
        self.learn_button.visible = tutorial.has_tutorial(self.info.id)
        self.back_button = w.add(Button(N_("Back"), self.app.stack.pop))
        self.start_button = w.add(Button(N_("Start"), self.start, primary=True))
        self.host_button = w.add(
            Button(N_("Host"), self.host, tooltip=N_("Play on several laptops: the others join this game"))
        )
        from gardengames.ui.host_screen import hostable

        self.host_button.visible = hostable(self.info)
        self._show_rows()

    def relabel(self) -> None:
        self.error = ""  # said in the old language; Start says it again if it still holds

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            for widget in row:
                if widget is not None:
                    widget.visible = i < self.count
        # The seed and the public moves rebuild every hand: between people at one screen nobody may see it.
        self.seed_field.visible = self.reseed.visible = not self.secret_deal
        if self.secret_deal and self.widgets.focus is not None:
            focused = self.widgets.widgets[self.widgets.focus]
            if focused in (self.seed_field, self.reseed):
                self.widgets.focus = None
                self.widgets._sync()

    @property
    def secret_deal(self) -> bool:
        """True when two or more of the seats in play are people: the seed is hidden and drawn at Start."""
        return sum(seat.is_human for seat in self.seats[: self.count]) >= 2

    def _set_count(self, n: int) -> None:
        self.count = n
        self._show_rows()

    def _set_name(self, i: int, value: str) -> None:
        self.seats[i].name = value

    def _set_kind(self, i: int, value: tuple[str, str]) -> None:
        self.seats[i].kind, self.seats[i].level = value
        self._show_rows()
        field = self.rows[i][0]
        if value[0] == "computer" and self.seats[i].name in self.app.settings.player_names:
            self.seats[i].name = field.value = COMPUTER_NAMES[i]
        elif value[0] == "human" and self.seats[i].name in COMPUTER_NAMES:
            self.seats[i].name = field.value = self.app.settings.name_for(i)

    def _set_colour(self, i: int, value: int) -> None:
        self.seats[i].colour = value

    def _set_seed(self, value: str) -> None:
        digits = "".join(ch for ch in value if ch.isdigit())
        self.seed_field.value = digits
        self.seed = int(digits) if digits else 0

    def _new_seed(self) -> None:
        self.seed = fresh_seed()
        self.seed_field.value = str(self.seed)

    def open_rules(self) -> None:
        from gardengames.ui.rulespage import RulesScene

        self.app.stack.push(RulesScene(self.app, self.info))

    def learn(self) -> None:
        """The guided first game, over this screen: its "Play a real game" comes back here."""
        from gardengames.ui.tutorial import open_tutorial

        problem = open_tutorial(self.app, self.info.id)
        if problem:
            self.error = N_("The tutorial cannot be shown: its file is broken (see the notice).")
            self.app.audio.play("error")

    def validate(self) -> str:
        """Why Start cannot start yet: the same seat rules a saved game is checked against."""
        seats = [Seat(s.name.strip(), s.kind, s.level, s.colour) for s in self.seats[: self.count]]
        problem = check_seats(self.info, seats)
        return problem[:1].upper() + problem[1:] + "." if problem else ""

    def start(self) -> None:
        """Start the game, asking first when it would replace a saved game of the same game."""
        self.error = self.validate()
        if self.error:
            self.app.audio.play("error")
            return
        if not self.new_game(self.info.id, self._start_new) and store.save_in_use(self.info.id):
            self.error = store.SAVE_IN_USE  # refused for the other window: said beside Start too

    def host(self) -> None:
        """Host this game for other laptops: who plays where is chosen on the next screen."""
        from gardengames.ui.host_screen import HostScene

        seats = [Seat(s.name.strip(), s.kind, s.level, s.colour) for s in self.seats[: self.count]]
        self.app.stack.push(HostScene(self.app, self.info, seats, self.options))

    def _start_new(self) -> None:
        """Open the table of a new game (its first save replaces any earlier save of this game)."""
        if self.secret_deal:
            self.seed = fresh_seed()  # never the one shown before a second person sat down
        seats = [Seat(s.name.strip(), s.kind, s.level, s.colour) for s in self.seats[: self.count]]
        remembered = list(self.app.settings.player_names)
        for i, seat in enumerate(seats):
            if seat.is_human and i < len(remembered):
                remembered[i] = seat.name
        self.app.settings.player_names = remembered
        self._remember()
        self.app.save_settings()
        session = Session(self.info.id, seats, self.seed, self.options)
        table = self.info.table_scene()(self.app, session)
        self.app.audio.play("shuffle")
        self.app.stack.replace(table)

    # -- scene -----------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size, self.room)
        self.panel = centred_panel(size, s, 900, 640)
        x0 = self.panel.x + int(40 * s)
        y = self.panel.y + int(100 * s)
        row_h, gap = int(44 * s), int(12 * s)
        if not self.info.solitaire:
            self.count_choice.rect = pygame.Rect(x0 + int(170 * s), y, int(220 * s), row_h)
            y += row_h + gap * 2
        self.seat_top = y
        for name, kind, colour in self.rows:
            name.rect = pygame.Rect(x0 + int(170 * s), y, int(200 * s), row_h)
            if kind is not None:
                kind.rect = pygame.Rect(name.rect.right + gap, y, int(250 * s), row_h)
                colour.rect = pygame.Rect(kind.rect.right + gap, y, int(150 * s), row_h)
            else:
                colour.rect = pygame.Rect(name.rect.right + gap, y, int(150 * s), row_h)
            y += row_h + gap
        if self.info.solitaire:
            y = self.seat_top + row_h + gap
        y += gap
        self.option_top = y
        for choice in self.option_choices:
            choice.rect = pygame.Rect(x0 + int(170 * s), y, int(220 * s), row_h)
            y += row_h + gap
        self.seed_field.rect = pygame.Rect(x0 + int(170 * s), y, int(140 * s), row_h)
        self.reseed.rect = pygame.Rect(
            self.seed_field.rect.right + gap, y, button_width([self.reseed.label], s, int(140 * s)), row_h
        )
        self.seed_y = y
        row = (self.back_button, self.rules_button, self.start_button, self.host_button)
        bw, bh = button_width((b.label for b in row), s, int(150 * s)), int(50 * s)
        learn_w = button_width([self.learn_button.label], s, int(190 * s))
        shown = 3 + self.learn_button.visible + self.host_button.visible  # buttons in the row, and room for them
        room = self.panel.w - int(80 * s) - (shown - 1) * gap
        need = (shown - self.learn_button.visible) * bw + self.learn_button.visible * learn_w
        if need > room:  # a narrow window or long words: every button of the row gives up its share
            bw, learn_w = bw * room // need, learn_w * room // need
        by = self.panel.bottom - bh - int(24 * s)
        self.back_button.rect = pygame.Rect(self.panel.x + int(40 * s), by, bw, bh)
        self.rules_button.rect = pygame.Rect(self.back_button.rect.right + gap, by, bw, bh)
        self.learn_button.rect = pygame.Rect(self.rules_button.rect.right + gap, by, learn_w, bh)
        self.start_button.rect = pygame.Rect(self.panel.right - bw - int(40 * s), by, bw, bh)
        self.host_button.rect = pygame.Rect(self.start_button.rect.x - gap - bw, by, bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.widgets.widgets[self.widgets.focus] if self.widgets.focus is not None else None
            if focused is None or isinstance(focused, TextField):
                self.start()
                return
        self.widgets.handle(event)

    def next_frame(self) -> float | None:
        return self.widgets.next_frame()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_sheet(surface, self.panel, s)
        x0 = self.panel.x + int(40 * s)
        theme.text(
            surface,
            _("New game of {game}").format(game=_(self.info.title)),
            (x0, self.panel.y + int(30 * s)),
            int(32 * s),
            theme.darken(self.info.colour, 0.2),
            bold=True,
        )
        label_px = int(19 * s)
        if not self.info.solitaire:
            theme.text(
                surface, _("Players"), (x0, self.count_choice.rect.centery), label_px, anchor="midleft", bold=True
            )
        for i, (name, _kind, _colour) in enumerate(self.rows):
            if not name.visible:
                continue
            label = _("Player") if self.info.solitaire else _("Seat {n}").format(n=i + 1)
            px = theme.fit_text(label, label_px, int(115 * s), bold=True)
            theme.text(surface, label, (x0, name.rect.centery), px, anchor="midleft", bold=True)
            swatch = pygame.Rect(0, 0, int(22 * s), int(22 * s))
            swatch.midleft = (x0 + int(120 * s), name.rect.centery)
            theme.seat_mark(surface, self.seats[i].colour, swatch.center, swatch.w // 2)
        for option, choice in zip(self.info.options, self.option_choices, strict=True):
            label = _(choice.label)
            px = theme.fit_text(label, label_px, int(165 * s), bold=True)
            theme.text(surface, label, (x0, choice.rect.centery), px, anchor="midleft", bold=True)
            note = option.note_of(choice.value)  # what the choice means: a bare "III" says nothing by itself
            if note:
                left = choice.rect.right + int(14 * s)
                room = self.panel.right - int(40 * s) - left
                # One line when it fits at a readable size, else two lines of that size (never shrunk to tiny).
                words = _(note)
                note_px = max(int(16 * s), theme.fit_text(words, int(17 * s), room))
                if theme.font(note_px).size(words)[0] > room:
                    words = "\n".join(two_lines(words))  # two even lines, no orphan word
                at = (left, choice.rect.centery)
                theme.text(surface, words, at, note_px, theme.INK_SOFT, anchor="midleft", width=room)
        if self.secret_deal:
            theme.text(
                surface,
                _(SECRET_DEAL),
                (x0, self.seed_field.rect.centery),
                int(17 * s),
                theme.INK_SOFT,
                anchor="midleft",
                width=self.panel.right - x0 - int(40 * s),
            )
        else:
            theme.text(surface, _("Seed"), (x0, self.seed_field.rect.centery), label_px, anchor="midleft", bold=True)
        self.widgets.draw(surface, s)
        if self.error:
            draw_refusal(surface, _(self.error), self.panel, self.start_button.rect.y, s)
        tip = self.widgets.hovered_tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], s)
