"""Synthesises every Garden Games sound effect into sounds/*.wav (16-bit mono 44.1 kHz).

Why a script: nothing is downloaded or licensed, and every effect can be rebuilt from this file. Each effect has
its own seeded random generator, so the output is identical byte for byte on every run and tweaking one effect
leaves the others untouched. Standard library only, so it runs anywhere Python does.

Run from the repository root:  .venv/bin/python sounds/make_sounds.py [--out DIR]

The palette aims for cosy and hand-made rather than 8-bit: soft attacks, exponential decays, filtered noise for
paper and crunch, plucked strings and bells with a few cents of random detune, and a small wooden "room".
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
TAU = 2.0 * math.pi
SEED = "garden-games-sounds-v1"

Signal = list[float]


# ---------------------------------------------------------------- building blocks


def n_samples(seconds: float) -> int:
    return int(round(seconds * RATE))


def cents(amount: float) -> float:
    """Frequency ratio of a detune in cents; a few cents of drift is what makes tones sound played, not generated."""
    return 2.0 ** (amount / 1200.0)


def add(dst: Signal, src: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Mixes src into dst from `at` seconds on, growing dst when src runs past its end."""
    start = n_samples(at)
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, value in enumerate(src):
        dst[start + i] += value * gain
    return dst


def peak(x: Sequence[float]) -> float:
    return max((abs(v) for v in x), default=0.0)


def unit(x: Signal) -> Signal:
    """Scales to a peak of 1 so layers can be mixed by their intended relative level."""
    top = peak(x)
    return [v / top for v in x] if top else x


def envelope(count: int, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Raised-cosine attack (no click), optional hold, then an exponential decay with time constant `decay`."""
    rise = max(1, n_samples(attack))
    flat = n_samples(hold)
    k = math.exp(-1.0 / (decay * RATE))
    out = []
    level = 1.0
    for i in range(count):
        if i < rise:
            out.append(0.5 - 0.5 * math.cos(math.pi * i / rise))
        elif i < rise + flat:
            out.append(1.0)
        else:
            level *= k
            out.append(level)
    return out


def hump(count: int, rise: float = 0.35) -> Signal:
    """A smooth swell and fade over the whole length (paper swishes), peaking `rise` of the way in."""
    out = []
    for i in range(count):
        u = i / max(1, count - 1)
        if u < rise:
            out.append(math.sin(0.5 * math.pi * u / rise) ** 2)
        else:
            out.append(math.cos(0.5 * math.pi * (u - rise) / (1.0 - rise)) ** 2)
    return out


def times(x: Signal, y: Sequence[float]) -> Signal:
    """Sample-by-sample product (a voice shaped by an envelope); the shorter of the two sets the length."""
    return [a * b for a, b in zip(x, y, strict=False)]


def taper(x: Signal, share: float = 0.3) -> Signal:
    """Fades the last `share` of a voice smoothly to zero, so a voice cut off while still ringing never clicks."""
    count = len(x)
    span = max(1, int(count * share))
    start = count - span
    return [v if i < start else v * math.cos(0.5 * math.pi * (i - start) / span) ** 2 for i, v in enumerate(x)]


def noise(rng: random.Random, seconds: float) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass: takes the fizz off noise and keeps everything warm."""
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    out = []
    y = 0.0
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    """One-pole high-pass: removes rumble and DC."""
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low, strict=True)]


def bandpass(x: Signal, start: float, end: float | None = None, q: float = 1.0) -> Signal:
    """State-variable band-pass whose centre glides exponentially from start to end (Hz); the glide is the swish."""
    end = start if end is None else end
    damping = 1.0 / q
    low = band = 0.0
    out = []
    count = max(1, len(x) - 1)
    for i, v in enumerate(x):
        centre = start * (end / start) ** (i / count)
        f = 2.0 * math.sin(math.pi * min(centre, 6000.0) / RATE)
        low += f * band
        high = v - low - damping * band
        band += f * high
        out.append(band)
    return out


