import type { AppModel } from "../../model";
import { code } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import { importLine, javaString, mainPath, packageLine } from "./names";

/** The two SQL databases: what the JDBC store needs to know of them (the schema is sql-schema.ts's). */
export interface SqlDialect {
  id: "postgresql" | "mysql";
  label: string;
  quote: string;
}

export const POSTGRESQL: SqlDialect = { id: "postgresql", label: "PostgreSQL", quote: '"' };

export const MYSQL: SqlDialect = { id: "mysql", label: "MySQL", quote: "`" };

const databaseUrl = (model: AppModel) => `
${packageLine(model, "db")}

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;

/**
 * DATABASE_URL in the form every backend of the app reads (postgres://user:password@host:5432/name,
 * mysql://user:password@host:3306/name), or a jdbc: URL, as JDBC wants it.
 */
public record DatabaseUrl(String jdbcUrl, String user, String password) {
  public static DatabaseUrl parse(String url) {
    if (url.startsWith("jdbc:")) {
      return new DatabaseUrl(url, null, null);
    }
    URI uri = URI.create(url);
    String scheme = uri.getScheme() == null ? "" : uri.getScheme();
    String driver = switch (scheme) {
      case "postgres", "postgresql" -> "postgresql";
      case "mysql" -> "mysql";
      default -> throw new IllegalArgumentException("DATABASE_URL must be a postgres://, mysql:// or jdbc: URL");
    };
    StringBuilder jdbc = new StringBuilder("jdbc:").append(driver).append("://").append(uri.getHost());
    if (uri.getPort() > 0) {
      jdbc.append(':').append(uri.getPort());
    }
    if (uri.getRawPath() != null) {
      jdbc.append(uri.getRawPath());
    }
    if (uri.getRawQuery() != null) {
      jdbc.append('?').append(uri.getRawQuery());
    }
    String user = null;
    String password = null;
    String info = uri.getRawUserInfo();
    if (info != null) {
      int colon = info.indexOf(':');
      user = decode(colon < 0 ? info : info.substring(0, colon));
      password = colon < 0 ? null : decode(info.substring(colon + 1));
    }
    return new DatabaseUrl(jdbc.toString(), user, password);
  }

  private static String decode(String text) {
    return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
  }
}
`;

const jdbcStore = (model: AppModel) => `
${packageLine(model, "db")}

${importLine(model, "domain", "FieldKind")}
${importLine(model, "domain", "FieldSpec")}
${importLine(model, "domain", "RecordSpec")}
${importLine(model, "domain", "Values")}
${importLine(model, "repositories", "DuplicateValueException")}
${importLine(model, "repositories", "RecordInUseException")}
${importLine(model, "repositories", "RecordStore")}
${importLine(model, "repositories", "Repository")}
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
`;

const connect = (model: AppModel, dialect: SqlDialect) => `
${packageLine(model, "db")}

${importLine(model, "repositories", "RecordStore")}
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;

/** Connects to ${dialect.label}, brings the schema up to date (db/migration) and returns the database-backed store. */
public final class Database {
  private Database() {}

  public static RecordStore connect(String url) {
    DatabaseUrl parsed = DatabaseUrl.parse(url);
    HikariDataSource dataSource = new HikariDataSource();
    dataSource.setJdbcUrl(parsed.jdbcUrl());
    if (parsed.user() != null) {
      dataSource.setUsername(parsed.user());
    }
    if (parsed.password() != null) {
      dataSource.setPassword(parsed.password());
    }
    dataSource.setMaximumPoolSize(10);
    try {
      Flyway.configure().dataSource(dataSource).locations("classpath:db/migration").load().migrate();
    } catch (RuntimeException failed) {
      dataSource.close();
      throw failed;
    }
    return new JdbcStore(dataSource, ${javaString(dialect.quote)});
  }
}
`;

/** The files of a SQL database for the Java backend: migration, URL parsing, the JDBC store, the connection. */
export function sqlFiles(model: AppModel, dialect: SqlDialect): GeneratedFile[] {
  const file = (name: string, content: string) => code(mainPath(model, "db", `${name}.java`), "database", content);
  return [
    code("backend/src/main/resources/db/migration/V1__create_tables.sql", "database", schemaSql(dialect.id, storedRecords(model))),
    file("DatabaseUrl", databaseUrl(model)),
    file("JdbcStore", jdbcStore(model)),
    file("Database", connect(model, dialect)),
  ];
}
