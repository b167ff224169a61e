"""Leader, Warrior and ship upgrades and monster abilities (reference §3.2–§3.5; seed 003
「フィギュア」「アップグレード」; choices in RULES.md C13–C17). One test per effect key."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import decline, invade, upgrade
from app.games.blood_rage.data.data import YGGDRASIL
from app.games.blood_rage.rules import age_end
from app.games.blood_rage.rules.board import clan_strength, invade_cost
from tests.games.blood_rage.builders import card, fjord, province
from tests.games.blood_rage.effects import answer, battle, choose, fight, glory, position, use

HORGR = province("horgr")


def test_lord_of_hammers_may_move_the_leader_after_a_pillage():
    """Reference §3.2 Lord of Hammers (C13, C14): unopposed pillage, then the Leader moves."""
    state = position(upgrades={"0": ["a1.lord_of_hammers"]}, figures={"horgr": {"0": ["leader"]}})
    state = battle(state)
    options = sorted(str(a) for a in GAME.legal_actions(state, PlayerId(0)))
    assert options == [
        "Player 1 declines",
        "Player 1 uses Lord of Hammers: Muspelheim",
        "Player 1 uses Lord of Hammers: Yggdrasil",
    ]
    state = use(state, 0, "a1.lord_of_hammers", f"province:{province('muspelheim')}")
    assert state.provinces[province("muspelheim")].figures[0] == ("leader",)
    assert state.provinces[HORGR].pillaged


def test_lord_of_hammers_needs_the_leader_in_the_pillage():
    state = position(upgrades={"0": ["a1.lord_of_hammers"]}, figures={"horgr": {"0": ["warrior"]}})
    state = battle(state)
    assert [d.kind for d in state.pending] == ["turn"]  # nothing asked: the turn goes on


def test_lord_of_axes_raises_a_stat_of_choice():
    """Reference §3.3 Lord of Axes: after the token's Rage step, one more step of choice."""
    state = position(upgrades={"0": ["a2.lord_of_axes"]}, figures={"horgr": {"0": ["leader"]}})
    state = battle(state)
    assert GAME.check(state, decline(0)) is not None
    state = use(state, 0, "a2.lord_of_axes", "stat:horns")
    stats = state.seats[0].stats
    assert (stats.rage, stats.axes, stats.horns) == (2, 1, 2)


def test_lord_of_spears_raises_all_three_stats():
    """Reference §3.4 Lord of Spears."""
    state = position(upgrades={"0": ["a3.lord_of_spears"]}, figures={"horgr": {"0": ["leader"]}})
    state = battle(state)
    stats = state.seats[0].stats
    assert (stats.rage, stats.axes, stats.horns) == (3, 2, 2)


@pytest.mark.parametrize(
    ("upgrade_id", "warriors", "strength"),
    [
        ("a1.brothers_in_arms", 3, 3 + 1),  # reference §3.2: a pair is 3, the odd one 1
        ("a1.brothers_in_arms", 4, 3 + 3),
        ("a3.masters_in_arms", 3, 6 + 2),  # reference §3.4: a pair is 6, the odd one 2
        ("a2.experts_in_arms", 3, 2 + 2 + 2),  # reference §3.3: STR 2 each, no pair rule
    ],
)
def test_warrior_upgrades_strength(upgrade_id: str, warriors: int, strength: int):
    state = position(
        upgrades={"0": [upgrade_id]},
        figures={"horgr": {"0": ["warrior"] * warriors}, "gimle": {"0": ["warrior"]}},
    )
    assert clan_strength(state, HORGR, 0) == strength
    assert clan_strength(state, province("gimle"), 0) == strength // warriors


def test_experts_in_arms_warriors_cost_2_to_invade():
    """Reference §3.3 Experts in Arms: STR 2, so 2 Rage to invade (RULES.md R10)."""
    state = position(upgrades={"0": ["a2.experts_in_arms"]})
    assert invade_cost(state, 0, "warrior") == 2


