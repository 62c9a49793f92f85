import pg from "pg";
import { repositoriesFrom, type Repositories } from "../repositories/index.js";
import { migrate } from "./migrate.js";
import { pgRepository } from "./postgres.js";

export interface Database {
  repositories: Repositories;
  close(): Promise<void>;
}

/** Connects to PostgreSQL, brings the schema up to date and returns the database-backed repositories. */
export async function connectDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  await migrate(pool);
  return {
    repositories: repositoriesFrom((spec) => pgRepository(pool, spec)),
    close: () => pool.end(),
  };
}
