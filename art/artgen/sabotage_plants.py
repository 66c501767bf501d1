"""Garden Sabotage!: the plant symbols, the plants, their cards and their icons.

Garden Sabotage! plants show the data's colour and, for players who cannot tell colours apart, the data's symbol
(``<g class="symbol" data-symbol=...>``) in corner badges and on 64 x 64 icons; the symbols are shaped so their
silhouettes differ clearly (a test compares them).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .canvas import (
    CARD_H,
    CARD_R,
    CARD_W,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER,
    PAPER_DARK,
    PINK,
    SKY_TOP,
    SOIL,
    Canvas,
    Point,
    ellipse_points,
    fmt,
    luminance,
    mix,
    placed,
    rgb_hex,
    rounded_rect_path,
    smooth_path,
)
from .motifs import (
    BAND_TALL,
    butterfly,
    card_outline,
    flower,
    frond,
    leaf,
    parchment_band,
    rotate,
    ruffle,
    ub_potato_top,
)

# ---------------------------------------------------------------------------------------------------------------
# Garden Sabotage!
#
# Every plant type has its colour (from the data) and a symbol (also from the data) so that players who cannot
# tell the colours apart can still tell the plants apart: the symbol is drawn large in the card's corner badge,
# small round the card's frame, and alone on the round icons the app composes objectives from.


SAB_SYMBOLS = ("leaf", "flame", "heart", "sun", "bell", "drop", "star", "spiral", "moon", "diamond")


def symbol_points(kind: str, x: float, y: float, r: float) -> tuple[list[Point], bool]:
    """The outline of a symbol fitting a circle of radius r round (x, y), and whether to draw it smooth."""
    if kind == "leaf":
        pts = [
            (0.0, 1.0),
            (-0.36, 0.45),
            (-0.46, -0.15),
            (-0.3, -0.7),
            (0.0, -1.0),
            (0.3, -0.7),
            (0.46, -0.15),
            (0.36, 0.45),
        ]
        return [(x + u * r, y + v * r) for u, v in rotate(pts, 0, 0, 40)], True
    if kind == "flame":
        pts = [
            (0.0, 0.98),
            (-0.55, 0.8),
            (-0.82, 0.3),
            (-0.76, -0.3),
            (-0.6, -0.8),
            (-0.36, -0.3),
            (-0.14, -0.55),
            (0.05, -1.0),
            (0.26, -0.45),
            (0.42, -0.2),
            (0.66, -0.76),
            (0.84, -0.1),
            (0.8, 0.35),
            (0.55, 0.8),
        ]
        return [(x + u * r, y + v * r) for u, v in pts], True
    if kind == "heart":
        pts = [
            (0.0, -0.45),
            (0.3, -0.85),
            (0.75, -0.8),
            (0.95, -0.35),
            (0.7, 0.2),
            (0.0, 0.95),
            (-0.7, 0.2),
            (-0.95, -0.35),
            (-0.75, -0.8),
            (-0.3, -0.85),
        ]
        return [(x + u * r, y + v * r) for u, v in pts], True
    if kind == "sun":  # the disc; its rays are drawn apart from it by symbol()
        return ellipse_points(x, y, r * 0.5, r * 0.5, 16), True
    if kind == "bell":
        pts = [
            (0.0, -0.95),
            (0.32, -0.84),
            (0.42, -0.4),
            (0.5, 0.2),
            (0.98, 0.6),
            (0.98, 0.72),
            (0.0, 0.72),
            (-0.98, 0.72),
            (-0.98, 0.6),
            (-0.5, 0.2),
            (-0.42, -0.4),
            (-0.32, -0.84),
        ]
        return [(x + u * r, y + v * r) for u, v in pts], True
    if kind == "drop":
        pts = [
            (0.0, -1.0),
            (0.26, -0.45),
            (0.56, 0.12),
            (0.5, 0.64),
            (0.0, 0.98),
            (-0.5, 0.64),
            (-0.56, 0.12),
            (-0.26, -0.45),
        ]
        return [(x + u * r, y + v * r) for u, v in pts], True
    if kind == "star":
        pts = [
            (
                x + r * (1.0 if i % 2 == 0 else 0.45) * math.cos(math.pi * i / 5 - math.pi / 2),
                y + 0.08 * r + r * (1.0 if i % 2 == 0 else 0.45) * math.sin(math.pi * i / 5 - math.pi / 2),
            )
            for i in range(10)
        ]
        return pts, False
    if kind == "moon":
        outer = [(x + r * math.cos(a), y + r * math.sin(a)) for a in (math.radians(d) for d in range(60, 301, 20))]
        inner = [
            (x + 0.42 * r + 0.72 * r * math.cos(a), y - 0.05 * r + 0.8 * r * math.sin(a))
            for a in (math.radians(d) for d in range(240, 100, -20))
        ]
        return outer + inner, True
    if kind == "diamond":
        pts = [(-0.55, -0.62), (0.55, -0.62), (0.95, -0.15), (0.0, 0.92), (-0.95, -0.15)]  # a cut gem, point down
        return [(x + u * r, y + v * r) for u, v in pts], False
    if kind == "spiral":
        raise ValueError("the spiral is a stroke, not an outline")
    # A symbol the art does not know yet (make_art warns): a plain circle, still in the plant's colour.
    return ellipse_points(x, y, r * 0.8, r * 0.8, 16), True


def symbol(c: Canvas, kind: str, x: float, y: float, r: float, fill: str, line: float = 1.6) -> None:
    """A plant type's symbol in its colour with an ink outline, inside a circle of radius r round (x, y)."""
    with c.group(class_="symbol", data_symbol=kind):
        if kind == "spiral":
            pts = []
            for i in range(46):
                t = i / 45
                a = 2 * math.pi * 1.75 * t + math.pi / 2
                rad = r * (0.08 + 0.86 * t)
                pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
            c.line(pts, INK, r * 0.22 + 1.4 * line)
            c.line(pts, fill, r * 0.22)
            return
        pts, smooth = symbol_points(kind, x, y, r)
        c.shape(pts, fill, INK, width=line, wobble=r * 0.015, smooth=smooth)
        if kind == "leaf":
            c.line(rotate([(x, y + 0.85 * r), (x, y - 0.7 * r)], x, y, 40), INK, line * 0.7, smooth=False, opacity=0.7)
        elif kind == "sun":
            for k in range(8):
                a = math.pi * k / 4 - math.pi / 2
                ray = [
                    (x + r * 0.66 * math.cos(a - 0.2), y + r * 0.66 * math.sin(a - 0.2)),
                    (x + r * math.cos(a), y + r * math.sin(a)),
                    (x + r * 0.66 * math.cos(a + 0.2), y + r * 0.66 * math.sin(a + 0.2)),
                ]
                c.shape(ray, fill, INK, width=line * 0.8, wobble=r * 0.01, smooth=False)
            c.add("circle", cx=x, cy=y, r=r * 0.3, fill=mix(fill, "#ffffff", 0.35), stroke=INK, stroke_width=line * 0.6)
        elif kind == "flame":  # an inner flame, so it never reads as a drop
            tongue = ((0.0, -0.1), (0.3, 0.35), (0.22, 0.7), (0.0, 0.8), (-0.22, 0.7), (-0.3, 0.35))
            inner = [(x + u * r, y + v * r) for u, v in tongue]
            c.shape(inner, mix(fill, "#fff3c4", 0.6), None, wobble=r * 0.01)
        elif kind == "diamond":  # its facets
            c.line([(x - 0.95 * r, y - 0.15 * r), (x + 0.95 * r, y - 0.15 * r)], INK, line * 0.6, smooth=False)
            for u0, u1 in ((-0.2, -0.42), (0.2, 0.42)):
                c.line(
                    [(x + u0 * r, y - 0.62 * r), (x + u1 * r, y - 0.15 * r), (x, y + 0.92 * r)],
                    INK,
                    line * 0.6,
                    smooth=False,
                )
        elif kind == "drop":
            c.add("ellipse", cx=x - 0.28 * r, cy=y + 0.35 * r, rx=r * 0.12, ry=r * 0.2, fill="#ffffff", opacity=0.7)
        elif kind == "bell":
            c.add("circle", cx=x, cy=y + 0.82 * r, r=r * 0.16, fill=INK)


