"""Sound effects: the generator reproduces the committed WAVs, each effect is sane, and Audio never takes a game down.

SDL_AUDIODRIVER=dummy (set by conftest) gives a working mixer without speakers.
"""

from __future__ import annotations

import array
import importlib.util
import math
import os
import shutil
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

from gardengames import resources
from gardengames.ui.audio import EFFECTS, Audio

ROOT = Path(__file__).resolve().parents[2]
SOUNDS = ROOT / "sounds"
GENERATOR = SOUNDS / "make_sounds.py"
# Length budgets from the sound brief: short effects, a longer win fanfare.
BUDGET = dict.fromkeys(EFFECTS, 1.5) | {"win": 2.5}


def load_generator():
    spec = importlib.util.spec_from_file_location("make_sounds", GENERATOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_wav(path: Path) -> tuple[tuple[int, int, int], array.array]:
    with wave.open(str(path)) as wav:
        fmt = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
        samples = array.array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return fmt, samples


@pytest.fixture(scope="module")
def generated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("generated")
    load_generator().main(out)
    return out


@pytest.fixture(autouse=True)
def _fresh_mixer():
    """Each test opens (or fails to open) the device itself."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


# ------------------------------------------------------------------ the generator and the files


def test_generator_reproduces_committed_wavs_byte_for_byte(generated):
    made = {path.name: path.read_bytes() for path in generated.glob("*.wav")}
    committed = {path.name: path.read_bytes() for path in SOUNDS.glob("*.wav")}
    assert sorted(made) == sorted(f"{name}.wav" for name in EFFECTS)
    assert sorted(committed) == sorted(made)
    changed = [name for name in made if made[name] != committed[name]]
    assert not changed, f"rerun sounds/make_sounds.py and commit: {changed}"


@pytest.mark.slow
def test_generator_command_line_writes_into_out_folder(tmp_path, generated):
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(tmp_path)], check=True, capture_output=True)
    assert {path.name for path in tmp_path.glob("*.wav")} == {f"{name}.wav" for name in EFFECTS}
    assert (tmp_path / "win.wav").read_bytes() == (generated / "win.wav").read_bytes()


@pytest.mark.parametrize("name", EFFECTS)
def test_effect_is_a_sane_wav(name):
    fmt, samples = read_wav(SOUNDS / f"{name}.wav")
    assert fmt == (1, 2, 44100), "16-bit mono 44.1 kHz"
    seconds = len(samples) / 44100
    assert 0.03 < seconds <= BUDGET[name]
    top = max(abs(v) for v in samples)
    rms = math.sqrt(sum(v * v for v in samples) / len(samples))
    assert top < 32767, "clipped"
    assert 20 * math.log10(top / 32767) > -16, "far too quiet to hear"
    assert 20 * math.log10(rms / 32767) > -35, "mostly silence"
    # Starting and ending near zero means no click when the effect starts or is trimmed.
    assert abs(samples[0]) < 300 and abs(samples[-1]) < 300


def test_all_effects_fit_the_size_budget():
    assert sum(path.stat().st_size for path in SOUNDS.glob("*.wav")) < 1_500_000


# ------------------------------------------------------------------ Audio with a (dummy) device


def busy_sounds() -> list[pygame.mixer.Sound]:
    channels = (pygame.mixer.Channel(i) for i in range(pygame.mixer.get_num_channels()))
    return [channel.get_sound() for channel in channels if channel.get_busy()]


def test_default_folder_is_the_resources_one():
    assert Audio().folder == resources.sounds_dir()


def test_construction_does_not_touch_the_mixer():
    Audio()
    assert not pygame.mixer.get_init()


def test_starts_and_plays_every_effect():
    audio = Audio()
    assert audio.start()
    assert audio.problem is None
    assert audio.loaded == EFFECTS
    for name in EFFECTS:
        pygame.mixer.stop()
        audio.play(name)
        assert pygame.mixer.get_busy(), name


def test_volume_reaches_every_effect_and_is_clamped():
    audio = Audio()
    assert audio.volume == pytest.approx(0.7)
    audio.volume = 0.25  # before start: remembered
    audio.start()
    audio.play("win")
    assert [sound.get_volume() for sound in busy_sounds()] == [pytest.approx(0.25, abs=0.01)]
    audio.volume = 0.5  # after start: applied to sounds already loaded
    assert audio.volume == 0.5
    assert busy_sounds()[0].get_volume() == pytest.approx(0.5, abs=0.01)
    audio.volume = 3
    assert audio.volume == 1.0
    audio.volume = -1
    assert audio.volume == 0.0


def test_mute_stops_what_sounds_and_plays_nothing_new():
    audio = Audio()
    audio.start()
    audio.play("win")
    assert pygame.mixer.get_busy()
    audio.enabled = False
    assert not audio.enabled
    assert not pygame.mixer.get_busy()
    audio.play("win")
    assert not pygame.mixer.get_busy()
    audio.enabled = True
    audio.play("win")
    assert pygame.mixer.get_busy()


def test_unknown_effect_is_ignored():
    audio = Audio()
    audio.start()
    audio.play("no-such-effect")
    assert not pygame.mixer.get_busy()


def test_start_twice_does_not_reopen_the_device(monkeypatch):
    audio = Audio()
    assert audio.start()
    calls = []
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: calls.append(a))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *a, **k: calls.append(a))
    assert audio.start()
    assert calls == []


def test_another_wav_in_the_folder_loads_too(tmp_path):
    shutil.copy(SOUNDS / "click.wav", tmp_path / "chirp.wav")
    audio = Audio(tmp_path)
    assert audio.start()
    assert audio.loaded == ("chirp",)
    audio.play("chirp")
    assert pygame.mixer.get_busy()


# ------------------------------------------------------------------ Audio when things go wrong


def test_no_audio_device_means_silence_and_a_reason(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    assert audio.start() is False
    assert "No available audio device" in audio.problem
    assert audio.loaded == ()
    for name in EFFECTS:
        audio.play(name)
    audio.volume = 0.3
    assert audio.volume == 0.3
    audio.enabled = False
    audio.enabled = True
    audio.play("win")


def test_every_sound_failing_to_load_means_silence_and_a_reason(monkeypatch):
    def broken_sound(*args, **kwargs):
        raise pygame.error("mixer not initialized")

    monkeypatch.setattr(pygame.mixer, "Sound", broken_sound)
    audio = Audio()
    assert audio.start() is False
    assert audio.problem.startswith("all effects silent")
    audio.play("win")
    assert not pygame.mixer.get_busy()


def test_a_corrupt_or_missing_file_silences_only_that_effect(tmp_path):
    for name in EFFECTS:
        shutil.copy(SOUNDS / f"{name}.wav", tmp_path)
    (tmp_path / "munch.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEnot really a sound")
    (tmp_path / "bug.wav").unlink()
    audio = Audio(tmp_path)
    assert audio.start()
    assert set(audio.loaded) == set(EFFECTS) - {"munch", "bug"}
    assert "munch.wav" in audio.problem and "bug.wav" in audio.problem
    assert "2 effect(s)" in audio.problem
    audio.play("munch")
    audio.play("bug")
    assert not pygame.mixer.get_busy()
    audio.play("harvest")
    assert pygame.mixer.get_busy()


def test_playing_after_the_mixer_shut_down_does_not_crash():
    """pygame-ce segfaults if a Sound plays after mixer.quit(); a child process turns that crash into a failure."""
    script = (
        "import pygame\n"
        "from gardengames.ui.audio import Audio\n"
        "audio = Audio()\n"
        "assert audio.start()\n"
        "pygame.mixer.quit()\n"
        "audio.play('win')\n"
        "audio.volume = 0.2\n"
        "audio.enabled = False\n"
        "print('survived')\n"
    )
    env = {**os.environ, "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "survived" in done.stdout
