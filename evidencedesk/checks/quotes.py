"""quotes: every quotation in a claim must be in the sources, word for word.

What it catches
    A claim that puts words in quotation marks which no source contains: an invented quotation, a
    "tidied" one with a figure or a word changed, or one stitched together with an elision that hides a
    negation or jumps across sentences. The quotation verifier (:mod:`evidencedesk.quotes`) decides;
    this check turns its verdict into a finding that names the closest window of the source: the run of
    characters closest to the quotation or, when that holds less than half its words, the passage span
    that holds most of its words in order ("closed military zone" for "closed neighbouring zone", where
    the source says "neighbouring" elsewhere).

Why it matters
    Quotation marks tell the reader the words can be checked, so a false quotation is more convincing
    than a false paraphrase. A changed figure inside a quotation is exactly what a reader cannot catch
    by eye.

Example
    Source "Revenue rose to 45.2 million dollars." Claim 'The report says revenue "rose to 88.9 billion
    dollars on record demand".' -> the quotation is not in the sources; the closest window is "rose to
    45.2 million dollars".

A quotation of one or two words (the "rare" cases) usually marks a term rather than citing a sentence,
and one whose words are capitalised like a title ("Star Trek: The Next Generation") names a work; when
either is not found it is reported as a note, never as a mismatch, except a short one that a source
says nearly word for word: "controlled policy" where the source has "controlled burn" is the source's
quotation altered, and a title the source writes with one word in its place different ("The New
Sanders Times" where the source has "The New York Times"), found wherever a source writes it as the
title is written ("... of Topeka was" ends a sentence, not "... of Topeka, Kansas"); a source writing
two such titles ("BBC Morning News", "BBC Evening News") names a family the claim's title may belong
to, so that is left as a note. A quotation found word for word but given to someone the source's
sentence does not name as saying it ('"...," said the mayor, Jane Holt' where the source has '"...,"
said councillor Peter Vance') is a contradiction too. Where the source's sentence holds two quotations,
each is given to the speaker at the verb of saying nearest it, so that "Residents called the plan "a
missed opportunity", while the council said it was "a good start"" gives the first words to the
residents, not the council.
"""

from __future__ import annotations

from dataclasses import replace
from difflib import SequenceMatcher

from .. import verdict
from ..model import Claim, EvidenceRef, Finding, Fix, Passage, QuoteResult
from ..quotes import claim_quotes, find_quotations
from ..quotes.chars import WORD
from ..text.analysis import Analysis, Entity
from ..text.keys import key_of
from ..text.tokens import Token
from .align import cite, slot_alignment
from .base import CONTRADICTION, NOTE, UNSUPPORTED, Evidence, Fires, Passes

# Quotations and citations are checked against every source, relevant passage or not.
needs_evidence = False
id = "quotes"

_SOURCE = "Revenue rose to 45.2 million dollars.\n\nHeadcount grew to 1,204 people by the end of the year."

