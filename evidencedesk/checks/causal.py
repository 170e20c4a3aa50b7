"""causal: a claim that one thing caused another needs a source that says so.

What it catches
    Causal language in the claim, from phrases (caused, led to, resulted in, because of, due to ...) or
    from an effect verb with a subject and an object ("Daily walks lower blood pressure", "The levy
    cut congestion", "Vaccination prevents admissions"), where the evidence reports only an
    association (associated with, linked to, coincided with), or denies the cause outright ("does not
    show that walking lowers blood pressure", "stopped short of saying the melting was the cause"), or
    only asks about it ("too early to say whether the lower limit was responsible"). A
    causal phrase inside a negated clause of the source is a denial, not support. A causal phrase no
    source backs cannot be established; an effect verb with no causal or associative language about it
    in the sources is left to the other checks, since
    "the council cut the budget" is a plain report as often as a causal claim. Where the source sentence
    that says the claim's clause has other words in the cue's place ("rose after the data was
    rebalanced" for "rose because of ..."), the source links the two without a cause: a contradiction,
    with the source's words as the fix. A causal phrase in the evidence's paragraphs backs the claim only
    in a sentence sharing words with it. An effect the source gives only a part in ("could help lower
    the price") restated as the whole of it ("could lower the price") is a contradiction too. Where the
    source gives a cause but the words the claim puts after its cue are in none of the passages about
    it ("blamed high winds" for "blaming a crew shortage"), the claim's cause cannot be established.

Why it matters
    An observed association picks up a causal verb on its way to a tidier sentence, and a keyword
    match finds "caused" even in the sentence that says the study cannot show it.

Example
    Source "Walkers had lower readings, but the trial does not show that walking lowers blood
    pressure." Claim "Daily walks lower blood pressure." -> the source denies the cause.
"""

from __future__ import annotations

from types import ModuleType

from .. import verdict
from ..model import Claim, Finding, Fix, Passage, Status
from ..text.analysis import CJK_LANGUAGES, Analysis, has_phrase, is_negation, phrase_spans
from ..text.keys import key_of
from ..text.tokens import Token
from .align import aligned_clause, cite, clause_keys, finding, paragraph_passages
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "causal"

