"""One garden per player in the middle of the Garden Sabotage! table (on the grid that gives the biggest boards):
a header with name, points and hand size, the board with its two plots, and a strip of completed objectives. The
plots answer the "complete" question by a click, and a question's answers glow here.

Card keys are the rules' own ("tomato.03", "bad.07", "salsa"), so a card keeps its key and its sprite wherever
it goes and glides there by itself; the plots have the rules' keys too ("plot:1:0", "done:1").
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.games.sabotage import rules
from gardengames.i18n import _, n_
from gardengames.ui import assets, theme
from gardengames.ui.drag import glow_rect
from gardengames.ui.parts import Part
from gardengames.ui.sprites import Place

from .market import CAN, CARD_RATIO

if TYPE_CHECKING:
    from . import TableScene

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


class Gardens(Part):
    """Every gardener's cell: header, board and completed objectives."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.where: dict[Hashable, tuple[Any, ...]] = {}  # card -> ("plot", q, i), ("done", q[, objective])

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """One cell per gardener between the market and the prompt line: a header line, the board, and a strip
        for completed objectives (beside the board or under it). Of the grids that fit the players, the one
        giving the biggest boards wins, so wide and tall windows both get the most garden."""
        table = self.table
        main = table.panel.main
        area_top = table.market.bottom + int(10 * table.scale)
        area = pygame.Rect(main.x, area_top, main.w, table.prompt_line.rect.y - int(6 * table.scale) - area_top)
        n = table.state.num_players
        grids = {2: [(2, 1), (1, 2)], 3: [(3, 1), (2, 2)]}.get(n, [(2, 2)])
        best = max(grids, key=lambda grid: self._grid(area, *grid)[1][0][2].w)
        self.header_lines, cells = self._grid(area, *best)
        self.cells, self.headers, self.boards, self.done_areas = (list(part) for part in zip(*cells, strict=True))
        self.done_card = min((self._done_card_size(d) for d in self.done_areas), key=lambda c: c[0])

    def _grid(
        self, area: pygame.Rect, cols: int, rows: int
    ) -> tuple[int, list[tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]]]:
        """Header lines, and (cell, header, board, strip) for each gardener, on a cols x rows grid."""
        s = self.table.scale
        gap = int(8 * s)
        cell_w = (area.w - (cols - 1) * gap) // cols
        cell_h = (area.h - (rows - 1) * gap) // rows
        lines = 1
        if cell_h > 3 * cell_w // 4 and self.header_width(header_words(*WORST_HEADER)) > cell_w - int(10 * s):
            lines = 2  # a narrow, tall cell has height to spare: the header may take two lines
        hdr = int(22 * s) * lines
        pad = int(5 * s)
        out = []
        for q in range(self.table.state.num_players):
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
        s = self.table.scale
        big, small = theme.font(int(16 * s), True), theme.font(int(13 * s))
        return sum(big.size(p)[0] for p in parts[:2]) + sum(small.size(p)[0] for p in parts[2:]) + int(50 * s)

    def _done_card_size(self, strip: pygame.Rect) -> tuple[int, int]:
        """The biggest card that fits DONE_SLOTS times in the strip (1 to 3 rows), a good bug peeking under."""
        gap = int(6 * self.table.scale)
        best = (10, 14)
        tallest = int(100 * self.table.scale)  # bigger would only crowd the gardens on tall windows
        for rows in (1, 2, 3):
            cols = math.ceil(DONE_SLOTS / rows)
            by_width = (strip.w - (cols - 1) * gap) / cols / (1 + PEEK[0]) * CARD_RATIO
            by_height = (strip.h - (rows - 1) * gap) / rows / (1 + PEEK[1])
            ch = int(min(by_width, by_height, tallest))
            if ch > best[1]:
                best = (int(ch / CARD_RATIO), ch)
        return best

    # ---- geometry ---------------------------------------------------------------------------------------------
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
        cw, ch = self.table.market.card
        rect = pygame.Rect(0, 0, cw // 2, ch // 2)
        rect.midleft = (self.headers[q].x + int(30 * self.table.scale), self.headers[q].y + int(12 * self.table.scale))
        return rect

    def done_places(self, q: int) -> list[tuple[str, str | None, pygame.Rect]]:
        """Gardener ``q``'s completed objectives (with the good bug under each) and the can, row by row."""
        st = self.table.state
        strip = self.done_areas[q]
        cw, ch = self.done_card
        gap = int(6 * self.table.scale)
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

    # ---- the cards and places -----------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        st = self.table.state
        places: dict[Hashable, Place] = {}
        where: dict[Hashable, tuple[Any, ...]] = {}
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
        self.where = where
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Every plot, and each gardener's completed objectives."""
        rects: dict[Hashable, pygame.Rect] = {}
        for q in range(self.table.state.num_players):
            for i in range(rules.PLOTS):
                rects[rules.plot_key(q, i)] = self.plot_rect(q, i)
            rects[rules.done_key(q)] = self.done_areas[q]
        return rects

    def click_key(self, key: Hashable) -> bool:
        """The two shortcuts the "complete" question (at the end of a turn) always had: an objective that can
        complete on one plot only completes when clicked, and a click on a plot where one objective can complete
        completes it (where two can, the rules say to click one first). An objective with more than one plot is
        lifted as usual; then a click on a glowing plot completes it."""
        table = self.table
        asked, index = table.state.prompt, table.selection.index
        if asked is None or asked.kind != "complete":
            return False
        own = index.by_source.get(key, [])
        if own:
            if len(own) > 1:
                return False
            table.play(own[0])
            return True
        landing = [m for m in index.legal if m.target_key == key]
        if len(landing) == 1:
            table.play(landing[0])
        elif landing and not table.refuse(None, key, sound="error"):
            table.app.audio.play("error")
        return bool(landing)

    # ---- drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for q in range(self.table.state.num_players):
            self._draw_garden(surface, q)

    def _draw_garden(self, surface: pygame.Surface, q: int) -> None:
        table = self.table
        s = table.scale
        st = table.state
        colour = theme.seat_colour(table.session.seats[q].colour)
        cell = self.cells[q]
        playing = not st.is_over and st.turn == q
        layer = pygame.Surface(cell.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 90 if not playing else 130), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, cell)
        if playing:
            pygame.draw.rect(surface, colour, cell, max(2, int(3 * s)), border_radius=int(10 * s))
        hdr = self.headers[q]
        cy = hdr.y + int(12 * s)
        theme.seat_mark(
            surface, table.session.seats[q].colour, (hdr.x + int(8 * s), cy), int(7 * s), outline=theme.PAPER
        )
        self._draw_header(surface, q, cy)
        board = self.boards[q]
        surface.blit(assets.svg("sabotage/board.svg", board.size), board)
        for i, plot in enumerate(st.plots[q]):
            sx, sy, sw, sh = SIGN
            sign = self.board_rect(q, PLOT_X[i] + sx, sy, sw, sh)
            label = _("Plot {n}").format(n=i + 1)
            if plot["plants"]:
                label += f" · {len(plot['plants'])}/{rules.PLOT_SIZE}"
            px = theme.fit_text(label, max(9, int(sign.h * 0.55)), sign.w - 4, bold=True)
            theme.text(surface, label, sign.center, px, theme.INK, bold=True, anchor="center")
            bed = self.board_rect(q, PLOT_X[i], 56, 276, 232)
            if plot["bad"] is not None:
                pygame.draw.rect(surface, (210, 70, 60), bed, max(2, int(3 * s)), border_radius=int(8 * s))
            elif plot["pesticide"] is not None:
                pygame.draw.rect(surface, (120, 190, 230), bed, max(2, int(3 * s)), border_radius=int(8 * s))
        strip = self.done_areas[q]
        if not st.completed[q] and st.golden_can != q:
            text = _("Completed objectives")
            px = theme.fit_text(text, int(13 * s), strip.w - int(8 * s))
            theme.text(
                surface, text, (strip.x + int(4 * s), strip.y + int(4 * s)), px, (220, 220, 200), anchor="topleft"
            )

    def header_parts(self, q: int, short: int = 0) -> tuple[str, ...]:
        """Name, points, objectives done, hand size: ``short`` 0 to 3 says how tersely."""
        st = self.table.state
        seat = self.table.session.seats[q]
        n_p, n_b, n_o = (len(st.hands[q][k]) for k in rules.KINDS)
        return header_words(seat.name, seat.is_human, st.totals()[q], len(st.completed[q]), (n_p, n_b, n_o), short)

    def _draw_header(self, surface: pygame.Surface, q: int, cy: int) -> None:
        """Name and points, then objectives done and hand size: on one line in the tersest wording needed, or
        on two lines where the cell has height to spare."""
        s = self.table.scale
        hdr = self.headers[q]
        parts = self.header_parts(q)
        for short in range(4):  # the tersest wording needed: the whole line, or the second line's two texts
            parts = self.header_parts(q, short)
            if self.header_lines == 1 and self.header_width(parts) <= hdr.w:
                break
            small = theme.font(int(13 * s))
            if self.header_lines == 2 and sum(small.size(p)[0] for p in parts[2:]) + int(18 * s) <= hdr.w:
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

    def overlay(self, surface: pygame.Surface) -> None:
        """A question's answers glow: the plants a bad bug may eat; the objectives that may complete first and
        their plots (once an objective is lifted, the base glows it and its plots)."""
        table = self.table
        st = table.state
        if st.is_over or table.drag.active or not table.asking():
            return
        s, breath = table.scale, table.breath()
        lifted = table.selection.lifted
        for move in table.selection.index.legal:
            if isinstance(move, rules.EatPlant) and move.card in table.sprites:
                glow_rect(surface, table.sprites[move.card].rect, s, pulse=breath)
            elif isinstance(move, rules.CompleteObjective) and move.objective != lifted:
                if lifted is None:
                    glow_rect(surface, self.plot_rect(st.turn, move.plot), s, pulse=breath)
                if move.objective in table.sprites and table.viewer == st.turn:
                    glow_rect(surface, table.sprites[move.objective].rect, s, pulse=breath)
