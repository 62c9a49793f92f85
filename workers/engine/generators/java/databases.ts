import type { AppModel } from "../../model";
import { serverDatabase, type GeneratedDatabase } from "../../model/stack";
import type { GeneratedFile } from "../types";
import { mongoFiles } from "./mongodb";
import { MYSQL, POSTGRESQL, sqlFiles } from "./sql";

/** A Maven dependency; versions come from the Spring Boot parent unless given. */
export interface MavenDependency {
  groupId: string;
  artifactId: string;
  version?: string;
  scope?: "runtime" | "test";
}

/**
 * A database for the Java backend: its Maven dependencies, the Spring Boot auto-configuration it turns
 * off (the app connects itself, and only when DATABASE_URL is set), and its files, which provide
 * db/Database.java with `static RecordStore connect(String url)`.
 */
export interface JavaDatabase {
  id: "postgresql" | "mysql" | "mongodb";
  label: string;
  dependencies: MavenDependency[];
  autoconfigureExclude: string[];
  schemaNote: string;
  files(model: AppModel): GeneratedFile[];
}

const FLYWAY = "${flyway.version}";
const SQL_EXCLUDES = [
  "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
  "org.springframework.boot.autoconfigure.flyway.FlywayAutoConfiguration",
];
const SQL_NOTE = "SQL migrations in `backend/src/main/resources/db/migration/`, applied by Flyway on start";

const JAVA_DATABASES: Record<JavaDatabase["id"], JavaDatabase> = {
  postgresql: {
    id: "postgresql",
    label: "PostgreSQL",
    dependencies: [
      { groupId: "org.springframework.boot", artifactId: "spring-boot-starter-jdbc" },
      { groupId: "org.flywaydb", artifactId: "flyway-core" },
      { groupId: "org.flywaydb", artifactId: "flyway-database-postgresql", version: FLYWAY },
      { groupId: "org.postgresql", artifactId: "postgresql", scope: "runtime" },
    ],
    autoconfigureExclude: SQL_EXCLUDES,
    schemaNote: SQL_NOTE,
    files: (model) => sqlFiles(model, POSTGRESQL),
  },
  mysql: {
    id: "mysql",
    label: "MySQL",
    dependencies: [
      { groupId: "org.springframework.boot", artifactId: "spring-boot-starter-jdbc" },
      { groupId: "org.flywaydb", artifactId: "flyway-core" },
      { groupId: "org.flywaydb", artifactId: "flyway-mysql", version: FLYWAY },
      { groupId: "com.mysql", artifactId: "mysql-connector-j", scope: "runtime" },
    ],
    autoconfigureExclude: SQL_EXCLUDES,
    schemaNote: SQL_NOTE,
    files: (model) => sqlFiles(model, MYSQL),
  },
  mongodb: {
    id: "mongodb",
    label: "MongoDB",
    dependencies: [{ groupId: "org.mongodb", artifactId: "mongodb-driver-sync" }],
    autoconfigureExclude: [
      "org.springframework.boot.autoconfigure.mongo.MongoAutoConfiguration",
    ],
    schemaNote: "collections with unique and reference indexes set up by `backend/src/main/java/.../db/MongoStore.java` on start",
    files: mongoFiles,
  },
};

export const javaDatabaseFor = (id: GeneratedDatabase): JavaDatabase => JAVA_DATABASES[serverDatabase(id)];

export const javaDatabase = (model: AppModel): JavaDatabase => javaDatabaseFor(model.stack.database);
