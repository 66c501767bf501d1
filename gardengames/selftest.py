"""``--self-test``: proof that this copy of the app starts and plays, from source or packaged.

A packaged app that does not open on someone's machine is the complaint peer projects hear most, and it is
nearly always a file, a module or a library left out of the bundle. So the self-test touches everything a
player's first minutes touch: it imports every game, loads every data file, rules page, art file, sound and
translation catalogue, renders the menu and each table offscreen, plays a short seeded computer game of each
game (twice, to prove the same seed gives the same game), writes and reads back a save, and plays a game across
two laptops of its own through a host on 127.0.0.1 and finds a zeroconf advert there. It runs headless
(SDL's dummy drivers unless a driver is asked for) and keeps every file it writes in a temporary user folder
that it removes again: a player's own settings, saves and art cache are never touched.

Each check runs on when another fails, so one run names every problem. Exit 0 with a short summary, else 1
with one line per problem.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import os
import pkgutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from gardengames import __version__, games

if TYPE_CHECKING:
    from gardengames.engine.state import Move
    from gardengames.session import Session
    from gardengames.ui.shell import App

PLAY_MOVES = 36  # a short game: a few dozen moves of each (the solitaire may end sooner)
SEED = 7
SIZE = (1280, 720)  # the window's default size
MIN_COLOURS = 24  # a rendered screen has at least this many colours (a blank or failed one has a handful)
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
NET_GAME = "unbeetable"  # the game played across two laptops of this process, over 127.0.0.1
NET_SECONDS = 120.0  # the longest that game, or finding the advert, may take on a slow machine


@dataclass
class Report:
    """What each check found: a line of the summary when it passed, the problems that failed it."""

    done: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def check(self, name: str, body: Callable[[list[str]], str]) -> None:
        """Run one check; ``body`` appends problems and returns its summary line. An exception fails the check
        with its type and message, never the self-test."""
        problems: list[str] = []
        try:
            line = body(problems)
        except Exception as exc:  # any failure at all is a finding to report, not a crash
            problems.append(f"{type(exc).__name__}: {exc}")
            line = ""
        self.problems.extend(f"{name}: {p}" for p in problems)
        if not problems:
            self.done.append(f"{name}: {line}")


@contextlib.contextmanager
def temporary_user_folder() -> Iterator[Path]:
    """Settings, saves, statistics and the art cache in a folder of the self-test's own (``GARDENGAMES_HOME``,
    which every user path of the app honours), removed afterwards; the environment is restored as it was."""
    before = os.environ.get("GARDENGAMES_HOME")
    with tempfile.TemporaryDirectory(prefix="gardengames-selftest-") as folder:
        os.environ["GARDENGAMES_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if before is None:
                os.environ.pop("GARDENGAMES_HOME", None)
            else:
                os.environ["GARDENGAMES_HOME"] = before


def check_imports(problems: list[str]) -> str:
    """Every module of every game: games load theirs lazily by name, the way a bundle most easily loses one."""
    count = 0
    for info in games.GAMES.values():
        package = importlib.import_module(info.package)
        names = [info.package] + [m.name for m in pkgutil.walk_packages(package.__path__, f"{info.package}.")]
        for name in names:
            try:
                importlib.import_module(name)
                count += 1
            except Exception as exc:
                problems.append(f"{name} cannot be imported ({type(exc).__name__}: {exc})")
        for needed in ("rules", "solver" if info.solver else "bots", "table"):
            if f"{info.package}.{needed}" not in names:
                problems.append(f"{info.package}.{needed} is missing")
    return f"{len(games.GAMES)} games, {count} modules"


def check_data(problems: list[str]) -> str:
    """Each game's data file and lesson, proven against its rules, and its rules page in every language."""
    from gardengames import i18n, resources
    from gardengames.engine.data import DataError
    from gardengames.tutorial import TutorialError, has_tutorial, load_script

    root = resources.data_dir()
    files = lessons = pages = 0
    for info in games.GAMES.values():
        for lang in i18n.LANGUAGES:  # every game has its page in every language: a missing one was left out
            page = info.rules_page(lang)
            if lang != i18n.SOURCE and page.name != f"RULES.{lang}.md":
                problems.append(f"{info.id}/RULES.{lang}.md is missing")
                continue
            try:
                if not page.read_text(encoding="utf-8").strip():
                    problems.append(f"{info.id}/{page.name} is empty")
                pages += 1
            except OSError as exc:
                problems.append(f"{info.id}/{page.name} cannot be read ({exc.strerror or exc})")
        try:
            info.rules.load_data(root)
            files += 1
        except DataError as exc:
            problems.extend(str(p) for p in exc.problems)
            continue
        if has_tutorial(info.id, root / "tutorials"):
            try:
                load_script(info.id, root / "tutorials")
                lessons += 1
            except TutorialError as exc:
                problems.append(str(exc).splitlines()[0])
    return f"{files} data files, {lessons} lessons, {pages} rules pages from {root}"


