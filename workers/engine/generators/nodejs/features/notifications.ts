import { code, test } from "../../files";
import { backendFeatureEmitter } from "../../shared/backend/feature-emitter";
import type { BackendFeature } from "../feature";

const mailer = `
export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends email. An SMTP or email-API adapter implements this; services.ts picks one. */
export interface Mailer {
  send(email: Email): Promise<void>;
}

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
export class OutboxMailer implements Mailer {
  readonly sent: Email[] = [];

  async send(email: Email): Promise<void> {
    this.sent.push(email);
  }
}
`;

const routes = `
import { Router } from "express";
import { z } from "zod";
import { handle, HttpError, idParam } from "../../http/errors.js";
import type { Services } from "../../services.js";

const notification = z.object({
  /** An email address, or a name for an in-app notification only. */
  recipient: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).nullable().default(null),
});

/** /api/notifications: in-app notifications, also emailed when the recipient is an email address. */
export function notificationRoutes({ repositories, mailer, events }: Services): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json((await repositories.notifications.list()).reverse());
    }),
  );
  router.post(
    "/",
    handle(async (req, res) => {
      const input = notification.parse(req.body);
      const created = await repositories.notifications.create({ ...input, read: false });
      if (input.recipient.includes("@")) {
        await mailer.send({ to: input.recipient, subject: input.title, text: input.body ?? input.title });
      }
      events.publish({ topic: "notifications", action: "created", id: created.id });
      res.status(201).json(created);
    }),
  );
  router.post(
    "/:id/read",
    handle(async (req, res) => {
      const id = idParam(req, "Notification");
      const existing = await repositories.notifications.get(id);
      if (!existing) throw new HttpError(404, "Notification not found");
      const { id: _id, ...fields } = existing;
      const updated = await repositories.notifications.update(id, { ...fields, read: true });
      events.publish({ topic: "notifications", action: "updated", id });
      res.json(updated);
    }),
  );
  return router;
}
`;

const notificationsTest = `
import { describe, expect, it } from "vitest";
import { OutboxMailer } from "../src/features/notifications/mailer.js";
import { createTestClient } from "./helpers.js";

describe("/api/notifications", () => {
  it("stores a notification, emails an address and marks it read", async () => {
    const client = await createTestClient();
    const created = await client
      .post("/api/notifications")
      .send({ recipient: "sam@example.com", title: "Your order is ready", body: "Come and pick it up" })
      .expect(201);
    expect(created.body).toMatchObject({ read: false, title: "Your order is ready" });
    const outbox = client.services.mailer as OutboxMailer;
    expect(outbox.sent).toEqual([{ to: "sam@example.com", subject: "Your order is ready", text: "Come and pick it up" }]);
    const read = await client.post(\`/api/notifications/\${created.body.id}/read\`).expect(200);
    expect(read.body.read).toBe(true);
    const list = await client.get("/api/notifications").expect(200);
    expect(list.body).toHaveLength(1);
  });

  it("keeps an in-app notification without sending email", async () => {
    const client = await createTestClient();
    await client.post("/api/notifications").send({ recipient: "kitchen", title: "New order" }).expect(201);
    expect((client.services.mailer as OutboxMailer).sent).toEqual([]);
    await client.post("/api/notifications/missing/read").expect(404);
  });
});
`;

export const notificationsBackend: BackendFeature = {
  feature: "notifications",
  emitter: backendFeatureEmitter("notifications", {
    name: "Notifications API (in-app + email)",
    description:
      "Stored in-app notifications with read state, emailed through a Mailer interface whose default keeps " +
      "an outbox in memory; an SMTP or email-API adapter plugs in behind it.",
    emit: () => [
      code("backend/src/features/notifications/mailer.ts", "backend", mailer),
      code("backend/src/features/notifications/routes.ts", "backend", routes),
      test("backend/test/notifications.test.ts", notificationsTest),
    ],
  }),
  services: [
    {
      imports: [`import { OutboxMailer, type Mailer } from "./features/notifications/mailer.js";`],
      field: "mailer: Mailer",
      create: "mailer: new OutboxMailer()",
    },
  ],
  routes: {
    imports: [`import { notificationRoutes } from "./features/notifications/routes.js";`],
    mounts: [`app.use("/api/notifications", notificationRoutes(services));`],
  },
};
