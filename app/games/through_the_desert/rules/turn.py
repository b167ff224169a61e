"""Turn order and the end of the game (seed 001 "騎手の配置", "キャラバンの展開", "ゲームの終了").

Play goes clockwise from the start player (seat 0). After the rider rounds the start player
takes the first camel turn. The first two players place one camel in their first camel turn
(only the first player with two players). The game ends at the end of the turn in which the
last camel of any colour was placed. If no player can place a camel any more, it ends too
(the rulebook is silent; see RULES.md). A camel turn opens in `camel.start_turn` (a placement
that ends a turn opens the next one itself, with the board masks at hand).
"""

from __future__ import annotations

from app.engine.events import is_recording
from app.engine.game import PlayerId
from app.games.through_the_desert.model import PlaceRiders, State, TtdPhase
from app.games.through_the_desert.rules.camel import start_turn
from app.games.through_the_desert.rules.edit import assign, rider_turn
from app.games.through_the_desert.rules.ledger import note_final
from app.games.through_the_desert.rules.setup import rider_rounds

__all__ = ["step"]


def _after_riders(draft: State, decision: PlaceRiders, player: int) -> None:
    if player + 1 < draft.players:
        assign(
            draft, current=player + 1, pending=[rider_turn((PlayerId(player + 1),), decision.round)]
        )
    elif decision.round < rider_rounds(draft.players):
        assign(draft, current=0, pending=[rider_turn((PlayerId(0),), decision.round + 1)])
    else:
        draft.phase = TtdPhase.CAMELS
        start_turn(draft, 0)


def _end(draft: State) -> None:
    draft.phase = TtdPhase.OVER
    draft.pending = []
    if is_recording():
        note_final(draft)


def step(draft: State) -> bool:
    """Do one automatic transition; False when someone must act or the game is over."""
    if not draft.pending or draft.pending[-1].waiting:
        return False
    decision = draft.pending[-1]
    if isinstance(decision, PlaceRiders):
        _after_riders(draft, decision, draft.current)
        return True
    if draft.last_camel_placed:
        _end(draft)
        return True
    nxt = (draft.current + 1) % draft.players
    start_turn(draft, nxt)
    return True
