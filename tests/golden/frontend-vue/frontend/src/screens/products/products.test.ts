import { flushPromises } from "@vue/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Product } from "../../entities/product";
import { control, heading, mountAt, unmountAll, valueOf } from "../../test/mount";
import { stubApi } from "../../test/stub-api";
import ProductDetail from "./ProductDetail.vue";
import ProductsList from "./ProductsList.vue";

const sample: Product = {"id":"products-1","name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true};
const related = {};

const routes = [
  { path: "/products", component: ProductsList },
  { path: "/products/:id", component: ProductDetail },
];

describe("Products screens", () => {
  afterEach(() => {
    unmountAll();
    vi.unstubAllGlobals();
  });

  it("lists products from the API", async () => {
    stubApi({ "products": [sample], ...related });
    const wrapper = await mountAt("/products", routes);
    expect(heading(wrapper)).toBe("Products");
    await vi.waitFor(() => expect(wrapper.text()).toContain(formatValue("string", sample.name)));
  });

  it("shows a form with every field for a new product", async () => {
    stubApi(related);
    const wrapper = await mountAt("/products/new", routes);
    for (const label of ["Name","Description","Price","Stock","Active"]) {
      expect(control(wrapper, label).element).toBeTruthy();
    }
  });

  it("sends a new product to the API", async () => {
    const calls = stubApi(related);
    const wrapper = await mountAt("/products/new", routes);
    await control(wrapper, "Name").setValue("Sample name");
    await control(wrapper, "Description").setValue("Sample description");
    await control(wrapper, "Price").setValue("1");
    await control(wrapper, "Stock").setValue("1");
    await control(wrapper, "Active").setValue(true);
    await wrapper.get("form").trigger("submit");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/products");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","price":1,"stock":1,"active":true});
    await flushPromises();
    await vi.waitFor(() => expect(heading(wrapper)).toBe("Products"));
  });

  it("loads product details to edit", async () => {
    stubApi({ "products": [sample], ...related });
    const wrapper = await mountAt("/products/products-1", routes);
    await vi.waitFor(() => expect(valueOf(wrapper, "Name")).toBe(sample.name));
    expect(wrapper.findAll("button").some((found) => found.text() === "Save changes")).toBe(true);
  });
});
