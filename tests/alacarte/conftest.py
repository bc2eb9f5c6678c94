"""The kitchen tests here run headless like the UI tests: their fixtures (`home`, a
private data folder per test; `app`, the app on its title screen at 1280x720)."""

from tests.ui.conftest import app, home  # noqa: F401  (fixtures, imported to register them)
