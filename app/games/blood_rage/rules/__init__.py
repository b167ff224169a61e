"""Rules of Blood Rage, one module per phase or mechanic (seed 003).

- `setup` 「ゲームの準備」; `draft` 「1. 神の恵みフェイズ」;
- `action` 「2. アクションフェイズ」 (turn order, Rage), one module per action in `actions/`
  (invade, march, upgrade, quest, pillage); `call_to_battle` and `battle` 「略奪」;
- `quests` 「4. クエストフェイズ」;
- `age_end` 「3. 捨て札フェイズ」「5. ラグナロクフェイズ」「6. ヴァルハラ開放フェイズ」, next Age;
- `scoring` 「ゲームの終了条件」;
- shared: `board` (figures, STR, places), `reward` (glory, stat steps), `notes` (log lines);
- plumbing: `flow`, `legal`, `check`, `apply`, `edit`.
"""

from __future__ import annotations
