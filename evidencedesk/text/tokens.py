"""Words as the engine compares them: Unicode-aware, offset-keeping, case-folded and lightly stemmed.

A token never carries punctuation: "students." at the end of a claim is the token ``students``, which
is what a passage has mid-sentence. Stems are deliberately light (plural, -ed, -ing, final -e) so that
"improved", "improves" and "improve" meet, without the over-reach of an aggressive stemmer that would
make "university" meet "universe".

Japanese and Chinese put no spaces between words. Rather than a morphological analyser and its
dictionary (tens of megabytes, and a second reading of every source), words are cut from runs of one
script, which is how those scripts mark most word edges:

- Japanese: a katakana run is one word, with its long-vowel mark (パスワード); a kanji run is one word
  (with 々: 各々), cut after an organisational suffix (経理部|経理課) and, when longer than three
  characters, into two-character words (出張|旅費|規程), which is what most kanji compounds are made of;
  a hiragana run is cut into the particles and verb endings that grammar writes in it, longest first,
  so that the negation endings (ない, ず, ません, なかった, できない, しない) are tokens of their own.
- Chinese: each Han character is a token, except the words of the Chinese lexicon (增长, 下降, 导致,
  部门 ...), taken whole, longest first. Single characters align cleanly in order (总务部 against 人事部
  differs in two units) and keep 不 and 没 as tokens of their own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

import regex

# The characters that join the digit groups of one number ("1,200", "1 200" with a no-break, figure, thin
# or narrow no-break space). One list for the tokens, the figures and the quotation verifier.
GROUP_SPACES = "\u00a0\u2007\u2009\u202f"
GROUP_SEPARATORS = "," + GROUP_SPACES
_UNGROUP = str.maketrans("", "", GROUP_SEPARATORS)

# A word: letters (with marks) joined by apostrophes or hyphens; a dotted abbreviation ("U.K."); a number
# with its decimal point and digit-group separators, and the CJK multiplier and unit or counter written
# on to it (10万円, 3日, 6か月: one token, whose key is its number); a run of one CJK script (cut into words by
# ``tokenize``); or a single Thai character.
TOKEN_RE = regex.compile(
    r"""
    (?P<kata>[\p{Katakana}ー][\p{Katakana}ー]*)
    | (?P<han>[\p{Han}々〆]+)
    | (?P<hira>[\p{Hiragana}ー]+)
    | (?P<thai>\p{Thai})
    | (?P<abbr>(?:\p{Lu}\.){2,})
    | (?P<num>(?:[-+−]?(?:\d[\d,\u00a0\u2007\u2009\u202f]*\d|\d)(?:\.\d+)?%?|\.\d+%?)
        (?:[万萬億亿兆千]+)?(?:ドル|ユーロ|パーセント|か月|ヶ月|カ月|箇月|个月|年間|週間|日間|時間|分間|小时|分钟
        |[円元日月年回名人件個个社枚台歳岁点泊割秒天周次％])?)
    | (?P<word>[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*)
    """,
    regex.VERBOSE,
)
APOSTROPHES = str.maketrans(
    {"’": "'", "‘": "'", "−": "-", "％": "%", "，": ",", "．": "."} | {chr(0xFF10 + d): str(d) for d in range(10)}
)


class Token(NamedTuple):
    """One token, immutable. A named tuple rather than a frozen dataclass: a review makes hundreds of
    thousands of them, and a tuple is built several times faster than a frozen instance."""

    text: str  # as written
    norm: str  # case-folded, apostrophes unified, number separators removed
    stem: str
    start: int
    end: int
    is_number: bool  # the norm is a number (a digit first, after any sign or point); read by most checks


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English stem: plural, possessive, -ed (-ied as -y, as -ies is), -ing, final -e, doubled final
    consonant."""
    w = word
    if w.endswith("'s"):
        w = w[:-2]
    if len(w) <= 3 or not w.isalpha():
        return w
    if w.endswith("ies") and len(w) > 4:
        w = w[:-3] + "y"
    elif w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    ended = False  # an ending -ed or -ing taken off
    if w.endswith("ing") and len(w) > 5:
        w, ended = w[:-3], True
    elif w.endswith("ied") and len(w) > 4:
        w = w[:-3] + "y"  # "studied", "carried", "denied" as "study", "carry", "deny" (not "died")
    elif w.endswith("ed") and len(w) > 4:
        w, ended = w[:-2], True
    if len(w) >= 4 and w[-1] == w[-2] and w[-1] not in "lsz":
        w = w[:-1]
    elif ended and len(w) == 3 and _CVC.fullmatch(w):
        w += "e"  # "named", "voted", "naming" as "name", "vote" (which keep their -e), not "nam", "vot"
    if w.endswith("e") and len(w) > 4:
        w = w[:-1]
    return w


_CVC = re.compile(r"[^aeiou][aeiou][^aeiouwxy]")


@lru_cache(maxsize=65536)  # every token of every analysed sentence passes here; words repeat
def normalise(text: str) -> str:
    n = text.casefold().translate(APOSTROPHES)
    if n[:1].isdigit() or n[:1] in "+-.":
        n = n.translate(_UNGROUP)
    return n


# Particles and verb endings written in hiragana, cut out of a hiragana run longest first. The negation
# endings are here so that a negated predicate carries its negation as a token of its own, and so are
# the endings of obligation (しなければならない, "must"), whole, since they are not negations.
KANA_MORPHEMES = frozenset(
    """
    は が を に へ で と の も や か から まで より など ので のに において について による により によって
    には では とは のは への での との からは までは までに にも でも とも のみ のうち をもって ですが
    ため ただし また および または ならびに こと もの とき ところ ほか うち ごと あたり ずつ
    です でした である であり であった だ だった ではない ではなく ではありません
    ます ました ません ませんでした まし
    ない なかった なく なくて なし ず ずに ぬ ならない ならず なりません
    なければ なければならない なければなりません なければならず なくてはならない なくてはなりません
    ねばならない ねばならず なければいけない なければいけません
    する した して します しました しません しない しなかった せず
    される された されて されます されない されません させる
    できる できた できます できない できません できず
    ある あり あります あった ありません いる いた います いない おり おります
    とする とし とします られる られた られない れる れた れない
    よい よる よって なる なった なります ください なさい ように ような ましょう られます れます
    """.split()
)
_LONGEST_MORPHEME = max(len(m) for m in KANA_MORPHEMES)
ORG_SUFFIXES = "部課室局係所庁省署"  # a kanji run is cut after these (経理部|経理課)


def _split_hiragana(run: str) -> list[tuple[int, int]]:
    """Spans of the particles and endings in a hiragana run; what lies between them is one token."""
    out: list[tuple[int, int]] = []
    rest_start = None
    i = 0
    after_single = False
    while i < len(run):
        # a one-kana particle follows a noun (the start of the run) or a longer ending, never another
        # one-kana particle: がかかります is が + かかり + ます, not が + か + か + り + ます
        shortest = 2 if after_single or (rest_start is not None) else 1
        for n in range(min(_LONGEST_MORPHEME, len(run) - i), shortest - 1, -1):
            if run[i : i + n] in KANA_MORPHEMES:
                after_single = n == 1
                if rest_start is not None:
                    out.append((rest_start, i))
                    rest_start = None
                out.append((i, i + n))
                i += n
                break
        else:
            if rest_start is None:
                rest_start = i
            i += 1
    if rest_start is not None:
        out.append((rest_start, len(run)))
    return out


def _split_kanji_ja(run: str) -> list[tuple[int, int]]:
    """Japanese kanji compounds: cut after an organisational suffix, then long stretches into pairs."""
    pieces, start = [], 0
    for i, ch in enumerate(run):
        if ch in ORG_SUFFIXES and i - start >= 2 and i + 1 < len(run):
            pieces.append((start, i + 1))
            start = i + 1
    pieces.append((start, len(run)))
    out = []
    for a, b in pieces:
        if b - a <= 3 or run[b - 1] in ORG_SUFFIXES:
            out.append((a, b))
            continue
        while b - a > 3:
            out.append((a, a + 2))
            a += 2
        out.append((a, b))
    return out


# A Chinese department or company name is one token: two characters and the suffix that ends it (总务部,
# 人事部门), so that two departments differ as two names rather than in one character of three.
ZH_NAME_ENDINGS = ("部门", "公司", "中心", "部", "处", "科", "局", "室")
ZH_FUNCTION_CHARS = frozenset("由在向的和与及或是为经请交给到从对将把被于各该其本当同全每")


def _zh_name_at(run: str, i: int) -> int:
    """Length of a department name starting at ``run[i]``, or 0."""
    if run[i] in ZH_FUNCTION_CHARS or run[i + 1 : i + 2] in ZH_FUNCTION_CHARS:
        return 0
    for ending in ZH_NAME_ENDINGS:
        if run.startswith(ending, i + 2) and not run.startswith(ending, i + 1):
            return 2 + len(ending)
    return 0


def _split_han_zh(run: str) -> list[tuple[int, int]]:
    """Chinese: department names and the lexicon's words whole, longest first; other characters alone."""
    words = _chinese_words()
    longest = max((len(w) for w in words), default=1)
    out, i = [], 0
    while i < len(run):
        if n := _zh_name_at(run, i):
            out.append((i, i + n))
            i += n
            continue
        for n in range(min(longest, len(run) - i), 1, -1):
            if run[i : i + n] in words:
                out.append((i, i + n))
                i += n
                break
        else:
            out.append((i, i + 1))
            i += 1
    return out


@lru_cache(maxsize=1)
def _chinese_words() -> frozenset[str]:
    """Every multi-character word the Chinese lexicon lists, so that a check finds it as one token."""
    from .lexicon import zh

    found: set[str] = set()
    for value in vars(zh).values():
        if isinstance(value, frozenset | tuple):
            for item in value:
                for word in item if isinstance(item, tuple) else (item,):
                    if isinstance(word, str) and len(word) > 1 and regex.fullmatch(r"\p{Han}+", word):
                        found.add(word)
    return frozenset(found)


_KANA_RE = regex.compile(r"[\p{Hiragana}\p{Katakana}]")
_CJK_CHAR = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}ー々]")


