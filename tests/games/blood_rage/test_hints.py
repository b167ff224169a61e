"""Why a move is good ("Suggest a move"): `explain` on built and random positions."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
import re
from typing import Any

import pytest

from app.engine.bots import make_bot
from app.engine.game import PlayerId
from app.engine.rng import Random
from app.engine.text import Text, catalogue, missing_keys, placeholders, render, text_keys
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import (
    ChooseCard,
    HoldCard,
    decline,
    invade,
    pass_turn,
    pillage,
    raise_stat,
    take_quest,
    use_card,
)
from app.games.blood_rage.cards.registry import EFFECTS, CardEffect
from app.games.blood_rage.hints import CARD_REASONS
from app.games.blood_rage.model import BrOptions
from app.games.blood_rage.texts import DOMAIN, card_text
from tests.games.blood_rage.builders import card, fjord, make_state, province
from tests.games.blood_rage.effects import fight, position
from tests.textcheck import JA_NAMES, assert_clean

ME = PlayerId(0)
BOARD: dict[str, Any] = {
    "phase": "action",
    "first_player": 0,
    "destroyed": ["utgard", "horgr", "muspelheim"],
    "ragnarok": ["elvagar", "angerboda", "myrkulor"],
    "tokens": {"gimle": "glory", "andlang": "rage_1"},
}
"""Two players; Elvagar is doomed in Age 1; Gimle pays 5 glory, Andlang a Rage step."""


def _explain(state, action) -> Text:
    text = GAME.explain(GAME.view_for(state, action.player), action)
    assert text is not None
    return text


def _both(text: Text) -> tuple[str, str]:
    return render(text, "en"), render(text, "ja", JA_NAMES)


# -- the reasons, with their numbers -----------------------------------------------------------
def test_a_pillage_names_both_sides_of_the_battle_and_the_reward() -> None:
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_smash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    assert _both(_explain(state, pillage(ME, province("gimle")))) == (
        "wins the battle for Gimle with STR 7 against 1 (your best card counted, theirs not "
        "yet); the pillage pays 5 glory",
        "ギムレーの戦闘に勝てる見込み：STR7対1（自分の最強カード込み、相手のカードは未知）。"
        "略奪報酬は名誉5",
    )


def test_the_reason_changes_with_the_strength_on_each_side() -> None:
    weak = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_bash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["warrior"], "1": ["leader", "warrior"]}},
    )
    assert str(_explain(weak, pillage(ME, province("gimle")))).startswith(
        "a risky battle for Gimle: STR 3 against 4"
    )
    # a rival next door can answer the Call to Battle: its Leader is counted
    called = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.tyrs_bash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader"], "1": ["warrior"]}, "andlang": {"1": ["leader"]}},
    )
    assert "STR 5 against 4" in str(_explain(called, pillage(ME, province("gimle"))))
    alone = make_state(2, **BOARD, figures={"andlang": {"0": ["warrior"]}})
    assert _both(_explain(alone, pillage(ME, province("andlang")))) == (
        "Andlang without a battle: no rival can answer the call, and the reward (Rage +1 step) "
        "is yours",
        "アンドラングを戦闘なしで略奪：呼び声に応じられる敵がいないので激情値＋1段階を獲得",
    )


def _battle_card_reasons(figures: dict[str, Any], hand: list[str]) -> list[tuple[str, str]]:
    """Seat 0 pillages Gimle; the reasons of each battle card it may choose, in both languages."""
    state = make_state(2, **BOARD, hands={"0": hand, "1": ["a1.tyrs_bash"]}, figures=figures)
    state = GAME.apply(state, pillage(ME, province("gimle")))
    while ME not in GAME.to_act(state):  # the rival answers the Call to Battle
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, GAME.legal_actions(state, seat)[0])
    cards = [a for a in GAME.legal_actions(state, ME) if isinstance(a, ChooseCard)]
    assert cards
    return [_both(_explain(state, a)) for a in cards]


def test_a_battle_card_reason_names_the_card_from_the_seats_own_hand() -> None:
    """Issue 38 §2: "chooses a card face down — the battle looks lost" named no card."""
    behind = {"gimle": {"0": ["warrior"], "1": ["leader", "warrior"]}}
    assert _battle_card_reasons(behind, ["a1.tyrs_bash"]) == [
        (
            "Tyr's Bash: the battle looks lost (STR 3 against 4), and a loser takes its card back",
            "テュールの殴打を出す：負けそうな戦闘（STR3対4）で、敗者はカードを手札に戻す",
        )
    ]
    ahead = {"gimle": {"0": ["leader", "warrior", "warrior"], "1": ["warrior"]}}
    [(en, ja)] = _battle_card_reasons(ahead, ["a1.tyrs_bash"])
    assert en.startswith("Tyr's Bash, the card you need least: STR 7 against 1 should win")
    assert ja.startswith("最も要らないテュールの殴打を出す：STR7対1で勝てる見込み")


def test_holding_a_late_card_back_names_it() -> None:
    """The log says only "a card face down"; the seat knows which late card it keeps back."""
    behind = {"gimle": {"0": ["warrior"], "1": ["leader", "warrior"]}}
    state = make_state(
        2, **BOARD, hands={"0": ["a2.heimdalls_eye.1"], "1": ["a1.tyrs_bash"]}, figures=behind
    )
    state = GAME.apply(state, pillage(ME, province("gimle")))
    while ME not in GAME.to_act(state):
        state = GAME.apply(state, GAME.legal_actions(state, min(GAME.to_act(state)))[0])
    hold = next(a for a in GAME.legal_actions(state, ME) if isinstance(a, HoldCard))
    en, ja = _both(_explain(state, hold))
    assert en == "Heimdall's Eye: a late card played once every other card is seen"
    assert ja.startswith(render(card_text(card("a2.heimdalls_eye.1")), "ja") + "：")


def test_a_battle_ahead_on_the_board_is_lost_only_with_their_card_counted() -> None:
    """STR 6 against 5 is not "lost": the rival's expected card (about +2 in Age 1) makes it so."""
    close = {"gimle": {"0": ["leader", "warrior"], "1": ["leader", "warrior", "warrior"]}}
    assert _battle_card_reasons(close, ["a1.tyrs_bash"]) == [
        (
            "Tyr's Bash: the battle looks lost once their card counts (STR 6 against 5, about 7 "
            "with their card), and a loser takes its card back",
            "テュールの殴打を出す：相手のカードを入れると負けそうな戦闘（STR6対5、相手のカード込みで"
            "およそ7）で、敗者はカードを手札に戻す",
        )
    ]


