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


def capital(text: str) -> str:
    """A log line starts with a capital even when it starts with a name that does not ("the Rescue Helicopter")."""
    return text[:1].upper() + text[1:]


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of ``seat`` for a log line; a seat past the list (a test with few names) still reads well."""
    if seat is None:
        return "Nobody"
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def imperative(predicate: str) -> str:
    """``"builds the First card here"`` -> ``"Build the First card here"``: a move describes itself once, as what
    a player does (third person, present tense, no subject); hints and the move picker say it as an order."""
    verb, space, rest = predicate.partition(" ")
    if not verb[:1].islower():
        return predicate  # a whole sentence already (or a name first): nothing to turn round
    if verb.endswith("ies") and len(verb) > 4:
        verb = verb[:-3] + "y"  # carries -> carry
    elif verb.endswith(("sses", "shes", "ches", "xes", "zzes", "oes")):
        verb = verb[:-2]  # passes -> pass, reaches -> reach, goes -> go
    elif verb.endswith("s") and not verb.endswith("ss"):
        verb = verb[:-1]  # builds -> build, chooses -> choose
    # Said to the player, "their own garden" is "your own garden".
    rest = " ".join({"their": "your", "themselves": "yourself"}.get(word, word) for word in rest.split(" "))
    return verb[:1].upper() + verb[1:] + space + rest


def sentence(subject: str, predicate: str) -> str:
    """``"Ann"`` + ``"builds the First card"``: a log line always says who; a text that is a sentence already
    (it starts with a capital) is kept as it is."""
    if predicate[:1].islower():
        return f"{subject} {predicate}"
    return predicate
