"""coverage: every clause of the claim, and every phrase in it, needs evidence.

What it catches
    Material the evidence says nothing about, at three sizes. A whole clause whose informative words
    the evidence mostly lacks ("... and shortened hospital stays"), with the missing words listed; a
    phrase added to a clause that is otherwise well covered: a prepositional phrase with two or more
    informative words that the evidence lacks ("United won 2-1 after a late penalty", "funded by a
    government grant"), with the unsourced words that are no verb before it ("ahead of the winter
    holidays"; after "and", "to", a pronoun or a modal a word is read as a verb rewording the source's,
    and only a phrase of three such words after it counts: "is threatened by a planned hydroelectric
    dam"), the object of a past-tense verb the evidence says ("The airline blamed air traffic
    delays"), a reporting tail whose speaker it lacks (", the transport minister said"), or
    words the claim adds after a source clause it otherwise says whole and in order ("... for next
    season to cover rising wage bills"), or a phrase set off after a figure to say what it means (",
    its biggest loss in a decade") or by a verb in -ing to say what followed (", making him the club's
    most expensive signing"), with the phrase marked; and, in a claim too short for a
    clause to be weighed ("Smith resigned."), any word the evidence lacks. Words are compared by their
    index keys (light stems, near-synonyms folded: rise/increase/climb), a derived form counts for its
    root ("economic" for "economy"), the words of a phrase may appear in the evidence in any order, and
    a word counts when any sentence of the evidence's paragraphs holds it.

Why it matters
    A high overlap score for the whole sentence hides the part nothing supports: a detail added to a
    faithful sentence reads as sourced. The claim cannot be established as written, and the editor is
    shown which words to source or cut.

Example
    Source "United beat City 2-1 on Saturday." Claim "United beat City 2-1 on Saturday after a late
    penalty." -> nothing in the evidence supports "after a late penalty".
"""

from __future__ import annotations

from types import ModuleType
from weakref import WeakKeyDictionary

import regex

from .. import verdict
from ..model import Claim, Finding
from ..retrieve import Corpus
from ..text.analysis import CJK_LANGUAGES, Analysis, phrase_spans
from ..text.assertion import IRREGULAR_PAST, SUBJECT_PRONOUNS
from ..text.keys import key_of
from ..text.tokens import Token
from .align import RootedKeys, clause_units, finding, slot_alignment
from .base import UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "coverage"

# Function words that open the phrase they lead ("after a late penalty", "with a shoulder injury"), so
# the marked words read as a phrase; prepositions formed from verbs among them ("following a court
# ruling", "pending an appeal", "regarding the new levy").
PHRASE_LEADS = frozenset(
    """
a an the of in on at to from by with into onto over under about above below between among through
during before after since until within without upon via per for against across despite amid
following regarding concerning pending
its their his her our my your this that these those
""".split()
)
DETERMINERS = frozenset("a an the its their his her our my your this that these those".split())
PREPOSITIONS = PHRASE_LEADS - DETERMINERS
# Nouns so general that they work as function words inside a phrase ("in terms of", "in a manner
# similar", "in the past few weeks"): they neither count towards a phrase nor end it.
LIGHT_WORDS = frozenset(
    """
way ways manner terms order part parts number kind kinds type types sort lot lots case cases fact matter
means basis respect regard sense level levels degree extent couple variety range series amount deal
bit side end point time times day days week weeks month months year years past future rest few several
""".split()
)
# Between two words of one phrase only spaces, hyphens and quote marks may stand; other punctuation
# (a comma, a bracket) separates phrases.
JOINING_GAP_RE = regex.compile(r"[\s\-‐–'’\"“”]*")
UNSPACED_SCRIPT_RE = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}\p{Thai}]")