fires = [
    Fires(
        'The council called the plan "a missed opportunity".',
        'Local residents called the plan "a missed opportunity", while the council said it was "a good start".',
        CONTRADICTION,
        "council",
        note="local government: each quotation's speaker is the one at the verb nearest it; the council said the "
        "other words",
    ),
    Fires(
        'Coach Tom Hale called the result "a disaster".',
        'Captain Rhys Evans called the result "a disaster", while coach Tom Hale said it was "a setback".',
        CONTRADICTION,
        "Coach Tom Hale",
        note="sport: named speakers, two quotations in one sentence",
    ),
    Fires(
        '"We will appeal," said the coach.',
        '"We will appeal," said the club\'s chairman after the hearing. The coach declined to comment.',
        CONTRADICTION,
        "coach",
        note="no one is named: the speakers are roles, and the source's sentence gives the words to another",
    ),
    Fires(
        'The headteacher called the inspection "rushed and unfair".',
        'Several parents called the inspection "rushed and unfair", though the governors welcomed its findings.',
        CONTRADICTION,
        "headteacher",
    ),
    Fires(
        'The head teacher called the inspection "unfair" in a letter to parents.',
        'In a letter to parents, the head teacher called the inspection "thorough" and thanked staff.',
        CONTRADICTION,
        "unfair",
        fix='The head teacher called the inspection "thorough" in a letter to parents.',
        note="one word in quotation marks where the source quotes another in its place",
    ),
    Fires(
        '"This is a turning point for the town," said the mayor, Jane Holt.',
        '"This is a turning point for the town," said councillor Peter Vance, who chairs the planning '
        "committee. The mayor, Jane Holt, did not comment.",
        CONTRADICTION,
        "Jane Holt",
        note="the words are the source's, the speaker is not",
    ),
    Fires(
        'The coach, Ana Ruiz, said the team was "proud of every player" after the final.',
        '"We are proud of every player," said captain Lena Ortiz after the final. Coach Ana Ruiz left early.',
        CONTRADICTION,
        "Ana Ruiz",
    ),
    Fires(
        'Firefighters carried out a "controlled policy" of the chemical after the derailment.',
        'Firefighters carried out a "controlled burn" of the chemical after the derailment on Friday.',
        CONTRADICTION,
        "controlled policy",
        note="two quoted words, but a source says nearly the same words: the source's words altered",
    ),
    Fires(
        'The annual report says revenue "rose to 88.9 billion dollars on record demand".',
        _SOURCE,
        UNSUPPORTED,
        "rose to 88.9 billion dollars on record demand",
        note="an invented quotation with a changed figure",
    ),
    Fires(
        'The annual report says revenue "rose to 45.9 million dollars" last year.',
        _SOURCE,
        CONTRADICTION,
        "rose to 45.9 million dollars",
        note="one digit changed inside the quotation",
    ),
    Fires(
        'The annual report says headcount "grew ... by the end of the decade" to 1,204 people.',
        _SOURCE,
        CONTRADICTION,
        "grew ... by the end of the decade",
        note="the part after the elision is not in the source",
    ),
    Fires(
        'The judge told the court the defendant "showed genuine remorse for the harm caused".',
        "The judge said the defendant showed no remorse for the harm caused to the family.",
        CONTRADICTION,
        "showed genuine remorse for the harm caused",
        note="a negation turned into its opposite inside the quotation",
    ),
    Fires(
        'The coach said afterwards that "we were unlucky with the second goal".',
        "The coach said afterwards that the team had defended well for most of the match.",
        UNSUPPORTED,
        "we were unlucky with the second goal",
        note="no source has anything close to these words",
    ),
    Fires(
        'The review first ran in "The Northern Evening Post" in 2019.',
        "Her review first ran in The Northern Morning Post, a regional daily, in 2019.",
        CONTRADICTION,
        "The Northern Evening Post",
        note="a title with one of its words changed: the source's title altered",
    ),
    Fires(
        'Her new single "New York Nights" leads the hits collection.',
        "The hits collection (out on Friday) features 42 singles, led by her new single New York City.",
        CONTRADICTION,
        "New York Nights",
        note="the closest run of characters is the two words the title shares; the title is found in place",
    ),
    Fires(
        'The festival opened with the premiere of "Songs of the Lower Valley" by the city choir.',
        "The city choir opened the festival with the premiere of Songs of the Upper Valley, a cycle by a "
        "local composer.",
        CONTRADICTION,
        "Songs of the Lower Valley",
    ),
    Fires(
        'On Sunday the army declared the south a "closed neighbouring zone".',
        "On Sunday the army declared the south a closed military zone. Officials in neighbouring states were told.",
        CONTRADICTION,
        "closed neighbouring zone",
        note="a quoted word swapped for one the source uses elsewhere: the window is where the rest of it is",
    ),
    Fires(
        'The council leader promised that "the library will stay open on Sundays".',
        "The council leader said the library will stay open on Saturdays until March.",
        CONTRADICTION,
        "the library will stay open on Sundays",
        note="one word changed: the closest window differs by a day of the week",
    ),
]
passes = [
    Passes(
        'The union called the offer "an insult to nurses".',
        'The health board called the offer "fair and final". The union called the offer "an insult to nurses".',
    ),
    Passes(
        'The council called the plan "a missed opportunity".',
        'Critics of the council called the plan "a missed opportunity" at Tuesday\'s meeting.',
        note="the claim's speaker is in the source's sentence, though not as saying another quotation: which "
        "role said the words is not clear enough",
    ),
    Passes(
        'The mayor said the scheme was "long overdue".',
        '"It is a turning point," the mayor said, adding that it was "long overdue".',
        note="two quotations, one speaker",
    ),
    Passes(
        'The mayor called the scheme "a turning point" for the town.',
        'The mayor said the scheme was "a turning point" for the town.',
    ),
    Passes(
        '"This is a turning point for the town," said Vance.',
        '"This is a turning point for the town," said councillor Peter Vance on Monday.',
        note="the same speaker, named shorter",
    ),
    Passes(
        '"This is a turning point for the town," said Peter Vance.',
        'Councillor Peter Vance gave his verdict on the plan on Monday: "This is a turning point for the town," '
        "with the vote due in May.",
        note="the source's sentence names no speaker: who said it is left to the other checks",
    ),
    Passes(
        'The judge said the defendant "showed no remorse for the harm caused".',
        "The judge said the defendant showed no remorse for the harm caused to the family.",
    ),
    Passes(
        "The council leader said the library “will stay open on Saturdays” until March.",
        "The council leader said the library will stay open on Saturdays\nuntil March.",
        note="a quotation across a line wrap in the source",
    ),
    Passes(
        'The regulator described the merger as "a matter of public interest".',
        "The regulator described the merger as a matter of public interest and opened an inquiry.",
    ),
    Passes(
        'The album was reviewed in "Maiden Heaven: A Tribute to Iron Maiden" that year.',
        _SOURCE,
        note="a quoted title is a name, not a quotation of the source",
    ),
    Passes(
        'The band covered "The Trooper" for the tribute album.',
        "The band recorded a new song, The Riverside Stomp, for the tribute album.",
        note="a title no source writes nearly word for word is left as a note: it may name another work",
    ),
    Passes(
        'The interview was broadcast on "BBC Weekend News" that night.',
        "The story ran on BBC Morning News and again on BBC Evening News that night.",
        note="two titles one word away: a family of programmes the claim's may belong to",
    ),
    Passes(
        'The court relied on "Smith v. Harlow County, Ohio" in its ruling on the fee.',
        "In Smith v. Harlow County the court held that the fee was lawful.",
        note="the word in the title's last place is the sentence's next word, not a title's",
    ),
    Passes('The annual report says revenue "rose to 45.2 million dollars" last year.', _SOURCE),
    Passes(
        "The annual report says revenue \u201cRose to 45.2 million dollars\u201d last year.",
        _SOURCE,
        note="case and curly quote marks are not differences",
    ),
    Passes('The annual report says headcount "grew to 1,204 people ... by the end of the year".', _SOURCE),
]


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(find_quotations(claim.text))


