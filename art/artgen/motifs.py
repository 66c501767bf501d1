"""Shapes several pictures share: vegetables, leaves, flowers, critters, weather, scenery and card furniture."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .canvas import (
    BAND_TOP,
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
    GOLD_LIGHT,
    INK,
    LEAF,
    LEAF_DARK,
    LEAF_LIGHT,
    PAPER_DARK,
    PARCHMENT,
    PINE,
    PINE_LIGHT,
    PUMPKIN,
    RED,
    RED_DARK,
    SKIN,
    SNOW,
    SOIL,
    SOIL_DARK,
    WATER_LIGHT,
    YELLOW,
    Canvas,
    Point,
    ellipse_points,
    fmt,
    placed,
    poly_path,
    rect_points,
    rounded_rect_path,
    smooth_path,
)

# ---------------------------------------------------------------------------------------------------------------
# Small motifs shared by several pictures


def rotate(points: Sequence[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    ca, sa = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * ca - (y - cy) * sa, cy + (x - cx) * sa + (y - cy) * ca) for x, y in points]


def leaf(
    c: Canvas,
    x: float,
    y: float,
    length: float,
    width: float,
    angle: float,
    fill: str,
    vein: str | None = None,
    stroke_width: float = 1.2,
) -> None:
    """A pointed leaf from its base (x, y); angle in degrees, 0 = pointing right, -90 = up."""
    shape = [(0.0, 0.0), (0.25, -0.42), (0.6, -0.5), (0.9, -0.22), (1.0, 0.0), (0.9, 0.2), (0.6, 0.48), (0.25, 0.4)]
    pts = rotate([(x + u * length, y + v * width) for u, v in shape], x, y, angle)
    c.shape(pts, fill, INK, width=stroke_width, wobble=length * 0.02)
    tip = rotate([(x + length * 0.85, y)], x, y, angle)[0]
    c.line(
        [(x, y), ((x + tip[0]) / 2 + c.j(0.8), (y + tip[1]) / 2 + c.j(0.8)), tip], vein or LEAF_DARK, 1.0, opacity=0.8
    )


def flower(
    c: Canvas, x: float, y: float, r: float, petal: str, centre: str, petals: int = 5, turn: float = 0.0
) -> None:
    """A round-petalled flower seen from above."""
    for i in range(petals):
        a = turn + 2 * math.pi * i / petals
        px, py = x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a)
        c.path(
            smooth_path(rotate(ellipse_points(px, py, r * 0.5, r * 0.36, 8), px, py, math.degrees(a))),
            fill=petal,
            stroke=INK,
            stroke_width=0.8,
        )
    c.add("circle", cx=x, cy=y, r=r * 0.28, fill=centre, stroke=INK, stroke_width=0.7)


def beetroot(c: Canvas, x: float, y: float, s: float) -> None:
    """A beetroot with its leaves; (x, y) is the middle of the bulb, s about its radius."""
    for angle, length in ((-128, 1.5), (-104, 1.9), (-80, 1.8), (-58, 1.45)):
        a = math.radians(angle)
        bx, by = x + s * 0.15 * math.cos(a), y - s * 0.75
        ex, ey = bx + s * length * 0.7 * math.cos(a), by + s * length * 0.7 * math.sin(a)
        c.line([(bx, by), ((bx + ex) / 2 + c.j(s * 0.05), (by + ey) / 2), (ex, ey)], BEET, s * 0.09)
        leaf(
            c,
            ex,
            ey,
            s * length * 0.8,
            s * 0.75,
            angle + c.j(6),
            LEAF if angle % 2 else LEAF_LIGHT,
            vein=BEET,
            stroke_width=max(1.0, s * 0.05),
        )
    body = [
        (0, -0.95),
        (0.6, -0.85),
        (1.0, -0.3),
        (0.9, 0.35),
        (0.5, 0.85),
        (0.14, 1.3),
        (0.02, 1.75),
        (-0.12, 1.3),
        (-0.55, 0.85),
        (-0.95, 0.35),
        (-1.0, -0.3),
        (-0.6, -0.85),
    ]
    pts = [(x + u * s, y + v * s) for u, v in body]
    c.shape(
        pts,
        c.radial("beet", [(0, BEET_LIGHT), (70, BEET), (100, "#6a1f36")], cx=38, cy=32, r=70),
        INK,
        width=max(1.2, s * 0.07),
        wobble=s * 0.02,
    )
    c.line([(x + 0.02 * s, y + 1.75 * s), (x + 0.12 * s, y + 2.2 * s)], INK, max(1.0, s * 0.05))
    c.path(
        f"M{fmt(x - 0.55 * s)},{fmt(y - 0.35 * s)} Q{fmt(x - 0.5 * s)},{fmt(y - 0.72 * s)} {fmt(x - 0.1 * s)},"
        f"{fmt(y - 0.78 * s)}",
        fill="none",
        stroke="#ffffff",
        stroke_width=s * 0.1,
        stroke_linecap="round",
        opacity=0.45,
    )
    for k in (0.15, 0.5):
        c.path(
            f"M{fmt(x - 0.8 * s)},{fmt(y + k * s)} Q{fmt(x)},{fmt(y + (k + 0.3) * s)} {fmt(x + 0.8 * s)},"
            f"{fmt(y + k * s)}",
            fill="none",
            stroke="#5e1a30",
            stroke_width=max(0.8, s * 0.04),
            opacity=0.45,
        )


def carrot(c: Canvas, x: float, y: float, s: float) -> None:
    """A carrot in the ground: its orange shoulder at (x, y) and a feathery top."""
    for angle in (-120, -95, -70):
        leaf(c, x, y - s * 0.3, s * 1.6, s * 0.45, angle + c.j(5), LEAF_LIGHT, stroke_width=0.9)
    c.shape(
        [
            (x - s * 0.55, y + s * 0.3),
            (x - s * 0.45, y - s * 0.3),
            (x, y - s * 0.45),
            (x + s * 0.45, y - s * 0.3),
            (x + s * 0.55, y + s * 0.3),
        ],
        CARROT,
        INK,
        width=1.0,
        wobble=0.4,
    )


def cabbage(c: Canvas, x: float, y: float, s: float, snow: bool = False) -> None:
    c.blob(x, y, s, s * 0.85, LEAF_LIGHT, width=1.2)
    for k in (0.65, 0.35):
        c.path(
            f"M{fmt(x - s * k)},{fmt(y + s * 0.2)} Q{fmt(x)},{fmt(y - s * (k + 0.45))} {fmt(x + s * k)},"
            f"{fmt(y + s * 0.2)}",
            fill="none",
            stroke=LEAF_DARK,
            stroke_width=1.1,
            stroke_linecap="round",
        )
    c.line([(x, y - s * 0.2), (x, y + s * 0.7)], LEAF_DARK, 1.0, opacity=0.7)
    if snow:
        c.shape(
            [
                (x - s * 0.8, y - s * 0.35),
                (x - s * 0.3, y - s * 0.8),
                (x + s * 0.4, y - s * 0.78),
                (x + s * 0.85, y - s * 0.3),
                (x + s * 0.2, y - s * 0.45),
                (x - s * 0.3, y - s * 0.4),
            ],
            SNOW,
            None,
        )


def pumpkin(c: Canvas, x: float, y: float, s: float) -> None:
    for dx, tone in ((-0.5, "#c46a26"), (0.5, "#c46a26"), (0.0, PUMPKIN)):
        c.blob(x + dx * s, y, s * 0.7, s * 0.75, tone, width=1.2, wobble=0.03)
    c.line([(x, y - s * 0.7), (x + s * 0.1, y - s * 0.95), (x + s * 0.3, y - s * 1.0)], SOIL_DARK, s * 0.16)
    leaf(c, x + s * 0.2, y - s * 0.75, s * 0.8, s * 0.5, -20, LEAF, stroke_width=1.0)


def sprout(c: Canvas, x: float, y: float, s: float) -> None:
    c.line([(x, y), (x + c.j(1), y - s)], LEAF_DARK, 1.4)
    leaf(c, x, y - s, s * 0.9, s * 0.55, -150 + c.j(8), LEAF_LIGHT, stroke_width=1.0)
    leaf(c, x, y - s, s * 0.9, s * 0.55, -30 + c.j(8), LEAF, stroke_width=1.0)


def lettuce(c: Canvas, x: float, y: float, s: float) -> None:
    frill = []
    for i in range(18):
        a = 2 * math.pi * i / 18
        r = s * (1.0 if i % 2 == 0 else 0.86)
        frill.append((x + r * math.cos(a), y + r * 0.8 * math.sin(a)))
    c.shape(frill, LEAF_LIGHT, INK, width=1.1, wobble=0.4)
    c.blob(x, y - s * 0.05, s * 0.5, s * 0.42, "#b9cd7f", width=0.9)


def snowflake(c: Canvas, x: float, y: float, r: float, colour: str = "#ffffff") -> None:
    for k in range(3):
        a = math.pi / 3 * k + 0.3
        c.line([(x - r * math.cos(a), y - r * math.sin(a)), (x + r * math.cos(a), y + r * math.sin(a))], colour, 1.3)


def soil_bed(c: Canvas, x: float, y: float, w: float, h: float, soil: str = SOIL, frame: str = "#9b7450") -> None:
    """A raised bed seen from above: a wooden frame round a patch of soil, with a few furrows."""
    c.shape(rect_points(x, y, w, h, 6, 14), frame, INK, width=1.6, wobble=0.8)
    c.shape(rect_points(x + 5, y + 5, w - 10, h - 10, 4, 14), soil, None, wobble=0.8)
    for k in range(1, 3):
        yy = y + 5 + (h - 10) * k / 3
        c.line(
            [(x + 10, yy + c.j(1)), (x + w / 2, yy + c.j(1.5)), (x + w - 10, yy + c.j(1))], SOIL_DARK, 1.2, opacity=0.5
        )


def sparkle(c: Canvas, x: float, y: float, r: float, colour: str = "#fff6cf") -> None:
    pts = [
        (x, y - r),
        (x + r * 0.25, y - r * 0.25),
        (x + r, y),
        (x + r * 0.25, y + r * 0.25),
        (x, y + r),
        (x - r * 0.25, y + r * 0.25),
        (x - r, y),
        (x - r * 0.25, y - r * 0.25),
    ]
    c.path(poly_path(pts), fill=colour, stroke=GOLD_DARK, stroke_width=0.8)


def watering_can(
    c: Canvas,
    x: float,
    y: float,
    s: float,
    tilt: float = 0.0,
    tones: tuple[str, str, str] = (GOLD_LIGHT, GOLD, GOLD_DARK),
    gid: str = "",
) -> None:
    """The golden watering can (or another colour: light, mid and dark tones, and a prefix for its gradient ids);
    (x, y) is the bottom middle of its body, s its body width."""
    light, mid, dark = tones
    with c.group(transform=f"translate({fmt(x)},{fmt(y)}) rotate({fmt(tilt)}) scale({fmt(s / 100)})"):
        c.path("M-30,-70 C-30,-120 40,-120 40,-70", fill="none", stroke=INK, stroke_width=17, stroke_linecap="round")
        c.path("M-30,-70 C-30,-120 40,-120 40,-70", fill="none", stroke=mid, stroke_width=11, stroke_linecap="round")
        c.shape(
            [(-40, -40), (-95, -95), (-88, -104), (-30, -62)],
            c.linear(gid + "spout", [(0, light), (100, mid)]),
            INK,
            width=3,
            wobble=0.8,
            smooth=False,
        )
        c.shape(rotate(ellipse_points(-98, -104, 8, 16, 10), -98, -104, 45), dark, INK, width=2.5)
        body = [(-48, 0), (-52, -72), (-44, -82), (44, -82), (52, -72), (48, 0)]
        c.shape(
            body,
            c.linear(gid + "can", [(0, light), (45, mid), (100, dark)], x2=100, y2=0),
            INK,
            width=3.2,
            wobble=1.0,
            smooth=False,
        )
        c.shape([(-50, -72), (50, -72), (50, -64), (-50, -64)], dark, INK, width=2.2, wobble=0.5, smooth=False)
        c.shape([(-49, -12), (49, -12), (48, -4), (-48, -4)], dark, None, wobble=0.4, smooth=False, opacity=0.6)
        c.path("M-34,-56 L-36,-20", stroke="#fffbe8", stroke_width=7, stroke_linecap="round", fill="none", opacity=0.7)
        c.path("M-20,-58 L-21,-46", stroke="#fffbe8", stroke_width=4, stroke_linecap="round", fill="none", opacity=0.6)


def pine(c: Canvas, x: float, base: float, h: float, snowy: bool = False) -> None:
    """A pine tree whose trunk foot is at (x, base), h tall."""
    w = h * 0.62
    c.shape([(x - 2, base), (x - 2, base - h * 0.2), (x + 2, base - h * 0.2), (x + 2, base)], SOIL_DARK, None)
    tiers = 3
    for i in range(tiers):
        top = base - h * (0.42 + 0.29 * i) - h * 0.3
        bottom = base - h * 0.16 - h * 0.25 * i
        half = w * (0.5 - 0.12 * i)
        pts = [
            (x, top),
            (x + half, bottom),
            (x + half * 0.3, bottom - 2),
            (x - half * 0.35, bottom - 1.5),
            (x - half, bottom),
        ]
        c.shape(pts, PINE if i % 2 == 0 else PINE_LIGHT, INK, width=1.3, wobble=0.6, smooth=False)
    if snowy:
        c.shape(
            [(x, base - h), (x + w * 0.16, base - h * 0.8), (x - w * 0.15, base - h * 0.8)], SNOW, None, smooth=False
        )


def climber(c: Canvas, x: float, y: float, jacket: str, size: float = 1.0, facing: int = 1, **attrs: object) -> None:
    """A tiny mountaineer standing with feet at (x, y): helmet, jacket, rucksack and an ice axe."""
    s = size
    with c.group(transform=f"translate({fmt(x)},{fmt(y)}) scale({fmt(s * facing)},{fmt(s)})", **attrs):
        c.path(
            poly_path([(-3.5, 0), (-2, -9), (2, -9), (3.5, 0)], closed=False),
            fill="none",
            stroke="#3b3a45",
            stroke_width=2.6,
            stroke_linecap="round",
            stroke_linejoin="round",
        )
        c.path(rounded_rect_path(-7, -16.5, 5, 9, 2), fill=SOIL, stroke=INK, stroke_width=1)  # rucksack
        c.path(
            smooth_path([(-4, -8), (4, -8), (4.6, -14), (0, -17.5), (-4.4, -14)]),
            fill=jacket,
            stroke=INK,
            stroke_width=1.2,
        )
        c.path(
            poly_path([(4, -13), (8, -7), (8, -3)], closed=False),
            fill="none",
            stroke=INK,
            stroke_width=1.2,
            stroke_linecap="round",
        )  # ice axe
        c.add("circle", cx=0.0, cy=-20.5, r=3.6, fill=SKIN, stroke=INK, stroke_width=1)
        c.path("M-4,-21 A4,4 0 0 1 4,-21 Z", fill=jacket, stroke=INK, stroke_width=1)  # helmet


# ---------------------------------------------------------------------------------------------------------------
# Card furniture and scenery for the game cards


def parchment_band(c: Canvas, top: int = BAND_TOP) -> None:
    """The calm band at the bottom of a card (from y = top down) where the app writes the name and the ability."""
    w, h = CARD_W, CARD_H
    edge = [(float(w), top + c.j(1.5))]
    for i in range(9, 0, -1):
        edge.append((w * i / 10, top + c.j(2.0)))
    edge.append((0.0, top + c.j(1.5)))
    body = edge + [(0, h - CARD_R), (CARD_R * 0.3, h - CARD_R * 0.3), (CARD_R, h), (w - CARD_R, h)]
    body += [(w - CARD_R * 0.3, h - CARD_R * 0.3), (w, h - CARD_R)]
    c.path(poly_path(body), fill=c.linear("band", [(0, PARCHMENT), (100, PAPER_DARK)]), opacity=0.86)
    c.line(edge, INK, 1.4, opacity=0.75)


def card_outline(c: Canvas) -> None:
    c.path(rounded_rect_path(0.75, 0.75, CARD_W - 1.5, CARD_H - 1.5, CARD_R), fill="none", stroke=INK, stroke_width=1.5)


BAND_TALL = round(CARD_H * 0.72)  # the new games' cards keep their bottom 28 % calm for name and text


def tile_copies(c: Canvas, draw: Callable[[], None], x: float, y: float, r: float, size: int) -> None:
    """Draw one motif (authored round the origin, reaching r from it) at (x, y) on a seamless size x size tile:
    where it crosses an edge the very same drawing is repeated on the opposite side, so the tile wraps."""
    start = len(c.body)
    draw()
    motif = c.body[start:]
    del c.body[start:]
    for dx in (-size, 0, size):
        for dy in (-size, 0, size):
            px, py = x + dx, y + dy
            if -r < px < size + r and -r < py < size + r:
                c.body.append(f'<g transform="translate({fmt(px)},{fmt(py)})">')
                c.body.extend(motif)
                c.body.append("</g>")


def scene_card(c: Canvas, top: str, low: str) -> None:
    """The paper and the sky of an illustrated card, before its picture."""
    c.path(
        rounded_rect_path(0, 0, CARD_W, CARD_H, CARD_R),
        fill=c.linear("scene", [(0, top), (100, low)]),
    )


def ground(c: Canvas, y: float, top: str, low: str, gid: str = "ground", bumps: float = 3.0) -> None:
    """Rolling ground from y down to the card's bottom edge (the text band covers its lower part)."""
    w, h = CARD_W, CARD_H
    edge = [(float(x), y + c.j(bumps)) for x in range(0, w + 1, 25)]
    body = [*edge, (w, h - CARD_R), (w - CARD_R * 0.3, h - CARD_R * 0.3), (w - CARD_R, h)]
    body += [(CARD_R, h), (CARD_R * 0.3, h - CARD_R * 0.3), (0, h - CARD_R)]
    c.path(smooth_path(body), fill=c.linear(gid, [(0, top), (100, low)]))
    c.line(edge, INK, 1.3, opacity=0.55)


