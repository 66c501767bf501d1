"""Hosting a game for other laptops, from the setup screen: for each seat, this laptop, another laptop or a computer
level; then Host starts the game's ``Host`` (on every network of this laptop), advertises it so the join screens
around find it, and the lobby shows the address and the code while the others join.

This laptop plays its seat through the same client and session as any other laptop (over the loopback
interface), so there is one way a table plays a hosted game: the host's thread holds the game's only truth.
"""

from __future__ import annotations

import functools
import sys
from typing import TYPE_CHECKING

import pygame

from gardengames.games import GameInfo
from gardengames.i18n import N_, _
from gardengames.net import lan
from gardengames.net.client import Client
from gardengames.net.discovery import Advert
from gardengames.net.host import REMOTE, Host, HostError, seat_token
from gardengames.net.hosting import HostedGame
from gardengames.net.protocol import PROTOCOL
from gardengames.session import COMPUTER_NAMES, Seat, name_problem
from gardengames.ui import theme
from gardengames.ui.lobby import LobbyScene
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

    def __init__(self, app: App, info: GameInfo, seats: list[Seat], options: dict[str, object]) -> None:
        super().__init__(app)
        self.info = info
        self.options = dict(options)
        here = next((seat.name.strip() for seat in seats if seat.is_human), app.settings.name_for(0))
        self.name = here
        self.places = [seat.level if not seat.is_human else HERE if i == 0 else THERE for i, seat in enumerate(seats)]
        if HERE not in self.places:
            self.places[0] = HERE
        self.error = ""
        self.widgets = WidgetGroup()
        choices = [HERE, THERE, *info.bot_levels]
        names = [HERE_NAME, THERE_NAME] + [
            COMPUTER_LEVELS.get(level) or _("Computer ({level})").format(level=level) for level in info.bot_levels
        ]
        self.name_field = self.widgets.add(TextField(self.name, self._set_name))
        self.rows = [
            self.widgets.add(Choice(N_("Seat"), choices, place, functools.partial(self._set_place, i), names=names))
            for i, place in enumerate(self.places)
        ]
        self.back_button = self.widgets.add(Button(N_("Back"), self.app.stack.pop))
        self.host_button = self.widgets.add(
            Button(N_("Host"), self.host, primary=True, tooltip=N_("Open the game to the other laptops"))
        )
        self.size = (1280, 720)
        self.scale = 1.0

    def _set_name(self, value: str) -> None:
        self.name = value

    def _set_place(self, i: int, value: str) -> None:
        self.places[i] = value
        self.error = ""

    def validate(self) -> str:
        """Why Host cannot start yet ("" when it can)."""
        if self.places.count(HERE) != 1:
            return N_("Choose exactly one seat for this laptop.")
        if THERE not in self.places:
            return N_("Choose at least one seat for another laptop.")
        problem = name_problem(self.name.strip())
        computers = {COMPUTER_NAMES[i].lower() for i, place in enumerate(self.places) if place not in (HERE, THERE)}
        if not problem and self.name.strip().lower() in computers:
            problem = _("two seats have the same name")
        return problem[:1].upper() + problem[1:] + "." if problem else ""

    def host(self) -> None:
        """Start hosting: the host listens, this laptop takes its seat, the game is advertised, the lobby opens."""
        self.error = self.validate()
        if self.error:
            self.app.audio.play("error")
            return
        self.new_game(self.info.id, self.start_hosting, hosted=True)  # a game hosted before waits on Continue

    def start_hosting(self) -> None:
        mine = self.places.index(HERE)
        levels = [REMOTE if place in (HERE, THERE) else place for place in self.places]
        hosted = HostedGame((mine,), self.name.strip(), self.app.notices)  # the host's autosave, once it begins
        try:
            host = hosted.host = Host(
                self.info.id, levels, fresh_seed(), self.options, bind=lan.bind_address(), on_start=hosted.keep
            )
            host.names[mine] = self.name.strip()  # this laptop's seat is taken before anyone else can ask for it
            host.start()
        except HostError as exc:
            self.error = str(exc)
            self.app.audio.play("error")
            return
        client = Client(lan.LOOPBACK, host.port, host.code, token=seat_token(host.secret, mine))
        client.start()
        advert = None
        try:
            advert = Advert(
                host=self.name.strip(),
                port=host.port,
                game=self.info.id,
                free=levels.count(REMOTE) - 1,
                seats=len(levels),
                protocol=PROTOCOL,
                interfaces=lan.interfaces(),
            )
        except ValueError:
            advert = None  # not advertised: the others type the address and code the lobby shows
        address = f"{lan.addresses()[0]}:{host.port}"
        # Also on the console, for whoever started the app from one (and for the real-window test, which reads it).
        print(f"gardengames: hosting {self.info.id} at {address}, code {host.code}", file=sys.stderr, flush=True)
        lobby = LobbyScene(
            self.app,
            client,
            address=address,
            code=host.code,
            advert=advert,
            host=host,
            on_close=(hosted.close,),
            keeps=hosted.unsaved,
        )
        self.app.stack.replace(lobby)

    # -- scene -------------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size)
        self.panel = centred_panel(size, s, 800, 560)
        x0 = self.panel.x + int(40 * s)
        y = self.panel.y + int(100 * s)
        row_h, gap = int(44 * s), int(12 * s)
        self.name_field.rect = pygame.Rect(x0 + int(220 * s), y, int(220 * s), row_h)
        y += row_h + 2 * gap
        for choice in self.rows:
            choice.rect = pygame.Rect(x0 + int(220 * s), y, int(280 * s), row_h)
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
        theme.text(surface, _("Your name"), (x0, self.name_field.rect.centery), label_px, anchor="midleft", bold=True)
        for i, choice in enumerate(self.rows):
            label = _("Seat {n}").format(n=i + 1)
            theme.text(surface, label, (x0, choice.rect.centery), label_px, anchor="midleft", bold=True)
        self.widgets.draw(surface, s)
        if self.error:
            draw_refusal(surface, _(self.error), self.panel, self.host_button.rect.y, s)
