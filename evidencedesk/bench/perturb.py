"""A synthetic error set: supported claims with one deliberate error each, made with fixed seeds.

Each kind of edit names the check that should catch it, so the report can say both whether the pair was
flagged and whether it was flagged for the right reason. An edit that does not apply to a claim (no
figure to swap, no direction word to reverse) returns ``None`` and the next claim is tried.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from .data import Pair

Edit = Callable[[str, str, random.Random], "str | None"]

# A figure standing on its own: not part of a name or code such as "SARS-CoV-2" or "10-year".
_NUMBER = re.compile(r"(?<![\w.-])(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(%| percent\b)?(?![\w-])")
_YEAR = re.compile(r"^(1[89]\d\d|20\d\d)$")


def _numbers(text: str) -> list[re.Match[str]]:
    return list(_NUMBER.finditer(text))


def _is_year(match: re.Match[str]) -> bool:
    return bool(_YEAR.match(match.group(0)))


def _splice(text: str, start: int, end: int, new: str) -> str:
    return text[:start] + new + text[end:]


def swap_figure(claim: str, source: str, rng: random.Random) -> str | None:
    """Change one figure's value (a non-year figure when there is one)."""
    found = _numbers(claim)
    if not found:
        return None
    plain = [m for m in found if not _is_year(m)]
    match = rng.choice(plain or found)
    whole, decimals = match.group(1), match.group(2) or ""
    value = int(whole.replace(",", ""))
    if _is_year(match):
        new_value = value + rng.choice((-3, -2, -1, 1, 2, 3))
    else:
        step = max(1, round(value * rng.choice((0.2, 0.3, 0.5))))
        new_value = value + step if value < 3 or rng.random() < 0.5 else value - step
    new = f"{new_value:,}" if "," in whole else str(new_value)
    return _splice(claim, match.start(1), match.end(2) if decimals else match.end(1), new + decimals)


def move_figure(claim: str, source: str, rng: random.Random) -> str | None:
    """Swap two different figures, so each now belongs to the other measure (alike figures first: two
    percentages, or two plain numbers)."""
    found = [m for m in _numbers(claim) if not _is_year(m)]
    pairs = [(a, b) for i, a in enumerate(found) for b in found[i + 1 :] if a.group(0) != b.group(0)]
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


def _word_pattern(words: Iterable[str]) -> re.Pattern[str]:
    """Any of ``words`` as a whole word (not inside a hyphenated compound such as "follow-up")."""
    alternatives = sorted(set(words), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(re.escape(w) for w in alternatives) + r")(?![\w-])", re.IGNORECASE)


_DIRECTION_WORD = _word_pattern(_OPPOSITE)