def bell(
    rng: random.Random,
    freq: float,
    seconds: float,
    partials: Sequence[tuple[float, float, float]],
    attack: float = 0.004,
    detune: float = 4.0,
) -> Signal:
    """Additive tone: each (ratio, level, decay seconds) partial rings down on its own, the upper ones faster."""
    count = n_samples(seconds)
    out = [0.0] * count
    for ratio, level, decay in partials:
        f = freq * ratio * cents(rng.uniform(-detune, detune))
        if f > 0.45 * RATE:
            continue
        w = TAU * f / RATE
        k = math.exp(-1.0 / (decay * RATE))
        amp = level
        for i in range(count):
            out[i] += amp * math.sin(w * i)
            amp *= k
    return taper(times(out, envelope(count, attack, 1e9)))


def glide(
    start: float,
    end: float,
    seconds: float,
    harmonics: Sequence[float] = (1.0,),
    attack: float = 0.005,
    decay: float = 0.1,
    glide_time: float | None = None,
    hold: float = 0.0,
) -> Signal:
    """A tone whose pitch slides exponentially from start to end over glide_time: thocks, blips and droplets."""
    count = n_samples(seconds)
    span = max(1, n_samples(glide_time if glide_time is not None else seconds))
    env = envelope(count, attack, decay, hold)
    out = []
    phase = 0.0
    for i in range(count):
        u = min(1.0, i / span)
        phase += TAU * start * (end / start) ** u / RATE
        value = sum(level * math.sin((k + 1) * phase) for k, level in enumerate(harmonics))
        out.append(value * env[i])
    return taper(out)


def note(
    freq: float,
    seconds: float,
    harmonics: Sequence[float],
    attack: float = 0.02,
    release: float = 0.08,
    vibrato: float = 0.0,
    vibrato_rate: float = 5.0,
    vibrato_delay: float = 0.15,
) -> Signal:
    """A held, breathy-soft note (flute, soft horn) with a vibrato that fades in, as a player's would."""
    count = n_samples(seconds)
    rise = max(1, n_samples(attack))
    fall = max(1, n_samples(release))
    delay = n_samples(vibrato_delay)
    out = []
    phase = 0.0
    for i in range(count):
        depth = vibrato * min(1.0, max(0.0, (i - delay) / RATE / 0.2))
        f = freq * (1.0 + depth * math.sin(TAU * vibrato_rate * i / RATE))
        phase += TAU * f / RATE
        value = sum(level * math.sin((k + 1) * phase) for k, level in enumerate(harmonics))
        gain = min(1.0, i / rise, (count - i) / fall)
        out.append(value * (0.5 - 0.5 * math.cos(math.pi * gain)))
    return out


def pluck(rng: random.Random, freq: float, seconds: float, t60: float = 0.6, brightness: float = 4000.0) -> Signal:
    """Karplus-Strong plucked string, tuned with a fractional all-pass; the soft noise burst keeps it mellow."""
    period = RATE / freq - 0.5  # the two-point average in the loop adds half a sample
    length = int(period)
    frac = period - length
    if frac < 0.1:
        length -= 1
        frac += 1.0
    coeff = (1.0 - frac) / (1.0 + frac)
    loss = 10.0 ** (-3.0 / (t60 * freq))
    burst = lowpass([rng.uniform(-1.0, 1.0) for _ in range(length)], brightness)
    mean = sum(burst) / length
    burst = [v - mean for v in burst]
    out: Signal = []
    x1 = y1 = 0.0
    for i in range(n_samples(seconds)):
        if i < length:
            value = burst[i]
        else:
            back = loss * 0.5 * (out[i - length] + (out[i - length - 1] if i > length else 0.0))
            value = coeff * back + x1 - coeff * y1
            x1, y1 = back, value
        out.append(value)
    return taper(times(out, envelope(len(out), 0.002, 1e9)))


