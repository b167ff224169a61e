"""Test-session set-up shared by every test directory."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.ui.gcguard import GcGuard, collect_due

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True, scope="session")
def _collect_on_the_gui_thread(qapp: QApplication) -> None:
    """As the app does (`app.ui.gcguard`): no automatic garbage collection on whatever thread
    allocates; the GUI thread's event loop collects between events."""
    GcGuard.install(qapp)


def pytest_runtest_teardown() -> None:
    """Tests that run no event loop still get their garbage collected, between tests."""
    collect_due()
