"""The battle reveal's content (issue 18 §4), from seeded battles with known cards.

Battles as in seed 003 「2. カードのプレイ」「3. 解決」: STR = figures + the card's +STR, the
highest wins, a tie loses for all; the winner discards its card, losers take theirs back and their
figures go to Valhalla; the winner gains its Axes in glory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.game import PlayerId
from app.engine.text import missing_keys, render
from app.games.blood_rage import GAME
from app.games.blood_rage.actions import choose_card, hold_card
from app.games.blood_rage.battlereveal import battle_reveal, ends_battle
from app.games.blood_rage.model import NO_CARD
from app.games.blood_rage.revealwords import reveal_words
from tests.games.blood_rage.builders import card, province
from tests.games.blood_rage.effects import battle, position

if TYPE_CHECKING:
    from app.games.blood_rage.battlereveal import Step
    from app.games.blood_rage.model import State

HORGR = {"horgr": {"0": ["warrior", "warrior"], "1": ["leader"]}}
"""Seat 0 (2 Warriors, STR 2) pillages Horgr against seat 1's Leader (STR 3)."""


def _steps(state: State, actions: list[Any]) -> tuple[list[Step], State]:
    steps: list[Step] = []
    for action in actions:
        after = GAME.apply(state, action)
        steps.append((state, action, after, GAME.step_events(state, action, after)))
        state = after
    return steps, state


def _fight(cards: dict[int, str], figures=HORGR) -> tuple[list[Step], State]:
    hands = {str(s): [c] for s, c in cards.items()}
    start = battle(position(hands=hands, rage=[3, 2, 0], figures=figures))
    return _steps(start, [choose_card(s, card(c)) for s, c in cards.items()])


def test_the_winner_the_totals_and_the_losses():
    """Tyr's Smite (+5) on 2 Warriors (7) beats Tyr's Bash (+2) on a Leader (5): seat 0 wins,
    discards its card and gains glory equal to its Axes (3 at the first step); seat 1's Leader
    goes to Valhalla and it takes its card back."""
    steps, end = _fight({0: "a1.tyrs_smite", 1: "a1.tyrs_bash"})
    assert not ends_battle(steps[0][3])
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert (reveal.province, reveal.pillager, reveal.winner) == (province("horgr"), 0, 0)
    won, lost = reveal.side(0), reveal.side(1)
    assert (won.card, won.card_strength, won.figure_strength, won.total) == (
        card("a1.tyrs_smite"),
        5,
        2,
        7,
    )
    assert (lost.card, lost.card_strength, lost.figure_strength, lost.total) == (
        card("a1.tyrs_bash"),
        2,
        3,
        5,
    )
    assert won.figures == ("warrior", "warrior")
    assert lost.figures == ("leader",)
    assert (won.destroyed, lost.destroyed) == ((), ("leader",))
    assert (won.card_discarded, lost.card_discarded) == (True, False)
    assert card("a1.tyrs_bash") in end.seats[1].hand
    assert won.glory == end.seats[0].glory == 3
    assert lost.glory == 0
    assert [s.seat for s in reveal.sides] == [0, 1]


def test_a_tie_loses_for_everyone():
    """2 + 2 against 3 + 1 (Thor's Hammer): a tie; both lose their figures, keep their cards,
    and the pillage fails (a line about everyone)."""
    steps, _ = _fight({0: "a1.tyrs_bash", 1: "a1.thors_hammer"})
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert reveal.winner == -1
    assert [s.total for s in reveal.sides] == [4, 4]
    assert [s.destroyed for s in reveal.sides] == [("warrior", "warrior"), ("leader",)]
    assert not any(s.card_discarded for s in reveal.sides)
    assert [x.key for x in reveal.lines] == ["note.pillage_failed"]


def test_lokis_trickery_shows_the_rage_taken_and_its_line():
    """Loki's Trickery: the loser takes 1 Rage from the winner (reference §3.2); the reveal
    shows -1 Rage for the winner, +1 for the loser, and the card's line under the loser."""
    steps, _ = _fight({0: "a1.tyrs_bash", 1: "a1.lokis_trickery"})
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert reveal.winner == 0
    assert (reveal.side(0).rage, reveal.side(1).rage) == (-1, 1)
    assert reveal.side(1).lines
    assert all(x.arg("who").index == 1 for x in reveal.side(1).lines)  # type: ignore[union-attr]


def test_a_clan_without_a_card_shows_none():
    """A clan with an empty hand chooses no card (「手札にカードが残っていない場合は除きます」):
    its STR is its figures' only."""
    start = battle(position(hands={"0": ["a1.tyrs_smite"], "1": []}, figures=HORGR))
    assert GAME.to_act(start) == frozenset({PlayerId(0)})
    steps, _ = _steps(start, [choose_card(0, card("a1.tyrs_smite"))])
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert (reveal.side(1).card, reveal.side(1).total, reveal.side(1).figure_strength) == (
        NO_CARD,
        3,
        3,
    )


