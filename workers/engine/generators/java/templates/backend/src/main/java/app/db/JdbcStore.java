package {{package}}.db;

import {{package}}.domain.FieldKind;
import {{package}}.domain.FieldSpec;
import {{package}}.domain.RecordSpec;
import {{package}}.domain.Values;
import {{package}}.repositories.DuplicateValueException;
import {{package}}.repositories.RecordInUseException;
import {{package}}.repositories.RecordStore;
import {{package}}.repositories.Repository;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.jdbc.core.simple.JdbcClient;

/** The tables of the database, one repository per table, with the same behaviour as the memory store. */
public final class JdbcStore implements RecordStore, AutoCloseable {
  private final HikariDataSource dataSource;
  private final JdbcClient jdbc;
  private final String quote;

  public JdbcStore(HikariDataSource dataSource, String quote) {
    this.dataSource = dataSource;
    this.jdbc = JdbcClient.create(dataSource);
    this.quote = quote;
  }

  @Override
  public Repository repository(RecordSpec spec) {
    return new JdbcRepository(spec);
  }

  @Override
  public void close() {
    dataSource.close();
  }

  private String q(String name) {
    return quote + name + quote;
  }

  private final class JdbcRepository implements Repository {
    private final RecordSpec spec;
    private final String table;
    private final String columns;
    private final RowMapper<Map<String, Object>> mapper;

    JdbcRepository(RecordSpec spec) {
      this.spec = spec;
      this.table = q(spec.table());
      List<String> names = new ArrayList<>();
      names.add(q("id"));
      spec.fields().forEach(field -> names.add(q(field.column())));
      this.columns = String.join(", ", names);
      this.mapper = this::toRecord;
    }

    private Map<String, Object> toRecord(ResultSet row, int index) throws SQLException {
      Map<String, Object> record = new LinkedHashMap<>();
      record.put("id", row.getString("id"));
      for (FieldSpec field : spec.fields()) {
        record.put(field.name(), fromColumn(field, row));
      }
      return record;
    }

    /** Database values back to what the API returns: ISO strings for dates, whole numbers without a fraction. */
    private Object fromColumn(FieldSpec field, ResultSet row) throws SQLException {
      String column = field.column();
      switch (field.kind()) {
        case NUMBER: {
          double value = row.getDouble(column);
          return row.wasNull() ? null : Values.number(value);
        }
        case BOOLEAN:
          return row.getBoolean(column);
        case DATE: {
          Timestamp value = row.getTimestamp(column);
          return value == null ? null : Values.isoDate(value.toInstant());
        }
        default:
          return row.getString(column);
      }
    }

    private List<Object> values(Map<String, Object> input) {
      List<Object> values = new ArrayList<>();
      for (FieldSpec field : spec.fields()) {
        Object value = input.get(field.name());
        values.add(value instanceof String text && field.kind() == FieldKind.DATE ? Timestamp.from(Instant.parse(text)) : value);
      }
      return values;
    }

    @Override
    public List<Map<String, Object>> list() {
      return jdbc.sql("SELECT " + columns + " FROM " + table + " ORDER BY " + q("created_at") + ", " + q("id"))
          .query(mapper)
          .list();
    }

    @Override
    public Optional<Map<String, Object>> get(String id) {
      return jdbc.sql("SELECT " + columns + " FROM " + table + " WHERE " + q("id") + " = ?").param(id).query(mapper).optional();
    }

    @Override
    public List<Map<String, Object>> findBy(String name, Object value) {
      FieldSpec field = spec.field(name).orElseThrow(() -> new IllegalArgumentException(spec.table() + " has no field " + name));
      String sql = "SELECT " + columns + " FROM " + table + " WHERE " + q(field.column()) + " = ? ORDER BY " + q("created_at") + ", " + q("id");
      return jdbc.sql(sql).param(value).query(mapper).list();
    }

    @Override
    public Map<String, Object> create(Map<String, Object> input) {
      String id = UUID.randomUUID().toString();
      String placeholders = spec.fields().stream().map(field -> ", ?").collect(Collectors.joining());
      List<Object> params = new ArrayList<>();
      params.add(id);
      params.addAll(values(input));
      write("INSERT INTO " + table + " (" + columns + ") VALUES (?" + placeholders + ")", params);
      return get(id).orElseThrow(() -> new IllegalStateException("Insert into " + spec.table() + " wrote no row"));
    }

    @Override
    public Optional<Map<String, Object>> update(String id, Map<String, Object> input) {
      String assignments = spec.fields().stream().map(field -> q(field.column()) + " = ?").collect(Collectors.joining(", "));
      List<Object> params = new ArrayList<>(values(input));
      params.add(id);
      int changed = write("UPDATE " + table + " SET " + assignments + " WHERE " + q("id") + " = ?", params);
      return changed == 0 ? Optional.empty() : get(id);
    }

    @Override
    public boolean remove(String id) {
      try {
        return jdbc.sql("DELETE FROM " + table + " WHERE " + q("id") + " = ?").param(id).update() > 0;
      } catch (DataIntegrityViolationException referenced) {
        throw new RecordInUseException(spec.label());
      }
    }

    private int write(String sql, List<Object> params) {
      try {
        return jdbc.sql(sql).params(params).update();
      } catch (DuplicateKeyException duplicate) {
        String message = String.valueOf(duplicate.getMostSpecificCause().getMessage()).toLowerCase(Locale.ROOT);
        String field = spec.fields().stream()
            .filter(candidate -> candidate.unique() && message.contains(candidate.column()))
            .map(FieldSpec::name)
            .findFirst()
            .orElse("value");
        throw new DuplicateValueException(field);
      }
    }
  }
}
