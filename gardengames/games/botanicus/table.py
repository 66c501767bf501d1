"""The Botanicus table: the action area and the three tracks on the left, the garden in focus in the middle (the
viewer's own, large), the other gardens small on the right, and the prompt, the choices and the hand below.

Drag the Flower to a glowing space of the next column (its fee shows on the space), the gardener along the
footprints (a badge by the pointer says what the walk costs), a plant from the tray into a glowing bed, a garden
card onto Play or Sell, a special task onto a row; or click the thing, then click a glowing place. Choices that
are not places (which action first, a red price, where a track move stops) are buttons, keys 1-9. Every
question of legality goes to ``legal_moves()``; this module only draws and asks.

Sprites and targets are keyed by the rules' stable keys (rules/keys.py), the same ones the moves name: a Flower
"flower:<seat>" (or "flower:neutral"), "gardener:<seat>", "plant:<seat>:<row>:<col>" (its style is the level, so a
watered plant changes face in place), "marker:<seat>:<track>", a garden card by its own key ("seed-packet.02"), a
special task tile by its id, and "supply:<level>" for the plant waiting in the tray. ``place_rects`` gives the rect
of every place a move lands on ("space:...", "bed:...", "node:...", "row:...", "track:...", "zone:play"...).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event, Move, Prompt
from gardengames.engine.text import join_words, plural, signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.content import FLOWER_COLUMNS, SPACES_PER_COLUMN
from gardengames.session import Session
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, draw_shadow, slot_outline, text_band
from gardengames.ui.drag import DragController, Target, glow_rect
from gardengames.ui.table import BaseTable, Place
from gardengames.ui.widgets import Button, draw_tooltip

if TYPE_CHECKING:
    from gardengames.ui.shell import App

NEUTRAL = rules.NEUTRAL
CARD_RATIO = 1.4
LEVEL_NAMES = rules.LEVEL_NAMES
LEVEL_COLOURS = {1: (236, 196, 64), 2: (226, 120, 150), 3: (96, 160, 80), 4: (80, 120, 200)}
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
TIP_DELAY = 0.45
RING_SECONDS = 0.9
ROUND_PIECES = ("flower", "plant", "supply", "marker", "gardener")  # tokens, not cards: they cast round shadows
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def seat_colour(session: Session, seat: int) -> tuple[int, int, int]:
    if seat == NEUTRAL:
        return NEUTRAL_TINT
    return theme.SEAT_COLOURS[session.seats[seat].colour % len(theme.SEAT_COLOURS)]


def coins_word(n: int) -> str:
    return plural(n, "coin")


def piece_kind(key: Hashable) -> str:
    """The kind of piece a sprite key names ("flower", "gardener", "plant", "supply", "marker"), "" for a card."""
    return K.parts(key)[0] if isinstance(key, str) and ":" in key else ""


def key_seat(key: str) -> int:
    """The seat in a piece key such as "gardener:2" or "marker:1:money"."""
    return int(K.parts(key)[1])


# ---- icons: every effect of the game as a small picture (cached per size) ---------------------------------------
def _badge(img: pygame.Surface, n: int, colour=theme.INK) -> None:
    """A small round count on an icon's lower right corner."""
    px = img.get_width()
    r = max(4, int(px * 0.24))
    c = (px - r, px - r)
    pygame.draw.circle(img, theme.WHITE, c, r + 1)
    pygame.draw.circle(img, colour, c, r)
    theme.text(img, str(n), (c[0], c[1]), max(7, int(r * 1.5)), theme.WHITE, bold=True, anchor="center")


