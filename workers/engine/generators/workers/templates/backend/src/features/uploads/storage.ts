/** Where file contents live; the records (name, type, size) are in the uploads table. */
export interface FileStorage {
  save(id: string, data: Uint8Array): Promise<void>;
  read(id: string): Promise<Uint8Array | undefined>;
}

/** Files in an R2 bucket (the UPLOADS binding), named by their record id. */
export class R2FileStorage implements FileStorage {
  private readonly bucket: R2Bucket;

  constructor(bucket: R2Bucket) {
    this.bucket = bucket;
  }

  async save(id: string, data: Uint8Array): Promise<void> {
    await this.bucket.put(id, data);
  }

  async read(id: string): Promise<Uint8Array | undefined> {
    const object = await this.bucket.get(id);
    return object ? new Uint8Array(await object.arrayBuffer()) : undefined;
  }
}

/** D1 keeps at most 2 MB in one row: a file is stored in parts well under it, as base64 text. */
const PART_BYTES = 512 * 1024;

const toBase64 = (bytes: Uint8Array) => {
  let text = "";
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** Files in the database's upload_parts table, when no R2 bucket is bound (local runs, the tests, a preview). */
export class D1FileStorage implements FileStorage {
  private readonly db: D1Database;

  constructor(db: D1Database) {
    this.db = db;
  }

  async save(id: string, data: Uint8Array): Promise<void> {
    const parts: D1PreparedStatement[] = [];
    for (let offset = 0, part = 0; offset < data.length; offset += PART_BYTES, part += 1) {
      const insert = `INSERT INTO "upload_parts" ("upload_id", "part", "data") VALUES (?, ?, ?)`;
      parts.push(this.db.prepare(insert).bind(id, part, toBase64(data.subarray(offset, offset + PART_BYTES))));
    }
    await this.db.batch(parts);
  }

  async read(id: string): Promise<Uint8Array | undefined> {
    const select = `SELECT "data" FROM "upload_parts" WHERE "upload_id" = ? ORDER BY "part"`;
    const { results } = await this.db.prepare(select).bind(id).all<{ data: string }>();
    if (results.length === 0) return undefined;
    const parts = results.map((row) => fromBase64(row.data));
    const whole = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      whole.set(part, offset);
      offset += part.length;
    }
    return whole;
  }
}