def _quotes(claim: Claim, evidence: Evidence) -> tuple[QuoteResult, ...]:
    """The engine's verified quotations; computed here only if it did not supply them."""
    if evidence.quotes or not evidence.documents:
        return evidence.quotes
    return claim_quotes(claim.text, tuple(evidence.documents.values()))


# Passages read when looking for the window that holds most of a quotation's words.
WORD_WINDOW_CANDIDATES = 32
# Passages read when looking for a title with one word changed: a two-word title has one word left to
# look up, which many passages may hold, and reading a passage's words is cheap.
TITLE_CANDIDATES = 400


def _word_window(q: QuoteResult, evidence: Evidence) -> tuple[Passage, int, int, float] | None:
    """The passage span that holds most of the quotation's words in order (the passage, the span's
    offsets in its document, the share of the quoted words it holds), when that share is at least
    ``QUOTE_WINDOW_MIN``. The verifier's closest window is the closest run of characters, which for a
    quotation with one word swapped for another word of the source ("digital a pause" for "taking a
    pause") is where that other word stands; this is where the rest of the quotation stands."""
    mine = [w.casefold() for w in WORD.findall(q.text)]
    corpus = evidence.corpus
    keys = {k for w in mine if (k := key_of(w))}
    if len(mine) < 3 or corpus is None or not keys:
        return None
    hits = _holders(keys, evidence)
    best: tuple[Passage, int, int, float] | None = None
    for index in sorted(hits, key=lambda i: (-hits[i], i))[:WORD_WINDOW_CANDIDATES]:
        if hits[index] < verdict.QUOTE_WINDOW_MIN * len(keys):
            break  # too few of the quotation's words for the window to hold half of them
        p = corpus.passages[index]
        words = list(WORD.finditer(p.text))
        blocks = [
            b
            for b in SequenceMatcher(
                None, mine, [w.group().casefold() for w in words], autojunk=False
            ).get_matching_blocks()
            if b.size
        ]
        if not blocks:
            continue
        first, last = blocks[0].b, blocks[-1].b + blocks[-1].size - 1
        if last - first + 1 > len(mine) + 2:
            continue  # the words are scattered, not one window
        share = sum(b.size for b in blocks) / len(mine)
        if share >= verdict.QUOTE_WINDOW_MIN and (best is None or share > best[3]):
            best = (p, p.start + words[first].start(), p.start + words[last].end(), share)
    return best


