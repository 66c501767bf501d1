"""Draws every picture in Garden Games as SVG, so the art lives in the repository as code.

Run ``.venv/bin/python art/make_art.py`` from the repository root (or ``--out DIR`` to write elsewhere). The output
is deterministic: every file has its own ``random.Random`` seeded from its name, and numbers are written with one
decimal, so a re-run reproduces the committed files byte for byte (``tests/test_art.py`` checks this).

Why it looks the way it does
- One warm look for the whole app: cream card stock, soft gradients, a muted rich palette and ink outlines that
  wobble a little (each outline is drawn from its own seeded jitter of the shape, slightly off the fill, like a
  hand-inked watercolour).
- The app rasterises the files with nanosvg (pygame ``load_sized_svg``), which has no ``<text>``, ``<use>``,
  clipping or filters. So everything is plain paths and shapes, gradients sit in ``<defs>`` in bounding-box units,
  and no shape relies on being clipped: shapes are built to stay inside the card's rounded outline.
- Text is always drawn by the app. Menu tiles keep their bottom quarter calm for the title band; cards keep a
  calm parchment band for the name and ability text.

Unsurmountable cards
- The trail is drawn from the same data the rules read: the card list from ``data/unsurmountable.yaml`` and the
  named points (edge and centre points, in card units) from ``gardengames.games.unsurmountable.geometry``.
- Card units span the **whole card** (0..250 x 0..350), so an edge point sits on the card's real edge and trails
  line up between neighbouring cards of the brick-layout mountain. Each trail leaves an edge point at right angles
  to that edge, so a trail crossing from one card into the next continues in one straight line.
- The bottom 22 % of the card is a parchment band for the name and ability text. It is translucent and drawn over
  the art; where a trail runs under it, a pale, narrower copy of the trail is drawn over the band, so the trail
  stays readable all the way to the bottom edge (where it meets the card below) without fighting the text.
- Each trail segment is one ``<path class="trail" id="seg-A-B">`` (A and B are the point names in the data's
  order), starting exactly at point A and ending exactly at point B. Bows are chosen so a trail keeps clear of
  points it does not join (a trail passing the centre must not look as if it stops there); where two unjoined
  trails must cross, the later one crosses on a little plank bridge. A trail ending inside the card ends at a
  small flag.
- Climbers (``<g class="climber" data-seg="seg-A-B">``) stand beside their own segment, nearer to it than to any
  other, and never in the text band; feature icons (``<g class="feature" data-kind="lake">``) go where they are
  furthest from trails, climbers and each other.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gardengames.games.unsurmountable import geometry  # noqa: E402

Point = tuple[float, float]

# ---------------------------------------------------------------------------------------------------------------
# Palette: muted, warm, rich. Named by what they paint so every picture shares them.

INK = "#4a3a2e"
PAPER = "#f6eedb"
PAPER_DARK = "#e9dcbc"
PARCHMENT = "#f2e4c2"
SOIL = "#7a5336"
SOIL_DARK = "#5a3b27"
SOIL_LIGHT = "#9b6f4a"
LEAF = "#6f8f4e"
LEAF_LIGHT = "#9cb368"
LEAF_DARK = "#425f37"
PINE = "#3f5f45"
PINE_LIGHT = "#5d7f5a"
BEET = "#8e2c48"
BEET_LIGHT = "#b8506b"
CARROT = "#d9822b"
PUMPKIN = "#d37a2f"
SKY_TOP = "#9fc0d3"
SKY_LOW = "#e6ede4"
SNOW = "#f8f6f1"
SNOW_SHADE = "#d3dde7"
ROCK = "#a3988c"
ROCK_DARK = "#6f665e"
ROCK_LIGHT = "#bdb3a6"
ROCK_WARM = "#8f7e6f"
ROCK_SHADE = "#5c5150"
WATER = "#5f8fa8"
WATER_LIGHT = "#9cc3d2"
RED = "#b8463b"
RED_DARK = "#8a2f29"
GOLD = "#dfae3e"
GOLD_LIGHT = "#f3d77c"
GOLD_DARK = "#a87a22"
YELLOW = "#e6c14a"
PINK = "#d98aa0"
GREEN = "#74a85c"
BLUE = "#5f86b5"
TRAIL = "#dcc394"
TRAIL_EDGE = "#6b4f36"
SKIN = "#eac4a0"
JACKETS = ("#c4473a", "#e08a2c", "#3f7fa6", "#d8b23a", "#7a5a9e", "#3f8f6a")

CARD_W, CARD_H = 250, 350  # every card, in pixels of its viewBox
CARD_R = 10  # corner radius
BAND_TOP = round(CARD_H * 0.78)  # the parchment band for name and ability text: bottom 22 %

# ---------------------------------------------------------------------------------------------------------------
# SVG building


def fmt(value: float) -> str:
    """One decimal, no trailing '.0': short files, and identical text on every run."""
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _attrs(attrs: dict[str, object]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        text = fmt(value) if isinstance(value, float) else str(value)
        out.append(f' {name}="{text}"')
    return "".join(out)


def smooth_path(points: Sequence[Point], closed: bool = True) -> str:
    """A Catmull-Rom curve through the points, written as cubic Béziers (nanosvg draws those exactly)."""
    n = len(points)
    if n < 3:
        return "M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    parts = [f"M{fmt(points[0][0])},{fmt(points[0][1])}"]
    last = n if closed else n - 1
    for i in range(last):
        p0 = points[(i - 1) % n] if closed or i > 0 else points[0]
        p1 = points[i]
        p2 = points[(i + 1) % n]
        p3 = points[(i + 2) % n] if closed or i + 2 < n else points[n - 1]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        parts.append(f"C{fmt(c1[0])},{fmt(c1[1])} {fmt(c2[0])},{fmt(c2[1])} {fmt(p2[0])},{fmt(p2[1])}")
    return " ".join(parts) + (" Z" if closed else "")


def poly_path(points: Sequence[Point], closed: bool = True) -> str:
    """Straight edges through the points (rocks, roofs, crisp things)."""
    d = "M" + " L".join(f"{fmt(x)},{fmt(y)}" for x, y in points)
    return d + (" Z" if closed else "")


def ellipse_points(cx: float, cy: float, rx: float, ry: float, n: int = 12, start: float = 0.0) -> list[Point]:
    return [
        (cx + rx * math.cos(start + 2 * math.pi * i / n), cy + ry * math.sin(start + 2 * math.pi * i / n))
        for i in range(n)
    ]


def rect_points(x: float, y: float, w: float, h: float, r: float, step: float = 18.0) -> list[Point]:
    """Points around a rounded rectangle, clockwise from the top-left corner's end."""
    pts: list[Point] = []

    def line(ax: float, ay: float, bx: float, by: float) -> None:
        count = max(1, int(math.hypot(bx - ax, by - ay) / step))
        pts.extend((ax + (bx - ax) * i / count, ay + (by - ay) * i / count) for i in range(count))

    def corner(cx: float, cy: float, a0: float) -> None:
        for i in range(3):
            a = a0 + math.pi / 2 * i / 3
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))

    line(x + r, y, x + w - r, y)
    corner(x + w - r, y + r, -math.pi / 2)
    line(x + w, y + r, x + w, y + h - r)
    corner(x + w - r, y + h - r, 0.0)
    line(x + w - r, y + h, x + r, y + h)
    corner(x + r, y + h - r, math.pi / 2)
    line(x, y + h - r, x, y + r)
    corner(x + r, y + r, math.pi)
    return pts


