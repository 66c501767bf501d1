"""The menu tiles, one per game, and the common pieces: the table top, the card back and the logo."""

from __future__ import annotations

import math

from .botanicus import gardener
from .canvas import (
    BEET,
    BLUE,
    CARD_H,
    CARD_R,
    CARD_W,
    CARROT,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    JACKETS,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER,
    PAPER_DARK,
    PINK,
    RED,
    ROCK,
    ROCK_LIGHT,
    ROCK_SHADE,
    SKY_LOW,
    SKY_TOP,
    SNOW,
    SNOW_SHADE,
    SOIL,
    SOIL_DARK,
    SOIL_LIGHT,
    TRAIL,
    TRAIL_EDGE,
    WATER,
    WATER_LIGHT,
    YELLOW,
    Canvas,
    Point,
    ellipse_points,
    fmt,
    poly_path,
    rect_points,
    rounded_rect_path,
    smooth_path,
)
from .motifs import (
    beetroot,
    cabbage,
    carrot,
    climber,
    flower,
    leaf,
    lettuce,
    pine,
    pumpkin,
    rotate,
    snowflake,
    soil_bed,
    sparkle,
    sprout,
    watering_can,
)
from .sabotage import sneaky_bug

# ---------------------------------------------------------------------------------------------------------------
# Menu tiles (400 x 300; the app lays the title on a band over the bottom quarter, so that part stays calm)

TILE_W, TILE_H = 400, 300
TILE_CALM = 225  # y where the calm bottom quarter starts


def tile_frame(c: Canvas) -> None:
    c.path(rounded_rect_path(1, 1, TILE_W - 2, TILE_H - 2, 14), fill="none", stroke=INK, stroke_width=2.0)