def grass_tufts(
    c: Canvas, y0: float, y1: float, count: int, colour: str = LEAF_DARK, x0: float = 12, x1: float = CARD_W - 12
) -> None:
    for _ in range(count):
        x, y = c.rng.uniform(x0, x1), c.rng.uniform(y0, y1)
        for k in range(3):
            c.line(
                [(x + k * 2.5 - 2.5, y), (x + k * 3.2 - 4 + c.j(1), y - c.rng.uniform(4, 8))], colour, 1.2, opacity=0.7
            )


def drop(c: Canvas, x: float, y: float, r: float, fill: str = WATER_LIGHT, width: float = 0.9) -> None:
    """A water drop with its point up, (x, y) the middle of its round part."""
    pts = [
        (x, y - r * 1.9),
        (x + r * 0.55, y - r * 0.9),
        (x + r, y),
        (x + r * 0.7, y + r * 0.72),
        (x, y + r),
        (x - r * 0.7, y + r * 0.72),
        (x - r, y),
        (x - r * 0.55, y - r * 0.9),
    ]
    c.shape(pts, fill, INK, width=width, wobble=r * 0.04)


def sun_disc(c: Canvas, x: float, y: float, r: float, rays: int = 12, glow: bool = True) -> None:
    if glow:
        c.add("circle", cx=x, cy=y, r=r * 2.0, fill=c.radial("sunglow", [(0, "#fff3c4cc"), (100, "#fff3c400")]))
    for k in range(rays):
        a = 2 * math.pi * k / rays + 0.13
        c.line(
            [
                (x + r * 1.25 * math.cos(a), y + r * 1.25 * math.sin(a)),
                (x + r * (1.6 if k % 2 else 1.8) * math.cos(a), y + r * (1.6 if k % 2 else 1.8) * math.sin(a)),
            ],
            GOLD_DARK,
            max(1.2, r * 0.12),
        )
    c.add(
        "circle",
        cx=x,
        cy=y,
        r=r,
        fill=c.radial("sundisc", [(0, GOLD_LIGHT), (100, GOLD)], cx=40, cy=40),
        stroke=INK,
        stroke_width=max(1.2, r * 0.08),
    )