fires = [
    Fires(
        "The storm closed the M6, stranding hundreds of drivers near Lancaster overnight.",
        "The storm closed the M6 near Lancaster on Monday, the highways agency said.",
        UNSUPPORTED,
        "stranding hundreds of drivers near Lancaster overnight",
        note="weather: what followed, added; the place in it is the source's, the rest is not",
    ),
    Fires(
        "美術館は展示室の改修のため休館し、改修工事は年度内に完了する見通しだ。",
        "市立美術館は展示室の改修のため、11月1日から休館します。再開の時期は、改修工事の日程が決まり次第お知らせします。",
        UNSUPPORTED,
        "年度内に完了する見通",
        note="a Japanese notice: a forecast added to a clause whose other words the source holds",
    ),
    Fires(
        "Officials linked the outbreak to a failure in cleaning.",
        "Officials said the outbreak was traced to a cooling tower.",
        UNSUPPORTED,
        "to a failure in cleaning",
        note="health: a word in -ing closing a phrase after its preposition is a noun of the phrase",
    ),
    Fires(
        "The Corvin Owls have signed Dara Mbeki from Ellmouth on a two-year deal, making her the club's most "
        "expensive signing.",
        "The Corvin Owls have signed midfielder Dara Mbeki from Ellmouth on a two-year contract. The fee was not "
        "disclosed.",
        UNSUPPORTED,
        "making her the club's most expensive signing",
        note="a phrase set off after a comma by a verb in -ing, saying what followed, that the evidence lacks",
    ),
    Fires(
        "The council approved the budget and plans to raise parking fees in April.",
        "The council approved its budget for next year on Tuesday, including £2m for road repairs.",
        UNSUPPORTED,
        "and plans to raise parking fees in April",
        note="'and' before a verb taking 'to' opens a second statement, weighed as a clause of its own",
    ),
    Fires(
        "The bank lost £2.1bn last year, its biggest loss in a decade.",
        "The bank reported a loss of £2.1bn for last year, after writing down its property loans.",
        UNSUPPORTED,
        "its biggest loss in a decade",
        note="a phrase set off after a figure that says what the figure means, with nothing to support it",
    ),
    Fires(
        "The Victorian pier at Seabrook, built in 1887, is endangered by a proposed offshore wind farm.",
        "Seabrook's Victorian pier, built in 1887, has been added to the heritage trust's list of buildings "
        "at risk. The trust said the pier was in poor condition.",
        UNSUPPORTED,
        "by a proposed offshore wind farm",
        note="a reworded predicate ('endangered' for 'at risk') with a phrase of its own nothing supports",
    ),
    Fires(
        "The city will plant 5,000 trees in a bid to cool its hottest streets.",
        "The city will plant 5,000 trees by 2027, the mayor said.",
        UNSUPPORTED,
        "hottest streets",
        note="the aim a purpose phrase names, which the evidence never names",
    ),
    Fires(
        "The clinic gives students clinical experience ahead of the winter holidays.",
        "The clinic gives students clinical experience early in their training.",
        UNSUPPORTED,
        "ahead of the winter holidays",
        note="a word that is no verb, with a phrase of its own: added words, not a reworded predicate",
    ),
    Fires(
        "The airline blamed air traffic delays for the cancellations.",
        "The airline blamed a software fault for the cancellations on Tuesday.",
        UNSUPPORTED,
        "air traffic delays",
        note="the object of a verb the evidence says, with none of its words in the evidence",
    ),
    Fires(
        "The mayor praised the new cycle lanes at Monday's meeting.",
        "The mayor praised the council's road team at Monday's meeting.",
        UNSUPPORTED,
        "new cycle lanes",
    ),
    Fires(
        "The club raised ticket prices by 5% for next season to cover rising wage bills.",
        "The club raised ticket prices by 5% for next season.",
        UNSUPPORTED,
        "to cover rising wage bills",
        note="the source clause said whole and in order, and the claim goes on",
    ),
    Fires(
        "The hospital opened a new cancer ward, funded by a government grant, in March.",
        "The hospital opened a new cancer ward in March.",
        UNSUPPORTED,
        "funded by a government grant",
        note="set off by a comma, a participle with 'by' adds who paid: not a reworded predicate",
    ),
    Fires(
        "Repairs will shut the bridge from 3 March, the transport minister said.",
        "Repairs will shut the bridge from 3 March; the work is expected to take around six weeks.",
        UNSUPPORTED,
        "the transport minister said",
        note="who said it is part of the claim: a speaker no source gives",
    ),
    Fires(
        "The council approved the new cycle lanes following a public inquiry.",
        "The council approved the new cycle lanes on Tuesday.",
        UNSUPPORTED,
        "following a public inquiry",
        note="a preposition formed from a verb leads an added phrase",
    ),
    Fires(
        "The club sold its ground to the city after a court ruling.",
        "The club sold its ground to the city in March.",
        UNSUPPORTED,
        "after a court ruling",
        note="an -ing word that ends the phrase is its noun, not a verb",
    ),
    Fires(
        "Smith resigned.",
        "Smith stayed on as chair after the vote.",
        UNSUPPORTED,
        "resigned",
        note="a claim of two words: the one the evidence lacks is marked",
    ),
    Fires(
        "The drug lowered blood pressure in the trial and shortened hospital stays considerably.",
        "The drug lowered blood pressure in the trial.",
        UNSUPPORTED,
        "and shortened hospital stays considerably",
        note="a whole clause the evidence lacks",
    ),
    Fires(
        "The council approved the budget, while residents protested outside the library.",
        "The council approved the budget on Tuesday evening.",
        UNSUPPORTED,
        "while residents protested outside the library",
    ),
    Fires(
        "United beat City 2-1 on Saturday after a late penalty.",
        "United beat City 2-1 on Saturday in front of a full stadium.",
        UNSUPPORTED,
        "after a late penalty",
        note="sport: a detail added inside a covered clause",
    ),
    Fires(
        "The flood defences in Tewkesbury were funded by a government grant.",
        "The flood defences in Tewkesbury were funded after the 2007 floods and opened in 2012.",
        UNSUPPORTED,
        "by a government grant",
        note="policy: who paid is added",
    ),
    Fires(
        "The striker missed the derby with a shoulder injury.",
        "The striker missed the derby, the club confirmed on Friday.",
        UNSUPPORTED,
        "with a shoulder injury",
        note="sport: the reason is added",
    ),
    Fires(
        "Harlow Water raised household bills by 9% for its sewage repair programme.",
        "Harlow Water raised household bills by 9% from April, the regulator said.",
        UNSUPPORTED,
        "for its sewage repair programme",
        note="finance: a purpose the source does not give",
    ),
    Fires(
        "Patients on the new regimen slept longer despite frequent migraine attacks.",
        "Patients on the new regimen slept longer, the sleep clinic reported.",
        UNSUPPORTED,
        "despite frequent migraine attacks",
        note="health: a circumstance the source does not give",
    ),
    Fires(
        "The airline cancelled 40 flights on Monday amid a pilots' pay dispute.",
        "The airline cancelled 40 flights on Monday, stranding thousands of passengers.",
        UNSUPPORTED,
        "amid a pilots' pay dispute",
        note="news: a cause added",
    ),
]
passes = [
    Passes(
        'The band released its fourth album in May, featuring "All We Are" as the lead single.',
        'The band released its fourth album in May, with "All We Are" as the lead single.',
        note="music: a title of capitalised function words in what followed, which the evidence says too",
    ),
    Passes(
        "Leeds won 2-1 at Elland Road, sending them top of the Premier League.",
        "Leeds beat Hull 2-1 at Elland Road on Saturday to go top of the Premier League.",
        note="sport: what followed, in other words, with the source's names in it",
    ),
    Passes(
        "来場者は約2万5千人だった。",
        "来場者は2万5,000人だった。",
        note="Japanese: a hedge on a figure (約, 'about') is the figure checks' to read, not a word the evidence lacks",
    ),
    Passes(
        "Travellers got fewer euros at airport bureaux than at bureaux on the high street.",
        "Travellers changing £500 at airport bureaux received €541, compared with €583 at high-street bureaux.",
        note="a compound written with a hyphen holds its words written apart",
    ),
    Passes(
        "The haulier has offered its drivers long term contracts.",
        "The haulier has offered its drivers long-term contracts.",
    ),
    Passes(
        "美術館は展示室の改修のため11月1日から休館し、再開時期は工事日程の決定後に知らされる。",
        "市立美術館は展示室の改修のため、11月1日から休館します。再開の時期は、改修工事の日程が決まり次第お知らせします。",
        note="a Japanese notice reworded: no run of three unsourced words",
    ),
    Passes(
        "Membership fell to 12,000.",
        "The club has 12,000 members, down from 14,000 in 2022.",
        note="a short claim's word of change is held by a word of the same way",
    ),
    Passes(
        "Storms hit the coast on Sunday, leaving 300 homes without power.",
        "Storms hit the coast on Sunday. About 300 homes lost power overnight.",
        note="the words after the verb in -ing are the evidence's",
    ),
    Passes(
        "The council approved the budget and plans to raise parking fees in April.",
        "The council approved its budget on Tuesday. It plans to raise parking fees in April.",
    ),
    Passes(
        "The reservoir fell to 31% of capacity in August, the lowest level since records began.",
        "By the end of August the reservoir was at 31% of capacity, its lowest level since records began.",
        note="the comment on the figure is the source's own",
    ),
    Passes(
        "The striker pulled out of the final with a knee problem, saying she did not want to risk aggravating it.",
        "The striker withdrew from the final with a knee injury. 'I don't want to risk making it worse,' she said.",
        note="a participle of saying leads what was said, not a speaker",
    ),
    Passes(
        "The bank cut rates in an effort to support the housing market.",
        "The bank cut rates by a quarter point to support the housing market, its governor said.",
        note="the aim is the source's",
    ),
    Passes(
        "Dana agrees to consider the offer and reply by Friday.",
        "Dana: let me think about the offer. I'll reply by Friday.",
        note="a bare 'to' after a verb gives no purpose: its object may be worded freely",
    ),
    Passes(
        "The app lets users record podcasts and publish on various platforms.",
        "The app lets users record podcasts on their phone and share them on Spotify and Apple.",
        note="after 'and' a bare verb rewords the source's ('share them on Spotify')",
    ),
    Passes(
        "They reflect on the team's season in a long interview.",
        "In a long interview, the two hosts look back at the team's season.",
        note="after a subject pronoun the word is its verb",
    ),
    Passes(
        "The board approved a budget for new school buses.",
        "New school buses are in the budget the board approved on Monday.",
        note="the object's words are in the evidence, in another order",
    ),
    Passes(
        "The club raised ticket prices by 5% for next season to cover rising wage bills.",
        "The club raised ticket prices by 5% for next season. The money will cover rising wage bills.",
        note="the added words are in the evidence's paragraph",
    ),
    Passes(
        "Repairs will shut the bridge from 3 March, the council said.",
        "The council said repairs will shut the bridge from 3 March.",
        note="the speaker the source gives, in another place",
    ),
    Passes("Smith resigned.", "Smith resigned on Monday after the vote.", note="a short claim, every word held"),
    Passes("The pilot included 84 students.", "The pilot included 84 students from three schools."),
    Passes("Sales climbed during the winter months.", "Sales increased during the winter months."),
    Passes(
        "United won after a late penalty.",
        "United needed a penalty in the late stages to win the match.",
        note="the phrase's words are there, in another order",
    ),
    Passes(
        "The grant funded new flood defences.",
        "New defences against flooding were paid for by a grant from the environment agency.",
        note="a derived form counts for its root: flood / flooding",
    ),
    Passes(
        "The hospital cut waiting times for hip surgery.",
        "Waiting times fell at the hospital last year. Patients needing hip surgery were seen within eighteen weeks.",
        note="a word in another sentence of the same paragraph counts",
    ),
    Passes(
        "The bank held interest rates at 5.25% on Thursday.",
        "On Thursday the central bank kept its benchmark interest rate at 5.25%.",
        note="finance: paraphrase with folded near-synonyms",
    ),
    Passes(
        "青葉町では、これまでに42人が移り住んだ。",
        "青葉町は、空き家を改修して貸し出す事業で、これまでに17世帯42人が移住したと発表した。",
        note="Japanese: 移 and 住, written apart by the verb, are held by 移住",
    ),
    Passes(
        "The ward reopened after a deep clean.",
        "After a deep clean the ward was reopened to patients on Monday.",
        note="health",
    ),
    Passes(
        "Ministers approved the housing plan in March.",
        "The housing plan was approved by ministers in March after a long consultation.",
        note="policy: passive turned active",
    ),
]


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    # Every size is judged against the evidence and the paragraphs it sits in: a summary of a
    # conversation gathers its words from turns the evidence set of a few sentences does not reach.
    near = RootedKeys(near_keys(evidence))
    short = _short_claim(claim, analysis, near, evidence)
    if short is not None:
        return short
    out = []
    for n in range(len(analysis.clauses)):
        uncovered = _uncovered_clause(claim, analysis, n, near, evidence)
        if uncovered:
            out.append(uncovered)  # the whole clause is marked; its phrases need no finding of their own
            continue
        phrases = (
            _unsupported_run_unspaced(analysis, n, near)
            if analysis.lang in CJK_LANGUAGES
            else _unsupported_phrases(analysis, n, near)
        )
        tail = (
            _added_tail(analysis, n, near, evidence)
            or _added_appositive(analysis, n, near)
            or _participle_tail(analysis, n, near)
        )
        if tail and not any(p[-1].end > tail[0].start for p in phrases):
            phrases.append(tail)
        out.extend(_added_phrase(claim, phrase) for phrase in phrases)
    attribution = _unsupported_attribution(analysis, near)
    if attribution and not any(f.claim_span and f.claim_span[1] > attribution[0].start for f in out):
        # the reporting verb is not what the evidence lacks: the speaker is
        out.append(_added_phrase(claim, attribution, tuple(t for t in attribution if key_of(t.text) == _SAY)))
    return out


