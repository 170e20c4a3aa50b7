"""certainty: no more general or more certain than the source.

What it catches
    Overstatement: a claim that adds "always", "never", "proves", "certainly" and the like to what the
    source states plainly; a generalised quantifier, "all" or "every" where the matching source clause says
    "most", "some" or "a few" or counts a part of the whole ("all 300 of its laptops" for "180 of its 300
    laptops"), a consensus ("doctors agree") where it says "some doctors suspect", or the
    group itself as subject ("Economists expect" for "Some economists expect"); a hardened modal, "will" or
    "must" where the source says "could", "may" or "might" ("will raise prices" for "could raise prices",
    and on a verb worded otherwise, "will cut exports" for "could weigh on exports"); a dropped hedge (a
    source clause that says "may", "might", "could" or "suggests" restated as settled: "closed the port" for
    "could close the port", unless "could" asks, "whether the process could be scaled up"); an act the
    source frames as offered, threatened, planned, attempted or still undecided stated as done ("resigned"
    for "offered to resign", "closed" for "will close" (閉鎖した for 閉鎖する方針), "will sell" for "is
    considering whether to sell",
    "will list" for "is considering a listing", "approved the runway" for "is considering the application",
    "will raise the pension age" for "has proposed raising it", "capped fees" for "is consulting on capping
    them"),
    and what the source only
    asks stated as settled ("the drug reduces deaths" for "not designed to show whether the drug reduces
    deaths", in the clause matching the claim's or in another made of its words, or asked of that clause
    by a pronoun: "approved the merger" for "cleared the merger and will decide whether to approve it");
    a dropped bound on a figure ("up to 300 jobs", "at least 12 deaths" restated as "300 jobs", "12
    deaths"); a part of a whole sized ("most of", "the majority of") where nothing in the evidence says
    how much of it, which cannot be established ("most of the crumb goes into sports pitches" for "is used
    in sports pitches and road surfaces"); a record with no
    limit where the source limits the superlative in time ("a record profit" for "its highest since 2015",
    "its lowest on record" for "its lowest in 20 years"); and a superlative the source ranks otherwise:
    ranked second or lower there and stated outright here ("the biggest employer" for "the third biggest",
    "the most visited show" for "the second most visited"), or the other way round ("the second-youngest
    winner" for "the youngest champion"), in Japanese too ("最も高い" for "3番目に高い"). A schedule
    made whole: "every night" or "every day" where the source names the days ("on Friday and Saturday
    nights", "on Saturdays and Sundays") and says no "every" or "daily" itself. A kind dropped under
    "all" or "every" ("applies to all vehicles built before 2006" for "diesel vehicles built before 2006",
    "all staff" for "all permanent staff"). What the source says is not known, stated as settled ("the
    researchers attributed the benefit to weight loss" for "it was unclear how much of the benefit came
    from weight loss").
    A record or a first where neither the evidence nor its paragraphs
    rank the same thing ("the largest gift in its history", "a championship record", "the region's first
    apprenticeship", "the first woman to win the race"; "volunteer numbers had never been higher" ranks no
    gifts) is the claim's own: unsupported. A dropped estimate ("about 40%", "nearly $1.8 billion" restated
    as "40%") is noted, not held against the claim: it is usually rounding.

Why it matters
    "Meridian achieved a recall of 85%" and "Meridian always achieved a recall of 85%" share every figure
    and name; only the second claims a generality the evaluation never measured.

Example
    Source "The tariff could raise prices for importers." Claim "The tariff will raise prices for
    importers." -> the source says "could".
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from types import ModuleType
from typing import NamedTuple

from .. import verdict
from ..model import Claim, Figure, Finding, Fix
from ..text import figures as figs
from ..text.analysis import CALENDAR_WORDS, CJK_LANGUAGES, WEEKDAYS, Analysis, has_phrase, is_negation, phrase_spans
from ..text.assertion import IRREGULAR_PAST, floats
from ..text.keys import key_of
from ..text.lexicon import lemma_stems
from ..text.tokens import Token, stem
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
    in_place,
    match_case,
    token_before,
    token_index,
    word_against_word,
)
from .base import CONTRADICTION, NOTE, UNSUPPORTED, Evidence, Fires, Passes

needs_evidence = True
id = "certainty"

fires = [
    Fires(
        "Sales reached a record £560,000.",
        "Sales were £560,000, the highest for a decade.",
        CONTRADICTION,
        "record",
        note="retail: the figure ties the record to the sentence that limits it",
    ),
    Fires(
        "大会には過去最多の1200人が参加した。",
        "大会には1200人が参加した。前回は1500人だった。",
        UNSUPPORTED,
        "過去最多",
        note="a Japanese result: a record no passage gives (the last event was bigger)",
    ),
    Fires(
        "The new licensing rules took effect in January.",
        "The new licensing rules will take effect on 1 January 2026.",
        CONTRADICTION,
        "took",
        note="an irregular past ('took') of the verb the source says will happen",
    ),
    Fires(
        "The low-emission zone's ban applies to all vehicles built before 2006.",
        "The low-emission zone's ban applies to diesel vehicles built before 2006.",
        CONTRADICTION,
        "all vehicles",
        note="transport: a kind the source limits the ban to, dropped under 'all'",
    ),
    Fires(
        "All staff at the council will get a 4% pay rise.",
        "All permanent staff at the council will get a 4% pay rise from April.",
        CONTRADICTION,
        "All staff",
        note="labour: 'all' kept, the kind of staff dropped",
    ),
    Fires(
        "The inquiry's report was published in June.",
        "The inquiry's report is due to be published in June.",
        CONTRADICTION,
        "published",
        note="a timetable ('is due to') stated as done",
    ),
    Fires(
        "The banking app has 3 million users, mostly in Europe.",
        "The banking app has 3 million users, 40% of them in Europe.",
        CONTRADICTION,
        "mostly",
        note="technology: 'mostly' claims more than half",
    ),
    Fires(
        "The researchers attributed the fall in heart attacks to weight loss.",
        "The researchers said it was unclear how much of the fall in heart attacks came from weight loss itself.",
        CONTRADICTION,
        "The researchers attributed the fall in heart attacks to weight loss",
        note="health: what the source says is not known, stated as settled",
    ),
    Fires(
        "The night bus to the airport runs every night.",
        "The night bus to the airport runs on Friday and Saturday nights only.",
        CONTRADICTION,
        "every night",
        note="transport: a schedule made whole where the source names its days",
    ),
    Fires(
        "The lido opens every day in summer.",
        "The lido opens on Saturdays and Sundays in June, July and August.",
        CONTRADICTION,
        "every day",
        note="leisure: no clause matches the claim's well enough; the sentence naming the days is read",
    ),
    Fires(
        "The ministry will raise the state pension age to 68.",
        "The ministry has proposed raising the state pension age to 68 from 2031.",
        CONTRADICTION,
        "raise",
        note="an act put forward for others to decide, stated as settled",
    ),
    Fires(
        "The regulator capped arrangement fees at £40.",
        "The regulator is consulting on capping arrangement fees at £40.",
        CONTRADICTION,
        "capped",
        note="finance: what is out for consultation stated as done",
    ),
    Fires(
        "Most of the 14 schools inspected were rated good.",
        "Of the 14 schools inspected, five were rated good and nine required improvement.",
        CONTRADICTION,
        "Most",
        note="education: the whole named first, its part after the comma",
    ),
    Fires(
        "同社は来年3月に工場を閉鎖した。",
        "同社は来年3月に工場を閉鎖する方針だ。",
        CONTRADICTION,
        "閉鎖した",
        note="a Japanese plan, its word after the verb, stated as done",
    ),
    Fires(
        "Crime fell in every district of the city.",
        "Crime fell in seven of the city's nine districts.",
        CONTRADICTION,
        "every",
        note="a universal with no count, where the clause saying the rest counts part of the whole",
    ),
    Fires(
        "Most of the recycled crumb goes into sports pitches.",
        "The crumb is used in sports pitches and road surfaces.",
        UNSUPPORTED,
        "Most of",
        note="a part of the whole sized where the source lists the uses without weighing them",
    ),
    Fires(
        "The striker has scored in each of his last five matches.",
        "The striker has scored in four of his last five matches, including twice against Lyon.",
        CONTRADICTION,
        "each",
    ),
    Fires(
        "The library closed its branch in Ashby.",
        "The library service will close its branch in Ashby in March.",
        CONTRADICTION,
        "closed",
        note="what the source says will happen, stated as done",
    ),
    Fires(
        "北市の水道料金は県内で最も安い。",
        "北市の水道料金は月額2,980円で、県内で2番目に安い水準だ。",
        CONTRADICTION,
        "最も安",
        fix="北市の水道料金は県内で2番目に安い。",
        note="a Japanese superlative the source ranks second",
    ),
    Fires(
        "The regulator has approved the merger.",
        "The regulator has provisionally cleared the merger and will decide next month whether to approve it.",
        CONTRADICTION,
        "The regulator has approved the merger",
        note="a question about what the clause before it said, by a pronoun",
    ),
    Fires(
        "The school has replaced all 300 of its laptops.",
        "The school has replaced 180 of its 300 laptops this year.",
        CONTRADICTION,
        "all",
        note="a whole the claim gives all of, where the source counts part of it",
    ),
    Fires(
        "The board approved a 4% pay rise for nurses.",
        "The independent pay panel recommended a 4% pay rise for nurses this year.",
        CONTRADICTION,
        "approved",
        note="what is put forward for others to decide is not decided",
    ),
    Fires(
        "The union accepted the pay offer.",
        "Union members will vote on the pay offer next week.",
        CONTRADICTION,
        "accepted",
        note="a decision still to be made, with 'will' before a verb of deciding",
    ),
    Fires(
        "The hospice has been granted £2m.",
        "The hospice has applied for a £2m grant from the health board.",
        CONTRADICTION,
        "granted",
        note="asked for is not given: the source's object ('a grant') is the claim's verb",
    ),
    Fires(
        "The mine has been given permission to expand.",
        "The mine has sought permission to expand, and a decision is due in May.",
        CONTRADICTION,
        "given",
    ),
    Fires(
        "台風の影響で、特急列車は全便運休となった。",
        "台風の影響で、特急列車の一部が運休となった。",
        CONTRADICTION,
        "全便",
        note="Japanese writes its quantifiers inside longer runs of one script: 全便運休, 従業員全員",
    ),
    Fires(
        "従業員全員が在宅勤務の対象となる。",
        "従業員の一部が在宅勤務の対象となる。",
        CONTRADICTION,
        "全員",
    ),
    Fires(
        "The minister approved the new runway.",
        "The minister is considering the application for a new runway and will decide by March.",
        CONTRADICTION,
        "approved",
        note="a decision stated as made on what the source is still weighing",
    ),
    Fires(
        "Brackley Town merged with Halse United in the summer.",
        "Brackley Town are exploring a merger with Halse United, the club said in the summer.",
        CONTRADICTION,
        "merged",
        note="an act the source only weighs as a noun ('exploring a merger') stated as done",
    ),
    Fires(
        "Union leaders say staff will strike next month.",
        "Union leaders said a strike was likely next month if talks failed.",
        CONTRADICTION,
        "will",
        note="the act as a noun the source calls likely ('a strike was likely'), settled by 'will'",
    ),
    Fires(
        "The court rejected the appeal.",
        "The court is expected to decide on the appeal in June.",
        CONTRADICTION,
        "rejected",
        note="a decision still to be made ('expected to decide on the appeal') stated as made",
    ),
    Fires(
        "Clara Voss has given the university £12m, the largest gift in its history.",
        "Fenmoor University has received a £12m donation from alumna Clara Voss to establish a research centre.",
        UNSUPPORTED,
        "largest gift in its history",
        note="a record no passage gives: nothing in the evidence ranks anything",
    ),
    Fires(
        "The bay was downgraded to 'sufficient', the first time in a decade its rating has fallen.",
        "The bay has been downgraded from 'good' to 'sufficient' by the Environment Directorate.",
        UNSUPPORTED,
        "first time",
    ),
    Fires(
        "The central bank will raise rates again in March.",
        "The central bank did not rule out raising rates again in March, its governor said.",
        CONTRADICTION,
        "The central bank will raise rates again in March",
        note="'did not rule out' is a hedge",
    ),
    Fires(
        "Inspectors said the reading programme had helped all of its weaker readers catch up.",
        "Inspectors praised the reading programme, which had helped a majority of weaker readers catch up.",
        CONTRADICTION,
        "all",
        note="the claim clause gathers the source sentence's two clauses; the limit is in the second",
    ),
    Fires(
        "All the tenants backed the rent strike.",
        "A minority of tenants backed the rent strike, the union said.",
        CONTRADICTION,
        "All",
        note="'a minority of' limits the group as 'a few' does",
    ),
    Fires(
        "All of the library's visitors are under 25.",
        "Six in ten visitors to the library are aged under 25, a survey found.",
        CONTRADICTION,
        "All",
        note="a universal for a group the source counts only part of with a share",
    ),
    Fires(
        "Every member backed the deal.",
        "The deal was backed by 64% of members.",
        CONTRADICTION,
        "Every",
    ),
    Fires(
        "Economists expect a recession next year.",
        "Some economists expect a recession next year, the survey found.",
        CONTRADICTION,
        "Economists",
        fix="Some economists expect a recession next year.",
        note="the group the source limits, said of as a whole",
    ),
    Fires(
        "Residents complained about the noise from the depot.",
        "A few residents complained about the noise from the depot, the council said.",
        CONTRADICTION,
        "Residents",
        fix="A few residents complained about the noise from the depot.",
    ),
    Fires(
        "The new primary school opened in September.",
        "The new primary school is now expected to open in September, the council said.",
        CONTRADICTION,
        "opened",
        note="a frame read through an adverb",
    ),
    Fires(
        "The drug reduces deaths among patients with heart failure.",
        "The trial was not designed to show whether the drug reduces deaths among patients with heart failure.",
        CONTRADICTION,
        "The drug reduces deaths among patients with heart failure",
        note="the source only asks it",
    ),
    Fires(
        "The fire at the depot was started deliberately.",
        "Police are investigating whether the fire at the depot was started deliberately.",
        CONTRADICTION,
        "The fire at the depot was started deliberately",
    ),
    Fires(
        "Most residents support the bypass.",
        "Few residents support the bypass, the council's survey found.",
        CONTRADICTION,
        "Most",
        fix="Few residents support the bypass.",
        note="a quantifier higher on the scale than the source's for the same group",
    ),
    Fires(
        "Many clubs have signed the charter.",
        "Some clubs have signed the charter, the league said.",
        CONTRADICTION,
        "Many",
        fix="Some clubs have signed the charter.",
    ),
    Fires(
        "The club is the richest in the league.",
        "The club is the third-richest in the league, the report found.",
        CONTRADICTION,
        "richest",
        fix="The club is the third-richest in the league.",
        note="a short clause: its two other words are all the context there is",
    ),
    Fires(
        "The festival was the second most visited event in the city's history.",
        "With 210,000 visitors, the festival was the most visited event in the city's history, the council said.",
        CONTRADICTION,
        "second most visited",
        fix="The festival was the most visited event in the city's history.",
        note="a rank the source does not give: it puts the event first",
    ),
    Fires(
        "Kestrel Bank is now the country's largest lender to small firms.",
        "Kestrel Bank has become the country's second-largest lender to small firms, behind Harrow Mutual.",
        CONTRADICTION,
        "largest",
        fix="Kestrel Bank is now the country's second-largest lender to small firms.",
    ),
    Fires(
        "The hospital is the biggest employer in the county.",
        "The hospital is the third biggest employer in the county, after the council and the university.",
        CONTRADICTION,
        "biggest",
        fix="The hospital is the third biggest employer in the county.",
        note="a superlative the source ranks third, stated as first",
    ),
    Fires(
        "The council has bought the old post office.",
        "The council has agreed to buy the old post office for £600,000.",
        CONTRADICTION,
        "bought",
        note="an agreement to buy is not a purchase made",
    ),
    Fires(
        "The two schools will merge in September.",
        "Governors have put forward a proposal to merge the two schools in September.",
        CONTRADICTION,
        "merge",
    ),
    Fires(
        "The club will sell its ground to a developer.",
        "The club is considering whether to sell its ground to a developer.",
        CONTRADICTION,
        "sell",
        note="a question the source leaves open, stated as settled",
    ),
    Fires(
        "Unemployment fell to its lowest level on record.",
        "Unemployment fell to 3.9%, its lowest level in 20 years.",
        CONTRADICTION,
        "record",
        note="a record with no limit for a superlative the source limits in time",
    ),
    Fires(
        "The reservoir fell to a record low in August.",
        "The reservoir fell to its lowest level since 1976 in August, the water board said.",
        CONTRADICTION,
        "record",
    ),
    Fires(
        "The riverside site floods every winter, residents said.",
        "Residents said the riverside site floods most winters.",
        CONTRADICTION,
        "every",
        fix="The riverside site floods most winters, residents said.",
        note="the fix takes the noun in the number the source's quantifier gives it",
    ),
    Fires(
        "The minister resigned on Tuesday.",
        "The minister offered to resign on Tuesday, but the prime minister refused to accept it.",
        CONTRADICTION,
        "resigned",
        note="an act the source only frames as offered, stated as done",
    ),
    Fires(
        "The union went on strike over pay in March.",
        "The union threatened to strike over pay in March, but talks resumed.",
        CONTRADICTION,
        "strike",
    ),
    Fires(
        "出張の宿泊料は、1泊につき12,000円を支給します。",
        "出張の宿泊料は、1泊につき12,000円を上限として実費を支給する。",
        CONTRADICTION,
        "12,000円",
        fix="出張の宿泊料は、1泊につき12,000円を上限として支給します。",
        note="a ceiling written after its figure, as Japanese writes it, dropped",
    ),
    Fires(
        "The river will flood the lower town this week.",
        "There is a risk that the river will flood the lower town this week.",
        CONTRADICTION,
        "The river will flood the lower town this week",
        note="a noun of possibility hedges as a modal does",
    ),
    Fires(
        "All branches that might close next year are in rural areas.",
        "Several branches that might close next year are in rural areas.",
        CONTRADICTION,
        "All",
        fix="Several branches that might close next year are in rural areas.",
        note="a hedge both clauses share does not excuse the generalisation",
    ),
    Fires(
        "The park is free for all to enter and all schools in the district have visited it.",
        "The park is free for all to enter and many schools in the district have visited it.",
        CONTRADICTION,
        "all",
        fix="The park is free for all to enter and many schools in the district have visited it.",
        note="the universal both say is not the one that generalises",
    ),
    Fires(
        "The strike will close libraries that many residents rely on.",
        "The strike could close libraries that many residents rely on.",
        CONTRADICTION,
        "will",
        fix="The strike could close libraries that many residents rely on.",
    ),
    Fires(
        "The ruling acted as a signal to lenders to suggest new terms.",
        "The ruling may have acted as a signal to lenders to suggest new terms.",
        CONTRADICTION,
        "The ruling acted as a signal to lenders to suggest new terms",
        note="'suggest' is in both clauses, so it is not the claim's own hedge",
    ),
    Fires(
        "Meridian always achieved a recall of 85% on held-out data.",
        "Meridian achieved a recall of 85% on held-out data.",
        CONTRADICTION,
        "always",
        fix="Meridian achieved a recall of 85% on held-out data.",
    ),
    Fires(
        "The supplement reduces the risk of fractures in older adults.",
        "The supplement may reduce the risk of fractures in older adults.",
        CONTRADICTION,
        "The supplement reduces the risk of fractures in older adults",
    ),
    Fires(
        "The results prove that tutoring raises reading scores.",
        "The results suggest that tutoring raises reading scores.",
        CONTRADICTION,
        "prove",
    ),
    Fires(
        "All students in the pilot improved their reading scores.",
        "Most students in the pilot improved their reading scores.",
        CONTRADICTION,
        "All",
        fix="Most students in the pilot improved their reading scores.",
    ),
    Fires(
        "Doctors agree that the new test misses early tumours.",
        "Some doctors suspect that the new test misses early tumours.",
        CONTRADICTION,
        "Doctors agree",
        fix="Some doctors suspect that the new test misses early tumours.",
        note="a consensus for a limited group",
    ),
    Fires(
        "The delay will push back the opening of clinics that may need new staff.",
        "The delay could push back the opening of clinics that may need new staff.",
        CONTRADICTION,
        "will",
        fix="The delay could push back the opening of clinics that may need new staff.",
        note="the claim's own hedge is on another verb",
    ),
    Fires(
        "The new tariff will raise prices for small importers.",
        "The new tariff could raise prices for small importers.",
        CONTRADICTION,
        "will",
        fix="The new tariff could raise prices for small importers.",
    ),
    Fires(
        "The new drug shortened hospital stays for older patients, the researchers found.",
        "The researchers measured the drug's effect on deaths among 4,000 patients. They did not examine "
        "whether the drug shortened hospital stays for older patients.",
        CONTRADICTION,
        "The new drug shortened hospital stays for older patients, the researchers found",
        note="a question elsewhere in the evidence, made of the claim's words",
    ),
    Fires(
        "The merger can go ahead in the spring, the regulator said.",
        "The regulator cleared the first stage of its review on Monday. It will decide in March whether the "
        "merger can go ahead in the spring.",
        CONTRADICTION,
        "The merger can go ahead in the spring, the regulator said",
    ),
    Fires(
        "The minister said the tariff will cut exports.",
        "The minister said the tariff could weigh on exports next year.",
        CONTRADICTION,
        "will",
        note="another verb in the modal's place: what it acts on ('exports') is the same",
    ),
    Fires(
        "The merger will lead to job losses at the plant.",
        "The merger might result in job losses at the plant, unions warned.",
        CONTRADICTION,
        "will",
    ),
    Fires(
        "The strike will close every branch library next month.",
        "The strike might close every branch library next month.",
        CONTRADICTION,
        "will",
        fix="The strike might close every branch library next month.",
    ),
    Fires(
        "The closure of the plant will cost 300 jobs in the town.",
        "The closure of the plant will cost up to 300 jobs in the town.",
        CONTRADICTION,
        "300",
        fix="The closure of the plant will cost up to 300 jobs in the town.",
        note="a bound dropped from a figure",
    ),
    Fires(
        "The floods killed 12 people in the valley, the county said.",
        "The floods killed at least 12 people in the valley, the county said.",
        CONTRADICTION,
        "12",
        fix="The floods killed at least 12 people in the valley, the county said.",
    ),
    Fires(
        "The Varga retrospective drew 184,000 visitors, the most of any exhibition in the museum's history.",
        "The retrospective drew 184,000 visitors, making it the museum's second most visited exhibition ever.",
        CONTRADICTION,
        "most",
        fix="The Varga retrospective drew 184,000 visitors, the second most visited of any exhibition in the "
        "museum's history.",
        note="culture: a bare 'the most' ranks what the source's 'second most visited' does",
    ),
    Fires(
        "Harlow scored the most goals in the league this season.",
        "Harlow scored 31 goals, the second most in the league this season behind Carrow.",
        CONTRADICTION,
        "most goals",
        note="sport",
    ),
    Fires(
        "Most small-business owners surveyed said they planned to raise prices in the next three months.",
        "A poll of 1,500 small-business owners found that 38 percent planned to raise prices in the next three months.",
        CONTRADICTION,
        "Most",
        note="business survey: 'most' says more than half, the source's share is 38%",
    ),
    Fires(
        "The expansion would make it the largest offshore wind farm in the country.",
        "The company's offshore wind farm generated 1.9 terawatt-hours last year, up from the previous "
        "year. It plans to add 14 turbines by 2027.",
        UNSUPPORTED,
        "largest offshore wind farm in the country",
        note="energy: a superlative within a place the source never ranks ('the previous year' ranks nothing)",
    ),
    Fires(
        "A minority of members voted for the strike.",
        "Of members who voted, 54% backed strike action, the union said.",
        CONTRADICTION,
        "minority",
        note="labour: 'a minority' says less than half",
    ),
    Fires(
        "The council opened a solar-powered library, the first to be built in the county.",
        "The council opened a solar-powered library in Ashby on Monday. It cost £2.1m and has 40,000 books.",
        UNSUPPORTED,
        "the first",
        note="the first of all to be so: a rank the evidence must give",
    ),
    Fires(
        "Donations rose 12%, helped by a record year for corporate gifts.",
        "Donations to the trust rose 12%, driven by corporate gifts. The chair said volunteer numbers had never "
        "been higher.",
        UNSUPPORTED,
        "record",
        note="the evidence ranks the volunteers, not the gifts: a rank about something else does not give this one",
    ),
    Fires(
        "The flood was the costliest in the county's history.",
        "The flood damaged 400 homes in the county. Insurers expect claims to reach £30m.",
        UNSUPPORTED,
        "costliest in the county's",
        note="an -iest superlative ranks as an -est one does",
    ),
    Fires(
        "The strike closed the port.",
        "The union said the strike could close the port for a week.",
        CONTRADICTION,
        "The strike closed the port",
        note="'could' hedges the verb after it as 'may' does; the claim states it done",
    ),
    Fires(
        "Okoye, the first woman to win the race, finished in 11 days.",
        "Okoye finished the single-handed race in 11 days, four hours ahead of the next boat.",
        UNSUPPORTED,
        "the first woman",
        note="the first of a kind to do a thing: a rank the evidence must give",
    ),
    Fires(
        "Sales at the chain hit a record £2.1bn last year.",
        "Sales at the chain were £2.1bn last year, up 4%.",
        UNSUPPORTED,
        "record",
        note="a record before the figure it is a record of",
    ),
]
passes = [
    Passes(
        "The charity's income hit a record £2.1m.",
        "The charity's income was £2.1m last year, its highest since it was founded.",
        note="what a record is of is said before it when only a figure follows; 'since it was founded' is all time",
    ),
    Passes(
        "Ticket sales reached a record 48,000.",
        "Ticket sales were 48,000, the most since the festival began in 1998.",
    ),
    Passes(
        "MPs approved the bill by a majority of 40.",
        "MPs voted 310 to 270 in favour of the bill.",
        note="'a majority of 40' is a margin in votes, which the figure checks work out (310 - 270)",
    ),
    Passes(
        "最高気温は35度だった。",
        "最高気温は35度だった。",
        note="最高 alone is a measure (the day's highest temperature), not a record",
    ),
    Passes(
        "同社は史上初の3連覇を達成した。",
        "同社は史上初となる3連覇を達成した。",
        note="the source gives the record too, read as one token",
    ),
    Passes(
        "All vehicles built before 2006 are banned from the centre.",
        "All vehicles built before 2006 are banned from the centre from 1 May.",
        note="the source says 'all' of the same vehicles",
    ),
    Passes(
        "The banking app has 3 million users, mostly in Europe.",
        "The banking app has 3 million users, 70% of them in Europe.",
    ),
    Passes(
        "The delay to the service was caused by a strike.",
        "The delay to the service was due to a strike by signal workers.",
        note="'was due to' a noun is a cause, no timetable",
    ),
    Passes(
        "The blast destroyed the depot.",
        "It is unclear how many people were hurt, but the blast destroyed the depot.",
        note="what is unknown (how many were hurt) is another clause",
    ),
    Passes(
        "The museum is open every day.",
        "The museum, which reopened in May after a refit, is open daily from 10am.",
        note="the source says 'daily' itself; May is when it reopened",
    ),
    Passes(
        "The council collects recycling every week.",
        "The council collects recycling weekly, on Tuesdays.",
        note="a week kept on one day is still every week",
    ),
    Passes(
        "市は4月から料金を値上げする。",
        "市は4月から料金を値上げする予定だ。",
        note="a plan restated as what will be done",
    ),
    Passes(
        "Most of the money came from donors.",
        "The money came mainly from donors, with the rest from the council.",
        note='"mainly" sizes it',
    ),
    Passes(
        "Most of the money came from donors.",
        "The plant ran at 60% of capacity. Donors gave 70% of the money, with the rest from the council.",
        note="a share of what the claim sizes; the other share is of something else",
    ),
    Passes(
        "The library is closing its branch in Ashby.",
        "The library service will close its branch in Ashby in March.",
        note="a present is how news words a plan",
    ),
    Passes(
        "The council raised parking charges.",
        "The council raised parking charges last year and will raise them again from April.",
        note="the source says the past too",
    ),
    Passes(
        "A市の人口は県内で2番目に多い。",
        "A市の人口は約42万人で、県内で2番目に多い。",
        note="ranked as the source ranks it",
    ),
    Passes(
        "The trust has closed the ward.",
        "The trust has closed the ward for cleaning. It will decide on Friday whether to reopen it.",
        note="the question is of another act than the claim's",
    ),
    Passes(
        "The council tested all 85 of its bridges last year.",
        "The council tested its 85 bridges last year and found 12 in poor condition.",
        note="12 is a count within the whole, not a part of it said to be tested",
    ),
    Passes(
        "Three in every ten adults vape.",
        "A survey found 30% of adults vape.",
        note="the 'every' of a ratio is no universal",
    ),
    Passes(
        "The council approved the bill.",
        "The council will vote on the bill next week after it approved the first reading.",
        note="the source's sentence says what was decided",
    ),
    Passes(
        "The mine was given permission to expand.",
        "The mine, which sought permission to expand in 2022, was given the go-ahead in May.",
        note="the source's sentence says what came of the request",
    ),
    Passes(
        "The charity received the grant.",
        "The minister was asked about the grant to the charity.",
        note="asked about, not asked for",
    ),
    Passes(
        "果物などの価格が上がった。",
        "果物などの価格が上がったと、多くの店が答えた。",
        note="the source's 多く limits who answered, and the claim says nothing of that",
    ),
    Passes(
        "The council approved the closure of the lido.",
        "The proposed closure of the lido was approved by the council on Tuesday.",
        note="'proposed' describes the closure, which was then approved",
    ),
    Passes(
        "The review panel recommended closing two wards.",
        "The review panel recommended closing two wards at the hospital.",
        note="health: the claim puts the act forward as the source does",
    ),
    Passes(
        "Most of those arrested were charged.",
        "Police said that of the 30 people arrested, 21 were charged.",
        note="21 of 30, the whole named first, is most",
    ),
    Passes(
        "Fjellstad Energi is considering a listing in Oslo in the second quarter.",
        "Fjellstad Energi is considering a listing on the Oslo stock exchange as early as the second quarter.",
        note="the claim weighs the act as the source does",
    ),
    Passes(
        "The board approved the merger.",
        "The board approved the merger on Monday and is expected to consider a share buyback next month.",
        note="what is still to be weighed (a buyback) is not what the claim says was decided",
    ),
    Passes(
        "The college will launch the region's first apprenticeship in turbine maintenance.",
        "The college will offer the region's first apprenticeship in turbine maintenance from September.",
    ),
    Passes(
        "Profits hit a record £4bn.",
        "Profits rose to £4bn, the highest in the firm's history.",
        note="the evidence ranks it in other words",
    ),
    Passes(
        "Thousands joined the protest outside the parliament building on Saturday.",
        "Thousands joined the second protest outside the parliament building on Saturday.",
        note="'protest' ends like a superlative but is none",
    ),
    Passes(
        "Most members voted for the strike.",
        "A majority of members voted for the strike, the union said.",
        note="'a majority of' and 'most' say the same large part",
    ),
    Passes(
        "The school will reopen in September.",
        "The school will reopen in September, though governors have not decided whether the sixth form will move.",
        note="the question is about another thing (the sixth form)",
    ),
    Passes(
        "The striker will be fit for the final, the club said.",
        "The club said its striker had recovered from a knee injury and trained on Tuesday. The manager will "
        "decide on Friday whether to start him in the final.",
    ),
    Passes(
        "The strike will close schools on Monday.",
        "The strike will close schools on Monday and could disrupt exams later in the week.",
        note="the source's own 'will' says this; its 'could' is about exams",
    ),
    Passes(
        "Fares will rise in January, and the operator may cut some services.",
        "Fares will rise in January, the operator said, and it could cut some services.",
        note="the claim hedges the cuts itself",
    ),
    Passes(
        "All members were balloted, and 64% backed the deal.",
        "All members were balloted; 64% of them backed the deal.",
        note="the source says 'all' too: the share counts part of another act",
    ),
    Passes(
        "The airline expects to return to profit next year.",
        "The airline said it hoped to return to profit next year, but warned that fuel costs remained a risk.",
        note="the claim frames the act with a verb of its own ('expects to'), as the source does",
    ),
    Passes(
        "Experts doubted the growth forecast.",
        "Most experts doubted the growth forecast, the survey found.",
        note="a large part said bare is a summary's shorthand",
    ),
    Passes(
        "As well as their board work some trustees sit on committees.",
        "As well as their board work some trustees sit on committees.",
        note="the claim limits the group as the source does",
    ),
    Passes(
        "The carmaker will close its Swindon plant in 2026.",
        "The carmaker will close its Swindon plant in 2026, putting 1,100 jobs at risk, the company said.",
        note="the hedge is on the jobs, which the claim does not mention",
    ),
    Passes(
        "Police are investigating whether the fire at the depot was started deliberately.",
        "Police are investigating whether the fire at the depot was started deliberately.",
        note="the claim asks it too",
    ),
    Passes(
        "The bank will cut lending if interest rates rise.",
        "The bank said it would cut lending if interest rates rise.",
        note="a condition kept as a condition",
    ),
    Passes(
        "Some clubs have signed the charter.",
        "Many clubs have signed the charter, the league said.",
        note="saying it of fewer than the source does is no overstatement",
    ),
    Passes(
        "The hospital is the third biggest employer in the county.",
        "The hospital is the third biggest employer in the county, after the council and the university.",
    ),
    Passes(
        "The council has agreed to buy the old post office.",
        "The council has agreed to buy the old post office for £600,000.",
    ),
    Passes(
        "The club is considering whether to sell its ground to a developer.",
        "The club is considering whether to sell its ground to a developer, its chairman said.",
    ),
    Passes(
        "October was the wettest ever in the county.",
        "October was the wettest in the county since records began in 1910.",
        note="'since records began' is a record",
    ),
    Passes(
        "The firm posted a record profit of $3.1 billion.",
        "The firm posted a record profit of $3.1 billion, up from $2.2 billion.",
    ),
    Passes(
        "The bank plans to close 40 branches next year.",
        "The bank said it plans to close 40 of its branches next year.",
        note="the same frame on both sides",
    ),
    Passes(
        "宿泊費は1泊10,000円が上限です。",
        "宿泊費は、1泊につき10,000円を上限として実費を支給する。",
        note="the ceiling said another way",
    ),
    Passes(
        "Ana stayed late at work, with a risk of losing the contract if they missed the deadline.",
        "Ana: I'm staying late at work. If we miss the deadline we may lose the contract.",
        note="the claim hedges in its own words, in another clause of the sentence",
    ),
    Passes(
        "The club faces a risk of relegation if it loses on Saturday.",
        "If the club loses on Saturday it may be relegated.",
    ),
    Passes(
        "Most patients might need a second dose in spring.",
        "Many patients may need a second dose in spring.",
        note="the claim hedges in words of its own",
    ),
    Passes(
        "The club renewed the goalkeeper's contract for two more seasons.",
        "The club renewed the goalkeeper's contract for two more seasons in May.",
        note="May, capitalised inside the clause, is the month, not a hedge",
    ),
    Passes(
        "The council will vote in March on a plan that may close two pools.",
        "The council will vote in March on a plan that could close two pools.",
        note="each modal governs the same verb in both",
    ),
    Passes(
        "Savers who open an account before 31 May and pay in £50 a month will earn a bonus.",
        "Savers who open an account before 31 May will earn a bonus.",
        note="the month May before a certain modal is not a modal of possibility",
    ),
    Passes("All 84 students completed the final exam.", "All 84 students completed the final exam."),
    Passes(
        "The supplement may reduce the risk of fractures in older adults.",
        "The supplement may reduce the risk of fractures in older adults.",
    ),
    Passes(
        "Meridian achieved a recall of 85% on held-out data.", "Meridian achieved a recall of 85% on held-out data."
    ),
    Passes(
        "The evening news streams every evening on the company's website.",
        "The evening news streams nightly on the company's website.",
    ),
    Passes(
        "Some doctors suspect that the new test misses early tumours.",
        "A few doctors suspect that the new test misses early tumours.",
    ),
    Passes(
        "The new tariff could raise prices for small importers.",
        "Economists said the new tariff could raise prices for small importers.",
    ),
    Passes(
        "The closure of the plant will cost up to 300 jobs.",
        "The closure of the plant will cost as many as 300 jobs.",
    ),
    Passes(
        "About 38% of voters turned out for the council election.",
        "Roughly 38% of voters turned out for the council election.",
    ),
    Passes(
        "Ministers agree that the hospital needs a new wing.",
        "Ministers agree that the hospital needs a new wing.",
    ),
    Passes(
        "Harlow were the lowest scorers in the league.",
        "Harlow scored 19 goals, fewer than any other side in the league.",
        note="sport: 'fewer than any other' ranks",
    ),
    Passes(
        "A majority of patients reported fewer headaches.",
        "In the trial, 71% of patients reported fewer headaches after eight weeks.",
        note="health: a share above half",
    ),
    Passes(
        "Most residents backed the plan.",
        "In the consultation, 62% of residents backed the plan, while 38% opposed it.",
        note="one share of the clause says more than half",
    ),
    Passes(
        "Most shoppers said prices rose by 12%.",
        "Most shoppers said prices had risen by 12% over the year.",
        note="a change ('by 12%') is no share of the group",
    ),
    Passes(
        "Harlow scored the most goals in the league this season.",
        "Harlow scored 31 goals, the most in the league this season.",
        note="sport: ranked first by both",
    ),
    Passes(
        "The band said the record took two years to make.",
        "The band spent two years making the album, its fourth.",
        note="'the record' is a thing, not a rank",
    ),
    Passes(
        "Repairs will take at least 25 weeks.",
        "Repairs will take at least 25 weeks, the council said.",
        note="'at least' bounds a figure; 'least' ranks nothing",
    ),
    Passes(
        "Insurers expect most claims to be settled within eight weeks.",
        "Insurers received 27,300 claims after the storm and said most claims should be settled within eight weeks.",
        note="'most' before a noun counts; it ranks nothing",
    ),
    Passes(
        "It is not yet known whether the dam can be repaired.",
        "Engineers said more surveys were needed to see whether the dam could be repaired.",
        note="'could' in a question asks; it hedges no statement",
    ),
    Passes(
        "Harlow became the first club to reach three finals in a row.",
        "Harlow reached their third final in a row on Saturday, the first club to do so since the competition began.",
    ),
]


def _boosters(lex: ModuleType, tokens: list[Token]) -> list[Token]:
    return [t for t in tokens if t.norm in lex.BOOSTERS]


def _hedges(lex: ModuleType, tokens: list[Token]) -> list[Token]:
    # A hedge capitalised inside its clause is a name or a month ("renewed in May"), not a modal; a modal of
    # possibility hedges as "may" does ("could close the port"), unless it asks ("could you", "whether the
    # process could be scaled up") or is denied ("could not find": what was not possible happened not)
    asked = next((i for i, t in enumerate(tokens) if t.norm in lex.OPEN_QUESTION_WORDS), len(tokens))
    found = [
        t
        for i, t in enumerate(tokens)
        if (
            t.norm in lex.HEDGES
            or (
                t.norm in lex.POSSIBLE_MODALS
                and asked > i
                and i + 1 < len(tokens)
                and tokens[i + 1].norm not in lex.PRONOUNS
                and not is_negation(tokens[i + 1], lex)
            )
        )
        and (i == 0 or not t.text[:1].isupper())
    ]
    if span := has_phrase(tokens, lex.HEDGE_PHRASES):
        found += [t for t in tokens if t.start == span[0]]
    return found


def _hedges_said(hedge: Token, tokens: list[Token], said: set[str], lex: ModuleType) -> bool:
    """Whether what a source hedge is about is in the claim: an informative word of the claim among the
    ``verdict.HEDGE_REACH`` either side of it ("a *risk* of *losing*", "any *questions* you may have"), or
    after "could", which hedges the verb it comes before ("could *raise prices*"; "will close schools on
    Monday and could disrupt exams" hedges the exams only), not a hedge on another part of the sentence
    ("putting 1,100 jobs at risk" for "will close its plant")."""
    at = tokens.index(hedge)
    before = [k for t in reversed(tokens[:at]) if (k := key_of(t.text)) and not t.is_number][: verdict.HEDGE_REACH]
    if hedge.norm in lex.POSSIBLE_MODALS and hedge.norm not in lex.HEDGES:
        before = []  # "could": the verb after it ("questions you may have" hedges what stands before)
    after = [k for t in tokens[at + 1 :] if (k := key_of(t.text)) and not t.is_number][: verdict.HEDGE_REACH]
    return bool(said & set(before + after))


def _hedged(lex: ModuleType, tokens: list[Token]) -> set[str]:
    """The words that hedge or limit a clause: hedges, limiting quantifiers and modals of possibility."""
    words = {t.norm for t in _hedges(lex, tokens) + _limits(lex, tokens)}
    return words | {t.norm for t in tokens if t.norm in lex.POSSIBLE_MODALS}


def _in_figure(an: Analysis, t: Token) -> bool:
    """Whether a word is part of a figure: the "every" of "three in every ten" is no universal."""
    return any(b.figure.start <= t.start < b.figure.end for b in an.figures)


_KANA = re.compile(r"[\u3040-\u30ff]+")


def _spelled_in(an: Analysis, tokens: list[Token], words: frozenset[str]) -> list[Token]:
    """The listed words a CJK text writes over ``tokens``, each as a token of its own, in order: its
    tokens are runs of one script, which hold a quantifier inside ("全便運休", "従業員全員")."""
    if not tokens:
        return []
    first = tokens[0].start
    text = an.text[first - an.offset : tokens[-1].end - an.offset]
    found = [
        Token(w, w, w, first + m.start(), first + m.end(), False)
        for w in sorted(words, key=len, reverse=True)
        for m in re.finditer(re.escape(w), text)
        # a word in kana alone starts no word inside a kana run: "などの" holds no "どの"
        if not (_KANA.fullmatch(w) and m.start() > 0 and _KANA.fullmatch(text[m.start() - 1]))
    ]
    kept: list[Token] = []
    for t in sorted(found, key=lambda t: (t.start, -t.end)):
        if not kept or t.start >= kept[-1].end:
            kept.append(t)  # the longest word at each place: 全店舗 holds 全店
    return kept


def _limits(lex: ModuleType, tokens: list[Token]) -> list[Token]:
    return [t for t in tokens if t.norm in lex.LIMITING_QUANTIFIERS]


def _cue_word(lex: ModuleType, t: Token) -> bool:
    return any(
        t.norm in words
        for words in (lex.BOOSTERS, lex.HEDGES, lex.LIMITING_QUANTIFIERS, lex.UNIVERSALS, lex.POSSIBLE_MODALS)
    )


def _stems(an: Analysis) -> frozenset[str]:
    """The stems of a passage's words, read once per passage."""
    found = an.derived.get("stems")
    if found is None:
        found = an.derived["stems"] = frozenset(t.stem for t in an.tokens)
    return found  # type: ignore[return-value]


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    an = analysis
    lex = an.lex
    out = []
    for n in range(len(an.clauses)):
        tokens = an.clause_tokens(n)
        for word in _boosters(lex, tokens):
            if any(word.stem in _stems(evidence.corpus.analysis(p.index)) for p in evidence.passages):
                continue
            p = evidence.passages[0] if evidence.passages else None
            end = word.end + 1 if claim.text[word.end - an.offset : word.end - an.offset + 1] == " " else word.end
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f'"{word.text}" goes beyond the source',
                    f'The claim says "{word.text}", but the evidence ({cite(evidence, p) if p else "none"}) states it '
                    "without that generality or certainty.",
                    (word.start, word.end),
                    p,
                    fix=Fix(word.start, end, ""),
                )
            )
        out += _dropped_bounds(an, n, evidence)
        if (
            record := _record_overstated(an, n, evidence)
            or _rank_changed(an, n, evidence)
            or _rank_unsupported(an, n, evidence)
        ) is not None:
            out.append(record)
        aligned = aligned_clause(an, n, evidence, verdict.ALIGN_MIN, ignore=lambda t: _cue_word(lex, t))
        if aligned is None:
            # a claim clause that gathers a source sentence's two clauses ("Inspectors praised the reading
            # programme, which had helped a majority of weaker readers catch up") is read against the
            # clause it shares most with, the sentence's other words counting as said: for a universal only
            given = aligned_clause(an, n, evidence, verdict.ALIGN_MIN, lambda t: _cue_word(lex, t), given=True)
            if given is not None and _limits_same_group(lex, tokens, given.analysis.clause_tokens(given.clause)):
                if (found := _generalised(an, tokens, given, evidence)) is not None:
                    out.append(found)
                    continue
            if (found := _times_named(an, tokens, given, evidence)) is not None:
                out.append(found)
                continue
            if (asked := _asked(an, n, None, evidence) or _part_counted(an, tokens, [], evidence)) is not None:
                out.append(asked)
            continue
        # The claim limits or hedges in words of its own ("might" for "may", "most" for "usually") only
        # with a word the source clause does not use; one both use ("suggest", "might") is shared.
        source_tokens = aligned.analysis.clause_tokens(aligned.clause)
        mine, theirs = _hedged(lex, tokens), _hedged(lex, source_tokens)
        limited = bool(mine - theirs)
        found = (
            (None if limited else _generalised(an, tokens, aligned, evidence))
            or _hardened(an, tokens, aligned, evidence)
            or _quantifier_raised(an, tokens, aligned, evidence)
            or _share_outside(an, tokens, aligned, evidence)
            or _done(an, tokens, aligned, evidence)
            or _planned_done(an, tokens, aligned, evidence)
            or _asked(an, n, aligned, evidence)
            or _share_unsaid(an, tokens, evidence)
            or _times_named(an, tokens, aligned, evidence)
            or _kind_dropped(an, tokens, aligned, evidence)
        )
        if found:
            out.append(found)
            continue
        # a hedge of the source's that the claim leaves out, unless the claim hedges in its own words,
        # in this clause or another of the sentence ("with a risk of losing $5m if they were late")
        sentence = _hedged(lex, an.tokens)
        said = set(clause_keys(tokens))
        hedges = [
            h
            for h in _hedges(lex, source_tokens)
            if h.norm not in sentence and _hedges_said(h, source_tokens, said, lex)
        ]
        if hedges and not sentence - theirs:
            h = hedges[0]
            # a hedge of several words is shown whole: "In many cases", not "In"
            phrase = has_phrase(source_tokens, lex.HEDGE_PHRASES)
            start, end = phrase if phrase is not None and phrase[0] == h.start else (h.start, h.end)
            source = aligned.analysis
            shown = source.text[start - source.offset : end - source.offset]
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f'The source hedges ("{shown}"); the claim does not',
                    f'{cite(evidence, aligned.passage)} limits this with "{shown}": '
                    f'"{source.clause_text(aligned.clause)}". The claim states it without the hedge.',
                    (an.clauses[n].start, an.clauses[n].end),
                    aligned.passage,
                    (start, end),
                )
            )
    return out


