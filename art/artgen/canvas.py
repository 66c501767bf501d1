"""What every picture is drawn with: the shared palette, the SVG ``Canvas`` and its path and colour helpers.

Nothing here draws a particular thing (the shapes are in ``motifs``). It also holds the warning every game's art
gives for an id in the data that it has no drawing for yet.
"""

from __future__ import annotations

import math
import random
import sys
import zlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

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


DRY = "#b5a35e"  # straw-coloured withered leaves


DRY_DARK = "#8a7443"
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


WOOD = "#a47b52"

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
# Colour and placement helpers


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


# ---------------------------------------------------------------------------------------------------------------
# Reading the games' data


def _known(kind: str, ident: str, known: Iterable[str]) -> None:
    """Art follows the data: an id the drawings do not know still gets a plain picture, with a warning to add one."""
    if ident not in known:
        print(f"make_art: no drawing for {kind} {ident!r} yet; it gets a plain picture", file=sys.stderr)
