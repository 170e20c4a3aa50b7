"""Does a sentence assert something? The test that decides which sentences of a draft are claims.

A claim is any sentence that states something a source could bear out or contradict, whatever its
length: "Revenue fell 12%.", "Profits doubled.", "Smith resigned.". What is not a claim is a question,
an instruction, or a verbless fragment ("Early days, though.", "Unexpected delays at Heathrow."), and
:func:`missing` says which of those a sentence is.

A sentence asserts something when it holds

- a **figure** beside a word it is about ("Revenue: $4.2bn"), or
- a **finite verb with a subject**. No list of verbs could name them all, so a verb is recognised by
  several signals at once: a finite auxiliary, copula or modal anywhere after the first word
  ("was", "has", "will", "isn't"); a word of verb shape (-ed, an irregular past, a word of change such as
  "rose" or "fell") straight after a subject-like word; a word in -s after a singular noun phrase
  ("The policy works"); a bare word after a plural noun or pronoun ("Doctors agree"); any word after a
  name ("Arsenal won", "Ofgem acts"); a pronoun fused with its verb ("It's over"); in Spanish, Italian
  and Portuguese, a word after a reflexive pronoun ("se incrementará") or with a past or future ending
  ("aprobó", "subirá"); in French and Spanish an auxiliary before its participle ("a baissé", "ha
  subido") and, in French, a plural verb in -ent after "les" ("Les prix augmentent").

Scripts written without spaces between words are read by character: a Japanese sentence that ends in
kana (a verb or adjective ending, not a particle) or a Chinese sentence that carries a copula, aspect
or modal marker, or ends with a full stop, is a claim, as is any sentence holding a figure; Korean
sentences are claims when they end in a verb ending (다, 요).

The test leans towards keeping a sentence: a fragment wrongly kept costs the editor one claim marked
Insufficient evidence, while a claim wrongly dropped is never checked at all.
"""

from __future__ import annotations

import regex

from .lexicon import en
from .tokens import Token, tokenize

QUESTION = "a question"
NO_VERB = "no verb"
NO_SUBJECT = "no subject"
NO_WORDS = "no words"

