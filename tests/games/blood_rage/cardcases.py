"""One case per Gods' Gifts card, grouped by effect key (`CASES`), for `test_every_card.py`.

Each case receives a card id and plays that card in a real Action-phase position through the
public API (`GAME.check`, `GAME.apply`, `GAME.legal_actions`): chosen in a battle, held back
and played late, committed as a quest and scored in the Quest phase, or played as an upgrade
(its cost paid in Rage, the card in its slot) whose effect then shows. The card's numbers
(+STR, cost, quest glory, monster STR) come from tables of the reference (§3.2–§3.6) keyed by
the name in its id, and each is checked against `cards.json` / `monsters.json` where it is
used, so wrong data fails that card's case too. Numbers are chosen so the outcome turns on the
card: a +STR is pinned by a win one STR above the opponent and a tie at its level (seed 003
「3. 解決」). Battles are fought in Horgr (Jotunheim; its fjord is "east"), Utgard and Andlang
destroyed; only seat 0 acts unless a case says otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import (
    choose_card,
    decline,
    hold_card,
    invade,
    pass_turn,
    pillage,
    raise_stat,
    take_quest,
    upgrade,
)
from app.games.blood_rage.data.data import YGGDRASIL, game_data
from app.games.blood_rage.model import Battle, Phase, StatChoice, Turn
from app.games.blood_rage.texts import card_text
from tests.games.blood_rage.builders import card, fjord, make_state, province
from tests.games.blood_rage.effects import BOARD, answer, choose, fight, glory, use

if TYPE_CHECKING:
    from collections.abc import Callable

    from app.games.blood_rage.data.models import Card
    from app.games.blood_rage.model import ClanState, State

__all__ = ["CASES", "lord_won_pillage"]

HORGR = province("horgr")
EAST = fjord("east")
DOOM = ["angerboda", "muspelheim", "myrkulor"]
"""Ragnarök order of the end-of-Age positions: provinces the cases leave empty."""
QUEST_PROVINCE = {"alfheim": "gimle", "jotunheim": "horgr", "manheim": "elvagar"}
"""Where a realm quest's condition is set up; `OTHER_REALM` holds a decoy Leader."""
OTHER_REALM = {"alfheim": "horgr", "jotunheim": "gimle", "manheim": "gimle"}
AXES_GLORY = 3
"""Glory for a won battle at the first Axes step (seed 003 「3. 解決」; `data.tracks`)."""
RAGNAROK_GLORY_AGE_1 = 2
"""Seed 003 「5. ラグナロクフェイズ」: 2 glory per figure in the first Age."""


# ---- the printed numbers, from reference §3.2–§3.6 (not read from the data under test) ----

STRENGTH: dict[str, int | None] = {
    # battle cards: +STR (§3.2–§3.4); Heimdall's Sight is X (None); Gaze +3 (RULES.md D8)
    "odins_smite": 1, "tyrs_bash": 2, "tyrs_smash": 3, "tyrs_crush": 4, "tyrs_smite": 5,
    "tyrs_rage": 6, "heimdalls_sight": None, "friggas_grace": 2, "lokis_trickery": 0,
    "thors_hammer": 1, "heimdalls_eye": 2, "odins_tide": 1, "lokis_backstab": 0,
    "heimdalls_watch": 0, "thors_oath": 1, "heimdalls_gaze": 3, "thors_primacy": 3,
    "thors_ascension": 1, "odins_judgement": 2, "lokis_poison": 0,
    # troop upgrades: the figure's STR
    "lord_of_hammers": 3, "lord_of_axes": 3, "lord_of_spears": 3, "brothers_in_arms": 1,
    "experts_in_arms": 2, "masters_in_arms": 2, "lokis_dragons": 2, "fire_dragons": 2,
    "eternal_dragons": 2,
}  # fmt: skip
"""Printed +STR of battle cards and figure STR of troop upgrades by card name."""
COST = {
    "troll": 2, "dwarf_chieftain": 0, "sea_serpent": 3, "lord_of_hammers": 3,
    "brothers_in_arms": 1, "lokis_dragons": 2, "lokis_domain": 1, "friggas_charm": 0,
    "thors_glory": 2, "friggas_succor": 2, "tyrs_domain": 0, "lokis_blessing": 1,
    "valkyrie": 2, "dark_elf": 1, "fire_giant": 4, "lord_of_axes": 3, "experts_in_arms": 2,
    "fire_dragons": 2, "odins_inspiration": 2, "tyrs_challenge": 0, "friggas_protection": 0,
    "lokis_eminence": 2, "tyrs_prowess": 2, "thors_domain": 1, "frost_giant": 4,
    "soldier_of_hel": 0, "volur_witch": 3, "lord_of_spears": 3, "masters_in_arms": 2,
    "eternal_dragons": 2, "friggas_domain": 0, "odins_throne": 2, "thors_conquest": 3,
    "friggas_sacrifice": 1, "tyrs_wrath": 1, "lokis_wrath": 3,
}  # fmt: skip
"""Rage cost of upgrade and monster cards by card name (§3.2–§3.4)."""
MONSTER = {
    "troll": (2, 2), "dwarf_chieftain": (2, 0), "sea_serpent": (3, 3), "valkyrie": (2, 2),
    "dark_elf": (1, 1), "fire_giant": (4, 4), "frost_giant": (4, 4), "soldier_of_hel": (3, 0),
    "volur_witch": (3, 3),
}  # fmt: skip
"""Monster STR and Rage to invade (§3.5)."""
QUEST_GLORY = {
    "alfheim": (5, 7, 9), "jotunheim": (5, 7, 9), "manheim": (5, 7, 9),
    "glorious_death": (6, 8, 11), "yggdrasil": (6, 8, 11),
}  # fmt: skip
"""Quest glory by Ages 1-3 (§3.6; Yggdrasil's 11 in Age 3: RULES.md D7)."""