def _short_claim(claim: Claim, an: Analysis, near: RootedKeys, evidence: Evidence) -> list[Finding] | None:
    """For a claim with fewer informative words than a clause needs to be weighed ("Smith resigned."),
    a finding for each of them the evidence and its paragraphs lack; None for a longer claim. Names
    and figures are left to the entities and figure checks."""
    words = [t for t in an.tokens if key_of(t.text) and not t.is_number]
    if len({key_of(t.text) for t in words}) >= verdict.CLAUSE_MIN_WORDS:
        return None
    # a hedge on a figure ("約", "about") says how exact the figure is, which the figure checks read
    words = [t for t in words if t.norm not in an.lex.FIGURE_HEDGES]
    names = [(e.start, e.end) for e in an.entities] + [(b.figure.start, b.figure.end) for b in an.figures]
    out = []
    ways: set[str] | None = None  # the ways the evidence's paragraphs say something changed, read once needed
    for t in words:
        if key_of(t.text) in near or any(s < t.end and t.start < e for s, e in names):
            continue
        way = _way(an.lex, t.norm)
        if way is not None:
            # a word of change is held by any word of the same way ("fell" by "down from 14,000"): whether
            # it is the same change is the direction check's to read
            if ways is None:
                ways = _ways_said(evidence)
            if way in ways:
                continue
        out.append(
            finding(
                id,
                UNSUPPORTED,
                f'Nothing in the evidence supports "{t.text}"',
                f"The claim is short enough that each of its words carries it, and neither the passages about "
                f'it nor their paragraphs say "{t.text}" (nor a near-synonym or a form of the same root).',
                (t.start, t.end),
            )
        )
    return out


