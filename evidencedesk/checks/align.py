"""Shared by the checks: which clause of the evidence a clause of the claim is talking about, and how to
word a finding so that it names the passage it rests on."""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import regex

from .. import verdict
from ..model import EvidenceRef, Figure, Finding, FindingKind, Fix, Passage
from ..text.analysis import CALENDAR_WORDS, Analysis, BoundFigure, start_of_change
from ..text.figures import same_value
from ..text.keys import key_of
from ..text.lexicon import en
from ..text.tokens import Token
from .base import CONTRADICTION, Evidence

SNIPPET = 160


@dataclass(frozen=True)
class Aligned:
    passage: Passage
    analysis: Analysis
    clause: int
    overlap: float  # IDF-weighted share of the claim clause's words that this evidence clause holds


def clause_keys(tokens: list[Token], ignore: Callable[[Token], bool] | None = None) -> dict[str, Token]:
    """Each informative word's index key with the first token that writes it, in order; numbers, and the
    tokens ``ignore`` picks out, left out (``ignore`` is asked only of words that would count)."""
    out: dict[str, Token] = {}
    for t in tokens:
        k = key_of(t.text)
        if k and not t.is_number and k not in out and not (ignore and ignore(t)):
            out[k] = t
    return out


def token_index(tokens: list[Token], start: int) -> int:
    """Where the token starting at ``start`` stands in ``tokens`` (ordered by offset), or where one starting
    there would go."""
    return bisect_left(tokens, start, key=_token_start)


ATTRIBUTION_WORDS = 5  # words of a trailing attribution: ", the rail safety inspectorate said"


def without_attribution(an: Analysis, tokens: list[Token]) -> list[Token]:
    """A clause's tokens without the attribution that ends it after a comma ("in which nobody was hurt,
    the inspectorate said", "dropped in three-quarters of the lakes, Brandt's team found"): who said it
    is no part of what is said, and a source sentence naming the speaker says nothing of the rest."""
    if len(tokens) < 3 or tokens[-1].norm not in an.lex.SPEECH_VERBS:
        return tokens
    for i in range(len(tokens) - 1, max(0, len(tokens) - 1 - ATTRIBUTION_WORDS), -1):
        if "," in an.text[tokens[i - 1].end - an.offset : tokens[i].start - an.offset]:
            return tokens[:i]
    return tokens


def attribution_before(an: Analysis, tokens: list[Token], i: int) -> int | None:
    """Where an attribution set off by commas straight before token ``i`` starts ("paying £7,420 a year,
    according to broker Retirewell, down from £7,810", "Sales, the company said, fell"): what comes after
    it goes on from what came before it. None when there is none."""

    def comma_before(k: int) -> bool:
        return k > 0 and "," in an.text[tokens[k - 1].end - an.offset : tokens[k].start - an.offset]

    if not comma_before(i):
        return None
    for j in range(i - 1, max(0, i - 2 - ATTRIBUTION_WORDS), -1):
        if comma_before(j):
            said = tokens[j:i]
            according = len(said) >= 3 and said[0].norm == "according" and said[1].norm == "to"
            return j if according or said[-1].norm in an.lex.SPEECH_VERBS else None
    return None


def _clause_key_sets(an: Analysis) -> list[frozenset[str]]:
    """Every clause's index keys, computed once per passage. Nothing is ignored on this side: only the
    claim's wanted words are looked up, so the source's other words cannot count."""
    sets = an.derived.get("clause_keys")
    if sets is None:
        sets = an.derived["clause_keys"] = [frozenset(clause_keys(an.clause_tokens(n))) for n in range(len(an.clauses))]
    return sets  # type: ignore[return-value]


def clause_key_set(an: Analysis, clause: int) -> frozenset[str]:
    """The index keys of one whole clause, nothing left out: ``set(clause_keys(an.clause_tokens(clause)))``,
    read once per analysis (the checks ask it of the same claim and evidence clauses again and again)."""
    return _clause_key_sets(an)[clause]


def align(
    claim: Analysis, clause: int, evidence: Evidence, ignore: Callable[[Token], bool] | None = None
) -> Aligned | None:
    """The evidence clause sharing most of the claim clause's informative words."""
    want = clause_keys(claim.clause_tokens(clause), ignore)
    if not want:
        return None
    # kept on the claim's analysis by the wanted keys in order, all the result depends on besides the
    # claim's evidence, which is fixed for an analysis (a third of the calls repeat one)
    cache = claim.derived.setdefault("align", {})
    found = cache.get(key := tuple(want), False)
    if found is not False:
        return found  # type: ignore[return-value]
    corpus = evidence.corpus
    weights = {k: corpus.idf_of(k) for k in want}
    total = sum(weights.values())
    best: Aligned | None = None
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for n, have in enumerate(_clause_key_sets(an)):
            if best is not None and have.isdisjoint(weights):
                continue  # shares nothing: an overlap of 0 cannot beat the best
            overlap = sum(w for k, w in weights.items() if k in have) / total
            if best is None or overlap > best.overlap:
                best = Aligned(p, an, n, overlap)
    cache[key] = best  # type: ignore[index]
    return best


def paragraph_passages(evidence: Evidence) -> list[Passage]:
    """The evidence set and the other sentences of the paragraphs it comes from, each once, in order: a
    fine and its costs, or a film's takings and its predecessor's, are often given a sentence apart."""
    seen, out = set(), []
    for p in evidence.passages:
        for q in evidence.corpus.paragraph_passages(p.index):
            if q.index not in seen:
                seen.add(q.index)
                out.append(q)
    return out


def source_name(evidence: Evidence, passage: Passage) -> str:
    doc = evidence.corpus.documents.get(passage.source)
    return doc.name if doc else passage.source


def cite(evidence: Evidence, passage: Passage) -> str:
    """`results.md: "…the passage…"`, shortened to a readable length."""
    text = " ".join(passage.text.split())
    if len(text) > SNIPPET:
        text = text[: SNIPPET - 1].rstrip() + "…"
    return f'{source_name(evidence, passage)}: "{text}"'


def cite_clause(evidence: Evidence, passage: Passage, clause: str) -> str:
    """The passage cited, and the clause quoted after it when the clause is only part of the passage."""
    whole = " ".join(passage.text.split()).rstrip(".!?;:。！？")
    cited = cite(evidence, passage)
    return cited if clause.rstrip(".!?;:。！？") == whole else f'{cited}, in the clause "{clause}"'


def match_case(new: str, old: str) -> str:
    """``new`` capitalised the way ``old`` is, for a replacement inside the claim."""
    return new[:1].upper() + new[1:] if old[:1].isupper() else new.lower()


