"""A window host as a process of its own, for the kill -9 test (tests/net/test_hosted_save_process.py): a headless
app hosts Unbeetable from the host screen (seat 1 this laptop, seat 2 another laptop) with the seed and secret
given, and plays its seat as a player at the keyboard does (M, then Enter: the first legal move) until the game ends
or the process is killed. It prints where it hosts on stderr, as the window does.

Run as ``python -m tests.net.window_host SEED SECRET`` with GARDENGAMES_HOME and SDL_VIDEODRIVER=dummy set.
"""

import sys
import time

import pygame

from gardengames import games
from gardengames.net import host as host_module
from gardengames.session import Seat
from gardengames.ui import host_screen
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App
from gardengames.ui.table import BaseTable
from tests.ui_events import click, key

FRAME = 0.02
SECONDS = 300.0  # the longest this process lives, whatever happens


def main(seed: int, secret: str) -> None:
    host_screen.fresh_seed = lambda: seed
    host_module.new_secret = lambda: secret
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    app.stack.push(MenuScene(app))
    app.stack.push(host_screen.HostScene(app, games.get("unbeetable"), [Seat("Ann"), Seat("Bea", colour=1)], {}))
    click(app, app.stack.top.host_button.rect.center)
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        board = app.stack.top
        if isinstance(board, BaseTable):
            if board.session.state.is_over:
                break
            if board.my_turn and board.session.state.legal_moves():
                key(app, pygame.K_m)
                key(app, pygame.K_RETURN)
        app.step(FRAME)
        time.sleep(FRAME)
    app.close()


if __name__ == "__main__":
    main(int(sys.argv[1]), sys.argv[2])
