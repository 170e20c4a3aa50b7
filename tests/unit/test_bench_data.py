"""The bench's public data ships with the package: verified by checksum, byte-identical to the shared
copies, and a missing data set is said loudly rather than silently measured as nothing."""

from __future__ import annotations

import hashlib
import json
import lzma
from pathlib import Path

import pytest

from evidencedesk.bench import data
from evidencedesk.documents import InputError
from tests.conftest import ROOT

SHARED = ROOT.parent / "shared" / "eval"
EXPECTED = {"summedits_dev.jsonl": (2969, 1044), "wice.jsonl": (707, 224)}  # pairs, supported


def _folder(tmp_path: Path, files: dict[str, str], listed: dict[str, str] | None = None) -> Path:
    """A data folder like the shipped one: each file xz-compressed, ``SHA256SUMS`` listing ``listed``
    (name -> text whose checksum is recorded; by default the files themselves)."""
    for name, text in files.items():
        (tmp_path / (name + ".xz")).write_bytes(lzma.compress(text.encode("utf-8")))
    listed = files if listed is None else listed
    sums = "".join(f"{hashlib.sha256(t.encode()).hexdigest()}  {n}\n" for n, t in listed.items())
    (tmp_path / data.CHECKSUMS).write_text(sums, encoding="utf-8")
    return tmp_path


def _row(i: int, label: str = "supported") -> str:
    return json.dumps({"id": f"t{i}", "claim": "Sales rose.", "source": "Sales rose in May.", "label": label})


def test_the_shipped_data_decompresses_to_its_recorded_checksum() -> None:
    folder = data.shipped_dir()
    listed = dict(data.recorded_checksums((folder / data.CHECKSUMS).read_text(encoding="utf-8")))
    assert set(listed) == set(EXPECTED)
    for name, digest in listed.items():
        raw = lzma.decompress((folder / (name + ".xz")).read_bytes())
        assert hashlib.sha256(raw).hexdigest() == digest
    assert (folder / "README.md").is_file()


def test_the_bench_reads_the_shipped_copy_by_default(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.delenv(data.EVAL_ENV, raising=False)
    sets, notes = data.eval_sets()
    counts = {s.name: (len(s.pairs), sum(p.supported for p in s.pairs)) for s in sets}
    assert counts == EXPECTED
    assert "SHA-256 verified" in notes[0] and "WARNING" not in capsys.readouterr().err


@pytest.mark.skipif(not SHARED.is_dir(), reason="no shared eval folder beside this checkout")
def test_the_shipped_copy_is_byte_identical_to_the_shared_one() -> None:
    folder = data.shipped_dir()
    for name in EXPECTED:
        shipped = lzma.decompress((folder / (name + ".xz")).read_bytes())
        assert shipped == (SHARED / name).read_bytes()


def test_a_missing_data_set_is_said_on_stderr_and_the_others_still_load(tmp_path: Path, capsys) -> None:
    present = "\n".join(_row(i) for i in range(3)) + "\n"
    folder = _folder(tmp_path, {"present.jsonl": present}, {"present.jsonl": present, "gone.jsonl": "x"})
    sets, notes = data.shipped_sets(folder)
    assert [(s.name, len(s.pairs)) for s in sets] == [("present.jsonl", 3)]
    err = capsys.readouterr().err
    assert "WARNING" in err and "gone.jsonl is missing" in err
    assert any("gone.jsonl is missing" in n for n in notes)  # the report says it too


def test_no_shipped_data_at_all_is_said_on_stderr(tmp_path: Path, capsys) -> None:
    sets, notes = data.shipped_sets(tmp_path)
    assert sets == [] and "shipped data is missing" in notes[0]
    assert "WARNING" in capsys.readouterr().err


def test_a_changed_shipped_copy_is_refused(tmp_path: Path) -> None:
    good = _row(1) + "\n"
    folder = _folder(tmp_path, {"set.jsonl": good + _row(2, "unsupported") + "\n"}, {"set.jsonl": good})
    with pytest.raises(InputError, match="SHA-256"):
        data.shipped_sets(folder)


def test_disabling_the_public_data_is_said_on_stderr(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setenv(data.EVAL_ENV, "off")
    assert data.eval_sets()[0] == []
    assert "not measured" in capsys.readouterr().err


def test_another_folder_can_stand_in_for_the_shipped_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.jsonl.xz").write_bytes(lzma.compress((_row(1) + "\n").encode()))
    monkeypatch.setenv(data.EVAL_ENV, str(tmp_path))
    sets, notes = data.eval_sets()
    assert [(s.name, [p.id for p in s.pairs]) for s in sets] == [("mine.jsonl.xz", ["t1"])]
    assert "not the shipped copy" in notes[0]
