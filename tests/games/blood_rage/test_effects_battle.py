"""Battle-card effects (seed 003 「2. カードのプレイ」: a battle card's text acts when revealed;
texts from reference §3.2–§3.4, choices in RULES.md C1–C12). One test per effect key."""

from __future__ import annotations

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import choose_card, decline, hold_card
from app.games.blood_rage.model import HIDDEN_CARD, Battle
from app.games.blood_rage.texts import card_text
from tests.games.blood_rage.builders import card, province
from tests.games.blood_rage.effects import answer, fight, glory, use

HORGR = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader"]}}
"""Seat 0 (2 Warriors, STR 2) pillages Horgr against seat 1's Leader (STR 3)."""
STRONG = {"horgr": {"0": ["leader", "warrior"], "1": ["warrior"]}}
"""Seat 0 (Leader + Warrior, STR 4) pillages Horgr against seat 1's Warrior (STR 1)."""


def test_plain_adds_only_its_printed_strength():
    """Reference §3.2 Tyr's Smite: +5, no text. 2 + 5 beats 3 + 2."""
    state = fight({0: "a1.tyrs_smite", 1: "a1.tyrs_bash"}, figures=HORGR)
    assert glory(state) == [3, 0, 0]
    assert state.seats[1].valhalla == ("leader",)


def test_odins_smite_kills_a_warrior_of_each_opponent_before_strength():
    """Reference §3.2 Odin's Smite (C6): seat 1's Warrior dies at the reveal, so its Leader
    alone (3 + 0) faces seat 0's 2 + 1; a tie then loses for both."""
    figures = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader", "warrior"]}}
    state = fight({0: "a1.odins_smite", 1: "a1.lokis_trickery"}, figures=figures)
    assert state.seats[1].valhalla == ("leader", "warrior")
    assert state.seats[0].valhalla == ("warrior", "warrior")
    assert glory(state) == [0, 0, 0]


def test_heimdalls_sight_copies_the_best_enemy_bonus():
    """Reference §3.2 Heimdall's Sight (C8): X = Tyr's Smite's 5; 2 + 5 against 3 + 5: seat 1."""
    state = fight({0: "a1.tyrs_smite", 1: "a1.heimdalls_sight"}, figures=HORGR)
    assert glory(state) == [0, 3, 0]


def test_friggas_grace_raises_a_second_different_stat():
    """Reference §3.2 Frigga's Grace (C9): the token raised Rage, so Rage is not offered."""
    state = fight({0: "a1.friggas_grace", 1: "a1.tyrs_bash"}, figures=STRONG)
    top = state.pending[-1]
    assert top.kind == "card_choice"
    options = sorted(str(a) for a in GAME.legal_actions(state, PlayerId(0)))
    assert options == [
        "Player 1 uses Frigga's Grace: raise Axes one step",
        "Player 1 uses Frigga's Grace: raise Horns one step",
    ]
    state = use(state, 0, "a1.friggas_grace", "stat:horns")
    assert (state.seats[0].stats.rage, state.seats[0].stats.horns) == (2, 2)


def test_lokis_trickery_takes_a_rage_from_the_winner():
    """Reference §3.2 Loki's Trickery: the loser takes 1 Rage from the winner."""
    state = fight({0: "a1.tyrs_bash", 1: "a1.lokis_trickery"}, figures=HORGR)
    assert glory(state)[0] == 3
    assert [s.rage for s in state.seats] == [2, 3, 0]


def test_thors_hammer_gives_the_winner_3_glory():
    """Reference §3.2 Thor's Hammer: +1, and 3 glory if you win."""
    state = fight({0: "a1.tyrs_bash", 1: "a1.thors_hammer"}, figures=HORGR)
    assert glory(state) == [0, 0, 0]  # 2 + 2 against 3 + 1: a tie, no winner
    state = fight({0: "a1.thors_hammer", 1: "a1.lokis_trickery"}, figures=STRONG)
    assert glory(state) == [3 + 3, 0, 0]


def test_late_play_holds_heimdalls_eye_until_the_reveal():
    """Reference §3.3 Heimdall's Eye (C3): held back face down, played after the reveal, it
    adds its +2: 2 + 2 beats 3 + 0. Holding is hidden; a late step may also be declined."""
    hands = {"0": ["a2.heimdalls_eye.1", "a1.tyrs_bash"], "1": ["a1.lokis_trickery"]}
    state = fight({0: None}, figures=HORGR, hands=hands)
    top = state.pending[-1]
    assert isinstance(top, Battle)
    seen = GAME.view_for(state, PlayerId(1)).pending[-1]
    assert isinstance(seen, Battle)
    assert seen.played[0] == HIDDEN_CARD
    state = GAME.apply(state, choose_card(1, card("a1.lokis_trickery")))
    top = state.pending[-1]
    assert isinstance(top, Battle)
    assert top.stage == "late"
    assert GAME.to_act(state) == {0}
    assert GAME.check(state, choose_card(0, card("a1.tyrs_bash"))) is not None
    assert GAME.check(state, hold_card(0)) is not None
    state = GAME.apply(state, choose_card(0, card("a2.heimdalls_eye.1")))
    assert glory(state)[0] == 3
    assert card("a2.heimdalls_eye.1") in state.discard