def menu_unbeetable() -> str:
    """A four-season vegetable garden, one season per column, with a big beetroot in the middle."""
    c = Canvas("menu/unbeetable", TILE_W, TILE_H)
    rng = c.rng
    seasons = [("#dfe9cc", "#c9dba8"), ("#f5e3a4", "#e9cf7c"), ("#f1c79c", "#e3a877"), ("#dde7ef", "#c3d3e0")]
    c.path(rounded_rect_path(0, 0, TILE_W, TILE_H, 14), fill=c.linear("ground", [(0, "#8fa866"), (100, "#6f8c4c")]))
    for i, (top, low) in enumerate(seasons):  # the seasons' skies, one strip each, tops rounded only at the ends
        x0 = i * 100
        pts: list[Point] = [(x0, 76.0), (x0, 14.0 if i == 0 else 0.0)]
        if i == 0:
            pts[1:2] = [(0.0, 14.0), (4.0, 4.0), (14.0, 0.0)]
        pts += [(x0 + 100.0, 0.0)] if i < 3 else [(386.0, 0.0), (396.0, 4.0), (400.0, 14.0)]
        pts.append((x0 + 100.0, 76.0))
        c.path(poly_path(pts), fill=c.linear(f"season{i}", [(0, top), (100, low)]))
    # Season signs in the sky: blossom, sun, falling leaves, snow.
    c.line([(0, 22), (30, 28), (62, 18), (88, 26)], SOIL_DARK, 3.0)
    for bx, by in ((22, 27), (46, 22), (70, 20), (84, 32), (35, 38)):
        flower(c, bx, by, 8, "#f4c6d3", YELLOW, turn=rng.uniform(0, 1))
    c.add("circle", cx=150.0, cy=34.0, r=24.0, fill=GOLD_LIGHT, opacity=0.5)
    c.add("circle", cx=150.0, cy=34.0, r=15.0, fill=GOLD, stroke=INK, stroke_width=1.5)
    for k in range(10):
        a = 2 * math.pi * k / 10
        c.line(
            [(150 + 19 * math.cos(a), 34 + 19 * math.sin(a)), (150 + 26 * math.cos(a), 34 + 26 * math.sin(a))],
            GOLD_DARK,
            2.0,
        )
    for lx, ly, ang in ((218, 22, 30), (250, 44, 120), (276, 18, 200), (232, 60, 300)):
        leaf(c, lx, ly, 16, 9, ang, rng.choice((CARROT, "#c0532f", GOLD)), vein=SOIL_DARK, stroke_width=1.0)
    for _ in range(9):
        snowflake(c, rng.uniform(310, 392), rng.uniform(10, 66), rng.uniform(3, 5), "#8aa4bb")
    c.line([(0, 76), (400, 76)], INK, 1.5, opacity=0.6)
    # The garden grid: four columns of beds, one per season.
    for i in range(4):
        for row, (y, h) in enumerate(((84, 64), (154, 64))):
            x = i * 100 + 6
            winter = i == 3
            soil_bed(c, x, y, 88, h, soil="#8a6a55" if winter else SOIL)
            for k in range(3):
                px, py = x + 18 + k * 26, y + h * 0.62
                if i == 0:
                    sprout(c, px, py + 6, 12)
                elif i == 1:
                    lettuce(c, px, py - 4, 11) if row == 0 else carrot(c, px, py + 2, 10)
                elif i == 2:
                    if row == 1:
                        carrot(c, px, py + 2, 10)
                    elif k != 1:
                        pumpkin(c, px + (4 if k == 0 else -4), py - 2, 11)
                else:
                    cabbage(c, px, py - 4, 10, snow=True)
            if winter:  # snow heaped along the frame and dusting the soil
                drift = [(x + 2.0, y + 8.0), (x + 6, y + 1), (x + 44, y - 1), (x + 82, y + 1), (x + 86, y + 8)]
                drift += [(x + 86 - k * 10.5, y + 8 + (4 if k % 2 else 1)) for k in range(9)]
                c.shape(drift, SNOW, INK, width=1.0, wobble=0.5)
                for _ in range(6):
                    c.add("circle", cx=x + rng.uniform(10, 78), cy=y + rng.uniform(16, h - 8), r=1.6, fill=SNOW)
    # The hero: a big beetroot lifted out of the summer/autumn soil.
    c.shape(ellipse_points(200, 212, 34, 6, 10), SOIL_DARK, None, wobble=1.5, opacity=0.45)
    beetroot(c, 200, 158, 27)
    for sx, sy, r in ((160, 120, 5), (244, 110, 6), (236, 190, 4)):
        sparkle(c, sx, sy, r)
    # Calm bottom quarter: grass with a soft edge.
    c.path(
        poly_path([(0, TILE_CALM), (400, TILE_CALM), (400, 286), (386, 300), (14, 300), (0, 286)]),
        fill=c.linear("calm", [(0, "#7f9a58"), (100, "#6b8549")]),
    )
    c.line([(6, TILE_CALM + c.j(1)), (200, TILE_CALM + c.j(2)), (394, TILE_CALM + c.j(1))], LEAF_DARK, 1.4, opacity=0.6)
    tile_frame(c)
    return c.svg()


