"""What a task returns to the decision machine (engine/core/machine.py): an ``Ask`` (a decision owed
by one side, with its finite choices) and the steps ``Done``, ``Again`` and ``Asks``.

They are kept apart from the machine so that a system's rules can name what they return without the
machine's workings; ``engine.core.machine`` re-exports them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.messages import Msg
from engine.core.protocol import Choice, Prompt
from engine.core.record import record
from engine.core.view import Side

if TYPE_CHECKING:
    from engine.core.machine import Task

STANDING_VALUES = ("always", "never", "ask")

# ---------------------------------------------------------------------------- asks


@record
class Ask:
    """A decision owed by ``side`` (and, with split seats, by the holder of ``role``).

    ``standing`` maps a standing answer (``always``, ``never``) to the order it stands for in this ask;
    ``open_ended`` asks also read typed orders beyond the listed choices (a composite move order), which
    the waiting task checks with ``Task.read``. A ``lapses`` ask (a facing after a move, the rest of an
    order phase) is answered with its default when its side gives an order that answers what comes
    after it instead.
    """

    side: Side
    kind: str
    msg: Msg
    choices: tuple[Choice, ...]
    default: str | None = None
    role: str | None = None
    private: bool = False
    reaction: bool = False
    open_ended: bool = False
    standing: tuple[tuple[str, str], ...] = ()
    lapses: bool = False
    # the orders of the choices, worked out once (an ask is asked about again and again)
    _orders: tuple[str, ...] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def orders(self) -> tuple[str, ...]:
        got = self._orders
        if got is None:
            got = tuple([c.order for c in self.choices])
            _ASK_ORDERS(self, got)
        return got

    def standing_order(self, value: str) -> str | None:
        """The order a standing answer stands for here, or None (ask the player)."""
        for name, order in self.standing:
            if name == value:
                return order
        if value not in STANDING_VALUES and value in self.orders:
            return value  # a standing answer may name an order outright ("retreat farthest"…)
        return None

    def prompt(self) -> Prompt:
        # positional: a prompt is made for nearly every order applied, and keywords cost the most
        return Prompt(self.side, self.kind, self.msg, self.choices, self.role, self.default, self.private)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "side": self.side,
            "kind": self.kind,
            "msg": self.msg.dump(),
            "choices": [{"order": c.order, "label": c.label.dump()} for c in self.choices],
        }
        for name in ("default", "role"):
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        for name in ("private", "reaction", "open_ended", "lapses"):
            if getattr(self, name):
                out[name] = True
        if self.standing:
            out["standing"] = [list(p) for p in self.standing]
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Ask:
        return cls(
            side=str(data["side"]),
            kind=str(data["kind"]),
            msg=Msg.from_json(data["msg"]),
            choices=tuple(
                Choice(str(c["order"]), Msg.from_json(c["label"])) for c in data.get("choices", ())
            ),
            default=data.get("default"),
            role=data.get("role"),
            private=bool(data.get("private", False)),
            reaction=bool(data.get("reaction", False)),
            open_ended=bool(data.get("open_ended", False)),
            lapses=bool(data.get("lapses", False)),
            standing=tuple((str(a), str(b)) for a, b in data.get("standing", ())),
        )


_ASK_ORDERS: Callable[[Ask, tuple[str, ...]], None] = vars(Ask)["_orders"].__set__  # writes the orders cache


# ---------------------------------------------------------------------------- steps


@dataclass(frozen=True, slots=True)
class Done:
    """The task is finished."""


DONE = Done()


@record
class Again:
    """The task goes on as ``task``, after whatever it pushed."""

    task: Task[Any]


@record(init=False)
class Asks:
    """Decisions owed now; with ``sealed`` every answer stays hidden until all are in."""

    asks: tuple[Ask, ...]
    sealed: bool = False

    def __init__(self, *asks: Ask, sealed: bool = False) -> None:
        self.asks = asks  # type: ignore[misc]  # a record's own constructor
        self.sealed = sealed  # type: ignore[misc]


Step = Done | Again | Asks
