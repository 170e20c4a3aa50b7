"""negation: the claim and the matching source clause must agree on whether the thing happened.

What it catches
    A clause of the claim whose counterpart in the source has the opposite polarity: "did not find
    defects" restated as "found defects", or a "not" added on the way to a tidier sentence. The
    counterpart is the source clause that says the rest of the claim clause in the same order (or,
    failing that, the one sharing most of its words), so a "not" elsewhere in the source sentence does
    not count. A negated word against its antonym in the same place is agreement, not a flip: "did not
    pass" is "failed", "was not convicted" is "was acquitted", "did not approve" is "rejected".
    A phrase such as "refused to", "failed to", "yet to" or "no longer" negates as "not" does, denying the
    word after it ("should no longer be *sold*"). The other part of a whole, its act denied ("had yet to be
    removed from 178 of the 390" for "removed from 212 of the 390"), restates the source. Negations of the
    two sides that deny the same word cancel,
    so one left over on one side still counts ("should no longer be sold without a prescription" against
    "can still be sold without a prescription"). What another passage of the
    evidence names need not be in the source clause, which may call it "the company". A negated clause
    elsewhere in the evidence made only of the claim clause's words, among them one the matching clause
    lacks, denies that part ("It was not approved for children" after "approved the drug for adults").
    A verb by which a thing is no longer there ("scrapped", "abolished", "ruled out") agrees with a
    negation and says nothing against a clause without one; a negation of it undoes it ("was not
    scrapped", "has not ruled out an appeal", which is against "has ruled out an appeal"). "Was convicted
    of" says "guilty of" in its place: two words that are each the opposite of a third mean the same.

    A denial worded otherwise than its source ("was not born on 3 March 1901" against "Grant (3 March
    1901, Leeds)") is read without a clause to align with: when no clause of the evidence, nor any
    passage using the denied word, says anything negative about it, the sources cannot be saying it (a
    negation after the words the claim's own negation follows counts: "the sum agreed has not been
    disclosed" for "the sum agreed has not been made public"). If the evidence says the rest of the
    clause, or the denied word itself and enough of the clause to count as evidence for it, the source
    states what the claim denies (a contradiction); otherwise the denial is unsupported. A clause that
    opens with a name, or with a pronoun standing for one ("she" for the name the sentence opens with), is
    answered by a source sentence negating what that name does, however it words the rest ("she did not
    comment" / "Ortiz declined to comment"). A change denied ("変えない") is no change said otherwise
    ("据え置く"), a Japanese word with 外 after it says no ("対象外" for "適用されない"), and what it is
    too early to do is not done yet.

Why it matters
    Word overlap scores a sentence and its negation as near-identical; the meaning is reversed.

Example
    Source "The inspection did not find defects in the new batch." Claim "The inspection found defects
    in the new batch." -> the source says the opposite.
"""

from __future__ import annotations

from types import ModuleType
from weakref import WeakKeyDictionary

import numpy as np
import regex

from .. import verdict
from ..model import Claim, Finding, Passage
from ..retrieve import Corpus
from ..text import cjk
from ..text.analysis import CALENDAR_WORDS, CJK_LANGUAGES, Analysis, has_phrase, is_negation, is_plural, phrase_spans
from ..text.figures import NUMBER_WORDS, same_value
from ..text.keys import key_of
from ..text.segment import TITLES
from ..text.tokens import Token
from .align import (
    Aligned,
    RootedKeys,
    SlotAlignment,
    Unit,
    aligned_clause,
    cite,
    clause_key_set,
    clause_keys,
    finding,
    hypothetical,
    sion_of_verb,
    slot_tokens,
    verb_of_sion,
    without_attribution,
)
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes
from .causal import causal_span
from .complement import complement_restated
from .coverage import near_keys
from .direction import alike, opposed

needs_evidence = True
id = "negation"

