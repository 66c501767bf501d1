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
