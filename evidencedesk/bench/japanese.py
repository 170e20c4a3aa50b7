"""The Japanese bench: answers written from internal regulations, right and wrong, and what each check adds.

A field report on 4,000 regulation/answer pairs found that checks on numbers and on proper nouns
(departments) caught wrong answers without rejecting a single correct one, that a sentence-level
overlap rule then rejected hundreds of correct answers (paraphrased, shortened), and that answers adding
one unstated condition are the errors a score hides. This module measures the engine on the same kind
of material:

- the kitei sample (``sample_data/kitei``), its cases read from its README;
- a generated set: fictional regulation articles (amounts, departments, obligations, prohibitions),
  each in a small regulation document among other articles, and for each article a correct answer
  written as an FAQ would (polite endings, another order, a shortening) and wrong ones: another amount,
  another department, the negation turned around, a condition the regulation does not state.

It reports the seed's layered table (checks added one at a time in registry order: answers returned,
wrong answers left among them, correct answers wrongly rejected) and, per kind of answer, how often the
engine said Supported, Insufficient evidence and Potential mismatch. The generator is seeded, so two
runs measure the same pairs.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..documents import InputError, sample_dir
from . import data, metrics, outcomes

SEED = 20261201
ARTICLES = 90  # regulation articles generated; each yields a correct answer and a wrong one or two

ITEMS = (
    "出張の日当",
    "宿泊費の上限",
    "通勤手当の上限",
    "結婚祝金",
    "資格取得の報奨金",
    "在宅勤務手当",
    "深夜勤務手当",
    "単身赴任手当",
    "社員食堂の補助",
    "健康診断の補助",
    "書籍購入の補助",
    "語学研修の補助",
)
PER = ("1日", "1泊", "1か月", "1回", "1件")
AMOUNTS = ("3,000円", "5,000円", "8,000円", "10,000円", "12,000円", "15,000円", "2万円", "5万円", "10万円")
DEPARTMENTS = (
    "総務課",
    "人事課",
    "経理課",
    "情報システム部",
    "法務室",
    "広報部",
    "営業企画部",
    "品質保証室",
    "購買課",
    "秘書室",
    "安全衛生センター",
)
ACTIONS = (
    "出張申請書",
    "経費精算書",
    "休暇届",
    "住所変更届",
    "通勤経路の変更届",
    "備品の購入申請書",
    "名刺の発注書",
    "在宅勤務の申請書",
    "資格取得の報告書",
    "副業の届出書",
)
DEADLINES = ("3日前まで", "前日まで", "1週間前まで", "当日中", "翌月5日まで", "2週間以内")
DUTIES = (
    ("パスワード", "90日ごとに変更"),
    ("入館証", "常に着用"),
    ("機密文書", "施錠できる書庫に保管"),
    ("来客の情報", "受付簿に記録"),
    ("業務日報", "毎日作成"),
    ("社外への持ち出し", "所属長に報告"),
)
FORBIDDEN = (
    ("私物のUSBメモリ", "業務用パソコンに接続"),
    ("業務用の端末", "社外に持ち出"),
    ("顧客の個人情報", "私用のメールに転送"),
    ("社内の会議資料", "外部のクラウドに保存"),
    ("会社の備品", "私的に使用"),
)
# Conditions an answer may add; no generated regulation states any of them.
CONDITIONS = (
    "休日を挟む場合は半額となります",
    "入社1年未満の社員は対象外です",
    "海外の場合は2倍になります",
    "パートタイムの社員には適用されません",
    "繁忙期には受け付けません",
    "役職者は所属長の承認が不要です",
    "再発行には手数料がかかります",
)


@dataclass(frozen=True)
class Article:
    """One generated regulation sentence and the answers written from it: (kind, text, correct)."""

    text: str
    answers: tuple[tuple[str, str, bool], ...]


def _other(rng: random.Random, options: tuple[str, ...], not_this: str) -> str:
    return rng.choice([o for o in options if o != not_this])


_KANJI_DIGITS = "〇一二三四五六七八九"


def _in_kanji(amount: str) -> str:
    """An amount of yen written in kanji, as many regulations write it: "3,000円" is 三千円, "12,000円"
    一万二千円, "2万円" 二万円."""
    digits = amount.removesuffix("円").replace(",", "")
    value = int(digits.removesuffix("万")) * (10_000 if digits.endswith("万") else 1)

    def below_10000(n: int) -> str:
        out = ""
        for place, mark in ((1000, "千"), (100, "百"), (10, "十")):
            d, n = divmod(n, place)
            out += ("" if d in (0, 1) else _KANJI_DIGITS[d]) + (mark if d else "")
        return out + (_KANJI_DIGITS[n] if n else "")

    man, rest = divmod(value, 10_000)
    head = "" if man == 0 else ("一" if man == 1 else below_10000(man)) + "万"
    return head + below_10000(rest) + "円"


def _amount_article(rng: random.Random) -> Article:
    item, per, amount = rng.choice(ITEMS), rng.choice(PER), rng.choice(AMOUNTS)
    dept = rng.choice(DEPARTMENTS)
    text = f"{item}は、{per}あたり{amount}とし、{dept}が支給する。"
    wrong = _other(rng, AMOUNTS, amount)
    answers = (
        ("correct verbatim", f"{item}は、{per}あたり{amount}とし、{dept}が支給します。", True),
        ("correct paraphrase", f"{item}は{per}あたり{amount}で、{dept}から支給されます。", True),
        ("correct shortening", f"{item}は、{per}あたり{amount}です。", True),
        ("correct amount in kanji", f"{item}は、{per}あたり{_in_kanji(amount)}です。", True),
        ("wrong amount", f"{item}は、{per}あたり{wrong}です。", False),
        ("wrong amount in kanji", f"{item}は、{per}あたり{_in_kanji(wrong)}です。", False),
        ("added condition", f"{item}は、{per}あたり{amount}ですが、{rng.choice(CONDITIONS)}。", False),
    )
    return Article(text, answers)


def _department_article(rng: random.Random) -> Article:
    action, dept, deadline = rng.choice(ACTIONS), rng.choice(DEPARTMENTS), rng.choice(DEADLINES)
    text = f"{action}は、{deadline}に{dept}に提出しなければならない。"
    answers = (
        ("correct verbatim", f"{action}は、{deadline}に{dept}に提出しなければなりません。", True),
        ("correct paraphrase", f"{action}は{deadline}に{dept}へ提出してください。", True),
        ("correct shortening", f"{action}の提出先は{dept}です。", True),
        ("wrong department", f"{action}は、{deadline}に{_other(rng, DEPARTMENTS, dept)}に提出してください。", False),
        ("flipped negation", f"{action}は、{dept}に提出する必要はありません。", False),
        ("added condition", f"{action}は{deadline}に{dept}へ提出しますが、{rng.choice(CONDITIONS)}。", False),
    )
    return Article(text, answers)


def _duty_article(rng: random.Random) -> Article:
    thing, act = rng.choice(DUTIES)
    text = f"社員は、{thing}を{act}しなければならない。"
    answers = (
        ("correct verbatim", f"社員は、{thing}を{act}しなければなりません。", True),
        ("correct paraphrase", f"{thing}は、社員が{act}する必要があります。", True),
        ("flipped negation", f"社員は、{thing}を{act}する必要はありません。", False),
    )
    return Article(text, answers)


def _forbidden_article(rng: random.Random) -> Article:
    thing, act = rng.choice(FORBIDDEN)
    text = f"社員は、{thing}を{act}してはならない。"
    answers = (
        ("correct verbatim", f"社員は、{thing}を{act}してはなりません。", True),
        ("correct paraphrase", f"{thing}を{act}することは禁止されており、できません。", True),
        ("flipped negation", f"社員は、{thing}を{act}することができます。", False),
    )
    return Article(text, answers)


MAKERS = (_amount_article, _amount_article, _department_article, _department_article, _duty_article, _forbidden_article)


def generated_pairs(articles: int = ARTICLES, seed: int = SEED) -> list[data.Pair]:
    """Regulation/answer pairs: each article sits in a regulation of five articles (the others drawn
    from the same generator, so departments and amounts recur across articles as they do in real
    regulations), and every answer written from it is one pair."""
    rng = random.Random(seed)
    made = [rng.choice(MAKERS)(rng) for _ in range(articles)]
    pairs = []
    for n, article in enumerate(made):
        others = rng.sample([a for a in made if a.text != article.text], 4)
        sentences = [article.text, *(a.text for a in others)]
        rng.shuffle(sentences)
        body = "\n".join(f"## 第{i}条\n{s}\n" for i, s in enumerate(sentences, 1))
        sources = ((f"kitei-{n:03d}.md", f"# 社内規程 第{n}号\n\n{body}"),)
        for kind, text, correct in article.answers:
            pairs.append(
                data.Pair(
                    id=f"ja-{n:03d}-{kind.replace(' ', '-')}",
                    dataset="japanese",
                    claim=text,
                    sources=sources,
                    label="supported" if correct else "unsupported",
                    error_types=() if correct else (kind,),
                    domain=kind,
                )
            )
    return pairs


def sample_pairs() -> list[data.Pair]:
    """The kitei sample's cases, one pair per answer (its README gives the expected label)."""
    try:
        sample = data.load_sample(sample_dir("kitei"))
    except InputError:
        return []
    if sample is None:
        return []
    pairs = []
    for case in sample.cases:
        supported = case.expected == "supported"
        kind = "correct (kitei)" if supported else f"wrong (kitei, {case.check or case.expected})"
        pairs.append(
            data.Pair(
                id=f"kitei-{case.case}",
                dataset="kitei",
                claim=_answer(sample.draft, case.claim),
                sources=sample.sources,
                label="supported" if supported else "unsupported",
                error_types=() if supported else (case.expected,),
                domain=kind,
            )
        )
    return pairs


