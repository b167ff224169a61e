"""The shared playthrough checker every game's tests run (STYLE.md §6).

`check_playthrough` plays one seeded game with random legal moves and asserts, at every step:
the chosen action is legal; `check()` agrees with `legal_actions()`; `apply` never mutates its
input; states and views re-validate and survive a JSON round trip; undo restores the exact
snapshot. At the end: the game is over with an outcome, and replaying the log from the seed
gives byte-identical JSON.

`check_ledger` plays seeded games and checks the ledger (STYLE.md §3): at every step, in every
seat's view, each counter (`GameBase.counters`) changed by exactly the sum of the deltas the
step's log lines carry (the action's `describe()` and its `step_events()`), and the lines
chain: a line showing a counter's value before and after (`GameBase.ledger_values`) starts
where the lines before it left that counter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.events import deltas_of
from app.engine.rng import bot_random
from app.engine.session import Session
from app.engine.text import Text

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

    from app.engine.game import GameBase, Outcome
    from app.engine.rng import Random

__all__ = ["ConformanceError", "PlaythroughReport", "check_ledger", "check_playthrough"]


class ConformanceError(AssertionError):
    """A game broke one of the engine's contracts; the message says where."""


class PlaythroughReport:
    """What a checked playthrough did (for assertions and messages)."""

    def __init__(self, steps: int, outcome: Outcome) -> None:
        self.steps = steps
        self.outcome = outcome


def _fail(step: int, what: str, state: Any, game: GameBase[Any, Any]) -> ConformanceError:
    acting = sorted(game.to_act(state))
    legal = {p: [str(a) for a in game.legal_actions(state, p)][:30] for p in acting}
    return ConformanceError(f"step {step}: {what}\nto act: {acting}\nlegal (first 30): {legal}")


def _roundtrip(game: GameBase[Any, Any], state: Any, step: int) -> str:
    text: str = state.model_dump_json()
    again = game.parse_state(text)
    if again.model_dump_json() != text or again != state:
        raise _fail(step, "state does not survive a JSON round trip", state, game)
    return text


def _check_views(game: GameBase[Any, Any], state: Any, step: int) -> None:
    for seat in game.seats(state):
        view = game.view_for(state, seat)
        if game.parse_state(view.model_dump_json()) != view:
            raise _fail(step, f"view for seat {seat} does not re-validate", state, game)


def _check_agreement(
    game: GameBase[Any, Any], state: Any, step: int, seen: list[Any], legal: list[Any]
) -> None:
    for action in legal:
        if (reason := game.check(state, action)) is not None:
            raise _fail(step, f"legal action {action} refused by check(): {reason}", state, game)
    legal_set = set(legal)
    for old in seen[-40:]:
        if old in legal_set:
            continue
        reason = game.check(state, old)
        if reason is None:
            raise _fail(step, f"check() accepts {old}, which legal_actions() lacks", state, game)
        if not isinstance(reason, Text):  # STYLE.md §9: reasons are texts, not English
            raise _fail(step, f"check({old}) gave {reason!r}, not a Text", state, game)


def _step(session: Session, step: int, seen: list[Any], rng: Random, views: bool) -> None:
    game, state = session.game, session.state
    acting = sorted(game.to_act(state))
    legal: list[Any] = []
    for seat in acting:
        mine = game.legal_actions(state, seat)
        if not mine:
            raise _fail(step, f"seat {seat} must act but has no legal action", state, game)
        if any(a.player != seat for a in mine):
            raise _fail(step, f"legal_actions({seat}) returned another seat's action", state, game)
        legal.extend(mine)
    _check_agreement(game, state, step, seen, legal)
    if views:
        _check_views(game, state, step)
    before = _roundtrip(game, state, step)
    action = rng.choice(legal)
    after = session.apply(action)
    if state.model_dump_json() != before:
        raise _fail(step, f"apply({action}) mutated its input state", state, game)
    if session.can_undo():
        session.undo()
        if session.state.model_dump_json() != before:
            raise _fail(step, "undo did not restore the snapshot", state, game)
        session.redo()
        if session.state.model_dump_json() != after.model_dump_json():
            raise _fail(step, "redo did not give the same state", state, game)
    seen.extend(legal[:5])
    seen.append(action)