def _coin(img: pygame.Surface, n: int | str, fill, rim, ink) -> None:
    px = img.get_width()
    c = (px // 2, px // 2)
    pygame.draw.circle(img, rim, c, px // 2 - 1)
    pygame.draw.circle(img, fill, c, int(px * 0.38))
    text = str(n)
    size = theme.fit_text(text, max(7, int(px * 0.56)), int(px * 0.74), bold=True)
    theme.text(img, text, (c[0], c[1] + 1), size, ink, bold=True, anchor="center")


def _track_glyph(img: pygame.Surface, track: str) -> None:
    """A white sign for each track on its colour: a coin, a wheelbarrow, a shovel."""
    px = img.get_width()
    u = px / 100
    w = max(1, int(7 * u))
    white = theme.WHITE
    if track == "money":
        pygame.draw.circle(img, white, (int(48 * u), int(48 * u)), int(27 * u), w)
        pygame.draw.circle(img, white, (int(48 * u), int(48 * u)), int(12 * u))
    elif track == "wheelbarrow":
        tray = [(14 * u, 30 * u), (80 * u, 30 * u), (66 * u, 58 * u), (26 * u, 58 * u)]
        pygame.draw.polygon(img, white, tray)
        pygame.draw.circle(img, white, (int(40 * u), int(70 * u)), int(11 * u), w)
        pygame.draw.line(img, white, (66 * u, 58 * u), (88 * u, 74 * u), w)
    else:
        pygame.draw.line(img, white, (22 * u, 20 * u), (58 * u, 56 * u), w + 1)
        pygame.draw.line(img, white, (14 * u, 28 * u), (30 * u, 12 * u), w)
        blade = [(50 * u, 56 * u), (62 * u, 44 * u), (86 * u, 70 * u), (80 * u, 82 * u), (68 * u, 80 * u)]
        pygame.draw.polygon(img, white, blade)


@lru_cache(maxsize=512)
def effect_icon(kind: str, amount: int, track: str, px: int) -> pygame.Surface:
    """The picture of one effect at ``px`` x ``px``: plants by their own art, the rest drawn here."""
    px = max(8, px)
    img = pygame.Surface((px, px), pygame.SRCALPHA)
    u = px / 100
    if kind == "plant":
        img.blit(assets.svg(f"botanicus/plant-{amount}.svg", (px, px)), (0, 0))
        return img
    if kind == "coins":
        _coin(img, amount, theme.GOLD, (168, 120, 30), theme.INK)
    elif kind == "pay":
        _coin(img, amount, (214, 86, 70), (140, 40, 32), theme.WHITE)
    elif kind == "vp":
        pts = []
        for i in range(24):
            r = (48 if i % 2 else 40) * u
            a = math.pi * i / 12
            pts.append((50 * u + r * math.cos(a), 50 * u + r * math.sin(a)))
        pygame.draw.polygon(img, (120, 150, 70), pts)
        pygame.draw.circle(img, (251, 245, 230), (px // 2, px // 2), int(33 * u))
        size = theme.fit_text(str(amount), max(7, int(px * 0.5)), int(px * 0.6), bold=True)
        theme.text(img, str(amount), (px // 2, px // 2 + 1), size, theme.INK, bold=True, anchor="center")
    elif kind == "water":
        drop = [(50 * u, 6 * u), (26 * u, 50 * u), (74 * u, 50 * u)]
        pygame.draw.polygon(img, (70, 140, 205), drop)
        pygame.draw.circle(img, (70, 140, 205), (int(50 * u), int(62 * u)), int(28 * u))
        pygame.draw.circle(img, (190, 225, 250), (int(40 * u), int(58 * u)), int(8 * u))
        if amount > 1:
            _badge(img, amount, (30, 80, 140))
    elif kind == "move":
        img.blit(assets.svg("botanicus/gardener.svg", (px, px)), (0, 0))
        _badge(img, amount, theme.LEAF_DARK)
    elif kind == "animals":
        img.blit(assets.svg("botanicus/animal-hedgehog.svg", (px, px)), (0, 0))
        if amount > 1:
            _badge(img, amount)
    elif kind == "cards":
        cw, ch = int(64 * u), int(90 * u)
        card = card_back((cw, ch))
        img.blit(card, ((px - cw) // 2, (px - ch) // 2))
        if amount > 1:
            _badge(img, amount)
    elif kind == "pole":
        pygame.draw.line(img, theme.INK, (28 * u, 8 * u), (28 * u, 94 * u), max(2, int(8 * u)))
        pygame.draw.polygon(img, theme.DANGER, [(32 * u, 10 * u), (90 * u, 28 * u), (32 * u, 48 * u)])
        pygame.draw.circle(img, theme.INK, (int(28 * u), int(94 * u)), int(8 * u))
    elif kind == "track":
        rect = img.get_rect().inflate(-int(6 * u), -int(6 * u))
        pygame.draw.rect(img, TRACK_COLOURS.get(track, theme.INK_SOFT), rect, border_radius=max(2, int(18 * u)))
        _track_glyph(img, track)
        _badge(img, amount)
    else:
        pygame.draw.circle(img, theme.INK_SOFT, (px // 2, px // 2), px // 3)
    return img


def action_parts(effects: tuple[rules.Effect, ...], pay: int = 0) -> list[tuple[str, int, str]]:
    parts = [("pay", pay, "")] if pay else []
    return parts + [(e.kind, e.amount, e.track) for e in effects]


def draw_icons(surface: pygame.Surface, parts: list[tuple[str, int, str]], rect: pygame.Rect, px: int) -> None:
    """Icons in a row, centred in ``rect`` (smaller if they would not fit)."""
    if not parts:
        return
    gap = max(1, px // 8)
    px = max(8, min(px, (rect.w - gap * (len(parts) - 1)) // len(parts), rect.h))
    total = len(parts) * px + (len(parts) - 1) * gap
    x = rect.centerx - total // 2
    y = rect.centery - px // 2
    for kind, amount, track in parts:
        size = int(px * 0.8) if kind == "pay" else px
        surface.blit(effect_icon(kind, amount, track, size), (x + (px - size) // 2, y + (px - size) // 2))
        x += px + gap


@lru_cache(maxsize=64)
def flower_face(colour: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
    """The white Flower token tinted to a seat's colour by multiplying."""
    img = assets.svg("botanicus/flower-token.svg", size).copy()
    tint = theme.lighten(colour, 0.12)
    img.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
    return img


def plant_dot(surface: pygame.Surface, level: int, centre: tuple[int, int], r: int) -> None:
    """A tiny plant for the small gardens' tasks: its colour, with a dark rim."""
    pygame.draw.circle(surface, LEVEL_COLOURS[level], centre, r)
    pygame.draw.circle(surface, theme.INK, centre, r, 1)


def piece_shadow(surface: pygame.Surface, key: Hashable, rect: pygame.Rect, scale: float, lift: float) -> None:
    """A card casts a card's shadow; a round token a round one (the gardener brings his own)."""
    if piece_kind(key) not in ROUND_PIECES:
        draw_shadow(surface, rect, scale, lift)
        return
    if piece_kind(key) == "gardener":
        return
    off = max(1, int(3 * scale * lift))
    layer = pygame.Surface((rect.w, rect.h), pygame.SRCALPHA)
    pygame.draw.ellipse(layer, (0, 0, 0, 60), layer.get_rect().inflate(-max(2, rect.w // 10), -max(2, rect.h // 10)))
    surface.blit(layer, (rect.x + off // 2, rect.y + off))


class _Drag(DragController):
    """Drag and drop whose carried token casts a round shadow."""

    def draw_card(self, surface: pygame.Surface, scale: float) -> None:
        if not self.active or self.drag is None:
            return
        if piece_kind(self.drag.item) in ROUND_PIECES:
            rect = self.drag.rect
            piece_shadow(surface, self.drag.item, rect.move(int(4 * scale), int(6 * scale)), scale, 1.0)
            surface.blit(self.drag.image, rect.move(0, -int(4 * scale)))
            return
        super().draw_card(surface, scale)


# ---- gardens: where a player's board, beds, footprints and tasks are on screen ------------------------------------
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


class TableScene(BaseTable):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        for cache in (effect_icon, flower_face, _glyph_chip):  # pictures of an earlier pygame session go stale
            cache.cache_clear()
        self.data: rules.GameData = session.state.data
        self.node_corner = {n.id: n.corner for n in self.data.garden.nodes}
        self.focus = 0
        self._focus_owner: int | None = None  # whose garden the focus last followed
        self.selected: Hashable | None = None
        self.track_pick: str | None = None
        self.mouse = (0, 0)
        self.mouse_still = 0.0
        self.rings: list[tuple[pygame.Rect, float, tuple[int, int, int]]] = []
        self._drop_rect: pygame.Rect | None = None
        self._cache: dict[str, tuple[Any, Any]] = {}
        self._when_right = 0
        self._board_img: tuple[Any, pygame.Surface] | None = None
        self._tracks_img: tuple[Any, pygame.Surface] | None = None
        self.gardens: dict[int, GardenView] = {}
        self._place_rects: dict[Hashable, pygame.Rect] | None = None
        self.choice_moves: list[Move | None] = []
        self.choice_panel_bottom = 0
        super().__init__(app, session, spectator)
        self.drag = _Drag()
        self.choice_buttons: list[Button] = []
        keys = [pygame.K_1 + i for i in range(9)] + [pygame.K_0]
        for i in range(12):  # a long track move may offer many stops; the keys 1-9 and 0 reach the first ten
            button = Button("", lambda i=i: self._choose(i), hotkey=keys[i] if i < len(keys) else None)
            button.visible = False
            self.choice_buttons.append(self.widgets.add(button))
        # Layout defaults (layout_table fills them in on the first frame).
        self.board_rect = self.tracks_area = self.prompt_rect = self.choice_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_area = self.play_zone = self.sell_zone = self.deck_rect = self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.garden_area = self.others_area = self.prize_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_card = (70, 98)

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    # ---- what the screen may show, asked once per position ----------------------------------------------------
    def _stamp(self) -> tuple:
        st = self.state
        return (id(st), len(self.session.moves), st.stage, st.idx, st.column, st.round, len(st.queue))

    def _cached(self, name: str, stamp: Any, make: Any) -> Any:
        found = self._cache.get(name)
        if found is None or found[0] != stamp:
            found = self._cache[name] = (stamp, make())
        return found[1]

    def legal(self) -> list[Move]:
        return self._cached("legal", self._stamp(), self.state.legal_moves)

    def hidden(self) -> dict[str, Any]:
        """The view of the seat at the screen: hands and unrevealed tasks come only from here."""
        return self._cached("view", (self._stamp(), self.viewer), self.view)

    def sheets(self) -> list:
        return self._cached("scores", self._stamp(), self.state.scores)

    def flower_spots(self) -> dict[str, tuple[int, int, int]]:
        """Flower key -> (column, space, place in the pile); column -1 is the start lane (space = rank)."""
        return self._cached("flowers", self._stamp(), self.state.flower_spots)

    @property
    def asked(self) -> Prompt | None:
        """What the rules ask now (the kernel's prompt)."""
        return self.state.prompt

    def kind(self, key: Hashable) -> str:
        """What a sprite key is: a piece kind (see ``piece_kind``), "task" or "card"."""
        piece = piece_kind(key)
        if piece or not isinstance(key, str):
            return piece
        return "task" if key in self.data.task else "card"

    # ---- layout ---------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        m = int(10 * s)
        top = int(48 * s)
        gap = int(10 * s)
        first = self.layout_top_bar(w - m, width=78, height=32, gap=6, top=8)
        self.prize_rect = pygame.Rect(int(380 * s), int(6 * s), first - int(392 * s), int(36 * s))
        inner_w = w - 2 * m - 2 * gap
        c1 = min(int(inner_w * 0.485), int(612 * s))  # a very wide window gives the extra room to column 3
        c2 = min(int(inner_w * 0.315), int(398 * s))
        c3 = inner_w - c1 - c2
        x1, x2 = m, m + c1 + gap
        x3 = x2 + c2 + gap
        # Column 1: the action area, the tracks, the prompt, the choices and the hand.
        self.board_rect = pygame.Rect(x1, top, c1, 0)
        self._layout_board()
        track_h = int(44 * s)
        self.tracks_area = pygame.Rect(x1, self.board_rect.bottom + int(6 * s), c1, 3 * track_h + 2 * int(5 * s))
        self.track_h = track_h
        y = self.tracks_area.bottom + int(6 * s)
        self.prompt_rect = pygame.Rect(x1, y, c1, int(30 * s))
        self.choice_rect = pygame.Rect(x1, self.prompt_rect.bottom + int(4 * s), c1, int(36 * s))
        self.hand_area = pygame.Rect(
            x1, self.choice_rect.bottom + int(4 * s), c1, h - m - self.choice_rect.bottom - int(4 * s)
        )
        ch = min(self.hand_area.h - int(20 * s), int(150 * s))
        self.hand_card = (int(ch / CARD_RATIO), ch)
        cy = self.hand_area.bottom - ch
        self.sell_zone = pygame.Rect(self.hand_area.right - self.hand_card[0], cy, *self.hand_card)
        self.play_zone = self.sell_zone.move(-self.hand_card[0] - int(8 * s), 0)
        self.deck_rect = self.play_zone.move(-self.hand_card[0] - int(22 * s), 0)
        # Column 2: the garden in focus, the log under it. Column 3: the other gardens.
        self.garden_area = pygame.Rect(x2, top, c2, int(c2 * 0.72 / BOARD_W * BOARD_H) + int(50 * s))
        ly = self.garden_area.bottom + int(8 * s)
        self._log_rect = pygame.Rect(x2, ly, c2, h - m - ly)
        self.others_area = pygame.Rect(x3, top, c3, h - m - top)
        self._layout_gardens()
        self.result_button.rect = pygame.Rect(0, 0, int(200 * s), int(40 * s))
        self.result_button.rect.center = self.choice_rect.center
        self._board_img = self._tracks_img = None
        self._place_rects = None

    def _layout_board(self) -> None:
        """My own grid for the action area: a start lane, then 8 columns of two tiles, each over two spaces."""
        s = self.scale
        b = self.board_rect
        self.lane_w = int(b.w * 0.07)
        pad = int(6 * s)
        self.col_pitch = (b.w - self.lane_w - 2 * pad) / FLOWER_COLUMNS
        self.space_w = int(self.col_pitch - 6 * s)
        self.space_h = int(self.space_w * 0.86)
        self.tile_h = int(self.space_w * 0.36)
        self.patch_pad = max(2, int(3 * s))
        self.head_h = int(18 * s)
        self.patch_h = 2 * self.patch_pad + 2 * self.space_h + self.tile_h
        self.patch_gap = int(6 * s)
        b.h = self.head_h + 2 * self.patch_h + self.patch_gap + pad
        self.board_pad = pad

    def column_x(self, col: int) -> int:
        return round(self.board_rect.x + self.board_pad + self.lane_w + col * self.col_pitch)

    def patch_rect(self, col: int, pair: int) -> pygame.Rect:
        y = self.board_rect.y + self.head_h + pair * (self.patch_h + self.patch_gap)
        return pygame.Rect(self.column_x(col), y, self.space_w + 2 * self.patch_pad, self.patch_h)

    def space_rect(self, col: int, space: int) -> pygame.Rect:
        patch = self.patch_rect(col, space // 2)
        y = patch.y + self.patch_pad + (space % 2) * (self.space_h + self.tile_h)
        return pygame.Rect(patch.x + self.patch_pad, y, self.space_w, self.space_h)

    def tile_rect(self, col: int, pair: int) -> pygame.Rect:
        patch = self.patch_rect(col, pair)
        return pygame.Rect(patch.x, patch.y + self.patch_pad + self.space_h, patch.w, self.tile_h)

    def column_rect(self, col: int) -> pygame.Rect:
        top = self.patch_rect(col, 0)
        return pygame.Rect(top.x, self.board_rect.y + 2, top.w, self.board_rect.h - 4)

    def lane_rect(self) -> pygame.Rect:
        b = self.board_rect
        return pygame.Rect(
            b.x + self.board_pad,
            b.y + self.head_h,
            self.lane_w - int(4 * self.scale),
            b.h - self.head_h - self.board_pad,
        )

    def flower_size(self) -> int:
        return int(self.space_w * 0.5)

    def flower_rect(self, key: str) -> pygame.Rect:
        col, space, i = self.flower_spots()[key]
        f = self.flower_size()
        if col < 0:
            lane = self.lane_rect()
            return pygame.Rect(
                lane.centerx - f // 2, lane.y + int(4 * self.scale) + space * (f + int(6 * self.scale)), f, f
            )
        rect = self.space_rect(col, space)
        step = int(f * 0.38)
        return pygame.Rect(rect.x + int(1 * self.scale) + i * step, rect.y + int(1 * self.scale), f, f)

    # -- tracks
    def track_strip(self, t: int) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(
            self.tracks_area.x, self.tracks_area.y + t * (self.track_h + int(5 * s)), self.tracks_area.w, self.track_h
        )

    def track_space_rect(self, t: int, i: int) -> pygame.Rect:
        strip = self.track_strip(t)
        n = len(self.data.tracks[t].spaces)
        label = int(self.tracks_area.w * 0.15)
        inset = int(3 * self.scale)
        if i == 0:
            return pygame.Rect(strip.x + inset, strip.y + inset, label - inset, strip.h - 2 * inset)
        pitch = (strip.w - label - inset) / (n - 1)
        x = round(strip.x + label + (i - 1) * pitch) + inset
        return pygame.Rect(x, strip.y + inset, round(pitch) - inset, strip.h - 2 * inset)

    def marker_rect(self, seat: int, track: int) -> pygame.Rect:
        st = self.state
        tid = self.data.tracks[track].id
        pos = st.players[seat]["track"][tid]
        here = [p for p in range(st.num_players) if st.players[p]["track"][tid] == pos]
        rank = here.index(seat)
        rect = self.track_space_rect(track, pos)
        size = int(min(17 * self.scale, rect.h * 0.42))
        step = min(size * 0.7, (rect.w - size - 4) / max(1, len(here) - 1)) if len(here) > 1 else 0
        if pos == 0:  # beside the track's sign, under its name
            x0 = rect.right - size - int(2 * self.scale) - round(step * (len(here) - 1))
            return pygame.Rect(round(x0 + rank * step), rect.bottom - size - int(2 * self.scale), size, size)
        return pygame.Rect(round(rect.x + 2 + rank * step), rect.y + int(2 * self.scale), size, size)

    # -- gardens
    def _layout_gardens(self) -> None:
        """The garden in focus large in column 2; the others small, stacked in column 3."""
        s = self.scale
        st = self.state
        area = self.garden_area
        gardens: dict[int, GardenView] = {}
        header = pygame.Rect(area.x, area.y, area.w, int(44 * s))
        board_w = int(area.w * 0.72)
        board = pygame.Rect(area.x, header.bottom + int(4 * s), board_w, int(board_w * BOARD_H / BOARD_W))
        tasks = pygame.Rect(board.right + int(6 * s), board.y, area.right - board.right - int(6 * s), board.h)
        gardens[self.focus] = GardenView(self.focus, area, header, board, tasks, True)
        others = [p for p in range(st.num_players) if p != self.focus]
        col = self.others_area
        gap = int(8 * s)
        room = (col.h - gap * (len(others) - 1)) // max(1, len(others))
        pad = int(4 * s)
        head_h = int(38 * s)
        wide = col.w - 2 * pad
        list_h = 5 * int(26 * s) + pad
        tall = room >= head_h + wide * BOARD_H // BOARD_W + list_h  # room to spare: the tasks go under the board
        block_h = min(room, head_h + wide * BOARD_H // BOARD_W + list_h + pad) if tall else min(room, int(300 * s))
        for i, p in enumerate(others):
            block = pygame.Rect(col.x, col.y + i * (block_h + gap), col.w, block_h)
            head = pygame.Rect(block.x, block.y, block.w, head_h)
            if tall:
                board = pygame.Rect(block.x + pad, head.bottom, wide, wide * BOARD_H // BOARD_W)
                tasks = pygame.Rect(board.x, board.bottom + pad, wide, block.bottom - board.bottom - 2 * pad)
            else:
                bw = min(int(block.w * 0.6), int((block.bottom - head.bottom - pad) * BOARD_W / BOARD_H))
                board = pygame.Rect(block.x + pad, head.bottom, bw, int(bw * BOARD_H / BOARD_W))
                tasks = pygame.Rect(board.right + pad, board.y, block.right - board.right - 2 * pad, board.h)
                tasks.w = min(tasks.w, int(200 * s))  # a very wide window: the task pills stay pill-sized
            gardens[p] = GardenView(p, block, head, board, tasks, False)
        self.gardens = gardens
        self._place_rects = None
        self.tray_rect = pygame.Rect(0, 0, int(40 * s), int(40 * s))
        self.tray_rect.midright = (area.right - int(4 * s), header.centery)

    def set_focus(self, seat: int) -> None:
        if seat == self.focus or not 0 <= seat < self.state.num_players:
            return
        self.focus = seat
        self._layout_gardens()
        self.sync_sprites(instant=True)

    def bed_at(self, pos: tuple[int, int]) -> tuple[int, int, int] | None:
        for seat, view in self.gardens.items():
            if view.board.collidepoint(pos):
                for r, c in self.data.garden.beds:
                    if view.bed_rect(r, c).collidepoint(pos):
                        return seat, r, c
        return None

    def node_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        for seat, view in self.gardens.items():
            if view.board.collidepoint(pos):
                for node, corner in self.node_corner.items():
                    if view.node_rect(corner).collidepoint(pos):
                        return seat, node
        return None

    def space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.board_rect.collidepoint(pos):
            return None
        for col in range(FLOWER_COLUMNS):
            for space in range(SPACES_PER_COLUMN):
                if self.space_rect(col, space).collidepoint(pos):
                    return col, space
        return None

    def track_space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.tracks_area.collidepoint(pos):
            return None
        for t, track in enumerate(self.data.tracks):
            for i in range(len(track.spaces)):
                if self.track_space_rect(t, i).collidepoint(pos):
                    return t, i
        return None

    # ---- where every piece is -------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        st = self.state
        places: dict[Hashable, Place] = {}
        for key, (col, _, i) in self.flower_spots().items():
            places[key] = Place(self.flower_rect(key), 0, 30 + i + (0.5 if col < 0 else 0))
        for t, track in enumerate(self.data.tracks):
            for p in range(st.num_players):
                places[K.marker_key(p, track.id)] = Place(self.marker_rect(p, t), 0, 40 + p)
        view = self.hidden()
        for p, garden in self.gardens.items():
            me = st.players[p]
            size = int(min(BED_W, BED_H) * 0.9 * garden.k)
            for r, c in self.data.garden.beds:
                level = me["garden"][r][c]
                if level:
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = garden.bed_rect(r, c).center
                    places[K.plant_key(p, r, c)] = Place(rect, 0, 20, str(level))
            g = int(BED_W * 0.85 * garden.k)
            rect = pygame.Rect(0, 0, g, g)
            rect.center = garden.node_point(self.node_corner[me["node"]])
            places[K.gardener_key(p)] = Place(rect, 0, 25)
            specials = view["players"][p]["specials"]
            if garden.big and specials:
                for r, tid in enumerate(specials):
                    if tid:
                        style = "done" if me["special_done"][r] else "row"
                        places[tid] = Place(garden.special_rect(r), 0, 15, style)
        if self.viewer is not None:
            for key, rect in self.hand_places().items():
                lift = int(10 * self.scale) if key == self.selected else 0
                places[key] = Place(rect.move(0, -lift), 0, 60 + rect.x / 10000, "hand")
        asked = self.asked
        if asked is not None and asked.kind == "plant":
            places[K.supply_key(asked.detail["amount"])] = Place(self.tray_rect, 0, 70)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The rect of every place a move names (rules/keys.py): Flower spaces and tiles, every garden's beds,
        footprints and rows, the tracks and their spaces, and the Play and Sell zones (kept until the layout or
        the garden in focus changes)."""
        if self._place_rects is not None:
            return self._place_rects
        out: dict[Hashable, pygame.Rect] = {K.PLAY_ZONE: self.play_zone, K.SELL_ZONE: self.sell_zone}
        for col in range(FLOWER_COLUMNS):
            for space in range(SPACES_PER_COLUMN):
                out[K.space_key(col, space)] = self.space_rect(col, space)
            for pair in range(SPACES_PER_COLUMN // 2):
                out[K.tile_key(col, pair)] = self.tile_rect(col, pair)
        for t, track in enumerate(self.data.tracks):
            out[K.track_key(track.id)] = self.track_strip(t)
            for i, space in enumerate(track.spaces):
                out[K.track_space_key(track.id, space.id)] = self.track_space_rect(t, i)
        for p, garden in self.gardens.items():
            for r, c in self.data.garden.beds:
                out[K.bed_key(p, r, c)] = garden.bed_rect(r, c)
            for node, corner in self.node_corner.items():
                out[K.node_key(p, node)] = garden.node_rect(corner)
            for r in range(len(self.data.garden.rows)):
                plaque = garden.plaque_rect(r)
                out[K.row_key(p, r)] = (garden.special_rect(r) if garden.big else plaque).union(plaque)
        self._place_rects = out
        return out

    def hand_places(self) -> dict[Hashable, pygame.Rect]:
        """The viewer's garden cards (or, while placing them, special tasks) along the bottom, left to right."""
        me = self.hidden()["players"][self.viewer]
        s = self.scale
        cw, ch = self.hand_card
        room = pygame.Rect(
            self.hand_area.x, self.hand_area.bottom - ch, self.deck_rect.x - int(16 * s) - self.hand_area.x, ch
        )
        out: dict[Hashable, pygame.Rect] = {}
        tasks = me.get("task_hand") or []
        if self.placing_tasks():
            gap = int(8 * s)
            th = min(int(ch * 0.7), int((self.hand_area.w - 4 * gap) / 5 / 2))
            for i, tid in enumerate(tasks):
                out[tid] = pygame.Rect(room.x + i * (2 * th + gap), room.bottom - th - int(4 * s), 2 * th, th)
            return out
        keys = sorted(me["hand"] or [], key=lambda key: (K.card_id(key), key))
        if not keys:
            return out
        step = min(cw + int(8 * s), (room.w - cw) / max(1, len(keys) - 1)) if len(keys) > 1 else 0
        for i, key in enumerate(keys):
            out[key] = pygame.Rect(round(room.x + i * step), room.y, cw, ch)
        return out

    def placing_tasks(self) -> bool:
        """True while the viewer still has special tasks to put on their rows (the hand area shows them)."""
        if self.viewer is None or self.state.stage != "assign":
            return False
        return bool(self.hidden()["players"][self.viewer].get("task_hand"))

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """Garden cards come out of the deck (other arrivals are recorded with ``appear_at``)."""
        if self.kind(key) == "card":
            return self.deck_rect
        return None

    # ---- faces -------------------------------------------------------------------------------------------------
    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        kind = self.kind(key)
        if kind == "flower":
            return flower_face(seat_colour(self.session, K.flower_seat(key)), size)
        if kind == "gardener":
            img = pygame.Surface(size, pygame.SRCALPHA)
            w, h = size
            ring = pygame.Rect(int(w * 0.14), int(h * 0.78), int(w * 0.72), int(h * 0.2))
            pygame.draw.ellipse(img, (*seat_colour(self.session, key_seat(key)), 200), ring)
            pygame.draw.ellipse(img, theme.INK, ring, 1)
            img.blit(assets.svg("botanicus/gardener.svg", size), (0, 0))
            return img
        if kind in ("plant", "supply"):
            level = int(style) if kind == "plant" else int(K.parts(key)[1])
            if size[0] != size[1]:  # the zoom's portrait frame
                return self._framed(assets.svg(f"botanicus/plant-{level}.svg", (size[0], size[0])), size)
            return assets.svg(f"botanicus/plant-{level}.svg", size)
        if kind == "marker":
            return self._marker_face(key_seat(key), size)
        if kind == "card":
            return self._card_face(K.card_id(key), size)
        return self._task_face(key, size, style)

    @staticmethod
    def _framed(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        out = pygame.Surface(size, pygame.SRCALPHA)
        out.blit(img, img.get_rect(center=(size[0] // 2, size[1] // 2)))
        return out

    def _marker_face(self, seat: int, size: tuple[int, int]) -> pygame.Surface:
        img = pygame.Surface(size, pygame.SRCALPHA)
        r = min(size) // 2
        c = (size[0] // 2, size[1] // 2)
        pygame.draw.circle(img, theme.WHITE, c, r)
        pygame.draw.circle(img, seat_colour(self.session, seat), c, r - max(1, r // 6))
        pygame.draw.circle(img, theme.INK, c, r, 1)
        initial = self.session.names[seat][:1].upper()
        theme.text(img, initial, (c[0], c[1] + 1), max(7, int(r * 1.25)), theme.WHITE, bold=True, anchor="center")
        return img

    def _card_face(self, cid: str, size: tuple[int, int]) -> pygame.Surface:
        card = self.data.card[cid]
        w, h = size
        face = card_base(size, "botanicus/card.svg", border=theme.LEAF_DARK)
        u, v = w / 250, h / 350
        r = max(6, int(21 * u))
        for (x, y), kind, n in ((CARD_COST, "pay", card.cost), (CARD_VALUE, "coins", card.value)):
            icon = effect_icon(kind, n, "", 2 * r)
            face.blit(icon, icon.get_rect(center=(round(x * u), round(y * v))))
        px, py, pw, ph = CARD_PANEL
        panel = pygame.Rect(round(px * u), round(py * v), round(pw * u), round(ph * v))
        draw_icons(face, action_parts(card.effects), panel.inflate(-int(12 * u), -int(12 * v)), int(88 * u))
        body = rules.effect_text(card.effects) if w >= 150 else ""
        text_band(face, 0.72, card.name, body)
        return face

    def _task_face(self, tid: str, size: tuple[int, int], style: str) -> pygame.Surface:
        """A task tile: the plants it needs on the left, its points in the rosette; a done task turns green."""
        w, h = size
        if h > w:  # the zoom's portrait frame: the tile across it
            return self._framed(self._task_face(tid, (w, w // 2), style), size)
        task = self.data.task[tid]
        face = assets.svg("botanicus/task.svg", size).copy()
        u = w / 240
        x, y, iw, ih = TASK_ICONS
        area = pygame.Rect(round(x * u), round(y * u), round(iw * u), round(ih * u))
        n = len(task.plants)
        px = int(min(ih * u * 0.86, (iw * u - 3 * u * (n - 1)) / n))
        draw_icons(face, [("plant", lvl, "") for lvl in task.plants], area, px)
        cx, cy = TASK_ROSETTE
        size_px = theme.fit_text(str(task.points), max(7, int(22 * u)), int(30 * u), bold=True)
        theme.text(
            face, str(task.points), (round(cx * u), round(cy * u) + 1), size_px, theme.INK, bold=True, anchor="center"
        )
        if style == "done":
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (120, 190, 90, 110), veil.get_rect(), border_radius=max(3, int(12 * u)))
            face.blit(veil, (0, 0))
            check_mark(face, (round(cx * u), round(cy * u)), int(24 * u))
        return face

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        kind = self.kind(key)
        if kind == "card":
            card = self.data.card_of(key)
            return card.name, (
                f"Pay {coins_word(card.cost)} to use it: {rules.effect_text(card.effects)}.\n\n"
                f"Or sell it for {coins_word(card.value)}. One garden card a turn, before the "
                "Flower moves; a card drawn this turn waits for your next turn."
            )
        if kind == "task":
            return self.task_info(key)
        return None

    def task_info(self, tid: str) -> tuple[str, str]:
        task = self.data.task[tid]
        plants = " + ".join(LEVEL_NAMES[level] for level in task.plants)
        owner = next((p for p, me in enumerate(self.state.players) if tid in me["specials"]), None)
        text = (
            f"Needs {plants} in one row at the same time: {task.points} points. It counts only once its row's "
            "basic task is done."
        )
        if owner is not None:
            row = self.state.players[owner]["specials"].index(tid)
            done = self.state.players[owner]["special_done"][row]
            text += f"\n\nOn {self.session.names[owner]}'s row {row + 1}: " + ("done." if done else "not done yet.")
        return "Special task", text

    def zoom_style(self, key: Hashable) -> str:
        return self.sprites[key].style if key in self.sprites and self.kind(key) == "task" else ""

    # ---- input ---------------------------------------------------------------------------------------------
    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """Where ``key`` may be dropped: the target of every legal move that picks it up (a track marker is moved
        with a click on a space or the buttons instead, since two ways may stop on one space)."""
        if self.asked is None or not isinstance(key, str):
            return None
        places = self.place_rects()
        targets: dict[Hashable, Target] = {}
        for move in self.legal():
            target = move.target_key
            if move.source_key != key or target is None or isinstance(move, rules.TrackMove) or target not in places:
                continue
            targets[target] = Target(places[target], move, self.drop_label(move))
        return targets or None

    def drop_label(self, move: Move) -> str:
        """What a drop costs or does, shown by the pointer and on the zones."""
        if isinstance(move, rules.MoveFlower):
            return self.state.fee_text(move.space)
        if isinstance(move, rules.WalkGardener):
            return "free" if not move.cost else coins_word(move.cost)
        if isinstance(move, rules.PlayCard):
            return "play"
        if isinstance(move, rules.SellCard):
            return "sell"
        return ""

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        st = self.state
        asked = self.asked
        if st.is_over or asked is None:
            return False
        if self.selected is not None:
            chosen, self.selected = self.selected, None
            for target in (self.drag_targets(chosen) or {}).values():
                if target.rect.collidepoint(pos):
                    self.play(target.move)
                    return True
            if key == chosen:
                return True
        legal = self.legal()
        hit = self._direct_move(pos, legal)
        if hit is not None:
            self.play(hit)
            return True
        if asked.kind == "track":
            spot = self.track_space_at(pos)
            if spot is not None:
                return self._pick_track_space(*spot, legal)
        if key is not None and self.drag_targets(key):
            self.selected = key
            self.app.audio.play("pick")
            return True
        if key is not None and self.kind(key) == "card":
            reason = st.why_not(key)
            if reason:
                self.flash(reason)
            return True
        return False

    def _direct_move(self, pos: tuple[int, int], legal: list[Move]) -> Move | None:
        """The move a click on a glowing bed, footprint, space or track chip makes, if any."""
        st = self.state
        p = st.current_player
        bed = self.bed_at(pos)
        node = self.node_at(pos)
        space = self.space_at(pos)
        col, mine, _ = self.flower_spots().get(K.flower_key(p), (-1, 0, 0))
        for move in legal:
            if isinstance(move, rules.ChooseAction) and col >= 0:
                rect = self.space_rect(col, mine) if move.slot == "space" else self.tile_rect(col, mine // 2)
                if rect.collidepoint(pos):
                    return move
            if isinstance(move, (rules.Plant, rules.Water)) and bed == (p, move.row, move.col):
                return move
            if isinstance(move, rules.WalkGardener) and node == (p, move.node):
                return move
            if isinstance(move, (rules.MoveFlower, rules.PlaceNeutral)) and space == (st.column, move.space):
                return move
            if isinstance(move, rules.ChooseTrack):
                t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == move.track)
                if self.track_strip(t).collidepoint(pos):
                    return move
        return None

    def _pick_track_space(self, t: int, i: int, legal: list[Move]) -> bool:
        track = self.data.tracks[t]
        space_id = track.spaces[i].id
        options = [m for m in legal if isinstance(m, rules.TrackMove) and m.track == track.id and m.space == space_id]
        if len(options) == 1:
            self.play(options[0])
        elif options:
            self.track_pick = space_id
            self.flash(f"{len(options)} ways to reach space {i}: choose one with the buttons.")
        else:
            asked = self.asked
            track_id = asked.detail.get("track", track.id) if asked is not None else track.id
            marker = K.marker_key(self.state.current_player, track_id)
            self.flash(self.state.why_not(marker, K.track_space_key(track.id, space_id)))
            self.app.audio.play("error")
        return True

    def _choose(self, i: int) -> None:
        if i < len(self.choice_moves) and self.my_turn:
            move = self.choice_moves[i]
            if move is not None:
                self.play(move)

    def choices(self) -> list[tuple[str, Move, str]]:
        """The buttons for what is asked now: (label, move, tooltip)."""
        st = self.state
        asked = self.asked
        if not self.my_turn or asked is None:
            return []
        legal = self.legal()
        kind = asked.kind
        out: list[tuple[str, Move, str]] = []
        if kind == "order":
            me = st.current_player
            space = self.flower_spots()[K.flower_key(me)][1]
            own, tile = st.actions_at(st.column, space)
            out.append(
                (
                    f"Space first: {rules.effect_text(own.effects, own.pay)}",
                    rules.ChooseAction("space", st.column, space),
                    "Take the space's own action first, then the tile's",
                )
            )
            out.append(
                (
                    f"Tile first: {rules.effect_text(tile.effects, tile.pay)}",
                    rules.ChooseAction("tile", st.column, space),
                    "Take the tile's action first, then the space's",
                )
            )
        elif kind == "pay":
            out.append((f"Pay {coins_word(asked.detail['amount'])}", rules.PayForAction(True), asked.text))
            out.append(("Let it go", rules.PayForAction(False), "Skip this action and keep the coins"))
        elif kind in ("plant", "water", "move"):
            word = {"plant": "Let the plant go", "water": "Stop watering", "move": "Do not walk"}[kind]
            out.append((word, rules.Pass(), "Give up the rest of this effect"))
        elif kind == "track":
            options = [m for m in legal if isinstance(m, rules.TrackMove)]
            if self.track_pick and any(m.space == self.track_pick for m in options):
                options = [m for m in options if m.space == self.track_pick]
            track = self.data.track[asked.detail["track"]]
            for move in options:
                index = track.index[move.space]
                label = f"To {index}: {plural(move.steps, 'step')}, {signed(move.coins)}"
                tip = move.describe(self.session.names) + " (" + rules.effect_text(track.spaces[index].reward) + ")"
                out.append((label, move, tip))
        elif kind == "final":
            for move in legal:
                if isinstance(move, rules.ChooseTrack):
                    name = rules.TRACK_NAMES[move.track]
                    out.append(
                        (
                            f"{name} track",
                            move,
                            f"Your last action: up to {self.data.final_steps} steps on the {name} track",
                        )
                    )
        elif kind == "neutral":
            for move in legal:
                if isinstance(move, rules.PlaceNeutral):
                    out.append((f"Space {move.space + 1}", move, "Put the neutral Flower here"))
        elif kind == "prep" and self.selected is not None and self.kind(self.selected) == "card":
            chosen = self.selected
            card = self.data.card_of(str(chosen))
            for move in legal:
                if isinstance(move, rules.PlayCard) and move.card == chosen:
                    out.append((f"Play {card.name} ({signed(-card.cost)})", move, rules.effect_text(card.effects)))
                elif isinstance(move, rules.SellCard) and move.card == chosen:
                    out.append((f"Sell {card.name} ({signed(card.value)})", move, "Coins instead of the action"))
        return out[: len(self.choice_buttons)]

    def _layout_choices(self) -> None:
        """Buttons flow left to right in the choice row; when they are many they wrap over the hand."""
        s = self.scale
        items = self.choices()
        self.choice_moves = [m for _, m, _ in items]
        f = theme.font(int(16 * s), True)
        x, y = self.choice_rect.x, self.choice_rect.y
        bh = self.choice_rect.h
        gap = int(6 * s)
        widths = [min(int(330 * s), f.size(f"0  {label}")[0] + int(24 * s)) for label, _, _ in items]
        if widths and sum(widths) + gap * (len(widths) - 1) > self.choice_rect.w:  # many: equal widths, wrapped
            per_row = max(1, min(len(widths), self.choice_rect.w // int(150 * s)))
            even = (self.choice_rect.w - gap * (per_row - 1)) // per_row
            widths = [even] * len(widths)
        for i, button in enumerate(self.choice_buttons):
            if i >= len(items):
                button.visible = False
                continue
            label, _, tip = items[i]
            if x + widths[i] > self.choice_rect.right + 1:
                x = self.choice_rect.x
                y += bh + gap
            button.label = f"{(i + 1) % 10}  {label}" if i < 10 else label
            button.tooltip = tip
            button.rect = pygame.Rect(x, y, widths[i], bh)
            button.visible = True
            button.primary = i == 0 and len(items) <= 2 and not isinstance(items[0][1], rules.Pass)
            x += widths[i] + gap
        self.choice_panel_bottom = y + bh if items else self.choice_rect.bottom

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            if event.pos != self.mouse:
                self.mouse_still = 0.0
            self.mouse = event.pos
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.drag.drag is None
            and not any(b.visible and b.rect.collidepoint(event.pos) for b in self.widgets.widgets)
        ):
            for seat, garden in self.gardens.items():
                if not garden.big and garden.block.collidepoint(event.pos) and not self._wants(event.pos):
                    self.set_focus(seat)
                    self.app.audio.play("click")
                    return
        super().handle(event)

    def _wants(self, pos: tuple[int, int]) -> bool:
        """True when a click at ``pos`` on a small garden answers the question asked (a bed, a footprint)."""
        if not self.my_turn:
            return False
        if self.selected is not None and any(
            t.rect.collidepoint(pos) for t in (self.drag_targets(self.selected) or {}).values()
        ):
            return True
        key = self.card_at(pos)
        return self._direct_move(pos, self.legal()) is not None or bool(key and self.drag_targets(key))

    def _keys(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_g and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            n = self.state.num_players
            self.set_focus((self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % n)
            return True
        return super()._keys(event)

    def back(self) -> None:
        if self.selected is not None or self.track_pick is not None:
            self.selected = self.track_pick = None
            return
        super().back()

    def _finish_drag(self, kind: str, drag: Any, target: Hashable | None) -> None:
        self._drop_rect = pygame.Rect(drag.rect) if kind == "drop" else None
        if kind != "click":
            self.selected = None
        super()._finish_drag(kind, drag, target)

    def play(self, move: Move) -> list[Event]:
        self.selected = None
        self.track_pick = None
        self._cache.clear()
        return super().play(move)

    def undo(self) -> None:
        self.selected = self.track_pick = None
        self._cache.clear()
        super().undo()

    def redo(self) -> None:
        self._cache.clear()
        super().redo()

    # ---- what happened: sounds, floating numbers, rings ----------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        if not self.gardens:
            return
        names = self.session.names
        sounds: list[str] = []
        drop, self._drop_rect = self._drop_rect, None
        for event in events:
            seat = getattr(event, "player", None)
            garden = self.gardens.get(seat) if seat is not None else None
            if isinstance(event, (rules.FlowerMoved, rules.NeutralPlaced)):
                sounds.append("place")
                if isinstance(event, rules.FlowerMoved) and event.cost:
                    rect = self.space_rect(event.column, event.space)
                    self.float_text(signed(-event.cost), rect.center, (255, 210, 120))
            elif isinstance(event, rules.GardenerMoved) and garden is not None:
                sounds.append("click")
                if event.cost:
                    point = garden.node_point(self.node_corner[event.end])
                    self.float_text(signed(-event.cost), point, (255, 210, 120))
            elif isinstance(event, rules.Planted) and garden is not None:
                sounds.append("grow")
                key = K.plant_key(event.player, event.row, event.col)
                if not event.replaced:
                    self.appear_at(key, drop if drop is not None else self.tray_rect)
                self._ring(garden.bed_rect(event.row, event.col), theme.LEAF)
            elif isinstance(event, rules.Watered) and garden is not None:
                sounds.append("water")
                self._ring(garden.bed_rect(event.row, event.col), (120, 190, 240))
            elif isinstance(event, rules.TaskCompleted) and garden is not None:
                sounds.append("objective")
                rect = (
                    garden.special_rect(event.row)
                    if (event.kind == "special" and garden.big)
                    else garden.plaque_rect(event.row)
                )
                self.float_text(f"+{event.points}", rect.center, theme.GLOW)
                self._ring(rect, theme.GLOW)
            elif isinstance(event, rules.CoinsChanged) and event.amount and garden is not None:
                self.float_text(signed(event.amount), self.stat_anchor(event.player, "coins"), theme.GOLD)
            elif isinstance(event, rules.PointsScored) and garden is not None:
                sounds.append("objective")
                self.float_text(f"+{event.points}", self.stat_anchor(event.player, "score"), theme.GLOW)
            elif isinstance(event, rules.AnimalAdded) and garden is not None:
                sounds.append("bug")
                self.float_text(f"+{event.count} animal", self.stat_anchor(event.player, "animals"), (200, 240, 170))
            elif isinstance(event, rules.TrackMoved):
                sounds.append("click")
            elif isinstance(event, rules.PrizeTaken):
                sounds.append("objective")
                t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == event.track)
                rect = self.track_space_rect(t, len(self.data.tracks[t].spaces) - 1)
                self.float_text(f"+{event.points} prize", rect.center, theme.GLOW)
            elif isinstance(event, rules.CardDrawn):
                sounds.append("draw")
            elif isinstance(event, (rules.CardPlayed, rules.CardSold)):
                sounds.append("harvest" if isinstance(event, rules.CardSold) else "place")
                if event.player == self.viewer:
                    zone = self.sell_zone if isinstance(event, rules.CardSold) else self.play_zone
                    self.leave_to(event.card, zone, "hand")
                if isinstance(event, rules.CardSold) and garden is not None:
                    self.float_text(signed(event.coins), self.stat_anchor(event.player, "coins"), theme.GOLD)
            elif isinstance(event, rules.DeckShuffled):
                sounds.append("shuffle")
            elif isinstance(event, rules.ActionSkipped) and event.player == self.viewer:
                self.flash(event.describe(names) + ".")
            elif isinstance(event, rules.TasksRevealed):
                self.flash("Everyone's special tasks are turned face up.")
            elif isinstance(event, rules.RoundEnded):
                sounds.append("shuffle")
                nxt = event.round + 1
                self.flash(
                    "Round 3: one last turn each, on a track of your choice."
                    if nxt == 3
                    else f"Round {nxt}: the Flowers start again and the tiles show their dark side."
                )
            elif isinstance(event, rules.GameEnded):
                humans = [i for i, s in enumerate(self.session.seats) if s.is_human]
                sounds.append("win" if not humans or any(w in humans for w in event.winners) else "lose")
        order = ["win", "lose", "objective", "grow", "water", "bug", "harvest", "shuffle", "draw", "place", "click"]
        for name in sorted(set(sounds), key=order.index)[:2]:
            self.app.audio.play(name)

    def _ring(self, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
        if self.app.animation_factor > 0:
            self.rings.append((pygame.Rect(rect), self.clock, colour))

    def stat_anchor(self, seat: int, what: str) -> tuple[int, int]:
        rects = self.header_rects(self.gardens[seat])
        return rects[what].center if what in rects else self.gardens[seat].header.center

    # ---- the end -----------------------------------------------------------------------------------------------
    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        self.app.stack.replace(ScoreScene(self.app, self.session, self.score_lines()))

    def score_lines(self) -> list[str]:
        """Each player's points explained where the table cannot: column by column, tasks, tracks finished."""
        st = self.state
        lines = []
        for p, name in enumerate(self.session.names):
            me = st.players[p]
            cols = "+".join(str(v) for v in st.column_points(p))
            basic, special = sum(me["basic_done"]), sum(me["special_done"])
            done = [rules.TRACK_NAMES[t] for t in me["finished"]]
            everything = f"all {NUMBER_WORDS[len(self.data.tracks)]} tracks"
            tracks = everything if len(done) == len(self.data.tracks) else (join_words(done) or "no track")
            lines.append(
                f"{name}: columns {cols} \u00b7 {basic} basic, {special} special tasks \u00b7 finished {tracks}"
            )
        return lines

    # ---- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        st = self.state
        owner = self.viewer if self.viewer is not None else (st.current_player or 0)
        if owner != self._focus_owner and self.gardens:
            self._focus_owner = owner
            self.set_focus(owner)
        asked = self.asked
        if self.gardens and self.my_turn and asked is not None and asked.kind in ("plant", "water", "move", "assign"):
            self.set_focus(asked.player)
        super().update(dt)
        self.mouse_still += dt
        self.rings = [r for r in self.rings if self.clock - r[1] < RING_SECONDS]
        if self.selected is not None and (self.selected not in self.sprites or not self.my_turn):
            self.selected = None
        self._layout_choices()
        self.undo_button.visible = self.redo_button.visible = not self.spectator

    # ---- drawing -------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """BaseTable.draw with one change: round tokens cast round shadows (see ``piece_shadow``)."""
        surface.blit(assets.tiled("common/table.svg", self.size), (0, 0))
        self.draw_board(surface)
        places = self._places()
        dragged = self.drag.drag.item if self.drag.active and self.drag.drag else None
        moving = {k for k, sp in self.sprites.items() if sp.move is not None or sp.turn is not None}
        for key in sorted(self.sprites, key=lambda k: (k in moving, places[k].z if k in places else 0)):
            if key == dragged:
                continue
            sprite = self.sprites[key]
            image = self.faces.turned(key, self.card_size(key), sprite.angle, sprite.style)
            if sprite.move is not None and sprite.turn is None and sprite.rect.size != image.get_size():
                image = pygame.transform.smoothscale(image, sprite.rect.size)
            rect = image.get_rect(center=sprite.rect.center)
            piece_shadow(surface, key, rect, self.scale, 2.0 if sprite.move else 1.0)
            surface.blit(image, rect)
        self.drag.draw_targets(surface, self.scale, self.clock)
        self.draw_overlay(surface)
        self.fx.draw_floats(surface, self.scale)
        self.drag.draw_card(surface, self.scale)
        self.widgets.draw(surface, self.scale)
        if self.message_time > 0:
            theme.text(
                surface,
                self.message,
                (self.size[0] // 2, int(self.size[1] * 0.5)),
                int(22 * self.scale),
                theme.GLOW,
                bold=True,
                anchor="center",
                width=int(700 * self.scale),
            )
        self._draw_zoom(surface)
        tip = self.widgets.hovered_tooltip()
        if tip:
            draw_tooltip(surface, tip[0], tip[1], self.scale)
        self._draw_tip(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        theme.text(surface, "Botanicus", (int(12 * s), int(8 * s)), int(26 * s), theme.PAPER, bold="title")
        if st.is_over:
            when = "Game over"
        elif st.stage == "assign":
            when = "Placing special tasks"
        elif st.round == 3:
            when = "Round 3: the last turn"
        else:
            when = f"Round {st.round} of 3 \u00b7 column {st.column + 1} of {len(self.data.columns)}"
        self._when_right = theme.text(
            surface, when, (int(168 * s), int(16 * s)), int(16 * s), theme.PAPER_DARK, bold=True
        ).right
        self._draw_prizes(surface)
        surface.blit(self._board_surface(), self.board_rect)
        self._draw_board_state(surface)
        surface.blit(self._tracks_surface(), self.tracks_area)
        self._draw_tracks_state(surface)
        for garden in self.gardens.values():
            self._draw_garden(surface, garden)
        self._draw_hand_area(surface)
        if not any(b.visible for b in self.choice_buttons) and not st.is_over:
            self._draw_order(surface)
        self.log.draw(surface, self.log_rect, s, "Log")

    def _draw_order(self, surface: pygame.Surface) -> None:
        """The turn order of this column in the choice row, when nothing is asked there."""
        s = self.scale
        st = self.state
        rect = self.choice_rect
        if st.stage == "assign":
            count = NUMBER_WORDS[len(self.data.garden.rows)]
            text = f"Everyone puts their {count} special tasks on their rows; they turn face up when all are placed."
            px = theme.fit_text(text, int(14 * s), rect.w)
            theme.text(surface, text, (rect.x + int(4 * s), rect.centery), px, theme.PAPER_DARK, anchor="midleft")
            return
        r = theme.text(
            surface,
            "Turn order:",
            (rect.x + int(4 * s), rect.centery),
            int(14 * s),
            theme.PAPER_DARK,
            bold=True,
            anchor="midleft",
        )
        x = r.right + int(8 * s)
        f = theme.font(int(14 * s), True)
        for i, p in enumerate(st.order):
            name = self.session.names[p]
            chip = pygame.Rect(x, rect.y + int(6 * s), f.size(name)[0] + int(30 * s), rect.h - int(12 * s))
            now = i == st.idx and st.stage != "neutral"
            done = i < st.idx
            pygame.draw.rect(surface, theme.PAPER if now else (70, 84, 64), chip, border_radius=chip.h // 2)
            pygame.draw.circle(
                surface, seat_colour(self.session, p), (chip.x + chip.h // 2, chip.centery), chip.h // 2 - int(3 * s)
            )
            colour = theme.INK if now else (theme.PAPER_DARK if not done else (150, 160, 140))
            theme.text(surface, name, (chip.x + chip.h, chip.centery), int(14 * s), colour, bold=True, anchor="midleft")
            x = chip.right + int(6 * s)

    # -- the action area
    def _board_surface(self) -> pygame.Surface:
        """Everything about the action area that changes only between rounds: spaces, tiles and their actions."""
        st = self.state
        key = (self.board_rect.size, st.tile_side, tuple(st.tiles))
        if self._board_img is not None and self._board_img[0] == key:
            return self._board_img[1]
        s = self.scale
        img = pygame.Surface(self.board_rect.size, pygame.SRCALPHA)
        local = img.get_rect()
        pygame.draw.rect(img, (228, 212, 172), local, border_radius=int(12 * s))
        speck = (205, 186, 146)
        rng = random.Random(7)
        for _ in range(local.w * local.h // 900):
            pygame.draw.circle(img, speck, (rng.randrange(local.w), rng.randrange(local.h)), max(1, int(s)))
        pygame.draw.rect(img, theme.INK_SOFT, local, max(1, int(2 * s)), border_radius=int(12 * s))
        ox, oy = self.board_rect.topleft
        lane = self.lane_rect().move(-ox, -oy)
        pygame.draw.rect(img, (214, 196, 154), lane, border_radius=int(8 * s))
        theme.text(
            img,
            "Start",
            (lane.centerx, int(9 * s)),
            theme.fit_text("Start", int(12 * s), lane.w + 6, True),
            theme.INK_SOFT,
            bold=True,
            anchor="center",
        )
        dark = st.tile_side == "dark"
        for col in range(FLOWER_COLUMNS):
            head = self.patch_rect(col, 0).move(-ox, -oy)
            theme.text(
                img, str(col + 1), (head.centerx, int(9 * s)), int(13 * s), theme.INK_SOFT, bold=True, anchor="center"
            )
            for pair in range(SPACES_PER_COLUMN // 2):
                patch = self.patch_rect(col, pair).move(-ox, -oy)
                tile_colour = DARK_TILE if dark else LIGHT_TILE
                pygame.draw.rect(img, tile_colour, patch, border_radius=int(8 * s))
                pygame.draw.rect(img, theme.darken(tile_colour, 0.35), patch, 1, border_radius=int(8 * s))
                tile = getattr(self.data.tile[st.tile_at(col, pair * 2)], st.tile_side)
                strip = self.tile_rect(col, pair).move(-ox, -oy).inflate(-int(2 * s), 0)
                band = (236, 242, 214) if not dark else (46, 74, 38)
                pygame.draw.rect(img, band, strip, border_radius=strip.h // 2)
                pygame.draw.rect(
                    img,
                    theme.LEAF_DARK if not dark else (200, 224, 160),
                    strip,
                    max(1, int(s)),
                    border_radius=strip.h // 2,
                )
                draw_icons(
                    img,
                    action_parts(tile.effects, tile.pay),
                    strip.inflate(-int(4 * s), -int(2 * s)),
                    int(strip.h * 0.9),
                )
                for space in (pair * 2, pair * 2 + 1):
                    rect = self.space_rect(col, space).move(-ox, -oy)
                    pygame.draw.rect(img, (250, 244, 226), rect, border_radius=int(6 * s))
                    pygame.draw.rect(img, theme.INK_SOFT, rect, 1, border_radius=int(6 * s))
                    f = self.flower_size()
                    spot = (rect.x + int(2 * s) + f // 2, rect.y + int(2 * s) + f // 2)
                    pygame.draw.circle(img, (232, 220, 190), spot, int(f * 0.42))
                    pygame.draw.circle(img, (196, 176, 136), spot, int(f * 0.42), 1)
                    action = self.data.columns[col].spaces[space]
                    icons = pygame.Rect(
                        rect.x + int(2 * s), rect.y + int(rect.h * 0.44), rect.w - int(4 * s), int(rect.h * 0.52)
                    )
                    draw_icons(img, action_parts(action.effects, action.pay), icons, int(rect.h * 0.48))
        self._board_img = (key, img)
        return img

    def _draw_board_state(self, surface: pygame.Surface) -> None:
        """The column being moved into, the fees on my turn, and the Flowers' order in the start lane."""
        st = self.state
        s = self.scale
        asked = self.asked
        if not st.is_over and st.round < 3 and st.stage != "assign":
            rect = self.column_rect(st.column)
            pygame.draw.rect(surface, theme.GLOW, rect, max(2, int(3 * s)), border_radius=int(9 * s))
        if self.my_turn and asked is not None and asked.kind == "prep" and st.round < 3:
            for move in self.legal():
                if isinstance(move, rules.MoveFlower):
                    self._fee_badge(
                        surface,
                        self.space_rect(st.column, move.space),
                        st.fee_text(move.space),
                        bool(st.board[st.column][move.space]),
                    )
        if asked is not None and asked.kind in ("order", "pay") and st.context == "flower":
            col, space, _ = self.flower_spots()[K.flower_key(asked.player)]
            if col >= 0:
                glow_rect(surface, self.space_rect(col, space), s, strong=True, colour=theme.WHITE)
                glow_rect(surface, self.tile_rect(col, space // 2), s, strong=True, colour=theme.WHITE)

    def _fee_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, low: bool = False) -> None:
        if not text:
            return
        s = self.scale
        px = theme.fit_text(text, int(12 * s), rect.w - int(4 * s), bold=True)
        img = theme.font(px, True).render(text, True, theme.WHITE)
        box = img.get_rect().inflate(int(8 * s), int(4 * s))
        if low:  # an occupied space: its own action is not taken, so the fee may cover it
            box.midbottom = (rect.centerx, rect.bottom - int(rect.h * 0.06))
        else:
            box.midtop = (rect.centerx, rect.y + int(rect.h * 0.06))
        colour = theme.LEAF_DARK if text.startswith("free") else theme.DANGER
        pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_prizes(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prize_rect
        prizes = [self.data.prize_value(key) for key in self.state.prizes]
        label = "Track prizes:" if prizes else "All track prizes are taken"
        x = max(rect.x, self._when_right + int(24 * s))
        r = theme.text(surface, label, (x, rect.centery), int(14 * s), theme.PAPER, bold=True, anchor="midleft")
        d = int(22 * s)
        x = r.right + int(6 * s)
        step = min(d + int(3 * s), (rect.right - x - d) / max(1, len(prizes) - 1)) if len(prizes) > 1 else 0
        for i, value in enumerate(prizes):
            img = effect_icon("vp", value, "", d)
            surface.blit(img, (round(x + i * step), rect.centery - d // 2))

    # -- the tracks
    def _tracks_surface(self) -> pygame.Surface:
        key = self.tracks_area.size
        if self._tracks_img is not None and self._tracks_img[0] == key:
            return self._tracks_img[1]
        s = self.scale
        img = pygame.Surface(self.tracks_area.size, pygame.SRCALPHA)
        ox, oy = self.tracks_area.topleft
        for t, track in enumerate(self.data.tracks):
            strip = self.track_strip(t).move(-ox, -oy)
            colour = TRACK_COLOURS.get(track.id, theme.INK_SOFT)
            pygame.draw.rect(img, (160, 186, 116), strip, border_radius=int(10 * s))
            pygame.draw.rect(img, theme.darken(colour, 0.1), strip, max(1, int(2 * s)), border_radius=int(10 * s))
            last = len(track.spaces) - 1
            for i, space in enumerate(track.spaces):
                rect = self.track_space_rect(t, i).move(-ox, -oy)
                if i == 0:
                    pygame.draw.rect(img, colour, rect, border_radius=int(7 * s))
                    chip = int(rect.h * 0.5)
                    img.blit(_glyph_chip(track.id, chip), (rect.x + int(3 * s), rect.bottom - chip - int(3 * s)))
                    px = theme.fit_text(track.name, int(13 * s), rect.w - int(6 * s), bold=True)
                    theme.text(img, track.name, (rect.x + int(4 * s), rect.y + int(2 * s)), px, theme.WHITE, bold=True)
                    continue
                fill = (253, 240, 196) if i == last else (244, 234, 206)
                pygame.draw.rect(img, fill, rect, border_radius=int(6 * s))
                pygame.draw.rect(
                    img,
                    theme.GOLD if i == last else theme.INK_SOFT,
                    rect,
                    max(1, int(2 * s)) if i == last else 1,
                    border_radius=int(6 * s),
                )
                theme.text(
                    img,
                    str(i),
                    (rect.right - int(3 * s), rect.y + int(1 * s)),
                    int(10 * s),
                    theme.INK_SOFT,
                    anchor="topright",
                )
                icons = pygame.Rect(rect.x + 1, rect.y + int(rect.h * 0.42), rect.w - 2, int(rect.h * 0.56))
                draw_icons(img, action_parts(space.reward), icons, int(rect.h * 0.5))
            for cut in track.shortcuts:
                a = self.track_space_rect(t, track.index[cut.start]).move(-ox, -oy)
                b = self.track_space_rect(t, track.index[cut.end]).move(-ox, -oy)
                y = a.y + int(2 * s)
                pts = [
                    (a.centerx, y + int(10 * s)),
                    (a.centerx + int(6 * s), y),
                    (b.centerx - int(6 * s), y),
                    (b.centerx, y + int(10 * s)),
                ]
                pygame.draw.lines(img, theme.DANGER, False, pts, max(2, int(2 * s)))
                coin = effect_icon("pay", cut.cost, "", int(16 * s))
                img.blit(coin, coin.get_rect(center=((a.centerx + b.centerx) // 2, y)))
        self._tracks_img = (key, img)
        return img

    def _draw_tracks_state(self, surface: pygame.Surface) -> None:
        """On a track move of mine: every space the marker may stop on glows, with the coins that stop brings."""
        asked = self.asked
        if not self.my_turn or asked is None or asked.kind != "track":
            return
        s = self.scale
        t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == asked.detail["track"])
        track = self.data.tracks[t]
        by_space: dict[str, list] = {}
        for move in self.legal():
            if isinstance(move, rules.TrackMove):
                by_space.setdefault(move.space, []).append(move)
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        for space_id, moves in by_space.items():
            rect = self.track_space_rect(t, track.index[space_id])
            glow_rect(surface, rect, s, pulse=pulse, strong=space_id == self.track_pick)
            # The coins of each way to stop here (a shortcut may make two), stacked over the space's top half.
            y = rect.y + int(2 * s)
            for move in sorted(moves, key=lambda m: -m.coins)[:3]:
                text = signed(move.coins)
                px = theme.fit_text(text, int(12 * s), rect.w - int(6 * s), bold=True)
                img = theme.font(px, True).render(text, True, theme.WHITE)
                box = img.get_rect().inflate(int(6 * s), 0)
                box.midtop = (rect.centerx, y)
                colour = theme.DANGER if move.coins < 0 else theme.LEAF_DARK
                pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
                surface.blit(img, img.get_rect(center=box.center))
                y = box.bottom + 1

    # -- gardens
    def header_rects(self, garden: GardenView) -> dict[str, pygame.Rect]:
        """Where the name, the score and each count sit in a garden's header (shared by drawing and effects)."""
        s = self.scale
        h = garden.header
        big = garden.big
        line1 = pygame.Rect(h.x, h.y, h.w, h.h // 2)
        line2 = pygame.Rect(h.x, h.y + h.h // 2, h.w, h.h - h.h // 2)
        icon = int((24 if big else 17) * s)
        out = {"name": line1, "score": pygame.Rect(line1.right - int(90 * s), line1.y, int(90 * s), line1.h)}
        if big:
            out["score"] = pygame.Rect(line1.right - int(150 * s), line1.y, int(100 * s), line1.h)
        x = line2.x + int(2 * s)
        slot = int((70 if big else 52) * s)
        for what in ("coins", "cards", "animals", "pole"):
            out[what] = pygame.Rect(x, line2.centery - icon // 2, icon, icon)
            x += slot
        return out

    def _draw_garden(self, surface: pygame.Surface, garden: GardenView) -> None:
        s = self.scale
        st = self.state
        p = garden.seat
        me = st.players[p]
        colour = seat_colour(self.session, p)
        playing = not st.is_over and st.current_player == p
        layer = pygame.Surface(garden.block.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 130 if playing else 80), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, garden.block)
        if playing:
            pygame.draw.rect(surface, colour, garden.block, max(2, int(3 * s)), border_radius=int(10 * s))
        self._draw_header(surface, garden)
        surface.blit(assets.svg("botanicus/garden-board.svg", garden.board.size), garden.board)
        view = self.hidden()["players"][p]
        specials = view["specials"]
        small = not garden.big
        for r, row in enumerate(self.data.garden.rows):
            plaque = garden.plaque_rect(r)
            done = me["basic_done"][r]
            if done:
                pygame.draw.rect(surface, (176, 214, 140), plaque.inflate(-2, -2), border_radius=max(2, int(5 * s)))
            icon = int(min(plaque.h * 0.78, plaque.w * 0.36))
            area = plaque.inflate(-int(4 * s), 0)
            area.w = int(area.w * (0.72 if not small else 1.0))
            if small:
                r_dot = max(3, int(plaque.h * 0.22))
                for i, level in enumerate(row.basic.plants):
                    plant_dot(surface, level, (plaque.x + int(plaque.w * (0.3 + 0.32 * i)), plaque.centery), r_dot)
            else:
                draw_icons(surface, [("plant", lvl, "") for lvl in row.basic.plants], area, icon)
                pts = str(row.basic.points)
                theme.text(
                    surface,
                    pts,
                    (plaque.right - int(8 * s), plaque.centery),
                    int(plaque.h * 0.42),
                    theme.INK,
                    bold=True,
                    anchor="center",
                )
            if done:
                check_mark(surface, (plaque.right - int(3 * s), plaque.y + int(3 * s)), max(6, int(plaque.h * 0.3)))
            if small:
                self._mini_task(surface, garden, r, specials[r] if specials else None, me["special_done"][r])
            elif not specials or not specials[r]:
                rect = garden.special_rect(r)
                slot_outline(surface, rect, s, (255, 255, 255, 90))
                text = "special task" if specials is not None else "hidden"
                theme.text(surface, text, rect.center, int(12 * s), theme.PAPER_DARK, anchor="center")
        for c in range(self.data.garden.columns):
            self._column_plaque(surface, garden, c)
        self._draw_animals(surface, garden)

    def _mini_task(self, surface: pygame.Surface, garden: GardenView, row: int, tid: str | None, done: bool) -> None:
        """A small garden's special task: its plants as coloured dots and its points; green once done."""
        s = self.scale
        rect = garden.mini_rect(row)
        below = garden.tasks.y >= garden.board.bottom
        fill = (176, 214, 140) if done else (242, 228, 194)
        pygame.draw.rect(surface, fill, rect, border_radius=int(5 * s))
        pygame.draw.rect(surface, theme.LEAF_DARK, rect, 1, border_radius=int(5 * s))
        if not tid:
            theme.text(surface, "?", rect.center, int(12 * s), theme.INK_SOFT, bold=True, anchor="center")
            return
        task = self.data.task[tid]
        x = rect.x + int(4 * s)
        if below:
            x = theme.text(
                surface, f"Row {row + 1}", (x, rect.centery), int(12 * s), theme.INK_SOFT, bold=True, anchor="midleft"
            ).right + int(8 * s)
        r = max(3, int(min(rect.h * 0.3, rect.w / 12)))
        for i, level in enumerate(task.plants):
            plant_dot(surface, level, (x + r + i * (2 * r + 2), rect.centery), r)
        theme.text(
            surface,
            str(task.points),
            (rect.right - int(5 * s), rect.centery),
            int(13 * s),
            theme.INK,
            bold=True,
            anchor="midright",
        )
        if done:
            check_mark(surface, (rect.right - int(2 * s), rect.y + int(2 * s)), max(5, int(rect.h * 0.32)))

    def _column_plaque(self, surface: pygame.Surface, garden: GardenView, col: int) -> None:
        s = self.scale
        st = self.state
        p = garden.seat
        rect = garden.column_rect(col)
        rows = self.data.garden.column_beds[col]
        levels = [st.players[p]["garden"][r][col] for r in rows]
        planted = sum(1 for lv in levels if lv)
        points = st.column_points(p)[col]
        if points:
            pygame.draw.rect(surface, (176, 214, 140), rect.inflate(-2, -2), border_radius=max(2, int(5 * s)))
            px = theme.fit_text(f"+{points}", int(rect.h * 0.5), rect.w - 2, bold=True)
            theme.text(surface, f"+{points}", rect.center, px, theme.LEAF_DARK, bold=True, anchor="center")
            return
        text = f"{planted}/{len(rows)}"
        px = theme.fit_text(text, int(rect.h * 0.4), rect.w - 4, bold=True)
        theme.text(surface, text, rect.center, px, theme.INK_SOFT, bold=True, anchor="center")

    def _draw_animals(self, surface: pygame.Surface, garden: GardenView) -> None:
        """The animal circle (a place for every animal that still scores) under the special tasks of the garden in
        focus."""
        if not garden.big:
            return
        s = self.scale
        st = self.state
        count = st.players[garden.seat]["animals"]
        last = garden.special_rect(len(self.data.garden.rows) - 1)
        area = pygame.Rect(
            garden.tasks.x, last.bottom + int(6 * s), garden.tasks.w, garden.board.bottom - last.bottom - int(6 * s)
        )
        places = len(self.data.animal_points) - 1
        per_row = (places + 1) // 2
        size = max(10, min(area.w // per_row - int(2 * s), (area.h - int(14 * s)) // 2))
        for i in range(places):
            x = area.x + (i % per_row) * (size + int(2 * s))
            y = area.y + (i // per_row) * (size + int(2 * s))
            spot = pygame.Rect(x, y, size, size)
            pygame.draw.ellipse(surface, (232, 220, 190) if i >= count else (190, 214, 150), spot)
            pygame.draw.ellipse(surface, theme.INK_SOFT, spot, 1)
            if i < count:
                art = "botanicus/animal-hedgehog.svg" if i % 2 == 0 else "botanicus/animal-bird.svg"
                surface.blit(assets.svg(art, (size, size)), spot)
        points = st.animal_points(garden.seat)
        text = f"{plural(count, 'animal')}: {points} pts"
        px = theme.fit_text(text, int(12 * s), area.w)
        theme.text(surface, text, (area.x, area.y + 2 * (size + int(2 * s))), px, theme.PAPER, anchor="topleft")

    def _draw_header(self, surface: pygame.Surface, garden: GardenView) -> None:
        s = self.scale
        st = self.state
        p = garden.seat
        me = st.players[p]
        rects = self.header_rects(garden)
        seat = self.session.seats[p]
        line = rects["name"]
        dot = (line.x + int(10 * s), line.centery)
        pygame.draw.circle(surface, seat_colour(self.session, p), dot, int(7 * s))
        pygame.draw.circle(surface, theme.PAPER, dot, int(7 * s), max(1, int(s)))
        name = seat.name if seat.is_human or not garden.big else f"{seat.name} (computer)"
        if garden.big and p == self.viewer and not self.spectator:
            name = f"{seat.name} (your garden)"
        score_rect = rects["score"]
        big_px = int((18 if garden.big else 15) * s)
        px = theme.fit_text(name, big_px, score_rect.x - dot[0] - int(16 * s), bold=True)
        theme.text(surface, name, (dot[0] + int(12 * s), line.centery), px, theme.PAPER, bold=True, anchor="midleft")
        total = self.sheets()[p].total
        theme.text(
            surface, f"{total} pts", (score_rect.right, line.centery), big_px, theme.GLOW, bold=True, anchor="midright"
        )
        hand = len(me["hand"])
        counts = {"coins": me["coins"], "cards": hand, "animals": me["animals"], "pole": me["pole"]}
        small_px = int((15 if garden.big else 13) * s)
        for what, n in counts.items():  # the coin carries its number; the others have it beside them
            rect = rects[what]
            if what == "pole" and not n:
                continue
            surface.blit(effect_icon(what, n if what == "coins" else 1, "", rect.w), rect)
            if what != "coins":
                where = (rect.right + int(3 * s), rect.centery)
                theme.text(surface, str(n), where, small_px, theme.PAPER, bold=True, anchor="midleft")

    # -- the hand, the deck, Play and Sell
    def _draw_hand_area(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        area = self.hand_area
        y = area.bottom - self.hand_card[1] - int(18 * s)  # the labels sit just over the cards
        if self.placing_tasks():
            name = self.session.names[self.viewer]
            text = f"{name}'s special tasks: put one on each row of your garden (a four-plant task needs four beds)"
            px = theme.fit_text(text, int(14 * s), area.w, bold=True)
            theme.text(surface, text, (area.x, y), px, theme.PAPER, bold=True)
            return
        pay, value = self.data.card_words
        for zone, title, sub in ((self.play_zone, "Play", pay), (self.sell_zone, "Sell", value)):
            slot_outline(surface, zone, s, (255, 255, 255, 110))
            theme.text(
                surface,
                title,
                (zone.centerx, zone.centery - int(8 * s)),
                int(16 * s),
                theme.PAPER,
                bold=True,
                anchor="center",
            )
            theme.text(
                surface, sub, (zone.centerx, zone.centery + int(10 * s)), int(12 * s), theme.PAPER_DARK, anchor="center"
            )
        deck = self.hidden()["deck_count"]
        if deck:
            back = card_back(self.deck_rect.size)
            for i in range(min(3, (deck + 5) // 6) - 1, -1, -1):
                surface.blit(back, self.deck_rect.move(-i * 2, -i * 2))
        else:
            slot_outline(surface, self.deck_rect, s)
        theme.text(
            surface,
            f"deck {deck}",
            (self.deck_rect.centerx, y + int(2 * s)),
            int(12 * s),
            theme.PAPER_DARK,
            anchor="midtop",
        )
        if self.viewer is None:
            who = st.current_player if st.current_player is not None else 0
            count = len(st.players[who]["hand"])
            text = f"{self.session.names[who]}'s cards are hidden ({count})"
            theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)
            back = card_back(self.hand_card)
            for n in range(min(count, 6)):
                surface.blit(back, (area.x + n * int(22 * s), area.bottom - self.hand_card[1]))
            return
        name = self.session.names[self.viewer]
        count = len(st.players[self.viewer]["hand"])
        text = f"{name}'s garden cards ({count})" if count else f"{name} has no garden cards"
        theme.text(surface, text, (area.x, y), int(14 * s), theme.PAPER, bold=True)

    # -- over the pieces
    def draw_overlay(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        asked = self.asked
        dragging = self.drag.active
        if self.my_turn and asked is not None and not dragging:
            self._draw_asks(surface, asked, pulse)
        if self.selected in self.sprites and not dragging:
            glow_rect(surface, self.sprites[self.selected].rect, s, strong=True, colour=theme.WHITE)
            for target in (self.drag_targets(self.selected) or {}).values():
                glow_rect(surface, target.rect, s, pulse=pulse)
        for rect, t0, colour in self.rings:
            age = (self.clock - t0) / RING_SECONDS
            grow = int(14 * s * age)
            layer = pygame.Surface((rect.w + 2 * grow + 4, rect.h + 2 * grow + 4), pygame.SRCALPHA)
            pygame.draw.rect(
                layer, (*colour, int(230 * (1 - age))), layer.get_rect(), max(2, int(3 * s)), border_radius=int(10 * s)
            )
            surface.blit(layer, (rect.x - grow - 2, rect.y - grow - 2))
        if dragging and self.drag.drag is not None:
            self._draw_drag_cost(surface)
        self._draw_prompt(surface)
        if st.is_over:
            return
        if any(b.visible for b in self.choice_buttons) and self.choice_panel_bottom > self.choice_rect.bottom + 2:
            panel = pygame.Rect(
                self.choice_rect.x - int(4 * s),
                self.choice_rect.y - int(4 * s),
                self.choice_rect.w + int(8 * s),
                self.choice_panel_bottom - self.choice_rect.y + int(8 * s),
            )
            theme.rounded_panel(surface, panel, (40, 52, 38), radius=int(8 * s), border=None)

    def _draw_asks(self, surface: pygame.Surface, asked: Prompt, pulse: float) -> None:
        """What the current question lets me touch glows softly."""
        s = self.scale
        st = self.state
        legal = self.legal()
        me = st.current_player
        garden = self.gardens.get(me)
        for move in legal:
            if isinstance(move, (rules.Plant, rules.Water)) and garden is not None:
                glow_rect(surface, garden.bed_rect(move.row, move.col), s, pulse=pulse)
            elif isinstance(move, rules.WalkGardener) and asked.kind == "move" and garden is not None:
                glow_rect(surface, garden.node_rect(self.node_corner[move.node]), s, pulse=pulse)
            elif isinstance(move, rules.PlaceNeutral):
                glow_rect(surface, self.space_rect(st.column, move.space), s, pulse=pulse)
            elif isinstance(move, rules.ChooseTrack):
                t = next(i for i, tr in enumerate(self.data.tracks) if tr.id == move.track)
                glow_rect(surface, self.track_strip(t), s, pulse=pulse)
        keys: list[Hashable] = []
        if asked.kind == "prep":
            keys.append(K.flower_key(me))
            if any(isinstance(m, rules.WalkGardener) for m in legal):
                keys.append(K.gardener_key(me))
        elif asked.kind == "neutral":
            keys.append(K.NEUTRAL_FLOWER)
        elif asked.kind == "move":
            keys.append(K.gardener_key(me))
        elif asked.kind == "plant":
            keys.extend(k for k in self.sprites if piece_kind(k) == "supply")
        elif asked.kind == "assign":
            keys.extend(k for k in self.sprites if self.kind(k) == "task" and self.drag_targets(k))
        for key in keys:
            if key in self.sprites:
                glow_rect(surface, self.sprites[key].rect, s, pulse=pulse, colour=theme.WHITE)

    def _draw_drag_cost(self, surface: pygame.Surface) -> None:
        """While the gardener or the Flower is carried: what dropping it here costs, by the pointer."""
        drag = self.drag.drag
        hot = self.drag.target_at(drag.pos)
        if hot is None or not drag.targets[hot].label or drag.targets[hot].label in ("play", "sell"):
            return
        s = self.scale
        text = drag.targets[hot].label
        img = theme.font(int(15 * s), True).render(text, True, theme.WHITE)
        box = img.get_rect().inflate(int(12 * s), int(6 * s))
        box.bottomleft = (drag.pos[0] + int(14 * s), drag.pos[1] - int(10 * s))
        box.clamp_ip(surface.get_rect())
        colour = theme.LEAF_DARK if text.startswith("free") else theme.DANGER
        pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
        pygame.draw.rect(surface, theme.WHITE, box, 1, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        st = self.state
        names = self.session.names
        if st.is_over:
            winners = " and ".join(names[w] for w in st.winners())
            return f"Game over: {winners} wins. Press Enter (or See result) for the scores.", theme.GLOW
        asked = self.asked
        assert asked is not None  # the game is not over
        who = names[asked.player]
        if self.covered or (self.viewer is None and self.session.seats[asked.player].is_human):
            return f"Waiting for {who}.", theme.PAPER
        if not self.my_turn:
            if self.session.seats[asked.player].is_human and not self.spectator:
                return f"{who}'s turn: {asked.text}.", theme.PAPER
            return f"{who} is thinking: {asked.text[:1].lower()}{asked.text[1:]}...", theme.PAPER
        how = {
            "assign": "drag each task tile onto a glowing row (or click it, then a row)",
            "neutral": "drag the grey Flower onto a space, or click one",
            "prep": self._prep_hint(),
            "final": "click a track or a button",
            "order": "click the glowing space or tile, or a button (1, 2)",
            "pay": "pay, or let the action go",
            "plant": "drag the plant from the tray into a glowing bed, or click one",
            "water": "click a glowing plant",
            "move": "drag the gardener to a glowing footprint, or click one",
            "track": "click a glowing space or a button; the coins you get or pay are shown",
        }[asked.kind]
        if asked.text.endswith("?"):
            return f"{who}: {asked.text} {how[:1].upper()}{how[1:]}.", theme.GLOW
        return f"{who}: {asked.text}: {how}.", theme.GLOW

    def _prep_hint(self) -> str:
        st = self.state
        parts = []
        if not st.walked:
            parts.append(f"drag the gardener ({coins_word(self.data.walk_step_cost)} a step)")
        if not st.carded and st.players[st.current_player]["hand"]:
            parts.append("drag a card onto Play or Sell")
        if st.round == 3:
            parts.append("then click a track")
        else:
            parts.append("then drag your Flower to a glowing space")
        return ", ".join(parts)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prompt_rect
        text, colour = self.prompt_text()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 28, 18, 180), layer.get_rect(), border_radius=int(8 * s))
        surface.blit(layer, rect)
        px = theme.fit_text(text, int(16 * s), rect.w - int(16 * s), bold=True)
        if px < int(13 * s):
            px = int(13 * s)
            img = theme.font(px, True).render(text, True, colour, wraplength=rect.w - int(16 * s))
            if img.get_height() > rect.h:
                px = int(12 * s)
            theme.text(
                surface,
                text,
                (rect.x + int(8 * s), rect.centery),
                px,
                colour,
                bold=True,
                anchor="midleft",
                width=rect.w - int(16 * s),
            )
            return
        theme.text(surface, text, (rect.x + int(8 * s), rect.centery), px, colour, bold=True, anchor="midleft")

    # -- hover help for everything that is not a card
    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.state
        names = self.session.names
        spot = self.space_at(pos)
        if spot is not None:
            col, space = spot
            own, tile = st.actions_at(col, space)
            pile = st.board[col][space]
            here = ", ".join(rules.flower_name(key, names) for key in pile) or "nobody"
            tile_name = st.tile_at(col, space).replace("-", " ").capitalize()
            text = (
                f"Column {col + 1}, space {space + 1}. Its own action: {rules.effect_text(own.effects, own.pay)}. "
                f"The tile ({tile_name}, {st.tile_side} side): {rules.effect_text(tile.effects, tile.pay)}. "
                f"Here: {here}."
            )
            if pile:
                text += f" Joining costs {self.data.occupied_fee} coins a Flower and gives only the tile's action."
            return text, self.space_rect(col, space)
        for col in range(FLOWER_COLUMNS):
            for pair in range(SPACES_PER_COLUMN // 2):
                rect = self.tile_rect(col, pair)
                if rect.collidepoint(pos):
                    tile = self.data.tile[st.tile_at(col, pair * 2)]
                    return (
                        f"Tile {tile.id.replace('-', ' ')}: the action of both spaces it covers. Light side "
                        f"(round 1): {rules.effect_text(tile.light.effects, tile.light.pay)}; dark side (round 2):"
                        f" {rules.effect_text(tile.dark.effects, tile.dark.pay)}.",
                        rect,
                    )
        if self.lane_rect().collidepoint(pos):
            order = ", ".join(names[p] for p in st.order)
            return f"Flowers wait here before the first column. Turn order now: {order}.", self.lane_rect()
        tspot = self.track_space_at(pos)
        if tspot is not None:
            return self._track_tip(*tspot), self.track_space_rect(*tspot)
        if self.prize_rect.collidepoint(pos):
            return (
                "The first time you finish a track you take the top prize token (its points count at the end). "
                f"Left: {', '.join(str(self.data.prize_value(k)) for k in st.prizes) or 'none'}.",
                self.prize_rect,
            )
        for garden in self.gardens.values():
            tip = self._garden_tip(garden, pos)
            if tip is not None:
                return tip
        return None

    def _track_tip(self, t: int, i: int) -> str:
        st = self.state
        track = self.data.tracks[t]
        here = [self.session.names[p] for p in range(st.num_players) if st.players[p]["track"][track.id] == i]
        who = f" Here: {', '.join(here)}." if here else ""
        if i == 0:
            cuts = "; ".join(
                f"from {track.index[c.start]} to {track.index[c.end]} for {coins_word(c.cost)}" for c in track.shortcuts
            )
            extra = f" Shortcuts (one step): {cuts}." if cuts else ""
            return (
                f"The {track.name} track. A move pays only the space it stops on. Each step not taken: "
                f"+{coins_word(self.data.short_step_refund)}; each extra step: {coins_word(self.data.extra_step_cost)}."
                f"{extra}"
                f"{who}"
            )
        reward = rules.effect_text(track.spaces[i].reward)
        text = f"{track.name} track, space {i}: {reward}."
        if i == len(track.spaces) - 1:
            done = [self.session.names[p] for p in range(st.num_players) if track.id in st.players[p]["finished"]]
            text += (
                " The end: the marker starts again, and the first time you get here you take the top prize "
                "token." + (f" Finished already: {', '.join(done)}." if done else "")
            )
        return text + who

    def _garden_tip(self, garden: GardenView, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.state
        p = garden.seat
        me = st.players[p]
        name = self.session.names[p]
        if not garden.block.collidepoint(pos):
            return None
        for what, rect in self.header_rects(garden).items():
            if rect.collidepoint(pos) and what in ("coins", "cards", "animals", "pole"):
                text = {
                    "coins": f"{name} has {coins_word(me['coins'])} (every {self.data.coins_per_point} are worth a "
                    "point at the end).",
                    "cards": f"{name} holds {len(me['hand'])} garden card(s).",
                    "animals": f"{name} has {me['animals']} animal(s): {st.animal_points(p)} points.",
                    "pole": f"{name} has {me['pole']} Pole Position token(s): the next stop on an occupied space is "
                    "free.",
                }[what]
                return text, rect
        for r, row in enumerate(self.data.garden.rows):
            plaque = garden.plaque_rect(r)
            if plaque.collidepoint(pos):
                plants = " + ".join(LEVEL_NAMES[lv] for lv in row.basic.plants)
                done = "done" if me["basic_done"][r] else "not done yet"
                return f"Row {r + 1} basic task: {plants} in the row: {row.basic.points} points ({done}).", plaque
        specials = self.hidden()["players"][p]["specials"]
        for r in range(len(self.data.garden.rows)):
            rect = garden.mini_rect(r)
            if not garden.big and rect.collidepoint(pos):
                if not specials or not specials[r]:
                    return f"{name}'s special task for row {r + 1} is still secret.", rect
                return self.task_info(specials[r])[1], rect
        for c in range(self.data.garden.columns):
            rect = garden.column_rect(c)
            if rect.collidepoint(pos):
                table = "/".join(str(v) for v in self.data.garden.column_points[c])
                return (
                    f"Column {c + 1}: when every bed is planted it scores by its best plant ({table} points for "
                    f"yellow/pink/green/blue). Now: {st.column_points(p)[c]} points.",
                    rect,
                )
        bed = self.bed_at(pos)
        if bed is not None and bed[0] == p:
            _, r, c = bed
            level = me["garden"][r][c]
            what = f"a {LEVEL_NAMES[level]} plant (level {level})" if level else "empty"
            return f"Row {r + 1}, column {c + 1}: {what}.", garden.bed_rect(r, c)
        node = self.node_at(pos)
        if node is not None and node[0] == p:
            here = me["node"] == node[1]
            cost = st.walk_cost(node[1], p)
            text = (
                "The gardener stands here: he plants and waters the beds around him."
                if here
                else f"A footprint spot: a paid walk here costs {coins_word(cost or 0)}."
            )
            return text, garden.node_rect(self.node_corner[node[1]])
        if not garden.big:
            return f"{name}'s garden: click to look closer (G cycles the gardens).", garden.block
        return None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        if (
            self.mouse_still < TIP_DELAY
            or self.drag.active
            or self.zoom_key is not None
            or self.app.stack.top is not self
        ):
            return
        if self.hover_key is not None and self.card_info(self.hover_key) is not None:
            return
        if any(w.visible and w.rect.collidepoint(self.mouse) for w in self.widgets.widgets):
            return
        tip = self.tip_at(self.mouse)
        if tip is not None:
            draw_tooltip(surface, tip[0], tip[1], self.scale)


@lru_cache(maxsize=16)
def _glyph_chip(track: str, px: int) -> pygame.Surface:
    img = pygame.Surface((px, px), pygame.SRCALPHA)
    pygame.draw.rect(
        img, theme.darken(TRACK_COLOURS.get(track, theme.INK_SOFT), 0.25), img.get_rect(), border_radius=max(2, px // 5)
    )
    _track_glyph(img, track)
    return img


def check_mark(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A green tick in a white disc: this task is done."""
    r = max(5, size // 2)
    pygame.draw.circle(surface, theme.WHITE, centre, r)
    pygame.draw.circle(surface, theme.LEAF_DARK, centre, r, max(1, r // 5))
    x, y = centre
    pts = [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.45)]
    pygame.draw.lines(surface, theme.LEAF_DARK, False, pts, max(2, r // 3))