def plant_palette(rgb: Sequence[int]) -> tuple[str, str, str]:
    """The data's colour, a darker and a lighter shade of it."""
    base = rgb_hex(rgb)
    return base, mix(base, INK, 0.35), mix(base, "#ffffff", 0.4)


def badge(c: Canvas, x: float, y: float, r: float, colour: str, kind: str) -> None:
    """A round badge with the symbol on it: a cream disc, or a dark one when the colour itself is very light."""
    disc = "#4f5d6b" if luminance(colour) > 0.75 else "#fbf5e6"
    c.add("circle", cx=x, cy=y, r=r, fill=mix(colour, INK, 0.35), stroke=INK, stroke_width=max(1.2, r * 0.06))
    c.add("circle", cx=x, cy=y, r=r * 0.84, fill=disc, stroke=INK, stroke_width=max(0.8, r * 0.03))
    symbol(c, kind, x, y, r * 0.62, colour, line=max(1.0, r * 0.06))


def sab_tomato(c: Canvas, col: str, dark: str, light: str) -> None:
    c.line([(150, 212), (146, 40)], INK, 6.5)
    c.line([(150, 212), (146, 40)], "#c9a36c", 4.0)  # the cane
    c.path(
        "M118,214 C112,170 132,140 120,104 S126,60 136,44",
        fill="none",
        stroke=LEAF_DARK,
        stroke_width=4,
        stroke_linecap="round",
    )
    for y in (90, 140, 180):
        c.line([(122 if y != 140 else 127, y), (148, y - 4)], "#c9a36c", 1.4)  # ties
    for lx, ly, ang in ((120, 100, -160), (128, 70, -20), (124, 150, 200), (116, 176, -20), (134, 56, -140)):
        for k in range(3):
            leaf(c, lx, ly, 26 - 4 * k, 13 - 2 * k, ang + (k - 1) * 35, LEAF if k % 2 else LEAF_LIGHT, stroke_width=1.0)
    for tx, ty, r in ((96, 124, 17), (150, 112, 20), (108, 160, 14), (158, 166, 18), (128, 196, 12)):
        c.add(
            "circle",
            cx=float(tx),
            cy=float(ty),
            r=float(r),
            fill=c.radial("tomato", [(0, light), (60, col), (100, dark)], cx=35, cy=30, r=75),
            stroke=INK,
            stroke_width=1.6,
        )
        star = [
            (
                tx + r * (0.42 if i % 2 == 0 else 0.15) * math.cos(math.pi * i / 5 - math.pi / 2),
                ty - r * 0.8 + r * (0.42 if i % 2 == 0 else 0.15) * math.sin(math.pi * i / 5 - math.pi / 2),
            )
            for i in range(10)
        ]
        c.shape(star, LEAF_DARK, INK, width=0.7, smooth=False, wobble=0.2)
        c.path(
            f"M{fmt(tx - r * 0.55)},{fmt(ty - r * 0.1)} Q{fmt(tx - r * 0.5)},{fmt(ty - r * 0.5)} "
            f"{fmt(tx - r * 0.15)},{fmt(ty - r * 0.6)}",
            fill="none",
            stroke="#ffffff",
            stroke_width=r * 0.15,
            stroke_linecap="round",
            opacity=0.5,
        )


