"""Garden Sabotage! rules in pure Python: card data and keys, the moves and events, the game state.

- ``content``: the rulebook's numbers, the data schema and its checks, card and place keys, names
- ``moves``: every move (with the keys it picks up and lands on) and every event
- ``game``: ``State`` (the turn, questions, scoring, views, saves) and ``new_game``
- ``reasons``: why a click or a drop is refused (``State.why_not``)
"""

from . import content as _content
from . import moves as _moves
from .content import *  # noqa: F403 - the rulebook's numbers, the data schema and the keys are public API
from .game import State, new_game
from .moves import *  # noqa: F403 - every move and event class is part of the public API
from .reasons import ROW

__all__ = ["ROW", "State", "new_game", *_content.__all__, *_moves.__all__]
