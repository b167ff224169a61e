"""The card-effect registry is ready and honest: only the quest conditions are registered."""

from __future__ import annotations

import importlib

import pytest

from app.games.blood_rage.cards import registry
from app.games.blood_rage.data.models import FAMILIES

QUESTS = {"quest_alfheim", "quest_jotunheim", "quest_manheim", "quest_yggdrasil"}
QUESTS |= {"quest_glorious_death"}


def test_one_module_per_family_and_only_quest_conditions_yet():
    for family in FAMILIES:
        importlib.import_module(f"app.games.blood_rage.cards.{family}")
    assert set(registry.EFFECTS) == QUESTS
    assert all(code.timings == ("quest_phase",) for code in registry.EFFECTS.values())
    assert len(registry.missing()) == 50
    assert set(registry.effect_families().values()) == set(FAMILIES)


def test_every_timing_is_fired_by_the_rules():
    """Each timing of the registry has a place in `rules/` that fires it (hook points)."""
    from pathlib import Path

    rules = Path(registry.__file__).parents[1] / "rules"
    source = "\n".join(p.read_text(encoding="utf-8") for p in rules.rglob("*.py"))
    for timing in registry.TIMINGS:
        assert f'Event("{timing}"' in source, timing


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
