"""Labelled pairs for the accuracy run: the shipped public benchmarks, extra ``--data`` files and the sample.

A :class:`Pair` is one draft (a claim, possibly several sentences) against its sources, with a human
label: ``supported`` or ``unsupported``. The public benchmarks (SummEdits dev and WiCE) ship inside the
package, xz-compressed in ``evidencedesk/bench/data/`` with their origin, licence and citation, and every
run checks the decompressed text against the SHA-256 recorded beside them. The bench always reads that
shipped copy, never a folder outside the package, so a fresh clone and an installed copy measure the same
bytes; ``EVIDENCEDESK_EVAL_DIR`` points it at another folder of ``*.jsonl`` files instead (or ``off``).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import os
import random
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from ..documents import InputError

LABELS = ("supported", "unsupported")
EVAL_ENV = "EVIDENCEDESK_EVAL_DIR"  # a folder of *.jsonl to read instead of the shipped data; "off" disables it
REPO_ROOT = Path(__file__).resolve().parents[2]
CHECKSUMS = "SHA256SUMS"  # "<sha256 of the decompressed text>  <name>.jsonl", one line per shipped data set
SHIPPED_SUFFIX = ".xz"


@dataclass(frozen=True)
class Pair:
    """One labelled case. ``sources`` is a tuple of (name, text) so the object stays hashable and cheap
    to send to a worker process.

    Perturbed pairs name their kind, the check meant to catch the edit and the label it should get, the
    pair they were made from (``base_id``), where in the claim the edit sits (``edit``: character
    offsets, so that the claim holding it can be found among the engine's claims) and where the base claim
    came from (``origin``: a pair's own claim, or a sentence of its source)."""

    id: str
    dataset: str
    claim: str
    sources: tuple[tuple[str, str], ...]
    label: str
    error_types: tuple[str, ...] = ()
    domain: str = ""
    perturbation: str | None = None
    expected_check: str | None = None
    expected_label: str | None = None
    base_id: str | None = None
    edit: tuple[int, int] | None = None
    origin: str | None = None

    @property
    def supported(self) -> bool:
        return self.label == "supported"


@dataclass(frozen=True)
class EvalSet:
    """One public data set as read: its file name and its pairs."""

    name: str
    pairs: tuple[Pair, ...]


def shipped_dir() -> Traversable:
    """The folder of shipped data inside the installed package."""
    return resources.files(__package__) / "data"


def warn(message: str) -> str:
    """A missing or disabled data set changes what the report measures: say so where nobody can miss it.
    Returns the line for the report's notes."""
    print(f"WARNING: evidencedesk bench: {message}", file=sys.stderr, flush=True)
    return f"WARNING: {message}"


def eval_sets() -> tuple[list[EvalSet], list[str]]:
    """The public data sets to measure and the notes the report prints about them.

    The shipped copy unless ``EVIDENCEDESK_EVAL_DIR`` says otherwise. A data set that is missing is
    reported on stderr and in the notes, and the run goes on without it; a shipped copy whose checksum
    differs from the one recorded is an :class:`InputError`, since figures from it would silently differ.
    """
    override = os.environ.get(EVAL_ENV)
    if override is not None:
        if override.strip().lower() in ("", "off", "none"):
            message = f"public data sets disabled by {EVAL_ENV}={override}: SummEdits and WiCE are not measured"
            return [], [warn(message)]
        folder = Path(override)
        if not folder.is_dir():
            raise InputError(f"{EVAL_ENV}={override}: not a folder")
        files = sorted(p for p in folder.iterdir() if p.name.endswith((".jsonl", ".jsonl.xz", ".jsonl.gz")))
        if not files:
            message = f"{EVAL_ENV}={override} holds no *.jsonl file: no public data set is measured"
            return [], [warn(message)]
        sets = [EvalSet(p.name, tuple(load_jsonl(p))) for p in files]
        return sets, [f"public data from {folder} ({EVAL_ENV}), not the shipped copy"]
    return shipped_sets()


def shipped_sets(folder: Traversable | None = None) -> tuple[list[EvalSet], list[str]]:
    """The data sets listed in ``SHA256SUMS`` of the shipped folder, each verified against its checksum."""
    folder = folder or shipped_dir()
    listing = folder / CHECKSUMS
    if not listing.is_file():
        message = f"the shipped data is missing ({listing} not found): SummEdits and WiCE are not measured"
        return [], [warn(message)]
    sets: list[EvalSet] = []
    notes: list[str] = []
    for name, digest in recorded_checksums(listing.read_text(encoding="utf-8")):
        packed = folder / (name + SHIPPED_SUFFIX)
        if not packed.is_file():
            message = (
                f"the data set {name} is missing ({packed} not found): its accuracy and perturbation "
                "figures are not measured; reinstall evidencedesk or restore the file from the repository"
            )
            notes.append(warn(message))
            continue
        text = shipped_text(packed, digest)
        sets.append(EvalSet(name, tuple(parse_jsonl(text, name))))
    if sets:
        notes.insert(
            0,
            "public data: "
            + ", ".join(f"{s.name} ({len(s.pairs)} pairs)" for s in sets)
            + ", read from the copy shipped in evidencedesk/bench/data (SHA-256 verified)",
        )
    return sets, notes


def recorded_checksums(listing: str) -> list[tuple[str, str]]:
    """(file name, SHA-256) from a ``sha256sum``-style listing."""
    out = []
    for number, line in enumerate(listing.splitlines(), 1):
        if not line.strip():
            continue
        parts = line.split()
        if len(parts) != 2 or not re.fullmatch(r"[0-9a-f]{64}", parts[0]):
            raise InputError(f"{CHECKSUMS}:{number}: expected '<sha256>  <file name>', got {line!r}")
        out.append((parts[1].lstrip("*"), parts[0]))
    return out


def shipped_text(packed: Traversable, digest: str) -> str:
    """The decompressed text of one shipped file, refused unless its SHA-256 is the recorded one."""
    try:
        raw = lzma.decompress(packed.read_bytes())
    except lzma.LZMAError as exc:
        raise InputError(f"{packed}: not a readable xz file ({exc}); restore it from the repository") from None
    actual = hashlib.sha256(raw).hexdigest()
    if actual != digest:
        raise InputError(
            f"{packed}: the decompressed text has SHA-256 {actual}, but {CHECKSUMS} records {digest}: the "
            "shipped copy was changed or damaged; restore it from the repository"
        )
    return raw.decode("utf-8")


def load_jsonl(path: Path) -> list[Pair]:
    """Pairs from one JSONL file of the bench data shape (plain, ``.xz`` or ``.gz``); bad input raises
    InputError naming the line."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    try:
        if path.suffix == ".xz":
            text = lzma.decompress(path.read_bytes()).decode("utf-8")
        elif path.suffix == ".gz":
            text = gzip.decompress(path.read_bytes()).decode("utf-8")
        else:
            text = path.read_text(encoding="utf-8")
    except (lzma.LZMAError, OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot read it as UTF-8 JSON Lines ({exc})") from None
    return parse_jsonl(text, str(path))


def parse_jsonl(text: str, where: str) -> list[Pair]:
    """Pairs from the text of a JSONL file; ``where`` names it in errors and gives pairs without an id one."""
    pairs: list[Pair] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"{where}:{number}: not valid JSON ({exc.msg})") from None
        pair = _pair_from_row(row, where, number)
        if pair.id in seen:
            raise InputError(f"{where}:{number}: duplicate id {pair.id!r}")
        seen.add(pair.id)
        pairs.append(pair)
    if not pairs:
        raise InputError(f"{where}: no pairs in the file")
    return pairs


def pairs_of(sets: Iterable[EvalSet]) -> list[Pair]:
    return [pair for s in sets for pair in s.pairs]


def document_key(pair: Pair) -> str:
    """What identifies a pair's source documents: pairs made from the same document share it."""
    return hashlib.sha1("\n".join(text for _, text in pair.sources).encode("utf-8")).hexdigest()


def _pair_from_row(row: object, name: str, number: int) -> Pair:
    where = f"{name}:{number}"
    if not isinstance(row, dict):
        raise InputError(f"{where}: each line must be a JSON object")
    missing = [key for key in ("claim", "source", "label") if not isinstance(row.get(key), str)]
    if missing:
        raise InputError(f"{where}: missing or non-text field(s): {', '.join(missing)}")
    if row["label"] not in LABELS:
        raise InputError(f"{where}: label must be 'supported' or 'unsupported', not {row['label']!r}")
    meta = row.get("meta") if isinstance(row.get("meta"), dict) else {}
    stem = Path(name).name.split(".")[0]
    dataset = str(row.get("dataset") or stem)
    error_type = row.get("error_type")
    return Pair(
        id=str(row.get("id") or f"{stem}-{number}"),
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
