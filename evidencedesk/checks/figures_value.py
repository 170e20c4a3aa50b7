"""figures.value: every figure the claim states must be a figure some source states, or follow from two.

What it catches
    A number in the claim that no source contains, compared as values rather than strings: "45.2 million" is
    "45,200,000", "twelve" is 12, "1.5 km" is "1,500 m", but 5% is not inside 25%, ".45" is not "1.45", and
    24% is not 23.7% unless the claim hedges ("about 24%"). When a source clause says the rest of the
    claim's clause in the same order with another figure in its place, that figure contradicts the claim,
    whatever the measure: another value (4.2% / 2.4%), another unit on the same number (30 km / 30 miles, 45
    ms / 45 s), another scale (EUR 40 million / 40 billion), percent for percentage points. A factor,
    fraction, change or difference the claim works out from two source figures of one measure ("tripled from
    15 to 45", "up 30 points" from 40% and 70%) is supported, with the arithmetic shown in a note. A year or
    day of the month the source states inside a date written another way ("2016-08-25", "30 JUN 2018") is
    held, and the source's bare number in the figure's place ("aged 10-24" for "10-24 years old") is not
    another unit. Where the sentence is worded otherwise, a figure no source states still contradicts when
    the passage saying most of its clause (or, failing that, the evidence set) holds exactly one figure of
    its kind that the claim does not state: "left more than 50 missing" for "left over 35 others missing".
    Where a change started, stated as the level ("Turnout was 36%" for "was 31%, down from 36% four years
    ago"), contradicts unless the claim dates it as the source does. A year or a day no source states,
    written beside a month ("in June 2016", "on 9 September"), contradicts when the claim's sources give
    that month exactly one other ("Jun 14, 2017" in a dateline). Figures put in each other's places ("from
    12% in 1990 to 40%" for "from 40% ... to 12%") contradict in place too, within a clause or across the
    clauses of a sentence the source says word for word. The source's figure with a bound the claim leaves
    out ("as many as 160,000" for "160,000") contradicts the exact figure (an estimate left out, "about 40"
    for "40", cannot establish it); in a sentence said in place the certainty check reads the bound instead.
    A year the source gives to another event contradicts where the source gives the claim's event another
    year ("opened in 1971" for "opened in 1894 and last underwent major work in 1971"); so does the source's
    figure reported for another period ("annual net loss of 18 million euros" for a loss of 18 million euros
    "for the second quarter"), and its total for a stretch of time given as a rate ("1,300 hectares every
    year" for "1,300 hectares between 2014 and 2024"). Arithmetic in words is worked too: so many times what each
    was given ("a total of £170,000" for "each fined £85,000"), the rest of a whole, the other level of a factor
    ("2,100 a day in 2019" for "6,300 a day, three times the 2019 level"), a share as part over whole ("four in
    five departures" for 2,560 of 3,200 flights, "a quarter of the workforce" for "85 of its 340 staff"), a date a
    span after another makes ("detected on 21 August" for "on 17 August ... four days later"), and the amount of a
    party a gap is set against ("Ames received 11,196 votes" for "12,400 votes, 1,204 ahead of Ruth Ames"). An age
    is met by an age or a bare number. A share of a group the source gives for another act, where it gives another
    share for the claim's act, contradicts ("45% of residents backed the plan" against "45% opposed the plan,
    while 38% backed it"), and so does a count ("Flood defences protected about 300 properties" against "About 300
    properties were flooded ... Flood defences protected an estimated 14,000 homes"). Where a change started is
    caught too when the claim dates it otherwise ("this cycle" for "last cycle"). Gaps are worked in more
    wordings: a total of two counts of different things joined by "and" ("46 passengers and four crew" for "all 50
    people"), how far short of a mark ("a third short of its goal" for 65% of it), a gap in points from the
    claim's own share and one a sentence apart, a bound on a gap ("fell by more than 300,000"); a figure joined to
    its unit names a kind ("12-hour waits"), and a margin ("three points down") is no level. An amount given for
    each one of something ("19 applicants for every place", "£40 per household") is a total shared over a count;
    how far short of a mark ("£1.2 million short of its target") is the gap between the mark and what has been
    reached, and another gap contradicts when the paragraph gives just those two amounts. A surplus, deficit,
    shortfall, lead or margin "of" an amount is a gap; a count times the average each gave is a total; the rest of
    a whole may be left after several parts; a factor, share or gap may be worked from two figures the claim
    states itself; a change in percent meets the source's factor (約2割増し for 約1.2倍); and the first end of "from
    180,000 to 300,000 cubic metres" takes the second's unit. A factor that sets two things against each other
    ("rose nearly twice as fast as wages", "15 times its normal level", "eight times the safe limit") is the ratio
    of two figures that sentences of one paragraph give, and a comparison of two rates is never read as the change
    of one; the rest of a whole the claim leaves unsaid is worked where the source names the rest by the claim's
    word ("430 electric vans" for "1,200 vans, of which 770 were diesel and the rest electric"); and a part and
    the rest make the whole a share is of ("almost four-fifths of the oil has been recovered" for "recovered 390
    tonnes, with about 110 tonnes still in the water"), so that neither is taken for the other's whole. A share a
    paragraph gives of an amount it states is that part of it ("about 10,250 tonnes" for "41,000 tonnes ... a
    quarter of the harvest"); a century is its hundred years ("a 19th-century organ" for "the 1878 organ"); an
    amount straight after a verb of change is the change ("rose £26"); and a rate's period may be an adverb after
    what it counts ("12 reports weekly" against "about 12 a day").

Why it matters
    Changed numbers survive a quick read because nothing in the sentence looks wrong. When the source says
    the same sentence with another figure it says something else about the same thing, which is a mismatch;
    when a figure is simply missing from the sources the honest answer is that it cannot be established,
    since it may come from a source that was not supplied.

Example
    Claim "The vacancy rate was 4.2% in the second quarter." against a source "The vacancy rate was 2.4% in
    the second quarter." -> "The source gives 2.4%, not 4.2%", with 2.4% as the fix. Against a source that
    never mentions the rate: "cannot establish: 4.2% appears in no source".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import date, timedelta
from functools import lru_cache
from itertools import combinations, pairwise
from types import ModuleType

from .. import verdict
from ..model import Claim, Figure, Finding, Fix, Passage, Status
from ..retrieve import Corpus
from ..text import figures as figs
from ..text.analysis import (
    CALENDAR_WORDS,
    CJK_LANGUAGES,
    COMPARATIVES,
    Analysis,
    BoundFigure,
    known_measure,
    measure_tokens,
    modifiers_differ,
    phrase_spans,
    same_measure,
)
from ..text.assertion import IRREGULAR_PAST
from ..text.figures_intl import after_counter
from ..text.keys import key_of
from ..text.tokens import Token
from .align import (
    Aligned,
    RootedKeys,
    Slot,
    SlotAlignment,
    align,
    change_end,
    cite,
    cite_clause,
    clause_key_set,
    clause_keys,
    figure_slot,
    finding,
    in_place,
    labelled,
    local_figure_slot,
    paragraph_passages,
    token_index,
    without_attribution,
)
from .base import CONTRADICTION, NOTE, UNSUPPORTED, Evidence, Fires, Passes
from .complement import complement_restated, denies

needs_evidence = True
id = "figures.value"

fires = [
    Fires(
        "Membership rose by more than 200 to 1,240.",
        "The rowing club now has 1,240 members, up from 1,100 a year earlier.",
        CONTRADICTION,
        "200",
        note="sport: a bound on a change that the two ends the source gives do not keep (1,240 - 1,100 = 140)",
    ),
    Fires(
        "A monthly bus pass is now £8 cheaper.",
        "A monthly bus pass now costs £68, down from £80, the operator said.",
        CONTRADICTION,
        "£8",
        note="transport: a gap with no 'than' worked out from the two ends the source gives",
    ),
    Fires(
        "The footbridge was closed from 2012 to 2014 for repairs.",
        "The footbridge was shut for repairs between 2011 and 2014, the council said.",
        CONTRADICTION,
        "2012 to 2014",
        fix="The footbridge was closed from 2011 to 2014 for repairs.",
        note="local government: a period with another first year",
    ),
    Fires(
        "予算は前年度より3割ほど多い12億3,000万円となった。",
        "来年度予算は12億3,000万円で、前年度の11億2,000万円から増額となる。",
        CONTRADICTION,
        "3割",
        note="Japanese: the two ends give a rise of 9.82%",
    ),
    Fires(
        "2023年の来場者は2万7,000人だった。",
        "2024年の来場者は2万5,000人で、2023年より2,000人増えた。",
        CONTRADICTION,
        "2万7,000人",
        note="Japanese: the earlier level is the later one less the rise (23,000), not plus it",
    ),
    Fires(
        "Marsh was jailed for four years.",
        "Judge Rebecca Holt jailed Dean Marsh for seven years and Liam Carr for four years.",
        CONTRADICTION,
        "four years",
        fix="Marsh was jailed for seven years.",
        note="courts: each figure labelled by the name before the word every figure shares ('for')",
    ),
    Fires(
        "The council's chief executive earns £185,000 a month.",
        "The chief executive's annual salary is £185,000, the council's accounts show.",
        CONTRADICTION,
        "£185,000 a month",
        fix="The council's chief executive earns £185,000 a year.",
        note="local government: the source's period is an adjective on what the figure is",
    ),
    Fires(
        "The chief executive's annual salary is £185,000.",
        "The council pays its chief executive £185,000 a month.",
        CONTRADICTION,
        "annual salary is £185,000",
        fix="The chief executive's monthly salary is £185,000.",
    ),
    Fires(
        "The ferry makes six crossings weekly in summer.",
        "In summer the ferry makes six crossings a day.",
        CONTRADICTION,
        "six crossings weekly",
        fix="The ferry makes six crossings daily in summer.",
        note="transport: a rate's period written as an adverb after what it counts",
    ),
    Fires(
        "The scheme costs the council £1.2m monthly.",
        "The scheme costs the council £1.2m a year.",
        CONTRADICTION,
        "£1.2m monthly",
        fix="The scheme costs the council £1.2m annually.",
        note="the adverb straight after the amount, at the end of the phrase",
    ),
    Fires(
        "Shop units in the arcade cost £18 per square foot a month.",
        "Rents for shop units in the arcade are £18 per square foot a year, the landlord said.",
        CONTRADICTION,
        "£18 per square foot a month",
        fix="Shop units in the arcade cost £18 per square foot a year.",
        note="property: a rent per unit of area, its period past the unit",
    ),
    Fires(
        "The library lent 4,200 more books than the year before.",
        "The library lent 31,800 books last year, down from 36,000 the year before.",
        CONTRADICTION,
        "more",
        note="libraries: a gap worked out right from a fall, worded as a rise over the earlier year",
    ),
    Fires(
        "The reservoir has lost about 40 million cubic metres of storage every year.",
        "Silt cost the reservoir about 40 million cubic metres of storage between 1990 and 2020, a survey found.",
        CONTRADICTION,
        "40 million cubic metres of storage every year",
        note="water: a total for thirty years given as a rate per year",
    ),
    Fires(
        "The appeal raised £3.2m a year for the hospice.",
        "The appeal has raised £3.2m for the hospice over the past eight years.",
        CONTRADICTION,
        "£3.2m a year",
        note="charity: a total over a span of years given as a yearly rate",
    ),
    Fires(
        "The restored 18th-century organ will be played again in October.",
        "The 1878 Willoughby organ will be played again on 12 October.",
        CONTRADICTION,
        "18th-century",
        note="a century is its hundred years (1700-1799); the source's year is in the next",
    ),
    Fires(
        "Season ticket prices rose £6 this season.",
        "Season tickets rose from £380 to £384 this season.",
        CONTRADICTION,
        "£6",
        note="sport: an amount after 'rose' is the size of the change, as after 'rose by'",
    ),
    Fires(
        "川口仁は10秒35で2位に入った。",
        "男子100メートル決勝は山本翔が10秒21で優勝し、2位の川口仁とは0秒08差だった。",
        CONTRADICTION,
        "10秒35",
        note="athletics, in Japanese: the runner-up's time is the winner's and the gap (10.29 s)",
    ),
    Fires(
        "Men were three times as likely as women to be affected.",
        "The condition affected 9% of women and 3% of men.",
        UNSUPPORTED,
        "three times",
        note="health: a factor is over the claim's subject's figure (3%), not either way round",
    ),
    Fires(
        "The company cut its workforce by 1,500 to 8,800.",
        "The company now employs 8,800 people, down from 10,000.",
        CONTRADICTION,
        "1,500",
        note="labour: the level reached stated, where it started marked, the change between them another",
    ),
    Fires(
        "Turnout rose by six points to 67%.",
        "Turnout was 67%, up from 63% at the last election.",
        CONTRADICTION,
        "six points",
        note="elections: a change in points between two shares",
    ),
    Fires(
        "About 1 in 4 adults in the county smoke.",
        "18.6% of adults in the county smoke, the health survey found.",
        CONTRADICTION,
        "1 in 4",
        note="health: a ratio written '1 in 4' is read to a tenth, as 'one in four' is",
    ),
    Fires(
        "The hospital cut waiting times to 12 weeks.",
        "The hospital's average wait fell from 38 weeks to 26 weeks.",
        CONTRADICTION,
        "12 weeks",
        note="the level a change reached is never its size (38 - 26 = 12)",
    ),
    Fires(
        "More than half of the patients on the drug improved.",
        "Of 220 patients on the drug, 104 improved.",
        UNSUPPORTED,
        "half",
        note="a part and its whole named first are no change: 104 of 220 is not (220 - 104) / 220",
    ),
    Fires(
        "The mayor's challenger got 63% of the vote.",
        "The mayor was re-elected with 54% of the vote, beating her challenger by nine points.",
        CONTRADICTION,
        "63%",
        note="the beaten party's share is below the winner's, never above",
    ),
    Fires(
        "Citizens Advice in Kirkdale helped 16,700 people the year before.",
        "Citizens Advice in Kirkdale helped 14,600 people last year, 2,100 more than the year before.",
        CONTRADICTION,
        "16,700",
        note="a level plus a rise is no level the source gives: '2,100 more than' compares, it adds nothing",
    ),
    Fires(
        "The textile mill closed in the late 1970s.",
        "The textile mill closed in 1974 after a fire destroyed its weaving shed.",
        CONTRADICTION,
        "1970s",
        note="a part of a decade that does not hold the source's year",
    ),
    Fires(
        "Northshire has lost 40 youth clubs since 2012.",
        "The number of council-funded youth clubs in Northshire has fallen from 48 in 2012 to 17.",
        CONTRADICTION,
        "40",
        note="a count after a verb of losing is a change, set against the one the source's two levels give",
    ),
    Fires(
        "Inflation slowed for a third consecutive month in May.",
        "Inflation eased to 3.1% in May from 3.4% in April, the second monthly slowdown in a row.",
        CONTRADICTION,
        "third",
        fix="Inflation slowed for a second consecutive month in May.",
        note="the length of a run: the claim's against the one the source gives",
    ),
    Fires(
        "Only one of the five candidates supports the new stadium.",
        "Two of the five candidates said they supported the new stadium; the other three opposed it.",
        CONTRADICTION,
        "one",
        note='"one of the five" is a count, not a pronoun',
    ),
    Fires(
        "Half of the spilled oil has been recovered.",
        "Crews have recovered 390 tonnes of spilled oil, with about 110 tonnes still in the water.",
        CONTRADICTION,
        "Half",
        note="the part and the rest make the whole: 390 of 500 is 78%",
    ),
    Fires(
        "The architect died in Porto aged 80.",
        "The architect, known for his concrete churches, died in Porto on Sunday. He was 86.",
        CONTRADICTION,
        "80",
        fix="The architect died in Porto aged 86.",
        note="an age said in a sentence of its own beside the one about the person",
    ),
    Fires(
        "The harbour master retired aged 71 after 30 years in the post.",
        "The harbour master, who has held the post for 30 years, retired on Monday at the age of 67.",
        CONTRADICTION,
        "71",
        fix="The harbour master retired aged 67 after 30 years in the post.",
        note="an age, like a unit, ties the two figures: the passage need only be evidence for the clause",
    ),
    Fires(
        "Fares will rise by 12p to 95p in January.",
        "Bus fares will rise from 85p to 95p in January, the operator said.",
        CONTRADICTION,
        "12p",
        note="pence are hundredths of a pound: the two ends give a rise of 10p",
    ),
    Fires(
        "気象庁は15日、新燃岳の噴火警戒レベルを3に上げ、火口からおおむね2キロの範囲で大きな噴石に警戒するよう求めた。",
        "気象庁は15日、新燃岳の噴火警戒レベルを3に引き上げた。気象庁は火口からおおむね3キロの範囲で大きな噴石に"
        "警戒するよう呼びかけている。",
        CONTRADICTION,
        "2キロ",
        note="キロ is a unit of its own (a distance here, a weight in a notice about rice), compared with itself",
    ),
    Fires(
        "The group won a contract to expand the plant's capacity by half, to 300,000 cubic metres a day.",
        "The plant will raise its output from 180,000 to 300,000 cubic metres a day.",
        CONTRADICTION,
        "half",
        note="the source's two ends, the first in the unit of the second, give a change of two-thirds",
    ),
    Fires(
        "The hospice appeal is still £2.2 million short of its target.",
        "The hospice appeal aims to raise £5 million. So far donors have given £3.8 million, the charity said.",
        CONTRADICTION,
        "£2.2 million",
        note="the paragraph's two amounts, the mark and how far it has got, lie £1.2 million apart",
    ),
    Fires(
        "Okafor is now just five goals short of the club record.",
        "The club record is 41 league goals, set in 1988. Okafor has scored 38 league goals since joining.",
        CONTRADICTION,
        "five",
        note="a gap in words against two counts three apart",
    ),
    Fires(
        "In the survey, 45% of residents backed the plan.",
        "In the survey, 45% of residents opposed the plan, while 38% backed it.",
        CONTRADICTION,
        "45%",
        fix="In the survey, 38% of residents backed the plan.",
        note="the claim's share is the source's share of the same group for another act",
    ),
    Fires(
        "Some 12% of patients were readmitted within a month.",
        "Within a month, 12% of patients had a follow-up appointment and 7% were readmitted.",
        CONTRADICTION,
        "12%",
    ),
    Fires(
        "The Pensions Ombudsman upheld 41 percent of pension transfer complaints last year.",
        "The Pensions Ombudsman upheld 33 percent of the 2,050 complaints it resolved about pension transfers "
        "last year, meaning savers received redress. Delayed payments made up 41 percent of all transfer "
        "complaints.",
        CONTRADICTION,
        "41 percent",
        note="the other share has more of what stands beside the claim's ('upheld') than its own value has",
    ),
    Fires(
        "Three in five departures left on time.",
        "Of the 3,200 flights that departed in July, 2,560 left on time.",
        CONTRADICTION,
        "Three in five",
    ),
    Fires(
        "The two hospitals treated 9,500 patients between them in March.",
        "Kellsworth General treated 5,100 patients in March. St Aldric's treated 4,300 patients in the same month.",
        CONTRADICTION,
        "9,500",
        note="a total no two of the source's amounts make",
    ),
    Fires(
        "Patients in the trial were followed for six months.",
        "Patients in the trial were followed for 20 weeks after their last dose.",
        CONTRADICTION,
        "six months",
        fix="Patients in the trial were followed for 20 weeks.",
        note="20 weeks is no six months of any calendar",
    ),
    Fires(
        "The scheme received 5,400 applications this year, nearly double the number it had last year.",
        "The scheme received 5,400 applications this year, the council said. Interviews begin in March.",
        UNSUPPORTED,
        "double",
        note="a factor in words is a comparison the claim makes, not an incidental count",
    ),
    Fires(
        "The bank's full-year profit was £2.1bn.",
        "The bank made a profit of £2.1bn in the first half, up from £1.8bn a year earlier.",
        CONTRADICTION,
        "full-year profit was £2.1bn",
        note="the same figure reported for another period: a half-year's profit is not a year's",
    ),
    Fires(
        "The novelist died at the age of 91 at her home in Lisbon.",
        "The novelist, who wrote eleven books, died at her home in Lisbon on Sunday aged 89.",
        CONTRADICTION,
        "91",
        fix="The novelist died at the age of 89 at her home in Lisbon.",
        note="an age is met by an age or a bare number, never by a count of something ('eleven books')",
    ),
    Fires(
        "The Grand Theatre, which opened in 1971, will close for a year of repairs.",
        "The Grand Theatre will close for a year of repairs from May. The building, opened in 1894, last "
        "underwent major work in 1971.",
        CONTRADICTION,
        "1971",
        fix="The Grand Theatre, which opened in 1894, will close for a year of repairs.",
        note="a year the source gives to another event",
    ),
    Fires(
        "The striker joined Rovers in 2021.",
        "The striker joined Rovers in 2018 and was made captain in 2021.",
        CONTRADICTION,
        "2021",
        fix="The striker joined Rovers in 2018.",
    ),
    Fires(
        "Okafor, 24, is now second in the world rankings after her win.",
        "Okafor finished second in the 800m on Friday, her best result. Okafor, 24, is now fourth in the world "
        "rankings.",
        CONTRADICTION,
        "second",
        fix="Okafor, 24, is now fourth in the world rankings after her win.",
        note="a place after 'is now' is a position, against the source's in the same words",
    ),
    Fires(
        "Nearly two-thirds of the 900 drivers polled said they had been fined in the past year.",
        "A poll of 900 drivers found that 12% had been fined in the past year. Nearly two-thirds said they had "
        "received penalty points.",
        CONTRADICTION,
        "two-thirds",
        note="a share the evidence gives of something else, where the clause saying the rest gives another",
    ),
    Fires(
        "The council raised its housing budget by £3 million.",
        "The council raised its housing budget to £45 million, up from £41 million.",
        CONTRADICTION,
        "£3 million",
        note="the size of a change against the source's two ends of it: £45m - £41m is £4m",
    ),
    Fires(
        "The trust spent £12m more than planned on agency staff.",
        "The trust spent £40m on agency staff last year, £8m more than planned.",
        CONTRADICTION,
        "£12m",
        fix="The trust spent £8m more than planned on agency staff.",
        note="a difference against the source's difference, not against the level in its place",
    ),
    Fires(
        "The tram line linking the airport with the city centre is 14 miles long.",
        "The 14-kilometre line links the airport with the city centre.",
        CONTRADICTION,
        "14 miles",
        note="the same number of the same dimension in another unit, in a sentence worded otherwise",
    ),
    Fires(
        "Turnout rose five percentage points from 2019 to 2023.",
        "Turnout was 67% in 2019 and 62% in 2023, the electoral office said.",
        CONTRADICTION,
        "rose",
        note="the five points are worked out right, but from 2019 to 2023 the shares fell",
    ),
    Fires(
        "Sales fell by 2,000 units between 2021 and 2023.",
        "The firm sold 14,000 units in 2021 and 16,000 in 2023.",
        CONTRADICTION,
        "fell",
    ),
    Fires(
        "Ridership on the line rose by half last year.",
        "Ridership on the line rose from 12,000 to 15,000 a day last year.",
        CONTRADICTION,
        "half",
        note="the change the source writes from one end to the other is a quarter",
    ),
    Fires(
        "Five people were injured in the two blasts.",
        "Four people were injured in the first blast and two more in the second.",
        CONTRADICTION,
        "Five",
        note="neither a count the source gives nor their total",
    ),
    Fires(
        "Both the men's and women's teams won the national cup in 2019.",
        "Both the men's and women's teams took the national cup this year, building on their run to the final in 2018.",
        UNSUPPORTED,
        "2019",
        note="the source's undated 'this year' may be 2019: cannot establish, not another year",
    ),
    Fires(
        "The ferry company was fined in 2021.",
        "The ferry company was fined this year for safety breaches it admitted in 2019.",
        UNSUPPORTED,
        "2021",
    ),
    Fires(
        "Voters had to own at least 25 acres and pay a direct tax.",
        "Voters had to pay a direct tax and to have lived in the district for at least one year. The minimum "
        "holding was set at 25.",
        UNSUPPORTED,
        "25 acres",
        note="the evidence says 25 bare, its unit left to its words: the 'one year' beside the same words is "
        "not the claim's figure",
    ),
    Fires(
        "Almost half of the town's shops are independent.",
        "Independent traders run 88 of the town's 100 shops.",
        CONTRADICTION,
        "half",
    ),
    Fires(
        "In 2019, the film was selected for preservation in the National Film Registry.",
        "Published 2018-12-12. The film is among the 25 movies tapped for preservation in the National Film "
        "Registry this year.",
        CONTRADICTION,
        "2019",
        note="'this year' in a source dated 2018",
    ),
    Fires(
        "Children's tickets cost £12.",
        "Ticket prices: adults £12, children £6.",
        CONTRADICTION,
        "£12",
        note="the figure the source gives another labelled group",
    ),
    Fires(
        "学生の定期利用料金は月額2,000円である。",
        "市営駐輪場の定期利用料金は、一般2,000円、学生1,200円（いずれも月額）とする。",
        CONTRADICTION,
        "2,000円",
    ),
    Fires(
        "The Hindu share of the population is 24.6%.",
        "They are divided along the following major religions: Hindu (41.3%), Muslim (24.6%) and Christian (24.4%).",
        CONTRADICTION,
        "24.6%",
    ),
    Fires(
        "Of the 1,200 homes planned, half will be affordable.",
        "The developer plans 1,200 homes, 400 of which will be affordable.",
        CONTRADICTION,
        "half",
        note="a share of a whole the claim states, against the part the source counts (400 / 1,200)",
    ),
    Fires(
        "The council spent £2.4 million on temporary housing, triple the previous year's figure.",
        "Spending on temporary accommodation reached £2.4m, up from £1.2m a year earlier.",
        CONTRADICTION,
        "triple",
    ),
    Fires(
        "Ticket sales topped 1 million for the first time.",
        "For the first time, 900,000 tickets were sold.",
        CONTRADICTION,
        "1 million",
        note="a verb that passes a mark bounds the figure: 'topped 1 million' is more than 1 million",
    ),
    Fires(
        "Ticket sales halved last season.",
        "Ticket sales fell 20% last season.",
        CONTRADICTION,
        "halved",
        note="a change stated straight after its verb, without 'by'",
    ),
    Fires(
        "Kestrel's international flights grew 8% in the year to March.",
        "Kestrel's international flights grew 3% in the year to March, the airline said, while domestic flights "
        "grew 8%.",
        CONTRADICTION,
        "8%",
        fix="Kestrel's international flights grew 3% in the year to March.",
        note="8% is in the sentence, but with 'domestic', not with the claim's 'international'",
    ),
    Fires(
        "The reserve covers 40 square miles of wetland.",
        "The reserve covers 40 square kilometres of wetland on the estuary.",
        CONTRADICTION,
        "40 square miles",
        fix="The reserve covers 40 square kilometres of wetland.",
        note="an area in another unit",
    ),
    Fires(
        "Exports tripled last year.",
        "Exports rose by 40% last year, the trade office said.",
        CONTRADICTION,
        "tripled",
        note="a factor against the size of the change the source gives as a share",
    ),
    Fires(
        "The company's workforce has shrunk by a third since 2020, to 1,500.",
        "The company now employs 1,500 people, down from 2,000 in 2020.",
        CONTRADICTION,
        "a third",
        note="a relative change the source's own two figures put at another (2,000 to 1,500 is 25%)",
    ),
    Fires(
        "Ticket prices went up by nearly half to £47.",
        "Ticket prices went up from £40 to £47 this season.",
        CONTRADICTION,
        "half",
        note="17.5% is not nearly half",
    ),
    Fires(
        "Vets treated 240 dogs for heatstroke in August, twice as many as the summer before.",
        "In August vets treated 240 dogs for heatstroke, compared with 160 the summer before.",
        CONTRADICTION,
        "twice",
    ),
    Fires(
        "Battery life has doubled, the maker said.",
        "The maker said battery life had improved by about a fifth.",
        CONTRADICTION,
        "doubled",
    ),
    Fires(
        "The new bridge is 40 metres longer than the old one.",
        "The new bridge is 250 metres long; the old one was 200 metres.",
        UNSUPPORTED,
        "40 metres",
        note="a gap no two figures of one clause give is unsupported, not contradicted by a length in its place",
    ),
    Fires(
        "The amendment to keep the pool open was defeated by 12 votes to 20.",
        "Their amendment, which would have kept the pool open, was defeated by 20 votes to 12.",
        CONTRADICTION,
        "12",
        note="a tally turned round, in a sentence whose clauses fall elsewhere in the source",
    ),
    Fires(
        "公共交通機関で通勤する場合、通勤手当は年5万円まで支給されます。",
        "通勤手当は、公共交通機関を利用する場合、1か月あたり5万円を上限として支給する。",
        CONTRADICTION,
        "年5万円",
        fix="公共交通機関で通勤する場合、通勤手当は1か月あたり5万円まで支給されます。",
        note="Japanese writes the period before the figure",
    ),
    Fires(
        "Patients take two doses a week.",
        "Patients take two doses a day for the first month.",
        CONTRADICTION,
        "two doses a week",
        fix="Patients take two doses a day.",
        note="the period a rate is counted per is its unit",
    ),
    Fires(
        "The charge is expected to raise £25 million a month.",
        "The charge is expected to raise £25 million a year, which must be spent on public transport.",
        CONTRADICTION,
        "£25 million a month",
        fix="The charge is expected to raise £25 million a year.",
    ),
    Fires(
        "Ten of the 12 jurors found him guilty.",
        "All but one of the 12 jurors found him guilty.",
        CONTRADICTION,
        "Ten",
        note="'all but one of the 12' is eleven of them",
    ),
    Fires(
        "The foundation's grant gives the charity $400,000 over three years.",
        "The foundation will give the charity $400,000 a year for three years, its director said.",
        CONTRADICTION,
        "$400,000",
        note="a rate given as the total for a longer stretch: three times as much at the source's rate",
    ),
    Fires(
        "The tourist levy will raise €12 million over the next five years.",
        "The tourist levy is expected to raise €12 million a year, the city's finance chief told councillors.",
        CONTRADICTION,
        "€12 million",
        note="a yearly rate read as a five-year total",
    ),
    Fires(
        "Seven of the nine members of the rate committee voted for a cut.",
        "Two of the nine members of its rate committee voted for a cut.",
        CONTRADICTION,
        "Seven",
        fix="Two of the nine members of the rate committee voted for a cut.",
        note="9 - 2 = 7, but the source's own count stands in the claim's place",
    ),
    Fires(
        "Boateng had finished second in the event two years ago.",
        "Boateng, 24, had finished fourth in the event two years ago.",
        CONTRADICTION,
        "second",
        fix="Boateng had finished fourth in the event two years ago.",
        note="'second' after a verb of placing is a position",
    ),
    Fires(
        "The regulator cut its growth forecast to 2.1%.",
        "The regulator cut its growth forecast to 1.6% from 2.1%.",
        CONTRADICTION,
        "2.1%",
        fix="The regulator cut its growth forecast to 1.6%.",
        note="the source's starting level given as where the forecast ended",
    ),
    Fires(
        "Ticket sales fell from 8,200 last season.",
        "Ticket sales fell to 8,200 from 9,500 last season.",
        CONTRADICTION,
        "8,200",
        fix="Ticket sales fell from 9,500 last season.",
    ),
    Fires(
        "The trust plans to shut four of its eleven clinics.",
        "The trust plans to shut seven of its eleven clinics, a report says.",
        CONTRADICTION,
        "four",
        fix="The trust plans to shut seven of its eleven clinics.",
        note="11 - 7 = 4, but the claim speaks of no change: the source's own count stands in its place",
    ),
    Fires(
        "It was her London stage debut and her first theatre role in 16 years.",
        '"It is my return to the theatre after 13 years," she said of her London stage debut.',
        CONTRADICTION,
        "16 years",
        note="a small ordinal in words ('first') is incidental: the clause still has one figure the evidence lacks",
    ),
    Fires(
        "The outbreak has killed 40 people since March.",
        "At least 40 people have died in the outbreak since March, health officials said.",
        CONTRADICTION,
        "40",
    ),
    Fires(
        "The drug reduced the risk of stroke by a third.",
        "Patients taking the drug had a 25% lower risk of stroke than those on placebo.",
        CONTRADICTION,
        "a third",
        fix="The drug reduced the risk of stroke by 25%.",
        note="a fraction in words is exact as stated: a third does not round 25%",
    ),
    Fires(
        "配偶者が出産するときの慶弔休暇は5日です。",
        "慶弔休暇は、本人が結婚するときは5日、配偶者が出産するときは2日とする。慶弔休暇は有給とする。",
        CONTRADICTION,
        "5日",
        fix="配偶者が出産するときの慶弔休暇は2日です。",
        note="the claim's 5 days are said of another case, in a clause that lacks the claim's own words",
    ),
    Fires(
        "The jobless rate in the region stood at 4.1%.",
        "The jobless rate in the region stood at 4.8% in March, up from 4.1% a year earlier.",
        CONTRADICTION,
        "4.1%",
        fix="The jobless rate in the region stood at 4.8%.",
        note="where the change started, stated as the level",
    ),
    Fires(
        "Train cancellations on the line fell by half last year.",
        "Train cancellations on the line fell by a third last year.",
        CONTRADICTION,
        "half",
        fix="Train cancellations on the line fell by a third last year.",
        note='"by half" is a fraction, as "by a third" is',
    ),
    Fires(
        "Sales tripled to 4.6 million units.",
        "Sales rose to 4.6 million units from 2.1 million a year earlier.",
        CONTRADICTION,
        "tripled",
        note="'to' and 'from' say which figure is the start, whichever comes first: 4.6 / 2.1 = 2.19",
    ),
    Fires(
        "Costs rose by 20% to 90 million in the year.",
        "In the year costs rose to 90 million from 55 million.",
        CONTRADICTION,
        "20%",
        note="the source's two ends give the change: (90 - 55) / 55 is 64%, not 20% (a change of 20% is no "
        "rival to the level of 55 million itself)",
    ),
    Fires(
        "She trained with her father for another 16 years before turning professional.",
        '"I took lessons from my father for 13 years before turning professional," she said.',
        CONTRADICTION,
        "16 years",
        fix="She trained with her father for another 13 years before turning professional.",
        note="worded otherwise: the passage saying the clause has one figure of its kind the claim does not state",
    ),
    Fires(
        "A mine collapse in the north killed two people and left over 35 others missing.",
        "An open pit mine collapsed in the north on Wednesday, killing two people and leaving more than 50 "
        "missing, state media reported.",
        CONTRADICTION,
        "35",
        fix="A mine collapse in the north killed two people and left over 50 others missing.",
    ),
    Fires(
        "In October 2018, Ms Lee was appointed chair of the regional business council.",
        "SINGAPORE, 10 October 2019 - Ms Lee has been appointed chair of the new regional business council.",
        CONTRADICTION,
        "2018",
        fix="In October 2019, Ms Lee was appointed chair of the regional business council.",
    ),
    Fires(
        "The clinic opened its doors to patients in March 2019.",
        "Health centre welcomes first patients\n12 March 2020\nThe new centre on Mill Road has eight GPs.",
        CONTRADICTION,
        "2019",
        fix="The clinic opened its doors to patients in March 2020.",
        note="the month ties the years: the one year the source gives March, in a dateline",
    ),
    Fires(
        "Ferry sailings to the island resumed on 9 September after repairs to the pier.",
        "Repairs to the pier took most of the summer. By 12 September the ferry was carrying passengers to the "
        "island again.",
        CONTRADICTION,
        "9",
        fix="Ferry sailings to the island resumed on 12 September after repairs to the pier.",
        note="a day moved: the one day the source gives September",
    ),
    Fires(
        "The clinic opened its doors to patients in March 2019.",
        "The clinic was planned in March 2017 and its first wing finished in March 2020.",
        UNSUPPORTED,
        "2019",
        note="the source gives March two other years: which one the claim meant cannot be told",
    ),
    Fires(
        "The new ferry cuts the crossing to 35 minutes, the operator says.",
        "According to the operator, passengers on the new vessel will reach the island in 25 minutes instead of "
        "an hour.",
        CONTRADICTION,
        "35 minutes",
        fix="The new ferry cuts the crossing to 25 minutes, the operator says.",
        note="worded otherwise, sharing few words: the unit ties the two figures",
    ),
    Fires(
        "From January the library will stay open until 9 pm on weekdays.",
        "From January the central library will open until 8pm every weekday, the council said.",
        CONTRADICTION,
        "9 pm",
        fix="From January the library will stay open until 8pm on weekdays.",
        note="times of day compared as times: 9 pm is 21:00",
    ),
    Fires(
        "The clinic treated 340 patients last winter.",
        "Last winter, staff at the clinic treated 430 patients with flu.",
        CONTRADICTION,
        "340",
        fix="The clinic treated 430 patients last winter.",
        note="a sentence worded otherwise, with another figure between the same words",
    ),
    Fires(
        "The coach stayed at the club for another 16 years.",
        "In 13 years at the club, the coach won four titles.",
        CONTRADICTION,
        "16 years",
        fix="The coach stayed at the club for another 13 years.",
        note="the unit both figures are written in counts as a word beside both",
    ),
    Fires(
        "Average attendance rose from 18,000 in 2015 to 22,000 last season, the club said.",
        "Average attendance rose from 22,000 in 2015 to 18,000 last season, the club said.",
        CONTRADICTION,
        "18,000",
        note="figures swapped: each is in the source, in the other's place (each is marked, with its own fix)",
    ),
    Fires(
        "Ana Ruiz, who scored 14 points, and Mia Cole, who scored 9 points, led the team to the final.",
        "Ana Ruiz, who scored 9 points, and Mia Cole, who scored 14 points, led the team to the final.",
        CONTRADICTION,
        "14",
        note="figures swapped across the clauses of one sentence (each is marked, with its own fix)",
    ),
    Fires(
        "Divers recovered the statue from the harbour on May 13, a week into the search.",
        "On May 11, after a search that had begun on April 28, police divers lifted the bronze statue out of "
        "the harbour mud.",
        CONTRADICTION,
        "13",
        note="the month two days of the month are written with counts as a word beside both",
    ),
    Fires(
        "The charity plans to pay bail for 160,000 people next year.",
        "Over the next year the charity says it could help as many as 160,000 people who cannot afford bail, "
        "working with public defenders.",
        CONTRADICTION,
        "160,000",
        note="the source's figure with its bound left out, in a sentence worded otherwise",
    ),
    Fires(
        "The ward topped the trust for falls (4.5 percent) and fall rate (12) last year.",
        "The ward topped the trust for falls (12) and fall rate (4.5 percent) last year.",
        CONTRADICTION,
        "4.5 percent",
        note="two amounts of two kinds put in each other's places",
    ),
    Fires(
        "Last winter the clinic treated 430 patients and hired 12 nurses.",
        "Last winter, staff at the clinic treated 430 patients with flu; 40 of them were children.",
        UNSUPPORTED,
        "12",
        note="an added figure: the source's other figure stands beside other words",
    ),
    Fires(
        "The vacancy rate was 4.2% in the second quarter.",
        "The vacancy rate was 2.4% in the second quarter.",
        CONTRADICTION,
        "4.2%",
        fix="The vacancy rate was 2.4% in the second quarter.",
    ),
    Fires(
        "The coastal trail is 30 km long and well marked.",
        "The coastal trail is 30 miles long and well marked.",
        CONTRADICTION,
        "30 km",
        note="another unit on the same number",
    ),
    Fires(
        "The council borrowed EUR 40 million for the new bridge.",
        "The council borrowed EUR 40 billion for the new bridge.",
        CONTRADICTION,
        "EUR 40 million",
        note="another scale",
    ),
    Fires(
        "Median waits in the emergency department reached 45 minutes last winter.",
        "Median waits in the emergency department reached 45 hours last winter.",
        CONTRADICTION,
        "45 minutes",
    ),
    Fires(
        "Support for the tram scheme rose by 2% in March.",
        "Support for the tram scheme rose by 2 percentage points in March.",
        CONTRADICTION,
        "2%",
        note="percent against percentage points",
    ),
    Fires(
        "The striker scored 14 goals in the league this season.",
        "The striker scored 11 goals in the league this season.",
        CONTRADICTION,
        "14",
        fix="The striker scored 11 goals in the league this season.",
    ),
    Fires(
        "Sales of the vaccine tripled to $4bn in 2023, the company said.",
        "Sales of the vaccine rose from $2bn in 2022 to $4bn in 2023.",
        CONTRADICTION,
        "tripled",
        note="the source's own figures give a doubling",
    ),
    Fires(
        "Turnout reached 24% in the northern district this year.",
        "Turnout reached 23.7% in the northern district this year.",
        UNSUPPORTED,
        "24%",
        fix="Turnout reached 23.7% in the northern district this year.",
        note="a silent rounding is not the source's figure, nor another one",
    ),
    Fires(
        "The court fined the haulage firm £2 million for the breach.",
        "The court fined the haulage firm for the breach, the judge said.",
        UNSUPPORTED,
        "£2 million",
        note="the source is silent on the amount",
    ),
    Fires(
        "The new ferry terminal opened to passengers in 2017.",
        "Updated 2016-08-25. The new ferry terminal opened to passengers this week.",
        UNSUPPORTED,
        "2017",
        note="another year than the one inside the source's date",
    ),
    Fires(
        "The council approved 23 homes.",
        "The council approved 18 homes and five shops.",
        CONTRADICTION,
        "23",
        note="two counts joined by 'and' total the claim's only when it counts neither: these homes are 18",
    ),
    Fires(
        "Ferries carried 41% of Arran's summer visitors this year.",
        "Arran drew 212,000 visitors over the summer. Ferries carried 47% of visitors this year, up from 41% "
        "last year.",
        CONTRADICTION,
        "41%",
        fix="Ferries carried 47% of Arran's summer visitors this year.",
        note="where the change started, stated as the level: the clause gives the level of the claim's measure, "
        "the island named in another sentence, and dates the start 'last year', not 'this year'",
    ),
    Fires(
        "Sandbag walls protected about 300 properties in the town.",
        "About 300 properties were flooded in the town on Sunday. Sandbag walls protected an estimated 2,000 "
        "homes, the council said.",
        CONTRADICTION,
        "300",
        fix="Sandbag walls protected about 2,000 properties in the town.",
        note="the count the source gives for another act ('were flooded'), where it gives another count for the "
        "claim's ('protected')",
    ),
    Fires(
        "The station's output almost doubled last year to 7.9 terawatt-hours.",
        "The station generated 7.9 terawatt-hours last year, compared with 5.2 TWh the year before.",
        CONTRADICTION,
        "doubled",
        note="a hedged factor in words allows what a hedged fraction does (x1.7 to x2.3), not x1.52",
    ),
]
passes = [
    Passes(
        "The leak was found on 21 August.",
        "Water began leaking from the reservoir wall on 17 August and the leak was found four days later.",
        note="water: a date a passage's date and a span 'later' make",
    ),
    Passes(
        "The council will give about £150 each to some 1,200 flooded households.",
        "The council will pay £180,000 in grants to around 1,200 households hit by the flood. Households will "
        "receive about £150 each.",
        note="flood relief: the amount each gets, which the source states, where the source's sentence has the total",
    ),
    Passes(
        "Nearly two-thirds of the applicants were offered a place.",
        "The college received 930 applications and offered places to 610 of them.",
        note="education: a part 'of them', pointing back to the count before it",
    ),
    Passes(
        "A third of the hospital's nurses joined the strike.",
        "At St Anne's, 140 of the hospital's 420 nurses walked out on Tuesday, the union said.",
        note="health: a share a part written as 'of' its whole makes, the act worded otherwise",
    ),
    Passes(
        "The library lent 4,200 fewer books than the year before.",
        "The library lent 31,800 books last year, down from 36,000 the year before.",
        note="libraries: a fall worked out from two levels, worded the source's way",
    ),
    Passes(
        "The trust plants about 12,000 trees a year.",
        "The trust has planted about 12,000 trees a year since 2015, and 96,000 in all.",
        note="forestry: the same number given per year by the source too is no total",
    ),
    Passes(
        "The appeal raised £3.2m over eight years.",
        "The appeal has raised £3.2m for the hospice over the past eight years.",
        note="charity: a total for the same stretch",
    ),
    Passes(
        "The rowing club's membership rose by more than 100 to 1,240.",
        "The rowing club now has 1,240 members, up from 1,100 a year earlier.",
        note="sport: the level a change reached, which the source states, is not set against where it started",
    ),
    Passes(
        "Households can claim up to £900 in total.",
        "Households can claim up to £300 per insulation job for up to three jobs, the energy agency said.",
        note="energy: a total bound as the amount each is, so many times over",
    ),
    Passes(
        "The festival raised £1.2m, and ticket sales made up about two-thirds of that total.",
        "The festival raised £1.2 million this year. Ticket sales brought in £810,000 of the total, with the rest "
        "from sponsors.",
        note="events: 'that total' is the amount the sentence gave before the share",
    ),
    Passes(
        "Turnout rose by more than three percentage points.",
        "Turnout rose to 64.1% from 60.7% at the last election, the returning officer said.",
        note="elections: a bound on a change in points, kept by the two shares (3.4 points)",
    ),
    Passes(
        "The bridge road will be shut for just under two weeks.",
        "The bridge road will be closed from 3 to 15 March for resurfacing, the council said.",
        note="roads: the first day of a span takes the month the second names; 13 days is under two weeks",
    ),
    Passes(
        "The four-day week trial will run for 12 months.",
        "The council's four-day week trial will run for a year, starting in April.",
        note="local government: one of a larger unit, written with 'a', for how long something lasts",
    ),
    Passes(
        "Twelve of the boats did not finish the race.",
        "The regatta was held on Saturday. Of the 40 boats that started, 28 finished the race.",
        note="sailing: the rest of a whole, named by denying what the source says of the other part",
    ),
    Passes(
        "The ferry crossing is now 20 minutes quicker.",
        "The ferry crossing now takes 70 minutes, down from 90 minutes, the operator said.",
        note="ferries: an amount straight before a comparative is a gap, worked out from the two ends",
    ),
    Passes(
        "The clinic sees up to 40 patients a day.",
        "The clinic sees between 30 and 40 patients a day, the health board said.",
        note="health: a bound every value of the source's range keeps",
    ),
    Passes(
        "Average rents in the city climbed 30% from 2019 to 2024.",
        "Average rents in the city rose by 30% between 2019 and 2024, the letting agents' body said.",
        note="housing: 'from 2019 to 2024' is the period 'between 2019 and 2024' names, not two years",
    ),
    Passes(
        "Of the 50 applicants, 18 were neither interviewed nor offered a place.",
        "Of 50 applicants, 20 were interviewed and 12 were offered a place without interview.",
        note="a rest the claim names by what it was not ('neither ... nor'), of a whole it states",
    ),
    Passes(
        "予算は前年度より1割ほど多い12億3,000万円となった。",
        "来年度予算は12億3,000万円で、前年度の11億2,000万円から増額となる。",
        note="Japanese: a change with a hedge after it (1割ほど), over the figure から marks as where it started",
    ),
    Passes(
        "前年度の交付件数は722件だった。",
        "昨年度の交付件数は842件で、前年度より120件多かった。",
        note="Japanese: where a change started, worked out from the level and the gap said before it with より",
    ),
    Passes(
        "Judge Rebecca Holt jailed the pair for a total of 11 years.",
        "Judge Rebecca Holt jailed Dean Marsh for seven years and Liam Carr for four years.",
        note="a total of two spans the source gives",
    ),
    Passes(
        "Carr received four years.",
        "Judge Rebecca Holt jailed Dean Marsh for seven years and Liam Carr for four years.",
    ),
    Passes(
        "Tenants pay £950 a month for the flats.",
        "The flats have a monthly rent of £950.",
    ),
    Passes(
        "Half of the 40 new buses will be electric.",
        "The operator is buying 40 new buses, 20 of them battery-powered and the rest hybrid.",
        note="transport: a part of a whole ('20 of them') is no labelled group, so 40 is not 'buying's figure",
    ),
    Passes(
        "The ferry makes six crossings daily in summer.",
        "In summer the ferry makes six crossings a day.",
    ),
    Passes(
        "The club runs 12 weekly sessions for beginners.",
        "The club runs 12 sessions a week for beginners.",
        note="'weekly' before the noun says how often each is held, not the count's period",
    ),
    Passes(
        "The restored 19th-century organ will be played again in October.",
        "The 1878 Willoughby organ will be played again on 12 October.",
    ),
    Passes(
        "The mill was built in the early 20th century.",
        "The mill was built in 1911 and closed in 2003.",
        note="the early part of a century (1900-1939)",
    ),
    Passes(
        "The library service will spend £4.2m on new books.",
        "The library service has a budget of £12m this year, 35% of which will go on new books.",
        note="a share the source gives of an amount it states (35% of £12m)",
    ),
    Passes(
        "Roughly 10,250 tonnes of the cork harvest will go abroad.",
        "Producers stripped 41,000 tonnes of bark this summer. A quarter of the harvest would go abroad.",
        note="farming: a quarter of 41,000 tonnes, across the paragraph's sentences",
    ),
    Passes(
        "Season ticket prices rose £4 this season.",
        "Season tickets rose from £380 to £384 this season.",
    ),
    Passes(
        "A former director was charged over a £2m fraud.",
        "A former director has been charged in connection with a £2 million fraud at the firm.",
        note="courts: 'over' after 'charged' gives the cause, not a bound",
    ),
    Passes(
        "Shares in Dunmore fell 40p to £3.10.",
        "Dunmore shares closed at £3.10, down 40p.",
        note="finance: 'fell 40p to £3.10' is a change and the level it reached, not a range",
    ),
    Passes(
        "25 of the 27 member states backed the proposal.",
        "All but two of the 27 member states backed the proposal, with Hungary and Slovakia voting against.",
        note="'all but two of the 27' is the rest of 27 after two",
    ),
    Passes(
        "The club won 30 of its 38 league games.",
        "The club won all but eight of its 38 league games.",
    ),
    Passes(
        "Families on the new tariff are £120 worse off a year than those who stayed.",
        "Families who switched to the new tariff paid £1,020 a year on average, against £900 for those who stayed.",
        note="'worse off ... than' words the figure as the gap between two amounts",
    ),
    Passes(
        "The foundation's three-year grant gives the charity $400,000 over three years.",
        "The foundation's three-year grant to the charity totals $400,000, its director said.",
        note="the source gives the figure as a total, with no period",
    ),
    Passes(
        "Patients in the trial took 20 mg a day over six weeks.",
        "Patients took 20 mg a day for six weeks in the trial.",
        note="the claim keeps the rate's period; the span is how long it ran",
    ),
    Passes(
        "The plant emits 3,000 tonnes of carbon dioxide over a year.",
        "The plant emits 3,000 tonnes of carbon dioxide a year.",
        note="a span of one period is the period itself",
    ),
    Passes(
        "Women were three times as likely as men to be affected.",
        "The condition affected 9% of women and 3% of men.",
        note="the claim's subject (women) stands beside 9%",
    ),
    Passes(
        "The appeal court cut the sentence by two years.",
        "The appeal court reduced the sentence from six years to four.",
        note="courts: a change's bare end takes the unit of the amount it runs from",
    ),
    Passes(
        "House prices in the borough are now 7.2 times average earnings.",
        "The average house price in the borough is £288,000 and average earnings are £40,000.",
        note="housing: a factor before 'average' compares two amounts the source gives",
    ),
    Passes(
        "The zoo had 9,200 visitors in 2023.",
        "The zoo had 8,300 visitors in 2024, 900 fewer than in 2023.",
        note="the earlier year's figure, worked from the gap, dated by the year the source compares with",
    ),
    Passes(
        "The mayor's challenger got 45% of the vote.",
        "The mayor was re-elected with 54% of the vote, beating her challenger by nine points.",
        note="elections: a share less the points the winner beat the other party by",
    ),
    Passes(
        "女子200メートル個人メドレーは松田玲奈が2分10秒41で2位となった。",
        "女子200メートル個人メドレー決勝は高木美咲が2分09秒87で優勝した。2位の松田玲奈（イトマン）とは0秒54差だった。",
        note="swimming, in Japanese: the runner-up's time from the winner's and the gap in the next sentence",
    ),
    Passes(
        "男子100メートルは山本翔が10秒21で制し、2位の川口仁に0秒08差をつけた。",
        "男子100メートル決勝は山本翔が10秒21で優勝した。2位の川口仁は10秒29だった。",
        note="athletics, in Japanese: a gap (差) is the difference of the two times",
    ),
    Passes(
        "Leeds made 231 in reply.",
        "Yorkshire made 243, beating Leeds by 12 runs.",
        note="cricket: the party named before its gap",
    ),
    Passes(
        "Mizuno finished a little over six points clear of Carter in the free skate.",
        "Mizuno won the free skate with 301.44 points, ahead of Carter on 295.12.",
        note="figure skating: a score's points, the gap of two scores (not percentage points)",
    ),
    Passes(
        "Citizens Advice in Kirkdale helped about 12,500 people the year before last.",
        "Citizens Advice in Kirkdale helped 14,600 people last year, 2,100 more than the year before.",
        note="charities: where a change started is its level less the rise, dated as the source dates it",
    ),
    Passes(
        "Sales at the chain were £41m in 2023.",
        "Sales at the chain were £45m in 2024, up £4m on 2023.",
    ),
    Passes(
        "The textile mill closed in the 1970s.",
        "The textile mill closed in 1974 after a fire destroyed its weaving shed.",
        note="a decade holds the years in it",
    ),
    Passes(
        "The steelworks shed 400 jobs last year.",
        "The steelworks employed 2,900 people at the end of last year, down from 3,300 a year earlier.",
        note="a count after a verb of losing is the difference of two levels (3,300 - 2,900)",
    ),
    Passes(
        "The Greens gained 12 seats.",
        "The Greens won 20 seats, up from 8 at the last election.",
        note="elections: a count after a verb of gaining is the difference of two levels",
    ),
    Passes(
        "The pension fund's return was £3m clear of its target.",
        "The pension fund returned £15m against a target of £12m.",
        note="'clear of' makes the figure a gap, as 'above' does",
    ),
    Passes(
        "The club lost for a fifth game in a row.",
        "The club suffered its fifth defeat in a row on Saturday, losing 2-0 at home.",
        note="a run written with 'in a row' after its noun",
    ),
    Passes(
        "The club lost for the fifth straight game.",
        "The club suffered its fifth consecutive defeat on Saturday, losing 2-0 at home.",
        note="the run the source gives, its noun worded otherwise",
    ),
    Passes(
        "Rents in the city rose nearly twice as fast as wages.",
        "Rents in the city rose 7.5% over the year. Wages grew 3.9%.",
        note="two rates of change set against each other, a sentence apart: 7.5% / 3.9%",
    ),
    Passes(
        "Ozone readings on Monday were eight times the safe limit.",
        "Ozone readings reached 1,600 micrograms on Monday. Readings above 200 are considered unsafe.",
        note="a level against a threshold the next sentence gives, the bare number in the first's unit",
    ),
    Passes(
        "The orchard planted 260 pear trees.",
        "The orchard planted 900 trees, of which 640 were apple and the rest pear.",
        note="the rest of a whole the claim leaves unsaid, named by the claim's word: 900 - 640",
    ),
    Passes(
        "Almost four-fifths of the spilled oil has been recovered.",
        "Crews have recovered 390 tonnes of spilled oil, with about 110 tonnes still in the water.",
        note="a part and the rest make the whole: 390 / (390 + 110)",
    ),
    Passes(
        "The Stags beat the Falcons 4-2 in the final at the ice centre in front of nearly 8,000 fans.",
        "The Stags beat the Falcons 4-2 in the final at the national ice centre. The Falcons had led twice. "
        "A crowd of 7,850 attended.",
        note="another sentence of the evidence's paragraph gives the figure",
    ),
    Passes(
        "About 16% of visitor days came from people other than day-trippers.",
        "Day visitors made up 84% of the park's 11.2 million visitor days last year.",
        note="the rest of a whole, in a clause that says it is the rest: 100% - 84%",
    ),
    Passes(
        "The survey is about 30% to go.",
        "The survey is 70% complete, the office said.",
    ),
    Passes(
        "The council has cut library opening hours by a third.",
        "Libraries will open for 24 hours a week instead of 36, the council said.",
        note="the base after 'instead of' takes the unit the sentence has just given: 36 hours to 24",
    ),
    Passes(
        "Average journey times on the line fell by six minutes.",
        "The average journey on the line now takes 48 minutes, down from 54.",
        note="'down from 54' is 54 minutes",
    ),
    Passes(
        "The hospital cut its waiting list by 1,400 to 8,600 over the year.",
        "The waiting list at the hospital fell from 10,000 to 8,600 in the twelve months to March.",
        note="'by 1,400 to 8,600' is a change and the level it reached, not a range: the high end is six times the low",
    ),
    Passes(
        "A third of residents backed the plan in the consultation.",
        "The plan was supported by 33.8% of residents who took part in the consultation.",
        note="a fraction in words rounds a measured share",
    ),
    Passes(
        "Harfield's wages came to 91% of its turnover last season.",
        "Harfield Athletic spent £45.5 million on wages last season, against turnover of £50 million.",
        note="a share of two amounts of money, the larger the whole: £45.5 million / £50 million",
    ),
    Passes(
        "The inquiry heard evidence from 212 witnesses over 18 months.",
        "Over a year and a half, the inquiry took evidence from 212 witnesses.",
        note="a span of time and a count in each other's places are two figures reordered, not swapped",
    ),
    Passes(
        "A basic funeral costs close to three times as much as a direct cremation, at £4,285 against £1,511.",
        "The average cost of a basic funeral rose 3.4% to £4,285 in 2024. A direct cremation cost an average "
        "of £1,511.",
        note="a factor worked out from two figures the claim states itself, each of which the source gives",
    ),
    Passes(
        "Special services such as road crashes and floods accounted for 2,440 of the 9,870 call-outs.",
        "Firefighters attended 9,870 incidents in 2024, of which 3,020 were fires, 4,410 false alarms and the "
        "rest special services such as road crashes and flooding.",
        note="the rest of a whole after two parts: 9,870 − 3,020 − 4,410",
    ),
    Passes(
        "Individual donors contributed about £1.33m of the £2.35m raised by the appeal.",
        "Donations to the appeal reached £2.35 million by 31 March. Around 14,000 individual donors gave an "
        "average of £95, with the remainder coming from businesses.",
        note="a count times the average each gave: 14,000 × £95",
    ),
    Passes(
        "Parking enforcement left Castleford with a surplus of about £900,000 last year.",
        "Parking fines in Castleford generated £3.1 million in 2024-25. After enforcement costs of £2.2 million, "
        "the surplus was reinvested in road maintenance.",
        note="a surplus is a gap between two amounts: £3.1 million − £2.2 million",
    ),
    Passes(
        "The group won a contract to expand Al Qurm's desalination capacity by two-thirds, to 300,000 cubic "
        "metres a day.",
        "The Al Qurm desalination plant will raise its output from 180,000 to 300,000 cubic metres a day.",
        note="the change's first end takes the unit its other end is written with",
    ),
    Passes(
        "総務省の集計では、2023年度のふるさと納税の寄付額は前年度の約2割増しになった。",
        "総務省によると、2023年度のふるさと納税の寄付総額は前年度比約1.2倍の1兆1,175億円だった。",
        note="a change of about 20% is the source's factor of about 1.2",
    ),
    Passes(
        "Summer spending by Premier League clubs fell £400m from 2023's record to £1.96bn.",
        "Premier League clubs spent £1.96 billion in the summer window, down from a record £2.36 billion in 2023.",
        note="the record is where the change started, the phrase after a possessive included: no group of £1.96bn",
    ),
    Passes(
        "Dunmore has 240 medicine places this year, meaning roughly 19 applicants are competing for each one.",
        "Applications to study medicine at Dunmore University rose by 14% this year to 4,560, while the number "
        "of places stayed at 240.",
        note="an amount for each one of something is a total shared over a count: 4,560 / 240 = 19",
    ),
    Passes(
        "The Halstow flood scheme will cost £40 per household.",
        "The Halstow flood scheme will cost £2 million across the district's 50,000 households, the council said.",
        note="£2 million / 50,000 = £40; the total in the claim's place is not its rival",
    ),
    Passes(
        "The hospice appeal is still £1.2 million shy of its target.",
        "The hospice appeal aims to raise £5 million. So far donors have given £3.8 million, the charity said.",
        note="how far short of a mark, with the unit's words between: £5 million − £3.8 million",
    ),
    Passes(
        "Estmark's fertility rate slipped by 0.08 last year to 1.31 children per woman.",
        "The total fertility rate dropped to 1.31 children per woman, from 1.39 the year before.",
        note="a bare decimal is the difference of two plain numbers (1.39 - 1.31), not a relative change",
    ),
    Passes(
        "Patients waited five weeks less for a first appointment in March than twelve months earlier.",
        "The median wait for a first outpatient appointment was 19 weeks in March, compared with 24 weeks a "
        "year earlier.",
        note="'twelve months earlier' says when, as 'a year earlier' does; 24 weeks is what was compared",
    ),
    Passes(
        "Exchanges that break the rules face fines of up to a twentieth of their annual turnover.",
        "Exchanges that fail to comply face fines of up to 5% of annual turnover.",
        note="'a twentieth of' is a fraction, 5%, not the twentieth of a series",
    ),
    Passes(
        "Pacifica Mobile accounted for roughly 40% of the $2.3 billion raised in the spectrum auction.",
        "The regulator raised 2.3 billion dollars from its spectrum auction. Four operators won licences, with "
        "Pacifica Mobile paying the most at 920 million dollars.",
        note="a share of money worked out from a part a sentence apart: 920 million of 2.3 billion is 40%",
    ),
    Passes(
        "Doyle was a quarter of a second slower than the Polish winner.",
        "Ciara Doyle finished in 50.12 seconds behind Poland's Natalia Wrona, who clocked 49.87.",
        note="a bare decimal read in the unit its sentence has just given: 50.12 s - 49.87 s = 0.25 s",
    ),
    Passes(
        "The council will spend £3m on the bridge over two years.",
        "Over the next two years the council will spend £3 million on the bridge.",
        note="money and time in the other order: no writer swaps the one for the other",
    ),
    Passes(
        "Visits to the clinic were up a fifth on the week before.",
        "The clinic recorded 1,240 visits last week, compared with 1,030 the week before.",
        note="20.4% worked out, a fifth in words: allowed as a fifth is against a stated 20.4%",
    ),
    Passes(
        "The museum attracted 420,000 visitors between them across its two sites.",
        "The museum's main site drew 300,000 visitors and its riverside annexe 120,000.",
        note="a small count in words beside a figure in digits many times larger is no figure swapped",
    ),
    Passes(
        "Three quarters of the club's members voted for the merger.",
        "Of the club's 1,200 members, 900 voted for the merger and 300 against.",
        note="a share of the largest count, one of the other counts being its part",
    ),
    Passes(
        "Ruth Ames received 11,196 votes.",
        "Tom Kell took the seat with 12,400 votes, 1,204 ahead of Ruth Ames.",
        note="the other party's amount, worked from the level and the gap set against her",
    ),
    Passes(
        "Kelso's 41.2C reading beat a July record that had stood since 1976.",
        "Kelso reached 41.2C on Monday, the highest July reading since records began in 1911. The previous July "
        "record of 40.1C was set in 1976.",
        note="another clause states the claim's year with the claim's words ('July record'): 1911 is no rival",
    ),
    Passes(
        "Some 12% of patients had a follow-up appointment within a month.",
        "Within a month, 12% of patients had a follow-up appointment and 7% were readmitted.",
        note="the share is said with the act the claim gives it; the next share's act is its own",
    ),
    Passes(
        "Four in five departures left within a quarter of an hour of schedule.",
        "Of the 3,200 flights that departed in July, 2,560 left within 15 minutes of their scheduled time.",
        note="a share worked out as part over whole (2,560 / 3,200), the whole found by its words' roots "
        "('departures' for 'departed'); a fraction of an hour is a duration",
    ),
    Passes(
        "The two hospitals treated 9,400 patients between them in March.",
        "Kellsworth General treated 5,100 patients in March. St Aldric's treated 4,300 patients in the same month.",
        note="a total in so many words ('between them'): 5,100 + 4,300, not a rival to the 5,100 in its place",
    ),
    Passes(
        "Together the three firms employ 1,200 people.",
        "Brackett employs 500 people, Lorne 400 and Pyle 300.",
        note="a total of three amounts",
    ),
    Passes(
        "Ridership on the line grew by about 3% to 2.068 million trips.",
        "The line carried 2.068 million trips in the year, compared with 2.0 million trips the year before.",
        note="a change of 3.4% worked out from the two levels: 'about 3%' allows what '3%' does and more",
    ),
    Passes(
        "The clinic treated 3,000 patients in 2021.",
        "Last year the clinic treated 6,000 patients, twice the number it saw in 2021, the health board said.",
        note="the figure in the claim's place is last year's; 2021's is the other level of the factor",
    ),
    Passes(
        "Patients in the trial were followed for six months.",
        "Patients in the trial were followed for 26 weeks after their last dose.",
        note="a month of the calendar is 28 to 31 days: six months is 26 weeks",
    ),
    Passes(
        "Second-quarter sales rose 4% to $880m.",
        "In the three months to June, sales rose 4% to $880m.",
        note="one reporting period in other words",
    ),
    Passes(
        "A quarter of staff took the annual bonus of £500.",
        "One in four staff took the £500 bonus paid each year.",
        note="'a quarter of' is a fraction, not a reporting period",
    ),
    Passes(
        "The three players were banned for a total of 12 matches.",
        "Three players were each banned for four matches after the brawl.",
        note="a total the claim calls one: so many times what each was given",
    ),
    Passes(
        "The council will use £400,000 of reserves to close a £1.2m gap.",
        "The council faces a £1.2m gap; savings will cover £800,000 and reserves the rest.",
        note="an amount as the rest of a whole the claim states, where the source speaks of the rest",
    ),
    Passes(
        "Cycle journeys across the bridge numbered about 2,100 a day in 2019.",
        "Cycle journeys across the bridge rose to 6,300 a day this spring, three times the 2019 level.",
        note="the other level of a factor the source gives after an amount",
    ),
    Passes(
        "The incumbent lost the run-off, finishing 4.6 percentage points behind the challenger.",
        "The challenger won 52.3% of the vote in the run-off, defeating the incumbent, who received 47.7%.",
        note="a gap worked out from two shares of one sentence",
    ),
    Passes(
        "県は来年度から、県立高校の生徒全員にタブレット端末を1台ずつ貸し出す。",
        "県教育委員会は、来年度から県立高校の生徒1人につき1台のタブレット端末を貸し出すと発表しました。",
        note="the group's own figure (1人) counts people, not the claim's devices (1台)",
    ),
    Passes(
        "The striker was made captain in 2021.",
        "The striker joined Rovers in 2018 and was made captain in 2021.",
        note="the year the source gives to the same event",
    ),
    Passes(
        "The 19-year-old swimmer broke her own national record in the 200m butterfly.",
        "Kaia Lindqvist, 19, broke her own national record in the 200m butterfly at the Varden championships.",
        note="an age written as '19-year-old' is the bare 19 set beside a name",
    ),
    Passes(
        "Some 40,000 people visited in the exhibition's first four weeks, with schools making up about one in "
        "five visits.",
        "The museum said 40,000 people visited in the first four weeks of the exhibition, 12% more than last "
        "year. Schools accounted for around a fifth of all visits.",
        note="a share said beside the claim's words in another sentence; a change in its place is no rival",
    ),
    Passes(
        "The airline cut its fuel cost forecast by $200 million at both ends.",
        "The airline now expects fuel costs of $3.1 billion to $3.3 billion, down from a previous range of $3.3 "
        "billion to $3.5 billion.",
        note="a range moved by the same amount at both ends",
    ),
    Passes(
        "Passenger numbers fell from last year's record, to 41 million.",
        "The airport handled 41 million passengers this year, down from a record 44 million last year.",
        note="the record is where the fall started: it names no group of the 41 million",
    ),
    Passes(
        "The chief executive said the six new stores will bring around 400 jobs.",
        'Chief executive Colin Mayhew said the chain would open six new stores this year, adding: "We expect '
        'that to create around 400 jobs."',
        note="the words before two figures ('open six', 'around 400') are no labels of groups they are for",
    ),
    Passes(
        "Including costs, the landlord must pay £21,200.",
        "The landlord was fined £18,000 at the magistrates' court. He was also ordered to pay £3,200 in costs.",
        note="a total in so many words: £18,000 + £3,200, a sentence apart in one paragraph",
    ),
    Passes(
        "Of the 186 homes the association completed in 2023, 74 were for shared ownership.",
        "The association completed 186 new homes in 2023, of which 112 were for social rent and the rest for "
        "shared ownership.",
        note="the rest of a whole the claim states: 186 - 112",
    ),
    Passes(
        "The new bridge is now £17m over its original cost.",
        "The cost of the new bridge has risen from £62m to £79m, the council said.",
        note="a figure 'over' another is their difference: £79m - £62m",
    ),
    Passes(
        "Attendance came in 46,000 above the museum's target of 40,000.",
        "The exhibition attracted 86,000 visitors, more than twice the museum's target of 40,000.",
    ),
    Passes(
        "The trust expects a £38m deficit, more than three times the shortfall it had planned.",
        "The trust is forecasting a deficit of £38m for the year, against a planned shortfall of £12m.",
        note="where the text does not say which is the base, a factor may be read either way round",
    ),
    Passes(
        "Six people were injured in the two blasts.",
        "Four people were injured in the first blast and two more in the second.",
        note="a total of two counts the source gives one after the other, the second 'more'",
    ),
    Passes(
        "The hospital now has 160 beds.",
        "The hospital opened with 120 beds and added another 40 beds in 2020.",
    ),
    Passes(
        "The architect designed the theatre with three bars.",
        "The architect designed the theatre with two bars in the auditorium itself and a third in the foyer.",
        note="a count and the ordinal after it: 'two ... and a third' are three",
    ),
    Passes(
        "Almost 90% of the town's shops are independent.",
        "Independent traders run 88 of the town's 100 shops.",
        note="a share of a whole the passage counts, though the claim states neither count",
    ),
    Passes(
        "Container traffic through the port rose by a tenth last year, to 1.4 million boxes.",
        "Container traffic through the port rose 10% last year to 1.4 million boxes.",
        note="'a tenth more' and 'by a tenth' are a fraction, not an ordinal",
    ),
    Passes(
        "The council approved the budget in 2023.",
        "Posted on March 3, 2024. The council approved the budget last year after a long debate.",
        note="'last year' in a source dated 2024",
    ),
    Passes(
        "Of the 1,200 homes planned, a third will be affordable.",
        "The developer plans 1,200 homes, 400 of which will be affordable.",
    ),
    Passes(
        "Ticket sales topped 1 million for the first time.",
        "For the first time, more than a million tickets were sold.",
    ),
    Passes(
        "Shares in the miner fell by more than a tenth after it cut its output forecast.",
        "The miner's shares dropped 11.4% after it lowered its production guidance.",
        note="'than' before a figure bounds it and opens no clause of its own",
    ),
    Passes(
        "The jobless rate in the region stood at 4.1% a year earlier.",
        "The jobless rate in the region stood at 4.8% in March, up from 4.1% a year earlier.",
        note="the claim dates the start as the source does",
    ),
    Passes("Profits doubled.", "Profits rose 100% last year to £3.1 million."),
    Passes(
        "Aluminium imports fell 7% last year.",
        "Imports of steel rose 4% last year, while imports of aluminium fell 7%.",
        note="the claim's 'aluminium', missing from the clause that shares most words, is beside 7% in the other",
    ),
    Passes(
        "Kestrel's domestic flights grew 8% in the year to March.",
        "Kestrel's international flights grew 3% in the year to March, the airline said, while domestic flights "
        "grew 8%.",
        note="the clause sharing most words has 3%, but another states 8% with the claim's own 'domestic'",
    ),
    Passes(
        "The county's rural bus routes carried 12% more passengers in the autumn term.",
        "The county's school bus routes carried 4% more passengers in the autumn term, while rural bus routes "
        "carried 12% more.",
    ),
    Passes("Membership has halved.", "Membership has fallen by about half since 2019."),
    Passes(
        "Patients on the drug lived three months longer than those on standard treatment.",
        "Patients given the drug lived for a median of 14 months, compared with 11 months on standard treatment.",
        note="the gap of a comparison, worked out: 14 - 11",
    ),
    Passes(
        "Unemployment rose 0.4 points to 5.2% in the three months to June.",
        "The unemployment rate rose to 5.2% in the three months to June, up 0.4 percentage points.",
        note="'points' before the percent it went to are percentage points; the same figures in another "
        "order put none in another's place",
    ),
    Passes(
        "Next year's festival will last three days.",
        "Next year's event will be shortened from four days to three.",
        note="the bare far end of the source's change takes the unit of its near end",
    ),
    Passes("時間外労働は、月45時間までです。", "時間外労働の上限は、原則として月45時間、年360時間とする。"),
    Passes("賞与は5月10日に支給します。", "賞与は毎年5月10日に支給する。", note="'5月' is a date, not a period"),
    Passes(
        "Nurses worked 60 hours a week.",
        "Nurses worked 60 hours a week, the union said, and 12 hours a day at peak.",
    ),
    Passes(
        "The club has 300 more members than last year.",
        "The club has 1,500 members, up from 1,200 last year.",
        note="a difference the claim words as one ('300 more'): 1,500 - 1,200",
    ),
    Passes(
        "The bank's profit was £2 billion higher than a year earlier.",
        "The bank made a profit of £5.1 billion in 2024. In 2023 it made £3.1 billion.",
        note="a difference drawn across two sentences of one paragraph: £5.1bn - £3.1bn",
    ),
    Passes(
        "The sequel opened to roughly $65 million more than the first film did in 2015.",
        "The sequel took an estimated $155 million over its opening weekend. The film grossed $295 million "
        "worldwide. The original opened to $90.4 million in 2015.",
        note="a hedged difference across sentences: $155m - $90.4m is $64.6m",
    ),
    Passes(
        "The drug reduced the risk of stroke by a quarter.",
        "Patients taking the drug had a 25% lower risk of stroke than those on placebo.",
    ),
    Passes(
        "Sales more than doubled to 4.6 million units.",
        "Sales rose to 4.6 million units from 2.1 million a year earlier.",
        note="a factor with a comparator holds on its side: 2.19 is more than a doubling",
    ),
    Passes(
        "From January the library will stay open until 8 pm on weekdays.",
        "From January the central library will open until 20:00 every weekday, the council said.",
        note="a time of day written two ways",
    ),
    Passes(
        "The floods killed 12 people in the valley, the county said.",
        "The floods killed at least 12 people in the valley, the county said.",
        note="a bound dropped in a sentence said in place is the certainty check's finding, not this one's",
    ),
    Passes(
        "Workshops run on days 5, 4 and 3 of the course.",
        "Workshops run on days 3, 4 and 5 of the course.",
        note="a list of figures in another order says the same",
    ),
    Passes(
        "The clinic treated 430 patients last winter.",
        "Last winter, staff at the clinic treated 430 patients with flu.",
        note="the same figure beside the same words, in other words",
    ),
    Passes(
        "Revenue rose to $45.2 million in the last fiscal year.", "Revenue rose to $45,200,000 in the last fiscal year."
    ),
    Passes("The team interviewed twelve nurses at the clinic.", "The team interviewed 12 nurses at the clinic."),
    Passes(
        "Turnout reached about 24% in the northern district this year.",
        "Turnout reached 23.7% in the northern district this year.",
    ),
    Passes(
        "The new cycle path is 1.5 km long and opens in May.",
        "The new cycle path is 1,500 m long and opens in May.",
        note="an exact conversion within one dimension",
    ),
    Passes(
        "Membership tripled from 15 to 45 between 2019 and 2022.",
        "Membership grew from 15 in 2019 to 45 in 2022.",
        note="45 / 15 = 3",
    ),
    Passes(
        "Membership reached 45 in 2022, up from 15 in 2019.",
        "Membership grew from 15 in 2019 to 45 in 2022.",
        note="a year followed by 'to 45' is not a range",
    ),
    Passes(
        "Support for the mayor was up 30 points in the latest poll.",
        "Support for the mayor rose from 40% to 70% in the latest poll.",
        note="70% - 40% = 30 percentage points",
    ),
    Passes(
        "Weekly hospital admissions fell by a third, from 90 to 60.",
        "Weekly hospital admissions fell from 90 to 60 over the winter.",
        note="(90 - 60) / 90 = a third",
    ),
    Passes(
        "The county's jobless rate rose by 2% to 14% over the year.",
        "The county's jobless rate rose by 2% to 14% over the year, the council said.",
        note="a change and a level, not the range 2-14%",
    ),
    Passes(
        "The new ferry terminal opened to passengers in August 2016.",
        "Updated 2016-08-25. The new ferry terminal opened to passengers this week.",
        note="the year inside an ISO date",
    ),
    Passes(
        "The lighthouse reopened to visitors on 30 June 2021 after a refit.",
        "Posted 30 JUN 2021. The lighthouse reopened to visitors after a refit.",
        note="a day of the month in a dateline, read there as a plain number",
    ),
    Passes(
        "The youth scheme trains 16-25 year olds in carpentry.",
        "The youth scheme trains people aged 16-25 in carpentry.",
        note="the source's number in the same place, its unit left to its words",
    ),
    Passes(
        "Sales climbed by almost a fifth in the first three months of the year, to £18.3 million.",
        "In the first quarter, sales rose 19% to £18.3 million, helped by new stores.",
        note="a span counted from the start of the year named by its period, and a hedged fraction in words",
    ),
    Passes(
        "Over the past 12 months, 14% of adults reported an assault.",
        "Over the past year, 14% of adults said they had been assaulted.",
        note="the past 12 months are the past year",
    ),
    Passes(
        "The company's workforce has shrunk by a quarter since 2020, to 1,500.",
        "The company now employs 1,500 people, down from 2,000 in 2020.",
        note="the figure after 'down from' is the base of the change, though the source gives it second",
    ),
    Passes(
        "Vets treated 240 dogs for heatstroke in August, twice as many as the summer before.",
        "In August vets treated 240 dogs for heatstroke, compared with 120 the summer before.",
        note="the figure after 'compared with' is the base of the comparison",
    ),
    Passes(
        "Only seven of the 30 clubs in the league made a profit last season.",
        "Twenty-three of the league's 30 clubs lost money last season.",
        note="the other part of the same whole, said with the opposite word (30 - 23 = 7)",
    ),
    Passes(
        "Ticket prices went up by nearly a fifth to £47.",
        "Ticket prices went up from £40 to £47 this season.",
        note="17.5% is nearly a fifth",
    ),
    Passes(
        "Oxygen levels dropped in roughly three-quarters of the 42 lakes studied, Brandt's team found.",
        "A five-year study of 42 lakes found that water temperatures rose. Dissolved oxygen levels declined in "
        "31 of the lakes.",
        note="science: the whole the claim states is given in another sentence (31 of 42 is 74%)",
    ),
    Passes(
        "About a third of the 600 staff will lose their jobs.",
        "The plant employs 600 people. The company said 210 of the staff would lose their jobs.",
        note="employment: 210 of 600 is 35%",
    ),
    Passes(
        "The trust has failed to meet the four-hour target in each of the past eleven months.",
        "The trust missed its four-hour target for the eleventh month in a row.",
        note="health: a count of months given as the ordinal of a run of them",
    ),
    Passes(
        "Northline Rail will halve the frequency of its trains for nine days in November.",
        "Northline Rail will run a reduced timetable from Saturday 9 November to Sunday 17 November.",
        note="transport: a span counted between two dates, both days counted",
    ),
    Passes(
        "The exhibition runs for eight weeks.",
        "The exhibition runs from 3 March to 28 April.",
        note="culture: a span across months, in weeks",
    ),
    Passes(
        "Sales fell for three consecutive years.",
        "Sales fell for a third straight year in 2024.",
        note="retail",
    ),
    Passes(
        "The jobless rate dropped four-tenths of a point in October.",
        "Unemployment fell to 5.2 percent in October from 5.6 percent in September.",
        note="labour market: a fraction of a point of a rate is in percentage points",
    ),
    Passes(
        "Halvorsen's first-half revenue climbed by 44 million euros.",
        "Halvorsen reported revenue of 412 million euros for the first half, up from 368 million a year earlier.",
        note="finance: the earlier amount leaves its unit to the later one",
    ),
    Passes(
        "The classifier was tested on new images from the archive.",
        "The classifier was tested on new images from the archive.",
        status=Status.NOT_APPLICABLE,
    ),
    Passes(
        "The regulator confirmed 12 breaches at three sites.",
        "The regulator confirmed 12 breaches across three sites in the port.",
        note="two counts of different things: the words before them ('confirmed', 'across') label no groups",
    ),
    Passes(
        "The fire service rescued 15 people from the flats.",
        "Firefighters rescued 12 adults and three children from the flats.",
        note="two counts joined by 'and' total what the claim counts by a wider word (12 + 3)",
    ),
    Passes(
        "Inspectors visited 23 schools in the spring.",
        "Inspectors visited 18 primary schools and five secondary schools in the spring.",
        note="one noun restricted two ways, totalled without either restriction",
    ),
    Passes(
        "Harlow finished the regular season four points clear of Dunmore, the defending champions.",
        "Harlow finished the regular season with 61 points, four points ahead of Dunmore, the defending champions.",
        note="a figure is no label of another: 'four' does not label 61",
    ),
    Passes(
        "Previously, ferries carried 41% of Arran's summer visitors.",
        "Arran drew 212,000 visitors over the summer. Ferries carried 47% of visitors this year, up from 41% "
        "last year.",
        note="the claim states the start as it was then",
    ),
    Passes(
        "Turnout of 38% was four points below the national figure.",
        "Turnout in the ward was 38%, the council said. Nationally, 42% of voters took part.",
        note="a gap in points worked out from the claim's own share and one a sentence apart (42% - 38%)",
    ),
    Passes(
        "Recycling fell roughly a third short of the council's goal.",
        "The council recycled 3,250 tonnes, about 65% of its goal.",
        note="how far short of a mark is the rest of the share reached (100% - 65%)",
    ),
    Passes(
        "Output hit 10.9GW, 0.2GW above April's record.",
        "Solar output reached 10.9GW, beating the previous high of 10.7GW set in April.",
        note="'above April's record' sets the figure against a mark: a gap (10.9 - 10.7), not a level",
    ),
    Passes(
        "Net migration fell by more than 300,000 in a year.",
        "Net migration was 431,000 in the year to June, down from 740,000 a year earlier.",
        note="a bound on a gap the claim words as one: 740,000 - 431,000 = 309,000",
    ),
    Passes(
        "Just over seven in ten patients were seen within four hours, while 12-hour waits fell by 820.",
        "71.2% of patients were seen within four hours in January. The trust said 2,140 patients waited more than "
        "12 hours from arrival, compared with 2,960 the previous month.",
        note="a figure joined to its unit names a kind of wait ('12-hour waits'), which the source bounds",
    ),
    Passes(
        "Leinster came from three points down at the break to beat Munster.",
        "Leinster beat Munster 27-18 on Saturday. Leinster scored three tries to Munster's two, with their "
        "fly-half kicking 12 points. Munster had led 13-10 at half-time.",
        note="'three points down' is a margin, which no count in its place contradicts",
    ),
    Passes(
        "The charity turned away 40 families over the winter.",
        "The charity housed 120 people over the winter and turned away 40 families for lack of space.",
        note="the claim's count is said with its act",
    ),
    Passes(
        "Crews attended three in five of the 420 call-outs the service logged in August.",
        "The fire service logged 420 call-outs in August, 8 percent more than last year. Crews attended 251 of "
        "those call-outs.",
        note="a share of a whole the claim states, its part a sentence apart (251 / 420)",
    ),
    Passes(
        "Leeds rents run £210 a month above the regional average.",
        "Average rents in Leeds reached £1,050 a month in the year to June. The regional average was £840.",
        note="a gap with a rate's period before 'above' (£1,050 - £840)",
    ),
    Passes(
        "The station's output nearly tripled to 7.9 terawatt-hours.",
        "The station generated 7.9 terawatt-hours last year, compared with 2.8 TWh the year before.",
    ),
    Passes(
        "来場者は前年より3千人余り多い約2万5千人だった。",
        "今年の来場者は2万5,400人だった。前年は2万2,100人だった。",
        note="Japanese: a gap worked out across sentences, 'a little over' (余り) a bound on it (25,400 - 22,100)",
    ),
]


def _applies(claim: Claim, analysis: Analysis, evidence: Evidence) -> bool:
    return bool(analysis.figures)


_DIGITS = re.compile(r"[0-9][0-9,.]*[0-9]|[0-9]")
_POINTS_AFTER = re.compile(r"[ -]?points?\b", re.IGNORECASE)
_POSITIONS = frozenset({"year", "date", "ordinal", "time"})
_AMOUNTS = frozenset({"count", "currency", "measure"})


def _as_claimed(analysis: Analysis, f: Figure) -> Figure:
    """The claim's figure as arithmetic reads it: "up 30 points" or "four-tenths of a point" in a claim
    with no percent is a change in percentage points, which the figure reader leaves a count (it may be a
    score)."""
    after = analysis.text[f.end - analysis.offset :]
    if f.kind == "count" and (_POINTS_AFTER.match(after) or _OF_A_POINT.search(f.text)):
        return replace(f, kind="points", unit="pp")
    return f


_OF_A_POINT = re.compile(r"\bpoints?$", re.IGNORECASE)  # "four-tenths of a point", "half a point"


# Words straight after a figure (matched from where it ends) that make it the gap to another ("£17m over
# its original cost", "46,000 above the target", "3% below forecast", "£3m clear of its target"), unless
# what follows is a time or a number ("5,000 over the weekend", "over 60s")
_GAP_AFTER = re.compile(
    # a rate's period may stand between: "£390 a month above England's average"
    r"(?:\s+(?:a|an|per|each)\s+(?:year|month|week|day|head|person|hour))?"
    r"\s+(?:over|above|below|under|behind|ahead\s+of|clear\s+of)\s+(?:(?:the|its|their|his|her|our)\s+)?([^\W\d]+)(['’]s)?",
    re.IGNORECASE,
)


# ... and the words of a standing after the figure's noun: "six points clear of Carter", "12 points behind
# Leeds", "two goals ahead of the champions" (not "over" or "under": "5,000 people over 65")
_GAP_AFTER_NOUN = re.compile(r"\s+[^\W\d]+s\s+(?:clear\s+of|ahead\s+of|behind)\s+\S", re.IGNORECASE)


def _differences(evidence: Evidence) -> list[Figure]:
    """The evidence's figures that are the size of a change ("by 8%", "up 3 points", "rose 8%")."""
    corpus = evidence.corpus
    out = []
    for p in evidence.passages:
        lex = corpus.analysis(p.index).lex
        for g in corpus.figures(p.index):
            before = p.text[: g.start - p.start].split()[-1:]
            if (
                g.comparator is not None
                or figs.follows_by(p.text, g.start - p.start)
                or (before and before[0].lower() in lex.UP | lex.DOWN)
            ):
                out.append(g)
    return out