fires = [
    Fires(
        "Some of them were contaminated with nitrates.",
        "Tests on 40 village wells were completed in May. None of the wells were contaminated with nitrates, the "
        "water board said.",
        CONTRADICTION,
        "Some of them were contaminated with nitrates",
        note="water: 'none of the wells' denies what the group is said to be, whatever the claim calls it",
    ),
    Fires(
        "The absence of asbestos was confirmed.",
        "Inspectors confirmed asbestos was present in the roof.",
        CONTRADICTION,
        "absence",
        note="'absence of' denies what the source says is present",
    ),
    Fires(
        "Of the 50 applicants, 20 were neither interviewed nor offered a place.",
        "Of 50 applicants, 20 were interviewed and 12 were offered a place without interview.",
        CONTRADICTION,
        "nor",
        note="the same 20 the source says were interviewed",
    ),
    Fires(
        "The club has not won the league since 1998.",
        "The club won the league in 1998 and again in 2004.",
        CONTRADICTION,
        "not",
        note="without 'last' the source's win after 1998 is what the denial denies",
    ),
    Fires(
        "About 1,200 homes in the district lack loft insulation.",
        "Around 1,200 homes in the district have loft insulation, the survey found.",
        CONTRADICTION,
        "lack",
        note="housing: 'lack' says no without a negation word",
    ),
    Fires(
        "The bill lacks cross-party support.",
        "The bill has cross-party support, the minister said.",
        CONTRADICTION,
        "lacks",
    ),
    Fires(
        "The council has decided to pedestrianise Bridge Street.",
        "The council said no final decision on pedestrianising Bridge Street would be taken before January.",
        CONTRADICTION,
        "The council has decided to pedestrianise Bridge Street",
        note="'no' denies the head of the phrase after it, and a decision is what 'decided' makes",
    ),
    Fires(
        "The government announced new money for the flood defence scheme.",
        "The government announced no new money for the flood defence scheme, to the anger of local MPs.",
        CONTRADICTION,
        "The government announced new money for the flood defence scheme",
    ),
    Fires(
        "The company confirmed the paper mill will close.",
        "The company denied reports that the paper mill will close.",
        CONTRADICTION,
        "The company confirmed the paper mill will close",
        note="a denial passes through the reports it denies to what they report",
    ),
    Fires(
        "The council has yet to publish the audit report.",
        "The council published the audit report on Monday.",
        CONTRADICTION,
        "yet",
        note="what is yet to happen has not happened",
    ),
    Fires(
        "Aldcott was denied parole despite completing a programme for violent offenders.",
        "The panel said he still posed a risk to the public, citing his failure to complete a violent offender "
        "programme.",
        CONTRADICTION,
        "completing",
        note="every passage that says 'complete' denies it ('failure to'), one of them about the programme",
    ),
    Fires(
        "地元自治体はすでに再稼働に同意している。",
        "規制委は審査書案を了承した。地元自治体の同意は得られていない。",
        CONTRADICTION,
        "地元自治体はすでに再稼働に同意している",
        note="a negation after a verb that carries a noun's act (得る) denies the noun, consent",
    ),
    Fires(
        "The water company said the lead came from its mains.",
        "The water company said the lead came from older household pipes rather than its mains.",
        CONTRADICTION,
        "The water company said the lead came from its mains",
        note="what 'rather than' sets aside is denied in its place",
    ),
    Fires(
        "Tenants must pay the deposit upfront.",
        "Under the new rules, tenants will not be required to pay the deposit upfront.",
        CONTRADICTION,
        "Tenants must pay the deposit upfront",
        note="the negation passes through a word of necessity ('required') to what is denied, paying",
    ),
    Fires(
        "Lena Ortiz was sacked by Corby Town on Monday; she did not comment.",
        "Corby Town dismissed coach Lena Ortiz on Monday. The club did not give a reason.",
        UNSUPPORTED,
        "not comment",
        note="the source's negation is of another subject, the club",
    ),
    Fires(
        "The vaccine can still be given without a doctor's referral.",
        "The regulator said the vaccine should no longer be given without a doctor's referral.",
        CONTRADICTION,
        "The vaccine can still be given without a doctor's referral",
        note="'no longer' denies 'given'; the 'without' of each side denies the same word and cancels",
    ),
    Fires(
        "The airline has not ruled out an appeal against the fine.",
        "The airline has ruled out an appeal against the fine, saying it accepted the findings.",
        CONTRADICTION,
        "The airline has not ruled out an appeal against the fine",
        note="a negation undoes a verb that says a thing will not be ('ruled out'), against the verb alone",
    ),
    Fires(
        "The former councillor was convicted of misconduct in public office.",
        "A jury found the former councillor not guilty of misconduct in public office.",
        CONTRADICTION,
        "The former councillor was convicted of misconduct in public office",
        note="'convicted' says 'guilty' in its place: both are the opposite of 'acquitted'",
    ),
    Fires(
        "The recording session was not scrapped in the end.",
        "In the summer of 2013, the entire recording session with the producer was scrapped.",
        CONTRADICTION,
        "The recording session was not scrapped in the end",
        note="a negation of a verb by which a thing is no longer there undoes it",
    ),
    Fires(
        "The firm went into administration in March.",
        "The firm avoided administration in March after a last-minute rescue deal.",
        CONTRADICTION,
        "The firm went into administration in March",
        note="what is avoided did not happen",
    ),
    Fires(
        "The ferry service was suspended until 2019.",
        "The ferry service was not suspended until 2019, when the pier collapsed.",
        CONTRADICTION,
        "The ferry service was suspended until 2019",
        note="a state that ended in 2019 against one that began then: both say 'until', so they are opposites",
    ),
    Fires(
        "The inspectors judged the bridge to be safe for lorries.",
        "The inspectors did not consider the bridge to be safe for lorries.",
        CONTRADICTION,
        "The inspectors judged the bridge to be safe for lorries",
        note="the negated word stands where the claim has its own, the rest of the clauses alike",
    ),
    Fires(
        "The auditors found the accounts to be accurate in every respect.",
        "The auditors did not judge the accounts to be accurate in every respect, the report says.",
        CONTRADICTION,
        "The auditors found the accounts to be accurate in every respect",
    ),
    Fires(
        "The board has not commanded its 900 engineers to uninstall the chat tool from laptops and phones that "
        "hold official software.",
        "The board has ordered its 900 engineers to remove the chat tool from their laptops and phones if "
        "official software is installed.",
        CONTRADICTION,
        "not commanded",
        note="the denied word and some others in other words, with nothing negative anywhere: the evidence "
        "holds enough of the rest of the clause to be stating what the claim denies",
    ),
    Fires(
        "The minister refused to comment on the report.",
        "The minister commented on the report on Monday. She refused to comment on the leak.",
        CONTRADICTION,
        "refused",
        note="the evidence refuses to comment on something else",
    ),
    Fires(
        "Regulators approved the drug for children with severe asthma.",
        "Regulators approved the drug for adults with severe asthma. It was not approved for children, "
        "because the trials included too few of them.",
        CONTRADICTION,
        "Regulators approved the drug for children with severe asthma",
        note="another sentence, made only of the claim's words, denies the part the matching one lacks",
    ),
    Fires(
        "The new tram line will serve the airport.",
        "The new tram line will run from the city centre to the stadium. It will not serve the airport until 2031.",
        CONTRADICTION,
        "The new tram line will serve the airport",
    ),
    Fires(
        "Economists said the housing market has crashed.",
        "Economists said one bad month for prices does not mean the housing market has crashed.",
        CONTRADICTION,
        "Economists said the housing market has crashed",
        note="'does not mean' denies what follows it, as 'no evidence that' does",
    ),
    Fires(
        "許可がない場合でも、店長は残業を命じることができる。",
        "第3条　本部の許可がない場合、店長は残業を命じてはならない。",
        CONTRADICTION,
        "店長は残業を命じることができる",
        note="a permission against a prohibition; the endings of 命じる carry no key, so the clauses align",
    ),
    Fires(
        "The trust has approved a new cancer unit at the hospital.",
        "The hospital wants a new cancer unit, but the trust has not approved it.",
        CONTRADICTION,
        "The trust has approved a new cancer unit at the hospital",
        note="the clause that names the unit is not negated; the one that calls it 'it' denies the approval",
    ),
    Fires(
        "The museum owns all of the paintings in its collection.",
        "The museum owns many of the paintings in its collection, but not all of them.",
        CONTRADICTION,
        "The museum owns all of the paintings in its collection",
        note="aligned in place with the first clause; the second denies the 'all' that the first lacks",
    ),
    Fires(
        "The regulator found that the landlord deliberately overcharged its tenants.",
        "The regulator fined the landlord £40,000 for overcharging 300 tenants. The regulator said it found no "
        "evidence that the overcharging was deliberate.",
        CONTRADICTION,
        "The regulator found that the landlord deliberately overcharged its tenants",
        note="the clause that shares most words has no negation, but the sources say 'deliberate' only where "
        "they say there is no evidence of it",
    ),
    Fires(
        "Investigators found signs of sabotage on the pipeline.",
        "Investigators have found no sign of sabotage on the pipeline, a spokesperson said.",
        CONTRADICTION,
        "Investigators found signs of sabotage on the pipeline",
    ),
    Fires(
        "The inquiry found that the council deliberately delayed the repairs.",
        "The inquiry into the flats said it found no evidence that the council's delay to the repairs was deliberate.",
        CONTRADICTION,
        "The inquiry found that the council deliberately delayed the repairs",
        note="'deliberately' and 'deliberate' share a key, so the clauses align",
    ),
    Fires(
        "The inspector said the firm had failed to strike a fair balance.",
        "The inspector said the firm had struck a fair balance between cost and safety.",
        CONTRADICTION,
        "failed",
        note="'failed to' negates; 'struck' is a form of 'strike'",
    ),
    Fires(
        "The new stadium has been approved by the council.",
        "Plans for a new 30,000-seat stadium by the river were submitted in May. The stadium has not yet "
        "been approved by the council.",
        CONTRADICTION,
        "The new stadium has been approved by the council",
        note="'the stadium' in the source is the new stadium another passage describes",
    ),
    Fires(
        "Harbour Ferries said several sailings had been cancelled.",
        "Harbour Ferries runs the island route. The company said no sailings had been cancelled.",
        CONTRADICTION,
        "Harbour Ferries said several sailings had been cancelled",
        note="the source calls the named firm 'the company' in the clause that says the rest",
    ),
    Fires(
        "社員は、副業を行うことができます。",
        "社員は、会社の許可なく副業を行ってはならない。",
        CONTRADICTION,
        "社員は、副業を行うことができます",
        note="a prohibition ('てはならない') against a permission; shown is the negation denying the verb",
    ),
    Fires(
        "The judge said the company had acted recklessly.",
        "The judge said there was no evidence the company had acted recklessly.",
        CONTRADICTION,
        "The judge said the company had acted recklessly",
        note="'no evidence' denies what it is evidence of",
    ),
    Fires(
        "The telescope found water vapour in the planet's atmosphere.",
        "Observations with the telescope found no sign of water vapour in the planet's atmosphere.",
        CONTRADICTION,
        "The telescope found water vapour in the planet's atmosphere",
    ),
    Fires(
        "Harlow was not appointed to lead the inquiry into the flooding.",
        "Harlow will lead the inquiry into the flooding. Residents told the inquiry the flooding did not reach "
        "the high street.",
        CONTRADICTION,
        "not appointed",
        note="the source's negation is about something else: what the flooding did not reach",
    ),
    Fires(
        "出張中の職員も、会議室を予約することができます。",
        "出張中の職員は、会議室を予約することができない。",
        CONTRADICTION,
        "出張中の職員も、会議室を予約することができます",
        note="Japanese puts the negation after the verb, with particles between",
    ),
    Fires(
        "The inspection found defects in the new batch of parts.",
        "The inspection did not find defects in the new batch of parts.",
        CONTRADICTION,
        "The inspection found defects in the new batch of parts",
    ),
    Fires(
        "The trial did not reduce mortality among older patients.",
        "The trial reduced mortality among older patients.",
        CONTRADICTION,
        "not",
    ),
    Fires(
        "Regulators approved the merger after a long review.",
        "Regulators never approved the merger after a long review.",
        CONTRADICTION,
        "Regulators approved the merger after a long review",
    ),
    Fires(
        "The striker was not fit for the cup final on Sunday.",
        "The striker was fit for the cup final on Sunday.",
        CONTRADICTION,
        "not",
    ),
    Fires(
        "The bank passed the regulator's stress test this year.",
        "The bank did not pass the regulator's stress test this year.",
        CONTRADICTION,
        "The bank passed the regulator's stress test this year",
    ),
    Fires(
        "The hospital met its four-hour target for emergency care in January.",
        "The hospital has not met its four-hour target for emergency care since January.",
        CONTRADICTION,
        "The hospital met its four-hour target for emergency care in January",
    ),
    Fires(
        "Grant was not born on 3 March 1901 in Leeds.",
        "Grant (3 March 1901, Leeds - 1980) was a painter.",
        CONTRADICTION,
        "not born",
        note="worded otherwise, but the evidence says the rest of the clause with no negation anywhere",
    ),
    Fires(
        "The museum has not lent the painting to galleries in Madrid, Vienna and Boston.",
        "The painting travelled to Madrid last year. Vienna and Boston galleries will show it next, the museum "
        "confirmed.",
        CONTRADICTION,
        "not lent",
    ),
    Fires(
        "The engineers did not find cracks in the old pillars of the riverside stadium before the season.",
        "Cracks were found, the report says. The engineers had examined every pillar in March.",
        CONTRADICTION,
        "not find",
        note="the evidence holds the denied word and part of the clause, in two sentences, with nothing negative",
    ),
    Fires(
        "The agency has not directed its 900 staff to delete the messaging app from laptops that run official "
        "software.",
        "The agency told its 900 staff to delete the messaging app from work laptops. Staff risk not being able "
        "to use official software on older laptops.",
        CONTRADICTION,
        "not directed",
        note="the source's negation denies what the far end of the claim's denial names, not the directing",
    ),
    Fires(
        "Sam heard that his flatmate Rick was not happy living with him.",
        "Sam: hey, I overheard my flatmate Rick say something yesterday.",
        UNSUPPORTED,
        "not happy",
        note="the names are in the evidence, but nothing of what the negation denies",
    ),
    Fires(
        "The landlord was not fined for the damp flats.",
        "Tenants complained about damp flats across the estate for two winters.",
        UNSUPPORTED,
        "not fined",
        note="a denial that no passage of the evidence backs with anything negative",
    ),
    Fires(
        "The club folded in May because the council had not stepped in.",
        "The council stepped in with a £200,000 loan, but the club folded in May.",
        CONTRADICTION,
        "not",
        note="a cause states a fact, unlike a condition ('had the council not stepped in')",
    ),
    Fires(
        "The tenants asked if the landlord had been fined, but he was not fined.",
        "The landlord was fined £4,000 for the damp flats, the council said.",
        CONTRADICTION,
        "not",
        note="housing: 'asked if' asks, and conditions nothing",
    ),
    Fires(
        "Nobody was hurt in the derailment, the inspectorate said.",
        "Two passengers were hurt in the derailment, the inspectorate said.",
        CONTRADICTION,
        "Nobody",
        note="transport: the attribution after the comma is no part of what is denied",
    ),
    Fires(
        "The team said the water vapour detection suggests the planet may be habitable.",
        "The team cautioned that the detection does not indicate the planet is habitable, as surface "
        "temperatures are likely to exceed 200C.",
        CONTRADICTION,
        "The team said the water vapour detection suggests the planet may be habitable",
        note="science: 'does not indicate' denies what follows as 'did not show' does",
    ),
    Fires(
        "The podcast episode is not about old friends comparing their favourite snacks and drinks.",
        "Jo: my favourite snack is still salt and vinegar crisps. Sam: drinks-wise I'm all about ginger beer. "
        "Jo: we've been friends since primary school and we always argue about snacks.",
        CONTRADICTION,
        "not about old friends comparing their favourite snacks and drinks",
        note="a summary that denies what its source is, where the source holds the words of what is denied",
    ),
]
passes = [
    Passes(
        "Nearly 60% of the county's bridges were not inspected on time.",
        "Only 41% of the county's bridges were inspected on time last year, the audit found.",
        note="roads: the share of the rest, denied, is the source's share stated: 100% - 41% = 59%",
    ),
    Passes(
        "The trial found no difference in survival between the two treatments.",
        "Survival rates were the same for both treatments, the trial found.",
        note="health: a noun in -ence shares the antonyms of its adjective ('difference', 'different' / 'same')",
    ),
    Passes(
        "Of the 32 churches closed in 2023, a dozen were neither sold for housing nor taken on by a trust.",
        "The Church closed 32 churches in 2023. Of the buildings closed, 14 were sold for conversion to housing and "
        "six were taken over by a trust.",
        note="the denial is of another group (a dozen) than the clause that says it positively (14)",
    ),
    Passes(
        "The club has not won the league since 1998.",
        "The club's last league title came in 1998.",
        note="sport: a denial since a time says when the thing last happened",
    ),
    Passes(
        "Hartley has not been seen since Tuesday.",
        "Police said Hartley was last seen on Tuesday evening near the station.",
    ),
    Passes(
        "More than a third of the area's 41,000 cats still lack a microchip.",
        "The council estimates that about 38% of the area's 41,000 pet cats are not yet microchipped.",
        note="animal welfare: 'lack' and 'not' deny the same thing",
    ),
    Passes(
        "About 1,200 homes in the district lack loft insulation.",
        "Around 1,200 homes in the district have no loft insulation, the survey found.",
    ),
    Passes(
        "The council has made no final decision on the bridge.",
        "The council has taken no final decision on the bridge yet.",
        note="both deny the decision",
    ),
    Passes(
        "The charity's council grant has not gone up in three years.",
        "The charity's council grant has been frozen at £410,000 for three years.",
        note="a verb with 'up' denied says no change, which 'frozen' says otherwise",
    ),
    Passes(
        "Bus fares have not come down since 2022.",
        "Bus fares have stayed at £2.50 since 2022.",
        note="transport: 'not come down' against 'stayed at'",
    ),
    Passes(
        "Applications must be made no later than 30 June.",
        "Applications must be made by 30 June at the latest.",
        note="'no later than' bounds a date; it denies nothing",
    ),
    Passes(
        "No fewer than 40 people were hurt.",
        "At least 40 people were hurt in the crash.",
    ),
    Passes(
        "Unemployment in the region has not changed since spring, at 5.1%.",
        "The regional jobless rate held at 5.1%, the same as in the spring, the statistics office said.",
        note="a change denied is no change, which 'held' says",
    ),
    Passes(
        "By November, cladding had not been removed from 178 of the 390 buildings identified in Rostmere.",
        "The ministry said cladding had been removed from 212 of the 390 buildings identified in Rostmere.",
        note="the other part of the whole (178 + 212 = 390), denied where the source's part is stated",
    ),
    Passes(
        "Thackeray won the title but cannot collect the £240,000 prize.",
        "Thackeray won the title. As an amateur she is not eligible to collect the £240,000 prize money.",
        note="'not eligible to collect' reaches collecting: the two sides deny the same act",
    ),
    Passes(
        "The rise was driven by energy costs.",
        "The rise was driven by energy costs rather than food prices, the statistics office said.",
        note="'rather than' denies food prices, which the claim does not name",
    ),
    Passes(
        "Drivers who do not pay the congestion charge will face an £80 penalty.",
        "Drivers must pay the £15 congestion charge; those who fail to pay face an £80 penalty.",
        note="a negated relative clause picks out whom the consequence holds for, as 'if' does; it denies nothing",
    ),
    Passes(
        "The council has not decided on the depot's future.",
        "The council said no decision had been made on the future of the depot.",
        note="'no decision' says nothing was decided: a noun in -sion is its verb's word",
    ),
    Passes(
        "Lena Ortiz was sacked by Corby Town on Monday; she did not comment.",
        "Corby Town dismissed coach Lena Ortiz on Monday. Ortiz declined to comment.",
        note="the pronoun stands for the sentence's subject, whom the source denies in other words",
    ),
    Passes(
        "Victor Hamm was barred by the board; he did not challenge the ruling.",
        "The board banned Victor Hamm from the industry. Hamm did not contest the decision.",
    ),
    Passes(
        "The vaccine can no longer be given without a doctor's referral.",
        "The regulator said the vaccine should no longer be given without a doctor's referral.",
        note="both negations on both sides",
    ),
    Passes(
        "The central bank did not rule out a further rate rise in March.",
        "The central bank said a further rate rise in March remained possible.",
        note="what is not ruled out may happen: no denial",
    ),
    Passes(
        "Some 300 passengers were disrupted when 12 flights were scrapped on Friday.",
        "The airline cancelled 12 flights on Friday, affecting about 300 passengers.",
        note="a privative verb against the same act in other words says nothing either way",
    ),
    Passes(
        "He was waived two days later.",
        "Two days after signing him, the club waived the forward, who was on a non-guaranteed contract.",
        note="the same privative verb on both sides, whatever each says it of",
    ),
    Passes(
        "The council is scrapping parking charges in the town centre.",
        "Drivers will pay no parking charges in the town centre from May, the council said.",
        note="scrapped charges are no charges",
    ),
    Passes(
        "The blaze drew 40 firefighters and eight engines, and no one was hurt.",
        "Forty firefighters and eight engines were sent to the blaze. Nobody was hurt, but nearby roads were closed.",
        note="'no one' denies the hurt, which the source's 'Nobody was hurt' denies too",
    ),
    Passes(
        "Most of the tenants said they had been unable to secure a repair within a month.",
        "A survey of 300 tenants found that 61% had been unable to get a repair in the following four weeks.",
        note="the same denial with another verb: what both negations govern is the repair",
    ),
    Passes(
        "The driver avoided a ban.",
        "The driver was not banned after pleading exceptional hardship.",
        note="both deny the ban",
    ),
    Passes(
        "The bridge will not reopen until March.",
        "The bridge will reopen in March once repairs to its deck are finished.",
        note="a denial with 'until' says when; the source gives the same time",
    ),
    Passes(
        "The wind farm will not be built until 2027.",
        "Construction of the wind farm will start in 2027, the developer said.",
    ),
    Passes(
        "Daniel Hart denied the fraud charges.",
        "The jury acquitted Daniel Hart on Thursday after a three-week trial. He had denied the fraud charges.",
        note='the evidence denies the same words with the claim\'s own verb, in a clause that calls him "he"',
    ),
    Passes(
        "Regulators approved the drug for adults with severe asthma.",
        "Regulators approved the drug for adults with severe asthma. It was not approved for children, "
        "because the trials included too few of them.",
        note="the denial is of a word the claim does not use",
    ),
    Passes(
        "The scheme coincided with a fall in burglaries.",
        "The data do not show that the scheme caused the fall in burglaries, the report said.",
        note="what is not shown is the cause; the fall it would have caused is not denied",
    ),
    Passes(
        "Ticket sales rose in March.",
        "Ticket sales rose in March but not in April.",
        note="the denial is of April, which the claim does not say",
    ),
    Passes(
        "Police are investigating whether the fire at the warehouse was deliberate.",
        "Fire crews said there was no evidence that the blaze at the warehouse was deliberate.",
        note="an open question asserts nothing the sources could deny",
    ),
    Passes(
        "The tablet reduced hospital stays for older patients.",
        "There was no evidence that the tablet reduced deaths, but it reduced hospital stays for older patients.",
        note="what the denial is about ('the tablet') is taken up again by a statement that is not denied",
    ),
    Passes(
        "Harbour Ferries said no sailings had been cancelled.",
        "Harbour Ferries runs the island route. The company said no sailings had been cancelled.",
    ),
    Passes(
        "社員は、会社の許可なく副業を行ってはなりません。",
        "社員は、会社の許可なく副業を行ってはならない。",
        note="the same prohibition, politely",
    ),
    Passes(
        "Police found no evidence of a break-in at the depot.",
        "Officers said there was no evidence of a break-in at the depot.",
        note="both sides deny it",
    ),
    Passes(
        "The authorities have found no evidence of poison in the schools.",
        "The authorities, which opened an inquiry, have not found any evidence of poison.",
        note="the source's negation governs words of the claim: 'not found any evidence of poison'",
    ),
    Passes(
        "The minister did not comment on the leaked report.",
        "The minister refused to comment on the leaked report.",
        note="a phrase that negates without a negation word",
    ),
    Passes(
        "The club did not renew the goalkeeper's contract.",
        "The club declined to renew the goalkeeper's contract in May.",
    ),
    Passes(
        "Will asks for help because the apps he installed are not working.",
        "Will: I installed the apps, as it says on the box, but they don't work. Can you help?",
        note="the negation is in another clause of the sentence that says the rest",
    ),
    Passes(
        "Residents told the council that the new bus timetable was not working for them.",
        "Residents said at the meeting that the new timetable doesn't suit residents who work shifts.",
        note="the source's negation governs a word the claim says before its own",
    ),
    Passes(
        "Carly says she was sick, not drunk.",
        "Carly: I wasn't drunk. I was sick!",
        note="the negation is in another sentence of the source, about the denied word",
    ),
    Passes(
        "The jury acquitted the driver of dangerous driving.",
        "The driver was found not guilty of dangerous driving by the jury.",
        note="a negated word against its antonym, in another order",
    ),
    Passes(
        "The planning committee rejected the housing scheme last week.",
        "Last week the housing scheme was not approved by the planning committee.",
    ),
    Passes(
        "The inspection did not find defects in the new batch of parts.",
        "The inspection did not find defects in the new batch of parts.",
    ),
    Passes(
        "The drug reduced hospital stays for older patients.",
        "The drug reduced hospital stays for older patients but did not reduce mortality.",
    ),
    Passes("The team not only met the deadline but also cut costs.", "The team met the deadline and also cut costs."),
    Passes(
        "Half of the candidates did not pass the driving test on their first attempt.",
        "Half of the candidates failed the driving test on their first attempt.",
        note="a negated word against its antonym in the same place is agreement",
    ),
    Passes(
        "The former treasurer was not convicted of fraud at the crown court.",
        "The former treasurer was acquitted of fraud at the crown court.",
    ),
    Passes(
        "The council did not approve the plan for a new car park.",
        "The council rejected the plan for a new car park.",
    ),
    Passes(
        "The defendant was found not guilty of the assault charge.",
        "The defendant was found innocent of the assault charge.",
    ),
    Passes(
        "町は来年4月から子どもの医療費の自己負担をなくす。",
        "町は来年4月から、子どもの医療費について通院・入院とも自己負担を無料にします。",
        note="なく after を is the verb なくす (to do away with), not a negation",
    ),
    Passes(
        "The new library not only lends books but also runs coding classes.",
        "The new library lends books and runs coding classes for teenagers.",
        note='"not only" does not negate its clause',
    ),
    Passes(
        "The speaker does not recommend any particular diet.",
        "Today I want to talk about diets. I've tried the zone diet and keto, and honestly every diet works for "
        "some people. I won't recommend which diet to follow.",
        note="a denial of the source's own content that the source makes too",
    ),
    Passes(
        "The delay was caused by a signal fault, not the weather.",
        "Officials blamed a signal fault rather than the snow for the delay.",
        note="transport: 'X rather than Y' draws the contrast 'X, not Y' does",
    ),
    Passes(
        "Nobody was hurt in the derailment.",
        "No one was injured when the train left the track, the operator said.",
        note="'hurt' and 'injured' share a key",
    ),
    Passes(
        "The results suggest the vaccine is safe for children.",
        "The results suggest the vaccine is safe for children, the regulator said.",
        note="health: a verb of showing with no negation denies nothing",
    ),
    Passes(
        "Had the council not stepped in, the club would have folded.",
        "The council stepped in with a £200,000 loan, saving the club from collapse.",
        note="sport and local government: a negation in a condition states no fact",
    ),
    Passes(
        "The club would have folded had the council not stepped in.",
        "The council stepped in with a £200,000 loan, saving the club from collapse.",
        note="the condition inverted after the modal of what would have followed",
    ),
    Passes(
        "Customers should contact the helpline if the meter is not working.",
        "If a meter stops working, customers should call the helpline, the supplier said.",
        note="utilities: the condition of an instruction",
    ),
    Passes(
        "パート職員には支給されない。",
        "手当の支給対象は正社員とし、パート職員は対象外とする。",
        note="benefits (Japanese): a word with 外 after it says no, as a negation does",
    ),
    Passes(
        "来年度の給食費は変えない。",
        "市は来年度の学校給食費を月額4,500円に据え置く。",
        note="school meals (Japanese): a change denied is what 据え置く says, though the verb's kana split it",
    ),
    Passes(
        "The sum agreed has not been made public.",
        "The builder and the council settled the dispute, but the sum agreed has not been disclosed.",
        note="courts: a negation after the words the claim's negation follows denies the same thing, worded otherwise",
    ),
    Passes(
        "The club could not yet say how long the striker will be out.",
        "The club said it was too soon to say how long the striker would be out with the knee injury.",
        note="sport: what it is too soon to do is not done yet",
    ),
]


