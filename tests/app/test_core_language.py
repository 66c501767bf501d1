"""Issue 16 point 1 for the core: every notice about a broken, huge or hostile settings, statistics, save or
recent-games file, every game name, tagline, option and level word, and every seat problem is marked for
translation (the pseudo-language brackets it) and reads as Dutch in Dutch; dates and counts are Dutch words;
and what is written to disk is the same whatever the language."""

import json
import re
import time

import pytest

from gardengames import games, i18n, recent, store
from gardengames import replay as replay_module
from gardengames.i18n import PSEUDO_CLOSE, PSEUDO_OPEN, _
from gardengames.keeper import Keeper
from gardengames.replay import replay_of
from gardengames.session import Seat, Session, check_options, check_seats, name_problem

# English words none of our Dutch notices may hold (outside quoted field names and values, file names and
# the operating system's own error words): a text left unmarked, or marked but not translated, shows one.
ENGLISH = frozenset(
    re.findall(
        r"\w+",
        """the could not was kept as field should must be mapping file number digits characters valid line text large
    too nested deeply folder newer than understands unknown seat seats name moves move players list count used
    opened saved wins hints with between and or empty range out printable names at most read this save game games
    held replayed replay does match whole legal now cannot play fields has takes option one turn today yesterday
    player level deals deal only any nobody you yet lesson choose own set aside""",
    )
)  # not the ids a file must hold ("easy", "human"): a notice about a broken file lists them as they are written


def english_words(text: str) -> set[str]:
    """The English words of ``text`` outside quotes ('volume', a value's repr), file names and moves written as
    code (``DrawPlant(player=1)``, what a save holds)."""
    text = re.sub(r"\w+\([^()]*\)", "", text)
    text = re.sub(r"'[^']*'", "", text)
    text = re.sub(r"\S+\.(json|yaml|bak)\S*", "", text)
    return {word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH}


def marked(text: str) -> bool:
    """In the pseudo-language: the whole text is one marked sentence (brackets round it, bar a closing full stop)."""
    return text.startswith(PSEUDO_OPEN) and text.rstrip(".").endswith(PSEUDO_CLOSE)


SETTINGS_FILES = {
    "not JSON": b"{not json",
    "not UTF-8": b'{"volume": "\xff\xfe"}',
    "deep nesting": b"[" * 100_000,
    "huge number": b"1" * 500,
    "infinite number": b"1e999",
    "NaN": b'{"volume": NaN}',
    "not a mapping": b"[1, 2]",
    "newer version": b'{"version": 99}',
    "volume out of range": b'{"volume": 5}',
    "volume of the wrong type": b'{"volume": "loud"}',
    "unknown animation speed": b'{"animation_speed": "warp"}',
    "unknown language": b'{"language": "fr"}',
    "empty name": b'{"player_names": [""]}',
    "tiny window": b'{"window_width": 10}',
    "too large": b" " * (store.SMALL_FILE_LIMIT + 1),
}

STATS_FILES = {
    "negative count": {"games": {"sabotage": {"played": -1}}},
    "games not a mapping": {"games": []},
    "more hinted wins than wins": {"games": {"unsurmountable": {"levels": {"1": {"won": 1}}, "hinted": {"1": 2}}}},
}


def settings_notices(blob: bytes) -> list[str]:
    path = store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    notices: list[str] = []
    store.load_settings(notices)
    return notices


def stats_notices(raw: object) -> list[str]:
    path = store.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw), encoding="utf-8")
    notices: list[str] = []
    store.load_stats(notices)
    return notices


def folder_notices() -> list[str]:
    store.settings_path().mkdir(parents=True)
    notices: list[str] = []
    store.load_settings(notices)
    return notices


def a_record() -> dict:
    session = Session("sabotage", [Seat("Ann"), Seat("Basil", "computer", "easy", 1)], seed=3)
    for _turn in range(3):
        session.apply(session.state.legal_moves()[0])
    return session.to_record()