RECORD_CONTEXT_MIN = 2  # informative words a source sentence shares with the claim clause to be about its record
SUPERLATIVE_REACH = (
    4  # words between a superlative and the "since" that limits it ("the lowest level of trading since")
)


def _superlative(t: Token) -> bool:
    return t.norm in {"most", "least", "best", "worst"} or (len(t.norm) >= 6 and t.norm.endswith("est"))


def _ranking_word(lex: ModuleType, word: str) -> bool:
    """A superlative that ranks: "most", "best", an -iest form ("costliest", "deadliest"), or an -est form
    of an adjective with an opposite ("youngest", "largest"), not a noun that ends so ("protest",
    "interest", "harvest")."""
    if word in {"most", "least", "best", "worst"}:
        return True
    if len(word) >= SUPERLATIVE_IEST_MIN and word.endswith("iest"):
        return True
    return word.endswith("est") and any(lex.ANTONYMS.get(s) for s in lemma_stems(lex, word) - {stem(word)})


SUPERLATIVE_IEST_MIN = 7  # letters of an -iest superlative ("busiest"): "priest" is none


def _records(lex: ModuleType, tokens: list[Token]) -> list[int]:
    """Where a clause says a record with no limit: "a record profit", "an all-time high", "the highest
    ever", "unprecedented"; "ever" only after a superlative, and "record" only before what it is a record
    of ("a record year", "a record £40.1bn") or after "new" or "on" ("set a new record", "its lowest on
    record"), not after "the": "the record is impressive" is an album."""

    def said(i: int, t: Token) -> bool:
        if lex.RECORD_NEXT:
            # a word that is a record only before the rank it opens: 過去最多, 史上最高, 史上初 (not 過去5年間),
            # the two read as one token or as two
            if t.norm not in lex.RECORD_WORDS:
                return t.norm[2:3] in lex.RECORD_NEXT
            return i + 1 < len(tokens) and tokens[i + 1].norm[:1] in lex.RECORD_NEXT
        if t.norm == "ever":
            return i > 0 and _superlative(tokens[i - 1])
        if t.norm == "record":
            if i > 0 and tokens[i - 1].norm == "the":
                return False  # "the record took two years to make": a thing, not a rank
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            named = after is not None and (
                after.is_number or (after.norm not in lex.STOP_WORDS and key_of(after.text) is not None)
            )
            return bool(named) or (i > 0 and tokens[i - 1].norm in {"new", "on"})
        return True

    return [i for i, t in enumerate(tokens) if _record_word(lex, t) and said(i, t)]


