"""A contract's board item as it moves between the offer and a hand (issue 7).

"contract:<id>" names the tile on the offer and in the hand that took it. Viewing a move from
before it was taken (the log) puts it on the offer again: this used to make Qt warn
`QGraphicsScene::removeItem: item's scene (0x0) is different from this scene` (the hand
removed an item the offer had already replaced) and to forget the offer's new item, so the
contract could no longer be clicked or lit up.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from app.engine.session import Seat, Session
from app.games.barrage import GAME
from app.games.barrage.actions import TakeContracts
from app.games.barrage.controller import BarrageController
from app.games.barrage.model import BarrageOptions

pytestmark = pytest.mark.gui


def _contract_taken() -> tuple[Session, int]:
    """Two humans; the first seat takes a contract with its first move."""
    session = Session(GAME, BarrageOptions(players=2), 4, [Seat(name="Anna"), Seat(name="Bea")])
    seat = min(session.to_act())
    take = next(a for a in GAME.legal_actions(session.state, seat) if isinstance(a, TakeContracts))
    session.apply(take)
    return session, take.contracts[0]


def _shown(controller: BarrageController, contract: int) -> None:
    """The contract's keyed item is on the board and is the one its id names."""
    scene = controller.scene()
    item = scene.item_for(f"contract:{contract}")
    assert item is not None
    assert item.scene() is scene
    assert sum(1 for i in scene.items() if i is item) == 1


def test_contract_back_on_the_offer_when_viewing_an_earlier_move(qtbot):
    session, contract = _contract_taken()
    controller = BarrageController(session)
    parent = QWidget()
    qtbot.addWidget(parent)
    controller.create_board(parent)
    controller.start()
    _shown(controller, contract)  # in the hand
    controller.show_step(0)  # before it was taken: on the offer
    _shown(controller, contract)
    offer = controller.scene().item_for(f"contract:{contract}")
    assert offer is not None
    assert offer.is_target  # it can be clicked to take it in this earlier position
    controller.return_to_present()
    _shown(controller, contract)
    controller.show_step(0)
    _shown(controller, contract)
    controller.shutdown()
