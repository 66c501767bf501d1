"""Hosting a game for other laptops, from the setup screen: for each seat, this laptop, another laptop or a computer
level; then Host starts the game's ``Host`` (on every network of this laptop), advertises it so the join screens
around find it, and the lobby shows the address and the code while the others join.

This laptop plays its seats through the same client and session as any other laptop (over the loopback
interface), so there is one way a table plays a hosted game: the host's thread holds the game's only truth.
Several seats may be this laptop's, each with its own name: its people take turns behind the hot-seat cover.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from gardengames.games import GameInfo
from gardengames.i18n import N_, _
from gardengames.net import lan
from gardengames.net.host import REMOTE, Host, HostError
from gardengames.net.hosting import HostedGame
from gardengames.session import COMPUTER_NAMES, MAX_NAME, Seat, name_problem
from gardengames.ui import theme
from gardengames.ui.host_again import hosting_lobby
from gardengames.ui.paper import centred_panel, draw_refusal, draw_sheet
from gardengames.ui.scenes import Scene
from gardengames.ui.setup import COMPUTER_LEVELS, fresh_seed
from gardengames.ui.widgets import Button, Choice, TextField, WidgetGroup, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App

HERE, THERE = "here", REMOTE  # a seat's choice besides the computer levels
HERE_NAME = N_("This laptop")
THERE_NAME = N_("Another laptop")


def hostable(info: GameInfo) -> bool:
    """Whether ``info`` can be played across laptops (a solitaire cannot)."""
    return not info.solitaire and info.rules.State.events is not None


class HostScene(Scene):
    """Who plays where, for the ``count`` seats the setup screen chose (``seats`` and ``options`` from it)."""

    covers_screen = True
    room = (880, 540)  # the form on its sheet, and a margin; past ~133 % at 16:9 it scrolls (ui/viewport.py)
    magnifies = True

    def __init__(self, app: App, info: GameInfo, seats: list[Seat], options: dict[str, object]) -> None:
        super().__init__(app)
        self.info = info
        self.options = dict(options)
        self.names = [seat.name.strip() if seat.is_human else app.settings.name_for(i) for i, seat in enumerate(seats)]
        self.places = [seat.level if not seat.is_human else HERE if i == 0 else THERE for i, seat in enumerate(seats)]
        if HERE not in self.places:
            self.places[0] = HERE
            self.names[0] = next((seat.name.strip() for seat in seats if seat.is_human), self.names[0])
        self.error = ""
        self.widgets = WidgetGroup()
        choices = [HERE, THERE, *info.bot_levels]
        names = [HERE_NAME, THERE_NAME] + [
            COMPUTER_LEVELS.get(level) or _("Computer ({level})").format(level=level) for level in info.bot_levels
        ]
        self.rows: list[Choice] = []
        self.name_fields: list[TextField] = []
        for i, place in enumerate(self.places):  # each seat's choice, and its name when it is this laptop's
            self.rows.append(
                self.widgets.add(Choice(N_("Seat"), choices, place, functools.partial(self._set_place, i), names=names))
            )
            field = TextField(self.names[i], functools.partial(self._set_name, i), max_len=MAX_NAME)
            self.name_fields.append(self.widgets.add(field))
        self._show_names()
        self.back_button = self.widgets.add(Button(N_("Back"), self.app.stack.pop))
        self.host_button = self.widgets.add(
            Button(N_("Host"), self.host, primary=True, tooltip=N_("Open the game to the other laptops"))
        )
        self.size = (1280, 720)
        self.scale = 1.0

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value
        self.error = ""

    def _set_place(self, i: int, value: str) -> None:
        self.places[i] = value
        self.error = ""
        self._show_names()

    def _show_names(self) -> None:
        """A name field stands beside each seat of this laptop (the others' names come with them)."""
        for place, field in zip(self.places, self.name_fields, strict=True):
            field.visible = place == HERE

    @property
    def here(self) -> list[int]:
        """The seats of the people at this laptop."""
        return [i for i, place in enumerate(self.places) if place == HERE]

    def validate(self) -> str:
        """Why Host cannot start yet ("" when it can)."""
        here = self.here
        if not here:
            return N_("Choose at least one seat for this laptop.")
        if THERE not in self.places:
            if len(here) > 1:  # everyone at this screen: the setup screen's game, with the cover between them
                return N_("Everyone plays at this laptop: go back and press Start to pass it round.")
            return N_("Choose at least one seat for another laptop.")
        problems = [(i, name_problem(self.names[i].strip())) for i in here]
        problem = next((_("seat {n}: {problem}").format(n=i + 1, problem=p) for i, p in problems if p), "")
        taken = [self.names[i].strip().lower() for i in here]
        taken += [COMPUTER_NAMES[i].lower() for i, place in enumerate(self.places) if place not in (HERE, THERE)]
        if not problem and len(set(taken)) < len(taken):
            problem = _("two seats have the same name")
        return problem[:1].upper() + problem[1:] + "." if problem else ""

    def host(self) -> None:
        """Start hosting: the host listens, this laptop takes its seats, the game is advertised, the lobby opens."""
        self.error = self.validate()
        if self.error:
            self.app.audio.play("error")
            return
        self.new_game(self.info.id, self.start_hosting, hosted=True)  # a game hosted before waits on Continue

    def start_hosting(self) -> None:
        mine = self.here
        levels = [REMOTE if place in (HERE, THERE) else place for place in self.places]
        hosted = HostedGame(tuple(mine), self.names[mine[0]].strip(), self.app.notices)  # the host's autosave
        try:
            host = hosted.host = Host(
                self.info.id, levels, fresh_seed(), self.options, bind=lan.bind_address(), on_start=hosted.keep
            )
            for seat in mine:  # this laptop's seats are taken before anyone else can ask for them
                host.names[seat] = self.names[seat].strip()
            host.start()
        except HostError as exc:
            self.error = str(exc)
            self.app.audio.play("error")
            return
        name, free = self.names[mine[0]].strip(), levels.count(REMOTE) - len(mine)
        self.app.stack.replace(hosting_lobby(self.app, self.info.id, hosted, name, mine, free=free))

    # -- scene -------------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size, self.room)
        self.panel = centred_panel(size, s, 800, 560)
        x0 = self.panel.x + int(40 * s)
        y = self.panel.y + int(130 * s)
        row_h, gap = int(44 * s), int(12 * s)
        for choice, field in zip(self.rows, self.name_fields, strict=True):
            choice.rect = pygame.Rect(x0 + int(160 * s), y, int(280 * s), row_h)
            field.rect = pygame.Rect(
                choice.rect.right + int(20 * s),
                y,
                self.panel.right - int(40 * s) - choice.rect.right - int(20 * s),
                row_h,
            )
            y += row_h + gap
        bw, bh = button_width([self.back_button.label, self.host_button.label], s, int(150 * s)), int(50 * s)
        by = self.panel.bottom - bh - int(24 * s)
        self.back_button.rect = pygame.Rect(x0, by, bw, bh)
        self.host_button.rect = pygame.Rect(self.panel.right - bw - int(40 * s), by, bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def next_frame(self) -> float | None:
        return self.widgets.next_frame()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_sheet(surface, self.panel, s)
        x0 = self.panel.x + int(40 * s)
        title = _("Host {game} on the network").format(game=_(self.info.title))
        theme.text(
            surface,
            title,
            (x0, self.panel.y + int(30 * s)),
            int(30 * s),
            theme.darken(self.info.colour, 0.2),
            bold=True,
        )
        label_px = int(19 * s)
        if self.here:  # the names column is headed once, over the first name field shown
            field = self.name_fields[self.here[0]]
            top = self.rows[0].rect.y - int(8 * s)
            theme.text(surface, _("Name"), (field.rect.x, top), label_px, anchor="bottomleft", bold=True)
        for i, choice in enumerate(self.rows):
            label = _("Seat {n}").format(n=i + 1)
            theme.text(surface, label, (x0, choice.rect.centery), label_px, anchor="midleft", bold=True)
        self.widgets.draw(surface, s)
        if self.error:
            draw_refusal(surface, _(self.error), self.panel, self.host_button.rect.y, s)
