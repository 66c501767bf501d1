"""Every file the app reads, mutated at random: always a clear message or a clean load, never a traceback,
and never an overwritten or deleted original."""

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gardengames import games, store
from gardengames.engine.data import DataError
from gardengames.session import Seat, Session

ROOT = Path(__file__).resolve().parents[2]
FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def mutate(blob: bytes, seed: int) -> bytes:
    """Flip, drop, duplicate or truncate a few bytes, the way disks, editors and dying batteries do."""
    rng = random.Random(seed)
    data = bytearray(blob)
    for _ in range(rng.randint(1, 6)):
        if not data:
            break
        i = rng.randrange(len(data))
        op = rng.randrange(5)
        if op == 0:
            data[i] = rng.randrange(256)
        elif op == 1:
            del data[i : i + rng.randint(1, 20)]
        elif op == 2:
            data[i:i] = data[i : i + rng.randint(1, 30)]
        elif op == 3:
            data[i] = rng.choice(b"{}[]:,-\"' \n\t#&*!|>")
        else:
            del data[rng.randrange(len(data)) :]
    return bytes(data)


@pytest.mark.parametrize("game_id", [g.id for g in games.GAMES.values()])
@FUZZ
@given(seed=st.integers(0, 2**32))
def test_mutated_data_files_load_or_explain(tmp_path, game_id, seed):
    info = games.GAMES[game_id]
    folder = tmp_path / f"data-{seed}"
    folder.mkdir()
    original = (ROOT / "data" / info.data_file).read_bytes()
    broken = mutate(original, seed)
    (folder / info.data_file).write_bytes(broken)
    try:
        info.rules.load_data(folder)
    except DataError as exc:
        assert exc.problems and all(p.file == info.data_file for p in exc.problems)
        assert all(str(p).startswith(info.data_file) for p in exc.problems)
    assert (folder / info.data_file).read_bytes() == broken  # reading never writes


def _a_save() -> bytes:
    session = Session("unsurmountable", [Seat("Ann")], 5, {"level": 2})
    for _ in range(6):
        session.apply(session.computer_move())
    return json.dumps(session.to_record()).encode()


SAVE = _a_save()


@FUZZ
@given(seed=st.integers(0, 2**32))
def test_mutated_saves_resume_or_are_kept_aside(tmp_path, monkeypatch, seed):
    monkeypatch.setenv("GARDENGAMES_HOME", str(tmp_path / f"home-{seed}"))
    path = store.save_path("unsurmountable")
    path.parent.mkdir(parents=True)
    broken = mutate(SAVE, seed)
    path.write_bytes(broken)
    notices: list[str] = []
    session = store.load_save("unsurmountable", notices)
    if session is None:
        assert notices and "unsurmountable.json" in notices[0]
        kept = list(path.parent.glob("unsurmountable.json.broken-*"))
        assert len(kept) == 1 and kept[0].read_bytes() == broken
    else:
        assert session.state.checksum() == json.loads(broken)["checksum"]


@FUZZ
@given(seed=st.integers(0, 2**32))
def test_mutated_settings_and_stats_give_defaults_and_a_message(tmp_path, monkeypatch, seed):
    monkeypatch.setenv("GARDENGAMES_HOME", str(tmp_path / f"home-{seed}"))
    settings_blob = store.Settings(volume=0.3, player_names=["Zoë", "Bob"]).to_json().encode()
    stats = store.Stats()
    stats.game("unsurmountable").record(["human"], 1, 2, True)
    for path, blob, load in (
        (store.settings_path(), settings_blob, store.load_settings),
        (store.stats_path(), stats.to_json().encode(), store.load_stats),
    ):
        path.parent.mkdir(parents=True, exist_ok=True)
        broken = mutate(blob, seed)
        path.write_bytes(broken)
        notices: list[str] = []
        load(notices)  # never raises
        if not path.exists():  # it was unusable: set aside with a message, byte for byte
            assert notices and path.name in notices[0]
            kept = list(path.parent.glob(path.name + ".broken-*"))
            assert len(kept) == 1 and kept[0].read_bytes() == broken
        else:
            assert path.read_bytes() == broken


def test_a_whole_data_folder_missing_is_a_message(tmp_path):
    shutil.copytree(ROOT / "data", tmp_path / "data")
    (tmp_path / "data" / "unsurmountable.yaml").unlink()
    with pytest.raises(DataError, match="cannot be read"):
        games.GAMES["unsurmountable"].rules.load_data(tmp_path / "data")
