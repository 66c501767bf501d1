"""The command line: what each flag does (the demo, screenshots, replays, the data and translation checks) and
which window it opens. The window and its main loop are ``ui/shell.py``'s ``App``.

``python main.py`` opens the menu; the flags below give tests, benchmarks and packaging a stable way
to drive the app headless (see ``--help``).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gardengames import __version__, games
from gardengames.i18n import LANG_VARIABLE, LANGUAGES

if TYPE_CHECKING:
    from gardengames.i18n.check import Sources
    from gardengames.replay import Replay
    from gardengames.session import Session

START = time.perf_counter()
HEADLESS_ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
SCREENS = ("menu", "stats")  # what --screenshot renders besides a game's table


class ArgumentError(Exception):
    """A run that cannot start (a bad command line, a broken data file): one clear line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentError(message)


def build_parser() -> Parser:
    p = Parser(prog="gardengames", description="Garden Games: four small tabletop games for one laptop table.")
    ids = ", ".join(games.GAMES)
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--game", metavar="ID", help=f"go straight to a game's setup ({ids})")
    p.add_argument("--demo", metavar="ID", help="play a whole game with computer players, print one JSON line")
    # A flag whose value may be left out: absent it reads None, given alone "" (``--screenshot --replay F``).
    optional_value = functools.partial(p.add_argument, nargs="?", const="", default=None)
    optional_value(
        "--screenshot",
        metavar="ID",
        help="render the table of game ID (or 'menu', 'stats'; with --replay, no ID) to a PNG, headless",
    )
    p.add_argument(
        "--replay",
        metavar="FILE",
        help="watch a recorded game (a save, or the recent games file: its newest); --moves K sets the position",
    )
    optional_value("--check-data", metavar="DIR", help="validate every data file (in DIR, default the bundled data/)")
    optional_value(
        "--tutorial",
        metavar="ID",
        help="open the guided first game of game ID; with --screenshot ID, render its step --moves K",
    )
    optional_value(
        "--self-test",
        metavar="REPORT",
        help="headless: load every file, draw every table, play and save each game; exit 0 or name what failed"
        " (REPORT: also write the summary to this file)",
    )
    p.add_argument("--lang", choices=LANGUAGES, help="the language of every screen for this run (default: Settings)")
    p.add_argument(
        "--check-translations",
        action="store_true",
        help="print how much of each language is translated; exit 2 if anything is missing or wrong",
    )
    p.add_argument("--players", type=int, help="number of players for --demo / --screenshot / --serve")
    p.add_argument(
        "--seats",
        metavar="SPEC",
        help="each seat's computer level for --demo (easy,hard); for --serve also 'remote' (another laptop)",
    )
    p.add_argument(
        "--secret",
        metavar="TEXT",
        help="keys the computer players' choices (--demo, --serve); a hosted game draws one at random",
    )
    p.add_argument("--seed", type=int, help="deal seed (default 1; --serve: drawn at random)")
    p.add_argument("--level", type=int, help="Unsurmountable level 1-5")
    p.add_argument(
        "--moves",
        type=int,
        default=12,
        help="computer moves before --screenshot, or the --replay position (default 12)",
    )
    p.add_argument("--size", default="1280x720", help="window size WxH for --screenshot (default 1280x720)")
    p.add_argument("--out", default="screenshot.png", help="PNG file for --screenshot")
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)  # benchmark: exit after 1 frame
    # benchmark: open "menu" or the busiest table of a game ID, print one line after its first frame, keep running
    p.add_argument("--bench-scene", metavar="ID", help=argparse.SUPPRESS)
    from gardengames.net.cli import add_arguments

    add_arguments(p)
    return p


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise ArgumentError(f"--size must look like 1280x720, not '{text}'") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise ArgumentError(f"--size {text} is outside 320x240 .. 7680x4320")
    return w, h


def known_game(game_id: str, flag: str) -> games.GameInfo:
    if game_id not in games.GAMES:
        raise ArgumentError(f"{flag}: unknown game '{game_id}' (choose from {', '.join(games.GAMES)})")
    return games.GAMES[game_id]


def player_count(info: games.GameInfo, players: int | None) -> int:
    n = players if players is not None else info.min_players
    if not info.min_players <= n <= info.max_players:
        raise ArgumentError(f"--players: {info.title} takes {info.min_players} to {info.max_players} players, not {n}")
    return n


