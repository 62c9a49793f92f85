import type { Routes } from "@angular/router";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Category } from "../../entities/category";
import { openAt } from "../../test/harness";
import { stubApi } from "../../test/stub-api";
import { CategoryDetail } from "./category-detail";
import { CategoriesList } from "./categories-list";

const sample: Category = {"id":"categories-1","name":"Sample name","description":"Sample description"};
const related = {};

const ROUTES: Routes = [
  { path: "categories", component: CategoriesList },
  { path: "categories/:id", component: CategoryDetail },
];

describe("Categories screens", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("lists categories from the API", async () => {
    stubApi({ "categories": [sample], ...related });
    await openAt("/categories", ROUTES);
    expect(await screen.findByRole("heading", { level: 1, name: "Categories" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new category", async () => {
    stubApi(related);
    await openAt("/categories/new", ROUTES);
    expect(screen.getByRole("heading", { level: 1, name: "New category" })).toBeTruthy();
    for (const label of ["Name","Description"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new category to the API", async () => {
    const calls = stubApi(related);
    await openAt("/categories/new", ROUTES);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.input(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.click(screen.getByRole("button", { name: "Create category" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/categories");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description"});
    expect(await screen.findByRole("heading", { level: 1, name: "Categories" })).toBeTruthy();
  });

  it("loads category details to edit", async () => {
    stubApi({ "categories": [sample], ...related });
    await openAt("/categories/categories-1", ROUTES);
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
