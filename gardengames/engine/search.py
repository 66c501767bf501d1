"""What every game's computer players share: the checks on a request, and the budget of a search.

Pure Python like the rest of the kernel (bots run off the UI thread, in tests and in benches). A search is
measured in deals and positions judged, never in seconds, so the same view and random generator give the
same move on any machine; the rule for when to stop dealing lives here once.
"""

from __future__ import annotations

from collections.abc import Sequence

from gardengames.engine.state import Move


def check_request(level: str, levels: Sequence[str], legal: Sequence[Move]) -> None:
    """Raise ``ValueError`` for a level the game has no player for, or for nothing to choose from."""
    if level not in levels:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(levels)})")
    if not legal:
        raise ValueError("no legal moves to choose from")


def another_deal(deals: int, work: int, cap: int) -> bool:
    """Whether a search that has judged ``work`` positions in ``deals`` deals may deal once more: the first
    deal always, then one more only while a deal as big as the average so far keeps the work within ``cap``."""
    return not deals or work + work / deals <= cap
