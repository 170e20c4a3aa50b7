"""English word lists the checks read. Curated by hand, small on purpose: each list is a claim about
language that an editor can read and argue with, not a learned model.

Words are stored as lower-case surface forms; matching is done on stems (see ``tokens.stem``), so one
inflection per word is enough unless the stem differs (rose/rise, fell/fall).
"""

from pathlib import Path

from ..tokens import stem
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

STOP_WORDS = frozenset(
    """
a an the and or but nor so yet for of in on at to from by with as into onto over under about above below
between among through during before after since until while within without upon via per than then
is are was were be been being am do does did doing done have has had having
i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
this that these those there here which who whom whose what when where why how
also just only very too quite rather really still even ever again further more most much many such
can could may might must shall should will would however
each both either any some other another same own
if because though although whether unless
s t d ll m re ve
""".split()
)

# Words that turn a clause around. "no" and "without" negate the noun phrase they lead, which for
# claims about findings ("no defects were found") is the predicate that matters.
NEGATIONS = _NEGATIONS_BY_LANGUAGE["en"]
# Whether a negation stands before the word it denies ("did not *approve*") or after it (Japanese
# "承認し*ない*").
NEGATION_BEFORE_WORD = True
# Words that link the event a figure belongs to with another, in time or as a reason: a measure named
# after one is the other event's ("fell 14% after it cut its profit forecast", "rose 3% because rents
# climbed", "dropped 8% amid weaker demand").
EVENT_LINKS = frozenset("after before when until following because despite amid while whereas although".split())
# Words that open a condition, whose negation states no fact: "if the council had not stepped in, the club
# would have folded", "unless the board does not approve"; and the auxiliaries that open one by inversion
# at the head of a sentence ("Had the firm not settled, the fine would have been $6.9m", "Were it not for
# the grant", "Should the bid not succeed").
CONDITIONS = frozenset("if unless".split())
INVERTED_CONDITIONS = frozenset("had were should".split())
COUNTERFACTUAL_MODALS = frozenset("would could might".split())  # "would have folded had the council not"
# Verbs after which "if" asks rather than conditions: "Ned asks Tom if he has a crib", "she wondered if the
# scan had shown a break", "checked if the gate was locked".
ASKING_VERBS = frozenset(
    "ask asks asked asking wonder wonders wondered wondering check checks checked see know".split()
)
# Phrases in which a negation word does not negate its clause ("not only ... but also", "no matter how"),
# and the bounds it makes with a comparative and "than": "resold for no more than a tenth above face
# value" (at most), "no later than 30 June" (by), "no fewer than 40 people were hurt" (at least).
NEGATION_IDIOMS = (
    "not only",
    "not just",
    "no longer",
    "not merely",
    "no matter",
    "no more than",
    "not more than",
    "no less than",
    "not less than",
    "no fewer than",
    "not fewer than",
    "no later than",
    "not later than",
    "no earlier than",
    "not earlier than",
)
CAUSE_BEFORE_CUE = False  # "because of [a strike]": the cause follows the word that marks it
# Phrases that say no without a negation word: "refused to comment" says the minister did not comment,
# "declined to renew" that the club did not renew, "ruled out a retrial" that there will be none.
NEGATION_PHRASES = (
    "fail to",
    "failed to",
    "fails to",
    "failing to",
    # the noun says it too: "citing his failure to complete the programme", "fined over its failure to file
    # accounts", "the council's failure to repair the roof"
    "failure to",
    # "should no longer be sold" denies "sold": the phrase, not its "no" (which denies "longer"), says no
    "no longer",
    "lack of",
    # the verb in each form: "a third of the cats still lack a chip", "homes that lack insulation", "a
    # school lacking a head teacher", "the bill lacks support"
    "lack",
    "lacks",
    "lacked",
    "lacking",
    "absence of",
    "unable to",
    "refused to",
    "declined to",
    "turned down",
    "ruled out",
    "denied",
    "denies",
    # what is avoided did not happen: "the club avoided relegation", "the firm avoided administration", "the
    # driver avoided a ban"
    "avoided",
    "avoids",
    # what one stops short of saying or doing is not said or done: "stopped short of saying the melting was
    # the cause", "the minister stopped short of an apology", "the report stops short of blaming the council"
    "stopped short of",
    "stops short of",
    "stop short of",
    # what is set aside for another is denied in its place: "came from household pipes rather than its mains"
    # (not from its mains), "chose to replace the bridge instead of repairing it", "was driven by energy
    # costs rather than food prices"
    "rather than",
    "instead of",
    # what is yet to happen has not happened: "the council has yet to publish the report", "police have yet to
    # name the victim", "cladding had yet to be removed from 178 buildings"
    "yet to",
    # what it is too early to do is not done yet: "it is too early to say whether the scheme has worked", "too
    # soon to tell if the injury is serious", "too early to judge the drug's effect" ("could not yet say")
    "too early to",
    "too soon to",
)
# Verbs by which what is scrapped, abolished or waived is no longer there: "is scrapping the tax for
# first-time buyers" says what "first-time buyers will pay no tax" says, "the club abolished its joining fee"
# what "new members pay no joining fee" does, "the council waived parking charges" what "no parking
# charges". They agree with a negation; against a clause without one they say nothing either way, since the
# same act has many other words ("scrapped" / "cancelled", "axed", "called off").
PRIVATIVE_VERBS = frozenset(
    "scrap scraps scrapped scrapping abolish abolishes abolished abolishing waive waives waived waiving".split()
)
# ... and the one that says so with "out" after it: "the firm has ruled out an appeal" (there will be none),
# so "has not ruled out an appeal" says one may come, and against "has ruled out an appeal" it is the opposite.
PRIVATIVE_WITH_OUT = frozenset("rule rules ruled ruling".split())