def _record_word(lex: ModuleType, t: Token) -> bool:
    """A record word, or in Japanese one that begins a token (史上初, 過去最高 read as one token)."""
    return t.norm in lex.RECORD_WORDS or bool(lex.RECORD_NEXT and t.norm[:2] in lex.RECORD_WORDS)


def _limit(lex: ModuleType, source: Analysis) -> tuple[int, int] | None:
    """A superlative the sentence limits in time, as (first, last) token: "the highest since 2015", "the
    lowest in 20 years", "the wettest for a decade"; not "the warmest since records began", a record."""
    tokens = source.tokens
    years = {b.figure.start for b in source.figures if b.figure.kind in {"year", "date"}}
    for i, t in enumerate(tokens):
        if t.norm not in lex.SINCE_WORDS or i + 1 >= len(tokens):
            continue
        nxt = tokens[i + 1]
        if t.norm == "since":
            limited = nxt.start in years or (nxt.norm == "the" and i + 2 < len(tokens) and tokens[i + 2].is_number)
        else:  # "in 20 years", "for a decade"
            after = tokens[i + 2].norm if i + 2 < len(tokens) else ""
            limited = (nxt.is_number or nxt.norm in {"a", "an"}) and after.rstrip("s") in lex.TIME_SPANS
        if not limited:
            continue
        first = next((k for k in range(i - 1, max(-1, i - 1 - SUPERLATIVE_REACH), -1) if _superlative(tokens[k])), None)
        if first is not None:
            last = i + 1 if t.norm == "since" else i + 2
            return first, last
    return None


