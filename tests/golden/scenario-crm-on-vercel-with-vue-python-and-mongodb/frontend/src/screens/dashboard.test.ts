import { afterEach, describe, expect, it, vi } from "vitest";
import { mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import Dashboard from "./Dashboard.vue";

describe("the dashboard", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("counts the records of each type", async () => {
    stubApi({"contacts":[{"id":"contacts-1"}],"companies":[{"id":"companies-1"},{"id":"companies-2"}],"deals":[{"id":"deals-1"},{"id":"deals-2"},{"id":"deals-3"}]});
    const wrapper = await mountScreen(Dashboard, "/dashboard");
    const count = (label: string) =>
      wrapper
        .findAll("a.card")
        .find((card) => card.findAll("div")[1]?.text() === label)
        ?.get(".stat")
        .text();
    await vi.waitFor(() => expect(count("Contacts")).toBe("1"));
    await vi.waitFor(() => expect(count("Companies")).toBe("2"));
    await vi.waitFor(() => expect(count("Deals")).toBe("3"));
  });
});
