"""The panels under the Tinners' Trail board: palette, choices and auction, kept up to date.

A mixin of `TinnersTrailController` (kept apart so each module stays small). The palette shows
the acting seat's mines and the developments left this round; the choice panel the next step
of the move being built (or Confirm with the move's cost); during an auction the bidding panel
replaces it, with the minimum bid and the bidder's money as the amount's range; during a
human's investing turn the investing panel does, with the amounts allowed (£5 steps up to the
seat's money) and what each scores.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QPalette

from app.engine.game import PlayerId
from app.engine.text import Seat, Text, TextList
from app.games.tinners_trail.actions import (
    MAX_INVESTMENT,
    Bid,
    DropOut,
    InvestMoney,
    MineOre,
    Pass,
    SellPasty,
    StopInvesting,
    TakePumps,
)
from app.games.tinners_trail.data.data import game_data
from app.games.tinners_trail.model import Auction
from app.games.tinners_trail.rules.auction import needed
from app.games.tinners_trail.rules.developments import pump_group
from app.games.tinners_trail.rules.investment import UNIT
from app.games.tinners_trail.rules.mining import capacity
from app.games.tinners_trail.secrets import card_words
from app.games.tinners_trail.texts import ORES, region_text, t
from app.games.tinners_trail.view.ore import ORE, best_load, loads, step_refusal
from app.games.tinners_trail.view.steps import MOVE, WHERE, preview, step_prompt

if TYPE_CHECKING:
    from collections.abc import Hashable

    from app.games.tinners_trail.model import State
    from app.games.tinners_trail.view.hand import HandPanel
    from app.games.tinners_trail.view.scene import TinScene
    from app.games.tinners_trail.view.screen import TinBoard
    from app.ui.narrowing import Narrowing, Step
    from app.ui.stepcontroller import StepController

    # type checkers see the controller's base class (its methods); at run time a plain mixin
    _Base = StepController[TinScene, TinBoard, HandPanel]
else:
    _Base = object

__all__ = ["ROW_ORDER", "TurnPanels", "stable_order"]

_DEVS = ("miner", "port", "rail", "adit")


class TurnPanels(_Base):
    """Panel hooks of the Tinners' Trail controller (mixed into `TinnersTrailController`)."""

    if TYPE_CHECKING:

        def choice_words(self, key: str, value: Hashable) -> tuple[str, str]:
            """See `TinnersTrailController.choice_words`."""

        def auction_words(self, state: State) -> tuple[str, str] | None:
            """See `TinnersTrailController.auction_words`."""

    def bid(self, amount: int | None) -> bool:
        """The bidding panel's Bid: bid `amount` as typed, or refuse it with its reason.

        Nothing is clamped (issue 35 §2): £25 typed with £20 in hand is refused ("you have
        £20") and the field stays marked; no bid is sent.
        """
        seat = self.acting_human()
        if seat is None:
            return False
        top = self.session.state.pending[-1] if self.session.state.pending else None
        if amount is None:
            return self._refuse_amount(t("reason.amount_none"))
        if amount < 1 and isinstance(top, Auction):
            return self._refuse_amount(t("reason.bid_low", money=needed(top)))
        action = Bid(player=seat, amount=max(1, amount))
        reason = self.can_apply(action)
        if reason is not None:
            return self._refuse_amount(reason)
        return self.play(action)

    def drop_out(self) -> bool:
        """The bidding panel's Drop out."""
        seat = self.acting_human()
        return seat is not None and self.play(DropOut(player=seat))

    def invest(self, amount: int | None) -> bool:
        """The investing panel's Invest: invest `amount` as typed, or refuse it with its reason."""
        seat = self.acting_human()
        if seat is None:
            return False
        if amount is None:
            return self._refuse_amount(t("reason.amount_none"))
        money = self.session.state.seats[seat].money
        if amount > money:
            return self._refuse_amount(t("reason.money_have", money=money))
        if amount < UNIT or amount % UNIT or amount > MAX_INVESTMENT:
            return self._refuse_amount(t("reason.invest_step", money=UNIT))
        return self.play(InvestMoney(player=seat, amount=amount))

    def _refuse_amount(self, reason: Text | str) -> bool:
        """Mark the amount field of the panel on show with `reason`, and say it in the status."""
        words = self.engine_text(reason) if isinstance(reason, Text) else reason
        if self._board is not None:
            invest = self._top_kind() == "invest"
            panel = self._board.investing if invest else self._board.auction
            panel.refuse(words)
        self.action_rejected.emit(words)
        return False

    def stop_investing(self) -> bool:
        """The investing panel's Stop investing."""
        seat = self.acting_human()
        return seat is not None and self.play(StopInvesting(player=seat))

    def refresh_panels(self, state: State) -> None:
        """Show the palette and the choice, auction or investing panel of the step shown.

        `state` is the step drawn (`displayed_state`): while an old move is viewed the panels
        show that moment, an auction as it stood then and nothing to press (a stranger saw the
        live auction under a replayed board).
        """
        assert self._board is not None
        self._refresh_palette(state)
        auction = self.auction_words(
            state if self.replay_step() is not None else self.session.state
        )
        seat = self.acting_human()
        if auction is not None:
            self._board.show_auction(True)
            self._refresh_auction(*auction)
        elif self._top_kind() == "invest" and seat is not None:
            self._board.show_investing()
            self._refresh_investing(int(seat))
        else:
            self._board.show_auction(False)
            self.refresh_choices()
        self._follow_phase()

    def _refresh_investing(self, seat: int) -> None:
        """The amounts `seat` may invest, what each scores, its row of the investment board."""
        assert self._board is not None
        state: State = self.session.state
        legal = self.legal_for(seat)
        gains = {}
        for action in legal:
            if isinstance(action, InvestMoney):
                words = preview(self.game, self.view_of(state), action)
                gains[action.amount] = self.engine_text(words) if words is not None else ""
        row = state.passed.index(seat)
        column = game_data().invest[state.round - 1]
        money = state.seats[seat].money
        status = t("ui.invest.status", who=Seat(seat), money=money, row=row + 1,
                   ten=column.ten[row], five=column.five[row])  # fmt: skip
        self._board.investing.show_invest(
            self.engine_text(t("ui.invest.title", n=state.round)),
            self.engine_text(status),
            (self.engine_text(t("ui.invest.confirm")), self.engine_text(t("ui.invest.stop"))),
            gains,
            any(isinstance(a, StopInvesting) for a in legal),
        )

    def _follow_phase(self) -> None:
        """Show the investment board while a human invests, and the map again afterwards."""
        assert self._board is not None
        investing = self._top_kind() == "invest" and self.acting_human() is not None
        if investing and self._board.current_tab() == "map":
            self._board.show_tab("boards")
            self._board.auto_tab = True
        elif not investing and self._board.auto_tab and self.acting_human() is not None:
            self._board.show_tab("map")
            self._board.auto_tab = False

    def palette_seat(self) -> PlayerId | None:
        """The seat whose mines "Your mines" shows: the screen's owner, as every "your" label.

        Never a bot's while it thinks, nor another bidder's than the score so far's (issue 34
        §1: "Ann's score so far" stood over Ben's mines); with bots only, the seat to act.
        """
        for seat in (self.owner(), self.present_actor()):
            if seat is not None:
                return seat
        return None

    def _refresh_palette(self, state: State) -> None:
        assert self._board is not None
        seat = self.acting_human()
        shown = self.palette_seat()
        turn = self._top_kind() == "turn"
        style = self.seat_style(shown) if shown is not None else None
        counts = {"mine": state.seats[shown].mines if shown is not None else 0}
        counts |= {f"dev:{k}": state.devs[i] for i, k in enumerate(_DEVS)}
        group = pump_group(state)
        counts["dev:pumps"] = state.pumps[group[0]][group[1]] if group is not None else 0
        tips = {"mine": self.engine_text(t("tip.build_mine"))}
        for kind in _DEVS:
            tips[f"dev:{kind}"] = self.engine_text(t(f"tip.dev_{kind}"))
        # s53: the count went 1 -> 2 after a group of 1 was taken (the next group's): say so
        pumps = [t("tip.dev_pumps"), t("tip.pumps_shown", n=counts["dev:pumps"])]
        tips["dev:pumps"] = "\n".join(self.engine_text(line) for line in pumps)
        self._board.palette_widget.show_pieces(style, counts, tips, seat is not None and turn)

    def _refresh_auction(self, title: str, status: str) -> None:
        assert self._board is not None
        seat = self.acting_human()
        legal = self.legal_for(seat) if seat is not None else []
        bids = [a.amount for a in legal if a.kind == "bid"]
        can_drop = any(a.kind == "drop_out" for a in legal)
        low, high = (min(bids), max(bids)) if bids else (1, 1)
        self._board.auction.show_auction(title, status, low, high, bool(bids), can_drop)

    # -- the ore picker (a mining action's load) -----------------------------------------------
    def refresh_choices(self) -> None:
        """Show the next step; a mining action's load in the ore picker, not as a list."""
        super().refresh_choices()
        self.grey_off_rows()
        found = self._ore_step()
        if found is None or self._board is None:
            return
        narrow, region, seat = found
        step = narrow.next_step()
        assert step is not None
        allowed = loads(step.values)
        state: State = self.session.state
        key = (len(self.session.actions), region, seat)
        self._board.choices.show_ore(allowed, self._start_load(state, region, allowed), key)
        self.show_ore_words()

    def _start_load(
        self, state: State, region: int, allowed: frozenset[tuple[int, int]]
    ) -> tuple[int, int]:
        """The suggested mining's load here (as a bid in the box, issue 38 §2), else the rule's."""
        shown = self.suggestions.shown()
        action = shown.action if shown is not None else None
        if isinstance(action, MineOre) and action.region == region:
            load = (action.tin, action.copper)
            return load if load in allowed else best_load(state, region, allowed)
        return best_load(state, region, allowed)

    def _ore_step(self) -> tuple[Narrowing, int, int] | None:
        """The narrowing, region and seat while a mining action's load is asked, else None."""
        narrow = self.narrowing()
        step = narrow.next_step() if narrow is not None else None
        seat = self.acting_human()
        if narrow is None or step is None or step.key != ORE or seat is None:
            return None
        where = str(narrow.value_of(WHERE))
        return narrow, int(where.partition(":")[2]), int(seat)

    def show_ore_words(self) -> None:
        """The ore picker's words for the load shown: cubes, the region's ore, cost, limits."""
        found = self._ore_step()
        if found is None or self._board is None:
            return
        _, region, seat = found
        picker = self._board.choices.ore
        state: State = self.session.state
        tin, copper = picker.value
        action = MineOre(player=PlayerId(seat), region=region, tin=tin, copper=copper)
        lines = [t("ui.ore.here", region=region_text(region), tin=state.tin[region],
                   copper=state.copper[region], water=state.water[region])]  # fmt: skip
        cost = preview(self.game, self.view_of(state), action)
        if cost is not None:
            lines.append(t("ui.step.cost", changes=cost))
        tips: dict[str, str] = {}
        for k, name in enumerate(ORES):
            ore = t(f"ore.{name}")
            more = t("ui.ore.more", ore=ore)
            if not picker.can_step(k, 1):
                more = step_refusal(state, seat, region, picker.value, k)
                if more.key == "ui.ore.money" and more not in lines:  # said beside the counter
                    lines.append(more)  # too (issue 35: a greyed "+" with no word of money)
            tips[f"{name}:more"] = self.engine_text(more)
            tips[f"{name}:less"] = self.engine_text(t("ui.ore.fewer", ore=ore))
        picker.setToolTip(self.engine_text(t("ui.ore.default")))  # the default's rule (issue 35)
        picker.show_words(
            {name: self.engine_text(t(f"ui.ore.{name}")) for name in ORES},
            self.engine_text(t("ui.ore.load", taken=tin + copper, n=capacity(state, region))),
            "\n".join(self.engine_text(x) for x in lines),
            tips,
        )

    def confirm_choice(self) -> bool:
        """Confirm: while the ore picker is shown, mine the load it shows."""
        if self._ore_step() is None or self._board is None:
            return super().confirm_choice()
        return self.mine_load(*self._board.choices.ore.value)

    def mine_load(self, tin: int, copper: int) -> bool:
        """Play the mining action being built with this load (an illegal one: its reason)."""
        found = self._ore_step()
        if found is None:
            return False
        narrow, region, seat = found
        if not narrow.choose(ORE, (tin, copper)):
            probe = MineOre.model_construct(
                player=PlayerId(seat), region=region, tin=tin, copper=copper
            )
            reason = self.game.check(self.session.state, probe) or t("reason.cubes")
            self.action_rejected.emit(self.engine_text(reason))
            return False
        return super().confirm_choice()

    def confirm_words(self, action: Any) -> str:
        """The move the choices name, then what it will cost (unless its line says so)."""
        line = self.action_text(action)
        words = [self.engine_text(t("ui.step.confirm", action=line))]
        cost = preview(self.game, self.view_of(self.session.state), action)
        if cost is not None and self.engine_text(cost) not in words[0]:
            words.append(self.engine_text(t("ui.step.cost", changes=cost)))
        return "\n".join(words)

    def _kept_so_far(self) -> tuple[Text, ...]:
        """The survey cards chosen so far while keeping one of each letter, in words."""
        narrow = self.narrowing()
        chosen = narrow.chosen if narrow is not None else []
        return tuple(
            card_words(v) for k, v in chosen if k.startswith("letter:") and isinstance(v, int)
        )

    def step_choices(self, step: Step) -> tuple[str, list[tuple[Any, str]]]:
        """The step's question and its choices (a turn's places are on the map, not listed)."""
        values = list(step.values)
        prompt = self.game.prompt(self.session.state) if step.key == MOVE else step_prompt(step.key)
        if step.key == WHERE and self._top_kind() == "turn":
            # Regions and borders are on the map (drag or click); the list keeps the rest.
            values = [v for v in values if isinstance(v, str) and v.startswith("decision:")]
            values += [f"{OFF}{n}" for n in TURN_ROWS if f"decision:{n}" not in values]
            prompt = t("ui.step.where_turn")
        values = stable_order(step.key, values)
        kept = self._kept_so_far() if step.key.startswith("letter:") else ()
        if (
            kept and prompt is not None
        ):  # the letters already chosen (issue 35: nothing showed them until the last)
            prompt = t("ui.step.kept_so_far", step=prompt, cards=TextList(kept))
        choices = [(v, self._row_words(step.key, v)) for v in values]
        return self.engine_text(prompt), choices

    # -- rows that stay in place (issue 35: a steam-pump row moved Pass down) ------------------
    def _row_words(self, key: str, value: Any) -> str:
        if isinstance(value, str) and value.startswith(OFF):
            return self.engine_text(t(f"ui.where.{value.removeprefix(OFF)}"))
        return self.choice_words(key, value)[0]

    def off_reason(self, value: Any) -> Text | None:
        """Why a turn row shown greyed (`off:pumps`, `off:pasty`) cannot be chosen now."""
        seat = self.acting_human()
        if not (isinstance(value, str) and value.startswith(OFF)) or seat is None:
            return None
        make = _TURN_ACTIONS.get(value.removeprefix(OFF))
        if make is None:
            return None
        return self.game.check(self.session.state, make(player=PlayerId(seat)))

    def grey_off_rows(self) -> None:
        """Grey the turn rows that cannot be chosen now; the row and its tooltip say why.

        s53: a greyed 「蒸気ポンプ」 said nothing until hovered; its reason now follows its name.
        """
        panel = self.choice_panel()
        if panel is None:
            return
        for row, value in enumerate(panel.values()):
            reason = self.off_reason(value)
            if reason is not None:
                item = panel.list.item(row)
                why = self.engine_text(reason)
                item.setForeground(panel.palette().color(QPalette.ColorRole.PlaceholderText))
                item.setToolTip(why)
                if why not in item.text():
                    item.setText(f"{item.text()} — {why}")

    def choose(self, key: str, value: Any) -> bool:
        """A greyed row answers with its reason (the status line) and chooses nothing."""
        reason = self.off_reason(value)
        if reason is not None:
            self.action_rejected.emit(self.engine_text(reason))
            return False
        return super().choose(key, value)