def cloud(c: Canvas, x: float, y: float, s: float, fill: str = "#ffffff", line: float = 1.4) -> None:
    """A puffy cloud whose bottom is near (x, y), about 2.4 s wide: overlapping puffs drawn once in ink a
    little larger, then filled, so only the outer outline shows."""
    puffs = ((-0.75, -0.3, 0.42), (-0.28, -0.62, 0.55), (0.35, -0.55, 0.5), (0.82, -0.28, 0.38), (0.0, -0.25, 0.5))
    for dx, dy, r in puffs:
        c.add("circle", cx=x + dx * s, cy=y + dy * s, r=r * s + line, fill=INK)
    for dx, dy, r in puffs:
        c.add("circle", cx=x + dx * s, cy=y + dy * s, r=r * s, fill=fill)


# ---------------------------------------------------------------------------------------------------------------
# Plants and critters drawn for more than one game


def frond(
    c: Canvas, x: float, y: float, length: float, angle: float, colour: str, droop: float = 0.0, width: float = 1.0
) -> None:
    """A feathery carrot leaf: a stalk from (x, y) at angle (degrees, -90 = up) bending by droop degrees towards
    its tip, with little leaflets on both sides."""
    pts = [(x, y)]
    for i in range(1, 7):
        t = i / 6
        a = math.radians(angle + droop * t * t)
        px, py = pts[-1]
        pts.append((px + length / 6 * math.cos(a), py + length / 6 * math.sin(a)))
    c.line(pts, LEAF_DARK if colour != DRY else DRY_DARK, 1.1 * width)
    for i in range(2, 7):
        px, py = pts[i]
        a = angle + droop * (i / 6) ** 2
        size = length * (0.24 - 0.02 * i)
        for side in (-1, 1):
            tip = (px + size * math.cos(math.radians(a + side * 48)), py + size * math.sin(math.radians(a + side * 48)))
            mid = (
                px + size * 0.5 * math.cos(math.radians(a + side * 40)) + c.j(0.4),
                py + size * 0.5 * math.sin(math.radians(a + side * 40)) + c.j(0.4),
            )
            c.path(
                smooth_path([(px, py), (mid[0] + side * 0.8, mid[1]), tip, (mid[0] - side * 0.8, mid[1] + 1)]),
                fill=colour,
                stroke=INK,
                stroke_width=0.6 * width,
            )
    c.add("circle", cx=pts[-1][0], cy=pts[-1][1], r=size * 0.45, fill=colour, stroke=INK, stroke_width=0.6 * width)


