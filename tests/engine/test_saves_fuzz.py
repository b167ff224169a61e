"""Damaged save files of every registered game (issue 7, "Bad input: saves").

A played game is saved, then changed in many seeded ways: cut short, bytes flipped, fields
deleted, retyped or made huge, moves swapped. Each variant goes through the same path as
`hotseat replay` and Game ▸ Open (`read_save`, then `load_session` with the CLI's registry):
it must either load to the very same position or be refused with `InvalidSave`, whose short
message names the file. Any other exception fails the test with the variant that caused it.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

import pytest

from app.cli import load_games
from app.engine.errors import InvalidSave
from app.engine.rng import Random
from app.engine.saves import dump_session, load_session, read_save
from app.engine.session import Seat, Session

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from app.engine.game import GameBase

GAMES = load_games()
MOVES = 60
"""Moves played before saving: enough for several turns and phases' worth of log."""
NAME = "fuzzed.json"

# Placeholders that `_render` swaps for text `json.dumps` cannot write.
_HUGE_INT = "\x00huge-int\x00"  # past Python's 4300-digit limit for reading integers
_LONG_INT = "\x00long-int\x00"  # readable, but far beyond a 64-bit number
_DEEP = "\x00deep\x00"  # nested deeper than the JSON reader's recursion allows
_RAW = {
    _HUGE_INT: "9" * 5000,
    _LONG_INT: "-" + "7" * 4000,
    _DEEP: "[" * 5000 + "]" * 5000,
}
_RETYPED: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 7, 2**63, -(2**63) - 1, 1.5, float("inf"), float("nan"),
    "", "x", "godlike", "octarine", "Ann", "red", [], {}, [1], {"kind": "x"}, [None],
)  # fmt: skip
_HUGE: tuple[Any, ...] = (
    "x" * 1_000_000,
    "\n" * 1000,
    _HUGE_INT,
    _LONG_INT,
    _DEEP,
    list(range(100_000)),
    {f"k{i}": i for i in range(10_000)},
)


def played_session(game: GameBase[Any, Any]) -> Session:
    """Three seats (one a bot), random legal moves from a fixed seed."""
    seats = [
        Seat(name="Ann", colour="red"),
        Seat(name="Bea", colour="blue"),
        Seat(name="Cy", kind="bot", level="easy", colour="green"),
    ]
    session = Session(game, game.Options(players=3), 11, seats)
    rng = Random(f"fuzz-play:{game.id}")
    for _ in range(MOVES):
        acting = sorted(session.to_act())
        if not acting:
            break
        session.apply(rng.choice(game.legal_actions(session.state, acting[0])))
    return session


# -- walking and changing the JSON tree ------------------------------------------------
Path_ = tuple[str | int, ...]


def _paths(node: Any, here: Path_ = ()) -> list[Path_]:
    """Every node's path below `node` (not `node` itself)."""
    children: list[tuple[str | int, Any]] = []
    if isinstance(node, dict):
        children = list(node.items())
    elif isinstance(node, list):
        children = list(enumerate(node))
    out: list[Path_] = []
    for key, child in children:
        out.append((*here, key))
        out += _paths(child, (*here, key))
    return out


def _pick_path(rng: Random, data: dict[str, Any]) -> Path_:
    """A random node: first a top-level field (so the small ones are hit), then one inside."""
    top = rng.choice(sorted(data))
    inner = _paths(data[top], (top,))
    return rng.choice([(top,), *inner])


def _parent(data: Any, path: Path_) -> Any:
    for key in path[:-1]:
        data = data[key]
    return data


def _render(data: Any) -> bytes:
    text = json.dumps(data, indent=1)
    for placeholder, raw in _RAW.items():
        text = text.replace(json.dumps(placeholder), raw)
    return text.encode("utf-8")


# -- the kinds of damage ----------------------------------------------------------------
def truncate(rng: Random, raw: bytes, _data: dict[str, Any]) -> tuple[str, bytes]:
    cut = rng.randrange(len(raw))
    return f"cut at byte {cut}", raw[:cut]