def _cjk_mode(text: str, lang: str | None) -> str:
    """How kanji runs are cut: "ja" when the text is Japanese (it has kana), "zh" otherwise."""
    if lang in {"ja", "zh"}:
        return lang
    return "ja" if _KANA_RE.search(text) else "zh"


# Words whose kana would otherwise read as a negation ending (少ない is "few", 必ず "always").
FUSED_WORDS = ("少なくとも", "少なく", "少ない", "必ず", "絶えず", "危ない")


def _pieces(text: str, lang: str | None):
    """(start, end) of every token of ``text``, in order."""
    mode = None
    skip_to = pos = 0
    while (m := TOKEN_RE.search(text, pos)) is not None:
        pos = m.end()
        group = m.lastgroup
        if group in {"word", "abbr"} and (cjk := _CJK_CHAR.search(m.group(), 1)):
            # a Latin word runs straight into Japanese (USBメモリ): the word ends where the script changes
            pos = m.start() + cjk.start()
            yield m.start(), pos
            continue
        if m.end() <= skip_to:
            continue
        if group == "han" and text[m.end() : m.end() + 1] in "ずな":
            fused = next((w for w in FUSED_WORDS if text.startswith(w, m.end() - 1)), None)
            if fused:
                if m.end() - 1 > m.start():
                    yield m.start(), m.end() - 1
                skip_to = m.end() - 1 + len(fused)
                yield m.end() - 1, skip_to
                rest = text[skip_to : m.end() + len(text)]
                tail = TOKEN_RE.match(rest)
                if tail and tail.lastgroup == "hira":
                    for a, b in _split_hiragana(tail.group()):
                        yield skip_to + a, skip_to + b
                    skip_to += tail.end()
                continue
        if group == "hira":
            if m.start() < skip_to:
                continue
            spans = _split_hiragana(m.group())
        elif group == "han":
            mode = mode or _cjk_mode(text, lang)
            run = m.group()
            if mode == "ja" and run[0] in ORG_SUFFIXES and len(run) > 1 and _KANA_RE.match(text, m.start() - 1):
                yield m.start(), m.start() + 1  # システム部|経理課: the suffix closes the katakana name
                spans = [(1 + a, 1 + b) for a, b in _split_kanji_ja(run[1:])]
            else:
                spans = _split_kanji_ja(run) if mode == "ja" else _split_han_zh(run)
        else:
            yield m.start(), m.end()
            continue
        for a, b in spans:
            yield m.start() + a, m.start() + b


