"""The ladder bench (issue 14): which pairs play, seats alternate, ties count half, and the goals it reports."""

from gardengames.bench import common, ladder


def test_each_level_meets_the_one_below_and_easy_meets_random():
    assert ladder.pairs(("easy", "medium", "hard")) == [("easy", "random"), ("medium", "easy"), ("hard", "medium")]


def test_the_upper_level_alternates_seats_and_seat_zero_starts():
    jobs = ladder.match_jobs("sabotage", "hard", "easy", 4, 10)
    assert [job[1] for job in jobs] == [("hard", "easy"), ("easy", "hard")] * 2
    assert [job[2] for job in jobs] == [10, 11, 12, 13]
    assert all(job[3] == {"first_player": 0} for job in jobs)


def _result(levels, winners, totals):
    return {"levels": list(levels), "winners": winners, "totals": totals, "over": True, "cpu": {}}


def test_wins_ties_and_goals():
    results = [
        _result(("medium", "easy"), [0], [30, 20]),
        _result(("easy", "medium"), [1], [10, 25]),
        _result(("medium", "easy"), [0, 1], [15, 15]),  # a tie: half a win
        _result(("easy", "medium"), [0], [40, 5]),
    ]
    row = ladder.step_figure("botanicus", "medium", "easy", results, 1.0)
    assert row["value"] == 0.625 and row["games"] == 4
    assert row["meets"] is True and row["goal"] == "0.60-0.85 share of games"
    split = [_result(("easy", "random"), [0], [9, 1]), _result(("random", "easy"), [0], [9, 1])]
    floor = ladder.step_figure("botanicus", "easy", common.RANDOM, split, 1.0)
    assert floor["value"] == 0.5 and floor["meets"] is False  # easy must beat random in 90 %


def test_a_random_seat_plays_legal_moves_to_the_end():
    game = common.bot_game("unbeetable", (common.RANDOM, common.RANDOM), 5)
    assert game["over"] and game["moves"] > 20