def _answer(draft: str, opening: str) -> str:
    """The whole answer of the sample draft that starts with the README's opening words."""
    for line in draft.splitlines():
        if line.strip().startswith(opening):
            return line.strip()
    raise InputError(f"the kitei README names an answer the draft does not have: {opening!r}")


def measure(workers: int = 1) -> dict[str, Any]:
    """Run every pair through the engine; the layered table and the outcome of each kind of answer."""
    pairs = sample_pairs() + generated_pairs()
    results = outcomes.run_pairs(pairs, workers, "japanese")
    items, failed = metrics.scored(pairs, results)
    kinds: dict[str, Counter[str]] = {}
    for pair, outcome in items:
        kinds.setdefault(pair.domain, Counter())[outcome.worst or "none"] += 1
    correct = [o for p, o in items if p.supported]
    return {
        "pairs": len(pairs),
        "failed": len(failed),
        "layered": metrics.layered(items, outcomes.registry_ids()),
        "kinds": [
            {"kind": kind, "pairs": sum(c.values()), **{label: c.get(label, 0) for label in LABELS}}
            for kind, c in sorted(kinds.items())
        ],
        "collateral": metrics.ratio(sum(o.flagged for o in correct), len(correct)),
    }


LABELS = ("supported", "insufficient", "mismatch")
# The field report's layered table on its 4,000 pairs, for comparison: (step, returned, errors left,
# correct answers wrongly rejected).
SEED_TABLE = (
    ("nothing", 4000, 1674, 0),
    ("numbers must match", 3596, 1270, 0),
    ("+ proper nouns", 3250, 924, 0),
    ("+ sentence overlap", 1781, 292, 837),
    ("+ score below 0.8", 1781, 292, 837),
)