# Finite auxiliaries, copulas and modals: a closed class, so listing them is a statement about grammar
# rather than vocabulary. Besides English, the unambiguous ones of the other languages drafts arrive in
# (French, German, Spanish, Italian, Portuguese, Dutch); words that are also English nouns ("war",
# "hat", "son") are left out.
FINITE_AUXILIARIES = frozenset(
    """
is are was were am has have had do does did will would can cannot could may might must shall should
est sont était étaient sera seront ont avait avaient
ist sind wurde wurden wird werden hatte hatten haben
está están estaba fue fueron han había será
sono era erano hanno
são foi foram estava tem
zijn werd wordt heeft hebben
""".split()
)
# Verb endings that in Spanish, Italian and Portuguese mark a finite verb in the third person, past or
# future, and no common noun: "aprobó", "subió", "aumentò"; "incrementará", "sarà", "subirán".
ROMANCE_VERB_ENDINGS = ("ó", "ò", "rá", "rà", "rán")
# Reflexive pronouns that stand straight before a finite verb in Spanish, French and Italian: "se
# incrementará", "se redujo", "il se trouve", "si è chiuso".
REFLEXIVE_CLITICS = frozenset("se si".split())
# Auxiliaries that are also English words ("a", "ha"), finite only before a past participle of their
# language: French "a baissé", "a approuvé"; Spanish "ha aprobado", "ha subido"; Italian "ha chiuso" is
# left to other signals.
PARTICIPLE_AFTER = {"a": ("é", "ée", "és", "ées"), "ha": ("ado", "ada", "ido", "ida")}
# French determiners and pronouns of the plural, before a subject whose verb ends in -ent ("Les prix
# augmentent", "Des salariés manifestent").
FRENCH_PLURAL = frozenset("les des ils elles".split())
SUBJECT_PRONOUNS = frozenset("i we you he she it they who".split())
PLURAL_PRONOUNS = frozenset("i we you they".split())
# Contractions whose first part is the subject and whose second is the verb ("it's", "they're").
FUSED_RE = regex.compile(r"(?:i|we|you|he|she|it|they|that|there|here|who|what)'(?:s|re|ve|ll|d|m)")
# Plural nouns that do not end in -s ("Three other people walk in").
IRREGULAR_PLURALS = frozenset("people men women children police cattle mice geese feet teeth".split())
# After a noun with 's, these show the 's is "is" or "has" rather than a possessive.
FUSED_FOLLOWERS = frozenset("a an the not been got gone done now still also off over back out up down".split())
# Common irregular past forms (those that do not end in -ed). One signal among several: each one counts
# only in a verb's position, straight after a subject-like word.
IRREGULAR_PAST = frozenset(
    """
fell rose won lost grew said told made took gave went came saw found left met paid sold bought built
began ran held kept led brought thought became shut cut set put hit quit spent sent lent split spread
struck stood sat wrote spoke broke chose drove flew froze hid knew rode rang sang sank shook stole swore
swam threw wore woke beat bit bore bound bred caught clung dealt dug drew drank fed felt fled fought
forgot forgave got hung heard hurt laid lay lit meant overtook paid read rid sought shot shrank slept
slid sold stuck stung swept swung taught tore understood upheld withdrew won wound
""".split()
)
# Words of change from the direction lexicon, less the comparatives that are not verbs.
CHANGE_VERBS = (en.UP | en.DOWN | en.BETTER | en.WORSE) - frozenset(
    "higher lower more less fewer up down better worse".split()
)
# Words that may stand between a subject and its verb ("Smith also resigned", "They both agree").
FLOATING = frozenset("both all each also just only still even never always already often now then soon again".split())
# Comparatives that, with "than", bound the verb after them ("Profits more than doubled").
BOUNDING_COMPARATIVES = frozenset("more less".split())
# Demonstratives stand as the subject of a plain past form ("This became a model"); before a word in
# -s they are determiners ("These figures").
DEMONSTRATIVES = frozenset("this that these those".split())
# Words that open an object: a sentence that starts with a content word followed by one of these
# ("Read the report", "See our figures") is an instruction, not a statement.
OBJECT_OPENERS = frozenset("the a an this these those your our my his her its their them it us me".split())
# Endings of English adjectives and participles: such a word opening a sentence ("Early days", "Key
# figures", "Mixed results", "Rising prices") describes the noun after it rather than being its subject.
ADJECTIVE_ENDINGS = ("y", "al", "ous", "ful", "ive", "ic", "able", "ible", "ish", "less", "ern", "est", "ed", "ing")
# After an article, these endings mark a modifier rather than a noun ("the increased costs"); -y, -est
# and -ic are left out there, since "the economy", "the policy", "the clinic" and "the public" are nouns.
MODIFIER_ENDINGS = ("ed", "ing", "al", "ous", "ful", "ive", "able", "ible", "less")
ARTICLES = frozenset("the a an this that these those its their our his her".split())
# Prepositions the stop-word list leaves out: after a plural noun they open a phrase, not a predicate.
PREPOSITIONS = frozenset(
    """
behind across against along alongside around beyond near toward towards despite amid amidst ahead past
like unlike inside outside except plus versus throughout beside besides beneath underneath
""".split()
)

CJK_RE = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}]")
KANA_RE = regex.compile(r"[\p{Hiragana}\p{Katakana}]")
HANGUL_RE = regex.compile(r"\p{Hangul}")
UNSPACED_RE = regex.compile(r"[\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]")
LETTER_RE = regex.compile(r"\p{L}")
FIGURE_RE = regex.compile(r"\d|[%％万億亿]")
CLOSING = " \t\n\"'”’)]»」』）】"
# Japanese sentence ends: particles after which a sentence is a fragment (a noun phrase with its case
# marker); any other kana ending is a verb, adjective or copula ending (る, た, だ, す, い, ん, う...).
JA_PARTICLE_ENDINGS = frozenset("のへをにがはとでもや")
JA_QUESTION_ENDINGS = frozenset("か")
# Chinese carries no inflection; its copula, existential, aspect and modal markers show a predicate.
ZH_PREDICATE_MARKERS = frozenset("是有了过着将会能被已在把让使为")
ZH_QUESTION_ENDINGS = frozenset("吗呢")
KO_VERB_ENDINGS = frozenset("다요죠네")
KO_QUESTION_ENDINGS = frozenset("까")
# A sentence in a script without spaces is a fragment below this many characters.
UNSPACED_MIN_CHARS = 2


def missing(text: str) -> str | None:
    """What keeps ``text`` from asserting anything (``"a question"``, ``"no verb"``, ``"no subject"``,
    ``"no words"``), or None when it is a claim."""
    body = text.strip().rstrip(CLOSING)
    if not LETTER_RE.search(body):
        return NO_WORDS
    if body.endswith(("?", "？")):
        return QUESTION
    letters = len(LETTER_RE.findall(body))
    if len(CJK_RE.findall(body)) * 2 > letters:
        return _missing_cjk(body)
    if len(HANGUL_RE.findall(body)) * 2 > letters:
        return _missing_korean(body)
    if len(UNSPACED_RE.findall(body)) * 2 > letters:
        return None if letters >= UNSPACED_MIN_CHARS else NO_WORDS
    return _missing_spaced(body)