def check_art(problems: list[str]) -> str:
    """Every SVG and PNG under art/ drawn (a small size: the decoding is what can fail)."""
    import pygame

    from gardengames import resources

    root = resources.art_dir()
    found = sorted(p for p in root.rglob("*") if p.suffix in (".svg", ".png"))
    if not found:
        problems.append(f"no art in {root}")
    for path in found:
        rel = path.relative_to(root).as_posix()
        try:
            img = pygame.image.load_sized_svg(str(path), (64, 64)) if path.suffix == ".svg" else pygame.image.load(path)
            if min(img.get_size()) < 1:
                problems.append(f"art/{rel} is empty")
        except (pygame.error, OSError) as exc:
            problems.append(f"art/{rel} cannot be drawn ({exc})")
    return f"{len(found)} files"


def check_fonts(problems: list[str]) -> str:
    """The fonts every text is drawn in (a missing one would fall back to pygame's own, quietly)."""
    import pygame

    from gardengames import resources
    from gardengames.ui.theme import FONT_FILES

    pygame.font.init()
    for name in sorted(set(FONT_FILES.values())):
        path = resources.art_dir() / "fonts" / name
        try:
            if pygame.font.Font(str(path), 16).size("Garden Gämes")[0] < 1:
                problems.append(f"art/fonts/{name} draws nothing")
        except (pygame.error, OSError) as exc:
            problems.append(f"art/fonts/{name} cannot be loaded ({exc})")
    return f"{len(set(FONT_FILES.values()))} fonts"


def check_sounds(problems: list[str]) -> str:
    """Every effect the games play, through the app's own player (which names a file it cannot load)."""
    import pygame

    from gardengames.ui.audio import EFFECTS, Audio

    audio = Audio()
    try:
        audio.start()
        if audio.problem:
            problems.append(audio.problem)
        missing = [name for name in EFFECTS if name not in audio.loaded]
        if missing and not audio.problem:
            problems.append(f"not loaded: {', '.join(missing)}")
    finally:
        audio.close()
        pygame.mixer.quit()
    return f"{len(audio.loaded)} effects (driver {os.environ.get('SDL_AUDIODRIVER', 'default')})"


def check_catalogues(problems: list[str]) -> str:
    """Every translation catalogue present, readable, and translating its own texts."""
    import gettext
    import io

    from gardengames import i18n
    from gardengames.i18n import po

    count = 0
    for lang in i18n.LANGUAGES:
        if lang == i18n.SOURCE:
            continue
        folder = i18n.LOCALE_DIR / lang / "LC_MESSAGES"
        for domain in i18n.DOMAINS:
            name = f"{lang}/LC_MESSAGES/{domain}"
            source = folder / f"{domain}.po"
            try:
                blob = po.compiled(source, folder / f"{domain}.mo")
                if blob is None:
                    problems.append(f"{name}.mo (and .po) missing")
                    continue
                catalog = gettext.GNUTranslations(io.BytesIO(blob))
            except (OSError, ValueError, UnicodeError, po.PoError) as exc:
                problems.append(f"{name}: {exc}")
                continue
            if source.is_file():  # a bundle carries the .po beside the .mo: the compiled one must say the same
                sample = next((e for e in po.read(source) if e.translated and e.msgid and e.plural is None), None)
                if sample is not None and sample.context is None and catalog.gettext(sample.msgid) != sample.strings[0]:
                    problems.append(f"{name}.mo does not translate {sample.msgid!r} as its .po does")
            count += 1
        i18n.set_language(lang)
        problems.extend(i18n.problems())
    i18n.set_language(i18n.SOURCE)
    return f"{count} catalogues"


