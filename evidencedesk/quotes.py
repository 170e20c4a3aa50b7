"""The quotation verifier: is a quoted span really in the source, character for character?

A made-up quotation persuades more than a made-up claim, because quotation marks promise the reader
that the words can be checked. This module checks them, with two matchers:

**The first matcher** decides ``verified`` and ``match``. It compares after folding away only the
differences a faithful quotation brings with it (:func:`evidencedesk.text.fold.fold`: whitespace, quote
marks, dashes, case, full-width forms, combining accents, Markdown bold) and insists on whole words and
whole numbers ("5%" is not in "25%", "19" is not in "COVID-19"). Chinese, Japanese and Thai are written
without spaces, so there a quotation may begin and end inside a word, though numbers stay whole.
A quotation made of several passages (paragraphs, list items, separately quoted pieces, or pieces joined
by an elision such as "..." or "[...]") is checked passage by passage. An elision must keep its parts in
order, may not hide a negation, and, when it skips a sentence end, must resume at the start of a
sentence. Separate passages may come from anywhere, except from one sentence with words silently left out.
``match`` is 1 for a found quotation; otherwise the share of the worst passage's words (characters, in
unspaced scripts) carried by its longest run that does appear in the source.

**The second matcher** is recorded beside it and decides nothing yet. It normalises further (see
``fold(loose=True)``), finds the source window that the fewest character edits turn each passage into,
and reports ``quote_sim`` (1 - edits / longer length), ``quote_coverage`` (share of the quotation's words
found in order in the window), ``quote_edits`` and ``quote_critical_ok`` (numbers with their sign,
comparison and unit, numbers in words and negations are the window's exactly, read on the window widened
to whole words, so "5%" cut out of "25%" is not verbatim although it needs no edit). Instead of a full edit
table over the source, the window is searched for only around places where short pieces of the passage
occur (anchors), with an exact bit-parallel alignment there; when no anchor exists in a long source, or
the regions to align are too large, the passage is reported ``not_checked`` rather than guessed.
"""

from __future__ import annotations

import argparse
import json
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import regex
from rapidfuzz.distance import LCSseq

from .documents import InputError, load_sources
from .model import Document, QuoteResult, Span
from .text.fold import Folded, fold

# --- Thresholds of the second matcher -------------------------------------------------------------
NEAR_VERBATIM_SIM = 0.90  # similarity a passage of 40 characters or more needs to count as near_verbatim
NEAR_VERBATIM_SIM_SHORT = 0.95  # the same under 40 characters, where one edit weighs more
SHORT_PASSAGE_CHARS = 40
NEAR_VERBATIM_MIN_WORDS = 5  # below this a high similarity says little
MAX_ALIGN_CHARS = 200_000  # most source characters the exact alignment may scan for one passage
MAX_ALIGN_CELLS = 200_000_000  # and at most this many (passage characters x source characters)
SMALL_SOURCE_CHARS = 20_000  # a source this short is aligned whole, with no need for anchors
MAX_ANCHOR_HITS = 2_000  # anchor occurrences gathered before voting on regions
MAX_REGIONS = 8  # best-voted stretches of the source aligned exactly
MAX_TIED_ENDS = 20  # equally good window ends examined for their start
MAX_ANCHOR_GRAMS = 24  # pieces of a passage looked up in the source to find where to align it

# --- Limits of the first matcher's search ---------------------------------------------------------
MAX_OCCURRENCES = 200  # occurrences of one part considered when placing elisions and passages
MAX_PLACEMENTS = 20  # valid placements kept for one passage
MAX_ELISION_GAP = 3_000  # an elision longer than this is not one passage with words left out
MAX_RUN_PROBES = 4_000  # substring searches the run measure may spend on an unspaced passage
MAX_ELISION_TRIALS = 10_000  # pairings of part occurrences tried before giving up on an elided passage
SCARE_QUOTE_WORDS = 3  # a quotation shorter than this is treated by the check as emphasis, not citation

_CONNECTIVES = {"and", "or", "then", "also", "und", "et", "y", "e", "en"}

# --- Character classes ----------------------------------------------------------------------------
_UNSPACED = re.compile(
    "[\u0e00-\u0e7f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f"
    "\U00020000-\U0002ffff]"
)
_GROUP_SEPARATORS = "\u00a0\u2007\u2009\u202f"  # spaces that join the digit groups of one number
_SIGNS = "-+"
_OPENERS = "\"'([{"
_CLOSERS = "\"')]}"
_SENTENCE_MARKS = ".!?"
_CJK_SENTENCE_MARKS = "\u3002\uff01\uff1f"
_ABBREVIATIONS = {"e.g", "i.e", "al", "dr", "mr", "mrs", "ms", "prof", "fig", "figs", "vs", "no", "approx",
                  "cf", "st", "jr", "sr", "inc", "ltd", "co", "etc", "ca", "p", "pp", "vol", "eq", "ref"}
_ELISION = re.compile(r"\s*(?:\[\s*(?:\.\s*){3,}\]|\[\s*\u2026\s*\]|\(\s*(?:\.\s*){3,}\)|\(\s*\u2026\s*\)"
                      r"|\.{3,}|\u2026+|(?:\.\s){2}\.)\s*")
_LIST_MARKER = re.compile(r"[ \t]*(?:[-*+\u2022\u2023\u25e6\u00b7]\s+|\d{1,3}[.)]\s+|[a-z][.)]\s+"
                          r"|[\u2460-\u2473\u24ea-\u24ff\u2776-\u2793]\s*)")
