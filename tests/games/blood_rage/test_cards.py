"""The card-effect registry is complete: every effect key of the data has its code."""

from __future__ import annotations

import importlib

import pytest

from app.games.blood_rage.cards import families, registry
from app.games.blood_rage.data.models import FAMILIES

QUESTS = {"quest_alfheim", "quest_jotunheim", "quest_manheim", "quest_yggdrasil"}
QUESTS |= {"quest_glorious_death"}


def test_one_module_per_family_and_nothing_missing():
    assert families.__name__.endswith("families")
    for family in FAMILIES:
        importlib.import_module(f"app.games.blood_rage.cards.{family}")
    assert registry.missing() == []
    assert set(registry.EFFECTS) == set(registry.effect_families())
    assert len(registry.EFFECTS) == 55
    for key in QUESTS:
        assert registry.EFFECTS[key].timings == ("quest_phase",)
    assert set(registry.effect_families().values()) == set(FAMILIES)
    for key, code in registry.EFFECTS.items():
        family = registry.effect_families()[key]
        module = code.__module__.rsplit(".", 1)[1]
        assert module.startswith(family), (key, module)


def test_every_timing_is_fired_by_the_rules():
    """Each timing of the registry has a place in `rules/` that fires it (hook points); card
    actions (`action`) are offered through `CardEffect.options` by `rules.card_use`."""
    from pathlib import Path

    rules = Path(registry.__file__).parents[1] / "rules"
    source = "\n".join(p.read_text(encoding="utf-8") for p in rules.rglob("*.py"))
    for timing in registry.TIMINGS:
        if timing == "action":
            assert '"action" in code.timings' in source
            continue
        assert f'Event("{timing}"' in source, timing


def test_register_checks_key_and_family():
    with pytest.raises(ValueError, match="not a battle effect"):
        registry.effect("troll", "battle")(type("X", (registry.CardEffect,), {}))
    with pytest.raises(ValueError, match="not a clan effect"):
        registry.effect("no_such_effect", "clan")(type("Y", (registry.CardEffect,), {}))
    with pytest.raises(ValueError, match="twice"):
        registry.effect("troll", "monster")(type("T2", (registry.CardEffect,), {}))
    real = registry.EFFECTS.pop("troll")
    try:
        assert "troll" in registry.missing()
        cls = registry.effect("troll", "monster")(type("Troll", (registry.CardEffect,), {}))
        assert registry.EFFECTS["troll"] is cls
        assert cls.key == "troll"
    finally:
        registry.EFFECTS["troll"] = real
        real.key = "troll"
