import { code, test } from "../../../files";
import { frontendFeatureEmitter, type FrontendFeature } from "../../frontend/feature";

export const liveRefreshHook = `
import { useEffect, useRef } from "react";
import { apiUrl, tokenStore } from "../api/client";

/** Calls refresh whenever the server announces a change to records of this topic (their route). */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const token = tokenStore.get();
    const source = new EventSource(apiUrl(\`/api/live\${token ? \`?token=\${encodeURIComponent(token)}\` : ""}\`));
    const onChange = (event: MessageEvent) => {
      try {
        const change = JSON.parse(String(event.data)) as { topic?: string };
        if (change.topic === topic) latest.current();
      } catch {
        // Not a change event: ignore it.
      }
    };
    source.addEventListener("change", onChange);
    return () => {
      source.removeEventListener("change", onChange);
      source.close();
    };
  }, [topic]);
}
`;

const hookTest = `
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useLiveRefresh } from "./useLiveRefresh";

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

function Probe({ onRefresh }: { onRefresh: () => void }) {
  useLiveRefresh("orders", onRefresh);
  return null;
}

describe("live updates", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("refreshes on changes to its topic only, and closes the stream when done", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const onRefresh = vi.fn();
    const view = render(<Probe onRefresh={onRefresh} />);
    const source = FakeEventSource.last;
    expect(source?.url).toBe("/api/live");
    source?.announce("orders");
    source?.announce("something-else");
    expect(onRefresh).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(source?.closed).toBe(true);
  });
});
`;

export const realtimeFrontend: FrontendFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      code("frontend/src/live/useLiveRefresh.ts", "frontend", liveRefreshHook),
      test("frontend/src/live/live.test.tsx", hookTest),
    ],
  }),
};
