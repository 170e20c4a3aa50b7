"""figures.binding: a figure belongs to the quantity it measures, and to the year it is for.

What it catches
    A figure the sources give for one measure, claimed for another ("error fell 20%" restated as
    "accuracy improved by 20%"; 62% of possession and 38% of shots swapped), a listed measure the claim
    gives one value and the source another ("the source gives recall 85%"), and a figure moved to another
    year. The measure is read from the sentence: the phrase the figure attaches to ("7% of graduates",
    "84 patients", "a vacancy rate of 4.2%", "Turnout: 45%", "the median wait was 14 weeks"), with the
    measures lexicon as a fallback. When the sources give the figure only for another measure and say
    nothing of the claim's, the claim's measure cannot be established, unless a source clause says the
    rest of the claim's clause in the same order around it ("won by six wickets" for "won by six runs"):
    then the same sentence gives the figure to something else. A paragraph that names the claim's measure
    with no figure of its kind for it, in another sentence that does not deny it ("1,260 knives ... All
    the blades will be melted down"), is taken to give the figure to the same thing under another word.

Why it matters
    Matching numbers as a bag lets the most damaging rewrites through: the number survives, what it
    describes changes. A 20% fall in error shrinks a small remainder, so accuracy barely moves.

Example
    Source "Last year 7% of graduates found work abroad." Claim "Unemployment was 7% last year." ->
    "the sources give 7% for graduates; none gives it for unemployment".
"""

from __future__ import annotations

from .. import verdict
from ..model import Claim, Finding, Fix, Passage, Status
from ..text import figures as figs
from ..text.analysis import (
    Analysis,
    BoundFigure,
    is_negation,
    known_measure,
    measure_tokens,
    measure_words,
    modifiers_differ,
    same_measure,
)
from .align import align, change_end, cite, figure_slot, finding, labelled, slot_alignment
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes
from .complement import complement_restated
from .figures_value import derived, gap_noun_before, incidental, margin_after, says_a_difference

needs_evidence = True
id = "figures.binding"

