from __future__ import annotations

import json
import socket

import pytest

from evidencedesk import review
from evidencedesk.cli import main
from tests.conftest import SAMPLE


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_check_json_matches_the_contract(capsys):
    code, out, _ = run(capsys, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--format", "json")
    assert code == 1  # the sample has potential mismatches
    data = json.loads(out)
    assert set(data) >= {"version", "sources", "claims", "skipped", "summary"}
    assert {s["name"] for s in data["sources"]} == {"evaluation.md", "pilot.md", "interviews.md"}
    for claim in data["claims"]:
        assert claim["label"] in {"supported", "mismatch", "insufficient"}
        assert 0 <= claim["score"] <= 1
        assert len(claim["candidates"]) <= 3 and len(claim["evidence"]) <= 5
        if claim["label"] != "supported":
            assert claim["reasons"]
        for check in claim["checks"]:
            assert check["status"] in {"fired", "passed", "not_applicable"}
            if check["status"] == "fired":
                assert check["message"] and check["reason"]
    draft = (SAMPLE / "draft.md").read_text()
    for claim in data["claims"]:
        assert draft[claim["start"] : claim["end"]] == claim["text"]
    assert sum(data["summary"].values()) == len(data["claims"])


def test_fail_on_never_exits_zero_and_text_is_readable(capsys):
    code, out, _ = run(capsys, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--fail-on", "never")
    assert code == 0
    assert "Potential mismatch" in out and "best passage:" in out


def test_markdown_format(capsys):
    code, out, _ = run(
        capsys, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--format", "markdown", "--fail-on", "never"
    )
    assert code == 0 and out.startswith("# Review of draft.md")


def test_fail_on_insufficient_counts_insufficient(tmp_path, capsys):
    (tmp_path / "d.md").write_text("Parents rated the assistant highly in a survey.")
    (tmp_path / "s.md").write_text("The pilot included 84 students from two schools.")
    assert run(capsys, "check", str(tmp_path / "d.md"), str(tmp_path / "s.md"))[0] == 0
    assert run(capsys, "check", str(tmp_path / "d.md"), str(tmp_path / "s.md"), "--fail-on", "insufficient")[0] == 1


@pytest.mark.parametrize("problem", ["missing", "empty", "binary", "not_text"])
def test_bad_input_is_one_line_on_stderr_and_exit_2(tmp_path, capsys, problem):
    draft = tmp_path / "draft.md"
    if problem == "empty":
        draft.write_text("   \n")
    elif problem == "binary":
        draft.write_bytes(b"\xff\xfe\x00bad")
    elif problem == "not_text":
        draft = tmp_path / "draft.exe"
        draft.write_bytes(b"MZ")
    code, out, err = run(capsys, "check", str(draft), str(SAMPLE / "sources"))
    assert code == 2 and out == ""
    assert err.startswith("evidencedesk: ") and err.count("\n") == 1 and "Traceback" not in err


def test_empty_source_folder_is_an_input_error(tmp_path, capsys):
    (tmp_path / "d.md").write_text("The pilot included 84 students.")
    (tmp_path / "empty").mkdir()
    code, _, err = run(capsys, "check", str(tmp_path / "d.md"), str(tmp_path / "empty"))
    assert code == 2 and "holds no .txt, .md, .pdf, .docx or .html files" in err


def test_review_makes_no_network_call(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("the engine tried to open a network connection")

    monkeypatch.setattr(socket, "socket", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    draft = (SAMPLE / "draft.md").read_text()
    sources = {p.name: p.read_text() for p in sorted((SAMPLE / "sources").iterdir())}
    assert review(draft, sources).verdicts


def test_check_offers_only_suggestions_the_engine_labels_supported_once_applied(capsys):
    code, out, _ = run(capsys, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--format", "json")
    offered = [c for c in json.loads(out)["claims"] if c["suggestion"]]
    assert offered, "the sample has suggestions"
    for claim in offered:
        revised = claim["suggestion"]["revised"]
        assert revised["label"] == "supported" and 1 <= len(revised["attribution"]) <= 5
