"""Blood Rage moves as steps for `app.ui.narrowing`, their words, and what a move costs.

An action starts "where" it happens: a province ("province:<i>": invade, march from, pillage,
move into a battle from), a fjord ("fjord:<i>": a ship invading), a card of the seat's hand
("card:<i>": upgrade, quest, battle card, keep, a draft pick of one card) or a decision
("decision:<kind>": pass, decline, raise a stat, a two-card draft pick). Then come its own
choices: what to do there, which figure, where to, which figures, which card to replace, one
quest or two of its type. Two quests taken together start at either card (`BrNarrowing`).
An action kind this module does not know (a card effect's own action) becomes one
"decision:<kind>" whose answers are the actions themselves, so it shows in the panel and the
legal-move list without code here. A card action on a turn (Tyr's Challenge, Frigga's Domain,
Frigga's Sacrifice: `use_card` answering `Turn`) starts at its card ("card:<i>", on the clan
sheet), so one click on the card begins it (issue 36 §3). Qt-free.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.engine.text import Text, TextList
from app.games.blood_rage.cards.registry import code_of
from app.games.blood_rage.data.data import game_data
from app.games.blood_rage.model import NO_CARD, Battle
from app.games.blood_rage.rules.actions.upgrade import cost as upgrade_cost
from app.games.blood_rage.rules.board import clan_strength, invade_cost, stat_value
from app.games.blood_rage.rules.resolution import totals
from app.games.blood_rage.texts import (
    card_text,
    choice_text,
    figure_text,
    fjord_text,
    province_text,
    stat_text,
    t,
)
from app.ui.narrowing import Narrowing

if TYPE_CHECKING:
    from collections.abc import Hashable, Iterable, Sequence

    from app.engine.game import GameBase
    from app.games.blood_rage.model import State
    from app.ui.narrowing import StepsOf

__all__ = [
    "KNOWN",
    "MOVE",
    "WHERE",
    "BrNarrowing",
    "anchor_of",
    "arriving",
    "battle_strength",
    "card_preview",
    "move_cost",
    "preview",
    "step_prompt",
    "steps_for",
    "steps_of",
    "turn_steps_of",
    "value_words",
]

WHERE = "where"
MOVE = "move"
"""Key of the step listing a decision's answers (each value is an action)."""
_ON_PROVINCE = frozenset({"invade", "march", "pillage", "move_to_battle"})
_ON_CARD = frozenset({"upgrade", "quest", "battle_card", "keep"})
KNOWN = _ON_PROVINCE | _ON_CARD | {"pick", "pass", "decline", "raise"}
"""Kinds with their own steps; any other kind is listed as it is."""


def anchor_of(action: Any, on_turn: bool = False) -> str:
    """Return where an action starts (its first step).

    `on_turn`: the action answers a turn, so a `use_card` is a card action started at its card.
    """
    kind = action.kind
    if kind in _ON_CARD or (kind == "use_card" and on_turn):
        return f"card:{action.card}"
    if kind == "invade":
        return f"fjord:{action.to}" if action.fjord else f"province:{action.to}"
    if kind in ("march", "move_to_battle"):
        return f"province:{action.source}"
    if kind == "pillage":
        return f"province:{action.province}"
    if kind == "pick" and len(action.cards) == 1:
        return f"card:{action.cards[0]}"
    return f"decision:{kind}"


def steps_of(action: Any, on_turn: bool = False) -> tuple[tuple[str, Hashable], ...]:
    """Return the ordered `(key, value)` steps of an action, where first (`anchor_of`)."""
    kind = action.kind
    anchor = anchor_of(action, on_turn)
    if kind not in KNOWN or kind in ("pass", "decline", "raise"):
        return ((WHERE, anchor), (MOVE, action))
    steps: list[tuple[str, Hashable]] = [(WHERE, anchor), ("kind", kind)]
    if kind in ("invade", "move_to_battle"):
        steps.append(("figure", action.figure))
    elif kind == "march":
        steps += [("to", f"province:{action.to}"), ("figures", action.figures)]
    elif kind == "upgrade":
        steps.append(("replaces", action.replaces))
    elif kind == "quest":
        steps.append(("quests", action.cards))
    elif kind == "pick":
        steps.append(("cards", action.cards))
    return tuple(steps)