# Words that begin with a vowel letter but a consonant sound ("a unique", "a one-off", "a European"), and
# with a consonant letter but a vowel sound ("an hour", "an honest"): the indefinite article follows the sound.
_CONSONANT_SOUND = ("uni", "use", "usu", "eu", "one", "once", "ubiq", "ura", "ure", "uti")
_VOWEL_SOUND = ("hour", "honest", "honour", "honor", "heir")


def article_for(word: str) -> str:
    """ "a" or "an" before ``word``, by how it is spoken ("an error", "a correct", "a unit", "an hour")."""
    w = word.lower()
    if w.startswith(_VOWEL_SOUND):
        return "an"
    return "an" if w[:1] in "aeiou" and not w.startswith(_CONSONANT_SOUND) else "a"


def swap_fix(mine: Token, new: str, before: Token | None = None) -> Fix:
    """The fix that puts ``new`` in the place of the claim word ``mine``, capitalised like it; when the
    claim word follows "a" or "an" (``before``) and the new word needs the other article, the article is
    part of the fix ("an incorrect" -> "a correct")."""
    text = match_case(new, mine.text)
    if before is not None and before.norm in ("a", "an") and before.end < mine.start:
        article = article_for(new)
        if article != before.norm:
            return Fix(before.start, mine.end, match_case(article, before.text) + " " + text)
    return Fix(mine.start, mine.end, text)


def word_against_word(
    check: str,
    message: str,
    lead: str,
    evidence: Evidence,
    aligned: Aligned | SlotAlignment,
    mine: Token,
    theirs: Token,
    before: Token | None = None,
) -> Finding:
    """A contradiction between one word of the claim and the word the matching source clause has in its
    place ("rose" / "fell", "all" / "most"), with the swap as the suggested fix (``before``, the claim
    token before ``mine``, lets the fix correct an indefinite article)."""
    return finding(
        check,
        CONTRADICTION,
        message,
        f"{lead} {cite_clause(evidence, aligned.passage, aligned.analysis.clause_text(aligned.clause))}.",
        (mine.start, mine.end),
        aligned.passage,
        (theirs.start, theirs.end),
        fix=swap_fix(mine, theirs.text, before),
    )


def token_before(analysis: Analysis, token: Token) -> Token | None:
    """The token before ``token`` in its analysis, or None at the start."""
    i = next((n for n, t in enumerate(analysis.tokens) if t.start == token.start), 0)
    return analysis.tokens[i - 1] if i > 0 else None


def change_end(analysis: Analysis, figure: Figure) -> str | None:
    """Which end of a change a figure is, read from the word before it: "from" for the start ("from 2.1
    million", "up from 62%"), "to" for the end ("rose to 4.6 million"), None for any other figure."""
    if analysis.lang == "ja":
        return _japanese_end(analysis, figure)
    tokens = analysis.tokens
    i = token_index(tokens, figure.start)
    word = tokens[i - 1].norm if i > 0 and tokens[i - 1].end <= figure.start else None
    return word if word in ("from", "to") else None


def _japanese_end(analysis: Analysis, figure: Figure) -> str | None:
    """Japanese marks the ends of a change after the figure: から the start, and に or へ the end where a
    start of its kind stands before it ("1点400円から500円に改定", not "4月1日から…500円に"); に alone says many
    other things ("3人に1人")."""
    after = analysis.text[figure.end - analysis.offset : figure.end - analysis.offset + 2]
    if after.startswith("から"):
        return "from"
    if after[:1] in ("に", "へ") and any(
        b.figure.end <= figure.start
        and (b.figure.kind, b.figure.unit) == (figure.kind, figure.unit)
        and analysis.text[b.figure.end - analysis.offset : b.figure.end - analysis.offset + 2] == "から"
        for b in analysis.figures
    ):
        return "to"
    return None


def finding(
    check: str,
    kind: FindingKind,
    message: str,
    reason: str,
    claim_span: tuple[int, int] | None = None,
    passage: Passage | None = None,
    span: tuple[int, int] | None = None,
    fix: Fix | None = None,
) -> Finding:
    ref = None
    if passage is not None:
        s, e = span if span else (passage.start, passage.end)
        ref = EvidenceRef(passage.source, s, e)
    return Finding(check, kind, message, reason, claim_span, ref, fix)


# -- aligned slots ---------------------------------------------------------------------------------------
# Most contradictions have one shape: a claim clause and a source clause say the same thing except in one
# place. The clauses are aligned as sequences of units (an informative word's index key, a whole figure,
# a calendar word), the units they share in order are the context, and what differs between two stretches
# of shared context is a *slot*: a figure with another value or unit, another name, another month, another
# word. No list decides whether the two clauses are about the same thing; the shared context does.

FIGURE_UNIT = "\x00figure"
DATE_UNIT = "\x00date"
MAX_SLOT_UNITS = 3  # a differing stretch longer than this is a different statement, not one slot


class Unit(NamedTuple):
    """One unit of a clause as the aligner reads it. A named tuple rather than a frozen dataclass: every
    clause of every passage a review reads is made of them, and a tuple is built several times faster."""

    key: str
    first: int  # token indices within the analysis, inclusive
    last: int
    start: int  # character offsets (of the analysed text, offset included)
    end: int
    figure: Figure | None = None
    name: bool = False  # part of a name (an entity of the analysis)
    word: str = ""  # the unit's word as written, case-folded (for calendar words and names)


@dataclass(frozen=True)
class Slot:
    """One place where an aligned claim clause and source clause differ.

    kind: "figure" (both sides a figure, of another value or unit), "date" (a day or month for another,
    a day of the month written as a number next to a month included: "12 May" / "14 May"),
    "name" (a name on either side), "word" (any other informative word or short phrase); and, only as
    ``figure_slot`` returns it, "swapped" (the claim's figure where the source has another of the same
    figures: the two put in each other's places).
    """

    kind: str
    claim: tuple[Unit, ...]
    source: tuple[Unit, ...]

    @property
    def claim_span(self) -> tuple[int, int]:
        return self.claim[0].start, self.claim[-1].end

    @property
    def source_span(self) -> tuple[int, int]:
        return self.source[0].start, self.source[-1].end


