import { defineComponent } from "vue";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../api/client";
import { mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import AnalyticsScreen from "./AnalyticsScreen.vue";
import { usePageViews } from "./usePageViews";

const Probe = defineComponent({
  setup() {
    usePageViews();
    return () => null;
  },
});

describe("analytics", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("shows usage counts", async () => {
    stubApi({}, { "GET /api/analytics/summary": { records: {}, events: { page_view: 7 } } });
    const wrapper = await mountScreen(AnalyticsScreen, "/analytics");
    await vi.waitFor(() => expect(wrapper.text()).toContain("page_view"));
    expect(wrapper.findAll("td").map((cell) => cell.text())).toEqual(["page_view", "7"]);
  });

  it("records a page view for the screen shown", async () => {
    const calls = stubApi();
    tokenStore.set("test-token");
    await mountScreen(Probe, "/somewhere");
    await vi.waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", body: { name: "page_view", path: "/somewhere" } }));
  });
});
