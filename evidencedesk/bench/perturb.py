"""A synthetic error set: supported claims with one deliberate error each, made with fixed seeds.

Each :class:`Kind` of edit names the check meant to catch it and the label the edited claim should get:
*Potential mismatch* where the edit makes the claim say something else than the source about the same
thing (a figure, unit, scale, month, name or direction changed, a negation toggled, an association
made a cause, a hedge or a limited quantifier hardened), *Insufficient evidence* where it adds what the
source never says (a phrase, a figure). The report can then say whether a pair was flagged at all,
whether the edited claim got the right label, and whether the intended check is the one that fired.

An edit is a real edit of a real claim: it applies to a claim only where the claim holds what it needs
(a figure with a unit, a month, a hedge) and returns ``None`` otherwise, and it checks against the source
that the edited claim is genuinely unsupported (a moved month is a month the source never gives, a swapped
figure a value the source never states, an added phrase made of words the source never uses). After any
edit, :func:`perturb` also refuses one whose edited words, with a word either side, stand in the source.

Bases are drawn to spread over as many source documents as possible: the documents of every dataset are
shuffled with the seed and interleaved, and each round takes at most one base per document, so a kind's
edits come from as many documents as apply before any document gives a second. Labelled supported
claims come first; when fewer of them apply than a kind needs, sentences of the same source documents
(which the document states, so they are supported by construction) fill the rest, and the report says
how many edits came from each origin. Every base is also reviewed unedited, as a control.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property

from ..model import Label
from ..text.figures import MONTH_NAMES
from .data import Pair, document_key

CLAIM, SENTENCE, QUOTED = "claim", "source sentence", "quoted source span"


@dataclass
class Source:
    """A base's source text with the readings edits ask of it, computed once per document."""

    text: str

    @cached_property
    def folded(self) -> str:
        return fold(self.text)

    @cached_property
    def values(self) -> set[float]:
        """Every number written in digits anywhere in the source ("5bn" gives 5, "1,240" gives 1240)."""
        return {_value(m) for m in _ANY_NUMBER.finditer(self.text)}

    @cached_property
    def words(self) -> set[str]:
        return {_stem(w) for w in _WORDS.findall(self.folded)}

    @cached_property
    def months(self) -> set[int]:
        return {index for _, _, index in _months_in(self.text)}

    @cached_property
    def names(self) -> list[str]:
        return sorted(set(_names(self.text)))

    @cached_property
    def vocabulary(self) -> set[str]:
        return {w.lower() for w in _WORD.findall(self.text)}

    @cached_property
    def hedged(self) -> bool:
        return _HEDGE_WORDS.search(self.text) is not None

    def states(self, phrase: str) -> bool:
        """Whether the source holds ``phrase`` word for word (case, quotes and spacing aside)."""
        return re.search(r"(?<!\w)" + re.escape(fold(phrase)) + r"(?!\w)", self.folded) is not None


Edit = Callable[[str, Source, random.Random], "str | None"]


@dataclass(frozen=True)
class Kind:
    """One kind of edit: how it is made, the check meant to catch it and the label it should get."""

    name: str
    edit: Edit
    check: str  # a check id of the registry
    label: Label
    what: str  # one line for the report
    prepare: Callable[[Pair, random.Random], Pair | None] | None = field(default=None, compare=False)
    # Refuse an edit whose edited words, with a word either side, the source states. Off for a kind whose
    # edit function checks the source itself and whose result the source may hold word for word (a
    # denied effect, asserted, is a clause of the denying sentence).
    guarded: bool = True


def fold(text: str) -> str:
    return " ".join(text.casefold().replace("’", "'").replace("“", '"').replace("”", '"').split())


_WORDS = re.compile(r"[a-z]+")


def _stem(word: str) -> str:
    """A crude stem, enough to tell whether a source uses a word in any form ("negotiations" ~ "negotiate")."""
    return word[:6]


