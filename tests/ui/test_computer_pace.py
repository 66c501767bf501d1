"""Computer players' pace (issue 33, point 8): three hard computers took about 18 s a round, because each waited
out the pace and only then started to think. The search now starts as soon as the seat is to move (while the move
before it still plays), and the Computer players setting chooses the pace: instant, normal or slow."""

import pytest

from gardengames.session import Seat

SEATS = [Seat("Ann"), Seat("Basil", "computer", "hard", 1), Seat("Cleo", "computer", "hard", 2)]


def to_computer(app, table):
    """Ann's turn played through to the first computer seat to move (the first legal move each time)."""
    while table.session.seats[table.session.state.current_player].is_human:
        table.play(table.session.state.legal_moves()[0])
        app.step(0.0)


@pytest.mark.parametrize("game_id", ["unbeetable", "sabotage", "botanicus"])
def test_a_computer_thinks_while_the_pace_runs_and_moves_when_both_are_done(open_table, game_id):
    app, table = open_table(game_id, SEATS, animation="normal")
    try:
        to_computer(app, table)
        moves = len(table.session.moves)
        app.step(0.0)  # the seat is to move: its search starts at once, before any pace has passed
        assert table.computer.busy or table.computer.ready is not None
        table.wait_for_computer(60)
        app.step(0.0)
        assert table.computer.ready is not None and len(table.session.moves) == moves  # found, waiting its turn
        for _ in range(200):
            app.step(0.05)
            if len(table.session.moves) > moves:
                break
        assert len(table.session.moves) > moves
        assert table.computer.since_move < 0.05 + 1e-9  # played the frame its pace ran out, not a search later
    finally:
        app.close()


@pytest.mark.parametrize(("speed", "waits"), [("instant", False), ("normal", True), ("slow", True)])
def test_the_computer_speed_setting_sets_the_pace(open_table, speed, waits):
    app, table = open_table("unbeetable", SEATS, animation="normal")
    try:
        app.settings.computer_speed = speed
        to_computer(app, table)
        moves = len(table.session.moves)
        app.step(0.0)
        table.wait_for_computer(60)
        app.step(0.0)  # the search's move is taken in; at "instant" it is played there and then
        assert (len(table.session.moves) == moves) == waits
        if waits:
            steps = 0
            while len(table.session.moves) == moves:
                app.step(0.1)
                steps += 1
            pace = {"normal": 9, "slow": 18}[speed]  # 0.9 s, 1.8 s of pace (animations normal), in 0.1 s frames
            assert pace - 1 <= steps <= pace + 1
    finally:
        app.close()
