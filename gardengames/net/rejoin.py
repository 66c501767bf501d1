"""The seats this laptop holds in a game hosted elsewhere, kept on disk while the game runs: a laptop whose app
was closed, crashed or slept too long comes back to its seats from the Join screen ("Back to your seat"), as the
host's tokens allow (one for each seat: several people may take turns at this laptop). Forgotten when the game
ends.

The file is this laptop's own, but read as untrusted all the same: a value of the wrong type or length, or an
address that is not one, and it is ignored. Nothing in it is ever used as a path.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from gardengames import files, games, store
from gardengames.i18n import N_
from gardengames.net.protocol import MAX_TEXT

FILE_LIMIT = 4096
MAX_HELD = 8  # seats one laptop may hold: more than a game has
REJOIN_FAILED = N_("Your seat in the game could not be remembered ({error}).")


@dataclass(frozen=True)
class Held:
    """Where this laptop's seats are, and what brings them back: a token and a name for each seat."""

    host: str
    port: int
    code: str
    tokens: tuple[str, ...]
    game: str
    names: tuple[str, ...]


def path() -> Path:
    return store.data_dir() / "joined.json"


def remember(held: Held, notices: list[str]) -> None:
    fields = {"host": held.host, "port": held.port, "code": held.code, "game": held.game}
    store.write_or_say(
        path(), json.dumps({**fields, "tokens": list(held.tokens), "names": list(held.names)}), REJOIN_FAILED, notices
    )


def forget() -> None:
    """The game ended (or the seat is given up): nothing to come back to."""
    path().unlink(missing_ok=True)


def recall() -> Held | None:
    """The seat to come back to, if one is remembered and reads as one."""
    try:
        raw = store.parse_json_bytes(files.read_limited(path(), FILE_LIMIT))
    except (OSError, ValueError, RecursionError, store.FileProblem):
        return None
    if not isinstance(raw, dict) or set(raw) != {"host", "port", "code", "tokens", "game", "names"}:
        return None
    tokens, names = raw["tokens"], raw["names"]
    if not isinstance(tokens, list) or not isinstance(names, list) or not 0 < len(tokens) == len(names) <= MAX_HELD:
        return None
    texts = [raw[key] for key in ("host", "code", "game")] + tokens + names
    if not all(isinstance(t, str) and 0 < len(t) <= MAX_TEXT and t.isprintable() for t in texts):
        return None
    port = raw["port"]
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536 or raw["game"] not in games.GAMES:
        return None
    return Held(raw["host"], port, raw["code"], tuple(tokens), raw["game"], tuple(names))
