"""Clan upgrades: passive effects and card actions (reference §3.2–§3.4, §5 "card_actions";
seed 003 「アップグレード」; choices in RULES.md C18–C28). One test per effect key."""

from __future__ import annotations

import pytest

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import decline, invade, upgrade
from app.games.blood_rage.data.data import YGGDRASIL
from app.games.blood_rage.rules import age_end, quests, scoring
from app.games.blood_rage.rules.actions.upgrade import cost
from app.games.blood_rage.rules.board import invade_cost
from tests.games.blood_rage.builders import card, province
from tests.games.blood_rage.effects import answer, battle, fight, glory, position, use

HORGR = province("horgr")
DUEL = {"horgr": {"0": ["leader", "warrior"], "1": ["warrior"]}}
"""Seat 0 (STR 4) pillages Horgr against seat 1's Warrior (STR 1)."""


@pytest.mark.parametrize(
    ("cid", "each"),
    [("a1.lokis_domain", 1), ("a2.lokis_eminence.3p", 2), ("a3.lokis_wrath.4p", 3)],
)
def test_valhalla_return_glory(cid: str, each: int):
    """Reference §3.2–§3.4 Loki's Domain, Eminence, Wrath: glory per figure released."""
    state = position(upgrades={"0": [cid]}, valhalla={"0": ["warrior", "warrior", "leader"]})
    age_end.release_valhalla(state)
    assert glory(state) == [3 * each, 0, 0]


def test_friggas_charm_upgrades_cost_one_less():
    """Reference §3.2 Frigga's Charm (C18): upgrades only, never below 0; invading unchanged."""
    state = position(upgrades={"0": ["a1.friggas_charm"]}, hands={"0": ["a1.troll"]})
    assert cost(state, 0, card("a1.troll")) == 1
    assert cost(state, 0, card("a2.tyrs_challenge")) == 0
    state = GAME.apply(state, upgrade(0, card("a1.troll")))
    assert state.seats[0].rage == 5
    state = GAME.apply(state, invade(0, "troll", HORGR))  # the free invasion (R11)
    assert state.seats[0].rage == 5
    assert invade_cost(state, 0, "troll") == 2


def test_thors_glory_two_enemy_deaths_in_the_clans_battle():
    """Reference §3.2 Thor's Glory (C19)."""
    figures = {"horgr": {"0": ["leader", "warrior"], "1": ["warrior", "warrior"]}}
    state = fight({0: "a1.tyrs_bash", 1: "a1.lokis_trickery"}, upgrades={"0": ["a1.thors_glory"]},
                  figures=figures)  # fmt: skip
    assert glory(state) == [3 + 2, 0, 0]


def test_friggas_succor_a_free_warrior_follows_an_invasion():
    """Reference §3.2 Frigga's Succor (C27): into the same province; it may be declined."""
    state = position(upgrades={"0": ["a1.friggas_succor.3p"]})
    state = GAME.apply(state, invade(0, "leader", HORGR))
    assert state.pending[-1].kind == "free_invade"
    assert GAME.check(state, invade(0, "warrior", province("gimle"))) is not None
    state = GAME.apply(state, invade(0, "warrior", HORGR))
    assert state.provinces[HORGR].figures[0] == ("leader", "warrior")
    assert state.seats[0].rage == 6
    assert [d.kind for d in state.pending] == ["turn"]  # the Warrior brings no second one


@pytest.mark.parametrize(("cid", "bonus"), [("a1.tyrs_domain.3p", 3), ("a3.tyrs_wrath.3p", 5)])
def test_quest_card_counts_as_a_battle_card(cid: str, bonus: int):
    """Reference §3.2 Tyr's Domain, §3.4 Tyr's Wrath (C20): 2 + bonus against 3 + 1; without
    the upgrade a quest card adds nothing (seed 003 「他のカードは何の効果も発動しません」)."""
    cards: dict[int, str | None] = {0: "a1.quest_alfheim", 1: "a1.thors_hammer"}
    figures = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader"]}}
    state = fight(cards, upgrades={"0": [cid]}, figures=figures)
    assert glory(state) == [3, 0, 0]
    assert card("a1.quest_alfheim") in state.discard
    state = fight(cards, figures=figures)
    assert glory(state) == [0, 3 + 3, 0]
    assert bonus in (3, 5)


