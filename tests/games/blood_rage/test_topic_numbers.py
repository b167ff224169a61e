"""The numbers Blood Rage's coach texts state, checked against the engine (issue 37 §3).

The texts' numbers are fields filled from the data (`topicargs.py`); here the claims are read
back from what the engine does: the cards dealt and kept in the draft by player count, the
Ages a game lasts, the glory a stat scores at the end, the provinces and their villages.
"""

from __future__ import annotations

import pytest

from app.engine.coach import topic_text
from app.engine.phrases import plain
from app.games.blood_rage import GAME
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import BrOptions, Draft


def _text(topic: str, language: str) -> str:
    return plain(topic_text(GAME, topic, language).body)


def _draft(players: int) -> tuple[int, int]:
    """(cards dealt to each seat, cards each seat picks per pass) at the start of a game."""
    draft = GAME.setup(BrOptions(players=players), 1).pending[-1]
    assert isinstance(draft, Draft)
    (dealt,) = {len(offer) for offer in draft.offers}
    return dealt, draft.picks


def test_the_draft_topic_states_the_cards_the_engine_deals():
    dealt, picks_two = _draft(2)
    _, picks = _draft(3)
    assert _draft(4) == (dealt, picks)
    en = _text("gods_gifts", "en")
    assert f"dealt {dealt} cards, keep {picks} ({picks_two} with 2 players)" in en
    ja = _text("gods_gifts", "ja")
    assert f"カードを{dealt}枚受け取り、{picks}枚（2人プレイでは{picks_two}枚）" in ja


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_ages_and_the_end_are_those_of_the_model(language):
    # the model bounds the Age: 1 up to the last
    last = max(m.le for m in GAME.state_type.model_fields["age"].metadata if hasattr(m, "le"))
    assert last == game_data().ages
    glory = game_data().legendary
    step = next(i for i, g in enumerate(glory, start=1) if g)
    end = _text("end", language)
    if language == "en":
        assert (
            f"After Age {last} each clan stat at step {step} or beyond gives {glory[step - 1]}"
            in end
        )
        assert f"on its last step {glory[-1]}" in end
        assert f"lasts {last} Ages" in _text("age", language)
    else:
        assert f"{step}段階目以上に達したステータスごとに名誉{glory[step - 1]}" in end
        assert f"名誉{glory[-1]}" in end
        assert f"ゲームは{last}つの時代で終わり" in _text("age", language)


def test_the_board_topic_counts_the_provinces_and_villages():
    state = GAME.setup(BrOptions(players=4), 1)
    villages = [p.villages for p in game_data().provinces if p.villages is not None]
    assert len(villages) == len(state.provinces) - 1  # all but Yggdrasil
    en = _text("board", "en")
    assert f"lie {len(villages)} provinces in {len(game_data().realms)} realms" in en
    assert f"with {min(villages)} to {max(villages)} villages" in en
