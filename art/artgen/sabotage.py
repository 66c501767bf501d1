"""Garden Sabotage!: the bug cards, the objective, the board, the golden can and the game's files.

The plants and their symbols are drawn in ``sabotage_plants``.
"""

from __future__ import annotations

import math
from pathlib import Path

import yaml

from .canvas import (
    CARD_H,
    CARD_R,
    CARD_W,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER,
    PAPER_DARK,
    PARCHMENT,
    PINK,
    RED,
    RED_DARK,
    SOIL,
    SOIL_DARK,
    SOIL_LIGHT,
    WOOD,
    YELLOW,
    Canvas,
    _known,
    ellipse_points,
    fmt,
    mix,
    placed,
    rect_points,
    rounded_rect_path,
)
from .motifs import (
    BAND_TALL,
    card_outline,
    flower,
    ladybird,
    leaf,
    parchment_band,
    rotate,
    scene_card,
    sparkle,
    watering_can,
)
from .sabotage_plants import SAB_PLANTS, SAB_SYMBOLS, sab_icon, sab_plant_card


def sneaky_bug(c: Canvas, x: float, y: float, s: float) -> None:
    """A beetle in a burglar's mask tiptoeing to the right; (x, y) is the ground under its middle."""
    with c.group(transform=f"translate({fmt(x)},{fmt(y)}) scale({fmt(s / 100)})"):
        for lx, lift in ((-34, 0), (-8, 8), (20, 0)):  # legs, bent like tiptoes
            c.line([(lx, -28), (lx - 10, -10 - lift), (lx - 4, 0 - lift)], INK, 5)
        body = [(-58, -26), (-50, -58), (-20, -78), (14, -78), (40, -58), (46, -26)]
        c.shape(
            body, c.radial("shell", [(0, "#8d6aa0"), (100, "#4a2f55")], cx=35, cy=30, r=70), INK, width=3.5, wobble=1.0
        )
        c.line([(-6, -78), (-4, -52), (-6, -28)], INK, 2.5, opacity=0.8)
        for sx, sy, r in ((-30, -54, 7), (-22, -36, 5), (18, -56, 6), (22, -38, 7)):
            c.add("circle", cx=float(sx), cy=float(sy), r=float(r), fill="#2e1f36", opacity=0.7)
        c.path(
            "M-40,-60 Q-30,-72 -14,-74",
            fill="none",
            stroke="#ffffff",
            stroke_width=5,
            stroke_linecap="round",
            opacity=0.4,
        )
        c.blob(62, -42, 24, 22, "#5a3e66", width=3.2)
        c.shape([(38, -52), (86, -52), (88, -38), (38, -38)], "#2a2030", None, wobble=0.6)  # the mask
        for ex in (56, 74):
            c.add("ellipse", cx=float(ex), cy=-45.0, rx=6.0, ry=5.0, fill="#ffffff", stroke=INK, stroke_width=1.5)
            c.add("circle", cx=float(ex + 3), cy=-44.0, r=2.6, fill=INK)
        c.path("M60,-30 Q68,-26 76,-31", fill="none", stroke=INK, stroke_width=2.5, stroke_linecap="round")
        c.line([(56, -62), (50, -86), (60, -96)], INK, 3)
        c.line([(70, -62), (78, -86), (90, -90)], INK, 3)


def spray_bottle(c: Canvas, x: float, y: float, s: float) -> None:
    """A garden sprayer with a shield on its label; (x, y) is the bottom middle, s its height."""
    with placed(c, x, y, s / 200):
        c.shape([(-10, -150), (10, -150), (12, -170), (-12, -170)], "#6f7f8a", INK, width=2.4, smooth=False)
        c.shape(
            [(-22, -170), (22, -170), (26, -196), (-8, -200), (-40, -192), (-44, -180), (-22, -180)],
            "#4f6b7a",
            INK,
            width=2.6,
            wobble=0.6,
            smooth=False,
        )  # the trigger head and nozzle
        c.shape([(-14, -168), (-24, -140), (-16, -136), (-6, -160)], "#4f6b7a", INK, width=2.2, smooth=False)
        body = [(-40, -110), (-30, -148), (30, -148), (40, -110), (44, 0), (-44, 0)]
        c.shape(
            body,
            c.linear("bottle", [(0, "#d5e6ec"), (45, "#9cc0cc"), (100, "#6f98a8")], x2=100, y2=0),
            INK,
            width=3.0,
            wobble=0.8,
        )
        c.path("M-30,-100 L-32,-16", stroke="#ffffff", stroke_width=8, stroke_linecap="round", fill="none", opacity=0.5)
        shield = [(0, -104), (26, -94), (24, -56), (0, -32), (-24, -56), (-26, -94)]
        c.shape(shield, c.linear("shield", [(0, GOLD_LIGHT), (100, GOLD)]), INK, width=2.4, wobble=0.5, smooth=False)
        c.shape([(0, -96), (16, -89), (15, -60), (0, -44)], GOLD_DARK, None, wobble=0.3, smooth=False, opacity=0.5)
        c.line([(-10, -70), (-2, -60), (14, -84)], "#ffffff", 5)
        c.line([(-10, -70), (-2, -60), (14, -84)], LEAF_DARK, 3)
    for _ in range(9):  # a fine mist from the nozzle
        a = math.radians(200 + c.rng.uniform(-20, 20))
        d = c.rng.uniform(10, 46)
        c.add(
            "circle",
            cx=x - 44 * s / 200 + d * math.cos(a),
            cy=y - 190 * s / 200 + d * math.sin(a),
            r=c.rng.uniform(1.5, 3.2),
            fill="#ffffff",
            stroke="#6f98a8",
            stroke_width=0.6,
            opacity=0.85,
        )


