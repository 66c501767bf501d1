"""The faces of Unbeetable's cards: a plant (its species large in the middle, each phase's points in a corner and
what a harvest now scores large at the top left), the tab of a card tucked under a plant, a patch of weeds, the
backs of the three decks, and the text the zoom shows for a card.

A plant's face reads at a glance however small the card (issue 15): the art draws the species as a bold silhouette
that differs in shape from every other species; the face adds the numbers, all drawn upright for the way the card
lies, so they read without turning the head. The current phase's edge is on top (the card turns a quarter turn
each time it grows, as on paper); its picture stays bright while the other three fade, and the badge at the top
left says what harvesting the plant now would score (compost and hail counted; a no-entry sign under an aphid).
The other three phases' printed points sit in the other corners, clockwise from the badge in the order the plant
will grow: the next phase at the top right, then the bottom right, then the bottom left. Once the card has turned
half round (ripe, withered) its centre is drawn turned back, so the ripe vegetable stands the right way up.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from gardengames.engine.text import MINUS, signed
from gardengames.games.unbeetable import rules
from gardengames.games.unbeetable.rules import back_of, kind_of, season_word
from gardengames.i18n import N_, _
from gardengames.ui import assets, theme
from gardengames.ui.cards import card_back, card_base, text_band

from .keys import CARD_RATIO, is_back, read_plant_style, split_key
from .part import TablePart

if TYPE_CHECKING:
    from . import TableScene

# The art's frames (art/artgen/unbeetable_plants.py, card units of 250 x 350): how deep the frames on the short
# (top and bottom) and the long edges reach, and the margin and gap round their picture panels.
FRAME_END, FRAME_SIDE, FRAME_MARGIN, FRAME_GAP = 68.0, 58.0, 6.0, 2.5
CENTRE = (FRAME_SIDE + 3, FRAME_END + 3)  # the top left corner of the parchment centre, centred on the card
# Each phase's pale seal colour (its frame's sky), phase 1..4.
PHASE_TINTS = ((233, 240, 206), (214, 234, 220), (250, 228, 160), (230, 218, 196))
FADE = (246, 238, 219, 150)  # the wash over the phases that are not the current one
NOW_MIN_PX = 14  # the badge of what a harvest now scores is never smaller than this (the tests check it)
PHASE_NAMES = (N_("sown"), N_("young"), N_("ripe"), N_("withered"))
# TRANSLATORS: the zoom says which edge of a plant card shows a phase: "Phase 1 (sown, top edge): 0".
EDGE_TEXTS = (
    N_("Phase {k} ({phase}, top edge): {points}"),
    N_("Phase {k} ({phase}, right edge): {points}"),
    N_("Phase {k} ({phase}, bottom edge): {points}"),
    N_("Phase {k} ({phase}, left edge): {points}"),
)
# Each ribbon also carries its season's name (in ink on the light ones, white on the dark: 4.5:1 either way).
DECK_COLOURS = {"spring": (120, 170, 90), "summer": (224, 170, 60), "autumn": (160, 80, 40), "season": (76, 102, 136)}
TAB_COLOURS = {"compost": (110, 150, 70), "hail": (120, 140, 170), "aphid": (170, 190, 70), "ladybird": (200, 70, 60)}
# The part of each permanent card's picture its tab shows: centre (fractions of the card) and zoom.
TAB_CROPS = {
    "compost": (0.5, 0.42, 1.5),
    "hail": (0.5, 0.38, 1.5),
    "aphid": (0.5, 0.34, 1.3),
    "ladybird": (0.56, 0.3, 1.9),
}


class Faces(TablePart):
    """Card faces for the base table's face cache, the deck backs the board draws, and what the zoom says about a
    card."""

    def __init__(self, table: TableScene) -> None:
        super().__init__(table)
        self._backs: dict[tuple[tuple[int, int], str, bool], pygame.Surface] = {}

    def layout(self, size: tuple[int, int]) -> None:
        self._backs.clear()

    def back_image(self, size: tuple[int, int], deck: str, dim: bool = False) -> pygame.Surface:
        """A deck's card back for the board (kept per table and size: the board draws many every frame)."""
        found = self._backs.get((size, deck, dim))
        if found is None:
            found = deck_back(size, deck)
            if dim:
                found.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._backs[(size, deck, dim)] = found
        return found

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        if is_back(key):
            return deck_back(size, split_key(key)[3])
        assert isinstance(key, str)
        cid = kind_of(key)
        if style in ("tabR", "tabB"):
            return self._tab(cid, size, style)
        if style == "spot":
            return self._weeds_patch(size)
        if cid in self.state.data.plant_species:
            return self._plant_face(cid, size, style)
        found = self.state.data.by_id.get(cid)
        art = f"unbeetable/season-{cid}.svg" if back_of(key) == rules.SEASON_BACK else f"unbeetable/{cid}.svg"
        face = card_base(size, art)
        name = _(found.name) if found else cid
        if size[0] >= 170:  # big enough for the rules text to be read (the zoom always shows it)
            text = getattr(found, "text", "")
            text_band(face, 0.72, name, _(text) if text else "")
        else:
            name_band(face, name)
        return face

    def _plant_face(self, cid: str, size: tuple[int, int], style: str) -> pygame.Surface:
        """The vegetable card as it lies: the numbers are drawn upright on a layer the size of the turned card,
        which is then turned back onto the face, so they read the right way up once the table turns the card."""
        species = self.state.data.plant_species[cid]
        phase, worth = read_plant_style(style)
        face = card_base(size, f"unbeetable/{species.id}.svg")
        turns = max(0, phase - 1)
        w, h = size
        if turns >= 2:  # the parchment centre is symmetric: turned half round, the ripe plant's silhouette is upright
            x0, y0 = round(CENTRE[0] * w / 250), round(CENTRE[1] * h / 350)
            centre = pygame.Rect(x0, y0, w - 2 * x0, h - 2 * y0)
            face.blit(pygame.transform.rotate(face.subsurface(centre).copy(), 180), centre)
        layer = pygame.Surface((h, w) if turns % 2 else (w, h), pygame.SRCALPHA)
        if phase:
            draw_current_edge(layer, turns)
        for corner, (k, text) in enumerate(plant_badges(species.phases, phase, worth)):
            draw_corner_badge(layer, corner, text, PHASE_TINTS[k - 1], current=phase > 0 and corner == 0)
        face.blit(pygame.transform.rotate(layer, -90 * turns), (0, 0))
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
    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        if is_back(key):
            # TRANSLATORS: {deck} is a season word ("spring"); Dutch writes "de {deck}stapel" as one word.
            title = _("A card from the {deck} deck").format(deck=season_word(split_key(key)[3]))
            return title, _("Only its owner can see what it is.")
        if not isinstance(key, str):
            return None
        cid = kind_of(key)
        found = self.state.data.by_id.get(cid)
        if found is None:
            return None
        if cid not in self.state.data.plant_species:
            return _(found.name), _(found.text)
        species = self.state.data.plant_species[cid]
        lines = [
            _(EDGE_TEXTS[k - 1]).format(k=k, phase=_(PHASE_NAMES[k - 1]), points=signed(v))
            for k, v in enumerate(species.phases, start=1)
        ]
        text = _(found.text) + "\n\n" + "\n".join(lines)
        entry = self.table.gardens.entry_of(key)
        if entry is not None:
            value = self.state.harvest_value(entry)
            under = ", ".join(rules.card_name(c) for c in entry["under"]) or _("nothing")
            if value is None:
                now = _("cannot be harvested (aphid)")
            else:
                now = _("a harvest now scores {points}").format(points=signed(value))
            phase = entry["phase"]
            text += "\n\n" + _("Now in phase {k} ({phase}): {now}. Under it: {under}.").format(
                k=phase, phase=_(PHASE_NAMES[phase - 1]), now=now, under=under
            )
        return _(found.name), text


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
        label = season_word(deck).capitalize()
        px = theme.fit_text(label, max(8, round(w * 0.17)), w - 6, bold=True)
        theme.text(img, label, band.center, px, theme.ink_on(colour), bold=True, anchor="center")
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


