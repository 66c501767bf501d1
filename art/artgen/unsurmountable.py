"""Unsurmountable: the mountain cards and the helicopter.

- The trail is drawn from the same data the rules read: the card list from ``data/unsurmountable.yaml`` and the
  named points (edge and centre points, in card units) from ``gardengames.games.unsurmountable.rules.geometry``.
- Card units span the **whole card** (0..250 x 0..350), so an edge point sits on the card's real edge and trails
  line up between neighbouring cards of the brick-layout mountain. Each trail leaves an edge point at right angles
  to that edge, so a trail crossing from one card into the next continues in one straight line.
- The bottom 22 % of the card is a parchment band for the name and ability text. It is translucent and drawn over
  the art; where a trail runs under it, a pale, narrower copy of the trail is drawn over the band, so the trail
  stays readable all the way to the bottom edge (where it meets the card below) without fighting the text.
- Each trail segment is one ``<path class="trail" id="seg-A-B">`` (A and B are the point names in the data's
  order), starting exactly at point A and ending exactly at point B. Trails the rules do not join (different
  ``pieces``) never cross or touch: bows are chosen first for no crossing, then for a clear gap of rock
  (``TRAIL_GAP``) to every unjoined trail, then to keep clear of points a trail does not join (a trail passing the
  centre must not look as if it stops there). Where joined segments meet inside the card a round clearing
  (``<circle class="junction" data-point="C">``) marks the junction. A trail ending inside the card ends at a small
  flag. Only data whose separate pieces meet the card's rim alternately cannot be drawn apart; the generator then
  warns and the later trail crosses on a little plank bridge (tests/unsurmountable/test_trail_art.py fails it).
- Climbers (``<g class="climber" data-seg="seg-A-B">``) stand beside their own segment, nearer to it than to any
  other, and never in the text band; feature icons (``<g class="feature" data-kind="lake">``) go where they are
  furthest from trails, climbers and each other.
"""

from __future__ import annotations

import math
import random
import sys
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from gardengames.games.unsurmountable.rules import geometry

from .canvas import (
    BAND_TOP,
    CARD_H,
    CARD_R,
    CARD_W,
    GOLD,
    GOLD_DARK,
    INK,
    JACKETS,
    LEAF,
    RED,
    RED_DARK,
    ROCK,
    ROCK_DARK,
    ROCK_LIGHT,
    ROCK_SHADE,
    ROCK_WARM,
    SKY_LOW,
    SKY_TOP,
    SNOW,
    SNOW_SHADE,
    SOIL_DARK,
    SOIL_LIGHT,
    TRAIL,
    TRAIL_EDGE,
    WATER,
    WATER_LIGHT,
    Canvas,
    Point,
    ellipse_points,
    fmt,
    poly_path,
    rounded_rect_path,
    smooth_path,
)
from .motifs import card_outline, climber, parchment_band, pine


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
#: Closest two unjoined trails' centre lines come: the 15 px trails leave a clear band of rock between them.
TRAIL_GAP = 30.0
#: Closer than this they read as touching; the generator warns (tests/unsurmountable/test_trail_art.py checks it).
TRAIL_MIN_GAP = 22.0


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
            unrelated = [o.pts for o in trails if o.group != t.group]
            best = None
            for size in (9.0, 16.0, 24.0, 34.0, 46.0, 60.0, 76.0, 96.0, 120.0):
                for side in (sign, -sign):
                    pts = trail_curve(points[t.a], points[t.b], side * (size + off))
                    middle = pts[2:-2]
                    cross = sum(len(_crossings(pts, o)) for o in unrelated)
                    clear_pts = min((_nearest(p, middle) for p in foreign), default=99.0)
                    clear_trails = min((_nearest(p, o) for o in unrelated for p in _dense(pts)), default=99.0)
                    gaps = (-min(clear_trails, TRAIL_GAP) // 2, -min(clear_pts, 34.0) // 4)
                    score = (cross, *(gaps if not cross else (0, 0)), size)  # a forced crossing stays short
                    if best is None or score < best[0]:
                        best = (score, pts)
            assert best is not None
            t.pts = best[1]
    return trails


def _dense(pts: Sequence[Point], step: float = 3.0) -> list[Point]:
    """The polyline with extra points at most ``step`` apart, so distances between trails are measured closely."""
    out = [pts[0]]
    for (x1, y1), (x2, y2) in zip(pts, pts[1:], strict=False):
        n = max(1, math.ceil(math.hypot(x2 - x1, y2 - y1) / step))
        out += [(x1 + (x2 - x1) * k / n, y1 + (y2 - y1) * k / n) for k in range(1, n + 1)]
    return out


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
        junctions = _junctions(group)
        for t in group:
            c.line(t.pts, TRAIL_EDGE, 15.0)
        for x, y in junctions.values():
            c.add("circle", cx=x, cy=y, r=13.5, fill=TRAIL_EDGE)
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
        for name, (x, y) in junctions.items():  # a clearing where the joined trails meet
            c.add("circle", class_="junction", data_point=name, cx=x, cy=y, r=10.5, fill=TRAIL)
            for k in range(5):
                a = 2 * math.pi * k / 5 + 0.4
                c.add("circle", cx=x + 5.5 * math.cos(a), cy=y + 5.5 * math.sin(a), r=1.3, fill=SOIL_DARK, opacity=0.55)
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


def _junctions(group: Sequence[Trail]) -> dict[str, Point]:
    """The points inside the card where two or more of a group's segments meet: the rules join them there."""
    ends = [name for t in group for name in (t.a, t.b)]
    out = {}
    for name in sorted(set(ends)):
        x, y = points_of(group, name)
        if ends.count(name) >= 2 and 0 < x < CARD_W and 0 < y < CARD_H:
            out[name] = (x, y)
    return out


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
    for t, o in ((t, o) for i, t in enumerate(trails) for o in trails[i + 1 :] if o.group != t.group):
        gap = min(_nearest(p, _dense(o.pts)) for p in _dense(t.pts))
        if gap < TRAIL_MIN_GAP:
            print(
                f"make_art: {card['id']} trails {t.a}-{t.b} and {o.a}-{o.b} are not joined by the rules but are"
                f" drawn {gap:.0f} px apart (crossing ones on a bridge): change the card's paths in the data",
                file=sys.stderr,
            )
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
