"""Unbeetable in every language (issue 16): each text a player reads is marked for translation, Dutch hints read
as Dutch orders, and nothing a game keeps (state, events, saves, score rows) depends on the language."""

import random
from collections.abc import Callable

import pytest

from gardengames import i18n
from gardengames.engine.state import Event, Move, Prompt
from gardengames.games.unbeetable import bots
from gardengames.games.unbeetable.rules import (
    DiscardHand,
    DrawCard,
    EndTurn,
    PlayAction,
    PlayFlood,
    PlayPlant,
    SeasonalGrow,
    State,
    card_name,
    deck_key,
    new_game,
)

NAMES = ["Ann", "Basil", "Clover", "Dill"]


def marked(text: str) -> bool:
    """Whether a text came whole through a marker: the pseudo-language brackets it from end to end."""
    return text.startswith(i18n.PSEUDO_OPEN) and text.endswith(i18n.PSEUDO_CLOSE)


def bot_game(players: int, seed: int, before: Callable[[State, Move, list[Move]], None]) -> list[Event]:
    """Play a whole game between computer players; ``before`` sees each position, its legal moves and the move
    chosen before it is made. Returns every event of the game."""
    state = new_game(players, seed)
    rng = random.Random(seed)
    level = ("easy", "medium")[seed % 2]
    events: list[Event] = []
    while not state.is_over:
        legal = state.legal_moves()
        move = bots.choose_move(state.view(state.current), legal, level, rng)
        before(state, move, legal)
        events += state.apply(move)
    return events


@pytest.mark.parametrize("players", [2, 4])
def test_every_text_of_a_whole_bot_game_is_marked(players):
    """Log lines, prompts, why-not texts, the End turn tooltip, move texts and score rows all come through a
    marker: in the pseudo-language each one is bracketed whole (a text left in plain English is not)."""
    i18n.set_language(i18n.PSEUDO)
    names = NAMES[:players]
    unmarked: dict[str, str] = {}
    kinds = set()

    def check(kind: str, text: str) -> None:
        kinds.add(kind)
        if text and not marked(text):
            unmarked.setdefault(kind, text)

    def position(state: State, move: Move, legal: list[Move]) -> None:
        prompt = state.prompt
        assert isinstance(prompt, Prompt)
        check("prompt", prompt.text)
        check("end turn", state.end_turn_text())
        for card in state.hands[state.current]:
            check("why not", state.why_not(card))
        for deck in ("spring", "summer", "autumn"):
            check("why not", state.why_not(deck_key(deck)))
        for other in legal[:: max(1, len(legal) // 5)]:
            check("move", other.describe(names))
        check("move", move.describe(names))

    for event in bot_game(players, players, position):
        check("log", event.describe(names))
    assert not unmarked, unmarked
    assert {"prompt", "why not", "move", "log"} <= kinds


def test_score_rows_are_marked_english_whatever_the_language():
    """Score rows are data (the same English keys in every language, as the score screen translates them when
    drawn), and each is a marked text the Dutch catalog translates."""
    state = new_game(2, 3)
    english = [list(sheet.parts) for sheet in state.scores()]
    i18n.set_language("nl")
    assert [list(sheet.parts) for sheet in state.scores()] == english
    rows = english[0]
    assert rows == ["harvests", "losses", "kept at zero"]
    assert [i18n._(row) for row in rows] == ["oogsten", "verliezen", "op nul gehouden"]
    i18n.set_language(i18n.PSEUDO)
    assert all(marked(i18n._(row)) for row in rows)


def test_a_game_played_in_dutch_keeps_the_same_data_as_in_english():
    """Nothing translated is stored: the same moves give the same saved state and the same events in Dutch."""

    def play(lang: str):
        i18n.set_language(lang)
        state = new_game(3, 11)
        rng = random.Random(11)
        events = []
        for _ in range(120):
            if state.is_over:
                break
            events += state.apply(rng.choice(state.legal_moves()))
        return state.to_dict(), events

    assert play("nl") == play("en")


def test_dutch_hints_are_dutch_orders():
    """Dutch moves describe themselves with the verb in the third person; hints turn that into an order, and
    "hun eigen tuin" said to the player is "je eigen tuin"."""
    i18n.set_language("nl")
    names = NAMES[:2]
    sun, carrot, flood = "summer:sun.01", "spring:carrot.01", "summer:flood.01"
    orders = {
        SeasonalGrow(0, 4): "Laat een plant groeien voor het seizoen",
        PlayPlant(0, carrot, 2): f"Plant een {card_name(carrot)}",
        PlayAction(0, sun, 0, 4): f"Speel {card_name(sun)} in je eigen tuin",
        PlayAction(0, sun, 1, 4): f"Speel {card_name(sun)} in de tuin van Basil",
        PlayFlood(0, flood, 0, "row", 1): "Zet rij 2 van je eigen tuin onder water",
        PlayFlood(0, flood, 1, "column", 0): "Zet kolom 1 van de tuin van Basil onder water",
        DiscardHand(0): "Leg de hele hand af",
        EndTurn(0): "Beëindig de beurt zonder een kaart te spelen",
        DrawCard(0, "summer"): "Trek een kaart van de zomerstapel",
    }
    assert {move: move.instruction(names) for move in orders} == orders
    assert PlayFlood(0, flood, 0, "row", 1).log_line(names, 0) == "Ann zet rij 2 van hun eigen tuin onder water"
    i18n.set_language("en")
    assert DrawCard(0, "summer").instruction(names) == "Draw from the summer deck"
    assert PlayAction(0, sun, 0, 4).instruction(names) == "Play Sun in your own garden"


def test_dutch_move_texts_of_a_bot_game_start_with_a_verb():
    """Every Dutch move text starts with a verb in the third person (the order is made from it)."""
    i18n.set_language("nl")
    texts: list[str] = []
    bot_game(2, 5, lambda _state, move, _legal: texts.append(move.describe(NAMES[:2])))
    verbs = {text.split(" ", 1)[0] for text in texts}
    assert all(verb.islower() and verb.endswith("t") for verb in verbs), verbs
    assert {"laat", "speelt", "trekt"} <= verbs