def broken_records() -> dict[str, dict]:
    base = a_record()
    move = dict(base["moves"][0])
    seat = dict(base["seats"][1])
    return {
        "format": {**base, "format": 99},
        "game": {**base, "game": "chess"},
        "rules version": {**base, "rules_version": 0},
        "seed": {**base, "seed": "x"},
        "options": {**base, "options": []},
        "unknown option": {**base, "options": {"speed": 1}},
        "seats": {**base, "seats": {}},
        "seat": {**base, "seats": [base["seats"][0], 3]},
        "seat kind": {**base, "seats": [base["seats"][0], {**seat, "kind": "robot"}]},
        "seat level": {**base, "seats": [base["seats"][0], {**seat, "level": "godlike"}]},
        "seat colour": {**base, "seats": [base["seats"][0], {**seat, "colour": 9}]},
        "seat name": {**base, "seats": [base["seats"][0], {**seat, "name": ""}]},
        "same names": {**base, "seats": [base["seats"][0], {**seat, "name": "ann"}]},
        "same colours": {**base, "seats": [base["seats"][0], {**seat, "colour": 0}]},
        "one seat": {**base, "seats": [base["seats"][0]]},
        "moves": {**base, "moves": {}},
        "a move not a mapping": {**base, "moves": [3]},
        "unknown move type": {**base, "moves": [{"type": "Bogus"}]},
        "unknown move field": {**base, "moves": [{**move, "colour": 1}]},
        "illegal move": {**base, "moves": [{**move, "player": 1}]},  # not Basil's turn
        "checksum": {**base, "checksum": "0" * 16},
        "hints": {**base, "hints": -1},
    }


def save_notices(record: dict) -> list[str]:
    path = store.save_path("sabotage")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record), encoding="utf-8")
    notices: list[str] = []
    assert store.load_save("sabotage", notices) is None
    return notices


RECENT_FILES = {
    "not a mapping": [],
    "newer version": {"version": 9},
    "games not a list": {"games": {}},
    "too many games": {"games": [{}] * (recent.RECENT_LIMIT + 1)},
    "game not a mapping": {"games": [3]},
    "unknown game": {"games": [{"game": "chess"}]},
    "seed": {"games": [{"game": "sabotage", "seed": "x"}]},
    "moves": {"games": [{"game": "sabotage", "seed": 1, "moves": {}}]},
    "seats": {"games": [{"game": "sabotage", "seed": 1, "moves": [], "seats": []}]},
    "a seat": {"games": [{"game": "sabotage", "seed": 1, "moves": [], "seats": [3]}]},
    "one seat": {"games": [{"game": "sabotage", "seed": 1, "moves": [], "seats": [{"name": "Ann"}]}]},
}


def recent_notices(raw: object) -> list[str]:
    path = recent.recent_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(raw), encoding="utf-8")
    notices: list[str] = []
    assert recent.load_recent(notices) == []
    return notices


def every_broken_file() -> list[tuple[str, object]]:
    cases: list[tuple[str, object]] = [
        (f"settings: {k}", lambda b=b: settings_notices(b)) for k, b in SETTINGS_FILES.items()
    ]
    cases += [(f"stats: {k}", lambda r=r: stats_notices(r)) for k, r in STATS_FILES.items()]
    cases += [(f"recent: {k}", lambda r=r: recent_notices(r)) for k, r in RECENT_FILES.items()]
    cases.append(("settings: a folder", folder_notices))
    return cases


@pytest.mark.parametrize(("case", "make"), every_broken_file(), ids=[c for c, _m in every_broken_file()])
def test_every_notice_about_a_broken_file_is_marked_and_dutch(case, make):
    i18n.set_language(i18n.PSEUDO)
    notices = make()
    assert len(notices) == 1, notices
    assert marked(notices[0]), notices[0]
    assert notices[0].count(PSEUDO_OPEN) >= 3, f"the reason in {notices[0]!r} is not marked"  # sentence, file, why
    i18n.set_language("nl")
    again = make()  # the file was set aside: the same file again, read in Dutch
    assert len(again) == 1 and " kon niet worden gebruikt (" in again[0] and "het is bewaard als" in again[0], again
    assert not english_words(again[0]), f"{case}: {again[0]!r} has {english_words(again[0])}"


@pytest.mark.parametrize("case", sorted(broken_records()))
def test_every_reason_a_save_is_refused_is_marked_and_dutch(case):
    record = broken_records()[case]
    i18n.set_language(i18n.PSEUDO)
    notices = save_notices(record)
    assert len(notices) == 1 and marked(notices[0]) and notices[0].count(PSEUDO_OPEN) >= 3, notices
    i18n.set_language("nl")
    notices = save_notices(record)
    assert len(notices) == 1 and notices[0].startswith("sabotage.json kon niet worden gebruikt ("), notices
    if case == "illegal move":
        assert "(veld 'moves[0]': nu geen geldige zet: DrawPlant(" in notices[0]
    assert not english_words(notices[0]), f"{notices[0]!r} has {english_words(notices[0])}"