def play(info: games.GameInfo, limit: int = PLAY_MOVES) -> tuple[Session, list[Move]]:
    """A short computer game of ``info`` (the easiest level at every seat, the most seats, at most ``limit``
    moves), seeded: its session and moves."""
    from gardengames.app import computer_seats
    from gardengames.session import Session

    levels = None if info.solver else [info.bot_levels[0]] * info.max_players
    session = Session(info.id, computer_seats(info, info.max_players, levels), SEED, info.default_options())
    while not session.state.is_over and len(session.moves) < limit:
        session.apply(session.computer_move())
    return session, list(session.moves)


def check_game(app: App, info: games.GameInfo, problems: list[str]) -> str:
    """A short computer game (twice: same seed, same moves), its save written by the app's own autosave and read
    back, and its table drawn."""
    from gardengames.ui.menu import MenuScene

    session, moves = play(info)
    if play(info)[1] != moves:
        problems.append("the same seed played two different games")
    problems.extend(saved_and_read_back(info, moves))
    app.stack.push(MenuScene(app))
    app.stack.push(info.table_scene()(app, session, spectator=True))
    try:
        problems.extend(drawn(app, "the table"))
    finally:
        app.stack.close()
    return f"{len(moves)} moves played twice alike, saved and read back, table drawn"


def check_menu(app: App, problems: list[str]) -> str:
    """The menu in every language."""
    from gardengames import i18n
    from gardengames.ui.menu import MenuScene

    for lang in i18n.LANGUAGES:
        app.set_language(lang)
        app.stack.push(MenuScene(app))
        try:
            problems.extend(drawn(app, f"the menu ({lang})"))
        finally:
            app.stack.close()
    app.set_language(i18n.SOURCE)
    return f"drawn in {', '.join(i18n.LANGUAGES)}"


def check_screens(report: Report, problems: list[str]) -> str:
    """The menu and every game, in one headless window; then whatever art a screen asked for and did not find,
    and any notice the window raised (a broken settings file, a catalogue that failed)."""
    from gardengames.ui import assets
    from gardengames.ui.shell import App

    app = App(SIZE, headless=True)
    try:
        report.check("menu", lambda problems: check_menu(app, problems))
        for info in games.GAMES.values():
            report.check(info.id, functools.partial(check_game, app, info))
        report.check("screens", lambda problems: screen_notices(app, problems))
    finally:
        app.close()
        assets.problems.clear()
    return f"opened headless at {SIZE[0]}x{SIZE[1]}"


def screen_notices(app: App, problems: list[str]) -> str:
    from gardengames.ui import assets

    problems.extend(assets.problems)
    problems.extend(note for note in app.notices if note not in assets.problems)
    return "no notices"


def saved_and_read_back(info: games.GameInfo, moves: list[Move]) -> list[str]:
    """The game played again with the app's own autosave attached (a save after every move, as at a table), up to
    its last unfinished position (a finished game leaves no save), then read back as Continue reads it."""
    from gardengames import store
    from gardengames.keeper import Keeper

    session = play(info, 0)[0]
    notices: list[str] = []
    keeper = Keeper(session, notices)
    try:
        for move in moves:
            after = session.state.clone()
            after.apply(move)
            if after.is_over:
                break
            session.apply(move)
        back = store.load_save(info.id, notices)
        if back is None or back.moves != session.moves or back.state.checksum() != session.state.checksum():
            notices.append(f"the save in {store.save_path(info.id)} did not read back as written")
    finally:
        keeper.close()
        store.clear_save(info.id)
    return notices


def drawn(app: App, what: str) -> list[str]:
    """Draw ``app``'s scenes; a problem when the screen comes out (nearly) one colour."""
    app.render_still()
    w, h = app.size
    colours = {tuple(app.screen.get_at((x, y))) for x in range(0, w, 32) for y in range(0, h, 24)}
    return [] if len(colours) >= MIN_COLOURS else [f"{what} drew only {len(colours)} colours"]