def name_of(cid: str) -> str:
    """The card's name from its id ("a2.heimdalls_eye.3p" -> "heimdalls_eye")."""
    return cid.split(".")[1]


def age_of(cid: str) -> int:
    """The card's Age from its id ("a2..." -> 2)."""
    return int(cid[1])


def data(cid: str) -> Card:
    """The card's data (checked against the reference where a case uses a number)."""
    return game_data().cards[card(cid)]


def printed(cid: str) -> int:
    """The card's printed number (reference), checked against `cards.json` `strength`."""
    value = STRENGTH[name_of(cid)]
    assert value is not None, cid
    assert data(cid).strength == value, (cid, data(cid).strength)
    return value


def price(cid: str) -> int:
    """The card's upgrade cost (reference), checked against `cards.json` `cost`."""
    value = COST[name_of(cid)]
    assert data(cid).cost == value, (cid, data(cid).cost)
    return value


def monster(cid: str) -> tuple[str, int, int]:
    """The monster a card brings: id, STR, Rage to invade (reference), checked against
    `cards.json` `monster` and `monsters.json`."""
    name = name_of(cid)
    strength, cost = MONSTER[name]
    assert data(cid).monster == name
    m = game_data().monsters[game_data().monster_index[name]]
    assert (m.strength, m.invade_cost) == (strength, cost), name
    return name, strength, cost


def quest_glory(cid: str) -> int:
    """The quest's glory (reference), checked against `cards.json` `quest`."""
    target = name_of(cid).removeprefix("quest_")
    value = QUEST_GLORY[target][age_of(cid) - 1]
    quest = data(cid).quest
    assert quest is not None
    assert (quest.target, quest.glory) == (target, value), cid
    return value


def warriors(n: int) -> list[str]:
    """`n` Warriors."""
    return ["warrior"] * n


def horgr(mine: list[str], theirs: list[str], **more: list[str]) -> dict[str, Any]:
    """Figures in Horgr: seat 0's, seat 1's, and seat 2's (`more["two"]`)."""
    seats = {"0": mine, "1": theirs}
    if more.get("two"):
        seats["2"] = more["two"]
    return {"horgr": {k: v for k, v in seats.items() if v}}


def lost(state: State, seat: int, figures: list[str]) -> None:
    """`seat`'s figures in Valhalla are exactly `figures`."""
    assert state.seats[seat].valhalla == tuple(sorted(figures)), state.seats[seat].valhalla


def slot_cards(seat: ClanState, family: str) -> tuple[int, ...]:
    """The cards in a family's upgrade slots."""
    u = seat.upgrades
    by_family: dict[str, tuple[int, ...]] = {
        "leader": (u.leader,),
        "warrior": (u.warrior,),
        "ship": (u.ship,),
        "monster": u.monsters,
        "clan": u.clan,
    }
    return by_family[family]


def legal(state: State, seat: int = 0) -> list[str]:
    """The seat's legal actions as log lines."""
    return sorted(str(a) for a in GAME.legal_actions(state, PlayerId(seat)))


# ---- positions and steps through the public API ------------------------------------------


def upgraded(cid: str, rage: int = 9, seat: int = 0, **spec: Any) -> State:
    """Seat `seat` plays `cid` from its hand as an upgrade (seed 003 「アップグレード」).

    Checks the printed cost is paid in Rage, the card sits in its family's slot and has left
    the hand, a monster's figure joins the stock; the free invasion after a troop or monster
    upgrade (RULES.md R11) is declined. The other seats have no Rage: the turn comes back.
    """
    hand = [cid, *spec.pop("more_cards", [])]
    rages = [0, 0, 0]
    rages[seat] = rage
    spec = {"hands": {str(seat): hand}, "rage": rages, "turn": seat, **spec}
    state = make_state(3, **{**BOARD, "tokens": {"horgr": "rage_1"}, **spec})
    return install(state, cid, seat)


def install(state: State, cid: str, seat: int = 0, paid: int | None = None) -> State:
    """Play `cid` as an upgrade in `state`; see `upgraded`. `paid`: the Rage it should cost
    when not its printed cost."""
    c = data(cid)
    before = state.seats[seat]
    action = upgrade(seat, card(cid))
    assert GAME.check(state, action) is None, GAME.check(state, action)
    state = GAME.apply(state, action)
    after = state.seats[seat]
    assert after.rage == before.rage - (price(cid) if paid is None else paid)
    assert card(cid) in slot_cards(after, c.family)
    assert card(cid) not in after.hand
    if c.monster is not None:
        assert after.reserve.count(c.monster) == before.reserve.count(c.monster) + 1
    if state.pending and state.pending[-1].kind == "free_invade":
        state = answer(state, seat)
    return state


def end_action_phase(state: State) -> State:
    """Every seat passes in turn until the Action phase is over (RULES.md R9); the game then
    runs on (seed 003 「3. 捨て札フェイズ」 to 「6. ヴァルハラ開放フェイズ」) to the next
    decision."""
    while state.phase is Phase.ACTION:
        top = state.pending[-1]
        assert isinstance(top, Turn), top
        state = GAME.apply(state, pass_turn(top.seat))
    return state


def pillage_with_cards(state: State, cards: dict[int, str | None], where: int = HORGR) -> State:
    """Seat 0 pillages (every Call to Battle declined) and the named seats choose cards."""
    state = GAME.apply(state, pillage(0, where))
    while state.pending and state.pending[-1].kind == "call_to_battle":
        state = answer(state, min(GAME.to_act(state)))
    return choose(state, cards)


def _fight(cards: dict[int, str | None], mine: list[str], theirs: list[str], **spec: Any) -> State:
    return fight(cards, figures=horgr(mine, theirs), **spec)


def army(strength: int) -> list[str]:
    """Figures of that STR: a Leader (3) and Warriors, or Warriors alone below 3."""
    return ["leader", *warriors(strength - 3)] if strength >= 3 else warriors(strength)


