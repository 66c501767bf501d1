"""Statistics: per game and per level, with streaks; a broken file never loses the app."""

import json

import pytest

from gardengames import store


def test_streaks_per_level_and_round_trip():
    stats = store.Stats()
    g = stats.game("unsurmountable")
    for won in (True, True, False, True):
        g.record(["human"] if won else [], int(won), level=2, solo_won=won)
    row = g.levels["2"]
    assert row == {"played": 4, "won": 3, "streak": 1, "best_streak": 2}
    assert g.played == 4 and g.wins == {"human": 3}
    assert store.save_stats(stats)
    again = store.load_stats([])
    assert again.game("unsurmountable") == g


def test_corrupt_stats_are_kept_aside_and_the_backup_used():
    stats = store.Stats()
    stats.game("sabotage").record(["computer"], 30)
    store.save_stats(stats)
    stats.game("sabotage").record(["human"], 40)
    store.save_stats(stats)
    store.stats_path().write_text(json.dumps({"version": 1, "games": {"sabotage": {"played": -3}}}))
    notices: list[str] = []
    loaded = store.load_stats(notices)
    assert loaded.game("sabotage").played == 1  # the backup: one game behind, nothing worse
    assert "sabotage.played" in notices[0]
    assert list(store.stats_path().parent.glob("stats.json.broken-*"))


def test_stats_from_a_newer_version_are_not_read_but_kept():
    path = store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 7, "games": {}}))
    notices: list[str] = []
    assert store.load_stats(notices).games == {}
    assert "newer" in notices[0]
    assert list(path.parent.glob("stats.json.broken-*"))


def test_a_stats_file_from_before_streaks_and_hints_loads_with_defaults():
    """Files written before per-game streaks and hinted wins existed: every old count is kept, the new ones
    start at what the old file proves (a best streak of at least one win, at least a level's best)."""
    old = {
        "version": 1,
        "games": {
            "sabotage": {"played": 3, "wins": {"human": 2, "computer": 1}, "best": 40, "levels": {}},
            "unsurmountable": {
                "played": 4,
                "wins": {"human": 3},
                "best": 1,
                "levels": {"2": {"played": 4, "won": 3, "streak": 2, "best_streak": 2}},
            },
        },
    }
    store.stats_path().parent.mkdir(parents=True, exist_ok=True)
    store.stats_path().write_text(json.dumps(old))
    notices: list[str] = []
    stats = store.load_stats(notices)
    assert not notices
    sab, uns = stats.game("sabotage"), stats.game("unsurmountable")
    assert (sab.played, sab.won, sab.best, sab.streak, sab.best_streak, sab.hinted) == (3, 2, 40, 0, 1, {})
    assert uns.levels["2"] == old["games"]["unsurmountable"]["levels"]["2"]
    assert (uns.streak, uns.best_streak, uns.hinted) == (0, 2, {})
    uns.record(["human"], 1, level=2, solo_won=True, hints=1)  # and the app goes on counting into it
    assert store.save_stats(stats)
    again = store.load_stats([]).game("unsurmountable")
    assert (again.streak, again.best_streak, again.hinted, again.levels["2"]["won"]) == (1, 2, {"2": 1}, 4)


def test_streak_per_game_counts_wins_by_a_person_in_a_row():
    g = store.GameStats()
    for won_by in (["human"], ["human", "computer"], ["computer"], ["human"], [], ["human"], ["human"]):
        g.record(won_by, 10)
    assert (g.played, g.won, g.streak, g.best_streak) == (7, 5, 2, 2)
    g.record(["human"], 10)
    assert (g.streak, g.best_streak) == (3, 3)


def test_wins_with_hints_are_counted_apart_per_level():
    g = store.GameStats()
    g.record(["human"], 1, level=3, solo_won=True, hints=2)
    g.record(["human"], 1, level=3, solo_won=True, hints=0)
    g.record([], 0, level=3, solo_won=False, hints=5)  # a lost climb is not a win with hints
    g.record(["human"], 1, level=1, solo_won=True)
    assert g.hinted == {"3": 1}
    assert g.levels["3"] == {"played": 3, "won": 2, "streak": 0, "best_streak": 2}
    assert store.Stats.parse(json.loads(store.Stats({"unsurmountable": g}).to_json())).game("unsurmountable") == g


@pytest.mark.parametrize(
    "field, value, words",
    [
        ("hinted", {"2": 5}, "unsurmountable.hinted.2"),  # more wins with hints than wins
        ("hinted", {"4": 1}, "unsurmountable.hinted.4"),  # a level never played
        ("hinted", {"2": -1}, "unsurmountable.hinted.2"),
        ("hinted", [1, 2], "unsurmountable.hinted"),
        ("streak", "3", "unsurmountable.streak"),
        ("best_streak", True, "unsurmountable.best_streak"),
        ("best_streak", 10**12, "unsurmountable.best_streak"),
    ],
)
def test_a_hostile_new_field_sets_the_file_aside_and_names_the_field(field, value, words):
    row = {"played": 2, "wins": {"human": 1}, "levels": {"2": {"played": 2, "won": 1, "streak": 0, "best_streak": 1}}}
    path = store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    blob = json.dumps({"version": 1, "games": {"unsurmountable": {**row, field: value}}})
    path.write_text(blob)
    notices: list[str] = []
    assert store.load_stats(notices).games == {}
    assert words in notices[0] and "stats.json" in notices[0]
    kept = list(path.parent.glob("stats.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text() == blob


def test_reset_empties_the_record_and_leaves_no_backup_to_bring_it_back():
    stats = store.Stats()
    stats.game("botanicus").record(["human"], 80)
    store.save_stats(stats)
    stats.game("botanicus").record(["human"], 90)
    store.save_stats(stats)
    assert store.reset_stats()
    assert store.load_stats([]).games == {}
    store.stats_path().write_text("{broken")
    notices: list[str] = []
    assert store.load_stats(notices).games == {}  # not the old record, from a backup
    assert "stats.json" in notices[0]


def test_the_best_score_recorded_is_a_persons_not_a_computers():
    from gardengames.keeper import Keeper
    from gardengames.session import Seat, Session

    for seed in range(1, 40):  # the first deal on which the computer outscores Ann (her moves are its too)
        session = Session("botanicus", [Seat("Ann"), Seat("Basil", "computer", "easy", 1)], seed=seed)
        while not session.state.is_over:
            session.apply(session.computer_move())
        totals = [sheet.total for sheet in session.state.scores()]
        if totals[1] > totals[0]:
            break
    assert totals[1] > totals[0]  # the computer scored more: its score must not become Ann's record
    Keeper(session, []).record()
    assert store.load_stats([]).game("botanicus").best == totals[0]
