"""Issue 15: every log line has a subject, starts with a capital and uses real plurals; every move describes
itself once, as a predicate ("builds the First card..."), so the log can add who and hints and the move picker
can say it as an order ("Build the First card...")."""

import random
import re

import pytest

from gardengames import games
from gardengames.engine.text import imperative, sentence

NAMES = ["Ann", "Basil", "Clover", "Dill"]
BAD_PLURAL = re.compile(r"\b1 (cards|coins|points|turns|bugs|plants|spaces|steps|objectives|tasks|flowers)\b")
SAME_PILE = re.compile(r"from the (\w+) into the \1\b")


def lines_of_random_games(game_id: str, games_per_count: int = 3):
    """(move, its describe text, the event texts) for every move of a few random games at each player count."""
    info = games.get(game_id)
    counts = [1] if info.solitaire else sorted({info.min_players, info.max_players})
    for n in counts:
        for seed in range(games_per_count):
            rng = random.Random(seed)
            state = info.rules.new_game(n, seed)
            for _ in range(1500):
                if state.is_over:
                    break
                move = rng.choice(state.legal_moves())
                actor = state.current_player
                text = move.describe(NAMES[:n])
                yield move, actor, text, [e.describe(NAMES[:n]) for e in state.apply(move)]


def wording_problems(line: str) -> list[str]:
    out = []
    if not (line[:1].isupper() or line[:1].isdigit()):
        out.append("no capital")
    if "(s)" in line:
        out.append("'(s)' for a plural")
    if BAD_PLURAL.search(line):
        out.append("a plural after 1")
    if SAME_PILE.search(line):
        out.append("from a pile into the same pile")
    return out


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_log_line_reads_as_a_sentence(game_id):
    found = {}
    for move, actor, _text, events in lines_of_random_games(game_id):
        for line in [move.log_line(NAMES, actor), *events]:
            for problem in wording_problems(line) if line else []:
                found.setdefault((type(move).__name__, problem), line)
    assert not found, "\n".join(f"{k}: {v}" for k, v in sorted(found.items()))


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_every_move_describes_itself_as_a_predicate_an_order_can_be_made_of(game_id):
    found = {}
    for move, _actor, text, _events in lines_of_random_games(game_id, 2):
        verb = text.split(" ", 1)[0]
        if not (verb.islower() and verb.endswith("s")):
            found.setdefault(type(move).__name__, text)
    assert not found, found


def test_an_order_and_a_sentence_are_made_from_a_predicate():
    assert imperative("builds the First card in the bottom row") == "Build the First card in the bottom row"
    assert imperative("carries a plant") == "Carry a plant"
    assert imperative("passes") == "Pass"
    assert imperative("plays Spade in their own garden") == "Play Spade in your own garden"
    assert imperative("reaches the peak") == "Reach the peak"
    assert imperative("chooses the Money track") == "Choose the Money track"
    assert imperative("Ann built it") == "Ann built it"  # a sentence already: kept
    assert sentence("Ann", "waters the plant") == "Ann waters the plant"
    assert sentence("Ann", "The deck is shuffled") == "The deck is shuffled"


@pytest.mark.parametrize("game_id", list(games.GAMES))
def test_the_score_parts_add_up_to_the_total(game_id):
    """Issue 15: the score screen lists the parts above the total, so they must add up; facts that are not
    points go in ``details``, shown under the total."""
    info = games.get(game_id)
    for n in [1] if info.solitaire else [info.min_players, info.max_players]:
        for seed in range(3):
            rng = random.Random(seed)
            state = info.rules.new_game(n, seed)
            while not state.is_over:
                state.apply(rng.choice(state.legal_moves()))
            for sheet in state.scores():
                assert sum(sheet.parts.values()) == sheet.total, (game_id, sheet)