fires = [
    Fires(
        "The new bypass cut journey times through Hexford by ten minutes.",
        "Journey times through Hexford fell by ten minutes after the bypass opened, though the council said it "
        "could not yet say whether the bypass was the reason.",
        CONTRADICTION,
        "cut",
        note="a cause the source only asks about ('whether ... was the reason') is withheld",
    ),
    Fires(
        "Aircraft noise lowers reading scores at schools under the flight path.",
        "Pupils at schools under the flight path scored 4% lower in reading tests. The authors concluded that "
        "aircraft noise itself was not responsible for the difference.",
        CONTRADICTION,
        "lowers",
        note="'not responsible for' denies the cause the effect verb asserts",
    ),
    Fires(
        "港北区は、利用者の減少を理由に、水曜日の延長窓口を10月から廃止する。",
        "港北区は、職員の不足を理由に、毎週水曜日の延長窓口を10月から廃止します。",
        UNSUPPORTED,
        "利用者の減少を理由に",
        note="を理由に names a reason, as のため does; the source gives another",
    ),
    Fires(
        "田中社長は健康上の理由で辞任した。",
        "田中社長は3月31日付で辞任した。",
        UNSUPPORTED,
        "理由で",
    ),
    Fires(
        "大雨のため、県道12号は3月10日から通行止めとなる。",
        "県は、橋の補修工事に伴い、県道12号を3月10日から通行止めにすると発表した。",
        UNSUPPORTED,
        "大雨のため",
        note="in Japanese the cause comes before its cue: the source gives the works, not rain",
    ),
    Fires(
        "Hospital admissions rose because of the cold snap.",
        "Hospital admissions rose 9% in January and were linked closely to the cold snap, the trust said.",
        CONTRADICTION,
        "because of",
        note="an adverb inside the source's phrase ('linked closely to') leaves it an association",
    ),
    Fires(
        "Police credited the new cameras with the fall in burglaries.",
        "Burglaries in the town fell 12% last year, police said. New cameras were installed in the spring.",
        UNSUPPORTED,
        "credited",
        note="credit is blame's other side: a cause no source gives",
    ),
    Fires(
        "Union leaders blamed a strike by signal staff for the cancellations.",
        "The cancellations were not the result of a strike by signal staff, union leaders said.",
        CONTRADICTION,
        "blamed",
        note="'not the result of' withholds the cause as 'not caused by' does",
    ),
    Fires(
        "Fuel prices went up in spring and then went up because of the tax rise.",
        "Fuel prices went up in spring and then went up after the tax rise.",
        CONTRADICTION,
        "because of",
        fix="Fuel prices went up in spring and then went up after the tax rise.",
        note="the source's word in the cue's place, found between the words either side of the cue where they "
        "stand nearest together ('went up' comes twice)",
    ),
    Fires(
        "The new timetable cut journey times for commuters.",
        "The new timetable did not cut journey times for commuters, the rail operator said.",
        CONTRADICTION,
        "cut",
    ),
    Fires(
        "The ferry operator blamed high winds for the cancellations.",
        "The ferry operator cancelled six sailings on Monday, blaming a crew shortage.",
        UNSUPPORTED,
        "blamed high winds",
        note="the source gives a reason, but not this one",
    ),
    Fires(
        "The school closed early because of a burst pipe.",
        "The school closed early on Tuesday due to a heating failure, the head said.",
        UNSUPPORTED,
        "because of a burst pipe",
    ),
    Fires(
        "The club sacked its manager, blaming poor results.",
        "The club sacked its manager on Sunday after a run of poor results.",
        UNSUPPORTED,
        "blaming",
        note="the claim gives the club's reason; the source only says what came before",
    ),
    Fires(
        "The new tram line could cut journey times across the city.",
        "The new tram line could help cut journey times across the city.",
        CONTRADICTION,
        "cut",
        fix="The new tram line could help cut journey times across the city.",
        note="a contribution to an effect restated as the whole effect",
    ),
    Fires(
        "Hospital admissions fell because the smoking ban came into force.",
        "Hospital admissions fell in the year after the smoking ban came into force.",
        CONTRADICTION,
        "because",
        fix="Hospital admissions fell in the year after the smoking ban came into force.",
        note="the source's words in the cue's place tell a sequence, not a cause",
    ),
    Fires(
        "大雨のため、試合は中止された。",
        "大雨の後、試合は中止された。",
        CONTRADICTION,
        "ため",
        fix="大雨の後、試合は中止された。",
        note="Japanese: 後 (after) in the place of ため (because of)",
    ),
    Fires(
        "The striker was dropped because of the defeat at home to Leeds.",
        "The striker was dropped after the defeat at home to Leeds.",
        CONTRADICTION,
        "because of",
        fix="The striker was dropped after the defeat at home to Leeds.",
    ),
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
        fix="Longer commutes were associated with lower job satisfaction among staff.",
    ),
    Fires(
        "The new policy drove the rise in enrolment at the college.",
        "The rise in enrolment at the college coincided with the new policy.",
        CONTRADICTION,
        "drove",
        fix="The new policy coincided with the rise in enrolment at the college.",
    ),
    Fires(
        "Daily walks lower blood pressure in adults over sixty.",
        "Walkers over sixty had lower readings, but the trial does not show that walking lowers blood pressure.",
        CONTRADICTION,
        "lower",
        note="an effect verb against an explicit denial",
    ),
    Fires(
        "Drinking coffee prevents heart disease.",
        "People who drank two cups of coffee a day had a lower rate of heart disease, but the study cannot "
        "show that coffee itself was the cause.",
        CONTRADICTION,
        "prevents",
        note="a negation governing a verb of evidence ('cannot show') withholds the cause it names",
    ),
    Fires(
        "Fluoridated water reduces tooth decay in young children.",
        "Fluoridated water was associated with less tooth decay in young children.",
        CONTRADICTION,
        "reduces",
    ),
    Fires(
        "The congestion charge cut traffic in the city centre.",
        "The congestion charge was linked to lighter traffic in the city centre.",
        CONTRADICTION,
        "cut",
    ),
    Fires(
        "The new bypass has caused traffic on the high street to fall.",
        "Traffic on the high street fell after the bypass opened, but the council stopped short of saying the "
        "bypass was the cause.",
        CONTRADICTION,
        "caused",
        note="what the source stops short of saying it does not say: a phrase that says no before the cause",
    ),
]
passes = [
    Passes(
        "Journey times through Hexford fell by ten minutes after the bypass opened.",
        "Journey times through Hexford fell by ten minutes after the bypass opened, though the council said it "
        "could not yet say whether the bypass was the reason.",
        status=Status.NOT_APPLICABLE,
        note="the sequence the source states, with no cause claimed: nothing for the check to read",
    ),
    Passes(
        "北部交通は運転手不足と利用低迷を理由に3路線を廃止する。",
        "北部交通は、利用者の減少と運転手不足を理由に、3路線を廃止すると発表しました。",
        note="利用 is written inside the evidence's 利用者: Japanese words are cut at script changes, not spaces",
    ),
    Passes(
        "港北区は、利用者の減少を理由に、水曜日の延長窓口を10月から廃止する。",
        "港北区は、利用者の減少を理由に、毎週水曜日の延長窓口を10月から廃止します。",
        note="a change is of the noun before の, which is the cause the source gives too",
    ),
    Passes(
        "工事のため、県道12号は3月10日から通行止めとなる。",
        "県は、橋の補修工事に伴い、県道12号を3月10日から通行止めにすると発表した。",
        note="に伴い gives the reason in a notice as ため does",
    ),
    Passes(
        "Pupils who slept longer got better marks, though the authors called it a link rather than proof of cause.",
        "Pupils who slept more than nine hours scored higher in tests. The authors said this was an association "
        "and could not show that sleep caused the better marks.",
        note="a cause the claim itself sets aside ('rather than proof of cause'): no causal claim to check",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "Sales rose, thanks to strong demand in Asia.",
        "Sales rose 8% in the quarter, driven largely by strong demand in Asia.",
        note="'driven largely by' gives the cause as 'driven by' does",
    ),
    Passes(
        "The chief executive credited cost cuts for the return to profit.",
        "The chief executive credited cost cuts for the firm's return to profit in 2024.",
    ),
    Passes(
        "The union called the strike because of unpaid overtime.",
        "The union called the strike because staff had not been paid for overtime since June.",
        note="a negation after the cue is part of the cause the source gives, not a denial of it",
    ),
    Passes(
        "The airline cancelled the flights because of the strike by baggage handlers.",
        "The airline cancelled the flights because baggage handlers did not turn up for work during the strike.",
    ),
    Passes(
        "The closure of the mine resulted in hundreds of job losses in the valley.",
        "The closure of the mine resulted in hundreds of job losses in the valley, the union said. A separate "
        "study found no evidence that house prices were affected by the storm.",
        note="the sources deny a cause only about other things",
    ),
    Passes(
        "The new timetable cut waiting times at the main stations.",
        "The new timetable cut waiting times at the main stations, but it did not cut journey times.",
        note="the effect denied is on journey times, not on the waiting times the claim names",
    ),
    Passes(
        "Officials have not ruled out that a gas leak caused the fire.",
        "Officials have not ruled out that a gas leak caused the fire at the depot.",
        note="the claim's clause is negated as the source's is: the same statement, not a denial of it",
    ),
    Passes(
        "A drought-tolerant barley strain produced 18% more grain than standard varieties in trials.",
        "A drought-tolerant strain of barley yielded 18% more grain than standard varieties in trials.",
        status=Status.NOT_APPLICABLE,
        note="'produced' reports a yield, not a cause",
    ),
    Passes(
        "Landlords blamed higher mortgage costs for the increase.",
        "Average rents rose 7.5% in the year. Landlords blamed higher mortgage costs.",
        note="the cause the claim names is the source's",
    ),
    Passes(
        "The airline cancelled 40 flights because of a strike by air traffic controllers.",
        "The airline cancelled 40 flights on Friday, citing a strike by air traffic controllers in France.",
        note="a reason given in reporting ('citing') states the cause",
    ),
    Passes(
        "The conviction was quashed because the trial judge misdirected the jury.",
        "The appeal court quashed the conviction, ruling that the trial judge had misdirected the jury.",
    ),
    Passes(
        "The new bypass reduced traffic in the town centre.",
        "Traffic in the town centre fell by a fifth after the bypass opened. The council said it could not "
        "confirm the figures for the ring road.",
        note="'could not confirm' withholds nothing causal: its clause names no cause",
    ),
    Passes(
        "Physiotherapy helps ease back pain in older adults.",
        "Physiotherapy can help to ease back pain in older adults.",
        note="the claim keeps the source's contribution",
    ),
    Passes(
        "The match was postponed because the pitch was frozen.",
        "The match was postponed because the pitch was frozen, the club said.",
    ),
    Passes(
        "The flight was delayed because of fog over the airport.",
        "The flight was delayed due to fog over the airport on Monday.",
        note="another causal phrase in the cue's place",
    ),
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
    Passes(
        "The statin lowered cholesterol in the treated group.",
        "In the treated group, the statin lowered cholesterol by a fifth.",
    ),
    Passes(
        "Vaccination prevents most hospital admissions from the virus.",
        "The study found that vaccination prevents most hospital admissions from the virus.",
    ),
    Passes(
        "Revenue increased by 4% in the third quarter.",
        "Revenue increased by 4% in the third quarter.",
        status=Status.NOT_APPLICABLE,
        note="a change reported, not an effect: no object",
    ),
    Passes(
        "The council cut the library budget by a tenth.",
        "The council cut the library budget by a tenth this year.",
    ),
    Passes(
        "Attendance fell, largely because fewer families came.",
        "The fall in attendance was driven largely by fewer families visiting.",
        note="the source's causal phrase opens before the words in the cue's place, an adverb inside it",
    ),
]


