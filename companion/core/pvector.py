"""A persistent vector: an immutable sequence whose `append` and `set` share almost all of it.

The game's long lists (reminders, the crown's history) grow by one item per action, and every state
keeps its own version. As tuples, each version was a full copy: O(n) per action, O(n²) per game.
A `PVector` is a tree of 32-item tuples with the last items in a tail tuple (Clojure's persistent
vector): `append` copies at most the 32-item tail and, every 32 appends, one path of the tree;
`set` copies one path. Versions share everything else, so keeping thousands of states costs little.

Reading is a sequence like a tuple: `len`, indexes (negative too), iteration, `in`. A slice is a
tuple. A PVector is equal to a tuple with the same items (and hashes like it), so `state.reminders
== ()` still reads naturally.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, SupportsIndex, TypeVar, overload

T = TypeVar("T")

BITS = 5
WIDTH = 1 << BITS  # items per node
MASK = WIDTH - 1

Node = tuple[Any, ...]  # an inner node holds nodes, a leaf holds items


class PVector(Sequence[T]):
    """An immutable sequence with cheap `append` and `set` (see the module's doc)."""

    __slots__ = ("_count", "_root", "_shift", "_tail")

    _count: int
    _shift: int
    _root: Node
    _tail: tuple[T, ...]

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._count, self._shift, self._root, self._tail = 0, BITS, (), ()
        for item in items:
            self._count, self._shift, self._root, self._tail = self._appended(item)

    @classmethod
    def _make(cls, count: int, shift: int, root: Node, tail: tuple[T, ...]) -> PVector[T]:
        out: PVector[T] = cls.__new__(cls)
        out._count, out._shift, out._root, out._tail = count, shift, root, tail
        return out

    # -- building new versions -----------------------------------------------------------------

    def append(self, item: T) -> PVector[T]:
        """A new vector with `item` at the end; this one is unchanged."""
        return self._make(*self._appended(item))

    def _appended(self, item: T) -> tuple[int, int, Node, tuple[T, ...]]:
        count, shift, root, tail = self._count, self._shift, self._root, self._tail
        if len(tail) < WIDTH:
            return count + 1, shift, root, (*tail, item)
        # The tail is full: it becomes a leaf of the tree, and `item` starts a new tail.
        tree_size = count - WIDTH  # items in the tree before this leaf joins it
        if tree_size >> BITS >= 1 << shift:  # the tree is full: grow a new root above it
            root = (root, _path(shift, tail))
            shift += BITS
        else:
            root = _push(shift, root, tree_size, tail)
        return count + 1, shift, root, (item,)

    def set(self, index: int, item: T) -> PVector[T]:
        """A new vector with `item` at `index` (negative counts from the end)."""
        i = self._index(index)
        tail_start = self._count - len(self._tail)
        if i >= tail_start:
            tail = list(self._tail)
            tail[i - tail_start] = item
            return self._make(self._count, self._shift, self._root, tuple(tail))
        root = _assoc(self._shift, self._root, i, item)
        return self._make(self._count, self._shift, root, self._tail)

    # -- reading -------------------------------------------------------------------------------

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: SupportsIndex) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...
    def __getitem__(self, index: SupportsIndex | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._count)
            tail_start = self._count - len(self._tail)
            if step == 1 and start >= tail_start:  # the usual slice: this turn's, in the tail
                return self._tail[start - tail_start : max(start, stop) - tail_start]
            return tuple(self[i] for i in range(start, stop, step))
        i = self._index(index)
        tail_start = self._count - len(self._tail)
        if i >= tail_start:
            return self._tail[i - tail_start]
        node = self._root
        for level in range(self._shift, 0, -BITS):
            node = node[(i >> level) & MASK]
        item: T = node[i & MASK]
        return item

    def _index(self, index: SupportsIndex) -> int:
        i = index.__index__()
        if i < 0:
            i += self._count
        if not 0 <= i < self._count:
            raise IndexError("PVector index out of range")
        return i

    def __iter__(self) -> Iterator[T]:
        tree_size = self._count - len(self._tail)
        if tree_size:
            yield from _leaves(self._shift, self._root, tree_size)
        yield from self._tail

    def __reversed__(self) -> Iterator[T]:
        for i in range(self._count - 1, -1, -1):
            yield self[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PVector):
            if self._count != other._count:
                return False
            if self._root is other._root and self._tail is other._tail:
                return True
        elif isinstance(other, tuple):
            if self._count != len(other):
                return False
        else:
            return NotImplemented
        return all(a is b or a == b for a, b in zip(self, other, strict=True))

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"PVector({list(self)!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (PVector, (tuple(self),))


def _path(shift: int, leaf: Node) -> Node:
    """A chain of one-child nodes from level `shift` down to `leaf`."""
    node = leaf
    for _ in range(shift, 0, -BITS):
        node = (node,)
    return node


def _push(shift: int, node: Node, index: int, leaf: Node) -> Node:
    """`node` (at level `shift`) with `leaf` added as the leaf holding item `index` onwards."""
    slot = (index >> shift) & MASK
    if shift == BITS:
        child: Node = leaf
    elif slot < len(node):
        child = _push(shift - BITS, node[slot], index, leaf)
    else:
        child = _path(shift - BITS, leaf)
    if slot < len(node):
        return (*node[:slot], child, *node[slot + 1 :])
    return (*node, child)


def _assoc(shift: int, node: Node, index: int, item: object) -> Node:
    slot = (index >> shift) & MASK if shift else index & MASK
    child = item if shift == 0 else _assoc(shift - BITS, node[slot], index, item)
    return (*node[:slot], child, *node[slot + 1 :])


def _leaves(shift: int, node: Node, count: int) -> Iterator[Any]:
    """The first `count` items under `node`, in order."""
    if shift == 0:
        yield from node
        return
    for child in node:
        if count <= 0:
            return
        size = min(count, 1 << shift)
        yield from _leaves(shift - BITS, child, size)
        count -= size
