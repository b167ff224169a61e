"""The card-effect registry is ready and honest: nothing registered, nothing claimed done."""

from __future__ import annotations

import importlib

import pytest

from app.games.blood_rage.cards import registry
from app.games.blood_rage.data.models import FAMILIES


def test_one_module_per_family_and_no_effect_yet():
    for family in FAMILIES:
        importlib.import_module(f"app.games.blood_rage.cards.{family}")
    assert registry.EFFECTS == {}
    assert len(registry.missing()) == 55
    assert set(registry.effect_families().values()) == set(FAMILIES)


def test_register_checks_key_and_family():
    with pytest.raises(ValueError, match="not a battle effect"):
        registry.effect("troll", "battle")(type("X", (registry.CardEffect,), {}))
    with pytest.raises(ValueError, match="not a clan effect"):
        registry.effect("no_such_effect", "clan")(type("Y", (registry.CardEffect,), {}))
    cls = registry.effect("troll", "monster")(type("Troll", (registry.CardEffect,), {}))
    try:
        assert registry.EFFECTS["troll"] is cls
        assert cls.key == "troll"
        assert "troll" not in registry.missing()
        with pytest.raises(ValueError, match="twice"):
            registry.effect("troll", "monster")(type("T2", (registry.CardEffect,), {}))
    finally:
        registry.EFFECTS.pop("troll")
