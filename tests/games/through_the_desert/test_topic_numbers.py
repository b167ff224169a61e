"""The numbers Through the Desert's coach texts state, checked against the rules (issue 37 §3).

The texts' numbers are fields filled from the rules (`topicargs.py`); here the claims are
computed from the engine itself: the colours each player rides with five players (seed 001
準備: each returns one), and from how many players the smaller part of the board is used.
"""

from __future__ import annotations

import pytest

from app.engine.coach import topic_text
from app.engine.game import PlayerId
from app.engine.phrases import plain
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel
from app.games.through_the_desert.data.data import geometry
from app.games.through_the_desert.model import PlaceCamels, State, TtdOptions
from app.games.through_the_desert.rules.scoring import breakdown
from tests.games.through_the_desert.builders import cell, make_state


@pytest.mark.parametrize("language", ["en", "ja"])
def test_setup_and_board_state_the_player_counts_the_engine_uses(language: str) -> None:
    most = GAME.max_players
    colours = {len(s.colours) for s in GAME.setup(TtdOptions(players=most), 1).seats}
    assert len(colours) == 1
    full = min(n for n in range(GAME.min_players, most + 1) if geometry(n).full)
    setup = topic_text(GAME, "setup", language).body
    board = topic_text(GAME, "board", language).body
    if language == "en":
        assert f"({colours.pop()} with {most} players)" in setup
        assert f"With {GAME.min_players}–{full - 1} players only the larger part" in setup
        assert board.split("</p>")[1].startswith(f"<p>With {full}–{most} players")
    else:
        assert f"（{most}人プレイでは{colours.pop()}色）" in setup
        assert f"{GAME.min_players}〜{full - 1}人プレイでは" in setup
        assert f"{full}〜{most}人プレイでは" in board


def _text(topic: str, language: str) -> str:
    return plain(topic_text(GAME, topic, language).body)


def _claim(topic: str, en: str, ja: str, language: str) -> None:
    """Assert that the topic's text in `language` says `en` / `ja`."""
    text = _text(topic, language)
    wanted = en if language == "en" else ja
    assert wanted in text, f"{topic} ({language}) does not say {wanted!r}:\n{text}"


@pytest.mark.parametrize("language", ["en", "ja"])
def test_setup_states_the_colours_water_holes_and_oases_of_a_setup(language: str) -> None:
    low, most = GAME.min_players, GAME.max_players
    state = GAME.setup(TtdOptions(players=most), 1)
    water = [v for v in state.water if v]
    colours = {len(s.colours) for s in GAME.setup(TtdOptions(players=low), 1).seats}
    assert len(colours) == 1
    c, lo, hi, oases = colours.pop(), min(water), max(water), len(state.oases)
    _claim(
        "setup",
        f"a rider on one camel of each of the {c} pastel colours",
        f"{c}色のパステルカラーのラクダ",
        language,
    )
    _claim(
        "setup",
        f"Water holes worth {lo} to {hi} lie face up on the board, and {oases} palm spaces",
        f"盤には{lo}〜{hi}点の水場が表向きに置かれ、椰子のマスのうち{oases}マスがオアシス",
        language,
    )
    _claim("water_holes", f"at once: {lo} to {hi} points", f"（{lo}〜{hi}点）", language)
    _claim("overview", f"for {low}–{most} players", f"{low}〜{most}人で遊ぶ", language)


def _first_camel_turns(players: int) -> list[int]:
    """Camels each camel turn allows, in order, for the first two rounds of camel turns."""
    state = GAME.setup(TtdOptions(players=players), 1)
    lefts: list[int] = []
    while len(lefts) < 2 * players:
        turn = state.turn
        (who,) = GAME.to_act(state)
        state = GAME.apply(state, GAME.legal_actions(state, who)[0])
        top = state.pending[-1]
        if state.turn != turn and isinstance(top, PlaceCamels):
            lefts.append(top.left)
    return lefts


@pytest.mark.parametrize("language", ["en", "ja"])
def test_camels_states_the_camels_each_turn_places(language: str) -> None:
    low, most = GAME.min_players, GAME.max_players
    turns = _first_camel_turns(most)
    per_turn = turns[-1]
    assert set(turns[most:]) == {per_turn}  # every later turn
    short = [n for n in turns[:most] if n != per_turn]
    assert short == turns[: len(short)]  # the first players in turn order
    first = short[0]
    two = _first_camel_turns(low)
    assert two[:low] == [first] + [per_turn] * (low - 1)  # only the first player
    _claim(
        "camels",
        f"On your turn you place {per_turn} camels (in the first camel round the first "
        f"{len(short)} players place {first}, with {low} players only the first player)",
        f"手番ではラクダを{per_turn}個置きます（展開の最初のラウンドは、最初の{len(short)}人だけ"
        f"{first}個、{low}人プレイでは最初のプレイヤーだけ{first}個）",
        language,
    )


def _points(state: State, action: PlaceCamel, source: str, seat: int = 0) -> int:
    """The points of `source` seat `seat` gains by `action`."""

    def of(s: State) -> int:
        return next(x.points for x in breakdown(s)[seat] if x.source == source)

    return of(GAME.apply(state, action)) - of(state)


FAR = [(1, "yellow", "W6"), (2, "purple", "Q10")]
"""Riders of the other seats far away (on an empty board any camel would enclose it all)."""


def _camel(colour: int, label: str, seat: int = 0) -> PlaceCamel:
    return PlaceCamel(player=PlayerId(seat), colour=colour, cell=cell(label, 3))


@pytest.mark.parametrize("language", ["en", "ja"])
def test_oases_areas_and_caravans_score_what_the_texts_say(language: str) -> None:
    oasis = make_state(3, riders=[(0, "pink", "K7"), *FAR], oases=["K9"])
    points = _points(oasis, _camel(1, "K8"), "oases")
    _claim("oases", f"an oasis tile worth {points} points", f"{points}点のオアシスチップ", language)
    enclosing = make_state(
        3,
        riders=[(0, "green", "K12"), (1, "yellow", "W6"), (2, "purple", "Q10")],
        camels=[(0, "green", "L11"), (0, "green", "M12"), (0, "green", "N12")],
    )
    after = GAME.apply(enclosing, _camel(0, "N13"))
    spaces = sum(1 for owner in after.area if owner == 0)
    assert spaces > 1
    per_space = _points(enclosing, _camel(0, "N13"), "areas") // spaces
    _claim(
        "areas",
        f"{per_space} point per area space",
        f"領地のマスごとに{per_space}点",
        language,
    )
    race = make_state(
        3,
        riders=[(0, "green", "K7"), (1, "green", "R7"), (2, "purple", "Q10")],
        camels=[(1, "green", "R8")],
    )

    def caravans(state: State, seat: int) -> int:
        return next(x.points for x in breakdown(state)[seat] if x.source == "largest_caravans")

    sole = caravans(race, 1)
    tied = GAME.apply(race, _camel(0, "K8"))
    tie = caravans(tied, 0)
    assert caravans(tied, 1) == tie
    _claim(
        "end",
        f"scores {sole} points, and tied largest caravans score {tie} each",
        f"{sole}点、最大が同数ならそれぞれ{tie}点",
        language,
    )