def game_options(info: games.GameInfo, level: int | None) -> dict[str, Any]:
    options = info.default_options()
    if level is not None:
        if "level" not in options:
            raise ArgumentError(f"--level: {info.title} has no levels")
        choices = next(o.choices for o in info.options if o.id == "level")
        if level not in choices:
            raise ArgumentError(f"--level must be one of {', '.join(map(str, choices))}")
        options["level"] = level
    return options


def seat_levels(info: games.GameInfo, spec: str | None, remote: bool = False) -> list[str] | None:
    """``--seats SPEC``: one computer level per seat, comma-separated (``easy,hard``); with ``remote`` a seat may
    also be ``remote`` (a person on another laptop). None when no SPEC was given."""
    if spec is None:
        return None
    allowed = (*info.bot_levels, *(["remote"] if remote else []))
    levels = [part.strip() for part in spec.split(",")]
    for level in levels:
        if level not in allowed:
            raise ArgumentError(f"--seats: '{level[:24]}' is not one of {', '.join(allowed)}")
    return levels


def computer_seats(info: games.GameInfo, n: int, levels: list[str] | None = None) -> list:
    """The demo's seats: computer players named as ever, at ``levels`` (default: easiest and strongest in turn)."""
    from gardengames.session import COMPUTER_NAMES, SOLVER_LEVEL, Seat

    if info.solver:
        return [Seat("Solo", "computer", SOLVER_LEVEL, 0)]
    if levels is None:
        pair = (info.bot_levels[0], info.bot_levels[-1])  # the easiest against the strongest, seat by seat
        levels = [pair[i % 2] for i in range(n)]
    return [Seat(COMPUTER_NAMES[i], "computer", levels[i], i) for i in range(n)]


def player_count_of(info: games.GameInfo, players: int | None, levels: list[str] | None) -> int:
    """How many seats: ``--players``, or as many as ``--seats`` lists (both given, they must agree)."""
    if levels is not None:
        if info.solver:
            raise ArgumentError(f"--seats: {info.title} is played alone")
        if players is not None and players != len(levels):
            raise ArgumentError(f"--seats lists {len(levels)} seats but --players is {players}")
        players = len(levels)
    return player_count(info, players)


def new_session(
    info: games.GameInfo,
    players: int | None,
    seed: int,
    level: int | None,
    levels: list[str] | None = None,
    secret: str | None = None,
) -> Session:
    """A session of computer players for the headless modes; a broken data file is one line (``ArgumentError``:
    exit 2) naming the file and its first problem, never a traceback."""
    from gardengames.engine.data import DataError
    from gardengames.session import Session

    n = player_count_of(info, players, levels)
    try:
        return Session(info.id, computer_seats(info, n, levels), seed, game_options(info, level), secret=secret or "")
    except DataError as exc:
        more = len(exc.problems) - 1
        also = f" (and {more} more: see --check-data)" if more else ""
        raise ArgumentError(f"{info.title} cannot be played: {exc.problems[0]}{also}") from None


def run_demo(args: argparse.Namespace) -> int:
    from gardengames.session import MAX_MOVES

    info = known_game(args.demo, "--demo")
    session = new_session(info, args.players, args.seed, args.level, seat_levels(info, args.seats), args.secret)
    limit = MAX_MOVES
    while not session.state.is_over and len(session.moves) < limit:
        session.apply(session.computer_move())
    if not session.state.is_over:
        print(f"gardengames: --demo {info.id} did not finish within {limit} moves", file=sys.stderr)
        return 1
    print(json.dumps(session.result()))
    return 0


def run_network(args: argparse.Namespace) -> int:
    """``--serve`` and ``--join`` (``net/cli.py``), their mistakes said as every other flag's are."""
    import random

    from gardengames.net import cli

    try:
        if args.join:
            return cli.run_join(args)
        info = known_game(args.serve, "--serve")
        if info.solitaire:
            raise ArgumentError(f"--serve: {info.title} is played alone; it cannot be hosted")
        if args.seed is None:
            args.seed = random.SystemRandom().randrange(2**31)  # no one may guess the deal of a hosted game
        levels = seat_levels(info, args.seats, remote=True)
        if levels is not None or args.players is not None:
            player_count_of(info, args.players, levels)
        return cli.run_serve(args, levels, game_options(info, args.level))
    except cli.CommandError as exc:
        raise ArgumentError(str(exc)) from None