@dataclass(frozen=True)
class SlotAlignment:
    """A claim clause aligned with the evidence clause that shares most of it in order.

    ``shared`` is the IDF-weighted share of the claim clause's informative words, outside its slots,
    that the source clause has in the same order; ``added`` are claim units the source clause lacks
    without putting anything in their place.
    """

    passage: Passage
    analysis: Analysis
    clause: int
    shared: float
    context: int  # informative words shared in order
    slots: tuple[Slot, ...]
    added: tuple[Unit, ...]
    # figures the two clauses share in place with the same value (claim unit, source unit): what a
    # hedge or bound on one side ("about 40%" / "40%") is compared on
    matched: tuple[tuple[Unit, Unit], ...] = ()
    # the same shared words as a share of *all* the claim clause's informative words, slots included:
    # ``shared`` says how well the rest agrees, this how much of the clause the rest is (a clause that
    # shares one word and puts everything else in a slot has ``shared`` 1.0 but a low ``share``)
    share: float = 0.0

    def of_kind(self, *kinds: str) -> list[Slot]:
        return [s for s in self.slots if s.kind in kinds]

    def clause_text(self) -> str:
        return self.analysis.clause_text(self.clause)


def _all_units(an: Analysis) -> list[list[Unit]]:
    """Every clause's units, read in one pass over the analysis (the names' tokens gathered once)."""
    name_tokens = {i for e in an.entities for i in range(e.first, e.first + len(e.keys))}
    figures_of: dict[int, dict[int, Figure]] = {}
    for b in an.figures:
        figures_of.setdefault(b.clause, {})[b.figure.start] = b.figure
    tokens = an.tokens
    lex = an.lex
    relative_times, time_spans = lex.RELATIVE_TIMES, lex.TIME_SPANS
    out: list[list[Unit]] = []
    for clause, c in enumerate(an.clauses):
        figure_at = _figure_at(tokens, c.first, c.last, figures_of.get(clause))
        units: list[Unit] = []
        append = units.append
        i, last = c.first, c.last
        while i <= last:
            t = tokens[i]
            f = figure_at.get(i) if figure_at else None
            if f is not None:
                j = i
                while j < last and tokens[j + 1].start < f.end:
                    j += 1
                append(Unit(FIGURE_UNIT, i, j, f.start, f.end, f))
                i = j + 1
                continue
            norm = t.norm
            if norm in relative_times and i < last and tokens[i + 1].norm in time_spans:
                # "this year", "next month", "last season": a date, like a month's name
                after = tokens[i + 1]
                append(Unit(DATE_UNIT, i, i + 1, t.start, after.end, None, False, f"{norm} {after.norm}"))
                i += 2
                continue
            if norm in CALENDAR_WORDS and (norm != "may" or t.text[:1].isupper()):
                append(Unit(DATE_UNIT, i, i, t.start, t.end, None, False, norm))
            elif not t.is_number and (k := key_of(t.text)):
                append(Unit(k, i, i, t.start, t.end, None, i in name_tokens, norm))
            i += 1
        out.append(units)
    return out


def _figure_at(tokens: list[Token], first: int, last: int, figures: dict[int, Figure] | None) -> dict[int, Figure]:
    """The figure each token of tokens[first..last] starts in, by token index, of a clause's ``figures``
    (by start offset): the first of them, in their order, whose span holds the token's start."""
    found: dict[int, Figure] = {}
    if not figures:
        return found
    for start, f in figures.items():
        k = bisect_left(tokens, start, first, last + 1, key=_token_start)
        while k <= last and tokens[k].start < f.end:
            found.setdefault(k, f)
            k += 1
    return found


def _token_start(t: Token) -> int:
    return t.start


def _slot_kind(mine: Sequence[Unit], theirs: Sequence[Unit]) -> str:
    units = [*mine, *theirs]
    if mine and theirs and all(u.figure for u in units):
        return "figure"
    if mine and theirs and all(u.key == DATE_UNIT for u in units):
        return "date"
    if any(u.name for u in units):
        return "name"
    return "word"


def _figure_keys(mine: list[Unit], theirs: list[Unit]) -> tuple[list[str], list[str]]:
    """The units' keys, with a figure that the other side states with the same value keyed to its partner,
    so that equal figures line up with each other and only a figure without one can fill a slot ("fell
    by a third, from 90 to 60" against "fell from 90 to 60": the third is added, 90 and 60 agree)."""
    left, right = [u.key for u in mine], [u.key for u in theirs]
    used: set[int] = set()
    for i, a in enumerate(mine):
        if a.figure is None:
            continue
        for j, b in enumerate(theirs):
            if j not in used and b.figure is not None and same_value(a.figure, b.figure):
                used.add(j)
                left[i] = right[j] = f"{FIGURE_UNIT}={i}"
                break
    return left, right


def _day_of_month(units: list[Unit], i: int) -> bool:
    """The figure at ``units[i]`` is a day of the month: one whole number up to 31 beside a month."""
    f = units[i].figure
    if f is None or f.kind not in ("count", "ordinal") or f.high is not None:
        return False  # a span of days ("6-7 March") holds more than one day, which a figure reads
    if not (1 <= f.value <= 31) or f.value != int(f.value):
        return False
    near = [units[j] for j in (i - 1, i + 1) if 0 <= j < len(units)]
    # "March 6-7" read as two numbers is a span of days, not a day
    if any(u.figure is not None and u.figure.kind != "year" for u in near):
        return False
    return any(u.key == DATE_UNIT for u in near)


def _matching_blocks(a: Sequence[str], b: Sequence[str]) -> list[tuple[int, int, int]]:
    """The runs ``(i, j, size)`` that ``a`` and ``b`` share in order, as ``difflib.SequenceMatcher``
    (no junk, ``autojunk=False``) finds them: the longest shared run first (the earliest of equal ones),
    then the same on either side of it, adjacent runs joined; ends with ``(len(a), len(b), 0)``.

    Clauses are a few dozen units long and are aligned by the thousand in a review: the same reading
    without the matcher's objects and bookkeeping costs a fraction of it."""
    if a == b:
        return [(0, 0, len(a)), (len(a), len(b), 0)] if a else [(0, 0, 0)]
    where: dict[str, list[int]] = {}
    for j, x in enumerate(b):
        where.setdefault(x, []).append(j)
    found: list[tuple[int, int, int]] = []
    queue = [(0, len(a), 0, len(b))]
    while queue:
        alo, ahi, blo, bhi = queue.pop()
        besti, bestj, size = alo, blo, 0
        run: dict[int, int] = {}  # j -> length of the shared run ending at (i - 1, j)
        for i in range(alo, ahi):
            longer: dict[int, int] = {}
            for j in where.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = longer[j] = run.get(j - 1, 0) + 1
                if k > size:
                    besti, bestj, size = i - k + 1, j - k + 1, k
            run = longer
        if size:
            found.append((besti, bestj, size))
            if alo < besti and blo < bestj:
                queue.append((alo, besti, blo, bestj))
            if besti + size < ahi and bestj + size < bhi:
                queue.append((besti + size, ahi, bestj + size, bhi))
    found.sort()
    joined: list[tuple[int, int, int]] = []
    i1 = j1 = k1 = 0
    for i2, j2, k2 in found:
        if i1 + k1 == i2 and j1 + k1 == j2:
            k1 += k2
        else:
            if k1:
                joined.append((i1, j1, k1))
            i1, j1, k1 = i2, j2, k2
    if k1:
        joined.append((i1, j1, k1))
    joined.append((len(a), len(b), 0))
    return joined


