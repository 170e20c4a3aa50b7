"""Sources indexed once: a second review of the same sources reads the kept index, gives the same
review, and a corrupt, stale or foreign entry is rebuilt rather than trusted."""

from __future__ import annotations

from pathlib import Path

import pytest

from evidencedesk import indexcache
from evidencedesk.documents import make_sources
from evidencedesk.engine import Reviewer
from evidencedesk.model import Claim, Document, Verdict
from evidencedesk.retrieve import Corpus

SOURCES = {
    "results.md": "Revenue rose 12% to 45.2 million dollars in 2023. Costs fell by a third.\n\n"
    "The board approved the plan in March. Staff numbers grew to 1,200.",
    "notes.md": "The survey of 400 customers found that 62% preferred the new design.",
}
DRAFT = Document(
    "draft",
    "draft.md",
    "Revenue rose 15% to 45.2 million dollars in 2023. The survey found that 62% preferred the new design. "
    'The board said "approved the plan in March" in its note.',
)


@pytest.fixture(autouse=True)
def _fresh_memory():
    indexcache.forget()
    yield
    indexcache.forget()


def _review(folder: Path | None, sources: dict[str, str] = SOURCES) -> tuple[dict, str]:
    reviewer = Reviewer(make_sources(sources), cache_dir=folder)
    return reviewer.review(DRAFT).to_dict(), reviewer.index_origin


def test_a_second_review_reads_the_kept_index_and_reviews_alike(tmp_path: Path) -> None:
    fresh = Reviewer(make_sources(SOURCES), reuse=False).review(DRAFT).to_dict()
    first, origin = _review(tmp_path)
    assert origin == "built" and first == fresh
    again, origin = _review(tmp_path)
    assert origin == "memory" and again == fresh
    indexcache.forget()
    from_disk, origin = _review(tmp_path)
    assert origin == "disk" and from_disk == fresh


def test_the_index_keeps_every_source_language_so_checks_never_read_it_again(tmp_path: Path, monkeypatch) -> None:
    sources = {**SOURCES, "bericht.md": "Der Umsatz stieg um 12 Prozent. Die Kosten sanken deutlich im Hafen."}
    built = Corpus(make_sources(sources))
    assert built.langs == {"s1": "en", "s2": "en", "s3": "de"}
    _review(tmp_path, sources)
    indexcache.forget()

    def no_detection(*_: object) -> str:
        raise AssertionError("a source's language read again")

    monkeypatch.setattr("evidencedesk.retrieve.detect", no_detection)
    reviewer = Reviewer(make_sources(sources), cache_dir=tmp_path)
    assert reviewer.index_origin == "disk" and reviewer.corpus.langs == built.langs
    reviewer.review(Document("d", "d.md", "Der Umsatz stieg um 15 Prozent. Revenue rose 12% to 45.2 million dollars."))


def test_a_second_check_redoes_only_the_claims_that_changed(tmp_path: Path, monkeypatch) -> None:
    _review(tmp_path)
    indexcache.forget()
    edited = Document("draft", "draft.md", "Costs fell by half last year. " + DRAFT.text)
    checked: list[str] = []
    original = Reviewer._check

    def counting(self: Reviewer, claim: Claim) -> Verdict:
        checked.append(claim.text)
        return original(self, claim)

    monkeypatch.setattr(Reviewer, "_check", counting)
    reviewer = Reviewer(make_sources(SOURCES), cache_dir=tmp_path)
    again = reviewer.review(edited)
    assert reviewer.index_origin == "disk"
    assert checked == ["Costs fell by half last year."]  # the kept verdicts serve the unchanged claims
    fresh = Reviewer(make_sources(SOURCES), reuse=False).review(edited)
    assert again.to_dict() == fresh.to_dict()  # and their offsets are those of the edited draft


def test_a_check_of_the_same_draft_reads_no_passage_back_and_keeps_them_as_they_came(tmp_path: Path) -> None:
    fresh = Reviewer(make_sources(SOURCES), reuse=False).review(DRAFT)
    _review(tmp_path)
    indexcache.forget()
    reviewer = Reviewer(make_sources(SOURCES), cache_dir=tmp_path)
    assert reviewer.review(DRAFT).to_dict() == fresh.to_dict()
    reviewer.corpus.verdicts.clear()  # kept again below, with passages, figures and analyses never read back
    assert reviewer.corpus.analysed() > 0
    assert set(reviewer.corpus._deferred) == set(Corpus._DEFERRED)
    indexcache._write(tmp_path, indexcache.sources_key(reviewer.sources), reviewer.corpus)
    indexcache.forget()
    edited = Document("draft", "draft.md", "Costs fell by half last year. " + DRAFT.text)
    again = Reviewer(make_sources(SOURCES), cache_dir=tmp_path)
    assert again.index_origin == "disk"
    assert again.review(edited).to_dict() == Reviewer(make_sources(SOURCES), reuse=False).review(edited).to_dict()
    assert list(again.corpus.passages) == list(Corpus(make_sources(SOURCES)).passages)


def test_changed_sources_are_indexed_again(tmp_path: Path) -> None:
    _review(tmp_path)
    changed = {**SOURCES, "notes.md": SOURCES["notes.md"].replace("62%", "64%")}
    review, origin = _review(tmp_path, changed)
    assert origin == "built"
    assert len(list(tmp_path.glob("*.index"))) == 2
    assert review != _review(None)[0]


@pytest.mark.parametrize("damage", ["truncate", "flip", "header", "empty"])
def test_a_damaged_entry_is_rebuilt_not_trusted(tmp_path: Path, damage: str) -> None:
    expected, _ = _review(tmp_path)
    (entry,) = tmp_path.glob("*.index")
    data = entry.read_bytes()
    damaged = {
        "truncate": data[: len(data) // 2],
        "flip": data[:-10] + bytes([data[-10] ^ 0xFF]) + data[-9:],
        "header": b"X" + data[1:],
        "empty": b"",
    }[damage]
    entry.write_bytes(damaged)
    indexcache.forget()
    review, origin = _review(tmp_path)
    assert origin == "built" and review == expected
    indexcache.forget()
    assert _review(tmp_path)[1] == "disk"  # the rebuilt entry replaced the damaged one


def test_an_entry_written_by_another_engine_is_not_read(tmp_path: Path, monkeypatch) -> None:
    _review(tmp_path)
    indexcache.forget()
    monkeypatch.setattr(indexcache, "engine_fingerprint", lambda: "another engine")
    assert _review(tmp_path)[1] == "built"


def test_an_unwritable_cache_costs_speed_not_the_review(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    review, origin = _review(blocked / "index")
    assert origin == "built" and review == _review(None)[0]


def test_the_command_keeps_the_index_in_the_user_cache_unless_told_not_to(tmp_path: Path, monkeypatch, capsys) -> None:
    from evidencedesk.cli import main

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    (tmp_path / "draft.md").write_text(DRAFT.text, encoding="utf-8")
    for name, text in SOURCES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    args = ["check", str(tmp_path / "draft.md"), str(tmp_path / "results.md"), str(tmp_path / "notes.md")]
    main([*args, "--format", "json", "--no-cache"])
    uncached = capsys.readouterr().out
    assert not list(tmp_path.glob("cache/**/*.index"))
    indexcache.forget()
    main([*args, "--format", "json"])
    assert capsys.readouterr().out == uncached
    assert len(list(tmp_path.glob("cache/**/*.index"))) == 1