def says_a_difference(analysis: Analysis, f: Figure) -> bool:
    """Whether the claim words a figure as a difference: "by 3 minutes", "by more than two degrees", "$3
    million more", "40 fewer staff", "three months longer ... than", "£17m over its original cost", "4.6
    points behind her", "three points down at the break"; in Japanese or Chinese, a word of change or of
    more or fewer straight after it ("120人増", "100円値上がり", "前年より8千羽余り多い")."""
    if analysis.lang in CJK_LANGUAGES:
        at = after_counter(analysis.text, f.end - analysis.offset)  # past a counter: "8千羽余り多い"
        after = analysis.text[at : at + _CJK_CHANGE_REACH + 2]
        # a hedge after the figure, then the word of change: "8千羽余り多い" (a little over), "1割ほど多い" (about)
        after = next((after[len(h) :] for h in _CJK_HEDGES_AFTER if after.startswith(h)), after)
        return (
            any(after.startswith(w) for w in analysis.lex.UP | analysis.lex.DOWN | _CJK_MORE_OR_FEWER)
            # a gap: "0秒08差をつけた", "4800票の差", "森氏との差は4800票"
            or _CJK_GAP_AFTER.match(analysis.text, at) is not None
            or _CJK_GAP_BEFORE.search(analysis.text, 0, f.start - analysis.offset) is not None
        )
    before = analysis.text[: f.start - analysis.offset].split()[-1:]
    after = [w.lower().strip(".,;") for w in analysis.text[f.end - analysis.offset :].split()[:2]]
    gap = _GAP_AFTER.match(analysis.text, f.end - analysis.offset)
    return (
        before == ["by"]
        # "rose £26", "fell 40p", "gained 12": a change; a distance moved is not ("fell 40 metres")
        or (
            f.kind in {"count", "currency"}
            and before
            and before[0].lower() in _GAINED_OR_LOST | analysis.lex.UP | analysis.lex.DOWN
        )
        or _SHORT_OF.match(analysis.text, f.end - analysis.offset) is not None
        or gap_noun_before(analysis, f)
        or ((f.approx or f.comparator) and figs.follows_by(analysis.text, f.start - analysis.offset))
        or any(w in COMPARATIVES for w in after)
        or margin_after(analysis, f)
        # "above its target", "above April's record"; not "over the year", "over March"
        or (gap is not None and (gap.group(2) or gap.group(1).lower() not in analysis.lex.TIME_WORDS | CALENDAR_WORDS))
        or _GAP_AFTER_NOUN.match(analysis.text, f.end - analysis.offset) is not None
        or _compared(analysis, f)
    )


