"""entities: the names and dates in the claim are the names and dates in the evidence.

What it catches
    People, organisations, companies, places, products, model names and acronyms in the claim that the
    evidence does not contain, and days and months moved. When the source clause that says the rest of
    the claim's clause in the same order has another name or date in the same place, that is a
    contradiction naming both ("the source names Southway Ltd, not Northgate Ltd"; "12 April, not 12
    May"), with the source's value as the fix. When no source has the name at all, the name cannot be
    established. A name that the sources use elsewhere, with no rival in its place, passes: the
    evidence set is a handful of sentences, and summaries gather names from all over.

Why it matters
    A swapped name or date keeps the shape and most of the words of the source sentence, so it reads
    as supported; it is one of the commonest edits that turn a faithful summary into a false one.

Example
    Source "The cleaning contract went to Southway Ltd in March." Claim "The cleaning contract went to
    Northgate Ltd in March." -> the source names Southway, not Northgate.
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding, Fix, Status
from ..retrieve import Corpus
from ..text.analysis import Analysis, Entity
from ..text.keys import key_of
from .align import Slot, SlotAlignment, align, cite, cite_clause, clause_units, finding, in_place, match_case
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
    Fires(
        "The cleaning contract went to Northgate Ltd after a second round of bids.",
        "The cleaning contract went to Southway Ltd after a second round of bids.",
        CONTRADICTION,
        "Northgate",
        fix="The cleaning contract went to Southway Ltd after a second round of bids.",
    ),
    Fires(
        "The appeal will be heard at the high court on 12 May next year.",
        "The appeal will be heard at the high court on 12 April next year.",
        CONTRADICTION,
        "May",
        fix="The appeal will be heard at the high court on 12 April next year.",
        note="the month May, not the modal",
    ),
    Fires(
        "Dr Amara Osei led the vaccine trial at the regional hospital.",
        "Dr Lena Fischer led the vaccine trial at the regional hospital.",
        CONTRADICTION,
        "Amara Osei",
        fix="Dr Lena Fischer led the vaccine trial at the regional hospital.",
    ),
    Fires(
        "The club signed the striker from Benfica for a record fee.",
        "The club signed the striker from Porto for a record fee.",
        CONTRADICTION,
        "Benfica",
        fix="The club signed the striker from Porto for a record fee.",
    ),
    Fires(
        "The council will vote on the budget on 14 March at the town hall.",
        "The council will vote on the budget on 21 March at the town hall.",
        CONTRADICTION,
        "14",
        fix="The council will vote on the budget on 21 March at the town hall.",
        note="a day of the month moved",
    ),
    Fires(
        "Shares in Kestrel Bank fell after the results were published.",
        "Shares in Harbour Bank fell after the results were published on Monday.",
        CONTRADICTION,
        "Kestrel",
        fix="Shares in Harbour Bank fell after the results were published.",
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
    Passes(
        "The cleaning contract went to Southway Ltd in March.",
        "In March the council awarded the cleaning contract to Southway Ltd.",
    ),
    Passes(
        "Hearings resume on 3 June at Leeds Crown Court.",
        "Hearings at Leeds Crown Court resume on 3 June.",
    ),
    Passes(
        "Prices may rise in May, the central bank said.",
        "The central bank said prices may rise in May.",
    ),
    Passes(
        "Nurses at St Mary's Hospital voted to accept the pay offer.",
        "Nurses at St Mary's Hospital voted to accept the pay offer from the trust.",
    ),
    Passes(
        "The mayor, Priya Nair, opened the new library on Saturday.",
        "On Saturday the mayor, Priya Nair, opened the new library.",
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
    out = _slot_findings(an, evidence)
    taken = [f.claim_span for f in out if f.claim_span]
    for e in an.entities:
        if any(a < e.end and e.start < b for a, b in taken):
            continue
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


def _slot_findings(an: Analysis, evidence: Evidence) -> list[Finding]:
    """Another name or date in the place of the claim's, in the source clause that says the rest of the
    claim clause in the same order."""
    out = []
    for n in range(len(an.clauses)):
        sa = in_place(an, n, evidence, verdict.ENTITY_SLOT_MIN)
        if sa is None:
            continue
        for slot in sa.slots:
            if _rival_name(an, sa, slot) or slot.kind == "date":
                out.append(_swap(an, evidence, sa, slot))
    return out


def _rival_name(an: Analysis, sa: SlotAlignment, slot: Slot) -> bool:
    """A name on both sides of a slot, and the claim's name nowhere in the source clause: another name
    in the same role, not the same name said differently."""
    if slot.kind != "name" or not any(u.name for u in slot.claim) or not any(u.name for u in slot.source):
        return False
    theirs = {u.key for u in clause_units(sa.analysis, sa.clause)}
    return not any(u.key in theirs for u in slot.claim if u.name)


def _swap(an: Analysis, evidence: Evidence, sa: SlotAlignment, slot: Slot) -> Finding:
    (cs, ce), (ss, se) = slot.claim_span, slot.source_span
    mine = an.text[cs - an.offset : ce - an.offset]
    theirs = sa.analysis.text[ss - sa.analysis.offset : se - sa.analysis.offset]
    what = "date" if slot.kind == "date" else "name"
    return finding(
        id,
        CONTRADICTION,
        f"The source gives the {what} {theirs}, not {mine}",
        f'Where the claim has "{mine}", {cite_clause(evidence, sa.passage, sa.clause_text())} has "{theirs}" '
        "in the same place.",
        (cs, ce),
        sa.passage,
        (ss, se),
        fix=Fix(cs, ce, theirs if slot.kind == "name" else match_case(theirs, mine)),
    )


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
