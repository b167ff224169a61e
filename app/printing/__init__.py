"""Printing (Qt): draws `PrintLayout`s on a printer or a PDF, and the print preview."""

from __future__ import annotations