def markdown(result: dict[str, Any], table, pct) -> str:
    """The Japanese section of ``bench.md`` (``table`` and ``pct`` are the report's own helpers)."""
    layered = table(
        ["step", "answers returned", "wrong answers left", "correct answers wrongly rejected", "error rate %"],
        [
            [r["step"], r["returned"], r["errors_left"], r["wrongly_rejected"], pct(r["error_rate_returned"])]
            for r in result["layered"]
        ],
    )
    seed = table(
        ["step", "answers returned", "wrong answers left", "correct answers wrongly rejected"],
        [list(row) for row in SEED_TABLE],
    )
    kinds = table(
        ["answer", "pairs", "Supported", "Insufficient evidence", "Potential mismatch"],
        [[k["kind"], k["pairs"], *(k[label] for label in LABELS)] for k in result["kinds"]],
    )
    return "\n\n".join(
        [
            "## Japanese regulations",
            f"{result['pairs']} regulation/answer pairs (the kitei sample and a generated set, "
            f"`evidencedesk/bench/japanese.py`); correct answers not Supported: {pct(result['collateral'])}%"
            + (f"; {result['failed']} pair(s) failed" if result["failed"] else "")
            + ".",
            "Checks added one at a time, in registry order:",
            layered,
            "The field report's table on its own 4,000 pairs (a score built from number, proper-noun and "
            "sentence-overlap rules), for comparison:",
            seed,
            "What the engine said, by kind of answer:",
            kinds,
        ]
    )
