"""Chinese word lists, in the shape of ``en.py``.

The tokenizer (``text.tokens``) cuts Chinese into single characters except the multi-character words
listed in this module, which it keeps whole: every word here is therefore also a token. A phrase of
several tokens is written with a space between them.
"""

from .english_only import *  # noqa: F403  (lists only English has so far: empty here)
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

STOP_WORDS = frozenset(
    """
    的 了 是 在 和 与 及 或 也 都 就 对 为 以 由 于 从 向 把 被 将 其 之 该 这 那 此 个 等 并 且 而 着 过
    """.split()
)

NEGATIONS = _NEGATIONS_BY_LANGUAGE["zh"]
# Whether a negation stands before the word it denies ("did not *approve*") or after it (Japanese
# "承認し*ない*").
NEGATION_BEFORE_WORD = True
CAUSE_BEFORE_CUE = False  # "because of [a strike]": the cause follows the word that marks it
# Words with which a claim speaks of its source rather than of the world (see the English list).
FRAMING_WORDS = frozenset("文章 文件 对话".split())
NEGATION_PHRASES = ("禁止", "不 允许", "不得 超过")

CAUSAL_PHRASES = ("导致", "因为", "由于", "造成", "引起", "致使", "所以", "因此", "使得")
ASSOCIATION_PHRASES = ("相关", "关联", "伴随", "同时")
CAUSAL_DENIALS = ("不能 证明", "无法 证明", "不能 说明", "尚不清楚")

BOOSTERS = frozenset("一定 总是 始终 必然 肯定 绝对 证明 永远 从不".split())
UNIVERSALS = frozenset("所有 全部 一切 每个 全体 任何".split())
HEDGES = frozenset("可能 也许 或许 大概 似乎 估计 预计".split())
LIMITING_QUANTIFIERS = frozenset("部分 大多 多数 一些 通常 一般 往往".split())
HEDGE_PHRASES = ("有 可能", "可能 会")

UP = frozenset("增长 增加 上升 上涨 提高 提升 增多 扩大 攀升 上调 增至".split())
DOWN = frozenset("下降 减少 下跌 降低 减少 缩小 回落 下调 下滑 降至 减至".split())
STEADY = frozenset("持平 不变 维持".split())
BETTER = frozenset("改善 好转 改进".split())
WORSE = frozenset("恶化 变差 退步".split())

# Where something stands against a mark: 高于 / 低于, 超过 / 落后于 (上升 and 下降 are read with UP and DOWN).
STANDING = (frozenset("高于 超过".split()), frozenset("低于 落后".split()))

OPPOSITES = (
    ("需要", "不需要"),
    ("批准", "拒绝"),
    ("允许", "禁止"),
    ("有效", "无效"),
    ("之前", "之后"),
    ("以前", "以后"),
    ("开始", "结束"),
    ("最高", "最低"),
    ("最大", "最小"),
    ("上限", "下限"),
    ("盈利", "亏损"),
    ("男性", "女性"),
)

MEASURE_GROUPS = (
    ("营收", "收入", "营业收入", "销售额"),
    ("利润", "净利润"),
    ("成本", "费用", "开支"),
    ("价格",),
    ("补贴", "津贴"),
    ("人数",),
    ("比例", "比率"),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}

PARAPHRASES = (
    ("增长", "增加", "上升", "提高"),
    ("下降", "减少", "降低", "下跌"),
    ("员工", "职工", "雇员"),
    ("申请", "申报"),
    ("审批", "批准"),
)

LEANING_OPENERS = frozenset("这 这些 那 那些 其 它 他们 该".split())
# Generic references, and the words that end a department's or a company's name.
GENERIC_REFERENTS = frozenset("公司 部门 中心 机构 政府 委员会 集团 学校".split())

# Words of time that follow a figure without being what it counts, the dimension a quantity gives, and the
# generic heads of a measure.
TIME_WORDS = frozenset("年 月 日 周 小时 分钟 前 后 去年 今年 明年 每年 每月 每天 以内".split())
DIMENSION_WORDS = frozenset("长 宽 高 深 厚 重".split())
MEASURE_HEADS = frozenset("率 数 比例 额 量 数量 人数 总数 平均 水平".split())

# Verbs that state an effect, modals of possibility and certainty, consensus verbs, quantities where more
# is better or worse, and the hedges a figure may carry ("约", "最多"). No antonym table: the pairs in
# OPPOSITES are Chinese's opposites.
EFFECT_VERBS = frozenset("降低 提高 改善 减少 增加 防止 促进 抑制".split())
NOT_BEFORE_EFFECT_VERB = frozenset()
# A contribution is said after the effect verb here (役立つ, 有助于 before it in Chinese is one token
# with it), so the English reading of the word before the verb does not carry over: none listed.
CONTRIBUTION_WORDS: frozenset[str] = frozenset()
DETERMINERS = frozenset("这 那 该 各 所有 一些 许多".split())
POSSIBLE_MODALS = frozenset("可能 或许 也许".split())
CERTAIN_MODALS = frozenset("一定 必然 必须 将".split())
CONSENSUS_VERBS = frozenset("一致 同意 认同".split())
PRONOUNS = frozenset("我 你 他 她 它 我们 他们".split())
FIGURE_HEDGES = ("约", "大约", "左右", "近", "最多", "至少")
MORE_IS_BETTER = frozenset("收入 利润 销量 生产率 满意度 就业 存活率".split())
MORE_IS_WORSE = frozenset("亏损 赤字 事故 失业率 成本 误差 延误".split())
BETTER_NOUNS = frozenset("盈利 利润 改善 胜利 成功".split())
WORSE_NOUNS = frozenset("亏损 损失 恶化 失败".split())
ANTONYMS: dict[str, frozenset[str]] = {}
IRREGULAR_FORMS: dict[str, str] = {}
# Endings of comparatives and superlatives read off a word before antonyms are looked up (none here).
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
NOT_MANNER_ADVERBS: frozenset[str] = frozenset()  # words in -ly are English
