"""Rules of Blood Rage, one module per phase or mechanic (seed 003).

Built: `setup` (「ゲームの準備」), `draft` (「1. 神の恵みフェイズ」), and the plumbing (`flow`,
`legal`, `check`, `apply`, `edit`). Still to build, one module each: `action` (turn order and
Rage), `invade`, `march`, `upgrade`, `quest_commit`, `pillage` (Call to Battle), `battle`,
`discard`, `quests`, `ragnarok`, `valhalla`, `scoring`.
"""

from __future__ import annotations
