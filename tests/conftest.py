"""Shared fixtures. The sample's labels are always computed by the engine here, never stored."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_data" / "meridian"


@pytest.fixture(scope="session")
def sample_review():
    from evidencedesk.documents import load_draft, load_sources
    from evidencedesk.engine import review_documents

    return review_documents(load_draft(SAMPLE / "draft.md"), load_sources([SAMPLE / "sources"]))