_SENTENCE_MARK = re.compile("[.!?\u3002\uff01\uff1f]")
_SENTENCE_BOUNDARY = re.compile("[.!?\u3002\uff01\uff1f]|\n[^\\S\n]*\n")
_PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n\s*")
_WORD = regex.compile(r"[\p{L}\p{M}\p{N}]+(?:[.,'\-][\p{L}\p{M}\p{N}]+)*")
_LETTERS = regex.compile(r"[\p{L}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)*")

# Words that negate, by language: English, French, German, Spanish, Italian, Portuguese, Dutch,
# Scandinavian, Polish, Czech, Romanian, Turkish, Russian/Ukrainian, Greek, Arabic, Hebrew, Hindi, Bengali.
NEGATION_WORDS = frozenset("""
not no never none nor neither nobody nothing nowhere without cannot
ne pas jamais aucun aucune rien sans non ni nullement guère
nicht kein keine keinen keinem keiner keines nie niemals nichts niemand ohne weder
nunca jamás ningún ninguno ninguna nada nadie sin tampoco
mai nessun nessuno nessuna niente nulla senza né
não nenhum nenhuma ninguém sem nem
niet geen nooit niets niemand zonder noch
inte ej aldrig ingen inget inga ikke ikkje aldri uten utan uden
nie nigdy żaden żadna żadne bez nic není nikdy žádný žádná nu niciun nicio fără
değil yok hiç hiçbir asla
не нет ни никогда никто ничего ничто без нельзя ні
δεν μη μην όχι ποτέ κανείς τίποτα χωρίς ούτε
لا لم لن ليس ليست غير بدون دون أبدا ولا
לא אין אינו אינה אינם בלי ללא מעולם ולא
नहीं न मत कभी बिना
না নয় নেই নি কখনো ছাড়া বিনা
""".split())
# Characters and endings that negate in scripts written without spaces (Chinese, Japanese, Thai) and in
# Korean, where the negation is often an ending written on to the verb.
NEGATION_MARKERS = ("不", "没", "沒", "无", "無", "非", "未", "别", "別", "莫", "勿", "否", "毋",
                    "ない", "なかっ", "ず", "ぬ", "ません", "まい",
                    "않", "없", "못", "아니", "안 ",
                    "ไม่", "มิ", "ไร้", "ปราศจาก")
# Scripts whose negations the lists above cover; an elision over any other script is refused.
COVERED_SCRIPTS = frozenset({"LATIN", "GREEK", "CYRILLIC", "ARABIC", "HEBREW", "DEVANAGARI", "BENGALI",
                             "CJK", "HIRAGANA", "KATAKANA", "HANGUL", "THAI", "FULLWIDTH", "HALFWIDTH"})

NUMBER_WORDS = frozenset("""
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
million billion trillion dozen half twice double triple quarter third
""".split())
_CRITICAL_NUMBER = regex.compile(
    r"(?:[<>\u2264\u2265]=?\s*)?[-+]?[$\u20ac\u00a3\u00a5]?\s?\d+(?:[.,]\d+)*"
    r"(?:\s?(?:%|percent\b|per cent\b|percentage points?\b|pp\b|thousand\b|million\b|billion\b|trillion\b"
    r"|bn\b|mn\b|[kmb]\b|mg\b|kg\b|g\b|ms\b|s\b|km\b|cm\b|mm\b|m\b|years?\b|months?\b|days?\b|hours?\b))?"
)


# ==================================================================================================
# Results
# ==================================================================================================


@dataclass(frozen=True)
class QuoteCheck:
    """Everything both matchers found for one quotation against one source (or the best of several).

    ``spans`` are the matched parts as offsets into the *original* source text (one per part, in quote
    order; empty when not verified). ``passages`` are the pieces the quotation was split into.
    ``window``/``window_span`` are the closest source window of the worst passage, from the second
    matcher, with original offsets. ``reason`` says in one sentence why the quotation did not verify.
    """

    quote: str
    verified: bool | None
    match: float
    quote_sim: float | None
    quote_coverage: float | None
    quote_edits: int | None
    quote_critical_ok: bool | None
    quote_status: str
    spans: tuple[Span, ...] = ()
    passages: tuple[str, ...] = ()
    window: str | None = None
    window_span: Span | None = None
    source: str | None = None
    reason: str = ""

    @property
    def span(self) -> Span | None:
        """The whole matched stretch of the source, first part to last."""
        if not self.spans:
            return None
        return min(s for s, _ in self.spans), max(e for _, e in self.spans)

    def to_dict(self) -> dict[str, Any]:
        return {
            "quote": self.quote,
            "verified": self.verified,
            "match": round(self.match, 4),
            "quote_status": self.quote_status,
            "quote_sim": None if self.quote_sim is None else round(self.quote_sim, 4),
            "quote_coverage": None if self.quote_coverage is None else round(self.quote_coverage, 4),
            "quote_edits": self.quote_edits,
            "quote_critical_ok": self.quote_critical_ok,
            "source": self.source,
            "spans": [list(s) for s in self.spans],
            "passages": list(self.passages),
            "window": None if self.window_span is None else {
                "text": self.window, "start": self.window_span[0], "end": self.window_span[1]},
            "reason": self.reason,
        }


# ==================================================================================================
# The source, folded once and cached
# ==================================================================================================


class _Source:
    """A source text with the folds and word index the matchers need, built lazily and kept."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.strict: Folded = fold(text, markdown=True)
        self._loose: Folded | None = None
        self._words: dict[str, set[int]] | None = None

    @property
    def loose(self) -> Folded:
        if self._loose is None:
            self._loose = fold(self.text, loose=True, markdown=True)
        return self._loose

    @property
    def word_positions(self) -> dict[str, set[int]]:
        """Each folded word of the source -> its positions in the source's word sequence."""
        if self._words is None:
            positions: dict[str, set[int]] = defaultdict(set)
            for i, m in enumerate(_WORD.finditer(self.strict.text)):
                positions[m.group()].add(i)
            self._words = dict(positions)
        return self._words


