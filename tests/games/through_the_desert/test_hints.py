"""Why a move is good ("Suggest a move"): `GAME.explain` on built positions and random games."""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state

import pytest

from app.engine.game import PlayerId
from app.engine.text import render
from app.games.through_the_desert import GAME
from app.games.through_the_desert.actions import PlaceCamel, PlaceRider
from app.games.through_the_desert.model import TtdOptions
from tests.games.through_the_desert.builders import cell, make_state
from tests.textcheck import JA_NAMES, assert_clean

ANNA = PlayerId(0)
FAR = [(1, "yellow", "W6"), (2, "purple", "Q10")]
"""Riders of the other seats far away (on an empty board any camel would enclose it all)."""


def camel(colour: int, label: str, seat: int = 0) -> PlaceCamel:
    return PlaceCamel(player=PlayerId(seat), colour=colour, cell=cell(label, 3))


def both(text: object) -> tuple[str, str]:
    assert text is not None
    return render(text, "en"), render(text, "ja", JA_NAMES)  # type: ignore[arg-type]


def test_closing_an_area_names_the_spaces_and_the_water_inside():
    state = make_state(
        3,
        riders=[(0, "green", "K12"), (1, "yellow", "W6"), (2, "purple", "Q10")],
        camels=[(0, "green", "L11"), (0, "green", "M12"), (0, "green", "N12")],
        water={"L12": 2},
    )
    en, ja = both(GAME.explain(state, camel(0, "N13")))
    assert en == "encloses 3 spaces and takes a water hole worth 2"
    assert ja == "領地3マスを獲得、水場1枚（2点）を獲得"


def test_reaching_an_oasis():
    state = make_state(3, riders=[(0, "pink", "K7"), *FAR], oases=["K9"])
    assert both(GAME.explain(state, camel(1, "K8"))) == (
        "reaches an oasis (5 points)",
        "オアシスチップ1枚（5点）を獲得",
    )


def test_winning_the_lead_of_a_colour():
    state = make_state(
        3,
        riders=[(0, "green", "K7"), (1, "green", "R7"), (2, "purple", "Q10")],
        camels=[(1, "green", "R8")],
    )
    en, ja = both(GAME.explain(state, camel(0, "K8")))
    assert en == "ties for the largest green caravan"
    assert ja == "パステルグリーンの最大のキャラバンと同数に"


def test_a_move_that_earns_nothing_now_says_where_it_leads_or_what_it_blocks():
    near_water = make_state(3, riders=[(0, "pink", "K7"), *FAR], water={"K9": 3})
    assert str(GAME.explain(near_water, camel(1, "K8"))) == "heads for a water hole worth 3"
    blocking = make_state(3, riders=[(0, "pink", "K7"), (1, "green", "K9"), FAR[1]])
    en, ja = both(GAME.explain(blocking, camel(1, "K8")))
    assert en == "blocks Player 2's green caravan"
    assert ja == "ベアのパステルグリーンのキャラバンを妨害"


def test_a_rider_is_explained_by_what_lies_around_it():
    state = make_state(3, phase="riders", water={"K9": 1, "J8": 2}, oases=["M6"])
    text = GAME.explain(state, PlaceRider(player=ANNA, colour=0, cell=cell("K7", 3)))
    assert both(text) == (
        "2 water holes and an oasis within two spaces",
        "2マス以内に水場2枚、オアシス1か所",
    )


def test_an_illegal_move_has_no_reason():
    state = make_state(3, riders=[(0, "pink", "K7"), *FAR])
    assert GAME.explain(state, camel(1, "P3")) is None


@pytest.mark.parametrize("players", [2, 4])
def test_reasons_of_random_games_render_in_both_languages(players: int):
    rng = random.Random(f"hints:{players}")
    texts = []
    for seed in range(3):
        state = GAME.setup(TtdOptions(players=players), seed)
        while acting := sorted(GAME.to_act(state)):
            seat = acting[0]
            view = GAME.view_for(state, seat)
            before = view.model_dump_json()
            legal = GAME.legal_actions(state, seat)
            for action in rng.sample(legal, min(4, len(legal))):
                reason = GAME.explain(view, action)
                assert reason is not None, action
                texts.append(reason)
            assert view.model_dump_json() == before  # explain never changes its input
            state = GAME.apply(state, rng.choice(legal))
    keys = {t.key for t in texts}
    assert {"hint.rider", "hint.water", "hint.oasis", "hint.caravan_lead", "hint.list"} <= keys
    assert assert_clean(texts) > 50


def test_a_camel_that_closes_an_area_says_so_and_what_it_scores():
    """The TtD stranger: hovering a space whose camel would enclose an area said nothing."""
    from app.games.through_the_desert.hints import enclosure_preview

    state = make_state(
        3,
        riders=[(0, "green", "K12"), (1, "yellow", "W6"), (2, "purple", "Q10")],
        camels=[(0, "green", "L11"), (0, "green", "M12"), (0, "green", "N12")],
        water={"L12": 2},
    )
    assert both(enclosure_preview(state, camel(0, "N13"))) == (
        "a camel here closes an area: 3 spaces, 3 points",
        "ここに置くと領地を囲みます（3マス、3点）",
    )
    assert enclosure_preview(state, camel(0, "K11")) is None  # encloses nothing
    assert enclosure_preview(state, camel(1, "N13")) is None  # no pink caravan there
