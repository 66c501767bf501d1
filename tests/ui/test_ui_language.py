"""Every text the shared screens show is marked for translation (issue 16 point 1): under the pseudo-language
``i18n.PSEUDO`` each marked text comes out in brackets, so a text drawn without them, other than numbers,
punctuation and player names, is English nobody marked. Every piece of text reaches the screen through one
place, a font's ``render`` (``theme.text``, the log, tooltips, the zoom...), which these tests watch.

Menu, setup, settings, statistics, score screen and every game's table are opened. On a table, what the game's
own code draws (its panels, card faces, log lines) is the game's to mark; these tests hold the shared UI's
texts to it, and the game's texts on the tables of the games listed in ``GAMES_MARKED``."""

import sys
from pathlib import Path

import pygame
import pytest

from gardengames import __version__, games, i18n
from gardengames.i18n import po
from gardengames.replay import replay_of
from gardengames.session import COMPUTER_NAMES, Seat, Session
from gardengames.store import DEFAULT_NAMES
from gardengames.ui import theme, widgets
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from gardengames.ui.menu import MenuScene
from gardengames.ui.picker import MovePicker
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.replay import MoveList, ReplayScene
from gardengames.ui.scenes import LEAVE_SAVED, LEAVE_TITLE
from gardengames.ui.score import ScoreScene
from gardengames.ui.settings import SettingsScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene
from gardengames.ui.tutorial import tutorial_table

GAMES_DIR = Path(games.__file__).resolve().parent
NAMES = {*DEFAULT_NAMES, *COMPUTER_NAMES, "Bot 1", "Bot 2", "Bot 3"}
# The version under the menu is not a word; a seat's initial (Botanicus's markers) is part of a name.
ALLOWED = {f"v{__version__}", *(name[:1].upper() for name in NAMES)}
# Games whose own table texts are all marked too (a game not yet listed is its helpers' to add when it is).
GAMES_MARKED = ("unbeetable", "sabotage", "unsurmountable", "botanicus")


class Recorder:
    """Every text any font renders while it is installed, with whose code drew it: "game" when a game's own
    module is on the way (its panels, faces, log), else "ui"."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, str]] = []
        theme.clear_caches()  # no text may come out of a cache without being rendered where we see it
        widgets.button_face.cache_clear()
        real, fonts, recorder = theme.font, {}, self

        class Font:
            def __init__(self, font: pygame.font.Font) -> None:
                object.__setattr__(self, "real", font)

            def render(self, text, *args, **kwargs):
                recorder.seen(str(text))
                return self.real.render(text, *args, **kwargs)

            def __getattr__(self, name):
                return getattr(self.real, name)

            def __setattr__(self, name, value):
                setattr(self.real, name, value)

        def font(px, bold=False):
            if (px, bold) not in fonts:
                fonts[px, bold] = Font(real(px, bold))
            return fonts[px, bold]

        def clear() -> None:  # App.close clears the font cache: both, or the real one outlives its pygame
            fonts.clear()
            real.cache_clear()

        font.cache_clear = clear  # type: ignore[attr-defined]
        monkeypatch.setattr(theme, "font", font)

    def seen(self, text: str) -> None:
        owner, frame = "ui", sys._getframe(2)
        while frame is not None:
            path = Path(frame.f_code.co_filename)
            if GAMES_DIR in path.parents and path.parent != GAMES_DIR:
                owner = "game"
                break
            frame = frame.f_back
        self.drawn.append((text, owner))

    def unmarked(self, owner: str = "ui", also_fine: set[str] = frozenset()) -> list[str]:
        return sorted({text for text, who in self.drawn if who == owner and not fine(text, also_fine)})


def fine(text: str, also: set[str] = frozenset()) -> bool:
    """A text that needs no marking: bracketed (marked), or nothing but names, numbers and punctuation."""
    if i18n.PSEUDO_OPEN in text or text in ALLOWED or text in also:
        return True
    for name in sorted(NAMES, key=len, reverse=True):
        text = text.replace(name, "")
    return not any(ch.isalpha() for ch in text)


def msgids() -> set[str]:
    """Every English text some area's template holds."""
    return {e.msgid for d in i18n.DOMAINS for e in po.read(i18n.LOCALE_DIR / f"{d}.pot")} | {
        e.plural for d in i18n.DOMAINS for e in po.read(i18n.LOCALE_DIR / f"{d}.pot") if e.plural
    }


def unmarked_widget_texts(scene, known: set[str]) -> list[str]:
    """Labels, choice names and tooltips a widget translates when drawn: each must be a text some template holds
    (or already translated, bracketed here): one passed without ``N_`` would show in English in Dutch."""
    out = []
    for widget in getattr(scene, "widgets", widgets.WidgetGroup()).widgets:
        words = [widget.tooltip, getattr(widget, "label", "")]
        if isinstance(widget, widgets.Choice):
            words += [name for name in widget.names if name not in i18n.LANGUAGE_NAMES.values()]
        out += [w for w in words if w and not fine(w) and w not in known]
    return out


@pytest.fixture
def pseudo(monkeypatch):
    monkeypatch.setenv(i18n.LANG_VARIABLE, i18n.PSEUDO)
    i18n.set_language(i18n.PSEUDO)
    recorder = Recorder(monkeypatch)
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    yield app, recorder
    app.close()


def show(app: App, *scenes) -> None:
    app.stack.scenes.clear()
    for scene in scenes:
        app.stack.push(scene)
    app.render_still()


