import { code, test } from "../../files";
import { frontendFeatureEmitter } from "../../shared/frontend/feature";
import type { VueFeature } from "../feature";

const composable = `
import { onMounted, onUnmounted } from "vue";
import { apiUrl, tokenStore } from "../api/client";

/** Calls refresh whenever the server announces a change to records of this topic (their route), while the screen is open. */
export function useLiveRefresh(topic: string, refresh: () => unknown): void {
  let source: EventSource | null = null;
  const onChange = (event: MessageEvent) => {
    try {
      const change = JSON.parse(String(event.data)) as { topic?: string };
      if (change.topic === topic) refresh();
    } catch {
      // Not a change event: ignore it.
    }
  };

  onMounted(() => {
    if (typeof EventSource === "undefined") return;
    const token = tokenStore.get();
    source = new EventSource(apiUrl(\`/api/live\${token ? \`?token=\${encodeURIComponent(token)}\` : ""}\`));
    source.addEventListener("change", onChange);
  });

  onUnmounted(() => {
    source?.removeEventListener("change", onChange);
    source?.close();
    source = null;
  });
}
`;

const composableTest = `
import { mount } from "@vue/test-utils";
import { defineComponent } from "vue";
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

describe("live updates", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("refreshes on changes to its topic only, and closes the stream when done", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const onRefresh = vi.fn();
    const Probe = defineComponent({
      setup() {
        useLiveRefresh("orders", onRefresh);
        return () => null;
      },
    });
    const wrapper = mount(Probe);
    const source = FakeEventSource.last;
    expect(source?.url).toBe("/api/live");
    source?.announce("orders");
    source?.announce("something-else");
    expect(onRefresh).toHaveBeenCalledTimes(1);
    wrapper.unmount();
    expect(source?.closed).toBe(true);
  });
});
`;

export const realtimeVue: VueFeature = {
  feature: "real-time",
  emitter: frontendFeatureEmitter("real-time", {
    name: "Live updates in the screens",
    description: "Lists refresh by themselves when a record changes anywhere, over the server's event stream.",
    emit: () => [
      code("frontend/src/live/useLiveRefresh.ts", "frontend", composable),
      test("frontend/src/live/live.test.ts", composableTest),
    ],
  }),
};
