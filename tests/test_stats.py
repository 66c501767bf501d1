"""Statistics: per game and per level, with streaks; a broken file never loses the app."""

import json

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