def rounded_rect_path(x: float, y: float, w: float, h: float, r: float) -> str:
    """An exact rounded rectangle (arcs), for the card edges that must be crisp."""
    return (
        f"M{fmt(x + r)},{fmt(y)} H{fmt(x + w - r)} A{fmt(r)},{fmt(r)} 0 0 1 {fmt(x + w)},{fmt(y + r)} "
        f"V{fmt(y + h - r)} A{fmt(r)},{fmt(r)} 0 0 1 {fmt(x + w - r)},{fmt(y + h)} H{fmt(x + r)} "
        f"A{fmt(r)},{fmt(r)} 0 0 1 {fmt(x)},{fmt(y + h - r)} V{fmt(y + r)} A{fmt(r)},{fmt(r)} 0 0 1 "
        f"{fmt(x + r)},{fmt(y)} Z"
    )


class Canvas:
    """One SVG file: a seeded random source, gradient defs and the drawing, written out as text."""

    def __init__(self, name: str, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.rng = random.Random(zlib.crc32(name.encode("utf-8")))
        self.defs: list[str] = []
        self.body: list[str] = []
        self._gradients: set[str] = set()

    # -- randomness -------------------------------------------------------------------------------------------
    def j(self, amount: float) -> float:
        """A small seeded wobble in [-amount, amount]."""
        return self.rng.uniform(-amount, amount)

    def jitter(self, points: Sequence[Point], amount: float) -> list[Point]:
        return [(x + self.j(amount), y + self.j(amount)) for x, y in points]

    # -- defs -------------------------------------------------------------------------------------------------
    def linear(
        self, gid: str, stops: Sequence[tuple[float, str]], x1: int = 0, y1: int = 0, x2: int = 0, y2: int = 100
    ) -> str:
        """A linear gradient in bounding-box percentages; returns the ``url(#id)`` to paint with."""
        if gid not in self._gradients:
            self._gradients.add(gid)
            inner = "".join(self._stop(off, col) for off, col in stops)
            self.defs.append(
                f'<linearGradient id="{gid}" x1="{x1}%" y1="{y1}%" x2="{x2}%" y2="{y2}%">{inner}</linearGradient>'
            )
        return f"url(#{gid})"

    def radial(self, gid: str, stops: Sequence[tuple[float, str]], cx: int = 50, cy: int = 50, r: int = 50) -> str:
        """A radial gradient in bounding-box percentages; returns the ``url(#id)`` to paint with."""
        if gid not in self._gradients:
            self._gradients.add(gid)
            inner = "".join(self._stop(off, col) for off, col in stops)
            self.defs.append(f'<radialGradient id="{gid}" cx="{cx}%" cy="{cy}%" r="{r}%">{inner}</radialGradient>')
        return f"url(#{gid})"

    @staticmethod
    def _stop(offset: float, colour: str) -> str:
        if len(colour) == 9:  # #rrggbbaa: nanosvg wants opacity separately
            alpha = fmt(int(colour[7:], 16) / 255)
            return f'<stop offset="{fmt(offset)}%" stop-color="{colour[:7]}" stop-opacity="{alpha}"/>'
        return f'<stop offset="{fmt(offset)}%" stop-color="{colour}"/>'

    # -- drawing ----------------------------------------------------------------------------------------------
    def add(self, tag: str, **attrs: object) -> None:
        self.body.append(f"<{tag}{_attrs(attrs)}/>")

    def path(self, d: str, **attrs: object) -> None:
        self.add("path", d=d, **attrs)

    @contextmanager
    def group(self, **attrs: object) -> Iterator[None]:
        self.body.append(f"<g{_attrs(attrs)}>")
        yield
        self.body.append("</g>")

    def shape(
        self,
        points: Sequence[Point],
        fill: str,
        stroke: str | None = INK,
        width: float = 2.0,
        wobble: float = 1.2,
        smooth: bool = True,
        closed: bool = True,
        **attrs: object,
    ) -> None:
        """A hand-inked shape: the fill and the outline are two separate wobbles of the same points."""
        make = smooth_path if smooth else poly_path
        if fill != "none":
            self.path(make(self.jitter(points, wobble * 0.5), closed), fill=fill, **attrs)
        if stroke:
            self.path(
                make(self.jitter(points, wobble), closed),
                fill="none",
                stroke=stroke,
                stroke_width=width,
                stroke_linejoin="round",
                stroke_linecap="round",
                **attrs,
            )

    def line(self, points: Sequence[Point], stroke: str, width: float, smooth: bool = True, **attrs: object) -> None:
        make = smooth_path if smooth else poly_path
        self.path(
            make(points, closed=False),
            fill="none",
            stroke=stroke,
            stroke_width=width,
            stroke_linecap="round",
            stroke_linejoin="round",
            **attrs,
        )

    def blob(
        self, cx: float, cy: float, rx: float, ry: float, fill: str, wobble: float = 0.06, width: float = 2.0
    ) -> None:
        """A slightly irregular ellipse (berries, stones, bushes, heads)."""
        n = 9 if max(rx, ry) < 12 else 12
        pts = [
            (cx + rx * (1 + self.j(wobble)) * math.cos(a), cy + ry * (1 + self.j(wobble)) * math.sin(a))
            for a in (2 * math.pi * i / n for i in range(n))
        ]
        self.shape(pts, fill, INK, width=width)

    def svg(self) -> str:
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
            f'viewBox="0 0 {self.width} {self.height}">\n'
        )
        defs = "<defs>\n" + "\n".join(self.defs) + "\n</defs>\n" if self.defs else ""
        return head + defs + "\n".join(self.body) + "\n</svg>\n"


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


