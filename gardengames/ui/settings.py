"""Settings overlay: language, volume, mute, animation speed, computer players' speed, fullscreen, high contrast,
the size of text and cards (the UI scale). Saved the moment they change; a new language, palette or size shows at
once on every screen, this one too."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gardengames.i18n import LANGUAGE_NAMES, LANGUAGES, N_, _
from gardengames.store import ANIMATION_SPEEDS, COMPUTER_SPEEDS, UI_SCALES
from gardengames.ui import theme
from gardengames.ui.dialogs import PanelScene
from gardengames.ui.widgets import Button, Choice, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App

VOLUMES = [i / 10 for i in range(11)]
ROW_STEP, NOTE_H, MARGIN = 50, 44, 24  # design pixels: a row, the note on the size under the rows, round the panel
SYSTEM = N_("System")  # the language choice "" (the computer's language), translated where shown
# How each animation speed reads (store.ANIMATION_SPEEDS holds the saved values).
SPEED_NAMES = {"off": N_("Off"), "fast": N_("Fast"), "normal": N_("Normal"), "slow": N_("Slow")}
COMPUTER_SPEED_NAMES = {"instant": N_("Instant"), "normal": N_("Normal"), "slow": N_("Slow")}


class SettingsScene(PanelScene):
    magnifies = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        st = app.settings
        # Each language by its own name, never translated: a player who cannot read this one finds theirs.
        self.language = self.widgets.add(
            Choice(
                N_("Language"),
                ["", *LANGUAGES],
                st.language,
                self._language,
                names=[SYSTEM, *(LANGUAGE_NAMES[lang] for lang in LANGUAGES)],
                tooltip=N_("System: the language your computer uses"),
            )
        )
        self.volume = self.widgets.add(
            Choice(
                N_("Volume"), VOLUMES, round(st.volume, 1), self._volume, names=[f"{int(v * 100)}%" for v in VOLUMES]
            )
        )
        self.muted = self.widgets.add(
            Choice(N_("Sound"), [False, True], st.muted, self._muted, names=[N_("On"), N_("Off")])
        )
        self.speed = self.widgets.add(
            Choice(
                N_("Animations"),
                list(ANIMATION_SPEEDS),
                st.animation_speed,
                self._speed,
                names=[SPEED_NAMES.get(a, a.capitalize()) for a in ANIMATION_SPEEDS],
            )
        )
        self.computers = self.widgets.add(
            Choice(
                N_("Computer players"),
                list(COMPUTER_SPEEDS),
                st.computer_speed,
                self._computers,
                names=[COMPUTER_SPEED_NAMES[c] for c in COMPUTER_SPEEDS],
                tooltip=N_("How long a computer's move waits, so you can follow it (Instant: no wait)"),
            )
        )
        self.full = self.widgets.add(
            Choice(N_("Fullscreen"), [False, True], st.fullscreen, self._fullscreen, names=[N_("No"), N_("Yes (F11)")])
        )
        self.contrast = self.widgets.add(
            Choice(
                N_("High contrast"),
                [False, True],
                st.high_contrast,
                app.set_high_contrast,
                names=[N_("Off"), N_("On")],
                tooltip=N_("Darker text, thicker outlines and plain patches behind words"),
            )
        )
        self.ui_scale = self.widgets.add(
            Choice(
                N_("Text and cards"),
                [0, *UI_SCALES],
                st.ui_scale,
                self._ui_scale,
                names=[SYSTEM, *(f"{p}%" for p in UI_SCALES)],
                tooltip=N_("Grows text, cards and buttons together (System: your display's scale, where known)"),
            )
        )
        self.done = self.widgets.add(Button(N_("Done"), app.stack.pop, primary=True))
        self.rows = [
            self.language,
            self.volume,
            self.muted,
            self.speed,
            self.computers,
            self.full,
            self.contrast,
            self.ui_scale,
        ]
        self.note_rect = pygame.Rect(0, 0, 0, 0)  # the note on the size under the rows

    def _language(self, lang: str) -> None:
        self.app.set_language(lang)

    def _volume(self, v: float) -> None:
        self.app.settings.volume = v
        self.app.audio.volume = v
        self.app.audio.play("click")
        self.app.save_settings()

    def _muted(self, v: bool) -> None:
        self.app.settings.muted = v
        self.app.audio.enabled = not v
        self.app.save_settings()

    def _speed(self, v: str) -> None:
        self.app.settings.animation_speed = v
        self.app.save_settings()

    def _computers(self, v: str) -> None:
        self.app.settings.computer_speed = v
        self.app.save_settings()

    def _ui_scale(self, percent: int) -> None:
        self.app.set_ui_scale(percent)

    def scale_note(self) -> str:
        """Under the size row: every screen grows in full and scrolls where it outgrows the window (a table shows
        whole while W is held), and how far the screen behind this panel got."""
        from gardengames.ui.table import BaseTable

        scenes = self.app.stack.scenes
        if len(scenes) < 2 or scenes[-1] is not self:
            return _(
                "Every screen grows in full; where it outgrows the window, scroll it with the wheel (a table: hold W "
                "to see all)."
            )
        behind = scenes[-2]
        percent = round(behind.scale / theme.window_scale(self.app.size) * 100)
        if isinstance(behind, BaseTable):
            return _(
                "The table behind shows {percent}%; where it outgrows the window, scroll it with the wheel or hold W "
                "to see all."
            ).format(percent=percent)
        return _(
            "The screen behind shows {percent}%; where it outgrows the window, scroll it with the wheel (Shift: "
            "sideways)."
        ).format(percent=percent)

    def _fullscreen(self, v: bool) -> None:
        if v != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def panel_size(self) -> tuple[int, int]:
        """The panel in design pixels: a title, the rows, the note on the size, Done."""
        return 520, 90 + ROW_STEP * len(self.rows) + NOTE_H + 96

    def layout(self, size: tuple[int, int]) -> None:
        w, h = self.panel_size()
        self.room = (w + 2 * MARGIN, h + 2 * MARGIN)
        s = self.scale = theme.scale_for(size, self.room)
        self.rect = pygame.Rect(0, 0, int(w * s), int(h * s))
        self.rect.center = (size[0] // 2, size[1] // 2)
        y = self.rect.y + int(90 * s)
        for row in self.rows:
            row.rect = pygame.Rect(self.rect.x + int(230 * s), y, int(240 * s), int(42 * s))
            y += int(ROW_STEP * s)
        self.note_rect = pygame.Rect(self.rect.x + int(40 * s), y - int(8 * s), int((w - 80) * s), int(NOTE_H * s))
        self.done.rect = pygame.Rect(0, 0, button_width([self.done.label], s, int(160 * s)), int(48 * s))
        self.done.rect.midbottom = (self.rect.centerx, self.rect.bottom - int(22 * s))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        s = self.scale
        theme.text(
            surface,
            _("Settings"),
            (self.rect.centerx, self.rect.y + int(24 * s)),
            int(30 * s),
            bold=True,
            anchor="midtop",
        )
        for row in self.rows:
            theme.text(
                surface,
                _(row.label),
                (self.rect.x + int(40 * s), row.rect.centery),
                theme.fit_text(_(row.label), int(19 * s), int(180 * s), bold=True),
                bold=True,
                anchor="midleft",
            )
        px = max(theme.MIN_TEXT_PX, int(14 * s))
        theme.text(surface, self.scale_note(), self.note_rect.topleft, px, theme.INK_SOFT, width=self.note_rect.w)
        self.widgets.draw(surface, s)
