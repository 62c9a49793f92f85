import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Company } from "../../entities/company";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import CompanyDetail from "./CompanyDetail.vue";
import CompaniesList from "./CompaniesList.vue";

const sample: Company = {"id":"companies-1","name":"Sample name","website":"https://example.com/companies","industry":"Sample industry"};
const related = {};

const routes = [
  { path: "/companies", component: CompaniesList },
  { path: "/companies/:id", component: CompanyDetail },
];

describe("Companies screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists companies from the API", async () => {
    stubApi({ "companies": [sample], ...related });
    const wrapper = await mountAt("/companies", routes);
    expect(heading(wrapper)).toBe("Companies");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.name)));
  });

  it("shows a form with every field for a new company", async () => {
    stubApi(related);
    const wrapper = await mountAt("/companies/new", routes);
    for (const label of ["Name","Website","Industry"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new company to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/companies/new", routes);
    await control(wrapper, "Name").setValue("Sample name");
    await control(wrapper, "Website").setValue("https://example.com/companies");
    await control(wrapper, "Industry").setValue("Sample industry");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/companies");
    expect(sent?.body).toMatchObject({"name":"Sample name","website":"https://example.com/companies","industry":"Sample industry"});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Companies"));
  });

  it("loads company details to edit", async () => {
    stubApi({ "companies": [sample], ...related });
    const wrapper = await mountAt("/companies/companies-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Name")).toBe(sample.name));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
