"""Japanese word lists, in the shape of ``en.py``.

Entries are written as the tokenizer cuts them (``text.tokens``): kanji compounds whole or in pairs,
katakana words whole, particles and verb endings as their own tokens. A phrase of several tokens is
written with a space between them ("可能性 が ある"), as the checks match phrases token by token.
"""

from .english_only import *  # noqa: F403  (lists only English has so far: empty here)
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

# Particles, copulas and light verbs: grammar, not content.
STOP_WORDS = frozenset(
    """
    は が を に へ で と の も や か から まで より など ので のに について において ごと ずつ あたり
    です でした である であり であった だ だった ます ました まし
    する した して します しました される された されて されます させる とする とし とします
    ある あり あります あった いる いた います おり おります なる なった なります よる よって
    こと もの とき ところ ほか うち また および または ならびに れる れた られる られた よい
    んだ んで
    には では とは のは への での との からは までは までに にも でも とも のみ のうち ですが
    ください なさい ように ような ましょう られます れます されます ては っては ても っても って
    じる じた じて じては じます じられる じられた
    この その あの これ それ あれ 当該 各 同 本
    """.split()
)

NEGATIONS = _NEGATIONS_BY_LANGUAGE["ja"]
# Whether a negation stands before the word it denies or, as here, after it ("承認し*ない*").
NEGATION_BEFORE_WORD = False
# なく after を is the verb なくす, to do away with ("自己負担をなくす", "待機児童をなくします", "格差をなくした"):
# the act, not a negation of it, as "abolish" is not "not" ("承認なくして", without を, still negates)
NEGATION_IDIOMS = ("を なく",)
# Verbs that carry a noun's act ("同意は得られていない", "許可は出ていない", "説明会は行われていない",
# "補助金は受けていない"): a negation after one denies the noun before it, not the verb.
SUPPORT_VERBS = frozenset("得 出 行 受 取".split())
CAUSE_BEFORE_CUE = True  # "[台風接近]のため", "[工事]に伴い": the cause comes before the word that marks it
# Words with which a claim speaks of its source rather than of the world (see the English list).
FRAMING_WORDS = frozenset("記事 文書 会話".split())
NEGATION_PHRASES = ("禁止 する", "禁止 と する", "不可 と する", "認め ない", "認められ ない")
# Words after a verb that make it a plan, not a deed: "閉鎖する方針だ" (intends to close), "値上げする予定"
# (is to raise), "売却を検討している" (is considering selling), "撤退する意向" (means to withdraw),
# "再開する見通し" (is expected to reopen); and the endings that say the deed is done: "閉鎖した",
# "閉鎖しました", "閉鎖された".
PLAN_WORDS = frozenset("方針 予定 計画 意向 見通し 見込み 検討".split())
DONE_ENDINGS = ("した", "しました", "された", "されました", "げた", "げました")
# Verbs of turning down or doing away with, which say what a negation says ("請求を棄却した" what
# "請求を認めなかった" does, "申請を却下" what "申請は認められない", "条例案を否決" what "可決しなかった",
# "手数料を廃止" what "手数料はかからない"): they agree with a negation, as the English list does. 退 is
# 退ける as the tokenizer cuts it ("控訴を退けた"); 退職 and 退院 stay whole.
PRIVATIVE_VERBS = frozenset("棄却 却下 否決 拒否 廃止 撤廃 免除 退".split())

# に伴い gives the reason in notices and rules as ため does ("台風の接近に伴い休校とします", "工事に伴い通行止め",
# "人事異動に伴い担当が変わります"): a cause, not only two things at once
CAUSAL_PHRASES = (
    "ため",
    "により",
    "によって",
    "による",
    "原因",
    "起因",
    # the factor behind a result, as 原因 is its cause: "円安が増益の主な要因です", "人手不足が倒産の要因となった"
    "要因",
    "結果 として",
    "せい で",
    "おかげ で",
    "に 伴 い",
    "に 伴 って",
    # a reason named as such: "業績悪化を理由に工場を閉鎖", "健康上の理由で辞任"
    "理由 に",
    "理由 で",
)
ASSOCIATION_PHRASES = ("関連", "相関", "と 同時 に", "関係 が ある")
CAUSAL_DENIALS = ("とは 言え ない", "とは いえ ない", "断定 でき ない", "因果 関係 は ない", "不明")