# words after a superlative in which what it ranks against is said ("... in its history", "the largest
# offshore wind farm in the country")
RANK_SCOPE_REACH = 6
FIRST_TO_REACH = 3  # words after "the first" up to the "to" of what it was first to do ("the first woman to")


def _rank_at(lex: ModuleType, tokens: list[Token]) -> tuple[int, int] | None:
    """The first and last token of a rank the clause gives, as a record: a record word ("a championship
    record", "unprecedented"), a superlative with what it ranks against after it ("the largest gift in its
    history", "the highest ever", "the wettest for a decade"), or a first within a scope ("the region's
    first apprenticeship", "the first time in a decade")."""
    if at := _records(lex, tokens):
        i = at[0]
        if lex.RECORD_NEXT:
            # 過去最多: the record word with the rank it opens, unless the two are one token (史上初)
            return i, (i + 1 if tokens[i].norm in lex.RECORD_WORDS else i)
        return (i - 1 if tokens[i].norm == "ever" else i), i  # "largest ever": the superlative with it
    for i, t in enumerate(tokens):
        reach = range(i + 1, min(len(tokens), i + 1 + RANK_SCOPE_REACH))
        if i > 0 and tokens[i - 1].norm == "at":
            continue  # "at least 25 years", "at most": a bound, not a rank
        if _ranking_word(lex, t.norm) and (last := next((k for k in reach if _ranked_against(lex, tokens[k])), None)):
            return i, last
        if t.norm == "first" and i > 0:
            # a first within a scope: a place's or a body's ("the region's first", "the club's first"), or a
            # first time in a span ("the first time in a decade"), or the first of all to do a thing ("the
            # first to be found in the county"); not someone's ("her first appearance"), nor a first time
            # given a date ("launched for the first time on 9 July", a maiden flight)
            before = tokens[i - 1]
            if before.text[:1].islower() and before.text.endswith(("'s", "’s")):
                return i - 1, i
            # "the first to be found", "the first woman to win the race", "the first club to reach"
            after = tokens[i + 1 : i + 1 + FIRST_TO_REACH]
            to = next((k for k, u in enumerate(after) if u.norm == "to"), None)
            if before.norm == "the" and to is not None and all(key_of(u.text) and not u.is_number for u in after[:to]):
                return i - 1, i + to
            after = tokens[i + 1 : i + 1 + RANK_SCOPE_REACH]
            if after and after[0].norm == "time" and any(u.norm.rstrip("s") in lex.TIME_SPANS for u in after[1:]):
                return i, i + 1
    return None


def _ranked_against(lex: ModuleType, t: Token) -> bool:
    """A word that says what a superlative ranks against: a history, a record, "ever", a span of time, a
    place or a league ("the largest offshore wind farm in the country")."""
    word = t.norm.removesuffix("'s").removesuffix("’s").rstrip("s")
    return t.norm in {"history", "record", "ever"} or word in lex.TIME_SPANS | lex.RANK_PLACES


def _ranks(lex: ModuleType, tokens: list[Token]) -> bool:
    """Whether a text ranks anything at all: a superlative ("most" and "least" after a determiner: "most
    claims" counts, it does not rank), a first, a record word, a "never", a previous mark ("its previous
    high", not "the previous year"), or a comparison with all the rest ("fewer than any other side")."""
    return any(
        (_superlative(t) and (t.norm not in {"most", "least"} or (i > 0 and tokens[i - 1].norm in lex.DETERMINERS)))
        or t.norm in {"first", "never"}
        or _record_word(lex, t)
        or (t.norm == "previous" and i + 1 < len(tokens) and tokens[i + 1].norm.rstrip("s") not in lex.TIME_SPANS)
        or (t.norm == "than" and i + 1 < len(tokens) and tokens[i + 1].norm in {"any", "all"})
        for i, t in enumerate(tokens)
    )


def _rank_unsupported(an: Analysis, n: int, evidence: Evidence) -> Finding | None:
    """A record or a first the claim gives ("the largest gift in its history", "a championship record",
    "the region's first apprenticeship") where neither the evidence nor its paragraphs rank anything: the
    claim adds the rank."""
    lex = an.lex
    if not lex.RECORD_WORDS:
        return None  # read in a language whose record words are listed
    tokens = an.clause_tokens(n)
    found = _rank_at(lex, tokens)
    if found is None:
        return None
    corpus = evidence.corpus
    # what is ranked: the rank's words and those after it ("a record year for legacy gifts"); a passage
    # ranking something else ("demand for beds had never been higher") does not rank it
    ranked = set(clause_keys(tokens[found[0] : found[1] + 1 + RANK_SCOPE_REACH]))
    if not ranked - set(clause_keys(tokens[found[0] : found[1] + 1])):
        # only figures follow the rank ("Sales reached a record £560,000"): what it ranks is said before it
        ranked |= set(clause_keys(tokens[: found[0]]))
    for p in evidence.passages:
        if any(
            _ranks(lex, corpus.analysis(q.index).tokens) and ranked & corpus.keys(q.index)
            for q in corpus.paragraph_passages(p.index)
        ):
            return None
    first, last = tokens[found[0]], tokens[found[1]]
    said = an.text[first.start - an.offset : last.end - an.offset]
    return finding(
        id,
        UNSUPPORTED,
        f'Nothing in the evidence ranks this: "{said}"',
        f'The claim says "{said}", but no passage about it, nor any around them, gives a record, a first or a '
        "superlative: the rank is the claim's own.",
        (first.start, last.end),
    )


