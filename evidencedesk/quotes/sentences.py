"""Where sentences begin and end in a source, read in its original text.

The first matcher's sentence rules rest on this: an elision that skips a sentence end must resume at the
start of a sentence, two separately quoted passages may not come from one sentence with words silently
left out, and a line break in a quotation joins lines only where the source has a sentence boundary.
A full stop is often no sentence end (decimals, initials, abbreviations, citations), hence its own module.
"""

from __future__ import annotations

import re

import regex

from .chars import LIST_MARKER

_OPENERS = "\"'([{"
_CLOSERS = "\"')]}"
_SENTENCE_MARKS = ".!?"
_CJK_SENTENCE_MARKS = "\u3002\uff01\uff1f"
_ABBREVIATIONS = {
    "e.g",
    "i.e",
    "al",
    "dr",
    "mr",
    "mrs",
    "ms",
    "prof",
    "fig",
    "figs",
    "vs",
    "no",
    "approx",
    "cf",
    "st",
    "jr",
    "sr",
    "inc",
    "ltd",
    "co",
    "etc",
    "ca",
    "p",
    "pp",
    "vol",
    "eq",
    "ref",
}
_SENTENCE_BOUNDARY = re.compile("[.!?\u3002\uff01\uff1f]|\n[^\\S\n]*\n")


def _inside_brackets(text: str, i: int) -> bool:
    """Whether position ``i`` sits inside an open [...] or (...) on its line, as in a citation."""
    line = text[max(0, i - 299) : i]
    line = line[line.rfind("\n") + 1 :]
    if "[" not in line and "(" not in line:
        return False  # no bracket opens before it on its line (most of the time): nothing to count
    depth = {"[": 0, "(": 0}
    for j in range(i - 1, max(-1, i - 300), -1):
        ch = text[j]
        if ch == "\n":
            break
        if ch in "])":
            depth["[" if ch == "]" else "("] -= 1
        elif ch in "[(":
            depth[ch] += 1
            if depth[ch] > 0:
                return True
    return False


def is_sentence_end(text: str, i: int) -> bool:
    """Whether the mark at ``text[i]`` ends a sentence (not a decimal point, an initial or a citation)."""
    ch = text[i]
    if ch in _CJK_SENTENCE_MARKS:
        return True
    if ch not in _SENTENCE_MARKS:
        return False
    j = i + 1
    while j < len(text) and text[j] in _CLOSERS + "\u201d\u2019\u00bb":
        j += 1
    if j < len(text) and not text[j].isspace():
        return False
    if ch == ".":
        m = regex.search(r"([\p{L}.]+)$", text[max(0, i - 12) : i])
        word = m.group(1).lower() if m else ""
        if word in _ABBREVIATIONS or (len(word) == 1 and text[i - 1].isupper()):
            return False
    return not _inside_brackets(text, i)


def ends_sentence_at(text: str, end: int) -> bool:
    """Whether a sentence ends at original offset ``end`` (the matched text's last mark or right after)."""
    j = end
    while j > 0 and text[j - 1] in _CLOSERS + "\u201d\u2019\u00bb":
        j -= 1
    if j > 0 and (text[j - 1] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS) and is_sentence_end(text, j - 1):
        return True
    k = end
    while k < len(text) and text[k] in _CLOSERS + "\u201d\u2019\u00bb":
        k += 1
    if k < len(text) and text[k] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS and is_sentence_end(text, k):
        return True
    rest = text[k : k + 200]
    return not rest.strip() or bool(re.match(r"[^\S\n]*\n[^\S\n]*\n", rest))


def starts_sentence_at(text: str, start: int) -> bool:
    """Whether a sentence starts at original offset ``start`` (after a sentence end or a blank line)."""
    j = start
    while j > 0 and (text[j - 1].isspace() or text[j - 1] in _OPENERS + "\u201c\u2018\u00ab"):
        j -= 1
    if j == 0 or text[j:start].count("\n") >= 2:
        return True
    marker = LIST_MARKER.match(text, text.rfind("\n", 0, start) + 1)
    if marker and marker.end() == start:
        return True
    return text[j - 1] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS and is_sentence_end(text, j - 1)


def sentence_start(text: str, pos: int) -> int:
    """Original offset where the sentence holding ``pos`` begins (searched at most 3000 characters back)."""
    low = max(0, pos - 3000)
    for m in reversed(list(_SENTENCE_BOUNDARY.finditer(text, low, pos))):
        if m.group().startswith("\n") or is_sentence_end(text, m.start()):
            return m.end()
    return low
