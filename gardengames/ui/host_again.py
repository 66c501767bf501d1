"""Continue hosting, from the menu: the game this laptop hosted for others comes back from its hosted save
(``net/hosting.py``) after its window was closed or its app killed. The host starts again with the same code and
tokens, on the same port when it is free, is advertised again, and this laptop's table returns to its seats through
the lobby, which opens it at once: every seat is taken, and the table says whom it waits for until their laptops
come back (by themselves while they still try, else from their Join screen).
"""

from __future__ import annotations

import sys
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
    from gardengames.ui.scenes import Scene


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
    host = hosted.host
    assert host is not None
    client = Client(lan.LOOPBACK, host.port, host.code, tokens=[seat_token(host.secret, seat) for seat in saved.here])
    client.start()
    try:
        advert: Advert | None = Advert(
            host=saved.host,
            port=host.port,
            game=info.id,
            free=0,
            seats=len(session.seats),
            protocol=PROTOCOL,
            interfaces=lan.interfaces(),
        )
    except ValueError:
        advert = None  # not advertised: the others come back by the address they have
    address = f"{lan.addresses()[0]}:{host.port}"
    print(f"gardengames: hosting {info.id} again at {address}, code {host.code}", file=sys.stderr, flush=True)
    lobby = LobbyScene(
        app,
        client,
        address=address,
        code=host.code,
        advert=advert,
        host=host,
        on_close=(hosted.close,),
        keeps=hosted.unsaved,
    )
    app.stack.push(lobby)
    return True