def _holders(keys: set[str], evidence: Evidence) -> dict[int, int]:
    """For each passage of any source holding some of ``keys``, how many of them it holds."""
    hits: dict[int, int] = {}
    for k in keys:
        for i in evidence.corpus.postings_of(k).tolist():
            hits[i] = hits.get(i, 0) + 1
    return hits


def _retitled(q: QuoteResult, evidence: Evidence, window: str | None) -> tuple[Passage, int, int] | None:
    """The run of words in the sources written as this quoted title is, with one word in its place
    different and a word of substance kept ("New York City" for "New York Nights"), as the passage and
    the run's offsets in its document. Written as the title is: each word capitalised, a number or
    neither as the claim's is, and no mark between two words that the title does not have ("... our
    vocabulary. Bank ..." is not "Vocabulary Builder"). None when no source has such a run, or when
    the sources have two different ones with the same word changed ("CBS Morning News" and "CBS Evening
    News" for "CBS Weekend News"): a family of titles the claim's may belong to. Runs with different
    words changed ("Coming Soon", "Story Next" for "Coming Next") are decided by the verifier's closest
    ``window``, if it is one of them."""
    spans = list(WORD.finditer(q.text))
    written = [w.group() for w in spans]
    between = [q.text[a.end() : b.start()] for a, b in zip(spans, spans[1:], strict=False)]
    mine = [w.casefold() for w in written]
    keys = {k for w in mine if (k := key_of(w))}
    if evidence.corpus is None or not keys:
        return None
    shapes = [_shape(w) for w in written]
    found: dict[tuple[str, ...], tuple[Passage, int, int]] = {}
    changed: dict[tuple[str, ...], int] = {}
    hits = _holders(keys, evidence)
    near = sorted((i for i, n in hits.items() if n >= max(1, len(keys) - 1)), key=lambda i: (-hits[i], i))
    for index in near[:TITLE_CANDIDATES]:
        p = evidence.corpus.passages[index]
        words = list(WORD.finditer(p.text))
        theirs = [w.group().casefold() for w in words]
        for at in range(len(theirs) - len(mine) + 1):
            run = theirs[at : at + len(mine)]
            if not _one_word_changed(mine, run):
                continue
            if [_shape(w.group()) for w in words[at : at + len(mine)]] != shapes:
                continue  # not written as the title is: "Brown v. Board of Education of Topeka was"
            gaps = [p.text[words[k].end() : words[k + 1].start()] for k in range(at, at + len(mine) - 1)]
            if any(g.strip() and g.strip() != m.strip() for g, m in zip(gaps, between, strict=True)):
                continue  # a mark the title does not have: "... vocabulary. Bank ..." is two sentences
            found.setdefault(tuple(run), (p, p.start + words[at].start(), p.start + words[at + len(mine) - 1].end()))
            changed[tuple(run)] = next(j for j, (a, b) in enumerate(zip(mine, run, strict=True)) if a != b)
    runs = sorted(found)
    places = {changed[r] for r in runs}
    if len(runs) > len(places):
        return None  # two titles with the same word changed: a family
    if len(runs) > 1:
        runs = [r for r in runs if window and list(r) == _words(window)]
    return found[runs[0]] if len(runs) == 1 else None


def _shape(word: str) -> str:
    """How a word of a title is written: capitalised, a number, or neither."""
    return "capital" if word[0].isupper() else "number" if word[0].isdigit() else "plain"


