"""causal: a claim that one thing caused another needs a source that says so.

What it catches
    Causal language in the claim (caused, led to, resulted in, drove, because of, due to ...) where
    the evidence reports only an association (associated with, linked to, coincided with), or denies
    the cause outright ("does not establish that the assistant caused ..."), anywhere in the evidence
    set or the paragraphs it comes from, whichever passage ranks first. A "caused" inside a negated
    clause of the source is a denial, not support.

Why it matters
    An observed association picks up a causal verb on its way to a tidier sentence, and a keyword
    match finds "caused" even in the sentence that says the study cannot show it.

Example
    Source "Students who used the assistant scored 6 points higher. This does not establish that the
    assistant caused the difference." Claim "Using the assistant caused higher exam scores." ->
    the source denies the cause.
"""

from __future__ import annotations

from ..model import Claim, Finding, Fix, Passage, Status
from ..text.analysis import Analysis, has_phrase, is_negation
from ..text.lexicon import en
from .align import cite, finding
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "causal"

fires = [
    Fires(
        "Using the assistant caused higher exam scores among students.",
        "Students who used the assistant had higher exam scores. "
        "This result does not establish that the assistant caused the difference.",
        CONTRADICTION,
        "caused",
        fix="Using the assistant coincided with higher exam scores among students.",
    ),
    Fires(
        "Longer commutes led to lower job satisfaction among staff.",
        "Longer commutes were associated with lower job satisfaction among staff.",
        CONTRADICTION,
        "led to",
        fix="Longer commutes coincided with lower job satisfaction among staff.",
    ),
    Fires(
        "The new policy drove the rise in enrolment at the college.",
        "The rise in enrolment at the college coincided with the new policy.",
        CONTRADICTION,
        "drove",
        fix="The new policy coincided with the rise in enrolment at the college.",
    ),
]
passes = [
    Passes(
        "The storm caused flooding across the valley overnight.",
        "The storm caused flooding across the valley overnight.",
    ),
    Passes(
        "Longer commutes were linked to lower job satisfaction among staff.",
        "Longer commutes were associated with lower job satisfaction among staff.",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "The match was postponed because of heavy rain in the city.",
        "Heavy rain in the city led to the match being postponed.",
    ),
]


# Causal verbs that "coincided with" can replace without breaking the sentence.
VERB_CUES = frozenset({"caused", "led to", "resulted in", "drove", "produced", "triggered", "boosted", "brought about"})


def _fix(cue: tuple[int, int], cue_text: str) -> Fix | None:
    return Fix(cue[0], cue[1], "coincided with") if cue_text.lower() in VERB_CUES else None


def _causal_span(tokens) -> tuple[int, int] | None:
    return has_phrase(tokens, en.CAUSAL_PHRASES)


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    an = analysis
    for n in range(len(an.clauses)):
        tokens = an.clause_tokens(n)
        if _causal_span(tokens) and not any(is_negation(t) for t in tokens):
            return True
    return False


def _scope(evidence: Evidence) -> list[Passage]:
    """The evidence set and the other sentences of the paragraphs it comes from."""
    seen, out = set(), []
    for p in evidence.passages:
        for q in evidence.corpus.paragraph_passages(p.index):
            if q.index not in seen:
                seen.add(q.index)
                out.append(q)
    return out


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    an = analysis
    cue = next(s for n in range(len(an.clauses)) if (s := _causal_span(an.clause_tokens(n))))
    cue_text = claim.text[cue[0] : cue[1]]
    denial = association = support = None
    for p in _scope(evidence):
        pa = evidence.corpus.analysis(p.index)
        for n in range(len(pa.clauses)):
            tokens = pa.clause_tokens(n)
            if (span := has_phrase(tokens, en.CAUSAL_DENIALS)) and denial is None:
                denial = (p, span, pa.clause_text(n))
            elif span := _causal_span(tokens):
                if any(is_negation(t) for t in tokens):
                    denial = denial or (p, span, pa.clause_text(n))
                elif support is None:
                    support = (p, span)
            if (span := has_phrase(tokens, en.ASSOCIATION_PHRASES)) and association is None:
                association = (p, span)
        if denial is None and support is None and any(is_negation(t) for t in pa.tokens) and _causal_span(pa.tokens):
            span = _causal_span(pa.tokens)
            denial = (p, span, p.text)
    if denial:
        p, span, text = denial
        return [
            finding(
                id,
                CONTRADICTION,
                "The source says this cause is not established",
                f'The claim says "{cue_text}", but {cite(evidence, p)} denies or withholds the causal '
                f'link: "{" ".join(text.split())}".',
                cue,
                p,
                span,
                fix=_fix(cue, cue_text),
            )
        ]
    if support:
        return []
    if association:
        p, span = association
        return [
            finding(
                id,
                CONTRADICTION,
                "The source reports an association, not a cause",
                f'The claim says "{cue_text}"; {cite(evidence, p)} only says "'
                f'{evidence.corpus.documents[p.source].text[span[0] : span[1]]}".',
                cue,
                p,
                span,
                fix=_fix(cue, cue_text),
            )
        ]
    return [
        finding(
            id,
            UNSUPPORTED,
            "No source states this cause",
            f'The claim says "{cue_text}", and none of the passages about it uses causal language; '
            "the sources may report the two things without linking them.",
            cue,
        )
    ]
