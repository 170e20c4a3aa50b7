"""Finding the words a text puts between quotation marks.

The claim side uses it to find a claim's quotations, and the passage splitter to see that one quotation
holds several separately quoted pieces. The hard part is that the same characters serve as apostrophes.
It depends on nothing else in the verifier, which is what lets both of those use it.
"""

from __future__ import annotations

import re

from .chars import has_text, is_word_char

_PAIRS = {
    "\u201c": "\u201d",
    "\u201e": "\u201c\u201d",
    "\u00ab": "\u00bb",
    "\u00bb": "\u00ab",
    "\u2039": "\u203a",
    "\u300c": "\u300d",
    "\u300e": "\u300f",
    "\u2018": "\u2019",
    "\u201a": "\u2018\u2019",
    '"': '"',
    "'": "'",
    "\uff02": "\uff02",
    "\u301d": "\u301e\u301f",
}
_AMBIGUOUS = {"'", "\u2019", "\u2018"}  # also apostrophes, so they need context to count as quote marks


def _opens(text: str, i: int) -> bool:
    ch = text[i]
    nxt = text[i + 1] if i + 1 < len(text) else ""
    if not nxt:
        return False
    if ch in _AMBIGUOUS or ch == '"':
        if nxt.isspace():
            return False
        prev = text[i - 1] if i else ""
        return not prev or not is_word_char(prev)
    return True  # unambiguous marks open whatever follows (French puts a space after «)


def _closes(text: str, i: int) -> bool:
    ch = text[i]
    prev = text[i - 1] if i else ""
    if ch in _AMBIGUOUS or ch == '"':
        if not prev or prev.isspace():
            return False
        nxt = text[i + 1] if i + 1 < len(text) else ""
        return not nxt or not is_word_char(nxt)
    return True


def _possessive(text: str, i: int) -> bool:
    """A closing-looking apostrophe after an s and before a word, as in "students' scores"."""
    after_s = text[i - 1 : i] in ("s", "S")
    return text[i] in _AMBIGUOUS and after_s and bool(re.match(r" [a-z]", text[i + 1 : i + 3]))


def find_quotations(claim_text: str) -> list[tuple[int, int, str]]:
    """Spans (start, end, text) of what ``claim_text`` puts in quotation marks, inside the marks.

    Straight and curly quotes, low-9 quotes, guillemets either way round and CJK corner brackets are
    read; an apostrophe inside a word ("don't") or after a plural ("students' scores") is not a quote
    mark. Quotation marks nested inside a quotation belong to it and are not reported separately.
    """
    found = []
    i = 0
    n = len(claim_text)
    while i < n:
        ch = claim_text[i]
        if ch in _PAIRS and _opens(claim_text, i):
            closers = _PAIRS[ch]
            candidates = [j for j in range(i + 1, n) if claim_text[j] in closers and _closes(claim_text, j)]
            plain = [j for j in candidates if not _possessive(claim_text, j)]
            j = (plain or candidates or [None])[0]
            if j is not None and has_text(claim_text[i + 1 : j]):
                found.append((i + 1, j, claim_text[i + 1 : j]))
                i = j + 1
                continue
        i += 1
    return found
