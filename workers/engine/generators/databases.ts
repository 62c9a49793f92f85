import type { AppModel } from "../model";
import { snakeCase } from "../model/naming";
import { serverDatabase, type ServerDatabase } from "../model/stack";
import { folded, inline, quoted, type YamlObject } from "./yaml-document";

/**
 * What the devops and deployment files need to know about a database, whatever the backend: how to run it in
 * docker compose and as a CI service, what its connection string looks like and where it can be hosted.
 * The backends' own database code (drivers, schema setup) lives with each backend.
 */
export interface DatabaseProfile {
  id: ServerDatabase;
  /** "PostgreSQL 16": the product and the version the compose file and CI run. */
  label: string;
  /** What the backend sets up on start to hold the records. */
  holds: "tables" | "collections";
  /** The container image compose and CI run. */
  image: string;
  port: number;
  /** A connection string for the app's database on `host` (localhost, the compose service "db", a placeholder). */
  urlExample(model: AppModel, host: string): string;
  /** The `db:` service of docker-compose.yml: image, environment, the `db-data` volume, a healthcheck. */
  composeService(model: AppModel): YamlObject;
  /** The backend job's `services:` in GitHub Actions: one entry named after the database. */
  ciService(model: AppModel): YamlObject;
  /** DATABASE_URL for the CI job: the service above on localhost, its test database. */
  ciUrl(model: AppModel): string;
  /** Whether Render's Blueprint can create this database itself (Render offers managed PostgreSQL only). */
  renderManaged: boolean;
  /** Where to get a hosted one, for the deployment steps: "Render has no managed MySQL; use ...". */
  hosting: string;
}

/** The database's name: the app's slug in snake case, short enough for every engine. */
export const databaseName = (model: AppModel) => snakeCase(model.slug).slice(0, 40) || "app";
const testDatabaseName = (model: AppModel) => `${databaseName(model)}_test`;

/** GitHub Actions' health options, folded onto one line as `docker run` expects them. */
const healthOptions = (command: string) =>
  folded(`--health-cmd "${command}" --health-interval 5s --health-timeout 5s --health-retries 20`);

const composeHealthcheck = (test: string[]) => ({ test: inline(test, true), interval: "5s", timeout: "5s", retries: 20 });

const postgresql: DatabaseProfile = {
  id: "postgresql",
  holds: "tables",
  label: "PostgreSQL 16",
  image: "postgres:16-alpine",
  port: 5432,
  urlExample: (model, host) => `postgres://app:app@${host}:5432/${databaseName(model)}`,
  composeService: (model) => ({
    image: "postgres:16-alpine",
    environment: { POSTGRES_USER: "app", POSTGRES_PASSWORD: "app", POSTGRES_DB: databaseName(model) },
    volumes: ["db-data:/var/lib/postgresql/data"],
    healthcheck: composeHealthcheck(["CMD-SHELL", `pg_isready -U app -d ${databaseName(model)}`]),
  }),
  ciService: (model) => ({
    postgres: {
      image: "postgres:16-alpine",
      env: { POSTGRES_USER: "app", POSTGRES_PASSWORD: "app", POSTGRES_DB: testDatabaseName(model) },
      ports: [quoted("5432:5432")],
      options: healthOptions("pg_isready -U app"),
    },
  }),
  ciUrl: (model) => `postgres://app:app@localhost:5432/${testDatabaseName(model)}`,
  renderManaged: true,
  hosting: "Render, Neon, Supabase, Amazon RDS and most clouds offer managed PostgreSQL",
};

// The healthcheck pings over TCP (127.0.0.1): during first-start initialisation the image runs a server
// without networking, so the check only passes once the real server, with the app's user, is up.
const mysqlPing = "mysqladmin ping -h 127.0.0.1 -u app -papp --silent";

const mysql: DatabaseProfile = {
  id: "mysql",
  holds: "tables",
  label: "MySQL 8.4",
  image: "mysql:8.4",
  port: 3306,
  urlExample: (model, host) => `mysql://app:app@${host}:3306/${databaseName(model)}`,
  composeService: (model) => ({
    image: "mysql:8.4",
    environment: {
      MYSQL_DATABASE: databaseName(model),
      MYSQL_USER: "app",
      MYSQL_PASSWORD: "app",
      // Nothing logs in as root (the health check uses the app's user): a random root password, never a fixed one.
      MYSQL_RANDOM_ROOT_PASSWORD: quoted("yes"),
    },
    volumes: ["db-data:/var/lib/mysql"],
    healthcheck: composeHealthcheck(["CMD-SHELL", mysqlPing]),
  }),
  ciService: (model) => ({
    mysql: {
      image: "mysql:8.4",
      env: { MYSQL_DATABASE: testDatabaseName(model), MYSQL_USER: "app", MYSQL_PASSWORD: "app", MYSQL_ROOT_PASSWORD: "root" },
      ports: [quoted("3306:3306")],
      options: healthOptions(mysqlPing),
    },
  }),
  ciUrl: (model) => `mysql://app:app@localhost:3306/${testDatabaseName(model)}`,
  renderManaged: false,
  hosting:
    "Render has no managed MySQL; use a hosted one such as Amazon RDS for MySQL, Google Cloud SQL, Azure Database for MySQL or Aiven",
};

const mongodb: DatabaseProfile = {
  id: "mongodb",
  holds: "collections",
  label: "MongoDB 7",
  image: "mongo:7",
  port: 27017,
  urlExample: (model, host) => `mongodb://${host}:27017/${databaseName(model)}`,
  composeService: (model) => ({
    image: "mongo:7",
    environment: { MONGO_INITDB_DATABASE: databaseName(model) },
    volumes: ["db-data:/data/db"],
    healthcheck: composeHealthcheck(["CMD", "mongosh", "--quiet", "--eval", "db.runCommand({ ping: 1 })"]),
  }),
  ciService: () => ({
    mongodb: {
      image: "mongo:7",
      ports: [quoted("27017:27017")],
      options: healthOptions("mongosh --quiet --eval 'db.runCommand({ ping: 1 })'"),
    },
  }),
  ciUrl: (model) => `mongodb://localhost:27017/${testDatabaseName(model)}`,
  renderManaged: false,
  hosting: "Render has no managed MongoDB; use MongoDB Atlas, which has a free tier, or another hosted MongoDB",
};

export const DATABASE_PROFILES: Record<ServerDatabase, DatabaseProfile> = { postgresql, mysql, mongodb };

/** The database server of a server backend; refuses Cloudflare D1, which is a binding of the Worker, not a server. */
export const databaseProfile = (model: AppModel): DatabaseProfile => DATABASE_PROFILES[serverDatabase(model.stack.database)];

/** The database server the API connects to with DATABASE_URL, or null on the Workers stack (D1 is a binding). */
export const serverDatabaseProfile = (model: AppModel): DatabaseProfile | null =>
  model.stack.database === "d1" ? null : DATABASE_PROFILES[model.stack.database];

/** What the docs call the app's database: "PostgreSQL 16", "Cloudflare D1". */
export const databaseLabel = (model: AppModel): string => serverDatabaseProfile(model)?.label ?? "Cloudflare D1";
