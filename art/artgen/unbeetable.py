"""Unbeetable: the action and season cards, the garden (a seamless 512 x 512 soil tile) and the game's files.

The vegetable cards are drawn in ``unbeetable_plants``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import yaml

from .canvas import (
    CARD_H,
    CARD_R,
    CARD_W,
    CARROT,
    GOLD,
    GOLD_LIGHT,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    SNOW,
    SNOW_SHADE,
    SOIL,
    SOIL_DARK,
    SOIL_LIGHT,
    WATER,
    WATER_LIGHT,
    WOOD,
    YELLOW,
    Canvas,
    _known,
    ellipse_points,
    fmt,
    placed,
    rect_points,
    smooth_path,
)
from .motifs import (
    BAND_TALL,
    beetroot,
    cabbage,
    card_outline,
    carrot,
    cloud,
    drop,
    flower,
    ground,
    ladybird,
    leaf,
    lettuce,
    parchment_band,
    pumpkin,
    rotate,
    scene_card,
    snowflake,
    soil_bed,
    sparkle,
    sprout,
    sun_disc,
    tile_copies,
    watering_can,
)
from .unbeetable_plants import UB_PLANTS, bee, ub_beetroot, ub_carrot, ub_lettuce, ub_plant_card, veg_icon, worm

# ---------------------------------------------------------------------------------------------------------------
# Unbeetable: action and season cards (art above the calm band at 72 %)


ZINC = ("#c5d8df", "#8fb0be", "#5d7f8f")  # a plain garden watering can


def aphid(c: Canvas, x: float, y: float, s: float, turn: float = 0.0, sly: bool = False) -> None:
    """A small green aphid seen from the side, head to the right; s is its length."""
    with placed(c, x, y, s / 20, turn):
        for lx in (-4, 1, 6):
            c.line([(lx, 3), (lx - 3, 8), (lx - 1, 11)], INK, 1.0)
        c.line([(7, -5), (13, -12), (18, -12)], INK, 0.9)
        body = [(-10, 2), (-8, -4), (-1, -7), (6, -6), (10, -2), (9, 3), (2, 5), (-6, 5)]
        c.shape(body, "#bcd86a", INK, width=1.1, wobble=0.3)
        c.line([(-8, -2), (-13, -6)], INK, 1.0)
        c.add("circle", cx=7.0, cy=-2.0, r=1.8, fill="#ffffff", stroke=INK, stroke_width=0.5)
        c.add("circle", cx=7.6, cy=-2.0 + (0.6 if sly else 0.0), r=1.0, fill=INK)
        if sly:
            c.line([(5.2, -4.2), (9, -3.6)], INK, 0.8, smooth=False)


def spray(c: Canvas, x: float, y: float, s: float, drops: bool = True) -> None:
    """A bit of falling water: a few drops round (x, y)."""
    for dx, dy in ((-0.6, -0.4), (0.2, 0.1), (0.7, -0.6), (-0.2, 0.8), (0.5, 0.9)):
        drop(c, x + dx * s, y + dy * s, s * 0.12)


def ub_action_watering_can(c: Canvas) -> None:
    scene_card(c, "#d7e7ea", "#eef3e4")
    cloud(c, 58, 52, 16, line=1.0)
    ground(c, 206, "#a27a54", SOIL)
    with placed(c, 78, 214, 2.3):
        ub_beetroot(c, 2)
    watering_can(c, 184, 150, 80, tilt=-34, tones=ZINC, gid="zinc")
    tip_x, tip_y = 70, 124  # the rose, worked out from the can's size and tilt
    for k in range(7):  # water falling from the rose on to the plant
        drop(c, tip_x - 4 + (k % 3) * 6 + c.j(2), tip_y + 14 + k * 8 + c.j(2), 2.8)


def ub_action_spade(c: Canvas) -> None:
    scene_card(c, "#e2ecd8", "#f2ecd6")
    ground(c, 200, "#a27a54", SOIL)
    c.shape(ellipse_points(150, 206, 30, 8, 12), SOIL_DARK, INK, width=1.2, wobble=1.0)  # the hole
    with placed(c, 122, 222, 1.0, turn=-28):  # the spade, driven in at a slant
        c.shape(
            [(-4, -190), (4, -190), (4, -60), (-4, -60)],
            c.linear("handle", [(0, "#c49a6c"), (100, WOOD)], x2=100, y2=0),
            INK,
            width=1.6,
            wobble=0.4,
            smooth=False,
        )
        c.shape([(-16, -204), (16, -204), (14, -188), (-14, -188)], WOOD, INK, width=1.6, wobble=0.4)
        c.shape(
            [(-20, -62), (20, -62), (22, -10), (0, 6), (-22, -10)],
            c.linear("blade", [(0, "#d7dde0"), (100, "#8c989e")], x2=100, y2=0),
            INK,
            width=2.0,
            wobble=0.5,
            smooth=False,
        )
        c.line([(-12, -54), (-13, -16)], "#ffffff", 2.5, opacity=0.6)
    with placed(c, 70, 150, 1.5, turn=-14):  # the plant lifted out, roots and all
        ub_carrot(c, 3)
        for dx in (-6, 0, 6):
            c.line([(dx * 0.6, 16), (dx, 24), (dx * 1.4, 30)], "#efe6cf", 0.9)
    for cx, cy, r in ((54, 196, 5), (100, 184, 4), (186, 188, 6), (200, 174, 3.5), (176, 168, 3)):
        c.blob(cx, cy, r, r * 0.8, SOIL, width=1.0)


def ub_action_sun(c: Canvas) -> None:
    scene_card(c, "#f7e3a6", "#fbf1d2")
    sun_disc(c, 125, 78, 34)
    ground(c, 212, LEAF_LIGHT, LEAF)
    # A harvest basket full of vegetables.
    c.shape(ellipse_points(125, 226, 70, 9, 12), INK, None, wobble=1.0, opacity=0.2)
    for sp, bx, by, s in (
        ("pumpkin", 92, 172, 22),
        ("beetroot", 128, 162, 22),
        ("carrot", 160, 168, 22),
        ("radish", 110, 180, 14),
        ("lettuce", 146, 182, 16),
    ):
        veg_icon(c, sp, bx, by, s)
    c.path("M66,176 C66,120 184,120 184,176", fill="none", stroke=INK, stroke_width=9, stroke_linecap="round")
    c.path("M66,176 C66,120 184,120 184,176", fill="none", stroke="#c9995e", stroke_width=5.5, stroke_linecap="round")
    body = [(56, 178), (194, 178), (182, 224), (68, 224)]
    c.shape(body, c.linear("basket", [(0, "#d8ab6e"), (100, "#a97b45")]), INK, width=2.0, wobble=0.6, smooth=False)
    for k in range(1, 4):
        yy = 178 + k * 11.5
        c.line([(58 + k * 3, yy), (192 - k * 3, yy)], "#8a6238", 1.3, smooth=False, opacity=0.8)
    for k in range(1, 9):
        xx = 56 + k * 15.5
        c.line([(xx, 180), (xx + (125 - xx) * 0.09, 222)], "#8a6238", 1.0, smooth=False, opacity=0.6)
    for sx, sy, r in ((50, 140, 5), (204, 132, 6), (40, 190, 4), (212, 194, 4.5)):
        sparkle(c, sx, sy, r)


def ub_action_flood(c: Canvas) -> None:
    scene_card(c, "#a9bcc6", "#dbe4e6")
    cloud(c, 80, 64, 30, fill="#8a9aa6", line=1.2)
    cloud(c, 170, 56, 26, fill="#9aa9b4", line=1.2)
    for k in range(16):
        x, y = 30 + k * 13 + c.j(3), 82 + c.rng.uniform(0, 40)
        c.line([(x, y), (x - 4, y + 14)], "#5f7f92", 1.4, opacity=0.8)
    for k in range(3):  # the tops of a drowned bed frame
        c.shape(rect_points(26 + k * 70, 170, 58, 16, 3, 20), WOOD, INK, width=1.2, wobble=0.5)
    water = [(0.0, 156.0)] + [(x, 156 + 5 * math.sin(x / 13.0) + c.j(0.8)) for x in range(10, 250, 10)]
    water += [(250, 156), (250, CARD_H - CARD_R), (CARD_W - CARD_R, CARD_H), (CARD_R, CARD_H), (0, CARD_H - CARD_R)]
    c.path(smooth_path(water), fill=c.linear("water", [(0, WATER_LIGHT + "e6"), (100, WATER + "f2")]))
    c.line(water[:26], INK, 1.2, opacity=0.7)
    with placed(c, 72, 160, 0.9, turn=-12):
        pumpkin(c, 0, 0, 18)
    veg_icon(c, "carrot", 176, 162, 18)
    with placed(c, 130, 198, 1.0, turn=70):
        veg_icon(c, "beetroot", 0, 0, 14)
    for k in range(5):  # ripples
        x, y = 20 + k * 48 + c.j(6), 214 + c.j(10)
        c.path(f"M{fmt(x)},{fmt(y)} q8,-4 16,0 t16,0", fill="none", stroke="#ffffff", stroke_width=1.4, opacity=0.6)


def ub_action_ladybird(c: Canvas) -> None:
    scene_card(c, "#e6efd7", "#f3f0dc")
    c.path("M40,250 C70,200 110,150 200,60", fill="none", stroke=LEAF_DARK, stroke_width=5, stroke_linecap="round")
    leaf(c, 112, 156, 120, 82, -38, c.linear("bigleaf", [(0, LEAF_LIGHT), (100, LEAF)]), stroke_width=2.0)
    leaf(c, 74, 206, 60, 34, 200, LEAF, stroke_width=1.4)
    ladybird(c, 160, 110, 38, turn=40)
    c.path(
        "M40,86 q6,-10 12,0 q6,-10 12,0 q0,10 -12,18 q-12,-8 -12,-18 Z", fill="#e58a8a", stroke=INK, stroke_width=1.2
    )  # a little heart: it is on your side
    for sx, sy, r in ((206, 196, 5), (36, 140, 4)):
        sparkle(c, sx, sy, r)


def ub_action_aphid(c: Canvas) -> None:
    scene_card(c, "#e9ead2", "#f4eedb")
    c.path("M125,252 C120,200 134,140 120,40", fill="none", stroke=INK, stroke_width=8, stroke_linecap="round")
    c.path("M125,252 C120,200 134,140 120,40", fill="none", stroke="#7f9a4a", stroke_width=5, stroke_linecap="round")
    for ly, side, length in ((196, -1, 70), (150, 1, 76), (98, -1, 62)):
        leaf(c, 126, ly, length, length * 0.5, -90 + side * 62, "#8f9c58", stroke_width=1.4)
        for hx in (0.5, 0.7):  # nibbled holes
            c.add(
                "circle",
                cx=126 + side * length * hx * 0.85,
                cy=ly - length * hx * 0.45,
                r=3.2,
                fill="#f4eedb",
                stroke=INK,
                stroke_width=0.6,
            )
    for k, (ax, ay, turn) in enumerate(
        (
            (120, 70, -95),
            (128, 92, -88),
            (118, 118, -100),
            (130, 136, -80),
            (122, 168, -92),
            (176, 128, -30),
            (70, 170, 200),
            (132, 212, -85),
        )
    ):
        aphid(c, ax, ay, 22 if k % 3 else 28, turn, sly=k % 2 == 0)


def ub_action_hail(c: Canvas) -> None:
    scene_card(c, "#9aa7b0", "#d5dde0")
    cloud(c, 126, 74, 44, fill="#7d8a96", line=1.4)
    c.path(
        "M118,80 L108,104 L120,104 L110,128",
        fill="none",
        stroke=GOLD_LIGHT,
        stroke_width=3,
        stroke_linejoin="round",
        opacity=0.9,
    )
    ground(c, 208, "#9fb17a", LEAF_DARK)
    with placed(c, 125, 210, 1.7):
        ub_lettuce(c, 2)
    c.path("M104,186 l6,4 -5,4", fill="none", stroke=INK, stroke_width=1.2)  # a torn leaf edge
    for _ in range(22):
        x, y = 20 + c.rng.uniform(0, 210), 96 + c.rng.uniform(0, 110)
        if abs(x - 125) < 26 and y < 130:
            continue
        c.add("circle", cx=x, cy=y, r=c.rng.uniform(2.6, 4.4), fill="#f6f8fa", stroke=INK, stroke_width=0.8)
        c.line([(x + 2, y - 5), (x + 5, y - 12)], "#ffffff", 1.0, opacity=0.8)
    for k in range(7):
        c.add("circle", cx=20 + k * 33 + c.j(6), cy=214 + c.j(4), r=2.8, fill="#f6f8fa", stroke=INK, stroke_width=0.6)


def ub_action_compost(c: Canvas) -> None:
    scene_card(c, "#e4ead2", "#f1ead5")
    ground(c, 214, "#a27a54", SOIL)
    for k in range(5):  # the slatted bin
        y = 112 + k * 22
        c.shape(
            [(38, y), (212, y + c.j(1)), (212, y + 17), (38, y + 17)],
            c.linear(f"slat{k % 2}", [(0, "#b48659"), (100, "#94693f")]),
            INK,
            width=1.4,
            wobble=0.4,
            smooth=False,
        )
    for x in (44, 206):
        c.shape(
            [(x - 5, 98), (x + 5, 98), (x + 5, 222), (x - 5, 222)], "#8a6238", INK, width=1.4, wobble=0.3, smooth=False
        )
    heap = [(44, 116), (60, 90), (86, 76), (124, 68), (164, 74), (192, 90), (206, 116)]
    c.shape(heap, c.linear("heap", [(0, "#6e4c32"), (100, SOIL_DARK)]), INK, width=1.6, wobble=0.8)
    for px, py, kind in (
        (88, 86, "peel"),
        (132, 76, "leaf"),
        (168, 88, "shell"),
        (110, 98, "leaf"),
        (150, 100, "peel"),
    ):
        if kind == "peel":
            c.path(f"M{px},{py} q8,-8 16,-2 q-6,2 -10,8 Z", fill="#e6a24a", stroke=INK, stroke_width=0.8)
        elif kind == "leaf":
            leaf(c, px, py, 16, 8, -20, LEAF_LIGHT, stroke_width=0.8)
        else:
            c.path(f"M{px},{py} l6,-7 4,5 5,-6 3,8 Z", fill="#f4efe2", stroke=INK, stroke_width=0.8)
    worm(c, 118, 104, 1.6)
    for k in range(3):  # warm steam
        x = 92 + k * 34
        c.path(
            f"M{x},62 q-8,-10 0,-20 q8,-10 0,-20",
            fill="none",
            stroke="#ffffff",
            stroke_width=3,
            stroke_linecap="round",
            opacity=0.7,
        )


def ub_action_weeds(c: Canvas) -> None:
    scene_card(c, "#e6ecd2", "#f2eed8")
    ground(c, 196, "#a27a54", SOIL)
    for x, h, lean in ((40, 120, -10), (96, 150, 6), (150, 110, -4), (206, 136, 10)):  # dandelions
        c.path(
            f"M{x},{200} Q{x + lean},{200 - h / 2} {x + lean * 1.6},{200 - h}",
            fill="none",
            stroke=LEAF_DARK,
            stroke_width=2.0,
        )
        fx, fy = x + lean * 1.6, 200 - h
        if x == 150:  # one has gone to seed: a clock
            c.add("circle", cx=fx, cy=fy, r=20.0, fill="#ffffff", stroke=INK, stroke_width=0.8, opacity=0.85)
            for k in range(14):
                a = 2 * math.pi * k / 14
                c.line([(fx, fy), (fx + 18 * math.cos(a), fy + 18 * math.sin(a))], ROCK, 0.7)
            c.add("circle", cx=fx, cy=fy, r=3.0, fill=ROCK_DARK)
        else:
            for k in range(16):
                a = 2 * math.pi * k / 16
                c.line([(fx, fy), (fx + 13 * math.cos(a), fy + 13 * math.sin(a))], INK, 4.4)
            for k in range(16):
                a = 2 * math.pi * k / 16
                c.line([(fx, fy), (fx + 13 * math.cos(a), fy + 13 * math.sin(a))], YELLOW, 3.0)
            c.add("circle", cx=fx, cy=fy, r=5.0, fill=GOLD, stroke=INK, stroke_width=0.8)
    for x in (30, 70, 118, 170, 214):  # toothed rosettes of leaves
        for ang in (-170, -135, -45, -10):
            pts = []
            for k in range(9):
                t = k / 8
                wd = 6 * math.sin(math.pi * t) * (1.25 if k % 2 else 0.7)
                pts.append((28 * t, -wd))
            pts += [
                (28 * t, 6 * math.sin(math.pi * t) * (1.25 if k % 2 else 0.7))
                for k, t in reversed(list(enumerate(i / 8 for i in range(9))))
            ]
            c.shape(
                rotate([(x + px, 202 + py) for px, py in pts], x, 202, ang + c.j(8)),
                "#7c9b4c",
                INK,
                width=0.9,
                wobble=0.3,
                smooth=False,
            )
    c.path(
        "M10,170 C40,150 60,190 90,168 S140,150 170,172 S220,186 240,160",
        fill="none",
        stroke=LEAF_DARK,
        stroke_width=1.6,
    )  # creeping bindweed
    for x, y in ((36, 160), (88, 168), (140, 158), (196, 176)):
        leaf(c, x, y, 12, 8, -60, LEAF, stroke_width=0.8)


UB_ACTIONS: dict[str, Callable[[Canvas], None]] = {
    "watering_can": ub_action_watering_can,
    "spade": ub_action_spade,
    "sun": ub_action_sun,
    "flood": ub_action_flood,
    "ladybird": ub_action_ladybird,
    "aphid": ub_action_aphid,
    "hail": ub_action_hail,
    "compost": ub_action_compost,
    "weeds": ub_action_weeds,
}


def ub_action_generic(c: Canvas) -> None:
    """An action the art does not know yet (make_art warns): a plain garden scene with a watering can."""
    scene_card(c, "#e2ecd8", "#f2ecd6")
    ground(c, 200, "#a27a54", SOIL)
    watering_can(c, 125, 200, 80, tones=ZINC, gid="zinc")


def ub_action_card(action: str) -> str:
    c = Canvas(f"unbeetable/{action}", CARD_W, CARD_H)
    UB_ACTIONS.get(action, ub_action_generic)(c)
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


def season_bed(c: Canvas, y: float, soil: str = SOIL) -> None:
    """A long raised bed across the card, resting on the ground at y."""
    soil_bed(c, 16, y - 34, 218, 40, soil=soil)


def ub_season_spring(c: Canvas) -> None:
    scene_card(c, "#dcebd4", "#f3f2dd")
    c.path("M-4,40 C50,52 90,30 140,44 S210,70 256,56", fill="none", stroke=INK, stroke_width=7, stroke_linecap="round")
    c.path(
        "M-4,40 C50,52 90,30 140,44 S210,70 256,56",
        fill="none",
        stroke="#7a5236",
        stroke_width=4.5,
        stroke_linecap="round",
    )
    for x, y in ((24, 48), (58, 40), (96, 36), (132, 46), (170, 54), (204, 62), (236, 58), (112, 58), (186, 40)):
        flower(c, x + c.j(3), y + c.j(4), 13, "#f4c6d3", YELLOW, turn=c.rng.uniform(0, 1))
    for x, y, ang in ((44, 60, 60), (150, 36, -40), (220, 72, 80)):
        leaf(c, x, y, 16, 8, ang, LEAF_LIGHT, stroke_width=0.8)
    for _ in range(6):  # petals drifting down
        x, y = c.rng.uniform(20, 230), c.rng.uniform(80, 150)
        c.shape(
            rotate(ellipse_points(x, y, 4, 2.4, 8), x, y, c.rng.uniform(0, 180)), "#f4c6d3", INK, width=0.6, wobble=0.1
        )
    ground(c, 206, "#9fb97a", LEAF)
    season_bed(c, 222)
    for k in range(6):
        sprout(c, 36 + k * 36, 212, 9 + (k % 3) * 2)
    sun_disc(c, 204, 112, 12, glow=False)


def ub_season_summer(c: Canvas) -> None:
    scene_card(c, "#f6dc8f", "#fbf1cf")
    sun_disc(c, 125, 74, 30)
    for x, y in ((50, 128), (196, 118)):
        bee(c, x, y, 1.6)
        c.line([(x - 8, y + 4), (x - 20, y + 10), (x - 28, y + 2)], INK, 0.7, stroke_dasharray="2 3", opacity=0.7)
    ground(c, 200, LEAF_LIGHT, LEAF)
    season_bed(c, 222)
    for k, sp in enumerate(("lettuce", "carrot", "beetroot", "lettuce", "carrot", "beetroot")):
        x = 36 + k * 36
        if sp == "lettuce":
            lettuce(c, x, 202, 12)
        elif sp == "carrot":
            carrot(c, x, 206, 9)
        else:
            beetroot(c, x, 198, 7)


def ub_season_autumn(c: Canvas) -> None:
    scene_card(c, "#efc38e", "#f8e6c8")
    c.path("M30,206 C34,150 26,110 40,70", fill="none", stroke=INK, stroke_width=12, stroke_linecap="round")
    c.path("M30,206 C34,150 26,110 40,70", fill="none", stroke="#7a5236", stroke_width=8.5, stroke_linecap="round")
    c.path("M36,110 C60,96 80,90 104,92", fill="none", stroke="#7a5236", stroke_width=4, stroke_linecap="round")
    for _ in range(26):  # the last leaves on the tree and a few on their way down
        x, y = c.rng.uniform(8, 110), c.rng.uniform(30, 108)
        leaf(
            c,
            x,
            y,
            14,
            9,
            c.rng.uniform(0, 360),
            c.rng.choice((CARROT, "#c0532f", GOLD, "#b5651d")),
            vein=SOIL_DARK,
            stroke_width=0.8,
        )
    for _ in range(7):
        x, y = c.rng.uniform(110, 232), c.rng.uniform(40, 180)
        leaf(
            c,
            x,
            y,
            14,
            9,
            c.rng.uniform(0, 360),
            c.rng.choice((CARROT, "#c0532f", GOLD)),
            vein=SOIL_DARK,
            stroke_width=0.8,
        )
    ground(c, 204, "#b9a25e", "#8f7a44")
    for x, s in ((104, 20), (156, 24), (208, 17)):
        pumpkin(c, x, 214, s)
    for x in (60, 136, 186, 230):
        leaf(c, x, 228, 14, 8, c.rng.uniform(150, 210), "#c0532f", vein=SOIL_DARK, stroke_width=0.8)


def ub_season_winter(c: Canvas) -> None:
    scene_card(c, "#9fb6c8", "#e3eaf0")
    c.add("circle", cx=190.0, cy=56.0, r=20.0, fill="#f8f3dc", stroke=INK, stroke_width=1.2)
    c.add("circle", cx=180.0, cy=50.0, r=18.0, fill="#b4c6d5")  # the crescent moon: the garden sleeps
    for _ in range(20):
        snowflake(c, c.rng.uniform(14, 236), c.rng.uniform(20, 190), c.rng.uniform(3, 5.5), "#ffffff")
    drift = [(0.0, 196.0)] + [(float(x), 192 + 6 * math.sin(x / 30) + c.j(1)) for x in range(20, 250, 20)]
    drift += [(250, 196), (250, CARD_H - CARD_R), (CARD_W - CARD_R, CARD_H), (CARD_R, CARD_H), (0, CARD_H - CARD_R)]
    c.path(smooth_path(drift), fill=c.linear("drift", [(0, SNOW), (100, SNOW_SHADE)]))
    c.line(drift[:14], INK, 1.2, opacity=0.5)
    season_bed(c, 226, soil="#8a6a55")
    c.shape(
        [(18, 196), (60, 188), (125, 190), (190, 186), (232, 194), (232, 200), (18, 200)],
        SNOW,
        INK,
        width=1.0,
        wobble=0.6,
    )
    for k in range(4):
        cabbage(c, 50 + k * 50, 208, 12, snow=True)


UB_SEASONS: dict[str, Callable[[Canvas], None]] = {
    "spring": ub_season_spring,
    "summer": ub_season_summer,
    "autumn": ub_season_autumn,
    "winter": ub_season_winter,
}


def ub_season_card(season: str) -> str:
    c = Canvas(f"unbeetable/season-{season}", CARD_W, CARD_H)
    UB_SEASONS.get(season, ub_season_winter)(c)
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


def ub_garden() -> str:
    """A 512 x 512 soil bed that tiles seamlessly: furrows whose waves repeat across the tile, and clods, stones
    and bits of straw that are repeated on the opposite side wherever they cross an edge."""
    size = 512
    c = Canvas("unbeetable/garden", size, size)
    rng = c.rng
    c.add("rect", x=0, y=0, width=size, height=size, fill="#8a6142")
    for k in range(16):  # furrows every 32 pixels: a dark trough and a lit ridge
        base = k * 32 + 16
        a, f, p = rng.uniform(1.0, 2.5), rng.choice((1, 2, 3)), rng.uniform(0, 2 * math.pi)
        pts = [(float(x), base + a * math.sin(2 * math.pi * f * x / size + p)) for x in range(0, size + 1, 16)]
        c.line(pts, SOIL_DARK, 7.0, opacity=0.35)
        c.line([(x, y - 7) for x, y in pts], SOIL_LIGHT, 3.0, opacity=0.35)
    for _ in range(90):  # clods
        x, y, r = rng.uniform(0, size), rng.uniform(0, size), rng.uniform(3, 7)

        def clod(r: float = r) -> None:
            c.blob(0, 0, r, r * 0.75, c.rng.choice(("#7a5336", "#9b6f4a", "#6d4a30")), width=0.8)

        tile_copies(c, clod, x, y, r + 2, size)
    for _ in range(40):  # pebbles
        x, y, r = rng.uniform(0, size), rng.uniform(0, size), rng.uniform(2, 4.5)

        def pebble(r: float = r) -> None:
            c.add(
                "ellipse",
                cx=0,
                cy=0,
                rx=r,
                ry=r * 0.7,
                fill=c.rng.choice((ROCK_LIGHT, ROCK, "#cbbfae")),
                stroke=INK,
                stroke_width=0.6,
            )

        tile_copies(c, pebble, x, y, r + 1, size)
    for _ in range(30):  # straw
        x, y, a = rng.uniform(0, size), rng.uniform(0, size), rng.uniform(0, math.pi)

        def straw(a: float = a) -> None:
            c.line(
                [(-9 * math.cos(a), -9 * math.sin(a)), (9 * math.cos(a), 9 * math.sin(a))],
                "#d8bf7a",
                1.6,
                smooth=False,
                opacity=0.8,
            )

        tile_copies(c, straw, x, y, 10, size)
    return c.svg()


# ---------------------------------------------------------------------------------------------------------------
# Reading the game's data


def unbeetable_art(data_file: Path) -> dict[str, str]:
    data = yaml.safe_load(data_file.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for sp in data["species"]:
        _known("Unbeetable vegetable", sp["id"], UB_PLANTS)
        out[f"unbeetable/{sp['id']}.svg"] = ub_plant_card(sp["id"])
    for action in data["actions"]:
        _known("Unbeetable action", action["id"], UB_ACTIONS)
        out[f"unbeetable/{action['id']}.svg"] = ub_action_card(action["id"])
    for season in data["seasons"]:
        _known("Unbeetable season", season["id"], UB_SEASONS)
        out[f"unbeetable/season-{season['id']}.svg"] = ub_season_card(season["id"])
    out["unbeetable/garden.svg"] = ub_garden()
    return out
