"""Every game played whole with the keyboard alone: from the menu, through the setup screen, every move of the
people at the table, the questions a move asks, the pass-the-laptop cover, to the score screen.

The player here reads what anyone at the screen can see (the table's lit targets, which button has the focus
ring, the move list's rows) to choose which key to press, and the easy computer level's choice of move to know
what it wants; but every move is made by a posted KEYDOWN, never by a click or a call on the table.
"""

import random

import pygame
import pytest

from gardengames import games, recent
from gardengames.engine.state import Move
from gardengames.session import Seat, Session
from gardengames.ui import setup as setup_screen
from gardengames.ui.dialogs import ConfirmDialog, CoverScreen
from gardengames.ui.menu import MenuScene
from gardengames.ui.picker import MovePicker
from gardengames.ui.rulespage import RulesScene
from gardengames.ui.score import ScoreScene
from gardengames.ui.settings import SettingsScene
from gardengames.ui.setup import SetupScene
from gardengames.ui.shell import App
from gardengames.ui.stats import StatsScene
from gardengames.ui.table import BaseTable
from gardengames.ui.widgets import Choice, Widget

PRESSES = 200  # more presses than any one move or choice needs: a move not reached within them is unreachable
TURNS = 3000  # more moves and frames than the longest game plays


def press(app, k, mod=0, unicode=""):
    """One key pressed and let go, and one frame stepped: as the window delivers a key."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))
    app.step(0.016)


def ring_shown(surface, rect, scale) -> bool:
    """Whether the keyboard's focus ring (white, edged in ink) is drawn round ``rect``: its white band shows,
    white or nearly (a lit place's glow may lie over it), beside the middle of at least two of the four sides (a
    label over the cards may cover one)."""
    band = 2 + max(3, int(4 * scale)) // 2  # from the rect's edge out to the middle of the white band
    points = [
        (rect.centerx, rect.top - band),
        (rect.centerx, rect.bottom - 1 + band),
        (rect.left - band, rect.centery),
        (rect.right - 1 + band, rect.centery),
    ]
    bounds = surface.get_rect()
    return sum(bounds.collidepoint(p) and min(tuple(surface.get_at(p))[:3]) >= 225 for p in points) >= 2


def focused(widgets) -> Widget | None:
    """The widget whose focus ring shows (the keyboard moved to it)."""
    return next((w for w in widgets.widgets if w.focused and w.visible), None)


def tab_to(app, widgets, widget, mod=0):
    """Tab until ``widget`` has the focus ring; the test fails if Tab never reaches it."""
    for _ in range(PRESSES):
        if focused(widgets) is widget:
            return
        press(app, pygame.K_TAB, mod)
    raise AssertionError(f"Tab never reaches {getattr(widget, 'label', widget)!r}")


def choose(app, widgets, choice: Choice, value):
    """Tab to a ``< value >`` picker and step it with Right until it shows ``value``."""
    tab_to(app, widgets, choice)
    for _ in range(len(choice.choices) + 1):
        if choice.value == value:
            return
        press(app, pygame.K_RIGHT)
    raise AssertionError(f"{choice.label} never shows {value!r}")


def type_text(app, widgets, field, text):
    """Tab into a text field, rub out what it holds and type ``text``."""
    tab_to(app, widgets, field)
    for _ in range(len(field.value)):
        press(app, pygame.K_BACKSPACE)
    for ch in text:
        press(app, ord(ch), unicode=ch)
    assert field.value == text


def open_setup(app, game_id) -> SetupScene:
    """From the menu to the game's setup screen: Tab to its tile, Enter."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    tile = next(t for t in menu.tiles if t.info.id == game_id)
    tab_to(app, menu.widgets, tile)
    press(app, pygame.K_RETURN)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return setup


