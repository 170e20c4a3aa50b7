"""Which of the editor's decisions still hold after the draft is edited.

A decision is about a claim as it read and the evidence it was read against. After an edit, a claim whose
text, context and evidence are the same as before keeps its decision; a claim that changed is re-checked
and the decision made on its old wording comes along marked stale, shown for reference and never counted
as a decision on the new wording. Claims are paired across revisions by their fingerprint first (a
sentence moved elsewhere keeps its decision), then by position among the sentences that changed.
"""

from __future__ import annotations

import difflib
import hashlib
from collections.abc import Mapping
from dataclasses import replace

from ..model import Review, Verdict
from ..store import Decision


def fingerprint(verdict: Verdict) -> str:
    """What a decision on this claim was about: its words, its context and the passages it was read with."""
    parts = [verdict.claim.text, verdict.claim.context or ""]
    parts += [f"{p.source}:{p.start}:{p.end}:{p.text}" for p in verdict.evidence]
    return hashlib.sha256("\x1f".join(parts).encode("utf-8")).hexdigest()[:32]


def carry_decisions(old: Review, new: Review, decisions: Mapping[int, Decision]) -> dict[int, Decision]:
    """The decisions of ``old`` (claim id -> decision) as they apply to the claims of ``new``."""
    by_fingerprint: dict[str, list[int]] = {}
    for v in old.verdicts:
        if v.claim.id in decisions:
            by_fingerprint.setdefault(fingerprint(v), []).append(v.claim.id)
    carried: dict[int, Decision] = {}
    used: set[int] = set()
    new_prints = [fingerprint(v) for v in new.verdicts]
    for v, print_ in zip(new.verdicts, new_prints, strict=True):
        waiting = by_fingerprint.get(print_)
        if waiting:
            old_id = waiting.pop(0)
            used.add(old_id)
            carried[v.claim.id] = decisions[old_id]
    old_texts = [v.claim.text for v in old.verdicts]
    new_texts = [v.claim.text for v in new.verdicts]
    matcher = difflib.SequenceMatcher(a=old_texts, b=new_texts, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        pairs = zip(old.verdicts[i1:i2], new.verdicts[j1:j2], strict=False) if op in ("replace", "equal") else ()
        for before, after in pairs:
            decision = decisions.get(before.claim.id)
            if decision is None or before.claim.id in used or after.claim.id in carried:
                continue
            used.add(before.claim.id)
            carried[after.claim.id] = replace(decision, stale=True, fingerprint=fingerprint(after))
    return carried
