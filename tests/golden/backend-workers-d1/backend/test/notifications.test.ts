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
    const read = await client.post(`/api/notifications/${created.body.id}/read`).expect(200);
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
