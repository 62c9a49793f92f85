import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Customer } from "../../entities/customer";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { CustomerDetail } from "./customer-detail";
import { CustomersList } from "./customers-list";

const sample: Customer = {"id":"customers-1","name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"};
const related = {};

const ROUTES: Routes = [
  { path: "customers", component: CustomersList },
  { path: "customers/:id", component: CustomerDetail },
];

describe("Customers screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists customers from the API", async () => {
    stubApi({ "customers": [sample], ...related });
    await openAt("/customers", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Customers" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new customer", async () => {
    stubApi(related);
    await openAt("/customers/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New customer" })).toBeTruthy();
    for (const label of ["Name","Email","Phone"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new customer to the API", async () => {
    const calls = stubApi(related);
    await openAt("/customers/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "customer@example.com" } });
    fireEvent.input(screen.getByLabelText("Phone"), { target: { value: "+44 20 7946 0000" } });
    fireEvent.click(screen.getByRole("button", { name: "Create customer" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/customers");
    expect(sent?.body).toMatchObject({"name":"Sample name","email":"customer@example.com","phone":"+44 20 7946 0000"});
    expect(await screen.findByRole("heading", { level: 1, name: "Customers" })).toBeTruthy();
  });

  it("loads customer details to edit", async () => {
    stubApi({ "customers": [sample], ...related });
    await openAt("/customers/customers-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
