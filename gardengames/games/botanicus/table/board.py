"""The action area of Botanicus: the start lane and the eight columns of Flower spaces, each pair under a tile,
with every space's and tile's action as icons (drawn once a round), and over it what changes by the move: the
column being moved into, the fee of each space on the player's turn, the space and tile a Flower must choose
between. The Flowers stand on it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.content import FLOWER_COLUMNS, SPACES_PER_COLUMN
from gardengames.games.botanicus.rules.words import is_free
from gardengames.i18n import language, p_
from gardengames.ui import theme
from gardengames.ui.drag import glow_rect
from gardengames.ui.sprites import Place

from .faces import action_parts, draw_icons
from .layout import DARK_TILE, LIGHT_TILE, TablePart, columns

if TYPE_CHECKING:
    from . import TableScene


class Board(TablePart):
    """The action area at the top of the left column, and the Flowers on it."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.rect = pygame.Rect(0, 0, 0, 0)  # laid out on the first frame
        self._board_img: tuple[Any, pygame.Surface] | None = None
        self._places: dict[Hashable, pygame.Rect] | None = None

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """My own grid for the action area: a start lane, then 8 columns of two tiles, each over two spaces."""
        s = self.table.scale
        left = columns(size, s)[0]
        b = self.rect = pygame.Rect(left.x, left.y, left.w, 0)
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
        self._places = None

    def column_x(self, col: int) -> int:
        return round(self.rect.x + self.board_pad + self.lane_w + col * self.col_pitch)

    def patch_rect(self, col: int, pair: int) -> pygame.Rect:
        y = self.rect.y + self.head_h + pair * (self.patch_h + self.patch_gap)
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
        return pygame.Rect(top.x, self.rect.y + 2, top.w, self.rect.h - 4)

    def lane_rect(self) -> pygame.Rect:
        b = self.rect
        return pygame.Rect(
            b.x + self.board_pad,
            b.y + self.head_h,
            self.lane_w - int(4 * self.table.scale),
            b.h - self.head_h - self.board_pad,
        )

    def flower_size(self) -> int:
        return int(self.space_w * 0.5)

    def flower_rect(self, key: str) -> pygame.Rect:
        col, space, i = self.table.flower_spots()[key]
        f = self.flower_size()
        s = self.table.scale
        if col < 0:
            lane = self.lane_rect()
            return pygame.Rect(lane.centerx - f // 2, lane.y + int(4 * s) + space * (f + int(6 * s)), f, f)
        rect = self.space_rect(col, space)
        step = int(f * 0.38)
        return pygame.Rect(rect.x + int(1 * s) + i * step, rect.y + int(1 * s), f, f)

    def space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.rect.collidepoint(pos):
            return None
        for col in range(FLOWER_COLUMNS):
            for space in range(SPACES_PER_COLUMN):
                if self.space_rect(col, space).collidepoint(pos):
                    return col, space
        return None

    # ---- places -----------------------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        places: dict[Hashable, Place] = {}
        for key, (col, _space, i) in self.table.flower_spots().items():
            places[key] = Place(self.flower_rect(key), 0, 30 + i + (0.5 if col < 0 else 0))
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Every Flower space and tile (kept until the layout changes)."""
        if self._places is None:
            out: dict[Hashable, pygame.Rect] = {}
            for col in range(FLOWER_COLUMNS):
                for space in range(SPACES_PER_COLUMN):
                    out[K.space_key(col, space)] = self.space_rect(col, space)
                for pair in range(SPACES_PER_COLUMN // 2):
                    out[K.tile_key(col, pair)] = self.tile_rect(col, pair)
            self._places = out
        return self._places

    # ---- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._board_surface(), self.rect)
        self._draw_board_state(surface)

    def _board_surface(self) -> pygame.Surface:
        """Everything about the action area that changes only between rounds: spaces, tiles and their actions."""
        st = self.table.state
        data = self.table.data
        key = (self.rect.size, self.table.scale, st.tile_side, tuple(st.tiles), language(), theme.high_contrast)
        if self._board_img is not None and self._board_img[0] == key:
            return self._board_img[1]
        s = self.table.scale
        img = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = img.get_rect()
        pygame.draw.rect(img, (228, 212, 172), local, border_radius=int(12 * s))
        speck = (205, 186, 146)
        rng = random.Random(7)
        for _speck in range(local.w * local.h // 900):
            pygame.draw.circle(img, speck, (rng.randrange(local.w), rng.randrange(local.h)), max(1, int(s)))
        pygame.draw.rect(img, theme.INK_SOFT, local, max(1, int(2 * s)), border_radius=int(12 * s))
        ox, oy = self.rect.topleft
        lane = self.lane_rect().move(-ox, -oy)
        pygame.draw.rect(img, (214, 196, 154), lane, border_radius=int(8 * s))
        theme.text(
            img,
            p_("start lane", "Start"),
            (lane.centerx, int(9 * s)),
            theme.fit_text(p_("start lane", "Start"), int(12 * s), lane.w + 6, True),
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
                tile = getattr(data.tile[st.tile_at(col, pair * 2)], st.tile_side)
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
                    action = data.columns[col].spaces[space]
                    icons = pygame.Rect(
                        rect.x + int(2 * s), rect.y + int(rect.h * 0.44), rect.w - int(4 * s), int(rect.h * 0.52)
                    )
                    draw_icons(img, action_parts(action.effects, action.pay), icons, int(rect.h * 0.48))
        self._board_img = (key, img)
        return img

    def _draw_board_state(self, surface: pygame.Surface) -> None:
        """The column being moved into, the fees on my turn, and the Flowers' order in the start lane."""
        table = self.table
        st = table.state
        s = table.scale
        asked = table.asked
        if asked is not None and st.round < 3 and asked.kind != "assign":
            rect = self.column_rect(st.column)
            pygame.draw.rect(surface, theme.GLOW, rect, max(2, int(3 * s)), border_radius=int(9 * s))
        if table.my_turn and asked is not None and asked.kind == "prep" and st.round < 3:
            for move in table.legal():
                if isinstance(move, rules.MoveFlower):
                    self._fee_badge(
                        surface,
                        self.space_rect(st.column, move.space),
                        st.fee_text(move.space),
                        bool(st.board[st.column][move.space]),
                    )
        if asked is not None and asked.kind in ("order", "pay") and asked.detail["flower"]:
            col, space, _height = table.flower_spots()[K.flower_key(asked.player)]
            if col >= 0:
                glow_rect(surface, self.space_rect(col, space), s, strong=True, colour=theme.WHITE)
                glow_rect(surface, self.tile_rect(col, space // 2), s, strong=True, colour=theme.WHITE)

    def _fee_badge(self, surface: pygame.Surface, rect: pygame.Rect, text: str, low: bool = False) -> None:
        if not text:
            return
        s = self.table.scale
        px = theme.fit_text(text, int(12 * s), rect.w - int(4 * s), bold=True)
        img = theme.font(px, True).render(text, True, theme.WHITE)
        box = img.get_rect().inflate(int(8 * s), int(4 * s))
        if low:  # an occupied space: its own action is not taken, so the fee may cover it
            box.midbottom = (rect.centerx, rect.bottom - int(rect.h * 0.06))
        else:
            box.midtop = (rect.centerx, rect.y + int(rect.h * 0.06))
        colour = theme.LEAF_DARK if is_free(text) else theme.DANGER
        pygame.draw.rect(surface, colour, box, border_radius=box.h // 2)
        surface.blit(img, img.get_rect(center=box.center))