# Causal language in a claim needs causal support in the sources.
CAUSAL_PHRASES = (
    "caused",
    "causes",
    "cause",
    "causing",
    "led to",
    "leads to",
    "lead to",
    "leading to",
    "resulted in",
    "results in",
    "result in",
    "resulting in",
    "drove",
    "drives",
    "driven by",
    "drive",
    "because of",
    "because",
    "due to",
    "as a result of",
    "thanks to",
    "responsible for",
    "brought about",
    "triggered",
    "triggers",
    "made possible",
    "attributable to",
    "attributed to",
    "effect of",
    "impact of",
    "boosted",
    "boosts",
    # a reason given in reporting: "cancelled 40 flights, citing a strike", "sacked the manager, blaming
    # poor results", "struck down the law, ruling that it breached the constitution"; and the credit that
    # is blame's other side: "the chief executive credited cost cuts for the return to profit", "police
    # credited new cameras with the fall in burglaries"
    "citing",
    "blaming",
    "blamed",
    "credited",
    "crediting",
    "ruling that",
    "on the grounds that",
)
# Effect verbs: a subject that lowers, raises, prevents or improves an object claims a cause as surely
# as "caused" does ("Daily walks lower blood pressure", "The levy cut congestion", "Vaccination prevents
# admissions"). They are causal only with an object: "Prices rose" and "Revenue increased by 4%" are
# reports of change, which the direction check reads.
EFFECT_VERBS = frozenset(
    """
improve improves improved lower lowers lowered raise raises raised reduce reduces reduced boost boosts
cut cuts increase increases increased decrease decreases decreased prevent prevents prevented
worsen worsens worsened curb curbs curbed halve halves halved double doubles doubled protect protects
protected cure cures cured shorten shortens shortened lengthen lengthens lengthened ease eases eased
""".split()
)
# Words that make an effect verb a contribution to the effect rather than the whole of it: "discounts
# that could help lower the price", "rate cuts helped boost lending", "physiotherapy can help ease back
# pain", "a late goal helped lift the side". A claim that drops one says more than the source.
CONTRIBUTION_WORDS = frozenset("help helps helped helping".split())
# Words after which an effect verb's form is an adjective or a passive, not a cause: "had lower
# readings", "a reduced fare", "was cut", "were raised", "is improved".
NOT_BEFORE_EFFECT_VERB = frozenset(
    "a an the is are was were be been being am has have had having its their his her our your my much far even".split()
)
# Determiners that may open an effect verb's object ("reduced the pass rate", "cut its budget"), though
# they are stop words.
DETERMINERS = frozenset("the a an its their his her our your my this that these those some many most all".split())
# Language that reports co-occurrence without a cause.
ASSOCIATION_PHRASES = (
    "associated with",
    "association between",
    "association with",
    "linked to",
    "linked with",
    "link between",
    "correlated with",
    "correlation between",
    "correlates with",
    "coincided with",
    "coincides with",
    "related to",
    "relationship between",
    "tied to",
    "went along with",
    "accompanied by",
    "is associated",
    "was associated",
    "were associated",
)
# Words that turn "caused" into "not shown to have caused" when they govern it: the phrases below, and a
# negation with one of DENIED_EVIDENCE_VERBS at most two words after it ("cannot show that coffee was the
# cause", "did not prove", "can't establish", "could not be attributed", "does not necessarily imply").
# Phrases that set aside what follows them: "a link rather than proof of cause", "an association rather than a
# cause", "blamed the weather instead of the strike". A causal word just after one is not asserted.
SET_ASIDE = ("rather than", "instead of")
CAUSAL_DENIALS = (
    # "the cancellations were not the result of a strike", "the fire was not a result of arson", "the
    # drug is not the cause of the rash": "result" and "cause" as nouns, which as bare words name no cause
    "not the result of",
    "not a result of",
    "not the cause of",
    "not a cause of",
    # "aircraft noise itself was not responsible for the difference", "the vaccine is not to blame for the
    # rise", "investigators said the weather was not behind the crash"
    "not responsible for",
    "not to blame for",
    "not behind",
    "not mean",
    "cannot say",
    "can't say",
    "no evidence that",
    "unclear whether",
    "not clear whether",
    "not possible to say",
)
# Verbs whose subject pays, spends or earns the amount after them, and so is not what the amount measures:
# "Drivers will pay £8 a day", "Households spent £30 a week on energy", "The striker earns £90,000".
PAYING_VERBS = frozenset(
    "pay pays paid paying spend spends spent spending earn earns earned earning owe owes owed".split()
)
# Prepositions before a span of time that say when or for how long something happened, not what the span
# measures: "readmitted within 30 days", "kept in custody for 12 weeks", "discharged after three days", "its
# second profit warning in three months"; and the words that place the span itself: "in the campaign's first
# six weeks", "over the past 12 months", "in the last two years", "the next five years".
SPAN_LEADS = frozenset("within in for after over during inside first last past next previous".split())
# A denial with one of these after it says when the thing happens, not that it does not: "the bridge will
# not reopen until March" (it reopens in March), "results are not due until Friday", "the ban does not
# take effect until 2026".
UNTIL_WORDS = frozenset({"until", "till"})
# ... and one with "since" after it says when the thing last happened, as a clause with "last" does: "the
# club has not won the league since 1998" (its last title came in 1998), "she has not been seen since
# Tuesday" (she was last seen on Tuesday), "rates have not been this high since 2008".
SINCE_LAST = frozenset({"since"})
LAST_WORDS = frozenset({"last"})
# Words that open a clause asking a question, which states nothing of its own ("investigating whether the
# fire was deliberate", "not designed to show whether the drug reduces deaths"). "if" asks too ("asked if
# the scan showed a break") but mostly opens a condition, whose clause runs on into what it conditions
# ("If I know the format it always affects my plan"), so it is not one of them.
QUESTION_WORDS = frozenset({"whether"})
# Words that, before a question word, say the answer is not known, so that what follows is asked, not
# stated: "it was unclear how much of the benefit came from weight loss", "it is not known why the
# pump failed", "remains uncertain whether the site will reopen".
UNSURE_WORDS = frozenset("unclear uncertain unknown".split())
ASKING_WORDS = frozenset("whether if how what why which who when".split())
# Words that leave a clause an open question or a condition, asserting nothing.
OPEN_QUESTION_WORDS = QUESTION_WORDS | {"if"}
# Words that name a cause, which a question about it leaves open: "too early to say whether the lower limit
# was responsible", "could not say whether the bypass was the reason", "investigating whether the heat was
# to blame", "asked whether the drug caused the rash". The causal check reads such a clause as a cause
# withheld.
ASKED_CAUSES = frozenset("responsible cause caused reason behind blame attributable".split())
# A negation that stands before a noun phrase denies the phrase's head, its last word: "no final decision"
# denies a decision, "no new money" money.
NEGATING_DETERMINERS = frozenset({"no"})
# Nouns of evidence a negation passes through to what they are evidence of: "no evidence the company
# acted recklessly" and "found no sign of water vapour" deny "acted" and "water", not "evidence". Reports
# are such nouns too: "denied reports that the mill will close", "denies allegations that it overcharged
# customers", "there is no speculation that the vote was rigged" ("claims" is not one: "the insurer denied
# 40% of claims" denies the claims).
EVIDENCE_NOUNS = frozenset(
    "evidence sign signs proof indication indications trace traces suggestion suggestions report reports "
    "allegation allegations rumour rumours rumor rumors speculation".split()
)
# Words of necessity a negation passes through to what is needed: "would not need additional
# contributions" and "will not be required to pay" deny the contributions and the paying, which "will have
# to make additional contributions" and "must pay" assert.
# Verbs that carry a noun's act, which a negation written after the verb passes over (Japanese lists them;
# an English negation stands before the word it denies).
SUPPORT_VERBS: frozenset[str] = frozenset()
NECESSITY_WORDS = frozenset("need needs needed require requires required obliged compelled".split())
DENIED_EVIDENCE_VERBS = frozenset(
    """
    show shows showed shown prove proves proved proven establish establishes established demonstrate
    demonstrates demonstrated confirm confirms confirmed imply implies implied conclude concluded
    attribute attributed mean meant indicate indicates indicated suggest suggests suggested
    """.split()
)

