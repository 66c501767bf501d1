"""Unsurmountable's card faces, their zoom text, and the trails the art paints (for the lit winning path).

Pure functions of the card data (the table's FaceCache calls ``render_face`` and caches what it draws), and
``Faces``, the part of the table that answers for every card's face and zoom text."""

from __future__ import annotations

import re
from collections.abc import Hashable
from typing import TYPE_CHECKING
from xml.etree import ElementTree

import pygame

from gardengames import resources
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.rules import geometry
from gardengames.i18n import _
from gardengames.ui import theme
from gardengames.ui.cards import card_base, text_band
from gardengames.ui.parts import Part

if TYPE_CHECKING:
    from gardengames.games.unsurmountable.table import TableScene

FULL_TEXT_WIDTH = 110  # narrower faces show the card's name only


def render_face(data: rules.GameData, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
    """The face of card ``key``; style ``"bare"`` (on the mountain) leaves out the name band so the whole
    trail shows and paths visibly meet across cards."""
    if key == rules.HELICOPTER:
        card = card_base(size, "unsurmountable/helicopter.svg", border=theme.DANGER)
        heli = data.helicopter
        text_band(card, 0.76, _(heli.name), _(heli.text) if size[0] >= FULL_TEXT_WIDTH else "")
        return card
    definition = data.by_id[str(key)]
    card = card_base(size, f"unsurmountable/{key}.svg")
    if style != "bare":
        text = _(definition.ability.text) if size[0] >= FULL_TEXT_WIDTH else ""
        text_band(card, 0.78, _(definition.name), text)
    return card


def card_info(data: rules.GameData, key: Hashable) -> tuple[str, str] | None:
    """Title and full text for the zoom view (and the ability zone's hover text) of card ``key``, in the
    player's language."""
    if key == rules.HELICOPTER:
        return _(data.helicopter.name), _(data.helicopter.text)
    card = data.by_id.get(str(key))
    if card is None:
        return None
    features = ", ".join(rules.feature_name(f) for f in card.features) or _("no features")
    ability = _("Ability: {text}").format(text=_(card.ability.text))
    facts = _("Features: {features}. Climbers: {n}.").format(features=features, n=card.climbers)
    return _(card.name), f"{ability}\n\n{facts}"


class Faces(Part):
    """Every card's face and zoom text, from the game's data."""

    table: TableScene

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface | None:
        return render_face(self.table.data, key, size, style)

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        return card_info(self.table.data, key)


_TRAILS: dict[str, dict[tuple[str, str], list[tuple[float, float]]]] = {}


def trail_points(card: str, a: str, b: str) -> list[tuple[float, float]]:
    """The trail from point ``a`` to ``b`` as the card's art draws it, in card units.

    The art generator writes each trail as ``<path id="seg-A-B">`` from the same data the rules read;
    following that curve makes the lit path lie exactly on the painted one. Without the art file the
    straight line between the two points is used.
    """
    if card not in _TRAILS:
        _TRAILS[card] = {}
        path = resources.art_dir() / "unsurmountable" / f"{card}.svg"
        try:
            root = ElementTree.parse(path).getroot()
            for element in root.iter():
                ident = element.get("id", "")
                if ident.startswith("seg-") and element.get("d"):
                    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", element.get("d", ""))]
                    pairs = list(zip(nums[::2], nums[1::2], strict=False))
                    on_curve = [pairs[0], *pairs[3::3]]  # M point, then each cubic's end point
                    _, p, q = ident.split("-", 2)
                    pts = [(x / 250, y / 350) for x, y in on_curve]
                    _TRAILS[card][(p, q)] = pts
                    _TRAILS[card][(q, p)] = pts[::-1]
        except (OSError, ElementTree.ParseError, ValueError, IndexError):
            pass
    found = _TRAILS[card].get((a, b))
    return found if found else [geometry.POINTS[a], geometry.POINTS[b]]