def room(x: Signal, wet: float = 0.18, tail: float = 0.35, damp: float = 0.4) -> Signal:
    """A tiny wooden room (four damped combs and two all-passes) so effects sit in a space instead of a void."""
    count = len(x) + n_samples(tail)
    src = x + [0.0] * (count - len(x))
    acc = [0.0] * count
    for delay, feedback in ((1031, 0.70), (1163, 0.68), (1277, 0.66), (1399, 0.64)):
        y = [0.0] * count
        store = 0.0
        for i in range(count):
            back = y[i - delay] if i >= delay else 0.0
            store = back * (1.0 - damp) + store * damp
            y[i] = src[i] + store * feedback
            acc[i] += back
    for delay, gain in ((225, 0.5), (341, 0.5)):
        y = [0.0] * count
        for i in range(count):
            past_x = acc[i - delay] if i >= delay else 0.0
            past_y = y[i - delay] if i >= delay else 0.0
            y[i] = -gain * acc[i] + past_x + gain * past_y
        acc = y
    return [s + wet * 0.25 * a for s, a in zip(src, acc, strict=True)]


def ping(rng: random.Random, freq: float, decay: float = 0.05) -> Signal:
    """A tiny glassy sparkle: two close partials beating a little."""
    return bell(rng, freq, decay * 6, ((1.0, 1.0, decay), (2.01, 0.25, decay * 0.5)), attack=0.0015, detune=8.0)


# ---------------------------------------------------------------- the effects

WARM_BELL = ((1.0, 1.0, 0.55), (2.0, 0.32, 0.32), (3.0, 0.12, 0.2), (4.16, 0.06, 0.1), (5.43, 0.03, 0.06))
COIN = ((1.0, 1.0, 0.09), (2.32, 0.5, 0.06), (4.25, 0.3, 0.04), (6.63, 0.12, 0.03))


def make_pick(rng: random.Random) -> Signal:
    """Card lifted: a short paper swish that rises in pitch, with a little low body."""
    length = 0.2
    hiss = bandpass(noise(rng, length), 1300.0, 3600.0, q=1.4)
    body = bandpass(noise(rng, length), 500.0, 800.0, q=0.9)
    mix = [a + 0.35 * b for a, b in zip(unit(hiss), unit(body), strict=True)]
    return times(mix, hump(len(mix), rise=0.45))


def make_place(rng: random.Random) -> Signal:
    """Card set down: a soft wooden thock (a falling low tone, a hollow overtone, a brush of felt)."""
    thock = glide(200.0, 115.0, 0.16, (1.0, 0.18), attack=0.002, decay=0.035, glide_time=0.04)
    knock = glide(480.0, 420.0, 0.06, (1.0,), attack=0.001, decay=0.012)
    felt = times(lowpass(noise(rng, 0.05), 1400.0), envelope(n_samples(0.05), 0.001, 0.008))
    out = unit(thock)
    add(out, unit(knock), gain=0.25)
    add(out, unit(felt), gain=0.3)
    return out


def make_flyback(rng: random.Random) -> Signal:
    """Refused drop: a gentle low 'bwoo' sliding down, like a card sighing back home."""
    tone = glide(520.0 * cents(rng.uniform(-5, 5)), 290.0, 0.34, (1.0, 0.22, 0.07), attack=0.02, decay=0.1, hold=0.06)
    return lowpass(tone, 2500.0)


def make_click(rng: random.Random) -> Signal:
    """UI button: a tiny soft wooden tick, felt more than heard."""
    tick = glide(1500.0, 1350.0, 0.05, (1.0, 0.15), attack=0.0008, decay=0.008)
    body = glide(420.0, 380.0, 0.06, (1.0,), attack=0.001, decay=0.015)
    grain = times(highpass(noise(rng, 0.01), 2000.0), envelope(n_samples(0.01), 0.0003, 0.0015))
    out = unit(tick)
    add(out, unit(body), gain=0.6)
    add(out, unit(grain), gain=0.2)
    return lowpass(out, 6000.0)