def pin_strength(cid: str, bonus: int, opponent: str | None = None, late: bool = False) -> None:
    """Seat 0 plays `cid` against seat 1's Warriors; seat 1 plays `opponent` (or nothing).

    Seat 0 has one more STR in figures than `opponent`'s +STR; with `bonus` Warriors against it
    seat 0 wins (one STR up), with one Warrior more it is a tie and both lose (seed 003
    「3. 解決」: 「同点の場合、戦闘に参加した全てのプレイヤーが敗北となります」). `late`: held back
    and played after the reveal (C3).
    """
    mine = army(1 + (printed(opponent) if opponent else 0))
    for n, wins in ((bonus, True), (bonus + 1, False)):
        cards: dict[int, str | None] = {0: None if late else cid}
        hands = {"0": [cid]}
        if opponent:
            cards[1] = opponent
            hands["1"] = [opponent]
        state = _fight(cards, mine, warriors(n), hands=hands)
        if late:
            top = state.pending[-1]
            assert isinstance(top, Battle)
            assert top.stage == "late"
            assert GAME.check(state, hold_card(0)) is not None
            state = GAME.apply(state, choose_card(0, card(cid)))
        if wins:
            assert glory(state) == [AXES_GLORY, 0, 0], (n, glory(state))
            lost(state, 1, warriors(n))
            assert card(cid) in state.discard
            assert state.seats[0].stats.rage == 2  # Horgr's token: a Rage step
        else:
            assert glory(state) == [0, 0, 0], (n, glory(state))
            lost(state, 0, mine)
            assert card(cid) in state.seats[0].hand  # a loser takes its card back


# ---- battle cards (seed 003 「2. カードのプレイ」; reference §3.2–§3.4) ----------------------


def plain(cid: str) -> None:
    """A Tyr card: exactly its printed +STR, no text (reference §3.2–§3.4)."""
    pin_strength(cid, printed(cid))


def late_play(cid: str) -> None:
    """Heimdall's Eye / Gaze held back and played after the reveal adds its +STR (C3); it can
    also be chosen face down like any battle card."""
    pin_strength(cid, printed(cid), late=True)
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid)))
    assert glory(state)[0] == AXES_GLORY


def heimdalls_sight(cid: str) -> None:
    """Heimdall's Sight: X = the best enemy +STR (C8); no printed STR. Against Tyr's Smite X is
    5; against Tyr's Bash (seat 1) and Tyr's Smite (seat 2) it is the Smite's 5, not the 2:
    6 + 5 beats 5 + 5."""
    assert STRENGTH[name_of(cid)] is None
    assert data(cid).strength is None
    pin_strength(cid, printed("a1.tyrs_smite"), opponent="a1.tyrs_smite")
    cards: dict[int, str | None] = {0: cid, 1: "a1.tyrs_bash", 2: "a1.tyrs_smite"}
    figures = {"horgr": {"0": army(6), "1": ["warrior"], "2": warriors(5)}}
    state = fight(cards, figures=figures)
    assert glory(state) == [AXES_GLORY, 0, 0]
    lost(state, 2, warriors(5))


def odins_smite(cid: str) -> None:
    """Odin's Smite (C6): seat 1's Leader + 2 Warriors lose a Warrior at the reveal (5 -> 4);
    seat 0's 3 Warriors + the Smite's +1 make 4: a tie; with 4 Warriors seat 0 wins."""
    theirs = ["leader", "warrior", "warrior"]
    state = _fight({0: cid}, warriors(4 - printed(cid)), theirs)
    assert glory(state) == [0, 0, 0]
    lost(state, 1, theirs)
    state = _fight({0: cid}, warriors(5 - printed(cid)), theirs)
    assert glory(state) == [AXES_GLORY, 0, 0]
    lost(state, 1, theirs)
    lost(state, 0, [])


def friggas_grace(cid: str) -> None:
    """Frigga's Grace (C9): its +STR wins by one; the second stat differs from the token's and
    is raised with the reward, before the winner's Axes glory (C2): Axes pays its second step."""
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid)))
    assert glory(state) == [0, 0, 0]
    assert legal(state) == [
        f"Player 1 uses {_name(cid)}: raise Axes one step",
        f"Player 1 uses {_name(cid)}: raise Horns one step",
    ]
    state = use(state, 0, cid, "stat:axes")
    assert (state.seats[0].stats.rage, state.seats[0].stats.axes) == (2, 2)
    assert glory(state) == [game_data().tracks["axes"][1], 0, 0]
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid) + 1))
    assert glory(state) == [0, 0, 0]  # a tie: no pillage, nothing to raise
    assert state.seats[0].stats.axes == 1


def lokis_trickery(cid: str) -> None:
    """Loki's Trickery (+0): seat 1's 2 Warriors lose by one to 1 + Tyr's Bash; it takes 1 Rage
    from the winner."""
    state = _fight({0: "a1.tyrs_bash", 1: cid}, ["warrior"], warriors(2 + printed(cid)))
    assert glory(state) == [AXES_GLORY, 0, 0]
    assert [s.rage for s in state.seats] == [2, 3, 0]
    assert card(cid) in state.seats[1].hand


def win_glory_3(cid: str) -> None:
    """Thor's Hammer: +1 and 3 glory if you win (reference §3.2)."""
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid)))
    assert glory(state) == [AXES_GLORY + 3, 0, 0]
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid) + 1))
    assert glory(state) == [0, 0, 0]


def odins_tide(cid: str) -> None:
    """Odin's Tide (C7): seat 0 keeps a Warrior of Leader + Warrior, seat 1 one of 2 Warriors;
    1 + the Tide's +1 beats 1."""
    figures = horgr(["leader", "warrior"], warriors(2))
    state = fight({0: cid}, figures=figures)
    assert GAME.check(state, decline(0)) is not None
    state = use(state, 0, cid, "figure:warrior")
    assert state.provinces[HORGR].figures[0] == ("warrior",)
    assert glory(state) == [AXES_GLORY, 0, 0]
    lost(state, 0, ["leader"])
    lost(state, 1, warriors(2))
    assert printed(cid) == 1


