import { afterEach, describe, expect, it, vi } from "vitest";
import { control, mountScreen, unmountAll } from "../test/mount";
import { stubApi } from "../test/stub-api";
import SearchScreen from "./SearchScreen.vue";

describe("search", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("shows what matches, each linking to its record", async () => {
    const calls = stubApi({}, { "GET /api/search": [{ type: "Record", route: "records", id: "r1", title: "Sourdough" }] });
    const wrapper = await mountScreen(SearchScreen, "/search");
    await control(wrapper, "Search for").setValue("sour");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(wrapper.findAll("li a").map((link) => link.text())).toEqual(["Sourdough"]));
    expect(wrapper.get("li a").attributes("href")).toBe("/records/r1");
    expect(calls[0]?.path).toBe("/api/search");
  });
});