def _splice(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def _same_case(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def _word_pattern(words: Iterable[str], flags: int = re.IGNORECASE) -> re.Pattern[str]:
    """Any of ``words`` as a whole word (not inside a hyphenated compound such as "follow-up")."""
    alternatives = sorted(set(words), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in alternatives) + r")(?![\w-])", flags)


# --- figures -------------------------------------------------------------------------------------------

# A figure standing on its own: not part of a name or code such as "SARS-CoV-2" or "10-year", nor of a
# clock time ("1:34").
_NUMBER = re.compile(r"(?<![\w.:-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%| percent\b)?(?![\w:-])")
# Any number written in digits, for reading what a source states ("5bn", "10-year" included).
_ANY_NUMBER = re.compile(r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?")
_YEAR = re.compile(r"^(1[89]\d\d|20\d\d)$")


def _value(match: re.Match[str]) -> float:
    return float(match.group(1).replace(",", "") + (match.group(2) or ""))


def _numbers(text: str) -> list[re.Match[str]]:
    return list(_NUMBER.finditer(text))


def _is_year(match: re.Match[str]) -> bool:
    return bool(_YEAR.match(match.group(0)))


def swap_figure(claim: str, source: Source, rng: random.Random) -> str | None:
    """Change one figure that the source states (a non-year figure when there is one) to a value the
    source never states."""
    found = [m for m in _numbers(claim) if _value(m) in source.values]
    if not found:
        return None
    plain = [m for m in found if not _is_year(m)]
    match = rng.choice(plain or found)
    whole, decimals = match.group(1), match.group(2) or ""
    value = int(whole.replace(",", ""))
    if _is_year(match):
        steps = [value + d for d in (-3, -2, -1, 1, 2, 3)]
    else:
        steps = [value + s for s in {max(1, round(value * f)) for f in (0.2, 0.3, 0.5)}]
        steps += [value - s for s in {max(1, round(value * f)) for f in (0.2, 0.3, 0.5)} if value - s > 0]
    fresh = [v for v in steps if float(f"{v}{decimals}") not in source.values]
    if not fresh:
        return None
    new_value = rng.choice(sorted(fresh))
    new = f"{new_value:,}" if "," in whole else str(new_value)
    return _splice(claim, match.start(1), match.end(2) if decimals else match.end(1), new + decimals)


_LIST_JOINS = {" and ", " or ", ", ", " and/or ", "-", "–", " to "}


def move_figure(claim: str, source: Source, rng: random.Random) -> str | None:
    """Swap two different figures the source states, so each now belongs to the other measure (alike
    figures first: two percentages, or two plain numbers). Figures joined only by "and", "or", a comma
    or "to" are left alone: "between 10 and 20" means the same either way round."""
    found = [m for m in _numbers(claim) if not _is_year(m) and _value(m) in source.values]
    pairs = [
        (a, b)
        for i, a in enumerate(found)
        for b in found[i + 1 :]
        if _value(a) != _value(b) and claim[a.end() : b.start()] not in _LIST_JOINS
    ]
    alike = [(a, b) for a, b in pairs if bool(a.group(3)) == bool(b.group(3))]
    if not pairs:
        return None
    first, second = rng.choice(alike or pairs)
    return (
        claim[: first.start()]
        + second.group(0)
        + claim[first.end() : second.start()]
        + first.group(0)
        + claim[second.end() :]
    )


# A unit and the unit it is changed to: the same dimension, a different size (km -> miles, ms -> s).
_UNIT_SWAPS = {
    "km": "miles",
    "kilometres": "miles",
    "kilometers": "miles",
    "kilometre": "mile",
    "kilometer": "mile",
    "miles": "km",
    "mile": "km",
    "ms": "s",
    "milliseconds": "seconds",
    "millisecond": "second",
    "seconds": "minutes",
    "minutes": "hours",
    "minute": "hour",
    "hours": "minutes",
    "hour": "minute",
    "days": "weeks",
    "day": "week",
    "weeks": "months",
    "week": "month",
    "months": "years",
    "month": "year",
    "years": "months",
    "year": "month",
    "kg": "lb",
    "kilograms": "pounds",
    "kilogram": "pound",
    "lb": "kg",
    "lbs": "kg",
    "grams": "ounces",
    "tonnes": "kilograms",
    "metres": "feet",
    "meters": "feet",
    "feet": "metres",
    "cm": "inches",
    "centimetres": "inches",
    "inches": "centimetres",
    "litres": "gallons",
    "liters": "gallons",
    "gallons": "litres",
    "mph": "km/h",
    "km/h": "mph",
}
_AMOUNT = r"(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?"
_UNIT = re.compile(
    _AMOUNT + r"(\s|-)?(" + "|".join(re.escape(u) for u in sorted(_UNIT_SWAPS, key=len, reverse=True)) + r")(?![\w/])"
)


def _states_amount(source: Source, value: str, unit: str) -> bool:
    """Whether the source writes ``value`` with ``unit`` ("30 miles", "30-mile", "30miles")."""
    return any(source.states(f"{value}{sep}{unit}") for sep in (" ", "-", ""))


def change_unit(claim: str, source: Source, rng: random.Random) -> str | None:
    """Keep a stated figure and change its unit to another of the same dimension (30 km -> 30 miles,
    45 ms -> 45 s, 12 kg -> 12 lb), where the source never gives the figure in the new unit."""
    options = []
    for m in _UNIT.finditer(claim):
        new_unit = _UNIT_SWAPS[m.group(4)]
        value = m.group(1) + (m.group(2) or "")
        if _value(m) in source.values and not _states_amount(source, value, new_unit):
            options.append((m, new_unit))
    if not options:
        return None
    match, new_unit = rng.choice(options)
    return _splice(claim, match.start(4), match.end(4), new_unit)


_SCALE_SWAPS = {"thousand": "million", "million": "billion", "billion": "million", "trillion": "billion"}
_SCALE = re.compile(_AMOUNT + r"(\s?)(thousand|million|billion|trillion)\b", re.IGNORECASE)
# Abbreviated scales only after a currency sign ("$40m", "£3k"): "40m" alone may be forty metres.
_SHORT_SCALE_SWAPS = {"k": "m", "m": "bn", "bn": "m", "mn": "bn"}
_SHORT_SCALE = re.compile(r"[$€£¥]\s?" + _AMOUNT + r"(k|m|bn|mn)\b")


def change_scale(claim: str, source: Source, rng: random.Random) -> str | None:
    """Keep a stated figure and change its scale word (40 million -> 40 billion, 5 thousand -> 5 million,
    $3k -> $3m, $5bn -> $5m), where the source never gives the figure at the new scale."""
    options = []
    for pattern, swaps, unit_group in ((_SCALE, _SCALE_SWAPS, 4), (_SHORT_SCALE, _SHORT_SCALE_SWAPS, 3)):
        for m in pattern.finditer(claim):
            word = m.group(unit_group)
            new = _same_case(word, swaps[word.lower()])
            value = m.group(1) + (m.group(2) or "")
            if _value(m) in source.values and not _states_amount(source, value, new):
                options.append((m, unit_group, new))
    if not options:
        return None
    match, group, new = rng.choice(options)
    return _splice(claim, match.start(group), match.end(group), new)


# --- months --------------------------------------------------------------------------------------------

MONTHS = MONTH_NAMES
_ABBREVIATION = {m[:3]: i for i, m in enumerate(MONTHS) if m != "May"} | {"Sept": 8}
_FULL_MONTH = re.compile(r"\b(" + "|".join(m for m in MONTHS if m != "May") + r")\b")
# "May" and the abbreviations are read as months only next to a day or year, or after a word that
# introduces a time ("in May", "12 May", "May 2021", "Jan. 5").
_TIME_WORDS = ("in", "of", "early", "late", "since", "until", "by", "last", "next", "this", "from")
_TIME_BEFORE = (
    "(?:" + "|".join([r"(?<=\d )", r"(?<=\d)", r"(?<=\bmid-)"] + [rf"(?<=\b{w} )" for w in _TIME_WORDS]) + ")"
)
_SHORT_MONTH = re.compile(
    r"(?:"
    + _TIME_BEFORE
    + r"\b(May|Sept|"
    + "|".join(a for a in _ABBREVIATION if a != "Sept")
    + r")\b(?!-)|\b(May|Sept|"
    + "|".join(a for a in _ABBREVIATION if a != "Sept")
    + r")\b\.?(?= ?\d))"
)


def _month_index(word: str) -> int:
    return MONTHS.index(word) if word in MONTHS else _ABBREVIATION[word]


def _months_in(text: str) -> list[tuple[int, int, int]]:
    """(start, end, month index) of every month named in ``text``."""
    found = {(m.start(1), m.end(1), _month_index(m.group(1))) for m in _FULL_MONTH.finditer(text)}
    for m in _SHORT_MONTH.finditer(text):
        group = 1 if m.group(1) else 2
        found.add((m.start(group), m.end(group), _month_index(m.group(group))))
    return sorted(found)


def move_month(claim: str, source: Source, rng: random.Random) -> str | None:
    """Move a month (alone or in a date: "in May", "12 May 2021", "Jan. 5") to a month the source never
    names, when the source names the original one: the source then gives another month for the same
    thing, and the new one cannot be a month it gives for anything else."""
    in_source = source.months
    options = [(s, e, i) for s, e, i in _months_in(claim) if i in in_source]
    free = [i for i in range(12) if i not in in_source]
    if not options or not free:
        return None
    start, end, _ = rng.choice(options)
    new = MONTHS[rng.choice(free)]
    word = claim[start:end]
    if word not in MONTHS:  # keep the claim's style: an abbreviation stays one
        new = "Sept" if word == "Sept" and new == "September" else new if new == "May" else new[:3]
    return _splice(claim, start, end, new)


# --- direction, negation -------------------------------------------------------------------------------

_DIRECTIONS = [
    ("increased", "decreased"),
    ("increase", "decrease"),
    ("increases", "decreases"),
    ("increasing", "decreasing"),
    ("rose", "fell"),
    ("rise", "fall"),
    ("rises", "falls"),
    ("rising", "falling"),
    ("grew", "shrank"),
    ("growth", "decline"),
    ("higher", "lower"),
    ("gained", "lost"),
    ("raised", "lowered"),
    ("improved", "worsened"),
    ("above", "below"),
    ("larger", "smaller"),
    ("expanded", "contracted"),
    ("doubled", "halved"),
    ("highest", "lowest"),
    ("more than", "less than"),
    ("boosted", "cut"),
    ("strengthened", "weakened"),
    ("gains", "losses"),
    ("surged", "plunged"),
    ("climbed", "dropped"),
    ("widened", "narrowed"),
    ("accelerated", "slowed"),
]
_OPPOSITE = {a: b for a, b in _DIRECTIONS} | {b: a for a, b in _DIRECTIONS}
_DIRECTION_WORD = _word_pattern(_OPPOSITE)
_SEASON = re.compile(r"fall,? (?:1[89]|20)\d\d\b|fall (?:term|semester|season)\b", re.IGNORECASE)


def reverse_direction(claim: str, source: Source, rng: random.Random) -> str | None:
    """Turn a direction word into its opposite (rose -> fell, higher -> lower)."""
    found = [m for m in _DIRECTION_WORD.finditer(claim) if not _SEASON.match(claim, m.start())]
    if not found:
        return None
    match = rng.choice(found)
    word = match.group(0)
    return _splice(claim, match.start(), match.end(), _same_case(word, _OPPOSITE[word.lower()]))


_CONTRACTIONS = {
    "didn't": "did",
    "doesn't": "does",
    "don't": "do",
    "isn't": "is",
    "wasn't": "was",
    "aren't": "are",
    "weren't": "were",
    "hasn't": "has",
    "haven't": "have",
    "can't": "can",
    "won't": "will",
    "couldn't": "could",
    "wouldn't": "would",
    "shouldn't": "should",
}
_NEGATED = re.compile(r"\b(?:not |never )|\b(?:" + "|".join(_CONTRACTIONS) + r")\b|\bcannot\b", re.IGNORECASE)
_AUXILIARY = re.compile(r"\b(is|are|was|were|has|have|had|will|can|could|should|would|does|did|may|must)\b")


def toggle_negation(claim: str, source: Source, rng: random.Random) -> str | None:
    """Remove a negation when the claim has one, else negate its first auxiliary verb."""
    negations = list(_NEGATED.finditer(claim.replace("’", "'")))
    if negations:
        match = rng.choice(negations)
        word = match.group(0).lower()
        if word == "cannot":
            return _splice(claim, match.start(), match.end(), _same_case(match.group(0), "can"))
        if word in _CONTRACTIONS:
            return _splice(claim, match.start(), match.end(), _same_case(match.group(0), _CONTRACTIONS[word]))
        return _splice(claim, match.start(), match.end(), "")
    auxiliaries = list(_AUXILIARY.finditer(claim))
    if not auxiliaries:
        return None
    match = auxiliaries[0]
    return _splice(claim, match.end(), match.end(), " not")


# --- cause ---------------------------------------------------------------------------------------------

_ASSOCIATION = [
    (re.compile(r"\b(?:is|are|was|were) (?:associated|linked|correlated|connected) (?:with|to)\b"), "{be} caused by"),
    (re.compile(r"\b(?:associated|linked|correlated|connected) (?:with|to)\b"), "caused by"),
    (re.compile(r"\bcoincided with\b"), "was caused by"),
    (re.compile(r"\bafter (?=(?:the|a|an|his|her|their|its|this|that)\b)"), "because of "),
    (
        re.compile(r"(?:(?<=, )|^|(?<=[.!?] ))[Ff]ollowing (?=(?:the|a|an|his|her|their|its|this|that)\b)"),
        "because of ",
    ),
    (re.compile(r"\b(?:after|when) (?=(?:he|she|they|it|we)\b)"), "because "),
]


def make_causal(claim: str, source: Source, rng: random.Random) -> str | None:
    """Turn an association or a sequence in time into a cause ("linked to" -> "caused by")."""
    options = [(m, template) for pattern, template in _ASSOCIATION for m in pattern.finditer(claim)]
    if not options:
        return None
    match, template = rng.choice(options)
    be = match.group(0).split(" ", 1)[0]
    return _splice(claim, match.start(), match.end(), _same_case(match.group(0), template.format(be=be)))


# The effect verb a direction word becomes once the association is read as a cause, by tense:
# (singular present, plural present, past).
_EFFECT_VERBS = {
    "lower": ("lowers", "lower", "lowered"),
    "reduced": ("reduces", "reduce", "reduced"),
    "fewer": ("reduces", "reduce", "reduced"),
    "less": ("reduces", "reduce", "reduced"),
    "decreased": ("reduces", "reduce", "reduced"),
    "a reduction in": ("reduces", "reduce", "reduced"),
    "a decrease in": ("reduces", "reduce", "reduced"),
    "a drop in": ("cuts", "cut", "cut"),
    "a fall in": ("cuts", "cut", "cut"),
    "higher": ("raises", "raise", "raised"),
    "increased": ("increases", "increase", "increased"),
    "more": ("increases", "increase", "increased"),
    "greater": ("increases", "increase", "increased"),
    "an increase in": ("increases", "increase", "increased"),
    "a rise in": ("raises", "raise", "raised"),
    "better": ("improves", "improve", "improved"),
    "improved": ("improves", "improve", "improved"),
    "worse": ("worsens", "worsen", "worsened"),
}
_TENSE = {"is": 0, "are": 1, "was": 2, "were": 2, "has been": 2, "have been": 2}
_ASSOCIATED_WITH_DIRECTION = re.compile(
    r"\b(is|are|was|were|has been|have been) (?:strongly |closely |significantly )?"
    r"(?:associated|linked|tied|correlated|connected) (?:with|to) ("
    + "|".join(re.escape(w) for w in sorted(_EFFECT_VERBS, key=len, reverse=True))
    + r")\b ?",
    re.IGNORECASE,
)
# A denial of an effect ("the trial does not show that walking lowers blood pressure"): what follows
# "that" is exactly the causal claim the source refuses to make.
_DENIAL = re.compile(
    r"(?:^|(?<=[.!?] ))[^.!?]*?\b(?:(?:does|did|do) not|doesn't|didn't|don't|cannot|can't|could not|fails? to"
    r"|failed to) (?:show|prove|demonstrate|establish|confirm|mean)s? that (?=\w)|(?:^|(?<=[.!?] ))there (?:is|was) no "
    r"(?:evidence|proof) that (?=\w)",
    re.IGNORECASE,
)


# A contribution made the whole effect: "helps lower the price" -> "lowers the price".
_HELPED_VERBS = {
    "reduce": ("reduces", "reduced"),
    "lower": ("lowers", "lowered"),
    "improve": ("improves", "improved"),
    "increase": ("increases", "increased"),
    "boost": ("boosts", "boosted"),
    "prevent": ("prevents", "prevented"),
    "cut": ("cuts", "cut"),
    "raise": ("raises", "raised"),
    "curb": ("curbs", "curbed"),
    "ease": ("eases", "eased"),
}
_HELPED = re.compile(r"\b(helps|helped|help) (?:to )?(" + "|".join(_HELPED_VERBS) + r")\b")


def effect_verb_causal(claim: str, source: Source, rng: random.Random) -> str | None:
    """Read an association as an effect verb ("were linked to lower blood pressure" -> "lowered blood
    pressure"), a contribution as the whole effect ("helps lower the price" -> "lowers the price"), or
    drop a denial so that the claim asserts the effect the source says is not shown ("the trial does not
    show that walking lowers blood pressure" -> "Walking lowers blood pressure"). The effect verb with
    the words either side must be words the source never writes."""
    options: list[tuple[int, int, str]] = []
    for m in _ASSOCIATED_WITH_DIRECTION.finditer(claim):
        options.append((m.start(), m.end(), _EFFECT_VERBS[m.group(2).lower()][_TENSE[m.group(1).lower()]] + " "))
    for m in _HELPED.finditer(claim):
        present, past = _HELPED_VERBS[m.group(2)]
        options.append((m.start(), m.end(), {"helps": present, "helped": past}.get(m.group(1), m.group(2))))
    options = [(a, b, new) for a, b, new in options if not source.states(_around(claim, a, b, new.strip()))]
    for m in _DENIAL.finditer(claim):
        rest = claim[m.end() :]
        options.append((m.start(), m.end() + 1, rest[:1].upper()))
    if not options:
        return None
    start, end, new = rng.choice(options)
    return _splice(claim, start, end, new)


def _around(text: str, start: int, end: int, new: str) -> str:
    """``new`` in place of ``text[start:end]``, with the word before and the word after."""
    before, after = text[:start].split()[-1:], text[end:].split()[:1]
    return " ".join([*before, new, *after]).strip(",.;:")


# --- certainty -----------------------------------------------------------------------------------------

_BOOSTERS = {
    "may": "will",
    "might": "will",
    "could": "will",
    "suggests": "proves",
    "suggest": "prove",
    "suggested": "proved",
    "likely": "certain",
    "possibly": "certainly",
    "probably": "certainly",
    "some": "all",
    "several": "all",
    "often": "always",
    "sometimes": "always",
    "many": "all",
    "approximately": "exactly",
    "roughly": "exactly",
    "nearly": "fully",
    "seems to": "is certain to",
    "appears to": "is certain to",
    "partly": "entirely",
    "partially": "entirely",
}
_HEDGE = _word_pattern(_BOOSTERS)
_COPULA = re.compile(r"\b(is|are|was|were|has|have|had|will)\b")


def overstate(claim: str, source: Source, rng: random.Random) -> str | None:
    """Replace a hedge with certainty ("may" -> "will", "some" -> "all"), else add "undoubtedly"."""
    hedges = list(_HEDGE.finditer(claim))
    if hedges:
        match = rng.choice(hedges)
        word = match.group(0)
        return _splice(claim, match.start(), match.end(), _same_case(word, _BOOSTERS[word.lower()]))
    copula = _COPULA.search(claim)
    if copula is None:
        return None
    return _splice(claim, copula.end(), copula.end(), " undoubtedly")


_QUANTIFIER = re.compile(
    r"(?<!\w)(?<!how )(?<!so )(?<!too )(?<!as )(?<!the )(?<!a )(?<!its )(?<!his )(?<!her )(?<!their )"
    r"(some|many|most|several|numerous|a few|a number of|a majority of)"
    r" (of (?:the|its|their|our|these|those) )?([a-z]+)\b",
    re.IGNORECASE,
)
_IRREGULAR_PLURALS = frozenset("people children men women staff police cattle".split())
# "a few days later" and "many times" count time, not members of a group that "all" could cover.
_NOT_GROUPS = frozenset(
    "days weeks months years hours minutes seconds times decades centuries moments nights mornings "
    "others things ways sorts kinds types".split()
)
_OPINION_VERBS = {
    "suspect": "agree",
    "believe": "agree",
    "think": "agree",
    "say": "agree",
    "argue": "agree",
    "fear": "agree",
    "expect": "agree",
    "claim": "agree",
    "feel": "agree",
    "suspected": "agreed",
    "believed": "agreed",
    "thought": "agreed",
    "said": "agreed",
    "argued": "agreed",
    "feared": "agreed",
    "expected": "agreed",
    "claimed": "agreed",
    "felt": "agreed",
}
_OPINION = re.compile(r" (" + "|".join(_OPINION_VERBS) + r")\b( that\b)?")


def _is_plural_noun(word: str) -> bool:
    word = word.lower()
    if word in _NOT_GROUPS:
        return False
    return word in _IRREGULAR_PLURALS or (len(word) > 3 and word.endswith("s") and not word.endswith("ss"))


def generalise_quantifier(claim: str, source: Source, rng: random.Random) -> str | None:
    """Widen a limited quantifier over a group to all of it ("some students" -> "all students", "most of
    the staff" -> "all of the staff"), or turn the opinion of some into a consensus ("Some doctors
    suspect ..." -> "Doctors agree that ..."), where the source never says so of the whole group."""
    options: list[tuple[int, int, str]] = []
    for m in _QUANTIFIER.finditer(claim):
        noun = m.group(3)
        if not _is_plural_noun(noun) or source.states(f"all {noun}") or source.states(f"every {noun}"):
            continue
        opinion = _OPINION.match(claim, m.end())
        if opinion and not m.group(2):
            agreed = _OPINION_VERBS[opinion.group(1)]
            if source.states(f"{noun} {agreed}"):
                continue
            lead = _same_case(m.group(1), noun)
            options.append((m.start(), opinion.end(), f"{lead} {agreed} that"))
            continue
        options.append((m.start(1), m.end(1), _same_case(m.group(1), "all")))
    if not options:
        return None
    start, end, new = rng.choice(options)
    return _splice(claim, start, end, new)


_PRONOUNS = frozenset("i you we he she they it".split())
_HEDGE_WORDS = re.compile(r"\b(may|might|could|possibly|perhaps|likely|suggests?|appears?|seems?)\b", re.IGNORECASE)
_MODAL = re.compile(
    r"(?:\b(may|might|could)|(?:^|(?<=[.!?] ))(Might|Could)) "
    r"(?!not\b|n't|have been\b|possibly\b|perhaps\b|potentially\b|likely\b)(have )?([a-z]+)\b"
)


def harden_modal(claim: str, source: Source, rng: random.Random) -> str | None:
    """Harden a modal into a plain statement: "could raise prices" -> "will raise prices", "may have
    caused" -> "caused", where the source itself hedges and never states the hardened phrase. ("May"
    with a capital is left alone: it is usually the month.)"""
    if not source.hedged:
        return None
    options: list[tuple[int, int, str]] = []
    for m in _MODAL.finditer(claim):
        modal, verb = m.group(1) or m.group(2), m.group(4)
        before = claim[max(0, m.start() - 40) : m.start()].lower().split()[-4:]
        if "if" in before or (modal.lower() == "could" and before[-1:] and before[-1] in _PRONOUNS):
            continue  # "if you could provide", "we could not": a condition or an ability, not a hedge
        if m.group(3) and not verb.endswith("ed"):
            continue  # "may have caused" -> "caused": only a regular past participle reads as a past tense
        new = verb if m.group(3) else f"will {verb}"
        options.append((m.start(1) if m.group(1) else m.start(2), m.end(), _same_case(modal, new)))
    if not options:
        return None
    start, end, new = rng.choice(options)
    return _splice(claim, start, end, new)


# --- names and quotations ------------------------------------------------------------------------------

_NAME = re.compile(r"\b[A-Z][\w'’.-]*[a-z]\w*(?:\s+(?:of\s+|de\s+|van\s+)?[A-Z][\w'’.-]*[a-z]\w*)*")
_NOT_NAMES = frozenset(
    "The A An In On At Of For And But Or If When While After Before As This That These Those It Its He She "
    "They We You I His Her Their Our Your There Here However Also Then So During Since With Without From By "
    "To According Although Because Both Each Every Some Many Most Other Such What Which Who Why How "
    "January February March April May June July August September October November December Monday Tuesday "
    "Wednesday Thursday Friday Saturday Sunday Person I'm I've I'll I'd It's That's There's What's Let's".split()
)
# What may stand before a word that opens a sentence or a line ("— Despite", "(However").
_SENTENCE_START = re.compile(r"(?:^|[.!?:\"“\n—–(]\s*)$")


_POSSESSIVE = re.compile(r"['’]s$")


def _names(text: str) -> list[str]:
    """Capitalised words and runs of them, less function words and possessive endings. A leading word the
    text also writes in lower case ("Despite", "However") is left out, and so is a lone capitalised word
    that opens a sentence: its capital says nothing about it being a name."""
    lower = set(re.findall(r"\b[a-z][\w'’-]*", text))
    found = []
    for match in _NAME.finditer(text):
        words = match.group(0).split()
        before = text[max(0, match.start() - 4) : match.start()]
        opens = _SENTENCE_START.search(before) is not None
        while words and (words[0] in _NOT_NAMES or words[0].lower() in lower):
            words.pop(0)
        if len(words) == 1 and words[0] == match.group(0) and opens:
            continue
        if words:
            words[-1] = _POSSESSIVE.sub("", words[-1])
            found.append(" ".join(words))
    return found


# Words two different names may share ("Northgate Ltd" and "Southway Ltd", "University of Leeds" and
# "University of York").
_GENERIC_NAME_WORDS = frozenset(
    "ltd inc co corp plc llc group company university college school of the and city county state "
    "mr mrs ms dr st new north south east west".split()
)


def swap_entity(claim: str, source: Source, rng: random.Random) -> str | None:
    """Replace a name in the claim with another name from the same source that shares no distinctive
    word with it (so "Thomas Arnold" never becomes "Thomas K. Arnold", the same person)."""
    in_claim = [n for n in dict.fromkeys(_names(claim)) if n in source.text]
    if not in_claim:
        return None
    target = rng.choice(in_claim)
    target_words = set(fold(target).split()) - _GENERIC_NAME_WORDS
    others = [n for n in source.names if n not in claim and not target_words & set(fold(n).split())]
    if not others:
        return None
    same_shape = [n for n in others if len(n.split()) == len(target.split())]
    replacement = rng.choice(same_shape or others)
    starts = [m.start() for m in re.finditer(re.escape(target), claim)]
    start = rng.choice(starts)
    return _splice(claim, start, start + len(target), replacement)


_QUOTE_MARK = re.compile(r"[\"“”]")
QUOTED_MIN = 8  # characters a quotation needs to be one worth altering
_WORD = re.compile(r"\b[a-zA-Z]{4,}\b")


def _quotations(claim: str) -> list[tuple[int, int]]:
    """Where the quotations of a claim are (the text inside the marks), the marks paired in order: the
    text between one quotation's closing mark and the next one's opening mark (the ' and the barrel a '
    of '"E" and the barrel a "tun"') is no quotation."""
    marks = [m.start() for m in _QUOTE_MARK.finditer(claim)]
    spans = []
    i = 0
    while i + 1 < len(marks):
        start, end = marks[i], marks[i + 1]
        if claim[start] == "”":
            i += 1  # a closing mark with no opening one: the next mark may open
            continue
        if end - start - 1 >= QUOTED_MIN:
            spans.append((start + 1, end))
        i += 2
    return spans


def alter_quoted_word(claim: str, source: Source, rng: random.Random) -> str | None:
    """Replace one word inside a quotation with another word of the source."""
    quotes = _quotations(claim)
    if not quotes:
        return None
    start, end = rng.choice(quotes)
    quoted = claim[start:end]
    words = list(_WORD.finditer(quoted))
    if not words:
        return None
    word = rng.choice(words)
    inside = {w.lower() for w in _WORD.findall(quoted)}
    vocabulary = sorted(source.vocabulary - inside)
    if not vocabulary:
        return None
    at = start + word.start()
    new_word = _same_case(word.group(0), rng.choice(vocabulary))
    return _splice(claim, at, at + len(word.group(0)), new_word)


def quoted_base(pair: Pair, rng: random.Random) -> Pair | None:
    """The base for the quotation edit: a claim that holds a quotation as it is; a source sentence becomes
    a claim quoting six to ten of its words verbatim; any other claim does not apply."""
    if _quotations(pair.claim):
        return pair
    if pair.origin != SENTENCE:
        return None
    words = pair.claim.split()
    length = rng.randint(6, min(10, len(words)))
    start = rng.randint(0, len(words) - length)
    span = " ".join(words[start : start + length]).strip(",;:.")
    return replace(pair, id=f"{pair.id}~quoted", claim=f'The text reads: "{span}."', origin=QUOTED)


# --- additions -----------------------------------------------------------------------------------------

# Phrases an editor's draft might add to a faithful sentence: two or more informative words each, and
# nothing another check reads (no figure, name, direction word, negation, hedge or causal connective),
# so that what should catch them is the absence of support.
ADDED_PHRASES = (
    "after a late penalty",
    "despite heavy rain",
    "amid a bitter legal dispute",
    "following a court ruling",
    "under pressure from investors",
    "after a heated debate",
    "despite strong opposition from residents",
    "with support from local charities",
    "at a crowded press conference",
    "during a televised interview",
    "after lengthy negotiations",
    "in a surprise move",
    "over the objections of its staff",
    "to widespread criticism",
    "before a packed audience",
    "behind closed doors",
    "with the backing of regional lenders",
    "under a new licensing scheme",
    "amid a nationwide fuel shortage",
    "during a routine inspection",
    "after an anonymous complaint",
    "at a hastily arranged meeting",
    "following a lengthy internal review",
    "ahead of the winter holidays",
    "at the request of foreign diplomats",
    "on the advice of independent auditors",
    "in a written statement to shareholders",
    "after a brief hospital stay",
    "against the advice of engineers",
    "as part of a routine budget review",
    "through a specialist recruitment agency",
    "under an emergency procedure",
    "in a closed parliamentary session",
    "with a handwritten letter of apology",
    "at a rural training camp",
    "during a sudden power outage",
)
_STOPWORDS = frozenset(
    "a an the of to in on at by for with from over under after before during despite amid following "
    "against through as part its their his her new".split()
)
# A sentence end the phrase can go before: a full stop after a word, not an abbreviation or a decimal.
_SENTENCE_END = re.compile(r"(?<=[a-z0-9%)])\.(?=\s|$)")


def _informative(phrase: str) -> list[str]:
    return [w for w in fold(phrase).split() if w not in _STOPWORDS]


_ABBREVIATIONS = frozenset("dr mr mrs ms st jr sr inc ltd co corp vs etc no prof gen gov sen rep".split())


def _sentence_ends(claim: str) -> list[int]:
    """Offsets of full stops that end a sentence of at least five words (not an abbreviation such as
    "Dr." or "U.S.", and followed by the end of the claim or a capital)."""
    ends, start = [], 0
    for m in _SENTENCE_END.finditer(claim):
        before = claim[start : m.start()].split()
        following = claim[m.end() :].lstrip()[:1]
        last = before[-1] if before else ""
        abbreviation = last.lower() in _ABBREVIATIONS or "." in last or len(last) == 1
        if len(before) >= 5 and not abbreviation and (not following or following.isupper()):
            ends.append(m.start())
            start = m.end()
    return ends


def add_phrase(claim: str, source: Source, rng: random.Random) -> str | None:
    """Insert, at the end of one sentence, a phrase of two or more informative words none of which the
    source uses in any form ("United won 2-1" -> "United won 2-1 after a late penalty")."""
    ends = _sentence_ends(claim)
    unused = [p for p in ADDED_PHRASES if not any(_stem(w) in source.words for w in _informative(p))]
    if not ends or not unused:
        return None
    end = rng.choice(ends)
    return _splice(claim, end, end, " " + rng.choice(unused))


# A figure with its measure, added to a sentence: "{n}" is filled with a value the source never states,
# and each template is used only where the source never uses its measure words.
ADDED_FIGURES = (
    "with the help of {n} volunteers",
    "at a cost of {n} million euros",
    "in front of {n} spectators",
    "across {n} regional offices",
    "after {n} rounds of talks",
    "involving {n} staff members",
    "over a stretch of {n} kilometres",
    "with {n} tonnes of equipment",
    "watched by {n} viewers",
    "backed by {n} signatures",
)


def add_figure(claim: str, source: Source, rng: random.Random) -> str | None:
    """Insert, at the end of one sentence, a figure with a measure the source never mentions ("... with
    the help of 340 volunteers"): the source is silent on it, so the claim cannot be established."""
    ends = _sentence_ends(claim)
    usable = [t for t in ADDED_FIGURES if not any(_stem(w) in source.words for w in _informative(t.format(n="")))]
    if not ends or not usable:
        return None
    template = rng.choice(usable)
    values = [n for n in range(12, 980) if float(n) not in source.values]
    end = rng.choice(ends)
    return _splice(claim, end, end, " " + template.format(n=rng.choice(values)))


MISMATCH, INSUFFICIENT = Label.MISMATCH, Label.INSUFFICIENT

# The one table of kinds. Each names a check by its registry id: when a check is renamed, or a new
# check takes over what a kind tests, change the id here (the test-suite fails on an unregistered id).

KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        Kind(
            "swap figure", swap_figure, "figures.value", MISMATCH, "a stated figure changed to a value no source states"
        ),
        Kind(
            "move figure to another measure",
            move_figure,
            "figures.binding",
            MISMATCH,
            "two stated figures swapped between their measures",
        ),
        Kind("change unit", change_unit, "figures.value", MISMATCH, "a figure's unit changed: km -> miles, ms -> s"),
        Kind("change scale", change_scale, "figures.value", MISMATCH, "a figure's scale changed: million -> billion"),
        Kind(
            "move month",
            move_month,
            "entities",
            MISMATCH,
            "a month, alone or in a date, moved to one the source never names",
        ),
        Kind("reverse direction", reverse_direction, "direction", MISMATCH, "a direction word reversed: rose -> fell"),
        Kind("insert/remove negation", toggle_negation, "negation", MISMATCH, "a negation inserted or removed"),
        Kind(
            "association to cause",
            make_causal,
            "causal",
            MISMATCH,
            'an association made a cause: "linked to" -> "caused by"',
        ),
        Kind(
            "effect-verb causal",
            effect_verb_causal,
            "causal",
            MISMATCH,
            'an association read as an effect verb, or a denied effect asserted: "linked to lower X" -> "lowers X"',
            guarded=False,
        ),
        Kind(
            "overstatement", overstate, "certainty", MISMATCH, 'a hedge replaced by certainty, or "undoubtedly" added'
        ),
        Kind(
            "quantifier generalisation",
            generalise_quantifier,
            "certainty",
            MISMATCH,
            'a limited quantifier widened: "some X" -> "all X", "some doctors suspect" -> "doctors agree"',
        ),
        Kind("modal hardening", harden_modal, "certainty", MISMATCH, 'a modal hardened: "could raise" -> "will raise"'),
        Kind("swap entity", swap_entity, "entities", MISMATCH, "a name replaced by another name of the same source"),
        Kind(
            "alter quoted word",
            alter_quoted_word,
            "quotes",
            MISMATCH,
            "a word inside a quotation replaced",
            prepare=quoted_base,
        ),
        Kind(
            "added phrase",
            add_phrase,
            "coverage",
            INSUFFICIENT,
            "a phrase of informative words the source never uses added",
        ),
        Kind(
            "added figure",
            add_figure,
            "figures.value",
            INSUFFICIENT,
            "a figure with a measure the source never mentions added",
        ),
    )
}


