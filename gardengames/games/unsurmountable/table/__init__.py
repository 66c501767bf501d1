"""The Unsurmountable table, composed of parts: ``mountain`` (the mountain on the left, its title, the prompt
line's place under it, the lit winning path), ``camp`` (deck, helicopter, piles, the Base Camp row, the ability
zone and the log on the right), ``hints`` (the Hint button and the solver on its thread) and ``faces`` (card
faces, zoom text and the trails the art paints).

Everything a player does goes through the base's interaction layer (drag, click a card then a lit place, Tab /
arrows / Enter, Esc to put a lifted card down), built from ``legal_moves()`` and the keys each move names: the
First card is dragged, or clicked then its place clicked, onto a glowing mountain place; a question is answered
by clicking a glowing card or place. A Base Camp card (or the helicopter) is lifted by a click and spent by a
second one (``Camp.click_lifted``). Every legality question goes to the rules (``why_not`` for the reasons);
this package only draws and asks.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from gardengames.engine.state import Event, Prompt
from gardengames.games.unsurmountable import rules
from gardengames.i18n import N_, _, n_
from gardengames.session import Session
from gardengames.ui import theme
from gardengames.ui.parts import MoveButton
from gardengames.ui.prompt_line import Line
from gardengames.ui.table import BaseTable

from .camp import Camp
from .faces import Faces
from .hints import HINT_COLOUR, Hints
from .mountain import Mountain

if TYPE_CHECKING:
    from gardengames.ui.shell import App

__all__ = ["TableScene"]

# In English, translated where they are shown.
IGNORED = N_("That ability could not be carried out in full, so it was ignored.")
# What a question's answer is, by the question's step: the whole line, as the word order around the question
# differs between languages.
STEP_LINES = {
    "camp": N_("{question}: click a glowing Base Camp card."),
    "mountain": N_("{question}: click a glowing mountain card."),
    "slot": N_("{question}: click a glowing place on the mountain."),
    "deck": N_("{question}: click one of the revealed deck cards."),
    "discard": N_("{question}: click one of the discarded cards."),
}
ANY_STEP_LINE = N_("{question}: click a glowing choice.")
PLAY_HINT = N_("Drag or click the First card to a glowing place, or use another card's ability. H for a hint.")
LOST = (255, 200, 180)
HINT_TO_CLEAR = N_(
    "Hint: {move} (lit in blue). Its ability cannot be carried out now: the point is to clear it from the Base Camp."
)
FULL_WITHOUT_PATH = N_(
    "The mountain is full, but no trail reaches the peak: use an ability that changes a mountain card, Undo, "
    "or Give up."
)


GIVE_UP = MoveButton(
    N_("Give up"),
    rules.GiveUp,
    hide="illegal",
    tooltip=N_("End this climb as lost: the mountain is full and no trail reaches the peak"),
)


class TableScene(BaseTable):
    # The design size its layout needs in the window (``theme.scale_for``; past it the table is laid out larger
    # than the window and scrolls, ``ui/tableview.py``): the UI scale grows it in the window up to about 115 % at 16:9
    # (tests/ui/test_ui_scale.py finds no overlap, nothing cut, no shrunk body text or card up to there).
    room = (1110, 625)
    hint_available = True
    buttons = (GIVE_UP,)

    def __init__(self, app: App, session: Session, spectator: bool = False) -> None:
        self.data: rules.GameData = session.state.data
        super().__init__(app, session, spectator)
        self.cards = Faces(self)
        self.mountain = Mountain(self)
        self.camp = Camp(self)
        self.hints = Hints(self)
        self.parts = [self.cards, self.mountain, self.camp, self.hints]

    @property
    def state(self) -> rules.State:
        return self.session.state  # type: ignore[return-value]

    @property
    def question(self) -> Prompt | None:
        """The question an ability (or the helicopter) is asking now; None between turns and once over."""
        prompt = self.state.prompt
        return prompt if prompt is not None and prompt.kind != rules.PLAY else None

    def card_kind(self, card: str) -> str:
        """The kind of card ``card``'s ability."""
        return self.data.by_id[card].ability.kind

    def shown_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where ``key`` is drawn this frame: a card's sprite as it glides, else its place."""
        sprite = self.sprites.get(key)
        return sprite.rect if sprite is not None else self.key_rect(key)

    # ---- the hint -----------------------------------------------------------------------------------------
    def hint(self) -> None:
        self.hints.ask()

    def wait_for_hint(self, timeout: float | None = None) -> None:
        """Block until a hint being worked out now is found (tests use it, as ``wait_for_computer``)."""
        self.hints.wait(timeout)

    # ---- the prompt line ----------------------------------------------------------------------------------
    def ended_line(self) -> Line:
        if self.state.won:
            return Line(_("The path reaches the peak - you win!"), theme.GLOW)
        return Line(_("The climb is over: {reason}.").format(reason=self.state.end_reason()), LOST)

    def turn_line(self) -> Line:
        """The hint when one was asked for, else what to do now."""
        hint = self.hints.move
        if hint is not None:
            line = _("Hint: {move} (lit in blue).")
            if isinstance(hint, rules.UseAbility) and not self.state.can_resolve(self.card_kind(hint.card)):
                line = _(HINT_TO_CLEAR)  # the ability would be ignored: the point is the card leaving the Base Camp
            return Line(line.format(move=hint.instruction(self.session.names)), HINT_COLOUR)
        if self.state.full_without_path:  # said the moment the rules know it, not after every card is thrown away
            return Line(_(FULL_WITHOUT_PATH), LOST)
        question = self.question
        if question is not None:
            line = STEP_LINES.get(question.detail["step"], ANY_STEP_LINE)
            return Line(_(line).format(question=question.text), theme.GLOW)
        return Line("") if self.spectator else Line(_(PLAY_HINT))

    # ---- the score screen ---------------------------------------------------------------------------------
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
        if st.status == "lost":  # where on the mountain (the cards each failed condition is about): the headline
            for fault in st.loss():
                if fault["where"]:
                    text = fault["text"]
                    where = ", ".join(fault["where"])
                    lines.append(_("{fault}: {where}.").format(fault=text[:1].upper() + text[1:], where=where))
        self.app.stack.replace(ScoreScene(self.app, self.session, lines))

    # ---- what events show and sound like ----------------------------------------------------------------
    def event_handlers(self) -> dict[type[Event], Callable[[Any], str | None]]:
        def won(event: rules.GameWon) -> str:
            self.mountain.win_time = 0.0  # the path starts to light up
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
