import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Deal } from "../../entities/deal";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import DealDetail from "./DealDetail.vue";
import DealsList from "./DealsList.vue";

const sample: Deal = {"id":"deals-1","title":"Sample title","value":1,"stage":"Sample stage","closeDate":"2030-01-15T10:00:00.000Z","companyId":"companies-1","contactId":"contacts-1"};
const related = {"companies":[{"id":"companies-1","name":"Sample name","website":"https://example.com/companies","industry":"Sample industry"}],"contacts":[{"id":"contacts-1","firstName":"Sample first name","lastName":"Sample last name","email":"contact@example.com","phone":"Sample phone","companyId":"companies-1"}]};

const routes = [
  { path: "/deals", component: DealsList },
  { path: "/deals/:id", component: DealDetail },
];

describe("Deals screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists deals from the API", async () => {
    stubApi({ "deals": [sample], ...related });
    const wrapper = await mountAt("/deals", routes);
    expect(heading(wrapper)).toBe("Deals");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.title)));
  });

  it("shows a form with every field for a new deal", async () => {
    stubApi(related);
    const wrapper = await mountAt("/deals/new", routes);
    for (const label of ["Title","Value","Stage","Close date","Company","Contact"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new deal to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/deals/new", routes);
    await control(wrapper, "Title").setValue("Sample title");
    await control(wrapper, "Value").setValue("1");
    await control(wrapper, "Stage").setValue("Sample stage");
    await control(wrapper, "Close date").setValue("2030-01-15T10:00");
    await vi.waitFor(() => expect(control(wrapper, "Company").findAll("option").length).toBeGreaterThan(1));
    await control(wrapper, "Company").setValue("companies-1");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/deals");
    expect(sent?.body).toMatchObject({"title":"Sample title","value":1,"stage":"Sample stage","companyId":"companies-1"});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Deals"));
  });

  it("loads deal details to edit", async () => {
    stubApi({ "deals": [sample], ...related });
    const wrapper = await mountAt("/deals/deals-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Title")).toBe(sample.title));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
