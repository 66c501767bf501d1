"""The window and the main loop: one ``step(dt)`` per frame, which tests call directly after posting events.

Start-up is kept light (display and font only; the mixer starts after the first frame, on a worker thread) because
PYGAME-NOTES measured a default ``pygame.init()`` at several times the cost.
"""

from __future__ import annotations

import copy
import os
import signal
import sys
import threading
import time
import warnings
from pathlib import Path
from typing import Any

from gardengames import files, i18n, store
from gardengames.i18n import N_, _

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# What a desktop calls the window: its X11 class and Wayland app id (so a taskbar groups it under the name in
# packaging/gardengames.desktop, StartupWMClass, not "main.py" or "python3") and the app's name for sound servers.
APP_ID = "gardengames"
WINDOW_NAMES = {
    "SDL_VIDEO_X11_WMCLASS": APP_ID,
    "SDL_VIDEO_WAYLAND_WMCLASS": APP_ID,
    "SDL_APP_NAME": "Garden Games",
}
for _hint, _value in WINDOW_NAMES.items():  # before pygame, which otherwise names the window after sys.argv[0]
    os.environ.setdefault(_hint, _value)
WINDOWS_APP_ID = "GardenGames.GardenGames"  # the taskbar groups and pins windows by this, not by python.exe
if sys.platform == "win32":
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    import contextlib
    import ctypes

    with contextlib.suppress(AttributeError, OSError):  # before Windows 7 the taskbar goes by the executable
        ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(WINDOWS_APP_ID)

import pygame  # noqa: E402

from gardengames.ui import assets, theme  # noqa: E402
from gardengames.ui.audio import Audio  # noqa: E402
from gardengames.ui.dialogs import draw_notices  # noqa: E402
from gardengames.ui.scenes import LEAVE_ENDS, SceneStack  # noqa: E402

FPS = 60
NOTICE_SECONDS = 8.0
# Save and close without asking: a logout or shutdown (SIGTERM, SIGHUP; no SIGHUP on Windows), and Ctrl+C in the
# terminal the app was started from (SIGINT), which would otherwise end it with a traceback in the middle of a frame.
CLOSE_SIGNALS = ("SIGTERM", "SIGHUP", "SIGINT")
CRASH_LIMIT = 5  # frames that raise within CRASH_WINDOW seconds before the app gives up and ends
CRASH_WINDOW = 10.0
MAX_STEP = 0.1  # seconds: animations advance at most this much per frame, however long the loop slept
IDLE_POLL = 1 / 30  # seconds the idle loop sleeps between looks at the events: input is answered this fast
MIN_WINDOW = (1024, 600)  # a small laptop: every table's layout is checked readable down to this (issue 15)


def write_crash_report(exc: BaseException) -> Path | None:
    """The traceback of ``exc`` in the user's data folder (``crashes/``), for a bug report; None if it can't be
    written. It holds no game state beyond what the traceback shows."""
    import traceback

    from gardengames import __version__

    folder = store.data_dir() / "crashes"
    stem = f"crash-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
    path, n = folder / f"{stem}.txt", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.txt"
    text = f"Garden Games {__version__}, Python {sys.version.split()[0]}, {sys.platform}\n\n" + "".join(
        traceback.format_exception(type(exc), exc, exc.__traceback__)
    )
    try:
        files.atomic_write_text(path, text)
    except OSError:
        return None
    return path