# Overstatement: words that claim more certainty or constancy than a plain report supports. A report of
# a result ("achieved a recall of 85%") does not say "always", "proves" or "certainly".
BOOSTERS = frozenset(
    """
always never invariably universally proves proved prove proven guarantees guaranteed certainly
definitely undoubtedly unquestionably conclusively
""".split()
)
# Universal quantifiers are often plain description ("every evening", "all 84 students"); they overstate
# only where the source limits the same statement ("most students", "some patients").
UNIVERSALS = frozenset("all every everyone everybody everything entirely completely totally".split())
# Quantifiers ranked by how much of a group they cover: a claim that puts a higher one where the source
# has a lower says it of more ("most residents" for "few residents", "many clubs" for "some clubs").
# "many" and "most" share a rank: both say a large part, and summaries use one for the other; "a few"
# ranks with "some".
# "a minority of" is a small part as "few" is, "a majority of" a large one as "most" is ("helped a majority
# of weaker readers" is not "helped all of them"; "a minority of tenants backed the strike" not "tenants").
QUANTIFIER_RANKS = {
    "few": 1,
    "minority": 1,
    "several": 2,
    "some": 2,
    "many": 3,
    "numerous": 3,
    "most": 3,
    "majority": 3,
}
# The share of a group, in percent (above, below), that a quantifier claims: "most residents" and "a
# majority of members" more than half, "a minority of tenants" less. Against the share the source gives
# for the same statement ("38 percent planned to raise prices" / "most owners planned to"; "54% of
# members backed the deal" / "a minority of members backed it"), one outside says otherwise.
# "mostly" says as much of what it qualifies: "3 million users, mostly in Europe" / "40% of them in Europe".
QUANTIFIER_SHARES = {"most": (50, 100), "mostly": (50, 100), "majority": (50, 100), "minority": (0, 50)}
# Hedges: words by which a source limits how sure it is. A claim that drops one states as settled what
# the source offers as possible. ("could" is left out: it is as often past ability as possibility.)
# The nouns of possibility hedge as the modals do: "a risk of losing 5 million" is "may lose 5 million",
# "a chance of a rate cut" is "the bank could cut rates", "the possibility of a replay".
HEDGES = frozenset(
    """
may might possibly perhaps likely unlikely suggests suggest suggested suggesting appears appear
appeared seems seem seemed probably potentially preliminary tentative tentatively
risk risks chance chances possibility likelihood possible
""".split()
)
# Quantifiers that limit how general a statement is. Dropping one of a large part is common and often
# harmless in a summary ("most experts doubted" -> "experts doubted"); dropping one of a small part ("a few
# residents complained" -> "residents complained") or replacing one with a universal is not, and that is
# what the certainty check and the booster list catch.
LIMITING_QUANTIFIERS = frozenset(
    """
some most many few several often usually generally typically sometimes occasionally partly partially
largely mostly numerous majority minority
""".split()
)
# Verbs that state a consensus: "doctors agree", "economists accept". On a subject with no quantifier
# they speak for the whole group, so against "some doctors suspect" or "a few economists think" they
# generalise as "all" does.
CONSENSUS_VERBS = frozenset("agree agrees agreed concur concurs concurred accept accepts accepted".split())
# Modals of possibility and of certainty. "will raise prices" for "could raise prices", "must close" for
# "may close", "does" for "might": the claim settles what the source leaves open. ("can" is left out: it
# states ability as often as possibility.)
POSSIBLE_MODALS = frozenset("could may might".split())
CERTAIN_MODALS = frozenset("will shall must would".split())
# Pronouns: a modal followed by one asks or requests ("could you take care of the food?", "may I") rather
# than says what is possible.
PRONOUNS = frozenset("i you we he she they it".split())
# Words by which a source hedges or bounds a figure ("about 40%", "up to 300 jobs", "at least 12 deaths",
# "nearly half"). A claim that drops one states a bound or an estimate as an exact figure.
FIGURE_HEDGES = (
    "about",
    "around",
    "roughly",
    "approximately",
    "nearly",
    "almost",
    "some",
    "up to",
    "at least",
    "at most",
    "as many as",
    "as much as",
    "more than",
    "less than",
    "fewer than",
    "over",
    "under",
    "an estimated",
    "estimated",
)
HEDGE_PHRASES = (
    "in some cases",
    "in many cases",
    "in most cases",
    "tends to",
    "tend to",
    "is thought to",
    # what is not ruled out may happen: "the bank did not rule out a further rise"
    "not rule out",
    "not ruled out",
    "not ruling out",
    "cannot rule out",
)

