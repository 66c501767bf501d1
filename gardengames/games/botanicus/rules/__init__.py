"""Botanicus rules: the data schema, the moves and events, and the game state (no pygame here)."""

from . import keys
from . import moves as _moves
from .content import LEVEL_NAMES, SCHEMA_VERSION, Action, Card, Effect, GameData, Task, Tile, Track, load_data
from .game import (
    PART_ANIMALS,
    PART_BONUS,
    PART_COLUMNS,
    PART_PRIZES,
    PART_TASKS,
    State,
    coins_part,
    effect_text,
    new_game,
)
from .keys import NEUTRAL, NEUTRAL_FLOWER, card_id, card_key, flower_key
from .moves import *  # noqa: F403 - every move and event class is part of the public API
from .reasons import flower_name

__all__ = [
    "LEVEL_NAMES",
    "NEUTRAL",
    "NEUTRAL_FLOWER",
    "PART_ANIMALS",
    "PART_BONUS",
    "PART_COLUMNS",
    "PART_PRIZES",
    "PART_TASKS",
    "SCHEMA_VERSION",
    "Action",
    "Card",
    "Effect",
    "GameData",
    "State",
    "Task",
    "Tile",
    "Track",
    "card_id",
    "card_key",
    "coins_part",
    "effect_text",
    "flower_key",
    "flower_name",
    "keys",
    "load_data",
    "new_game",
    *_moves.__all__,
]