# --- drawing bases -------------------------------------------------------------------------------------


def edit_span(old: str, new: str) -> tuple[int, int]:
    """Where ``new`` differs from ``old``: offsets into ``new`` (start == end for a pure deletion)."""
    prefix = 0
    limit = min(len(old), len(new))
    while prefix < limit and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and old[-1 - suffix] == new[-1 - suffix]:
        suffix += 1
    return prefix, len(new) - suffix


def _edited_words(new: str, span: tuple[int, int]) -> str:
    """The edited words of ``new`` with one whole word either side."""
    start, end = span
    while start > 0 and not new[start - 1].isspace():
        start -= 1
    while end < len(new) and not new[end].isspace():
        end += 1
    before, after = new[:start].split()[-1:], new[end:].split()[:1]
    return " ".join([*before, new[start:end].strip(), *after]).strip(" ,.;:!?\"'()")


_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_NOISE = re.compile(r"https?:|www\.|@|\||©|\t|\.\.\.|…|[\"“”]")


def source_sentences(pair: Pair) -> list[Pair]:
    """Sentences of a pair's source that read as plain prose (8 to 40 words, a capital first and a full
    stop last, no link, handle or quotation), each as a base claim its own source states."""
    out = []
    text = "\n".join(t for _, t in pair.sources)
    for index, sentence in enumerate(s.strip() for s in _SENTENCE_SPLIT.split(text)):
        words = sentence.split()
        if not 8 <= len(words) <= 40 or not sentence[:1].isupper() or not sentence.endswith("."):
            continue
        if _NOISE.search(sentence) or sentence.isupper() or sum(c.isalpha() for c in sentence) < 0.7 * len(sentence):
            continue
        out.append(
            replace(
                pair,
                id=f"{pair.id}~sentence{index}",
                claim=sentence,
                label="supported",
                error_types=(),
                origin=SENTENCE,
            )
        )
    return out