def test_the_doomed_province_names_the_glory_of_ragnarok() -> None:
    state = make_state(2, **BOARD)
    assert _both(_explain(state, invade(ME, "warrior", province("elvagar")))) == (
        "the doomed province: figures in Elvagar die at Ragnarök for 2 glory each",
        "破滅する地域：エリヴァーガルのフィギュアはラグナロクで1体につき名誉2",
    )


@pytest.mark.parametrize(
    ("cid", "same"),
    [("a1.lokis_dragons", True), ("a1.lord_of_hammers", True), ("a2.experts_in_arms", False)],
)
def test_an_upgrade_that_keeps_the_strength_names_the_card_not_a_change(cid, same) -> None:
    """Issue 38 §2: "Ship STR 2 → 2" stated a change there was none of (Loki's Dragons is a
    ship of STR 2, as printed, with an effect); the reason names the card and the STR kept."""
    state = make_state(2, **{**BOARD, "hands": {"0": [cid]}, "rage": [9, 0], "turn": 0})
    upgrade = next(a for a in GAME.legal_actions(state, ME) if a.kind == "upgrade")
    english, japanese = _both(_explain(state, upgrade))
    name = render(card_text(card(cid)))
    assert (name in english) == same, english
    assert not re.search(r"STR (\d+) → \1\b", english), english
    assert not re.search(r"STR(\d+)→\1(?!\d)", japanese), japanese
    if same:
        assert "stays" in english
        assert "のまま" in japanese
    else:
        assert "Warrior STR 1 → 2" in english


