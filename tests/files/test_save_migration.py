"""Saves written before every card had its own key (save format 1) still continue, as the same game.

The fixtures are real mid-game saves of each game written by the code of that time; ``expected.json`` holds
what that code reported for them (whose turn, every score and its parts), so a migration that lands on a
different game fails here even though each upgraded move is legal.
"""

import json
from pathlib import Path

import pytest

from gardengames import session as sessions

FIXTURES = Path(__file__).parents[1] / "fixtures" / "saves_v1"
EXPECTED = json.loads((FIXTURES / "expected.json").read_text())


@pytest.mark.parametrize("game_id", sorted(EXPECTED))
def test_a_format_1_save_continues_as_the_same_game_unless_its_rules_changed_since(game_id):
    raw = json.loads((FIXTURES / f"{game_id}.json").read_text())
    assert raw["format"] == 1
    if raw.get("rules_version", 1) != sessions.rules_version(game_id):
        # The game's rules changed since (what a saved move means): refused by name, never replayed wrongly.
        with pytest.raises(sessions.RecordError, match="rules_version"):
            sessions.from_record(raw, game_id)
        return
    session = sessions.from_record(raw, game_id)
    expected = EXPECTED[game_id]
    assert len(session.moves) == expected["moves"]
    assert session.state.current_player == expected["current_player"]
    assert [s.total for s in session.state.scores()] == expected["totals"]
    assert [s.parts for s in session.state.scores()] == expected["parts"]
    # Saved again it is a save of today's format, which reads back exactly (checksum and all).
    record = json.loads(json.dumps(session.to_record()))
    assert record["format"] == sessions.SAVE_FORMAT
    again = sessions.from_record(record, game_id)
    assert again.state == session.state and again.moves == session.moves


def test_a_format_1_save_whose_moves_do_not_replay_is_refused():
    raw = json.loads((FIXTURES / "botanicus.json").read_text())  # a game whose rules are as they were then
    assert raw.get("rules_version", 1) == sessions.rules_version("botanicus")
    raw["moves"] = raw["moves"][1:]  # the first move dropped: the rest no longer fits the deal
    with pytest.raises(sessions.RecordError, match="moves"):
        sessions.from_record(raw, "botanicus")