def round_leaf(
    c: Canvas, x: float, y: float, r: float, angle: float, fill: str, lobes: int = 0, vein: str = LEAF_DARK
) -> None:
    """A round (or lobed, like a pumpkin's) leaf whose stalk end is at (x, y), pointing at angle."""
    a = math.radians(angle)
    cx, cy = x + r * math.cos(a), y + r * math.sin(a)
    pts = []
    n = 16
    for i in range(n):
        t = 2 * math.pi * i / n
        k = 1.0 + (0.16 * math.cos(lobes * t) if lobes else 0.0)
        k *= 0.78 if abs(math.pi - t) < 0.45 else 1.0  # a notch where the stalk joins
        pts.append((cx + r * k * math.cos(t + a), cy + r * 0.9 * k * math.sin(t + a)))
    c.shape(pts, fill, INK, width=0.9, wobble=r * 0.03)
    for da in (-40, 0, 40):
        e = math.radians(angle + da)
        c.line(
            [
                (x + r * 0.25 * math.cos(a), y + r * 0.25 * math.sin(a)),
                (cx + r * 0.75 * math.cos(e), cy + r * 0.7 * math.sin(e)),
            ],
            vein,
            0.7,
            opacity=0.7,
        )


def ruffle(
    c: Canvas, x: float, y: float, length: float, width: float, angle: float, fill: str, stroke_width: float = 0.9
) -> None:
    """A lettuce leaf from its base at (x, y): a broad rounded blade with a crinkled edge."""
    pts: list[Point] = []
    n = 22
    for i in range(n):
        t = 2 * math.pi * i / n
        u = 0.5 + 0.5 * math.cos(t)
        v = math.sin(t) * (0.2 + 0.8 * math.sin(math.pi * min(1.0, u * 1.15)) ** 0.7) * 0.5
        crinkle = 1.0 + (0.09 if i % 2 else -0.05) * u
        pts.append((x + u * length * crinkle, y + v * width * crinkle))
    c.shape(rotate(pts, x, y, angle), fill, INK, width=stroke_width, wobble=length * 0.015)
    tip = rotate([(x + length * 0.8, y)], x, y, angle)[0]
    c.line([(x, y), tip], "#e9efcf", 1.0, smooth=False, opacity=0.8)