# Causal verbs that "coincided with" can replace without breaking the sentence.
VERB_CUES = frozenset({"caused", "led to", "resulted in", "drove", "triggered", "boosted", "brought about"})


def _fix(cue: tuple[int, int], cue_text: str) -> Fix | None:
    return Fix(cue[0], cue[1], "coincided with") if cue_text.lower() in VERB_CUES else None


def _effect_verb(lex: ModuleType, tokens: list[Token]) -> tuple[int, int] | None:
    """Span of an effect verb used with a subject and an object ("walking lowers blood pressure"):
    not the first word, not after an article or a form of "be" or "have" (which make it an adjective
    or a passive: "had lower readings", "was reduced"), and followed by a word that is neither a
    number nor a preposition ("increased by 4%" reports a change)."""
    for i, t in enumerate(tokens):
        if t.norm not in lex.EFFECT_VERBS or i == 0 or i + 1 >= len(tokens):
            continue
        before, after = tokens[i - 1].norm, tokens[i + 1]
        if before in lex.NOT_BEFORE_EFFECT_VERB or after.is_number:
            continue
        if after.norm in lex.STOP_WORDS and after.norm not in lex.DETERMINERS:
            continue
        return t.start, t.end
    return None


def _contribution(lex: ModuleType, tokens: list[Token], verb: tuple[int, int]) -> tuple[int, int] | None:
    """The span of a word that makes the effect verb at ``verb`` a contribution ("helps lower", "helped to
    ease"), from that word to the verb; None when there is none."""
    at = next((i for i, t in enumerate(tokens) if t.start == verb[0]), None)
    if at is None:
        return None
    for j in (at - 1, at - 2):
        if j < 0:
            return None
        if tokens[j].norm in lex.CONTRIBUTION_WORDS:
            return tokens[j].start, verb[1]
        if tokens[j].norm not in lex.STOP_WORDS:  # one linking word may stand between: "help to lower"
            return None
    return None


