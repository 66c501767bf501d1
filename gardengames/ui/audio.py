"""Sound effects for every game, and silence instead of a crash when a machine has no usable audio.

The WAVs in sounds/ are made by sounds/make_sounds.py. Opening the audio device takes 0.01-0.25 s, so nothing happens
at construction: once its first frame is on screen the app calls begin(), which for a real window does the work on
a worker thread while the frames go on (an effect asked for before then is skipped: a late click sounds wrong).
Every failure (no device, a missing or corrupt file) turns into silence for the affected effects plus a line in
`problem` for the settings screen.
"""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pygame

from gardengames import resources

# The effects every game can count on; each is sounds/<name>.wav. Any other WAV in the folder loads too.
EFFECTS = (
    "pick",
    "place",
    "flyback",
    "click",
    "shuffle",
    "draw",
    "grow",
    "harvest",
    "munch",
    "bug",
    "water",
    "objective",
    "turn",
    "win",
    "lose",
    "error",
)

# What opening the device or reading a file can raise: SDL errors, unreadable files, pygame built without a mixer.
_FAILURES = (pygame.error, OSError, EOFError, ValueError, NotImplementedError)
CLOSE_WAIT = 5.0  # seconds close() waits for a worker still opening the device (a hung sound server)


class Audio:
    """Plays named effects; a no-op wherever sound is impossible, so game code never has to check first."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else resources.sounds_dir()
        self.problem: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = 0.7
        self._enabled = True
        self._started = False
        self._lock = threading.Lock()  # the worker publishes the effects and their volume under it
        self._worker: threading.Thread | None = None
        self._closing = False  # set by close(): a worker loads no more files

    def begin(self, *, background: bool) -> None:
        """Start the way the app does, saying on stderr once if sound is impossible. ``background`` (a real
        window): on a worker thread, so the second frame does not wait for the device. Headless (tests,
        screenshots) starts in line, so every effect is loaded by the time the next line runs.

        pygame keeps the interpreter lock while SDL opens the device (4-110 ms on this machine, with or without
        a sound server), so the main thread still waits for that part; reading the files runs beside it.
        """
        if self._started or self._worker is not None:
            return
        if not background:
            self._start_and_report()
            return
        self._worker = threading.Thread(target=self._start_and_report, name="gardengames-audio", daemon=True)
        self._worker.start()

    def _start_and_report(self) -> None:
        try:
            self.start()
        except Exception as exc:  # on the worker nobody would see it: silence with a reason, as for any failure
            self.problem = f"sound could not start ({type(exc).__name__}: {exc})"
        if self.problem:
            print(f"gardengames: sound: {self.problem}", file=sys.stderr)

    @property
    def ready(self) -> bool:
        """True once starting has finished (whether or not any effect can play)."""
        return self._started and (self._worker is None or not self._worker.is_alive())

    def close(self, timeout: float = CLOSE_WAIT) -> None:
        """Before pygame.quit(): a worker loads no more files and is waited for, since pygame must not shut the
        mixer down while another thread is inside it; and every sound is stopped.

        Stopping matters: pygame-ce's mixer quit unhooks its "channel finished" callback while it holds the
        interpreter lock, and that callback, run on SDL's audio thread when an effect ends, waits for the same lock
        while holding the audio device's. An effect ending at that instant hung the app for good on closing (seen
        twice in the test suite, in ``pygame.quit``). ``mixer.stop`` halts every channel with the lock released, so
        once it returns no effect is left to end and call back."""
        self._closing = True
        if self._worker is not None:
            self._worker.join(timeout)
        try:
            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except pygame.error:
            pass

    def start(self) -> bool:
        """Opens the audio device (unless the app already did) and loads every effect; True if any can play.

        Safe to call again: later calls do nothing, so a failed device is not re-probed every frame.
        """
        if self._started:
            return bool(self._sounds)
        self._started = True
        try:
            if not pygame.mixer.get_init():
                # A small buffer keeps a click's sound within a frame or two of the click.
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
        except _FAILURES as exc:
            self.problem = f"no audio device ({exc})"
            return False
        problems = []
        loaded: dict[str, pygame.mixer.Sound] = {}
        extras = sorted(path.stem for path in self.folder.glob("*.wav") if path.stem not in EFFECTS)
        for name in (*EFFECTS, *extras):
            if self._closing:
                return False
            path = self.folder / f"{name}.wav"
            try:
                loaded[name] = pygame.mixer.Sound(file=str(path))
            except _FAILURES as exc:
                problems.append(f"{path.name}: {exc}")
        if problems:
            silent = "all effects" if not loaded else f"{len(problems)} effect(s)"
            self.problem = f"{silent} silent: " + "; ".join(problems)
        with self._lock:  # the volume as it is now, even if the settings moved it while the files loaded
            try:
                for sound in loaded.values():
                    sound.set_volume(self._volume)
            except _FAILURES as exc:
                self.problem = f"all effects silent: {exc}"
                return False
            self._sounds = loaded
        return bool(loaded)

    @property
    def loaded(self) -> tuple[str, ...]:
        """Names of the effects that can actually be heard (for tests and the settings screen)."""
        return tuple(self._sounds)

    def play(self, name: str) -> None:
        """Plays an effect over whatever else is sounding. Unknown names, mute and silence are quietly ignored."""
        sound = self._sounds.get(name)
        # pygame-ce 2.5.8 segfaults when a Sound plays after the mixer was shut down (say, after pygame.quit()),
        # and a segfault cannot be caught, so ask first.
        if sound is None or not self._enabled or not pygame.mixer.get_init():
            return
        try:
            sound.play()
        except pygame.error as exc:
            self.problem = f"could not play {name}: {exc}"

    @property
    def volume(self) -> float:
        """Loudness of every effect, 0.0 (silent) to 1.0 (as recorded); linear, as pygame applies it."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        with self._lock:
            self._volume = min(1.0, max(0.0, float(value)))
            if not pygame.mixer.get_init():
                return
            for sound in self._sounds.values():
                sound.set_volume(self._volume)

    @property
    def enabled(self) -> bool:
        """False mutes: nothing new plays, and whatever is sounding (a long fanfare) stops at once."""
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled and pygame.mixer.get_init():
            pygame.mixer.stop()
