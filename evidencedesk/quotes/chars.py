"""How the verifier reads characters: scripts written without spaces, digits, words, list markers.

Both matchers and the claim side must agree on what a word or a number is, or one of them would count
as whole what another cuts apart; so these classes and the small tests built on them live in one place.
"""

from __future__ import annotations

import re
import unicodedata

import regex

_UNSPACED = re.compile(
    "[\u0e00-\u0e7f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ffff]"
)
GROUP_SEPARATORS = "\u00a0\u2007\u2009\u202f"  # spaces that join the digit groups of one number
LIST_MARKER = re.compile(
    r"[ \t]*(?:[-*+\u2022\u2023\u25e6\u00b7]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+"
    r"|[\u2460-\u2473\u24ea-\u24ff\u2776-\u2793]\s*)"
)
PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n\s*")
WORD = regex.compile(r"[\p{L}\p{M}\p{N}]+(?:[.,'\-][\p{L}\p{M}\p{N}]+)*")
LETTERS = regex.compile(r"[\p{L}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)*")


def is_unspaced(ch: str) -> bool:
    return bool(_UNSPACED.match(ch))


def is_word_char(ch: str) -> bool:
    return ch.isalnum() or unicodedata.category(ch).startswith("M")


def is_digit(ch: str) -> bool:
    return "0" <= ch <= "9"


def has_text(s: str) -> bool:
    return any(ch.isalnum() for ch in s)


def mostly_unspaced(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(map(is_unspaced, letters)) * 2 > len(letters)
