"""The gardens of Botanicus: each player's header (name, score, coins, cards, animals, Pole Position tokens), the
garden board with its rows' basic tasks and its columns' counts, the special tasks beside the rows (as small
pills in the small gardens), and the animal circle of the garden in focus.
"""

from __future__ import annotations

import pygame

from gardengames.i18n import _, n_, p_
from gardengames.ui import assets, theme
from gardengames.ui.cards import slot_outline

from .board import Board
from .faces import check_mark, draw_icons, effect_icon, plant_dot
from .layout import GardenView, seat_colour


class Gardens(Board):
    """Every player's garden, drawn under its plants, gardener and special tasks."""

    def header_rects(self, garden: GardenView) -> dict[str, pygame.Rect]:
        """Where the name, the score and each count sit in a garden's header (shared by drawing and effects)."""
        s = self.scale
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
        rects = self.header_rects(self.gardens[seat])
        return rects[what].center if what in rects else self.gardens[seat].header.center

    def _draw_garden(self, surface: pygame.Surface, garden: GardenView) -> None:
        s = self.scale
        st = self.state
        p = garden.seat
        me = st.players[p]
        colour = seat_colour(self.session, p)
        playing = not st.is_over and st.current_player == p
        layer = pygame.Surface(garden.block.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (20, 30, 20, 130 if playing else 80), layer.get_rect(), border_radius=int(10 * s))
        surface.blit(layer, garden.block)
        if playing:
            pygame.draw.rect(surface, colour, garden.block, max(2, int(3 * s)), border_radius=int(10 * s))
        self._draw_header(surface, garden)
        surface.blit(assets.svg("botanicus/garden-board.svg", garden.board.size), garden.board)
        view = self.hidden()["players"][p]
        specials = view["specials"]
        small = not garden.big
        for r, row in enumerate(self.data.garden.rows):
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
        for c in range(self.data.garden.columns):
            self._column_plaque(surface, garden, c)
        self._draw_animals(surface, garden)

    def _mini_task(self, surface: pygame.Surface, garden: GardenView, row: int, tid: str | None, done: bool) -> None:
        """A small garden's special task: its plants as coloured dots and its points; green once done."""
        s = self.scale
        rect = garden.mini_rect(row)
        below = garden.tasks.y >= garden.board.bottom
        fill = (176, 214, 140) if done else (242, 228, 194)
        pygame.draw.rect(surface, fill, rect, border_radius=int(5 * s))
        pygame.draw.rect(surface, theme.LEAF_DARK, rect, 1, border_radius=int(5 * s))
        if not tid:
            theme.text(surface, "?", rect.center, int(12 * s), theme.INK_SOFT, bold=True, anchor="center")
            return
        task = self.data.task[tid]
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
        s = self.scale
        st = self.state
        p = garden.seat
        rect = garden.column_rect(col)
        rows = self.data.garden.column_beds[col]
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
        s = self.scale
        st = self.state
        count = st.players[garden.seat]["animals"]
        last = garden.special_rect(len(self.data.garden.rows) - 1)
        area = pygame.Rect(
            garden.tasks.x, last.bottom + int(6 * s), garden.tasks.w, garden.board.bottom - last.bottom - int(6 * s)
        )
        places = len(self.data.animal_points) - 1
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
        s = self.scale
        st = self.state
        p = garden.seat
        me = st.players[p]
        rects = self.header_rects(garden)
        seat = self.session.seats[p]
        line = rects["name"]
        dot = (line.x + int(10 * s), line.centery)
        pygame.draw.circle(surface, seat_colour(self.session, p), dot, int(7 * s))
        pygame.draw.circle(surface, theme.PAPER, dot, int(7 * s), max(1, int(s)))
        name = seat.name if seat.is_human or not garden.big else _("{name} (computer)").format(name=seat.name)
        if garden.big and p == self.viewer and not self.spectator:
            name = _("{name} (your garden)").format(name=seat.name)
        score_rect = rects["score"]
        big_px = int((18 if garden.big else 15) * s)
        px = theme.fit_text(name, big_px, score_rect.x - dot[0] - int(16 * s), bold=True)
        theme.text(surface, name, (dot[0] + int(12 * s), line.centery), px, theme.PAPER, bold=True, anchor="midleft")
        total = self.sheets()[p].total
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
