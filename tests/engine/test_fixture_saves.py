"""Saves made by earlier revisions keep loading (issue 19, section 3).

`tests/fixtures/saves/` holds finished and unfinished saves of every game (Barrage with and
without the Leeghwater expansion) made by earlier revisions of main with easy bots
(`generate.py`), and `expected.json`, what this version makes of each (`expect.py`): how many
moves it replays, whether the game is over, and the notice the player gets when today's rules
replay the file differently. A rule fix that changes how an old save loads changes that file in
a reviewed commit; a save that stops loading fails here.
"""

from __future__ import annotations

import json

import pytest

from app.engine.saves import FORMAT, load_save
from app.engine.text import render
from app.games import GAMES
from tests.fixtures.saves.expect import EXPECTED, HERE, describe

EXPECT = json.loads(EXPECTED.read_text(encoding="utf-8"))
FILES = sorted(p.name for p in HERE.glob("*.json") if p != EXPECTED)
VARIANTS = [(g, False) for g in sorted(GAMES)] + [("barrage", True)]


def test_every_fixture_is_expected():
    assert sorted(EXPECT) == FILES


@pytest.mark.parametrize("name", FILES)
def test_fixture_loads_as_expected(name: str) -> None:
    before = (HERE / name).read_bytes()
    assert describe(HERE / name) == EXPECT[name]
    assert (HERE / name).read_bytes() == before  # loading never writes


@pytest.mark.parametrize(("game_id", "leeghwater"), VARIANTS)
def test_every_game_has_old_finished_and_unfinished_saves(game_id: str, leeghwater: bool) -> None:
    kinds = {
        (e["finished"], e["format"] < FORMAT)
        for e in EXPECT.values()
        if e["game"] == game_id and e["options"].get("leeghwater", False) == leeghwater
    }
    assert (True, True) in kinds  # finished, by an earlier version
    assert (False, True) in kinds  # unfinished, by an earlier version
    revisions = {
        e["revision"]
        for e in EXPECT.values()
        if e["game"] == game_id and e["options"].get("leeghwater", False) == leeghwater
    }
    assert len(revisions) >= 2


@pytest.mark.parametrize("name", [n for n in FILES if not EXPECT[n]["loads_finished"]])
def test_unfinished_fixtures_can_be_played_on(name: str) -> None:
    session = load_save((HERE / name).read_text(encoding="utf-8"), GAMES, name).session
    seat = min(session.to_act())
    action = session.game.legal_actions(session.state, seat)[0]
    session.apply(action)
    assert len(session.actions) == EXPECT[name]["loads_moves"] + 1


def test_a_rule_changed_since_is_told_not_fatal():
    # Barrage's credits came out differently at bb2f600 (Nov 29) than under today's rules, and
    # Blood Rage's 40a06e2 game reaches a Ragnarök question (Volur Witch / Frigga's Protection,
    # issue 16) where it had ended: the saves open, replayed by today's rules, with one sentence
    # naming the version that saved them
    changed = sorted(n for n, e in EXPECT.items() if e["notice"] is not None)
    assert changed == [
        "barrage-finished-bb2f600.json",
        "barrage-unfinished-bb2f600.json",
        "blood-rage-finished-40a06e2.json",
    ]
    for name in changed:
        loaded = load_save((HERE / name).read_text(encoding="utf-8"), GAMES, name)
        assert loaded.notice is not None
        sentence = render(loaded.notice, "en")
        assert sentence.startswith("This game was saved with Hotseat 0.1.0, and the rules of ")
        assert f"replay its {EXPECT[name]['moves']} moves to a different position" in sentence
        assert "0.1.0" in render(loaded.notice, "ja")
