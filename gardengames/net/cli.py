"""The headless command line of play across laptops: ``--serve`` hosts a game without a window, ``--join`` joins
one (with ``--bot LEVEL`` it plays its seat as that computer level and prints one JSON line, as ``--demo`` does).

Kept apart from ``app.py`` so the window's command line stays short; ``app.main`` hands these flags over.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from gardengames import games

SERVE_END_SECONDS = 30.0  # after the game ends, the longest the host waits for every laptop to be told so
JOIN_IDLE_SECONDS = 600.0  # a joined laptop gives up after this long without a word from the host


class CommandError(Exception):
    """A command line that cannot run (one clear line, exit status 2)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The flags of hosting and joining."""
    p.add_argument("--serve", metavar="ID", help="host game ID for other laptops without a window")
    p.add_argument("--join", metavar="HOST:PORT", help="join a hosted game without a window")
    p.add_argument("--code", help="the hosted game's join code (--serve: choose it; --join: the one you were given)")
    p.add_argument("--port", type=int, default=0, help="--serve: the port to listen on (default: any free one)")
    p.add_argument(
        "--bind",
        default="127.0.0.1",
        help="--serve: the address to listen on (default 127.0.0.1; 0.0.0.0 for every network)",
    )
    p.add_argument("--seat", type=int, metavar="K", help="--join: take seat K (counted from 1)")
    p.add_argument("--name", help="--join: the name to play under")
    p.add_argument("--bot", metavar="LEVEL", help="--join: play the seat as this computer level")
    p.add_argument("--token", help="--join: come back to the seat this token was given for")
    p.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        metavar="FILE",
        help="--serve: continue the game from its autosave (or from FILE, a save)",
    )


def say(line: str) -> None:
    print(f"gardengames: {line}", file=sys.stderr, flush=True)


def run_serve(args: argparse.Namespace, levels: list[str] | None, options: dict[str, Any]) -> int:
    """Host ``args.serve`` until it is over; print where it listens (one JSON line) and, at the end, the result."""
    from gardengames import store
    from gardengames.keeper import Keeper
    from gardengames.net.host import REMOTE, Host, HostError
    from gardengames.session import Session

    info = games.get(args.serve)
    notices: list[str] = []
    resumed = load_resumed(info, args.resume, notices) if args.resume is not None else None
    if resumed is None:
        if store.has_save(info.id):
            raise CommandError(
                f"a game of {info.title} is saved and not finished: continue it with --resume, or finish it in the app"
            )
        players = args.players if args.players is not None else (len(levels) if levels else info.min_players)
        levels = levels or [REMOTE] * players
        if len(levels) != players:
            raise CommandError(f"--seats lists {len(levels)} seats but --players is {players}")
    keepers: list[Keeper] = []

    def keep(session: Session) -> None:  # in the game's own slot, not the window's hosted one (net/hosting.py)
        keeper = Keeper(session, notices)
        keeper.start()
        keepers.append(keeper)

    try:
        host = Host(
            info.id,
            levels or [],
            args.seed,
            options,
            secret=args.secret,
            code=args.code,
            session=resumed,
            on_start=keep,
            bind=args.bind,
            port=args.port,
        )
        address, port = host.start()
    except HostError as exc:
        raise CommandError(str(exc)) from None
    print(json.dumps({"serving": info.id, "address": f"{address}:{port}", "code": host.code}), flush=True)
    try:
        while not host.over.wait(1.0):
            for notice in notices[:]:
                say(notice)
                notices.remove(notice)
        result = host.call(lambda: host.session.result() if host.session else None)
    except KeyboardInterrupt:
        say("stopped; continue the game with --resume")
        return 130
    finally:
        host.stop()
        for keeper in keepers:
            keeper.close()
    print(json.dumps(result), flush=True)
    return 0


def load_resumed(info: games.GameInfo, path: str, notices: list[str]) -> Any:
    """The saved game ``--resume`` continues: the autosave of ``info`` ("" ) or the save in ``path``."""
    from gardengames import files, store
    from gardengames.session import RecordError, from_record

    if not path:
        session = store.load_save(info.id, notices)
        if session is None:
            raise CommandError(f"--resume: no saved game of {info.title} to continue")
        return session
    try:
        raw = store.parse_json_bytes(files.read_limited(Path(path), store.SAVE_FILE_LIMIT))
        return from_record(raw, info.id)
    except (RecordError, store.FileProblem) as exc:
        raise CommandError(f"--resume: {Path(path).name} cannot be continued ({exc})") from None
    except OSError as exc:
        raise CommandError(f"--resume: {path} cannot be read ({exc.strerror or type(exc).__name__})") from None


def run_join(args: argparse.Namespace) -> int:
    """Join ``args.join`` headless; with ``--bot`` play the seat, and print the result as one JSON line."""
    from gardengames.net.client import CLOSED, OVER, REFUSED, Client, play_as_computer

    host, _, port_text = args.join.rpartition(":")
    if not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise CommandError(f"--join must look like HOST:PORT, not '{args.join[:60]}'")
    if args.code is None:
        raise CommandError("--join needs the game's --code")
    if args.seat is not None and args.seat < 1:
        raise CommandError("--seat counts from 1")
    host = host.strip("[]")  # an IPv6 address written [::1]:PORT
    client = Client(
        host,
        int(port_text),
        args.code,
        name=args.name,
        seat=None if args.seat is None else args.seat - 1,
        token=args.token,
        bot=args.bot,
    )
    client.start()
    try:
        snap = client.wait(0, JOIN_IDLE_SECONDS)
        while snap.status not in (OVER, REFUSED, CLOSED) and not snap.seats:
            snap = client.wait(snap.version, JOIN_IDLE_SECONDS)
        if snap.seats:
            seats = ", ".join(str(s + 1) for s in snap.seats)
            say(f"joined seat {seats}; come back to it with --token {snap.token}")
        if args.bot is not None and snap.game:
            if args.bot not in games.get(snap.game).bot_levels:
                raise CommandError(f"--bot: '{args.bot[:24]}' is not a level of {snap.game}")
            snap = play_as_computer(client, args.bot, JOIN_IDLE_SECONDS)
        while snap.status not in (OVER, REFUSED, CLOSED):
            newer = client.wait(snap.version, JOIN_IDLE_SECONDS)
            if newer.version == snap.version:
                break
            snap = newer
    finally:
        client.stop()
    if snap.status != OVER or snap.result is None:
        say(f"the game could not be played to its end ({snap.problem or snap.status})")
        return 1
    print(json.dumps(snap.result), flush=True)
    return 0
