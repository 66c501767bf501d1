"""The faces of Botanicus: every effect of the game as a small icon, the garden cards (price, value, the action as
icons), the special task tiles (done ones turned green), the pieces (Flowers in their seat's colour, gardeners,
track markers, plants), and the text the zoom shows for a card or a task.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules import keys as K
from gardengames.games.botanicus.rules.words import level_text
from gardengames.i18n import _
from gardengames.session import Session
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, draw_shadow, text_band

from .layout import (
    CARD_COST,
    CARD_PANEL,
    CARD_VALUE,
    LEVEL_COLOURS,
    LEVEL_SHAPES,
    ROUND_PIECES,
    TASK_ICONS,
    TASK_ROSETTE,
    TRACK_COLOURS,
    TablePart,
    coins_word,
    key_seat,
    piece_kind,
    seat_colour,
    seat_mark,
)

if TYPE_CHECKING:
    from . import TableScene

Colour = tuple[int, int, int]


def _badge(img: pygame.Surface, n: int, colour: Colour = theme.INK) -> None:
    """A small round count on an icon's lower right corner."""
    px = img.get_width()
    r = max(4, int(px * 0.24))
    c = (px - r, px - r)
    pygame.draw.circle(img, theme.WHITE, c, r + 1)
    pygame.draw.circle(img, colour, c, r)
    theme.text(img, str(n), (c[0], c[1]), max(7, int(r * 1.5)), theme.WHITE, bold=True, anchor="center")


def _coin(img: pygame.Surface, n: int | str, fill: Colour, rim: Colour, ink: Colour) -> None:
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


@theme.in_palette
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
        _coin(img, amount, (184, 58, 46), (130, 36, 28), theme.WHITE)  # white figures keep 4.5:1 on this red
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


@theme.in_palette
@lru_cache(maxsize=64)
def flower_face(colour: tuple[int, int, int], size: tuple[int, int], mark: int | None = None) -> pygame.Surface:
    """The white Flower token tinted to a seat's colour by multiplying, with the seat's shape in white at its
    heart (``mark``: the seat's colour index), so whose Flower it is shows without telling colours apart."""
    img = assets.svg("botanicus/flower-token.svg", size).copy()
    tint = theme.lighten(colour, 0.12)
    img.fill(tint, special_flags=pygame.BLEND_RGB_MULT)
    if mark is not None:
        centre = (size[0] // 2, size[1] // 2)
        theme.seat_mark(img, mark, centre, max(3, round(min(size) * 0.13)), fill=theme.WHITE)
    return img


def plant_dot(surface: pygame.Surface, level: int, centre: tuple[int, int], r: int) -> None:
    """A tiny plant for the tasks: its colour in its level's shape (``LEVEL_SHAPES``), with a dark rim, so a task
    reads without telling yellow from green."""
    x, y = centre
    colour = LEVEL_COLOURS[level]
    shape = LEVEL_SHAPES.get(level, "circle")
    edge = theme.stroke(1)
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, theme.INK, centre, r, edge)
        return
    if shape == "square":
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        box.center = centre
        pygame.draw.rect(surface, colour, box)
        pygame.draw.rect(surface, theme.INK, box, edge)
        return
    if shape == "star":
        pts = [
            (
                x + (r * 1.2 if i % 2 == 0 else r * 0.5) * math.cos(math.pi * i / 4 - math.pi / 2),
                y + (r * 1.2 if i % 2 == 0 else r * 0.5) * math.sin(math.pi * i / 4 - math.pi / 2),
            )
            for i in range(8)
        ]
    else:  # a tall spike
        pts = [(x, y - r * 1.3), (x + r * 0.8, y + r), (x - r * 0.8, y + r)]
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.INK, pts, edge)


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


@theme.in_palette
@lru_cache(maxsize=16)
def glyph_chip(track: str, px: int) -> pygame.Surface:
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


class Faces(TablePart):
    """What each card, task and piece looks like, and what the zoom says about it."""

    def __init__(self, table: TableScene) -> None:
        for cache in (effect_icon, flower_face, glyph_chip):  # pictures of an earlier pygame session go stale
            cache.cache_clear()
        super().__init__(table)
        self.session: Session = table.session
        self.data = table.data

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        kind = self.table.kind(key)
        key = str(key)
        if kind == "flower":
            seat = K.flower_seat(key)
            return flower_face(seat_colour(self.session, seat), size, seat_mark(self.session, seat))
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
        colour = seat_colour(self.session, seat)
        pygame.draw.circle(img, theme.WHITE, c, r)
        pygame.draw.circle(img, theme.INK, c, r, 1)
        theme.seat_mark(img, self.session.seats[seat].colour, c, r - max(2, r // 4))
        initial = self.session.names[seat][:1].upper()
        theme.text(
            img, initial, (c[0], c[1] + 1), max(7, int(r * 0.95)), theme.ink_on(colour), bold=True, anchor="center"
        )
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
        text_band(face, 0.72, _(card.name), body)
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
        kind = self.table.kind(key)
        key = str(key)
        if kind == "card":
            card = self.data.card_of(key)
            return _(card.name), _(
                "Pay {cost} to use it: {effects}.\n\nOr sell it for {value}. One garden card a turn, before the "
                "Flower moves; a card drawn this turn waits for your next turn."
            ).format(cost=coins_word(card.cost), effects=rules.effect_text(card.effects), value=coins_word(card.value))
        if kind == "task":
            return self.task_info(key)
        return None

    def task_info(self, tid: str) -> tuple[str, str]:
        task = self.data.task[tid]
        plants = " + ".join(level_text(level) for level in task.plants)
        owner = next((p for p, me in enumerate(self.table.state.players) if tid in me["specials"]), None)
        text = _(
            "Needs {plants} in one row at the same time: {points} points. It counts only once its row's basic task "
            "is done."
        ).format(plants=plants, points=task.points)
        if owner is not None:
            row = self.table.state.players[owner]["specials"].index(tid)
            done = self.table.state.players[owner]["special_done"][row]
            where = {"name": self.session.names[owner], "row": row + 1}
            if done:
                text += "\n\n" + _("On {name}'s row {row}: done.").format(**where)
            else:
                text += "\n\n" + _("On {name}'s row {row}: not done yet.").format(**where)
        return _("Special task"), text
