"""How the verifier reads characters: scripts written without spaces, digits, words, list markers.

Both matchers and the claim side must agree on what a word or a number is, or one of them would count
as whole what another cuts apart; so these classes and the small tests built on them live in one place.
"""

from __future__ import annotations

import re
import unicodedata

import regex

# Thai, Lao, Myanmar, Khmer, Japanese kana, Chinese characters and half-width katakana: scripts that
# put no spaces between words.
_UNSPACED = re.compile(
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u19e0-\u19ff\ua9e0-\ua9ff\uaa60-\uaa7f"
    "\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\U00020000-\U0002ffff]"
)
_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]")
# Marks that join the digits of one number: a decimal point or a group separator, in ASCII, in full
# width (which the fold leaves as written) and in Arabic.
NUMBER_PUNCTUATION = ".,\uff0e\uff0c\u066b\u066c"
DECIMAL_POINTS = ".\uff0e\u066b"  # these also start a number: ".5 mg"
_CIRCLED = "\u2460-\u2473\u24ea-\u24ff\u2776-\u2793"
ROMAN = r"(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"  # a lower-case roman numeral up to 399
# A list marker at the start of a line: a bullet or circled number (always a marker), or a label such as
# "1.", "b)", "iv." or "(ii)" (a marker only where the labels count up; see ``passages``).
LIST_MARKER = re.compile(
    rf"[ \t]*(?:(?P<bullet>[-*+\u2022\u2023\u25e6\u00b7]\s+|[{_CIRCLED}]\s*)"
    rf"|\(\s*(?P<paren>\d{{1,3}}|[a-z]|{ROMAN})\s*\)\s+|(?P<label>\d{{1,3}}|[a-z]|{ROMAN})[.)]\s+)"
)
# What a model adds after the words it quotes: a full stop, and in Chinese and Japanese a comma.
ADDED_STOPS = (".", "\u3002", "\uff0c", "\u3001")
PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n\s*")
WORD = regex.compile(r"[\p{L}\p{M}\p{N}]+(?:[.,'\-][\p{L}\p{M}\p{N}]+)*")
# The same words in ASCII text, where the letter and digit classes are plain ranges and no mark occurs:
# the standard engine reads a whole source's words about twice as fast. The quantifiers are possessive
# (a run of letters and digits never gives one back, since what may follow it is not one), which spares
# the engine its backtracking records: a tenth faster, the same words.
_ASCII_WORD = re.compile(r"[A-Za-z0-9]++(?:[.,'\-][A-Za-z0-9]++)*+")


def words_of(text: str) -> list[str]:
    """Every ``WORD`` of ``text``, in order (ASCII text, which Python recognises at no cost, by the
    narrower expression)."""
    return (_ASCII_WORD if text.isascii() else WORD).findall(text)


LETTERS = regex.compile(r"[\p{L}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)*")


def is_unspaced(ch: str) -> bool:
    return bool(_UNSPACED.match(ch))


def is_word_char(ch: str) -> bool:
    return ch.isalnum() or unicodedata.category(ch).startswith("M")


def is_digit(ch: str) -> bool:
    return "0" <= ch <= "9"


def continues_number(ch: str) -> bool:
    """Whether ``ch`` written against a digit makes it part of a longer number: another digit in any
    script, a superscript or subscript digit, a vulgar fraction ("10\u2076", "1\u00bd"). A circled list
    number is not, as in "\u246012\u6708"."""
    return ch.isnumeric() and not re.match(f"[{_CIRCLED}]", ch) and not unicodedata.category(ch) == "Lo"


def is_hangul(ch: str) -> bool:
    return bool(_HANGUL.match(ch))


def has_text(s: str) -> bool:
    return any(ch.isalnum() for ch in s)


def mostly_unspaced(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(map(is_unspaced, letters)) * 2 > len(letters)
