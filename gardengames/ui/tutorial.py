"""The guided first game on the table: the game's own table, played with the real rules, with a guide over it
that lights the step's card and where it goes, says why and which rule applies, refuses any other legal move
with the step's reason, plays the computer seats' scripted moves, and ends with a summary and a way into a
real game. Nothing of a lesson is saved: no save file, no statistics, no recent game.

``open_tutorial`` is what the setup screen's "Learn to play" and ``--tutorial ID`` call; ``screenshot``
renders step K headless for ``--screenshot ID --tutorial --moves K``.
"""

from __future__ import annotations

from collections.abc import Hashable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from gardengames import games
from gardengames.engine.state import Move
from gardengames.i18n import N_, _
from gardengames.session import Seat, Session
from gardengames.tutorial import Lesson, Script, TutorialError, learner_name, load_script
from gardengames.ui import theme
from gardengames.ui.drag import glow_rect
from gardengames.ui.widgets import Button, button_width

if TYPE_CHECKING:
    from gardengames.ui.shell import App
    from gardengames.ui.table import BaseTable

LIGHT = (120, 220, 255)  # the guide's glow: not the lit targets' gold, not the hint's colour
PANEL_WIDTH = 380  # design pixels
MIN_LOG_WIDTH = 240  # design pixels: a move log at least this wide may hold the panel instead
STRONG_SIDE = 200  # design pixels: a lit rect smaller than this square is filled as well as outlined
TOP_BAR = 60  # design pixels kept clear for the table's buttons
Line = tuple[str, int, tuple[int, int, int], bool, int]  # text, pixel size, colour, bold, space after


