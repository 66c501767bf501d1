"""The three tracks of Botanicus under the action area: their spaces and shortcuts (drawn once), every player's
marker on them, and, on a track move, where the marker may stop and for what.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.text import signed
from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.i18n import _, language
from gardengames.ui import theme
from gardengames.ui.drag import glow_rect
from gardengames.ui.sprites import Place

from .faces import action_parts, draw_icons, effect_icon, glyph_chip
from .layout import TRACK_COLOURS, TablePart

if TYPE_CHECKING:
    from . import TableScene

PULSE_PERIOD = math.pi / 2  # seconds: the soft breathing of what the question lets the player touch


class Tracks(TablePart):
    """The tracks, under the action area in the left column."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.area = pygame.Rect(0, 0, 0, 0)  # laid out on the first frame
        self.track_h = 0
        self._img: tuple[Any, pygame.Surface] | None = None
        self._places: dict[Hashable, pygame.Rect] | None = None

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        s = self.table.scale
        board = self.table.board.rect
        self.track_h = int(44 * s)
        self.area = pygame.Rect(board.x, board.bottom + int(6 * s), board.w, 3 * self.track_h + 2 * int(5 * s))
        self._places = None

    def strip(self, t: int) -> pygame.Rect:
        s = self.table.scale
        return pygame.Rect(self.area.x, self.area.y + t * (self.track_h + int(5 * s)), self.area.w, self.track_h)

    def space_rect(self, t: int, i: int) -> pygame.Rect:
        strip = self.strip(t)
        n = len(self.table.data.tracks[t].spaces)
        label = int(self.area.w * 0.15)
        inset = int(3 * self.table.scale)
        if i == 0:
            return pygame.Rect(strip.x + inset, strip.y + inset, label - inset, strip.h - 2 * inset)
        pitch = (strip.w - label - inset) / (n - 1)
        x = round(strip.x + label + (i - 1) * pitch) + inset
        return pygame.Rect(x, strip.y + inset, round(pitch) - inset, strip.h - 2 * inset)

    def index(self, track: str) -> int:
        """Where the track with id ``track`` lies, counted from the top."""
        return next(i for i, tr in enumerate(self.table.data.tracks) if tr.id == track)

    def marker_rect(self, seat: int, track: int) -> pygame.Rect:
        st = self.table.state
        s = self.table.scale
        tid = self.table.data.tracks[track].id
        pos = st.players[seat]["track"][tid]
        here = [p for p in range(st.num_players) if st.players[p]["track"][tid] == pos]
        rank = here.index(seat)
        rect = self.space_rect(track, pos)
        size = int(min(17 * s, rect.h * 0.42))
        step = min(size * 0.7, (rect.w - size - 4) / max(1, len(here) - 1)) if len(here) > 1 else 0
        if pos == 0:  # beside the track's sign, under its name
            x0 = rect.right - size - int(2 * s) - round(step * (len(here) - 1))
            return pygame.Rect(round(x0 + rank * step), rect.bottom - size - int(2 * s), size, size)
        return pygame.Rect(round(rect.x + 2 + rank * step), rect.y + int(2 * s), size, size)

    def space_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        if not self.area.collidepoint(pos):
            return None
        for t, track in enumerate(self.table.data.tracks):
            for i in range(len(track.spaces)):
                if self.space_rect(t, i).collidepoint(pos):
                    return t, i
        return None

    # ---- places -----------------------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        places: dict[Hashable, Place] = {}
        for t, track in enumerate(self.table.data.tracks):
            for p in range(self.table.state.num_players):
                places[K.marker_key(p, track.id)] = Place(self.marker_rect(p, t), 0, 40 + p)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Every track and track space (kept until the layout changes)."""
        if self._places is None:
            out: dict[Hashable, pygame.Rect] = {}
            for t, track in enumerate(self.table.data.tracks):
                out[K.track_key(track.id)] = self.strip(t)
                for i, stop in enumerate(track.spaces):
                    out[K.track_space_key(track.id, stop.id)] = self.space_rect(t, i)
            self._places = out
        return self._places

    # ---- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._surface(), self.area)

    def overlay(self, surface: pygame.Surface) -> None:
        """On a track move of mine: every space the marker may stop on glows, with the coins that stop brings."""
        table = self.table
        asked = table.asked
        if not table.my_turn or asked is None or asked.kind != "track":
            return
        s = table.scale
        t = self.index(asked.detail["track"])
        track = table.data.tracks[t]
        by_space: dict[str, list] = {}
        for move in table.legal():
            if isinstance(move, rules.TrackMove):
                by_space.setdefault(move.space, []).append(move)
        breath = table.breath(PULSE_PERIOD)
        for space_id, moves in by_space.items():
            rect = self.space_rect(t, track.index[space_id])
            glow_rect(surface, rect, s, pulse=breath)
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

    def _surface(self) -> pygame.Surface:
        """The tracks' spaces, names, rewards and shortcuts, drawn again only for another size, language or palette."""
        key = (self.area.size, self.table.scale, language(), theme.high_contrast)  # names are drawn in them
        if self._img is not None and self._img[0] == key:
            return self._img[1]
        s = self.table.scale
        img = pygame.Surface(self.area.size, pygame.SRCALPHA)
        ox, oy = self.area.topleft
        for t, track in enumerate(self.table.data.tracks):
            strip = self.strip(t).move(-ox, -oy)
            colour = TRACK_COLOURS.get(track.id, theme.INK_SOFT)
            pygame.draw.rect(img, (160, 186, 116), strip, border_radius=int(10 * s))
            pygame.draw.rect(img, theme.darken(colour, 0.1), strip, max(1, int(2 * s)), border_radius=int(10 * s))
            last = len(track.spaces) - 1
            for i, space in enumerate(track.spaces):
                rect = self.space_rect(t, i).move(-ox, -oy)
                if i == 0:
                    pygame.draw.rect(img, colour, rect, border_radius=int(7 * s))
                    chip = int(rect.h * 0.5)
                    img.blit(glyph_chip(track.id, chip), (rect.x + int(3 * s), rect.bottom - chip - int(3 * s)))
                    name = _(track.name)
                    px = theme.fit_text(name, int(13 * s), rect.w - int(6 * s), bold=True)
                    at = (rect.x + int(4 * s), rect.y + int(2 * s))
                    theme.text(img, name, at, px, theme.ink_on(colour), bold=True)
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
                a = self.space_rect(t, track.index[cut.start]).move(-ox, -oy)
                b = self.space_rect(t, track.index[cut.end]).move(-ox, -oy)
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
        self._img = (key, img)
        return img