def little_flower(c: Canvas, x: float, y: float, r: float, petal: str, centre: str = YELLOW) -> None:
    for k in range(5):
        a = 2 * math.pi * k / 5 - math.pi / 2
        c.add(
            "circle",
            cx=x + r * 0.6 * math.cos(a),
            cy=y + r * 0.6 * math.sin(a),
            r=r * 0.5,
            fill=petal,
            stroke=INK,
            stroke_width=0.5,
        )
    c.add("circle", cx=x, cy=y, r=r * 0.35, fill=centre, stroke=INK, stroke_width=0.4)


def stalk_leaves(c: Canvas, x: float, y: float, angle: float, length: float, fill: str) -> None:
    """A potato leaf: a stalk with paired leaflets and one at the tip."""
    a = math.radians(angle)
    tip = (x + length * math.cos(a), y + length * math.sin(a))
    c.line([(x, y), tip], LEAF_DARK if fill != DRY else DRY_DARK, 1.0)
    for t in (0.45, 0.75):
        px, py = x + length * t * math.cos(a), y + length * t * math.sin(a)
        leaf(c, px, py, length * 0.35, length * 0.2, angle - 55, fill, stroke_width=0.7)
        leaf(c, px, py, length * 0.35, length * 0.2, angle + 55, fill, stroke_width=0.7)
    leaf(c, tip[0], tip[1], length * 0.4, length * 0.24, angle, fill, stroke_width=0.7)


