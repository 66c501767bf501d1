"""The faces of Unbeetable's cards: a plant with its four phases' points on its four edges (the current phase's
seal gilded), the tab of a card tucked under a plant, a patch of weeds, the backs of the three decks, and the
text the zoom shows for a card.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from gardengames.engine.text import signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import back_of, kind_of
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, text_band

from .layout import CARD_RATIO, Layout, is_back, split_key

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


class Faces(Layout):
    """Card faces for the base table's face cache, and what the zoom says about a card."""

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        if is_back(key):
            return deck_back(size, split_key(key)[3])
        assert isinstance(key, str)
        cid = kind_of(key)
        if style in ("tabR", "tabB"):
            return self._tab(cid, size, style)
        if style == "spot":
            return self._weeds_patch(size)
        if cid in self.data.plant_species:
            phase = int(style[1:]) if style.startswith("p") else 0
            return self._plant_face(cid, size, phase)
        found = self.data.by_id.get(cid)
        art = f"unbeetable/season-{cid}.svg" if back_of(key) == rules.SEASON_BACK else f"unbeetable/{cid}.svg"
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

    # ---- the zoom ---------------------------------------------------------------------------------------------
    def garden_entry(self, key: Hashable) -> dict[str, Any] | None:
        """The garden spot whose top card (a plant or weeds) is ``key``, if any."""
        for garden in self.state.gardens:
            for entry in garden:
                if entry is not None and entry["card"] == key:
                    return entry
        return None

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        if is_back(key):
            return f"A card from the {split_key(key)[3]} deck", "Only its owner can see what it is."
        if not isinstance(key, str):
            return None
        cid = kind_of(key)
        found = self.data.by_id.get(cid)
        if found is None:
            return None
        if cid not in self.data.plant_species:
            return found.name, found.text
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
            text += f"\n\nNow in phase {entry['phase']} ({PHASE_NAMES[entry['phase'] - 1]}): {now}. Under it: {under}."
        return found.name, text

    def zoom_angle(self, key: Hashable) -> float:
        """How the zoom shows a card: a plant in a garden turned like on the table, current phase on top."""
        entry = self.garden_entry(key)
        if entry is not None and entry["phase"]:
            return 90.0 * (entry["phase"] - 1)
        return 0.0

    def zoom_style(self, key: Hashable) -> str:
        """A garden plant zooms with its gilded current phase; a tucked tab zooms as the whole card."""
        style = self.sprites[key].style if key in self.sprites else ""
        return "" if style.startswith("tab") else style


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
