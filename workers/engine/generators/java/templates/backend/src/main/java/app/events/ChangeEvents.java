package {{package}}.events;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.springframework.stereotype.Component;

/** Announces every change to whoever listens (each open live connection is one listener). */
@Component
public class ChangeEvents {
  private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();

  public void publish(Change change) {
    for (Consumer<Change> listener : listeners) {
      listener.accept(change);
    }
  }

  /** Returns what stops the listening. */
  public Runnable subscribe(Consumer<Change> listener) {
    listeners.add(listener);
    return () -> listeners.remove(listener);
  }
}
