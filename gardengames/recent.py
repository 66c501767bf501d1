"""The recent-games list: the record (seed, options, seats, moves, checksum) of the last finished games, so a
player can watch any of them again or play the same deal again.

Kept in one file in the user data folder, written like saves (``store``: atomic, the previous file kept as
``.bak``, a broken file set aside and named in a notice). A record is replayed through the rules only when it
is opened (``open_record``); one that does not replay is named, the file is kept aside whole and the list is
written again without it, so one bad game never hides the others.

Pure Python: the keeper adds to it, the recent-games screen and the statistics screen read it; a game is
made ready to watch by ``replay``.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gardengames import files, games, store
from gardengames.engine.state import GameState
from gardengames.engine.text import join_words
from gardengames.i18n import N_, _, n_
from gardengames.replay import Replay, replay_of
from gardengames.session import MAX_MOVES, RecordError, Seat, check_seats

RECENT_VERSION = 1
RECENT_LIMIT = 50  # the newest games kept; the 51st drops the oldest
RECENT_FILE_LIMIT = 16 << 20  # fifty real games take well under a megabyte; sixteen is room, not an invitation


def recent_path() -> Path:
    return store.data_dir() / "recent.json"


@dataclass(frozen=True)
class RecentGame:
    """One finished game as the list shows it, with the record it came from (replayed only when opened)."""

    record: dict[str, Any]
    game: str
    seed: int
    seats: tuple[str, ...]
    moves: int
    finished_at: float  # seconds since the epoch, for the list only; 0 when the file does not say
    # Who won and each seat's total, as the keeper saw the game end (records from before say nothing): for the
    # list only, never trusted for anything else (watching the game replays it through the rules).
    winners: tuple[str, ...] | None = None
    totals: tuple[int, ...] = ()

    @property
    def title(self) -> str:
        """The game's name in the player's language."""
        return _(games.GAMES[self.game].title)

    def summary(self) -> str:
        """ "Unbeetable, seed 77: Ann, Basil (computer, hard), 48 moves" """
        return n_(
            "{game}, seed {seed}: {seats}, {n} move", "{game}, seed {seed}: {seats}, {n} moves", self.moves
        ).format(game=self.title, seed=self.seed, seats=", ".join(self.seats), n=self.moves)

    def details(self) -> str:
        """ "Ann, Basil (computer, hard) · 48 moves · seed 77": who played, how long, which deal."""
        return n_(
            "{seats} \u00b7 {n} move \u00b7 seed {seed}", "{seats} \u00b7 {n} moves \u00b7 seed {seed}", self.moves
        ).format(seats=", ".join(self.seats), n=self.moves, seed=self.seed)

    def when(self) -> str:
        return store.SaveInfo(self.game, self.seats, None, self.moves, self.finished_at).when()

    def outcome(self) -> str:
        """ "Ann won, 23-17" or, alone, "won" / "lost"; "" when the record does not say."""
        if self.winners is None:
            return ""
        if len(self.seats) == 1:
            return _("won") if self.winners else _("lost")
        scores = "\u2013".join(str(total) for total in self.totals)
        won = n_("{names} won", "{names} won", len(self.winners)).format(names=join_words(list(self.winners)))
        return f"{won}, {scores}" if scores else won


def result_of(state: GameState) -> dict[str, list[int]]:
    """What the list says of a finished game: the winning seats and every seat's total."""
    return {"winners": list(state.winners()), "totals": [sheet.total for sheet in state.scores()]}


def _result(raw: Any, names: list[str]) -> tuple[tuple[str, ...] | None, tuple[int, ...]]:
    """The winners' names and the totals of a record's ``result``; a record without one (or with one that does not
    fit its seats) simply shows none, since it is only words in the list."""
    if not isinstance(raw, dict):
        return None, ()
    winners, totals = raw.get("winners"), raw.get("totals")
    if not isinstance(winners, list) or not isinstance(totals, list) or len(totals) != len(names):
        return None, ()
    if not all(type(v) is int for v in (*winners, *totals)) or not all(0 <= w < len(names) for w in winners):
        return None, ()
    return tuple(names[w] for w in winners), tuple(totals)