def chewed_leaf(c: Canvas, x: float, y: float, length: float, angle: float) -> None:
    leaf(c, x, y, length, length * 0.55, angle, c.linear("chewed", [(0, LEAF_LIGHT), (100, LEAF)]), stroke_width=1.6)
    for t, off, r in ((0.55, 0.1, 7), (0.75, -0.12, 5), (0.35, -0.15, 4)):
        px, py = rotate([(x + length * t, y + length * off)], x, y, angle)[0]
        c.add("circle", cx=px, cy=py, r=float(r), fill="#e9dcc6", stroke=INK, stroke_width=0.9)


def sab_bug_card(kind: str) -> str:
    """A bug card: good bugs are friendly ladybirds, bad bugs a masked beetle on a chewed leaf, pesticide a
    sprayer with a shield. Each has its picture small in the corner badge too, like the plants' symbols."""
    c = Canvas(f"sabotage/{kind}", CARD_W, CARD_H)
    tones = {"good": ("#8fbf6a", "#e8f1d8"), "bad": ("#7d5a8c", "#e9def0"), "pesticide": ("#6f98a8", "#deebef")}
    frame, sky = tones.get(kind, ("#a3988c", "#eeeae2"))
    w, h = CARD_W, CARD_H
    c.path(
        rounded_rect_path(0, 0, w, h, CARD_R),
        fill=c.linear("frame", [(0, mix(frame, PAPER, 0.35)), (100, mix(frame, PAPER_DARK, 0.2))]),
    )
    c.path(
        rounded_rect_path(10, 10, w - 20, h - 20, 7),
        fill=c.linear("sky", [(0, sky), (100, PAPER)]),
        stroke=INK,
        stroke_width=1.2,
    )
    if kind == "good":
        c.path("M30,240 C70,200 110,160 190,80", fill="none", stroke=LEAF_DARK, stroke_width=5, stroke_linecap="round")
        leaf(c, 100, 176, 120, 84, -45, c.linear("bigleaf", [(0, LEAF_LIGHT), (100, LEAF)]), stroke_width=2.0)
        ladybird(c, 142, 124, 40, turn=45)
        for px, py in ((58, 96), (200, 190)):
            c.path(
                f"M{px},{py} q5,-8 10,0 q5,-8 10,0 q0,8 -10,15 q-10,-7 -10,-15 Z",
                fill="#e58a8a",
                stroke=INK,
                stroke_width=1.0,
            )
        sparkle(c, 206, 60, 6)
        sparkle(c, 40, 190, 5)
        mini = ("ladybird", "#fbf5e6")
    elif kind == "bad":
        chewed_leaf(c, 36, 226, 150, -48)
        chewed_leaf(c, 200, 232, 90, -120)
        sneaky_bug(c, 118, 208, 108)
        for px, py in ((62, 86), (196, 94)):  # crumbs of leaf it dropped
            c.shape(ellipse_points(px, py, 4, 2.5, 6), LEAF_LIGHT, INK, width=0.7)
        mini = ("beetle", "#fbf5e6")
    else:
        spray_bottle(c, 138, 232, 190)
        for sx, sy, r in ((60, 200, 6), (206, 120, 5), (48, 124, 4)):
            sparkle(c, sx, sy, r)
        mini = ("shield", "#fbf5e6")
    # The corner badge with the card's own little picture.
    c.add("circle", cx=38.0, cy=38.0, r=26.0, fill=mix(frame, INK, 0.35), stroke=INK, stroke_width=1.6)
    c.add("circle", cx=38.0, cy=38.0, r=22.0, fill=mini[1], stroke=INK, stroke_width=0.8)
    if mini[0] == "ladybird":
        ladybird(c, 38, 40, 12, smile=False)
    elif mini[0] == "beetle":
        with placed(c, 38, 40, 0.28):
            c.blob(0, -6, 40, 34, "#6a4a78", width=5)
            c.shape([(-30, -22), (30, -22), (32, -6), (-30, -6)], "#2a2030", None, wobble=0.6)  # the mask
            for ex in (-13, 13):
                c.add("circle", cx=float(ex), cy=-14.0, r=6.0, fill="#ffffff", stroke=INK, stroke_width=2)
                c.add("circle", cx=float(ex + 2), cy=-13.0, r=2.8, fill=INK)
    else:
        c.shape([(38, 22), (52, 28), (50, 46), (38, 56), (26, 46), (24, 28)], GOLD, INK, width=1.4, smooth=False)
        c.line([(31, 39), (37, 45), (46, 31)], LEAF_DARK, 2.4)
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


