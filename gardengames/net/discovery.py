"""Finding games hosted on the local network: a host advertises its game with zeroconf (mDNS / DNS-SD), the join
menu browses for adverts.

Nothing here blocks the caller: each ``Advert`` and ``Browser`` runs zeroconf on one thread of its own, with its own
asyncio loop (zeroconf's async API); the frame loop only posts to that thread and reads a snapshot under a lock.
An advert says where a game is and how full it is, never how to get in: the join code and the seed stay on the host.

Everything from the network is untrusted: a TXT record that is malformed, oversized or of the wrong types is
dropped, an advert of another protocol version is listed as such (the player needs another Garden Games), and at
most ``MAX_FOUND`` games are listed, so a hostile advert can neither crash the app, make it hang, nor grow its memory.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import re
import secrets
import socket
import threading
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from typing import Any

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from gardengames import __version__, games
from gardengames.session import MAX_NAME, name_problem

log = logging.getLogger(__name__)

SERVICE_TYPE = "_gardengames._tcp.local."
TXT_VERSION = 1  # the layout of the TXT keys below (DNS-SD's "txtvers"); bumped when a key changes meaning
TTL_SECONDS = 60  # how long a browser trusts an advert's records before asking the host again
SWEEP_SECONDS = 5.0  # how often the browser checks that each listed host still answers once its records expired
RESOLVE_MS = 3000  # how long the browser waits for one advert's details before it gives up on it
CLOSE_SECONDS = 3.0  # the most a withdrawal (goodbye packets, sockets closed) may take on zeroconf's thread
MAX_FOUND = 64  # more adverts than any real local network holds: the rest are ignored
MAX_ADDRESSES = 8
MAX_SEATS = 8
MAX_TEXT = 32  # a TXT value we read (game id, app version): longer is malformed

# Where to advertise and browse: a list of IPv4 addresses of this machine's interfaces (tests: ["127.0.0.1"]), or
# every interface but loopback (the real app).
Interfaces = Sequence[str] | InterfaceChoice
ALL_INTERFACES = InterfaceChoice.All


@dataclass(frozen=True)
class Found:
    """One game advertised on the network, as the join menu lists it."""

    key: str  # the advert's unique service name: tells apart two hosts of the same name
    host: str  # the host player's name
    addresses: tuple[str, ...]
    port: int
    game: str  # a game id; "" when the advert is of another protocol and gave none we can read
    free: int
    seats: int
    protocol: int
    app: str  # the host's Garden Games version, for "needs Garden Games X"
    compatible: bool  # same protocol version as ours: only then can we join


def _txt(
    *, host: str, game: str, free: int, seats: int, protocol: int, app: str
) -> dict[str | bytes, str | bytes | None]:
    """The advert's TXT properties: what the join menu shows, and nothing that lets anyone in."""
    return {
        "txtvers": str(TXT_VERSION),
        "proto": str(protocol),
        "game": game,
        "free": str(free),
        "seats": str(seats),
        "host": host,
        "app": app,
    }


def _seats_problem(free: int, seats: int) -> str:
    if not 1 <= seats <= MAX_SEATS or not 0 <= free <= seats:
        return f"seats must be 1 to {MAX_SEATS} and free seats 0 to seats (got free={free}, seats={seats})"
    return ""


def advert_addresses(interfaces: Interfaces) -> list[str]:
    """The IPv4 addresses a joining laptop may reach us on: the interfaces we advertise on."""
    if isinstance(interfaces, InterfaceChoice):
        import ifaddr  # zeroconf's own dependency, and the way its docs say to list adapters

        return [
            str(ip.ip)
            for adapter in ifaddr.get_adapters()
            for ip in adapter.ips
            if ip.is_IPv4 and not ipaddress.ip_address(str(ip.ip)).is_loopback
        ][:MAX_ADDRESSES]
    return [a for a in interfaces if ipaddress.ip_address(a).version == 4][:MAX_ADDRESSES]


def _zeroconf_interfaces(interfaces: Interfaces) -> Any:
    return interfaces if isinstance(interfaces, InterfaceChoice) else list(interfaces)


class _Worker:
    """One thread running one asyncio loop for one coroutine (zeroconf's whole life): the caller's thread only posts
    to it, and ``stop`` cancels the coroutine, whose ``finally`` closes zeroconf cleanly within CLOSE_SECONDS."""

    def __init__(self, name: str, main: Callable[[], Coroutine[Any, Any, None]]) -> None:
        self.loop = asyncio.new_event_loop()
        self._task = self.loop.create_task(main())
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.loop.run_until_complete(self._task)
        finally:
            # zeroconf's own leftover tasks (a reply being sent) are cancelled, not left to warn at exit
            leftovers = asyncio.all_tasks(self.loop)
            for task in leftovers:
                task.cancel()
            self.loop.run_until_complete(asyncio.gather(*leftovers, return_exceptions=True))
            self.loop.close()

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run ``fn(*args)`` on the worker's loop soon; nothing happens once the worker has ended."""
        with contextlib.suppress(RuntimeError):  # the loop is closed: the worker already ended
            self.loop.call_soon_threadsafe(fn, *args)

    def stop(self, timeout: float) -> bool:
        """Cancel the coroutine (its cleanup still runs) and wait up to ``timeout`` seconds for the thread to end;
        True when it has. ``timeout=0`` returns at once: the thread ends by itself within CLOSE_SECONDS."""
        self.call(self._task.cancel)
        self.thread.join(timeout)
        return not self.thread.is_alive()