fires = [
    Fires(
        "Marvani's garment exports reached $4.2 billion in the first half.",
        "Textile exports from Marvani rose to $4.2 billion in the first half of the year. Garments made up $3.1 "
        "billion of the total.",
        CONTRADICTION,
        "Marvani's garment exports",
        note="'in the first half' says when, not what the amount is of: the amount is the exports'",
    ),
    Fires(
        "Domestic passenger numbers fell 9% last year.",
        "International passenger numbers fell 9% last year, the airport said.",
        CONTRADICTION,
        "Domestic passenger numbers",
        note="the same noun restricted by another word: the sentence gives the figure to another quantity",
    ),
    Fires(
        "Online ticket sales rose 4.2%.",
        "The theatre group said box office sales rose 4.2% in the half year to June. Online ticket sales rose 11%.",
        CONTRADICTION,
        "Online ticket sales",
        fix="Online ticket sales rose 11%.",
        note="the claim's value is another sales figure's; the evidence gives 11% for the claim's",
    ),
    Fires(
        "Sales of gin rose 9% last year.",
        "Sales of whisky rose 9% last year, while sales of gin fell 2%.",
        CONTRADICTION,
        "Sales of gin",
        fix="Sales of gin rose 2% last year.",
        note="a listed measure ('sales') narrowed by other words in each sentence: two quantities",
    ),
    Fires(
        "Business lending grew by £2bn in the quarter.",
        "Mortgage lending grew by £2bn in the quarter, while business lending was flat.",
        UNSUPPORTED,
        "Business lending",
        note="the word the two measures share is what they have in common, not what the figure measures",
    ),
    Fires(
        "Somerset beat Kent by six runs at Taunton on Friday.",
        "Somerset beat Kent by six wickets at Taunton on Friday.",
        CONTRADICTION,
        "runs",
        note="the same sentence gives the same figure to another measure",
    ),
    Fires(
        "The hospital opened 40 beds in its new wing.",
        "The hospital opened 40 wards in its new wing, the trust said.",
        CONTRADICTION,
        "beds",
    ),
    Fires(
        "The drug cut relapses by 30% in the trial.",
        "The drug cut hospital visits by 30% in the trial; relapses were not measured.",
        UNSUPPORTED,
        "relapses",
        note="what a change verb cuts by the figure is its object: hospital visits, not relapses",
    ),
    Fires(
        "Meridian's accuracy improved by 20% over the baseline.",
        "Meridian's error rate fell by 20% compared with the baseline.",
        CONTRADICTION,
        "Meridian's accuracy",
    ),
    Fires(
        "The model reached a precision of 0.88 on the test set.",
        "The model reached a recall of 0.88 and a precision of 0.71 on the test set.",
        CONTRADICTION,
        "precision",
    ),
    Fires(
        "Meridian achieved a recall of 95% on held-out data.",
        "Meridian achieved a recall of 85% on held-out data.",
        CONTRADICTION,
        "95%",
        fix="Meridian achieved a recall of 85% on held-out data.",
        note="a listed measure with another value: this check names the measure",
    ),
    Fires(
        "In 2023 the firm reported revenue of $4 million.",
        "In 2024 the firm reported revenue of $4 million, up from $3 million in 2023.",
        CONTRADICTION,
        "$4 million",
    ),
    Fires(
        "Since then, 457 infections have been reported worldwide, with 870 deaths.",
        "Since then, 870 infections have been reported worldwide, with 457 deaths.",
        CONTRADICTION,
        "infections",
    ),
    Fires(
        "Unemployment was 7% last year in the county.",
        "Last year 7% of graduates in the county found work abroad.",
        UNSUPPORTED,
        "Unemployment",
        note="the source's 7% has a measure no lexicon lists; the sources are silent on unemployment",
    ),
    Fires(
        "The home side had 62% of possession and 38% of shots on target.",
        "The home side had 38% of possession and 62% of shots on target.",
        CONTRADICTION,
        "possession",
    ),
    Fires(
        "The council approved 120 new homes and 40 shops in the plan.",
        "The council approved 40 new homes and 120 shops in the plan.",
        CONTRADICTION,
        "new homes",
    ),
    Fires(
        "Pension contributions rose to 8% in 2021, the fund said.",
        "Pension contributions rose to 8% in 2023, up from 5% in 2021.",
        CONTRADICTION,
        "8%",
    ),
]
passes = [
    Passes(
        "The amnesty brought in 1,260 blades.",
        "Police collected 1,260 knives from amnesty bins in May. All the blades will be melted down for a sculpture.",
        note="policing: the paragraph names the claim's measure, with no figure of its own: the same thing",
    ),
    Passes(
        "Between 2019 and 2023 the number of food banks doubled to 2,600.",
        "There were 1,300 food banks in 2019 and 2,600 in 2023.",
        note="the level a change reached after a span of years is for the span's last year",
    ),
    Passes(
        "The clinic saw 590 patients, short of its target of 900 patients.",
        "The clinic saw 590 patients against a target of 900.",
        note="health: the claim names the target before 'of' and its figure, and the patients after",
    ),
    Passes(
        "The firm will cut 300 jobs, about a tenth of its workforce.",
        "The firm will cut 300 jobs, about 10% of its 3,100 staff, it said on Tuesday.",
        note="workforce and staff are one measure",
    ),
    Passes(
        "Okafor won the seat by 1,204 votes from Ruth Ames.",
        "Okafor won the seat with a majority of 1,204 over Ruth Ames. Peter Hale came third.",
        note="a gap the source names by its noun: a majority of votes is the margin over the runner-up",
    ),
    Passes(
        "The new stand will add 6,000 seats, taking capacity to 38,000.",
        "The club's new stand will raise the stadium's capacity from 32,000 to 38,000.",
        note="a participle carries its object to the figure: 38,000 measures capacity, not 'seats taking'",
    ),
    Passes(
        "The outage hit about 744,000 users in all.",
        "The outage hit 200,000 more users on Friday, bringing the total to about 744,000.",
        note="'the total' is a tally of what the sentence counts, no measure of its own",
    ),
    Passes(
        "Nearly a third of Tarrow's bus trips are made on free passes.",
        "Passengers made 18.4 million bus journeys in Tarrow last year. About 32% of trips were made using free "
        "concessionary passes.",
        note="'bus' ends in s but is no plural: the measure is 'bus trips', as the source's 'trips'",
    ),
    Passes(
        "Housing starts fell in the first quarter, with apartments making up three in five of the new projects.",
        "Builders started work on 1,840 new homes in the first quarter. Apartments made up 60% of the starts.",
        note="'new projects' and 'new homes' share only a word narrowing two different nouns: not one measure",
    ),
    Passes(
        "Altrion has been hit with a 376 million euro penalty for paying PC makers to hold back rival products.",
        "The regulator fined chipmaker Altrion 376 million euros for paying computer manufacturers to delay the "
        "launch of products using rival processors.",
        note="'to delay the launch' is a verb with its object, not a measure of delay the fine is given for",
    ),
    Passes(
        "The two sides drew 1-1 after a late equaliser.",
        "A stoppage-time equaliser from Okafor earned the hosts a 1-1 draw.",
        note="sport: the sides of a score measure nothing of their own",
    ),
    Passes(
        "Semi-detached homes in Arnley rose 3.8% in price over the year.",
        "Average prices in Arnley rose 2.1% to £241,000 over the year, while semi-detached homes increased by 3.8%.",
        note="the claim's clause names the source's measure for the figure, whatever its own reading binds",
    ),
    Passes(
        "The scheme is open to people aged 18 or over.",
        "Anyone aged 18 or over can apply to the scheme.",
        note="an age says what it measures, so there is no measure to bind: not the verb's 'open'",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "Up to 100 mm of rain could fall on high ground on Thursday.",
        "Between 50 and 70 mm of rain is expected widely on Thursday, with up to 100 mm possible on higher ground.",
        note="'possible' after a figure says how sure, not what the figure measures",
    ),
    Passes(
        "A breathing programme cut monthly asthma attacks from 1.9 to 1.1 on average.",
        "Participants had on average 1.9 attacks a month before the programme and 1.1 afterwards.",
        note="'afterwards' says when, not what is counted",
    ),
    Passes(
        "Bus ridership dropped from its 2019 high to 3.2 billion journeys.",
        "Bus ridership stood at 3.2 billion journeys in 2023, compared with a high of 4.1 billion in 2019.",
        note="the year in 'from its 2019 high' is where the fall started, not the year of 3.2 billion",
    ),
    Passes(
        "Net migration fell by almost 80,000 in 2023 from the previous year's revised peak, to 685,000.",
        "Net migration was 685,000 in the year to December 2023, down from a revised peak of 764,000 in 2022.",
        note="'to 685,000' after 'from ... peak' is the level net migration fell to, not the peak's",
    ),
    Passes(
        "Sales of new cars rose 4% in March.",
        "New car sales rose 4% in March, the industry body said.",
        note="the same narrowing words before the measure and after it",
    ),
    Passes(
        "Sales rose 9% last year.",
        "Sales of whisky rose 9% last year.",
        note="a claim that leaves the measure unnarrowed says less, not something else",
    ),
    Passes(
        "The county's emergency admissions rose 6% in January.",
        "Emergency admissions in the county rose 6% in January.",
        note="the same restricting word on both sides, placed otherwise",
    ),
    Passes(
        "Emergency hospital admissions rose 6% in January.",
        "Emergency admissions rose 6% in January.",
        note="one measure restricts the other's further; they share the restricting word",
    ),
    Passes(
        "Student season tickets cost £120.",
        "Season tickets cost £180 for adults and £120 for students.",
        note="the figure the source gives the group the claim names, beside 'for' as the other group's",
    ),
    Passes(
        "Half of the respondents said they trusted the police.",
        "Fifty per cent of those surveyed said they had confidence in the police.",
        note="'those surveyed' are the respondents",
    ),
    Passes(
        "The company will cut 450 jobs, about 6% of its workforce.",
        "The firm is to shed 450 roles, roughly 6% of its staff.",
        note="every amount of the sentence in one passage: its measures restated in other words",
    ),
    Passes(
        "Electric cars made up 18% of new car sales in 2023.",
        "Sales of new electric cars made up 18% of the market in 2023, while petrol car sales fell to 40%.",
        note="the source's clause names the claim's measure (sales) without tying another figure to it",
    ),
    Passes(
        "Since 1997, around 870 infections have been reported worldwide.",
        "Since 1997, 870 people worldwide have been infected, the agency said.",
        note="infections counted as the people infected",
    ),
    Passes(
        "The audit found that 9% of treated patients returned within 30 days.",
        "The audit found that 9% of patients treated at the clinic returned within 30 days.",
        note="'within 30 days' says when they returned; it measures neither the patients nor the clinic",
    ),
    Passes(
        "Visitors will pay £3 a night to stay in the old town from next summer.",
        "The city will introduce a tourist tax of £3 a night from next summer, covering hotels in the old town.",
        note="who pays is not what the amount measures: the claim names no measure to hold £3 to",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "Marston airport handled 8.4 million passengers last year, up 12%.",
        "Passenger numbers at Marston airport rose 12% last year to 8.4 million.",
        note="'million' and 'last year' are no part of what a figure measures",
    ),
    Passes(
        "Almost half of the nurses surveyed said they had considered leaving.",
        "In a survey of 1,200 nurses, 47% said they had considered leaving the profession.",
        note="'47% said': the verb after a share is what the people it counts did, not what it measures",
    ),
    Passes(
        "Meridian's error rate fell by 20% against the baseline.",
        "Meridian's error rate fell by 20% compared with the baseline.",
    ),
    Passes(
        "The model reached a recall of 0.88 on the test set.",
        "The model reached a recall of 0.88 and a precision of 0.71 on the test set.",
    ),
    Passes(
        "Recall was 84% and precision was 60% in the final run.",
        "Recall was 84% in the final run. In the final run, precision was 60%.",
    ),
    Passes(
        "Since then, about 870 infections have been reported worldwide.",
        "Since then, about 870 people have been infected worldwide.",
    ),
    Passes(
        "Seven per cent of the county's graduates found work abroad last year.",
        "Last year 7% of graduates in the county found work abroad.",
    ),
    Passes(
        "The county now has 14 breweries, up from nine.",
        "The county now has 14 microbreweries, up from nine in 2019, the trade body said. Of these, three are "
        "craft cider breweries.",
        note="brewing: a compound whose last word is the claim's measure counts a kind of it",
    ),
    Passes(
        "The jobless rate stood at 7% in March, the statistics agency said.",
        "Unemployment was 7% in March, according to the statistics agency.",
        note="two names of one listed measure",
    ),
    Passes(
        "The vacancy rate of council homes was 4.2% in June.",
        "Council homes had a vacancy rate of 4.2% in June.",
        note="the claim's measure words are in the source's clause",
    ),
    Passes(
        "The hospital employed 2,400 nurses last year.",
        "Last year the hospital's nursing staff numbered 2,400.",
    ),
    Passes(
        "Membership grew from 15 in 2019 to 45 in 2022, the club said.",
        "Membership grew from 15 in 2019 to 45 in 2022.",
        note="each figure keeps the year written after it",
    ),
    Passes(
        "Leinster came from three points down at the break to beat Munster.",
        "Leinster beat Munster 27-18 on Saturday. Leinster scored three tries to Munster's two, with their "
        "fly-half kicking 12 points. Munster had led 13-10 at half-time.",
        note="a margin ('three points down') is no level of another measure ('three tries')",
    ),
]


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return any(b.measure or b.year for b in analysis.figures)


