"""direction: rose/fell, higher/lower, improved/worsened, won/lost: the same way as the source.

What it catches
    A claim word whose opposite stands in its place in the source clause that says the rest of the
    claim clause in the same order: up/down ("sales rose" / "sales fell"), no change against either
    ("held its rate" / "raised its rate", "remained at 4.1%" / "fell to 4.1%"), better/worse, the antonyms
    WordNet records ("accepted" / "rejected", "guilty" / "innocent", "increase" / "decrease"), good
    and bad news nouns ("a gain" / "a loss"), and a better/worse word against an up/down word on a
    quantity whose good direction is known ("survival improved" / "survival fell", "improved the pass
    rate" / "reduced the pass rate"; but "unemployment improved" / "unemployment fell" agree). Because
    the words are compared in place, a direction word about another subject elsewhere in the source
    sentence does not cancel a reversal. Failing an in-order match, the clause sharing most words is
    compared on the same axes; a prefixed opposite the evidence has instead of the claim's word
    ("incorrect" for "correct"; in Japanese 非公開 for 公開, 対象外 for 対象) is caught anywhere in the
    evidence, and an antonym it has instead ("opening" for "closing") in a clause that shares other words
    with the claim's. A change word that
    goes against the claim's own figures, both of them the source's ("rose to 2.4% from 2.9%"), is a
    reversal whatever word the source uses; so is a figure put above or below a reference the evidence
    gives a figure for, the other way from the two figures ("78%, though it remained below the county
    average" where the source gives the county average as 67%). A change word about two or all of the
    claim word's subject words in another evidence passage than the one that says most of the clause, with
    no word in the evidence going the claim's way about as much of it, is a reversal too ("mortgage arrears
    have begun to fall, the lenders said", aligned by its speaker with "the lenders said approvals fell",
    against "arrears were still rising"). Each part of a coordinated subject is read on its own: "both home and overseas
    applications fell" is against "overseas applications rose". A negation on one of the two words turns
    it ("did not approve" says what "rejected" says); on both, the reversal stands. A claim clause whose
    words match no source clause well enough is matched by the clause that states two of its figures,
    read on its own ("営業利益は、前期に比べて18%増加し46億円" against "営業利益は同18%減の46億円"); in
    Japanese the subject is what は or が marks, past a comparison standing before the word. A change word
    is about its subject's head: one whose subject shares only other words with the source word's ("Container
    throughput at Feldhaven rose" / "dwell times for import containers fell") is about another thing. A party
    the claim says won where the source has it beaten ("Ledbury won" / "Tamsford beat Ledbury") is a
    reversal; a figure straight before a standing word is its margin ("half a point clear of Sand"), and an
    antonym that describes the claim's own thing counts in any sentence of the evidence's paragraphs ("is
    male" / "The female calf"). A change the claim gives to a level ("has climbed to 1,900") that the
    evidence gives only as it stands, with no word of change or comparison and no other figure of its kind
    in the sentence or the sentences beside it ("There were 1,900 adopters waiting"), cannot be
    established: which way it went, if it moved at all, is unsaid.

Why it matters
    A reversed direction keeps every number and name of the source, so overlap and figure checks both
    pass it.

Example
    Source "Attendance fell by 6% over the term." Claim "Attendance rose by 6% over the term." ->
    the source says "fell".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from types import ModuleType

from .. import verdict
from ..model import Claim, Figure, Finding, Passage
from ..text import cjk
from ..text.analysis import CALENDAR_WORDS, CJK_LANGUAGES, Analysis, BoundFigure, is_negation, phrase_spans
from ..text.assertion import IRREGULAR_PAST, SUBJECT_PRONOUNS
from ..text.figures import follows_to, same_value
from ..text.keys import key_of
from ..text.lexicon import LANGUAGES, adjective_of, are_antonyms, en, lemma_stems
from ..text.tokens import Token, stem, tokenize
from .align import (
    Aligned,
    SlotAlignment,
    align,
    attribution_before,
    change_end,
    cite,
    clause_key_set,
    clause_keys,
    finding,
    hypothetical,
    in_place,
    paragraph_passages,
    slot_tokens,
    swap_fix,
    token_before,
    token_index,
    word_against_word,
)
from .base import CONTRADICTION, UNSUPPORTED, Evidence, Fires, Passes
from .complement import complement_restated
from .coverage import PREPOSITIONS
from .entities import spellings_of

needs_evidence = True
id = "direction"

fires = [
    Fires(
        "More cyclists than pedestrians were injured on the city's roads last year.",
        "Pedestrian injuries on the city's roads fell to 412 last year from 455, while cyclist injuries rose to "
        "301 from 288.",
        CONTRADICTION,
        "More",
        note="road safety: four figures of one kind, the two levels told apart by their measures",
    ),
    Fires(
        "審議会の議事録は公開される。",
        "市は、審議会の議事録を当面非公開とすると決めた。",
        CONTRADICTION,
        "公開",
        note="local government (Japanese): 非 written on the claim's word says it is not so",
    ),
    Fires(
        "粗大ごみも有料化の対象となる。",
        "家庭ごみの有料化は来年10月に始まるが、粗大ごみは有料化の対象外とする。",
        CONTRADICTION,
        "対象",
        note="waste collection (Japanese): 外 written after the claim's word puts it outside the scope",
    ),
    Fires(
        "Hotel occupancy in the resort climbed last summer.",
        "Hotel occupancy in the resort last summer was 71%, the tourism board said, down from 78% the year before.",
        CONTRADICTION,
        "climbed",
        note="tourism: 'down' is read past the attribution, as about the occupancy before it",
    ),
    Fires(
        "Total grain output climbed 3% to 21 million tonnes.",
        "The country's cereal harvest shrank 3% to 21 million tonnes. Wheat output was flat.",
        CONTRADICTION,
        "climbed",
        note="farming: the clause that states both figures goes the other way, whatever its subject is called",
    ),
    Fires(
        "UK weddings got bigger last year, with the typical guest list growing to 76.",
        "The average cost of a wedding rose to £20,700. The average number of guests fell to 76.",
        CONTRADICTION,
        "growing",
        note="weddings: a change to the level a source clause gives a change to, the other way, however "
        "differently the two name what changed",
    ),
    Fires(
        "市は来年4月から図書館の開館時間を短縮する。",
        "市は来年4月から図書館の開館時間を午後9時まで延長する方針を明らかにした。",
        CONTRADICTION,
        "短縮",
        note="a Japanese notice: a time made shorter where the source makes it longer",
    ),
    Fires(
        "Okafor kept his cruiserweight belt on a split decision.",
        "Okafor retained his cruiserweight title with a unanimous points decision over Koval.",
        CONTRADICTION,
        "split",
        note="boxing: how the judges decided, all of them or part",
    ),
    Fires(
        "The number of approved adopters waiting to be matched has climbed to 1,900.",
        "There were 1,900 approved adopters waiting to be matched, official figures show.",
        UNSUPPORTED,
        "climbed to 1,900",
        note="a change to a level the source gives as it stands: which way, if at all, is unsaid",
    ),
    Fires(
        "Shares in the retailer fell to 410p.",
        "Shares in the retailer closed at 410p after its chief executive resigned.",
        UNSUPPORTED,
        "fell to 410p",
        note="markets: a close is no fall",
    ),
    Fires(
        "Rents rose faster in Leeds than in Manchester.",
        "Rents rose 6.1% in Leeds and 7.4% in Manchester.",
        CONTRADICTION,
        "faster",
        note="how fast two things changed, against the two changes the source gives",
    ),
    Fires(
        "Rural broadband is improving more slowly than urban broadband.",
        "Rural broadband speeds are improving faster than urban speeds, the regulator said.",
        CONTRADICTION,
        "slowly",
        note="a short adverb read as its adjective: slowly / fast",
    ),
    Fires(
        "The new vaccine acts faster than the old one.",
        "The new vaccine acts more slowly than the old one, but protection lasts longer.",
        CONTRADICTION,
        "faster",
    ),
    Fires(
        "The city will cut the bulky-waste collection fee.",
        "From 1 April the city will change the bulky-waste collection fee from £40 to £50 per item.",
        CONTRADICTION,
        "cut",
        note="the source states the change in figures alone, from one end to the other",
    ),
    Fires(
        "市は粗大ごみの収集手数料を引き下げる。",
        "市は4月1日から、粗大ごみの収集手数料を1点400円から500円に改定します。",
        CONTRADICTION,
        "引き下げ",
        note="Japanese marks the ends after the figures: から the start, に the end",
    ),
    Fires(
        "Fewer foster carers were recruited this year than last.",
        "The county recruited 48 foster carers this year, against 39 last year.",
        CONTRADICTION,
        "Fewer",
        note="a comparison in words against the two figures the source gives for its two sides",
    ),
    Fires(
        "The salt works produced less salt than in 2022.",
        "The salt works produced 14,000 tonnes this year, its highest output since 2019, compared with 11,500 "
        "tonnes in 2022.",
        CONTRADICTION,
        "less",
        note="the words after 'than' stand beside the second side's figure",
    ),
    Fires(
        "More women than men were recruited as bus drivers.",
        "The operator recruited 30 women and 45 men as bus drivers in 2024.",
        CONTRADICTION,
        "More",
    ),
    Fires(
        "Milk prices have fallen since May.",
        "Prices for a carton of milk have not changed since May.",
        CONTRADICTION,
        "fallen",
        note="a verb of change denied ('not changed') says no change, against a fall",
    ),
    Fires(
        "入場者数は、前年と比べて12%減少し3万人となった。",
        "入場者数は前年比12%増の3万人だった。",
        CONTRADICTION,
        "減少",
        note="the subject is what は marks, past the comparison between; the two figures tie the clauses",
    ),
    Fires(
        "北斗精機の営業利益は、前期に比べて18%増加し46億円となった。",
        "精密部品メーカーの北斗精機は決算を発表した。売上高は前期比4.2%増の812億円だったが、"
        "原材料価格の高騰が響き、営業利益は同18%減の46億円にとどまった。",
        CONTRADICTION,
        "増加",
        note="the clause stating both of the claim clause's figures is its counterpart, not the one naming the company",
    ),
    Fires(
        "The share of pupils gaining a grade 4 rose to 78%, though it remained below the county average.",
        "At the academy 78% of pupils gained a grade 4 or above, up from 64%. The county average for grade 4 was 67%.",
        CONTRADICTION,
        "below",
        note="a figure set against a reference the source gives a figure for, the other way from the figures",
    ),
    Fires(
        "The backlog of cases at the county's courts eased by 12% last year.",
        "The county's courts had a backlog of 4,100 cases at the end of the year, an increase of 12% on the "
        "year before.",
        CONTRADICTION,
        "eased",
        note="the subject read back past where it is ('at the county's courts') to what it is",
    ),
    Fires(
        "The trust met its four-hour target for emergency care in January.",
        "The trust missed its four-hour target for emergency care in January for the fifth month running.",
        CONTRADICTION,
        "met",
    ),
    Fires(
        "The ombudsman dismissed the tenant's complaint about the repairs.",
        "The ombudsman upheld the tenant's complaint about the repairs and ordered the landlord to pay £900.",
        CONTRADICTION,
        "dismissed",
    ),
    Fires(
        "The port's container traffic rose last year.",
        "Cruise traffic at the port rose 12% last year, while its container traffic fell for a third year.",
        CONTRADICTION,
        "rose",
        note="both statements share two words of the claim's subject; the one about 'cruise' traffic, which the "
        "claim never mentions, is another statement",
    ),
    Fires(
        "Mortgage arrears have begun to fall, the lenders' association said.",
        "The lenders' association said new mortgage approvals fell to 52,000 in May. It noted that mortgage "
        "arrears were still rising.",
        CONTRADICTION,
        "fall",
        note="the speaker aligns the claim with the sentence about approvals; another passage says what arrears did",
    ),
    Fires(
        "Both home and overseas applications to the university fell this year.",
        "Applications to the university from home students fell by 4% this year, while overseas applications "
        "rose by 9%.",
        CONTRADICTION,
        "fell",
        note="a coordinated subject says each of its parts fell; the source has overseas applications rise",
    ),
    Fires(
        "Hospital admissions for flu are now declining, the agency said.",
        "The agency said vaccine uptake fell among over-65s this winter. Hospital admissions for flu continued "
        "to rise in the week to Sunday.",
        CONTRADICTION,
        "declining",
    ),
    Fires(
        "The fund outperformed its benchmark last year.",
        "The fund lagged its benchmark last year, its managers said.",
        CONTRADICTION,
        "outperformed",
        note="where a thing stands against a mark: above, ahead, beat against below, behind, lagged",
    ),
    Fires(
        "Quarterly profits beat analysts' forecasts.",
        "Quarterly profits missed analysts' forecasts by a wide margin.",
        CONTRADICTION,
        "beat",
    ),
    Fires(
        "Regulators approved the inhaler for children with severe asthma.",
        "Regulators approved the inhaler for adults with severe asthma on Monday.",
        CONTRADICTION,
        "children",
        note="the other of the two groups a licence is for",
    ),
    Fires(
        "The pier was seriously damaged in the storm.",
        "The pier suffered minor damage in the storm, the council said.",
        CONTRADICTION,
        "seriously",
        note="an adverb stands on its adjective's side",
    ),
    Fires(
        "Daniel Hart admitted the fraud charges.",
        "The jury acquitted Daniel Hart on Thursday after a three-week trial. He had denied the fraud charges.",
        CONTRADICTION,
        "admitted",
        note='the clause calls the claim\'s subject "he"; the source names him in another sentence',
    ),
    Fires(
        "Bus fares will rise in March.",
        "Bus fares will be frozen until March, the transport authority said.",
        CONTRADICTION,
        "rise",
        note="a price frozen is a price unchanged",
    ),
    Fires(
        "Side effects of the vaccine were severe.",
        "Side effects of the vaccine were mostly mild, the trial found.",
        CONTRADICTION,
        "severe",
    ),
    Fires(
        "The planning inspector allowed the quarry expansion on appeal.",
        "The planning inspector dismissed the quarry expansion appeal, citing harm to the landscape.",
        CONTRADICTION,
        "allowed",
        note="an appeal is allowed or dismissed",
    ),
    Fires(
        "The share of pupils reaching the expected standard in reading rose to 74%.",
        "The share of pupils reaching the expected standard in maths rose to 73%, while the share in reading "
        "was unchanged at 74%.",
        CONTRADICTION,
        "rose",
        note="the figure after both words says which statement of the sentence the claim's is",
    ),
    Fires(
        "当社の営業利益は前期比5%増となった。",
        "当社の営業利益は前期比5%減となった。",
        CONTRADICTION,
        "増",
        fix="当社の営業利益は前期比5%減となった。",
        note="the change written after the figure",
    ),
    Fires(
        "会社は来年度の基本給を引き上げる。",
        "会社は、来年度の基本給を据え置くと発表した。",
        CONTRADICTION,
        "引き上げ",
        note="both verbs are spelled over several tokens; their kana endings leave no clean fix",
    ),
    Fires(
        "The Conservatives rose to 28% in the poll.",
        "The Liberal Democrats gained two points to 12% in the poll, while the Conservatives dipped to 28%.",
        CONTRADICTION,
        "rose",
        fix="The Conservatives dipped to 28% in the poll.",
        note="a one-word subject: the other clause is about all of it",
    ),
    Fires(
        "Shares in the airline rose 4% on Monday.",
        "Shares in the airline slipped 4% on Monday after it cut its forecast.",
        CONTRADICTION,
        "rose",
        fix="Shares in the airline slipped 4% on Monday.",
    ),
    Fires(
        "Aluminium imports rose 7% last year.",
        "Imports of steel rose 4% last year, while imports of aluminium fell 7%.",
        CONTRADICTION,
        "rose",
        fix="Aluminium imports fell 7% last year.",
        note="'fell' is in the other clause, but more about aluminium imports than the 'rose' about steel",
    ),
    Fires(
        "The board raised its dividend forecast for the year.",
        "The board's dividend forecast for the year was left unchanged, the company said.",
        CONTRADICTION,
        "raised",
        note="'left' is a word of listed pairs (entered/left, left/right), not a change, so it does not cut "
        "off what 'unchanged' is about; a state word takes no verb's place, so there is no fix",
    ),
    Fires(
        "The airline raised its profit guidance to £510 million.",
        "Profit guidance was left unchanged at £510 million, the airline said.",
        CONTRADICTION,
        "raised",
        note="'profit' (profit/loss) is part of what 'raised' is about",
    ),
    Fires(
        "The library will receive £2 million, an increase on last year.",
        "The library will receive £2 million, the same as last year.",
        CONTRADICTION,
        "increase",
        note="'the same as' says no change",
    ),
    Fires(
        "Fewer than 300 homes were left without power.",
        "More than 300 homes were left without power after the storm.",
        CONTRADICTION,
        "Fewer",
        fix="More than 300 homes were left without power.",
        note="one bound against the other on the same figure",
    ),
    Fires(
        "The tourist board forecasts growth in visitor numbers next year.",
        "The tourist board forecasts a decline in visitor numbers next year.",
        CONTRADICTION,
        "growth",
        fix="The tourist board forecasts decline in visitor numbers next year.",
        note="nouns of change: growth / decline, a rise / a reduction",
    ),
    Fires(
        "The central bank held its main rate at 4.5% on Thursday.",
        "On Thursday the central bank raised its main interest rate to 4.5% from 4.25%.",
        CONTRADICTION,
        "held",
        note="no change against a change: up/down has a third side",
    ),
    Fires(
        "Unemployment remained at 4.1% in the third quarter.",
        "Unemployment fell to 4.1% in the third quarter, the statistics office said.",
        CONTRADICTION,
        "remained",
    ),
    Fires(
        "The station platform sits 30 metres under the street.",
        "The station platform sits 30 metres above the street, on a viaduct.",
        CONTRADICTION,
        "under",
        note="a position: 'above' and 'under', which WordNet pairs only as above/below",
    ),
    Fires(
        "The judge granted bail to the defendant at the first hearing.",
        "At the first hearing the judge refused bail to the defendant.",
        CONTRADICTION,
        "granted",
    ),
    Fires(
        "After the win, the club sits two points ahead of its rivals.",
        "After the win, the club sits two points behind its rivals.",
        CONTRADICTION,
        "ahead",
    ),
    Fires(
        "Mortgage rates rose to 5.1% in March.",
        "Mortgage rates eased to 5.1% in March, lenders said.",
        CONTRADICTION,
        "rose",
        note="'eased' says where a rate went, as 'fell' does",
    ),
    Fires(
        "The jury found the former director guilty of fraud.",
        "Jurors acquitted the company's former director of fraud on Thursday.",
        CONTRADICTION,
        "guilty",
        note="the opposites are about the same person: the object of one, the subject of the other",
    ),
    Fires(
        "Inflation rose to 2.4% in November from 2.9% in October.",
        "Annual inflation slowed to 2.4 percent in November, down from 2.9 percent in October.",
        CONTRADICTION,
        "rose",
        note="the claim's own figures, both the source's, go down",
    ),
    Fires(
        "Membership grew from 450 to 320 after the fee rise.",
        "After the fee rise, membership went from 450 to 320.",
        CONTRADICTION,
        "grew",
        note="the source has no direction word: its figures say which way",
    ),
    Fires(
        "Construction of the bridge accelerated over the winter.",
        "Construction of the bridge slowed over the winter.",
        CONTRADICTION,
        "accelerated",
        fix="Construction of the bridge slowed over the winter.",
        note="WordNet links 'accelerate' to 'decelerate', a sense 'slow' shares",
    ),
    Fires(
        "The county's jobless rate is 5.1%, which is lower than the national rate.",
        "The county's jobless rate is 5.1%, which is higher than the national rate.",
        CONTRADICTION,
        "lower",
        fix="The county's jobless rate is 5.1%, which is higher than the national rate.",
        note="a comparative stays in one clause with the second term it is compared to",
    ),
    Fires(
        "The theatre shares its building with a dozen larger arts charities.",
        "The theatre shares its building with a dozen smaller arts charities.",
        CONTRADICTION,
        "larger",
        fix="The theatre shares its building with a dozen smaller arts charities.",
        note="comparatives are read as their adjectives, which WordNet lists as antonyms",
    ),
    Fires(
        "Oman is closing its airspace to Israeli carriers, including El Al.",
        "Oman announced on Friday it was opening its airspace to Israeli airlines such as El Al.",
        CONTRADICTION,
        "closing",
        fix="Oman is opening its airspace to Israeli carriers, including El Al.",
        note="worded otherwise: a word the evidence never uses, whose antonym it says about the same thing",
    ),
    Fires(
        "Attendance rose by 6% over the spring term.",
        "Attendance fell by 6% over the spring term.",
        CONTRADICTION,
        "rose",
        fix="Attendance fell by 6% over the spring term.",
    ),
    Fires(
        "Response times worsened after the new release shipped.",
        "Response times improved after the new release shipped.",
        CONTRADICTION,
        "worsened",
        fix="Response times improved after the new release shipped.",
    ),
    Fires(
        "The home side won the final in extra time.",
        "The home side lost the final in extra time.",
        CONTRADICTION,
        "won",
        fix="The home side lost the final in extra time.",
    ),
    Fires(
        "The network produces an incorrect output for every input of interest.",
        "The network produces a correct output for every input of interest.",
        CONTRADICTION,
        "incorrect",
        fix="The network produces a correct output for every input of interest.",
    ),
    Fires(
        "Survival improved in the group given the new drug.",
        "Survival fell in the group given the new drug.",
        CONTRADICTION,
        "improved",
        fix="Survival fell in the group given the new drug.",
        note="better against down, on a quantity where more is better",
    ),
    Fires(
        "The tutoring scheme improved the pass rate at the county's schools.",
        "The tutoring scheme reduced the pass rate at the county's schools.",
        CONTRADICTION,
        "improved",
        fix="The tutoring scheme reduced the pass rate at the county's schools.",
    ),
    Fires(
        "Exports rose in March while imports were flat.",
        "Exports fell in March while imports rose.",
        CONTRADICTION,
        "rose",
        fix="Exports fell in March while imports were flat.",
        note="a direction word about another subject in the source sentence does not cancel it",
    ),
    Fires(
        "The jury found the driver guilty of careless driving.",
        "The jury found the driver innocent of careless driving.",
        CONTRADICTION,
        "guilty",
        fix="The jury found the driver innocent of careless driving.",
        note="a WordNet antonym pair",
    ),
    Fires(
        "The fund reported a gain of 4% on its bond holdings.",
        "The fund reported a loss of 4% on its bond holdings.",
        CONTRADICTION,
        "gain",
        fix="The fund reported a loss of 4% on its bond holdings.",
    ),
    Fires(
        "Marlow Town lost 3-1 to Pellham United on Saturday.",
        "Marlow Town beat Pellham United 3-1 on Saturday, with two goals from Reece Adair.",
        CONTRADICTION,
        "lost",
        note="sport: beating the other side is winning; the score's 3 and 1 are no whole and part with 'two'",
    ),
    Fires(
        "The museum closed in March.",
        "A £1.4m grant kept the museum open beyond March.",
        CONTRADICTION,
        "closed",
    ),
    Fires(
        "Inflation in the region was higher than the national rate in October.",
        "Inflation in the region stood at 2.1% in October, below the national rate of 2.6%.",
        CONTRADICTION,
        "higher",
        note="economics: a comparative stands a thing against another as 'above' and 'below' do",
    ),
    Fires(
        "The victory moved Rivermouth up to third, two points clear of Pellham Rovers.",
        "The win lifts Rivermouth to fourth in the table, two points behind third-placed Pellham Rovers.",
        CONTRADICTION,
        "clear",
        note="sport: 'clear of' is ahead of",
    ),
    Fires(
        "東山市議会は、新体育館の建設議案を否決した。",
        "東山市議会は15日、新体育館の建設議案を賛成18、反対6の賛成多数で可決した。",
        CONTRADICTION,
        "否決",
        note="Japanese: the object を marks (議案) says what the vote was on, past the tally written with a comma",
    ),
    Fires(
        "市内の病院を受診した高齢者は昨年、延べ8万人で前年より3%増加した。",
        "市の統計によると、昨年市内の病院を受診した子どもは延べ5万人で、前年より6%増えた。一方、高齢者は延べ8万人"
        "と前年比3%減った。",
        CONTRADICTION,
        "増加",
        note="Japanese: an object before the topic (病院を受診した子どもは) qualifies it and says nothing of what rose",
    ),
    Fires(
        "Grain prices at the port rose in May.",
        "Grain prices at the port fell in May as exports climbed.",
        CONTRADICTION,
        "rose",
        note="the subject's head (prices) is the source word's",
    ),
    Fires(
        "大阪高裁は原判決を破棄した。",
        "大阪高裁は原判決を支持し、控訴を棄却した。",
        CONTRADICTION,
        "破棄",
        note="a court of appeal upholds the ruling below (支持) or sets it aside (破棄, 取り消し)",
    ),
    Fires(
        "Okafor won the final in straight sets.",
        "Vasic beat Okafor in the final in straight sets.",
        CONTRADICTION,
        "won",
        note="the claim's winner stands after the source's 'beat': the one beaten",
    ),
    Fires(
        "Harlow Town defeated Dunmore in the cup.",
        "Dunmore beat Harlow Town 2-0 in the cup on Tuesday.",
        CONTRADICTION,
        "defeated",
        note="two words on the winning side with the parties the other way round",
    ),
    Fires(
        "The museum's new exhibition is permanent.",
        "The museum opened a new gallery of Roman coins on Friday. The temporary exhibition runs until May.",
        CONTRADICTION,
        "permanent",
        note="an antonym that describes the claim's own thing ('temporary exhibition'), in a sentence of the "
        "evidence's paragraph",
    ),
]
passes = [
    Passes(
        "Fewer cyclists than pedestrians were injured on the city's roads last year.",
        "Pedestrian injuries on the city's roads fell to 412 last year from 455, while cyclist injuries rose to "
        "301 from 288.",
        note="road safety: the comparison the two levels make, not the figures the changes started from",
    ),
    Passes(
        "審議会の議事録は非公開とする。",
        "市は、審議会の議事録を当面非公開とすると決めた。",
        note="local government (Japanese): the negated word as the source writes it",
    ),
    Passes(
        "海外からの観光客が増えた。",
        "海外からの観光客は前年より2割増えた。",
        note="tourism (Japanese): 海外 is a word of its own, not 'not 海'",
    ),
    Passes(
        "The festival expects up to 20,000 visitors a day.",
        "The festival expects 20,000 visitors a day, organisers said.",
        note="events: 'up to' as a bound on the figure says no change",
    ),
    Passes(
        "Hotel occupancy in the resort slipped last summer.",
        "Hotel occupancy in the resort last summer was 71%, the tourism board said, down from 78% the year before.",
        note="tourism: a change after an attribution between commas is about what came before it",
    ),
    Passes(
        "Total grain output slipped 3% to 21 million tonnes.",
        "The country's cereal harvest shrank 3% to 21 million tonnes. Wheat output was flat.",
        note="farming: the clause that states both figures says the change, not the one that shares 'output'",
    ),
    Passes(
        "Ridgeford has 40 fewer bus drivers than in 2019, even though it runs more routes.",
        "The number of bus drivers at the Ridgeford depot fell from 210 in 2019 to 170 this year. Over the same "
        "period, the number of routes rose by 6%.",
        note="transport: a word set against the claim's in another sentence than the aligned one is read in that one",
    ),
    Passes(
        "The typical guest list shrank to 76.",
        "The average number of guests fell to 76.",
        note="weddings: a change to the same level the same way",
    ),
    Passes(
        "The company will split its shares ten for one.",
        "Shareholders were unanimous in approving the ten-for-one share split.",
        note="'split' as an act on shares, not how a vote went",
    ),
    Passes(
        "The trust's waiting list grew to 7,400 patients.",
        "The trust's waiting list stood at 7,400 patients at the end of June, against 6,900 a year earlier.",
        note="health: the level the list grew from is beside it",
    ),
    Passes(
        "Membership of the club fell to 12,000.",
        "The club has 12,000 members. That is down from 14,000 in 2022.",
        note="the change is said in the next sentence",
    ),
    Passes(
        "The airline lost £40m last year.",
        "The airline made a loss of £40m last year, after a profit of £12m in 2023.",
        note="the sentence says the claim's side in another form ('loss') beside the opposite of another year",
    ),
    Passes(
        "The airline made a profit of £12m in 2023.",
        "The airline made a loss of £40m last year, after a profit of £12m in 2023.",
        note="the source's word on the claim's side carries the claim's figure",
    ),
    Passes(
        "Wales has lost 223 bank branches in all, and twelve towns have none left.",
        "Wales has lost 223 bank branches since 2015. Twelve towns have no bank branch left.",
        note="banking: 'in all' closing a phrase is a total, not the whole of a group set against 'no'",
    ),
    Passes(
        "Rents rose more slowly in Leeds than in Manchester.",
        "Rents rose 6.1% in Leeds and 7.4% in Manchester.",
        note='"more slowly" is the smaller change',
    ),
    Passes(
        "Wages in the north rose nearly 4% last year.",
        "Wages in the north rose 3.9% last year, far less than prices.",
        note='"nearly" is a hedge, not the adjective "near" against "far"',
    ),
    Passes(
        "The club raised its annual membership fee.",
        "The club's annual membership fee was revised from €120 to €150 at the general meeting.",
    ),
    Passes(
        "The clinic saw more patients in March than in February.",
        "The clinic saw 1,240 patients in February and 1,310 in March.",
        note="the second side is the figure 'February' stands beside, whichever the source writes first",
    ),
    Passes(
        "Fewer women than men were recruited as bus drivers.",
        "The operator recruited 30 women and 45 men as bus drivers in 2024.",
    ),
    Passes(
        "Prices did not change.",
        "Prices were unchanged.",
        note="a denied verb of change and 'unchanged' say the same",
    ),
    Passes(
        "入場者数は、前年と比べて12%増加し3万人となった。",
        "入場者数は前年比12%増の3万人だった。",
    ),
    Passes(
        "営業利益は、前年に比べて5%増加し4千万円となった。",
        "売上高は前年比12%減の3億円、営業利益は同5%増の4千万円だった。",
        note="the fall is of 売上高, the subject of another statement in the sentence",
    ),
    Passes(
        "Net income, compared with a year earlier, increased 12% to $40 million.",
        "Net income rose 12% to $40 million in the quarter, while revenue fell 3%.",
    ),
    Passes(
        "The watchdog criticised the care home for unreported falls among residents.",
        "The watchdog criticised the care home for failing to report falls among its residents.",
        note="a phrase that says no ('failing to') turns the source's word: 'failing to report' is 'unreported'",
    ),
    Passes(
        "Firefighters rescued 14 people after a short search.",
        "Two crews of firefighters rescued 14 people after a short search of the flats.",
        note="'short' sets a figure against a mark only as 'short of': a short search is no standing below two",
    ),
    Passes(
        "Incumbent Henrik Dahl lost the Varnholm mayoralty to Sofia Reyes in a run-off.",
        "In the Varnholm mayoral election, Sofia Reyes won 52.3% of the vote in the second round, defeating "
        "incumbent Mayor Henrik Dahl.",
        note="the names on either side, not only the nearest, stand the other way round",
    ),
    Passes(
        "The share of pupils gaining a grade 4 rose to 78%, well above the county average.",
        "At the academy 78% of pupils gained a grade 4 or above, up from 64%. The county average for grade 4 was 67%.",
    ),
    Passes(
        "Okafor finished the season 12 points behind Lindqvist in the riders' standings.",
        "Lindqvist finished the season 12 points ahead of Okafor in the riders' standings.",
        note="the opposite word with the two names the other way round says the same thing",
    ),
    Passes(
        "The new stand holds about 4,000 more fans than the old one did.",
        "The new stand holds 12,100 fans. The old stand, demolished in 2019, held 8,000.",
        note="'held' before an amount contains it; no rate held steady",
    ),
    Passes(
        "Its profit slipped to £46.2m, which the group put down to rising energy and wage bills.",
        "The group reported a pre-tax profit of £46.2m. It blamed higher energy and wage costs for the fall in profit.",
        note="'put down to' names a cause, not a fall; 'rising' bills and 'the fall in profit' are two subjects",
    ),
    Passes(
        "Mortgage arrears rose in the first half, the lenders said.",
        "The lenders said approvals fell in May. Mortgage arrears rose in the first half but fell in the third "
        "quarter.",
        note="another passage has the subject go both ways: the word for the claim's stands",
    ),
    Passes(
        "Crime in the city centre fell last year, police said.",
        "Police said burglaries across the county rose by 6% last year. Recorded crime in the city centre fell "
        "by 3% over the same period.",
        note="the rise elsewhere in the evidence is about burglaries across the county",
    ),
    Passes(
        "The bank cut its forecast for growth.",
        "The bank lowered its growth forecast to 1.1% from 1.4%.",
        note="the slot holds 'lowered growth': a word that goes the claim's way beside the noun 'growth'",
    ),
    Passes(
        "Turnout fell five percentage points from 2019 to 2023.",
        "Turnout was 67% in 2019 and 62% in 2023, the electoral office said.",
        note="from one year to a later one is no rise of what is measured",
    ),
    Passes(
        "Cruise traffic at the port rose last year.",
        "Cruise traffic at the port rose 12% last year, while its container traffic fell for a third year.",
    ),
    Passes(
        "Of the 14 branches, nine will stay open after the review.",
        "The bank will close five of its 14 branches after the review, it said on Tuesday.",
        note="the branches left open are the rest of the 14: 'open' counts the other part",
    ),
    Passes(
        "Adults and children can join the walking club.",
        "Adults and children can join the walking club, the council said.",
    ),
    Passes(
        "Daniel Hart admitted the charges.",
        "The jury convicted Daniel Hart on Thursday. Tom Reilly denied all charges.",
        note="another person denied them: a clause naming someone else is not about the claim's subject",
    ),
    Passes("当社の営業利益は前期比5%減となった。", "当社の営業利益は前期比5%減となった。"),
    Passes(
        "Steel imports rose 4% last year.",
        "Imports of steel rose 4% last year, while imports of aluminium fell 7%.",
    ),
    Passes(
        "Visits to the museum rose last year.",
        "Visits to the museum rose last year, though spending in its shop fell.",
        note="'last year' places the change in time; it ties neither word to the other's subject",
    ),
    Passes(
        "Ticket prices rose on the same day.",
        "Ticket prices rose on the same day, the club said.",
    ),
    Passes(
        "More than half of the shops cut their opening hours.",
        "Of the 200 shops surveyed, 56% cut their opening hours.",
        note="'More than' bounds the figure: it says where the share lies, not a rise against 'cut'",
    ),
    Passes(
        "The airline will shut two of its lounges.",
        "The airline will close two lounges and extend opening times at the rest.",
        note="the clause holding the antonym 'opening' says the claim's word too, as 'close'",
    ),
    Passes(
        "Inflation held steady at 2.1% in May.",
        "Inflation was stable at 2.1% in May, unchanged from April.",
        note="two ways of saying no change",
    ),
    Passes(
        "The jury found the former director not guilty of fraud.",
        "After a six-week trial, jurors acquitted the company's former director of fraud.",
        note="a negated opposite says what the source says",
    ),
    Passes(
        "Sales did not fall in March, the retailer said.",
        "Sales rose in March, the retailer said.",
    ),
    Passes(
        "Membership fell from 450 to 320 after the fee rise.",
        "After the fee rise, membership went from 450 to 320.",
    ),
    Passes(
        "The studio began to sell the series abroad in May.",
        "The studio will sell the finished series abroad from May.",
        note="'finished' describes the series; it is not the opposite of the claim's 'began'",
    ),
    Passes(
        "The council opened the new library on Monday.",
        "The new library opened on Monday; the old one closed in May.",
        note="the claim's own word is in the evidence: its antonym elsewhere says nothing against it",
    ),
    Passes(
        "Survival on the ward improved by a tenth after the new protocol.",
        "Mortality on the ward fell by a tenth after the new protocol.",
        note="good news on both sides, each read on its own quantity",
    ),
    Passes("Attendance rose by 6% over the spring term.", "Attendance increased by 6% over the spring term."),
    Passes(
        "Meridian's accuracy improved over the baseline.",
        "Meridian's error fell while its accuracy improved over the baseline.",
    ),
    Passes("Costs fell sharply during the second quarter.", "Costs dropped sharply during the second quarter."),
    Passes(
        "The method uses non-negative matrix factorization on the data.",
        "The method uses non-negative matrix factorization on the data.",
    ),
    Passes(
        "Unemployment improved in the second half of the year.",
        "Unemployment fell in the second half of the year.",
        note="on a quantity where less is better, improved and fell agree",
    ),
    Passes(
        "Sales and marketing costs rose in the quarter.",
        "Sales fell in the quarter, while sales and marketing costs rose.",
        note="'and' joins the words of one noun phrase: the source's costs rose, as the claim says",
    ),
    Passes(
        "Rents and house prices both rose in the region last year.",
        "In the region, rents rose 5% and house prices rose 3% last year.",
    ),
    Passes(
        "Waiting lists grew while staffing fell at the trust.",
        "Waiting lists grew at the trust while staffing fell.",
    ),
    Passes(
        "The planning committee rejected the application on Tuesday.",
        "On Tuesday the planning committee rejected the application.",
    ),
    Passes(
        "The striker scored twice as the home side won the derby.",
        "The home side won the derby, with the striker scoring twice.",
    ),
    Passes(
        "Were it not for the grant, the museum would have closed in March.",
        "A £1.4m grant kept the museum open beyond March.",
        note="culture: what would have been, after a condition, is not said to have happened",
    ),
    Passes(
        "The incumbent lost her seat to Reyes.",
        "Reyes beat the incumbent by 900 votes.",
        note="politics: the two parties the other way round, one of them named by a noun",
    ),
    Passes(
        "The team lost its opening match but beat Carrow in the second.",
        "The team lost its opening match to Dunmore before beating Carrow 3-0.",
        note="sport: the source's 'lost' is what the claim's own 'lost' says, not a word against 'beat'",
    ),
    Passes(
        "Waiting times at the trust were lower than the national average.",
        "Waiting times at the trust were below the national average for the third month.",
        note="health: a comparative and a standing word on the same side",
    ),
    Passes(
        "She recovered quickly after a short illness.",
        "She recovered quickly after a short illness and returned to the bench in March.",
        note="'short' stands against a mark only before 'of' ('£3m short of its target')",
    ),
    Passes(
        "Grain exports from the port rose in May.",
        "Grain prices at the port fell in May as exports climbed.",
        note="the fall is of prices: two subjects sharing words ('grain', 'port') but not their head",
    ),
    Passes(
        "Pump-station throughput in the district rose last year.",
        "Repair times for pump stations in the district fell last year.",
        note="repair times for pump stations are not their throughput",
    ),
    Passes(
        "Harlow finished the regular season four points clear of Dunmore, the defending champions.",
        "Harlow finished the regular season with 61 points, four points ahead of Dunmore, the defending champions.",
        note="a figure straight before 'clear of' is the margin, not a level set against Dunmore's",
    ),
    Passes(
        "高裁は一審判決を支持した。",
        "高裁は一審判決を支持し、控訴を棄却した。",
        note="the appeal dismissed (棄却) is the ruling upheld",
    ),
    Passes(
        "Vasic won the final in straight sets.",
        "Vasic beat Okafor in the final in straight sets.",
    ),
    Passes(
        "Okafor won her semi-final in three sets.",
        "Okafor won her semi-final in three sets. In the final, Vasic beat Okafor in straight sets.",
        note="the sentence that has her beaten is about another match",
    ),
    Passes(
        "Moreau ended a run of three defeats by Patel to win the Lakeside Classic.",
        "Claire Moreau beat Daniel Patel to win the Lakeside Classic. Patel had won their previous three meetings.",
        note="the name after 'by' is no subject of 'win'",
    ),
    Passes(
        "Nepal issued 57 fewer Everest permits this spring than last year.",
        "Nepal's tourism department issued 421 permits to climb Mount Everest this spring, down from 478 last year.",
        note="'climb' with a name after it is a mountain climbed, no quantity that rose",
    ),
    Passes(
        "The operator let one customer lose £90,000 without checks.",
        "The regulator fined the operator for failing to protect customers and prevent losses. One customer was "
        "allowed to lose £90,000 without checks.",
        note="'failing to' governs the second verb joined by 'and' too: 'failing to prevent' is 'let'",
    ),
    Passes(
        "Moreau scored 28 of 42 points, a single point below gold.",
        "Moreau scored 28 out of 42, one point short of the gold threshold.",
        note="the mark's figure is one the claim states itself: no level set below it",
    ),
    Passes(
        "The museum's new exhibition is temporary.",
        "The museum opened a new gallery of Roman coins on Friday. The temporary exhibition runs until May.",
    ),
]


@dataclass(frozen=True)
class _Axes:
    """A language's direction words: for each word every (axis, side) it belongs to, where side 0 is
    up/better/the first word of a listed pair (and up/down has a third side, no change: "held",
    "unchanged"); the same by light stem, so a pair listed in one form
    matches its other forms ("approve" / "rejected" through "approved" / "rejected")."""

    sides: dict[str, tuple[tuple[int, int], ...]]
    stem_sides: dict[str, frozenset[tuple[int, int]]]
    words: frozenset[str]


UP_DOWN, BETTER_WORSE = 0, 1  # the first two axes of ``_axes``; the listed opposite pairs follow


@lru_cache(maxsize=8)
def _axes(lex: ModuleType) -> _Axes:
    axes = ((lex.UP, lex.DOWN, lex.STEADY), (lex.BETTER, lex.WORSE), lex.STANDING) + tuple(
        (frozenset({a}), frozenset({b})) for a, b in lex.OPPOSITES
    )
    sides: dict[str, list[tuple[int, int]]] = {}
    for axis, pair in enumerate(axes):
        for side, words in enumerate(pair):
            for word in words:
                sides.setdefault(word, []).append((axis, side))
    by_stem: dict[str, set[tuple[int, int]]] = {}
    for word, found in sides.items():
        by_stem.setdefault(stem(word), set()).update(found)
    return _Axes(
        {w: tuple(v) for w, v in sides.items()}, {k: frozenset(v) for k, v in by_stem.items()}, frozenset(sides)
    )


def _sides(lex: ModuleType, word: str) -> set[tuple[int, int]]:
    axes = _axes(lex)
    return set(axes.sides.get(word, ())) | axes.stem_sides.get(stem(word), frozenset())


def _directions(an: Analysis, tokens: list[Token]) -> list[tuple[int, int, Token]]:
    """(axis, side, token) for each direction word. In Chinese and Japanese a listed word of two or
    more characters counts wherever the text writes it, with the token it starts in: the tokens of a verb
    written with kana endings ("引き上げる" is 引 き 上 げる) do not spell it."""
    sides = _axes(an.lex).sides
    # an adverb stands on its adjective's side: "seriously injured" / "minor injuries" (a word not in
    # "-ly" is its own adjective: ``adjective_of`` is asked only of those in "-ly")
    out = [
        (axis, side, t)
        for k, t in enumerate(tokens)
        for axis, side in sides.get(t.norm, sides.get(adjective_of(t.norm), ()) if t.norm.endswith("ly") else ())
        if not _particle_to(an, tokens, k)
        and not _holds_amount(an, tokens, k)
        and not (t.norm in an.lex.STANDING_WITH_OF and not _followed_by_of(tokens, k))
        and not _before_a_name(an, tokens, k)
        and not _in_all(an, tokens, k)
    ]
    # a verb of change denied says no change: "have not changed since May" is "unchanged", marked and fixed
    # with its negation
    for k, t in enumerate(tokens):
        if t.norm in an.lex.CHANGE_VERBS:
            negation = next((u for u in tokens[max(0, k - 2) : k] if is_negation(u, an.lex)), None)
            if negation is not None:
                text = an.text[negation.start - an.offset : t.end - an.offset]
                out.append((UP_DOWN, 2, Token(text, t.norm, t.stem, negation.start, t.end, False)))
    out.sort(key=lambda found: found[2].start)
    spelled = _spelled_in(an, tokens)
    if not spelled:
        return out
    seen = {(axis, side, t.start) for axis, side, t in out}
    for word, (start, end) in spelled:
        if not any(u.start == start for u in tokens):
            continue  # inside a token: "増" of "急増" is read with it
        # the word as one token over the tokens that spell it, so that it is marked and fixed whole
        t = Token(word, word, word, start, end, False)
        for axis, side in sides[word]:
            if (axis, side, start) not in seen:
                seen.add((axis, side, start))
                out.append((axis, side, t))
    return sorted(out, key=lambda found: found[2].start)


_PARTICLES = frozenset({"up", "down"})


def _in_all(an: Analysis, tokens: list[Token], k: int) -> bool:
    """ "in all" closing a phrase is "in total" ("223 in all, and a dozen towns have none left", "six
    medals in all."), not the whole of a group ("in all regions")."""
    if tokens[k].norm != "all" or not k or tokens[k - 1].norm != "in":
        return False
    rest = an.text[tokens[k].end - an.offset :].lstrip()
    return not rest or not rest[0].isalnum()


def _before_a_name(an: Analysis, tokens: list[Token], k: int) -> bool:
    """Whether an English up/down word takes a name straight after it as its object ("permits to climb
    Mount Everest"): a thing climbed, not a quantity that rose. A day or a month after it dates the change
    ("rose Monday")."""
    if an.lang in CJK_LANGUAGES or k + 1 >= len(tokens) or tokens[k].norm not in an.lex.UP | an.lex.DOWN:
        return False
    after = tokens[k + 1]
    return after.text[:1].isupper() and not after.is_number and after.norm not in CALENDAR_WORDS


def _particle_to(an: Analysis, tokens: list[Token], k: int) -> bool:
    """ "up" or "down" before "to" and no figure: part of a phrase, not a change ("put the fall down to
    higher costs", "it is down to the board", "up to them"); "down to 4%" is a change. So is "up to" that
    the figure reader reads as a bound ("fines of up to £5,000", "puts the population at up to 75"), not
    as a move ("prices went up to £12")."""
    if tokens[k].norm not in _PARTICLES or k + 2 >= len(tokens) or tokens[k + 1].norm != "to":
        return False
    after = tokens[k + 2]
    figure = next((b.figure for b in an.figures if b.figure.start <= after.start < b.figure.end), None)
    if figure is None:
        return not after.is_number
    return _up_to_a_bound(tokens[k], figure)


def _up_to_a_bound(word: Token, figure: Figure) -> bool:
    """ "up" of an "up to" the figure reader reads as a bound on the figure after it: no change."""
    return word.norm == "up" and figure.comparator == "<="


def _holds_amount(an: Analysis, tokens: list[Token], k: int) -> bool:
    """ "held" straight before an amount contains or owns it ("the old stand held 8,000", "the fund held
    £2bn in bonds", "she held 12% of the shares"): no rate held steady, which takes "at" or "steady"
    ("held rates at 4.5%", "held steady")."""
    if tokens[k].norm != "held" or k + 1 >= len(tokens):
        return False
    after = tokens[k + 1]
    return after.is_number or any(b.figure.start <= after.start < b.figure.end for b in an.figures)


def _all_directions(an: Analysis) -> list[tuple[int, int, Token]]:
    """The direction words of a whole passage (``_directions``), read once per passage."""
    found = an.derived.get("directions")
    if found is None:
        found = an.derived["directions"] = _directions(an, an.tokens)
    return found  # type: ignore[return-value]


def _clause_directions(an: Analysis, n: int) -> list[tuple[int, int, Token]]:
    """The direction words of clause ``n`` read on its own (``_directions`` of its tokens), read once per
    clause: a source clause is the matching clause of every claim clause it says."""
    known: dict[int, list[tuple[int, int, Token]]] = an.derived.setdefault("clause_directions", {})  # type: ignore[assignment]
    found = known.get(n)
    if found is None:
        found = known[n] = _directions(an, an.clause_tokens(n))
    return found


def _first_tokens(an: Analysis) -> dict[str, Token]:
    """Each word of a passage, case-folded, with the token it first stands as: read once per passage."""
    found = an.derived.get("first_tokens")
    if found is None:
        found = {}
        for t in an.tokens:
            found.setdefault(t.norm, t)
        an.derived["first_tokens"] = found
    return found  # type: ignore[return-value]


def _spelled_in(an: Analysis, tokens: list[Token]) -> list[tuple[str, tuple[int, int]]]:
    """The listed direction words of two or more characters that a CJK text writes over ``tokens``, with
    their spans (offsets of the analysed text)."""
    if an.lang not in CJK_LANGUAGES or not tokens:
        return []
    first = tokens[0].start
    text = an.text[first - an.offset : tokens[-1].end - an.offset]
    return [
        (word, (first + m.start(), first + m.end()))
        for word in _spelled(an.lex)
        for m in re.finditer(re.escape(word), text)
    ]


@lru_cache(maxsize=8)
def _spelled(lex: ModuleType) -> tuple[str, ...]:
    """The direction words of two or more characters, longest first (read in the text, for CJK)."""
    return tuple(sorted((w for w in _axes(lex).sides if len(w) >= 2), key=len, reverse=True))


def _bounds(an: Analysis, t: Token) -> bool:
    """Whether a word is part of a figure's bound ("more than a third", "fewer than 20 staff", "up to
    40%"): it says where the figure lies, not which way a quantity went, so it meets only another bound
    ("less than 50 missing" / "more than 50 missing"), never a change word ("more than a third" / "cut")."""
    for b in an.figures:
        f = b.figure
        if f.comparator is None or t.start >= f.end:
            continue
        if f.start <= t.start:
            return True
        gap = an.text[t.end - an.offset : f.start - an.offset].split()
        if t.end <= f.start and len(gap) <= 2 and all(w.lower() in _BOUND_LINKS for w in gap):
            return True
    return False


_BOUND_LINKS = frozenset("than to as many much".split())  # "more than", "up to", "as many as"


NEGATING_PREFIXES = ("non-", "non", "un", "in", "im", "ir", "il", "dis")
PREFIX_PAIRS = (
    ("pre-", "post-"),
    ("post-", "pre-"),
    ("over", "under"),
    ("under", "over"),
    ("inter", "intra"),
    ("intra", "inter"),
)


def _affix_opposites(word: str, lang: str = "en") -> set[str]:
    """Words that say the opposite of ``word`` by a prefix: correct/incorrect, negative/non-negative; in
    Japanese, 公開/非公開 and 対象/対象外."""
    if lang == "ja":
        return cjk.negated_forms(word)
    if not word.isalpha() and "-" not in word or len(word) < 4:
        return set()
    out = {p + word for p in NEGATING_PREFIXES if len(word) >= 5 or p in {"un", "non-", "non"}}
    for p in NEGATING_PREFIXES:
        if word.startswith(p) and len(word) - len(p) >= 4:
            out.add(word[len(p) :])
    for a, b in PREFIX_PAIRS:
        if word.startswith(a) and len(word) - len(a) >= 4:
            out.add(b + word[len(a) :])
    return out


def _stems_of(source: Analysis) -> dict[str, int]:
    """Each light stem an informative word of a passage may be a form of, with the first word's index:
    worked out once per passage."""
    found = source.derived.get("lemma_stems")
    if found is None:
        found = source.derived["lemma_stems"] = _token_stems(source.lex, source.tokens)
    return found  # type: ignore[return-value]


def _token_stems(lex: ModuleType, tokens: list[Token]) -> dict[str, int]:
    """Each light stem an informative word of ``tokens`` may be a form of, with the first word's index."""
    found: dict[str, int] = {}
    for i, t in enumerate(tokens):
        if key_of(t.text) and not t.is_number:
            for s in lemma_stems(lex, t.norm):
                found.setdefault(s, i)
    return found


def _opposite_findings(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A claim word the evidence never uses whose opposite is what the evidence says instead: a prefixed
    opposite anywhere ("incorrect" for "correct"), or an antonym ("closing" for "opening", "thriving"
    for "struggling") in an evidence clause sharing enough of the claim word's clause to be about the
    same thing. The claim must not say the opposite itself."""
    lex = an.lex
    held: dict[str, tuple[Token, Passage]] = {}
    stems: dict[str, tuple[Token, Passage, Analysis, int]] = {}
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for norm, t in _first_tokens(source).items():
            held.setdefault(norm, (t, p))
        for s, i in _stems_of(source).items():
            stems.setdefault(s, (source.tokens[i], p, source, i))
    # the other sentences of the evidence's paragraphs, for an antonym that describes the claim's own thing
    # ("is male" / "The female calf was born on 12 March", a sentence the evidence set leaves out)
    around: dict[str, tuple[Token, Passage, Analysis | None, int]] = {}
    mine = {t.norm for t in an.tokens}
    my_stems = {s for t in an.tokens for s in lemma_stems(lex, t.norm)}
    # a sentence is read only when its text holds an antonym of a claim word the evidence does not say
    wanted = {
        a
        for t in an.tokens
        if t.norm not in held
        for s in lemma_stems(lex, t.norm)
        for a in lex.ANTONYMS.get(s, ())
        if a not in stems and a not in my_stems
    }
    if wanted:
        taken = {p.index for p in evidence.passages}
        for p in paragraph_passages(evidence):
            text = p.text.lower()
            if p.index in taken or not any(a in text for a in wanted):
                continue
            # only the sentence's words are read here: it is analysed below only if an antonym is found in it
            lang = evidence.corpus.lang_of(p.source)
            tokens = tokenize(p.text, p.start, lang)
            for s, i in _token_stems(LANGUAGES.get(lang, en), tokens).items():
                if s not in stems:
                    around.setdefault(s, (tokens[i], p, None, i))
    out = []
    for i, t in enumerate(an.tokens):
        if t.norm in held or t.is_number or not key_of(t.text) or _in_all(an, an.tokens, i):
            continue
        found = None
        for other in _affix_opposites(t.norm, an.lang):
            if other in held and other not in mine:
                found = held[other]
                break
        if found is None and not (lemma_stems(lex, t.norm) & (stems.keys() | around.keys())):
            wanted = clause_key_set(an, an.clause_of(i)) - {key_of(t.text)}
            for s in lemma_stems(lex, t.norm):
                for a in sorted(lex.ANTONYMS.get(s, frozenset()) & (stems.keys() | around.keys()) - my_stems):
                    token, passage, source, j = stems[a] if a in stems else around[a]
                    if source is None:  # a sentence beside the evidence set, analysed once it is needed
                        source = evidence.corpus.analysis(passage.index)
                    if _describes(lex, source.tokens, j) != _describes(lex, an.tokens, i):
                        continue  # "the finished version" describes a thing; "began to sell" says an act
                    if _reports(source, j):
                        continue  # "a report by the board found" says what was found out, not found again
                    theirs = clause_key_set(source, source.clause_of(j))
                    if key_of(t.text) in theirs:
                        continue  # the clause says the claim's word too, as a near-synonym ("close" for "shut")
                    if any(u.norm != token.norm and exclusive(lex, token.norm, u.norm) for u in source.tokens):
                        # the sentence says the claim's side too, in another form: "lost £40m" and "made a
                        # loss of £40m last year, after a profit of £12m in 2023"
                        continue
                    shared = wanted & theirs
                    if _two_subjects(an, i, source, j) or _other_head(an, t, source, source.tokens[j]):
                        continue  # "rising energy bills" and "the fall in profit"
                    # the thing the source's word describes is the claim's ("is male" / "The female calf")
                    described = _attributive(lex, source.tokens, j) and key_of(source.tokens[j + 1].text) in wanted
                    if a not in stems and not described:
                        continue  # beyond the evidence set only what describes the claim's own thing
                    if (
                        described
                        or shared
                        and (
                            len(shared) >= verdict.OPPOSITE_CONTEXT_MIN
                            or len(wanted & (theirs | _named_before(an, source, j, passage, evidence)))
                            >= verdict.OPPOSITE_CONTEXT_MIN
                        )
                    ):
                        found = (token, passage)
                        break
                if found:
                    break
        if found is None:
            continue
        token, passage = found
        out.append(
            finding(
                id,
                CONTRADICTION,
                f'The source says "{token.text}", the claim "{t.text}"',
                f'"{t.text}" says the opposite of "{token.text}" in {cite(evidence, passage)}.',
                (t.start, t.end),
                passage,
                (token.start, token.end),
                fix=swap_fix(t, token.text, token_before(an, t)),
            )
        )
    return out


def _reports(source: Analysis, j: int) -> bool:
    """Whether the source's word ``j`` is a verb that reports what follows it, with "that" or its clause's
    end straight after it: "a report by the youth services board found." or "found that ...", not the
    opposite of "lost 31 youth clubs"."""
    t = source.tokens[j]
    if j + 1 < len(source.tokens) and source.tokens[j + 1].norm == "that":
        return True
    rest = source.text[t.end - source.offset :].lstrip()
    return not rest or rest[0] in ".;:"


def _named_before(an: Analysis, source: Analysis, j: int, passage: Passage, evidence: Evidence) -> set[str]:
    """The keys of the claim's names that another evidence passage of the same source gives, when the
    source clause holding token ``j`` opens with a pronoun and names no one: it calls the claim's subject
    "he" or "they" ("He had denied all charges" after "The jury acquitted Daniel Hart")."""
    m = source.clause_of(j)
    c = source.clauses[m]
    if source.tokens[c.first].norm not in SUBJECT_PRONOUNS or any(
        c.first <= x.first <= c.last for x in source.entities
    ):
        return set()
    names = {k for e in an.entities for t in an.tokens[e.first : e.first + len(e.keys)] if (k := key_of(t.text))}
    said: set[str] = set()
    for p in evidence.passages:
        if p.source == passage.source and p.index != passage.index:
            said |= evidence.corpus.keys(p.index)
    return names & said


def _two_subjects(an: Analysis, i: int, source: Analysis, j: int) -> bool:
    """Whether a claim word that describes the noun after it ("rising energy bills") and a source noun of
    change with an "in" or "of" phrase ("the fall in profit") are about two things: no word of the one
    is a word of the other."""
    tokens, theirs = an.tokens, source.tokens
    if not (0 < j and j + 2 < len(theirs) and theirs[j - 1].norm in _NOUN_LEADS and theirs[j + 1].norm in {"in", "of"}):
        return False
    if i + 1 >= len(tokens) or key_of(tokens[i + 1].text) is None or tokens[i + 1].is_number:
        return False
    described = {k for t in tokens[i + 1 : i + 1 + SUBJECT_WORDS] if not t.is_number and (k := key_of(t.text))}
    changed = {k for t in theirs[j + 2 : j + 2 + SUBJECT_WORDS] if not t.is_number and (k := key_of(t.text))}
    return bool(described) and bool(changed) and described.isdisjoint(changed)


def _other_head(an: Analysis, word: Token, source: Analysis, theirs: Token) -> bool:
    """Whether two direction words are about things that share a word, but not the head of the claim's
    subject nor two of its words: "Container throughput at Feldhaven rose" and "dwell times for import
    containers fell" speak of two quantities."""
    if not any(axis in (UP_DOWN, BETTER_WORSE) for axis, _ in _sides(an.lex, word.norm)):
        return False  # what a quantity does; a person who "admitted" or "denied" is read by name
    subject, head = _subject(an, word), _head(an, word)
    return (
        head is not None and bool(subject & _subject(source, theirs)) and _heads_differ(head, subject, source, theirs)
    )


def _heads_differ(head: str, subject: frozenset[str], source: Analysis, theirs: Token) -> bool:
    """Whether the source word ``theirs`` is about a thing headed by another word than the claim's
    ``head``, which its subject does not hold at all: "Container throughput rose" and "dwell times for
    import containers fell"; a source head that cannot be read (a name) is no other."""
    other = _head(source, theirs)
    return other is not None and other != head and head not in _subject(source, theirs)


_COPULAS = frozenset("is are was were be been being".split())


def _describes(lex: ModuleType, tokens: list[Token], i: int) -> bool:
    """A word that describes a thing: before it (``_attributive``) or after a form of "be" ("the calf is
    male"), as against one that says an act ("is closing", "was opened")."""
    return _attributive(lex, tokens, i) or (
        i > 0 and tokens[i - 1].norm in _COPULAS and not tokens[i].norm.endswith(("ing", "ed"))
    )


def _attributive(lex: ModuleType, tokens: list[Token], i: int) -> bool:
    """A word before the word it describes, after a determiner or opening the sentence ("the empty seat",
    "a finished version", "Lower activity"): an adjective, which an antonym used as a verb ("to fill",
    "began") does not oppose."""
    if i >= len(tokens) - 1 or key_of(tokens[i + 1].text) is None:
        return False
    return i == 0 or tokens[i - 1].norm in lex.DETERMINERS


def _ignorer(lex: ModuleType) -> Callable[[Token], bool]:
    """What clause matching leaves out: the direction words themselves and numbers."""
    words = _axes(lex).words
    return lambda t: t.norm in words or t.is_number


def _good_way(lex: ModuleType, tokens: list[Token]) -> int:
    """+1 when the clause measures a quantity where more is better (survival, pass rate), -1 where more
    is worse (mortality, unemployment), 0 when it does not say."""
    for t in tokens:
        if t.norm in lex.MORE_IS_BETTER or t.stem in lex.MORE_IS_BETTER:
            return 1
        if t.norm in lex.MORE_IS_WORSE or t.stem in lex.MORE_IS_WORSE:
            return -1
    return 0


def _news(lex: ModuleType, word: str, good_way: int) -> int | None:
    """How a word reads as news: +1 good, -1 bad, for better/worse words and gain/loss nouns, and for
    up/down words on a quantity whose good direction is known; None otherwise."""
    if word in lex.BETTER or word in lex.BETTER_NOUNS:
        return 1
    if word in lex.WORSE or word in lex.WORSE_NOUNS:
        return -1
    if good_way and (word in lex.UP or word in lex.DOWN):
        return good_way if word in lex.UP else -good_way
    return None


def exclusive(lex: ModuleType, a: str, b: str) -> bool:
    """Whether two case-folded words are the two sides of a listed pair of opposites ("open" / "closed",
    "won" / "lost") or WordNet antonyms: not up against down or better against worse, which leave room
    between them (unchanged)."""
    if a == b:
        return False
    mine, theirs = _sides(lex, a), _sides(lex, b)
    return any(x == y and x >= _GRADED_AXES and s != t for x, s in mine for y, t in theirs) or are_antonyms(lex, a, b)


_GRADED_AXES = 3  # the first three axes of ``_axes``: up/down/steady, better/worse and where a thing stands


def opposed(
    lex: ModuleType,
    a: str,
    b: str,
    context: list[Token] | None = None,
    source_context: list[Token] | None = None,
) -> bool:
    """Whether two case-folded words say opposite things in the same place: on one up/down, better/worse
    or listed axis on opposite sides, WordNet antonyms, or good against bad news, each read on the
    quantity of its own clause (``context`` for ``a``, ``source_context`` for ``b``, the same when not
    given) whose good direction is known: "accuracy improved" and "the error rate fell" are both good
    news."""
    if a == b:
        return False
    mine, theirs = _sides(lex, a), _sides(lex, b)
    if any(x == y and s != t for x, s in mine for y, t in theirs):
        return True
    if are_antonyms(lex, a, b) or any(
        are_antonyms(lex, x, y) for x in _adjective_of(a) for y in {b, *_adjective_of(b)}
    ):
        return True
    way = _good_way(lex, context or [])
    their_way = _good_way(lex, source_context) if source_context is not None else way
    news_a, news_b = _news(lex, a, way), _news(lex, b, their_way)
    return news_a is not None and news_b is not None and news_a != news_b


def _adjective_of(word: str) -> tuple[str, ...]:
    """The adjective a noun in -ence or -ance is made from, whose antonyms it shares: "difference" ->
    "different" (against "same"), "absence" -> "absent", "importance" -> "important"."""
    if len(word) > 6 and word.endswith(("ence", "ance")):
        return (word[:-2] + "t",)
    return ()


@lru_cache(maxsize=65536)
def alike(lex: ModuleType, a: str, b: str) -> bool:
    """Whether two different case-folded words say the same thing by each being the opposite of a third,
    on a listed axis or as WordNet antonyms: "convicted" and "guilty" (both against "acquitted"), "rose"
    and "increased" (both against the falling words)."""
    if a == b:
        return False
    axes = _axes(lex)
    mine = _sides(lex, a)
    if any((axis, side) in mine for axis, side in _sides(lex, b)):
        return True
    pivots = {stem(x) for s in lemma_stems(lex, a) for x in lex.ANTONYMS.get(s, ())}
    pivots |= {w for w, places in axes.sides.items() if any((axis, 1 - side) in mine for axis, side in places)}
    return any(are_antonyms(lex, b, x) for x in pivots)


def _slot_findings(an: Analysis, n: int, evidence: Evidence) -> list[Finding] | None:
    """Opposites in the place of each other, in the source clause that says the rest of this clause in
    the same order; None when no such clause is close enough to compare."""
    sa = in_place(an, n, evidence, verdict.DIRECTION_SLOT_MIN)
    if sa is None:
        return None
    context, source_context = an.clause_tokens(n), sa.analysis.clause_tokens(sa.clause)
    sides = _axes(an.lex).sides
    for slot in sa.of_kind("word"):
        claim_side, source_side = slot_tokens(an, slot.claim), slot_tokens(sa.analysis, slot.source)
        for mine in claim_side:
            for theirs in source_side:
                if _bounds(an, mine) != _bounds(sa.analysis, theirs):
                    continue
                rest = [t for t in claim_side if t is not mine] + [t for t in source_side if t is not theirs]
                if any(_names_something(an.lex, t) for t in rest):
                    continue  # "accuracy improved" / "error fell": the slot holds another subject too
                if set(sides.get(mine.norm, ())) & {
                    x for t in source_side if t is not theirs for x in sides.get(t.norm, ())
                }:
                    continue  # "cut its forecast for growth" / "lowered its growth forecast": it goes the same way
                if _other_head(an, mine, sa.analysis, theirs):
                    continue  # "Passenger numbers ... rose" / "Delays for passengers ... fell"
                if opposed(an.lex, mine.norm, theirs.norm, context, source_context):
                    return [_against(evidence, sa, an, mine, theirs)]
    return []


def _names_something(lex: ModuleType, t: Token) -> bool:
    """A word of a slot other than a direction word or an adverb of degree ("sharply"): a subject or an
    object, which makes the slot a different statement rather than the same one reversed."""
    return not (_sides(lex, t.norm) or t.norm.endswith("ly"))


def _against(
    evidence: Evidence,
    aligned: SlotAlignment | Aligned,
    an: Analysis,
    mine: Token,
    theirs: Token,
    lead: str = "The same clause goes the other way in",
) -> Finding:
    return word_against_word(
        id,
        f'The source says "{theirs.text}", the claim "{mine.text}"',
        lead,
        evidence,
        aligned,
        mine,
        theirs,
        token_before(an, mine),
    )


_WHEN = frozenset({"year", "date", "time", "ordinal"})  # figures that place a change in time, not measure it


def _from_to(an: Analysis, n: int) -> tuple[Figure, Figure] | None:
    """The two figures of a change the clause states with "from" and "to" ("to 2.4% from 2.9%", "from
    15 to 45"), of one kind and unit; not the years or dates of its period ("fell five points from 2019
    to 2023")."""
    led: dict[str, Figure] = {}
    for b in an.figures:
        if b.figure.kind in _WHEN:
            continue
        if b.clause == n and (end := change_end(an, b.figure)) is not None:
            led.setdefault(end, b.figure)
    start, end = led.get("from"), led.get("to")
    if start is None or end is None or (start.kind, start.unit) != (end.kind, end.unit) or start.value == end.value:
        return None
    return start, end


def _against_own_figures(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A change word that goes the other way from the change the claim's own figures state, both of them
    figures of the evidence: "rose to 2.4% from 2.9%" for "slowed to 2.4 percent, down from 2.9 percent".
    The source's figures say which way it went, whatever word the source uses for it."""
    out = []
    for n in range(len(an.clauses)):
        pair = _from_to(an, n)
        if pair is None:
            continue
        words = [(side, t) for axis, side, t in _clause_directions(an, n) if axis == 0]
        if len({side for side, _ in words}) != 1:
            continue  # no change word, or words both ways
        start, end = pair
        said = 0 if end.value > start.value else 1
        side, word = words[0]
        if side == said:
            continue
        held = [
            p
            for p in evidence.passages
            if all(any(same_value(f, g) for g in evidence.corpus.figures(p.index)) for f in (start, end))
        ]
        if not held:
            continue
        way = "rise" if said == 0 else "fall"
        out.append(
            _change_against(
                word,
                start,
                end,
                f"From {start.text} to {end.text} is a {way}, as {cite(evidence, held[0])} gives both figures",
                held[0],
            )
        )
    return out


def _change_against(
    word: Token, start: Figure, end: Figure, why: str, passage: Passage, span: tuple[int, int] | None = None
) -> Finding:
    """A change word against the way two figures go, from ``start`` to ``end``: ``why`` says where they are
    (``span``, in the source, where it marks them)."""
    way = "rise" if end.value > start.value else "fall"
    return finding(
        id,
        CONTRADICTION,
        f'{start.text} to {end.text} is a {way}; the claim says "{word.text}"',
        f'{why}; "{word.text}" says the opposite.',
        (word.start, word.end),
        passage,
        span,
    )


def _against_source_change(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A change word the other way from the change the source clause about it states in figures, with
    "from" and "to" and no change word of its own either way ("cut the bulky-waste fee" against "will change
    the fee from £40 to £50"; "lowered its fee" against "was revised from €120 to €150"): the figures say
    which way it went. A claim clause with figures of its own is read against them instead."""
    out = []
    for n in range(len(an.clauses)):
        if any(b.clause == n and b.figure.kind not in _WHEN for b in an.figures):
            continue
        words = [(side, t) for axis, side, t in _clause_directions(an, n) if axis == 0]
        if len({side for side, _ in words}) != 1:
            continue
        aligned = align(an, n, evidence)
        if aligned is None or aligned.overlap < verdict.DIRECTION_SLOT_MIN:
            continue
        source, m = aligned.analysis, aligned.clause
        pair = _from_to(source, m)
        if pair is None or any(axis == 0 for axis, _, _ in _clause_directions(source, m)):
            continue
        start, end = pair
        said = 0 if end.value > start.value else 1
        side, word = words[0]
        if side == said:
            continue
        way = "rise" if said == 0 else "fall"
        why = f"{cite(evidence, aligned.passage)} gives the change from {start.text} to {end.text}, a {way}"
        out.append(_change_against(word, start, end, why, aligned.passage, (start.start, end.end)))
    return out


REFERENCE_WORDS = 4  # words after a standing word that name what the claim's figure is set against


def _against_reference(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A figure of the claim put above or below a reference the evidence gives a figure for, the other way
    from what the two figures say: "78% ... remained below the county average" where the source gives the
    county average as 67%. The reference is the informative words after the standing word; its figure is
    the one of the claim figure's kind in the evidence clause that holds all of them."""
    above, below = an.lex.STANDING
    out = []
    corpus = evidence.corpus
    for n in range(len(an.clauses)):
        tokens = an.clause_tokens(n)
        for i, t in enumerate(tokens):
            side = 0 if t.norm in above else 1 if t.norm in below else None
            if side is None or (t.norm in an.lex.STANDING_WITH_OF and not _followed_by_of(tokens, i)):
                continue
            mine = [b for b in an.figures if b.figure.end <= t.start]  # "78%, though it remained below"
            after = tokens[i + 1 : i + 1 + REFERENCE_WORDS]
            if not mine or any(u.is_number for u in after) or _margin(an, mine[-1], t):
                continue
            ref = {k for u in after if (k := key_of(u.text))}
            f = mine[-1].figure
            if not ref or not any(same_value(f, g) for p in evidence.passages for g in corpus.figures(p.index)):
                continue  # the claim's own figure must be the evidence's for the comparison to be read
            found = None
            for p in evidence.passages:
                source = corpus.analysis(p.index)
                for b in source.figures:
                    g = b.figure
                    if g.kind != f.kind or g.unit != f.unit or g.high is not None or same_value(f, g):
                        continue
                    if ref <= clause_key_set(source, b.clause):
                        found = found or (p, g)
            if found is None:
                continue
            p, g = found
            if (f.value > g.value) == (side == 0) or f.value == g.value:
                continue
            if any(same_value(b.figure, g) for b in an.figures):
                continue  # the claim states the mark's figure itself ("scoring 28 of 42, a point below gold")
            place = "above" if side == 0 else "below"
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f"{f.text} is not {place} {g.text}",
                    f'The claim puts {f.text} {t.text} "{" ".join(u.text for u in after)}", which '
                    f"{cite(evidence, p)} gives as {g.text}.",
                    (t.start, t.end),
                    p,
                    (g.start, g.end),
                )
            )
    return out


def _than_against_figures(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A comparison in words ("fewer ... this year than last", "less salt than in 2022", "more women than
    men") the other way from the two figures an evidence sentence gives for its two sides: the figure the
    words after "than" stand beside ("39 last year", "11,500 tonnes in 2022") is the second side, and the
    sentence's one other figure of its kind and unit the first; in a sentence with more, the two levels
    whose measures the two sides name ("more vehicle thefts than burglaries" for "burglaries fell to 2,860,
    from 3,140, while vehicle thefts rose to 1,930 from 1,710"). The first comparison the evidence gives
    figures for decides. A claim with figures of its own is read by the figure checks; "fewer than 300" is
    a bound, no comparison."""
    above, below = an.lex.STANDING
    tokens = an.tokens
    if any(b.figure.kind not in _WHEN for b in an.figures):
        return []
    for i, t in enumerate(tokens):
        side = (
            0
            if t.norm in above or t.norm == "more" or t.norm in _FASTER
            else 1
            if t.norm in below or t.norm in _LESS or t.norm in _SLOWER
            else None
        )
        said, end = t.text, t.end
        if side is not None and t.norm in {"more", "less"} and i + 1 < len(tokens) and tokens[i + 1].norm in _SLOWER:
            side = 1 - side  # "rose more slowly than": less of a change
            said, end = an.text[t.start - an.offset : tokens[i + 1].end - an.offset], tokens[i + 1].end
        than = next((j for j in range(i + 1, min(i + _THAN_REACH, len(tokens))) if tokens[j].norm == "than"), None)
        if side is None or than is None or than + 1 >= len(tokens) or _bound_number(an, tokens[than + 1]):
            continue
        # the words after "than" to the end of the sentence's clause that holds them
        last = an.clauses[an.clause_of(than + 1)].last
        second = _side_words(an.text[tokens[than].end - an.offset : tokens[last].end - an.offset])
        # the words between the comparative and "than" name the first side, when they do ("more vehicle thefts than")
        first_side = _side_words(an.text[end - an.offset : tokens[than].start - an.offset])
        found = _two_sides(an, second, evidence, first_side) if second else None
        if found is None:
            continue
        p, first, other = found
        if first.value == other.value or (first.value > other.value) == (side == 0):
            return []
        way = "more" if first.value > other.value else "less"
        return [
            finding(
                id,
                CONTRADICTION,
                f'{first.text} is {way} than {other.text}; the claim says "{said}"',
                f"{cite(evidence, p)} gives {first.text}, against {other.text} for "
                f'"{" ".join(sorted(second))}": {way}, where the claim says "{said}".',
                (t.start, end),
                p,
                (other.start, other.end),
            )
        ]
    return []


_LESS = frozenset({"fewer", "less"})
# How fast two things changed, set against the two changes a sentence gives: "rose faster in Leeds than in
# Manchester" for "rose 6.1% in Leeds and 7.4% in Manchester" (the larger change is the faster).
_FASTER = frozenset({"faster", "quicker", "sharper", "steeper"})
_SLOWER = frozenset({"slower", "slowly"})
_THAN_REACH = 9  # "fewer foster carers were recruited this year than": up to eight words from the comparative to "than"
_SIDE_REACH = 40  # characters after a figure that say what it is for ("39 last year", "11,500 tonnes in 2022")
_NO_SIDE = frozenset("the a an in of for at on by to than it they its their".split())
# where the words of a side end: "more women than men were recruited"
_SIDE_ENDS = frozenset("was were is are had has have did does do will would could can".split())


def _bound_number(an: Analysis, t: Token) -> bool:
    """Whether a number right after "than" bounds a figure ("fewer than 300 homes"), not a year compared."""
    return t.is_number and not any(b.figure.kind == "year" and b.figure.start == t.start for b in an.figures)


def _side_words(text: str) -> set[str]:
    """The informative words of a side of a comparison, up to a verb that ends it."""
    words: set[str] = set()
    for w in re.findall(r"\w+", text.lower()):
        if w in _SIDE_ENDS:
            break
        if w not in _NO_SIDE:
            words.add(w)
    return words


def _two_sides(
    an: Analysis, second: set[str], evidence: Evidence, first: set[str] = frozenset()
) -> tuple[Passage, Figure, Figure] | None:
    """The evidence sentence about the claim with exactly two figures of one kind and unit, the one the
    ``second`` words stand beside and the other, as (passage, other, beside); or, with more than two, the
    levels (no figure a change starts from) whose measures the ``first`` and ``second`` words name, one
    each: "burglaries fell to 2,860, from 3,140, while vehicle thefts rose to 1,930 from 1,710" for "more
    vehicle thefts than burglaries"."""
    corpus = evidence.corpus
    mine = set(clause_keys(an.tokens)) - {k for w in second if (k := key_of(w))}
    for p in evidence.passages:
        source = corpus.analysis(p.index)
        if not mine & set(clause_keys(source.tokens)):
            continue  # nothing of the claim's but the second side: another matter
        bound = [b for b in source.figures if b.figure.kind not in _WHEN and b.figure.high is None]
        figures = [b.figure for b in bound]
        for f in figures:
            alike = [b for b in bound if (b.figure.kind, b.figure.unit) == (f.kind, f.unit)]
            if len(alike) > 2 and first:
                if (by_measure := _sides_by_measure(source, alike, first, second)) is not None:
                    return p, *by_measure
                continue
            if len(alike) != 2:
                continue
            apart = alike[0].clause != alike[1].clause
            beside = [b.figure for b in alike if second <= _words_beside(source, b, figures, apart)]
            if len(beside) == 1:
                other = alike[0].figure if beside[0] is alike[1].figure else alike[1].figure
                return p, other, beside[0]
    return None


def _sides_by_measure(
    source: Analysis, alike: list[BoundFigure], first: set[str], second: set[str]
) -> tuple[Figure, Figure] | None:
    """Of a sentence's figures of one kind and unit, the one level whose measure holds all the ``first``
    words (the words between the comparative and "than" are the measure) and the one other whose measure
    holds any of the ``second`` (which run on past it: "than burglaries in the police area"), each by its
    index keys; None unless exactly one each."""
    levels = [b for b in alike if b.measure and change_end(source, b.figure) != "from"]
    measures = [(b.figure, set(clause_keys(tokenize(b.named or "", 0, source.lang)))) for b in levels]
    ones = {k for w in first if (k := key_of(w))}
    twos = {k for w in second if (k := key_of(w))} - ones
    firsts = [g for g, keys in measures if ones and ones <= keys]
    seconds = [g for g, keys in measures if keys & twos and not ones & keys]
    if len(firsts) != 1 or len(seconds) != 1:
        return None
    return firsts[0], seconds[0]


def _words_beside(source: Analysis, b: BoundFigure, figures: list[Figure], apart: bool) -> set[str]:
    """The words that go with a figure: its clause's, where the other figure is in another clause ("The
    Osaka tournament drew 98,000, while Nagoya drew 104,000"); else the words after it, up to the next
    figure that is no date or year, within a short reach ("212 cases in the south and 187 in the north")."""
    g = b.figure
    if apart:
        return {w for w in re.findall(r"\w+", source.clause_text(b.clause).lower()) if w not in _NO_SIDE}
    end = min([h.start for h in figures if h.start > g.start] + [g.end + _SIDE_REACH])
    return _side_words(source.text[g.end - source.offset : end - source.offset])


def _margin(an: Analysis, b: BoundFigure, word: Token) -> bool:
    """Whether the figure ``b`` is the margin of the standing ``word`` rather than a level set against a
    mark: nothing but its own measure stands between them ("half a point clear of Sand", "12 points
    behind Lindqvist", "5% below the county average", "£3m short of its target"), where "78%, though it
    remained below the county average" puts a level below it."""
    between = [u for u in an.tokens if b.figure.end <= u.start and u.end <= word.start]
    span = b.measure_span
    return all(span is not None and span[0] <= u.start and u.end <= span[1] for u in between)


BEATEN_CONTEXT_MIN = 2  # informative words besides the names that the two clauses share: the same contest


def _beaten(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A party the claim says won where the source has it beaten: "Ledbury won the women's Varsity race"
    against "The Tamsford women's crew beat Ledbury by two and a half lengths in the annual Varsity race".
    Both words win against losing ("won", "beat", "defeated"); the name nearest before the claim's word is
    the one nearest after the source's, with another name before it, in a source clause that shares other
    words of the claim's."""
    lex = an.lex
    winning = {a for a, b in lex.OPPOSITES if b in {"lost", "lose", "loses"}}
    if not winning:
        return []
    corpus = evidence.corpus
    out = []
    for i, w in enumerate(an.tokens):
        if w.norm not in winning or _negated(an, w.start, w.end):
            continue
        winner, _ = _nearest_names(an, i)
        if winner is None or _after_preposition(an, i):
            continue  # "a run of defeats by Okafor to win": Okafor is not who wins
        said = clause_key_set(an, an.clause_of(i)) - {winner, key_of(w.text)}
        for p in evidence.passages:
            source = corpus.analysis(p.index)
            found = next(
                (
                    (j, t)
                    for j, t in enumerate(source.tokens)
                    if t.norm in winning
                    and not _negated(source, t.start, t.end)
                    and (names := _nearest_names(source, j))[1] == winner
                    and names[0] not in (None, winner)
                    and len(said & clause_key_set(source, source.clause_of(j))) >= BEATEN_CONTEXT_MIN
                ),
                None,
            )
            if found is None:
                continue
            j, t = found
            out.append(
                finding(
                    id,
                    CONTRADICTION,
                    f'The source has the claim\'s winner on the losing side ("{t.text}")',
                    f'The claim has the party before "{w.text}" winning, but in {cite(evidence, p)} that party is '
                    f'the one "{t.text}" is done to: "{source.clause_text(source.clause_of(j))}".',
                    (w.start, w.end),
                    p,
                    (t.start, t.end),
                )
            )
            break
    return out


def _after_preposition(a: Analysis, i: int) -> bool:
    """Whether the name nearest before token ``i`` follows a preposition, which makes it no subject."""
    clause = a.clauses[a.clause_of(i)]
    names = [x for x in a.entities if x.kind == "name" and clause.first <= x.first and x.first + len(x.keys) - 1 < i]
    if not names:
        return False
    first = max(names, key=lambda x: x.first).first
    return first > 0 and a.tokens[first - 1].norm in PREPOSITIONS


def _nearest_names(a: Analysis, i: int) -> tuple[str | None, str | None]:
    """The last words of the names nearest before and after token ``i`` in its clause (a name that opens
    the sentence counts: "Leeds beat Hull"), None on a side with none."""
    clause = a.clauses[a.clause_of(i)]
    names = [(x.first, x.first + len(x.keys) - 1, x.keys[-1]) for x in a.entities if x.kind == "name"]
    first = a.tokens[0] if a.tokens else None
    if first is not None and first.text[:1].isupper() and first.text.isalpha() and first.norm not in a.lex.STOP_WORDS:
        names.append((0, 0, first.norm))
    names = [x for x in names if clause.first <= x[0] and x[1] <= clause.last]
    before = max((x for x in names if x[1] < i), default=None, key=lambda x: x[1])
    after = min((x for x in names if x[0] > i), default=None, key=lambda x: x[0])
    return (before[2] if before else None), (after[2] if after else None)


def _followed_by_of(tokens: list[Token], i: int) -> bool:
    """Whether "of" follows ``tokens[i]``: "£3m short of its target" sets a figure against a mark, "after
    a short illness" does not."""
    return i + 1 < len(tokens) and tokens[i + 1].norm == "of"


NEGATION_REACH = 3  # words between a negation and the direction word it turns ("did not yet fall")
COORDINATED_REACH = 8  # words back to the negation of a first verb that governs a second ("failing to ... and prevent")
_COORDINATORS = frozenset({"and", "or", "nor"})


def _negated(an: Analysis, start: int, end: int) -> bool:
    """Whether a negation turns the word at ``start``-``end`` of ``an``: one of the few words before it
    in its clause ("did not fall", "not guilty", or a phrase that says no: "failing to report"), or after
    it in a language that negates after the verb. A negated opposite says what its source says ("did not
    approve" / "rejected", "failing to report" / "unreported")."""
    at = next((i for i, t in enumerate(an.tokens) if t.start == start and t.end == end), None)
    if at is None:
        return False
    c = an.clauses[an.clause_of(at)]
    if an.lex.NEGATION_BEFORE_WORD:
        near = an.tokens[max(c.first, at - NEGATION_REACH) : at]
        if near and phrase_spans(near, an.lex.NEGATION_PHRASES):
            return True
        if at > c.first and an.tokens[at - 1].norm in _COORDINATORS and not an.tokens[at].norm.endswith("ed"):
            # a second verb the first's negation governs: "failing to protect customers and prevent money
            # laundering", "did not raise prices or cut jobs"; not a finite one ("did not approve the plan
            # and rejected the budget")
            k = at
            while (
                k > max(c.first, at - COORDINATED_REACH)
                and "," not in an.text[an.tokens[k - 1].end - an.offset : an.tokens[k].start - an.offset]
            ):
                k -= 1  # back to a comma, which ends what the negation governs
            reach = an.tokens[k:at]
            if phrase_spans(reach, an.lex.NEGATION_PHRASES) or any(is_negation(t, an.lex) for t in reach):
                return True
    else:
        near = an.tokens[at + 1 : min(c.last, at + NEGATION_REACH) + 1]
    return any(is_negation(t, an.lex) for t in near)


def _turned(an: Analysis, evidence: Evidence, f: Finding) -> bool:
    """A finding with a negation turning one of its two words, not both: "did not approve" says what
    "rejected" says, while "without implicit supervision" still reverses "without explicit supervision"."""
    mine = bool(f.claim_span) and _negated_change(an, *f.claim_span)
    theirs = False
    ref = f.evidence
    for p in evidence.passages if ref is not None else ():
        if p.source == ref.source and p.start <= ref.start and ref.end <= p.end:
            theirs = _negated_change(evidence.corpus.analysis(p.index), ref.start, ref.end)
            break
    return mine != theirs


def _negated_change(an: Analysis, start: int, end: int) -> bool:
    """``_negated``, but for a denied verb of change, whose negation is already read into it ("have not
    changed" is "unchanged")."""
    word = an.text[start - an.offset : end - an.offset].lower().split()[-1]
    return word not in an.lex.CHANGE_VERBS and _negated(an, start, end)


def _converse(an: Analysis, evidence: Evidence, f: Finding) -> bool:
    """A finding whose two words stand between the same two names the other way round: "Damsma is 30
    points behind Kell" says what "Kell is 30 points ahead of Damsma" does, as "Hull lost to Leeds" says
    "Leeds beat Hull", and "Dahl lost the mayoralty to Reyes" what "Reyes won, defeating Dahl" does. The
    names are those on either side of each word, in its clause: one before the claim's word stands after
    the source's, one after it before, and none stands before both."""
    ref = f.evidence
    if not f.claim_span or ref is None:
        return False
    word = an.text[f.claim_span[0] - an.offset : f.claim_span[1] - an.offset].lower()
    if all(axis in (UP_DOWN, BETTER_WORSE) for axis, _ in _sides(an.lex, word)):
        return False  # a change of one thing ("raised its guidance") relates no two parties
    source = next(
        (
            evidence.corpus.analysis(p.index)
            for p in evidence.passages
            if p.source == ref.source and p.start <= ref.start and ref.end <= p.end
        ),
        None,
    )
    if source is None:
        return False
    mine = _names_around(an, *f.claim_span)
    theirs = _names_around(source, ref.start, ref.end)
    if mine is None or theirs is None or mine[0] & theirs[0]:
        return False
    return any(a != b for a in mine[0] & theirs[1] for b in mine[1] & theirs[0])


def _names_around(a: Analysis, start: int, end: int) -> tuple[frozenset[str], frozenset[str]] | None:
    """The last words of the names before and after a span, in the clause that holds it; on a side with
    no name, its informative words, which stand for a party without one ("the incumbent lost her seat to
    Reyes" / "Reyes beat the incumbent")."""
    at = next((i for i, t in enumerate(a.tokens) if t.start <= start < t.end or t.start >= start), None)
    if at is None:
        return None
    clause = a.clauses[a.clause_of(at)]
    names = [(x.start, x.end, x.keys[-1]) for x in a.entities if x.kind == "name"]
    first = a.tokens[0] if a.tokens else None
    if first is not None and first.text[:1].isupper() and first.text.isalpha() and first.norm not in a.lex.STOP_WORDS:
        names.append((first.start, first.end, first.norm))  # a name that opens the sentence: "Leeds beat Hull"
    names = [x for x in names if clause.start <= x[0] and x[1] <= clause.end]
    sides = _axes(a.lex).sides
    words = [
        (t.start, t.end, k)
        for t in a.tokens[clause.first : clause.last + 1]
        if t.norm not in sides and not t.is_number and (k := key_of(t.text))
    ]
    # a side with no name stands for its party by its words ("the incumbent")
    before = [x for x in names if x[1] <= start] or [x for x in words if x[1] <= start]
    after = [x for x in names if x[0] >= end] or [x for x in words if x[0] >= end]
    if not before or not after:
        return None
    # a name by any of its spellings: "The Norwegian team won" has Norway before its word
    return (
        frozenset(k for x in before for k in spellings_of(x[2])),
        frozenset(k for x in after for k in spellings_of(x[2])),
    )


def run(claim: Claim, analysis: Analysis, evidence: Evidence) -> list[Finding] | None:
    out = [
        f
        for f in _run(analysis, evidence)
        if not _turned(analysis, evidence, f)
        and not complement_restated(analysis, evidence, f)
        and not _converse(analysis, evidence, f)
        and not (f.claim_span and hypothetical(analysis, f.claim_span[0] + analysis.offset, open_ones=False))
    ]
    # a winner the source has beaten is one word on the same side with the parties the other way round:
    # no converse of it says the same
    taken = {f.claim_span for f in out}
    out += [
        f
        for f in _beaten(analysis, evidence)
        if f.claim_span not in taken
        and not (f.claim_span and hypothetical(analysis, f.claim_span[0] + analysis.offset, open_ones=False))
    ]
    taken = {f.claim_span for f in out}
    out += [
        f
        for f in _change_unsaid(analysis, evidence)
        if f.claim_span not in taken
        and not (f.claim_span and hypothetical(analysis, f.claim_span[0] + analysis.offset, open_ones=False))
    ]
    return [_fit(claim, f) for f in out]


def _change_unsaid(an: Analysis, evidence: Evidence) -> list[Finding]:
    """A change the claim gives to a level ("has climbed to 1,900", "fell to 12,000") where every sentence
    of the evidence that gives the level, read with the sentences beside it, gives it as it stands: no word of change
    or comparison and no other figure of its kind that could be where it started ("There were 1,900
    approved adopters waiting to be matched"). The source does not say it changed, nor which way: that
    cannot be established."""
    if an.lang in CJK_LANGUAGES:
        return []
    lex = an.lex
    out = []
    for word in an.tokens:
        if word.norm not in lex.UP and word.norm not in lex.DOWN:
            continue
        level = _figure_after(an, word)
        if level is None or level.kind in {"date", "year", "ordinal", "time"}:
            continue
        if _up_to_a_bound(word, level):
            continue
        if not _TO_A_LEVEL.fullmatch(an.text, word.end - an.offset, level.start - an.offset):
            continue  # "rose 4%" gives the change, "rose to 4%" the level it reached
        holding = [p for p in evidence.passages if any(same_value(level, g) for g in evidence.corpus.figures(p.index))]
        if not holding or any(_changes_around(lex, evidence, p, level) for p in holding):
            continue
        p = holding[0]
        g = next(g for g in evidence.corpus.figures(p.index) if same_value(level, g))
        out.append(
            finding(
                id,
                UNSUPPORTED,
                f'The source gives {g.text} with no change: cannot establish "{word.text}"',
                f"{cite(evidence, p)} gives {g.text} as it stands, and neither it nor the sentences beside it say "
                f'it changed or give a figure it changed from, so "{word.text}" cannot be established.',
                (word.start, level.end),
                p,
                (g.start, g.end),
            )
        )
    return out


# Between a word of change and the level it reached: "rose to 4.5%", "has climbed to 1,900", "fell back to".
_TO_A_LEVEL = re.compile(r"\s+(?:(?:back|again|further|sharply|slightly|steadily)\s+)?to\s+", re.IGNORECASE)
# Words by which a sentence sets a level against another time or mark, so that a change may be in it
# unsaid ("compared with", "a record", "the highest since", "the previous year's", "is now £3.20", "still"),
# or says it stayed ("remained", "unchanged"), which the rest of the check reads. A figure of the level's
# kind, or a word of change ("up from 1,500", "lower than"), is read on its own.
_SET_AGAINST = frozenset(
    """
compared versus record highest lowest since previous previously prior again still now remained remains
stayed unchanged steady
""".split()
)


def _changes_around(lex: ModuleType, evidence: Evidence, p: Passage, level: Figure) -> bool:
    """Whether the passage, or a sentence beside it in its paragraph, says a change or sets a level against
    another: a word of change or of comparison, or another figure of the level's kind and unit ("1,900
    were waiting. That was up from 1,500"). Sentences further off speak of other things."""
    corpus = evidence.corpus
    paragraph = corpus.paragraph_passages(p.index)
    at = next((i for i, q in enumerate(paragraph) if q.index == p.index), None)
    near = [p] if at is None else [p, *paragraph[max(0, at - 1) : at], *paragraph[at + 1 : at + 2]]
    for q in near:
        source = corpus.analysis(q.index)
        if any(t.norm in lex.UP or t.norm in lex.DOWN or t.norm in _SET_AGAINST for t in source.tokens):
            return True
        if any(
            (g.kind, g.unit) == (level.kind, level.unit) and not same_value(level, g) for g in corpus.figures(q.index)
        ):
            return True
    return False


def _form(word: str) -> str:
    """The inflection a word shows: a past form, an -ing form, a plural or third person, or none."""
    word = word.lower()
    if word in IRREGULAR_PAST or word.endswith("ed"):
        return "past"
    if word.endswith("ing"):
        return "ing"
    return "s" if word.endswith("s") and not word.endswith("ss") else ""


def _fit(claim: Claim, f: Finding) -> Finding:
    """The finding without its fix when the source's word would not fit the claim's place: another
    form of word ("found the director acquitted" for "found the director guilty"), or a word that says
    no change only as part of a phrase ("the same as last year" for "an increase on last year")."""
    if f.fix is None:
        return f
    mine, theirs = claim.text[f.fix.start : f.fix.end].split(), f.fix.text.split()
    fits = mine and theirs and _form(mine[-1]) == _form(theirs[-1]) and theirs[-1].lower() not in PHRASE_ONLY
    # a word that says a state, not a change, takes no verb's place: "raised its guidance to £510 million"
    # does not become "unchanged its guidance"
    fits = fits and not (theirs[-1].lower() in STATE_ONLY and _form(mine[-1]))
    # a Japanese verb's kana ending must agree with what follows it: "引き上げる" does not become
    # "据え置くる"; a word written in kanji alone ("増" / "減", "上昇" / "低下") swaps cleanly
    fits = fits and not any("\u3040" <= w[-1] <= "\u309f" for w in (mine[-1], theirs[-1]))
    return f if fits else replace(f, fix=None)


PHRASE_ONLY = frozenset({"same"})  # "the same as": no single word of the claim's can be swapped for it
STATE_ONLY = frozenset("unchanged steady stable flat".split())  # no-change words that are never verbs


def _run(an: Analysis, evidence: Evidence) -> list[Finding]:
    """Every reversal found, before negations are read and fixes fitted (``run``)."""
    out = _opposite_findings(an, evidence)
    taken = {f.claim_span for f in out}
    out += [f for f in _against_own_figures(an, evidence) if f.claim_span not in taken]
    taken = {f.claim_span for f in out}
    out += [f for f in _against_reference(an, evidence) if f.claim_span not in taken]
    taken = {f.claim_span for f in out}
    out += [f for f in _than_against_figures(an, evidence) if f.claim_span not in taken]
    taken = {f.claim_span for f in out}
    out += [f for f in _against_source_change(an, evidence) if f.claim_span not in taken]
    plain = _ignorer(an.lex)
    for n in range(len(an.clauses)):
        swapped = _slot_findings(an, n, evidence)
        if swapped:
            # the clause read in place says it better: its finding replaces one for the same words
            out = [f for f in out if all(f.claim_span != g.claim_span for g in swapped)] + swapped
            continue
        mine = _clause_directions(an, n)
        if not mine:
            continue
        # the tokens of a direction word spelled over several ("引 き 上 げる") are left out too
        spans = [span for _, span in _spelled_in(an, an.clause_tokens(n))]

        def spelled(t: Token, spans: list[tuple[int, int]] = spans) -> bool:
            return plain(t) or any(s <= t.start < e for s, e in spans)

        ignore = spelled if spans else plain

        aligned = align(an, n, evidence, ignore=ignore)
        by_figures = False
        # a clause may gather what two clauses of one source sentence say ("both book loans and use of the
        # computers declined" for "loans fell ..., while use of the computers rose"): the sentence then
        # says enough of it
        if not aligned or (
            aligned.overlap < verdict.DIRECTION_ALIGN_MIN
            and _passage_share(an, n, aligned.passage, evidence, ignore) < verdict.DIRECTION_ALIGN_MIN
        ):
            aligned, by_figures = _aligned_by_figures(an, n, evidence), True
            if aligned is None:
                continue
        # two figures in common say which clause reports the change the claim's figures follow, whatever
        # another shares more of its words ("total receipts slid 12% to £211m": "revenue ... fell 12% to
        # £211 million", not "non-residential receipts were unchanged"); a word with no figure after it
        # keeps the clause its words align with
        figured = None if by_figures else _aligned_by_figures(an, n, evidence, level=False)
        by_words = aligned, by_figures
        said = set(clause_key_set(an, n))
        for axis, side, word in mine:
            bounds = _bounds(an, word)
            level = _figure_after(an, word)
            aligned, by_figures = (figured, True) if figured is not None and level is not None else by_words
            source = aligned.analysis
            here = [t for _, _, t in _clause_directions(source, aligned.clause)]  # the matching clause's
            # a clause matched by its figures alone speaks for itself, not for the rest of its sentence
            anywhere = _clause_directions(source, aligned.clause) if by_figures else _all_directions(source)
            # the whole subject first, then each of a coordinated subject's parts ("both sales and
            # profits rose" says profits rose, whatever the source says of sales)
            for subject, head in ((_subject(an, word), _head(an, word)), *((c, None) for c in _conjuncts(an, word))):
                about = _about_subject(
                    source, here, anywhere, axis, side, subject, bounds, level, said, head, placed=by_figures
                )
                where: Aligned | None = aligned
                lead = "The same clause goes the other way in"
                if not about and axis in (UP_DOWN, BETTER_WORSE) and not by_figures:
                    where, about = _elsewhere(an, evidence, aligned, axis, side, word, subject, said)
                    lead = ELSEWHERE
                if about and where is not None:
                    break
            if not about or where is None:
                continue
            said_of, theirs = max(about, key=lambda found: found[0])
            # the word set against it is a token of the passage it was found in, which may be another
            if _claim_says_it(an, axis, side, where.analysis, theirs, said_of[0]):
                continue
            if where is aligned and theirs not in here:
                if _names_others(an, n, source):
                    continue  # another clause of a sentence about someone else
                # said in another clause of the sentence: that clause is the one to cite
                i = next(k for k, u in enumerate(source.tokens) if u.start == theirs.start)
                where, lead = replace(aligned, clause=source.clause_of(i)), ELSEWHERE
            if all(f.claim_span != (word.start, word.end) for f in out):  # not found already as an antonym
                out.append(_against(evidence, where, an, word, theirs, lead))
            break
    return out


def _claim_says_it(
    an: Analysis,
    axis: int,
    side: int,
    source: Analysis,
    theirs: Token,
    about: int,
) -> bool:
    """Whether the source word set against a claim word is what another word of the claim says, on its
    side and at least as much about its subject: "the team lost its opening match but beat Carrow" holds
    the source's "lost its opening match" itself, which says nothing against "beat Carrow"; "profits fell
    as costs rose" against "profits rose as costs fell" still reverses, the source's "rose" being about
    profits, not costs."""
    return any(
        _about(source, theirs, _subject(an, w), _figure_after(an, w)) >= about
        for a, s, w in _all_directions(an)
        if a == axis and s != side
    )


FIGURES_THAT_ALIGN = 2  # figures of the claim clause that the source clause also states


def _aligned_by_figures(an: Analysis, n: int, evidence: Evidence, level: bool = True) -> Aligned | None:
    """The evidence clause that states the most of clause ``n``'s figures, at least two of them: two
    figures in common say the two clauses report the same thing however differently they are worded
    around them ("営業利益は、前期に比べて18%増加し46億円となった" and "営業利益は同18%減の46億円にとどまった"
    share few words, but 18% and 46億円 both). None when no clause states two, unless ``level`` allows the
    one clause that gives a change to the claim clause's one level (``_aligned_by_level``)."""
    mine = [b.figure for b in an.figures if b.clause == n]
    if len(mine) < FIGURES_THAT_ALIGN:
        return _aligned_by_level(an, n, mine, evidence) if level else None
    best: tuple[int, Aligned] | None = None
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for c in range(len(source.clauses)):
            theirs = [b.figure for b in source.figures if b.clause == c]
            shared = sum(1 for f in mine if any(same_value(f, g) for g in theirs))
            if shared >= FIGURES_THAT_ALIGN and (best is None or shared > best[0]):
                best = (shared, Aligned(p, source, c, 0.0))
    return best[1] if best else None


def _aligned_by_level(an: Analysis, n: int, mine: list[Figure], evidence: Evidence) -> Aligned | None:
    """The one evidence clause that gives a change to the level the claim clause gives a change to, the
    same figure after "to" on both sides, and shares an informative word with it: "the typical guest
    list grew to 76" and "the average number of guests fell to 76" report one change."""
    levels = [f for f in mine if follows_to(an.text, f.start - an.offset)]
    if len(levels) != 1:
        return None
    said = set(clause_key_set(an, n))
    found = []
    for p in evidence.passages:
        source = evidence.corpus.analysis(p.index)
        for b in source.figures:
            if (
                same_value(levels[0], b.figure)
                and follows_to(source.text, b.figure.start - source.offset)
                and said & set(clause_key_set(source, b.clause)) - {key_of(levels[0].text)}
            ):
                found.append(Aligned(p, source, b.clause, 0.0))
    return found[0] if len(found) == 1 else None


def _passage_share(
    an: Analysis, n: int, passage: Passage, evidence: Evidence, ignore: Callable[[Token], bool]
) -> float:
    """The IDF-weighted share of clause ``n``'s informative words that ``passage`` holds anywhere."""
    want = clause_keys(an.clause_tokens(n), ignore)
    corpus = evidence.corpus
    weights = {k: corpus.idf_of(k) for k in want}
    total = sum(weights.values()) or 1.0
    have = corpus.keys(passage.index)
    return sum(w for k, w in weights.items() if k in have) / total


def _about_subject(
    source: Analysis,
    here: list[Token],
    anywhere: list[tuple[int, int, Token]],
    axis: int,
    side: int,
    subject: frozenset[str],
    bounds: bool,
    level: Figure | None,
    said: set[str],
    head: str | None = None,
    placed: bool = False,
) -> list[tuple[tuple[int, int], Token]]:
    """The source words going against the claim's word about its ``subject``, each with how much of it
    they say. Only words about the subject count, by how much of it each says; a word about another
    subject neither fires nor cancels. Against it in the matching clause (``here``), unless a word for it
    is as much about its subject; elsewhere in the sentence, when more about its subject than any word for
    it, and about two of its words or all of them: "exports of whisky rose 6%, while exports of gin fell
    9%" says gin exports fell, whatever whisky's did, and "the Greens rose ..., while Labour slipped" that
    Labour fell. Between two about as much of it, the one whose subject says fewer words the claim's
    clause never says: "letter volumes grew" is about "its letter volumes fell", not "parcel volumes at
    Northland grew". In the matching clause, a word about one word of a longer subject must be about its
    ``head``: "Container throughput rose" is not about "dwell times for import containers fell"."""
    opposite = [
        ((about, -_unsaid(source, t, said)), t in here, t)
        for a, s, t in anywhere
        if a == axis
        and s != side
        and _bounds(source, t) == bounds
        and (about := _about(source, t, subject, level, placed=placed))
    ]
    agrees = max(
        (
            (_about(source, t, subject, level, agreeing=True), -_unsaid(source, t, said))
            for a, s, t in anywhere
            if a == axis and s == side
        ),
        default=(0, 0),
    )
    enough = min(2, len(subject))
    return [
        (n, t)
        for n, inside, t in opposite
        if n > agrees
        and (n[0] >= enough or inside)
        and (
            head is None
            or axis not in (UP_DOWN, BETTER_WORSE)
            or not _heads_differ(head, subject, source, t)
            or n[0] > len(subject)  # the same figure after both says it is the same statement
        )
    ]


ELSEWHERE = "Of the same subject, the source says the opposite in"
_JOINS = frozenset({"and", ","})


def _conjuncts(an: Analysis, word: Token) -> list[frozenset[str]]:
    """The parts of a coordinated subject straight before a direction word, each as the index keys of its
    informative words ("both bus use and cycling have declined" -> {bus, use}, {cycl}): read back over
    auxiliaries and adverbs, then over words joined by "and" or commas, up to "both", a preposition
    (when no "both" opens the subject), another direction word or the clause's start. None when no "and"
    joins two parts ("the form of old signs", "cut jobs and raised prices")."""
    tokens = an.tokens
    i = next(k for k, t in enumerate(tokens) if t.start == word.start)
    first = an.clauses[an.clause_of(i)].first
    sides = _axes(an.lex).sides
    groups: list[list[str]] = [[]]
    joined = False
    k = i - 1
    while k >= first and (tokens[k].norm in an.lex.STOP_WORDS or tokens[k].norm.endswith("ly")):
        k -= 1  # "have", "both", "sharply"
    # "both" opens the subject, prepositional phrases and all ("both book loans and use of the free
    # computers in its libraries"); without it a preposition ends the reading back
    opened = next((j for j in range(k, first - 1, -1) if tokens[j].norm == "both"), None)
    if opened is not None:
        first = opened + 1
    for t in reversed(tokens[first : k + 1]):
        if t.norm in sides or (opened is None and t.norm in PREPOSITIONS):
            break  # another statement ("cut jobs and raised prices"), or what the subject is of
        if t.norm in _JOINS:
            joined = joined or t.norm == "and"
            groups.append([])
        elif not t.is_number and t.norm not in an.lex.TIME_WORDS and (key := key_of(t.text)):
            groups[-1].append(key)
    parts = [frozenset(g) for g in groups if g]
    return parts if joined and len(parts) >= 2 else []


def _elsewhere(
    an: Analysis,
    evidence: Evidence,
    aligned: Aligned,
    axis: int,
    side: int,
    word: Token,
    subject: frozenset[str],
    said: set[str],
) -> tuple[Aligned | None, list[tuple[tuple[int, int], Token]]]:
    """A word of change against the claim's (up/down, better/worse) in another evidence passage than the
    one that says most of the clause, about two of its subject's words, and more about it than any word
    for it in the evidence: "repair costs have begun to fall, the insurers said" is aligned by its speaker
    with "the insurers said premiums fell", but "repair costs were still rising" says the rest. A subject
    of one word ("revenue", "it") is too general to be found apart from its sentence: another company's
    revenue fell in "Drane Systems reported revenue of 7,867 million euros, which fell 37%"; nor does a
    figure in common stand for the subject's words."""
    corpus = evidence.corpus
    bounds = _bounds(an, word)
    level = _figure_after(an, word)
    best: tuple[tuple[int, int], Token, Passage, Analysis] | None = None
    agrees = (0, 0)
    clause = an.clause_of(next(k for k, u in enumerate(an.tokens) if u.start == word.start))
    for p in evidence.passages:
        source = aligned.analysis if p == aligned.passage else corpus.analysis(p.index)
        if p != aligned.passage and _names_others(an, clause, source):
            continue
        for a, s, t in _all_directions(source):
            if a != axis:
                continue
            n = (_about(source, t, subject, level), -_unsaid(source, t, said))
            if s == side:
                agrees = max(agrees, n)
            elif (
                p != aligned.passage
                and _bounds(source, t) == bounds
                and len(_subject(source, t) & subject) >= verdict.ELSEWHERE_SUBJECT_WORDS
            ):
                if best is None or n > best[0]:
                    best = (n, t, p, source)
    if best is None or best[0] <= agrees:
        return None, []
    n, t, p, source = best
    i = next(k for k, u in enumerate(source.tokens) if u.start == t.start)
    return Aligned(p, source, source.clause_of(i), 0.0), [(n, t)]


def _names_others(an: Analysis, n: int, source: Analysis) -> bool:
    """Whether a source sentence names others but none of the names in the claim's clause ``n``: "Drane
    Systems reported revenue ..., which fell 37%" says nothing of "the revenue of Tato Logistics"."""
    mine = [e for e in an.entities if e.kind == "name" and an.clauses[n].start <= e.start < an.clauses[n].end]
    theirs = [e for e in source.entities if e.kind == "name"]
    if not mine or not theirs:
        return False
    words = {t.norm for t in source.tokens}
    return not any(all(k in words for k in e.keys) for e in mine)


SUBJECT_WORDS = 3  # informative words before a direction word that say what it is about
_NOUN_LEADS = frozenset("the a an its their his her our this that".split())
_PLACING = frozenset("at in on across within among".split())
# and what a head reads past: where a flow goes or comes from, and what a thing is for ("Delays for
# passengers at Kelby fell", "Grain exports from the port rose")
_HEAD_PHRASES = _PLACING | {"for", "from", "to"}


def _about(
    source: Analysis, t: Token, subject: set[str], level: Figure | None, agreeing: bool = False, placed: bool = False
) -> int:
    """How much of the claim word's subject the source word ``t`` is about. The figure straight after both
    (``level`` for the claim's: "rose to 74%", "unchanged at 74%") says which statement of the sentence
    it is, above any word of the subject. A word on the claim's side with the claim's figure after it
    (``agreeing``) says the claim's statement even with its subject out of reach: "made a profit of £12m"
    is "... a loss of £40m last year, after a profit of £12m in 2023". So does a word against it with that
    figure after it in a clause ``placed`` by the claim clause's figures: "revenue fell 12% to £211
    million" against "total receipts rose 12% to £211m"."""
    shared = len(_subject(source, t) & subject)
    theirs = _figure_after(source, t)
    tied = (shared or agreeing or placed) and level is not None and theirs is not None and same_value(level, theirs)
    return shared + (len(subject) + 1 if tied else 0)


def _unsaid(source: Analysis, t: Token, said: set[str]) -> int:
    """How many words of what the source word ``t`` is about the claim's clause never says."""
    return len(_subject(source, t) - said)


def _figure_after(an: Analysis, word: Token) -> Figure | None:
    """The figure a direction word goes to or stands at, straight after it in its statement ("rose to
    74%", "unchanged at 74%", "fell 9%"): the first figure after it with no punctuation between."""
    for bound in an.figures:
        f = bound.figure
        if f.start >= word.end:
            gap = an.text[word.end - an.offset : f.start - an.offset]
            return None if any(c in gap for c in ",;:.()") else f
    return None


def _subject(an: Analysis, word: Token) -> frozenset[str]:
    """What a direction word is about (``_read_subject``), read once per word of an analysis: a source
    word is compared with every direction word of every claim it is evidence for."""
    known: dict[Token, tuple[frozenset[str], str | None]] = an.derived.setdefault("subject", {})  # type: ignore[assignment]
    found = known.get(word)
    if found is None:
        words, head = _read_subject(an, word)
        found = known[word] = frozenset(words), head
    return found[0]


def _head(an: Analysis, word: Token) -> str | None:
    """The key of the word the subject of a direction word is headed by: the nearest before it, past
    what places it ("throughput" in "Container throughput at Feldhaven rose"); None when the subject is
    read after the word."""
    _subject(an, word)
    return an.derived["subject"][word][1]  # type: ignore[index]


def _read_subject(an: Analysis, word: Token) -> tuple[set[str], str | None]:
    """The index keys of the informative words that say what a direction word is about, in its
    sentence: up to ``SUBJECT_WORDS`` before it ("staffing fell", "an American who fell"), back to the
    previous direction word, which ends another statement ("exports fell while imports rose"), and the
    object straight after it, up to a preposition or a punctuation mark ("acquitted the former
    director", against "found the former director guilty"; not "fell from 450", nor "the fee rise,
    membership went"); or, when nothing comes before, what follows ("higher fees")."""
    tokens = an.tokens
    i = token_index(tokens, word.start)
    if i == len(tokens) or tokens[i].start != word.start:
        i = next(n for n, t in enumerate(tokens) if t.start == word.start)
    sides = _axes(an.lex).sides
    time_words = an.lex.TIME_WORDS
    # another statement is ended by a word of change (up/down/no change, better/worse) or of the word's
    # own pair; a word of some other pair is part of what is said: "raised its profit guidance" is about
    # the profit guidance, though profit/loss is a pair, and so is "guidance was left unchanged"
    ends = {UP_DOWN, BETTER_WORSE} | {axis for axis, _ in sides.get(word.norm, ())}

    def keys(run: Iterable[Token], stop: frozenset[str] = frozenset(), placed: bool = False) -> list[str]:
        out = []
        count = 0
        for t in run:
            if any(axis in ends for axis, _ in sides.get(t.norm, ())) or t.norm in stop:
                break
            if placed and count and t.norm in _PLACING:
                # read back past where the thing is to the thing: "the waiting list [at Greenfold Housing
                # Association] eased" is about the list as well as its place
                count = 0
                continue
            # a word that places the change in time says nothing of what changed: "rose 7% last year"
            if not t.is_number and t.norm not in time_words and (k := key_of(t.text)):
                out.append(k)
                count += 1
                if count == SUBJECT_WORDS:
                    break  # the words further on are not kept
        return out

    # a change named by a noun is of what its "in" or "of" phrase says: "the fall in profit", "a 5% rise in
    # fares", "the increase of the levy"
    k = i - 1
    while k >= 0 and tokens[k].is_number:
        k -= 1
    if k >= 0 and tokens[k].norm in _NOUN_LEADS and i + 2 < len(tokens) and tokens[i + 1].norm in {"in", "of"}:
        of = keys(tokens[i + 2 :], PREPOSITIONS)
        if of:  # not "an increase of 9%", whose phrase is its size
            return set(of), None
    # past an attribution between commas: "an annuity paying £7,420 a year, according to the broker, down
    # from £7,810" is about the annuity
    back = attribution_before(an, tokens, i) if i else None
    start = i if back is None else back
    before = keys(tokens[start - 1 :: -1] if start else (), placed=True)
    if an.lang in CJK_LANGUAGES:
        # the subject and the object their particles mark, past a comparison or a tally between
        # ("営業利益は、前期に比べて18%増加", "議案を賛成9、反対14の反対多数で否決"); the object past a comma
        # too (a tally is written with one, "賛成9、反対14"), but not back past the sentence's last topic or
        # subject particle: an object before it is of a clause qualifying the subject ("宿泊施設を利用した
        # 外国人客は ... 増えた" is about 外国人客, not 宿泊施設)
        first = an.clauses[an.clause_of(i)].first
        topic = next((k for k in range(i - 1, -1, -1) if tokens[k].norm in cjk.SUBJECT_PARTICLES), 0)
        for particles, reach in ((cjk.SUBJECT_PARTICLES, first), (cjk.OBJECT_PARTICLES, topic)):
            at = cjk.subject_before(tokens, reach, i, particles)
            if at is not None:
                before += keys(tokens[at::-1])
    if not before:
        return set(keys(tokens[i + 1 :])), None

    def unbroken() -> Iterator[Token]:
        """The tokens after the word up to a punctuation mark."""
        end = word.end
        for k in range(i + 1, len(tokens)):
            t = tokens[k]
            gap = an.text[end - an.offset : t.start - an.offset]
            if any(c in gap for c in ",;:.()"):
                return
            yield t
            end = t.end

    # a verb with an object changes the object ("The board raised its dividend forecast"): no head is read
    after = keys(unbroken(), PREPOSITIONS)
    return set(before) | set(after), _read_head(an, i, ends) if an.lang not in CJK_LANGUAGES and not after else None


HEAD_REACH = 8  # words before a direction word in which the head of its subject is looked for


def _read_head(an: Analysis, i: int, ends: set[int]) -> str | None:
    """The key of the head of what the direction word at token ``i`` is about: the word before the first
    phrase that places it ("ticket sales [at its Calder Hall base] fell", "Container throughput [at
    Feldhaven] rose"), or else the nearest word before it, past a generic noun of quantity ("Knee
    operation numbers fell", "the number of visitors"); read back to a word that links another event
    ("after"), another change word or the clause's start. None for a name, which the name readers judge."""
    tokens, lex = an.tokens, an.lex
    sides = _axes(lex).sides
    lo = max(an.clauses[an.clause_of(i)].first, i - HEAD_REACH)
    region = []
    for k in range(i - 1, lo - 1, -1):
        t = tokens[k]
        if t.norm in lex.EVENT_LINKS or any(axis in ends for axis, _ in sides.get(t.norm, ())):
            break
        region.append(k)
    held = set(region)
    placing = [k for k in region if tokens[k].norm in _HEAD_PHRASES | {"of"} and k - 1 in held]
    start = min(placing) - 1 if placing else i - 1
    if placing and tokens[start + 1].norm == "of":
        # "Sales of gin": the noun before "of"; "the number of visitors": the noun after a generic one
        if tokens[start].norm in lex.MEASURE_HEADS:
            after = (
                k
                for k in range(start + 2, i)
                if k in held and key_of(tokens[k].text) and tokens[k].norm not in lex.STOP_WORDS
            )
            k = next(after, None)
            return key_of(tokens[k].text) if k is not None and not tokens[k].text[:1].isupper() else None
    for k in range(start, lo - 1, -1):
        if k not in held:
            break
        t = tokens[k]
        if t.is_number or t.norm in lex.TIME_WORDS or t.norm in lex.MEASURE_HEADS or t.norm in lex.STOP_WORDS:
            continue
        if t.norm in _HEAD_PHRASES or t.norm.endswith("ly") or not (key := key_of(t.text)):
            continue
        return None if t.text[:1].isupper() and t.start > an.offset else key
    return None
