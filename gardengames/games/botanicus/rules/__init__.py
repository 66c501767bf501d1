"""Botanicus rules: the data schema, the moves and events, and the game state (no pygame here)."""

from . import moves as _moves
from .content import LEVEL_NAMES, SCHEMA_VERSION, Action, Card, Effect, GameData, Task, Tile, Track, load_data
from .game import (
    NEUTRAL,
    PART_ANIMALS,
    PART_BONUS,
    PART_COINS,
    PART_COLUMNS,
    PART_PRIZES,
    PART_TASKS,
    Pending,
    State,
    effect_text,
    new_game,
)
from .moves import *  # noqa: F403 - every move and event class is part of the public API

__all__ = [
    "LEVEL_NAMES",
    "NEUTRAL",
    "PART_ANIMALS",
    "PART_BONUS",
    "PART_COINS",
    "PART_COLUMNS",
    "PART_PRIZES",
    "PART_TASKS",
    "SCHEMA_VERSION",
    "Action",
    "Card",
    "Effect",
    "GameData",
    "Pending",
    "State",
    "Task",
    "Tile",
    "Track",
    "effect_text",
    "load_data",
    "new_game",
    *_moves.__all__,
]
