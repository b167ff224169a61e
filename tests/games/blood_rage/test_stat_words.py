"""A stat's log line says what changed (issue 35 §3): the track's top repeats a value."""

from __future__ import annotations

from app.engine.events import recording
from app.engine.text import render
from app.games.blood_rage.rules.reward import raise_stat
from tests.games.blood_rage.builders import make_state
from tests.textcheck import JA_NAMES


def _raise(step: int) -> tuple[str, str]:
    state = make_state(2)
    stats = state.seats[0].stats.model_copy(update={"axes": step})
    seats = list(state.seats)
    seats[0] = seats[0].model_copy(update={"stats": stats})
    draft = state.model_copy(update={"seats": tuple(seats)}, deep=True)
    with recording() as lines:
        assert raise_stat(draft, 0, "axes")
    (line,) = lines
    return render(line, "en"), render(line, "ja", JA_NAMES)


def test_axes_from_8_to_the_last_step_says_the_step_not_rises_to_8():
    en, ja = _raise(5)  # step 5 is Axes 8, step 6 too
    assert "rises to 8" not in en
    assert en == "Player 1: Axes moves up to step 6, still 8 (legendary: 20 glory at the end)"
    assert "6段階目" in ja
    assert "名誉20" in ja


def test_a_rise_to_a_legendary_step_says_its_glory():
    en, _ = _raise(3)
    assert en == "Player 1: Axes rises to 6 (step 4; legendary: 10 glory at the end)"


def test_a_plain_rise_is_unchanged():
    en, _ = _raise(1)
    assert en == "Player 1: Axes rises to 4"


def test_quest_completions_come_after_the_quests_heading():
    """Issue 35 §3: the last card kept runs the quests in the same step; their lines came
    under "Age N: Discard", before the "Quests" heading."""
    from app.engine.rng import bot_random
    from app.games.blood_rage import GAME

    state = GAME.setup(GAME.Options(players=3), 1)
    rng = bot_random("quests:1", 0)
    for _ in range(2000):
        acting = sorted(GAME.to_act(state))
        assert acting
        action = rng.choice([a for p in acting for a in GAME.legal_actions(state, p)])
        after = GAME.apply(state, action)
        lines = [render(x, "en") for x in GAME.step_events(state, action, after)]
        quests = [i for i, x in enumerate(lines) if " completes Quest" in x or " fails Quest" in x]
        if quests and state.phase.value != "quest":
            assert lines[quests[0] - 1] == f"— Age {state.age}: Quests —"
            ja = render(GAME.step_events(state, action, after)[quests[0] - 1], "ja", JA_NAMES)
            assert ja.startswith("【")
            return
        state = after
    raise AssertionError("no quest was scored")


def test_the_reward_and_the_stat_line_agree_at_the_track_s_top():
    """Issue 35: a +1 Axes token at Axes 8 (step 5) read "reward: +1 Axes", then "Axes moves up
    to step 6, still 8": the reward raises a stat one step (seed 003 「●氏族シート」:
    「ステータスが１段階増える時は、氏族トークンを右のスロットに移動します」), and the last
    step pays 20 glory at the end (「ゲームの終了条件」:
    「最終スペースに達しているステータスからは２０名誉」).
    The reward names the step, the stat line the step and its glory, once each."""
    from app.games.blood_rage.data.data import game_data
    from app.games.blood_rage.rules.reward import pillage_reward

    state = make_state(2)
    token = next(i for i, x in enumerate(game_data().tokens) if x.reward == "axes")
    where = next(i for i, p in enumerate(state.provinces) if not p.destroyed)
    provinces = list(state.provinces)
    provinces[where] = provinces[where].model_copy(update={"token": token, "pillaged": False})
    stats = state.seats[0].stats.model_copy(update={"axes": 5})
    seats = list(state.seats)
    seats[0] = seats[0].model_copy(update={"stats": stats})
    draft = state.model_copy(
        update={"seats": tuple(seats), "provinces": tuple(provinces)}, deep=True
    )
    with recording() as lines:
        pillage_reward(draft, 0, where)
    en = [render(x, "en") for x in lines]
    ja = [render(x, "ja", JA_NAMES) for x in lines]
    assert en[0].endswith(": Axes +1 step"), en
    assert en[1] == "Player 1: Axes moves up to step 6, still 8 (legendary: 20 glory at the end)"
    assert not any("+1 Axes" in x or "rises to 8" in x for x in en)
    assert sum("20 glory" in x for x in en) == 1
    assert ja[0].endswith("：戦勝名誉値＋1段階"), ja
    assert sum("名誉20" in x for x in ja) == 1