def _way(lex: ModuleType, word: str) -> str | None:
    """ "up" or "down" for a word of change, else None."""
    return "up" if word in lex.UP else "down" if word in lex.DOWN else None


def _ways_said(evidence: Evidence) -> set[str]:
    """The ways ("up", "down") the words of the evidence and of its paragraphs say something changed."""
    corpus = evidence.corpus
    passages = {q.index: q for p in evidence.passages for q in (p, *corpus.paragraph_passages(p.index))}
    out = set()
    for q in passages.values():
        source = corpus.analysis(q.index)
        out |= {w for t in source.tokens if (w := _way(source.lex, t.norm)) is not None}
    return out


def _uncovered_clause(claim: Claim, an: Analysis, n: int, held: RootedKeys, evidence: Evidence) -> Finding | None:
    """A finding when the evidence holds too little of the clause's informative words (IDF-weighted)."""
    corpus = evidence.corpus
    words: dict[str, Token] = {}
    for t in an.clause_tokens(n):
        k = key_of(t.text)
        if k and not t.is_number:
            words.setdefault(k, t)
    if len(words) < verdict.CLAUSE_MIN_WORDS:
        return None
    # what the clause says is weighed without the words that only say when or how ("next year", "in terms
    # of"), which a source holds whatever it says
    light = LIGHT_WORDS | an.lex.TIME_WORDS
    words = {k: t for k, t in words.items() if t.norm not in light} or words
    total = sum(corpus.idf_of(k) for k in words)
    missing = [t for k, t in words.items() if k not in held]
    share = 1 - sum(corpus.idf_of(key_of(t.text)) for t in missing) / total
    bar = verdict.CLAUSE_COVERAGE_MIN_UNSPACED if an.lang in CJK_LANGUAGES else verdict.CLAUSE_COVERAGE_MIN
    if share >= bar:
        return None
    c = an.clauses[n]
    listed = ", ".join(f'"{t.text}"' for t in missing[:8])
    return finding(
        id,
        UNSUPPORTED,
        f"Nothing in the evidence supports: {claim.text[c.start : c.end]}",
        f"The passages about this claim and their paragraphs lack {listed} (they hold {share:.0%} of this clause's "
        f"informative words, below {bar:.0%}).",
        (c.start, c.end),
    )


