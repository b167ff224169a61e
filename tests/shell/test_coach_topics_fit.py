"""The coach's "Topics" button and menu fit (issue 36).

The button's menu arrow covered the last character of 「項目一覧」, and with every topic shown the
menu ran off a 1280×800 screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle

pytestmark = pytest.mark.gui


def _guided(window, language: str, game_id: str = "barrage"):
    window.set_language(language)
    window.files.confirm_replace = lambda: True
    window.resize(1280, 800)
    assert window.learn(game_id, bots=2)
    QApplication.processEvents()
    return window.page.coach


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_topics_button_leaves_room_for_its_arrow(window, language):
    coach = _guided(window, language)
    button = coach.topics_button
    style = button.style()
    text = button.fontMetrics().horizontalAdvance(button.text())
    arrow = style.pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, button)
    margins = 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
    assert text + arrow + margins <= button.width(), (button.text(), button.width())
