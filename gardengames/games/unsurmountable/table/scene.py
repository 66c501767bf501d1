"""The Unsurmountable table scene: the shared interaction layer plays it, this adds the hint, the lit
winning path, what each event shows and sounds like, and the summary lines of the score screen."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event, Move
from gardengames.games.unsurmountable import rules
from gardengames.games.unsurmountable.table import panels
from gardengames.games.unsurmountable.table.faces import card_info, render_face
from gardengames.games.unsurmountable.table.layout import MountainLayout
from gardengames.i18n import N_, _, n_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.drag import glow_rect
from gardengames.ui.widgets import Button

if TYPE_CHECKING:
    from gardengames.ui.shell import App

PATH_GLOW_SECONDS = 1.8
# In English, translated where they are shown.
IGNORED = N_("That ability could not be carried out in full, so it was ignored.")
WINNABLE_WORDS = N_("A proven winnable deal: the solver found a way to the peak.")


class TableScene(MountainLayout):
    """Everything a player does goes through the base's interaction layer (drag, click a card then a lit
    place, Tab / arrows / Enter, Esc to put a lifted card down), built from ``legal_moves()`` and the keys each
    move names: the First card is dragged, or clicked then its place clicked, onto a glowing mountain place;
    a question is answered by clicking a glowing card or place.

    One addition to the base's click: a Base Camp card (or the helicopter) clicked on its own is used at
    once, as it always was here, rather than lifted: its only legal move is the discard onto the ability
    zone. Dragging it there, or lifting it with Tab, works as well.
    """

    hint_available = True

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data: rules.GameData = session.state.data
        super().__init__(app, session, spectator)
        self.hint_button = self.widgets.add(
            Button(N_("Hint"), self.hint, tooltip=N_("Show the next move of a winning line (H)"))
        )
        self._hint: tuple[int, Move] | None = None  # (version it was found for, the solver's next move)
        self._hint_thread: threading.Thread | None = None
        self._hint_answer: list[tuple[int, Move | None, bool]] = []  # (version asked about, next move, cut short)
        self.win_time = 1e9 if session.state.is_over else 0.0  # a finished game shows its whole path at once
        self.hover_ability: str | None = None
        self.chosen_ability: str | None = None  # a Base Camp card (or the helicopter) lifted: one more click spends it

    def layout_table(self, size: tuple[int, int]) -> None:
        super().layout_table(size)
        s = self.scale
        self.layout_top_bar(size[0] - int(16 * s), extra=(self.hint_button,))
        self.result_button.rect = pygame.Rect(0, 0, int(180 * s), int(48 * s))
        self.result_button.rect.center = self.zone_rect.center

    # ---- faces --------------------------------------------------------------------------------------------
    def render_card(self, key: Hashable, size: tuple[int, int], style: str) -> pygame.Surface:
        return render_face(self.data, key, size, style)

    def card_info(self, key: Hashable) -> tuple[str, str] | None:
        return card_info(self.data, key)

    # ---- input ----------------------------------------------------------------------------------------------
    def spends(self, key: Hashable | None) -> Move | None:
        """The one move that spends ``key`` (a Base Camp card discarded for its ability, the helicopter called)."""
        moves = self.selection.index.by_source.get(key, []) if key is not None else []
        return moves[0] if len(moves) == 1 and moves[0].target_key == rules.ABILITY else None

    def click(self, pos: tuple[int, int], key: Hashable | None) -> bool:
        """Nothing is spent on one click: a Base Camp card or the helicopter is lifted first, the ability zone
        says what it will do, and a second click on it (or on the lit zone, or a drag there) does it. Anything
        else is the base's click (the First card lifts, then a click on a lit place builds)."""
        spend = self.spends(key)
        if spend is not None and key == self.selection.lifted:
            self.selection.put_down()
            self.app.audio.play("place")
            self.play(spend)
            return True
        return super().click(pos, key)

    @property
    def hint_move(self) -> Move | None:
        """The solver's next move for this very position (a move, an undo or a redo makes it stale)."""
        return self._hint[1] if self._hint is not None and self._hint[0] == self.session.version else None

    def hint(self) -> None:
        if self.state.is_over or self._hint_thread is not None:
            return
        if self.guide is not None:  # a lesson's hint is its own step, never the solver's other way up
            wanted = self.guide.wanted()
            if wanted is not None:
                self._hint = (self.session.version, wanted)
            return
        snapshot, version = self.state.clone(), self.session.version
        self.flash(_("Thinking about a hint..."))

        def think() -> None:
            from gardengames.games.unsurmountable import solver

            # Capped by this thread's CPU time: a slow machine may find fewer hints, never freeze on one.
            result = solver.hint_in_time(snapshot)
            move = result.line[0] if result.line else None
            self._hint_answer.append((version, move, result.verdict == solver.UNKNOWN))

        self._hint_thread = threading.Thread(target=think, daemon=True)
        self._hint_thread.start()

    def wait_for_hint(self, timeout: float | None = None) -> None:
        """Block until a hint being worked out now is found (tests use it, as ``wait_for_computer``)."""
        if self._hint_thread is not None:
            self._hint_thread.join(timeout)

    def _hint_arrived(self) -> None:
        self._hint_thread = None
        if not self._hint_answer:
            return
        version, answer, cut_short = self._hint_answer.pop()
        if version != self.session.version:
            return  # the position moved on while the solver thought
        if answer is not None:
            self._hint = (version, answer)  # lit on the table and said on the prompt line, never over the cards
            self.message_time = 0.0
            self.session.hints_used += 1  # the statistics count a win that used hints apart
            if self.keeper is not None:
                self.keeper.save()  # on disk at once, as a move would be
        elif cut_short:
            self.flash(_("No hint found in time: the solver could not settle this position quickly."))
        else:
            self.flash(_("This deal can no longer be won from here. Undo can take you back."))

    def finish(self) -> None:
        from gardengames.ui.score import ScoreScene

        st = self.state
        used = sum(isinstance(m, rules.UseAbility) for m in self.session.moves)
        facts = [
            _("{n} of {size} mountain places filled").format(n=len(st.mountain), size=rules.MOUNTAIN_SIZE),
            n_("{n} ability used", "{n} abilities used", used).format(n=used),
            n_(
                "{n} card left in the deck, {camp} in the Base Camp",
                "{n} cards left in the deck, {camp} in the Base Camp",
                len(st.deck),
            ).format(n=len(st.deck), camp=len(st.camp)),
            _("helicopter still waiting") if st.helicopter else _("helicopter used"),
        ]
        lines = ["; ".join(facts) + "."]
        if st.status == "lost":  # why, and where on the mountain (the cards each failed condition is about)
            lines.append(_("Lost: {reason}.").format(reason=st.end_reason()))
            for fault in st.loss():
                if fault["where"]:
                    text = fault["text"]
                    where = ", ".join(fault["where"])
                    lines.append(_("{fault}: {where}.").format(fault=text[:1].upper() + text[1:], where=where))
        self.app.stack.replace(ScoreScene(self.app, self.session, lines))

    # ---- what events show and sound like ----------------------------------------------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        def won(event: rules.GameWon) -> str:
            self.win_time = 0.0  # the path starts to light up
            return "win"

        def ignored(event: rules.AbilityIgnored) -> None:
            self.flash(_(IGNORED))

        return {
            rules.GameWon: won,
            rules.GameLost: lambda event: "lose",
            rules.CardDrawn: lambda event: "draw",
            rules.DeckRevealed: lambda event: "draw",
            rules.CardDiscarded: lambda event: "place",
            rules.CardRemoved: lambda event: "flyback",
            rules.AbilityIgnored: ignored,
        }

    # ---- per frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self._hint_thread is not None and not self._hint_thread.is_alive():
            self._hint_arrived()
        if self.state.won:
            self.win_time += dt
        self.hint_button.enabled = not self.state.is_over and not self.spectator
        lifted = self.selection.lifted if self.spends(self.selection.lifted) is not None else None
        hovered = self.hover_key if self.hover_key in self.state.camp or self.hover_key == rules.HELICOPTER else None
        self.chosen_ability = str(lifted) if lifted is not None else None
        shown = lifted if lifted is not None else hovered  # the card about to be spent wins over one pointed at
        self.hover_ability = str(shown) if shown is not None else None

    # ---- drawing ------------------------------------------------------------------------------------------
    def board_key(self) -> Hashable:
        return self.hover_ability, self.chosen_ability  # the zone shows what that Base Camp card can do

    def table_next_frame(self) -> float | None:
        """Frames while a hint is being searched (its answer lands in ``update``) and while the winning path
        lights up."""
        lighting = self.state.won and self.win_time < PATH_GLOW_SECONDS * max(0.2, self.app.animation_factor)
        return 0.0 if self._hint_thread is not None or lighting else None

    def draw_board(self, surface: pygame.Surface) -> None:
        s = self.scale
        level = self.session.info.options[0].label_of(self.session.options.get("level", 1))
        title = _("{game} - level {level}").format(game=_(self.session.info.title), level=level)
        theme.text(surface, title, (int(16 * s), int(14 * s)), int(24 * s), theme.PAPER, bold="title")
        if self.state.winnable_only:  # the setup's promise, kept in sight: the solver proved this deal can be won
            theme.text(surface, _(WINNABLE_WORDS), (int(18 * s), int(41 * s)), int(13 * s), theme.GLOW, bold=True)
        panels.draw_mountain(self, surface)
        panels.draw_piles(self, surface)
        panels.draw_zone(self, surface, self.hover_ability, confirm=self.chosen_ability is not None)
        if not self.strip_cards():  # while choosing, the revealed cards lie where the log is
            self.log.draw(surface, self.log_rect, s)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        st = self.state
        breath = self.breath()
        if self.question is not None and not self.spectator:
            panels.draw_answers(self, surface, breath)
        elif self.my_turn and not self.drag.active and self.selection.lifted is None and st.first in self.sprites:
            # The card to build next, until something is lifted (the base then glows that).
            glow_rect(surface, self.sprites[st.first].rect, self.scale, pulse=breath, colour=(255, 255, 255))
        if self.hint_move is not None:
            panels.draw_hint(self, surface, self.hint_move)
        if st.won:
            seconds = PATH_GLOW_SECONDS * max(0.2, self.app.animation_factor)
            panels.draw_path(self, surface, max(0.0, min(1.0, self.win_time / seconds)))
        panels.draw_prompt(self, surface, self.hint_move)
