"""Component data of Through the Desert, loaded from `resources/through_the_desert/`."""

from __future__ import annotations