def near_keys(evidence: Evidence) -> set[str]:
    """The keys of the evidence and of every sentence of the paragraphs it sits in."""
    corpus = evidence.corpus
    known = _PARAGRAPH_KEYS.setdefault(corpus, {})
    near: set[str] = set()
    read: set[tuple[str, tuple[int, int]]] = set()
    for p in evidence.passages:
        if (p.source, p.paragraph) in read:
            continue
        read.add((p.source, p.paragraph))
        keys = known.get((p.source, p.paragraph))
        if keys is None:
            keys = known[(p.source, p.paragraph)] = frozenset().union(
                *(corpus.keys(q.index) for q in corpus.paragraph_passages(p.index))
            )
        near |= keys
    return near


# Per set of sources, the keys of each paragraph (by source and paragraph): read once, not once per claim.
_PARAGRAPH_KEYS: WeakKeyDictionary[Corpus, dict[tuple[str, tuple[int, int]], frozenset[str]]] = WeakKeyDictionary()


def _unsupported_phrases(an: Analysis, n: int, supported: RootedKeys) -> list[list[Token]]:
    """The clause's added phrases: prepositional phrases attached to words the evidence holds, whose
    ``ADDED_PHRASE_MIN_WORDS`` or more informative words it does not hold, with only function words
    between them ("after a late penalty", "[funded] by a government grant"). A run of unsupported
    words that starts on a content word is a reworded predicate ("used on commercial products"), which
    the clause rule judges as a whole, unless a comma sets it off and it opens with a participle and
    "by" (", funded by a lottery grant"); a phrase of its own in it with ``PREDICATE_PHRASE_MIN_WORDS``
    informative words is added all the same ("threatened by a planned hydroelectric dam").

    A run ends at a figure (the figure checks judge those), a word the evidence holds, a name (the
    entities check reads those), a verb form (an -ing word, unless it ends the phrase after a word of it,
    as in "after a court ruling.", or stands before its noun in a phrase a preposition and a determiner
    open, "under a new licensing scheme"; a word straight after "to": predicates are paraphrased too freely to
    count word by word), a word of a script written without spaces (read
    once words are segmented), and at punctuation other than a hyphen or a quote mark."""
    out: list[list[Token]] = []
    run: list[Token] = []
    lead: list[Token] = []

    def close() -> None:
        while run and not _content(run[-1]):
            run.pop()  # a phrase ends on an informative word
        # the object of a purpose phrase's verb is counted whole: no word of it rewords the source's verb
        whole = bool(run) and (run[0].norm in PREPOSITIONS or _object_of_purpose(an, run))
        led = whole or (run and (_set_off_participle(an, run) or _object_of_said_verb(an, run, supported)))
        if run and not led:
            # words that are no verb form before a phrase of their own, straight after what the evidence
            # holds ("lead overnight over the objections of its staff", "experience ahead of the winter
            # holidays"): no reworded predicate, but added words. After "and", "to" or a comma a bare
            # verb is as likely ("and broadcast on various platforms")
            at = next((k for k, t in enumerate(run) if t.norm in PREPOSITIONS), 0)
            led = bool(at) and not any(_verb_form(t) for t in run[:at]) and _follows_plainly(an, run[0])
            if at and not led and sum(map(_content, run[at:])) >= verdict.PREDICATE_PHRASE_MIN_WORDS:
                # a reworded predicate with a phrase of its own that nothing supports: the phrase is added
                # ("threatened by a planned hydroelectric dam", "cost them millions in lost income")
                out.append(list(run[at:]))
        if led and sum(map(_content, run if whole else run[1:])) >= verdict.ADDED_PHRASE_MIN_WORDS:
            out.append(list(run))
        run.clear()
        lead.clear()

    opening = an.tokens[0] if an.tokens else None
    tokens = an.clause_tokens(n)
    for i, t in enumerate(tokens):
        previous = tokens[i - 1] if i else None
        if previous is not None and not JOINING_GAP_RE.fullmatch(
            an.text[previous.end - an.offset : t.start - an.offset]
        ):
            close()
        if not _content(t):
            if run:
                run.append(t)
            elif t.norm in PHRASE_LEADS:
                lead.append(t)
            else:
                lead.clear()
        elif (
            t.is_number
            or _in_figure(an, t)
            or UNSPACED_SCRIPT_RE.match(t.text)
            or key_of(t.text) in supported
            or (t.text[:1].isupper() and t is not opening)
            or (
                t.norm.endswith("ing")
                and not _ends_noun_phrase(an, tokens, i, run)
                and not _modifies_noun(an, tokens, i, run)
            )
            or (previous is not None and previous.norm == "to")
        ):
            close()
        else:
            if not run:
                opener = next((k for k, w in enumerate(lead) if w.norm in PREPOSITIONS), len(lead))
                run.extend(lead[opener:])
            run.append(t)
            lead.clear()
    close()
    return out