def menu_sabotage() -> str:
    """Garden plots in flower, a sneaky beetle creeping up, and the golden watering can shining beside them."""
    c = Canvas("menu/sabotage", TILE_W, TILE_H)
    rng = c.rng
    c.path(rounded_rect_path(0, 0, TILE_W, TILE_H, 14), fill=c.linear("lawn", [(0, "#a9c07a"), (100, "#7f9c57")]))
    for _ in range(40):  # mown stripes and tufts
        x, y = rng.uniform(10, 390), rng.uniform(8, 220)
        c.line([(x, y), (x + 2, y - 5)], LEAF_DARK, 1.2, opacity=0.35)
    plots = ((18, 16, 112, 92), (144, 16, 112, 92), (270, 16, 112, 92), (18, 122, 112, 92))
    blooms = ((PINK, YELLOW), (YELLOW, "#9b5b2b"), (BLUE, GOLD_LIGHT), ("#e2e2d8", YELLOW))
    for (x, y, w, h), (petal, centre) in zip(plots, blooms, strict=True):
        soil_bed(c, x, y, w, h)
        for r in range(2):
            for k in range(3):
                px, py = x + 22 + k * 34 + c.j(3), y + 30 + r * 34 + c.j(3)
                leaf(c, px, py + 4, 14, 7, 150, LEAF, stroke_width=0.9)
                leaf(c, px, py + 4, 14, 7, 30, LEAF_LIGHT, stroke_width=0.9)
                flower(c, px, py, 12, petal, centre, turn=rng.uniform(0, 1))
    # The bottom-left plot has been nibbled: bare soil, a chewed leaf and a hole.
    c.add("ellipse", cx=48.0, cy=160.0, rx=10.0, ry=6.0, fill=SOIL_DARK)
    leaf(c, 88, 176, 22, 13, -30, LEAF_LIGHT, stroke_width=1.0)
    for hx, hy in ((99, 168), (94, 174)):
        c.add("circle", cx=float(hx), cy=float(hy), r=3.0, fill=SOIL)
    sneaky_bug(c, 138, 214, 78)
    # The golden watering can, glowing, at the right.
    c.add("circle", cx=318.0, cy=168.0, r=66.0, fill=c.radial("glow", [(0, "#fff3c4cc"), (100, "#fff3c400")]))
    watering_can(c, 330, 214, 92, tilt=-8)
    for sx, sy, r in ((262, 118, 7), (372, 126, 6), (300, 100, 5), (388, 186, 5), (256, 196, 4)):
        sparkle(c, sx, sy, r)
    for k in range(5):  # water drops from the rose
        dx, dy = 240 + k * 2 + c.j(3), 138 + k * 12 + c.j(3)
        c.shape([(dx, dy - 5), (dx + 3, dy + 1), (dx, dy + 4), (dx - 3, dy + 1)], WATER_LIGHT, INK, width=0.8)
    c.path(
        poly_path([(0, TILE_CALM), (400, TILE_CALM), (400, 286), (386, 300), (14, 300), (0, 286)]),
        fill=c.linear("calm", [(0, "#86a15c"), (100, "#6f8b4d")]),
    )
    c.line([(6, TILE_CALM + c.j(1)), (200, TILE_CALM + c.j(2)), (394, TILE_CALM + c.j(1))], LEAF_DARK, 1.4, opacity=0.6)
    tile_frame(c)
    return c.svg()


