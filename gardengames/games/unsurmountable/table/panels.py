"""What the Unsurmountable table draws around and over the cards: the mountain's outline and open places,
the piles and their labels, the Base Camp's labels, the ability zone, the glowing answers to a question,
the hint, the lit winning path and the line that says what to do.

Functions of the table's layout and the state; they draw only, and ask the rules nothing but the moves."""

from __future__ import annotations

import pygame

from gardengames.engine.state import Move
from gardengames.games.unsurmountable.rules import geometry
from gardengames.games.unsurmountable.table.faces import card_info, trail_points
from gardengames.games.unsurmountable.table.layout import MountainLayout
from gardengames.i18n import N_, _, p_
from gardengames.ui import theme
from gardengames.ui.cards import card_back, slot_outline
from gardengames.ui.drag import glow_rect

HINT_COLOUR = (140, 220, 255)
# In English, translated where they are drawn. What a question's answer is, by the question's step: the
# whole line, as the word order around the question differs between languages.
STEP_LINES = {
    "camp": N_("{question}: click a glowing Base Camp card."),
    "mountain": N_("{question}: click a glowing mountain card."),
    "slot": N_("{question}: click a glowing place on the mountain."),
    "deck": N_("{question}: click one of the revealed deck cards."),
    "discard": N_("{question}: click one of the discarded cards."),
}
ANY_STEP_LINE = N_("{question}: click a glowing choice.")
PLAY_HINT = N_("Drag or click the First card to a glowing place, or use another card's ability. H for a hint.")
# Watching a game again: what the zone is, not an order to a player who cannot play here.
WATCH_HELP = N_("In play, a Base Camp card dropped here is discarded for its ability. Point at a card to read it.")
ZONE_HELP = N_(
    "Drag any Base Camp card except the First here (or click it, then click again) to discard it for its ability."
    " Hover a card to read it."
)
CONFIRM_HELP = N_("Click it again, or click here, to do it. Esc or a click elsewhere puts it back.")


def label(
    surface: pygame.Surface, text: str, pos: tuple[int, int], px: int, anchor: str, colour: tuple = theme.PAPER
) -> None:
    """A bold label over a pile or a row (the piles' and the Base Camp's names)."""
    theme.text(surface, text, pos, px, colour, bold=True, anchor=anchor)


def draw_mountain(table: MountainLayout, surface: pygame.Surface) -> None:
    """Where the finished triangle will stand (once its position is settled), and where the First may go."""
    st, s = table.state, table.scale
    frames = geometry.frames(st.mountain) if st.mountain else []
    if len(frames) == 1:
        for slot in geometry.frame(frames[0]):
            if slot not in st.mountain:
                slot_outline(surface, table.slot_rect(slot), s, (255, 255, 255, 40))
    if not st.is_over and table.question is None:
        for slot in st.legal_slots():
            slot_outline(surface, table.slot_rect(slot), s)


def draw_piles(table: MountainLayout, surface: pygame.Surface) -> None:
    """The deck (a few backs), the helicopter's place, the two piles, and the Base Camp's labels."""
    st, s = table.state, table.scale
    room = table.deck_rect.w + int(16 * s)  # a label may reach into the gaps between the piles, never across
    for rect, text in (
        (table.deck_rect, p_("pile label", "Deck ({n})").format(n=len(st.deck))),
        (table.heli_rect, p_("pile label", "Helicopter")),
        (table.discard_rect, p_("pile label", "Discard ({n})").format(n=len(st.discard))),
        (table.removed_rect, p_("pile label", "Removed ({n})").format(n=len(st.removed))),
    ):
        px = theme.fit_text(text, int(15 * s), room, bold=True)
        label(surface, text, (rect.centerx, rect.y - int(4 * s)), px, "midbottom")
        slot_outline(surface, rect, s)
    if st.deck:
        back = card_back(table.deck_rect.size)
        for i in range(min(3, len(st.deck)) - 1, -1, -1):
            surface.blit(back, table.deck_rect.move(-i * 2, -i * 2))
    camp = _("Base Camp ({n} of {size})").format(n=len(st.camp), size=st.camp_size)
    label(surface, camp, (table.panel.x, table.camp_top - int(4 * s)), int(16 * s), "bottomleft")
    if st.camp:
        first = table.camp_rect(0, len(st.camp))
        # TRANSLATORS: the label under the First card of the Base Camp
        first_label = p_("pile label", "First")
        label(surface, first_label, (first.centerx, first.bottom + int(2 * s)), int(14 * s), "midtop", theme.GLOW)