def _entry(raw: Any, i: int) -> RecentGame:
    """A record's header, checked enough to list it; the moves are checked by replaying when it is opened."""
    where = f"games[{i}]"
    if not isinstance(raw, dict):
        raise store.FileProblem(_("field '{field}' should be a mapping").format(field=where))
    game = raw.get("game")
    if not isinstance(game, str) or game not in games.GAMES:
        raise store.FileProblem(
            _("field '{field}': unknown game {game}").format(field=f"{where}.game", game=repr(str(game)[:24]))
        )
    seed = raw.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise store.FileProblem(_("field '{field}' should be a whole number").format(field=f"{where}.seed"))
    moves = raw.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise store.FileProblem(
            _("field '{field}' should list at most {n} moves").format(field=f"{where}.moves", n=MAX_MOVES)
        )
    seats_raw = raw.get("seats")
    if not isinstance(seats_raw, list) or not seats_raw:
        raise store.FileProblem(_("field '{field}' should list the players").format(field=f"{where}.seats"))
    try:
        seats = [Seat.from_dict(seat) for seat in seats_raw]
    except ValueError as exc:
        raise store.FileProblem(_("field '{field}': {problem}").format(field=f"{where}.seats", problem=exc)) from None
    problem = check_seats(games.GAMES[game], seats)  # the list shows the names: only names a table could show
    if problem:
        raise store.FileProblem(_("field '{field}': {problem}").format(field=f"{where}.seats", problem=problem))
    at = raw.get("finished_at")
    finished = float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) and 0 < at < 2**33 else 0.0
    winners, totals = _result(raw.get("result"), [seat.name for seat in seats])
    labels = tuple(seat.label() for seat in seats)
    return RecentGame(raw, game, seed, labels, len(moves), finished, winners, totals)


def parse_recent(raw: Any) -> list[RecentGame]:
    """The games a recent-games file lists (``FileProblem`` naming the field that is wrong)."""
    if not isinstance(raw, dict):
        raise store.FileProblem(_("the file is not a mapping"))
    version = raw.get("version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version > RECENT_VERSION:
        raise store.FileProblem(
            _("field 'version': {version} is newer than this app understands").format(version=repr(str(version)[:24]))
        )
    listed = raw.get("games", [])
    if not isinstance(listed, list):
        raise store.FileProblem(_("field 'games' should be a list"))
    if len(listed) > RECENT_LIMIT:
        raise store.FileProblem(
            _("field 'games' lists {n} games, more than the {limit} kept").format(n=len(listed), limit=RECENT_LIMIT)
        )
    return [_entry(game, i) for i, game in enumerate(listed)]


def load_recent(notices: list[str]) -> list[RecentGame]:
    """The recent games, oldest first; a broken file (or backup) is set aside with a notice and the list is empty."""
    files.sweep_temp_files(recent_path().parent)
    found = store.read_json_file(recent_path(), parse_recent, notices, limit=RECENT_FILE_LIMIT)
    return found if found is not None else []


RECENT_FAILED = N_("The recent games could not be saved ({error}).")


def _write(records: list[dict[str, Any]], notices: list[str]) -> bool:
    text = json.dumps({"version": RECENT_VERSION, "games": records})
    return store.write_or_say(recent_path(), text, RECENT_FAILED, notices)


def add_recent(record: dict[str, Any], notices: list[str], result: dict[str, list[int]] | None = None) -> bool:
    """Keep ``record`` (a finished session's ``to_record()``, with its ``result_of``) as the newest recent game,
    once: a game already listed (the same ``store.game_uid``) is not listed again. The oldest beyond
    ``RECENT_LIMIT`` drop off. Done under the file's lock, so a game another window finishes at the same moment is
    kept too. The time is for the list's "today 14:05" only, never for a decision."""
    uid = store.game_uid(record)
    try:
        with files.locked(store.lock_file(recent_path())):
            kept = [game.record for game in load_recent(notices)]
            if any(store.game_uid(listed) == uid for listed in kept):
                return True
            kept.append({**record, "finished_at": time.time(), **({"result": result} if result else {})})
            return _write(kept[-RECENT_LIMIT:], notices)
    except OSError as exc:
        notices.append(_(RECENT_FAILED).format(error=exc.strerror or exc))
        return False


def open_record(game: RecentGame, notices: list[str]) -> Replay | None:
    """The replay of a listed game, or None with a notice: a record that does not replay is taken off the list,
    and the file as it was is kept aside (renamed, never deleted) for a bug report. A broken data file of the
    game is the program's fault, not the record's: it is named and the list stays as it is."""
    broken = store.data_problem(game.game)
    if broken:
        notices.append(broken)
        return None
    try:
        return replay_of(game.record)
    except RecordError as exc:
        problem = str(exc)
    except Exception as exc:  # any content of a file may be hostile: a failure here must never crash the app
        problem = f"{type(exc).__name__}: {str(exc)[:160]}"
    notices.append(
        _("The recorded game ({game}) could not be replayed: {problem}.").format(game=game.summary(), problem=problem)
    )
    said = _("{file} held a game that could not be replayed").format(file=recent_path().name)
    try:
        with files.locked(store.lock_file(recent_path())):
            remaining = [g.record for g in load_recent([]) if g.record != game.record]
            files.keep_aside(recent_path(), said, notices)
            _write(remaining, notices)
    except OSError as exc:
        notices.append(_(RECENT_FAILED).format(error=exc.strerror or exc))
    return None