def _unsupported_run_unspaced(an: Analysis, n: int, supported: RootedKeys) -> list[list[Token]]:
    """In Japanese or Chinese, the clause's run of words the evidence and its paragraphs lack, with only
    kana endings and particles between them, of ``ADDED_RUN_MIN_WORDS_UNSPACED`` words or more written in
    kanji or katakana, one of two characters at least: "年内に終わる見込み" added to a notice that says only
    that repairs will be scheduled. A figure or a held word ends a run."""
    out: list[list[Token]] = []
    run: list[Token] = []

    def close() -> None:
        written = [t for t in run if _WRITTEN_RE.search(t.text)]
        if len(written) >= verdict.ADDED_RUN_MIN_WORDS_UNSPACED and any(len(t.text) >= 2 for t in written):
            out.append(list(run))
        run.clear()

    for t in an.clause_tokens(n):
        k = key_of(t.text)
        if t.is_number or _in_figure(an, t) or (k and k in supported):
            close()
        elif k and _WRITTEN_RE.search(t.text):
            run.append(t)
        elif run and not _KANA_ONLY_RE.fullmatch(t.text):
            close()
    close()
    return out


_WRITTEN_RE = regex.compile(r"[\p{Han}\p{Katakana}]")  # a word written in kanji or katakana
_KANA_ONLY_RE = regex.compile(r"[\p{Hiragana}ー]+")  # an ending or a particle between such words


_SAY = key_of("said")


def _unsupported_attribution(an: Analysis, supported: RootedKeys) -> list[Token] | None:
    """A reporting tail the evidence does not back: ", the transport minister said." or ", said the
    transport minister." after a claim the evidence otherwise says. Who said it is part of the claim; a
    speaker with ``ADDED_PHRASE_MIN_WORDS`` or more informative words that neither the evidence nor its
    paragraphs hold is added, as a prepositional phrase would be. Names are left to the entities check."""
    tokens = an.tokens
    comma = max(
        (i for i, t in enumerate(tokens[1:], 1) if "," in an.text[tokens[i - 1].end - an.offset : t.start - an.offset]),
        default=None,
    )
    if comma is None:
        return None
    tail = tokens[comma:]
    verbs = [i for i, t in enumerate(tail) if key_of(t.text) == _SAY]
    if len(verbs) != 1 or verbs[0] not in (0, len(tail) - 1):
        return None  # not a bare "X said" / "said X" tail
    speaker = [t for i, t in enumerate(tail) if i != verbs[0]]
    if any(t.text[:1].isupper() for t in speaker if t is not tail[0]) or any(t.is_number for t in speaker):
        return None
    if tail[verbs[0]].norm.endswith("ing") or any(t.norm in SUBJECT_PRONOUNS for t in speaker):
        return None  # ", saying she did not want to risk it": what was said, not who said it
    missing = [t for t in speaker if _content(t) and key_of(t.text) not in supported]
    return tail if len(missing) >= verdict.ADDED_PHRASE_MIN_WORDS else None


def _added_tail(an: Analysis, n: int, supported: RootedKeys, evidence: Evidence) -> list[Token] | None:
    """Words added at the end of a clause that a source clause otherwise says whole and in order: every
    informative word of the source clause is the claim's, in the same order with nothing in its place,
    and the claim goes on ("... for the coming year to cover rising social care costs"). The words after
    the last one the source says, when ``ADDED_PHRASE_MIN_WORDS`` or more of them are informative and
    neither the evidence nor its paragraphs hold them, are added material however they are led."""
    sa = slot_alignment(an, n, evidence)
    if sa is None or sa.slots or sa.context < verdict.CLAUSE_MIN_WORDS or not sa.added:
        return None
    mine = {u.key for u in clause_units(an, n)}
    if any(u.key not in mine for u in clause_units(sa.analysis, sa.clause) if u.figure is None):
        return None  # the claim leaves out or rewords some of the source clause
    c = an.clauses[n]
    said = max(
        (u.last for u in clause_units(an, n) if u not in sa.added),
        default=c.last,
    )
    tail = an.tokens[said + 1 : c.last + 1]
    while tail and not _content(tail[0]) and tail[0].norm not in PHRASE_LEADS:
        tail = tail[1:]
    while tail and not _content(tail[-1]):
        tail = tail[:-1]
    words = [t for t in tail if _content(t)]
    if len(words) < verdict.ADDED_PHRASE_MIN_WORDS or any(
        key_of(t.text) in supported or t.text[:1].isupper() or _in_figure(an, t) for t in words
    ):
        return None  # figures and names are the figure and entities checks' to read
    return tail


_APPOSITIVE_FIGURE_REACH = 3  # words before the comma in which the figure an appositive comments on stands


