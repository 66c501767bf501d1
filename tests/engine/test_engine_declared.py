"""Keys and texts that moves and events declare (engine/declared.py) instead of writing a method each."""

from dataclasses import dataclass

import pytest

from gardengames import i18n
from gardengames.engine.declared import Phrased, field_key, fixed_key, made_key
from gardengames.engine.keys import deck_key, hand_key
from gardengames.engine.state import Codec, Event, Move
from gardengames.i18n import N_


class _Said(Phrased):
    words = {"plot": lambda said: said.plot + 1, "shout": lambda said: said.card.upper()}


@dataclass(frozen=True)
class Sow(_Said, Move):
    phrase = N_("sows {card} on plot {plot}")
    player: int
    card: str
    plot: int
    source_key = field_key("card")
    target_key = made_key(lambda seat, plot: f"plot:{seat}:{plot}", "player", "plot")


@dataclass(frozen=True)
class Draw(_Said, Move):
    phrase = N_("draws a card")
    player: int
    source_key = made_key(deck_key, "player")
    target_key = fixed_key("hand")


@dataclass(frozen=True)
class Grew(_Said, Event):
    player: int
    card: str
    plot: int
    tall: bool = False

    def phrasing(self) -> str:
        return N_("{name}'s {card} grows tall") if self.tall else N_("{name}'s {card} on plot {plot} grows")


def test_keys_come_from_the_fields_they_name():
    sow, draw = Sow(1, "pea.02", 3), Draw(0)
    assert (sow.source_key, sow.target_key) == ("pea.02", "plot:1:3")
    assert (draw.source_key, draw.target_key) == ("deck:0", "hand")
    assert Move().source_key is None and Move().target_key is None  # a move that declares nothing: a button


def test_a_phrase_is_filled_from_the_game_words_and_the_fields():
    names = ["Ann", "Bo"]
    assert Sow(1, "pea.02", 3).describe(names) == "sows pea.02 on plot 4"
    assert Sow(1, "pea.02", 3).log_line(names, 1) == "Bo sows pea.02 on plot 4"
    assert Grew(0, "pea.01", 0).describe(names) == "Ann's pea.01 on plot 1 grows"
    assert Grew(1, "pea.01", 0, tall=True).describe(names) == "Bo's pea.01 grows tall"


def test_only_the_words_a_text_asks_for_are_made():
    class Strict(_Said):
        words = {"card": lambda said: pytest.fail("a word the text does not use was made")}

    @dataclass(frozen=True)
    class Quiet(Strict, Event):
        phrase = N_("{name} waits")
        player: int
        card: str

    assert Quiet(0, "pea.01").describe(["Ann"]) == "Ann waits"


def test_a_phrase_is_said_in_the_current_language():
    i18n.set_language(i18n.PSEUDO)
    assert "⟦" in Draw(0).describe(["Ann"])
    i18n.set_language("en")
    assert Draw(0).describe(["Ann"]) == "draws a card"


def test_declared_moves_stay_plain_data():
    codec = Codec([Sow, Draw])
    sow = Sow(1, "pea.02", 3)
    assert codec.encode(sow) == {"type": "Sow", "player": 1, "card": "pea.02", "plot": 3}
    assert codec.decode(codec.encode(sow)) == sow and Sow.of[1, "pea.02", 3] == sow


def test_shared_keys():
    assert (deck_key("summer"), deck_key("plant"), hand_key(2)) == ("deck:summer", "deck:plant", "hand:2")
