"""PDF text with pypdf, page by page, keeping where each page starts so that a passage can say
"page 4".

Every page ends with a form feed on a line of its own, the plain-text convention for a page break (as
pdftotext writes it): the segmenter reads it as a paragraph break, and the page of any offset can be
recovered from the text alone, which is how a review stored as text keeps its page numbers, even for a
PDF of one page.
"""

from __future__ import annotations

import io
import logging

from pypdf import PdfReader
from pypdf.errors import DependencyError, FileNotDecryptedError

from .base import PAGE_BREAK, InputError, Limits, Loaded
from .cleanup import clean_extracted


def _reader(data: bytes, name: str) -> PdfReader:
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted and not reader.decrypt(""):  # many "protected" PDFs open without a password
            raise InputError(f"{name} is encrypted: save a copy without a password and try again")
        return reader
    except InputError:
        raise
    except (FileNotDecryptedError, DependencyError):
        raise InputError(f"{name} is encrypted: save a copy without a password and try again") from None
    except Exception:  # pypdf raises many kinds on a damaged file; all mean the same to the user
        raise InputError(f"{name} is not a readable PDF (the file is damaged or not a PDF)") from None


def load_pdf(data: bytes, name: str, limits: Limits) -> Loaded:
    """Text of every page, cleaned of typesetting, with page starts."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # its warnings about odd files are not the user's
    reader = _reader(data, name)
    try:
        pages = reader.pages
        if len(pages) > limits.max_pdf_pages:
            raise InputError(f"{name} has {len(pages):,} pages; the limit is {limits.max_pdf_pages:,}")
        texts = [clean_extracted(page.extract_text() or "").strip("\n") for page in pages]
    except InputError:
        raise
    except Exception:  # as above: a damaged page is a damaged file
        raise InputError(f"{name} is not a readable PDF (a page could not be read)") from None
    if not any(t.strip() for t in texts):
        raise InputError(f"{name} has no text: is it a scan? Run it through OCR and try again")
    text = PAGE_BREAK.join(t.replace("\f", "\n") for t in texts) + PAGE_BREAK.rstrip("\n")
    return Loaded(text)