def _stems(an: Analysis, clause: int) -> set[str]:
    return {t.stem for t in an.clause_tokens(clause)}


def _mentions(measure: frozenset[str], words: set[str], every: bool = False) -> bool:
    """Whether a clause's words name the measure (a word of it; with ``every``, all its words), allowing
    other forms of the same word."""
    prefixes = {w[: verdict.MEASURE_FAMILY_PREFIX] for w in words if len(w) >= verdict.MEASURE_FAMILY_PREFIX}
    held = (
        m in words or (len(m) >= verdict.MEASURE_FAMILY_PREFIX and m[: verdict.MEASURE_FAMILY_PREFIX] in prefixes)
        for m in measure
    )
    return all(held) if every else any(held)


_PHRASE_MIN = 2  # words of a measure's phrase as written that make it a description, not one word read as one


def _moved(
    an: Analysis,
    bound: BoundFigure,
    same: list[tuple[BoundFigure, Passage]],
    held: list[tuple[BoundFigure, Passage]],
    evidence: Evidence,
) -> Finding | None:
    """The claim's figure is in the evidence, but every time for another measure than the claim's.

    A contradiction when the evidence also measures the claim's quantity (with another figure: the two
    have traded places) or when both measures are listed quantities; otherwise the sources are silent on
    the claim's measure and the finding is that it cannot be established. Not when the words of either
    measure appear in the other side's clause: then the reading, not the figure, may have moved; nor when
    the sources beyond the evidence give the figure for the claim's measure (``_bound_elsewhere``, which
    ``run`` reads last).
    """
    if not bound.measure or not all(b.measure and not same_measure(b, bound) for b, _ in same):
        return None
    if margin_after(an, bound.figure) and not any(
        says_a_difference(evidence.corpus.analysis(q.index), x.figure) for x, q in same
    ):
        return None  # a margin ("three points down at the break") is no level of another measure ("three tries")
    if says_a_difference(an, bound.figure) and all(
        gap_noun_before(evidence.corpus.analysis(q.index), x.figure) for x, q in same
    ):
        return None  # a gap the source names by its noun: "won by 1,204 votes" for "a majority of 1,204"
    if (lab := labelled(an, bound, evidence)) is not None and figs.same_value(bound.figure, lab.own):
        return None  # the source's figure for the group the claim names, its measure worded otherwise
    if any(_named_unbound(bound, x, evidence.corpus.analysis(q.index)) for x, q in same):
        return None
    if any(_named_before_of(an, bound, x) for x, _ in same):
        return None
    f, (b, p) = bound.figure, same[0]
    shown = figs.describe(f)

    def given_to(b: BoundFigure, p: Passage, reason: str, fix: Fix | None = None) -> Finding:
        return finding(
            id,
            CONTRADICTION,
            f"The sources give {shown} for {b.named}, not for {bound.named}",
            reason,
            bound.measure_span or (f.start, f.end),
            p,
            (b.figure.start, b.figure.end),
            fix,
        )

    claim_words = _stems(an, bound.clause)
    if any(
        len(phrase := {t.stem for t in measure_tokens(evidence.corpus.analysis(q.index), x)}) >= _PHRASE_MIN
        and _mentions(frozenset(phrase), claim_words, every=True)
        and not any(y is not bound and y.measure and same_measure(y, x) for y in an.figures)
        for x, q in same
    ):
        # the claim's clause names every word the source measures the figure by, for no other figure of its
        # own: "Detached homes ... rose 5.6% in price" for "detached homes increased by 5.6%", however its
        # own reading binds the figure ("62% of possession and 38% of shots" is two figures traded)
        return None
    # the evidence's own figures for the claim's measure (the two have traded places); one of the same
    # kind is the fix
    traded = [x for x, _ in held if same_measure(x, bound)]
    rival = next((x for x in traded if figs.kind_family(x.figure.kind) == figs.kind_family(f.kind)), None)
    if traded or (known_measure(bound.measure) and all(known_measure(x.measure) for x, _ in same)):
        theirs = f" and gives {figs.describe(rival.figure)} for {bound.named}" if rival else ""
        return given_to(
            b,
            p,
            f"The claim ties {shown} to {bound.named}, but {cite(evidence, p)} ties it to {b.named}{theirs}. The "
            "same number measuring another quantity does not support the claim.",
            Fix(f.start, f.end, rival.figure.text) if rival else None,
        )
    for x, q in same:
        if modifiers_differ(bound, x):
            continue  # "rail freight" / "road freight": the word either clause shares is what the two have in common
        if _mentions(measure_words(bound), _stems(evidence.corpus.analysis(q.index), x.clause)) or _mentions(
            measure_words(x), claim_words
        ):
            return None
    if (theirs := _said_in_place(an, bound, same, evidence)) is not None:
        b, p = theirs
        return given_to(
            b,
            p,
            f"{cite(evidence, p)} says the rest of the claim's clause with {shown} for {b.named}; the claim "
            f"gives it for {bound.named}.",
        )
    if incidental(f):
        return None  # "two people": a count in words is incidental, and summaries count what sources show
    if _restated_together(an, same, evidence):
        return None
    if _named_without_figure(bound, p, evidence):
        return None
    return finding(
        id,
        UNSUPPORTED,
        f"The sources give {shown} for {b.named}; none gives it for {bound.named}",
        f"{cite(evidence, p)} ties {shown} to {b.named}, and no passage about this claim gives a figure for "
        f"{bound.named}: the number may have moved from one measure to another.",
        bound.measure_span or (f.start, f.end),
        p,
        (b.figure.start, b.figure.end),
    )


