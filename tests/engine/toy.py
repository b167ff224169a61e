"""A tiny game for testing the engine: "Take-away" for 2-4 players.

A pile of counters sits in the middle. On a turn a player takes 1 or 2 counters at a time,
at most 3 in the turn, and then ends the turn (at least one counter must be taken). Once per
turn, and at most twice a game, the player may instead draw a secret bonus card (1-3 points):
a random draw that is hidden from the other players until the end. The game ends when the pile
is empty; score = counters taken + bonus cards; ties share the win.

Its counters (the ledger) are the pile, each seat's counters taken and bonus cards, and each
seat's secret bonus points (in its own view only).

It exercises every engine feature: the pending-decision stack and `flow.advance`, several
actions by one seat in a turn, random draws (not undoable), hidden information in `view_for`
and `determinize`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from app.engine.errors import IllegalAction
from app.engine.events import is_recording, note
from app.engine.flow import Decision, advance, pop_decision, push_decision, to_act_of
from app.engine.game import ActionBase, GameBase, Options, Outcome, PlayerId, winners_of
from app.engine.rng import Rng, bot_random
from app.engine.text import Seat, Text, add_catalogue, engine_text

if TYPE_CHECKING:
    import random  # noqa: TID251 (type only)

HIDDEN = 0
"""A bonus card another seat may not see."""
MAX_DRAWS = 2
"""Bonus cards a player may draw in a game."""
TURN_LIMIT = 3
"""Counters a player may take in one turn."""


class ToyOptions(Options):
    """Options of the toy game."""

    players: int = Field(ge=2, le=4)
    """2-4 players."""
    pile: int = 12
    """Counters in the pile at the start."""


class Turn(Decision):
    """The acting seat's turn."""

    kind: Literal["turn"] = "turn"
    taken: int = 0
    """Counters taken so far this turn."""
    drawn: bool = False
    """Whether a bonus card was drawn this turn."""
    ended: bool = False
    """Set by `EndTurn`; `advance` then passes the turn on."""


class ToyPlayer(BaseModel):
    """One seat's counters and secret cards."""

    model_config = ConfigDict(extra="forbid")

    taken: int = 0
    """Counters taken (public)."""
    bonus: tuple[int, ...] = ()
    """Bonus cards drawn (secret: `HIDDEN` in other seats' views)."""


class ToyState(BaseModel):
    """The whole game."""

    model_config = ConfigDict(extra="forbid")

    players: int
    """Seat count."""
    pile: int
    """Counters left."""
    seats: list[ToyPlayer]
    """Per seat."""
    pending: list[Turn]
    """Decision stack (empty once over)."""
    rng: Rng
    """Seeded randomness."""
    over: bool = False
    """Whether the game has ended."""


class Take(ActionBase):
    """Take counters from the pile."""

    kind: Literal["take"] = "take"
    count: int
    """1 or 2."""

    def __str__(self) -> str:
        return f"seat {self.player} takes {self.count}"


class Draw(ActionBase):
    """Draw a secret bonus card."""

    kind: Literal["draw"] = "draw"

    def __str__(self) -> str:
        return f"seat {self.player} draws a bonus card"


class EndTurn(ActionBase):
    """End the turn."""

    kind: Literal["end"] = "end"

    def __str__(self) -> str:
        return f"seat {self.player} ends the turn"


ToyAction = Annotated[Take | Draw | EndTurn, Field(discriminator="kind")]


def _flow_step(draft: ToyState) -> bool:
    """One automatic transition: end the game, or pass the turn on."""
    top = draft.pending[-1] if draft.pending else None
    if draft.pile == 0 and not draft.over:
        draft.pending.clear()
        draft.over = True
        return True
    if top is not None and top.ended:
        pop_decision(draft.pending)
        nxt = PlayerId((top.waiting[0] + 1) % draft.players)
        push_decision(draft.pending, Turn(waiting=(nxt,)))
        return True
    return False


_TEXTS = {
    "en": {
        "take_one": "{who} takes {n} counter",
        "take_other": "{who} takes {n} counters",
        "draw": "{who} draws a bonus card",
        "bonus": "{who} keeps a bonus card worth {n}",
        "end": "{who} ends the turn",
        "pile": "Pile {n}",
        "prompt": "{who}: take counters",
        "not_allowed": "{what} is not allowed now",
        "score.counters": "Counters",
    },
    "ja": {
        "take_other": "{who}がコマを{n}個取る",
        "draw": "{who}がボーナスカードを引く",
        "bonus": "{who}が{n}点のボーナスカードを持つ",
        "end": "{who}が手番を終える",
        "pile": "山{n}",
        "prompt": "{who}：コマを取ってください",
        "not_allowed": "今は{what}を行えません",
        "score.counters": "コマ",
    },
}
for _lang, _entries in _TEXTS.items():
    add_catalogue("toy", _lang, _entries)


def _t(key: str, **args: Any) -> Text:
    return Text.of("toy", key, **args)


