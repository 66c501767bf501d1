"""The room before a game played across laptops starts: who has taken which seat, and on the host's laptop the
address and the join code to read out. It opens the table the moment the host says the game is under way.

The lobby owns the connection (and on the host's laptop the host and its advert) until it hands them to the
table's session; leaving before that ends them. It never waits on the network: it reads the client's snapshot.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames import games
from gardengames.i18n import N_, _, n_
from gardengames.net import rejoin
from gardengames.net.client import CLOSED, PLAYING, REFUSED, Client, Snapshot
from gardengames.net.remote import RemoteSession
from gardengames.ui import theme
from gardengames.ui.paper import centred_panel, draw_sheet
from gardengames.ui.scenes import Scene
from gardengames.ui.widgets import Button, WidgetGroup, button_width

if TYPE_CHECKING:
    from gardengames.net.discovery import Advert
    from gardengames.net.host import Host
    from gardengames.ui.shell import App


class LobbyScene(Scene):
    """Waits for every seat to be taken. ``address`` and ``code`` are shown on the host's laptop (with its
    ``advert`` kept up to date with the free seats, and its ``host``); ``on_close`` ends what the lobby was given
    to run; ``keeps``, on the host's laptop, says what leaving would lose of the host's autosave."""

    covers_screen = True
    room = (840, 520)  # the seats on the paper sheet, and a margin; past ~138 % at 16:9 it scrolls (ui/viewport.py)
    magnifies = True

    def __init__(
        self,
        app: App,
        client: Client,
        *,
        address: str = "",
        code: str = "",
        advert: Advert | None = None,
        host: Host | None = None,
        returning: bool = False,
        on_close: tuple[Callable[[], object], ...] = (),
        keeps: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.client = client
        self.address, self.code, self.advert, self.host = address, code, advert, host
        self.returning = returning  # back to a remembered seat: a seat the host no longer knows is forgotten
        self.on_close = on_close
        self.keeps = keeps
        self.snap: Snapshot = client.latest()
        self.free = -1  # the free seats the advert last said
        self.handed = False  # the table's session owns the connection now
        self.widgets = WidgetGroup()
        self.leave_button = self.widgets.add(Button(N_("Leave"), self.app.stack.pop, hotkey=pygame.K_ESCAPE))
        self.size = (1280, 720)
        self.scale = 1.0

    @property
    def title(self) -> str:
        info = games.GAMES.get(self.snap.game)
        game = _(info.title) if info is not None else ""
        if self.address:
            return _("Hosting {game}").format(game=game)
        return _("Joining {game}").format(game=game) if game else _("Joining a game")

    def status(self) -> str:
        """What is happening now, in a sentence."""
        snap = self.snap
        if snap.status == REFUSED:
            return _("The host said no: {reason}").format(reason=snap.problem)
        if snap.status == CLOSED:
            return _("The connection ended: {problem}").format(problem=snap.problem or _("the host is gone"))
        if not snap.table:
            return _("Connecting...")
        waiting = sum(1 for seat in snap.table if not seat.get("taken"))
        if not waiting:
            return _("Everyone is here.")
        return n_("Waiting for {n} more player to join.", "Waiting for {n} more players to join.", waiting).format(
            n=waiting
        )

    def seat_lines(self) -> list[str]:
        """Each seat: who sits there (this laptop's marked), a computer level, or free."""
        lines = []
        for i, seat in enumerate(self.snap.table):
            name = seat.get("name")
            level = seat.get("level")
            if isinstance(level, str):
                who = _("{name} (computer, {level})").format(name=name, level=games.level_name(level))
            elif not seat.get("taken"):
                who = _("free")
            elif i in self.snap.seats:
                who = _("{name} (this laptop)").format(name=name)
            else:
                who = str(name) + (_(" (away)") if seat.get("away") else "")
            lines.append(_("Seat {n}: {who}").format(n=i + 1, who=who))
        return lines

    def update(self, dt: float) -> None:
        snap = self.snap = self.client.latest()
        free = sum(1 for seat in snap.table if not seat.get("taken"))
        if self.advert is not None and snap.table and free != self.free:
            self.free = free
            self.advert.update(free)
        if self.returning and snap.status in (REFUSED, CLOSED):
            rejoin.forget()
            self.returning = False
        if snap.status == PLAYING and snap.views and not self.handed:
            self.start_table()

    def start_table(self) -> None:
        """Every seat is taken: the table, over a session fed by the client, takes the lobby's place."""
        info = games.get(self.snap.game)
        if not self.playable(info.id):
            return
        closing = (*self.on_close, *((self.advert.close,) if self.advert is not None else ()))
        session = RemoteSession(self.client, self.app.notices, closing, self.host)
        session.host_save = self.keeps
        self.handed = True
        self.app.audio.play("shuffle")
        # The table takes the place of the lobby and of the screen that led to it (setup, join): Menu leads home.
        # Continue hosting opens the lobby right over the menu, which stays.
        self.app.stack.pop()
        table = info.table_scene()(self.app, session)
        if len(self.app.stack.scenes) > 1:
            self.app.stack.replace(table)
        else:
            self.app.stack.push(table)

    def exit(self) -> None:
        if not self.handed:
            self.client.stop(timeout=0.0)
            if self.advert is not None:
                self.advert.close()
            for close in self.on_close:
                close()

    def frame_key(self) -> Hashable:
        return self.snap.version

    def next_frame(self) -> float | None:
        return self.widgets.next_frame()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        s = self.scale = theme.scale_for(size, self.room)
        self.panel = centred_panel(size, s, 760, 560)
        bw, bh = button_width([self.leave_button.label], s, int(150 * s)), int(50 * s)
        self.leave_button.rect = pygame.Rect(self.panel.x + int(40 * s), self.panel.bottom - bh - int(24 * s), bw, bh)

    def handle(self, event: pygame.event.Event) -> None:
        self.widgets.handle(event)

    def back(self) -> None:
        self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        draw_sheet(surface, self.panel, s)
        x = self.panel.x + int(40 * s)
        width = self.panel.w - int(80 * s)
        y = self.panel.y + int(30 * s)
        theme.text(surface, self.title, (x, y), int(32 * s), theme.INK, bold=True)
        y += int(60 * s)
        if self.address:
            theme.text(surface, _("Others join with this address and code:"), (x, y), int(19 * s), theme.INK_SOFT)
            y += int(30 * s)
            theme.text(surface, self.address, (x, y), int(28 * s), theme.INK, bold=True)
            code = theme.text(
                surface,
                self.code,
                (self.panel.right - int(40 * s), y),
                int(34 * s),
                theme.DANGER,
                bold=True,
                anchor="topright",
            )
            y = max(y + int(44 * s), code.bottom + int(10 * s))
        for line in self.seat_lines():
            theme.text(surface, line, (x, y), int(20 * s), theme.INK, width=width)
            y += int(32 * s)
        y += int(10 * s)
        theme.text(surface, self.status(), (x, y), int(19 * s), theme.INK_SOFT, bold=True, width=width)
        self.widgets.draw(surface, s)