def make_shuffle(rng: random.Random) -> Signal:
    """Riffle: a run of paper flicks that speeds up in the middle, then the deck settles with a soft tap."""
    length = 0.7
    flicks = [0.0] * n_samples(length)
    count = 30
    for k in range(count):
        u = k / (count - 1)
        at = 0.03 + 0.5 * (u - 0.09 * math.sin(TAU * u)) + rng.uniform(-0.004, 0.004)
        level = 0.55 + 0.45 * math.sin(math.pi * u) * rng.uniform(0.7, 1.0)
        burst = envelope(n_samples(0.02), 0.0004, rng.uniform(0.003, 0.006))
        add(flicks, burst, at=at, gain=level)
    flicks = flicks[: n_samples(length)]
    grain = noise(rng, length)
    paper = bandpass(times(grain, flicks), 3400.0, 2300.0, q=1.1)
    body = lowpass(times(grain, flicks), 900.0)
    out = [a + 0.4 * b for a, b in zip(unit(paper), unit(body), strict=True)]
    settle = make_place(rng)
    add(out, lowpass(settle, 1200.0), at=0.56, gain=0.45)
    return out


def make_draw(rng: random.Random) -> Signal:
    """Card drawn: the card slides off the deck (a falling swish) and lands with a light tap."""
    slide = bandpass(noise(rng, 0.22), 2900.0, 1500.0, q=1.2)
    out = times(unit(slide), hump(len(slide), rise=0.3))
    tap = glide(300.0, 230.0, 0.06, (1.0, 0.2), attack=0.001, decay=0.015)
    add(out, unit(tap), at=0.19, gain=0.45)
    return out


def make_grow(rng: random.Random) -> Signal:
    """Plant grows a phase: a quick rising arpeggio of plucked strings with a few sparkles on top."""
    out: Signal = []
    for k, freq in enumerate((523.25, 659.25, 783.99, 1046.5)):
        string = pluck(rng, freq * cents(rng.uniform(-4, 4)), 0.55, t60=0.5 + 0.1 * k, brightness=3500.0)
        add(out, unit(string), at=0.065 * k, gain=0.7 + 0.1 * k)
    for _ in range(6):
        add(out, ping(rng, rng.choice((2093.0, 2637.0, 3136.0, 3520.0))), at=rng.uniform(0.18, 0.45), gain=0.18)
    return room(out, wet=0.25, tail=0.3)


def make_harvest(rng: random.Random) -> Signal:
    """Coins / points: two coins clink, then a bright two-tone chime rings out."""
    out: Signal = []
    add(out, bell(rng, 2100.0, 0.4, COIN, attack=0.0008), at=0.0, gain=0.5)
    add(out, bell(rng, 2650.0, 0.4, COIN, attack=0.0008), at=0.055, gain=0.4)
    add(out, bell(rng, 1567.98, 0.85, WARM_BELL, attack=0.003), at=0.09, gain=0.8)
    add(out, bell(rng, 2093.0, 0.8, WARM_BELL, attack=0.003), at=0.16, gain=0.6)
    return room(lowpass(out, 9000.0), wet=0.2, tail=0.3)


def make_munch(rng: random.Random) -> Signal:
    """A bug eats a plant: three crunchy bites, crackles over a soft jaw thump, each a little smaller."""
    out: Signal = []
    for k, gain in enumerate((1.0, 0.85, 0.7)):
        length = 0.13
        crackle = []
        for _ in range(n_samples(length)):
            value = 0.25 * rng.uniform(-1.0, 1.0)
            if rng.random() < 0.06:
                value += rng.choice((-1.0, 1.0)) * rng.uniform(0.4, 1.0)
            crackle.append(value)
        centre = rng.uniform(1500.0, 2200.0)
        crunch = lowpass(bandpass(crackle, centre, centre * 0.8, q=0.8), 5000.0)
        crunch = [math.tanh(2.5 * v) for v in unit(crunch)]  # a little saturation: grittier, less spiky
        crunch = times(crunch, envelope(len(crunch), 0.004, 0.04))
        jaw = glide(150.0, 95.0, 0.1, (1.0, 0.3), attack=0.003, decay=0.03)
        add(crunch, unit(jaw), gain=0.45)
        add(out, crunch, at=0.17 * k + rng.uniform(-0.01, 0.01), gain=gain)
    return out


