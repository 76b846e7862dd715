"""Frozen value classes without generated code: what `@dataclass(frozen=True, slots=True)` gives,
built from closures instead of `exec`.

Why: a dataclass compiles the source of five or six methods for every class it makes, about 3.3
million instructions a class; the app defines some 130 and imports most before its first frame,
which made start-up alone ~0.4 G instructions (the bare Qt window is 0.65 G). These classes cost
~0.1 M each (docs/performance.md, "Start-up to first frame"). mypy reads `@frozen` as a dataclass
(PEP 681), so fields, defaults and constructors are checked as before.

What a class gets: `__init__` (positional or keyword arguments, defaults, `field(default_factory=)`,
`__post_init__` if it has one), `__eq__` and `__hash__` over its fields (of the same class only),
`__repr__`, `__match_args__`, `__slots__`, assignment refused (`FrozenInstanceError`), pickling
and copying. Methods the class defines itself are kept. A value class may extend another.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from operator import attrgetter
from typing import Any, TypeVar, dataclass_transform

_T = TypeVar("_T")


class FrozenInstanceError(AttributeError):
    """A value's fields are fixed once it is made."""


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """One field: its name, its default or default factory, and whether it is compared."""

    __slots__ = ("compare", "default", "default_factory", "name", "repr")

    def __init__(
        self, default: Any, default_factory: Any, *, compare: bool, repr: bool
    ) -> None:
        self.name = ""
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr

    def __repr__(self) -> str:
        return f"Field({self.name!r})"


def field(
    *,
    default: Any = MISSING,
    default_factory: Callable[[], Any] | Any = MISSING,
    compare: bool = True,
    repr: bool = True,
) -> Any:
    """A field's default made fresh for each value (`default_factory`), or left out of equality."""
    return Field(default, default_factory, compare=compare, repr=repr)


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[_T]) -> type[_T]:
    """Make `cls` a frozen value class with slots (see the module's docstring)."""
    fields = _collect(cls)
    own = [f.name for f in fields if not any(f.name in _fields_of(b) for b in cls.__mro__[1:])]
    namespace = {
        key: item
        for key, item in cls.__dict__.items()
        if key not in own and key not in ("__dict__", "__weakref__")
    }
    namespace["__slots__"] = tuple(own)
    namespace["__value_fields__"] = {f.name: f for f in fields}
    meta: type = type(cls)
    made: type[_T] = meta(cls.__name__, cls.__bases__, namespace)
    methods = {
        "__init__": _init(made, fields),
        "__repr__": _repr(fields),
        "__setattr__": _refuse,
        "__delattr__": _refuse,
        "__getstate__": _getstate,
        "__setstate__": _setstate,
    }
    compared = tuple(f.name for f in fields if f.compare)
    if "__eq__" not in cls.__dict__:
        methods["__eq__"] = _eq(compared)
    if "__hash__" not in cls.__dict__:
        methods["__hash__"] = _hash(compared)
    for name, method in methods.items():
        if name not in cls.__dict__ or name in ("__setattr__", "__delattr__"):
            method.__qualname__ = f"{cls.__qualname__}.{name}"
            setattr(made, name, method)
    setattr(made, "__match_args__", tuple(f.name for f in fields))  # noqa: B010 - mypy sees none
    return made


def _fields_of(cls: type) -> dict[str, Field]:
    found: dict[str, Field] = cls.__dict__.get("__value_fields__", {})
    return found


def _collect(cls: type) -> list[Field]:
    """The fields in order: the bases' first (as dataclasses order them), then the class's own."""
    fields: dict[str, Field] = {}
    for base in reversed(cls.__mro__[1:]):
        fields.update(_fields_of(base))
    for name, annotation in inspect.get_annotations(cls).items():
        if "ClassVar" in str(annotation):
            continue
        given = cls.__dict__.get(name, MISSING)
        made = given if isinstance(given, Field) else Field(given, MISSING, compare=True, repr=True)
        made.name = name
        fields[name] = made
    seen_default = False
    for made in fields.values():
        has_default = made.default is not MISSING or made.default_factory is not MISSING
        if seen_default and not has_default:
            raise TypeError(f"non-default argument {made.name!r} follows default argument")
        seen_default = seen_default or has_default
    return list(fields.values())


