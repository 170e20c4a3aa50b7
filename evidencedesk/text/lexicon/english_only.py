"""Word lists only English has so far, empty for the other languages.

Each other language's module takes these, so every module keeps the shape of ``en.py`` and a check that
reads one of them finds nothing to do in that language until its list is written: nouns and verbs of
evidence a negation passes through or denies ("no evidence that", "cannot show"), words of necessity it
passes through ("not required to pay"), verbs of change that, denied, say no change ("not changed"),
adjectives that call an act possible ("an eruption was possible"), prefixes joined to a number
("mid-2020s"), relations that read alike either way round ("met"), frames of an act intended rather than
done ("offered to resign"), verbs of a decision still to be made ("consider") and the past forms that
say it was made ("approved"), verbs of asking for a thing ("applied for") and the forms that say it
was given ("granted", "won"), the verbs that say who said a quotation, the words that make a superlative
unbounded ("a record", "all-time") or bound it in time ("since"), the words that leave a clause an open
question ("whether", and a question word after "unclear"), the verbs whose subject pays or earns an
amount ("pay"), the prepositions that make a span of time a qualifier ("within 30 days"), the words that
date by the present ("next year"),
quantifiers ranked by how much of a group they cover ("a few" below "most"), and the words that turn a
denial into a time ("will not reopen until March"), the phrases that give a purpose ("in a bid to") the
verbs by which a thing is no longer there ("scrapped"), and the phrases that set aside what follows
("rather than"), the words that open a condition ("if", "had" before its subject), the phrases in which
a negation word does not negate ("not only"), the words that link a figure's event to another ("after",
"because"), the standing words that set a figure against a mark only before "of" ("short of its
target"), and the words that name the period a figure is reported for ("annual", "second-quarter"); the
verbs after which "if" asks, the share of a group a quantifier claims ("most": more than half), and the
negations that stand before a noun phrase and deny its head ("no final decision").
"""

from __future__ import annotations

EVIDENCE_NOUNS: frozenset[str] = frozenset()
NEGATING_DETERMINERS: frozenset[str] = frozenset()
CHANGE_VERBS: frozenset[str] = frozenset()
POSSIBLE_ADJECTIVES: frozenset[str] = frozenset()
SUPPORT_VERBS: frozenset[str] = frozenset()  # Japanese sets its own
NECESSITY_WORDS: frozenset[str] = frozenset()
DENIED_EVIDENCE_VERBS: frozenset[str] = frozenset()
NUMBER_PREFIXES: frozenset[str] = frozenset()
SYMMETRIC_RELATIONS: frozenset[str] = frozenset()
INTENTION_FRAMES: tuple[str, ...] = ()
PLAN_WORDS: frozenset[str] = frozenset()  # Japanese: words after a verb that make it a plan (方針, 予定)
DONE_ENDINGS: tuple[str, ...] = ()
DELIBERATION_VERBS: frozenset[str] = frozenset()
DELIBERATING: frozenset[str] = frozenset()
DECIDED: frozenset[str] = frozenset()
REQUESTING: frozenset[str] = frozenset()
RECEIVED: frozenset[str] = frozenset()
SPEECH_VERBS: frozenset[str] = frozenset()
RECORD_WORDS: frozenset[str] = frozenset()
SINCE_WORDS: frozenset[str] = frozenset()
TIME_SPANS: frozenset[str] = frozenset()
QUESTION_WORDS: frozenset[str] = frozenset()
UNSURE_WORDS: frozenset[str] = frozenset()
PAST_FORMS: dict[str, str] = {}
RECORD_NEXT: frozenset[str] = frozenset()  # Japanese: a record word counts only before 最 or 初
ASKING_WORDS: frozenset[str] = frozenset()
OPEN_QUESTION_WORDS: frozenset[str] = frozenset()
ASKED_CAUSES: frozenset[str] = frozenset()
PAYING_VERBS: frozenset[str] = frozenset()
SPAN_LEADS: frozenset[str] = frozenset()
RELATIVE_TIMES: frozenset[str] = frozenset()
EARLIER_WORDS: frozenset[str] = frozenset()
DISTRIBUTIVES: frozenset[str] = frozenset()
QUANTIFIER_RANKS: dict[str, int] = {}
UNTIL_WORDS: frozenset[str] = frozenset()
SINCE_LAST: frozenset[str] = frozenset()
LAST_WORDS: frozenset[str] = frozenset()
PURPOSE_LEADS: tuple[str, ...] = ()
PRIVATIVE_VERBS: frozenset[str] = frozenset()
PRIVATIVE_WITH_OUT: frozenset[str] = frozenset()
SET_ASIDE: tuple[str, ...] = ()
CONDITIONS: frozenset[str] = frozenset()
INVERTED_CONDITIONS: frozenset[str] = frozenset()
COUNTERFACTUAL_MODALS: frozenset[str] = frozenset()
ASKING_VERBS: frozenset[str] = frozenset()
QUANTIFIER_SHARES: dict[str, tuple[float, float]] = {}
RANK_PLACES: frozenset[str] = frozenset()
NEGATION_IDIOMS: tuple[str, ...] = ()
EVENT_LINKS: frozenset[str] = frozenset()
STANDING_WITH_OF: frozenset[str] = frozenset()
REPORTING_PERIODS: dict[str, tuple[str, ...]] = {}
