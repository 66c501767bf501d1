"""A save written under a game's earlier rules (saves are move lists, and the rules changed what a move means) is
refused by name and kept on disk, never replayed into a different game; a save of today's rules continues.
UB-T5, UB-T7 (Unbeetable's pass and card-by-card refill), GS-O1 (Sabotage's free completion) and UM-C1
(Unsurmountable's new cards) each changed a game's rules_version; this holds for every game that did."""

from __future__ import annotations

import json

import pytest

from gardengames import games, store
from gardengames import session as sessions
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App
from tests.ui_events import click

CHANGED = [g for g in games.GAMES if sessions.rules_version(g) > 1]


def older_save(game_id: str) -> dict:
    """A real save of four moves, stamped with the rules version before today's."""
    info = games.get(game_id)
    level = (info.bot_levels or ("easy",))[0]
    seats = [Seat("Ann")] if info.solitaire else [Seat("Ann"), Seat("Basil", "computer", level, colour=1)]
    game = Session(game_id, seats, 5)
    for _ in range(4):
        if not game.state.is_over:
            game.apply(game.computer_move())
    record = game.to_record()
    assert record["rules_version"] == sessions.rules_version(game_id)
    return {**record, "rules_version": record["rules_version"] - 1}


def test_three_games_changed_their_rules_this_time():
    assert CHANGED == ["unbeetable", "sabotage", "unsurmountable"]


@pytest.mark.parametrize("game_id", CHANGED)
def test_an_older_rules_save_is_refused_by_name_and_kept(game_id):
    record = older_save(game_id)
    path = store.save_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record))
    notices: list[str] = []
    assert store.load_save(game_id, notices) is None
    was, now = record["rules_version"], sessions.rules_version(game_id)
    assert f"saved with rules version '{was}', this version plays {now}" in notices[0]
    kept = list(path.parent.glob(f"{game_id}.json.broken-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["moves"] == record["moves"]


@pytest.mark.parametrize("game_id", CHANGED)
def test_continue_on_an_older_rules_save_gives_a_notice_and_stays_on_the_menu(game_id):
    store.write_save(older_save(game_id))
    app = App((1280, 720), headless=True)
    try:
        menu = MenuScene(app)
        app.stack.push(menu)
        app.step(0.016)
        click(app, menu.continues[game_id].rect.center)
        assert app.stack.top is menu
        assert any("rules version" in note for note in app.notices)
        assert any(f"no usable saved game of {games.get(game_id).title}" in note for note in app.notices)
        assert list(store.save_path(game_id).parent.glob(f"{game_id}.json.broken-*"))
        app.step(0.016)  # and the next frame draws fine
    finally:
        app.close()


@pytest.mark.parametrize("game_id", CHANGED)
def test_a_save_of_todays_rules_still_continues(game_id):
    record = older_save(game_id)
    record["rules_version"] += 1
    again = sessions.from_record(json.loads(json.dumps(record)), game_id)
    assert len(again.moves) == len(record["moves"])
