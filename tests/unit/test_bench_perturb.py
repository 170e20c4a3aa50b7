"""The bench's synthetic error set: every kind makes a real edit of a real claim, only where it applies
and only when the edited claim is genuinely unsupported by the source, the same edits for the same seed,
spread over as many documents as apply."""

from __future__ import annotations

import random
import re

import pytest

from evidencedesk.bench import data, perturb
from evidencedesk.bench.perturb import KINDS, Source
from evidencedesk.checks import BY_ID
from evidencedesk.model import Label

# One tiny hand-written base per kind: a claim its source supports, in which the kind applies.
CASES = {
    "swap figure": ("The clinic treated 1,240 patients last year.", "Harbor Clinic treated 1,240 patients last year."),
    "move figure to another measure": (
        "The clinic hired 42 nurses and cut waiting times to 18 minutes.",
        "The clinic hired 42 nurses. Waiting times fell to 18 minutes.",
    ),
    "change unit": ("The coastal trail runs for 30 km.", "Opened in spring, the coastal trail runs for 30 km."),
    "change scale": ("The budget rose to 40 million euros.", "The city's budget rose to 40 million euros this year."),
    "move month": ("The bridge reopened on 12 May 2024.", "After repairs, the bridge reopened on 12 May 2024."),
    "reverse direction": ("Revenue rose by a tenth.", "Revenue rose by a tenth, the company said."),
    "insert/remove negation": (
        "The plan was approved by the council.",
        "On Tuesday the plan was approved by the council.",
    ),
    "association to cause": (
        "Weekly use was associated with homework completion.",
        "In the pilot, weekly use was associated with homework completion.",
    ),
    "effect-verb causal": (
        "Daily walks were linked to lower blood pressure.",
        "In the trial, daily walks were linked to lower blood pressure.",
    ),
    "overstatement": ("The supplement may reduce fractures.", "The supplement may reduce fractures in older adults."),
    "quantifier generalisation": (
        "Some doctors suspect the drug causes headaches.",
        "Some doctors suspect the drug causes headaches, the survey found.",
    ),
    "modal hardening": (
        "The tariff could raise prices for shoppers.",
        "Economists warn the tariff could raise prices for shoppers.",
    ),
    "swap entity": (
        "The cleaning contract went to Northgate Ltd in the end.",
        "The cleaning contract went to Northgate Ltd in the end; Southway Ltd also bid.",
    ),
    "alter quoted word": (
        'The mayor called it "a careful and fair compromise for residents".',
        'The mayor said: "This is a careful and fair compromise for residents."',
    ),
    "added phrase": (
        "United won the final at their home stadium.",
        "United won the final at their home stadium on Saturday.",
    ),
    "added figure": ("The library reopened its reading room.", "The library reopened its reading room this week."),
}


def _edit(kind: str, claim: str, source: str, seed: int = 1) -> str | None:
    return KINDS[kind].edit(claim, Source(source), random.Random(seed))


def test_every_kind_has_a_case_names_a_registered_check_and_the_label_for_its_kind() -> None:
    assert set(CASES) == set(KINDS)
    for kind in KINDS.values():
        assert kind.check in BY_ID, f"{kind.name}: {kind.check} is not a registered check"
        additions = kind.name.startswith("added")
        assert kind.label is (Label.INSUFFICIENT if additions else Label.MISMATCH)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_kind_makes_a_real_edit_of_a_supported_claim(kind: str) -> None:
    claim, source = CASES[kind]
    base = data.Pair(f"base-{kind}", "tiny", claim, (("s.txt", source),), "supported")
    made, controls = perturb.perturb([base], 1, seed=3)
    mine = [p for p in made if p.perturbation == kind]
    assert len(mine) == 1, f"{kind} made no edit of its own case"
    pair = mine[0]
    assert pair.origin in (perturb.CLAIM, perturb.QUOTED) and pair.base_id in {c.id for c in controls}
    base_claim = next(c.claim for c in controls if c.id == pair.base_id)
    assert pair.claim != base_claim and pair.label == "unsupported" and pair.sources == base.sources
    assert (pair.expected_check, pair.expected_label) == (KINDS[kind].check, KINDS[kind].label.value)
    start, end = pair.edit
    assert pair.claim[:start] == base_claim[:start]  # the edit span covers every changed character
    assert pair.claim[end:] == base_claim[len(base_claim) - (len(pair.claim) - end) :]