def seat_up(app, setup: SetupScene, kinds: list[tuple[str, str]], seed: int, options: dict) -> None:
    """Choose the number of players and who sits where, the options, the seed when it shows, then Start: all by
    keys."""
    if not setup.info.solitaire:
        choose(app, setup.widgets, setup.count_choice, len(kinds))
    for (_name, kind, _colour), want in zip(setup.rows, kinds, strict=False):
        if kind is not None:
            choose(app, setup.widgets, kind, want)
    for option, choice in zip(setup.info.options, setup.option_choices, strict=True):
        if option.id in options:
            choose(app, setup.widgets, choice, options[option.id])
    if setup.seed_field.visible:
        type_text(app, setup.widgets, setup.seed_field, str(seed))
    tab_to(app, setup.widgets, setup.start_button)
    press(app, pygame.K_RETURN)


def ready_cover(app, cover: CoverScreen) -> None:
    """The person coming to the screen waits for the cover's button to wake, then presses Enter."""
    for _ in range(PRESSES):
        if cover.armed:
            break
        app.step(0.05)
    press(app, pygame.K_RETURN)
    assert app.stack.top is not cover


def pick_row(app, picker: MovePicker, move: Move) -> None:
    """The move list (or the question one key left open): Down to the row of ``move``, Enter."""
    names = picker.table.session.names
    row = next(i for i, m in enumerate(picker.moves) if m.instruction(names) == move.instruction(names))
    for _ in range(len(picker.moves)):
        if picker.index == row:
            break
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN)


class KeyPlayer:
    """Plays the people's seats of one table by keys: Tab to what a move picks up, arrows to where it lands (or
    Tab on to the button that stands for it), Enter; then the question it leaves open, if any."""

    def __init__(self, app: App, table: BaseTable, rng: random.Random, choose_move) -> None:
        self.app, self.table, self.rng, self.choose_move = app, table, rng, choose_move
        self.rings = 0  # focus-moving presses after which a focus ring was on screen
        self.played: list[Move] = []  # the moves the keys made
        self.questions = 0  # how often a key left a question open (which of these?), answered by keys

    def check_ring(self) -> None:
        """After a key that moves the focus, a ring shows where it is: around a lifted card (and the target it
        points at), or a focused button, inside the window."""
        table = self.table
        rect = table.input.focus_rect()
        assert rect is not None and rect.w > 0 and rect.h > 0, "the keyboard focus is nowhere to be seen"
        assert pygame.Rect((0, 0), table.size).colliderect(rect), f"the focus ring {rect} is off the screen"
        assert ring_shown(self.app.screen, rect, table.scale), f"no focus ring is drawn round {rect}"
        self.rings += 1

    def key(self, k, mod=0) -> None:
        press(self.app, k, mod)

    def lift(self, source) -> None:
        """Tab until ``source`` is lifted by the keys."""
        selection = self.table.selection
        for _ in range(PRESSES):
            if selection.lifted == source and selection.by_keys:
                return
            self.key(pygame.K_TAB)
            self.check_ring()
        raise AssertionError(f"Tab never lifts {source!r}")

    def aim(self, target) -> None:
        """Arrows toward ``target`` (the way from where the keyboard points now), until it is the one pointed at."""
        table = self.table
        selection = table.selection
        tried: set[tuple[object, int]] = set()
        for _ in range(PRESSES):
            if selection.focus == target:
                return
            targets = table.drag_targets(selection.lifted) or {}
            assert target in targets, f"{target!r} is not lit for {selection.lifted!r}"
            goal = targets[target].rect.center
            here = targets[selection.focus].rect.center if selection.focus in targets else goal
            dx, dy = goal[0] - here[0], goal[1] - here[1]
            ways = sorted(
                [(pygame.K_RIGHT, dx), (pygame.K_LEFT, -dx), (pygame.K_DOWN, dy), (pygame.K_UP, -dy)],
                key=lambda way: -way[1],
            )
            way = next((k for k, _along in ways if (selection.focus, k) not in tried), ways[0][0])
            tried.add((selection.focus, way))
            self.key(way)
            self.check_ring()
        raise AssertionError(f"the arrows never point at {target!r}")

    def to_button(self, move: Move) -> None:
        """Tab on past the cards to the button that plays ``move``."""
        table = self.table
        for _ in range(PRESSES):
            button = focused(table.widgets)
            if button is not None and table.input.widget_move(button) == move:
                return
            self.key(pygame.K_TAB)
            self.check_ring()
        raise AssertionError(f"Tab never reaches a button for {move!r}")

    def answer(self, move: Move) -> None:
        """A question the key left open (which of these?): its row, by Down and Enter."""
        top = self.app.stack.top
        if isinstance(top, MovePicker):
            pick_row(self.app, top, move)
            self.questions += 1

    def play(self, move: Move) -> None:
        table = self.table
        before = len(table.session.history)
        if move.source_key is not None:
            self.lift(move.source_key)
            if move.target_key is not None:
                self.aim(move.target_key)
        else:
            self.to_button(move)
        self.key(pygame.K_RETURN)
        self.answer(move)
        history = table.session.history
        assert len(history) > before and history[before][1] == move, f"the keys did not play {move!r}"
        self.played.append(move)

    def move(self) -> None:
        state = self.table.session.state
        legal = state.legal_moves()
        self.play(self.choose_move(state, legal, self.rng))


