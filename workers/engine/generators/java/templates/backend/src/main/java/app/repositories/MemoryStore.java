package {{package}}.repositories;

import {{package}}.domain.FieldSpec;
import {{package}}.domain.RecordSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;

/**
 * Keeps every table in memory, with the same rules as the database (references and unique values),
 * so tests and a local run need no database server.
 */
public final class MemoryStore implements RecordStore {
  private final List<RecordSpec> specs;
  private final Map<String, Map<String, Map<String, Object>>> tables = new LinkedHashMap<>();

  public MemoryStore(List<RecordSpec> specs) {
    this.specs = List.copyOf(specs);
    for (RecordSpec spec : specs) {
      tables.put(spec.table(), new LinkedHashMap<>());
    }
  }

  /** Forgets every record (tests start from an empty store). */
  public synchronized void clear() {
    tables.values().forEach(Map::clear);
  }

  @Override
  public Repository repository(RecordSpec spec) {
    return new MemoryRepository(spec);
  }

  private Map<String, Map<String, Object>> table(String name) {
    Map<String, Map<String, Object>> rows = tables.get(name);
    if (rows == null) {
      throw new IllegalArgumentException("Unknown table " + name);
    }
    return rows;
  }

  private static Map<String, Object> copy(Map<String, Object> row) {
    return new LinkedHashMap<>(row);
  }

  private final class MemoryRepository implements Repository {
    private final RecordSpec spec;

    MemoryRepository(RecordSpec spec) {
      this.spec = spec;
    }

    private Map<String, Map<String, Object>> rows() {
      return table(spec.table());
    }

    @Override
    public List<Map<String, Object>> list() {
      synchronized (MemoryStore.this) {
        return rows().values().stream().map(MemoryStore::copy).toList();
      }
    }

    @Override
    public Optional<Map<String, Object>> get(String id) {
      synchronized (MemoryStore.this) {
        return Optional.ofNullable(rows().get(id)).map(MemoryStore::copy);
      }
    }

    @Override
    public List<Map<String, Object>> findBy(String field, Object value) {
      synchronized (MemoryStore.this) {
        return rows().values().stream()
            .filter(row -> Objects.equals(row.get(field), value))
            .map(MemoryStore::copy)
            .toList();
      }
    }

    @Override
    public Map<String, Object> create(Map<String, Object> input) {
      synchronized (MemoryStore.this) {
        return write(UUID.randomUUID().toString(), input);
      }
    }

    @Override
    public Optional<Map<String, Object>> update(String id, Map<String, Object> input) {
      synchronized (MemoryStore.this) {
        return rows().containsKey(id) ? Optional.of(write(id, input)) : Optional.empty();
      }
    }

    @Override
    public boolean remove(String id) {
      synchronized (MemoryStore.this) {
        if (!rows().containsKey(id)) {
          return false;
        }
        checkUnused(id);
        rows().remove(id);
        return true;
      }
    }

    private Map<String, Object> write(String id, Map<String, Object> input) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("id", id);
      for (FieldSpec field : spec.fields()) {
        row.put(field.name(), input.get(field.name()));
      }
      checkUnique(row);
      rows().put(id, row);
      return copy(row);
    }

    private void checkUnique(Map<String, Object> row) {
      for (FieldSpec field : spec.fields()) {
        if (!field.unique()) {
          continue;
        }
        boolean taken = rows().values().stream()
            .anyMatch(other -> !other.get("id").equals(row.get("id"))
                && Objects.equals(other.get(field.name()), row.get(field.name())));
        if (taken) {
          throw new DuplicateValueException(field.name());
        }
      }
    }

    private void checkUnused(String id) {
      for (RecordSpec other : specs) {
        for (FieldSpec field : other.fields()) {
          if (spec.table().equals(field.target())
              && table(other.table()).values().stream().anyMatch(row -> id.equals(row.get(field.name())))) {
            throw new RecordInUseException(spec.label());
          }
        }
      }
    }
  }
}