def make_bug(rng: random.Random) -> Signal:
    """Bug placed: a soft wing buzz that wobbles in pitch, with tiny leg skitters around it."""
    length = 0.48
    count = n_samples(length)
    base = 185.0 * cents(rng.uniform(-10, 10))
    harmonics = [1.0 / (k + 1) for k in range(8)]
    phase = 0.0
    buzz = []
    for i in range(count):
        t = i / RATE
        f = base * (1.0 + 0.03 * math.sin(TAU * 6.5 * t) + 0.01 * math.sin(TAU * 1.7 * t))
        phase += TAU * f / RATE
        wings = 0.6 + 0.4 * math.sin(TAU * 34.0 * t)
        buzz.append(wings * sum(level * math.sin((k + 1) * phase) for k, level in enumerate(harmonics)))
    buzz = lowpass(lowpass(buzz, 2200.0), 3000.0)
    out = times(unit(buzz), hump(count, rise=0.2))
    for _ in range(9):
        tick = times(highpass(noise(rng, 0.006), 2500.0), envelope(n_samples(0.006), 0.0003, 0.0012))
        add(out, unit(tick), at=rng.uniform(0.04, 0.42), gain=rng.uniform(0.25, 0.45))
    return out[:count]


def make_water(rng: random.Random) -> Signal:
    """Watering: a handful of round droplets ('bloop' - each pitch rises as the bubble closes) and a faint splash."""
    out: Signal = []
    at = 0.0
    for _ in range(6):
        f0 = rng.uniform(700.0, 1300.0)
        drop = glide(f0, f0 * rng.uniform(1.6, 2.1), 0.09, (1.0,), attack=0.001, decay=0.028, glide_time=0.035)
        add(out, drop, at=at, gain=rng.uniform(0.55, 1.0))
        at += rng.uniform(0.05, 0.11)
    splash = bandpass(noise(rng, 0.5), 4200.0, 3000.0, q=0.7)
    add(out, times(unit(splash), hump(len(splash), rise=0.15)), gain=0.06)
    return room(out, wet=0.22, tail=0.25)


def make_objective(rng: random.Random) -> Signal:
    """Objective completed: a warm two-note chime rising a fourth (G then C), like a little shop bell."""
    out: Signal = []
    add(out, bell(rng, 783.99, 0.95, WARM_BELL, attack=0.004), at=0.0, gain=0.85)
    add(out, bell(rng, 1046.5, 0.95, WARM_BELL, attack=0.004), at=0.16, gain=1.0)
    return room(out, wet=0.22, tail=0.3)


def make_turn(rng: random.Random) -> Signal:
    """Your turn / hand-off: one soft, slightly inharmonic bell with a gentle strike."""
    partials = ((1.0, 1.0, 0.5), (2.01, 0.22, 0.3), (2.76, 0.12, 0.2), (5.4, 0.04, 0.08), (0.5, 0.08, 0.4))
    tone = bell(rng, 659.25, 1.1, partials, attack=0.008)
    return room(lowpass(tone, 5000.0), wet=0.2, tail=0.3)


def make_win(rng: random.Random) -> Signal:
    """Winning: plucked C-E-G climbing to a held soft-horn C major chord with vibrato, and sparkles as it fades."""
    out: Signal = []
    for k, freq in enumerate((523.25, 659.25, 783.99)):
        add(out, unit(pluck(rng, freq, 0.5, t60=0.45, brightness=4000.0)), at=0.11 * k, gain=0.55)
        add(out, note(freq, 0.2, (1.0, 0.4, 0.15), attack=0.01, release=0.08), at=0.11 * k, gain=0.35)
    horn = (1.0, 0.45, 0.22, 0.1, 0.05)
    for freq, gain in ((523.25, 0.3), (659.25, 0.26), (783.99, 0.26), (1046.5, 0.45)):
        held = note(freq * cents(rng.uniform(-4, 4)), 1.5, horn, attack=0.04, release=0.55, vibrato=0.004)
        add(out, held, at=0.34, gain=gain)
    add(out, unit(pluck(rng, 1046.5, 0.7, t60=0.7)), at=0.33, gain=0.4)
    for _ in range(9):
        add(out, ping(rng, rng.choice((2093.0, 2637.0, 3136.0, 4186.0))), at=rng.uniform(0.45, 1.6), gain=0.12)
    return room(lowpass(out, 8000.0), wet=0.24, tail=0.35)