def display_size() -> tuple[int, int] | None:
    """The size of the display the window opens on (after ``pygame.display.init``), None where SDL cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return sizes[0] if sizes and min(sizes[0]) > 0 else None


def system_scale() -> int:
    """The system's display scale in percent, as a UI scale step, where SDL reports one (after ``set_mode``).

    pygame-ce 2.5 wraps neither SDL's ``SDL_GetDisplayDPI`` (which SDL itself calls unreliable) nor a content
    scale (an SDL3 idea): the one scale it can show is a window whose surface has more pixels than the window has
    screen coordinates (``pygame.display.get_window_size()`` against the surface), which is a HiDPI drawable
    (macOS Retina, a scaled Wayland output). On Windows (per-monitor DPI aware) and X11 a window is in pixels and
    nothing reports the desktop's scaling, so the scale starts at 100 % there and the player picks it in Settings.
    """
    surface = pygame.display.get_surface()
    try:
        window_w = pygame.display.get_window_size()[0]
    except pygame.error:
        return theme.UI_SCALES[0]
    if surface is None or window_w <= 0:
        return theme.UI_SCALES[0]
    ratio = surface.get_width() / window_w * 100
    return max((step for step in theme.UI_SCALES if step <= ratio + 5), default=theme.UI_SCALES[0])


class App:
    """Owns the window, the scene stack, settings, audio and the clock."""

    def __init__(self, size: tuple[int, int] | None = None, *, headless: bool = False) -> None:
        self.notices: list[str] = []

        def speak(settings: store.Settings) -> None:
            # --lang (through GARDENGAMES_LANG) wins for this run, then the Settings choice, then the system's.
            lang = os.environ.get(i18n.LANG_VARIABLE) or settings.language or i18n.system_language()
            if lang != i18n.language():
                i18n.set_language(lang)

        self.settings, repaired = store.read_settings(self.notices, speak)
        self._settings_since = copy.deepcopy(self.settings)  # as on disk: what save_settings compares with
        if repaired:  # the good fields of a file with a wrong one: on disk again before anything can lose them
            store.save_settings(self.settings, self.notices)
        self.headless = headless
        speak(self.settings)
        theme.set_high_contrast(self.settings.high_contrast)
        self.notices.extend(i18n.problems())
        pygame.display.init()
        if pygame.display.get_driver() == "x11":
            # A plain X11 window surface, not SDL's default OpenGL texture: we draw in software anyway, and where
            # GL is software too it costs ~95 MB and CPU on every flip (README, "Window surface"). A value the
            # user set wins. SDL reads it when set_mode makes the surface; other drivers keep their own default.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.font.init()
        if size is None:
            self.fit_to_display()
        want = size or self.window_size()
        flags = 0 if headless else pygame.RESIZABLE
        if self.settings.fullscreen and not headless and size is None:
            flags |= pygame.FULLSCREEN
            want = (0, 0)
        self.screen = self._window(want, flags)
        pygame.display.set_caption("Garden Games")
        if not headless:
            icon = assets.svg("common/logo.svg", (64, 64))
            pygame.display.set_icon(icon)
        pygame.key.set_repeat(400, 40)
        self.system_scale = theme.UI_SCALES[0] if headless else system_scale()
        theme.set_ui_scale(self.settings.ui_scale or self.system_scale)
        self.stack = SceneStack()
        self.stack.resize(self.screen.get_size())
        self.audio = Audio()
        self.audio.volume = self.settings.volume
        self.audio.enabled = not self.settings.muted
        self._audio_started = False
        self.clock = pygame.time.Clock()
        self.running = True
        self.quit_asked = False
        self._signal: int | None = None
        self._frame_clock = 0.0  # seconds of frames so far (the loop's own time, for counting crashes)
        self._crashes: list[float] = []
        self._notice_time = 0.0
        self._notices_seen = 0  # how many notices the last frame had: one added since restarts their time
        self._size_dirty = False
        self._drawn_key: Any = None  # the stack's frame_key when the screen was last drawn
        self._due: float | None = None  # frame clock time a scene asked to be drawn again

    # -- things scenes call ----------------------------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def notify(self, message: str) -> None:
        """Show a message at the bottom of the window for a few seconds (broken files, saves...)."""
        self.notices.append(message)
        self._notice_time = 0.0

    def set_language(self, lang: str) -> None:
        """Show every screen in ``lang`` from now on and remember the choice ("" follows the system's language,
        or this run's ``--lang``).
        Widgets translate their labels when they draw, each scene's ``relabel`` rebuilds what it wrote out in
        words (a table's log), and every scene is laid out again: the new words have other widths."""
        i18n.set_language(lang or os.environ.get(i18n.LANG_VARIABLE) or i18n.system_language())
        self.settings.language = lang
        self.save_settings()
        for problem in i18n.problems():
            self.notify(problem)
        for scene in self.stack.scenes:
            scene.relabel()
        if self.stack.size != (0, 0):
            self.stack.resize(self.stack.size)
        self._drawn_key = None  # the same state reads differently now: draw it again

    def set_high_contrast(self, on: bool) -> None:
        """Switch high contrast on or off, remember it, and draw every screen again in the new palette."""
        self.settings.high_contrast = on
        self.save_settings()
        theme.set_high_contrast(on)
        for scene in self.stack.scenes:
            scene.relabel()  # what a scene drew and keeps (a table's cards and board) is drawn again
        if self.stack.size != (0, 0):
            self.stack.resize(self.stack.size)  # and what a part keeps per layout (a deck's backs)
        self._drawn_key = None

    def set_ui_scale(self, percent: int) -> None:
        """Grow text, cards and buttons to ``percent`` (0: the system's scale) at once, and remember it: every
        scene is laid out again at the new scale."""
        self.settings.ui_scale = percent
        theme.set_ui_scale(percent or self.system_scale)
        self.save_settings()
        if self.stack.size != (0, 0):
            self.stack.resize(self.stack.size)
        self._drawn_key = None

    def save_settings(self) -> None:
        """Write the settings this window changed (another window's changes to the others stay)."""
        if store.save_settings(self.settings, self.notices, since=self._settings_since):
            self._settings_since = copy.deepcopy(self.settings)

    def request_quit(self) -> None:
        """Quit, asking first if a game is in progress (a second close request quits at once)."""
        busy = any(scene.in_progress for scene in self.stack.scenes)
        if busy and not self.quit_asked:
            from gardengames.ui.dialogs import ConfirmDialog

            self.quit_asked = True

            def stay_cleanup() -> None:
                self.running = False

            self.save_games()
            problem = self.save_problem()
            saved = any(scene.saves_game for scene in self.stack.scenes)
            if problem:
                detail = problem
            else:
                detail = N_("Your game is saved: Continue it from the menu next time.") if saved else LEAVE_ENDS
            self.stack.push(ConfirmDialog(self, N_("Quit Garden Games?"), detail, on_yes=stay_cleanup, yes=N_("Quit")))
            return
        self.running = False

    def save_problem(self) -> str:
        """Why a game in progress is not all on disk ("" when every one is), in the player's language."""
        return next((p for scene in self.stack.scenes if (p := scene.save_problem())), "")

    def save_games(self) -> None:
        """Write every game in progress to disk now (each is saved after every move; this makes sure)."""
        for scene in list(self.stack.scenes):
            try:
                scene.save_now()
            except Exception as exc:  # closing must go on; the autosave after the last move is still there
                print(f"gardengames: could not save on close: {type(exc).__name__}: {exc}", file=sys.stderr)

    def resize_to(self, size: tuple[int, int]) -> None:
        """Change the window size from code (tests; a real window is resized by the player)."""
        flags = 0 if self.headless else pygame.RESIZABLE
        self.screen = self._window(size, flags)
        self.stack.resize(self.screen.get_size())

    def window_size(self) -> tuple[int, int]:
        """The window size to open with: the last one the player chose, never below ``MIN_WINDOW``."""
        w, h = self.settings.window_width, self.settings.window_height
        return max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1])

    def fit_to_display(self) -> None:
        """Before the first window is made: a remembered size larger than the display shows (from another monitor,
        or a file edited by hand) becomes the display's, so no window of gigabytes is allocated, now or after F11."""
        most = display_size()
        if most is not None:
            w, h = self.settings.window_width, self.settings.window_height
            if w > most[0] or h > most[1]:
                self.settings.remember_window((min(w, most[0]), min(h, most[1])))

    def _window(self, size: tuple[int, int], flags: int) -> pygame.Surface:
        """Make the window; a real one may not be dragged smaller than ``MIN_WINDOW`` (headless tests try any
        size, to prove nothing crashes there either)."""
        if not self.headless and pygame.display.get_surface() is not None and not flags & pygame.FULLSCREEN:
            # Leaving fullscreen: with the plain X11 surface set_mode alone keeps the full-screen size
            # ("forcibly resized by the OS"); the window has to be made windowed first.
            self._sdl_window().set_windowed()
        screen = pygame.display.set_mode(size, flags)
        if not self.headless:
            self._sdl_window().minimum_size = MIN_WINDOW
        return screen

    @staticmethod
    def _sdl_window() -> pygame.Window:
        with warnings.catch_warnings():  # pygame-ce would rather we drew through Window too; we only size it
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()

    def toggle_fullscreen(self) -> None:
        """F11 or Settings: switch at once by making the window again. ``pygame.display.toggle_fullscreen``
        re-creates a software window on X11 ("re-creating window in toggle_fullscreen") and leaves us drawing
        on the old surface, so nothing changed until the next start (issue 15)."""
        if self.headless:
            return
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.screen = self._window((0, 0), pygame.FULLSCREEN)
        else:
            self.screen = self._window(self.window_size(), pygame.RESIZABLE)
        self.stack.resize(self.screen.get_size())
        self.save_settings()

    @property
    def animation_factor(self) -> float:
        return self.settings.animation_factor()

    # -- the loop --------------------------------------------------------------------------------------------
    def step(self, dt: float) -> bool:
        """One frame that is always drawn: the events waiting, update, draw (tests and screenshots call this
        after posting events). Returns False once the app should close."""
        return self.frame(dt, pygame.event.get(), force=True)

    def frame(self, dt: float, events: list[pygame.event.Event], *, force: bool = False) -> bool:
        """One turn of the loop: handle ``events``, update, and draw only if something may look different
        (an event, a scene that moves or asked for this moment, a new position), or when ``force``d."""
        self._frame_clock += dt
        if self.notices and not self.headless:
            self._notice_time += dt
        for event in events:
            self.dispatch(event)
        self.stack.update(dt)
        if len(self.notices) > self._notices_seen:  # a scene added one itself: it too is shown its full time
            self._notice_time = 0.0
        self._notices_seen = len(self.notices)
        key = self.stack.frame_key()
        due = self._due is not None and self._frame_clock >= self._due
        if force or events or due or key != self._drawn_key or self.next_frame() == 0:
            self.draw()
            self._drawn_key = key
        wait = self.next_frame()
        self._due = None if wait is None else self._frame_clock + wait
        if not self._audio_started:
            self._audio_started = True
            self.audio.begin(background=not self.headless)
        if not self.stack.scenes:
            self.running = False
        return self.running

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = self.screen.get_size()
            if size != self.stack.size:
                self.stack.resize(size)
                if not self.settings.fullscreen and not self.headless:
                    self.settings.remember_window(size)
                    self._size_dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.stack.top is not None:
            self.stack.top.back()
            return
        self.stack.handle(event)

    def draw(self) -> None:
        if not self.stack.covers_screen:
            self.screen.fill(theme.TABLE)
        self.stack.draw(self.screen)
        self._draw_notices()
        if not self.headless:
            pygame.display.flip()

    def _draw_notices(self) -> None:
        for note in assets.problems:
            if note not in self.notices:
                self.notices.append(note)
        if not self.notices:
            return
        if self._notice_time > NOTICE_SECONDS:
            self.notices.clear()
            assets.problems.clear()
            return
        draw_notices(self.screen, self.notices, self.size)

    def next_frame(self) -> float | None:
        """Seconds until the screen changes by itself: 0 while anything moves, None when only input can
        change it (then the loop sleeps on the event queue)."""
        if any(note not in self.notices for note in assets.problems):
            return 0.0
        wait = self.stack.next_frame()
        if self.notices and not self.headless:
            left = max(0.0, NOTICE_SECONDS - self._notice_time) + 0.001
            wait = left if wait is None else min(wait, left)
        return wait

    def next_events(self) -> tuple[float, list[pygame.event.Event]]:
        """The next frame's time step and events: at most 60 frames a second while something moves;
        otherwise a look at the event queue every ``IDLE_POLL`` (or sooner, when a scene asked to be drawn
        then), asleep in between. Not ``pygame.event.wait``: pygame-ce's wait polls every millisecond
        (pygame-ce issue 1541), which costs several times the CPU of this."""
        wait = self.next_frame()
        if wait == 0:
            dt = self.clock.tick(FPS) / 1000.0
            return dt, pygame.event.get()
        events = pygame.event.get()
        if not events:
            time.sleep(IDLE_POLL if wait is None else min(wait, IDLE_POLL))
        return self.clock.tick() / 1000.0, events

    def run(self) -> None:
        """The real loop: it sleeps between frames instead of spinning, and while nothing moves it draws
        nothing and only looks for input now and then (see ``_events``).

        SIGTERM and SIGHUP (a logout, a shutdown, ``kill``) save the game in progress and close without a
        dialog; the handlers only set a flag, which the loop looks at between frames. The window's close
        button still asks first.
        """
        previous = self._catch_signals()
        try:
            while self.running:
                if self._signal is not None:
                    self._close_on_signal(self._signal)
                    break
                dt, events = self.next_events()
                try:
                    self.frame(min(dt, MAX_STEP), events)
                except Exception as exc:  # a bug in a scene must not cost the player the game: see recover()
                    self.recover(exc)
        finally:
            for signum, handler in previous.items():
                if handler is not None:  # None: set outside Python (SDL's own); SDL_Quit puts that back itself
                    signal.signal(signum, handler)
            self.close()

    def recover(self, exc: Exception) -> None:
        """A frame raised: keep the games (saved after every move), write a report, and go
        back to the menu with a notice, where Continue resumes the game. Only the real loop does this; tests
        call ``step`` directly and see every exception. Crashes one after another are not hidden: the fifth
        within a few seconds ends the app as before. A data file edited into a broken one during a game is no
        bug of the program: no report, and the notice names the file and its problem."""
        from gardengames.engine.data import DataError

        self._crashes = [t for t in self._crashes if self._frame_clock - t < CRASH_WINDOW]
        self._crashes.append(self._frame_clock)
        broken = exc.problems[0] if isinstance(exc, DataError) else None
        report = None if broken else write_crash_report(exc)
        print(
            f"gardengames: {type(exc).__name__}: {broken or exc} (report: {report or 'not written'})", file=sys.stderr
        )
        if len(self._crashes) >= CRASH_LIMIT:
            raise exc
        # Not saved again here: a state that broke half-way through a move must not replace the last good
        # autosave (written after every move).
        from gardengames.ui.menu import MenuScene

        problem = self.save_problem()  # what the last autosave did not reach, said instead of "saved"
        self.stack.clear_to(MenuScene(self))
        if problem:
            self.notify(_("Something went wrong, so the table was closed. {problem}").format(problem=problem))
            if report:
                self.notify(_("A report for the developers is in {path}.").format(path=report))
        elif report:
            self.notify(
                _(
                    "Something went wrong, so the table was closed; your game is saved: Continue resumes it. "
                    "A report for the developers is in {path}."
                ).format(path=report)
            )
        else:
            self.notify(_("Something went wrong, so the table was closed; your game is saved: Continue resumes it."))
        if broken:
            self.notify(str(broken))  # a data file's problems are for developers and stay English (README)

    def _catch_signals(self) -> dict[int, Any]:
        """Install the closing signals' handlers (main thread only); returns the ones they replace."""
        previous: dict[int, Any] = {}
        if threading.current_thread() is not threading.main_thread():
            return previous
        for name in CLOSE_SIGNALS:
            signum = getattr(signal, name, None)
            if signum is None:
                continue
            try:
                previous[signum] = signal.signal(signum, self._on_signal)
            except (OSError, ValueError):
                continue
        return previous

    def _on_signal(self, signum: int, _frame: Any) -> None:
        self._signal = signum  # nothing else here: the loop does the work, outside the handler

    def _close_on_signal(self, signum: int) -> None:
        try:
            name = signal.Signals(signum).name
        except ValueError:
            name = f"signal {signum}"
        saved = any(scene.saves_game for scene in self.stack.scenes)
        self.save_games()
        problem = self.save_problem()
        said = f"{problem} " if problem else "the game is saved, " if saved else ""
        print(f"gardengames: {name}: {said}closing", file=sys.stderr)
        self.running = False

    def render_still(self, frames: int = 2) -> None:
        """Headless: draw a few frames with no time passing (for screenshots)."""
        for _frame in range(frames):
            self.step(0.0)

    def save_png(self, path: Path) -> None:
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        said = len(self.notices)
        if self._size_dirty:
            self.save_settings()
        for scene in self.stack.scenes:  # each table lets go of its save, for another window or the next App
            scene.exit()
        for note in self.notices[said:]:  # raised while closing: no frame is left to show them in
            print(f"gardengames: {note}", file=sys.stderr)
        # Fonts and converted surfaces die with pygame; forget them so a new App starts clean.
        theme.clear_caches()
        assets.svg.cache_clear()
        assets.tiled.cache_clear()
        self.audio.close()  # a worker still starting the sound must be out of the mixer before pygame.quit()
        pygame.quit()