class ToyGame(GameBase[ToyState, Any]):
    """Take-away with secret bonus cards."""

    id = "toy"
    title = "Take-away"
    min_players = 2
    max_players = 4
    Options = ToyOptions
    state_type = ToyState
    action_adapter: TypeAdapter[Any] = TypeAdapter(ToyAction)
    score_scale = 3.0
    mcts_iterations = 60
    rollout_depth = 6

    def setup(self, options: Any, seed: int) -> ToyState:
        """Return the starting state; seat 0 begins."""
        players = options.players
        return ToyState(
            players=players,
            pile=options.pile,
            seats=[ToyPlayer() for _ in range(players)],
            pending=[Turn(waiting=(PlayerId(0),))],
            rng=Rng(seed=seed),
        )

    def to_act(self, state: ToyState) -> frozenset[PlayerId]:
        """Return the seat whose turn it is."""
        return to_act_of(state.pending)

    def legal_actions(self, state: ToyState, player: PlayerId) -> list[Any]:
        """Return every legal action of `player`."""
        if player not in self.to_act(state):
            return []
        turn = state.pending[-1]
        out: list[Any] = [
            Take(player=player, count=n)
            for n in (1, 2)
            if n <= state.pile and turn.taken + n <= TURN_LIMIT
        ]
        if not turn.drawn and len(state.seats[player].bonus) < MAX_DRAWS:
            out.append(Draw(player=player))
        if turn.taken > 0:
            out.append(EndTurn(player=player))
        return out

    def check(self, state: ToyState, action: Any) -> Text | None:
        """Return why `action` is illegal, or None."""
        if action.player not in self.to_act(state):
            return engine_text("not_your_turn")
        if action not in self.legal_actions(state, action.player):
            return _t("not_allowed", what=self.describe(state, action))
        return None

    def apply(self, state: ToyState, action: Any) -> ToyState:
        """Return the state after `action`."""
        if (reason := self.check(state, action)) is not None:
            raise IllegalAction(reason)
        draft = state.model_copy(deep=True)
        turn = draft.pending[-1]
        me = draft.seats[action.player]
        if isinstance(action, Take):
            draft.pile -= action.count
            me.taken += action.count
            turn.taken += action.count
        elif isinstance(action, Draw):
            me.bonus = (*me.bonus, draft.rng.stream().randint(1, 3))
            turn.drawn = True
            if is_recording():
                value = me.bonus[-1]
                who = action.player
                note(
                    _t("bonus", who=Seat(who), n=value).with_deltas(
                        {f"seat:{who}:bonus_points": value}
                    )
                )
        else:
            turn.ended = True
        advance(draft, _flow_step)
        return draft

    def scores(self, state: ToyState) -> tuple[int, ...]:
        """Return counters plus bonus cards per seat."""
        return tuple(p.taken + sum(p.bonus) for p in state.seats)

    def outcome(self, state: ToyState) -> Outcome | None:
        """Return the result once the pile is empty."""
        if not state.over:
            return None
        scores = self.scores(state)
        return Outcome(scores=scores, winners=winners_of(scores))

    def view_for(self, state: ToyState, player: PlayerId) -> ToyState:
        """Hide other seats' bonus cards until the end."""
        if state.over:
            return state
        view = state.model_copy(deep=True)
        for i, seat in enumerate(view.seats):
            if i != player:
                seat.bonus = tuple(HIDDEN for _ in seat.bonus)
        return view

    def determinize(self, view: ToyState, player: PlayerId, rng: random.Random) -> ToyState:
        """Fill hidden bonus cards with random values."""
        if not any(HIDDEN in s.bonus for s in view.seats):
            return view
        full = view.model_copy(deep=True)
        for seat in full.seats:
            seat.bonus = tuple(b if b != HIDDEN else rng.randint(1, 3) for b in seat.bonus)
        return full

    def estimate(self, state: ToyState) -> tuple[float, ...]:
        """Score so far, counting a hidden card as 2."""
        return tuple(
            float(p.taken + sum(b if b != HIDDEN else 2 for b in p.bonus)) for p in state.seats
        )

    def counters(self, view: ToyState) -> dict[str, int]:
        """The pile; per seat counters taken, bonus cards and (when visible) bonus points."""
        out = {"pile": view.pile}
        for i, seat in enumerate(view.seats):
            out[f"seat:{i}:taken"] = seat.taken
            out[f"seat:{i}:bonus"] = len(seat.bonus)
            if HIDDEN not in seat.bonus:
                out[f"seat:{i}:bonus_points"] = sum(seat.bonus)
        return out

    def describe(self, state: ToyState, action: Any) -> Text:
        """Return the log line, e.g. "Ann takes 2 counters", with its deltas."""
        who = action.player
        if isinstance(action, Take):
            return _t("take", who=Seat(who), n=action.count).with_deltas(
                {"pile": -action.count, f"seat:{who}:taken": action.count}
            )
        if isinstance(action, Draw):
            return _t("draw", who=Seat(who)).with_deltas({f"seat:{who}:bonus": 1})
        return _t(action.kind, who=Seat(who))

    def heading(self, state: ToyState) -> Text:
        """Return "Pile N" in steps of 4 counters, so headings change now and then."""
        return (
            engine_text("heading.game_end")
            if state.over
            else _t("pile", n=(state.pile + 3) // 4 * 4)
        )

    def prompt(self, state: ToyState) -> Text | None:
        """Return who must act."""
        acting = sorted(self.to_act(state))
        return _t("prompt", who=Seat(acting[0])) if acting else None


TOY = ToyGame()
"""The toy game object (as a game's `GAME`)."""


def random_game(game: ToyGame, players: int, seed: int) -> tuple[ToyState, list[Any]]:
    """Play a seeded random game to the end; return the final state and the actions."""
    rng = bot_random(f"toy-test:{seed}", 0)
    state = game.setup(game.Options(players=players), seed)
    actions: list[Any] = []
    while acting := sorted(game.to_act(state)):
        action = rng.choice(game.legal_actions(state, acting[0]))
        actions.append(action)
        state = game.apply(state, action)
    return state, actions