def causal_span(lex: ModuleType, tokens: list[Token], effect: bool = True) -> tuple[int, int] | None:
    """The span of a clause's causal phrase or (with ``effect``) effect verb ("caused", "led to",
    "lowers"): the cues this check judges. None when there is none."""
    return has_phrase(tokens, lex.CAUSAL_PHRASES) or (_effect_verb(lex, tokens) if effect else None)


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(_cues(analysis))


def _cues(an: Analysis) -> list[tuple[tuple[int, int], bool, bool]]:
    """The claim's causal cues (span, whether it is an effect verb, whether its clause holds a negation):
    every causal phrase no negation just before it denies ("was not caused by" is a denial, but "asked
    for help because the apps were not working" a cause), and, in a clause with no causal phrase and no
    negation, an effect verb."""
    out = []
    for n in range(len(an.clauses)):
        tokens = an.clause_tokens(n)
        negated = any(is_negation(t, an.lex) for t in tokens)
        spans = [
            s for s in phrase_spans(tokens, an.lex.CAUSAL_PHRASES) if not _denied_before(an.lex, tokens, s, an.tokens)
        ]
        if spans:
            out += [(s, False, negated) for s in spans]
            continue
        if negated:
            continue
        # "linked to lower job satisfaction" reports an association, whatever verb it contains
        if not has_phrase(tokens, an.lex.ASSOCIATION_PHRASES) and (span := _effect_verb(an.lex, tokens)):
            out.append((span, True, False))
    return out


