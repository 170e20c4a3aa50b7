"""Which sentences of a draft are claims: any that asserts something, whatever its length."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk.text.assertion import NO_SUBJECT, NO_VERB, NO_WORDS, QUESTION, asserts, missing

CLAIMS = [
    # a part of a group named by a pronoun after "of"
    "Some of them posed an immediate risk to pupils.",
    "None of them posed a risk.",
    "Two of us resigned.",
    "Most of those agree.",
    # news
    "Smith resigned.",
    "Mortality on the ward fell by a tenth.",
    "Survival on the ward improved by a tenth after the new protocol.",
    "The mayor quit on Friday.",
    "Police arrested two men.",
    "Three other people walk in.",
    "His deputy, also under investigation, stepped down the next day.",
    # a verb in -s after an aside closed by a comma, with its object after it
    "Ama Mensah, previously at Kettering Labs, now leads the institute.",
    "The mayor, a former teacher, wants a second term.",
    "Smith, 54, leads the group.",
    "It's over.",
    "The minister's gone.",
    # health
    "The vaccine works.",
    "The clinic treats patients at a rural health centre.",
    "The public expects more.",
    "Doctors agree.",
    "Daily walks lower blood pressure.",
    "Waiting lists grew.",
    "Harry and Joyce both agree to the new rota.",
    # finance
    "Revenue fell 12%.",
    "Profits doubled.",
    "Profits more than doubled.",
    "Output at the smelter less than halved.",
    "Q3 revenue: $4.2bn.",
    "Inflation eases.",
    "The bank cannot raise rates.",
    "Northgate Ltd then sold its depot.",
    # sport
    "Arsenal won.",
    "United won 2-1 after a late penalty.",
    "Ofgem acts.",
    "This became the club's longest unbeaten run.",
    # policy
    "The council approved the budget.",
    "This group of councils also sets the bus fares.",
    "Ministers insist.",
    "The levy isn't enough.",
    # other languages written with spaces
    "Les bénéfices ont doublé.",
    "Der Umsatz ist gefallen.",
    "La partida de transporte público se incrementará.",
    "El ayuntamiento aprobó el plan.",
    "La tarifa subirá en marzo.",
    "Il prezzo aumentò.",
    "Le musée se trouve à Lyon.",
    "Le chômage a baissé.",
    "La ville a approuvé le budget.",
    "Les prix augmentent.",
    "El ayuntamiento ha aprobado el plan.",
    "매출이 증가했다.",
    # a past form after a stop word that ends a noun phrase, or after a name in capitals
    "Output at the mine fell because of a strike.",
    "Exports to the US rose sharply.",
    # scripts without spaces
    "株価が上がった。",
    "患者の数は減っていない。",
    "史密斯辞职了。",
    "收入增长12%。",
    "通胀率为3%",
]

FRAGMENTS = [
    ("Some of them.", NO_VERB),
    ("Most of those recently.", NO_VERB),
    ("Early days, though.", NO_VERB),
    ("Unexpected delays at Heathrow.", NO_VERB),
    ("Key figures for the quarter.", NO_VERB),
    ("Mixed results.", NO_VERB),
    ("More than doubled.", NO_VERB),
    ("Rising prices across the region.", NO_VERB),
    ("Sales, boosted by tourism.", NO_VERB),
    ("Unexpected delays at Heathrow, roadworks, the lot.", NO_VERB),
    ("Lots of news, tips the scales.", NO_VERB),
    ("A look at the numbers behind the merger.", NO_VERB),
    ("Thanks, Maria.", NO_VERB),
    ("In 2023.", NO_VERB),
    ("El presupuesto municipal.", NO_VERB),
    ("Read the full report here.", NO_SUBJECT),
    ("Share this page.", NO_SUBJECT),
    ("Did the levy work?", QUESTION),
    ("Will the striker be fit for Saturday?", QUESTION),
    ("How many beds does the ward have?", QUESTION),
    ("— 3 —", NO_WORDS),
    ("新製品の発表。", NO_VERB),
    ("第一四半期の業績", NO_VERB),
    ("第一季度业绩", NO_VERB),
    ("患者は増えましたか。", QUESTION),
    ("좋은 아침", NO_VERB),
]


@pytest.mark.parametrize("text", CLAIMS)
def test_a_sentence_that_asserts_something_is_a_claim_whatever_its_length(text):
    assert missing(text) is None
    assert asserts(text)


@pytest.mark.parametrize(("text", "lacking"), FRAGMENTS, ids=[t for t, _ in FRAGMENTS])
def test_questions_instructions_and_fragments_say_what_they_lack(text, lacking):
    assert missing(text) == lacking
    assert not asserts(text)


def test_an_instruction_with_a_past_form_after_its_subject_is_still_a_statement():
    # "Read" opens it, but "the council decided" is a subject and its verb
    assert missing("Read the council decided against it.") is None


def test_a_participle_after_a_determiner_is_not_a_verb():
    assert missing("The increased costs.") == NO_VERB
    assert missing("The increased costs hurt.") is None


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_any_text_gets_an_answer(text):
    assert missing(text) in {None, NO_VERB, NO_SUBJECT, NO_WORDS, QUESTION}
