"""Issue 16: everything Unsurmountable says is marked for translation and reads as Dutch in Dutch.

Under the pseudo-language every marked text comes out in brackets, so a word left outside them was never
marked: whole games (random legal moves at every level, and a solver's win) are played and every prompt,
move text, log line, why-not, loss reason and score row they produce is checked for such words."""

from __future__ import annotations

import random
import re

import pytest

from gardengames import i18n
from gardengames.games.unsurmountable import rules, solver
from gardengames.games.unsurmountable.table import faces
from gardengames.i18n import PSEUDO_CLOSE, PSEUDO_OPEN, po
from gardengames.session import Seat
from tests.unsurmountable.test_rules import climb_data, full_mountain

NAMES = ["Solo"]
INNERMOST = re.compile(f"{PSEUDO_OPEN}[^{PSEUDO_OPEN}{PSEUDO_CLOSE}]*{PSEUDO_CLOSE}")


def unmarked(text: str) -> str:
    """The letters of ``text`` outside every bracketed part (and outside the player's name): words that
    never went through a marker. Numbers and punctuation are not words."""
    left = None
    while left != text:
        left, text = text, INNERMOST.sub("", text)
    for name in NAMES:
        text = text.replace(name, "")
    return re.sub(r"[^A-Za-z]", "", text)


def said(state: rules.State) -> list[str]:
    """Everything the rules say about this position: the prompt, every legal move as a text, an order and a
    log line, and why the usual refused drops and clicks are refused."""
    texts = [state.prompt.text] if state.prompt is not None else []
    for move in state.legal_moves():
        texts += [move.describe(NAMES), move.instruction(NAMES), move.log_line(NAMES, 0)]
    other = state.camp[1] if len(state.camp) > 1 else None
    for source, target in (
        (state.first, None),
        (state.first, rules.ABILITY),
        (state.first, rules.slot_key(2, 5)),
        (other, rules.slot_key(0, 9)),
        (rules.HELICOPTER, rules.ABILITY),
    ):
        texts.append(state.why_not(source, target))
    return [text for text in texts if text]


def ended(state: rules.State) -> list[str]:
    """What a finished game says: the loss reason and, for each failed condition, its words and its places."""
    texts = [state.end_reason()]
    for fault in state.loss():
        texts += [fault["text"], *fault["where"]]
    return [text for text in texts if text]


def random_game(level: int, seed: int):
    """(texts said, events' texts) at every step of a game of random legal moves, then the end's texts."""
    state = rules.new_game(1, seed, {"level": level})
    rng = random.Random(seed)
    texts: list[str] = []
    while not state.is_over:
        texts += said(state)
        texts += [event.describe(NAMES) for event in state.apply(rng.choice(state.legal_moves()))]
    return state, texts + ended(state)


def template_ids() -> set[str]:
    return {entry.msgid for entry in po.read(i18n.LOCALE_DIR / "unsurmountable.pot")}


@pytest.mark.parametrize("level", rules.LEVELS)
def test_every_text_of_random_games_is_marked(level):
    i18n.set_language(i18n.PSEUDO)
    seen: set[str] = set()
    lost = 0
    for seed in range(4):
        state, texts = random_game(level, seed)
        lost += state.status == "lost"
        assert texts
        for text in texts:
            assert PSEUDO_OPEN in text and not unmarked(text), text
            seen.add(text)
    assert lost and any("lost" in text for text in seen)  # the loss lines were among them


def test_every_text_of_a_won_game_is_marked():
    start = rules.new_game(1, 1, {"level": 1})
    line = solver.solve(start.clone())
    assert line
    i18n.set_language(i18n.PSEUDO)
    state, texts = start, []
    for move in line:
        texts += said(state)
        texts += [event.describe(NAMES) for event in state.apply(move)]
    assert state.won and any("reached the peak" in text for text in texts)
    for text in texts:
        assert PSEUDO_OPEN in text and not unmarked(text), text


