"""What a move or an event declares instead of writing a method of its own: its keys and its one text.

Most moves name a key that is one of their fields (the card picked up), one fixed key (the play zone) or a key
made from a few fields (the bed at a row and column); most events and many moves are said in one text with
their fields filled in. Declaring those (``source_key = field_key("card")``, ``phrase = N_("plays {card}")``)
leaves a method only to the moves and events whose words or keys really differ from case to case; each game
says once, in its ``words``, how its fields are put into words.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, ClassVar

from gardengames.engine.text import seat_name
from gardengames.i18n import _


def field_key(name: str) -> property:
    """A key that is the move's own field ``name`` (the card it picks up): ``source_key = field_key("card")``."""
    return property(operator.attrgetter(name))


def fixed_key(key: Hashable) -> property:
    """The key every move of the class names (a zone, a deck): ``target_key = fixed_key(PLAY_ZONE)``."""
    return property(lambda move: key)


def made_key(make: Callable[..., Hashable], *names: str) -> property:
    """A key ``make`` builds from the move's fields ``names``, in that order:
    ``target_key = made_key(bed_key, "player", "row", "col")``."""
    get = operator.attrgetter(*names)
    if len(names) == 1:
        return property(lambda move: make(get(move)))
    return property(lambda move: make(*get(move)))


class Phrased:
    """A move or event said in one text: ``phrase`` (English, marked with ``N_``; or one of several that
    ``phrasing`` picks) with its placeholders filled in, each only when the text asks for it.

    ``{name}`` is the name of the seat ``player``, and any other placeholder the field of its name as it is,
    unless the game's ``words`` say how it reads (``"row": lambda said: said.row + 1``): each game says that
    once, for all its moves and events. Put this class before ``Move`` or ``Event`` among the bases so its
    ``describe`` is the one used.
    """

    phrase: ClassVar[str]
    words: ClassVar[Mapping[str, Callable[[Any], object]]] = {}

    def describe(self, names: Sequence[str]) -> str:
        return _(self.phrasing()).format_map(_Words(self, names))

    def phrasing(self) -> str:
        """The English text this one is said in: ``phrase``, or the one a class with several picks by its fields."""
        return self.phrase

    def word(self, placeholder: str, names: Sequence[str]) -> object:
        """What fills ``placeholder``; ``names`` are the seats' names."""
        say = self.words.get(placeholder)
        if say is not None:
            return say(self)
        if placeholder == "name":
            return seat_name(names, vars(self)["player"])
        return getattr(self, placeholder)


class _Words(dict[str, object]):
    """The words of one phrase, each made when the text asks for it."""

    __slots__ = ("said", "names")

    def __init__(self, said: Phrased, names: Sequence[str]) -> None:
        super().__init__()
        self.said, self.names = said, names

    def __missing__(self, placeholder: str) -> object:
        return self.said.word(placeholder, self.names)