def mostly_easy(info, share=0.25):
    """What the easy computer level would play in this seat (a sensible game that ends), or now and then any
    legal move at all, so the moves a sensible player seldom makes (discard the hand, end the turn early) are
    made by keys too."""

    def pick(state, legal, rng):
        if rng.random() < share:
            return rng.choice(legal)
        return info.bots.choose_move(state.view(state.current_player), legal, "easy", rng)

    return pick


def builder(state, legal, rng):
    """Unsurmountable, climbing carelessly: mostly builds, now and then anything else (an ability, the
    helicopter), and gives up as soon as the rules allow it (the mountain full, no trail to the peak)."""
    give_up = [m for m in legal if m.source_key is None and m.target_key is None]
    builds = [m for m in legal if type(m).__name__ == "Build"]
    if give_up:
        return give_up[0]
    return rng.choice(builds if builds and rng.random() < 0.85 else legal)


def summiter(state, legal, rng):
    """Unsurmountable, climbing as the solver does: a winning line, abilities and helicopter included."""
    return games.get("unsurmountable").module("solver").play(state.clone(), rng)


def wanderer(state, legal, rng):
    """Unsurmountable, any legal move at all: spends the Base Camp on abilities until the climb is lost."""
    return rng.choice(legal)


def play_to_the_end(app, player: KeyPlayer) -> int:
    """Play the game to its score screen; returns how many pass-the-laptop covers were answered."""
    table = player.table
    covers = 0
    for _ in range(TURNS):
        top = app.stack.top
        if isinstance(top, ScoreScene):
            return covers
        if isinstance(top, CoverScreen):
            ready_cover(app, top)
            covers += 1
        elif top is not table:
            raise AssertionError(f"{type(top).__name__} is open over the table")
        elif table.session.state.is_over or table.handing_over:
            press(app, pygame.K_RETURN)
        elif table.my_turn:
            player.move()
        else:
            table.wait_for_computer(10)
            app.step(0.5)
    raise AssertionError("the game never reached the score screen")


@pytest.fixture
def menu_app(monkeypatch):
    monkeypatch.setattr(setup_screen, "fresh_seed", lambda: 5)  # a hot-seat game draws its secret seed here
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    app.settings.computer_speed = "instant"
    app.stack.push(MenuScene(app))
    app.step(0.016)
    yield app
    app.close()


def play_by_keys(app, game_id, kinds, seed, choose_move, options=None) -> tuple[KeyPlayer, int]:
    """Menu, setup, the whole game and the score screen by keys; the finished game is in the recent games.
    Returns the player and how many pass-the-laptop covers were answered."""
    seat_up(app, open_setup(app, game_id), kinds, seed, options or {})
    table = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    player = KeyPlayer(app, table, random.Random(seed), choose_move)
    covers = play_to_the_end(app, player)
    assert table.session.state.is_over and isinstance(app.stack.top, ScoreScene)
    assert player.played and player.rings >= len(player.played)  # at least one ring shown on the way to each move
    assert [(game.game, game.seed) for game in recent.load_recent([])] == [(game_id, table.session.seed)]
    return player, covers


