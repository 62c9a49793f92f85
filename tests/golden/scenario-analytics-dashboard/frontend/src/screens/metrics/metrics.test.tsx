import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ROUTER_FUTURE } from "../../router-future";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatValue } from "../../components/format";
import type { Metric } from "../../entities/metric";
import { stubApi } from "../../test/stub-api";
import { MetricDetail } from "./MetricDetail";
import { MetricsList } from "./MetricsList";

const sample: Metric = {"id":"metrics-1","name":"Sample name","value":1,"unit":"Sample unit","recordedAt":"2030-01-15T10:00:00.000Z","dataSourceId":"data-sources-1"};
const related = {"data-sources":[{"id":"data-sources-1","name":"Sample name","kind":"Sample kind","url":"https://example.com/data-sources","active":true}]};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/metrics" element={<MetricsList />} />
        <Route path="/metrics/:id" element={<MetricDetail />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("Metrics screens", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists metrics from the API", async () => {
    stubApi({ "metrics": [sample], ...related });
    renderAt("/metrics");
    expect(await screen.findByRole("heading", { name: "Metrics" })).toBeTruthy();
    expect((await screen.findAllByText(formatValue("string", sample.name))).length).toBeGreaterThan(0);
  });

  it("shows a form with every field for a new metric", () => {
    stubApi(related);
    renderAt("/metrics/new");
    for (const label of ["Name","Value","Unit","Recorded at","Data source"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it("sends a new metric to the API", async () => {
    const calls = stubApi(related);
    renderAt("/metrics/new");
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sample name" } });
    fireEvent.change(screen.getByLabelText("Value"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Unit"), { target: { value: "Sample unit" } });
    fireEvent.change(screen.getByLabelText("Recorded at"), { target: { value: "2030-01-15T10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Create metric" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const sent = calls.find((call) => call.method === "POST");
    expect(sent?.path).toBe("/api/metrics");
    expect(sent?.body).toMatchObject({"name":"Sample name","value":1,"unit":"Sample unit"});
    expect(await screen.findByRole("heading", { name: "Metrics" })).toBeTruthy();
  });

  it("loads metric details to edit", async () => {
    stubApi({ "metrics": [sample], ...related });
    renderAt("/metrics/metrics-1");
    expect(await screen.findByDisplayValue(sample.name)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });
});