def _same_case(model: str, word: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


def reverse_direction(claim: str, source: str, rng: random.Random) -> str | None:
    """Turn a direction word into its opposite (rose -> fell, higher -> lower)."""
    found = list(_DIRECTION_WORD.finditer(claim))
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


def toggle_negation(claim: str, source: str, rng: random.Random) -> str | None:
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


_ASSOCIATION = [
    (re.compile(r"\b(?:is|are|was|were) (?:associated|linked|correlated|connected) (?:with|to)\b"), "{be} caused by"),
    (re.compile(r"\b(?:associated|linked|correlated|connected) (?:with|to)\b"), "caused by"),
    (re.compile(r"\bcoincided with\b"), "was caused by"),
    (re.compile(r"\b(?:after|following) (?=(?:the|a|an|his|her|their|its|this|that)\b)"), "because of "),
    (re.compile(r"\b(?:after|when) (?=(?:he|she|they|it|we)\b)"), "because "),
]


def make_causal(claim: str, source: str, rng: random.Random) -> str | None:
    """Turn an association or a sequence in time into a cause ("linked to" -> "caused by")."""
    options = [(m, template) for pattern, template in _ASSOCIATION for m in pattern.finditer(claim)]
    if not options:
        return None
    match, template = rng.choice(options)
    be = match.group(0).split(" ", 1)[0]
    return _splice(claim, match.start(), match.end(), template.format(be=be))


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


def overstate(claim: str, source: str, rng: random.Random) -> str | None:
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


_NAME = re.compile(r"\b[A-Z][\w'’.-]*[a-z]\w*(?:\s+(?:of\s+|de\s+|van\s+)?[A-Z][\w'’.-]*[a-z]\w*)*")
_NOT_NAMES = frozenset(
    "The A An In On At Of For And But Or If When While After Before As This That These Those It Its He She "
    "They We You I His Her Their Our Your There Here However Also Then So During Since With Without From By "
    "To According Although Because Both Each Every Some Many Most Other Such What Which Who Why How "
    "January February March April May June July August September October November December Monday Tuesday "
    "Wednesday Thursday Friday Saturday Sunday Person".split()
)


_SENTENCE_START = re.compile(r"(?:^|[.!?:\"“\n]\s*)$")


def _names(text: str) -> list[str]:
    """Capitalised words and runs of them, less function words; a lone capitalised word that opens a
    sentence is left out, since its capital says nothing about it being a name."""
    found = []
    for match in _NAME.finditer(text):
        words = match.group(0).split()
        while words and words[0] in _NOT_NAMES:
            words.pop(0)
        before = text[max(0, match.start() - 4) : match.start()]
        if len(words) == 1 and words[0] == match.group(0) and _SENTENCE_START.search(before):
            continue
        if words:
            found.append(" ".join(words))
    return found


def swap_entity(claim: str, source: str, rng: random.Random) -> str | None:
    """Replace a name in the claim with another name from the same source."""
    in_claim = [n for n in dict.fromkeys(_names(claim)) if n in source]
    if not in_claim:
        return None
    target = rng.choice(in_claim)
    others = sorted({n for n in _names(source) if n not in claim and target not in n and n not in target})
    if not others:
        return None
    same_shape = [n for n in others if len(n.split()) == len(target.split())]
    replacement = rng.choice(same_shape or others)
    starts = [m.start() for m in re.finditer(re.escape(target), claim)]
    start = rng.choice(starts)
    return _splice(claim, start, start + len(target), replacement)


_QUOTE = re.compile(r"[\"“]([^\"“”]{8,})[\"”]")
_WORD = re.compile(r"\b[a-zA-Z]{4,}\b")


def alter_quoted_word(claim: str, source: str, rng: random.Random) -> str | None:
    """Replace one word inside a quotation with another word of the source."""
    quotes = list(_QUOTE.finditer(claim))
    if not quotes:
        return None
    quote = rng.choice(quotes)
    words = list(_WORD.finditer(quote.group(1)))
    if not words:
        return None
    word = rng.choice(words)
    inside = set(w.lower() for w in _WORD.findall(quote.group(1)))
    vocabulary = sorted({w.lower() for w in _WORD.findall(source)} - inside)
    if not vocabulary:
        return None
    start = quote.start(1) + word.start()
    new_word = _same_case(word.group(0), rng.choice(vocabulary))
    return _splice(claim, start, start + len(word.group(0)), new_word)


def quoted_base(pair: Pair, rng: random.Random) -> Pair | None:
    """A supported claim that quotes six to ten words of the source verbatim, for the quotation edit."""
    text = pair.sources[0][1]
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if 8 <= len(s.split()) <= 40 and '"' not in s]
    if not sentences:
        return None
    words = rng.choice(sentences).split()
    length = rng.randint(6, min(10, len(words)))
    start = rng.randint(0, len(words) - length)
    span = " ".join(words[start : start + length]).strip(",;:")
    return replace(pair, id=f"{pair.id}~quoted", claim=f'The text reads: "{span}."')


KINDS: dict[str, tuple[Edit, str]] = {
    "swap figure": (swap_figure, "figures.value"),
    "move figure to another measure": (move_figure, "figures.binding"),
    "reverse direction": (reverse_direction, "direction"),
    "insert/remove negation": (toggle_negation, "negation"),
    "association to cause": (make_causal, "causal"),
    "overstatement": (overstate, "certainty"),
    "swap entity": (swap_entity, "entities"),
    "alter quoted word": (alter_quoted_word, "quotes"),
}


def perturb(bases: list[Pair], per_kind: int, seed: int) -> tuple[list[Pair], list[Pair]]:
    """Perturbed pairs (up to ``per_kind`` of each kind) and the supported pairs they were made from.

    Bases are tried in a fixed-seed order per kind; every perturbed pair keeps its kind, the check
    expected to catch it and its base id, and every base is returned once so it can be run as a control.
    """
    perturbed: list[Pair] = []
    used: dict[str, Pair] = {}
    for kind, (edit, check) in KINDS.items():
        order = list(bases)
        random.Random(f"{seed}:{kind}").shuffle(order)
        made = 0
        for base in order:
            if made >= per_kind:
                break
            rng = random.Random(f"{seed}:{kind}:{base.id}")
            if kind == "alter quoted word" and not _QUOTE.search(base.claim):
                quoted = quoted_base(base, rng)
                if quoted is None:
                    continue
                base = quoted
            source = "\n".join(text for _, text in base.sources)
            new_claim = edit(base.claim, source, rng)
            if new_claim is None or new_claim == base.claim:
                continue
            used.setdefault(base.id, base)
            perturbed.append(
                replace(
                    base,
                    id=f"{base.id}~{kind}",
                    dataset="perturbed",
                    claim=new_claim,
                    label="unsupported",
                    error_types=(kind,),
                    domain=base.dataset,
                    perturbation=kind,
                    expected_check=check,
                    base_id=base.id,
                )
            )
            made += 1
    return perturbed, list(used.values())