def watering_can(c: Canvas, x: float, y: float, s: float, tilt: float = 0.0) -> None:
    """The golden watering can; (x, y) is the bottom middle of its body, s its body width."""
    with c.group(transform=f"translate({fmt(x)},{fmt(y)}) rotate({fmt(tilt)}) scale({fmt(s / 100)})"):
        c.path("M-30,-70 C-30,-120 40,-120 40,-70", fill="none", stroke=INK, stroke_width=17, stroke_linecap="round")
        c.path("M-30,-70 C-30,-120 40,-120 40,-70", fill="none", stroke=GOLD, stroke_width=11, stroke_linecap="round")
        c.shape(
            [(-40, -40), (-95, -95), (-88, -104), (-30, -62)],
            c.linear("spout", [(0, GOLD_LIGHT), (100, GOLD)]),
            INK,
            width=3,
            wobble=0.8,
            smooth=False,
        )
        c.shape(rotate(ellipse_points(-98, -104, 8, 16, 10), -98, -104, 45), GOLD_DARK, INK, width=2.5)
        body = [(-48, 0), (-52, -72), (-44, -82), (44, -82), (52, -72), (48, 0)]
        c.shape(
            body,
            c.linear("can", [(0, GOLD_LIGHT), (45, GOLD), (100, GOLD_DARK)], x2=100, y2=0),
            INK,
            width=3.2,
            wobble=1.0,
            smooth=False,
        )
        c.shape([(-50, -72), (50, -72), (50, -64), (-50, -64)], GOLD_DARK, INK, width=2.2, wobble=0.5, smooth=False)
        c.shape([(-49, -12), (49, -12), (48, -4), (-48, -4)], GOLD_DARK, None, wobble=0.4, smooth=False, opacity=0.6)
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


def menu_unsurmountable() -> str:
    """A snowy mountain with a winding trail, tiny climbers on their way up and a flag on the summit."""
    c = Canvas("menu/unsurmountable", TILE_W, TILE_H)
    rng = c.rng
    c.path(rounded_rect_path(0, 0, TILE_W, TILE_H, 14), fill=c.linear("sky", [(0, SKY_TOP), (100, SKY_LOW)]))
    c.add("circle", cx=70.0, cy=58.0, r=40.0, fill=c.radial("sun", [(0, "#fff4c8"), (100, "#fff4c800")]))
    c.add("circle", cx=70.0, cy=58.0, r=17.0, fill="#fbe6a2")
    for cx, cy, sc in ((112, 40, 1.0), (330, 58, 0.8)):
        for dx, dy, r in ((-16, 4, 12), (0, -4, 17), (17, 3, 12)):
            c.add("circle", cx=cx + dx * sc, cy=cy + dy * sc, r=r * sc, fill="#ffffff", opacity=0.8)
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
    for (tx, ty), jacket, size in (
        ((244, 204), JACKETS[0], 1.05),
        ((172, 176), JACKETS[2], 0.95),
        ((222, 146), JACKETS[1], 0.9),
        ((200, 118), JACKETS[3], 0.82),
    ):
        climber(c, tx, ty - 2, jacket, size, facing=1 if tx < 210 else -1)
    c.line([peak, (212, 8)], INK, 1.6)
    c.shape([(212, 8), (232, 13), (212, 19)], RED, INK, width=1.0, smooth=False)
    c.path(
        poly_path([(0, TILE_CALM), (400, TILE_CALM), (400, 286), (386, 300), (14, 300), (0, 286)]),
        fill=c.linear("calm", [(0, "#e9efe9"), (100, "#cfdbe3")]),
    )
    c.line([(6, TILE_CALM + c.j(1)), (200, TILE_CALM + c.j(2)), (394, TILE_CALM + c.j(1))], INK, 1.2, opacity=0.4)
    tile_frame(c)
    return c.svg()


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
    512, and seams split between the top and bottom edges."""
    size, plank = 512, 128
    c = Canvas("common/table", size, size)
    rng = c.rng
    tones = ("#a97f58", "#a27852", "#ad845c", "#9f7551")
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
            c.line(pts, "#6e4a2e", rng.uniform(0.8, 1.8), opacity=rng.uniform(0.12, 0.22))
        for _ in range(8):  # short streaks, kept inside the tile so they need not wrap
            sx, sy, length = rng.uniform(20, size - 160), y0 + rng.uniform(8, plank - 8), rng.uniform(40, 140)
            streak = [(sx + length * t / 4, sy + c.j(1.2)) for t in range(5)]
            c.line(streak, rng.choice(("#6e4a2e", "#c89a6c")), rng.uniform(0.8, 2.2), opacity=rng.uniform(0.12, 0.25))
        kx, ky = rng.uniform(80, size - 80), y0 + rng.uniform(40, plank - 40)  # a knot, well inside the plank
        for r in (12, 8, 4):
            c.add(
                "ellipse",
                cx=kx,
                cy=ky,
                rx=float(r * 2.2),
                ry=float(r * 0.7),
                fill="none",
                stroke="#6e4a2e",
                stroke_width=1.2,
                opacity=0.22,
            )
        c.add("ellipse", cx=kx, cy=ky, rx=5.0, ry=2.0, fill="#6e4a2e", opacity=0.3)
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


# ---------------------------------------------------------------------------------------------------------------
# Unsurmountable


def unsurmountable_points() -> dict[str, Point]:
    """Named path points in pixels, from the geometry module the rules use."""
    return {name: (u * CARD_W, v * CARD_H) for name, (u, v) in geometry.POINTS.items()}


def _exit_direction(p: Point) -> Point | None:
    """The inward direction at an edge point (trails cross edges at right angles), None inside the card."""
    x, y = p
    if y <= 0:
        return (0.0, 1.0)
    if y >= CARD_H:
        return (0.0, -1.0)
    if x <= 0:
        return (1.0, 0.0)
    if x >= CARD_W:
        return (-1.0, 0.0)
    return None


def trail_curve(a: Point, b: Point, bow: float, samples: int = 24) -> list[Point]:
    """Points along a gently curving trail from a to b: a cubic leaving edges at right angles, plus a bow that
    vanishes (with its slope) at both ends so the end tangents stay square to the edges."""
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    da = _exit_direction(a)
    db = _exit_direction(b)
    same_edge = da is not None and da == db
    reach = max(dist * 0.42, 150.0 if same_edge else 0.0)
    if da is None:
        da = ((b[0] - a[0]) / dist, (b[1] - a[1]) / dist)
    if db is None:
        db = ((a[0] - b[0]) / dist, (a[1] - b[1]) / dist)
    c1 = (a[0] + da[0] * reach, a[1] + da[1] * reach)
    c2 = (b[0] + db[0] * reach, b[1] + db[1] * reach)
    pts: list[Point] = []
    for i in range(samples + 1):
        t = i / samples
        u = 1 - t
        x = u**3 * a[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t**3 * b[0]
        y = u**3 * a[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t**3 * b[1]
        dx = 3 * u * u * (c1[0] - a[0]) + 6 * u * t * (c2[0] - c1[0]) + 3 * t * t * (b[0] - c2[0])
        dy = 3 * u * u * (c1[1] - a[1]) + 6 * u * t * (c2[1] - c1[1]) + 3 * t * t * (b[1] - c2[1])
        norm = math.hypot(dx, dy) or 1.0
        off = bow * math.sin(math.pi * t) ** 2
        pts.append((x - dy / norm * off, y + dx / norm * off))
    pts[0], pts[-1] = a, b
    return pts


def _normal(pts: Sequence[Point], i: int) -> Point:
    a = pts[max(0, i - 1)]
    b = pts[min(len(pts) - 1, i + 1)]
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    return (-dy / n, dx / n)


def _clearance(p: Point, obstacles: Sequence[tuple[float, float, float]]) -> float:
    """Distance from p to the nearest obstacle circle's rim (negative inside one)."""
    return min((math.hypot(p[0] - x, p[1] - y) - r for x, y, r in obstacles), default=999.0)


