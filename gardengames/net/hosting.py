"""The game a window hosts for other laptops, kept on disk so that closing or killing the host's app loses nothing:
the host's autosave is the truth, and Continue hosting in the menu brings the game back (issue 32).

Once the host begins the game, a ``Keeper`` on the host's session saves it after every change (on the host's
thread, atomically, under the save's claim) into the game's *hosted* slot (``store.save_path(game, hosted=True)``),
apart from a game played at this screen: hosting never replaces, nor is held up by, a hot-seat game in progress,
and the other way round. Beside the game's record (seed, options, seats, moves and the secret) the save holds what
starting the host again needs: which seats are this laptop's (the record's other people are the other laptops',
its computers are computers), the port the host listened on and the host's name, for the advert.

``resume`` starts the host from that save. The secret is the saved one, so the code and every laptop's token are
the same; the port is the same when it is free, so the other laptops, whose clients keep trying to come back for a
while, return by themselves (later, from their Join screen's "Back to your seat"). The headless ``--serve`` keeps
its game in the game's ordinary slot instead (``net/cli.py``): a server has no game at its screen to keep apart.

The file is read with the care of every save: a broken, hostile or old one is named in a notice and kept aside.
Pure Python, no pygame: the window's part is ``ui/host_again.py``.
"""

from __future__ import annotations

import concurrent.futures
from dataclasses import dataclass
from typing import Any

from gardengames import store
from gardengames.files import FileProblem
from gardengames.i18n import _
from gardengames.keeper import Keeper
from gardengames.net.host import Host, HostError
from gardengames.session import Session, name_problem

HOSTING = "hosting"  # the save's field beside the record
UNSAVED_SECONDS = 2.0  # the longest the window waits for the host's thread to say what its save lacks


@dataclass(frozen=True)
class Hosting:
    """What a hosted save holds besides the game."""

    here: tuple[int, ...]  # this laptop's seats
    port: int  # where the host listened
    host: str  # the host's name, as the advert shows it

    def to_dict(self) -> dict[str, Any]:
        return {"here": list(self.here), "port": self.port, "host": self.host}


def read_hosting(raw: Any, session: Session) -> Hosting:
    """The ``hosting`` field of a hosted save (``raw``, whose game is ``session``), checked against the game;
    ``FileProblem`` naming the field when it is missing or wrong."""
    info = session.info
    if info.solitaire or info.rules.State.events is None:  # a hand-made file: no laptop could join it
        raise FileProblem(_("{game} is played alone: it cannot be hosted").format(game=_(info.title)))
    entry = raw.get(HOSTING) if isinstance(raw, dict) else None
    if not isinstance(entry, dict) or set(entry) != {"here", "port", "host"}:
        raise FileProblem(_("field 'hosting' must give this laptop's seats, the port and the host's name"))
    here, port, name = entry["here"], entry["port"], entry["host"]
    people = {i for i, seat in enumerate(session.seats) if seat.is_human}
    if (
        not isinstance(here, list)
        or not here
        or len(set(here)) != len(here)
        or not all(type(seat) is int and seat in people for seat in here)
    ):
        raise FileProblem(_("field 'hosting.here' must list seats of people in this game"))
    if type(port) is not int or not 0 < port < 65536:
        raise FileProblem(_("field 'hosting.port' must be a port number"))
    if not isinstance(name, str) or name_problem(name):
        raise FileProblem(_("field 'hosting.host' must be a player's name"))
    return Hosting(tuple(here), port, name)


def load(game_id: str, notices: list[str]) -> tuple[Session, Hosting] | None:
    """The hosted game of ``game_id`` and what hosting it again needs (or its backup's); None when neither reads."""
    loaded = store.load_save(game_id, notices, hosted=True, more=read_hosting)
    return loaded if isinstance(loaded, tuple) else None


class HostedGame:
    """A game this window hosts: its ``host`` and, once the host begins the game, the keeper of its hosted save.
    ``here`` are this laptop's seats and ``name`` the host's name."""

    def __init__(self, here: tuple[int, ...], name: str, notices: list[str]) -> None:
        self.here, self.name, self.notices = here, name, notices
        self.host: Host | None = None
        self.keeper: Keeper | None = None

    def keep(self, session: Session) -> None:
        """The host's ``on_start`` (on its thread): the game is saved now, where the host listens included, and
        after every change."""
        assert self.host is not None
        hosting = Hosting(self.here, self.host.port, self.name)
        keeper = Keeper(session, self.notices, hosted=True, more={HOSTING: hosting.to_dict()})
        self.keeper = keeper
        keeper.save()

    def unsaved(self) -> str:
        """What leaving now would lose of the hosted game, in the player's language ("" when its save holds it)."""
        host, keeper = self.host, self.keeper
        if host is None or keeper is None:
            return ""
        try:
            return str(host.call(keeper.unsaved, UNSAVED_SECONDS))
        except (concurrent.futures.TimeoutError, RuntimeError):
            return ""  # the host has stopped: its keeper wrote what it was given

    def close(self) -> None:
        """The window leaves the game: the host stops and the save is let go, kept to be continued."""
        if self.host is not None:
            self.host.stop(0.0)
        if self.keeper is not None:
            self.keeper.close()


def resume(session: Session, hosting: Hosting, notices: list[str], bind: str) -> HostedGame:
    """Host the saved ``session`` again (started): on ``hosting.port`` when it is free, else on a port the system
    chooses. ``HostError`` when it cannot listen at all."""
    game = HostedGame(hosting.here, hosting.host, notices)
    game.host = Host(session.info.id, [], session=session, on_start=game.keep, bind=bind, port=hosting.port)
    try:
        game.host.start()
    except HostError:  # the port was taken meanwhile: the Join screens find the new one by the advert
        game.host = Host(session.info.id, [], session=session, on_start=game.keep, bind=bind)
        game.host.start()
    return game