# Direction of change ("shares slipped 2%", "inflation dipped to 2.1%", "the deficit widened", "cases
# spiked", "fees were hiked"; nouns such as "rally", "slide" and "dip" are left out). Two axes are kept
# apart: up/down says where a number went, better/worse says whether that was good. "error fell" and
# "accuracy improved" are both good news on different axes, so only words on the same axis are compared.
UP = frozenset(
    """
rose rise rises rising risen increase increased increases increasing grew grow grows growing grown
climb climbed climbs climbing gain gained gains jump jumped jumps surge surged soar soared higher
more up doubled tripled expand expanded boost boosted raise raised growth
rebounded rallied spiked swelled hiked widened
""".split()
)
DOWN = frozenset(
    """
fell fall falls falling fallen decrease decreased decreases decreasing decline declined declines
declining drop dropped drops dropping shrank shrink shrinks shrunk lower lowered less fewer down
halved cut cuts reduce reduced reduces reducing plunge plunged slump slumped contract contracted
eased easing slowed slowing reduction contraction
slipped slipping dipped dipping tumbled sank slid plummeted slashed trimmed narrowed
""".split()
)
# No change: against any up or down word in its place it is a reversal ("held its rate at 4.5%" /
# "raised its rate to 4.5%", "inflation was unchanged" / "inflation rose", "stayed flat" / "fell"; a price,
# tax or pay "frozen" / "will rise": "fares will be frozen until March", "council tax was frozen").
STEADY = frozenset("unchanged steady stable flat held remained stayed same frozen froze freeze".split())
# Adjectives that call an act possible rather than certain, said of its noun: "an eruption was possible
# in the coming weeks", "a strike is likely", "further cuts are probable".
POSSIBLE_ADJECTIVES = frozenset("possible likely probable conceivable".split())
# Verbs of change that, denied, say no change: "prices have not changed since May", "the rate did not
# move", "the index hasn't budged" stand where "unchanged" does.
CHANGE_VERBS = frozenset("change changed changes move moved moves budge budged shift shifted".split())
BETTER = frozenset("improve improved improves improving better strengthened outperformed".split())
WORSE = frozenset("worsen worsened worsens worsening worse deteriorated weakened underperformed".split())
# Where something stands against a mark, a rival or a benchmark, either way: "reading scores were above
# the national average" / "lagged behind it", "the fund outperformed its benchmark" / "trailed it", "profits
# beat forecasts" / "missed forecasts", "exports exceeded imports" / "fell short of imports" (read on
# "short"), "the county's pupils outpaced the region" / "trailed the region".
# A comparative stands a thing against another as much: "regional inflation was higher than the national
# rate" / "below the national rate", "turnout was lower than in 2019" / "above 2019's", "the deficit was
# larger than forecast" / "came in below forecasts".
STANDING = (
    frozenset(
        "above ahead exceeded exceeds exceed exceeding outperformed outperforms outpaced surpassed surpass "
        "surpasses surpassing beat beats topped clear higher greater larger bigger".split()
    ),
    frozenset(
        "below behind lagged lags lagging trailed trails trailing underperformed underperforms missed short "
        "lower smaller".split()
    ),
)
# Standing words that set a figure against a mark only with "of" after them: "£3m short of its target",
# not "died at 81 after a short illness" or "a short walk from the station"; "two points clear of Pellham",
# "five strokes clear of the field", not "it was clear that".
STANDING_WITH_OF = frozenset({"short", "clear"})

# Quantities by which way is good news. "Survival improved" and "survival fell" contradict each other,
# while "unemployment improved" and "unemployment fell" agree: a better/worse word meets an up/down word
# only through what is measured. Index keys of nouns (matched on the light stem), from health, finance,
# sport, courts, local government and schooling.
MORE_IS_BETTER = frozenset(
    """
survival accuracy recall precision revenue sales profit profits earnings income wages pay turnout
attendance enrolment enrollment retention completion pass graduation literacy employment growth
output productivity yield savings reserves satisfaction vaccination uptake recovery life expectancy
wins goals points rating ratings
""".split()
)
MORE_IS_WORSE = frozenset(
    """
error errors mortality deaths death unemployment crime crimes cost costs debt deficit inflation risk
latency delay delays waiting backlog backlogs absence absences arrears poverty infection infections
admissions complaints injuries accidents emissions pollution losses defects fraud dropout homelessness
""".split()
)
# Nouns of outcome that say good and bad news about the same thing ("a gain of 4%" / "a loss of 4%").
BETTER_NOUNS = frozenset("gain gains profit profits surplus improvement improvements win victory success".split())
WORSE_NOUNS = frozenset("loss losses deficit deterioration decline defeat failure".split())

