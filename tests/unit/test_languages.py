"""Japanese, Chinese, German, French and Spanish: the same checks as English, read in each language."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from evidencedesk import review
from evidencedesk.checks.align import slot_alignment
from evidencedesk.checks.base import Evidence
from evidencedesk.checks.certainty import _spelled_in
from evidencedesk.documents import make_sources
from evidencedesk.retrieve import Corpus, retrieve
from evidencedesk.text import figures_intl
from evidencedesk.text.analysis import analyse
from evidencedesk.text.figures import extract_figures, same_value
from evidencedesk.text.lang import claim_language, detect
from evidencedesk.text.lexicon import LANGUAGES, en, ja
from evidencedesk.text.segment import sentences, word_count
from evidencedesk.text.tokens import tokenize


# -- lexicons ---------------------------------------------------------------------------------------------
def _public(module) -> dict[str, type]:
    return {k: type(v) for k, v in vars(module).items() if k.isupper() and not k.startswith("_")}


@pytest.mark.parametrize("lang", sorted(set(LANGUAGES) - {"en"}))
def test_every_language_module_has_the_shape_of_english(lang):
    english, other = _public(en), _public(LANGUAGES[lang])
    assert {k: english[k] for k in english} == {k: other.get(k) for k in english}
    assert LANGUAGES[lang].NEGATIONS, "every language reads negation"
    assert LANGUAGES[lang].UP and LANGUAGES[lang].DOWN, "and direction"


# -- detection ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("出張の日当は、1日あたり3,000円とする。", "ja"),
        ("公司2024年营业收入为3.5亿元，同比增长12%。", "zh"),
        ("Die Kosten sind im März nicht gestiegen, und die Firma hat sie gesenkt.", "de"),
        ("Le chômage a baissé et la ville n'a pas augmenté les impôts.", "fr"),
        ("Las ventas subieron y el gobierno no aprobó la ley de los presupuestos.", "es"),
        ("The pilot included 84 students and the results were published.", "en"),
        ("", "en"),
    ],
)
def test_language_is_read_from_script_and_function_words(text, lang):
    assert detect(text) == lang


def test_a_claim_in_kanji_alone_stays_japanese_in_a_japanese_draft():
    assert claim_language("総務課長承認", "ja") == "ja"
    assert claim_language("总务部负责审批", "zh") == "zh"
    assert claim_language("The API returns JSON for every request.", "ja") == "en"
    assert claim_language("Die Preise stiegen.", "de") == "de"


# -- tokens ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        ("パスワードは90日ごとに変更する", ["パスワード", "は", "90日", "ごと", "に", "変更", "する"]),
        ("申請する必要はない", ["申請", "する", "必要", "は", "ない"]),
        ("各々の社員は申請できない", ["各々", "の", "社員", "は", "申請", "できない"]),
        ("提出しなければならない", ["提出", "し", "なければならない"]),
        ("情報システム部経理課に連絡", ["情報", "システム", "部", "経理課", "に", "連絡"]),
        ("私物のUSBメモリ", ["私物", "の", "USB", "メモリ"]),
        ("人数が少ない場合は必ず申請", ["人数", "が", "少ない", "場合", "は", "必ず", "申請"]),
        (
            "差旅补贴由总务部负责，不得超过300元",
            ["差", "旅", "补贴", "由", "总务部", "负", "责", "不得", "超", "过", "300元"],
        ),
    ],
)
def test_cjk_words(text, tokens):
    got = tokenize(text)
    assert [t.text for t in got] == tokens
    assert all(text[t.start : t.end] == t.text for t in got)


@given(
    st.text(alphabet=st.sampled_from("出張の日当は、1日あたり3,000円とするパスワード々ー不没USB 。「」"), max_size=60)
)
def test_cjk_token_offsets_are_always_valid_and_in_order(text):
    end = 0
    for t in tokenize(text, 5):
        assert text[t.start - 5 : t.end - 5] == t.text and t.start - 5 >= end
        end = t.end - 5


# -- sentences ----------------------------------------------------------------------------------------------
def test_quotations_stay_whole_and_article_titles_stand_alone():
    text = "第3条（日当）\n日当は3,000円とする。ただし「半日は半額とする。詳細は別表による。」と定める。次です！"
    assert [s.text for s in sentences(text)] == [
        "第3条（日当）",
        "日当は3,000円とする。",
        "ただし「半日は半額とする。詳細は別表による。」と定める。",
        "次です！",
    ]


def test_a_short_japanese_answer_is_long_enough_to_be_a_claim():
    assert word_count("日当は3,000円です。") >= 5


# -- figures ----------------------------------------------------------------------------------------------------
def _read(text, lang=None):
    return [(f.text, f.value, f.kind, f.unit) for f in extract_figures(text, lang)]


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("１０万円を支給する", None, [("１０万円", 100000, "currency", "JPY")]),
        ("1億2000万円", None, [("1億2000万円", 120_000_000, "currency", "JPY")]),
        # 千 counts inside the group the next 万 multiplies
        ("購入費は約1億2千万円です", None, [("1億2千万円", 120_000_000, "currency", "JPY")]),
        ("会費は5千円", None, [("5千円", 5_000, "currency", "JPY")]),
        # digits before 億 after 兆: one amount, not 1兆 and 1,175
        ("寄付総額は1兆1,175億円", None, [("1兆1,175億円", 1_117_500_000_000, "currency", "JPY")]),
        # a fraction (denominator first), a factor, and units in katakana
        ("純利益は4分の1増えた", "ja", [("4分の1", 0.25, "ratio", "")]),
        ("住民の三分の二が賛成", "ja", [("三分の二", 2 / 3, "ratio", "")]),
        ("1.5倍の6本に増やす", "ja", [("1.5倍", 1.5, "factor", ""), ("6本", 6, "count", "本")]),
        ("最大風速は35メートルです", "ja", [("35メートル", 35, "measure", "m")]),
        (
            "重さ120キログラム、長さ3.5センチ",
            "ja",
            [("120キログラム", 120, "measure", "kg"), ("3.5センチ", 3.5, "measure", "cm")],
        ),
        ("初任給を2万5,000円引き上げる", None, [("2万5,000円", 25_000, "currency", "JPY")]),
        ("营业收入为3.5亿元", None, [("3.5亿元", 350_000_000, "currency", "CNY")]),
        ("3割を負担する", None, [("3割", 30, "percent", "%")]),
        ("5パーセント増えた", None, [("5パーセント", 5, "percent", "%")]),
        # a percent sign between kana or kanji, and a range of percents
        ("支持率は31%だった", None, [("31%", 31, "percent", "%")]),
        ("前期比8％増の840億円", None, [("8％", 8, "percent", "%"), ("840億円", 84_000_000_000, "currency", "JPY")]),
        ("3〜5%", None, [("3〜5%", 3, "percent", "%")]),
        ("2025年4月1日から", None, [("2025年4月1日", 20250401, "date", "")]),
        # days listed after a date are days of its month, not durations or counts
        ("11月16、17両日は運休", "ja", [("11月16", 1116, "date", ""), ("17両日", 1117, "date", "")]),
        (
            "11月16日と17日の2日間",
            "ja",
            [("11月16日", 1116, "date", ""), ("17日", 1117, "date", ""), ("2日間", 2, "measure", "d")],
        ),
        ("2025年4月1日、2日に開催", "ja", [("2025年4月1日", 20250401, "date", ""), ("2日", 20250402, "date", "")]),
        ("4月1日から3日間", "ja", [("4月1日", 401, "date", ""), ("3日間", 3, "measure", "d")]),
        ("令和7年に改定", None, [("令和7年", 2025, "year", "")]),
        ("令和元年", None, [("令和元年", 2019, "year", "")]),
        (
            "6か月で2回、5名",
            None,
            [("6か月", 6, "measure", "mo"), ("2回", 2, "count", "回"), ("5名", 5, "count", "人")],
        ),
        ("1日あたり", None, [("1日", 1, "measure", "d")]),
        # numbers in kanji, before a unit or counter or after 第; without one they are words
        ("三日以内に届け出る", "ja", [("三日", 3, "measure", "d")]),
        ("月額三万五千円を支給", "ja", [("三万五千円", 35_000, "currency", "JPY")]),
        ("一億二千万円の予算", "ja", [("一億二千万円", 120_000_000, "currency", "JPY")]),
        ("参加者は二十五名", "ja", [("二十五名", 25, "count", "人")]),
        ("二〇二五年に改定", "ja", [("二〇二五年", 2025, "year", "")]),
        ("第十二条", "ja", [("第十二", 12, "ordinal", "")]),
        ("十分な説明を一般の従業員に行う。万一の場合", "ja", []),
        # a number before a counter the list lacks is a count in it; one inside a code is not
        ("懲戒処分は5種類とする", "ja", [("5種類", 5, "count", "種類")]),
        ("A4用紙に記入する", "ja", []),
        (
            "Die Kosten stiegen um 12,5 % auf 3.400 Euro.",
            "de",
            [("12,5 %", 12.5, "percent", "%"), ("3.400 Euro", 3400, "currency", "EUR")],
        ),
        ("The rate was 3.400 units.", "en", [("3.400", 3.4, "count", "")]),
        (
            "soit 1 200 personnes, 12,5 pour cent",
            "fr",
            [("1 200", 1200, "count", ""), ("12,5 pour cent", 12.5, "percent", "%")],
        ),
        ("subieron 3.400 millones", "es", [("3.400 millones", 3.4e9, "count", "")]),
        ("Am 12. März 2024", "de", [("12. März 2024", 20240312, "date", "")]),
        ("le 12 mars 2024", "fr", [("12 mars 2024", 20240312, "date", "")]),
        ("el 12 de marzo de 2024", "es", [("12 de marzo de 2024", 20240312, "date", "")]),
    ],
)
def test_local_figures(text, lang, expected):
    assert _read(text, lang) == expected


def test_a_bound_written_before_a_japanese_figure():
    assert [f.comparator for f in extract_figures("待ち時間を最大3割短縮する", "ja")] == ["<="]
    assert [f.comparator for f in extract_figures("最低1万円を支給する", "ja")] == [">="]
    assert [f.comparator for f in extract_figures("最大風速は35メートル", "ja")] == [None]


def test_hedges_and_comparators_in_japanese():
    (f,) = extract_figures("約5,000円以上")
    assert f.approx and f.comparator == ">=" and f.value == 5000


@pytest.mark.parametrize(
    ("text", "comparator"),
    [
        ("月45時間を超えない範囲で命じる。", "<="),
        ("月45時間を超える場合は届け出る。", ">"),
        ("1泊につき12,000円を上限として支給する。", "<="),
        ("宿泊費は1泊10,000円が上限です。", "<="),
        ("時間外労働の上限は、原則として月45時間とする。", "<="),
        ("通勤手当は月額50,000円を支給する。", None),
        ("平均単価は1キロ600円を下回った。", "<"),  # fell below it
        ("来場者は1万人を上回った。", ">"),
        ("参加者は5千人余りだった。", ">"),  # a little over
        ("前年より8千羽余り多い。", ">"),  # past a counter
    ],
)
def test_a_ceiling_in_japanese_is_a_bound_on_its_figure(text, comparator):
    assert extract_figures(text, "ja")[-1].comparator == comparator


@given(st.text(alphabet=st.sampled_from("0123456789０１.,  万億円元年月日割%令和元第約以上Mäzr"), max_size=40))
def test_local_rewrites_keep_offsets_and_figures_keep_their_text(text):
    for lang in ("de", "fr", "es", "ja", None):
        assert len(figures_intl.rewrite(text, lang)) == len(text)
        previous = 0
        for f in extract_figures(text, lang):
            assert text[f.start : f.end] == f.text and f.start >= previous
            previous = f.end


# -- names and slots --------------------------------------------------------------------------------------
def test_departments_and_companies_are_names():
    a = analyse("株式会社ミライの社員は、情報システム部経理課に届け出る。", lang="ja")
    assert [e.text for e in a.entities] == ["株式会社ミライ", "情報システム部", "経理課"]
    assert [e.text for e in analyse("报销由总务部负责审批", lang="zh").entities] == ["总务部"]
    assert analyse("パスワードを変更する", lang="ja").entities == []


def test_a_day_of_the_week_is_named_with_or_without_its_last_character():
    source = (
        "町営プールは7月20日から8月31日まで開放します。利用時間は午前9時から午後5時までで、毎週月曜日は休場となります。"
    )
    ((label, fired),) = _labels("町営プールは7月20日から開放され、毎週火曜日は休場となる。", source)
    assert label == "mismatch" and "entities" in fired
    ((label, _),) = _labels("町営プールは7月20日から開放され、毎週月曜は休場となる。", source)
    assert label == "supported"


def test_a_point_of_the_compass_is_named_as_a_day_is():
    source = "台風12号は、南の海上を北西へ時速15キロで進んでいます。中心気圧は950ヘクトパスカルです。"
    ((label, fired),) = _labels("台風12号は時速15キロで北東へ進んでいる。", source)
    assert label == "mismatch" and "entities" in fired
    ((label, _),) = _labels("台風12号は時速15キロで北西へ進んでいる。", source)
    assert label == "supported"


def test_another_department_in_the_same_place_is_a_name_slot():
    sources = make_sources({"k.md": "出張する者は、事前に総務課に申請する。"})
    corpus = Corpus(sources)
    claim = analyse("出張する者は、事前に人事課に申請する。", lang="ja")
    found = retrieve(corpus, claim.text, [])
    aligned = slot_alignment(claim, 0, Evidence(found.evidence, found.candidates, corpus))
    (slot,) = aligned.slots
    assert slot.kind == "name"
    assert [u.word for u in slot.claim] == ["人事課"] and [u.word for u in slot.source] == ["総務課"]


def test_clauses_keep_a_topic_with_its_predicate_and_cut_an_added_condition():
    a = analyse("出張の日当は、1日あたり3,000円とするが、休日を挟む場合は1日とする。", lang="ja")
    assert [a.clause_text(n) for n in range(len(a.clauses))] == [
        "出張の日当は、1日あたり3,000円とするが",
        "休日を挟む場合は1日とする",
    ]


# -- through the engine --------------------------------------------------------------------------------------
def _labels(draft: str, source: str) -> list[tuple[str, set[str]]]:
    r = review(draft, {"s.md": source})
    return [(v.label.value, {c.check for c in v.checks if c.status == "fired"}) for v in r.verdicts]


ZH_SOURCE = (
    "公司2024年营业收入为3.5亿元，同比增长12%。\n差旅补贴由总务部负责发放。\n"
    "员工不需要提交纸质申请。\n去年的退货率下降了5%。\n去年员工提交了纸质申请。\n这个方案可能会降低成本。\n"
)


@pytest.mark.parametrize(
    ("claim", "label", "check"),
    [
        ("公司2024年营业收入为3.5亿元，同比增长12%。", "supported", None),
        ("公司2024年营业收入为4.5亿元，同比增长12%。", "mismatch", "figures.binding"),
        ("差旅补贴由人事部负责发放。", "mismatch", "entities"),
        ("员工需要提交纸质申请。", "mismatch", None),
        ("去年的退货率增长了5%。", "mismatch", "direction"),
        ("差旅补贴由总务部负责发放。", "supported", None),
        ("去年员工没有提交纸质申请。", "mismatch", "negation"),
        ("这个方案一定会降低成本。", "mismatch", "certainty"),
    ],
)
def test_chinese_amounts_negations_directions_and_departments(claim, label, check):
    ((got, fired),) = _labels(claim, ZH_SOURCE)
    assert got == label
    assert check is None or check in fired


@pytest.mark.parametrize(
    ("source", "claim", "label", "check"),
    [
        (
            "Die Kosten stiegen im März um 12,5 % auf 3.400 Euro.",
            "Die Kosten fielen im März um 12,5 % auf 3.400 Euro.",
            "mismatch",
            "direction",
        ),
        (
            "Die Kosten stiegen im März um 12,5 % auf 3.400 Euro.",
            "Die Kosten stiegen im März um 12,5 % auf 3.500 Euro.",
            "mismatch",
            "figures.binding",
        ),
        (
            "Die Kosten stiegen im März um 12,5 % auf 3.400 Euro.",
            "Die Kosten stiegen im März um 12,5 % auf 3400 Euro.",
            "supported",
            None,
        ),
        (
            "Die Firma hat im Mai keine Gebühren erhoben.",
            "Die Firma hat im Mai Gebühren erhoben.",
            "mismatch",
            "negation",
        ),
        (
            "Le chômage a baissé de 12,5 % en mars, soit 1 200 personnes.",
            "Le chômage a augmenté de 12,5 % en mars, soit 1 200 personnes.",
            "mismatch",
            "direction",
        ),
        (
            "Le chômage a baissé de 12,5 % en mars, soit 1 200 personnes.",
            "Le chômage a baissé de 12,5 % en mars, soit 1200 personnes.",
            "supported",
            None,
        ),
        (
            "La ville n'a pas augmenté les impôts locaux.",
            "La ville a augmenté les impôts locaux.",
            "mismatch",
            "negation",
        ),
        (
            "Las ventas subieron un 12,5 % hasta 3.400 euros en marzo.",
            "Las ventas bajaron un 12,5 % hasta 3.400 euros en marzo.",
            "mismatch",
            "direction",
        ),
        (
            "El gobierno no aprobó la ley de presupuestos.",
            "El gobierno aprobó la ley de presupuestos.",
            "mismatch",
            "negation",
        ),
    ],
)
def test_german_french_and_spanish(source, claim, label, check):
    ((got, fired),) = _labels(claim, source)
    assert got == label
    assert check is None or check in fired


@pytest.mark.parametrize(
    ("claim", "label"),
    [
        ("Die Kosten stiegen im April 2024 um 12,5 Prozent.", "mismatch"),  # another month
        ("Die Ausgaben stiegen im März 2024 um 12,5 Prozent.", "supported"),  # a noun is not a name
        ("Die Kosten stiegen im März 2024 um 12,5 Prozent.", "supported"),
    ],
)
def test_german_months_are_dates_and_capitalised_nouns_are_not_names(claim, label):
    ((got, _),) = _labels(claim, "Die Kosten stiegen im März 2024 um 12,5 Prozent.")
    assert got == label


def test_the_json_says_which_language_each_claim_was_read_as():
    claims = review(
        "出張の日当は、1日あたり3,000円です。", {"k.md": "出張の日当は、1日あたり3,000円とする。"}
    ).to_dict()
    assert [c["lang"] for c in claims["claims"]] == ["ja"]


_MIXED = st.text(
    alphabet=st.sampled_from(
        list("出張日当は、1日あたり3,000円とする。ない不没总务部课パスワードー々「」？ABC de 12,5 %\n")
    ),
    max_size=80,
)


@settings(max_examples=40, deadline=None)
@given(_MIXED, _MIXED)
def test_the_engine_reads_any_mixed_cjk_text_and_marks_only_real_offsets(draft, source):
    if not draft.strip() or not source.strip():
        return
    r = review(draft, {"s.md": source})
    for v in r.verdicts:
        assert draft[v.claim.start : v.claim.end] == v.claim.text
        for f in v.findings:
            if f.claim_span:
                s, e = f.claim_span
                assert 0 <= s <= e <= len(v.claim.text)
            if f.evidence:
                assert 0 <= f.evidence.start <= f.evidence.end <= len(source)


JA_SOURCE = (
    "社内システムの利用者数は、前年より12%増加した。\n残業時間は前年より減少した。\n"
    "新制度により申請の件数は減る可能性がある。\n受注は計画を上回りました。\n"
)


@pytest.mark.parametrize(
    ("claim", "label", "check"),
    [
        ("社内システムの利用者数は、前年より12%増加しました。", "supported", None),
        ("社内システムの利用者数は、前年より12%減少した。", "mismatch", "direction"),
        ("残業時間は前年より増加した。", "mismatch", "direction"),
        ("新制度により申請の件数は減る。", "mismatch", "certainty"),
        # the masu stem of 上回る / 下回る is a direction word too
        ("受注は計画を下回りました。", "mismatch", "direction"),
        ("受注は計画を上回りました。", "supported", None),
    ],
)
def test_japanese_directions_and_hedges(claim, label, check):
    ((got, fired),) = _labels(claim, JA_SOURCE)
    assert got == label
    assert check is None or check in fired


def _word_by_word(text: str, default: str = "en") -> str:
    """The reference for Latin text: every word of the sample counted for each language it marks, in
    order, the first language to reach the highest count winning a tie."""
    from collections import Counter

    from evidencedesk.text.lang import _LATIN_WORD, _MARKERS, SAMPLE_CHARS

    counts: Counter[str] = Counter()
    for word in _LATIN_WORD.findall(text[:SAMPLE_CHARS].lower()):
        for lang, markers in _MARKERS.items():
            if word in markers:
                counts[lang] += 1
    if not counts:
        return default
    best, hits = counts.most_common(1)[0]
    if best != "en" and hits >= 2 and hits > 1.5 * counts["en"]:
        return best
    return "en" if counts["en"] else default


_MARKER_WORDS = st.sampled_from(
    ["the", "and", "a", "de", "la", "en", "die", "und", "le", "et", "el", "y", "que", "für", "été", "on", "in"]
    + ["es", "un", "est", "ist", "zu", "spending", "Revenue", "à", "n", "no", "se"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_MARKER_WORDS, max_size=24).map(" ".join), st.sampled_from(["en", "de"]))
def test_a_latin_text_is_read_as_a_word_by_word_count_of_its_markers_reads_it(text, default):
    # the markers are counted once per distinct word; the language, and the tie between two, must not change
    assert detect(text, default) == _word_by_word(text, default)


_ASCII_PIECES = st.sampled_from(
    ["the", "The", "AND", "de", "La", "en", "die", "und", "le", "et", "el", "y", "que", "est", "ist", "zu", "n", "no"]
    + ["se", "revenue", "x", " ", "  ", "\n", ",", ".", "'", "-", "3", "42%", "l'", "n't", "(", ")", "\t", "_", "é"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_ASCII_PIECES, max_size=40).map("".join), st.sampled_from(["en", "de"]))
def test_plain_ascii_text_is_cut_into_the_words_the_latin_pattern_finds(text, default):
    # ASCII text takes a cheaper path to its words (letters kept, everything else a space): the same words
    assert detect(text, default) == _word_by_word(text, default)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [("午前9時", 540), ("午後5時", 1020), ("17時", 1020), ("午後3時30分", 930), ("5時半", 330), ("午前12時", 0)],
)
def test_a_japanese_clock_time_is_a_time_of_day(text, minutes):
    (figure,) = extract_figures(f"開始は{text}とする。", "ja")
    assert (figure.kind, figure.value) == ("time", minutes)


def test_hours_of_a_japanese_clinic_agree_across_12_and_24_hour_clocks():
    claim, source = "診療時間は午前9時から午後5時までである。", "当院の診療時間は、9時から17時までです。"
    assert review(claim, {"s.txt": source}).verdicts[0].label.value == "supported"
    later = "診療時間は午前9時から午後6時までである。"
    assert review(later, {"s.txt": source}).verdicts[0].label.value != "supported"


@pytest.mark.parametrize(
    ("claim", "source", "same"),
    [
        ("4月から", "令和7年4月1日から", True),  # a month holds the day the source gives in it
        ("5月から", "令和7年4月1日から", False),
        ("2025年4月1日から", "4月から", False),  # a day is more than the month the source gives
    ],
)
def test_a_date_with_parts_left_out_holds_the_dates_it_names(claim: str, source: str, same: bool) -> None:
    mine, theirs = extract_figures(claim, "ja"), extract_figures(source, "ja")
    assert same_value(mine[0], theirs[0]) is same


def test_japanese_quantifiers_are_read_inside_longer_runs_but_not_across_kana_words() -> None:
    def universals(text: str) -> list[str]:
        an = analyse(text, lang="ja")
        return [t.text for t in _spelled_in(an, an.tokens, ja.UNIVERSALS)]

    assert universals("特急列車は全便運休となった。") == ["全便"]
    assert universals("従業員全員が対象となる。") == ["全員"]
    assert universals("全店舗で営業時間を短縮する。") == ["全店舗"]  # the longest word at its place
    assert universals("果物などの価格が上がった。") == []  # "などの" holds no "どの"
    assert universals("どの店でも使える。") == ["どの"]
