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
