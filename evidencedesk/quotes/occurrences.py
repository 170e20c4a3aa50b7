"""The first matcher's search: where one part of a quotation occurs in the source, as whole words.

Folding forgives what a faithful quotation may change (spacing, quote marks, dashes, case, accents); the
rules here keep it from forgiving what changes the meaning, so "5%" is not found in "25%", "19" not in
"COVID-19" and "200" not in "1 200". In scripts written without spaces a match may begin or end inside a
word, but a number still stays whole.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..text.fold import fold
from .chars import GROUP_SEPARATORS, is_digit, is_unspaced, is_word_char
from .source import Source

MAX_OCCURRENCES = 200  # occurrences of one part considered when placing elisions and passages
_SIGNS = "-+"


def _part_pattern(folded: str) -> str:
    """A regular expression for a folded part, tolerant only where the rules say a difference is none.

    A hyphen between two letters may be missing from the source (a word the cleaner joined at a line
    end) or followed by a wrap; a hyphen between digits may be followed by a wrap; two characters of an
    unspaced script may have a wrap between them in the source.
    """
    out = []
    n = len(folded)
    i = 0
    while i < n:
        ch = folded[i]
        prev = folded[i - 1] if i else ""
        nxt = folded[i + 1] if i + 1 < n else ""
        if ch == "-" and prev.isalpha() and (nxt.isalpha() or (nxt == " " and folded[i + 2 : i + 3].isalpha())):
            out.append("(?:- ?)?")
            i += 2 if nxt == " " else 1
            continue
        if ch == "-" and is_digit(prev) and is_digit(nxt):
            out.append("- ?")
        else:
            out.append(re.escape(ch))
            if nxt and is_unspaced(ch) and is_unspaced(nxt):
                out.append(" ?")
        i += 1
    return "".join(out)


def _left_whole(src: Source, s: int) -> bool:
    """Whether a match starting at folded offset ``s`` starts a whole word or number."""
    f = src.strict.text
    if s == 0:
        return True
    inside, outside = f[s], f[s - 1]
    starts_number = is_digit(inside) or (inside in ".," and is_digit(f[s + 1 : s + 2]))
    if starts_number:
        if is_digit(outside) or outside in _SIGNS:
            return False
        if outside in ".," and s >= 2 and is_digit(f[s - 2]):
            return False
        if outside.isalpha() and not is_unspaced(outside):
            return False
        if outside == " " and s >= 2:
            gap = src.strict.original_text(s - 1, s)
            if is_digit(f[s - 2]) and gap in GROUP_SEPARATORS:
                return False  # "200" inside "1 200" written with a thin space
            if f[s - 2] == "-" and s >= 3 and is_digit(f[s - 3]) and "\n" in gap:
                return False  # the end of a range broken across lines: "aged 18-\n65 years"
        return True
    if is_word_char(inside) and not is_unspaced(inside):
        return not (is_word_char(outside) and not is_unspaced(outside))
    return True


def _right_whole(src: Source, e: int) -> bool:
    """Whether a match ending at folded offset ``e`` ends a whole word or number."""
    f = src.strict.text
    if e >= len(f):
        return True
    inside, outside = f[e - 1], f[e]
    if is_digit(inside):
        if is_digit(outside) or (outside.isalpha() and not is_unspaced(outside)):
            return False
        if outside in ".," and is_digit(f[e + 1 : e + 2]):
            return False
        separator = src.strict.original_text(e, e + 1)
        if outside == " " and is_digit(f[e + 1 : e + 2]) and separator in GROUP_SEPARATORS:
            return False
        return True
    if is_word_char(inside) and not is_unspaced(inside):
        return not (is_word_char(outside) and not is_unspaced(outside))
    return True


@lru_cache(maxsize=256)
def _compiled(folded: str) -> re.Pattern[str]:
    return re.compile(_part_pattern(folded))


def occurrences(src: Source, part: str) -> list[tuple[int, int]]:
    """Folded spans of the source where ``part`` occurs as whole words and numbers.

    A full stop ending the part is optional: models add one when they quote the start of a sentence.
    """
    folded = fold(part, markdown=True).text.strip()
    variants = [folded]
    if folded[-1:] in (".", "\u3002") and not folded.endswith(".."):
        variants.append(folded[:-1].rstrip())
    for variant in variants:
        if not variant:
            continue
        pattern = _compiled(variant)
        found: list[tuple[int, int]] = []
        pos = 0
        text = src.strict.text
        while len(found) < MAX_OCCURRENCES:
            m = pattern.search(text, pos)
            if not m:
                break
            if m.end() > m.start() and _left_whole(src, m.start()) and _right_whole(src, m.end()):
                found.append(m.span())
            pos = m.start() + 1
        if found:
            return found
    return []