def sab_sunflower(c: Canvas, col: str, dark: str, light: str) -> None:
    c.path("M126,214 C120,170 132,130 124,96", fill="none", stroke=INK, stroke_width=8, stroke_linecap="round")
    c.path("M126,214 C120,170 132,130 124,96", fill="none", stroke="#7f9a4a", stroke_width=5.5, stroke_linecap="round")
    for ly, ang in ((180, -160), (150, -20), (124, -150)):
        leaf(c, 125, ly, 46, 30, ang, LEAF if ang < -90 else LEAF_LIGHT, stroke_width=1.4)
    cx, cy = 124.0, 82.0
    for ring, (count, length, tone) in enumerate(((18, 44, dark), (18, 40, col))):
        for k in range(count):
            a = 2 * math.pi * (k + 0.5 * ring) / count
            pts = [
                (cx + 22 * math.cos(a - 0.12), cy + 22 * math.sin(a - 0.12)),
                (cx + length * math.cos(a), cy + length * math.sin(a)),
                (cx + 22 * math.cos(a + 0.12), cy + 22 * math.sin(a + 0.12)),
            ]
            mid = (cx + (length * 0.7) * math.cos(a), cy + (length * 0.7) * math.sin(a))
            c.shape(
                [
                    pts[0],
                    (mid[0] + 5 * math.cos(a - 1.4), mid[1] + 5 * math.sin(a - 1.4)),
                    pts[1],
                    (mid[0] + 5 * math.cos(a + 1.4), mid[1] + 5 * math.sin(a + 1.4)),
                    pts[2],
                ],
                tone,
                INK,
                width=0.9,
                wobble=0.3,
            )
    c.add(
        "circle",
        cx=cx,
        cy=cy,
        r=24.0,
        fill=c.radial("seedhead", [(0, "#8a5a2e"), (100, "#4f3320")]),
        stroke=INK,
        stroke_width=1.6,
    )
    for k in range(34):
        a, rr = k * 2.4, 2.6 * math.sqrt(k + 1) + 1
        c.add("circle", cx=cx + rr * math.cos(a), cy=cy + rr * math.sin(a), r=1.1, fill="#c99a4e", opacity=0.8)


