import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Product } from "../../entities/product";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { ProductDetail } from "./product-detail";
import { ProductsList } from "./products-list";

const sample: Product = {"id":"products-1","name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true};
const related = {};

const ROUTES: Routes = [
  { path: "products", component: ProductsList },
  { path: "products/:id", component: ProductDetail },
];

describe("Products screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists products from the API", async () => {
    stubApi({ "products": [sample], ...related });
    await openAt("/products", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Products" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new product", async () => {
    stubApi(related);
    await openAt("/products/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New product" })).toBeTruthy();
    for (const label of ["Name","Description","Price","Stock","Active"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new product to the API", async () => {
    const calls = stubApi(related);
    await openAt("/products/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.input(screen.getByLabelText("Price"), { target: { value: "1" } });
    fireEvent.input(screen.getByLabelText("Stock"), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/products");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true});
    expect(await screen.findByRole("heading", { level: 1, name: "Products" })).toBeTruthy();
  });

  it("loads product details to edit", async () => {
    stubApi({ "products": [sample], ...related });
    await openAt("/products/products-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