def value_words(key: str, value: Hashable) -> Text | None:
    """Return a choice's words when no single action stands for it (None: use the action's)."""
    if key in (WHERE, "to") and isinstance(value, str):
        return where_words(value)
    if key == "kind" and isinstance(value, str) and value in KNOWN:
        return t(f"ui.kind.{value}")
    if key == "figure" and isinstance(value, str):
        return figure_text(value)
    if key == "replaces" and isinstance(value, int):
        return t("ui.empty_slot") if value == NO_CARD else t("ui.replace", card=card_text(value))
    if key in ("figures", "cards", "quests") and isinstance(value, tuple):
        return _list_words(key, value)
    return None


def _list_words(key: str, value: tuple[Any, ...]) -> Text:
    """Figures or cards named in a row; for quests, one alone or both of a type (「■ クエスト」)."""
    if key == "quests":
        if len(value) == 1:
            return t("ui.quests.one")
        return t("ui.quests.both", card=card_text(value[0]), other=card_text(value[1]))
    named = figure_text if key == "figures" else card_text
    return t("ui.list", items=TextList(tuple(named(v) for v in value)))


def where_words(anchor: str) -> Text | None:
    """Return the name of a place or card anchor (None for a decision)."""
    kind, _, index = anchor.partition(":")
    if kind == "province":
        return province_text(int(index))
    if kind == "fjord":
        return fjord_text(int(index))
    if kind == "card":
        return card_text(int(index))
    if index in ("pick", "pass", "decline", "raise"):
        return t(f"ui.where.{index}")
    return None


def step_prompt(key: str) -> Text:
    """Return the question of a step."""
    return t(f"ui.step.{key}" if key in _PROMPTS else "ui.step.choice")


_PROMPTS = frozenset({"where", "kind", "figure", "to", "figures", "replaces", "cards", "quests"})


def rage_cost(state: State, action: Any) -> int | None:
    """The Rage a move costs its player (None: a move that costs none by its kind)."""
    kind, seat = action.kind, int(action.player)
    top = state.pending[-1] if state.pending else None
    if kind == "invade" and (top is None or top.kind != "free_invade"):
        return invade_cost(state, seat, action.figure)
    if kind == "march":
        return game_data().march_cost
    if kind == "upgrade":
        return upgrade_cost(state, seat, action.card)
    if kind == "use_card" and top is not None and top.kind == "turn":
        code = code_of(action.card)
        return code.rage_cost if code is not None else None
    return None


def move_cost(state: State, action: Any) -> Text | None:
    """Return what a move costs its player in Rage (None: nothing), from the rules' own costs."""
    if action.kind == "pass":
        return t("ui.cost.pass", n=state.seats[int(action.player)].rage)
    rage = rage_cost(state, action)
    if rage is None:
        return None
    return t("ui.cost.rage", n=rage) if rage else t("ui.cost.free")


def battle_strength(state: State, seat: int, card: int) -> int | None:
    """Return `seat`'s STR in the battle if it plays `card` (None outside a battle).

    Counts only what the seat knows: its figures, its upgrades and this card; the other
    clans' face-down cards count as nothing.
    """
    top = state.pending[-1] if state.pending else None
    if not isinstance(top, Battle) or seat not in top.seats:
        return None
    played = tuple(card if p == seat else NO_CARD for p in range(state.players))
    return int(totals(state, top.model_copy(update={"played": played}))[seat])


def preview(game: GameBase[Any, Any], state: State, action: Any) -> Text | None:
    """Return what `action` will cause that the player cannot see at once (None: nothing)."""
    seat = int(action.player)
    parts: list[Text] = []
    cost = move_cost(state, action)
    if cost is not None:
        parts.append(cost)
    elif action.kind == "quest":  # seed 003: a quest takes a turn, not Rage (s52 054)
        parts.append(t("ui.cost.no_rage"))
    if action.kind == "battle_card":
        strength = battle_strength(state, seat, action.card)
        if strength is not None:
            parts.append(t("ui.preview.strength", n=strength))
    elif action.kind in ("invade", "march", "move_to_battle", "pillage"):
        parts += _board_preview(game, state, action)
    elif action.kind == "use_card":
        parts += card_preview(state, action)
    rage = rage_cost(state, action)
    if rage and state.seats[seat].rage == rage and state.phase.value == "action":
        # seed 003: a clan with no Rage left takes no more actions this Age (issue 35 §2)
        parts.append(t("ui.preview.last_rage"))
    return t("ui.costs", parts=TextList(tuple(parts))) if parts else None