def test_lokis_blessing_a_loser_may_put_a_warrior_back():
    """Reference §3.2 Loki's Blessing (C28)."""
    state = fight({0: "a1.tyrs_smite", 1: "a1.tyrs_bash"}, upgrades={"1": ["a1.lokis_blessing.4p"]},
                  figures=DUEL)  # fmt: skip
    assert state.pending[-1].kind == "free_invade"
    assert GAME.to_act(state) == {1}
    state = GAME.apply(state, invade(1, "warrior", HORGR))
    assert state.provinces[HORGR].figures[1] == ("warrior",)
    assert state.seats[1].valhalla == ("warrior",)


def test_odins_inspiration_doubles_ragnarok_glory():
    """Reference §3.3 Odin's Inspiration."""
    state = position(
        upgrades={"0": ["a2.odins_inspiration"]},
        figures={"horgr": {"0": ["warrior", "leader"], "1": ["warrior"]}},
        ragnarok=["horgr", "gimle", "elvagar"],
    )
    age_end.ragnarok(state)
    assert glory(state) == [2 * 2 * 2, 2, 0]


def test_tyrs_challenge_pillages_an_already_pillaged_province():
    """Reference §3.3 Tyr's Challenge, §5 (C21): 2 Rage; the token pays again."""
    state = position(
        upgrades={"0": ["a2.tyrs_challenge"]},
        figures={"horgr": {"0": ["warrior"]}},
        pillaged=["horgr"],
    )
    assert GAME.check(state, GAME.parse_action({"kind": "pillage", "player": 0, "province": HORGR}))
    state = use(state, 0, "a2.tyrs_challenge", f"province:{HORGR}")
    assert state.seats[0].rage == 4
    assert state.seats[0].stats.rage == 2


def test_friggas_protection_saves_figures_for_rage():
    """Reference §3.3 Frigga's Protection (C24): the saved Warrior goes to the stock."""
    figures = {"horgr": {"0": ["warrior"], "1": ["leader", "warrior"]}}
    upgrades = {"0": ["a2.friggas_protection"]}
    state = fight({0: "a1.tyrs_bash", 1: "a1.tyrs_smite"}, upgrades=upgrades, figures=figures)
    assert GAME.to_act(state) == {0}
    state = use(state, 0, "a2.friggas_protection", "figure:warrior")
    assert state.pending[-1].kind == "turn"  # nothing left to save: the battle ends
    assert state.seats[0].valhalla == ()
    assert state.seats[0].rage == 2
    assert glory(state) == [0, 3, 0]


PROTECTION = "a2.friggas_protection"


def test_friggas_protection_at_ragnarok():
    """Reference §3.3 Frigga's Protection, "pay 1 Rage per figure to stop that figure of yours
    being destroyed" (no limit to battles; C24), and seed 003 「5. ラグナロクフェイズ」: asked
    before the province falls; the saved Leader goes to the stock, the Warrior dies for 2 glory."""
    state = position(
        upgrades={"0": [PROTECTION]},
        figures={"horgr": {"0": ["leader", "warrior"]}},
        ragnarok=["horgr", "gimle", "elvagar"],
        rage=[2, 0, 0],
    )
    state.pending = []  # the Action phase is over
    age_end.ragnarok(state)
    assert [d.kind for d in state.pending] == ["card_choice"]
    assert sorted(str(a) for a in GAME.legal_actions(state, PlayerId(0))) == [
        "Player 1 declines",
        "Player 1 uses Frigga's Protection: Leader",
        "Player 1 uses Frigga's Protection: Warrior",
    ]
    state = use(state, 0, PROTECTION, "figure:leader")
    assert state.seats[0].rage == 1
    assert state.provinces[HORGR].figures[0] == ("warrior",), "asked again before it falls"
    state = answer(state, 0)
    assert state.provinces[HORGR].destroyed
    assert glory(state) == [2, 0, 0]
    assert "leader" in state.seats[0].reserve
    assert state.phase.value != "ragnarok"


