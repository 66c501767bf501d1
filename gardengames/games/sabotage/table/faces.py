"""The faces of the Garden Sabotage! cards (plants, bugs, objectives, the golden can) at any size, and the
text of the zoom view: what a card does and, where it lies, whose it is and what it is worth."""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from gardengames.engine.text import capital
from gardengames.games.sabotage import rules
from gardengames.i18n import N_, _, n_
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, text_band
from gardengames.ui.parts import Part

from .market import CAN

if TYPE_CHECKING:
    from . import TableScene

BAND_TOP = 0.72  # the calm parchment band the art leaves at the foot of plant, bug and can cards
BUG_TITLES = {"good": N_("Good bug"), "bad": N_("Bad bug"), "pesticide": N_("Pesticide")}
BUG_TEXT = {  # {bonus}: the good bug's points from the data file
    "good": N_(
        "Put it on one of your own plots. When an objective is completed on that plot, the good bug goes "
        "under it and earns {bonus} more points at the end. Some objectives ask for one."
    ),
    "bad": N_(
        "Set it on another gardener's plot (not one guarded by pesticide). It eats a plant there at once and "
        "another at the start of each of their turns, until it is sprayed. A plot with a bad bug completes nothing."
    ),
    "pesticide": N_(
        "Swap it for the bad bug on one of your plots: the bug is thrown away, and the plot is safe from "
        "new bad bugs until the start of your next turn."
    ),
}