def _record_overstated(an: Analysis, n: int, evidence: Evidence) -> Finding | None:
    """A record with no limit where the evidence limits the superlative in time ("a record profit" for
    "its highest profit since 2015", "its lowest level on record" for "its lowest in 20 years"): the claim
    says more than the source."""
    lex = an.lex
    tokens = an.clause_tokens(n)
    at = _records(lex, tokens)
    if not at:
        return None
    record = tokens[at[0]]
    keys = set(clause_keys(tokens)) - {key_of(record.text)}
    # the clause's figures say what the record is of as its words do ("Sales reached a record £560,000")
    mine = [b.figure for b in an.figures if b.clause == n]
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        have = evidence.corpus.keys(p.index)
        held = sum(1 for f in mine if any(figs.same_value(f, g) for g in evidence.corpus.figures(p.index)))
        if len(keys & have) + held < RECORD_CONTEXT_MIN:
            continue
        theirs = _records(lex, source.tokens)
        if not theirs and (limit := _limit(lex, source)) is not None:
            said = source.text[
                source.tokens[limit[0]].start - source.offset : source.tokens[limit[1]].end - source.offset
            ]
            return finding(
                id,
                CONTRADICTION,
                f'The source says "{said}", not a record',
                f'The claim says "{record.text}", but {cite(evidence, p)} limits it: "{said}".',
                (record.start, record.end),
                p,
                (source.tokens[limit[0]].start, source.tokens[limit[1]].end),
            )
    return None


RANK_CONTEXT_MIN = 3  # informative words a source sentence shares with the claim clause to rank the same thing
_RANK_WORDS = ("second", "third", "fourth", "fifth", "2nd", "3rd", "4th", "5th")
_RANKS = re.compile(rf"(?i)\b({'|'.join(_RANK_WORDS)})[- ]$")


# what stands before a superlative that ranks first: "the youngest", "its lowest", "Britain's busiest"
_FIRST = re.compile(r"(?i)(?:\b(?:the|its|their|his|her|our)|\w['’]s)\s+$")


_RANKED_AMONG = frozenset("of in for among ever".split())  # words after a bare "the most" that say among what


class _Superlative(NamedTuple):
    word: str  # "youngest", "most visited"
    rank: str  # "second", or "" where it ranks first
    start: int  # the rank's start, or the superlative's where there is none
    word_start: int
    end: int


def _ranked_superlative(a: Analysis, tokens: list[Token], i: int, known: str = "") -> _Superlative | None:
    """The superlative at ``tokens[i]`` with its rank: "second-youngest" (one token: any -est word ranks
    there), "third biggest", "second most visited", or "the busiest" (ranked first); None for a
    superlative with neither a rank nor a determiner ("most residents", "at best"). ``known`` is a
    superlative read elsewhere, taken as one here too ("the youngest" against "second-youngest")."""
    t = tokens[i]
    head, _, tail = t.norm.rpartition("-")
    if head in _RANK_WORDS and tail.endswith("est"):
        return _Superlative(tail, head, t.start, t.end - len(tail), t.end)
    if "-" in t.norm or not (t.norm == known or _ranking_word(a.lex, t.norm)):
        return None
    word, end = t.norm, t.end
    if t.norm in {"most", "least"}:
        if i + 1 >= len(tokens) or not tokens[i + 1].norm.isalpha():
            return None
        if tokens[i + 1].norm not in _RANKED_AMONG:  # "the most of any exhibition" ranks by itself
            word, end = f"{t.norm} {tokens[i + 1].norm}", tokens[i + 1].end
    before = a.text[max(0, t.start - a.offset - 12) : t.start - a.offset]
    if rank := _RANKS.search(before):
        return _Superlative(word, rank.group(1).lower(), t.start - len(rank.group(0)), t.start, end)
    if _FIRST.search(before):
        return _Superlative(word, "", t.start, t.start, end)
    return None


def _rank_changed(an: Analysis, n: int, evidence: Evidence) -> Finding | None:
    """A superlative ranked otherwise than the source ranks it, in a source sentence that shares the
    claim clause's other words: stated outright where the source ranks it second or lower ("its lowest
    extent" for "the second-lowest extent", "the biggest employer" for "the third biggest employer", "the
    most visited show" for "the second most visited show"), or ranked second or lower where the source
    puts it first ("the second-youngest winner" for "the youngest champion")."""
    if an.lang == "ja":
        return _rank_changed_ja(an, n, evidence)
    tokens = an.clause_tokens(n)
    keys = set(clause_keys(tokens))
    # a word the evidence ranks with a hyphen is a superlative in the claim too ("the youngest" for
    # "the second-youngest")
    hyphened = {
        tail
        for p in evidence.passages
        for u in evidence.corpus.analysis(p.index).tokens
        if "-" in u.norm and (parts := u.norm.rpartition("-"))[0] in _RANK_WORDS and (tail := parts[2])
    }
    for i, t in enumerate(tokens):
        mine = _ranked_superlative(an, tokens, i, t.norm if t.norm in hyphened else "")
        if mine is None:
            continue
        # a short clause needs its every other word in the source sentence: "The trust is the largest in
        # the region" against "The trust is the second-largest in the region"
        others = keys - {key_of(w) for w in mine.word.split()} - {key_of(mine.rank)}
        need = max(2, min(RANK_CONTEXT_MIN, len(others)))
        for p in evidence.passages:
            source = evidence.corpus.analysis(p.index)
            if len(others & evidence.corpus.keys(p.index)) < need:
                continue
            for k in range(len(source.tokens)):
                theirs = _ranked_superlative(source, source.tokens, k, mine.word)
                if theirs is None or bool(theirs.rank) == bool(mine.rank):
                    continue
                # "the most of any exhibition" ranks what "the second most visited exhibition" does
                if mine.word != theirs.word and theirs.word not in mine.word.split()[:1] + [""]:
                    if mine.word not in theirs.word.split()[:1]:
                        continue
                said = source.text[theirs.start - source.offset : theirs.end - source.offset]
                claimed = an.text[mine.start - an.offset : mine.end - an.offset]
                if mine.rank:
                    why, fix = "puts it first; the claim ranks it lower", Fix(mine.start, mine.word_start, "")
                else:
                    why, fix = f'ranks it "{said}"; the claim puts it first', Fix(mine.start, mine.end, said)
                return finding(
                    id,
                    CONTRADICTION,
                    f'The source says "{said}", the claim "{claimed}"',
                    f"{cite(evidence, p)} {why}.",
                    (mine.start, mine.end),
                    p,
                    (theirs.start, theirs.end),
                    fix=fix,
                )
    return None


# A Japanese adjective ranked first ("最も高い", "一番安く") or lower ("3番目に高い", "二番目に多い"), by the
# kanji of its stem.
_JA_FIRST = re.compile(r"(?:最も|もっとも|一番|いちばん)(?P<word>[\u4e00-\u9fff]{1,2})(?=い|く|かった)")
_JA_RANKED = re.compile(
    r"(?P<rank>[2-9２-９]|[1１][0-9０-９]|[二三四五六七八九十])番目に(?P<word>[\u4e00-\u9fff]{1,2})(?=い|く|かった)"
)


def _rank_changed_ja(an: Analysis, n: int, evidence: Evidence) -> Finding | None:
    """The Japanese of :func:`_rank_changed`: "県内で最も高い" for "県内で3番目に高い", or the other way,
    in a source sentence that shares at least ``RANK_CONTEXT_MIN`` of the claim clause's other words."""
    c = an.clauses[n]
    text = an.text[c.start - an.offset : c.end - an.offset]
    keys = set(clause_keys(an.clause_tokens(n)))
    for mine, other in ((_JA_FIRST, _JA_RANKED), (_JA_RANKED, _JA_FIRST)):
        for m in mine.finditer(text):
            others = keys - set(
                clause_keys(
                    [t for t in an.clause_tokens(n) if t.start >= c.start + m.start() and t.end <= c.start + m.end()]
                )
            )
            for p in evidence.passages:
                if len(others & evidence.corpus.keys(p.index)) < min(RANK_CONTEXT_MIN, len(others)):
                    continue
                theirs = next((x for x in other.finditer(p.text) if x.group("word") == m.group("word")), None)
                if (
                    theirs is None
                    or mine.search(p.text)
                    and any(x.group("word") == m.group("word") for x in mine.finditer(p.text))
                ):
                    continue  # the source ranks it both ways, or as the claim does
                start, end = c.start + m.start(), c.start + m.end()
                said = theirs.group(0)
                # shown with the adjective's ending, which the fix leaves as the claim writes it
                shown, claimed = p.text[theirs.start() : theirs.end() + 1], text[m.start() : m.end() + 1]
                return finding(
                    id,
                    CONTRADICTION,
                    f'The source says "{shown}", the claim "{claimed}"',
                    f"{cite(evidence, p)} ranks it \u201c{shown}\u201d.",
                    (start, end),
                    p,
                    (p.start + theirs.start(), p.start + theirs.end()),
                    fix=Fix(start, end, said),
                )
    return None


GROUP_WINDOW = 2  # words after a source's quantifier in which the group it limits is named ("some junior doctors")


