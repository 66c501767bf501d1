"""Hover help for everything on the Botanicus table that is not a card (cards have the zoom): a Flower space and
its tile, the start lane, a track space, the prizes, a garden's counts, rows, columns, beds and footprints.
"""

from __future__ import annotations

import pygame

from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules.content import FLOWER_COLUMNS, SPACES_PER_COLUMN
from gardengames.ui.widgets import draw_tooltip

from .gardens import Gardens
from .layout import LEVEL_NAMES, GardenView, coins_word

TIP_DELAY = 0.45  # seconds the pointer rests before the help shows


class Tips(Gardens):
    """Where the pointer rests, and what the help there says."""

    mouse = (0, 0)
    mouse_still = 0.0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            if event.pos != self.mouse:
                self.mouse_still = 0.0
            self.mouse = event.pos
        super().handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.mouse_still += dt

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.state
        names = self.session.names
        spot = self.space_at(pos)
        if spot is not None:
            col, space = spot
            own, tile = st.actions_at(col, space)
            pile = st.board[col][space]
            here = ", ".join(rules.flower_name(key, names) for key in pile) or "nobody"
            tile_name = st.tile_at(col, space).replace("-", " ").capitalize()
            text = (
                f"Column {col + 1}, space {space + 1}. Its own action: {rules.effect_text(own.effects, own.pay)}. "
                f"The tile ({tile_name}, {st.tile_side} side): {rules.effect_text(tile.effects, tile.pay)}. "
                f"Here: {here}."
            )
            if pile:
                text += f" Joining costs {self.data.occupied_fee} coins a Flower and gives only the tile's action."
            return text, self.space_rect(col, space)
        for col in range(FLOWER_COLUMNS):
            for pair in range(SPACES_PER_COLUMN // 2):
                rect = self.tile_rect(col, pair)
                if rect.collidepoint(pos):
                    both = self.data.tile[st.tile_at(col, pair * 2)]
                    return (
                        f"Tile {both.id.replace('-', ' ')}: the action of both spaces it covers. Light side "
                        f"(round 1): {rules.effect_text(both.light.effects, both.light.pay)}; dark side (round 2):"
                        f" {rules.effect_text(both.dark.effects, both.dark.pay)}.",
                        rect,
                    )
        if self.lane_rect().collidepoint(pos):
            order = ", ".join(names[p] for p in st.order)
            return f"Flowers wait here before the first column. Turn order now: {order}.", self.lane_rect()
        tspot = self.track_space_at(pos)
        if tspot is not None:
            return self._track_tip(*tspot), self.track_space_rect(*tspot)
        if self.prize_rect.collidepoint(pos):
            return (
                "The first time you finish a track you take the top prize token (its points count at the end). "
                f"Left: {', '.join(str(self.data.prize_value(k)) for k in st.prizes) or 'none'}.",
                self.prize_rect,
            )
        for garden in self.gardens.values():
            tip = self._garden_tip(garden, pos)
            if tip is not None:
                return tip
        return None

    def _track_tip(self, t: int, i: int) -> str:
        st = self.state
        track = self.data.tracks[t]
        here = [self.session.names[p] for p in range(st.num_players) if st.players[p]["track"][track.id] == i]
        who = f" Here: {', '.join(here)}." if here else ""
        if i == 0:
            cuts = "; ".join(
                f"from {track.index[c.start]} to {track.index[c.end]} for {coins_word(c.cost)}" for c in track.shortcuts
            )
            extra = f" Shortcuts (one step): {cuts}." if cuts else ""
            return (
                f"The {track.name} track. A move pays only the space it stops on. Each step not taken: "
                f"+{coins_word(self.data.short_step_refund)}; each extra step: {coins_word(self.data.extra_step_cost)}."
                f"{extra}"
                f"{who}"
            )
        reward = rules.effect_text(track.spaces[i].reward)
        text = f"{track.name} track, space {i}: {reward}."
        if i == len(track.spaces) - 1:
            done = [self.session.names[p] for p in range(st.num_players) if track.id in st.players[p]["finished"]]
            text += (
                " The end: the marker starts again, and the first time you get here you take the top prize "
                "token." + (f" Finished already: {', '.join(done)}." if done else "")
            )
        return text + who

    def _garden_tip(self, garden: GardenView, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.state
        p = garden.seat
        me = st.players[p]
        name = self.session.names[p]
        if not garden.block.collidepoint(pos):
            return None
        for what, rect in self.header_rects(garden).items():
            if rect.collidepoint(pos) and what in ("coins", "cards", "animals", "pole"):
                text = {
                    "coins": f"{name} has {coins_word(me['coins'])} (every {self.data.coins_per_point} are worth a "
                    "point at the end).",
                    "cards": f"{name} holds {len(me['hand'])} garden card(s).",
                    "animals": f"{name} has {me['animals']} animal(s): {st.animal_points(p)} points.",
                    "pole": f"{name} has {me['pole']} Pole Position token(s): the next stop on an occupied space is "
                    "free.",
                }[what]
                return text, rect
        for r, row in enumerate(self.data.garden.rows):
            plaque = garden.plaque_rect(r)
            if plaque.collidepoint(pos):
                plants = " + ".join(LEVEL_NAMES[lv] for lv in row.basic.plants)
                done = "done" if me["basic_done"][r] else "not done yet"
                return f"Row {r + 1} basic task: {plants} in the row: {row.basic.points} points ({done}).", plaque
        specials = self.hidden()["players"][p]["specials"]
        for r in range(len(self.data.garden.rows)):
            rect = garden.mini_rect(r)
            if not garden.big and rect.collidepoint(pos):
                if not specials or not specials[r]:
                    return f"{name}'s special task for row {r + 1} is still secret.", rect
                return self.task_info(specials[r])[1], rect
        for c in range(self.data.garden.columns):
            rect = garden.column_rect(c)
            if rect.collidepoint(pos):
                table = "/".join(str(v) for v in self.data.garden.column_points[c])
                return (
                    f"Column {c + 1}: when every bed is planted it scores by its best plant ({table} points for "
                    f"yellow/pink/green/blue). Now: {st.column_points(p)[c]} points.",
                    rect,
                )
        bed = self.bed_at(pos)
        if bed is not None and bed[0] == p:
            _, r, c = bed
            level = me["garden"][r][c]
            what = f"a {LEVEL_NAMES[level]} plant (level {level})" if level else "empty"
            return f"Row {r + 1}, column {c + 1}: {what}.", garden.bed_rect(r, c)
        node = self.node_at(pos)
        if node is not None and node[0] == p:
            here = me["node"] == node[1]
            cost = st.walk_cost(node[1], p)
            text = (
                "The gardener stands here: he plants and waters the beds around him."
                if here
                else f"A footprint spot: a paid walk here costs {coins_word(cost or 0)}."
            )
            return text, garden.node_rect(self.node_corner[node[1]])
        if not garden.big:
            return f"{name}'s garden: click to look closer (G cycles the gardens).", garden.block
        return None

    def _draw_tip(self, surface: pygame.Surface) -> None:
        if (
            self.mouse_still < TIP_DELAY
            or self.drag.active
            or self.zoom_key is not None
            or self.app.stack.top is not self
        ):
            return
        if self.hover_key is not None and self.card_info(self.hover_key) is not None:
            return
        if any(w.visible and w.rect.collidepoint(self.mouse) for w in self.widgets.widgets):
            return
        tip = self.tip_at(self.mouse)
        if tip is not None:
            draw_tooltip(surface, tip[0], tip[1], self.scale)
