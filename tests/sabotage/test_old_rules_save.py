"""A save written under the rules before free completion (rules version 1) is refused with a clear notice and
kept on disk, never replayed into a different game (GS-O1 changed what a move means: RULES.md decisions)."""

from __future__ import annotations

import json

from gardengames import session as sessions
from gardengames import store
from gardengames.games.sabotage import rules
from gardengames.session import Seat, Session
from gardengames.ui.menu import MenuScene
from gardengames.ui.shell import App
from tests.ui_events import click


def _old_save() -> dict:
    game = Session("sabotage", [Seat("Ann"), Seat("Basil", "computer", "easy", colour=1)], 5)
    for _ in range(4):
        game.apply(game.computer_move())
    record = game.to_record()
    assert record["rules_version"] == rules.RULES_VERSION == 2
    record["rules_version"] = 1
    return record


def test_a_rules_version_1_save_is_refused_by_name_and_kept():
    path = store.save_path("sabotage")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_old_save()))
    notices: list[str] = []
    assert store.load_save("sabotage", notices) is None
    assert "rules version '1'" in notices[0] and "this version plays 2" in notices[0]
    kept = list(path.parent.glob("sabotage.json.broken-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["rules_version"] == 1


def test_continue_on_an_old_rules_save_gives_a_notice_and_stays_on_the_menu():
    """The menu offers the save (its header reads), Continue refuses it with a notice, and nothing crashes."""
    store.write_save(_old_save())
    app = App((1280, 720), headless=True)
    try:
        menu = MenuScene(app)
        app.stack.push(menu)
        app.step(0.016)
        button = menu.continues["sabotage"]
        click(app, button.rect.center)
        assert app.stack.top is menu
        assert any("rules version '1'" in note for note in app.notices)
        assert any("no usable saved game of Garden Sabotage!" in note for note in app.notices)
        assert list(store.save_path("sabotage").parent.glob("sabotage.json.broken-*"))
        app.step(0.016)  # and the next frame draws fine
    finally:
        app.close()


def test_a_save_of_these_rules_still_continues():
    record = json.loads(json.dumps(_old_save() | {"rules_version": rules.RULES_VERSION}))
    again = sessions.from_record(record, "sabotage")
    assert len(again.moves) == 4