def test_a_quest_is_explained_by_the_realm_it_needs() -> None:
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.quest_manheim"]},
        figures={"angerboda": {"0": ["leader"]}, "elvagar": {"1": ["warrior"]}},
    )
    assert _both(_explain(state, take_quest(ME, card("a1.quest_manheim")))) == (
        "quest: the most STR in Manheim (3 against 0); 5 glory and a stat step if it is met",
        "クエスト：マンハイムで最も高いSTR（3対0）。達成すれば名誉5とステータス1段階",
    )
    march_in = invade(ME, "warrior", province("angerboda"))
    assert str(_explain(state, march_in)).startswith("quest: the most STR in Manheim (4 against 0)")


def test_a_quest_for_a_destroyed_realm_says_it_cannot_be_met() -> None:
    """Every province of Jotunheim is destroyed here: explain() raised ValueError (max of none)."""
    state = make_state(2, **BOARD, hands={"0": ["a1.quest_jotunheim"]})
    action = take_quest(ME, card("a1.quest_jotunheim"))
    assert GAME.check(state, action) is None
    assert _both(_explain(state, action)) == (
        "every province of Jotunheim is destroyed: this quest cannot be met and only leaves your "
        "hand",
        "ヨトゥンヘイムの地域はすべて破壊済み：このクエストは達成できず、手札から出すだけ",
    )


def test_two_quests_with_one_condition_are_named_once() -> None:
    # A review once read "quest: the most STR in Jotunheim (2 against 0); quest: the most STR
    # in Jotunheim (2 against 0)" for a ship between two provinces of Jotunheim: the same
    # words twice say nothing more. The north fjord lies between Elvagar and Angerboda, both
    # in Manheim.
    state = make_state(
        2,
        **BOARD,
        hands={"0": ["a1.quest_manheim"]},
        figures={"angerboda": {"0": ["leader"]}, "elvagar": {"1": ["warrior"]}},
    )
    reason = str(_explain(state, invade(ME, "ship", fjord("north"), fjord=True)))
    assert reason.count("the most STR in Manheim") == 1, reason


def test_passing_and_stat_steps() -> None:
    state = make_state(2, **BOARD, rage=[2, 6])
    assert str(_explain(state, pass_turn(ME))) == (
        "nothing else is worth a turn (the 2 Rage left is lost)"
    )
    quests = make_state(2, **BOARD, stats={"0": {"axes": 3}})
    top = quests.model_copy(deep=True)
    from app.games.blood_rage.model import StatChoice

    top.pending = [StatChoice(waiting=(ME,), raises=(1, 0))]
    top.phase = top.phase.QUEST
    assert _both(_explain(top, raise_stat(ME, "axes"))) == (
        "Axes reaches a legendary step: 10 glory at the end of the game; Axes 5 → 6",
        "戦勝名誉値が伝説的レベルに到達：ゲーム終了時に名誉10。戦勝名誉値5→6",
    )


def test_an_illegal_move_has_no_reason() -> None:
    state = make_state(2, **BOARD)
    assert GAME.explain(GAME.view_for(state, ME), pillage(ME, province("gimle"))) is None


# -- nothing hidden is read ------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 4])
def test_the_reason_is_the_same_whatever_the_hidden_cards_are(players: int) -> None:
    """Two deals of everything the seat cannot see give the same reasons as the seat's view."""
    rng = random.Random(f"hidden:{players}")
    state = GAME.setup(BrOptions(players=players), 11)
    bots = [make_bot("easy", GAME, PlayerId(p), 3) for p in range(players)]
    checked = 0
    for step in range(400):
        acting = sorted(GAME.to_act(state))
        if not acting:
            break
        seat = PlayerId(acting[0])
        view = GAME.view_for(state, seat)
        if step % 3 == 0:
            deals = [GAME.determinize(view, seat, Random(f"deal:{k}")) for k in range(2)]
            assert all(GAME.view_for(d, seat) == view for d in deals)
            legal = GAME.legal_actions(state, seat)
            for action in rng.sample(legal, min(6, len(legal))):
                reason = GAME.explain(view, action)
                assert all(GAME.explain(d, action) == reason for d in deals), action
                checked += 1
        state = GAME.apply(state, bots[seat].choose(view))
    assert checked > 100