def test_late_play_may_be_declined():
    hands = {"0": ["a2.heimdalls_eye.1"], "1": ["a1.tyrs_bash"]}
    state = fight({0: None, 1: "a1.tyrs_bash"}, figures=HORGR, hands=hands)
    assert GAME.check(state, decline(0)) is None
    state = GAME.apply(state, decline(0))
    assert glory(state) == [0, 3, 0]
    assert state.seats[0].hand == (card("a2.heimdalls_eye.1"),)


def test_odins_tide_each_clan_keeps_one_figure_of_its_choice():
    """Reference §3.3 Odin's Tide (C7): seat 0 keeps a Warrior, seat 1 (one kind) keeps one
    Warrior without being asked; 1 + 1 against 1 + 0: seat 0 wins."""
    figures = {"horgr": {"0": ["leader", "warrior"], "1": ["warrior", "warrior"]}}
    state = fight({0: "a2.odins_tide", 1: "a1.lokis_trickery"}, figures=figures)
    assert state.seats[1].valhalla == ("warrior",)
    assert GAME.to_act(state) == {0}
    assert GAME.check(state, decline(0)) is not None  # the choice is required
    state = use(state, 0, "a2.odins_tide", "figure:warrior")
    assert state.seats[0].valhalla == ("leader",)
    assert state.seats[1].valhalla == ("warrior", "warrior")
    assert state.provinces[province("horgr")].figures[0] == ("warrior",)


def test_lokis_backstab_takes_2_glory_from_the_winner():
    """Reference §3.3 Loki's Backstab."""
    state = fight({0: "a1.tyrs_bash", 1: "a2.lokis_backstab"}, figures=HORGR, glory=[0, 1, 0])
    assert glory(state) == [1, 3, 0]


def test_heimdalls_watch_discards_all_pays_their_bonus_and_replays():
    """Reference §3.3 Heimdall's Watch (C4): 0 + 5 = 5 glory; both cards discarded; the
    battle is fought again with new cards."""
    hands = {"0": ["a2.heimdalls_watch", "a1.tyrs_bash"], "1": ["a1.tyrs_smite", "a1.thors_hammer"]}
    state = fight({0: "a2.heimdalls_watch", 1: "a1.tyrs_smite"}, figures=HORGR, hands=hands)
    assert glory(state) == [5, 0, 0]
    assert {card("a2.heimdalls_watch"), card("a1.tyrs_smite")} <= set(state.discard)
    top = state.pending[-1]
    assert isinstance(top, Battle)
    assert top.stage == "choose"
    assert GAME.to_act(state) == {0, 1}
    state = GAME.apply(state, choose_card(0, card("a1.tyrs_bash")))
    state = GAME.apply(state, choose_card(1, card("a1.thors_hammer")))
    assert glory(state) == [5, 0, 0]  # 2 + 2 against 3 + 1: a tie, everyone loses


def test_thors_oath_the_winner_raises_a_stat():
    """Reference §3.3 Thor's Oath."""
    state = fight({0: "a1.lokis_trickery", 1: "a2.thors_oath"}, figures=HORGR)
    assert glory(state) == [0, 3, 0]
    state = use(state, 1, "a2.thors_oath", "stat:axes")
    assert state.seats[1].stats.axes == 2


def test_thors_primacy_cancels_the_opponents_text():
    """Reference §3.4 Thor's Primacy (C5): Odin's Smite still adds +1 but kills nobody;
    2 + 1 against 3 + 3: seat 1 wins with both Warriors of seat 0 dead."""
    figures = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader", "warrior"]}}
    state = fight({0: "a1.odins_smite", 1: "a3.thors_primacy"}, figures=figures)
    assert state.seats[1].valhalla == ()
    assert glory(state) == [0, 3, 0]


def test_thors_ascension_the_winner_gains_3_glory_and_3_rage():
    """Reference §3.4 Thor's Ascension (C10)."""
    state = fight({0: "a3.thors_ascension", 1: "a1.tyrs_bash"}, figures=STRONG)
    assert glory(state) == [6, 0, 0]
    assert state.seats[0].rage == 6  # 3 + 3, even above the Rage stat


