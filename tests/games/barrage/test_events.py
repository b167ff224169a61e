"""The log of automatic steps (issue 8 §2; PRODUCT.md "Log": no number changes without a line).

Seeded random games: after every action, each automatic change of VP (by source), and every
change of another seat's credits, machinery or energy, must be explained by an event line that
names the seat and the amount. The lines and the round summaries render clean in both languages.
"""

from __future__ import annotations

import random  # noqa: TID251 - a test driver, not game state
from typing import TYPE_CHECKING, Any

import pytest

from app.engine.events import recording
from app.engine.game import PlayerId
from app.engine.text import Seat, Text, TextList, render
from app.games.barrage import GAME, ledger
from app.games.barrage.model import BarrageOptions
from app.games.barrage.rules import notes, scoring
from tests.games.barrage.builders import scenario_state
from tests.textcheck import JA_NAMES, assert_clean

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.games.barrage.model import State

_VP_SOURCE = {
    "event.ranking": ("ranking", 1),
    "event.zero_energy": ("energy_track", -1),
    "event.zero_energy_credits": ("energy_track", -1),
    "event.bonus": ("bonus_tiles", 1),
    "event.bonus_reduced": ("bonus_tiles", 1),
    "event.objective": ("objective", 1),
    "event.resources": ("resources", 1),
    "event.water": ("water", 1),
    "event.conduit_fee": ("conduit_fees", 1),
}
"""Event key -> (VP source it explains, sign of its `vp` argument)."""
_INCOME = ("event.income", "event.income_uncovered")
"""Lines whose reward (`what`) holds the amounts."""
_AUTOMATIC = ("ranking", "energy_track", "bonus_tiles", "objective", "resources", "water", "income")


def _amounts(value: Any, key: str) -> Iterator[int]:
    """Every `count.<key>` amount inside a message argument (a reward lists several)."""
    if isinstance(value, Text):
        if value.key == f"count.{key}":
            n = value.arg("n")
            yield n if isinstance(n, int) else 0
        for _, arg in value.args:
            yield from _amounts(arg, key)
    elif isinstance(value, TextList):
        for item in value.items:
            yield from _amounts(item, key)


