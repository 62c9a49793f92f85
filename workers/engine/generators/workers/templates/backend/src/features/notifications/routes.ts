import { Hono } from "hono";
import { z } from "zod";
import { HttpError, idParam, type AppEnv } from "../../http/errors.js";
import type { Services } from "../../services.js";

const notification = z.object({
  /** An email address, or a name for an in-app notification only. */
  recipient: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).nullable().default(null),
});

/** /api/notifications: in-app notifications, also emailed when the recipient is an email address. */
export function notificationRoutes({ repositories, mailer, events }: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get("/", async (c) => c.json((await repositories.notifications.list()).reverse()));
  routes.post("/", async (c) => {
    const input = notification.parse(c.get("body"));
    const created = await repositories.notifications.create({ ...input, read: false });
    if (input.recipient.includes("@")) {
      await mailer.send({ to: input.recipient, subject: input.title, text: input.body ?? input.title });
    }
    await events.publish({ topic: "notifications", action: "created", id: created.id });
    return c.json(created, 201);
  });
  routes.post("/:id/read", async (c) => {
    const id = idParam(c, "Notification");
    const existing = await repositories.notifications.get(id);
    if (!existing) throw new HttpError(404, "Notification not found");
    const { id: _id, ...fields } = existing;
    const updated = await repositories.notifications.update(id, { ...fields, read: true });
    await events.publish({ topic: "notifications", action: "updated", id });
    return c.json(updated);
  });
  return routes;
}
