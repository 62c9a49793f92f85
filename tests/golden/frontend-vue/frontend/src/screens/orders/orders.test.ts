import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Order } from "../../entities/order";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import OrderDetail from "./OrderDetail.vue";
import OrdersList from "./OrdersList.vue";

const sample: Order = {"id":"orders-1","customerId":"customers-1","status":"pending","total":1,"placedAt":"2020-01-15T10:00:00.000Z","pickupSlotId":"pickup-slots-1"};
const related = {"customers":[{"id":"customers-1","name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"}],"pickup-slots":[{"id":"pickup-slots-1","startsAt":"2030-01-15T10:00:00.000Z","endsAt":"2030-01-16T10:00:00.000Z","capacity":1,"available":true}]};

const routes = [
  { path: "/orders", component: OrdersList },
  { path: "/orders/:id", component: OrderDetail },
];

describe("Orders screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists orders from the API", async () => {
    stubApi({ "orders": [sample], ...related });
    const wrapper = await mountAt("/orders", routes);
    expect(heading(wrapper)).toBe("Orders");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.status)));
  });

  it("shows a form with every field for a new order", async () => {
    stubApi(related);
    const wrapper = await mountAt("/orders/new", routes);
    for (const label of ["Customer","Status","Total","Placed at","Pickup slot"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new order to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/orders/new", routes);
    await vi.waitFor(() => expect(control(wrapper, "Customer").findAll("option").length).toBeGreaterThan(1));
    await control(wrapper, "Customer").setValue("customers-1");
    await control(wrapper, "Status").setValue("pending");
    await control(wrapper, "Total").setValue("1");
    await control(wrapper, "Placed at").setValue("2020-01-15T10:00");
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/orders");
    expect(sent?.body).toMatchObject({"customerId":"customers-1","status":"pending","total":1});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Orders"));
  });

  it("loads order details to edit", async () => {
    stubApi({ "orders": [sample], ...related });
    const wrapper = await mountAt("/orders/orders-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Status")).toBe(sample.status));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
