import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { ProductionList } from "../../entities/production-list";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import ProductionListDetail from "./ProductionListDetail.vue";
import ProductionListsList from "./ProductionListsList.vue";

const sample: ProductionList = {"id":"production-lists-1","title":"Morning bake","date":"2030-01-15T10:00:00.000Z","notes":"Sample notes"};
const related = {};

const routes = [
  { path: "/production-lists", component: ProductionListsList },
  { path: "/production-lists/:id", component: ProductionListDetail },
];

describe("Production lists screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists production lists from the API", async () => {
    stubApi({ "production-lists": [sample], ...related });
    const wrapper = await mountAt("/production-lists", routes);
    expect(heading(wrapper)).toBe("Production lists");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.title)));
  });

  it("shows a form with every field for a new production list", async () => {
    stubApi(related);
    const wrapper = await mountAt("/production-lists/new", routes);
    for (const label of ["Title","Date","Notes"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new production list to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/production-lists/new", routes);
    await control(wrapper, "Title").setValue("Morning bake");
    await control(wrapper, "Date").setValue("2030-01-15T10:00");
    await control(wrapper, "Notes").setValue("Sample notes");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/production-lists");
    expect(sent?.body).toMatchObject({"title":"Morning bake","notes":"Sample notes"});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Production lists"));
  });

  it("loads production list details to edit", async () => {
    stubApi({ "production-lists": [sample], ...related });
    const wrapper = await mountAt("/production-lists/production-lists-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Title")).toBe(sample.title));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
