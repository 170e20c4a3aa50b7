"""Words as the engine compares them: Unicode-aware, offset-keeping, case-folded and lightly stemmed.

A token never carries punctuation: "students." at the end of a claim is the token ``students``, which
is what a passage has mid-sentence. Stems are deliberately light (plural, -ed, -ing, final -e) so that
"improved", "improves" and "improve" meet, without the over-reach of an aggressive stemmer that would
make "university" meet "universe".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import regex

# The characters that join the digit groups of one number ("1,200", "1 200" with a no-break, figure, thin
# or narrow no-break space). One list for the tokens, the figures and the quotation verifier.
GROUP_SPACES = "\u00a0\u2007\u2009\u202f"
GROUP_SEPARATORS = "," + GROUP_SPACES
_UNGROUP = str.maketrans("", "", GROUP_SEPARATORS)

# A word: letters (with marks) joined by apostrophes or hyphens; a dotted abbreviation ("U.K."); a number
# with its decimal point and digit-group separators; or a single CJK character (those scripts put no
# spaces between words).
TOKEN_RE = regex.compile(
    r"""
    (?P<cjk>[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}])
    | (?P<abbr>(?:\p{Lu}\.){2,})
    | (?P<num>[-+−]?(?:\d[\d,\u00a0\u2007\u2009\u202f]*\d|\d)(?:\.\d+)?%?|\.\d+%?)
    | (?P<word>[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*)
    """,
    regex.VERBOSE,
)
APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "−": "-"})


@dataclass(frozen=True, slots=True)
class Token:
    text: str  # as written
    norm: str  # case-folded, apostrophes unified, number separators removed
    stem: str
    start: int
    end: int

    @property
    def is_number(self) -> bool:
        return self.norm.lstrip("+-.")[:1].isdigit()


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English stem: plural, possessive, -ed, -ing, final -e, doubled final consonant."""
    w = word
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) <= 3 or not w.isalpha():
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if w.endswith("ing") and len(w) > 5:
        w = w[:-3]
    elif w.endswith("ed") and len(w) > 4:
        w = w[:-2]
    if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "lsz":
        w = w[:-1]
    if w.endswith("e") and len(w) > 4:
        w = w[:-1]
    return w


def normalise(text: str) -> str:
    n = text.casefold().translate(APOSTROPHES)
    if n[:1].isdigit() or n[:1] in "+-.":
        n = n.translate(_UNGROUP)
    return n


def tokenize(text: str, offset: int = 0) -> list[Token]:
    """Every token of ``text`` with offsets (plus ``offset``) into the original string."""
    out = []
    for m in TOKEN_RE.finditer(text):
        raw = m.group()
        norm = normalise(raw)
        out.append(Token(raw, norm, stem(norm), m.start() + offset, m.end() + offset))
    return out


def words(text: str) -> list[str]:
    """Case-folded word forms, for quick counts; no offsets."""
    return [normalise(m.group()) for m in TOKEN_RE.finditer(text)]