def _negations(lex: ModuleType, tokens: list[Token], about: set[str] | None = None) -> list[Token]:
    """The words of ``tokens`` that negate, with the first word of a phrase that negates without a
    negation word ("refused to comment" says what "did not comment" says). Given ``about`` (the index
    keys of the clause compared with), such a phrase counts only when what it denies is one of them: "were
    unable to find evidence" says nothing negative about "The authorities, which opened an inquiry"."""
    out = []
    norms = [t.norm for t in tokens]
    for i, t in enumerate(tokens):
        if is_negation(t, lex) and not _in_idiom(norms, i, lex.NEGATION_IDIOMS) and not _number_sign(tokens, i):
            out.append(t)
    phrase = has_phrase(tokens, lex.NEGATION_PHRASES)
    if phrase is not None:
        first = next(i for i, t in enumerate(tokens) if t.start == phrase[0])
        last = next(i for i, t in enumerate(tokens) if t.end == phrase[1])
        denied = _governed(tokens, tokens[last], lex)
        if about is None or (denied is not None and key_of(denied.text) in about):
            out.append(tokens[first])
    # a verb by which a thing is no longer there ("scrapping the tax"), likewise, or where the clause
    # compared with uses the same verb ("He was waived" / "have waived Rashad Vaughn"), or where a negation
    # of the clause turns it ("did not rule out a rise": the two go together, and cancel)
    for i, t in enumerate(tokens):
        if (
            _privative_at(lex, tokens, i)
            and (
                about is None
                or key_of(t.text) in about
                or ((denied := _governed(tokens, t, lex)) is not None and key_of(denied.text) in about)
                or any(u in out for u in tokens[max(0, i - PRIVATIVE_REACH) : i])
            )
            and t not in out
        ):  # "ruled out" is a negating phrase as well
            out.append(t)
    return out