def lokis_backstab(cid: str) -> None:
    """Loki's Backstab (+0): losing by one, seat 1 takes 2 glory from the winner."""
    state = _fight(
        {0: "a1.tyrs_bash", 1: cid}, ["warrior"], warriors(2 + printed(cid)), glory=[0, 1, 0]
    )
    assert glory(state) == [AXES_GLORY - 2, 1 + 2, 0]


def heimdalls_watch(cid: str) -> None:
    """Heimdall's Watch (C4): its player gains the revealed +STR (5 + its 0), every card is
    discarded and the battle is chosen again."""
    hands = {"0": [cid, "a1.tyrs_bash"], "1": ["a1.tyrs_smite", "a1.thors_hammer"]}
    state = _fight({0: cid, 1: "a1.tyrs_smite"}, ["warrior"], ["leader"], hands=hands)
    assert glory(state) == [printed("a1.tyrs_smite") + printed(cid), 0, 0]
    assert {card(cid), card("a1.tyrs_smite")} <= set(state.discard)
    top = state.pending[-1]
    assert isinstance(top, Battle)
    assert top.stage == "choose"
    assert GAME.to_act(state) == {0, 1}


def thors_oath(cid: str) -> None:
    """Thor's Oath: winning by its +1, seat 0 raises a stat of its choice."""
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid)))
    assert glory(state) == [AXES_GLORY, 0, 0]
    state = use(state, 0, cid, "stat:horns")
    assert state.seats[0].stats.horns == 2


def thors_primacy(cid: str) -> None:
    """Thor's Primacy (C5): seat 0's Odin's Smite adds its +1 but kills nothing; seat 1's one
    Warrior + 3 beats 2 Warriors + 1."""
    state = _fight({0: "a1.odins_smite", 1: cid}, warriors(2), ["warrior"])
    assert printed(cid) == 3
    assert glory(state) == [0, AXES_GLORY, 0]
    lost(state, 1, [])
    lost(state, 0, warriors(2))


def thors_ascension(cid: str) -> None:
    """Thor's Ascension (C10): the winner gains 3 glory and 3 Rage (above the Rage stat)."""
    state = _fight({0: cid}, ["warrior"], warriors(printed(cid)))
    assert glory(state) == [AXES_GLORY + 3, 0, 0]
    assert state.seats[0].rage == 3 + 3


def odins_judgement(cid: str) -> None:
    """Odin's Judgement (C11): seat 1 (2 Warriors + 2) beats 3 Warriors: 3 + 2 per death."""
    state = _fight({1: cid}, warriors(1 + printed(cid)), warriors(2))
    assert glory(state) == [0, AXES_GLORY + 2 * 3, 0]
    state = _fight({1: cid}, warriors(2 + printed(cid)), warriors(2))
    assert glory(state) == [0, 2 * 6, 0]  # a tie: all six die, its own two too


def lokis_poison(cid: str) -> None:
    """Loki's Poison (C12): the loser takes the winner's card into its hand."""
    state = _fight({0: "a1.tyrs_smite", 1: cid}, ["warrior"], warriors(5 + printed(cid)))
    assert glory(state) == [AXES_GLORY, 0, 0]
    assert card("a1.tyrs_smite") in state.seats[1].hand
    assert card("a1.tyrs_smite") not in state.discard
    assert card(cid) in state.seats[1].hand


def _name(cid: str) -> str:
    """The card's English name as the log prints it."""
    return str(card_text(card(cid)))


# ---- quests (seed 003 「クエスト」「4. クエストフェイズ」; reference §3.6, RULES.md R16) ------


def _quest(cid: str, done: bool, **spec: Any) -> None:
    """Seat 0 commits `cid` on its turn; everyone passes; the Quest phase pays or not."""
    spec = {
        **BOARD,
        "hands": {"0": [cid]},
        "rage": [1, 0, 0],
        "ragnarok": DOOM,
        **spec,
    }
    state = make_state(3, **spec)
    state = GAME.apply(state, take_quest(0, card(cid)))
    assert state.seats[0].quests == (card(cid),)
    state = end_action_phase(state)
    if done:
        top = state.pending[-1]
        assert isinstance(top, StatChoice)
        assert glory(state) == [quest_glory(cid), 0, 0]
        state = GAME.apply(state, raise_stat(0, "horns"))
        assert state.seats[0].stats.horns == 2
    else:
        assert glory(state) == [0, 0, 0]
        assert state.seats[0].stats.horns == 1
    assert card(cid) in state.discard


def realm_quest(cid: str) -> None:
    """A realm quest: alone in a province of its realm succeeds; a tie there fails even with
    a Leader in another realm (reference §3.6 "most STR", strictly)."""
    realm = name_of(cid).removeprefix("quest_")
    where, elsewhere = QUEST_PROVINCE[realm], OTHER_REALM[realm]
    _quest(cid, True, figures={where: {"0": ["warrior"]}})
    figures = {where: {"0": ["warrior"], "1": ["warrior"]}, elsewhere: {"0": ["leader"]}}
    _quest(cid, False, figures=figures)


def yggdrasil_quest(cid: str) -> None:
    """Yggdrasil: most STR in Yggdrasil; a tie there fails."""
    _quest(cid, True, figures={"yggdrasil": {"0": ["warrior", "warrior"], "1": ["warrior"]}})
    _quest(cid, False, figures={"yggdrasil": {"0": ["warrior"], "1": ["warrior"]}})


def glorious_death_quest(cid: str) -> None:
    """Glorious Death: 4 figures in Valhalla in the Quest phase; 3 are not enough."""
    _quest(cid, True, valhalla={"0": ["leader", *warriors(3)]})
    _quest(cid, False, valhalla={"0": warriors(3)})