def finished(game_id: str) -> Session:
    """A game played to its end by the computer (and one person playing the first legal move)."""
    info = games.get(game_id)
    n = 1 if info.solitaire else 2
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "computer", info.bot_levels[0], i) for i in range(1, n)]
    session = Session(game_id, seats, seed=7)
    while not session.state.is_over:
        if session.current_seat is not None and session.current_seat.is_human:
            session.apply(session.state.legal_moves()[0])
        else:
            session.apply(session.computer_move())
    return session


def test_the_shared_screens_mark_every_text(pseudo):
    app, recorder = pseudo
    known = msgids()
    found: dict[str, list[str]] = {}
    screens = {"menu": [MenuScene(app)], "settings": [MenuScene(app), SettingsScene(app)]}
    screens["statistics"] = [MenuScene(app), StatsScene(app)]
    for game_id in games.GAMES:
        screens[f"setup {game_id}"] = [MenuScene(app), SetupScene(app, games.get(game_id))]
    for name, scenes in screens.items():
        recorder.drawn.clear()
        show(app, *scenes)
        found[name] = recorder.unmarked() + unmarked_widget_texts(scenes[-1], known)
    found = {name: texts for name, texts in found.items() if texts}
    assert not found, "unmarked texts, by screen:\n" + "\n".join(f"{k}: {v}" for k, v in found.items())


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_score_screen_marks_every_text_of_its_own(pseudo, game_id):
    """The score screen's own words; the lines a game adds under the table (``summary_lines``) are its own."""
    app, recorder = pseudo
    session = finished(game_id)
    theirs = set(session.state.summary_lines(session.names))
    recorder.drawn.clear()
    score = ScoreScene(app, session)
    show(app, MenuScene(app), score)
    assert not recorder.unmarked(also_fine=theirs) + unmarked_widget_texts(score, msgids())


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_table_marks_the_shared_texts(pseudo, game_id):
    """A table's shared parts (buttons, tooltips, the log's title, notices over the table) are marked; what the
    game draws itself is checked too for the games in ``GAMES_MARKED``."""
    app, recorder = pseudo
    info = games.get(game_id)
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "computer", info.bot_levels[0], i) for i in range(1, 2 - info.solitaire)]
    session = Session(game_id, seats, seed=7)
    for _ in range(12):
        if session.state.is_over:
            break
        if session.current_seat is not None and session.current_seat.is_human:
            session.apply(session.state.legal_moves()[0])
        else:
            session.apply(session.computer_move())
    table = info.table_scene()(app, session)
    recorder.drawn.clear()
    show(app, MenuScene(app), table)
    if not session.can_undo():
        table.undo()  # the table's own notice: there is nothing to take back
        app.render_still()
    problems = recorder.unmarked("ui") + unmarked_widget_texts(table, msgids())
    if game_id in GAMES_MARKED:
        problems += recorder.unmarked("game")
    assert not problems, f"{game_id}: unmarked texts: {problems}"


def test_dialogs_lists_replays_and_lessons_mark_every_text(pseudo):
    """The leave dialog, the hot-seat cover, the move picker, the recent games, a replay with its move list, and
    each game's lesson overlay (its words from the data files, marked there)."""
    app, recorder = pseudo
    known = msgids()
    session = finished("unbeetable")
    replay = ReplayScene(app, replay_of(session.to_record()))
    face_up = ReplayScene(app, replay_of(session.to_record()), start=3)
    face_up.view_choice.step(-1)  # every card face up: the other seats' names and card counts under the table
    fresh = Session("unbeetable", [Seat("Ann"), Seat("Bot 1", "computer", "easy", 1)], seed=7)
    table = games.get("unbeetable").table_scene()(app, fresh)
    screens = {
        "leave?": [ConfirmDialog(app, LEAVE_TITLE, LEAVE_SAVED, lambda: None)],
        "cover": [CoverScreen(app, "Ann", (200, 60, 50), [], lambda: None)],
        "recent games": [RecentGamesScene(app)],
        "replay": [replay],
        "replay's moves": [replay, MoveList(app, replay)],
        "replay, every card face up": [face_up],
        "move picker": [table, MovePicker(app, table)],
    }
    for game_id in games.GAMES:
        screens[f"lesson {game_id}"] = [tutorial_table(app, game_id)]
    found = {}
    for name, scenes in screens.items():
        recorder.drawn.clear()
        show(app, MenuScene(app), *scenes)
        if name == "replay":
            replay.go_to(3)
            app.render_still()
        # the cover's round badge shows the player's initial
        found[name] = recorder.unmarked(also_fine={"A"}) + unmarked_widget_texts(scenes[-1], known)
    found = {name: texts for name, texts in found.items() if texts}
    assert not found, "unmarked texts, by screen:\n" + "\n".join(f"{k}: {v}" for k, v in found.items())


def test_an_unmarked_text_is_found(pseudo):
    app, recorder = pseudo
    surface = pygame.Surface((200, 100))
    theme.text(surface, "Plant here", (0, 0), 16)
    theme.text(surface, i18n._("Rules"), (0, 40), 16)
    theme.text(surface, "Ann: 12", (0, 60), 16)
    assert recorder.unmarked() == ["Plant here"]
    known = msgids()
    menu = MenuScene(app)
    menu.widgets.add(widgets.Button("Shake the tree", lambda: None))
    assert unmarked_widget_texts(menu, known) == ["Shake the tree"]