PRIVATIVE_REACH = 2  # words before a privative verb in which a negation turns it ("has not ruled out")


def _stated_against(
    lex: ModuleType, negations: list[Token], tokens: list[Token], other: list[Token], their_negations: list[Token]
) -> list[Token]:
    """Of one side's ``negations`` (in ``tokens``), those denying a word the ``other`` side says with no
    negation of its own denying it."""
    said = RootedKeys(set(clause_keys(other)))
    # what the other side's negations reach, a few words on ("is not eligible to collect the prize" denies
    # collecting too), each word by its root ("without consulting" / "without a public consultation")
    theirs = RootedKeys({k for t in their_negations for k in _reach(other, t, lex)})
    out = []
    for t in negations:
        if _is_privative(lex, t):
            out.append(t)  # "waived" denies nothing of its object; both sides saying it is agreement
            continue
        denied = _governed(tokens, t, lex)
        if denied is not None and (k := key_of(denied.text)) in said and k not in theirs:
            out.append(t)
    return out


_REACH_WORDS = 3  # informative words after a negation that it may deny


def _reach(tokens: list[Token], negation: Token, lex: ModuleType) -> list[str]:
    """The index keys of the words a negation may deny: the first few it governs, and, for one that
    negates a noun ("found no evidence"), the verb before it, which "did not find any evidence" denies."""
    scope = _scope_of(tokens, negation, lex)
    if not lex.NEGATION_BEFORE_WORD:
        scope = scope[::-1]
    reach = [k for t in scope if (k := key_of(t.text))][:_REACH_WORDS]
    if negation.norm in _NOUN_NEGATIONS:
        at = next(i for i, t in enumerate(tokens) if t is negation)
        reach += [k for t in tokens[max(0, at - 1) : at] if (k := key_of(t.text))]
    return reach


_NOUN_NEGATIONS = frozenset("no none nothing nobody".split())


def _number_sign(tokens: list[Token], i: int) -> bool:
    """ "No" written as a number sign, before the number it marks: "world No 34", "the No. 1 seed"."""
    return tokens[i].text == "No" and i + 1 < len(tokens) and tokens[i + 1].text[:1].isdigit()


def _in_idiom(norms: list[str], i: int, idioms: tuple[str, ...]) -> bool:
    """Whether the negation word at ``i`` stands in one of the language's phrases in which it does not
    negate ("not only", "を なく" for the verb なくす)."""
    for idiom in idioms:
        words = idiom.split()
        for k, word in enumerate(words):
            if word == norms[i] and i >= k and norms[i - k : i - k + len(words)] == words:
                return True
    return False


def _privative_at(lex: ModuleType, tokens: list[Token], i: int) -> bool:
    """A verb by which a thing is no longer there, at ``tokens[i]``: "scrapped", or one that says so with
    "out" after it ("ruled out an appeal")."""
    t = tokens[i]
    return t.norm in lex.PRIVATIVE_VERBS or (
        t.norm in lex.PRIVATIVE_WITH_OUT and i + 1 < len(tokens) and tokens[i + 1].norm == "out"
    )


def _is_privative(lex: ModuleType, t: Token) -> bool:
    """A negation found as a privative verb (a word that is no negation is among them only as one)."""
    return t.norm in lex.PRIVATIVE_VERBS or t.norm in lex.PRIVATIVE_WITH_OUT


def _denying(lex: ModuleType, negations: list[Token]) -> list[Token]:
    """A clause's negations when they deny, none when they cancel out: a negation of a verb by which a
    thing is no longer there undoes it ("was not scrapped" says it is still there, "did not rule out a
    rise" that a rise may come)."""
    if any(_is_privative(lex, t) for t in negations) and len(negations) % 2 == 0:
        return []
    return negations


def _privative(lex: ModuleType, negations: list[Token]) -> bool:
    """Whether every negation found is a verb by which a thing is no longer there ("scrapped"): it agrees
    with a negation, but against a clause without one says nothing either way ("scrapped" / "cancelled")."""
    return bool(negations) and all(_is_privative(lex, t) for t in negations)


def _antonym_in_place(an: Analysis, aligned: SlotAlignment) -> bool:
    """A word of the claim with its antonym in its place in the source: with opposite polarity, the
    two say the same thing ("did not pass" / "failed")."""
    for slot in aligned.of_kind("word"):
        for mine in slot_tokens(an, slot.claim):
            if any(opposed(an.lex, mine.norm, t.norm) for t in slot_tokens(aligned.analysis, slot.source)):
                return True
    return False


WORD_SLOT_OTHER_MAX = 3  # words the other side may have in the place of a word slot's one word


def _in_word_slot(an: Analysis, aligned: SlotAlignment | Aligned, word: Token, claim_side: bool) -> bool:
    """Whether ``word`` (of the claim clause, or of the source clause) stands alone in a word slot of the
    alignment: the two clauses agree around it, and the other has a word or a few of its own there."""
    if not isinstance(aligned, SlotAlignment):
        return False
    lex = an.lex

    def worded(units: tuple[Unit, ...], analysis: Analysis) -> list[Unit]:
        # the negation itself may stand in the slot beside the word ("not consider" for "judged")
        return [u for u in units if not any(is_negation(t, lex) for t in slot_tokens(analysis, (u,)))]

    for slot in aligned.of_kind("word"):
        mine, theirs = worded(slot.claim, an), worded(slot.source, aligned.analysis)
        own, other = (mine, theirs) if claim_side else (theirs, mine)
        # the other side may say more in that place ("bird flu was thought" where a clause that names
        # bird flu in the clause before says "was not deemed")
        if len(own) == 1 and 1 <= len(other) <= WORD_SLOT_OTHER_MAX and own[0].start <= word.start < own[0].end:
            return True
    return False


def _means_alike(lex: ModuleType, word: Token, tokens: list[Token], other: list[Token]) -> bool:
    """Whether ``other`` has a word that means ``word`` (of ``tokens``), followed by the same word."""
    at = next((i for i, t in enumerate(tokens) if t is word), None)
    if at is None or at + 1 >= len(tokens):
        return False
    after = tokens[at + 1].norm
    return any(
        other[k + 1].norm == after and key_of(other[k].text) and alike(lex, word.norm, other[k].norm)
        for k in range(len(other) - 1)
    )


def _negated_antonym(an: Analysis, n: int, source: Analysis, clause: int) -> bool:
    """The word a negation governs on one side is the antonym of a word the other side says instead,
    wherever the clauses put them: "found not guilty" and "acquitted", "was not approved" and "was
    rejected" say the same thing."""
    mine, theirs = an.clause_tokens(n), source.clause_tokens(clause)
    for negated, other in ((mine, theirs), (theirs, mine)):
        lex = an.lex
        governed = [negated[i + 1] for i, t in enumerate(negated[:-1]) if is_negation(t, lex)]
        said = {t.norm for t in other} - {t.norm for t in negated}
        if any(opposed(lex, g.norm, word) for g in governed for word in said):
            return True
    return False


