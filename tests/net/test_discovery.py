"""Finding hosted games on the network (issue 32): real zeroconf adverts and browsers, bound to the loopback interface
only (nothing is sent on any other interface), every wait bounded in time.

Other runs on this machine may advertise too, so each test looks only at hosts named with its own random token.
"""

import secrets
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from zeroconf import IPVersion, ServiceInfo, Zeroconf
from zeroconf.asyncio import AsyncServiceInfo

from gardengames import __version__
from gardengames.net import discovery
from gardengames.net.discovery import SERVICE_TYPE, Advert, Browser, Found

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = ["127.0.0.1"]
PROTOCOL = 1
WAIT = 10.0  # seconds: far more than loopback needs (an advert shows within ~1.5 s, a goodbye within ~0.1 s)
T = TypeVar("T")


def wait_for(probe: Callable[[], T], seconds: float = WAIT) -> T:
    """Poll ``probe`` until it gives something truthy or ``seconds`` pass; returns its last answer."""
    deadline = time.monotonic() + seconds
    while True:
        answer = probe()
        if answer or time.monotonic() > deadline:
            return answer
        time.sleep(0.05)


def unique_name() -> str:
    return f"Host {secrets.token_hex(4)}"


def named(browser: Browser, host: str) -> list[Found]:
    return [f for f in browser.found() if f.host == host]


@pytest.fixture
def closing() -> Iterator[list[Advert | Browser]]:
    """Adverts and browsers a test opens: each is closed at the end and its thread must end in time."""
    opened: list[Advert | Browser] = []
    yield opened
    assert all([thing.close(timeout=WAIT) for thing in opened])


def advert(opened: list[Advert | Browser], host: str, free: int = 2, seats: int = 3, game: str = "sabotage") -> Advert:
    a = Advert(host=host, port=4567, game=game, free=free, seats=seats, protocol=PROTOCOL, interfaces=LOOPBACK)
    opened.append(a)
    return a


def browser(opened: list[Advert | Browser]) -> Browser:
    b = Browser(protocol=PROTOCOL, interfaces=LOOPBACK)
    opened.append(b)
    return b


def test_an_advert_is_found_with_all_its_fields(closing):
    host = unique_name()
    b = browser(closing)
    advert(closing, host, free=2, seats=3, game="sabotage")
    found = wait_for(lambda: named(b, host))
    assert len(found) == 1
    f = found[0]
    assert (f.host, f.addresses, f.port, f.game, f.free, f.seats) == (host, ("127.0.0.1",), 4567, "sabotage", 2, 3)
    assert (f.protocol, f.app, f.compatible) == (PROTOCOL, __version__, True)
    assert f.key.startswith(host) and f.key.endswith(SERVICE_TYPE)


def test_the_advert_says_nothing_secret(closing):
    """Read straight off the network: exactly the listed keys, no join code, no seed."""
    a = advert(closing, unique_name())
    assert wait_for(lambda: a.name)
    zc = Zeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)
    try:
        info = zc.get_service_info(SERVICE_TYPE, a.name, timeout=3000)
    finally:
        zc.close()
    assert info is not None
    assert set(info.properties) == {b"txtvers", b"proto", b"game", b"free", b"seats", b"host", b"app"}


def test_a_filled_seat_is_seen_and_a_withdrawn_advert_disappears(closing):
    host = unique_name()
    b = browser(closing)
    a = advert(closing, host, free=2, seats=3)
    assert wait_for(lambda: named(b, host))
    a.update(1)
    assert wait_for(lambda: [f.free for f in named(b, host)] == [1])
    a.update(0)
    assert wait_for(lambda: [f.free for f in named(b, host)] == [0])
    assert a.close(timeout=WAIT)
    # the goodbye removes it at once, long before the records' TTL would have
    assert wait_for(lambda: not named(b, host), seconds=discovery.TTL_SECONDS / 4)