def _denied_before(lex: ModuleType, tokens: list[Token], span: tuple[int, int], sentence: list[Token]) -> bool:
    """Whether a negation just before a causal phrase denies it ("was not caused by"), or a phrase that
    sets aside what follows it, read across the clause's start ("a link rather than proof of cause")."""
    at = next(i for i, t in enumerate(tokens) if t.start == span[0])
    if any(is_negation(t, lex) for t in tokens[max(0, at - NEGATION_REACH - 1) : at]):
        return True
    k = next(i for i, t in enumerate(sentence) if t.start == span[0])
    return has_phrase(sentence[max(0, k - SET_ASIDE_REACH) : k], lex.SET_ASIDE) is not None


NEGATION_REACH = 2  # words before an effect verb in which a negation governs it ("did not lower")
SET_ASIDE_REACH = 5  # words before a causal phrase in which "rather than" sets it aside ("rather than proof of")


def _denial(lex: ModuleType, tokens: list[Token]) -> tuple[int, int] | None:
    """The span of words in a clause that withhold a cause: a listed phrase ("no evidence that"), or a
    negation governing a verb of evidence within ``NEGATION_REACH`` words ("cannot show", "did not
    conclusively prove", "could not be attributed")."""
    if found := has_phrase(tokens, lex.CAUSAL_DENIALS):
        return found
    for i, t in enumerate(tokens):
        if not is_negation(t, lex):
            continue
        near = (
            tokens[i + 1 : i + 1 + NEGATION_REACH]
            if lex.NEGATION_BEFORE_WORD
            else tokens[max(0, i - NEGATION_REACH) : i]
        )
        for u in near:
            if u.norm in lex.DENIED_EVIDENCE_VERBS:
                return min(t.start, u.start), max(t.end, u.end)
    return None


def _asked_cause(lex: ModuleType, tokens: list[Token]) -> tuple[int, int] | None:
    """The span from "whether" to a word naming a cause after it in a clause ("whether the lower limit was
    responsible"): the source asks about the cause, and so withholds it."""
    asked = next((i for i, t in enumerate(tokens) if t.norm in lex.QUESTION_WORDS), None)
    if asked is None:
        return None
    named = next((u for u in tokens[asked + 1 :] if u.norm in lex.ASKED_CAUSES), None)
    return (tokens[asked].start, named.end) if named else None


