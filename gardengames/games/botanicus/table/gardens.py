"""The gardens of Botanicus: each player's header (name, score, coins, cards, animals, Pole Position tokens), the
garden board with its rows' basic tasks and its columns' counts, the special tasks beside the rows (as small
pills in the small gardens), and the animal circle of the garden in focus; the plants, gardeners and special
tasks on them. The garden in focus is large in the middle column over the log (the seat at the screen's, or the
one the question is about; a click on a small garden or G looks at another), the others small on the right.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames.games.botanicus.rules import keys as K
from gardengames.i18n import _, n_, p_
from gardengames.ui import assets, theme
from gardengames.ui.cards import slot_outline
from gardengames.ui.sprites import Place

from .faces import check_mark, draw_icons, effect_icon, plant_dot
from .layout import BED_H, BED_W, BOARD_H, BOARD_W, GardenView, TablePart, columns, seat_colour

if TYPE_CHECKING:
    from . import TableScene


class Gardens(TablePart):
    """Every player's garden, drawn under its plants, gardener and special tasks; which one is in focus."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.focus = 0  # whose garden is large in the middle
        self._focus_owner: int | None = None  # whose garden the focus last followed
        self.views: dict[int, GardenView] = {}
        self.area = self.others_area = self.tray_rect = pygame.Rect(0, 0, 0, 0)  # laid out on the first frame
        self._places: dict[Hashable, pygame.Rect] | None = None

    # ---- layout -----------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """The garden in focus over the log in the middle column; the other gardens in the right one."""
        s = self.table.scale
        _left, middle, right = columns(size, s)
        c2 = middle.w
        self.area = pygame.Rect(middle.x, middle.y, c2, int(c2 * 0.72 / BOARD_W * BOARD_H) + int(50 * s))
        ly = self.area.bottom + int(8 * s)
        self.table.log_rect = pygame.Rect(middle.x, ly, c2, middle.bottom - ly)
        self.others_area = right
        self._lay_out_gardens()

    def _lay_out_gardens(self) -> None:
        """The garden in focus large in column 2; the others small, stacked in column 3."""
        s = self.table.scale
        st = self.table.state
        area = self.area
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
        self.views = gardens
        self._places = None
        self.tray_rect = pygame.Rect(0, 0, int(40 * s), int(40 * s))
        self.tray_rect.midright = (area.right - int(4 * s), header.centery)

    def set_focus(self, seat: int) -> None:
        if seat == self.focus or not 0 <= seat < self.table.state.num_players:
            return
        self.focus = seat
        self._lay_out_gardens()
        self.table.sync_sprites(instant=True)

    def before_update(self, dt: float) -> None:
        """The garden in focus follows the seat at the screen, and the one the question is about (before the cards
        move, so they land in the gardens' new places at once)."""
        table = self.table
        st = table.state
        owner = table.viewer if table.viewer is not None else (st.current_player or 0)
        if owner != self._focus_owner and self.views:
            self._focus_owner = owner
            self.set_focus(owner)
        asked = table.asked
        if self.views and table.my_turn and asked is not None and asked.kind in ("plant", "water", "move", "assign"):
            self.set_focus(asked.player)

    def board_key(self) -> Hashable:
        return self.focus  # whose garden is large

    def key(self, event: pygame.event.Event) -> bool:
        """G (Shift+G back) looks at the next garden."""
        if event.key == pygame.K_g and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            n = self.table.state.num_players
            self.set_focus((self.focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % n)
            return True
        return False

    def click_at(self, pos: tuple[int, int]) -> bool:
        """A click on a small garden looks at it closely, unless it answers the question asked there."""
        for seat, garden in self.views.items():
            if not garden.big and garden.block.collidepoint(pos) and not self._wants(pos):
                self.set_focus(seat)
                self.table.app.audio.play("click")
                return True
        return False

    def _wants(self, pos: tuple[int, int]) -> bool:
        """True when a click at ``pos`` does something for the question asked (a bed, a footprint, a plant)."""
        table = self.table
        if not table.my_turn:
            return False
        index = table.selection.index
        keys = index.clickable() | {m.target_key for m in index.legal if m.target_key is not None}
        return table.thing_at(pos, keys) is not None

    def bed_at(self, pos: tuple[int, int]) -> tuple[int, int, int] | None:
        for seat, view in self.views.items():
            if view.board.collidepoint(pos):
                for r, c in self.table.data.garden.beds:
                    if view.bed_rect(r, c).collidepoint(pos):
                        return seat, r, c
        return None

    def node_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        for seat, view in self.views.items():
            if view.board.collidepoint(pos):
                for node, corner in self.table.node_corner.items():
                    if view.node_rect(corner).collidepoint(pos):
                        return seat, node
        return None

    def header_rects(self, garden: GardenView) -> dict[str, pygame.Rect]:
        """Where the name, the score and each count sit in a garden's header (shared by drawing and effects)."""
        s = self.table.scale
        h = garden.header
        big = garden.big
        line1 = pygame.Rect(h.x, h.y, h.w, h.h // 2)
        line2 = pygame.Rect(h.x, h.y + h.h // 2, h.w, h.h - h.h // 2)
        icon = int((24 if big else 17) * s)
        out = {"name": line1, "score": pygame.Rect(line1.right - int(90 * s), line1.y, int(90 * s), line1.h)}
        if big:
            out["score"] = pygame.Rect(line1.right - int(150 * s), line1.y, int(100 * s), line1.h)
        x = line2.x + int(2 * s)
        slot = int((70 if big else 52) * s)
        for what in ("coins", "cards", "animals", "pole"):
            out[what] = pygame.Rect(x, line2.centery - icon // 2, icon, icon)
            x += slot
        return out

    def stat_anchor(self, seat: int, what: str) -> tuple[int, int]:
        rects = self.header_rects(self.views[seat])
        return rects[what].center if what in rects else self.views[seat].header.center

    # ---- places -----------------------------------------------------------------------------------------------
    def card_places(self) -> dict[Hashable, Place]:
        """Every garden's plants and gardener, the special tasks beside the rows of the garden in focus, and the
        plant waiting in the tray."""
        table = self.table
        st = table.state
        places: dict[Hashable, Place] = {}
        view = table.hidden()
        for p, garden in self.views.items():
            me = st.players[p]
            size = int(min(BED_W, BED_H) * 0.9 * garden.k)
            for r, c in table.data.garden.beds:
                level = me["garden"][r][c]
                if level:
                    rect = pygame.Rect(0, 0, size, size)
                    rect.center = garden.bed_rect(r, c).center
                    places[K.plant_key(p, r, c)] = Place(rect, 0, 20, str(level))
            g = int(BED_W * 0.85 * garden.k)
            rect = pygame.Rect(0, 0, g, g)
            rect.center = garden.node_point(table.node_corner[me["node"]])
            places[K.gardener_key(p)] = Place(rect, 0, 25)
            specials = view["players"][p]["specials"]
            if garden.big and specials:
                for r, tid in enumerate(specials):
                    if tid:
                        style = "done" if me["special_done"][r] else "row"
                        places[tid] = Place(garden.special_rect(r), 0, 15, style)
        asked = table.asked
        if asked is not None and asked.kind == "plant":
            places[K.supply_key(asked.detail["amount"])] = Place(self.tray_rect, 0, 70)
        return places

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """Every garden's beds, footprints and rows (kept until the layout or the garden in focus changes)."""
        if self._places is None:
            data = self.table.data
            out: dict[Hashable, pygame.Rect] = {}
            for p, garden in self.views.items():
                for r, c in data.garden.beds:
                    out[K.bed_key(p, r, c)] = garden.bed_rect(r, c)
                for node, corner in self.table.node_corner.items():
                    out[K.node_key(p, node)] = garden.node_rect(corner)
                for r in range(len(data.garden.rows)):
                    plaque = garden.plaque_rect(r)
                    out[K.row_key(p, r)] = (garden.special_rect(r) if garden.big else plaque).union(plaque)
            self._places = out
        return self._places

    # ---- drawing ----------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        for garden in self.views.values():
            self._draw_garden(surface, garden)
        self.table.log.draw(surface, self.table.log_rect, self.table.scale)

    def _draw_garden(self, surface: pygame.Surface, garden: GardenView) -> None:
        s = self.table.scale
        st = self.table.state
        p = garden.seat
        me = st.players[p]
        colour = seat_colour(self.table.session, p)
        playing = not st.is_over and st.current_player == p
        layer = pygame.Surface(garden.block.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 130 if playing else 80), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, garden.block)
        if playing:
            pygame.draw.rect(surface, colour, garden.block, max(2, int(3 * s)), border_radius=int(10 * s))
        self._draw_header(surface, garden)
        surface.blit(assets.svg("botanicus/garden-board.svg", garden.board.size), garden.board)
        view = self.table.hidden()["players"][p]
        specials = view["specials"]
        small = not garden.big
        for r, row in enumerate(self.table.data.garden.rows):
            plaque = garden.plaque_rect(r)
            done = me["basic_done"][r]
            if done:
                pygame.draw.rect(surface, (176, 214, 140), plaque.inflate(-2, -2), border_radius=max(2, int(5 * s)))
            icon = int(min(plaque.h * 0.78, plaque.w * 0.36))
            area = plaque.inflate(-int(4 * s), 0)
            area.w = int(area.w * (0.72 if not small else 1.0))
            if small:
                r_dot = max(3, int(plaque.h * 0.22))
                for i, level in enumerate(row.basic.plants):
                    plant_dot(surface, level, (plaque.x + int(plaque.w * (0.3 + 0.32 * i)), plaque.centery), r_dot)
            else:
                draw_icons(surface, [("plant", lvl, "") for lvl in row.basic.plants], area, icon)
                pts = str(row.basic.points)
                theme.text(
                    surface,
                    pts,
                    (plaque.right - int(8 * s), plaque.centery),
                    int(plaque.h * 0.42),
                    theme.INK,
                    bold=True,
                    anchor="center",
                )
            if done:
                check_mark(surface, (plaque.right - int(3 * s), plaque.y + int(3 * s)), max(6, int(plaque.h * 0.3)))
            if small:
                self._mini_task(surface, garden, r, specials[r] if specials else None, me["special_done"][r])
            elif not specials or not specials[r]:
                rect = garden.special_rect(r)
                slot_outline(surface, rect, s, (255, 255, 255, 90))
                text = _("special task") if specials is not None else p_("special task", "hidden")
                theme.text(surface, text, rect.center, int(12 * s), theme.PAPER_DARK, anchor="center")
        for c in range(self.table.data.garden.columns):
            self._column_plaque(surface, garden, c)
        self._draw_animals(surface, garden)

    def _mini_task(self, surface: pygame.Surface, garden: GardenView, row: int, tid: str | None, done: bool) -> None:
        """A small garden's special task: its plants as coloured dots and its points; green once done."""
        s = self.table.scale
        rect = garden.mini_rect(row)
        below = garden.tasks.y >= garden.board.bottom
        fill = (176, 214, 140) if done else (242, 228, 194)
        pygame.draw.rect(surface, fill, rect, border_radius=int(5 * s))
        pygame.draw.rect(surface, theme.LEAF_DARK, rect, 1, border_radius=int(5 * s))
        if not tid:
            theme.text(surface, "?", rect.center, int(12 * s), theme.INK_SOFT, bold=True, anchor="center")
            return
        task = self.table.data.task[tid]
        x = rect.x + int(4 * s)
        if below:
            x = theme.text(
                surface,
                _("Row {row}").format(row=row + 1),
                (x, rect.centery),
                int(12 * s),
                theme.INK_SOFT,
                bold=True,
                anchor="midleft",
            ).right + int(8 * s)
        r = max(3, int(min(rect.h * 0.3, rect.w / 12)))
        for i, level in enumerate(task.plants):
            plant_dot(surface, level, (x + r + i * (2 * r + 2), rect.centery), r)
        theme.text(
            surface,
            str(task.points),
            (rect.right - int(5 * s), rect.centery),
            int(13 * s),
            theme.INK,
            bold=True,
            anchor="midright",
        )
        if done:
            check_mark(surface, (rect.right - int(2 * s), rect.y + int(2 * s)), max(5, int(rect.h * 0.32)))

    def _column_plaque(self, surface: pygame.Surface, garden: GardenView, col: int) -> None:
        s = self.table.scale
        st = self.table.state
        p = garden.seat
        rect = garden.column_rect(col)
        rows = self.table.data.garden.column_beds[col]
        levels = [st.players[p]["garden"][r][col] for r in rows]
        planted = sum(1 for lv in levels if lv)
        points = st.column_points(p)[col]
        if points:
            pygame.draw.rect(surface, (176, 214, 140), rect.inflate(-2, -2), border_radius=max(2, int(5 * s)))
            px = theme.fit_text(f"+{points}", int(rect.h * 0.5), rect.w - 2, bold=True)
            theme.text(surface, f"+{points}", rect.center, px, theme.LEAF_DARK, bold=True, anchor="center")
            return
        text = f"{planted}/{len(rows)}"
        # Never below the app's smallest readable size: on a rival's small garden at 1280x720 the plaque's own
        # proportion gave 8 px.
        px = theme.fit_text(text, max(theme.MIN_TEXT_PX, int(rect.h * 0.4)), rect.w - 4, bold=True)
        theme.text(surface, text, rect.center, px, theme.INK_SOFT, bold=True, anchor="center")

    def _draw_animals(self, surface: pygame.Surface, garden: GardenView) -> None:
        """The animal circle (a place for every animal that still scores) under the special tasks of the garden in
        focus."""
        if not garden.big:
            return
        s = self.table.scale
        st = self.table.state
        count = st.players[garden.seat]["animals"]
        last = garden.special_rect(len(self.table.data.garden.rows) - 1)
        area = pygame.Rect(
            garden.tasks.x, last.bottom + int(6 * s), garden.tasks.w, garden.board.bottom - last.bottom - int(6 * s)
        )
        places = len(self.table.data.animal_points) - 1
        per_row = (places + 1) // 2
        size = max(10, min(area.w // per_row - int(2 * s), (area.h - int(14 * s)) // 2))
        for i in range(places):
            x = area.x + (i % per_row) * (size + int(2 * s))
            y = area.y + (i // per_row) * (size + int(2 * s))
            spot = pygame.Rect(x, y, size, size)
            pygame.draw.ellipse(surface, (232, 220, 190) if i >= count else (190, 214, 150), spot)
            pygame.draw.ellipse(surface, theme.INK_SOFT, spot, 1)
            if i < count:
                art = "botanicus/animal-hedgehog.svg" if i % 2 == 0 else "botanicus/animal-bird.svg"
                surface.blit(assets.svg(art, (size, size)), spot)
        points = st.animal_points(garden.seat)
        text = n_("{n} animal: {points} pts", "{n} animals: {points} pts", count).format(n=count, points=points)
        px = theme.fit_text(text, int(12 * s), area.w)
        theme.text(surface, text, (area.x, area.y + 2 * (size + int(2 * s))), px, theme.PAPER, anchor="topleft")

    def _draw_header(self, surface: pygame.Surface, garden: GardenView) -> None:
        s = self.table.scale
        st = self.table.state
        p = garden.seat
        me = st.players[p]
        rects = self.header_rects(garden)
        seat = self.table.session.seats[p]
        line = rects["name"]
        dot = (line.x + int(10 * s), line.centery)
        theme.seat_mark(surface, seat.colour, dot, int(7 * s), outline=theme.PAPER)
        name = seat.name if seat.is_human or not garden.big else _("{name} (computer)").format(name=seat.name)
        if garden.big and p == self.table.viewer and not self.table.spectator:
            name = _("{name} (your garden)").format(name=seat.name)
        score_rect = rects["score"]
        big_px = int((18 if garden.big else 15) * s)
        px = theme.fit_text(name, big_px, score_rect.x - dot[0] - int(16 * s), bold=True)
        theme.text(surface, name, (dot[0] + int(12 * s), line.centery), px, theme.PAPER, bold=True, anchor="midleft")
        total = self.table.sheets()[p].total
        theme.text(
            surface,
            _("{n} pts").format(n=total),
            (score_rect.right, line.centery),
            big_px,
            theme.GLOW,
            bold=True,
            anchor="midright",
        )
        hand = len(me["hand"])
        counts = {"coins": me["coins"], "cards": hand, "animals": me["animals"], "pole": me["pole"]}
        small_px = int((15 if garden.big else 13) * s)
        for what, n in counts.items():  # the coin carries its number; the others have it beside them
            rect = rects[what]
            if what == "pole" and not n:
                continue
            surface.blit(effect_icon(what, n if what == "coins" else 1, "", rect.w), rect)
            if what != "coins":
                where = (rect.right + int(3 * s), rect.centery)
                theme.text(surface, str(n), where, small_px, theme.PAPER, bold=True, anchor="midleft")