def _interleaved(groups: dict[str, list[Pair]], rng: random.Random) -> list[str]:
    """Document keys, shuffled within each dataset and then taken from each dataset in turn, so that no
    dataset crowds out the others."""
    by_dataset: dict[str, list[str]] = {}
    for key, pairs in groups.items():
        by_dataset.setdefault(pairs[0].dataset, []).append(key)
    columns = []
    for name in sorted(by_dataset):
        keys = sorted(by_dataset[name])
        rng.shuffle(keys)
        columns.append(keys)
    rows = itertools.zip_longest(*columns, fillvalue="")
    return [key for row in rows for key in row if key]


class _Drawer:
    """Applies one kind to bases, keeping per-document source readings so each is computed once."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.sources: dict[str, Source] = {}

    def source(self, key: str, pair: Pair) -> Source:
        if key not in self.sources:
            self.sources[key] = Source("\n".join(text for _, text in pair.sources))
        return self.sources[key]

    def apply(self, kind: Kind, key: str, base: Pair) -> tuple[Pair, Pair] | None:
        rng = random.Random(f"{self.seed}:{kind.name}:{base.id}")
        if kind.prepare is not None:
            prepared = kind.prepare(base, rng)
            if prepared is None:
                return None
            base = prepared
        source = self.source(key, base)
        new_claim = kind.edit(base.claim, source, rng)
        if new_claim is None or new_claim == base.claim:
            return None
        span = edit_span(base.claim, new_claim)
        edited = _edited_words(new_claim, span)
        if kind.guarded and len(edited.split()) >= 2 and source.states(edited):
            return None  # the source says the edited words too: the edit may well be supported
        return replace(
            base,
            id=f"{base.id}~{kind.name}",
            dataset="perturbed",
            claim=new_claim,
            label="unsupported",
            error_types=(kind.name,),
            domain=base.dataset,
            perturbation=kind.name,
            expected_check=kind.check,
            expected_label=kind.label.value,
            base_id=base.id,
            edit=span,
            origin=base.origin or CLAIM,
        ), base

    def draw(
        self, kind: Kind, groups: dict[str, list[Pair]], wanted: int, stage: str, rounds: int | None, taken: set[str]
    ) -> list[tuple[Pair, Pair]]:
        """Up to ``wanted`` (edited pair, base) from ``groups`` (document key -> bases) in at most
        ``rounds`` rounds (None: until the bases run out), one edit per document a round, skipping the
        bases in ``taken`` and adding the ones it uses. The order is fixed by the seed, the kind and the
        stage, so a later call on the same groups goes on where an earlier one stopped."""
        rng = random.Random(f"{self.seed}:{kind.name}:{stage}")
        queues = {}
        for key in sorted(groups):
            queue = list(groups[key])
            rng.shuffle(queue)
            queues[key] = queue
        order = _interleaved(groups, rng)
        made: list[tuple[Pair, Pair]] = []
        done_rounds = 0
        while order and len(made) < wanted and (rounds is None or done_rounds < rounds):
            for key in order:
                if len(made) >= wanted:
                    break
                queue = queues[key]
                while queue:
                    base = queue.pop()
                    if base.id in taken:
                        continue
                    result = self.apply(kind, key, base)
                    if result is not None:
                        taken.add(base.id)
                        made.append(result)
                        break
            order = [key for key in order if queues[key]]
            done_rounds += 1
        return made


def _grouped(pairs: Iterable[Pair]) -> dict[str, list[Pair]]:
    groups: dict[str, list[Pair]] = {}
    for pair in pairs:
        groups.setdefault(document_key(pair), []).append(pair)
    return groups


def perturb(
    bases: list[Pair], per_kind: int, seed: int, documents: list[Pair] | None = None
) -> tuple[list[Pair], list[Pair]]:
    """Perturbed pairs (up to ``per_kind`` of each kind) and the unedited bases they were made from.

    ``bases`` are supported pairs; ``documents`` (by default the bases) are the pairs whose source
    sentences may serve as bases too. For each kind, in turn until it has ``per_kind`` edits: one
    labelled claim per document; one source sentence per document that gave no claim; then further
    claims, and further sentences, a document at a time. So a kind reaches as many documents as apply
    before any document gives a second edit, and a labelled claim is preferred within a document. Every
    perturbed pair keeps its kind, the check meant to catch it, the label it should get, the span of the
    edit and its base id; every base is returned once so it can be run as a control.
    """
    claims = _grouped(replace(b, origin=b.origin or CLAIM) for b in bases)
    sentences: dict[str, list[Pair]] | None = None
    drawer = _Drawer(seed)
    perturbed: list[Pair] = []
    used: dict[str, Pair] = {}
    for kind in KINDS.values():
        taken: set[str] = set()
        made = drawer.draw(kind, claims, per_kind, CLAIM, 1, taken)
        if len(made) < per_kind:
            if sentences is None:
                firsts = {key: pairs[0] for key, pairs in _grouped(documents or bases).items()}
                sentences = {key: s for key, pair in firsts.items() if (s := source_sentences(pair))}
            reached = {document_key(base) for _, base in made}
            fresh = {key: s for key, s in sentences.items() if key not in reached}
            made += drawer.draw(kind, fresh, per_kind - len(made), SENTENCE, 1, taken)
            made += drawer.draw(kind, claims, per_kind - len(made), CLAIM, None, taken)
            made += drawer.draw(kind, sentences, per_kind - len(made), SENTENCE, None, taken)
        for pair, base in made:
            perturbed.append(pair)
            used.setdefault(base.id, base)
    return perturbed, list(used.values())
