"""Stand-in for `typing` on MicroPython, which has none (engine/standins/README.md).

Annotations are never evaluated there, so a name only has to exist; one
that runs at import time (a `TypeVar`, an alias such as `Callable[..., int]`,
a `Protocol` base) gets an object that takes subscripts and `|`.
"""

TYPE_CHECKING = False


class _Hint:
    """Any type hint: subscripting or joining it gives itself back."""

    def __getitem__(self, item):
        return self

    def __or__(self, other):
        return self

    def __ror__(self, other):
        return self

    def __call__(self, *args, **kwargs):
        return self


_HINT = _Hint()
Any = Callable = ClassVar = Collection = Iterable = Iterator = Mapping = _HINT
MutableMapping = MutableSequence = Optional = Sequence = Union = Literal = _HINT
Tuple = List = Dict = Set = FrozenSet = Type = Final = Generator = _HINT
Awaitable = Coroutine = AsyncIterator = AsyncIterable = Hashable = Sized = Container = Reversible = _HINT
BinaryIO = TextIO = IO = _HINT


def TypeVar(name, *constraints, **kwargs):
    return _HINT


def cast(kind, value):
    return value


class Protocol:
    """A base for structural types; it checks nothing at run time."""
