"""The pieces a game's table is composed of: parts that lay out and draw (a board, the gardens, a hand, a
panel), and a declared table of buttons the base turns into moves.

A table used to be a chain of mixins (layout, faces, board, gardens, panels, tips, input), where any method
could call any other and a change in one level reached every level above it. Now a game's table is one class on
``BaseTable`` holding a list of parts: each part holds its own rects and drawing, the table asks each in turn
(``card_places``, ``draw``, ``overlay`` ...), and a part reaches another only by its name on the table
(``table.board.space_rect(...)``). pygame_gui composes its UI the same way: elements own their rects and
drawing, a manager asks them in turn.

Buttons are declared, not wired: a ``MoveButton`` names the class of move it stands for (and the fields it must
have); the base finds that move among the rules' legal moves each frame, enables or shows the button from it,
plays it on a click or the hotkey, and otherwise lets the rules say why not. No table builds a move.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Move
from gardengames.i18n import _
from gardengames.ui.drag import DragController, Target
from gardengames.ui.sprites import Place
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable


class Part:
    """One component of a table. Every hook does nothing by default, so a part states only what it holds."""

    def __init__(self, table: BaseTable) -> None:
        self.table = table

    def layout(self, size: tuple[int, int]) -> None:
        """Work out this part's rects for the window size (parts are laid out in the table's order)."""

    def card_places(self) -> dict[Hashable, Place]:
        """The cards this part shows now, by key, and where."""
        return {}

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The keyed places of this part that are not card sprites (slots, spaces, decks)."""
        return {}

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface | None:
        """The face of card ``key`` if this part draws it, else None."""
        return None

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        """Title and full text of card ``key`` for the zoom, if this part knows it."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """What lies under the cards; drawn into the static layer, so only what ``board_key`` and the position
        name may change it."""

    def overlay(self, surface: pygame.Surface) -> None:
        """What lies over the cards, drawn every frame (glows, counters, tooltips)."""

    def board_key(self) -> Hashable:
        """What ``draw`` shows besides the position, the viewer and the layout."""
        return None

    def more_targets(self, key: Hashable, targets: dict[Hashable, Target]) -> None:
        """Add to the lit targets of ``key`` places this part shows for them (a zone that stands for a pile)."""

    def picks_targets(self, targets: Mapping[Hashable, Target]) -> bool:
        """Whether this part picks and lights ``targets`` itself: targets that overlap (a row and a column of one
        garden), so the one under the pointer is not always the one meant."""
        return False

    def pick_target(self, targets: Mapping[Hashable, Target], pos: tuple[int, int]) -> Hashable | None:
        """The one of ``targets`` (which this part picks) that the pointer at ``pos`` means, if any."""
        return None

    def draw_targets(self, surface: pygame.Surface, targets: Mapping[Hashable, Target], hot: Hashable | None) -> None:
        """Light ``targets`` (which this part picks) for a lifted or dragged card, ``hot`` the one meant now."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key press this part answers (a shortcut); True when it did."""
        return False

    def widget_move(self, widget: object) -> Move | None:
        """The legal move ``widget``, a button this part added to the table, plays when pressed now, if any."""
        return None

    def click_key(self, key: Hashable) -> bool:
        """A click on ``key`` this part answers before the shared click (a deck that draws at once)."""
        return False

    def click_lifted(self, key: Hashable) -> bool:
        """A second click on the lifted card ``key`` (already put down again): True if this part played something
        for it (a Base Camp card spent)."""
        return False

    def click_at(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` this part answers before the shared click (a small garden looked at closely)."""
        return False

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """Where a card new on screen slides in from, if this part knows (its deck)."""
        return None

    def before_update(self, dt: float) -> None:
        """Per frame, before the base moves the cards toward their places: a change of what decides those places
        (whose garden is large) made here lands at once, with the cards it moves, instead of a frame late."""

    def update(self, dt: float) -> None:
        """Per frame, after the base has advanced the table."""

    def next_frame(self) -> float | None:
        """When this part must be drawn again without input (0: now), or None."""
        return None


@dataclass(frozen=True, eq=False)
class MoveButton:
    """A button standing for the legal move of class ``kind`` with these ``fields``.

    ``label`` and ``tooltip`` are English (translated when drawn). With ``each`` there is one choice per matching
    legal move (the ways along a track), laid out by a part, whose words may be templates it fills in from the
    move. ``hide`` says when the button is away: "illegal" while its move is not legal, "pause" during a hand-over
    and after the game; by default it stays, greyed while its move is not legal. ``acts_on`` is the key the rules
    explain a refusal about. ``refusal``, when set, is what a press of the greyed button or its hotkey says instead
    (the rules' own words). A spec is a declared constant, hashed by identity (``MoveButtons`` keys its widgets by
    spec, and a ``fields`` dict has no hash)."""

    label: str
    kind: type[Move]
    fields: Mapping[str, Any] = field(default_factory=dict)
    hotkey: int | None = None
    tooltip: str = ""
    primary: bool = False
    hide: str = ""
    each: bool = False
    acts_on: Hashable | None = None
    refusal: Callable[[Any], str] | None = None  # given the table

    def matches(self, move: Move) -> bool:
        return isinstance(move, self.kind) and all(getattr(move, k) == v for k, v in self.fields.items())


class MoveButtons:
    """The declared buttons of a table, made into widgets and kept in step with the legal moves. Specs with
    ``each`` are not widgets of their own: ``choices`` lists their moves for a part that lays them out in a row."""

    def __init__(self, table: BaseTable, specs: tuple[MoveButton, ...]) -> None:
        self.table = table
        self.specs = specs
        self.fixed: dict[MoveButton, Button] = {}
        for spec in specs:
            if not spec.each:
                button = Button(
                    spec.label,
                    functools.partial(self.press, spec),
                    hotkey=spec.hotkey,
                    primary=spec.primary,
                    tooltip=spec.tooltip,
                )
                self.fixed[spec] = table.widgets.add(button)

    def __getitem__(self, spec: MoveButton) -> Button:
        return self.fixed[spec]

    def move_of(self, spec: MoveButton) -> Move | None:
        """The legal move ``spec`` stands for now, if the person at the screen may play it."""
        if not self.table.my_turn:
            return None
        return next((m for m in self.table.selection.index.legal if spec.matches(m)), None)

    def widget_move(self, widget: object) -> Move | None:
        """The legal move the declared button ``widget`` plays when pressed now, if it is one of these."""
        return next((self.move_of(spec) for spec, button in self.fixed.items() if button is widget), None)

    def press(self, spec: MoveButton) -> None:
        """Play the button's move; if it is not legal now, say why in the rules' words."""
        table = self.table
        if not table.my_turn:
            return
        move = self.move_of(spec)
        if move is not None:
            table.play(move)
            return
        reason = spec.refusal(table) if spec.refusal is not None else ""
        if reason:
            table.flash(reason)
            table.app.audio.play("error")
        elif not table.refuse(spec.acts_on, sound="error"):
            table.app.audio.play("error")

    def key(self, event: pygame.event.Event) -> bool:
        """The hotkey of a greyed button still answers, with the reason it is grey (an enabled one is pressed by
        the widget itself)."""
        for spec, button in self.fixed.items():
            if spec.hotkey == event.key and button.visible and not button.enabled and not event.mod:
                if not self.table.my_turn:
                    return False
                self.press(spec)
                return True
        return False

    def choices(self) -> list[tuple[str, Move, str]]:
        """(label, move, tooltip) for each legal move of the ``each`` specs, in the order of the specs, then of the
        rules' legal moves."""
        legal = self.table.selection.index.legal if self.table.my_turn else []
        out = []
        for spec in self.specs:
            if spec.each:
                for move in legal:
                    if spec.matches(move):
                        out.append((_(spec.label), move, _(spec.tooltip) if spec.tooltip else ""))
        return out

    def update(self) -> None:
        """Enable (or show) each button from whether its move is legal now."""
        for spec, button in self.fixed.items():
            move = self.move_of(spec)
            button.enabled = move is not None
            if spec.hide == "illegal":
                button.visible = move is not None
            elif spec.hide == "pause":
                button.visible = not self.table.session.state.is_over and not self.table.handing_over


class PartsDrag(DragController):
    """Drag and drop on a table: targets that overlap (a row and a column of one garden) are picked and lit by the
    part that shows them (``Part.picks_targets``), all others the shared way."""

    def __init__(self, table: BaseTable) -> None:
        super().__init__()
        self.table = table

    def pick(self, targets: dict[Hashable, Target], pos: tuple[int, int], card: pygame.Rect | None) -> Hashable | None:
        part = self.table.targets_part(targets)
        return part.pick_target(targets, pos) if part is not None else super().pick(targets, pos, card)

    def draw_targets(self, surface: pygame.Surface, scale: float, t: float) -> None:
        part = self.table.targets_part(self.drag.targets) if self.active and self.drag is not None else None
        if part is None or self.drag is None:
            super().draw_targets(surface, scale, t)
        else:
            part.draw_targets(surface, self.drag.targets, self.target_at(self.drag.pos))
