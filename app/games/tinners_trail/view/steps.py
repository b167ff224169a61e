"""Tinners' Trail moves as steps for `app.ui.narrowing`, their words, and what a move costs.

An action starts "where" it happens on the board: a region ("region:<i>": auctions, mining,
miners, ports, rails, pumping, peeks), a border ("border:<i>": adits) or a decision of the
turn ("decision:<kind>": keep, pasty, pass, invest, ...). Then come its own choices: what to
do there, which survey card, how much ore, which card of each letter to keep, how much money.
`preview` says what a move costs and gains (work points, money, VP, water) by playing it on a
copy of the state: only the mover's public counters are compared, so nothing hidden leaks.
Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.events import deltas_of
from app.engine.text import Text, TextList
from app.games.tinners_trail.actions import NoCard
from app.games.tinners_trail.data.data import GROUPS, game_data
from app.games.tinners_trail.ledger import round_end_at
from app.games.tinners_trail.rules.auction import deck_unpayable
from app.games.tinners_trail.rules.worktrack import left
from app.games.tinners_trail.texts import border_text, card_text, ore_only, region_text, t

if TYPE_CHECKING:
    from collections.abc import Hashable

    from app.engine.game import GameBase
    from app.games.tinners_trail.model import State

__all__ = ["MOVE", "WHERE", "anchor_of", "preview", "step_prompt", "steps_of", "value_words"]

WHERE = "where"
MOVE = "move"
"""Key of the step listing a decision's answers (each value is an action)."""
_ON_REGION = frozenset({"start_auction", "mine", "miner", "port", "rail", "pump_water", "peek"})
_DECISION = {
    "bid": "auction",
    "drop_out": "auction",
    "play_card": "after_card",
    "no_card": "after_card",
    "invest": "invest",
    "stop_investing": "invest",
}
"""Kinds answered together in one decision (several choices at the same anchor)."""
_PREVIEWED = frozenset(
    {"mine", "miner", "port", "rail", "adit", "pumps", "pasty", "invest", "play_card", "pump_water"}
)
"""Kinds whose consequences `preview` computes (the others reveal or roll something)."""


def anchor_of(action: Any) -> str:
    """Return where an action starts on the board (its first step)."""
    kind = action.kind
    if kind in _ON_REGION:
        return f"region:{action.region}"
    if kind == "adit":
        return f"border:{action.border}"
    return f"decision:{_DECISION.get(kind, kind)}"


def steps_of(action: Any) -> tuple[tuple[str, Hashable], ...]:
    """Return the ordered `(key, value)` steps of an action, where first."""
    kind = action.kind
    anchor = anchor_of(action)
    if anchor.startswith("decision:") and kind != "keep":
        # One decision's answers (invest £10, £5 or stop; a card after the auction): one list.
        return ((WHERE, anchor), (MOVE, action))
    steps: list[tuple[str, Hashable]] = [(WHERE, anchor), ("kind", kind)]
    if kind == "start_auction":
        steps.append(
            ("card", action.card if action.card >= 0 else "deck" if action.deck else "none")
        )
    elif kind == "mine":
        steps.append(("ore", (action.tin, action.copper)))
    elif kind == "keep":
        data = game_data()
        steps += [(f"letter:{GROUPS[data.card_group[c]]}", c) for c in action.cards]
    elif kind in ("bid", "invest"):
        steps.append(("amount", action.amount))
    elif kind == "play_card":
        steps.append(("card", action.card))
    elif kind == "no_card":
        steps.append(("card", "none"))
    return tuple(steps)


def value_words(key: str, value: Hashable) -> Text | None:
    """Return a choice's words when no single action stands for it (None: use the action's)."""
    if key == WHERE and isinstance(value, str):
        return _where_words(value)
    if key == "kind":
        return t(f"ui.kind.{value}")
    if key == "card" or key.startswith("letter:"):
        return card_text(value) if isinstance(value, int) else t(f"ui.card.{value}")
    if key == "ore" and isinstance(value, tuple):
        return t("ui.ore_choice", tin=value[0], copper=value[1])
    if key == "amount" and isinstance(value, int):
        return t("ui.amount", money=value)
    return None