PERSON = ("human", "easy")
EASY = ("computer", "easy")
# Each game with one person against computers and with two people at one screen, and the moves with no card to
# pick up (buttons) or a question (which of these?) that each of these deals comes to, made by keys as well.
GAMES = [
    ("unbeetable", [PERSON, EASY], set()),
    ("unbeetable", [PERSON, PERSON], {"EndTurn", "DiscardHand"}),
    ("sabotage", [PERSON, EASY, EASY], {"Sweep", "DigUp", "EatPlant"}),  # EndTurn: the two-person deal
    ("sabotage", [PERSON, PERSON], {"Sweep", "EndTurn", "DigUp", "EatPlant"}),
    ("botanicus", [PERSON, EASY], {"Pass", "PayForAction", "PlayCard", "SellCard", "ChooseTrack"}),
    ("botanicus", [PERSON, PERSON], {"Pass", "PayForAction", "PlayCard", "SellCard", "ChooseTrack", "question"}),
]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game_id", "kinds", "made"), GAMES, ids=[f"{g}-{len(k)}-{k.count(PERSON)}p" for g, k, _m in GAMES]
)
def test_a_whole_game_by_keys_alone(menu_app, game_id, kinds, made):
    player, covers = play_by_keys(menu_app, game_id, kinds, 7, mostly_easy(games.get(game_id)))
    people = kinds.count(PERSON)
    assert (covers > 0) == (people > 1)  # two people at one screen: the cover is passed by keys, turn after turn
    assert made <= {type(m).__name__ for m in player.played} | ({"question"} if player.questions else set())
    seats = {actor for actor, _move, _events in player.table.session.history if actor is not None}
    assert all(seat in seats for seat in range(len(kinds)))


CLIMBS = {
    "gives-up": (builder, 2, {"GiveUp", "UseAbility", "Helicopter", "Choose", "ChooseSlot"}),
    "wins": (summiter, 4, {"UseAbility", "Helicopter", "Choose", "ChooseSlot"}),
    "loses": (wanderer, 6, {"UseAbility", "Build"}),
}


@pytest.mark.slow
@pytest.mark.parametrize("climb", list(CLIMBS))
def test_a_whole_climb_by_keys_alone(menu_app, climb):
    """Unsurmountable to a win, a loss and a climb given up, its abilities, the helicopter and the questions they
    ask (which card, which place) all answered by keys."""
    choose_move, seed, kinds = CLIMBS[climb]
    player, _covers = play_by_keys(menu_app, "unsurmountable", [PERSON], seed, choose_move, {"level": 1})
    assert kinds <= {type(m).__name__ for m in player.played}
    state = player.table.session.state
    assert (state.winners() == [0]) == (climb == "wins")


def finished_session(game_id="unbeetable"):
    info = games.get(game_id)
    seats = [Seat(f"P{i}", "computer", "easy", i) for i in range(info.min_players if info.solitaire else 2)]
    session = Session(game_id, seats, seed=3, options=info.default_options())
    for _ in range(TURNS):
        if session.state.is_over:
            break
        session.apply(session.computer_move())
    return session


SCREENS = {
    "menu": lambda app: MenuScene(app),
    **{f"setup-{g}": (lambda app, g=g: SetupScene(app, games.get(g))) for g in games.GAMES},
    "settings": lambda app: SettingsScene(app),
    "rules": lambda app: RulesScene(app, games.get("botanicus")),
    "statistics": lambda app: StatsScene(app),
    "score": lambda app: ScoreScene(app, finished_session()),
    "score-solitaire": lambda app: ScoreScene(app, finished_session("unsurmountable")),
    "leave": lambda app: ConfirmDialog(app, "Leave this game?", "", on_yes=lambda: None),
    "cover": lambda app: CoverScreen(app, "Bob", (60, 110, 200), [("Ann planted a Lettuce", False)], lambda: None),
}