def mountain_backdrop(c: Canvas) -> None:
    """Sky in the top corners, a rock face rising out of the top of the card with lit and shaded buttresses,
    a snow cap whose tongues run down the gullies, snowy ledges and cracks."""
    rng = c.rng
    w, h = CARD_W, CARD_H
    c.path(rounded_rect_path(0, 0, w, h, CARD_R), fill=c.linear("sky", [(0, SKY_TOP), (100, SKY_LOW)]))
    # The face: a ridge from the left edge up to the top edge and down to the right edge.
    left_y, right_y = rng.uniform(45, 85), rng.uniform(45, 85)
    left_x, right_x = rng.uniform(30, 44), w - rng.uniform(30, 44)
    ridge = [(0.0, left_y)]
    ridge += [(left_x * t + c.j(2), left_y * (1 - t) + c.j(4)) for t in (0.25, 0.5, 0.75)]
    ridge += [(left_x, 0.0), (right_x, 0.0)]
    ridge += [(right_x + (w - right_x) * t + c.j(2), right_y * t + c.j(4)) for t in (0.25, 0.5, 0.75)]
    ridge.append((float(w), right_y))
    body = ridge + [(w, h - CARD_R), (w - CARD_R * 0.3, h - CARD_R * 0.3), (w - CARD_R, h)]
    body += [(CARD_R, h), (CARD_R * 0.3, h - CARD_R * 0.3), (0, h - CARD_R)]
    c.path(poly_path(body), fill=c.linear("rock", [(0, ROCK_LIGHT), (45, ROCK), (100, ROCK_WARM)]))
    # Buttresses: ribs running down the face, lit on the left, in shadow on the right.
    ribs = sorted(rng.uniform(15, w - 15) for _ in range(4))
    for x0 in ribs:
        top = 0.0 if left_x < x0 < right_x else 60.0
        line = [(x0 + c.j(6) + (i - 3) * rng.uniform(-3, 3), top + (h - top) * i / 6) for i in range(7)]
        width = rng.uniform(18, 34)
        shade = line + [(x + width * (0.6 + 0.4 * i / 6), y) for i, (x, y) in reversed(list(enumerate(line)))]
        c.path(smooth_path(shade), fill=ROCK_SHADE, opacity=0.32)
        c.line(line, INK, 1.0, opacity=0.3)
    # The snow cap: its lower edge is smooth, with tongues of snow reaching down the gullies between ribs.
    snow_line = rng.uniform(52, 66)
    edge: list[Point] = []
    gullies = [(a + b) / 2 for a, b in zip([0.0, *ribs], [*ribs, float(w)], strict=True)]
    for x in range(0, w + 1, 10):
        depth = snow_line + c.j(3)
        for g in gullies:
            depth += rng.uniform(30, 55) * math.exp(-(((x - g) / 16) ** 2)) if abs(x - g) < 40 else 0
        edge.append((float(x), depth))
    cap = [(0.0, left_y + 4)] + [p for p in ridge[1:-1]] + [(float(w), right_y + 4)] + list(reversed(edge))
    c.path(smooth_path(cap), fill=c.linear("snow", [(0, SNOW), (70, SNOW), (100, SNOW_SHADE)]))
    c.line(edge, INK, 1.0, opacity=0.3)
    # Snowy ledges and cracks lower down.
    for _ in range(6):
        x = rng.uniform(15, w - 15)
        y = rng.uniform(snow_line + 60, BAND_TOP - 8)
        half = rng.uniform(9, 18)
        ledge = [
            (x - half, y),
            (x - half * 0.4, y - 3),
            (x + half * 0.5, y - 2.5),
            (x + half, y),
            (x + half * 0.2, y + 4),
        ]
        c.shape(ledge, SNOW, None, wobble=1.0)
        c.line([(x - half * 0.8, y + 2), (x + half * 0.9, y + 1.5)], ROCK_SHADE, 1.2, opacity=0.6)
    for _ in range(5):
        x = rng.uniform(10, w - 10)
        y = rng.uniform(snow_line + 40, h - 30)
        c.line(
            [(x, y), (x + rng.uniform(-6, 6), y + 9), (x + rng.uniform(-10, 10), y + 20)],
            INK,
            1.0,
            smooth=False,
            opacity=0.3,
        )
    for _ in range(7):  # hardy alpine grass in the cracks
        x = rng.uniform(12, w - 12)
        y = rng.uniform(snow_line + 70, BAND_TOP - 4)
        for k in range(4):
            c.line([(x + k * 2.2 - 3, y), (x + k * 2.8 - 4.5 + c.j(1), y - rng.uniform(4, 7))], LEAF, 1.2)
    c.line(ridge[:5], INK, 1.6, opacity=0.7)
    c.line(ridge[5:], INK, 1.6, opacity=0.7)