def test_odins_judgement_2_glory_per_figure_killed_own_included():
    """Reference §3.4 Odin's Judgement (C11): the loser gains 2 for its own dead Leader."""
    state = fight({0: "a1.tyrs_smite", 1: "a3.odins_judgement"}, figures=HORGR)
    assert glory(state) == [3, 2, 0]


def test_lokis_poison_the_loser_takes_the_winners_card():
    """Reference §3.4 Loki's Poison (C12)."""
    state = fight({0: "a1.tyrs_smite", 1: "a3.lokis_poison"}, figures=HORGR)
    assert card("a1.tyrs_smite") in state.seats[1].hand
    assert card("a1.tyrs_smite") not in state.discard
    assert card("a3.lokis_poison") in state.seats[1].hand


def test_answer_is_refused_for_another_card():
    state = fight({0: "a1.lokis_trickery", 1: "a2.thors_oath"}, figures=HORGR)
    reason = GAME.check(
        state,
        GAME.parse_action(
            {"kind": "use_card", "player": 1, "card": card("a1.tyrs_bash"), "choice": "stat:axes"}
        ),
    )
    assert reason is not None
    assert "Thor's Oath" in str(reason)
    assert answer is not None


def test_a_clan_without_figures_cannot_win_with_its_card():
    """RULES.md C29: Smite kills seat 1's only Warrior; its Tyr's Rage (+6) alone cannot win."""
    figures = {"horgr": {"0": ["warrior"], "1": ["warrior"]}}
    state = fight({0: "a1.odins_smite", 1: "a2.tyrs_rage"}, figures=figures)
    assert glory(state) == [3, 0, 0]
    assert card("a2.tyrs_rage") in state.seats[1].hand


def test_a_held_late_card_stays_hidden_and_can_be_determinized():
    """RULES.md R22, C3: holding looks like any face-down choice; a guessed state plays on."""
    import random  # noqa: TID251 - a test driver, not game state

    hands = {"0": ["a2.heimdalls_eye.1", "a1.tyrs_bash"], "1": ["a1.lokis_trickery"]}
    state = fight({0: None}, figures=HORGR, hands=hands)
    view = GAME.view_for(state, PlayerId(1))
    seen = view.pending[-1]
    assert isinstance(seen, Battle)
    assert seen.played[0] == HIDDEN_CARD
    guess = GAME.determinize(view, PlayerId(1), random.Random(3))
    action = choose_card(1, card("a1.lokis_trickery"))
    assert GAME.check(guess, action) is None
    after = GAME.apply(guess, action)
    assert after.battles == state.battles + 1


def test_a_battle_card_s_question_names_no_card_on_the_hand_off_screen():
    """Stranger s43 (246): Frigga's Grace asks its stat while the battle is still on the stack,
    before the table has seen the reveal: the hand-off line names no card."""
    state = fight({0: "a1.friggas_grace", 1: "a1.tyrs_bash"}, figures=STRONG)
    assert state.pending[-1].kind == "card_choice"
    task = GAME.handoff_task(state, PlayerId(0))
    assert task is not None
    for lang in ("en", "ja"):
        words = render(task, lang, ["Anna", "Bea", "Carl"])
        assert render(card_text(card("a1.friggas_grace")), lang) not in words
        assert "Anna" in words


def test_the_late_card_prompt_and_move_name_no_card_and_say_face_up():
    """Stranger s43 (314): the prompt named "Heimdall's Eye or Gaze" to a seat holding only the
    Eye, and its move read "plays Heimdall's Eye face down" after the reveal."""
    from types import SimpleNamespace

    from app.games.blood_rage.view.words import MoveWords

    hands = {"0": ["a2.heimdalls_eye.1"], "1": ["a1.tyrs_bash"]}
    state = fight({0: None, 1: "a1.tyrs_bash"}, figures=HORGR, hands=hands)
    top = state.pending[-1]
    assert isinstance(top, Battle)
    assert top.stage == "late"
    for lang in ("en", "ja"):
        prompt = render(GAME.prompt(state), lang, ["Anna", "Bea", "Carl"])
        gaze = render(card_text(card("a3.heimdalls_gaze")), lang)
        assert gaze not in prompt
        assert "Gaze" not in prompt  # the seat holds only the Eye
    words = SimpleNamespace(
        session=SimpleNamespace(state=state), engine_text=lambda x: render(x, "en", ["Anna"])
    )
    eye = choose_card(0, card("a2.heimdalls_eye.1"))
    line = MoveWords._own_line(words, eye)  # type: ignore[arg-type]
    assert line is not None
    assert "face down" not in line
    assert "Heimdall's Eye" in line
    assert "face up" in line
