"""Unsurmountable rules: card data and keys, moves and events, the mountain's paths, the abilities, and the
solitaire state (no pygame here)."""

from gardengames.games.unsurmountable.geometry import HEIGHT, MOUNTAIN_SIZE

from . import moves as _moves
from .abilities import PROMPTS, SHOWN, STEPS
from .content import (
    ABILITY,
    ABILITY_KINDS,
    ABILITY_STEPS,
    CAMP,
    CARD_COUNT,
    DATA_FILE,
    DECK,
    DISCARD,
    FEATURES,
    GAME_ID,
    HELICOPTER,
    LEVELS,
    MAX_CAMP,
    MOUNTAIN_CHANGERS,
    REMOVED,
    SCHEMA_VERSION,
    START_CAMP,
    Ability,
    Card,
    GameData,
    HelicopterCard,
    card_name,
    feature_name,
    load_data,
    slot_key,
    slot_of_key,
    slot_text,
)
from .game import PLAY, PLAY_TEXT, State, deal_seeds, new_game
from .mountain import cheapest_path, has_path, mountain_problems
from .moves import *  # noqa: F403 - every move and event class is part of the public API

#: Bumped when a change to the rules or the card data makes a saved move list mean something else (saves replay
#: their moves against the deal): 2 is issue 14's card redesign, new trails, climbers and features; 3 the third
#: cards (six summit cards, straight climbs, two free summits at level V).
RULES_VERSION = 3

__all__ = [
    "ABILITY",
    "ABILITY_KINDS",
    "ABILITY_STEPS",
    "CAMP",
    "CARD_COUNT",
    "DATA_FILE",
    "DECK",
    "DISCARD",
    "FEATURES",
    "GAME_ID",
    "HEIGHT",
    "HELICOPTER",
    "LEVELS",
    "MAX_CAMP",
    "MOUNTAIN_CHANGERS",
    "MOUNTAIN_SIZE",
    "PLAY",
    "PLAY_TEXT",
    "PROMPTS",
    "REMOVED",
    "RULES_VERSION",
    "SCHEMA_VERSION",
    "SHOWN",
    "START_CAMP",
    "STEPS",
    "Ability",
    "Card",
    "GameData",
    "HelicopterCard",
    "State",
    "card_name",
    "feature_name",
    "cheapest_path",
    "deal_seeds",
    "has_path",
    "load_data",
    "mountain_problems",
    "new_game",
    "slot_key",
    "slot_of_key",
    "slot_text",
    *_moves.__all__,
]