# Antonym pairs generated from WordNet 3.0 by scripts/build_antonyms.py (antonyms_en.txt, licence
# beside it): direct antonym links between frequent senses of adjectives, verbs and adverbs
# ("increase" / "decrease", "acquit" / "convict", "guilty" / "innocent"). The direction check reads
# them in an aligned slot; the negation check reads "not X" against X's antonym as agreement.
_ANTONYM_FILE = Path(__file__).with_name("antonyms_en.txt")


def _load_antonyms() -> tuple[dict[str, frozenset[str]], dict[str, str]]:
    pairs: dict[str, set[str]] = {}
    irregular: dict[str, str] = {}
    for line in _ANTONYM_FILE.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if parts[0] == "=":
            irregular.setdefault(parts[1], parts[2])
            continue
        a, b = stem(parts[0]), stem(parts[1])
        pairs.setdefault(a, set()).add(b)
        pairs.setdefault(b, set()).add(a)
    return {k: frozenset(v) for k, v in pairs.items()}, irregular


ANTONYMS, IRREGULAR_FORMS = _load_antonyms()
# The irregular pasts and participles of common verbs the antonym file does not list (it holds only those
# with an opposite), for reading a verb's tense against the source's: "took effect" is a form of "will take
# effect", "has gone" of "will go". They are kept out of the index keys: there "got a role" would meet
# "didn't get the main role" and "winning three frames to take a lead" "took frame 12", which flagged three
# faithful dev pairs. Forms that are as often other words are left out: "left", "fed", "saw", "shot".
PAST_FORMS = {
    form: base
    for base, forms in (
        ("take", "took taken"),
        ("go", "went gone"),
        ("make", "made"),
        ("give", "gave given"),
        ("come", "came"),
        ("hold", "held"),
        ("keep", "kept"),
        ("meet", "met"),
        ("pay", "paid"),
        ("sell", "sold"),
        ("buy", "bought"),
        ("build", "built"),
        ("begin", "began begun"),
        ("run", "ran"),
        ("bring", "brought"),
        ("think", "thought"),
        ("become", "became"),
        ("spend", "spent"),
        ("send", "sent"),
        ("lend", "lent"),
        ("strike", "struck"),
        ("stand", "stood"),
        ("write", "wrote written"),
        ("speak", "spoke spoken"),
        ("break", "broke broken"),
        ("choose", "chose chosen"),
        ("drive", "drove driven"),
        ("fly", "flew flown"),
        ("freeze", "froze frozen"),
        ("know", "knew known"),
        ("ride", "rode ridden"),
        ("sink", "sank sunk"),
        ("steal", "stole stolen"),
        ("throw", "threw thrown"),
        ("wear", "wore worn"),
        ("catch", "caught"),
        ("deal", "dealt"),
        ("draw", "drew drawn"),
        ("feel", "felt"),
        ("flee", "fled"),
        ("fight", "fought"),
        ("forget", "forgot forgotten"),
        ("get", "got gotten"),
        ("hear", "heard"),
        ("lead", "led"),
        ("mean", "meant"),
        ("seek", "sought"),
        ("teach", "taught"),
        ("tell", "told"),
        ("say", "said"),
        ("find", "found"),
        ("grow", "grew grown"),
        ("see", "seen"),
        ("show", "shown"),
        ("withdraw", "withdrew withdrawn"),
        ("undertake", "undertook"),
        ("overtake", "overtook overtaken"),
        ("understand", "understood"),
        ("uphold", "upheld"),
        ("sit", "sat"),
        ("win", "won"),
        ("lose", "lost"),
        ("rise", "rose risen"),
        ("fall", "fell fallen"),
        ("do", "did done"),
    )
    for form in forms.split()
}
# Short words in -ly that are no adverb of manner made from the adjective before the ending, so that they
# are never read as that adjective when opposites are looked up: degree and hedge words ("nearly 40%" is
# not "near", "hardly" not "hard", "fairly large" not "fair"), and adjectives or adverbs of their own
# ("early", "likely", "deadly", "lately", "newly"). Found by listing every five- and six-letter word in
# -ly of the dev sources whose stem has an antonym.
NOT_MANNER_ADVERBS = frozenset(
    "really nearly mostly mainly partly surely barely fairly hardly lately newly solely early likely deadly "
    "only daily".split()
)
# Endings of comparatives and superlatives, so that "larger" and "smaller" are read as "large" and
# "small" when antonyms are looked up.
COMPARATIVE_ENDINGS = ("ier", "iest", "er", "est")


