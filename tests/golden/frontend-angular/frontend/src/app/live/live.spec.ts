import { ChangeDetectionStrategy, Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { stubEventStream } from "../test/event-stream";
import { liveRefresh } from "./live-refresh";

const change = (topic: string) => `event: change\ndata: ${JSON.stringify({ topic, action: "created", id: "1" })}\n\n`;

const onRefresh = vi.fn();

@Component({ selector: "app-probe", changeDetection: ChangeDetectionStrategy.OnPush, template: "" })
class Probe {
  constructor() {
    liveRefresh("orders", onRefresh);
  }
}

describe("live updates", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("refreshes on changes to its topic only, and closes the stream when done", async () => {
    tokenStore.set("test-token");
    const server = stubEventStream();
    const fixture = TestBed.createComponent(Probe);
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
    fixture.destroy();
    expect(request?.signal?.aborted).toBe(true);
  });
});
