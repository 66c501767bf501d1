"""The UI scale (issue 34): every table, the menu, setup, settings, score and rules pages at each scale step from
100 to 200 % and each window size from a small laptop to 2560x1440, in English and Dutch. At every step, what a
screen lays out stays in the window and apart: texts (recorded from ``theme.text``) neither overlap nor run out
of the window or their clip, visible buttons and choices neither overlap nor leave the window, a table's cards
stay on screen, and no text is drawn below ``theme.MIN_TEXT_PX``. Growing the scale never shrinks body text
(a label fitted to a card that gave room to bigger text elsewhere may lose a little).

A table grows by the whole step however little of it fits (``ui/tableview.py``): one larger than the window is
judged whole, on the table it is laid out on, its cards and texts reach the asked size, and every card and button
on it can be scrolled into the window. So does every other full screen (the menu, setup, score, settings, the
statistics and recent games, the forms to play across laptops, the rules: ``ui/viewport.py``): it reaches the
asked scale at every step and size, judged whole where it outgrows the window, every button and text on it within
reach of the scroll. Dialogs and panels over a screen still grow only as far as the window lets them."""

import itertools

import pygame
import pytest

from gardengames import games, i18n, recent, store
from gardengames.net.client import PLAYING, Snapshot
from gardengames.replay import replay_of
from gardengames.session import Seat
from gardengames.ui import dialogs, theme
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from gardengames.ui.host_screen import HostScene
from gardengames.ui.join_screen import JoinScene
from gardengames.ui.lobby import LobbyScene
from gardengames.ui.menu import MenuScene
from gardengames.ui.picker import MovePicker
from gardengames.ui.recent import RecentGamesScene
from gardengames.ui.replay import FACE_UP, MoveList, ReplayScene
from gardengames.ui.rulespage import RulesScene
from gardengames.ui.scenes import Scene
from gardengames.ui.score import ScoreScene
from gardengames.ui.settings import SettingsScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import MIN_WINDOW, App
from gardengames.ui.stats import StatsScene
from gardengames.ui.table import BaseTable
from gardengames.ui.widgets import Widget, WidgetGroup
from tests.positions import position
from tests.ui.test_replay import finish_game

SIZES = [MIN_WINDOW, (1280, 720), (1920, 1080), (2560, 1440)]
# Dutch (longer words) in full runs and CI; the edit loop (``-m "not slow"``) checks English
LANGUAGES = ("en", pytest.param("nl", marks=pytest.mark.slow))
LABEL_GIVE = 0.85  # a label fitted to its card may lose this share of its size at a step up, body text nothing
GROWN = 0.9  # a table's cards and most of its letters reach at least this share of their size at 100 % times the step


@pytest.fixture(autouse=True)
def _back_to_100():
    """The scale is process-wide (one window per process): no test here leaves another at 200 %."""
    yield
    theme.set_ui_scale(100)


class Drawn:
    """What the top scene draws with ``theme.text`` on the window, and each text's size in pixels."""

    def __init__(self, monkeypatch):
        self.size = (0, 0)
        self.texts: list[tuple[str, pygame.Rect, pygame.Rect, int]] = []
        real = theme.text

        def spy(surface, s, pos, px, colour=theme.INK, **kw):
            rect = real(surface, s, pos, px, colour, **kw)
            if surface.get_size() == self.size and s.strip():
                self.texts.append((s, rect.copy(), surface.get_clip().copy(), px))
            return rect

        monkeypatch.setattr(theme, "text", spy)


def apart(named: list[tuple[str, pygame.Rect]], what: str) -> list[str]:
    """Every pair of ``named`` rects that overlap; the same words over themselves are one text and its shadow."""
    out = []
    for (n1, r1), (n2, r2) in itertools.combinations(named, 2):
        if n1 != n2 and r1.colliderect(r2):
            out.append(f"{what} overlap: {n1!r} at {r1} and {n2!r} at {r2}")
    return out