def make_lose(rng: random.Random) -> Signal:
    """Losing: a soft flute sighs down G, F, E-flat and settles on a long D with a little vibrato."""
    flute = (1.0, 0.16, 0.05)
    out: Signal = []
    phrase = ((392.0, 0.0, 0.26), (349.23, 0.22, 0.26), (311.13, 0.44, 0.26), (293.66, 0.66, 0.52))
    for freq, at, length in phrase:
        last = length > 0.5
        tone = note(freq, length, flute, attack=0.03, release=0.3 if last else 0.07, vibrato=0.005 if last else 0.0)
        add(out, tone, at=at, gain=0.8)
    follow = unit(lowpass([abs(v) for v in out], 25.0))  # the phrase's loudness contour, for the breath to follow
    breath = times(lowpass(bandpass(noise(rng, len(out) / RATE), 1800.0, q=0.6), 3000.0), follow)
    add(out, unit(breath), gain=0.03)
    return room(out, wet=0.2, tail=0.3)


def make_error(rng: random.Random) -> Signal:
    """Something not allowed: two very soft low 'mm-mm' blips, more a shrug than an alarm."""
    out: Signal = []
    for k, freq in enumerate((247.0, 220.0)):
        blip = glide(freq * cents(rng.uniform(-5, 5)), freq * 0.97, 0.09, (1.0, 0.12), attack=0.01, decay=0.03)
        add(out, blip, at=0.11 * k)
    return lowpass(out, 2000.0)


# name -> (builder, peak level in dBFS). Short percussive effects peak near -3 dBFS; sustained tones (which sound
# louder at the same peak), very frequent effects and the error shrug sit lower so all feel about equally loud.
EFFECTS: dict[str, tuple[Callable[[random.Random], Signal], float]] = {
    "pick": (make_pick, -5.0),
    "place": (make_place, -3.0),
    "flyback": (make_flyback, -7.0),
    "click": (make_click, -6.0),
    "shuffle": (make_shuffle, -4.0),
    "draw": (make_draw, -4.0),
    "grow": (make_grow, -3.0),
    "harvest": (make_harvest, -3.0),
    "munch": (make_munch, -4.0),
    "bug": (make_bug, -5.0),
    "water": (make_water, -4.0),
    "objective": (make_objective, -3.0),
    "turn": (make_turn, -4.0),
    "win": (make_win, -3.0),
    "lose": (make_lose, -6.0),
    "error": (make_error, -13.0),
}


# ---------------------------------------------------------------- output


def finish(x: Signal, level_db: float) -> array.array:
    """Removes DC, trims the silent tail, fades the last few ms (no click) and scales to the target peak."""
    x = highpass(x, 25.0)
    target = 10.0 ** (level_db / 20.0)
    top = peak(x)
    floor = top * 10.0 ** (-66.0 / 20.0)
    end = len(x)
    while end > 0 and abs(x[end - 1]) < floor:
        end -= 1
    x = x[:end]
    fade = min(len(x), n_samples(0.008))
    for i in range(fade):
        x[len(x) - 1 - i] *= i / fade
    scale = 32767.0 * target / top
    return array.array("h", (max(-32767, min(32767, int(round(v * scale)))) for v in x))


def write_wav(path: Path, samples: array.array) -> None:
    if sys.byteorder == "big":  # WAV data is little-endian
        samples = array.array("h", samples)
        samples.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.tobytes())


def main(out_dir: Path | None = None) -> list[Path]:
    """Writes every effect into out_dir (default: the folder holding this script) and returns the paths."""
    folder = Path(out_dir) if out_dir is not None else Path(__file__).resolve().parent
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, (build, level_db) in EFFECTS.items():
        rng = random.Random(f"{SEED}:{name}")
        path = folder / f"{name}.wav"
        write_wav(path, finish(build(rng), level_db))
        written.append(path)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None, help="folder to write into (default: this script's folder)")
    for written_path in main(parser.parse_args().out):
        print(written_path)
