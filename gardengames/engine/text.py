"""Small wording helpers every game's log lines, prompts and labels share, so "1 coin" / "2 coins" and
"+3" / "−1" read the same in all four games."""

from __future__ import annotations

from collections.abc import Sequence

MINUS = "\u2212"  # a real minus sign: a hyphen looks too short next to digits


def plural(n: int, word: str, many: str = "") -> str:
    """``"1 coin"``, ``"2 coins"``; ``many`` for words that do not just add an s (``"1 berry"``, ``"berries"``)."""
    return f"{n} {word}" if abs(n) == 1 else f"{n} {many or word + 's'}"


def signed(n: int) -> str:
    """``"+3"``, ``"−2"`` (a minus sign) or ``"0"``: a change, not an amount."""
    if n > 0:
        return f"+{n}"
    return f"{MINUS}{-n}" if n < 0 else "0"


def join_words(words: Sequence[str], last: str = "and") -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"``."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of ``seat`` for a log line; a seat past the list (a test with few names) still reads well."""
    if seat is None:
        return "Nobody"
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