# ---- troop upgrades (seed 003 「フィギュア」「アップグレード」; reference §3.2–§3.4) ---------


def lord_won_pillage(cid: str) -> State:
    """Seat 0's upgraded Leader (its printed STR) beats STR - 1 Warriors in Horgr (C13); the
    token's Rage step is paid."""
    state = upgraded(cid, figures=horgr(["leader"], warriors(printed(cid) - 1)))
    state = pillage_with_cards(state, {})
    lost(state, 1, warriors(printed(cid) - 1))
    assert state.provinces[HORGR].pillaged
    return state


def lord_of_hammers(cid: str) -> None:
    """Lord of Hammers (C14): the Leader may then move to a neighbour with room or Yggdrasil;
    the question is part of the reward, answered before the winner's Axes glory (C2)."""
    state = lord_won_pillage(cid)
    assert glory(state) == [0, 0, 0]
    assert legal(state) == [
        "Player 1 declines",
        f"Player 1 uses {_name(cid)}: Muspelheim",
        f"Player 1 uses {_name(cid)}: Yggdrasil",
    ]
    state = use(state, 0, cid, f"province:{YGGDRASIL}")
    assert state.provinces[YGGDRASIL].figures[0] == ("leader",)
    assert glory(state) == [AXES_GLORY, 0, 0]


def lord_of_axes(cid: str) -> None:
    """Lord of Axes: after the token's Rage step, one more step of choice (required), chosen
    before the winner's Axes glory like Lord of Spears' steps (C2): Axes chosen pays the second
    step's glory; Horns chosen, the first's."""
    for stat, axes in (("axes", 2), ("horns", 1)):
        state = lord_won_pillage(cid)
        assert glory(state) == [0, 0, 0]
        assert GAME.check(state, decline(0)) is not None
        state = use(state, 0, cid, f"stat:{stat}")
        stats = state.seats[0].stats
        assert (stats.rage, stats.axes, stats.horns) == (2, axes, 3 - axes)
        assert glory(state) == [game_data().tracks["axes"][axes - 1], 0, 0]


def lord_of_spears(cid: str) -> None:
    """Lord of Spears: all three stats up with the token's reward, before the winner's Axes
    glory (resolution order, RULES.md R19, C2): that glory is the second Axes step's."""
    state = lord_won_pillage(cid)
    stats = state.seats[0].stats
    assert (stats.rage, stats.axes, stats.horns) == (3, 2, 2)
    assert glory(state) == [game_data().tracks["axes"][1], 0, 0]


WARRIOR_TRIO = {"brothers_in_arms": 3 + 1, "experts_in_arms": 2 * 3, "masters_in_arms": 6 + 2}
"""STR of three Warriors: a pair 3 + 1 (reference §3.2), 2 each (§3.3), a pair 6 + 2 (§3.4)."""


def warrior_upgrade(cid: str) -> None:
    """Three upgraded Warriors pinned by a win over STR - 1 Warriors and a tie at STR."""
    trio = WARRIOR_TRIO[name_of(cid)]
    for n, wins in ((trio - 1, True), (trio, False)):
        state = upgraded(cid, figures=horgr(warriors(3), warriors(n)))
        state = pillage_with_cards(state, {})
        assert glory(state) == ([AXES_GLORY, 0, 0] if wins else [0, 0, 0]), (n, glory(state))
        lost(state, 0, [] if wins else warriors(3))
    # Their Rage to invade is their printed STR (RULES.md R10).
    state = upgraded(cid)
    rage = state.seats[0].rage
    state = GAME.apply(state, invade(0, "warrior", province("gimle")))
    assert state.seats[0].rage == rage - printed(cid)


DRAGON_GLORY = {"lokis_dragons": 4, "fire_dragons": 8, "eternal_dragons": 12}
"""Glory per ship destroyed (reference §3.2–§3.4)."""


def dragons(cid: str) -> None:
    """Dragons (C15): Warrior + ship (its printed STR) tie seat 1's 3 Warriors; the ship dies
    with the losers and pays the card's glory; seat 1 gains nothing."""
    amount = DRAGON_GLORY[name_of(cid)]
    figures = horgr(["warrior"], warriors(1 + printed(cid)))
    state = upgraded(cid, figures=figures, ships={"east": {"0": ["ship"]}})
    state = pillage_with_cards(state, {})
    assert glory(state) == [amount, 0, 0]
    lost(state, 0, ["ship", "warrior"])


# ---- monsters (reference §3.5, monsters.json; C16, C17) --------------------------------------


def _monster(cid: str, **spec: Any) -> State:
    """Upgrade to the monster (cost = its card's), keep the free invasion (RULES.md R11)."""
    spec = {"hands": {"0": [cid]}, "rage": [9, 0, 0], **spec}
    state = make_state(3, **{**BOARD, "tokens": {"horgr": "rage_1"}, **spec})
    state = GAME.apply(state, upgrade(0, card(cid)))
    assert state.seats[0].rage == 9 - price(cid)
    assert card(cid) in state.seats[0].upgrades.monsters
    assert state.seats[0].reserve.count(monster(cid)[0]) == 1
    assert state.pending[-1].kind == "free_invade"
    return state


def _free_invade(state: State, kind: str, to: int, is_fjord: bool = False) -> State:
    rage = state.seats[0].rage
    state = GAME.apply(state, invade(0, kind, to, is_fjord))
    assert state.seats[0].rage == rage
    return state


