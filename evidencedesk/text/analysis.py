"""One sentence read the way the checks need it: tokens, clauses, figures bound to what they measure,
named entities, and the cue words (negation, hedges, causal language) each clause carries.

The same reading is applied to claims and to source passages, so the two sides are compared like for
like. Offsets are those of the text given plus ``offset``.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field
from types import ModuleType

from ..model import Figure
from . import cjk
from . import figures as figs
from .assertion import IRREGULAR_PAST, ends_in_s
from .figures_intl import MONTHS
from .keys import key_of
from .lexicon import LANGUAGES, en, lexicon
from .segment import TITLES
from .tokens import Token, stem, tokenize

# Words that open a new clause. "and" splits only after a comma, since "precision and recall" is one;
# "than" opens the second term of a comparison (see _compares): "Students who used it scored higher |
# than students who did not", but "which is lower than the state average" is one clause, or the
# comparative would be left on its own, and so is "leaving more than 50 missing".
CLAUSE_OPENERS = frozenset(
    "but while whereas although though yet however which whereby unless because whether if".split()
)
COMPARED_WORDS = 2  # informative words a comparison's first term needs to stand as a clause (a subject, a predicate)
CLAUSE_PUNCT = frozenset(";:—–()")
CJK_LANGUAGES = frozenset({"ja", "zh"})
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
    measure_keys: frozenset[str] = frozenset()  # what the measure's name says is measured (see same_measure)
    # the noun the other words modify: "freight" of "rail freight", "exports" of "exports of gin"
    measure_head: str | None = None
    # the words of the sentence that narrow the measure's head: "rail" of "rail freight volumes", "gin" of
    # "gin sales" and of "sales of gin" (the measure is "revenue" in both); and that phrase as written
    qualifiers: frozenset[str] = frozenset()
    phrase: str | None = None

    @property
    def named(self) -> str | None:
        """The measure as a reader would name it: the sentence's phrase where a lexicon name would lose
        what narrows it ("gin sales", not "revenue")."""
        return self.phrase or self.measure


WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
CALENDAR_WORDS = (
    WEEKDAYS
    | frozenset("january february march april may june july august september october november december".split())
    | frozenset(word for months in MONTHS.values() for word in months if word != "mars")  # Mars, the planet
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
        return "name" if CALENDAR_WORDS.isdisjoint(self.keys) else "date"


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
        return LANGUAGES.get(self.lang, en)  # ``lexicon(self.lang)``, asked for in every loop of the checks

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


def _clauses(
    text: str, offset: int, tokens: list[Token], lang: str = "en", figure_starts: frozenset[int] = frozenset()
) -> list[Clause]:
    if not tokens:
        return [Clause(0, -1, offset, offset + len(text))]
    if lang in CJK_LANGUAGES:
        return _spans_to_clauses(tokens, cjk.clause_cuts(text, offset, tokens))
    cuts = [0]
    relative = False  # inside ", which ..." or ", who ...", which a comma before a verb closes
    for i in range(1, len(tokens)):
        gap = text[tokens[i - 1].end - offset : tokens[i].start - offset]
        word = tokens[i].norm
        # a dash between two numbers is a span ("6–7 March", "2019–2021"), not a clause break
        span = gap.strip() in ("–", "—") and tokens[i - 1].is_number and tokens[i].is_number
        opens_relative = "," in gap and word in {"which", "who"}
        # "The agency, which is monitoring river flows, has declared a drought": the main clause goes on
        closes_relative = (
            relative
            and "," in gap
            and (
                word in _AUXILIARIES
                or word in _PAST_VERBS
                or word in lexicon(lang).SPEECH_VERBS
                or _looks_like_verb(tokens[i])
            )
        )
        if not span and (
            not CLAUSE_PUNCT.isdisjoint(gap)
            or (word in CLAUSE_OPENERS and not (word == "yet" and _adverbial_yet(tokens[i - 1])))
            or (word == "than" and _compares(tokens, cuts[-1], i, figure_starts))
            or ("," in gap and word in {"and", "so", "or", "but", "while", "which", "who"})
            # ", even as prices climbed", ", even though ...": a second statement set against the first
            or ("," in gap and word == "even" and i + 1 < len(tokens) and tokens[i + 1].norm in {"as", "though", "if"})
            or (word in {"and", "or"} and i + 1 < len(tokens) and _looks_like_verb(tokens[i + 1]))
            or (word in {"and", "or"} and _verb_before_to(tokens, i + 1))
            or closes_relative
        ):
            cuts.append(i)
            relative = opens_relative
    return _spans_to_clauses(tokens, cuts)


def _verb_before_to(tokens: list[Token], i: int) -> bool:
    """Whether token ``i``, after "and", is a verb in -s that takes "to" or "that" after it ("... in the
    third quarter and expects to raise", "and says that"): it opens a second statement about the same
    subject. Not after a plural, with which it lists nouns ("letters and parcels to", "laptops and phones
    that")."""
    if i < 2 or i + 1 >= len(tokens):
        return False
    return ends_in_s(tokens[i].norm) and tokens[i + 1].norm in {"to", "that"} and not ends_in_s(tokens[i - 2].norm)


def _adverbial_yet(before: Token) -> bool:
    """ "yet" after a negation, a form of "be" or "have", or "as" is an adverb ("has not yet been
    approved", "has yet to rule", "as yet"), not the conjunction that opens a clause ("cheap, yet
    effective")."""
    return before.norm in _AUXILIARIES or before.norm in {"as", "nor"} or is_negation(before)


_FLOATING_QUANTIFIERS = frozenset("all both each".split())


def _compares(tokens: list[Token], first: int, than: int, figure_starts: frozenset[int] = frozenset()) -> bool:
    """Whether "than" at ``than`` opens the second term of a comparison: not a bound on a figure ("more
    than 50 missing", "fell by more than a tenth"), and after a first term that stands as a clause."""
    if than + 1 < len(tokens) and (tokens[than + 1].is_number or tokens[than + 1].start in figure_starts):
        return False
    if than > 0 and tokens[than - 1].norm in ("rather", "other"):
        return False  # "came from household pipes rather than its mains": what is set aside, in its clause
    if than + 2 < len(tokens) and (
        tokens[than + 2].norm in _FLOATING_QUANTIFIERS
        or tokens[than + 2].norm in _AUXILIARIES
        or _looks_like_verb(tokens[than + 2])
    ):
        return False  # "water 2°C warmer than normal all regained their colour": one word, and the clause goes on
    return sum(1 for t in tokens[first:than] if key_of(t.text)) >= COMPARED_WORDS


def _spans_to_clauses(tokens: list[Token], cuts: list[int]) -> list[Clause]:
    """Clauses between the token indices where a clause starts (``cuts`` begins with 0)."""
    cuts = [*cuts, len(tokens)]
    return [Clause(a, b - 1, tokens[a].start, tokens[b - 1].end) for a, b in zip(cuts, cuts[1:], strict=False) if b > a]


# Irregular past forms that are not also nouns after a figure ("41C beat the record", "3,000 fled"): "a 5%
# cut", "a 12-piece set", "two hit singles" and their like stay nouns.
_PARTICIPLE_LINKS = frozenset("in by on at during since".split())
_PAST_VERBS = IRREGULAR_PAST - frozenset("cut set hit read shot bound wound split spread bit lay put lit rid".split())


def _looks_like_verb(token: Token) -> bool:
    """A past-tense or direction verb after "and" starts a second predicate: "... and shortened stays".
    A compound whose first part is a word ("chocolate-based", "state-funded") is an adjective; one after
    a prefix ("re-elected", "co-founded") is still a verb."""
    word = token.norm
    head = word.split("-", 1)[0] if "-" in word else ""
    return (
        (word.endswith("ed") and len(word) > 4 and len(head) <= 3)
        or word in en.UP
        or word in en.DOWN
        or word in en.BETTER
        or word in en.WORSE
    )


_FIRST_WORDS: dict[str, frozenset[str]] = {}


def _first_words(lex: ModuleType) -> frozenset[str]:
    """The words a listed measure can start with, so that most words are passed over with one set test."""
    found = _FIRST_WORDS.get(lex.__name__)
    if found is None:
        found = _FIRST_WORDS[lex.__name__] = frozenset(term.split()[0] for term in lex.MEASURE_OF)
    return found


def _measure_near(
    tokens: list[Token], lo: int, hi: int, at: int, lex: ModuleType
) -> tuple[str, tuple[int, int], int] | None:
    """The measure term nearest to token ``at`` within tokens[lo:hi], preferring one before it."""
    best = None
    firsts = _first_words(lex)
    for i in range(lo, hi):
        if tokens[i].norm not in firsts and tokens[i].stem not in lex.MEASURE_OF:
            continue
        if i == at - 1 and tokens[i].norm in _COST_VERBS and i > lo and _content(tokens[i - 1], lex):
            continue  # "Tickets cost $40": the verb, whose subject is what is measured
        if 0 < i < len(tokens) - 1 and tokens[i - 1].norm == "to" and tokens[i + 1].norm in _DETERMINERS:
            continue  # "paying manufacturers to delay the launch": a verb with its object, no quantity
        for n in range(MAX_MEASURE_WORDS, 0, -1):
            if i + n > hi:
                continue
            phrase = " ".join(t.norm for t in tokens[i : i + n])
            group = lex.MEASURE_OF.get(phrase)
            if group is None and n == 1:
                group = lex.MEASURE_OF.get(tokens[i].stem)
            if group:
                distance = (at - i) if i < at else (i - at) + 0.5  # ties go to the word before
                if best is None or distance < best[2]:
                    best = (group, (tokens[i].start, tokens[i + n - 1].end), distance)
                break
    return best


_COST_VERBS = frozenset({"cost", "costs"})
_DETERMINERS = frozenset("the a an its their his her our this that these those".split())


def _measure_words(measure: str, lex: ModuleType) -> list[str]:
    """The stems of the words of a measure name that say what is measured, in order: "vacancy rate" ->
    [vacanc]; a name made only of generic heads ("rate", "number") keeps them, since that is all it says."""
    words = [w for w in measure.split() if w not in lex.STOP_WORDS]
    specific = [w for w in words if w not in lex.MEASURE_HEADS and stem(w) not in lex.MEASURE_HEADS]
    return [stem(w) for w in (specific or words)]


def same_measure(a: BoundFigure, b: BoundFigure) -> bool:
    """Two figures measure the same quantity: one lexicon group, or a word of what they measure in
    common once generic heads are set aside ("vacancy rate" and "rate of vacancies" do, "vacancy rate"
    and "unemployment rate" do not), unless the word they share is the noun and each restricts it by
    another word ("rail freight" and "road freight", "emergency admissions" and "planned admissions",
    "gin sales" and "sales of whisky"); a listed measure also with the word the other names it by."""
    if a.measure is None or b.measure is None:
        return False
    # a listed measure named with the other's word ("temperature record" for "the town's August record")
    a_keys, b_keys = a.measure_keys, b.measure_keys
    if a.measure_head and b.measure_head and a.measure_head != b.measure_head:
        # two nouns that share only a word narrowing both measure two things: "new homes" and "new
        # projects", "exports of new cars" and "new car sales"
        common = a.qualifiers & b.qualifiers
        a_keys, b_keys = a_keys - common, b_keys - common
    named = bool(a.qualifiers & b_keys) or bool(b.qualifiers & a_keys)
    return (a.measure == b.measure or bool(a_keys & b_keys) or named or _a_kind_of(a_keys, b_keys)) and not (
        modifiers_differ(a, b)
    )


# What a word may start with and still be a word its tail names a kind of: "exoplanets" are planets and
# "microbreweries" breweries, but "unemployment" is not employment, nor "reoffending" offending.
_NOT_A_KIND_PREFIXES = frozenset("un non dis in im il ir anti mis de re counter under over".split())
_KIND_TAIL_MIN = 4  # letters of the tail word: "exoplanet" / "planet", not "income" / "come"
_KIND_HEAD_MIN = 2  # letters before it


def _a_kind_of(a_keys: frozenset[str], b_keys: frozenset[str]) -> bool:
    """A word of one measure is a compound whose tail is a word of the other: "63 new exoplanets" is a count
    of planets, "12 microbreweries" one of breweries."""
    for x in a_keys:
        for y in b_keys:
            longer, tail = (x, y) if len(x) > len(y) else (y, x)
            head = longer[: len(longer) - len(tail)].rstrip("-")
            if (
                len(tail) >= _KIND_TAIL_MIN
                and len(head) >= _KIND_HEAD_MIN
                and longer.endswith(tail)
                and head not in _NOT_A_KIND_PREFIXES
            ):
                return True
    return False


def modifiers_differ(a: BoundFigure, b: BoundFigure) -> bool:
    """Two measures name the same noun, each with words restricting it that the other's lacks: "rail
    freight volumes" and "road freight volumes" are two quantities, though both are freight, and so are
    "gin sales" and "sales of whisky"; "new car sales" and "car sales" are not told apart by this."""
    if a.measure_head is None or a.measure_head != b.measure_head:
        return False
    return bool(a.qualifiers) and bool(b.qualifiers) and a.qualifiers.isdisjoint(b.qualifiers)


def known_measure(measure: str | None) -> bool:
    """A quantity from the measures lexicon, as opposed to the noun a count happened to sit on."""
    return measure in KNOWN_MEASURES


KNOWN_MEASURES = frozenset(group[0] for lex in LANGUAGES.values() for group in lex.MEASURE_GROUPS)
# every word of a lexicon measure's group, by the group's name: how a clause may name that measure
_GROUP_STEMS: dict[str, frozenset[str]] = {
    group[0]: frozenset(stem(w) for name in group for w in name.split())
    for lex in LANGUAGES.values()
    for group in lex.MEASURE_GROUPS
}


def measure_tokens(an: Analysis, b: BoundFigure) -> list[Token]:
    """The informative tokens a figure's measure is written in, as the sentence writes them ("pass rate",
    "detached homes") rather than as the measures lexicon groups them."""
    if b.measure_span is None:
        return []
    s, e = b.measure_span
    return [t for t in an.tokens if s <= t.start and t.end <= e and key_of(t.text)]


def measure_words(b: BoundFigure) -> frozenset[str]:
    """The stems a clause may name a figure's measure by: its own, and for a lexicon measure every word
    of its group ("sales" and "turnover" for revenue)."""
    return b.measure_keys | _GROUP_STEMS.get(b.measure or "", frozenset())


def _figure_tokens(tokens: list[Token], ends: list[int], f: Figure) -> tuple[int, int]:
    """The first and last token of a figure (a figure may span several: "$4 m", "40 million"); ``ends``
    are the tokens' end offsets, in order, so the first is found by bisection."""
    first = bisect.bisect_right(ends, f.start)
    if first == len(tokens):
        first = len(tokens) - 1
    last = first
    while last + 1 < len(tokens) and tokens[last + 1].start < f.end:
        last += 1
    return first, last


def _content(token: Token, lex: ModuleType) -> bool:
    """A word that can be part of a measure's name: not a stop word, number (in words too), hedge, time
    word or adverb ("8.4 million passengers last year" measures passengers)."""
    word = token.norm
    return (
        word.replace("'", "").replace("-", "").isalpha()
        and word not in lex.STOP_WORDS
        and word not in lex.HEDGES
        and word not in CALENDAR_WORDS
        and word not in figs.NUMBER_WORDS
        and word not in lex.TIME_WORDS
        and not word.endswith("ly")
    )


def _verb_like(token: Token, lex: ModuleType) -> bool:
    """A word that ends a noun phrase read forwards: a direction or past-tense verb, a reporting verb, an
    adverb or a participle ("two people discussing", "graduates working abroad", "38% said they had cut
    back"). "7% of graduates found work": the phrase stops before the verb only when it looks like one."""
    return (
        _looks_like_verb(token)
        or token.norm in _PAST_VERBS
        or token.norm.endswith(("ly", "ing"))
        or token.norm in lex.SPEECH_VERBS
    )


def _named(tokens: list[Token], first: int, last: int, lex: ModuleType) -> tuple[str, tuple[int, int]] | None:
    """The measure named by the words tokens[first..last]: the lexicon's group when the phrase or one of
    its words is listed ("jobless rate" -> unemployment), else the words themselves."""
    if first > last:
        return None
    words = [t for t in tokens[first : last + 1] if t.norm not in lex.STOP_WORDS]
    if not words:
        return None
    span = (tokens[first].start, tokens[last].end)
    phrase = " ".join(t.norm for t in words)
    group = lex.MEASURE_OF.get(phrase)
    if group is None:  # head-final: the last listed word of the phrase names the group
        group = next(
            (lex.MEASURE_OF.get(t.norm) or lex.MEASURE_OF.get(t.stem) for t in reversed(words) if _listed(t, lex)),
            None,
        )
    return (group or phrase), span


def _listed(token: Token, lex: ModuleType) -> bool:
    return token.norm in lex.MEASURE_OF or token.stem in lex.MEASURE_OF


_OF_PRONOUNS = frozenset({"them", "it"})
_SHARES = frozenset({"percent", "ratio"})


def _of_them(tokens: list[Token], last: int, clause: Clause) -> bool:
    """Whether a figure is followed by "of" and a pronoun ("40 of them", "half of it"): it counts what
    the figure before it counted."""
    return last + 2 <= clause.last and tokens[last + 1].norm == "of" and tokens[last + 2].norm in _OF_PRONOUNS


def _phrase_after(
    tokens: list[Token], i: int, clause: Clause, lex: ModuleType, past_count: bool = False
) -> tuple[int, int] | None:
    """The noun phrase opening at token ``i`` ("the", "all" and the like skipped, and with ``past_count``
    the size of a group a share is of: "7% of the 2,000 patients" is of the patients): up to three words,
    ending at a stop word, a number, a verb-like word or a plural noun (usually the phrase's head)."""
    while i <= clause.last and (tokens[i].norm in lex.STOP_WORDS or (past_count and tokens[i].is_number)):
        if tokens[i].norm in _OF_PRONOUNS:
            return None  # "40 of them, up from 25": what "them" stands for, not the words after it
        i += 1
    first = j = i
    while j <= clause.last and _content(tokens[j], lex):
        if j > first and _verb_like(tokens[j], lex) and not _in_compound(tokens, j, clause, lex):
            break
        if j - first == MAX_MEASURE_WORDS:
            # a longer compound is named by its last words, the head last ("96 school crossing patrol posts"
            # counts posts); one with no plural noun soon after the limit is cut there
            head = next(
                (
                    k
                    for k in range(j, min(j + _COMPOUND_REACH, clause.last + 1))
                    if is_plural(tokens[k]) and all(_content(t, lex) and not t.is_number for t in tokens[j : k + 1])
                ),
                None,
            )
            return (head - MAX_MEASURE_WORDS + 1, head) if head is not None else (first, j - 1)
        j += 1
        if is_plural(tokens[j - 1]):
            break  # a plural noun ends the phrase; "bus", "gas", "census" are none ("bus trips")
    return (first, j - 1) if j > first else None


def is_plural(t: Token) -> bool:
    """Whether a word reads as a plural noun: an -s ending that is no other ("bus", "gas", "census")."""
    return t.norm.endswith("s") and not t.norm.endswith(_NOT_PLURAL_ENDINGS)


_COMPOUND_REACH = 2  # words after a noun in -ing that may close the compound it is part of


def _in_compound(tokens: list[Token], j: int, clause: Clause, lex: ModuleType) -> bool:
    """Whether a word in -ing after a noun is a word of a compound noun, not a verb: the words after it are
    nouns ending in a plural one ("school crossing patrol posts", "parking permit holders"), with no
    function word between. "people living in flats" is a verb: a function word follows it."""
    if not tokens[j].norm.endswith("ing") or is_plural(tokens[j - 1]):
        return False
    for k in range(j + 1, min(j + 1 + _COMPOUND_REACH, clause.last + 1)):
        if not _content(tokens[k], lex) or tokens[k].is_number:
            return False
        if is_plural(tokens[k]):
            return True
    return False


_NOT_PLURAL_ENDINGS = ("ss", "'s", "us", "is", "as")
_PERIOD_PARTS = frozenset("half halves first second third fourth h1 h2 q1 q2 q3 q4".split())


def _phrase_before(tokens: list[Token], i: int, lo: int, lex: ModuleType) -> tuple[int, int] | None:
    """The noun phrase ending at token ``i``, read backwards, with "of" and "for" kept inside it ("rate of
    vacancies", "wait for surgery", "support for the mayor"): up to three words that are not stop words,
    stopping at any other stop word or a number."""
    j, words = i, 0
    while j >= lo and words < MAX_MEASURE_WORDS:
        if _content(tokens[j], lex) and tokens[j].norm not in lex.SPEECH_VERBS:
            words += 1
            j -= 1
            continue
        k = j - 1 if tokens[j].norm in _DETERMINERS else j  # "for the mayor"
        if words and k > lo and tokens[k].norm in _INNER_PREPOSITIONS and _content(tokens[k - 1], lex):
            j = k - 1
            continue
        break
    first = j + 1
    return (first, i) if words and _content(tokens[i], lex) else None


_INNER_PREPOSITIONS = frozenset("of for".split())
# Words between a measure and its figure that qualify the figure: "a recall of more than 95%".
_BOUND_WORDS = frozenset("than least most over under about around nearly almost some up".split())
# Forms of "be", "have" and "will" between a measure and the verb or figure: "Y was X", "Y has grown to X",
# "Y will be X".
_AUXILIARIES = frozenset("is are was were be been being am has have had will would".split())
_BOUND_OR_HEDGE: dict[str, frozenset[str]] = {}


def _bound_words(lex: ModuleType) -> frozenset[str]:
    """The bound words and the language's hedges, joined once per language."""
    found = _BOUND_OR_HEDGE.get(lex.__name__)
    if found is None:
        found = _BOUND_OR_HEDGE[lex.__name__] = _BOUND_WORDS | lex.HEDGES
    return found


_START_POINT_REACH = 6  # words of a "from" phrase: "from [the previous year's revised peak], to 685,000"


def start_point(tokens: list[Token], end: int, lo: int, lex: ModuleType) -> int | None:
    """The index of the "from" that opens the phrase ending at token ``end``, after a verb of change or
    the change's own figure ("fell from [last year's record], to 41 million", "dropped from [its 2019
    high] to 3.2 billion", "fell by 80,000 in 2023 from [the previous year's peak], to 685,000"): where a
    change started, not what changed. None when no "from" opens it, or it places a subject ("Imports
    [from China] rose to 40%")."""
    j = end
    while (
        j >= lo
        and end - j < _START_POINT_REACH
        and (tokens[j].norm not in lex.STOP_WORDS or tokens[j].norm in _DETERMINERS or _possessive(tokens, j))
    ):
        j -= 1
    if j <= lo or j == end or tokens[j].norm != "from":
        return None
    before = tokens[j - 1]
    # the change's own figure may carry its scale, glued to it ("fell £400m from 2023's record")
    glued = j >= 2 and tokens[j - 2].is_number and tokens[j - 2].end == before.start
    return j if before.is_number or glued or _looks_like_verb(before) else None


def _possessive(tokens: list[Token], j: int) -> bool:
    """The "s" of a possessive ("2023's record", "last year's peak"), which the tokens split off."""
    return tokens[j].norm == "s" and j > 0 and tokens[j].start - tokens[j - 1].end == 1


def start_of_change(an: Analysis, f: Figure) -> tuple[int, int] | None:
    """For a figure after "to", the tokens (first, last) of the phrase before it that says where the change
    started ("fell from [last year's record], to 41 million"); None when there is none."""
    first = bisect.bisect_left(an.tokens, f.start, key=lambda t: t.start)
    if first < 2 or first >= len(an.tokens) or an.tokens[first - 1].norm != "to":
        return None
    start = start_point(an.tokens, first - 2, 0, an.lex)
    return None if start is None else (start, first - 2)


def _subject_of(tokens: list[Token], at: int, clause: Clause, lex: ModuleType) -> tuple[int, int] | None:
    """ "Y was X", "Y rose to X", "Y has grown by X", "a Y lasting X": the noun phrase before the verb that
    reaches the figure.

    Read backwards from the figure: prepositions and hedges ("to", "by", "about"), then either a form of
    "be" or one other word (the verb: "reached", "hit", "topped"), then auxiliaries; what comes before is
    the phrase.
    """
    k = at - 1
    while k >= clause.first and (
        (tokens[k].norm in lex.STOP_WORDS and tokens[k].norm not in _AUXILIARIES) or tokens[k].norm.endswith("ly")
    ):
        k -= 1
    if k < clause.first:
        return None
    if tokens[k + 1].norm == "to" and (start := start_point(tokens, k, clause.first, lex)) is not None:
        k = start - 1  # "Passenger numbers fell [from last year's record,] to 41 million": past where it started
        if k < clause.first:
            return None
    participle = False  # "a final lasting 2 hours": the noun it follows, not one before a preposition
    if tokens[k].norm in _AUXILIARIES:
        while k >= clause.first and tokens[k].norm in _AUXILIARIES:
            k -= 1
    elif _content(tokens[k], lex):
        participle = tokens[k].norm.endswith("ing")
        if tokens[k].text[:1].isupper() and k > 0:
            return None  # a name is no verb: "bought Crispin for £1.4 billion"
        if tokens[k].norm in lex.PAYING_VERBS:
            return None  # who pays is no measure: "Drivers will pay £8 a day", "Households spend £30"
        if tokens[k].norm in lex.SPEECH_VERBS:
            return None  # who speaks is no measure: "the company said, doubling from 2 million"
        k -= 1
        if tokens[k + 1].norm in _PARTICLES and k >= clause.first and _content(tokens[k], lex):
            k -= 1  # a verb with its particle: "Council tax will go up by 4.99%"
        while k >= clause.first and (tokens[k].norm in _AUXILIARIES or tokens[k].norm.endswith("ly")):
            k -= 1
    else:
        return None
    if k < clause.first or not _content(tokens[k], lex):
        return None
    found = _phrase_before(tokens, k, clause.first, lex)
    # what the phrase is placed by is not what changed: "Cruise traffic [at the port] rose 12%", "Parcel
    # volumes [at Northland] grew 8%", "Unemployment [in Spain] fell to 11%"
    start = k if found is None else found[0]
    p = start - 1
    # "passenger numbers [on the two routes] had fallen by 18%"
    while p > clause.first and (
        tokens[p].norm in _DETERMINERS or tokens[p].is_number or tokens[p].norm in figs.NUMBER_WORDS
    ):
        p -= 1
    if (
        not participle
        and p > clause.first
        and tokens[p].norm in _PLACING_PREPOSITIONS
        and _content(tokens[p - 1], lex)
        and not _verb_like(tokens[p - 1], lex)  # "was contested in Rouen": a verb, not a noun placed
    ):
        placed = _phrase_before(tokens, p - 1, clause.first, lex)
        if placed is not None and not _a_name(tokens, placed):
            return placed
    if found is not None and _a_name(tokens, found):
        return None  # who acts is no measure: "Harbour Council voted 9 to 4", "Smith scored 3"
    return found


# "to" and "from" place a flow: "Beef exports [to China] fell 8%", "Visitors [from the US] rose 12%"
_PLACING_PREPOSITIONS = frozenset("at in on across within among to from".split())


_OBJECT_REACH = (
    8  # words between a change verb and its figure's "by" or "to": "cut its copper output forecast for the year to"
)
_CHANGE_LINKS = frozenset("by to".split())


def _object_of(tokens: list[Token], first: int, clause: Clause, lex: ModuleType) -> tuple[int, int] | None:
    """ "cut hospital admissions by 62%", "raised its forecast to $4bn": the object of a change verb, when
    the figure says by how much or to what level it changed. The noun phrase between the verb and the
    figure's "by" or "to" is what changed; the subject ("the vaccine", "the company") is what changed it."""
    k = first - 1
    while k >= clause.first and tokens[k].norm in _bound_words(lex):
        k -= 1
    if k <= clause.first or tokens[k].norm not in _CHANGE_LINKS:
        return None
    end = k - 1
    # past what places it in time: "its output forecast [for the year] to 410,000 tonnes"
    while end > clause.first and not tokens[end].is_number and not _content(tokens[end], lex) and k - end < 4:
        end -= 1
    if tokens[k].norm == "to" and start_point(tokens, end, clause.first, lex) is not None:
        return None  # "fell by 80,000 from the previous year's revised peak, to 685,000": where it started

    def verb(i: int) -> bool:  # a change word, and not a noun after a determiner ("its growth forecast")
        # a participle carries its object to the figure too: "taking capacity to 38,000", "bringing the
        # squad to 31", "lifting its workforce to 2,400"
        participle = tokens[i].norm.endswith("ing") and len(tokens[i].norm) > 5 and tokens[i].text.islower()
        return (_looks_like_verb(tokens[i]) or participle) and not (i > 0 and tokens[i - 1].norm in _DETERMINERS)

    j = end
    while j >= clause.first and end - j < _OBJECT_REACH and not verb(j):
        t = tokens[j]
        if t.is_number or not (_content(t, lex) or t.norm in _DETERMINERS or t.norm in _INNER_PREPOSITIONS):
            return None
        j -= 1
    if j < clause.first or j == end or not verb(j) or not _content(tokens[end], lex):
        return None
    if tokens[end].norm in _TALLY_NOUNS:
        return None  # "bringing the total to 744,000": a tally of what the sentence counts, no measure of its own
    return _phrase_before(tokens, end, j + 1, lex)


_TALLY_NOUNS = frozenset("total tally number figure count sum overall".split())


def _a_name(tokens: list[Token], span: tuple[int, int]) -> bool:
    """Whether a phrase is written as a name: every word capitalised, and more than one word or not the
    sentence's first ("Harbour Council", "the Council"; not "Revenue" opening "Revenue rose to $4m")."""
    words = tokens[span[0] : span[1] + 1]
    return all(t.text[:1].isupper() for t in words) and (len(words) > 1 or span[0] > 0)


def _label_of(
    text: str, offset: int, tokens: list[Token], first: int, last: int, clause: Clause, lex: ModuleType
) -> tuple[int, int] | None:
    """ "Turnout: 45%", "turnout (45%)" and "45% (turnout)": a label a colon or a bracket ties to the figure.

    Colons and brackets end clauses, so these look across the clause boundary on purpose."""

    def gap(a: int, b: int) -> str:
        return text[tokens[a].end - offset : tokens[b].start - offset]

    if first > 0 and any(ch in gap(first - 1, first) for ch in ":("):
        found = _phrase_before(tokens, first - 1, max(0, first - MAX_MEASURE_WORDS), lex)
        if found and not any(ch in gap(k, k + 1) for k in range(found[0], found[1]) for ch in ":()"):
            return found
    if last + 1 < len(tokens) and gap(last, last + 1).strip() == "(":
        end = last + 1
        while end + 1 < len(tokens) and ")" not in gap(end, end + 1) and end - last < MAX_MEASURE_WORDS:
            end += 1
        words = tokens[last + 1 : end + 1]
        if words and all(_content(t, lex) for t in words) and (end + 1 >= len(tokens) or ")" in gap(end, end + 1)):
            return last + 1, end
    return None


def _counted_noun(
    text: str, offset: int, tokens: list[Token], i: int, clause: Clause, lex: ModuleType, attributive: bool = False
) -> tuple[int, int] | None:
    """The noun a figure sits on: '84 students' -> students, '12 new homes' -> new homes, 'a 0.5% cap' ->
    cap; not a word after a comma ("for £1.4 billion, subject to approval"). A figure joined to its unit
    by a hyphen (``attributive``) describes the noun phrase after it, though a word in -ing or of time
    opens it ("its 5,000-hectare planting goal", "a 40-tonne daily capacity")."""
    j = i + 1
    if (
        attributive
        and j < clause.last
        and not any(ch in ",;" for ch in text[tokens[i].end - offset : tokens[j].start - offset])
        and (tokens[j].norm.endswith("ing") or tokens[j].norm in lex.TIME_WORDS)
        and _content(tokens[j + 1], lex)
        and not tokens[j + 1].is_number
        and not _verb_like(tokens[j + 1], lex)
    ):
        return _phrase_after(tokens, j, clause, lex)  # "planting goal", "daily capacity": a modifier, then the noun
    while j <= clause.last and (tokens[j].is_number or tokens[j].norm in {"%", "percent", "per", "cent"}):
        j += 1
    if j <= clause.last and any(ch in ",;" for ch in text[tokens[j - 1].end - offset : tokens[j].start - offset]):
        return None
    if j < clause.last and tokens[j].norm in COMPARATIVES and tokens[j + 1].norm != "than":
        j += 1  # "23% fewer queens", "300 more members": what is counted follows the comparison
    word = tokens[j].norm if j <= clause.last else ""
    if not word or word in lex.STOP_WORDS or word in lex.TIME_WORDS or word in lex.DIMENSION_WORDS:
        return None  # "7% last year", "30 km long", "1.1 afterwards": when, or which way, not what is counted
    if word in lex.DISTRIBUTIVES:
        return None  # "$11,000 apiece": to each, not what is counted
    if word in lex.HEDGES:
        return None  # "up to 100 mm possible": how sure, not what is counted
    if _verb_like(tokens[j], lex):
        return None  # "a 5% rise", "45 reported": a change or a verb, not what is counted
    if word in IRREGULAR_PAST and j < clause.last and tokens[j + 1].norm in _PARTICIPLE_LINKS:
        return None  # "a record of 35.1°C set in 1990", "£40m cut by ministers": a participle, not a noun
    return _phrase_after(tokens, j, clause, lex)


# Words that make the figure before them the gap of a comparison ("300 more members", "£2 billion higher
# than"): what is counted follows them, and the figure is a difference, not a level.
COMPARATIVES = frozenset("more fewer less higher lower extra".split())


def _measure_of(
    text: str,
    offset: int,
    tokens: list[Token],
    f: Figure,
    span: tuple[int, int],
    clause: Clause,
    lex: ModuleType,
) -> tuple[str, tuple[int, int]] | None:
    """What a figure measures, read from the sentence's structure first and the measures lexicon last.

    In order: "X of Y" (7% of graduates), "X Y" (84 students, a 0.5% cap), an amount "in Y" (£250,000 in
    damages), "Y of X" (a
    recall of 95%), a label ("Turnout: 45%", "45% (turnout)"); then, unless it is a span of time placed by
    a preposition ("within 30 days", "in three months"), a listed measure word near the figure, then the
    subject of the verb that reaches the figure ("The vacancy rate was 4.2%"). ``span`` is the
    figure's first and last token.
    """
    first, last = span
    after = last + 1
    if f.kind == "ordinal" and (period := _PERIOD_AFTER.match(text, f.end - offset)):
        if period.group(1).lower() in lex.TIME_WORDS or period.group(1).lower() == "half":
            return None  # "third-quarter profit", "the second half": a period, not a quantity of profit
    found: tuple[int, int] | None = None
    if first >= 2 and tokens[first - 1].norm == "of" and tokens[first - 2].norm == "out":
        return None  # the whole of "28 out of 42", which the sentence does not name
    if after < clause.last and tokens[after].norm == "out" and tokens[after + 1].norm == "of":
        after += 1  # "28 out of 42" is "28 of 42"
    if after <= clause.last and tokens[after].norm == "of":
        # a share of a counted group is of what is counted; a count of one ("24 of 38 games") is the part
        found = _phrase_after(tokens, after + 1, clause, lex, past_count=f.kind in _SHARES)
        if found is None and tokens[after - 1].norm == "out":
            return None  # "scored 28 out of 42": a part of a whole the sentence does not name
    if found is None and f.kind not in {"year", "ordinal", "date", "factor"}:
        found = _counted_noun(text, offset, tokens, last, clause, lex, figs.attributive(f))
    if found is None and f.kind == "currency" and after <= clause.last and tokens[after].norm == "in":
        found = _phrase_after(tokens, after + 1, clause, lex)  # "$4m in revenue", "£250,000 in damages"
        if found is not None and any(
            tokens[k].norm in lex.TIME_WORDS or tokens[k].norm in _PERIOD_PARTS or tokens[k].norm in CALENDAR_WORDS
            for k in range(found[0], found[1] + 1)
        ):
            found = None  # "$4.2 billion in the first half", "£3m in March": when, not what is measured
    before = first - 1
    while found is None and before >= clause.first and tokens[before].norm in _bound_words(lex):
        before -= 1
    if found is None and before > clause.first and tokens[before].norm == "of":
        found = _phrase_before(tokens, before - 1, clause.first, lex)
        if found is not None and tokens[found[1]].norm in lex.UP | lex.DOWN:
            found = None  # "an increase of 12%" is a change, not what is measured
    if found is None and f.unit == figs.AGE:
        return None  # "open to people aged 18 or over": an age says what it measures, whatever the verb
    if found is None:
        found = _label_of(text, offset, tokens, first, last, clause, lex)
    if found is None:
        found = _object_of(tokens, first, clause, lex)
    if found is None and f.kind == "factor" and f.text.isalpha() and f.text.endswith(("ed", "ing")):
        # a factor that is a verb with its object after it ("tripled its profits", "backed doubling council
        # tax"): that object; after "twice" or "double" the noun is what it is compared with ("nearly double
        # the long-term average")
        k = last + 1
        while k <= clause.last and tokens[k].norm in _DETERMINERS:
            k += 1
        if (
            k <= clause.last
            and _content(tokens[k], lex)
            # no punctuation between: "has doubled, the maker said" has no object
            and not any(c in text[tokens[last].end - offset : tokens[k].start - offset] for c in ",;:()")
        ):
            found = _phrase_after(tokens, k, clause, lex)
    if found is None and f.kind == "factor" and f.text.isalpha():
        # a factor that is the verb ("Exports tripled", "battery life has doubled"): its subject
        k = first - 1
        while k >= clause.first and (tokens[k].norm in _AUXILIARIES or tokens[k].norm.endswith("ly")):
            k -= 1
        if k >= clause.first and _content(tokens[k], lex) and tokens[k].norm not in lex.SPEECH_VERBS:
            # not a speaker before it: "has 4 million subscribers, the company said, doubling from 2 million"
            found = _phrase_before(tokens, k, clause.first, lex)
    if found is not None:
        return _named(tokens, found[0], found[1], lex)
    if figs.is_time_span(f) and first > clause.first and tokens[first - 1].norm in lex.SPAN_LEADS:
        return None  # "readmitted within 30 days" says when, not how much of the patients
    lo, hi = max(clause.first, first - MEASURE_WINDOW), min(clause.last + 1, first + MEASURE_WINDOW + 1)
    # a measure word past a link to another event is that event's ("Shares fell 14% after it cut its profit
    # forecast": the 14% is not profit's)
    hi = next((k for k in range(last + 1, hi) if tokens[k].norm in lex.EVENT_LINKS), hi)
    near = _measure_near(tokens, lo, hi, first, lex)
    if near:
        return near[0], near[1]
    found = _subject_of(tokens, first, clause, lex)
    return _named(tokens, found[0], found[1], lex) if found else None


_PERIOD_AFTER = re.compile(r"[- ]([A-Za-z]+)")


def _listed_near(
    tokens: list[Token], first: int, clause: Clause, lex: ModuleType
) -> tuple[str, tuple[int, int]] | None:
    """The measures lexicon's word nearest the figure whose first token is ``first``, in its clause, and
    nothing else."""
    lo, hi = max(clause.first, first - MEASURE_WINDOW), min(clause.last + 1, first + MEASURE_WINDOW + 1)
    near = _measure_near(tokens, lo, hi, first, lex)
    return (near[0], near[1]) if near else None


_YEAR_LINKS = frozenset("in for during by".split())
_YEAR_AFTER_WORDS = 4  # words after a figure in which its year may follow what it counts


def _year_of(
    tokens: list[Token], f: Figure, span: tuple[int, int], years: list[Figure], lex: ModuleType
) -> float | None:
    """The year a figure is for: the one right after it ("15 in 2019 to 45 in 2022": 15 is for 2019, 45
    for 2022), else the last year written before it ("In 2024 the wait was 14 weeks, down from 19 weeks
    in 2023": 14 weeks is for 2024), else one a word on ("30 JUN 2021") or after what the figure counts
    ("14,000 units in 2021"); a figure with no year before it and none so near after is for no year in
    particular ("a fourth-quarter decline ... and guided for $5bn in 2023": the quarter is not 2023's).
    ``span`` is the figure's first and last token. A day of the month is for the year of its own date ("at
    the 2016 Games, appointed on 29 April 2014": 29 is for 2014). A year in the phrase that says where a
    change started is that start's ("dropped from its 2019 high to 3.2 billion": 3.2 billion is not 2019's).
    After a span of years, a level reached ("to 2,600") is for the span's last year, a start ("from 1,300")
    for its first, and any other figure for no one year."""
    first, last = span
    if last + 2 < len(tokens) and (
        tokens[last + 1].norm in _YEAR_LINKS
        or (f.kind in {"ordinal", "count"} and tokens[last + 1].norm in CALENDAR_WORDS)
    ):
        following = next((y for y in years if y.start == tokens[last + 2].start), None)
        if following is not None:
            return following.value
    if f.kind == "ordinal" and 0 < last < len(tokens) - 1 and tokens[last - 1].norm in CALENDAR_WORDS:
        following = next((y for y in years if y.start == tokens[last + 1].start), None)  # "April 29, 2014"
        if following is not None:
            return following.value
    before = [y for y in years if y.end <= f.start]
    if first > 1 and tokens[first - 1].norm == "to" and (start := start_point(tokens, first - 2, 0, lex)) is not None:
        before = [y for y in before if y.end <= tokens[start].start]
    if before and before[-1].high is not None:
        # a span of years ("Between 2019 and 2023 food banks doubled to 2,600"): the level a change reached
        # is for its last year, where it started for its first, and anything else for the span as a whole
        link = tokens[first - 1].norm if first > 0 else ""
        return before[-1].high if link == "to" else (before[-1].value if link == "from" else None)
    if before:
        return before[-1].value
    # a year one word on, whatever the word ("30 JUN 2021" with the month abbreviated in capitals), or
    # after what the figure counts and a link ("14,000 units in 2021", "£4m of sales in 2023")
    for k in range(last + 2, min(last + 2 + _YEAR_AFTER_WORDS, len(tokens))):
        if tokens[k].is_number:
            following = next((y for y in years if y.start == tokens[k].start), None)
            if following is not None and (k == last + 2 or tokens[k - 1].norm in _YEAR_LINKS):
                return following.value
            break
    return None


def _bind(
    text: str,
    offset: int,
    tokens: list[Token],
    clauses: list[Clause],
    figures: list[Figure],
    lex: ModuleType,
    structural: bool = True,
) -> list[BoundFigure]:
    """Each figure with what it measures and its year. ``structural`` reads the measure from the
    sentence's English-like structure first; Japanese and Chinese put the measure before its figure with
    a particle between (日当は3,000円), so there only the measures lexicon near the figure is read."""
    years = [f for f in figures if f.kind == "year"]
    ends = [t.end for t in tokens]
    out = []
    for f in figures:
        span = _figure_tokens(tokens, ends, f)
        at = span[0] if tokens else 0
        n = next((k for k, c in enumerate(clauses) if c.first <= at <= c.last), len(clauses) - 1)
        measure = None
        if structural and out and _paired(tokens, span[0], out[-1], n) and out[-1].measure is not None:
            measure = out[-1].measure, out[-1].measure_span  # "to 410,000 tonnes from 450,000 tonnes", "31 votes to 19"
        elif structural and out and out[-1].measure is not None and _of_them(tokens, span[1], clauses[n]):
            measure = out[-1].measure, out[-1].measure_span  # "received 220 appeals and upheld 40 of them"
        elif (
            structural
            and out
            and out[-1].measure is not None
            and _change_after(text, offset, tokens, span[0], out[-1], lex)
        ):
            measure = out[-1].measure, out[-1].measure_span  # "an average of €118 each, up €9 on a year earlier"
        elif f.kind != "year" and tokens:
            measure = (
                _measure_of(text, offset, tokens, f, span, clauses[n], lex)
                if structural
                else _listed_near(tokens, span[0], clauses[n], lex)
            )
        year = _year_of(tokens, f, span, years, lex) if f.kind != "year" and years else None
        if measure is None:
            out.append(BoundFigure(f, None, None, n, year))
        else:
            words = _measure_words(measure[0], lex)
            head = _head(tokens, ends, measure[1], words)
            narrowed, phrase, where = (
                _qualifiers(tokens, ends, measure, head, clauses[n], lex)
                if structural
                else (frozenset(), None, measure[1])
            )
            out.append(BoundFigure(f, measure[0], where, n, year, frozenset(words), head, narrowed, phrase))
    return out


def _qualifiers(
    tokens: list[Token],
    ends: list[int],
    measure: tuple[str, tuple[int, int] | None],
    head: str | None,
    clause: Clause,
    lex: ModuleType,
) -> tuple[frozenset[str], str | None, tuple[int, int] | None]:
    """The stems of the words that narrow a figure's measure, with the phrase they make as written and
    where it stands. A measure named by the sentence's words is narrowed by those words but its head
    ("rail" of "rail freight volumes"); a lexicon measure also by the words around its name: the nouns
    before it and an "of" or "for" phrase after it ("whisky sales", "sales of gin", "ticket sales for the
    final"), so that the gin figure is not the whisky one. Names narrow nothing here (the entities check
    reads those: "the customer churn of Ultess Labs" is "Ultess Labs reported customer churn"), nor do
    verbs (a past form narrows only where it opens the noun phrase: "planned admissions"), generic heads
    or the words of the lexicon group's own names."""
    name, span = measure
    if span is None:
        return frozenset(), None, span
    first, last = _span_tokens(ends, span)
    if first >= len(tokens) or last >= len(tokens):
        return frozenset(), None, span

    def narrows(k: int) -> bool:
        t = tokens[k]
        if not _content(t, lex) or t.norm in lex.SPEECH_VERBS or (k > 0 and t.text[:1].isupper()):
            return False
        if _verb_like(t, lex):
            # a past form opening a noun phrase is a kind of the measure ("planned admissions", "the
            # trust's adjusted profit"); elsewhere it is a verb ("Ultess Labs reported customer churn",
            # "guided for sales of $5bn", "sales contracted for delivery")
            before = tokens[k - 1] if k > 0 else None
            after = tokens[k + 1] if k + 1 < len(tokens) else None
            return (
                t.norm.endswith("ed")
                and (before is None or before.norm in _DETERMINERS or before.norm.endswith("'s"))
                and after is not None
                and _content(after, lex)
                and not _verb_like(after, lex)
            )
        return True

    group = _GROUP_STEMS.get(name)
    at = [k for k in range(first, last + 1) if narrows(k)]
    lo, hi = first, last
    if group is not None:
        while lo > clause.first and narrows(lo - 1):
            lo -= 1
            at.append(lo)
        if last + 1 <= clause.last and tokens[last + 1].norm in _INNER_PREPOSITIONS:
            after = _phrase_after(tokens, last + 2, clause, lex)
            if after is not None:
                at += [k for k in range(after[0], after[1] + 1) if narrows(k)]
                hi = after[1]
    found = frozenset(
        s
        for k in at
        if (s := tokens[k].stem) != head
        and s not in (group or ())
        and s not in lex.MEASURE_HEADS
        and tokens[k].norm not in lex.MEASURE_HEADS
    )
    if group is None:
        # the sentence's own words for the measure, as written ("exports of gin")
        shown = _as_written(tokens, first, last) if name != tokens[first].norm or first != last else None
        return found, shown, span
    if not found:
        return frozenset(), None, span
    return found, _as_written(tokens, lo, hi), (tokens[lo].start, tokens[hi].end)


def _as_written(tokens: list[Token], lo: int, hi: int) -> str:
    """tokens[lo..hi] as the sentence writes them, a capital that only opens the sentence lowered."""
    phrase = " ".join(t.text for t in tokens[lo : hi + 1])
    return phrase[:1].lower() + phrase[1:] if lo == 0 and not tokens[0].text.isupper() else phrase


def _span_tokens(ends: list[int], span: tuple[int, int]) -> tuple[int, int]:
    """The first and last token of a character span of the sentence (``ends``: the tokens' end offsets)."""
    return bisect.bisect_left(ends, span[0] + 1), bisect.bisect_left(ends, span[1])


def _head(tokens: list[Token], ends: list[int], span: tuple[int, int] | None, words: list[str]) -> str | None:
    """The noun a measure's other words modify: the last of them ("rail freight"), or in "X of Y" the one
    before "of" ("exports of gin": exports)."""
    if not words:
        return None
    if span is not None:
        first, last = _span_tokens(ends, span)
        inner = next(
            (k for k in range(first + 1, min(last, len(tokens) - 1) + 1) if tokens[k].norm in _INNER_PREPOSITIONS), None
        )
        if inner is not None and tokens[inner - 1].stem in words:
            return tokens[inner - 1].stem
    return words[-1]


_PAIR_LINKS = frozenset("from to".split())
_PARTICLES = frozenset("up down back off out".split())


CHANGE_AFTER_REACH = 3  # tokens between a figure and the comma before a change appended to it


def _change_after(
    text: str, offset: int, tokens: list[Token], first: int, previous: BoundFigure, lex: ModuleType
) -> bool:
    """Whether a figure is a change appended after a comma to the figure straight before it ("a profit of
    £8m, up £2m", "an average of €118 each, up €9 on a year earlier"): the change of that figure's
    measure, whatever noun stands earlier in the sentence."""
    if first < 2 or tokens[first - 1].norm not in lex.UP | lex.DOWN:
        return False
    if previous.figure.kind in {"year", "date"} or figs.is_time_span(previous.figure):
        return False  # "rose to 5.2% in the three months to June, up 0.4 points": the change is not the span's
    comma = tokens[first - 1].start - offset
    gap = text[tokens[first - 2].end - offset : comma]
    if "," not in gap or any(ch in gap for ch in ".;:"):
        return False
    between = [t for t in tokens[: first - 1] if t.start >= previous.figure.end]
    # a verb between ends that figure's statement: "Sales at its 40 stores rose, up 3%" is not of the stores
    return len(between) <= CHANGE_AFTER_REACH and not any(_looks_like_verb(t) for t in between)


def _paired(tokens: list[Token], first: int, previous: BoundFigure, clause: int) -> bool:
    """Whether a figure is the other end of a change or a tally whose first figure comes straight before
    it, with or without the noun it counts ("to 410,000 tonnes from 450,000 tonnes", "from 15 to 45", "by
    31 votes to 19"): one quantity, so one measure."""
    if first < 2 or previous.clause != clause or tokens[first - 1].norm not in _PAIR_LINKS:
        return False
    ends = {previous.figure.end}
    if previous.measure_span is not None and previous.measure_span[0] >= previous.figure.end:
        ends.add(previous.measure_span[1])  # the counted noun after the first figure
    return tokens[first - 2].end in ends


_QUANTIFIERS = en.UNIVERSALS | frozenset(en.QUANTIFIER_RANKS)
_CONTRACTION = re.compile(r"(.+)['’](?:s|m|re|ve|ll|d|t)")


def _contracted_stop_word(word: str, stops: frozenset[str]) -> bool:
    """A stop word with a contracted verb ("i'm", "it's", "they're"), not a name with an apostrophe
    ("o'brien", "d'angelo", "macy's")."""
    m = _CONTRACTION.fullmatch(word)
    return m is not None and m.group(1) in stops


def _initial(tokens: list[Token], i: int) -> bool:
    """Whether token ``i`` is a single capital letter, an initial of a name ("J. Smith", "Mary J. Blige")."""
    t = tokens[i].text
    return len(t) == 1 and t.isupper()


def _title_before_name(text: str, offset: int, tokens: list[Token], i: int) -> bool:
    """Whether token ``i`` is an abbreviated title with its full stop before a capitalised word ("Dr.
    Khumalo", "Gov. Newsom", "Prof. Ito"): part of how a name is written, no name of its own, so a title
    never stands as a rival to another name ("the source names Dr, not Baxtergate")."""
    if i + 1 >= len(tokens) or tokens[i].norm not in TITLES or not tokens[i + 1].text[:1].isupper():
        return False
    return text[tokens[i].end - offset : tokens[i + 1].start - offset] == ". "


# What may stand between two capitalised words of one name: a space, a hyphen, an ampersand ("Harlow &
# Finch", "Marks & Spencer": a firm's name, where "and" may list two)
_NAME_JOINS = frozenset({" ", "-", " & ", "&"})


def _entities(
    text: str, offset: int, tokens: list[Token], lang: str = "en", figures: list[Figure] = ()
) -> list[Entity]:
    """Names, acronyms and model names: runs of capitalised words, all-caps words, letter-digit words.

    A capitalised word that opens a sentence is a name only as part of a longer run ("New York") or
    when written in capitals or with digits, since most sentences open with an ordinary word. A
    capitalised month is a month even when its spelling is a stop word ("12 May", "in May"): only
    "May" opening a sentence may be the modal. Japanese and Chinese names (departments, companies) are
    read by ``text.cjk``, Latin names in them as here.
    """
    stops = en.STOP_WORDS if lang == "en" else en.STOP_WORDS | lexicon(lang).STOP_WORDS
    quantifiers = _QUANTIFIERS | lexicon(lang).UNIVERSALS
    prefixes = en.NUMBER_PREFIXES | lexicon(lang).NUMBER_PREFIXES

    def capital(i: int) -> bool:
        t = tokens[i]
        if not t.text[:1].isupper():
            return False
        if t.text.isupper() and _joined_by_ampersand(text, offset, t):
            return True  # "A&E", "AT&T", "R&D": capitals an ampersand joins are one name, stop word or not
        if _contracted_stop_word(t.norm, stops):
            return False  # "I'm", "It's", "We'll": a function word with its verb, no name
        if t.norm in quantifiers and opens_sentence(i):
            return False  # "All Brightline customers", "Every Labour MP"; but "the All Blacks"
        if "-" in t.text and t.text.split("-")[-1].islower() and opens_sentence(i):
            return False  # "High-altitude Austrian resorts": a compound in small letters after its capital
        return t.norm not in stops or (t.norm in CALENDAR_WORDS and not opens_sentence(i))

    def opens_sentence(i: int) -> bool:
        if i == 0:
            return True
        # the text before the token ends where it ends from the previous token on (read from there, not
        # from the sentence's start, which made a long sentence cost its length squared)
        end = tokens[i].start - offset
        before = text[tokens[i - 1].start - offset : end].rstrip() or text[:end].rstrip()
        if before.endswith(".") and (_initial(tokens, i - 1) or _title_before_name(text, offset, tokens, i - 1)):
            return False  # "Dr. Khumalo", "J. Smith": a title's or an initial's full stop ends no sentence
        return before.endswith((".", ":", '"', "“", "!", "?"))

    out: list[Entity] = cjk.names(text, offset, tokens, Entity) if lang in CJK_LANGUAGES else []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        raw = t.text
        if raw.islower() and raw.isalpha():
            i += 1  # a word in small letters, most of any text: no capital, no capitals or digits
            continue
        shaped = (raw.isupper() and len(raw) >= 2 and raw.isalpha()) or (
            not t.is_number
            and not raw.isalpha()  # all letters: no digit (the usual word, told at no cost)
            and any(ch.isdigit() for ch in raw)
            and any(ch.isalpha() for ch in raw)
            and not _prefixed_number(raw, stops, prefixes)
        )
        if not (capital(i) or shaped) or any(f.start <= t.start and t.end <= f.end for f in figures):
            i += 1  # a token of a figure ("24.1C", "30 km", "GBP 4m") is no name
            continue
        j = i + 1
        # a run is a date or a name, not both: "In May Tom Reilly succeeded ..." names a month and a person
        while (
            j < len(tokens)
            and capital(j)
            and (
                text[tokens[j - 1].end - offset : tokens[j].start - offset] in _NAME_JOINS
                or (_initial(tokens, j - 1) and text[tokens[j - 1].end - offset : tokens[j].start - offset] == ". ")
            )
            and (tokens[j - 1].norm in CALENDAR_WORDS) == (tokens[j].norm in CALENDAR_WORDS)
            and not any(f.start <= tokens[j].start and tokens[j].end <= f.end for f in figures)  # "World No 34"
        ):
            j += 1
        run = tokens[i:j]
        if j == i + 1 and _title_before_name(text, offset, tokens, i):
            i = j  # "Dr. Naledi Khumalo": the title says how she is addressed, the name after it who she is
            continue
        # so does a title with no full stop ("Ms Hart", "Dr Lund"): the name is the words after it, which a
        # source giving the whole name ("Jane Hart") holds
        titled = len(run) > 1 and t.norm in TITLES
        if titled:
            run = run[1:]
        # German capitalises every noun: there one capitalised word is a name only when it is a month or day
        lone_noun = lang == "de" and len(run) == 1 and t.norm not in CALENDAR_WORDS
        if (opens_sentence(i) or lone_noun) and len(run) == 1 and not shaped and not titled:
            i = j
            continue
        out.append(
            Entity(
                text[run[0].start - offset : run[-1].end - offset],
                tuple(x.norm for x in run),
                run[0].start,
                run[-1].end,
                i + titled,
            )
        )
        i = j
    return sorted(out, key=lambda e: e.start) if lang in CJK_LANGUAGES else out


def _joined_by_ampersand(text: str, offset: int, t: Token) -> bool:
    """Whether an ampersand touches the token with no space between ("A&E", "AT&T")."""
    start, end = t.start - offset, t.end - offset
    return text[end : end + 1] == "&" or (start > 0 and text[start - 1 : start] == "&")


def _prefixed_number(raw: str, stops: frozenset[str], prefixes: frozenset[str]) -> bool:
    """Whether a word of letters and digits is an age group, decade or range written as one word
    ("over-65s", "under-18s", "mid-1990s", "top-10"), not a model name ("GPT-4", "F-35", "gpt-4")."""
    head, dash, rest = raw.partition("-")
    return bool(dash) and rest[:1].isdigit() and (head in stops or head in prefixes)


def analyse(text: str, offset: int = 0, figures: list[Figure] | None = None, lang: str = "en") -> Analysis:
    """Read ``text`` as language ``lang``; ``figures`` may be passed when already extracted (with
    offsets already shifted)."""
    tokens = tokenize(text, offset, lang)
    if figures is None:
        figures = figs.extract_figures(text, lang, offset)
    clauses = _clauses(text, offset, tokens, lang, frozenset(f.start for f in figures))
    return Analysis(
        text,
        offset,
        tokens,
        clauses,
        _bind(text, offset, tokens, clauses, figures, lexicon(lang), lang not in CJK_LANGUAGES),
        _entities(text, offset, tokens, lang, figures),
        lang,
    )


# -- cue words ----------------------------------------------------------------------------------------
def is_negation(token: Token, lex: ModuleType = en) -> bool:
    """A word that negates its clause, in the language whose word lists ``lex`` is."""
    return token.norm in lex.NEGATIONS or token.norm.endswith("n't")


def has_phrase(tokens: list[Token], phrases: tuple[str, ...] | frozenset[str]) -> tuple[int, int] | None:
    """Span of the first listed phrase occurring in ``tokens`` (word-aligned, case-folded).

    The checks ask this of every claim and evidence clause with lists of hundreds of phrases, so each
    list is split into words and filed under its first word once, and only the phrases opening with a
    word of the clause are compared: the earliest in the list wins, at its first place in the clause."""
    by_first = _phrase_index(phrases)[0]
    norms = [t.norm for t in tokens]
    best: tuple[int, int, int] | None = None  # (place in the list, first token, words)
    for i, norm in enumerate(norms):
        for order, parts in by_first.get(norm, ()):
            if best is not None and order >= best[0]:
                break  # filed in the list's order: the rest come later in it
            if n := _phrase_at(norms, i, parts):
                best = (order, i, n)
                break
    if best is None:
        return None
    _, i, n = best
    return tokens[i].start, tokens[i + n - 1].end


def _phrase_at(norms: list[str], i: int, parts: list[str]) -> int:
    """How many words the phrase ``parts`` takes from ``norms[i]`` on, 0 where it is not there. An adverb
    in "-ly" may stand between two of its words and is taken with them: "driven mainly by", "linked
    closely to", "due largely to" say what "driven by", "linked to", "due to" say."""
    n = len(parts)
    if norms[i : i + n] == parts:
        return n
    if n < 2:
        return 0
    k = i
    for j, part in enumerate(parts):
        if k < len(norms) and norms[k] == part:
            k += 1
            continue
        adverb = norms[k] if k < len(norms) else ""
        if j == 0 or len(adverb) <= 4 or not adverb.endswith("ly") or not adverb.isalpha():
            return 0
        if k + 1 >= len(norms) or norms[k + 1] != part or k > i + j:
            return 0  # one adverb in all
        k += 2
    return k - i


def phrase_spans(tokens: list[Token], phrases: tuple[str, ...] | frozenset[str]) -> list[tuple[int, int]]:
    """Spans of every listed phrase in ``tokens``, left to right, the longest where several start on one
    word ("because of" rather than "because")."""
    norms = [t.norm for t in tokens]
    starts = _phrase_index(phrases)[1]
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(norms):
        n = max((_phrase_at(norms, i, p) for p in starts.get(norms[i], ())), default=0)
        if n:
            out.append((tokens[i].start, tokens[i + n - 1].end))
            i += n
        else:
            i += 1
    return out


_PhraseIndex = tuple[dict[str, list[tuple[int, list[str]]]], dict[str, list[list[str]]]]
_PHRASE_INDEX: dict[int, tuple[object, _PhraseIndex]] = {}


def _phrase_index(phrases: tuple[str, ...] | frozenset[str]) -> _PhraseIndex:
    """The phrases' words filed under their first word, in the list's order: with the place of each in
    the list (for ``has_phrase``), and without (for ``phrase_spans``). Kept per list object: the lexicon's
    lists are constants; the list itself is kept with them, so its id cannot be taken by another."""
    found = _PHRASE_INDEX.get(id(phrases))
    if found is None or found[0] is not phrases:
        ordered: dict[str, list[tuple[int, list[str]]]] = {}
        starts: dict[str, list[list[str]]] = {}
        for order, parts in enumerate(p.split() for p in phrases):
            if parts:
                ordered.setdefault(parts[0], []).append((order, parts))
                starts.setdefault(parts[0], []).append(parts)
        if len(_PHRASE_INDEX) > 256:
            _PHRASE_INDEX.clear()
        found = _PHRASE_INDEX[id(phrases)] = (phrases, (ordered, starts))
    return found[1]  # type: ignore[return-value]
