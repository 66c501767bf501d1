"""Colour science for the colour-vision tests: sRGB to CIELAB, CIEDE2000, simulated colour vision and WCAG
contrast. Written out here (no numpy or colour library in the app's dependencies) and checked against the
published test data in tests/ui/test_colour_vision.py.

- CIEDE2000: G. Sharma, W. Wu, E. N. Dalal, "The CIEDE2000 color-difference formula: implementation notes,
  supplementary test data, and mathematical observations", Color Research & Application 30(1), 21-30, 2005
  (equations 1-17; kL = kC = kH = 1).
- Colour vision: G. M. Machado, M. M. Oliveira, L. A. F. Fernandes, "A physiologically-based model for
  simulation of color vision deficiency", IEEE TVCG 15(6), 1291-1298, 2009: the published matrices for
  protanopia, deuteranopia and tritanopia at severity 1.0, applied to linear sRGB.
- Contrast: WCAG 2.x relative luminance and contrast ratio, (L1 + 0.05) / (L2 + 0.05).
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Lab = tuple[float, float, float]

MACHADO_2009 = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = tuple(MACHADO_2009)


def linear(c: float) -> float:
    """One sRGB channel (0-255) as linear light (0-1), IEC 61966-2-1."""
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encoded(v: float) -> int:
    """Linear light (clipped to 0-1) as an sRGB channel 0-255."""
    v = min(1.0, max(0.0, v))
    c = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(c * 255)


def simulate(rgb: RGB, vision: str) -> RGB:
    """How ``rgb`` looks with ``vision`` (a key of ``MACHADO_2009``), as an sRGB colour."""
    lin = [linear(c) for c in rgb[:3]]
    m = MACHADO_2009[vision]
    r, g, b = (encoded(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(rgb: RGB) -> Lab:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (linear(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference of two CIELAB colours (Sharma, Wu, Dalal 2005, eqs. 1-17)."""
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)

    def hue(b: float, ap: float) -> float:
        return 0.0 if b == 0 and ap == 0 else math.degrees(math.atan2(b, ap)) % 360

    h1p, h2p = hue(b1, a1p), hue(b2, a2p)
    dl = L2 - L1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    lp = (L1 + L2) / 2
    cp = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp = (h1p + h2p + 360) / 2
    else:
        hp = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp - 30))
        + 0.24 * math.cos(math.radians(2 * hp))
        + 0.32 * math.cos(math.radians(3 * hp + 6))
        - 0.20 * math.cos(math.radians(4 * hp - 63))
    )
    d_theta = 30 * math.exp(-(((hp - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp**7 / (cp**7 + 25**7))
    sl = 1 + 0.015 * (lp - 50) ** 2 / math.sqrt(20 + (lp - 50) ** 2)
    sc = 1 + 0.045 * cp
    sh = 1 + 0.015 * cp * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def distance(c1: RGB, c2: RGB) -> float:
    """CIEDE2000 between two sRGB colours."""
    return ciede2000(lab(c1), lab(c2))


def luminance(rgb: RGB) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""
    r, g, b = (linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(c1: RGB, c2: RGB) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    hi, lo = sorted((luminance(c1), luminance(c2)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