OFF = "off:"
"""Value prefix of a turn row shown greyed: the action cannot be taken now (`off_reason`)."""
TURN_ROWS = ("pumps", "pasty", "pass")
"""The list rows of a work-track turn, always shown in this order (greyed when not possible)."""
_TURN_ACTIONS = {"pumps": TakePumps, "pasty": SellPasty, "pass": Pass}

ROW_ORDER = (
    "keep", "start_auction", "mine", "miner", "port", "rail", "adit", "pumps", "pump_water",
    "pasty", "invest", "play_card", "bid", "peek",
    "stop_pumping", "stop_investing", "no_card", "drop_out", "skip_peek", "pass",
)  # fmt: skip
"""The fixed order of a list's rows by kind: actions first, then the ones that end or decline
something, pass last (issue 35: "Ann passes" took the place where pasties had been)."""


def stable_order(key: str, values: list[Any]) -> list[Any]:
    """Rows of a turn's places and of kinds in `ROW_ORDER`, whatever the legal list's order."""
    if key not in ("where", "kind"):
        return values

    def rank(value: Any) -> int:
        name = str(value).partition(":")[2] if key == "where" else str(value)
        return ROW_ORDER.index(name) if name in ROW_ORDER else len(ROW_ORDER)

    return sorted(values, key=rank)  # stable: places keep their order among themselves
