"""Figures of the rules and the computer players, through the public API only: random playouts, one decision
of each bot level, autosave and resume against game length.

Every count is fixed (games are played until a fixed number of moves, positions come from seeded random
games), so two runs do the same work; the clock (``time.thread_time``) only measures.
"""

from __future__ import annotations

import random
import time
from typing import Any

from gardengames import games
from gardengames.bench.common import Goal, cpu_figure, figure, say
from gardengames.engine.state import Move

PLAYOUT_GOAL: Goal = (">=", 50_000, "moves/s")
RESUME_GOAL: Goal = ("<=", 30.0, "ms CPU")
RESUME_GOAL_FROM = 300  # moves: issue 13 sets the resume goal for a 300-move game
LENGTHS = (100, 200, 300)


def playout_configs(info: games.GameInfo) -> list[tuple[str, int, dict[str, Any]]]:
    """(label, players, options): the fewest and the most players; a solitaire game at its first and last level."""
    options = info.default_options()
    if info.solitaire and "level" in options:
        levels = next(o.choices for o in info.options if o.id == "level")
        return [(f"1p.level{lv}", 1, {**options, "level": lv}) for lv in (levels[0], levels[-1])]
    counts = sorted({info.min_players, info.max_players})
    return [(f"{n}p", n, options) for n in counts]


def playout_speed(info: games.GameInfo, players: int, options: dict[str, Any], moves: int) -> tuple[float, int, int]:
    """Moves per CPU second of ``legal_moves()`` + ``apply()`` over whole random games (seeds 0, 1, ...) until at
    least ``moves`` moves; the deal is not timed. One game first, untimed, to warm caches. Returns
    (moves/s, moves, games)."""

    def play(seed: int) -> tuple[int, float]:
        state = info.new_game(players, seed, options)
        rng = random.Random(seed)
        n = 0
        start = time.thread_time()
        while not state.is_over:
            state.apply(rng.choice(state.legal_moves()))
            n += 1
        return n, time.thread_time() - start

    play(10_000)
    total = spent = 0.0
    seed = 0
    while total < moves:
        n, cpu = play(seed)
        total += n
        spent += cpu
        seed += 1
    return total / spent, int(total), seed


def playouts(game_ids: list[str], quick: bool) -> list[dict[str, Any]]:
    out = []
    for game_id in game_ids:
        info = games.GAMES[game_id]
        for label, players, options in playout_configs(info):
            speed, moves, count = playout_speed(info, players, options, 300 if quick else 10_000)
            out.append(
                figure(
                    f"playout.{game_id}.{label}",
                    round(speed),
                    "moves/s",
                    PLAYOUT_GOAL,
                    moves=moves,
                    games=count,
                    api="legal_moves() + apply()",
                    clock="thread_time",
                )
            )
    say(f"playouts: {', '.join(game_ids)} done")
    return out


def sample_positions(info: games.GameInfo, players: int, count: int, first_seed: int = 100) -> list[Any]:
    """``count`` positions of seeded random games (a fifth, half and four fifths through each game) where the
    player to move has more than one legal move."""
    out: list[Any] = []
    seed = first_seed
    while len(out) < count:
        rng = random.Random(seed)
        state = info.new_game(players, seed, info.default_options())
        line: list[Move] = []
        while not state.is_over:
            line.append(rng.choice(state.legal_moves()))
            state.apply(line[-1])
        for fraction in (0.2, 0.5, 0.8):
            state = info.new_game(players, seed, info.default_options())
            at = int(len(line) * fraction)
            for move in line[:at]:
                state.apply(move)
            while not state.is_over and len(state.legal_moves()) < 2:
                state.apply(line[at])
                at += 1
            if not state.is_over and len(out) < count:
                out.append(state)
        seed += 1
    return out


def decisions(game_ids: list[str], quick: bool) -> list[dict[str, Any]]:
    """CPU time of one decision per level, as ``Session.computer_move`` asks it (the bot's view, the legal
    moves, a seeded RNG), at the most players, in the same sample of positions for every level."""
    out = []
    for game_id in game_ids:
        info = games.GAMES[game_id]
        if not info.bot_levels:
            continue
        players = info.max_players
        positions = sample_positions(info, players, 2 if quick else 21)
        for level in info.bot_levels:
            times = []
            for i, state in enumerate(positions):
                view, legal = state.view(state.current_player), state.legal_moves()
                rng = random.Random(f"bench:{i}")
                start = time.thread_time()
                info.bots.choose_move(view, legal, level, rng)
                times.append(time.thread_time() - start)
            out.append(
                cpu_figure(
                    f"decision.{game_id}.{level}.{players}p",
                    times,
                    positions="seeded random games, 1/5, 1/2 and 4/5 through",
                )
            )
        say(f"decisions: {info.title} done")
    return out


def saves(game_ids: list[str], quick: bool) -> list[dict[str, Any]]:
    """Autosave (``to_record`` + ``store.write_save``, as the keeper does after every move) and resume
    (``store.load_save``: read, replay, check) CPU time at 100, 200 and 300 moves and one move before the end
    of a seeded random game at the most players (the bench's own ``GARDENGAMES_HOME``)."""
    from gardengames import store
    from gardengames.bench.scenes import random_game, seats_for
    from gardengames.session import Session

    runs = 1 if quick else 5
    out = []
    for game_id in game_ids:
        info = games.GAMES[game_id]
        seats = seats_for(info)
        line = random_game(info, 5)
        lengths = [n for n in LENGTHS if n < len(line) - 1] + [len(line) - 1]
        for length in lengths[:1] if quick else lengths:
            session = Session(game_id, seats, 5, info.default_options())
            for move in line[:length]:
                session.apply(move)
            save_ms, resume_ms = [], []
            for _ in range(runs):
                start = time.thread_time()
                store.write_save(session.to_record())
                save_ms.append((time.thread_time() - start) * 1000)
                start = time.thread_time()
                resumed = store.load_save(game_id, [])
                resume_ms.append((time.thread_time() - start) * 1000)
                assert resumed is not None and len(resumed.moves) == length, "the bench's save did not resume"
            where = {"moves": length, "players": len(seats), "clock": "thread_time"}
            save = sorted(save_ms)[len(save_ms) // 2]
            out.append(figure(f"save.{game_id}.{length}_moves", round(save, 2), "ms CPU (median)", None, **where))
            resume = sorted(resume_ms)[len(resume_ms) // 2]
            goal = RESUME_GOAL if length >= RESUME_GOAL_FROM else None
            out.append(figure(f"resume.{game_id}.{length}_moves", round(resume, 2), "ms CPU (median)", goal, **where))
    say(f"saves: {', '.join(game_ids)} done")
    return out