def _opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    """How to turn ``a`` into ``b``: ``difflib.SequenceMatcher.get_opcodes`` over ``_matching_blocks``."""
    out: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for ai, bj, size in _matching_blocks(a, b):
        if i < ai and j < bj:
            out.append(("replace", i, ai, j, bj))
        elif i < ai:
            out.append(("delete", i, ai, j, bj))
        elif j < bj:
            out.append(("insert", i, ai, j, bj))
        i, j = ai + size, bj + size
        if size:
            out.append(("equal", ai, i, bj, j))
    return out


def _ratio(a: Sequence[str], b: Sequence[str]) -> float:
    """How alike ``a`` and ``b`` are in order (0..1), as ``difflib.SequenceMatcher.ratio`` reads it."""
    total = len(a) + len(b)
    return 2.0 * sum(size for _, _, size in _matching_blocks(a, b)) / total if total else 1.0


def _align_units(mine: list[Unit], theirs: list[Unit], weight: Callable[[str], float]) -> tuple:
    slots: list[Slot] = []
    added: list[Unit] = []
    matched: list[tuple[Unit, Unit]] = []
    shared_weight = context = 0
    for op, i1, i2, j1, j2 in _opcodes(*_figure_keys(mine, theirs)):
        if op == "equal":
            for k, (a, b) in enumerate(zip(mine[i1:i2], theirs[j1:j2], strict=True)):
                if a.figure and b.figure and same_value(a.figure, b.figure):
                    matched.append((a, b))
                elif a.figure and b.figure:
                    day = _day_of_month(mine, i1 + k) and _day_of_month(theirs, j1 + k)
                    slots.append(Slot("date" if day else "figure", (a,), (b,)))
                elif a.key == DATE_UNIT and a.word != b.word:
                    slots.append(Slot("date", (a,), (b,)))
                elif not a.figure and a.key != DATE_UNIT:
                    shared_weight += weight(a.key)
                    context += 1
        elif op == "replace" and i2 - i1 <= MAX_SLOT_UNITS and j2 - j1 <= MAX_SLOT_UNITS:
            slots.append(Slot(_slot_kind(mine[i1:i2], theirs[j1:j2]), tuple(mine[i1:i2]), tuple(theirs[j1:j2])))
        elif op in ("replace", "delete"):
            added.extend(mine[i1:i2])
    in_slots = {id(u) for s in slots for u in s.claim}
    words = [u for u in mine if not u.figure and u.key != DATE_UNIT]
    total = sum(weight(u.key) for u in words if id(u) not in in_slots)
    every = sum(weight(u.key) for u in words)
    shared = shared_weight / total if total else 0.0
    return shared, context, tuple(slots), tuple(added), tuple(matched), (shared_weight / every if every else 0.0)


def clause_units(an: Analysis, clause: int) -> list[Unit]:
    """A clause's units as the aligner reads them, computed once per analysis."""
    units = an.derived.get("units")
    if units is None:
        units = an.derived["units"] = _all_units(an)
    return units[clause]  # type: ignore[index,return-value]


def _unit_keys(an: Analysis, clause: int) -> frozenset[str]:
    """The keys of a clause's units, computed once per analysis."""
    keys_of = an.derived.get("unit_keys")
    if keys_of is None:
        keys_of = an.derived["unit_keys"] = [
            frozenset(u.key for u in clause_units(an, n)) for n in range(len(an.clauses))
        ]
    return keys_of[clause]  # type: ignore[index,return-value]


def slot_alignment(claim: Analysis, clause: int, evidence: Evidence) -> SlotAlignment | None:
    """The evidence clause that says most of the claim clause in the same order, with the slots where
    the two differ: the clause whose in-order shared words are the largest share of the whole claim
    clause (a clause sharing one word with the rest in a slot is not preferred to one sharing most of
    it), then the best agreement outside the slots. A source clause that another clause of the claim
    says better is that clause's counterpart, and this one takes its next best ("The first legs were
    played on March 6-7, and the second legs on March 13-14" against "The second leg will be played on
    March 13-14": the second leg is not the first leg's counterpart with two figures changed). Computed
    once per claim clause and kept on the claim's analysis."""
    cache = claim.derived.setdefault("slot_alignment", {})
    if clause in cache:
        return cache[clause]  # type: ignore[index,return-value]
    best = _best_alignment(claim, clause, evidence)
    if best is not None:
        taken = frozenset(
            (other.passage.index, other.clause)
            for m in range(len(claim.clauses))
            if m != clause
            and (other := _best_alignment(claim, m, evidence)) is not None
            and (other.passage.index, other.clause) == (best.passage.index, best.clause)
            and _rank(other) > _rank(best)
        )
        if taken:
            best = _best_alignment(claim, clause, evidence, taken)
    cache[clause] = best  # type: ignore[index]
    return best


def _rank(a: SlotAlignment) -> tuple[float, float, int]:
    """How well an alignment says its claim clause: the share of the clause said in order, then the
    agreement outside the slots, then the fewer slots."""
    return a.share, a.shared, -len(a.slots)


def _best_alignment(
    claim: Analysis, clause: int, evidence: Evidence, taken: frozenset[tuple[int, int]] = frozenset()
) -> SlotAlignment | None:
    """The evidence clause, of those not ``taken`` (passage index, clause), that says most of the claim
    clause in order (see ``slot_alignment``). Kept on the claim's analysis when none is taken."""
    cache = claim.derived.setdefault("best_alignment", {})
    if not taken and clause in cache:
        return cache[clause]  # type: ignore[index,return-value]
    mine = clause_units(claim, clause)
    best: SlotAlignment | None = None
    if mine:
        corpus = evidence.corpus
        words = [(u.key, corpus.idf_of(u.key)) for u in mine if not u.figure and u.key != DATE_UNIT]
        every = sum(w for _, w in words)
        for p in evidence.passages:
            an = corpus.analysis(p.index)
            for n in range(len(an.clauses)):
                if (p.index, n) in taken:
                    continue
                theirs = clause_units(an, n)
                if not theirs:
                    continue
                if best is not None and every:
                    # the clause's share cannot exceed that of the claim words it holds at all: a clause
                    # that cannot reach the best share is not aligned (the matcher is the costly part)
                    keys = _unit_keys(an, n)
                    if sum(w for k, w in words if k in keys) / every < best.share:
                        continue
                shared, context, slots, added, matched, share = _align_units(mine, theirs, corpus.idf_of)
                candidate = SlotAlignment(p, an, n, shared, context, slots, added, matched, share)
                if best is None or _rank(candidate) > _rank(best):
                    best = candidate
    if not taken:
        cache[clause] = best  # type: ignore[index]
    return best