async def _close(zc: AsyncZeroconf) -> None:
    """Withdraw everything (goodbye packets) and close the sockets, bounded in time whatever the network does. A
    second cancel (close() called again) cannot cut it short: it runs shielded to its end."""
    closing = asyncio.ensure_future(asyncio.wait_for(zc.async_close(), CLOSE_SECONDS))
    while not closing.done():
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.shield(closing)
    if not closing.cancelled() and closing.exception() is not None:
        log.debug("zeroconf close: %r", closing.exception())


class Advert:
    """Our hosted game on the local network while it waits for players: created and updated from the frame loop
    without waiting, withdrawn by ``close`` (also when registering failed, e.g. no multicast on this network)."""

    def __init__(
        self,
        *,
        host: str,
        port: int,
        game: str,
        free: int,
        seats: int,
        protocol: int,
        interfaces: Interfaces,
        app: str = __version__,
        ttl: int = TTL_SECONDS,
    ) -> None:
        problem = name_problem(host) or _seats_problem(free, seats)
        if not problem and game not in games.GAMES:
            problem = f"unknown game {game!r}"
        if not problem and not 0 < port < 65536:
            problem = f"port must be 1 to 65535 (got {port})"
        if problem:
            raise ValueError(problem)
        self._fields = {"host": host, "game": game, "free": free, "seats": seats, "protocol": protocol, "app": app}
        self._port = port
        self._seats = seats
        self._ttl = ttl
        self._addresses = [socket.inet_aton(a) for a in advert_addresses(interfaces)]
        self._token = secrets.token_hex(3)  # two laptops with the same player name still get different names
        self._info = self._service_info(f"{host} ({self._token}).{SERVICE_TYPE}")
        self._interfaces = interfaces
        self._lock = threading.Lock()
        self._name = ""
        self._error: Exception | None = None
        self._updates: asyncio.Queue[int] = asyncio.Queue()
        self._worker = _Worker("gardengames-advert", self._serve)

    def _service_info(self, name: str) -> AsyncServiceInfo:
        """The advert's records as they are now (zeroconf replaces a registered service by a new info)."""
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self._port,
            addresses=self._addresses,
            properties=_txt(**self._fields),  # type: ignore[arg-type]
            server=f"gardengames-{self._token}.local.",
            host_ttl=self._ttl,
            other_ttl=self._ttl,
        )

    @property
    def name(self) -> str:
        """The service name on the network once announced ("" until then, or if it failed)."""
        with self._lock:
            return self._name

    @property
    def error(self) -> Exception | None:
        """Why the game could not be advertised (then nobody finds it, though players may still type the address)."""
        with self._lock:
            return self._error

    def update(self, free: int) -> None:
        """A seat was filled or freed: the advert says so within moments. Returns at once."""
        problem = _seats_problem(free, self._seats)
        if problem:
            raise ValueError(problem)
        self._worker.call(self._updates.put_nowait, free)

    def close(self, timeout: float = 0.0) -> bool:
        """Withdraw the advert (a goodbye tells browsers at once). Returns at once with the default ``timeout=0``;
        otherwise waits up to ``timeout`` seconds and says whether zeroconf's thread has ended."""
        return self._worker.stop(timeout)

    async def _serve(self) -> None:
        zc: AsyncZeroconf | None = None
        try:
            zc = AsyncZeroconf(interfaces=_zeroconf_interfaces(self._interfaces), ip_version=IPVersion.V4Only)
            announced = await zc.async_register_service(self._info, allow_name_change=True)
            with self._lock:
                self._name = self._info.name
            await announced
            while True:
                self._fields["free"] = await self._updates.get()
                self._info = self._service_info(self._info.name)
                await (await zc.async_update_service(self._info))
        except asyncio.CancelledError:
            pass  # close(): the finally withdraws the advert
        except Exception as err:  # noqa: BLE001 - e.g. port 5353 refused: the host goes on, just unadvertised
            log.warning("cannot advertise the game on the network: %r", err)
            with self._lock:
                self._error = err
        finally:
            if zc is not None:
                await _close(zc)


def _text(props: dict[bytes, bytes | None], key: str, limit: int = MAX_TEXT) -> str | None:
    """A TXT value as text, or None when it is missing, too long or not UTF-8."""
    raw = props.get(key.encode())
    if not isinstance(raw, bytes) or len(raw) > limit * 4:
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text if len(text) <= limit and text.isprintable() else None


