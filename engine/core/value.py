"""Small immutable values with named fields, on every Python.

MicroPython has no `dataclasses` and drops a class body's bare annotations,
so a value lists its fields in `FIELDS` (and optional `DEFAULTS` for the
trailing ones) instead of annotating them. An entry may carry its type as
an annotation would, "seat: int" (the guest's check of what a host sends
reads it: web/net/protocol.py); `field_names` and `field_types` read them. A `Value` compares and hashes by
its type and fields, prints as `Name(a=1, b=2)` and refuses to change.
"""

from __future__ import annotations

from typing import Any, ClassVar


_LAYOUTS: dict[type, tuple[tuple[str, ...], dict[str, str]]] = {}


def _layout(cls: type) -> tuple[tuple[str, ...], dict[str, str]]:
    try:
        return _LAYOUTS[cls]
    except KeyError:
        names = []
        types = {}
        for entry in cls.FIELDS:  # type: ignore[attr-defined]
            name, _, kind = entry.partition(":")
            names.append(name.strip())
            if kind.strip():
                types[name.strip()] = kind.strip()
        found = _LAYOUTS[cls] = (tuple(names), types)
        return found


def field_names(cls: type) -> tuple[str, ...]:
    """The names of a Value class's fields, in order."""
    return _layout(cls)[0]


def field_types(cls: type) -> dict[str, str]:
    """The declared type of each field that has one, as annotation text ("tuple[int, ...]")."""
    return _layout(cls)[1]


class Value:
    """A frozen record: `FIELDS` names its fields in order, `DEFAULTS` maps a
    field to the value it takes when not given."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    DEFAULTS: ClassVar[dict[str, Any]] = {}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = _layout(type(self))[0]
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__} takes {len(names)} fields, not {len(args)}")
        for i, name in enumerate(names):
            if i < len(args):
                value = args[i]
                if name in kwargs:
                    raise TypeError(f"{type(self).__name__} got {name} twice")
            elif name in kwargs:
                value = kwargs.pop(name)
            elif name in self.DEFAULTS:
                value = self.DEFAULTS[name]
            else:
                raise TypeError(f"{type(self).__name__} needs {name}")
            object.__setattr__(self, name, value)
        if len(args) < len(names) and kwargs:
            raise TypeError(f"{type(self).__name__} has no field {sorted(kwargs)[0]}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")

    def values(self) -> tuple[Any, ...]:
        """The fields' values, in order."""
        return tuple(getattr(self, name) for name in _layout(type(self))[0])

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.values() == self.values()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.values()))

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in _layout(type(self))[0])
        return f"{type(self).__name__}({inner})"


def replaced(value: Value, **changes: Any) -> Any:
    """`dataclasses.replace` for a Value: a copy with some fields changed (a name
    that is no field is refused by the constructor)."""
    fields = dict(zip(field_names(type(value)), value.values()))
    fields.update(changes)
    return type(value)(**fields)