def parchment_band(c: Canvas) -> None:
    """The calm band at the bottom of a card where the app writes the name and the ability."""
    w, h, top = CARD_W, CARD_H, BAND_TOP
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


def feature_icon(c: Canvas, kind: str, x: float, y: float) -> None:
    """A small recognisable badge of a mountain feature centred on (x, y), about 56 x 46 pixels."""
    if kind == "forest":
        c.shape(ellipse_points(x, y + 14, 27, 8, 10), LEAF, INK, width=1.2, wobble=1.5)
        pine(c, x - 12, y + 16, 30, snowy=True)
        pine(c, x + 12, y + 17, 28, snowy=True)
        pine(c, x + 1, y + 20, 38, snowy=True)
    elif kind == "camp":
        c.shape(ellipse_points(x, y + 16, 26, 6, 10), SNOW_SHADE, None, wobble=1.5)
        c.shape([(x - 22, y + 16), (x - 3, y - 16), (x + 20, y + 16)], GOLD, INK, width=1.6, wobble=0.8, smooth=False)
        c.shape(
            [(x - 3, y - 16), (x + 20, y + 16), (x + 26, y + 12), (x + 8, y - 14)],
            GOLD_DARK,
            INK,
            width=1.4,
            wobble=0.6,
            smooth=False,
        )
        c.shape([(x - 9, y + 16), (x - 3, y + 1), (x + 3, y + 16)], "#3b2e26", None, smooth=False)
        c.line([(x - 3, y - 16), (x - 3, y - 26)], INK, 1.2)
        c.shape([(x - 3, y - 26), (x + 8, y - 23), (x - 3, y - 20)], RED, None, smooth=False)
    elif kind == "lake":
        c.shape(ellipse_points(x, y + 4, 28, 14, 12), ROCK_LIGHT, INK, width=1.2, wobble=1.5)
        c.shape(
            ellipse_points(x, y + 4, 24, 11, 12),
            c.linear("lake", [(0, WATER_LIGHT), (100, WATER)]),
            INK,
            width=1.0,
            wobble=1.0,
        )
        c.line([(x - 12, y + 1), (x - 2, y + 1)], "#ffffff", 1.6, opacity=0.8)
        c.line([(x + 3, y + 7), (x + 14, y + 7)], "#ffffff", 1.6, opacity=0.8)
    elif kind == "cave":
        mound = [
            (x - 27, y + 16),
            (x - 22, y - 6),
            (x - 8, y - 18),
            (x + 10, y - 17),
            (x + 24, y - 4),
            (x + 28, y + 16),
        ]
        c.shape(mound, c.linear("cave_rock", [(0, ROCK_LIGHT), (100, ROCK_DARK)]), INK, width=1.4, wobble=1.0)
        arch = [(x - 11, y + 16), (x - 11, y + 2), (x - 6, y - 7), (x + 6, y - 7), (x + 11, y + 2), (x + 11, y + 16)]
        c.shape(arch, "#2a221d", None, wobble=0.5)
        c.line([(x - 24, y + 16), (x + 25, y + 16)], INK, 1.2, opacity=0.6)
    elif kind == "yeti":
        c.shape(ellipse_points(x, y + 19, 18, 4, 8), SNOW_SHADE, None, wobble=1.0)
        fur = []
        for i in range(22):
            a = 2 * math.pi * i / 22
            r = 1.0 if i % 2 == 0 else 0.82
            fur.append((x + 15 * r * math.cos(a), y + 2 + 19 * r * math.sin(a)))
        c.shape(fur, "#fbfbf8", INK, width=1.3, wobble=0.6, smooth=False)
        # Waving arms.
        c.shape(
            [(x - 13, y - 1), (x - 24, y - 14), (x - 20, y - 17), (x - 10, y - 6)],
            "#fbfbf8",
            INK,
            width=1.2,
            wobble=0.5,
        )
        c.shape(
            [(x + 13, y + 2), (x + 22, y + 10), (x + 19, y + 13), (x + 11, y + 7)],
            "#fbfbf8",
            INK,
            width=1.2,
            wobble=0.5,
        )
        c.shape(ellipse_points(x, y - 6, 8, 6.5, 10), "#b9cde0", INK, width=1.0, wobble=0.4)
        c.add("circle", cx=x - 3, cy=y - 7, r=1.3, fill=INK)
        c.add("circle", cx=x + 3, cy=y - 7, r=1.3, fill=INK)
        c.path(
            f"M{fmt(x - 3)},{fmt(y - 3.5)} Q{fmt(x)},{fmt(y - 1)} {fmt(x + 3)},{fmt(y - 3.5)}",
            fill="none",
            stroke=INK,
            stroke_width=1.1,
            stroke_linecap="round",
        )
    else:
        raise ValueError(f"no icon for feature {kind!r}")


FEATURE_RADIUS = 27.0
CLIMBER_RADIUS = 14.0
TRAIL_HALF = 8.0


@dataclass
class Trail:
    """One path segment of a card as drawn: its point names, its curve and its climbers."""

    a: str
    b: str
    climbers: int
    pts: list[Point] = field(default_factory=list)
    group: int = 0  # segments joined through shared points form one group


