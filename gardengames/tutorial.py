"""Guided first games ("Learn to play"): a fixed deal played with the real rules, one scripted move at a time.

A tutorial is data, ``data/tutorials/<game>.yaml``: the deal (seed, options, players) and its steps in order,
one move each. A step either asks the learner for a move (and says why, which rule applies, and what to
answer when another legal move is tried), or plays a computer seat's move. A move is named the way the move
list says it (``describe()`` with the script's seat names) plus, where those words fit several moves, the
stable key it picks up (``source``) or lands on (``target``): nothing in a script depends on list order.

Pure Python (no pygame): the same code loads a script, proves every step against the rules (``replay``), and
tells the table which move is wanted now (``Lesson``). A broken script is a ``DataError`` naming the file,
the step and the field, never a crash.

The words are matched in English whatever language the player reads (``i18n.english()``), with the script's
English seat names; what the lesson shows is in the player's language (the script's texts carry their
translations, and the learner's fallback name "You" is said in the player's language: ``learner_name``).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

from gardengames import games, i18n, resources
from gardengames.engine.data import DataError, Id, MaxLen, Problem, Range, Version, load_cached
from gardengames.engine.state import GameState, Move
from gardengames.i18n import N_, Text, _
from gardengames.session import check_options

SCRIPT_VERSION = 1
MAX_STEPS = 60  # a lesson is short: 8 to 15 of the learner's moves plus the computer's in between
NOT_YET = N_("Not yet: ")  # before a refused move's reason; translated where it is said
YOU = N_("You")  # the learner's seat name in the scripts' words, and at the table when they have no name of their own
SHOWN_MOVES = 8  # a broken step's message lists this many of the legal moves, enough to see the right words


# Bounds of the texts a script gives (numbers and lists are bounded beside their fields, in Script).
Words = Annotated[str, MaxLen(200)]  # a move as the move list says it: ours have at most 77 characters
Said = Annotated[Text, MaxLen(400)]  # a sentence or two the lesson shows: ours have at most 236 characters


@dataclass(frozen=True)
class Step:
    """One move of the lesson: the learner's (``do``) or a computer seat's (``computer``)."""

    do: Words = ""  # the learner's move in the move list's words ("builds the First card in the bottom row")
    computer: Words = ""  # or a computer seat's move, in the same words
    source: Id = ""  # the key the move picks up, when the words fit several moves
    target: Id = ""  # the key it lands on, likewise
    why: Said = Text("")  # one or two sentences: why this move, now
    rule: Said = Text("")  # the rule that applies, in our words (its clause id in a comment beside it, never shown)
    wrong: Said = Text("")  # what another legal move is told ("Not yet: " + this); the step's own words by default
    try_wrong: Said = Text("")  # an invitation to try a wrong move first, to see it refused

    @property
    def words(self) -> str:
        return self.do or self.computer

    @property
    def learner(self) -> bool:
        return bool(self.do)


@dataclass(frozen=True)
class Script:
    """A whole lesson: the deal, who sits where, the steps, and what to remember at the end."""

    version: Version
    game: Id
    title: Annotated[Text, MaxLen(60)]
    seed: Annotated[int, Range(0, 2**31 - 1)]  # any deal number would do; ours are below 100
    intro: Annotated[Text, MaxLen(600)]
    steps: Annotated[tuple[Step, ...], MaxLen(2 * MAX_STEPS)]  # check says how many a lesson holds
    summary: Annotated[tuple[Text, ...], MaxLen(12)]  # a few lines to remember: ours have 4 or 5
    # Seat names the move words use (English); seat 0 is the learner, the rest computers (check: as the game seats).
    seats: Annotated[tuple[Annotated[str, MaxLen(40)], ...], MaxLen(9)] = (YOU,)
    # A game's options, as the setup screen offers them (check: the game's own choices).
    options: Annotated[dict[Id, bool | Annotated[int, Range(0, 100)]], MaxLen(10)] = field(default_factory=dict)

    def check(self, file: str) -> list[Problem]:
        """What the shape of the file cannot say: the game, the seats, each step's kind and words."""
        problems: list[Problem] = []

        def bad(entry: str, name: str, message: str) -> None:
            problems.append(Problem(file, entry, name, message))

        if self.version != SCRIPT_VERSION:
            bad("", "version", f"must be {SCRIPT_VERSION}, not {self.version}")
        info = games.GAMES.get(self.game)
        if info is None:
            bad("", "game", f"unknown game {self.game!r} (choose from {', '.join(games.GAMES)})")
        elif not info.min_players <= len(self.seats) <= info.max_players:
            bad("", "seats", f"{info.title} takes {info.min_players} to {info.max_players} players")
        else:
            problem = check_options(info, dict(self.options))  # the same rule as the setup screen and saves
            if problem:
                bad("", "options", problem)
        if not self.steps or len(self.steps) > MAX_STEPS:
            bad("", "steps", f"must hold 1 to {MAX_STEPS} steps")
        if not any(step.learner for step in self.steps):
            bad("", "steps", "has no step for the learner")
        for i, step in enumerate(self.steps):
            entry = f"step {i + 1}"
            if bool(step.do) == bool(step.computer):
                bad(entry, "do", "a step has exactly one of 'do' (the learner's move) or 'computer'")
            if step.learner and not step.why.strip():
                bad(entry, "why", "is missing: say why this move, in a sentence or two")
        if not self.summary:
            bad("", "summary", "is missing: a few lines to remember")
        return problems