def ub_potato_top(c: Canvas) -> None:
    """A grown potato plant above the ground (0, 0): bushy leaves and pale flowers."""
    for x, lean in ((-6, -8), (0, 0), (6, 8)):
        c.line([(x * 0.3, 0), (x, -24), (x + lean, -34)], LEAF_DARK, 1.5)
    for x, y, angle in ((-4, -8, -160), (4, -9, -20), (-6, -20, -140), (6, -21, -40), (-10, -30, -120), (10, -31, -60)):
        stalk_leaves(c, x, y, angle, 15, LEAF if angle < -90 else LEAF_LIGHT)
    for fx, fy in ((-14, -38), (-2, -44), (12, -40), (4, -36)):
        little_flower(c, fx, fy, 4.2, "#f3eef6", YELLOW)


def butterfly(c: Canvas, x: float, y: float, s: float, wings: str = "#f0c75e") -> None:
    for side in (-1, 1):
        c.shape(
            rotate(
                ellipse_points(x + side * 3.2 * s, y - 2.2 * s, 3.6 * s, 2.6 * s, 8),
                x + side * 3.2 * s,
                y - 2.2 * s,
                side * -25,
            ),
            wings,
            INK,
            width=0.6,
            wobble=0.1,
        )
        c.shape(
            rotate(
                ellipse_points(x + side * 2.4 * s, y + 2 * s, 2.4 * s, 1.8 * s, 8),
                x + side * 2.4 * s,
                y + 2 * s,
                side * 25,
            ),
            wings,
            INK,
            width=0.6,
            wobble=0.1,
        )
    c.line([(x, y - 3.5 * s), (x, y + 3.5 * s)], INK, 1.1 * s)
    c.line([(x, y - 3.5 * s), (x - 2 * s, y - 6.5 * s)], INK, 0.5)
    c.line([(x, y - 3.5 * s), (x + 2 * s, y - 6.5 * s)], INK, 0.5)


