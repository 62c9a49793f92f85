package {{package}}.repositories;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one storage interface: the in-memory store (tests, local runs) and the database both implement it.
 * A record is a map of its fields, "id" first, as the API returns it.
 */
public interface Repository {
  List<Map<String, Object>> list();

  Optional<Map<String, Object>> get(String id);

  List<Map<String, Object>> findBy(String field, Object value);

  Map<String, Object> create(Map<String, Object> input);

  Optional<Map<String, Object>> update(String id, Map<String, Object> input);

  /** False when there was no such record; a {@link RecordInUseException} when others still refer to it. */
  boolean remove(String id);
}
