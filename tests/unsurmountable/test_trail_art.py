"""Drawn trails are the rules' trails (issue 14, point 3).

A player reads a mountain card's connections off its art, so the art must show exactly the trail graph the rules
use (``Card.pieces``): trails the rules keep apart never cross or touch on the card, and trails the rules join meet
at a visible junction. The check reads the committed SVG files (what the app draws), sampling each trail's Bézier
path densely.
"""

from __future__ import annotations

import itertools
import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.rules.content import Card, load_data

ART = Path(__file__).resolve().parents[2] / "art" / "unsurmountable"
NS = "{http://www.w3.org/2000/svg}"
NUMBER = r"-?\d+(?:\.\d+)?"
CARD_W, CARD_H = 250.0, 350.0
#: Closest two unjoined trails' centre lines may come, in card pixels: the trails are drawn 15 px wide (dark edge),
#: so this leaves a clear gap of rock between them.
MIN_GAP = 22.0
#: Points around the card's rim in order; two pieces whose rim points alternate cannot be drawn apart.
RIM = ("T1", "T3", "R", "B3", "B1", "L")
CARDS = load_data().cards


Point = tuple[float, float]


def _sample(d: str, steps: int = 24) -> list[Point]:
    """Points along an SVG path made of ``M`` then ``C``/``L`` commands, ``steps`` per curve."""
    out: list[Point] = []
    tokens = re.findall(rf"[MLC]|{NUMBER}", d)
    i, command = 0, "M"
    while i < len(tokens):
        if tokens[i] in "MLC":
            command = tokens[i]
            i += 1
            continue
        if command == "C":
            p1, p2, p3 = ((float(tokens[i + k]), float(tokens[i + k + 1])) for k in (0, 2, 4))
            p0 = out[-1]
            for s in range(1, steps + 1):
                t = s / steps
                u = 1 - t
                out.append(
                    (
                        u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                        u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
                    )
                )
            i += 6
        else:  # M or L
            p = (float(tokens[i]), float(tokens[i + 1]))
            if command == "L" and out:
                p0 = out[-1]
                out += [
                    (p0[0] + (p[0] - p0[0]) * s / steps, p0[1] + (p[1] - p0[1]) * s / steps) for s in range(1, steps)
                ]
            out.append(p)
            i += 2
    return out


def drawn_trails(card_id: str) -> dict[frozenset[str], list[Point]]:
    """Each drawn segment (by its two point names) and its densely sampled centre line."""
    root = ET.parse(ART / f"{card_id}.svg").getroot()
    out: dict[frozenset[str], list[Point]] = {}
    for el in root.iter(f"{NS}path"):
        if el.get("class") == "trail":
            match = re.fullmatch(r"seg-(\w+)-(\w+)", el.get("id", ""))
            assert match, el.get("id")
            out[frozenset(match.groups())] = _sample(el.get("d", ""))
    return out


def _pixel(name: str) -> Point:
    u, v = geometry.POINTS[name]
    return (u * CARD_W, v * CARD_H)


def drawable_apart(card: Card) -> bool:
    """Whether the rules' pieces could be drawn without crossing: no two pieces have alternating rim points."""
    for p, q in itertools.combinations(card.pieces, 2):
        order = [("p" if n in p else "q") for n in RIM if n in p or n in q]
        changes = sum(a != b for a, b in zip(order, order[1:] + order[:1], strict=True))
        if changes > 2:
            return False
    return True


def _closest(p: list[Point], q: list[Point]) -> tuple[float, Point]:
    best = min(((math.dist(a, b), a) for a in p for b in q), key=lambda x: x[0])
    return best[0], (round(best[1][0]), round(best[1][1]))


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_unjoined_trails_never_cross_or_touch(card: Card) -> None:
    """Two segments in different pieces of the rules' trail graph keep a clear gap everywhere on the card."""
    trails = drawn_trails(card.id)
    piece_of = card.piece_of
    too_close = []
    for (s, ps), (t, pt) in itertools.combinations(trails.items(), 2):
        if piece_of[next(iter(s))] == piece_of[next(iter(t))]:
            continue
        gap, where = _closest(ps, pt)
        if gap < MIN_GAP:
            too_close.append(("-".join(sorted(s)), "-".join(sorted(t)), round(gap, 1), where))
    assert not too_close, f"{card.name}: unjoined trails come too close (gap px, near): {too_close}"


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_every_rules_connection_is_drawn(card: Card) -> None:
    """Every segment is drawn from its point to its point, so segments the rules join through a shared point meet
    there; where they meet inside the card a junction clearing marks it."""
    trails = drawn_trails(card.id)
    assert set(trails) == {frozenset((a, b)) for a, b, _ in card.paths}
    for (a, b, _), seg in zip(card.paths, (trails[frozenset((a, b))] for a, b, _ in card.paths), strict=True):
        ends = {math.dist(seg[0], _pixel(a)), math.dist(seg[-1], _pixel(b))}
        assert max(ends) < 0.1, (card.id, a, b)
    root = ET.parse(ART / f"{card.id}.svg").getroot()
    junctions = {el.get("data-point") for el in root.iter(f"{NS}circle") if el.get("class") == "junction"}
    meeting = [n for n in geometry.POINTS if sum(n in (a, b) for a, b, _ in card.paths) >= 2]
    inside = {n for n in meeting if 0 < _pixel(n)[0] < CARD_W and 0 < _pixel(n)[1] < CARD_H}
    assert junctions == inside


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.id)
def test_every_card_can_be_drawn_without_a_crossing(card: Card) -> None:
    """The card data never asks for a junction-free crossing: no two separate pieces meet the rim alternately
    (Glacier Tongue's B3-T1 across B1-C-T3 did, until its second trail became B3-R)."""
    assert drawable_apart(card), card.name


def test_the_rim_check_sees_a_forced_crossing() -> None:
    """The planarity check: B1-T3 and B3-T1 must cross, B1-T1 and B3-T3 need not."""
    crossing = Card(id="x", name="x", paths=(("B1", "T3", 1), ("B3", "T1", 0)), features=(), ability=None)  # type: ignore[arg-type]
    parallel = Card(id="y", name="y", paths=(("B1", "T1", 1), ("B3", "T3", 0)), features=(), ability=None)  # type: ignore[arg-type]
    assert not drawable_apart(crossing)
    assert drawable_apart(parallel)
