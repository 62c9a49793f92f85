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
    stubApi({"products":[{"id":"products-1"}],"orders":[{"id":"orders-1"},{"id":"orders-2"}],"customers":[{"id":"customers-1"},{"id":"customers-2"},{"id":"customers-3"}],"pickup-slots":[{"id":"pickup-slots-1"},{"id":"pickup-slots-2"},{"id":"pickup-slots-3"},{"id":"pickup-slots-4"}],"production-lists":[{"id":"production-lists-1"},{"id":"production-lists-2"},{"id":"production-lists-3"},{"id":"production-lists-4"},{"id":"production-lists-5"}]});
    const wrapper = await mountScreen(Dashboard, "/dashboard");
    const count = (label: string) =>
      wrapper
        .findAll("a.card")
        .find((card) => card.findAll("div")[1]?.text() === label)
        ?.get(".stat")
        .text();
    await vi.waitFor(() => expect(count("Products")).toBe("1"));
    await vi.waitFor(() => expect(count("Orders")).toBe("2"));
    await vi.waitFor(() => expect(count("Customers")).toBe("3"));
    await vi.waitFor(() => expect(count("Pickup slots")).toBe("4"));
    await vi.waitFor(() => expect(count("Production lists")).toBe("5"));
  });
});
