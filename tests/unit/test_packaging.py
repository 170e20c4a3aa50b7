"""A plain `pip install .` must serve the page and open the sample, not only an editable checkout."""

from __future__ import annotations

import subprocess
import sys
import zipfile

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
    )
    (path,) = out.glob("evidencedesk-*.whl")
    return zipfile.ZipFile(path)


def test_wheel_ships_templates_static_and_the_sample(wheel: zipfile.ZipFile):
    names = set(wheel.namelist())
    assert "evidencedesk/templates/review.html" in names
    assert any(n.startswith("evidencedesk/static/vendor/htmx-") for n in names)
    assert "evidencedesk/static/css/app.css" in names
    assert "evidencedesk/sample_data/meridian/draft.md" in names
    assert "evidencedesk/sample_data/meridian/README.md" in names
    assert any(n.startswith("evidencedesk/sample_data/meridian/sources/") for n in names)


def test_wheel_declares_the_console_script(wheel: zipfile.ZipFile):
    entry = next(n for n in wheel.namelist() if n.endswith("entry_points.txt"))
    assert "evidencedesk = evidencedesk.cli:main" in wheel.read(entry).decode()


def test_wheel_ships_the_bench_data_intact(wheel: zipfile.ZipFile):
    """An installed copy runs `evidencedesk bench` on the public data: the compressed files, their
    checksums and their licence README are in the wheel, and each decompresses to its recorded SHA-256."""
    import hashlib
    import lzma

    from evidencedesk.bench.data import recorded_checksums

    prefix = "evidencedesk/bench/data/"
    assert prefix + "README.md" in wheel.namelist()
    listed = recorded_checksums(wheel.read(prefix + "SHA256SUMS").decode())
    assert {name for name, _ in listed} == {"summedits_dev.jsonl", "wice.jsonl"}
    for name, digest in listed:
        assert hashlib.sha256(lzma.decompress(wheel.read(prefix + name + ".xz"))).hexdigest() == digest