def test_the_same_seed_gives_the_same_edits_and_another_seed_other_ones() -> None:
    bases = [
        data.Pair(f"b{i}", "tiny", claim, (("s.txt", source),), "supported")
        for i, (claim, source) in enumerate(CASES.values())
    ]
    first, controls = perturb.perturb(bases, 2, seed=11)
    again, controls_again = perturb.perturb(bases, 2, seed=11)
    assert first == again and controls == controls_again
    other, _ = perturb.perturb(bases, 2, seed=12)
    assert [p.claim for p in other] != [p.claim for p in first]
    assert all(c.label == "supported" for c in controls)


def test_edits_spread_over_documents_before_reusing_one() -> None:
    bases = []
    for d, plant in enumerate("ABCD", 1):
        source = (("s.txt", f"Plant {plant} made {d},100 cars in 2023, its manager said."),)
        for c, claim in enumerate(
            (f"Plant {plant} made {d},100 cars in 2023.", f"In 2023 Plant {plant} made {d},100 cars.")
        ):
            bases.append(data.Pair(f"{plant}{c}", "tiny", claim, source, "supported"))
    made, _ = perturb.perturb(bases, 4, seed=5)
    swaps = [p for p in made if p.perturbation == "swap figure"]
    assert len(swaps) == 4 and len({p.sources for p in swaps}) == 4
    made, _ = perturb.perturb(bases, 6, seed=5)
    swaps = [p for p in made if p.perturbation == "swap figure"]
    assert len(swaps) == 6 and {p.origin for p in swaps} == {perturb.CLAIM}  # a second claim of a document


def test_source_sentences_fill_a_kind_that_no_claim_allows() -> None:
    source = "The report was published in June. Economists warn the new levy could raise rents for tenants in the city."
    base = data.Pair("b", "tiny", "The report was published in June.", (("s.txt", source),), "supported")
    made, controls = perturb.perturb([base], 1, seed=2)
    modal = next(p for p in made if p.perturbation == "modal hardening")
    assert modal.origin == perturb.SENTENCE and "will raise rents" in modal.claim
    sentence_base = next(c for c in controls if c.id == modal.base_id)
    assert sentence_base.claim in source and sentence_base.label == "supported"


def test_a_swapped_figure_is_one_the_source_never_states() -> None:
    source = "Harbor Clinic treated 1,240 patients; 992 were children and 1,488 adults had surgery; 868 left early."
    for seed in range(30):
        new = _edit("swap figure", "The clinic treated 1,240 patients.", source, seed)
        assert new is not None
        value = int(re.search(r"[\d,]+", new).group(0).replace(",", ""))
        assert value not in {1240, 992, 1488, 868}
    assert _edit("swap figure", "The clinic treated 1,300 patients.", source) is None  # not a figure it states


def test_a_moved_month_is_never_one_the_source_names() -> None:
    source = "The bridge reopened on 12 May 2024. " + " ".join(
        f"Work paused in {m}." for m in perturb.MONTHS if m not in ("May", "April")
    )
    for seed in range(10):
        assert _edit("move month", "The bridge reopened on 12 May 2024.", source, seed) == (
            "The bridge reopened on 12 April 2024."
        )
    every_month = source + " Work paused in April."
    assert _edit("move month", "The bridge reopened on 12 May 2024.", every_month) is None
    # the month of the claim must be one the source gives: otherwise the source is silent, not contradicted
    assert _edit("move month", "The bridge reopened in June.", "The bridge reopened in the summer.") is None


