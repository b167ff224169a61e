"""A refused save file says why in the UI's language (issue 22; PRODUCT.md "Bad input").

The engine's reasons are catalogue messages (`Text`, STYLE.md §9): English in `str()` (logs,
the command line, the other save tests) and Japanese when the UI renders them.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.errors import InvalidSave
from app.engine.saves import FORMAT, load_session
from app.engine.session import Seat, seats_problem
from app.engine.text import Text, render, text_keys
from tests.engine.test_saves import GAMES, NAME, save_dict

if TYPE_CHECKING:
    from collections.abc import Callable

KEPT = {"Hotseat", "JSON", "UTF", "FIFO", "evening", "hotseat", "chess"}
"""Latin words a Japanese reason keeps: the app's and formats' names, the file's name and
what the file itself holds (its unknown game id)."""


def _edit(change: Callable[[dict[str, Any]], object]) -> str:
    data = save_dict()
    change(data)
    return json.dumps(data)


def _set(key: str, value: object) -> Callable[[dict[str, Any]], object]:
    return lambda data: data.__setitem__(key, value)


def _move(data: dict[str, Any]) -> None:
    data["actions"][3] = {"kind": "take", "player": 0, "count": 1}  # seat 1's turn


FILES: dict[str, Callable[[], str]] = {
    "truncated": lambda: json.dumps(save_dict())[:-40],
    "not an object": lambda: "[1, 2]",
    "too deep": lambda: "[" * 100_000,
    "huge number": lambda: "1" * 5000,
    "unknown format": lambda: _edit(_set("format", 999_999_999_999)),
    "unknown game": lambda: _edit(_set("game_id", "chess")),
    "newer format": lambda: _edit(_set("format", FORMAT + 1)),
    "seats": lambda: _edit(lambda d: d["seats"][1].__setitem__("name", d["seats"][0]["name"])),
    "seat count": lambda: _edit(lambda d: d["seats"].pop()),
    "seed": lambda: _edit(_set("seed", 10**30)),
    "illegal move": lambda: _edit(_move),
}


@pytest.mark.parametrize("case", sorted(FILES))
def test_refusal_is_a_message_in_both_languages(case: str) -> None:
    with pytest.raises(InvalidSave) as info:
        load_session(FILES[case](), GAMES, name=NAME)
    reason = info.value.reason
    assert isinstance(reason, Text), case
    assert str(info.value) == render(reason, "en")
    japanese = render(reason, "ja")
    assert japanese.startswith(NAME + "："), japanese
    words = set(re.findall(r"[A-Za-z]{2,}", japanese)) - KEPT
    assert words == set(), japanese


def test_seat_problems_are_messages() -> None:
    problem = seats_problem([Seat(name="Ann"), Seat(name="Ann")])
    assert isinstance(problem, Text)
    assert str(problem) == "two seats have the same name"
    assert render(problem, "ja") == "同じ名前の席が2つあります"


def test_every_refusal_key_has_japanese() -> None:
    english = {k for k in text_keys("engine", "en") if k.startswith(("save.", "seats."))}
    assert len(english) > 30
    assert english <= text_keys("engine", "ja")