def _added_appositive(an: Analysis, n: int, supported: RootedKeys) -> list[Token] | None:
    """A noun phrase a comma sets off at the end of a clause after a figure, opened by a determiner: what
    the claim says of the figure (", a championship record", ", its biggest loss in a decade"). When
    ``ADDED_PHRASE_MIN_WORDS`` or more of its informative words are neither in the evidence nor its
    paragraphs, it is added material. One with a figure, a name or a verb in it is left to the checks that
    read those (", the club said", ", the first since 2010")."""
    tokens = an.clause_tokens(n)
    at = _last_set_off(an, tokens)
    if at is None or tokens[at].norm not in DETERMINERS:
        return None
    # set against a figure ("in 22.71 seconds, a championship record", "lost £2.1bn last year, its biggest
    # loss"): after a name or a list it describes ("Marco Mengoni, a popular artist"), as summaries do freely
    before = tokens[max(0, at - _APPOSITIVE_FIGURE_REACH) : at]
    if not any(t.is_number or _in_figure(an, t) for t in before):
        return None
    tail = tokens[at:]
    if any(
        t.is_number
        or _in_figure(an, t)
        or t.text[:1].isupper()
        or t.norm in IRREGULAR_PAST
        or t.norm.endswith(("ed", "ing"))
        or key_of(t.text) == _SAY
        for t in tail
    ):
        return None
    missing = [t for t in tail if _content(t) and key_of(t.text) not in supported]
    return tail if len(missing) >= verdict.ADDED_PHRASE_MIN_WORDS else None


# Words in -ing that are prepositions rather than verbs.
_ING_PREPOSITIONS = frozenset("including excluding according".split())


def _last_set_off(an: Analysis, tokens: list[Token]) -> int | None:
    """The index of the token that opens the last phrase a comma sets off in a clause's tokens, if any."""
    return next(
        (
            i
            for i in range(len(tokens) - 1, 0, -1)
            if "," in an.text[tokens[i - 1].end - an.offset : tokens[i].start - an.offset]
        ),
        None,
    )


def _participle_tail(an: Analysis, n: int, supported: RootedKeys) -> list[Token] | None:
    """A phrase a comma sets off at the end of a clause, opened by a verb in -ing, that says what followed
    from the rest (", making him the club's most expensive signing", ", leaving 300 homes without power"):
    added material when ``ADDED_PHRASE_MIN_WORDS`` or more of its informative words after the verb are
    neither in the evidence nor its paragraphs. The verb itself may reword the source's and is not
    counted; one with a name in it is left to the entities check."""
    tokens = an.clause_tokens(n)
    at = _last_set_off(an, tokens)
    if at is None or not (tokens[at].norm.endswith("ing") and len(tokens[at].norm) >= 5):
        return None
    if tokens[at].norm in PHRASE_LEADS or tokens[at].norm in _ING_PREPOSITIONS:
        return None  # ", including their similar meanings": a preposition, which lists rather than adds
    base = tokens[at].norm[:-3]
    if key_of(tokens[at].text) == _SAY or {base + "s", base + "es", base + "ed"} & an.lex.SPEECH_VERBS:
        return None  # ", saying she did not want to risk it", ", adding that ...": what was said, in other words
    tail = tokens[at:]
    if any(
        (t.text[:1].isupper() and (k := key_of(t.text)) is not None and k not in supported)
        or t.is_number
        or _in_figure(an, t)
        for t in tail[1:]
    ):
        # a name the evidence lacks or a figure in it is read by the checks for those (", warning of a
        # £16.9bn gap"); a name the evidence has is one more word of it (", prompting smaller UK yards to stop
        # buying")
        return None
    words = [t for t in tail[1:] if _content(t)]
    missing = [t for t in words if key_of(t.text) not in supported]
    # most of it unsourced: a phrase that rewords the source's (", offering them to at-risk groups such as
    # poultry workers") keeps some of its words
    if len(missing) >= verdict.ADDED_PHRASE_MIN_WORDS and 2 * len(missing) > len(words):
        return tail
    return None


def _object_of_said_verb(an: Analysis, run: list[Token], supported: RootedKeys) -> bool:
    """A run that is the object of a past-tense verb the evidence holds, a determiner or none between
    ("blamed [air traffic delays]", "praised the [new cycle lanes]"): what was done is sourced, what it
    was done to is not. A present-tense or bare verb is not read, since "-s" and bare forms are as often
    nouns ("cuts", "plans")."""
    at = next(i for i, t in enumerate(an.tokens) if t is run[0])
    while at > 0 and an.tokens[at - 1].norm in DETERMINERS:
        at -= 1
    if at == 0:
        return False
    verb = an.tokens[at - 1]
    k = key_of(verb.text)
    if k is None or k not in supported:
        return False
    if not (verb.norm in IRREGULAR_PAST or (verb.norm.endswith("ed") and len(verb.norm) >= 4)):
        return False
    return not any(c in an.text[verb.end - an.offset : run[0].start - an.offset] for c in ",;:()")