def menu_unsurmountable(lost: bool = False) -> str:
    """A snowy mountain with a winding trail, tiny climbers on their way up and a flag on the summit; ``lost``:
    the same mountain under a grey sky, its summit in cloud and no flag, the climbers turned back low on the trail
    (the score screen of a lost climb shows it, not a summit reached)."""
    c = Canvas("menu/unsurmountable_lost" if lost else "menu/unsurmountable", TILE_W, TILE_H)
    rng = c.rng
    sky = [(0, "#8e9aa6"), (100, "#c3cbd1")] if lost else [(0, SKY_TOP), (100, SKY_LOW)]
    c.path(rounded_rect_path(0, 0, TILE_W, TILE_H, 14), fill=c.linear("sky", sky))
    if not lost:
        c.add("circle", cx=70.0, cy=58.0, r=40.0, fill=c.radial("sun", [(0, "#fff4c8"), (100, "#fff4c800")]))
        c.add("circle", cx=70.0, cy=58.0, r=17.0, fill="#fbe6a2")
    for cx, cy, sc in ((112, 40, 1.0), (330, 58, 0.8)):
        for dx, dy, r in ((-16, 4, 12), (0, -4, 17), (17, 3, 12)):
            c.add(
                "circle", cx=cx + dx * sc, cy=cy + dy * sc, r=r * sc, fill="#e4e8eb" if lost else "#ffffff", opacity=0.8
            )
    # Far peaks, pale and blue.
    far = [
        (0.0, 150.0),
        (48, 96),
        (92, 132),
        (140, 88),
        (180, 120),
        (290, 80),
        (340, 118),
        (400, 92),
        (400, 230),
        (0, 230),
    ]
    c.path(poly_path(far), fill="#b9c9d6", stroke=INK, stroke_width=1.0, stroke_linejoin="round", opacity=0.9)
    # The mountain: lit left face, shaded right face, snow cap.
    peak = (212.0, 30.0)
    left = [(20.0, 232.0), (70, 180), (110, 150), (150, 96), (180, 62), peak]
    right = [peak, (240, 60), (262, 82), (300, 120), (340, 170), (386, 232)]
    c.path(poly_path(left + right[1:]), fill=c.linear("face", [(0, ROCK_LIGHT), (100, ROCK)]))
    shade = [peak, (240, 60), (262, 82), (300, 120), (340, 170), (386, 232), (238, 232), (226, 150), (222, 80)]
    c.path(poly_path(shade), fill=ROCK_SHADE, opacity=0.35)
    cap = [
        (150, 96),
        (180, 62),
        peak,
        (240, 60),
        (262, 82),
        (250, 96),
        (236, 88),
        (226, 104),
        (212, 92),
        (196, 110),
        (182, 98),
        (166, 112),
    ]
    c.shape(cap, c.linear("cap", [(0, SNOW), (100, SNOW_SHADE)]), INK, width=1.4, wobble=0.8, smooth=False)
    c.path(
        poly_path([peak, (240, 60), (262, 82), (250, 96), (236, 88), (226, 104), (222, 60)]),
        fill=SNOW_SHADE,
        opacity=0.7,
    )
    c.line(left + right[1:], INK, 2.0, smooth=False)
    # Foothills with pines.
    c.path(
        smooth_path(
            [(0, 200), (60, 182), (130, 196), (200, 186), (280, 198), (340, 180), (400, 196), (400, 232), (0, 232)],
            closed=True,
        ),
        fill=c.linear("hills", [(0, "#8fae6c"), (100, "#6f8f50")]),
    )
    for px in (18, 34, 52, 318, 336, 356, 378):
        pine(c, px + c.j(2), 214 + c.j(3), rng.uniform(28, 38), snowy=False)
    # The trail winds up in switchbacks to the summit.
    trail = [(200, 228), (268, 206), (150, 178), (246, 148), (176, 120), (228, 92), (204, 64), (212, 36)]
    c.line(trail, TRAIL_EDGE, 8.0)
    c.line(trail, TRAIL, 5.0)
    c.line(trail, SOIL_LIGHT, 1.2, stroke_dasharray="2 5", opacity=0.7)
    if lost:  # turned back: the four on the lowest switchbacks, heading down
        team = (((236, 206), JACKETS[0], 1.05), ((254, 205), JACKETS[2], 0.95), ((176, 178), JACKETS[1], 0.9))
        team += (((160, 177), JACKETS[3], 0.82),)
    else:
        team = (
            ((244, 204), JACKETS[0], 1.05),
            ((172, 176), JACKETS[2], 0.95),
            ((222, 146), JACKETS[1], 0.9),
            ((200, 118), JACKETS[3], 0.82),
        )
    for (tx, ty), jacket, size in team:
        facing = 1 if tx < 210 else -1
        climber(c, tx, ty - 2, jacket, size, facing=-facing if lost else facing)
    if lost:  # cloud down over the upper mountain: no summit, no flag; one puffy shape (outlines first, then fill)
        puffs = [(150, 72, 32), (186, 50, 40), (228, 46, 42), (266, 70, 34), (208, 84, 34), (120, 92, 22)]
        puffs = [(cx + c.j(2), cy + c.j(2), r) for cx, cy, r in puffs]
        for cx, cy, r in puffs:
            c.add("circle", cx=cx, cy=cy, r=r, fill="#e9edf0", stroke="#9aa5ad", stroke_width=2.4)
        for cx, cy, r in puffs:
            c.add("circle", cx=cx, cy=cy, r=r - 1.2, fill="#e9edf0")
    else:
        c.line([peak, (212, 8)], INK, 1.6)
        c.shape([(212, 8), (232, 13), (212, 19)], RED, INK, width=1.0, smooth=False)
    c.path(
        poly_path([(0, TILE_CALM), (400, TILE_CALM), (400, 286), (386, 300), (14, 300), (0, 286)]),
        fill=c.linear("calm", [(0, "#e9efe9"), (100, "#cfdbe3")]),
    )
    c.line([(6, TILE_CALM + c.j(1)), (200, TILE_CALM + c.j(2)), (394, TILE_CALM + c.j(1))], INK, 1.2, opacity=0.4)
    tile_frame(c)
    return c.svg()