def _says_no(an: Analysis, n: int, negation: Token, denied: Token, evidence: Evidence) -> bool:
    """Whether the sources say something negative about what the claim clause denies: a negation word,
    or a phrase that negates without one ("failed to", "refused to"), in a sentence of the evidence, or
    any sentence using the denied word, that holds the denied word or enough of the claim clause's other
    words to be about it ("sick, not drunk" against "I wasn't drunk")."""
    want = key_of(denied.text)
    keys = set(clause_keys(an.clause_tokens(n), lambda t: is_negation(t, an.lex)))
    # the words of a compound count one by one: "not semantics-preserving" / "do not preserve semantics"
    parts = {k for t in an.clause_tokens(n) if "-" in t.text for w in t.text.split("-") if (k := key_of(w))}
    # a negation elsewhere must deny the claim clause's words short of the far end of what the claim's
    # negation governs: "risk not being able to use the official apps" says nothing negative about "has
    # not ordered staff to delete the app from devices that have official apps"
    clause = an.clause_tokens(n)
    far = set(clause_keys(_scope_of(clause, negation, an.lex))) - _first_governed(clause, negation, an.lex)
    near = (keys - far) | {want} | parts
    corpus = evidence.corpus
    indices = [p.index for p in evidence.passages]
    for word in (want, sion_of_verb(want)):
        if word is not None and corpus.has_key(word):
            indices += [int(i) for i in corpus.postings_of(word)[: verdict.NEGATION_SEARCH_PASSAGES]]
    subject = _subject_keys(an, n)
    lead = _lead_keys(clause, negation)
    for index in dict.fromkeys(indices):
        # the whole sentence: "I installed the apps, but they don't work" says no about the apps
        have = corpus.keys(index)
        if subject and subject & have and _denies_of(corpus.analysis(index).tokens, subject, an.lex):
            return True  # "he did not challenge the ruling" for "Hamm did not contest the decision"
        if len(lead & have) >= LEAD_SHARED_MIN and _denied_after(corpus.analysis(index), lead, an.lex):
            return True  # "the discount agreed has not been disclosed" for "... has not been made public"
        # the denied word as itself or as the noun made from it ("no decision" for "nothing was decided")
        held = want is not None and want in RootedKeys(have)
        if not held and len(keys & have) < verdict.NEGATED_WORD_CONTEXT_MIN:
            continue  # read the sentence only when it is about the denied words
        # A sentence holding the denied word says no with any negation ("constraints that preserve the
        # semantics are not enforced"); one that only shares other words of the clause, with a negation
        # of one of them, within the words it governs: "have not found any evidence of poison" is about
        # "no evidence of poison", but "Stewart would not start the race" says nothing negative about
        # "Smith was hired to replace Stewart"
        tokens = corpus.analysis(index).tokens
        about = keys | {want} | parts
        negations = _negations(an.lex, tokens, about)
        if negations and (held or parts & have or any(_denies(tokens, t, an.lex, near) for t in negations)):
            return True
        if an.lang == "ja" and any(t.text.endswith(cjk.NEGATING_SUFFIXES) and cjk.negated_word(t.text) for t in tokens):
            # "製造現場の従業員は対象外とする" says no about "製造現場で働く社員には適用されない"; a prefix does not
            # count here, since many words are made with one (不登校, 不動産, 未成年)
            return True
    return False


_STANDING_PRONOUNS = frozenset("he she it they".split())  # pronouns that stand for a name said before
_PERSONAL_PRONOUNS = frozenset("he she".split())
SUBJECT_NEGATION_REACH = 3  # words from a named subject to its negation: "Hamm did not", "Hamm has never"


def _subject_keys(an: Analysis, n: int) -> set[str]:
    """The index keys of the person or body a clause is about, when it opens with a name ("Hamm did not
    ...") or with a pronoun standing for the last name before it ("Victor Hamm ... ; he did not ...")."""
    tokens = an.clause_tokens(n)
    if len(tokens) > 1 and tokens[0].norm in TITLES:
        tokens = tokens[1:]  # "Mr. Patel did not attend": the name after the title opens the clause
    if not tokens:
        return set()
    first = tokens[0]
    names = [e for e in an.entities if e.kind == "name"]
    if first.norm in _STANDING_PRONOUNS:
        # "he" or "she" for the sentence's subject, the name it opens with ("Victor Hamm, a former director,
        # has been barred by the Financial Conduct Board ...; he did not challenge it"); "it" or "they" for
        # the last name before
        before = [e for e in names if e.end <= first.start]
        named = (before[0] if first.norm in _PERSONAL_PRONOUNS else before[-1]) if before else None
    else:
        named = next((e for e in names if e.start == first.start), None)
    key = key_of(named.keys[-1]) if named else None  # the surname: "Hamm" for "Victor Hamm"
    return {key} if key else set()


def _lead_keys(clause: list[Token], negation: Token) -> set[str]:
    """The index keys of the last ``LEAD_WORDS`` informative words of a clause before its negation: what
    it says something is not done to or by ("the discount agreed" of "however, the discount agreed has not
    been made public", "new full-time undergraduate lending" of "Ministers expect ... of the value of new
    full-time undergraduate lending never to come back")."""
    keys = [k for t in clause if t.end <= negation.start and (k := key_of(t.text))]
    return set(keys[-LEAD_WORDS:])


LEAD_WORDS = 4  # informative words before a negation that name what it denies something of
LEAD_SHARED_MIN = 2  # of them, those a source clause must share before its own negation
LEAD_REACH = 3  # words from the last of them to that negation: "the sum agreed has not", "loans will never"


def _denied_after(source: Analysis, lead: set[str], lex: ModuleType) -> bool:
    """Whether a clause of the sentence negates something after at least half of ``lead`` (and
    ``LEAD_SHARED_MIN`` of it): it denies something of what the claim clause does, in other words ("the
    value of new full-time undergraduate loans will never be repaid" for "... of new full-time undergraduate
    lending never to come back")."""
    tokens = source.tokens
    for negation in _negations(lex, tokens):
        at = next(i for i, t in enumerate(tokens) if t is negation)
        clause = source.clauses[source.clause_of(at)]
        shared = lead & {k for t in tokens[clause.first : at] if (k := key_of(t.text))}
        # the negation follows the shared words closely, as the claim's does: "many of these examples
        # diverge in meaning from the input or do not appear" denies nothing of the examples' meaning
        close = any(key_of(t.text) in lead for t in tokens[max(clause.first, at - LEAD_REACH) : at])
        if close and len(shared) >= LEAD_SHARED_MIN and 2 * len(shared) >= len(lead):
            return True
    return False


def _denies_of(tokens: list[Token], subject: set[str], lex: ModuleType) -> bool:
    """Whether a sentence negates what the subject does: a negation within ``SUBJECT_NEGATION_REACH``
    words after the subject's name ("Hamm did not contest the decision")."""
    for i, t in enumerate(tokens):
        if key_of(t.text) in subject:
            after = tokens[i + 1 : i + 1 + SUBJECT_NEGATION_REACH]
            if _negations(lex, after) and not any(key_of(u.text) in subject for u in after):
                return True
    return False


def _denies(tokens: list[Token], negation: Token, lex: ModuleType, about: set[str]) -> bool:
    """Whether one of the first ``NEGATION_SCOPE_WORDS`` informative words a negation governs is in
    ``about``."""
    return bool(_first_governed(tokens, negation, lex) & about)


def _first_governed(tokens: list[Token], negation: Token, lex: ModuleType) -> set[str]:
    """The index keys of the first ``NEGATION_SCOPE_WORDS`` informative words a negation governs."""
    scope = _scope_of(tokens, negation, lex)
    words = [k for t in (scope if lex.NEGATION_BEFORE_WORD else reversed(scope)) if (k := key_of(t.text))]
    return set(words[: verdict.NEGATION_SCOPE_WORDS])


def _governed(tokens: list[Token], negation: Token, lex: ModuleType) -> Token | None:
    """The informative word a negation denies: the first after it ("were not *timed* to air", "nothing to
    do with *Starbucks*"), past a noun of evidence ("no evidence the *company* acted", "no sign of
    *water*"), or in a language that puts the negation after the verb, the last before it (Japanese
    "承認し*ない*")."""
    at = next(i for i, t in enumerate(tokens) if t is negation)
    if negation.norm == "none" and at + 1 < len(tokens) and tokens[at + 1].norm == "of":
        # "none of the schools *posed* a risk", "none of them *posed*": the group is the subject, and what
        # is denied is what it did, the first informative word past the group's name
        k = at + 2
        while k < len(tokens) and not key_of(tokens[k].text):
            k += 1  # "the", "them"
        while k < len(tokens) and key_of(tokens[k].text) and not tokens[k].norm.endswith(("ed", "ing")):
            plural = is_plural(tokens[k])
            k += 1
            if plural:
                break  # "none of the new homes": the plural ends the group's name
        return next((t for t in tokens[k:] if key_of(t.text) and not t.is_number), None)
    if lex.NEGATION_BEFORE_WORD:
        # a phrase the negation opens denies the word after the phrase: "no longer *sold*"
        ends = [
            b for a, b in phrase_spans(tokens[at : at + _PHRASE_REACH], lex.NEGATION_PHRASES) if a == negation.start
        ]
        while ends and at + 1 < len(tokens) and tokens[at + 1].end <= ends[0]:
            at += 1
    # after a verb, the verb's word, past its endings in kana and a verb that only carries a noun's act
    # ("同意は得られていない" denies 同意)
    near = (
        tokens[at + 1 :]
        if lex.NEGATION_BEFORE_WORD
        else (t for t in reversed(tokens[:at]) if not _HIRAGANA.fullmatch(t.text) and t.text not in lex.SUPPORT_VERBS)
    )
    # a count in words is no more what is denied than one in digits: "no one was injured" denies the injury
    first = next(
        (
            t
            for t in near
            if key_of(t.text)
            and not t.is_number
            and t.norm not in NUMBER_WORDS
            and t.norm not in lex.EVIDENCE_NOUNS
            and t.norm not in lex.NECESSITY_WORDS
        ),
        None,
    )
    if first is None or negation.norm not in lex.NEGATING_DETERMINERS or tokens[at + 1] is not first:
        return first
    # "no final decision", "no new money": a negation before a noun phrase denies its head, the phrase's last
    # word, which a plural ends ("no cars allowed") and a verb form does not continue
    head, k = first, at + 2
    while (
        k < len(tokens)
        and k - at <= _DENIED_PHRASE_WORDS
        and not is_plural(head)
        and key_of(tokens[k].text)
        and not tokens[k].is_number
        and not tokens[k].norm.endswith(("ed", "ing"))
    ):
        head, k = tokens[k], k + 1
    return head


_DENIED_PHRASE_WORDS = 3  # words of a noun phrase a negation before it denies ("no final decision")


_HIRAGANA = regex.compile(r"\p{Hiragana}+")
_PHRASE_REACH = 3  # words a negating phrase may take ("no longer", "failed to")


def _asks(source: Analysis) -> bool:
    """A source sentence that is a question states nothing: "it worked fine last month?" neither
    confirms nor denies."""
    return source.text.rstrip().endswith("?")


def _scope_of(tokens: list[Token], negation: Token, lex: ModuleType) -> list[Token]:
    """The words a negation governs in its clause: those after it, or before it in a language that puts
    the negation after the verb."""
    at = next(i for i, t in enumerate(tokens) if t is negation)
    return tokens[at + 1 :] if lex.NEGATION_BEFORE_WORD else tokens[:at]