_CARD_PREVIEW = {
    ("tyrs_challenge", "province"): "ui.preview.card.pillage_again",
    ("friggas_domain", "figure"): "ui.preview.card.from_valhalla",
    ("friggas_sacrifice", "stat"): "ui.preview.card.sacrifice",
    ("friggas_sacrifice", "spot"): "ui.preview.card.destroys",
    ("friggas_protection", "figure"): "ui.preview.card.saves",
}
"""What a card's answer destroys or moves, by effect and kind of choice (issue 36 §3)."""


def card_preview(state: State, action: Any) -> list[Text]:
    """Name what using a card does to the board: the figure it destroys, moves or saves.

    Frigga's Sacrifice names its stat step first and each figure as it is chosen; Frigga's
    Domain the figure leaving Valhalla; Tyr's Challenge the province pillaged again.
    """
    effect = game_data().cards[action.card].effect
    what, _, value = action.choice.partition(":")
    key = _CARD_PREVIEW.get((effect, what))
    if key is None:
        return []
    me = state.seats[int(action.player)]
    words: dict[str, Any] = {"choice": choice_text(action.choice)}
    if what == "figure":
        words["figure"] = figure_text(value)
    elif what == "province":
        words["province"] = province_text(int(value))
    elif what == "stat":
        words.update(stat=stat_text(value), n=stat_value(me, value))
    return [t(key, **words)]


def _board_preview(game: GameBase[Any, Any], state: State, action: Any) -> list[Text]:
    """STR in the province reached, or who may answer the Call to Battle of a pillage."""
    seat = int(action.player)
    if action.kind == "pillage":
        return [
            t(
                "ui.preview.pillage",
                n=clan_strength(state, action.province, seat),
                province=province_text(action.province),
            )
        ]
    if action.kind == "invade" and action.fjord:
        return []
    province = action.to if action.kind != "move_to_battle" else _battle_province(state)
    if province < 0:
        return []
    after: State = game.apply(state, action)
    return [
        t(
            "ui.preview.strength_in",
            n=clan_strength(after, province, seat),
            province=province_text(province),
        )
    ]


def _battle_province(state: State) -> int:
    top = state.pending[-1] if state.pending else None
    return int(getattr(top, "province", -1))


def arriving(before: State, action: Any) -> tuple[int, int, tuple[str, ...]] | None:
    """The figures `action` (played in `before`) brings into a province: (province, seat, kinds).

    None for a move that brings no figure into a village (a ship into a fjord, a card).
    """
    seat = int(action.player)
    if action.kind == "invade" and not action.fjord:
        return action.to, seat, (action.figure,)
    if action.kind == "march":
        return action.to, seat, tuple(action.figures)
    if action.kind == "move_to_battle":
        return _battle_province(before), seat, (action.figure,)
    return None


def turn_steps_of(action: Any) -> tuple[tuple[str, Hashable], ...]:
    """Return the steps of an action answering a turn (a card action starts at its card)."""
    return steps_of(action, on_turn=True)


def steps_for(top_kind: str) -> StepsOf:
    """Return how the actions answering the decision `top_kind` split into steps."""
    return turn_steps_of if top_kind == "turn" else steps_of


class BrNarrowing(Narrowing):
    """Blood Rage's narrowing: two quests taken together start at either of their cards.

    A pair of quests of one type (seed 003 「同じタイプのクエストなら２枚同時に引き受ける事もで
    きます」) is one action, listed once with the lower card as its start; a click or drop on the
    other card offers it too ("this quest alone" or "both").
    """

    def __init__(self, actions: Sequence[Any], steps: StepsOf = steps_of) -> None:
        super().__init__(actions, steps)
        self._twin = {
            i: f"card:{a.second}"
            for i, a in enumerate(actions)
            if a.kind == "quest" and a.second != NO_CARD
        }

    def _matches(self, i: int, chosen: Iterable[tuple[str, Hashable]]) -> bool:
        twin = self._twin.get(i)
        if twin is not None:
            chosen = [
                (k, f"card:{self._actions[i].card}" if (k, v) == (WHERE, twin) else v)
                for k, v in chosen
            ]
        return super()._matches(i, chosen)