# Other opposites that flip what a sentence reports when one replaces the other.
OPPOSITES = (
    ("won", "lost"),
    # a match, an election or a case won by beating the other side: "Hull beat Leeds" / "Hull lost to
    # Leeds", "the mayor defeated her challenger" / "lost to her challenger"
    ("beat", "lost"),
    ("defeated", "lost"),
    ("win", "lose"),
    ("wins", "loses"),
    ("before", "after"),
    ("first", "last"),
    ("accepted", "rejected"),
    ("approved", "rejected"),
    ("open", "closed"),
    ("opened", "closed"),
    ("success", "failure"),
    ("successful", "unsuccessful"),
    ("positive", "negative"),
    ("above", "below"),
    ("maximum", "minimum"),
    ("largest", "smallest"),
    ("highest", "lowest"),
    ("majority", "minority"),
    ("early", "late"),
    ("earlier", "later"),
    ("start", "end"),
    ("started", "ended"),
    ("true", "false"),
    ("allowed", "banned"),
    ("legal", "illegal"),
    ("supported", "opposed"),
    ("agree", "disagree"),
    ("agreed", "refused"),
    ("hired", "fired"),
    ("buy", "sell"),
    ("bought", "sold"),
    ("arrived", "departed"),
    ("entered", "left"),
    ("inside", "outside"),
    ("included", "excluded"),
    ("gained", "lost"),
    ("profit", "loss"),
    ("strong", "weak"),
    ("stronger", "weaker"),
    ("easy", "hard"),
    ("easier", "harder"),
    ("safe", "unsafe"),
    # degrees of an illness or an effect WordNet pairs with other words: "side effects were mild" /
    # "severe", "a mild winter" / "a severe winter", "mild symptoms" / "severe symptoms"
    ("mild", "severe"),
    # how bad an injury, damage or offence was: "minor injuries" / "serious injuries", "minor damage" /
    # "serious damage", "a minor offence" / "a serious offence"
    ("minor", "serious"),
    ("possible", "impossible"),
    ("likely", "unlikely"),
    ("new", "old"),
    ("men", "women"),
    # the two groups a trial, a licence or a fare is for: "approved for adults" / "for children", "a study
    # of 1,850 adults" / "of 1,850 children", "adult tickets" / "child tickets"
    ("adults", "children"),
    ("adult", "child"),
    ("male", "female"),
    ("husband", "wife"),
    ("son", "daughter"),
    ("north", "south"),
    ("east", "west"),
    ("left", "right"),
    ("morning", "evening"),
    # outcomes WordNet links only through rare senses: exams and tests ("failed its inspection" /
    # "passed its inspection"), and verdicts ("found guilty" / "acquitted")
    ("passed", "failed"),
    ("pass", "fail"),
    ("passes", "fails"),
    ("guilty", "acquitted"),
    # decisions and standings WordNet does not link: a court or council ("granted bail" / "refused bail",
    # "upheld the ruling" / "overturned the ruling", "cleared of fraud" / "convicted of fraud", "vetoed"),
    # a league table or a race ("ahead of" / "behind", "led at half-time" / "trailed at half-time"), and
    # lending rules ("tightened" / "loosened")
    ("granted", "refused"),
    ("grant", "refuse"),
    # an appeal, a claim or an application is allowed or rejected ("the inspector allowed the appeal" /
    # "dismissed the appeal", "the tribunal allowed her claim" / "rejected her claim")
    ("allowed", "rejected"),
    ("allowed", "dismissed"),
    ("allow", "reject"),
    ("upheld", "overturned"),
    ("uphold", "overturn"),
    # a complaint or a claim is upheld or dismissed ("the ombudsman upheld the complaint" / "dismissed the
    # complaint", "the tribunal upheld her claim for unfair dismissal" / "dismissed her claim")
    ("upheld", "dismissed"),
    # a target or a deadline is met or missed ("the trust met its four-hour target" / "missed its target",
    # "the council met the deadline for its accounts" / "missed the deadline")
    ("met", "missed"),
    ("meet", "miss"),
    ("approved", "vetoed"),
    ("cleared", "convicted"),
    # how a panel decided, all of it or part: "won on a unanimous decision" / "on a split decision" (boxing
    # judges), "a unanimous ruling" / "a split ruling" (a court's bench), "the board was unanimous" / "the
    # board was split"
    ("unanimous", "split"),
    ("ahead", "behind"),
    ("led", "trailed"),
    ("tightened", "loosened"),
    ("tighten", "loosen"),
    # a position WordNet pairs only as above/below: "230 m under ground" / "230 m above the surface",
    # "stayed under 10C" / "stayed above 10C", "the line runs under the river" / "above the river"
    ("above", "under"),
)

# Words that relate two names alike either way round: "Leeds drew with Hull" says what "Hull drew with
# Leeds" says, as do "met", "married", "merged with", "played", "faced", "versus". Between two names the
# sources give the other way round, any other word ("beat", "agreed to buy", "succeeded") is an exchange.
SYMMETRIC_RELATIONS = frozenset(
    "met meet meets married marry merged merge drew draw draws played play plays tied tie faced face faces "
    "versus vs against partnered partner alongside".split()
)

# Words that make a claim a record with no limit ("a record profit", "an all-time high", "the highest ever",
# "unprecedented"), and the words after a superlative that limit it in time ("the highest since 2015", "the
# lowest in 20 years", "the wettest for a decade"): a record stated of a limited superlative overstates it.
RECORD_WORDS = frozenset("record all-time ever unprecedented".split())
RECORD_NEXT: frozenset[str] = frozenset()  # a record word is one wherever it stands (Japanese needs 最 after)
SINCE_WORDS = frozenset("since in for".split())
# Places and leagues a superlative ranks within: "the largest wind farm in the country", "the busiest
# airport in the region", "the lowest scorer in the league", "the world's oldest".
RANK_PLACES = frozenset("country world nation region county state city league continent".split())
TIME_SPANS = frozenset("year decade month week century generation".split())
# Words that date by the present with one of TIME_SPANS: "this year", "next month", "last week". Such a
# date in the claim where the source has another ("return to target next year" / "this year") is moved.
RELATIVE_TIMES = frozenset("this next last previous coming".split())
# Words that place what a clause says before the time it reports: a figure a source gives as where a change
# started may be stated as it was then ("Previously, 57% of offers went to ...", "Before the merger the
# bank had 1,240 branches", "Earlier in the season the side had won four in a row", "The plant once
# employed 400").
EARLIER_WORDS = frozenset("previously earlier before formerly once prior ago last previous".split())

# Verbs that give quoted words to a speaker ('"...," said the mayor', 'Ms Holt told reporters: "..."'), with
# those that characterise something in quoted words ("the union called the offer "an insult"").
# Phrases that give the purpose of an act, ending on the "to" of its verb: what that verb acts on is the
# aim the claim states ("a 20mph limit in a bid to cut pedestrian injuries", "closed two wards in an effort
# to reduce infections", "sold the stadium in order to clear its debts"), which the evidence must name.
# A bare "to" is left out: after a verb it is no purpose ("agrees to consider the invitation").
PURPOSE_LEADS = (
    "in a bid to",
    "in an effort to",
    "in an attempt to",
    "in order to",
    "so as to",
    "with a view to",
    "aimed at",
    "designed to",
    "intended to",
)
SPEECH_VERBS = frozenset(
    "say said says told tells added adds stated states wrote writes explained replied called calls described "
    "describes dubbed".split()
    # what a study or an inquiry reports: "the survey found", "Brandt's team found" ("reported" is left
    # out: "18 reported nausea" counts patients by what they reported)
    + ["found"]
)