def problems(scene, drawn: Drawn) -> list[str]:
    """What is wrong with the layout the top ``scene`` just drew at ``drawn.size``."""
    window = pygame.Rect((0, 0), drawn.size)
    out = []
    seen = []
    for s, rect, clip, px in drawn.texts:
        shown = rect.clip(clip)
        if not shown:
            continue  # scrolled out of its pane
        # in a pane that scrolls (a clip smaller than the window) a line may be half scrolled off at the top or
        # bottom; it must never be cut at the sides
        sides = pygame.Rect(rect.x, shown.y, rect.w, shown.h)
        if not (window.contains(rect if clip == window else sides) and clip.contains(sides)):
            out.append(f"text cut: {s!r} at {rect} (clip {clip})")
        if px < theme.MIN_TEXT_PX:
            out.append(f"text too small: {s!r} at {px} px")
        seen.append((s, shown))
    # a line's box has room above and below its letters: only the letters' bands must stay apart
    bands = [(s, rect.inflate(-2, -rect.h // 4)) for s, rect in seen]
    out += apart(bands, "text")
    widgets = scene.widgets.widgets if hasattr(scene, "widgets") else []  # a list of rows has none
    shown = [(getattr(w, "label", type(w).__name__), w.rect) for w in widgets if w.visible]
    out += [f"widget off the window: {n!r} at {r}" for n, r in shown if not window.contains(r)]
    out += apart([(n, r.inflate(-2, -2)) for n, r in shown], "widget")
    for (s, band), (n, r) in itertools.product(bands, shown):
        if band.colliderect(r) and not r.contains(band):  # a text wholly inside a widget is its own label
            out.append(f"text under a widget: {s!r} at {band} and {n!r} at {r}")
    if isinstance(scene, BaseTable):
        for key, place in scene.placed().items():
            if not window.contains(place.rect):
                out.append(f"card off the window: {key!r} at {place.rect}")
    return sorted(set(out))


def look(app: App, drawn: Drawn, percent: int) -> tuple[list[str], dict[str, int]]:
    """Set the UI scale to ``percent`` the way Settings does, draw the top scene alone and judge it; also the
    largest size each text was drawn at, and each card's height on a table (keyed by the card)."""
    app.set_ui_scale(percent)
    app.step(0.0)  # a frame as the app runs it: what a scene lays out as it updates (choice buttons) is placed too
    top = app.stack.top
    drawn.size = app.size
    drawn.texts.clear()
    if isinstance(top, BaseTable):
        top.redraw()
        drawn.size = top.size  # the whole table, which may be larger than the window
        top.viewport.overview = top.viewport.magnified  # drawn whole, on the frame the table is laid out on
    app.screen.fill(theme.TABLE)
    if top.magnifies and top.screen_view.magnified:  # the whole screen, as laid out, larger than the window
        drawn.size = top.screen_view.size
        top.draw(pygame.Surface(drawn.size))
    else:
        top.draw(app.screen)
    if isinstance(top, BaseTable):
        top.viewport.overview = False
    px: dict[str, int] = {}
    for s, _rect, _clip, size in drawn.texts:
        px[s] = max(px.get(s, 0), size)
    if isinstance(top, BaseTable):  # a card's words are drawn on its face: the face must not shrink away either
        px.update({f"card {key!r}": place.rect.h for key, place in top.placed().items()})
    return problems(top, drawn), px


def shrunk(before: dict[str, int], after: dict[str, int]) -> list[str]:
    """What got smaller after a step up. The body text never: most of the screen's letters (each text weighted by
    its length) keep or grow their size. A label fitted to a card or a plot, or a card on a table, that got a little
    smaller to make room for bigger text elsewhere, may lose at most ``1 - LABEL_GIVE`` of its size."""
    out = [f"{s!r} shrank from {before[s]} to {n} px" for s, n in after.items() if n < before.get(s, 0) * LABEL_GIVE]
    texts = {s for s in after.keys() & before.keys() if not s.startswith("card ")}
    letters = sorted(after[s] / before[s] for s in texts for _letter in s)
    if letters and letters[len(letters) // 2] < 1:
        out.append(f"body text shrank: half the letters got smaller (by {1 - letters[len(letters) // 2]:.0%})")
    return out


def short_of(at_100: dict[str, int], now: dict[str, int], factor: float) -> list[str]:
    """Where a table fell short of the asked growth ``factor`` over its size at 100 %: a card smaller than
    ``GROWN`` of that, or half its letters (each text weighted by its length) so."""
    out = [
        f"{s} is {n} px, not {at_100[s] * factor:.0f}"
        for s, n in now.items()
        if s.startswith("card ") and s in at_100 and n < at_100[s] * factor * GROWN
    ]
    letters = sorted(
        now[s] / at_100[s] / factor for s in now.keys() & at_100.keys() if not s.startswith("card ") for _ in s
    )
    if letters and letters[len(letters) // 2] < GROWN:
        out.append(f"text grew only {letters[len(letters) // 2] * factor:.0%} of its size at 100 %")
    return out


def unreachable(table: BaseTable) -> list[str]:
    """Every card and visible button of ``table`` that cannot be scrolled wholly into the window."""
    view = table.viewport
    things = [(repr(k), p.rect) for k, p in table.placed().items()]
    things += [(getattr(w, "label", type(w).__name__), w.rect) for w in table.widgets.widgets if w.visible]
    out = []
    for name, rect in things:
        view.show([rect])
        if not view.rect.contains(rect):
            out.append(f"{name} at {rect} cannot be scrolled into the window")
    return out


def out_of_reach(scene: Scene, drawn: Drawn) -> list[str]:
    """Every visible widget and text of a magnified ``scene`` that cannot be scrolled into the window: wholly,
    or, for what is larger than the window, some of it."""
    view = scene.screen_view
    widgets = getattr(scene, "widgets", WidgetGroup()).widgets
    things = [(getattr(w, "label", type(w).__name__), w.rect) for w in widgets if w.visible]
    things += [(s, rect.clip(clip)) for s, rect, clip, _px in drawn.texts if rect.colliderect(clip)]
    out = []
    for name, rect in things:
        view.show([rect])
        fits = rect.w <= view.window[0] and rect.h <= view.window[1]
        if not (view.rect.contains(rect) if fits else view.rect.colliderect(rect)):
            out.append(f"{name!r} at {rect} cannot be scrolled into the window")
    return out


def check_every_step(monkeypatch, lang: str, open_screen) -> list[str]:
    """``open_screen(app)`` pushes the screen; it is judged at every size and scale step."""
    monkeypatch.setenv(i18n.LANG_VARIABLE, lang)
    assert i18n.set_language(lang) == lang
    drawn = Drawn(monkeypatch)
    found = []
    for size in SIZES:
        app = App(size, headless=True)
        app.settings.animation_speed = "off"
        open_screen(app)
        app.step(0.016)
        before: dict[str, int] = {}
        at_100: dict[str, int] = {}
        for percent in theme.UI_SCALES:
            wrong, px = look(app, drawn, percent)
            found += [f"{size} {percent}%: {p}" for p in wrong]
            found += [f"{size} {percent}%: {p}" for p in shrunk(before, px)]
            before = px
            top = app.stack.top
            if isinstance(top, BaseTable):
                at_100 = at_100 or px
                asked = theme.window_scale(size) * percent / 100
                if top.scale != pytest.approx(asked):
                    found.append(f"{size} {percent}%: the table grew to {top.scale:.2f}, not {asked:.2f}")
                found += [f"{size} {percent}%: {p}" for p in short_of(at_100, px, percent / 100)]
                found += [f"{size} {percent}%: {p}" for p in unreachable(top)]
            elif top.magnifies:  # a full screen reaches the asked scale, scrolling where it outgrows the window
                asked = theme.window_scale(size) * percent / 100
                if not asked <= top.scale <= asked * 1.01:
                    found.append(f"{size} {percent}%: the screen grew to {top.scale:.3f}, not {asked:.3f}")
                found += [f"{size} {percent}%: {p}" for p in out_of_reach(top, drawn)]
        app.close()
    return found


def table_cases():
    for game_id, info in games.GAMES.items():
        counts = [1] if info.solitaire else range(info.min_players, info.max_players + 1)
        for n in counts:
            yield pytest.param(game_id, n, id=f"{game_id}-{n}")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game_id", "n"), list(table_cases()))
def test_every_table_fits_at_every_scale_and_size(monkeypatch, game_id, n, lang):
    session = position(game_id, n)

    def open_table(app):
        app.stack.push(games.get(game_id).table_scene()(app, session))

    found = check_every_step(monkeypatch, lang, open_table)
    assert not found, "\n".join(found)


SCREENS = {
    "menu": lambda app, _g: [MenuScene(app)],
    "settings": lambda app, _g: [MenuScene(app), SettingsScene(app)],
    "setup": lambda app, game_id: [MenuScene(app), SetupScene(app, games.get(game_id))],
    "rules": lambda app, game_id: [MenuScene(app), RulesScene(app, games.get(game_id))],
}


def screen_cases():
    for name in SCREENS:
        for game_id in games.GAMES if name in ("setup", "rules") else [""]:
            yield pytest.param(name, game_id, id=f"{name}-{game_id}" if game_id else name)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("name", "game_id"), list(screen_cases()))
def test_every_screen_fits_at_every_scale_and_size(monkeypatch, name, game_id, lang):
    def open_screen(app):
        for scene in SCREENS[name](app, game_id):
            app.stack.push(scene)

    found = check_every_step(monkeypatch, lang, open_screen)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_score_screen_fits_at_every_scale_and_size(monkeypatch, game_id, lang):
    info = games.get(game_id)
    session = position(game_id, 1 if info.solitaire else info.max_players, to_end=True)

    def open_score(app):
        app.stack.push(ScoreScene(app, session))

    found = check_every_step(monkeypatch, lang, open_score)
    assert not found, "\n".join(found)


def test_the_checks_see_an_overlap_a_cut_and_a_shrink(monkeypatch):
    """The judge above can fail: two buttons on one spot, a text off the window, a text smaller at a larger step."""
    app = App((1280, 720), headless=True)
    menu = MenuScene(app)
    app.stack.push(menu)
    drawn = Drawn(monkeypatch)
    wrong, _px = look(app, drawn, 100)
    assert wrong == []
    menu.quit_button.rect = menu.stats_button.rect.copy()
    drawn.size = app.size
    theme.text(app.screen, "far right", (1275, 300), 16)
    theme.text(app.screen, "under", menu.settings_button.rect.topleft, 16, anchor="center")
    found = problems(menu, drawn)
    assert any(p.startswith("text under a widget: 'under'") for p in found)
    assert any(p.startswith("widget overlap") for p in found)
    assert any(p.startswith("text cut: 'far right'") for p in found)
    assert shrunk({"Menu": 20, "Rules": 20}, {"Menu": 16, "Rules": 24}) == ["'Menu' shrank from 20 to 16 px"]
    assert shrunk({"A long body line": 16, "Plot": 12}, {"A long body line": 15, "Plot": 12}) == [
        "body text shrank: half the letters got smaller (by 6%)"
    ]
    app.close()


def test_the_scale_grows_what_has_room_and_never_shrinks_anything():
    """At 1920x1080 a settings panel grows with every step until it fills the window; a screen that needs the
    whole 1280x720 design does not grow past the window; nothing is ever smaller than at 100 %."""
    panel = (560, 560)
    grown = []
    for percent in theme.UI_SCALES:
        theme.set_ui_scale(percent)
        grown.append(theme.scale_for((1920, 1080), panel))
        assert theme.scale_for((1920, 1080)) == pytest.approx(1.5)
        assert theme.scale_for(MIN_WINDOW, panel) >= theme.window_scale(MIN_WINDOW)
    assert grown == sorted(grown) and grown[0] == pytest.approx(1.5) and grown[1] == pytest.approx(1.875)
    assert grown[-1] == pytest.approx(1080 / 560)  # the panel's room fills the window's height


def test_a_new_scale_lays_every_scene_out_again_and_is_remembered(app, open_table):
    _app, table = open_table("sabotage", [Seat("Ann"), Seat("Bob")], size=(1920, 1080))
    before = table.scale
    settings = SettingsScene(_app)
    _app.stack.push(settings)
    _app.step(0.016)
    settings.ui_scale.step(3)  # System, 100, 125, 150
    _app.step(0.016)
    assert table.scale > before and settings.scale > theme.window_scale((1920, 1080))
    assert store.load_settings([]).ui_scale == 150
    settings.ui_scale.step(-2)
    assert table.scale == pytest.approx(before)
    _app.close()


def test_old_settings_files_load_and_a_bad_scale_is_refused_with_a_message():
    assert store.Settings.parse({"version": 1, "volume": 0.5}).ui_scale == 0  # a file from before the scale
    assert store.Settings.parse({"version": 1, "ui_scale": 175}).ui_scale == 175
    for bad in (130, 250, "150", True, 0.5):
        repairs: list[str] = []
        settings = store.Settings.parse({"version": 1, "ui_scale": bad, "volume": 0.25}, repairs)
        assert settings.ui_scale == 0 and settings.volume == 0.25  # the rest of the file is kept
        assert len(repairs) == 1 and "ui_scale" in repairs[0]


class Notices(Scene):
    """Nothing but the notices the shell draws at the bottom of the window over any screen; their slips stand as
    its widgets, held apart and inside the window like buttons."""

    def __init__(self, app):
        super().__init__(app)
        self.widgets = WidgetGroup()
        app.notify("Your game could not be saved: the disk is full. Free some space and it is saved again.")
        app.notify("Statistics reset: every game starts a new record.")

    def draw(self, surface):
        slips = dialogs.draw_notices(surface, self.app.notices, self.app.size)
        self.widgets.widgets = [Widget(slip) for slip in slips]
        self.scale = sum(slip.h for slip in slips) / 100  # how tall they are, for the test of growth


def with_recent_games(app) -> None:
    """Two finished games in the recent games and the statistics (kept across the sizes of one test)."""
    if not recent.load_recent([]):
        finish_game("unbeetable")
        finish_game("sabotage")


def replay_viewer(app, *, face_up: bool = False) -> ReplayScene:
    """The newest recent game (Garden Sabotage!, two seats) watched again after three moves."""
    with_recent_games(app)
    viewer = ReplayScene(app, replay_of(recent.load_recent([])[-1].record), start=3)
    if face_up:
        viewer.view_choice.step(-1)
        assert viewer.seat == FACE_UP
    return viewer


def lobby(app) -> LobbyScene:
    """The host's lobby with one seat free, from a client that says so (no connection is made)."""
    table = ({"name": "Ann", "taken": True}, {"name": "Basil", "level": "easy", "taken": True}, {"taken": False})

    class Told:
        def latest(self):
            return Snapshot(status=PLAYING, game="sabotage", seats=(0,), table=table)

        def stop(self, timeout=None):
            pass

    return LobbyScene(app, Told(), address="192.0.2.200:48213", code="K7QX")


def picker(app) -> list[Scene]:
    table = games.get("sabotage").table_scene()(app, position("sabotage", 2))
    return [table, MovePicker(app, table)]


LONG_DETAIL = "Ann vs. Basil and Clover, move 23 of round 2, saved 5 minutes ago, will be lost."
OVERLAYS = {
    "confirm": lambda app: [
        MenuScene(app),
        ConfirmDialog(app, "Replace your saved game of Garden Sabotage!?", LONG_DETAIL, lambda: None),
    ],
    "notices": lambda app: [Notices(app)],
    "cover": lambda app: [
        CoverScreen(
            app,
            "Clover",
            theme.SEAT_COLOURS[2],
            [(f"Basil planted a Tomato in row {i}", i % 3 == 0) for i in range(12)],
            lambda: None,
        )
    ],
    "stats": lambda app: [MenuScene(app), StatsScene(app)],
    "recent": lambda app: [MenuScene(app), StatsScene(app), RecentGamesScene(app)],
    "recent-empty": lambda app: [MenuScene(app), StatsScene(app), RecentGamesScene(app)],
    "replay": lambda app: [replay_viewer(app)],
    "replay-face-up": lambda app: [replay_viewer(app, face_up=True)],
    "replay-moves": lambda app: [viewer := replay_viewer(app), MoveList(app, viewer)],
    "move-picker": picker,
    "host": lambda app: [
        MenuScene(app),
        HostScene(app, games.get("unbeetable"), [Seat(name) for name in ("Ann", "Basil", "Clover", "Dill")], {}),
    ],
    "join": lambda app: [MenuScene(app), JoinScene(app)],
    "lobby": lambda app: [MenuScene(app), lobby(app)],
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", list(OVERLAYS))
def test_every_dialog_list_and_form_fits_at_every_scale_and_size(monkeypatch, name, lang):
    """The questions, notices and hot-seat cover, the statistics, the recent games and a replay with its move
    list, the move picker, and the forms to play across laptops grow with the UI scale too, and still fit."""

    def open_screen(app):
        if name in ("stats", "recent"):
            with_recent_games(app)
        for scene in OVERLAYS[name](app):
            app.stack.push(scene)

    found = check_every_step(monkeypatch, lang, open_screen)
    assert not found, "\n".join(found)


# How much each grows from 100 to 200 % at least, and in which window. The full screens (statistics, recent games,
# the forms to play across laptops) double, scrolled; the questions and lists over a screen have room to spare at
# 16:9; the replay's bar of controls stays in the window, pinned under its table (which doubles), so it grows only
# as far as its row of controls fits the window's width.
GROWTH = {"replay": ((1280, 720), 1.15), "replay-face-up": ((1280, 720), 1.15)}
GROWTH.update({name: ((1280, 720), 2.0) for name in ("stats", "recent", "recent-empty", "host", "join", "lobby")})


@pytest.mark.parametrize("name", list(OVERLAYS))
def test_each_of_them_grows_with_the_ui_scale(monkeypatch, name):
    """200 % lays each of those screens out larger than 100 % does: a full screen twice as large, scrolled where
    it outgrows the window; a question or list over a screen a fifth larger at 16:9, as far as its own room lets
    it (the notices by their slips' height)."""
    size, least = GROWTH.get(name, ((1280, 720), 1.2))
    drawn = Drawn(monkeypatch)
    app = App(size, headless=True)
    app.settings.animation_speed = "off"
    for scene in OVERLAYS[name](app):
        app.stack.push(scene)
    app.step(0.016)
    _wrong, small = look(app, drawn, 100)
    before = app.stack.top.scale
    _wrong, big = look(app, drawn, 200)
    grown = app.stack.top.scale / before
    app.close()
    assert grown >= least * 0.999, f"grew only {grown:.2f} times"