def sab_bluebell(c: Canvas, col: str, dark: str, light: str) -> None:
    for x, ang in ((96, -100), (110, -80), (140, -96), (156, -70), (84, -120), (168, -60)):
        leaf(c, x, 216, 92, 12, ang + c.j(4), LEAF if x % 2 else LEAF_LIGHT, stroke_width=1.1)
    for sx, top, bend in ((118, 48, 1), (138, 80, -1)):
        stem = [(sx, 216.0), (sx + bend * 4, 150.0), (sx + bend * 14, 86.0), (sx + bend * 40, top)]
        c.line(stem, INK, 5.0)
        c.line(stem, "#6f8a4e", 3.0)
        for k in range(5):
            t = 0.35 + 0.14 * k
            px = sx + bend * (4 + 36 * t * t)
            py = 216 - (216 - top) * t
            c.line([(px, py), (px + bend * 10, py + 8)], "#6f8a4e", 1.6)
            bx, by = px + bend * 10, py + 10
            bell = [
                (bx - 5, by - 3),
                (bx, by - 6),
                (bx + 5, by - 3),
                (bx + 7, by + 12),
                (bx + 10, by + 17),
                (bx + 4, by + 15),
                (bx, by + 18),
                (bx - 4, by + 15),
                (bx - 10, by + 17),
                (bx - 7, by + 12),
            ]
            c.shape(
                rotate(bell, bx, by, bend * -12), c.linear("bell", [(0, light), (100, col)]), INK, width=1.1, wobble=0.3
            )


def sab_lavender(c: Canvas, col: str, dark: str, light: str) -> None:
    for ang in (-120, -105, -75, -60, -96, -84):
        leaf(c, 125, 214, 50, 7, ang + c.j(4), "#9bb08a", stroke_width=0.9)
    for k, (lean, top) in enumerate(((-34, 44), (-18, 30), (0, 24), (18, 34), (32, 52), (-8, 62), (10, 56))):
        stem = [(125.0, 214.0), (125 + lean * 0.5, 150.0), (125 + lean, float(top) + 50)]
        c.line(stem, "#7a8f62", 2.0)
        tx, ty = 125 + lean, float(top) + 50
        for j in range(9):
            fy = ty - 6 * j
            for side in (-1, 1):
                c.add(
                    "ellipse",
                    cx=tx + side * (3.2 - j * 0.15) + lean * 0.02 * j,
                    cy=fy,
                    rx=3.4,
                    ry=2.6,
                    fill=dark if (j + k) % 2 else col,
                    stroke=INK,
                    stroke_width=0.6,
                )
        c.add("ellipse", cx=tx, cy=ty - 56, rx=2.6, ry=3.2, fill=light, stroke=INK, stroke_width=0.6)
    butterfly(c, 186, 70, 2.0, wings="#f4e3a2")


def sab_cabbage(c: Canvas, col: str, dark: str, light: str) -> None:
    for ang in (200, 160, -20, 20, 230, -50):
        leaf(c, 125, 180, 84, 62, ang + c.j(6), dark if ang in (200, -20) else col, vein=light, stroke_width=1.4)
    c.blob(125, 160, 52, 46, c.radial("cabbage", [(0, light), (100, col)], cx=45, cy=40), width=1.8)
    for k in (0.8, 0.55, 0.3):
        c.path(
            f"M{fmt(125 - 52 * k)},{fmt(172)} Q125,{fmt(160 - 60 * k)} {fmt(125 + 52 * k)},172",
            fill="none",
            stroke=dark,
            stroke_width=1.8,
            stroke_linecap="round",
        )
    c.line([(125, 130), (125, 196)], dark, 1.4, opacity=0.6)


