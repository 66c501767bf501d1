"""The geometry every part of the Botanicus table shares: the three columns of the table (the action area, the
tracks, the prompt, the choices and the hand on the left; the garden in focus over the log in the middle; the
other gardens small on the right), one garden's rects, the art's measures, and what a sprite key names.

Sprites are keyed by the rules' stable keys (rules/keys.py), the same ones the moves name: a Flower "flower:<seat>"
(or "flower:neutral"), "gardener:<seat>", "plant:<seat>:<row>:<col>" (its style is the level, so a watered plant
changes face in place), "marker:<seat>:<track>", a garden card by its own key ("seed-packet.02"), a special task
tile by its id, and "supply:<level>" for the plant waiting in the tray. ``place_rects`` gives the rect of every
place a move lands on or clicks ("space:...", "tile:...", "bed:...", "node:...", "row:...", "track:...",
"zone:play" and "zone:sell"); each part gives the places it shows.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import coins_text
from gardengames.i18n import p_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.parts import Part

if TYPE_CHECKING:
    from . import TableScene

NEUTRAL = rules.NEUTRAL
CARD_RATIO = 1.4
# Yellow, pink, green and blue as in art/artgen/botanicus.py, chosen so that any two stay at least CIEDE2000 20
# apart under simulated protanopia, deuteranopia and tritanopia (tests/ui/test_colour_vision.py); each level has a
# shape too, on the tasks as on the plants (a round bud, an open flower, a leafy star, a tall spike).
LEVEL_COLOURS = {1: (248, 232, 76), 2: (230, 130, 176), 3: (88, 150, 60), 4: (40, 64, 145)}
LEVEL_SHAPES = {1: "circle", 2: "square", 3: "star", 4: "spike"}
TRACK_COLOURS = {"money": (200, 152, 40), "wheelbarrow": (184, 92, 56), "shovel": (70, 104, 150)}
LIGHT_TILE, DARK_TILE = (196, 214, 150), (74, 108, 58)
NEUTRAL_TINT = (178, 176, 166)
# garden-board.svg (400 x 500, see art/make_art.py bot_garden_board): bed (row, col) has its top left corner at
# (BED_X0 + col * (BED_W + GAP), BED_Y0 + row * (BED_H + GAP)); footprint corner [r, c] sits GAP / 2 up and left
# of bed (r, c); each row's plaque for its basic task starts at PLAQUE_X; the column plaques start at COLUMN_Y.
BOARD_W, BOARD_H = 400, 500
BED_W, BED_H, GAP, BED_X0, BED_Y0 = 56, 68, 16, 22, 20
PLAQUE_X, PLAQUE_W, PLAQUE_DY, PLAQUE_H = 304, 86, 8, 52
COLUMN_Y, COLUMN_H = 432, 60
# card.svg (250 x 350, bot_card): the price coin, the value coin and the calm panel for the effect icons.
CARD_COST, CARD_VALUE, CARD_PANEL = (42, 40), (208, 40), (30, 66, 190, 170)
# task.svg (240 x 120, bot_task): the plants go left of the dashed line, the points in the rosette.
TASK_ICONS, TASK_ROSETTE = (14, 14, 154, 92), (203, 58)
ROUND_PIECES = ("flower", "plant", "supply", "marker", "gardener")  # tokens, not cards: they cast round shadows


def seat_colour(session: Session, seat: int) -> tuple[int, int, int]:
    if seat == NEUTRAL:
        return NEUTRAL_TINT
    return theme.SEAT_COLOURS[session.seats[seat].colour % len(theme.SEAT_COLOURS)]


def seat_mark(session: Session, seat: int) -> int | None:
    """The seat colour index whose shape (``theme.seat_mark``) marks a seat's pieces; None for the neutral Flower,
    which is grey and has no seat."""
    return None if seat == NEUTRAL else session.seats[seat].colour


def number_word(n: int) -> str:
    """A small count as a word ("five special tasks"); a bigger one as digits."""
    words = (
        p_("count", "no"),
        p_("count", "one"),
        p_("count", "two"),
        p_("count", "three"),
        p_("count", "four"),
        p_("count", "five"),
        p_("count", "six"),
        p_("count", "seven"),
        p_("count", "eight"),
        p_("count", "nine"),
        p_("count", "ten"),
    )
    return words[n] if 0 <= n < len(words) else str(n)


def coins_word(n: int) -> str:
    """``"3 coins"`` in the player's language."""
    return coins_text(n)