def menu_botanicus() -> str:
    """A formal garden: four hedged beds in the game's four flower colours round a fountain, and the gardener."""
    c = Canvas("menu/botanicus", TILE_W, TILE_H)
    rng = c.rng
    c.path(rounded_rect_path(0, 0, TILE_W, TILE_H, 14), fill=c.linear("gravel", [(0, "#ecdcb8"), (100, "#dcc79c")]))
    c.path(
        poly_path([(14, 0), (386, 0), (396, 4), (400, 14), (400, 40), (0, 40), (0, 14), (4, 4)]),
        fill=c.linear("sky", [(0, SKY_TOP), (100, SKY_LOW)]),
    )
    # The clipped hedge wall at the back, with an arch in the middle.
    wall = [(0.0, 66.0), (0, 34)]
    for k in range(9):
        x0 = k * 400 / 9
        wall += [(x0 + 8, 26 + c.j(2)), (x0 + 36, 26 + c.j(2))]
    wall += [(400, 34), (400, 66)]
    c.shape(wall, c.linear("hedge", [(0, "#6a8f4f"), (100, LEAF_DARK)]), INK, width=1.8, wobble=0.6)
    c.path("M186,66 L186,46 A14,14 0 0 1 214,46 L214,66 Z", fill="#2f4a2c", stroke=INK, stroke_width=1.5)
    for _ in range(30):
        x, y = rng.uniform(6, 394), rng.uniform(34, 60)
        c.add("circle", cx=x, cy=y, r=rng.uniform(2, 4), fill=LEAF_LIGHT, opacity=0.35)
    for _ in range(70):  # raked gravel
        x, y = rng.uniform(8, 392), rng.uniform(72, TILE_CALM - 4)
        c.add("circle", cx=x, cy=y, r=rng.uniform(0.8, 1.6), fill=SOIL_LIGHT, opacity=0.35)
    beds = (
        (40, 80, 112, 56, YELLOW, "#a8712b"),
        (248, 80, 112, 56, PINK, YELLOW),
        (40, 150, 112, 64, "#a9cf72", "#4f7a36"),
        (248, 150, 112, 64, BLUE, "#f1e6b8"),
    )
    for x, y, w, h, petal, centre in beds:
        c.shape(rect_points(x, y, w, h, 10, 14), LEAF_DARK, INK, width=1.8, wobble=0.7)  # box hedge border
        c.shape(rect_points(x + 7, y + 7, w - 14, h - 14, 6, 14), "#6d5138", None, wobble=0.6)
        for r in range(2):
            for k in range(4):
                fx, fy = x + 20 + k * 24 + c.j(2), y + 19 + r * (h - 38) + c.j(2)
                leaf(c, fx, fy + 3, 9, 5, 160, LEAF, stroke_width=0.7)
                leaf(c, fx, fy + 3, 9, 5, 20, LEAF_LIGHT, stroke_width=0.7)
                flower(c, fx, fy, 11, petal, centre, petals=5 if (r + k) % 2 else 6, turn=rng.uniform(0, 1))
    for tx, ty in ((20, 90), (380, 90), (20, 214), (380, 214)):  # topiary cones in pots
        c.shape([(tx - 10, ty), (tx, ty - 34), (tx + 10, ty)], LEAF_DARK, INK, width=1.6, wobble=0.6)
        c.shape(
            [(tx - 6, ty), (tx + 6, ty), (tx + 5, ty + 8), (tx - 5, ty + 8)], "#b0683f", INK, width=1.4, smooth=False
        )
    # The fountain in the middle of the cross path.
    fy = 114
    c.shape(ellipse_points(200, fy, 32, 16, 14), "#c9bfae", INK, width=1.8, wobble=0.4)
    c.shape(
        ellipse_points(200, fy - 1, 25, 11, 14),
        c.linear("pool", [(0, WATER_LIGHT), (100, WATER)]),
        INK,
        width=1,
        wobble=0.3,
    )
    c.shape([(196, fy), (197, fy - 26), (203, fy - 26), (204, fy)], "#c9bfae", INK, width=1.4, smooth=False)
    c.shape(ellipse_points(200, fy - 26, 9, 3.5, 10), "#c9bfae", INK, width=1.2, wobble=0.2)
    for dx in (-14, -7, 7, 14):
        c.path(
            f"M200,{fmt(fy - 28)} Q{fmt(200 + dx)},{fmt(fy - 44)} {fmt(200 + dx * 1.5)},{fmt(fy - 4)}",
            fill="none",
            stroke=WATER_LIGHT,
            stroke_width=1.8,
            stroke_linecap="round",
            opacity=0.9,
        )
    gardener(c, 196, 224, 74)
    c.path(
        poly_path([(0, TILE_CALM), (400, TILE_CALM), (400, 286), (386, 300), (14, 300), (0, 286)]),
        fill=c.linear("calm", [(0, "#e2cfa6"), (100, "#d3bd8f")]),
    )
    c.line([(6, TILE_CALM + c.j(1)), (200, TILE_CALM + c.j(2)), (394, TILE_CALM + c.j(1))], SOIL, 1.2, opacity=0.5)
    tile_frame(c)
    return c.svg()


