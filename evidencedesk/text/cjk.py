"""Clauses and names in Japanese and Chinese, where no spaces or capitals mark them.

**Clauses.** A clause ends at 、，；：, at brackets, and before the words that open a condition or an
exception (ただし, なお, 但し, 但是, 如果, 除非): "出張の日当は、1日あたり3,000円とする" is two clauses,
and an answer that adds "が、休日を挟む場合は1日とする" has a clause of its own that the coverage check
can find unsupported. A condition that trails the predicate ("...とする（休日を除く）") is cut at its
bracket.

**Names.** Departments and organisations are named by what ends them: 〜部, 〜課, 〜室, 〜局, 〜係,
〜センター, 〜グループ, 〜チーム, 〜部门, 〜中心, 〜委员会; companies by 株式会社 before or after the
name, 〜社, 〜公司, 〜集团. Such a name is one entity, whose tokens the slot aligner marks as a name, so
人事課 where the source has 総務課 in the same place is a name against a name, not a word against a word.
Katakana words are not names on their own (パスワード, システム are ordinary nouns); a katakana word
is a name when an organisation suffix or 株式会社 goes with it.
"""

from __future__ import annotations

from collections.abc import Callable

import regex

from .tokens import Token

CLAUSE_MARKS = frozenset("、，,；;：:（）()「」『』【】")
CONDITION_OPENERS = frozenset("ただし 但し なお 但是 如果 除非 若".split())
TOPIC_PARTICLES = frozenset("は では には とは も".split())
# what marks the subject of a predicate: the topic, or が after a noun (営業利益が減った)
SUBJECT_PARTICLES = TOPIC_PARTICLES | {"が"}
_NOUNISH = regex.compile(r"[\p{Han}\p{Katakana}ー々]+")

# Kanji written on a Japanese word to say "not" of it: 非公開 (not public) for 公開, 不適切 for 適切, 未完成 for
# 完成; 対象外 (outside its scope) for 対象, 適用外 for 適用. Only on a word of two or more kanji: 海外 or 無料 is
# a word of its own.
NEGATING_PREFIXES = ("非", "不", "未", "無")
NEGATING_SUFFIXES = ("外",)
_KANJI_WORD = regex.compile(r"\p{Han}{2,}")


def negated_word(word: str) -> str | None:
    """The kanji word a Japanese word says "not" of by its prefix or suffix (公開 for 非公開, 対象 for
    対象外), or None."""
    if not _KANJI_WORD.fullmatch(word):
        return None
    bases = [word[1:] for p in NEGATING_PREFIXES if word.startswith(p)]
    bases += [word[:-1] for s in NEGATING_SUFFIXES if word.endswith(s)]
    return next((b for b in bases if _KANJI_WORD.fullmatch(b)), None)


def negated_forms(word: str) -> set[str]:
    """The Japanese words that say "not" of a kanji word, and the word a negated one says "not" of."""
    if not _KANJI_WORD.fullmatch(word):
        return set()
    out = {p + word for p in NEGATING_PREFIXES} | {word + s for s in NEGATING_SUFFIXES}
    if (base := negated_word(word)) is not None:
        out.add(base)
    return out


_SUFFIX = r"(?:事業部|本部|部门|部|課|室|局|係|センター|グループ|チーム|中心|委员会|委員会|处|科)"
_COMPANY_AFTER = r"(?:株式会社|有限会社|有限公司|公司|集团|社)"
_NAME_CHARS = r"[\p{Han}\p{Katakana}ー々]"
# Chinese and Japanese function characters that cannot start a name (由总务部 is 由 + 总务部)
_NOT_NAME_START = set("由在向的和与及或是为经请交给到从对将把被于各该其本当同全")
# A day of the week is named as a month is in English: "毎週月曜日は休場" against "火曜日", 星期一 against 星期三
_WEEKDAY = r"[月火水木金土日]曜日|星期[一二三四五六日天]"
# so is a point of the compass between two others: 北東 against 北西 (a typhoon's heading, a wind)
_COMPASS = r"[北南][東西]|[东西][北南]"
_NAME_RE = regex.compile(
    rf"{_WEEKDAY}|{_COMPASS}"
    rf"|(?:株式会社|有限会社)\p{{Katakana}}[\p{{Katakana}}ー]*|\p{{Katakana}}[\p{{Katakana}}ー]*(?:株式会社|有限会社)"
    rf"|{_NAME_CHARS}{{1,6}}?{_COMPANY_AFTER}(?!{_NAME_CHARS})"
    rf"|{_NAME_CHARS}{{2,8}}?{_SUFFIX}"
)
_ORG_CHARS = set("部課室局係所庁省署处科")
# Words ending in a suffix character that are not departments (全部, 一部, 内部, 外部, 細部 ...).
_NOT_NAMES = frozenset(
    "全部 一部 内部 外部 細部 大部 幹部 本部長 全社 各社 当社 弊社 御社 他社 会社 本社 入社 退社".split()
)