def test_may_the_verb_is_not_a_month_and_may_the_month_is_not_a_hedge() -> None:
    assert _edit("move month", "Prices may rise again.", "Prices may rise again in May.") is None
    assert _edit("modal hardening", "The bridge reopened in May.", "It may reopen in May.") is None


def test_a_unit_or_scale_the_source_also_gives_is_not_a_change() -> None:
    both = "The trail runs for 30 km (30 miles, say the signs)."
    assert _edit("change unit", "The trail runs for 30 km.", both) is None
    assert _edit("change unit", "The trail runs for 25 km.", "The trail runs for 30 km.") is None
    assert _edit("change scale", "Sales reached $5bn.", "Sales reached $5bn, up from $5m.") is None
    assert _edit("change scale", "Sales reached $5bn.", "Sales reached $5bn.") == "Sales reached $5m."


def test_quantifiers_widen_only_where_the_source_does_not_already_say_all() -> None:
    assert (
        _edit("quantifier generalisation", "Most students passed.", "Most students passed.") == "All students passed."
    )
    assert (
        _edit("quantifier generalisation", "Most students passed.", "Most students passed; all students sat it.")
        is None
    )
    assert _edit("quantifier generalisation", "It took a few days.", "It took a few days.") is None  # time, not a group
    assert _edit("quantifier generalisation", "Some doctors suspect it.", "Some doctors suspect it.") == (
        "Doctors agree that it."
    )


def test_effect_verbs_replace_associations_contributions_and_denials() -> None:
    claim = "The trial does not show that walking lowers blood pressure."
    assert _edit("effect-verb causal", claim, claim) == "Walking lowers blood pressure."
    claim = "Discounts could help lower the price."
    assert _edit("effect-verb causal", claim, claim) == "Discounts could lower the price."
    claim = "Exercise is associated with better sleep."
    assert _edit("effect-verb causal", claim, claim) == "Exercise improves sleep."
    # not where the source itself says the effect
    assert _edit("effect-verb causal", claim, claim + " Exercise improves sleep, the authors add.") is None


def test_an_added_phrase_uses_no_word_of_the_source() -> None:
    claim, source = CASES["added phrase"]
    for seed in range(20):
        new = _edit("added phrase", claim, source, seed)
        assert new is not None
        added = new[len(claim) - 1 : -1].split()
        informative = perturb._informative(" ".join(added))
        assert len(informative) >= 2
        assert not {perturb._stem(w) for w in informative} & Source(source).words
    assert all(len(perturb._informative(p)) >= 2 for p in perturb.ADDED_PHRASES)


def test_an_edit_whose_words_the_source_states_is_refused() -> None:
    def reversed_by(source: str) -> list[str]:
        base = data.Pair("b", "tiny", "Sales rose sharply in May.", (("s.txt", source),), "supported")
        made, _ = perturb.perturb([base], 1, seed=1)
        return [p.claim for p in made if p.perturbation == "reverse direction"]

    assert reversed_by("Sales rose sharply in May, the shop said.") == ["Sales fell sharply in May."]
    assert reversed_by("Sales rose sharply in May, then sales fell sharply in June.") == []


def test_a_quoted_word_is_altered_only_inside_quotation_marks() -> None:
    source = Source("The crest shows a barrel for the syllable tun and an elephant, the council said.")
    between = 'The elephant stands for the syllable "E" and the barrel for "tun".'
    assert _edit("alter quoted word", between, source.text) is None  # the words between two quotations
    claim = 'The mayor said the bridge was "a careful and fair compromise" for the town.'
    edited = _edit("alter quoted word", claim, source.text)
    assert edited is not None and edited != claim
    opening, closing = edited.index('"'), edited.rindex('"')
    assert edited[:opening] == claim[:opening] and edited[closing:] == claim[claim.rindex('"') :]
