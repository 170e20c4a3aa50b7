"""A count of the other part of a whole, said with the opposite word, restates the source; the same
count said with the source's word, a part that does not add up, or graded words (improved / worse,
which leave room for "unchanged") do not."""

from __future__ import annotations

import pytest

from evidencedesk import review

RESTATED = [
    (
        "Of the 14 branches, nine will stay open after the review.",
        "The bank will close five of its 14 branches after the review, it said on Tuesday.",
    ),
    (
        "Only seven of the 30 clubs in the league made a profit last season.",
        "Twenty-three of the league's 30 clubs lost money last season.",
    ),
    (
        "The council will keep five of its eight recycling centres open over winter.",
        "Three of the council's eight recycling centres will close over the winter months.",
    ),
    (
        "Eight of the 12 jurors voted to convict.",
        "Four of the 12 jurors voted to acquit, the court heard.",
    ),
]

NOT_RESTATED = [
    (
        # the two sides of a score are no whole and part: 3 - 1 is not the source's "two goals"
        "Marlow Town lost 3-1 to Pellham United on Saturday.",
        "Marlow Town beat Pellham United 3-1 on Saturday, with two goals from Reece Adair.",
    ),
    (
        "Of the 14 branches, nine will close after the review.",
        "The bank will close five of its 14 branches after the review, it said on Tuesday.",
    ),
    (
        "Of the 14 branches, five will stay open after the review.",
        "The bank will close five of its 14 branches after the review, it said on Tuesday.",
    ),
    (
        "The council will keep four of its eight recycling centres open over winter.",
        "Three of the council's eight recycling centres will close over the winter months.",
    ),
    (
        "Eight of the 12 jurors voted to acquit.",
        "Four of the 12 jurors voted to acquit, the court heard.",
    ),
    (
        "Of 40 patients, 25 improved on the drug.",
        "Of the 40 patients, 15 got worse on the drug.",
    ),
]


@pytest.mark.parametrize("claim,source", RESTATED)
def test_the_other_part_of_a_whole_is_supported(claim: str, source: str) -> None:
    verdict = review(claim, {"source.txt": source}).verdicts[0]
    assert verdict.label.value == "supported", verdict.reasons


@pytest.mark.parametrize("claim,source", NOT_RESTATED)
def test_a_part_that_is_not_the_rest_is_flagged(claim: str, source: str) -> None:
    verdict = review(claim, {"source.txt": source}).verdicts[0]
    assert verdict.label.value == "mismatch", verdict.reasons