def _crossings(p: Sequence[Point], q: Sequence[Point]) -> list[Point]:
    """Where two polylines cross (ignoring their very ends, where joined trails meet on purpose)."""
    found = []
    for i in range(1, len(p) - 2):
        (x1, y1), (x2, y2) = p[i], p[i + 1]
        for k in range(1, len(q) - 2):
            (x3, y3), (x4, y4) = q[k], q[k + 1]
            den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
            if abs(den) < 1e-9:
                continue
            t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
            u = ((x1 - x3) * (y1 - y2) - (y1 - y3) * (x1 - x2)) / den
            if 0 <= t <= 1 and 0 <= u <= 1:
                found.append((x1 + t * (x2 - x1), y1 + t * (y2 - y1)))
    return found


def _nearest(p: Point, pts: Sequence[Point]) -> float:
    return min((math.hypot(p[0] - x, p[1] - y) for x, y in pts), default=999.0)


def layout_trails(paths: Sequence[Sequence], points: dict[str, Point], rng: random.Random) -> list[Trail]:
    """Curves for a card's segments. Each bows gently; the bow is chosen so that a segment keeps well clear of
    points it does not join (a trail passing over the centre must not look as if it stops there) and crosses
    as few unrelated trails as possible."""
    trails = [Trail(str(a), str(b), int(n)) for a, b, n in paths]
    parent = {name: name for t in trails for name in (t.a, t.b)}

    def root(name: str) -> str:
        while parent[name] != name:
            name = parent[name]
        return name

    for t in trails:
        parent[root(t.a)] = root(t.b)
    roots: list[str] = []
    for t in trails:  # groups in order of first appearance, the biggest first (it is laid first, at the bottom)
        if root(t.a) not in roots:
            roots.append(root(t.a))
    roots.sort(key=lambda r: -sum(root(t.a) == r for t in trails))
    for t in trails:
        t.group = roots.index(root(t.a))
    used = sorted({name for t in trails for name in (t.a, t.b)})
    signs = [rng.choice((-1, 1)) for _ in trails]
    offsets = [rng.uniform(-2, 2) for _ in trails]
    for t, sign, off in zip(trails, signs, offsets, strict=True):
        t.pts = trail_curve(points[t.a], points[t.b], sign * (9 + off))
    for _ in range(3):  # each segment in turn picks its best bow given all the others, until they settle
        for t, sign, off in zip(trails, signs, offsets, strict=True):
            foreign = [points[p] for p in used if p not in (t.a, t.b)]
            unrelated = [o.pts for o in trails if o is not t and not {o.a, o.b} & {t.a, t.b}]
            best = None
            for size in (9.0, 16.0, 24.0, 34.0, 46.0):
                for side in (sign, -sign):
                    pts = trail_curve(points[t.a], points[t.b], side * (size + off))
                    middle = pts[2:-2]
                    cross = sum(len(_crossings(pts, o)) for o in unrelated)
                    clear_pts = min((_nearest(p, middle) for p in foreign), default=99.0)
                    clear_trails = min((_nearest(p, o) for o in unrelated for p in middle), default=99.0)
                    score = (cross, -min(clear_pts, 34.0) // 4, -min(clear_trails if not cross else 0, 26.0) // 4, size)
                    if best is None or score < best[0]:
                        best = (score, pts)
            assert best is not None
            t.pts = best[1]
    return trails


def _below(pts: Sequence[Point], y0: float) -> list[list[Point]]:
    """The runs of a polyline below the line y = y0, cut exactly where they cross it."""
    runs: list[list[Point]] = []
    run: list[Point] = []
    for (x1, y1), (x2, y2) in zip(pts, pts[1:], strict=False):
        if y1 >= y0 and not run:
            run = [(x1, y1)]
        if (y1 >= y0) != (y2 >= y0):
            t = (y0 - y1) / (y2 - y1)
            cut = (x1 + t * (x2 - x1), y0)
            if run:
                runs.append([*run, cut])
                run = []
            else:
                run = [cut]
        if y2 >= y0 and run:
            run.append((x2, y2))
    if len(run) > 1:
        runs.append(run)
    return runs


def draw_trails(c: Canvas, trails: Sequence[Trail]) -> None:
    """Each group of joined segments is laid as one: dark edges, then dirt, then footsteps, so its junctions merge
    into one clearing. A later group crossing an earlier one passes over it on a little plank bridge."""
    for g in sorted({t.group for t in trails}):
        group = [t for t in trails if t.group == g]
        below = [t.pts for t in trails if t.group < g]
        for t in group:
            c.line(t.pts, TRAIL_EDGE, 15.0)
        for t in group:
            c.path(
                smooth_path(t.pts, closed=False),
                class_="trail",
                id=f"seg-{t.a}-{t.b}",
                fill="none",
                stroke=TRAIL,
                stroke_width=10.0,
                stroke_linecap="round",
                stroke_linejoin="round",
            )
        for t in group:
            c.line(t.pts, SOIL_LIGHT, 1.4, stroke_dasharray="2 7", opacity=0.7)
            for other in below:
                for x, y in _crossings(t.pts, other):
                    i = min(range(len(t.pts)), key=lambda k: math.hypot(t.pts[k][0] - x, t.pts[k][1] - y))
                    nx, ny = _normal(t.pts, i)
                    dx, dy = -ny, nx
                    deck = [
                        (x + sx * nx * 10 + sy * dx * 17, y + sx * ny * 10 + sy * dy * 17)
                        for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))
                    ]
                    c.path(poly_path(deck), fill="#b08457", stroke=INK, stroke_width=1.2, stroke_linejoin="round")
                    for k in range(-3, 4):
                        px, py = x + dx * k * 4.6, y + dy * k * 4.6
                        c.line([(px - nx * 9, py - ny * 9), (px + nx * 9, py + ny * 9)], SOIL_DARK, 1.0, opacity=0.7)
                    for side in (-1, 1):
                        ox, oy = x + side * nx * 11, y + side * ny * 11
                        c.line([(ox - dx * 18, oy - dy * 18), (ox + dx * 18, oy + dy * 18)], SOIL_DARK, 3.0)
    ends = [name for t in trails for name in (t.a, t.b)]
    for name in sorted(set(ends)):  # a trail that stops inside the card ends at a little summit flag
        x, y = points_of(trails, name)
        if ends.count(name) == 1 and 0 < x < CARD_W and 0 < y < CARD_H:
            c.line([(x, y + 2), (x, y - 22)], INK, 1.8)
            c.shape([(x, y - 22), (x + 14, y - 18), (x, y - 13)], RED, INK, width=1.0, smooth=False)