_KIND = regex.compile(rf"(?:{_SUFFIX}|{_COMPANY_AFTER})$")


def name_kind(name: str) -> str | None:
    """What kind of organisation a Japanese or Chinese name is, by the suffix that ends it (部, 課,
    センター, 社 ...), or a day of the week, or None: 総務部 and 人事部 are of one kind, 総務課 of another."""
    if regex.fullmatch(_WEEKDAY, name):
        return "曜日"  # a day of the week: 火曜日 against the only other day named, 月曜日
    if regex.fullmatch(_COMPASS, name):
        return "方角"  # a point of the compass: 北東 against the only other named, 北西
    m = _KIND.search(name)
    return m.group() if m else None


def clause_cuts(text: str, offset: int, tokens: list[Token]) -> list[int]:
    """Indices of the tokens that open a clause (the first is always 0). A comma after a topic particle
    (出張の日当は、...) joins the topic to its predicate and does not cut."""
    cuts = [0]
    for i in range(1, len(tokens)):
        gap = text[tokens[i - 1].end - offset : tokens[i].start - offset]
        topic = tokens[i - 1].norm in TOPIC_PARTICLES and not any(ch in "（）()「」『』" for ch in gap)
        if (any(ch in CLAUSE_MARKS for ch in gap) and not topic) or tokens[i].norm in CONDITION_OPENERS:
            cuts.append(i)
    return cuts


def topic_noun(tokens: list[Token], first: int, at: int) -> tuple[str, tuple[int, int]] | None:
    """What a Japanese or Chinese figure measures when the lexicon has no word for it: the nearest noun
    before it in its clause (宿泊費は1泊10,000円: 宿泊費), since these languages put the measure first."""
    for t in reversed(tokens[first:at]):
        if not t.is_number and _NOUNISH.fullmatch(t.text) and len(t.text) >= 2:
            return t.norm, (t.start, t.end)
    return None


OBJECT_PARTICLES = frozenset({"を"})


def subject_before(
    tokens: list[Token], first: int, at: int, particles: frozenset[str] = SUBJECT_PARTICLES
) -> int | None:
    """The index of the last token of the subject a predicate at ``at`` has in its clause: the noun
    before the nearest topic or subject particle (営業利益は、前期に比べて18%増加: 利益), since the
    words straight before a predicate are often its comparison, not its subject. None when no particle
    follows a noun there (売上高だったが is a verb's が, which joins two statements). Given
    ``OBJECT_PARTICLES``, its object the same way (議案を賛成多数で可決: 議案)."""
    for k in range(at - 1, first, -1):
        if tokens[k].norm in particles and _NOUNISH.fullmatch(tokens[k - 1].text):
            return k - 1
    return None


def names(text: str, offset: int, tokens: list[Token], make: Callable) -> list:
    """Department and organisation names, each built with ``make(text, keys, start, end, first)`` over
    the tokens it covers."""
    out = []
    for m in _NAME_RE.finditer(text):
        start, end = m.start(), m.end()
        # a function character inside the match ends what came before it: 报销由总务部 names 总务部
        inner = [i for i in range(start, end - 1) if text[i] in _NOT_NAME_START]
        if inner:
            start = inner[-1] + 1
        name = text[start:end]
        if end - start < 2 or name in _NOT_NAMES or name[:2] in _NOT_NAMES:
            continue
        covered = [i for i, t in enumerate(tokens) if t.start - offset < end and t.end - offset > start]
        if not covered:
            continue
        first, last = covered[0], covered[-1]
        s, e = tokens[first].start, tokens[last].end
        out.append(make(text[s - offset : e - offset], tuple(t.norm for t in tokens[first : last + 1]), s, e, first))
    return out
