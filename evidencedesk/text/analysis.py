"""One sentence read the way the checks need it: tokens, clauses, figures bound to what they measure,
named entities, and the cue words (negation, hedges, causal language) each clause carries.

The same reading is applied to claims and to source passages, so the two sides are compared like for
like. Offsets are those of the text given plus ``offset``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import ModuleType

from ..model import Figure
from . import figures as figs
from .lexicon import en, lexicon
from .tokens import Token, stem, tokenize

# Words that open a new clause (or the second term of a comparison). "and" splits only after a comma,
# since "precision and recall" is one.
CLAUSE_OPENERS = frozenset(
    "but while whereas although though yet however which whereby unless than because whether if".split()
)
CLAUSE_PUNCT = set(";:—–()")
MEASURE_WINDOW = 8  # tokens either side of a figure in which its measure is looked for
MAX_MEASURE_WORDS = 3


@dataclass(frozen=True)
class Clause:
    first: int  # index of its first token
    last: int  # index of its last token (inclusive)
    start: int
    end: int


@dataclass(frozen=True)
class BoundFigure:
    """A figure with the quantity it measures (None when the sentence does not say) and its year."""

    figure: Figure
    measure: str | None
    measure_span: tuple[int, int] | None
    clause: int
    year: float | None = None


CALENDAR_WORDS = frozenset(
    """
