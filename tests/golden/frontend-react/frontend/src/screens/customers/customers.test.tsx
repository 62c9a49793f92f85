import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Customer } from "../../entities/customer";
import { stubApi } from "../../test/stub-api";
import { CustomerDetail } from "./CustomerDetail";
import { CustomersList } from "./CustomersList";

const sample: Customer = {"id":"customers-1","name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"};
const related = {};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/customers" element={<CustomersList />} />
        <Route path="/customers/:id" element={<CustomerDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Customers screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists customers from the API", async () => {
    stubApi({ "customers": [sample], ...related });
    renderAt("/customers");
    expect(await screen.findByRole("heading", { name: "Customers" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new customer", () => {
    stubApi(related);
    renderAt("/customers/new");
    for (const label of ["Name","Email","Phone"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new customer to the API", async () => {
    const calls = stubApi(related);
    renderAt("/customers/new");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "customer@example.com" } });
    fireEvent.change(screen.getByLabelText("Phone"), { target: { value: "+44 20 7946 0000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create customer" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/customers");
    expect(sent?.body).toMatchObject({"name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"});
    expect(await screen.findByRole("heading", { name: "Customers" })).toBeTruthy();
  });

  it("loads customer details to edit", async () => {
    stubApi({ "customers": [sample], ...related });
    renderAt("/customers/customers-1");
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
