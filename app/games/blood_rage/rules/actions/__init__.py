"""The actions of a turn in the Action phase (seed 003 「2. アクションフェイズ」), one module each.

Each module has `reason(state, action)` (None if legal, else why not, as a catalogue text),
`choices(state, player)` (every such action now, each passing `reason`) and `on_<action>` (the
change, made on an `apply` draft).
"""

from __future__ import annotations
