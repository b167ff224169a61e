"""One side of `bench/compare.py`: time the engine of one source tree (run in a subprocess).

`python bench/compare_worker.py TREE PLAN` puts TREE first on `sys.path`, so `app` is that tree's
package and the two versions never meet in one process. PLAN (JSON, written by compare.py) holds
seeded games as action lists; replaying them gives both versions the very same positions. Prints
one JSON object: CPU microseconds per call of each measurement and the `normal` bot's iterations
per CPU second. Only the engine API that every compared revision has is used (`GAMES`, `setup`,
`to_act`, `legal_actions`, `apply`, `parse_action`, `view_for`, `MctsBot`).

CPU time of this process (not wall time) is measured, so other work on a shared machine slows
the numbers less; each batch is timed as a whole, so the timer's own cost is negligible.
"""

from __future__ import annotations

import gc
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

Plan = dict[str, Any]


def _replay(game: Any, players: int, seed: int, actions: list[Any]) -> list[tuple[Any, Any]]:
    """Return (state, the action taken there) along one recorded game."""
    state = game.setup(game.Options(players=players), seed)
    out = []
    for data in actions:
        action = game.parse_action(data)
        out.append((state, action))
        state = game.apply(state, action)
    return out


def _batch_us(call: Any, pairs: list[tuple[Any, Any]]) -> float:
    """Return CPU microseconds per `call(state, action)` over `pairs`, timed as one batch."""
    started = time.process_time_ns()
    for state, action in pairs:
        call(state, action)
    return (time.process_time_ns() - started) / 1000 / max(1, len(pairs))


def _engine(game: Any, entry: Plan) -> dict[str, float]:
    """Time `legal_actions` and `apply` per kind of position, and a whole step."""
    players = entry["players"]
    for warm in entry["warmup"]:  # fills import-time and lazily built tables untimed
        for state, action in _replay(game, players, warm["seed"], warm["actions"]):
            game.legal_actions(state, action.player)
            game.apply(state, action)
    pairs = [
        pair for g in entry["timed"] for pair in _replay(game, players, g["seed"], g["actions"])
    ]
    kinds: dict[str, list[tuple[Any, Any]]] = {}
    for state, action in pairs:
        name = entry["kinds"].get(action.kind, "") if entry["kinds"] else ""
        kinds.setdefault(name, []).append((state, action))
    label = entry["label"]
    out: dict[str, float] = {}
    for name, chosen in sorted(kinds.items()):
        suffix = f" ({name})" if name else ""
        legal = _batch_us(lambda s, a: game.legal_actions(s, a.player), chosen)
        apply = _batch_us(game.apply, chosen)
        out[f"{label} legal_actions{suffix}"] = legal
        out[f"{label} apply{suffix}"] = apply
        if not name:
            out[f"{label} step (legal_actions + apply)"] = legal + apply
    return out


def _bot(game: Any, entry: Plan) -> dict[str, float]:
    """Run the `normal` bot with a fixed budget at the planned positions; iterations per CPU s."""
    from app.engine.bots import MctsBot  # noqa: PLC0415 (the tree is on sys.path only now)
    from app.engine.game import PlayerId  # noqa: PLC0415

    players, done, spent = entry["players"], 0, 0.0
    for position in entry["positions"]:
        state = game.setup(game.Options(players=players), position["seed"])
        for data in position["actions"]:
            state = game.apply(state, game.parse_action(data))
        seat = PlayerId(min(game.to_act(state)))
        bot = MctsBot(game, seat, "bench", iterations=entry["iterations"], seconds=math.inf)
        view = game.view_for(state, seat)
        started = time.process_time()
        bot.choose(view)
        spent += time.process_time() - started
        done += bot.last_iterations
    return {f"{entry['label']} normal bot iterations/s": done / max(spent, 1e-9)}


def _playable(game: Any, players: int, seed: int, actions: list[Any]) -> int:
    """Return how many of `actions` this version accepts in a row.

    Rules differ across revisions, so a game recorded by one may hit a move another refuses.
    """
    from app.engine.errors import IllegalAction  # noqa: PLC0415 (the tree is on sys.path now)

    state = game.setup(game.Options(players=players), seed)
    for done, data in enumerate(actions):
        try:
            state = game.apply(state, game.parse_action(data))
        except (IllegalAction, ValueError):
            return done
    return len(actions)


def check_plan(games: Any, plan: Plan) -> Plan:
    """Return, per plan entry, how many actions of each recorded game this version accepts."""
    out: Plan = {"engine": [], "bots": []}
    for entry in plan["engine"]:
        game, players = games[entry["game"]], entry["players"]
        out["engine"].append(
            {
                part: [_playable(game, players, g["seed"], g["actions"]) for g in entry[part]]
                for part in ("warmup", "timed")
            }
        )
    for entry in plan["bots"]:
        game, players = games[entry["game"]], entry["players"]
        out["bots"].append(
            [_playable(game, players, p["seed"], p["actions"]) for p in entry["positions"]]
        )
    return out


def main(argv: list[str]) -> int:
    """Time the tree `argv[1]` on the plan `argv[2]`; write the numbers as JSON to stdout.

    With a third argument `check`, write instead how much of the plan this version accepts.
    """
    tree = Path(argv[1]).resolve()
    sys.path.insert(0, str(tree))
    import app  # noqa: PLC0415 (after choosing the tree)
    from app.games import GAMES  # noqa: PLC0415

    if not Path(app.__file__).resolve().is_relative_to(tree):
        msg = f"imported {app.__file__}, not the tree {tree}"
        raise RuntimeError(msg)
    plan = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
    if argv[3:] == ["check"]:
        sys.stdout.write(json.dumps(check_plan(GAMES, plan)) + "\n")
        return 0
    numbers: dict[str, float] = {}
    # Each measurement starts from a collected heap: garbage left by the one before (cycles
    # from another game's positions) otherwise makes every collection during it slower
    # (Barrage's legal_actions measured 2x slower after Through the Desert than alone).
    for entry in plan["engine"]:
        gc.collect()
        numbers.update(_engine(GAMES[entry["game"]], entry))
    for entry in plan["bots"]:
        gc.collect()
        numbers.update(_bot(GAMES[entry["game"]], entry))
    sys.stdout.write(json.dumps(numbers) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