# Verbs whose object, counted, is what was gained or lost, not a level: "Northshire has lost 31 youth clubs
# since 2012" (48 to 17), "the firm shed 400 jobs", "the party gained 12 seats", "the club added 2,000
# members". The words of change in the lexicon do the same ("cut 300 posts", "raised £4m more").
_GAINED_OR_LOST = frozenset("lost lose loses losing shed sheds shedding gain gains gaining added adds adding".split())


def gap_noun_before(analysis: Analysis, f: Figure) -> bool:
    """Whether a noun of a gap names the figure: "a surplus of about £900,000", "a lead of 1,204 votes", "a
    majority of 1,204" (a count: "a majority of 55%" is a share)."""
    before = f.start - analysis.offset
    return _GAP_NOUN_BEFORE.search(analysis.text, 0, before) is not None or (
        f.kind == "count" and _MAJORITY_OF.search(analysis.text, 0, before) is not None
    )


def _compared(analysis: Analysis, f: Figure) -> bool:
    """A figure worded as the gap of a comparison: "three months longer on average than", "40 metres
    taller than", "about €42 worse off on average than". A level the source gives in its place is not its
    rival. An amount of a unit straight before such a word is one with no "than": "decided five weeks
    faster", "20 minutes quicker", "£5 cheaper" (not "2 hours after", a function word)."""
    after = [w.lower().strip(".,;") for w in analysis.text[f.end - analysis.offset :].split()[:6]]
    if (
        f.kind in {"measure", "currency"}
        and after
        and after[0].endswith("er")
        and len(after[0]) > len("er") + 2
        and after[0] not in analysis.lex.STOP_WORDS
    ):
        return True
    return any(
        (w.endswith("er") or w in _IRREGULAR_COMPARATIVES) and "than" in after[k + 1 :] for k, w in enumerate(after[:2])
    )


_IRREGULAR_COMPARATIVES = frozenset({"worse"})  # "better" ends in -er; "more" and "less" are COMPARATIVES


# How far short of a mark an amount is, its unit's words between: "£1.2 million short of its target", "13
# rating points shy of the title". Only these words: "cases under investigation" and "people over 65" are
# no gaps, so the other gap words must follow the figure straight.
_SHORT_OF = re.compile(r"(?:\s+[^\W\d]+){0,2}?\s+(?:short|shy)\s+of\b", re.IGNORECASE)
# A noun that names a gap between two amounts before the figure: "a surplus of about £900,000" (income less
# costs), "a shortfall of £2.3m", "a lead of 1,204 votes", "a margin of six runs".
_GAP_NOUN_BEFORE = re.compile(
    r"\b(?:surplus|deficit|shortfall|gap|margin|difference|lead)\s+of\s+"
    r"(?:(?:about|around|roughly|nearly|almost|some|just|only|over|under|more\s+than|less\s+than)\s+)*\Z",
    re.IGNORECASE,
)
# A winner's majority in votes is the gap to the runner-up ("won with a majority of 1,204"); a majority in
# percent is a share ("a majority of 55%").
_MAJORITY_OF = re.compile(
    r"\bmajority\s+of\s+(?:(?:about|around|roughly|nearly|almost|some|just|only)\s+)*\Z", re.IGNORECASE
)
_CJK_CHANGE_REACH = 4  # characters after a figure in which a Japanese or Chinese word of change starts it
_CJK_HEDGES_AFTER = ("余り", "ほど", "程度", "前後", "近く")
# "前年より8千羽多い", "3人少ない": so many more or fewer than another figure
_CJK_MORE_OR_FEWER = frozenset({"多い", "多く", "少ない", "少なく"})
# Words after a figure (or its unit) that make it a margin: "three points down at the break", "two goals up";
# not a phrasal verb's ("12 seats up for election", "40 paid up front")
_BEHIND_OR_AHEAD = frozenset({"down", "up"})
_PHRASAL_AFTER = frozenset({"for", "to", "with", "front", "from"})