def _quantifier_raised(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """A quantifier of the claim higher on the scale than the one the source gives the same group ("most
    residents" for "few residents", "many" for "some" or "a few"): the claim says it of more of them."""
    ranks = an.lex.QUANTIFIER_RANKS
    theirs_all = aligned.analysis.clause_tokens(aligned.clause)
    mine = [i for i, t in enumerate(tokens) if t.norm in ranks]
    theirs = [i for i, t in enumerate(theirs_all) if t.norm in ranks]
    if len(mine) != 1 or len(theirs) != 1:
        return None
    m, t = tokens[mine[0]], theirs_all[theirs[0]]

    def rank(run: list[Token], at: int) -> int:
        # "a few" is some; "few" alone is not many
        return ranks["some"] if run[at].norm == "few" and at and run[at - 1].norm == "a" else ranks[run[at].norm]

    if rank(tokens, mine[0]) <= rank(theirs_all, theirs[0]):
        return None

    def group(run: list[Token], at: int) -> set[str]:
        return {k for u in run[at + 1 : at + 1 + GROUP_WINDOW] if (k := key_of(u.text))}

    if not group(tokens, mine[0]) & group(theirs_all, theirs[0]):
        return None  # not the same group
    article = theirs[0] > 0 and theirs_all[theirs[0] - 1].norm == "a"
    said = ("a " if article else "") + t.text.lower()
    return finding(
        id,
        CONTRADICTION,
        f'The source says "{said}", the claim "{m.text}"',
        f'The claim says "{m.text}" of a group the source limits with "{said}" in '
        f'{cite(evidence, aligned.passage)}: "{aligned.analysis.clause_text(aligned.clause)}".',
        (m.start, m.end),
        aligned.passage,
        (theirs_all[theirs[0] - 1].start if article else t.start, t.end),
        fix=Fix(m.start, m.end, match_case(said, m.text)),
    )


def _generalised(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """A universal ("all", "every") or a consensus ("doctors agree") where the source limits the same
    statement to "most", "some" or "a few"."""
    lex = an.lex
    theirs = aligned.analysis.clause_tokens(aligned.clause)
    spelled = an.lang in CJK_LANGUAGES  # a CJK text writes its quantifiers inside longer runs: 全便運休, 従業員全員
    limits = _spelled_in(aligned.analysis, theirs, lex.LIMITING_QUANTIFIERS) if spelled else _limits(lex, theirs)
    if not limits:
        return _share_generalised(an, tokens, aligned, evidence)
    limit = limits[0]
    # a universal the source also says ("free for all to use") is not the generalisation
    universals = lex.UNIVERSALS
    said = [
        t.norm
        for t in (_spelled_in(aligned.analysis, theirs, universals) if spelled else theirs)
        if t.norm in universals
    ]
    universal = None
    for t in _spelled_in(an, tokens, universals) if spelled else tokens:
        if t.norm in universals and not _in_figure(an, t):
            if t.norm in said:
                said.remove(t.norm)
            else:
                universal = t
                break
    if universal:
        found = word_against_word(
            id,
            f'The source says "{limit.text}", the claim "{universal.text}"',
            f'The claim generalises where the source limits it with "{limit.text}" in',
            evidence,
            aligned,
            universal,
            limit,
            None if spelled else token_before(an, universal),
        )
        # a word read inside a run of one script is no token of the claim's: its noun is not read after it
        return found if spelled else _with_agreement(found, tokens, universal, theirs, limit)
    verb = next((i for i, t in enumerate(tokens) if t.norm in lex.CONSENSUS_VERBS and i > 0), None)
    if verb is None or not (group_key := key_of(tokens[verb - 1].text)):
        return _bare_group(an, tokens, aligned, evidence, limit)
    group, said = tokens[verb - 1], tokens[verb]
    # the source limits the same group: its quantifier stands just before the group's word
    at = next(i for i, t in enumerate(theirs) if t.start == limit.start)
    if group_key not in {key_of(t.text) for t in theirs[at + 1 : at + 1 + GROUP_WINDOW]}:
        return None
    # the fix is the source's own words from its quantifier to the word in the place of the verb
    fix = None
    if isinstance(aligned, SlotAlignment):
        slot = next((s for s in aligned.slots if s.claim_span[0] == said.start), None)
        if slot is not None and limit.start < slot.source_span[0]:
            source = aligned.analysis
            text = source.text[limit.start - source.offset : slot.source_span[1] - source.offset]
            fix = Fix(group.start, said.end, match_case(text, group.text))
    return _limited(
        f'The source says "{limit.text}", the claim "{group.text} {said.text}"',
        f"The claim speaks for every {group.text.lower()}",
        (limit.text, (limit.start, limit.end)),
        (group.start, said.end),
        aligned,
        evidence,
        fix,
    )


_ALL_WORDS = frozenset({"all", "every"})  # the quantifiers that speak for a whole group


def _limits_same_group(lex: ModuleType, tokens: list[Token], theirs: list[Token]) -> bool:
    """Whether the source clause limits, with a quantifier, the group the claim's universal covers: a word
    of the claim's group within ``GROUP_WINDOW`` words after it ("a majority of weaker readers" for "all
    of its weaker readers"), and not only a superlative ("largest and most diversified economies" says
    nothing of "all volume")."""
    at = next((i for i, t in enumerate(tokens) if t.norm in lex.UNIVERSALS), None)
    if at is None:
        return False
    group = {k for t in tokens[at + 1 : at + 1 + GROUP_WINDOW + 2] if (k := key_of(t.text))}
    for i, t in enumerate(theirs):
        if t.norm in lex.LIMITING_QUANTIFIERS and group & {
            k for u in theirs[i + 1 : i + 1 + GROUP_WINDOW + 1] if (k := key_of(u.text))
        }:
            return True
    return False


def _share_generalised(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """ "All" or "every" for a group the source clause counts only part of with a share: "All of the
    library's visitors are under 25" for "Six in ten visitors ... are aged under 25"."""
    lex = an.lex
    source = aligned.analysis
    if any(t.norm in lex.UNIVERSALS for t in source.clause_tokens(aligned.clause)):
        return None
    at = next((i for i, t in enumerate(tokens) if t.norm in _ALL_WORDS and not _in_figure(an, t)), None)
    if at is None:
        return _part_counted(an, tokens, [aligned], evidence)  # "each of his last five"
    group = set(list(dict.fromkeys(t.stem for t in tokens[at + 1 :] if key_of(t.text)))[: GROUP_WINDOW + 1])
    for b in source.figures:
        f = b.figure
        part = (f.kind == "percent" and 0 < f.value < 100) or (f.kind == "ratio" and 0 < f.value < 1)
        if b.clause != aligned.clause or not part or f.high is not None or not (b.measure_keys & group):
            continue
        return _share_against(
            tokens[at],
            f,
            aligned,
            evidence,
            f"The claim speaks for the whole group where {cite(evidence, aligned.passage)} counts a part of it "
            f'("{f.text}"): "{source.clause_text(aligned.clause)}".',
        )
    return _part_counted(an, tokens, [aligned], evidence)


def _part_counted(
    an: Analysis, tokens: list[Token], candidates: list[SlotAlignment | Aligned], evidence: Evidence
) -> Finding | None:
    """ "All", "every" or "each of" before a count of a whole where a source clause counts only part of that
    whole, of the same things: "all 2,100 of its lights" for "1,300 of its 2,100 outdoor lights", "every one
    of the 12 ferries" for "nine of the 12 ferries", "in each of his last five matches" for "in four of his
    last five"; with no count, in the clause that says the rest of the claim's ("in every district" for "in
    seven of the city's nine districts"). With no clause matching the claim's (``candidates`` empty), every
    clause of the evidence is read when the claim gives the count: the count and the thing counted tie the
    two."""
    at = next(
        (
            i
            for i, t in enumerate(tokens)
            if (t.norm in _ALL_WORDS or (t.norm == "each" and tokens[i + 1 : i + 2] and tokens[i + 1].norm == "of"))
            and not _in_figure(an, t)
        ),
        None,
    )
    if at is None:
        return None
    u = tokens[at]
    mine = [b for b in an.figures if b.figure.kind == "count" and 0 <= b.figure.start - u.end <= _WHOLE_AFTER_UNIVERSAL]
    # what "all" covers: the words after its count, or after it where it has none ("in every district")
    after = [
        t for t in tokens if t.start >= (mine[0].figure.end if mine else u.end) and key_of(t.text) and not t.is_number
    ]
    group = {key_of(t.text) for t in after[: GROUP_WINDOW + 1 if mine else 1]}
    if not mine and not candidates:
        return None  # with no count, only the clause that says the rest of the claim's is read
    if not candidates:
        for p in evidence.passages:
            source = evidence.corpus.analysis(p.index)
            said = [t for t in source.tokens if t.norm in _ALL_WORDS]
            if any(
                figs.same_value(mine[0].figure, g) and 0 <= g.start - t.end <= _WHOLE_AFTER_UNIVERSAL
                for t in said
                for g in evidence.corpus.figures(p.index)
            ):
                return None  # the source says "all" of that count too ("All 12 ferries were cancelled")
        candidates = [
            Aligned(p, source, m, 0.0)
            for p in evidence.passages
            for source in [evidence.corpus.analysis(p.index)]
            for m in range(len(source.clauses))
        ]
    for aligned in candidates:
        source = aligned.analysis
        for b in source.figures:
            whole = b.figure
            if (
                b.clause != aligned.clause
                or whole.kind != "count"
                or (mine and not figs.same_value(mine[0].figure, whole))
            ):
                continue
            theirs = [t for t in source.clause_tokens(b.clause) if t.start >= whole.end and key_of(t.text)]
            if not group & {key_of(t.text) for t in theirs[: GROUP_WINDOW + 2]}:
                continue  # not a count of the same things
            for c in source.figures:
                part = c.figure
                if (
                    c.clause == b.clause
                    and part.kind == "count"
                    and 0 < part.value < whole.value
                    and figs.part_of(source.text, part, whole, source.offset)
                ):
                    return _share_against(
                        u,
                        replace(part, text=f"{part.text} of {whole.text}"),
                        aligned,
                        evidence,
                        f"The claim speaks for all {whole.text} where {cite(evidence, aligned.passage)} counts "
                        f"{part.text} of them: "
                        f'"{source.clause_text(aligned.clause)}".',
                    )
    return None


_WHOLE_AFTER_UNIVERSAL = 16  # characters from "all" or "every" to the count it covers ("every one of the 12")


def _share_against(word: Token, f: Figure, aligned: SlotAlignment | Aligned, evidence: Evidence, why: str) -> Finding:
    """A quantifier of the claim set against the share the source clause gives instead."""
    return finding(
        id,
        CONTRADICTION,
        f'The source gives {f.text}, the claim "{word.text}"',
        why,
        (word.start, word.end),
        aligned.passage,
        (f.start, f.end),
    )


def _share_outside(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """A quantifier that claims more or less than half of a group ("most", "a majority of", "a minority
    of") where every share the source clause gives for the same statement falls on the other side: "Most
    small-business owners planned to raise prices" for "38 percent planned to raise prices". A share of a
    change ("rose 12%") is none of the group."""
    lex = an.lex
    at = next(
        (
            i
            for i, t in enumerate(tokens)
            if t.norm in lex.QUANTIFIER_SHARES and not (i and tokens[i - 1].norm == "the" and t.norm == "most")
        ),
        None,
    )
    if at is None:
        return None
    source = aligned.analysis
    low, high = lex.QUANTIFIER_SHARES[tokens[at].norm]
    shares = []
    for b in source.figures:
        f = b.figure
        if b.clause != aligned.clause or f.high is not None or f.kind not in ("percent", "ratio"):
            continue
        i = token_index(source.tokens, f.start)
        if i and (source.tokens[i - 1].norm in lex.UP | lex.DOWN or source.tokens[i - 1].norm in _CHANGE_LEADS):
            continue
        share = f.value if f.kind == "percent" else 100 * f.value
        if 0 < share < 100:
            shares.append((share, f))
    shares += [
        (100 * part.value / whole.value, replace(part, text=f"{part.text} of {whole.text}"))
        for part, whole in _parts_of_wholes(source, aligned.clause)
    ]
    if not shares or any(low < share < high for share, _ in shares):
        return None
    f, word = shares[0][1], tokens[at]
    return _share_against(
        word,
        f,
        aligned,
        evidence,
        f'"{word.text.capitalize()}" says {"more" if low else "less"} than half, where '
        f'{cite(evidence, aligned.passage)} gives {f.text}: "{source.clause_text(aligned.clause)}".',
    )


def _parts_of_wholes(source: Analysis, clause: int) -> list[tuple[Figure, Figure]]:
    """The counts of a clause given as a part of another ("21 of 51 seats", "nine of the 12 ferries")."""
    counts = [b.figure for b in source.figures if b.clause == clause and b.figure.kind == "count"]
    return [
        (part, whole)
        for part in counts
        for whole in counts
        if 0 < part.value < whole.value and figs.part_of(source.text, part, whole, source.offset)
    ]


# Words by which a source says how much of a whole, besides its quantifiers: "mainly from donors",
# "chiefly", "predominantly", "the bulk of".
_HOW_MUCH = frozenset("mainly chiefly primarily predominantly mostly largely bulk half".split())


# Times of day a universal may cover, which the days of the week pick some of out: "every night" against
# "on Friday and Saturday nights", "every day" against "on Saturdays and Sundays". A week, a weekend or a
# month is no such time: "every week" is kept on Tuesdays, and "meets every month" against "met in March"
# names one meeting, not the only one.
_TIMES = frozenset("day days night nights evening evenings morning mornings".split())


def _times_named(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned | None, evidence: Evidence
) -> Finding | None:
    """ "Every" or "each" before a time of day ("works every night of the week", "opens each day") where the
    clause that says the rest of the claim's names the days of the week it is on ("operates on Friday and Saturday
    nights", "opens on Saturdays and Sundays") and says no "every" itself: the claim makes a schedule
    whole. With no clause matching the claim's, the clause naming days of the evidence sentence
    sharing most of the claim sentence's other words (two at least) is read."""
    at = next(
        (i for i, t in enumerate(tokens[:-1]) if t.norm in {"every", "each"} and tokens[i + 1].norm in _TIMES),
        None,
    )
    if at is None:
        return None
    word, time = tokens[at], tokens[at + 1]
    if aligned is None:
        said = set(clause_keys(an.tokens)) - {key_of(word.text), key_of(time.text)}
        best, most = None, _TIMES_SHARED - 1
        for p in evidence.passages:
            shared = len(said & evidence.corpus.keys(p.index))
            if shared <= most:
                continue
            source = evidence.corpus.analysis(p.index)
            m = next((m for m in range(len(source.clauses)) if _names_times(source.clause_tokens(m))), None)
            if m is not None:
                best, most = Aligned(p, source, m, 0.0), shared
        if best is None:
            return None
        aligned = best
    source = aligned.analysis
    theirs = source.clause_tokens(aligned.clause)
    if any(t.norm in _EVERY_TIME for t in source.tokens):
        return None  # "is open daily from 10am", wherever the sentence says it
    named = _names_times(theirs)
    if not named:
        return None
    first, last = named[0], named[-1]
    named_text = source.text[first.start - source.offset : last.end - source.offset]
    return finding(
        id,
        CONTRADICTION,
        f'The source says "{named_text}", the claim "{word.text} {time.text}"',
        f"The claim makes it every {time.text} where {cite(evidence, aligned.passage)} names when: "
        f'"{source.clause_text(aligned.clause)}".',
        (word.start, time.end),
        aligned.passage,
        (first.start, last.end),
    )


def _kind_dropped(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """ "All" or "every" before a noun the clause that says the rest of the claim's narrows with a word the
    claim never uses: "The ban applies to all vehicles built before 2006" for "applies to diesel vehicles
    built before 2006", "All staff will get a 4% rise" for "All permanent staff", "every school" for
    "every primary school". The claim speaks for the whole of what the source limits to a kind."""
    at = next((i for i, t in enumerate(tokens[:-1]) if t.norm in _ALL_WORDS and not _in_figure(an, t)), None)
    if at is None:
        return None
    noun = next((t for t in tokens[at + 1 : at + 3] if key_of(t.text) and not t.is_number), None)
    if noun is None:
        return None
    mine = {key_of(t.text) for t in an.tokens}
    source = aligned.analysis
    theirs = source.clause_tokens(aligned.clause)
    for k, t in enumerate(theirs[1:], 1):
        if key_of(t.text) != key_of(noun.text):
            continue
        kind = theirs[k - 1]
        if (
            not kind.text[:1].islower()
            or kind.is_number
            or not (k_kind := key_of(kind.text))
            or k_kind in mine
            or kind.norm in an.lex.UNIVERSALS
            or _in_figure(source, kind)
        ):
            return None
        return finding(
            id,
            CONTRADICTION,
            f'The source says "{kind.text} {t.text}", the claim "{tokens[at].text} {noun.text}"',
            f"The claim speaks for every {noun.text} where {cite(evidence, aligned.passage)} limits it to "
            f'"{kind.text} {t.text}": "{source.clause_text(aligned.clause)}".',
            (tokens[at].start, noun.end),
            aligned.passage,
            (kind.start, t.end),
        )
    return None


def _names_times(tokens: list[Token]) -> list[Token]:
    """The days of the week a clause names as when something happens: after "on", before a time of day, or
    in the plural ("on Friday and Saturday nights", "on Saturdays"); not a heading's or a title's ("Saturday
    Schedule", "CBS News Sunday Morning")."""
    days = [k for k, t in enumerate(tokens) if (t.norm in WEEKDAYS or t.norm[:-1] in WEEKDAYS) and t.text[:1].isupper()]
    when = any(
        tokens[k].norm not in WEEKDAYS
        or (k and tokens[k - 1].norm == "on")
        or (k + 1 < len(tokens) and tokens[k + 1].norm in _TIMES and tokens[k + 1].text[:1].islower())
        for k in days
    )
    return [tokens[k] for k in days] if when else []


_TIMES_SHARED = 2  # other words of the claim's sentence the sentence of an unaligned clause must share
_EVERY_TIME = frozenset("every each daily nightly weekly monthly".split())


def _share_unsaid(an: Analysis, tokens: list[Token], evidence: Evidence) -> Finding | None:
    """A part of a whole the claim sizes ("most of which ended up as crumb for sports pitches", "the
    majority of the funding") where nothing in the evidence or its paragraphs says how much of it: no
    quantifier, no share, no "mainly". The source may list the uses without weighing them."""
    lex = an.lex
    at = next(
        (
            i
            for i, t in enumerate(tokens[:-1])
            if t.norm in lex.QUANTIFIER_SHARES
            and tokens[i + 1].norm == "of"
            and not (i and tokens[i - 1].norm == "the" and t.norm == "most")
            # "a majority of 22" is a margin in votes and "a majority of 55%" a share: figures the figure
            # checks read, not a part left unsized
            and not (i + 2 < len(tokens) and tokens[i + 2].is_number)
        ),
        None,
    )
    if at is None:
        return None
    corpus = evidence.corpus
    words = lex.LIMITING_QUANTIFIERS | lex.UNIVERSALS | _HOW_MUCH
    # what the claim sizes: its words after the quantifier ("which ended up as crumb for sports pitches")
    sized = {k for t in tokens[at + 2 :] if (k := key_of(t.text))}
    for q in {q.index: q for p in evidence.passages for q in (p, *corpus.paragraph_passages(p.index))}.values():
        source = corpus.analysis(q.index)
        for m in range(len(source.clauses)):
            said = source.clause_tokens(m)
            if not sized & {key_of(t.text) for t in said}:
                continue  # "roughly 60% of capacity" sizes something else
            shares = [b for b in source.figures if b.clause == m and b.figure.kind in {"percent", "ratio"}]
            if shares or _parts_of_wholes(source, m) or any(t.norm in words for t in said):
                return None
    word = tokens[at]
    p = evidence.passages[0] if evidence.passages else None
    return finding(
        id,
        UNSUPPORTED,
        f'Nothing in the evidence says how much: "{word.text} of"',
        "The claim sizes a part of the whole; the evidence "
        + (f"({cite(evidence, p)} and its paragraph) " if p else "")
        + "gives no share, quantifier or word such as \u201cmainly\u201d for it.",
        (word.start, tokens[at + 1].end),
        p,
    )


_CHANGE_LEADS = frozenset("by to from at up down".split())  # words before a figure of change or level


def _limited(
    message: str,
    claim_says: str,
    limit: tuple[str, tuple[int, int]],
    claim_span: tuple[int, int],
    aligned: SlotAlignment | Aligned,
    evidence: Evidence,
    fix: Fix | None,
) -> Finding:
    """The finding for a claim that speaks of a whole group where the source clause limits it."""
    words, span = limit
    return finding(
        id,
        CONTRADICTION,
        message,
        f"{claim_says} where {cite(evidence, aligned.passage)} limits it with "
        f'"{words}": "{aligned.analysis.clause_text(aligned.clause)}".',
        claim_span,
        aligned.passage,
        span,
        fix=fix,
    )


def _bare_group(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence, limit: Token
) -> Finding | None:
    """A claim clause opening on the plural the source limits, with no quantifier of its own ("Economists
    expect a recession" for "Some economists expect a recession", "Residents complained" for "A few
    residents complained"): said of the group as a whole. The fix puts the source's quantifier back."""
    if not tokens or tokens[0].start != an.clauses[0].start or _limits(an.lex, tokens):
        return None  # only a clause that opens the claim (its first word its subject), and limits nothing
    if an.lex.QUANTIFIER_RANKS.get(limit.norm, verdict.BARE_GROUP_RANK_MAX + 1) > verdict.BARE_GROUP_RANK_MAX:
        return None  # "most experts doubted" -> "experts doubted" is a summary's shorthand, not a new claim
    group = tokens[0]
    theirs = aligned.analysis.clause_tokens(aligned.clause)
    at = next(i for i, t in enumerate(theirs) if t.start == limit.start)
    named = {k for t in theirs[at + 1 : at + 1 + GROUP_WINDOW] if (k := key_of(t.text))}
    if not group.norm.endswith("s") or key_of(group.text) not in named:
        return None
    first = theirs[at - 1] if at and theirs[at - 1].norm == "a" else limit  # "a few", not "few"
    source = aligned.analysis
    said = source.text[first.start - source.offset : limit.end - source.offset]
    return _limited(
        f'The source says "{said} {group.norm}", the claim "{group.text}"',
        f"The claim speaks of {group.norm} in general",
        (said, (first.start, limit.end)),
        (group.start, group.end),
        aligned,
        evidence,
        Fix(group.start, group.end, f"{match_case(said, group.text)} {group.text[:1].lower()}{group.text[1:]}"),
    )


def _asked(an: Analysis, n: int, aligned: SlotAlignment | Aligned | None, evidence: Evidence) -> Finding | None:
    """A claim clause that states as settled what the source clause it matches only asks: a clause opened
    by "whether" ("investigating whether the drug reduces deaths", "not designed to show whether the fire
    was deliberate") asserts nothing of what follows. So does a question elsewhere in the evidence made of
    the claim clause's words but for one (its verb, reworded), among them words the matching clause lacks:
    "it had not been established whether the bathhouse belonged to a larger villa complex" against "the
    bathhouse formed part of a larger villa complex", whether or not a clause of the evidence matches the
    claim's."""
    lex = an.lex
    if any(t.norm in lex.OPEN_QUESTION_WORDS for t in an.tokens):
        return None  # the claim asks too ("whether the drug reduces deaths is not known")
    if aligned is None or not _asks(lex, aligned.analysis.clause_tokens(aligned.clause)):
        aligned = _asked_apart(an, n, aligned, evidence)
        if aligned is None:
            return None
    source = aligned.analysis.clause_tokens(aligned.clause)
    c = an.clauses[n]
    asked = aligned.analysis.clause_text(aligned.clause)
    return finding(
        id,
        CONTRADICTION,
        f'The source only asks "{asked}"; the claim states it',
        f'{cite(evidence, aligned.passage)} leaves this an open question ("{asked}"); the claim states it as settled.',
        (c.start, c.end),
        aligned.passage,
        (source[0].start, source[-1].end),
    )


def _asks(lex: ModuleType, tokens: list[Token]) -> bool:
    """A clause opened by a question word ("whether the drug reduces deaths"), or one that says the answer
    to a question is not known ("it was unclear how much of the benefit came from weight loss", "it is not
    clear why the pump failed")."""
    if not tokens:
        return False
    if tokens[0].norm in lex.QUESTION_WORDS:
        return True
    for k, t in enumerate(tokens[:-1]):
        unsure = t.norm in lex.UNSURE_WORDS or (t.norm in _KNOWN and k and tokens[k - 1].norm in {"not", "never"})
        if unsure and tokens[k + 1].norm in lex.ASKING_WORDS:
            return True
    return False


_KNOWN = frozenset({"clear", "known"})  # "not clear how", "not known why"


def _asked_apart(an: Analysis, n: int, aligned: SlotAlignment | Aligned | None, evidence: Evidence) -> Aligned | None:
    """An evidence clause opened by a question word whose informative words are the claim clause's but for
    one, at least ``NEGATED_WORD_CONTEXT_MIN`` of them words the aligned clause (if any) lacks."""
    mine = clause_key_set(an, n)
    lacking = mine - (clause_key_set(aligned.analysis, aligned.clause) if aligned else set())
    if len(lacking) < verdict.NEGATED_WORD_CONTEXT_MIN:
        return _asked_of_it(an, aligned, lacking, evidence)
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for m in range(len(source.clauses)):
            tokens = source.clause_tokens(m)
            if not _asks(an.lex, tokens):
                continue
            words = set(clause_keys(tokens[1:]))
            if len(words - mine) <= 1 and len(words & lacking) >= verdict.NEGATED_WORD_CONTEXT_MIN:
                return Aligned(p, source, m, len(words & mine) / len(mine))
    return _asked_of_it(an, aligned, lacking, evidence)


_STANDS_FOR = frozenset("it them him her this these those".split())  # what a question's object may be said by


def _asked_of_it(
    an: Analysis, aligned: SlotAlignment | Aligned | None, lacking: set[str], evidence: Evidence
) -> Aligned | None:
    """A question about what the matching clause has just said, by a pronoun, in a sentence of its
    paragraph: "must decide whether to confirm it" after "placed a provisional order on 14 oaks", for
    "has confirmed the order protecting 14 oaks". The question's informative words are all claim words the
    matching clause lacks."""
    if aligned is None:
        return None
    corpus = evidence.corpus
    asking = an.lex.QUESTION_WORDS
    for p in [aligned.passage, *corpus.paragraph_passages(aligned.passage.index)]:
        if p.source != aligned.passage.source or p.index < aligned.passage.index:
            continue  # a pronoun stands for what was said before it
        if not any(w in p.text.lower() for w in asking):
            continue  # a sentence with no question word is not analysed for one
        source = corpus.analysis(p.index)
        for m in range(len(source.clauses)):
            tokens = source.clause_tokens(m)
            if not _asks(an.lex, tokens) or not any(t.norm in _STANDS_FOR for t in tokens[1:]):
                continue
            words = set(clause_keys(tokens[1:]))
            if words and words <= lacking:
                return Aligned(p, source, m, aligned.overlap if isinstance(aligned, Aligned) else aligned.shared)
    return None


def _framed(tokens: list[Token]) -> list[Token]:
    """A clause's words less its adverbs, so that a frame is read through one: "is now expected to open",
    "was widely expected to resign", "still plans to close"."""
    return [t for t in tokens if not floats(t)]


def _done(an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence) -> Finding | None:
    """An act the claim states as done where the source frames the same verb as offered, threatened,
    planned, attempted or undecided ("resigned" for "offered to resign", "closed" for "plans to close",
    "will sell" for "is considering whether to sell")."""
    lex = an.lex
    if not lex.INTENTION_FRAMES or has_phrase(_framed(tokens), lex.INTENTION_FRAMES):
        return None
    source = _framed(aligned.analysis.clause_tokens(aligned.clause))
    for start, end in phrase_spans(source, lex.INTENTION_FRAMES):
        at = next(i for i, t in enumerate(source) if t.end == end)
        verb = next((t for t in source[at + 1 :] if key_of(t.text)), None)
        if verb is None:
            continue
        stems = lemma_stems(lex, verb.norm)
        mine = next((t for t in tokens if lemma_stems(lex, t.norm) & stems), None)
        if (
            mine is None
            and stems & _stems_of(lex, lex.DELIBERATION_VERBS)
            and not any(t.norm in lex.DECIDED for t in source)
        ):
            # a decision the source has still to be made ("is expected to consider the application", "will
            # vote on the bill") that the claim states as made ("approved", "passed") about the same thing:
            # a word of what is weighed, after the source's verb, follows the claim's
            weighed = {k for t in source[at + 2 :] if (k := key_of(t.text))}
            mine = next(
                (
                    t
                    for i, t in enumerate(tokens)
                    if t.norm in lex.DECIDED and weighed & {key_of(u.text) for u in tokens[i + 1 :]}
                ),
                None,
            )
        if mine is None:
            continue
        if _framed_by_to(tokens, mine):
            continue
        return _framed_finding(an, mine, aligned, evidence, start, verb.end)
    return (
        _decision_due(an, tokens, aligned, evidence, source)
        or _weighed_act(an, tokens, aligned, evidence, source)
        or _asked_for(an, tokens, aligned, evidence, source)
        or _will_done(an, tokens, aligned, evidence, source)
    )


def _planned_done(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """A Japanese act the source says is planned, with a word of plan after its verb ("工場を閉鎖する方針だ",
    "値上げする予定"), that the claim says is done ("閉鎖した")."""
    lex = an.lex
    if not lex.PLAN_WORDS:
        return None
    theirs = aligned.analysis.clause_tokens(aligned.clause)
    for i, t in enumerate(theirs):
        plan = next((u for u in theirs[i + 1 : i + 4] if u.norm in lex.PLAN_WORDS), None)
        if plan is None or not key_of(t.text) or t.norm in lex.PLAN_WORDS:
            continue
        for mine in tokens:
            after = an.text[mine.end - an.offset :]
            # the verb's kana ending may stand between ("値上げした" is 値上 げ した)
            ending = next((e for e in lex.DONE_ENDINGS if after.startswith(e) or after[1:].startswith(e)), None)
            if mine.norm != t.norm or ending is None:
                continue
            end = mine.end + (len(ending) if after.startswith(ending) else len(ending) + 1)
            said = an.text[mine.start - an.offset : end - an.offset]
            return _framed_finding(
                an, Token(said, mine.norm, mine.stem, mine.start, end, False), aligned, evidence, t.start, plan.end
            )
    return None


_PERFECT = frozenset("has have had".split())


def _will_done(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence, source: list[Token]
) -> Finding | None:
    """An act the source says will happen ("The firm will cut 300 jobs") that the claim says has happened,
    with a past it cannot be read otherwise: a perfect ("has cut") or a past in -ed or of an irregular verb
    ("closed", "sold"). A present ("is cutting", "cuts") is how news words a plan, and is left alone."""
    lex = an.lex
    if "will" not in lex.CERTAIN_MODALS or any(t.norm == "will" for t in tokens):
        return None
    for i, t in enumerate(source[:-1]):
        verb = source[i + 1]
        if t.norm != "will" or not key_of(verb.text) or verb.norm in lex.NEGATIONS or verb.norm in {"be", "have"}:
            continue
        stems = lemma_stems(lex, verb.norm)
        for k, mine in enumerate(tokens):
            if (
                not lemma_stems(lex, mine.norm) & stems
                or mine.norm == verb.norm
                and not (k and tokens[k - 1].norm in _PERFECT)
            ):
                continue  # the same form ("cut") is a past only after "has"
            past = mine.norm in IRREGULAR_PAST or mine.norm.endswith("ed") or (k and tokens[k - 1].norm in _PERFECT)
            said = aligned.analysis.tokens
            if past and not any(
                u.norm == mine.norm and not (j and said[j - 1].norm in {"will", "to"}) for j, u in enumerate(said)
            ):
                # (the source saying the past too is another time it happened: "raised charges last year and
                # will raise them again")
                return _framed_finding(an, mine, aligned, evidence, t.start, verb.end)
    return None


def _decision_due(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence, source: list[Token]
) -> Finding | None:
    """A decision the claim states as made ("approved the bill", "accepted the pay offer") that the source
    says is still to be made, with "will" before a verb of deciding ("will vote on the bill next week", "will
    rule on the appeal in June"): a word of what is to be decided follows the claim's verb."""
    lex = an.lex
    if any(t.norm in lex.DECIDED for t in aligned.analysis.tokens):
        return None  # the source's sentence says what was decided
    for i, t in enumerate(source[:-1]):
        verb = source[i + 1]
        if t.norm != "will" or not lemma_stems(lex, verb.norm) & _stems_of(lex, lex.DELIBERATION_VERBS):
            continue
        weighed = {k for u in source[i + 2 :] if (k := key_of(u.text))}
        for k, mine in enumerate(tokens):
            if mine.norm in lex.DECIDED and weighed & {key_of(u.text) for u in tokens[k + 1 :]}:
                return _framed_finding(an, mine, aligned, evidence, t.start, verb.end)
    return None


def _asked_for(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence, source: list[Token]
) -> Finding | None:
    """A thing the claim says was granted or got ("has been granted £2m", "was given permission to expand")
    that the source says was only asked for ("has applied for a £2m grant", "has sought permission to
    expand"): a word of what was asked for follows the claim's verb, or is the claim's verb itself ("a
    grant" / "granted"), and the source's sentence says nothing of what came of it."""
    lex = an.lex
    outcome = lex.DECIDED | lex.RECEIVED
    if any(t.norm in lex.REQUESTING for t in tokens) or any(t.norm in outcome for t in aligned.analysis.tokens):
        return None  # the claim asks too, or the source's sentence says what came of it
    for i, t in enumerate(source):
        if t.norm not in lex.REQUESTING or (
            t.norm in _ASKING and source[i + 1 : i + 2] and source[i + 1].norm != "for"
        ):
            continue  # "asked for more time", not "was asked about the grant"
        asked = [u for u in source[i + 1 :] if key_of(u.text)]
        keys = {key_of(u.text) for u in asked}
        stems = set().union(*(lemma_stems(lex, u.norm) for u in asked)) if asked else set()
        for k, mine in enumerate(tokens):
            if mine.norm in outcome and (
                keys & {key_of(u.text) for u in tokens[k + 1 :]} or lemma_stems(lex, mine.norm) & stems
            ):
                return _framed_finding(an, mine, aligned, evidence, t.start, t.end)
    return None


_ASKING = frozenset({"asked", "asking"})


def _weighed_act(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence, source: list[Token]
) -> Finding | None:
    """An act the claim states ("will list in Oslo", "sold the ground") that the source only weighs as a
    noun ("is considering a listing", "is exploring a sale of the ground", "weighing a merger"): the
    source's deliberating verb in -ing, then its object, whose root is the claim's verb. A verb that puts
    an act forward for others to decide weighs it too when the act follows it as a gerund ("has proposed
    closing the pool", "recommended raising the fee"), not as a noun it describes ("the proposed
    closure was approved")."""
    lex = an.lex
    if any(_weighs(lex, tokens, k) for k in range(len(tokens))):
        return None  # the claim weighs it too
    for i, t in enumerate(source):
        if not _weighs(lex, source, i):
            continue
        act = next((u for u in source[i + 1 : i + 1 + _WEIGHED_REACH] if key_of(u.text)), None)
        if act is None:
            continue
        stems = lemma_stems(lex, act.norm)
        mine = next((u for u in tokens if u.norm != act.norm and lemma_stems(lex, u.norm) & stems), None)
        if mine is None:
            # a decision stated as made ("approved the new runway") on what the source is weighing ("is
            # considering the application for a new runway"): a word of what is weighed follows the claim's
            weighed = {k for u in source[i + 1 :] if (k := key_of(u.text))}
            mine = next(
                (
                    u
                    for k, u in enumerate(tokens)
                    if u.norm in lex.DECIDED and weighed & {key_of(x.text) for x in tokens[k + 1 :]}
                ),
                None,
            )
        if mine is None or _framed_by_to(tokens, mine):
            continue
        return _framed_finding(an, mine, aligned, evidence, t.start, act.end)
    return None


def _weighs(lex: ModuleType, tokens: list[Token], i: int) -> bool:
    """Whether token ``i`` weighs an act: a deliberating verb ("considering"), or a verb putting one forward
    with the act after it in -ing ("proposed closing", not "the proposed closure")."""
    t = tokens[i]
    if t.norm in lex.DELIBERATING:
        return True
    after = tokens[i + 1].norm if i + 1 < len(tokens) else ""
    return t.norm in lex.REQUESTING and after.endswith("ing") and len(after) > 5


def _framed_by_to(tokens: list[Token], mine: Token) -> bool:
    """Whether the claim frames its act too, with a verb of its own before "to": "expects to return", "wants
    to sell"."""
    at = tokens.index(mine)
    return at > 0 and tokens[at - 1].norm == "to"


_WEIGHED_REACH = 3  # words from the deliberating verb to the act it weighs ("considering a possible listing")


def _framed_finding(
    an: Analysis, mine: Token, aligned: SlotAlignment | Aligned, evidence: Evidence, start: int, end: int
) -> Finding:
    """The finding for an act the claim states as done that the source only frames (``start``-``end``)."""
    framed = aligned.analysis.text[start - aligned.analysis.offset : end - aligned.analysis.offset]
    return finding(
        id,
        CONTRADICTION,
        f'The source says "{framed}", the claim "{mine.text}"',
        f"The claim states as done what {cite(evidence, aligned.passage)} only frames as intended, "
        f'attempted or undecided ("{framed}"): "{aligned.analysis.clause_text(aligned.clause)}".',
        (mine.start, mine.end),
        aligned.passage,
        (start, end),
    )


@cache
def _stems_of(lex: ModuleType, words: frozenset[str]) -> frozenset[str]:
    return frozenset(stem(w) for w in words)


def _with_agreement(
    found: Finding, tokens: list[Token], universal: Token, theirs: list[Token], limit: Token
) -> Finding:
    """The fix with the noun after the quantifier in the source's number, where the source writes the same
    noun after its own: "floods every winter" -> "floods most winters", not "most winter"."""
    at, there = tokens.index(universal), theirs.index(limit)
    if at + 1 >= len(tokens) or there + 1 >= len(theirs) or found.fix is None:
        return found
    noun, their_noun = tokens[at + 1], theirs[there + 1]
    if noun.stem != their_noun.stem or noun.norm == their_noun.norm:
        return found
    return replace(found, fix=Fix(found.fix.start, noun.end, f"{found.fix.text} {their_noun.text}"))


def _hardened(
    an: Analysis, tokens: list[Token], aligned: SlotAlignment | Aligned, evidence: Evidence
) -> Finding | None:
    """A modal of certainty ("will", "must") where the source has one of possibility ("could") on the
    same verb; a hedge of the claim's on another verb ("which will mean the party may need") does not
    excuse it."""
    lex = an.lex
    source = aligned.analysis.clause_tokens(aligned.clause)
    # "could you ..." asks rather than says what is possible
    possible = {
        _governed(source, i): t
        for i, t in enumerate(source)
        if _modal(lex, source, i) and not (i + 1 < len(source) and source[i + 1].norm in lex.PRONOUNS)
    }
    hedged = {_governed(tokens, i) for i in range(len(tokens)) if _modal(lex, tokens, i)}

    def against(mine: Token, theirs: Token) -> Finding:
        return word_against_word(
            id,
            f'The source says "{theirs.text}", the claim "{mine.text}"',
            f'The claim settles what the source leaves open with "{theirs.text}" in',
            evidence,
            aligned,
            mine,
            theirs,
        )

    certain = [i for i, t in enumerate(tokens) if t.norm in lex.CERTAIN_MODALS]
    for i in certain:
        verb = _governed(tokens, i)
        if verb is not None and verb in possible and verb not in hedged:
            return against(tokens[i], possible[verb])
    # the act as a noun the source calls possible ("an eruption was possible in the coming weeks" for "will
    # erupt within weeks", "a strike is likely" for "will strike")
    for noun, adjective in _possible_nouns(lex, source).items():
        for i in certain:
            verb = _governed(tokens, i)
            if verb is not None and verb not in hedged and verb in RootedKeys({noun}):
                return against(tokens[i], adjective)
    # the claim's verb worded otherwise ("will cut exports" for "could weigh on exports"): where the source
    # clause's one modal is of possibility and the claim's clause hedges nothing, the two modals stand in
    # the same place when what follows the claim's verb is said after the source's modal
    if len(possible) != 1 or hedged or any(t.norm in lex.CERTAIN_MODALS for t in source):
        return None
    theirs = next(iter(possible.values()))
    at = next(k for k, t in enumerate(source) if t.start == theirs.start)

    def timeless(t: Token) -> bool:
        # when it happens is no sign of the same statement: "will close in January", "could cut jobs in January"
        return t.norm in lex.TIME_WORDS or t.norm in CALENDAR_WORDS

    said = set(clause_keys(source[at + 1 :], timeless))
    for i in certain:
        after = clause_keys(tokens[i + 2 :], timeless)  # past the claim's own verb, the word after the modal
        if said.intersection(after):
            return against(tokens[i], theirs)
    return None


def _possible_nouns(lex: ModuleType, tokens: list[Token]) -> dict[str, Token]:
    """The index keys of nouns a clause calls possible or likely, with the word that does: "an eruption
    was possible", "a strike is likely" (the informative word before the adjective, past forms of "be")."""
    out = {}
    for i, t in enumerate(tokens):
        if t.norm not in lex.POSSIBLE_ADJECTIVES:
            continue
        k = i - 1
        while k >= 0 and tokens[k].norm in _BE_FORMS:
            k -= 1
        if k < i - 1 and k >= 0 and (key := key_of(tokens[k].text)) is not None:
            out[key] = t
    return out


_BE_FORMS = frozenset("is are was were be been remains remained seems seemed".split())


def _modal(lex: ModuleType, tokens: list[Token], i: int) -> bool:
    """A modal of possibility; capitalised inside its clause, "May" is the month ("before 31 May will
    receive")."""
    t = tokens[i]
    return t.norm in lex.POSSIBLE_MODALS and (i == 0 or not t.text[:1].isupper())


def _governed(tokens: list[Token], i: int) -> str | None:
    """The index key of the first informative word after a modal: the verb it governs."""
    return next((k for t in tokens[i + 1 :] if (k := key_of(t.text))), None)


def _dropped_bounds(an: Analysis, n: int, evidence: Evidence) -> list[Finding]:
    """A figure the source bounds or estimates ("up to 300", "about 38%") restated as exact."""
    sa = in_place(an, n, evidence, verdict.ALIGN_MIN)
    if sa is None:
        return []
    # a bounded figure may not count as the same value as the bare one ("up to 300" is a range), so
    # figure slots of the same number and unit are read too
    pairs = list(sa.matched) + [
        (s.claim[0], s.source[0]) for s in sa.of_kind("figure") if len(s.claim) == len(s.source) == 1
    ]
    out = []
    for mine, theirs in pairs:
        a, b = mine.figure, theirs.figure
        if a is None or b is None or a.approx or a.comparator or not (b.approx or b.comparator):
            continue
        if (a.value, a.unit, a.high) != (b.value, b.unit, b.high):
            continue
        if b.comparator in ("<", "<=") and figs.counted_from_start(an.text, a.start - an.offset):
            continue  # "the first 2 hours" is "up to 2 hours"
        beside = _bound_beside(an.lex, sa.analysis, theirs)
        if beside is None:
            continue
        bound, follows = beside
        said = f"{b.text}{bound}" if follows else f"{bound}{' ' if bound.isascii() else ''}{b.text}"
        # a bound ("up to 300") restated as exact says more than the source; an estimate ("about 38%",
        # "nearly $1.8 billion") restated as exact is usually rounding, which the dev data's annotators
        # accept as faithful: it is noted, not held against the claim
        bounded = b.comparator is not None
        out.append(
            finding(
                id,
                CONTRADICTION if bounded else NOTE,
                f'The source says "{said}", the claim "{a.text}"',
                f'{cite(evidence, sa.passage)} {"bounds" if bounded else "estimates"} this figure ("{said}"): '
                f'"{sa.clause_text()}". The claim states it as exact.',
                (mine.start, mine.end),
                sa.passage,
                (theirs.start, theirs.end),
                fix=_bound_fix(an, mine, bound, follows),
            )
        )
    return out


def _bound_fix(an: Analysis, mine: Unit, bound: str, follows: bool) -> Fix:
    """The claim's figure with the source's bound on the side the source writes it; a bound that opens
    with the particle the claim has after its figure takes that particle's place ("12,000円を支給" ->
    "12,000円を上限として支給")."""
    written = an.text[mine.start - an.offset : mine.end - an.offset]
    if not follows:
        return Fix(mine.start, mine.end, f"{bound}{' ' if bound.isascii() else ''}{written}")
    end = mine.end + 1 if an.text[mine.end - an.offset : mine.end - an.offset + 1] == bound[0] else mine.end
    return Fix(mine.start, end, f"{written}{bound}")


def _bound_beside(lex: ModuleType, source: Analysis, figure: Unit) -> tuple[str, bool] | None:
    """The hedge or bound written next to a source figure, as written, and whether it follows the figure:
    just before it ("up to 300", "about 38%", "約3割") or, where the language writes them there, just
    after it ("12,000円を上限として", "5日以内")."""
    before = source.text[: figure.start - source.offset].rstrip()
    low = before.lower()
    after = source.text[figure.end - source.offset :]
    for phrase in sorted(lex.FIGURE_HEDGES, key=len, reverse=True):
        # a word boundary before a Latin phrase; a CJK one ("を最大3割") stands against the word before it
        if low.endswith(phrase) and (
            len(low) == len(phrase) or not phrase.isascii() or not low[-len(phrase) - 1].isalnum()
        ):
            return before[len(before) - len(phrase) :], False
        if not phrase.isascii() and after.startswith(phrase):
            return phrase, True
    return None