def troll(cid: str) -> None:
    """Troll (C16): enemy Warriors die where it invades, the enemy Leader stays. Then Troll +
    Warrior (2 + 1) tie seat 1's Leader (3): everyone loses (seat 2's ship, 2, too)."""
    figures = horgr(["warrior"], ["leader", "warrior"])
    state = _monster(cid, figures=figures, ships={"east": {"2": ["ship"]}})
    state = _free_invade(state, monster(cid)[0], HORGR)
    lost(state, 1, ["warrior"])
    assert state.provinces[HORGR].figures[:2] == (("troll", "warrior"), ("leader",))
    state = pillage_with_cards(state, {})
    assert glory(state) == [0, 0, 0]
    lost(state, 0, ["troll", "warrior"])
    lost(state, 1, ["leader", "warrior"])
    lost(state, 2, ["ship"])


def free_monster(cid: str) -> None:
    """Dwarf Chieftain / Soldier of Hel: upgrading and invading cost no Rage (reference §3.5);
    its STR ties as many of seat 1's Warriors."""
    name, strength, cost = monster(cid)
    assert (price(cid), cost) == (0, 0)
    state = _monster(cid, figures=horgr([], warriors(strength)))
    state = answer(state, 0)  # no free invasion: the turn's own invasion is free too
    state = _free_invade(state, name, HORGR)
    state = pillage_with_cards(state, {})
    assert glory(state) == [0, 0, 0]
    lost(state, 0, [name])
    lost(state, 1, warriors(strength))


def sea_serpent(cid: str) -> None:
    """Sea Serpent: invades a fjord like a ship, never a province; from the east fjord its STR
    3 supports Horgr and ties seat 1's 3 Warriors."""
    name, strength, _ = monster(cid)
    state = _monster(cid, figures=horgr([], warriors(strength)))
    assert GAME.check(state, invade(0, name, HORGR)) is not None
    state = _free_invade(state, name, EAST, is_fjord=True)
    assert state.fjords[EAST].ships[0] == (name,)
    state = pillage_with_cards(state, {})
    assert glory(state) == [0, 0, 0]
    lost(state, 0, [name])


def valkyrie(cid: str) -> None:
    """Valkyrie: 2 glory per enemy figure killed in her battle; her 2 + a Warrior beat 2."""
    state = _monster(cid, figures=horgr(["warrior"], warriors(2)))
    state = _free_invade(state, monster(cid)[0], HORGR)
    state = pillage_with_cards(state, {})
    assert glory(state) == [AXES_GLORY + 2 * 2, 0, 0]
    assert monster(cid)[1] == 2


def dark_elf(cid: str) -> None:
    """Dark Elf: may invade Yggdrasil (a Warrior may not, seed 003 「侵略」) and has STR 3
    there (ties 3 Warriors); elsewhere STR 1 (ties 1 Warrior)."""
    m = game_data().monsters[game_data().monster_index[monster(cid)[0]]]
    assert (m.strength, m.in_yggdrasil) == (1, 3)  # reference §3.5
    for where, n in ((YGGDRASIL, 3), (HORGR, 1)):
        name = game_data().provinces[where].id
        state = _monster(cid, figures={name: {"1": warriors(n)}})
        assert GAME.check(state, invade(0, "warrior", YGGDRASIL)) is not None
        state = _free_invade(state, m.id, where)
        state = pillage_with_cards(state, {}, where)
        assert glory(state) == [0, 0, 0], where
        lost(state, 0, [m.id])
        lost(state, 1, warriors(n))


def fire_giant(cid: str) -> None:
    """Fire Giant (C16): seat 1's Leader and its ship in the fjord die, seat 2's monsters stay;
    then its STR 4 ties Troll + Dwarf Chieftain (2 + 2)."""
    spec = {
        "figures": horgr([], ["leader"], two=["dwarf_chieftain", "troll"]),
        "ships": {"east": {"1": ["ship"]}},
        "upgrades": {"2": ["a1.troll", "a1.dwarf_chieftain"]},
    }
    state = _free_invade(_monster(cid, **spec), monster(cid)[0], HORGR)
    lost(state, 1, ["leader", "ship"])
    assert state.provinces[HORGR].figures[2] == ("dwarf_chieftain", "troll")
    state = pillage_with_cards(state, {})
    assert glory(state) == [0, 0, 0]
    lost(state, 0, ["fire_giant"])
    lost(state, 2, ["dwarf_chieftain", "troll"])


def frost_giant(cid: str) -> None:
    """Frost Giant: STR 4 beats 3 Warriors; the Rage token pays two steps."""
    state = _monster(cid, figures=horgr([], warriors(monster(cid)[1] - 1)))
    state = _free_invade(state, monster(cid)[0], HORGR)
    state = pillage_with_cards(state, {})
    assert glory(state) == [AXES_GLORY, 0, 0]
    assert state.seats[0].stats.rage == 3


def volur_witch(cid: str) -> None:
    """Volur Witch (C17): her STR 3 ties 3 Warriors; losing in Horgr (a ring province) her
    clan moves her to Yggdrasil instead of Valhalla."""
    state = _monster(cid, figures=horgr([], warriors(monster(cid)[1])))
    state = _free_invade(state, monster(cid)[0], HORGR)
    state = pillage_with_cards(state, {})
    assert GAME.to_act(state) == {0}
    state = use(state, 0, cid)
    assert glory(state) == [0, 0, 0]
    assert state.provinces[YGGDRASIL].figures[0] == ("volur_witch",)
    lost(state, 0, [])
    lost(state, 1, warriors(3))


# ---- clan upgrades (reference §3.2–§3.4, §5; RULES.md C18–C28) -------------------------------


def valhalla_return_glory(cid: str) -> None:
    """Loki's Domain / Eminence / Wrath: 1 / 2 / 3 glory per figure released from Valhalla
    (seed 003 「6. ヴァルハラ開放フェイズ」), the Age ended through passes."""
    each = {"lokis_domain": 1, "lokis_eminence": 2, "lokis_wrath": 3}[name_of(cid)]
    state = upgraded(cid, valhalla={"0": ["leader", "warrior", "warrior"]}, ragnarok=DOOM)
    state = end_action_phase(state)
    assert glory(state) == [3 * each, 0, 0]
    assert state.seats[0].valhalla == ()