@pytest.mark.parametrize(
    ("dragons", "n"),
    [("a1.lokis_dragons", 4), ("a2.fire_dragons", 8), ("a3.eternal_dragons", 12)],
)
def test_dragons_pay_glory_when_the_ship_dies(dragons: str, n: int):
    """Reference §3.2–§3.4 Dragons: the ship dies with the losing side (C15)."""
    state = fight(
        {0: "a1.tyrs_bash", 1: "a1.tyrs_smite"},
        upgrades={"0": [dragons]},
        figures={"horgr": {"0": ["warrior"], "1": ["leader"]}},
        ships={"east": {"0": ["ship"]}},
    )
    assert state.seats[0].valhalla == ("ship", "warrior")
    assert glory(state) == [n, 3, 0]


def test_dragons_pay_at_ragnarok_too():
    state = position(
        upgrades={"0": ["a1.lokis_dragons"]},
        ships={"east": {"0": ["ship"]}},
        ragnarok=["horgr", "gimle", "elvagar"],
    )
    age_end.ragnarok(state)
    assert glory(state) == [2 + 4, 0, 0]


def test_troll_kills_enemy_warriors_where_it_invades():
    """Reference §3.2 Troll: enemy Warriors die; the enemy Leader stays."""
    state = position(
        upgrades={"0": ["a1.troll"]},
        figures={"horgr": {"1": ["leader", "warrior"], "2": ["warrior"]}},
    )
    state = GAME.apply(state, invade(0, "troll", HORGR))
    assert state.provinces[HORGR].figures[1:] == (("leader",), ())
    assert state.seats[1].valhalla == ("warrior",)
    assert state.seats[2].valhalla == ("warrior",)


def test_fire_giant_kills_enemy_non_monsters_and_their_ships():
    """Reference §3.3 Fire Giant (C16): the fjord's enemy ship dies too; a monster stays."""
    state = position(
        upgrades={"0": ["a2.fire_giant.3p"], "1": ["a1.troll"]},
        figures={"horgr": {"1": ["leader", "troll"]}},
        ships={"east": {"1": ["ship"]}},
        rage=[5, 1, 0],
    )
    state = GAME.apply(state, invade(0, "fire_giant", HORGR))
    assert state.provinces[HORGR].figures[1] == ("troll",)
    assert state.fjords[fjord("east")].ships[1] == ()
    assert state.seats[1].valhalla == ("leader", "ship")


def test_valkyrie_2_glory_per_enemy_figure_killed_in_her_battle():
    """Reference §3.3 Valkyrie: seat 0's Valkyrie and Warrior beat two enemy Warriors."""
    state = fight(
        {0: "a1.tyrs_bash", 1: None},
        upgrades={"0": ["a2.valkyrie"]},
        figures={"horgr": {"0": ["valkyrie", "warrior"], "1": ["warrior", "warrior"]}},
        hands={"0": ["a1.tyrs_bash"], "1": ["a2.heimdalls_eye.1"]},
    )
    state = answer(state, 1)  # the held Heimdall's Eye stays in hand
    assert glory(state) == [3 + 2 * 2, 0, 0]


def test_dark_elf_may_invade_yggdrasil_and_has_str_3_there():
    """Reference §3.3 Dark Elf (RULES.md D9: invading costs 1)."""
    state = position(upgrades={"0": ["a2.dark_elf"]})
    action = invade(0, "dark_elf", YGGDRASIL)
    assert action in GAME.legal_actions(state, PlayerId(0))
    assert GAME.check(state, invade(0, "warrior", YGGDRASIL)) is not None
    state = GAME.apply(state, action)
    assert state.seats[0].rage == 6 - 1
    assert clan_strength(state, YGGDRASIL, 0) == 3


def test_frost_giant_doubles_the_pillage_reward():
    """Reference §3.4 Frost Giant: the Rage token pays two steps."""
    state = position(upgrades={"0": ["a3.frost_giant"]}, figures={"horgr": {"0": ["frost_giant"]}})
    state = battle(state)
    assert state.seats[0].stats.rage == 3


