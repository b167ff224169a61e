"""Blood Rage components loaded from `resources/blood_rage/` (Qt-free)."""

from __future__ import annotations