def sab_objective() -> str:
    """The objective card frame: parchment with a ribbon banner across the top (for the name), a calm field in
    the middle where the app draws the wanted plants' icons, and a rosette at the foot for the points."""
    c = Canvas("sabotage/objective", CARD_W, CARD_H)
    w, h = CARD_W, CARD_H
    c.path(rounded_rect_path(0, 0, w, h, CARD_R), fill=c.linear("paper", [(0, PAPER), (100, PAPER_DARK)]))
    c.path(
        rounded_rect_path(12, 12, w - 24, h - 24, 7),
        fill=c.radial("field", [(0, "#fbf6e8"), (100, PARCHMENT)]),
        stroke=INK,
        stroke_width=1.2,
    )
    c.path(rounded_rect_path(17, 17, w - 34, h - 34, 5), fill="none", stroke=GOLD, stroke_width=1.2, opacity=0.8)
    for x, y, turn in ((26, 26, 45), (w - 26, 26, 135), (w - 26, h - 26, 225), (26, h - 26, 315)):
        leaf(c, x, y, 18, 9, turn - 30, LEAF_LIGHT, stroke_width=0.8)
        leaf(c, x, y, 18, 9, turn + 30, LEAF, stroke_width=0.8)
        c.add("circle", cx=float(x), cy=float(y), r=3.5, fill=PINK, stroke=INK, stroke_width=0.7)
    # The ribbon: a banner with folded, swallow-tailed ends.
    for side in (-1, 1):
        end = [
            (125 + side * 86, 46),
            (125 + side * 116, 46),
            (125 + side * 104, 62),
            (125 + side * 116, 78),
            (125 + side * 86, 78),
        ]
        c.shape(end, RED_DARK, INK, width=1.4, wobble=0.4, smooth=False)
        c.shape(
            [(125 + side * 86, 78), (125 + side * 96, 70), (125 + side * 96, 86)],
            "#5e1f1b",
            INK,
            width=1.0,
            smooth=False,
        )
    banner = [(29, 38), (125, 33), (221, 38), (221, 70), (125, 65), (29, 70)]
    # Deep enough red that the cream name on it keeps 4.5:1 (tests/ui/test_colour_vision.py).
    c.shape(banner, c.linear("ribbon", [(0, "#b0443a"), (100, RED_DARK)]), INK, width=1.8, wobble=0.5)
    c.line([(36, 42), (125, 37.5), (214, 42)], GOLD_LIGHT, 1.2, opacity=0.8)
    c.line([(36, 66), (125, 61.5), (214, 66)], GOLD_LIGHT, 1.2, opacity=0.8)
    # The rosette for the points.
    for k in (-1, 1):
        c.shape(
            [(125 + k * 4, 300), (125 + k * 22, 334), (125 + k * 12, 330), (125 + k * 6, 338), (125 - k * 6, 304)],
            RED,
            INK,
            width=1.2,
            wobble=0.3,
            smooth=False,
        )
    pts = [
        (
            125 + (30 if i % 2 else 25) * math.cos(math.pi * i / 12),
            288 + (30 if i % 2 else 25) * math.sin(math.pi * i / 12),
        )
        for i in range(24)
    ]
    c.shape(pts, GOLD, INK, width=1.4, wobble=0.3)
    c.add("circle", cx=125.0, cy=288.0, r=20.0, fill="#fbf5e6", stroke=INK, stroke_width=1.2)
    card_outline(c)
    return c.svg()