def friggas_charm(cid: str) -> None:
    """Frigga's Charm (C18): later upgrades cost 1 less (Troll 2 -> 1), never below 0."""
    state = upgraded(cid, more_cards=["a1.troll", "a2.tyrs_challenge"])
    state = install(state, "a1.troll", paid=1)
    state = install(state, "a2.tyrs_challenge", paid=0)
    rage = state.seats[0].rage
    state = GAME.apply(state, invade(0, "troll", HORGR))
    assert state.seats[0].rage == rage - 2  # invading is not an upgrade


def thors_glory(cid: str) -> None:
    """Thor's Glory (C19): 2 glory when 2 enemy figures die in the clan's battle; 1 is not
    enough."""
    for n, extra in ((2, 2), (1, 0)):
        state = upgraded(cid, figures=horgr(["leader", "warrior"], warriors(n)))
        state = pillage_with_cards(state, {})
        assert glory(state) == [AXES_GLORY + extra, 0, 0], n


def friggas_succor(cid: str) -> None:
    """Frigga's Succor (C27): after a Warrior invades Horgr (1 Rage) a second joins free, into
    the same province only; that one brings no third."""
    state = upgraded(cid)
    state = GAME.apply(state, invade(0, "warrior", HORGR))
    assert state.pending[-1].kind == "free_invade"
    assert GAME.check(state, invade(0, "warrior", province("gimle"))) is not None
    state = GAME.apply(state, invade(0, "warrior", HORGR))
    assert state.provinces[HORGR].figures[0] == ("warrior", "warrior")
    assert state.seats[0].rage == 9 - price(cid) - 1
    assert [d.kind for d in state.pending] == ["turn"]


def quest_as_battle(cid: str) -> None:
    """Tyr's Domain / Wrath (C20): a quest card played in battle adds +3 / +5: one Warrior
    with it beats that many Warriors and ties one more."""
    bonus = {"tyrs_domain": 3, "tyrs_wrath": 5}[name_of(cid)]
    for n, wins in ((bonus, True), (bonus + 1, False)):
        state = upgraded(
            cid, more_cards=["a1.quest_alfheim"], figures=horgr(["warrior"], warriors(n))
        )
        state = pillage_with_cards(state, {0: "a1.quest_alfheim"})
        assert glory(state) == ([AXES_GLORY, 0, 0] if wins else [0, 0, 0]), n
        here = state.discard if wins else state.seats[0].hand
        assert card("a1.quest_alfheim") in here


def lokis_blessing(cid: str) -> None:
    """Loki's Blessing (C28): seat 0 loses its pillage and puts a Warrior back, free."""
    state = upgraded(cid, figures=horgr(["warrior"], warriors(2)))
    state = pillage_with_cards(state, {})
    assert glory(state) == [0, AXES_GLORY, 0]
    assert state.pending[-1].kind == "free_invade"
    rage = state.seats[0].rage
    state = GAME.apply(state, invade(0, "warrior", HORGR))
    assert state.provinces[HORGR].figures[0] == ("warrior",)
    lost(state, 0, ["warrior"])
    assert state.seats[0].rage == rage


def odins_inspiration(cid: str) -> None:
    """Odin's Inspiration: Ragnarök glory doubled (seed 003 「5. ラグナロクフェイズ」: 2 each in
    the first Age): 2 figures pay 8, seat 1's one 2."""
    figures = {"angerboda": {"0": ["leader", "warrior"], "1": ["warrior"]}}
    state = end_action_phase(upgraded(cid, figures=figures, ragnarok=DOOM))
    assert glory(state) == [2 * 2 * RAGNAROK_GLORY_AGE_1, RAGNAROK_GLORY_AGE_1, 0]


def tyrs_challenge(cid: str) -> None:
    """Tyr's Challenge (C21): a card action, 2 Rage, pillages Horgr again; the token pays."""
    state = upgraded(cid, figures=horgr(["warrior"], []), pillaged=["horgr"])
    assert GAME.check(state, pillage(0, HORGR)) is not None
    rage = state.seats[0].rage
    state = use(state, 0, cid, f"province:{HORGR}")
    assert state.seats[0].rage == rage - 2
    assert state.seats[0].stats.rage == 2


def friggas_protection(cid: str) -> None:
    """Frigga's Protection (C24): losing, seat 0 pays 1 Rage to send its Warrior to the
    stock instead of Valhalla."""
    state = upgraded(cid, figures=horgr(["warrior"], ["leader", "warrior"]))
    state = pillage_with_cards(state, {})
    rage = state.seats[0].rage
    state = use(state, 0, cid, "figure:warrior")
    assert glory(state) == [0, AXES_GLORY, 0]
    lost(state, 0, [])
    assert state.seats[0].rage == rage - 1
    assert "warrior" in state.seats[0].reserve


def tyrs_prowess(cid: str) -> None:
    """Tyr's Prowess (C25): the winner pays 1 Rage to take its Tyr's Smite back."""
    state = upgraded(
        cid, more_cards=["a1.tyrs_smite"], figures=horgr(["leader", "warrior"], ["warrior"])
    )
    state = pillage_with_cards(state, {0: "a1.tyrs_smite"})
    rage = state.seats[0].rage
    state = use(state, 0, cid)
    assert glory(state) == [AXES_GLORY, 0, 0]
    assert state.seats[0].hand == (card("a1.tyrs_smite"),)
    assert card("a1.tyrs_smite") not in state.discard
    assert state.seats[0].rage == rage - 1


def thors_domain(cid: str) -> None:
    """Thor's Domain (C26): right after invading Horgr, 2 Rage pillage it at once."""
    state = upgraded(cid)
    state = GAME.apply(state, invade(0, "leader", HORGR))
    rage = state.seats[0].rage
    state = use(state, 0, cid)
    while state.pending and state.pending[-1].kind == "call_to_battle":
        state = answer(state, min(GAME.to_act(state)))
    assert state.provinces[HORGR].pillaged
    assert state.seats[0].rage == rage - 2
    assert state.seats[0].stats.rage == 2


