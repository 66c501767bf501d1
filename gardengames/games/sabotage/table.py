"""The Garden Sabotage! table: the market along the top, one garden per player in the middle, the hand of the
player at the screen along the bottom, and the turn panel with the action buttons and the log on the right.

Drag a plant onto one of your plots, a bad bug onto another gardener's plot, a good bug or a pesticide onto your
own; drag a hand card onto a discard pile to throw it away (or click a card, then click a glowing place). Click a
face-up card or a deck to draw. Every question of legality goes to ``legal_moves()``; this module draws and asks.

Card keys: the rules name every physical card by a unique key ("tomato.03", "bad.07", "salsa"), and the golden
can is "golden-can", so each card keeps its key (and its sprite) wherever it goes and glides there by itself.
Places have the rules' keys too ("plot:1:0", "deck:bug", "discard:plant", "hand:0"; ``place_rects``), the keys
every move names as its ``source_key`` and ``target_key``. The only keys we invent are for cards a player may
not see: a face-down card flying from a deck to another gardener's hand is a short-lived ("back", n) sprite.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event, Move
from gardengames.engine.text import join_words, plural
from gardengames.games.sabotage import rules
from gardengames.session import Session
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, slot_outline, text_band
from gardengames.ui.drag import Target, glow_rect
from gardengames.ui.table import BaseTable, Place
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
CAN = "golden-can"
BAND_TOP = 0.72  # the calm parchment band the art leaves at the foot of plant, bug and can cards
# board.svg (600 x 300, see art/make_art.py sab_board): each raised plot starts at PLOT_X, its three card spots
# are SPOT_W x SPOT_H at SPOT_Y, SPOT_STEP apart from plot x + SPOT_X; the signboard sits above them.
BOARD_W, BOARD_H = 600, 300
PLOT_X = (14, 310)
SPOT_X, SPOT_Y, SPOT_W, SPOT_H, SPOT_STEP = 13, 117, 78, 109, 86
SIGN = (78, 10, 120, 34)
# Bugs lie on the lawn beside the signboard: good bugs on the left, a bad bug or a pesticide on the right.
BUG_SPOT = {"good": (4, 8, 70, 98), "bad": (202, 8, 70, 98), "pesticide": (202, 8, 70, 98)}
DONE_SLOTS = 6  # room reserved for completed objectives plus the can, so cards keep their size as they arrive
PEEK = (0.3, 0.08)  # how far a good bug shows from under its objective (fractions of the card's width, height)
BUG_TITLES = {"good": "Good bug", "bad": "Bad bug", "pesticide": "Pesticide"}
BUG_TEXT = {  # {bonus}: the good bug's points from the data file
    "good": "Put it on one of your own plots. When an objective is completed on that plot, the good bug goes "
    "under it and earns {bonus} more points at the end. Some objectives ask for one.",
    "bad": "Set it on another gardener's plot (not one guarded by pesticide). It eats a plant there at once and "
    "another at the start of each of their turns, until it is sprayed. A plot with a bad bug completes nothing.",
    "pesticide": "Swap it for the bad bug on one of your plots: the bug is thrown away, and the plot is safe from "
    "new bad bugs until the start of your next turn.",
}
DECK_WORDS = {"plant": "plants", "bug": "bugs", "objective": "objectives"}
DISCARD_ZONE = "discard-zone"  # the drop zone at the end of the hand: a second way onto a discard pile


class TableScene(BaseTable):
    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        state: rules.State = session.state  # type: ignore[assignment]
        self.cat = state.cat
        self.plant_info = {p.id: p for p in state.data.plants}
        self.plant_order = {p.id: i for i, p in enumerate(state.data.plants)}
        self.selected: Hashable | None = None
        self.choose_objective: str | None = None  # an objective picked while two plots could complete it
        self._backs = 0
        self._legal_key: tuple[int, int] | None = None
        self._legal: list[Move] = []
        self.where: dict[Hashable, tuple[Any, ...]] = {}
        super().__init__(app, session, spectator)
        self.sweep_button = self.widgets.add(
            Button(
                "Sweep row",
                self.sweep,
                hotkey=pygame.K_s,
                tooltip="Discard the four face-up plants for four new ones (S)",
            )
        )
        self.objective_button = self.widgets.add(
            Button(
                "Objective",
                self.draw_objective,
                hotkey=pygame.K_o,
                tooltip="Draw an objective card; you may hold two (O)",
            )
        )
        self.dig_buttons = [
            self.widgets.add(
                Button(
                    f"Dig up {i + 1}",
                    functools.partial(self.dig_up, i),
                    tooltip=f"Throw away every plant on your plot {i + 1}",
                )
            )
            for i in range(rules.PLOTS)
        ]
        self.end_button = self.widgets.add(
            Button("End turn", self.end_turn, hotkey=pygame.K_e, tooltip="Give up the actions you have left (E)")
        )
        self.action_buttons = [self.sweep_button, self.objective_button, *self.dig_buttons, self.end_button]

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    def legal(self) -> list[Move]:
        """The legal moves, asked once per position (many things on screen depend on them)."""
        key = (id(self.session.state), len(self.session.moves))
        if key != self._legal_key:
            self._legal_key = key
            self._legal = self.state.legal_moves()
        return self._legal

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.scale
        m = int(12 * s)
        top = int(50 * s)
        gap = int(6 * s)
        self.layout_top_bar(w - m, width=84, height=34, gap=6, top=8)
        pw = int(272 * s)
        self.panel = pygame.Rect(w - m - pw, top, pw, h - top - m)
        main = pygame.Rect(m, top, self.panel.x - int(10 * s) - m, h - top - m)
        self.main = main
        self._layout_market(main)
        # The hand along the bottom, with the discard drop zone at its right end.
        ch = int(128 * s)
        cw = int(ch / CARD_RATIO)
        label = int(18 * s)
        self.hand_rect = pygame.Rect(main.x, main.bottom - ch - label, main.w, ch + label)
        self.hand_card = (cw, ch)
        self.discard_zone = pygame.Rect(main.right - cw, main.bottom - ch, cw, ch)
        self.prompt_rect = pygame.Rect(main.x, self.hand_rect.y - int(34 * s), main.w, int(28 * s))
        area_top = self.market_bottom + int(10 * s)
        self._layout_players(pygame.Rect(main.x, area_top, main.w, self.prompt_rect.y - int(6 * s) - area_top))
        # The turn panel: who plays, the action counter, the buttons, then the log.
        p = self.panel
        self.counter_rect = pygame.Rect(p.x, p.y, p.w, int(108 * s))
        y = self.counter_rect.bottom + int(10 * s)
        half = (p.w - gap) // 2
        bh = int(34 * s)
        for i, button in enumerate([self.sweep_button, self.objective_button, *self.dig_buttons]):
            button.rect = pygame.Rect(p.x + (i % 2) * (half + gap), y + (i // 2) * (bh + gap), half, bh)
        y += 2 * (bh + gap)
        self.end_button.rect = pygame.Rect(p.x, y, p.w, bh)
        y += bh + int(12 * s)
        self._log_rect = pygame.Rect(p.x, y, p.w, p.bottom - y)
        self.result_button.rect = pygame.Rect(0, 0, int(190 * s), int(44 * s))
        self.result_button.rect.center = (self.main.centerx, self.prompt_rect.centery)

    def _layout_market(self, main: pygame.Rect) -> None:
        """Plant deck and row, bug deck and row, objective deck, the three discard piles and the golden can."""
        s = self.scale
        label = int(17 * s)
        g_in, g_out = int(6 * s), int(22 * s)
        groups = (5, 3, 1, 3, 1)
        count = sum(groups)
        inner = sum(n - 1 for n in groups)
        cw = min(int(70 * s), (main.w - inner * g_in - (len(groups) - 1) * g_out) // count)
        ch = int(cw * CARD_RATIO)
        width = count * cw + inner * g_in + (len(groups) - 1) * g_out
        x = main.x + (main.w - width) // 2
        y = main.y + label
        rects: list[list[pygame.Rect]] = []
        for n in groups:
            rects.append([pygame.Rect(x + k * (cw + g_in), y, cw, ch) for k in range(n)])
            x += n * cw + (n - 1) * g_in + g_out
        self.market_card = (cw, ch)
        self.deck_rects = {"plant": rects[0][0], "bug": rects[1][0], "objective": rects[2][0]}
        self.row_rects = {"plant": rects[0][1:], "bug": rects[1][1:]}
        self.discard_rects = dict(zip(rules.KINDS, rects[3], strict=True))
        self.can_rect = rects[4][0]
        self.market_groups = [(rs[0].x, rs[-1].right) for rs in rects]
        self.market_bottom = y + ch

    def _layout_players(self, area: pygame.Rect) -> None:
        """One cell per gardener: a header line, the board, and a strip for completed objectives (beside the
        board or under it). Of the grids that fit the players, the one giving the biggest boards wins, so wide
        and tall windows both get the most garden."""
        n = self.state.num_players
        grids = {2: [(2, 1), (1, 2)], 3: [(3, 1), (2, 2)]}.get(n, [(2, 2)])
        best = max(grids, key=lambda grid: self._players_grid(area, *grid)[1][0][2].w)
        self.header_lines, cells = self._players_grid(area, *best)
        self.cells, self.headers, self.boards, self.done_areas = (list(part) for part in zip(*cells, strict=True))
        self.done_card = min((self._done_card_size(d) for d in self.done_areas), key=lambda c: c[0])

    def _players_grid(
        self, area: pygame.Rect, cols: int, rows: int
    ) -> tuple[int, list[tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]]]:
        """Header lines, and (cell, header, board, strip) for each gardener, on a cols x rows grid."""
        s = self.scale
        gap = int(8 * s)
        cell_w = (area.w - (cols - 1) * gap) // cols
        cell_h = (area.h - (rows - 1) * gap) // rows
        lines = 1
        worst = ("Rosemary (computer)", "30 pts", "5 of 5 objectives", "hand: 10 plants, 10 bugs, 2 objectives")
        if cell_h > 3 * cell_w // 4 and self._header_width(worst) > cell_w - int(10 * s):
            lines = 2  # a narrow, tall cell has height to spare: the header may take two lines
        hdr = int(22 * s) * lines
        pad = int(5 * s)
        out = []
        for q in range(self.state.num_players):
            col, row = q % cols, q // cols
            cell = pygame.Rect(area.x + col * (cell_w + gap), area.y + row * (cell_h + gap), cell_w, cell_h)
            inner = pygame.Rect(cell.x + pad, cell.y + hdr, cell.w - 2 * pad, cell.h - hdr - pad)
            min_strip, min_side = int(86 * s), int(150 * s)
            below_h = max(1, min(inner.w // 2, inner.h - gap - min_strip))
            side_w = max(2, min(2 * inner.h, inner.w - gap - min_side))
            if 2 * below_h >= side_w:
                board = pygame.Rect(0, inner.y, 2 * below_h, below_h)
                board.centerx = inner.centerx
                done = pygame.Rect(inner.x, board.bottom + gap, inner.w, inner.bottom - board.bottom - gap)
            else:
                board = pygame.Rect(inner.x, inner.y, side_w, side_w // 2)
                done = pygame.Rect(board.right + gap, inner.y, inner.right - board.right - gap, inner.h)
            out.append((cell, pygame.Rect(cell.x + pad, cell.y, cell.w - 2 * pad, hdr), board, done))
        return lines, out

    def _done_card_size(self, strip: pygame.Rect) -> tuple[int, int]:
        """The biggest card that fits DONE_SLOTS times in the strip (1 to 3 rows), a good bug peeking under."""
        gap = int(6 * self.scale)
        best = (10, 14)
        tallest = int(100 * self.scale)  # bigger would only crowd the gardens on tall windows
        for rows in (1, 2, 3):
            cols = math.ceil(DONE_SLOTS / rows)
            by_width = (strip.w - (cols - 1) * gap) / cols / (1 + PEEK[0]) * CARD_RATIO
            by_height = (strip.h - (rows - 1) * gap) / rows / (1 + PEEK[1])
            ch = int(min(by_width, by_height, tallest))
            if ch > best[1]:
                best = (int(ch / CARD_RATIO), ch)
        return best

    # ---- geometry helpers --------------------------------------------------------------------------------
    def board_rect(self, q: int, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect given in board.svg units, on gardener ``q``'s board."""
        board = self.boards[q]
        b = board.w / BOARD_W
        return pygame.Rect(round(board.x + x * b), round(board.y + y * b), round(w * b), round(h * b))

    def plot_rect(self, q: int, i: int) -> pygame.Rect:
        """The whole half of the board that is plot ``i``: a big, easy drop target."""
        return self.board_rect(q, i * BOARD_W / 2, 0, BOARD_W / 2, BOARD_H)

    def spot_rect(self, q: int, i: int, k: int) -> pygame.Rect:
        return self.board_rect(q, PLOT_X[i] + SPOT_X + k * SPOT_STEP, SPOT_Y, SPOT_W, SPOT_H)

    def bug_rect(self, q: int, i: int, kind: str) -> pygame.Rect:
        x, y, w, h = BUG_SPOT[kind]
        return self.board_rect(q, PLOT_X[i] + x, y, w, h)

    def hand_spot(self, q: int) -> pygame.Rect:
        """Where gardener ``q``'s hidden hand is, for cards flying into or out of it: by their name."""
        rect = pygame.Rect(0, 0, self.market_card[0] // 2, self.market_card[1] // 2)
        rect.midleft = (self.headers[q].x + int(30 * self.scale), self.headers[q].y + int(12 * self.scale))
        return rect

    def hand_places(self, hand: dict[str, list[str]]) -> dict[str, tuple[pygame.Rect, str]]:
        """Plants (grouped by kind), bugs, objectives left to right; cards overlap when there are many."""
        s = self.scale
        cw, ch = self.hand_card
        groups = [
            ("plant", sorted(hand["plant"], key=lambda c: (self.plant_order[self.cat.plant_of[c]], c))),
            ("bug", sorted(hand["bug"], key=lambda c: (rules.BUG_KINDS.index(self.cat.bug_kind[c]), c))),
            ("objective", list(hand["objective"])),
        ]
        groups = [(k, cards) for k, cards in groups if cards]
        g_in, g_out = int(6 * s), int(20 * s)
        room = self.discard_zone.x - int(24 * s) - self.hand_rect.x
        total = sum(len(cards) for _, cards in groups)
        if not total:
            return {}
        # Objectives (two at most) never overlap: they are read most. Plants and bugs squeeze together if needed.
        full = cw + g_in
        fixed = len(groups) * cw + (len(groups) - 1) * g_out + max(0, len(hand["objective"]) - 1) * full
        steps = total - len(groups) - max(0, len(hand["objective"]) - 1)
        step = full if steps <= 0 else min(full, (room - fixed) / steps)
        out: dict[str, tuple[pygame.Rect, str]] = {}
        x = float(self.hand_rect.x)
        y = self.hand_rect.bottom - ch
        self.hand_groups: list[tuple[str, int, int]] = []
        for kind, cards in groups:
            start = x
            gap = full if kind == "objective" else step
            for card in cards:
                out[card] = (pygame.Rect(round(x), y, cw, ch), kind)
                x += gap
            x += cw - gap + g_out
            self.hand_groups.append((kind, round(start), round(x - g_out)))
        return out

    def done_places(self, q: int) -> list[tuple[str, str | None, pygame.Rect]]:
        """Gardener ``q``'s completed objectives (with the good bug under each) and the can, row by row."""
        st = self.state
        strip = self.done_areas[q]
        cw, ch = self.done_card
        gap = int(6 * self.scale)
        items: list[tuple[str, str | None]] = [(c["objective"], c["good_bug"]) for c in st.completed[q]]
        if st.golden_can == q:
            items.append((CAN, None))
        col_w, row_h = int(cw * (1 + PEEK[0])) + gap, int(ch * (1 + PEEK[1])) + gap
        per_row = max(1, (strip.w + gap) // col_w)
        rows = max(1, (strip.h + gap) // row_h)
        if len(items) > per_row * rows:  # more than we made room for: squeeze the rows
            per_row = math.ceil(len(items) / rows)
        step = min(col_w, (strip.w - col_w) / max(1, per_row - 1)) if per_row > 1 else col_w
        out = []
        for n, (card, bug) in enumerate(items):
            r, c = divmod(n, per_row)
            rect = pygame.Rect(round(strip.x + c * step), strip.y + r * row_h, cw, ch)
            out.append((card, bug, rect))
        return out

    # ---- where every card is --------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        st = self.state
        places: dict[Hashable, Place] = {}
        where: dict[Hashable, tuple[Any, ...]] = {}
        for deck, row in st.row.items():
            for slot, card in enumerate(row):
                if card is not None:
                    places[card] = Place(self.row_rects[deck][slot], 0, 10 + slot, "row")
                    where[card] = ("row", deck, slot)
        for deck, pile in st.discard.items():
            for n, card in enumerate(pile[-2:]):
                places[card] = Place(self.discard_rects[deck], 0, 5 + n, "row")
                where[card] = ("discard", deck)
        if st.golden_can is None:
            places[CAN] = Place(self.can_rect, 0, 5, "row")
            where[CAN] = ("market",)
        for q in range(st.num_players):
            for i, plot in enumerate(st.plots[q]):
                for k, card in enumerate(plot["plants"]):
                    places[card] = Place(self.spot_rect(q, i, k), 0, 30 + k, "plot")
                    where[card] = ("plot", q, i)
                for kind in rules.BUG_KINDS:
                    card = plot[kind]
                    if card is not None:
                        places[card] = Place(self.bug_rect(q, i, kind), 0, 34, "plot")
                        where[card] = ("plot", q, i)
            for n, (card, bug, rect) in enumerate(self.done_places(q)):
                places[card] = Place(rect, 0, 52 + 2 * n, "done")
                where[card] = ("done", q)
                if bug:
                    peek = rect.move(int(rect.w * PEEK[0]), int(rect.h * PEEK[1]))
                    places[bug] = Place(peek, 0, 51 + 2 * n, "done")
                    where[bug] = ("done", q, card)
        if self.viewer is not None:
            for card, (rect, kind) in self.hand_places(st.hands[self.viewer]).items():
                z = 70 + rect.x / 10000
                places[card] = Place(rect, 0, z, "hand")
                where[card] = ("hand", kind)
        self.where = where
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The rect of every place key the moves name: plots, decks, discard piles, row slots, the viewer's
        hand and each gardener's completed objectives."""
        st = self.state
        rects: dict[Hashable, pygame.Rect] = {}
        for q in range(st.num_players):
            for i in range(rules.PLOTS):
                rects[rules.plot_key(q, i)] = self.plot_rect(q, i)
            rects[rules.done_key(q)] = self.done_areas[q]
        for kind, rect in self.deck_rects.items():
            rects[rules.deck_key(kind)] = rect
        for kind, rect in self.discard_rects.items():
            rects[rules.discard_key(kind)] = rect
        for kind, slots in self.row_rects.items():
            for slot, rect in enumerate(slots):
                rects[rules.row_key(kind, slot)] = rect
        if self.viewer is not None:
            rects[rules.hand_key(self.viewer)] = self.hand_rect
        return rects

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """A refilled row card comes out of its deck (other arrivals are recorded with ``appear_at``)."""
        spot = self.where.get(key)
        if spot and spot[0] == "row":
            return self.deck_rects[spot[1]]
        return None

    # ---- faces ---------------------------------------------------------------------------------------------
    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        if isinstance(key, tuple):
            return card_back(size)
        card = str(key)
        if card == CAN:
            face = card_base(size, "sabotage/golden_can.svg", border=theme.GOLD)
            if size[0] >= 70:
                text_band(
                    face,
                    BAND_TOP,
                    "Golden can",
                    f"+{self.state.data.scoring.golden_can} points" if size[0] >= 110 else "",
                )
            return face
        if card in self.cat.plant_of:
            return self._plant_face(card, size)
        if card in self.cat.bug_kind:
            kind = self.cat.bug_kind[card]
            face = card_base(size, f"sabotage/{kind}.svg")
            if size[0] >= 56:
                text_band(face, BAND_TOP, BUG_TITLES[kind], self.bug_text(kind) if size[0] >= 200 else "")
            return face
        return self._objective_face(card, size)

    def bug_text(self, kind: str) -> str:
        """What a bug card does, with the good bug's bonus read from the data."""
        return BUG_TEXT[kind].format(bonus=self.state.data.scoring.good_bug)

    def _plant_face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        plant = self.plant_info[self.cat.plant_of[card]]
        w, h = size
        face = card_base(size, f"sabotage/{plant.id}.svg", border=theme.darken(plant.colour, 0.45))
        if w >= 72:
            text_band(face, BAND_TOP, plant.name, f"{plant.symbol.capitalize()} symbol" if w >= 150 else "")
        else:  # too small for a name: the symbol, big, where the name would be
            band = h - int(h * BAND_TOP)
            icon = int(min(band * 0.92, w * 0.62))
            img = assets.svg(f"sabotage/icon-{plant.id}.svg", (icon, icon))
            face.blit(img, img.get_rect(center=(w // 2, h - band // 2 - max(1, h // 80))))
        return face

    def _objective_face(self, oid: str, size: tuple[int, int]) -> pygame.Surface:
        """The objective frame with its name on the ribbon, the wanted plants (and good bug) as icons in the
        middle, and the points on the rosette: readable at a glance even small."""
        obj = self.cat.objective[oid]
        w, h = size
        face = card_base(size, "sabotage/objective.svg", border=theme.GOLD)
        u, v = w / 250, h / 350  # one unit of the art's 250 x 350 viewBox, across and down
        small = w < 80
        if not small:
            px = theme.fit_text(obj.name, max(8, int(19 * u)), int(176 * u), bold=True)
            theme.text(face, obj.name, (w // 2, round(52 * v)), px, theme.PAPER, bold=True, anchor="center")
        # The wanted plants: a row of icons, and a second row for the good bug.
        n = len(obj.plants)
        top, bottom = (30 * v, 250 * v) if small else (84 * v, 256 * v)
        rows = 2 if obj.good_bug else 1
        gap = 4 * u
        icon = int(min((w - 30 * u - (n - 1) * gap) / max(2, n), (bottom - top - (rows + 1) * gap) / rows))
        spare = (bottom - top - rows * icon) / (rows + 1)
        y = top + spare
        x0 = (w - n * icon - (n - 1) * gap) / 2
        for k, plant in enumerate(obj.plants):
            img = assets.svg(f"sabotage/icon-{plant}.svg", (icon, icon))
            face.blit(img, (round(x0 + k * (icon + gap)), round(y)))
        if obj.good_bug:
            y2 = y + icon + spare
            img = good_bug_icon(icon)
            face.blit(img, img.get_rect(midtop=(w // 2, round(y2))))
            theme.text(
                face,
                "+",
                (w // 2 - icon // 2 - 1, round(y2 + icon / 2)),
                max(9, int(icon * 0.55)),
                theme.LEAF_DARK,
                bold=True,
                anchor="midright",
            )
        # The points on the rosette (a bigger rosette of our own on small cards, so they stay readable).
        cy = round(288 * v)
        r = int(w * 0.17) if small else int(20 * u)
        if small:
            cy = h - r - max(2, int(5 * v))
            pygame.draw.circle(face, theme.GOLD, (w // 2, cy), r + max(1, r // 5))
            pygame.draw.circle(face, (251, 245, 230), (w // 2, cy), r)
            pygame.draw.circle(face, theme.INK, (w // 2, cy), r + max(1, r // 5), 1)
        px = max(9, int(r * 1.25))
        theme.text(face, str(obj.points), (w // 2, cy + 1), px, theme.INK, bold=True, anchor="center")
        return face

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        if isinstance(key, tuple):
            return None
        st = self.state
        names = self.session.names
        card = str(key)
        if card == CAN:
            bonus = st.data.scoring.golden_can
            holder = f" {names[st.golden_can]} holds it." if st.golden_can is not None else ""
            return "Golden watering can", (
                f"The first gardener to complete {rules.OBJECTIVES_TO_FINISH} objectives "
                f"takes it: +{bonus} points. Then everyone else has one last turn."
                f"{holder}"
            )
        spot = self.where.get(card, ())
        place = ""
        if spot[:1] == ("plot",):
            place = f"\n\nOn {names[spot[1]]}'s plot {spot[2] + 1}."
        if card in self.cat.plant_of:
            plant = self.plant_info[self.cat.plant_of[card]]
            wanted = ""
            if self.viewer is not None:
                mine = [
                    self.cat.objective[o].name
                    for o in st.hands[self.viewer]["objective"]
                    if plant.id in self.cat.objective[o].plants
                ]
                if mine:
                    wanted = f"\n\nWanted by your objective{'s' if len(mine) > 1 else ''}: {', '.join(mine)}."
            return plant.name, (
                f"A plant card: {plant.name} ({plant.symbol} symbol), one of {plant.count} in the "
                f"game. Plant it on one of your plots; a plot holds three.{place}{wanted}"
            )
        if card in self.cat.bug_kind:
            kind = self.cat.bug_kind[card]
            extra = ""
            if spot[:1] == ("plot",):
                plot = st.plots[spot[1]][spot[2]]
                if kind == "bad" and plot["by"] is not None:
                    extra = f" {names[plot['by']]} set it there and chooses what it eats."
                elif kind == "pesticide":
                    extra = f" It guards the plot until {names[spot[1]]}'s next turn."
            if spot[:1] == ("done",):
                under = self.cat.objective[spot[2]].name
                extra = f"\n\nUnder {names[spot[1]]}'s {under}: {st.data.scoring.good_bug} more points at the end."
            return BUG_TITLES[kind], self.bug_text(kind) + place + extra
        obj = self.cat.objective.get(card)
        if obj is None:
            return None
        need = ", ".join(self.plant_info[p].name for p in obj.plants)
        bug = " plus a good bug" if obj.good_bug else ""
        bonus = st.data.scoring.good_bug
        if spot[:1] == ("done",):
            entry = next(c for c in st.completed[spot[1]] if c["objective"] == card)
            got = (
                f"with a good bug under it: {obj.points} + {bonus} points"
                if entry["good_bug"]
                else (f"{obj.points} points")
            )
            return obj.name, f"Needs on one plot: {need}{bug}.\n\nCompleted by {names[spot[1]]}, {got}."
        return obj.name, (
            f"Needs on one plot: {need}{bug}.\n\nWorth {obj.points} points, and {bonus} more if a "
            "good bug goes under it. It completes by itself as soon as a plot of yours (with no bad "
            "bug) holds what it asks for."
        )

    # ---- input ---------------------------------------------------------------------------------------------
    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """Where card ``key`` may go: the place each legal move picking it up lands on (a face-up card, which is
        drawn by a click, may also be dragged to the hand; a discard also drops on the zone by the hand)."""
        st = self.state
        if st.question is not None or st.is_over or self.where.get(key, ())[:1] not in (("row",), ("hand",)):
            return None
        places = self.place_rects()
        targets: dict[Hashable, Target] = {}
        for move in self.legal():
            if move.source_key != key:
                continue
            target = move.target_key
            if target is None:
                targets[rules.hand_key(st.turn)] = Target(self.hand_rect, move, "take it")
            elif isinstance(move, rules.Discard):
                targets[target] = Target(places[target], move, "discard")
                targets[DISCARD_ZONE] = Target(self.discard_zone, move, "discard")
            else:
                targets[target] = Target(places[target], move)
        return targets or None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        st = self.state
        legal = self.legal()
        if st.question is not None:
            return self._answer(pos, key)
        if self.selected is not None:  # click-then-click: a selected hand card goes to the glowing place clicked
            targets = self.drag_targets(self.selected) or {}
            chosen = self.selected
            self.selected = None
            for target in targets.values():
                if target.rect.collidepoint(pos):
                    self.play(target.move)
                    return True
            if key == chosen:
                return True
        spot = self.where.get(key, ()) if key is not None else ()
        if spot[:1] == ("hand",):
            self.selected = key
            return True
        if spot[:1] == ("row",):
            cls = rules.DrawPlant if spot[1] == "plant" else rules.DrawBug
            return self._try(cls(st.turn, str(key)))
        for deck, rect in self.deck_rects.items():
            if rect.collidepoint(pos):
                if deck == "objective":
                    self.draw_objective()
                    return True
                return self._try(rules.DrawPlant(st.turn) if deck == "plant" else rules.DrawBug(st.turn))
        if key is not None and spot[:1] == ("plot",) and legal:
            self.flash("Drag a card from your hand onto a plot; the dig-up buttons clear a plot.")
        return False

    def _answer(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        """A pending choice: click the plant the bad bug eats, or the objective (then plot) to complete first."""
        st = self.state
        legal = self.legal()
        eats = [m for m in legal if isinstance(m, rules.EatPlant) and m.card == key]
        if eats:
            self.play(eats[0])
            return True
        completes = [m for m in legal if isinstance(m, rules.CompleteObjective)]
        if not completes:
            return False
        if key is not None and any(m.objective == key for m in completes):
            options = [m for m in completes if m.objective == key]
            if len(options) == 1:
                self.play(options[0])
            else:
                self.choose_objective = str(key)
            return True
        for move in completes:
            if self.choose_objective not in (None, move.objective):
                continue
            if self.plot_rect(st.turn, move.plot).collidepoint(pos):
                plot = rules.plot_key(st.turn, move.plot)
                if self.choose_objective is None and sum(m.target_key == plot for m in completes) > 1:
                    self.flash(st.why_not(None, plot))
                    return True
                self.play(move)
                return True
        return False

    def _try(self, move: Move) -> bool:
        if move in self.legal():
            self.play(move)
            return True
        self._refuse(move.source_key, move.target_key)
        return False

    def _refuse(self, source: Hashable | None, target: Hashable | None = None) -> None:
        """Say why nothing happened, in the rules' words."""
        reason = self.state.why_not(source, target)
        if reason:
            self.flash(reason)
        self.app.audio.play("error")

    def _do(self, kind: type, source: Hashable | None, **fields: Any) -> None:
        """A button's action: the matching legal move, if there is one (``source``: what the button acts on)."""
        if not self.my_turn:
            return
        for move in self.legal():
            if isinstance(move, kind) and all(getattr(move, k) == v for k, v in fields.items()):
                self.play(move)
                return
        self._refuse(source)

    def sweep(self) -> None:
        self._do(rules.Sweep, rules.ROW)

    def draw_objective(self) -> None:
        self._do(rules.DrawObjective, rules.deck_key("objective"))

    def dig_up(self, plot: int) -> None:
        self._do(rules.DigUp, rules.plot_key(self.state.turn, plot), plot=plot)

    def end_turn(self) -> None:
        self._do(rules.EndTurn, None)

    def handle(self, event: pygame.event.Event) -> None:
        if (
            event.type == pygame.KEYDOWN
            and self.drag.drag is None
            and self.my_turn
            and event.key in (pygame.K_p, pygame.K_b)
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            self._try(rules.DrawPlant(self.state.turn) if event.key == pygame.K_p else rules.DrawBug(self.state.turn))
            return
        super().handle(event)

    def play(self, move: Move) -> list[Event]:
        self.selected = None
        self.choose_objective = None
        return super().play(move)

    def undo(self) -> None:
        super().undo()
        self.selected = None
        self.choose_objective = None

    # ---- what happened: sounds, flying cards, floating points -------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        st = self.state
        factor = self.app.animation_factor
        sounds: list[str] = []
        for event in events:
            if isinstance(event, rules.CardDrawn):
                sounds.append("draw")
                hidden = event.player != self.viewer
                if hidden and factor > 0:
                    self._fly_to_hand(event)
                elif event.slot == rules.DECK:
                    self.appear_at(event.card, self.deck_rects[event.deck])
            elif isinstance(event, (rules.Reshuffled, rules.Swept)):
                sounds.append("shuffle")
            elif isinstance(event, rules.Planted):
                sounds.append("grow")
                if event.player != self.viewer:
                    self.appear_at(event.card, self.hand_spot(event.player))
            elif isinstance(event, rules.BugPlaced):
                sounds.append("bug")
                if event.player != self.viewer:
                    self.appear_at(event.card, self.hand_spot(event.player))
            elif isinstance(event, rules.PlantEaten):
                sounds.append("munch")
                rect = self.plot_rect(event.owner, event.plot)
                self.float_text("munch!", (rect.centerx, rect.centery), (255, 170, 150))
            elif isinstance(event, rules.ObjectiveCompleted):
                sounds.append("objective")
                plot = self.plot_rect(event.player, event.plot)
                self.appear_at(event.objective, self.spot_rect(event.player, event.plot, 1))
                self.sprites.pop(event.objective, None)  # it leaves the hand and rises from the plot it grew on
                points = self.cat.objective[event.objective].points
                self.float_text(f"+{points}", plot.center, theme.GLOW)
                if event.good_bug:
                    bonus = st.data.scoring.good_bug
                    self.float_text(
                        f"+{bonus} good bug", (plot.centerx, plot.centery + int(26 * self.scale)), (190, 240, 160)
                    )
            elif isinstance(event, rules.Discarded):
                sounds.append("place")
                if event.player != self.viewer:
                    self.appear_at(event.card, self.hand_spot(event.player))
            elif isinstance(event, rules.DugUp):
                sounds.append("harvest")
            elif isinstance(event, rules.FinalRoundStarted):
                sounds.append("water")
                self.flash(f"{self.session.names[event.player]} takes the golden watering can: final round!")
            elif isinstance(event, rules.GameEnded):
                humans = [i for i, seat in enumerate(self.session.seats) if seat.is_human]
                won = not humans or any(w in humans for w in event.winners)
                sounds.append("win" if won else "lose")
        order = ["win", "lose", "objective", "munch", "water", "bug", "grow", "harvest", "shuffle", "draw", "place"]
        for name in sorted(set(sounds), key=order.index)[:2]:
            self.app.audio.play(name)

    def _fly_to_hand(self, event: rules.CardDrawn) -> None:
        """A card going into a hand we may not see flies to that gardener's name and is gone; a card from the
        deck flies face down."""
        dest = self.hand_spot(event.player)
        if event.slot == rules.DECK:
            self._backs += 1
            key: Hashable = ("back", self._backs)
            self.appear_at(key, self.deck_rects[event.deck])
        else:
            key = event.card
        self.leave_to(key, dest, "row")

    # ---- per frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        st = self.state
        mine = self.my_turn and st.question is None
        legal = self.legal() if mine else []
        kinds = {type(m) for m in legal}
        self.sweep_button.enabled = rules.Sweep in kinds
        self.objective_button.enabled = rules.DrawObjective in kinds
        for i, button in enumerate(self.dig_buttons):
            button.enabled = any(isinstance(m, rules.DigUp) and m.plot == i for m in legal)
        self.end_button.enabled = rules.EndTurn in kinds
        if self.selected is not None and self.where.get(self.selected, ())[:1] != ("hand",):
            self.selected = None
        self.undo_button.visible = self.redo_button.visible = not self.spectator

    # ---- drawing -----------------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        theme.text(surface, "Garden Sabotage!", (int(14 * s), int(10 * s)), int(26 * s), theme.PAPER, bold="title")
        self._draw_market(surface)
        for q in range(self.state.num_players):
            self._draw_garden(surface, q)
        self._draw_hand_area(surface)
        self._draw_counter(surface)
        self.log.draw(surface, self.log_rect, s, "Log")

    def _label(self, surface: pygame.Surface, text: str, x0: int, x1: int, y: int) -> None:
        px = theme.fit_text(text, int(15 * self.scale), x1 - x0, bold=True)
        theme.text(surface, text, ((x0 + x1) // 2, y), px, theme.PAPER, bold=True, anchor="midbottom")

    def _draw_market(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        y = self.deck_rects["plant"].y - int(2 * s)
        labels = ["Plants", "Bugs", "Objectives", "Discard piles", "Golden can"]
        for text, (x0, x1) in zip(labels, self.market_groups, strict=True):
            self._label(surface, text, x0, x1, y)
        for deck, rect in self.deck_rects.items():
            slot_outline(surface, rect, s)
            count = len(st.deck[deck])
            if count:
                back = card_back(rect.size)
                for i in range(min(3, (count + 9) // 10) - 1, -1, -1):
                    surface.blit(back, rect.move(-i * 2, -i * 2))
            self._badge(surface, str(count), rect.midbottom)
        for rects in self.row_rects.values():
            for rect in rects:
                slot_outline(surface, rect, s)
        for deck, rect in self.discard_rects.items():
            slot_outline(surface, rect, s)
            if not st.discard[deck]:
                theme.text(
                    surface,
                    DECK_WORDS[deck],
                    rect.center,
                    theme.fit_text(DECK_WORDS[deck], int(13 * s), rect.w - 4),
                    (255, 255, 255, 150),
                    anchor="center",
                )
        slot_outline(surface, self.can_rect, s)
        if st.golden_can is not None:
            taken = f"{self.session.names[st.golden_can]}"
            theme.text(
                surface,
                "taken by",
                (self.can_rect.centerx, self.can_rect.centery - int(4 * s)),
                int(12 * s),
                theme.PAPER_DARK,
                anchor="midbottom",
            )
            theme.text(
                surface,
                taken,
                (self.can_rect.centerx, self.can_rect.centery),
                theme.fit_text(taken, int(14 * s), self.can_rect.w - 4, bold=True),
                theme.GOLD,
                bold=True,
                anchor="midtop",
            )

    def _badge(self, surface: pygame.Surface, text: str, pos: tuple[int, int], corner: bool = False) -> None:
        """A small count at the foot of a deck (``pos`` its midbottom), or on a pile's top right ``corner``."""
        s = self.scale
        img = theme.font(int(14 * s), True).render(text, True, theme.INK)
        rect = img.get_rect().inflate(int(10 * s), int(4 * s))
        if corner:
            rect.topright = (pos[0] + int(4 * s), pos[1] - int(4 * s))
        else:
            rect.center = (pos[0], pos[1] - int(11 * s))
        pygame.draw.rect(surface, theme.PAPER, rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, theme.INK_SOFT, rect, 1, border_radius=rect.h // 2)
        surface.blit(img, img.get_rect(center=rect.center))

    def _draw_garden(self, surface: pygame.Surface, q: int) -> None:
        s = self.scale
        st = self.state
        seat = self.session.seats[q]
        colour = theme.SEAT_COLOURS[seat.colour % len(theme.SEAT_COLOURS)]
        cell = self.cells[q]
        playing = not st.is_over and st.turn == q
        layer = pygame.Surface(cell.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 90 if not playing else 130), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, cell)
        if playing:
            pygame.draw.rect(surface, colour, cell, max(2, int(3 * s)), border_radius=int(10 * s))
        hdr = self.headers[q]
        cy = hdr.y + int(12 * s)
        pygame.draw.circle(surface, colour, (hdr.x + int(8 * s), cy), int(7 * s))
        pygame.draw.circle(surface, theme.PAPER, (hdr.x + int(8 * s), cy), int(7 * s), max(1, int(s)))
        self._draw_header(surface, q, cy)
        board = self.boards[q]
        surface.blit(assets.svg("sabotage/board.svg", board.size), board)
        for i, plot in enumerate(st.plots[q]):
            sx, sy, sw, sh = SIGN
            sign = self.board_rect(q, PLOT_X[i] + sx, sy, sw, sh)
            label = f"Plot {i + 1}" + (f" · {len(plot['plants'])}/{rules.PLOT_SIZE}" if plot["plants"] else "")
            px = theme.fit_text(label, max(9, int(sign.h * 0.55)), sign.w - 4, bold=True)
            theme.text(surface, label, sign.center, px, theme.INK, bold=True, anchor="center")
            bed = self.board_rect(q, PLOT_X[i], 56, 276, 232)
            if plot["bad"] is not None:
                pygame.draw.rect(surface, (210, 70, 60), bed, max(2, int(3 * s)), border_radius=int(8 * s))
            elif plot["pesticide"] is not None:
                pygame.draw.rect(surface, (120, 190, 230), bed, max(2, int(3 * s)), border_radius=int(8 * s))
        strip = self.done_areas[q]
        if not st.completed[q] and st.golden_can != q:
            text = "Completed objectives"
            px = theme.fit_text(text, int(13 * s), strip.w - int(8 * s))
            theme.text(
                surface, text, (strip.x + int(4 * s), strip.y + int(4 * s)), px, (220, 220, 200), anchor="topleft"
            )

    def _header_parts(self, q: int, short: int = 0) -> tuple[str, ...]:
        """Name, points, objectives done, hand size: ``short`` 0 to 3 says how tersely."""
        st = self.state
        seat = self.session.seats[q]
        n_p, n_b, n_o = (len(st.hands[q][k]) for k in rules.KINDS)
        name = seat.name + ("" if seat.is_human or short else " (computer)")
        done = len(st.completed[q])
        plants, bugs = plural(n_p, "plant"), plural(n_b, "bug")
        hand = (
            f"hand: {plants}, {bugs}, {plural(n_o, 'objective')}" if short < 2 else f"hand {plants}, {bugs}, {n_o} obj."
        )
        goal = rules.OBJECTIVES_TO_FINISH
        return (
            name,
            f"{st.totals()[q]} pts",
            f"{done} of {goal} objectives" if short < 3 else f"{done}/{goal} done",
            hand,
        )

    def _header_width(self, parts: tuple[str, ...]) -> int:
        big, small = theme.font(int(16 * self.scale), True), theme.font(int(13 * self.scale))
        return sum(big.size(p)[0] for p in parts[:2]) + sum(small.size(p)[0] for p in parts[2:]) + int(50 * self.scale)

    def _draw_header(self, surface: pygame.Surface, q: int, cy: int) -> None:
        """Name and points, then objectives done and hand size: on one line in the tersest wording needed, or
        on two lines where the cell has height to spare."""
        s = self.scale
        hdr = self.headers[q]
        parts = self._header_parts(q)
        if self.header_lines == 1:
            for short in range(4):
                parts = self._header_parts(q, short)
                if self._header_width(parts) <= hdr.w:
                    break
        name, score, done, hand = parts
        gap = int(10 * s)
        px = theme.fit_text(name, int(16 * s), hdr.w // 2, bold=True)
        r = theme.text(surface, name, (hdr.x + int(20 * s), cy), px, theme.PAPER, bold=True, anchor="midleft")
        r = theme.text(surface, score, (r.right + gap, cy), int(16 * s), theme.GLOW, bold=True, anchor="midleft")
        if self.header_lines == 1:
            r = theme.text(surface, done, (r.right + gap, cy), int(13 * s), theme.PAPER_DARK, anchor="midleft")
        else:
            cy += int(22 * s)
            r = theme.text(surface, done, (hdr.x + int(4 * s), cy), int(13 * s), theme.PAPER_DARK, anchor="midleft")
        px = theme.fit_text(hand, int(13 * s), hdr.right - r.right - gap)
        theme.text(surface, hand, (hdr.right, cy), px, theme.PAPER_DARK, anchor="midright")

    def _draw_hand_area(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        y = self.hand_rect.y + int(16 * s)
        zone = self.discard_zone
        slot_outline(surface, zone, s, (255, 255, 255, 90))
        theme.text(
            surface,
            "Discard",
            (zone.centerx, zone.centery - int(8 * s)),
            int(15 * s),
            theme.PAPER,
            bold=True,
            anchor="center",
        )
        theme.text(
            surface,
            "drop a card",
            (zone.centerx, zone.centery + int(10 * s)),
            int(12 * s),
            theme.PAPER_DARK,
            anchor="center",
        )
        if self.viewer is None:
            who = st.current_player if st.current_player is not None else st.turn
            text = f"{self.session.names[who]}'s hand is hidden"
            theme.text(surface, text, (self.hand_rect.x, y), int(15 * s), theme.PAPER, bold=True, anchor="bottomleft")
            back = card_back(self.hand_card)
            count = sum(len(v) for v in st.hands[who].values())
            for n in range(min(count, 8)):
                surface.blit(back, (self.hand_rect.x + n * int(24 * s), self.hand_rect.bottom - self.hand_card[1]))
            return
        hand = st.hands[self.viewer]
        if not any(hand.values()):
            theme.text(
                surface,
                f"{self.session.names[self.viewer]}'s hand is empty",
                (self.hand_rect.x, y),
                int(15 * s),
                theme.PAPER,
                bold=True,
                anchor="bottomleft",
            )
            return
        self.hand_places(hand)
        held = f"{len(hand['objective'])} of {rules.MAX_OBJECTIVES_IN_HAND}"
        names = {"plant": "Plants", "bug": "Bugs", "objective": f"Objectives ({held})"}
        first = True
        for kind, x0, x1 in self.hand_groups:
            text = names[kind]
            if first:
                text = f"{self.session.names[self.viewer]}'s hand: {text.lower()}"
                first = False
            px = theme.fit_text(text, int(15 * s), max(40, x1 - x0 + int(60 * s)), bold=True)
            theme.text(surface, text, (x0, y), px, theme.PAPER, bold=True, anchor="bottomleft")

    def _draw_counter(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        rect = self.counter_rect
        theme.rounded_panel(surface, rect, theme.PAPER, radius=int(10 * s))
        pad = int(12 * s)
        names = self.session.names
        if st.is_over:
            winners = st.winners()
            title = join_words([names[w] for w in winners]) + (" win!" if len(winners) > 1 else " wins!")
            theme.text(surface, "Game over", (rect.x + pad, rect.y + pad), int(18 * s), theme.INK_SOFT, bold=True)
            px = theme.fit_text(title, int(24 * s), rect.w - 2 * pad, bold=True)
            theme.text(surface, title, (rect.x + pad, rect.y + pad + int(28 * s)), px, theme.LEAF_DARK, bold=True)
            return
        seat = self.session.seats[st.turn]
        colour = theme.darken(theme.SEAT_COLOURS[seat.colour % len(theme.SEAT_COLOURS)], 0.2)
        title = f"{names[st.turn]}'s turn"
        px = theme.fit_text(title, int(19 * s), rect.w - 2 * pad, bold=True)
        theme.text(surface, title, (rect.x + pad, rect.y + pad), px, colour, bold=True)
        y = rect.y + pad + int(30 * s)
        r = int(9 * s)
        for i in range(rules.ACTIONS_PER_TURN):
            c = (rect.x + pad + r + i * (2 * r + int(6 * s)), y + r)
            if i < st.actions_left:
                pygame.draw.circle(surface, theme.LEAF, c, r)
            pygame.draw.circle(surface, theme.INK_SOFT, c, r, max(1, int(2 * s)))
        theme.text(
            surface,
            st.actions_text(),
            (rect.x + pad + 3 * (2 * r + int(6 * s)) + int(4 * s), y + r),
            int(17 * s),
            theme.INK,
            bold=True,
            anchor="midleft",
        )
        if st.final_round:
            line = f"Final round ({names[st.trigger]} has the can)" if st.trigger is not None else "Final round"
            px = theme.fit_text(line, int(15 * s), rect.w - 2 * pad, bold=True)
            theme.text(
                surface, line, (rect.x + pad, rect.bottom - pad), px, theme.ACCENT, bold=True, anchor="bottomleft"
            )
        else:
            line = f"First to {rules.OBJECTIVES_TO_FINISH} objectives takes the golden can"
            px = theme.fit_text(line, int(14 * s), rect.w - 2 * pad)
            theme.text(surface, line, (rect.x + pad, rect.bottom - pad), px, theme.INK_SOFT, anchor="bottomleft")

    def draw_overlay(self, surface: pygame.Surface) -> None:
        s = self.scale
        st = self.state
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        if st.question is not None and not st.is_over:
            for move in self.legal():
                if isinstance(move, rules.EatPlant) and move.card in self.sprites:
                    glow_rect(surface, self.sprites[move.card].rect, s, pulse=pulse)
                elif isinstance(move, rules.CompleteObjective):
                    if self.choose_objective in (None, move.objective):
                        glow_rect(surface, self.plot_rect(st.turn, move.plot), s, pulse=pulse)
                    if move.objective in self.sprites and self.viewer == st.turn:
                        glow_rect(
                            surface,
                            self.sprites[move.objective].rect,
                            s,
                            pulse=pulse,
                            strong=move.objective == self.choose_objective,
                        )
        elif self.selected in self.sprites and self.my_turn and not self.drag.active:
            glow_rect(surface, self.sprites[self.selected].rect, s, strong=True, colour=theme.WHITE)
            for target in (self.drag_targets(self.selected) or {}).values():
                glow_rect(surface, target.rect, s, pulse=pulse)
        for deck, rect in self.discard_rects.items():  # over the pile's top card
            if st.discard[deck]:
                self._badge(surface, str(len(st.discard[deck])), rect.topright, corner=True)
        self._draw_prompt(surface)

    def prompt_text(self) -> tuple[str, tuple[int, int, int]]:
        """What the player at the screen should do now (or what everyone is waiting for)."""
        st = self.state
        names = self.session.names
        if st.is_over:
            winners = join_words([names[w] for w in st.winners()])
            return (
                f"Game over: {winners} {'win' if len(st.winners()) > 1 else 'wins'}. Press Enter for the scores.",
                theme.GLOW,
            )
        chooser = st.current_player if st.current_player is not None else st.turn
        prompt = st.prompt_for(names)
        if prompt is not None and prompt.kind != "play":
            text = prompt.text
            if chooser != st.turn:
                text = f"Start of {names[st.turn]}'s turn. {text}"
            if self.my_turn:
                if prompt.kind == "eat":
                    text += " (click a glowing plant)"
                elif self.choose_objective is not None:
                    text += " (now click a glowing plot)"
                else:
                    text += " (click a glowing objective)"
            elif not self.session.seats[chooser].is_human:
                text += " ..."
            return text, theme.GLOW
        if self.covered or (self.viewer is None and self.session.seats[chooser].is_human):
            return f"Waiting for {names[chooser]}.", theme.PAPER
        if not self.session.seats[chooser].is_human or self.spectator:
            return f"{names[chooser]} is playing ({st.actions_text()}).", theme.PAPER
        if not self.my_turn:
            return f"{names[chooser]}'s turn.", theme.PAPER
        if self.selected is not None:
            return ("Click a glowing place for the chosen card (click it again to put it back).", theme.GLOW)
        return (
            f"{names[chooser]}, {st.actions_text()}: drag a hand card onto a glowing plot or a discard pile, "
            "or click a face-up card or a deck to draw.",
            theme.GLOW,
        )

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.scale
        rect = self.prompt_rect
        if self.result_button.visible:
            return
        text, colour = self.prompt_text()
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 28, 18, 170), layer.get_rect(), border_radius=int(8 * s))
        surface.blit(layer, rect)
        px = theme.fit_text(text, int(17 * s), rect.w - int(20 * s), bold=True)
        theme.text(surface, text, (rect.x + int(10 * s), rect.centery), px, colour, bold=True, anchor="midleft")


@lru_cache(maxsize=32)
def good_bug_icon(px: int) -> pygame.Surface:
    """A round good-bug icon to match the plant icons: the ladybird badge cut from the good bug card's corner
    (the art draws it at (38, 38), radius 26, on the 250 x 350 card)."""
    unit = px / 52
    art = assets.svg("sabotage/good.svg", (round(250 * unit), round(350 * unit)))
    icon = pygame.Surface((px, px), pygame.SRCALPHA)
    icon.blit(art, (-round(12 * unit), -round(12 * unit)))
    mask = pygame.Surface((px, px), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (px // 2, px // 2), px // 2)
    icon.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return icon