def sab_board() -> str:
    """A player's garden (600 x 300): two raised plots side by side, each with three card-shaped beds for its
    plants (78 x 109, the cards' shape) and a little signboard above them where the app can write."""
    c = Canvas("sabotage/board", 600, 300)
    c.path(rounded_rect_path(0, 0, 600, 300, 14), fill=c.linear("lawn", [(0, "#a9c07a"), (100, "#8aa862")]))
    for _ in range(70):
        x, y = c.rng.uniform(10, 590), c.rng.uniform(8, 292)
        c.line([(x, y), (x + 2, y - 5)], LEAF_DARK, 1.2, opacity=0.3)
    c.path("M300,0 L300,300", stroke="#dcc79c", stroke_width=16, fill="none")  # the gravel path between the plots
    for _ in range(40):
        c.add(
            "circle",
            cx=300 + c.rng.uniform(-7, 7),
            cy=c.rng.uniform(4, 296),
            r=c.rng.uniform(0.8, 1.6),
            fill=SOIL_LIGHT,
            opacity=0.5,
        )
    for plot, x0 in enumerate((14.0, 310.0)):
        with c.group(class_="plot", data_plot=plot):
            c.shape(rect_points(x0, 56, 276, 232, 10, 16), "#9b7450", INK, width=2.0, wobble=0.8)
            c.shape(
                rect_points(x0 + 8, 64, 260, 216, 6, 16),
                c.linear("bed", [(0, SOIL_LIGHT), (100, SOIL)]),
                None,
                wobble=0.6,
            )
            for k in range(3):
                bx = x0 + 13 + k * 86
                c.path(rounded_rect_path(bx, 117, 78, 109, 7), fill=SOIL_DARK, opacity=0.35, class_="spot", data_spot=k)
                c.path(
                    rounded_rect_path(bx, 117, 78, 109, 7),
                    fill="none",
                    stroke="#f2e4c2",
                    stroke_width=1.6,
                    stroke_dasharray="6 5",
                    opacity=0.8,
                )
            c.line([(x0 + 138, 56), (x0 + 138, 30)], INK, 4.5)
            c.line([(x0 + 138, 56), (x0 + 138, 30)], WOOD, 3)
            c.shape(
                rect_points(x0 + 78, 10, 120, 34, 5, 16),
                c.linear("sign", [(0, "#e5c79a"), (100, "#c9a36c")]),
                INK,
                width=1.6,
                wobble=0.5,
            )
            for fx in (x0 + 30, x0 + 246):  # flowers on the lawn beside the signboard
                for k in range(3):
                    flower(
                        c,
                        fx + k * 13 - 13 + c.j(2),
                        30 + (k % 2) * 12 + c.j(2),
                        10,
                        c.rng.choice((PINK, YELLOW, "#f1e6d8")),
                        GOLD,
                        turn=c.rng.uniform(0, 1),
                    )
    c.path(rounded_rect_path(1, 1, 598, 298, 14), fill="none", stroke=INK, stroke_width=2.0)
    return c.svg()


def sab_golden_can() -> str:
    """The golden watering can, glowing, for whoever holds it."""
    c = Canvas("sabotage/golden_can", CARD_W, CARD_H)
    scene_card(c, "#f5e6b8", "#fbf4de")
    c.add("circle", cx=132.0, cy=150.0, r=100.0, fill=c.radial("glow", [(0, "#fff3c4e6"), (100, "#fff3c400")]))
    for k in range(12):
        a = 2 * math.pi * k / 12
        c.line(
            [(132 + 70 * math.cos(a), 150 + 70 * math.sin(a)), (132 + 104 * math.cos(a), 150 + 104 * math.sin(a))],
            GOLD_LIGHT,
            4,
            opacity=0.6,
        )
    c.shape(ellipse_points(140, 210, 62, 8, 12), GOLD_DARK, None, wobble=0.8, opacity=0.25)
    watering_can(c, 148, 208, 116, tilt=-6)
    for sx, sy, r in ((40, 70, 8), (210, 60, 7), (30, 180, 6), (222, 170, 6), (96, 40, 5), (182, 228, 5)):
        sparkle(c, sx, sy, r)
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


# ---------------------------------------------------------------------------------------------------------------
# Reading the game's data


def sabotage_art(data_file: Path) -> dict[str, str]:
    data = yaml.safe_load(data_file.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for plant in data["plants"]:
        _known("Sabotage plant", plant["id"], SAB_PLANTS)
        _known("Sabotage symbol", str(plant["symbol"]), SAB_SYMBOLS)
        out[f"sabotage/{plant['id']}.svg"] = sab_plant_card(plant)
        out[f"sabotage/icon-{plant['id']}.svg"] = sab_icon(plant)
    for kind in data["bugs"]:
        _known("Sabotage bug card", str(kind), ("good", "bad", "pesticide"))
        out[f"sabotage/{kind}.svg"] = sab_bug_card(str(kind))
    out["sabotage/objective.svg"] = sab_objective()
    out["sabotage/board.svg"] = sab_board()
    out["sabotage/golden_can.svg"] = sab_golden_can()
    return out