monday tuesday wednesday thursday friday saturday sunday january february march april may june july
august september october november december
""".split()
)


@dataclass(frozen=True)
class Entity:
    text: str
    keys: tuple[str, ...]  # lower-case words, for matching
    start: int
    end: int
    first: int  # token index

    @property
    def kind(self) -> str:
        """ "date" for days and months, "name" for the rest: only names of one kind can stand in for each other."""
        return "date" if any(k in CALENDAR_WORDS for k in self.keys) else "name"


@dataclass
class Analysis:
    text: str
    offset: int
    tokens: list[Token]
    clauses: list[Clause]
    figures: list[BoundFigure]
    entities: list[Entity]
    lang: str = "en"  # the language the text was read as (ISO 639-1)
    # what the checks derive from this reading once and reuse (per clause index keys, for one)
    derived: dict[str, object] = field(default_factory=dict, repr=False, compare=False)

    @property
    def lex(self) -> ModuleType:
        """The word lists of the language this text was read as (see ``text.lexicon``)."""
        return lexicon(self.lang)

    def clause_of(self, token_index: int) -> int:
        for n, c in enumerate(self.clauses):
            if c.first <= token_index <= c.last:
                return n
        return len(self.clauses) - 1

    def clause_tokens(self, n: int) -> list[Token]:
        c = self.clauses[n]
        return self.tokens[c.first : c.last + 1]

    def clause_text(self, n: int) -> str:
        """The clause as a reader would quote it: line breaks and runs of spaces collapsed."""
        c = self.clauses[n]
        return " ".join(self.text[c.start - self.offset : c.end - self.offset].split())


def _clauses(text: str, offset: int, tokens: list[Token]) -> list[Clause]:
    if not tokens:
        return [Clause(0, -1, offset, offset + len(text))]
    cuts = [0]
    for i in range(1, len(tokens)):
        gap = text[tokens[i - 1].end - offset : tokens[i].start - offset]
        word = tokens[i].norm
        # a dash between two numbers is a span ("6–7 March", "2019–2021"), not a clause break
        span = gap.strip() in ("–", "—") and tokens[i - 1].is_number and tokens[i].is_number
        if not span and (
            any(ch in CLAUSE_PUNCT for ch in gap)
            or word in CLAUSE_OPENERS
            or ("," in gap and word in {"and", "so", "or", "but", "while", "which", "who"})
            or (word in {"and", "or"} and i + 1 < len(tokens) and _looks_like_verb(tokens[i + 1]))
        ):
            cuts.append(i)
    cuts.append(len(tokens))
    return [Clause(a, b - 1, tokens[a].start, tokens[b - 1].end) for a, b in zip(cuts, cuts[1:], strict=False) if b > a]


def _looks_like_verb(token: Token) -> bool:
    """A past-tense or direction verb after "and" starts a second predicate: "... and shortened stays"."""
    word = token.norm
    return (
        (word.endswith("ed") and len(word) > 4)
        or word in en.UP
        or word in en.DOWN
        or word in en.BETTER
        or word in en.WORSE
    )


def _measure_near(tokens: list[Token], lo: int, hi: int, at: int) -> tuple[str, tuple[int, int], int] | None:
    """The measure term nearest to token ``at`` within tokens[lo:hi], preferring one before it."""
    best = None
    for i in range(lo, hi):
        for n in range(MAX_MEASURE_WORDS, 0, -1):
            if i + n > hi:
                continue
            phrase = " ".join(t.norm for t in tokens[i : i + n])
            group = en.MEASURE_OF.get(phrase)
            if group is None and n == 1:
                group = en.MEASURE_OF.get(tokens[i].stem)
            if group:
                distance = (at - i) if i < at else (i - at) + 0.5  # ties go to the word before
                if best is None or distance < best[2]:
                    best = (group, (tokens[i].start, tokens[i + n - 1].end), distance)
                break
    return best


def same_measure(a: str | None, b: str | None) -> bool:
    """Two measure names name the same quantity: one lexicon group, or the same word inflected."""
    return a is not None and b is not None and (a == b or stem(a) == stem(b))


def known_measure(measure: str | None) -> bool:
    """A quantity from the measures lexicon, as opposed to the noun a count happened to sit on."""
    return measure in KNOWN_MEASURES


KNOWN_MEASURES = frozenset(group[0] for group in en.MEASURE_GROUPS)


def _figure_token(tokens: list[Token], f: Figure) -> int:
    for i, t in enumerate(tokens):
        if t.end > f.start:
            return i
    return len(tokens) - 1


def _counted_noun(tokens: list[Token], i: int, clause: Clause) -> tuple[str, tuple[int, int]] | None:
    """The noun a count sits on: '84 students' -> students."""
    j = i + 1
    while j <= clause.last and (tokens[j].is_number or tokens[j].norm in {"%", "percent", "per", "cent"}):
        j += 1
    word = tokens[j].norm if j <= clause.last else ""
    if word.isalpha() and word not in en.STOP_WORDS and not word.endswith(("ed", "ly", "ing")):
        return en.MEASURE_OF.get(word, word), (tokens[j].start, tokens[j].end)
    return None


def _bind(tokens: list[Token], clauses: list[Clause], figures: list[Figure]) -> list[BoundFigure]:
    years = [f for f in figures if f.kind == "year"]
    out = []
    for f in figures:
        at = _figure_token(tokens, f)
        n = next((k for k, c in enumerate(clauses) if c.first <= at <= c.last), len(clauses) - 1)
        c = clauses[n]
        lo, hi = max(c.first, at - MEASURE_WINDOW), min(c.last + 1, at + MEASURE_WINDOW + 1)
        measure, span = None, None
        if f.kind != "year":
            noun = _counted_noun(tokens, at, c) if f.kind in {"count", "measure"} else None
            found = _measure_near(tokens, lo, hi, at)
            if noun:
                measure, span = noun
            elif found:
                measure, span = found[0], found[1]
        year = None
        if f.kind != "year" and years:
            year = min(years, key=lambda y: abs(y.start - f.start)).value
        out.append(BoundFigure(f, measure, span, n, year))
    return out


def _entities(text: str, offset: int, tokens: list[Token], lex: ModuleType = en) -> list[Entity]:
    """Names, acronyms and model names: runs of capitalised words, all-caps words, letter-digit words.

    A capitalised word that opens a sentence is a name only as part of a longer run ("New York") or
    when written in capitals or with digits, since most sentences open with an ordinary word. A
    capitalised month is a month even when its spelling is a stop word ("12 May", "in May"): only
    "May" opening a sentence may be the modal.
    """

    def capital(i: int) -> bool:
        t = tokens[i]
        if not t.text[:1].isupper():
            return False
        return t.norm not in lex.STOP_WORDS or (t.norm in CALENDAR_WORDS and not opens_sentence(i))

    def opens_sentence(i: int) -> bool:
        return i == 0 or text[: tokens[i].start - offset].rstrip().endswith((".", ":", '"', "“", "!", "?"))

    out: list[Entity] = []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        raw = t.text
        shaped = (raw.isupper() and len(raw) >= 2 and raw.isalpha()) or (
            any(ch.isdigit() for ch in raw) and any(ch.isalpha() for ch in raw)
        )
        if not (capital(i) or shaped):
            i += 1
            continue
        j = i + 1
        while (
            j < len(tokens) and capital(j) and text[tokens[j - 1].end - offset : tokens[j].start - offset] in {" ", "-"}
        ):
            j += 1
        run = tokens[i:j]
        if opens_sentence(i) and len(run) == 1 and not shaped:
            i = j
            continue
        out.append(
            Entity(
                text[run[0].start - offset : run[-1].end - offset],
                tuple(x.norm for x in run),
                run[0].start,
                run[-1].end,
                i,
            )
        )
        i = j
    return out


def analyse(text: str, offset: int = 0, figures: list[Figure] | None = None, lang: str = "en") -> Analysis:
    """Read ``text`` as language ``lang``; ``figures`` may be passed when already extracted (with
    offsets already shifted)."""
    tokens = tokenize(text, offset)
    clauses = _clauses(text, offset, tokens)
    if figures is None:
        figures = [shift(f, offset) for f in figs.extract_figures(text)]
    return Analysis(
        text,
        offset,
        tokens,
        clauses,
        _bind(tokens, clauses, figures),
        _entities(text, offset, tokens, lexicon(lang)),
        lang,
    )


def shift(f: Figure, offset: int) -> Figure:
    return replace(f, start=f.start + offset, end=f.end + offset) if offset else f


# -- cue words ----------------------------------------------------------------------------------------
def is_negation(token: Token, lex: ModuleType = en) -> bool:
    """Whether a token negates, in the language of ``lex`` (the checks pass their analysis's)."""
    return token.norm in lex.NEGATIONS or token.norm.endswith("n't")


def has_phrase(tokens: list[Token], phrases: tuple[str, ...] | frozenset[str]) -> tuple[int, int] | None:
    """Span of the first listed phrase occurring in ``tokens`` (word-aligned, case-folded)."""
    norms = [t.norm for t in tokens]
    for phrase in phrases:
        parts = phrase.split()
        n = len(parts)
        for i in range(len(norms) - n + 1):
            if norms[i : i + n] == parts:
                return tokens[i].start, tokens[i + n - 1].end
    return None