def _negated(lex: ModuleType, tokens: list[Token], span: tuple[int, int], effect: bool) -> bool:
    """Whether a clause denies the cause it names: for a causal phrase, a negation before it in the
    clause ("did not cause", "was not because of") or straight after it ("caused no damage"); a negation
    further on is part of the cause or the effect ("acted because the broadcaster had been ordered not to
    air it" gives a cause). For an effect verb, a negation just before the verb, whose clause may negate
    something else ("prevent generalisation to levels not seen in training")."""
    at = next(i for i, t in enumerate(tokens) if t.start == span[0])
    if not effect:
        after = next((i for i, t in enumerate(tokens) if t.start >= span[1]), len(tokens))
        # a phrase that says no before it denies it too: "stopped short of saying the melting was the cause"
        return any(is_negation(t, lex) for t in tokens[:at] + tokens[after : after + 1]) or bool(
            phrase_spans(tokens[:at], lex.NEGATION_PHRASES)
        )
    return any(is_negation(t, lex) for t in tokens[max(0, at - NEGATION_REACH) : at])


def _said_instead(an: Analysis, cue: tuple[int, int], evidence: Evidence) -> tuple[Passage, tuple[int, int]] | None:
    """Where the source sentence that says the claim clause links the same two things with other words
    ("rose after the data was rebalanced" for "rose because of ..."): the passage and the span of the
    source's words in the place of the claim's cue, found between the informative words either side of
    it, when those words are not causal. None when no such sentence says the clause, or the source's
    words are causal too."""
    lex = an.lex
    tokens = an.tokens
    first = next((i for i, t in enumerate(tokens) if t.start == cue[0]), None)
    last = next((i for i, t in enumerate(tokens) if t.end == cue[1]), None)
    if first is None or last is None:
        return None
    left = next((i for i in range(first - 1, -1, -1) if tokens[i].norm not in lex.STOP_WORDS), None)
    right = next((i for i in range(last + 1, len(tokens)) if tokens[i].norm not in lex.STOP_WORDS), None)
    if left is None or right is None:
        return None

    def in_cue(t: Token) -> bool:
        return cue[0] <= t.start < cue[1]  # the cue's own words are what may differ

    aligned = aligned_clause(an, an.clause_of(first), evidence, verdict.ALIGN_MIN, ignore=in_cue)
    if aligned is None:
        return None
    theirs = aligned.analysis.tokens
    for i, t in enumerate(theirs):
        if t.norm != tokens[left].norm:
            continue
        j = next((j for j in range(i + 1, len(theirs)) if theirs[j].norm == tokens[right].norm), None)
        if j is None:
            continue
        mine, between = [x.norm for x in tokens[left + 1 : right]], theirs[i + 1 : j]
        # what the two share before and after the cue ("... the training") is not the source's word for it
        while mine and between and mine[0] == between[0].norm and left + 1 < first:
            mine, between, left = mine[1:], between[1:], left + 1
        while mine and between and mine[-1] == between[-1].norm and right - 1 > last:
            mine, between, right = mine[:-1], between[:-1], right - 1
        if not between or len(between) > verdict.CAUSAL_SLOT_WORDS:
            continue  # the left word may come again nearer ("going up ... and pulling up after her")
        # the source's causal phrase may open before the words in the cue's place, an adverb inside it:
        # "driven largely by fewer people" for "largely because fewer people"
        around = [x for x in theirs[max(0, i - 2) : j] if not (x.norm.endswith("ly") and len(x.norm) > 4)]
        if has_phrase(around, lex.CAUSAL_PHRASES) or any(is_negation(b, lex) for b in between):
            return None
        if any(b.norm in lex.SPEECH_VERBS for b in between):
            # "said cost cuts had driven the turnaround" for "credited cost cuts for ...": a report, whose
            # link is in what it reports
            return None
        if {key_of(b.text) for b in between} & {key_of(t.text) for t in tokens if not in_cue(t)} - {None}:
            return None  # the claim's own words in another order ("barley strain" / "strain of barley")
        return aligned.passage, (between[0].start, between[-1].end)
    return None


CAUSE_WORDS = 3  # informative words after a causal cue that name what it links ("blamed [a strike] at ...")


def _affected(tokens: list[Token], cue: tuple[int, int]) -> list[str]:
    """The keys of the first ``CAUSE_WORDS`` informative words after an effect verb: what it acts on
    ("reduced [hospital stays]")."""
    after = [k for t in tokens if t.start >= cue[1] and not t.is_number and (k := key_of(t.text))]
    return after[:CAUSE_WORDS]


