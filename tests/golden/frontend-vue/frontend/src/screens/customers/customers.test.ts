import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Customer } from "../../entities/customer";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import CustomerDetail from "./CustomerDetail.vue";
import CustomersList from "./CustomersList.vue";

const sample: Customer = {"id":"customers-1","name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"};
const related = {};

const routes = [
  { path: "/customers", component: CustomersList },
  { path: "/customers/:id", component: CustomerDetail },
];

describe("Customers screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists customers from the API", async () => {
    stubApi({ "customers": [sample], ...related });
    const wrapper = await mountAt("/customers", routes);
    expect(heading(wrapper)).toBe("Customers");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.name)));
  });

  it("shows a form with every field for a new customer", async () => {
    stubApi(related);
    const wrapper = await mountAt("/customers/new", routes);
    for (const label of ["Name","Email","Phone"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new customer to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/customers/new", routes);
    await control(wrapper, "Name").setValue("Sample name");
    await control(wrapper, "Email").setValue("customer@example.com");
    await control(wrapper, "Phone").setValue("+44 20 7946 0000");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/customers");
    expect(sent?.body).toMatchObject({"name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Customers"));
  });

  it("loads customer details to edit", async () => {
    stubApi({ "customers": [sample], ...related });
    const wrapper = await mountAt("/customers/customers-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Name")).toBe(sample.name));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