def _finding(q: QuoteResult, evidence: Evidence) -> Finding:
    shown = q.text if len(q.text) <= 80 else q.text[:79] + "\u2026"
    window = (q.detail.get("window") or {}).get("text")
    scare = bool(q.detail.get("scare_quote"))
    why = q.detail.get("reason") or "it does not appear in any source"
    coverage = q.detail.get("quote_coverage")
    close = isinstance(coverage, float) and coverage >= verdict.QUOTE_WINDOW_MIN
    if not close and (found := _word_window(q, evidence)) is not None:
        p, start, end, _ = found
        window, close = p.text[start - p.start : end - p.start], True
        # the similarity the verifier measured was the other window's
        q = replace(q, source=p.source, source_span=(start, end), detail={**q.detail, "quote_sim": None})
    doc = evidence.documents.get(q.source or "")
    source_name = doc.name if doc else (q.source or "the sources")
    if window and q.source and q.source_span and close:
        sim = q.detail.get("quote_sim")
        closeness = (
            f" ({sim:.0%} similar after {q.detail.get('quote_edits')} character edits)"
            if isinstance(sim, float)
            else ""
        )
        reason = (
            f"The quotation does not appear in any source as quoted ({why}). The closest window is "
            f"\u201c{' '.join(window.split())}\u201d in {source_name}{closeness}."
        )
        if q.status == "near_verbatim":
            reason += " Its figures and negations are the same, but words differ inside the quotation marks."
        ref = EvidenceRef(q.source, q.source_span[0], q.source_span[1])
        kind = CONTRADICTION
    else:
        reason = f"The quotation does not appear in any source as quoted ({why}), and no source comes close."
        if window:
            reason += f" The nearest window, \u201c{' '.join(window.split())}\u201d, holds less than half of its words."
        ref = None
        kind = UNSUPPORTED
    # A term in quotation marks may mark a term, not a quotation, unless a source says nearly the same
    # words: then they are the source's words altered ("controlled policy" for "controlled burn"). A title
    # near another title is as often another title ("The Clone Wars" / "The Rise of Skywalker").
    if scare and kind is not CONTRADICTION:
        kind = NOTE
        reason += " It is one or two words, so it may mark a term rather than quote the source."
    elif looks_like_title(q.text):
        # a title the source writes with one word of it different is the source's title altered ("The
        # Clone Witwer" for "The Clone Wars"); otherwise it may be the name of another work
        if (retitled := _retitled(q, evidence, window)) is not None:
            p, start, end = retitled
            theirs = " ".join(p.text[start - p.start : end - p.start].split())
            name = evidence.documents[p.source].name if p.source in evidence.documents else p.source
            reason = (
                f"The quotation does not appear in any source as quoted ({why}). In {name} the title is "
                f"\u201c{theirs}\u201d: the same title with one word in its place different."
            )
            return Finding(
                id,
                CONTRADICTION,
                f"The quoted words \u201c{shown}\u201d are not in the sources",
                reason,
                claim_span=q.claim_span,
                evidence=EvidenceRef(p.source, start, end),
            )
        kind = NOTE
        reason += " Its words are capitalised like a title or a name, which quotation marks also set off."
    return Finding(
        id,
        kind,
        f"The quoted words \u201c{shown}\u201d are not in the sources",
        reason,
        claim_span=q.claim_span,
        evidence=ref,
    )


QUOTED_IN_PLACE_SPREAD = 3  # how much longer than the claim's the source's quotation in its place may be
_OPENING_MARKS = "\"“‘'"
_CLOSING_MARKS = "\"”’'"