def check_playthrough(
    game: GameBase[Any, Any],
    seed: int,
    players: int,
    options: Any = None,
    max_steps: int = 5000,
    views_every: int = 10,
) -> PlaythroughReport:
    """Play one random game and check every engine contract on the way.

    Args:
        game: The game to check.
        seed: Setup seed; the random moves are seeded from it too.
        players: Player count (used when `options` is None).
        options: Full options, to check variants.
        max_steps: Fail if the game has not ended after this many actions.
        views_every: Check `view_for` of every seat every this many steps.

    Returns:
        The number of steps and the outcome.

    Raises:
        ConformanceError: On the first broken contract.
    """
    opts = options if options is not None else game.Options(players=players)
    session = Session(game, opts, seed)
    if game.setup(opts, seed).model_dump_json() != session.state.model_dump_json():
        raise _fail(0, "setup is not deterministic", session.state, game)
    rng = bot_random(f"conformance:{seed}", 0)
    seen: list[Any] = []
    step = 0
    while game.to_act(session.state):
        if step >= max_steps:
            raise _fail(step, f"game not over after {max_steps} actions", session.state, game)
        _step(session, step, seen, rng, views=step % views_every == 0)
        step += 1
    outcome = game.outcome(session.state)
    if outcome is None:
        raise _fail(step, "nobody must act but outcome() is None", session.state, game)
    if len(outcome.scores) != opts.players or not outcome.winners:
        raise _fail(step, f"malformed outcome {outcome}", session.state, game)
    replay = Session(game, opts, seed)
    for action in session.actions:
        replay.apply(game.parse_action(game.dump_action(action)))
    if replay.state.model_dump_json() != session.state.model_dump_json():
        raise _fail(step, "replaying the log gives a different final state", session.state, game)
    return PlaythroughReport(step, outcome)


def _ledger_gaps(
    before: Mapping[str, int], after: Mapping[str, int], logged: Mapping[str, int]
) -> list[str]:
    """Return "counter: changed by X, lines explain Y" for every counter the lines miss.

    Only counters the view shows before and after are compared (a hidden one is checked in
    the view of the seat that sees it); a delta of a counter this view lacks is not checked
    here.
    """
    gaps = []
    for key in sorted(before.keys() & after.keys()):
        change, explained = after[key] - before[key], logged.get(key, 0)
        if change != explained:
            gaps.append(
                f"{key}: {before[key]} -> {after[key]} (change {change:+d}), the log explains "
                f"{explained:+d}, {change - explained:+d} unexplained"
            )
    return gaps


def _chain_breaks(
    game: GameBase[Any, Any], start: Mapping[str, int], lines: Iterable[Text]
) -> list[str]:
    """Return where a line's before-value of a counter is not the value the lines before left.

    `start` is the counters when the step began; each line that shows a counter's value
    before and after (`GameBase.ledger_values`) must start from where the step's earlier
    lines left it, and end where its own amount takes it (issue 35: "16 → 18" then
    "18 → 19", never "16 → 18" then "16 → 17").
    """
    running = dict(start)
    out = []
    for n, line in enumerate(lines):
        amounts = dict(line.deltas)
        for key, (before, after) in game.ledger_values(line).items():
            if key in running and running[key] != before:
                out.append(f"line {n} ({line}): {key} shown from {before}, was {running[key]}")
            if after - before != amounts.get(key, 0):
                out.append(f"line {n} ({line}): {key} {before} -> {after} is not its amount")
            running[key] = after
    return out


def _ledger_step(game: GameBase[Any, Any], state: Any, action: Any, after: Any) -> list[str]:
    events = game.step_events(state, action, after)
    out = []
    for seat in game.seats(state):
        view_before, view_after = game.view_for(state, seat), game.view_for(after, seat)
        lines = [game.describe(view_before, action), *events]
        before = game.counters(view_before)
        gaps = _ledger_gaps(before, game.counters(view_after), deltas_of(lines))
        gaps += _chain_breaks(game, before, lines)
        out += [f"seat {seat}'s view: {gap}" for gap in gaps]
    return out


def check_ledger(
    game: GameBase[Any, Any],
    players: int,
    seeds: Iterable[int],
    options: Mapping[str, Any] | None = None,
    max_steps: int = 5000,
) -> int:
    """Play seeded random games and check that the log explains every counter's change.

    Args:
        game: The game to check.
        players: Player count.
        seeds: One game per seed (the setup and the random moves).
        options: The game's other option fields (`{"open_scores": True}`).
        max_steps: Fail if a game has not ended after this many actions.

    Returns:
        The number of steps checked (over all games).

    Raises:
        ConformanceError: (an `AssertionError`) naming the seed, the step, the action, the
            view, the counter and the amount no log line explains.
    """
    opts = game.Options(players=players, **dict(options or {}))
    checked = 0
    for seed in seeds:
        state = game.setup(opts, seed)
        rng = bot_random(f"ledger:{seed}", 0)
        step = 0
        while acting := sorted(game.to_act(state)):
            if step >= max_steps:
                raise _fail(step, f"seed {seed}: game not over after {max_steps}", state, game)
            action = rng.choice([a for seat in acting for a in game.legal_actions(state, seat)])
            after = game.apply(state, action)
            if gaps := _ledger_step(game, state, action, after):
                what = f"seed {seed}, step {step} ({action}): " + "; ".join(gaps)
                raise ConformanceError(f"{game.id} ledger: {what}")
            state, step, checked = after, step + 1, checked + 1
    return checked