def flip(rng: Random, raw: bytes, _data: dict[str, Any]) -> tuple[str, bytes]:
    out = bytearray(raw)
    places = []
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(out))
        out[at] ^= 1 << rng.randrange(8)
        places.append(at)
    return f"bits flipped at {places}", bytes(out)


def delete(rng: Random, _raw: bytes, data: dict[str, Any]) -> tuple[str, bytes]:
    path = _pick_path(rng, data)
    del _parent(data, path)[path[-1]]
    return f"deleted {path}", _render(data)


def retype(rng: Random, _raw: bytes, data: dict[str, Any]) -> tuple[str, bytes]:
    path = _pick_path(rng, data)
    value = rng.choice(_RETYPED)
    _parent(data, path)[path[-1]] = value
    return f"{path} = {value!r}", _render(data)


def huge(rng: Random, _raw: bytes, data: dict[str, Any]) -> tuple[str, bytes]:
    path = _pick_path(rng, data)
    index = rng.randrange(len(_HUGE))
    _parent(data, path)[path[-1]] = _HUGE[index]
    return f"{path} = huge value #{index}", _render(data)


def swap(rng: Random, _raw: bytes, data: dict[str, Any]) -> tuple[str, bytes]:
    actions = data["actions"]
    i = rng.randrange(len(actions) - 1)
    how = rng.choice(("swap", "next", "repeat", "drop", "last"))
    if how == "swap":
        j = rng.randrange(i + 1, len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "next":
        actions[i], actions[i + 1] = actions[i + 1], actions[i]
    elif how == "repeat":
        actions.insert(i, actions[i])
    elif how == "drop":
        del actions[i]
    else:
        actions.append(actions.pop(i))
    return f"moves: {how} at {i}", _render(data)


KINDS: dict[str, Callable[[Random, bytes, dict[str, Any]], tuple[str, bytes]]] = {
    "truncate": truncate,
    "flip": flip,
    "delete": delete,
    "retype": retype,
    "huge": huge,
    "swap": swap,
}


def fuzz(game_id: str, count: int, folder: Path) -> dict[str, Counter[str]]:
    """Try `count` variants of one game's save; return per kind how many loaded or were refused."""
    original = played_session(GAMES[game_id])
    raw = dump_session(original).encode("utf-8")
    expected = original.state.model_dump_json()
    rng = Random(f"fuzz:{game_id}")
    path = folder / NAME
    tally: dict[str, Counter[str]] = {kind: Counter() for kind in KINDS}
    for number in range(count):
        kind = list(KINDS)[number % len(KINDS)]
        what, variant = KINDS[kind](rng, raw, json.loads(raw))
        path.write_bytes(variant)
        try:
            loaded = load_session(read_save(path), GAMES, name=path.name)
        except InvalidSave as exc:
            message = str(exc)
            assert message.startswith(f"{NAME}: "), (what, message)
            assert len(message) < 300, (what, message)
            tally[kind]["refused"] += 1
        except Exception as exc:
            pytest.fail(f"variant {number} ({kind}: {what}) raised {exc!r}")
        else:
            assert loaded.state.model_dump_json() == expected, what
            tally[kind]["loaded"] += 1
    return tally


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_damaged_saves_load_the_same_or_are_refused(game_id: str, tmp_path: Path):
    tally = fuzz(game_id, 300, tmp_path)
    # Every kind of damage was refused at least once; a cut file never loads.
    assert all(t["refused"] > 0 for t in tally.values()), tally
    assert tally["truncate"]["loaded"] == 0
    # Harmless changes (a flipped letter in a name, `true` for `1`) still load.
    assert sum(t["loaded"] for t in tally.values()) > 0, tally


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_many_more_damaged_saves(game_id: str, tmp_path: Path):
    tally = fuzz(game_id, 3000, tmp_path)
    assert sum(t["refused"] for t in tally.values()) > 0, tally
