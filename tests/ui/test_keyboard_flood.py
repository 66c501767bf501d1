"""Unbeetable's flood played by keys alone (issue 34): a flood's targets are the only ones on any table that
overlap (a row and a column of one garden cross, and the middle row and column share their centre), so the
arrows must still reach every band, the row and the column through the same spot alike.

The position is reached by playing moves from a seed until a flood is legal, never arranged by hand: the same
seed and moves give the same position on any machine.
"""

import random

import pygame
import pytest

from gardengames import games
from gardengames.games.unbeetable.rules import PlayFlood
from gardengames.session import Seat, Session
from gardengames.ui.shell import App
from tests.ui.test_keyboard_games import KeyPlayer

SEATS = [Seat("Ann", "human", "easy", 0), Seat("Bo", "computer", "easy", 1)]
SEED = 8
MOVES = 400  # more moves than this seed needs to deal Ann a flood with plants to wash away


def flood_position() -> Session:
    """From ``SEED``, Bo playing his first legal move and Ann any move but a flood, until Ann may play a flood."""
    session = Session("unbeetable", SEATS, seed=SEED)
    rng = random.Random(SEED)
    for _ in range(MOVES):
        state = session.state
        legal = state.legal_moves()
        if state.current_player == 0 and any(isinstance(m, PlayFlood) for m in legal):
            return session
        assert not state.is_over
        others = [m for m in legal if not isinstance(m, PlayFlood)] or legal
        session.apply(legal[0] if state.current_player == 1 else rng.choice(others))
    raise AssertionError("no flood came to Ann's hand")


FLOODS = [m for m in flood_position().state.legal_moves() if isinstance(m, PlayFlood)]


def test_the_position_offers_rows_and_columns_that_cross_in_both_gardens():
    bands = {(m.owner, m.axis, m.index) for m in FLOODS}
    assert {(owner, axis, 1) for owner in (0, 1) for axis in ("row", "column")} <= bands


@pytest.mark.parametrize("flood", FLOODS, ids=[f"{m.owner}-{m.axis}-{m.index}" for m in FLOODS])
def test_a_flood_is_played_by_keys_on_every_band_it_may_wash_away(flood):
    """UB-A5: a flood removes a whole row or column of plant cards (and weeds) from one garden. Tab lifts the
    flood, the arrows point at the band (a focus ring round each thing the keys reach), Enter plays it: the move
    is the rules' own legal move, and afterwards that band of that garden is empty."""
    session = flood_position()
    state = session.state
    line = list(state.line(flood.axis, flood.index))
    assert any(state.gardens[flood.owner][spot] is not None for spot in line)
    app = App((1280, 720), headless=True)
    app.settings.animation_speed = "off"
    table = games.get("unbeetable").table_scene()(app, session)
    app.stack.push(table)
    app.step(0.016)
    player = KeyPlayer(app, table, random.Random(0), lambda *_: flood)
    assert table.my_turn
    player.play(flood)  # lift by Tab, aim by arrows, Enter; fails unless the history gained exactly this move
    assert player.rings > 0 and table.session.history[-1][1] == flood
    assert all(table.session.state.gardens[flood.owner][spot] is None for spot in line)
    pygame.event.clear()
    app.close()
