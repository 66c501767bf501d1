"""Continue hosting, from the menu: the game this laptop hosted for others comes back from its hosted save
(``net/hosting.py``) after its window was closed or its app killed. The host starts again with the same code and
tokens, on the same port when it is free, is advertised again, and this laptop's table returns to its seats through
the lobby, which opens it at once: every seat is taken, and the table says whom it waits for until their laptops
come back (by themselves while they still try, else from their Join screen).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gardengames import store
from gardengames.games import GameInfo
from gardengames.i18n import _
from gardengames.net import hosting, lan
from gardengames.net.client import Client
from gardengames.net.discovery import Advert
from gardengames.net.host import HostError, seat_token
from gardengames.net.protocol import PROTOCOL
from gardengames.ui.lobby import LobbyScene

if TYPE_CHECKING:
    from gardengames.net.hosting import HostedGame
    from gardengames.ui.scenes import Scene
    from gardengames.ui.shell import App


def continue_hosting(scene: Scene, info: GameInfo) -> bool:
    """Host the saved hosted game of ``info`` again and open its lobby over ``scene`` (the menu). False when it
    could not: a notice says why (a save that cannot be read is named and set aside)."""
    app = scene.app
    if not scene.playable(info.id):
        return False
    if store.save_in_use(info.id, hosted=True):  # another window hosts it: two hosts would write one file
        app.notify(_(store.SAVE_IN_USE))
        app.audio.play("error")
        return False
    loaded = hosting.load(info.id, app.notices)
    if loaded is None:
        app.notify(_("There is no usable hosted game of {game}; host a new one.").format(game=_(info.title)))
        app.audio.play("error")
        return False
    session, saved = loaded
    try:
        hosted = hosting.resume(session, saved, app.notices, lan.bind_address())
    except HostError as exc:
        app.notify(str(exc))
        app.audio.play("error")
        return False
    app.stack.push(hosting_lobby(app, info.id, hosted, saved.host, saved.here, free=0, again=True))
    return True


def hosting_lobby(
    app: App, game_id: str, hosted: HostedGame, name: str, here: Sequence[int], *, free: int, again: bool = False
) -> LobbyScene:
    """This laptop's seats (``here``) join the game ``hosted`` runs, it is advertised as ``name``'s with ``free``
    seats, and its lobby is made: the one way into a hosted game, new from Host or again from Continue hosting."""
    host = hosted.host
    assert host is not None
    client = Client(lan.LOOPBACK, host.port, host.code, tokens=[seat_token(host.secret, seat) for seat in here])
    client.start()
    try:
        advert: Advert | None = Advert(
            host=name,
            port=host.port,
            game=game_id,
            free=free,
            seats=len(host.levels),
            protocol=PROTOCOL,
            interfaces=lan.interfaces(),
        )
    except ValueError:
        advert = None  # not advertised: the others type the address and code the lobby shows, or have it
    address = f"{lan.addresses()[0]}:{host.port}"
    # Also on the console, for whoever started the app from one (and for the real-window test, which reads it).
    what = "again " if again else ""
    print(f"gardengames: hosting {game_id} {what}at {address}, code {host.code}", file=sys.stderr, flush=True)
    return LobbyScene(
        app,
        client,
        address=address,
        code=host.code,
        advert=advert,
        host=host,
        on_close=(hosted.close,),
        keeps=hosted.unsaved,
    )
