"""What each seat keeps to itself in Tinners' Trail, in words (issue 34 §5), Qt-free.

`hidden.redact` hides a seat's survey cards (hand and the cards dealt to keep) and the
face-down tiles it alone has looked at. Their phrases are the card as the log and the
seat's panel name it ("survey card B4 (+2 copper, £3)", "B4: +2 copper, £3") and the tile
("tile T7 (3 tin, 1 copper, 2 water)"), in both languages.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.engine.secrets import phrases
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import NO_TILE
from app.games.tinners_trail.texts import benefit_text, card_text, t, tile_text

if TYPE_CHECKING:
    from app.engine.text import Text
    from app.games.tinners_trail.model import State

__all__ = ["card_words", "secret_texts"]


def card_words(card: int) -> Text:
    """A survey card as the seat's panel lists it ("B4: +2 copper, £3")."""
    c = game_data().cards[card]
    return t("ui.hand.card", label=c.id, benefit=benefit_text(card), money=c.price)


def secret_texts(state: State, seat: int) -> set[str]:
    """The phrases of `seat`'s survey cards and of the face-down tiles only it has seen."""
    me = state.seats[seat]
    texts: list[Text] = []
    for card in (*me.hand, *me.offer):
        if card >= 0:
            texts += [card_text(card), card_words(card)]
    for tile, up, known in zip(state.tile, state.face_up, state.known, strict=True):
        if tile != NO_TILE and tile >= 0 and not up and known == 1 << seat:
            texts.append(tile_text(tile))
    return phrases(texts)
