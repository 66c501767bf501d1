"""Scene base class and the scene stack: menu, setup, table, score, and overlays drawn on top."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from gardengames import games
from gardengames.i18n import N_

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.viewport import SceneView


class Scene:
    """One screen. Overlays (pause, help, settings, dialogs) let the scene below show through."""

    overlay = False
    covers_screen = False  # True when draw() paints every pixel, so the window need not be cleared first
    scale = 1.0  # what its last layout multiplied design pixels by (``theme.scale_for``)
    # The design size (at scale 1) its layout needs: the UI scale grows the scene only until this fills the window
    # (``theme.scale_for``), unless it ``magnifies`` (a table grows on past it and scrolls in ``ui/tableview.py``).
    # Most screens need far less than a table; tests/ui/test_ui_scale.py holds each to it.
    room = (1280, 720)
    # A full screen the UI scale grows in full: where its room does not fit the window at the asked scale, the
    # stack lays it out larger and the window shows part of it, scrolled (``ui/viewport.py``). Dialogs and panels
    # over a screen stay within the window; a table has a view of its own.
    magnifies = False
    _view: SceneView | None = None

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def screen_view(self) -> SceneView:
        """The window's view of this screen where it ``magnifies`` (made when first asked for)."""
        if self._view is None:
            from gardengames.ui.viewport import SceneView

            self._view = SceneView(self)
        return self._view

    def wheel_at(self, pos: tuple[int, int]) -> bool:
        """True where the wheel at ``pos`` scrolls a list of this screen's own, not the magnified screen."""
        return False

    def focus_rect(self) -> pygame.Rect | None:
        """What the keys' focus is on (a magnified screen brings it into view): a widget Tab moved to."""
        group = getattr(self, "widgets", None)
        widget = group.keyboard_focus() if group is not None else None
        return None if widget is None else pygame.Rect(widget.rect)

    @property
    def in_progress(self) -> bool:
        """True while leaving would abandon something (Esc then asks first)."""
        return False

    def playable(self, game_id: str) -> bool:
        """Whether a table of ``game_id`` may open now: its data file loads (it may have been edited since it was
        last read). When not, a notice names the file and its problem, and the caller opens nothing."""
        from gardengames import store

        broken = store.data_problem(game_id)
        if broken:
            self.app.notify(broken)
            self.app.audio.play("error")
        return not broken

    def new_game(self, game_id: str, start: Callable[[], object], hosted: bool = False) -> bool:
        """Call ``start`` to open a new game of ``game_id``, after the checks every way into a new game shares
        (Setup's Start, a replay's Play this deal, the score screen's Play again): its data loads, no other window
        is playing its save, and, when it would replace a saved game, the player agrees in one dialog that says
        what would be lost. False when it was refused (a notice says why). ``hosted``: a game hosted for other
        laptops, whose save is apart from the game played at this screen (Host asks about that one)."""
        from gardengames import store
        from gardengames.i18n import _
        from gardengames.ui.dialogs import ConfirmDialog
        from gardengames.ui.menu import vs

        if not self.playable(game_id):
            return False
        if store.save_in_use(game_id, hosted):  # a new game would replace the save another window is playing
            self.app.notify(_(store.SAVE_IN_USE))
            self.app.audio.play("error")
            return False
        if not store.has_save(game_id, hosted):
            start()
            return True
        save = store.save_info(game_id, hosted)
        detail = (
            _("{players}, {progress}, saved {when}, will be lost.").format(
                players=vs(save.seats), progress=save.progress(), when=save.when()
            )
            if save
            else N_("The saved game will be lost.")
        )
        replace = N_("Replace your hosted game of {game}?") if hosted else N_("Replace your saved game of {game}?")
        title = _(replace).format(game=_(games.get(game_id).title))
        self.app.stack.push(ConfirmDialog(self.app, title, detail, start, yes=N_("Replace"), no=N_("Keep it")))
        return True

    def layout(self, size: tuple[int, int]) -> None:
        """Recompute every rect from the window size (called on enter and on resize)."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene; called for every frame the loop draws."""

    def relabel(self) -> None:
        """The language changed: rebuild whatever this scene wrote out in words and keeps (a log, a list);
        widget labels translate themselves when drawn."""

    def next_frame(self) -> float | None:
        """Seconds until this scene looks different with no input: 0 while something moves, None when it
        will not change until an event arrives. The loop sleeps on events in between, so a still screen costs
        no CPU (a laptop on battery is the point)."""
        return None

    def frame_key(self) -> Hashable:
        """What, besides input and time, changes the picture (a game's position): the loop draws a frame when
        it differs from the one last drawn."""
        return None

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (pushed, or uncovered by a pop)."""

    def exit(self) -> None:
        """Called once when the scene leaves the stack for good (popped, replaced, cleared, the app closing): let
        go of what it holds beyond its own life (a table's claim on its save)."""

    @property
    def saves_game(self) -> bool:
        """True while this scene's game is kept on disk, so leaving it loses nothing (a table, not a demo)."""
        return False

    def leave_detail(self) -> str:
        """What leaving does to the game in progress, in the words the Leave and Quit dialogs use: saved, not
        saved (a demo), or which moves the save file lacks and why (saved first, so that is the truth now)."""
        if not self.saves_game:
            return LEAVE_ENDS
        self.save_now()
        return self.save_problem() or LEAVE_SAVED

    def save_now(self) -> None:
        """Write what this scene keeps to disk now (before the app is closed from outside)."""

    def save_problem(self) -> str:
        """Why this scene's game is not (all) on disk, in the player's language; "" when it is, or it keeps none."""
        return ""

    def back(self) -> None:
        """Esc: step back. By default pop, asking first when something is in progress."""
        if self.in_progress:
            from gardengames.ui.dialogs import ConfirmDialog

            self.app.stack.push(
                ConfirmDialog(self.app, LEAVE_TITLE, self.leave_detail(), on_yes=lambda: self.app.stack.pop())
            )
        else:
            self.app.stack.pop()


# In English, translated where the dialogs show them.
LEAVE_TITLE = N_("Leave this game?")
LEAVE_SAVED = N_("Your game is saved: Continue it from the menu.")
LEAVE_ENDS = N_("This game is not saved: it will end.")
LEAVE_HOSTED = N_("The game waits for you: Continue hosting it from the menu, and the others come back to it.")


class SceneStack:
    """push / pop / replace; draws from the topmost opaque scene upwards so overlays show what is below."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.size: tuple[int, int] = (0, 0)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def push(self, scene: Scene) -> None:
        if self.scenes:
            # The scene below gets no more pointer events: as if the pointer left it, so no hover or tooltip
            # stays lit under an overlay (it is drawn there) or waits for the scene's return.
            below = self.scenes[-1]
            if below.magnifies:
                below.screen_view.pointer = None  # nor does its view, which moved the pointer's events onto it
            below.handle(pygame.event.Event(pygame.WINDOWLEAVE))
        self.scenes.append(scene)
        self._enter(scene)

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self._enter(self.scenes[-1])
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (e.g. setup -> table) without showing the one below."""
        if self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        """Drop every scene and start again at ``scene`` (e.g. back to the menu)."""
        self.close()
        self.push(scene)

    def close(self) -> None:
        """Drop every scene, each told it leaves (the app is closing, or starting again at the menu)."""
        while self.scenes:
            self.scenes.pop().exit()

    def _enter(self, scene: Scene) -> None:
        if self.size != (0, 0):
            self._lay_out(scene, self.size)
        scene.enter()

    @staticmethod
    def _lay_out(scene: Scene, size: tuple[int, int]) -> None:
        if scene.magnifies:
            scene.screen_view.lay_out(size)  # at the asked UI scale, larger than the window where it must be
        else:
            scene.layout(size)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            self._lay_out(scene, size)

    def handle(self, event: pygame.event.Event) -> None:
        top = self.top
        if top is None:
            return
        if not top.magnifies:
            top.handle(event)
            return
        seen = top.screen_view.handle(event)  # a mouse event moved onto the magnified screen, or the wheel scrolled it
        if seen is not None:
            top.handle(seen)
        if self.top is top:
            top.screen_view.follow_focus()

    def update(self, dt: float) -> None:
        # Scenes under an overlay keep animating (a bot's move still lands behind the pause menu).
        for scene in list(self.scenes[self._first_visible() :]):
            scene.update(dt)
            if scene.magnifies:
                scene.screen_view.follow_focus()

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.scenes[self._first_visible() :]:
            if scene.magnifies:
                scene.screen_view.draw(surface, scene.draw)
            else:
                scene.draw(surface)

    @property
    def covers_screen(self) -> bool:
        """True when the lowest scene drawn paints every pixel itself."""
        return bool(self.scenes) and self.scenes[self._first_visible()].covers_screen

    def next_frame(self) -> float | None:
        """The soonest any visible scene changes by itself (see ``Scene.next_frame``)."""
        waits = [w for scene in self.scenes[self._first_visible() :] if (w := scene.next_frame()) is not None]
        return min(waits, default=None)

    def frame_key(self) -> Hashable:
        """Which scenes show, at what size, and what each says changes its picture."""
        visible = self.scenes[self._first_visible() :]
        return self.size, tuple(
            (id(scene), scene.frame_key(), tuple(scene.screen_view.rect) if scene.magnifies else None)
            for scene in visible
        )

    def _first_visible(self) -> int:
        i = len(self.scenes) - 1
        while i > 0 and self.scenes[i].overlay:
            i -= 1
        return max(i, 0)