def _vp_by_source(lines: list[Text], seat: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for line in lines:
        if line.arg("who") != Seat(seat):
            continue
        if line.key in _INCOME:
            out["income"] = out.get("income", 0) + sum(_amounts(line.arg("what"), "vp"))
        elif line.key in _VP_SOURCE:
            source, sign = _VP_SOURCE[line.key]
            out[source] = out.get(source, 0) + sign * sum(_amounts(line.arg("vp"), "vp"))
    return out


def _credits_of(lines: list[Text], seat: int) -> int:
    total = 0
    for line in lines:
        if line.arg("who") == Seat(seat):
            what = line.arg("what") if line.key in _INCOME else line.arg("credits")
            total += sum(_amounts(what, "credits"))
    return total


def _problems(before: State, action: Any, after: State, lines: list[Text]) -> Iterator[str]:
    named = {line.arg("who") for line in lines}
    for seat, (b, a) in enumerate(zip(before.seats, after.seats, strict=True)):
        explained = _vp_by_source(lines, seat)
        for source in _AUTOMATIC:
            delta = a.vp_sources.get(source, 0) - b.vp_sources.get(source, 0)
            if delta != explained.get(source, 0):
                yield f"seat {seat} {source}: {delta:+} VP, lines say {explained.get(source, 0)}"
        if seat == action.player:
            continue  # the actor's own credits and machinery are the action's
        if a.credits - b.credits != _credits_of(lines, seat):
            yield f"seat {seat}: credits {b.credits} -> {a.credits} unexplained"
        machines = (a.excavators - b.excavators, a.mixers - b.mixers)
        if machines != (0, 0) and Seat(seat) not in named:
            yield f"seat {seat}: machinery changed by {machines} with no line"
        reset = any(line.key == "event.round_reset" for line in lines)
        if a.energy != b.energy and Seat(seat) not in named and not reset:
            yield f"seat {seat}: energy {b.energy} -> {a.energy} with no line"


def _games() -> list[tuple[int, bool, int]]:
    return [(2, True, 1), (3, False, 2), (4, False, 3), (2, False, 4)]


@pytest.mark.parametrize(("players", "intro", "seed"), _games())
def test_every_automatic_change_has_a_line(players: int, intro: bool, seed: int) -> None:
    rng = random.Random(f"events:{players}:{seed}")
    state = GAME.setup(BarrageOptions(players=players, introductory=intro), seed)
    texts: list[Text] = []
    summaries = 0
    problems: list[str] = []
    for step in range(3000):
        actors = sorted(GAME.to_act(state))
        if not actors:
            break
        seat = PlayerId(rng.choice(actors))
        action = rng.choice(GAME.legal_actions(state, seat))
        after = GAME.apply(state, action)
        lines = GAME.step_events(state, action, after)
        said = [ledger.inner(line) for line in lines]  # the words, without the ledger's amounts
        problems += [f"step {step} {action}: {p}" for p in _problems(state, action, after, said)]
        texts += lines
        summary = GAME.round_summary(state, action, after, lines)
        if summary is not None:
            summaries += 1
            texts += [summary.title, *summary.totals, *summary.footer]
            assert len(summary.per_seat) == players
        state = after
    assert GAME.outcome(state) is not None
    assert summaries == 5  # four rounds and the final scoring
    assert not problems, "\n".join(problems[:20])
    assert assert_clean(texts, allowed_latin={"VP"}) > 10


def test_events_leave_the_state_alone() -> None:
    # Recording changes nothing: states stay byte-identical (STYLE.md §3 determinism).
    state = GAME.setup(BarrageOptions(players=2), 5)
    action = GAME.legal_actions(state, sorted(GAME.to_act(state))[0])[0]
    plain = GAME.apply(state, action).model_dump_json()
    with recording():
        recorded = GAME.apply(state, action).model_dump_json()
    assert plain == recorded


def test_round_end_lines_in_both_languages() -> None:
    state = scenario_state(
        {
            "players": 2,
            "turn": 0,
            "seats": {"0": {"engineers": 1, "energy": 9}, "1": {"engineers": 0, "energy": 0}},
            "bonus_tiles": ["powerhouse", "conduit", "base", "contract", "elevation"],
            "headstreams": [1, 0, 0, 0],
        }
    )
    action = GAME.parse_action({"kind": "bank", "player": 0, "engineers": 1})
    after = GAME.apply(state, action)
    lines = GAME.step_events(state, action, after)
    en = [render(ledger.inner(x), "en") for x in lines]
    ja = [render(ledger.inner(x), "ja", JA_NAMES) for x in lines]
    assert "Player 1 scores 6 VP for the energy ranking (9 energy)" in en
    assert "Player 2 produced no energy: gains 3 credits but loses 3 VP" in en
    assert "ベアは発電量ゼロ：3クレジットを獲得、3VPを失う" in ja
    assert any(x.startswith("Turn order for round 2: Player 2 and Player 1") for x in en)
    assert any(x.startswith("Water from headstream A: 1 drop") for x in en)
    summary = GAME.round_summary(state, action, after, lines)
    assert summary is not None
    assert render(summary.title, "en") == "Round 1 is over"
    assert render(summary.totals[1], "en") == "10 VP → 7 VP, 6 credits → 9 credits"
    assert any("energy ranking" in render(x, "en") for x in summary.per_seat[0])


def test_bonus_tile_line_shows_the_reduction() -> None:
    # Seed 000 得点フェイズ: round 3, 20 VP on the tile, one section short: 20 - 4 = 16.
    with recording() as lines:
        notes.bonus(0, "powerhouse", 4, 3, scoring.bonus_score(3, 17, 4, 5))
        notes.bonus(1, "powerhouse", 1, 3, scoring.bonus_score(3, 5, 1, 5))
    en = [render(x, "en") for x in lines]
    ja = [render(x, "ja", JA_NAMES) for x in lines]
    assert en[0] == (
        "Player 1 scores 16 VP from the bonus tile (5 VP per powerhouse built: 4): 17 energy is"
        " 1 section short of round 3's section (18+), 20 VP − 4 VP = 16 VP"
    )
    assert "1エリア届かず、20VP−4VP＝16VP" in ja[0]
    assert en[1].startswith("Player 2 scores nothing from the bonus tile")
    assert en[1].endswith("5 energy is under 6, the marker is still in the start section")
    assert_clean(lines, allowed_latin={"VP"})


def test_an_empty_wheel_turn_carries_no_amounts_of_the_line_before() -> None:
    """A reward of "2 VP and a 1-segment wheel turn": the VP are on the reward's line.

    The stranger read "Bea's construction wheel turns 1 segment: nothing comes back (VP 26 →
    28)" under "gains 2 VP and a 1-segment wheel turn" without amounts (issue 35 §3).
    """
    from app.games.barrage.rules import bookkeeping, wheel
    from app.games.barrage.texts import t

    state = GAME.setup(BarrageOptions(players=2), 4).model_copy(deep=True)
    player = state.seats[0]
    assert all(not s.tile and not s.excavators and not s.mixers for s in player.wheel.segments)
    with recording() as lines, bookkeeping.probing(lines):
        bookkeeping.watch(state)
        with bookkeeping.entry():
            player.vp += 2
            bookkeeping.emit(t("event.headstream", place="A", drops="1 drop", round=1))
            wheel.turn(player, 1, seat=0)
    assert [GAME.ledger_key(line) for line in lines] == [
        "event.headstream",
        "event.wheel_empty_turn",
    ]
    assert dict(lines[0].deltas) == {"seat:0:vp": 2}
    assert not lines[1].deltas
    assert "VP" not in render(lines[1])