def _quoted_in_place(q: QuoteResult, an: Analysis, evidence: Evidence) -> Finding | None:
    """A short quotation where the source clause that says the rest of the claim's clause in order
    quotes other words in its place: 'the rise was "regrettable"' for 'the rise was "unavoidable"'. One or
    two words in quotation marks may mark a term, but not where the source quotes someone there."""
    if not q.detail.get("scare_quote") or q.claim_span is None or evidence.corpus is None:
        return None
    start, end = q.claim_span
    at = next((i for i, t in enumerate(an.tokens) if start <= t.start < end), None)
    if at is None:
        return None
    sa = slot_alignment(an, an.clause_of(at), evidence)
    if sa is None or sa.context < verdict.CLAUSE_MIN_WORDS:
        return None
    for slot in sa.of_kind("word"):
        if not start <= slot.claim[0].start < end:
            continue
        # the source's quoted words that open its side of the slot: the quotation it has in this place
        ss = slot.source[0].start
        text = evidence.corpus.documents[sa.passage.source].text
        close = min((i for i in (text.find(m, ss) for m in _CLOSING_MARKS) if i >= 0), default=-1)
        if text[:ss].rstrip()[-1:] in tuple(_OPENING_MARKS) and 0 < close - ss <= len(q.text) * QUOTED_IN_PLACE_SPREAD:
            se = close
            theirs = text[ss:se]
            return Finding(
                id,
                CONTRADICTION,
                f"The source quotes \u201c{theirs}\u201d here, not \u201c{q.text}\u201d",
                f"{cite(evidence, sa.passage)} says the rest of this clause and quotes \u201c{theirs}\u201d where the "
                f"claim quotes \u201c{q.text}\u201d.",
                claim_span=q.claim_span,
                evidence=EvidenceRef(sa.passage.source, ss, se),
                fix=Fix(start, end, theirs) if (end - start) == len(q.text) else None,
            )
    return None


def _one_word_changed(a: list[str], b: list[str]) -> bool:
    """Whether two runs of words are the same but for one word in the same place, with a word of
    substance kept ("The New York Times" / "The New Sanders Times", "Dr. Drum" / "Dr. Kahane"; not "The
    Trooper" / "The band")."""
    if len(a) != len(b) or sum(x != y for x, y in zip(a, b, strict=True)) != 1:
        return False
    return any(x == y and x not in SMALL_WORDS for x, y in zip(a, b, strict=True))


def _words(text: str) -> list[str]:
    """The words of a run as the quotation verifier reads them, so that a colon or a dash standing alone
    ("Booth memorials : Passages") is not a word."""
    return WORD.findall(text.casefold())


TITLE_SHARE = 0.6
SMALL_WORDS = frozenset("a an the of and or in on at to for from by with de la le du von van".split())


def looks_like_title(text: str) -> bool:
    """A quoted title or name ("Star Trek: The Next Generation"): most of its words are capitalised."""
    words = [w for w in text.replace(":", " ").split() if w[:1].isalpha() and w.lower() not in SMALL_WORDS]
    return bool(words) and sum(w[0].isupper() for w in words) / len(words) >= TITLE_SHARE


# Tokens between a verb of saying and the name of who said it: "said the mayor, Jane Holt", "Peter Vance
# told reporters".
SPEAKER_REACH = 3


def _quotation_spans(an: Analysis) -> list[tuple[int, int]]:
    """The spans of what a sentence puts in quotation marks, in its text's offsets, read once per analysis."""
    spans = an.derived.get("quotations")
    if spans is None:
        spans = an.derived["quotations"] = [(a + an.offset, b + an.offset) for a, b, _ in find_quotations(an.text)]
    return spans  # type: ignore[return-value]


def _tied(an: Analysis, quote: tuple[int, int], at: int) -> bool:
    """Whether a verb of saying at character ``at`` (in the text's offsets) introduces this quotation: no
    other quotation of the sentence stands nearer to it ("Captain Rhys Evans called the result "a
    disaster", while the coach said it was "a setback"": "said" is the setback's)."""
    spans = _quotation_spans(an)
    if len(spans) < 2:
        return True

    def distance(span: tuple[int, int]) -> int:
        return span[0] - at if at < span[0] else max(0, at - span[1])

    # the sentence's span for this quotation holds the claim's, which may be part of it
    mine = next((sp for sp in spans if sp[0] <= quote[0] and quote[1] <= sp[1] + 1), None)
    return mine is None or min(spans, key=distance) == mine


def _speakers(an: Analysis, quote: tuple[int, int]) -> list[Entity]:
    """The names a sentence gives as saying the quoted words: names outside the quotation within
    ``SPEAKER_REACH`` words of a verb of saying written in lower case ("said", "told"; not the "States"
    of "United States") that introduces this quotation rather than another of the sentence."""
    verbs = an.lex.SPEECH_VERBS
    say = [
        i
        for i, t in enumerate(an.tokens)
        if t.text in verbs and not quote[0] <= t.start < quote[1] and _tied(an, quote, t.start)
    ]
    return [
        e
        for e in an.entities
        if e.kind == "name"
        and not quote[0] <= e.start < quote[1]
        and any(e.first - SPEAKER_REACH <= i <= e.first + len(e.keys) - 1 + SPEAKER_REACH for i in say)
    ]


