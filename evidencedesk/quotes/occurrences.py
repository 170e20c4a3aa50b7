"""The first matcher's search: where one part of a quotation occurs in the source, as whole words.

Folding forgives what a faithful quotation may change (spacing, quote marks, dashes, case, accents); the
rules here keep it from forgiving what changes the meaning, so "5%" is not found in "25%", "19" not in
"COVID-19", "200" not in "1 200", "10" not in "10⁶" and "HIV" not in "HIV-negative". In scripts
written without spaces a match may begin or end inside a word, and a Korean one may end before a
particle, but a number still stays whole.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from ..text.fold import HYPHENS, dash_binds_number
from ..text.tokens import GROUP_SPACES
from .chars import (
    ADDED_STOPS,
    DECIMAL_POINTS,
    NUMBER_PUNCTUATION,
    continues_number,
    is_digit,
    is_hangul,
    is_unspaced,
    is_word_char,
    words_of,
)
from .source import Source, strict_fold

MAX_OCCURRENCES = 200  # occurrences of one part considered when placing elisions and passages


def _pattern_pieces(folded: str) -> list[tuple[str, bool]]:
    """A folded part as pieces of a regular expression, each marked literal (True) or tolerant.

    Tolerant only where the rules say a difference is none: a hyphen between two letters may be missing
    from the source (a word the cleaner joined at a line end) or followed by a wrap; a hyphen between
    digits may be followed by a wrap; two characters of an unspaced script may have a wrap between them
    in the source.
    """
    out: list[tuple[str, bool]] = []
    n = len(folded)
    i = 0
    while i < n:
        ch = folded[i]
        prev = folded[i - 1] if i else ""
        nxt = folded[i + 1] if i + 1 < n else ""
        if ch == "-" and prev.isalpha() and (nxt.isalpha() or (nxt == " " and folded[i + 2 : i + 3].isalpha())):
            out.append(("(?:- ?)?", False))
            i += 2 if nxt == " " else 1
            continue
        if ch == "-" and is_digit(prev) and is_digit(nxt):
            out += [("-", True), (" ?", False)]
        else:
            out.append((ch, True))
            if nxt and is_unspaced(ch) and is_unspaced(nxt):
                out.append((" ?", False))
        i += 1
    return out


def _part_pattern(folded: str) -> str:
    """A regular expression for a folded part (see ``_pattern_pieces``)."""
    return "".join(re.escape(text) if literal else text for text, literal in _pattern_pieces(folded))


@lru_cache(maxsize=256)
def _literal_runs(folded: str) -> tuple[str, ...]:
    """The stretches of a folded part that every match holds as written, longest first: a source that
    lacks one of them cannot hold the part, and the regular expression need not scan it."""
    runs, current = [], []
    for text, literal in _pattern_pieces(folded):
        if literal:
            current.append(text)
        elif current:
            runs.append("".join(current))
            current = []
    if current:
        runs.append("".join(current))
    return tuple(sorted(set(runs), key=len, reverse=True))


# Particles and endings a Korean word may go on with after the quotation stops: the case particles, the
# topic and additive particles, the copula (이다, 였다) and the quotative 라.
KOREAN_ENDINGS = tuple(
    "은 는 이 가 을 를 의 에 께 도 만 와 과 로 나 랑 였 라 으로 까지 부터 보다 처럼 마다 조차 한테 하고 입니".split()
)


def _original(src: Source, i: int) -> str:
    """The original character behind folded ``text[i]`` (dashes are folded one to one)."""
    a, b = src.strict.origin(i)
    return src.text[a:b]


def _hyphen_at(src: Source, i: int) -> bool:
    return src.strict.text[i] == "-" and _original(src, i) in HYPHENS


def _compound_joint(src: Source, i: int, word_side: int) -> bool:
    """Whether the hyphen at folded ``i`` joins two parts of one compound ("HIV-negative", "12-month",
    also when the compound is broken across lines); ``word_side`` is the offset of the far part's first
    or last character, -1 before the hyphen or +1 after it."""
    f = src.strict.text
    if not _hyphen_at(src, i):
        return False
    j = i + word_side
    if 0 <= j < len(f) and f[j] == " " and word_side > 0 and "\n" in src.strict.original_text(j, j + 1):
        j += 1  # "investigator-" at a line end, "blinded" on the next line
    return 0 <= j < len(f) and is_word_char(f[j]) and not is_unspaced(f[j])


def _left_whole(src: Source, s: int) -> bool:
    """Whether a match starting at folded offset ``s`` starts a whole word or number."""
    f = src.strict.text
    if s == 0:
        return True
    inside, outside = f[s], f[s - 1]
    before = f[s - 2] if s >= 2 else ""
    starts_number = continues_number(inside) or (inside in NUMBER_PUNCTUATION and is_digit(f[s + 1 : s + 2]))
    if starts_number:
        if continues_number(outside) or outside == "+" or outside in DECIMAL_POINTS:
            return False  # "5" in "25", "12" in "+12", "5 mg" in ".5 mg"
        if outside == "-" and dash_binds_number(src.text, src.strict.origin(s - 1)[0]):
            return False  # a sign, a range or a compound: "-12%", "18-65", "COVID-19"
        if outside in NUMBER_PUNCTUATION and continues_number(before):
            return False  # "200" in "1,200", ".45" in "1.45"
        if outside.isalpha() and not is_unspaced(outside):
            return False
        if outside == " " and before:
            gap = src.strict.original_text(s - 1, s)
            if is_digit(before) and gap in GROUP_SPACES:
                return False  # "200" inside "1 200" written with a thin space
            if before == "-" and "\n" in gap and dash_binds_number(src.text, src.strict.origin(s - 2)[0]):
                return False  # the end of a range broken across lines: "aged 18-\n65 years"
        return True
    if is_word_char(inside) and not is_unspaced(inside):
        if outside == "-" and _compound_joint(src, s - 1, -1):
            return False  # "negative" in "HIV-negative"
        if outside == " " and before == "-" and "\n" in src.strict.original_text(s - 1, s):
            if _compound_joint(src, s - 2, -1):
                return False  # "blinded" in "investigator-\nblinded"
        return not (is_word_char(outside) and not is_unspaced(outside))
    return True


def _right_whole(src: Source, e: int) -> bool:
    """Whether a match ending at folded offset ``e`` ends a whole word or number."""
    f = src.strict.text
    if e >= len(f):
        return True
    inside, outside = f[e - 1], f[e]
    after = f[e + 1 : e + 2]
    if (is_hangul(inside) or is_digit(inside)) and is_hangul(outside) and f.startswith(KOREAN_ENDINGS, e):
        return True  # a Korean quotation may stop before a particle: "120명" in "120명이었다"
    if continues_number(inside):
        if continues_number(outside) or (outside.isalpha() and not is_unspaced(outside)):
            return False  # "20" in "200", "10" in "10\u2076", "1" in "1\u00bd"
        if outside in NUMBER_PUNCTUATION and continues_number(after):
            return False  # "45" in "45.2", "1" in "1,200" or "1\uff0c200"
        if outside == "-" and continues_number(after):
            return False  # the start of a range: "aged 18" in "aged 18\u201365"
        separator = src.strict.original_text(e, e + 1)
        if outside == " " and is_digit(after) and separator in GROUP_SPACES:
            return False
        return not _compound_joint(src, e, +1)  # "12" in "12-month"
    if inside in NUMBER_PUNCTUATION and e >= 2 and continues_number(f[e - 2]) and continues_number(outside):
        return False  # a full stop that is a decimal point: "rose 45." in "rose 45.2%"
    if is_word_char(inside) and not is_unspaced(inside):
        if _compound_joint(src, e, +1):
            return False  # "HIV" in "HIV-negative"
        return not (is_word_char(outside) and not is_unspaced(outside))
    return True


@lru_cache(maxsize=256)
def _compiled(folded: str) -> re.Pattern[str]:
    return re.compile(_part_pattern(folded))


@lru_cache(maxsize=256)
def _variants(part: str) -> tuple[str, ...]:
    """The folded forms a part is looked for in: as quoted, and without the full stop that ends it (models
    add one when they quote the start of a sentence, and in Chinese and Japanese a comma where they cut a
    clause)."""
    folded = strict_fold(part).strip()
    variants = [folded]
    if folded.endswith(ADDED_STOPS) and not folded.endswith(".."):
        variants.append(folded[:-1].rstrip())
    return tuple(v for v in variants if v)


def may_occur(
    texts: Sequence[str],
    part: str,
    among: Iterable[int],
    holding: Callable[[Sequence[str]], Sequence[bool] | None] | None = None,
) -> list[int]:
    """The indices ``among`` of the folded source texts in which ``part`` can occur at all: those holding
    every stretch that a match of one of its forms holds as written, the test ``occurrences`` makes
    before it searches. Each stretch, longest first, is looked for only in the texts holding the others.

    ``holding``, given the words of a stretch, tells for every text whether it holds each of them as a
    word (None when it cannot tell yet): a text lacking one of them cannot hold the stretch, and is not
    searched for it."""
    among = list(among)
    found: set[int] = set()
    for variant in _variants(part):
        held = [i for i in among if i not in found]
        for run in _literal_runs(variant):
            words = _inner_words(run) if holding is not None and held else ()
            may = holding(words) if words else None  # type: ignore[misc]
            if may is not None:
                held = [i for i in held if may[i]]
            held = [i for i in held if run in texts[i]]
        found.update(held)
    return [i for i in among if i in found]


@lru_cache(maxsize=1024)
def _inner_words(run: str) -> tuple[str, ...]:
    """The words of the pieces of ``run`` that spaces set off on both sides, as ``words_of`` reads them: a
    text holding the run holds them, set off the same way, so its own words include them (a word reads
    the same whichever of the two expressions reads it, and neither takes a space)."""
    return tuple(w for piece in run.split()[1:-1] for w in words_of(piece))


def occurrences(src: Source, part: str) -> list[tuple[int, int]]:
    """Folded spans of the source where ``part`` occurs as whole words and numbers, in one of its forms
    (``_variants``)."""
    for variant in _variants(part):
        if not all(run in src.strict.text for run in _literal_runs(variant)):
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