def sab_lily(c: Canvas, col: str, dark: str, light: str) -> None:
    c.path("M125,216 C122,160 130,110 124,60", fill="none", stroke=INK, stroke_width=6, stroke_linecap="round")
    c.path("M125,216 C122,160 130,110 124,60", fill="none", stroke="#6f8a4e", stroke_width=4, stroke_linecap="round")
    for ly, side in ((190, -1), (172, 1), (150, -1), (130, 1)):
        leaf(c, 125, ly, 40, 10, -90 + side * 60, LEAF if side < 0 else LEAF_LIGHT, stroke_width=1.0)
    for fx, fy, turn in ((92, 84, -40), (160, 72, 40), (122, 52, 0)):
        c.line([(124, 100), (fx, fy + 10)], "#6f8a4e", 2.0)
        with placed(c, fx, fy, 1.0, turn):
            for k, a in enumerate((-70, -35, 0, 35, 70, 0)):
                if k == 5:
                    break
                pts = rotate([(0, 8), (-7, -6), (0, -30), (7, -6)], 0, 8, a)
                c.shape(pts, c.linear("petal", [(0, "#ffffff"), (100, col)]), INK, width=1.0, wobble=0.4)
                c.line(rotate([(0, 6), (0, -18)], 0, 8, a), mix(col, PINK, 0.5), 1.0, opacity=0.8)
            for a in (-20, 0, 20):
                tip = rotate([(0, -22)], 0, 6, a)[0]
                c.line([(0, 6), tip], "#8a7a3a", 0.8)
                c.add("ellipse", cx=tip[0], cy=tip[1], rx=1.8, ry=3.0, fill="#c8642e")


def sab_carrot(c: Canvas, col: str, dark: str, light: str) -> None:
    with placed(c, 125, 200, 3.0):
        for angle, length in ((-128, 30), (-108, 38), (-90, 42), (-72, 38), (-52, 30)):
            frond(c, 0, -5, length, angle + c.j(3), LEAF_LIGHT if angle != -90 else LEAF, droop=c.j(14))
        body = [(-8, -6), (-3, -8.5), (3, -8.5), (8, -6), (6, 4), (3, 12), (0.5, 19), (-2, 12), (-5.5, 4)]
        c.shape(body, c.linear("carrot", [(0, light), (100, dark)], x2=100, y2=0), INK, width=0.9, wobble=0.2)
        for k in (-1.5, 3.5, 8.5):
            c.line([(-5 + abs(k) * 0.3, k), (-1 + abs(k) * 0.2, k + 1)], dark, 0.6)


def sab_radish(c: Canvas, col: str, dark: str, light: str) -> None:
    for k, (x, y, turn) in enumerate(((96, 186, -18), (154, 190, 16), (125, 196, 0))):
        with placed(c, x, y, 2.2, turn):
            for angle, length in ((-125, 24), (-100, 30), (-75, 28), (-50, 22)):
                a = math.radians(angle)
                ex, ey = length * 0.4 * math.cos(a), -10 + length * 0.4 * math.sin(a)
                c.line([(0, -9), (ex, ey)], dark, 1.0)
                leaf(
                    c,
                    ex,
                    ey,
                    length * 0.7,
                    length * 0.34,
                    angle + c.j(5),
                    LEAF if (angle + k) % 2 else LEAF_LIGHT,
                    stroke_width=0.7,
                )
            c.line([(0, 5), (0.5, 12), (2, 18)], INK, 1.2)
            c.line([(0, 5), (0.5, 12), (2, 18)], "#f4eedc", 0.7)
            c.add(
                "circle",
                cx=0.0,
                cy=-1.0,
                r=9.0,
                fill=c.radial("radish", [(0, light), (70, col), (100, dark)], cx=35, cy=30, r=70),
                stroke=INK,
                stroke_width=0.9,
            )
            c.path(
                "M-5,-6 Q-3,-9 1,-9",
                fill="none",
                stroke="#ffffff",
                stroke_width=1.4,
                stroke_linecap="round",
                opacity=0.5,
            )


def sab_potato(c: Canvas, col: str, dark: str, light: str) -> None:
    with placed(c, 125, 200, 2.6):
        for sx, sy in ((-15, 10), (16, 9)):
            c.path(f"M0,2 Q{sx * 0.5},{sy + 4} {sx},{sy}", fill="none", stroke="#efe6cf", stroke_width=0.8)
        for x, y, rx, ry in ((-15, 10, 8, 5.5), (2, 14, 9, 5.5), (16, 9, 7, 5)):
            c.shape(
                ellipse_points(x, y, rx, ry, 10),
                c.radial("potato", [(0, light), (100, col)], cx=40, cy=35),
                INK,
                width=0.7,
                wobble=0.2,
            )
            for dx, dy in ((-0.4, -0.2), (0.3, 0.25), (0.45, -0.3)):
                c.add("circle", cx=x + dx * rx, cy=y + dy * ry, r=0.7, fill=dark)
    with placed(c, 125, 196, 2.6):
        ub_potato_top(c)


