"""The command line with real files and real pipes: PDF pages in the report, folders that skip files, a
reader that goes away, a full disk, progress on a terminal, a report that stays small."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from evidencedesk.cli import EXIT_BROKEN_PIPE, EXIT_OUTPUT_ERROR, main
from evidencedesk.report import TEXT_PASSAGE_CHARS
from tests.conftest import ROOT, SAMPLE

from .formats import pdf_bytes

COMMAND = [sys.executable, "-m", "evidencedesk.cli"]
CHECK_SAMPLE = [*COMMAND, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"), "--fail-on", "never"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_pdf_source_gives_pages_in_json_and_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "draft.md").write_text("Meridian achieved a recall of 85% on the held-out test set.\n")
    (tmp_path / "report.pdf").write_bytes(
        pdf_bytes("Meridian was trained on 12,400 claims.", "Meridian achieved a recall of 85% on the test set.")
    )
    code, out, _ = run(capsys, "check", str(tmp_path / "draft.md"), str(tmp_path / "report.pdf"), "--format", "json")
    assert code in {0, 1}
    claim = json.loads(out)["claims"][0]
    assert claim["candidates"][0]["page"] == 2 and "85%" in claim["candidates"][0]["text"]
    _, out, _ = run(capsys, "check", str(tmp_path / "draft.md"), str(tmp_path / "report.pdf"))
    assert 'best passage: report.pdf, page 2: "Meridian achieved a recall of 85%' in out


def test_a_folder_names_what_it_skipped_on_stderr_and_in_the_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "draft.md").write_text("The pilot included 84 students from two schools.\n\n# Notes\n")
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "pilot.txt").write_text("The pilot included 84 students from two secondary schools.")
    (sources / "empty.md").write_text("\n")
    (sources / "legacy.txt").write_bytes("Le café coûte 4,50 € à Zürich, dit l’étude.".encode("cp1252"))
    (sources / "data.xlsx").write_bytes(b"PK")
    code, out, err = run(capsys, "check", str(tmp_path / "draft.md"), str(sources))
    assert code == 0
    assert f"evidencedesk: skipped {sources / 'empty.md'}: is empty" in err
    assert f"evidencedesk: skipped {sources / 'data.xlsx'}: unsupported file type '.xlsx'" in err
    assert "evidencedesk: legacy.txt: read as cp1252 (it is not UTF-8)" in err
    assert "Sources read (2): legacy.txt, pilot.txt" in out
    assert f"Files skipped (2):\n    {sources / 'data.xlsx'}: unsupported file type '.xlsx'" in out
    assert 'Sentences skipped (1):\n    [heading] "Notes"' in out
    assert out.rstrip().endswith(
        "1 claim: 1 supported, 0 potential mismatches, 0 with insufficient evidence; 1 sentence skipped."
    )


def test_a_long_passage_is_cut_with_its_offsets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    filler = " ".join(f"and the committee also noted item {i}" for i in range(400))
    (tmp_path / "source.txt").write_text(f"The pilot included 84 students from two schools {filler}.")
    (tmp_path / "draft.txt").write_text("The pilot included 84 students from two schools.")
    _, out, _ = run(capsys, "check", str(tmp_path / "draft.txt"), str(tmp_path / "source.txt"))
    line = next(line for line in out.splitlines() if "best passage" in line)
    assert len(line) < TEXT_PASSAGE_CHARS + 120
    assert '…" (characters 0-' in line and "in all)" in line
    assert len(out) < 3000


def test_a_reader_that_goes_away_ends_the_command_quietly(tmp_path: Path) -> None:
    # Ten copies of the sample draft give a report ten times larger than a pipe holds, so the command is
    # still writing (blocked on the full pipe) when the reader closes it.
    draft = tmp_path / "draft.md"
    draft.write_text((SAMPLE / "draft.md").read_text() * 10)
    process = subprocess.Popen(
        [*COMMAND, "check", str(draft), str(SAMPLE / "sources"), "--format", "json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()  # like `| head -1`
    err = process.stderr.read().decode()
    assert process.wait(timeout=60) == EXIT_BROKEN_PIPE
    assert err == ""


def test_a_full_disk_is_one_line_and_its_own_exit_code() -> None:
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full on this system")
    with open("/dev/full", "wb") as full:
        result = subprocess.run(CHECK_SAMPLE, stdout=full, stderr=subprocess.PIPE, cwd=ROOT, timeout=60)
    err = result.stderr.decode()
    assert result.returncode == EXIT_OUTPUT_ERROR
    assert err == "evidencedesk: cannot write the report (No space left on device)\n"


def test_progress_is_shown_on_a_terminal_and_cleared() -> None:
    main_fd, terminal = pty.openpty()
    try:
        result = subprocess.run(CHECK_SAMPLE, stdout=subprocess.PIPE, stderr=terminal, cwd=ROOT, timeout=60)
        os.close(terminal)
        terminal = -1
        shown = b""
        while True:
            try:
                chunk = os.read(main_fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(main_fd)
        if terminal != -1:
            os.close(terminal)
    assert result.returncode == 0 and b"reviewing the draft against 3 sources" in shown
    assert shown.endswith(b"\r\x1b[K")  # the line is cleared before the report
    assert b"reviewing" not in result.stdout


def test_no_progress_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run(capsys, "check", str(SAMPLE / "draft.md"), str(SAMPLE / "sources"))
    assert err == ""


def test_help_names_the_limits_and_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    for command, expected in [
        ("check", ["--max-file-mb", "(default: 50)", "--max-pdf-pages", "141 the reader of the output went away"]),
        ("quote", ["0 the quotation is verified, 1 it is not, 2 usage or input error"]),
        ("serve", ["(default: 127.0.0.1)", "(default: 5000)", "--threads", "(default: 20)"]),
    ]:
        with pytest.raises(SystemExit):
            main([command, "--help"])
        out = " ".join(capsys.readouterr().out.split())
        for text in expected:
            assert text in out, (command, text)


def test_limits_given_on_the_command_line_apply(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "draft.txt").write_text("The pilot included 84 students from two schools.")
    (tmp_path / "big.txt").write_text("word " * 300_000)
    code, _, err = run(capsys, "check", str(tmp_path / "draft.txt"), str(tmp_path / "big.txt"), "--max-file-mb", "1")
    assert code == 2 and "big.txt is 1.4 MB; the limit is 1 MB" in err
