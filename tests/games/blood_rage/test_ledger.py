"""The ledger of Blood Rage (issue 18 §1; STYLE.md §3 "Ledger"; seed 003, seeds/README.md).

Each seat's glory, Rage, stat values, cards in hand, kept card, quests, upgrades and figures
in its stock, in Valhalla and on the board; each province's figures, pillage token,
destruction and Doom token; each fjord's ships; the Age, the decks and the discard piles
change only with a log line carrying the change (`rules.ledger`, `actionline`): the draft
(seed 003 「1. 神の恵みフェイズ」), invasions, marches, upgrades, quests and passing
(「2. アクションフェイズ」), pillage rewards and battles (「略奪」「3. 解決」), the discard
(「3. 捨て札フェイズ」), quests (「4. クエストフェイズ」), Ragnarök (「5. ラグナロクフェイズ」),
Valhalla (「6. ヴァルハラ開放フェイズ」) and the end (「ゲームの終了条件」), every card effect
included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.conformance import check_ledger
from app.engine.game import PlayerId
from app.engine.rng import bot_random
from app.engine.text import Seat, render
from app.games.blood_rage.actions import Invade
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.game import BloodRage
from app.games.blood_rage.model import BrOptions, State, Turn
from app.games.blood_rage.rules import ledger
from app.games.blood_rage.texts import province_text

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.engine.text import Text
    from app.games.blood_rage.actions import AnyAction

GAME = BloodRage()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_counted_change_has_its_line(players: int) -> None:
    # a game has dozens of steps at any player count (three drafts alone)
    assert check_ledger(GAME, players, seeds=range(3)) >= 3 * 40


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_counted_change_has_its_line_in_many_games(players: int) -> None:
    """300 games in all (measured: about 1 minute of CPU on one core)."""
    games = 100
    seeds = range(100, 100 + games)
    assert check_ledger(GAME, players, seeds=seeds) >= games * 40


def _steps(players: int, seed: int) -> Iterator[tuple[State, AnyAction, State, list[Text]]]:
    """Random legal moves of a seeded game: (before, action, after, the step's notes)."""
    state, rng = GAME.setup(BrOptions(players=players), seed), bot_random(f"ledger:{seed}", 0)
    while acting := sorted(GAME.to_act(state)):
        action = rng.choice([a for seat in acting for a in GAME.legal_actions(state, seat)])
        after = GAME.apply(state, action)
        yield state, action, after, GAME.step_events(state, action, after)
        state = after


def _first_note(key: str, players: int = 3) -> tuple[State, Text, State]:
    """The first note `key` in seeded games: (state before its step, the note, state after)."""
    for seed in range(40):
        for before, _, after, events in _steps(players, seed):
            for event in events:
                if event.key == key:
                    return before, event, after
    pytest.fail(f"no {key} in 40 games")


def _who(line: Text) -> int:
    """The seat a note is about."""
    who = line.arg("who")
    assert isinstance(who, Seat)
    return who.index


def test_a_paid_invasion_names_its_rage_and_moves_the_figure() -> None:
    """Seed 003 「侵略」: a figure from the stock into a village, paying its STR in Rage."""
    for seed in range(20):
        for before, action, _, _ in _steps(3, seed):
            paid = isinstance(before.pending[-1], Turn)  # not a free invasion (RULES.md R11)
            if isinstance(action, Invade) and action.figure == "warrior" and paid:
                break
        else:
            continue
        break
    else:
        pytest.fail("no Warrior invasion in 20 games")
    p = action.player
    line = GAME.describe(before, action)
    cost = before.seats[p].rage - GAME.apply(before, action).seats[p].rage
    assert cost > 0
    province = game_data().provinces[action.to].id
    assert dict(line.deltas) == {
        f"seat:{p}:rage": -cost,
        f"seat:{p}:reserve:warrior": -1,
        f"province:{province}:{p}": 1,
        f"seat:{p}:board": 1,
    }
    assert render(line, "en").endswith(f"(Rage −{cost})")
    assert render(line, "ja").endswith(f"（激情−{cost}）")


def test_a_battle_logs_the_losers_figures_and_the_winners_glory() -> None:
    """Seed 003 「3. 解決」: losers' figures go to Valhalla, the winner gains its Axes in glory."""
    before, dead, after = _first_note("note.to_valhalla")
    p = _who(dead)
    gone = len(before.seats[p].valhalla), len(after.seats[p].valhalla)
    n = dead.arg("n")
    assert isinstance(n, int)
    assert gone[1] - gone[0] == n
    deltas = dict(dead.deltas)
    assert sum(v for k, v in deltas.items() if k.startswith(f"seat:{p}:valhalla:")) == n
    assert deltas.get(f"seat:{p}:board", 0) in (-n, 0)  # 0: already off the board (held)
    assert "Valhalla" in render(dead, "en")
    assert "ヴァルハラ" in render(dead, "ja")

    _, won, _ = _first_note("note.battle_won")
    axes = won.arg("n")
    assert isinstance(axes, int)
    assert dict(won.deltas) == {f"seat:{_who(won)}:glory": axes}
    assert render(won, "en").endswith(f"{axes} glory")
    assert render(won, "ja").endswith(f"名誉{axes}")


def test_ragnarok_logs_the_fallen_province_and_the_glory_of_its_dead() -> None:
    """Seed 003 「5. ラグナロクフェイズ」: the province is destroyed, its dead earn glory."""
    before, fallen, _ = _first_note("note.fallen")
    province = before.ragnarok[before.age - 1]
    pid = game_data().provinces[province].id
    deltas = dict(fallen.deltas)
    assert deltas[f"province:{pid}:destroyed"] == 1
    assert deltas[f"province:{pid}:doom"] == -1
    assert deltas[f"province:{pid}:token"] == -1
    assert "destroyed" in render(fallen, "en")
    assert "破壊" in render(fallen, "ja")

    before, died, _ = _first_note("note.ragnarok_glory")
    glory = died.arg("glory")
    assert isinstance(glory, int)
    n = died.arg("n")
    assert isinstance(n, int)
    # 2/3/4 glory per figure in Ages 1/2/3
    assert glory == game_data().ragnarok_glory[before.age - 1] * n
    assert dict(died.deltas)[f"seat:{_who(died)}:glory"] == glory
    assert f"{glory} glory" in render(died, "en")
    assert f"名誉{glory}" in render(died, "ja")


def test_counters_hide_no_card_but_show_how_many() -> None:
    """Seed 003: hands and quests are secret, their sizes are on the table."""
    state = GAME.setup(BrOptions(players=3), 5)
    for _, _, after, _ in _steps(3, 5):
        if all(s.hand for s in after.seats):
            state = after
            break
    full, view = ledger.counters(state), GAME.counters(GAME.view_for(state, PlayerId(0)))
    assert full == view
    assert view["seat:1:hand"] == len(state.seats[1].hand) > 0


@pytest.mark.parametrize(
    "key",
    [
        "note.pillage_glory",  # seed 003 「略奪」: a token's glory
        "note.quest_done",  # 「4. クエストフェイズ」: the quest's printed glory
        "note.legendary",  # 「ゲームの終了条件」: 10 or 20 glory per stat
        "note.effect_glory",  # a card's glory (「神の恵み」 cards)
    ],
)
def test_a_glory_line_carries_and_shows_its_glory(key: str) -> None:
    _, line, _ = _first_note(key)
    n = line.arg("n")
    assert isinstance(n, int)
    assert n > 0
    glory = {k: v for k, v in line.deltas if k.endswith(":glory")}
    assert glory == {f"seat:{_who(line)}:glory": n}
    assert f"{n} glory" in render(line, "en")
    assert f"名誉{n}" in render(line, "ja")


def test_a_stat_step_carries_the_new_value() -> None:
    """Seed 003 「氏族シート」: a stat rises one step along its track; the line names the value."""
    before, line, _ = _first_note("note.stat_up")
    p, n = _who(line), line.arg("n")
    assert isinstance(n, int)
    ((key, change),) = line.deltas
    assert key.startswith(f"seat:{p}:stat:")
    # the first step raised in its step: from the value shown before to the value named
    assert ledger.counters(before)[key] + change == n
    assert f"rises to {n}" in render(line, "en")
    assert f"{n}に上昇" in render(line, "ja")


def test_valhalla_releases_to_the_stock_and_the_discard_counts_the_cards() -> None:
    """Seed 003 「6. ヴァルハラ開放フェイズ」 and 「3. 捨て札フェイズ」."""
    _, back, _ = _first_note("note.released")
    p, n = _who(back), back.arg("n")
    assert isinstance(n, int)
    deltas = dict(back.deltas)
    assert sum(v for k, v in deltas.items() if k.startswith(f"seat:{p}:valhalla:")) == -n
    assert sum(v for k, v in deltas.items() if k.startswith(f"seat:{p}:reserve:")) == n
    assert "Valhalla" in render(back, "en")
    assert "ヴァルハラから帰還" in render(back, "ja")

    _, gone, _ = _first_note("note.discarded")
    p, n = _who(gone), gone.arg("n")
    assert isinstance(n, int)
    assert dict(gone.deltas) == {f"seat:{p}:hand": -n, "discard_unseen": n}
    assert f"discards {n} card" in render(gone, "en")
    assert f"カード{n}枚" in render(gone, "ja")


def test_a_stat_reward_names_its_stat_and_flips_the_token() -> None:
    """Seed 003 「略奪」: the token's reward is taken and the token turned to its pillaged side."""
    before, line, _ = _first_note("note.pillage_stats")
    province = line.arg("province")
    index = next(
        i for i in range(len(before.provinces)) if render(province_text(i), "en") == str(province)
    )
    token = game_data().tokens[before.provinces[index].token]
    pid = game_data().provinces[index].id
    # Tyr's Challenge pillages a province already pillaged: its token stays as it is
    assert dict(line.deltas) == (
        {} if before.provinces[index].pillaged else {f"province:{pid}:pillaged": 1}
    )
    assert f"+{token.amount}" in render(line, "en")
    assert f"＋{token.amount}段階" in render(line, "ja")