def margin_after(analysis: Analysis, f: Figure) -> bool:
    """Whether the word after a figure (or its unit) makes it a margin: "three points down at the break"."""
    words = [w.lower().strip(".,;") for w in analysis.text[f.end - analysis.offset :].split()[:3]]
    k = next((k for k, w in enumerate(words[:2]) if w in _BEHIND_OR_AHEAD), None)
    return k is not None and (k + 1 >= len(words) or words[k + 1] not in _PHRASAL_AFTER)


def _has_change_word(analysis: Analysis, clause: int) -> bool:
    lex = analysis.lex
    if analysis.lang in CJK_LANGUAGES:  # words are not tokens there: read the clause as written
        return any(len(w) > 1 and w in analysis.clause_text(clause) for w in lex.UP | lex.DOWN)
    return any(t.norm in lex.UP or t.norm in lex.DOWN for t in analysis.clause_tokens(clause))


def _pairs(
    analysis: Analysis, bound: BoundFigure, evidence: Evidence
) -> Iterator[tuple[Figure, Figure, Passage, bool, bool]]:
    """Pairs of figures of one source passage that measure the same thing (one clause, or the same
    measure), earlier first, with whether the claim states one of the two itself and whether which came
    first is known (their years, or "from", "against", "than" before one of them) rather than taken from
    the order of the text.

    Only pairs the claim gives a reason to compare: it reports a change (a direction word, a factor such
    as "tripled"), states one of the two ("a quarter of the 400 staff"), or the pair is two years (a span
    of time); otherwise a difference that happens to equal the claim's figure would be taken for support.
    """
    others = [b.figure for b in analysis.figures if b is not bound]
    cued = (
        bound.figure.kind == "factor"
        or _has_change_word(analysis, bound.clause)
        or says_a_difference(analysis, bound.figure)
    )
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        bounds = _units_carried([b for b in source.figures if b.figure.kind not in {"date", "ordinal", "time"}], source)
        for i, x in enumerate(bounds):
            for y in bounds[i + 1 :]:
                # two figures of one kind and unit in one sentence, for a claim that words a gap: the shares of
                # two candidates ("finished 4.6 points behind her" for 52.3% and 47.7%)
                alike = cued and (x.figure.kind, x.figure.unit) == (y.figure.kind, y.figure.unit)
                if not (x.clause == y.clause or same_measure(x, y) or alike):
                    continue
                if figs.part_of(source.text, x.figure, y.figure, source.offset) or figs.part_of(
                    source.text, y.figure, x.figure, source.offset
                ):
                    # a part and its whole ("one of its two reactors", "Of 220 patients, 104") are no two levels
                    # of one thing
                    continue
                stated = any(figs.same_value(o, z.figure) for o in others for z in (x, y))
                if not (cued or stated or x.figure.kind == y.figure.kind == "year"):
                    continue
                in_order = x.year is None or y.year is None or x.year <= y.year
                before, after = (x, y) if in_order else (y, x)
                if _is_base(source, after.figure) and not _is_base(source, before.figure):
                    # "rose to 4.6 million from 2.1 million", "1,500, down from 2,000 in 2020",
                    # "240 dogs, compared with 120 the summer before"
                    before, after = after, before
                known = (x.year is not None and y.year is not None and x.year != y.year) or _is_base(
                    source, before.figure
                ) != _is_base(source, after.figure)
                yield before.figure, after.figure, p, stated, known


def _units_carried(bounds: list[BoundFigure], source: Analysis) -> list[BoundFigure]:
    """A bare decimal read in the unit of the one figure of its sentence written to the same decimals with
    a unit ("finishing in 50.12 seconds behind Wrona, who clocked 49.87"; "4.5% from 4.2"): the sentence
    leaves the unit it has just given unsaid. Not where two such figures differ in unit. And a bare number
    that a change's other end follows with its unit ("from 180,000 to 300,000 cubic metres a day")."""
    out = list(bounds)
    for n, b in enumerate(bounds):
        f = b.figure
        if f.kind != "count" or f.unit or f.high is not None:
            continue
        if n + 1 < len(bounds) and (g := bounds[n + 1].figure).unit and g.kind != "count":
            between = source.text[f.end - source.offset : g.start - source.offset]
            if _TO_THE_OTHER_END.fullmatch(between) and not figs.attributive(g):
                out[n] = replace(b, figure=replace(f, kind=g.kind, unit=g.unit))
                continue
        if n and (g := bounds[n - 1].figure).unit and g.kind != "count":
            # ... or one that a change's base marker sets against it ("48 minutes, down from 54", "24 hours a
            # week instead of 36"), or the end of a change from an amount with its unit ("reduced the
            # sentence from six years to four")
            between = source.text[g.end - source.offset : f.start - source.offset]
            from_before = _FROM_BEFORE.search(source.text, 0, g.start - source.offset) is not None
            if (
                _BACK_TO_THE_BASE.fullmatch(between) or (from_before and _TO_THE_OTHER_END.fullmatch(between))
            ) and not figs.attributive(g):
                out[n] = replace(b, figure=replace(f, kind=g.kind, unit=g.unit))
                continue
        if "." not in f.text:
            continue
        given = {
            (g.figure.kind, g.figure.unit)
            for g in bounds
            if g.figure.unit and "." in g.figure.text and g.figure.high is None and g.figure.decimals == f.decimals
        }
        if len(given) == 1:
            kind, unit = given.pop()
            out[n] = replace(b, figure=replace(f, kind=kind, unit=unit))
    return out


_TO_THE_OTHER_END = re.compile(r"\s+(?:to|and)\s+")
_FROM_BEFORE = re.compile(r"\b(?:from|between)\s+\Z", re.IGNORECASE)
_BACK_TO_THE_BASE = re.compile(
    r"(?:\s+(?:a|an|per|each)\s+[a-z]+)?,?\s+(?:(?:up|down)\s+from|from|instead\s+of|against|compared\s+(?:with|to)"
    r"|than|versus|vs\.?)\s+",
    re.IGNORECASE,
)


def _range_moved(f: Figure, before: Figure, after: Figure) -> str | None:
    """The working when a range moved by the claim's figure at both ends ("raised its forecast by €40
    million" for "€410 million to €430 million, up from €370 million to €390 million"), else None."""
    if before.high is None or after.high is None:
        return None
    low = figs.derivation(f, replace(before, high=None), replace(after, high=None))
    high = figs.derivation(
        f, replace(before, value=before.high, high=None), replace(after, value=after.high, high=None)
    )
    return f"{low} at the low end, {high} at the high end" if low and high else None


def _paragraph_pairs(
    analysis: Analysis, bound: BoundFigure, evidence: Evidence
) -> Iterator[tuple[Figure, Figure, Passage]]:
    """For an amount the claim words as a difference ("$65 million more than the first film", "4,000 more
    fans than the old stand"), two amounts of its kind that different sentences of one paragraph of the
    evidence give ("took $155 million over its opening weekend" ... "The original opened to $90.4
    million"): a comparison the claim draws across sentences; and for a gap in points, two shares, one of
    them the claim's own ("its rate of 71% was 5 points below the county average" for 71% and 76%). Only
    for a difference in so many words, so that two figures a paragraph apart are not taken for a change
    the claim never speaks of."""
    f = bound.figure
    if _comparing_factor(analysis, f):
        yield from _compared_pairs(analysis, f, evidence)
        return
    points = f.kind == "points"  # "5 points below the county average": two shares, one of them the claim's
    if (f.kind not in _AMOUNTS and not points) or not says_a_difference(analysis, f):
        return
    kind = "percent" if points else f.kind
    stated = [b.figure for b in analysis.figures if b is not bound]
    found = _paragraph_figures(evidence, lambda g: g.kind == kind and g.high is None)
    for i, (x, p) in enumerate(found):
        for y, q in found[i + 1 :]:
            if p.index == q.index or figs.same_value(x, y):
                continue
            if points and not any(figs.same_value(g, z) for g in stated for z in (x, y)):
                continue  # two shares a paragraph apart are the claim's comparison only with its own share
            yield x, y, p


# What follows a factor that sets one thing against another rather than stating how one thing changed:
# "three times as fast as", "twice as many as", "15 times its normal level", "eight times the safe limit",
# "four times that of 2019", "three times what it was". Only a factor written as one ("twice", "24
# times"): "doubled its output" is a change.
_COMPARING_FACTOR = re.compile(r"(?:twice|thrice|\btimes)\Z", re.IGNORECASE)
_COMPARED_WITH = re.compile(
    r"\s+(?:as\s+(?P<how>[a-z]+)(?:\s+[a-z]+)?\s+as|the|its|their|his|her|what|that\s+of|those\s+of"
    r"|(?:last|the\s+previous)\s+[a-z]+['’]s|[A-Z][\w-]*['’]s)\b",
    re.IGNORECASE,
)
# How fast or how much two things changed, set against each other: "rose twice as fast as wages", "fell
# three times as sharply as", "grew twice as much as". Such a factor is the ratio of two changes, never
# the change of one thing.
_RATE_WORDS = frozenset("fast quickly rapidly sharply steeply slowly much".split())


def _comparing_factor(analysis: Analysis, f: Figure) -> bool:
    """Whether the claim's factor sets two things against each other ("three times as fast as", "15 times
    its normal level") rather than saying how far one changed ("tripled")."""
    if f.kind != "factor" or analysis.lang in CJK_LANGUAGES or not _COMPARING_FACTOR.search(f.text):
        return False
    return _COMPARED_WITH.match(analysis.text, f.end - analysis.offset) is not None


def _rate_compared(analysis: Analysis, f: Figure) -> bool:
    """Whether the claim's factor compares two rates of change: "rose twice as fast as wages"."""
    m = _COMPARED_WITH.match(analysis.text, f.end - analysis.offset)
    return _comparing_factor(analysis, f) and m is not None and (m.group("how") or "").lower() in _RATE_WORDS


def _compared_pairs(analysis: Analysis, f: Figure, evidence: Evidence) -> Iterator[tuple[Figure, Figure, Passage]]:
    """For a factor that compares two things, pairs of figures that different sentences of one paragraph of
    the evidence give, either way round: two changes in percent for two rates ("rose 7.5% ... wages grew
    3.9%" for "rose nearly twice as fast as wages"), two amounts of one unit for two levels ("reached 450
    tonnes ... Its normal flow is 30 tonnes" for "15 times its normal level"), a bare number taking the
    other's unit ("1,600 micrograms ... Readings above 200 are considered unsafe" for "eight times the
    safe limit"). Pairs within one sentence are :func:`_pairs`'s."""
    rates = _rate_compared(analysis, f)
    kinds = {"percent"} if rates else _AMOUNTS
    found = _paragraph_figures(evidence, lambda g: g.kind in kinds and g.high is None)
    for i, (x, p) in enumerate(found):
        for y, q in found[i + 1 :]:
            if p.index == q.index or figs.same_value(x, y):
                continue
            a, b = x, y
            if a.unit != b.unit:
                if a.kind == "count" and not a.unit:
                    a = replace(a, kind=b.kind, unit=b.unit)
                elif b.kind == "count" and not b.unit:
                    b = replace(b, kind=a.kind, unit=a.unit)
                else:
                    continue
            elif a.kind != b.kind:
                continue
            yield a, b, p
            yield b, a, q


# The words before a figure that make it the base of a change or comparison ("up from 62%", "against
# 2.5 metres a year ago", "compared with 120", "than 40").
_BASE_BEFORE = re.compile(
    r"\b(?:from|against|than|versus|vs\.?|compared\s+(?:with|to)|instead\s+of)\s+\Z", re.IGNORECASE
)


def _paragraph_figures(evidence: Evidence, keep: Callable[[Figure], bool]) -> list[tuple[Figure, Passage]]:
    """The figures ``keep`` accepts of the evidence and the other sentences of its paragraphs, each with its
    passage, in order."""
    corpus = evidence.corpus
    return [(g, q) for q in paragraph_passages(evidence) for g in corpus.figures(q.index) if keep(g)]


def _is_base(analysis: Analysis, figure: Figure) -> bool:
    if analysis.lang in CJK_LANGUAGES:
        return change_end(analysis, figure) == "from"  # "11億2,000万円から": から after the figure
    start = figure.start - analysis.offset
    return bool(_BASE_BEFORE.search(analysis.text, max(0, start - 16), start))


# Words by which a clause speaks of the rest of a whole: "from people other than day-trippers", "were not
# returned", "non-members", "unvaccinated", "the remaining", "still to go", "left", "outside the city",
# "were neither sold nor taken over".
_OTHER_PART = re.compile(
    r"\b(?:other\s+than|not|no|never|neither|nor|non-?\w+|un\w+ed|rest|remaining|remain(?:s|ed)?|left|to\s+go|"
    r"outside|except|excluding|apart\s+from)\b|n't\b",
    re.IGNORECASE,
)


