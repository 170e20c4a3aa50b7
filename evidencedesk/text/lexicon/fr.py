"""French word lists, in the shape of ``en.py``. Lower-case surface forms; "ne ... pas" is read as two
negation tokens, and an elided "n'" is its own token ("n'a" -> "n'a" keeps the apostrophe: listed)."""

from .english_only import *  # noqa: F403  (lists only English has so far: empty here)
from .negation import BY_LANGUAGE as _NEGATIONS_BY_LANGUAGE

STOP_WORDS = frozenset(
    """
    le la les l un une des du de d et ou mais donc or ni car que qu qui quoi dont où à au aux en dans par
    pour sur sous avec sans entre vers chez est sont était étaient être été a ont avait avaient avoir il
    elle ils elles on nous vous je tu se ce cet cette ces son sa ses leur leurs plus très aussi
    """.split()
)
NEGATIONS = _NEGATIONS_BY_LANGUAGE["fr"] | frozenset("n'a n'est n'ont n'était n'y".split())
# Whether a negation stands before the word it denies ("did not *approve*") or after it (Japanese
# "承認し*ない*").
NEGATION_BEFORE_WORD = True
CAUSE_BEFORE_CUE = False  # "because of [a strike]": the cause follows the word that marks it
# Words with which a claim speaks of its source rather than of the world (see the English list).
FRAMING_WORDS = frozenset("article document podcast conversation intervenant".split())
NEGATION_PHRASES = ("ne plus", "n' a pas", "ne ... pas")

CAUSAL_PHRASES = ("a causé", "causé", "a entraîné", "entraîné", "à cause de", "en raison de", "grâce à", "provoqué")
ASSOCIATION_PHRASES = ("associé à", "lié à", "corrélé avec", "coïncide avec", "a coïncidé avec")
CAUSAL_DENIALS = ("ne prouve pas", "ne démontre pas", "ne permet pas de conclure")

BOOSTERS = frozenset("toujours jamais prouve prouvé certainement assurément forcément garantit".split())
UNIVERSALS = frozenset("tous toutes tout chaque entièrement totalement".split())
HEDGES = frozenset("peut pourrait possiblement peut-être probablement semble suggère".split())
LIMITING_QUANTIFIERS = frozenset("certains certaines plusieurs souvent généralement parfois partiellement".split())
HEDGE_PHRASES = ("dans certains cas", "dans la plupart des cas")

UP = frozenset(
    """augmenté augmente augmentent augmentation hausse haussé progressé progresse grimpé grimpe monté
    accru croissance doublé plus""".split()
)
DOWN = frozenset(
    """baissé baisse baissent diminué diminue diminution chuté chute recul reculé reculé réduit réduction
    moins divisé""".split()
)
STEADY = frozenset("stable stables inchangé inchangée maintenu".split())
BETTER = frozenset("amélioré améliore amélioration mieux".split())
WORSE = frozenset("détérioré dégradé aggravé pire".split())

# Where something stands against a mark or a rival: "a dépassé les prévisions" / "a manqué les prévisions",
# "au-dessus" / "au-dessous de la moyenne", "derrière son rival".
STANDING = (
    frozenset("dépassé dépasse dépassait surpassé au-dessus".split()),
    frozenset("manqué au-dessous en-dessous derrière".split()),
)

OPPOSITES = (
    ("gagné", "perdu"),
    ("avant", "après"),
    ("approuvé", "rejeté"),
    ("autorisé", "interdit"),
    ("bénéfice", "perte"),
    ("hommes", "femmes"),
)

MEASURE_GROUPS = (
    ("chiffre d'affaires", "ventes", "recettes"),
    ("bénéfice", "résultat"),
    ("coût", "coûts", "dépenses"),
    ("prix",),
    ("chômage",),
    ("inflation",),
)
MEASURE_OF = {term: group[0] for group in MEASURE_GROUPS for term in group}

PARAPHRASES = (
    ("augmenté", "progressé", "grimpé", "accru"),
    ("baissé", "diminué", "reculé", "chuté"),
)

LEANING_OPENERS = frozenset("il elle ils elles ce cela ceci cette ces".split())
GENERIC_REFERENTS = frozenset("entreprise société étude rapport gouvernement agence".split())

# Words of time after a figure ("7 % l'an dernier"), the dimension a quantity gives ("30 km de long"), and
# the generic heads of a measure ("taux", "part").
TIME_WORDS = frozenset(
    """dernier dernière prochain prochaine an ans année années mois semaine semaines jour jours
trimestre annuel annuelle mensuel quotidien aujourd'hui maintenant""".split()
)
DIMENSION_WORDS = frozenset("long longue large haut haute profond épais vieux".split())
MEASURE_HEADS = frozenset("taux part nombre niveau proportion total montant moyenne valeur indice".split())

# Verbs that state an effect, modals of possibility and certainty, consensus verbs, determiners and
# pronouns, quantities where more is better or worse, and the hedges a figure may carry ("environ",
# "jusqu'à"). No antonym table: the pairs in OPPOSITES are French's opposites; no irregular forms listed.
EFFECT_VERBS = frozenset("réduit réduisent abaisse abaissent augmente augmentent améliore améliorent prévient".split())
NOT_BEFORE_EFFECT_VERB = frozenset("le la les un une est sont était a ont".split())
# Words that make an effect verb a contribution to the effect ("aide à réduire").
CONTRIBUTION_WORDS = frozenset("aide aident aidé aider".split())
DETERMINERS = frozenset("le la les un une ce cette ces certains certaines plusieurs tous toutes".split())
POSSIBLE_MODALS = frozenset("pourrait pourraient peut peuvent".split())
CERTAIN_MODALS = frozenset("va vont doit doivent".split())
CONSENSUS_VERBS = frozenset("s'accordent conviennent".split())
PRONOUNS = frozenset("je tu il elle nous vous ils elles".split())
FIGURE_HEDGES = ("environ", "près de", "presque", "quelque", "jusqu'à", "au moins", "plus de", "moins de")
MORE_IS_BETTER = frozenset("ventes bénéfice emploi productivité satisfaction participation".split())
MORE_IS_WORSE = frozenset("perte pertes déficit chômage coûts erreurs accidents".split())
BETTER_NOUNS = frozenset("gain gains bénéfice excédent amélioration victoire succès".split())
WORSE_NOUNS = frozenset("perte pertes déficit détérioration défaite échec".split())
ANTONYMS: dict[str, frozenset[str]] = {}
IRREGULAR_FORMS: dict[str, str] = {}
# Endings of comparatives and superlatives read off a word before antonyms are looked up (none here).
COMPARATIVE_ENDINGS: tuple[str, ...] = ()
NOT_MANNER_ADVERBS: frozenset[str] = frozenset()  # words in -ly are English