def plant_badges(phases: Sequence[int], phase: int, worth: int | None) -> list[tuple[int, str]]:
    """(phase, text) of each corner's badge, clockwise from the top left of the card as it lies: for a plant in a
    garden what a harvest now scores (``"x"`` when it cannot be harvested), then the printed points of the phases
    it will grow into next; for a card in the hand (``phase`` 0) the four phases in order."""
    if not phase:
        return [(k + 1, signed(v)) for k, v in enumerate(phases)]
    order = [(phase - 1 + k) % 4 + 1 for k in range(4)]
    now = "x" if worth is None else signed(worth)
    return [(order[0], now), *((k, signed(phases[k - 1])) for k in order[1:])]


def badge_px(layer_size: tuple[int, int], current: bool) -> int:
    """Type size of a corner's badge on a card of this size: the current value large, the others small."""
    short = min(layer_size)
    if current:
        return min(30, max(NOW_MIN_PX, round(short * 0.2)))
    return min(20, max(theme.MIN_TEXT_PX + 1, round(short * 0.13)))


def badge_colour(text: str) -> tuple[int, int, int]:
    """Green for points won, red for points lost or a plant that cannot be harvested, ink for nothing."""
    if text == "x" or text.startswith(MINUS):
        return theme.DANGER
    return theme.LEAF_DARK if text.startswith("+") else theme.INK


