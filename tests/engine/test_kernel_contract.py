"""The kernel contract (engine/state.py), held by every game the same way, so the UI, the bots, saves and
tests drive any game through one API and never probe for what a game happens to offer."""

import json
import random
import re
from collections import Counter
from pathlib import Path

import pytest

from gardengames import games
from gardengames.engine.state import VIEWER, GameState, Move, Prompt, WrongState

GAME_IDS = list(games.GAMES)
ROOT = Path(__file__).resolve().parents[2] / "gardengames"


def played(game_id, seed, steps):
    """A game a few random moves in, and the states along the way."""
    info = games.GAMES[game_id]
    players = 1 if info.solitaire else 3
    state = info.rules.new_game(players, seed, info.default_options())
    rng = random.Random(seed)
    seen = [state.clone()]
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))
        seen.append(state.clone())
    return state, seen


def declares(cls, name):
    return any(name in vars(c) for c in cls.__mro__ if c is not GameState and issubclass(c, GameState))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_game_declares_every_part_of_the_contract(game_id):
    state, _ = played(game_id, 1, 0)
    cls = type(state)
    for name in ("prompt", "all_cards", "why_not"):
        assert declares(cls, name), f"{cls.__module__}.{cls.__name__} does not declare {name}"
    # Copies, saves and views are derived from the declared schema: no game writes its own (issue 31, point 1).
    assert declares(cls, "schema") and declares(cls, "data_loader")
    for name in ("clone", "from_dict", "view", "from_view", "hidden_from"):
        assert not declares(cls, name), f"{cls.__name__} writes {name} by hand instead of deriving it"
    assert declares(cls, "deal_hidden") or cls.perfect_information


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_prompt_views_and_envelope_along_random_play(game_id):
    _, states = played(game_id, 7, 120)
    for state in states:
        prompt = state.prompt
        if state.is_over:
            assert prompt is None
            continue
        assert isinstance(prompt, Prompt) and prompt.player == state.current_player and prompt.text
        json.dumps(prompt.to_json())
        for p in (None, *range(state.num_players)):
            view = state.view(p)
            assert view[VIEWER] == p and view["game"] == state.game_id
        data = state.to_dict()
        assert data["game"] == state.game_id and data["version"] == type(state).state_version
        with pytest.raises(WrongState):
            type(state).from_dict({**data, "game": "another"})
        with pytest.raises(WrongState):
            type(state).from_dict({**data, "version": -1})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_card_has_its_own_key_and_moves_name_keys(game_id):
    _, states = played(game_id, 11, 150)
    for state in states:
        cards = state.all_cards()
        assert cards and set(Counter(cards).values()) == {1}, "two physical cards share a key"
        for move in state.legal_moves():
            for key in (move.source_key, move.target_key):
                assert key is None or isinstance(key, str), f"{move}: keys are strings (JSON and sprite ids)"
            assert isinstance(state.why_not(move.source_key, move.target_key), str)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clone_is_independent_and_unchecked_apply_matches(game_id):
    _, states = played(game_id, 5, 60)
    rng = random.Random(3)
    for state in states[::6]:
        if state.is_over:
            continue
        twin = state.clone()
        assert twin == state and twin.to_dict() == state.to_dict()
        move = rng.choice(state.legal_moves())
        checked = state.clone()
        events = checked.apply(move)
        assert twin.apply(move, check=False) == events and twin == checked
        assert state != checked or not events, "playing a move on a clone changed the original"


def test_nothing_outside_a_game_calls_its_private_apply():
    """Search uses ``apply(move, check=False)``; ``_apply`` is the rules' own business."""
    offenders = []
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "engine/state.py" or re.match(r"games/\w+/rules(/|\.py)", rel):
            continue
        text = path.read_text()
        if re.search(r"\._apply\(|apply_unchecked|\.snapshot\(\)|\.restore\(", text):
            offenders.append(rel)
    assert offenders == []


def test_moves_default_to_no_keys():
    assert Move().source_key is None and Move().target_key is None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_events_touch_only_seats_of_the_game(game_id):
    """``Event.touches`` names fields holding seats: along random play every seat an event says it touched (whose
    garden, plots or cards it changed) is a seat of the game, and the games where players meddle with each other's
    gardens say so."""
    info = games.GAMES[game_id]
    players = 1 if info.solitaire else 3
    state = info.rules.new_game(players, 2, info.default_options())
    rng = random.Random(2)
    touched = set()
    for _ in range(400):
        if state.is_over:
            break
        for event in state.apply(rng.choice(state.legal_moves())):
            seats = event.touched()
            assert all(isinstance(seat, int) and 0 <= seat < players for seat in seats), event
            touched |= seats
    assert touched or game_id not in ("unbeetable", "sabotage")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_capabilities_are_declared_in_the_registry_and_nowhere_else(game_id):
    """Issue 31, point 3: "solitaire" used to mean three things (a solver, Show me how, undo without a floor) and
    the rules version was probed for with ``getattr``. Each is now a field of ``GameInfo``; this holds them true
    to the code: a declared solver exists, and only a game nobody shares undoes without a floor."""
    import importlib.util

    info = games.GAMES[game_id]
    assert info.solver == (importlib.util.find_spec(f"{info.package}.solver") is not None)
    assert not info.undo_unlimited or info.max_players == 1
    assert not hasattr(info.rules, "RULES_VERSION"), "the rules version is declared once, in the registry"
    state, _ = played(game_id, 1, 0)
    assert isinstance(state.summary_lines(["Ann", "Basil", "Clover"]), list)


