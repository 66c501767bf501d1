"""Where the window's hosting and joining talk: every network of this laptop in the real app, the loopback interface
only when ``GARDENGAMES_NET_LOOPBACK`` is set (the tests set it for every run, so that no test ever sends a packet,
a multicast advert included, anywhere but 127.0.0.1)."""

from __future__ import annotations

import os

from gardengames.net.discovery import ALL_INTERFACES, Interfaces, advert_addresses

LOOPBACK_VARIABLE = "GARDENGAMES_NET_LOOPBACK"
LOOPBACK = "127.0.0.1"


def loopback_only() -> bool:
    return os.environ.get(LOOPBACK_VARIABLE, "") not in ("", "0")


def bind_address() -> str:
    """Where a hosted game listens: every network, so other laptops can reach it (or loopback only)."""
    return LOOPBACK if loopback_only() else "0.0.0.0"


def interfaces() -> Interfaces:
    """Where games are advertised and looked for."""
    return [LOOPBACK] if loopback_only() else ALL_INTERFACES


def addresses() -> list[str]:
    """The addresses another laptop may type to reach a game hosted here (the host screen shows the first)."""
    return advert_addresses(interfaces()) or [LOOPBACK]
