"""Refusals in the middle of a move name the move (issue 35 §1, multi-step).

With an action space chosen (a production at a turbine station, a construction on the
company board), every board item clicked that the move cannot use is refused with a reason
that names the move under way ("… (your move: Turbine station: produce +2 · 2 engineers)"),
in English and Japanese; an item the move already uses says so, instead of the reason of
another action it could start (the production's own dam said "you cannot pay this
construction"). Items whose click starts another move instead are answered by that move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from PySide6.QtWidgets import QApplication

from app.engine.phrases import plain
from app.games.barrage.view.labels import where_text
from app.shell.language import LanguageManager
from tests.clickwalk import _generic, _mark, _reset
from tests.games.barrage.test_controller_steps import _start, make, production_ready

if TYPE_CHECKING:
    from collections.abc import Iterator

    from app.games.barrage.controller import BarrageController

pytestmark = pytest.mark.gui

ASIDE = {"wheel"}
"""Items no step of these moves involves: the generic line is theirs."""


@pytest.fixture(params=["en", pytest.param("ja", marks=pytest.mark.slow)])
def language(request, qapp) -> Iterator[str]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    manager = LanguageManager(app)
    assert manager.set_language(request.param)
    yield request.param
    manager.set_language("en")


def _walk(controller: BarrageController, begin: Any, where: str) -> dict[str, str]:
    """Click every board item the move under way does not light; return item -> refusal.

    Items whose click starts or narrows a move are left out (answered by that move), and the
    space chosen (a click there begins the move again).
    """
    said: list[str] = []
    controller.action_rejected.connect(said.append)
    scene = controller.scene()
    begin()
    lit = set(scene.highlighted())
    targets = sorted(i.item_id for i in scene.board_items() if i.is_target and i.isVisible())
    out = {}
    for target in targets:
        if target in lit or target == where:
            continue
        _reset(controller)
        begin()
        before = _mark(controller)
        said.clear()
        scene.item_clicked(target)
        QApplication.processEvents()
        if _mark(controller) != before:
            if len(controller.session.actions) != before[0]:
                controller.undo()
            continue
        out[target] = said[-1] if said else ""
    controller.action_rejected.disconnect(said.append)
    _reset(controller)
    return out


def _check(refused: dict[str, str], move: str, language: str) -> None:
    suffix = f" (your move: {move})" if language == "en" else f"（選択中の手：{move}）"
    for target, reason in refused.items():
        if target.split(":")[0] in ASIDE:
            continue
        assert reason, f"{target}: nothing said"
        assert reason != _generic(), f"{target}: the generic line"
        assert plain(reason).endswith(plain(suffix)), f"{target}: {plain(reason)}"


def test_a_production_under_way_names_itself_in_every_refusal(qtbot, language):
    controller, _ = _start(qtbot, production_ready())
    begin = lambda: controller.drop_piece("engineer", "mgmt:turbine_b2")  # noqa: E731
    refused = _walk(controller, begin, "mgmt:turbine_b2")
    assert len(refused) >= 40
    begin()
    narrow = controller.narrowing()
    assert narrow is not None
    move = where_text("mgmt:turbine_b2", narrow.remaining())
    _check(refused, move, language)
    own = plain(refused["map:B1U"])  # the production's own dam: chosen already, no construction
    if language == "en":
        assert own.startswith("basin 1 left dam is already part of this move: make the next")
        assert "construction" not in own
    else:
        assert own.startswith("盆地1の左ダムはこの手ですでに選ばれています。")
        assert own.endswith(f"（選択中の手：{plain(move)}）")


def test_a_construction_under_way_names_itself_in_every_refusal(qtbot, language):
    controller, _ = make(qtbot)
    seat = controller.acting_human()
    assert seat is not None
    begin = lambda: controller.drop_piece("engineer", f"cbuild:{seat}")  # noqa: E731
    refused = _walk(controller, begin, f"cbuild:{seat}")
    assert len(refused) >= 20
    begin()
    narrow = controller.narrowing()
    assert narrow is not None
    _check(refused, where_text(f"cbuild:{seat}", narrow.remaining()), language)