# -- texts --------------------------------------------------------------------------------------
def test_every_hint_renders_in_both_languages() -> None:
    keys = sorted(k for k in text_keys(DOMAIN, "en") if k.startswith("hint."))
    assert len(keys) > 30
    assert keys == sorted(k for k in text_keys(DOMAIN, "ja") if k.startswith("hint."))
    missing_keys()
    for key in keys:
        fields: set[str] = set()
        for lang in ("en", "ja"):
            for name, template in catalogue(DOMAIN, lang).items():
                if name.removesuffix("_one").removesuffix("_other") == key:
                    fields |= placeholders(template)
        args = dict.fromkeys(fields, 2)
        text = Text.of(DOMAIN, key, **args)
        for rendered in (render(text, "en"), render(text, "ja", JA_NAMES)):
            assert "{" not in rendered, (key, rendered)
    assert missing_keys() == set()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_reasons_of_random_games_render_in_both_languages(players: int) -> None:
    rng = random.Random(f"hints:{players}")
    texts: list[Text] = []
    state = GAME.setup(BrOptions(players=players), 3)
    bots = [make_bot("easy", GAME, PlayerId(p), 5) for p in range(players)]
    while acting := sorted(GAME.to_act(state)):
        seat = PlayerId(acting[0])
        view = GAME.view_for(state, seat)
        before = view.model_dump_json()
        legal = GAME.legal_actions(state, seat)
        for action in rng.sample(legal, min(4, len(legal))):
            reason = GAME.explain(view, action)
            if reason is not None:
                texts.append(reason)
        assert view.model_dump_json() == before  # explain never changes its input
        state = GAME.apply(state, bots[seat].choose(view))
    keys = {t.key for t in texts}
    assert {"hint.pair", "hint.prepare", "hint.keep", "hint.raise"} <= keys, keys
    assert assert_clean(texts, allowed_latin=("STR",)) > 40


def test_hints_are_short_phrases() -> None:
    """JAPANESE.md: short phrases after "Suggested: <move> —", no sentence ending."""
    for lang in ("en", "ja"):
        for key, template in catalogue(DOMAIN, lang).items():
            if key.startswith("hint."):
                assert not template.endswith(("。", ".")), (lang, key)
                assert "ます" not in template, key
                if lang == "en":
                    assert template[:1].islower() or template.startswith(("{", "STR")), key


