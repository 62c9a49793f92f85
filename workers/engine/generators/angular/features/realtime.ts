import { code, test } from "../../files";
import { frontendFeatureEmitter, type AngularFeature } from "../feature";

const liveRefresh = `
import { DestroyRef, inject } from "@angular/core";
import { apiUrl, tokenStore } from "../api/client";

/**
 * Calls refresh whenever the server announces a change to records of this topic (their route), until the
 * screen that asked is closed. Call it where inject() works: a constructor or a field initializer.
 */
export function liveRefresh(topic: string, refresh: () => unknown): void {
  const destroyRef = inject(DestroyRef);
  if (typeof EventSource === "undefined") return;
  const token = tokenStore.get();
  const source = new EventSource(apiUrl(\`/api/live\${token ? \`?token=\${encodeURIComponent(token)}\` : ""}\`));
  const onChange = (event: MessageEvent) => {
    try {
      const change = JSON.parse(String(event.data)) as { topic?: string };
      if (change.topic === topic) refresh();
    } catch {
      // Not a change event: ignore it.
    }
  };
  source.addEventListener("change", onChange);
  destroyRef.onDestroy(() => {
    source.removeEventListener("change", onChange);
    source.close();
  });
}
`;

const liveTest = `
import { ChangeDetectionStrategy, Component } from "@angular/core";
import { TestBed } from "@angular/core/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveRefresh } from "./live-refresh";

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined;
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }

  close() {
    this.closed = true;
  }

  announce(topic: string) {
    this.dispatchEvent(new MessageEvent("change", { data: JSON.stringify({ topic, action: "created", id: "1" }) }));
  }
}

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
  });

  it("refreshes on changes to its topic only, and closes the stream when done", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const fixture = TestBed.createComponent(Probe);
    const source = FakeEventSource.last;
    expect(source?.url).toBe("/api/live");
    source?.announce("orders");
    source?.announce("something-else");
    expect(onRefresh).toHaveBeenCalledTimes(1);
    fixture.destroy();
    expect(source?.closed).toBe(true);
  });
});
`;

export const realtimeAngular: AngularFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      code("frontend/src/app/live/live-refresh.ts", "frontend", liveRefresh),
      test("frontend/src/app/live/live.spec.ts", liveTest),
    ],
  }),
};
