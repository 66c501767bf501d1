"""The table's mouse and keyboard, the same in every game: hover and zoom, press to drag or click, drop or
fly back, the shared shortcuts, and keyboard play (Tab lifts, arrows aim, Enter plays).

A game adds to it only through its parts' hooks (``key``, ``click_at``, ``click_key``, ``more_targets``) and
the table's ``lift_place``, never by overriding this or the table's ``handle``, ``click`` or ``drag_targets``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Move
from gardengames.i18n import N_, _
from gardengames.ui.interaction import centres, toward
from gardengames.ui.sprites import MOVE_SECONDS
from gardengames.ui.tween import Tween, ease_out_cubic
from gardengames.ui.widgets import Widget

# A card let go on a card or place that is not one of its lit targets, when the rules give no finer reason.
NOT_THERE = N_("It cannot go there: the places it can go are lit while you drag it.")

# The arrow keys, each as the step on screen it aims along.
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}

if TYPE_CHECKING:
    from gardengames.ui.table import BaseTable


class TableInput:
    """Turns pygame events into the table's hover, drags, clicks and shortcuts."""

    def __init__(self, table: BaseTable) -> None:
        self.table = table
        self.handlers: dict[Any, Callable[[pygame.event.Event], None]] = {
            pygame.MOUSEMOTION: self.hover,
            pygame.WINDOWLEAVE: self.pointer_left,
            pygame.MOUSEWHEEL: self.scroll,
            (pygame.MOUSEBUTTONDOWN, 1): self.press,
            (pygame.MOUSEBUTTONDOWN, 3): self.toggle_zoom,
        }
        table.widgets.rank = self.button_rank
        self.turn: tuple[int | None, int | None, bool] | None = None  # whose turn at whose screen the keys were on
        self.still = 0.0  # seconds since the pointer last moved (the table counts them; below 0 while it waits)
        self.moved = False  # the pointer moved since the last press, drop or leaving: hover help may open

    def handle(self, event: pygame.event.Event) -> None:
        table = self.table
        if event.type == pygame.MOUSEMOTION:
            self.still, self.moved = 0.0, True
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.WINDOWLEAVE):
            self.moved = False
        if table.drag.drag is not None:
            result = table.drag.handle(event)
            if result is not None:
                self.finish_drag(*result)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != 3 and table.zoom_key is not None:
            self.close_zoom()  # a zoom asked for lies over the table: a click anywhere puts it away, nothing more
            return
        if event.type == pygame.KEYDOWN and self.keys(event):
            return
        if table.widgets.handle(event):
            return
        handler = self.handlers.get(event.type) or self.handlers.get((event.type, getattr(event, "button", None)))
        if handler is not None:
            handler(event)

    def update(self) -> None:
        """A new turn, or another person at the screen: the focus leaves the table's buttons, so no one's Enter
        presses the End turn the last player's keys were on."""
        table = self.table
        turn = (table.session.state.current_player, table.viewer, table.covered)
        if turn != self.turn:
            self.turn = turn
            table.widgets.blur()

    def resting(self, seconds: float) -> bool:
        """Whether the pointer has rested on the table ``seconds`` since it last moved: hover help (a tooltip, the
        zoom of a card) waits for this. A press, a drop or a zoom put away with Esc starts the wait again only
        once the pointer moves, so no help opens by itself over what a click just lit."""
        return self.table.pointer is not None and self.moved and self.still >= seconds

    def close_zoom(self) -> bool:
        """Close the zoom that is open (asked for, or opened by a resting pointer, which must then move before
        it opens again); True when one was open (Esc closes it before anything else)."""
        shown = self.table.shown_zoom()
        self.table.zoom_key = None
        if shown is not None:
            self.moved = False
        return shown is not None

    def lit_rects(self) -> list[pygame.Rect]:
        """Every target lit now (a dragged or lifted card's, a lesson's glow): hover help never covers one."""
        table = self.table
        lifted, drag = table.selection.lifted, table.drag.drag
        dragged = drag.targets if table.drag.active and drag is not None else None
        targets = dragged if dragged is not None else (table.drag_targets(lifted) or {}) if lifted is not None else {}
        rects = [target.rect for target in targets.values()]
        if table.guide is not None and table.my_turn:
            rects += table.guide.lit_rects()
        return rects

    def hover(self, event: pygame.event.Event) -> None:
        table = self.table
        key = table.card_at(event.pos)
        if key != table.hover_key:
            table.hover_key = key
            if table.zoom_key is not None and key != table.zoom_key:
                table.zoom_key = None

    def pointer_left(self, event: pygame.event.Event) -> None:
        """The pointer left the window: no card is hovered (and none zooms by itself) until it comes back."""
        self.table.hover_key = None

    def scroll(self, event: pygame.event.Event) -> None:
        """The wheel over the move log scrolls its lines (the log asks the mouse where it is: on the screen)."""
        self.table.log.handle(event, self.table.viewport.on_screen(self.table.log_rect))

    def toggle_zoom(self, event: pygame.event.Event) -> None:
        table = self.table
        key = table.card_at(event.pos)
        table.zoom_key = key if key != table.zoom_key else None

    def press(self, event: pygame.event.Event) -> None:
        """Left button down: pick a card up if it may move (a drag, or a click if it is not moved), or a
        place's top card (``lift_place``: a deck), else click."""
        table = self.table
        table.zoom_key = None
        if table.press_at(event.pos):
            return
        if table.my_turn:
            place = table.lift_place(event.pos)
            if place is not None:
                key, image, rect = place
                targets = table.drag_targets(key)
                if targets:
                    table.drag.begin(key, image, rect, event.pos, targets)
                    return
        key = table.card_at(event.pos)
        targets = table.drag_targets(key) if key is not None and table.my_turn else None
        if key is not None and targets is not None:
            sprite = table.sprites[key]
            image = table.faces.turned(key, table.card_size(key), sprite.angle, sprite.style)
            table.drag.begin(key, image, sprite.rect, event.pos, targets)
        elif table.my_turn:
            table.click(event.pos, key)

    def finish_drag(self, kind: str, drag: Any, target: Any) -> None:
        table = self.table
        # The pointer is wherever the card was let go, not over the card it pressed on (which may have flown
        # back across the table): nothing is hovered until the pointer moves again, so no zoom opens by itself.
        table.hover_key = None
        if kind == "drop" and target is not None:
            table.app.audio.play("place")
            table.play_choice(drag.targets[target].move)
            # A card the move puts somewhere new glides on from where it was let go, not back from the hand.
            sprite, place = table.sprites.get(drag.item), table.placed().get(drag.item)
            if sprite is not None and place is not None and (tuple(place.rect), place.angle) != sprite.goal:
                sprite.rect = pygame.Rect(drag.rect)
        elif kind == "click":
            table.click(drag.pos, drag.item)
        else:
            state = table.session.state
            if not drag.targets:
                reason = state.why_not(drag.item)
            else:  # let go on a card or place that is not lit: say why, in the rules' words (on the open table,
                # flying back says enough). The place there first (a rival's plot, a taken spot), then a card on it.
                card = table.card_at(drag.rect.center)
                spot = table.thing_at(drag.rect.center, set(table.place_rects()))
                under = [k for k in (spot, card) if k is not None and k != drag.item]
                reason = next((r for k in under if (r := state.why_not(drag.item, k))), "")
                if under and not reason:
                    reason = _(NOT_THERE)
            if reason:
                table.flash(reason)
            # Fly back: the sprite is still at its old place; start it from where it was dropped.
            sprite = table.sprites.get(drag.item)
            if sprite is not None:
                goal = pygame.Rect(sprite.goal[0])
                sprite.rect = pygame.Rect(drag.rect)
                seconds = MOVE_SECONDS * max(table.app.animation_factor, 0.01)
                sprite.move = Tween(tuple(drag.rect), tuple(goal), seconds, ease_out_cubic)
            table.app.audio.play("flyback")

    def keys(self, event: pygame.event.Event) -> bool:
        """A game's own keys first, then the shared shortcuts, then keyboard play; True when one acted."""
        table = self.table
        if table.game_key(event):
            return True
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and event.key == pygame.K_z:
            table.undo()
        elif ctrl and event.key == pygame.K_y:
            table.redo()
        elif event.key == pygame.K_m:
            table.open_move_picker()
        elif event.key == pygame.K_F1:
            table.open_rules()
        elif event.key == pygame.K_h and table.hint_available:
            table.hint()
        elif event.key == pygame.K_z and self.zoomable() is not None:
            table.zoom_key = self.zoomable() if table.zoom_key is None else None
        elif event.key == pygame.K_c and table.session.can_hand_away:
            table.flash(table.session.hand_away() or _("A computer plays for them now."))
        elif event.key == pygame.K_RETURN and table.session.state.is_over:
            table.finish()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and table.handing_over:
            table.seating.hand_over()
        else:
            return bool(table.my_turn and self.select_by_keys(event))
        return True

    def zoomable(self) -> Hashable | None:
        """The card Z zooms: the one the keys lifted (a keyboard player reads a card's full text too), else the one
        under the pointer."""
        selection = self.table.selection
        return selection.lifted if selection.by_keys and selection.lifted is not None else self.table.hover_key

    def select_by_keys(self, event: pygame.event.Event) -> bool:
        """Keyboard play without the move list: Tab lifts what a player most likely wants first, then the next
        thing that can move (Shift+Tab the one before); the arrows aim the way pressed (``aim``); Enter or
        Space plays."""
        table = self.table
        selection = table.selection
        if event.key == pygame.K_TAB:
            self.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ARROWS:
            table.widgets.blur()
            self.aim(ARROWS[event.key])
            return True
        if table.widgets.keyboard_focus() is not None:
            return False  # Enter or Space on the focused button: the button answers
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and selection.lifted is not None:
            lifted, focus = selection.lifted, selection.focus
            targets = table.drag_targets(lifted) or {}
            if focus in targets:
                table.app.audio.play("place")
                table.play_choice(targets[focus].move)
            elif not targets and selection.index.direct(lifted):
                table.play_choice(selection.index.direct(lifted))
            return True
        return False

    def tab(self, step: int) -> None:
        """Tab (``step`` 1) or Shift+Tab (-1) on the table: through the things that can be lifted, then on through
        the table's buttons (a move that names no card, the shared ones), then round to the cards again. A card
        lifted stays lifted while the keys are on the buttons: some of them are about it (play or sell it)."""
        table = self.table
        selection, widgets = table.selection, table.widgets
        order = self.tab_order()
        if widgets.keyboard_focus() is not None:
            if not widgets.at_end(step) or not order:
                widgets.move_focus(step)
                return
            widgets.blur()
            selection.lift(order[0] if step > 0 else order[-1], by_keys=True)
        else:
            ends = order[-1:] if step > 0 else order[:1]
            if (selection.lifted in ends or not order) and widgets.focusable():
                widgets.blur()
                widgets.move_focus(step)
                selection.by_keys = False  # one ring, on the button; the card stays lit as lifted
                return
            if selection.step_source(order, step) is None:
                return
        table.app.audio.play("pick")

    def button_rank(self, widget: Widget) -> tuple[int, int, int]:
        """Where Tab visits a table's button: the ones that play a move now first (End turn, Pass, Pay), then the
        shared ones (Undo ... Menu), each group in reading order."""
        band = max(8, widget.rect.h // 2)
        return (0 if self.widget_move(widget) is not None else 1, widget.rect.centery // band, widget.rect.x)

    def focus_rects(self) -> list[pygame.Rect]:
        """Where the keyboard's focus rings go now: round the focused button; else round the card the keys lifted
        and the target they point at; none when the keys have not been used."""
        table = self.table
        widget = table.widgets.keyboard_focus()
        if widget is not None:
            return [pygame.Rect(widget.rect)]
        selection = table.selection
        if selection.lifted is None or not selection.by_keys or table.drag.active:
            return []
        targets = table.drag_targets(selection.lifted) or {}
        here = table.key_rect(selection.lifted)
        rings = [] if here is None else [here]
        return rings + ([pygame.Rect(targets[selection.focus].rect)] if selection.focus in targets else [])

    def focus_rect(self) -> pygame.Rect | None:
        """The focus ring that Enter acts on: the focused button, the target pointed at, or the lifted card."""
        rings = self.focus_rects()
        return rings[-1] if rings else None

    def widget_move(self, widget: Widget) -> Move | None:
        """The legal move a button of the table plays when pressed now, if it plays one (the focused button's
        move: what Enter would do)."""
        table = self.table
        found = table.move_buttons.widget_move(widget)
        return found if found is not None else next((m for p in table.parts if (m := p.widget_move(widget))), None)

    def tab_order(self) -> list[Hashable]:
        """Everything that can be lifted now and is on screen, in the order Tab lifts it (``Selection.tab_order``:
        the player's own cards first, decks last)."""
        table = self.table
        placed = table.placed()  # where each card rests: the lifted one, raised, would read as another row
        rects = {}
        for k in table.selection.index.sources:
            r = placed[k].rect if k in placed else table.key_rect(k)
            if r is not None:
                rects[k] = (r.x, r.y, r.w, r.h)
        private = table.session.state.private_cards(table.viewer) if table.viewer is not None else []
        return table.selection.tab_order(rects, set(private))

    def aim(self, direction: tuple[int, int]) -> None:
        """An arrow key: point at the nearest lit target of the lifted card that way (the first press, with none
        that way, at the nearest of all); a lifted thing with no target (a deck, a card to draw) gives way to the
        nearest other thing that way that can be lifted; with nothing lifted, lift what Tab lifts first."""
        table = self.table
        selection = table.selection
        lifted = selection.lifted
        if lifted is None:
            order = self.tab_order()
            if order:
                selection.lift(order[0], by_keys=True)
                table.app.audio.play("pick")
            return
        selection.by_keys = True
        here = table.key_rect(lifted)
        if here is None:
            return
        targets = table.drag_targets(lifted) or {}
        if targets:
            points = centres({k: (t.rect.x, t.rect.y, t.rect.w, t.rect.h) for k, t in targets.items()})
            origin = points.pop(selection.focus, here.center)
            found = toward(points, origin, direction)
            if found is None and selection.focus is None and points:  # the first press: show one at least
                found = min(points, key=lambda k: (points[k][0] - origin[0]) ** 2 + (points[k][1] - origin[1]) ** 2)
            selection.focus = selection.focus if found is None else found
            return
        others = {k: (r.x, r.y, r.w, r.h) for k in selection.index.sources if k != lifted and (r := table.key_rect(k))}
        found = toward(centres(others), here.center, direction)
        if found is not None:
            selection.lift(found, by_keys=True)
            table.app.audio.play("pick")
