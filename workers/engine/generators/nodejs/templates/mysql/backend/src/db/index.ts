import mysql from "mysql2/promise";
import { repositoriesFrom, type Repositories } from "../repositories/index.js";
import { migrate } from "./migrate.js";
import { mysqlRepository } from "./mysql.js";

export interface Database {
  repositories: Repositories;
  close(): Promise<void>;
}

/** Connects to MySQL, brings the schema up to date and returns the database-backed repositories. */
export async function connectDatabase(url: string): Promise<Database> {
  await migrate(url);
  // Dates are written and read as UTC, whatever the server's or the machine's time zone.
  const pool = mysql.createPool({ uri: url, timezone: "Z", connectionLimit: 10 });
  return {
    repositories: repositoriesFrom((spec) => mysqlRepository(pool, spec)),
    close: () => pool.end(),
  };
}