def test_two_hosts_with_the_same_name_are_both_listed(closing):
    host = unique_name()
    b = browser(closing)
    advert(closing, host, game="sabotage")
    advert(closing, host, game="botanicus")
    found = wait_for(lambda: len(named(b, host)) == 2 and named(b, host))
    assert sorted(f.game for f in found) == ["botanicus", "sabotage"]
    assert len({f.key for f in found}) == 2


ADVERTISER = """
import os, sys, threading
threading.Timer(30, os._exit, (3,)).start()  # never outlives a test that forgot it
from gardengames.net.discovery import Advert
a = Advert(host=sys.argv[1], port=4711, game="botanicus", free=3, seats=4, protocol=int(sys.argv[2]),
           interfaces=["127.0.0.1"], ttl=int(sys.argv[3]))
for line in sys.stdin:
    if line.startswith("free "):
        a.update(int(line.split()[1]))
    else:
        break
print("closed" if a.close(timeout=10) else "still running", flush=True)
os._exit(0)
"""


def advertiser(host: str, ttl: int = discovery.TTL_SECONDS) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-c", ADVERTISER, host, str(PROTOCOL), str(ttl)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def test_an_advert_from_another_process_is_found_updated_and_withdrawn(closing):
    host = unique_name()
    b = browser(closing)
    child = advertiser(host)
    try:
        found = wait_for(lambda: named(b, host))
        assert [(f.game, f.port, f.free, f.seats, f.compatible) for f in found] == [("botanicus", 4711, 3, 4, True)]
        assert child.stdin is not None
        child.stdin.write("free 1\n")
        child.stdin.flush()
        assert wait_for(lambda: [f.free for f in named(b, host)] == [1])
        out, _ = child.communicate("quit\n", timeout=WAIT)
        assert out.strip() == "closed"
        assert wait_for(lambda: not named(b, host))
    finally:
        child.kill()
        child.wait(timeout=WAIT)


@pytest.mark.slow
def test_a_host_killed_without_a_goodbye_leaves_the_list(closing):
    """No goodbye reaches the browser: the host's records expire (zeroconf purges its cache every 10 s) and the
    browser's next look-up finds nobody answering."""
    host = unique_name()
    b = browser(closing)
    child = advertiser(host, ttl=2)
    try:
        assert wait_for(lambda: named(b, host))
        time.sleep(3 * discovery.SWEEP_SECONDS)  # a live host stays listed past its TTL: it answers the look-ups
        assert named(b, host)
        child.kill()
        child.wait(timeout=WAIT)
        assert wait_for(lambda: not named(b, host), seconds=30)
    finally:
        child.kill()
        child.wait(timeout=WAIT)


def test_an_advert_of_another_protocol_is_listed_as_such(closing):
    host = unique_name()
    b = browser(closing)
    closing.append(
        Advert(host=host, port=4567, game="sabotage", free=1, seats=2, protocol=PROTOCOL + 1, interfaces=LOOPBACK)
    )
    found = wait_for(lambda: named(b, host))
    assert [(f.protocol, f.compatible) for f in found] == [(PROTOCOL + 1, False)]


def info_with(properties: dict, port: int = 4567, addresses: tuple[str, ...] = ("127.0.0.1",)) -> AsyncServiceInfo:
    return AsyncServiceInfo(
        SERVICE_TYPE,
        f"x.{SERVICE_TYPE}",
        port=port,
        addresses=[socket.inet_aton(a) for a in addresses],
        properties=properties,
        server="x.local.",
    )


GOOD = {"txtvers": "1", "proto": "1", "game": "sabotage", "free": "1", "seats": "3", "host": "Ann", "app": "0.1.0"}