def _stated_plainly(
    an: Analysis, n: int, negation: Token, denied: Token, evidence: Evidence
) -> tuple[Passage, Analysis, int] | None:
    """The evidence clause that says the rest of the claim clause without a negation: the one holding the
    denied word and enough of the clause's other words, or, when the evidence as a whole holds half of
    the clause (``DENIAL_STATED_MIN``), or the denied word and enough of the clause to count as evidence
    for it (so that, but for its negation, the clause is what the evidence says), the clause holding most
    of it. None when the evidence says too little of the clause to be about the same thing."""
    want = key_of(denied.text)
    clause = without_attribution(an, an.clause_tokens(n))
    keys = clause_keys(clause, lambda t: is_negation(t, an.lex))
    others = set(keys) - {want}
    corpus = evidence.corpus
    weights = {k: corpus.idf_of(k) for k in keys}
    total = sum(weights.values()) or 1.0
    covered: set[str] = set()
    best: tuple[float, Passage, Analysis, int] | None = None
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        for m in range(len(source.clauses)):
            have = clause_key_set(source, m)
            if want in have and len(others & have) >= verdict.NEGATED_WORD_CONTEXT_MIN:
                return p, source, m
            if _asks(source):
                break
            shared = have & set(keys)
            covered |= shared
            overlap = sum(weights[k] for k in shared) / total
            if best is None or overlap > best[0]:
                best = (overlap, p, source, m)
    # where the evidence says the denied word itself, a smaller share of the clause will do
    held = sum(weights[k] for k in covered) / total
    # the lower bar rests on reading the words either side of the denied one, which a language that puts
    # its negation and verb last (Japanese "承認が不要") does not give
    stated_min = verdict.DENIAL_STATED_MIN if an.lex.NEGATION_BEFORE_WORD else verdict.ALIGN_MIN
    bar = verdict.DENIAL_COVERED_MIN if want in covered else stated_min
    if best is None or held < bar:
        return None
    # what the negation denies must be said too, not only the names around it: "overheard Rick say
    # something" does not say "Rick was happy living with him"
    if not set(clause_keys(_scope_of(clause, negation, an.lex))) & covered:
        return None
    if want not in covered and held < verdict.ALIGN_MIN:
        # the denied word said otherwise ("has ordered its staff to remove the app" for "has not commanded
        # its staff to uninstall the app") with less of the clause: only where the evidence says what
        # stands either side of it, the one the clause is about and what the word does to it;
        # "complained about damp flats" says nothing of a landlord being fined for them
        at = next(i for i, t in enumerate(clause) if t is denied)
        side = [
            set(clause_keys(clause[:at], lambda t: is_negation(t, an.lex))),
            _first_governed(clause, denied, an.lex),
        ]
        if not all(keys & covered for keys in side):
            return None
    return best[1], best[2], best[3]


def _says_when(lex: ModuleType, negated: list[Token], other: list[Token]) -> bool:
    """Whether a negated clause with "until" after its negation says when the thing happens, the time
    the other clause gives it without "until": "will not reopen until March" is "will reopen in March".
    Against "will serve the airport" (no time), "will not serve the airport until 2031" still denies it,
    and against "was considered a threat until 1997" (a state that ended), "was not considered a threat
    until 1997" is the opposite. So with "since" after the negation, against a clause that says when the
    thing last happened: "has not won the league since 1998" is "its last league title came in 1998"."""
    first = next((i for i, t in enumerate(negated) if is_negation(t, lex)), None)
    at = (
        next((i for i in range(first + 1, len(negated)) if negated[i].norm in lex.UNTIL_WORDS | lex.SINCE_LAST), None)
        if first is not None
        else None
    )
    if at is None:
        return False
    if negated[at].norm in lex.SINCE_LAST and not any(t.norm in lex.LAST_WORDS for t in other):
        return False  # "has not won since 1998" against "won in 1998" is the opposite
    # a time: a year or date, a month or day, or a time word ("until 2031", "until March", "until next week"),
    # not an event ("until possession has been established"); the other side must say it word for word
    when = []
    for t in negated[at + 1 : at + 1 + UNTIL_TIME_WORDS]:
        if t.is_number or t.norm in CALENDAR_WORDS or t.norm in lex.TIME_WORDS:
            when.append(t.norm)
        elif when or t.norm not in lex.STOP_WORDS:
            break
    if not when or any(t.norm in lex.UNTIL_WORDS | lex.SINCE_LAST for t in other):
        return False
    words = [t.norm for t in other]
    return any(words[i : i + len(when)] == when for i in range(len(words) - len(when) + 1))


UNTIL_TIME_WORDS = 3  # words after "until" that say the time ("until next March", "until 2031")


def _a_change(an: Analysis, n: int, denied: Token) -> bool:
    """Whether the denied word says a change: a verb of change, or a verb with "up" or "down" after it
    ("gone up", "come down", "put up")."""
    if denied.norm in an.lex.CHANGE_VERBS:
        return True
    tokens = an.clause_tokens(n)
    at = next((k for k, t in enumerate(tokens) if t.start == denied.start), None)
    return at is not None and at + 1 < len(tokens) and tokens[at + 1].norm in _PARTICLES_OF_CHANGE


_PARTICLES_OF_CHANGE = frozenset({"up", "down"})


def _steady_said(an: Analysis, said: set[str], evidence: Evidence) -> bool:
    """Whether the evidence says something stayed as it was: a word of ``STEADY`` among its words, or in
    Chinese and Japanese anywhere its text writes one, since their tokens split a verb from its kana
    ("据え置きます" for "中学生以下の料金は変えない")."""
    if said & an.lex.STEADY:
        return True
    if an.lang not in CJK_LANGUAGES:
        return False
    texts = [evidence.corpus.analysis(p.index).text for p in evidence.passages]
    return any(word in text for text in texts for word in an.lex.STEADY)


def _unsupported_negation(an: Analysis, n: int, mine: list[Token], evidence: Evidence) -> Finding | None:
    """A claim clause that denies something while no passage of the evidence says anything negative: the
    sources cannot be saying it. Where the evidence states the denied word plainly in a clause about the
    same thing, it says the opposite; otherwise the denial is merely unsupported."""
    negation = next((t for t in mine if t.norm not in an.lex.STOP_WORDS), None)
    if negation is None:
        return None  # "without" and "nor" lead a phrase, which the coverage check reads
    if _privative(an.lex, mine) or not _denying(an.lex, mine):
        # "flights were scrapped" against "cancelled 38 flights": the act said otherwise; "did not rule out
        # a rise" denies nothing
        return None
    if any(t.norm in an.lex.UNTIL_WORDS for t in an.clause_tokens(n)) and _says_when(
        an.lex, an.clause_tokens(n), [t for p in evidence.passages for t in evidence.corpus.analysis(p.index).tokens]
    ):
        return None  # "will not be built until 2027" against "construction will start in 2027"
    denied = _governed(an.clause_tokens(n), negation, an.lex)
    if denied is None or _says_no(an, n, negation, denied, evidence) or _set_aside(an, negation, evidence):
        return None
    said = {t.norm for p in evidence.passages for t in evidence.corpus.analysis(p.index).tokens}
    if any(opposed(an.lex, denied.norm, word) for word in said):
        return None  # "did not pass" against "failed": the same statement
    if _a_change(an, n, denied) and _steady_said(an, said, evidence):
        # "has not changed since spring" against "held at 5.1%", "has not gone up in three years" against
        # "has been frozen for three years": no change, said otherwise
        return None
    first, last = min(negation.start, denied.start), max(negation.end, denied.end)
    words = an.text[first - an.offset : last - an.offset]
    plain = _stated_plainly(an, n, negation, denied, evidence)
    if plain is not None and _denied_otherwise(an, n, negation, plain[1].clause_tokens(plain[2])):
        return None  # "unable to get an NHS appointment" for "unable to secure an NHS appointment"
    if plain is not None:
        passage, source, m = plain
        clause_text = source.clause_text(m)
        span = (source.clauses[m].start, source.clauses[m].end)
        return finding(
            id,
            CONTRADICTION,
            f'The claim says "{words}"; the evidence says it without a negation',
            f"The claim denies this, but the evidence says the rest of it without a negation: "
            f'{cite(evidence, passage)}, in the clause "{clause_text}".',
            (first, last),
            passage,
            span,
        )
    if (framed := _denies_the_source(an, n, negation, evidence)) is not None:
        return framed
    return finding(
        id,
        UNSUPPORTED,
        f'Cannot establish "{words}": no passage of the evidence says anything negative here',
        "The claim denies something, and none of the passages that speak to it holds a negation or a "
        'phrase such as "failed to"; the sources may say it elsewhere, but this evidence does not.',
        (first, last),
    )


def _other_group(an: Analysis, n: int, aligned: Aligned | SlotAlignment) -> bool:
    """Whether the claim clause counts another group than the clause it is aligned with: each gives a count,
    and none of the claim's is the source's ("a dozen were neither sold nor taken over" against "14 were
    sold"). What one group did says nothing against what another did not; the figure checks weigh the counts."""
    negation = next((t for t in an.clause_tokens(n) if is_negation(t, an.lex)), None)
    if negation is None:
        return False
    # the count the denial is said of: the last before the negation ("Of the 50 applicants, 18 were neither
    # ...": 18, not the whole it is of)
    mine = [
        b.figure for b in an.figures if b.clause == n and b.figure.kind == "count" and b.figure.end <= negation.start
    ]
    source = aligned.analysis
    theirs = [b.figure for b in source.figures if b.clause == aligned.clause and b.figure.kind == "count"]
    return bool(mine) and bool(theirs) and not any(same_value(mine[-1], y) for y in theirs)


FRAME_REACH = 3  # words between the source named as a subject and its negation ("the speaker is not")


def _denies_the_source(an: Analysis, n: int, negation: Token, evidence: Evidence) -> Finding | None:
    """A claim that denies what its source itself is or does ("The document is not a conversation between
    two people where one shares their projects", "The speaker is not discussing nutrition") where the
    source and its paragraphs hold nearly all the words of what is denied: the source is what the claim
    says it is not. The subject must be the source, named by a word a claim speaks of its source with."""
    tokens = an.clause_tokens(n)
    at = next(i for i, t in enumerate(tokens) if t is negation)
    # the source's own predicate: "the document is not", "the hosts don't express", not "warning women
    # that they should not remain silent"
    if not any(t.norm in an.lex.FRAMING_WORDS for t in tokens[max(0, at - FRAME_REACH) : at]):
        return None
    denied = {
        k: t
        for t in tokens[at + 1 :]
        if t.norm not in an.lex.FRAMING_WORDS and not t.is_number and (k := key_of(t.text))
    }
    if len(denied) < verdict.CLAUSE_MIN_WORDS:
        return None
    held = RootedKeys(near_keys(evidence))
    corpus = evidence.corpus
    total = sum(corpus.idf_of(k) for k in denied)
    share = sum(corpus.idf_of(k) for k in denied if k in held) / total
    if share < verdict.SOURCE_DENIED_MIN:
        return None
    first, last = negation, tokens[-1]
    words = an.text[first.start - an.offset : last.end - an.offset]
    p = evidence.passages[0]
    return finding(
        id,
        CONTRADICTION,
        f'The source is what the claim denies of it: "{words}"',
        f"The claim denies something of the source itself, and {cite(evidence, p)} and the passages around it hold "
        f"{share:.0%} of the words of what it denies: the source is, or does, what the claim says it is not.",
        (first.start, last.end),
        p,
    )