def points_of(trails: Sequence[Trail], name: str) -> Point:
    """Where a named point lies, read off the trail that starts or ends there."""
    for t in trails:
        if t.a == name:
            return t.pts[0]
        if t.b == name:
            return t.pts[-1]
    raise KeyError(name)


def place_climbers(trails: Sequence[Trail]) -> list[tuple[float, float, int, str]]:
    """Feet positions (and facing) of every climber: beside its own segment, nearer to it than to any other,
    spread along it, and never inside the text band."""
    out: list[tuple[float, float, int, str]] = []
    taken: list[tuple[float, float, float]] = []
    for t in trails:
        others = [p for o in trails if o is not t for p in o.pts]
        chosen: list[int] = []
        for k in range(t.climbers):
            best = None
            for i in range(3, len(t.pts) - 3):
                nx, ny = _normal(t.pts, i)
                for side in (1, -1):
                    centre = (t.pts[i][0] + side * nx * 19, t.pts[i][1] + side * ny * 19)
                    if not (14 < centre[0] < CARD_W - 14 and 34 < centre[1] < BAND_TOP - 14):
                        continue
                    room = min(_nearest(centre, others) - 30, _clearance(centre, taken) - CLIMBER_RADIUS)
                    spread = min((abs(i - j) for j in chosen), default=len(t.pts))
                    aim = abs(i - len(t.pts) * (k + 1) / (t.climbers + 1))
                    score = min(room, 6.0) + min(spread, 6) * 0.8 - aim * 0.15
                    if best is None or score > best[0]:
                        best = (score, i, centre, side)
            if best is None:
                raise ValueError(f"no room for a climber beside {t.a}-{t.b}")
            _, i, centre, side = best
            chosen.append(i)
            taken.append((centre[0], centre[1], CLIMBER_RADIUS))
            out.append((centre[0], centre[1] + 12, side, f"seg-{t.a}-{t.b}"))
    return out


def place_features(
    kinds: Sequence[str], trails: Sequence[Trail], climbers: Sequence[tuple[float, float, int, str]], rng: random.Random
) -> list[tuple[str, Point]]:
    """Feature icons go where they are furthest from trails, climbers and each other."""
    trail_dots = [(x, y, TRAIL_HALF) for t in trails for x, y in t.pts]
    taken = [(x, y - 12, CLIMBER_RADIUS) for x, y, _, _ in climbers]
    placed: list[tuple[str, Point]] = []
    for kind in kinds:
        best = None
        for gy in range(56, BAND_TOP - 26, 6):
            for gx in range(32, CARD_W - 31, 6):
                p = (float(gx), float(gy))
                room = min(_clearance(p, trail_dots), _clearance(p, taken)) - FEATURE_RADIUS
                room = min(room, _clearance(p, [(x, y, FEATURE_RADIUS) for _, (x, y) in placed]) - FEATURE_RADIUS)
                score = min(room, 14.0) - abs(gy - 150) * 0.01 + rng.uniform(0, 0.5)
                if best is None or score > best[0]:
                    best = (score, p)
        assert best is not None
        placed.append((kind, best[1]))
    return placed


def mountain_card(card: dict, points: dict[str, Point]) -> str:
    """One mountain card: backdrop, trails from the data, climbers beside their segment, feature icons, band."""
    c = Canvas(f"unsurmountable/{card['id']}", CARD_W, CARD_H)
    mountain_backdrop(c)
    trails = layout_trails(card["paths"], points, c.rng)
    draw_trails(c, trails)
    climbers = place_climbers(trails)
    for kind, (x, y) in place_features(card.get("features") or [], trails, climbers, c.rng):
        with c.group(class_="feature", data_kind=kind):
            feature_icon(c, kind, x, y)
    first = zlib.crc32(card["id"].encode("utf-8"))
    for n, (x, y, side, seg) in enumerate(climbers):
        climber(c, x, y, JACKETS[(first + n) % len(JACKETS)], size=1.2, facing=side, class_="climber", data_seg=seg)
    parchment_band(c)
    for t in trails:  # where a trail runs under the band, a pale trail drawn over it keeps it readable
        for run in _below(t.pts, BAND_TOP):
            c.line(run, TRAIL_EDGE, 10.0, opacity=0.3)
            c.line(run, TRAIL, 7.0, opacity=0.9)
            c.line(run, SOIL_LIGHT, 1.4, stroke_dasharray="2 7", opacity=0.6)
    card_outline(c)
    return c.svg()