# ---------------------------------------------------------------------------------------------------------------
# Common pieces: the table top, the card back and the emblem


def table_texture() -> str:
    """A 512 x 512 warm wooden table top that tiles seamlessly: planks 128 high, grain waves whose period divides
    512, and seams split between the top and bottom edges. Dark walnut, so that the cream labels written on it
    keep a contrast of at least 4.5:1 (tests/ui/test_colour_vision.py)."""
    size, plank = 512, 128
    c = Canvas("common/table", size, size)
    rng = c.rng
    tones = ("#76593e", "#715439", "#795c40", "#6f5239")
    for k in range(4):
        y0 = k * plank
        c.add(
            "rect",
            x=0,
            y=y0,
            width=size,
            height=plank,
            fill=c.linear(f"plank{k}", [(0, tones[k]), (55, tones[(k + 1) % 4]), (100, tones[k])]),
        )
        for _ in range(9):  # grain: periodic waves so the left and right edges match
            base = y0 + rng.uniform(6, plank - 6)
            a1, f1, p1 = rng.uniform(1.5, 5), rng.choice((1, 2, 3)), rng.uniform(0, 2 * math.pi)
            a2, f2, p2 = rng.uniform(0.5, 2), rng.choice((4, 5, 7)), rng.uniform(0, 2 * math.pi)
            pts = [
                (
                    float(x),
                    base
                    + a1 * math.sin(2 * math.pi * f1 * x / size + p1)
                    + a2 * math.sin(2 * math.pi * f2 * x / size + p2),
                )
                for x in range(0, size + 1, 16)
            ]
            c.line(pts, "#4d3420", rng.uniform(0.8, 1.8), opacity=rng.uniform(0.12, 0.22))
        for _ in range(8):  # short streaks, kept inside the tile so they need not wrap
            sx, sy, length = rng.uniform(20, size - 160), y0 + rng.uniform(8, plank - 8), rng.uniform(40, 140)
            streak = [(sx + length * t / 4, sy + c.j(1.2)) for t in range(5)]
            c.line(streak, rng.choice(("#4d3420", "#8c6c4c")), rng.uniform(0.8, 2.2), opacity=rng.uniform(0.12, 0.25))
        kx, ky = rng.uniform(80, size - 80), y0 + rng.uniform(40, plank - 40)  # a knot, well inside the plank
        for r in (12, 8, 4):
            c.add(
                "ellipse",
                cx=kx,
                cy=ky,
                rx=float(r * 2.2),
                ry=float(r * 0.7),
                fill="none",
                stroke="#4d3420",
                stroke_width=1.2,
                opacity=0.22,
            )
        c.add("ellipse", cx=kx, cy=ky, rx=5.0, ry=2.0, fill="#4d3420", opacity=0.3)
        joint = rng.uniform(60, size - 60)  # where two boards meet end to end
        c.line([(joint, y0 + 1), (joint + 1, y0 + plank - 1)], "#5a3b25", 1.6, smooth=False, opacity=0.45)
    for y in range(0, size + 1, plank):  # seams; the ones on the tile's edges are shared half and half
        c.add("rect", x=0, y=y - 1.5, width=size, height=3, fill="#5a3b25", opacity=0.35)
    return c.svg()