# 必ず is left out: in a rule it stresses an obligation the regulation states (必ず提出すること).
BOOSTERS = frozenset("常に 絶対 確実 いつも 証明 例外なく".split())
# 全 before a noun of what is counted says all of it: 全便運休 (every service cancelled), 全線 (the whole
# line), 全店舗で (in every store), 全校 (the whole school), 全戸・全世帯 (every household), 全域 (the whole
# area), 全社 (company-wide)
UNIVERSALS = frozenset(
    "すべて 全て 全員 全部 全額 一切 あらゆる どの 全便 全線 全店 全店舗 全校 全戸 全世帯 全域 全社".split()
)
HEDGES = frozenset("可能性 おそれ 恐れ 示唆 推定 見込み".split())
LIMITING_QUANTIFIERS = frozenset("一部 多く 大半 ほとんど 主に 概ね 原則 通常 一般".split())
HEDGE_PHRASES = ("可能性 が ある", "こと が ある", "おそれ が ある", "か も しれ ない", "と 考え られる")

# 増 and 減 alone are the change written after a figure ("前期比8%増", "12%減の840億円").
# a price rises or is raised: "運賃が値上がりする", "電気料金を値上げ", "気温が上がる"
UP = frozenset(
    "増加 上昇 増える 増え 増大 拡大 向上 引き上げ 引上げ 伸び 急増 倍増 増額 上回る 上回っ 上回り 増 "
    "値上がり 値上げ 上がる 上がり 上がっ "
    # added on top: "予算を5億円上積みする", "賃上げ率を0.5ポイント上積み", "前年から4億円上積みした190億円"
    "上積み "
    # a time made longer: "開館時間を午後9時まで延長する", "受付期間を2週間延長", "工期を延長した"
    "延長".split()
)
DOWN = frozenset(
    "減少 低下 減る 減り 縮小 下落 引き下げ 引下げ 削減 減額 急減 半減 下回る 下回っ 下回り 減 "
    "値下がり 値下げ 下がる 下がり 下がっ "
    # a time made shorter: "開館時間を短縮する", "診療時間を1時間短縮", "工期を3か月短縮した"
    "短縮".split()
)
STEADY = frozenset("据え置き 据え置く 据え置い 据置 横ばい 維持".split())
# Verbs of change that, denied, say no change, as the word the negation follows: "料金は変えない",
# "負担は変わらない", "保険料は変更しない", "価格は変化していない" stand where 据え置く does.
CHANGE_VERBS = frozenset("変 変更 変化 変動".split())
BETTER = frozenset("改善 好転 良化".split())
WORSE = frozenset("悪化 低迷 劣化".split())

# Where something stands against a mark: 上回る and 下回る are read with UP and DOWN above.
STANDING: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())

OPPOSITES = (
    ("必要", "不要"),
    ("可能", "不可"),
    ("有効", "無効"),
    ("許可", "禁止"),
    ("承認", "却下"),
    ("支給", "不支給"),
    ("対象", "対象外"),
    ("有給", "無給"),
    ("以前", "以後"),
    ("前日", "翌日"),
    ("事前", "事後"),
    ("開始", "終了"),
    ("最大", "最小"),
    ("最高", "最低"),
    ("上限", "下限"),
    ("義務", "任意"),
    ("合格", "不合格"),
    ("含む", "除く"),
    ("午前", "午後"),
    ("男性", "女性"),
    # a vote, a verdict, a contest or a balance, each one way or the other: "議案を可決" / "否決", "賛成多数" /
    # "反対多数", "有罪判決" / "無罪判決", "勝訴" / "敗訴", "当選" / "落選", "黒字" / "赤字"
    ("可決", "否決"),
    ("賛成", "反対"),
    ("有罪", "無罪"),
    ("勝訴", "敗訴"),
    ("当選", "落選"),
    ("黒字", "赤字"),
    # a court of appeal upholds the ruling below or sets it aside; it grants a claim or dismisses it:
    # "一審判決を支持" / "一審判決を取り消し", "原判決を破棄", "請求を認容" / "請求を棄却"
    ("支持", "取り消し"),
    ("支持", "破棄"),
    ("認容", "棄却"),
)

