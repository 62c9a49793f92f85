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
      const fileName = decodeURIComponent(req.get("x-file-name") ?? "").replace(/[\\/]/g, "_").trim().slice(0, 200);
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
      res.setHeader("Content-Disposition", `attachment; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`);
      res.send(data);
    }),
  );
  return router;
}