def _set_aside(an: Analysis, negation: Token, evidence: Evidence) -> bool:
    """Whether a contrast the claim draws with "not" after a comma ("a software problem, not worn
    components") is one the evidence draws with a phrase that sets aside what follows ("a software fault
    rather than mechanical wear"): the same denial in other words."""
    if (
        negation.norm != "not"
        or "," not in an.text[max(0, negation.start - an.offset - 2) : negation.start - an.offset]
    ):
        return False
    corpus = evidence.corpus
    return any(has_phrase(corpus.analysis(p.index).tokens, an.lex.SET_ASIDE) is not None for p in evidence.passages)


def _unmatched(
    an: Analysis, mine_tokens: list[Token], mine: list[Token], theirs_tokens: list[Token], theirs: list[Token]
) -> tuple[list[Token], list[Token]]:
    """The negations of each side left once those denying the same word on both sides are paired off."""

    def denied(tokens: list[Token], t: Token) -> str | None:
        d = _governed(tokens, t, an.lex)
        return key_of(d.text) if d is not None else None

    left, kept = list(theirs), []
    for t in mine:
        word = denied(mine_tokens, t)
        match = next((u for u in left if word is not None and denied(theirs_tokens, u) == word), None)
        if match is None:
            kept.append(t)
        else:
            left.remove(match)
    return kept, left


def _denied_otherwise(an: Analysis, n: int, negation: Token, tokens: list[Token]) -> bool:
    """Whether a negation of the source clause ``tokens`` governs what the claim's negation governs past
    the denied word: the same denial with another verb ("were unable to get an appointment" for "were
    unable to secure an appointment"), not a denial of something else in the clause ("the council, which
    did not comment, approved the plan" says nothing negative of the plan)."""
    clause = an.clause_tokens(n)
    denied = _governed(clause, negation, an.lex)
    after = _first_governed(clause, negation, an.lex) - {key_of(denied.text) if denied else None}
    return any(_first_governed(tokens, t, an.lex) & after for t in _negations(an.lex, tokens))


def _denied_beside(an: Analysis, n: int, aligned: SlotAlignment | Aligned) -> tuple[Aligned, list[Token]] | None:
    """Another clause of the aligned clause's sentence whose negation denies a word of the claim clause
    that the aligned clause lacks ("plans a second runway, but the government has not yet approved it"
    for "The government has approved a second runway"): the sentence's denial of what the claim states.
    That clause as an alignment, with its negations; None when there is none."""
    source = aligned.analysis
    mine = clause_key_set(an, n)
    lacking = mine - clause_key_set(source, aligned.clause)
    for m in range(len(source.clauses)):
        if m == aligned.clause:
            continue
        tokens = source.clause_tokens(m)
        # a denial of evidence ("no evidence that the tablet reduced deaths") may name first what another
        # clause then says something of ("but it reduced stays"): ``_only_denied`` reads those
        negations = [
            t
            for t in _negations(an.lex, tokens, mine)
            if (d := _governed(tokens, t, an.lex))
            and key_of(d.text) in lacking
            and not any(t.end <= u.start < d.start and u.norm in an.lex.EVIDENCE_NOUNS for u in tokens)
        ]
        if negations:
            share = aligned.shared if isinstance(aligned, SlotAlignment) else aligned.overlap
            return Aligned(aligned.passage, source, m, share), negations
    return None


def _said_alike(an: Analysis, shown: Token, evidence: Evidence) -> bool:
    """Whether an evidence clause denies the same word with the claim's own verb of denial ("He had denied
    all charges" for "Daniel Hart denied the charges", though the clause naming him says nothing
    negative): a verb such as "denied" or "refused", not a bare "not", which any clause may hold."""
    verb = key_of(shown.text)
    if is_negation(shown, an.lex) or verb is None:
        return False
    # what the verb denies, as far as the claim says it: "refused to comment on the report", not "on the leak"
    clause = an.clause_tokens(an.clause_of(next(i for i, t in enumerate(an.tokens) if t is shown)))
    scope = [k for t in _scope_of(clause, shown, an.lex) if (k := key_of(t.text))]
    denied = set(scope[: verdict.NEGATION_SCOPE_WORDS])
    if not denied:
        return False
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for m in range(len(source.clauses)):
            keys = clause_key_set(source, m)
            if verb in keys and denied <= keys:
                return True
    return False


def _denied_apart(
    an: Analysis, n: int, aligned: SlotAlignment | Aligned, evidence: Evidence
) -> tuple[Aligned, list[Token]] | None:
    """A negated clause elsewhere in the evidence made only of the claim clause's words, among them one the
    aligned clause lacks ("It was not approved for children" after "approved the drug for adults", for
    "approved the drug for children"): the evidence denies that part of what the claim states. That
    clause as an alignment, with its negations; None when there is none."""
    mine = clause_key_set(an, n)
    lacking = mine - clause_key_set(aligned.analysis, aligned.clause)
    if not lacking:
        return None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for m in range(len(source.clauses)):
            if p.index == aligned.passage.index and m == aligned.clause:
                continue
            tokens = source.clause_tokens(m)
            words = set(clause_keys(tokens, ignore=lambda t: is_negation(t, an.lex)))
            if len(words) < verdict.NEGATED_WORD_CONTEXT_MIN or not words <= mine or not words & lacking:
                continue
            negations = [t for t in _negations(an.lex, tokens, mine) if _governed(tokens, t, an.lex) is not None]
            if negations:
                return Aligned(p, source, m, len(words & mine) / len(mine)), negations
    return None


# Per set of sources, the passages holding a noun of evidence or a verb of showing: the only ones that can
# deny evidence of a word, found once rather than once per claim.
_DENIALS: WeakKeyDictionary[Corpus, np.ndarray] = WeakKeyDictionary()


def _denial_passages(corpus: Corpus, lex: ModuleType) -> np.ndarray:
    found = _DENIALS.get(corpus)
    if found is None:
        keys = {k for w in lex.EVIDENCE_NOUNS | lex.DENIED_EVIDENCE_VERBS if (k := key_of(w))}
        found = np.unique(np.concatenate([corpus.postings_of(k) for k in keys] or [np.zeros(0, np.int32)]))
        _DENIALS[corpus] = found
    return found


def _governed_positions(source: Analysis, lex: ModuleType) -> set[int]:
    """The positions of the first ``NEGATION_SCOPE_WORDS`` informative words governed by each negation of
    a sentence that denies evidence ("no evidence that", "no sign of", "did not show that")."""
    out: set[int] = set()
    tokens = source.tokens
    for negation in _negations(lex, tokens):
        at = next(i for i, t in enumerate(tokens) if t is negation)
        clause = source.clauses[source.clause_of(at)]  # "did not show that the ankle was broken, and ..."
        order = range(at + 1, clause.last + 1) if lex.NEGATION_BEFORE_WORD else range(at - 1, clause.first - 1, -1)
        noun = next((tokens[i] for i in order if key_of(tokens[i].text)), None)
        if noun is None or noun.norm not in lex.EVIDENCE_NOUNS | lex.DENIED_EVIDENCE_VERBS:
            continue
        # past the word that says what is denied, which another statement may take up ("no evidence
        # that the drug reduced deaths, but it reduced stays"): what is denied of it
        words = [i for i in order if key_of(tokens[i].text) and tokens[i] is not noun]
        # a cause denied ("does not establish that the assistant caused the score difference") leaves
        # what it would have caused as it is: the words after the causal cue are not denied
        cue = causal_span(lex, [tokens[i] for i in order])
        out.update(i for i in words[1 : verdict.NEGATION_SCOPE_WORDS] if cue is None or tokens[i].start < cue[1])
    return out


def _only_denied(an: Analysis, n: int, evidence: Evidence) -> Finding | None:
    """A word of a claim clause that the sources use only where they say there is no evidence of it, or
    that it was not shown ("found that the firm deliberately overcharged" against "found no evidence that
    the overcharging was deliberate"; "the scan showed a fracture" against "the scan did not show that the
    ankle was broken"): what the claim states, the sources deny, even where no one clause of theirs
    says the rest of the claim's."""
    corpus = evidence.corpus
    denials = _denial_passages(corpus, an.lex)
    if not len(denials):
        return None  # no source denies evidence of anything
    if any(t.norm in an.lex.OPEN_QUESTION_WORDS for t in an.clause_tokens(n)):
        return None  # "investigating whether the fire was deliberate" asserts nothing
    if causal_span(an.lex, an.clause_tokens(n)) is not None:
        return None  # a cause the sources say is not shown is the causal check's to report
    for t in an.clause_tokens(n):
        k = key_of(t.text)
        if k is None or t.is_number or t.text[:1].isupper() or not corpus.has_key(k):
            continue
        holders = corpus.postings_of(k)
        if len(holders) > verdict.NEGATION_SEARCH_PASSAGES or not np.isin(holders, denials).all():
            continue  # a passage that denies no evidence uses the word, or too many to read
        denied: tuple[int, int] | None = None  # the first passage and token that deny the word
        for index in holders.tolist():
            source = corpus.analysis(index)
            tokens = source.tokens
            governed = _governed_positions(source, an.lex)
            at = [i for i, u in enumerate(tokens) if key_of(u.text) == k]
            if any(i not in governed for i in at):
                break
            if at and denied is None:
                denied = index, at[0]
        else:
            if denied is not None:
                index, at = denied
                source = corpus.analysis(index)
                m = source.clause_of(at)
                c = an.clauses[n]
                return finding(
                    id,
                    CONTRADICTION,
                    f'The sources say "{source.tokens[at].text}" only where they deny it',
                    f'The claim states this, but every passage that uses "{t.text}" says there is no evidence of '
                    f"it or that it was not shown: {cite(evidence, corpus.passages[index])}, in the clause "
                    f'"{source.clause_text(m)}".',
                    (c.start, c.end),
                    corpus.passages[index],
                    (source.clauses[m].start, source.clauses[m].end),
                )
    return None


