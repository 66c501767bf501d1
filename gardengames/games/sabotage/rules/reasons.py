"""Why a click or a drop does nothing: the rule behind each refusal, in words for the player.

The table asks ``State.why_not(source, target)`` with the keys it was given (a card, a deck, a plot) and
shows the answer; the texts live here, next to the rules they explain, so no table repeats a rule.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from gardengames.i18n import N_, _, n_

from .content import MAX_OBJECTIVES_IN_HAND, PLOT_SIZE, card_name, deck_key, kind_of_key, parse_plot_key

if TYPE_CHECKING:
    from .game import State

ROW = "row:plant"  # the plant row as a whole: what the sweep button acts on
# The refusals, in English (``why_not`` says them in the player's language).
TWO_ON_ONE_PLOT = N_("Two objectives can complete on that plot: click the one to complete first.")
ANSWER_FIRST = N_("Answer the question first.")
ON_A_PLOT = N_("Drag a card from your hand onto a plot; the dig-up buttons clear a plot.")
DECK_EMPTY = {
    "plant": N_("The plant deck and its discards are empty."),
    "bug": N_("The bug deck and its discards are empty."),
    "objective": N_("The objective deck and its discards are empty."),
}
GOES_ON = {
    "plant": N_("It goes on the plant discard pile."),
    "bug": N_("It goes on the bug discard pile."),
    "objective": N_("It goes on the objective discard pile."),
}


def why_not(st: State, source: Hashable | None, target: Hashable | None = None) -> str:
    """The reason no legal move picks up ``source`` (and lands on ``target`` when given); "" when one does.

    With no ``source``, ``target`` alone is a place clicked on its own: "" when exactly one legal move lands
    there; with no keys at all, the buttons: "" when a move made by a button alone is legal.
    """
    if st.over:
        return _("The game is over.")
    legal = st.legal_moves()
    question = st.question
    if source is None:
        landing = [m for m in legal if m.target_key == target and (target is not None or m.source_key is None)]
        if len(landing) == 1 or (landing and target is None):
            return ""
        if len(landing) > 1:
            return _(TWO_ON_ONE_PLOT) if question is not None and question["kind"] == "complete" else ""
    elif any(m.source_key == source and (target is None or m.target_key == target) for m in legal):
        return ""
    if question is not None:
        return _(ANSWER_FIRST)
    if isinstance(source, str):
        return _no_action(st, source, target)
    return ""


def _no_action(st: State, source: str, target: Hashable | None) -> str:
    """A refusal during the turn's actions (no question open)."""
    for kind in ("plant", "bug"):
        if source == deck_key(kind):
            return _(DECK_EMPTY[kind])
        if source in st.row[kind]:
            return _("That card cannot be taken now.")
    if source == deck_key("objective"):
        if len(st.hands[st.turn]["objective"]) >= MAX_OBJECTIVES_IN_HAND:
            return _("You may hold at most two objectives.")
        return _(DECK_EMPTY["objective"])
    if source == ROW:
        return "" if st.can_sweep() else _("The plant row cannot be swept now.")
    if parse_plot_key(source) is not None or _on_a_plot(st, source):  # a plot, or a card on one, clicked
        return _(ON_A_PLOT)
    if source in st.hands[st.turn][kind_of_key(source)]:
        return _no_drop(st, source, target)
    return ""


def _on_a_plot(st: State, card: str) -> bool:
    return any(
        card in plot["plants"] or card in (plot["good"], plot["bad"], plot["pesticide"])
        for mine in st.plots
        for plot in mine
    )


def _no_drop(st: State, card: str, target: Hashable | None) -> str:
    """Why a card of the turn's player cannot go where it was dropped."""
    where = parse_plot_key(target)
    if where is None:
        if isinstance(target, str) and target.startswith("discard:"):
            return _(GOES_ON[kind_of_key(card)])
        return ""
    owner, i = where
    plot = st.plots[owner][i]
    mine = owner == st.turn
    kind = kind_of_key(card)
    if kind == "objective":  # GS-O1, GS-O3
        if not mine:
            return _("Objectives complete on your own plots.")
        if plot["bad"] is not None:
            return _("A plot with a bad bug completes nothing: spray it first.")
        return _("That plot does not hold everything {objective} shows yet.").format(objective=card_name(card))
    if kind == "plant":
        if not mine:
            return _("Plants go on your own plots.")
        return n_("A plot holds at most {n} plant.", "A plot holds at most {n} plants.", PLOT_SIZE).format(n=PLOT_SIZE)
    bug = st.cat.bug_kind[card]
    if bug == "bad":
        if mine:
            return _("Set a bad bug on another gardener's plot.")
        if plot["bad"] is not None:
            return _("That plot already has a bad bug.")
        return _("Pesticide guards that plot until its owner's next turn.")
    if not mine:
        return _("Good bugs and pesticide go on your own plots.")
    if bug == "good":
        return _("That plot already has a good bug.")
    return _("Pesticide goes where a bad bug is.")
