"""Unbeetable rules: pure Python, no pygame.

``content`` holds the data schema, its checks and the keys of cards and places; ``moves`` the moves and
events; ``game`` the state (legal moves, carrying them out, views, saving) and ``new_game``.
"""

from gardengames.engine.keys import deck_key, hand_key

from . import moves as _moves
from .content import (
    ACTION_KINDS,
    ACTIONS,
    AXES,
    DATA_FILE,
    DECK_OPENS,
    DECKS,
    ONE_TIME,
    PERMANENT,
    SCHEMA_VERSION,
    SEASON_BACK,
    SEASON_WORDS,
    SEASONS,
    WEEDS,
    ActionCard,
    Deck,
    GameData,
    SeasonCard,
    Species,
    StartPlant,
    back_of,
    card_name,
    kind_of,
    legacy_name,
    line_key,
    load_data,
    season_word,
    serials,
    spot_key,
)
from .game import State, copy_gardens, new_game, plant_fits
from .moves import *  # noqa: F403 - every move and event class is part of the public API

__all__ = [
    "ACTIONS",
    "ACTION_KINDS",
    "AXES",
    "DATA_FILE",
    "DECKS",
    "DECK_OPENS",
    "ONE_TIME",
    "PERMANENT",
    "SCHEMA_VERSION",
    "SEASONS",
    "SEASON_BACK",
    "SEASON_WORDS",
    "WEEDS",
    "ActionCard",
    "Deck",
    "GameData",
    "SeasonCard",
    "Species",
    "StartPlant",
    "State",
    "back_of",
    "card_name",
    "copy_gardens",
    "deck_key",
    "hand_key",
    "kind_of",
    "legacy_name",
    "line_key",
    "load_data",
    "new_game",
    "plant_fits",
    "season_word",
    "serials",
    "spot_key",
    *_moves.__all__,
]
