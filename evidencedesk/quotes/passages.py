"""Splitting a quotation into passages, and each passage into the parts an elision separates.

A quotation is often several pieces put together: paragraphs, list items, separately quoted phrases, or
words on either side of "..." or "[...]". Each passage is looked for on its own, and the parts of one
passage in order, so the first matcher splits the quotation this way before searching the source.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .chars import LETTERS, LIST_MARKER, PARAGRAPH_BREAK, ROMAN, has_text
from .marks import find_quotations

_CONNECTIVES = {"and", "or", "then", "also", "und", "et", "y", "e", "en"}
_ELISION = re.compile(
    r"\s*(?:\[\s*(?:\.\s*){3,}\]|\[\s*\u2026\s*\]|\(\s*(?:\.\s*){3,}\)|\(\s*\u2026\s*\)"
    r"|\.{3,}|\u2026+|(?:\.\s){2}\.)\s*"
)


@dataclass(frozen=True)
class Passage:
    """Parts that must appear in this order, joined by elisions (one part when there is none)."""

    parts: tuple[str, ...]
    text: str


def _strip_span(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _unquoted(quote: str, start: int, end: int) -> tuple[int, int]:
    """A part of an elided passage without the quote marks around the whole of it, which are packaging
    (as in 'Revenue fell ... "Costs rose 30%"')."""
    inner = find_quotations(quote[start:end])
    if len(inner) == 1 and inner[0][:2] == (1, end - start - 1):
        return _strip_span(quote, start + 1, end - 1)
    return start, end


def elision_chain(quote: str, start: int, end: int) -> Passage | None:
    parts = []
    pos = start
    for m in _ELISION.finditer(quote, start, end):
        parts.append(_strip_span(quote, pos, m.start()))
        pos = m.end()
    parts.append(_strip_span(quote, pos, end))
    if len(parts) > 1:
        parts = [_unquoted(quote, a, b) for a, b in parts]
    kept = tuple(quote[a:b] for a, b in parts if b > a and has_text(quote[a:b]))
    if not kept:
        return None
    a, b = _strip_span(quote, start, end)
    return Passage(kept, quote[a:b])


def segments(quote: str) -> list[tuple[int, int]]:
    """Where the quotation itself separates passages: separate quote marks, paragraphs, list items."""
    a, b = _strip_span(quote, 0, len(quote))
    inner = find_quotations(quote[a:b])
    if len(inner) == 1 and inner[0][:2] == (1, b - a - 1):
        a, b = a + 1, b - 1  # the whole quotation sits in one pair of quote marks: unwrap it
    elif len(inner) >= 2 and _only_connectives(quote[a:b], inner):
        return [(a + s, a + e) for s, e, _ in inner]
    spans: list[tuple[int, int]] = []
    pos = a
    for m in list(PARAGRAPH_BREAK.finditer(quote, a, b)) + [None]:
        p_end = m.start() if m else b
        spans.extend(_list_items(quote, pos, p_end))
        if m:
            pos = m.end()
    return [s for s in spans if s[1] > s[0]]


def _only_connectives(text: str, inner: list[tuple[int, int, str]]) -> bool:
    """Whether the text around the quoted pieces only joins them ('"A" and "B"', '"A" ... "B"'), so the
    pieces are separate passages; otherwise the quote marks are part of one quoted sentence."""
    outside, pos = [], 0
    for start, end, _ in inner:
        outside.append(text[pos:start])
        pos = end
    outside.append(text[pos:])
    words = LETTERS.findall(" ".join(outside).lower())
    return all(w in _CONNECTIVES for w in words)


def _label_values(m: re.Match[str]) -> set[tuple[str, int]]:
    """What a list label may count as: (kind, value) for a number, a letter or a roman numeral ("i" is
    the ninth letter or one, "c" the third letter or a hundred)."""
    label = (m.group("paren") or m.group("label")).lower()
    shape = "(" if m.group("paren") else ""
    if label.isdigit():
        return {(shape + "number", int(label))}
    values = {(shape + "letter", ord(label) - ord("a"))} if len(label) == 1 else set()
    roman = _roman(label)
    if roman:
        values.add((shape + "roman", roman))
    return values


def _roman(label: str) -> int:
    """The value of a lower-case roman numeral written the usual way, or 0."""
    if not re.fullmatch(ROMAN, label):
        return 0
    digits = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
    total = 0
    for i, ch in enumerate(label):
        value = digits[ch]
        total += -value if digits.get(label[i + 1 : i + 2], 0) > value else value
    return total


def _counts_up(labels: list[re.Match[str]]) -> bool:
    """Whether two or more labels count up in one kind (1, 2, 4 / a, b / (i), (ii)), as a list does; a
    lone "54." at the start of a line is a wrapped sentence going on with a figure."""
    if len(labels) < 2:
        return False
    options = [_label_values(m) for m in labels]
    for kind, first in options[0]:
        previous, ok = first, True
        for values in options[1:]:
            later = [v for k, v in values if k == kind and v > previous]
            if not later:
                ok = False
                break
            previous = min(later)
        if ok:
            return True
    return False


def _list_items(quote: str, start: int, end: int) -> list[tuple[int, int]]:
    """The items of a list written in the quotation, or the whole span when it is not one.

    A bullet or a circled number marks an item wherever it stands; labels such as "1." or "(b)" do when
    they count up. A line without a marker goes on with the item above it (a wrapped item).
    """
    lines = []
    pos = start
    while pos <= end:
        nl = quote.find("\n", pos, end)
        line_end = end if nl < 0 else nl
        lines.append((pos, line_end))
        if nl < 0:
            break
        pos = nl + 1
    markers = [LIST_MARKER.match(quote, s, e) for s, e in lines]
    labels = [m for m in markers if m and not m.group("bullet")]
    counted = _counts_up(labels)
    markers = [m if m and (m.group("bullet") or counted) else None for m in markers]
    if not any(markers):
        return [_strip_span(quote, start, end)]
    items: list[tuple[int, int]] = []
    for (s, e), m in zip(lines, markers, strict=True):
        if m or not items:
            items.append(_strip_span(quote, m.end() if m else s, e))
        else:
            items[-1] = _strip_span(quote, items[-1][0], e)
    return items
