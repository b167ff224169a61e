"""What the choice panel and the prompt header say at the current narrowing step.

One source for both, so that the header always names the step the panel asks for (issue 8
§3): before any choice the engine's prompt ("place engineers on an action space"), then the
action chosen and the question of its next step ("Anna, Construction: choose the technology
tile"), and once one action is left "check the preview, then Confirm" with the preview itself
(`view.preview`) in the panel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from app.engine.text import Seat
from app.games.barrage.texts import t
from app.games.barrage.view.choices import choice_text, choice_tip, cost_text
from app.games.barrage.view.labels import step_prompt, where_text
from app.games.barrage.view.narrowing import WHERE
from app.games.barrage.view.preview import preview

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable, Sequence

    from app.engine.game import GameBase
    from app.engine.text import Text
    from app.games.barrage.model import State
    from app.games.barrage.view.narrowing import Narrowing

__all__ = ["PanelStep", "header", "panel_step"]

_MEASURED = 24
"""At most this many remaining actions are applied to show what they change."""


@dataclass
class PanelStep:
    """The content of the choice panel."""

    prompt: str = ""
    choices: list[tuple[Hashable, str]] = field(default_factory=list)
    tips: list[str] = field(default_factory=list)
    can_back: bool = False
    can_confirm: bool = False


def header(narrow: Narrowing | None, seat: int | None) -> Text | None:
    """Return the prompt header for the step in progress, or None for the engine's prompt."""
    if narrow is None or seat is None or not narrow.chosen:
        return None
    step = narrow.next_step()
    if step is None:
        return t("prompt.step_confirm", who=Seat(seat))
    where = narrow.value_of(WHERE)
    what = where_text(where, narrow.remaining()) if where is not None else ""
    return t("prompt.step", who=Seat(seat), what=what, step=step_prompt(step.key))


def panel_step(
    game: GameBase[Any, Any],
    state: State,
    seat: int,
    narrow: Narrowing,
    words: Callable[[Any], str],
    names: Sequence[str] | None = None,
) -> PanelStep:
    """Return what the panel shows; `words(x)` renders an action or a `Text` for the viewer.

    `names` are the seats' names (the changes name the other companies, issue 35).
    """
    step = narrow.next_step()
    remaining = narrow.remaining()
    costs = ""
    if narrow.chosen and len(remaining) <= _MEASURED:
        costs = cost_text(game, state, seat, remaining, names)
    chosen = bool(narrow.chosen)
    if step is None:
        action = narrow.action()
        if action is None:
            return PanelStep(can_back=chosen)
        prompt = QCoreApplication.translate("Barrage", "Confirm: %1").replace("%1", words(action))
        lines = [_with(prompt, costs)]
        shown = preview(game, state, action)
        if shown:
            lines.append(words(t("ui.preview")))
            lines += ["• " + words(line) for line in shown]
        return PanelStep("\n".join(lines), can_back=chosen, can_confirm=True)
    choices = [(v, choice_text(state, step.key, v, remaining)) for v in step.values]
    if step.key == "choice":
        choices = [(v, words(narrow.action_at(int(v)))) for v in step.values]  # type: ignore[call-overload]
    tips = [choice_tip(state, step.key, v) for v in step.values]
    return PanelStep(_with(step_prompt(step.key), costs), choices, tips, chosen, False)


def _with(prompt: str, costs: str) -> str:
    if not costs:
        return prompt
    return prompt + "\n" + QCoreApplication.translate("Barrage", "Changes: %1").replace("%1", costs)
