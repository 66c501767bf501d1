"""Where everything lies on the Garden Sabotage! table: the market along the top, one garden per player (on the
grid that gives the biggest boards), the hand along the bottom, the turn panel on the right, the rect of every
key the moves name, and where each card is now.

Card keys are the rules' own ("tomato.03", "bad.07", "salsa", "golden-can"), so a card keeps its key and its
sprite wherever it goes and glides there by itself; places have the rules' keys too ("plot:1:0", "deck:bug",
"discard:plant", "hand:0"). The only keys the table invents are the discard zone at the end of the hand (a
second way onto a discard pile) and the short-lived ("back", n) sprite of a card flying face down from a deck
into a hand the screen may not show.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games.sabotage import rules
from gardengames.i18n import _, n_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.table import BaseTable, Place

if TYPE_CHECKING:
    from gardengames.ui.shell import App

CARD_RATIO = 1.4  # height / width, as the art (250 x 350)
CAN = rules.GOLDEN_CAN
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
DISCARD_ZONE = "discard-zone"  # the drop zone at the end of the hand: a second way onto a discard pile
# The widest header the layout makes room for: a long computer name, a big score, a full hand.
WORST_HEADER = ("Rosemary", False, 30, 5, (10, 10, 2))


def header_words(
    name: str, human: bool, points: int, done: int, hand: tuple[int, int, int], short: int = 0
) -> tuple[str, str, str, str]:
    """A gardener's header in the player's language: name, points, objectives done, hand size (plants, bugs,
    objectives); ``short`` 0 to 3 says how tersely."""
    n_p, n_b, n_o = hand
    who = name if human or short else _("{name} (computer)").format(name=name)
    plants = n_("{n} plant", "{n} plants", n_p).format(n=n_p)
    bugs = n_("{n} bug", "{n} bugs", n_b).format(n=n_b)
    if short < 2:
        objectives = n_("{n} objective", "{n} objectives", n_o).format(n=n_o)
        held = _("hand: {plants}, {bugs}, {objectives}").format(plants=plants, bugs=bugs, objectives=objectives)
    else:
        # TRANSLATORS: a short form of "hand: 2 plants, 1 bug, 2 objectives" for a narrow header
        held = _("hand {plants}, {bugs}, {n} obj.").format(plants=plants, bugs=bugs, n=n_o)
    goal = rules.OBJECTIVES_TO_FINISH
    if short < 3:
        progress = _("{done} of {goal} objectives").format(done=done, goal=goal)
    else:
        progress = _("{done}/{goal} done").format(done=done, goal=goal)
    # TRANSLATORS: a gardener's score in a narrow header ("30 pts")
    return who, _("{n} pts").format(n=points), progress, held


class Layout(BaseTable):
    """The geometry of the table and where each card lies."""

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        state: rules.State = session.state  # type: ignore[assignment]
        self.cat = state.cat
        self.plant_info = {p.id: p for p in state.data.plants}
        self.plant_order = {p.id: i for i, p in enumerate(state.data.plants)}
        self.where: dict[Hashable, tuple[Any, ...]] = {}  # card -> ("row", deck, slot), ("plot", q, i), ...
        self.hand_groups: list[tuple[str, int, int]] = []
        super().__init__(app, session, spectator)

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        """The market, the gardens, the hand and the prompt line; the turn panel's counter (the buttons and the
        log below it are the scene's, from ``panel_top`` down)."""
        w, h = size
        s = self.scale
        m = int(12 * s)
        top = int(50 * s)
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
        self.counter_rect = pygame.Rect(self.panel.x, self.panel.y, self.panel.w, int(108 * s))
        self.panel_top = self.counter_rect.bottom + int(10 * s)

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
        if cell_h > 3 * cell_w // 4 and self.header_width(header_words(*WORST_HEADER)) > cell_w - int(10 * s):
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

    def header_width(self, parts: tuple[str, ...]) -> int:
        """How wide a gardener's header line is in these words: name and points big, the rest small."""
        big, small = theme.font(int(16 * self.scale), True), theme.font(int(13 * self.scale))
        return sum(big.size(p)[0] for p in parts[:2]) + sum(small.size(p)[0] for p in parts[2:]) + int(50 * self.scale)

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

    def plot_at(self, q: int, pos: tuple[int, int]) -> str | None:
        """The key of gardener ``q``'s plot under ``pos``, or None."""
        return next((rules.plot_key(q, i) for i in range(rules.PLOTS) if self.plot_rect(q, i).collidepoint(pos)), None)

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
        self.hand_groups = []
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
                places[card] = Place(rect, 0, 70 + rect.x / 10000, "hand")
                where[card] = ("hand", kind)
        self.where = where
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The rect of every place key the moves name: plots, decks, discard piles, row slots, the viewer's
        hand and each gardener's completed objectives."""
        rects: dict[Hashable, pygame.Rect] = {}
        for q in range(self.state.num_players):
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