def _where_words(anchor: str) -> Text:
    kind, _, index = anchor.partition(":")
    if kind == "region":
        return region_text(int(index))
    if kind == "border":
        return border_text(int(index))
    return t(f"ui.where.{index}")


def step_prompt(key: str) -> Text:
    """Return the question of a step."""
    if key.startswith("letter:"):
        return t("ui.step.letter", letter=key.partition(":")[2])
    return t(f"ui.step.{key}")


def preview(game: GameBase[Any, Any], state: State, action: Any, work: bool = True) -> Text | None:
    """Return what `action` costs and gains its player (None: nothing to say).

    `state` is what the viewer may see (`view_of`), never the whole state: nothing on screen
    is computed from what the viewer may not see (issue 34). An action that is not legal in
    that view (another seat's cards) has nothing to say. `work=False` leaves out the work
    points, for a line that already names them (the log's line of a move does:
    `ledger.action_line`).
    """
    if action.kind == "start_auction":
        if action.deck and deck_unpayable(state, action.player, action.region):
            return t("ui.cost.auction_unpayable")  # a £0 starter (seed 002, 2 players)
        return t("ui.cost.auction")
    if action.kind == "pass":
        return t("ui.cost.pass", n=left(state, action.player))
    if action.kind not in _PREVIEWED or game.check(state, action) is not None:
        return None  # nothing to say, or not a move of this view's (another seat's cards)
    after: State = game.apply(state, action)
    seat = int(action.player)
    own, sold = _own_deltas(game, state, action, after)
    parts: list[Text] = []
    spent = own.get(f"seat:{seat}:work", 0)
    if spent > 0 and work:
        parts.append(t("ui.cost.work", n=spent))
    money = own.get(f"seat:{seat}:money", 0)
    if money < 0:
        parts.append(t("ui.cost.money", money=-money))
    elif money > 0:
        parts.append(t("ui.gain.money", money=money))
    if gained := own.get(f"seat:{seat}:vp", 0):
        parts.append(t("ui.gain.vp", n=gained))
    if action.kind == "mine" and after.water[action.region] > state.water[action.region]:
        parts.append(t("ui.gain.water", n=after.water[action.region] - state.water[action.region]))
    if action.kind == "play_card":
        parts += _card_water(game, state, action, after)
    if sold is not None:  # the round ends after this move: named as what follows it
        parts.append(sold)
    return t("ui.costs", parts=TextList(tuple(parts))) if parts else None


def _card_water(game: GameBase[Any, Any], state: State, action: Any, after: State) -> list[Text]:
    """What a card played after an auction does to the region's water (seed 002 「◎調査カード」).

    Compared with playing no card: the cubes it removes now, and a steam pump that stays also
    removes one at the start of every later round (「即座に…以降の各ラウンド開始時にも」).
    """
    region = getattr(state.pending[-1], "region", -1)
    if region < 0:
        return []
    without: State = game.apply(state, NoCard(player=action.player))
    out: list[Text] = []
    if drained := without.water[region] - after.water[region]:
        out.append(t("ui.gain.drain", n=drained, region=region_text(region)))
    if after.pump[region] and not without.pump[region]:
        out.append(t("ui.gain.pump_later"))
    return out


def _own_deltas(
    game: GameBase[Any, Any], state: State, action: Any, after: State
) -> tuple[dict[str, int], Text | None]:
    """The move's own counter changes, and what the round's end it sets off does for its player.

    The log's notes before the round's end (`ledger.round_end_at`) are the move's; the mover's
    sale after it is said apart ("then the round ends: you sell 3 tin for £15").
    """
    events = game.step_events(state, action, after)
    cut = round_end_at(state, after)
    own = deltas_of([game.describe(state, action), *events[: len(events) if cut is None else cut]])
    if cut is None:
        return own, None
    seat = int(action.player)
    sale = next((n for n in after.events[cut:] if n.key == "sale" and n.seat == seat), None)
    if sale is None:
        return own, t("ui.then_round_ends")
    nums = dict(sale.nums)
    key = f"ui.then_sale{ore_only(sale)}"
    return own, t(key, tin=nums["tin"], copper=nums["copper"], money=nums["money"])
