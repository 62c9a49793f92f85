import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Order } from "../../entities/order";
import { stubApi } from "../../test/stub-api";
import { OrderDetail } from "./OrderDetail";
import { OrdersList } from "./OrdersList";

const sample: Order = {"id":"orders-1","customerId":"customers-1","status":"pending","total":1,"placedAt":"2020-01-15T10:00:00.000Z","pickupSlotId":"pickup-slots-1"};
const related = {"customers":[{"id":"customers-1","name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"}],"pickup-slots":[{"id":"pickup-slots-1","startsAt":"2030-01-15T10:00:00.000Z","endsAt":"2030-01-16T10:00:00.000Z","capacity":1,"available":true}]};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/orders" element={<OrdersList />} />
        <Route path="/orders/:id" element={<OrderDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Orders screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists orders from the API", async () => {
    stubApi({ "orders": [sample], ...related });
    renderAt("/orders");
    expect(await screen.findByRole("heading", { name: "Orders" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.status))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new order", () => {
    stubApi(related);
    renderAt("/orders/new");
    for (const label of ["Customer","Status","Total","Placed at","Pickup slot"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new order to the API", async () => {
    const calls = stubApi(related);
    renderAt("/orders/new");
    const customerIdSelect = screen.getByLabelText("Customer") as HTMLSelectElement;
    await waitFor(() => expect(customerIdSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(customerIdSelect, { target: { value: "customers-1" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "pending" } });
    fireEvent.change(screen.getByLabelText("Total"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Placed at"), { target: { value: "2020-01-15T10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/orders");
    expect(sent?.body).toMatchObject({"customerId":"customers-1","status":"pending","total":1});
    expect(await screen.findByRole("heading", { name: "Orders" })).toBeTruthy();
  });

  it("loads order details to edit", async () => {
    stubApi({ "orders": [sample], ...related });
    renderAt("/orders/orders-1");
    expect(await screen.findByDisplayValue(sample.status)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
