import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Item } from "../../entities/item";
import { stubApi } from "../../test/stub-api";
import { ItemDetail } from "./ItemDetail";
import { ItemsList } from "./ItemsList";

const sample: Item = {"id":"items-1","name":"Sample name","description":"Sample description","active":true};
const related = {};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/items" element={<ItemsList />} />
        <Route path="/items/:id" element={<ItemDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Items screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists items from the API", async () => {
    stubApi({ "items": [sample], ...related });
    renderAt("/items");
    expect(await screen.findByRole("heading", { name: "Items" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new item", () => {
    stubApi(related);
    renderAt("/items/new");
    for (const label of ["Name","Description","Active"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new item to the API", async () => {
    const calls = stubApi(related);
    renderAt("/items/new");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Sample description" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create item" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/items");
    expect(sent?.body).toMatchObject({"name":"Sample name","description":"Sample description","active":true});
    expect(await screen.findByRole("heading", { name: "Items" })).toBeTruthy();
  });

  it("loads item details to edit", async () => {
    stubApi({ "items": [sample], ...related });
    renderAt("/items/items-1");
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
