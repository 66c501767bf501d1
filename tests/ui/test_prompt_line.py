"""The prompt line of a finished game is one line for every game with opponents (issue 31, point 4): it had been
written three times and drifted, so a Botanicus tie read "Ann and Basil wins"."""

import pytest

from gardengames import games
from gardengames.session import Seat

MULTIPLAYER = [g.id for g in games.GAMES.values() if not g.solitaire]


@pytest.mark.parametrize("game_id", MULTIPLAYER)
@pytest.mark.parametrize(("winners", "line"), [([0, 1], "Ann and Basil win."), ([1], "Basil wins.")])
def test_a_finished_game_names_its_winners_with_a_verb_that_agrees(
    open_table, rendered, monkeypatch, game_id, winners, line
):
    seats = [Seat("Ann"), Seat("Basil", "computer", "easy", 1), Seat("Clover", "computer", "easy", 2)]
    app, table = open_table(game_id, seats)  # one person: no cover screen between turns
    try:
        cls = type(table.session.state)
        monkeypatch.setattr(cls, "is_over", property(lambda state: True))
        monkeypatch.setattr(cls, "current_player", property(lambda state: None))
        monkeypatch.setattr(cls, "winners", lambda state: winners)
        table.relabel()  # the public way to have every word written again
        rendered.clear()
        app.step(0.016)
        said = [text for text in rendered if text.startswith("Game over: ")]
        expected = f"Game over: {line} Press Enter or click See result."
        assert table.over_line() == expected
        # Sabotage's See result button takes the prompt line's place, and its turn panel names the winners.
        assert said == ([] if game_id == "sabotage" else [expected]), said
    finally:
        app.close()


@pytest.mark.parametrize("game_id", MULTIPLAYER)
def test_a_watched_game_does_not_tell_to_press_enter_for_the_scores(app, game_id):
    """Issue 33 (7): a replay's end said "Press Enter ... See result", where Enter does nothing: a watched game
    (and a lesson) names the winners only."""
    import random

    from gardengames.session import Session

    info = games.GAMES[game_id]
    seats = [Seat("Ann"), Seat("Basil", "computer", "easy", 1)]
    session = Session(game_id, seats, 3, info.default_options())
    rng = random.Random(3)
    while not session.state.is_over:
        session.apply(rng.choice(session.state.legal_moves()))
    watched = info.table_scene()(app, session, spectator=True)
    played = info.table_scene()(app, session)
    assert watched.over_line().startswith("Game over: ") and "Enter" not in watched.over_line()
    assert played.over_line() == watched.over_line()[:-1] + ". Press Enter or click See result."
