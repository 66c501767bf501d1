"""Small wording helpers every game's log lines, prompts and labels share, so "1 coin" / "2 coins" and
"+3" / "−1" read the same in all four games."""

from __future__ import annotations

from collections.abc import Sequence

from gardengames.i18n import PSEUDO_OPEN, _, language

MINUS = "\u2212"  # a real minus sign: a hyphen looks too short next to digits


def signed(n: int) -> str:
    """``"+3"``, ``"−2"`` (a minus sign) or ``"0"``: a change, not an amount."""
    if n > 0:
        return f"+{n}"
    return f"{MINUS}{-n}" if n < 0 else "0"


def join_words(words: Sequence[str], last: str = "") -> str:
    """``"a"``, ``"a and b"``, ``"a, b and c"`` (``last`` is the word before the final item, translated by the
    caller, such as ``_("or")``; "and" in the player's language by default)."""
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    last = last or _("and")
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def capital(text: str) -> str:
    """A log line starts with a capital even when it starts with a name that does not ("the Rescue Helicopter")."""
    lead = len(text) - len(text.lstrip(PSEUDO_OPEN))  # past the pseudo-language's brackets
    return text[: lead + 1].upper() + text[lead + 1 :]


def seat_name(names: Sequence[str], seat: int | None) -> str:
    """The name of ``seat`` for a log line; a seat past the list (a test with few names) still reads well."""
    if seat is None:
        return _("Nobody")
    return names[seat] if 0 <= seat < len(names) else _("Player {n}").format(n=seat + 1)


def imperative(predicate: str) -> str:
    """``"builds the First card here"`` -> ``"Build the First card here"``: a move describes itself once, as what
    a player does (third person, present tense, no subject); hints and the move picker say it as an order,
    by the grammar of the player's language."""
    if language() == "nl":
        return imperative_nl(predicate)
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
    (it starts with a capital) is kept as it is. The pseudo-language's bracket is looked past, so its log lines
    keep their subjects as every language's do."""
    if predicate.lstrip(PSEUDO_OPEN)[:1].islower():
        return f"{subject} {predicate}"
    return predicate


# Dutch verbs whose stem (the order form) is not the third person minus its final t: irregular ones, and
# stems that end in t themselves ("hij plant" -> "plant!", "hij zet" -> "zet!").
NL_ORDERS = {"gaat": "ga", "staat": "sta", "slaat": "sla", "doet": "doe", "ziet": "zie", "heeft": "heb", "is": "wees"}
NL_T_STEMS = frozenset(
    [
        "plant",
        "zet",
        "oogst",
        "wacht",
        "laat",
        "eet",
        "giet",
        "sluit",
        "bemest",
        "schiet",
        "start",
        "rust",
        "test",
        "zit",
        "moet",
        "weet",
        "meet",
        "bijt",
        "praat",
        "verplant",
        "bezet",
        "verlaat",
        "omzet",
        "spit",
        "spuit",
    ]
)


def imperative_nl(predicate: str) -> str:
    """``"plant een wortel"`` -> ``"Plant een wortel"``, ``"speelt een kaart"`` -> ``"Speel een kaart"``: Dutch
    orders use the verb's stem, which is the third person without its t (unless the stem ends in t), and
    "hun/zijn/haar eigen" said to the player is "je eigen"."""
    verb, space, rest = predicate.partition(" ")
    if not verb[:1].islower():
        return predicate
    if verb in NL_ORDERS:
        verb = NL_ORDERS[verb]
    elif verb.endswith("t") and verb not in NL_T_STEMS:
        verb = verb[:-1]  # speelt -> speel, vindt -> vind, kiest -> kies
    words = rest.split(" ")
    swap = {"zichzelf": "jezelf", "zich": "je"}
    for i, word in enumerate(words):
        if word in ("hun", "zijn", "haar") and i + 1 < len(words) and words[i + 1].startswith("eigen"):
            words[i] = "je"
        else:
            words[i] = swap.get(word, word)
    return verb[:1].upper() + verb[1:] + space + " ".join(words)