def translatable(data_root: Path | None = None) -> Sources:
    """What --check-translations reads beside the catalogs: every game's data file and lesson, and its rules
    page; a file that cannot be loaded is named as a problem, not a crash."""
    from gardengames import resources
    from gardengames.engine.data import DataError
    from gardengames.i18n.check import Sources
    from gardengames.tutorial import TutorialError, has_tutorial, load_script

    root = data_root or resources.data_dir()
    sources = Sources([], [], [info.rules_page() for info in games.GAMES.values()])
    for info in games.GAMES.values():
        try:
            sources.loaded.append((f"{info.id}.yaml", info.rules.load_data(root)))
            if has_tutorial(info.id, root / "tutorials"):
                sources.loaded.append((f"tutorials/{info.id}.yaml", load_script(info.id, root / "tutorials")))
        except (DataError, TutorialError) as exc:
            sources.broken.append(f"{info.id}: the data cannot be loaded ({str(exc).splitlines()[0]})")
    return sources


def check_data(folder: str) -> int:
    from gardengames import resources
    from gardengames.engine.data import DataError

    root = Path(folder) if folder else resources.data_dir()
    if not root.is_dir():
        print(f"gardengames: --check-data: no folder '{root}'", file=sys.stderr)
        return 2
    from gardengames.tutorial import TutorialError, has_tutorial, load_script

    problems: list[str] = []
    checked = 0
    for info in games.GAMES.values():
        checked += 1
        try:
            info.rules.load_data(root)
        except DataError as exc:
            problems.extend(str(p) for p in exc.problems)
            continue
        if has_tutorial(info.id, root / "tutorials"):  # a lesson is proven against these very rules
            checked += 1
            try:
                load_script(info.id, root / "tutorials")
            except TutorialError as exc:
                problems.extend(line.strip() for line in str(exc).splitlines()[1:])
    if problems:
        print(f"{len(problems)} problem(s) in the data files:", file=sys.stderr)
        for line in problems:
            print(f"  {line}", file=sys.stderr)
        return 2
    print(f"All data files are valid ({checked} checked in {root}).")
    return 0


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        modes = [m for m in ("game", "demo", "serve", "join") if getattr(args, m)] + [
            m for m in ("screenshot", "check_data", "self_test") if getattr(args, m) is not None
        ]
        if len(modes) > 1:
            raise ArgumentError(f"choose one of --{' / --'.join(m.replace('_', '-') for m in modes)}")
        if args.version:
            print(f"Garden Games {__version__}")
            return 0
        if args.lang:
            os.environ[LANG_VARIABLE] = args.lang  # the App reads it, as do the headless modes' apps
        if args.check_translations:
            from gardengames.i18n import check

            return check.run(translatable())
        if args.replay is not None:
            return run_replay(args)
        if args.check_data is not None:
            return check_data(args.check_data)
        if args.self_test is not None:
            from gardengames import selftest

            return selftest.run(args.self_test or None)
        if args.seed is None and not args.serve:
            args.seed = 1
        if args.demo:
            return run_demo(args)
        if args.serve or args.join:
            return run_network(args)
        if args.tutorial is not None:
            return run_tutorial(args)
        if args.screenshot == "":
            raise ArgumentError("--screenshot needs a game ID, 'menu' or 'stats' (or --replay FILE)")
        if args.screenshot is not None:
            return run_screenshot(args)
        if args.game:
            known_game(args.game, "--game")
        if args.bench_scene not in (None, "menu"):
            known_game(args.bench_scene, "--bench-scene")
        return run_window(args)
    except ArgumentError as exc:
        print(f"gardengames: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # Ctrl+C outside the window's loop (which saves and closes on it): one line
        print("gardengames: interrupted", file=sys.stderr)
        return 130


def run_screenshot(args: argparse.Namespace) -> int:
    size = parse_size(args.size)
    info = None if args.screenshot in SCREENS else known_game(args.screenshot, "--screenshot")
    session = None if info is None else new_session(info, args.players, args.seed, args.level)
    for key, value in HEADLESS_ENV.items():
        os.environ.setdefault(key, value)
    from gardengames.ui.shell import App

    app = App(size, headless=True)
    if info is None or session is None:
        from gardengames.ui.menu import MenuScene

        app.stack.push(MenuScene(app))
        if args.screenshot == "stats":  # over the menu, as a player reaches it
            from gardengames.ui.stats import StatsScene

            app.stack.push(StatsScene(app))
    else:
        for _ in range(max(0, args.moves)):
            if session.state.is_over:
                break
            session.apply(session.computer_move())
        app.stack.push(info.table_scene()(app, session, spectator=True))
    app.render_still()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    app.save_png(out)
    app.close()
    print(f"Wrote {out} ({size[0]}x{size[1]})")
    return 0


def load_replay(path: Path) -> Replay:
    """The replay of the game recorded in ``path`` (a save file, one record, or the recent-games file, whose
    newest game it takes), replayed through the rules; ``ArgumentError`` saying what is wrong with it. A file
    named on the command line is the user's own: it is read, never renamed."""
    from gardengames import files, recent, store
    from gardengames.engine.data import DataError
    from gardengames.replay import replay_of
    from gardengames.session import RecordError

    try:
        raw = store.parse_json_bytes(files.read_limited(path, recent.RECENT_FILE_LIMIT))
        if isinstance(raw, dict) and "games" in raw and "moves" not in raw:
            listed = recent.parse_recent(raw)
            if not listed:
                raise store.FileProblem("it lists no games")
            raw = listed[-1].record
        return replay_of(raw)
    except (RecordError, store.FileProblem) as exc:
        raise ArgumentError(f"--replay: {path.name} cannot be replayed ({exc})") from None
    except DataError as exc:  # the game's data file is broken, not the record
        raise ArgumentError(f"--replay: {path.name} cannot be replayed: {exc.problems[0]}") from None
    except OSError as exc:
        raise ArgumentError(f"--replay: {path} cannot be read ({exc.strerror or type(exc).__name__})") from None
    except Exception as exc:  # any content at all: one clear line, never a traceback
        raise ArgumentError(f"--replay: {path.name} could not be read ({type(exc).__name__})") from None


def run_replay(args: argparse.Namespace) -> int:
    """``--replay FILE [--moves K] [--screenshot --out F.png]``: the position after K moves, rendered headless,
    or the viewer opened in the window at that move."""
    if args.screenshot not in (None, ""):
        raise ArgumentError("--screenshot takes no game ID with --replay (the file says which game)")
    if args.demo or args.game or args.check_data is not None:
        raise ArgumentError("--replay goes with --screenshot only")
    size = parse_size(args.size) if args.screenshot is not None else None
    path = Path(args.replay)
    if args.screenshot is not None:
        for key, value in HEADLESS_ENV.items():
            os.environ.setdefault(key, value)
    replay = load_replay(path)
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.replay import ReplayScene
    from gardengames.ui.shell import App

    app = App(size, headless=args.screenshot is not None)
    app.stack.push(MenuScene(app))
    app.stack.push(ReplayScene(app, replay, start=max(0, args.moves)))
    if args.screenshot is None:
        app.run()
        return 0
    app.render_still()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    app.save_png(out)
    app.close()
    assert size is not None
    shown = min(max(0, args.moves), len(replay.moves))
    print(f"Wrote {out} ({size[0]}x{size[1]}), move {shown} of {len(replay.moves)}")
    return 0


def run_tutorial(args: argparse.Namespace) -> int:
    """``--tutorial ID`` opens a game's guided first game in the window; ``--screenshot ID --tutorial --moves K``
    renders its step K headless."""
    info = known_game(args.tutorial or args.screenshot or "", "--tutorial")
    if args.screenshot is None:
        from gardengames.ui.menu import MenuScene
        from gardengames.ui.shell import App
        from gardengames.ui.tutorial import open_tutorial

        app = App(None)
        app.stack.push(MenuScene(app))
        problem = open_tutorial(app, info.id)
        if problem:
            app.close()
            print(f"gardengames: {problem}", file=sys.stderr)
            return 2
        app.run()
        return 0
    size = parse_size(args.size)
    for key, value in HEADLESS_ENV.items():
        os.environ.setdefault(key, value)
    from gardengames.tutorial import TutorialError
    from gardengames.ui.tutorial import screenshot

    try:
        print(screenshot(info.id, max(0, args.moves), size, Path(args.out)))
    except TutorialError as exc:
        print(f"gardengames: {exc}", file=sys.stderr)
        return 2
    return 0


def run_window(args: argparse.Namespace) -> int:
    from gardengames.ui.shell import App

    app = App(None)
    from gardengames.ui.menu import MenuScene

    app.stack.push(MenuScene(app))
    if args.game:
        from gardengames.ui.setup import SetupScene

        app.stack.push(SetupScene(app, games.GAMES[args.game]))
    if args.bench_scene:
        from gardengames.bench.scenes import open_scene

        open_scene(app, args.bench_scene)
    if args.first_frame or args.bench_scene:
        app.step(0.0)
        print(json.dumps({"first_frame_s": round(time.perf_counter() - START, 4)}), flush=True)
    if args.first_frame:
        app.close()
        return 0
    app.run()
    return 0