MEASURE_GROUPS = (
    ("日当", "手当"),
    ("旅費", "交通費", "運賃"),
    ("宿泊費", "宿泊料"),
    ("金額", "額"),
    ("期間", "期限"),
    ("日数",),
    ("時間",),
    ("回数",),
    ("人数", "人員"),
    ("売上", "売上高"),
    ("利益",),
    ("費用", "経費", "コスト"),
    ("価格", "料金"),
    ("割合", "比率", "率"),
    ("件数",),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}

PARAPHRASES = (
    ("支給", "支払", "支払い", "支払う"),
    ("申請", "申し込み", "申込"),
    ("提出", "届け出", "届出"),
    ("承認", "許可"),
    ("社員", "従業員", "職員"),
    ("休暇", "休み"),
    ("上限", "限度"),
    ("取得", "利用"),
    ("規程", "規則", "規定"),
)

LEANING_OPENERS = frozenset("これ それ この その 同 当該".split())
GENERIC_REFERENTS = frozenset("会社 当社 部署 部門 組織 制度 規程 委員会".split())

# Words of time that follow a figure without being what it counts ("3日後", "昨年"), the dimension a
# quantity gives ("長さ", "高さ") and the generic heads of a measure ("率", "数", "割合").
TIME_WORDS = frozenset("年 月 日 週 時間 分 前 後 昨年 今年 来年 前年 毎年 毎月 毎週 毎日 以内 まで".split())
DIMENSION_WORDS = frozenset("長さ 幅 高さ 深さ 厚さ 重さ".split())
MEASURE_HEADS = frozenset("率 数 割合 額 量 件数 人数 合計 平均 水準".split())

# Verbs that state an effect ("下げる", "改善する"), modals of possibility and certainty, consensus verbs,
# quantities where more is better or worse, and the hedges a figure may carry ("約", "最大"). Japanese has no
# WordNet table here: its opposites are the pairs in OPPOSITES, and its verbs have no irregular forms listed.
EFFECT_VERBS = frozenset(
    "下げる 下げた 上げる 上げた 改善する 改善した 減らす 減らした "
    "増やす 増やした 防ぐ 防いだ 促進する 抑制する".split()
)
NOT_BEFORE_EFFECT_VERB = frozenset()
# A contribution is said after the effect verb here (役立つ, 有助于 before it in Chinese is one token
# with it), so the English reading of the word before the verb does not carry over: none listed.
CONTRIBUTION_WORDS: frozenset[str] = frozenset()
DETERMINERS = frozenset("この その あの 各 全 一部の 多くの".split())
POSSIBLE_MODALS = frozenset("可能性がある かもしれない 場合がある 得る".split())
CERTAIN_MODALS = frozenset("必ず 確実に 必ずしも".split())
CONSENSUS_VERBS = frozenset("合意 一致".split())
PRONOUNS = frozenset("私 彼 彼女 彼ら 我々 当社".split())
# Hedges and bounds of a figure, before it ("約", "最大") or after it ("以内", "を上限として").
FIGURE_HEDGES = (
    "約",
    "およそ",
    "程度",
    "前後",
    "最大",
    "以上",
    "以下",
    "未満",
    "以内",
    "ほど",
    "を上限として",
    "を限度として",
    "を上限とする",
    "を限度とする",
)
MORE_IS_BETTER = frozenset("売上 利益 生産性 満足度 合格率 出席率 生存率 雇用".split())
MORE_IS_WORSE = frozenset("損失 赤字 事故 欠勤 離職率 遅延 誤り 費用".split())
BETTER_NOUNS = frozenset("黒字 利益 改善 勝利 成功".split())
WORSE_NOUNS = frozenset("赤字 損失 悪化 敗北 失敗".split())
ANTONYMS: dict[str, frozenset[str]] = {}
IRREGULAR_FORMS: dict[str, str] = {}
# Endings of comparatives and superlatives read off a word before antonyms are looked up (none here).
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
NOT_MANNER_ADVERBS: frozenset[str] = frozenset()  # words in -ly are English

# Words that make a record with no limit, before the rank they open: "過去最多の1200人が参加した", "史上最高値",
# "史上初の3連覇" (a source that gives the earlier figure and no record does not rank it). 最多 or 最高 alone is
# no record: "最高気温", "最低賃金", "最大で10万円" are a measure and a bound.
RECORD_WORDS = frozenset("過去 史上".split())
RECORD_NEXT = frozenset("最初")