def _number(props: dict[bytes, bytes | None], key: str) -> int | None:
    text = _text(props, key, 3)
    return int(text) if text is not None and re.fullmatch(r"[0-9]{1,3}", text) else None


def parse(name: str, info: AsyncServiceInfo, protocol: int) -> Found | None:
    """The join menu's line for one advert, or None when the advert is malformed. An advert of another protocol
    needs only its protocol number and a reachable address: the rest of its layout may have changed."""
    props = info.properties if isinstance(info.properties, dict) else {}
    their_protocol = _number(props, "proto")
    addresses = tuple(info.parsed_addresses(IPVersion.V4Only))[:MAX_ADDRESSES]
    port = info.port
    if their_protocol is None or not addresses or not isinstance(port, int) or not 0 < port < 65536:
        return None
    host = _text(props, "host", MAX_NAME)
    game = _text(props, "game") or ""
    free, seats = _number(props, "free"), _number(props, "seats")
    app = _text(props, "app") or ""
    compatible = their_protocol == protocol
    if compatible and (
        host is None
        or name_problem(host)
        or game not in games.GAMES
        or free is None
        or seats is None
        or _seats_problem(free, seats)
        or not app
    ):
        return None
    return Found(
        key=name,
        host=host or "",
        addresses=addresses,
        port=port,
        game=game,
        free=free or 0,
        seats=seats or 0,
        protocol=their_protocol,
        app=app,
        compatible=compatible,
    )


class Browser:
    """The games hosted on the local network now, kept up to date on zeroconf's thread as adverts come and go;
    ``found`` reads a snapshot and never waits on the network."""

    def __init__(self, *, protocol: int, interfaces: Interfaces) -> None:
        self._protocol = protocol
        self._interfaces = interfaces
        self._lock = threading.Lock()
        self._found: dict[str, Found] = {}
        self._error: Exception | None = None
        self._live: set[str] = set()  # names listed or being looked up: only the worker's loop touches it
        self._pending: set[asyncio.Task[None]] = set()
        self._zc: AsyncZeroconf | None = None
        self._worker = _Worker("gardengames-browser", self._serve)

    def found(self) -> list[Found]:
        """Every game found now, in a stable order (host name, then service name)."""
        with self._lock:
            return sorted(self._found.values(), key=lambda f: (f.host.casefold(), f.key))

    @property
    def error(self) -> Exception | None:
        """Why browsing failed (then the menu can only offer typing the host's address)."""
        with self._lock:
            return self._error

    def close(self, timeout: float = 0.0) -> bool:
        """Stop browsing; as ``Advert.close``."""
        return self._worker.stop(timeout)

    async def _serve(self) -> None:
        browser: AsyncServiceBrowser | None = None
        try:
            self._zc = AsyncZeroconf(interfaces=_zeroconf_interfaces(self._interfaces), ip_version=IPVersion.V4Only)
            browser = AsyncServiceBrowser(self._zc.zeroconf, SERVICE_TYPE, handlers=[self._changed])
            while True:  # until close() cancels
                await asyncio.sleep(SWEEP_SECONDS)
                with self._lock:
                    listed = list(self._found)
                for name in listed:
                    self._look_up(name)
        except asyncio.CancelledError:
            pass
        except Exception as err:  # noqa: BLE001 - the menu still offers typing an address
            log.warning("cannot look for games on the network: %r", err)
            with self._lock:
                self._error = err
        finally:
            if browser is not None:
                with contextlib.suppress(Exception):
                    await browser.async_cancel()
            if self._zc is not None:
                await _close(self._zc)

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """zeroconf's callback (on the worker's loop): fetch the details of a new or changed advert."""
        if state_change is ServiceStateChange.Removed:
            self._live.discard(name)
            with self._lock:
                self._found.pop(name, None)
            return
        if name not in self._live and len(self._live) >= MAX_FOUND:
            return
        self._live.add(name)
        self._look_up(name)

    def _look_up(self, name: str) -> None:
        """Fetch an advert's details: from zeroconf's cache while its records are fresh, else from the host, which
        is how a host that vanished without a goodbye leaves the list (zeroconf keeps its PTR for ~19 minutes)."""
        task = asyncio.get_running_loop().create_task(self._resolve(name))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _resolve(self, name: str) -> None:
        if self._zc is None:
            return
        found: Found | None = None
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if await info.async_request(self._zc.zeroconf, RESOLVE_MS):
                found = parse(name, info, self._protocol)
        except Exception as err:  # noqa: BLE001 - a hostile advert zeroconf itself could not digest is ignored
            log.debug("advert %r ignored: %r", name, err)
        if name not in self._live:  # withdrawn while we asked
            return
        with self._lock:
            if found is None:  # gone silent or malformed: an update of its records brings it back
                self._found.pop(name, None)
                self._live.discard(name)
            else:
                self._found[name] = found
