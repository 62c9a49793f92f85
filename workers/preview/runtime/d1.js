// Runs inside a previewed app's dynamic Worker: the app's D1 binding. Each statement is sent to the preview's
// own database through AppForge's entrypoint (workers/preview/preview-database.ts), and the answers have D1's
// shapes, so the app's code written for D1 runs as it is.

const typeError = (value) => new Error(`D1_TYPE_ERROR: Type '${typeof value}' not supported for value '${String(value)}'`);

function bindable(value) {
  if (value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof ArrayBuffer) return value;
  if (ArrayBuffer.isView(value)) return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  throw typeError(value);
}

/** A stored BLOB reads back as D1 gives it: an array of bytes. */
const fromSql = (value) => (value instanceof ArrayBuffer ? Array.from(new Uint8Array(value)) : value);
const rowFromSql = (row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, fromSql(value)]));
const result = (answer) => ({ success: true, results: answer.results.map(rowFromSql), meta: answer.meta });

/** The database's answer, or its refusal thrown here, in D1's words, as D1 throws it. */
function answered(answer) {
  if (answer && answer.kind === "error") throw new Error(answer.error);
  return answer;
}

class PreparedStatement {
  constructor(binding, sql, params) {
    this.binding = binding;
    this.sql = sql;
    this.params = params;
  }

  bind(...values) {
    return new PreparedStatement(this.binding, this.sql, values.map(bindable));
  }

  statement() {
    return { sql: this.sql, params: this.params };
  }

  async first(column) {
    const answer = answered(await this.binding.query(this.statement(), "all"));
    const row = answer.results[0];
    if (!row) return null;
    if (column === undefined) return rowFromSql(row);
    if (!Object.prototype.hasOwnProperty.call(row, column)) throw new Error(`D1_COLUMN_NOTFOUND: Column not found (${column})`);
    return fromSql(row[column]);
  }

  async all() {
    return result(answered(await this.binding.query(this.statement(), "all")));
  }

  async run() {
    return result(answered(await this.binding.query(this.statement(), "run")));
  }

  async raw(options) {
    const answer = answered(await this.binding.query(this.statement(), options?.columnNames ? "raw-with-names" : "raw"));
    return answer.rows.map((row) => row.map(fromSql));
  }
}

class Database {
  constructor(binding) {
    this.binding = binding;
  }

  prepare(sql) {
    return new PreparedStatement(this.binding, sql, []);
  }

  async batch(statements) {
    const answers = answered(await this.binding.batch(statements.map((statement) => statement.statement())));
    return answers.map(result);
  }

  async exec(sql) {
    return answered(await this.binding.exec(sql));
  }

  /** D1's sessions order reads after writes across replicas; the preview has one database, so a session is the database. */
  withSession() {
    return Object.assign(Object.create(this), { getBookmark: () => null });
  }

  async dump() {
    throw new Error("D1_ERROR: dump is not available in the preview");
  }
}

export const database = (binding) => new Database(binding);