def _same_affected(theirs: list[str], mine: list[str]) -> bool:
    """Whether two effect verbs act on the same thing: the same first word, which in English names the
    kind ("[waiting] times" is not "[journey] times"), or two words in common."""
    if not theirs or not mine:
        return True  # nothing to tell them apart by
    return theirs[0] == mine[0] or len(set(theirs) & set(mine)) >= 2


def _held(t: Token, held: set[str], unspaced: bool) -> bool:
    """Whether the evidence holds a word; in Japanese or Chinese, whose words the index cuts at script
    changes rather than spaces, also as written inside a longer word of the evidence, or around a shorter
    one, of two characters or more (利用 in 利用者)."""
    if key_of(t.text) in held:
        return True
    return unspaced and len(t.norm) >= 2 and any(len(k) >= 2 and (t.norm in k or k in t.norm) for k in held)


def _unsaid_cause(
    an: Analysis, cue: tuple[int, int], scope: list[Passage], evidence: Evidence
) -> tuple[str, tuple[int, int]] | None:
    """The words straight after the claim's causal cue ("because of [a strike]", "blamed [staff
    shortages]"), up to a preposition or punctuation, or in a language that puts the cause first, straight
    before it ("[大雨]のため"), when none of them is in the evidence or its paragraphs: the source gives a
    cause, but not this one. With the span of the cue and those words."""
    lex = an.lex
    tokens = an.tokens
    words: list[Token] = []
    changes = lex.UP | lex.DOWN | lex.BETTER | lex.WORSE  # "higher costs": the costs are the cause
    if lex.CAUSE_BEFORE_CUE:
        at = next((i for i in range(len(tokens) - 1, -1, -1) if tokens[i].end <= cue[0]), None)
        for t in reversed(tokens[: at + 1] if at is not None else []):
            gap = an.text[t.end - an.offset : (words[0].start if words else cue[0]) - an.offset]
            if any(c in gap for c in "、,;:()（）。"):
                break
            if words and t.norm in lex.STOP_WORDS:
                if all(w.norm in changes for w in words):
                    continue  # "利用者の減少": a change is of the noun before it, which is the cause too
                break
            if key_of(t.text) and not t.is_number:
                words.insert(0, t)
                if len(words) == CAUSE_WORDS:
                    break
            elif words:
                break
    else:
        at = next((i for i, t in enumerate(tokens) if t.start >= cue[1]), None)
        for t in tokens[at:] if at is not None else []:
            gap = an.text[(words[-1].end if words else cue[1]) - an.offset : t.start - an.offset]
            if any(c in gap for c in ",;:()") or (words and t.norm in lex.STOP_WORDS and t.norm not in lex.DETERMINERS):
                break
            if key_of(t.text) and not t.is_number:
                words.append(t)
                if len(words) == CAUSE_WORDS:
                    break
            elif words:
                break
    if not words or any(t.text[:1].isupper() for t in words):
        return None  # names are the entities check's to read
    held = set().union(*(evidence.corpus.keys(p.index) for p in scope))
    if any(_held(t, held, an.lang in CJK_LANGUAGES) for t in words if t.norm not in changes):
        return None
    text = an.text[words[0].start - an.offset : words[-1].end - an.offset]
    return text, (min(words[0].start, cue[0]), max(words[-1].end, cue[1]))


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    cues = _cues(analysis)
    if not cues:
        return None
    return [f for cue, effect, negated in cues for f in _judge(claim, analysis, cue, effect, negated, evidence)]


