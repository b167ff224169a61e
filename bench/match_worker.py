"""The base side of `bench/match.py`: one revision's `normal` bot, answering over stdin/stdout.

`python bench/match_worker.py TREE SECONDS [GAME]` puts TREE first on `sys.path` and reads JSON
lines:
`{"new": bot seed, "seat": n}` makes the bot for a game; `{"view": state JSON}` asks for its
move in that view and is answered with `{"action": ..., "iterations": n}`. The bot searches for
SECONDS of wall-clock time a move with no iteration limit. Only the engine API every revision
has is used (`parse_state`, `dump_action`, `MctsBot`).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any


def main(argv: list[str]) -> int:
    """Serve moves until stdin closes."""
    tree = Path(argv[1]).resolve()
    sys.path.insert(0, str(tree))
    import app  # noqa: PLC0415 (after choosing the tree)
    from app.engine.bots import MctsBot  # noqa: PLC0415
    from app.engine.game import PlayerId  # noqa: PLC0415
    from app.games import GAMES  # noqa: PLC0415

    if not Path(app.__file__).resolve().is_relative_to(tree):
        msg = f"imported {app.__file__}, not the tree {tree}"
        raise RuntimeError(msg)
    game = GAMES[argv[3] if len(argv) > 3 else "through_the_desert"]
    bot: Any = None
    for line in sys.stdin:
        message = json.loads(line)
        if "new" in message:
            bot = MctsBot(game, PlayerId(message["seat"]), message["new"], iterations=10**9)
            bot.seconds = float(argv[2])
            answer: dict[str, Any] = {"ok": True}
        else:
            action = bot.choose(game.parse_state(message["view"]))
            answer = {"action": game.dump_action(action), "iterations": bot.last_iterations}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
