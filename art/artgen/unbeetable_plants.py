"""Unbeetable: the vegetables in their four growth phases, and the vegetable cards that carry them.

Unbeetable vegetable cards carry the four growth phases on their four edges, each drawn upright for its own edge
in a frame turned to it (``<g class="phase" data-phase="k" transform=...>``). pygame's ``rotate(img, 90)`` turns
counterclockwise and so brings the card's RIGHT edge to the top: phase 1 (sown) is on the top edge, 2 (young) on
the right, 3 (ripe) on the bottom and 4 (withered) on the left.

Read at a glance (issue 15): the edge frames are shallow and the parchment centre is large, with the species'
ripe vegetable drawn big as a bold silhouette (``<g class="silhouette" data-species=...>``) whose outline differs
from every other species' (pumpkin low and wide, carrot a long taper, beetroot a globe under tall leaves, radishes
a bunch of three balls, lettuce a fan of ruffled leaves, potatoes two knobbly tubers): carrot and pumpkin share an
orange, so the shape must tell them apart. Each frame keeps its upper left corner calm: the app writes that phase's
points there, so the four values sit one in each corner of the card and the current one (its edge on top) is
always the one at the top left, where the app draws it large. There is no bottom band on these cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .canvas import (
    BEET,
    BEET_LIGHT,
    CARD_H,
    CARD_R,
    CARD_W,
    CARROT,
    DRY,
    DRY_DARK,
    GOLD,
    GOLD_DARK,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER,
    PAPER_DARK,
    PARCHMENT,
    PUMPKIN,
    ROCK_LIGHT,
    SOIL,
    SOIL_DARK,
    SOIL_LIGHT,
    WOOD,
    YELLOW,
    Canvas,
    Point,
    ellipse_points,
    fmt,
    mix,
    placed,
    poly_path,
    rounded_rect_path,
)
from .motifs import (
    beetroot,
    butterfly,
    card_outline,
    cloud,
    frond,
    leaf,
    lettuce,
    little_flower,
    pumpkin,
    rotate,
    round_leaf,
    ruffle,
    sparkle,
    sprout,
    stalk_leaves,
    ub_potato_top,
)

# ---------------------------------------------------------------------------------------------------------------
# Unbeetable: vegetables in their four phases
#
# Every phase drawing is authored upright round the spot where the plant leaves the ground (0, 0): the plant grows
# up (negative y) and its roots show in a cut-away of the soil below (0 .. +20). The card places each drawing in a
# frame turned to its edge.


SOIL_DRY = "#8d7157"


CARROT_DARK = "#b5651d"


POTATO_SKIN = "#c9a16d"


POTATO_DARK = "#9a7448"


RADISH = "#c93d55"


RADISH_DARK = "#8f2338"


VEG_COLOURS = {  # the colour band of each seed packet
    "beetroot": BEET,
    "carrot": CARROT,
    "pumpkin": PUMPKIN,
    "lettuce": LEAF_LIGHT,
    "potato": POTATO_SKIN,
    "radish": RADISH,
}


def fly(c: Canvas, x: float, y: float, s: float = 1.0) -> None:
    """A little fly buzzing round something rotten, with its dotted flight."""
    c.line(
        [(x - 14 * s, y + 6 * s), (x - 9 * s, y - 2 * s), (x - 4 * s, y + 3 * s)],
        INK,
        0.7,
        stroke_dasharray="1.5 2",
        opacity=0.7,
    )
    for side in (-1, 1):
        c.add(
            "ellipse",
            cx=x + side * 2.2 * s,
            cy=y - 2.2 * s,
            rx=2.2 * s,
            ry=1.4 * s,
            fill="#ffffff",
            stroke=INK,
            stroke_width=0.5,
            opacity=0.9,
        )
    c.add("circle", cx=x, cy=y, r=1.8 * s, fill="#3b3a45")


def veg_icon(c: Canvas, species: str, x: float, y: float, s: float) -> None:
    """The ripe vegetable alone, fitting a circle of radius s round (x, y): seed packets and small pictures."""
    if species == "beetroot":
        for ang in (-125, -90, -55):
            leaf(c, x, y - s * 0.35, s * 0.8, s * 0.45, ang, LEAF, vein=BEET, stroke_width=0.6)
        c.shape(
            [
                (x, y - s * 0.45),
                (x + s * 0.5, y - s * 0.2),
                (x + s * 0.45, y + s * 0.35),
                (x + s * 0.05, y + s),
                (x - s * 0.45, y + s * 0.35),
                (x - s * 0.5, y - s * 0.2),
            ],
            BEET,
            INK,
            width=0.7,
            wobble=0.2,
        )
    elif species == "carrot":
        for ang in (-120, -90, -60):
            leaf(c, x, y - s * 0.35, s * 0.7, s * 0.3, ang, LEAF_LIGHT, stroke_width=0.6)
        c.shape(
            [(x - s * 0.35, y - s * 0.38), (x + s * 0.35, y - s * 0.38), (x + s * 0.05, y + s)],
            CARROT,
            INK,
            width=0.7,
            wobble=0.2,
        )
    elif species == "pumpkin":
        pumpkin(c, x, y + s * 0.15, s * 0.62)
    elif species == "lettuce":
        lettuce(c, x, y, s * 0.85)
    elif species == "potato":
        c.shape(ellipse_points(x, y + s * 0.1, s * 0.85, s * 0.6, 10), POTATO_SKIN, INK, width=0.7, wobble=0.3)
        for dx, dy in ((-0.35, -0.05), (0.2, 0.25), (0.4, -0.15)):
            c.add("circle", cx=x + dx * s, cy=y + dy * s, r=max(0.6, s * 0.07), fill=POTATO_DARK)
    elif species == "radish":
        for ang in (-115, -65):
            leaf(c, x, y - s * 0.35, s * 0.65, s * 0.4, ang, LEAF, stroke_width=0.6)
        c.line([(x, y + s * 0.4), (x + s * 0.1, y + s)], INK, 0.7)
        c.add("circle", cx=x, cy=y + s * 0.1, r=s * 0.5, fill=RADISH, stroke=INK, stroke_width=0.7)
    else:  # a vegetable the art does not know yet: a generic leafy sprout (make_art warns about it)
        sprout(c, x, y + s * 0.6, s * 0.9)


def seed_packet(c: Canvas, x: float, species: str) -> None:
    """A seed packet on a stick marking the row: the picture on it says which vegetable was sown."""
    c.line([(x, -12), (x + 0.5, 13)], INK, 3.2)
    c.line([(x, -12), (x + 0.5, 13)], WOOD, 1.8)
    top = [(x - 13 + k * 26 / 8, -44 + (0 if k % 2 else 2.2)) for k in range(9)]
    c.shape([*top, (x + 13, -11), (x - 13, -11)], "#f7f0dc", INK, width=1.0, wobble=0.3, smooth=False)
    c.path(
        poly_path([(x - 12.5, -40), (x + 12.5, -40), (x + 12.5, -35), (x - 12.5, -35)]),
        fill=VEG_COLOURS.get(species, LEAF),
        opacity=0.85,
    )
    c.path(rounded_rect_path(x - 9.5, -33, 19, 18, 3), fill="#fffdf4", stroke=INK, stroke_width=0.6)
    veg_icon(c, species, x, -24, 7.5)


def seeds(c: Canvas, spots: Sequence[Point], fill: str, rx: float, ry: float, angle: float = 0.0) -> None:
    for k, (sx, sy) in enumerate(spots):
        pts = rotate(ellipse_points(sx, sy, rx, ry, 8), sx, sy, angle + 40 * k)
        c.shape(pts, fill, INK, width=0.6, wobble=0.15)


def seedling(
    c: Canvas,
    x: float,
    y: float,
    height: float,
    stem: str = LEAF_DARK,
    leaves: str = LEAF_LIGHT,
    round_leaves: bool = True,
) -> None:
    """A seed just up: a bent white root below, a stem and two seed leaves peeping above the ground."""
    c.line([(x, y), (x + 1.5, y + 4), (x - 1, y + 7)], "#efe6cf", 0.9)
    c.line([(x, y), (x - 1, y * 0.5 - height * 0.4), (x, -height)], stem, 1.3)
    if round_leaves:
        for side in (-1, 1):
            pts = ellipse_points(x + side * 4, -height - 1.5, 4.2, 2.4, 8)
            c.shape(rotate(pts, x + side * 4, -height - 1.5, side * -20), leaves, INK, width=0.7, wobble=0.15)
    else:
        leaf(c, x, -height, 9, 3, -150, leaves, stroke_width=0.7)
        leaf(c, x, -height, 9, 3, -30, leaves, stroke_width=0.7)


def ub_beetroot(c: Canvas, phase: int) -> None:
    if phase == 1:
        seed_packet(c, -30, "beetroot")
        for sx, sy in ((-6, 10), (16, 8)):
            c.blob(sx, sy, 3.2, 2.7, "#8a5a3a", width=0.7)
            c.add("circle", cx=sx + 2.4, cy=sy - 2.0, r=1.2, fill="#8a5a3a", stroke=INK, stroke_width=0.5)
        c.blob(5, 13, 3.2, 2.7, "#8a5a3a", width=0.7)
        seedling(c, 5, 10, 9, stem=BEET)
    elif phase == 2:
        for angle, length in ((-130, 13), (-106, 17), (-80, 16), (-56, 13)):
            a = math.radians(angle)
            ex, ey = 10 * math.cos(a), -4 + 10 * math.sin(a)
            c.line([(0, -3), (ex, ey)], BEET, 1.3)
            leaf(c, ex, ey, length, 9, angle + c.j(5), LEAF if angle % 2 else LEAF_LIGHT, vein=BEET)
        c.shape([(-5, -2), (0, -5), (5, -2), (4, 4), (0.5, 8), (-4, 4)], BEET, INK, width=0.9, wobble=0.3)
        c.line([(0.5, 8), (1, 15)], INK, 0.8)
    elif phase == 3:
        beetroot(c, 0, -5, 11.5)
        for sx, sy, r in ((-24, -30, 3.5), (26, -22, 3), (20, -44, 2.5)):
            sparkle(c, sx, sy, r)
    else:
        for angle, length, tone in ((165, 17, DRY), (-172, 14, "#c2ad6a"), (15, 16, "#c2ad6a"), (-8, 14, DRY)):
            ex = 7 * math.cos(math.radians(angle))
            c.line([(0, -4), (ex * 0.5, -10), (ex, -8)], "#7c3b4c", 1.1)
            leaf(c, ex, -8, length, 7, angle, tone, vein=DRY_DARK)
        shrunk = [(0, -7), (5, -5), (7, 0), (5, 6), (1, 11), (-0.5, 16), (-3, 10), (-6, 5), (-7, -1), (-4, -5)]
        c.shape(shrunk, "#5e2a3a", INK, width=1.0, wobble=0.3)
        c.line([(-3, -3), (-1, 1), (-3, 5)], "#2e1520", 0.9)
        fly(c, 14, -22)


def ub_carrot(c: Canvas, phase: int) -> None:
    if phase == 1:
        seed_packet(c, -30, "carrot")
        seeds(c, ((-6, 9), (15, 12)), "#b08850", 2.6, 1.3, 20)
        c.line([(4, 6), (4, 9), (3, 13)], "#efe6cf", 0.9)
        c.line([(4, 6), (3.5, -8)], LEAF_DARK, 1.2)
        leaf(c, 3.5, -8, 11, 2.8, -120, LEAF_LIGHT, stroke_width=0.7)
        leaf(c, 3.5, -8, 11, 2.8, -60, LEAF_LIGHT, stroke_width=0.7)
    elif phase == 2:
        for angle, length in ((-120, 18), (-100, 23), (-80, 22), (-60, 17)):
            frond(c, 0, -1, length, angle + c.j(4), LEAF_LIGHT, droop=c.j(10), width=0.8)
        c.shape([(-2.6, -2), (2.6, -2), (0.4, 15)], CARROT, INK, width=0.8, wobble=0.2)
    elif phase == 3:
        for angle, length in ((-128, 30), (-108, 38), (-90, 42), (-72, 38), (-52, 30)):
            frond(c, 0, -5, length, angle + c.j(3), LEAF_LIGHT if angle != -90 else LEAF, droop=c.j(14))
        body = [(-8, -6), (-3, -8.5), (3, -8.5), (8, -6), (6, 4), (3, 12), (0.5, 19), (-2, 12), (-5.5, 4)]
        c.shape(
            body, c.linear("carrot", [(0, "#eda35a"), (100, CARROT_DARK)], x2=100, y2=0), INK, width=1.1, wobble=0.3
        )
        for k in (-1.5, 3.5, 8.5):
            c.line([(-5 + abs(k) * 0.3, k), (-1 + abs(k) * 0.2, k + 1)], CARROT_DARK, 0.8)
        for sx, sy, r in ((-26, -24, 3.5), (24, -34, 3)):
            sparkle(c, sx, sy, r)
    else:
        for angle, droop in ((-150, -40), (-125, -50), (-55, 50), (-30, 40)):
            frond(c, 0, -3, 24, angle, DRY, droop=droop, width=0.8)
        body = [(-6, -4), (0, -6), (6, -4), (4, 5), (5, 14), (2, 9), (0, 16), (-2, 9), (-4, 4)]
        c.shape(body, "#c99a6a", INK, width=1.0, wobble=0.3)
        c.add("circle", cx=2.0, cy=0.0, r=1.6, fill=SOIL_DARK, opacity=0.8)
        fly(c, 18, -20)


def ub_pumpkin(c: Canvas, phase: int) -> None:
    if phase == 1:
        seed_packet(c, -30, "pumpkin")
        seeds(c, ((-6, 10), (16, 9)), "#efe2b8", 3.6, 2.0, -15)
        seeds(c, ((5, 14),), "#efe2b8", 3.6, 2.0, 10)
        seedling(c, 5, 11, 8)
    elif phase == 2:
        c.path("M0,-2 C-8,-8 -18,-6 -22,-2", fill="none", stroke=LEAF_DARK, stroke_width=1.6, stroke_linecap="round")
        c.path("M0,-2 C8,-10 18,-8 24,-3", fill="none", stroke=LEAF_DARK, stroke_width=1.6, stroke_linecap="round")
        c.path("M24,-3 c4,-2 6,-7 2,-9 c-3,-1 -4,3 -1,3", fill="none", stroke=LEAF_DARK, stroke_width=0.8)
        round_leaf(c, -12, -6, 9, -120, LEAF, lobes=5)
        round_leaf(c, 10, -7, 10, -70, LEAF_LIGHT, lobes=5)
        round_leaf(c, 0, -3, 8, -95, LEAF, lobes=5)
        c.line([(-20, -3), (-22, -12)], LEAF_DARK, 1.0)
        c.shape([(-22, -12), (-25, -19), (-22, -17), (-20, -21), (-19, -16)], YELLOW, INK, width=0.7, wobble=0.2)
        c.line([(0, -1), (0, 6), (-2, 11)], "#efe6cf", 0.9)
    elif phase == 3:
        c.path(
            "M-8,-8 C-16,-16 -26,-14 -34,-6", fill="none", stroke=LEAF_DARK, stroke_width=2.2, stroke_linecap="round"
        )
        round_leaf(c, -26, -11, 11, -110, LEAF, lobes=5)
        round_leaf(c, -34, -6, 9, -160, LEAF_LIGHT, lobes=5)
        c.path("M-34,-6 c-4,0 -6,-5 -3,-7 c3,-1 4,3 1,3", fill="none", stroke=LEAF_DARK, stroke_width=0.9)
        c.shape(ellipse_points(4, 0, 30, 4, 10), SOIL_DARK, None, wobble=0.8, opacity=0.35)
        pumpkin(c, 4, -15, 19)
        c.path(
            "M-8,-26 Q-3,-30 4,-29",
            fill="none",
            stroke="#ffffff",
            stroke_width=2.2,
            stroke_linecap="round",
            opacity=0.4,
        )
        for sx, sy, r in ((30, -36, 3.5), (-14, -40, 3)):
            sparkle(c, sx, sy, r)
    else:
        c.path("M-6,-4 C-14,-8 -24,-6 -30,-1", fill="none", stroke=DRY_DARK, stroke_width=1.8, stroke_linecap="round")
        round_leaf(c, -24, -5, 8, -170, DRY, lobes=5, vein=DRY_DARK)
        for dx, tone in ((-0.55, "#9c6a3c"), (0.55, "#9c6a3c"), (0.0, "#b27a45")):  # sagging, dull and spotted
            c.blob(2 + dx * 17, -7, 13, 7.5, tone, width=1.1, wobble=0.05)
        for sx, sy, r in ((-10, -6, 2.6), (6, -9, 3.2), (14, -4, 1.8)):
            c.add("ellipse", cx=float(sx), cy=float(sy), rx=float(r), ry=r * 0.7, fill="#4b3222", opacity=0.75)
        c.line([(2, -14), (0, -19), (-4, -20)], "#6d5a3b", 2.0)
        fly(c, 22, -26)


def ub_lettuce(c: Canvas, phase: int) -> None:
    if phase == 1:
        seed_packet(c, -30, "lettuce")
        seeds(c, ((-6, 10), (16, 8)), "#cfc6ad", 2.8, 1.0, 30)
        seedling(c, 5, 11, 7)
    elif phase == 2:
        for angle, tone in ((-165, LEAF), (-15, LEAF), (-135, LEAF_LIGHT), (-45, LEAF_LIGHT), (-95, "#b9cd7f")):
            ruffle(c, 0, -1, 15 if angle in (-165, -15) else 17, 11, angle + c.j(4), tone, stroke_width=0.8)
        c.line([(0, 0), (1, 7), (-1, 11)], "#efe6cf", 0.9)
    elif phase == 3:
        for angle in (-175, -5, -150, -30):
            ruffle(c, 0, -2, 28, 18, angle + c.j(4), LEAF)
        for angle in (-125, -55):
            ruffle(c, 0, -3, 30, 22, angle + c.j(4), LEAF_LIGHT)
        c.blob(0, -14, 13, 12, "#c5d68c", width=1.0)
        for k in (-6, 6):
            c.path(f"M{k},-4 Q{k * 0.4},-16 {k * 1.5},-24", fill="none", stroke="#a4ba6a", stroke_width=0.9)
        for angle in (-160, -20):
            ruffle(c, 0, 0, 22, 14, angle, "#b9cd7f")
        for sx, sy, r in ((-28, -30, 3.5), (26, -36, 3)):
            sparkle(c, sx, sy, r)
    else:
        for angle in (-175, -5, -160, -20):
            ruffle(c, 0, 0, 18, 10, angle + 12 * (1 if angle < -90 else -1), "#c2b45e", stroke_width=0.8)
        stalk = [(0, 0), (-1, -10), (1.5, -19), (0, -27)]
        c.line(stalk, "#7f8c4a", 2.0)
        for k, (sx, sy) in enumerate(((-1, -10), (1.5, -19))):
            leaf(c, sx, sy, 10, 5, -150 if k % 2 else -30, "#a9b26a", stroke_width=0.7)
        for fx, fy in ((0, -29), (-6, -26), (6, -25), (-3, -33), (4, -32)):
            c.line([(0, -25), (fx, fy)], "#7f8c4a", 0.8)
            little_flower(c, fx, fy, 3.4, YELLOW, GOLD_DARK)
        c.line([(0, 0), (1, 7), (-1, 12)], "#d9cdb0", 1.0)


def ub_potato(c: Canvas, phase: int) -> None:
    def tuber(x: float, y: float, rx: float, ry: float, skin: str = POTATO_SKIN) -> None:
        c.shape(ellipse_points(x, y, rx, ry, 10), skin, INK, width=0.8, wobble=0.3)
        for dx, dy in ((-0.4, -0.2), (0.3, 0.25), (0.45, -0.3)):
            c.add("circle", cx=x + dx * rx, cy=y + dy * ry, r=0.8, fill=POTATO_DARK)

    if phase == 1:
        seed_packet(c, -30, "potato")
        tuber(4, 11, 8, 5.5)
        c.line([(4, 6), (3, -2), (4, -8)], "#9b6b8f", 1.4)
        leaf(c, 4, -8, 7, 4, -140, LEAF_LIGHT, stroke_width=0.7)
        leaf(c, 4, -8, 7, 4, -40, LEAF_LIGHT, stroke_width=0.7)
        for dx in (-4, 10):
            c.line([(4 + dx * 0.5, 15), (4 + dx, 19)], "#efe6cf", 0.8)
    elif phase == 2:
        tuber(0, 12, 6.5, 4.5, "#b48f62")
        c.line([(0, 8), (0, -18)], LEAF_DARK, 1.5)
        for y, angle in ((-6, -150), (-8, -30), (-14, -125), (-15, -55)):
            stalk_leaves(c, 0, y, angle, 13, LEAF if angle < -90 else LEAF_LIGHT)
        stalk_leaves(c, 0, -18, -90, 11, LEAF_LIGHT)
    elif phase == 3:
        for sx, sy in ((-15, 10), (16, 9)):
            c.path(f"M0,2 Q{sx * 0.5},{sy + 4} {sx},{sy}", fill="none", stroke="#efe6cf", stroke_width=0.9)
        for x, y, rx, ry in ((-15, 10, 8, 5.5), (2, 14, 9, 5.5), (16, 9, 7, 5)):
            tuber(x, y, rx, ry)
        ub_potato_top(c)
    else:
        for x, y, rx, ry in ((-14, 10, 8, 5.5), (2, 13, 9, 5.5), (16, 9, 7, 5)):
            tuber(x, y, rx, ry)
        for angle, droop in ((-150, -50), (-120, -60), (-60, 60), (-30, 50)):
            pts = [(0.0, 0.0)]
            for i in range(1, 6):
                a = math.radians(angle + droop * (i / 5) ** 2)
                pts.append((pts[-1][0] + 5.5 * math.cos(a), pts[-1][1] + 5.5 * math.sin(a)))
            c.line(pts, DRY_DARK, 1.3)
            leaf(c, pts[3][0], pts[3][1], 8, 4, angle + droop * 0.8, DRY, vein=DRY_DARK, stroke_width=0.7)
            leaf(c, pts[-1][0], pts[-1][1], 9, 5, angle + droop, "#c2ad6a", vein=DRY_DARK, stroke_width=0.7)


def ub_radish(c: Canvas, phase: int) -> None:
    if phase == 1:
        seed_packet(c, -30, "radish")
        for sx, sy in ((-6, 10), (16, 9)):
            c.add("circle", cx=float(sx), cy=float(sy), r=2.0, fill="#8c5a42", stroke=INK, stroke_width=0.6)
        c.add("circle", cx=5.0, cy=13.0, r=2.0, fill="#8c5a42", stroke=INK, stroke_width=0.6)
        seedling(c, 5, 11, 8, stem="#b0566a")
    elif phase == 2:
        for angle in (-140, -110, -75, -45):
            a = math.radians(angle)
            ex, ey = 9 * math.cos(a), -3 + 9 * math.sin(a)
            c.line([(0, -3), (ex, ey)], "#b0566a", 1.0)
            round_leaf(c, ex, ey, 5.5, angle, LEAF if angle % 2 else LEAF_LIGHT)
        c.add("circle", cx=0.0, cy=0.0, r=4.0, fill=RADISH, stroke=INK, stroke_width=0.8)
        c.line([(0, 4), (0.5, 14)], "#efe6cf", 1.0)
    elif phase == 3:
        for angle, length in ((-135, 22), (-112, 28), (-90, 30), (-68, 27), (-45, 21)):
            a = math.radians(angle)
            ex, ey = length * 0.35 * math.cos(a), -12 + length * 0.35 * math.sin(a)
            c.line([(0, -11), (ex, ey)], "#b0566a", 1.3)
            leaf(c, ex, ey, length * 0.7, length * 0.34, angle + c.j(5), LEAF if angle % 2 else LEAF_LIGHT)
        c.line([(0, 5), (0.5, 12), (2, 18)], INK, 1.4)
        c.line([(0, 5), (0.5, 12), (2, 18)], "#f4eedc", 0.8)
        c.add(
            "circle",
            cx=0.0,
            cy=-3.0,
            r=9.5,
            fill=c.radial("radish", [(0, "#e46c80"), (100, RADISH_DARK)], cx=35, cy=30, r=70),
            stroke=INK,
            stroke_width=1.1,
        )
        c.path(
            "M-5,-8 Q-3,-11 1,-11", fill="none", stroke="#ffffff", stroke_width=1.6, stroke_linecap="round", opacity=0.5
        )
        for sx, sy, r in ((-22, -30, 3.5), (22, -24, 3)):
            sparkle(c, sx, sy, r)
    else:
        for angle, droop in ((-160, -30), (-130, -50), (-50, 50), (-20, 30)):
            pts = [(0.0, -6.0)]
            for i in range(1, 5):
                a = math.radians(angle + droop * (i / 4) ** 2)
                pts.append((pts[-1][0] + 4.5 * math.cos(a), pts[-1][1] + 4.5 * math.sin(a)))
            c.line(pts, DRY_DARK, 1.1)
            leaf(c, pts[-1][0], pts[-1][1], 12, 6, angle + droop, DRY, vein=DRY_DARK, stroke_width=0.7)
        c.line([(0, 4), (1, 10), (3, 16)], INK, 1.4)
        c.line([(0, 4), (1, 10), (3, 16)], "#d9cdb0", 0.8)
        wrinkled = [
            (9 * (0.85 + 0.15 * (k % 2)) * math.cos(a), -3 + 8.5 * (0.85 + 0.15 * (k % 2)) * math.sin(a))
            for k, a in enumerate(2 * math.pi * i / 14 for i in range(14))
        ]
        c.shape(wrinkled, "#a8706a", INK, width=1.0, wobble=0.3)
        c.path("M-2,-11 L1,-5 L-2,-1 L1,4", fill="none", stroke="#4a2a27", stroke_width=1.1, stroke_linejoin="round")
        fly(c, 16, -20)


UB_PLANTS: dict[str, Callable[[Canvas, int], None]] = {
    "beetroot": ub_beetroot,
    "carrot": ub_carrot,
    "pumpkin": ub_pumpkin,
    "lettuce": ub_lettuce,
    "potato": ub_potato,
    "radish": ub_radish,
}


def ub_generic_plant(c: Canvas, phase: int) -> None:
    """A vegetable the art does not know yet (make_art warns): a plain plant that still shows its phase."""
    height = (8, 18, 30, 16)[phase - 1]
    tone = DRY if phase == 4 else LEAF
    c.line([(0, 0), (0, -height)], LEAF_DARK, 1.4)
    for k in range(phase + 1):
        leaf(c, 0, -height * (k + 1) / (phase + 2), 10 + 3 * phase, 5, -150 if k % 2 else -30, tone)


# ---------------------------------------------------------------------------------------------------------------
# Unbeetable cards

# Shallow frames leave a large centre for the species' silhouette (the phase pictures read at zoom size; at play
# size each frame reads by its sky colour, the app's value in its corner and the plant's outline).
UB_SIDE = 58  # how deep the vignettes on the long (left and right) edges reach into the card


UB_END = 68  # how deep the vignettes on the short (top and bottom) edges reach


UB_SOIL = 18  # the cut-away soil at the inner foot of every vignette


UB_SCALE = {1: 1.05, 2: 1.16, 3: 1.05, 4: 1.05}  # phase drawings are authored small and drawn this much larger


UB_SKIES = {
    1: ("#eef3da", "#dde8c2"),  # fresh spring green: just sown
    2: ("#e4f0ea", "#cde3cf"),  # young and leafy
    3: ("#fbefc6", "#f0d993"),  # ripe gold
    4: ("#ede4d2", "#d6c9ad"),  # faded: withered
}


# Phase -> the transform that takes its upright frame to its edge, the frame's length and depth, and the depth of
# the neighbouring edges. pygame's rotate(img, 90) turns a card counterclockwise, which brings its RIGHT edge to the
# top: so phase 2 sits on the right edge, phase 3 upside down on the bottom, phase 4 on the left.
UB_EDGES = {
    1: ("", CARD_W, UB_END, UB_SIDE),
    2: (f"translate({CARD_W},0) rotate(90)", CARD_H, UB_SIDE, UB_END),
    3: (f"translate({CARD_W},{CARD_H}) rotate(180)", CARD_W, UB_END, UB_SIDE),
    4: (f"translate(0,{CARD_H}) rotate(-90)", CARD_H, UB_SIDE, UB_END),
}


def bee(c: Canvas, x: float, y: float, s: float) -> None:
    for side in (-1, 1):
        c.add(
            "ellipse",
            cx=x + side * 1.8 * s,
            cy=y - 3.2 * s,
            rx=2.2 * s,
            ry=3.0 * s,
            fill="#ffffff",
            stroke=INK,
            stroke_width=0.5,
            opacity=0.85,
        )
    c.add("ellipse", cx=x, cy=y, rx=4.2 * s, ry=3.0 * s, fill=YELLOW, stroke=INK, stroke_width=0.7)
    for dx in (-1.2, 1.2):
        c.line([(x + dx * s, y - 2.8 * s), (x + dx * s, y + 2.8 * s)], INK, 1.2 * s)
    c.add("circle", cx=x + 4.4 * s, cy=y - 0.4 * s, r=1.6 * s, fill=INK)


def snail(c: Canvas, x: float, y: float, s: float) -> None:
    """A snail on the ground at (x, y), heading right."""
    c.shape(
        [(x - 7 * s, y), (x + 8 * s, y), (x + 10 * s, y - 3 * s), (x + 7 * s, y - 3.5 * s), (x - 4 * s, y - 2 * s)],
        "#c8b59a",
        INK,
        width=0.7,
        wobble=0.1,
    )
    c.line([(x + 8 * s, y - 3 * s), (x + 9 * s, y - 7 * s)], INK, 0.6)
    c.line([(x + 9.5 * s, y - 3 * s), (x + 11.5 * s, y - 6.5 * s)], INK, 0.6)
    c.add("circle", cx=x - 0.5 * s, cy=y - 5.5 * s, r=5.2 * s, fill="#b9874f", stroke=INK, stroke_width=0.8)
    c.path(
        f"M{fmt(x - 0.5 * s)},{fmt(y - 5.5 * s)} m0,0 a1.6,1.6 0 1 1 {fmt(2 * s)},{fmt(1 * s)} "
        f"a3.2,3.2 0 1 1 {fmt(-4.8 * s)},{fmt(-1.2 * s)}",
        fill="none",
        stroke=INK,
        stroke_width=0.6,
    )


def worm(c: Canvas, x: float, y: float, s: float) -> None:
    pts = [(x + k * 2.5 * s, y + (1.5 if k % 2 else -1.5) * s) for k in range(6)]
    c.line(pts, INK, 3.4 * s)
    c.line(pts, "#d98f8a", 2.2 * s)


def ub_scenery(c: Canvas, phase: int, length: float, ground_y: float) -> None:
    """A few small things to live in each phase's frame, between the plant in the middle and the calm corners: a
    worm at sowing time, a butterfly over the young plant, a bee at the ripe one, a snail and fallen leaves at the
    withered one."""
    right, left = length / 2 + 50, length / 2 - 50
    if phase == 1:
        worm(c, right - 6, ground_y + UB_SOIL * 0.55, 0.8)
        cloud(c, left - 4, 20, 8, line=0.8)
    elif phase == 2:
        butterfly(c, right + 4, ground_y - 22, 1.0)
        c.blob(left - 2, ground_y - 2, 4, 3, ROCK_LIGHT, width=0.7)
    elif phase == 3:
        bee(c, right, 22, 1.1)
    else:
        snail(c, right, ground_y - 0.5, 0.9)
        leaf(c, left, ground_y - 1.5, 9, 4.5, 170, DRY, vein=DRY_DARK, stroke_width=0.7)


def ub_vignette(c: Canvas, species: str, phase: int) -> None:
    """One phase in its trapezoid along its edge, drawn upright in the frame of that edge: the edge on top, the
    plant growing towards it out of a cut-away of soil at the inner side."""
    transform, length, depth, other = UB_EDGES[phase]
    m, gap = 6.0, 2.5
    ground_y = depth - UB_SOIL

    def side_x(y: float) -> float:  # the left slanted side (the corner diagonal) at height y, less half the gap
        return m + (y - m) * (other - m) / (depth - m) + gap

    with c.group(transform=transform or None, class_="phase", data_phase=phase):
        sky_top, sky_low = UB_SKIES[phase]
        panel = [(side_x(m), m), (length - side_x(m), m), (length - side_x(depth), depth), (side_x(depth), depth)]
        c.shape(panel, c.linear(f"sky{phase}", [(0, sky_top), (100, sky_low)]), None, smooth=False, wobble=0.3)
        soil = [(side_x(ground_y), ground_y)]
        soil += [(side_x(ground_y) + (length - 2 * side_x(ground_y)) * k / 8, ground_y + c.j(1.2)) for k in (2, 4, 6)]
        soil += [(length - side_x(ground_y), ground_y), (length - side_x(depth), depth), (side_x(depth), depth)]
        tone = "#b39370" if phase == 4 else "#a27a54"
        c.path(poly_path(soil), fill=c.linear(f"soil{phase}", [(0, tone), (100, mix(tone, SOIL, 0.6))]))
        half = 36.0  # a darker pocket of dug soil round the roots
        c.path(
            f"M{fmt(length / 2 - half)},{fmt(ground_y)} A{fmt(half)},{fmt(UB_SOIL - 2)} 0 0 0 "
            f"{fmt(length / 2 + half)},{fmt(ground_y)} Z",
            fill=SOIL_DRY if phase == 4 else SOIL,
            opacity=0.55,
        )
        for _ in range(7):  # pebbles and crumbs in the cut-away
            px = c.rng.uniform(side_x(depth) + 6, length - side_x(depth) - 6)
            if abs(px - length / 2) > 30:
                py = c.rng.uniform(ground_y + 4, depth - 3)
                c.add(
                    "ellipse",
                    cx=px,
                    cy=py,
                    rx=c.rng.uniform(1.2, 2.6),
                    ry=c.rng.uniform(0.9, 1.6),
                    fill=c.rng.choice((SOIL_LIGHT, ROCK_LIGHT, SOIL)),
                    opacity=0.8,
                )
        if phase == 4:  # dry, cracked ground
            for cx in (length * 0.3, length * 0.72):
                c.line([(cx, ground_y), (cx + 3, ground_y + 5), (cx + 1, ground_y + 9)], SOIL_DARK, 0.9)
        c.line(soil[:5], INK, 1.1, smooth=False, opacity=0.7)
        for gx in (length / 2 - 72, length / 2 + 66):  # grass beside the plant, clear of the corners
            for k in range(3):
                c.line(
                    [(gx + k * 2.4, ground_y), (gx + k * 3 - 2 + c.j(0.6), ground_y - c.rng.uniform(3, 5))],
                    DRY_DARK if phase == 4 else LEAF_DARK,
                    1.0,
                    opacity=0.8,
                )
        ub_scenery(c, phase, length, ground_y)
        with placed(c, length / 2, ground_y, UB_SCALE[phase]):
            UB_PLANTS.get(species, ub_generic_plant)(c, phase)
        c.path(poly_path(panel), fill="none", stroke=INK, stroke_width=1.1, stroke_linejoin="round", opacity=0.8)


def _outlined(c: Canvas, points: Sequence[Point], fill: str, wobble: float = 0.6) -> None:
    """A bold silhouette part: a thick ink outline that still reads when the card is a few dozen pixels wide."""
    c.shape(points, fill, INK, width=3.2, wobble=wobble)


def _silhouette_leaf(c: Canvas, x: float, y: float, length: float, width: float, angle: float, fill: str) -> None:
    shape = [(0.0, 0.0), (0.25, -0.42), (0.6, -0.5), (0.9, -0.22), (1.0, 0.0), (0.9, 0.2), (0.6, 0.48), (0.25, 0.4)]
    _outlined(c, rotate([(x + u * length, y + v * width) for u, v in shape], x, y, angle), fill, wobble=0.4)
    tip = rotate([(x + length * 0.85, y)], x, y, angle)[0]
    c.line([(x, y), tip], LEAF_DARK, 1.6, opacity=0.8)


def sil_pumpkin(c: Canvas) -> None:
    """Round and wide, sitting low: three fat ribs, a stalk and one leaf."""
    with placed(c, 0, 24, 1.1):  # low on the card and wide: nothing else sits so low
        c.path(
            "M-2,-28 C-10,-44 -30,-44 -40,-34", fill="none", stroke=LEAF_DARK, stroke_width=3.2, stroke_linecap="round"
        )
        round_leaf(c, -30, -40, 16, -150, LEAF, lobes=5)
        for dx, tone in ((-26, "#c46a26"), (26, "#c46a26"), (0, PUMPKIN)):
            _outlined(c, ellipse_points(dx, 18, 32, 38, 14), tone, wobble=0.5)
        for dx in (-13, 13):
            c.path(f"M{dx},-14 Q{dx * 1.5},18 {dx},50", fill="none", stroke="#a4521d", stroke_width=1.6, opacity=0.7)
        _outlined(c, [(-5, -18), (-3, -34), (6, -40), (9, -36), (4, -30), (5, -18)], SOIL_DARK, wobble=0.2)
        c.path(
            "M-34,-2 Q-30,-14 -16,-16",
            fill="none",
            stroke="#ffffff",
            stroke_width=3,
            stroke_linecap="round",
            opacity=0.4,
        )


def sil_carrot(c: Canvas) -> None:
    """A long taper: a narrow root that runs to a point, feathery tops above."""
    for angle, length in ((-128, 50), (-108, 62), (-90, 58), (-72, 62), (-52, 50)):
        frond(c, 0, -38, length * 1.1, angle, LEAF if angle == -90 else LEAF_LIGHT, width=2.4)
    body = [(-22, -40), (-8, -46), (8, -46), (22, -40), (17, 0), (9, 44), (1, 92), (-7, 44), (-16, 0)]
    _outlined(c, body, c.linear("silcarrot", [(0, "#eda35a"), (100, CARROT_DARK)], x2=100, y2=0))
    for y in (-22, 4, 30, 56):
        w = 15 - y * 0.14
        c.line([(-w, y), (-w + 8, y + 2)], CARROT_DARK, 1.6)


def sil_beetroot(c: Canvas) -> None:
    """A deep red globe with a thin tail, under tall red-veined leaves."""
    for angle, length in ((-125, 56), (-100, 66), (-78, 64), (-55, 54)):
        a = math.radians(angle)
        ex, ey = 16 * math.cos(a), -10 + 26 * math.sin(a)
        c.line([(0, -10), (ex, ey)], BEET, 3.0)
        _silhouette_leaf(c, ex, ey, length, 30, angle, LEAF if angle % 2 else LEAF_LIGHT)
    body = [(0, -16), (26, -10), (38, 12), (32, 40), (12, 58), (3, 90), (-4, 58), (-28, 42), (-38, 14), (-26, -10)]
    _outlined(c, body, c.radial("silbeet", [(0, BEET_LIGHT), (100, BEET)], cx=35, cy=30, r=70))
    c.path("M-22,4 Q-18,-6 -8,-8", fill="none", stroke="#ffffff", stroke_width=3, stroke_linecap="round", opacity=0.35)


def sil_radish(c: Canvas) -> None:
    """A bunch of three small round radishes on long stalks, each with a white tip and a wisp of root."""
    for angle in (-120, -95, -70):
        a = math.radians(angle)
        _silhouette_leaf(c, 14 * math.cos(a), -26 + 14 * math.sin(a), 54, 32, angle, LEAF)
    for bx, by in ((-30, 42), (30, 42), (0, 58)):
        c.line([(0, -24), (bx * 0.6, by - 24)], "#b0566a", 2.6)
        c.line([(bx, by + 16), (bx + 2, by + 34)], INK, 1.8)
        c.add(
            "circle",
            cx=float(bx),
            cy=float(by),
            r=19.0,
            fill=c.radial("silradish", [(0, "#e46c80"), (100, RADISH_DARK)], cx=35, cy=30, r=70),
            stroke=INK,
            stroke_width=3.2,
        )
        c.path(f"M{bx - 7},{by + 12} Q{bx},{by + 19} {bx + 7},{by + 12}", fill="#f4eedc", stroke=INK, stroke_width=1.2)
    _outlined(c, [(-8, -30), (8, -30), (6, -20), (-6, -20)], "#c9a46a", wobble=0.2)


def sil_lettuce(c: Canvas) -> None:
    """A tall head of broad ruffled leaves standing up from a narrow foot, like a vase (a pumpkin is low and
    wide: the two must not be mistaken for each other)."""
    for angle, length, tone in (
        (-90, 166, "#b9cd7f"),
        (-108, 134, LEAF_LIGHT),
        (-72, 134, LEAF_LIGHT),
        (-122, 100, LEAF),
        (-58, 100, LEAF),
    ):  # the pale heart at the back, the dark outer leaves wrapped round it in front
        ruffle(c, 0, 86, length, length * 0.4, angle, tone, stroke_width=2.6)
    _outlined(c, ellipse_points(0, 80, 15, 9, 10), "#c5d68c", wobble=0.3)


def sil_potato(c: Canvas) -> None:
    """Two knobbly tubers, one big and tilted, one small, with their eyes."""
    for x, y, rx, ry, turn in ((-12, -20, 54, 34, -28), (28, 52, 34, 23, 18)):
        pts = [
            (x + rx * (1 + (0.08 if k % 3 == 0 else -0.03)) * math.cos(a), y + ry * math.sin(a))
            for k, a in enumerate(2 * math.pi * i / 14 for i in range(14))
        ]
        _outlined(c, rotate(pts, x, y, turn), POTATO_SKIN, wobble=0.8)
        for dx, dy in ((-0.45, -0.15), (0.1, 0.35), (0.45, -0.25), (-0.1, -0.4)):
            ex, ey = rotate([(x + dx * rx, y + dy * ry)], x, y, turn)[0]
            c.path(
                f"M{fmt(ex - 3)},{fmt(ey)} Q{fmt(ex)},{fmt(ey + 2.5)} {fmt(ex + 3)},{fmt(ey)}",
                fill="none",
                stroke=POTATO_DARK,
                stroke_width=1.8,
                stroke_linecap="round",
            )


def sil_generic(c: Canvas) -> None:
    """A vegetable the art does not know yet (make_art warns): its seed-packet picture, large."""
    veg_icon(c, "", 0, 0, 60)


UB_SILHOUETTES: dict[str, Callable[[Canvas], None]] = {
    "beetroot": sil_beetroot,
    "carrot": sil_carrot,
    "pumpkin": sil_pumpkin,
    "lettuce": sil_lettuce,
    "potato": sil_potato,
    "radish": sil_radish,
}


def ub_plant_card(species: str) -> str:
    """A vegetable card. Its four edges carry the four phases, each drawn to read upright when its edge is at the
    top: phase 1 (sown) at the top, 2 (young) on the right edge, 3 (ripe) on the bottom, 4 (withered) on the left.
    The app turns the card a quarter turn counterclockwise (pygame ``rotate(img, 90)``) each time the plant grows,
    which brings the right edge up, then the bottom, then the left. The large parchment centre holds the species'
    silhouette, authored round (0, 0) in a box of about 120 x 190; the app writes each phase's points in the upper
    left corner of its frame, which is one corner of the card."""
    c = Canvas(f"unbeetable/{species}", CARD_W, CARD_H)
    w, h = CARD_W, CARD_H
    c.path(rounded_rect_path(0, 0, w, h, CARD_R), fill=c.linear("paper", [(0, PAPER), (100, PAPER_DARK)]))
    for phase in (1, 2, 3, 4):
        ub_vignette(c, species, phase)
    x0, y0 = UB_SIDE + 3, UB_END + 3
    c.path(
        rounded_rect_path(x0, y0, w - 2 * x0, h - 2 * y0, 8),
        fill=c.radial("centre", [(0, "#fbf6e8"), (100, PARCHMENT)]),
        stroke=INK,
        stroke_width=1.2,
    )
    c.path(
        rounded_rect_path(x0 + 4, y0 + 4, w - 2 * x0 - 8, h - 2 * y0 - 8, 6),
        fill="none",
        stroke=GOLD,
        stroke_width=0.9,
        opacity=0.8,
    )
    with c.group(class_="silhouette", data_species=species), placed(c, w / 2, h / 2 - 4, 0.95):
        UB_SILHOUETTES.get(species, sil_generic)(c)
    card_outline(c)
    return c.svg()
