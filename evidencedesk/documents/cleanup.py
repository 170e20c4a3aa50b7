"""Typesetting left in extracted text: ligature glyphs, soft hyphens, words hyphenated at a line end.

Applied before any offset is taken, so the text a review points into is the cleaned text the page shows.
A quotation typed from the printed page ("efficient", "information") then matches the source, which it
would not against "eﬃcient" or "infor-\\nmation".
"""

from __future__ import annotations

import regex

from ..text.fold import LIGATURES

_LIGATURE_TABLE = str.maketrans({**LIGATURES, "\u00ad": None})  # U+00AD soft hyphen: never printed
# A lower-case word part, a hyphen at the end of the line, and the word going on in lower case on the
# next line: most often a typesetter's break. A compound broken at its own hyphen ("well-\nknown") loses
# the hyphen too; that is the rarer case, and the words still match.
_LINE_END_HYPHEN = regex.compile(r"(?<=\p{Ll})[-\u2010]\n[ \t]*(?=\p{Ll})")


def expand_ligatures(text: str) -> str:
    """Ligature glyphs spelt out and soft hyphens dropped (ASCII text, known at no cost, has neither)."""
    return text if text.isascii() else text.translate(_LIGATURE_TABLE)


def join_hyphenated(text: str) -> str:
    """Words broken across a line end with a hyphen joined again ("infor-\\nmation" -> "information")."""
    return _LINE_END_HYPHEN.sub("", text)


def clean_extracted(text: str) -> str:
    """Everything above, for text extracted from a laid-out page (PDF)."""
    return join_hyphenated(expand_ligatures(text))
