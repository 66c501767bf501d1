"""Where everything lies on the Unbeetable table: the gardens (arranged for the biggest spots), the piles and decks
on the right, the hand along the bottom, the rect of every key the moves name, and where each card is now.

A spot is a square of one card height, so a card fits either way: a plant lies upright in phases 1 and 3 and on
its side in 2 and 4; permanent cards tuck under their plant with a tab showing; weeds fill their spot.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from typing import TYPE_CHECKING, Any, cast

import pygame

from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import AXES, DECKS, deck_key, hand_key, kind_of, line_key, spot_key
from gardengames.session import Session
from gardengames.ui.table import BaseTable, Place

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)


def back_key(owner: int, index: int, deck: str) -> str:
    """The sprite key of a card seen only from its back: the ``index``-th card of ``owner``'s hand, from ``deck``
    (never the card's own key, which would tell what it is)."""
    return f"back:{owner}:{index}:{deck}"


def is_back(key: Hashable) -> bool:
    return isinstance(key, str) and key.startswith("back:")


def is_band(key: Hashable) -> bool:
    """A flood's target: a row or a column of one garden (``"row:1:0"``)."""
    return isinstance(key, str) and key.startswith(tuple(f"{axis}:" for axis in AXES))


def split_key(key: Hashable) -> list[str]:
    return key.split(":") if isinstance(key, str) else []


def plant_style(phase: int, worth: int | None) -> str:
    """The face style of a plant in a garden: its phase and what a harvest of it scores now (``"p3:6"``, or
    ``"p3:x"`` when it cannot be harvested), so its face shows that number and is drawn again when it changes."""
    return f"p{phase}:{'x' if worth is None else worth}"


def read_plant_style(style: str) -> tuple[int, int | None]:
    """(phase, harvest worth now) of a ``plant_style``; phase 0 for a plant not in a garden (a hand's card)."""
    if not style.startswith("p"):
        return 0, None
    phase, _, worth = style[1:].partition(":")
    return int(phase), None if worth == "x" else int(worth)


class Layout(BaseTable):
    """The geometry of the table and what the seat at the screen may see."""

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data = cast(rules.State, session.state).data
        self._view_cache: tuple[tuple[int, int | None], dict[str, Any]] | None = None
        self._place_rects: dict[Hashable, pygame.Rect] = {}
        self._hands_of: int | None = -1  # whose hand ``place_rects`` put along the bottom (-1: not yet)
        super().__init__(app, session, spectator)
        # Layout defaults (layout_table fills them in on the first frame).
        self.S = 100
        self.inner = 6
        self.gardens: list[pygame.Rect] = []
        self.grids: list[pygame.Rect] = []
        self.headers: list[pygame.Rect] = []
        self.header_side = False
        self.mini_hands: list[pygame.Rect] = []
        self.deck_rects: dict[str, pygame.Rect] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.season_rect = self.discard_rect = self.info_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_area = self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_card = (90, 126)

    @property
    def state(self) -> rules.State:
        return cast(rules.State, self.session.state)

    # ---- what the screen may show ---------------------------------------------------------------------------
    def shown(self) -> dict[str, Any]:
        """The view of the seat at the screen (cached per position): hands come only from here."""
        stamp = (self.session.version, self.viewer)
        if self._view_cache is None or self._view_cache[0] != stamp:
            self._view_cache = (stamp, self.view())
        return self._view_cache[1]

    def hand_owner(self) -> int | None:
        """Whose hand lies along the bottom: the viewer's, or (nobody's turn to see) the current player's backs."""
        if self.viewer is not None:
            return self.viewer
        return self.state.current_player

    def in_hand(self, key: Hashable) -> bool:
        """Whether ``key`` is a card of the hand shown face up along the bottom."""
        hand = self.own_hand()
        return hand is not None and key in hand

    def own_hand(self) -> list[str] | None:
        """The viewer's hand as the view shows it (None for a spectator)."""
        return None if self.viewer is None else self.shown()["hands"][self.viewer]

    # ---- layout ---------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        m = int(12 * s)
        top = int(56 * s)
        panel_w = int(300 * s)
        self.panel = pygame.Rect(w - m - panel_w, top, panel_w, h - top - m)
        # Piles: the season card, the discard pile and a note on the season; under them the three decks.
        gap = int(12 * s)
        pw = (panel_w - 2 * gap) // 3
        ph = int(pw * CARD_RATIO)
        label = int(20 * s)
        y = top + label
        self.season_rect = pygame.Rect(self.panel.x, y, pw, ph)
        self.discard_rect = pygame.Rect(self.panel.x + pw + gap, y, pw, ph)
        self.info_rect = pygame.Rect(self.panel.x + 2 * (pw + gap), y, pw, ph)
        y += ph + gap + label
        self.deck_rects = {d: pygame.Rect(self.panel.x + i * (pw + gap), y, pw, ph) for i, d in enumerate(DECKS)}
        ly = y + ph + gap
        self._log_rect = pygame.Rect(self.panel.x, ly, panel_w, h - ly - m)
        # Left: the gardens above, the prompt line and the hand along the bottom.
        left = pygame.Rect(m, top, self.panel.x - 2 * m, h - top - m)
        ch = int(132 * s)
        self.hand_card = (int(ch / CARD_RATIO), ch)
        self.hand_area = pygame.Rect(left.x, left.bottom - ch, left.w, ch)
        self.prompt_rect = pygame.Rect(left.x, self.hand_area.y - int(40 * s), left.w, int(28 * s))
        area = pygame.Rect(left.x, top, left.w, self.prompt_rect.y - top - int(6 * s))
        self._layout_gardens(area)
        self._place_rects = self._keyed_places()
        self._hands_of = -1

    def _layout_gardens(self, area: pygame.Rect) -> None:
        """Place the gardens: try every arrangement (in a row, two by two; names above or beside) and keep the
        one that gives the biggest spots. A spot is a square of one card height, so a card fits either way."""
        s = self.scale
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
        self.gardens, self.grids, self.headers, self.mini_hands = [], [], [], []
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
            self.headers.append(header)
            self.gardens.append(garden)
            self.grids.append(garden.inflate(-2 * pad, -2 * pad))
            mini_w = int(64 * s)
            if side:
                self.mini_hands.append(pygame.Rect(header.x + int(10 * s), header.y + int(78 * s), mini_w, int(26 * s)))
            else:
                self.mini_hands.append(
                    pygame.Rect(header.right - int(102 * s) - mini_w, header.y + int(5 * s), mini_w, int(22 * s))
                )

    def spot_rect(self, owner: int, spot: int) -> pygame.Rect:
        g = self.state.size
        r, c = divmod(spot, g)
        grid = self.grids[owner]
        return pygame.Rect(grid.x + c * (self.S + self.inner), grid.y + r * (self.S + self.inner), self.S, self.S)

    def band_rect(self, owner: int, axis: str, index: int) -> pygame.Rect:
        spots = list(self.state.line(axis, index))
        return self.spot_rect(owner, spots[0]).union(self.spot_rect(owner, spots[-1]))

    def hand_rect(self, index: int) -> pygame.Rect:
        cw, ch = self.hand_card
        return pygame.Rect(self.hand_area.x + index * (cw + int(10 * self.scale)), self.hand_area.y, cw, ch)

    def mini_hand_card(self, player: int) -> pygame.Rect:
        """A card-sized rect where a rival's hand shows by their name: what they play comes on screen from there."""
        mini = self.mini_hands[player]
        return pygame.Rect(mini.x, mini.y, *self.hand_card)

    def _keyed_places(self) -> dict[Hashable, pygame.Rect]:
        """Every spot, row and column of every garden and the three decks, by the keys the moves name."""
        st = self.state
        places: dict[Hashable, pygame.Rect] = {}
        for owner in range(st.num_players):
            for spot in range(st.size * st.size):
                places[spot_key(owner, spot)] = self.spot_rect(owner, spot)
            for axis in AXES:
                for index in range(st.size):
                    places[line_key(owner, axis, index)] = self.band_rect(owner, axis, index)
        for deck, rect in self.deck_rects.items():
            places[deck_key(deck)] = rect
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Garden spots, flood bands and decks (computed once per layout: they move only with the window) and the
        hands: the one along the bottom is the hand owner's, every other one its backs by its owner's name."""
        owner = self.hand_owner()
        if self._hands_of != owner:
            self._hands_of = owner
            for p, mini in enumerate(self.mini_hands):
                self._place_rects[hand_key(p)] = self.hand_area if p == owner else mini
        return self._place_rects

    def band_at(self, targets: Mapping[Hashable, Any], pos: tuple[int, int]) -> Hashable | None:
        """The flood band of ``targets`` the pointer means: a row and a column of one garden cross, so it is chosen
        by where in the spot under the pointer it is (near a side edge: the row; near the top or bottom: the
        column), the other one when only that one is a target."""
        for owner, garden in enumerate(self.gardens):
            if not garden.inflate(int(20 * self.scale), int(20 * self.scale)).collidepoint(pos):
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
        step = min(tab + int(4 * self.scale), (S - tab) // max(1, n - 1)) if n > 1 else 0
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

    # ---- where every card is --------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        """Every card on screen by its own key (so a card glides by itself wherever the rules move it); the hand
        owner's cards seen only from the back by ``back_key``."""
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
        first = max(0, len(st.seasons_shown) - 2)
        for i in range(first, len(st.seasons_shown)):
            places[st.seasons_shown[i]] = Place(self.season_rect, 0, 5 + i)
        for i in range(max(0, len(st.discard) - 2), len(st.discard)):
            places[st.discard[i]] = Place(self.discard_rect, 0, 5 + i / 1000)
        seat = self.hand_owner()
        if seat is not None:
            hand = self.own_hand() if seat == self.viewer else None
            if hand is not None:
                for i, key in enumerate(hand):
                    places[key] = Place(self.hand_rect(i), 0, 30 + i)
            else:
                for i, back in enumerate(self.shown()["hands_backs"][seat]):
                    places[back_key(seat, i, back)] = Place(self.hand_rect(i), 0, 30 + i)
        return places