def sprout_emblem(c: Canvas, x: float, y: float, s: float) -> None:
    """The Garden Games sprout: a curved stem with two leaves out of a mound of soil, fitting a circle of
    diameter s round (x, y)."""
    mound = [
        (x + u * s, y + v * s)
        for u, v in (
            (-0.38, 0.34),
            (-0.3, 0.27),
            (-0.16, 0.225),
            (0, 0.21),
            (0.16, 0.225),
            (0.3, 0.27),
            (0.38, 0.34),
            (0.2, 0.37),
            (0, 0.375),
            (-0.2, 0.37),
        )
    ]
    c.shape(mound, c.linear("mound", [(0, SOIL_LIGHT), (100, SOIL)]), INK, width=max(1.2, s * 0.025), wobble=s * 0.004)
    c.path(
        f"M{fmt(x)},{fmt(y + 0.27 * s)} C{fmt(x - 0.04 * s)},{fmt(y + 0.1 * s)} {fmt(x + 0.07 * s)},"
        f"{fmt(y - 0.02 * s)} {fmt(x + 0.02 * s)},{fmt(y - 0.12 * s)}",
        fill="none",
        stroke=LEAF_DARK,
        stroke_width=s * 0.05,
        stroke_linecap="round",
    )
    leaf(
        c,
        x + 0.015 * s,
        y - 0.06 * s,
        0.4 * s,
        0.24 * s,
        -158,
        c.linear("leafA", [(0, LEAF_LIGHT), (100, LEAF)]),
        stroke_width=max(1.2, s * 0.022),
    )
    leaf(
        c,
        x + 0.02 * s,
        y - 0.12 * s,
        0.44 * s,
        0.27 * s,
        -32,
        c.linear("leafB", [(0, "#a9c071"), (100, LEAF_DARK)]),
        stroke_width=max(1.2, s * 0.022),
    )
    c.path(
        f"M{fmt(x - 0.24 * s)},{fmt(y + 0.27 * s)} Q{fmt(x - 0.1 * s)},{fmt(y + 0.22 * s)} {fmt(x + 0.05 * s)},"
        f"{fmt(y + 0.23 * s)}",
        fill="none",
        stroke="#ffffff",
        stroke_width=s * 0.02,
        stroke_linecap="round",
        opacity=0.35,
    )


def logo() -> str:
    """The app's emblem: a sprout in a round cream badge with a green and gold rim. No letters."""
    c = Canvas("common/logo", 200, 200)
    c.add(
        "circle",
        cx=100.0,
        cy=100.0,
        r=96.0,
        fill=c.linear("rim", [(0, LEAF), (100, LEAF_DARK)]),
        stroke=INK,
        stroke_width=2.5,
    )
    c.add("circle", cx=100.0, cy=100.0, r=84.0, fill="none", stroke=GOLD, stroke_width=3.0)
    c.add(
        "circle",
        cx=100.0,
        cy=100.0,
        r=80.0,
        fill=c.radial("disc", [(0, "#fbf5e6"), (100, PAPER_DARK)]),
        stroke=INK,
        stroke_width=1.5,
    )
    for k in range(12):  # a ring of little leaves round the rim
        a = 2 * math.pi * k / 12
        leaf(
            c, 100 + 90 * math.cos(a), 100 + 90 * math.sin(a), 9, 5, math.degrees(a) + 100, LEAF_LIGHT, stroke_width=0.8
        )
    sprout_emblem(c, 100, 100, 140)
    return c.svg()