def _named_without_figure(bound: BoundFigure, p: Passage, evidence: Evidence) -> bool:
    """Whether the paragraph of the passage that gives the claim's figure names the claim's measure and
    gives it no figure of the figure's kind: the source's measure is then likely the same thing under
    another word, as sources say "the blades" after "1,260 knives", "14 of the devices" after "tiny
    geolocators", "1,380 birds" in a report on pigeons. A measure the paragraph gives a figure of its own
    ("Unemployment fell to 4%. Last year 7% of graduates found work abroad") is another quantity."""
    corpus = evidence.corpus
    words = measure_words(bound)
    if not words:
        return False
    family = figs.kind_family(bound.figure.kind)
    named = False
    for q in corpus.paragraph_passages(p.index):
        a = corpus.analysis(q.index)
        if any(y.measure and same_measure(y, bound) and figs.kind_family(y.figure.kind) == family for y in a.figures):
            return False
        # in another sentence, and not denied: "relapses were not measured" says the figure is not theirs
        named = named or (
            q.index != p.index
            and any(
                _mentions(words, {t.stem for t in tokens}) and not any(is_negation(t, a.lex) for t in tokens)
                for tokens in (a.clause_tokens(n) for n in range(len(a.clauses)))
            )
        )
    return named


def _bound_elsewhere(bound: BoundFigure, evidence: Evidence) -> bool:
    """Whether a passage of the sources beyond the evidence ties the claim's figure to the claim's own
    measure ("among the 400 students, all of them freshmen" for "opened with 400 ninth-grade students",
    where the evidence's headline says "opens to 400 freshmen"): the sources do give it for that."""
    corpus = evidence.corpus
    return any(
        b.measure and figs.same_value(bound.figure, b.figure) and same_measure(b, bound)
        for i, _ in corpus.passages_with_figure(bound.figure, limit=verdict.FIGURE_SEARCH_PASSAGES)
        for b in corpus.analysis(i).figures
    )


