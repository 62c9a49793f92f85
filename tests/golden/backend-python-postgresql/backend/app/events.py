"""Changes to records: what real-time clients listen to."""
import threading
from dataclasses import dataclass
from typing import Callable, List, Sequence

Listener = Callable[["Change"], None]

@dataclass(frozen=True)
class Change:
    """A created, updated or deleted record; topic is its route ("orders")."""

    topic: str
    action: str
    id: str
    owners: Sequence[str] = ()
    """The accounts that created the record, when a role owns its type: kept in the server, never sent."""

class ChangeEvents:
    """Announces changes to whoever subscribed; routes publish from worker threads, so it is thread-safe."""

    def __init__(self) -> None:
        self._listeners: List[Listener] = []
        self._lock = threading.Lock()

    def publish(self, change: Change) -> None:
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            listener(change)

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Adds a listener; call the returned function to remove it."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    def listener_count(self) -> int:
        with self._lock:
            return len(self._listeners)