@lru_cache(maxsize=16)
def _source(text: str) -> _Source:
    return _Source(text)


# ==================================================================================================
# Splitting a quotation into passages and parts
# ==================================================================================================


@dataclass(frozen=True)
class _Passage:
    """Parts that must appear in this order, joined by elisions (one part when there is none)."""

    parts: tuple[str, ...]
    text: str


def _strip_span(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _elision_chain(quote: str, start: int, end: int) -> _Passage | None:
    parts = []
    pos = start
    for m in _ELISION.finditer(quote, start, end):
        parts.append(_strip_span(quote, pos, m.start()))
        pos = m.end()
    parts.append(_strip_span(quote, pos, end))
    kept = tuple(quote[a:b] for a, b in parts if b > a and _has_text(quote[a:b]))
    if not kept:
        return None
    a, b = _strip_span(quote, start, end)
    return _Passage(kept, quote[a:b])


def _has_text(s: str) -> bool:
    return any(ch.isalnum() for ch in s)


def _segments(quote: str) -> list[tuple[int, int]]:
    """Where the quotation itself separates passages: separate quote marks, paragraphs, list items."""
    a, b = _strip_span(quote, 0, len(quote))
    inner = find_quotations(quote[a:b])
    if len(inner) == 1 and inner[0][:2] == (1, b - a - 1):
        a, b = a + 1, b - 1  # the whole quotation sits in one pair of quote marks: unwrap it
    elif len(inner) >= 2 and _only_connectives(quote[a:b], inner):
        return [(a + s, a + e) for s, e, _ in inner]
    spans: list[tuple[int, int]] = []
    pos = a
    for m in list(_PARAGRAPH_BREAK.finditer(quote, a, b)) + [None]:
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
    words = _LETTERS.findall(" ".join(outside).lower())
    return all(w in _CONNECTIVES for w in words)


def _list_items(quote: str, start: int, end: int) -> list[tuple[int, int]]:
    lines = []
    pos = start
    while pos <= end:
        nl = quote.find("\n", pos, end)
        line_end = end if nl < 0 else nl
        lines.append((pos, line_end))
        if nl < 0:
            break
        pos = nl + 1
    if not any(_LIST_MARKER.match(quote, s, e) for s, e in lines):
        return [_strip_span(quote, start, end)]
    items = []
    for s, e in lines:
        m = _LIST_MARKER.match(quote, s, e)
        items.append(_strip_span(quote, m.end() if m else s, e))
    return items


# ==================================================================================================
# The first matcher: finding a part, whole words and numbers
# ==================================================================================================


def _is_unspaced(ch: str) -> bool:
    return bool(_UNSPACED.match(ch))


def _is_word_char(ch: str) -> bool:
    return ch.isalnum() or unicodedata.category(ch).startswith("M")


def _is_digit(ch: str) -> bool:
    return "0" <= ch <= "9"


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
        if ch == "-" and prev.isalpha() and (nxt.isalpha() or (nxt == " " and folded[i + 2:i + 3].isalpha())):
            out.append("(?:- ?)?")
            i += 2 if nxt == " " else 1
            continue
        if ch == "-" and _is_digit(prev) and _is_digit(nxt):
            out.append("- ?")
        else:
            out.append(re.escape(ch))
            if nxt and _is_unspaced(ch) and _is_unspaced(nxt):
                out.append(" ?")
        i += 1
    return "".join(out)


def _left_whole(src: _Source, s: int) -> bool:
    """Whether a match starting at folded offset ``s`` starts a whole word or number."""
    f = src.strict.text
    if s == 0:
        return True
    inside, outside = f[s], f[s - 1]
    starts_number = _is_digit(inside) or (inside in ".," and _is_digit(f[s + 1:s + 2]))
    if starts_number:
        if _is_digit(outside) or outside in _SIGNS:
            return False
        if outside in ".," and s >= 2 and _is_digit(f[s - 2]):
            return False
        if outside.isalpha() and not _is_unspaced(outside):
            return False
        if outside == " " and s >= 2:
            gap = src.strict.original_text(s - 1, s)
            if _is_digit(f[s - 2]) and gap in _GROUP_SEPARATORS:
                return False  # "200" inside "1 200" written with a thin space
            if f[s - 2] == "-" and s >= 3 and _is_digit(f[s - 3]) and "\n" in gap:
                return False  # the end of a range broken across lines: "aged 18-\n65 years"
        return True
    if _is_word_char(inside) and not _is_unspaced(inside):
        return not (_is_word_char(outside) and not _is_unspaced(outside))
    return True


def _right_whole(src: _Source, e: int) -> bool:
    """Whether a match ending at folded offset ``e`` ends a whole word or number."""
    f = src.strict.text
    if e >= len(f):
        return True
    inside, outside = f[e - 1], f[e]
    if _is_digit(inside):
        if _is_digit(outside) or (outside.isalpha() and not _is_unspaced(outside)):
            return False
        if outside in ".," and _is_digit(f[e + 1:e + 2]):
            return False
        separator = src.strict.original_text(e, e + 1)
        if outside == " " and _is_digit(f[e + 1:e + 2]) and separator in _GROUP_SEPARATORS:
            return False
        return True
    if _is_word_char(inside) and not _is_unspaced(inside):
        return not (_is_word_char(outside) and not _is_unspaced(outside))
    return True


@lru_cache(maxsize=256)
def _compiled(folded: str) -> re.Pattern[str]:
    return re.compile(_part_pattern(folded))


def _occurrences(src: _Source, part: str) -> list[tuple[int, int]]:
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


# ==================================================================================================
# Sentences, negations and scripts in the source (read in the original text)
# ==================================================================================================


def _inside_brackets(text: str, i: int) -> bool:
    """Whether position ``i`` sits inside an open [...] or (...) on its line, as in a citation."""
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


def _is_sentence_end(text: str, i: int) -> bool:
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
        m = regex.search(r"([\p{L}.]+)$", text[max(0, i - 12):i])
        word = m.group(1).lower() if m else ""
        if word in _ABBREVIATIONS or (len(word) == 1 and text[i - 1].isupper()):
            return False
    return not _inside_brackets(text, i)


def _ends_sentence_at(text: str, end: int) -> bool:
    """Whether a sentence ends at original offset ``end`` (the matched text's last mark or right after)."""
    j = end
    while j > 0 and text[j - 1] in _CLOSERS + "\u201d\u2019\u00bb":
        j -= 1
    if j > 0 and (text[j - 1] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS) and _is_sentence_end(text, j - 1):
        return True
    k = end
    while k < len(text) and text[k] in _CLOSERS + "\u201d\u2019\u00bb":
        k += 1
    if k < len(text) and text[k] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS and _is_sentence_end(text, k):
        return True
    rest = text[k:k + 200]
    return not rest.strip() or bool(re.match(r"[^\S\n]*\n[^\S\n]*\n", rest))


def _starts_sentence_at(text: str, start: int) -> bool:
    """Whether a sentence starts at original offset ``start`` (after a sentence end or a blank line)."""
    j = start
    while j > 0 and (text[j - 1].isspace() or text[j - 1] in _OPENERS + "\u201c\u2018\u00ab"):
        j -= 1
    if j == 0 or text[j:start].count("\n") >= 2:
        return True
    marker = _LIST_MARKER.match(text, text.rfind("\n", 0, start) + 1)
    if marker and marker.end() == start:
        return True
    return text[j - 1] in _SENTENCE_MARKS + _CJK_SENTENCE_MARKS and _is_sentence_end(text, j - 1)


def _sentence_start(text: str, pos: int) -> int:
    """Original offset where the sentence holding ``pos`` begins (searched at most 3000 characters back)."""
    low = max(0, pos - 3000)
    for m in reversed(list(_SENTENCE_BOUNDARY.finditer(text, low, pos))):
        if m.group().startswith("\n") or _is_sentence_end(text, m.start()):
            return m.end()
    return low


def _script(ch: str) -> str:
    return unicodedata.name(ch, "UNKNOWN").split(" ", 1)[0].split("-", 1)[0]


def _gap_problem(gap: str) -> str | None:
    """Why an elision may not leave out ``gap``: a negation, or a script whose negations are unknown."""
    for ch in "" if gap.isascii() else gap:
        if ch.isalpha() and _script(ch) not in COVERED_SCRIPTS:
            return (f"the elision leaves out {_script(ch).title()} text, where this tool cannot tell "
                    "whether a negation was dropped")
    lowered = gap.lower()
    for word in _LETTERS.findall(lowered):
        if word in NEGATION_WORDS or word.endswith(("n't", "n\u2019t")) or word.startswith(("n'", "n\u2019")):
            return f"the elision leaves out the negation \u201c{word}\u201d"
    for marker in NEGATION_MARKERS:
        if marker in lowered:
            return f"the elision leaves out the negation \u201c{marker.strip()}\u201d"
    return None


# ==================================================================================================
# Placing passages
# ==================================================================================================


@dataclass
class _Placement:
    """Where each part of a passage was found, as original source offsets."""

    spans: tuple[Span, ...]


@dataclass
class _PassageResult:
    passage: _Passage
    placements: list[_Placement] = field(default_factory=list)
    problem: str = ""


def _place(src: _Source, passage: _Passage) -> _PassageResult:
    """Every valid placement of a passage's parts (up to a limit), or the reason there is none."""
    result = _PassageResult(passage)
    hits = []
    for part in passage.parts:
        found = [src.strict.span(s, e) for s, e in _occurrences(src, part)]
        if not found:
            result.problem = f"\u201c{_clip(part)}\u201d is not in the source"
            return result
        hits.append(found)
    text = src.text
    budget = MAX_ELISION_TRIALS

    def extend(i: int, chosen: list[Span]) -> Iterator[list[Span]]:
        nonlocal budget
        if i == len(hits):
            yield list(chosen)
            return
        for span in hits[i]:
            budget -= 1
            if budget < 0:
                return
            if i:
                prev_end = chosen[-1][1]
                if span[0] < prev_end:
                    continue
                problem = _elision_problem(text, prev_end, span[0])
                if problem:
                    result.problem = problem
                    continue
            chosen.append(span)
            yield from extend(i + 1, chosen)
            chosen.pop()

    for spans in extend(0, []):
        result.placements.append(_Placement(tuple(spans)))
        if len(result.placements) >= MAX_PLACEMENTS:
            break
    if not result.placements and not result.problem:
        result.problem = "the parts either side of the elision are not in the source in that order"
    return result


def _elision_problem(text: str, gap_start: int, gap_end: int) -> str | None:
    if gap_end - gap_start > MAX_ELISION_GAP:
        return "the parts either side of the elision are too far apart in the source to be one passage"
    gap = text[gap_start:gap_end]
    problem = _gap_problem(gap)
    if problem:
        return problem
    ends_sentence = any(_is_sentence_end(text, gap_start + m.start()) for m in _SENTENCE_MARK.finditer(gap)) \
        or bool(_PARAGRAPH_BREAK.search(gap))
    if ends_sentence and not _starts_sentence_at(text, gap_end):
        return "the elision leaves out the end of a sentence, and the part after it does not start one"
    return None


def _without_marker(line: str) -> str:
    marker = _LIST_MARKER.match(line)
    return line[marker.end():] if marker else line


def _unmarked_elision(text: str, a: _Placement, b: _Placement) -> bool:
    """Whether two separately quoted passages come from one sentence with words left out between them."""
    first, second = (a, b) if a.spans[0][0] <= b.spans[0][0] else (b, a)
    between_start, between_end = first.spans[-1][1], second.spans[0][0]
    lines = text[between_start:between_end].split("\n")
    left_out = lines[0] + "".join(_without_marker(line) for line in lines[1:])
    if between_end <= between_start or not _has_text(left_out):
        return False  # nothing but space, punctuation and list numbering between them
    return _sentence_start(text, first.spans[-1][1]) == _sentence_start(text, second.spans[0][0])


def _choose(text: str, results: list[_PassageResult]) -> list[_Placement] | None:
    """One placement per passage such that no two neighbours form an unmarked elision.

    Only neighbours constrain each other, so a left-to-right pass keeping, for every placement of the
    current passage, one consistent choice for the passages before it is enough.
    """
    paths: list[list[_Placement]] = [[p] for p in results[0].placements]
    for result in results[1:]:
        extended = []
        for placement in result.placements:
            fitting = next((path for path in paths if not _unmarked_elision(text, path[-1], placement)), None)
            if fitting is not None:
                extended.append(fitting + [placement])
        paths = extended
    return paths[0] if paths else None


def _wrapped_lines_ok(text: str, lines: list[_Placement]) -> bool:
    """A quotation's line break is a real break only where the source ends or starts a sentence there."""
    return all(_ends_sentence_at(text, a.spans[-1][1]) or _starts_sentence_at(text, b.spans[0][0])
               for a, b in zip(lines, lines[1:], strict=False))


# ==================================================================================================
# The run measure (match below 1)
# ==================================================================================================


def _run_share(src: _Source, passage: _Passage, whole: bool) -> float:
    """Share of the passage's words (characters, if unspaced) carried by its longest run in the source.

    ``whole`` says whether the passage was found as a whole; if it was not, a run the word index sees
    as complete ("12" of "12%" inside "-12%") still lacks the cut it failed on, so it counts one short.
    """
    best, total = _longest_run(src, passage)
    if not total:
        return 0.0
    if not whole and best == total:
        best -= 1
    return best / total


def _longest_run(src: _Source, passage: _Passage) -> tuple[int, int]:
    """(longest run found in the source, size of the passage), in words or, if unspaced, characters."""
    folded_parts = [fold(p, markdown=True).text for p in passage.parts]
    if _mostly_unspaced("".join(folded_parts)):
        chars = [p.replace(" ", "") for p in folded_parts]
        return max(_longest_common_substring(c, src.strict.text) for c in chars), sum(map(len, chars))
    words = [_WORD.findall(p) for p in folded_parts]
    positions = src.word_positions
    empty: set[int] = set()
    best = 0
    for part_words in words:
        # Runs longer than one word, by the source position of their last word; any occurrence of a
        # word is a run of one. Each step walks the shorter of the two position sets.
        runs: dict[int, int] = {}
        before = empty
        for word in part_words:
            here = positions.get(word, empty)
            if here:
                best = max(best, 1)
            if len(here) <= len(before):
                runs = {q: runs.get(q - 1, 1) + 1 for q in here if q - 1 in before}
            else:
                runs = {p + 1: runs.get(p, 1) + 1 for p in before if p + 1 in here}
            if runs:
                best = max(best, max(runs.values()))
            before = here
    return best, sum(map(len, words))


def _longest_common_substring(needle: str, haystack: str) -> int:
    """Length of the longest piece of ``needle`` found in ``haystack``.

    Lengths are probed with fast substring searches, doubling while pieces are found and then halving
    the gap. After MAX_RUN_PROBES searches (only very long passages get there) the lengths still open
    count as not found, so the measure is then a lower bound.
    """
    n = len(needle)
    probes = MAX_RUN_PROBES

    def found(length: int) -> bool:
        nonlocal probes
        for i in range(n - length + 1):
            if probes <= 0:
                return False
            probes -= 1
            if needle[i:i + length] in haystack:
                return True
        return False

    low, length = 0, 1
    while length <= n and found(length):
        low, length = length, length * 2
    high = min(length - 1, n)
    while low < high:
        mid = (low + high + 1) // 2
        if found(mid):
            low = mid
        else:
            high = mid - 1
    return low


def _mostly_unspaced(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(map(_is_unspaced, letters)) * 2 > len(letters)


# ==================================================================================================
# The second matcher
# ==================================================================================================


@dataclass(frozen=True)
class _Alignment:
    status: str
    sim: float | None = None
    coverage: float | None = None
    edits: int | None = None
    critical_ok: bool | None = None
    window: Span | None = None  # loose-folded offsets


def _myers_scores(pattern: str, text: str, anchored: bool = False) -> list[int]:
    """Edits to turn ``pattern`` into the best window of ``text`` ending at each position (Myers 1999).

    Bit-parallel alignment: one pass over the text costs a few integer operations per character however
    long the pattern is. Unanchored, the window may start anywhere for free (the edit distance to the
    best window ending there); anchored, it starts at the first character (the edit distance to the
    whole prefix).
    """
    m = len(pattern)
    full = (1 << m) - 1
    top = 1 << (m - 1)
    carry = 1 if anchored else 0
    peq: dict[str, int] = defaultdict(int)
    for i, ch in enumerate(pattern):
        peq[ch] |= 1 << i
    pv, mv, score = full, 0, m
    scores = []
    for ch in text:
        eq = peq.get(ch, 0)
        xv = eq | mv
        xh = ((((eq & pv) + pv) & full) ^ pv) | eq
        ph = mv | (~(xh | pv) & full)
        mh = pv & xh
        if ph & top:
            score += 1
        elif mh & top:
            score -= 1
        ph = ((ph << 1) | carry) & full
        mh = (mh << 1) & full
        pv = mh | (~(xv | ph) & full)
        mv = ph & xv
        scores.append(score)
    return scores


def _window_start(unit: str, text: str, lo: int, ends: list[int], edits: int) -> tuple[int, int]:
    """(start, end) of a window with ``edits`` edits among the given best ends.

    For each end, one anchored pass over the reversed text before it gives the distance from every
    possible start. Ties go to the window whose length is nearest the unit's, then to the earliest.
    """
    m = len(unit)
    reversed_unit = unit[::-1]
    best: tuple[int, int, int] | None = None
    for end in ends[:MAX_TIED_ENDS]:
        first = max(lo, end - m - edits)
        distances = _myers_scores(reversed_unit, text[first:end][::-1], anchored=True)
        for j, d in enumerate(distances):
            if d == edits:
                start = end - j - 1
                key = (abs(end - start - m), start, end)
                if best is None or key < best:
                    best = key
    if best is None:  # the window is empty: every character of the unit is an edit
        return ends[0], ends[0]
    return best[1], best[2]


def _regions(unit: str, text: str) -> list[tuple[int, int]] | None:
    """Stretches of the source worth aligning ``unit`` with, found by voting anchors; None if none."""
    m = len(unit)
    slack = m // 2 + 10
    if len(text) <= max(SMALL_SOURCE_CHARS, 4 * m):
        fits = len(text) <= MAX_ALIGN_CHARS and m * len(text) <= MAX_ALIGN_CELLS
        return [(0, len(text))] if fits else None
    gram = min(5, m)
    step = max(1, (m - gram) // (MAX_ANCHOR_GRAMS - 1))
    offsets = sorted(set(range(0, m - gram + 1, step)) | {m - gram})
    counted = [(text.count(unit[i:i + gram]), i) for i in offsets]
    counted = sorted((c, i) for c, i in counted if c)
    votes: list[tuple[int, int]] = []
    for count, i in counted:
        if votes and len(votes) + count > MAX_ANCHOR_HITS:
            break
        piece = unit[i:i + gram]
        pos = text.find(piece)
        while pos >= 0 and len(votes) < MAX_ANCHOR_HITS:
            votes.append((pos - i, i))
            pos = text.find(piece, pos + 1)
    if not votes:
        return None
    votes.sort()
    clusters: list[tuple[int, int, set[int]]] = []
    for start, offset in votes:
        if clusters and start - clusters[-1][1] <= slack:
            first, _, seen = clusters[-1]
            seen.add(offset)
            clusters[-1] = (first, start, seen)
        else:
            clusters.append((start, start, {offset}))
    clusters.sort(key=lambda c: -len(c[2]))
    regions = sorted((max(0, a - slack), min(len(text), b + m + slack)) for a, b, _ in clusters[:MAX_REGIONS])
    merged: list[tuple[int, int]] = []
    for a, b in regions:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    scanned = sum(b - a for a, b in merged)
    if scanned > MAX_ALIGN_CHARS or m * scanned > MAX_ALIGN_CELLS:
        return None
    return merged


def critical_tokens(text: str) -> list[str]:
    """The tokens a near-verbatim quotation must keep exactly: numbers (with sign, comparison and unit),
    numbers in words, and negations; sorted, so that the comparison is of contents, not order."""
    lowered = text.lower()
    found = [re.sub(r"\s+", "", m.group()) for m in _CRITICAL_NUMBER.finditer(lowered)]
    for word in _LETTERS.findall(_CRITICAL_NUMBER.sub(" ", lowered)):
        if word in NUMBER_WORDS or word in NEGATION_WORDS or word.endswith(("n't", "n\u2019t")):
            found.append(word)
    for marker in NEGATION_MARKERS:
        found.extend([marker.strip()] * lowered.count(marker))
    return sorted(found)


def _joins_token(folded: Folded, i: int) -> bool:
    """Whether ``folded.text[i]`` continues the word or number next to it (so a window may not cut there).

    Letters of unspaced scripts do not: a window may start or end between any two of them.
    """
    text = folded.text
    ch = text[i]
    if ch.isalnum():
        return not _is_unspaced(ch)
    before, after = text[i - 1:i], text[i + 1:i + 2]
    if ch == "'":
        return before.isalpha() and after.isalpha()  # "didn't" is one word
    if ch in ".,-%" or (ch == " " and folded.original_text(i, i + 1) in _GROUP_SEPARATORS):
        return _is_digit(before) or _is_digit(after) or (ch == "-" and before.isalnum())
    if ch == " " and before == "-" and "\n" in folded.original_text(i, i + 1):
        return _is_digit(text[i - 2:i - 1])  # a range broken across lines: "18-" / "65"
    return False


def _widen(folded: Folded, start: int, end: int) -> tuple[int, int]:
    """Stretch a window to whole words and numbers, so a critical token is never read half-cut
    ("5%" taken out of "25%", "19" out of "COVID-19", "200" out of "1 200")."""
    while start > 0 and _joins_token(folded, start - 1):
        start -= 1
    while end < len(folded.text) and _joins_token(folded, end):
        end += 1
    return start, end


def _second_matcher_unit(part: str) -> str:
    unit = fold(part, loose=True, markdown=True).text.strip()
    if unit[-1:] in (".", "\u3002") and not unit.endswith(".."):
        unit = unit[:-1].rstrip()
    return unit


def _exact_window(folded: Folded, unit: str) -> Span | None:
    """An exact occurrence of ``unit``, preferring one that does not cut a number or word apart."""
    first = None
    at = folded.text.find(unit)
    for _ in range(MAX_OCCURRENCES):
        if at < 0:
            break
        span = (at, at + len(unit))
        if critical_tokens(unit) == critical_tokens(folded.text[slice(*_widen(folded, *span))]):
            return span
        first = first or span
        at = folded.text.find(unit, at + 1)
    return first


def _align(src: _Source, part: str) -> _Alignment:
    """The second matcher for one part of a quotation."""
    unit = _second_matcher_unit(part)
    if not unit:
        return _Alignment("not_checked")
    text = src.loose.text
    exact = _exact_window(src.loose, unit)
    if exact is not None:
        edits, (start, end) = 0, exact
    else:
        regions = _regions(unit, text)
        if regions is None:
            return _Alignment("not_checked")
        edits, lo, ends = len(unit) + 1, 0, [0]
        for a, b in regions:
            scores = _myers_scores(unit, text[a:b])
            if scores and min(scores) < edits:
                edits, lo = min(scores), a
                ends = [a + k + 1 for k, score in enumerate(scores) if score == edits]
        start, end = _window_start(unit, text, lo, ends, edits)
    window = text[start:end]
    sim = 1 - edits / max(len(unit), len(window), 1)
    quote_words = _WORD.findall(unit)
    in_order = LCSseq.similarity(quote_words, _WORD.findall(window))
    coverage = in_order / len(quote_words) if quote_words else 0.0
    wide = text[slice(*_widen(src.loose, start, end))]
    critical_ok = critical_tokens(unit) == critical_tokens(wide)
    threshold = NEAR_VERBATIM_SIM_SHORT if len(unit) < SHORT_PASSAGE_CHARS else NEAR_VERBATIM_SIM
    if edits == 0 and critical_ok:
        status = "verbatim"
    elif sim >= threshold and critical_ok and len(quote_words) >= NEAR_VERBATIM_MIN_WORDS:
        status = "near_verbatim"
    else:
        status = "unverified"
    return _Alignment(status, sim, coverage, edits, critical_ok, (start, end))


def _worst(alignments: list[_Alignment]) -> _Alignment:
    """The passage that matches worst decides; one that could not be scored counts as worse than a
    match but not worse than a definite miss, so a quotation with an unverified passage stays unverified."""
    rank = {"unverified": 0, "not_checked": 1, "near_verbatim": 2, "verbatim": 3}
    return min(alignments, key=lambda a: (rank[a.status], a.sim if a.sim is not None else 0.0))


# ==================================================================================================
# Verifying
# ==================================================================================================


def _clip(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _verify_passages(src: _Source, quote: str) -> tuple[list[_Passage], list[_Placement] | None, str, float]:
    """The first matcher: passages, their chosen placements (None if not verified), reason, match."""
    text = src.text
    passages: list[_Passage] = []
    results: list[_PassageResult] = []
    line_groups: list[tuple[int, int]] = []  # (first, last) result index of a quoted segment split at wraps
    for start, end in _segments(quote):
        whole = _elision_chain(quote, start, end)
        if whole is None:
            continue
        result = _place(src, whole)
        if not result.placements and "\n" in quote[start:end]:
            lines = [_elision_chain(quote, a, b) for a, b in _line_spans(quote, start, end)]
            line_results = [_place(src, p) for p in lines if p is not None]
            if line_results and all(r.placements for r in line_results):
                line_groups.append((len(results), len(results) + len(line_results) - 1))
                passages.extend(r.passage for r in line_results)
                results.extend(line_results)
                continue
        passages.append(whole)
        results.append(result)
    if not passages:
        return [], None, "the quotation has no words to look for", 0.0
    failed = [r for r in results if not r.placements]
    chosen = None if failed else _choose(text, results)
    if chosen is not None:
        bad_wrap = [g for g in line_groups if not _wrapped_lines_ok(text, chosen[g[0]:g[1] + 1])]
        if not bad_wrap:
            return passages, chosen, "", 1.0
        reason = "a line break in the quotation joins lines that are not one sentence in the source"
    elif failed:
        reason = failed[0].problem
    else:
        reason = ("two separately quoted passages come from one sentence with words left out between them "
                  "(an elision the quotation does not mark)")
    # A passage found on its own scores 1 unless the failure lies in how the passages fit together.
    scored = failed or results
    match = min(_run_share(src, r.passage, whole=bool(r.placements)) for r in scored)
    return passages, None, reason, match


def _line_spans(quote: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    pos = start
    for m in re.finditer(r"\n", quote[start:end]):
        yield pos, start + m.start()
        pos = start + m.end()
    yield pos, end


def verify_quote(quote: str, document: str | Document) -> QuoteCheck:
    """Check ``quote`` against one source, given as text or as a :class:`Document`.

    ``verified`` is None when there is nothing to compare (an empty quotation or source).
    """
    text = document.text if isinstance(document, Document) else document
    source_id = document.id if isinstance(document, Document) else None
    if not quote or not quote.strip() or not text or not text.strip():
        return QuoteCheck(quote or "", None, 0.0, None, None, None, None, "not_checked", source=source_id,
                          reason="there is nothing to compare: the quotation or the source is empty")
    src = _source(text)
    passages, chosen, reason, match = _verify_passages(src, quote)
    if not passages:
        return QuoteCheck(quote, None, 0.0, None, None, None, None, "not_checked", source=source_id,
                          reason=reason)
    alignments = [_align(src, part) for p in passages for part in p.parts]
    worst = _worst(alignments)
    window_span = None if worst.window is None else src.loose.span(*worst.window)
    return QuoteCheck(
        quote=quote,
        verified=chosen is not None,
        match=match,
        quote_sim=worst.sim,
        quote_coverage=worst.coverage,
        quote_edits=worst.edits,
        quote_critical_ok=None if worst.critical_ok is None else all(
            a.critical_ok for a in alignments if a.critical_ok is not None),
        quote_status=worst.status,
        spans=tuple(s for placement in chosen for s in placement.spans) if chosen else (),
        passages=tuple(p.text for p in passages),
        window=None if window_span is None else text[window_span[0]:window_span[1]],
        window_span=window_span,
        source=source_id,
        reason=reason,
    )


def verify_quote_in(quote: str, documents: Sequence[Document]) -> QuoteCheck:
    """Check ``quote`` against several sources and report the one that holds it (or comes closest).

    A quotation is verified only if one source holds all of its passages.
    """
    checks = [verify_quote(quote, doc) for doc in documents]
    if not checks:
        return verify_quote(quote, "")

    def rank(c: QuoteCheck) -> tuple[int, float, float]:
        return (1 if c.verified else 0 if c.verified is False else -1), c.match, c.quote_sim or 0.0

    return max(checks, key=rank)


# ==================================================================================================
# Quotations inside a claim
# ==================================================================================================

_PAIRS = {"\u201c": "\u201d", "\u201e": "\u201c\u201d", "\u00ab": "\u00bb", "\u00bb": "\u00ab",
          "\u2039": "\u203a", "\u300c": "\u300d", "\u300e": "\u300f", "\u2018": "\u2019",
          "\u201a": "\u2018\u2019", '"': '"', "'": "'", "\uff02": "\uff02", "\u301d": "\u301e\u301f"}
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
        return not prev or not _is_word_char(prev)
    return True  # unambiguous marks open whatever follows (French puts a space after «)


def _closes(text: str, i: int) -> bool:
    ch = text[i]
    prev = text[i - 1] if i else ""
    if ch in _AMBIGUOUS or ch == '"':
        if not prev or prev.isspace():
            return False
        nxt = text[i + 1] if i + 1 < len(text) else ""
        return not nxt or not _is_word_char(nxt)
    return True


def _possessive(text: str, i: int) -> bool:
    """A closing-looking apostrophe after an s and before a word, as in "students' scores"."""
    after_s = text[i - 1:i] in ("s", "S")
    return text[i] in _AMBIGUOUS and after_s and bool(re.match(r" [a-z]", text[i + 1:i + 3]))


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
            if j is not None and _has_text(claim_text[i + 1:j]):
                found.append((i + 1, j, claim_text[i + 1:j]))
                i = j + 1
                continue
        i += 1
    return found


def is_scare_quote(text: str) -> bool:
    """Whether a quotation is too short to be a citation: a term in quote marks (the "rare" cases)."""
    if _mostly_unspaced(text):
        return len(text.strip()) < 2 * SCARE_QUOTE_WORDS
    return len(_WORD.findall(text)) < SCARE_QUOTE_WORDS


def claim_quotes(claim_text: str, sources: Sequence[Document]) -> tuple[QuoteResult, ...]:
    """Verify every quotation of a claim against the sources.

    ``source_span`` is the matched stretch when verified, else the closest window. ``detail`` is the
    full :meth:`QuoteCheck.to_dict` plus ``scare_quote``: true for quotations under three words, which
    usually mark a term ("the 'rare' cases") rather than cite a sentence, so the quotes check reports a
    miss there as a note instead of a mismatch.
    """
    results = []
    for start, end, text in find_quotations(claim_text):
        check = verify_quote_in(text, sources)
        detail = check.to_dict()
        detail["scare_quote"] = is_scare_quote(text)
        results.append(QuoteResult(
            text=text,
            claim_span=(start, end),
            verified=check.verified,
            match=check.match,
            status=check.quote_status,
            source=check.source,
            source_span=check.span if check.verified else check.window_span,
            detail=detail,
        ))
    return tuple(results)


# ==================================================================================================
# Command line
# ==================================================================================================


def _format_text(check: QuoteCheck, names: dict[str, str]) -> str:
    def num(x: float | None) -> str:
        return "-" if x is None else f"{x:.4g}"

    yes_no = {True: "yes", False: "no", None: "not checked"}
    source = names.get(check.source or "", check.source or "-")
    lines = [
        f"quote:        {check.quote}",
        f"verified:     {yes_no[check.verified]}",
        f"source:       {source}",
        f"match:        {num(check.match)}",
        f"status:       {check.quote_status}",
        f"similarity:   {num(check.quote_sim)}   coverage: {num(check.quote_coverage)}   "
        f"edits: {'-' if check.quote_edits is None else check.quote_edits}   "
        f"critical tokens identical: {yes_no[check.quote_critical_ok]}",
    ]
    lines += [f"passage {i}:    {p}" for i, p in enumerate(check.passages, 1)]
    lines += [f"found at:     characters {s}-{e}" for s, e in check.spans]
    if check.window_span:
        start, end = check.window_span
        lines.append(f"closest:      \u201c{' '.join((check.window or '').split())}\u201d (characters {start}-{end})")
    if check.reason:
        lines.append(f"why:          {check.reason}")
    return "\n".join(lines)


def run_cli(args: argparse.Namespace) -> int:
    """``evidencedesk quote QUOTE SOURCE... [--format text|json]``: 0 verified, 1 not, InputError -> 2."""
    if not args.quote or not args.quote.strip():
        raise InputError("the quotation is empty")
    documents = load_sources(args.sources)
    check = verify_quote_in(args.quote, documents)
    names = {d.id: d.name for d in documents}
    if args.format == "json":
        data = check.to_dict()
        data["source_name"] = names.get(check.source or "")
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(_format_text(check, names))
    return 0 if check.verified else 1