def _restated_together(an: Analysis, same: list[tuple[BoundFigure, Passage]], evidence: Evidence) -> bool:
    """Whether one passage giving the claim's figure gives every other amount of the claim's sentence too
    (two or more in all): the sentence restates that passage, its measures in other words ("will cut 450
    jobs, about 6% of its workforce" for "is to shed 450 roles, roughly 6% of its staff")."""
    mine = [b.figure for b in an.figures if b.figure.kind not in {"year", "date", "ordinal", "time"}]
    if len({(f.kind, f.value) for f in mine}) < 2:
        return False
    for _, p in same:
        theirs = [b.figure for b in evidence.corpus.analysis(p.index).figures]
        if all(any(figs.same_value(f, g) for g in theirs) for f in mine):
            return True
    return False


_OF_REACH = 3  # words before "of" and a figure that may name what the figure is ("its annual target of")


def _named_before_of(an: Analysis, bound: BoundFigure, theirs: BoundFigure) -> bool:
    """Whether the claim names the source's measure just before "of" and its figure, and its own after:
    "its target of 900 patients" is the target and a count of patients, "a budget of £4m" the budget."""
    before = [t for t in an.tokens if t.end <= bound.figure.start][-(_OF_REACH + 1) :]
    if not before or before[-1].norm != "of":
        return False
    return _mentions(measure_words(theirs), {t.stem for t in before[:-1]}, every=True)