def test_volur_witch_may_escape_to_yggdrasil_after_a_lost_battle():
    """Reference §3.4 Volur Witch (C17): her clan is asked; declining, she dies."""
    spec: dict[str, Any] = {
        "upgrades": {"0": ["a3.volur_witch.3p"]},
        "figures": {"horgr": {"0": ["volur_witch", "warrior"], "1": ["leader"]}},
    }
    state = fight({0: "a1.tyrs_bash", 1: "a1.tyrs_smite"}, **spec)
    state = use(state, 0, "a3.volur_witch.3p")
    assert state.seats[0].valhalla == ("warrior",)
    assert state.provinces[YGGDRASIL].figures[0] == ("volur_witch",)
    state = answer(fight({0: "a1.tyrs_bash", 1: "a1.tyrs_smite"}, **spec), 0)
    assert state.seats[0].valhalla == ("volur_witch", "warrior")


def _witch_at_ragnarok(**extra: Any) -> Any:
    """Seat 0's Volur Witch and a Warrior in Horgr as Ragnarök (Age 1) comes for Horgr."""
    state = position(
        upgrades={"0": ["a3.volur_witch.3p", *extra.pop("cards", [])]},
        figures={"horgr": {"0": ["volur_witch", "warrior"]}},
        ragnarok=["horgr", "gimle", "elvagar"],
        **extra,
    )
    state.pending = []  # the Action phase is over
    age_end.ragnarok(state)
    return state


def test_volur_witch_may_flee_or_die_at_ragnarok():
    """Seed 003 「5. ラグナロクフェイズ」: every figure in the destroyed province dies (2 glory
    each in Age 1); the Volur Witch's card text (reference §3.4, texts `effect.volur_witch`):
    "you MAY move her to Yggdrasil instead" — her clan is asked before the province falls
    (RULES.md C17)."""
    state = _witch_at_ragnarok()
    assert [d.kind for d in state.pending] == ["card_choice"]
    assert not state.provinces[HORGR].destroyed, "the province waits for the answer"
    assert sorted(str(a) for a in GAME.legal_actions(state, PlayerId(0))) == [
        "Player 1 declines",
        "Player 1 uses Volur Witch",
    ]
    fled = use(state, 0, "a3.volur_witch.3p")
    assert fled.provinces[YGGDRASIL].figures[0] == ("volur_witch",)
    assert fled.provinces[HORGR].destroyed
    assert glory(fled) == [2, 0, 0]
    stayed = answer(state, 0)
    assert "volur_witch" not in stayed.provinces[YGGDRASIL].figures[0]
    assert stayed.provinces[HORGR].destroyed
    assert glory(stayed) == [2 * 2, 0, 0]


def test_nobody_is_asked_at_ragnarok_without_the_witch_there():
    state = position(
        upgrades={"0": ["a3.volur_witch.3p"]},
        figures={"horgr": {"0": ["warrior"]}, "gimle": {"0": ["volur_witch"]}},
        ragnarok=["horgr", "gimle", "elvagar"],
    )
    state.pending = []
    age_end.ragnarok(state)
    assert state.pending == []
    assert state.provinces[HORGR].destroyed
    assert glory(state) == [2, 0, 0]


def test_free_monsters_cost_nothing_to_upgrade_and_invade():
    """Reference §3.2 Dwarf Chieftain, §3.4 Soldier of Hel: data (RULES.md R10)."""
    state = position(hands={"0": ["a1.dwarf_chieftain"]})
    state = GAME.apply(state, upgrade(0, card("a1.dwarf_chieftain")))
    state = GAME.apply(state, invade(0, "dwarf_chieftain", HORGR))
    assert state.seats[0].rage == 6
    assert invade_cost(state, 0, "dwarf_chieftain") == 0


def test_sea_serpent_invades_fjords_like_a_ship():
    """Reference §3.2 Sea Serpent: data (`monsters.json` ship)."""
    state = position(upgrades={"0": ["a1.sea_serpent.3p"]})
    assert GAME.check(state, invade(0, "sea_serpent", HORGR)) is not None
    state = GAME.apply(state, invade(0, "sea_serpent", fjord("east"), fjord=True))
    assert state.fjords[fjord("east")].ships[0] == ("sea_serpent",)
    assert choose is not None