class Faces(Part):
    """Card faces and the zoom's words."""

    table: TableScene

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self.cat = table.state.cat
        self.plant_info = {p.id: p for p in table.state.data.plants}

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface | None:
        if isinstance(key, tuple):
            return card_back(size)
        card = str(key)
        if card == CAN:
            face = card_base(size, "sabotage/golden_can.svg", border=theme.GOLD)
            if size[0] >= 70:
                bonus = self.table.state.data.scoring.golden_can
                worth = n_("+{n} point", "+{n} points", bonus).format(n=bonus)
                text_band(face, BAND_TOP, _("Golden can"), worth if size[0] >= 110 else "")
            return face
        if card in self.cat.plant_of:
            return self._plant_face(card, size)
        if card in self.cat.bug_kind:
            kind = self.cat.bug_kind[card]
            face = card_base(size, f"sabotage/{kind}.svg")
            if size[0] >= 56:
                text_band(face, BAND_TOP, _(BUG_TITLES[kind]), self.bug_text(kind) if size[0] >= 200 else "")
            return face
        return self._objective_face(card, size)

    def bug_text(self, kind: str) -> str:
        """What a bug card does, with the good bug's bonus read from the data."""
        return _(BUG_TEXT[kind]).format(bonus=self.table.state.data.scoring.good_bug)

    def _plant_face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        plant = self.plant_info[self.cat.plant_of[card]]
        w, h = size
        face = card_base(size, f"sabotage/{plant.id}.svg", border=theme.darken(plant.colour, 0.45))
        if w >= 72:
            symbol = capital(_("{symbol} symbol").format(symbol=_(plant.symbol)))
            text_band(face, BAND_TOP, _(plant.name), symbol if w >= 150 else "")
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
        name = _(obj.name)
        px = theme.fit_text(name, max(8, int(19 * u)), int(176 * u), bold=True)
        if not small or theme.font(px, True).size(name)[0] <= int(176 * u):
            theme.text(face, name, (w // 2, round(52 * v)), px, theme.PAPER, bold=True, anchor="center")
        else:  # no room for the name: no empty ribbon either (issue 33), the card's paper over it
            paper = face.get_at((round(20 * u), round(120 * v)))
            ribbon = pygame.Rect(round(8 * u), round(28 * v), w - round(16 * u), round(50 * v))
            pygame.draw.rect(face, paper, ribbon, border_radius=max(2, round(8 * u)))
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
        st = self.table.state
        names = self.table.session.names
        card = str(key)
        if card == CAN:
            bonus = st.data.scoring.golden_can
            text = _(
                "The first gardener to complete {n} objectives takes it: +{bonus} points. Then everyone else has "
                "one last turn."
            ).format(n=rules.OBJECTIVES_TO_FINISH, bonus=bonus)
            if st.golden_can is not None:
                text += " " + _("{name} holds it.").format(name=names[st.golden_can])
            return _("Golden watering can"), text
        spot = self.table.gardens.where.get(card, ())
        place = ""
        if spot[:1] == ("plot",):
            place = "\n\n" + _("On {name}'s plot {plot}.").format(name=names[spot[1]], plot=spot[2] + 1)
        if card in self.cat.plant_of:
            return self._plant_info(card, place)
        if card in self.cat.bug_kind:
            kind = self.cat.bug_kind[card]
            extra = ""
            if spot[:1] == ("plot",):
                plot = st.plots[spot[1]][spot[2]]
                if kind == "bad" and plot["by"] is not None:
                    extra = " " + _("{name} set it there and chooses what it eats.").format(name=names[plot["by"]])
                elif kind == "pesticide":
                    extra = " " + _("It guards the plot until {name}'s next turn.").format(name=names[spot[1]])
            if spot[:1] == ("done",):
                under = _(self.cat.objective[spot[2]].name)
                extra = "\n\n" + _("Under {name}'s {objective}: {n} more points at the end.").format(
                    name=names[spot[1]], objective=under, n=st.data.scoring.good_bug
                )
            return _(BUG_TITLES[kind]), self.bug_text(kind) + place + extra
        obj = self.cat.objective.get(card)
        if obj is None:
            return None
        plants = ", ".join(_(self.plant_info[p].name) for p in obj.plants)
        if obj.good_bug:
            need = _("Needs on one plot: {plants} plus a good bug.").format(plants=plants)
        else:
            need = _("Needs on one plot: {plants}.").format(plants=plants)
        bonus = st.data.scoring.good_bug
        if spot[:1] == ("done",):
            entry = next(c for c in st.completed[spot[1]] if c["objective"] == card)
            if entry["good_bug"]:
                got = _("Completed by {name}, with a good bug under it: {points} + {bonus} points.")
            else:
                got = n_("Completed by {name}, {points} point.", "Completed by {name}, {points} points.", obj.points)
            return _(obj.name), need + "\n\n" + got.format(name=names[spot[1]], points=obj.points, bonus=bonus)
        worth = n_(
            "Worth {points} point, and {bonus} more if a good bug goes under it.",
            "Worth {points} points, and {bonus} more if a good bug goes under it.",
            obj.points,
        ).format(points=obj.points, bonus=bonus)
        how = _(
            "Once a plot of yours (with no bad bug) holds what it asks for, drag it there to complete it, free, "
            "whenever you like in your turn; if it is still met when your turn ends, it completes by itself."
        )
        return _(obj.name), f"{need}\n\n{worth} {how}"

    def _plant_info(self, card: str, place: str) -> tuple[str, str]:
        """A plant card's zoom: what it is, where it lies and which of your objectives want it."""
        plant = self.plant_info[self.cat.plant_of[card]]
        wanted = ""
        if self.table.viewer is not None:
            mine = [
                _(self.cat.objective[o].name)
                for o in self.table.state.hands[self.table.viewer]["objective"]
                if plant.id in self.cat.objective[o].plants
            ]
            if mine:
                text = n_(
                    "Wanted by your objective: {objectives}.", "Wanted by your objectives: {objectives}.", len(mine)
                )
                wanted = "\n\n" + text.format(objectives=", ".join(mine))
        text = _(
            "A plant card: {plant} ({symbol} symbol), one of {count} in the game. Plant it on one of your plots; a "
            "plot holds three."
        ).format(plant=_(plant.name), symbol=_(plant.symbol), count=plant.count)
        return _(plant.name), text + place + wanted


@theme.in_palette
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