def _named_unbound(bound: BoundFigure, theirs: BoundFigure, source: Analysis) -> bool:
    """Whether the source clause giving the claim's value names the claim's measure without tying another
    figure to it ("Sales of new electric cars made up 18% of the market" for "18% of new car sales"): the
    two read one statement with its measure in other words. Where another figure of that clause is the
    claim measure's ("38% of shots and 62% of possession"), the figures have traded places instead."""
    if modifiers_differ(bound, theirs) or not _mentions(measure_words(bound), _stems(source, theirs.clause)):
        return False
    return not any(y is not theirs and y.clause == theirs.clause and same_measure(y, bound) for y in source.figures)


def _said_in_place(
    an: Analysis, bound: BoundFigure, same: list[tuple[BoundFigure, Passage]], evidence: Evidence
) -> tuple[BoundFigure, Passage] | None:
    """The source figure, of those with the claim's value, whose clause says the rest of the claim's
    clause in the same order (as a figure slot requires: a share of its other words and enough of them to
    fix what the sentence is about): "won by six wickets" for "won by six runs", "opened 40 wards" for
    "opened 40 beds". There the same sentence gives the same figure to something else, and says nothing of
    the claim's measure."""
    a = slot_alignment(an, bound.clause, evidence)
    if a is None or a.shared < verdict.FIGURE_SLOT_SHARED_MIN or a.context < verdict.FIGURE_SLOT_CONTEXT_MIN:
        return None
    if _mentions(bound.measure_keys, {t.stem for t in a.analysis.tokens}, every=True):
        return None  # the sentence speaks of the claim's measure elsewhere ("relapses were not measured")
    return next(((b, p) for b, p in same if p.index == a.passage.index and b.clause == a.clause), None)


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    an = analysis
    held: list[tuple[BoundFigure, Passage]] = []
    for p in evidence.passages:
        held.extend((b, p) for b in evidence.corpus.analysis(p.index).figures)
    out: list[Finding] = []
    for bound in an.figures:
        f = bound.figure
        if f.kind == "year" or any(figs.joined(f, b.figure) for b in an.figures):
            continue  # a side of a score ("drew 1-1") measures nothing of its own
        # the same figure, or the source's with a bound the claim leaves out, which certainty reads
        same = [(b, p) for b, p in held if figs.same_value(f, b.figure) or figs.bound_dropped(f, b.figure)]
        shown = figs.describe(f)
        if same:
            moved = _moved(an, bound, same, held, evidence)
            # the sources beyond the evidence are searched last, for a finding about to be reported
            if moved and not _bound_elsewhere(bound, evidence):
                out.append(moved)
                continue
            if bound.year and not any(b.year is None or b.year == bound.year for b, _ in same):
                b, p = same[0]
                out.append(
                    finding(
                        id,
                        CONTRADICTION,
                        f"The sources give {shown} for {b.year:.0f}, not for {bound.year:.0f}",
                        f"{cite(evidence, p)} states {shown} for {b.year:.0f}; the claim puts it in {bound.year:.0f}.",
                        (f.start, f.end),
                        p,
                        (b.figure.start, b.figure.end),
                    )
                )
            continue
        if not bound.measure:
            continue
        slot = figure_slot(an, bound, evidence, verdict.FIGURE_SLOT_SHARED_MIN, verdict.FIGURE_SLOT_CONTEXT_MIN)
        if slot and not known_measure(bound.measure):
            continue  # another figure in the same place of the same sentence: figures.value reports it
        # a level is no rival of a difference ("raised its forecast by €40 million" / "€410 million")
        gap = says_a_difference(an, f)
        rivals = [
            (b, p)
            for b, p in held
            if same_measure(b, bound)
            and figs.kind_family(b.figure.kind) == figs.kind_family(f.kind)
            and (bound.year is None or b.year is None or b.year == bound.year)
            and (not gap or says_a_difference(evidence.corpus.analysis(p.index), b.figure))
        ]
        if not rivals or derived(an, bound, evidence):
            continue  # "rose by 1,500 to 21,000" against "from 19,500 to 21,000": the change is worked out
        if not known_measure(bound.measure):
            # "84 students" in one sentence and "60 students" in another may both be true of different
            # groups: only compare when the two clauses say the same thing otherwise.
            aligned = align(an, bound.clause, evidence, ignore=lambda t: t.is_number)
            rivals = [
                (b, p)
                for b, p in rivals
                if aligned and aligned.passage == p and aligned.overlap >= verdict.GENERIC_MEASURE_ALIGN_MIN
            ]
            if not rivals:
                continue
        in_slot = [r for r in rivals if slot and r[1] == slot[0].passage and r[0].figure == slot[1].source[0].figure]
        # the rival at the same end of a change ("doubled to £14m" against "to £14.2m from £6.8m": £14.2m)
        end = change_end(an, f)
        same_end = [r for r in rivals if end and change_end(evidence.corpus.analysis(r[1].index), r[0].figure) == end]
        b, p = ([r for r in in_slot if r in same_end] or same_end or in_slot or rivals)[0]
        source_shown = figs.describe(b.figure)
        out.append(
            finding(
                id,
                CONTRADICTION,
                f"The source gives {bound.named} {source_shown}, not {shown}",
                f"{cite(evidence, p)} gives {source_shown} for {bound.named}; the claim says {shown}.",
                (f.start, f.end),
                p,
                (b.figure.start, b.figure.end),
                fix=Fix(f.start, f.end, b.figure.text),
            )
        )
    return [f for f in out if not complement_restated(an, evidence, f)]
