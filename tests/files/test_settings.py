"""Settings survive a round trip, and a broken or future file never stops the app."""

import json

from gardengames import store


def test_round_trip(tmp_path):
    s = store.Settings(window_width=1600, window_height=900, volume=0.3, animation_speed="fast")
    assert store.save_settings(s)
    notices: list[str] = []
    again = store.load_settings(notices)
    assert again == s and notices == []


def test_missing_file_gives_defaults():
    notices: list[str] = []
    assert store.load_settings(notices) == store.Settings()
    assert notices == []


def test_corrupt_file_is_kept_aside_and_backup_used():
    good = store.Settings(volume=0.2)
    store.save_settings(good)
    store.save_settings(store.Settings(volume=0.4))  # the first becomes settings.json.bak
    path = store.settings_path()
    path.write_text("{ not json", encoding="utf-8")
    notices: list[str] = []
    loaded = store.load_settings(notices)
    assert loaded.volume == 0.2
    assert len(notices) == 1 and "settings.json" in notices[0] and "kept as" in notices[0]
    kept = list(path.parent.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{ not json"


def test_wrong_field_names_the_field_and_falls_back_to_defaults():
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "volume": "loud"}))
    notices: list[str] = []
    assert store.load_settings(notices) == store.Settings()
    assert "volume" in notices[0]


def test_newer_version_is_refused_politely():
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 99}))
    notices: list[str] = []
    assert store.load_settings(notices) == store.Settings()
    assert "version" in notices[0]


def test_older_file_without_new_fields_still_loads():
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"volume": 0.5}))
    loaded = store.load_settings([])
    assert loaded.volume == 0.5 and loaded.animation_speed == "normal"


def test_out_of_range_values_rejected():
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for raw in ({"volume": 3.0}, {"animation_speed": "warp"}, {"window_width": 5}, {"fullscreen": 1}):
        path.write_text(json.dumps(raw))
        notices: list[str] = []
        assert store.load_settings(notices) == store.Settings(), raw
        assert notices, raw


def test_atomic_write_leaves_no_temp_files_and_sweeps_strays():
    folder = store.config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json.123.tmp").write_text("half")
    store.load_settings([])
    store.save_settings(store.Settings())
    assert not list(folder.glob("*.tmp"))


def test_unwritable_folder_is_a_notice_not_a_crash(monkeypatch):
    def boom(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store, "atomic_write_text", boom)
    notices: list[str] = []
    assert not store.save_settings(store.Settings(), notices)
    assert "could not be saved" in notices[0]
