"""The Unbeetable table: one garden per player, the season card, the three decks, the discard pile, the log
on the right and the hand of the player at the screen along the bottom.

A plant card carries its four phases on its four edges; the current phase reads upright at the top, so a
plant that grows turns a quarter turn counterclockwise (the base table animates the angle). Permanent cards
tuck under their plant with a tab showing; weeds fill their spot. Drag a card from the hand onto a glowing
spot (a flood onto a glowing row or column), or click it and then click the place; click a plant for the
seasonal grow; click a deck to end the turn and draw from it. Every legality question goes to the rules.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, cast

import pygame

from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, plural, seat_name, signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import (
    DECK_OPENS,
    DECKS,
    SEASONS,
    back_of,
    deck_key,
    kind_of,
    line_key,
)
from gardengames.session import Session
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, slot_outline, text_band
from gardengames.ui.drag import DragController, Target, glow_rect
from gardengames.ui.table import BaseTable, Place
from gardengames.ui.widgets import Button, draw_tooltip

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
# Where the art leaves a pale seal for each phase's points (card units of 250 x 350), phase 1..4.
SEALS = ((125, 118), (148, 175), (125, 232), (102, 175))
PHASE_NAMES = ("sown", "young", "ripe", "withered")
EDGE_NAMES = ("top", "right", "bottom", "left")
DECK_COLOURS = {"spring": (120, 170, 90), "summer": (224, 170, 60), "autumn": (196, 110, 60), "season": (90, 120, 160)}
TAB_COLOURS = {"compost": (110, 150, 70), "hail": (120, 140, 170), "aphid": (170, 190, 70), "ladybird": (200, 70, 60)}
# The part of each permanent card's picture its tab shows: centre (fractions of the card) and zoom.
TAB_CROPS = {
    "compost": (0.5, 0.42, 1.5),
    "hail": (0.5, 0.38, 1.5),
    "aphid": (0.5, 0.34, 1.3),
    "ladybird": (0.56, 0.3, 1.9),
}
RING_SECONDS = 1.0


def back_key(owner: int, index: int, deck: str) -> str:
    """The sprite key of a card seen only from its back: the ``index``-th card of ``owner``'s hand, from ``deck``
    (never the card's own key, which would tell what it is)."""
    return f"back:{owner}:{index}:{deck}"


def is_back(key: Hashable) -> bool:
    return isinstance(key, str) and key.startswith("back:")


def is_band(key: Hashable) -> bool:
    """A flood's target: a row or a column of one garden (``"row:1:0"``)."""
    return isinstance(key, str) and key.startswith(("row:", "column:"))


def split_key(key: Hashable) -> list[str]:
    return key.split(":") if isinstance(key, str) else []


class _Drag(DragController):
    """Drag and drop that understands floods: a row and a column of one garden cross, so the band under the
    pointer is chosen by where in the spot the pointer is (near a side edge: the row; near the top or bottom
    edge: the column), and only the chosen band is lit strongly."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()
        self.table = table

    def target_at(self, pos: tuple[int, int]) -> Hashable | None:
        if self.drag is not None and any(is_band(k) for k in self.drag.targets):
            return self.table.band_at(self.drag.targets, pos)
        return super().target_at(pos)

    def draw_targets(self, surface: pygame.Surface, scale: float, t: float) -> None:
        if not self.active or self.drag is None:
            return
        if any(is_band(k) for k in self.drag.targets):
            self.table.draw_band_targets(surface, self.drag.targets, self.target_at(self.drag.pos))
            return
        super().draw_targets(surface, scale, t)


class TableScene(BaseTable):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data = cast(rules.State, session.state).data
        self._view_cache: tuple[Any, dict[str, Any]] | None = None
        self._history_cache: tuple[Any, list[dict[str, int]]] | None = None
        self.effects: list[dict[str, Any]] = []
        self.selected: Hashable | None = None
        self._drop: tuple[Hashable, pygame.Rect] | None = None
        self._drawn: list[str] = []
        self._drawn_backs: tuple[int, int] = (-1, 0)
        self._actor_rect: pygame.Rect | None = None
        self.mouse = (0, 0)
        self._backs: dict[tuple[tuple[int, int], str, bool], pygame.Surface] = {}
        super().__init__(app, session, spectator)
        self.drag = _Drag(self)
        self.end_button = self.widgets.add(
            Button(
                "End turn",
                self.end_turn,
                primary=True,
                hotkey=pygame.K_e,
                tooltip="Refill your hand from the newest deck (E); or click a glowing deck to choose (1, 2, 3)",
            )
        )
        self.discard_button = self.widgets.add(
            Button(
                "Discard hand",
                self.discard_hand,
                tooltip="Throw your whole hand away instead of playing cards. This cannot be undone.",
            )
        )
        # Layout defaults (layout_table fills them in on the first frame).
        self.S = 100
        self.gardens: list[pygame.Rect] = []
        self.grids: list[pygame.Rect] = []
        self.headers: list[pygame.Rect] = []
        self.header_side = False
        self.mini_hands: list[pygame.Rect] = []
        self.deck_rects: dict[str, pygame.Rect] = {}
        self.season_rect = self.discard_rect = self.info_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_area = self.prompt_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_card = (90, 126)

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    # ---- what the screen may show ---------------------------------------------------------------------------
    def shown(self) -> dict[str, Any]:
        """The view of the seat at the screen (cached per move): hands come only from here."""
        stamp = (len(self.session.moves), self.viewer, id(self.session.state))
        if self._view_cache is None or self._view_cache[0] != stamp:
            self._view_cache = (stamp, self.view())
        return self._view_cache[1]

    def hand_owner(self) -> int | None:
        """Whose hand lies along the bottom: the viewer's, or (nobody's turn to see) the current player's backs."""
        if self.viewer is not None:
            return self.viewer
        return self.state.current_player

    def harvest_history(self) -> list[dict[str, int]]:
        """Points each player harvested in each season, from the events of the game so far (cached per move)."""
        history = self.session.history
        stamp = (len(history), id(history[-1]) if history else 0)
        if self._history_cache is None or self._history_cache[0] != stamp:
            out: list[dict[str, int]] = [{} for _ in range(self.state.num_players)]
            season = "spring"
            for _, _, events in history:
                for event in events:
                    if isinstance(event, rules.SeasonChanged):
                        season = event.season
                    elif isinstance(event, rules.Harvested) and event.spots:
                        out[event.player][season] = out[event.player].get(season, 0) + sum(event.points)
            self._history_cache = (stamp, out)
        return self._history_cache[1]

    # ---- layout ---------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        self._backs.clear()
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
        # Buttons: the table's own beside the hand, the shared ones across the top.
        bx = self.hand_area.x + self.data.hand_size * (self.hand_card[0] + int(10 * s)) + int(16 * s)
        bw, bh = min(int(200 * s), self.hand_area.right - bx), int(46 * s)
        self.end_button.rect = pygame.Rect(bx, self.hand_area.y + int(8 * s), bw, bh)
        self.discard_button.rect = pygame.Rect(bx, self.end_button.rect.bottom + int(12 * s), bw, bh)
        self.result_button.rect = pygame.Rect(bx, self.hand_area.y + int(8 * s), bw, bh)
        self.layout_top_bar(w - m)

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
        if upright:
            card = pygame.Rect(0, 0, w, S)
            card.center = rect.center
            if n:
                card.left = rect.left
            step = min(tab + int(4 * self.scale), (S - tab) // max(1, n - 1)) if n > 1 else 0
            tabs = [pygame.Rect(card.right - tuck, rect.bottom - tab - j * step, tab + tuck, tab) for j in range(n)]
        else:
            card = pygame.Rect(0, 0, S, w)
            card.center = rect.center
            if n:
                card.top = rect.top
            step = min(tab + int(4 * self.scale), (S - tab) // max(1, n - 1)) if n > 1 else 0
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
                places[entry["card"]] = Place(card, 90 * (phase - 1), 12, f"p{phase}")
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
            hand = self.shown()["hand"] if seat == self.viewer else None
            if hand is not None:
                for i, card in enumerate(hand):
                    rect = self.hand_rect(i)
                    if card == self.selected:
                        rect = rect.move(0, -int(12 * self.scale))
                    places[card] = Place(rect, 0, 30 + i)
            else:
                for i, back in enumerate(self.shown()["backs"][seat]):
                    places[back_key(seat, i, back)] = Place(self.hand_rect(i), 0, 30 + i)
        return places

    def key_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where a key is on screen: a card (its sprite), a garden spot, a flood band or a deck."""
        sprite = self.sprites.get(key)
        if sprite is not None:
            return pygame.Rect(sprite.rect)
        parts = split_key(key)
        if len(parts) == 3 and parts[0] == "garden":
            return self.spot_rect(int(parts[1]), int(parts[2]))
        if len(parts) == 3 and parts[0] in rules.AXES:
            return self.band_rect(int(parts[1]), parts[0], int(parts[2]))
        if len(parts) == 2 and parts[0] == "deck":
            return self.deck_rects.get(parts[1])
        return None

    def in_hand(self, key: Hashable) -> bool:
        """Whether ``key`` is a card of the hand shown face up along the bottom."""
        hand = self.shown()["hand"]
        return hand is not None and key in hand

    def garden_entry(self, key: Hashable) -> dict[str, Any] | None:
        """The garden spot whose top card (a plant or weeds) is ``key``, if any."""
        for garden in self.state.gardens:
            for entry in garden:
                if entry is not None and entry["card"] == key:
                    return entry
        return None

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """A card that comes on screen glides from its deck (drawn cards), the deck before it (a season card),
        or the hand of the rival who played it. (A card that was on screen keeps its key and glides by itself.)"""
        if is_back(key):
            player, count = self._drawn_backs
            _, owner, index, deck = split_key(key)
            if int(owner) == player and int(index) >= len(self.shown()["backs"][player]) - count:
                return self.deck_rects.get(deck)
            return None
        assert isinstance(key, str)
        if key in self._drawn:
            self._drawn.remove(key)
            return self.deck_rects.get(back_of(key))
        if back_of(key) == rules.SEASON_BACK:
            i = SEASONS.index(kind_of(key))
            return self.deck_rects.get(DECKS[i - 1]) if i > 0 else None
        if self._actor_rect is not None and not self.in_hand(key):
            return self._actor_rect
        return None

    # ---- faces ---------------------------------------------------------------------------------------------
    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        if is_back(key):
            return deck_back(size, split_key(key)[3])
        assert isinstance(key, str)
        card = key
        cid = kind_of(card)
        if style in ("tabR", "tabB"):
            return self._tab(cid, size, style)
        if style == "spot":
            return self._weeds_patch(size)
        if cid in self.data.plant_species:
            phase = int(style[1:]) if style.startswith("p") else 0
            return self._plant_face(cid, size, phase)
        found = self.data.by_id.get(cid)
        art = f"unbeetable/season-{cid}.svg" if back_of(card) == rules.SEASON_BACK else f"unbeetable/{cid}.svg"
        face = card_base(size, art)
        name = found.name if found else cid
        if size[0] >= 170:  # big enough for the rules text to be read (the zoom always shows it)
            text_band(face, 0.72, name, getattr(found, "text", ""))
        else:
            name_band(face, name)
        return face

    def _plant_face(self, cid: str, size: tuple[int, int], phase: int) -> pygame.Surface:
        """The vegetable card with each phase's points in its seal, each turned to read upright when its edge is
        on top; the current phase's seal is gilded."""
        species = self.data.plant_species[cid]
        face = card_base(size, f"unbeetable/{species.id}.svg")
        w, h = size
        r = max(6, round(w * 0.082))
        px = max(8, round(w * 0.12))
        for k, (sx, sy) in enumerate(SEALS, start=1):
            centre = (round(sx / 250 * w), round(sy / 350 * h))
            current = k == phase
            pygame.draw.circle(face, theme.GOLD if current else (252, 248, 236), centre, r)
            pygame.draw.circle(face, theme.INK, centre, r, max(1, r // (4 if current else 6)))
            value = species.phases[k - 1]
            colour = theme.LEAF_DARK if value > 0 else theme.DANGER if value < 0 else theme.INK_SOFT
            img = theme.font(px, True).render(signed(value), True, theme.INK if current else colour)
            img = pygame.transform.rotate(img, -90 * (k - 1))
            face.blit(img, img.get_rect(center=centre))
        return face

    def _tab(self, cid: str, size: tuple[int, int], style: str) -> pygame.Surface:
        """The edge of a card tucked under a plant: its picture in the part that shows, the rest hidden."""
        w, h = size
        tab = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, min(w, h) // 6)
        colour = TAB_COLOURS.get(cid, theme.INK_SOFT)
        pygame.draw.rect(tab, theme.PAPER, tab.get_rect(), border_radius=radius)
        side = min(w, h)
        shown = pygame.Rect(w - side, 0, side, side) if style == "tabR" else pygame.Rect(0, h - side, side, side)
        fx, fy, zoom = TAB_CROPS.get(cid, (0.5, 0.4, 1.6))
        art = assets.svg(f"unbeetable/{cid}.svg", (round(side * zoom), round(side * zoom * CARD_RATIO)))
        crop = pygame.Rect(0, 0, side - 4, side - 4)
        crop.center = (round(art.get_width() * fx), round(art.get_height() * fy))
        tab.blit(art, shown.move(2, 2), crop)
        pygame.draw.rect(tab, colour, tab.get_rect(), max(2, side // 12), border_radius=radius)
        return tab

    def _weeds_patch(self, size: tuple[int, int]) -> pygame.Surface:
        """Weeds fill their whole spot: the card's picture, cut square."""
        w, h = size
        art = assets.svg("unbeetable/weeds.svg", (w, round(w * CARD_RATIO)))
        patch = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 14)
        pygame.draw.rect(patch, (255, 255, 255, 255), patch.get_rect(), border_radius=radius)
        patch.blit(
            art,
            (0, 0),
            pygame.Rect(0, max(0, round(w * CARD_RATIO * 0.72) - h), w, h),
            special_flags=pygame.BLEND_RGBA_MIN,
        )
        pygame.draw.rect(patch, theme.LEAF_DARK, patch.get_rect(), max(1, w // 60), border_radius=radius)
        return patch

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        if is_back(key):
            return f"A card from the {split_key(key)[3]} deck", "Only its owner can see what it is."
        if not isinstance(key, str):
            return None
        cid = kind_of(key)
        found = self.data.by_id.get(cid)
        if found is None:
            return None
        if cid in self.data.plant_species:
            species = self.data.plant_species[cid]
            lines = [
                f"Phase {k} ({PHASE_NAMES[k - 1]}, {EDGE_NAMES[k - 1]} edge): {signed(v)}"
                for k, v in enumerate(species.phases, start=1)
            ]
            text = found.text + "\n\n" + "\n".join(lines)
            entry = self.garden_entry(key)
            if entry is not None:
                value = self.state.harvest_value(entry)
                under = ", ".join(rules.card_name(c) for c in entry["under"]) or "nothing"
                now = "cannot be harvested (aphid)" if value is None else f"a harvest now scores {signed(value)}"
                text += (
                    f"\n\nNow in phase {entry['phase']} ({PHASE_NAMES[entry['phase'] - 1]}): {now}. Under it: {under}."
                )
            return found.name, text
        return found.name, found.text

    def zoom_angle(self, key: Hashable) -> int:
        """How the zoom shows a card: a plant in a garden turned like on the table, current phase on top."""
        entry = self.garden_entry(key)
        if entry is not None and entry["phase"]:
            return 90 * (entry["phase"] - 1)
        return 0

    def zoom_style(self, key: Hashable) -> str:
        """A garden plant zooms with its gilded current phase; a tucked tab zooms as the whole card."""
        style = self.sprites[key].style if key in self.sprites else ""
        return "" if style.startswith("tab") else style

    # ---- input ---------------------------------------------------------------------------------------------
    def targets_for(self, key: Hashable) -> dict[Hashable, Target]:
        """Every legal place for the card ``key``, by the moves' target keys: a hand card's spots and bands, or,
        during the seasonal grow, the season card's plants (the spots of the grow moves)."""
        st = self.state
        out: dict[Hashable, Target] = {}
        legal = st.legal_moves()
        if back_of(str(key)) == rules.SEASON_BACK:
            for move in legal:
                if isinstance(move, rules.SeasonalGrow):
                    out[move.source_key] = Target(self.spot_rect(move.player, move.spot), move, "grow")
            return out
        if not self.in_hand(key) or self.viewer != st.current_player:
            return out
        for move in legal:
            if move.source_key == key and move.target_key is not None:
                rect = self.key_rect(move.target_key)
                if rect is not None:
                    out[move.target_key] = Target(rect, move, type(move).__name__)
        return out

    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        st = self.state
        if st.stage == "season" and st.seasons_shown and key == st.seasons_shown[-1]:
            return self.targets_for(key)
        if st.stage == "play" and self.in_hand(key):
            return self.targets_for(key)  # may be empty: the card is picked up and flies back
        return None

    def band_at(self, targets: dict[Hashable, Target], pos: tuple[int, int]) -> Hashable | None:
        """The flood band under the pointer: the garden under it, then row or column by where in the spot."""
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

    def target_at(self, targets: dict[Hashable, Target], pos: tuple[int, int]) -> Hashable | None:
        if any(is_band(k) for k in targets):
            return self.band_at(targets, pos)
        for key, target in targets.items():
            if target.rect.collidepoint(pos):
                return key
        return None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        st = self.state
        if st.is_over:
            return False
        if self.selected is not None:
            selected, self.selected = self.selected, None
            targets = self.targets_for(selected)
            hit = self.target_at(targets, pos)
            if hit is not None:
                self._drop = None
                self.play(targets[hit].move)
                return True
            if key == selected:
                return True  # a second click on the lifted card puts it down again
        for deck, rect in self.deck_rects.items():
            if rect.collidepoint(pos):
                return self.draw_from(deck)
        if st.stage == "season":
            for move in st.legal_moves():
                spot = self.key_rect(move.source_key) if isinstance(move, rules.SeasonalGrow) else None
                if spot is not None and spot.collidepoint(pos):
                    self.play(move)
                    return True
            if key is not None:
                self.flash(st.why_not(key))
                return True
            return False
        if key is not None and self.in_hand(key):
            if self.targets_for(key):
                self.selected = key
                self.app.audio.play("pick")
            else:
                self.flash(st.why_not(key))
            return True
        return False

    def draw_from(self, deck: str) -> bool:
        """End the turn drawing from ``deck`` if that is legal now; else say why not (the rules know)."""
        st = self.state
        source = deck_key(deck)
        move = next((m for m in st.legal_moves() if m.source_key == source), None)
        if move is not None:
            self.play(move)
        else:
            self.flash(st.why_not(source))
        return True

    def end_turn(self) -> None:
        """End the turn drawing from the newest open deck that still has cards."""
        if not self.my_turn:
            return
        ends = [m for m in self.state.legal_moves() if isinstance(m, rules.EndTurn)]
        if ends:
            self.play(max(ends, key=lambda m: DECKS.index(m.deck)))
        else:
            self.draw_from(self.state.open_decks[-1])

    def discard_hand(self) -> None:
        move = rules.DiscardHand(self.state.current)
        if self.my_turn and move in self.state.legal_moves():
            self.play(move)

    def _keys(self, event: pygame.event.Event) -> bool:
        if self.my_turn and event.key in (pygame.K_1, pygame.K_2, pygame.K_3) and not event.mod & pygame.KMOD_CTRL:
            self.draw_from(DECKS[event.key - pygame.K_1])
            return True
        return super()._keys(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        super().handle(event)

    def back(self) -> None:
        if self.selected is not None:
            self.selected = None
            return
        super().back()

    def _finish_drag(self, kind: str, drag: Any, target: Hashable | None) -> None:
        if kind == "drop" and target is not None:
            self._drop = (drag.item, pygame.Rect(drag.rect))
        elif kind == "cancel" and not drag.targets and self.in_hand(drag.item):
            self.flash(self.state.why_not(drag.item))
        if kind != "click":
            self.selected = None
        super()._finish_drag(kind, drag, target)

    # ---- playing ------------------------------------------------------------------------------------------
    def _remember(self) -> None:
        """Before anything changes: where the hand of a rival who plays now lies (a card of it comes on screen
        from there). A card already on screen keeps its key and glides from where it is by itself."""
        p = self.state.current_player
        self._actor_rect = None
        if p is not None and p != self.hand_owner():
            self._actor_rect = (
                pygame.Rect(self.mini_hands[p].x, self.mini_hands[p].y, *self.hand_card)
                if p < len(self.mini_hands)
                else None
            )

    def sync_sprites(self, instant: bool = False) -> None:
        """A card just dropped starts its glide from the drop point (if the move moved it: a season card dragged
        onto a plant stays in its pile); after the first sync that follows a move, forget those origins."""
        if self._drop is not None:
            key, rect = self._drop
            sprite, place = self.sprites.get(key), self.card_places().get(key)
            if sprite is not None and place is not None and (tuple(place.rect), place.angle) != sprite.goal:
                sprite.rect = rect
        super().sync_sprites(instant)
        self._drop = None
        self._actor_rect = None
        self._drawn.clear()
        self._drawn_backs = (-1, 0)

    def play(self, move: Move) -> list[Event]:
        self._remember()
        self.selected = None
        return super().play(move)

    def undo(self) -> None:
        self._remember()
        self.selected = None
        super().undo()

    def redo(self) -> None:
        self._remember()
        super().redo()

    def on_events(self, events: list[Event]) -> None:
        if not self.grids:  # not laid out yet (a move played before the first frame): nothing to show
            return
        audio = self.app.audio
        names = self.session.names
        watering = any(isinstance(e, rules.CardPlayed) and kind_of(e.card) == "watering_can" for e in events)
        for event in events:
            if isinstance(event, rules.PlantGrew):
                audio.play("water" if watering else "grow")
                self._ring(event.player, event.spot, theme.LEAF)
            elif isinstance(event, rules.Harvested):
                if event.spots:
                    audio.play("harvest")
                for spot, points in zip(event.spots, event.points, strict=True):
                    self._float(self.spot_rect(event.player, spot).center, signed(points), points)
                total = sum(event.points)
                if event.spots and event.player < len(self.headers):
                    self._float(self._score_rect(event.player).center, signed(total), total)
            elif isinstance(event, rules.CardPlayed):
                cid = kind_of(event.card)
                audio.play({"aphid": "bug", "ladybird": "bug", "flood": "water", "sun": "click"}.get(cid, "place"))
                if event.spot >= 0:
                    self._ring(event.owner, event.spot, theme.GLOW)
                elif event.axis:
                    self.effects.append(
                        {
                            "kind": "band",
                            "owner": event.owner,
                            "axis": event.axis,
                            "index": event.index,
                            "age": 0.0,
                            "life": RING_SECONDS,
                        }
                    )
            elif isinstance(event, rules.CardRemoved):
                kinds = {kind_of(c) for c in event.cards}
                if {"aphid", "ladybird"} <= kinds:
                    audio.play("munch")
                    self._float(self.spot_rect(event.owner, event.spot).center, "Aphid eaten!", 1)
                else:
                    audio.play("flyback")
            elif isinstance(event, rules.HandDiscarded):
                audio.play("shuffle")
            elif isinstance(event, rules.CardsDrawn):
                audio.play("draw")
                if event.player == self.viewer:
                    self._drawn = list(event.cards)
                self._drawn_backs = (event.player, len(event.decks))
            elif isinstance(event, rules.SeasonChanged):
                audio.play("objective")
                season = self.data.by_id[event.season]
                if event.season != "winter":
                    self.flash(f"{season.name} has come! {season.text}")
            elif isinstance(event, rules.SeasonalActionSkipped):
                self.flash(event.describe(names) + ".")
            elif isinstance(event, rules.GameEnded):
                humans = [i for i, seat in enumerate(self.session.seats) if seat.is_human]
                won = not humans or any(w in humans for w in event.winners)
                audio.play("win" if won else "lose")
                self.flash(event.describe(names))

    def _ring(self, owner: int, spot: int, colour: tuple[int, int, int]) -> None:
        self.effects.append(
            {"kind": "ring", "owner": owner, "spot": spot, "colour": colour, "age": 0.0, "life": RING_SECONDS}
        )

    def _float(self, pos: tuple[int, int], text: str, value: int) -> None:
        colour = (120, 230, 110) if value > 0 else (255, 120, 100) if value < 0 else theme.PAPER
        self.float_text(text, pos, colour)

    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        self.app.stack.replace(ScoreScene(self.app, self.session, self.score_lines()))

    def score_lines(self) -> list[str]:
        """For the score screen: each player's harvests season by season and the garden worth (the tie-break)."""
        st = self.state
        history = self.harvest_history()
        lines = []
        for p, name in enumerate(self.session.names):
            seasons = ", ".join(f"{s} {signed(history[p][s])}" for s in SEASONS if s in history[p]) or "nothing"
            lines.append(
                f"{name} harvested {seasons}; garden worth at the end {signed(st.garden_worth(p))} (the tie-break)"
            )
        return lines

    # ---- per frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        st = self.state
        for effect in self.effects:
            effect["age"] += dt / max(0.3, self.app.animation_factor or 0.3)
        self.effects = [e for e in self.effects if e["age"] < e["life"]]
        legal = st.legal_moves() if self.my_turn else []
        ends = [m for m in legal if isinstance(m, rules.EndTurn)]
        self.end_button.enabled = bool(ends)
        if ends:
            self.end_button.label = f"End turn: draw {max(ends, key=lambda m: DECKS.index(m.deck)).deck}"
        else:
            self.end_button.label = "End turn"
        self.discard_button.enabled = any(isinstance(m, rules.DiscardHand) for m in legal)
        over = st.is_over
        self.end_button.visible = self.discard_button.visible = not over
        if self.selected is not None and (self.selected not in self.sprites or not self.my_turn):
            self.selected = None

    # ---- drawing --------------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        season = self.data.by_id[st.season].name
        theme.text(surface, "Unbeetable", (int(16 * s), int(12 * s)), int(26 * s), theme.PAPER, bold="title")
        theme.text(
            surface,
            f"{season} - turn {st.turn + 1}",
            (int(200 * s), int(20 * s)),
            int(18 * s),
            theme.PAPER_DARK,
            bold=True,
        )
        for p in range(st.num_players):
            self._draw_garden(surface, p)
            self._draw_header(surface, p)
        self._draw_piles(surface)
        self.log.draw(surface, self.log_rect, s, "Log")
        owner = self.hand_owner()
        if owner is not None:
            count = len(self.shown()["backs"][owner])
            for i in range(count, self.data.hand_size):
                slot_outline(surface, self.hand_rect(i), s, (255, 255, 255, 40))

    def _draw_garden(self, surface: pygame.Surface, p: int) -> None:
        s = self.scale
        st = self.state
        garden = self.gardens[p]
        radius = int(12 * s)
        soil = assets.svg("unbeetable/garden.svg", (512, 512))
        clip = surface.get_clip()
        surface.set_clip(garden)
        for x in range(garden.x, garden.right, 512):
            for y in range(garden.y, garden.bottom, 512):
                surface.blit(soil, (x, y))
        surface.set_clip(clip)
        colour = theme.SEAT_COLOURS[self.session.seats[p].colour % len(theme.SEAT_COLOURS)]
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

    def _score_rect(self, p: int) -> pygame.Rect:
        s = self.scale
        header = self.headers[p]
        if self.header_side:
            return pygame.Rect(header.x + int(10 * s), header.y + int(34 * s), header.w - int(20 * s), int(38 * s))
        return pygame.Rect(header.right - int(92 * s), header.y + int(4 * s), int(88 * s), int(24 * s))

    def _draw_header(self, surface: pygame.Surface, p: int) -> None:
        """Name, score, cards in hand (as backs) and the harvests so far: always visible, beside the garden."""
        s = self.scale
        st = self.state
        seat = self.session.seats[p]
        colour = theme.SEAT_COLOURS[seat.colour % len(theme.SEAT_COLOURS)]
        header = self.headers[p]
        current = p == st.current_player
        theme.rounded_panel(
            surface,
            header,
            theme.PAPER if current else theme.PAPER_DARK,
            radius=int(10 * s),
            border=colour if current else theme.INK_SOFT,
            width=max(2, int((3 if current else 1) * s)),
        )
        pad = int(10 * s)
        name = seat.name + ("" if seat.is_human else " (computer)")
        score = self._score_rect(p)
        pygame.draw.rect(surface, colour, score, border_radius=int(8 * s))
        points = plural(st.score[p], "point")
        px = theme.fit_text(points, int((22 if self.header_side else 18) * s), score.w - 8, bold=True)
        theme.text(surface, points, score.center, px, theme.WHITE, bold=True, anchor="center")
        history = self.harvest_history()[p]
        parts = [f"{season[:2].capitalize()} {signed(history[season])}" for season in SEASONS if season in history]
        worth = st.garden_worth(p)
        mini = self.mini_hands[p]
        show_backs = p != self.hand_owner()
        backs = self.shown()["backs"][p]
        if self.header_side:
            dot = (header.x + pad + int(7 * s), header.y + int(17 * s))
            pygame.draw.circle(surface, colour, dot, int(7 * s))
            nx = dot[0] + int(12 * s)
            theme.text(
                surface,
                name,
                (nx, dot[1]),
                theme.fit_text(name, int(17 * s), header.right - nx - pad, True),
                bold=True,
                anchor="midleft",
            )
            y = mini.bottom + int(8 * s)
            if show_backs:
                self._draw_mini_hand(surface, mini, backs)
            else:
                theme.text(surface, "hand below", (mini.x, mini.centery), int(13 * s), theme.INK_SOFT, anchor="midleft")
            lines = ["Harvests:"] + (parts or ["none yet"]) + [f"Garden worth {signed(worth)}"]
            for line in lines:
                r = theme.text(surface, line, (header.x + pad, y), int(14 * s), theme.INK_SOFT)
                y = r.bottom + int(1 * s)
                if y > header.bottom - int(14 * s):
                    break
            if current:
                theme.text(
                    surface,
                    "playing",
                    (header.right - pad, header.bottom - int(6 * s)),
                    int(14 * s),
                    theme.darken(colour, 0.2),
                    bold=True,
                    anchor="bottomright",
                )
        else:
            dot = (header.x + pad + int(7 * s), header.y + int(16 * s))
            pygame.draw.circle(surface, colour, dot, int(7 * s))
            nx = dot[0] + int(12 * s)
            room = (mini.x if show_backs else score.x) - nx - int(6 * s)
            # The longest label that still reads well: drop "(computer)", then "playing", before shrinking.
            options = [
                name + (" - playing" if current else ""),
                seat.name + (" - playing" if current else ""),
                seat.name,
            ]
            label = next((o for o in options if theme.fit_text(o, int(17 * s), room, True) >= int(15 * s)), seat.name)
            theme.text(
                surface,
                label,
                (nx, dot[1]),
                theme.fit_text(label, int(17 * s), room, True),
                bold=True,
                anchor="midleft",
            )
            if show_backs:
                self._draw_mini_hand(surface, mini, backs)
            line = "Harvests: " + ("  ".join(parts) if parts else "none yet") + f"   |   garden worth {signed(worth)}"
            px = theme.fit_text(line, int(14 * s), header.w - 2 * pad)
            theme.text(surface, line, (header.x + pad, header.y + int(40 * s)), px, theme.INK_SOFT, anchor="midleft")

    def _draw_mini_hand(self, surface: pygame.Surface, rect: pygame.Rect, backs: list[str]) -> None:
        s = self.scale
        h = rect.h
        w = int(h / CARD_RATIO)
        step = int(7 * s)
        for i, back in enumerate(backs):
            surface.blit(self.back_image((w, h), back), (rect.x + i * step, rect.y))
        theme.text(
            surface,
            f"{len(backs)}",
            (rect.x + max(0, len(backs) - 1) * step + w + int(4 * s), rect.centery),
            int(15 * s),
            theme.INK,
            bold=True,
            anchor="midleft",
        )

    def back_image(self, size: tuple[int, int], deck: str, dim: bool = False) -> pygame.Surface:
        """A deck's card back for the board (kept per table and size: the board draws many every frame)."""
        found = self._backs.get((size, deck, dim))
        if found is None:
            found = deck_back(size, deck)
            if dim:
                found.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._backs[(size, deck, dim)] = found
        return found

    def _draw_piles(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        label_px = int(15 * s)
        counts = self.shown()["decks"]
        theme.text(
            surface,
            "Season",
            (self.season_rect.centerx, self.season_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        theme.text(
            surface,
            f"Discard ({len(st.discard)})",
            (self.discard_rect.centerx, self.discard_rect.y - int(3 * s)),
            label_px,
            theme.PAPER,
            bold=True,
            anchor="midbottom",
        )
        slot_outline(surface, self.discard_rect, s)
        info = self.info_rect
        season = self.data.by_id[st.season]
        theme.rounded_panel(surface, info, theme.lighten(theme.PAPER, 0.3), radius=int(8 * s), shadow=False)
        r = theme.text(surface, season.name, (info.x + int(6 * s), info.y + int(4 * s)), int(16 * s), bold=True)
        body = season.text.replace("Start of your turn: ", "Each turn starts: ")
        px = int(14 * s)
        while px > 9 and theme.font(px).render(
            body, True, theme.INK, wraplength=info.w - int(12 * s)
        ).get_height() > info.bottom - r.bottom - int(6 * s):
            px -= 1
        theme.text(
            surface, body, (info.x + int(6 * s), r.bottom + int(3 * s)), px, theme.INK_SOFT, width=info.w - int(12 * s)
        )
        legal_decks = {m.deck for m in st.legal_moves() if isinstance(m, rules.EndTurn)} if self.my_turn else set()
        for deck, rect in self.deck_rects.items():
            opened = deck in st.open_decks
            n = counts[deck]
            theme.text(
                surface,
                f"{deck.capitalize()} ({n})",
                (rect.centerx, rect.y - int(3 * s)),
                label_px,
                theme.PAPER if opened else theme.PAPER_DARK,
                bold=True,
                anchor="midbottom",
            )
            slot_outline(surface, rect, s)
            if n:
                img = self.back_image(rect.size, deck, dim=not opened)
                for i in range(min(3, max(1, n // 8)) - 1, -1, -1):
                    surface.blit(img, rect.move(-i * 2, -i * 2))
            if not opened:
                theme.text(
                    surface,
                    f"opens in\n{DECK_OPENS[deck]}",
                    (rect.centerx, rect.bottom - int(6 * s)),
                    int(13 * s),
                    theme.PAPER,
                    bold=True,
                    anchor="midbottom",
                    width=rect.w,
                )
            if deck in legal_decks:
                glow_rect(surface, rect, s, pulse=self._pulse())

    def draw_overlay(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        if self.my_turn and not self.drag.active:
            if st.stage == "season":
                for move in st.legal_moves():
                    if isinstance(move, rules.SeasonalGrow):
                        glow_rect(surface, self.spot_rect(move.player, move.spot), s, pulse=self._pulse())
            if self.selected is not None:
                targets = self.targets_for(self.selected)
                if any(is_band(k) for k in targets):
                    self.draw_band_targets(surface, targets, self.band_at(targets, self.mouse))
                else:
                    hot = self.target_at(targets, self.mouse)
                    for key, target in targets.items():
                        glow_rect(surface, target.rect, s, strong=key == hot, pulse=self._pulse())
        self._draw_effects(surface)
        self._draw_prompt(surface)
        self._draw_worth_badges(surface)
        if not self.drag.active:
            for deck, rect in self.deck_rects.items():
                if rect.collidepoint(self.mouse) and self.app.stack.top is self:
                    draw_tooltip(surface, self._deck_tip(deck), rect, s)

    def _deck_tip(self, deck: str) -> str:
        st = self.state
        if deck not in st.open_decks:
            return st.why_not(deck_key(deck))
        left = f"The {deck} deck: {self.shown()['decks'][deck]} cards left."
        if not self.my_turn:
            return left
        nxt = SEASONS[DECKS.index(deck) + 1]
        hidden = (
            f" The {nxt} card hides among its last {self.data.season_window} cards."
            if deck == st.open_decks[-1]
            else ""
        )
        key = DECKS.index(deck) + 1
        return f"Click to end your turn and refill your hand from the {deck} deck (key {key}).{hidden}"

    def _draw_worth_badges(self, surface: pygame.Surface) -> None:
        """A small badge where compost, hail or an aphid changes what a plant's harvest is worth now."""
        s = self.scale
        st = self.state
        for owner, garden in enumerate(st.gardens):
            for spot, entry in enumerate(garden):
                if entry is None or not entry["under"]:
                    continue
                key = ("garden", owner, spot, entry["card"])
                sprite = self.sprites.get(key)
                if sprite is None or sprite.turn is not None or sprite.move is not None:
                    continue
                value = st.harvest_value(entry)
                text = "blocked" if value is None else signed(value)
                colour = theme.DANGER if value is None or value < 0 else theme.LEAF_DARK if value > 0 else theme.INK
                px = int(14 * s)
                img = theme.font(px, True).render(text, True, theme.WHITE)
                rect = img.get_rect().inflate(int(10 * s), int(4 * s))
                rect.topleft = (sprite.rect.x + int(3 * s), sprite.rect.y + int(3 * s))
                pygame.draw.rect(surface, colour, rect, border_radius=rect.h // 2)
                pygame.draw.rect(surface, theme.WHITE, rect, 1, border_radius=rect.h // 2)
                surface.blit(img, img.get_rect(center=rect.center))

    def draw_band_targets(self, surface: pygame.Surface, targets: dict[Hashable, Target], hot: Hashable | None) -> None:
        """Floods: a soft glow round every garden with a band to wash away, small markers at each legal row and
        column, and the band under the pointer lit in water blue."""
        s = self.scale
        owners = {int(split_key(k)[1]) for k in targets}
        for owner in owners:
            glow_rect(surface, self.gardens[owner], s, pulse=self._pulse())
        marker = max(4, int(6 * s))
        for key in targets:
            axis, owner_text, index_text = split_key(key)
            owner, index = int(owner_text), int(index_text)
            band = self.band_rect(owner, axis, index)
            if axis == "row":
                centre = (self.gardens[owner].x + marker, band.centery)
            else:
                centre = (band.centerx, self.gardens[owner].y + marker)
            pygame.draw.circle(surface, theme.GLOW, centre, marker)
            pygame.draw.circle(surface, theme.INK, centre, marker, 1)
        if hot is not None:
            rect = targets[hot].rect
            water = pygame.Surface(rect.size, pygame.SRCALPHA)
            water.fill((90, 160, 230, 90))
            surface.blit(water, rect)
            glow_rect(surface, rect, s, strong=True, colour=(140, 200, 255))

    def _draw_effects(self, surface: pygame.Surface) -> None:
        s = self.scale
        for e in self.effects:
            t = e["age"] / e["life"]
            if e["kind"] == "ring":
                rect = self.spot_rect(e["owner"], e["spot"])
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    layer,
                    (*e["colour"], int(200 * (1 - t))),
                    layer.get_rect(),
                    max(2, int(4 * s)),
                    border_radius=int(10 * s),
                )
                surface.blit(layer, rect)
            elif e["kind"] == "band":
                rect = self.band_rect(e["owner"], e["axis"], e["index"])
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                layer.fill((90, 160, 230, int(120 * (1 - t))))
                surface.blit(layer, rect)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """What to do now, from the rules' prompt, in bold; how to do it with the mouse, in a lighter hand."""
        s = self.scale
        st = self.state
        rect = self.prompt_rect
        names = self.session.names
        p = st.current_player
        text, how, colour = "", "", theme.PAPER
        if st.is_over:
            winners = join_words([seat_name(names, w) for w in st.winners()])
            text, colour = f"Winter has come: the game is over. {winners} won.", theme.GLOW
            how = "Press Enter or click See result."
        elif p is None:
            pass
        elif self.my_turn:
            prompt = st.prompt
            kind = prompt.kind if prompt is not None else ""
            text, colour = f"{names[p]} \u2014 {prompt.text if prompt is not None else ''}.", theme.GLOW
            how = {
                "seasonal-grow": "Click a glowing plant, or drag the season card onto it.",
                "draw": "Click a glowing deck, or End turn.",
                "play": "Drag a card onto a glowing place, or click the card and then the place.",
            }.get(kind, "")
            if self.selected is not None:
                how = "Now click a glowing place (Esc to put the card back)."
        elif not self.session.seats[p].is_human:
            text = f"{names[p]} is thinking" + "." * (1 + int(self.clock * 2) % 3)
        elif self.covered or self.viewer != p:
            text = f"Waiting for {names[p]}."
        elif st.prompt is not None:
            text = f"{names[p]} \u2014 {st.prompt.text}."
        if not text:
            return
        px = theme.fit_text(text, int(19 * s), rect.w, bold=True)
        r = theme.text(surface, text, (rect.x, rect.centery), px, colour, bold=True, anchor="midleft")
        room = rect.right - r.right - int(12 * s)
        if how and room > int(120 * s):
            hpx = theme.fit_text(how, int(16 * s), room)
            if theme.font(hpx).size(how)[0] <= room:
                theme.text(surface, how, (r.right + int(12 * s), rect.centery), hpx, theme.PAPER, anchor="midleft")

    def _pulse(self) -> float:
        return 0.5 + 0.5 * math.sin(self.clock * 4)


def deck_back(size: tuple[int, int], deck: str) -> pygame.Surface:
    """The back of a card: the shared back with a ribbon in its deck's colour (backs are public information)."""
    img = card_back(size).copy()
    w, h = size
    colour = DECK_COLOURS.get(deck, theme.INK_SOFT)
    band = pygame.Rect(0, round(h * 0.40), w, max(3, round(h * 0.16)))
    layer = pygame.Surface(band.size, pygame.SRCALPHA)
    layer.fill((*colour, 225))
    img.blit(layer, band)
    if w >= 40:
        label = deck.capitalize()
        px = theme.fit_text(label, max(8, round(w * 0.17)), w - 6, bold=True)
        theme.text(img, label, band.center, px, theme.WHITE, bold=True, anchor="center")
    return img


def name_band(face: pygame.Surface, name: str) -> None:
    """A small card's parchment band with just its name, as large as fits (the zoom shows the full text)."""
    w, h = face.get_size()
    y0 = round(h * 0.76)
    radius = max(3, w // 14)
    layer = pygame.Surface((w, h - y0), pygame.SRCALPHA)
    pygame.draw.rect(
        layer,
        (250, 243, 226, 235),
        layer.get_rect(),
        border_bottom_left_radius=radius,
        border_bottom_right_radius=radius,
    )
    face.blit(layer, (0, y0))
    px = theme.fit_text(name, max(9, round(w * 0.14)), w - 8, bold=True)
    words = name.split()
    if px < round(w * 0.12) and len(words) > 1:  # two lines read better than a tiny one
        half = len(words) // 2 or 1
        lines = [" ".join(words[:half]), " ".join(words[half:])]
        px = min(theme.fit_text(line, round(w * 0.13), w - 8, bold=True) for line in lines)
        f = theme.font(px, True)
        top = y0 + ((h - y0) - 2 * f.get_linesize()) // 2
        for i, line in enumerate(lines):
            theme.text(face, line, (w // 2, top + i * f.get_linesize()), px, theme.INK, bold=True, anchor="midtop")
        return
    theme.text(face, name, (w // 2, y0 + (h - y0) // 2), px, theme.INK, bold=True, anchor="center")
