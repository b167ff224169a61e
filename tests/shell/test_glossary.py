"""No Japanese text of the app uses a term that ../shared/JAPANESE.md rejects (its "not" column).

Covers every catalogue the player reads: the Qt UI catalogue, each game's message catalogue
and each game's rules summary. Per-game tests check their game's finer points; this one keeps
the shared UI honest too (e.g. 合法手, shogi jargon, once titled the legal-move list).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from app.engine.resources import resource_path

if TYPE_CHECKING:
    from pathlib import Path

REJECTED = (
    # any game (JAPANESE.md "Style")
    "合法手",
    "指せる手",
    # Through the Desert (seed 001)
    "オアシスタイル",
    "最長キャラバン",
    # Barrage (seed 000)
    "企業能力",
    "開放区",
    "区画",
    "ホイールを2回す",
    "入門用セットアップ",
    "入門用ゲーム",
    "手番順オークション",
    "特許局",
    "レーフワーター・プロジェクト",
    "行わない",
    "手番順にVPを入札",
    # one name per game
    "スルー・ザ・デザート」",
    "ブラッドレイジ",
)


def _japanese_files() -> list[Path]:
    root = resource_path()
    files = [root / "i18n" / "hotseat_ja.ts"]
    files += sorted(root.glob("*/texts.ja.json"))
    files += sorted(root.glob("*/rules_ja.html"))
    return files


@pytest.mark.parametrize("path", _japanese_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_rejected_term(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = [term for term in REJECTED if term in text]
    assert found == [], f"{path.name}: {found} (see JAPANESE.md)"


def test_every_game_catalogue_is_checked() -> None:
    names = {p.parent.name for p in _japanese_files() if p.name == "texts.ja.json"}
    assert {"engine", "through_the_desert", "barrage"} <= names