def card_back() -> str:
    """The shared card back: cream border, deep green panel with a lattice of leaves, the sprout in a medallion.
    Everything is mirrored through the centre so the back looks the same either way up."""
    c = Canvas("common/card_back", CARD_W, CARD_H)
    w, h = CARD_W, CARD_H
    c.path(
        rounded_rect_path(0, 0, w, h, CARD_R),
        fill=c.linear("paper", [(0, PAPER), (100, PAPER_DARK)]),
        stroke=INK,
        stroke_width=1.5,
    )
    c.path(
        rounded_rect_path(12, 12, w - 24, h - 24, 7),
        fill=c.linear("panel", [(0, "#55794a"), (100, "#3c5a37")]),
        stroke=INK,
        stroke_width=1.5,
    )
    c.path(rounded_rect_path(18, 18, w - 36, h - 36, 5), fill="none", stroke=GOLD, stroke_width=1.5)
    # Lattice: diagonal vines with small leaves at every crossing, point-symmetric about the middle.
    cx, cy, step = w / 2, h / 2, 36.0
    lat: list[tuple[Point, Point]] = []
    for k in range(-8, 9):
        off = k * step
        lat.append(((cx + off - 140, cy - 140), (cx + off + 140, cy + 140)))
        lat.append(((cx + off + 140, cy - 140), (cx + off - 140, cy + 140)))

    def inside(p: Point) -> bool:
        return 24 <= p[0] <= w - 24 and 24 <= p[1] <= h - 24

    for a, b in lat:  # clip each diagonal to the inner panel by hand (nanosvg has no clipping)
        pts = [(a[0] + (b[0] - a[0]) * t / 56, a[1] + (b[1] - a[1]) * t / 56) for t in range(57)]
        run = [p for p in pts if inside(p)]
        if len(run) > 1:
            c.line([run[0], run[-1]], "#7f9f63", 1.2, smooth=False, opacity=0.55)
    for i in range(-8, 9):
        for j in range(-8, 9):
            px, py = cx + (i + j) * step / 2, cy + (j - i) * step / 2
            if 30 <= px <= w - 30 and 30 <= py <= h - 30 and math.hypot(px - cx, py - cy) > 62:
                ang = 0 if (i + j) % 2 else 90
                for turn in (ang - 90, ang + 90):
                    tip = rotate([(px + 8, py), (px + 4, py - 2.6), (px + 4, py + 2.6)], px, py, turn)
                    c.path(smooth_path([(px, py), tip[1], tip[0], tip[2]]), fill="#8fb06c", opacity=0.85)
    # Corner flourishes, turned so that opposite corners match.
    for x, y, turn in ((30, 30, 45), (w - 30, 30, 135), (w - 30, h - 30, 225), (30, h - 30, 315)):
        c.add("circle", cx=float(x), cy=float(y), r=7.0, fill=GOLD, stroke=INK, stroke_width=1.0)
        leaf(c, x, y, 16, 9, turn - 35, LEAF_LIGHT, stroke_width=0.8)
        leaf(c, x, y, 16, 9, turn + 35, LEAF_LIGHT, stroke_width=0.8)
        c.add("circle", cx=float(x), cy=float(y), r=3.0, fill=BEET)
    c.add("circle", cx=cx, cy=cy, r=58.0, fill="#3c5a37", stroke=GOLD, stroke_width=2.5)
    c.add(
        "circle",
        cx=cx,
        cy=cy,
        r=50.0,
        fill=c.radial("medal", [(0, "#fbf5e6"), (100, PAPER_DARK)]),
        stroke=INK,
        stroke_width=1.5,
    )
    sprout_emblem(c, cx, cy, 86)
    return c.svg()