def piece_kind(key: Hashable) -> str:
    """The kind of piece a sprite key names ("flower", "gardener", "plant", "supply", "marker"), "" for a card."""
    return K.parts(key)[0] if isinstance(key, str) and ":" in key else ""


def key_seat(key: str) -> int:
    """The seat in a piece key such as "gardener:2" or "marker:1:money"."""
    return int(K.parts(key)[1])


@dataclass
class GardenView:
    """One player's garden on screen: ``board`` is the garden-board art's rect; ``big`` for the garden in focus."""

    seat: int
    block: pygame.Rect
    header: pygame.Rect
    board: pygame.Rect
    tasks: pygame.Rect
    big: bool

    @property
    def k(self) -> float:
        return self.board.w / BOARD_W

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        k = self.k
        return pygame.Rect(round(self.board.x + x * k), round(self.board.y + y * k), round(w * k), round(h * k))

    def bed_rect(self, row: int, col: int) -> pygame.Rect:
        return self.rect(BED_X0 + col * (BED_W + GAP), BED_Y0 + row * (BED_H + GAP), BED_W, BED_H)

    def node_point(self, corner: tuple[int, int]) -> tuple[int, int]:
        r, c = corner
        k = self.k
        return (
            round(self.board.x + (BED_X0 + c * (BED_W + GAP) - GAP / 2) * k),
            round(self.board.y + (BED_Y0 + r * (BED_H + GAP) - GAP / 2) * k),
        )

    def node_rect(self, corner: tuple[int, int]) -> pygame.Rect:
        side = max(10, round(GAP * 2.1 * self.k))
        rect = pygame.Rect(0, 0, side, side)
        rect.center = self.node_point(corner)
        return rect

    def plaque_rect(self, row: int) -> pygame.Rect:
        return self.rect(PLAQUE_X, BED_Y0 + row * (BED_H + GAP) + PLAQUE_DY, PLAQUE_W, PLAQUE_H)

    def column_rect(self, col: int) -> pygame.Rect:
        return self.rect(BED_X0 + col * (BED_W + GAP), COLUMN_Y, BED_W, COLUMN_H)

    def row_centre(self, row: int) -> int:
        return round(self.board.y + (BED_Y0 + row * (BED_H + GAP) + BED_H / 2) * self.k)

    def mini_rect(self, row: int) -> pygame.Rect:
        """A small garden's special task: beside its row, or in a list under the board when there is room."""
        if self.tasks.y >= self.board.bottom:
            pitch = self.tasks.h / 5
            return pygame.Rect(self.tasks.x, round(self.tasks.y + row * pitch), self.tasks.w, int(pitch * 0.86))
        pitch = (BED_H + GAP) * self.k
        rect = pygame.Rect(self.tasks.x, 0, self.tasks.w, int(pitch * 0.78))
        rect.centery = self.row_centre(row)
        return rect

    def special_rect(self, row: int) -> pygame.Rect:
        """The special task tile beside a row (2:1, as the art)."""
        pitch = (BED_H + GAP) * self.k
        h = int(min(pitch * 0.9, self.tasks.w / 2))
        rect = pygame.Rect(self.tasks.x, 0, 2 * h, h)
        rect.centery = self.row_centre(row)
        return rect


def columns(size: tuple[int, int], scale: float) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The three columns under the title line, each as tall as the window allows: a very wide window gives its
    extra room to the third."""
    w, h = size
    m, top, gap = int(10 * scale), int(48 * scale), int(10 * scale)
    inner_w = w - 2 * m - 2 * gap
    c1 = min(int(inner_w * 0.485), int(612 * scale))
    c2 = min(int(inner_w * 0.315), int(398 * scale))
    c3 = inner_w - c1 - c2
    x2 = m + c1 + gap
    x3 = x2 + c2 + gap
    tall = h - m - top
    return pygame.Rect(m, top, c1, tall), pygame.Rect(x2, top, c2, tall), pygame.Rect(x3, top, c3, tall)


class TablePart(Part):
    """A part of the Botanicus table: it reaches the table's helpers (``state``, ``asked``, ``legal``) and the
    other parts by their names on the table."""

    table: TableScene