# Phrases that frame an act as intended, offered or attempted, not done: "offered to resign" does not say
# the minister resigned, nor "threatened to strike" that the union struck, nor "plans to close" that the
# branch closed.
# (Japanese says a plan after its verb, "閉鎖する方針": PLAN_WORDS and DONE_ENDINGS, empty in English.)
PLAN_WORDS: frozenset[str] = frozenset()
DONE_ENDINGS: tuple[str, ...] = ()
INTENTION_FRAMES = (
    "offered to",
    "offers to",
    "threatened to",
    "threatens to",
    "tried to",
    "tries to",
    "attempted to",
    "sought to",
    "seeks to",
    "plans to",
    "planned to",
    "intends to",
    "intended to",
    "hopes to",
    "hoped to",
    "proposed to",
    "proposes to",
    "aims to",
    "aimed to",
    "vowed to",
    "pledged to",
    "promised to",
    "agreed to",
    "agrees to",
    "is expected to",
    "was expected to",
    "are expected to",
    "were expected to",
    # a timetable: "the line is due to reopen on 3 March", "the report is due to be published in June",
    # "ministers are due to vote next week" ("was due to" is as often a cause: "the delay was due to a strike")
    "is due to",
    "are due to",
    # a plan or a question still open: "consult on a plan to close three libraries", "a proposal to merge
    # the two schools", "is considering whether to sell the ground"
    "a plan to",
    "the plan to",
    "a proposal to",
    "the proposal to",
    "whether to",
)
# Verbs of weighing a decision still to be made, and the past forms that say it was made: a frame over one
# of the first ("is expected to consider the application", "will vote on the bill next week", "plans to
# review the licence") is against a claim of the second ("approved the application", "passed the bill",
# "revoked the licence").
# Verbs in -ing that weigh an act named by their object, not yet decided: "is considering a listing",
# "exploring a sale of the club", "weighing a bid", "mulling a merger", "studying a move to Leeds", "the
# regulator is examining the merger", "the council is reviewing the licence", "is consulting on closing
# three libraries", "the regulator is consulting on capping fees".
DELIBERATING = frozenset(
    "considering exploring weighing mulling studying contemplating examining reviewing consulting".split()
)
DELIBERATION_VERBS = frozenset("consider review decide vote debate assess examine weigh discuss rule".split())
DECIDED = frozenset(
    """
    approved rejected granted refused passed backed blocked endorsed upheld overturned dismissed revoked
    awarded ratified vetoed cleared accepted adopted
    """.split()
)
# Verbs of asking for a thing, which say nothing of whether it was given: "has applied for a £2m grant",
# "sought permission to expand", "requested an extension", "asked for more time", "bid for the contract",
# and of putting it forward for others to decide: "the ministry has proposed banning flavours",
# "the panel recommended a 4% pay rise"; and the past forms that say it was given or got ("was granted
# £2m", "was given permission", "received an extension", "won the contract").
REQUESTING = frozenset(
    """
    applied applying sought seeking requested requesting asked asking bid bidding proposed proposes proposing
    recommended recommends recommending
    """.split()
)
RECEIVED = frozenset("given received won secured obtained got".split())

# Prefixes joined to a number to make an ordinary word of it, not a name: "mid-2020s", "pre-1990
# buildings", "post-2008 crash", "a top-10 finish" (stop words do the same: "over-65s", "under-18s").
NUMBER_PREFIXES = frozenset("mid pre post non top".split())

# Quantities a figure can measure. A figure is bound to the nearest of these in its clause; words in
# one group name the same quantity. Anything not listed can still be bound through the noun a count
# sits on ("84 students"), which the figures check reads directly.
MEASURE_GROUPS = (
    ("accuracy",),
    ("error", "errors", "error rate", "misclassification"),
    ("recall", "sensitivity", "true positive rate", "hit rate"),
    ("precision", "positive predictive value"),
    ("f1", "f1 score", "f-score", "f1-score"),
    ("specificity", "true negative rate"),
    ("auc", "roc auc", "auroc"),
    ("false positive", "false positives", "false positive rate", "false alarms"),
    ("false negative", "false negatives", "false negative rate", "misses"),
    ("latency", "response time", "delay"),
    ("throughput",),
    ("revenue", "sales", "turnover"),
    ("profit", "profits", "earnings", "net income"),
    ("cost", "costs", "spending", "expenses"),
    ("price", "prices"),
    ("score", "scores", "exam scores", "test scores", "grade", "grades", "marks"),
    ("attendance",),
    # "those surveyed", "of those polled", "those questioned" name the respondents of a survey or a poll
    ("participants", "respondents", "subjects", "surveyed", "polled", "questioned", "interviewed"),
    ("students", "pupils"),
    ("users", "customers"),
    # "about a tenth of its workforce" for "10% of its 3,100 staff"; "a workforce of 4,000" for "4,000 staff"
    ("employees", "staff", "workers", "headcount", "workforce", "personnel"),
    ("population", "residents"),
    ("mortality", "deaths", "death rate"),
    ("unemployment", "jobless rate"),
    ("inflation",),
    # a central bank's rate, by any of the names reports give it: "the ECB held its key rate at 4%", "the
    # Fed's benchmark rate", "Bank Rate", "the base rate", "its main policy rate"
    (
        "interest rate",
        "interest rates",
        "key rate",
        "benchmark rate",
        "base rate",
        "policy rate",
        "main rate",
        "bank rate",
        "key interest rate",
        "benchmark interest rate",
        "main interest rate",
    ),
    ("growth",),
    ("market share",),
    ("temperature",),
    ("completion", "completion rate"),
    ("retention", "retention rate"),
    ("coverage",),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}
