import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderAt as open } from "../../test/next-navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Product } from "../../entities/product";
import { stubApi } from "../../test/stub-api";
import { ProductDetail } from "./ProductDetail";
import { ProductsList } from "./ProductsList";

const sample: Product = {"id":"products-1","name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true};
const related = {};

function renderAt(path: string) {
  return open(path, {
    "/products": () => <ProductsList />,
    "/products/[id]": () => <ProductDetail />,
  });
}

describe("Products screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists products from the API", async () => {
    stubApi({ "products": [sample], ...related });
    renderAt("/products");
    expect(await screen.findByRole("heading", { name: "Products" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new product", () => {
    stubApi(related);
    renderAt("/products/new");
    for (const label of ["Name","Description","Price","Stock","Active"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new product to the API", async () => {
    const calls = stubApi(related);
    renderAt("/products/new");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Stock"), { target: { value: "1" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create product" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/products");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true});
    expect(await screen.findByRole("heading", { name: "Products" })).toBeTruthy();
  });

  it("loads product details to edit", async () => {
    stubApi({ "products": [sample], ...related });
    renderAt("/products/products-1");
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
