"""Game options and numbers from the command line, checked before anything runs.

Every `--option name=value` goes through the game's `Options` model (pydantic): a value the
model refuses is an error that names the values it takes. Nothing is silently replaced: the
introductory setup given as an option is kept, and `--intro` with an option saying otherwise
is a contradiction.
"""

from __future__ import annotations

import enum
import math
import types
import typing
from typing import TYPE_CHECKING, Any

from annotated_types import Ge, Gt, Le, Lt
from pydantic import ValidationError

if TYPE_CHECKING:
    from pydantic.fields import FieldInfo

    from app.engine.game import GameBase

__all__ = ["OptionError", "allowed_values", "check_number", "game_options"]

INTRO_NAMES = ("intro", "introductory")
"""Option names of an introductory setup (the first one a game has is what `--intro` sets)."""


class OptionError(ValueError):
    """A command-line value that cannot be used; the message says what would be accepted."""


def allowed_values(field: FieldInfo) -> str:
    """Return what a field accepts, in words ("true or false", "one of a, b", "2 to 4")."""
    kind = field.annotation
    words = "a value"
    if kind is bool:
        words = "true or false"
    elif typing.get_origin(kind) is typing.Literal:
        words = "one of " + ", ".join(str(v) for v in typing.get_args(kind))
    elif isinstance(kind, type) and issubclass(kind, enum.Enum):
        words = "one of " + ", ".join(str(m.value) for m in kind)
    elif typing.get_origin(kind) is tuple:
        words = "a comma-separated list"
    elif kind in (int, float):
        words = _number_range(field, "a whole number" if kind is int else "a number")
    elif isinstance(kind, types.UnionType) or typing.get_origin(kind) is typing.Union:
        words = " or ".join(str(getattr(a, "__name__", a)) for a in typing.get_args(kind))
    return words


def _number_range(field: FieldInfo, word: str) -> str:
    low = next((m.ge for m in field.metadata if isinstance(m, Ge)), None)
    low = next((f"more than {m.gt}" for m in field.metadata if isinstance(m, Gt)), low)
    high = next((m.le for m in field.metadata if isinstance(m, Le)), None)
    high = next((f"less than {m.lt}" for m in field.metadata if isinstance(m, Lt)), high)
    if low is not None and high is not None:
        return f"{word} from {low} to {high}"
    if low is not None:
        return f"{word}, at least {low}"
    return word


def _value(field: FieldInfo, text: str) -> Any:
    """Turn an option's text into what the model validates (a list for a tuple field)."""
    if typing.get_origin(field.annotation) is tuple:
        return [part.strip() for part in text.split(",") if part.strip()]
    return text


def _pairs(game: GameBase[Any, Any], extra: list[str]) -> dict[str, Any]:
    fields = game.Options.model_fields
    values: dict[str, Any] = {}
    for pair in extra:
        name, sep, text = pair.partition("=")
        name = name.strip()
        if not sep or name not in fields or name == "players":
            known = ", ".join(n for n in fields if n != "players")
            msg = f"bad --option {pair!r} for {game.id} (name=value; names: {known})"
            raise OptionError(msg)
        if name in values:
            msg = f"--option {name} is given twice"
            raise OptionError(msg)
        values[name] = _value(fields[name], text.strip())
    return values


def game_options(
    game: GameBase[Any, Any],
    players: int,
    intro: bool | None = None,
    extra: list[str] | None = None,
) -> Any:
    """Return the game's options for `players`, `--intro` and the `--option name=value` pairs.

    `intro` True asks for the introductory setup; False means the standard setup unless an
    option names the introductory one; None leaves the game's default.

    Raises:
        OptionError: an unknown name, or a value the game's `Options` model refuses.
    """
    fields = game.Options.model_fields
    values = _pairs(game, extra or [])
    names = [n for n in INTRO_NAMES if n in fields]
    if intro and not names:
        msg = f"{game.id} has no introductory setup"
        raise OptionError(msg)
    if names and names[0] not in values and intro is not None:
        values[names[0]] = intro
    values["players"] = players
    try:
        options = game.Options.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        name = str(first["loc"][0]) if first["loc"] else ""
        where = ".".join(str(p) for p in first["loc"])
        allowed = f"; allowed: {allowed_values(fields[name])}" if name in fields else ""
        msg = f"bad options for {game.id} ({where}: {first['msg']}{allowed})"
        raise OptionError(msg) from exc
    if intro and names and not getattr(options, names[0]):
        msg = f"--intro and --option {names[0]}=false contradict each other"
        raise OptionError(msg)
    return options


def check_number(name: str, value: float | None, *, zero: bool = False) -> None:
    """Refuse a count or time that means nothing: not finite, negative, or zero (unless allowed).

    Raises:
        OptionError: naming the option and what it takes.
    """
    if value is None:
        return
    if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
        least = "0 or more" if zero else "more than 0"
        msg = f"{name} must be a finite number, {least} (not {value})"
        raise OptionError(msg)