def sab_lettuce(c: Canvas, col: str, dark: str, light: str) -> None:
    with placed(c, 125, 200, 2.6):
        for angle in (-175, -5, -150, -30):
            ruffle(c, 0, -2, 28, 18, angle + c.j(4), dark, stroke_width=0.7)
        for angle in (-125, -55):
            ruffle(c, 0, -3, 30, 22, angle + c.j(4), col, stroke_width=0.7)
        c.blob(0, -14, 13, 12, light, width=0.8)
        for k in (-6, 6):
            c.path(f"M{k},-4 Q{k * 0.4},-16 {k * 1.5},-24", fill="none", stroke=col, stroke_width=0.8)
        for angle in (-160, -20):
            ruffle(c, 0, 0, 22, 14, angle, mix(col, "#ffffff", 0.2), stroke_width=0.7)


SAB_PLANTS: dict[str, Callable[[Canvas, str, str, str], None]] = {
    "lettuce": sab_lettuce,
    "carrot": sab_carrot,
    "tomato": sab_tomato,
    "sunflower": sab_sunflower,
    "bluebell": sab_bluebell,
    "radish": sab_radish,
    "lavender": sab_lavender,
    "cabbage": sab_cabbage,
    "potato": sab_potato,
    "lily": sab_lily,
}


def sab_generic(c: Canvas, col: str, dark: str, light: str) -> None:
    """A plant type the art does not know yet (make_art warns): a flower in the plant's colour."""
    c.line([(125, 214), (125, 110)], LEAF_DARK, 4)
    leaf(c, 125, 180, 40, 20, -150, LEAF)
    leaf(c, 125, 160, 40, 20, -30, LEAF_LIGHT)
    flower(c, 125, 100, 60, col, light)


def sab_frame(c: Canvas, colour: str, kind: str, sky: str) -> None:
    """A Sabotage card's paper: a frame in the plant's colour with little symbols round it, a tinted sky, and a
    soil cut-away at the foot of the picture."""
    w, h = CARD_W, CARD_H
    c.path(
        rounded_rect_path(0, 0, w, h, CARD_R),
        fill=c.linear("frame", [(0, mix(colour, PAPER, 0.45)), (100, mix(colour, PAPER_DARK, 0.3))]),
    )
    c.path(
        rounded_rect_path(10, 10, w - 20, h - 20, 7),
        fill=c.linear("sky", [(0, sky), (100, PAPER)]),
        stroke=INK,
        stroke_width=1.2,
    )
    soil = [(10.0, 206.0)] + [(float(x), 206 + c.j(2)) for x in range(30, 230, 20)] + [(240.0, 206.0)]
    body = [*soil, (240, 333), (238, 338), (233, 340), (17, 340), (12, 338), (10, 333)]
    c.path(smooth_path(body), fill=c.linear("soil", [(0, "#a27a54"), (100, SOIL)]))
    c.line(soil, INK, 1.2, opacity=0.7)
    for k in range(9):  # small symbols along the side frames, in a darker shade of the colour
        y = 60 + k * 30
        for x in (5.0, w - 5.0):
            if 40 < y < 300:
                with c.group(opacity=0.55):
                    symbol(c, kind, x, y, 3.6, mix(colour, INK, 0.3), line=0.5)


def sab_plant_card(plant: dict) -> str:
    colour, dark, light = plant_palette(plant["colour"])
    kind = str(plant["symbol"])
    c = Canvas(f"sabotage/{plant['id']}", CARD_W, CARD_H)
    sky = mix(SKY_TOP, "#ffffff", 0.55) if luminance(colour) > 0.75 else mix(colour, "#ffffff", 0.78)
    sab_frame(c, colour, kind, sky)
    with c.group(class_="plant", data_colour=colour):
        SAB_PLANTS.get(plant["id"], sab_generic)(c, colour, dark, light)
    badge(c, 38, 38, 26, colour, kind)
    badge(c, CARD_W - 30, 30, 15, colour, kind)  # a second, smaller one for the other corner
    parchment_band(c, BAND_TALL)
    card_outline(c)
    return c.svg()


def sab_icon(plant: dict) -> str:
    """A 64 x 64 round icon: the plant's symbol in its colour, for the app to compose objectives with."""
    colour = rgb_hex(plant["colour"])
    c = Canvas(f"sabotage/icon-{plant['id']}", 64, 64)
    badge(c, 32, 32, 30, colour, str(plant["symbol"]))
    return c.svg()
