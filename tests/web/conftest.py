"""Fixtures for the Flask test-client tests: an app on a temporary data folder, a client that carries a
known CSRF token, and the Meridian sample loaded as a review."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from evidencedesk.web import create_app
from evidencedesk.web.views import SAMPLE_ID, load_sample

from .pagecheck import TOKEN


@pytest.fixture
def app(tmp_path: Path) -> Flask:
    return create_app({"DATA_DIR": str(tmp_path / "data"), "SECRET_KEY": "test", "TESTING": True})


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    client = app.test_client()
    with client.session_transaction() as session:
        session["csrf_token"] = TOKEN
    return client


@pytest.fixture(scope="module")
def sample_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Flask]:
    app = create_app({"DATA_DIR": str(tmp_path_factory.mktemp("sample")), "SECRET_KEY": "t", "TESTING": True})
    with app.app_context():
        load_sample()
    yield app


@pytest.fixture
def sample_client(sample_app: Flask) -> FlaskClient:
    return sample_app.test_client()


@pytest.fixture
def sample_url() -> str:
    return f"/reviews/{SAMPLE_ID}"