class TutorialGuide:
    """The lesson over one table: the step is the number of moves played (so undo and redo follow)."""

    def __init__(self, table: BaseTable, lesson: Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.real_game = Button(
            N_("Play a real game"), self.play_real_game, primary=True, tooltip=N_("Set up a new game")
        )
        self.real_game.visible = False
        table.widgets.add(self.real_game)
        self.relabel()

    def relabel(self) -> None:
        """The log's first words for a lesson (the table wrote its log again in the new language)."""
        self.table.log.add(_("A guided first game: follow the blue glow."), theme.INK_SOFT)

    @property
    def played(self) -> int:
        return len(self.table.session.moves)

    @property
    def script(self) -> Script:
        return self.lesson.script

    # ---- what the table asks (ui.guide.Guide) ----------------------------------------------------------------
    def refuse(self, move: Move) -> str:
        return self.lesson.refusal(self.played, move)

    def computer_move(self) -> Move | None:
        return self.lesson.computer_move(self.played)

    def wanted(self) -> Move | None:
        """The learner's move this step asks for (what a hint shows in a lesson)."""
        return self.lesson.wanted(self.played)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        done = self.lesson.done(self.played)
        self.real_game.visible = done
        lit = [] if done else self.lit_rects()
        if table.my_turn:
            for rect in lit:  # a card or slot gets the strong, filled glow; a whole hand or zone only its outline
                strong = rect.w * rect.h <= (STRONG_SIDE * table.scale) ** 2
                glow_rect(surface, rect, table.scale, strong=strong, pulse=1.0, colour=LIGHT)
        s = table.scale
        pad = int(14 * s)
        blocks, self.panel = self.place_panel(self.lines(), pad, int(52 * s) if done else 0, lit)
        theme.rounded_panel(
            surface, self.panel, theme.PAPER, radius=int(12 * s), border=LIGHT, width=max(2, int(3 * s))
        )
        y = self.panel.y + pad
        for img, gap in blocks:
            surface.blit(img, (self.panel.x + pad, y))
            y += img.get_height() + gap
        if done:
            self.real_game.rect = pygame.Rect(
                0, 0, min(button_width([self.real_game.label], s, int(220 * s)), self.panel.w - 2 * pad), int(42 * s)
            )
            self.real_game.rect.midbottom = (self.panel.centerx, self.panel.bottom - pad)
            self.real_game.draw(surface, s)  # over the panel: the table's widgets are drawn before the guide

    # ---- the words ------------------------------------------------------------------------------------------
    def lines(self) -> list[Line]:
        """(text, size, colour, bold, space after) for the panel, at this step."""
        s = self.table.scale
        big, small, gap = max(theme.MIN_TEXT_PX, int(18 * s)), max(theme.MIN_TEXT_PX, int(15 * s)), int(8 * s)
        played, script = self.played, self.script
        out: list[Line] = []
        step = self.lesson.step(played)
        if step is None:
            out.append((_("Well done!"), big, theme.INK, True, gap))
            out.append((_("Remember:"), small, theme.INK_SOFT, True, gap // 3))
            out.extend((f"\u2022 {_(line)}", small, theme.INK, False, gap // 3) for line in script.summary)
            return out
        if step.learner:
            number = self.lesson.learner_number(played)
            out.append(
                (
                    _("{title} \u00b7 step {number} of {total}").format(
                        title=_(script.title), number=number, total=self.lesson.learner_steps()
                    ),
                    small,
                    theme.INK_SOFT,
                    True,
                    gap,
                )
            )
            if played == 0 and script.intro:
                out.append((_(script.intro), small, theme.INK, False, gap))
            out.append((self.instruction(step.why), big, theme.INK, False, gap))
        else:
            seat = self.table.session.seats[self.table.session.state.current_player or 0]
            out.append((_("{name}'s turn").format(name=seat.name), small, theme.INK_SOFT, True, gap))
            why = _(step.why) if step.why else _("Watch what {name} does.").format(name=seat.name)
            out.append((why, big, theme.INK, False, gap))
        if step.rule:
            # TRANSLATORS: a lesson names the rule that applies: "Rule: you may plant one card a turn"
            out.append((_("Rule: {rule}").format(rule=_(step.rule)), small, theme.LEAF_DARK, False, gap))
        if step.try_wrong and step.learner:
            out.append((_(step.try_wrong), small, theme.INK_SOFT, False, gap))
        return out

    def instruction(self, why: str) -> str:
        """What the learner is asked to do, in their language: the step's own words, or, when a step has none,
        the move it wants as the move list orders it (never the script's English ``do:`` words)."""
        if why:
            return _(why)
        move = self.lesson.wanted(self.played)
        return move.instruction(self.table.session.names) if move is not None else ""

    # ---- where things are -----------------------------------------------------------------------------------
    def lit_rects(self) -> list[pygame.Rect]:
        """The step's card (or what is clicked) and where it lands, as the table shows them now."""
        move = self.lesson.wanted(self.played)
        if move is None:
            return []
        keys: list[Hashable] = [k for k in dict.fromkeys((move.source_key, move.target_key)) if k is not None]
        return [rect for key in keys if (rect := self.table.key_rect(key)) is not None]

    def place_panel(
        self, lines: list[Line], pad: int, extra: int, lit: list[pygame.Rect]
    ) -> tuple[list[tuple[pygame.Surface, int]], pygame.Rect]:
        """The words laid out where the panel hides least of the table: a corner, or in the move log's place (the
        lesson's own words say more than its log), exactly over it, when they fit there. Never over the lit cards
        if it can help it, then over the fewest buttons, cards and places; the first candidate (the log, then bottom
        left) when several tie. Returns the rendered lines and the rect."""
        table = self.table
        s = table.scale
        w, h = table.size
        m, top = int(12 * s), int(TOP_BAR * s)
        log = table.log_rect
        buttons = [wd.rect for wd in table.widgets.widgets if wd.visible and wd is not self.real_game]
        things = [pygame.Rect(sp.goal[0]) for sp in table.sprites.values()] + list(table.place_rects().values())

        def over(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
            return sum(rect.clip(r).w * rect.clip(r).h for r in rects)

        best: tuple[int, list[tuple[pygame.Surface, int]], pygame.Rect] | None = None

        def laid_out(width: int, shrink: float) -> tuple[list[tuple[pygame.Surface, int]], int]:
            blocks = [
                (theme.rendered(text, max(theme.MIN_TEXT_PX, int(px * shrink)), colour, bold, width - 2 * pad), gap)
                for text, px, colour, bold, gap in lines
            ]
            return blocks, pad * 2 + extra + sum(img.get_height() + gap for img, gap in blocks)

        # In the log's place, all of it and nothing more (the words a little smaller if that makes them fit): half
        # covering it left its heading over nothing, and a taller panel reached up over the decks (issue 33).
        if log.w >= MIN_LOG_WIDTH * s:
            for shrink in (1.0, 0.93, 0.86):
                blocks, height = laid_out(log.w, shrink)
                if height <= log.h:
                    best = (
                        100 * over(log, lit) + 10 * over(log, buttons) + over(log, things),
                        blocks,
                        pygame.Rect(log),
                    )
                    break
        blocks, height = laid_out(int(PANEL_WIDTH * s), 1.0)
        height = min(h - top - m, height)
        width = int(PANEL_WIDTH * s)
        for spot in [(m, h - m - height), (w - m - width, h - m - height), (m, top), (w - m - width, top)]:
            rect = pygame.Rect(spot, (width, height))
            partly = over(rect, [log]) if rect.clip(log) != log else 0  # a log half hidden reads as broken
            cost = 100 * over(rect, lit) + 10 * over(rect, buttons) + over(rect, things) + 20 * partly
            if best is None or cost < best[0]:
                best = (cost, blocks, rect)
        assert best is not None
        return best[1], best[2]

    # ---- the end ----------------------------------------------------------------------------------------------
    def play_real_game(self) -> None:
        """The game's setup screen: the one the lesson was opened from, or a new one."""
        from gardengames.ui.setup import SetupScene

        stack = self.table.app.stack
        info = self.table.session.info
        below = stack.scenes[-2] if len(stack.scenes) >= 2 else None
        if isinstance(below, SetupScene) and below.info.id == info.id:
            stack.pop()
        else:
            stack.replace(SetupScene(self.table.app, info))


def tutorial_table(app: App, game_id: str, played: int = 0) -> BaseTable:
    """A lesson's table after its first ``played`` moves, guide attached and never saved; ``TutorialError`` when
    its script is broken."""
    if game_id not in games.GAMES:
        raise TutorialError(
            _("There is no game {game} (choose from {games}).").format(game=repr(game_id), games=", ".join(games.GAMES))
        )
    script, moves = load_script(game_id)
    info = games.get(game_id)
    learner = learner_name(app.settings.name_for(0), script)
    level = info.bot_levels[0] if info.bot_levels else "easy"
    seats = [Seat(learner, "human", "easy", 0)]
    seats += [Seat(name, "computer", level, i) for i, name in enumerate(script.seats[1:], start=1)]
    session = Session(game_id, seats, script.seed, dict(script.options))
    for move in moves[: max(0, played)]:
        session.apply(move)
    table: BaseTable = info.table_scene()(app, session)
    table.attach_guide(TutorialGuide(table, Lesson(script, moves)))
    return table


def open_tutorial(app: App, game_id: str) -> str:
    """Open the lesson of ``game_id`` over what is on screen; "" when it opened, else what is wrong (also
    shown as a notice), and nothing else changes."""
    try:
        table = tutorial_table(app, game_id)
    except TutorialError as exc:
        message = str(exc)
        app.notify(message.replace("\n  ", " "))
        return message
    app.audio.play("shuffle")
    app.stack.push(table)
    return ""


def screenshot(game_id: str, moves: int, size: tuple[int, int], out: Path) -> str:
    """Render the lesson of ``game_id`` at step ``moves`` (that many scripted moves played) to ``out``, headless;
    returns the line to print. ``TutorialError`` when the script is broken."""
    from gardengames.ui.menu import MenuScene
    from gardengames.ui.shell import App

    app = App(size, headless=True)
    try:
        table = tutorial_table(app, game_id, moves)
        guide = table.guide
        assert isinstance(guide, TutorialGuide)
        shown, total = guide.played, len(guide.lesson.moves)
        app.stack.push(MenuScene(app))
        app.stack.push(table)
        app.render_still()
        out.parent.mkdir(parents=True, exist_ok=True)
        app.save_png(out)
    finally:
        app.close()
    return f"Wrote {out} ({size[0]}x{size[1]}), tutorial step {shown} of {total}"
