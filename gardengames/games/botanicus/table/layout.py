"""Where everything lies on the Botanicus table: the action area and the three tracks on the left with the prompt,
the choices and the hand under them, the garden in focus in the middle (large), the other gardens small on the
right; the rect of every key the moves name, and where each piece is now.

Sprites are keyed by the rules' stable keys (rules/keys.py), the same ones the moves name: a Flower "flower:<seat>"
(or "flower:neutral"), "gardener:<seat>", "plant:<seat>:<row>:<col>" (its style is the level, so a watered plant
changes face in place), "marker:<seat>:<track>", a garden card by its own key ("seed-packet.02"), a special task
tile by its id, and "supply:<level>" for the plant waiting in the tray. ``place_rects`` gives the rect of every
place a move lands on or clicks ("space:...", "tile:...", "bed:...", "node:...", "row:...", "track:...",
"zone:play" and "zone:sell").
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from gardengames.engine.state import Move, Prompt
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.content import FLOWER_COLUMNS, SPACES_PER_COLUMN
from gardengames.games.botanicus.rules.words import coins_text
from gardengames.i18n import p_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.table import BaseTable, Place

if TYPE_CHECKING:
    from gardengames.ui.shell import App

T = TypeVar("T")

NEUTRAL = rules.NEUTRAL
CARD_RATIO = 1.4
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
ROUND_PIECES = ("flower", "plant", "supply", "marker", "gardener")  # tokens, not cards: they cast round shadows


def seat_colour(session: Session, seat: int) -> tuple[int, int, int]:
    if seat == NEUTRAL:
        return NEUTRAL_TINT
    return theme.SEAT_COLOURS[session.seats[seat].colour % len(theme.SEAT_COLOURS)]


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


class Layout(BaseTable):
    """The geometry of the table, the views it draws from (cached per position) and where each piece lies."""

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data: rules.GameData = session.state.data  # a Botanicus state
        self.node_corner = {n.id: n.corner for n in self.data.garden.nodes}
        self.focus = 0  # whose garden is large in the middle
        self._focus_owner: int | None = None  # whose garden the focus last followed
        self._cache: dict[str, tuple[Any, Any]] = {}
        self.gardens: dict[int, GardenView] = {}
        self._place_rects: dict[Hashable, pygame.Rect] | None = None
        # Layout defaults (layout_table fills them in on the first frame).
        self.board_rect = self.tracks_area = self.prompt_rect = self.choice_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_area = self.play_zone = self.sell_zone = self.deck_rect = self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.garden_area = self.others_area = self.prize_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_card = (70, 98)
        super().__init__(app, session, spectator)

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    # ---- what the screen may show, asked once per position ----------------------------------------------------
    def _cached(self, name: str, make: Callable[[], T]) -> T:
        """``make()``, kept until the position (the session's version) or the seat at the screen changes."""
        stamp = (self.session.version, self.viewer)
        found = self._cache.get(name)
        if found is None or found[0] != stamp:
            found = self._cache[name] = (stamp, make())
        return found[1]

    def legal(self) -> list[Move]:
        """The legal moves now (the shared move index, rebuilt whenever the position changes)."""
        return self.selection.index.legal

    def hidden(self) -> dict[str, Any]:
        """The view of the seat at the screen: hands and unrevealed tasks come only from here."""
        return self._cached("view", self.view)

    def sheets(self) -> list:
        return self._cached("scores", self.state.scores)

    def flower_spots(self) -> dict[str, tuple[int, int, int]]:
        """Flower key -> (column, space, place in the pile); column -1 is the start lane (space = rank)."""
        return self._cached("flowers", self.state.flower_spots)

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
        """Three columns under the title line: the action area, the tracks, the prompt, the choices and the hand;
        the garden in focus over the log; the other gardens."""
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
        self._place_rects = None

    def pass_place(self) -> pygame.Rect:
        """The hot-seat pass button stands at the right end of the choice row (no choice is offered during the
        pause), clear of the turn order at its left; the prompt line above it says to pass the laptop."""
        rect = pygame.Rect(0, 0, int(240 * self.scale), int(40 * self.scale))
        rect.midright = self.choice_rect.midright
        return rect

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
        for key, (col, _space, i) in self.flower_spots().items():
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
            for card, rect in self.hand_places().items():
                places[card] = Place(rect, 0, 60 + rect.x / 10000, "hand")
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
            for i, stop in enumerate(track.spaces):
                out[K.track_space_key(track.id, stop.id)] = self.track_space_rect(t, i)
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
        asked = self.asked
        if self.viewer is None or asked is None or asked.kind != "assign":
            return False
        return bool(self.hidden()["players"][self.viewer].get("task_hand"))

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """Garden cards come out of the deck (other arrivals are recorded with ``appear_at``)."""
        if self.kind(key) == "card":
            return self.deck_rect
        return None