def figure_slot(
    claim: Analysis, bound: BoundFigure, evidence: Evidence, min_shared: float, min_context: int
) -> tuple[SlotAlignment, Slot] | None:
    """The aligned clause and the figure slot in which the source has another figure where the claim has
    ``bound`` ("The vacancy rate was 4.2% ..." against "The vacancy rate was 2.4% ..."), or None.

    The source clause must share at least ``min_shared`` of the claim clause's other words, in order,
    and ``min_context`` informative words, so that the rest of the sentence fixes what the figure is of.
    Of several figures in the source's place, the one of the claim figure's kind is taken. Figures put in
    each other's places come back as a "swapped" slot, found in the clause or across the sentence.
    """
    a = slot_alignment(claim, bound.clause, evidence)
    if a is not None and a.shared >= min_shared and a.context >= min_context:
        for s in a.of_kind("figure"):
            if any(u.figure is not None and u.figure.start == bound.figure.start for u in s.claim):
                theirs = [u for u in s.source if u.figure is not None]
                best = next((u for u in theirs if u.figure.kind == bound.figure.kind), theirs[0])
                return a, Slot("figure", tuple(u for u in s.claim if u.figure.start == bound.figure.start), (best,))
        # figures put in each other's places: each has its match somewhere, so no slot shows
        found = _permuted(clause_units(claim, bound.clause), clause_units(a.analysis, a.clause), bound)
        if found is not None:
            return a, Slot("swapped", (found[0],), (found[1],))
    return _swapped_in_sentence(claim, bound, evidence)


