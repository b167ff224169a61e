"""Setup codes: a short text a person can type to start the same setup ("Play this setup").

A code names the game, the player count, the options that differ from their defaults and the
seed, e.g. ``TTD-4-3NQK-8NC``. Format (all but the game prefix in Crockford's base 32,
``0-9 A-Z`` without ``I L O U``; hyphens and spaces are only for reading, case is ignored, and
``O``/``I``/``L`` typed by mistake are read as ``0``/``1``/``1``):

``PREFIX`` (3 letters, `GAME_CODES`), then one stream of symbols:

1. header: bits 0-2 the player count (1-7), bit 3 set for a negative seed, bit 4 set when
   options follow (so with default options the header is simply the player count);
2. only with bit 4: the number `n` of option symbols, then `n` symbols of the option value,
   a mixed-radix number over the game's `OptionSpec` list: digit 0 = "default", digit
   `k` = the `k`-th allowed value (so adding options at the end keeps old codes valid). An
   option may appear again further on with more values (Barrage's `leeghwater`, once only
   `False`): a value is written in the first spec of its name that lists it, so the codes of
   setups without the new value stay the same;
3. the seed's absolute value, most significant symbol first;
4. one check symbol: the stream (after the game's number) read as a polynomial over GF(32)
   must vanish. This catches every single mistyped symbol and every swap of two symbols
   (codes up to 30 symbols long), and about 31 in 32 of other typos.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["ALPHABET", "GAME_CODES", "GameCode", "OptionSpec", "decode", "encode"]

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base-32 symbols, by value."""

_ALIASES = {"O": "0", "I": "1", "L": "1"}
_SEPARATORS = " \t\n-_."
_GF_POLY = 0b100101  # x^5 + x^2 + 1, primitive: x generates all 31 non-zero elements
_MAX_PLAYERS = 7
_NEGATIVE = 8
_HAS_OPTIONS = 16


class OptionSpec(BaseModel):
    """One game option that a setup code can carry."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    """Field name in the game's Options model."""
    values: tuple[bool | int | str | tuple[str, ...], ...] = Field(min_length=1, max_length=31)
    """Every value the option may take, in a fixed order (never reorder: codes use it)."""


class GameCode(BaseModel):
    """How one game is written in setup codes."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game_id: str
    """The game's stable id."""
    prefix: str = Field(pattern=r"^[A-Z]{3}$")
    """Three letters that start the code."""
    number: int = Field(ge=1, le=31)
    """The game's value in the check symbol (so a code of one game never checks as another)."""
    options: tuple[OptionSpec, ...] = ()
    """Options besides `players`, in code order (append only)."""


GAME_CODES: tuple[GameCode, ...] = (
    GameCode(
        game_id="through_the_desert",
        prefix="TTD",
        number=1,
        options=(OptionSpec(name="open_scores", values=(False, True)),),
    ),
    GameCode(game_id="tinners_trail", prefix="TIN", number=2),
    GameCode(
        game_id="barrage",
        prefix="BAR",
        number=3,
        options=(
            OptionSpec(name="introductory", values=(True, False)),
            OptionSpec(name="auction", values=(False, True)),
            OptionSpec(name="leeghwater", values=(False,)),
            OptionSpec(name="zero_energy", values=("credits_and_vp", "vp_only")),
            # appended when the expansion became playable: codes written before keep their value
            OptionSpec(name="leeghwater", values=(True,)),
        ),
    ),
    GameCode(
        game_id="blood_rage",
        prefix="BLR",
        number=4,
        options=(
            OptionSpec(name="first_player", values=(0, 1, 2, 3)),
            # clans by seat: only the table order (the default) has a code so far
            OptionSpec(name="clans", values=((),)),
        ),
    ),
)
"""Every game that has setup codes. Games add their options here (append only)."""


def _gf_mul(a: int, b: int) -> int:
    out = 0
    while b:
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & 32:
            a ^= _GF_POLY
    return out


def _check_sum(symbols: Sequence[int]) -> int:
    """Return sum of symbols[i] * x^(len - i) over GF(32); appending it makes the total 0."""
    total, power = 0, 1
    for value in reversed(symbols):
        power = _gf_mul(power, 2)
        total ^= _gf_mul(value, power)
    return total


def _to_symbols(value: int) -> list[int]:
    digits = [value & 31]
    while value := value >> 5:
        digits.append(value & 31)
    return digits[::-1]


def _from_symbols(symbols: Sequence[int]) -> int:
    value = 0
    for s in symbols:
        value = value * 32 + s
    return value