def test_a_late_card_counts_when_played_in_the_last_step():
    """Heimdall's Eye held back and played after the reveal (reference §3.3, C3): the battle
    ends with the late card; the reveal shows it with its +2."""
    hands = {"0": ["a2.heimdalls_eye.1", "a1.tyrs_bash"], "1": ["a1.lokis_trickery"]}
    start = battle(position(hands=hands, rage=[3, 2, 0], figures=HORGR))
    steps, _ = _steps(start, [hold_card(0), choose_card(1, card("a1.lokis_trickery"))])
    # revealed, not over: seat 0 may play its late card, after seeing the others' (issue 35)
    so_far = battle_reveal(steps)
    assert so_far is not None
    assert so_far.stage == "revealed"
    assert so_far.side(0).held
    assert so_far.side(1).card == card("a1.lokis_trickery")
    words = reveal_words(so_far).sides[0]
    assert render(words.card, "en") == "Card: held back, to play after the reveal"
    assert render(words.total, "en") == "STR so far: 2"
    more, _ = _steps(steps[-1][2], [choose_card(0, card("a2.heimdalls_eye.1"))])
    reveal = battle_reveal(steps + more)
    assert reveal is not None
    assert reveal.winner == 0
    assert (reveal.side(0).card, reveal.side(0).card_strength) == (card("a2.heimdalls_eye.1"), 2)
    assert reveal.side(0).total == 4


def test_no_reveal_before_the_last_card():
    """The first of two face-down choices ends nothing: no reveal yet."""
    steps, _ = _fight({0: "a1.tyrs_smite", 1: "a1.tyrs_bash"})
    assert battle_reveal(steps[:1]) is None
    assert battle_reveal([]) is None


def test_the_words_in_both_languages():
    """The reveal's texts exist in English and Japanese and name the cards, STR and result."""
    steps, _ = _fight({0: "a1.tyrs_bash", 1: "a1.lokis_trickery"})
    reveal = battle_reveal(steps)
    assert reveal is not None
    words = reveal_words(reveal)
    names = ["Anna", "Bea", "Carl"]
    missing_keys()
    en = [render(x, "en", names) for x in (words.title, words.result, *words.sides[0].outcome)]
    assert en[:2] == ["Battle in Horgr", "Anna wins with STR 4 (next best: 3)"]
    assert "Tyr's Bash is discarded" in en
    assert render(words.sides[0].card, "en", names) == "Card: Tyr's Bash (+2 STR)"
    assert render(words.sides[0].figures, "en", names) == "Figures: Warrior ×2 (STR 2)"
    assert render(words.sides[1].card, "en", names) == "Card: Loki's Trickery (no STR)"
    assert render(words.sides[1].outcome[0], "en", names) == "To Valhalla: Leader"
    assert render(words.result, "ja", names) == "AnnaがSTR4で勝利（次点はSTR3）"
    assert render(words.sides[1].total, "ja", names) == "合計STR3"
    for side in words.sides:
        for text in (side.result, side.card, side.figures, side.total, *side.outcome):
            render(text, "ja", names)
    assert missing_keys() == set()


def test_every_str_point_has_its_source_heimdalls_sight():
    """Issue 35 §3: Heimdall's Sight read "Card: (no STR)" and its X STR went to the figures."""
    steps, _ = _fight({0: "a1.heimdalls_sight", 1: "a1.tyrs_bash"})
    reveal = battle_reveal(steps)
    assert reveal is not None
    side = reveal.side(0)
    assert (side.card_strength, side.figure_strength, side.effect_strength) == (2, 2, 0)
    assert side.total == 4
    words = reveal_words(reveal).sides[0]
    assert render(words.card, "en") == "Card: Heimdall's Sight (+2 STR)"
    assert render(words.figures, "en") == "Figures: Warrior ×2 (STR 2)"
    assert words.effects is None


def test_a_figure_destroyed_before_the_comparison_is_named_apart():
    """Odin's Smite: each opponent destroys a Warrior first; "Warrior ×2 (STR 1)" hid it."""
    figures = {"horgr": {"0": ["leader"], "1": ["warrior", "warrior"]}}
    steps, _ = _fight({0: "a1.odins_smite", 1: "a1.tyrs_bash"}, figures)
    reveal = battle_reveal(steps)
    assert reveal is not None
    side = reveal.side(1)
    assert side.lost_first == ("warrior",)
    assert side.figure_strength == 1
    assert side.card_strength + side.figure_strength + side.effect_strength == side.total
    words = reveal_words(reveal).sides[1]
    assert render(words.figures, "en") == "Figures: Warrior (STR 1); destroyed first: Warrior"


def test_the_winner_s_glory_comes_after_the_pillage_reward():
    """Seed 003 「3. 解決」: the pillager takes the reward, then the winner gains its current
    Axes in glory; the column lists them in that order (stranger s43 249: "+5 glory" stood
    above "Axes rises to 5")."""
    steps, _ = _fight({0: "a1.tyrs_bash", 1: "a1.lokis_trickery"})
    reveal = battle_reveal(steps)
    assert reveal is not None
    outcome = [
        render(x, "en", ["Anna", "Bea", "Carl"]) for x in reveal_words(reveal).sides[0].outcome
    ]
    glory = next(i for i, line in enumerate(outcome) if line.endswith("glory"))
    reward = next(i for i, line in enumerate(outcome) if "reward" in line)
    assert reward < glory, outcome


