import type { AppModel } from "../../model";
import { code } from "../files";
import { storedRecords } from "../records";
import { schemaSql } from "../shared/backend/sql-schema";
import type { GeneratedFile } from "../types";
import { importLine, javaFile, javaString, mainPath, packageLine } from "./names";
import { templateText } from "../template-texts";

/** The two SQL databases: what the JDBC store needs to know of them (the schema is sql-schema.ts's). */
export interface SqlDialect {
  id: "postgresql" | "mysql";
  label: string;
  quote: string;
}

export const POSTGRESQL: SqlDialect = { id: "postgresql", label: "PostgreSQL", quote: '"' };

export const MYSQL: SqlDialect = { id: "mysql", label: "MySQL", quote: "`" };

const databaseUrl = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/db/DatabaseUrl.java"), model);

const jdbcStore = (model: AppModel) => javaFile(templateText("java/templates/backend/src/main/java/app/db/JdbcStore.java"), model);

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