def _game_by_id(game_id: str) -> GameCode:
    for game in GAME_CODES:
        if game.game_id == game_id:
            return game
    raise ValueError(f"game {game_id!r} has no setup codes")


def _same(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def _option_value(game: GameCode, options: BaseModel) -> int:
    """Return the mixed-radix number of the options that differ from their defaults."""
    fields = type(options).model_fields
    known = {spec.name for spec in game.options}
    for name, info in fields.items():
        if name != "players" and name not in known and getattr(options, name) != info.default:
            raise ValueError(f"option {name!r} cannot be written in a setup code")
    value, scale = 0, 1
    written: set[str] = set()
    for k, spec in enumerate(game.options):
        current = getattr(options, spec.name, None)
        if spec.name in fields and not _same(current, fields[spec.name].default):
            digit = next((d for d, v in enumerate(spec.values, 1) if _same(v, current)), None)
            later = any(s.name == spec.name for s in game.options[k + 1 :])
            if digit is None and not later and spec.name not in written:
                raise ValueError(f"option {spec.name}={current!r} cannot be written in a code")
            if digit is not None and spec.name not in written:
                value += digit * scale
                written.add(spec.name)
        scale *= len(spec.values) + 1
    return value


def encode(game_id: str, options: BaseModel, seed: int) -> str:
    """Return the setup code of a game, its options (with `players`) and a seed.

    Raises:
        ValueError: the game has no codes, or an option or the player count cannot be written.
    """
    game = _game_by_id(game_id)
    players = getattr(options, "players", None)
    if not isinstance(players, int) or not 1 <= players <= _MAX_PLAYERS:
        raise ValueError(f"player count {players!r} cannot be written in a setup code")
    header = players | (_NEGATIVE if seed < 0 else 0)
    body: list[int] = []
    if opts := _option_value(game, options):
        option_symbols = _to_symbols(opts)
        header |= _HAS_OPTIONS
        body += [len(option_symbols), *option_symbols]
    seed_symbols = _to_symbols(abs(seed))
    stream = [header, *body, *seed_symbols]
    stream.append(_check_sum([game.number, *stream]))
    text = "".join(ALPHABET[s] for s in stream)
    head_len = 1 + len(body)
    tail = text[head_len:]
    groups = [tail[i : i + 4] for i in range(0, len(tail), 4)]
    return "-".join([game.prefix, text[:head_len], *groups])


def _split_prefix(code: str) -> tuple[GameCode, str]:
    compact = "".join(ch for ch in code.upper() if ch not in _SEPARATORS)
    for game in GAME_CODES:
        if compact.startswith(game.prefix):
            return game, compact[len(game.prefix) :]
    known = ", ".join(g.prefix for g in GAME_CODES)
    raise ValueError(f"a setup code starts with a game's letters ({known})")


def _symbols_of(text: str) -> list[int]:
    out = []
    for typed in text:
        ch = _ALIASES.get(typed, typed)
        if ch not in ALPHABET:
            raise ValueError(f"{ch!r} is not a setup-code character (use 0-9 and A-Z but U)")
        out.append(ALPHABET.index(ch))
    return out


def _decode_options(game: GameCode, value: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for spec in game.options:
        value, digit = divmod(value, len(spec.values) + 1)
        if digit:
            out[spec.name] = spec.values[digit - 1]
    if value:
        raise ValueError("the options part names an option this version does not know")
    return out


def decode(code: str) -> tuple[str, dict[str, Any], int]:
    """Return (game id, options including `players`, seed) from a setup code.

    Only the options written in the code (those that differed from their defaults) appear in
    the dictionary besides `players`; pass it to the game's Options model.

    Raises:
        ValueError: the code is malformed or mistyped; the message says what is wrong.
    """
    game, rest = _split_prefix(code)
    stream = _symbols_of(rest)
    if len(stream) < 3:
        raise ValueError("the setup code is too short: a symbol is missing")
    if _check_sum([game.number, *stream[:-1]]) != stream[-1]:
        raise ValueError("the setup code does not check: a symbol is mistyped, missing or swapped")
    header, body = stream[0], stream[1:-1]
    players = header & _MAX_PLAYERS
    if players == 0:
        raise ValueError("the setup code names no players")
    options: dict[str, Any] = {"players": players}
    if header & _HAS_OPTIONS:
        count = body[0] if body else 0
        if count == 0 or len(body) < count + 2:
            raise ValueError("the options part of the setup code is cut short")
        options |= _decode_options(game, _from_symbols(body[1 : 1 + count]))
        body = body[1 + count :]
    if not body:
        raise ValueError("the setup code has no seed")
    seed = _from_symbols(body)
    return game.game_id, options, -seed if header & _NEGATIVE else seed