class TutorialError(Exception):
    """A tutorial that cannot be shown: its message names the file and every problem, one per line."""


def script_file(game_id: str) -> str:
    return f"{game_id}.yaml"


def tutorials_dir() -> Path:
    return resources.data_dir() / "tutorials"


def has_tutorial(game_id: str, folder: Path | None = None) -> bool:
    return ((folder or tutorials_dir()) / script_file(game_id)).is_file()


def new_state(script: Script) -> GameState:
    """The lesson's deal, exactly as a session on the same seed and options deals it."""
    info = games.get(script.game)
    return info.new_game(len(script.seats), script.seed, {**info.default_options(), **script.options})


def _key_text(key: Hashable | None) -> str:
    return "" if key is None else str(key)


def matches(step: Step, legal: Sequence[Move], names: Sequence[str]) -> list[Move]:
    """The legal moves this step names: the same words (any case, in English whatever the player reads) and,
    where given, the same keys."""
    words = step.words.strip().lower()
    with i18n.english():
        return [
            move
            for move in legal
            if move.describe(names).lower() == words
            and (not step.source or _key_text(move.source_key) == step.source)
            and (not step.target or _key_text(move.target_key) == step.target)
        ]


def step_move(script: Script, step: Step, state: GameState) -> tuple[Move | None, str]:
    """The one legal move ``step`` names in ``state``, or None and why not (the words a test and a broken
    file's message use)."""
    player = state.current_player
    if state.is_over or player is None:
        return None, "the game is already over"
    if step.learner != (player == 0):
        whose = "the learner's (seat 1)" if player == 0 else f"{script.seats[player]}'s"
        return None, f"it is {whose} turn, but the step is {'do' if step.learner else 'computer'}"
    legal = state.legal_moves()
    found = matches(step, legal, script.seats)
    if len(found) == 1:
        return found[0], ""
    with i18n.english():  # for the script's author, in the words the script uses
        said = sorted({m.describe(script.seats) for m in legal})
    if not found:
        listed = "; ".join(said[:SHOWN_MOVES]) + ("; ..." if len(said) > SHOWN_MOVES else "")
        return None, f"no legal move is {step.words!r} (legal now: {listed})"
    keys = ", ".join(f"{_key_text(m.source_key)} -> {_key_text(m.target_key)}" for m in found)
    return None, f"{len(found)} legal moves are {step.words!r}: add 'source' or 'target' ({keys})"


def replay(script: Script, file: str = "") -> list[Move]:
    """Every step's move, proven by playing the whole lesson through the rules; ``DataError`` at the first step
    that names no legal move, or names several."""
    state = new_state(script)
    moves = []
    for i, step in enumerate(script.steps):
        move, why = step_move(script, step, state)
        if move is None:
            raise DataError([Problem(file or script_file(script.game), f"step {i + 1}", "do", why)])
        state.apply(move)
        moves.append(move)
    return moves


def load_script(game_id: str, folder: Path | None = None) -> tuple[Script, list[Move]]:
    """The tutorial of ``game_id`` and its proven moves; ``TutorialError`` saying exactly what is wrong."""
    name = script_file(game_id)
    try:
        script = load_cached(name, Script, folder or tutorials_dir())
        if script.game != game_id:
            raise DataError([Problem(name, "", "game", f"says {script.game!r}, not {game_id!r}")])
        moves = replay(script, name)
    except DataError as exc:
        lines = "\n".join(f"  {problem}" for problem in exc.problems)
        # TRANSLATORS: {game} is the game's id, as its file is named ("unbeetable")
        raise TutorialError(_("The {game} tutorial cannot be shown:").format(game=game_id) + f"\n{lines}") from None
    return script, moves


def learner_name(name: str, script: Script) -> str:
    """The learner's seat name at the lesson's table: their own ``name``, or "You" in their language when they have
    none or it is a computer seat's. Only shown: the script's words are matched with the script's own seat names."""
    name = name.strip()
    if not name or name.lower() in {seat.lower() for seat in script.seats[1:]}:
        return _(YOU)
    return name


class Lesson:
    """Where a lesson stands: the step is the number of moves played so far (undo steps back with it)."""

    def __init__(self, script: Script, moves: Sequence[Move]) -> None:
        self.script = script
        self.moves = list(moves)

    def step(self, played: int) -> Step | None:
        """The step to do after ``played`` moves; None once the lesson is over."""
        return self.script.steps[played] if 0 <= played < len(self.script.steps) else None

    def wanted(self, played: int) -> Move | None:
        return self.moves[played] if 0 <= played < len(self.moves) else None

    def done(self, played: int) -> bool:
        return played >= len(self.script.steps)

    def learner_steps(self) -> int:
        return sum(step.learner for step in self.script.steps)

    def learner_number(self, played: int) -> int:
        """Which of the learner's steps this is, counting from 1 (for "Step 3 of 11")."""
        return sum(step.learner for step in self.script.steps[: played + 1])

    def refusal(self, played: int, move: Move) -> str:
        """Why the table refuses ``move`` now ("" when it is the step's move): every other legal move gets the
        step's reason, and nothing is played once the lesson is over."""
        step = self.step(played)
        if step is None:
            return _("The lesson is over: choose Play a real game to play on your own.")
        if move == self.wanted(played):
            return ""
        return _(NOT_YET) + _(step.wrong or step.why)

    def computer_move(self, played: int) -> Move | None:
        """The computer seat's scripted move now, if the step is one."""
        step = self.step(played)
        return self.wanted(played) if step is not None and not step.learner else None