def helicopter_card() -> str:
    """The rescue helicopter card: a red helicopter flying over snowy peaks in an open sky."""
    c = Canvas("unsurmountable/helicopter", CARD_W, CARD_H)
    rng = c.rng
    w, h = CARD_W, CARD_H
    c.path(rounded_rect_path(0, 0, w, h, CARD_R), fill=c.linear("sky", [(0, SKY_TOP), (100, SKY_LOW)]))
    for cx, cy, s in ((48, 46, 1.0), (196, 72, 0.8)):  # soft clouds
        for dx, dy, r in ((-14, 4, 11), (0, -3, 15), (15, 3, 11)):
            c.add("circle", cx=cx + dx * s, cy=cy + dy * s, r=r * s, fill="#ffffff", opacity=0.75)
    # Two ranges of peaks: a pale far one and a nearer snowy one, down to the band.
    summits: list[Point] = []
    for tone, base, tops, near in ((ROCK_LIGHT, 215, (40, 125, 212), False), (ROCK, 240, (62, 192), True)):
        pts: list[Point] = [(0.0, base + 10.0)]
        peaks: list[int] = []
        xs = [x + c.j(8) for x in tops]
        for i, x in enumerate(xs):
            top = base - rng.uniform(60, 85) + (12 if near else 0)
            peaks.append(len(pts) + 1)
            pts += [(x - 32 + c.j(4), top + 32), (x, top), (x + 34 + c.j(4), top + 36)]
            if i < len(xs) - 1:
                pts.append(((x + xs[i + 1]) / 2, base - rng.uniform(5, 20)))
        pts += [
            (float(w), base + 5.0),
            (float(w), h - CARD_R),
            (w - CARD_R, float(h)),
            (CARD_R, float(h)),
            (0.0, h - CARD_R),
        ]
        c.path(
            poly_path(pts),
            fill=c.linear(f"range{int(near)}", [(0, tone), (100, ROCK_WARM if near else ROCK)]),
            stroke=INK,
            stroke_width=1.3,
            stroke_linejoin="round",
        )
        for i in peaks:
            (lx, ly), (px, py), (rx, ry) = pts[i - 1], pts[i], pts[i + 1]
            cap = [
                (px, py),
                (px + (rx - px) * 0.6, py + (ry - py) * 0.6),
                (px + 12, py + 18),
                (px + 4, py + 26),
                (px - 5, py + 17),
                (px - 12, py + 22),
                (px + (lx - px) * 0.6, py + (ly - py) * 0.6),
            ]
            c.shape(cap, SNOW, INK, width=1.0, wobble=0.6, smooth=False)
            c.path(
                poly_path(
                    [(px, py), (px + (rx - px) * 0.6, py + (ry - py) * 0.6), (px + 12, py + 18), (px + 4, py + 26)]
                ),
                fill=SNOW_SHADE,
                opacity=0.8,
            )
            if near:
                summits.append((px, py))
    # A climber on the nearer summit waves to the helicopter.
    sx, sy = summits[-1]
    climber(c, sx, sy + 1, JACKETS[1], size=1.1, facing=-1)
    c.line([(sx - 4, sy - 14), (sx - 10, sy - 24)], INK, 1.6)
    # The helicopter, nose to the left, slightly tilted forward.
    with c.group(transform="translate(116,104) rotate(-6)"):
        c.path(
            poly_path([(-48, 26), (44, 26)], closed=False),
            fill="none",
            stroke=INK,
            stroke_width=3,
            stroke_linecap="round",
        )  # skid
        c.line([(-30, 16), (-34, 26)], INK, 2.4)
        c.line([(22, 16), (24, 26)], INK, 2.4)
        c.shape([(26, -4), (96, -12), (98, -4), (30, 10)], RED_DARK, INK, width=1.6, wobble=0.5, smooth=False)  # tail
        c.shape([(88, -26), (96, -26), (102, -4), (94, -4)], RED, INK, width=1.4, wobble=0.4, smooth=False)  # fin
        c.add("circle", cx=96.0, cy=-9.0, r=9.0, fill="#ffffff", opacity=0.45, stroke=INK, stroke_width=0.8)
        body = [(-50, 6), (-44, -12), (-24, -24), (12, -26), (34, -14), (38, 6), (26, 18), (-36, 18)]
        c.shape(body, c.linear("heli", [(0, "#d2584b"), (100, RED_DARK)]), INK, width=2.0, wobble=0.6)
        c.shape(
            [(-46, 2), (-40, -12), (-24, -20), (-18, -20), (-18, 2)],
            c.linear("glass", [(0, "#e8f3f6"), (100, WATER_LIGHT)]),
            INK,
            width=1.4,
            wobble=0.4,
        )
        c.shape([(-8, -18), (14, -19), (14, 2), (-8, 2)], WATER_LIGHT, INK, width=1.3, wobble=0.4)
        c.path(
            poly_path([(-44, 9), (34, 9)], closed=False), stroke="#ffffff", stroke_width=3.5, fill="none", opacity=0.9
        )  # rescue stripe
        c.add("rect", x=-2.0, y=-34.0, width=10.0, height=9.0, rx=2.0, fill=ROCK_DARK, stroke=INK, stroke_width=1.2)
        c.add("ellipse", cx=3.0, cy=-36.0, rx=84.0, ry=5.0, fill=ROCK_DARK, opacity=0.22)  # spinning blades
        c.line([(-70, -35), (76, -37)], INK, 2.2)
        c.add("circle", cx=3.0, cy=-36.0, r=3.0, fill=INK)
        # The rescue line with a little stretcher.
        c.line([(6, 18), (8, 54)], INK, 1.2)
        c.shape([(-8, 54), (24, 54), (22, 60), (-6, 60)], GOLD, INK, width=1.2, wobble=0.3, smooth=False)
    parchment_band(c)
    card_outline(c)
    return c.svg()


def unsurmountable_art(data_file: Path) -> dict[str, str]:
    data = yaml.safe_load(data_file.read_text(encoding="utf-8"))
    points = unsurmountable_points()
    out = {f"unsurmountable/{card['id']}.svg": mountain_card(card, points) for card in data["cards"]}
    out[f"unsurmountable/{data['helicopter']['id']}.svg"] = helicopter_card()
    return out


# ---------------------------------------------------------------------------------------------------------------


def build(data_dir: Path | None = None) -> dict[str, str]:
    """Every file's relative path and SVG text."""
    data_dir = data_dir or ROOT / "data"
    files: dict[str, str] = {
        "menu/unbeetable.svg": menu_unbeetable(),
        "menu/sabotage.svg": menu_sabotage(),
        "menu/unsurmountable.svg": menu_unsurmountable(),
        "menu/botanicus.svg": menu_botanicus(),
        "common/table.svg": table_texture(),
        "common/card_back.svg": card_back(),
        "common/logo.svg": logo(),
    }
    files.update(unsurmountable_art(data_dir / "unsurmountable.yaml"))
    return files


def main(out_dir: Path | str | None = None, data_dir: Path | None = None) -> list[Path]:
    """Write every SVG under out_dir (default: this art/ folder); returns the files written."""
    out = Path(out_dir) if out_dir is not None else Path(__file__).resolve().parent
    written = []
    for rel, text in build(data_dir).items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", newline="\n")
        written.append(target)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="folder to write into (default: art/)")
    parser.add_argument("--data", type=Path, default=None, help="folder holding the YAML data (default: data/)")
    args = parser.parse_args()
    for path in main(args.out, args.data):
        print(path)
