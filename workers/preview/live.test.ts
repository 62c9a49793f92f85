import { describe, expect, it } from "vitest";
import { LiveChanges, type Audience } from "./live";

/** Reads a stream until it has sent `text`, and answers all it has sent. */
function follow(response: Response): (text: string) => Promise<string> {
  if (!response.body) throw new Error("The stream has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = "";
  return async (text) => {
    while (!received.includes(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    return received;
  };
}

const event = (topic: string, action: string, id: string) => `event: change\ndata: ${JSON.stringify({ topic, action, id })}\n\n`;

describe("the preview's live changes", () => {
  it("sends each stream the changes its audience admits, as topic, action and id only", async () => {
    const live = new LiveChanges();
    // Of "orders", this stream hears only of the records "ada" created.
    const ada: Audience = (change, owner) => change.topic !== "orders" || owner === "ada";
    const [mine, everything] = [follow(live.connect(ada)), follow(live.connect())];
    try {
      live.publish({ topic: "orders", action: "created", id: "o1" }, "bo");
      live.publish({ topic: "orders", action: "created", id: "o2" }, "ada");
      live.publish({ topic: "products", action: "deleted", id: "p1" });
      const heard = await mine(event("products", "deleted", "p1"));
      expect(heard).toContain(event("orders", "created", "o2"));
      expect(heard).not.toContain("o1");
      expect(heard).not.toContain("ada");
      const all = await everything(event("products", "deleted", "p1"));
      expect(all).toContain(event("orders", "created", "o1"));
      expect(all).toContain(event("orders", "created", "o2"));
    } finally {
      live.close();
    }
  });

  it("forgets a stream its client closed, and the others go on", async () => {
    const live = new LiveChanges();
    const leaving = live.connect();
    const staying = follow(live.connect());
    try {
      await leaving.body?.cancel();
      live.publish({ topic: "orders", action: "updated", id: "o1" });
      expect(await staying(event("orders", "updated", "o1"))).toContain(": connected");
    } finally {
      live.close();
    }
  });
});
