"""The base every game's table builds on: cards that glide to where the rules put them, drag and drop
with lit targets, a move log with names, undo/redo, computer turns off the UI thread, the pass-the-laptop
cover screen, a keyboard move picker, card zoom, and the hand-over to the score screen.

A game's table is one class on this base, composed of parts (``ui/parts.py``: a board, the gardens, a hand,
panels) that say *where* each card should be and draw the rest, a declared table of its buttons, its events'
effects and the words of its turn on the one prompt line. *What* can be dragged where comes from
``legal_moves()`` alone. This base animates every change of place or angle by itself, so animation never
lives in the rules and a skipped animation can never lose a card.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from gardengames import i18n
from gardengames.engine.state import Event, Move
from gardengames.i18n import N_, _
from gardengames.keeper import Keeper
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.cards import FaceCache, draw_shadow
from gardengames.ui.computer import ComputerSeats
from gardengames.ui.drag import DragController, Target, glow_rect
from gardengames.ui.effects import Effects, most_telling, pulse, winners_sound
from gardengames.ui.guide import Guide
from gardengames.ui.interaction import Selection
from gardengames.ui.parts import MoveButton, MoveButtons, Part, PartsDrag
from gardengames.ui.picker import MovePicker
from gardengames.ui.prompt_line import Line, PromptLine, over_words
from gardengames.ui.scenes import LEAVE_HOSTED, Scene
from gardengames.ui.seating import Seating
from gardengames.ui.sprites import MOVE_SECONDS, Place, Sprite, SpriteStage
from gardengames.ui.table_input import TableInput
from gardengames.ui.table_log import told, write_history, write_move
from gardengames.ui.tableview import TableView
from gardengames.ui.widgets import Button, MoveLog, WidgetGroup, lay_out_bar
from gardengames.ui.zoom import TIP_DELAY

if TYPE_CHECKING:
    from gardengames.ui.shell import App

ZOOM_DELAY = 1.0  # a pointer resting this long on a card shows its zoom
BREATHE_SECONDS = 8.0  # lit targets breathe this long after anything happened, then settle into a steady glow
SETTLE_SECONDS = 1.0  # ... over this long, so a table left alone stops drawing (and a laptop stops working)


class BaseTable(Scene):
    """A game's table sets ``parts`` and ``buttons`` and implements the few hooks below; everything else is
    shared. Each hook with parts asks them in order."""

    buttons: tuple[MoveButton, ...] = ()  # the table's own buttons, each standing for a kind of legal move
    hint_available = False
    covers_screen = True  # the static layer starts with the table cloth
    guide: Guide | None = None  # set by ``attach_guide``: a guided lesson, played but never saved

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.spectator = spectator
        self.faces = FaceCache(self.render_card)
        self.stage = SpriteStage()
        self.drag: DragController = PartsDrag(self)
        self.log = MoveLog()
        self.widgets = WidgetGroup()
        self.menu_button = self.widgets.add(Button(N_("Menu"), self.back, tooltip=N_("Leave this game (Esc)")))
        self.undo_button = self.widgets.add(
            Button(N_("Undo"), self.undo, tooltip=N_("Take back your last move (Ctrl+Z)"))
        )
        self.redo_button = self.widgets.add(Button(N_("Redo"), self.redo, tooltip=N_("Play it again (Ctrl+Y)")))
        self.moves_button = self.widgets.add(
            Button(N_("Moves"), self.open_move_picker, tooltip=N_("Every legal move as a list, for the keyboard (M)"))
        )
        self.rules_button = self.widgets.add(Button(N_("Rules"), self.open_rules, tooltip=N_("How to play (F1)")))
        self.settings_button = self.widgets.add(
            Button(N_("Settings"), self.open_settings, tooltip=N_("Language, sound and speed"))
        )
        self.scale = 1.0
        self.size = (1280, 720)  # the whole table: larger than its share of the window where it is magnified
        self.viewport = TableView(self)  # the part of the table the window shows
        self.clock = 0.0
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen on the table; None once it left
        self.hover_key: Hashable | None = None  # the card under the pointer
        self.tips_shown: list[tuple[str, pygame.Rect]] = []  # the hover help drawn in the last frame, and where
        self.zoom_key: Hashable | None = None
        self.prompt = ""
        self.message = ""
        self.message_time = 0.0
        self.over_time = 0.0
        self.computer = ComputerSeats(self)
        self.viewer: int | None = None
        self.covered = False
        self.fx = Effects()
        self.selection = Selection()
        self._stirred = 0.0  # table clock when something last happened (input, a move): lit targets breathe
        self._seen_version = -1
        self._placed: tuple[Any, dict[Hashable, Place]] = (None, {})
        self._entered = False
        # A played game keeps itself on disk through a session listener; a watched demo or a hosted game never.
        self.keeper = None if spectator or session.hosted else Keeper(session, app.notices)
        self.result_button = self.widgets.add(
            Button(N_("See result"), self.finish, primary=True, tooltip=N_("The end-of-game summary (Enter)"))
        )
        self.result_button.visible = False
        self.seating = Seating(self)
        self.pass_button = self.widgets.add(self.seating.button)
        self.input = TableInput(self)
        self._log_rect = pygame.Rect(0, 0, 0, 0)
        self.parts: list[Part] = []
        self.prompt_line = PromptLine(self)
        self.move_buttons = MoveButtons(self, self.buttons)
        self.show_history()  # a resumed game shows its whole story

    @property
    def sprites(self) -> dict[Hashable, Sprite]:
        """Every card on screen now, by its stable key (``stage`` moves them)."""
        return self.stage.sprites

    # ---- hooks for each game ---------------------------------------------------------------------------------
    def layout_table(self, size: tuple[int, int]) -> None:
        """Compute the rects of zones, slots and piles for this window size."""
        for part in self.parts:
            part.layout(size)

    def card_places(self) -> dict[Hashable, Place]:
        """Every card that should be on screen now, keyed by a stable id, and where."""
        places: dict[Hashable, Place] = {}
        for part in self.parts:
            places.update(part.card_places())
        return places

    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        """The face of card ``key`` at ``size`` in ``style`` (cached by the FaceCache)."""
        for part in self.parts:
            face = part.render_card(key, size, style)
            if face is not None:
                return face
        raise KeyError(key)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Everything under the cards: zones, slots, labels."""
        for part in self.parts:
            part.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Everything over the cards: counters, prompts, effects."""
        for part in [*self.parts, self.prompt_line]:  # the prompt line last, over everything the parts drew
            part.overlay(surface)

    def turn_line(self) -> Line:
        """The game's words on the prompt line while the game runs and nobody is waited for: what to do now (and
        how), or who is thinking."""
        return Line("")

    def pass_place(self) -> pygame.Rect:
        """Where the hot-seat "Pass to <name>" button goes during the pause after a turn: where the turn's buttons
        were, clear of every other button shown then (a table hides what it would cover). By default where See
        result goes, at least 240 design pixels wide."""
        done = self.result_button.rect
        rect = pygame.Rect(0, 0, max(done.w, int(240 * self.scale)), done.h)
        rect.center = done.center
        return rect

    def place_rects(self) -> dict[Hashable, pygame.Rect]:
        """The rect of every keyed thing moves name that is not a card sprite: slots, spaces, piles, decks."""
        rects: dict[Hashable, pygame.Rect] = {}
        for part in self.parts:
            rects.update(part.place_rects())
        return rects

    def key_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where the thing with stable key ``key`` is on screen (a card's resting place, or a place from
        ``place_rects``); None when it is not on screen now."""
        sprite = self.sprites.get(key)
        if sprite is not None:
            return pygame.Rect(sprite.goal[0])
        rect = self.place_rects().get(key)
        return pygame.Rect(rect) if rect is not None else None

    def drag_targets(self, key: Hashable) -> dict[Hashable, Target] | None:
        """If card ``key`` may be picked up now, where it may go (target -> rect + moves); else None.

        Built from the legal moves that name ``key`` as their source: the one interaction layer."""
        targets = self.selection.index.targets(key)
        out = {}
        for target, moves in targets.items():
            rect = self.key_rect(target)
            if rect is not None:
                out[target] = Target(rect, moves[0] if len(moves) == 1 else tuple(moves))
        for part in self.parts:
            part.more_targets(key, out)
        return out if targets or out else None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        """A click (not a drag) on the table, on card ``key`` if any; True when it did something.

        With a card lifted, a click on one of its lit targets plays there and any other click puts it down;
        otherwise a click lifts a card that has somewhere to go, plays the move a thing makes when clicked on
        its own (a deck to draw from), or says why not, in the rules' words."""
        index = self.selection.index
        lifted = self.selection.lifted
        if lifted is not None:
            self.selection.put_down()
            targets = self.drag_targets(lifted) or {}
            hit = self.drag.pick(targets, pos, None)
            if hit is not None:
                self.app.audio.play("place")
                self.play_choice(targets[hit].move)
                return True
            if key == lifted:  # a second click on the lifted card puts it down again, or a part plays it
                any(part.click_lifted(key) for part in self.parts)
                return True
        # The card under the pointer first; if it does nothing, what it lies on (a slot, the spot of a plant).
        sole = set(index.targets(index.sources[0])) if len(index.sources) == 1 else set()
        candidates = [key, self.thing_at(pos, index.clickable() | sole), self.thing_at(pos, set(self.place_rects()))]
        tried = [k for k in dict.fromkeys(candidates) if k is not None]
        if any(self.click_key(k) for k in tried):
            return True
        return self.refuse(tried[0]) if tried else False

    def refuse(self, source: Hashable | None, target: Hashable | None = None, sound: str = "flyback") -> bool:
        """Say in the rules' words why nothing picks up ``source`` (onto ``target``), with ``sound``; False when
        they have nothing to say."""
        reason = self.session.state.why_not(source, target)
        if reason:
            self.flash(reason)
            self.app.audio.play(sound)
        return bool(reason)

    def legal_of(self, kind: type[Move], **fields: Any) -> Move | None:
        """The legal move of class ``kind`` (with these field values) now, if any: a button or a key finds the move
        it stands for among the rules' legal moves; a table never builds a move itself."""
        for move in self.selection.index.legal:
            if isinstance(move, kind) and all(getattr(move, name) == value for name, value in fields.items()):
                return move
        return None

    def click_key(self, key: Hashable) -> bool:
        """What a click on ``key`` does (lift it if it has somewhere to go, or play what a click on it alone
        plays); False if nothing. A table adds its own shortcuts here (a bed waters the plant in it)."""
        if any(part.click_key(key) for part in self.parts):
            return True
        index = self.selection.index
        if index.targets(key):
            self.selection.lift(key)
            self.app.audio.play("pick")
            return True
        direct = index.direct(key) or index.onto.get(key, [])
        if not direct and len(index.sources) == 1:
            direct = index.between(index.sources[0], key)  # the only thing that can move: its lit target is enough
        if direct:
            self.play_choice(tuple(direct) if len(direct) > 1 else direct[0])
            return True
        return False

    def targets_part(self, targets: Mapping[Hashable, Target]) -> Part | None:
        """The part that picks and lights ``targets`` itself (they overlap), if one does."""
        return next((part for part in self.parts if targets and part.picks_targets(targets)), None)

    def thing_at(self, pos: tuple[int, int], keys: set[Hashable]) -> Hashable | None:
        """The smallest of ``keys`` whose rect holds ``pos`` (a card on a slot wins over the slot)."""
        best, area = None, None
        for key in keys:
            rect = self.key_rect(key)
            if rect is not None and rect.collidepoint(pos) and (area is None or rect.w * rect.h < area):
                best, area = key, rect.w * rect.h
        return best

    def play_choice(self, choice: Move | Sequence[Move]) -> None:
        """Play a move, or, when one drop or click still leaves several, let the player pick among just them."""
        if isinstance(choice, Move):
            self.play(choice)
        elif len(choice) == 1:
            self.play(choice[0])
        elif choice:
            self.app.stack.push(MovePicker(self.app, self, list(choice)))

    def game_key(self, event: pygame.event.Event) -> bool:
        """A key press the game handles itself (its shortcuts, a greyed button's hotkey), asked before the shared
        ones; True if it did."""
        return self.move_buttons.key(event) or any(part.key(event) for part in self.parts)

    def press_at(self, pos: tuple[int, int]) -> bool:
        """A press on the table that a part answers before any card is picked up (a small garden looked at
        closely), on anyone's turn; True if one did."""
        return any(part.click_at(pos) for part in self.parts)

    def lift_place(self, pos: tuple[int, int]) -> tuple[Hashable, pygame.Surface, pygame.Rect] | None:
        """Something with no card sprite that a press at ``pos`` may pick up (a deck's top card): its key, the
        image to drag and where it starts; it is lifted only if ``drag_targets`` gives it somewhere to go."""
        return None

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        """Title and full text for the zoom view of card ``key``."""
        return next((info for part in self.parts if (info := part.card_info(key)) is not None), None)

    def appear_from(self, key: Hashable) -> pygame.Rect | None:
        """Where a card that was not on screen before slides in from (a deck), or None to just appear.

        Called only when no fresh ``appear_at`` origin was recorded for the card.
        """
        return next((rect for part in self.parts if (rect := part.appear_from(key)) is not None), None)

    # ---- effects the events ask for (they change only what is drawn, never the game) ---------------------------
    def appear_at(self, key: Hashable, rect: pygame.Rect) -> None:
        """The card ``key`` is about to come on screen from ``rect`` (e.g. the hidden hand it was played from)."""
        self.stage.appear_at(key, rect, self.clock)

    def leave_to(self, key: Hashable, rect: pygame.Rect, style: str = "", seconds: float | None = None) -> None:
        """Show card ``key`` gliding to ``rect`` for a moment before it leaves the screen (into a hidden hand)."""
        seconds = (MOVE_SECONDS + 0.15) * self.app.animation_factor if seconds is None else seconds
        if seconds > 0:
            self.stage.leave_to(key, Place(rect, 0, 90, style), self.clock + seconds)

    def float_text(self, text: str, pos: tuple[int, int], colour: tuple[int, int, int] = theme.GLOW) -> None:
        """Words that rise and fade over the table: "+5", "munch!"."""
        if self.app.animation_factor > 0:
            self.fx.float_text(text, pos, colour)

    def ring(self, rect: pygame.Rect, colour: tuple[int, int, int] = theme.GLOW) -> None:
        """A ring that spreads from ``rect`` and fades: "this card just changed"."""
        if self.app.animation_factor > 0:
            self.fx.ring(rect, colour)

    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        """Event class -> what the table shows for it (floats, rings); a handler returns the sound it asks
        for, or None. A table is a lookup of its events, not a ladder of isinstance tests."""
        return {}

    def on_events(self, events: list[Event]) -> None:
        """Effects for what just happened, then the most telling of the sounds they asked for; a move that
        ends the game adds the fanfare (or the horn) for the people at the table."""
        handlers = self.event_handlers()
        sounds = []
        for event in events:
            handler = next((handlers[c] for c in type(event).__mro__ if c in handlers), None)
            sound = handler(event) if handler is not None else None
            if sound:
                sounds.append(sound)
        if events and self.session.state.is_over:
            humans = [i for i in range(len(self.session.seats)) if self.session.at_screen(i)]
            sounds.append(winners_sound(self.session.state.winners(), humans))
        sound = most_telling(sounds)
        if sound:
            self.app.audio.play(sound)

    def hint(self) -> None:
        """Show a hint (games that have one)."""

    # ---- seats and views ----------------------------------------------------------------------------------------
    def enter(self) -> None:
        """The first time the table is on top of the stack, decide whose cards show (maybe a cover screen).

        Not in ``__init__``: a cover pushed before the table itself is on the stack would end up under it.
        A new game is saved at once, so it replaces the previous save of this game (the setup screen asked)
        and leaving before the first move loses nothing either.
        """
        if not self._entered:
            self._entered = True
            if self.keeper is not None:
                self.keeper.start()
            self.seating.choose(first=True)

    @property
    def handing_over(self) -> bool:
        """True while the last move of a turn is on show before the cover screen (hot seat only)."""
        return self.seating.pausing

    @property
    def in_progress(self) -> bool:
        return not self.session.state.is_over

    @property
    def saves_game(self) -> bool:
        """A played game is on disk after every move (a hosted one on the host's laptop, by the host's keeper); a
        watched demo or a lesson is never saved."""
        return (self.keeper is not None or self.session.host_save is not None) and self.in_progress

    def attach_guide(self, guide: Guide) -> None:
        """Play this table as a lesson (before it is first shown): the guide's computer moves instead of the
        bots', its refusals before any move, its drawing on top, and no save, statistics or recent game."""
        if self.keeper is not None:
            self.session.listeners.remove(self.keeper.changed)
            self.keeper = None
        self.guide = guide

    def leave_detail(self) -> str:
        """A game this laptop hosts is kept by the host's keeper, not the table's: leaving it, the game waits on
        Continue hosting (what its save lacks is said instead, if anything)."""
        if self.session.host_save is not None and self.in_progress:
            return self.save_problem() or LEAVE_HOSTED
        return super().leave_detail()

    def save_now(self) -> None:
        if self.keeper is not None:
            self.keeper.save_now()

    def save_problem(self) -> str:
        if self.session.host_save is not None and self.in_progress:
            return self.session.host_save()
        if self.keeper is None or not self.in_progress:
            return ""
        return self.keeper.unsaved()

    def exit(self) -> None:
        if self.keeper is not None:
            self.keeper.close()
        self.session.close()

    @property
    def my_turn(self) -> bool:
        """True when a person at the screen may act now."""
        state = self.session.state
        p = state.current_player
        return (
            not self.spectator
            and not state.is_over
            and p is not None
            and self.session.seats[p].is_human
            and self.viewer == p
            and not self.covered
        )

    def view(self) -> dict[str, Any]:
        return self.session.state.view(self.viewer)

    # ---- playing moves ----------------------------------------------------------------------------------------
    def play(self, move: Move) -> list[Event]:
        """Apply a move through the session, log it, and let the table animate the result."""
        state = self.session.state
        if state.is_over or move not in state.legal_moves():
            self.app.audio.play("flyback")
            return []
        refusal = self.guide.refuse(move) if self.guide is not None else ""
        if refusal:
            self.selection.put_down()
            self.flash(refusal)
            self.app.audio.play("flyback")
            return []
        actor = state.current_player
        self.selection.put_down()
        if self.session.submit(move):  # played by a host elsewhere: it comes back through ``take_arrived``
            return []
        events = self.session.apply(move)  # the keeper saves it
        self.show_move(actor, move, events)
        return events

    def show_move(self, actor: int | None, move: Move, events: list[Event]) -> None:
        """A move just played, here or at another laptop: in the log, its effects, then who comes to the screen."""
        write_move(self.log, self.session, actor, move, events)
        self.on_events(events)
        self.computer.since_move = 0.0
        self.zoom_key = None
        if not self.session.state.is_over:
            self.seating.choose()

    def show_history(self) -> None:
        """Write the log anew: the opening line, then every move the session has played (a resumed game, or a
        replay that stepped back)."""
        write_history(self.log, self.session)

    def relabel(self) -> None:
        """The language changed: the log is written again from the history, card faces and the board are drawn
        again, and the pass button names the next player in the new words."""
        self.show_history()
        if self.guide is not None:
            self.guide.relabel()
        self.faces.clear()
        self.redraw()
        self.seating.relabel()

    def redraw(self) -> None:
        """Draw the whole table again at the next frame, the board and every card at rest included (the static
        layer otherwise waits for something it is keyed on to change), every card's place worked out anew."""
        self.viewport.kept_key = None
        self._placed = (None, {})

    def undo(self) -> None:
        if self.session.can_undo() and not self.drag.active:
            if self.session.submit_undo():  # asked of a host elsewhere: it comes back through ``take_undone``
                return
            actor, move, events = self.session.history[-1]
            undone = self.session.undo()
            assert undone == move  # can_undo() said there was one
            self.show_undone(actor, move, events)
        else:
            self.flash(
                _("Nothing to undo here.")
                if self.session.info.undo_unlimited
                else _("Undo works only within your own turn, before anything new is revealed.")
            )

    def show_undone(self, actor: int | None, move: Move, events: list[Event]) -> None:
        """A move just taken back, here or by a host: told as the log told it ("Undone: Ann planted a Lettuce"),
        not as the move is asked ("plants")."""
        line = told(self.session, actor, move, events)[0][0]
        self.log.add(_("Undone: {move}").format(move=line), theme.INK_SOFT)
        self.app.audio.play("flyback")

    def redo(self) -> None:
        if self.session.can_redo() and not self.drag.active:
            if self.session.submit_redo():  # asked of a host elsewhere: it comes back through ``take_arrived``
                return
            move = self.session._redo[-1]
            actor = self.session.state.current_player
            events = self.session.redo()
            write_move(self.log, self.session, actor, move, events)
            self.on_events(events)
        else:
            self.flash(_("Nothing to redo."))

    def flash(self, message: str) -> None:
        """Show a short message (a refusal, a notice) over the table; a card the pointer rests on does not zoom
        over it while it is read (a refused click leaves the pointer resting on the card it clicked)."""
        self.message = message
        self.message_time = 3.0
        self.input.still = min(self.input.still, -self.message_time)

    def wait_for_computer(self, timeout: float | None = None) -> None:
        """Block until a computer player's search running now has finished (tests and the monkey use it)."""
        self.computer.wait(timeout)

    # ---- overlays -------------------------------------------------------------------------------------------------
    def open_rules(self) -> None:
        from gardengames.ui.rulespage import RulesScene

        self.app.stack.push(RulesScene(self.app, self.session.info))

    def open_settings(self) -> None:
        from gardengames.ui.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_move_picker(self) -> None:
        if self.my_turn:
            self.app.stack.push(MovePicker(self.app, self))

    def over_line(self) -> str:
        """The prompt line of a finished game with opponents (``prompt_line.over_words``)."""
        return over_words(self)

    def ended_line(self) -> Line:
        """The prompt line once the game is over (a solitaire says how the climb ended instead)."""
        return Line(self.over_line(), theme.GLOW)

    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        self.app.stack.replace(ScoreScene(self.app, self.session))

    # ---- scene plumbing ---------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        self.scale = self.viewport.fit(size, self.room)
        self.size = self.viewport.size
        self.faces.clear()
        self.layout_table(self.size)
        self.seating.layout(self.pass_place())
        self.stage.stop()
        self.sync_sprites(instant=True)

    def sync_sprites(self, instant: bool = False) -> None:
        """Start a glide or a turn for every card whose place changed; add and drop cards as needed."""
        factor = 0.0 if instant else self.app.animation_factor
        self.stage.sync(self._places(), self.clock, factor, self.appear_from)

    def layout_top_bar(
        self,
        right: int,
        *,
        extra: tuple[Button, ...] = (),
        width: float = 92,
        height: float = 36,
        gap: float = 8,
        top: float = 10,
    ) -> int:
        """Lay ``extra`` then the shared buttons (undo ... menu) in one row ending at ``right``, sizes in design
        pixels; returns the row's left edge so a table can fill the space before it."""
        s = self.scale
        shared = (self.undo_button, self.redo_button, self.moves_button, self.rules_button, self.settings_button)
        bar = (*extra, *shared, self.menu_button)
        return lay_out_bar(bar, right, int(top * s), (int(width * s), int(height * s)), int(gap * s), s)

    def placed(self) -> dict[Hashable, Place]:
        """``card_places()``, worked out once per position, viewer, layout and ``board_key`` (every frame
        and every pointer move asks; the answer only changes with those). A fresh dict each call."""
        key = (self.session.version, self.size, self.viewer, self.covered, self.board_key())
        if key != self._placed[0]:
            self._placed = (key, self.card_places())
        return dict(self._placed[1])

    def _places(self) -> dict[Hashable, Place]:
        """The game's places, the lifted card raised, plus cards shown for a moment on their way off the screen."""
        places = self.placed()
        lifted = places.get(self.selection.lifted) if self.selection.lifted is not None else None
        if lifted is not None:
            raised = Place(lifted.rect.move(0, -int(14 * self.scale)), lifted.angle, lifted.z + 100, lifted.style)
            places[self.selection.lifted] = raised
        self.stage.add_leaving(places, self.clock)
        return places

    @property
    def animating(self) -> bool:
        return self.stage.animating

    def breath(self, period: float = 1.0) -> float:
        """How bright lit targets are now, 0..1: they breathe for a while after anything happened, then settle
        at the middle of the breath and hold still, so a table nobody touches needs no frames at all."""
        return 0.5 + self._breathing * (pulse(self.clock, period) - 0.5)

    @property
    def _breathing(self) -> float:
        quiet = self.clock - self._stirred - BREATHE_SECONDS
        return max(0.0, min(1.0, 1.0 - quiet / SETTLE_SECONDS))

    def next_frame(self) -> float | None:
        """0 while anything on the table moves or may change by itself (a tween, a drag, a computer's turn,
        floating words, a notice fading, a breathing glow, a zoom about to open); else ``table_next_frame``."""
        moving = (
            self.animating
            or self.drag.active
            or self.computer.to_move
            or self.fx.busy
            or self.message_time > 0
            or bool(self.stage.leaving)
            or self._breathing > 0
            or self.handing_over
        )
        return 0.0 if moving else self.table_next_frame()

    def table_next_frame(self) -> float | None:
        """A game's own reasons to draw again without input (a hint being searched, a path lighting up), and the
        moment a resting pointer's help or zoom opens."""
        waits = [w for part in self.parts if (w := part.next_frame()) is not None]
        if self.pointer is not None and self.input.moved:
            waits += [max(0.0, d - self.input.still) for d in (TIP_DELAY, ZOOM_DELAY) if self.input.still < d]
        return min(waits, default=None)

    def frame_key(self) -> Hashable:
        view = self.viewport.rect.topleft, self.viewport.overview
        return self.session.version, self.viewer, self.covered, self.selection.lifted, self.selection.focus, view

    def update(self, dt: float) -> None:
        self.clock += dt
        arrived = self.session.take_arrived()  # moves played at other laptops (a game across laptops)
        for undone in self.session.take_undone():  # taken back before any of those arrived
            self.show_undone(*undone)
        for move in arrived:
            self.show_move(*move)
        if self.session.version != self._seen_version:
            self._seen_version = self.session.version
            self._stirred = self.clock
        self.message_time = max(0.0, self.message_time - dt)
        for part in self.parts:
            part.before_update(dt)
        self.sync_sprites()
        self.stage.advance(dt)
        self.input.still += dt
        self.computer.update(dt, acting=self.app.stack.top is self)
        self.undo_button.enabled = self.session.can_undo() and not self.spectator
        self.redo_button.enabled = self.session.can_redo() and not self.spectator
        self.moves_button.enabled = self.my_turn
        self.fx.update(self.clock)
        self.selection.sync(self.session.version, self.session.state.legal_moves)
        self.input.update()
        if not self.my_turn:
            self.selection.put_down()
        # A lesson's own summary is its result: its guide offers the way on ("Play a real game").
        self.result_button.visible = self.session.state.is_over and not self.animating and self.guide is None
        if self.session.state.is_over and not self.animating:
            self.over_time += dt
        self.seating.update()
        self.move_buttons.update()
        for part in self.parts:
            part.update(dt)
        self.viewport.update(dt)

    def card_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The topmost card under ``pos`` (cards on their way off the screen do not count)."""
        places = self.placed()
        for key in sorted(self.sprites, key=lambda k: places[k].z if k in places else 0, reverse=True):
            if key in places and self.sprites[key].rect.collidepoint(pos):
                return key
        return None

    def handle(self, event: pygame.event.Event) -> None:
        self._stirred = self.clock
        moved = self.viewport.handle(event)  # into table coordinates (a magnified table), or used to move the view
        if moved is None:
            return
        event = moved
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer = None
        self.input.handle(event)

    def forget_pointer(self) -> None:
        """Another person comes to the screen: the hover, tooltips and zoom of the one leaving go with them, and
        nothing shows under the pointer again until it moves (a game's own hover help reads ``pointer``)."""
        self.handle(pygame.event.Event(pygame.WINDOWLEAVE))
        self.zoom_key = None

    def card_size(self, key: Hashable) -> tuple[int, int]:
        """The unrotated size of card ``key`` as placed now."""
        sprite = self.sprites[key]
        w, h = sprite.goal[0][2], sprite.goal[0][3]
        return (h, w) if round(sprite.goal[1] / 90) % 2 else (w, h)

    def back(self) -> None:
        """Esc: an open zoom closes first, then a lifted card is put down; only then does Esc ask to leave."""
        if self.input.close_zoom() or self.selection.put_down():
            return
        super().back()

    # ---- drawing ------------------------------------------------------------------------------------------------
    @property
    def log_rect(self) -> pygame.Rect:
        """Where the move log is drawn (a table's part sets it while laying out)."""
        return self._log_rect

    @log_rect.setter
    def log_rect(self, rect: pygame.Rect) -> None:
        self._log_rect = rect

    def board_key(self) -> Hashable:
        """What a game's ``draw_board`` shows besides the position, the viewer and the layout (a hovered
        button it lights, whose garden is large): the board is drawn again only when this or those change.
        Anything that moves by itself belongs in ``draw_overlay``, which is drawn every frame."""
        return tuple(part.board_key() for part in self.parts)

    def draw(self, surface: pygame.Surface) -> None:
        self.tips_shown = []
        self.viewport.later = []
        layer, area = self.viewport.begin(surface)  # the window, or a magnified table's frame (``ui/tableview.py``)
        places = self._places()
        dragged = self.drag.drag.item if self.drag.active and self.drag.drag else None
        order = sorted(
            self.sprites,
            key=lambda k: (
                self.sprites[k].move is not None or self.sprites[k].turn is not None,
                places[k].z if k in places else 0,
            ),
        )
        resting = [k for k in order if k != dragged and self.sprites[k].move is None and self.sprites[k].turn is None]
        self._draw_static(layer, resting, area)
        for key in order:
            if key != dragged and key not in resting:
                self._draw_sprite(layer, key)
        self.drag.draw_targets(layer, self.scale, self.clock)
        self.draw_selection(layer)
        self.draw_overlay(layer)
        self.fx.draw_rings(layer, self.scale)
        self.fx.draw_floats(layer, self.scale)
        self.drag.draw_card(layer, self.scale)
        self.widgets.draw(layer, self.scale)
        if self.guide is not None:
            self.guide.draw(layer)
        if self.viewport.end(surface):  # the view moved to what the player needs now (a new turn): drawn there
            self.draw(surface)
            return
        self.viewport.draw_screen(surface)  # what belongs to the screen, over the table wherever it is scrolled

    def _draw_static(self, surface: pygame.Surface, resting: list[Hashable], area: pygame.Rect) -> None:
        """The board and every card at rest in ``area``, kept by the view and drawn again only when one of them
        changes or the view moves: most frames (a drag, a glow, a float) are then one blit of this plus what moves."""
        sprites = tuple((k, tuple(self.sprites[k].rect), self.sprites[k].angle, self.sprites[k].style) for k in resting)
        log = (self.log.version, self.log.scroll)
        where = (self.size, self.scale, self.session.version, self.viewer, self.covered)
        key = (i18n.language(), theme.high_contrast, *where, log, self.board_key(), sprites)  # other words, inks

        def draw(layer: pygame.Surface) -> None:
            self.draw_board(layer)
            for k in resting:
                self._draw_sprite(layer, k)

        self.viewport.draw_resting(surface, area, key, draw)

    def _draw_sprite(self, surface: pygame.Surface, key: Hashable) -> None:
        sprite = self.sprites[key]
        image = self.faces.turned(key, self.card_size(key), sprite.angle, sprite.style)
        if sprite.move is not None and sprite.turn is None and sprite.rect.size != image.get_size():
            image = pygame.transform.smoothscale(image, sprite.rect.size)  # growing or shrinking on its way
        rect = image.get_rect(center=sprite.rect.center)
        self.draw_sprite_shadow(surface, key, rect, 2.0 if sprite.move else 1.0)
        surface.blit(image, rect)

    def draw_sprite_shadow(self, surface: pygame.Surface, key: Hashable, rect: pygame.Rect, lift: float) -> None:
        """The shadow under sprite ``key``: a card's by default; a table with round pieces draws its own."""
        draw_shadow(surface, rect, self.scale, lift)

    def draw_selection(self, surface: pygame.Surface) -> None:
        """The lifted card's lit targets (the keyboard's choice brightest) and a glow around the card itself."""
        lifted = self.selection.lifted
        if lifted is None or self.drag.active:
            return
        breath = self.breath()
        targets = self.drag_targets(lifted) or {}
        part = self.targets_part(targets)
        if part is None:
            for key, target in targets.items():
                glow_rect(surface, target.rect, self.scale, strong=key == self.selection.focus, pulse=breath)
        else:
            focus = self.selection.focus
            if focus not in targets and self.pointer is not None:
                focus = part.pick_target(targets, self.pointer)  # the keyboard's choice, else the pointer's
            part.draw_targets(surface, targets, focus)
        rect = self.key_rect(lifted)
        if not self.selection.by_keys and rect is not None:  # the keys' rings are drawn over everything
            glow_rect(surface, rect, self.scale, pulse=breath, colour=(255, 255, 255))

    def zoom_angle(self, key: Hashable) -> float:
        """How the zoom turns card ``key`` (e.g. a plant shown the way it lies, current phase on top)."""
        return 0.0

    def zoom_style(self, key: Hashable) -> str:
        """Which face the zoom shows (by default the full card, text and all)."""
        return ""

    def shown_zoom(self) -> Hashable | None:
        """The card whose zoom is open: asked for (right click, Z) or under a pointer resting on it."""
        key = self.zoom_key
        if key is None and self.hover_key is not None and self.input.resting(ZOOM_DELAY) and not self.drag.active:
            key = self.hover_key
        return key if key in self.sprites else None