def _smitten() -> tuple[list[str], list[str]]:
    """Odin's Smite (+1) on a Leader (4) against Tyr's Smite (+5) on a single Warrior: the
    Warrior is destroyed at the reveal, so the other clan has no figure left (C29)."""
    figures = {"horgr": {"0": ["leader"], "1": ["warrior"]}}
    steps, _ = _fight({0: "a1.odins_smite", 1: "a1.tyrs_smite"}, figures)
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert reveal.winner == 0
    words = reveal_words(reveal)
    names = ["Anna", "Bea", "Carl"]
    texts = [words.result, words.sides[1].figures, words.sides[1].total]
    return [render(x, "en", names) for x in texts], [render(x, "ja", names) for x in texts]


def test_a_clan_whose_figures_were_all_destroyed_first_reads_as_such():
    """Issue 35: "Figures:  (STR 0); destroyed first: Warrior" showed an empty figure list."""
    (_, figures, total), (_, figures_ja, total_ja) = _smitten()
    assert figures == "Figures: none left, all destroyed before the comparison: Warrior (STR 0)"
    assert "Figures: (" not in figures
    assert "Figures:  " not in figures
    assert total == "Total STR 5: no figure left, so it cannot win"
    assert "全滅" in figures_ja
    assert "戦士" in figures_ja
    assert "勝てません" in total_ja


def test_the_winner_is_compared_with_what_remained():
    """Issue 35: "Anna wins with STR 4 (next best: 5)": the rival's 5 was its card alone, its
    figures destroyed first (C29); the winner never reads as having less than the runner-up."""
    (result, _, _), (result_ja, _, _) = _smitten()
    assert result == "Anna wins with STR 4: no other clan has a figure left"
    assert "next best" not in result
    assert result_ja == "AnnaがSTR4で勝利（他の氏族にはフィギュアが残っていません）"


def test_a_card_held_back_is_not_logged_as_laid_face_down():
    """Issue 35: a late card held back (Heimdall's Eye, C3) read "chooses a card face down" /
    「カードを1枚伏せる」 in the public log and on the hand-off screen: untrue. The choice reads
    the same as a card laid face down (the hold stays secret until the reveal), and the reveal
    says the clan laid no card and holds one back."""
    hands = {"0": ["a2.heimdalls_eye.1", "a1.tyrs_bash"], "1": ["a1.lokis_trickery"]}
    start = battle(position(hands=hands, rage=[3, 2, 0], figures=HORGR))
    hold, laid = hold_card(0), choose_card(1, card("a1.lokis_trickery"))
    names = ["Anna", "Bea", "Carl"]
    assert render(hold.text(), "en", names) == "Anna makes a secret choice for the battle"
    assert render(laid.text(), "en", names) == "Bea makes a secret choice for the battle"
    assert hold.text().key == laid.text().key  # nothing tells the hold apart before the reveal
    assert "伏せる" not in render(hold.text(), "ja", names)
    steps, _ = _steps(start, [hold, laid])
    at_reveal = [render(x, "en", names) for x in steps[-1][3]]
    assert "Anna reveals no card: holds one back to play after the reveal" in at_reveal
    assert "Bea reveals Loki's Trickery" in at_reveal
    ja = [render(x, "ja", names) for x in steps[-1][3]]
    assert "Annaはカードを公開せず、公開の後に出すカードを控える" in ja


def test_a_card_question_comes_after_the_reveal_it_needs():
    """Issue 35: Frigga's Grace (a second stat after a won pillage, C9) was asked before the
    reveal was shown: the step that compares STR and asks it gives the reveal so far (the
    winner, the STR), saying the battle is not over; the full reveal follows its answer."""
    steps, end = _fight({0: "a1.friggas_grace", 1: "a1.lokis_trickery"})
    assert not ends_battle(steps[-1][3])
    assert end.pending[-1].kind == "card_choice"
    reveal = battle_reveal(steps)
    assert reveal is not None
    assert (reveal.stage, reveal.winner) == ("decided", 0)
    words = reveal_words(reveal)
    names = ["Anna", "Bea", "Carl"]
    assert render(words.result, "en", names) == "Anna wins with STR 4 (next best: 3)"
    assert render(words.footer[0], "en", names).startswith("The battle is not over")
    assert "戦闘はまだ終わっていません" in render(words.footer[0], "ja", names)
    outcome = [render(x, "en", names) for x in words.sides[0].outcome]
    assert not any("glory" in x for x in outcome)  # the Axes glory comes after the question
    choice = end.pending[-1]
    (answer,) = GAME.legal_actions(end, choice.waiting[0])[:1]
    more, _ = _steps(end, [answer])
    final = battle_reveal(steps + more)
    assert final is not None
    assert final.stage == "over"
