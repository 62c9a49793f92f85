import { readdir, readFile } from "node:fs/promises";
import mysql, { type RowDataPacket } from "mysql2/promise";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);

/**
 * Applies the SQL files of migrations/ that have not run yet, in name order, and records each in
 * schema_migrations. MySQL commits schema changes as it goes (no transactional DDL), so a file should be safe
 * to run again (CREATE TABLE IF NOT EXISTS ...); a lock keeps two starting servers from migrating at once.
 */
export async function migrate(url: string, directory: URL = MIGRATIONS): Promise<string[]> {
  // A connection of its own, the only one allowed to send a whole file of statements at once.
  const connection = await mysql.createConnection({ uri: url, multipleStatements: true });
  try {
    const [locked] = await connection.query<RowDataPacket[]>("SELECT GET_LOCK(CONCAT(DATABASE(), '.migrate'), 60) AS `locked`");
    if (Number(locked[0]?.locked) !== 1) throw new Error("Another server is migrating the database; try again");
    await connection.query(
      "CREATE TABLE IF NOT EXISTS `schema_migrations` (`name` VARCHAR(255) NOT NULL PRIMARY KEY, " +
        "`applied_at` DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin",
    );
    const [done] = await connection.query<RowDataPacket[]>("SELECT `name` FROM `schema_migrations`");
    const applied = new Set(done.map((row) => String(row.name)));
    const pending = (await readdir(directory)).filter((name) => name.endsWith(".sql") && !applied.has(name)).sort();
    for (const name of pending) {
      await connection.query(await readFile(new URL(name, directory), "utf8"));
      await connection.query("INSERT INTO `schema_migrations` (`name`) VALUES (?)", [name]);
    }
    return pending;
  } finally {
    await connection.query("SELECT RELEASE_LOCK(CONCAT(DATABASE(), '.migrate'))").catch(() => undefined);
    await connection.end();
  }
}