def ladybird(c: Canvas, x: float, y: float, s: float, turn: float = 0.0, smile: bool = True) -> None:
    """A friendly ladybird seen from above, head up (before turning), body radius s."""
    with placed(c, x, y, s / 20, turn):
        for side in (-1, 1):
            for ly in (-6, 2, 10):
                c.line([(side * 14, ly), (side * 23, ly - 3), (side * 26, ly + 3)], INK, 2.2)
        c.blob(0, -20, 10, 8, "#2f2a2e", width=1.6)
        for side in (-1, 1):
            c.line([(side * 4, -26), (side * 9, -36), (side * 13, -37)], INK, 1.6)
            c.add("circle", cx=side * 13.5, cy=-37.0, r=2.0, fill=INK)
            c.add("circle", cx=side * 4.5, cy=-21.0, r=3.2, fill="#ffffff", stroke=INK, stroke_width=0.8)
            c.add("circle", cx=side * 4.0, cy=-21.5, r=1.7, fill=INK)
        if smile:
            c.path("M-3.5,-16 Q0,-13 3.5,-16", fill="none", stroke="#ffffff", stroke_width=1.3, stroke_linecap="round")
        c.shape(
            ellipse_points(0, 2, 20, 21, 16, start=-math.pi / 2),
            c.radial("ladybird", [(0, "#e0574a"), (75, RED), (100, RED_DARK)], cx=38, cy=30, r=75),
            INK,
            width=2.0,
            wobble=0.4,
        )
        c.line([(0, -18), (0, 23)], INK, 1.8, smooth=False)
        for sx, sy, r in ((-10, -6, 4), (10, -6, 4), (-12, 9, 3.4), (12, 9, 3.4), (-6, 17, 2.8), (6, 17, 2.8)):
            c.add("circle", cx=float(sx), cy=float(sy), r=float(r), fill="#2f2a2e")
        c.path(
            "M-13,-9 Q-12,-15 -6,-17",
            fill="none",
            stroke="#ffffff",
            stroke_width=2.4,
            stroke_linecap="round",
            opacity=0.5,
        )
