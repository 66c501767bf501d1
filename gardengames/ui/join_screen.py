"""Joining a game hosted on another laptop, from the menu: the games found on the local network (a click fills in
the address), or the address typed by hand; the join code the host reads out; a seat and a name. Join opens the
lobby, which opens the table once every seat is taken.

The list is zeroconf's (``net.discovery.Browser``), read as a snapshot each frame: the screen never waits on the
network, and a network without multicast leaves only typing the address.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from gardengames import games
from gardengames.i18n import N_, _
from gardengames.net import lan, rejoin
from gardengames.net.client import Client
from gardengames.net.discovery import MAX_SEATS, Browser, Found
from gardengames.net.host import CODE_LENGTH
from gardengames.net.protocol import PROTOCOL
from gardengames.session import MAX_NAME, name_problem
from gardengames.ui import theme
from gardengames.ui.lobby import LobbyScene
from gardengames.ui.paper import centred_panel, draw_sheet
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, Choice, TextField, WidgetGroup, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App

SHOWN = 4  # games found listed at once (a local network rarely has more; the rest wait their turn)
MAX_ADDRESS = 64  # a host name or address with its port


def parse_address(text: str) -> tuple[str, int] | None:
    """``host:port`` as typed (spaces around ignored); None when it is not one."""
    host, colon, port = text.strip().rpartition(":")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    host = host.strip("[]")
    if len(host) > MAX_ADDRESS or not all(c.isalnum() or c in ".-:" for c in host):
        return None
    return host, int(port)


def found_line(found: Found) -> str:
    """One game found, as the list says it."""
    info = games.GAMES.get(found.game)
    title = _(info.title) if info is not None else found.game or "?"
    if not found.compatible:
        return _("{host}: {game} (needs Garden Games {version})").format(host=found.host, game=title, version=found.app)
    return _("{host}: {game}, {free} of {seats} seats free").format(
        host=found.host, game=title, free=found.free, seats=found.seats
    )


def moved(held: rejoin.Held | None, found: list[Found]) -> rejoin.Held | None:
    """The remembered seat, on the port its host is advertised on now: a host continued from its save whose port
    was taken meanwhile listens on another one. Only an advert that can be nothing else counts: the one full game
    (a continued game has every seat taken) of the seat's game at the host's address, none on the port remembered."""
    if held is None:
        return None
    same = [f for f in found if f.compatible and f.game == held.game and held.host in f.addresses]
    if any(f.port == held.port for f in same):
        return held
    full = [f for f in same if f.free == 0]
    return replace(held, port=full[0].port) if len(full) == 1 else held


class JoinScene(Scene):
    """Where to join, with which code, in which seat and under which name."""

    covers_screen = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.browser = Browser(protocol=PROTOCOL, interfaces=lan.interfaces())
        self.found: list[Found] = []
        self.address, self.code, self.name = "", "", app.settings.name_for(0)
        self.seat: int | None = None
        self.error = ""
        self.widgets = WidgetGroup()
        self.game_buttons = [self.widgets.add(Button("", functools.partial(self.pick, i))) for i in range(SHOWN)]
        self.address_field = self.widgets.add(
            TextField("", self._set_address, max_len=MAX_ADDRESS, tooltip=N_("As the host's screen shows it"))
        )
        self.code_field = self.widgets.add(TextField("", self._set_code, max_len=CODE_LENGTH))
        self.name_field = self.widgets.add(TextField(self.name, self._set_name, max_len=MAX_NAME))
        seats: list[int | None] = [None, *range(MAX_SEATS)]
        names = [_("First free seat")] + [_("Seat {n}").format(n=i + 1) for i in range(MAX_SEATS)]
        self.seat_choice = self.widgets.add(Choice(N_("Seat"), seats, None, self._set_seat, names=names))
        self.held = rejoin.recall()
        self.return_button = self.widgets.add(Button("", self.come_back))
        self.return_button.visible = self.held is not None
        self.back_button = self.widgets.add(Button(N_("Back"), self.app.stack.pop))
        self.join_button = self.widgets.add(Button(N_("Join"), self.join, primary=True))
        self.size = (1280, 720)
        self.scale = 1.0
        self._show_found()

    def _set_address(self, value: str) -> None:
        self.address = value
        self.error = ""

    def _set_code(self, value: str) -> None:
        self.code_field.value = self.code = value.upper()
        self.error = ""

    def _set_name(self, value: str) -> None:
        self.name = value
        self.error = ""

    def _set_seat(self, value: int | None) -> None:
        self.seat = value

    def pick(self, i: int) -> None:
        """A game found: its address goes in the field (the code still has to be typed: it is never advertised)."""
        if i >= len(self.found) or not self.found[i].addresses:
            return
        chosen = self.found[i]
        self.address = self.address_field.value = f"{chosen.addresses[0]}:{chosen.port}"
        self.error = "" if chosen.compatible else found_line(chosen)

    def _show_found(self) -> None:
        for i, button in enumerate(self.game_buttons):
            button.visible = i < len(self.found)
            if button.visible:
                button.label = found_line(self.found[i])

    def validate(self) -> tuple[str, int] | str:
        """Where to connect, or why Join cannot go on."""
        where = parse_address(self.address)
        if where is None:
            return _("Type the host's address, like 192.168.1.20:48123.")
        if len(self.code.strip()) != CODE_LENGTH:
            return _("Type the {n}-character code the host's screen shows.").format(n=CODE_LENGTH)
        problem = name_problem(self.name.strip())
        return problem[:1].upper() + problem[1:] + "." if problem else where

    def join(self) -> None:
        where = self.validate()
        if isinstance(where, str):
            self.error = where
            self.app.audio.play("error")
            return
        client = Client(where[0], where[1], self.code.strip(), name=self.name.strip(), seat=self.seat)
        client.start()
        self.app.stack.push(LobbyScene(self.app, client))

    def come_back(self) -> None:
        """Back to the seat this laptop held when its app closed, with the host's token (where it is advertised now,
        when its host was continued on another port)."""
        held = moved(self.held, self.browser.found())
        if held is None:
            return
        client = Client(held.host, held.port, held.code, token=held.token)
        client.start()
        self.app.stack.push(LobbyScene(self.app, client, returning=True))

    def enter(self) -> None:
        """The remembered seat is looked at again whenever the screen comes back (a refused return forgets it)."""
        self.held = rejoin.recall()
        self.return_button.visible = self.held is not None
        if self.held is not None:
            info = games.GAMES[self.held.game]
            self.return_button.label = _("Back to your seat: {name} in {game}").format(
                name=self.held.name, game=_(info.title)
            )

    def update(self, dt: float) -> None:
        found = self.browser.found()[:SHOWN]
        if found != self.found:
            self.found = found
            self._show_found()

    def exit(self) -> None:
        self.browser.close()

    def frame_key(self) -> Hashable:
        return tuple(self.found)

    def next_frame(self) -> float | None:
        return self.widgets.next_frame()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size)
        self.panel = centred_panel(size, s, 860, 620)
        x0 = self.panel.x + int(40 * s)
        width = self.panel.w - int(80 * s)
        row_h, gap = int(40 * s), int(10 * s)
        y = self.panel.y + int(120 * s)
        for button in self.game_buttons:
            button.rect = pygame.Rect(x0, y, width, row_h)
            y += row_h + gap
        y += gap
        for field in (self.address_field, self.code_field, self.name_field, self.seat_choice):
            field.rect = pygame.Rect(x0 + int(220 * s), y, int(300 * s), row_h)
            y += row_h + gap
        bw, bh = button_width([self.back_button.label, self.join_button.label], s, int(150 * s)), int(50 * s)
        by = self.panel.bottom - bh - int(24 * s)
        self.return_button.rect = pygame.Rect(x0 + bw + gap, by, self.panel.w - int(80 * s) - 2 * (bw + gap), bh)
        self.back_button.rect = pygame.Rect(x0, by, bw, bh)
        self.join_button.rect = pygame.Rect(self.panel.right - bw - int(40 * s), by, bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.widgets.widgets[self.widgets.focus] if self.widgets.focus is not None else None
            if focused is None or isinstance(focused, TextField):
                self.join()
                return
        self.widgets.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_sheet(surface, self.panel, s)
        x0 = self.panel.x + int(40 * s)
        theme.text(surface, _("Join a game"), (x0, self.panel.y + int(30 * s)), int(32 * s), theme.INK, bold=True)
        # What the list is doing, or why Join refused (said where it cannot cover a field).
        if self.error:
            note, colour = self.error, theme.DANGER
        elif self.found:
            note, colour = _("Games on this network:"), theme.INK_SOFT
        elif self.browser.error is not None:
            note, colour = _("Games on this network cannot be listed here: type the host's address."), theme.INK_SOFT
        else:
            note, colour = _("Looking for games on this network..."), theme.INK_SOFT
        theme.text(surface, note, (x0, self.panel.y + int(86 * s)), int(18 * s), colour, bold=bool(self.error))
        label_px = int(19 * s)
        labels = (_("Address"), _("Code"), _("Your name"), _("Seat"))
        for label, field in zip(
            labels, (self.address_field, self.code_field, self.name_field, self.seat_choice), strict=True
        ):
            theme.text(surface, label, (x0, field.rect.centery), label_px, anchor="midleft", bold=True)
        self.widgets.draw(surface, s)
