"""Command line, window and main loop: the only place that owns the clock.

``python main.py`` opens the menu; the flags below give tests, benchmarks and packaging a stable way
to drive the app headless (see ``--help``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from gardengames import __version__, games

START = time.perf_counter()
HEADLESS_ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
SCREENS = ("menu", "stats")  # what --screenshot renders besides a game's table


class ArgumentError(Exception):
    """Bad command line: one clear line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentError(message)


def build_parser() -> Parser:
    p = Parser(prog="gardengames", description="Garden Games: four small tabletop games for one laptop table.")
    ids = ", ".join(games.GAMES)
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--game", metavar="ID", help=f"go straight to a game's setup ({ids})")
    p.add_argument("--demo", metavar="ID", help="play a whole game with computer players, print one JSON line")
    p.add_argument(
        "--screenshot", metavar="ID", help="render the table of game ID (or 'menu', 'stats') to a PNG, headless"
    )
    p.add_argument(
        "--check-data",
        metavar="DIR",
        nargs="?",
        const="",
        default=None,
        help="validate every data file (in DIR, default the bundled data/)",
    )
    p.add_argument("--players", type=int, help="number of players for --demo / --screenshot")
    p.add_argument("--seed", type=int, default=1, help="deal seed (default 1)")
    p.add_argument("--level", type=int, help="Unsurmountable level 1-5")
    p.add_argument("--moves", type=int, default=12, help="computer moves before --screenshot (default 12)")
    p.add_argument("--size", default="1280x720", help="window size WxH for --screenshot (default 1280x720)")
    p.add_argument("--out", default="screenshot.png", help="PNG file for --screenshot")
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)  # benchmark: exit after 1 frame
    # benchmark: open "menu" or the busiest table of a game ID, print one line after its first frame, keep running
    p.add_argument("--bench-scene", metavar="ID", help=argparse.SUPPRESS)
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


def computer_seats(info: games.GameInfo, n: int) -> list:
    from gardengames.session import COMPUTER_NAMES, Seat

    if info.solitaire:
        return [Seat("Solo", "computer", "solver", 0)]
    levels = info.bot_levels or ("easy",)
    return [Seat(COMPUTER_NAMES[i], "computer", levels[i % len(levels)], i) for i in range(n)]


def run_demo(args: argparse.Namespace) -> int:
    from gardengames.session import MAX_MOVES, Session

    info = known_game(args.demo, "--demo")
    n = player_count(info, args.players)
    session = Session(info.id, computer_seats(info, n), args.seed, game_options(info, args.level))
    limit = MAX_MOVES
    while not session.state.is_over and len(session.moves) < limit:
        session.apply(session.computer_move())
    if not session.state.is_over:
        print(f"gardengames: --demo {info.id} did not finish within {limit} moves", file=sys.stderr)
        return 1
    sheets = session.state.scores()
    result = {
        "game": info.id,
        "seed": args.seed,
        "players": n,
        "winner": [session.names[w] for w in session.state.winners()],
        "scores": {session.names[i]: {"total": sh.total, **sh.parts} for i, sh in enumerate(sheets)},
        "turns": session.turn,  # a turn is a run of moves by one player (a whole refill, three actions...)
        "moves": len(session.moves),
    }
    if info.solitaire:
        result["won"] = bool(session.state.winners())
        result["level"] = session.options.get("level")
    print(json.dumps(result))
    return 0


def check_data(folder: str) -> int:
    from gardengames import resources
    from gardengames.engine.data import DataError

    root = Path(folder) if folder else resources.data_dir()
    if not root.is_dir():
        print(f"gardengames: --check-data: no folder '{root}'", file=sys.stderr)
        return 2
    problems: list[str] = []
    checked = 0
    for info in games.GAMES.values():
        checked += 1
        try:
            info.rules.load_data(root)
        except DataError as exc:
            problems.extend(str(p) for p in exc.problems)
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
        modes = [m for m in ("game", "demo", "screenshot") if getattr(args, m)] + (
            ["check_data"] if args.check_data is not None else []
        )
        if len(modes) > 1:
            raise ArgumentError(f"choose one of --{' / --'.join(m.replace('_', '-') for m in modes)}")
        if args.version:
            print(f"Garden Games {__version__}")
            return 0
        if args.check_data is not None:
            return check_data(args.check_data)
        if args.demo:
            return run_demo(args)
        if args.screenshot:
            return run_screenshot(args)
        if args.game:
            known_game(args.game, "--game")
        if args.bench_scene not in (None, "menu"):
            known_game(args.bench_scene, "--bench-scene")
        return run_window(args)
    except ArgumentError as exc:
        print(f"gardengames: error: {exc}", file=sys.stderr)
        return 2


def run_screenshot(args: argparse.Namespace) -> int:
    size = parse_size(args.size)
    info = None if args.screenshot in SCREENS else known_game(args.screenshot, "--screenshot")
    for key, value in HEADLESS_ENV.items():
        os.environ.setdefault(key, value)
    from gardengames.ui.shell import App

    app = App(size, headless=True)
    if info is None:
        from gardengames.ui.menu import MenuScene

        app.stack.push(MenuScene(app))
        if args.screenshot == "stats":  # over the menu, as a player reaches it
            from gardengames.ui.stats import StatsScene

            app.stack.push(StatsScene(app))
    else:
        from gardengames.session import Session

        n = player_count(info, args.players)
        seats = computer_seats(info, n)
        session = Session(info.id, seats, args.seed, game_options(info, args.level))
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