def _acts_denied(lex: ModuleType, tokens: list[Token]) -> set[int]:
    """Where the verbs a sentence denies start: the word after "not", "never" or "-n't" ("did not complete",
    "has never won") or after a negating phrase that ends in "to" ("his failure to complete", "refused to
    sign"); not what "no" denies or "turned down" takes ("no news", "turned down the offer": a thing, not an
    act, which the sentence may well say is there)."""
    verbal = [u for u in tokens if u.norm in _VERBAL_NEGATIONS or u.norm.endswith("n't")]
    negations = verbal + _phrase_negations(lex, tokens, before_a_verb=True)
    return {d.start for u in negations if (d := _governed(tokens, u, lex)) is not None}


_VERBAL_NEGATIONS = frozenset({"not", "never"})


def _phrase_negations(lex: ModuleType, tokens: list[Token], before_a_verb: bool = False) -> list[Token]:
    """The first word of every negating phrase of ``tokens`` ("failed to", "turned down"); with
    ``before_a_verb``, only of those ending in "to", whose denied word is an act."""
    ends = {t.end for t in tokens if t.norm == "to"}
    starts = {a for a, b in phrase_spans(tokens, lex.NEGATION_PHRASES) if not before_a_verb or b in ends}
    return [t for t in tokens if t.start in starts]


def _only_negated(an: Analysis, n: int, mine: list[Token], evidence: Evidence) -> Finding | None:
    """A word the claim clause states plainly that every source passage using it denies, in a passage
    that says enough else of the clause to be about it ("despite completing a programme for violent
    offenders" against "citing his failure to complete a violent offender programme"), where no one
    source clause says enough of the claim's to align with: the sources say the opposite of it."""
    tokens = an.clause_tokens(n)
    # what the clause denies itself, by each of its negations and negating phrases
    negating = [*mine, *_phrase_negations(an.lex, tokens)]
    own = {key_of(d.text) for t in negating if (d := _governed(tokens, t, an.lex)) is not None}
    keys = set(clause_keys(tokens, lambda t: is_negation(t, an.lex)))
    corpus = evidence.corpus
    for t in tokens:
        k = key_of(t.text)
        if k is None or k in own or t.is_number or t.text[:1].isupper() or not corpus.has_key(k):
            continue
        holders = corpus.postings_of(k)
        if len(holders) > verdict.NEGATED_ONLY_PASSAGES:
            continue
        about: tuple[int, Analysis, Token] | None = None  # a denying passage that is about the claim clause
        for index in holders.tolist():
            source = corpus.analysis(index)
            denied = _acts_denied(an.lex, source.tokens)
            uses = [u for u in source.tokens if key_of(u.text) == k]
            if any(u.start not in denied for u in uses):
                break  # a passage says the word without denying it
            if about is None and uses and len((keys - {k}) & corpus.keys(index)) >= verdict.NEGATED_WORD_CONTEXT_MIN:
                about = index, source, uses[0]
        else:
            if about is not None:
                index, source, u = about
                m = source.clause_of(next(i for i, x in enumerate(source.tokens) if x is u))
                return finding(
                    id,
                    CONTRADICTION,
                    f'The sources deny "{u.text}" wherever they say it',
                    f'The claim states "{t.text}", but every passage that uses the word denies it: '
                    f'{cite(evidence, corpus.passages[index])}, in the clause "{source.clause_text(m)}".',
                    (t.start, t.end),
                    corpus.passages[index],
                    (source.clauses[m].start, source.clauses[m].end),
                )
    return None


def _as_said(a: Analysis, tokens: list[Token], shown: Token, lex: ModuleType) -> str:
    """The negation at ``shown`` as written: the whole phrase it opens ("yet to", "failed to"), else the word."""
    return next(
        (
            a.text[x - a.offset : y - a.offset]
            for x, y in phrase_spans(tokens, lex.NEGATION_PHRASES)
            if x == shown.start
        ),
        shown.text,
    )


def _conditional(an: Analysis, n: int) -> bool:
    """Whether what clause ``n`` denies (or, with no negation, the whole clause) is said of what would
    have been (``hypothetical``): in a condition ("Had Arlow not agreed to settle", "contact IT if the
    website is not working") or its consequence ("it would not have been banned"), neither said nor
    denied."""
    tokens = an.clause_tokens(n)
    return all(hypothetical(an, t.start) for t in (_negations(an.lex, tokens) or tokens))


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    out = []
    for n in range(len(an.clauses)):
        if _conditional(an, n):
            continue
        mine = _negations(an.lex, an.clause_tokens(n))
        if not mine and (f := _only_denied(an, n, evidence)) is not None:
            out.append(f)
            continue
        aligned = aligned_clause(an, n, evidence, verdict.ALIGN_MIN, ignore=lambda t: is_negation(t, an.lex))
        if aligned is None:
            # what the source names once and then calls "the company" need not be in the clause that says
            # the rest; a question found so is no statement to compare with, and the clause stays unaligned
            given = aligned_clause(an, n, evidence, verdict.ALIGN_MIN, lambda t: is_negation(t, an.lex), given=True)
            aligned = given if given is not None and not _asks(given.analysis) else None
        if aligned is None:
            if (f := _only_negated(an, n, mine, evidence)) is not None:
                out.append(f)
            elif mine and (f := _unsupported_negation(an, n, mine, evidence)) is not None:
                out.append(f)
            continue
        if _asks(aligned.analysis) or _other_group(an, n, aligned):
            continue
        source_tokens = aligned.analysis.clause_tokens(aligned.clause)
        mine = _negations(an.lex, an.clause_tokens(n), clause_key_set(aligned.analysis, aligned.clause))
        theirs = _negations(an.lex, source_tokens, clause_key_set(an, n))
        if (
            not mine
            and not theirs
            and (beside := _denied_beside(an, n, aligned) or _denied_apart(an, n, aligned, evidence))
        ):
            aligned, theirs = beside
            source_tokens = aligned.analysis.clause_tokens(aligned.clause)
        # a negation of a privative verb undoes it ("was not scrapped" / "was scrapped")
        denied_mine, denied_theirs = _denying(an.lex, mine), _denying(an.lex, theirs)
        if denied_mine and denied_theirs:
            # the negations of the two sides that deny the same word cancel ("without a prescription" on
            # both); one left over on one side still denies what the other says ("should no longer be sold
            # without a prescription" against "can still be sold without a prescription")
            denied_mine, denied_theirs = _unmatched(an, an.clause_tokens(n), denied_mine, source_tokens, denied_theirs)
        if denied_mine and denied_theirs:
            # each side denies a word of its own: what counts is a denial of a word the other side states
            # without one ("was denied parole despite completing a programme" against "citing his failure
            # to complete a programme": the claim's denial is of parole, which the clause does not speak of)
            mine_tokens = an.clause_tokens(n)
            denied_mine, denied_theirs = (
                _stated_against(an.lex, denied_mine, mine_tokens, source_tokens, denied_theirs),
                _stated_against(an.lex, denied_theirs, source_tokens, mine_tokens, denied_mine),
            )
        if bool(denied_mine) == bool(denied_theirs):
            continue
        other = theirs if denied_mine else mine
        if _privative(an.lex, denied_mine or denied_theirs) and not any(_is_privative(an.lex, t) for t in other):
            continue  # "flights were scrapped" against "cancelled 38 flights": the act said otherwise
        mine, theirs = denied_mine, denied_theirs
        if _says_when(
            an.lex, *((an.clause_tokens(n), source_tokens) if mine else (source_tokens, an.clause_tokens(n)))
        ):
            continue
        # the negation must deny something the other clause says: "will have nothing to do with
        # Starbucks" does not deny "would sell coffee", nor "would not start the race" "was hired"
        negated, tokens, other = (
            (mine, an.clause_tokens(n), source_tokens) if mine else (theirs, source_tokens, an.clause_tokens(n))
        )
        said = set(clause_keys(other))
        governing = [(t, d) for t in negated if (d := _governed(tokens, t, an.lex)) is not None]
        # a governed word in the place of another word of the clause it is aligned with says that word
        # otherwise ("was not deemed to be a threat" for "was thought to be a threat")
        said |= {key_of(d.text) for _, d in governing if _in_word_slot(an, aligned, d, claim_side=bool(mine))}
        # or a word the other clause says in the governed one's place, the next word the same, that means it
        # ("was convicted of misconduct" against "was found not guilty of misconduct": both are the opposite
        # of "acquitted")
        said |= {key_of(d.text) for _, d in governing if _means_alike(an.lex, d, tokens, other)}
        # a verb said as the noun made from it: "no final decision" denies "has decided"
        said |= {key_of(d.text) for _, d in governing if verb_of_sion(key_of(d.text) or "") in said}
        if governing and not any(key_of(d.text) in said for _, d in governing):
            if mine and (f := _unsupported_negation(an, n, mine, evidence)) is not None:
                out.append(f)  # the claim denies what the source clause does not mention: read as unaligned
            continue
        # the negation to show is the one that denies a word the other clause says: "行ってはならない",
        # not "許可なく", in "許可なく副業を行ってはならない"
        shown = next((t for t, d in governing if key_of(d.text) in said), negated[0])
        if isinstance(aligned, SlotAlignment) and _antonym_in_place(an, aligned):
            continue
        if _negated_antonym(an, n, aligned.analysis, aligned.clause):
            continue
        if mine and _said_alike(an, shown, evidence):
            continue
        clause_text = aligned.analysis.clause_text(aligned.clause)
        c = an.clauses[n]
        if theirs:
            said_as = _as_said(aligned.analysis, source_tokens, shown, an.lex)
            message = f'The source says "{said_as}" here; the claim does not'
            reason = (
                f"The claim states this positively, but the matching clause in {cite(evidence, aligned.passage)} "
                f'is negated: "{clause_text}".'
            )
            span = (shown.start, shown.end)
            claim_span = (c.start, c.end)
        else:
            said_as = _as_said(an, an.clause_tokens(n), shown, an.lex)
            message = f'The claim says "{said_as}"; the source states it positively'
            reason = (
                f"The claim negates this clause, but {cite(evidence, aligned.passage)} states it without "
                f'a negation: "{clause_text}".'
            )
            span = (aligned.analysis.clauses[aligned.clause].start, aligned.analysis.clauses[aligned.clause].end)
            claim_span = (shown.start, shown.end)
        out.append(finding(id, CONTRADICTION, message, reason, claim_span, aligned.passage, span))
    # "work had yet to start on 81 of the 390 buildings" for "work has started on 309 of them": the other part
    return [f for f in out if not complement_restated(an, evidence, f)]