OPENS_WITH_FOCUS = {"statistics", "score", "score-solitaire", "leave", "cover"}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_tab_on_every_screen_shows_a_ring_where_the_focus_is(app, screen):
    """Menu, setup, settings, rules, statistics, score and the dialogs: after each Tab and Shift+Tab a focus
    ring is drawn round the widget the keyboard is on, and Tab visits every widget it can act on."""
    scene = SCREENS[screen](app)
    app.stack.push(scene)
    app.step(0.016)
    if isinstance(scene, CoverScreen):
        for _ in range(PRESSES):
            if scene.armed:
                break
            app.step(0.05)
    if screen in OPENS_WITH_FOCUS:  # where Enter acts before any Tab, the ring shows from the first frame
        app.step(0.016)
        widget = scene.widgets.keyboard_focus()
        assert widget is not None and ring_shown(app.screen, widget.rect, scene.scale)
    visited = []
    for mod in [0] * (len(scene.widgets.focusable()) + 1) + [pygame.KMOD_SHIFT] * 2:
        press(app, pygame.K_TAB, mod)
        widget = scene.widgets.keyboard_focus()
        assert widget is not None, "Tab left no widget with the focus"
        assert ring_shown(app.screen, widget.rect, scene.scale), f"no focus ring round {widget.rect}"
        visited.append(widget)
    assert {id(w) for w in visited} == {id(scene.widgets.widgets[i]) for i in scene.widgets.focusable()}


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_a_tab_on_each_table_rings_a_card_then_its_buttons(open_table, game_id):
    """On every table: Tab lifts a card with a ring round it; the arrows ring where it would go; Tab on past the
    cards rings the table's buttons, and the prompt line says what Enter presses; each ring drawn where the
    interaction layer says the focus is."""
    info = games.get(game_id)
    seats = [Seat("Ann", "human", "easy", 0)] + [Seat("Bo", "computer", "easy", 1)] * (not info.solitaire)
    app, table = open_table(game_id, seats)
    for _ in range(PRESSES):  # a computer seat that starts plays its moves first
        if table.my_turn:
            break
        table.wait_for_computer(10)
        app.step(0.5)
    checks = [pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB] + [pygame.K_TAB] * 60
    for k in checks:
        press(app, k)
        rect = table.input.focus_rect()
        assert rect is not None and ring_shown(app.screen, rect, table.scale), f"no ring after {pygame.key.name(k)}"
        if table.widgets.keyboard_focus() is not None:
            break
    button = table.widgets.keyboard_focus()
    assert button is not None, "Tab never went on to the table's buttons"
    assert table.prompt_line.text().startswith(f"Enter: {button.label}.")  # the line says what Enter does now


def test_the_focus_leaves_the_buttons_when_the_turn_passes(open_table):
    """End turn pressed by keys: when the turn comes round again no ring waits on End turn, so an Enter meant
    for something else (or pressed by the next person at the screen) ends no turn."""
    app, table = open_table("sabotage", [Seat("Ann", "human", "easy", 0), Seat("Bo", "computer", "easy", 1)])
    player = KeyPlayer(app, table, random.Random(1), lambda state, legal, rng: legal[0])
    end_turn = next(m for m in table.session.state.legal_moves() if type(m).__name__ == "EndTurn")
    player.to_button(end_turn)
    press(app, pygame.K_RETURN)
    assert table.session.history[0][1] == end_turn
    for _ in range(PRESSES):
        if table.my_turn:
            break
        table.wait_for_computer(10)
        app.step(0.5)
    assert table.my_turn and table.widgets.keyboard_focus() is None
    assert not any(w.focused for w in table.widgets.widgets)
    moves = len(table.session.history)
    press(app, pygame.K_RETURN)
    assert len(table.session.history) == moves


def test_z_zooms_the_card_the_keys_lifted(open_table):
    """A keyboard player reads a card's full text too: Z zooms the card Tab lifted, Z again or Esc puts it away
    (and Esc once more puts the card down)."""
    app, table = open_table("sabotage", [Seat("Ann", "human", "easy", 0), Seat("Bo", "computer", "easy", 1)])
    press(app, pygame.K_TAB)
    lifted = table.selection.lifted
    assert lifted in table.session.state.private_cards(0)
    press(app, pygame.K_z)
    assert table.shown_zoom() == lifted
    press(app, pygame.K_z)
    assert table.shown_zoom() is None
    press(app, pygame.K_z)
    press(app, pygame.K_ESCAPE)
    assert table.shown_zoom() is None and table.selection.lifted == lifted
    press(app, pygame.K_ESCAPE)
    assert table.selection.lifted is None
