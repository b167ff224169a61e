"""Texts as data (app/engine/text.py): keys, arguments, plurals, articles, lists, seats."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from app.engine.text import (
    Seat,
    Text,
    TextList,
    add_catalogue,
    engine_text,
    missing_keys,
    placeholders,
    render,
    text_keys,
)

DOMAIN = "test_text_domain"


@pytest.fixture(autouse=True)
def _catalogues() -> None:
    add_catalogue(
        DOMAIN,
        "en",
        {
            "placed": "{who} places {piece:a} on {cell}",
            "excavators_one": "{n} excavator",
            "excavators_other": "{n} excavators",
            "piece.elevation": "elevation",
            "piece.base": "dam base",
            "piece.unit": "unit",
            "piece.unit@a": "a unit",
            "takes": "{who} takes {items}",
            "either": "choose {items}",
            "broken": "{who} has {missing}",
        },
    )
    add_catalogue(
        DOMAIN,
        "ja",
        {
            "placed": "{who}が{cell}に{piece}を置く",
            "excavators_other": "掘削機{n}個",
            "piece.elevation": "ダム上部",
            "piece.base": "ダム基礎",
            "piece.unit": "ユニット",
            "takes": "{who}が{items}を取る",
            "either": "{items}を選ぶ",
        },
    )
    missing_keys()


def t(key: str, **args: object) -> Text:
    return Text.of(DOMAIN, key, **args)  # type: ignore[arg-type]


def test_str_is_english_and_render_gives_japanese() -> None:
    text = t("placed", who=Seat(0), piece=t("piece.base"), cell="G3")
    assert str(text) == "Player 1 places a dam base on G3"
    assert render(text, "ja") == "プレイヤー1がG3にダム基礎を置く"
    assert render(text, "ja", ["アンナ", "ベア"]) == "アンナがG3にダム基礎を置く"
    assert missing_keys() == set()


def test_articles_come_from_the_first_letter_or_the_catalogue() -> None:
    assert str(t("placed", who=Seat(1), piece=t("piece.elevation"), cell="B2")).startswith(
        "Player 2 places an elevation"
    )
    assert "places a unit" in str(t("placed", who=Seat(1), piece=t("piece.unit"), cell="B2"))


@pytest.mark.parametrize(
    ("n", "en", "ja"),
    [
        (1, "1 excavator", "掘削機1個"),
        (2, "2 excavators", "掘削機2個"),
        (0, "0 excavators", "掘削機0個"),
    ],
)
def test_plural_forms_by_n(n: int, en: str, ja: str) -> None:
    assert str(t("excavators", n=n)) == en
    assert render(t("excavators", n=n), "ja") == ja


def test_lists_are_joined_the_way_each_language_joins_them() -> None:
    items = TextList((t("piece.base"), t("piece.elevation"), t("piece.unit")))
    assert str(t("takes", who=Seat(0), items=items)) == (
        "Player 1 takes dam base, elevation and unit"
    )
    assert render(t("takes", who=Seat(0), items=items), "ja") == (
        "プレイヤー1がダム基礎、ダム上部、ユニットを取る"
    )
    either = TextList((t("piece.base"), t("piece.unit")), "or")
    assert str(t("either", items=either)) == "choose dam base or unit"
    assert render(t("either", items=either), "ja") == "ダム基礎またはユニットを選ぶ"


def test_texts_are_values() -> None:
    a = t("placed", who=Seat(0), piece=t("piece.base"), cell="G3")
    b = t("placed", cell="G3", piece=t("piece.base"), who=Seat(0))
    assert a == b
    assert hash(a) == hash(b)
    assert a.arg("cell") == "G3"
    assert a  # check() relies on a reason being truthy


def test_a_missing_key_or_language_is_recorded_and_falls_back() -> None:
    assert render(t("nowhere"), "ja") == "nowhere"
    assert str(t("broken", who=Seat(0))) == "Player 1 has {missing}"
    assert render(t("broken", who=Seat(0), missing=1), "ja") == "プレイヤー1 has 1"
    misses = missing_keys()
    assert (DOMAIN, "ja", "nowhere") in misses
    assert (DOMAIN, "ja", "broken") in misses
    assert missing_keys() == set()


def test_engine_catalogue_is_shared_and_complete() -> None:
    assert str(engine_text("not_your_turn")) == "it is not your turn"
    assert render(engine_text("not_your_turn"), "ja") == "あなたの手番ではありません"
    assert text_keys("engine", "en") == text_keys("engine", "ja")
    assert missing_keys() == set()


def test_placeholders() -> None:
    assert placeholders("{who} places {piece:a} on {cell}") == {"who", "piece", "cell"}


def test_illegal_action_keeps_the_reason_and_prints_english() -> None:
    reason = engine_text("not_your_turn")
    error = IllegalAction(reason)
    assert error.reason is reason
    assert str(error) == "it is not your turn"
