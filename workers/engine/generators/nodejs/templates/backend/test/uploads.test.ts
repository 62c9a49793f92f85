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
    const content = await client.get(`/api/uploads/${created.body.id}/content`).expect(200);
    expect(content.text).toBe("hello");
  });

  it("rejects an upload without a name or without content", async () => {
    const client = await createTestClient();
    await client.post("/api/uploads").set("Content-Type", "application/octet-stream").send(Buffer.from("x")).expect(400);
    await client.post("/api/uploads").set("X-File-Name", "empty.txt").expect(400);
    await client.get("/api/uploads/missing/content").expect(404);
  });
});
