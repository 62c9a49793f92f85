import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

const storage = `
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
`;

const routes = `
import express, { Router } from "express";
import { handle, HttpError, idParam } from "../../http/errors.js";
import type { Services } from "../../services.js";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * /api/uploads: POST the file's bytes as application/octet-stream with X-File-Name (URI-encoded) and
 * X-File-Type headers; GET lists them, GET /:id/content downloads one.
 */
export function uploadRoutes({ repositories, files, events }: Services): Router {
  const router = Router();
  const find = async (id: string) => {
    const upload = await repositories.uploads.get(id);
    if (!upload) throw new HttpError(404, "File not found");
    return upload;
  };
  router.post(
    "/",
    express.raw({ type: "application/octet-stream", limit: MAX_UPLOAD_BYTES }),
    handle(async (req, res) => {
      const data: unknown = req.body;
      if (!Buffer.isBuffer(data) || data.length === 0) throw new HttpError(400, "Send the file's bytes as application/octet-stream");
      const fileName = decodeURIComponent(req.get("x-file-name") ?? "").replace(/[\\\\/]/g, "_").trim().slice(0, 200);
      if (!fileName) throw new HttpError(400, "Name the file in the X-File-Name header");
      const contentType = req.get("x-file-type") || "application/octet-stream";
      const upload = await repositories.uploads.create({ fileName, contentType, size: data.length });
      await files.save(upload.id, data);
      events.publish({ topic: "uploads", action: "created", id: upload.id });
      res.status(201).json(upload);
    }),
  );
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await repositories.uploads.list());
    }),
  );
  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await find(idParam(req, "File")));
    }),
  );
  router.get(
    "/:id/content",
    handle(async (req, res) => {
      const upload = await find(idParam(req, "File"));
      const data = await files.read(upload.id);
      if (!data) throw new HttpError(404, "File content not found");
      res.setHeader("Content-Type", upload.contentType);
      res.setHeader("Content-Disposition", \`attachment; filename*=UTF-8''\${encodeURIComponent(upload.fileName)}\`);
      res.send(data);
    }),
  );
  return router;
}
`;

const uploadsTest = `
import { describe, expect, it } from "vitest";
import { createTestClient } from "./helpers.js";

describe("/api/uploads", () => {
  it("stores a file and gives it back", async () => {
    const client = await createTestClient();
    const created = await client
      .post("/api/uploads")
      .set("Content-Type", "application/octet-stream")
      .set("X-File-Name", encodeURIComponent("menu (final).txt"))
      .set("X-File-Type", "text/plain")
      .send(Buffer.from("hello"))
      .expect(201);
    expect(created.body).toMatchObject({ fileName: "menu (final).txt", contentType: "text/plain", size: 5 });
    const list = await client.get("/api/uploads").expect(200);
    expect(list.body).toHaveLength(1);
    const content = await client.get(\`/api/uploads/\${created.body.id}/content\`).expect(200);
    expect(content.text).toBe("hello");
  });

  it("rejects an upload without a name or without content", async () => {
    const client = await createTestClient();
    await client.post("/api/uploads").set("Content-Type", "application/octet-stream").send(Buffer.from("x")).expect(400);
    await client.post("/api/uploads").set("X-File-Name", "empty.txt").expect(400);
    await client.get("/api/uploads/missing/content").expect(404);
  });
});
`;

export const uploadsBackend: BackendFeature = {
  feature: "file-upload",
  emitter: backendFeatureEmitter("file-upload", {
    name: "File upload API",
    description:
      "Uploads up to 10 MB stored through a FileStorage interface (disk in production, memory in tests), " +
      "with their name, type and size recorded and a download route.",
    emit: () => [
      code("backend/src/features/uploads/storage.ts", "backend", storage),
      code("backend/src/features/uploads/routes.ts", "backend", routes),
      test("backend/test/uploads.test.ts", uploadsTest),
    ],
  }),
  config: [{ field: "uploadDir: string | undefined", read: "uploadDir: env.UPLOAD_DIR || undefined" }],
  services: [
    {
      imports: [`import { DiskFileStorage, MemoryFileStorage, type FileStorage } from "./features/uploads/storage.js";`],
      field: "files: FileStorage",
      create: "files: config.uploadDir ? new DiskFileStorage(config.uploadDir) : new MemoryFileStorage()",
    },
  ],
  routes: {
    imports: [`import { uploadRoutes } from "./features/uploads/routes.js";`],
    mounts: [`app.use("/api/uploads", uploadRoutes(services));`],
  },
};
