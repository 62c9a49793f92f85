package app.crumbcobakery.db;

import app.crumbcobakery.repositories.RecordStore;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;

/** Connects to MySQL, brings the schema up to date (db/migration) and returns the database-backed store. */
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
    return new JdbcStore(dataSource, "`");
  }
}