def test_every_loss_reason_is_marked(position, cards):
    """The three ways a climb ends lost, each said through the markers (and English in the state)."""
    data = climb_data(cards, {"f0": ("lake",), "f1": ("lake",)})
    complete = position(level=3, data=data, mountain=full_mountain((3, 0)), camp=["c3", "f6"], deck=[])
    complete.apply(rules.Build("c3", 3, 0))
    empty = position(level=1, camp=["m01"], deck=[], helicopter=False)
    empty.apply(rules.Build("m01", 0, 0))
    for state in (complete, empty):
        assert state.status == "lost" and state.reason == state.end_reason()  # English: the same words
        i18n.set_language(i18n.PSEUDO)
        for text in ended(state):
            assert PSEUDO_OPEN in text and not unmarked(text), text
        i18n.set_language("en")


def test_score_rows_and_features_are_in_the_catalog():
    """Score rows are English keys the score screen translates: each must be a marked text, and in Dutch."""
    ids = template_ids()
    i18n.set_language("nl")
    for sheet in rules.new_game(1, 0).scores():
        for row in [*sheet.parts, *sheet.details]:
            assert row in ids and i18n._(row) != row, row


def test_card_zoom_texts_are_marked():
    data = rules.load_data()
    i18n.set_language(i18n.PSEUDO)
    for key in [rules.HELICOPTER, *data.by_id]:
        title, text = faces.card_info(data, key)
        assert not unmarked(title) and not unmarked(text), text


def test_the_table_says_everything_through_the_markers(open_table, monkeypatch):
    """A game played on the table in the pseudo-language: every text its board and prompt line draw, and
    the score screen's lines, are marked."""
    from gardengames.ui import theme

    drawn: list[str] = []
    real = theme.text
    monkeypatch.setattr(theme, "text", lambda surface, s, *a, **k: drawn.append(s) or real(surface, s, *a, **k))
    app, scene = open_table("unsurmountable", [Seat("Solo")], seed=2, options={"level": 3})
    i18n.set_language(i18n.PSEUDO)  # after the app started in the language its settings give
    scene.relabel()
    drawn.clear()
    try:
        rng = random.Random(2)
        while not scene.state.is_over:
            drawn.append(scene.prompt_line.text())
            scene.play(rng.choice(scene.state.legal_moves()))
            app.step(0.016)
        drawn.append(scene.prompt_line.text())
        scene.finish()
        lines = app.stack.top.extra_lines
        assert lines
    finally:
        app.close()
    for text in [*drawn, *lines]:
        assert not unmarked(text), text


def dutch(card: str) -> str:
    return rules.load_data().by_id[card].name.local("nl")


def test_hints_are_dutch_orders():
    """Dutch predicates start with the verb; the hint and "Show me how" turn them into orders."""
    i18n.set_language("nl")
    assert rules.Build("m01", 0, 0).instruction(NAMES) == "Bouw de Eerste kaart in de onderste rij"
    assert rules.Build("m01", 3, 0).instruction(NAMES) == "Bouw de Eerste kaart op de top"
    assert rules.UseAbility("m04").instruction(NAMES) == f"Leg {dutch('m04')} af om zijn kracht te gebruiken"
    assert rules.Choose("m09").instruction(NAMES) == f"Kies {dutch('m09')}"
    assert rules.ChooseSlot(1, 0).instruction(NAMES) == "Kies een plek in de tweede rij"
    assert rules.Helicopter().instruction(NAMES) == "Roep de Reddingsheli"
    assert rules.Build("m01", 2, 0).log_line(NAMES, 0) == "Solo bouwt de Eerste kaart in de derde rij"


def test_a_whole_game_in_dutch_has_no_english_line():
    """Every text of a random game read in Dutch differs from the same text in English."""
    i18n.set_language("nl")
    state = rules.new_game(1, 3, {"level": 4})
    rng = random.Random(3)
    while not state.is_over:
        moves = state.legal_moves()
        with i18n.english():
            english = said(state)
        assert all(a != b for a, b in zip(said(state), english, strict=True))
        move = rng.choice(moves)
        events = state.apply(move)
        for event in events:
            with i18n.english():
                english_line = event.describe(NAMES)
            assert event.describe(NAMES) != english_line
    with i18n.english():
        english = ended(state)
    assert state.reason == english[0]  # the state keeps the English
    assert all(a != b for a, b in zip(ended(state), english, strict=True))
    assert ended(state)[0].startswith(("het Basiskamp", "geen enkele kaart", "de berg is af"))
