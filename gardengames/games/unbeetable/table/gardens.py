"""The gardens of the Unbeetable table: one per player, arranged for the biggest spots, with the title row above
them; where each spot, row and column lies, where each plant and the cards under it lie in their spot, and which
flood band the pointer means.

A spot is a square of one card height, so a card fits either way: a plant lies upright in phases 1 and 3 and on
its side in 2 and 4; permanent cards tuck under their plant with a tab showing; weeds fill their spot.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import Any

import pygame

from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import AXES, kind_of, line_key, spot_key
from gardengames.i18n import _
from gardengames.ui import assets, theme
from gardengames.ui.cards import slot_outline
from gardengames.ui.drag import glow_rect
from gardengames.ui.sprites import Place

from .keys import CARD_RATIO, plant_style
from .part import TablePart


class Gardens(TablePart):
    """The title row and every garden: its soil, its spots and the cards in them."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.S = 100  # the side of a spot (laid out on the first frame)
        self.inner = 6
        self.rects: list[pygame.Rect] = []  # each garden, soil and border
        self.grids: list[pygame.Rect] = []  # its spots
        self.header_rects: list[pygame.Rect] = []  # the header by it (``Headers`` draws it)
        self.header_side = False  # headers beside the gardens, not above them
        self.mini_hands: list[pygame.Rect] = []  # where each rival's hand shows as backs, in the header
        self._places: dict[Hashable, pygame.Rect] = {}

    def arrange(self, area: pygame.Rect) -> None:
        """Place the gardens in ``area`` (the hand's layout leaves it to them): try every arrangement (in a row,
        two by two; names above or beside) and keep the one that gives the biggest spots."""
        s = self.table.scale
        n, g = self.state.num_players, self.state.size
        gap, pad, inner = int(16 * s), int(6 * s), int(6 * s)
        head_h, head_w = int(58 * s), int(168 * s)
        best: tuple[float, int, int, bool] | None = None
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            for side in (False, True):
                room_w = (area.w - (cols - 1) * gap - (cols * head_w if side else 0)) / cols
                room_h = (area.h - (rows - 1) * gap - (0 if side else rows * head_h)) / rows
                spot = (min(room_w, room_h) - 2 * pad - (g - 1) * inner) / g
                if best is None or spot > best[0] + 0.5:
                    best = (spot, cols, rows, side)
        assert best is not None
        spot_f, cols, rows, side = best
        S = self.S = max(20, int(spot_f))
        grid_side = g * S + (g - 1) * inner
        garden_side = grid_side + 2 * pad
        cell_w = garden_side + (head_w if side else 0)
        cell_h = garden_side + (0 if side else head_h)
        total_w = cols * cell_w + (cols - 1) * gap
        total_h = rows * cell_h + (rows - 1) * gap
        x0 = area.x + (area.w - total_w) // 2
        y0 = area.y + (area.h - total_h) // 2
        self.header_side = side
        self.inner = inner
        self.rects, self.grids, self.header_rects, self.mini_hands = [], [], [], []
        for p in range(n):
            r, c = divmod(p, cols)
            if r % 2 == 1:  # the second row runs right to left, so the turn goes round the table
                c = cols - 1 - c
            cx, cy = x0 + c * (cell_w + gap), y0 + r * (cell_h + gap)
            if side:
                header = pygame.Rect(cx, cy, head_w - int(8 * s), garden_side)
                garden = pygame.Rect(cx + head_w, cy, garden_side, garden_side)
            else:
                header = pygame.Rect(cx, cy, garden_side, head_h - int(4 * s))
                garden = pygame.Rect(cx, cy + head_h, garden_side, garden_side)
            self.header_rects.append(header)
            self.rects.append(garden)
            self.grids.append(garden.inflate(-2 * pad, -2 * pad))
            mini_w = int(64 * s)
            if side:
                self.mini_hands.append(pygame.Rect(header.x + int(10 * s), header.y + int(78 * s), mini_w, int(26 * s)))
            else:
                self.mini_hands.append(
                    pygame.Rect(header.right - int(102 * s) - mini_w, header.y + int(5 * s), mini_w, int(22 * s))
                )
        self._places = self._keyed_places()

    def spot_rect(self, owner: int, spot: int) -> pygame.Rect:
        g = self.state.size
        r, c = divmod(spot, g)
        grid = self.grids[owner]
        return pygame.Rect(grid.x + c * (self.S + self.inner), grid.y + r * (self.S + self.inner), self.S, self.S)

    def band_rect(self, owner: int, axis: str, index: int) -> pygame.Rect:
        spots = list(self.state.line(axis, index))
        return self.spot_rect(owner, spots[0]).union(self.spot_rect(owner, spots[-1]))

    def mini_hand_card(self, player: int) -> pygame.Rect:
        """A card-sized rect where a rival's hand shows by their name: what they play comes on screen from there."""
        mini = self.mini_hands[player]
        return pygame.Rect(mini.x, mini.y, *self.table.hand.card)

    def _keyed_places(self) -> dict[Hashable, pygame.Rect]:
        """Every spot, row and column of every garden, by the keys the moves name."""
        st = self.state
        places: dict[Hashable, pygame.Rect] = {}
        for owner in range(st.num_players):
            for spot in range(st.size * st.size):
                places[spot_key(owner, spot)] = self.spot_rect(owner, spot)
            for axis in AXES:
                for index in range(st.size):
                    places[line_key(owner, axis, index)] = self.band_rect(owner, axis, index)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Garden spots and flood bands (worked out once per layout: they move only with the window)."""
        return self._places

    def band_at(self, targets: Mapping[Hashable, Any], pos: tuple[int, int]) -> Hashable | None:
        """The flood band of ``targets`` the pointer means: a row and a column of one garden cross, so it is chosen
        by where in the spot under the pointer it is (near a side edge: the row; near the top or bottom: the
        column), the other one when only that one is a target."""
        for owner, garden in enumerate(self.rects):
            if not garden.inflate(int(20 * self.table.scale), int(20 * self.table.scale)).collidepoint(pos):
                continue
            grid, g = self.grids[owner], self.state.size
            pitch = self.S + self.inner
            c = min(g - 1, max(0, (pos[0] - grid.x) // pitch))
            r = min(g - 1, max(0, (pos[1] - grid.y) // pitch))
            spot = self.spot_rect(owner, r * g + c)
            dx = (pos[0] - spot.centerx) / spot.w
            dy = (pos[1] - spot.centery) / spot.h
            order = [("row", r), ("column", c)] if abs(dx) >= abs(dy) else [("column", c), ("row", r)]
            for axis, index in order:
                key = line_key(owner, axis, index)
                if key in targets:
                    return key
        return None

    def plant_layout(self, owner: int, spot: int, entry: dict[str, Any]) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """Where a plant lies in its spot and where the tabs of the cards under it peek out.

        Upright (phases 1 and 3) the free room is at the sides, lying down (2 and 4) above and below. With
        cards under it the plant moves to one side and their tabs line the other, partly tucked beneath it.
        """
        rect = self.spot_rect(owner, spot)
        S = self.S
        w = round(S / CARD_RATIO)
        upright = entry["phase"] % 2 == 1
        n = len(entry["under"])
        tab = S - w
        tuck = max(4, tab // 3)
        step = min(tab + int(4 * self.table.scale), (S - tab) // max(1, n - 1)) if n > 1 else 0
        if upright:
            card = pygame.Rect(0, 0, w, S)
            card.center = rect.center
            if n:
                card.left = rect.left
            tabs = [pygame.Rect(card.right - tuck, rect.bottom - tab - j * step, tab + tuck, tab) for j in range(n)]
        else:
            card = pygame.Rect(0, 0, S, w)
            card.center = rect.center
            if n:
                card.top = rect.top
            tabs = [pygame.Rect(rect.left + j * step, card.bottom - tuck, tab, tab + tuck) for j in range(n)]
        return card, tabs

    def entry_of(self, key: Hashable) -> dict[str, Any] | None:
        """The garden spot whose top card (a plant or weeds) is ``key``, if any."""
        for garden in self.state.gardens:
            for entry in garden:
                if entry is not None and entry["card"] == key:
                    return entry
        return None

    def card_places(self) -> dict[Hashable, Place]:
        """Every card in a garden by its own key (so a card glides by itself wherever the rules move it)."""
        st = self.state
        places: dict[Hashable, Place] = {}
        for owner, garden in enumerate(st.gardens):
            for spot, entry in enumerate(garden):
                if entry is None:
                    continue
                if kind_of(entry["card"]) == rules.WEEDS:
                    places[entry["card"]] = Place(self.spot_rect(owner, spot), 0, 10, "spot")
                    continue
                card, tabs = self.plant_layout(owner, spot, entry)
                phase = entry["phase"]
                style = plant_style(phase, st.harvest_value(entry))
                places[entry["card"]] = Place(card, 90 * (phase - 1), 12, style)
                side = "tabR" if phase % 2 == 1 else "tabB"
                for j, (under, rect) in enumerate(zip(entry["under"], tabs, strict=True)):
                    places[under] = Place(rect, 0, 11 - j * 0.1, side)
        return places

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        s = table.scale
        st = self.state
        season = _(st.data.by_id[st.season].name)
        title = _(table.session.info.title)
        r = theme.text(surface, title, (int(16 * s), int(12 * s)), int(26 * s), theme.PAPER, bold="title")
        theme.text(
            surface,
            _("{season} - turn {n}").format(season=season, n=st.turn + 1),
            (max(int(200 * s), r.right + int(14 * s)), int(20 * s)),  # after a longer title ("Onverbietelijk")
            int(18 * s),
            theme.PAPER_DARK,
            bold=True,
        )
        for p in range(st.num_players):
            self._draw_garden(surface, p)

    def _draw_garden(self, surface: pygame.Surface, p: int) -> None:
        s = self.table.scale
        st = self.state
        garden = self.rects[p]
        radius = int(12 * s)
        soil = assets.svg("unbeetable/garden.svg", (512, 512))
        clip = surface.get_clip()
        surface.set_clip(garden)
        for x in range(garden.x, garden.right, 512):
            for y in range(garden.y, garden.bottom, 512):
                surface.blit(soil, (x, y))
        surface.set_clip(clip)
        colour = theme.seat_colour(self.table.session.seats[p].colour)
        current = p == st.current_player
        pygame.draw.rect(
            surface,
            colour if current else theme.darken(colour, 0.35),
            garden,
            max(2, int((5 if current else 3) * s)),
            border_radius=radius,
        )
        for spot in range(st.size * st.size):
            slot_outline(surface, self.spot_rect(p, spot), s, (255, 240, 210, 60))

    def overlay(self, surface: pygame.Surface) -> None:
        """The plants the season card may grow glow before it is lifted."""
        table = self.table
        asked = self.state.prompt
        seasonal = asked is not None and asked.kind == "seasonal-grow"
        if table.my_turn and not table.drag.active and table.selection.lifted is None and seasonal:
            for move in table.selection.index.legal:
                rect = table.key_rect(move.target_key) if move.target_key is not None else None
                if rect is not None:
                    glow_rect(surface, rect, table.scale, pulse=table.breath())
