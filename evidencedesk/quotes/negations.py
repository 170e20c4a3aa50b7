"""What negates, in the languages the verifier knows, and the elision rule that needs it.

Leaving out a "not" reverses what a quotation says while every word that remains still matches the
source. So the first matcher refuses an elision that hides a negation, or that hides text in a script
whose negations these lists do not cover; the second matcher counts the same negations among the tokens
a near-verbatim quotation must keep exactly.
"""

from __future__ import annotations

import re
import unicodedata

from ..text.lexicon.negation import MARKERS as NEGATION_MARKERS
from ..text.lexicon.negation import NEAR_WORDS
from ..text.lexicon.negation import WORDS as _WORDS
from .chars import LETTERS

# What an elision may not leave out and a near-verbatim quotation must keep: negations and near-negations.
NEGATION_WORDS = _WORDS | NEAR_WORDS
# "No." before a number is the abbreviation of "number" ("item no. 5"), not a negation.
_NUMBER_ABBREVIATION = re.compile(r"\.\s?\d")

# Scripts whose negations the lists above cover; an elision over any other script is refused.
COVERED_SCRIPTS = frozenset(
    {
        "LATIN",
        "GREEK",
        "CYRILLIC",
        "ARABIC",
        "HEBREW",
        "DEVANAGARI",
        "BENGALI",
        "CJK",
        "HIRAGANA",
        "KATAKANA",
        "HANGUL",
        "THAI",
        "FULLWIDTH",
        "HALFWIDTH",
    }
)


def _script(ch: str) -> str:
    return unicodedata.name(ch, "UNKNOWN").split(" ", 1)[0].split("-", 1)[0]


def gap_problem(text: str, start: int, end: int) -> str | None:
    """Why an elision may not leave out ``text[start:end]``: a negation, or a script whose negations are
    unknown. The text around the gap is read too, for the number after an abbreviated "no."."""
    gap = text[start:end]
    for ch in "" if gap.isascii() else gap:
        if ch.isalpha() and _script(ch) not in COVERED_SCRIPTS:
            return (
                f"the elision leaves out {_script(ch).title()} text, where this tool cannot tell "
                "whether a negation was dropped"
            )
    lowered = gap.lower()
    # a word negates only if it is listed or holds an "n'": most gaps have none, and are read at once
    may_negate = "n'" in lowered or "n\u2019" in lowered or not NEGATION_WORDS.isdisjoint(LETTERS.findall(lowered))
    for m in LETTERS.finditer(lowered) if may_negate else ():
        word = m.group()
        if word == "no" and _NUMBER_ABBREVIATION.match(lowered[m.end() :] + text[end : end + 3]):
            continue
        if word in NEGATION_WORDS or word.endswith(("n't", "n\u2019t")) or word.startswith(("n'", "n\u2019")):
            return f"the elision leaves out the negation \u201c{word}\u201d"
    for marker in NEGATION_MARKERS:
        if marker in lowered:
            return f"the elision leaves out the negation \u201c{marker.strip()}\u201d"
    return None