def test_shared_code_never_probes_a_game_or_imports_its_solver():
    """The session, the keeper and the UI ask the registry what a game offers; they never probe its rules or
    state with ``getattr``/``hasattr``, nor import one game's solver by name."""
    probing = re.compile(r"\b(getattr|hasattr)\([^,)]*\b(state|rules|info)\b")
    offenders = []
    for path in [ROOT / "session.py", ROOT / "keeper.py", ROOT / "app.py", *(ROOT / "ui").rglob("*.py")]:
        text = path.read_text()
        if probing.search(text) or re.search(r"from gardengames\.games\.\w+ import solver", text):
            offenders.append(path.relative_to(ROOT).as_posix())
    assert offenders == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_reads_what_is_asked_from_the_prompt_not_the_rules_private_stage(game_id):
    """Issue 31, point 2: the tables read ``st.question["kind"]``, ``state.stage == "season"``, ``st.context``;
    what is being asked is the prompt's (its kind, player and detail), for every table the same way."""
    stages = "stage|question|pending|_pending|queue|todo|context|pay_for|walked|carded"
    private = re.compile(rf"\b(st|state)\.({stages})\b")
    offenders = []
    for path in (ROOT / "games" / game_id / "table").rglob("*.py"):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if private.search(line):
                offenders.append(f"{path.name}:{n}")
    assert offenders == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_finds_its_moves_among_the_legal_ones_and_never_builds_one(game_id):
    """Issue 31, point 4: tables built moves themselves (``rules.PayForAction(True)``, ``rules.Pass()``,
    ``DRAW_KEYS[key](turn)``); a button or key now finds the move it stands for (``BaseTable.legal_of``)."""
    info = games.GAMES[game_id]
    state, _ = played(game_id, 1, 0)
    names = "|".join(type(state).codec.by_name)
    building = re.compile(rf"\b({names})(\(|\.of\[|\.family\[)")
    offenders = []
    for path in (ROOT / "games" / game_id / "table").rglob("*.py"):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if building.search(line) or re.search(r"KEYS\[[^\]]*\]\(", line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == [], info.id


# What a composed table may still say for itself; everything else is the base's, answered by its parts.
TABLE_OWN = {
    "__init__",
    "event_handlers",
    "turn_line",
    "ended_line",
    "pass_place",
    "score_lines",
    "finish",
    "lift_place",
    "zoom_angle",
    "zoom_style",
    "draw_sprite_shadow",
    "hint",
    "wait_for_hint",
}
INPUT_AND_DRAWING = {
    "handle",
    "click",
    "click_key",
    "drag_targets",
    "game_key",
    "card_places",
    "render_card",
    "place_rects",
    "draw_board",
    "draw_overlay",
    "layout_table",
    "update",
    "board_key",
    "table_next_frame",
    "card_info",
    "appear_from",
}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_table_is_composed_of_parts_not_a_chain_of_mixins(game_id):
    """Issue 31, point 5: a table was a chain of mixins (layout, faces, board, panels ...), any level calling any
    other; now every game's table is one class on ``BaseTable`` whose parts lay out, draw and answer input, and
    it overrides none of the base's input or drawing hooks."""
    from gardengames.ui.table import BaseTable

    scene = games.GAMES[game_id].table_scene()
    assert scene.__bases__ == (BaseTable,)
    overridden = {name for name, value in vars(scene).items() if callable(value) and hasattr(BaseTable, name)}
    assert overridden & INPUT_AND_DRAWING == set()
    assert overridden <= TABLE_OWN, overridden - TABLE_OWN
    parts = [
        cls
        for path in (ROOT / "games" / game_id / "table").rglob("*.py")
        for cls in re.findall(r"^class (\w+)\((\w+)\)", path.read_text(), re.M)
    ]
    assert any(base == "Part" for _name, base in parts), parts


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_move_that_names_no_key_has_a_declared_button(game_id):
    """Issue 31, point 4: a move with neither a source nor a target key (end the turn, pass, pay) cannot be
    dragged or clicked on the table, so the table must offer it as a button: one of its declared ``MoveButton``
    specs stands for every such legal move along random play (``MoveIndex.buttons`` finds them)."""
    from gardengames.ui.interaction import MoveIndex

    specs = games.GAMES[game_id].table_scene().buttons
    unoffered = set()
    for seed in range(4):
        state, seen = played(game_id, seed, 300)
        for position in seen:
            for move in MoveIndex(position.legal_moves()).buttons():
                if not any(spec.matches(move) for spec in specs):
                    unoffered.add(type(move).__name__)
    assert unoffered == set()