def tokenize(text: str, offset: int = 0, lang: str | None = None) -> list[Token]:
    """Every token of ``text`` with offsets (plus ``offset``) into the original string. ``lang`` decides
    how Han characters are cut (Japanese or Chinese); without it the text's own script decides."""
    out = []
    if text.isascii() or _CJK_CHAR.search(text) is None:  # each match a token: read from the match
        for m in (_ASCII_TOKEN_RE if text.isascii() else TOKEN_RE).finditer(text):
            raw = m.group()
            a = m.start() + offset
            norm, stemmed, number = _forms(raw)
            out.append(_new(Token, (raw, norm, stemmed, a, a + len(raw), number)))
        return out
    for a, b in _pieces(text, lang):
        raw = text[a:b]
        norm, stemmed, number = _forms(raw)
        out.append(_new(Token, (raw, norm, stemmed, a + offset, b + offset, number)))
    return out


# A token made as the tuple it is, without the named tuple's own ``__new__`` (a Python call per token)
_new = tuple.__new__


@lru_cache(maxsize=65536)  # words repeat: one look-up per token instead of one per form
def _forms(raw: str) -> tuple[str, str, bool]:
    """A token's norm, stem and whether it is a number."""
    norm = normalise(raw)
    return norm, stem(norm), norm.lstrip("+-.")[:1].isdigit()


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds a Han, kana or CJK iteration character, whose runs are cut into words."""
    return not text.isascii() and _CJK_CHAR.search(text) is not None


def token_texts(text: str, lang: str | None = None, cjk: bool | None = None) -> list[str]:
    """The tokens of ``text`` as written, without offsets (the indexing hot path). ``cjk`` is False when
    the caller knows the text has no CJK character (``has_cjk`` of a whole document: none of its
    sentences has one), so that each sentence is not searched again."""
    if text.isascii():  # known at no cost (Python marks ASCII strings): the narrow expression
        return _ascii_token_texts(text)
    if not (has_cjk(text) if cjk is None else cjk):  # no word to cut out of a run: the expression alone
        return _PLAIN_TOKEN_RE.findall(text)
    return [text[a:b] for a, b in _pieces(text, lang)]


def words(text: str) -> list[str]:
    """Case-folded word forms, for quick counts; no offsets."""
    return [normalise(w) for w in token_texts(text)]


# The token pattern without its named groups, so that findall returns whole tokens.
_PLAIN_TOKEN_RE = regex.compile(regex.sub(r"\(\?P<\w+>", "(?:", TOKEN_RE.pattern), regex.VERBOSE)
# The same tokens in ASCII text, where no CJK, Thai, typographic apostrophe, minus sign or group space can
# occur and the letter and digit classes are plain ranges: the standard engine reads these almost twice as
# fast. A test compares the two on random ASCII text. The lookahead first asks for a character that can
# start a token, which passes over spaces and punctuation a third faster than trying each alternative.
_ASCII_TOKEN_RE = re.compile(
    r"(?=[A-Za-z0-9.+-])(?:"
    r"(?:[A-Z]\.){2,}"  # abbreviation
    r"|[-+]?(?:[0-9][0-9,]*[0-9]|[0-9])(?:\.[0-9]+)?%?|\.[0-9]+%?"  # number
    r"|[A-Za-z0-9]++(?:['\-][A-Za-z0-9]++)*+"  # word (possessive: a run never gives a letter back)
    r")"
)

_ascii_findall = _ASCII_TOKEN_RE.findall

# What may close a word written against it ("rose,", "fell." "(and)"): no token holds or starts with one of
# these but the full stop, and a full stop after letters starts no token (a number after it needs a digit).
_CLOSERS = frozenset(',.;:!?)"')


def _ascii_token_texts(text: str) -> list[str]:
    """``_ASCII_TOKEN_RE.findall(text)``, read mostly without the expression: no token holds a space, and
    the expression looks neither behind nor past what it takes, so the tokens of the text are those of its
    space-separated pieces in turn; a piece of letters alone is one token, and one with a closing mark
    after its letters the same token. Only the other pieces (numbers, hyphens, abbreviations, brackets
    before a word) are read by the expression. A test compares the two on random ASCII text."""
    out: list[str] = []
    for piece in text.split():
        if piece.isalpha():
            out.append(piece)
        elif piece[-1] in _CLOSERS and piece[:-1].isalpha():
            out.append(piece[:-1])
        else:
            out += _ascii_findall(piece)
    return out


# What ``sentence_pieces`` puts after each text's pieces: a character that no token holds and str.split keeps.
SENTENCE_END = "\x00"
_SEPARATOR = " " + SENTENCE_END + " "


def sentence_pieces(texts: list[str], cjk: bool | None = None) -> list[str] | None:
    """The space-separated pieces of ``texts``, each text's followed by ``SENTENCE_END``, when the tokens of
    each text are those of its pieces in turn (``token_texts`` of each piece); None when they may not be.

    They are in text without CJK (whose runs are cut with an eye on what surrounds them) and without the
    spaces that join digit groups ("1 200" with a no-break space is one token): no other token holds a
    character that str.split cuts at, and the expressions look neither behind a token nor past it, so
    where a piece ends changes none of its tokens. ``cjk`` is False when the caller knows the texts have no
    CJK character. Indexing looks each piece up once and reads only the pieces it has not seen, rather
    than reading every sentence token by token (20 MB of sources: 3 million pieces, 23,000 distinct)."""
    joined = _SEPARATOR.join([*texts, ""])  # each text followed by the separator
    if joined.count(SENTENCE_END) != len(texts):
        return None  # a text holds SENTENCE_END itself
    if not joined.isascii():
        if (has_cjk(joined) if cjk is None else cjk) or any(space in joined for space in GROUP_SPACES):
            return None
    return joined.split()