def test_a_broken_settings_file_is_named_in_good_dutch():
    i18n.set_language("nl")
    notices = settings_notices(b"{not json")
    assert re.fullmatch(
        r"settings\.json kon niet worden gebruikt \(geen geldige JSON op regel 1\); "
        r"het is bewaard als settings\.json\.broken-[0-9-]+\.",
        notices[0],
    ), notices[0]
    notices = settings_notices(b'{"volume": 5}')
    assert "(veld 'volume' moet tussen 0 en 1 liggen, niet 5.0)" in notices[0]


def test_a_failed_write_and_an_unreplayable_recent_game_say_so_in_dutch(monkeypatch):
    def full(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(store, "atomic_write_text", full)
    i18n.set_language(i18n.PSEUDO)
    notices: list[str] = []
    store.save_settings(store.Settings(), notices)
    store.save_stats(store.Stats(), notices)
    store.write_save(a_record(), notices)
    recent.add_recent(a_record(), notices)
    assert len(notices) == 4 and all(marked(n) for n in notices), notices
    i18n.set_language("nl")
    notices = []
    store.save_settings(store.Settings(), notices)
    store.save_stats(store.Stats(), notices)
    store.write_save(a_record(), notices)
    recent.add_recent(a_record(), notices)
    assert notices == [
        "De instellingen konden niet worden opgeslagen (No space left on device).",
        "De statistieken konden niet worden opgeslagen (No space left on device).",
        "Het spel kon niet worden opgeslagen (No space left on device).",
        "De recente spellen konden niet worden opgeslagen (No space left on device).",
    ]


def test_a_recorded_game_that_does_not_replay_is_named_in_dutch():
    record = {**a_record(), "checksum": "0" * 16}
    recent_path = recent.recent_path()
    recent_path.parent.mkdir(parents=True, exist_ok=True)
    recent_path.write_text(json.dumps({"version": 1, "games": [record]}), encoding="utf-8")
    i18n.set_language("nl")
    listed = recent.load_recent([])
    assert listed[0].summary() == "Tuinsabotage!, startgetal 3: Ann, Basil (computer, makkelijk), 3 zetten"
    notices: list[str] = []
    assert recent.open_record(listed[0], notices) is None
    assert notices[0].startswith("Het vastgelegde spel (Tuinsabotage!, startgetal 3: ")
    assert "kon niet opnieuw worden afgespeeld: veld 'checksum': " in notices[0]
    assert notices[1].startswith("recent.json bevatte een spel dat niet opnieuw kon worden afgespeeld; het is bewaard")
    assert not any(english_words(n) for n in notices), notices


def every_game_word() -> list[str]:
    words = []
    for info in games.GAMES.values():
        words += [info.title, info.tagline]
        for option in info.options:
            words += [option.label] + [option.label_of(c) for c in option.choices]
    return words


# The same in both languages: a name the Dutch rulebook uses too, and numbers.
SAME_IN_DUTCH = {"Botanicus", "I", "II", "III", "IV", "V"}


def test_every_game_name_tagline_and_option_is_marked_and_translated():
    i18n.set_language(i18n.PSEUDO)
    assert all(marked(_(word)) for word in every_game_word())
    levels = {level for info in games.GAMES.values() for level in info.bot_levels} | {"solver"}
    assert all(marked(games.level_name(level)) for level in levels)
    i18n.set_language("nl")
    for word in every_game_word():
        assert word in SAME_IN_DUTCH or _(word) != word, f"{word!r} is not translated"
    assert [_(info.title) for info in games.GAMES.values()] == [
        "Onverbietelijk",
        "Tuinsabotage!",
        "Onoverkomelijk",
        "Botanicus",
    ]
    assert [games.level_name(level) for level in ("easy", "medium", "hard", "solver")] == [
        "makkelijk",
        "gemiddeld",
        "moeilijk",
        "oplosser",
    ]
    assert Seat("Basil", "computer", "hard").label() == "Basil (computer, moeilijk)"
    i18n.set_language("en")
    assert Seat("Basil", "computer", "hard").label() == "Basil (computer, hard)"


def test_every_seat_and_option_problem_is_marked_and_dutch():
    info = games.GAMES["sabotage"]
    seat = Seat("Basil", "computer", "easy", 1)
    cases = [
        lambda: check_seats(info, [Seat("Ann")]),
        lambda: check_seats(info, [Seat("Ann"), Seat("Basil", "robot", "easy", 1)]),
        lambda: check_seats(info, [Seat("Ann"), Seat("Basil", "computer", "godlike", 1)]),
        lambda: check_seats(info, [Seat("Ann"), Seat("Basil", "computer", "easy", 7)]),
        lambda: check_seats(info, [Seat("Ann"), Seat("ANN", "computer", "easy", 1)]),
        lambda: check_seats(info, [Seat("Ann"), Seat("Basil", "computer", "easy", 0)]),
        lambda: check_seats(info, [Seat("Ann"), seat, Seat("x" * 30, "human", "easy", 2)]),
        lambda: check_options(games.GAMES["unsurmountable"], {"speed": 1}),
        lambda: check_options(games.GAMES["unsurmountable"], {"level": 9}),
        lambda: name_problem("\ud800"),
    ]
    i18n.set_language(i18n.PSEUDO)
    for case in cases:
        assert marked(case()), case()
    i18n.set_language("nl")
    for case in cases:
        said = case()
        assert said and not english_words(said), f"{said!r} has {english_words(said)}"
    assert check_seats(info, [Seat("Ann")]) == "Tuinsabotage! is voor 2 tot 4 spelers, niet 1"


def test_save_times_and_progress_are_dutch_words():
    now = time.mktime((2026, 11, 20, 15, 0, 0, 0, 0, -1))
    info = store.SaveInfo("sabotage", ("Ann", "Basil"), 7, 30, now - 60)
    i18n.set_language("nl")
    assert info.progress() == "beurt 7"
    assert info.when(now).startswith("vandaag ")
    assert store.SaveInfo("sabotage", ("Ann", "Basil"), 7, 30, now - 86400).when(now).startswith("gisteren ")
    march = time.mktime((2026, 3, 3, 18, 40, 0, 0, 0, -1))
    assert store.SaveInfo("sabotage", ("Ann",), None, 12, march).when(now) == "3 mrt 18:40"
    assert store.SaveInfo("unsurmountable", ("Ann",), None, 12, march).progress() == "zet 12"
    assert store.SaveInfo("sabotage", ("Ann",), None, 12, 0).when(now) == "op een onbekend moment"
    i18n.set_language("en")
    assert store.SaveInfo("sabotage", ("Ann",), None, 12, march).when(now) == "3 Mar 18:40"
    for month in range(1, 13):  # the English words are the C library's, as before
        at = time.mktime((2025, month, 10, 12, 0, 0, 0, 0, -1))
        assert store.month_name(month) == time.strftime("%b", time.localtime(at))


def test_what_is_written_to_disk_is_the_same_in_every_language():
    """Saves, statistics and recent games hold data, never words: a game played in Dutch writes what the same
    game played in English writes."""
    written = {}
    for lang in ("en", "nl", i18n.PSEUDO):
        i18n.set_language(lang)
        session = Session("unsurmountable", [Seat("Ann")], 5, {"level": 1})
        keeper = Keeper(session, [])
        keeper.start()
        for _move in range(4):
            session.apply(session.state.legal_moves()[0])
        save = json.loads(store.save_path("unsurmountable").read_text(encoding="utf-8"))
        save.pop("saved_at")
        save.pop("uid")  # each played game's own random id, like the times: not words, and never the same twice
        while not session.state.is_over:
            session.apply(session.state.legal_moves()[0])
        keeper.close()
        listed = json.loads(recent.recent_path().read_text(encoding="utf-8"))
        for game in listed["games"]:
            game.pop("finished_at")
            game.pop("uid")
        stats = json.loads(store.stats_path().read_text(encoding="utf-8"))
        stats.pop("recorded")  # the ids of the games counted
        written[lang] = (save, listed["games"][-1], json.dumps(stats))
        recent.recent_path().unlink()
        store.stats_path().unlink()
    assert written["en"][:2] == written["nl"][:2] == written[i18n.PSEUDO][:2]
    stats = [json.loads(w[2]) for w in written.values()]
    assert stats[0] == stats[1] == stats[2]


def test_replay_lines_are_said_again_in_a_new_language(monkeypatch):
    monkeypatch.setattr(replay_module, "move_line", lambda session, actor, move, events: _("Nobody"))
    replay = replay_of(a_record())
    assert replay.lines == ["1. Nobody", "2. Nobody", "3. Nobody"]
    i18n.set_language("nl")
    assert replay.lines == ["1. Niemand", "2. Niemand", "3. Niemand"]
