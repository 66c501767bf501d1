"""The words of Botanicus, made when shown: coins and steps, plant colours, spots, beds, tracks, cards and the
effects of an action, in the player's language. Moves, events and prompts hold only data and call these, so a
log line, a hint and the table say the same thing the same way (and a language change needs no rebuild)."""

from __future__ import annotations

from collections.abc import Iterable

from gardengames.engine.data import DataError
from gardengames.i18n import N_, _, n_, p_

from . import keys as K
from .content import Effect

# The plant levels by their colour with "a" ("a yellow flower"), as "the ... one" (a plant
# replaced) and as what an empty supply means: Dutch bends the colour ("een gele bloem"), so each is whole.
A_FLOWER = {1: N_("a yellow flower"), 2: N_("a pink flower"), 3: N_("a green flower"), 4: N_("a blue flower")}
THE_ONE = {1: N_("the yellow one"), 2: N_("the pink one"), 3: N_("the green one"), 4: N_("the blue one")}
NO_FLOWER = {
    1: N_("finds no yellow flower left in the supply"),
    2: N_("finds no pink flower left in the supply"),
    3: N_("finds no green flower left in the supply"),
    4: N_("finds no blue flower left in the supply"),
}
TRACK_NAMES = {"money": N_("Money"), "wheelbarrow": N_("Wheelbarrow"), "shovel": N_("Shovel")}
"""The tracks' names should the data file not be readable (the data names them, with their translations)."""


def coins_text(n: int) -> str:
    """``"1 coin"``, ``"3 coins"``."""
    return n_("{n} coin", "{n} coins", n).format(n=n)


def steps_text(n: int) -> str:
    """``"1 step"``, ``"3 steps"``."""
    return n_("{n} step", "{n} steps", n).format(n=n)


def level_text(level: int) -> str:
    """A plant level by its colour (``"green"``)."""
    words = {
        1: p_("plant colour", "yellow"),
        2: p_("plant colour", "pink"),
        3: p_("plant colour", "green"),
        4: p_("plant colour", "blue"),
    }
    return words.get(level, str(level))


def free_text(pole: bool = False) -> str:
    """What a free Flower stop or walk costs, in words: "free", or "free (Pole)" when a Pole Position token
    waives the fee."""
    return p_("price", "free (Pole)") if pole else p_("price", "free")


def is_free(text: str) -> bool:
    """Whether a price in words (``free_text``, ``coins_text``) is nothing to pay: the table paints it green."""
    return text in (free_text(), free_text(True))


def flower_text(level: int) -> str:
    """``"a green flower"``."""
    return _(A_FLOWER[level])


def spot_text(node: str) -> str:
    """A footprint spot for people: spot ``n23`` sits where bed rows 2-3 meet bed columns 3-4."""
    if len(node) == 3 and node[0] == "n" and node[1:].isdigit():
        r, c = int(node[1]), int(node[2])
        return _("the footprint between rows {r}-{r2} and columns {c}-{c2}").format(r=r, r2=r + 1, c=c, c2=c + 1)
    return node


def space_text(space: str) -> str:
    """A track space for people: ``money-5`` is space 5."""
    return _("space {n}").format(n=space.rsplit("-", 1)[-1]) if "-" in space else space


def bed_text(row: int, col: int) -> str:
    """A bed of the garden for people (rows and columns count from 1)."""
    return _("row {row}, column {col}").format(row=row + 1, col=col + 1)


def card_text(card: str) -> str:
    """A garden card's printed name, from its key or its id (the id if the data cannot be read)."""
    from .content import load_data

    cid = K.card_id(card)
    try:
        found = {c.id: c.name for c in load_data().cards}.get(cid)
    except DataError:  # a log line never fails: the id will do
        found = None
    return _(found) if found else cid


def track_text(track: str) -> str:
    """A track's name as the data file gives it (``"Shovel"``), in the player's language."""
    from .content import load_data

    try:
        found = {t.id: t.name for t in load_data().tracks}.get(track)
    except DataError:
        found = None
    if found:
        return _(found)
    return _(TRACK_NAMES[track]) if track in TRACK_NAMES else track


def item_words(kind: str, amount: int, track: str = "") -> str:
    """One effect in a few words: ``"plant green"``, ``"2 on Money"``, ``"3 coins"``."""
    if kind == "plant":
        return _("plant {level}").format(level=level_text(amount))
    if kind == "track":
        return _("{n} on {track}").format(n=amount, track=track_text(track))
    if kind == "pole":
        return _("Pole Position")
    if kind == "move":
        return _("walk {n} free").format(n=amount)
    if kind == "water":
        return _("water {n}").format(n=amount)
    if kind == "coins":
        return coins_text(amount)
    if kind == "cards":
        return n_("{n} card", "{n} cards", amount).format(n=amount)
    if kind == "animals":
        return n_("{n} animal", "{n} animals", amount).format(n=amount)
    if kind == "vp":
        return n_("{n} point", "{n} points", amount).format(n=amount)
    return f"{amount} {kind}"


def items_text(items: Iterable[tuple[str, int, str]], pay: int = 0) -> str:
    """An action's effects (kind, amount, track) as one short line: ``"pay 2: plant green, 3 coins"``."""
    text = ", ".join(item_words(*item) for item in items)
    return _("pay {n}: {effects}").format(n=pay, effects=text) if pay else text


def effect_items(effects: Iterable[Effect]) -> tuple[tuple[str, int, str], ...]:
    """An action's effects as plain data (kind, amount, track), as an event keeps them."""
    return tuple((e.kind, e.amount, e.track) for e in effects)


def effect_text(effects: Iterable[Effect], pay: int = 0) -> str:
    """A short readable line for an action, e.g. 'pay 2: plant green', for the log and the UI."""
    return items_text(effect_items(effects), pay)
