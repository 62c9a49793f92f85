import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../src/features/uploads/routes.js";
import { createTestClient } from "./helpers.js";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("/api/uploads", () => {
  it("stores a file and gives it back", async () => {
    const client = await createTestClient();
    const created = await client
      .post("/api/uploads")
      .set("Content-Type", "application/octet-stream")
      .set("X-File-Name", encodeURIComponent("menu (final).txt"))
      .set("X-File-Type", "text/plain")
      .send(bytes("hello"))
      .expect(201);
    expect(created.body).toMatchObject({ fileName: "menu (final).txt", contentType: "text/plain", size: 5 });
    const list = await client.get("/api/uploads").expect(200);
    expect(list.body).toHaveLength(1);
    const content = await client.get(`/api/uploads/${created.body.id}/content`).expect(200);
    expect(content.text).toBe("hello");
  });

  it("keeps a file larger than one database row in parts", async () => {
    const client = await createTestClient();
    const large = new Uint8Array(3 * 1024 * 1024).map((_, index) => index % 251);
    expect(large.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const created = await client.post("/api/uploads").set("Content-Type", "application/octet-stream").set("X-File-Name", "large.bin").send(large).expect(201);
    const stored = await client.services.files.read(created.body.id);
    expect(stored?.length).toBe(large.length);
    expect(stored?.every((value, index) => value === large[index])).toBe(true);
  });

  it("rejects an upload without a name or without content", async () => {
    const client = await createTestClient();
    await client.post("/api/uploads").set("Content-Type", "application/octet-stream").send(bytes("x")).expect(400);
    await client.post("/api/uploads").set("X-File-Name", "empty.txt").expect(400);
    await client.get("/api/uploads/missing/content").expect(404);
  });
});
