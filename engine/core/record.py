"""``record``: a frozen dataclass for the type checker, a plain slotted class at run time.

The decision machine makes several agendas, asks and steps for every order applied. A frozen
dataclass writes each field of a new instance through ``object.__setattr__``, which cost about a
twentieth of a whole random CCA game in the agenda alone (bench/instructions.py). A ``record`` is
written by the plain slot stores of an ordinary dataclass ``__init__`` instead, while mypy (strict on
engine/) treats it as frozen and refuses any assignment to a field (PEP 681, ``frozen_default``). Equal
records hash alike, as frozen dataclasses do. Never change a record in place: states share them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")


@overload
def record(cls: type[T], /) -> type[T]: ...


@overload
def record(*, init: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True)
def record(cls: type[T] | None = None, /, *, init: bool = True) -> Any:
    """``@record``, or ``@record(init=False)`` for a class that writes its fields in its own
    ``__init__`` (plain assignments, which the type checker lets through there alone)."""

    def make(c: type[T]) -> type[T]:
        return dataclass(slots=True, unsafe_hash=True, init=init)(c)

    return make if cls is None else make(cls)
