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
