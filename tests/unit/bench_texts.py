"""The real text the reader and splitter fixtures are pinned on: every claim and source of the bench's
public data, then the sample documents, in a stable order."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def bench_texts() -> list[str]:
    texts: list[str] = []
    for name in ("summedits_dev.jsonl.xz", "wice.jsonl.xz"):
        with lzma.open(ROOT / "evidencedesk" / "bench" / "data" / name, "rt", encoding="utf-8") as rows:
            for line in rows:
                row = json.loads(line)
                texts += [row["claim"], row["source"]]
    return texts + [p.read_text(encoding="utf-8") for p in sorted((ROOT / "sample_data").rglob("*.md"))]
