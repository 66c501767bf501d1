"""Hover help for everything on the Botanicus table that is not a card (cards have the zoom): a Flower space and
its tile, the start lane, a track space, the prizes, a garden's counts, rows, columns, beds and footprints.
"""

from __future__ import annotations

import pygame

from gardengames.games.botanicus import rules
from gardengames.games.botanicus.rules.content import FLOWER_COLUMNS, SPACES_PER_COLUMN
from gardengames.games.botanicus.rules.words import level_text, track_text
from gardengames.i18n import N_, _, n_, p_
from gardengames.ui.zoom import TIP_DELAY, draw_tip

from .layout import GardenView, TablePart, coins_word

SIDES = {"light": N_("light side"), "dark": N_("dark side")}


def tile_name(tile: rules.Tile) -> str:
    """A tile's name: the data's, or its id read as words ("coin-purse": "Coin purse")."""
    return _(tile.name) if tile.name else tile.id.replace("-", " ").capitalize()


class Tips(TablePart):
    """What the help says where the pointer rests (the base table's ``pointer``: None once it left, or once the
    laptop was passed), shown once the pointer has rested there (``draw_tip``)."""

    def tip_at(self, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.table.state
        names = self.table.session.names
        spot = self.table.board.space_at(pos)
        if spot is not None:
            col, space = spot
            own, tile = st.actions_at(col, space)
            pile = st.board[col][space]
            here = ", ".join(rules.flower_name(key, names) for key in pile) or p_("on a space", "nobody")
            text = _(
                "Column {column}, space {space}. Its own action: {own}. The tile ({tile}, {side}): {effects}. "
                "Here: {here}."
            ).format(
                column=col + 1,
                space=space + 1,
                own=rules.effect_text(own.effects, own.pay),
                tile=tile_name(self.table.data.tile[st.tile_at(col, space)]),
                side=_(SIDES[st.tile_side]),
                effects=rules.effect_text(tile.effects, tile.pay),
                here=here,
            )
            if pile:
                text += " " + _("Joining costs {coins} a Flower and gives only the tile's action.").format(
                    coins=coins_word(self.table.data.occupied_fee)
                )
            return text, self.table.board.space_rect(col, space)
        for col in range(FLOWER_COLUMNS):
            for pair in range(SPACES_PER_COLUMN // 2):
                rect = self.table.board.tile_rect(col, pair)
                if rect.collidepoint(pos):
                    both = self.table.data.tile[st.tile_at(col, pair * 2)]
                    text = _(
                        "Tile {tile}: the action of both spaces it covers. Light side (round 1): {light}; dark side "
                        "(round 2): {dark}."
                    ).format(
                        tile=_(both.name) if both.name else both.id.replace("-", " "),
                        light=rules.effect_text(both.light.effects, both.light.pay),
                        dark=rules.effect_text(both.dark.effects, both.dark.pay),
                    )
                    return text, rect
        if self.table.board.lane_rect().collidepoint(pos):
            order = ", ".join(names[p] for p in st.order)
            text = _("Flowers wait here before the first column. Turn order now: {names}.").format(names=order)
            return text, self.table.board.lane_rect()
        tspot = self.table.tracks.space_at(pos)
        if tspot is not None:
            return self._track_tip(*tspot), self.table.tracks.space_rect(*tspot)
        if self.table.header.prize_rect.collidepoint(pos):
            left = ", ".join(str(self.table.data.prize_value(k)) for k in st.prizes) or p_("prizes left", "none")
            text = _(
                "The first time you finish a track you take the top prize token (its points count at the end). "
                "Left: {left}."
            ).format(left=left)
            return text, self.table.header.prize_rect
        for garden in self.table.gardens.views.values():
            tip = self._garden_tip(garden, pos)
            if tip is not None:
                return tip
        return None

    def _track_tip(self, t: int, i: int) -> str:
        st = self.table.state
        track = self.table.data.tracks[t]
        here = [self.table.session.names[p] for p in range(st.num_players) if st.players[p]["track"][track.id] == i]
        who = " " + _("Here: {names}.").format(names=", ".join(here)) if here else ""
        name = track_text(track.id)
        if i == 0:
            cuts = "; ".join(
                _("from {start} to {end} for {coins}").format(
                    start=track.index[c.start], end=track.index[c.end], coins=coins_word(c.cost)
                )
                for c in track.shortcuts
            )
            extra = " " + _("Shortcuts (one step): {cuts}.").format(cuts=cuts) if cuts else ""
            text = _(
                "The {track} track. A move pays only the space it stops on. Each step not taken: +{refund}; each "
                "extra step: {extra}."
            ).format(
                track=name,
                refund=coins_word(self.table.data.short_step_refund),
                extra=coins_word(self.table.data.extra_step_cost),
            )
            return text + extra + who
        reward = rules.effect_text(track.spaces[i].reward)
        text = _("{track} track, space {n}: {reward}.").format(track=name, n=i, reward=reward)
        if i == len(track.spaces) - 1:
            done = [self.table.session.names[p] for p in range(st.num_players) if track.id in st.players[p]["finished"]]
            text += " " + _(
                "The end: the marker starts again, and the first time you get here you take the top prize token."
            )
            if done:
                text += " " + _("Finished already: {names}.").format(names=", ".join(done))
        return text + who

    def _garden_tip(self, garden: GardenView, pos: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        st = self.table.state
        p = garden.seat
        me = st.players[p]
        name = self.table.session.names[p]
        if not garden.block.collidepoint(pos):
            return None
        for what, rect in self.table.gardens.header_rects(garden).items():
            if rect.collidepoint(pos) and what in ("coins", "cards", "animals", "pole"):
                return self._count_tip(what, name, me, st.animal_points(p)), rect
        for r, row in enumerate(self.table.data.garden.rows):
            plaque = garden.plaque_rect(r)
            if plaque.collidepoint(pos):
                plants = " + ".join(level_text(lv) for lv in row.basic.plants)
                words = {"row": r + 1, "plants": plants, "points": row.basic.points}
                if me["basic_done"][r]:
                    text = _("Row {row} basic task: {plants} in the row: {points} points (done).").format(**words)
                else:
                    text = _("Row {row} basic task: {plants} in the row: {points} points (not done yet).").format(
                        **words
                    )
                return text, plaque
        specials = self.table.hidden()["players"][p]["specials"]
        for r in range(len(self.table.data.garden.rows)):
            rect = garden.mini_rect(r)
            if not garden.big and rect.collidepoint(pos):
                if not specials or not specials[r]:
                    return _("{name}'s special task for row {row} is still secret.").format(name=name, row=r + 1), rect
                return self.table.cards.task_info(specials[r])[1], rect
        for c in range(self.table.data.garden.columns):
            rect = garden.column_rect(c)
            if rect.collidepoint(pos):
                table = "/".join(str(v) for v in self.table.data.garden.column_points[c])
                colours = "/".join(level_text(level) for level in (1, 2, 3, 4))
                text = _(
                    "Column {column}: when every bed is planted it scores by its best plant ({table} points for "
                    "{colours}). Now: {points} points."
                ).format(column=c + 1, table=table, colours=colours, points=st.column_points(p)[c])
                return text, rect
        bed = self.table.gardens.bed_at(pos)
        if bed is not None and bed[0] == p:
            _seat, r, c = bed
            level = me["garden"][r][c]
            what = _("a {colour} plant (level {level})").format(colour=level_text(level), level=level) if level else ""
            text = _("Row {row}, column {col}: {what}.").format(row=r + 1, col=c + 1, what=what or p_("bed", "empty"))
            return text, garden.bed_rect(r, c)
        node = self.table.gardens.node_at(pos)
        if node is not None and node[0] == p:
            here = me["node"] == node[1]
            cost = st.walk_cost(node[1], p)
            text = (
                _("The gardener stands here: he plants and waters the beds around him.")
                if here
                else _("A footprint spot: a paid walk here costs {coins}.").format(coins=coins_word(cost or 0))
            )
            return text, garden.node_rect(self.table.node_corner[node[1]])
        if not garden.big:
            return _("{name}'s garden: click to look closer (G cycles the gardens).").format(name=name), garden.block
        return None

    def _count_tip(self, what: str, name: str, me: dict, animal_points: int) -> str:
        """The help over a garden header's coins, cards, animals or Pole Position tokens."""
        if what == "coins":
            return _("{name} has {coins} (every {n} are worth a point at the end).").format(
                name=name, coins=coins_word(me["coins"]), n=self.table.data.coins_per_point
            )
        if what == "cards":
            return n_("{name} holds {n} garden card.", "{name} holds {n} garden cards.", len(me["hand"])).format(
                name=name, n=len(me["hand"])
            )
        if what == "animals":
            return n_(
                "{name} has {n} animal: {points} points.", "{name} has {n} animals: {points} points.", me["animals"]
            ).format(name=name, n=me["animals"], points=animal_points)
        return n_(
            "{name} has {n} Pole Position token: the next stop on an occupied space is free.",
            "{name} has {n} Pole Position tokens: the next stop on an occupied space is free.",
            me["pole"],
        ).format(name=name, n=me["pole"])

    def overlay(self, surface: pygame.Surface) -> None:
        table = self.table
        pointer = table.pointer
        if (
            pointer is None
            or not table.input.resting(TIP_DELAY)
            or table.drag.active
            or table.zoom_key is not None
            or table.app.stack.top is not table
        ):
            return
        if table.hover_key is not None and table.card_info(table.hover_key) is not None:
            return
        if any(w.visible and w.rect.collidepoint(pointer) for w in table.widgets.widgets):
            return
        tip = self.tip_at(pointer)
        if tip is not None:
            draw_tip(table, surface, tip[0], tip[1])