def _judge(
    claim: Claim, an: Analysis, cue: tuple[int, int], effect: bool, negated: bool, evidence: Evidence
) -> list[Finding]:
    """What the evidence says of one causal cue of the claim: a denial, a plain sequence or association in
    its place, support, or nothing. A cue in a clause with a negation ("because the apps were not
    working") is held to what the sources say against it, not to their silence: summaries of a
    conversation give reasons its speakers only imply."""
    lex = an.lex
    cue_text = claim.text[cue[0] - an.offset : cue[1] - an.offset]
    denial = association = support = contribution = None
    # the claim's own "helps lower" is a contribution the source's "helps lower" supports
    mine = _contribution(lex, an.tokens, cue) if effect else None
    # an effect verb is weaker evidence of a causal claim than "caused": only what the evidence set
    # itself says about it counts, and a denial must govern causal language in its own clause
    scope = list(evidence.passages) if effect else paragraph_passages(evidence)
    # a "because" in the paragraph supports the claim's cause only in a sentence about what it links
    wanted = set(clause_keys(an.tokens))
    for p in scope:
        pa = evidence.corpus.analysis(p.index)
        # a denial is of this cause only in a sentence about what the claim links: "no evidence that a
        # state's crime rate is affected by the law" withholds nothing from a claim about detention
        about = len(wanted & evidence.corpus.keys(p.index)) >= verdict.CAUSAL_SUPPORT_SHARED
        for n in range(len(pa.clauses)):
            tokens = pa.clause_tokens(n)
            asked = _asked_cause(lex, tokens)
            span = _denial(lex, tokens) or asked
            if span and about and denial is None and (not effect or asked or causal_span(lex, tokens)):
                denial = (p, span, pa.clause_text(n))
            elif span := causal_span(lex, tokens, effect):
                if _negated(lex, tokens, span, effect):
                    # an effect denied of something else is no denial of this one: "did not reduce
                    # deaths" leaves "reduced hospital stays" as it is
                    if effect and not _same_affected(_affected(tokens, span), _affected(an.tokens, cue)):
                        continue
                    if not negated:  # a claim clause negated too says what the source says
                        denial = denial or (p, span, pa.clause_text(n))
                elif support is None and len(wanted & evidence.corpus.keys(p.index)) >= verdict.CAUSAL_SUPPORT_SHARED:
                    if effect and mine is None and (helped := _contribution(lex, tokens, span)):
                        contribution = contribution or (p, helped, span)
                    else:
                        support = (p, span)
            if (span := has_phrase(tokens, lex.ASSOCIATION_PHRASES)) and association is None:
                association = (p, span)
        if (
            not effect
            and not negated
            and denial is None
            and support is None
            and about
            and any(is_negation(t, lex) for t in pa.tokens)
            and (span := causal_span(lex, pa.tokens, False))
        ):
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
    if not effect and (instead := _said_instead(an, cue, evidence)):
        p, span = instead
        words = evidence.corpus.documents[p.source].text[span[0] : span[1]]
        return [
            finding(
                id,
                CONTRADICTION,
                f'The source says "{words}" here, not "{cue_text}"',
                f'The claim says "{cue_text}" where {cite(evidence, p)} says "{words}": the source links the '
                "two without saying that one caused the other.",
                cue,
                p,
                span,
                fix=Fix(cue[0], cue[1], words),
            )
        ]
    if support:
        missing = None if effect else _unsaid_cause(an, cue, scope, evidence)
        if missing is None:
            return []
        words, (start, end) = missing
        p = support[0]  # the passage whose causal language the claim's cause was weighed against
        return [
            finding(
                id,
                UNSUPPORTED,
                f'No source gives "{words}" here',
                f'The claim says "{claim.text[start - an.offset : end - an.offset]}", and {cite(evidence, p)} gives a '
                f"cause, but no passage about "
                f'this claim says "{words}": the sources may give another reason.',
                (start, end),
                p,
            )
        ]
    if contribution:
        p, helped, verb = contribution
        text = evidence.corpus.documents[p.source].text
        said, verb_text = text[helped[0] : verb[1]], text[verb[0] : verb[1]]
        return [
            finding(
                id,
                CONTRADICTION,
                f'The source says "{said}", not "{cue_text}"',
                f'The claim says "{cue_text}"; {cite(evidence, p)} says "{said}": the source gives it a part in '
                "the effect, not the whole of it.",
                cue,
                p,
                (helped[0], verb[1]),
                # the source's words in place of the claim's verb, when the verb is in the same form
                fix=Fix(cue[0], cue[1], said) if verb_text.lower() == cue_text.lower() else None,
            )
        ]
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
    if effect or negated:
        return []
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