def _share_complement(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A share the claim gives of the rest of a whole, in a clause that says it is the rest ("about 16 in
    every 100 came from people other than day-trippers" for "Day visitors made up 84%"; "about 30% to go"
    for "70% complete"), that is the whole less a share a sentence of the evidence's paragraphs gives, with
    the working."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None or f.comparator is not None:
        return None
    if not _OTHER_PART.search(analysis.clause_text(bound.clause)):
        return None
    for g, q in _paragraph_figures(evidence, lambda g: g.kind in {"percent", "ratio"} and g.high is None):
        whole = 100.0 if g.kind == "percent" else 1.0
        if not 0 < g.value < whole or g.comparator is not None:
            continue
        rest = replace(g, value=whole - g.value, text="", approx=g.approx)
        if figs.same_value(f, rest):
            all_of = "100%" if g.kind == "percent" else "1"
            return f"{all_of} − {figs.describe(g)} = {figs.describe(rest)}, the rest", q
    return None


def derived(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """Arithmetic on two figures of one source passage that gives the claim's figure, with the working
    (figures.binding asks too: a change worked out from two levels is not a rival to either)."""
    f = _as_claimed(analysis, bound.figure)
    if f.kind in _POSITIONS:
        return _date_after(analysis, f, evidence)  # a day of a month, a span after another
    if f.kind == "count" and (total := _parts_total(bound, evidence)) is not None:
        return total
    if (
        rest := _remainder(analysis, bound, evidence)
        or _summed(analysis, bound, evidence)
        or _each_total(analysis, bound, evidence)
    ) is not None:
        return rest
    if (scaled := _by_factor(f, evidence) or _share_of_amount(f, evidence)) is not None:
        return scaled
    if (rate := _per_each(analysis, bound, evidence)) is not None:
        return rate
    if (own := _from_own_figures(analysis, bound, evidence)) is not None:
        return own
    if (average := _average_total(analysis, bound, evidence)) is not None:
        return average
    if (span := _date_span(f, evidence) or _one_unit(f, evidence)) is not None:
        return span
    if (earlier := _level_before_gap(analysis, bound, evidence)) is not None:
        return earlier
    if (share := _share_of_stated(analysis, bound, evidence)) is not None:
        return share
    if (other := _other_party(analysis, bound, evidence)) is not None:
        return other
    if (short := _shortfall(analysis, bound, evidence)) is not None:
        return short
    if (rest_share := _share_complement(analysis, bound, evidence)) is not None:
        return rest_share
    # an amount is a difference only where the claim speaks of a change ("$3 million more", "improved by
    # 3 minutes"): "close six of its nine libraries" is not 9 - 3 when the source closes three
    gap = says_a_difference(analysis, f)
    if f.kind in _AMOUNTS and not (_has_change_word(analysis, bound.clause) or gap):
        return None
    change = _worded_as_change(analysis, f)
    # a share in a clause that says no change is a part of a whole: "4,000 people, half of them in Germany"
    share_only = not change and not gap and not _has_change_word(analysis, bound.clause)
    # an amount a change reached ("cut waiting times to 12 weeks") is a level, never the change
    if f.kind in _AMOUNTS and figs.follows_to(analysis.text, f.start - analysis.offset) and not gap:
        return None
    for before, after, p, _, known in _pairs(analysis, bound, evidence):
        # the claim's subject tells which of two figures a factor of comparison is over, when the source does not
        unordered = f.kind == "factor" and not known
        subject = (
            _subject_figure(analysis, bound, evidence.corpus.analysis(p.index), before, after) if unordered else None
        )
        if unordered and subject is before:
            # the claim's subject is the first figure's ("Patients on the drug were twice as likely to
            # relapse" for "12% of patients on the drug and 24% on placebo"): its factor is over the other
            working = figs.derivation(f, after, before)
        else:
            working = figs.derivation(
                f, before, after, bounded_gap=gap, change=change, share_only=share_only
            ) or _range_moved(f, before, after)
            if not working and unordered and subject is None:
                # which is the base is not said: "a £38m deficit, more than three times the £12m planned"
                working = figs.derivation(f, after, before)
        if working:
            return working, p
    for before, after, p in _paragraph_pairs(analysis, bound, evidence):
        if working := figs.derivation(f, before, after, bounded_gap=gap):
            return working, p
    # a share of a whole the passage counts ("nearly two thirds of the ward's beds" for "of the ward's 30
    # beds, 19 were ..."), though the claim states neither count
    if (found := _part_of_whole(analysis, bound, evidence, for_support=True)) is not None:
        parts, whole, p = found
        for part in parts:
            if working := figs.share_of(f, part, whole):
                return working, p
    if not change and not gap:
        return _partitive_share(analysis, bound, evidence)
    return None


def _partitive_share(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A share the claim gives that a part the source writes as "of" its whole makes, in a sentence that
    shares another word of the claim's clause, however the rest is worded: "A quarter of Lanternfish
    Games' workforce is being laid off" for "Lanternfish Games will cut 85 of its 340 staff"; "nearly a
    third of its players" for "12 of its 38 musicians". The source's own "of" says which is the part."""
    f = bound.figure
    if f.kind not in {"ratio", "percent"} or f.high is not None:
        return None
    spans = [(b.figure.start, b.figure.end) for b in analysis.figures]
    mine = {
        k
        for t in analysis.clause_tokens(bound.clause)
        if not t.is_number and not any(a <= t.start < b for a, b in spans) and (k := key_of(t.text))
    }
    for p in evidence.passages:
        if not mine & evidence.corpus.keys(p.index):
            continue
        source = evidence.corpus.analysis(p.index)
        counts = [b.figure for b in source.figures if _a_whole(b.figure) and b.figure.high is None]
        for part in counts:
            for whole in counts:
                if (
                    part is not whole
                    and (part.kind, part.unit) == (whole.kind, whole.unit)
                    and 0 < part.value < whole.value
                    and (figs.part_of(source.text, part, whole, source.offset) or _of_them(source, part, whole))
                    and (working := figs.share_of(f, part, whole))
                ):
                    return working, p
    return None


def _of_them(source: Analysis, part: Figure, whole: Figure) -> bool:
    """Whether a part is "of them" (or "of those", "of these"), pointing back to ``whole``, the nearest
    count of its kind before it that no change starts from: "took in 1,412 dogs last year, up from 1,105
    the year before, and rehomed 1,130 of them"."""
    if not _OF_THEM.match(source.text, part.end - source.offset):
        return False
    before = [
        b.figure
        for b in source.figures
        if b.figure.end <= part.start
        and (b.figure.kind, b.figure.unit) == (part.kind, part.unit)
        and change_end(source, b.figure) != "from"
    ]
    return bool(before) and before[-1] is whole


_OF_THEM = re.compile(r"\s+of\s+(?:them|those|these)\b", re.IGNORECASE)


def _subject_figure(analysis: Analysis, bound: BoundFigure, source: Analysis, x: Figure, y: Figure) -> Figure | None:
    """Of two source figures a factor of comparison compares ("twice as likely", "three times as high"), the
    one of the claim's subject, when the words before the claim's factor stand beside one of them in the
    source and not the other ("Patients on the drug were
    twice as likely" and "12% of patients on the drug and 24% on placebo": 12%); None when that is not
    told."""
    f = bound.figure
    if not _AS_AFTER.match(analysis.text, f.end - analysis.offset):
        return None  # no comparison of two parties: "doubled to 12,000" is one thing over time
    mine = {k for t in analysis.clause_tokens(bound.clause) if t.end <= f.start and (k := key_of(t.text))}
    if not mine:
        return None
    tokens = source.tokens

    def beside(g: Figure) -> set[str]:
        at = next((i for i, t in enumerate(tokens) if t.start >= g.end), len(tokens))
        return {k for t in tokens[at : at + _SUBJECT_REACH] if (k := key_of(t.text)) and not t.is_number}

    a, b = mine & beside(x), mine & beside(y)
    if a and not b:
        return x
    if b and not a:
        return y
    return None


_SUBJECT_REACH = 5  # words after a source figure that say whose it is ("12% of patients on the drug")
_AS_AFTER = re.compile(r"\s+as\b", re.IGNORECASE)  # "twice as likely", "three times as high as"


def _level_start(analysis: Analysis, bound: BoundFigure) -> int:
    """Where the level a claim's change reached starts in its text: the figure after the change's "to"
    ("by 1,500 to 8,800"), or the change's own end when there is none."""
    f = bound.figure
    after = [b.figure for b in analysis.figures if b.figure.start >= f.end]
    return (after[0].start if after else f.end) - analysis.offset


def _worded_as_change(analysis: Analysis, f: Figure) -> bool:
    """Whether the claim words a figure as the size of a change: after "by", "up" or "down", or straight
    after a word of change ("fell 62.5%", "rose by a third", "up 40%")."""
    before = analysis.text[: f.start - analysis.offset].split()[-1:]
    return figs.follows_by(analysis.text, f.start - analysis.offset) or (
        bool(before) and before[0].lower() in analysis.lex.UP | analysis.lex.DOWN
    )


def _share_of_stated(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A share the claim gives of an amount it states in the same sentence, where the source gives that amount
    and, in its paragraphs, a larger one of its kind that it is the share of ("ordered to pay about £5m, more
    than 60% of what the family claimed" for £5m and £8m; "請求額の6割強にあたる約5千万円" for 約5千万円 of
    約8千万円), with the working. Not a share of change ("fell 62% to £5m")."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None:
        return None
    if _worded_as_change(analysis, f) or says_a_difference(analysis, f):
        return None
    parts = [b.figure for b in analysis.figures if b.figure.kind in _AMOUNTS]
    if not parts:
        return None
    found = _paragraph_figures(evidence, lambda g: g.kind in _AMOUNTS and g.high is None)
    for part in parts:
        for h, p in found:
            if not figs.same_value(part, h):
                continue
            for w, _ in found:
                if w is not h and _alike(w, h) and w.value > h.value and (working := figs.share_of(f, h, w)):
                    return working, p
    return None


def _level_before_gap(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount the claim gives that is where a change the source states started: its level less the gap
    it says the level rose by, or plus the gap it fell by ("helped 14,600 people last year, 2,100 more than
    the year before" gives 12,500; "8,300 visitors, 900 fewer than in 2023" gives 9,200), with the
    working. The gap is worded as one ("2,100 more than", "up 2,100 on"), the level is not, both in one
    sentence and of the claim's kind and unit; and the claim dates its figure as the source dates where the
    change started ("the year before", "in 2023"): the earlier level given for the later time is wrong."""
    f = bound.figure
    if f.kind not in _AMOUNTS or f.high is not None:
        return None
    corpus = evidence.corpus
    mine = {t.norm for t in analysis.tokens} | {g.figure.text for g in analysis.figures}
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        figures = [b.figure for b in source.figures if _alike(b.figure, f)]
        for gap in figures:
            way = _gap_way(source, gap)
            if way is None:
                continue
            if source.lang in CJK_LANGUAGES:
                # "前年度より120件多かった": where the change started is said before the gap, with より
                base = _CJK_BASE_BEFORE.search(source.text, 0, gap.start - source.offset)
                when = {base.group(1)} if base else set()
            else:
                base = _BASE_AFTER.match(source.text, gap.end - source.offset)
                when = {w.lower() for w in base.group(1).split()} - _ARTICLES_AND_IN if base else set()
            if not when or not when <= mine:
                continue
            for level in figures:
                if level is gap or says_a_difference(source, level):
                    continue
                start = level.value - way * gap.value
                if start > 0 and figs.same_value(f, replace(level, value=start, approx=False, comparator=None)):
                    sign = "−" if way > 0 else "+"
                    shown = figs.describe(replace(level, value=start, text=""))
                    return f"{figs.describe(level)} {sign} {figs.describe(gap)} = {shown}", p
    return None


def _gap_way(source: Analysis, g: Figure) -> int | None:
    """+1 for a figure the source words as a rise to what it compares ("2,100 more than the year before",
    "up 2,100 on 2023"), -1 for a fall ("900 fewer than", "down 900 on"), None for anything else."""
    if source.lang in CJK_LANGUAGES:
        # "120件多かった", "3千人増えた", "2割減": the word of more or fewer after the figure and its counter
        at = after_counter(source.text, g.end - source.offset)
        after_cjk = source.text[at : at + 2]
        if after_cjk[:1] in _CJK_MORE:
            return 1
        if after_cjk[:1] in _CJK_FEWER:
            return -1
        return None
    before = source.text[: g.start - source.offset].split()[-1:]
    after = [w.lower().strip(".,;") for w in source.text[g.end - source.offset :].split()[:2]]
    if before and before[0].lower() in {"up", "down"}:
        onto = after[:1] in (["on"], ["from"])
        return (1 if before[0].lower() == "up" else -1) if onto else None
    if len(after) == 2 and after[1] == "than":
        if after[0] in _MORE_WORDS:
            return 1
        if after[0] in _FEWER_WORDS:
            return -1
    return None


# The words naming where a change started, after its gap: "2,100 more than [the year before]", "up £4m on
# [2023]", "900 fewer than [in 2023]".
_BASE_AFTER = re.compile(r"[^.,;]*?\b(?:than|on|from)\s+((?:in\s+)?[^.,;]+?)\s*(?:[.,;]|\Z)", re.IGNORECASE)
_ARTICLES_AND_IN = frozenset("the a an in".split())
# ... and in Japanese, before it: "[前年度]より120件多かった", "[昨年]と比べて3千人増えた"
_CJK_BASE_BEFORE = re.compile(r"([^\s、。，,の]{1,8})(?:より|と比べて|に比べて?)\s*\Z")
_CJK_MORE = frozenset("多増")
_CJK_FEWER = frozenset("少減")
_MORE_WORDS = frozenset("more higher up".split())
_FEWER_WORDS = frozenset("fewer less lower down".split())


def _alike(g: Figure, f: Figure) -> bool:
    """Whether a source figure is an amount of the claim figure's kind and unit, a single value, so that
    arithmetic on it can give the claim's."""
    return g.kind == f.kind and g.unit == f.unit and g.high is None


_SHORT_AFTER = re.compile(r"\s+(?:short\s+of|below|under)\b", re.IGNORECASE)


def _shortfall(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A share the claim gives as how far something fell short of a mark ("roughly a third short of its
    5,000-hectare goal") that is the rest of the share a source gives of the mark ("about 65% of its
    5,000-hectare target"), with the working."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None:
        return None
    if not _SHORT_AFTER.match(analysis.text, f.end - analysis.offset):
        return None
    for p in evidence.passages:
        for g in evidence.corpus.figures(p.index):
            if g.kind == "percent" and g.high is None and 0 < g.value < 100:
                if figs.same_value(f, replace(g, value=100 - g.value)):
                    return f"100% - {figs.describe(g)} = {100 - g.value:g}%, the share still to go", p
    return None


def _other_party(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """The amount of the party a source sentence sets a gap against, worked from the level it gives and
    the gap: "won in 31 minutes 12.4 seconds, finishing 3.1 seconds ahead of Hanna Lidgren" gives Lidgren
    31:15.5; "took 12,400 votes, 1,204 ahead of Ruth Ames" gives Ames 11,196. The claim's clause must name
    the party the gap is against, and either sign is taken, since "ahead" is fewer seconds but more votes."""
    f = bound.figure
    if f.kind not in _AMOUNTS | {"percent"} or f.high is not None or says_a_difference(analysis, f):
        return None
    mine = {t.norm for t in analysis.clause_tokens(bound.clause) if t.text[:1].isupper()}
    # a party named in lower case ("her challenger", "the runner-up") is named by its words
    said = {k for t in analysis.clause_tokens(bound.clause) if (k := key_of(t.text))}
    corpus = evidence.corpus
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        for gap in source.figures:
            g = gap.figure
            if f.kind == "percent":
                # a share's gap is in points: "with 54% of the vote, beating her challenger by nine points"
                points = g.kind == "points" or (
                    g.kind == "count" and _POINTS_AFTER.match(source.text, g.end - source.offset)
                )
                if not points:
                    continue
            elif not _alike(g, f):
                continue
            levels = source.figures
            if source.lang in CJK_LANGUAGES:
                if not _cjk_gap_against(source, g, analysis.clause_text(bound.clause)):
                    continue
                levels = [*levels, *_figures_before(corpus, p)]
            elif (against := _GAP_AFTER.match(source.text, g.end - source.offset)) is not None:
                named = source.text[against.start(1) : against.start(1) + _PARTY_REACH].split()
                if not any(w.strip(".,;").lower() in mine for w in named if w[:1].isupper()):
                    continue
            else:
                beaten = _BEATEN_BY.search(source.text, 0, g.start - source.offset)
                if beaten is None or not {key_of(w) for w in beaten.group(1).split()} & said:
                    continue
            for level in levels:
                x = level.figure
                if x is g or not _alike(x, f):
                    continue
                # a gap in a share is to the party with less of it; in an amount either way ("ahead" is fewer
                # seconds but more votes)
                signs = (
                    ((x.value - g.value, "−"),)
                    if f.kind == "percent"
                    else ((x.value + g.value, "+"), (x.value - g.value, "−"))
                )
                for value, sign in signs:
                    if figs.same_value(f, replace(x, value=value, text="")):
                        working = f"{figs.describe(x)} {sign} {figs.describe(g)} = {figs.describe(f)}"
                        return working, p
    return None


# A gap in Japanese: the party, then とは, に or との, then the gap and 差 ("2位の松田玲奈とは0秒54差", "次点の
# 候補に312票の差"): the party is the run of kanji or katakana before the particle, a reading in brackets
# after it allowed ("松田玲奈（イトマン）とは").
_CJK_PARTY_BEFORE = re.compile(
    r"([\u4e00-\u9fff\u30a0-\u30ff]{2,})(?:[（(][^）)]{1,20}[）)])?(?:とは|との|に)[^。、]{0,4}\Z"
)
_CJK_GAP_AFTER = re.compile(r"の?差")
_CJK_GAP_BEFORE = re.compile(r"差[はが][^。、\d]{0,2}\Z")


def _cjk_gap_against(source: Analysis, g: Figure, clause: str) -> bool:
    """Whether a Japanese figure is a gap to a party the claim's clause names (see ``_CJK_PARTY_BEFORE``)."""
    if not _CJK_GAP_AFTER.match(source.text, g.end - source.offset):
        return False
    party = _CJK_PARTY_BEFORE.search(source.text, 0, g.start - source.offset)
    return party is not None and party.group(1) in clause


def _figures_before(corpus: Corpus, p: Passage) -> list[BoundFigure]:
    """The figures of the sentence before ``p`` in its source: a Japanese report gives the winner's level in
    one sentence and the gap to the runner-up in the next."""
    if p.index == 0 or corpus.passages[p.index - 1].source != p.source:
        return []
    return corpus.analysis(p.index - 1).figures


_PARTY_REACH = 40  # characters after a gap's "ahead of" or "behind" in which the party is named
# A party named before its gap: "beating her challenger by nine points", "defeated Leeds by 12 runs".
_BEATEN_BY = re.compile(
    r"\b(?:beating|beat|defeating|defeated|ahead\s+of|behind)\s+([^,;.]{1,40}?)\s+by\s+\Z", re.IGNORECASE
)


def _by_factor(f: Figure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount a source sentence gives through a factor: the other level of "reached 48,000 last year,
    twice the number installed in 2022" (24,000) or of "a deficit three times the £12m planned" (£36m),
    with the working. Both figures must be in one passage, the amount of the claim's kind and unit."""
    if f.kind not in _AMOUNTS or f.high is not None:
        return None
    for p in evidence.passages:
        found = evidence.corpus.figures(p.index)
        factors = [g for g in found if g.kind == "factor" and g.high is None and g.value > 1]
        if not factors:
            continue
        for x in found:
            if not _alike(x, f) or figs.same_value(x, f):
                continue
            for g in factors:
                # "48,000, twice the number ...": the factor after the amount says what the amount is of the
                # other; "three times the £12m planned": before it, what the other is of the amount
                other = x.value / g.value if x.end <= g.start else x.value * g.value
                if figs.same_value(f, replace(x, value=other, text="")):
                    sign = "÷" if x.end <= g.start else "×"
                    return f"{figs.describe(x)} {sign} {figs.describe(g)} = {figs.describe(f)}", p
    return None


def _share_of_amount(f: Figure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount that is a share a source paragraph gives of an amount it states: "roughly 10,250 tonnes"
    for "stripped 41,000 tonnes of bark ... a quarter of the harvest would go abroad", "£4.2m" for "35% of
    its £12m budget", with the working. The share is a part (a fraction, or a percent under 100) and the
    amount one of the claim's kind and unit, in one paragraph of the evidence."""
    if f.kind not in _AMOUNTS or f.high is not None:
        return None
    found = _paragraph_figures(evidence, lambda g: g.high is None)
    shares = [
        (g, g.value / 100 if g.kind == "percent" else g.value)
        for g, _ in found
        if (g.kind == "ratio" and 0 < g.value < 1) or (g.kind == "percent" and 0 < g.value < 100)
    ]
    if not shares:
        return None
    for x, p in found:
        if not _alike(x, f) or x.value <= f.value:
            continue
        for g, share in shares:
            if figs.same_value(f, replace(x, value=x.value * share, text="", approx=False)):
                share_of = figs.describe(g)  # "a quarter", however the source's sentence opened it
                return f"{share_of[:1].lower()}{share_of[1:]} of {figs.describe(x)} = {figs.describe(f)}", p
    return None


def _from_own_figures(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A factor, share or gap the claim works out from two figures it states itself, each of which a
    passage of the evidence holds ("close to three times as much ..., at £4,285 against £1,511"): the
    arithmetic is the claim's own, on figures the sources give."""
    f = _as_claimed(analysis, bound.figure)
    if f.kind not in {"factor", "ratio", "percent", "points"} and not says_a_difference(analysis, f):
        return None
    corpus = evidence.corpus
    held: list[tuple[Figure, Passage]] = []
    for b in analysis.figures:
        if b is bound or b.figure.kind in _POSITIONS:
            continue
        where = next(
            (p for p in evidence.passages if any(figs.same_value(b.figure, g) for g in corpus.figures(p.index))), None
        )
        if where is not None:
            held.append((b.figure, where))
    for (x, p), (y, _) in combinations(held, 2):
        # the base is the one "from", "against" or "than" introduces, else the first; a factor either way
        before, after = (y, x) if _is_base(analysis, y) and not _is_base(analysis, x) else (x, y)
        for a, b in ((before, after), (after, before)) if f.kind == "factor" else ((before, after),):
            if working := figs.derivation(f, a, b):
                return working, p
    return None


# An amount given for each one of something: "£40 per household", "19 applicants for every place", "£250,000
# each", "1,900 residents to each GP", "£9 a head"; or "each" before it ("each ward will get £250,000").
_PER_AFTER = re.compile(
    r"(?:\s+[^\W\d]+){0,3}?\s+(?:per|each|apiece|(?:for|to)\s+(?:each|every)|a\s+head)\b", re.IGNORECASE
)
_EACH_BEFORE = re.compile(r"\beach\b", re.IGNORECASE)


def _per_each(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount the claim gives for each one of something that is a total a source gives shared over a
    count it gives ("roughly 19 applicants for every place" for 4,560 applicants and 240 places; "£40 per
    household" for £2 million across 50,000 households), both in one paragraph of the evidence, with the
    working. Only where the claim says "per", "each" or "for every": a quotient of two figures is otherwise
    a coincidence."""
    f = _as_claimed(analysis, bound.figure)
    if f.kind not in _AMOUNTS or f.high is not None:
        return None
    at = f.end - analysis.offset
    clause_start = analysis.clause_tokens(bound.clause)[0].start - analysis.offset
    if not (
        _PER_AFTER.match(analysis.text, at)
        or _EACH_BEFORE.search(analysis.text, clause_start, f.start - analysis.offset)
    ):
        return None
    found = _paragraph_figures(evidence, lambda g: g.high is None)
    for total, q in found:
        if total.kind != f.kind or figs.same_value(total, f):
            continue
        for count, _ in found:
            if count is not total and (working := figs.rate_of(f, total, count)):
                return working, q
    return None


# Words that call an amount a total: "in all", "combined", "between them" ("the two hospitals treated
# 9,400 patients between them"), "together" ("together the three firms employ 1,200 people").
_CALLED_A_TOTAL = r"in\s+total|in\s+all|altogether|combined|together|between\s+them|total(?:ling|ing)?"
_SAYS_TOTAL = re.compile(rf"\b(?:{_CALLED_A_TOTAL})\b", re.IGNORECASE)
# ... and "including", which may make one ("Including costs, he must pay £21,200") or only add a detail
_TOTALLING = re.compile(rf"\b(?:including|{_CALLED_A_TOTAL})\b", re.IGNORECASE)


def _summed(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount the claim gives as a total in so many words ("Including costs, he must pay £21,200", "£4m
    in all") that is the sum of two amounts of one kind the evidence's paragraphs give ("fined £18,000"
    and "ordered to pay £3,200 in costs"), with the working."""
    f = bound.figure
    if f.kind not in _AMOUNTS or f.high is not None or not _TOTALLING.search(analysis.text):
        return None  # an amount of a unit too: "a total of 11 years" for "seven years and ... four years"
    found = _paragraph_figures(evidence, lambda g: _alike(g, f) and g.value > 0)
    for n in (2, 3):  # "Brackett employs 500 people, Lorne 400 and Pyle 300": three firms together
        for parts in combinations(found, n):
            values = [x.value for x, _ in parts]
            if sum(values) == f.value and len(set(values)) == n:
                working = " + ".join(figs.describe(x) for x, _ in parts)
                return f"{working} = {figs.describe(f)}", parts[0][1]
    return None


def _each_total(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount the claim gives as a total in so many words that is so many times an amount a passage
    gives each of them ("a total of £170,000" for "two directors were each fined £85,000", "up to €6,000 in
    total" for "up to €2,000 per bike for up to three bikes"), bound as the amount each is, with the
    working."""
    f = bound.figure
    if f.kind not in _AMOUNTS or f.high is not None or not _TOTALLING.search(analysis.text):
        return None
    corpus = evidence.corpus
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        if not _EACH.search(source.text):
            continue
        many = [
            b.figure for b in source.figures if b.figure.kind == "count" and not b.figure.unit and b.figure.high is None
        ]
        for x in (b.figure for b in source.figures if b.figure.kind == f.kind and b.figure.unit == f.unit):
            for n in many:
                if (
                    n is not x
                    and 1 < n.value <= _EACH_MOST
                    and n.value * x.value == f.value
                    and f.comparator == x.comparator  # "up to €6,000" from "up to €2,000" each, not €6,000 flat
                ):
                    return f"{figs.describe(n)} × {figs.describe(x)} each = {figs.describe(f)}", p
    return None


def _average_total(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount that is a count a source sentence gives times the average it gives each of them ("about
    £1.33m" for "around 14,000 donors gave an average of £95"), with the working."""
    f = _as_claimed(analysis, bound.figure)
    if f.kind not in {"currency", "measure"} or f.high is not None:
        return None
    corpus = evidence.corpus
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        for m in _AVERAGE_BEFORE.finditer(source.text):
            mean = next((b.figure for b in source.figures if b.figure.start - source.offset == m.end()), None)
            if mean is None or not _alike(mean, f):
                continue
            for b in source.figures:
                n = b.figure
                if n.kind != "count" or n.unit or n.high is not None or n.value < 2 or n.value != int(n.value):
                    continue
                total = replace(mean, value=mean.value * n.value, text="")
                if figs.same_value(f, total):
                    return f"{figs.describe(n)} × {figs.describe(mean)} on average = {figs.describe(total)}", p
    return None


_AVERAGE_BEFORE = re.compile(r"\b(?:an\s+average\s+of|averaging|on\s+average)\s+", re.IGNORECASE)
_EACH = re.compile(r"\b(?:each|per|apiece)\b", re.IGNORECASE)
_EACH_MOST = 20  # "two directors were each fined": a count of the ones given an amount each, not a total


# "all but four of its 96 posts" speaks of the rest too: 92 of them
_REST = re.compile(r"\b(?:the\s+rest|the\s+remainder|the\s+others|remaining|all\s+but)\b", re.IGNORECASE)


def _remainder(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """An amount the claim gives as the rest of a whole it states, where a source sentence gives the whole
    and the other part and speaks of the rest ("Of the 186 homes, 74 were for shared ownership" for "186 new
    homes, of which 112 were for social rent and the rest for shared ownership"; "£800,000 from reserves to
    close a £2.3m gap" for "a shortfall of £2.3 million, closed through savings of £1.5 million and
    reserves for the rest"), or in a sentence of its paragraph without figures ("Of 1,140 care homes, 212
    were rated as requiring improvement and 38 as inadequate. The remainder were rated good."), with the
    working. A claim that leaves the whole unsaid names the rest by a word the sentence gives it ("made 430
    electric vans" for "built 1,200 vans, of which 770 were diesel and the rest electric")."""
    f = bound.figure
    if f.kind not in _AMOUNTS or f.high is not None:
        return None
    wholes = [b.figure for b in analysis.figures if b is not bound and _alike(b.figure, f) and b.figure.value > f.value]
    corpus = evidence.corpus
    stated = bool(wholes)
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        denied = False
        if not stated:
            denied = _rest_denied(analysis, bound, source)
            if not denied and not _rest_named(analysis, bound, source):
                continue
            wholes = [b.figure for b in source.figures if _alike(b.figure, f) and b.figure.value > f.value]
        # the claim may speak of the rest itself, of a whole it states: "Of the 32 churches closed, a dozen
        # were neither sold nor taken over" for "32 closed ... 14 were sold and six were taken over"
        of_rest = denied or (bool(wholes) and bool(_NEITHER.search(analysis.clause_text(bound.clause))))
        if (
            not of_rest
            and not _REST.search(source.text)
            and not any(
                q.index != p.index and _REST.search(corpus.analysis(q.index).text) and not corpus.figures(q.index)
                for q in corpus.paragraph_passages(p.index)
            )
        ):
            # a sentence that leaves the rest unsaid may leave it out of the whole too; the rest may have a
            # sentence of its own with no figure ("The remainder were rated good or outstanding.")
            continue
        counts = [b for b in source.figures if _alike(b.figure, f)]
        if of_rest:  # the whole and its parts may be a sentence apart ("closed 32 ... Of those, 14 were sold")
            counts += [
                b
                for q in corpus.paragraph_passages(p.index)
                if q.index != p.index
                for b in corpus.analysis(q.index).figures
                if _alike(b.figure, f)
            ]
        for whole in counts:
            if not any(figs.same_value(w, whole.figure) for w in wholes):
                continue
            parts = [part for part in counts if part is not whole and part.figure.value < whole.figure.value]
            for part in parts:
                if whole.figure.value - part.figure.value == f.value:
                    a, b = figs.describe(whole.figure), figs.describe(part.figure)
                    return f"{a} − {b} = {figs.describe(f)}, the rest of {a}", p
            # "9,870 incidents, of which 3,020 were fires, 4,410 false alarms and the rest special services"
            if len(parts) > 1 and whole.figure.value - sum(part.figure.value for part in parts) == f.value:
                a = figs.describe(whole.figure)
                taken = " − ".join(figs.describe(part.figure) for part in parts)
                return f"{a} − {taken} = {figs.describe(f)}, the rest of {a}", p
    return None


_REST_NAMED_REACH = 4  # words after "the rest" in which the rest's own word stands ("the rest grand pianos")
_NEITHER = re.compile(r"\bneither\b.*\bnor\b", re.IGNORECASE)  # the rest, named by what it was not


def _rest_denied(analysis: Analysis, bound: BoundFigure, source: Analysis) -> bool:
    """Whether the claim names the rest of a whole by denying what a source sentence counting part of it
    says of that part: "Nine teams failed to finish" for "Of the 38 teams that started, 29 completed the
    course"; "Twelve boats did not finish" for "Of the 40 boats that started, 28 finished"."""
    return bool(_PARTITIVE.search(source.text)) and denies(analysis.lex, analysis.clause_tokens(bound.clause))


def _rest_named(analysis: Analysis, bound: BoundFigure, source: Analysis) -> bool:
    """Whether a source sentence names the rest of its whole by a word the claim gives its figure: "the rest
    electric" for "430 electric vans", "and the remainder in cash" for "£40,000 in cash"."""
    m = _REST.search(source.text)
    if m is None:
        return False
    mine = {key_of(t.text) for t in analysis.clause_tokens(bound.clause) if not t.is_number} - {None}
    after = source.text[m.end() :].split()[:_REST_NAMED_REACH]
    return any(key_of(w.strip(".,;:")) in mine for w in after)


# Words after a second count that make it an addition to the first ("five people inside and two more
# outside", "two wards and three others"), and before it ("another two", "a further 40", "an additional 12").
# "two more outside", not "2,100 more than the year before" (a gap to another level)
_MORE_AFTER = re.compile(r"\A\s+(?:more|others?|extra)\b(?!\s+than\b)", re.IGNORECASE)
_MORE_BEFORE = re.compile(r"\b(?:another|further|additional|extra)\s+\Z", re.IGNORECASE)


def _parts_total(bound: BoundFigure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A count the claim gives as the total of two a source sentence counts one after the other ("executed
    five people inside the hall and shot two more outside" for "killed seven"; "another 40 beds" after
    "120 beds"), or of a count and the ordinal that adds one to it ("two bars in the auditorium and a third
    in the foyer" for "three bars"), with the working; or of two counts of different things joined by
    "and", where the claim counts neither ("46 passengers and four crew members" for "all 50 people on
    board"; not for "50 passengers")."""
    f = bound.figure
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        text, offset = source.text, source.offset
        counts = [b for b in source.figures if b.figure.kind in {"count", "ordinal"} and b.figure.high is None]
        found = [b.figure for b in counts]
        for i, x in enumerate(found):
            if x.kind != "count" or x.unit:
                continue
            # the next count ("four injured in the first blast and two more"), or the next ordinal
            y = next((g for g in found[i + 1 :] if g.kind == "count"), None)
            z = next((g for g in found[i + 1 :] if g.kind == "ordinal"), None)
            if y is not None and not y.unit and x.value + y.value == f.value:
                after = text[y.end - offset : y.end - offset + 12]
                before = text[max(0, y.start - offset - 12) : y.start - offset]
                if not (
                    _MORE_AFTER.match(after)
                    or _MORE_BEFORE.search(before)
                    or _joined_apart(bound, counts, x, y, text, offset)
                ):
                    continue
            elif z is not None and z.text.isalpha() and z.value == x.value + 1 == f.value:
                y = z
            else:
                continue
            shown = f"{x.value:g} + {(1 if y.kind == 'ordinal' else y.value):g} = {f.value:g}"
            return f'{shown} ("{x.text}" and "{text[y.start - offset : y.end - offset]}")', p
    return None


_AND_JOINED = re.compile(r"\A[\s\w-]{0,30}?\s+and\s+\Z")  # "46 passengers and four": one noun phrase between


def _joined_apart(bound: BoundFigure, counts: list[BoundFigure], x: Figure, y: Figure, text: str, offset: int) -> bool:
    """Whether two source counts are joined by "and" with the noun of the first between them, each
    counting a different thing, and the claim's count names neither thing: their total is what the claim
    counts by a wider word ("46 passengers and four crew members" for "50 people", "18 primary schools and
    five secondary schools" for "23 schools")."""
    if not _AND_JOINED.match(text[x.end - offset : y.start - offset]):
        return False
    parts = [b for b in counts if b.figure is x or b.figure is y]
    heads = {b.measure_head for b in parts}
    if len(parts) != 2 or None in heads or bound.measure_head is None:
        return False
    if len(heads) == 1:
        # one noun restricted two ways ("18 primary schools and five secondary schools"), for "23 schools"
        a, b = parts
        return (
            heads == {bound.measure_head} and modifiers_differ(a, b) and bound.qualifiers <= a.qualifiers & b.qualifiers
        )
    return bound.measure_head not in heads


def _worked_the_other_way(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A change the claim works out right from two source figures one after the other, but in the other
    direction: "Turnout rose five points from 2019 to 2023" for "67% in 2019 and 62% in 2023" (a word of
    change anywhere in the clause, the source's figures dated), "12,500 more parking tickets than the year
    before" for "fell to 71,400 from 83,900 the year before" (a comparative straight after the figure, set
    against an earlier time, the source's order told by its years or by "from" and "compared with")."""
    f = _as_claimed(analysis, bound.figure)
    claimed = _claimed_way(analysis, bound)
    if claimed is None:
        return None
    word, up, compared = claimed
    for before, after, p, _, known in _pairs(analysis, bound, evidence):
        if not figs.derivation(f, before, after) or before.value == after.value:
            continue
        source = evidence.corpus.analysis(p.index)
        dated = {b.figure.start: b.year for b in source.figures}
        years = dated.get(before.start), dated.get(after.start)
        by_years = None not in years and years[0] != years[1]
        if not (by_years or (compared and known)):
            continue  # which came first is not told
        if (after.value > before.value) == up:
            return None
        way = "rise" if after.value > before.value else "fall"
        a, b = figs.describe(before), figs.describe(after)
        if by_years:
            a, b = f"{a} ({years[0]:.0f})", f"{b} ({years[1]:.0f})"
        return finding(
            id,
            CONTRADICTION,
            f'{a} to {b} is a {way}; the claim says "{word.text}"',
            f'{cite(evidence, p)} goes from {a} to {b}: a {way}, where the claim says "{word.text}".',
            (word.start, word.end),
            p,
        )
    return None


def _claimed_way(analysis: Analysis, bound: BoundFigure) -> tuple[Token, bool, bool] | None:
    """The word by which the claim says its figure went up or down, whether up, and whether it is a
    comparative set against an earlier time: a word of change in its clause ("rose", "cut"), else a
    comparative straight after the figure with "than" and an earlier time ("12,500 more tickets than the
    year before", "40 fewer staff than a year ago"); None for neither, or for words both ways."""
    words = analysis.clause_tokens(bound.clause)
    after = [t for t in analysis.tokens if t.start >= bound.figure.end]  # "than" may open a clause of its own
    way = next(((k, t) for k, t in enumerate(after[:3]) if t.norm in _MORE_OR_FEWER), None)
    if way is not None and analysis.lang not in CJK_LANGUAGES:
        k, t = way
        than = next((j for j in range(k + 1, len(after)) if after[j].norm == "than"), None)
        if than is not None and any(u.norm in _EARLIER for u in after[than + 1 : than + 1 + _EARLIER_REACH]):
            return t, _MORE_OR_FEWER[t.norm], True
    lex = analysis.lex
    up = [t for t in words if t.norm in lex.UP]
    down = [t for t in words if t.norm in lex.DOWN]
    if bool(up) == bool(down):
        return None
    return (up or down)[0], bool(up), False


# Comparatives that say which way a figure went against an earlier time, and the words that make the time
# earlier ("than the year before", "than a year ago", "than last season", "than in the previous quarter").
_MORE_OR_FEWER = {"more": True, "higher": True, "fewer": False, "less": False, "lower": False}
_EARLIER = frozenset("ago before earlier previous prior last".split())
_EARLIER_REACH = 4  # words after "than" in which the earlier time is named


def _factor_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A factor the claim gives ("tripled to $4bn") that the source's own before and after figures, one
    of which the claim states, put at another ("from $2bn to $4bn" is a doubling)."""
    f = bound.figure
    if f.kind != "factor" or f.high is not None:
        return None
    for before, after, p, stated, known in _pairs(analysis, bound, evidence):
        if not known and figs.derivation(f, after, before):
            return None  # the factor the other way round, where which is the base is not said
        # a year is no base of a factor ("from 3,100 in 2019 to 6,400" is 6,400 / 3,100, not 2019 / 3,100)
        ratio = figs.implied_factor(before, after) if stated and "year" not in {before.kind, after.kind} else None
        if ratio is not None and ratio > 0:
            a, b = figs.describe(before), figs.describe(after)
            return _worked_against(
                evidence, p, f, f"{ratio:.3g} times", f"{a} and {b}: {b} / {a} = {ratio:.3g}", (before, after)
            )
    return None


def _worked_against(
    evidence: Evidence, p: Passage, f: Figure, result: str, working: str, pair: tuple[Figure, Figure]
) -> Finding:
    """A contradiction between the claim's figure and what the source's two figures ``pair`` in passage
    ``p`` work out to (``result``), with the working shown."""
    claimed = _in_words(f)
    return finding(
        id,
        CONTRADICTION,
        f"The source's figures give {result}, not {claimed}",
        f"{cite(evidence, p)} gives {working}, where the claim says {claimed}.",
        (f.start, f.end),
        p,
        (min(g.start for g in pair), max(g.end for g in pair)),
    )


def _label_swapped(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The figure the source gives one labelled group, where the claim names another: "Children's tickets
    cost £12" for "adults £12, children £6"; "学生の定期利用料金は月額2,000円" for "一般2,000円、学生1,200円"."""
    f = bound.figure
    lab = labelled(analysis, bound, evidence)
    if lab is None or figs.same_value(f, lab.own):
        return None
    if figs.kind_family(f.kind) != figs.kind_family(lab.own.kind) or figs.to_base(f)[1] != figs.to_base(lab.own)[1]:
        return None  # the group's figure counts something else: "生徒1人につき1台" gives 生徒 1人, not 1台
    theirs = next(((t, g) for t, g in lab.others if figs.same_value(f, g)), None)
    if theirs is None:
        return None
    (label, g), own = theirs, lab.own
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {figs.describe(own)} for {lab.label.text}, not {figs.describe(f)}",
        f'{cite(evidence, lab.passage)} gives {figs.describe(own)} for "{lab.label.text}" and {figs.describe(g)} '
        f'for "{label.text}": the claim gives {lab.label.text} the figure of {label.text}.',
        (f.start, f.end),
        lab.passage,
        (own.start, own.end),
        fix=Fix(f.start, f.end, own.text),
    )


def _share_moved(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A share the evidence gives of something else, where the clause that says the rest of the claim's
    gives another share: "Nearly two-thirds of the nurses said they were considering leaving" against "27%
    were considering leaving the profession ... Nearly two-thirds said staffing on their ward was unsafe".
    The clause saying the rest must hold at least ``ALIGN_MIN`` of the claim clause's words and one share
    the claim does not state; every clause giving the claim's share, less than half as much of them."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None:
        return None
    ignore = lambda t: t.is_number or f.start <= t.start < f.end or t.norm in figs.HEDGE_WORDS  # noqa: E731
    aligned = align(analysis, bound.clause, evidence, ignore=ignore)
    if aligned is None or aligned.overlap < verdict.ALIGN_MIN:
        return None
    stated = [b.figure for b in analysis.figures]
    source = aligned.analysis
    others = [
        b.figure
        for b in source.figures
        if b.clause == aligned.clause
        and b.figure.kind in {"percent", "ratio"}
        and not any(figs.same_value(g, b.figure) for g in stated)
    ]
    if len(others) != 1 or any(figs.same_value(f, b.figure) for b in source.figures if b.clause == aligned.clause):
        return None
    corpus = evidence.corpus
    want = {k: corpus.idf_of(k) for k in clause_keys(analysis.clause_tokens(bound.clause), ignore)}
    total = sum(want.values()) or 1.0
    # the claim's words either side of its share ("pharmacies giving about [one in three] doses")
    beside = _beside(analysis, f)
    theirs = others[0]
    # what stands beside the other share in the aligned clause: "The Insurance Ombudsman upheld [38 percent]
    # of the 4,210 complaints" has more of the claim's "upheld [45 percent] of travel insurance complaints"
    # beside it than "Cancellation claims made up [45 percent] of all travel complaints" does
    rival_beside = len(beside & _beside(source, theirs))
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for b in an.figures:
            if figs.same_value(f, b.figure):
                have = clause_key_set(an, b.clause)
                if sum(w for k, w in want.items() if k in have) / total >= aligned.overlap / 2:
                    return None  # the claim's share is said of much the same thing
                shared = len(beside & have)
                if shared >= verdict.LOCAL_FIGURE_SHARED_MIN and len(beside & _beside(an, b.figure)) >= rival_beside:
                    return None  # or of what stands beside it ("Pharmacies delivered around a third of all doses")
    shown, source_shown = _in_words(f), figs.describe(theirs)
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {source_shown} for this, not {shown}",
        f"{cite_clause(evidence, aligned.passage, source.clause_text(aligned.clause))} gives {source_shown}; "
        f"the evidence gives {shown} for something else.",
        (f.start, f.end),
        aligned.passage,
        (theirs.start, theirs.end),
        fix=Fix(f.start, f.end, theirs.text),
    )


_OF_AFTER = re.compile(r"\s+of\b", re.IGNORECASE)
PREDICATE_WORDS = 3  # informative words after a share's group that say what the share did


def _predicate(an: Analysis, b: BoundFigure) -> list[str]:
    """The index keys of the first ``PREDICATE_WORDS`` informative words of a share's clause after the
    share and the group it is of ("45% of residents [backed the plan]", "23 percent of candidates [passed
    the exam]"): what the share of the group did. Time words place it and are left out."""
    f = b.figure
    end = max(f.end, b.measure_span[1]) if b.measure_span and b.measure_span[0] >= f.end else f.end
    # up to the next figure, whose statement it starts ("12% of patients had a follow-up and 7% were ...")
    stop = min((g.figure.start for g in an.figures if g.figure.start >= end), default=None)
    out = []
    for t in an.clause_tokens(b.clause):
        if stop is not None and t.start >= stop:
            break
        if t.start < end or t.is_number or t.norm in an.lex.TIME_WORDS or t.norm in CALENDAR_WORDS:
            continue
        if (k := key_of(t.text)) and k not in out:
            out.append(k)
            if len(out) == PREDICATE_WORDS:
                break
    return out


ACT_WORDS_BEFORE = 4  # informative words before a count in its clause that may say what was done to it


def _acts(an: Analysis, b: BoundFigure) -> set[str]:
    """What a count's clause says was done with it: the informative words before the count in its clause
    ("Flood defences protected an estimated [14,000 homes]", "hired 1,200 staff, including [300
    engineers]") and after what it counts ("[About 300 properties] were flooded")."""
    before = [
        k
        for t in reversed(an.clause_tokens(b.clause))
        if t.end <= b.figure.start and not t.is_number and t.norm not in figs.HEDGE_WORDS and (k := key_of(t.text))
    ][:ACT_WORDS_BEFORE]
    return set(before) | set(_predicate(an, b))


def _count_act_moved(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A count the source gives for another act, where it gives another count for the act the claim
    names: "Flood defences protected about 300 properties" against "About 300 properties were flooded ...
    Flood defences protected an estimated 14,000 homes". The claim's act is the verb straight before its
    count ("protected"); the source's count of the claim's value must be said with no word of that act."""
    f = bound.figure
    if f.kind != "count" or f.unit or f.high is not None or bound.measure_span is None or bound.measure_span[0] < f.end:
        return None  # an age ("a 67-year-old man") counts no thing acted on
    at = token_index(analysis.tokens, f.start)
    k = at - 1
    while k >= 0 and (
        analysis.tokens[k].norm in figs.HEDGE_WORDS or analysis.tokens[k].norm in analysis.lex.STOP_WORDS
    ):
        k -= 1
    verb = analysis.tokens[k] if k >= 0 else None
    if verb is None or not (verb.norm.endswith("ed") or verb.norm in IRREGULAR_PAST) or verb.text[:1].isupper():
        return None
    act = key_of(verb.text)
    corpus = evidence.corpus
    same, rival = None, None
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for b in an.figures:
            g = b.figure
            if g.kind != "count" or g.high is not None:
                continue
            said = act in RootedKeys(_acts(an, b))
            if figs.same_value(f, g):
                if said:
                    return None  # the claim's count is said with its act
                same = same or (b, p)
            elif said and rival is None and b.measure and not g.unit and b.measure_head not in an.lex.TIME_WORDS:
                rival = (b, p, an)  # not a time counted ("missing for two nights ... was found")
    if same is None or rival is None:
        return None
    b, p, an = rival
    shown, source_shown = figs.describe(f), figs.describe(b.figure)
    return finding(
        id,
        CONTRADICTION,
        f'The source gives {source_shown} for "{verb.text}", not {shown}',
        f"{cite_clause(evidence, p, an.clause_text(b.clause))} gives {source_shown} for what the claim says was "
        f'"{verb.text}"; the evidence gives {shown} for something else.',
        (f.start, f.end),
        p,
        (b.figure.start, b.figure.end),
        fix=Fix(f.start, f.end, b.figure.text),
    )


def _predicate_moved(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A share the evidence gives of the same group for another act, where it gives another share for the
    act the claim names: "45% of residents backed the plan" against "45% of residents opposed the plan,
    while 38% backed it"; "23 percent of candidates passed" against "The pass rate was 81 percent, and 23
    percent of candidates achieved a distinction". The claim's act is the first word after the group; a
    source share said with it (by its root, in what follows the share or in what it measures) decides."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None or bound.measure_span is None:
        return None
    if bound.measure_span[0] < f.end or not _OF_AFTER.match(analysis.text, f.end - analysis.offset):
        return None  # a share "of" a group, not a change ("domestic flights grew 8%", "12% more passengers")
    mine = _predicate(analysis, bound)
    if not mine:
        return None
    act = mine[0]
    corpus = evidence.corpus
    rival: tuple[BoundFigure, Passage, Analysis] | None = None
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for b in an.figures:
            g = b.figure
            if g.kind != f.kind or g.high is not None:
                continue
            written = {key_of(t.text) for t in measure_tokens(an, b)}
            said = RootedKeys(set(_predicate(an, b)) | set(b.measure_keys) | written)
            if act not in said:
                continue
            if figs.same_value(f, g):
                return None  # the claim's share is said with its act
            if rival is None:
                rival = (b, p, an)
    if rival is None:
        return None
    b, p, an = rival
    theirs, shown, source_shown = b.figure, figs.describe(f), figs.describe(b.figure)
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {source_shown} for this, not {shown}",
        f"{cite_clause(evidence, p, an.clause_text(b.clause))} gives {source_shown} for what the claim says; "
        f"the evidence gives {shown} of the same group for something else.",
        (f.start, f.end),
        p,
        (theirs.start, theirs.end),
        fix=Fix(f.start, f.end, theirs.text),
    )


def _beside(an: Analysis, f: Figure) -> set[str]:
    """The index keys of the informative words within ``LOCAL_FIGURE_WINDOW`` either side of a figure."""
    words = [t for t in an.tokens if not t.is_number and t.norm not in figs.HEDGE_WORDS and key_of(t.text)]
    before = [t for t in words if t.end <= f.start][-verdict.LOCAL_FIGURE_WINDOW :]
    after = [t for t in words if t.start >= f.end][: verdict.LOCAL_FIGURE_WINDOW]
    return {k for t in before + after if (k := key_of(t.text))}


def _in_words(f: Figure) -> str:
    """A figure as a message names it: a fraction in the claim's words ("about a third"), else described
    ("a doubling", "25%")."""
    if f.kind != "ratio" or any(c.isdigit() for c in f.text):
        return figs.describe(f)
    return ("about " if f.approx else "") + f.text[:1].lower() + f.text[1:]


def _share_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A relative change the claim gives ("shrank by a third to 1,500", "up by nearly half to £47") that
    the source's own two amounts, one of which the claim states, put at another ("1,500, down from 2,000"
    is a quarter); or two the source writes as the change itself ("fell from 50 to 45" is a tenth, not the
    quarter "Mortality fell by a quarter" gives)."""
    f = bound.figure
    if f.kind not in {"ratio", "percent"} or f.high is not None or f.comparator:
        return None
    if not says_a_difference(analysis, f):
        return None
    aligned: Aligned | None | bool = False  # read once, when a pair the claim states neither of needs it
    for before, after, p, stated, _ in _pairs(analysis, bound, evidence):
        if {before.kind, after.kind} - _AMOUNTS or before.kind != after.kind:
            continue
        if not stated:
            # a change the source states from one end to the other ("fell from 50 to 45 deaths"), in the
            # clause that says the rest of the claim's ("Mortality fell by a quarter")
            if aligned is False:
                aligned = align(
                    analysis, bound.clause, evidence, ignore=lambda t: t.is_number or f.start <= t.start < f.end
                )
            source = evidence.corpus.analysis(p.index)
            if not (
                aligned
                and aligned.passage.index == p.index
                and aligned.overlap >= verdict.ALIGN_MIN
                and {change_end(source, before), change_end(source, after)} == {"from", "to"}
            ):
                continue
        ratio = figs.implied_factor(before, after)
        if ratio is None or ratio <= 0 or figs.derivation(f, before, after):
            continue
        a, b = figs.describe(before), figs.describe(after)
        if figs.bare_decimal(f) and before.kind == "count" and not before.unit and not after.unit:
            # a bare decimal is a difference of two plain numbers, not a relative change
            gap = f"{abs(after.value - before.value):.{max(before.decimals, after.decimals, 1)}f}"
            return _worked_against(evidence, p, f, f"a change of {gap}", f"{a} and {b}: {gap} apart", (before, after))
        change = f"{abs(ratio - 1) * 100:.3g}%"
        return _worked_against(
            evidence, p, f, f"a change of {change}", f"{a} and {b}: ({b} − {a}) / {a} = {change}", (before, after)
        )
    return None


def _gap_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """An amount the claim gives as the size of a change ("raised its housing budget by £3 million") that
    the source's own two amounts, from one end of the change to the other in the clause that says the rest
    of the claim's, put at another ("to £45 million, up from £41 million" is £4 million), or outside the
    claim's bound ("by more than £5 million")."""
    f = _as_claimed(analysis, bound.figure)
    if f.kind not in _AMOUNTS | {"points"} or f.high is not None:
        return None
    if not says_a_difference(analysis, bound.figure):
        return None
    aligned = align(analysis, bound.clause, evidence, ignore=lambda t: t.is_number or f.start <= t.start < f.end)
    if aligned is not None and aligned.overlap < verdict.ALIGN_MIN:
        aligned = None
    # the kind the two ends are in: a change in points is one of two percents ("by four points to 67%")
    ends = "percent" if f.kind == "points" else f.kind
    for before, after, p, stated, known in _pairs(analysis, bound, evidence):
        if (
            before.kind != ends
            or after.kind != ends
            or before.unit != after.unit
            or figs.derivation(f, before, after, bounded_gap=True)  # worded as a change: its bound bounds the gap
        ):
            continue
        # the clause that says the rest of the claim's writes both ends of the change; or the claim states the
        # level the change reached and the source marks where it started, the two figures tying the clauses
        # however differently they are worded ("cut its workforce by 1,500 to 8,800" against "now employs
        # 8,800 people, down from 10,000")
        in_place = (
            aligned is not None
            and p.index == aligned.passage.index
            and (
                {change_end(aligned.analysis, before), change_end(aligned.analysis, after)} == {"from", "to"}
                or _level_then_start(aligned.analysis, before, after)
            )
        )
        if not (in_place or (stated and known and figs.follows_to(analysis.text, _level_start(analysis, bound)))):
            continue
        value = abs(after.value - before.value)
        if f.kind == "points":
            places = max(before.decimals, after.decimals)  # 93.6% - 90.2% is 3.4 points, not 3
            gap = replace(f, value=round(value, places), decimals=places, approx=False, comparator=None)
        else:
            gap = replace(after, value=value, approx=False, comparator=None)
        a, b, shown = figs.describe(before), figs.describe(after), figs.describe(gap)
        return _worked_against(evidence, p, f, f"a change of {shown}", f"{a} and {b}: {shown} apart", (before, after))
    return None


def _level_then_start(source: Analysis, a: Figure, b: Figure) -> bool:
    """Whether one of two figures is a level and the other, after it, where the change to it started,
    marked by a word of change before "from": "took a median of 31 weeks ..., down from 36 weeks"."""
    level, start = (a, b) if a.start < b.start else (b, a)
    if change_end(source, level) is not None or change_end(source, start) != "from":
        return False
    tokens = source.tokens
    i = token_index(tokens, start.start)
    lex = source.lex
    return i >= 2 and tokens[i - 2].norm in lex.UP | lex.DOWN


def _short_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """An amount the claim gives as how far short of a mark something is ("£2.2 million short of its
    target"), where the paragraph of the evidence gives exactly two amounts of its kind and unit, the mark
    and how far it has got ("aims to raise £5 million ... have given £3.8 million"), and they lie another
    distance apart."""
    f = bound.figure
    if f.kind not in _AMOUNTS or f.high is not None or f.comparator:
        return None
    if not _SHORT_OF.match(analysis.text, f.end - analysis.offset):
        return None
    alike = {
        (g.value, g.unit): (g, q)
        for g, q in _paragraph_figures(evidence, lambda g: _alike(g, f) and g.comparator is None)
    }
    if len(alike) != 2:
        return None
    (x, p), (y, _) = sorted(alike.values(), key=lambda found: found[0].start)
    if figs.derivation(f, x, y, bounded_gap=True):
        return None
    gap = replace(x, value=abs(x.value - y.value), approx=False, comparator=None, text="")
    a, b, shown = figs.describe(x), figs.describe(y), figs.describe(gap)
    return _worked_against(evidence, p, f, f"a gap of {shown}", f"{a} and {b}: {shown} apart", (x, y))


def _a_whole(g: Figure) -> bool:
    """A figure a share can be a share of: a count, money, an amount of a unit; not a span of time ("within
    three years") or an age."""
    return g.kind in {"count", "currency"} or (g.kind == "measure" and not figs.is_time_span(g) and g.unit != figs.AGE)


def _part_of_whole(
    analysis: Analysis, bound: BoundFigure, evidence: Evidence, for_support: bool = False
) -> tuple[list[Figure], Figure, Passage] | None:
    """For a share the claim gives ("half of the homes", "almost 90% of the town's shops"), the parts and
    the whole the passage that says all the rest of its clause counts ("1,200 homes, 400 of which", "88 of
    the town's 100 shops", "Of the club's 1,200 members, 900 voted for and 300 against"): the whole is the
    count the claim also states, else the largest of the passage's counts, and the parts are its other
    counts below it.

    ``for_support`` (a share worked out, never one contradicted): a whole the claim states may take its
    parts from the other evidence sentences of its source ("A total of 4,651 organ transplants ... Kidney
    transplants made up 3,298 of the total" for "more than 70% of the UK's 4,651 organ transplants"), and
    the evidence need say only ``ALIGN_MIN`` of the claim's clause, since the arithmetic must come out."""
    f = bound.figure
    if f.kind not in {"ratio", "percent"} or f.high is not None or (f.comparator and not for_support):
        return None
    # the words of the claim's figures are compared as values ("within a quarter of an hour")
    spans = [(b.figure.start, b.figure.end) for b in analysis.figures]
    ignore = lambda t: (  # noqa: E731
        t.is_number or any(s <= t.start < e for s, e in spans) or t.norm in figs.HEDGE_WORDS
    )
    aligned = align(analysis, bound.clause, evidence, ignore=ignore)
    if aligned is None:
        return None
    # every word of the clause said in that sentence, by its root ("departures" for "departed"): what the
    # part is a part of is the claim's ("half will be sold" is not contradicted by "400 of which will be
    # affordable")
    # counts, and amounts of money or of a unit ("40% of the $2.3 billion raised" for "raised 2.3 billion
    # dollars ... Pacifica Mobile paying the most at 920 million dollars"): a part is of its whole's kind
    # the claim's own counts in the share's clause ("..., and all 19 crew were lifted off" is another clause's)
    mine = [b.figure for b in analysis.figures if b is not bound and b.clause == bound.clause and _a_whole(b.figure)]
    if not mine and _OF_THAT_WHOLE.match(analysis.text, f.end - analysis.offset):
        # "... reaching £480m last year, and maternity cases accounted for roughly three-fifths of that total":
        # the whole is the amount the sentence gave before the share
        before = [b.figure for b in analysis.figures if b.figure.end <= f.start and _a_whole(b.figure)]
        mine = before[-1:]
    after = [m for m in mine if m.start > f.start]
    if len(mine) > 1 and after:
        # what the share is of follows it ("40% of the $2.3 billion raised in the 3.5 GHz auction")
        mine = [min(after, key=lambda m: m.start)]
    counts = [b.figure for b in aligned.analysis.figures if _a_whole(b.figure)]
    wholes = [g for g in counts if any(figs.same_value(m, g) for m in mine)]
    have = set(clause_keys(aligned.analysis.tokens))
    if not wholes and counts and mine:
        # a whole the claim states and the evidence gives in another sentence of the source, whose words
        # count as said: "roughly three-quarters of the 42 lakes studied" for "A five-year study of 42
        # lakes ... Dissolved oxygen levels declined in 31 of the lakes"
        for p in evidence.passages:
            if p.source != aligned.passage.source:
                continue
            said = [g for g in evidence.corpus.figures(p.index) if _a_whole(g)]
            if found := [g for g in said if any(figs.same_value(m, g) for m in mine)]:
                wholes = found[:1]
                have |= set(clause_keys(evidence.corpus.analysis(p.index).tokens))
                break
    plain = [g for g in counts if g.kind == "count"]
    sides = None if wholes or mine else _two_sides(aligned.analysis, counts)
    if sides is not None:
        # two amounts of one thing, neither said to be of the other, one of them the rest: the whole is
        # both ("recovered 390 tonnes, with about 110 tonnes still in the water"), and the claim's share is
        # of the rest only if its clause speaks of the rest too
        main, rest = sides
        a, b = counts
        wholes = [replace(b, value=a.value + b.value, text=f"{a.text} + {b.text}", approx=a.approx or b.approx)]
        mine_said = analysis.clause_text(bound.clause)
        of_rest = _OTHER_PART.search(mine_said) is not None or _STILL.search(mine_said) is not None
        counts = [rest if of_rest else main, *wholes]
    elif not wholes and len(plain) >= 2 and not mine:
        wholes = [max(plain, key=lambda g: g.value)]
    elif not wholes and not plain and not mine and len(counts) == 2 and len({(g.kind, g.unit) for g in counts}) == 1:
        # two amounts of money or of one unit, and no count: the larger is the whole ("91% of its turnover"
        # for "spent £45.5 million on wages, against turnover of £50 million")
        wholes = [max(counts, key=lambda g: g.value)]
    if len(wholes) != 1:
        return None
    whole = wholes[0]

    def part_of(g: Figure) -> bool:
        return g is not whole and (g.kind, g.unit) == (whole.kind, whole.unit) and 0 < g.value < whole.value

    parts = [g for g in counts if part_of(g)]
    if for_support and not parts and mine:
        for p in evidence.passages:
            if p.source == aligned.passage.source and p.index != aligned.passage.index:
                found = [g for g in evidence.corpus.figures(p.index) if part_of(g)]
                if found:
                    parts += found
                    have |= set(clause_keys(evidence.corpus.analysis(p.index).tokens))
    clause = without_attribution(analysis, analysis.clause_tokens(bound.clause))
    want = {k: evidence.corpus.idf_of(k) for k in clause_keys(clause, ignore)}
    held = RootedKeys(have)
    bar = verdict.ALIGN_MIN if for_support else verdict.PART_ALIGN_MIN
    if not want or sum(w for k, w in want.items() if k in held) / sum(want.values()) < bar:
        return None
    return (parts, whole, aligned.passage) if parts else None


# A share's whole named by a word that points back to an amount said before it: "of that total", "of this sum",
# "of the figure".
_OF_THAT_WHOLE = re.compile(r"\s+of\s+(?:that|this|the)\s+(?:total|sum|amount|figure|bill)\b", re.IGNORECASE)


# Words that make one count part of another: "of which", "of whom", "out of", "40 of the 120", "Of 1,140 care
# homes", "half of its 900 beds".
_PARTITIVE = re.compile(
    r"\bof\s+(?:which|whom|them|these|those)\b|\bout\s+of\b"
    r"|\b[Oo]f\s+(?:the\s+|its\s+|their\s+|all\s+|a\s+total\s+of\s+)?(?:[\w'’-]+\s+){0,2}?[0-9][0-9,.]*\b"
)


# Where the words of a sentence's second amount start: after the last comma, "and", "with", "while" or
# "but" between the two ("recovered 390 tonnes of oil, with about 110 tonnes still in the water").
_SECOND_SIDE = re.compile(r".*((?:[,;]|\b(?:and|with|while|but|leaving)\b))", re.IGNORECASE | re.DOTALL)
# Words that mark an amount as the rest of a whole, besides those of _OTHER_PART: "still in the water",
# "leaving 80 tonnes on board".
_STILL = re.compile(r"\b(?:still|leaving|yet\s+to)\b", re.IGNORECASE)


def _two_sides(source: Analysis, counts: list[Figure]) -> tuple[Figure, Figure] | None:
    """A sentence's two amounts of one kind and unit as the two parts of a whole, the part and the rest,
    where neither is said to be of the other and the words of exactly one mark it as the rest ("recovered
    390 tonnes, with about 110 tonnes still in the water"); not "410 applicants, of whom 190 were
    accepted" or "190 of the 410"."""
    if len(counts) != 2 or len({(g.kind, g.unit) for g in counts}) != 1 or any(g.comparator for g in counts):
        return None
    a, b = counts
    text, offset = source.text, source.offset
    between = text[a.end - offset : b.start - offset]
    before = text[max(0, a.start - offset - 24) : a.start - offset]
    if _PARTITIVE.search(text[a.start - offset : b.end - offset]) or _PARTITIVE.search(before + a.text):
        return None
    split = _SECOND_SIDE.match(between)
    if split is None:
        return None
    first = text[: a.start - offset] + between[: split.start(1)]
    second = between[split.start(1) :] + text[b.end - offset :]
    marked = [bool(_OTHER_PART.search(w) or _STILL.search(w)) for w in (first, second)]
    if marked == [False, True]:
        return a, b
    if marked == [True, False]:
        return b, a
    return None


def _part_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A share the claim gives of a whole ("Of the 1,200 homes planned, half will be affordable") where the
    source counts the part ("1,200 homes, 400 of which will be affordable"): the share is the part over the
    whole, and another is a contradiction."""
    found = _part_of_whole(analysis, bound, evidence)
    if found is None or len(found[0]) != 1 or figs.derivation(bound.figure, found[0][0], found[1]):
        return None  # with several parts, which one the claim's share is of is not said
    (part,), whole, passage = found
    total = replace(whole, value=whole.value + part.value, text="")
    x, y = sorted((part, whole), key=lambda g: g.start)
    if not _PARTITIVE.search(passage.text[max(0, x.start - passage.start - 24) : y.end - passage.start]) and any(
        figs.share_of(bound.figure, g, total) for g in (part, whole)
    ):
        return (
            None  # "accepted 410 and turned down 190": neither is said to be of the other, and the two make the share
        )
    share = f"{part.value / whole.value * 100:.3g}%"
    a, b = figs.describe(part), figs.describe(whole)
    return _worked_against(
        evidence, passage, bound.figure, f"{a} of {b} ({share})", f"{a} of {b}: {a} / {b} = {share}", (part, whole)
    )


# What a rate is counted per: in English after its figure and up to two words of what it counts ("£8 a
# day", "two doses per week"); in Japanese and Chinese before it ("月5万円", "1か月あたり5万円", "年額60万円",
# "毎週2回"), a month or year written after a digit being a date instead ("5月").
# The period each adverb or adjective of a rate names, and the words the fix writes for a period after the
# figure ("daily") and before it ("annual salary")
_PERIOD_WORDS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month"}
_PERIOD_WORDS |= {"quarterly": "quarter", "yearly": "year", "annually": "year", "annual": "year"}
_ADVERB_OF_PERIOD = {period: word for word, period in _PERIOD_WORDS.items() if word not in {"yearly", "annual"}}
_ADJECTIVE_OF_PERIOD = _ADVERB_OF_PERIOD | {"year": "annual"}
_PERIOD_ADVERB = "|".join(w for w in _PERIOD_WORDS if w != "annual")
_PERIOD = re.compile(
    # past the unit a price is per, if any: "£9.25 per square foot a year", "€4 per kilo a week"
    r"(?:\s+per\s+(?:square\s+|cubic\s+)?[A-Za-z]+(?=\s+(?:a|an|per|each|every)\s))?"
    r"(?:\s+[A-Za-z-]+){0,2}?\s+(?:a|an|per|each|every)\s+"
    r"(?P<word>second|minute|hour|day|night|week|month|quarter|season|year)\b"
    # ... or its adverb after what is counted, or after the figure at the end of a phrase: "about 12 reports
    # weekly", "rose £26 weekly.", "£1.2m annually" (not "12 weekly sessions": twelve sessions, each week)
    rf"|(?:(?:\s+[A-Za-z-]+){{1,2}}?\s+(?P<adverb>{_PERIOD_ADVERB})\b|\s+(?P<last>{_PERIOD_ADVERB})(?=\s*(?:[.,;:)]|\Z)))",
    re.IGNORECASE,
)
# ... or, for an amount of money, an adjective on what the figure is, before it: "the chief executive's annual
# salary is £185,000", "a monthly rent of £950", "the weekly wage rose to £420", "an annual budget of £3m"
# (the figure said through a verb of being or reaching, or "of"; not "the annual report said £40m was lost")
_PERIOD_BEFORE = re.compile(
    r"\b(?P<adjective>annual|yearly|monthly|weekly|daily|hourly|nightly|quarterly)\s+(?:[a-z-]+\s+){0,4}?"
    r"(?:is|was|are|were|of|at|stands\s+at|stood\s+at|rose\s+to|fell\s+to|reached|totall?ed|totals|will\s+be)\s+"
    r"(?:(?:about|around|roughly|nearly|almost|some|just\s+over|just\s+under|more\s+than|less\s+than|up\s+to)\s+)?\Z",
    re.IGNORECASE,
)
_PERIOD_BEFORE_REACH = 90  # characters before a figure in which its period adjective is looked for
_PERIOD_CJK = re.compile(
    r"(?:(?:1|１|一)(?P<per>か月|ヶ月|カ月|箇月|日|年|週間|時間)(?:あたり|当たり|につき)"
    r"|毎(?P<every>月|年|日|週)|(?P<amount>月|年|日)額|(?P<year>年間)|(?<![一-龥0-9０-９])(?P<bare>月|年|週))\Z"
)
_CJK_PERIODS = {
    "か月": "month",
    "ヶ月": "month",
    "カ月": "month",
    "箇月": "month",
    "月": "month",
    "年": "year",
    "年間": "year",
    "日": "day",
    "週": "week",
    "週間": "week",
    "時間": "hour",
}


def _period(analysis: Analysis, f: Figure) -> tuple[str, tuple[int, int]] | None:
    """The period a rate is given per, with where it is written."""
    if analysis.lang in CJK_LANGUAGES:
        at = f.start - analysis.offset
        m = (
            _PERIOD_CJK.search(analysis.text, max(0, at - 8), at)
            if f.kind in {"currency", "count", "measure"}
            else None
        )
        if m is None:
            return None
        word = next(g for g in m.groups() if g)
        return _CJK_PERIODS[word], (m.start() + analysis.offset, m.end() + analysis.offset)
    m = _PERIOD.match(analysis.text, f.end - analysis.offset)
    if m is None:
        if f.kind != "currency":
            return None  # "a weekly injection were 18% less likely": the adjective is the dosing, not a rate
        at = f.start - analysis.offset
        before = _PERIOD_BEFORE.search(analysis.text, max(0, at - _PERIOD_BEFORE_REACH), at)
        if before is None:
            return None
        word = before.group("adjective").lower()
        span = (before.start("adjective") + analysis.offset, before.end("adjective") + analysis.offset)
        return _PERIOD_WORDS.get(word, word), span
    group = next(g for g in ("word", "adverb", "last") if m.group(g))
    word = m.group(group).lower()
    return _PERIOD_WORDS.get(word, word), (m.start(group) + analysis.offset, m.end(group) + analysis.offset)


_EVENT_YEAR_LINKS = frozenset({"in", "since", "during"})  # "opened in 1894"
_ANCHOR_REACH = 3  # tokens from an event's word to its year in the source ("opened the hall in 1894")


def _span_as_written(f: Figure, theirs: Figure) -> str:
    """The source's span of years written as the claim writes its own ("from 2011 to 2014" for the source's
    "between 2011 and 2014"), or the source's figure as it stands."""
    ends = re.fullmatch(r"(\d{4})(.*?)(\d{2,4})", f.text)
    if f.kind != "year" or theirs.kind != "year" or f.high is None or theirs.high is None or ends is None:
        return theirs.text
    return f"{int(theirs.value)}{ends.group(2)}{int(theirs.high)}"


def _year_compared(f: Figure, evidence: Evidence) -> bool:
    """Whether a year the claim gives is one an evidence passage sets its figure against: "900 fewer than in
    2023", "up £4m on 2023", "compared with 2023". The claim may give that year's figure, which the
    arithmetic reads; the year is no rival to the passage's own."""
    if f.kind != "year" or f.high is not None:
        return False
    year = str(int(f.value))
    texts = [p.text for p in evidence.passages if year in p.text]  # most passages do not write the year at all
    if not texts:
        return False
    against = re.compile(rf"\b(?:than|on|from|against|compared\s+with)\s+(?:in\s+)?{year}\b", re.IGNORECASE)
    return any(against.search(text) for text in texts)


def _year_moved(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A year the sources give, but to another event: the claim's "opened in 1971" where the source says
    "opened in 1894" and "last underwent major work in 1971". The event is the word before "in" (or
    "since", "during"); the source must give that word another year and never give it the claim's."""
    f = bound.figure
    if f.kind != "year" or f.high is not None:
        return None
    at = next((i for i, t in enumerate(analysis.tokens) if t.start == f.start), None)
    if at is None or at < 2 or analysis.tokens[at - 1].norm not in _EVENT_YEAR_LINKS:
        return None
    event_token = analysis.tokens[at - 2]
    event = key_of(event_token.text)
    if (
        event is None
        or event_token.is_number
        or any(b.figure.start <= event_token.start < b.figure.end for b in analysis.figures)
    ):
        return None  # "14 weeks in 2024": the year of a figure, not of an event
    other = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        tokens = source.tokens
        for g in evidence.corpus.figures(p.index):
            if g.kind != "year" or g.high is not None:
                continue
            k = next((i for i, t in enumerate(tokens) if t.start == g.start), None)
            if k is None or k < 1 or tokens[k - 1].norm not in _EVENT_YEAR_LINKS:
                continue
            anchor = next((t for t in tokens[max(0, k - 1 - _ANCHOR_REACH) : k - 1] if key_of(t.text) == event), None)
            if anchor is None:
                continue
            if g.value == f.value:
                return None  # the source gives the claim's year to the same event
            other = other or (p, g, source.text[anchor.start - source.offset : g.end - source.offset])
    if other is None:
        return None
    p, g, said = other
    mine = analysis.text[analysis.tokens[at - 2].start - analysis.offset : f.end - analysis.offset]
    return finding(
        id,
        CONTRADICTION,
        f'The source says "{said}", not "{mine}"',
        f"{cite(evidence, p)} gives {g.text} to this; it gives {f.text} to something else.",
        (f.start, f.end),
        p,
        (g.start, g.end),
        fix=Fix(f.start, f.end, g.text),
    )


def _period_changed(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The source's figure given per another stretch of time: "£25 million a month" for "£25 million a
    year", "two doses a week" for "two doses a day", "年5万円" for "1か月あたり5万円". The period is the
    rate's unit; the same number per another period is another amount."""
    f = bound.figure
    written = _period(analysis, f)
    if written is None:
        return _rate_as_total(analysis, bound, evidence)
    mine, (ws, we) = written
    found = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for g in evidence.corpus.figures(p.index):
            if not figs.same_value(f, g) or (theirs := _period(source, g)) is None:
                continue
            if theirs[0] == mine:
                return None  # the source gives it per the claim's period somewhere
            if found is None:
                found = p, g, theirs
    if found is None:
        return _total_as_rate(analysis, bound, evidence, mine, (ws, we))
    p, g, (period, (ts, te)) = found
    source_word = evidence.corpus.documents[p.source].text[ts:te] if p.source in evidence.corpus.documents else period
    english = analysis.lang not in CJK_LANGUAGES
    # the fix keeps the claim's way of writing the period: "weekly" after the figure becomes "daily", "a
    # week" "a day", and "annual salary" before it "monthly salary"
    if not english:
        replacement = source_word
    elif ws < f.start:
        replacement = _ADJECTIVE_OF_PERIOD.get(period, period)
    elif analysis.text[ws - analysis.offset : we - analysis.offset].lower() in _PERIOD_WORDS:
        replacement = _ADVERB_OF_PERIOD.get(period, period)
    else:
        replacement = period
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {g.text} a {period}, not a {mine}",
        f"{cite(evidence, p)} gives {g.text} per {period}; the claim gives the same number per {mine}, which is "
        "another amount.",
        (min(f.start, ws), max(f.end, we)),
        p,
        (min(g.start, ts), max(g.end, te)),
        fix=Fix(ws, we, replacement),
    )


def _total_as_rate(
    analysis: Analysis, bound: BoundFigure, evidence: Evidence, mine: str, written: tuple[int, int]
) -> Finding | None:
    """A total the source gives for a stretch of time stated as a rate per a shorter period: "losing about
    1,300 hectares of mangroves every year" for "lost about 1,300 hectares between 2014 and 2024", "£5m a
    year" for "£5m over the past ten years". Only where no source figure of that value has a period of its
    own, and the stretch is at least twice the claim's period."""
    f = bound.figure
    length = figs.period_seconds(mine)
    if not length:
        return None
    found = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for b in source.figures:
            g = b.figure
            if not figs.same_value(f, g) or _period(source, g) is not None:
                continue
            stretch = _stretch_of(source, b)
            if stretch is None:
                return None  # the source gives it with no stretch of time too: the claim may say that
            if found is None and stretch[0] >= 2 * length:
                found = p, g, stretch[1]
    if found is None:
        return None
    p, g, (over, said) = found
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {g.text} {said} in all, not {g.text} a {mine}",
        f"{cite(evidence, p)} gives {g.text} as the total {said}; the claim gives the same number per {mine}, "
        "which over that stretch comes to many times as much.",
        (min(f.start, written[0]), max(f.end, written[1])),
        p,
        (min(g.start, over.start), max(g.end, over.end)),
    )


def _stretch_of(source: Analysis, bound: BoundFigure) -> tuple[float, tuple[Figure, str]] | None:
    """The stretch of time a source clause gives its figure as a total for, in seconds, with the figure
    that says it and how to say it: a span after "over" or "during" ("over the past ten years": "over ten
    years"), or a span of years ("between 2014 and 2024": "from 2014 to 2024")."""
    if (span := _span_of(source, bound)) is not None:
        return figs.to_base(span)[0], (span, f"over {span.text}")
    for b in source.figures:
        g = b.figure
        if b.clause == bound.clause and g.kind == "year" and g.high is not None and g.high > g.value:
            return (g.high - g.value) * _YEAR, (g, f"from {g.value:.0f} to {g.high:.0f}")
    return None


_YEAR = figs.period_seconds("year")
_SPAN_WORDS = frozenset({"over", "across", "during", "throughout"})
_SPAN_REACH = 3  # words from "over" to the span it opens ("over the next three years", "over its 15-year life")
_DAY = figs.period_seconds("day")


def _span_of(analysis: Analysis, bound: BoundFigure) -> Figure | None:
    """The stretch of time a claim clause gives its figure as a total for: a span of time after "over",
    "across", "during" or "throughout" in the figure's clause ("worth £1.9m over its 15-year life", "€40m
    over the next three years")."""
    tokens = analysis.tokens
    for b in analysis.figures:
        g = b.figure
        if b is bound or b.clause != bound.clause or not figs.is_time_span(g) or g.high is not None:
            continue
        k = next((i for i, t in enumerate(tokens) if t.start >= g.start), None)
        if k is not None and any(t.norm in _SPAN_WORDS for t in tokens[max(0, k - _SPAN_REACH) : k]):
            return g
    return None


def _rate_as_total(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A rate the source gives per period stated as the total for a longer stretch: "£1.9m a year" for
    "worth £1.9m over its 15-year life", "$40m a year" for "$40m over the next three years". Where a
    source gives the same number with no period (a total), the claim may be saying that."""
    f = bound.figure
    span = _span_of(analysis, bound)
    if span is None:
        return None
    seconds = figs.to_base(span)[0]
    found = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for g in evidence.corpus.figures(p.index):
            if not figs.same_value(f, g):
                continue
            theirs = _period(source, g)
            if theirs is None:
                return None  # the source gives it as a total somewhere
            # rates per day or longer: "£12 an hour" over a contract's weeks is left to the words around it
            length = figs.period_seconds(theirs[0])
            if found is None and length and length >= _DAY and seconds >= 2 * length:
                found = p, g, theirs, length
    if found is None:
        return None
    p, g, (period, (ts, te)), length = found
    times = seconds / length
    over = figs.describe(span)
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {g.text} a {period}, not {g.text} over {over}",
        f"{cite(evidence, p)} gives {g.text} per {period}; the claim gives the same number as the total for "
        f"{over}, which at the source's rate comes to about {times:.0f} times as much.",
        (f.start, f.end),
        p,
        (min(g.start, ts), max(g.end, te)),
    )


def _reported_for(an: Analysis, clause: int) -> dict[str, tuple[int, int]]:
    """The periods a clause reports its figures for, each with where it is first named: "year" for
    "annual", "quarter" for "in the second quarter". A fraction ("a quarter of staff") names none."""
    tokens = an.clause_tokens(clause)
    out: dict[str, tuple[int, int]] = {}
    if not _period_openers(an.lex).intersection(t.norm for t in tokens):
        return out  # most clauses name no period: no phrase is looked for
    # the figure reader has taken a fraction's "quarter" as part of it ("a quarter of", "three quarters")
    fractions = [(g.start, g.end) for b in an.figures if (g := b.figure).kind in {"ratio", "points"}]
    for period, phrases in an.lex.REPORTING_PERIODS.items():
        for a, b in phrase_spans(tokens, phrases):
            if not any(start <= a < end for start, end in fractions):
                out.setdefault(period, (a, b))
    return out


@lru_cache(maxsize=8)
def _period_openers(lex: ModuleType) -> frozenset[str]:
    """The first words of a language's reporting-period phrases."""
    return frozenset(phrase.split()[0] for phrases in lex.REPORTING_PERIODS.values() for phrase in phrases)


def _reporting_period_changed(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The claim's figure given for another reporting period than the source's: "its annual net loss
    narrowed to 18 million euros" where the source's loss of 18 million euros is "for the second quarter".
    Only where the claim's clause names one period, and every source clause with the figure names periods,
    none of them the claim's."""
    mine = _reported_for(analysis, bound.clause)
    if len(mine) != 1:
        return None
    ((period, (ws, we)),) = mine.items()
    f = bound.figure
    found = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for b in source.figures:
            if not figs.same_value(f, b.figure):
                continue
            theirs = _reported_for(source, b.clause)
            if not theirs or period in theirs:
                return None
            found = found or (p, b.figure, theirs)
    if found is None:
        return None
    p, g, theirs = found
    source = evidence.corpus.analysis(p.index)
    other, (ts, te) = next(iter(theirs.items()))
    said, words = (
        source.text[ts - source.offset : te - source.offset],
        analysis.text[ws - analysis.offset : we - analysis.offset],
    )
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {figs.describe(g)} for a {other}, not a {period}",
        f'{cite(evidence, p)} reports {figs.describe(g)} for a {other} ("{said}"); the claim gives it for a {period} '
        f'("{words}"), which is another figure.',
        (min(f.start, ws), max(f.end, we)),
        p,
        (min(g.start, ts), max(g.end, te)),
    )


def _end_swapped(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The claim's figure given as the other end of the source's change: "cut its forecast to 450,000
    tonnes" where the source cut it "to 410,000 tonnes from 450,000 tonnes". The claim says where the
    quantity ended up (or started); the source gives that figure as where it started (or ended), and
    another figure, which the claim does not state, at the claim's end."""
    f = bound.figure
    end = change_end(analysis, f)
    if f.high is not None:
        return None
    if end is None:
        return _start_as_level(analysis, bound, evidence)
    stated = [b.figure for b in analysis.figures]
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        ends = {}
        for b in source.figures:
            if (e := change_end(source, b.figure)) is not None:
                ends.setdefault(e, b)
        mine, other = ends.get("to" if end == "from" else "from"), ends.get(end)
        if mine is None or other is None or mine.clause != other.clause:
            continue
        g, h = mine.figure, other.figure
        if not figs.same_value(f, g) or not _same_kind(f, h) or any(figs.same_value(x, h) for x in stated):
            continue
        start, finish = (figs.describe(g), figs.describe(h)) if end == "to" else (figs.describe(h), figs.describe(g))
        return finding(
            id,
            CONTRADICTION,
            f"The source goes from {start} to {finish}, not {end} {figs.describe(f)}",
            f'The claim puts {figs.describe(f)} after "{end}", but {cite(evidence, p)} goes from {start} to '
            f"{finish}: the two ends of the change are the other way round.",
            (f.start, f.end),
            p,
            (min(g.start, h.start), max(g.end, h.end)),
            fix=Fix(f.start, f.end, h.text),
        )
    return None


def _start_as_level(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The claim's figure stated as a level ("Turnout was 36%") where the clause saying the rest of the
    claim's, or giving the level of the claim's measure, gives it as where a change started, with the level
    now another figure ("was 31%, down from 36% four years ago"); not when the claim also says what the
    source dates the start by ("36% four years ago", "in 2019"), unless it dates it otherwise ("this cycle"
    for "last cycle")."""
    f = bound.figure
    corpus = evidence.corpus
    if not any(
        figs.same_value(f, g) and change_end(corpus.analysis(p.index), g) == "from"
        for p in evidence.passages
        for g in corpus.figures(p.index)
    ):
        return None  # no evidence figure starts a change at this value: nothing to align for
    aligned = align(analysis, bound.clause, evidence, ignore=lambda t: t.is_number)
    if aligned is None:
        return None
    source = aligned.analysis
    here = [b for b in source.figures if b.clause == aligned.clause]
    start = next((b for b in here if change_end(source, b.figure) == "from" and figs.same_value(f, b.figure)), None)
    if start is None:
        return None
    stated = [b.figure for b in analysis.figures]
    level = next(
        (
            b
            for b in here
            if b is not start
            and change_end(source, b.figure) != "from"
            and _same_kind(f, b.figure)
            and not any(figs.same_value(x, b.figure) for x in stated)
        ),
        None,
    )
    # the clause says the rest of the claim's, or gives the level for the claim's own measure ("received 61%
    # of offers, up from 57%" for "57% of Northbridge's medicine offers", the university named elsewhere)
    if level is None or (aligned.overlap < verdict.ALIGN_MIN and not (bound.measure and same_measure(bound, level))):
        return None
    # what dates the start: the source's words after it, to the end of its clause ("four years ago"); "this
    # cycle" in the claim dates it otherwise than "last cycle"
    dating = [t for t in source.clause_tokens(aligned.clause) if t.start >= start.figure.end]
    mine = analysis.clause_tokens(bound.clause)
    if any(t.norm in analysis.lex.EARLIER_WORDS for t in mine):
        return None  # the claim states it as it was then ("Previously, 57% of offers went to ...")
    relative = analysis.lex.RELATIVE_TIMES
    theirs_when, my_when = {t.norm for t in dating} & relative, {t.norm for t in mine} & relative
    after = {k for t in dating if (k := key_of(t.text))}
    if after & {k for t in mine if (k := key_of(t.text))} and not (
        theirs_when and my_when and theirs_when.isdisjoint(my_when)
    ):
        return None
    g, h = start.figure, level.figure
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {figs.describe(h)}; {figs.describe(g)} is where it started",
        f"{cite(evidence, aligned.passage)} gives {figs.describe(g)} as where the change started and "
        f"{figs.describe(h)} as the level; the claim states {figs.describe(f)} as the level.",
        (f.start, f.end),
        aligned.passage,
        (min(g.start, h.start), max(g.end, h.end)),
        fix=Fix(f.start, f.end, h.text),
    )


def _changes_as_factors(
    analysis: Analysis, bound: BoundFigure, evidence: Evidence
) -> Iterator[tuple[Passage, Figure, float]]:
    """Each change of the claim factor's measure the evidence gives as a share ("rose 100%", "improved by
    about a fifth"), with the factor it comes to (x2, x1.2)."""
    f = bound.figure
    if f.kind != "factor" or f.high is not None or f.comparator or _rate_compared(analysis, f):
        return  # "rose twice as fast as wages" is no change of x2
    lex = analysis.lex
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for b in source.figures:
            g = b.figure
            if g.kind not in {"percent", "ratio"} or g.high is not None or g.comparator or not same_measure(bound, b):
                continue
            words = {t.norm for t in source.clause_tokens(b.clause)}
            way = 1 if words & (lex.UP | lex.BETTER) else -1 if words & (lex.DOWN | lex.WORSE) else 0
            before = source.text[: g.start - source.offset].split()[-2:]
            changed = bool(before) and before[-1].lower().strip(",") in lex.UP | lex.DOWN
            if not way or ("by" not in before and not changed):
                continue  # only the size of a change the clause states ("rose by 20%", "rose 50%", "by a fifth")
            implied = 1 + way * (g.value / 100 if g.kind == "percent" else g.value)
            if implied > 0:
                yield p, g, implied


def _factor_against_change(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A factor the claim gives ("battery life has doubled") where the source gives the change of the
    same measure as a share ("improved by about a fifth": x1.2): the two say different things."""
    f = bound.figure
    for p, g, implied in _changes_as_factors(analysis, bound, evidence):
        if figs.factor_agrees(f, implied, g.approx):
            continue
        said = ("about " if g.approx else "") + g.text
        return finding(
            id,
            CONTRADICTION,
            f"The source gives a change of {said} (x{implied:.3g}), not {figs.describe(f)}",
            f'{cite(evidence, p)} gives the change as "{said}" (x{implied:.3g}); the claim says {figs.describe(f)}.',
            (f.start, f.end),
            p,
            (g.start, g.end),
        )
    return None


def _factor_as_change(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> bool:
    """Whether the evidence gives the claim's factor as a change of its measure ("Profits doubled" for
    "Profits rose 100%")."""
    return any(
        figs.factor_agrees(bound.figure, implied, g.approx)
        for _, g, implied in _changes_as_factors(analysis, bound, evidence)
    )


def _change_as_factor(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> bool:
    """Whether a change the claim gives as a share ("rose about 20%", "約2割増し") is a factor a passage
    of the evidence gives ("about 1.2 times", "約1.2倍"): the mirror of :func:`_factor_as_change`."""
    f = bound.figure
    if f.kind not in {"percent", "ratio"} or f.high is not None or f.comparator:
        return False
    lex = analysis.lex
    before = analysis.text[: f.start - analysis.offset].split()[-1:]
    if not (says_a_difference(analysis, f) or (before and before[0].lower().strip(",") in lex.UP | lex.DOWN)):
        return False
    for p in evidence.passages:
        for g in evidence.corpus.figures(p.index):
            if g.kind != "factor" or g.high is not None or g.comparator or g.value <= 0 or g.value == 1:
                continue
            change = abs(g.value - 1) * (100 if f.kind == "percent" else 1)
            if figs.same_value(f, replace(f, value=change, approx=g.approx, text="")):
                return True
    return False


def _ends_held(f: Figure, held: list[Figure]) -> bool:
    """A span of years ("between 2019 and 2022", "2019-22") whose two ends the evidence states."""
    if f.kind != "year" or f.high is None:
        return False
    ends = (replace(f, high=None), replace(f, value=f.high, high=None))
    return all(any(figs.same_value(end, g) for g in held) for end in ends)


_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
# A month written before a year, with or without the day ("June 2016", "Jun 14, 2017", "25 Oct 2016"),
# and before or after a day ("May 13", "13th of May").
_MONTH_BEFORE_YEAR = re.compile(rf"(?:^|\W){_MONTH}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?,?\s+$", re.IGNORECASE)
_DAY_MONTH_BEFORE_YEAR = re.compile(rf"(?:^|\W)\d{{1,2}}(?:st|nd|rd|th)?\s+{_MONTH},?\s+$", re.IGNORECASE)
_MONTH_BEFORE_DAY = re.compile(rf"(?:^|\W){_MONTH}\s+$", re.IGNORECASE)
_MONTH_AFTER_DAY = re.compile(rf"(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?!\w)", re.IGNORECASE)
_MONTH_NAMES = tuple(name.lower() for name in figs.MONTH_NAMES)
# A month right before or after a number, as a source's table or dateline writes a day ("30 JUN 2018").
_MONTH_BEFORE = re.compile(rf"{_MONTH}\s+$", re.IGNORECASE)
# "9 November", "9th of November", "June 2": a day the date-span rule can read
_DAY_OF_MONTH = re.compile(rf"\d(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}|\b{_MONTH}\s+\d", re.IGNORECASE)
_MONTH_AFTER = re.compile(rf"\s+{_MONTH}", re.IGNORECASE)


_SPAN_DAYS = {"d": 1, "wk": 7}  # a span in days or weeks, as days
_SPAN_JOIN = re.compile(r"\s*(?:to|until|till|through|and|[-–])\s+(?:[A-Za-z]+day\s+)?", re.IGNORECASE)


def _one_unit(f: Figure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A span of time the claim gives in smaller units that a source gives as one of a larger unit written
    with "a" or "another", which is no figure, for as long as something lasts: "another 12 months" for "for
    another year", "seven days" for "will last a week" (not "a year earlier", which says when, nor "£5 a
    year", a rate)."""
    if f.kind != "measure" or f.high is not None or f.comparator is not None or not figs.is_time_span(f):
        return None
    words = [w for w, one in _ONE_UNIT.items() if figs.same_value(f, one)]
    if not words:
        return None
    said = re.compile(
        rf"\b(?:for\s+(?:a|an|another)|another|within\s+(?:a|an)|lasts?\s+(?:a|an)|lasting\s+(?:a|an))\s+"
        rf"(?:{'|'.join(words)})\b(?!\s+(?:earlier|ago|before|later|on|after)\b)",
        re.IGNORECASE,
    )
    for p in evidence.passages:
        if (m := said.search(p.text)) is not None:
            return f"{m.group(0)} = {figs.describe(f)}", p
    return None


def _date_span(f: Figure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A span of days or weeks the claim counts between two dates a passage gives ("for nine days in
    November" for "from Saturday 9 November to Sunday 17 November", "a three-week closure" for "from 2
    June until 22 June"), counting both ends or one."""
    per = _SPAN_DAYS.get(f.unit)
    if f.kind != "measure" or per is None or f.high is not None:
        return None
    for p in evidence.passages:
        if not _DAY_OF_MONTH.search(p.text):
            continue  # read only a passage that writes a day of a month
        source = evidence.corpus.analysis(p.index)
        for (a, m1), (b, m2) in pairwise(_days_of(source)):
            between = source.text[a.end - source.offset : b.start - source.offset]
            if m2 is None or not _SPAN_JOIN.search(between) or len(between) > _SPAN_GAP:
                continue
            apart = (date(2001, m2, int(b.value)) - date(2001, m1 or m2, int(a.value))).days % 365
            for counted, how in ((apart + 1, "counting both days"), (apart, "")):
                # the claim's bound or hedge holds as it would against the count written out ("just under
                # two weeks" for 13 days)
                if figs.same_value(f, replace(f, value=counted / per, text="", approx=False, comparator=None)):
                    working = f"{a.text} to {b.text} is {counted} days" + (f", {how}" if how else "")
                    return working, p
    return None


_SPAN_GAP = 30  # characters between the two dates of a span ("9 November to Sunday 17")


def _days_of(source: Analysis) -> list[tuple[Figure, int | None]]:
    """A passage's days of a month, each with its month's number where a month is named beside it, or
    None for a day whose month the next date names ("from 3 to 15 June")."""
    days: list[tuple[Figure, int | None]] = []
    for b in source.figures:
        g = b.figure
        if (part := _date_part(source.text, g, source.offset)) is not None and part[0] == "day":
            days.append((g, part[1]))
        elif _a_day_number(g):
            days.append((g, None))
    return days


def _date_after(analysis: Analysis, f: Figure, evidence: Evidence) -> tuple[str, Passage] | None:
    """A day of a month the claim gives that a passage's date and a span of days or weeks "later" or
    "earlier" in the same sentence make: "detected on 21 August" for "occurred on 17 August and was detected
    four days later"."""
    mine = _date_part(analysis.text, f, analysis.offset)
    if mine is None or mine[0] != "day":
        return None
    for p in evidence.passages:
        if not _DAY_OF_MONTH.search(p.text):
            continue
        source = evidence.corpus.analysis(p.index)
        days = [(g, month) for g, month in _days_of(source) if month is not None]
        for b in source.figures:
            s = b.figure
            per = _SPAN_DAYS.get(s.unit)
            way = _LATER.match(source.text, s.end - source.offset)
            if per is None or s.kind != "measure" or s.high is not None or way is None:
                continue
            sign = -1 if way.group(1).lower() in {"earlier", "before"} else 1
            for g, month in days:
                if g.end > s.start:
                    continue  # the date the span counts from comes before it
                then = date(2001, month, int(g.value)) + timedelta(days=sign * s.value * per)
                if (then.month, then.day) == (mine[1], int(f.value)):
                    start = f"{int(g.value)} {figs.MONTH_NAMES[month - 1]}"
                    end = f"{then.day} {figs.MONTH_NAMES[then.month - 1]}"
                    return f"{start} {'+' if sign > 0 else '−'} {s.text} = {end}", p
    return None


_LATER = re.compile(r"\s+(later|after(?:wards)?|earlier|before)\b", re.IGNORECASE)


def _a_day_number(f: Figure) -> bool:
    """Whether a figure could be the day of a month: a whole number from 1 to 31 with no unit."""
    return f.kind in {"ordinal", "count"} and 1 <= f.value <= 31 and f.value == int(f.value) and not f.unit


def _date_part(text: str, f: Figure, offset: int) -> tuple[str, int] | None:
    """("year" or "day", the month's number) for a figure written as part of a date with a month
    named beside it ("June 2016", "May 13", "13 May", "Jun 14, 2017"); None for any other figure."""
    at, end = f.start - offset, f.end - offset
    before = text[max(0, at - 24) : at]
    if f.kind == "year":
        m = _MONTH_BEFORE_YEAR.search(before) or _DAY_MONTH_BEFORE_YEAR.search(before)
        part = "year"
    elif _a_day_number(f):
        m = _MONTH_BEFORE_DAY.search(before) or _MONTH_AFTER_DAY.match(text, end)
        part = "day"
    else:
        return None
    if m is None:
        return None
    month = m.group(1).lower()
    return part, next(n for n, name in enumerate(_MONTH_NAMES, 1) if name.startswith(month))


def _days_of_month(analysis: Analysis) -> list[BoundFigure]:
    """The source's numbers written beside a month and bound to a year: days of dates, whichever kind
    the figure reader gave them ("May 1 2019", "30 JUN 2018")."""
    out = []
    for b in analysis.figures:
        f = b.figure
        if b.year is None or f.kind not in {"count", "ordinal"} or not 1 <= f.value <= 31:
            continue
        before = analysis.text[max(0, f.start - analysis.offset - 12) : f.start - analysis.offset]
        if _MONTH_BEFORE.search(before) or _MONTH_AFTER.match(analysis.text, f.end - analysis.offset):
            out.append(b)
    return out


def _in_a_date(bound: BoundFigure, held: list[Figure], evidence: Evidence) -> bool:
    """A year or a day of the month the claim writes as part of a date, which a source states inside a
    date written another way: "in 2016" or "25 August 2016" against "2016-08-25", "May 1, 2019" against
    "May 1 2019" (read there as a plain number beside its year)."""
    f = bound.figure
    if f.high is not None or f.approx or f.comparator:
        return False
    iso = [(int(g.value) // 10000, int(g.value) % 100) for g in held if g.kind == "date"]
    if f.kind == "year":
        return any(year == f.value for year, _ in iso)
    if f.kind != "ordinal" or bound.year is None:
        return False
    return any((year, day) == (bound.year, f.value) for year, day in iso) or any(
        (b.year, b.figure.value) == (bound.year, f.value)
        for p in evidence.passages
        for b in _days_of_month(evidence.corpus.analysis(p.index))
    )


# A span of months counted from an end of the year or from now names a period the source may call by its
# name: "the first three months" is "the first quarter", "the first six months" "the first half", "the
# past 12 months" "the past year" (company results, surveys, crime figures alike).
_PERIOD_NAMES = {3.0: "quarter", 6.0: "half", 12.0: "year"}
_PERIOD_ENDS = {"first": "first", "last": "last", "past": "last", "previous": "last", "final": "last"}
_PERIOD_END_BEFORE = re.compile(r"\b(first|last|past|previous|final)\s+\Z", re.IGNORECASE)


def _a_named_period(bound: BoundFigure, analysis: Analysis, evidence: Evidence) -> bool:
    """A span of months the claim counts from an end ("the first three months") that a source names
    ("the first quarter")."""
    f = bound.figure
    name = _PERIOD_NAMES.get(f.value) if f.kind == "measure" and f.unit == "mo" and f.high is None else None
    text = analysis.text
    start = f.start - analysis.offset
    end = name and _PERIOD_END_BEFORE.search(text, max(0, start - 12), start)
    if not end:
        return False
    ends = [w for w, side in _PERIOD_ENDS.items() if side == _PERIOD_ENDS[end.group(1).lower()]]
    said = re.compile(rf"\b(?:{'|'.join(ends)})[\s-]+{name}\b", re.IGNORECASE)
    return any(said.search(p.text) for p in evidence.passages)


# Kinds one figure can be changed between: a share written as a percent, a ratio or in points.
_GROUP = {"percent": "share", "ratio": "share", "points": "share"}


def _same_digits(mine: Figure, theirs: Figure) -> bool:
    number, other = _DIGITS.search(mine.text), _DIGITS.search(theirs.text)
    return bool(number and other and number.group() == other.group())


def _difference(mine: Figure, theirs: Figure) -> str:
    """What changed between two figures in the same place, in a reader's words."""
    if {mine.kind, theirs.kind} == {"percent", "points"}:
        return "a change in percentage points is not a change in percent"
    if _same_digits(mine, theirs):
        if (mine.unit, mine.kind) != (theirs.unit, theirs.kind):
            return "the same number with another unit"
        return "the same number on another scale"
    return "another value in the same place"


def _left_to_binding(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> bool:
    """The clause that says the rest of the claim has another figure in this one's place for the same
    listed measure: the contradiction figures.binding reports."""
    found = figure_slot(analysis, bound, evidence, verdict.FIGURE_SLOT_SHARED_MIN, verdict.FIGURE_SLOT_CONTEXT_MIN)
    if found is None:
        return False
    if says_a_difference(analysis, bound.figure) and not says_a_difference(
        found[0].analysis, found[1].source[0].figure
    ):
        return False  # figures.binding sets no level against a difference
    return _named_by_binding(bound, *found, evidence)


def _named_by_binding(bound: BoundFigure, aligned: SlotAlignment, slot: Slot, evidence: Evidence) -> bool:
    """The slot's source figure measures the same listed quantity as the claim's: another value for a
    named measure, which figures.binding reports with the measure's name."""
    theirs = slot.source[0].figure
    source_bound = next((b for b in aligned.analysis.figures if b.figure == theirs), None)
    if not (known_measure(bound.measure) and source_bound is not None and same_measure(bound, source_bound)):
        return False
    if figs.kind_family(theirs.kind) != figs.kind_family(bound.figure.kind):
        return False  # a rise of 20% is no rival to a level of 55 million: figures.binding compares like with like
    # unless the evidence also gives the claim's value for that measure, in another place (the figures
    # swapped: "$106m in turnover, up 34% on $79.1m"; "like-for-like sales rose 3.4%" in another sentence
    # for "online sales grew 3.4%"), which figures.binding accepts
    return not any(
        b.figure != theirs and figs.same_value(b.figure, bound.figure) and same_measure(bound, b)
        for p in evidence.passages
        for b in evidence.corpus.analysis(p.index).figures
    )


def _unit_left_unsaid(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> bool:
    """The clause that says the rest of the claim has the same number in this one's place as a bare
    count: "aged 10-24" for "10-24 years old", "scored 3 in the final" for "3 goals". A unit the source
    leaves to its words is not another unit."""
    found = figure_slot(analysis, bound, evidence, verdict.FIGURE_SLOT_SHARED_MIN, verdict.FIGURE_SLOT_CONTEXT_MIN)
    if found is None:
        return False
    f, theirs = bound.figure, found[1].source[0].figure
    if theirs is None or f.kind not in {"count", "measure"}:
        return False
    # the bare far end of the source's change ("shortened from four days to three"), whose unit is its
    # near end's
    source = found[0].analysis
    figures = [b.figure for b in source.figures]
    at = next((i for i, g in enumerate(figures) if g.start == theirs.start), None)
    after = figures[at + 1] if at is not None and at + 1 < len(figures) else None
    if (
        after is not None
        and theirs.unit == f.unit
        and source.text[theirs.end - source.offset : after.start - source.offset].strip().lower() in {"to", "and", "or"}
    ):
        theirs = after
    return _bare(f, theirs)


def _bare(f: Figure, g: Figure) -> bool:
    """Whether ``g`` is ``f``'s number as a bare count, its unit left to the words around it."""
    return g.kind == "count" and not g.unit and (g.value, g.high) == (f.value, f.high)


def _rival_doubtful(f: Figure, rival: Finding, in_place: bool, evidence: Evidence) -> bool:
    """Whether the evidence leaves room for the claim's figure beside the other figure a finding gives in
    its place: a year where the passage also says "this year" (or "last year", "next year"), which may be
    the claim's year ("took the cup this year, building on their win in 2018" for "won the cup in 2019";
    a source's date, where given, is read by _dateline_year); or, unless the rival stands in the place of
    the claim's figure in a clause that says the rest (``in_place``), a count or measure the evidence
    states as a bare number, its unit left to the words around it ("the age was set at 25" for "at least
    25 years old", beside "to have resided for at least one year")."""
    if f.kind == "year" and rival.evidence is not None:
        corpus = evidence.corpus
        at = corpus.passage_at(rival.evidence.source, rival.evidence.start)
        return at is not None and _RELATIVE_YEAR.search(corpus.passages[at].text) is not None
    if in_place or f.kind not in {"count", "measure"}:
        return False
    return any(_bare(f, g) for p in evidence.passages for g in evidence.corpus.figures(p.index))


def _bounded_in(f: Figure, evidence: Evidence) -> tuple[Passage, Figure] | None:
    """The evidence's figure that is ``f`` with a bound the claim leaves out, and its passage."""
    for p in evidence.passages:
        for g in evidence.corpus.figures(p.index):
            if figs.bound_dropped(f, g):
                return p, g
    return None


def _from_the_start(analysis: Analysis, f: Figure, held: list[Figure]) -> bool:
    """A span the claim counts from the start that the evidence bounds from above: "the first 2 hours"
    (最初の2時間) is "up to 2 hours" (2時間まで)."""
    return figs.counted_from_start(analysis.text, f.start - analysis.offset) and any(
        figs.bound_dropped(f, g) and g.comparator in ("<", "<=") for g in held
    )


# An ordinal of a run: "the eleventh month in a row", "the 11th month running", "a third consecutive year",
# "the third straight quarter"
# The words of a run after its ordinal: "month in a row", "monthly slowdown in a row", "month running";
# "consecutive month", "straight game".
_ROW_AFTER = re.compile(r"\s+(?P<noun>(?:[^\W\d]+\s+)?[^\W\d]+)\s+(?:in\s+a\s+row|running)\b", re.IGNORECASE)
_RUN_WORDS = re.compile(r"\b(?:in\s+a\s+row|running|consecutive|straight|successive)\b", re.IGNORECASE)
_ROW_BEFORE = re.compile(r"\s+(?:consecutive|straight|successive)\s+(?P<noun>[^\W\d]+)", re.IGNORECASE)


def _run_nouns(text: str) -> set[str] | None:
    """The keys of the words that say what a run is of, after its ordinal ("third consecutive month",
    "second monthly slowdown in a row"), or None when the words after it make no run."""
    m = _ROW_BEFORE.match(text) or _ROW_AFTER.match(text)
    return {k for w in m.group("noun").split() if (k := key_of(w))} if m else None


def _run_against(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """The length of a run the claim gives ("for a third consecutive month") where the evidence gives
    another run of the same thing ("the second monthly slowdown in a row", "two straight months")."""
    f = bound.figure
    if f.kind not in {"ordinal", "count"}:
        return None
    mine = _run_nouns(analysis.text[f.end - analysis.offset :])
    if not mine:
        return None
    for n, p in enumerate(evidence.passages):
        if not _RUN_WORDS.search(p.text):
            continue
        source = evidence.corpus.analysis(p.index)
        runs = [
            (g, theirs)
            for g in (b.figure for b in source.figures)
            if g.kind in {"ordinal", "count"} and (theirs := _run_nouns(source.text[g.end - source.offset :]))
        ]
        for g, theirs in runs:
            # the run of the same thing, or the one run of the passage that says most of the claim ("lost for
            # the fourth straight game" for "suffered its fifth consecutive defeat")
            if g.value != f.value and (theirs & mine or (n == 0 and len(runs) == 1)):
                return finding(
                    id,
                    CONTRADICTION,
                    f'The source gives a run of {g.value:g} ("{g.text}"), not {f.value:g}',
                    f"{cite(evidence, p)} counts this run as {g.text}; the claim says {f.text}.",
                    (f.start, f.end),
                    p,
                    (g.start, g.end),
                    fix=Fix(f.start, f.end, g.text) if g.kind == f.kind else None,
                )
    return None


def _in_a_row(analysis: Analysis, f: Figure, evidence: Evidence) -> bool:
    """A count of spans that the evidence gives as the ordinal of a run of them: "in each of the past
    eleven months" (or "for 11 months") for "for the eleventh month in a row", "three consecutive years"
    for "a third straight year"."""
    if f.kind == "measure":
        noun = f.text.split()[-1]
    elif f.kind == "count":
        after = re.match(
            r"\s+(?:consecutive\s+|straight\s+|successive\s+)?([^\W\d]+)", analysis.text[f.end - analysis.offset :]
        )
        noun = after.group(1) if after else ""
    else:
        return False
    want = key_of(noun)
    if not want:
        return False
    for p in evidence.passages:
        if not _RUN_WORDS.search(p.text):
            continue  # read only a passage that speaks of a run
        source = evidence.corpus.analysis(p.index)
        for b in source.figures:
            g = b.figure
            if g.kind != "ordinal" or g.value != f.value:
                continue
            if want in (_run_nouns(source.text[g.end - source.offset :]) or ()):
                return True
    return False


def _said_with_its_words(
    analysis: Analysis, bound: BoundFigure, aligned: SlotAlignment, slot: Slot, evidence: Evidence
) -> bool:
    """Whether another clause of the evidence states the claim's figure together with the claim's words
    that the aligned clause lacks, in another slot or added ("online sales jumped 11%" beside
    "like-for-like sales rose 2.1%" for "online sales jumped 11% in the 12 weeks"; "imports of aluminium
    fell 7%" beside "imports of steel rose 4%" for "Aluminium imports fell 7%"), and says no more that the
    claim does not say than the aligned one does (by weight): the claim follows that clause, and the
    aligned one merely shares more of its other words. A clause with the figure that says more of its own
    ("本人が結婚するときは5日" for the spouse's leave, whose clause gives 2日) is about something else."""
    words = {
        u.key for other in aligned.slots if other is not slot and other.kind in ("word", "name") for u in other.claim
    } | {u.key for u in aligned.added if u.figure is None}
    if not words:
        return False
    corpus = evidence.corpus
    mine = clause_key_set(analysis, bound.clause)
    aligned_says = clause_key_set(aligned.analysis, aligned.clause) - mine

    def weight(keys: set[str]) -> float:
        return sum(corpus.idf_of(k) for k in keys)

    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for b in an.figures:
            if not figs.same_value(bound.figure, b.figure):
                continue
            theirs = clause_key_set(an, b.clause)
            if words <= theirs and weight(theirs - mine) <= weight(aligned_says):
                return True
    return False


def _ends_reordered(analysis: Analysis, bound: BoundFigure, aligned: Aligned, theirs: Figure) -> bool:
    """Whether the figure in the claim figure's place is where the source's change started, the claim's is
    the level the change reached ("to"), and the source's sentence states that level too, other than as
    one of the claim's own figures: "rose by more than 100 to 1,240" against "now has 1,240 members, up from
    1,100" puts the two ends in another order; it does not give the start for the level."""
    source = aligned.analysis
    f = bound.figure
    if change_end(source, theirs) != "from" or not figs.follows_to(analysis.text, f.start - analysis.offset):
        return False
    here = [b.figure for b in source.figures if b.figure is not theirs]  # its sentence, past a comma
    mine = [replace(b.figure, comparator=None, approx=False) for b in analysis.figures if b is not bound]
    return any(figs.same_value(f, g) for g in here) and not any(figs.same_value(m, theirs) for m in mine)


def _slot_finding(analysis: Analysis, bound: BoundFigure, evidence: Evidence, local: bool = False) -> Finding | None:
    """A contradiction when the source clause that says the rest of the claim's clause has another
    figure where the claim has this one (or an unsupported rounding, when the source's figure rounds to
    the claim's). With ``local``, the source's figure need only stand between the same words as the
    claim's, in a sentence worded otherwise."""
    beside: tuple[str, ...] = ()
    if local:
        near = local_figure_slot(
            analysis, bound, evidence, verdict.LOCAL_FIGURE_WINDOW, verdict.LOCAL_FIGURE_SHARED_MIN
        )
        found = (near[0], near[1]) if near else None
        beside = near[2] if near else ()
    else:
        found = figure_slot(analysis, bound, evidence, verdict.FIGURE_SLOT_SHARED_MIN, verdict.FIGURE_SLOT_CONTEXT_MIN)
    if found is None:
        return None
    aligned, slot = found
    f, theirs = bound.figure, slot.source[0].figure
    assert theirs is not None
    if _ends_reordered(analysis, bound, aligned, theirs):
        return None
    source_span = slot.source_span
    if says_a_difference(analysis, f) and not says_a_difference(aligned.analysis, theirs):
        # a level in the place of a difference is no rival ("4,000 more fans than" / "holds 12,100 fans");
        # the difference the source clause words as one is ("£40m on agency staff, £8m more than planned")
        source = aligned.analysis
        gap = next(
            (
                b.figure
                for b in source.figures
                if b.clause == aligned.clause and _same_kind(f, b.figure) and says_a_difference(source, b.figure)
            ),
            None,
        )
        if gap is None or figs.same_value(f, gap):
            return None
        theirs, source_span = gap, (gap.start, gap.end)
    elif (
        f.kind in {"percent", "ratio"}
        and says_a_difference(aligned.analysis, theirs)
        and not says_a_difference(analysis, f)
    ):
        return None  # nor a change in the place of a share ("about one in three doses" / "15% more than")
    if _said_with_its_words(analysis, bound, aligned, slot, evidence):
        return None
    if _says_when(analysis, f) != _says_when(aligned.analysis, theirs):
        return None  # "twelve months earlier" dates the comparison; "24 weeks" is what was compared
    if f.kind == "year" and _year_said_of(analysis, bound, evidence):
        return None  # "a record that had stood since 1949" where another clause says "the record ... was set in 1949"
    if f.kind == "count" and _parts_total(bound, evidence) is not None:
        return None  # a total of the source's counts, one of which stands in its place
    if (
        incidental(f)
        and f.kind == "count"  # an ordinal may be far from its rival: "the first" where the source has "the 23rd"
        and theirs.text[:1].isdigit()
        and not _SWAP_RATIO_MIN <= f.value / (theirs.value or 1) <= 1 / _SWAP_RATIO_MIN
    ):
        return None  # "across its two sites" beside "120,000": a small count in words is no figure swapped for that
    if figs.bound_dropped(f, theirs):
        return None  # certainty reads it
    if (f.kind in _POSITIONS) != (theirs.kind in _POSITIONS):
        return None  # a year where the claim has an amount: the clauses are not lined up on this figure
    theirs_bound = _bound_in(aligned.analysis, theirs)
    if _unlike_age(f, theirs_bound):
        return None  # "eleven books" where the claim has "at the age of 91"
    if _other_years(bound, theirs_bound, aligned):
        return None  # "6,000 last year, twice the number in 2021" where the claim has "3,000 in 2021"
    if (
        slot.kind != "swapped"  # two amounts put in each other's places may be of two kinds ("9.7%" / "11")
        and _GROUP.get(f.kind, f.kind) != _GROUP.get(theirs.kind, theirs.kind)
        and not _same_digits(f, theirs)
    ):
        return None  # "a third" against "£8m": two different figures, not one changed
    if slot.kind == "swapped" and (_other_dimension(f, theirs) or _span_against_count(f, theirs)):
        # "£3m on repairs over two years" for "over two years ... £3 million", "212 witnesses over 18 months"
        # for "over a year and a half ... 212 witnesses": word order, not a swap
        return None
    if _named_by_binding(bound, aligned, slot, evidence):
        return None  # a listed measure with another value: figures.binding names the measure
    if _each_held(analysis, f, aligned.analysis, theirs, evidence):
        return None  # "roughly £60 each" in the place of the total, where the source gives "about £60 each"
    shown, source_shown = figs.describe(f), figs.describe(theirs)
    said = f'{cite(evidence, aligned.passage)} says "{aligned.clause_text()}"'
    fix = Fix(f.start, f.end, _span_as_written(f, theirs))
    if figs.rounds_to(f, theirs):
        return finding(
            id,
            UNSUPPORTED,
            f"The source gives {source_shown}; {shown} rounds it without saying so",
            f"{said}. Rounded to the digits the claim writes it is {shown}, but the claim states {shown} as "
            'exact: write the source\'s figure or hedge it ("about").',
            (f.start, f.end),
            aligned.passage,
            source_span,
            fix=fix,
        )
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {source_shown}, not {shown}",
        f"{said}: {source_shown} where the claim has {shown} ({_difference(f, theirs)}), "
        + (
            "beside the same words (" + ", ".join(f'"{w}"' for w in beside) + ")."
            if local
            else "in an otherwise matching sentence."
        ),
        (f.start, f.end),
        aligned.passage,
        source_span,
        fix=fix,
    )


def _each_held(analysis: Analysis, f: Figure, source: Analysis, theirs: Figure, evidence: Evidence) -> bool:
    """Whether the claim's figure is an amount for each one ("credit roughly £60 each to about 46,000
    customers"), the rival in its place is none ("to pay £2.8 million in compensation to around 46,000
    customers"), and the evidence gives the claim's amount for each one ("an average of about £60 each"):
    the claim put the amount each gets where the source put the total, and says both."""
    if not _PER_AFTER.match(analysis.text, f.end - analysis.offset):
        return False
    if _PER_AFTER.match(source.text, theirs.end - source.offset):
        return False
    for p in evidence.passages:
        other = evidence.corpus.analysis(p.index)
        for b in other.figures:
            if figs.same_value(f, b.figure) and _PER_AFTER.match(other.text, b.figure.end - other.offset):
                return True
    return False


_WHEN_AFTER = re.compile(r"\s+(?:earlier|ago|later|before|previously|prior|on)\b", re.IGNORECASE)


def _says_when(an: Analysis, f: Figure) -> bool:
    """Whether a span of time says when, counted from another time ("twelve months earlier", "two weeks
    ago", "a decade later"), rather than how long something took or lasted."""
    return figs.is_time_span(f) and _WHEN_AFTER.match(an.text, f.end - an.offset) is not None


_ONE_UNIT_WORDS = ("year", "month", "week", "day", "hour")
_ONE_UNIT = {word: figs.extract_figures(f"one {word}")[0] for word in _ONE_UNIT_WORDS}


def _when_in_words(analysis: Analysis, f: Figure, evidence: Evidence) -> bool:
    """Whether the evidence says the claim's "twelve months earlier" as "a year earlier" (a span of one
    unit written with "a", which is no figure): the same time, counted the same way."""
    if not _says_when(analysis, f):
        return False
    words = [w for w, one in _ONE_UNIT.items() if figs.same_value(f, one)]
    if not words:
        return False
    said = re.compile(rf"\b(?:a|an|one)\s+(?:{'|'.join(words)})\s+(?:earlier|ago|before|previously|prior)\b", re.I)
    corpus = evidence.corpus
    return any(said.search(corpus.passages[p.index].text) for p in evidence.passages)


YEAR_CONTEXT_MIN = 2  # informative words of the claim's clause a clause stating its year must share


def _year_said_of(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> bool:
    """Whether an evidence clause states the claim's year together with ``YEAR_CONTEXT_MIN`` of the claim
    clause's other words: the year is the source's for what the claim dates, whichever clause holds
    another year in its place ("beat a September record ... that had stood since 1949" against "the
    highest reading for any September day since records began in 1921. The previous September record ...
    was set in 1949")."""
    mine = clause_key_set(analysis, bound.clause)
    corpus = evidence.corpus
    for p in evidence.passages:
        an = corpus.analysis(p.index)
        for b in an.figures:
            if b.figure.kind == "year" and figs.same_value(bound.figure, b.figure):
                if len(mine & clause_key_set(an, b.clause)) >= YEAR_CONTEXT_MIN:
                    return True
    return False


def _other_dimension(f: Figure, theirs: Figure) -> bool:
    """Whether two figures measure different dimensions (money and time, length and mass), which no writer
    swaps for each other: a share or a bare count may stand in for either."""
    mine, other = figs.to_base(f)[1], figs.to_base(theirs)[1]
    return bool(mine and other and mine != other and "%" not in (mine, other))


def _span_against_count(f: Figure, theirs: Figure) -> bool:
    """Whether one of two figures is a span of time and the other a plain count ("212 witnesses over 18
    months" for "over a year and a half ... 212 witnesses"): where a sentence puts how long something took
    is free, so the two are reordered, not swapped. (Money and a count may be swapped: "$2.6 million" and
    "42" in each other's places.)"""
    plain = [g.kind == "count" and not g.unit for g in (f, theirs)]
    spans = [g.kind == "measure" and figs.is_time_span(g) for g in (f, theirs)]
    return (spans[0] and plain[1]) or (spans[1] and plain[0])


_SWAP_RATIO_MIN = 0.1  # a count in words and a figure in digits further apart than this are not one swapped


def _unlike_age(f: Figure, theirs: BoundFigure | None) -> bool:
    """Whether a source figure cannot be the age ``f`` states: an age is met by an age, or by a bare number
    ("He was 81.", "senior citizens over 65"), not by a count of the thing named after it ("a three-term
    congresswoman", "eleven books")."""
    if f.unit != figs.AGE or theirs is None:
        return False
    g = theirs.figure
    counted = theirs.measure_span is not None and theirs.measure_span[0] >= g.end
    return g.unit != figs.AGE and (g.kind != "count" or bool(g.unit) or counted)


def _other_years(bound: BoundFigure, theirs: BoundFigure | None, aligned: SlotAlignment) -> bool:
    """Whether the source figure in the claim figure's place is another year's: the claim gives its figure
    a year that the source clause names too, but for something other than its figure ("3,000 patients in
    2021" against "6,000 patients last year, twice the number it saw in 2021")."""
    if bound.year is None or theirs is None or theirs.year == bound.year:
        return False
    source = aligned.analysis
    return any(
        b.figure.kind == "year" and b.figure.value == bound.year and b.clause == theirs.clause for b in source.figures
    )


def _bound_in(analysis: Analysis, g: Figure) -> BoundFigure | None:
    return next((b for b in analysis.figures if b.figure is g), None)


def _same_kind(f: Figure, theirs: Figure) -> bool:
    """Two figures that could be one figure written differently: a year for a year, a day for a day,
    a share for a share, an amount in the same unit."""
    if (f.kind in _POSITIONS) != (theirs.kind in _POSITIONS):
        return False
    if f.kind in _POSITIONS:
        return f.kind == theirs.kind
    return _GROUP.get(f.kind, f.kind) == _GROUP.get(theirs.kind, theirs.kind) and f.unit == theirs.unit


def _other_unit(f: Figure, theirs: Figure) -> bool:
    """The same number of the same dimension in another unit: "14 miles" for "the 14-kilometre line",
    "45 s" for "45 ms"."""
    if f.kind != "measure" or theirs.kind != "measure" or f.unit == theirs.unit or not _same_digits(f, theirs):
        return False
    return figs.to_base(f)[1] == figs.to_base(theirs)[1]


_RELATIVE_YEAR = re.compile(r"\b(this|last|next) year\b", re.IGNORECASE)
_RELATIVE_OFFSET = {"this": 0, "last": -1, "next": 1}
# A source's own date, near its start: an ISO date ("2018-12-12"), or a month, a day and a year ("Nov 10,
# 2018", "12 December 2018").
_DOCUMENT_DATE = re.compile(
    r"\b((?:19|20)\d\d)-\d\d-\d\d\b"
    r"|\b[A-Z][a-z]{2,8}\.? \d{1,2},? ((?:19|20)\d\d)\b"
    r"|\b\d{1,2} [A-Z][a-z]{2,8} ((?:19|20)\d\d)\b"
)
DOCUMENT_DATE_REACH = 400  # characters from a source's start in which its own date is looked for


def _dateline_year(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> tuple[int, Aligned, str] | None:
    """The year the passage that says the rest of the clause gives by "this year", "last year" or "next
    year", read from its source's date near the start, with the passage and the words that say it."""
    f = bound.figure
    if f.kind != "year" or f.high is not None or f.approx or f.comparator:
        return None
    aligned = align(analysis, bound.clause, evidence, ignore=lambda t: f.start <= t.start < f.end)
    if aligned is None or aligned.overlap < verdict.ALIGN_MIN:
        return None
    relative = _RELATIVE_YEAR.findall(aligned.passage.text)
    if len({w.lower() for w in relative}) != 1:
        return None
    document = evidence.corpus.documents.get(aligned.passage.source)
    dated = _DOCUMENT_DATE.search(document.text[:DOCUMENT_DATE_REACH]) if document else None
    if dated is None:
        return None
    year = int(next(g for g in dated.groups() if g)) + _RELATIVE_OFFSET[relative[0].lower()]
    return year, aligned, f'says "{relative[0]} year" in a source dated {dated.group()}'


def _year_by_dateline(f: Figure, found: tuple[int, Aligned, str] | None, evidence: Evidence) -> Finding | None:
    """A year no source states that the source's "this year" (or "last year", "next year") puts at another
    ("In 2019, the film was selected" for "tapped for preservation this year" in an article of 2018-12-12);
    ``found`` is what ``_dateline_year`` read for it."""
    if found is None or found[0] == int(f.value):
        return None
    year, aligned, said = found
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {year}, not {int(f.value)}",
        f"{cite(evidence, aligned.passage)} {said}: {year}, where the claim has {int(f.value)}.",
        (f.start, f.end),
        aligned.passage,
    )


def _dated_otherwise(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A year or a day that no source states, written beside a month ("In June 2016", "on May 13"), when
    the sources the evidence comes from give that month exactly one other year or day ("Jun 14, 2017",
    "On May 11", "2017-06-14"): the date was moved. The month is the context that ties the two, as a
    shared word does for other figures; sources that give the month two other years or days leave the
    claim's merely unsupported."""
    f = bound.figure
    if f.high is not None or f.approx or f.comparator:
        return None
    mine = _date_part(analysis.text, f, analysis.offset)
    if mine is None:
        return None
    part, number = mine
    corpus = evidence.corpus
    name = _MONTH_NAMES[number - 1]
    keys = {k for w in (name, name[:3], name[:4]) if (k := key_of(w))}
    sources = {p.source for p in evidence.passages}
    indices = {p.index for p in evidence.passages}
    indices |= {int(i) for k in keys for i in corpus.postings_of(k) if corpus.passages[int(i)].source in sources}
    stated = {g.figure.value for g in analysis.figures if _date_part(analysis.text, g.figure, analysis.offset) == mine}
    given: dict[float, tuple[Passage, Figure]] = {}
    for index in sorted(indices):
        p = corpus.passages[index]
        for g in corpus.figures(index):
            if g.kind == "date" and int(g.value) // 100 % 100 == number:
                value = float(int(g.value) // 10000 if part == "year" else int(g.value) % 100)
            elif _date_part(p.text, g, p.start) == mine:
                value = g.value
            else:
                continue
            if value not in stated:
                given.setdefault(value, (p, g))
    if len(given) != 1:
        return None
    ((value, (passage, other)),) = given.items()
    month, theirs, claimed = name.capitalize(), int(value), int(f.value)
    said, written = (
        (f"{month} {theirs}", f"{month} {claimed}") if part == "year" else (f"{theirs} {month}", f"{claimed} {month}")
    )
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {said}, not {written}",
        f"No source states {written}, and the one {part} the claim's sources give {month} is {theirs}: "
        f"{cite(evidence, passage)}.",
        (f.start, f.end),
        passage,
        (other.start, other.end),
        fix=Fix(f.start, f.end, str(theirs) if part == "year" or f.kind == "count" else _as_ordinal(theirs, f.text)),
    )


def _as_ordinal(day: int, written: str) -> str:
    """``day`` written the way the claim wrote its day: "11" for "13", "11th" for "13th"."""
    if written.isdigit():
        return str(day)
    suffix = "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def incidental(f: Figure) -> bool:
    """A small count or ordinal written as a word ("two people", "her first appearance"): summaries count
    what the sources only show, so one no source states is noted, not held against the claim. A fraction
    in words ("half will be affordable") is a share the claim states, not a count, and a factor ("almost
    double last year's amount") a comparison the claim makes: no source or arithmetic giving it, it cannot
    be established."""
    return f.text.isalpha() and f.kind in {"count", "ordinal"} and f.value <= verdict.SMALL_NUMBER_WORD


def _paired_finding(analysis: Analysis, bound: BoundFigure, evidence: Evidence) -> Finding | None:
    """A contradiction when the evidence says the same thing as the claim's clause with another figure:
    the claim's clause has exactly one figure (this one) that the evidence does not state, and the
    evidence exactly one figure of its kind that the claim does not state, looked for first in the
    passage that says most of the clause in any words and order ("left more than 50 missing" for "left
    over 35 others missing"), then in the whole evidence set ("appointed in October 2019", its year in
    the dateline, for "In October 2018, ... was appointed"). For a figure with a unit, a passage that is
    evidence for the clause at all will do: the unit ties the two figures."""
    f = bound.figure
    stated = [b.figure for b in analysis.figures]
    # a small count or ordinal in words ("her first theater appearance in 16 years") is incidental, as the
    # note for it says: it does not make the clause one with two figures the evidence lacks
    mine = [
        b.figure for b in analysis.figures if b.clause == bound.clause and (b.figure is f or not incidental(b.figure))
    ]
    held = [(p, h) for p in evidence.passages for h in evidence.corpus.figures(p.index)]
    if [g for g in mine if not any(figs.same_value(g, h) for _, h in held)] != [f]:
        return None
    aligned = align(analysis, bound.clause, evidence)
    # a unit (days, years, kilograms, an age) ties two figures as a shared word does, so the clause need
    # only be evidence for the claim's
    bar = verdict.FIGURE_PAIR_UNIT_OVERLAP_MIN if f.kind == "measure" else verdict.FIGURE_PAIR_OVERLAP_MIN
    if aligned is None or aligned.overlap < verdict.FIGURE_PAIR_UNIT_OVERLAP_MIN:
        return None
    # an age ties only to an age the source states as one ("at the age of 67", "He was 86."), not to a bare
    # count, below the bar for figures without a unit
    ages_only = aligned.overlap < bar
    if ages_only and f.unit != figs.AGE:
        return None

    # a level is no rival of a difference ("4,000 more fans than the old stand" / "holds 12,100 fans")
    gap = says_a_difference(analysis, f)

    def free(where: list[tuple[Passage, Figure]]) -> list[tuple[Passage, Figure]]:
        return [
            (p, h)
            for p, h in where
            if (_same_kind(f, h) or _other_unit(f, h) or (f.unit == figs.AGE and h.kind == "count" and not h.unit))
            and (not ages_only or h.unit == figs.AGE)
            and not any(figs.same_value(g, h) for g in stated)
            and (not gap or says_a_difference(evidence.corpus.analysis(p.index), h))
            and not (f.unit == figs.AGE and _unlike_age(f, _bound_in(evidence.corpus.analysis(p.index), h)))
        ]

    found = free([(p, h) for p, h in held if p.index == aligned.passage.index]) or free(held)
    if not found and f.unit == figs.AGE:
        # an age is often said in a sentence of its own beside the one about the person ("... died on
        # Saturday. She was 78."): the paragraph's ages
        found = free([(q, g) for g, q in _paragraph_figures(evidence, lambda g: g.unit == figs.AGE)])
    if len({h.value for _, h in found}) != 1:
        return None
    passage, other = found[0]
    shown, source_shown = figs.describe(f), figs.describe(other)
    where = "says most of this part of the claim" if passage.index == aligned.passage.index else "is evidence for it"
    return finding(
        id,
        CONTRADICTION,
        f"The source gives {source_shown}, not {shown}",
        f"{cite(evidence, passage)} {where}, and its only figure of this kind that the claim does not state is "
        f"{source_shown} ({_difference(f, other)}).",
        (f.start, f.end),
        passage,
        (other.start, other.end),
        fix=Fix(f.start, f.end, other.text),
    )


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    if not _applies(claim, analysis, evidence):
        return None
    out = []
    held = [f for p in evidence.passages for f in evidence.corpus.figures(p.index)]
    for bound in analysis.figures:
        f = bound.figure
        # a bound on a difference ("beat the record by more than two degrees") is met by a difference ("by
        # 8%"), not by any level beyond it ("38.4C")
        if f.comparator is not None and says_a_difference(analysis, f):
            as_is = any(figs.same_value(f, g) for g in _differences(evidence))
        else:
            as_is = (
                any(figs.same_value(f, g) for g in held)
                or _when_in_words(analysis, f, evidence)
                or _from_the_start(analysis, f, held)
                or _factor_as_change(analysis, bound, evidence)
                or _change_as_factor(analysis, bound, evidence)
                or _in_a_row(analysis, f, evidence)
            )
        if not as_is and (bounded := _bounded_in(f, evidence)):
            if figs.attributive(f):
                continue  # "12-hour waits" names the waits the source gives as "more than 12 hours"
            # the source's figure with its bound left out ("12%" for "up to 12%"), unless another figure
            # stands in its place; certainty reads the bound in a clause said in place, and elsewhere it
            # is said here, as what it is
            moved = _slot_finding(analysis, bound, evidence) if f.high is None else None
            if moved is not None and moved.kind is CONTRADICTION:
                out.append(moved)
            elif in_place(analysis, bound.clause, evidence, verdict.ALIGN_MIN) is None:
                p, g = bounded
                out.append(
                    finding(
                        id,
                        # a bound ("at least 40") says something else of the figure than the exact one the
                        # claim states, as certainty holds in place; an estimate ("about 40") only less
                        CONTRADICTION if g.comparator else UNSUPPORTED,
                        f"The source gives {figs.describe(g)}; the claim states {figs.describe(f)}",
                        f'{cite(evidence, p)} bounds this figure ("{g.text}" with its words around it), and the '
                        "claim states it without the bound.",
                        (f.start, f.end),
                        p,
                        (g.start, g.end),
                    )
                )
            continue
        by_dateline = None  # the year the source's "this year" gives, read once for the two uses below
        if (
            as_is
            or _ends_held(f, held)
            or _in_a_date(bound, held, evidence)
            or _a_named_period(bound, analysis, evidence)
            or (
                (by_dateline := _dateline_year(analysis, bound, evidence)) is not None
                and by_dateline[0] == int(f.value)
            )
        ):
            # held somewhere in the evidence; but where the clause that says the rest of the claim has
            # another figure in its place, the value was taken from something else (not a year the source
            # sets its own against: "8,300 visitors in 2024, 900 fewer than in 2023" for "in 2023")
            moved = (
                None
                if _year_compared(f, evidence)
                else (
                    _label_swapped(analysis, bound, evidence)
                    or _end_swapped(analysis, bound, evidence)
                    or _period_changed(analysis, bound, evidence)
                    or _reporting_period_changed(analysis, bound, evidence)
                    or _year_moved(analysis, bound, evidence)
                    or (_slot_finding(analysis, bound, evidence) if f.high is None else None)
                    or _share_moved(analysis, bound, evidence)
                    or _predicate_moved(analysis, bound, evidence)
                    or _count_act_moved(analysis, bound, evidence)
                )
            )
            if moved is not None and moved.kind is CONTRADICTION:
                out.append(moved)
            continue
        shown = figs.describe(f)
        worked = derived(analysis, bound, evidence)
        if (
            worked
            and f.kind in _AMOUNTS
            and not says_a_difference(analysis, f)
            and _level_before_gap(analysis, bound, evidence) is None
            and _each_total(analysis, bound, evidence) is None
            and _per_each(analysis, bound, evidence) is None
            and _average_total(analysis, bound, evidence) is None
            and not (_SAYS_TOTAL.search(analysis.text) and _summed(analysis, bound, evidence))
            and _remainder(analysis, bound, evidence) is None
            and _other_party(analysis, bound, evidence) is None
            and _share_of_amount(f, evidence) is None
            and (moved := _slot_finding(analysis, bound, evidence)) is not None
        ):
            # the source's own count in the claim's place outweighs a difference that happens to equal it:
            # "Seven of the nine members voted for a cut" is not 9 - 2 when the source says two did; not a
            # total the claim calls one ("a total of 12 matches" for "were each banned for four matches";
            # "9,400 patients between them" for two hospitals' 5,100 and 4,300); nor a share for each one
            # ("£40 per household" for "£2 million across the district's 50,000 households"); nor the level of a
            # party the source gives through its gap to the winner; nor a share of the amount in its place
            # ("will spend £4.2m on books" for "a budget of £12m, 35% of which will go on books")
            if moved.kind is CONTRADICTION:
                out.append(moved)
                continue
        if worked and (against := _worked_the_other_way(analysis, bound, evidence)) is not None:
            out.append(against)
            continue
        if worked:
            working, p = worked
            claimed = figs.describe(_as_claimed(analysis, f))
            if working.endswith(" points") and not working.endswith("percentage points"):
                claimed = f"{figs.describe(f)} points"  # a score's points, not a share's ("six points clear")
            out.append(
                finding(
                    id,
                    NOTE,
                    f"{claimed} is worked out from the source's figures: {working}",
                    f"No source states {claimed}; it follows from two figures in {cite(evidence, p)}: {working}.",
                    (f.start, f.end),
                    p,
                )
            )
            continue
        if _unit_left_unsaid(analysis, bound, evidence):
            continue  # the source's number in this place, its unit left to the words around it
        if _left_to_binding(analysis, bound, evidence):
            continue  # figures.binding reports it, naming the measure; "appears in no source" would be noise
        in_place_rival = _slot_finding(analysis, bound, evidence)
        gap = None
        slotted = (
            in_place_rival
            or _factor_against(analysis, bound, evidence)
            or _share_against(analysis, bound, evidence)
            or (gap := _gap_against(analysis, bound, evidence))
            or _short_against(analysis, bound, evidence)
            or _part_against(analysis, bound, evidence)
            or _factor_against_change(analysis, bound, evidence)
            or _run_against(analysis, bound, evidence)
            or _slot_finding(analysis, bound, evidence, local=True)
            or _paired_finding(analysis, bound, evidence)
            or _dated_otherwise(analysis, bound, evidence)
            or _year_by_dateline(f, by_dateline, evidence)
        )
        if slotted and slotted.kind is CONTRADICTION:
            if _compared(analysis, f) and slotted is not gap:
                slotted = None  # a level in its place is no rival to a gap; the two ends worked out are
            elif _rival_doubtful(f, slotted, slotted is in_place_rival, evidence):
                slotted = _year_by_dateline(f, by_dateline, evidence)
        if slotted:
            out.append(slotted)
            continue
        if any(figs.same_value(f, g) for g, _ in _paragraph_figures(evidence, lambda g: True)):
            # another sentence of an evidence passage's paragraph gives it: a claim that gathers a paragraph
            # ("... in front of nearly 8,000 fans" for "... A crowd of 7,850 attended.")
            continue
        elsewhere = evidence.corpus.passages_with_figure(f, limit=1)
        if elsewhere:
            p = evidence.corpus.passages[elsewhere[0][0]]
            out.append(
                finding(
                    id,
                    UNSUPPORTED,
                    f"{shown} is in the sources, but not in the passages about this claim",
                    f"{shown} appears in {cite(evidence, p)}, which shares little else with the claim; "
                    "check that the figure belongs to what the claim says it measures.",
                    (f.start, f.end),
                    p,
                    (elsewhere[0][1].start, elsewhere[0][1].end),
                )
            )
            continue
        if incidental(f):
            out.append(
                finding(
                    id,
                    NOTE,
                    f'No source states the count "{f.text}"',
                    f'"{f.text}" is written as a word and appears in no source as a number; the sources may show '
                    "the count without stating it, so this is left to the editor.",
                    (f.start, f.end),
                )
            )
            continue
        out.append(
            finding(
                id,
                UNSUPPORTED,
                f"Cannot establish {shown}: it appears in no source",
                f"No source states {shown} (compared as a value, so other spellings of the same number count); "
                + (f"the closest passage is {cite(evidence, evidence.passages[0])}." if evidence.passages else ""),
                (f.start, f.end),
            )
        )
    return [f for f in out if not complement_restated(analysis, evidence, f)]
