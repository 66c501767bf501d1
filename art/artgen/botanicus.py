"""Botanicus: the plants, the gardener, the Flower token, the boards, cards and track.

Botanicus plant levels differ by shape as well as colour and carry their level as dots; the garden board is laid
out from the data's rows, footprint spots and paths (``class="bed"``, ``"node"``, ``"path"``, ``"hedge"``), and
the Flower token is white and grey so the app can tint it to a seat's colour by multiplying.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import yaml

from .canvas import (
    BLUE,
    CARD_H,
    CARD_R,
    CARD_W,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    GREEN,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER,
    PAPER_DARK,
    PARCHMENT,
    PINE_LIGHT,
    PINK,
    RED,
    RED_DARK,
    ROCK,
    ROCK_LIGHT,
    SKIN,
    SOIL,
    SOIL_DARK,
    SOIL_LIGHT,
    WATER,
    WATER_LIGHT,
    YELLOW,
    Canvas,
    Point,
    _known,
    ellipse_points,
    fmt,
    mix,
    rect_points,
    rounded_rect_path,
)
from .motifs import BAND_TALL, card_outline, flower, leaf, little_flower, parchment_band, rotate, round_leaf


def gardener(c: Canvas, x: float, y: float, s: float) -> None:
    """A gardener in a straw hat and apron holding a watering can; feet at (x, y), about s pixels tall."""
    with c.group(transform=f"translate({fmt(x)},{fmt(y)}) scale({fmt(s / 100)})"):
        c.add("ellipse", cx=0.0, cy=0.0, rx=22.0, ry=4.0, fill=INK, opacity=0.2)
        c.shape(
            [(-12, -2), (-10, -38), (10, -38), (12, -2), (3, -2), (0, -30), (-3, -2)],
            "#5d6a8a",
            INK,
            width=2,
            wobble=0.4,
            smooth=False,
        )  # trousers
        c.shape([(-15, 0), (-14, -6), (-3, -6), (-2, 0)], SOIL_DARK, INK, width=1.6, smooth=False)
        c.shape([(2, 0), (3, -6), (14, -6), (15, 0)], SOIL_DARK, INK, width=1.6, smooth=False)
        c.shape(
            [(-16, -36), (-18, -66), (-8, -74), (8, -74), (18, -66), (16, -36)], GREEN, INK, width=2, wobble=0.6
        )  # shirt
        c.shape(
            [(-11, -34), (-10, -62), (10, -62), (11, -34)], "#9a6b43", INK, width=1.8, wobble=0.5, smooth=False
        )  # apron
        c.line([(-16, -68), (-24, -50), (-20, -40)], GREEN, 6)
        c.add("circle", cx=-20.0, cy=-39.0, r=3.5, fill=SKIN, stroke=INK, stroke_width=1.2)
        c.add("circle", cx=0.0, cy=-84.0, r=11.0, fill=SKIN, stroke=INK, stroke_width=1.8)
        c.add("circle", cx=-4.0, cy=-85.0, r=1.4, fill=INK)
        c.add("circle", cx=4.0, cy=-85.0, r=1.4, fill=INK)
        c.path("M-4,-80 Q0,-77 4,-80", fill="none", stroke=INK, stroke_width=1.4, stroke_linecap="round")
        c.shape(ellipse_points(0, -92, 22, 5, 12), "#e8c872", INK, width=1.6, wobble=0.4)  # hat brim
        c.shape([(-11, -92), (-9, -104), (9, -104), (11, -92)], "#e8c872", INK, width=1.6, wobble=0.4)
        c.line([(-10, -95), (10, -95)], RED, 2.6)
    # The watering can in the other hand (drawn outside the group so it can be its own size).
    c.line([(x + 0.16 * s, y - 0.68 * s), (x + 0.26 * s, y - 0.5 * s), (x + 0.27 * s, y - 0.42 * s)], GREEN, 0.06 * s)
    with c.group(transform=f"translate({fmt(x + 0.4 * s)},{fmt(y - 0.22 * s)})"):
        s2 = 0.22 * s
        c.shape(
            [(-s2 * 0.5, 0), (-s2 * 0.55, -s2 * 0.7), (s2 * 0.55, -s2 * 0.7), (s2 * 0.5, 0)],
            "#6f9bb0",
            INK,
            width=1.4,
            smooth=False,
            wobble=0.3,
        )
        c.line([(s2 * 0.5, -s2 * 0.3), (s2 * 1.2, -s2 * 0.8)], INK, 2.4)
        c.path(
            f"M{fmt(-s2 * 0.4)},{fmt(-s2 * 0.7)} Q0,{fmt(-s2 * 1.3)} {fmt(s2 * 0.4)},{fmt(-s2 * 0.7)}",
            fill="none",
            stroke=INK,
            stroke_width=1.6,
        )


# The data's plant levels: yellow, pink, green, blue. The same colours as the table's LEVEL_COLOURS
# (gardengames/games/botanicus/table/layout.py), chosen to stay apart under simulated colour blindness.
BOT_LEVELS = {1: "#f8e84c", 2: "#e682b0", 3: "#58963c", 4: "#284091"}


def bot_plant_shape(c: Canvas, level: int, x: float, y: float, s: float) -> None:
    """The plant of a level, told apart by shape as well as colour: 1 a round bud, 2 an open five-petalled flower,
    3 a leafy star, 4 a tall spike; (x, y) is the middle of a square of side s it fills."""
    colour = BOT_LEVELS.get(level, ROCK)
    dark, light = mix(colour, INK, 0.35), mix(colour, "#ffffff", 0.45)
    u = s / 100
    if level == 1:
        for side in (-1, 1):
            leaf(c, x, y + 30 * u, 26 * u, 14 * u, -90 + side * 60, LEAF, stroke_width=1.2)
        c.line([(x, y + 40 * u), (x, y + 6 * u)], LEAF_DARK, 3.5 * u)
        pts = [
            (
                x + 26 * u * (1 + 0.06 * math.cos(6 * a)) * math.cos(a),
                y - 8 * u + 26 * u * (1 + 0.06 * math.cos(6 * a)) * math.sin(a),
            )
            for a in (2 * math.pi * i / 24 for i in range(24))
        ]
        c.shape(pts, c.radial("bud", [(0, light), (100, colour)], cx=40, cy=35), INK, width=2.0, wobble=0.3)
        for k in range(3):  # the closed petals' seams
            a = -math.pi / 2 + (k - 1) * 0.8
            c.path(
                f"M{fmt(x)},{fmt(y + 14 * u)} Q{fmt(x + 22 * u * math.cos(a))},{fmt(y - 8 * u + 10 * u)} "
                f"{fmt(x + 24 * u * math.cos(a))},{fmt(y - 8 * u + 24 * u * math.sin(a))}",
                fill="none",
                stroke=dark,
                stroke_width=1.4 * u + 0.4,
            )
    elif level == 2:
        for k in range(5):
            a = -math.pi / 2 + 2 * math.pi * k / 5
            px, py = x + 22 * u * math.cos(a), y + 22 * u * math.sin(a)
            pts = rotate(ellipse_points(px, py, 22 * u, 16 * u, 12), px, py, math.degrees(a))
            c.shape(pts, c.radial("petal", [(0, light), (100, colour)], cx=30, cy=50), INK, width=1.6, wobble=0.3)
            c.line(
                [
                    (x + 8 * u * math.cos(a), y + 8 * u * math.sin(a)),
                    (x + 30 * u * math.cos(a), y + 30 * u * math.sin(a)),
                ],
                dark,
                1.2,
                opacity=0.7,
            )
        c.add("circle", cx=x, cy=y, r=11 * u, fill=YELLOW, stroke=INK, stroke_width=1.4)
        for k in range(6):
            a = 2 * math.pi * k / 6
            c.add("circle", cx=x + 5 * u * math.cos(a), cy=y + 5 * u * math.sin(a), r=1.6 * u, fill=GOLD_DARK)
    elif level == 3:
        for k in range(8):
            a = 360 * k / 8 - 90 + 22.5
            leaf(c, x, y, 40 * u, 14 * u, a, dark, vein=LEAF_DARK, stroke_width=1.3)
        for k in range(8):
            a = 360 * k / 8 - 90
            leaf(
                c,
                x,
                y,
                44 * u,
                17 * u,
                a,
                c.linear("starleaf", [(0, light), (100, colour)]),
                vein=dark,
                stroke_width=1.5,
            )
        c.add("circle", cx=x, cy=y, r=8 * u, fill=light, stroke=INK, stroke_width=1.2)
    else:
        for side in (-1, 1):
            leaf(c, x, y + 38 * u, 28 * u, 12 * u, -90 + side * 70, LEAF, stroke_width=1.2)
        c.line([(x, y + 44 * u), (x, y - 44 * u)], LEAF_DARK, 3.0 * u)
        for k in range(9):  # florets, wide at the foot of the spike and small at its tip
            fy = y + 26 * u - k * 8.4 * u
            spread = (14 - k * 1.3) * u
            for side in (-1, 1):
                little_flower(
                    c, x + side * spread * 0.7, fy + side * 2 * u, spread * 0.95, colour if k % 2 else light, "#f4eedc"
                )
        c.add("ellipse", cx=x, cy=y - 48 * u, rx=3.5 * u, ry=5 * u, fill=light, stroke=INK, stroke_width=1.0)


def bot_pips(c: Canvas, n: int, x: float, y: float, r: float, fill: str = INK) -> None:
    """n dots in a row centred on (x, y): the level again, as a count."""
    for k in range(n):
        c.add(
            "circle", cx=x + (k - (n - 1) / 2) * r * 2.8, cy=y, r=r, fill=fill, stroke="#ffffff", stroke_width=r * 0.35
        )


def bot_plant(level: int) -> str:
    """A plant token of one level (96 x 96): the plant on a pale disc in a rim of its colour, with its level as
    dots at the foot of the rim."""
    c = Canvas(f"botanicus/plant-{level}", 96, 96)
    colour = BOT_LEVELS.get(level, ROCK)
    c.add("circle", cx=48.0, cy=48.0, r=46.0, fill=mix(colour, INK, 0.2), stroke=INK, stroke_width=2.0)
    c.add(
        "circle",
        cx=48.0,
        cy=48.0,
        r=39.0,
        fill=c.radial("disc", [(0, "#fbf6e8"), (100, mix(colour, PAPER, 0.8))]),
        stroke=INK,
        stroke_width=1.2,
    )
    bot_plant_shape(c, level, 48, 45, 66)
    bot_pips(c, level, 48, 89, 2.6)
    return c.svg()


def bot_gardener() -> str:
    c = Canvas("botanicus/gardener", 96, 96)
    c.add("ellipse", cx=48.0, cy=88.0, rx=30.0, ry=6.0, fill=INK, opacity=0.2)
    gardener(c, 42, 92, 82)
    return c.svg()


def bot_flower_token() -> str:
    """A player's Flower token (96 x 96) in white and greys only, so the app tints it to the seat's colour by
    multiplying (``BLEND_RGB_MULT``): whites take the colour, greys become its shades, ink stays ink."""
    c = Canvas("botanicus/flower-token", 96, 96)
    c.add("ellipse", cx=50.0, cy=54.0, rx=40.0, ry=40.0, fill=INK, opacity=0.18)
    for k in range(6):
        a = 2 * math.pi * k / 6 - math.pi / 2
        px, py = 48 + 24 * math.cos(a), 48 + 24 * math.sin(a)
        c.shape(
            rotate(ellipse_points(px, py, 21, 15, 14), px, py, math.degrees(a)),
            c.radial("petal", [(0, "#ffffff"), (100, "#cfcfcf")], cx=40, cy=40),
            INK,
            width=2.2,
            wobble=0.3,
        )
    c.add("circle", cx=48.0, cy=48.0, r=19.0, fill="#bdbdbd", stroke=INK, stroke_width=1.8)
    c.add(
        "circle",
        cx=48.0,
        cy=48.0,
        r=13.0,
        fill=c.radial("heart", [(0, "#ffffff"), (100, "#e2e2e2")], cx=40, cy=40),
        stroke=INK,
        stroke_width=1.0,
    )
    c.path("M36,24 Q42,18 50,19", fill="none", stroke="#ffffff", stroke_width=3, stroke_linecap="round")
    return c.svg()


BOT_BED_W, BOT_BED_H, BOT_GAP = 56, 68, 16  # garden board beds and the paths between them


BOT_X0, BOT_Y0 = 22, 20  # the top left bed's corner


def bot_bed_xy(row: int, col: int) -> Point:
    """Top left corner of the bed in row index ``row`` (0 = top) and column ``col`` on the 400 x 500 board."""
    return (BOT_X0 + col * (BOT_BED_W + BOT_GAP), BOT_Y0 + row * (BOT_BED_H + BOT_GAP))


def bot_node_xy(corner: Sequence[int]) -> Point:
    """Where a footprint spot lies: at the crossing of paths between beds, corner [r, c] touching the beds of rows
    r-1 and r and columns c-1 and c."""
    r, col = corner
    x, y = bot_bed_xy(r, col)
    return (x - BOT_GAP / 2, y - BOT_GAP / 2)


def hedge(c: Canvas, a: Point, b: Point, thick: float = 12.0) -> None:
    """A clipped hedge from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n * thick / 2, dx / n * thick / 2
    pts = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)]
    c.shape(pts, c.linear("hedge", [(0, "#6a8f4f"), (100, LEAF_DARK)]), INK, width=1.4, wobble=0.6)
    for k in range(int(n // 7)):
        t = (k + 0.5) / int(n // 7)
        c.add(
            "circle",
            cx=a[0] + dx * t + c.j(1.5),
            cy=a[1] + dy * t + c.j(1.5),
            r=c.rng.uniform(1.6, 2.6),
            fill=LEAF_LIGHT,
            opacity=0.5,
        )


def footprints(c: Canvas, a: Point, b: Point) -> None:
    """A gravel path from a to b with little footprints along it."""
    c.line([a, b], "#c9b48a", BOT_GAP - 2, smooth=False)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    steps = max(2, int(n // 14))
    for k in range(1, steps):
        t = k / steps
        side = 1 if k % 2 else -1
        px, py = a[0] + dx * t - uy * side * 2.6, a[1] + dy * t + ux * side * 2.6
        angle = math.degrees(math.atan2(dy, dx))
        c.shape(rotate(ellipse_points(px, py, 3.4, 1.9, 8), px, py, angle), SOIL, None, wobble=0.1, opacity=0.7)


def bot_garden_board(garden: dict) -> str:
    """The garden board (400 x 500) drawn from the data: a bed for every (row, column) the data lists, gravel
    paths with footprints between the spots the data joins, a hedge wherever two neighbouring spots are not
    joined, a plaque at the end of every row for its basic task and one under every column for its points.
    A place in the grid without a bed gets a pond or a tree, so nobody mistakes it for one."""
    c = Canvas("botanicus/garden-board", 400, 500)
    cols = int(garden["columns"])
    rows = garden["rows"]
    c.path(rounded_rect_path(0, 0, 400, 500, 14), fill=c.linear("lawn", [(0, "#a9c07a"), (100, "#8aa862")]))
    for _ in range(90):
        x, y = c.rng.uniform(8, 392), c.rng.uniform(8, 492)
        c.line([(x, y), (x + 2, y - 5)], LEAF_DARK, 1.1, opacity=0.3)
    nodes = {n["id"]: bot_node_xy(n["corner"]) for n in garden["nodes"]}
    corners = {tuple(n["corner"]): n["id"] for n in garden["nodes"]}
    joined = {frozenset(p) for p in garden["paths"]}
    for a, b in garden["paths"]:
        with c.group(class_="path", data_a=a, data_b=b):
            footprints(c, nodes[a], nodes[b])
    for (r, col), name in sorted(corners.items()):
        for nb in ((r, col + 1), (r + 1, col)):
            other = corners.get(nb)
            if other and frozenset((name, other)) not in joined:
                a, b = nodes[name], nodes[other]
                mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                half = 0.5 * (BOT_BED_W if nb[0] == r else BOT_BED_H) - 4
                ax, ay = (mid[0] - half, mid[1]) if nb[0] == r else (mid[0], mid[1] - half)
                bx, by = (mid[0] + half, mid[1]) if nb[0] == r else (mid[0], mid[1] + half)
                with c.group(class_="hedge", data_a=name, data_b=other):
                    hedge(c, (ax, ay), (bx, by))
    for name, (x, y) in nodes.items():
        c.add("circle", cx=x, cy=y, r=8.5, fill="#e6d6b0", stroke=INK, stroke_width=1.3, class_="node", id=name)
        c.add("circle", cx=x, cy=y, r=4.0, fill="#c9b48a")
    for ri, row in enumerate(rows):
        for col in range(cols):
            x, y = bot_bed_xy(ri, col)
            if col in row["columns"]:
                with c.group(class_="bed", data_row=row["id"], data_col=col):
                    c.shape(rect_points(x, y, BOT_BED_W, BOT_BED_H, 6, 14), LEAF_DARK, INK, width=1.6, wobble=0.6)
                    c.shape(
                        rect_points(x + 5, y + 5, BOT_BED_W - 10, BOT_BED_H - 10, 4, 14),
                        c.linear("bedsoil", [(0, SOIL_LIGHT), (100, SOIL)]),
                        None,
                        wobble=0.5,
                    )
                    for k in range(1, 3):
                        yy = y + 5 + (BOT_BED_H - 10) * k / 3
                        c.line([(x + 10, yy + c.j(1)), (x + BOT_BED_W - 10, yy + c.j(1))], SOIL_DARK, 1.0, opacity=0.45)
            elif (ri + col) % 2:
                c.shape(ellipse_points(x + 28, y + 36, 25, 20, 14), ROCK_LIGHT, INK, width=1.4, wobble=0.8)
                c.shape(
                    ellipse_points(x + 28, y + 36, 20, 15, 14),
                    c.linear("pond", [(0, WATER_LIGHT), (100, WATER)]),
                    INK,
                    width=1.0,
                    wobble=0.6,
                )
                c.line([(x + 18, y + 32), (x + 28, y + 32)], "#ffffff", 1.4, opacity=0.8)
                round_leaf(c, x + 34, y + 42, 5, -30, LEAF_LIGHT)
            else:
                c.add("ellipse", cx=x + 30, cy=y + 58, rx=20.0, ry=6.0, fill=INK, opacity=0.2)
                c.line([(x + 28, y + 60), (x + 28, y + 36)], INK, 6)
                c.line([(x + 28, y + 60), (x + 28, y + 36)], "#7a5236", 4)
                c.blob(x + 28, y + 28, 24, 22, c.radial("crown", [(0, LEAF_LIGHT), (100, PINE_LIGHT)]), width=1.6)
                for fx, fy in ((-10, -6), (8, -10), (2, 6), (12, 6)):
                    c.add("circle", cx=x + 28 + fx, cy=y + 28 + fy, r=2.6, fill=RED, stroke=INK, stroke_width=0.6)
        ry = bot_bed_xy(ri, 0)[1]
        px = bot_bed_xy(0, cols)[0] - BOT_GAP + 10
        c.path(
            rounded_rect_path(px, ry + 8, 390 - px, BOT_BED_H - 16, 7),
            fill=PARCHMENT,
            stroke=INK,
            stroke_width=1.2,
            class_="row-task",
            data_row=row["id"],
        )
    last = bot_bed_xy(len(rows), 0)[1] - BOT_GAP + 8
    for col in range(cols):
        x = bot_bed_xy(0, col)[0]
        c.path(
            rounded_rect_path(x, last, BOT_BED_W, 492 - last, 7),
            fill=PARCHMENT,
            stroke=INK,
            stroke_width=1.2,
            class_="column-points",
            data_col=col,
        )
    c.path(rounded_rect_path(1, 1, 398, 498, 14), fill="none", stroke=INK, stroke_width=2.0)
    return c.svg()


def coin_badge(c: Canvas, x: float, y: float, r: float, fill: str, rim: str, **attrs: object) -> None:
    """An empty coin where the app writes a number (a price in red, a value in gold)."""
    c.add("circle", cx=x, cy=y, r=r, fill=rim, stroke=INK, stroke_width=1.6, **attrs)
    c.add("circle", cx=x, cy=y, r=r * 0.78, fill=fill, stroke=INK, stroke_width=0.8)
    c.path(
        f"M{fmt(x - r * 0.55)},{fmt(y - r * 0.2)} A{fmt(r * 0.6)},{fmt(r * 0.6)} 0 0 1 {fmt(x - r * 0.1)},"
        f"{fmt(y - r * 0.6)}",
        fill="none",
        stroke="#ffffff",
        stroke_width=r * 0.12,
        stroke_linecap="round",
        opacity=0.6,
    )


def bot_card() -> str:
    """The garden card frame: a leafy border, a red coin top left (its price to use), a gold coin top right (what
    it sells for), a calm panel in the middle for the app's effect icons, and the calm band for its name."""
    c = Canvas("botanicus/card", CARD_W, CARD_H)
    w, h = CARD_W, CARD_H
    c.path(rounded_rect_path(0, 0, w, h, CARD_R), fill=c.linear("frame", [(0, "#6f8f4e"), (100, LEAF_DARK)]))
    for _ in range(60):  # a leafy border
        side = c.rng.randrange(4)
        t = c.rng.uniform(0.05, 0.95)
        x, y = ((t * w, 6.0), (w - 6.0, t * h), (t * w, h - 6.0), (6.0, t * h))[side]
        leaf(c, x, y, 12, 6, c.rng.uniform(0, 360), c.rng.choice((LEAF_LIGHT, LEAF, "#8fb06c")), stroke_width=0.6)
    c.path(
        rounded_rect_path(12, 12, w - 24, h - 24, 7),
        fill=c.linear("paper", [(0, PAPER), (100, PAPER_DARK)]),
        stroke=INK,
        stroke_width=1.4,
    )
    c.path(
        rounded_rect_path(30, 66, w - 60, 170, 10),
        fill=c.radial("panel", [(0, "#fdf9ee"), (100, PARCHMENT)]),
        stroke=GOLD,
        stroke_width=1.4,
    )
    for x, y in ((30, 66), (w - 30, 66), (30, 236), (w - 30, 236)):
        flower(c, x, y, 12, PINK, YELLOW, turn=0.3)
    coin_badge(c, 42, 40, 20, "#e9a59a", RED_DARK, class_="cost")
    coin_badge(c, w - 42, 40, 20, GOLD_LIGHT, GOLD_DARK, class_="value")
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


def bot_task() -> str:
    """A task tile (240 x 120): parchment in a clipped-hedge border, room on the left for up to four plant icons
    and a rosette on the right for the points."""
    c = Canvas("botanicus/task", 240, 120)
    c.path(rounded_rect_path(0, 0, 240, 120, 12), fill=c.linear("hedge", [(0, "#6a8f4f"), (100, LEAF_DARK)]))
    for _ in range(40):
        x, y = c.rng.uniform(4, 236), c.rng.choice((c.rng.uniform(3, 9), c.rng.uniform(111, 117)))
        c.add("circle", cx=x, cy=y, r=c.rng.uniform(1.5, 2.8), fill=LEAF_LIGHT, opacity=0.5)
    c.path(
        rounded_rect_path(10, 10, 220, 100, 8),
        fill=c.radial("paper", [(0, "#fbf6e8"), (100, PARCHMENT)]),
        stroke=INK,
        stroke_width=1.3,
    )
    c.line([(172, 20), (172, 100)], SOIL_LIGHT, 1.2, stroke_dasharray="3 4", opacity=0.8)
    pts = [
        (
            203 + (26 if i % 2 else 22) * math.cos(math.pi * i / 12),
            58 + (26 if i % 2 else 22) * math.sin(math.pi * i / 12),
        )
        for i in range(24)
    ]
    c.shape(pts, GOLD, INK, width=1.3, wobble=0.3)
    c.add("circle", cx=203.0, cy=58.0, r=17.0, fill="#fbf5e6", stroke=INK, stroke_width=1.1, class_="points")
    c.path(rounded_rect_path(1, 1, 238, 118, 12), fill="none", stroke=INK, stroke_width=1.8)
    return c.svg()


def bot_track() -> str:
    """A track's background (1120 x 140): a gravel walk between low hedges and flower borders. The app lays the
    track's spaces along the middle of the walk (y 40 .. 100)."""
    w, h = 1120, 140
    c = Canvas("botanicus/track", w, h)
    c.path(rounded_rect_path(0, 0, w, h, 14), fill=c.linear("lawn", [(0, "#a9c07a"), (100, "#8aa862")]))
    c.path(
        rounded_rect_path(10, 32, w - 20, 76, 30),
        fill=c.linear("gravel", [(0, "#ecdcb8"), (100, "#dcc79c")]),
        stroke=INK,
        stroke_width=1.2,
    )
    for _ in range(220):
        c.add(
            "circle",
            cx=c.rng.uniform(24, w - 24),
            cy=c.rng.uniform(38, 102),
            r=c.rng.uniform(0.8, 1.8),
            fill=SOIL_LIGHT,
            opacity=0.35,
        )
    for y in (12.0, 128.0):
        hedge(c, (26, y), (w - 26, y), thick=14)
    for k in range(24):
        x = 40 + k * 45 + c.j(6)
        for y in (25.0, 115.0):
            flower(c, x, y + c.j(1.5), 9, c.rng.choice((YELLOW, PINK, BLUE, "#f1e6d8")), GOLD, turn=c.rng.uniform(0, 1))
    c.path(rounded_rect_path(1, 1, w - 2, h - 2, 14), fill="none", stroke=INK, stroke_width=2.0)
    return c.svg()


def bot_action_board(columns: Sequence[dict]) -> str:
    """The action area (796 x 428 for the data's 8 columns of 4 spaces): each space a calm plot with a round
    landing place for Flower tokens, on a dashed patch of lawn where each two-space Flower tile lies (over the top
    two and the bottom two spaces of a column)."""
    ncol = len(columns)
    nrow = max(len(col["spaces"]) for col in columns)
    cw, sh = 96, 96
    w, h = 28 + ncol * cw, 44 + nrow * sh
    c = Canvas("botanicus/action-board", w, h)
    c.path(rounded_rect_path(0, 0, w, h, 14), fill=c.linear("gravel", [(0, "#ecdcb8"), (100, "#dcc79c")]))
    for _ in range(160):
        c.add(
            "circle",
            cx=c.rng.uniform(8, w - 8),
            cy=c.rng.uniform(8, h - 8),
            r=c.rng.uniform(0.8, 1.6),
            fill=SOIL_LIGHT,
            opacity=0.3,
        )
    hedge(c, (24, 16), (w - 24, 16), thick=14)
    for i, col in enumerate(columns):
        x = 20 + i * cw
        c.add(
            "circle",
            cx=x + cw / 2 - 6,
            cy=16.0,
            r=9.0,
            fill="#fbf5e6",
            stroke=INK,
            stroke_width=1.0,
            class_="column",
            data_col=col["id"],
        )
        for j in range(0, nrow - 1, 2):  # where each Flower tile lies: a patch of lawn under two spaces
            y = 36 + j * sh
            c.path(
                rounded_rect_path(x - 3, y - 3, cw - 6, 2 * sh - 6, 10),
                fill="#b9c98f",
                stroke=LEAF_DARK,
                stroke_width=1.2,
                stroke_dasharray="6 4",
                class_="tile-place",
            )
        for j, space in enumerate(col["spaces"]):
            y = 36 + j * sh
            with c.group(class_="space", id=space["id"]):
                c.path(
                    rounded_rect_path(x, y, cw - 12, sh - 12, 8),
                    fill=c.radial("space", [(0, "#fdf9ee"), (100, PARCHMENT)]),
                    stroke=INK,
                    stroke_width=1.1,
                )
                c.add(
                    "circle",
                    cx=x + 18,
                    cy=y + 18,
                    r=11.0,
                    fill="#e9dcbc",
                    stroke=SOIL_LIGHT,
                    stroke_width=1.2,
                    stroke_dasharray="3 3",
                )
    c.path(rounded_rect_path(1, 1, w - 2, h - 2, 14), fill="none", stroke=INK, stroke_width=2.0)
    return c.svg()


def bot_hedgehog() -> str:
    c = Canvas("botanicus/animal-hedgehog", 96, 96)
    c.add("ellipse", cx=48.0, cy=80.0, rx=36.0, ry=6.0, fill=INK, opacity=0.2)
    spines = []
    for i in range(25):
        a = math.pi + math.pi * i / 24
        r = 36 if i % 2 == 0 else 28
        spines.append((46 + r * math.cos(a), 74 + r * 0.9 * math.sin(a)))
    c.shape(
        [*spines, (82.0, 74.0), (10.0, 74.0)],
        c.linear("spines", [(0, "#8a6a4e"), (100, "#5a4232")]),
        INK,
        width=1.6,
        wobble=0.4,
        smooth=False,
    )
    c.shape([(60, 74), (66, 52), (80, 56), (90, 66), (88, 72), (76, 76)], "#d9b98e", INK, width=1.6, wobble=0.4)
    c.add("circle", cx=90.0, cy=67.0, r=3.2, fill=INK)
    c.add("circle", cx=77.0, cy=61.0, r=2.4, fill=INK)
    c.add("circle", cx=77.6, cy=60.4, r=0.8, fill="#ffffff")
    for fx in (30, 62):
        c.line([(fx, 76), (fx, 82)], INK, 3)
    return c.svg()


def bot_bird() -> str:
    c = Canvas("botanicus/animal-bird", 96, 96)
    c.line([(14, 80), (84, 76)], "#7a5236", 4)  # the branch it sits on
    leaf(c, 70, 77, 16, 8, -30, LEAF, stroke_width=0.9)
    c.shape([(28, 56), (10, 48), (12, 58), (24, 62)], "#6f7f8a", INK, width=1.4, wobble=0.3)  # tail
    c.blob(48, 56, 24, 18, c.radial("bird", [(0, "#b08a6e"), (100, "#7d5e4a")], cx=40, cy=40), width=1.8)
    c.blob(66, 38, 14, 13, "#8a6a5a", width=1.8)
    breast = [(70, 44), (76, 50), (72, 64), (60, 72), (52, 70), (58, 58), (62, 48)]
    c.shape(breast, "#e0704a", INK, width=1.2, wobble=0.3)  # a robin's red breast
    c.shape([(30, 50), (52, 48), (56, 60), (36, 62)], "#6a4e3e", INK, width=1.2, wobble=0.3)  # wing
    c.shape([(78, 36), (90, 40), (78, 43)], GOLD, INK, width=1.0, smooth=False)
    c.add("circle", cx=70.0, cy=35.0, r=2.6, fill=INK)
    c.add("circle", cx=70.8, cy=34.2, r=0.8, fill="#ffffff")
    for fx in (44, 54):
        c.line([(fx, 72), (fx + 1, 78)], INK, 1.6)
    return c.svg()


# ---------------------------------------------------------------------------------------------------------------
# Reading the game's data


def botanicus_art(data_file: Path) -> dict[str, str]:
    data = yaml.safe_load(data_file.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for level in range(1, len(data["plant_supply"]) + 1):
        _known("Botanicus plant level", str(level), [str(k) for k in BOT_LEVELS])
        out[f"botanicus/plant-{level}.svg"] = bot_plant(level)
    out["botanicus/gardener.svg"] = bot_gardener()
    out["botanicus/flower-token.svg"] = bot_flower_token()
    out["botanicus/garden-board.svg"] = bot_garden_board(data["garden"])
    out["botanicus/card.svg"] = bot_card()
    out["botanicus/task.svg"] = bot_task()
    out["botanicus/track.svg"] = bot_track()
    out["botanicus/action-board.svg"] = bot_action_board(data["columns"])
    out["botanicus/animal-hedgehog.svg"] = bot_hedgehog()
    out["botanicus/animal-bird.svg"] = bot_bird()
    return out
