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

The other games (their ids are read from ``data/*.yaml`` when drawing, so the files follow the data; an id with
no drawing yet still gets a plain picture, and the generator warns on stderr)
- Cards keep their bottom 28 % (y >= 252) as the calm parchment band for the app's name and text.
- Unbeetable vegetable cards carry the four growth phases on their four edges, each drawn upright for its own edge
  in a frame turned to it (``<g class="phase" data-phase="k" transform=...>``). pygame's ``rotate(img, 90)`` turns
  counterclockwise and so brings the card's RIGHT edge to the top: phase 1 (sown) is on the top edge, 2 (young) on
  the right, 3 (ripe) on the bottom and 4 (withered) on the left. The parchment centre has a pale seal beside each
  edge (``<circle class="points" data-phase="k">``) for the app to write that phase's points; there is no bottom
  band on these cards. ``garden.svg`` is a seamless 512 x 512 soil tile.
- Garden Sabotage! plants show the data's colour and, for players who cannot tell colours apart, the data's symbol
  (``<g class="symbol" data-symbol=...>``) in corner badges and on 64 x 64 icons; the symbols are shaped so their
  silhouettes differ clearly (a test compares them).
- Botanicus plant levels differ by shape as well as colour and carry their level as dots; the garden board is laid
  out from the data's rows, footprint spots and paths (``class="bed"``, ``"node"``, ``"path"``, ``"hedge"``), and
  the Flower token is white and grey so the app can tint it to a seat's colour by multiplying.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
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
# Helpers for the game art below


BAND_TALL = round(CARD_H * 0.72)  # the new games' cards keep their bottom 28 % calm for name and text


def hex_rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def rgb_hex(rgb: Sequence[float]) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v))):02x}" for v in rgb[:3])


def mix(a: str, b: str, t: float) -> str:
    """The colour t of the way from a to b."""
    return rgb_hex([x + (y - x) * t for x, y in zip(hex_rgb(a), hex_rgb(b), strict=True)])


def luminance(colour: str) -> float:
    r, g, b = hex_rgb(colour)
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


@contextmanager
def placed(c: Canvas, x: float, y: float, scale: float = 1.0, turn: float = 0.0) -> Iterator[None]:
    """Draw a motif authored round its own origin at (x, y), scaled and turned (degrees, clockwise)."""
    parts = [f"translate({fmt(x)},{fmt(y)})"]
    if turn:
        parts.append(f"rotate({fmt(turn)})")
    if scale != 1.0:
        parts.append(f"scale({fmt(scale)})")
    with c.group(transform=" ".join(parts)):
        yield


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
# Unbeetable: vegetables in their four phases
#
# Every phase drawing is authored upright round the spot where the plant leaves the ground (0, 0): the plant grows
# up (negative y) and its roots show in a cut-away of the soil below (0 .. +20). The card places each drawing in a
# frame turned to its edge.

DRY = "#b5a35e"  # straw-coloured withered leaves
DRY_DARK = "#8a7443"
SOIL_DRY = "#8d7157"
WOOD = "#a47b52"
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

UB_SIDE = 80  # how deep the vignettes on the long (left and right) edges reach into the card
UB_END = 96  # how deep the vignettes on the short (top and bottom) edges reach
UB_SOIL = 26  # the cut-away soil at the inner foot of every vignette
UB_SCALE = {1: 1.4, 2: 1.55, 3: 1.4, 4: 1.4}  # phase drawings are authored small and drawn this much larger
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


def ub_scenery(c: Canvas, phase: int, length: float, ground_y: float, side_x: Callable[[float], float]) -> None:
    """A few small things to live in each phase's frame, away from the plant in the middle: a worm at sowing time,
    a butterfly over the young plant, a bee at the ripe one, a snail and fallen leaves at the withered one."""
    far = length - side_x(ground_y) - 22  # towards the right end of the ground line
    if phase == 1:
        worm(c, far - 20, ground_y + UB_SOIL * 0.55, 1.0)
        cloud(c, length - side_x(30) - 36, 30, 11, line=0.9)
    elif phase == 2:
        butterfly(c, far - 34, ground_y - 30, 1.3)
        c.blob(side_x(ground_y) + 40, ground_y - 2, 5, 3.5, ROCK_LIGHT, width=0.8)
    elif phase == 3:
        bee(c, length - side_x(26) - 30, 26, 1.4)
    else:
        snail(c, far - 22, ground_y - 0.5, 1.1)
        for lx, ang in ((side_x(ground_y) + 38, 170), (far - 56, 20)):
            leaf(c, lx, ground_y - 1.5, 10, 5, ang, DRY, vein=DRY_DARK, stroke_width=0.7)


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
        half = 46.0  # a darker pocket of dug soil round the roots
        c.path(
            f"M{fmt(length / 2 - half)},{fmt(ground_y)} A{fmt(half)},{fmt(UB_SOIL - 2)} 0 0 0 "
            f"{fmt(length / 2 + half)},{fmt(ground_y)} Z",
            fill=SOIL_DRY if phase == 4 else SOIL,
            opacity=0.55,
        )
        for _ in range(7):  # pebbles and crumbs in the cut-away
            px = c.rng.uniform(side_x(depth) + 6, length - side_x(depth) - 6)
            if abs(px - length / 2) > 30:
                py = c.rng.uniform(ground_y + 5, depth - 4)
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
        for gx in (side_x(ground_y) + 12, length - side_x(ground_y) - 14):  # grass at both ends of the ground
            for k in range(3):
                c.line(
                    [(gx + k * 2.4, ground_y), (gx + k * 3 - 2 + c.j(0.6), ground_y - c.rng.uniform(4, 7))],
                    DRY_DARK if phase == 4 else LEAF_DARK,
                    1.0,
                    opacity=0.8,
                )
        ub_scenery(c, phase, length, ground_y, side_x)
        with placed(c, length / 2, ground_y, UB_SCALE[phase]):
            UB_PLANTS.get(species, ub_generic_plant)(c, phase)
        # The phase number as pips in the upper left corner of the frame.
        px, py = side_x(m + 10) + 6, m + 9
        c.path(
            rounded_rect_path(px - 5, py - 5, 8 * phase + 2, 10, 5),
            fill="#fffaf0",
            stroke=INK,
            stroke_width=0.7,
            opacity=0.9,
        )
        for k in range(phase):
            c.add("circle", cx=px + k * 8.0, cy=py, r=2.4, fill=LEAF_DARK if phase < 4 else DRY_DARK)
        c.path(poly_path(panel), fill="none", stroke=INK, stroke_width=1.1, stroke_linejoin="round", opacity=0.8)


def ub_plant_card(species: str) -> str:
    """A vegetable card. Its four edges carry the four phases, each drawn to read upright when its edge is at the
    top: phase 1 (sown) at the top, 2 (young) on the right edge, 3 (ripe) on the bottom, 4 (withered) on the left.
    The app turns the card a quarter turn counterclockwise (pygame ``rotate(img, 90)``) each time the plant grows,
    which brings the right edge up, then the bottom, then the left. The calm parchment centre has a pale seal next
    to each edge, where the app writes that phase's points (turned with the card, so the current one reads upright
    beside the current picture)."""
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
    seal_r = 12.0
    for phase, (sx, sy) in {
        1: (w / 2, y0 + 19),
        2: (w - x0 - 19, h / 2),
        3: (w / 2, h - y0 - 19),
        4: (x0 + 19, h / 2),
    }.items():
        c.add(
            "circle",
            cx=sx,
            cy=sy,
            r=seal_r,
            fill=UB_SKIES[phase][0],
            stroke=INK,
            stroke_width=0.8,
            opacity=0.9,
            class_="points",
            data_phase=phase,
        )
    for k in range(4):  # little leaves in the centre's corners, the same way round on every side
        cx = x0 + 12 if k in (0, 3) else w - x0 - 12
        cy = y0 + 12 if k in (0, 1) else h - y0 - 12
        a = 45 + 90 * k
        leaf(c, cx, cy, 9, 5, a + 180 - 30, LEAF_LIGHT, stroke_width=0.6)
        leaf(c, cx, cy, 9, 5, a + 180 + 30, LEAF_LIGHT, stroke_width=0.6)
    card_outline(c)
    return c.svg()


# ---------------------------------------------------------------------------------------------------------------
# Unbeetable: action and season cards (art above the calm band at 72 %)

ZINC = ("#c5d8df", "#8fb0be", "#5d7f8f")  # a plain garden watering can


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
    c.shape(banner, c.linear("ribbon", [(0, "#d0574a"), (100, RED)]), INK, width=1.8, wobble=0.5)
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
# Botanicus

BOT_LEVELS = {1: YELLOW, 2: PINK, 3: GREEN, 4: BLUE}  # the data's plant levels: yellow, pink, green, blue


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
# Reading the games' data


def _known(kind: str, ident: str, known: Iterable[str]) -> None:
    """Art follows the data: an id the drawings do not know still gets a plain picture, with a warning to add one."""
    if ident not in known:
        print(f"make_art: no drawing for {kind} {ident!r} yet; it gets a plain picture", file=sys.stderr)


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
    files.update(unbeetable_art(data_dir / "unbeetable.yaml"))
    files.update(sabotage_art(data_dir / "sabotage.yaml"))
    files.update(botanicus_art(data_dir / "botanicus.yaml"))
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