def asserts(text: str) -> bool:
    """Whether ``text`` is a claim: it asserts something a source could bear out or contradict."""
    return missing(text) is None


# -- scripts with spaces --------------------------------------------------------------------------------
def _missing_spaced(text: str) -> str | None:
    tokens = tokenize(text)
    content = [t for t in tokens if t.norm not in en.STOP_WORDS and not _is_figure(t)]
    if any(_is_figure(t) for t in tokens) and content:
        return None
    # "Read the minutes first": an instruction, in which only an unambiguous verb form shows a statement
    instruction = (
        len(tokens) > 1
        and tokens[0].norm not in en.STOP_WORDS
        and tokens[0].norm not in PREPOSITIONS
        and tokens[1].norm in OBJECT_OPENERS
        and text[tokens[0].end : tokens[1].start].isspace()
    )
    if any(_is_verb(text, tokens, i, not instruction) for i in range(len(tokens))):
        return None
    return NO_SUBJECT if instruction else NO_VERB


def _is_figure(t: Token) -> bool:
    return any(ch.isdigit() for ch in t.text)


def _is_verb(text: str, tokens: list[Token], i: int, weak_shapes: bool = True) -> bool:
    """Whether token ``i`` is a finite verb with a subject, judged by its shape and its left neighbour.
    Without ``weak_shapes`` only the unambiguous signals count (an auxiliary, a past form)."""
    t = tokens[i]
    word = t.norm
    if FUSED_RE.fullmatch(word):
        return True
    if word.endswith("'s") and i + 1 < len(tokens) and tokens[i + 1].norm in FUSED_FOLLOWERS:
        return True  # "Amazon's an online retailer", "The deal's off"
    if i == 0:
        return False  # a verb that opens a sentence has no subject before it
    if word in FINITE_AUXILIARIES or word.endswith("n't"):
        return True
    if tokens[i - 1].norm in REFLEXIVE_CLITICS and word.isalpha() and word not in en.STOP_WORDS:
        return True  # "La partida se incrementará", "Le musée se trouve"
    if word in PARTICIPLE_AFTER and i + 1 < len(tokens) and tokens[i + 1].norm.endswith(PARTICIPLE_AFTER[word]):
        return _subject_like(tokens[i - 1])  # "Le chômage a baissé", "El ayuntamiento ha aprobado"
    if word.endswith("ent") and len(word) >= 6 and any(x.norm in FRENCH_PLURAL for x in tokens[max(0, i - 3) : i]):
        return True  # "Les prix augmentent"
    if word.endswith(ROMANCE_VERB_ENDINGS) and len(word) >= 4 and _subject_like(tokens[i - 1]):
        return True  # "El ayuntamiento aprobó", "La tarifa subirá"
    j = i - 1
    while j > 0:
        if floats(tokens[j]):
            j -= 1  # "Smith quickly resigned", "Harry and Joyce both agree", "Smith also resigned"
        elif tokens[j].norm == "than" and j > 1 and tokens[j - 1].norm in BOUNDING_COMPARATIVES:
            j -= 2  # "Profits more than doubled", "Output less than halved"
        else:
            break
    prev = tokens[j]
    if word in en.STOP_WORDS or word in PREPOSITIONS or _is_figure(t):
        return False
    # a part of a group the words before name, the group a pronoun: "Some of them posed", "Most of those
    # agree", "Two of us resigned"
    of_group = prev.norm in OF_GROUP_PRONOUNS and j > 1 and tokens[j - 1].norm == "of"
    after = tokens[i + 1].norm if i + 1 < len(tokens) else ""
    past = word in IRREGULAR_PAST or word in CHANGE_VERBS or (word.endswith("ed") and len(word) >= 4)
    set_off = "," in text[prev.end : t.start]
    if past and not (after == "by" and set_off) and (_subject_like(prev) or prev.norm in DEMONSTRATIVES or of_group):
        # a past form after its subject, even across an aside ("His accomplice, also on the run,
        # surrendered"); one set off by a comma and followed by "by" is a participle ("Sales, boosted by
        # tourism"), one right after its subject is the verb ("Mortality fell by a tenth")
        return True
    if of_group and weak_shapes and text[prev.end : t.start].isspace():
        return not _is_adverb(t)  # "Most of them agree": the group is plural
    if not weak_shapes or not _subject_like(prev):
        return False
    if not text[prev.end : tokens[j + 1].start].isspace():
        # the weaker shapes need their subject right before them, or an aside closed by a comma, when a
        # word in -s is followed by its object: "Ama Mensah, previously at Kettering Labs, now leads the
        # institute", "The mayor, a former teacher, wants a second term"
        return set_off and "," in text[: prev.start] and _plural(word) and after in OBJECT_OPENERS
    if _part_of_name(tokens, j):
        return t.text[:1].islower()  # "Arsenal won", "Ofgem acts"
    if _adjective_shaped(tokens, j):
        return False
    if _plural(word):
        # "The policy works", "Inflation eases": a verb in -s needs a singular subject before it, or a
        # singular head before an "of" phrase ("This group of counties elects")
        singular = not _plural(prev.norm) and prev.norm not in PLURAL_PRONOUNS
        return singular or any(x.norm == "of" for x in tokens[max(0, j - 3) : j])
    # a bare form after a plural subject: "Doctors agree", "Prices rise", "They resign"
    return (_plural(prev.norm) or prev.norm in PLURAL_PRONOUNS) and not _is_adverb(t)


