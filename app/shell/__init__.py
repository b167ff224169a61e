"""The application window: menus, dialogs, settings, saves (imports game controllers)."""

from __future__ import annotations
