"""Files of each supported format, generated here (nothing is downloaded): PDFs with fpdf2, Word files
with python-docx, zip bombs with zipfile."""

from __future__ import annotations

import io
import zipfile

import docx
from fpdf import FPDF
from fpdf.enums import EncryptionMethod


def pdf_bytes(*pages: str, password: str | None = None) -> bytes:
    """A PDF with one page per argument (an empty string gives a page with a drawing and no text)."""
    pdf = FPDF()
    pdf.set_font("helvetica", size=11)
    for text in pages:
        pdf.add_page()
        if text:
            pdf.multi_cell(0, 6, text)
        else:
            pdf.rect(20, 20, 100, 60)
    if password:
        pdf.set_encryption(owner_password="owner", user_password=password, encryption_method=EncryptionMethod.RC4)
    return bytes(pdf.output())


def docx_bytes(build) -> bytes:
    """A Word file made by ``build(document)``."""
    document = docx.Document()
    build(document)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def zip_bomb(unpacked_bytes: int) -> bytes:
    """A .docx-shaped zip whose one part unpacks to ``unpacked_bytes`` of zeros (a few KB packed)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("word/document.xml", "w", force_zip64=True) as part:
            chunk = bytes(1024 * 1024)
            for _ in range(unpacked_bytes // len(chunk)):
                part.write(chunk)
    return out.getvalue()
