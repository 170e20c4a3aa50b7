"""entities: the names in the claim are the names in the evidence.

What it catches
    People, organisations, places, products, model names and acronyms in the claim that the evidence
    does not contain. When the matching source clause has another name in the same place, the finding
    names both ("the source names Lisbon, not Porto"); when no source has the name at all, it says that
    the name cannot be established. A name that the sources use elsewhere, with no rival in its place,
    passes: the evidence set is a handful of sentences, and summaries gather names from all over.

Why it matters
    A swapped name keeps the shape and most of the words of the source sentence, so it reads as
    supported; it is one of the commonest edits that turn a faithful summary into a false one.

Example
    Source "The summit was held in Lisbon in May." Claim "The summit was held in Porto in May." ->
    the source names Lisbon, not Porto.
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding, Fix, Status
from ..retrieve import Corpus
from ..text.analysis import Analysis, Entity
from ..text.keys import key_of
from .align import align, cite, finding
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "entities"

fires = [
    Fires(
        "The summit was held in Porto in the first week of May.",
        "The summit was held in Lisbon in the first week of May.",
        CONTRADICTION,
        "Porto",
        fix="The summit was held in Lisbon in the first week of May.",
    ),
    Fires(
        "Meridian was trained by Halvorsen Labs on public data.",
        "Meridian was trained by Okafor Research on public data.",
        CONTRADICTION,
        "Halvorsen Labs",
        fix="Meridian was trained by Okafor Research on public data.",
    ),
    Fires(
        "The study was funded by the NIH and ran for two years.",
        "The study was funded by charities and ran for two years.",
        UNSUPPORTED,
        "NIH",
    ),
    Fires(
        "Schools in Afghanistan reported the illnesses to the ministry.",
        "Schools in Iran reported the illnesses to the ministry. Afghanistan has closed its schools.",
        CONTRADICTION,
        "Afghanistan",
        fix="Schools in Iran reported the illnesses to the ministry.",
    ),
]
passes = [
    Passes(
        "The summit was held in Lisbon in the first week of May.",
        "The summit was held in Lisbon in the first week of May.",
    ),
    Passes(
        "Meridian's recall rose during the second round of testing.",
        "During the second round of testing, Meridian's recall rose.",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "Researchers at MIT built the first prototype in a year.",
        "Researchers at MIT built the first prototype in a year.",
    ),
]


def _norm(word: str) -> str:
    for suffix in ("'s", "’s", "'"):
        if word.endswith(suffix):
            return word[: -len(suffix)]
    return word


def _present(entity: Entity, words: set[str]) -> bool:
    return all(_norm(k) in words for k in entity.keys)


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(analysis.entities)


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    an = analysis
    corpus = evidence.corpus
    held = {_norm(t.norm) for p in evidence.passages for t in corpus.analysis(p.index).tokens}
    claim_words = {_norm(t.norm) for t in an.tokens}
    out = []
    for e in an.entities:
        # The passage that says the rest of this clause decides, not the evidence set as a whole: a
        # name swapped for another from the same source is "present" somewhere by construction.
        aligned = align(an, an.clause_of(e.first), evidence, ignore=lambda t, e=e: e.start <= t.start < e.end)
        rival = None
        if (
            aligned
            and aligned.overlap >= verdict.ENTITY_ALIGN_MIN
            and not _present(e, {_norm(t.norm) for t in aligned.analysis.tokens})
        ):
            others = [
                x
                for x in aligned.analysis.entities
                if x.kind == e.kind
                and not any(_norm(k) in claim_words for k in x.keys)
                and _same_slot(an.tokens, e, aligned.analysis.tokens, x)
            ]
            rival = others[0] if others else None
        if rival:
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f"The source names {rival.text}, not {e.text}",
                    f'Where the claim has "{e.text}", {cite(evidence, aligned.passage)} has "{rival.text}".',
                    (e.start, e.end),
                    aligned.passage,
                    (rival.start, rival.end),
                    fix=Fix(e.start, e.end, rival.text),
                )
            )
        elif not _present(e, held) and not _anywhere(corpus, e):
            out.append(
                finding(
                    id,
                    UNSUPPORTED,
                    f"Cannot establish {e.text}: no source names it",
                    f'"{e.text}" appears in no source supplied.',
                    (e.start, e.end),
                )
            )
    return out


def _same_slot(claim_tokens: list, e: Entity, source_tokens: list, x: Entity) -> bool:
    """The rival sits where the claim's name sits: the word before it or the word after it agrees."""
    e_last = e.first + len(e.keys) - 1
    x_last = x.first + len(x.keys) - 1

    def word(tokens: list, i: int) -> str | None:
        return tokens[i].norm if 0 <= i < len(tokens) else None

    before = word(claim_tokens, e.first - 1)
    after = word(claim_tokens, e_last + 1)
    return (before is not None and before == word(source_tokens, x.first - 1)) or (
        after is not None and after == word(source_tokens, x_last + 1)
    )


def _anywhere(corpus: Corpus, e: Entity) -> bool:
    """Every word of the name occurs somewhere in the sources."""
    keys = [key_of(_norm(k)) for k in e.keys]
    return all(k is None or corpus.has_key(k) for k in keys)
