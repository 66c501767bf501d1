"""Sound started on a worker thread for a real window: frames go on meanwhile, effects play once it is ready,
an effect asked for earlier is skipped, and closing waits for the worker. SDL_AUDIODRIVER=dummy (conftest)."""

from __future__ import annotations

import threading
import time

import pygame
import pytest

from gardengames.ui.audio import EFFECTS, Audio

WAIT = 30.0  # seconds; only a broken worker ever gets near this


@pytest.fixture(autouse=True)
def _fresh_mixer():
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.fixture
def slow_device(monkeypatch):
    """Opening the device waits until the test sets the returned event (a slow sound server)."""
    opened = threading.Event()
    release = threading.Event()
    real_init = pygame.mixer.init

    def init(*args, **kwargs):
        opened.set()
        assert release.wait(WAIT)
        real_init(*args, **kwargs)

    monkeypatch.setattr(pygame.mixer, "init", init)
    yield opened, release
    release.set()


def test_background_start_loads_every_effect_off_the_calling_thread():
    audio = Audio()
    audio.begin(background=True)
    worker = audio._worker
    assert worker is not None and worker is not threading.current_thread()
    worker.join(WAIT)
    assert audio.ready and audio.problem is None
    assert audio.loaded == EFFECTS
    audio.play("win")
    assert pygame.mixer.get_busy()


def test_headless_start_is_done_when_begin_returns():
    audio = Audio()
    audio.begin(background=False)
    assert audio._worker is None
    assert audio.ready and audio.loaded == EFFECTS


def test_an_effect_asked_for_before_ready_is_skipped_and_later_ones_play(slow_device):
    opened, release = slow_device
    audio = Audio()
    audio.begin(background=True)
    assert opened.wait(WAIT)
    assert not audio.ready
    audio.play("click")  # the device is not open yet: nothing, and no error
    audio.play("no-such-effect")
    release.set()
    audio._worker.join(WAIT)
    assert audio.ready and audio.loaded == EFFECTS
    assert not pygame.mixer.get_busy()  # the early click was not played late
    audio.play("click")
    assert pygame.mixer.get_busy()


def test_volume_and_mute_set_while_starting_are_kept(slow_device):
    opened, release = slow_device
    audio = Audio()
    audio.begin(background=True)
    assert opened.wait(WAIT)
    audio.volume = 0.25
    audio.enabled = False
    release.set()
    audio._worker.join(WAIT)
    assert audio.loaded == EFFECTS
    audio.play("win")
    assert not pygame.mixer.get_busy()
    audio.enabled = True
    audio.play("win")
    channels = (pygame.mixer.Channel(i) for i in range(pygame.mixer.get_num_channels()))
    playing = [channel.get_sound() for channel in channels if channel.get_busy()]
    assert [sound.get_volume() for sound in playing] == [pytest.approx(0.25, abs=0.01)]


def test_begin_twice_starts_one_worker():
    audio = Audio()
    audio.begin(background=True)
    first = audio._worker
    audio.begin(background=True)
    audio.begin(background=False)
    assert audio._worker is first
    first.join(WAIT)
    assert audio.loaded == EFFECTS


def test_close_during_a_slow_start_loads_nothing_more_and_waits(slow_device):
    opened, release = slow_device
    audio = Audio()
    audio.begin(background=True)
    assert opened.wait(WAIT)
    closer = threading.Thread(target=audio.close)
    closer.start()
    while not audio._closing:  # close() has begun: only then may the device open
        time.sleep(0.001)
    release.set()
    closer.join(WAIT)
    assert not closer.is_alive() and not audio._worker.is_alive()
    assert audio.loaded == ()
    audio.play("win")


def test_no_device_on_the_worker_is_silence_and_one_line_on_stderr(monkeypatch, capsys):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio()
    audio.begin(background=True)
    audio._worker.join(WAIT)
    assert audio.ready and audio.loaded == ()
    assert "No available audio device" in audio.problem
    assert capsys.readouterr().err.count("gardengames: sound: no audio device") == 1
    audio.play("win")
    audio.volume = 0.5
    audio.close()


def test_an_unexpected_error_on_the_worker_is_silence_with_a_reason(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("driver bug")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio()
    audio.begin(background=True)
    audio._worker.join(WAIT)
    assert audio.ready and audio.loaded == ()
    assert "RuntimeError: driver bug" in audio.problem
    assert "driver bug" in capsys.readouterr().err
    audio.play("win")


def test_a_real_window_starts_sound_on_a_worker_and_close_waits_for_it():
    from gardengames.ui.shell import App

    app = App((640, 400))  # not headless: the dummy video driver stands in for the window
    assert app.audio._worker is None  # nothing before the first frame
    app.step(0.0)
    worker = app.audio._worker
    assert worker is not None
    app.close()
    assert not worker.is_alive()


def test_a_headless_app_has_its_sound_ready_after_the_first_frame():
    from gardengames.ui.shell import App

    app = App((640, 400), headless=True)
    app.step(0.0)
    assert app.audio._worker is None and app.audio.ready
    assert app.audio.loaded == EFFECTS
    app.close()
