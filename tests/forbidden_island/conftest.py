"""The UI tests' headless app and private data folder, for the table tests here."""

from tests.ui.conftest import app, home  # noqa: F401