# Pronouns that name the group after "X of" in a subject ("some of them", "many of those", "two of us").
OF_GROUP_PRONOUNS = frozenset("them those these us you".split())
# Stop words that also end a noun phrase, so that a past form after them is its verb: "Output at the
# mine fell", "Mine was the better offer". A stop word written in capitals is a name ("Sales in the US
# fell").
NOUN_STOP_WORDS = frozenset({"mine"})


def _subject_like(t: Token) -> bool:
    return (
        t.norm in SUBJECT_PRONOUNS
        or t.norm in NOUN_STOP_WORDS
        or (len(t.text) > 1 and t.text.isupper())
        or (t.norm not in en.STOP_WORDS and t.norm not in FINITE_AUXILIARIES)
    )


def _is_adverb(t: Token) -> bool:
    return t.norm.endswith("ly") and len(t.norm) >= 6


def floats(t: Token) -> bool:
    """A word that may stand between a subject and its verb: an adverb or a floating quantifier."""
    return _is_adverb(t) or t.norm in FLOATING


def _plural(word: str) -> bool:
    return word in IRREGULAR_PLURALS or ends_in_s(word)


def ends_in_s(word: str) -> bool:
    """A word of four letters or more in an -s that is no "-ss", "-us" or "-is": a plural noun or a verb
    in its third person ("costs", "expects"), which only the words around it tell apart."""
    return len(word) >= 4 and word.isalpha() and word.endswith("s") and not word.endswith(("ss", "us", "is"))


def _adjective_shaped(tokens: list[Token], j: int) -> bool:
    """Token ``j`` reads as an adjective before a noun: a sentence-opening word with an adjective ending
    ("Early", "Key", "Mixed"), or one with a participle or a firm adjective ending after an article
    ("The increased costs", "The annual figures")."""
    word = tokens[j].norm
    if j == 0:
        return word not in SUBJECT_PRONOUNS and word.endswith(ADJECTIVE_ENDINGS)
    return tokens[j - 1].norm in ARTICLES and word.endswith(MODIFIER_ENDINGS)


def _part_of_name(tokens: list[Token], j: int) -> bool:
    """Token ``j`` is a name: capitalised after the sentence's first word, or written in capitals."""
    t = tokens[j]
    if not t.text[:1].isupper() or t.norm in en.STOP_WORDS:
        return False
    return j > 0 or (t.text.isupper() and len(t.text) >= 2)


# -- scripts without spaces -----------------------------------------------------------------------------
def _missing_cjk(body: str) -> str | None:
    end = body.rstrip("。．.！!…")
    if not end:
        return NO_WORDS
    last = end[-1]
    if FIGURE_RE.search(end):
        return None
    if KANA_RE.search(end):
        if last in JA_QUESTION_ENDINGS:
            return QUESTION
        return None if KANA_RE.match(last) and last not in JA_PARTICLE_ENDINGS else NO_VERB
    if last in ZH_QUESTION_ENDINGS:
        return QUESTION
    if len(end) < UNSPACED_MIN_CHARS:
        return NO_WORDS
    if any(ch in ZH_PREDICATE_MARKERS for ch in end) or end != body:
        return None
    return NO_VERB


def _missing_korean(body: str) -> str | None:
    end = body.rstrip(".!…")
    if end and end[-1] in KO_QUESTION_ENDINGS:
        return QUESTION
    if FIGURE_RE.search(end) or (end and end[-1] in KO_VERB_ENDINGS):
        return None
    return NO_VERB
