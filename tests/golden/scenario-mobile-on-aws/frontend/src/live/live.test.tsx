import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubEventStream } from "../test/event-stream";
import { useLiveRefresh } from "./useLiveRefresh";

const change = (topic: string) => `event: change\ndata: ${JSON.stringify({ topic, action: "created", id: "1" })}\n\n`;

function Probe({ onRefresh }: { onRefresh: () => void }) {
  useLiveRefresh("orders", onRefresh);
  return null;
}

describe("live updates", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("refreshes on changes to its topic only, and closes the stream when done", async () => {
    tokenStore.set("test-token");
    const server = stubEventStream();
    const onRefresh = vi.fn();
    const view = render(<Probe onRefresh={onRefresh} />);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    const [request] = server.requests;
    expect(request?.url).toBe("/api/live");
    expect(request?.headers.get("Authorization")).toBe("Bearer test-token");
    server.send(change("something-else"));
    server.send(": keep-alive\n\n");
    const event = change("orders");
    server.send(event.slice(0, 20));
    server.send(event.slice(20));
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    view.unmount();
    expect(request?.signal?.aborted).toBe(true);
  });
});