@pytest.mark.parametrize(
    "change",
    [
        {"proto": None},
        {"proto": "1.0"},
        {"proto": "-1"},
        {"free": "abc"},
        {"free": "4"},  # more free seats than seats
        {"seats": "0"},
        {"seats": "99"},
        {"host": ""},
        {"host": "x" * 200},
        {"host": b"\xff\xfe\xfd"},  # not UTF-8
        {"host": "tab\there"},
        {"game": "chess"},
        {"app": None},
    ],
)
def test_a_malformed_advert_is_ignored(change):
    props = {k: v for k, v in {**GOOD, **change}.items() if v is not None}
    assert discovery.parse(f"x.{SERVICE_TYPE}", info_with(props), PROTOCOL) is None


def test_parse_reads_a_good_advert_and_refuses_a_bad_port_or_no_address():
    name = f"x.{SERVICE_TYPE}"
    found = discovery.parse(name, info_with(GOOD), PROTOCOL)
    assert found == Found(name, "Ann", ("127.0.0.1",), 4567, "sabotage", 1, 3, 1, "0.1.0", True)
    assert discovery.parse(name, info_with(GOOD, port=0), PROTOCOL) is None
    assert discovery.parse(name, info_with(GOOD, addresses=()), PROTOCOL) is None


def test_hostile_adverts_do_not_break_the_browser(closing):
    """Huge TXT, wrong types, another protocol with a garbled rest, all on the network at once: the browser lists
    only what it can use, and still finds a good advert that comes after them."""
    token = unique_name()
    b = browser(closing)
    hostile = {
        "huge": {**GOOD, "host": "h" * 250, **{f"k{i}": "v" * 250 for i in range(24)}},  # ~6 kB of TXT
        "types": {**GOOD, "host": token, "free": "many", "seats": b"\x00\x01"},
        "foreign": {"proto": "77", "host": token, "free": "lots", "game": b"\xff" * 40},
    }
    zc = Zeroconf(interfaces=LOOPBACK, ip_version=IPVersion.V4Only)
    try:
        for label, props in hostile.items():
            info = ServiceInfo(
                SERVICE_TYPE,
                f"{label} {token}.{SERVICE_TYPE}",
                port=4567,
                addresses=[socket.inet_aton("127.0.0.1")],
                properties=props,
                server=f"{label}-{token.split()[1]}.local.",
            )
            zc.register_service(info, cooperating_responders=True)
        good = unique_name()
        advert(closing, good)
        assert wait_for(lambda: named(b, good))
        listed = wait_for(lambda: [f for f in b.found() if token in f.key])
        assert [(f.key.split()[0], f.protocol, f.compatible) for f in listed] == [("foreign", 77, False)]
    finally:
        zc.close()


def test_closing_everything_leaves_no_thread_running():
    before = set(threading.enumerate())
    host = unique_name()
    b = Browser(protocol=PROTOCOL, interfaces=LOOPBACK)
    a = Advert(host=host, port=4567, game="unbeetable", free=1, seats=2, protocol=PROTOCOL, interfaces=LOOPBACK)
    assert wait_for(lambda: named(b, host))
    assert a.close(timeout=WAIT) and b.close(timeout=WAIT)
    assert set(threading.enumerate()) == before


def test_calls_from_the_frame_loop_return_at_once(closing):
    """Registering probes the network for ~1.5 s: none of that may land on the caller."""
    started = time.perf_counter()
    b = browser(closing)
    a = advert(closing, unique_name())
    a.update(1)
    assert b.found() is not None
    a.close()  # with no timeout it returns at once; the fixture then waits for the thread
    assert time.perf_counter() - started < 0.25


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("host", "", "name"),
        ("host", "x" * 40, "name"),
        ("free", 4, "seats"),
        ("seats", 0, "seats"),
        ("game", "chess", "unknown game"),
        ("port", 0, "port"),
    ],
)
def test_an_advert_refuses_bad_input_with_a_reason(field, value, says):
    fields = {"host": "Ann", "port": 4567, "game": "sabotage", "free": 1, "seats": 3, "protocol": PROTOCOL}
    with pytest.raises(ValueError, match=says):
        Advert(**{**fields, field: value}, interfaces=LOOPBACK)