def draw_corner_badge(
    layer: pygame.Surface, corner: int, text: str, tint: tuple[int, int, int], current: bool
) -> pygame.Rect:
    """One corner's value (0 top left, then clockwise): the current one a solid pill with a gold rim, white
    figures, snug in the top left corner; the others a small seal tinted like their phase's sky, the figures in
    their colour."""
    w, h = layer.get_size()
    px = badge_px((w, h), current)
    colour = badge_colour(text)
    margin = max(2, min(w, h) // 28)
    if current:
        img = theme.rendered("0" if text == "x" else text, px, theme.WHITE, True)
        pill = img.get_rect().inflate(round(px * 0.5), -round(px * 0.12))
        pill.w = max(pill.w, pill.h)
        pill.topleft = (margin, margin)
        rim = max(2, px // 8)
        pygame.draw.rect(layer, theme.GOLD, pill.inflate(2 * rim, 2 * rim), border_radius=pill.h // 2 + rim)
        pygame.draw.rect(layer, colour, pill, border_radius=pill.h // 2)
        if text == "x":  # cannot be harvested: a no-entry sign, not a number
            r = pill.h * 0.32
            cx, cy = pill.center
            pygame.draw.circle(layer, theme.WHITE, pill.center, round(r), max(2, px // 7))
            d = r * 0.7
            pygame.draw.line(layer, theme.WHITE, (cx - d, cy + d), (cx + d, cy - d), max(2, px // 7))
        else:
            layer.blit(img, img.get_rect(center=pill.center))
        return pill
    img = theme.rendered(text, px, colour, True)
    r = max(img.get_width() // 2 + 2, round(px * 0.8))
    centre = [(margin + r, margin + r), (w - margin - r, margin + r), (w - margin - r, h - margin - r)]
    centre.append((margin + r, h - margin - r))
    pygame.draw.circle(layer, (252, 248, 236), centre[corner], r)
    pygame.draw.circle(layer, tint, centre[corner], r - max(1, r // 5))
    pygame.draw.circle(layer, theme.INK_SOFT, centre[corner], r, 1)
    layer.blit(img, img.get_rect(center=centre[corner]))
    return pygame.Rect(centre[corner][0] - r, centre[corner][1] - r, 2 * r, 2 * r)


def frame_panel(edge: int, size: tuple[float, float]) -> list[tuple[float, float]]:
    """The picture panel of the frame on ``edge`` (0 top, then clockwise) of a card of ``size`` card units as it
    lies (250 x 350 upright, 350 x 250 on its side), as the art draws it."""
    u, v = size
    d_tb, d_lr = (FRAME_END, FRAME_SIDE) if u < v else (FRAME_SIDE, FRAME_END)
    length, depth, other = (u, d_tb, d_lr) if edge % 2 == 0 else (v, d_lr, d_tb)
    m, gap = FRAME_MARGIN, FRAME_GAP

    def side_x(y: float) -> float:
        return m + (y - m) * (other - m) / (depth - m) + gap

    pts = [(side_x(m), m), (length - side_x(m), m), (length - side_x(depth), depth), (side_x(depth), depth)]
    turn = [lambda x, y: (x, y), lambda x, y: (u - y, x), lambda x, y: (u - x, v - y), lambda x, y: (y, v - x)]
    return [turn[edge](x, y) for x, y in pts]


def draw_current_edge(layer: pygame.Surface, turns: int) -> None:
    """The current phase's frame (the top one as the card lies) stays bright with a gold rim; the other three
    phases fade, so which phase the plant is in shows before any number is read."""
    w, h = layer.get_size()
    units = (350.0, 250.0) if turns % 2 else (250.0, 350.0)
    k = w / units[0]
    fade = pygame.Surface((w, h), pygame.SRCALPHA)
    for edge in (1, 2, 3):
        pygame.draw.polygon(fade, FADE, [(x * k, y * k) for x, y in frame_panel(edge, units)])
    layer.blit(fade, (0, 0))
    top = [(x * k, y * k) for x, y in frame_panel(0, units)]
    pygame.draw.polygon(layer, theme.GOLD, top, max(2, round(w / 45)))
