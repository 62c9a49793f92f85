import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { DataSource } from "../../entities/data-source";
import { stubApi } from "../../test/stub-api";
import { DataSourceDetail } from "./DataSourceDetail";
import { DataSourcesList } from "./DataSourcesList";

const sample: DataSource = {"id":"data-sources-1","name":"Sample name","kind":"Sample kind","url":"https://example.com/data-sources","active":true};
const related = {};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/data-sources" element={<DataSourcesList />} />
        <Route path="/data-sources/:id" element={<DataSourceDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Data sources screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists data sources from the API", async () => {
    stubApi({ "data-sources": [sample], ...related });
    renderAt("/data-sources");
    expect(await screen.findByRole("heading", { name: "Data sources" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new data source", () => {
    stubApi(related);
    renderAt("/data-sources/new");
    for (const label of ["Name","Kind","Url","Active"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new data source to the API", async () => {
    const calls = stubApi(related);
    renderAt("/data-sources/new");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.change(screen.getByLabelText("Kind"), { target: { value: "Sample kind" } });
    fireEvent.change(screen.getByLabelText("Url"), { target: { value: "https://example.com/data-sources" } });
    fireEvent.click(screen.getByLabelText("Active"));
    fireEvent.click(screen.getByRole("button", { name: "Create data source" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/data-sources");
    expect(sent?.body).toMatchObject({"name":"Sample name","kind":"Sample kind","url":"https://example.com/data-sources","active":true});
    expect(await screen.findByRole("heading", { name: "Data sources" })).toBeTruthy();
  });

  it("loads data source details to edit", async () => {
    stubApi({ "data-sources": [sample], ...related });
    renderAt("/data-sources/data-sources-1");
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
