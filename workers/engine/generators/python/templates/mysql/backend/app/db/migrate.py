"""Applies the SQL files of migrations/ that have not run yet, in name order (MySQL commits each statement)."""
from pathlib import Path
from typing import List

from app.db.mysql import Connection

MIGRATIONS = Path(__file__).resolve().parents[2] / "migrations"


def statements(sql: str) -> List[str]:
    """The statements of a migration file: separated by a semicolon at the end of a line."""
    text = "\n".join(line for line in sql.splitlines() if not line.strip().startswith("--"))
    return [statement.strip() for statement in text.split(";\n") if statement.strip().rstrip(";")]


def migrate(connection: Connection, directory: Path = MIGRATIONS) -> List[str]:
    connection.run(
        "CREATE TABLE IF NOT EXISTS `schema_migrations` "
        "(`name` VARCHAR(255) NOT NULL PRIMARY KEY, `applied_at` DATETIME(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3))"
    )
    applied = {row["name"] for row in connection.run("SELECT `name` FROM `schema_migrations`")[0]}
    pending = sorted(path.name for path in directory.glob("*.sql") if path.name not in applied)
    for name in pending:
        for statement in statements((directory / name).read_text(encoding="utf-8")):
            connection.run(statement.rstrip(";"))
        connection.run("INSERT INTO `schema_migrations` (`name`) VALUES (%s)", [name])
    return pending