def _init(cls: type, fields: list[Field]) -> Callable[..., None]:
    names = tuple(f.name for f in fields)
    count = len(names)
    defaults = tuple(f.default for f in fields)
    factories = tuple(f.default_factory for f in fields)
    post_init = getattr(cls, "__post_init__", None)
    setters = tuple(_setter(cls, name) for name in names)
    title = cls.__qualname__

    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:  # noqa: N807
        given = len(args)
        if given > count:
            raise TypeError(f"{title}() takes {count} arguments but {given} were given")
        values = list(args)
        for i in range(given, count):
            name = names[i]
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif defaults[i] is not MISSING:
                values.append(defaults[i])
            elif factories[i] is not MISSING:
                values.append(factories[i]())
            else:
                raise TypeError(f"{title}() missing argument {name!r}")
        if kwargs:
            raise TypeError(f"{title}() got unexpected or repeated arguments {sorted(kwargs)}")
        for setter, item in zip(setters, values, strict=True):
            setter(self, item)
        if post_init is not None:
            post_init(self)

    return __init__


def _setter(cls: type, name: str) -> Callable[[Any, Any], None]:
    """The slot's own descriptor: it sets the field past the class's refusing __setattr__."""
    for klass in cls.__mro__:
        if name in klass.__dict__:
            setter: Callable[[Any, Any], None] = klass.__dict__[name].__set__
            return setter
    raise AssertionError(name)


def _eq(names: tuple[str, ...]) -> Callable[[Any, object], bool]:
    get = _getter(names)

    def __eq__(self: Any, other: object) -> bool:  # noqa: N807
        if other.__class__ is self.__class__:
            return bool(get(self) == get(other))
        return NotImplemented

    return __eq__


def _hash(names: tuple[str, ...]) -> Callable[[Any], int]:
    get = _getter(names)

    def __hash__(self: Any) -> int:  # noqa: N807
        return hash(get(self))

    return __hash__


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The named fields as one tuple, read in one C call (attrgetter of one name is no tuple)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    return lambda obj: ()


def _repr(fields: list[Field]) -> Callable[[Any], str]:
    names = tuple(f.name for f in fields if f.repr)

    def __repr__(self: Any) -> str:  # noqa: N807
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{type(self).__qualname__}({shown})"

    return __repr__


def _refuse(self: Any, name: str, *rest: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _getstate(self: Any) -> tuple[Any, ...]:
    return tuple(getattr(self, name) for name in type(self).__value_fields__)


def _setstate(self: Any, state: tuple[Any, ...]) -> None:
    cls = type(self)
    for name, item in zip(cls.__value_fields__, state, strict=True):
        _setter(cls, name)(self, item)


def fields(obj: Any) -> tuple[Field, ...]:
    """The fields of a value class or value, in order (as `dataclasses.fields`)."""
    cls = obj if isinstance(obj, type) else type(obj)
    return tuple(_fields_of(cls).values())


def is_value(obj: Any) -> bool:
    cls = obj if isinstance(obj, type) else type(obj)
    return "__value_fields__" in cls.__dict__


_LAYOUTS: dict[type, tuple[Callable[[Any], tuple[Any, ...]], dict[str, int]]] = {}


def replace(obj: _T, **changes: Any) -> _T:
    """A copy of `obj` with some fields changed (as `dataclasses.replace`, faster: every field
    read in one C call and passed by position). `__post_init__` runs again, as it does there."""
    cls = type(obj)
    layout = _LAYOUTS.get(cls)
    if layout is None:
        names = tuple(_fields_of(cls))
        layout = _LAYOUTS[cls] = (_getter(names), {n: i for i, n in enumerate(names)})
    get_all, index = layout
    values = list(get_all(obj))
    for name, item in changes.items():
        position = index.get(name)
        if position is None:
            raise TypeError(f"{cls.__qualname__} has no field {name!r}")
        values[position] = item
    out: _T = cls(*values)
    return out