def _roles(an: Analysis, quote: tuple[int, int]) -> list[Token]:
    """The common nouns a sentence gives as saying the quoted words, where it names no one: the word
    before a verb of saying ("the minister said", "the opposition called the bill ...") or, after the
    quotation, the one after the verb and a determiner ('"...," said the mayor')."""
    verbs, tokens = an.lex.SPEECH_VERBS, an.tokens
    out = []
    for i, t in enumerate(tokens):
        if t.text not in verbs or quote[0] <= t.start < quote[1] or not _tied(an, quote, t.start):
            continue
        near = [tokens[i - 1]] if i else []
        # after the verb only where it follows the quotation: '"We will appeal," said the coach', not
        # "described the fine as ..."
        follows = 0 <= t.start - quote[1] <= 3
        if follows and i + 2 < len(tokens) and tokens[i + 1].norm in an.lex.DETERMINERS:
            j = i + 2
            while j + 1 < len(tokens) and tokens[j].norm.endswith("'s"):
                j += 1  # "said the club's chairman": the chairman
            near.append(tokens[j])
        out += [
            u
            for u in near
            if not quote[0] <= u.start < quote[1] and u.text.islower() and key_of(u.text) and not u.is_number
        ]
    return out


def _misattributed(q: QuoteResult, analysis: Analysis, evidence: Evidence) -> Finding | None:
    """A quotation found word for word, put in the mouth of someone the source's sentence does not give as
    saying it: "said the mayor, Jane Holt" where the source has "said councillor Peter Vance"."""
    doc = evidence.documents.get(q.source or "")
    if doc is None or q.source_span is None:
        return None
    mine = _speakers(analysis, q.claim_span)
    start, end = q.source_span
    index = evidence.corpus.passage_at(doc.id, start)
    if index is None:
        return None
    source = evidence.corpus.analysis(index)  # the sentence that holds the quotation, read once per review
    if not mine:
        return _role_swapped(q, analysis, source, doc.name)
    theirs = _speakers(source, (start, end))
    words = {k for e in theirs for k in e.keys}
    if not theirs or any(set(e.keys) & words for e in mine):
        return None
    return _given_to(q, doc.name, source, mine[0], theirs[0], "")


def _role_swapped(q: QuoteResult, analysis: Analysis, source: Analysis, name: str) -> Finding | None:
    """A quotation given to one role ("the minister called the bill ...") where the source's sentence gives
    it to another ("The opposition called the bill ..."), neither side naming anyone, and the claim's role
    nowhere in that sentence."""
    assert q.source_span is not None
    mine, theirs = _roles(analysis, q.claim_span), _roles(source, q.source_span)
    if not mine or not theirs or _speakers(source, q.source_span):
        return None
    said = {key_of(t.text) for t in source.tokens}
    who = mine[0]
    # the claim's role in the sentence, unless there as the speaker of another of its quotations ("Local
    # residents called the plan "a missed opportunity", while the council said it was "a good start"")
    others = {key_of(t.text) for span in _quotation_spans(source) for t in _roles(source, span)}
    if key_of(who.text) in said and key_of(who.text) not in others - {key_of(t.text) for t in theirs}:
        return None
    return _given_to(q, name, source, who, theirs[0], "the ")


def _given_to(
    q: QuoteResult, name: str, source: Analysis, who: Entity | Token, said_by: Entity | Token, the: str
) -> Finding:
    """The finding for a quotation the source's sentence gives to ``said_by``, not to the claim's ``who``
    (names, or with ``the`` roles)."""
    return Finding(
        id,
        CONTRADICTION,
        f"The source gives these words to {the}{said_by.text}, not {the}{who.text}",
        f"The quoted words are in {name}, but the sentence there gives them to {the}{said_by.text}: "
        + " ".join(source.text.split()),
        claim_span=(who.start, who.end),
        evidence=EvidenceRef(q.source, said_by.start, said_by.end),
    )


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    findings = []
    for q in _quotes(claim, evidence):
        if q.verified is False:
            findings.append(_quoted_in_place(q, analysis, evidence) or _finding(q, evidence))
        elif q.verified and (wrong := _misattributed(q, analysis, evidence)) is not None:
            findings.append(wrong)
    return findings