def _object_of_purpose(an: Analysis, run: list[Token]) -> bool:
    """A run that is the object of the verb of a purpose phrase, a determiner or none between ("in a bid to
    cut [pedestrian injuries]", "in an effort to reduce [hospital infections]"): the verb may reword the
    source's, but the aim it names is the claim's, and one the evidence never names is added. A bare "to"
    is too often no purpose ("agrees to consider the invitation")."""
    at = next(i for i, t in enumerate(an.tokens) if t is run[0])
    while at > 0 and an.tokens[at - 1].norm in DETERMINERS:
        at -= 1
    verb = at - 1
    if verb < 1 or not _content(an.tokens[verb]):
        return False
    before = an.tokens[max(0, verb - _PURPOSE_REACH) : verb]
    return any(end == before[-1].end for _, end in phrase_spans(before, an.lex.PURPOSE_LEADS))


_PURPOSE_REACH = 5  # words a purpose phrase may take before its verb ("with a view to", "in an effort to")


def _set_off_participle(an: Analysis, run: list[Token]) -> bool:
    """A run that opens, after a comma, with a past participle and "by" (", funded by a lottery grant",
    ", backed by two unions"): a phrase that adds who did it, not a reworded predicate."""
    if len(run) < 3 or run[1].norm != "by" or not run[0].norm.endswith(("ed", "en")):
        return False
    at = next(i for i, t in enumerate(an.tokens) if t is run[0])
    return at > 0 and "," in an.text[an.tokens[at - 1].end - an.offset : run[0].start - an.offset]


def _ends_noun_phrase(an: Analysis, tokens: list[Token], i: int, run: list[Token]) -> bool:
    """An -ing word that closes the phrase it follows a word of ("following a court ruling.", "at a
    training camp,", "to a rise in reoffending."): the head of a noun phrase, not a verb form that opens a
    predicate."""
    if not run or tokens[i - 1] is not run[-1] or not (_content(tokens[i - 1]) or tokens[i - 1].norm in PREPOSITIONS):
        return False
    if i + 1 == len(tokens):
        return True
    return not JOINING_GAP_RE.fullmatch(an.text[tokens[i].end - an.offset : tokens[i + 1].start - an.offset])


def _modifies_noun(an: Analysis, tokens: list[Token], i: int, run: list[Token]) -> bool:
    """An -ing word inside a noun phrase that a preposition and a determiner open, before its noun ("under a
    new licensing scheme", "at a rural training camp"): a word of the phrase, not a verb form. After a
    preposition alone ("by cutting costs") it is read as a verb."""
    if not run or run[0].norm not in PREPOSITIONS or not any(t.norm in DETERMINERS for t in run):
        return False
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None or not _content(nxt) or nxt.is_number or _in_figure(an, nxt) or nxt.norm.endswith("ing"):
        return False  # "with a risk of losing 3 million dollars": the verb of a figure's phrase
    return bool(JOINING_GAP_RE.fullmatch(an.text[tokens[i].end - an.offset : tokens[i + 1].start - an.offset]))


_PREDICATE_LEADS = frozenset("and or but nor to".split())


def _follows_plainly(an: Analysis, t: Token) -> bool:
    """Whether ``t`` comes straight after a word of its clause that neither joins a second predicate nor
    leads a verb ("and", "to", "they", "will"), with no punctuation between."""
    at = next(i for i, u in enumerate(an.tokens) if u is t)
    if at == 0:
        return False
    before = an.tokens[at - 1]
    gap = an.text[before.end - an.offset : t.start - an.offset]
    verb_leads = _PREDICATE_LEADS | SUBJECT_PRONOUNS | an.lex.CERTAIN_MODALS | an.lex.POSSIBLE_MODALS
    return before.norm not in verb_leads and before.norm not in DETERMINERS and gap.strip() == ""


def _verb_form(t: Token) -> bool:
    """A word that may be a verb opening a reworded predicate ("used on commercial products", "plans to
    sell", "cut"): a past or -ing form, an -s form, or a word short enough to be a bare verb."""
    w = t.norm
    return w in IRREGULAR_PAST or w.endswith(("ed", "ing", "en", "s")) or len(w) <= 4


def _in_figure(an: Analysis, t: Token) -> bool:
    """Whether ``t`` is part of one of the claim's figures ("third" in "the third quarter")."""
    return any(b.figure.start < t.end and t.start < b.figure.end for b in an.figures)


def _content(t: Token) -> bool:
    """An informative word of a phrase: not a function word, a light noun ("way", "terms") or an adverb."""
    if t.is_number:
        return True
    if t.norm in PHRASE_LEADS:
        return False  # "against", "despite", "amid": prepositions the index keeps, but they lead a phrase
    return key_of(t.text) is not None and t.norm not in LIGHT_WORDS and not (t.norm.endswith("ly") and len(t.norm) > 4)


def _added_phrase(claim: Claim, phrase: list[Token], unlisted: tuple[Token, ...] = ()) -> Finding:
    start, end = phrase[0].start, phrase[-1].end
    text = " ".join(claim.text[start:end].split())
    listed = ", ".join(f'"{t.text}"' for t in phrase if _content(t) and t not in unlisted)
    return finding(
        id,
        UNSUPPORTED,
        f'Nothing in the evidence supports "{text}"',
        f"The rest of the clause is in the passages about this claim, but neither they nor the paragraphs "
        f"around them hold {listed} (in any order or form): this phrase adds something the sources do "
        "not say.",
        (start, end),
    )
