import { Hono } from "hono";
import { HttpError, idParam, type AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * /api/uploads: POST the file's bytes as application/octet-stream with X-File-Name (URI-encoded) and
 * X-File-Type headers; GET lists them, GET /:id/content downloads one.
 */
export function uploadRoutes({ repositories, files, events }: Services): Hono<AppEnv> {
  const find = async (id: string) => {
    const upload = await repositories.uploads.get(id);
    if (!upload) throw new HttpError(404, "File not found");
    return upload;
  };
  const routes = new Hono<AppEnv>();
  routes.post("/", async (c) => {
    const binary = (c.req.header("content-type") ?? "").toLowerCase().startsWith("application/octet-stream");
    if (Number(c.req.header("content-length") ?? 0) > MAX_UPLOAD_BYTES) throw new HttpError(413, "The file is larger than 10 MB");
    const data = binary ? new Uint8Array(await c.req.arrayBuffer()) : new Uint8Array();
    if (data.length > MAX_UPLOAD_BYTES) throw new HttpError(413, "The file is larger than 10 MB");
    if (data.length === 0) throw new HttpError(400, "Send the file's bytes as application/octet-stream");
    let fileName = "";
    try {
      fileName = decodeURIComponent(c.req.header("x-file-name") ?? "").replace(/[\\/]/g, "_").trim().slice(0, 200);
    } catch {
      throw new HttpError(400, "Encode the X-File-Name header with encodeURIComponent");
    }
    if (!fileName) throw new HttpError(400, "Name the file in the X-File-Name header");
    const contentType = c.req.header("x-file-type") || "application/octet-stream";
    const upload = await repositories.uploads.create({ fileName, contentType, size: data.length });
    await files.save(upload.id, data);
    await events.publish({ topic: "uploads", action: "created", id: upload.id });
    return c.json(upload, 201);
  });
  routes.get("/", async (c) => c.json(await repositories.uploads.list()));
  routes.get("/:id", async (c) => c.json(await find(idParam(c, "File"))));
  routes.get("/:id/content", async (c) => {
    const upload = await find(idParam(c, "File"));
    const data = await files.read(upload.id);
    if (!data) throw new HttpError(404, "File content not found");
    return new Response(data, {
      headers: {
        "Content-Type": upload.contentType,
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
      },
    });
  });
  return routes;
}
