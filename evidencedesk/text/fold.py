"""Offset-preserving folding: compare texts without their typographic noise, highlight in the original.

Two texts that say the same thing often differ in ways no reader would call a difference: curly or
straight quote marks, an en dash for a hyphen, a line break for a space, a capital at the start of a
quoted fragment, a full-width digit typed on a Chinese keyboard, an accent stored as a separate
combining character by macOS tools. :func:`fold` removes exactly those differences and keeps, for every
character of the folded string, the range of the original text it came from, so that a match found in
folded text can be shown where it really is.

The default fold is deliberately narrow: anything it does not list is left alone, so two strings that
differ only in, say, how a Devanagari letter is encoded stay different. ``loose=True`` adds the wider
clean-up wanted by a fuzzy comparison (ligatures, escapes, invisible characters, joined hyphenation),
and ``markdown=True`` drops bold markers, which are formatting rather than text.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_right
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

Span = tuple[int, int]

_DOUBLE_QUOTES = (
    "\u201c\u201d\u201e\u201f\u00ab\u00bb\u300c\u300d\u300e\u300f\u2033\u301d\u301e\u301f\uff02\ufe41\ufe42"
)
_SINGLE_QUOTES = "\u2018\u2019\u201a\u201b\u2039\u203a\u2032\uff07"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d"
# What a folded "-" stood for decides whether it belongs to the number after it. Hyphens and minus signs
# always do (a sign, a range, a compound such as COVID-19); the en dash and the figure dash are ranges
# between digits and minus signs after a space, but punctuation when glued to a word; the em dash, the
# horizontal bar and their kin are punctuation unless a digit stands before them (a range).
HYPHENS = "-\u2010\u2011"
_MINUS_SIGNS = HYPHENS + "\u2212\ufe63\uff0d"
_RANGE_DASHES = "\u2012\u2013"

# One character in, one character out: applied with str.translate, so the offsets do not move.
_STRICT_TABLE: dict[int, str] = {
    **{ord(c): '"' for c in _DOUBLE_QUOTES},
    **{ord(c): "'" for c in _SINGLE_QUOTES},
    **{ord(c): "-" for c in _DASHES},
    0xFF03: "#",
    **{cp: chr(cp - 0xFEE0) for cp in range(0xFF10, 0xFF1A)},  # full-width digits
    **{cp: chr(cp - 0xFEE0) for cp in range(0xFF21, 0xFF3B)},  # full-width capitals
    **{cp: chr(cp - 0xFEE0) for cp in range(0xFF41, 0xFF5B)},  # full-width small letters
}
_LOOSE_TABLE: dict[int, str] = {
    **{cp: chr(cp - 0xFEE0) for cp in range(0xFF01, 0xFF5F)},  # every full-width ASCII form
    **_STRICT_TABLE,
    0x017F: "s",  # long s
}

# The Alphabetic Presentation Forms ligatures that PDF fonts use for Latin text, and what they spell.
LIGATURES = {
    "\ufb00": "ff",
    "\ufb01": "fi",
    "\ufb02": "fl",
    "\ufb03": "ffi",
    "\ufb04": "ffl",
    "\ufb05": "st",
    "\ufb06": "st",
}
_JSON_ESCAPES = {"n": " ", "r": " ", "t": " ", '"': '"', "\\": "\\", "/": "/"}
_INVISIBLE = "\u00ad\u200b\u200c\u200d\u2060\ufeff"
_COMBINING = "\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
_COMPOSABLE_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC", "HANGUL")

# The places where folding is not one-to-one; everything between them is copied (and lower-cased) as is.
# Each part is (name, the characters it can start with, as a class body; the rest of it, after a
# lookbehind that says which first character was read). No two parts start with the same character.
_STRICT_PARTS = [
    ("space", r"\s", r"(?<= )\s+|(?<=[^\S ])\s*"),  # two or more spaces, or one other blank, and the run
    ("accent", _COMBINING, rf"(?<=[{_COMBINING}])[{_COMBINING}]*"),  # the letter they sit on is taken in by fold()
    ("jamo", r"\u1100-\u115f", r"(?<=[\u1100-\u115f])[\u1160-\u11a7]+[\u11a8-\u11ff]*"),
    ("dotted", r"\u0130", r"(?<=\u0130)"),
]
_MARKDOWN_PART = ("bold", r"*_", r"(?<=\*)\*|(?<=_)_")
_LOOSE_PARTS = [
    ("hyphen", r"\-", r"(?<=[^\W\d_]-)(?:[^\S\n]*\n\s*)?(?=[^\W\d_])"),
    ("escape", r"\\", r"(?<=\\)(?:u[0-9a-fA-F]{4}|[nrt\"\\/])"),
    ("invisible", _INVISIBLE, rf"(?<=[{_INVISIBLE}])[{_INVISIBLE}]*"),
    ("ligature", "".join(LIGATURES), rf"(?<=[{''.join(LIGATURES)}])"),
]


def dash_binds_number(text: str, i: int) -> bool:
    """Whether the dash at ``text[i]``, which :func:`fold` writes as ``-``, belongs to the number after it.

    So "12%" is not found in "-12%" (a sign) nor "65" in "18\u201365" (a range), while "42 patients" is
    found in "cohort\u201442 patients", where the em dash is punctuation folded to the same ``-``.
    """
    ch = text[i]
    before = text[i - 1] if i else ""
    if ch in _MINUS_SIGNS or before.isdigit():
        return True
    if ch in _RANGE_DASHES:
        return not before.isalpha()
    return False


def _pattern(loose: bool, markdown: bool) -> re.Pattern[str]:
    """One pattern for the parts, shaped as a leading character class and then, per part, the rest of it
    closed by an empty group named after the part (the match's ``lastgroup``).

    A pattern that starts with a class lets the regex engine skip the plain text between matches in its
    own scan, instead of trying every part at every character: folding a long source is several times
    faster. The first characters of the parts never overlap, so the part that matches is the one an
    alternation of the whole parts would find."""
    parts = (_LOOSE_PARTS if loose else []) + _STRICT_PARTS + ([_MARKDOWN_PART] if markdown else [])
    first = "".join(start for _, start, _ in parts)
    rest = "|".join(f"(?:{tail})(?P<{name}>)" for name, _, tail in parts)
    return re.compile(f"[{first}](?:{rest})", re.DOTALL)


class _Patterns(dict[tuple[bool, bool], re.Pattern[str]]):
    """(loose, markdown) -> the pattern, compiled the first time a fold asks for it: compiling the four
    took 5 to 9 ms of every start-up, and a check of a draft without quotations folds nothing."""

    def __missing__(self, key: tuple[bool, bool]) -> re.Pattern[str]:
        found = self[key] = _pattern(*key)
        return found


_PATTERNS = _Patterns()

# In ASCII text only whitespace runs and bold markers (and, folding loosely, hyphens and escapes) can
# match a part: they are found with array operations instead of a pattern that stops at every space of
# the text (most of the cost of folding a long source); below this length the pattern is as fast
ARRAY_SCAN_CHARS = 2_000
_ASCII_SPACE = np.array([chr(c).isspace() for c in range(128)])
_ASCII_LETTER = np.array([chr(c).isalpha() for c in range(128)])
_SPACE, _STAR, _UNDERSCORE, _HYPHEN, _BACKSLASH = map(ord, " *_-\\")
_ESCAPED = frozenset('nrt"\\/')
_HEX = frozenset("0123456789abcdefABCDEF")


def _runs(flags: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The starts and ends of the runs of True in ``flags``."""
    edges = np.flatnonzero(np.diff(np.concatenate(([0], flags.view(np.int8), [0]))))
    return edges[0::2], edges[1::2]


def _ascii_parts(text: str, loose: bool, markdown: bool) -> list[tuple[int, int, str]]:
    """The matches the pattern finds in ASCII ``text``, as (start, end, part), in order.

    Each part is read where it can start, as the pattern reads it there: a run of whitespace but a lone
    space; with ``markdown`` each pair of ``*`` or ``_`` from the left of a run of them; with ``loose`` a
    hyphen between letters, or before a line break and a letter (with the whitespace after it), and a
    JSON escape. The pattern takes the first match and goes on after it, so a part that starts inside
    one taken before is passed over."""
    if not loose and "  " not in text and not (markdown and ("*" in text or "_" in text)):
        if not any(blank in text for blank in _OTHER_BLANKS):
            return _line_breaks(text)
    codes = np.frombuffer(text.encode("ascii"), np.uint8)
    space = _ASCII_SPACE[codes]
    starts, ends = _runs(space)
    keep = (ends - starts >= 2) | (codes[starts] != _SPACE)
    found = [(a, b, "space") for a, b in zip(starts[keep].tolist(), ends[keep].tolist(), strict=True)]
    spaces = len(found)
    if markdown:
        for mark, char in ((_STAR, "*"), (_UNDERSCORE, "_")):
            if char not in text:  # most sources have no bold at all: no array to scan for it
                continue
            runs_of_mark = _runs(codes == mark)
            for a, b in zip(*(edge.tolist() for edge in runs_of_mark), strict=True):
                found.extend((at, at + 2, "bold") for at in range(a, b - 1, 2))
    if loose:
        n = len(text)
        for a in np.flatnonzero(codes == _HYPHEN).tolist():
            if not a or not _ASCII_LETTER[codes[a - 1]] or a + 1 == n:
                continue
            if _ASCII_LETTER[codes[a + 1]]:
                found.append((a, a + 1, "hyphen"))
            elif space[a + 1]:
                end = int(ends[np.searchsorted(starts, a + 1)])  # the end of the run after the hyphen
                if end < n and _ASCII_LETTER[codes[end]] and "\n" in text[a + 1 : end]:
                    found.append((a, end, "hyphen"))
        for a in np.flatnonzero(codes == _BACKSLASH).tolist():
            after = text[a + 1 : a + 6]
            if after[:1] == "u" and len(after) == 5 and all(c in _HEX for c in after[1:]):
                found.append((a, a + 6, "escape"))
            elif after[:1] and after[0] in _ESCAPED:
                found.append((a, a + 2, "escape"))
    if len(found) == spaces:  # runs of whitespace alone: already in order, and none overlaps another
        return found
    found.sort()
    taken: list[tuple[int, int, str]] = []
    for match in found:
        if not taken or match[0] >= taken[-1][1]:
            taken.append(match)
    return taken


_OTHER_BLANKS = "\t\x0b\x0c\r\x1c\x1d\x1e\x1f"  # the ASCII whitespace but the space and the line break


def _line_breaks(text: str) -> list[tuple[int, int, str]]:
    """``_ascii_parts`` of a strict fold of ASCII text whose only blanks are single spaces and line
    breaks (most prose): its parts are the runs of blanks that hold a line break, each with the space
    before it, found by ``str.find`` (a few per paragraph) rather than by array operations over every
    character, whose fixed costs were most of folding a source of a few kilobytes."""
    found: list[tuple[int, int, str]] = []
    size = len(text)
    at = text.find("\n")
    while at >= 0:
        # no two spaces stand together, and a line break before this one ended a run already
        start = at - 1 if at and text[at - 1] == " " else at
        end = at + 1
        while end < size and text[end] in " \n":
            end += 1
        found.append((start, end, "space"))
        at = text.find("\n", end)
    return found


@dataclass(frozen=True)
class Folded:
    """A folded string and, for each of its characters, the original range it stands for.

    The map is kept as segments, not one entry per character, so that folding a long source stays
    cheap: a copied segment maps character for character (shifted by a constant), while each
    character of a replaced segment (a run of whitespace, a composed accent, an expanded ligature)
    stands for the whole original range it replaced. The segments are held in flat arrays of machine
    integers (a review keeps the folds of every source, 20 MB of them with 90,000 segments).
    """

    text: str
    original: str
    segment_starts: array  # folded offset where each segment begins, ascending
    segments: array  # per segment: original start, original end, and 1 if copied one to one (else 0)

    def origin(self, i: int) -> Span:
        """The original range behind the folded character ``text[i]``."""
        if not 0 <= i < len(self.text):
            raise IndexError(f"folded offset {i} outside 0:{len(self.text)}")
        k = bisect_right(self.segment_starts, i) - 1
        start, end, copied = self.segments[3 * k : 3 * k + 3]
        if copied:
            at = start + i - self.segment_starts[k]
            return at, at + 1
        return start, end

    def span(self, start: int, end: int) -> Span:
        """The original range behind ``text[start:end]`` (an empty range maps to an empty range)."""
        if not 0 <= start <= end <= len(self.text):
            raise IndexError(f"folded range {start}:{end} outside 0:{len(self.text)}")
        if start == end:
            at = self.origin(start)[0] if start < len(self.text) else len(self.original)
            return at, at
        return self.origin(start)[0], self.origin(end - 1)[1]

    def original_text(self, start: int, end: int) -> str:
        """The original characters behind ``text[start:end]``."""
        a, b = self.span(start, end)
        return self.original[a:b]


def fold(text: str, *, loose: bool = False, markdown: bool = False) -> Folded:
    """Fold ``text`` for comparison and keep the way back to its original offsets.

    Always: whitespace runs (including the ideographic space) become one space; quote marks
    (straight, curly, guillemets, CJK corner brackets) become ``"`` or ``'``; dashes and the minus sign
    become ``-``; letters are lower-cased; full-width letters, digits and ``＃`` become ASCII; a Latin,
    Greek, Cyrillic or Korean letter written with combining marks becomes its precomposed form.
    ``loose`` also expands ligatures and the long s, undoes JSON escapes, drops soft hyphens and
    zero-width characters, folds every full-width ASCII form, and joins words split by a hyphen
    (at a line end or not; a dash between two words is punctuation and stays). ``markdown`` drops the
    ``**`` and ``__`` of bold text.
    """
    table = _LOOSE_TABLE if loose else _STRICT_TABLE
    translated = text.translate(table)
    out: list[str] = []
    starts = array("q")
    segments = array("q")
    length = 0

    def add(piece: str, a: int, b: int, copied: bool) -> None:
        nonlocal length
        if piece:
            out.append(piece)
            starts.append(length)
            segments.extend((a, b, copied))
            length += len(piece)

    def emit(piece: str, a: int, b: int) -> None:
        add(piece, a, b, False)

    if len(text) >= ARRAY_SCAN_CHARS and text.isascii():
        parts = _ascii_parts(text, loose, markdown)
    else:
        parts = [(*m.span(), m.lastgroup or "") for m in _PATTERNS[(loose, markdown)].finditer(translated)]
    pos = 0
    for a, b, part in parts:
        if part == "hyphen" and text[a] not in HYPHENS:
            # a dash between two words is punctuation, not a hyphen to join: keep it, and fold the
            # line break the match took after it as any other whitespace
            add(translated[pos : a + 1].lower(), pos, a + 1, True)
            if b > a + 1:
                emit(" ", a + 1, b)
            pos = b
            continue
        if part == "accent" and a > pos:
            a -= 1  # compose the marks with the letter before them
        add(translated[pos:a].lower(), pos, a, True)
        _REPLACERS[part](translated[a:b], a, b, emit)
        pos = b
    add(translated[pos:].lower(), pos, len(translated), True)
    return Folded("".join(out), text, starts, segments)


Emit = Callable[[str, int, int], None]


def _space(s: str, a: int, b: int, emit: Emit) -> None:
    emit(" ", a, b)


def _accent(s: str, a: int, b: int, emit: Emit) -> None:
    base = unicodedata.name(s[0], "").split(" ", 1)[0]
    if base in _COMPOSABLE_SCRIPTS:
        emit(unicodedata.normalize("NFC", s).lower(), a, b)
    else:  # leave other scripts exactly as written, one character each
        for i, ch in enumerate(s):
            emit(ch.lower(), a + i, a + i + 1)


def _jamo(s: str, a: int, b: int, emit: Emit) -> None:
    emit(unicodedata.normalize("NFC", s), a, b)


def _dotted(s: str, a: int, b: int, emit: Emit) -> None:
    emit("i", a, b)  # "İ".lower() is two characters; the dot carries nothing a quotation depends on


def _drop(s: str, a: int, b: int, emit: Emit) -> None:
    return None


def _escape(s: str, a: int, b: int, emit: Emit) -> None:
    if s[1] == "u":
        ch = chr(int(s[2:], 16))
        emit(" " if ch.isspace() else ch.translate(_LOOSE_TABLE).lower(), a, b)
    else:
        emit(_JSON_ESCAPES[s[1]], a, b)


def _ligature(s: str, a: int, b: int, emit: Emit) -> None:
    emit(LIGATURES[s], a, b)


_REPLACERS: dict[str, Callable[[str, int, int, Emit], None]] = {
    "space": _space,
    "accent": _accent,
    "jamo": _jamo,
    "dotted": _dotted,
    "bold": _drop,
    "hyphen": _drop,
    "escape": _escape,
    "invisible": _drop,
    "ligature": _ligature,
}
