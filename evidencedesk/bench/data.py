"""Labelled pairs for the accuracy run: the shared eval files, extra ``--data`` files and the sample.

A :class:`Pair` is one draft (a claim, possibly several sentences) against its sources, with a human
label: ``supported`` or ``unsupported``. The public benchmarks live outside the repository
(``../shared/eval/*.jsonl``) and are never shipped; when they are absent the bench says so and goes on.
"""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import dataclass
from pathlib import Path

from ..documents import InputError

LABELS = ("supported", "unsupported")
EVAL_ENV = "EVIDENCEDESK_EVAL_DIR"  # a folder to read instead of ../shared/eval; "off" disables it
REPO_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Pair:
    """One labelled case. ``sources`` is a tuple of (name, text) so the object stays hashable and cheap
    to send to a worker process. Perturbed pairs name their kind, the check expected to catch them and
    the pair they were made from."""

    id: str
    dataset: str
    claim: str
    sources: tuple[tuple[str, str], ...]
    label: str
    error_types: tuple[str, ...] = ()
    domain: str = ""
    perturbation: str | None = None
    expected_check: str | None = None
    base_id: str | None = None

    @property
    def supported(self) -> bool:
        return self.label == "supported"


def locate_eval_dir() -> tuple[Path | None, str]:
    """The shared eval folder and a note saying where it came from (or why there is none).

    ``EVIDENCEDESK_EVAL_DIR`` overrides the search (``off`` disables it); otherwise ``../shared/eval`` is
    looked for from the working directory and from the repository that holds this package.
    """
    override = os.environ.get(EVAL_ENV)
    if override is not None:
        if override.strip().lower() in ("", "off", "none"):
            return None, f"eval data disabled by {EVAL_ENV}"
        path = Path(override)
        if not path.is_dir():
            raise InputError(f"{EVAL_ENV}={override}: not a folder")
        return path, f"eval data from {path} ({EVAL_ENV})"
    for base in (Path.cwd(), REPO_ROOT):
        path = (base / ".." / "shared" / "eval").resolve()
        if path.is_dir() and any(path.glob("*.jsonl")):
            return path, f"eval data from {path}"
    return None, "no ../shared/eval folder found (an installed copy has none): public benchmarks skipped"


def eval_files(folder: Path | None) -> list[Path]:
    return sorted(folder.glob("*.jsonl")) if folder else []


