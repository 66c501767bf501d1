"""Joining a game hosted on another laptop, from the menu: the games found on the local network (a click fills in
the address), or the address typed by hand; the join code the host reads out; a seat and a name, and for anyone
else taking turns at this laptop (hot seat, the cover between them) another. Join opens the lobby, which opens the
table once every seat is taken.

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
PEOPLE = 3  # people who may join from one laptop (a game has at most four seats: one is the host's)
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
    room = (940, 640)  # the list and fields on their sheet, a margin; past ~112 % at 16:9 it scrolls
    magnifies = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.browser = Browser(protocol=PROTOCOL, interfaces=lan.interfaces())
        self.found: list[Found] = []
        self.address, self.code = "", ""
        self.names = [app.settings.name_for(0)] + [""] * (PEOPLE - 1)  # an empty name: nobody else is here
        self.seats: list[int | None] = [None] * PEOPLE
        self.error = ""
        self.widgets = WidgetGroup()
        self.game_buttons = [self.widgets.add(Button("", functools.partial(self.pick, i))) for i in range(SHOWN)]
        self.address_field = self.widgets.add(
            TextField("", self._set_address, max_len=MAX_ADDRESS, tooltip=N_("As the host's screen shows it"))
        )
        self.code_field = self.widgets.add(TextField("", self._set_code, max_len=CODE_LENGTH))
        seats: list[int | None] = [None, *range(MAX_SEATS)]
        names = [_("First free seat")] + [_("Seat {n}").format(n=i + 1) for i in range(MAX_SEATS)]
        self.name_fields: list[TextField] = []
        self.seat_choices: list[Choice] = []
        for i in range(PEOPLE):  # each person at this laptop: a name and a seat
            tip = N_("Someone else taking turns at this laptop (leave empty if nobody)") if i else ""
            field = TextField(self.names[i], functools.partial(self._set_name, i), max_len=MAX_NAME, tooltip=tip)
            self.name_fields.append(self.widgets.add(field))
            choice = Choice(N_("Seat"), seats, None, functools.partial(self._set_seat, i), names=names)
            self.seat_choices.append(self.widgets.add(choice))
        self.name_field, self.seat_choice = self.name_fields[0], self.seat_choices[0]
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

    def _set_name(self, i: int, value: str) -> None:
        self.names[i] = value
        self.error = ""

    def _set_seat(self, i: int, value: int | None) -> None:
        self.seats[i] = value
        self.error = ""

    @property
    def people(self) -> list[tuple[int | None, str]]:
        """(seat, name) of each person joining from this laptop: the first always, the others when named."""
        return [(self.seats[i], name.strip()) for i, name in enumerate(self.names) if i == 0 or name.strip()]

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
            return _("Type the host's address as its lobby shows it, the port after a colon.")
        if len(self.code.strip()) != CODE_LENGTH:
            return _("Type the {n}-character code the host's screen shows.").format(n=CODE_LENGTH)
        people = self.people
        problem = next((p for _seat, name in people if (p := name_problem(name))), "")
        if not problem and len({name.lower() for _seat, name in people}) < len(people):
            problem = _("two seats have the same name")
        chosen = [seat for seat, _name in people if seat is not None]
        if not problem and len(set(chosen)) < len(chosen):
            problem = _("two people chose the same seat")
        return problem[:1].upper() + problem[1:] + "." if problem else where

    def join(self) -> None:
        where = self.validate()
        if isinstance(where, str):
            self.error = where
            self.app.audio.play("error")
            return
        (seat, name), *more = self.people
        client = Client(where[0], where[1], self.code.strip(), name=name, seat=seat, more=more)
        client.start()
        self.app.stack.push(LobbyScene(self.app, client))

    def come_back(self) -> None:
        """Back to the seat this laptop held when its app closed, with the host's token (where it is advertised now,
        when its host was continued on another port)."""
        held = moved(self.held, self.browser.found())
        if held is None:
            return
        client = Client(held.host, held.port, held.code, tokens=held.tokens)
        client.start()
        self.app.stack.push(LobbyScene(self.app, client, returning=True))

    def enter(self) -> None:
        """The remembered seat is looked at again whenever the screen comes back (a refused return forgets it)."""
        self.held = rejoin.recall()
        self.return_button.visible = self.held is not None
        if self.held is not None:
            info = games.GAMES[self.held.game]
            if len(self.held.names) == 1:
                self.return_button.label = _("Back to your seat: {name} in {game}").format(
                    name=self.held.names[0], game=_(info.title)
                )
            else:
                self.return_button.label = _("Back to your seats: {names} in {game}").format(
                    names=", ".join(self.held.names), game=_(info.title)
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
        s = self.scale = theme.scale_for(size, self.room)
        self.panel = centred_panel(size, s, 860, 620)
        x0 = self.panel.x + int(40 * s)
        width = self.panel.w - int(80 * s)
        row_h, gap = int(40 * s), int(10 * s)
        y = self.panel.y + int(120 * s)
        for button in self.game_buttons:
            button.rect = pygame.Rect(x0, y, width, row_h)
            y += row_h + gap
        y += gap
        right = self.panel.right - int(40 * s)
        self.address_field.rect = pygame.Rect(x0 + int(220 * s), y, int(300 * s), row_h)
        self.code_field.rect = pygame.Rect(right - int(140 * s), y, int(140 * s), row_h)
        for field, choice in zip(self.name_fields, self.seat_choices, strict=True):
            y += row_h + gap
            field.rect = pygame.Rect(x0 + int(220 * s), y, int(300 * s), row_h)
            choice.rect = pygame.Rect(field.rect.right + int(20 * s), y, right - field.rect.right - int(20 * s), row_h)
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
        labels = [_("Address"), _("Your name")] + [_("Also at this laptop")] * (PEOPLE - 1)
        for label, field in zip(labels, [self.address_field, *self.name_fields], strict=True):
            theme.text(surface, label, (x0, field.rect.centery), label_px, anchor="midleft", bold=True)
        code = self.code_field.rect
        theme.text(surface, _("Code"), (code.x - int(12 * s), code.centery), label_px, anchor="midright", bold=True)
        self.widgets.draw(surface, s)
