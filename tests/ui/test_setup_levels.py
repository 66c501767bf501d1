"""The ladder on the setup screen: every multiplayer game offers a person and three computer levels per seat,
and the level chosen there is the one that plays (issue 14)."""

import pytest

from gardengames import games
from gardengames.ui.setup import SetupScene
from gardengames.ui.table import BaseTable
from tests.ui_events import click

MULTIPLAYER = [g.id for g in games.GAMES.values() if not g.solitaire]


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_each_seat_offers_easy_medium_and_hard(app, game_id):
    info = games.GAMES[game_id]
    assert info.bot_levels == ("easy", "medium", "hard")
    assert tuple(info.bots.LEVELS) == info.bot_levels  # the registry and the game's players agree
    setup = SetupScene(app, info)
    app.stack.push(setup)
    app.step(0.016)
    kind = setup.rows[1][1]
    assert kind is not None
    assert kind.names == ["Person", "Computer (easy)", "Computer (medium)", "Computer (hard)"]


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_the_level_chosen_on_setup_sits_at_the_table_and_plays(app, game_id):
    setup = SetupScene(app, games.GAMES[game_id])
    app.stack.push(setup)
    app.step(0.016)
    kind = setup.rows[1][1]
    assert kind is not None
    # Click the right arrow of seat 2's choice until it says medium (Person -> easy -> medium).
    while kind.value != ("computer", "medium"):
        before = kind.index
        click(app, (kind.rect.right - kind.rect.h // 2, kind.rect.centery))
        assert kind.index != before
    click(app, setup.start_button.rect.center)
    table = next(s for s in app.stack.scenes if isinstance(s, BaseTable))
    assert [(s.kind, s.level) for s in table.session.seats[:2]] == [("human", "easy"), ("computer", "medium")]


def step_choice(app, choice, value):
    """Click a choice's right arrow, as a player would, until it shows ``value``."""
    for _ in range(len(choice.choices)):
        if choice.value == value:
            return
        click(app, (choice.rect.right - choice.rect.h // 2, choice.rect.centery))
    assert choice.value == value


@pytest.mark.parametrize("game_id", [*MULTIPLAYER, "unsurmountable"])
def test_the_setup_screen_offers_the_last_table_again(app, game_id):
    """Issue 33 (8): the setup screen forgot the last seats and levels. The players, each seat's kind and level,
    and the options of the last game started come back the next time, from the settings file."""
    from gardengames import store
    from gardengames.ui.menu import MenuScene

    info = games.GAMES[game_id]
    app.stack.clear_to(MenuScene(app))
    setup = SetupScene(app, info)
    app.stack.push(setup)
    app.step(0.016)
    if not info.solitaire:
        step_choice(app, setup.count_choice, info.max_players)
        step_choice(app, setup.rows[1][1], ("computer", "hard"))
    for option, choice in zip(info.options, setup.option_choices, strict=True):
        step_choice(app, choice, option.choices[-1])
    click(app, setup.start_button.rect.center)
    assert isinstance(app.stack.top, BaseTable)
    kept = store.load_settings([]).last_setups[game_id]
    app.stack.clear_to(MenuScene(app))
    again = SetupScene(app, info)
    for option in info.options:
        assert kept["options"][option.id] == again.options[option.id] == option.choices[-1]
    if not info.solitaire:
        assert again.count == info.max_players
        assert (again.seats[1].kind, again.seats[1].level) == ("computer", "hard")


def test_a_strange_remembered_setup_is_left_aside(app):
    """A hand-edited or outdated remembered setup (a level the game lost, two seats of one colour, an option it
    does not have) never keeps the screen from opening: what does not fit stays at its default."""
    info = games.GAMES["sabotage"]
    app.settings.last_setups["sabotage"] = {
        "count": 99,
        "seats": [{"name": "Ann"}, {"name": "X", "kind": "computer", "level": "godlike"}, "not a seat"],
        "options": {"nonsense": 1},
    }
    setup = SetupScene(app, info)
    app.settings.last_setups.clear()
    fresh = SetupScene(app, info)  # what the screen offers with nothing remembered
    assert setup.count == fresh.count and setup.options == fresh.options
    assert [(s.kind, s.level, s.colour) for s in setup.seats] == [(s.kind, s.level, s.colour) for s in fresh.seats]


def test_each_unsurmountable_level_says_what_it_adds(app, rendered):
    """Issue 33 (7): the level picker showed a bare I-V. Beside the choice, each level says what it asks for
    (UM-D1..D5: each keeps the ones before and adds one), and each kind of deal what it means."""
    info = games.GAMES["unsurmountable"]
    setup = SetupScene(app, info)
    app.stack.push(setup)
    level = setup.option_choices[0]
    seen = []
    for value in info.options[0].choices:
        step_choice(app, level, value)
        app.step(0.016)
        note = info.options[0].note_of(value)
        assert note and any(note in text.replace("\n", " ") for text in rendered), value
        seen.append(note)
    assert len(set(seen)) == 5 and "Base Camp" in seen[0] and "climbers" in seen[4]
    assert all(info.options[1].note_of(v) for v in info.options[1].choices)