def load_jsonl(path: Path) -> list[Pair]:
    """Pairs from one JSONL file of the shared eval shape; bad input raises InputError naming the line."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    pairs: list[Pair] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"{path}:{number}: not valid JSON ({exc.msg})") from None
            pair = _pair_from_row(row, path, number)
            if pair.id in seen:
                raise InputError(f"{path}:{number}: duplicate id {pair.id!r}")
            seen.add(pair.id)
            pairs.append(pair)
    if not pairs:
        raise InputError(f"{path}: no pairs in the file")
    return pairs


def _pair_from_row(row: object, path: Path, number: int) -> Pair:
    where = f"{path}:{number}"
    if not isinstance(row, dict):
        raise InputError(f"{where}: each line must be a JSON object")
    missing = [key for key in ("claim", "source", "label") if not isinstance(row.get(key), str)]
    if missing:
        raise InputError(f"{where}: missing or non-text field(s): {', '.join(missing)}")
    if row["label"] not in LABELS:
        raise InputError(f"{where}: label must be 'supported' or 'unsupported', not {row['label']!r}")
    meta = row.get("meta") if isinstance(row.get("meta"), dict) else {}
    dataset = str(row.get("dataset") or path.stem)
    error_type = row.get("error_type")
    return Pair(
        id=str(row.get("id") or f"{path.stem}-{number}"),
        dataset=dataset,
        claim=row["claim"],
        sources=(("source.txt", row["source"]),),
        label=row["label"],
        error_types=tuple(t for t in str(error_type).split("|") if t) if error_type else (),
        domain=str(meta.get("domain") or dataset),
    )


def sample_subset(pairs: list[Pair], per_dataset: int, seed: int) -> list[Pair]:
    """A fixed-seed subset of at most ``per_dataset`` pairs from each dataset, in the original order."""
    by_dataset: dict[str, list[int]] = {}
    for index, pair in enumerate(pairs):
        by_dataset.setdefault(pair.dataset, []).append(index)
    keep: set[int] = set()
    for name, indices in by_dataset.items():
        rng = random.Random(f"{seed}:{name}")
        keep.update(indices if len(indices) <= per_dataset else rng.sample(indices, per_dataset))
    return [pair for index, pair in enumerate(pairs) if index in keep]


# --- the Meridian sample -------------------------------------------------------------------------------

SAMPLE_LABELS = {
    "supported": "supported",
    "potential mismatch": "mismatch",
    "mismatch": "mismatch",
    "insufficient evidence": "insufficient",
    "insufficient": "insufficient",
}


@dataclass(frozen=True)
class SampleCase:
    """One claim of the sample draft and the label its README expects."""

    case: str
    claim: str
    expected: str  # a Label value
    check: str | None = None  # the check expected to fire, when the README names one


@dataclass(frozen=True)
class Sample:
    draft: str
    sources: tuple[tuple[str, str], ...]
    cases: tuple[SampleCase, ...]
    note: str


def load_sample(folder: Path) -> Sample | None:
    """The sample draft, its sources and the expected label of each case, read from the README's table.

    The README must hold a Markdown table with a column naming the claim (its text or its opening words)
    and a column giving the expected label in its display name or JSON spelling; a column headed
    ``check`` may name the check expected to fire.
    """
    draft_path, readme = folder / "draft.md", folder / "README.md"
    if not draft_path.is_file():
        return None
    sources = tuple(
        (p.name, p.read_text(encoding="utf-8"))
        for p in sorted((folder / "sources").glob("*"))
        if p.is_file() and p.suffix.lower() in (".md", ".txt")
    )
    cases = tuple(_cases_from_readme(readme.read_text(encoding="utf-8"))) if readme.is_file() else ()
    note = (
        f"{len(cases)} cases with expected labels read from {readme.name}"
        if cases
        else "the sample README has no table of expected labels the bench can read"
    )
    return Sample(draft_path.read_text(encoding="utf-8"), sources, cases, note)


_CELL_SPLIT = re.compile(r"(?<!\\)\|")


def _cases_from_readme(text: str) -> list[SampleCase]:
    """Rows of every Markdown table that has a label column and a claim column."""
    cases: list[SampleCase] = []
    header: list[str] | None = None
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped.startswith("|"):
            header = None
            continue
        cells = [c.strip() for c in _CELL_SPLIT.split(stripped.strip("|"))]
        if header is None:
            header = [c.lower() for c in cells]
            continue
        if all(set(c) <= set(":- ") for c in cells):
            continue
        label_col = _column(header, ("expected", "label"))
        claim_col = _column(header, ("claim", "sentence", "text"))
        if label_col is None or claim_col is None or len(cells) <= max(label_col, claim_col):
            continue
        label = SAMPLE_LABELS.get(_plain(cells[label_col]).lower())
        if label is None:
            continue
        case_col = _column(header, ("case", "#", "id"))
        has_case = case_col is not None and case_col < len(cells)
        case = _plain(cells[case_col]) if has_case else str(len(cases) + 1)
        check_col = _column(header, ("check",))
        check = _plain(cells[check_col]) if check_col is not None and check_col < len(cells) else ""
        cases.append(
            SampleCase(
                case, _plain(cells[claim_col]).strip('"“”…. '), label, check if check not in ("", "-", "—") else None
            )
        )
    return cases


def _column(header: list[str], names: tuple[str, ...]) -> int | None:
    for name in names:
        for index, cell in enumerate(header):
            if name in cell:
                return index
    return None


def _plain(cell: str) -> str:
    """A table cell without Markdown emphasis, code ticks or escaped pipes."""
    return re.sub(r"[*_`]", "", cell).replace("\\|", "|").strip()