def draw_zone(table: MountainLayout, surface: pygame.Surface, hovered: str | None, confirm: bool = False) -> None:
    """The ability zone: what it is for, or the ability of the Base Camp card (or helicopter) ``hovered``; with
    ``confirm`` that card is lifted and the zone says how to spend it."""
    s, st, zone = table.scale, table.state, table.strip_area()
    layer = pygame.Surface(zone.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (250, 243, 226, 215), layer.get_rect(), border_radius=int(12 * s))
    surface.blit(layer, zone)
    pygame.draw.rect(surface, theme.PAPER_DARK, zone, max(1, int(2 * s)), border_radius=int(12 * s))
    if st.is_over:
        return
    pad = int(14 * s)
    if table.strip_cards():  # the cards to choose from lie here: say what the choice is for
        question = table.question
        title = question.text if question is not None else ""
        theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), theme.LEAF_DARK, bold=True)
        return
    info = card_info(st.data, hovered) if hovered is not None else None
    if info is not None:
        title = _("{card} (First card: build it)").format(card=info[0]) if hovered == st.first else info[0]
        r = theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), bold=True)
        r = theme.text(
            surface, info[1].split("\n")[0], (zone.x + pad, r.bottom + 2), int(16 * s), width=zone.w - 2 * pad
        )
        if confirm:
            at = (zone.x + pad, r.bottom + int(4 * s))
            theme.text(surface, _(CONFIRM_HELP), at, int(15 * s), theme.LEAF_DARK, bold=True, width=zone.w - 2 * pad)
        return
    if hovered is not None:
        return
    title, words = (_("Abilities"), _(WATCH_HELP)) if table.spectator else (_("Use an ability"), _(ZONE_HELP))
    theme.text(surface, title, (zone.x + pad, zone.y + pad // 2), int(18 * s), theme.LEAF_DARK, bold=True)
    help_at = (zone.x + pad, zone.y + pad // 2 + int(26 * s))
    theme.text(surface, words, help_at, int(15 * s), theme.INK_SOFT, width=zone.w - 2 * pad)


def draw_answers(table: MountainLayout, surface: pygame.Surface, breath: float) -> None:
    """What the player is being asked to choose: every legal answer glows."""
    for move in table.state.legal_moves():
        rect = table.shown_rect(move.source_key)
        if rect is not None:
            glow_rect(surface, rect, table.scale, pulse=breath)


def draw_hint(table: MountainLayout, surface: pygame.Surface, move: Move) -> None:
    """The hinted move lit in the hint's colour: the card it picks up (or clicks) and where it lands."""
    for key in dict.fromkeys((move.source_key, move.target_key)):
        rect = table.shown_rect(key) if key is not None else None
        if rect is not None:
            glow_rect(surface, rect, table.scale, strong=True, colour=HINT_COLOUR)


def draw_path(table: MountainLayout, surface: pygame.Surface, shown: float) -> None:
    """Light the winning path from the bottom edge up to the peak along the trails the art shows; ``shown``
    (0..1) is how much of it is lit so far."""
    st = table.state
    nodes = st.path
    if len(nodes) < 2:
        return
    points: list[tuple[float, float]] = []
    for (r0, c0, a), (r1, c1, b) in zip(nodes, nodes[1:], strict=False):
        if (r0, c0) != (r1, c1):
            continue  # crossing from one card to the next: the two points meet at the edge
        rect = table.slot_rect((r0, c0))
        points += [(rect.x + x * rect.w, rect.y + y * rect.h) for x, y in trail_points(st.mountain[(r0, c0)], a, b)]
    count = shown * (len(points) - 1)
    whole = int(count)
    drawn = points[: whole + 1]
    if whole < len(points) - 1:
        (x0, y0), (x1, y1) = points[whole], points[whole + 1]
        f = count - whole
        drawn.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    if len(drawn) >= 2:
        width = max(3, int(7 * table.scale))
        pygame.draw.lines(surface, (255, 236, 150), False, drawn, width + 6)
        pygame.draw.lines(surface, (255, 190, 60), False, drawn, width)
    if shown >= 1.0:
        pygame.draw.circle(surface, theme.GLOW, [round(v) for v in points[-1]], int(10 * table.scale))


def prompt_line(table: MountainLayout, hint: Move | None = None) -> tuple[str, tuple[int, int, int]]:
    """What the line under the mountain says, and in which colour: the hint when one was asked for, what to do
    now, or how the climb ended."""
    st = table.state
    question = table.question
    if hint is not None and not st.is_over:
        return _("Hint: {move} (lit in blue).").format(move=hint.instruction(table.session.names)), HINT_COLOUR
    if st.won:
        return _("The path reaches the peak - you win!"), theme.GLOW
    if st.is_over:
        return _("The climb is over: {reason}.").format(reason=st.end_reason()), (255, 200, 180)
    if question is not None:
        line = STEP_LINES.get(question.detail["step"], ANY_STEP_LINE)
        return _(line).format(question=question.text), theme.GLOW
    return ("", theme.PAPER) if table.spectator else (_(PLAY_HINT), theme.PAPER)


def draw_prompt(table: MountainLayout, surface: pygame.Surface, hint: Move | None = None) -> None:
    """Under the mountain: ``prompt_line``, smaller when a long one (a loss in Dutch) would run off the window."""
    text, colour = prompt_line(table, hint)
    if text:
        rect = table.prompt_rect
        px = int(19 * table.scale)
        while px > theme.MIN_TEXT_PX and theme.rendered(text, px, colour, True, rect.w).get_height() > rect.h:
            px -= 1
        theme.text(surface, text, (rect.x, rect.y), px, colour, bold=True, width=rect.w)
