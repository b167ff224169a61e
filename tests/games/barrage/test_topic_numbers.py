"""The numbers Barrage's coach texts state, checked against the data and rules (issue 37 §3).

Every number of a topic text is a field filled from the data (`topicargs.py`); these tests
check that no template writes one itself, and compute the claims the review found wrong from
the rules, not from the fields: which company-board rows uncover income and when (seed 004
Phase 1: "building the 2nd Base/Elevation/Conduit gives the first income … Powerhouses do not
provide income"), the energy each round's bonus tile needs in full (`bonus_score`; seed 000
ボーナスタイルによる得点: the tile of round r lies in the section starting at 6r, 4 VP less
per section short) and what the bonus tiles count (not only structures).
"""

from __future__ import annotations

import pytest

from app.engine.coach import topic_text
from app.engine.events import recording
from app.engine.text import join_words, render
from app.games.barrage import GAME
from app.games.barrage.data.data import game_data
from app.games.barrage.model import BarrageOptions
from app.games.barrage.rules.scoring import bonus_score
from app.games.barrage.rules.wheel import BUILD_TURN, load_and_turn, turn
from app.games.barrage.texts import bonus, structure
from app.games.barrage.topicargs import NEXT_BACK, nth
from tests.topictexts import template_number_problems

LANGUAGES = ("en", "ja")


def _text(topic: str, language: str) -> str:
    return topic_text(GAME, topic, language).body


def _list(items: list[int] | list[str], language: str) -> str:
    return join_words([str(i) for i in items], language)


def test_no_topic_template_writes_a_number_of_its_own() -> None:
    assert template_number_problems(GAME.id) == []


def _full_from(round_no: int) -> int:
    """The least energy at which round `round_no`'s bonus tile pays its full reward."""
    track = game_data().energy
    return next(e for e in range(track.max_marker + 1) if bonus_score(round_no, e, 1, 10).vp == 10)


@pytest.mark.parametrize("language", LANGUAGES)
def test_scoring_states_each_rounds_threshold_and_the_cut(language: str) -> None:
    rounds = game_data().setup.rounds
    starts = [_full_from(r) for r in range(1, rounds + 1)]
    assert starts[0] < starts[-1]  # not "6 is enough every round"
    text = _text("scoring", language)
    assert _list(starts, language) in text
    # one section short costs the same in every round: 20 − cut
    cut = 10 - bonus_score(2, starts[0], 1, 10).vp
    assert bonus_score(3, starts[1], 1, 10).vp == 10 - cut
    assert (f"{cut}VP" if language == "ja" else f"{cut} VP") in text
    least = next(e for e in range(99) if bonus_score(1, e, 1, 10).vp > 0)
    assert (f"発電量{least}未満" if language == "ja" else f"under {least} energy") in text
    assert "every round" not in text.replace("higher every round", "")


@pytest.mark.parametrize("language", LANGUAGES)
def test_income_names_the_rows_that_have_incomes_and_when(language: str) -> None:
    text = _text("income", language)
    for company in game_data().companies.companies:
        paying = [r for r in company.rows if r.incomes]
        names = [render(structure(r.structure), language) for r in paying]
        assert _list(names, language) in text
        assert "powerhouse" not in [r.structure for r in paying]
        assert all(n in text for n in names)
        for row in paying:
            after = [render(nth(i.after), language) for i in row.incomes]
            assert _list(after, language) in text, (company.id, row.structure)
    if language == "en":
        assert "powerhouse row none" in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_goal_says_what_the_bonus_tiles_count(language: str) -> None:
    text = _text("goal", language)
    base = [b for b in game_data().bonus_tiles.tiles if b.expansion is None]
    assert {b.counts for b in base} > {"powerhouses_built", "contracts_fulfilled"}
    for tile in base:
        assert render(bonus(tile.id), language) in text, tile.id
    assert "which structures pay" not in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_construction_says_when_the_wheel_gives_back_what_went_in(language: str) -> None:
    """Issue 37: the wheel's cycle was never explained. Counted with the rules' own wheel: a
    build loads the open segment and turns it; what went in comes back after as many turns."""
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    player = state.seats[0].model_copy(deep=True)
    supply = player.excavators
    with recording():
        load_and_turn(player, player.tiles[0], 1, 0, seat=0)
        turns = BUILD_TURN
        while player.excavators < supply:
            turn(player, 1, seat=0)
            turns += 1
    text = _text("construction", language)
    ja = language == "ja"
    assert (f"ホイールは{turns}区間" if ja else f"The wheel has {turns} segments") in text
    assert (f"{turns}区間回った" if ja else f"has turned {turns} segments") in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_construction_says_which_segment_comes_back_next(language: str) -> None:
    """Issue 37 (6/10): the wheel's topic did not say what comes back next. The segment after
    the opening, numbered `NEXT_BACK` on the wheel, is what the next turn gives back."""
    state = GAME.setup(BarrageOptions(players=2, introductory=True), 1)
    player = state.seats[0].model_copy(deep=True)
    size = game_data().construction.wheel_segments
    player.wheel.segments[(player.wheel.open + NEXT_BACK) % size].excavators = 1
    supply = player.excavators
    with recording():
        turn(player, NEXT_BACK, seat=0)
    assert player.excavators == supply + 1
    text = _text("construction", language)
    assert (f"番号{NEXT_BACK}の区間" if language == "ja" else f"numbered {NEXT_BACK}") in text


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_first_page_names_the_objective_and_the_neutral_dams(language: str) -> None:
    """Issue 37 (6/10): the objective tile came in round 4, the neutral dams' levels never."""
    data = game_data()
    goal = _text("goal", language)
    assert _list(list(data.objectives.vp_by_rank), language) in goal
    setup = _text("setup", language)
    levels = {n.area: n.level for n in data.neutral_dams.areas}
    ordered = [levels[a] for a in ("mountain", "hill", "plain")]
    assert ordered == sorted(ordered)
    assert _list(ordered, language) in setup


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_that_cover_other_topics_state_their_rules(language: str) -> None:
    """A page that counts other topics as read (`TopicMap.covers`) says their numbers."""
    data = game_data()
    construction = _text("construction", language)
    limits = (data.construction.own_bases_per_basin, data.construction.max_elevations_per_base)
    for n in limits:
        assert str(n) in construction
    round_text = _text("round", language)
    for company in data.companies.companies[:1]:
        for row in (r for r in company.rows if r.incomes):
            after = [render(nth(i.after), language) for i in row.incomes]
            assert _list(after, language) in round_text
    production = _text("production", language)
    assert ("契約" if language == "ja" else "contract") in production