def check_network(problems: list[str]) -> str:
    """A whole game between two computer laptops through a host, all in this process and on 127.0.0.1 only, that
    must be the very game the same seats play at one screen; and a game advertised with zeroconf on the loopback
    interface and found again. A bundle missing websockets or zeroconf (or a compiled part of one) fails here,
    not at a table of friends."""
    import threading

    from gardengames.app import new_session
    from gardengames.net.client import OVER, Client, Snapshot, play_as_computer
    from gardengames.net.discovery import Advert, Browser
    from gardengames.net.host import REMOTE, Host
    from gardengames.net.protocol import PROTOCOL

    info, secret, levels = games.get(NET_GAME), "self-test", ["easy", "easy"]
    host = Host(info.id, [REMOTE, REMOTE], SEED, secret=secret, bind="127.0.0.1")
    clients: list[Client] = []
    finals: list[Snapshot | None] = [None, None]
    try:
        host.start()
        for seat, level in enumerate(levels):
            client = Client("127.0.0.1", host.port, host.code, seat=seat, bot=level)
            clients.append(client)
            client.start()
        threads = [
            threading.Thread(target=lambda i=i: finals.__setitem__(i, play_as_computer(clients[i], levels[i], 30.0)))
            for i in range(len(clients))
        ]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + NET_SECONDS
        for thread in threads:
            thread.join(max(0.1, deadline - time.monotonic()))
        if any(thread.is_alive() for thread in threads):
            problems.append(f"the game across laptops did not end within {NET_SECONDS:.0f} s")
            return ""
        alone = new_session(info, len(levels), SEED, None, levels, secret)
        while not alone.state.is_over:
            alone.apply(alone.computer_move())
        for seat, snap in enumerate(finals):
            if snap is None or snap.status != OVER:
                problems.append(
                    f"seat {seat}'s laptop did not see the game end ({snap.status if snap else 'no answer'})"
                )
            elif snap.result != alone.result():
                problems.append(f"seat {seat}'s laptop ended another game than the same seats at one screen")
    finally:
        for client in clients:
            client.stop(5.0)
        host.stop(5.0)
    if problems:
        return ""
    advert = Advert(
        host="self-test", port=host.port, game=info.id, free=1, seats=2, protocol=PROTOCOL, interfaces=["127.0.0.1"]
    )
    browser = Browser(protocol=PROTOCOL, interfaces=["127.0.0.1"])
    try:
        deadline = time.monotonic() + NET_SECONDS
        while not any(f.host == "self-test" for f in browser.found()) and time.monotonic() < deadline:
            if advert.error is not None or browser.error is not None:
                problems.append(f"zeroconf: {advert.error or browser.error}")
                return ""
            time.sleep(0.05)
        if not any(f.host == "self-test" for f in browser.found()):
            problems.append("a game advertised on 127.0.0.1 was not found there")
            return ""
    finally:
        advert.close(5.0)
        browser.close(5.0)
    return f"a game of {info.title} across two laptops on 127.0.0.1 ({len(alone.moves)} moves), an advert found"


def run(report_file: str | None = None) -> int:
    """The whole self-test; prints the summary (and writes it to ``report_file`` when given: a windowed build on
    Windows has no console to print to). 0 when everything passed, else 1."""
    for key, value in HEADLESS.items():
        os.environ.setdefault(key, value)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    start = time.perf_counter()
    report = Report()
    with temporary_user_folder():
        report.check("imports", check_imports)
        report.check("data", check_data)
        report.check("art", check_art)
        report.check("fonts", check_fonts)
        report.check("sounds", check_sounds)
        report.check("catalogues", check_catalogues)
        report.check("window", functools.partial(check_screens, report))
        report.check("network", check_network)
    took = time.perf_counter() - start
    frozen = "packaged" if getattr(sys, "frozen", False) else "from source"
    if report.problems:
        lines = [f"Garden Games {__version__} self-test FAILED ({frozen}, {took:.1f} s):"]
        lines += [f"  {p}" for p in report.problems]
        lines += [f"  passed: {d}" for d in report.done]
    else:
        lines = [f"Garden Games {__version__} self-test passed ({frozen}, {len(report.done)} checks, {took:.1f} s)"]
        lines += [f"  {d}" for d in report.done]
    text = "\n".join(lines)
    stream = sys.stderr if report.problems else sys.stdout
    if stream is not None:
        print(text, file=stream, flush=True)
    if report_file:
        Path(report_file).write_text(text + "\n", encoding="utf-8")
    return 1 if report.problems else 0