# -- card actions and card questions (RULES.md C1, B5) ------------------------------------------
def test_a_card_action_names_the_card_the_battle_and_the_token() -> None:
    """RULES.md C21 Tyr's Challenge: Gimle pillaged again for 2 Rage, its 5 glory once more."""
    challenge = card("a2.tyrs_challenge")
    alone = make_state(
        2,
        **BOARD,
        upgrades={"0": ["a2.tyrs_challenge"]},
        pillaged=["gimle"],
        rage=[3, 6],
        figures={"gimle": {"0": ["leader", "warrior"]}, "andlang": {"1": ["warrior"]}},
    )
    action = use_card(ME, challenge, f"province:{province('gimle')}")
    assert _both(_explain(alone, action)) == (
        "Tyr's Challenge: pillages Gimle again for 2 Rage; no rival can answer the call, and "
        "the reward (5 glory) is yours once more",
        "テュールの挑戦：激情2でギムレーをもう一度略奪、呼び声に応じられる敵がいないので名誉5を再び獲得",
    )
    fought = make_state(
        2,
        **BOARD,
        upgrades={"0": ["a2.tyrs_challenge"]},
        pillaged=["gimle"],
        hands={"0": ["a1.tyrs_smash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    assert str(_explain(fought, action)) == (
        "Tyr's Challenge: pillages Gimle again for 2 Rage, STR 7 against 1 (your best card "
        "counted), and 5 glory once more"
    )


def test_a_card_question_names_the_card_and_the_step() -> None:
    """Thor's Oath (RULES.md C2): the stat step and the legendary bonus it reaches."""
    state = fight(
        {0: "a2.thors_oath", 1: "a1.tyrs_bash"},
        figures={"horgr": {"0": ["leader"], "1": ["warrior"]}},
        stats={"0": {"horns": 3}},
    )
    oath = card("a2.thors_oath")
    assert _both(_explain(state, use_card(ME, oath, "stat:horns"))) == (
        "Horns reaches a legendary step: 10 glory at the end of the game; Thor's Oath: Horns 6 → 7",
        "指揮値が伝説的レベルに到達：ゲーム終了時に名誉10。トールの誓い：指揮値6→7",
    )
    assert (
        str(_explain(state, use_card(ME, oath, "stat:rage"))) == "Thor's Oath: Rage 7 → 8"
    )  # Horgr paid a Rage step


def test_saving_sacrificing_and_declining_have_their_reasons() -> None:
    """RULES.md C23, C24: the figure saved or given up, with its STR; a declined question."""
    protect = card("a2.friggas_protection")
    lost = fight(
        {0: "a1.tyrs_bash", 1: "a1.tyrs_smash"},
        upgrades={"0": ["a2.friggas_protection"]},
        figures={"horgr": {"0": ["leader"], "1": ["leader", "warrior"]}},
        rage=[4, 2, 0],
    )
    assert _both(_explain(lost, use_card(ME, protect, "figure:leader"))) == (
        "Frigga's Protection: the Leader (STR 3) goes back to your stock for 1 Rage and can "
        "invade again this Age",
        "フリッグの加護：激情1で族長（STR3）をストックに戻し、この時代にもう一度侵略できる",
    )
    assert str(_explain(lost, decline(ME))) == "Frigga's Protection is not worth it now"
    sacrifice = card("a3.friggas_sacrifice.3p")
    state = position(
        upgrades={"0": ["a3.friggas_sacrifice.3p"]},
        pillaged=["gimle"],
        ragnarok=["horgr", "elvagar", "myrkulor"],
        figures={"gimle": {"0": ["warrior", "warrior"]}, "horgr": {"0": ["leader"]}},
    )
    assert str(_explain(state, use_card(ME, sacrifice, "stat:rage"))) == (
        "Frigga's Sacrifice: Rage 6 → 7 for the two figures you need least (Warrior in Gimle, "
        "Warrior in Gimle)"
    )
    state = GAME.apply(state, use_card(ME, sacrifice, "stat:rage"))
    spot = f"spot:p{province('horgr')}:leader"
    assert _both(_explain(state, use_card(ME, sacrifice, spot))) == (
        "Leader in Horgr is the figure you need least (STR 3)",
        "ホルグの族長は最も要らないフィギュア（STR3）",
    )


def test_every_card_answer_has_a_reason() -> None:
    """RULES.md B5, B7: every effect with options (an action or a question) is explained."""
    asking = {k for k, code in EFFECTS.items() if code.options is not CardEffect.options}
    assert asking == set(CARD_REASONS)


def test_a_card_reason_reads_nothing_hidden() -> None:
    """B5: the same words from the seat's view and from full states dealt differently."""
    state = make_state(
        2,
        **BOARD,
        upgrades={"0": ["a2.tyrs_challenge"]},
        pillaged=["gimle"],
        hands={"0": ["a1.tyrs_smash"], "1": ["a1.tyrs_bash"]},
        figures={"gimle": {"0": ["leader", "warrior"], "1": ["warrior"]}},
    )
    action = use_card(ME, card("a2.tyrs_challenge"), f"province:{province('gimle')}")
    view = GAME.view_for(state, ME)
    deals = [GAME.determinize(view, ME, Random(f"deal:{k}")) for k in range(3)]
    assert {GAME.explain(s, action) for s in [state, view, *deals]} == {GAME.explain(view, action)}
