"""The Quest phase (seed 003 「4. クエストフェイズ」).

Every clan reveals the quests it committed. For each one whose condition is met it gains the
glory printed on the card and raises one clan stat of its choice one step (「そのカードに記載
された数の名誉を獲得し、氏族ステータスの中から１つを上昇させる事が出来ます」); a failed quest
gives and costs nothing. All revealed quests are discarded. The conditions are the quest
effects of `cards.quest` (timing `quest_phase`). Clans are scored from the first player
clockwise; the stat choices are then made all at once (`StatChoice`), one step at a time, and
a clan whose three stats are at their last step has nothing to choose (RULES.md R13, R16).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.game import PlayerId
from app.games.blood_rage.actions import raise_stat as raise_action
from app.games.blood_rage.cards import quest as quest_effects  # noqa: F401 - registers them
from app.games.blood_rage.cards.registry import Event, fire
from app.games.blood_rage.data.data import STATS, game_data
from app.games.blood_rage.model import Phase, StatChoice
from app.games.blood_rage.rules import ledger, notes
from app.games.blood_rage.rules.board import upgrade_cards
from app.games.blood_rage.rules.edit import update_seat
from app.games.blood_rage.rules.reward import can_raise, gain_glory, raise_stat
from app.games.blood_rage.texts import stat_text, t

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.blood_rage.actions import RaiseStat
    from app.games.blood_rage.model import State

__all__ = ["choices", "enter", "is_done", "on_raise", "reason"]


def is_done(state: State, player: int, card: int) -> bool:
    """Whether `player`'s quest `card` is completed now (its quest effect decides)."""
    event = Event("quest_phase", seats=(player,))
    return fire(state, event, [(player, card)]).done


def enter(draft: State) -> None:
    """Reveal and score every committed quest, then let the clans choose their stat steps."""
    draft.phase = Phase.QUEST
    cards = game_data().cards
    raises = [0] * draft.players
    for i in range(draft.players):
        p = (draft.first_player + i) % draft.players
        quests = draft.seats[p].quests
        for card in quests:
            quest = cards[card].quest
            assert quest is not None
            # each revealed quest leaves the clan sheet for the face-up discard pile
            revealed = {**ledger.card_keys(p, quests=-1), "discard": 1}
            if is_done(draft, p, card):
                gain_glory(draft, p, quest.glory, "quests")
                raises[p] += 1
                deltas = {**revealed, **ledger.glory(p, quest.glory)}
                notes.seat_line("quest_done", p, deltas, card=card, n=quest.glory)
                event = Event("quest_done", seats=(p,), amount=quest.glory)
                fire(draft, event, upgrade_cards(draft, p))
            else:
                notes.seat_line("quest_failed", p, revealed, card=card)
        update_seat(draft, p, quests=())
        draft.discard = draft.discard + quests
    top = StatChoice(waiting=(), raises=tuple(raises))
    _wait(draft, top)
    if top.waiting:
        draft.pending.append(top)


def _wait(state: State, top: StatChoice) -> None:
    top.waiting = tuple(
        PlayerId(p)
        for p in range(state.players)
        if top.raises[p] > 0 and any(can_raise(state, p, s) for s in STATS)
    )


def choices(state: State, player: int) -> list[RaiseStat]:
    """Every stat `player` may raise now."""
    top = state.pending[-1]
    if not isinstance(top, StatChoice) or player not in top.waiting:
        return []
    return [raise_action(player, s) for s in STATS if can_raise(state, player, s)]


def reason(state: State, action: RaiseStat) -> Text | None:
    """Why this stat cannot be raised, or None."""
    if not can_raise(state, action.player, action.stat):
        return t("reason.stat_at_top", stat=stat_text(action.stat))
    return None


def on_raise(draft: State, action: RaiseStat) -> None:
    """Raise the stat one step; the seat chooses again while it has steps left."""
    top = draft.pending[-1]
    assert isinstance(top, StatChoice)
    raise_stat(draft, action.player, action.stat)
    p = action.player
    top.raises = (*top.raises[:p], top.raises[p] - 1, *top.raises[p + 1 :])
    _wait(draft, top)
