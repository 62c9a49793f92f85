import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** Where file contents live; the records (name, type, size) are in the database. */
export interface FileStorage {
  save(id: string, data: Buffer): Promise<void>;
  read(id: string): Promise<Buffer | undefined>;
}

export class MemoryFileStorage implements FileStorage {
  private readonly files = new Map<string, Buffer>();

  async save(id: string, data: Buffer): Promise<void> {
    this.files.set(id, Buffer.from(data));
  }

  async read(id: string): Promise<Buffer | undefined> {
    return this.files.get(id);
  }
}

/** Files on a disk (UPLOAD_DIR), named by their record id. Use a mounted volume or swap in object storage. */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly directory: string) {}

  async save(id: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    await writeFile(join(this.directory, id), data);
  }

  async read(id: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.directory, id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }
}