def friggas_domain(cid: str) -> None:
    """Frigga's Domain (C22): 1 Rage, the Leader in Valhalla must then invade."""
    state = upgraded(cid, valhalla={"0": ["leader"]})
    rage = state.seats[0].rage
    state = use(state, 0, cid, "figure:leader")
    assert GAME.check(state, decline(0)) is not None
    state = GAME.apply(state, invade(0, "leader", HORGR))
    assert state.provinces[HORGR].figures[0] == ("leader",)
    lost(state, 0, [])
    assert state.seats[0].rage == rage - 1


def odins_throne(cid: str) -> None:
    """Odin's Throne: a completed Manheim quest (5 glory printed) pays double."""
    state = upgraded(
        cid,
        more_cards=["a1.quest_manheim"],
        figures={"elvagar": {"0": ["warrior"]}},
        ragnarok=DOOM,
    )
    state = GAME.apply(state, take_quest(0, card("a1.quest_manheim")))
    state = end_action_phase(state)
    assert isinstance(state.pending[-1], StatChoice)
    assert glory(state) == [2 * 5, 0, 0]


def thors_conquest(cid: str) -> None:
    """Thor's Conquest: at the game's end (seed 003 「ゲームの終了条件」) 3 glory per figure on
    the board: Leader + Warrior in Horgr and the ship, after the third Age ended by passes."""
    state = upgraded(
        cid,
        age=3,
        figures=horgr(["leader", "warrior"], []),
        ships={"east": {"0": ["ship"]}},
        ragnarok=DOOM,
    )
    state = end_action_phase(state)
    assert state.phase is Phase.OVER
    assert glory(state) == [3 * 3, 0, 0]


def friggas_sacrifice(cid: str) -> None:
    """Frigga's Sacrifice (C23): no Rage; a stat first, then two of the clan's figures die."""
    figures = {"horgr": {"0": warriors(2)}, "yggdrasil": {"0": ["leader"]}}
    state = upgraded(cid, figures=figures)
    rage = state.seats[0].rage
    state = use(state, 0, cid, "stat:axes")
    state = use(state, 0, cid, f"spot:p{HORGR}:warrior")
    state = use(state, 0, cid, f"spot:p{YGGDRASIL}:leader")
    lost(state, 0, ["leader", "warrior"])
    assert state.seats[0].stats.axes == 2
    assert state.seats[0].rage == rage


CASES: dict[str, Callable[[str], None]] = {
    # battle cards: seed 003 「2. カードのプレイ」, reference §3.2–§3.4
    "plain": plain,
    "odins_smite": odins_smite,  # C6
    "heimdalls_sight": heimdalls_sight,  # C8
    "friggas_grace": friggas_grace,  # C9
    "lokis_trickery": lokis_trickery,  # C2
    "win_glory_3": win_glory_3,  # C2
    "late_play": late_play,  # C3
    "odins_tide": odins_tide,  # C7
    "lokis_backstab": lokis_backstab,  # C2
    "heimdalls_watch": heimdalls_watch,  # C4
    "thors_oath": thors_oath,  # C2
    "thors_primacy": thors_primacy,  # C5
    "thors_ascension": thors_ascension,  # C10
    "odins_judgement": odins_judgement,  # C11
    "lokis_poison": lokis_poison,  # C12
    # quests: seed 003 「4. クエストフェイズ」, reference §3.6
    "quest_alfheim": realm_quest,
    "quest_jotunheim": realm_quest,
    "quest_manheim": realm_quest,
    "quest_yggdrasil": yggdrasil_quest,
    "quest_glorious_death": glorious_death_quest,
    # troop upgrades: seed 003 「アップグレード」, reference §3.2–§3.4
    "lord_of_hammers": lord_of_hammers,  # C13, C14
    "lord_of_axes": lord_of_axes,  # C13
    "lord_of_spears": lord_of_spears,  # C13
    "brothers_in_arms": warrior_upgrade,
    "experts_in_arms": warrior_upgrade,
    "masters_in_arms": warrior_upgrade,
    "ship_death_glory_4": dragons,  # C15
    "ship_death_glory_8": dragons,
    "ship_death_glory_12": dragons,
    # monsters: reference §3.5
    "troll": troll,  # C16
    "free_monster": free_monster,
    "sea_serpent": sea_serpent,
    "valkyrie": valkyrie,  # C11
    "dark_elf": dark_elf,
    "fire_giant": fire_giant,  # C16
    "frost_giant": frost_giant,
    "volur_witch": volur_witch,  # C17
    # clan upgrades: reference §3.2–§3.4, §5
    "valhalla_return_glory_1": valhalla_return_glory,
    "valhalla_return_glory_2": valhalla_return_glory,
    "valhalla_return_glory_3": valhalla_return_glory,
    "friggas_charm": friggas_charm,  # C18
    "thors_glory": thors_glory,  # C19
    "friggas_succor": friggas_succor,  # C27
    "quest_as_battle_3": quest_as_battle,  # C20
    "quest_as_battle_5": quest_as_battle,  # C20
    "lokis_blessing": lokis_blessing,  # C28
    "odins_inspiration": odins_inspiration,
    "tyrs_challenge": tyrs_challenge,  # C21
    "friggas_protection": friggas_protection,  # C24
    "tyrs_prowess": tyrs_prowess,  # C25
    "thors_domain": thors_domain,  # C26
    "friggas_domain": friggas_domain,  # C22
    "odins_throne": odins_throne,
    "thors_conquest": thors_conquest,
    "friggas_sacrifice": friggas_sacrifice,  # C23
}
"""Effect key -> the case every card with that key runs (with its own id and data)."""
