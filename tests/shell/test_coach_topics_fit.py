"""The coach's "Topics" button and menu fit (issue 36).

The button's menu arrow covered the last character of 「項目一覧」, and with every topic shown the
menu ran off a 1280×800 screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QMenu, QStyle

from app.engine.coach import topic_text
from app.engine.topics import load_topics
from app.shell.settings import TEXT_SCALES
from app.ui.i18n import current_language

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


def _every_action(menu: QMenu) -> list[str]:
    out = []
    for action in menu.actions():
        sub = action.menu()
        out += _every_action(sub) if isinstance(sub, QMenu) else [action.text()]
    return out


def _menus(menu: QMenu) -> list[QMenu]:
    subs = [sub for a in menu.actions() if isinstance(sub := a.menu(), QMenu)]
    return [menu, *subs]


@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing the keyboard")
@pytest.mark.parametrize("scale", [1.0, max(TEXT_SCALES)])
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_topics_menu_fits_the_screen(window, qtbot, language, scale):
    coach = _guided(window, language)
    window.set_text_scale(scale)
    QApplication.processEvents()
    topics = load_topics("barrage")
    assert topics is not None
    every = list(topics.topics)
    coach.coach.seen[:] = every  # the whole game taught: every topic is in the menu
    coach.show_topic("round")
    game = window.controller.game
    titles = [topic_text(game, t, current_language()).title for t in every]
    assert sorted(_every_action(coach.topics_menu)) == sorted(titles)
    # At the usual text size each menu fits the window on a 1280×800 screen (its frame
    # allowed for); at the largest, the screen. Qt splits a menu taller than the screen into
    # columns: that is running off too.
    room = 800 - 40 if scale == 1.0 else 800
    for menu in _menus(coach.topics_menu):
        assert menu.sizeHint().height() <= room, (menu.title(), menu.sizeHint())
        columns = {menu.actionGeometry(a).left() for a in menu.actions()}
        assert len(columns) == 1, (menu.title(), menu.sizeHint())
    button = coach.topics_button
    coach.topics_menu.popup(button.mapToGlobal(QPoint(0, button.height())))
    qtbot.waitUntil(coach.topics_menu.isVisible)
    screen = button.screen().geometry()
    assert screen.contains(coach.topics_menu.geometry()), coach.topics_menu.geometry()
    coach.topics_menu.hide()