def test_friggas_protection_against_a_troll():
    """Reference §3.2 Troll and §3.3 Frigga's Protection (C24): the Warriors leave the board as
    the Troll invades; their owner pays 1 Rage for one, which goes to the stock; the other goes
    to Valhalla when it declines."""
    state = position(
        upgrades={"0": ["a1.troll"], "1": [PROTECTION]},
        figures={"horgr": {"1": ["warrior", "warrior"]}},
        rage=[6, 3, 0],
    )
    state = GAME.apply(state, invade(0, "troll", HORGR))
    assert GAME.to_act(state) == {1}
    assert state.provinces[HORGR].figures[1] == ()
    assert sorted(str(a) for a in GAME.legal_actions(state, PlayerId(1))) == [
        "Player 2 declines",
        "Player 2 uses Frigga's Protection: Warrior",
    ]
    state = use(state, 1, PROTECTION, "figure:warrior")
    assert state.seats[1].rage == 2
    assert GAME.to_act(state) == {1}, "asked again for the second Warrior"
    state = answer(state, 1)
    assert state.seats[1].valhalla == ("warrior",)
    assert state.seats[1].reserve.count("warrior") == 8 - 2 + 1
    assert [d.kind for d in state.pending] == ["turn"]


def test_friggas_protection_against_odins_smite_before_str_is_compared():
    """Reference §3.3 Odin's Smite (C6) and Frigga's Protection (C24): the Smitten Warrior's
    owner is asked before the battle goes on; the saved Warrior adds no STR there."""
    state = fight(
        {0: "a1.odins_smite", 1: "a1.tyrs_bash"},
        upgrades={"1": [PROTECTION]},
        figures={"horgr": {"0": ["warrior"], "1": ["warrior", "warrior"]}},
    )
    assert GAME.to_act(state) == {1}
    assert state.pending[-1].kind == "card_choice"
    state = use(state, 1, PROTECTION, "figure:warrior")
    assert state.seats[1].valhalla == ()
    assert state.seats[1].rage == 2 - 1
    # Smite's STR 1 + 1 Warrior = 2 against Bash's 2 + 1 Warrior = 3: seat 1 wins
    assert glory(state)[1] == 3