def _swapped_in_sentence(claim: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[SlotAlignment, Slot] | None:
    """Figures put in each other's places across a sentence that an evidence sentence says word for word
    in the same order ("Sun, who received $43 million, and Amber, which received $138 million" against
    "... $138 million ... $43 million"; "defeated by 19 votes to 31" against "Their amendment, which would
    have reopened the library, was defeated by 31 votes to 19", whose clauses fall elsewhere): the
    source's figure in this one's place."""
    if len(claim.figures) < 2:
        return None  # one figure cannot be swapped
    mine, my_words, figures = _sentence_units(claim)
    # how alike the claim's sentence is to each passage's, by passage: the same for each of its figures
    ratios: dict[int, float] = claim.derived.setdefault("sentence_ratio", {})  # type: ignore[assignment]
    for p in evidence.passages:
        an = evidence.corpus.analysis(p.index)
        theirs, their_words, their_figures = _sentence_units(an)
        if their_figures != figures:
            continue
        same = ratios.get(p.index)
        if same is None:
            same = ratios[p.index] = _ratio(my_words, their_words)
        if same < verdict.SAME_SENTENCE_MIN:
            continue
        found = _permuted(mine, theirs, bound)
        if found is not None:
            slot = Slot("swapped", (found[0],), (found[1],))
            return SlotAlignment(p, an, an.clause_of(found[1].first), same, len(my_words), (slot,), (), (), same), slot
    return None


def _sentence_units(an: Analysis) -> tuple[list[Unit], list[str], int]:
    """The units of a whole sentence, its words' keys (figures left out) and how many figures it holds,
    read once per analysis."""
    found = an.derived.get("sentence_units")
    if found is None:
        units = [u for n in range(len(an.clauses)) for u in clause_units(an, n)]
        found = an.derived["sentence_units"] = (
            units,
            [u.key for u in units if u.figure is None],
            sum(u.figure is not None for u in units),
        )
    return found  # type: ignore[return-value]


def _permuted(mine: list[Unit], theirs: list[Unit], bound: BoundFigure) -> tuple[Unit, Unit] | None:
    """The claim's figure and the source's figure in its place, when the two runs of units hold the same
    figures in another order ("fell from nearly 12% in 1990 to only 40%" against "40% ... 12%"); None
    otherwise. Figures of one kind written side by side ("numbers 3, 4 and 5", "1914/18") are a list or
    a span, whose order says nothing, and are not read."""
    my_figures = [i for i, u in enumerate(mine) if u.figure is not None]
    their_figures = [u for u in theirs if u.figure is not None]
    if len(my_figures) < 2 or len(my_figures) != len(their_figures):
        return None
    at = next((k for k, i in enumerate(my_figures) if mine[i].figure.start == bound.figure.start), None)
    if at is None:
        return None
    pending = list(their_figures)
    for i in my_figures:  # the same figures, each matched once
        match = next((u for u in pending if same_value(mine[i].figure, u.figure)), None)
        if match is None:
            return None
        pending.remove(match)
    here, there = mine[my_figures[at]], their_figures[at]
    if same_value(here.figure, there.figure):
        return None
    # in the same place: a word beside the one is beside the other ("by 19 votes" / "by 31 votes"); "rose
    # 0.4 points to 5.2% in the three months" and "rose to 5.2% in the three months, up 0.4 points" hold
    # the same figures in another order without putting one in another's place
    j = theirs.index(there)

    def words_beside(units: list[Unit], i: int) -> set[str]:
        return {units[k].key for k in (i - 1, i + 1) if 0 <= k < len(units) and units[k].figure is None}

    if not words_beside(mine, my_figures[at]) & words_beside(theirs, j):
        return None
    # not one of a run of figures of one kind with no word between them: a list or a span
    for k in (at - 1, at + 1):
        if 0 <= k < len(my_figures) and abs(my_figures[at] - my_figures[k]) == 1:
            if mine[my_figures[k]].figure.kind == here.figure.kind:
                return None
    return here, there


def in_place(claim: Analysis, clause: int, evidence: Evidence, minimum: float) -> SlotAlignment | None:
    """The slot alignment of a claim clause when it is one statement with its source clause except in
    its slots: the rest agrees in order (``shared``) and is most of the clause (``share``), both at
    least ``minimum``."""
    sa = slot_alignment(claim, clause, evidence)
    return sa if sa is not None and sa.shared >= minimum and sa.share >= minimum else None


def slot_tokens(analysis: Analysis, units: Sequence[Unit]) -> list[Token]:
    """The tokens a slot's units cover, in order."""
    return [analysis.tokens[i] for u in units for i in range(u.first, u.last + 1)]


def aligned_clause(
    claim: Analysis,
    clause: int,
    evidence: Evidence,
    minimum: float,
    ignore: Callable[[Token], bool] | None = None,
    given: bool = False,
) -> SlotAlignment | Aligned | None:
    """The evidence clause a claim clause is about, for the checks that compare cue words (negation,
    hedges, quantifiers): the in-order slot alignment when it shares ``minimum`` of the clause, else the
    clause sharing most of its words in any order, when that reaches ``minimum``.

    With ``given``, the words of the claim clause that the best clause lacks but another passage of the
    evidence from the same source, or another clause of its sentence, says count as said: a source names a
    thing once and then calls it "the company", "the strain" or "it" ("Orvik Motors said several injuries
    ..." / "Orvik Motors recalled 48,000 cars ... The company said no injuries ..."; "approved a second
    runway" / "plans a second runway, but the government has not yet approved it")."""
    sa = slot_alignment(claim, clause, evidence)
    if sa is not None and sa.shared >= minimum and sa.share >= minimum:
        return sa
    loose = align(claim, clause, evidence, ignore)
    if loose is None or loose.overlap >= minimum or not given:
        return loose if loose is not None and loose.overlap >= minimum else None
    sets = _clause_key_sets(loose.analysis)
    theirs = sets[loose.clause]
    # the sentence's other clauses too: "The airport plans a second runway, but the government has not
    # yet approved it"
    elsewhere: set[str] = set().union(*(keys for m, keys in enumerate(sets) if m != loose.clause))
    for p in evidence.passages:
        if p.source == loose.passage.source and p.index != loose.passage.index:
            elsewhere |= evidence.corpus.keys(p.index)
    said = elsewhere - theirs

    def also(t: Token) -> bool:
        return (ignore is not None and ignore(t)) or key_of(t.text) in said

    again = align(claim, clause, evidence, also)
    return again if again is not None and again.overlap >= minimum else None


def _unit_word(f: Figure) -> str:
    """How a figure writes its unit, without the number: "years" for "16 years", "%" for "45%"."""
    return " ".join(_DIGITS.sub(" ", f.text).split())


_DIGITS = re.compile(r"[\d.,]+")


def _calendar_beside(units: list[Unit], i: int) -> str:
    """The month or weekday written next to the figure at ``units[i]``, as written; "" when none is."""
    return next((units[k].word for k in (i - 1, i + 1) if 0 <= k < len(units) and units[k].key == DATE_UNIT), "")


def local_figure_slot(
    claim: Analysis, bound: BoundFigure, evidence: Evidence, window: int, min_shared: int
) -> tuple[SlotAlignment, Slot, tuple[str, ...]] | None:
    """A source figure that stands between the same words as the claim's figure, in a sentence that may
    be worded otherwise around them: at least ``min_shared`` of the informative words within ``window``
    units either side of the claim's figure are also beside the source's ("rose to 4.2% in the second
    quarter" / "in the second quarter ... rose to 2.4%"), the unit both are written in, or the month of
    two days of the month, counting as one. One such figure, of a value the claim does not
    state elsewhere, or None (two candidates that tie leave the place unclear). Also the shared words."""
    mine = clause_units(claim, bound.clause)
    at = next((i for i, u in enumerate(mine) if u.figure is not None and u.figure.start == bound.figure.start), None)
    if at is None:
        return None

    def context(units: list[Unit], i: int) -> set[str]:
        near = units[max(0, i - window) : i] + units[i + 1 : i + 1 + window]
        return {u.key for u in near if u.figure is None and u.key != DATE_UNIT}

    wanted = context(mine, at)
    words = {u.key: claim.text[u.start - claim.offset : u.end - claim.offset] for u in mine if u.key in wanted}
    stated = [b.figure for b in claim.figures]
    best: tuple[int, SlotAlignment, Slot, tuple[str, ...]] | None = None
    tie = False
    corpus = evidence.corpus
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for n in range(len(an.clauses)):
            theirs = clause_units(an, n)
            for j, u in enumerate(theirs):
                if u.figure is None or any(same_value(g, u.figure) for g in stated):
                    continue
                shared = wanted & context(theirs, j)
                # the unit both figures are written in is a word beside both ("for another 16 years" /
                # "for 13 years")
                unit = _unit_word(bound.figure) if bound.figure.unit and u.figure.unit == bound.figure.unit else ""
                # and so is the month two days of the month are written with ("on May 13" / "On May 11")
                unit = unit or (month if (month := _calendar_beside(mine, at)) == _calendar_beside(theirs, j) else "")
                if len(shared) + bool(unit) < min_shared:
                    continue
                slot = Slot("figure", (mine[at],), (u,))
                beside = tuple(words[k] for k in sorted(shared)) + ((unit,) if unit else ())
                found = (len(shared), SlotAlignment(p, an, n, 0.0, len(shared), (slot,), ()), slot, beside)
                if best is None or found[0] > best[0]:
                    best, tie = found, False
                elif found[0] == best[0] and not same_value(u.figure, best[2].source[0].figure):
                    tie = True
    if best is None or tie:
        return None
    return best[1], best[2], best[3]


# -- labelled values --------------------------------------------------------------------------------------
# A sentence that gives one quantity for several groups names each figure's group in the same place beside
# it: "adults £12, children £6", "£180 for adults and £120 for students", "一般2,000円、学生1,200円". The
# words in that place are the figures' labels; which of them a claim names decides which figure is its.


@dataclass(frozen=True)
class Labelled:
    passage: Passage
    label: Token  # the source's label that the claim names
    own: Figure  # the figure given for it
    others: tuple[tuple[Token, Figure], ...]  # the other labels and their figures


def _labels(an: Analysis, figures: list[Figure]) -> list[Token] | None:
    """The tokens standing in one place beside each figure (just before it, or after one word every figure
    shares, such as "for"), distinct content words, one per figure; None when no place has them."""
    tokens = an.tokens
    spans = []  # each figure's first and last token ("41C" is "41" and "c")
    for f in figures:
        first = token_index(tokens, f.start)
        last = token_index(tokens, f.end) - 1
        if first > last:
            return None
        spans.append((first, last))

    lex = an.lex
    # a change word reaching the figure is its verb, not a group it is for ("whisky sales rose 9%, while gin
    # sales fell 2%" labels nothing "rose"), and a word that bounds it says how exact it is ("open six new
    # stores ... create around 400 jobs" labels nothing "around")
    not_labels = (
        lex.UP | lex.DOWN | lex.STEADY | lex.BETTER | lex.WORSE | {h for h in lex.FIGURE_HEDGES if " " not in h}
    )

    # nor is a figure itself ("with 61 points, four points ahead": "four" labels nothing)
    in_figures = {
        k for b in an.figures for k in range(token_index(tokens, b.figure.start), token_index(tokens, b.figure.end))
    }

    def word(i: int) -> Token | None:
        t = tokens[i] if 0 <= i < len(tokens) else None
        return t if t is not None and not t.is_number and t.norm not in not_labels and i not in in_figures else None

    # right before the figure ("adults £12", "Hindu (41.3%)", "学生1,200円"), or after a word every figure
    # shares ("£180 for adults and £120 for students"), or before one ("jailed Dean Marsh for seven years and
    # Liam Carr for four years"); the word straight after a figure is as often its verb ("41C beat the record
    # of 39.5C, set in 2019")
    for d, link in ((-1, 0), (2, 1), (-2, -1)):
        found = [word(first + d if d < 0 else last + d) for first, last in spans]
        if any(t is None or key_of(t.text) is None for t in found):
            continue
        if link:
            links = [word(first + link if link < 0 else last + link) for first, last in spans]
            if any(t is None for t in links) or len({t.norm for t in links}) != 1:
                continue
            if link < 0 and links[0].norm not in _LABEL_LINKS_BEFORE:  # type: ignore[union-attr]
                continue  # "the high of 41C beat the record of 39.5C": what a figure "of" is, is its measure
        if len({key_of(t.text) for t in found}) == len(found):  # type: ignore[union-attr]
            return found  # type: ignore[return-value]
    return None


# The words a figure shares with the others after their labels: "Marsh for seven years and Carr for four",
# "Kralj with 41 points and Ando with 40", "Reform on 27%, Labour on 19%"
_LABEL_LINKS_BEFORE = frozenset({"for", "with", "on"})


def _count_apart(an: Analysis, bound: list[BoundFigure]) -> bool:
    """Whether two of the figures count different things, each named right after it ("confirmed 17 cases
    ... across four farms"): figures of several groups give one quantity, so the words before them are
    no labels ("adults £12, children £6")."""
    counted = set()
    for b in bound:
        at = token_index(an.tokens, b.figure.end)
        if b.measure_head and b.measure_span and at < len(an.tokens) and an.tokens[at].start == b.measure_span[0]:
            counted.add(b.measure_head)
    return len(counted) >= 2


def _labelled_figures(source: Analysis, kind: str) -> tuple[list[Token], list[Figure]] | None:
    """A passage's figures of one kind with their labels, read once per passage and kind."""
    cache = source.derived.setdefault("labelled", {})
    if kind not in cache:
        bound = [b for b in source.figures if b.figure.kind == kind and b.figure.high is None]
        same_kind = [b.figure for b in bound]
        labels = (
            _labels(source, same_kind)
            if len(same_kind) >= 2 and not _count_apart(source, bound) and not _a_part(source, same_kind)
            else None
        )
        cache[kind] = (labels, same_kind) if labels is not None else None
    return cache[kind]


# A figure said to be part of another: "40 new buses, 20 of them battery-powered", "1,200 homes, of which 400
# are affordable", "Of the 38 teams, 29 finished"
_PART_AFTER = re.compile(r"\s+of\s+(?:them|which|whom|these|those)\b", re.IGNORECASE)
_PART_BEFORE = re.compile(r"\bof\s+(?:which|whom|them|these|those)\s+\Z", re.IGNORECASE)


def _a_part(an: Analysis, figures: list[Figure]) -> bool:
    """Whether one of a passage's figures is said to be part of another: a part and its whole are no two
    labelled groups ("buying 40 new buses, 20 of them battery-powered" gives no 40 to "buying")."""
    text, at = an.text, an.offset
    return any(
        _PART_AFTER.match(text, g.end - at) or _PART_BEFORE.search(text, max(0, g.start - at - 20), g.start - at)
        for g in figures
    )


def labelled(claim: Analysis, bound: BoundFigure, evidence: Evidence) -> Labelled | None:
    """The passage that gives the claim figure's quantity for several labelled groups, of which the claim's
    clause names exactly one, with that group's figure."""
    f = bound.figure
    if f.kind in ("date", "ordinal", "year", "time"):
        return None  # positions, not quantities given per group
    mine: set[str | None] | None = None  # the claim clause's words, read when a passage has labels to name
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        found = _labelled_figures(source, f.kind)
        if found is None:
            continue
        if mine is None:
            # the words of where a change started name no group of the figure it reached ("fell from last
            # year's record, to 41 million" gives 41 million to no record)
            c = claim.clauses[bound.clause]
            skip = start_of_change(claim, f) or (-1, -1)
            mine = {key_of(claim.tokens[k].text) for k in range(c.first, c.last + 1) if not skip[0] <= k <= skip[1]}
            mine.discard(None)
        labels, same_kind = found
        named = [n for n, t in enumerate(labels) if key_of(t.text) in mine]
        if len(named) != 1:
            continue
        n = named[0]
        others = tuple((t, g) for k, (t, g) in enumerate(zip(labels, same_kind, strict=True)) if k != n)
        return Labelled(p, labels[n], same_kind[n], others)
    return None


class RootedKeys:
    """A set of index keys that holds a word by its key or by a key of the same root ("economic" /
    "economy", "departures" / "departed"): what the evidence says, as the coverage check and the share
    reader look words up in it."""

    def __init__(self, keys: set[str] | frozenset[str]):
        self.keys = keys
        self._by_prefix: dict[str, list[str]] | None = None  # built on the first word not held as is
        self._characters: set[str] | None = None  # the characters of the keys, for a kanji alone
        self._verbs: set[str] | None = None  # the verbs of the keys' nouns in -sion ("decision": "decid")
        self._parts: set[str] | None = None  # the words of the keys written with a hyphen ("high-street")

    def __contains__(self, key: str) -> bool:
        if key in self.keys:
            return True
        if (verb := verb_of_sion(key)) is not None and verb in self.keys:
            return True  # "no decision had been taken" holds "decided"
        if self._verbs is None:
            self._verbs = {v for k in self.keys if (v := verb_of_sion(k)) is not None}
        if key in self._verbs:
            return True
        if self._parts is None:
            self._parts = {part for k in self.keys if "-" in k for w in k.split("-") if (part := key_of(w))}
        if key in self._parts:
            return True  # "the high street" is held by "high-street bureaux" (not the other way round: the
            # words of "open-minded" may be anywhere in a paragraph)
        if len(key) == 1 and _HAN.match(key):
            # a kanji a verb writes alone ("移り住んだ": 移, 住) is held by a word written with it (移住)
            if self._characters is None:
                self._characters = {c for k in self.keys for c in k if _HAN.match(c)}
            return key in self._characters
        if self._by_prefix is None:
            self._by_prefix = {}
            for k in self.keys:
                if len(k) >= verdict.ROOT_PREFIX_MIN:
                    self._by_prefix.setdefault(k[: verdict.ROOT_PREFIX_MIN], []).append(k)
        for other in self._by_prefix.get(key[: verdict.ROOT_PREFIX_MIN], ()):
            shared = len(_common_prefix(key, other))
            if shared >= min(len(key), len(other)) - verdict.ROOT_SUFFIX_MAX:
                return True
        return False


_HAN = regex.compile(r"\p{Han}")
_SION_VERB_MIN = 5  # letters of the verb a noun in -sion names, below which the two may be unrelated ("pension")


def verb_of_sion(key: str) -> str | None:
    """The key of the verb a noun in -sion is made from, "-sion" read as "-d(e)": "decision" -> "decid",
    "extension" -> "extend", "conclusion" -> "conclud", "expansion" -> "expand"; None for other keys and
    for a verb too short to be told from an unrelated one ("pension", "tension")."""
    if not key.endswith("sion") or key.endswith("ssion"):
        return None
    verb = key[:-4] + "d"
    return verb if len(verb) >= _SION_VERB_MIN else None


def sion_of_verb(key: str | None) -> str | None:
    """The key of the noun in -sion a verb's key ending in "d" makes ("decid" -> "decision", "extend" ->
    "extension"), the other way round from :func:`verb_of_sion`; None where there is none to make."""
    if key is None or not key.endswith("d") or len(key) < _SION_VERB_MIN:
        return None
    noun = key[:-1] + "sion"
    return noun if verb_of_sion(noun) == key else None


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


_INVERTED_SUBJECTS = frozenset("the a an it its they he she we i you this that their his her our".split())


def _condition_span(an: Analysis, tokens: list[Token], open_ones: bool = True) -> tuple[int, int] | None:
    """Where a condition runs among a clause's tokens, as (start, end) offsets, or None: one opened by "if"
    or "unless" ("contact IT if the website is not working"), or by an auxiliary before its subject ("Had
    Arlow not agreed to settle, ...", "the club would have folded had the council not stepped in"), up to
    a comma or a word that joins another statement. "asked if" asks, and conditions nothing."""
    lex = an.lex
    if lex is en and (found := _negated_relative(tokens)) is not None:
        return found
    for i, t in enumerate(tokens[:-2]):
        after = tokens[i + 1]
        if i == 0 and t.norm in lex.CONDITIONS and open_ones:
            at = token_index(an.tokens, t.start)
            if at > 0 and an.tokens[at - 1].norm in lex.ASKING_VERBS:
                return None  # "Ned asks Tom if he has a crib"
        elif not (
            # inverted only with its subject straight after ("had the council not", "were it not", not
            # "had not paid"), and inside a clause only after the modal of what would have followed
            # ("would have folded had the council not", not "the club had the council's backing")
            t.norm in lex.INVERTED_CONDITIONS
            and (after.norm in _INVERTED_SUBJECTS or (after.text[:1].isupper() and after.text.isalpha()))
            and (i == 0 or any(u.norm in lex.COUNTERFACTUAL_MODALS for u in tokens[:i]))
        ):
            continue
        end = tokens[-1].end
        for k in range(i + 1, len(tokens)):
            u = tokens[k]
            if u.norm in _CONDITION_ENDS or "," in an.text[tokens[k - 1].end - an.offset : u.start - an.offset]:
                end = u.start
                break
        return t.start, end
    return None


_CONDITION_ENDS = frozenset("and but then".split())  # words that join another statement to a condition
_RELATIVES = frozenset("that who which".split())
_RELATIVE_NEGATIONS = ("not", "n't", "never", "fail", "fails", "failed")
_CONSEQUENCE_MODALS = frozenset("could would will may might can must should".split())


def _negated_relative(tokens: list[Token]) -> tuple[int, int] | None:
    """A negated relative clause that picks out whom the rest of the sentence holds to a consequence, up to
    the modal of that consequence: "Exchanges that don't check identities could be fined", "Drivers who
    do not pay the charge will face an £80 penalty". It says what would follow if, as "if" does, and
    denies nothing of those who do; not after a verb of saying ("said that it did not")."""
    for i in range(1, len(tokens) - 2):
        if (
            tokens[i].norm not in _RELATIVES
            or tokens[i - 1].norm in en.SPEECH_VERBS
            or not tokens[i - 1].text.isalpha()
        ):
            continue
        near = [t.norm for t in tokens[i + 1 : i + 4]]
        if not any(w in _RELATIVE_NEGATIONS or w.endswith("n't") for w in near):
            return None
        end = next((t.start for t in tokens[i + 2 :] if t.norm in _CONSEQUENCE_MODALS), None)
        return (tokens[i].start, end) if end is not None else None
    return None


def hypothetical(an: Analysis, start: int, open_ones: bool = True) -> bool:
    """Whether the word at ``start`` is said of what would have been, not of what was: inside a condition
    (``_condition_span``), or after "would have" (or "could", "might") in a sentence that states a
    condition ("Were it not for the grant, the museum would have closed in March"). Without
    ``open_ones``, the words of an open condition ("if the offender is from a good university") are read
    as said: a source may state the same condition."""
    spans = [span for n in range(len(an.clauses)) if (span := _condition_span(an, an.clause_tokens(n)))]
    if not spans:
        return False
    shut = (
        spans
        if open_ones
        else [s for n in range(len(an.clauses)) if (s := _condition_span(an, an.clause_tokens(n), False))]
    )
    if any(lo <= start < hi for lo, hi in shut):
        return True
    at = token_index(an.tokens, start)
    before = [t.norm for t in an.tokens[max(0, at - COUNTERFACTUAL_REACH) : at]]
    around = before + [t.norm for t in an.tokens[at + 1 : at + 2]]  # "would not have folded"
    return "have" in around and any(w in an.lex.COUNTERFACTUAL_MODALS for w in before)


COUNTERFACTUAL_REACH = 3  # words before a word in which "would have" sets it in the counterfactual