# Heads that say what kind of quantity a phrase is, not what it measures: "the vacancy rate", "the number
# of arrests", "the share of adults who smoke", "the median wait", "a total of 40 cases". Two measures are
# compared on their other words ("vacancy rate" and "unemployment rate" differ; "rate of vacancies" and
# "vacancy rate" agree).
# Words that place a figure in time rather than say what it measures: "7% last year", "45 a week",
# "3% this quarter", "12,000 now", "40 so far".
TIME_WORDS = frozenset(
    """
last next this previous past coming year years month months week weeks day days quarter quarters season
seasons decade decades century annually yearly monthly weekly daily ago earlier later today tonight now
then currently previously so afterwards beforehand
""".split()
)
# Adjectives that follow a quantity to say which of its dimensions is meant, not what is measured: "a
# trail 30 km long", "a pitch 68 m wide", "a patient 84 years old", "a village 3 miles away"; and where a
# quantity puts one thing against another: "72 seconds ahead of Damsma", "five points behind", "four points
# clear at the top", "45 minutes late", "£3m short of its target".
DIMENSION_WORDS = frozenset(
    "long wide high tall deep thick old away apart heavy across ahead behind clear late early short".split()
)
# Words after an amount that give it to each of several ("$11,000 apiece", "£85,000 each"): what the amount
# is for is said elsewhere, not by them.
DISTRIBUTIVES = frozenset("apiece each".split())
# Generic nouns of quantity: what a measure's other words say is measured ("vacancy rate", "the number of
# patients", "parcel volumes", "trading volume", "traffic volumes": the parcels, the trading, the traffic).
MEASURE_HEADS = frozenset(
    """
rate rates number numbers share shares level levels proportion percentage percentages total totals amount
amounts figure figures value values count counts average median mean sum ratio fraction index volume volumes
""".split()
)

# A small paraphrase lexicon for coverage: words in one group count as each other when the checks ask
# "does the evidence say this?". Only near-synonyms an editor would accept without argument.
PARAPHRASES = (
    ("rise", "rose", "increase", "climb", "grow", "grew", "gain", "go up", "went up", "jump", "higher"),
    (
        "fall",
        "fell",
        "drop",
        "decline",
        "decrease",
        "shrink",
        "shrank",
        "go down",
        "went down",
        "lower",
        "reduce",
        "reduction",
    ),
    ("improve", "improvement", "get better", "got better", "better"),
    ("worsen", "get worse", "got worse", "deteriorate", "worse"),
    ("use", "used", "using", "usage"),
    ("show", "showed", "shown", "demonstrate", "indicate", "reveal"),
    ("find", "found", "finding", "observe", "observed", "detect", "detected"),
    ("study", "trial", "experiment", "evaluation", "pilot"),
    ("student", "pupil", "learner"),
    ("exam", "examination", "test"),
    ("score", "mark", "grade", "result"),
    ("company", "firm", "business"),
    ("buy", "purchase", "acquire", "bought", "acquired"),
    ("say", "said", "state", "stated", "tell", "told", "report", "reported"),
    ("big", "large", "major"),
    ("small", "minor"),
    ("begin", "start", "launch", "began", "started", "launched"),
    ("end", "finish", "conclude", "ended", "finished", "concluded"),
    ("close", "closed", "closing", "closure", "shut", "shutting"),
    ("help", "assist", "aid"),
    ("doctor", "physician"),
    ("car", "vehicle", "automobile"),
    ("kill", "killed", "die", "died", "dead", "death"),
    # a court's or a regulator's sum ("fined Arlow $4.8m" / "a $4.8m penalty"), and harm to people ("no one
    # was injured" / "nobody was hurt", "three people were hurt" / "three injuries")
    ("fine", "fined", "penalty", "penalties"),
    ("injure", "injured", "injury", "injuries", "hurt"),
    ("include", "comprise", "involve", "included", "comprised", "involved"),
    ("rare", "uncommon", "infrequent"),
    ("percent", "%", "per cent", "percentage"),
)

# Pronouns and generic references whose meaning lives in the previous sentence.
LEANING_OPENERS = frozenset("it its they their them this these that those he she his her such".split())
# Words with which a claim speaks of its source rather than of the world: "The article describes the
# council's plan", "the hosts discuss the transfer window", "the transcript of the hearing mentions two
# witnesses". A source rarely names itself, so these words need no support of their own: retrieval
# weighs them as it weighs the sentence before the claim.
FRAMING_WORDS = frozenset(
    """
document article podcast episode transcript conversation dialogue speaker speakers host hosts narrator
discusses discussed discussing discuss talks talked talking mentions mentioned explains explained
describes described
""".split()
)
GENERIC_REFERENTS = frozenset(
    """
company firm organisation organization model system study paper report team group researchers authors
classifier tool assistant product drug treatment method approach program programme project survey
trial government agency school university city country
""".split()
)

# The period a company or agency reports a figure for, by the words that name it: a loss "for the second
# quarter" is not an "annual" loss, nor "first-half" revenue a "full-year" one. "quarter" as a fraction ("a
# quarter of staff", "three quarters") names no period: the figure reader takes it as a fraction.
REPORTING_PERIODS = {
    "year": ("annual", "annually", "yearly", "full-year", "full year", "for the year", "whole-year", "whole year"),
    "half": (
        "half-year",
        "half year",
        "half-yearly",
        "first-half",
        "first half",
        "second-half",
        "second half",
        "interim",
        "six months",
        "six-month",
    ),
    "quarter": (
        "quarter",
        "quarterly",
        "first-quarter",
        "second-quarter",
        "third-quarter",
        "fourth-quarter",
        "three months",
        "three-month",
        "q1",
        "q2",
        "q3",
        "q4",
    ),
    "month": ("monthly",),
}