def test_friggas_protection_against_odins_tide_after_the_keep_choice():
    """Reference §3.3 Odin's Tide (C7) and Frigga's Protection (C24): seat 0 keeps its Leader;
    the Warrior the Tide destroys may be saved for 1 Rage (its question comes next)."""
    state = fight(
        {0: "a1.lokis_trickery", 1: "a2.odins_tide"},
        upgrades={"0": [PROTECTION]},
        figures={"horgr": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    assert GAME.to_act(state) == {0}
    state = use(state, 0, "a2.odins_tide", "figure:leader")
    assert GAME.to_act(state) == {0}
    assert state.provinces[HORGR].figures[0] == ("leader",)
    state = use(state, 0, PROTECTION, "figure:warrior")
    assert "warrior" not in state.seats[0].valhalla
    assert state.seats[0].reserve.count("warrior") == 8


def test_friggas_sacrifice_is_not_offered_to_frigga_s_protection():
    """C24: the figures Frigga's Sacrifice destroys are the price of its stat step (C23)."""
    sacrifice = "a3.friggas_sacrifice.3p"
    state = position(
        upgrades={"0": [PROTECTION, sacrifice]},
        figures={"gimle": {"0": ["warrior", "warrior"]}},
    )
    state = use(state, 0, sacrifice, "stat:axes")
    spot = f"spot:p{province('gimle')}:warrior"
    state = use(state, 0, sacrifice, spot)
    state = use(state, 0, sacrifice, spot)
    assert state.seats[0].valhalla == ("warrior", "warrior")
    assert state.seats[0].rage == 6


def test_tyrs_prowess_the_winner_buys_its_card_back():
    """Reference §3.3 Tyr's Prowess (C25)."""
    state = fight({0: "a1.tyrs_smite", 1: "a1.tyrs_bash"}, upgrades={"0": ["a2.tyrs_prowess.3p"]},
                  figures=DUEL)  # fmt: skip
    state = use(state, 0, "a2.tyrs_prowess.3p")
    assert state.seats[0].hand == (card("a1.tyrs_smite"),)
    assert state.seats[0].rage == 2


def test_thors_domain_pillage_right_after_invading():
    """Reference §3.3 Thor's Domain (C26): 2 Rage, then Call to Battle as usual."""
    state = position(upgrades={"0": ["a2.thors_domain.4p"]})
    state = GAME.apply(state, invade(0, "leader", HORGR))
    assert GAME.to_act(state) == {0}
    state = use(state, 0, "a2.thors_domain.4p")
    while GAME.to_act(state) and state.pending[-1].kind == "call_to_battle":
        state = answer(state, min(GAME.to_act(state)))
    assert state.provinces[HORGR].pillaged
    assert state.seats[0].rage == 4
    assert state.seats[0].stats.rage == 2


def test_thors_domain_may_be_declined():
    state = position(upgrades={"0": ["a2.thors_domain.4p"]})
    state = GAME.apply(state, invade(0, "leader", HORGR))
    state = GAME.apply(state, decline(0))
    assert not state.provinces[HORGR].pillaged
    assert state.seats[0].rage == 6


def test_friggas_domain_invades_from_valhalla():
    """Reference §3.4 Frigga's Domain, §5 (C22): 1 Rage, the figure must then invade."""
    state = position(upgrades={"0": ["a3.friggas_domain"]}, valhalla={"0": ["leader"]})
    state = use(state, 0, "a3.friggas_domain", "figure:leader")
    assert GAME.check(state, decline(0)) is not None
    state = GAME.apply(state, invade(0, "leader", HORGR))
    assert state.provinces[HORGR].figures[0] == ("leader",)
    assert state.seats[0].valhalla == ()
    assert state.seats[0].rage == 5


def test_odins_throne_doubles_quest_glory():
    """Reference §3.4 Odin's Throne: a completed Manheim quest (5) pays 10."""
    state = position(
        upgrades={"0": ["a3.odins_throne"]},
        quests={"0": ["a1.quest_manheim"]},
        figures={"elvagar": {"0": ["warrior"]}},
    )
    quests.enter(state)
    assert glory(state) == [10, 0, 0]


def test_thors_conquest_3_glory_per_figure_on_the_board():
    """Reference §3.4 Thor's Conquest: 2 figures in Horgr, 1 ship: 9 glory before legendary."""
    state = position(
        upgrades={"0": ["a3.thors_conquest"]},
        figures={"horgr": {"0": ["warrior", "leader"]}},
        ships={"east": {"0": ["ship"]}},
    )
    scoring.finish(state)
    assert glory(state) == [9, 0, 0]


def test_friggas_sacrifice_two_figures_for_a_stat():
    """Reference §3.4 Frigga's Sacrifice, §5 (C23): the stat first, then the two figures."""
    state = position(
        upgrades={"0": ["a3.friggas_sacrifice.3p"]},
        figures={"horgr": {"0": ["warrior", "warrior"]}, YGGDRASIL_ID: {"0": ["leader"]}},
    )
    state = use(state, 0, "a3.friggas_sacrifice.3p", "stat:axes")
    legal = {str(a) for a in GAME.legal_actions(state, PlayerId(0))}
    assert "Player 1 uses Frigga's Sacrifice: Warrior in Horgr" in legal
    state = use(state, 0, "a3.friggas_sacrifice.3p", f"spot:p{HORGR}:warrior")
    state = use(state, 0, "a3.friggas_sacrifice.3p", f"spot:p{YGGDRASIL}:leader")
    assert state.seats[0].valhalla == ("leader", "warrior")
    assert state.seats[0].stats.axes == 2
    assert state.seats[0].rage == 6
    assert battle is not None


YGGDRASIL_ID = "yggdrasil"
